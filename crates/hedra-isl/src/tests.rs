//! Known-answer tests for every wrapped function.

use super::*;

/// Asserts that `actual` equals the union set parsed from `expected`.
#[track_caller]
fn assert_us(actual: &UnionSet<'_>, expected: &str) {
    let e = actual.ctx().union_set(expected).unwrap();
    assert!(
        actual.is_equal(&e).unwrap(),
        "got {actual}, expected {expected}"
    );
}

#[track_caller]
fn assert_um(actual: &UnionMap<'_>, expected: &str) {
    let e = actual.ctx().union_map(expected).unwrap();
    assert!(
        actual.is_equal(&e).unwrap(),
        "got {actual}, expected {expected}"
    );
}

#[track_caller]
fn assert_set(actual: &Set<'_>, expected: &str) {
    let e = actual.ctx().set(expected).unwrap();
    assert!(
        actual.is_equal(&e).unwrap(),
        "got {actual}, expected {expected}"
    );
}

#[track_caller]
fn assert_map(actual: &Map<'_>, expected: &str) {
    let e = actual.ctx().map(expected).unwrap();
    assert!(
        actual.is_equal(&e).unwrap(),
        "got {actual}, expected {expected}"
    );
}

const TRI: &str = "[N] -> { S[i, j] : 0 <= i < N and 0 <= j <= i }";

// ---------------------------------------------------------------- Ctx / errors

#[test]
fn ctx_parse_and_print() {
    let ctx = Ctx::default();
    let s = ctx.union_set("{ A[i] : 0 <= i <= 3 }").unwrap();
    assert_eq!(s.to_string(), "{ A[i] : 0 <= i <= 3 }");
    assert_eq!(format!("{s:?}"), "UnionSet({ A[i] : 0 <= i <= 3 })");
    let m = ctx.union_map("{ A[i] -> B[i + 1] }").unwrap();
    assert_eq!(m.to_string(), "{ A[i] -> B[1 + i] }");
    let s = ctx.set("[N] -> { [i] : 0 <= i < N }").unwrap();
    assert_eq!(s.to_string(), "[N] -> { [i] : 0 <= i < N }");
    let m = ctx.map("{ [i] -> [2i] }").unwrap();
    assert_eq!(m.to_string(), "{ [i] -> [2i] }");
    assert!(format!("{ctx:?}").starts_with("Ctx"));
}

#[test]
fn parse_errors_return_err() {
    let ctx = Ctx::new();
    let e = ctx.union_set("{ [i] : ").unwrap_err();
    assert!(e.message().contains("isl_union_set_read_from_str"), "{e}");
    assert!(e.message().contains("{ [i] : "), "{e}");
    assert!(ctx.union_map("{ A[i] -> }").is_err());
    assert!(ctx.set("not isl at all").is_err());
    assert!(ctx.map("{ [i] -> [j] : i +* j }").is_err());
    let e = ctx.set("a\0b").unwrap_err();
    assert!(e.message().contains("NUL"), "{e}");
    // The context stays usable after errors.
    assert_us(&ctx.union_set("{ A[0] }").unwrap(), "{ A[i] : i = 0 }");
}

#[test]
fn semantic_errors_return_err() {
    let ctx = Ctx::new();
    let s = ctx.set("{ [i] : 0 <= i < 4 }").unwrap();
    let e = s.project_out(DimType::Set, 3, 1).unwrap_err();
    assert!(e.message().contains("isl_set_project_out"), "{e}");
    assert!(!e.to_string().is_empty());
    // Multi-space union cannot become a single set.
    let u = ctx.union_set("{ A[i] : i = 0; B[] }").unwrap();
    assert!(Set::from_union_set(&u).is_err());
    // deltas needs equal domain/range dimensions for single maps.
    let m = ctx.map("{ [i] -> [i, 1] }").unwrap();
    assert!(m.deltas().is_err());
    // Still usable.
    assert!(!s.is_empty().unwrap());
}

#[test]
fn mixing_contexts_is_rejected() {
    let a = Ctx::new();
    let b = Ctx::new();
    let x = a.union_set("{ A[0] }").unwrap();
    let y = b.union_set("{ A[0] }").unwrap();
    assert!(x.union(&y).is_err());
    assert!(x.is_equal(&y).is_err());
    let d = a.union_set("{ A[1] }").unwrap();
    let r = b.union_set("{ A[1] }").unwrap();
    assert!(UnionMap::from_domain_and_range(&d, &r).is_err());
}

