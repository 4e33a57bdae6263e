//! Range inference for one statement, solved exactly with hedra-presburger.
//!
//! # The rule
//!
//! The index variables of a statement live in one set space `[sizes] -> { S[i, j, ...] }`,
//! with every size at least 1. Each subscript of an access to a tensor of known size gives a
//! *constraint*: the subscript must lie in the valid range of its dimension (`0 <= e < N` for
//! an input; for a tensor written by an earlier statement, the range inferred there).
//!
//! 1. Variables named in a `where` clause start *resolved*, with the range given there; all
//!    others start unresolved.
//! 2. Each round looks at the constraints whose affine subscript contains exactly one
//!    unresolved variable `x`. With `K` the box of the already resolved ranges, the range
//!    that the constraint allows for `x` is the set of values for which the access stays in
//!    bounds *for every* value of the resolved variables in `K`:
//!    `{ x : not exists y in K : e(x, y) out of bounds }`, computed as the complement of the
//!    projection of `K and not in-bounds` onto `x`. Ranges found for the same variable in a
//!    round are intersected; all of them become resolved at the end of the round.
//! 3. Rounds repeat while they resolve something. A variable still unresolved is an error
//!    that asks for a `where` clause: *unbounded* when no constraint mentions it (it only
//!    indexes tensors whose sizes are being inferred), *ambiguous* when every constraint that
//!    mentions it has another unresolved variable (`B(i + k)` alone does not say how to split
//!    `B`'s extent between `i` and `k`).
//! 4. Finally every access of the statement is checked to stay in bounds on the whole
//!    domain (this catches `where` ranges that are too large and subscripts that no round
//!    used); a possible out-of-bounds access is an error at its subscript.
//!
//! For `out(b,op,h,w) +=! in(b,ip,h+kh,w+kw) * weight(op,ip,kh,kw)` the first round resolves
//! `b, ip, op, kh, kw` from the subscripts that name them alone, and the second gives
//! `h` from `0 <= h + kh < H` for all `0 <= kh < KH`: `0 <= h < H - KH + 1`.

use crate::affine::Affine;
use crate::lexer::Span;
use hedra_c::Diagnostic;
use hedra_presburger::{
    Bound, Cmp, DimType, Formula, Int, Map, RelationBuilder, Result as PResult, Set, Space, Tuple,
};

/// One subscript of an access to a tensor of known size.
#[derive(Clone, Debug)]
pub struct Constraint {
    /// The affine subscript.
    pub sub: Affine,
    /// The valid values of the dimension: a one-dimensional set over the sizes.
    pub valid: Set,
    /// The subscript's text, for messages.
    pub span: Span,
    /// The tensor accessed.
    pub tensor: String,
}

/// The range inference problem of one statement.
#[derive(Clone, Debug)]
pub struct Problem {
    /// The size parameters of the definition.
    pub params: Vec<String>,
    /// The index variables and the span of the first occurrence of each.
    pub vars: Vec<(String, Span)>,
    /// `where` ranges: variable position, inclusive lower and exclusive upper bound.
    pub wheres: Vec<(usize, Affine, Affine)>,
    /// The constraints of all accesses.
    pub constraints: Vec<Constraint>,
    /// The statement, for errors of the solver itself.
    pub span: Span,
}

/// The solved problem: the range of each variable and the whole iteration domain.
#[derive(Clone, Debug)]
pub struct Solution {
    /// Per variable, the set of the space constraining that variable alone.
    pub ranges: Vec<Set>,
    /// The iteration domain: the intersection of the ranges.
    pub domain: Set,
}

impl Problem {
    /// The statement's set space.
    pub fn space(&self) -> Space {
        let names: Vec<&str> = self.vars.iter().map(|(n, _)| n.as_str()).collect();
        Space::set(self.params.clone(), Tuple::with_dim_names(Some("S"), names))
    }

    /// Runs the rounds and the final bounds check.
    pub fn solve(&self) -> Result<Solution, Diagnostic> {
        let ctx = self.context().map_err(|e| self.fail(e))?;
        let mut ranges = self.where_ranges(&ctx).map_err(|e| self.fail(e))?;
        while self.round(&ctx, &mut ranges).map_err(|e| self.fail(e))? {}
        if let Some(k) = ranges.iter().position(Option::is_none) {
            return Err(self.unresolved(k, &ranges));
        }
        let ranges: Vec<Set> = ranges.into_iter().flatten().collect();
        let domain = intersect_all(&ctx, ranges.iter()).map_err(|e| self.fail(e))?;
        self.check_bounds(&domain)?;
        Ok(Solution { ranges, domain })
    }

    fn fail(&self, e: hedra_presburger::Error) -> Diagnostic {
        Diagnostic::error(self.span, format!("range inference failed: {e}"))
    }

    /// Every size at least 1.
    fn context(&self) -> PResult<Set> {
        let mut b = RelationBuilder::new(self.space())?;
        for k in 0..self.params.len() {
            b.add_bound(DimType::Param, k, Bound::Lower, &Int::ONE)?;
        }
        b.build()
    }

