//! Lowering: statements, domains, accesses, and reductions as hedra-deps sees them.

use hedra_deps::reduction::{reductions, ReductionOp};
use hedra_ir::{AccessKind, Scop};
use hedra_tc::{lower, LoweredDef};

fn lowered(src: &str) -> Vec<LoweredDef> {
    lower(src).unwrap_or_else(|d| panic!("{}", d.render("t.tc", src)))
}

fn one(src: &str) -> Scop {
    lowered(src).remove(0).scop
}

fn map(text: &str) -> hedra_presburger::Map {
    hedra_presburger::parse_map(text).unwrap()
}

/// Checks every access, in statement and canonical order, against `expected`
/// (`KIND relation` with the relation in isl notation, without the parameters).
fn check_accesses(s: &Scop, expected: &[&str]) {
    let all: Vec<_> = s
        .statements
        .iter()
        .flat_map(|st| st.accesses.iter())
        .collect();
    assert_eq!(all.len(), expected.len());
    let head = format!("[{}] -> ", s.params.join(", "));
    for (a, e) in all.iter().zip(expected) {
        let (kind, rel) = e.split_at(2);
        let want = if kind.trim() == "R" {
            AccessKind::Read
        } else {
            AccessKind::Write
        };
        assert_eq!(a.kind, want, "{e}");
        let m = map(&format!("{head}{{ {rel} }}"));
        assert!(
            a.relation.is_equal(&m).unwrap(),
            "{} is not {e}",
            a.relation
        );
    }
}

#[test]
fn matrix_product_is_an_initialization_and_an_update() {
    let s = one("def mm(float(M,K) A, float(K,N) B) -> (C) { C(m,n) +=! A(m,k) * B(k,n) }");
    s.validate().unwrap();
    assert_eq!(s.params, ["M", "K", "N"]);
    assert!(s
        .context
        .is_equal(&map("[M, K, N] -> { : M >= 1 and K >= 1 and N >= 1 }"))
        .unwrap());
    assert_eq!(s.statements.len(), 2);
    let (init, upd) = (&s.statements[0], &s.statements[1]);
    assert_eq!(init.iterators, ["m", "n"]);
    assert_eq!(upd.iterators, ["m", "n", "k"]);
    assert_eq!(init.body.to_c(&init.iterators), "C[m][n] = 0.0f;");
    assert_eq!(
        upd.body.to_c(&upd.iterators),
        "C[m][n] += A[m][k] * B[k][n];"
    );
    assert_eq!(init.beta, [0, 0, 0]);
    assert_eq!(upd.beta, [1, 0, 0, 0]);
    let dom = map("[M, K, N] -> { S1[m, n, k] : 0 <= m < M and 0 <= n < N and 0 <= k < K }");
    assert!(upd.domain.is_equal(&dom).unwrap());
    check_accesses(
        &s,
        &[
            "W S0[m, n] -> C[m, n]",
            "W S1[m, n, k] -> C[m, n]",
            "R S1[m, n, k] -> C[m, n]",
            "R S1[m, n, k] -> A[m, k]",
            "R S1[m, n, k] -> B[k, n]",
        ],
    );
    let c = s.array("C").unwrap();
    assert_eq!(c.element_type.as_deref(), Some("float"));
    assert_eq!(
        c.sizes.as_deref(),
        Some(&["M".to_string(), "N".to_string()][..])
    );
    assert!(!c.dead_after);
    let r = reductions(&s).unwrap();
    assert_eq!(r.len(), 1);
    assert_eq!(
        (r[0].statement, r[0].op, r[0].exact),
        (1, ReductionOp::Add, false)
    );
}

#[test]
fn convolution_subscripts_are_affine_accesses() {
    let s = one("def conv(float(B,C,H,W) I, float(F,C,KH,KW) Wt) -> (O) {
           O(b,f,h,w) +=! I(b,c,h + kh,w + kw) * Wt(f,c,kh,kw) }");
    check_accesses(
        &s,
        &[
            "W S0[b, f, h, w] -> O[b, f, h, w]",
            "W S1[b, f, h, w, c, kh, kw] -> O[b, f, h, w]",
            "R S1[b, f, h, w, c, kh, kw] -> O[b, f, h, w]",
            "R S1[b, f, h, w, c, kh, kw] -> I[b, c, h + kh, w + kw]",
            "R S1[b, f, h, w, c, kh, kw] -> Wt[f, c, kh, kw]",
        ],
    );
    let o = s.array("O").unwrap();
    assert_eq!(
        o.sizes.clone().unwrap(),
        ["B", "F", "H - KH + 1", "W - KW + 1"]
    );
}

