//! Golden filetests over the kernel suite (`kernels/*/<name>.c`).
//!
//! For every kernel, `tests/golden/<name>.scop` holds the expected `hedra scop` output (the
//! iscc script of its region), after a `#` comment line naming the source. Re-bless after a
//! deliberate change with
//!
//! ```sh
//! HEDRA_BLESS=1 cargo test -p hedra-c --test kernels
//! ```
//!
//! Checked by hand (domains, accesses and schedules read against the C source, line by line):
//! `gemm`, `lu`, `cholesky`, `trmm` (decreasing outer loop: `-i` in the schedule), `symm`
//! (scalar accumulator `acc[]`, `k <= i` and `k > i` splits), `nussinov` (affine `if`:
//! `j - i > 3` gives `j >= i + 4`; decreasing loop), `levinson` (statements outside loops,
//! `r[k - 1 - i]`).
//!
//! Also checked here, for every kernel: isl itself parses every line of the golden output
//! (through the `hedra-isl` oracle) and denotes the same sets as hedra-presburger; the OpenScop
//! round trip write → read → write gives identical text and equal relations; the JSON round
//! trip gives equal relations.

use hedra_ir::{openscop, Scop};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn kernels() -> Vec<(String, PathBuf)> {
    let mut v = Vec::new();
    for e in std::fs::read_dir(root().join("kernels")).expect("kernels directory") {
        let dir = e.expect("entry").path();
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let file = dir.join(format!("{name}.c"));
        if file.is_file() {
            v.push((name, file));
        }
    }
    v.sort();
    assert!(
        v.len() >= 30,
        "expected the kernel suite, found {} kernels",
        v.len()
    );
    v
}

fn scop_of(file: &Path) -> (String, Scop) {
    let src = std::fs::read_to_string(file).expect("readable kernel");
    let ex = hedra_c::extract(&src);
    assert_eq!(
        ex.regions.len(),
        1,
        "{}: one region expected",
        file.display()
    );
    let r = &ex.regions[0];
    let scop = match &r.scop {
        Ok(s) => s.clone(),
        Err(d) => panic!("{}", d.render(&file.display().to_string(), &src)),
    };
    scop.validate().expect("valid scop");
    (src, scop)
}

fn golden_path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(format!("{name}.scop"))
}

fn golden_text(name: &str, scop: &Scop) -> String {
    format!("# hedra scop kernels/{name}/{name}.c\n{}", scop.to_iscc())
}

#[test]
fn golden_iscc_output() {
    let bless = std::env::var_os("HEDRA_BLESS").is_some();
    let mut failures = Vec::new();
    for (name, file) in kernels() {
        let (_, scop) = scop_of(&file);
        let got = golden_text(&name, &scop);
        let path = golden_path(&name);
        if bless {
            std::fs::write(&path, &got).expect("write golden file");
            continue;
        }
        let want = std::fs::read_to_string(&path).unwrap_or_default();
        if want != got {
            failures.push(format!("--- {name}\nwant:\n{want}\ngot:\n{got}"));
        }
    }
    assert!(
        failures.is_empty(),
        "golden mismatch (re-bless with HEDRA_BLESS=1 after checking):\n{}",
        failures.join("\n")
    );
}

/// The lines of a golden file: `(name, isl text)`.
fn script_lines(text: &str) -> Vec<(String, String)> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (name, rest) = l.split_once(" := ").expect("NAME := ...;");
            let isl = rest.strip_suffix(';').expect("line ends with ;");
            (name.to_string(), isl.to_string())
        })
        .collect()
}

#[test]
fn isl_reads_every_golden_line_and_agrees() {
    let ctx = hedra_isl::Ctx::new();
    for (name, file) in kernels() {
        let (_, scop) = scop_of(&file);
        let text = golden_text(&name, &scop);
        let lines = script_lines(&text);
        let names: Vec<&str> = lines.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["context", "domain", "reads", "writes", "schedule"]);
        for (item, isl) in &lines {
            let ours = match item.as_str() {
                "context" => {
                    ctx.set(isl)
                        .unwrap_or_else(|e| panic!("{name} {item}: isl rejects `{isl}`: {e:?}"));
                    continue;
                }
                "domain" => scop.domain().unwrap(),
                "reads" => scop.reads().unwrap(),
                "writes" => scop.writes().unwrap(),
                _ => scop.schedule().unwrap(),
            };
            let equal = if item == "domain" {
                ctx.union_set(isl)
                    .unwrap_or_else(|e| panic!("{name} {item}: isl rejects `{isl}`: {e:?}"));
                hedra_isl::isl_equal_union_sets(&ctx, isl, &ours.to_string())
            } else {
                ctx.union_map(isl)
                    .unwrap_or_else(|e| panic!("{name} {item}: isl rejects `{isl}`: {e:?}"));
                hedra_isl::isl_equal_union_maps(&ctx, isl, &ours.to_string())
            };
            assert!(
                equal.unwrap_or(false),
                "{name} {item}: the printed line and the model differ"
            );
        }
    }
}

