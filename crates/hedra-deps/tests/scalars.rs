//! Scalar normalization: which scalars split into webs, which accumulators are forwarded
//! into their cells, and that the normalized Scop is the Scop of the array form.

use hedra_deps::scalars::{forward_accumulators, normalize, split_webs};

/// The region `body` in a function whose locals `double t, s;` and `float f;` are dead
/// after it, unless `after` names them.
fn scop(body: &str, after: &str) -> hedra_ir::Scop {
    let src = format!(
        "void f(int N, int M, double A[N][N], double B[N][N], double y[N], float z[N]) {{\n  double t, s;\n  float f;\n  int i, j, k;\n#pragma scop\n{body}\n#pragma endscop\n  {after}\n}}\n"
    );
    let ex = hedra_c::extract(&src);
    let scops: Vec<_> = ex.scops().cloned().collect();
    assert_eq!(scops.len(), 1, "{:?}", ex.diagnostics().collect::<Vec<_>>());
    scops.into_iter().next().unwrap()
}

/// The statements' bodies, one line each.
fn bodies(s: &hedra_ir::Scop) -> Vec<String> {
    s.statements
        .iter()
        .map(|st| st.body.to_c(&st.iterators))
        .collect()
}

const ROW_SUMS: &str =
    "for (i = 0; i < N; i++) {\n t = 0.0;\n for (j = 0; j < N; j++)\n  t += A[i][j] * B[i][j];\n y[i] = t;\n}";

#[test]
fn an_accumulator_stored_into_its_own_cell_accumulates_there() {
    let (out, done) = forward_accumulators(&scop(ROW_SUMS, "")).unwrap();
    assert_eq!(done, vec![("t".to_string(), "y".to_string())]);
    assert_eq!(
        bodies(&out),
        vec!["y[i] = 0.0;", "y[i] += A[i][j] * B[i][j];"]
    );
    assert!(!out.arrays.iter().any(|a| a.name == "t"));
    out.validate().unwrap();
    // The array form written by hand has the same model.
    let written = scop(
        "for (i = 0; i < N; i++) {\n y[i] = 0.0;\n for (j = 0; j < N; j++)\n  y[i] += A[i][j] * B[i][j];\n}",
        "",
    );
    assert_eq!(bodies(&written), bodies(&out));
    for (a, b) in written.statements.iter().zip(&out.statements) {
        assert_eq!(a.domain, b.domain);
        assert_eq!(a.schedule, b.schedule);
        let rel = |s: &hedra_ir::Statement| -> Vec<String> {
            s.accesses.iter().map(|x| x.relation.to_string()).collect()
        };
        assert_eq!(rel(a), rel(b));
    }
}

#[test]
fn an_accumulator_copied_into_several_cells_accumulates_in_the_first() {
    // A symmetric product: the sum is stored twice, into corr[i][j] and corr[j][i].
    let sym = "for (i = 0; i < N; i++)\n for (j = i + 1; j < N; j++) {\n  t = 0.0;\n  for (k = 0; k < N; k++)\n   t += A[k][i] * A[k][j];\n  B[i][j] = t;\n  B[j][i] = t;\n }";
    let (out, done) = forward_accumulators(&scop(sym, "")).unwrap();
    assert_eq!(done, vec![("t".to_string(), "B".to_string())]);
    assert_eq!(
        bodies(&out),
        vec![
            "B[i][j] = 0.0;",
            "B[i][j] += A[k][i] * A[k][j];",
            "B[j][i] = B[i][j];"
        ]
    );
    out.validate().unwrap();
    // Copies into another array, or into a cell of the same array, are copies too.
    let other = "for (i = 0; i < N; i++) {\n t = 0.0;\n for (j = 0; j < N; j++)\n  t += A[i][j];\n y[i] = t;\n B[i][0] = t;\n B[i][1] = t;\n}";
    let (out, _) = forward_accumulators(&scop(other, "")).unwrap();
    assert_eq!(
        bodies(&out)[2..],
        ["B[i][0] = y[i];".to_string(), "B[i][1] = y[i];".to_string()]
    );
}

