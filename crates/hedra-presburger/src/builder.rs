//! Typed construction of sets and maps: how code builds a relation without writing text.
//!
//! A [`RelationBuilder`] starts from all points of a [`Space`] and narrows them down with
//! constraints, the way MLIR's `IntegerRelation` does (`addEquality`, `addBound`,
//! `appendVar`) and isl's `isl_map_equate`/`isl_map_fix` do:
//!
//! - coefficient rows: [`RelationBuilder::add_equality`] and
//!   [`RelationBuilder::add_inequality`] take one coefficient per parameter, input, output and
//!   appended variable, in that order, plus a constant;
//! - dimension shorthands: [`RelationBuilder::equate`], [`RelationBuilder::fix`] and
//!   [`RelationBuilder::add_bound`];
//! - quasi-affine expressions ([`Expr`]): sums, constant multiples, `min`, `max`, and the
//!   builder's [`RelationBuilder::floor_div`], [`RelationBuilder::ceil_div`] and
//!   [`RelationBuilder::modulo`] (which create divs), compared into [`Formula`]s joined with
//!   `and`, `or` and `not`; [`RelationBuilder::set_dim`] gives an output (or input) dimension
//!   the value of an expression, as the tuple entry `A[i + 1]` does in isl notation;
//! - [`RelationBuilder::append_var`]: a new existentially quantified variable.
//!
//! [`RelationBuilder::build`] returns the [`Map`] (a [`crate::Set`] for set spaces).
//!
//! ```
//! use hedra_presburger::{Cmp, DimType, Formula, Int, Map, RelationBuilder, Space, Tuple};
//! // [N] -> { S[i] -> A[i + 1] : 0 <= i < N }
//! let params = vec!["N".to_string()];
//! let s = Tuple::with_dim_names(Some("S"), ["i"]);
//! let mut b = RelationBuilder::new(Space::map(params, s, Tuple::named("A", 1))).unwrap();
//! let i = b.var("i").unwrap();
//! b.set_dim(DimType::Out, 0, &i.add(&Int::from(1).into())).unwrap();
//! b.add_bound(DimType::In, 0, hedra_presburger::Bound::Lower, &Int::ZERO).unwrap();
//! let n = b.var("N").unwrap();
//! b.add_constraint(&Formula::compare(&i, Cmp::Lt, &n)).unwrap();
//! let built = b.build().unwrap();
//! let parsed: Map = "[N] -> { S[i] -> A[i + 1] : 0 <= i < N }".parse().unwrap();
//! assert!(built.is_equal(&parsed).unwrap());
//! ```
//!
//! The builder lowers with the same code as the text parser ([`crate::parse`]), so a relation
//! built here with the operations in the order of the text is *identical* to the parsed one:
//! same constraints, same divs, same order, hence the same printed text.
//!
//! Misuse (a coefficient row of the wrong length, a dimension out of range, an unknown name, a
//! non-positive divisor, an expression from another builder) is an [`Error`], never a panic.
//! Arithmetic is exact ([`Int`] grows to a big integer instead of overflowing).

use crate::error::{Error, Result};
use crate::int::Int;
use crate::lower::{
    dnf_and, equate_column, floor_of, lower, pw_ceil, pw_mod, Aff, Conj, Dnf, Extra, PartCtx,
};
use crate::map::Map;
use crate::space::{DimType, Space};

mod expr;
mod formula;

pub use expr::Expr;
pub use formula::{Cmp, Formula};

/// Which side a bound is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bound {
    /// `dim >= value`
    Lower,
    /// `dim <= value`
    Upper,
}

/// Builds one set or map of a [`Space`] from typed constraints (see the [module
/// documentation](self)).
pub struct RelationBuilder {
    space: Space,
    ctx: PartCtx,
    dnf: Dnf,
}

