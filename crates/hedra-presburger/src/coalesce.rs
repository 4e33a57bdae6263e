//! Coalescing: replacing two disjuncts by one when their union is convex (over the integers),
//! and dropping a disjunct contained in another.
//!
//! # Classifying constraints
//!
//! For disjuncts `A` and `B` (same divs), each constraint `c >= 0` of `A` (an equality counts
//! as two inequalities) is classified against `B`: it is *valid* when every integer point of
//! `B` satisfies it (`B and c <= -1` is empty); otherwise it *cuts* into or lies beside `B`.
//! One tableau of `B` answers all these questions (add `c <= -1`, test, roll back), and a
//! known point of `B` that violates `c` answers one without a test. Every test that finds a
//! point of `B` keeps it as such a witness, so a constraint violated at a vertex found for
//! another one costs nothing.
//!
//! Let `H` be the conjunction of the valid constraints of both (`A`'s valid on `B`, `B`'s
//! valid on `A`). Every constraint of `H` holds on `A` and on `B`, so `A | B <= H`; the pair
//! fuses into `H` exactly when `H <= A | B`. Three cases settle this (isl's coalescing, see
//! Verdoolaege's "Integer set coalescing", draws finer distinctions — separating, adjacent
//! and cut constraints — to the same end):
//!
//! 1. **Subset.** Every constraint of `A` is valid on `B`: then `B <= A` and `H = A`.
//!    Symmetrically for `B`.
//! 2. **Adjacent pair.** `A` has a single non-valid constraint `a >= 0`, `B` a single one,
//!    and it is exactly `-a - 1 >= 0` (`i <= 4` against `i >= 5`). A point of `H` either has
//!    `a >= 0`, and satisfies all of `A`, or `a <= -1`, and satisfies all of `B`: `H = A | B`
//!    with no test at all.
//! 3. **Cover check.** In general, with `a_1, ..., a_k` the non-valid constraints of `A`,
//!    `H \ A` is the disjoint union of the pieces
//!    `P_i = H and a_1 >= 0 and ... and a_{i-1} >= 0 and a_i <= -1`, and `H <= A | B` holds
//!    iff every piece lies in `B`, i.e. iff every non-valid constraint `b` of `B` holds on
//!    every `P_i` (the valid ones hold on all of `H`). One tableau of `H` serves every piece:
//!    add `a_i <= -1`, test `P_i and b <= -1` for each `b`, roll back, add `a_i >= 0`.
//!
//! Each answer is an exact integer emptiness test, so coalescing never changes the set. The
//! check is complete for the candidate `H`: it fuses exactly the pairs that the earlier
//! verification by subtraction (`H \ (A | B)` empty) fused. With existentials that are not
//! functions of the point (undefined divs), the pieces above live in the space with the
//! existentials and the check is only sufficient; those rare pairs keep the subtraction.
//!
//! # Containment
//!
//! A disjunct `A` lies in `B` when every constraint of `B` holds on `A`, once `B`'s divs
//! (functions of the point) are added to `A` as extra columns (`map::lift_pair`);
//! again one tableau and one test per constraint, and a known point of `A` outside `B`
//! answers "no" at once.

use crate::basic::{sign_at, BasicMap};
use crate::int::Int;
use crate::map::{lift_pair, Map};
use crate::omega::{negate_ineq, Row};
use crate::space::Space;
use crate::tableau::Tableau;
use std::cell::RefCell;

/// The constraints of `b` as inequalities (an equality gives two; `neg_eqs` holds the
/// negated equalities), in the order inequalities, then each equality and its negation.
fn constraints<'a>(b: &'a BasicMap, neg_eqs: &'a [Row]) -> impl Iterator<Item = &'a Row> {
    b.ineqs
        .iter()
        .chain(b.eqs.iter().zip(neg_eqs).flat_map(|(e, n)| [e, n]))
}

