//! Range inference on the thesis's examples: inferred ranges and output sizes.

use hedra_tc::{check, DefInfo, TensorKind};

fn def(src: &str) -> DefInfo {
    let mut defs = check(src).unwrap_or_else(|d| panic!("{}", d.render("t.tc", src)));
    defs.remove(0)
}

fn sizes(d: &DefInfo, t: &str) -> Vec<String> {
    d.tensor(t)
        .unwrap()
        .sizes
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// `name in [lo, hi)` for every index of statement `k`.
fn ranges(d: &DefInfo, k: usize) -> Vec<String> {
    d.stmts[k]
        .ranges
        .iter()
        .map(|r| format!("{} in [{}, {})", r.name, r.lo, r.hi))
        .collect()
}

#[test]
fn matrix_product() {
    let d = def("def mm(float(M,K) A, float(K,N) B) -> (C) { C(m,n) +=! A(m,k) * B(k,n) }");
    assert_eq!(d.params, ["M", "K", "N"]);
    assert_eq!(sizes(&d, "C"), ["M", "N"]);
    assert_eq!(ranges(&d, 0), ["m in [0, M)", "n in [0, N)", "k in [0, K)"]);
    assert_eq!(d.stmts[0].reduction, ["k"]);
    let c = d.tensor("C").unwrap();
    assert_eq!(c.kind, TensorKind::Output);
    assert_eq!(c.ty, hedra_tc::ast::ScalarType::Float);
}

#[test]
fn convolution_with_batch_and_channels() {
    let d = def(
        "def conv2d(float(B,IP,H,W) in, float(OP,IP,KH,KW) weight) -> (out) {
        out(b,op,h,w) +=! in(b,ip, h + kh, w + kw) * weight(op,ip,kh,kw) }",
    );
    assert_eq!(sizes(&d, "out"), ["B", "OP", "H - KH + 1", "W - KW + 1"]);
    assert_eq!(
        ranges(&d, 0),
        [
            "b in [0, B)",
            "op in [0, OP)",
            "h in [0, H - KH + 1)",
            "w in [0, W - KW + 1)",
            "ip in [0, IP)",
            "kh in [0, KH)",
            "kw in [0, KW)"
        ]
    );
    assert_eq!(d.stmts[0].reduction, ["ip", "kh", "kw"]);
}

#[test]
fn strided_convolution_and_bias() {
    let d = def(
        "def sconv2d(float(N,C,H,W) I, float(F,C,KH,KW) W1, float(F) B) -> (O) {
        O(n,f,h,w) +=! I(n,c, 2 * h + kh, 3 * w + kw) * W1(f,c,kh,kw)
        O(n,f,h,w) += B(f) }",
    );
    assert_eq!(
        sizes(&d, "O"),
        [
            "N",
            "F",
            "floor((H - KH) / 2) + 1",
            "floor((W - KW) / 3) + 1"
        ]
    );
    assert_eq!(ranges(&d, 1)[2], "h in [0, floor((H - KH) / 2) + 1)");
}

#[test]
fn fused_mlp_layer() {
    let d = def(
        "def fcrelu(float(B,I) in, float(O,I) weight, float(O) bias) -> (out) {
        out(b,o) = bias(o) where b in 0:B
        out(b,o) += in(b,i) * weight(o,i)
        out(b,o) = fmaxf(out(b,o), 0) }",
    );
    assert_eq!(sizes(&d, "out"), ["B", "O"]);
    assert!(d.stmts[0].ranges[0].from_where);
    assert_eq!(ranges(&d, 1), ["b in [0, B)", "o in [0, O)", "i in [0, I)"]);
    assert_eq!(ranges(&d, 2), ["b in [0, B)", "o in [0, O)"]);
    assert!(d.stmts[2].reduction.is_empty());
}

#[test]
fn maxpool_where_ranges() {
    let d = def("def maxpool2x2(float(B,C,H,W) in) -> (out) {
        out(b,c,i,j) max=! in(b,c, 2 * i + kh, 2 * j + kw) where kh in 0:2, kw in 0:2 }");
    assert_eq!(sizes(&d, "out"), ["B", "C", "floor(H / 2)", "floor(W / 2)"]);
    assert_eq!(ranges(&d, 0)[4], "kh in [0, 2)");
}

#[test]
fn softmax_pipeline_with_temporaries() {
    let d = def("def softmax(float(N,M) X) -> (Y) {
        mx(n) max=! X(n,m)
        e(n,m) = expf(X(n,m) - mx(n))
        s(n) +=! e(n,m)
        Y(n,m) = e(n,m) / s(n) }");
    assert_eq!(d.tensor("mx").unwrap().kind, TensorKind::Temporary);
    assert_eq!(sizes(&d, "mx"), ["N"]);
    assert_eq!(sizes(&d, "e"), ["N", "M"]);
    assert_eq!(sizes(&d, "Y"), ["N", "M"]);
    assert_eq!(ranges(&d, 2), ["n in [0, N)", "m in [0, M)"]);
}

#[test]
fn stencil_is_resolved_in_two_rounds() {
    let d = def("def st(float(N) B, float(K) Kr) -> (A) { A(i) +=! B(i + k) * Kr(k) }");
    assert_eq!(ranges(&d, 0), ["i in [0, N - K + 1)", "k in [0, K)"]);
    assert_eq!(sizes(&d, "A"), ["N - K + 1"]);
}

#[test]
fn ranges_intersect_across_tensors() {
    let d = def("def f(float(N) B, float(M) C) -> (A) { A(i) = B(i) + C(i) }");
    let a = &d.tensor("A").unwrap().sizes[0];
    assert_eq!(a.pieces.len(), 2, "min(N, M) has two pieces: {a}");
    let vals: Vec<String> = a.pieces.iter().map(|p| p.value.to_string()).collect();
    assert!(vals.contains(&"N".to_string()) && vals.contains(&"M".to_string()));
}

#[test]
fn gather_ranges_come_from_the_index_tensor() {
    let d = def("def gather(float(N) X, int32(A,B) I) -> (Z) { Z(i,j) = X(I(i,j)) }");
    assert_eq!(sizes(&d, "Z"), ["A", "B"]);
}

#[test]
fn matrix_vector_and_in_place_output() {
    let d = def("def mv(float(M,K) A, float(K) x) -> (C) { C(i) +=! A(i,k) * x(k) }");
    assert_eq!(sizes(&d, "C"), ["M"]);
    let d = def(
        "def sgemm(float a, float b, float(N,M) A, float(M,K) B, float(N,K) C) -> (C) {
        C(i,j) = b * C(i,j)
        C(i,j) += a * A(i,k) * B(k,j) }",
    );
    assert_eq!(ranges(&d, 1), ["i in [0, N)", "j in [0, K)", "k in [0, M)"]);
}

#[test]
fn shifted_where_range_sizes_the_output() {
    let d = def("def pad(float(N) X) -> (Y) { Y(i) = 0 where i in 0:N + 2 }");
    assert_eq!(sizes(&d, "Y"), ["N + 2"]);
    assert_eq!(d.tensor("Y").unwrap().ty, hedra_tc::ast::ScalarType::Int32);
}