#[test]
fn equality_helpers() {
    let ctx = Ctx::new();
    assert!(isl_equal_union_sets(&ctx, "{ A[i] : 0 <= i < 3 }", "{ A[0]; A[1]; A[2] }").unwrap());
    assert!(!isl_equal_union_sets(&ctx, "{ A[i] : 0 <= i < 3 }", "{ A[0]; A[1] }").unwrap());
    assert!(isl_equal_union_sets(&ctx, "{ A[i] : ", "{ }").is_err());
    assert!(
        isl_equal_union_maps(&ctx, "{ A[i] -> B[i + 1] }", "{ A[i] -> B[j] : j - i = 1 }").unwrap()
    );
    assert!(!isl_equal_union_maps(&ctx, "{ A[i] -> B[i] }", "{ A[i] -> B[i + 1] }").unwrap());
}

#[test]
fn clone_and_drop_are_refcounted() {
    let ctx = Ctx::new();
    let s = ctx.union_set(TRI).unwrap();
    let c = s.clone();
    drop(s);
    assert_us(&c, TRI);
    let m = ctx.union_map("{ A[i] -> B[i] }").unwrap();
    let mc = m.clone();
    drop(m);
    assert_eq!(mc.n_map().unwrap(), 1);
    let st = ctx.set("{ [i] : i >= 0 }").unwrap();
    let sc = st.clone();
    drop(st);
    assert!(!sc.is_bounded().unwrap());
    let mp = ctx.map("{ [i] -> [i] }").unwrap();
    let mpc = mp.clone();
    drop(mp);
    assert!(mpc.is_injective().unwrap());
}

// ---------------------------------------------------------------- UnionSet

#[test]
fn union_set_boolean_algebra() {
    let ctx = Ctx::new();
    let a = ctx.union_set("{ A[i] : 0 <= i < 10; B[] }").unwrap();
    let b = ctx.union_set("{ A[i] : 5 <= i < 15 }").unwrap();
    assert_us(&a.union(&b).unwrap(), "{ A[i] : 0 <= i < 15; B[] }");
    assert_us(&a.intersect(&b).unwrap(), "{ A[i] : 5 <= i < 10 }");
    assert_us(&a.subtract(&b).unwrap(), "{ A[i] : 0 <= i < 5; B[] }");
    assert!(!a.is_empty().unwrap());
    assert!(a.subtract(&a).unwrap().is_empty().unwrap());
    assert!(ctx
        .union_set("[N] -> { A[i] : N < i < N }")
        .unwrap()
        .is_empty()
        .unwrap());
    let i = a.intersect(&b).unwrap();
    assert!(i.is_subset(&a).unwrap());
    assert!(!a.is_subset(&b).unwrap());
    assert!(i.is_strict_subset(&a).unwrap());
    assert!(!a.is_strict_subset(&a).unwrap());
    assert!(a.is_equal(&a.clone()).unwrap());
    assert!(!a.is_equal(&b).unwrap());
    assert_eq!(a.n_set().unwrap(), 2);
    assert_eq!(b.n_set().unwrap(), 1);
}

#[test]
fn union_set_lexmin_lexmax() {
    let ctx = Ctx::new();
    let s = ctx.union_set(TRI).unwrap();
    assert_us(&s.lexmax().unwrap(), "[N] -> { S[N - 1, N - 1] : N > 0 }");
    assert_us(&s.lexmin().unwrap(), "[N] -> { S[0, 0] : N > 0 }");
    let two = ctx
        .union_set("{ A[i] : 2 <= i <= 7; B[i, j] : 0 <= j <= i <= 3 }")
        .unwrap();
    assert_us(&two.lexmin().unwrap(), "{ A[2]; B[0, 0] }");
    assert_us(&two.lexmax().unwrap(), "{ A[7]; B[3, 3] }");
}

#[test]
fn union_set_sample_point() {
    let ctx = Ctx::new();
    let s = ctx
        .union_set("{ A[i] : 3 <= i <= 5 and i % 2 = 0 }")
        .unwrap();
    let p = s.sample_point().unwrap();
    assert_us(&p, "{ A[4] }");
    let s = ctx
        .union_set("{ A[i, j] : 0 <= i, j and i + j <= 3; B[k] : k = 7 }")
        .unwrap();
    let p = s.sample_point().unwrap();
    assert!(!p.is_empty().unwrap());
    assert!(p.is_subset(&s).unwrap());
    assert_eq!(p.n_set().unwrap(), 1);
    let empty = ctx.union_set("{ A[i] : 0 < i < 1 }").unwrap();
    assert!(empty.sample_point().unwrap().is_empty().unwrap());
    // Membership test through is_subset.
    let pt = ctx.union_set("{ A[1, 2] }").unwrap();
    assert!(pt.is_subset(&s).unwrap());
    let out = ctx.union_set("{ A[2, 2] }").unwrap();
    assert!(!out.is_subset(&s).unwrap());
}

