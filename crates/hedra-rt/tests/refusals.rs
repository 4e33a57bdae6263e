//! What hedra does not hand to the runtime, and what the runtime does with what it cannot
//! handle: a diagnostic and the code as written, never a crash of the host program.

use std::ffi::CString;

fn outcome(src: &str) -> (hedra_opt::SourceOutput, String) {
    let out = hedra_opt::optimize_source(src, &hedra_opt::Options::default()).unwrap();
    let text = out.text.clone();
    (out, text)
}

#[test]
fn bad_nests_stay_as_written_with_a_diagnostic() {
    let cases = [
        (
            "void f(int n, double *x) {\n  int i;\n#pragma hedra dcop\n  x[0] = 1.0;\n}\n",
            "must be followed by a `for` or `while` loop",
        ),
        (
            "double g(double);\nvoid f(int n, int *p, double *x) {\n  int i;\n#pragma hedra dcop\n  for (i = 0; i < n; i++)\n    x[p[i]] = g(x[i]);\n}\n",
            "does not know to be pure",
        ),
        (
            "void f(int n, int *p, double *x) {\n  int i;\n#pragma hedra dcop\n  for (i = 0; i < n; i++)\n    if (x[i] > 0) x[p[i]] = 0;\n}\n",
            "conditions inside a dcop nest",
        ),
        (
            "void f(int n, int *p, double *x) {\n  int i;\n#pragma hedra dcop\n  while (n-- > 0)\n    x[p[n]] = 0;\n}\n",
            "while",
        ),
    ];
    for (src, message) in cases {
        let (out, text) = outcome(src);
        assert_eq!(text, src, "the text must stay as written");
        let d = out
            .regions
            .iter()
            .find_map(|r| match &r.result {
                Err(hedra_opt::Kept::Model(d)) => Some(d.clone()),
                _ => None,
            })
            .unwrap_or_else(|| panic!("no diagnostic for {src}"));
        assert!(d.message.contains(message), "{src}: {}", d.message);
        let (line, col) = d.position(src);
        assert!(line >= 3 && col >= 1, "{src}: at {line}:{col}");
    }
}

#[test]
fn an_affine_nest_is_optimized_statically() {
    let src = "void f(int n, double A[n][n]) {\n  int i, j;\n#pragma hedra dcop\n  for (i = 1; i < n; i++)\n    for (j = 0; j < n; j++)\n      A[i][j] = A[i - 1][j] * 0.5;\n}\n";
    let (out, text) = outcome(src);
    assert!(out.regions[0].result.is_ok(), "{:?}", out.regions[0].result);
    assert!(!text.contains("hedra_rt_"), "{text}");
}

#[test]
fn the_runtime_never_aborts_on_a_bad_descriptor() {
    let desc = CString::new("nonsense").unwrap();
    let vars: [*mut std::ffi::c_void; 0] = [];
    unsafe {
        let r = hedra_rt::capi::hedra_rt_enter(desc.as_ptr(), vars.as_ptr(), 0);
        let mut hi = 0;
        assert_eq!(
            hedra_rt::capi::hedra_rt_next(
                r,
                0,
                &mut hi,
                std::ptr::null_mut(),
                std::ptr::null_mut()
            ),
            2
        );
        assert_eq!(hi, i64::MAX);
        hedra_rt::capi::hedra_rt_leave(r);
        // A null handle too.
        assert_eq!(
            hedra_rt::capi::hedra_rt_next(
                std::ptr::null_mut(),
                0,
                &mut hi,
                std::ptr::null_mut(),
                std::ptr::null_mut()
            ),
            2
        );
    }
}
