//! Piecewise quasi-affine functions: `PwMultiAff` and `PwAff`, the explicit form of
//! parametric lexicographic optima and of `dim_min`/`dim_max`.
//!
//! A [`PwMultiAff`] in the space `[P] -> { I -> O }` is a list of pieces. Each piece is a
//! *domain* (a basic set over the parameters and the input dimensions, whose divs are all
//! defined `floor` expressions) and one affine expression per output dimension over the
//! domain's columns `[1 | params | inputs | divs]`. Because the expressions may use the divs,
//! the functions are *quasi-affine*: sums of integer multiples of variables and of floors.
//! For a set space `[P] -> { O }` the domain is a parameter set.
//!
//! Example: the lexicographic minimum of `[N] -> { [i] : exists (e : i = 3e) and i >= N }` is
//! `[N] -> { [(-3*floor((-N)/3))] }`: one piece whose output is `-3` times the div
//! `floor(-N/3)`, that is the least multiple of three not below `N`.
//!
//! # Where the pieces come from
//!
//! [`Map::lexmin_pw`], [`Map::lexmax_pw`], [`Map::dim_min_pw`] and [`Map::dim_max_pw`] get
//! their pieces straight from the parametric simplex ([`crate::pip`]): each leaf of its
//! search is a piece, its context is the domain (the floor divs that its Gomory cuts
//! introduced are the domain's divs) and the variables' values at the leaf are the
//! expressions. Disjuncts of a union are solved one by one and merged by comparing their
//! values ([`crate::lexopt`]). Every optimum has this explicit form; where it does not exist
//! the result is [`Error::Unbounded`].
//!
//! # Reading a function off a map
//!
//! [`PwMultiAff::from_map`] is the other way in, for any single-valued map `L`: it makes
//! every existential of `L` an explicit div ([`BasicMap::compute_divs`]) and detects the
//! implicit equalities of each disjunct. Each output of a disjunct is then fixed by its
//! equalities: after Gauss-Jordan elimination over the output columns, an equality
//! `c*o_j + rest = 0` with `|c| = 1` gives `o_j = -c*rest`, and with `|c| > 1` it gives the new
//! div `o_j = floor(-sign(c)*rest / |c|)` (exact, because the equality, which stays in the
//! domain, says that `|c|` divides `rest`). Each solved output is substituted everywhere, and
//! the domain is what remains with the output columns gone. An output fixed only through a
//! combination of bounds and strides that no single equality or bound pair exposes gives
//! [`Error::Unsupported`].
//!
//! [`PwMultiAff::to_map`] is the inverse: each piece becomes the graph
//! `{ x -> o : x in domain and o_j = f_j(x) }`.

use crate::basic::{div_bounds, stride_div, BasicMap, Div};
use crate::error::{Error, Result};
use crate::int::Int;
use crate::lexopt::rows_mut;
use crate::map::Map;
use crate::omega::{normalize_system, Row};
use crate::pip::Leaf;
use crate::print::write_affine;
use crate::space::{Space, SpaceKind};
use std::fmt::{self, Write};

/// One piece of a [`PwMultiAff`]: on `domain`, output `j` is `exprs[j]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PwPiece {
    domain: BasicMap,
    exprs: Vec<Row>,
}

impl PwPiece {
    /// The domain: a basic set over `[params | inputs]` with defined divs.
    pub fn domain(&self) -> &BasicMap {
        &self.domain
    }

    /// The output expressions, rows over the domain's columns `[1 | params | inputs | divs]`.
    pub fn exprs(&self) -> &[Row] {
        &self.exprs
    }
}

/// A piecewise quasi-affine multi-dimensional function (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PwMultiAff {
    space: Space,
    pieces: Vec<PwPiece>,
}

/// A piecewise quasi-affine function with one output (a [`PwMultiAff`] of dimension one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PwAff(PwMultiAff);

impl PwAff {
    /// A one-dimensional function.
    pub(crate) fn from_multi(f: PwMultiAff) -> PwAff {
        debug_assert_eq!(f.space.n_out(), 1);
        PwAff(f)
    }