#[test]
fn union_set_misc() {
    let ctx = Ctx::new();
    let s = ctx
        .union_set("{ A[i] : 0 <= i < 5; A[i] : 5 <= i < 10 }")
        .unwrap();
    let c = s.coalesce().unwrap();
    assert_us(&c, "{ A[i] : 0 <= i <= 9 }");
    assert_eq!(c.to_string(), "{ A[i] : 0 <= i <= 9 }");

    let p = ctx
        .union_set("[N, M] -> { A[i] : 0 <= i < N and M > 2 }")
        .unwrap()
        .params()
        .unwrap();
    assert_set(&p, "[N, M] -> { : N > 0 and M > 2 }");

    let m = ctx.union_map("{ A[i] -> B[i + 1, 2i] }").unwrap();
    let img = ctx
        .union_set("{ A[i] : 0 <= i <= 2; C[] }")
        .unwrap()
        .apply(&m)
        .unwrap();
    assert_us(&img, "{ B[1, 0]; B[2, 2]; B[3, 4] }");

    let id = ctx
        .union_set("{ A[i] : 0 <= i <= 1; B[] }")
        .unwrap()
        .identity()
        .unwrap();
    assert_um(&id, "{ A[i] -> A[i] : 0 <= i <= 1; B[] -> B[] }");

    let u = ctx
        .union_set("[N] -> { A[i] : 0 <= i < N; B[j, k] : j = k }")
        .unwrap()
        .universe()
        .unwrap();
    assert_us(&u, "[N] -> { A[i]; B[j, k] }");

    let de = ctx
        .union_set("{ A[i, j] : i <= j and j <= i and 0 <= i <= 4 }")
        .unwrap();
    let de2 = de.detect_equalities().unwrap();
    assert!(de2.is_equal(&de).unwrap());
    assert_eq!(de2.to_string(), "{ A[i, j = i] : 0 <= i <= 4 }");

    let g = ctx.union_set("{ A[i] : 0 <= i <= 10 }").unwrap();
    let gctx = ctx.union_set("{ A[i] : i >= 0 }").unwrap();
    let gg = g.gist(&gctx).unwrap();
    assert_us(&gg, "{ A[i] : i <= 10 }");
    assert_eq!(gg.to_string(), "{ A[i] : i <= 10 }");

    let gp = ctx
        .union_set("[N] -> { A[i] : 0 <= i < N and N >= 5 }")
        .unwrap();
    let pctx = ctx.set("[N] -> { : N >= 10 }").unwrap();
    let r = gp.gist_params(&pctx).unwrap();
    assert_eq!(r.to_string(), "[N] -> { A[i] : 0 <= i < N }");

    let ip = ctx
        .union_set("[N] -> { A[i] : 0 <= i < N }")
        .unwrap()
        .intersect_params(&pctx)
        .unwrap();
    assert_us(&ip, "[N] -> { A[i] : 0 <= i < N and N >= 10 }");

    let w = ctx
        .union_set("{ [A[i] -> B[j]] : j = i + 1 }")
        .unwrap()
        .unwrap()
        .unwrap();
    assert_um(&w, "{ A[i] -> B[i + 1] }");
}

#[test]
fn union_set_lex_orders() {
    let ctx = Ctx::new();
    let a = ctx.union_set("{ A[i] : 0 <= i <= 2 }").unwrap();
    let lt = a.lex_lt_union_set(&a).unwrap();
    assert_um(&lt, "{ A[i] -> A[j] : 0 <= i < j <= 2 }");
    let le = a.lex_le_union_set(&a).unwrap();
    assert_um(&le, "{ A[i] -> A[j] : 0 <= i <= j <= 2 }");
}

#[test]
fn union_set_from_set() {
    let ctx = Ctx::new();
    let s = ctx.set("{ A[i] : 0 <= i < 3 }").unwrap();
    let u = UnionSet::from(s);
    assert_us(&u, "{ A[0]; A[1]; A[2] }");
    let back = Set::from_union_set(&u).unwrap();
    assert_set(&back, "{ A[i] : 0 <= i < 3 }");
}

// ---------------------------------------------------------------- UnionMap

#[test]
fn union_map_boolean_algebra() {
    let ctx = Ctx::new();
    let a = ctx.union_map("{ A[i] -> B[i] : 0 <= i < 10 }").unwrap();
    let b = ctx
        .union_map("{ A[i] -> B[i] : 5 <= i < 15; A[i] -> C[] }")
        .unwrap();
    assert_um(
        &a.union(&b).unwrap(),
        "{ A[i] -> B[i] : 0 <= i < 15; A[i] -> C[] }",
    );
    assert_um(&a.intersect(&b).unwrap(), "{ A[i] -> B[i] : 5 <= i < 10 }");
    assert_um(&a.subtract(&b).unwrap(), "{ A[i] -> B[i] : 0 <= i < 5 }");
    assert!(!a.is_empty().unwrap());
    assert!(a.subtract(&a).unwrap().is_empty().unwrap());
    let i = a.intersect(&b).unwrap();
    assert!(i.is_subset(&a).unwrap());
    assert!(!a.is_subset(&b).unwrap());
    assert!(i.is_strict_subset(&a).unwrap());
    assert!(!a.is_strict_subset(&a).unwrap());
    assert!(a.is_equal(&a).unwrap());
    assert!(!a.is_equal(&b).unwrap());
    assert_eq!(b.n_map().unwrap(), 2);
}

