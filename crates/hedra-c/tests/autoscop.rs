//! `--autoscop`: maximal static-control parts found without pragmas.

use hedra_c::autoscop::extract_auto;

const TWO_NESTS: &str = "\
void kernel(int n, double A[n][n], double B[n], double *p)
{
  int i, j;
  double s;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[i][j] = 0.0;
  B[0] = 1.0;
  while (*p > 0.0)
    *p = *p - 1.0;
  for (i = 1; i < n; i++)
    B[i] = B[i - 1] + A[i][i];
  printf(\"%f\\n\", B[0]);
  return;
}
";

#[test]
fn two_nests_separated_by_a_while_loop() {
    let ex = extract_auto(TWO_NESTS, &[]);
    assert_eq!(ex.diagnostics().count(), 0);
    let regions: Vec<_> = ex.regions.iter().collect();
    assert_eq!(regions.len(), 2);
    // The first part: the 2-d nest and the scalar statement after it.
    let r0 = regions[0].region;
    assert_eq!(r0.line, 5);
    assert_eq!(
        &TWO_NESTS[r0.start..r0.end],
        "for (i = 0; i < n; i++)\n    for (j = 0; j < n; j++)\n      A[i][j] = 0.0;\n  B[0] = 1.0;"
    );
    assert_eq!(r0.pragma_start, r0.start);
    assert_eq!(r0.pragma_end, r0.end);
    let s0 = regions[0].scop.as_ref().unwrap();
    assert_eq!(s0.statements.len(), 2);
    let r1 = regions[1].region;
    assert_eq!(r1.line, 11);
    assert_eq!(
        &TWO_NESTS[r1.start..r1.end],
        "for (i = 1; i < n; i++)\n    B[i] = B[i - 1] + A[i][i];"
    );
    let s1 = regions[1].scop.as_ref().unwrap();
    assert_eq!(s1.params, vec!["n".to_string()]);
    assert_eq!(s1.statements.len(), 1);
    assert_eq!(
        s1.arrays
            .iter()
            .find(|a| a.name == "B")
            .unwrap()
            .element_type
            .as_deref(),
        Some("double")
    );
}

#[test]
fn non_affine_nest_is_excluded_and_reported() {
    let src = "\
void f(int n, double A[n], double B[n])
{
  int i, j;
  for (i = 0; i < n; i++)
    A[i] = 0.0;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      B[i * j] = A[i];
  for (i = 0; i < n; i++)
    A[i] = A[i] + 1.0;
}
";
    let ex = extract_auto(src, &[]);
    assert_eq!(ex.regions.len(), 3);
    assert_eq!(ex.scops().count(), 2);
    let d = ex.diagnostics().next().unwrap();
    assert_eq!(
        d.render("k.c", src),
        "k.c:8:9: error: non-affine subscript `i * j`: the product of `i` and `j` is not affine\n  |\n8 |       B[i * j] = A[i];\n  |         ^^^^^\n  = note: loop nest left unchanged (the `for` at line 6 is not a static-control part)\n"
    );
    assert_eq!(ex.regions[0].region.line, 4);
    assert_eq!(ex.regions[2].region.line, 9);
}

#[test]
fn static_nest_inside_a_non_static_loop_is_found() {
    let src = "\
void f(int n, double A[n], double *x)
{
  int i;
  while (*x > 1.0) {
    for (i = 0; i < n; i++)
      A[i] = A[i] / 2.0;
    *x = *x / 2.0;
  }
}
";
    let ex = extract_auto(src, &[]);
    assert_eq!(ex.regions.len(), 1);
    assert_eq!(ex.regions[0].region.line, 5);
    assert_eq!(ex.scops().next().unwrap().statements.len(), 1);
}

#[test]
fn run_split_where_a_scalar_becomes_a_bound() {
    // Each statement is static alone; together `m` would be a written parameter.
    let src = "\
void f(int n, int m, double A[n])
{
  int i;
  m = n / 2;
  for (i = 0; i < m; i++)
    A[i] = 0.0;
}
";
    let ex = extract_auto(src, &[]);
    let lines: Vec<usize> = ex.regions.iter().map(|r| r.region.line).collect();
    assert_eq!(lines, [4, 5]);
    assert_eq!(ex.scops().count(), 2);
}

/// On the kernel suite, with the pragma lines removed, autoscop finds a part whose model is
/// the one of the `#pragma scop` region (the kernels keep their regions maximal), or one
/// that contains it.
#[test]
fn kernels_without_pragmas() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../kernels");
    let mut dirs: Vec<_> = std::fs::read_dir(root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    let mut same = 0;
    let mut checked = 0;
    let mut report = String::new();
    for dir in dirs {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let Ok(src) = std::fs::read_to_string(dir.join(format!("{name}.c"))) else {
            continue;
        };
        let ex = hedra_c::extract(&src);
        let Some(Ok(expected)) = ex.regions.first().map(|r| r.scop.as_ref()) else {
            continue;
        };
        checked += 1;
        // Blank the pragma lines, keeping every offset.
        let stripped: String = src
            .lines()
            .map(|l| {
                let t = l.trim();
                if t == "#pragma scop" || t == "#pragma endscop" {
                    " ".repeat(l.len())
                } else {
                    l.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
        let auto = hedra_c::autoscop::extract_auto(&stripped, &[]);
        let want = expected.to_iscc();
        let count = |s: &hedra_ir::Scop| s.statements.len();
        if auto.scops().any(|s| s.to_iscc() == want) {
            same += 1;
        } else if !auto.scops().any(|s| count(s) >= count(expected)) {
            report.push_str(&format!(
                "{name}: no part with {} statements\n",
                count(expected)
            ));
        }
    }
    eprintln!("autoscop: {same} of {checked} kernels identical");
    assert!(report.is_empty(), "{report}");
    assert!(checked >= 30, "{checked}");
    assert_eq!(same, checked, "only {same} of {checked} identical");
}