/// A disjunct with what coalescing learns about it: its negated equalities (so that its
/// constraints can be listed as inequalities), its tableau (built on first use; every
/// question rolls it back) and points known to lie in it.
struct Disjunct {
    bmap: BasicMap,
    neg_eqs: Vec<Row>,
    learned: RefCell<Learned>,
}

/// What the tests on a disjunct have produced so far.
struct Learned {
    tab: Option<Tableau>,
    points: Vec<Vec<Int>>,
}

impl Disjunct {
    fn new(bmap: BasicMap) -> Disjunct {
        Disjunct {
            neg_eqs: bmap
                .eqs
                .iter()
                .map(|e| e.iter().map(|x| -x).collect())
                .collect(),
            learned: RefCell::new(Learned {
                points: bmap.known_point().into_iter().collect(),
                tab: None,
            }),
            bmap,
        }
    }

    /// The constraints as inequalities (see [`constraints`]).
    fn cons(&self) -> Vec<&Row> {
        constraints(&self.bmap, &self.neg_eqs).collect()
    }

    /// For each constraint of `cs` (rows in this disjunct's layout): does it hold on every
    /// integer point of the disjunct? (See "Classifying constraints".)
    fn valid(&self, cs: &[&Row]) -> Vec<bool> {
        let mut learned = self.learned.borrow_mut();
        let Learned { tab, points } = &mut *learned;
        let mut out = Vec::with_capacity(cs.len());
        for &c in cs {
            // `c = b + k` with `b >= 0` one of our constraints and `k >= 0`: valid.
            if constraints(&self.bmap, &self.neg_eqs).any(|b| b[1..] == c[1..] && b[0] <= c[0]) {
                out.push(true);
                continue;
            }
            if points.iter().any(|p| sign_at(c, p) < 0) {
                out.push(false);
                continue;
            }
            let bmap = &self.bmap;
            let tab = tab.get_or_insert_with(|| {
                let mut t = Tableau::new(bmap, true);
                t.simplex.restore();
                t
            });
            if tab.simplex.is_marked_empty() {
                out.push(true);
                continue;
            }
            out.push(self.bmap.empty_with(tab, &negate_ineq(c), points));
        }
        out
    }
}

/// Tries to replace `a | b` by one basic map. Both must have identical divs.
fn try_fuse(a: &Disjunct, b: &Disjunct) -> Option<BasicMap> {
    if a.bmap.divs != b.bmap.divs || crate::budget::exceeded() {
        return None;
    }
    let (cons_a, cons_b) = (a.cons(), b.cons());
    let valid_a = b.valid(&cons_a);
    let valid_b = a.valid(&cons_b);
    if crate::budget::exceeded() {
        return None;
    }
    let mut h = BasicMap::universe(a.bmap.space.clone());
    h.divs = a.bmap.divs.clone();
    let mut rest_a = Vec::new();
    let mut rest_b = Vec::new();
    for (cons, valid, rest) in [
        (&cons_a, &valid_a, &mut rest_a),
        (&cons_b, &valid_b, &mut rest_b),
    ] {
        for (&c, ok) in cons.iter().zip(valid) {
            if *ok {
                h.ineqs.push(c.clone());
            } else {
                rest.push(c);
            }
        }
    }
    // `h` keeps the layout of `a` and `b` until the check is done.
    let adjacent_pair =
        rest_a.len() == 1 && rest_b.len() == 1 && *rest_b[0] == negate_ineq(rest_a[0]);
    let fused = if rest_a.is_empty() || rest_b.is_empty() || adjacent_pair {
        true
    } else if a.bmap.has_all_divs_defined() {
        covered(&h, &rest_a, &rest_b)
    } else {
        let hm = Map::from_basic(h.clone());
        let union = Map::from_basics(
            Space::clone(&a.bmap.space),
            vec![a.bmap.clone(), b.bmap.clone()],
        )
        .ok()?;
        hm.subtract(&union).ok()?.is_empty()
    };
    if !fused {
        return None;
    }
    h.simplify();
    // Points of either disjunct lie in the union.
    let (la, lb) = (a.learned.borrow(), b.learned.borrow());
    for p in la.points.iter().chain(&lb.points) {
        let n = h.space.n_dim_total();
        if h.adopt_point(&p[..n]) {
            break;
        }
    }
    Some(h)
}