#[test]
fn union_map_structure() {
    let ctx = Ctx::new();
    let m = ctx
        .union_map("[N] -> { A[i] -> B[i + 1] : 0 <= i < N; A[i] -> C[] : i = 0 }")
        .unwrap();
    assert_um(
        &m.reverse().unwrap(),
        "[N] -> { B[j] -> A[j - 1] : 1 <= j <= N; C[] -> A[0] }",
    );
    assert_us(&m.domain().unwrap(), "[N] -> { A[i] : 0 <= i < N; A[0] }");
    assert_us(&m.range().unwrap(), "[N] -> { B[j] : 1 <= j <= N; C[] : }");
    assert_set(&m.params().unwrap(), "[N] -> { : }");
    assert_um(
        &m.universe().unwrap(),
        "[N] -> { A[i] -> B[j]; A[i] -> C[] }",
    );
    assert_us(
        &m.wrap().unwrap(),
        "[N] -> { [A[i] -> B[i + 1]] : 0 <= i < N; [A[0] -> C[]] }",
    );
}

#[test]
fn union_map_composition() {
    let ctx = Ctx::new();
    let a = ctx.union_map("{ S[i] -> T[i + 1] }").unwrap();
    let b = ctx.union_map("{ T[j] -> U[2j] }").unwrap();
    // iscc: a . b
    assert_um(&a.apply_range(&b).unwrap(), "{ S[i] -> U[2i + 2] }");
    // apply_domain: { c -> b : a -> b in self, a -> c in other }
    let c = ctx.union_map("{ S[i] -> R[i - 1] }").unwrap();
    assert_um(&a.apply_domain(&c).unwrap(), "{ R[k] -> T[k + 2] }");
    let d = ctx.union_set("{ S[i] : 0 <= i <= 2 }").unwrap();
    assert_um(
        &a.intersect_domain(&d).unwrap(),
        "{ S[i] -> T[i + 1] : 0 <= i <= 2 }",
    );
    let r = ctx.union_set("{ T[j] : j <= 0 }").unwrap();
    assert_um(
        &a.intersect_range(&r).unwrap(),
        "{ S[i] -> T[i + 1] : i <= -1 }",
    );
    let p = ctx.set("[N] -> { : N = 3 }").unwrap();
    let pm = ctx.union_map("[N] -> { S[i] -> T[N] }").unwrap();
    assert_um(
        &pm.intersect_params(&p).unwrap(),
        "[N] -> { S[i] -> T[3] : N = 3 }",
    );
}

#[test]
fn union_map_lex_and_deltas() {
    let ctx = Ctx::new();
    let m = ctx
        .union_map("[N] -> { A[i] -> B[j] : 0 <= i < N and i <= j < N }")
        .unwrap();
    assert_um(&m.lexmin().unwrap(), "[N] -> { A[i] -> B[i] : 0 <= i < N }");
    assert_um(
        &m.lexmax().unwrap(),
        "[N] -> { A[i] -> B[N - 1] : 0 <= i < N }",
    );
    let dep = ctx
        .union_map("{ S[i, j] -> S[i + 1, j - 2] : 0 <= i, j <= 10; T[k] -> T[k + 3] }")
        .unwrap();
    assert_us(&dep.deltas().unwrap(), "{ S[1, -2]; T[3] }");
}

