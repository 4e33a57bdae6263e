//! Privatization of scalars, by expansion.
//!
//! A scalar such as the accumulator `acc` of
//!
//! ```c
//! for (i = 0; i < M; i++)
//!   for (j = 0; j < N; j++) {
//!     acc = 0;                                   // S0
//!     for (k = 0; k < K; k++) acc += A[i][k] * B[k][j];   // S1
//!     C[i][j] = acc;                             // S2
//!   }
//! ```
//!
//! is one memory cell that every `(i, j)` iteration reuses. Its memory-based dependences
//! (S2 of one iteration before S0 of the next: write-after-read, write-after-write) order all
//! iterations, so no loop is parallel and no loop may be interchanged, although no *value*
//! goes from one iteration to another. This module finds such scalars and gives each
//! iteration its own cell.
//!
//! **Privatizable at depth `d`.** A scalar `s` is privatizable at depth `d >= 1` when
//! 1. its values are dead after the region ([`hedra_ir::Array::dead_after`]);
//! 2. no read of `s` in the region reads a value from before it (no live-in read);
//! 3. every statement that accesses `s` lies in the same `d` outer loops, and
//! 4. every value-based flow dependence through `s` (last write to read) joins two instances
//!    with equal values of those `d` iterators: `F_s ⊆ { S[i] -> T[t] : i_k = t_k, k < d }`.
//!
//! Conditions 2 and 4 together say what the injectivity test of the Polygeist thesis says of
//! a write relation: each value is produced and consumed within one iteration of the `d`
//! loops. `d` is the largest depth for which the conditions hold.
//!
//! **Expansion.** [`expand`] replaces `s` by an array `s_x[i_1 - l_1]..[i_d - l_d]` of one
//! cell per iteration of the `d` loops, where `l_k` (and the upper bound `u_k`) is the
//! parametric minimum (maximum) of iterator `k` over the statements that access `s`, when it
//! is one affine expression of the parameters. The expanded program computes exactly the
//! same values: each read of `s` read the last write of its own iteration (condition 4),
//! and that write now goes to the iteration's own cell, which no other iteration touches.
//! What remains of the dependences through `s_x` are the flow dependences and the
//! dependences inside one iteration, so the scheduler is free to reorder iterations.
//!
//! Whether the expanded array is needed in the generated code is decided after scheduling
//! (hedra-opt's driver): where the new schedule keeps every live range of `s` inside one
//! iteration, `s` stays a scalar (private to the parallel loop); otherwise the code
//! allocates `s_x`.

use crate::Result;
use hedra_ir::expr::{BinaryOp, Expr};
use hedra_ir::scop::affine_text;
use hedra_ir::{Array, Scop};
use hedra_presburger::{DimType, Map, PwMultiAff, RelationBuilder, Space, Tuple, UnionMap};

/// A scalar that may get one cell per iteration of its `depth` outer loops.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Privatizable {
    /// The scalar's name.
    pub array: String,
    /// The number of outer loops that every access of the scalar shares and whose
    /// iterations never pass a value of it to one another.
    pub depth: usize,
    /// The value-based flow dependences through the scalar: `(writer, reader, relation)`
    /// with statement indices and `W[x] -> R[y]`.
    pub flows: Vec<(usize, usize, Map)>,
}

/// The privatizable scalars of `scop` (see the [module documentation](self)). The
/// value-based dataflow is computed only when some scalar passes the cheap conditions.
pub fn privatizable(scop: &Scop) -> Result<Vec<Privatizable>> {
    privatizable_where(scop, is_candidate)
}

/// The arrays dead after the region (declared in it, or local arrays of the enclosing
/// function that nothing after the region names, see [`Array::dead_after`]) that the same
/// conditions make private to the iterations of their `depth` outer loops: each iteration
/// writes every cell it reads before reading it, so a parallel loop may give each thread
/// its own copy (OpenMP `private` of the array).
/// Each copy lives on its thread's stack, which may be smaller than the main thread's: only
/// arrays of constant extents and at most [`MAX_PRIVATE_CELLS`] cells qualify. They are
/// never expanded; only late parallelization uses them.
pub fn privatizable_arrays(scop: &Scop) -> Result<Vec<Privatizable>> {
    privatizable_where(scop, |a| {
        a.rank > 0
            && a.dead_after
            && !a.scratch
            && a.element_type.is_some()
            && a.constant_cells().is_some_and(|n| n <= MAX_PRIVATE_CELLS)
    })
}

/// The most cells of a private array: 4096 (32 KiB of `double`s, or 64 KiB of 16-byte
/// elements) per thread.
pub const MAX_PRIVATE_CELLS: u64 = 4096;