/// The cover check (case 3 of the module documentation): is every piece of `h \ A` inside
/// `B`, where `rest_a` and `rest_b` are the non-valid constraints of `A` and `B`?
fn covered(h: &BasicMap, rest_a: &[&Row], rest_b: &[&Row]) -> bool {
    let mut tab = Tableau::new(h, true);
    if !tab.simplex.restore() {
        return true;
    }
    let negs_b: Vec<Row> = rest_b.iter().map(|b| negate_ineq(b)).collect();
    for (i, a) in rest_a.iter().enumerate() {
        let snap = tab.simplex.snapshot();
        let na = negate_ineq(a);
        tab.add_ineq(&na);
        if tab.simplex.restore() {
            for nb in &negs_b {
                let outside = !tab.empty_with(&[nb]).unwrap_or_else(|| {
                    let mut p = h.clone();
                    p.ineqs.extend(rest_a[..i].iter().map(|&r| r.clone()));
                    p.ineqs.push(negate_ineq(a));
                    p.ineqs.push(nb.clone());
                    p.simplify();
                    p.is_obviously_empty() || p.is_empty()
                });
                if outside {
                    return false;
                }
            }
        }
        tab.simplex.rollback(snap);
        tab.add_ineq(a);
        if !tab.simplex.restore() {
            return true;
        }
    }
    true
}

impl BasicMap {
    /// `self ⊆ other` over the integers (see "Containment").
    /// Out of budget the answer is `false` (not proved), which keeps a disjunct.
    pub(crate) fn is_subset_of(&self, other: &BasicMap) -> bool {
        if crate::budget::exceeded() {
            return false;
        }
        if !other.has_all_divs_defined() {
            let a = Map::from_basic(self.clone());
            return a
                .is_subset(&Map::from_basic(other.clone()))
                .unwrap_or(false);
        }
        let (base, cons) = lift_pair(self, other);
        if let Some(p) = self
            .known_point_dims()
            .and_then(|d| base.complete_point(&d))
        {
            if base.satisfied_by(&p) && cons.iter().any(|c| sign_at(c, &p) < 0) {
                return false;
            }
        }
        let refs: Vec<&Row> = cons.iter().collect();
        Disjunct::new(base).valid(&refs).into_iter().all(|v| v)
    }
}

impl Map {
    /// Merges pairs of disjuncts whose union is convex, until no pair merges. With
    /// `fresh`, a pair of disjuncts that are both not fresh is known not to merge.
    pub(crate) fn fuse_disjuncts(self, fresh: Option<Vec<bool>>) -> Map {
        let space = self.space;
        let mut fresh = fresh.unwrap_or_else(|| vec![true; self.basics.len()]);
        let mut ds: Vec<Disjunct> = self.basics.into_iter().map(Disjunct::new).collect();
        let mut changed = true;
        while changed {
            changed = false;
            'outer: for i in 0..ds.len() {
                for j in i + 1..ds.len() {
                    if !fresh[i] && !fresh[j] {
                        continue;
                    }
                    // Out of budget: stop fusing (the disjuncts still describe the set).
                    if crate::budget::out_of(1) {
                        break 'outer;
                    }
                    if let Some(h) = try_fuse(&ds[i], &ds[j]) {
                        ds[i] = Disjunct::new(h);
                        fresh[i] = true;
                        ds.swap_remove(j);
                        fresh.swap_remove(j);
                        changed = true;
                        break 'outer;
                    }
                }
            }
        }
        Map {
            space,
            basics: ds.into_iter().map(|d| d.bmap).collect(),
        }
    }
}