#[test]
fn integer_min_and_max_are_exact_reductions() {
    let s = one("def ext(int32(N,M) X) -> (hi, lo, p) {
           hi(i) max=! X(i,j)
           lo(i) min=! X(i,j) + j
           p(i) *=! X(i,j)
         }");
    assert_eq!(s.statements.len(), 6);
    let hi = &s.statements[1];
    assert_eq!(
        hi.body.to_c(&hi.iterators),
        "hi[i] = X[i][j] > hi[i] ? X[i][j] : hi[i];"
    );
    assert_eq!(
        s.statements[0].body.to_c(&["i".into()]),
        "hi[i] = INT32_MIN;"
    );
    assert_eq!(
        s.statements[2].body.to_c(&["i".into()]),
        "lo[i] = INT64_MAX;"
    );
    let r = reductions(&s).unwrap();
    let ops: Vec<_> = r.iter().map(|r| (r.statement, r.op, r.exact)).collect();
    assert_eq!(
        ops,
        [
            (1, ReductionOp::Max, true),
            (3, ReductionOp::Min, true),
            (5, ReductionOp::Mul, true)
        ]
    );
    // Reference ids are distinct within each statement.
    for st in &s.statements {
        let mut ids: Vec<usize> = st.body.canonical_accesses().iter().map(|a| a.0).collect();
        ids.dedup();
        let mut sorted = ids.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), ids.len(), "{}", st.name);
    }
}

#[test]
fn floating_max_uses_fmaxf_and_temporaries_are_dead_after() {
    let s = one("def softmax(float(N,D) X) -> (Y) {
           mx(n) max=! X(n,d)
           e(n,d) = expf(X(n,d) - mx(n))
           s(n) +=! e(n,d)
           Y(n,d) = e(n,d) / s(n)
         }");
    assert_eq!(s.statements.len(), 6);
    let st = &s.statements[1];
    assert_eq!(
        st.body.to_c(&st.iterators),
        "mx[n] = fmaxf(mx[n], X[n][d]);"
    );
    assert_eq!(
        s.statements[0].body.to_c(&["n".into()]),
        "mx[n] = -INFINITY;"
    );
    let r = reductions(&s).unwrap();
    let ops: Vec<_> = r.iter().map(|r| (r.statement, r.op)).collect();
    assert_eq!(ops, [(1, ReductionOp::Max), (4, ReductionOp::Add)]);
    for t in ["mx", "e", "s"] {
        assert!(s.array(t).unwrap().dead_after, "{t}");
    }
    assert!(!s.array("Y").unwrap().dead_after);
    assert!(!s.array("X").unwrap().dead_after);
}

#[test]
fn pointwise_statements_and_float_literals() {
    let s = one("def f(float(N) A, double(N) B) -> (C, D) {
           C(i) = A(i) * 0.5 + 1
           D(i) = B(i) * 0.5 + A(i) * 0.25
         }");
    assert_eq!(s.statements.len(), 2);
    assert_eq!(
        s.statements[0].body.to_c(&["i".into()]),
        "C[i] = A[i] * 0.5f + 1;"
    );
    assert_eq!(
        s.statements[1].body.to_c(&["i".into()]),
        "D[i] = B[i] * 0.5 + A[i] * 0.25f;"
    );
    assert!(reductions(&s).unwrap().is_empty());
}

#[test]
fn plain_reductions_have_no_initialization() {
    let s = one("def acc(float(N,M) A) -> (s) { s(i) += A(i,j) }");
    assert_eq!(s.statements.len(), 1);
    assert_eq!(
        s.statements[0].body.to_c(&["i".into(), "j".into()]),
        "s[i] += A[i][j];"
    );
}

#[test]
fn unsupported_constructs_are_diagnostics() {
    for (src, what) in [
        (
            "def f(float(N) A, int32(N) I) -> (B) { B(i) = A(I(i)) }",
            "not affine",
        ),
        (
            "def f(float(N) A) -> (A) { A(i) = A(i + 1) where i in 0:N-1 }",
            "reads `A`",
        ),
        ("def f(float(N) for) -> (B) { B(i) = for(i) }", "C keyword"),
    ] {
        match lower(src) {
            Err(d) => assert!(d.message.contains(what), "{src}: {}", d.message),
            Ok(_) => panic!("{src} lowered"),
        }
    }
}
