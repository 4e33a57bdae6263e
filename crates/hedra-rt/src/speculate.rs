//! A predicted slice as an affine program: memory grouped into arrays, the nest's loops
//! with predicted bounds, each statement (a computation bone) with its loads at predicted
//! addresses, and its compilation through hedra's pipeline and JIT.
//!
//! **Memory.** Every access of the slice (feeds, data loads, statement targets) covers an
//! interval of addresses over the slice (interval arithmetic over the predicted loop
//! ranges: an over-approximation). Overlapping intervals form a *group*; the data accesses
//! of a group must share one element type and be aligned to its element size, and it
//! becomes one array `hedra_rt_m<g>` whose subscript is the byte offset divided by that
//! size. A group that is written and also holds a feed is refused: the slice would write
//! what its own addresses or bounds are read from, and verification before the slice could
//! not vouch for it.
//!
//! **Program.** The slice is written as the C text of an affine nest (the original loops,
//! their bounds and steps as predicted, the statements as written with every access
//! replaced by its array element) and goes through the same stages as a `#pragma scop`
//! region: hedra-c's model, hedra-opt's schedule (dependences, Pluto, tiling, parallel
//! marks), hedra-codegen's AST and hedra-jit's native code. Subscripts are relative to a
//! reference address per group fixed when the program is made, and the slice's lowest
//! address enters as a parameter, so one program serves every later slice with the same
//! grouping.

use std::collections::HashMap;

use hedra_dcop::{Nest, Node, Scalar};

use crate::affine::Aff;
use crate::model::Model;

/// One access of the nest: a load or a statement's target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Access {
    /// A load, by index.
    Load(usize),
    /// A statement's target, by index.
    Target(usize),
}

/// A group of accesses that becomes one array.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Group {
    /// Its accesses.
    pub accesses: Vec<Access>,
    /// The element type of its data accesses (`None` when it holds only feeds).
    pub scalar: Option<Scalar>,
}

/// The grouping of a slice's memory, with the addresses the slice spans.
#[derive(Clone, Debug)]
pub struct Layout {
    /// The groups.
    pub groups: Vec<Group>,
    /// Per group: the lowest and one past the highest byte address.
    pub spans: Vec<(i64, i64)>,
}

/// The extremes of the affine `a` over the instances of the loops `chain` (outermost
/// first) in the slice `outer`: each inner counter is replaced by the bound that minimizes
/// (maximizes) the function, innermost first, which leaves a function of the outer counter
/// alone, evaluated at the slice's ends. Exact when every loop runs at least once; an
/// over-approximation otherwise.
fn extremes(
    nest: &Nest,
    model: &Model,
    a: &Aff,
    chain: &[usize],
    outer: (i64, i64),
) -> Option<(i64, i64)> {
    let (mut lo, mut hi) = (a.clone(), a.clone());
    for &l in chain.iter().skip(1).rev() {
        let lp = &nest.loops[l];
        let (init, bound) = &model.bounds[l];
        // The last value the counter may take (the bound itself for `<=` and `>=`).
        let last = match lp.cmp {
            hedra_dcop::Cmp::Lt => bound.add_scaled(&Aff::constant(1, a.coeffs.len()), -1)?,
            hedra_dcop::Cmp::Gt => bound.add_scaled(&Aff::constant(1, a.coeffs.len()), 1)?,
            _ => bound.clone(),
        };
        let (small, large) = if lp.step > 0 {
            (init, &last)
        } else {
            (&last, init)
        };
        lo = substitute(&lo, l, if lo.coeffs[l] > 0 { small } else { large })?;
        hi = substitute(&hi, l, if hi.coeffs[l] > 0 { large } else { small })?;
    }
    let step = nest.loops[0].step;
    let last = outer.0 + (outer.1 - 1 - outer.0) / step * step;
    let ends = |f: &Aff| -> Option<(i64, i64)> {
        let mut c = vec![0; f.coeffs.len()];
        c[0] = outer.0;
        let x = f.at(&c)?;
        c[0] = last;
        let y = f.at(&c)?;
        Some((x.min(y), x.max(y)))
    };
    Some((ends(&lo)?.0, ends(&hi)?.1))
}

/// `a` with the counter of loop `l` replaced by `by`.
fn substitute(a: &Aff, l: usize, by: &Aff) -> Option<Aff> {
    let c = a.coeffs[l];
    if c == 0 {
        return Some(a.clone());
    }
    let mut out = a.add_scaled(by, c)?;
    out.coeffs[l] -= c;
    Some(out)
}

/// The loops around an access.
fn access_loops(nest: &Nest, a: Access) -> &[usize] {
    match a {
        Access::Load(l) => &nest.loads[l].loops,
        Access::Target(s) => &nest.stmts[s].loops,
    }
}