impl RelationBuilder {
    /// All points of `space`. The parameters and the named tuple dimensions are the names that
    /// [`RelationBuilder::var`] knows (a later name hides an earlier one). Fails on duplicate
    /// parameter names.
    pub fn new(space: Space) -> Result<RelationBuilder> {
        for (k, p) in space.params.iter().enumerate() {
            if space.params[..k].contains(p) {
                return Err(Error::SpaceMismatch(format!("duplicate parameter {p}")));
            }
        }
        let mut scope: Vec<(String, usize)> = space
            .params
            .iter()
            .enumerate()
            .map(|(k, p)| (p.clone(), 1 + k))
            .collect();
        for ty in [DimType::In, DimType::Out] {
            let tuple = match ty {
                DimType::In => &space.in_tuple,
                _ => &space.out_tuple,
            };
            for (k, d) in tuple.dims.iter().enumerate() {
                if let Some(n) = d {
                    scope.push((n.clone(), space.offset(ty) + k));
                }
            }
        }
        let ctx = PartCtx {
            scope,
            n_fixed: 1 + space.n_dim_total(),
            extras: Vec::new(),
            local_exists: Vec::new(),
        };
        Ok(RelationBuilder {
            space,
            ctx,
            dnf: vec![Conj::default()],
        })
    }

    /// The space of the relation being built.
    pub fn space(&self) -> &Space {
        &self.space
    }

    /// Number of appended variables and divs so far.
    pub fn n_extra(&self) -> usize {
        self.ctx.extras.len()
    }

    /// The parameter or named dimension `name`.
    pub fn var(&self, name: &str) -> Result<Expr> {
        self.ctx
            .lookup(name)
            .map(|c| Expr(vec![(Conj::default(), Aff::var(c))]))
            .ok_or_else(|| Error::InvalidDim(format!("unknown name {name}")))
    }

    /// Dimension `pos` of type `ty`.
    pub fn dim(&self, ty: DimType, pos: usize) -> Result<Expr> {
        let c = self.col_of(ty, pos)?;
        Ok(Expr(vec![(Conj::default(), Aff::var(c))]))
    }

    fn col_of(&self, ty: DimType, pos: usize) -> Result<usize> {
        if pos >= self.space.dim(ty) {
            return Err(Error::InvalidDim(format!(
                "dimension {pos} out of range ({} of type {ty:?})",
                self.space.dim(ty)
            )));
        }
        Ok(self.space.offset(ty) + pos)
    }

    /// A new existentially quantified variable (MLIR's `appendVar` of a local variable):
    /// the relation holds the points for which *some* integer value satisfies the
    /// constraints.
    pub fn append_var(&mut self) -> Expr {
        let col = self.ctx.n_col();
        self.ctx.extras.push(Extra::Exists);
        Expr(vec![(Conj::default(), Aff::var(col))])
    }

    fn positive(d: &Int, what: &str) -> Result<()> {
        if d.is_positive() {
            Ok(())
        } else {
            Err(Error::Unsupported(format!(
                "{what} by {d}: must be positive"
            )))
        }
    }

    /// `floor(e / d)` for a positive constant `d` (a new div unless the quotient is integral).
    pub fn floor_div(&mut self, e: &Expr, d: &Int) -> Result<Expr> {
        Self::positive(d, "floor division")?;
        self.check(e.n_col())?;
        Ok(Expr(
            e.0.iter()
                .map(|(c, a)| (c.clone(), floor_of(&mut self.ctx, &a.scale(&Int::ONE, d))))
                .collect(),
        ))
    }

    /// `ceil(e / d)` for a positive constant `d`.
    pub fn ceil_div(&mut self, e: &Expr, d: &Int) -> Result<Expr> {
        Self::positive(d, "ceiling division")?;
        self.check(e.n_col())?;
        let q = e.0.iter().map(|(c, a)| (c.clone(), a.scale(&Int::ONE, d)));
        Ok(Expr(pw_ceil(&mut self.ctx, q.collect())))
    }

    /// `e mod m` (between `0` and `m - 1`) for a positive constant `m`.
    pub fn modulo(&mut self, e: &Expr, m: &Int) -> Result<Expr> {
        Self::positive(m, "modulo")?;
        self.check(e.n_col())?;
        pw_mod(&mut self.ctx, &e.0, &Expr::constant(m.clone()).0)
            .map(Expr)
            .ok_or_else(|| Error::Unsupported(format!("modulo by {m}")))
    }