    /// The pieces.
    pub fn pieces(&self) -> &[PwPiece] {
        self.0.pieces()
    }

    /// The space of the graph: `[P] -> { I -> [o] }` or `[P] -> { [o] }`.
    pub fn space(&self) -> &Space {
        self.0.space()
    }

    /// The graph as a map.
    pub fn to_map(&self) -> Result<Map> {
        self.0.to_map()
    }
}

impl PwMultiAff {
    /// The space of the graph of the function.
    pub fn space(&self) -> &Space {
        &self.space
    }

    /// The pieces (their domains are pairwise disjoint).
    pub fn pieces(&self) -> &[PwPiece] {
        &self.pieces
    }

    /// The function of the finite pieces of a parametric optimum (see [`crate::lexopt`]).
    pub(crate) fn from_leaves(space: Space, leaves: Vec<Leaf>) -> PwMultiAff {
        PwMultiAff {
            space,
            pieces: leaves
                .into_iter()
                .map(|l| PwPiece {
                    domain: l.domain,
                    exprs: l.values,
                })
                .collect(),
        }
    }

    /// The space of the domains: the input tuple as a set, or the parameters.
    fn domain_space(space: &Space) -> Space {
        match space.kind {
            SpaceKind::Map => Space::set(space.params.clone(), space.in_tuple.clone()),
            _ => Space::params(space.params.clone()),
        }
    }

    /// Reads the function off a single-valued map (see the module documentation). Fails with
    /// [`Error::Unsupported`] when some output is not fixed by the equalities of its disjunct.
    pub fn from_map(m: &Map) -> Result<PwMultiAff> {
        if m.space().is_params() {
            return Err(Error::SpaceMismatch(
                "a piecewise function needs a set or map space".into(),
            ));
        }
        let mut pieces = Vec::new();
        for b in m.compute_divs().basics() {
            let mut b = b.clone();
            b.detect_equalities();
            if b.is_obviously_empty() {
                continue;
            }
            pieces.push(piece_of(&b)?);
        }
        Ok(PwMultiAff {
            space: m.space().clone(),
            pieces,
        })
    }

    /// The graph `{ x -> f(x) }` as a map.
    pub fn to_map(&self) -> Result<Map> {
        let np = self.space.n_param();
        let ni = self.space.n_in();
        let no = self.space.n_out();
        let w = 1 + np + ni;
        let mut basics = Vec::new();
        for p in &self.pieces {
            let d = &p.domain;
            let col_map: Vec<usize> = (0..d.n_col())
                .map(|c| if c < w { c } else { c + no })
                .collect();
            let mut b = d.remap(self.space.clone(), d.n_div(), &col_map);
            for (j, e) in p.exprs.iter().enumerate() {
                let mut row = b.zero_row();
                for (c, v) in e.iter().enumerate() {
                    row[col_map[c]] = v.clone();
                }
                row[w + j] = Int::from(-1);
                b.add_eq(row)?;
            }
            basics.push(b);
        }
        Map::from_basics(self.space.clone(), basics)
    }
}

/// The function of one single-valued disjunct whose divs are all defined.
///
/// The outputs are solved one per round: an equality that fixes a single output `o_j`
/// ([`solving_equality`]) is solved for it ([`output_expr`]) and the solution is substituted
/// into every other row ([`substitute_column`]), so that `o_j` disappears from the system.
/// An output that no equality fixes but that two bounds squeeze onto one value first gets
/// such an equality ([`add_squeezed_equality`]). Once every output is solved, what remains of
/// the system without the output columns is the piece's domain ([`strip_outputs`]).
fn piece_of(b: &BasicMap) -> Result<PwPiece> {
    let space = b.space().clone();
    let w = 1 + space.n_param() + space.n_in();
    let outs = w..w + space.n_out();
    let mut b = b.clone();
    gauss_jordan(&mut b.eqs, outs.clone());
    let mut exprs: Vec<Option<Row>> = vec![None; space.n_out()];
    while exprs.iter().any(|e| e.is_none()) {
        let div_ok = usable_divs(&b, &outs);
        let Some((i, j)) = solving_equality(&b, &outs, &div_ok) else {
            add_squeezed_equality(&mut b, &outs, &div_ok, &mut exprs)?;
            continue;
        };
        release_divs(&mut b, i, &div_ok);
        let expr = output_expr(&mut b, i, j, &mut exprs)?;
        substitute_column(&mut b, j, &expr);
        exprs[j - w] = Some(expr);
        define_existentials(&mut b)?;
    }
    if b.divs.iter().any(|d| d.is_none()) {
        return Err(Error::Unsupported(
            "an output is fixed only through an existential without a floor form".into(),
        ));
    }
    if !normalize_system(&mut b.eqs, &mut b.ineqs) {
        return Err(Error::Unsupported("empty piece".into()));
    }
    Ok(strip_outputs(&space, &b, exprs, &outs))
}