#[test]
fn union_map_simplification() {
    let ctx = Ctx::new();
    let m = ctx
        .union_map("{ A[i] -> B[i] : 0 <= i < 5; A[i] -> B[i] : 5 <= i < 10 }")
        .unwrap();
    let c = m.coalesce().unwrap();
    assert_eq!(c.to_string(), "{ A[i] -> B[i] : 0 <= i <= 9 }");

    let e = ctx
        .union_map("{ A[i] -> B[j] : j <= i and i <= j }")
        .unwrap();
    let de = e.detect_equalities().unwrap();
    assert!(de.is_equal(&e).unwrap());
    assert_eq!(de.to_string(), "{ A[i] -> B[j = i] }");

    let g = ctx
        .union_map("{ A[i] -> B[j] : 0 <= i <= 10 and j = i }")
        .unwrap();
    let gc = ctx.union_map("{ A[i] -> B[j] : i >= 0 }").unwrap();
    assert_eq!(
        g.gist(&gc).unwrap().to_string(),
        "{ A[i] -> B[j = i] : i <= 10 }"
    );
    let gd = ctx.union_set("{ A[i] : i >= 0 }").unwrap();
    assert_eq!(
        g.gist_domain(&gd).unwrap().to_string(),
        "{ A[i] -> B[j = i] : i <= 10 }"
    );
    let gr = ctx.union_set("{ B[j] : j <= 10 }").unwrap();
    assert_eq!(
        g.gist_range(&gr).unwrap().to_string(),
        "{ A[i] -> B[j = i] : i >= 0 }"
    );
    let gp = ctx
        .union_map("[N] -> { A[i] -> B[i] : 0 <= i < N and N >= 5 }")
        .unwrap();
    let pc = ctx.set("[N] -> { : N >= 10 }").unwrap();
    assert_eq!(
        gp.gist_params(&pc).unwrap().to_string(),
        "[N] -> { A[i] -> B[i] : 0 <= i < N }"
    );
}

#[test]
fn union_map_products() {
    let ctx = Ctx::new();
    let a = ctx.union_map("{ A[i] -> B[i + 1] }").unwrap();
    let b = ctx.union_map("{ A[i] -> C[2i] }").unwrap();
    assert_um(
        &a.product(&b).unwrap(),
        "{ [A[i] -> A[k]] -> [B[i + 1] -> C[2k]] }",
    );
    let c = ctx.union_map("{ D[k] -> B[k] }").unwrap();
    assert_um(
        &a.domain_product(&c).unwrap(),
        "{ [A[i] -> D[i + 1]] -> B[i + 1] }",
    );
    assert_um(
        &a.range_product(&b).unwrap(),
        "{ A[i] -> [B[i + 1] -> C[2i]] }",
    );
    // The flattened range tuple is anonymous.
    assert_um(
        &a.flat_range_product(&b).unwrap(),
        "{ A[i] -> [i + 1, 2i] }",
    );
}

#[test]
fn union_map_properties() {
    let ctx = Ctx::new();
    let f = ctx.union_map("{ A[i] -> B[i + 1] }").unwrap();
    assert!(f.is_single_valued().unwrap());
    assert!(f.is_injective().unwrap());
    assert!(f.is_bijective().unwrap());
    let sq = ctx.union_map("{ A[i] -> B[i * i] : -2 <= i <= 2 }");
    assert!(sq.is_err(), "non-affine input must be rejected");
    let many = ctx.union_map("{ A[i] -> B[j] : 0 <= j <= i }").unwrap();
    assert!(!many.is_single_valued().unwrap());
    let fold = ctx.union_map("{ A[i] -> B[floor(i / 2)] }").unwrap();
    assert!(fold.is_single_valued().unwrap());
    assert!(!fold.is_injective().unwrap());
    assert!(!fold.is_bijective().unwrap());
}

#[test]
fn union_map_constructors_and_closure() {
    let ctx = Ctx::new();
    let d = ctx.union_set("{ A[i] : 0 <= i <= 1 }").unwrap();
    let r = ctx.union_set("{ B[]; C[j] : j = 5 }").unwrap();
    let m = UnionMap::from_domain_and_range(&d, &r).unwrap();
    assert_um(
        &m,
        "{ A[i] -> B[] : 0 <= i <= 1; A[i] -> C[5] : 0 <= i <= 1 }",
    );
    let step = ctx.union_map("{ S[i] -> S[i + 1] : 0 <= i < 10 }").unwrap();
    let (tc, exact) = step.transitive_closure().unwrap();
    assert!(exact);
    assert_um(&tc, "{ S[i] -> S[j] : 0 <= i < j <= 10 }");
    let single = ctx.map("{ A[i] -> B[i] }").unwrap();
    let u = UnionMap::from(single);
    assert_um(&u, "{ A[i] -> B[i] }");
    let back = Map::from_union_map(&u).unwrap();
    assert_map(&back, "{ A[i] -> B[i] }");
    assert!(Map::from_union_map(&m).is_err());
}

// ---------------------------------------------------------------- Set

