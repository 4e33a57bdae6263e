//! Bad programs: each error's message, position and caret.

fn error(src: &str) -> (String, String) {
    let d = hedra_tc::check(src).expect_err("the program should be rejected");
    (d.message.clone(), d.render("bad.tc", src))
}

/// Asserts the rendering has `line:col` and a caret line of `carets` under `text`.
fn assert_caret(rendered: &str, pos: &str, text: &str, carets: &str) {
    assert!(
        rendered.starts_with(&format!("bad.tc:{pos}: error: ")),
        "{rendered}"
    );
    let lines: Vec<&str> = rendered.lines().collect();
    let src_line = lines[2];
    let caret_line = lines[3];
    let col = caret_line.find('^').unwrap();
    assert_eq!(&src_line[col..col + text.len()], text, "{rendered}");
    assert_eq!(
        caret_line.trim_start_matches(|c| c != '^').trim_end(),
        carets,
        "{rendered}"
    );
}

#[test]
fn syntax_error_has_position_and_caret() {
    let src = "def f(float(N) A) -> (B) {\n  B(i) = A(i) * \n}";
    let (msg, r) = error(src);
    assert_eq!(msg, "expected an expression, found `}`");
    assert_caret(&r, "3:1", "}", "^");
}

#[test]
fn missing_operator() {
    let src = "def f(float(N) A) -> (B) {\n  B(i) A(i)\n}";
    let (msg, r) = error(src);
    assert!(msg.starts_with("expected `=` or a reduction"), "{msg}");
    assert_caret(&r, "2:8", "A", "^");
}

#[test]
fn bad_type_word_and_bad_character() {
    let (msg, r) = error("def f(half(N) A) -> (B) { B(i) = A(i) }");
    assert!(msg.contains("expected an element type"), "{msg}");
    assert_caret(&r, "1:7", "half", "^^^^");
    let (msg, r) = error("def f(float(N) A) -> (B) { B(i) = A(i) @ 2 }");
    assert_eq!(msg, "unexpected character `@`");
    assert_caret(&r, "1:40", "@", "^");
}

#[test]
fn unknown_tensor() {
    let src = "def f(float(N) A) -> (B) { B(i) = A(i) + Q(i) }";
    let (msg, r) = error(src);
    assert_eq!(msg, "unknown tensor or function `Q`");
    assert_caret(&r, "1:42", "Q", "^");
}

#[test]
fn wrong_arity() {
    let src = "def f(float(N,M) A) -> (B) { B(i) = A(i) }";
    let (msg, r) = error(src);
    assert_eq!(
        msg,
        "`A` has 2 dimension(s) but is indexed with 1 subscript(s)"
    );
    assert_caret(&r, "1:37", "A", "^");
    let (msg, _) = error("def f(float(N) A) -> (B) { B(i) = expf(A(i), 1) }");
    assert_eq!(msg, "`expf` takes 1 argument(s), not 2");
}

#[test]
fn unbounded_index_needs_where() {
    let src = "def f(float(O) bias) -> (out) {\n  out(b,o) = bias(o)\n}";
    let (msg, r) = error(src);
    assert!(msg.contains("range of index `b` is unbounded"), "{msg}");
    assert!(msg.contains("where b in lo:hi"), "{msg}");
    assert_caret(&r, "2:7", "b", "^");
}

#[test]
fn ambiguous_index_needs_where() {
    let src = "def f(float(N) B) -> (A) { A(i) +=! B(i + k) }";
    let (msg, r) = error(src);
    assert!(msg.contains("range of index `i` is ambiguous"), "{msg}");
    assert_caret(&r, "1:30", "i", "^");
}

#[test]
fn where_range_too_large_is_out_of_bounds() {
    let src = "def f(float(N) A) -> (B) { B(i) = A(i + 1) where i in 0:N }";
    let (msg, r) = error(src);
    assert!(msg.contains("may be out of bounds"), "{msg}");
    assert_caret(&r, "1:37", "i + 1", "^^^^^");
}

#[test]
fn type_mismatches() {
    let (msg, r) = error("def f(double(N) A) -> (B) { B(i) = expf(A(i)) }");
    assert_eq!(
        msg,
        "type mismatch: `expf` takes float, this argument is double (use `exp`)"
    );
    assert_caret(&r, "1:41", "A(i)", "^^^^");
    let (msg, _) = error("def f(float(N) A, float(N) X) -> (B) { B(i) = A(X(i)) }");
    assert!(msg.contains("subscript of `A` must be an integer"), "{msg}");
    let src = "def f(float(N) A, double(N) D) -> (B) {\n B(i) = A(i)\n B(i) = D(i) }";
    let (msg, r) = error(src);
    assert_eq!(
        msg,
        "type mismatch: `B` holds float but this value is double"
    );
    assert_caret(&r, "3:9", "D(i)", "^^^^");
}

#[test]
fn pointwise_with_a_right_only_index() {
    let (msg, r) = error("def f(float(N,K) A) -> (B) { B(i) = A(i,k) }");
    assert!(
        msg.contains("index `k` appears only on the right-hand side"),
        "{msg}"
    );
    assert_caret(&r, "1:41", "k", "^");
}

#[test]
fn names_in_the_wrong_place() {
    let (msg, _) = error("def f(float(N) A) -> (B) { B(i) = B(i) + A(i) }");
    assert_eq!(msg, "`B` is read before any statement writes it");
    let (msg, _) = error("def f(float(N) A) -> (B, C) { B(i) = A(i) }");
    assert_eq!(msg, "output `C` is never written");
    let (msg, _) = error("def f(float(N) A) -> (B) { A(i) = 1 B(i) = A(i) }");
    assert!(msg.contains("read-only"), "{msg}");
    let (msg, _) = error("def f(float(N) A) -> (B) { B(i) = A(i) where j in 0:N }");
    assert_eq!(msg, "`j` is not an index of this statement");
    let (msg, _) = error("def f(float(N) A) -> (B) { B(i, i) = A(i) }");
    assert_eq!(msg, "index `i` appears twice on the left");
    let (msg, _) = error("def f(float(N) A) -> (B) { B(i) = A(i) where i in 0:i }");
    assert!(msg.contains("affine expression of sizes"), "{msg}");
}

#[test]
fn negative_output_index() {
    let (msg, _) = error("def f(float(N) A) -> (B) { B(i) = 1 where i in -1:N }");
    assert_eq!(msg, "index `i` may be negative here");
}