/// Which divs of `b` may appear in an output's expression: those whose definition involves
/// no output column (an unsolved output has no value to put inside the floor).
fn usable_divs(b: &BasicMap, outs: &std::ops::Range<usize>) -> Vec<bool> {
    b.divs
        .iter()
        .map(|d| {
            d.as_ref()
                .is_some_and(|d| outs.clone().all(|c| d.num[c].is_zero()))
        })
        .collect()
}

/// The output column of `e` when `e` involves exactly one output column.
fn single_output(e: &Row, outs: &std::ops::Range<usize>) -> Option<usize> {
    let js: Vec<usize> = outs.clone().filter(|&c| !e[c].is_zero()).collect();
    match js[..] {
        [j] => Some(j),
        _ => None,
    }
}

/// An equality `i` of `b` that fixes exactly one output column `j`, as `(i, j)`.
///
/// An equality whose divs are all usable is preferred; otherwise one with a unit coefficient
/// on its output is taken, and [`release_divs`] turns its divs that depend on outputs into
/// plain existentials (`o = 3 e0` with `e0 = floor(o/3)` becomes `o = 3 e0` with `e0`
/// existential), to be defined again from their bounds after the substitution.
fn solving_equality(
    b: &BasicMap,
    outs: &std::ops::Range<usize>,
    div_ok: &[bool],
) -> Option<(usize, usize)> {
    let off = b.div_offset();
    let clean = b.eqs.iter().enumerate().find_map(|(i, e)| {
        let j = single_output(e, outs)?;
        let divs_ok = (off..e.len()).all(|c| e[c].is_zero() || div_ok[c - off]);
        divs_ok.then_some((i, j))
    });
    clean.or_else(|| {
        b.eqs.iter().enumerate().find_map(|(i, e)| {
            let j = single_output(e, outs)?;
            e[j].abs().is_one().then_some((i, j))
        })
    })
}

/// When no equality fixes an output: an output squeezed between `c*o <= f` and
/// `c*o >= f - k` with `0 <= k < c` is `floor(f / c)` (the interval holds one multiple of
/// `c`). Adds that div and the equality `o = floor(f/c)`, which the next round solves.
/// Fails when no output is squeezed.
fn add_squeezed_equality(
    b: &mut BasicMap,
    outs: &std::ops::Range<usize>,
    div_ok: &[bool],
    exprs: &mut [Option<Row>],
) -> Result<()> {
    let Some((j, mut num, den)) = squeezed(b, outs.clone(), div_ok) else {
        return Err(Error::Unsupported(
            "an output is not fixed by equalities".into(),
        ));
    };
    num.push(Int::ZERO);
    let col = push_div(b, Div { num, den }, exprs)?;
    let mut eq = b.zero_row();
    eq[j] = Int::ONE;
    eq[col] = Int::from(-1);
    b.eqs.push(eq);
    Ok(())
}

/// Adds the div `div` to `b` and a zero coefficient for its new column to the expressions
/// found so far; returns the column.
fn push_div(b: &mut BasicMap, div: Div, exprs: &mut [Option<Row>]) -> Result<usize> {
    let col = b.add_div(Some(div))?;
    for x in exprs.iter_mut().flatten() {
        x.push(Int::ZERO);
    }
    Ok(col)
}

