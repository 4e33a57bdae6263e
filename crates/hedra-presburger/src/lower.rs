//! Lowering of quasi-affine formulas to disjunctive normal form, shared by the text parser
//! ([`crate::parse`]) and the typed builder ([`crate::builder`]).
//!
//! A relation under construction has the columns `[1 | params | in | out | extras]`, where
//! the extras are existential variables and the divs created by `floor`, `ceil` and `mod`
//! (in order of creation). Affine expressions carry a common denominator so that
//! `floor((i + 1)/2)` is exact. `min` and `max` make expressions piecewise: each piece carries
//! the condition under which it is the value. `not` is pushed inward by De Morgan's laws.
//! Both front ends call the same functions in the same order for the same formula, so a
//! relation built with [`crate::builder::RelationBuilder`] is identical (constraints, divs and
//! their order) to the one parsed from the equivalent text.

use crate::basic::{BasicMap, Div};
use crate::builder::Cmp;
use crate::error::Result;
use crate::int::Int;
use crate::map::Map;
use crate::omega::Row;
use crate::space::Space;

/// An affine expression `(coeffs . columns) / den` over the growing column list of a part.
#[derive(Clone, Debug)]
pub(crate) struct Aff {
    pub(crate) coeffs: Vec<Int>,
    pub(crate) den: Int,
}

impl Aff {
    pub(crate) fn constant(v: Int) -> Aff {
        Aff {
            coeffs: vec![v],
            den: Int::ONE,
        }
    }
    pub(crate) fn var(col: usize) -> Aff {
        let mut coeffs = vec![Int::ZERO; col + 1];
        coeffs[col] = Int::ONE;
        Aff {
            coeffs,
            den: Int::ONE,
        }
    }
    pub(crate) fn get(&self, c: usize) -> Int {
        self.coeffs.get(c).cloned().unwrap_or(Int::ZERO)
    }
    pub(crate) fn is_constant(&self) -> bool {
        self.coeffs[1..].iter().all(|c| c.is_zero())
    }
    pub(crate) fn add(&self, o: &Aff, sign: i64) -> Aff {
        let n = self.coeffs.len().max(o.coeffs.len());
        let den = self.den.lcm(&o.den);
        let fa = den.div_exact(&self.den);
        let fb = &den.div_exact(&o.den) * &Int::from(sign);
        let coeffs = (0..n)
            .map(|c| &(&self.get(c) * &fa) + &(&o.get(c) * &fb))
            .collect();
        Aff { coeffs, den }.reduced()
    }
    pub(crate) fn scale(&self, num: &Int, den: &Int) -> Aff {
        let (num, den) = if den.is_negative() {
            (-num, -den)
        } else {
            (num.clone(), den.clone())
        };
        Aff {
            coeffs: self.coeffs.iter().map(|c| c * &num).collect(),
            den: &self.den * &den,
        }
        .reduced()
    }
    pub(crate) fn reduced(mut self) -> Aff {
        let mut g = self.den.clone();
        for c in &self.coeffs {
            g = g.gcd(c);
        }
        if !g.is_zero() && !g.is_one() {
            for c in &mut self.coeffs {
                *c = c.div_exact(&g);
            }
            self.den = self.den.div_exact(&g);
        }
        self
    }
    /// Integer row equivalent (up to a positive factor) for use in a constraint.
    pub(crate) fn row(&self, n: usize) -> Row {
        let mut r = self.coeffs.clone();
        if r.len() < n {
            r.resize(n, Int::ZERO);
        }
        r
    }
}

/// A conjunction of constraints over the part's columns (rows padded lazily).
#[derive(Clone, Debug, Default)]
pub(crate) struct Conj {
    pub(crate) eqs: Vec<Row>,
    pub(crate) ineqs: Vec<Row>,
    /// Uses `exists` variables bound inside the formula being lowered (cannot be negated).
    pub(crate) has_local_exists: bool,
}

pub(crate) type Dnf = Vec<Conj>;

pub(crate) fn conj_and(a: &Conj, b: &Conj) -> Conj {
    let mut c = a.clone();
    c.eqs.extend(b.eqs.iter().cloned());
    c.ineqs.extend(b.ineqs.iter().cloned());
    c.has_local_exists |= b.has_local_exists;
    c
}

