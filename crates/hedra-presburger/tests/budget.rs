//! The operations budget ([`hedra_presburger::budget`]): a small budget stops an expensive
//! operation quickly with `Error::BudgetExceeded`, a large one gives the right answer, guards
//! nest and reset, and the budget belongs to one thread.

use hedra_presburger::budget::{self, Budget};
use hedra_presburger::{Error, Map};
use std::time::{Duration, Instant};

/// A convex hull with existentials (five lifted variables per disjunct pair) and a
/// parametric `lexmin (lexmax A)`: both take thousands of counted operations.
const HULL: &str = "[M] -> { S[i, j, k] : -M + j - 4 >= -5 and 0 <= -2M + i + 5 <= 7 and -3 <= M + k + 7 <= 5 and -i + 3k - 2 <= -4 and exists (e : 3i - 8 = 2e + 1); S[i, j, k] : -3M - k + 8 <= 7 and floor((3i - 8)/2) <= j + 4 and -5 <= -i + k + 7 <= 3 and -M + j < 8 and exists (e : k + 2 = 4e + 1) }";
const LEX: &str = "[N,M] -> { [i] -> [j,k] : (0 <= j <= N and 0 <= k <= M and 1*j + -1*i + 5 >= 0 and 1*N + -1*k + 4 >= 0 and 2*j + -2*k + -4 >= 0 and exists (e : j = 3*e + 1)) or (0 <= j <= N and 0 <= k <= M and 2*M + -1*j + -3 >= 0) or (0 <= j <= N and 0 <= k <= M and 2*M + -4 >= 0 and 1*N + 2*j + -2 >= 0) }";

fn parse(s: &str) -> Map {
    s.parse().unwrap()
}

fn is_budget(e: &Error) -> bool {
    matches!(e, Error::BudgetExceeded { .. })
}

#[test]
fn small_budget_stops_quickly() {
    let m = parse(HULL);
    let t = Instant::now();
    {
        let _g = Budget::start(50);
        let r = m.convex_hull();
        assert!(is_budget(&r.unwrap_err()));
        assert!(budget::exceeded());
        // Exhausted stays exhausted: a later operation fails at once.
        let e = m.simple_hull().unwrap_err();
        assert!(is_budget(&e), "{e}");
    }
    assert!(t.elapsed() < Duration::from_secs(5), "{:?}", t.elapsed());
    assert!(!budget::exceeded());
    let l = parse(LEX);
    let _g = Budget::start(100);
    let e = l.lexmax().and_then(|a| a.lexmin()).unwrap_err();
    assert!(is_budget(&e), "{e}");
    assert!(e.to_string().contains("budget"));
}

#[test]
fn large_budget_gives_the_answer() {
    let m = parse(HULL);
    let free = m.convex_hull().unwrap();
    let l = parse(LEX);
    let free_lex = l.lexmax().unwrap().lexmin().unwrap();
    let _g = Budget::start(100_000_000);
    let h = m.convex_hull().unwrap();
    assert!(h.is_equal(&free).unwrap());
    let used = budget::used();
    assert!(used > 50, "only {used} operations counted");
    let r = l.lexmax().unwrap().lexmin().unwrap();
    assert!(r.is_equal(&free_lex).unwrap());
    assert!(budget::used() > used);
    assert!(!budget::exceeded());
    assert!(budget::remaining().unwrap() < 100_000_000);
}

#[test]
fn no_guard_counts_nothing() {
    assert_eq!(budget::used(), 0);
    assert_eq!(budget::remaining(), None);
    assert!(budget::charge(1_000_000).is_ok());
    assert_eq!(budget::used(), 0);
    assert!(parse(HULL).convex_hull().is_ok());
    assert_eq!(budget::used(), 0);
}

#[test]
fn guards_nest_and_reset() {
    let outer = Budget::start(1000);
    budget::charge(100).unwrap();
    assert_eq!(budget::used(), 100);
    {
        // The inner limit is capped by what the outer guard has left (900).
        let _inner = Budget::start(5000);
        assert_eq!(budget::used(), 0);
        assert_eq!(budget::remaining(), Some(900));
        budget::charge(50).unwrap();
        assert_eq!(budget::used(), 50);
    }
    // The inner guard's operations count for the outer one.
    assert_eq!(budget::used(), 150);
    {
        let _inner = Budget::start(10);
        assert!(budget::charge(11).is_err());
        assert!(budget::exceeded());
    }
    // The inner guard ran out, the outer one did not (161 of 1000).
    assert!(!budget::exceeded());
    assert_eq!(budget::used(), 161);
    assert!(budget::charge(1000).is_err());
    drop(outer);
    assert!(!budget::exceeded());
    assert_eq!(budget::remaining(), None);
    // A fresh guard starts from zero.
    let _g = Budget::start(10);
    assert_eq!(budget::used(), 0);
    assert!(budget::charge(10).is_ok());
    assert!(budget::charge(1).is_err());
}

#[test]
fn unlimited_guard_counts() {
    let _g = Budget::start(u64::MAX);
    parse(HULL).convex_hull().unwrap();
    assert!(budget::used() > 0);
    assert!(!budget::exceeded());
}

#[test]
fn budget_is_per_thread() {
    let _g = Budget::start(1);
    assert!(budget::charge(2).is_err());
    let other = std::thread::spawn(|| {
        assert_eq!(budget::remaining(), None);
        parse(HULL).convex_hull().map(|h| h.basics().len())
    })
    .join()
    .unwrap();
    assert_eq!(other.unwrap(), 1);
    assert!(budget::exceeded());
}

/// Once the budget is exhausted, every operation that can fail does so at once and counts
/// nothing more: intersections and subtractions would otherwise keep every pair of disjuncts
/// (no emptiness test proves anything empty any more) and multiply them. Operations
/// without an error (coalescing, emptiness) still answer soundly: the same set, and "not
/// proved empty".
#[test]
fn exhausted_budget_stops_every_operation() {
    let a = parse("[N] -> { [i, j] : 0 <= i < N and 0 <= j <= i or 2 <= i <= 5 and j = N }");
    let b = parse("[N] -> { [i, j] : i >= j + 1 and j >= 0 or i <= -1 }");
    let _g = Budget::start(10);
    let _ = budget::charge(11);
    assert!(budget::exceeded());
    let used = budget::used();
    let m = parse("[N] -> { [i, j] -> [k] : 0 <= k < i < N }");
    for (op, r) in [
        ("intersect", a.intersect(&b)),
        ("subtract", a.subtract(&b)),
        ("union", a.union(&b)),
        ("apply", a.apply(&m)),
        ("lexmax", a.lexmax()),
        ("lexmin", m.lexmin()),
    ] {
        assert!(r.as_ref().is_err_and(is_budget), "{op}: {r:?}");
    }
    assert_eq!(budget::used(), used, "work was counted after exhaustion");
    let c = a.coalesce();
    assert_eq!(c.basics().len(), a.basics().len());
    drop(_g);
    assert!(c.is_equal(&a).unwrap());
}
