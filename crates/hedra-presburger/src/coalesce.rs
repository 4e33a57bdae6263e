//! Coalescing: replacing two disjuncts by one when their union is convex (over the integers).
//!
//! For disjuncts `A` and `B`, let `H` be the conjunction of the constraints of `A` that hold on
//! all of `B` and the constraints of `B` that hold on all of `A`. Then `A | B <= H` by
//! construction, and if `H \ (A | B)` is empty the union *is* `H`, which replaces both. This
//! is the basic fusion case of isl's coalescing: it merges adjacent boxes
//! (`0 <= i <= 4` and `5 <= i <= 9` give `0 <= i <= 9`), a set split by a hyperplane, and a
//! disjunct contained in another. Every replacement is verified by an exact emptiness test, so
//! coalescing never changes the set.

use crate::basic::BasicMap;
use crate::map::Map;
use crate::omega::Row;

/// The constraints of `b` as inequalities (an equality gives two).
fn as_inequalities(b: &BasicMap) -> Vec<Row> {
    let mut v = b.ineqs.clone();
    for e in &b.eqs {
        v.push(e.clone());
        v.push(e.iter().map(|x| -x).collect());
    }
    v
}

/// Tries to replace `a | b` by one basic map. Both must have no divs, or identical divs.
pub(crate) fn try_fuse(a: &BasicMap, b: &BasicMap) -> Option<BasicMap> {
    if a.divs != b.divs {
        return None;
    }
    let mut h = BasicMap::universe(a.space.clone());
    h.divs = a.divs.clone();
    for (x, y) in [(a, b), (b, a)] {
        let cs = as_inequalities(x);
        let holds = y.hold_on_all(&cs);
        h.ineqs.extend(
            cs.into_iter()
                .zip(holds)
                .filter(|(_, ok)| *ok)
                .map(|(c, _)| c),
        );
    }
    h.simplify();
    let hm = Map::from_basic(h.clone());
    let union = Map::from_basics(a.space.clone(), vec![a.clone(), b.clone()]).ok()?;
    if hm.subtract(&union).ok()?.is_empty() {
        Some(h)
    } else {
        None
    }
}

impl Map {
    /// Merges pairs of disjuncts whose union is convex, until no pair merges.
    pub(crate) fn fuse_disjuncts(mut self) -> Map {
        let mut changed = true;
        while changed {
            changed = false;
            'outer: for i in 0..self.basics.len() {
                for j in i + 1..self.basics.len() {
                    if let Some(h) = try_fuse(&self.basics[i], &self.basics[j]) {
                        self.basics[i] = h;
                        self.basics.swap_remove(j);
                        changed = true;
                        break 'outer;
                    }
                }
            }
        }
        self
    }
}