/// Turns the divs that equality `i` uses but that are not usable (`div_ok`) into plain
/// existentials: the floor definition goes, its two defining bounds stay as inequalities, so
/// the set of points is unchanged.
fn release_divs(b: &mut BasicMap, i: usize, div_ok: &[bool]) {
    let off = b.div_offset();
    for c in off..b.n_col() {
        if !b.eqs[i][c].is_zero() && !div_ok[c - off] {
            if let Some(d) = b.divs[c - off].take() {
                b.ineqs.extend(div_bounds(&d, c));
            }
        }
    }
}

/// Output `o_j` solved from equality `i`, `c*o_j + rest = 0`, as a row over the columns of
/// `b` (zero at `j`). With `|c| = 1` it is `o_j = -c*rest`; otherwise it is the new div
/// `floor(-sign(c)*rest / |c|)` ([`stride_div`]), exact because the equality, which stays,
/// says that `|c|` divides `rest`.
fn output_expr(b: &mut BasicMap, i: usize, j: usize, exprs: &mut [Option<Row>]) -> Result<Row> {
    let e = b.eqs[i].clone();
    let c = e[j].clone();
    if c.abs().is_one() {
        // c*o + rest = 0  =>  o = -c*rest
        let mut r: Row = e.iter().map(|v| -(v * &c)).collect();
        r[j] = Int::ZERO;
        return Ok(r);
    }
    // The stride's div, widened by a zero for its own new column.
    let mut div = stride_div(&e, j);
    div.num.push(Int::ZERO);
    let col = push_div(b, div, exprs)?;
    let mut r = b.zero_row();
    r[col] = Int::ONE;
    Ok(r)
}

/// Substitutes `x_j = expr` into every equality, inequality and div numerator of `b`
/// (`expr` is zero at `j`, so column `j` ends up zero everywhere).
fn substitute_column(b: &mut BasicMap, j: usize, expr: &Row) {
    for r in rows_mut(b) {
        let a = std::mem::replace(&mut r[j], Int::ZERO);
        if a.is_zero() {
            continue;
        }
        for (x, v) in r.iter_mut().zip(expr) {
            if !v.is_zero() {
                *x += &(&a * v);
            }
        }
    }
}

/// The piece left once every output is solved: the domain is `b` without its (now unused)
/// output columns, and the expressions lose those columns too.
fn strip_outputs(
    space: &Space,
    b: &BasicMap,
    exprs: Vec<Option<Row>>,
    outs: &std::ops::Range<usize>,
) -> PwPiece {
    let dspace = PwMultiAff::domain_space(space);
    let strip = |r: &Row| -> Row {
        r.iter()
            .enumerate()
            .filter(|(c, _)| !outs.contains(c))
            .map(|(_, v)| v.clone())
            .collect()
    };
    let domain = BasicMap {
        space: dspace.into(),
        divs: b
            .divs
            .iter()
            .map(|d| {
                d.as_ref().map(|d| Div {
                    num: strip(&d.num),
                    den: d.den.clone(),
                })
            })
            .collect(),
        eqs: b.eqs.iter().map(strip).collect(),
        ineqs: b.ineqs.iter().map(strip).collect(),
        cache: Default::default(),
    };
    let exprs = exprs
        .into_iter()
        .map(|e| strip(&e.expect("all resolved")))
        .collect();
    PwPiece { domain, exprs }
}

/// Gives the plain existentials of `b` their floor definitions again, from an equality (a
/// stride) or from a pair of bounds that hold one multiple ([`BasicMap::detect_div`]).
fn define_existentials(b: &mut BasicMap) -> Result<()> {
    if !normalize_system(&mut b.eqs, &mut b.ineqs) {
        return Err(Error::Unsupported("empty piece".into()));
    }
    let off = b.div_offset();
    let undefined = |b: &BasicMap, c: usize| c >= off && b.divs[c - off].is_none();
    for c in off..b.n_col() {
        if !undefined(b, c) {
            continue;
        }
        let stride = b.eqs.iter().find(|e| {
            !e[c].is_zero() && (off..e.len()).all(|x| x == c || e[x].is_zero() || !undefined(b, x))
        });
        if let Some(e) = stride {
            b.divs[c - off] = Some(stride_div(e, c));
            continue;
        }
        if b.detect_div(c) {
            continue;
        }
        // Referenced nowhere: any value will do.
        let unused = b.eqs.iter().chain(b.ineqs.iter()).all(|r| r[c].is_zero())
            && b.divs.iter().flatten().all(|d| d.num[c].is_zero());
        if unused {
            b.divs[c - off] = Some(Div {
                num: b.zero_row(),
                den: Int::ONE,
            });
        }
    }
    Ok(())
}