#[test]
fn set_boolean_algebra() {
    let ctx = Ctx::new();
    let a = ctx.set("{ [i] : 0 <= i < 10 }").unwrap();
    let b = ctx.set("{ [i] : 5 <= i < 15 }").unwrap();
    assert_set(&a.union(&b).unwrap(), "{ [i] : 0 <= i < 15 }");
    assert_set(&a.intersect(&b).unwrap(), "{ [i] : 5 <= i < 10 }");
    assert_set(&a.subtract(&b).unwrap(), "{ [i] : 0 <= i < 5 }");
    assert_set(&a.complement().unwrap(), "{ [i] : i < 0 or i >= 10 }");
    assert!(!a.is_empty().unwrap());
    assert!(a.subtract(&a).unwrap().is_empty().unwrap());
    assert!(a.intersect(&b).unwrap().is_subset(&a).unwrap());
    assert!(!a.is_subset(&b).unwrap());
    assert!(a.is_equal(&a.clone()).unwrap());
    assert!(!a.is_equal(&b).unwrap());
    assert!(a.is_bounded().unwrap());
    assert!(!ctx.set("{ [i] : i >= 0 }").unwrap().is_bounded().unwrap());
    assert!(!a.is_singleton().unwrap());
    assert!(ctx
        .set("[N] -> { [i] : i = 2N }")
        .unwrap()
        .is_singleton()
        .unwrap());
}

#[test]
fn set_lex_and_dims() {
    let ctx = Ctx::new();
    let s = ctx.set(TRI).unwrap();
    let lm = s.lexmax().unwrap();
    assert_set(&lm, "[N] -> { S[N - 1, N - 1] : N > 0 }");
    assert_eq!(
        lm.to_string(),
        "[N] -> { S[i = -1 + N, j = -1 + N] : N > 0 }"
    );
    assert_set(&s.lexmin().unwrap(), "[N] -> { S[0, 0] : N > 0 }");
    assert_eq!(s.dim_min(1).unwrap(), "[N] -> { [(0)] : N > 0 }");
    assert_eq!(s.dim_max(0).unwrap(), "[N] -> { [(-1 + N)] : N > 0 }");
    assert_set(&s.dim_min_set(0).unwrap(), "[N] -> { [0] : N > 0 }");
    assert_set(&s.dim_max_set(1).unwrap(), "[N] -> { [N - 1] : N > 0 }");
    assert!(s.dim_min(2).is_err());
    assert_eq!(s.dim(DimType::Set).unwrap(), 2);
    assert_eq!(s.n_dim().unwrap(), 2);
    assert_eq!(s.n_param().unwrap(), 1);
    assert_eq!(s.dim(DimType::Param).unwrap(), 1);
}

#[test]
fn set_projection_and_hulls() {
    let ctx = Ctx::new();
    let s = ctx.set(TRI).unwrap();
    assert_set(
        &s.project_out(DimType::Set, 1, 1).unwrap(),
        // isl drops the tuple name when the number of dimensions changes.
        "[N] -> { [i] : 0 <= i < N }",
    );
    assert_set(
        &s.project_out(DimType::Param, 0, 1).unwrap(),
        "{ S[i, j] : 0 <= j <= i }",
    );
    let l = ctx
        .set("{ [i, j] : (i = 0 and 0 <= j <= 2) or (j = 0 and 0 <= i <= 2) }")
        .unwrap();
    let hull = l.convex_hull().unwrap();
    assert_set(&hull, "{ [i, j] : i >= 0 and j >= 0 and i + j <= 2 }");
    let sh = l.simple_hull().unwrap();
    assert!(l.is_subset(&sh).unwrap());
    assert!(hull.is_subset(&sh).unwrap());
    assert_set(&sh, "{ [i, j] : 0 <= i <= 2 and 0 <= j <= 2 }");
}

#[test]
fn set_sample_and_misc() {
    let ctx = Ctx::new();
    let s = ctx.set("{ [i] : 3 <= i <= 5 and i % 2 = 0 }").unwrap();
    let p = s.sample_point().unwrap();
    assert_set(&p, "{ [4] }");
    assert!(p.is_singleton().unwrap());
    let e = ctx.set("{ [i] : 0 < i < 1 }").unwrap();
    assert!(e.sample_point().unwrap().is_empty().unwrap());

    let c = ctx
        .set("{ [i] : 0 <= i < 5 or 5 <= i < 10 }")
        .unwrap()
        .coalesce()
        .unwrap();
    assert_eq!(c.to_string(), "{ [i] : 0 <= i <= 9 }");
    assert_set(
        &ctx.set("[N] -> { [i] : 0 <= i < N }")
            .unwrap()
            .params()
            .unwrap(),
        "[N] -> { : N > 0 }",
    );
    let m = ctx.map("{ [i] -> [2i + 1] }").unwrap();
    assert_set(
        &ctx.set("{ [i] : 0 <= i <= 2 }").unwrap().apply(&m).unwrap(),
        "{ [1]; [3]; [5] }",
    );
    let de = ctx
        .set("{ [i, j] : i <= j <= i }")
        .unwrap()
        .detect_equalities()
        .unwrap();
    assert_eq!(de.to_string(), "{ [i, j = i] }");
    let g = ctx.set("{ [i] : 0 <= i <= 10 }").unwrap();
    assert_eq!(
        g.gist(&ctx.set("{ [i] : i >= 0 }").unwrap())
            .unwrap()
            .to_string(),
        "{ [i] : i <= 10 }"
    );
    let gp = ctx.set("[N] -> { [i] : 0 <= i < N and N >= 5 }").unwrap();
    assert_eq!(
        gp.gist_params(&ctx.set("[N] -> { : N >= 10 }").unwrap())
            .unwrap()
            .to_string(),
        "[N] -> { [i] : 0 <= i < N }"
    );
}

