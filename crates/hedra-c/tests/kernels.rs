//! The models of the kernel suite (`kernels/*/<name>.c`). Their `hedra scop` output (the iscc
//! script of each region) is pinned by the filetests (`filetests/scop/<name>.c`, checked by
//! hand for some kernels, see `filetests/README.md`).
//!
//! Checked here, for every kernel: the model is valid; isl parses every line of its iscc
//! script (through the `hedra-isl` oracle) and denotes the same sets as hedra-presburger; the
//! C front end's body parser reads the bodies of the kernel's OpenScop back; the JSON round
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

/// The lines of an iscc script: `(name, isl text)`.
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
fn isl_reads_every_line_and_agrees() {
    let ctx = hedra_isl::Ctx::new();
    for (name, file) in kernels() {
        let (_, scop) = scop_of(&file);
        let text = scop.to_iscc();
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

/// The OpenScop writer and reader are hedra-ir's (and tested there); here the C front end's
/// body parser reads every kernel's bodies back, with their reference ids.
#[test]
fn openscop_bodies_read_back_through_the_c_parser() {
    for (name, file) in kernels() {
        let (_, scop) = scop_of(&file);
        let text = openscop::write(&scop);
        let back = hedra_c::read_openscop(&text)
            .unwrap_or_else(|e| panic!("{name}: cannot read our own OpenScop: {e}\n{text}"));
        back.validate().expect("valid scop after OpenScop");
        assert_eq!(openscop::write(&back), text, "{name}: write/read/write");
        let bodies = |s: &Scop| {
            s.statements
                .iter()
                .map(|st| {
                    let refs: Vec<_> = st.accesses.iter().map(|a| (a.reference, a.kind)).collect();
                    (st.body.clone(), refs)
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(bodies(&back), bodies(&scop), "{name}: bodies");
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