/// Finds an output column `j` bounded by `-c*o + f >= 0` and `c*o - f + k >= 0` with
/// `0 <= k < c` where `f` uses no output and only usable divs; returns `(j, f, c)`.
fn squeezed(
    b: &BasicMap,
    outs: std::ops::Range<usize>,
    div_ok: &[bool],
) -> Option<(usize, Row, Int)> {
    let off = b.div_offset();
    for j in outs.clone() {
        for u in b.ineqs.iter().filter(|r| r[j].is_negative()) {
            let others_clean = outs.clone().all(|c| c == j || u[c].is_zero())
                && (off..u.len()).all(|c| u[c].is_zero() || div_ok[c - off]);
            if !others_clean {
                continue;
            }
            let m = -&u[j];
            for l in b.ineqs.iter().filter(|r| r[j] == m) {
                if !(1..u.len()).all(|c| c == j || l[c] == -&u[c]) {
                    continue;
                }
                let k = &u[0] + &l[0];
                if k.is_negative() || k >= m {
                    continue;
                }
                let mut f = u.clone();
                f[j] = Int::ZERO;
                return Some((j, f, m));
            }
        }
    }
    None
}

/// Gauss-Jordan elimination of the equalities over the columns `cols`: afterwards each
/// column of `cols` is non-zero in at most one equality that leads with it.
fn gauss_jordan(eqs: &mut [Row], cols: std::ops::Range<usize>) {
    let mut used = vec![false; eqs.len()];
    for c in cols {
        let Some(p) = (0..eqs.len()).find(|&i| !used[i] && !eqs[i][c].is_zero()) else {
            continue;
        };
        used[p] = true;
        let piv = eqs[p].clone();
        for (i, r) in eqs.iter_mut().enumerate() {
            if i == p || r[c].is_zero() {
                continue;
            }
            let f = piv[c].clone();
            let g = -&r[c];
            for (x, y) in r.iter_mut().zip(&piv) {
                *x = crate::int::lin2(&f, x, &g, y);
            }
            let mut gcd = Int::ZERO;
            for v in r.iter() {
                gcd = gcd.gcd(v);
            }
            if !gcd.is_zero() && !gcd.is_one() {
                for v in r.iter_mut() {
                    *v = v.div_exact(&gcd);
                }
            }
        }
    }
}

/// Names of the domain columns `[1 | params | inputs | divs]`, divs spelled as `floor(...)`
/// (a div may use other divs, earlier or later; definitions are never cyclic).
fn expr_names(d: &BasicMap) -> Vec<String> {
    let space = d.space();
    let mut names: Vec<Option<String>> = vec![Some(String::new())];
    names.extend(space.params.iter().cloned().map(Some));
    for (k, n) in space.out_tuple.dims.iter().enumerate() {
        names.push(Some(n.clone().unwrap_or_else(|| format!("i{k}"))));
    }
    let off = d.div_offset();
    names.resize(d.n_col(), None);
    // Resolve div names in dependency order.
    for _ in 0..d.n_div() + 1 {
        for (k, div) in d.divs().iter().enumerate() {
            if names[off + k].is_some() {
                continue;
            }
            let Some(div) = div else {
                names[off + k] = Some(format!("e{k}"));
                continue;
            };
            let ready = div
                .num
                .iter()
                .enumerate()
                .all(|(c, v)| v.is_zero() || c == 0 || names[c].is_some());
            if ready {
                let known: Vec<String> = names
                    .iter()
                    .map(|n| n.clone().unwrap_or_default())
                    .collect();
                let mut s = String::from("floor((");
                write_row(&mut s, &div.num, &known);
                let _ = write!(s, ")/{})", div.den);
                names[off + k] = Some(s);
            }
        }
    }
    names
        .into_iter()
        .enumerate()
        .map(|(c, n)| n.unwrap_or_else(|| format!("e{}", c - off)))
        .collect()
}