#[test]
fn openscop_round_trip_is_stable() {
    for (name, file) in kernels() {
        let (_, scop) = scop_of(&file);
        let first = openscop::write(&scop);
        let back = hedra_c::read_openscop(&first)
            .unwrap_or_else(|e| panic!("{name}: cannot read our own OpenScop: {e}\n{first}"));
        back.validate().expect("valid scop after OpenScop");
        let second = openscop::write(&back);
        assert_eq!(first, second, "{name}: OpenScop write/read/write differs");
        // And the relations are the same sets.
        assert!(back
            .domain()
            .unwrap()
            .is_equal(&scop.domain().unwrap())
            .unwrap());
        assert!(back
            .reads()
            .unwrap()
            .is_equal(&scop.reads().unwrap())
            .unwrap());
        assert!(back
            .writes()
            .unwrap()
            .is_equal(&scop.writes().unwrap())
            .unwrap());
        assert!(back
            .schedule()
            .unwrap()
            .is_equal(&scop.schedule().unwrap())
            .unwrap());
        for (a, b) in back.statements.iter().zip(&scop.statements) {
            assert_eq!(a.body, b.body, "{name} {}: body", b.name);
            assert_eq!(a.beta, b.beta, "{name} {}: beta", b.name);
            let refs = |s: &hedra_ir::Statement| {
                s.accesses
                    .iter()
                    .map(|x| (x.reference, x.kind, x.array.clone()))
                    .collect::<Vec<_>>()
            };
            assert_eq!(refs(a), refs(b), "{name} {}: accesses", b.name);
        }
    }
}

#[test]
fn json_round_trip_keeps_the_model() {
    for (name, file) in kernels() {
        let (_, scop) = scop_of(&file);
        let json = scop.to_json();
        let back = Scop::from_json(&json).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(back.params, scop.params);
        assert_eq!(back.arrays, scop.arrays);
        assert!(back
            .domain()
            .unwrap()
            .is_equal(&scop.domain().unwrap())
            .unwrap());
        assert!(back
            .reads()
            .unwrap()
            .is_equal(&scop.reads().unwrap())
            .unwrap());
        assert!(back
            .writes()
            .unwrap()
            .is_equal(&scop.writes().unwrap())
            .unwrap());
        assert!(back
            .schedule()
            .unwrap()
            .is_equal(&scop.schedule().unwrap())
            .unwrap());
        assert_eq!(back.to_iscc(), scop.to_iscc(), "{name}: iscc after JSON");
    }
}

#[test]
fn regions_keep_the_rest_of_the_file() {
    for (name, file) in kernels() {
        let src = std::fs::read_to_string(&file).unwrap();
        let ex = hedra_c::extract(&src);
        let r = ex.regions[0].region;
        assert!(
            src[r.pragma_start..r.start].starts_with("#pragma scop"),
            "{name}"
        );
        assert!(
            src[r.end..r.pragma_end].starts_with("#pragma endscop"),
            "{name}"
        );
        // Splicing the region's own text back gives the file, byte for byte.
        let spliced = format!(
            "{}{}{}",
            &src[..r.start],
            &src[r.start..r.end],
            &src[r.end..]
        );
        assert_eq!(spliced, src);
    }
}

#[test]
fn bodies_print_back_to_c() {
    let (_, scop) = scop_of(&root().join("kernels/gemm/gemm.c"));
    let s = &scop.statements[1];
    assert_eq!(
        s.body.to_c(&s.iterators),
        "C[i][j] += alpha * A[i][k] * B[k][j];"
    );
    let its: Vec<String> = ["c0", "c1 + 1", "2 * c2"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(
        s.body.to_c(&its),
        "C[c0][(c1 + 1)] += alpha * A[c0][(2 * c2)] * B[(2 * c2)][(c1 + 1)];"
    );
    let a = scop.array("C").unwrap();
    assert_eq!(a.element_type.as_deref(), Some("DATA_TYPE"));
    assert_eq!(a.sizes, Some(vec!["NI".to_string(), "NJ".to_string()]));
    let (_, scop) = scop_of(&root().join("kernels/trmm/trmm.c"));
    assert_eq!(
        scop.array("L").unwrap().sizes,
        Some(vec!["m".to_string(), "m".to_string()])
    );
}