#[test]
fn accumulators_that_stay_scalars() {
    let stays = |body: &str, after: &str| {
        let (_, done) = forward_accumulators(&scop(body, after)).unwrap();
        assert!(done.is_empty(), "{body} / {after}: {done:?}");
    };
    // Read after the region.
    stays(ROW_SUMS, "A[0][0] = t;");
    // The cell is read between the start of the sum and its store.
    stays(
        "for (i = 0; i < N; i++) {\n t = 0.0;\n for (j = 0; j < N; j++) {\n  t += A[i][j];\n  B[i][j] = y[i];\n }\n y[i] = t;\n}",
        "",
    );
    // A double sum stored into a float cell: every step would round.
    stays(
        "for (i = 0; i < N; i++) {\n t = 0.0;\n for (j = 0; j < N; j++)\n  t += A[i][j];\n z[i] = t;\n}",
        "",
    );
    // A cell that every iteration of the outer loop reuses.
    stays(
        "for (i = 0; i < N; i++)\n for (k = 0; k < N; k++) {\n  t = 0.0;\n  for (j = 0; j < N; j++)\n   t += A[i][j] * B[j][k];\n  y[k] = t;\n }",
        "",
    );
    // Not a plain store of the sum.
    stays(
        "for (i = 0; i < N; i++) {\n t = 0.0;\n for (j = 0; j < N; j++)\n  t += A[i][j];\n y[i] = t * 0.5;\n}",
        "",
    );
    // A guarded start: the first iteration sums onto the value from before the region.
    stays(
        "for (i = 0; i < N; i++) {\n if (i >= 1)\n  t = 0.0;\n for (j = 0; j < N; j++)\n  t += A[i][j];\n y[i] = t;\n}",
        "",
    );
    // A guarded store: the first iteration must leave its cell as it was.
    stays(
        "for (i = 0; i < N; i++) {\n t = 0.0;\n for (j = 0; j < N; j++)\n  t += A[i][j];\n if (i >= 1)\n  y[i] = t;\n}",
        "",
    );
    // Between the copies, a statement that is not a copy writes the array of the store:
    // it could overwrite the cell before the next copy reads it.
    stays(
        "for (i = 0; i < N; i++) {\n t = 0.0;\n for (j = 0; j < N; j++)\n  t += A[i][j];\n y[i] = t;\n y[i] = y[i] * 2.0;\n B[i][0] = t;\n}",
        "",
    );
    // The first statement reads the scalar: not a start of its own.
    stays(
        "for (i = 0; i < N; i++) {\n t = t * 0.5;\n for (j = 0; j < N; j++)\n  t += A[i][j];\n y[i] = t;\n}",
        "",
    );
}

#[test]
fn a_scalar_reused_for_unrelated_values_splits_into_its_webs() {
    let body = "for (i = 0; i < N; i++) {\n t = 0.0;\n for (j = 0; j < N; j++)\n  t += A[i][j];\n y[i] = t;\n}\nfor (i = 0; i < N; i++) {\n t = y[i];\n for (j = 0; j < N; j++)\n  t += A[i][j] * 2.0;\n B[i][0] = t;\n}";
    let (out, webs) = split_webs(&scop(body, "")).unwrap();
    assert_eq!(webs, vec![("t".to_string(), vec!["t2".to_string()])]);
    let t2 = out.arrays.iter().find(|a| a.name == "t2").unwrap();
    assert!(t2.local && t2.dead_after && t2.rank == 0);
    let b = bodies(&out);
    assert_eq!(b[0], "t = 0.0;");
    assert_eq!(b[3], "t2 = y[i];");
    assert_eq!(b[5], "B[i][0] = t2;");
    out.validate().unwrap();
    // Both webs are then forwarded; the second cell (`B[i][0]`) is read by nothing else.
    let n = normalize(&scop(body, "")).unwrap();
    assert_eq!(n.forwarded.len(), 2, "{:?}", n.forwarded);
    assert_eq!(n.scop.statements.len(), 4);
    // One web, a value carried from nest to nest: nothing to split.
    let carried =
        "t = 0.0;\nfor (i = 0; i < N; i++)\n t += A[i][0];\nfor (i = 0; i < N; i++)\n y[i] = t;";
    assert!(split_webs(&scop(carried, "")).unwrap().1.is_empty());
    // A live-in read: the first web reads the value from before the region.
    let live_in = "for (i = 0; i < N; i++)\n y[i] = t;\nt = 1.0;\nfor (i = 0; i < N; i++)\n A[i][0] = t;\nt = 2.0;\nB[0][0] = t;";
    assert!(split_webs(&scop(live_in, "")).unwrap().1.is_empty());
}
