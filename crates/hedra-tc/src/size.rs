//! Sizes and bounds as quasi-affine expressions of the size parameters.
//!
//! Range inference gets its bounds from hedra-presburger's parametric optima
//! ([`Map::dim_min_pw`], [`Map::dim_max_pw`]), piecewise quasi-affine functions. A
//! [`SizeExpr`] is the readable form of one: usually a single piece such as `H - KH + 1`;
//! `floor(...)` appears for strided subscripts (`2 * i + kh`), and several pieces when the
//! bound is a minimum of sizes (`min(N, M)` is `N` where `N <= M` and `M` elsewhere).

use hedra_presburger::{Int, Map, PwAff, Set};
use std::collections::BTreeMap;
use std::fmt;

/// An atom of a quasi-affine expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Atom {
    /// A size parameter.
    Param(String),
    /// `floor(e / d)` with `d > 0`.
    Floor(Box<QuasiAff>, Int),
}

/// `constant + sum(coefficient * atom)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuasiAff {
    /// The constant term.
    pub constant: Int,
    /// The non-zero terms, parameters first in their declaration order.
    pub terms: Vec<(Atom, Int)>,
}

/// One piece: `value` where the parameters satisfy `when`.
#[derive(Clone, Debug)]
pub struct SizePiece {
    /// Parameter values of this piece (a parameter set).
    pub when: Set,
    /// The value there.
    pub value: QuasiAff,
}

/// A piecewise quasi-affine function of the size parameters; it is undefined where no piece
/// applies (the parameter values for which the range is empty).
#[derive(Clone, Debug)]
pub struct SizeExpr {
    /// Pairwise disjoint pieces; pieces with equal values are merged.
    pub pieces: Vec<SizePiece>,
}

impl SizeExpr {
    /// The function `f + offset`, read off a presburger result over the parameters `params`.
    pub fn from_pw(f: &PwAff, params: &[String], offset: i64) -> Result<SizeExpr, String> {
        let mut pieces: Vec<SizePiece> = Vec::new();
        for p in f.pieces() {
            let dom = p.domain();
            let row = p.exprs().first().ok_or("a bound without a value")?;
            let mut value = row_to_aff(row, dom.divs(), params)?;
            value.constant = &value.constant + &Int::from(offset);
            let when = Map::from_basic(dom.clone());
            match pieces.iter_mut().find(|q| q.value == value) {
                Some(q) => q.when = q.when.union(&when).map_err(|e| e.to_string())?,
                None => pieces.push(SizePiece { when, value }),
            }
        }
        Ok(SizeExpr { pieces })
    }

    /// The value when there is a single piece.
    pub fn single(&self) -> Option<&QuasiAff> {
        match self.pieces.as_slice() {
            [p] => Some(&p.value),
            _ => None,
        }
    }
}

impl QuasiAff {
    /// The value at `sizes` (size name to value); `None` when a size has no value or a
    /// step overflows.
    pub fn eval(&self, sizes: &BTreeMap<String, i64>) -> Option<i64> {
        let mut value = self.constant.to_i64()?;
        for (atom, c) in &self.terms {
            let a = match atom {
                Atom::Param(p) => *sizes.get(p)?,
                // `d > 0`, so the Euclidean quotient is the floor.
                Atom::Floor(e, d) => e.eval(sizes)?.checked_div_euclid(d.to_i64()?)?,
            };
            value = value.checked_add(c.to_i64()?.checked_mul(a)?)?;
        }
        Some(value)
    }
}

/// A row over `[1 | params | divs]` as an expression; div `k` is `divs[k]`.
fn row_to_aff(
    row: &[Int],
    divs: &[Option<hedra_presburger::Div>],
    params: &[String],
) -> Result<QuasiAff, String> {
    let mut terms = Vec::new();
    for (k, c) in row.iter().enumerate().skip(1) {
        if c.is_zero() {
            continue;
        }
        let atom = if k <= params.len() {
            Atom::Param(params[k - 1].clone())
        } else {
            let d = divs
                .get(k - 1 - params.len())
                .and_then(|d| d.as_ref())
                .ok_or("a bound with an undefined div")?;
            Atom::Floor(Box::new(row_to_aff(&d.num, divs, params)?), d.den.clone())
        };
        terms.push((atom, c.clone()));
    }
    Ok(QuasiAff {
        constant: row.first().cloned().unwrap_or(Int::ZERO),
        terms,
    })
}

impl fmt::Display for Atom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Atom::Param(p) => f.write_str(p),
            Atom::Floor(e, d)
                if e.terms.len() == 1 && e.constant.is_zero() && e.terms[0].1.is_one() =>
            {
                write!(f, "floor({e} / {d})")
            }
            Atom::Floor(e, d) => write!(f, "floor(({e}) / {d})"),
        }
    }
}

impl fmt::Display for QuasiAff {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for (atom, c) in &self.terms {
            let neg = c.is_negative();
            let mag = c.abs();
            let sign = match (first, neg) {
                (true, true) => "-",
                (true, false) => "",
                (false, true) => " - ",
                (false, false) => " + ",
            };
            if mag.is_one() {
                write!(f, "{sign}{atom}")?;
            } else {
                write!(f, "{sign}{mag}*{atom}")?;
            }
            first = false;
        }
        if first {
            return write!(f, "{}", self.constant);
        }
        if !self.constant.is_zero() {
            let sign = if self.constant.is_negative() {
                "-"
            } else {
                "+"
            };
            write!(f, " {sign} {}", self.constant.abs())?;
        }
        Ok(())
    }
}

impl fmt::Display for SizeExpr {
    /// A single piece prints as its value; several as `{ value : condition; ... }`, each
    /// condition in isl notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(v) = self.single() {
            return write!(f, "{v}");
        }
        let parts: Vec<String> = self
            .pieces
            .iter()
            .map(|p| format!("{} if {}", p.value, p.when))
            .collect();
        write!(f, "{{ {} }}", parts.join("; "))
    }
}