pub(crate) fn dnf_and(a: &Dnf, b: &Dnf) -> Dnf {
    let mut out = Vec::with_capacity(a.len() * b.len());
    for x in a {
        for y in b {
            out.push(conj_and(x, y));
        }
    }
    out
}

pub(crate) fn negate_row(r: &Row) -> Row {
    crate::omega::negate_ineq(r)
}

/// A piecewise expression: pieces `(condition, value)`.
pub(crate) type Pw = Vec<(Conj, Aff)>;

#[derive(Clone, Debug)]
pub(crate) enum Extra {
    Exists,
    Div(Div),
}

pub(crate) struct PartCtx {
    /// Names visible in the part, with their column (later names shadow earlier ones).
    pub(crate) scope: Vec<(String, usize)>,
    /// Number of fixed columns: 1 + params + in + out.
    pub(crate) n_fixed: usize,
    pub(crate) extras: Vec<Extra>,
    /// Columns of `exists` variables bound by the formula currently being lowered.
    pub(crate) local_exists: Vec<usize>,
}

impl PartCtx {
    pub(crate) fn n_col(&self) -> usize {
        self.n_fixed + self.extras.len()
    }
    pub(crate) fn lookup(&self, name: &str) -> Option<usize> {
        self.scope
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, c)| *c)
    }
}

/// A new div `floor(a)` (or `a` itself when it is integral).
pub(crate) fn floor_of(ctx: &mut PartCtx, a: &Aff) -> Aff {
    if a.den.is_one() {
        return a.clone();
    }
    let col = ctx.n_col();
    let mut num = a.coeffs.clone();
    num.resize(col + 1, Int::ZERO);
    ctx.extras.push(Extra::Div(Div {
        num,
        den: a.den.clone(),
    }));
    Aff::var(col)
}

/// `ceil(a)` for each piece: `-floor(-a)`.
pub(crate) fn pw_ceil(ctx: &mut PartCtx, v: Pw) -> Pw {
    v.into_iter()
        .map(|(c, a)| {
            let r =
                floor_of(ctx, &a.scale(&Int::from(-1), &Int::ONE)).scale(&Int::from(-1), &Int::ONE);
            (c, r)
        })
        .collect()
}

/// `floor(a)` for each piece.
pub(crate) fn pw_floor(ctx: &mut PartCtx, v: Pw) -> Pw {
    v.into_iter().map(|(c, a)| (c, floor_of(ctx, &a))).collect()
}

/// `a mod m` for pieces `a` and a modulus `m` whose pieces are positive integer constants:
/// `a - m * floor(a / m)`. `None` when some piece of `m` is not such a constant.
pub(crate) fn pw_mod(ctx: &mut PartCtx, acc: &Pw, m: &Pw) -> Option<Pw> {
    let mut out = Vec::new();
    for (c1, a) in acc {
        for (c2, b) in m {
            if !b.is_constant() || !b.den.is_one() || !b.coeffs[0].is_positive() {
                return None;
            }
            let q = floor_of(ctx, &a.scale(&Int::ONE, &b.coeffs[0]));
            let v = a.add(&q.scale(&b.coeffs[0], &Int::ONE), -1);
            out.push((conj_and(c1, c2), v));
        }
    }
    Some(out)
}

/// Conjoins `dnf` with `column = v` (a tuple entry given by an expression, as in
/// `{ S[i] -> A[i + 1] }`): one conjunction per piece of `v` and per conjunction of `dnf`.
pub(crate) fn equate_column(dnf: &Dnf, col: usize, v: &Pw) -> Dnf {
    let d = Aff::var(col);
    let mut out = Vec::new();
    for (cond, a) in v {
        let mut c = cond.clone();
        let diff = d.add(a, -1);
        c.eqs.push(diff.row(0));
        for tc in dnf {
            out.push(conj_and(tc, &c));
        }
    }
    out
}

pub(crate) fn pw_binop(a: &Pw, b: &Pw, f: impl Fn(&Aff, &Aff) -> Result<Aff>) -> Result<Pw> {
    let mut out = Vec::with_capacity(a.len() * b.len());
    for (c1, x) in a {
        for (c2, y) in b {
            out.push((conj_and(c1, c2), f(x, y)?));
        }
    }
    Ok(out)
}