fn write_row(out: &mut String, row: &[Int], names: &[String]) {
    let coeffs: Vec<(Int, &str)> = row
        .iter()
        .enumerate()
        .skip(1)
        .filter(|(_, v)| !v.is_zero())
        .map(|(c, v)| (v.clone(), names[c].as_str()))
        .collect();
    write_affine(out, &coeffs, &row[0]);
}

impl fmt::Display for PwMultiAff {
    /// isl notation: `[N] -> { S[i] -> A[(i + 1)] : i >= 0; ... }`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        if !self.space.params.is_empty() {
            let _ = write!(s, "[{}] -> ", self.space.params.join(", "));
        }
        s.push_str("{ ");
        for (k, p) in self.pieces.iter().enumerate() {
            if k > 0 {
                s.push_str("; ");
            }
            let names = expr_names(&p.domain);
            let np = self.space.n_param();
            if self.space.is_map() {
                if let Some(n) = &self.space.in_tuple.name {
                    s.push_str(n);
                }
                let _ = write!(
                    s,
                    "[{}] -> ",
                    names[1 + np..1 + np + self.space.n_in()].join(", ")
                );
            }
            if let Some(n) = &self.space.out_tuple.name {
                s.push_str(n);
            }
            s.push('[');
            for (j, e) in p.exprs.iter().enumerate() {
                if j > 0 {
                    s.push_str(", ");
                }
                s.push('(');
                write_row(&mut s, e, &names);
                s.push(')');
            }
            s.push(']');
            let mut cons = Vec::new();
            for (r, eq) in p
                .domain
                .equalities()
                .iter()
                .map(|r| (r, true))
                .chain(p.domain.inequalities().iter().map(|r| (r, false)))
            {
                let mut c = String::new();
                write_row(&mut c, r, &names);
                c.push_str(if eq { " = 0" } else { " >= 0" });
                cons.push(c);
            }
            if !cons.is_empty() {
                s.push_str(" : ");
                s.push_str(&cons.join(" and "));
            }
        }
        s.push_str(" }");
        f.write_str(&s)
    }
}

impl fmt::Display for PwAff {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl Map {
    /// The lexicographic minimum as an explicit piecewise quasi-affine function (see the
    /// module documentation). [`Error::Unbounded`] as for [`Map::lexmin`].
    ///
    /// ```
    /// use hedra_presburger::Map;
    /// let s: Map = "[N] -> { [i] : exists (e : i = 3e) and i >= N }".parse().unwrap();
    /// let f = s.lexmin_pw().unwrap();
    /// assert_eq!(f.pieces().len(), 1);
    /// assert_eq!(f.to_string(), "[N] -> { [(-3*floor((-N)/3))] }");
    /// assert!(f.to_map().unwrap().is_equal(&s.lexmin().unwrap()).unwrap());
    /// ```
    pub fn lexmin_pw(&self) -> Result<PwMultiAff> {
        self.lexopt_pw(false)
    }

    /// The lexicographic maximum as a piecewise quasi-affine function.
    pub fn lexmax_pw(&self) -> Result<PwMultiAff> {
        self.lexopt_pw(true)
    }

    /// [`Map::dim_min`] as a piecewise quasi-affine function of the parameters (and inputs).
    pub fn dim_min_pw(&self, pos: usize) -> Result<PwAff> {
        self.dim_opt_pw(pos, false)
    }

    /// [`Map::dim_max`] as a piecewise quasi-affine function.
    pub fn dim_max_pw(&self, pos: usize) -> Result<PwAff> {
        self.dim_opt_pw(pos, true)
    }
}