// ---------------------------------------------------------------- Map

#[test]
fn map_boolean_algebra() {
    let ctx = Ctx::new();
    let a = ctx.map("{ [i] -> [j] : 0 <= i < 10 and j = i }").unwrap();
    let b = ctx.map("{ [i] -> [j] : 5 <= i < 15 and j = i }").unwrap();
    assert_map(&a.union(&b).unwrap(), "{ [i] -> [i] : 0 <= i < 15 }");
    assert_map(&a.intersect(&b).unwrap(), "{ [i] -> [i] : 5 <= i < 10 }");
    assert_map(&a.subtract(&b).unwrap(), "{ [i] -> [i] : 0 <= i < 5 }");
    let lt = ctx.map("{ [i] -> [j] : i < j }").unwrap();
    assert_map(&lt.complement().unwrap(), "{ [i] -> [j] : j <= i }");
    assert!(!a.is_empty().unwrap());
    assert!(a.subtract(&a).unwrap().is_empty().unwrap());
    assert!(a.intersect(&b).unwrap().is_subset(&a).unwrap());
    assert!(!a.is_subset(&b).unwrap());
    assert!(a.is_equal(&a).unwrap());
    assert!(!a.is_equal(&b).unwrap());
    assert!(a.is_single_valued().unwrap());
    assert!(a.is_injective().unwrap());
    assert!(!lt.is_single_valued().unwrap());
    assert!(!lt.is_injective().unwrap());
}

#[test]
fn map_structure() {
    let ctx = Ctx::new();
    let m = ctx
        .map("[N] -> { A[i] -> B[j] : 0 <= i < N and i <= j < N }")
        .unwrap();
    assert_map(&m.lexmin().unwrap(), "[N] -> { A[i] -> B[i] : 0 <= i < N }");
    assert_map(
        &m.lexmax().unwrap(),
        "[N] -> { A[i] -> B[N - 1] : 0 <= i < N }",
    );
    assert_map(
        &m.reverse().unwrap(),
        "[N] -> { B[j] -> A[i] : 0 <= i < N and i <= j < N }",
    );
    assert_set(&m.domain().unwrap(), "[N] -> { A[i] : 0 <= i < N }");
    assert_set(&m.range().unwrap(), "[N] -> { B[j] : 0 <= j < N }");
    assert_set(&m.params().unwrap(), "[N] -> { : N > 0 }");
    assert_eq!(m.dim(DimType::In).unwrap(), 1);
    assert_eq!(m.n_in().unwrap(), 1);
    assert_eq!(m.n_out().unwrap(), 1);
    assert_eq!(m.n_param().unwrap(), 1);
    assert_eq!(m.dim(DimType::Out).unwrap(), 1);
    let c = ctx
        .map("{ [i] -> [j] : 0 <= j - i < 5 or 5 <= j - i < 10 }")
        .unwrap();
    assert_eq!(
        c.coalesce().unwrap().to_string(),
        "{ [i] -> [j] : i <= j <= 9 + i }"
    );
}

#[test]
fn map_composition() {
    let ctx = Ctx::new();
    let a = ctx.map("{ [i] -> [i + 1] }").unwrap();
    let b = ctx.map("{ [j] -> [2j] }").unwrap();
    assert_map(&a.apply_range(&b).unwrap(), "{ [i] -> [2i + 2] }");
    assert_map(
        &a.apply_domain(&b).unwrap(),
        "{ [k] -> [j] : exists (i : k = 2i and j = i + 1) }",
    );
    let d = ctx.set("{ [i] : 0 <= i <= 2 }").unwrap();
    assert_map(
        &a.intersect_domain(&d).unwrap(),
        "{ [i] -> [i + 1] : 0 <= i <= 2 }",
    );
    assert_map(
        &a.intersect_range(&d).unwrap(),
        "{ [i] -> [i + 1] : -1 <= i <= 1 }",
    );
    assert_set(&a.deltas().unwrap(), "{ [1] }");
}

