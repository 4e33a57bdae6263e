//! Minimal cases of disagreements with isl found by the oracle tests (`oracle_random.rs`,
//! `oracle_corpus.rs`), kept as regression tests. Each test names the bug it pins down.

use hedra_presburger::{DimType, Map};

fn m(s: &str) -> Map {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// Equality as isl sees it: hedra's printing read by isl, against isl's reading of `expected`.
fn isl_equal(ours: &Map, expected: &str) -> bool {
    let ctx = hedra_isl::Ctx::new();
    if ours.space().is_map() {
        ctx.map(&ours.to_string())
            .unwrap()
            .is_equal(&ctx.map(expected).unwrap())
            .unwrap()
    } else {
        ctx.set(&ours.to_string())
            .unwrap()
            .is_equal(&ctx.set(expected).unwrap())
            .unwrap()
    }
}

/// `project_out` kept the tuple name; isl drops the name of the tuple that loses dimensions
/// (also when it loses none), so `{ S[i] }` and `{ [i] }` were reported as different.
#[test]
fn project_out_drops_the_tuple_name() {
    let s = m("{ S[i, j] : 0 <= i <= j <= 5 }");
    let p = s.project_out(DimType::Out, 1, 1).unwrap();
    assert_eq!(p.space().out_tuple.name, None);
    assert!(isl_equal(&p, "{ [i] : 0 <= i <= 5 }"), "{p}");
    // n = 0: isl still makes the tuple anonymous.
    let p0 = m("{ S[i] }").project_out(DimType::Out, 0, 0).unwrap();
    assert!(isl_equal(&p0, "{ [i] }"), "{p0}");
    // Only the tuple that loses dimensions changes.
    let a = m("{ S[i] -> A[o, p] : o = i and p = 2i }");
    let pa = a.project_out(DimType::Out, 0, 1).unwrap();
    assert_eq!(pa.space().in_tuple.name.as_deref(), Some("S"));
    assert!(isl_equal(&pa, "{ S[i] -> [p] : p = 2i }"), "{pa}");
    // Projecting parameters keeps the tuples.
    let q = m("[N] -> { S[i] : 0 <= i < N }")
        .project_out(DimType::Param, 0, 1)
        .unwrap();
    assert!(isl_equal(&q, "{ S[i] : i >= 0 }"), "{q}");
    // domain and range still name their tuple.
    assert!(isl_equal(&a.range().unwrap(), "{ A[o, p] : p = 2o }"));
    assert!(isl_equal(&a.domain().unwrap(), "{ S[i] }"));
}

/// isl prints fixed dimensions inside the tuple, `{ S[i = 0] }` (as in every lexmin result);
/// hedra's parser rejected it ("unknown name 'i'").
#[test]
fn parse_isl_fixed_dimension_tuples() {
    let s = m("{ S[i = 0] }");
    assert_eq!(s.space().out_tuple.dims[0].as_deref(), Some("i"));
    assert!(isl_equal(&s, "{ S[0] }"), "{s}");
    let t = m("[N] -> { S[i, j = i + N] : 0 <= i < N }");
    assert!(isl_equal(&t, "[N] -> { S[i, i + N] : 0 <= i < N }"), "{t}");
    let u = m("{ S[i] -> A[o = i + 1, p] : p >= o }");
    assert!(isl_equal(&u, "{ S[i] -> A[i + 1, p] : p >= i + 1 }"), "{u}");
    // The name may be used in the constraints.
    let v = m("{ [i = 3, j] : j <= i }");
    assert!(isl_equal(&v, "{ [3, j] : j <= 3 }"), "{v}");
    // The value may be quasi-affine.
    let w = m("{ [i, j = floor(i/2)] }");
    assert!(isl_equal(&w, "{ [i, j] : j = floor(i/2) }"), "{w}");
}

/// Subtraction and intersection produced twin divs (same floor definition), which made later
/// operations (lexmin through subtraction) slow; they are now merged.
#[test]
fn identical_divs_are_merged() {
    let a = m("{ [i] : exists e : i = 2e and 0 <= i <= 20 }");
    let b = m("{ [i] : exists e : i = 2e and 4 <= i <= 8 }");
    let i = a.intersect(&b).unwrap();
    assert!(i.basics().iter().all(|b| b.n_div() <= 1), "{i}");
    assert!(isl_equal(&i, "{ [i] : i mod 2 = 0 and 4 <= i <= 8 }"));
    let d = a.subtract(&b).unwrap();
    assert!(d.basics().iter().all(|b| b.n_div() <= 1), "{d}");
    assert!(isl_equal(
        &d,
        "{ [i] : i mod 2 = 0 and 0 <= i <= 20 and (i <= 3 or i >= 9) }"
    ));
}

/// Found by a deep coalescing-fusion oracle run: redundancy removal shrank one half of a
/// convex union to `i = -1 and N = 3`, losing the facet `2N + 3i >= 2` that the union needs,
/// so the halves no longer fused. Fusion now first tries the disjuncts as written.
#[test]
fn fusion_keeps_the_shared_facet() {
    let u = m(
        "[N] -> { [i, j] : 2N + 3i >= 2 and 1 <= N <= 3 and i <= -1; \
               [i, j] : 2N + 3i >= 2 and 1 <= N <= 3 and i >= 0 }",
    );
    let c = u.coalesce();
    assert_eq!(c.basics().len(), 1, "{c}");
    assert!(isl_equal(
        &c,
        "[N] -> { [i, j] : 2N + 3i >= 2 and 1 <= N <= 3 }"
    ));
}

/// A constraint added after pivots must be scaled by the running denominator: this system
/// was once reported empty (its redundancy removal then dropped `N >= i - 1`).
#[test]
fn constraint_added_after_pivots() {
    let s = m("[N] -> { [i] : 2N = i + 1 and N >= 1 and N >= i - 1 }");
    let r = s.remove_redundancies();
    assert!(
        isl_equal(&r, "[N] -> { [i] : 2N = i + 1 and 1 <= N <= 2 }"),
        "{r}"
    );
    let p = m("{ [N, i] : 2N = i + 1 and N >= 1 and i - N >= 2 }");
    let pt = p.basics()[0].lexmin_point().unwrap().unwrap();
    assert_eq!(
        pt,
        vec![
            hedra_presburger::Int::from(3),
            hedra_presburger::Int::from(5)
        ]
    );
}
