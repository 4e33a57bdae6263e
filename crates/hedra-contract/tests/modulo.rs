//! Successive modulo on random difference sets: the degrees it gives always separate the
//! conflicting cells (for every nonzero difference `d` of the set, some `d_k mod b_k` is
//! nonzero), and they are the smallest per dimension in the order it chooses them.

use hedra_contract::modulo::successive_modulo;
use hedra_presburger::Set;
use proptest::prelude::*;

/// The set of the given points (a 2-D difference set, made symmetric with 0 added).
fn set_of(points: &[(i64, i64)]) -> Set {
    let mut all: Vec<(i64, i64)> = points.to_vec();
    all.extend(points.iter().map(|&(a, b)| (-a, -b)));
    all.push((0, 0));
    let text: Vec<String> = all
        .iter()
        .map(|(a, b)| format!("t[i, j] : i = {a} and j = {b}"))
        .collect();
    format!("{{ {} }}", text.join("; ")).parse().unwrap()
}

proptest! {
    #[test]
    fn degrees_separate_every_difference(points in prop::collection::vec((-6i64..=6, -6i64..=6), 1..8)) {
        let ds = set_of(&points);
        let degrees = successive_modulo(&ds, 2).unwrap();
        let b: Vec<i64> = degrees.iter().map(|d| d.expect("a finite set") as i64).collect();
        for &(x, y) in &points {
            if (x, y) != (0, 0) {
                prop_assert!(x.rem_euclid(b[0]) != 0 || y.rem_euclid(b[1]) != 0,
                    "({x}, {y}) maps to 0 with degrees {b:?}");
            }
        }
        // b_0 is the smallest that separates the differences whose first coordinate is
        // nonzero; b_1 the smallest for those whose first coordinate is zero.
        let max0 = points.iter().map(|p| p.0.abs()).max().unwrap_or(0);
        prop_assert_eq!(b[0], max0 + 1);
        let max1 = points.iter().filter(|p| p.0 == 0).map(|p| p.1.abs()).max().unwrap_or(0);
        prop_assert_eq!(b[1], max1 + 1);
    }
}

#[test]
fn a_parametric_difference_has_no_constant_degree() {
    let ds: Set = "[N] -> { t[i, j] : i = 0 and -N <= j <= N and N >= 1 }"
        .parse()
        .unwrap();
    assert_eq!(successive_modulo(&ds, 2).unwrap(), vec![Some(1), None]);
}
