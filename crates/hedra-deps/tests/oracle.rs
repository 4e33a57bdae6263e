//! Oracle tests: hedra's dependences of every kernel of the suite against isl's dataflow
//! analysis (`isl_union_access_info_compute_flow`) with the original schedule.
//!
//! The inputs handed to isl are the lines of `hedra scop` for the kernel (context, domain,
//! reads, writes, schedule), which the golden tests of hedra-c already check isl reads as the
//! same sets. Accesses are restricted to the domains and the context, then:
//! - flow: sinks = reads, must-sources = writes; isl's must dependences must equal hedra's
//!   `flow`, isl's sinks without a source hedra's `live_in`;
//! - RAW: sinks = reads, may-sources = writes; with may-sources only, isl reports *every*
//!   earlier write of the cell, which must equal hedra's memory-based `raw`;
//! - WAR: sinks = writes, may-sources = reads; WAW: sinks = writes, may-sources = writes;
//! - live-out: for each cell, the write with the lexicographically largest time
//!   (`lexmax` of `writes⁻¹ . schedule`, mapped back through the schedule), which must equal
//!   hedra's `live_out`.
//!
//! Every comparison is isl's `is_equal` on hedra's printed text; all kernels are checked and
//! every difference is reported before the test fails.

use hedra_deps::{analyze, DependenceKind};
use hedra_isl::{Ctx, Dataflow, UnionMap};
use std::path::Path;

fn kernels() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../kernels");
    let mut v = Vec::new();
    for e in std::fs::read_dir(&root).expect("kernels directory") {
        let dir = e.expect("entry").path();
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let file = dir.join(format!("{name}.c"));
        if file.is_file() {
            v.push((
                name,
                std::fs::read_to_string(file).expect("readable kernel"),
            ));
        }
    }
    v.sort();
    assert!(v.len() >= 30, "the kernel suite, found {}", v.len());
    v
}

/// The value of `NAME := value;` in an iscc script.
fn line<'a>(script: &'a str, name: &str) -> &'a str {
    let prefix = format!("{name} := ");
    script
        .lines()
        .find_map(|l| l.strip_prefix(&prefix))
        .and_then(|l| l.strip_suffix(';'))
        .unwrap_or_else(|| panic!("no line {name} in\n{script}"))
}

fn check(
    failures: &mut Vec<String>,
    kernel: &str,
    what: &str,
    ctx: &Ctx,
    hedra: &str,
    isl: &UnionMap,
) {
    match ctx.union_map(hedra) {
        Ok(h) => match h.is_equal(isl) {
            Ok(true) => {}
            Ok(false) => failures.push(format!(
                "{kernel}: {what} differs\n  hedra: {hedra}\n  isl:   {isl}"
            )),
            Err(e) => failures.push(format!("{kernel}: {what}: isl is_equal failed: {e}")),
        },
        Err(e) => failures.push(format!(
            "{kernel}: {what}: isl cannot read hedra's text: {e}"
        )),
    }
}

#[test]
fn every_kernel_matches_isl_dataflow() {
    let mut failures = Vec::new();
    let mut total = std::time::Duration::ZERO;
    for (name, src) in kernels() {
        let ex = hedra_c::extract(&src);
        let scop = ex.scops().next().expect("a scop").clone();
        let t = std::time::Instant::now();
        let a = match analyze(&scop) {
            Ok(a) => a,
            Err(e) => {
                failures.push(format!("{name}: analysis failed: {e}"));
                continue;
            }
        };
        let dt = t.elapsed();
        total += dt;
        eprintln!(
            "{name}: {} memory, {} flow dependences in {dt:?}",
            a.memory.len(),
            a.flow.len()
        );
        let script = scop.to_iscc();
        let ctx = Ctx::new();
        let context = ctx.set(line(&script, "context")).unwrap();
        let domain = ctx.union_set(line(&script, "domain")).unwrap();
        let restrict = |text: &str| {
            ctx.union_map(text)
                .unwrap()
                .intersect_domain(&domain)
                .unwrap()
                .intersect_params(&context)
                .unwrap()
        };
        let reads = restrict(line(&script, "reads"));
        let writes = restrict(line(&script, "writes"));
        let schedule = ctx.union_map(line(&script, "schedule")).unwrap();

        let flow = Dataflow::new(&reads, &schedule)
            .must_source(&writes)
            .compute()
            .unwrap();
        let text = |u: hedra_deps::Result<hedra_presburger::UnionMap>| u.unwrap().to_string();
        check(
            &mut failures,
            &name,
            "flow",
            &ctx,
            &text(a.flow_union(&scop)),
            &flow.must_dependence,
        );
        check(
            &mut failures,
            &name,
            "live_in",
            &ctx,
            &text(a.live_in_union(&scop)),
            &flow.must_no_source,
        );
        for (kind, sink, source) in [
            (DependenceKind::Raw, &reads, &writes),
            (DependenceKind::War, &writes, &reads),
            (DependenceKind::Waw, &writes, &writes),
        ] {
            let may = Dataflow::new(sink, &schedule)
                .may_source(source)
                .compute()
                .unwrap();
            check(
                &mut failures,
                &name,
                kind.name(),
                &ctx,
                &text(a.memory_union(&scop, kind)),
                &may.may_dependence,
            );
        }
        let last = writes
            .reverse()
            .unwrap()
            .apply_range(&schedule)
            .unwrap()
            .lexmax()
            .unwrap()
            .apply_range(&schedule.reverse().unwrap())
            .unwrap()
            .reverse()
            .unwrap();
        check(
            &mut failures,
            &name,
            "live_out",
            &ctx,
            &text(a.live_out_union(&scop)),
            &last,
        );
    }
    eprintln!("total analysis time: {total:?}");
    assert!(
        failures.is_empty(),
        "{} differences:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
