//! Lexicographic order relations and `gist` (simplification against a context).
//!
//! **Order maps.** Over a set space `S[x_1..x_n]`, `lex_lt` is the relation
//! `{ S[x] -> S[y] : x <_lex y }`, the union over the levels `k` of
//! `x_1 = y_1, ..., x_{k-1} = y_{k-1}, x_k < y_k`. Dependence analysis intersects access pairs
//! with these maps ("the source runs before the target").
//!
//! **Gist.** `gist(S, C)` is a set `G` with `G and C = S and C` that is as simple as possible:
//! constraints of `S` that the context already implies are dropped, and disjuncts of `S` that
//! miss the context entirely are removed. A constraint `c` of a disjunct `B` is implied when
//! `C and (B without c) and not c` is empty; each removal is one exact emptiness test, so the
//! result is exact. Code generation uses this to omit loop guards that the enclosing loops
//! already guarantee. Example: `gist({ [i] : 0 <= i < N and i >= 2 }, { [i] : i >= 5 })` is
//! `{ [i] : i < N }`.

use crate::basic::BasicMap;
use crate::error::{Error, Result};
use crate::int::Int;
use crate::map::{Map, Set};
use crate::omega::{negate_ineq, Row};
use crate::space::{Space, SpaceKind};

/// Which lexicographic comparison an order map encodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LexOrder {
    /// `x <_lex y`
    Lt,
    /// `x <=_lex y`
    Le,
    /// `x >_lex y`
    Gt,
    /// `x >=_lex y`
    Ge,
}

impl Map {
    /// The lexicographic order relation `{ x -> y : x (order) y }` on the tuple of a set space.
    pub fn lex_order(set_space: &Space, order: LexOrder) -> Result<Map> {
        if set_space.kind != SpaceKind::Set {
            return Err(Error::SpaceMismatch(
                "lexicographic order maps need a set space".into(),
            ));
        }
        let space = Space::map(
            set_space.params.clone(),
            set_space.out_tuple.clone(),
            set_space.out_tuple.clone(),
        );
        let np = set_space.n_param();
        let n = set_space.n_out();
        let x = |k: usize| 1 + np + k;
        let y = |k: usize| 1 + np + n + k;
        let strict = matches!(order, LexOrder::Lt | LexOrder::Gt);
        let less = matches!(order, LexOrder::Lt | LexOrder::Le);
        let mut basics = Vec::new();
        for k in 0..n {
            let mut b = BasicMap::universe(space.clone());
            for j in 0..k {
                let mut row = b.zero_row();
                row[x(j)] = Int::ONE;
                row[y(j)] = Int::from(-1);
                b.eqs.push(row);
            }
            // less: y_k - x_k - 1 >= 0 ; greater: x_k - y_k - 1 >= 0
            let mut row = b.zero_row();
            let s = if less { 1 } else { -1 };
            row[y(k)] = Int::from(s);
            row[x(k)] = Int::from(-s);
            row[0] = Int::from(-1);
            b.ineqs.push(row);
            basics.push(b);
        }
        if !strict {
            basics.push(Map::identity(set_space)?.basics.remove(0));
        }
        Map::from_basics(space, basics)
    }

    /// `{ x -> y : x <_lex y }`.
    pub fn lex_lt(set_space: &Space) -> Result<Map> {
        Map::lex_order(set_space, LexOrder::Lt)
    }

    /// `{ x -> y : x <=_lex y }`.
    pub fn lex_le(set_space: &Space) -> Result<Map> {
        Map::lex_order(set_space, LexOrder::Le)
    }

    /// `{ x -> y : x >_lex y }`.
    pub fn lex_gt(set_space: &Space) -> Result<Map> {
        Map::lex_order(set_space, LexOrder::Gt)
    }

    /// `{ x -> y : x >=_lex y }`.
    pub fn lex_ge(set_space: &Space) -> Result<Map> {
        Map::lex_order(set_space, LexOrder::Ge)
    }

    /// Simplifies `self` with respect to `context` (same space): the result `G` satisfies
    /// `G and context = self and context`, with implied constraints and disjoint disjuncts
    /// removed.
    pub fn gist(&self, context: &Map) -> Result<Map> {
        let (me, ctx) = Map::align_pair_ref(self, context)?;
        me.space.check_compatible(&ctx.space, "gist")?;
        let ctx = ctx.into_owned().remove_empty();
        if ctx.basics.is_empty() {
            // Nothing of the context survives: any set agrees with `self` on it.
            return Ok(Map::universe(me.space.clone()));
        }
        let mut out = Map::empty(me.space.clone());
        for b in &me.as_ref().clone().remove_empty().basics {
            if Map::from_basic(b.clone()).intersect(&ctx)?.is_empty() {
                continue;
            }
            out.basics.push(gist_basic(b, &ctx)?);
        }
        // A disjunct that became the universe makes the whole gist the universe.
        if out
            .basics
            .iter()
            .any(|b| b.eqs.is_empty() && b.ineqs.is_empty() && b.n_div() == 0)
        {
            return Ok(Map::universe(me.space.clone()));
        }
        Ok(out)
    }

    /// Simplifies with respect to a parameter set.
    pub fn gist_params(&self, params: &Set) -> Result<Map> {
        let universe = Map::universe(Space {
            params: self.space.params.clone(),
            ..Space::clone(&self.space)
        });
        let ctx = universe.intersect_params(params)?;
        self.gist(&ctx)
    }
}

/// Drops the constraints of `b` implied by the context together with the constraints kept so
/// far. Equalities are tested as two inequalities and kept whole if either half is needed.
fn gist_basic(b: &BasicMap, ctx: &Map) -> Result<BasicMap> {
    let mut cur = b.clone();
    // Inequalities first, then equalities.
    let mut k = 0;
    while k < cur.ineqs.len() {
        let mut rest = cur.clone();
        let c = rest.ineqs.swap_remove(k);
        if implied(&rest, &[c], ctx)? {
            cur = rest;
        } else {
            k += 1;
        }
    }
    let mut k = 0;
    while k < cur.eqs.len() {
        let mut rest = cur.clone();
        let e = rest.eqs.swap_remove(k);
        let neg: Row = e.iter().map(|v| -v).collect();
        if implied(&rest, &[e, neg], ctx)? {
            cur = rest;
        } else {
            k += 1;
        }
    }
    cur.drop_unused_divs();
    Ok(cur)
}

/// True when every inequality in `cons` holds on `rest and ctx`.
fn implied(rest: &BasicMap, cons: &[Row], ctx: &Map) -> Result<bool> {
    for c in cons {
        let mut test = rest.clone();
        test.ineqs.push(negate_ineq(c));
        if !Map::from_basic(test).intersect(ctx)?.is_empty() {
            return Ok(false);
        }
    }
    Ok(true)
}