#[test]
fn map_simplification_and_hulls() {
    let ctx = Ctx::new();
    let e = ctx.map("{ [i] -> [j] : j <= i <= j }").unwrap();
    assert_eq!(
        e.detect_equalities().unwrap().to_string(),
        "{ [i] -> [j = i] }"
    );
    let g = ctx.map("{ [i] -> [j] : 0 <= i <= 10 and j = i }").unwrap();
    let gc = ctx.map("{ [i] -> [j] : i >= 0 }").unwrap();
    assert_eq!(
        g.gist(&gc).unwrap().to_string(),
        "{ [i] -> [j = i] : i <= 10 }"
    );
    let gd = ctx.set("{ [i] : i <= 10 }").unwrap();
    assert_eq!(
        g.gist_domain(&gd).unwrap().to_string(),
        "{ [i] -> [j = i] : i >= 0 }"
    );

    let m = ctx
        .map("{ [i] -> [j] : (j = 0 and 0 <= i <= 2) or (i = 0 and 0 <= j <= 2) }")
        .unwrap();
    let hull = m.convex_hull().unwrap();
    assert_map(&hull, "{ [i] -> [j] : i >= 0 and j >= 0 and i + j <= 2 }");
    let sh = m.simple_hull().unwrap();
    assert_map(&sh, "{ [i] -> [j] : 0 <= i <= 2 and 0 <= j <= 2 }");

    let p = ctx
        .map("{ [i, k] -> [j] : j = i + k and 0 <= k <= 3 }")
        .unwrap();
    assert_map(
        &p.project_out(DimType::In, 1, 1).unwrap(),
        "{ [i] -> [j] : i <= j <= i + 3 }",
    );
    assert_map(
        &p.project_out(DimType::Out, 0, 1).unwrap(),
        "{ [i, k] -> [] : 0 <= k <= 3 }",
    );
    assert!(p.project_out(DimType::Out, 1, 1).is_err());
}

#[test]
fn map_dim_min_max() {
    let ctx = Ctx::new();
    let m = ctx
        .map("{ [i] -> [j] : i <= j <= i + 3 and 0 <= i <= 10 }")
        .unwrap();
    assert_eq!(m.dim_min(0).unwrap(), "{ [i] -> [(i)] : 0 <= i <= 10 }");
    assert_eq!(m.dim_max(0).unwrap(), "{ [i] -> [(3 + i)] : 0 <= i <= 10 }");
    assert_map(&m.dim_min_map(0).unwrap(), "{ [i] -> [i] : 0 <= i <= 10 }");
    assert_map(
        &m.dim_max_map(0).unwrap(),
        "{ [i] -> [i + 3] : 0 <= i <= 10 }",
    );
    assert!(m.dim_max(1).is_err());
    assert!(m.dim_min_map(7).is_err());
}

#[test]
fn dataflow_must_and_may_sources() {
    let ctx = Ctx::new();
    // W[i] writes A[i] for i < 10 and W2 overwrites the even cells afterwards; R[i] reads A[i]
    // after both, for i < 12.
    let sink = ctx.union_map("{ R[i] -> A[i] : 0 <= i < 12 }").unwrap();
    let w = ctx
        .union_map("{ W[i] -> A[i] : 0 <= i < 10; W2[i] -> A[i] : 0 <= i < 10 and i mod 2 = 0 }")
        .unwrap();
    let schedule = ctx
        .union_map("{ W[i] -> [0, i]; W2[i] -> [1, i]; R[i] -> [2, i] }")
        .unwrap();
    let must = Dataflow::new(&sink, &schedule)
        .must_source(&w)
        .compute()
        .unwrap();
    let expected = ctx
        .union_map(
            "{ W[i] -> R[i] : 0 <= i < 10 and i mod 2 = 1; W2[i] -> R[i] : 0 <= i < 10 and i mod 2 = 0 }",
        )
        .unwrap();
    assert!(must.must_dependence.is_equal(&expected).unwrap());
    let no_source = ctx.union_map("{ R[i] -> A[i] : 10 <= i < 12 }").unwrap();
    assert!(must.must_no_source.is_equal(&no_source).unwrap());
    // With may-sources only, every earlier write is a dependence and nothing is a must one.
    let may = Dataflow::new(&sink, &schedule)
        .may_source(&w)
        .compute()
        .unwrap();
    let all = ctx
        .union_map("{ W[i] -> R[i] : 0 <= i < 10; W2[i] -> R[i] : 0 <= i < 10 and i mod 2 = 0 }")
        .unwrap();
    assert!(may.may_dependence.is_equal(&all).unwrap());
    assert!(may.must_dependence.is_empty().unwrap());
    // No source at all: the cells no one writes; *possibly* no source (no must-source that
    // surely overwrites): every sink.
    assert!(may.must_no_source.is_equal(&no_source).unwrap());
    assert!(may.may_no_source.is_equal(&sink).unwrap());
}
