//! `Map::points`: the points of bounded sets with fixed parameters, against a brute-force
//! scan of a box with `contains_point`.

use hedra_presburger::parse::parse_map;
use hedra_presburger::{Int, Map};

/// The points of `set` (no parameters, or all fixed) in the box `[lo, hi]^n`, by testing
/// each one.
fn brute_force(set: &Map, n: usize, lo: i64, hi: i64) -> Vec<Vec<Int>> {
    let np = set.space().n_param();
    let mut params = Vec::new();
    if np > 0 {
        let s = set.params().unwrap().sample().unwrap();
        params = s.basics()[0].sample().unwrap();
    }
    let mut out = Vec::new();
    let mut p = vec![lo; n];
    loop {
        let mut full: Vec<Int> = params.clone();
        full.extend(p.iter().map(|&v| Int::from(v)));
        if set.contains_point(&full).unwrap() {
            out.push(p.iter().map(|&v| Int::from(v)).collect());
        }
        let mut k = n;
        loop {
            if k == 0 {
                return out;
            }
            k -= 1;
            if p[k] < hi {
                p[k] += 1;
                break;
            }
            p[k] = lo;
        }
    }
}

#[test]
fn points_equal_a_scan_of_the_bounding_box() {
    let cases = [
        ("{ [i, j] : 0 <= j <= i < 6 }", 2),
        (
            "{ [i, j] : 0 <= i < 7 and 0 <= j < 7 and i + j = 2 * floor((i + j) / 2) }",
            2,
        ),
        ("{ [i] : 0 <= i <= 20 and exists k : i = 3 k + 1 }", 1),
        (
            "[N] -> { [i, j] : N = 5 and 1 <= i < N and i <= j < 2 i }",
            2,
        ),
        (
            "{ [i, j] : -3 <= i <= 3 and -3 <= j <= 3 and (i > j + 2 or j > i + 2) }",
            2,
        ),
        (
            "{ [i, j, k] : 0 <= i < 4 and 0 <= j < 4 and 0 <= k <= i + j and k < 5 }",
            3,
        ),
        ("{ [i] : 1 = 0 }", 1),
    ];
    for (text, n) in cases {
        let set = parse_map(text).unwrap();
        let got = set.points(10_000).unwrap().expect("under the limit");
        let want = brute_force(&set, n, -4, 20);
        assert_eq!(got, want, "{text}");
    }
}

#[test]
fn the_limit_and_the_preconditions_are_kept() {
    let big = parse_map("{ [i, j] : 0 <= i < 100 and 0 <= j < 100 }").unwrap();
    assert!(big.points(50).unwrap().is_none());
    assert_eq!(big.points(10_000).unwrap().unwrap().len(), 10_000);
    let free = parse_map("[N] -> { [i] : 0 <= i < N and N <= 10 }").unwrap();
    assert!(free.points(100).is_err(), "a parameter that is not fixed");
    let unbounded = parse_map("{ [i] : i >= 0 }").unwrap();
    assert!(unbounded.points(100).is_err());
    let relation = parse_map("{ A[i] -> B[j] : 0 <= i < 3 and j = i }").unwrap();
    assert!(relation.points(100).is_err());
}