impl Layout {
    /// The grouping of the slice `outer` under `model`, or why the slice cannot be
    /// speculated.
    pub fn of_slice(nest: &Nest, model: &Model, outer: (i64, i64)) -> Result<Layout, String> {
        if outer.1 <= outer.0 {
            return Err("an empty slice".into());
        }
        let mut items: Vec<(i64, i64, Access)> = Vec::new();
        let all = (0..nest.loads.len())
            .map(Access::Load)
            .chain((0..nest.stmts.len()).map(Access::Target));
        for a in all {
            let (addr, size) = match a {
                Access::Load(l) => (&model.loads[l], nest.loads[l].ty.value_size().unwrap_or(8)),
                Access::Target(s) => (&model.targets[s], nest.stmts[s].scalar.bytes()),
            };
            let chain = access_loops(nest, a);
            let (lo, hi) = if chain.is_empty() {
                (addr.constant, addr.constant)
            } else {
                extremes(nest, model, addr, chain, outer).ok_or("an address out of 64 bits")?
            };
            items.push((
                lo,
                hi.checked_add(size).ok_or("an address out of 64 bits")?,
                a,
            ));
        }
        items.sort_by_key(|x| x.0);
        let mut groups: Vec<Group> = Vec::new();
        let mut spans: Vec<(i64, i64)> = Vec::new();
        for (lo, hi, a) in items {
            match spans.last_mut() {
                Some(s) if lo < s.1 => {
                    s.1 = s.1.max(hi);
                    groups.last_mut().expect("one per span").accesses.push(a);
                }
                _ => {
                    spans.push((lo, hi));
                    groups.push(Group {
                        accesses: vec![a],
                        scalar: None,
                    });
                }
            }
        }
        for g in &mut groups {
            g.accesses.sort_by_key(|a| match a {
                Access::Load(l) => (0, *l),
                Access::Target(s) => (1, *s),
            });
            let feed = g
                .accesses
                .iter()
                .any(|a| matches!(a, Access::Load(l) if nest.loads[*l].feed));
            let written = g.accesses.iter().any(|a| matches!(a, Access::Target(_)));
            if feed && written {
                return Err("the slice writes memory its addresses or bounds are read from".into());
            }
            for a in &g.accesses {
                let s = match a {
                    Access::Load(l) if nest.loads[*l].feed => continue,
                    Access::Load(l) => match nest.loads[*l].ty {
                        hedra_dcop::Ty::Scalar(s) => s,
                        _ => return Err("a pointer read as data".into()),
                    },
                    Access::Target(s) => nest.stmts[*s].scalar,
                };
                match g.scalar {
                    None => g.scalar = Some(s),
                    Some(t) if t == s => {}
                    Some(_) => return Err("memory read or written with two element types".into()),
                }
            }
        }
        Ok(Layout { groups, spans })
    }

    /// True when `other` groups the same accesses with the same types.
    pub fn same_grouping(&self, other: &Layout) -> bool {
        self.groups == other.groups
    }
}

/// The C text of a slice's program under `layout`, with subscripts relative to the
/// reference addresses `refs` (one per group), for slices of the outer counter inside
/// `range` (its context: without it, the model would have to hold for any slice, and
/// linearized rows of different outer iterations would seem to overlap), or why there is
/// none.
pub fn slice_text(
    nest: &Nest,
    model: &Model,
    layout: &Layout,
    refs: &[i64],
    range: (i64, i64),
) -> Result<String, String> {
    let mut where_: HashMap<Access, usize> = HashMap::new();
    for (g, group) in layout.groups.iter().enumerate() {
        for a in &group.accesses {
            where_.insert(*a, g);
        }
    }
    let names: Vec<String> = nest.loops.iter().map(|l| l.counter.clone()).collect();
    let element = |a: Access, addr: &Aff| -> Result<String, String> {
        let g = *where_.get(&a).ok_or("an access outside every group")?;
        let w = layout.groups[g]
            .scalar
            .ok_or("data in a group of feeds")?
            .bytes();
        let rel = addr
            .add_scaled(&Aff::constant(refs[g], addr.coeffs.len()), -1)
            .ok_or("an address out of 64 bits")?;
        if rel.constant % w != 0 || rel.coeffs.iter().any(|c| c % w != 0) {
            return Err("an access not aligned to its element size".into());
        }
        let sub = Aff {
            constant: rel.constant / w,
            coeffs: rel.coeffs.iter().map(|c| c / w).collect(),
        };
        let text = sub.to_c(&names);
        Ok(match text.strip_prefix('-') {
            Some(rest) => format!("hedra_rt_m{g}[hedra_rt_o{g} - {rest}]"),
            None => format!("hedra_rt_m{g}[hedra_rt_o{g} + {text}]"),
        })
    };
    let mut params = vec![
        "long hedra_rt_lo".to_string(),
        "long hedra_rt_hi".to_string(),
    ];
    for (g, group) in layout.groups.iter().enumerate() {
        if let Some(s) = group.scalar {
            params.push(format!("long hedra_rt_e{g}"));
            params.push(format!("long hedra_rt_o{g}"));
            params.push(format!("{} hedra_rt_m{g}[hedra_rt_e{g}]", s.c_name()));
        }
    }
    let mut body = String::new();
    let (model, values) = normalized(nest, model).ok_or("a loop bound out of 64 bits")?;
    write_loop(nest, (&model, &values), 0, &names, &element, 1, &mut body)?;
    Ok(format!(
        "void hedra_rt_slice({}) {{\n#pragma hedra context hedra_rt_lo >= {} && hedra_rt_hi <= {} && hedra_rt_lo < hedra_rt_hi\n#pragma scop\n{body}#pragma endscop\n}}\n",
        params.join(", "),
        range.0,
        range.1
    ))
}

