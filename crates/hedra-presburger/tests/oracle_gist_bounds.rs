//! Lexicographic order maps, gist, coalescing and dim_min/dim_max, checked against isl.

use hedra_presburger::{Map, Space};

fn m(s: &str) -> Map {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// Parses both texts in isl (as sets or maps) and compares them there.
fn isl_eq(a: &str, b: &str) -> bool {
    let ctx = hedra_isl::Ctx::new();
    if let (Ok(x), Ok(y)) = (ctx.union_set(a), ctx.union_set(b)) {
        return x.is_equal(&y).unwrap();
    }
    let x = ctx
        .union_map(a)
        .unwrap_or_else(|e| panic!("isl rejects {a}: {e}"));
    let y = ctx
        .union_map(b)
        .unwrap_or_else(|e| panic!("isl rejects {b}: {e}"));
    x.is_equal(&y).unwrap()
}

const SETS: &[&str] = &[
    "[N] -> { S[i, j] : 0 <= i < N and 0 <= j <= i }",
    "[N, M] -> { S[i, j] : 0 <= i < N and 0 <= j < M and i + j >= 3 }",
    "{ S[i, j] : exists (e : i = 3e) and 0 <= i <= 20 and i <= j <= i + 4 }",
    "[T, N] -> { S[t, i] : 0 <= t < T and 1 <= i < N - 1 and exists (a : 32a <= t + i < 32a + 32) }",
    "[N] -> { S[i, j] : 0 <= i < N and (j = i or j = i + 1) }",
    "[N] -> { S[i] : 0 <= i <= 4 or 5 <= i <= 9 or (N <= i <= N + 2 and N >= 20) }",
    "{ S[i, j] : 0 <= i <= 10 and 0 <= j <= 10 and (i <= 4 or i >= 5) }",
    "[N] -> { S[i, j, k] : 0 <= k <= j <= i < N and 2k <= i }",
];

#[test]
fn lex_order_maps_match_isl() {
    let ctx = hedra_isl::Ctx::new();
    for s in SETS {
        let set = m(s);
        let space: Space = set.space().clone();
        let u = ctx.union_set(s).unwrap();
        let isl_lt = u
            .universe()
            .unwrap()
            .lex_lt_union_set(&u.universe().unwrap())
            .unwrap();
        let isl_le = u
            .universe()
            .unwrap()
            .lex_le_union_set(&u.universe().unwrap())
            .unwrap();
        let ours_lt = Map::lex_lt(&space).unwrap();
        let ours_le = Map::lex_le(&space).unwrap();
        assert!(
            isl_eq(&ours_lt.to_string(), &isl_lt.to_string()),
            "lex_lt on {s}"
        );
        assert!(
            isl_eq(&ours_le.to_string(), &isl_le.to_string()),
            "lex_le on {s}"
        );
        let gt = Map::lex_gt(&space).unwrap();
        assert!(gt.is_equal(&ours_lt.reverse().unwrap()).unwrap());
        let ge = Map::lex_ge(&space).unwrap();
        assert!(ge.is_equal(&ours_le.reverse().unwrap()).unwrap());
    }
}

#[test]
fn gist_agrees_with_the_set_on_the_context() {
    let contexts = [
        "[N] -> { S[i, j] : N >= 16 and i >= 0 and j >= 0 }",
        "[N, M] -> { S[i, j] : i >= 2 and j >= 2 }",
        "{ S[i, j] : exists (e : i = 3e) }",
        "[T, N] -> { S[t, i] : t >= 0 and i >= 1 and i <= N - 2 }",
        "[N] -> { S[i, j] : j = i }",
        "[N] -> { S[i] : i >= 0 }",
        "{ S[i, j] : i <= 10 and j >= 0 }",
        "[N] -> { S[i, j, k] : k >= 0 and N >= 100 }",
    ];
    let ctx = hedra_isl::Ctx::new();
    for (s, c) in SETS.iter().zip(contexts) {
        let g = m(s).gist(&m(c)).unwrap();
        // G and C = S and C, checked in isl.
        let lhs = ctx
            .union_set(&g.to_string())
            .unwrap()
            .intersect(&ctx.union_set(c).unwrap())
            .unwrap();
        let rhs = ctx
            .union_set(s)
            .unwrap()
            .intersect(&ctx.union_set(c).unwrap())
            .unwrap();
        assert!(lhs.is_equal(&rhs).unwrap(), "gist {s} % {c} = {g}");
    }
    // The classic: bounds implied by the context disappear.
    let g = m("[N] -> { [i] : 0 <= i < N and i >= 2 }")
        .gist(&m("[N] -> { [i] : i >= 5 }"))
        .unwrap();
    assert!(g.is_equal(&m("[N] -> { [i] : i < N }")).unwrap());
    assert_eq!(g.basics()[0].inequalities().len(), 1, "{g}");
    // A set containing the context gists to the universe.
    let u = m("{ [i] : i >= 0 }")
        .gist(&m("{ [i] : 3 <= i <= 7 }"))
        .unwrap();
    assert!(
        u.basics().len() == 1 && u.basics()[0].inequalities().is_empty(),
        "{u}"
    );
    // Parameter context.
    let p = m("[N] -> { [i] : 0 <= i < N and N >= 10 }")
        .gist_params(&m("[N] -> { : N >= 16 }"))
        .unwrap();
    assert!(
        p.is_equal(&m("[N] -> { [i] : 0 <= i < N }")).unwrap(),
        "{p}"
    );
}

#[test]
fn coalesce_merges_convex_unions_and_keeps_the_set() {
    for s in SETS {
        let a = m(s);
        let c = a.coalesce();
        assert!(isl_eq(&c.to_string(), s), "coalesce changed {s}: {c}");
        assert!(c.basics().len() <= a.basics().len());
    }
    let c = m("{ [i] : 0 <= i <= 4 or 5 <= i <= 9 }").coalesce();
    assert_eq!(c.basics().len(), 1, "{c}");
    let c = m("{ [i, j] : 0 <= i, j <= 10 and (i <= 4 or i >= 5) }").coalesce();
    assert_eq!(c.basics().len(), 1, "{c}");
    let c = m("{ [i] : 0 <= i <= 4 or 6 <= i <= 9 }").coalesce();
    assert_eq!(c.basics().len(), 2, "a gap must stay: {c}");
}

/// `coalesce` follows isl: a lone disjunct comes back as written (isl's coalesce returns a
/// map with one disjunct unchanged). `coalesce_and_reduce` also drops its redundant
/// constraints and turns its implicit equalities into equalities, with several disjuncts as
/// with one.
#[test]
fn coalesce_keeps_a_lone_disjunct_and_coalesce_and_reduce_reduces_it() {
    let shape = |m: &Map| -> Vec<(usize, usize)> {
        m.basics()
            .iter()
            .map(|b| (b.inequalities().len(), b.equalities().len()))
            .collect()
    };
    // `i <= 10` follows from `i <= j <= 10`: three inequalities are enough.
    // `i + j <= 0` with `i, j >= 0` means `i = j = 0`: no inequality is left.
    fn three_inequalities((n, e): (usize, usize)) -> bool {
        n == 3 && e == 0
    }
    fn only_equalities((n, e): (usize, usize)) -> bool {
        n == 0 && e >= 2
    }
    /// What a reduced disjunct looks like: (inequalities, equalities) is acceptable.
    type Reduced = fn((usize, usize)) -> bool;
    let cases: [(&str, Reduced); 2] = [
        (
            "{ [i, j] : 0 <= i <= j <= 10 and i <= 10 }",
            three_inequalities,
        ),
        (
            "{ [i, j] : i >= 0 and j >= 0 and i + j <= 0 }",
            only_equalities,
        ),
    ];
    for (s, reduced) in cases {
        let a = m(s);
        let c = a.coalesce();
        assert_eq!(
            shape(&c),
            shape(&a),
            "coalesce changed a lone disjunct: {c}"
        );
        let r = a.coalesce_and_reduce();
        assert!(r.basics().len() == 1 && reduced(shape(&r)[0]), "{r}");
        assert!(isl_eq(&c.to_string(), s) && isl_eq(&r.to_string(), s));
        // With a second disjunct that stays apart, both reduce.
        let two = m(&s.replace('}', " or (i >= 20 and j >= 20 and i + j <= 40) }"));
        for u in [two.coalesce(), two.coalesce_and_reduce()] {
            assert_eq!(u.basics().len(), 2, "{u}");
            assert!(shape(&u).into_iter().any(reduced), "{u}");
        }
    }
}

#[test]
fn dim_min_max_match_isl() {
    let ctx = hedra_isl::Ctx::new();
    for s in SETS {
        let set = m(s);
        let iset = ctx.set(s).unwrap();
        for pos in 0..set.space().n_out() {
            let ours_min = set.dim_min(pos).unwrap();
            let ours_max = set.dim_max(pos).unwrap();
            let isl_min = iset.dim_min_set(pos as u32).unwrap();
            let isl_max = iset.dim_max_set(pos as u32).unwrap();
            assert!(
                isl_eq(&ours_min.to_string(), &isl_min.to_string()),
                "dim_min {pos} of {s}: {ours_min} vs {isl_min}"
            );
            assert!(
                isl_eq(&ours_max.to_string(), &isl_max.to_string()),
                "dim_max {pos} of {s}: {ours_max} vs {isl_max}"
            );
        }
    }
    assert!(m("{ [i, j] : j >= i }").dim_max(1).is_err());
    assert!(m("{ [i] }").dim_min(3).is_err());
}

/// Spaces are shared between a map and its disjuncts: a disjunct of another space is still
/// refused, and coalescing a map built from compatible ones (names differ) works.
#[test]
fn from_basics_refuses_a_disjunct_of_another_space() {
    use hedra_presburger::Error;
    let a = m("{ A[i] : 0 <= i <= 4 }");
    let b = m("{ B[i] : 5 <= i <= 9 }");
    assert!(matches!(
        Map::from_basics(a.space().clone(), vec![b.basics()[0].clone()]),
        Err(Error::SpaceMismatch(_))
    ));
    let c = m("{ A[j] : 5 <= j <= 9 }");
    let u = Map::from_basics(
        a.space().clone(),
        vec![a.basics()[0].clone(), c.basics()[0].clone()],
    )
    .expect("same tuple, other dimension names");
    assert_eq!(u.coalesce_and_reduce().basics().len(), 1);
}

#[test]
fn misuse_is_an_error_not_a_panic() {
    use hedra_presburger::Error;
    let a = m("{ A[i] : i >= 0 }");
    assert!(matches!(
        a.gist(&m("{ B[i] }")),
        Err(Error::SpaceMismatch(_))
    ));
    assert!(matches!(
        a.gist_params(&m("{ A[i] }")),
        Err(Error::SpaceMismatch(_))
    ));
    let map = m("{ A[i] -> B[j] }");
    assert!(matches!(
        Map::lex_lt(map.space()),
        Err(Error::SpaceMismatch(_))
    ));
    assert!(matches!(map.dim_min(5), Err(Error::InvalidDim(_))));
    assert!(matches!(
        m("{ [i] : i >= 0 }").dim_max(0),
        Err(Error::Unbounded(_))
    ));
}