    fn check(&self, n_col: usize) -> Result<()> {
        if n_col > self.ctx.n_col() {
            return Err(Error::InvalidDim(format!(
                "an expression has {n_col} columns, the relation {}: it comes from another \
                 builder",
                self.ctx.n_col()
            )));
        }
        Ok(())
    }

    /// Restricts the relation to the points that satisfy `f`.
    pub fn add_constraint(&mut self, f: &Formula) -> Result<()> {
        self.check(f.n_col())?;
        self.dnf = dnf_and(&self.dnf, &f.0);
        Ok(())
    }

    /// Gives dimension `pos` of type `ty` the value `e` (isl's tuple entry: `{ S[i] -> A[i +
    /// 1] }` sets output 0 to `i + 1`).
    pub fn set_dim(&mut self, ty: DimType, pos: usize, e: &Expr) -> Result<()> {
        let col = self.col_of(ty, pos)?;
        self.check(e.n_col())?;
        self.dnf = equate_column(&self.dnf, col, &e.0);
        Ok(())
    }

    /// The expression `coeffs . [params, in, out, appended variables] + constant`.
    pub fn linear(&self, coeffs: &[Int], constant: &Int) -> Result<Expr> {
        let n = self.ctx.n_col() - 1;
        if coeffs.len() != n {
            return Err(Error::InvalidDim(format!(
                "{} coefficients given, the relation has {n} columns",
                coeffs.len()
            )));
        }
        let mut row = Vec::with_capacity(n + 1);
        row.push(constant.clone());
        row.extend(coeffs.iter().cloned());
        Ok(Expr(vec![(
            Conj::default(),
            Aff {
                coeffs: row,
                den: Int::ONE,
            },
        )]))
    }

    /// Adds `coeffs . [params, in, out, appended variables] + constant = 0` (MLIR's
    /// `addEquality`).
    pub fn add_equality(&mut self, coeffs: &[Int], constant: &Int) -> Result<()> {
        let e = self.linear(coeffs, constant)?;
        self.add_constraint(&Formula::compare(&e, Cmp::Eq, &Expr::constant(Int::ZERO)))
    }

    /// Adds `coeffs . [params, in, out, appended variables] + constant >= 0` (MLIR's
    /// `addInequality`).
    pub fn add_inequality(&mut self, coeffs: &[Int], constant: &Int) -> Result<()> {
        let e = self.linear(coeffs, constant)?;
        self.add_constraint(&Formula::compare(&e, Cmp::Ge, &Expr::constant(Int::ZERO)))
    }

    /// Adds `dim >= value` or `dim <= value` (MLIR's `addBound`).
    pub fn add_bound(&mut self, ty: DimType, pos: usize, side: Bound, value: &Int) -> Result<()> {
        let d = self.dim(ty, pos)?;
        let op = match side {
            Bound::Lower => Cmp::Ge,
            Bound::Upper => Cmp::Le,
        };
        self.add_constraint(&Formula::compare(&d, op, &Expr::constant(value.clone())))
    }

    /// Adds `dim = value` (isl's `isl_map_fix`).
    pub fn fix(&mut self, ty: DimType, pos: usize, value: &Int) -> Result<()> {
        let d = self.dim(ty, pos)?;
        self.add_constraint(&Formula::compare(
            &d,
            Cmp::Eq,
            &Expr::constant(value.clone()),
        ))
    }

    /// Adds `dim1 = dim2` (isl's `isl_map_equate`).
    pub fn equate(&mut self, ty1: DimType, pos1: usize, ty2: DimType, pos2: usize) -> Result<()> {
        let a = self.dim(ty1, pos1)?;
        let b = self.dim(ty2, pos2)?;
        self.add_constraint(&Formula::compare(&a, Cmp::Eq, &b))
    }

    /// The relation: one basic map per disjunct that is not obviously empty, each simplified
    /// as the parser simplifies them.
    pub fn build(self) -> Result<Map> {
        lower(&self.space, &self.ctx, self.dnf)
    }
}

#[cfg(test)]
mod tests;