/// The arrays that pass `candidate` and the conditions of the module documentation.
fn privatizable_where(scop: &Scop, candidate: fn(&Array) -> bool) -> Result<Vec<Privatizable>> {
    let shared: Vec<(&Array, usize)> = scop
        .arrays
        .iter()
        .filter(|a| candidate(a))
        .map(|a| (a, shared_loops(scop, &users_of(scop, &a.name))))
        .filter(|&(_, d)| d > 0)
        .collect();
    if shared.is_empty() {
        return Ok(Vec::new());
    }
    let df = crate::dataflow::value_based(scop)?;
    let mut out = Vec::new();
    for (a, mut depth) in shared {
        if df.live_in.iter().any(|l| l.array == a.name) {
            continue;
        }
        let flows: Vec<(usize, usize, Map)> = df
            .flow
            .iter()
            .filter(|d| d.array == a.name)
            .map(|d| (d.source, d.target, d.relation.clone()))
            .collect();
        let relations: Vec<&Map> = flows.iter().map(|f| &f.2).collect();
        while depth > 0 && !flows_stay_within(&relations, depth)? {
            depth -= 1;
        }
        if depth > 0 {
            out.push(Privatizable {
                array: a.name.clone(),
                depth,
                flows,
            });
        }
    }
    Ok(out)
}

/// A scalar whose type is known and whose values die with the region.
pub(crate) fn is_candidate(a: &Array) -> bool {
    a.rank == 0 && a.dead_after && !a.scratch && a.element_type.is_some()
}

/// The statements that access `array`.
pub fn users_of(scop: &Scop, array: &str) -> Vec<usize> {
    (0..scop.statements.len())
        .filter(|&k| scop.statements[k].accesses.iter().any(|x| x.array == array))
        .collect()
}

/// The number of outer loops that all `users` share: equal positions (`beta`) down to
/// that depth.
pub(crate) fn shared_loops(scop: &Scop, users: &[usize]) -> usize {
    let Some(&first) = users.first() else {
        return 0;
    };
    let s0 = &scop.statements[first];
    let mut d = users
        .iter()
        .map(|&u| scop.statements[u].iterators.len())
        .min()
        .unwrap_or(0);
    for &u in users {
        let s = &scop.statements[u];
        let same = (0..d)
            .take_while(|&k| s.beta[k] == s0.beta[k] && s.iterators[k] == s0.iterators[k])
            .count();
        d = d.min(same);
    }
    d
}

