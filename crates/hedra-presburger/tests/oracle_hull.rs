//! Differential tests of `Map::simple_hull` and `Map::convex_hull` against isl's
//! `isl_map_simple_hull` / `isl_map_convex_hull` (and the set versions).
//!
//! Random unions of 1-3 disjuncts with parameters, without existentials: the hulls must be
//! the same integer sets as isl's (compared with `is_equal` after isl parses our printed
//! result). With floors, mods and existentials (whose hulls depend on how the divs of the
//! disjuncts are aligned), each answer must be one conjunction that contains the input.

mod oracle_common;

use hedra_isl::Ctx;
use hedra_presburger::Map;
use oracle_common::*;

const PLAIN: Sizes = Sizes {
    max_disjuncts: 3,
    max_atoms: 4,
    exists: 0.001,
    divs: false,
    coef: 3,
};

fn ours(o: &Obj) -> Result<Map, String> {
    o.text()
        .parse::<Map>()
        .map_err(|x| format!("hedra parse: {x}"))
}

fn check_hulls(ctx: &Ctx, o: &Obj) -> Result<(), String> {
    let m = ours(o)?;
    if m.basics().iter().any(|b| b.n_div() > 0) {
        // The rare existential of `PLAIN` (probability 0.001): covered by the test below.
        return Ok(());
    }
    let i = isl_single(ctx, &o.text(), o.shape.is_map())?;
    let (is, ic) = match &i {
        Isl::Set(x) => (
            Isl::Set(x.simple_hull().map_err(|e| e.message().to_string())?),
            Isl::Set(x.convex_hull().map_err(|e| e.message().to_string())?),
        ),
        Isl::Map(x) => (
            Isl::Map(x.simple_hull().map_err(|e| e.message().to_string())?),
            Isl::Map(x.convex_hull().map_err(|e| e.message().to_string())?),
        ),
        _ => return Err("union from isl_single".into()),
    };
    let sh = h("simple_hull", m.simple_hull())?;
    same(ctx, "simple_hull", &sh, &is)?;
    let ch = h("convex_hull", m.convex_hull())?;
    same(ctx, "convex_hull", &ch, &ic)?;
    if sh.basics().len() > 1 || ch.basics().len() > 1 {
        return Err("a hull with more than one disjunct".into());
    }
    Ok(())
}

#[test]
fn hulls_plain_sets() {
    run_cases("hull_sets", set_obj(PLAIN), check_hulls);
}

#[test]
fn hulls_plain_maps() {
    run_cases("hull_maps", map_obj(PLAIN), check_hulls);
}

/// With existentials: a single disjunct that contains the input.
#[test]
fn hulls_with_divs_contain_input() {
    run_cases("hull_divs", set_obj(FULL), |_ctx, o| {
        let t0 = std::time::Instant::now();
        let m = ours(o)?;
        for (what, r) in [
            ("simple_hull", m.simple_hull()),
            ("convex_hull", m.convex_hull()),
        ] {
            match r {
                Err(e) => return Err(format!("{what}: {e}")),
                Ok(hh) => {
                    if hh.basics().len() > 1 {
                        return Err(format!("{what}: more than one disjunct: {hh}"));
                    }
                    if !h(what, m.is_subset(&hh))? {
                        return Err(format!("{what}: {hh} does not contain the input"));
                    }
                }
            }
        }
        if t0.elapsed().as_secs_f64() > 1.0 {
            eprintln!("slow hull case ({:?}): {}", t0.elapsed(), o.text());
        }
        Ok(())
    });
}
