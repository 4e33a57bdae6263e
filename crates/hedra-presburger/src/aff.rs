//! `MultiAff`: a multi-dimensional affine function `x -> (f_1(x), ..., f_m(x))`, and the
//! preimage of sets and maps under it.
//!
//! Each `f_j` is an integer affine form over `[1 | params | x]`. The preimage of a set `S`
//! under `f` is `{ x : f(x) in S }`: every constraint `a . y + b >= 0` of `S` becomes
//! `a . f(x) + b >= 0`, a plain substitution, so the divs of `S` carry over unchanged (their
//! definitions are substituted too). This is how a schedule or an access function is pulled
//! back onto an iteration domain.

use crate::basic::{BasicMap, Div};
use crate::error::{Error, Result};
use crate::int::Int;
use crate::map::Map;
use crate::omega::Row;
use crate::space::Space;

/// An affine function between tuples: one row `[const | params | in dims]` per output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MultiAff {
    space: Space,
    exprs: Vec<Row>,
}

impl MultiAff {
    /// Builds a function in the map space `space`; `exprs[j]` is output `j` over
    /// `[1 | params | input dims]`.
    pub fn new(space: Space, exprs: Vec<Row>) -> Result<MultiAff> {
        if !space.is_map() {
            return Err(Error::SpaceMismatch(
                "a multi-affine function needs a map space".into(),
            ));
        }
        if exprs.len() != space.n_out() {
            return Err(Error::InvalidDim(format!(
                "{} expressions for {} outputs",
                exprs.len(),
                space.n_out()
            )));
        }
        let w = 1 + space.n_param() + space.n_in();
        if let Some(e) = exprs.iter().find(|e| e.len() != w) {
            return Err(Error::InvalidDim(format!(
                "expression has {} columns, expected {w}",
                e.len()
            )));
        }
        Ok(MultiAff { space, exprs })
    }

    /// Reads a function from a single-valued map whose outputs are each fixed by an equality
    /// with a unit coefficient in terms of parameters and inputs, such as
    /// `[N] -> { S[i, j] -> [i + j, N - j] }`.
    pub fn from_map(m: &Map) -> Result<MultiAff> {
        let not_affine = || Error::Unsupported(format!("not an affine function: {m}"));
        let [b] = m.basics() else {
            return Err(not_affine());
        };
        let space = m.space().clone();
        if !space.is_map() || b.n_div() > 0 || !b.inequalities().is_empty() {
            return Err(not_affine());
        }
        let np = space.n_param();
        let ni = space.n_in();
        let w = 1 + np + ni;
        let mut exprs = vec![None; space.n_out()];
        for e in b.equalities() {
            let outs: Vec<usize> = (0..space.n_out())
                .filter(|&j| !e[w + j].is_zero())
                .collect();
            let [j] = outs[..] else {
                return Err(not_affine());
            };
            let c = &e[w + j];
            if !c.abs().is_one() || exprs[j].is_some() {
                return Err(not_affine());
            }
            // c*y + rest = 0  =>  y = -c * rest
            let f: Row = e[..w].iter().map(|v| -(v * c)).collect();
            exprs[j] = Some(f);
        }
        let exprs = exprs
            .into_iter()
            .collect::<Option<Vec<_>>>()
            .ok_or_else(not_affine)?;
        MultiAff::new(space, exprs)
    }

    /// The output expressions, each a row over `[1 | params | input dims]`.
    pub fn exprs(&self) -> &[Row] {
        &self.exprs
    }

    /// The space `params -> { in -> out }`.
    pub fn space(&self) -> &Space {
        &self.space
    }

    /// The graph `{ x -> f(x) }` as a map.
    pub fn to_map(&self) -> Map {
        let mut b = BasicMap::universe(self.space.clone());
        let w = 1 + self.space.n_param() + self.space.n_in();
        for (j, f) in self.exprs.iter().enumerate() {
            let mut row = b.zero_row();
            for (c, v) in f.iter().enumerate() {
                row[c] = v.clone();
            }
            row[w + j] = Int::from(-1);
            b.eqs.push(row);
        }
        Map::from_basic(b)
    }
}

impl Map {
    /// `{ x : f(x) in self }` for a set, or `{ x -> z : f(x) -> z in self }` for a map (the
    /// preimage of the domain).
    pub fn preimage_multi_aff(&self, f: &MultiAff) -> Result<Map> {
        let (me, fm) = Map::align_pair(self, &f.to_map())?;
        let f = MultiAff::from_map(&fm)?;
        let target = if me.space().is_set() {
            &me.space().out_tuple
        } else if me.space().is_map() {
            &me.space().in_tuple
        } else {
            return Err(Error::SpaceMismatch("preimage needs a set or a map".into()));
        };
        if !target.matches(&f.space.out_tuple) {
            return Err(Error::SpaceMismatch(format!(
                "preimage: function range {} vs {}",
                f.space.out_tuple, target
            )));
        }
        let np = me.space().n_param();
        let nx = f.space.n_in();
        let ny = f.space.n_out();
        let space = if me.space().is_set() {
            Space::set(me.space().params.clone(), f.space.in_tuple.clone())
        } else {
            Space::map(
                me.space().params.clone(),
                f.space.in_tuple.clone(),
                me.space().out_tuple.clone(),
            )
        };
        let rest = me.space().n_out() * usize::from(me.space().is_map());
        let mut out = Map::empty(space.clone());
        for b in me.basics() {
            let n_col = 1 + np + nx + rest + b.n_div();
            // old columns: [1 | params | y | rest | divs] -> new: [1 | params | x | rest | divs]
            let conv = |r: &Row| -> Row {
                let mut o = vec![Int::ZERO; n_col];
                o[..=np].clone_from_slice(&r[..=np]);
                for j in 0..ny {
                    let a = &r[1 + np + j];
                    if a.is_zero() {
                        continue;
                    }
                    for (c, v) in f.exprs[j].iter().enumerate() {
                        o[c] += &(a * v);
                    }
                }
                for c in 1 + np + ny..r.len() {
                    o[c - ny + nx] = r[c].clone();
                }
                o
            };
            let mut nb = BasicMap::universe(space.clone());
            nb.divs = b
                .divs()
                .iter()
                .map(|d| {
                    d.as_ref().map(|d| Div {
                        num: conv(&d.num),
                        den: d.den.clone(),
                    })
                })
                .collect();
            nb.eqs = b.equalities().iter().map(conv).collect();
            nb.ineqs = b.inequalities().iter().map(conv).collect();
            nb.simplify();
            out.basics.push(nb);
        }
        Ok(out.remove_empty())
    }
}