/// True when every relation of `flows` joins instances with equal first `depth` iterators.
fn flows_stay_within(flows: &[&Map], depth: usize) -> Result<bool> {
    for f in flows {
        let mut b = RelationBuilder::new(f.space().clone())?;
        for k in 0..depth {
            b.equate(DimType::In, k, DimType::Out, k)?;
        }
        if !f.is_subset(&b.build()?)? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// True when the schedule `theta` (`S[i] -> [t]` for every statement) keeps `p`'s scalar
/// correct as one shared cell: no write of it runs strictly between a write and a read that
/// the flow dependences join,
///
/// ```text
///     { (x, y) ∈ F_{W,R} : ∃ U, z. θ_W(x) ≺ θ_U(z) ≺ θ_R(y) }  =  ∅   for every flow and writer U,
/// ```
///
/// so every read still reads the value of its own write. (Since no read of the scalar is
/// live-in and its values are dead after the region, the flows are all that matter.)
pub fn stays_scalar(scop: &Scop, p: &Privatizable, theta: &UnionMap) -> Result<bool> {
    let time_of = |k: usize| -> Result<Option<Map>> {
        let name = scop.statements[k].name.as_str();
        let m = theta
            .maps()
            .iter()
            .find(|m| m.space().in_tuple.name.as_deref() == Some(name));
        Ok(match m {
            Some(m) => Some(m.align_params(&scop.params)?),
            None => None,
        })
    };
    let writers: Vec<usize> = users_of(scop, &p.array)
        .into_iter()
        .filter(|&k| {
            scop.statements[k]
                .accesses
                .iter()
                .any(|x| x.array == p.array && x.kind == hedra_ir::AccessKind::Write)
        })
        .collect();
    for (w, r, flow) in &p.flows {
        let (Some(tw), Some(tr)) = (time_of(*w)?, time_of(*r)?) else {
            return Ok(false);
        };
        let times = flow
            .align_params(&scop.params)?
            .apply_domain(&tw)?
            .apply_range(&tr)?;
        let dim = tw.space().n_out();
        let lt = Map::lex_lt(&Space::set(scop.params.clone(), Tuple::anonymous(dim)))?;
        for &u in &writers {
            let Some(tu) = time_of(u)? else {
                return Ok(false);
            };
            let written = tu
                .intersect_domain(&scop.statements[u].domain.align_params(&scop.params)?)?
                .range()?;
            let between = lt.intersect_range(&written)?.apply_range(&lt)?;
            if !times.intersect(&between)?.is_empty() {
                return Ok(false);
            }
        }
    }
    Ok(true)
}

/// A Scop in which some scalars are expanded, and which.
#[derive(Clone, Debug)]
pub struct Expansion {
    /// The Scop with every expanded scalar replaced by its array.
    pub scop: Scop,
    /// `(scalar, array)` for each expanded scalar.
    pub expanded: Vec<(String, String)>,
}

/// `scop` with each scalar of `which` replaced by an array of one cell per iteration of its
/// shared loops (see the [module documentation](self)). A scalar whose iterators' bounds are
/// not single affine expressions of the parameters is left as it is.
pub fn expand(scop: &Scop, which: &[Privatizable]) -> Result<Expansion> {
    let mut out = scop.clone();
    let mut expanded = Vec::new();
    for p in which {
        let users = users_of(scop, &p.array);
        let outer: Vec<usize> = (0..p.depth).collect();
        let Some(bounds) = iterator_bounds(scop, &users, &outer)? else {
            continue;
        };
        let name = out.fresh_name(&format!("{}_x", p.array));
        expand_one(&mut out, &p.array, &name, &users, &bounds)?;
        expanded.push((p.array.clone(), name));
    }
    Ok(Expansion {
        scop: out,
        expanded,
    })
}

/// `scop` with `scalar` replaced by an array of one cell per value of the `iterators`
/// (positions in the iterator lists of the statements that access it), for a *partial*
/// expansion: `t` expanded over the innermost of three loops becomes `t_x[k - l]`, so that
/// iterations of the other loops still share it. `None` when an iterator's bounds are not
/// single affine expressions of the parameters. The caller proves that the expansion keeps
/// the program's values (each read of `scalar` reads a write of the same iterators' values).
pub fn expand_over(scop: &Scop, scalar: &str, iterators: &[usize]) -> Result<Option<Expansion>> {
    let users = users_of(scop, scalar);
    let Some(bounds) = iterator_bounds(scop, &users, iterators)? else {
        return Ok(None);
    };
    let mut out = scop.clone();
    let name = out.fresh_name(&format!("{scalar}_x"));
    expand_one(&mut out, scalar, &name, &users, &bounds)?;
    Ok(Some(Expansion {
        scop: out,
        expanded: vec![(scalar.to_string(), name)],
    }))
}

/// Lower and upper bound of one iterator: rows `[constant | params]`.
struct IterBounds {
    iterator: usize,
    lower: Vec<i64>,
    upper: Vec<i64>,
}

/// For each of the `iterators`, its least and greatest value over the domains of `users`,
/// when each is one affine expression of the parameters (the same for every user, or a
/// constant).
fn iterator_bounds(
    scop: &Scop,
    users: &[usize],
    iterators: &[usize],
) -> Result<Option<Vec<IterBounds>>> {
    let mut out = Vec::new();
    for &k in iterators {
        let mut lower: Option<Vec<i64>> = None;
        let mut upper: Option<Vec<i64>> = None;
        for &u in users {
            let dom = &scop.statements[u].domain;
            let (Some(l), Some(h)) = (
                param_affine(&dom.dim_min(k)?),
                param_affine(&dom.dim_max(k)?),
            ) else {
                return Ok(None);
            };
            let (Some(l), Some(h)) = (merge(lower, l, false), merge(upper, h, true)) else {
                return Ok(None);
            };
            lower = Some(l);
            upper = Some(h);
        }
        let (Some(lower), Some(upper)) = (lower, upper) else {
            return Ok(None);
        };
        out.push(IterBounds {
            iterator: k,
            lower,
            upper,
        });
    }
    Ok(Some(out))
}

/// The one affine expression `[constant | params]` of the graph of a parametric optimum,
/// when it has a single piece without divisions.
fn param_affine(graph: &Map) -> Option<Vec<i64>> {
    let f = PwMultiAff::from_map(graph).ok()?;
    let [piece] = f.pieces() else {
        return None;
    };
    let row = piece.exprs().first()?;
    let np = graph.space().n_param();
    if row.len() != 1 + np {
        return None;
    }
    row.iter().map(|v| v.to_i64()).collect()
}

/// Two bounds of the same side: the extreme one when they differ only in their constant.
fn merge(acc: Option<Vec<i64>>, new: Vec<i64>, upper: bool) -> Option<Vec<i64>> {
    let Some(mut acc) = acc else {
        return Some(new);
    };
    if acc[1..] != new[1..] {
        return None;
    }
    acc[0] = if upper {
        acc[0].max(new[0])
    } else {
        acc[0].min(new[0])
    };
    Some(acc)
}

/// Replaces `scalar` by `name[i_1 - l_1]..[i_d - l_d]` in the users' accesses and bodies,
/// and in the array list.
fn expand_one(
    scop: &mut Scop,
    scalar: &str,
    name: &str,
    users: &[usize],
    bounds: &[IterBounds],
) -> Result<()> {
    let params = scop.params.clone();
    let text = |row: &[i64]| -> String {
        let terms: Vec<(i64, String)> = row[1..]
            .iter()
            .zip(&params)
            .map(|(&c, p)| {
                let text = scop.param_text.get(p).unwrap_or(p);
                let plain = text
                    .chars()
                    .all(|ch| ch.is_ascii_alphanumeric() || ch == '_');
                match plain {
                    true => (c, format!("(long long){text}")),
                    false => (c, format!("(long long)({text})")),
                }
            })
            .collect();
        affine_text(&terms, row[0])
    };
    let extents: Vec<String> = bounds
        .iter()
        .map(|b| {
            let mut r: Vec<i64> = b.upper.iter().zip(&b.lower).map(|(u, l)| u - l).collect();
            r[0] += 1;
            text(&r)
        })
        .collect();
    for &u in users {
        let st = &mut scop.statements[u];
        for acc in st.accesses.iter_mut().filter(|x| x.array == scalar) {
            acc.relation = cell_access(&acc.relation, name, bounds)?;
            acc.array = name.to_string();
        }
        let subscripts: Vec<Expr> = bounds
            .iter()
            .map(|b| minus_affine(Expr::Iterator(b.iterator), &b.lower, &params))
            .collect();
        rename_accesses(&mut st.body.lhs, scalar, name, &subscripts);
        rename_accesses(&mut st.body.rhs, scalar, name, &subscripts);
    }
    if let Some(a) = scop.arrays.iter_mut().find(|a| a.name == scalar) {
        a.name = name.to_string();
        a.rank = bounds.len();
        a.sizes = Some(extents);
        a.local = false;
        a.dead_after = true;
        a.scratch = true;
    }
    Ok(())
}

/// `S[i] -> name[i_1 - l_1, ..]` in the space of `access` (`S[i] -> s[]`).
fn cell_access(access: &Map, name: &str, bounds: &[IterBounds]) -> Result<Map> {
    let sp = access.space();
    let space = Space::map(
        sp.params.clone(),
        sp.in_tuple.clone(),
        Tuple::with_dim_names(Some(name), vec![String::new(); bounds.len()]),
    );
    let np = sp.n_param();
    let n_in = sp.n_in();
    let mut b = RelationBuilder::new(space)?;
    for (k, bd) in bounds.iter().enumerate() {
        // out_k = i_k - (l_0 + sum l_p p)
        let mut coeffs = vec![hedra_presburger::Int::ZERO; np + n_in + bounds.len()];
        for (p, &c) in bd.lower[1..].iter().enumerate() {
            coeffs[p] = hedra_presburger::Int::from(-c);
        }
        coeffs[np + bd.iterator] = hedra_presburger::Int::ONE;
        let e = b.linear(&coeffs, &hedra_presburger::Int::from(-bd.lower[0]))?;
        b.set_dim(DimType::Out, k, &e)?;
    }
    Ok(b.build()?)
}

/// `e - (c + sum a_p p)` as a body expression (just `e` when the bound is zero).
fn minus_affine(e: Expr, row: &[i64], params: &[String]) -> Expr {
    let mut out = e;
    for (&c, p) in row[1..].iter().zip(params) {
        if c == 0 {
            continue;
        }
        let term = if c.abs() == 1 {
            Expr::Param(p.clone())
        } else {
            Expr::Binary(
                BinaryOp::Mul,
                Box::new(Expr::Int(c.abs().to_string())),
                Box::new(Expr::Param(p.clone())),
            )
        };
        let op = if c > 0 { BinaryOp::Sub } else { BinaryOp::Add };
        out = Expr::Binary(op, Box::new(out), Box::new(term));
    }
    if row[0] != 0 {
        let op = if row[0] > 0 {
            BinaryOp::Sub
        } else {
            BinaryOp::Add
        };
        out = Expr::Binary(
            op,
            Box::new(out),
            Box::new(Expr::Int(row[0].unsigned_abs().to_string())),
        );
    }
    out
}

/// Renames every access of `scalar` in `e` to `name` with `subscripts`.
fn rename_accesses(e: &mut Expr, scalar: &str, name: &str, subscripts: &[Expr]) {
    e.rewrite_accesses(scalar, &mut |array, s| {
        *array = name.to_string();
        *s = subscripts.to_vec();
    });
}
