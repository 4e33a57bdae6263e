//! An operations budget, like isl's `max_operations`: a caller bounds how much work the
//! operations it starts may do, and an operation that would go past the bound stops with
//! [`Error::BudgetExceeded`] instead of running on (or growing memory) without end.
//!
//! ```
//! use hedra_presburger::{budget::Budget, Error, Map};
//! let m: Map = "[N] -> { [i, j] : 0 <= i < N and 0 <= j <= i }".parse().unwrap();
//! {
//!     let _g = Budget::start(1_000_000);
//!     assert!(m.lexmax().is_ok());
//!     assert!(hedra_presburger::budget::used() > 0);
//! }
//! {
//!     let _g = Budget::start(1);
//!     assert!(matches!(m.lexmax(), Err(Error::BudgetExceeded { .. })));
//! }
//! // Without a guard nothing is counted and nothing is refused.
//! assert!(m.lexmax().is_ok());
//! ```
//!
//! # Design
//!
//! The budget is **per thread** and installed by an RAII guard ([`Budget::start`]), so the
//! API of the library does not change: every operation on the thread while the guard lives
//! charges its work to it. Without a guard (the default) nothing is counted and every
//! operation behaves exactly as without this module; a check is one thread-local read.
//!
//! Guards nest: an inner guard's limit is the smaller of its own and what the outer one has
//! left, it counts from zero ([`used`] reports the innermost count), and when it is dropped
//! its operations are added to the outer guard's count (which may then be exhausted too).
//!
//! Once the budget is exhausted it stays exhausted until the guard is dropped: every later
//! check fails at once, so internal fallbacks (an Omega test after a simplex that gave up,
//! the subtraction method after the parametric simplex) start no new work, and the error
//! reaches the caller. A public operation that runs out returns
//! `Err(Error::BudgetExceeded { ops })`; operations whose signature has no error (emptiness,
//! coalescing, simplification) return an answer that is still *sound* but maybe less precise
//! or complete (a disjunct kept instead of proved empty, a pair left unfused), and the caller
//! learns about it from [`exceeded`] (or the next fallible operation's error).
//!
//! # What is counted
//!
//! One unit is roughly one elementary step of an algorithm (all are checked at their loop
//! heads):
//! - a pivot of the dense simplex ([`crate::simplex`]), charged `1 + rows / 32` (its cost
//!   grows with the tableau), and each Gomory cut;
//! - in the Omega test ([`crate::omega`]): each recursive call (equality elimination,
//!   Fourier–Motzkin step, dark shadow, splinter), charged `1 + rows * columns / 64`;
//! - in the parametric simplex ([`crate::pip`]): each pivot, each split of the context
//!   (branch), each cut;
//! - in the hulls ([`crate::hull`]): each linear program and each Fourier–Motzkin step of
//!   the lifted elimination, charged `1 +` the rows it creates (the integer affine hull of
//!   each disjunct also runs under a nested guard of its own, and falls back to the
//!   disjunct's equalities when that one runs out);
//! - in coalescing ([`crate::coalesce`]): each pair of disjuncts examined;
//! - in the lexicographic optimum of a union: each pair of disjuncts compared.
//!
//! Charging steps by the size of the systems they work on is the memory guard: a blow-up
//! that grows tableaus or systems exhausts the budget as fast as it allocates. (Big-integer
//! sizes are not counted separately; they enter through the cost of the steps.)

use crate::error::Error;
use std::cell::Cell;

thread_local! {
    /// `(limit, used)` of the innermost guard; `limit == u64::MAX` and `used == 0` when none.
    static STATE: Cell<(u64, u64)> = const { Cell::new((u64::MAX, 0)) };
    /// Whether a guard is installed (so that an unlimited guard still counts).
    static ACTIVE: Cell<bool> = const { Cell::new(false) };
}

/// The RAII guard of a budget on the current thread; see the [module documentation](self).
/// Dropping it removes the budget (restoring an enclosing one).
#[must_use = "the budget is removed when the guard is dropped"]
pub struct Budget {
    outer: (u64, u64),
    outer_active: bool,
    /// Not `Send`: the budget belongs to the thread that installed it.
    _not_send: std::marker::PhantomData<*const ()>,
}

impl Budget {
    /// Installs a budget of `max_ops` operations on this thread until the guard is dropped.
    /// Inside another guard the limit is also capped by what that one has left.
    pub fn start(max_ops: u64) -> Budget {
        let outer = STATE.with(|s| s.get());
        let outer_active = ACTIVE.with(|a| a.replace(true));
        let left = if outer_active {
            outer.0.saturating_sub(outer.1)
        } else {
            u64::MAX
        };
        STATE.with(|s| s.set((max_ops.min(left), 0)));
        Budget {
            outer,
            outer_active,
            _not_send: std::marker::PhantomData,
        }
    }
}

impl Drop for Budget {
    fn drop(&mut self) {
        let (_, used) = STATE.with(|s| s.get());
        let (limit, outer_used) = self.outer;
        let outer_used = if self.outer_active {
            outer_used.saturating_add(used)
        } else {
            0
        };
        STATE.with(|s| s.set((limit, outer_used)));
        ACTIVE.with(|a| a.set(self.outer_active));
    }
}

/// Operations counted so far under the innermost guard (0 without a guard).
pub fn used() -> u64 {
    STATE.with(|s| s.get().1)
}

/// Operations left under the innermost guard; `None` without a guard.
pub fn remaining() -> Option<u64> {
    if !ACTIVE.with(|a| a.get()) {
        return None;
    }
    let (limit, used) = STATE.with(|s| s.get());
    Some(limit.saturating_sub(used))
}

/// True when a guard is installed and its budget is exhausted.
pub fn exceeded() -> bool {
    let (limit, used) = STATE.with(|s| s.get());
    used > limit
}

/// Charges `n` operations; `Err` once the budget is exhausted (and at every later call
/// until the guard is dropped, which then counts nothing more). Without a guard: `Ok` and
/// nothing counted.
#[inline]
pub fn charge(n: u64) -> Result<(), Error> {
    STATE.with(|s| {
        let (limit, used) = s.get();
        if limit == u64::MAX {
            // No guard, or an unlimited one: count (for `used`) without failing.
            if ACTIVE.with(|a| a.get()) {
                s.set((limit, used.saturating_add(n)));
            }
            return Ok(());
        }
        if used > limit {
            // Exhausted already: refused, and nothing more is counted.
            return Err(Error::BudgetExceeded { ops: used });
        }
        let used = used.saturating_add(n);
        s.set((limit, used));
        if used > limit {
            Err(Error::BudgetExceeded { ops: used })
        } else {
            Ok(())
        }
    })
}

/// [`charge`] for code paths without an error type: `true` when the budget is exhausted.
#[inline]
pub(crate) fn out_of(n: u64) -> bool {
    charge(n).is_err()
}

/// The error for an exhausted budget, for code that learned it through a bool or an
/// internal give-up signal (or that reports a weaker answer of the library as this error).
pub fn error() -> Error {
    Error::BudgetExceeded { ops: used() }
}

/// `Err(BudgetExceeded)` when the budget is exhausted (without charging).
pub(crate) fn check() -> Result<(), Error> {
    if exceeded() {
        Err(error())
    } else {
        Ok(())
    }
}
