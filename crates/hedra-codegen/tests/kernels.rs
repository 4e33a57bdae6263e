//! Quality of the code generated for the kernel suite in the original order: no empty loops,
//! no guards at all (every kernel is a static-control nest whose loops already enforce the
//! domains), at most two copies of a statement, and OpenMP marks where the band says so.

use hedra_codegen::{generate, mark_parallel, print};
use hedra_ir::schedule_tree::{Node, ScheduleTree};
use std::path::Path;

fn kernel_sources() -> Vec<(String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../kernels");
    let mut out = Vec::new();
    for e in std::fs::read_dir(&dir).unwrap() {
        let p = e.unwrap().path();
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        let file = p.join(format!("{name}.c"));
        if file.exists() {
            out.push((name, std::fs::read_to_string(file).unwrap()));
        }
    }
    out.sort();
    out
}

#[test]
fn kernels_have_no_empty_loops_and_no_guards() {
    let kernels = kernel_sources();
    assert!(kernels.len() >= 30);
    let mut report = Vec::new();
    for (name, src) in &kernels {
        let ex = hedra_c::extract(src);
        for r in &ex.regions {
            let scop = r.scop.as_ref().expect("kernel region models");
            let tree = ScheduleTree::from_scop(scop).unwrap();
            let ast = generate(scop, &tree).unwrap();
            let st = ast.stats();
            // Statement copies come only from separating a loop into pieces where different
            // statements run (nussinov: the guarded statement's `j - i > 3` splits its loop
            // instead of becoming a guard); never more than two copies per statement.
            if st.empty_loops != 0
                || st.guards != 0
                || st.innermost_guards != 0
                || st.calls > 2 * scop.statements.len()
            {
                report.push(format!(
                    "{name}: {} empty loops, {} guards ({} innermost), {} calls for {} statements",
                    st.empty_loops,
                    st.guards,
                    st.innermost_guards,
                    st.calls,
                    scop.statements.len()
                ));
            }
        }
    }
    assert!(report.is_empty(), "{}", report.join("\n"));
}

fn set_coincident(node: &mut Node) {
    match node {
        Node::Band(b) => {
            for c in &mut b.coincident {
                *c = true;
            }
            set_coincident(&mut b.child);
        }
        Node::Domain { child, .. }
        | Node::Filter { child, .. }
        | Node::Context { child, .. }
        | Node::Mark { child, .. }
        | Node::Extension { child, .. } => set_coincident(child),
        Node::Sequence(cs) | Node::Set(cs) => cs.iter_mut().for_each(set_coincident),
        Node::Leaf => {}
    }
}

#[test]
fn coincident_bands_give_one_parallel_loop_per_nest_and_simd_inside() {
    let src = r#"
void f(int n, double A[100][100], double B[100][100]) {
  int i, j, k;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++)
        A[i][j] = A[i][j] + B[j][k];
  for (i = 0; i < n; i++)
    B[i][0] = 1.0;
#pragma endscop
}
"#;
    let ex = hedra_c::extract(src);
    let scop = ex.regions[0].scop.as_ref().unwrap();
    let mut tree = ScheduleTree::from_scop(scop).unwrap();
    set_coincident(&mut tree.root);
    let mut ast = generate(scop, &tree).unwrap();
    let (plain, _) = print::region_code(&ast, scop, &Default::default()).unwrap();
    assert!(!plain.contains("#pragma"), "{plain}");
    mark_parallel(&mut ast, scop, &[]);
    let (code, _) = print::region_code(&ast, scop, &Default::default()).unwrap();
    assert_eq!(
        code.matches("#pragma omp parallel for private(c1, c2)")
            .count(),
        1,
        "{code}"
    );
    // The second nest is a single loop: parallel, no private counters.
    assert_eq!(
        code.matches("#pragma omp parallel for\n").count(),
        1,
        "{code}"
    );
    assert_eq!(code.matches("#pragma omp simd").count(), 1, "{code}");
    // Compiles with OpenMP and the strict warnings.
    let dir = std::env::temp_dir().join(format!("hedra-codegen-omp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("f.c");
    let text = format!(
        "void f(int n, double A[100][100], double B[100][100]);\nvoid f(int n, double A[100][100], double B[100][100]) {code}\n"
    );
    std::fs::write(&file, text).unwrap();
    let cc = std::env::var("CC").unwrap_or_else(|_| "gcc".into());
    let out = std::process::Command::new(cc)
        .args(["-std=c99", "-fopenmp", "-Wall", "-Wextra", "-Werror", "-c"])
        .arg(&file)
        .arg("-o")
        .arg(dir.join("f.o"))
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn region_local_scalars_are_redeclared_and_private() {
    let src = r#"
void g(int n, double A[100], double B[100]) {
  int i;
#pragma scop
  for (i = 0; i < n; i++) {
    double t;
    t = A[i] * 2.0;
    B[i] = t + 1.0;
  }
#pragma endscop
}
"#;
    let ex = hedra_c::extract(src);
    let scop = match &ex.regions[0].scop {
        Ok(s) => s,
        Err(d) => panic!("{}", d.render("g.c", src)),
    };
    let mut tree = ScheduleTree::from_scop(scop).unwrap();
    set_coincident(&mut tree.root);
    let mut ast = generate(scop, &tree).unwrap();
    mark_parallel(&mut ast, scop, &[]);
    let (code, _) = print::region_code(&ast, scop, &Default::default()).unwrap();
    assert!(code.contains("double t;"), "{code}");
    assert!(
        code.contains("#pragma omp parallel for private(t)"),
        "{code}"
    );
}