/// `min(a, b)` (or max) as pieces: `a` where `a <= b`, `b` where `a > b`.
pub(crate) fn pw_minmax(a: &Pw, b: &Pw, max: bool) -> Pw {
    let mut out = Vec::new();
    for (c1, x) in a {
        for (c2, y) in b {
            // d = y - x (times the common denominator): min picks x when d >= 0.
            let d = y.add(x, -1);
            let mut ge = conj_and(c1, c2);
            let mut lt = ge.clone();
            let row = d.row(0);
            let neg = negate_row(&row);
            if max {
                ge.ineqs.push(row.clone()); // y >= x: y
                lt.ineqs.push(neg); // y < x: x
                out.push((ge, y.clone()));
                out.push((lt, x.clone()));
            } else {
                ge.ineqs.push(row.clone()); // y >= x: x
                lt.ineqs.push(neg); // y < x: y
                out.push((ge, x.clone()));
                out.push((lt, y.clone()));
            }
        }
    }
    out
}

pub(crate) fn compare(l: &Pw, r: &Pw, op: Cmp) -> Dnf {
    let mut out = Vec::new();
    for (c1, a) in l {
        for (c2, b) in r {
            let base = conj_and(c1, c2);
            // d = a - b, scaled to integers (positive factor).
            let d = a.add(b, -1);
            let row = d.row(0);
            let neg_row: Row = row.iter().map(|v| -v).collect();
            let mut push = |eqs: Vec<Row>, ineqs: Vec<Row>| {
                let mut c = base.clone();
                c.eqs.extend(eqs);
                c.ineqs.extend(ineqs);
                out.push(c);
            };
            match op {
                Cmp::Ge => push(vec![], vec![row]),
                Cmp::Le => push(vec![], vec![neg_row]),
                Cmp::Gt => push(vec![], vec![negate_row(&neg_row)]),
                Cmp::Lt => push(vec![], vec![negate_row(&row)]),
                Cmp::Eq => push(vec![row], vec![]),
                Cmp::Ne => {
                    push(vec![], vec![negate_row(&neg_row)]);
                    push(vec![], vec![negate_row(&row)]);
                }
            }
        }
    }
    out
}

/// `not f` for a DNF `f`, by De Morgan: the negation of each conjunction is the disjunction of
/// its negated constraints; the conjunction of those disjunctions is expanded back to DNF.
/// Fails with a message (the caller adds the position or error kind) when a conjunction uses
/// its own `exists` or the result grows too large.
pub(crate) fn negate_dnf(f: &Dnf) -> std::result::Result<Dnf, &'static str> {
    let mut acc: Dnf = vec![Conj::default()];
    for c in f {
        if c.has_local_exists {
            return Err("negation of a formula with its own 'exists' is not supported");
        }
        let mut alts: Dnf = Vec::new();
        for e in &c.eqs {
            let neg: Row = e.iter().map(|v| -v).collect();
            for r in [negate_row(e), negate_row(&neg)] {
                alts.push(Conj {
                    eqs: vec![],
                    ineqs: vec![r],
                    has_local_exists: false,
                });
            }
        }
        for r in &c.ineqs {
            alts.push(Conj {
                eqs: vec![],
                ineqs: vec![negate_row(r)],
                has_local_exists: false,
            });
        }
        acc = dnf_and(&acc, &alts);
        if acc.len() > 10_000 {
            return Err("negated formula is too large");
        }
    }
    Ok(acc)
}

/// Builds the map of a part from its DNF.
pub(crate) fn lower(space: &Space, ctx: &PartCtx, dnf: Dnf) -> Result<Map> {
    let n_col = ctx.n_col();
    let n_div = ctx.extras.len();
    let pad = |r: &Row| -> Row {
        let mut r = r.clone();
        r.resize(n_col, Int::ZERO);
        r
    };
    let divs: Vec<Option<Div>> = ctx
        .extras
        .iter()
        .map(|e| match e {
            Extra::Exists => None,
            Extra::Div(d) => Some(Div {
                num: pad(&d.num),
                den: d.den.clone(),
            }),
        })
        .collect();
    let mut basics = Vec::new();
    for c in dnf {
        let mut b = BasicMap::universe(space.clone());
        for _ in 0..n_div {
            b.add_div(None)?;
        }
        b.divs = divs.clone();
        for e in &c.eqs {
            b.add_eq(pad(e))?;
        }
        for r in &c.ineqs {
            b.add_ineq(pad(r))?;
        }
        b.simplify();
        if !b.is_obviously_empty() {
            basics.push(b);
        }
    }
    Map::from_basics(space.clone(), basics)
}
