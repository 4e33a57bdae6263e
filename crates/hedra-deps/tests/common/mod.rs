//! The isl side of the oracle tests: the six relations of `hedra deps` recomputed by isl from
//! the lines of `hedra scop`, and the comparison with hedra's.

use hedra_deps::{analyze, DependenceKind};
use hedra_isl::{Ctx, Dataflow, UnionMap};

/// The value of `NAME := value;` in an iscc script.
pub fn line<'a>(script: &'a str, name: &str) -> &'a str {
    let prefix = format!("{name} := ");
    script
        .lines()
        .find_map(|l| l.strip_prefix(&prefix))
        .and_then(|l| l.strip_suffix(';'))
        .unwrap_or_else(|| panic!("no line {name} in\n{script}"))
}

fn check(failures: &mut Vec<String>, what: &str, ctx: &Ctx, hedra: &str, isl: &UnionMap) {
    match ctx.union_map(hedra) {
        Ok(h) => match h.is_equal(isl) {
            Ok(true) => {}
            Ok(false) => failures.push(format!("{what} differs\n  hedra: {hedra}\n  isl:   {isl}")),
            Err(e) => failures.push(format!("{what}: isl is_equal failed: {e}")),
        },
        Err(e) => failures.push(format!("{what}: isl cannot read hedra's text: {e}")),
    }
}

/// Analyzes `scop` with hedra and with isl; returns the differences (empty when all six
/// relations agree) and hedra's analysis time.
pub fn compare_with_isl(scop: &hedra_ir::Scop) -> (Vec<String>, std::time::Duration) {
    let mut failures = Vec::new();
    let t = std::time::Instant::now();
    let a = match analyze(scop) {
        Ok(a) => a,
        Err(e) => return (vec![format!("analysis failed: {e}")], t.elapsed()),
    };
    let dt = t.elapsed();
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
    let text = |u: hedra_deps::Result<hedra_presburger::UnionMap>| u.unwrap().to_string();

    let flow = Dataflow::new(&reads, &schedule)
        .must_source(&writes)
        .compute()
        .unwrap();
    check(
        &mut failures,
        "flow",
        &ctx,
        &text(a.flow_union(scop)),
        &flow.must_dependence,
    );
    check(
        &mut failures,
        "live_in",
        &ctx,
        &text(a.live_in_union(scop)),
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
            kind.name(),
            &ctx,
            &text(a.memory_union(scop, kind)),
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
        "live_out",
        &ctx,
        &text(a.live_out_union(scop)),
        &last,
    );
    (failures, dt)
}