type ElementText<'a> = dyn Fn(Access, &Aff) -> Result<String, String> + 'a;

/// The model with every inner loop of unit step counted from 0: its counter `k` becomes
/// `init + k'` (or `init - k'` downwards), with `k'` from 0, in every address and bound.
/// A loop that starts where an outer counter says (`k = row[i]`, predicted `1000 i`)
/// then spans a box instead of a skewed band, which is what the scheduler tiles and
/// vectorizes well. Also returns each loop's original counter value in the new counters.
pub fn normalized(nest: &Nest, model: &Model) -> Option<(Model, Vec<Aff>)> {
    let n = nest.loops.len();
    let mut m = model.clone();
    let mut value: Vec<Aff> = (0..n).map(|l| Aff::counter(l, n)).collect();
    for l in 1..n {
        let sign = match nest.loops[l].step {
            1 => 1,
            -1 => -1,
            _ => continue,
        };
        // counter = init + sign * k'
        let mut by = m.bounds[l].0.clone();
        by.coeffs[l] += sign;
        let subst = |a: &Aff| substitute(a, l, &by);
        let init = m.bounds[l].0.clone();
        let bound = m.bounds[l].1.clone();
        // The new bound, in k': sign * (bound - init), the comparison unchanged in sign.
        let span = bound.add_scaled(&init, -1)?;
        m.bounds[l] = (
            Aff::constant(0, n),
            if sign > 0 { span } else { span.scaled(-1)? },
        );
        for a in m.loads.iter_mut().chain(m.targets.iter_mut()) {
            *a = subst(a)?;
        }
        for b in m.bounds.iter_mut().skip(l + 1) {
            *b = (subst(&b.0)?, subst(&b.1)?);
        }
        for v in value.iter_mut() {
            *v = subst(v)?;
        }
    }
    Some((m, value))
}

fn write_loop(
    nest: &Nest,
    (model, values): (&Model, &[Aff]),
    l: usize,
    names: &[String],
    element: &ElementText,
    depth: usize,
    out: &mut String,
) -> Result<(), String> {
    let lp = &nest.loops[l];
    let ind = "  ".repeat(depth);
    let unit = lp.step.abs() == 1;
    let (init, bound, cmp) = if l == 0 {
        ("hedra_rt_lo".to_string(), "hedra_rt_hi".to_string(), "<")
    } else {
        // A normalized loop counts up from 0 (`k > b` became `k' < init - b`).
        let cmp = match (unit, lp.cmp) {
            (true, hedra_dcop::Cmp::Gt) => "<",
            (true, hedra_dcop::Cmp::Ge) => "<=",
            _ => lp.cmp.symbol(),
        };
        (
            model.bounds[l].0.to_c(names),
            model.bounds[l].1.to_c(names),
            cmp,
        )
    };
    let step = if unit || lp.step > 0 {
        format!("{} += {}", lp.counter, lp.step.abs())
    } else {
        format!("{} -= {}", lp.counter, lp.step.unsigned_abs())
    };
    out.push_str(&format!(
        "{ind}for (long {c} = {init}; {c} {cmp} {bound}; {step}) {{\n",
        c = lp.counter
    ));
    for node in &lp.body {
        match *node {
            Node::Loop(m) => write_loop(nest, (model, values), m, names, element, depth + 1, out)?,
            Node::Stmt(s) => {
                out.push_str(&"  ".repeat(depth + 1));
                out.push_str(&statement_text(nest, (model, values), s, element)?);
                out.push_str(";\n");
            }
        }
    }
    out.push_str(&format!("{ind}}}\n"));
    Ok(())
}

/// A statement as written, its target and data loads replaced by array elements.
fn statement_text(
    nest: &Nest,
    (model, values): (&Model, &[Aff]),
    s: usize,
    element: &ElementText,
) -> Result<String, String> {
    let st = &nest.stmts[s];
    let mut edits = vec![(
        st.target_span,
        element(Access::Target(s), &model.targets[s])?,
    )];
    for &l in &st.data {
        edits.push((
            nest.loads[l].span,
            element(Access::Load(l), &model.loads[l])?,
        ));
    }
    // Counters are `long` in the slice (subscripts must not overflow); as values they
    // keep their type.
    for &(span, l) in &st.counters {
        let lp = &nest.loops[l];
        let names: Vec<String> = nest.loops.iter().map(|l| l.counter.clone()).collect();
        edits.push((
            span,
            format!("(({})({}))", lp.ty.c_name(), values[l].to_c(&names)),
        ));
    }
    edits.sort_by_key(|e| e.0.start);
    let mut out = String::new();
    let mut at = st.span.start;
    for (span, text) in edits {
        out.push_str(&nest.text[at..span.start]);
        out.push_str(&text);
        at = span.end;
    }
    out.push_str(&nest.text[at..st.span.end]);
    Ok(out)
}