    fn where_ranges(&self, ctx: &Set) -> PResult<Vec<Option<Set>>> {
        let mut ranges: Vec<Option<Set>> = vec![None; self.vars.len()];
        for (k, lo, hi) in &self.wheres {
            let mut b = RelationBuilder::new(self.space())?;
            let x = b.dim(DimType::Out, *k)?;
            b.add_constraint(&Formula::compare(&lo.to_builder(&b)?, Cmp::Le, &x))?;
            b.add_constraint(&Formula::compare(&x, Cmp::Lt, &hi.to_builder(&b)?))?;
            ranges[*k] = Some(b.build()?.intersect(ctx)?);
        }
        Ok(ranges)
    }

    fn position(&self, name: &str) -> Option<usize> {
        self.vars.iter().position(|(n, _)| n == name)
    }

    /// The unresolved variables of a constraint.
    fn unresolved_in(&self, c: &Constraint, ranges: &[Option<Set>]) -> Vec<usize> {
        c.sub
            .names()
            .filter_map(|n| self.position(n))
            .filter(|&k| ranges[k].is_none())
            .collect()
    }

    /// One round; whether it resolved a variable.
    fn round(&self, ctx: &Set, ranges: &mut [Option<Set>]) -> PResult<bool> {
        let known = intersect_all(ctx, ranges.iter().flatten())?;
        let mut found: Vec<Option<Set>> = vec![None; ranges.len()];
        for c in &self.constraints {
            let [x] = self.unresolved_in(c, ranges)[..] else {
                continue;
            };
            let good = self.allowed(ctx, &known, c, x)?;
            found[x] = Some(match found[x].take() {
                Some(s) => s.intersect(&good)?,
                None => good,
            });
        }
        let progress = found.iter().any(Option::is_some);
        for (k, s) in found.into_iter().enumerate() {
            if s.is_some() {
                ranges[k] = s;
            }
        }
        Ok(progress)
    }

    /// The values of variable `x` for which `c` holds for all points of `known`.
    fn allowed(&self, ctx: &Set, known: &Set, c: &Constraint, x: usize) -> PResult<Set> {
        let bad = known.subtract(&self.in_bounds(c)?)?;
        let mut bad_x = bad;
        for k in (0..self.vars.len()).filter(|&k| k != x) {
            bad_x = bad_x.eliminate(DimType::Out, k, 1)?;
        }
        ctx.subtract(&bad_x)?.intersect_params(&known.params()?)
    }

    /// The points of the space where the subscript of `c` is valid.
    fn in_bounds(&self, c: &Constraint) -> PResult<Set> {
        c.valid.preimage(&self.access_map(&c.sub)?)
    }

    /// `{ S[vars] -> [sub] }`.
    pub fn access_map(&self, sub: &Affine) -> PResult<Map> {
        let s = self.space();
        let space = Space::map(s.params.clone(), s.out_tuple.clone(), Tuple::anonymous(1));
        let mut b = RelationBuilder::new(space)?;
        let e = sub.to_builder(&b)?;
        b.set_dim(DimType::Out, 0, &e)?;
        b.build()
    }

    fn unresolved(&self, k: usize, ranges: &[Option<Set>]) -> Diagnostic {
        let (name, span) = &self.vars[k];
        let shared = self
            .constraints
            .iter()
            .find(|c| self.unresolved_in(c, ranges).contains(&k));
        let msg = match shared {
            Some(c) => format!(
                "the range of index `{name}` is ambiguous: every subscript that bounds it \
                 (as in `{}`) also has another index of unknown range; \
                 give it with `where {name} in lo:hi`",
                c.tensor
            ),
            None => format!(
                "the range of index `{name}` is unbounded: it only indexes tensors whose sizes \
                 are being inferred; give it with `where {name} in lo:hi`"
            ),
        };
        Diagnostic::error(*span, msg)
    }

    fn check_bounds(&self, domain: &Set) -> Result<(), Diagnostic> {
        for c in &self.constraints {
            let bad = self
                .in_bounds(c)
                .and_then(|ok| domain.subtract(&ok))
                .map_err(|e| self.fail(e))?;
            if !bad.is_empty() {
                return Err(Diagnostic::error(
                    c.span,
                    format!(
                        "this subscript of `{}` may be out of bounds for the ranges of its \
                         indices",
                        c.tensor
                    ),
                ));
            }
        }
        Ok(())
    }
}

fn intersect_all<'a>(ctx: &Set, sets: impl Iterator<Item = &'a Set>) -> PResult<Set> {
    let mut out = ctx.clone();
    for s in sets {
        out = out.intersect(s)?;
    }
    Ok(out)
}

/// `{ [x] : 0 <= x < size }` over the parameters `params`, `size` being one of them.
pub fn dim_range(params: &[String], size: &str) -> PResult<Set> {
    let mut b = RelationBuilder::new(Space::set(params.to_vec(), Tuple::anonymous(1)))?;
    let x = b.dim(DimType::Out, 0)?;
    let n = b.var(size)?;
    b.add_bound(DimType::Out, 0, Bound::Lower, &Int::ZERO)?;
    b.add_constraint(&Formula::compare(&x, Cmp::Lt, &n))?;
    b.build()
}
