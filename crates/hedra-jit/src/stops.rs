//! Whether a run can stop before its end, decided before it starts.
//!
//! A run stops early ([`crate::Error::Stopped`]) in three cases: an integer division by zero
//! (or of the least value by -1) in a statement, loop arithmetic beyond 64 bits, and a
//! promoted cell outside its array's extents. The first depends on the data; the program
//! knows whether it divides integers at all ([`crate::Counts::divisions`]). The other two
//! depend only on the parameters and the extents: this module evaluates every bound,
//! guard, iterator value and promoted subscript of the AST over intervals (each loop's
//! counter over the interval from its least first value to its greatest last one), with
//! every partial sum and product the compiled code checks, in 128 bits. When each fits the
//! range the code accepts, no check can fire: the run cannot stop. Intervals contain the
//! values the run computes, so the answer "cannot stop" is sound; "may stop" is
//! conservative.
//!
//! The speculative runtime asks before each slice: a slice that cannot stop needs no
//! backup of the memory it writes.

use hedra_codegen::ast::{Aff, Atom, Cond, Expr, Node};
use hedra_presburger::Int;

/// A closed interval of values, in 128 bits.
#[derive(Clone, Copy, Debug)]
struct Range(i128, i128);

/// Margin kept below the largest 64-bit value: the loops test `upper + lanes` (at most
/// 64 lanes) before they run.
const ROOM: i128 = i64::MAX as i128 - 64;

fn fits(r: Range) -> Option<Range> {
    (r.0 >= -ROOM && r.1 <= ROOM).then_some(r)
}

fn int(c: &Int) -> Option<i128> {
    c.to_i64().map(i128::from)
}

/// What the analysis needs: the parameters, and the extents of each array (by the name
/// the AST's promotions use).
pub(crate) struct Bounds<'a> {
    pub params: &'a [i64],
    pub extents: &'a dyn Fn(&str) -> Option<Vec<i64>>,
}

impl Bounds<'_> {
    /// True when no run over `nodes` can stop on loop arithmetic or a promoted cell.
    pub(crate) fn cannot_stop(&self, nodes: &[Node]) -> bool {
        let mut counters = Vec::new();
        self.nodes(nodes, &mut counters).is_some()
    }

    fn nodes(&self, nodes: &[Node], counters: &mut Vec<Option<Range>>) -> Option<()> {
        nodes.iter().try_for_each(|n| self.node(n, counters))
    }

    fn node(&self, n: &Node, counters: &mut Vec<Option<Range>>) -> Option<()> {
        match n {
            Node::For(f) => {
                let lower = self.expr(&f.lower, counters)?;
                let upper = self.expr(&f.upper, counters)?;
                // The loop tests `upper <= i64::MAX - step` before it runs.
                if upper.1 > i128::from(i64::MAX) - i128::from(f.step) {
                    return None;
                }
                if counters.len() <= f.depth {
                    counters.resize(f.depth + 1, None);
                }
                let saved = counters[f.depth];
                // The counter's values, and its first value even where the loop does not
                // run (an over-approximation, as every range here).
                counters[f.depth] = Some(Range(lower.0, upper.1.max(lower.1)));
                let r = self.nodes(&f.body, counters);
                counters[f.depth] = saved;
                r
            }
            Node::If { cond, body } => {
                self.cond(cond, counters)?;
                self.nodes(body, counters)
            }
            Node::Call { args, .. } => args
                .iter()
                .try_for_each(|a| self.expr(a, counters).map(|_| ())),
            Node::Promote(p) => {
                for s in &p.scalars {
                    let extents = (self.extents)(&s.array)?;
                    if extents.len() != s.subscripts.len() {
                        return None;
                    }
                    let last = s.subscripts.len().saturating_sub(1);
                    for (k, (sub, &e)) in s.subscripts.iter().zip(&extents).enumerate() {
                        let r = self.aff(sub, counters)?;
                        // The run tests the cell (and, in the last dimension, the lanes after
                        // it, at most 64) inside the extents.
                        let span = if k == last { 64 } else { 0 };
                        if r.0 < 0 || r.1 + span >= i128::from(e) {
                            return None;
                        }
                    }
                }
                self.nodes(&p.body, counters)
            }
        }
    }

    fn cond(&self, c: &Cond, counters: &[Option<Range>]) -> Option<()> {
        match c {
            Cond::Ge(a) | Cond::Eq(a) => self.aff(a, counters).map(|_| ()),
            Cond::And(cs) | Cond::Or(cs) => cs.iter().try_for_each(|c| self.cond(c, counters)),
        }
    }

    fn expr(&self, e: &Expr, counters: &[Option<Range>]) -> Option<Range> {
        match e {
            Expr::Aff(a) => self.aff(a, counters),
            Expr::CeilDiv(a, d) | Expr::FloorDiv(a, d) | Expr::ExactDiv(a, d) => {
                let r = self.aff(a, counters)?;
                let d = int(d).filter(|&d| d > 0)?;
                Some(Range(r.0.div_euclid(d), (r.1 + d - 1).div_euclid(d)))
            }
            Expr::Min(es) | Expr::Max(es) => {
                let rs = es
                    .iter()
                    .map(|e| self.expr(e, counters))
                    .collect::<Option<Vec<Range>>>()?;
                let lo = rs.iter().map(|r| r.0).min()?;
                let hi = rs.iter().map(|r| r.1).max()?;
                fits(Range(lo, hi))
            }
            Expr::Select(c, a, b) => {
                self.cond(c, counters)?;
                let (x, y) = (self.expr(a, counters)?, self.expr(b, counters)?);
                fits(Range(x.0.min(y.0), x.1.max(y.1)))
            }
        }
    }

    /// The values of `a`, each partial sum and product checked as the code checks them.
    fn aff(&self, a: &Aff, counters: &[Option<Range>]) -> Option<Range> {
        let mut acc: Option<Range> = None;
        for (c, atom) in &a.terms {
            let v = self.atom(atom, counters)?;
            let c = int(c)?;
            let (p, q) = (c * v.0, c * v.1);
            let term = fits(Range(p.min(q), p.max(q)))?;
            acc = Some(match acc {
                None => term,
                Some(s) => fits(Range(s.0 + term.0, s.1 + term.1))?,
            });
        }
        let k = int(&a.constant)?;
        match acc {
            None => fits(Range(k, k)),
            Some(s) => fits(Range(s.0 + k, s.1 + k)),
        }
    }

    fn atom(&self, a: &Atom, counters: &[Option<Range>]) -> Option<Range> {
        match a {
            Atom::Loop(k) => counters.get(*k).copied().flatten(),
            Atom::Param(k) => self
                .params
                .get(*k)
                .map(|&p| Range(i128::from(p), i128::from(p))),
            Atom::Floor(e, d) => {
                let r = self.aff(e, counters)?;
                let d = int(d).filter(|&d| d > 0)?;
                Some(Range(r.0.div_euclid(d), r.1.div_euclid(d)))
            }
        }
    }
}
