//! Differential tests of the explicit piecewise results (`lexmin_pw`, `lexmax_pw`,
//! `dim_min_pw`, `dim_max_pw`) and of `gist` against isl on random inputs.
//!
//! Piecewise results are compared as maps: hedra's `PwMultiAff::to_map`, printed and read by
//! isl, must equal isl's own lexmin (or `dim_min`) of the same input; every case must have
//! its explicit form (the parametric simplex gives one for every optimum). A gist is not unique, so
//! hedra's gist `g` of `s` in context `c` is checked by its definition against isl:
//! `g ∩ c = s ∩ c`, with the intersection computed by isl.

mod oracle_common;

use hedra_isl::Ctx;
use hedra_presburger::Map;
use oracle_common::*;
use proptest::prelude::*;

fn both<'c>(ctx: &'c Ctx, o: &Obj) -> Result<(Map, Isl<'c>), String> {
    let t = o.text();
    Ok((ours(&t)?, isl_single(ctx, &t, o.shape.is_map())?))
}

fn pw_lexopt(ctx: &Ctx, o: &Obj, max: bool) -> Result<(), String> {
    let (m, i) = both(ctx, o)?;
    let f = if max { m.lexmax_pw() } else { m.lexmin_pw() };
    if let Ok(f) = &f {
        // The printed form names every piece; it must not be empty text.
        if f.to_string().is_empty() {
            return Err("empty printing".into());
        }
    }
    let ours_map = f.and_then(|f| f.to_map());
    let what = if max { "lexmax_pw" } else { "lexmin_pw" };
    let isl = if max { i.lexmax() } else { i.lexmin() };
    check_lexopt(ctx, what, ours_map, isl, &i, Some(m.space()), max)
}

#[test]
fn lexmin_pw_set() {
    run_cases("lexmin_pw_set", boxed_obj(set_obj(SMALL)), |ctx, o| {
        pw_lexopt(ctx, o, false)
    });
}

#[test]
fn lexmax_pw_set() {
    run_cases("lexmax_pw_set", boxed_obj(set_obj(SMALL)), |ctx, o| {
        pw_lexopt(ctx, o, true)
    });
}

#[test]
fn lexmin_pw_map() {
    run_cases("lexmin_pw_map", boxed_obj(map_obj(SMALL)), |ctx, o| {
        pw_lexopt(ctx, o, false)
    });
}

#[test]
fn lexmax_pw_map() {
    run_cases("lexmax_pw_map", boxed_obj(map_obj(SMALL)), |ctx, o| {
        pw_lexopt(ctx, o, true)
    });
}

#[test]
fn lexopt_pw_unbounded() {
    run_cases("lexopt_pw_unbounded", any_obj(SMALL), |ctx, o| {
        pw_lexopt(ctx, o, false)?;
        pw_lexopt(ctx, o, true)
    });
}

/// `dim_min_pw`/`dim_max_pw` of a set or a map (whose inputs are parameters of the
/// simplex) against isl's `dim_min`/`dim_max`.
fn dim_opt(ctx: &Ctx, (o, pos): &(Obj, usize), max: bool) -> Result<(), String> {
    let t = o.text();
    let m = ours(&t)?;
    let pos = pos % o.shape.range.dims.len();
    let f = if max {
        m.dim_max_pw(pos)
    } else {
        m.dim_min_pw(pos)
    };
    let ours_map = h("dim_opt_pw", f.and_then(|f| f.to_map()))?;
    let p = pos as u32;
    let isl_err = |e: hedra_isl::IslError| format!("isl: {}", e.message());
    let theirs = if o.shape.is_map() {
        let imap = ctx.map(&t).map_err(isl_err)?;
        let r = if max {
            imap.dim_max_map(p)
        } else {
            imap.dim_min_map(p)
        };
        Isl::Map(r.map_err(isl_err)?)
    } else {
        let iset = ctx.set(&t).map_err(isl_err)?;
        let r = if max {
            iset.dim_max_set(p)
        } else {
            iset.dim_min_set(p)
        };
        Isl::Set(r.map_err(isl_err)?)
    };
    same(ctx, "dim_opt_pw", &ours_map, &theirs)
}

fn set_and_pos() -> BoxedStrategy<(Obj, usize)> {
    (boxed_obj(set_obj(SMALL)), 0usize..3).boxed()
}

#[test]
fn dim_min_pw() {
    run_cases("dim_min_pw", set_and_pos(), |ctx, v| dim_opt(ctx, v, false));
}

#[test]
fn dim_max_pw() {
    run_cases("dim_max_pw", set_and_pos(), |ctx, v| dim_opt(ctx, v, true));
}

/// Maps with strides and floors: the inputs and the divs of the context meet.
#[test]
fn dim_opt_pw_map() {
    let strided = Sizes {
        exists: 0.7,
        ..SMALL
    };
    let strat = (boxed_obj(map_obj(strided)), 0usize..2).boxed();
    run_cases("dim_opt_pw_map", strat, |ctx, v| {
        dim_opt(ctx, v, false)?;
        dim_opt(ctx, v, true)
    });
}

#[test]
fn gist_random() {
    run_cases("gist_random", pair(any_obj(SMALL), SMALL), |ctx, (a, c)| {
        let (ma, ia) = both(ctx, a)?;
        let (mc, ic) = both(ctx, c)?;
        let g = h("gist", ma.gist(&mc))?;
        let gi = ia.parse_like(ctx, &g.to_string())?;
        let lhs = gi.intersect(&ic)?;
        let rhs = ia.intersect(&ic)?;
        if !lhs.is_equal(&rhs)? {
            return Err(format!(
                "gist {g} of {} in {}: g ∩ c = {lhs} but s ∩ c = {rhs}",
                a.text(),
                c.text()
            ));
        }
        Ok(())
    });
}

/// The comparisons can fail: a wrong piece is caught.
#[test]
fn wrong_piece_is_caught() {
    let ctx = Ctx::new();
    let m: Map = "[N] -> { [i] : 0 <= i <= N }".parse().unwrap();
    let f = m.lexmin_pw().unwrap();
    let isl = isl_single(&ctx, "[N] -> { [i] : 0 <= i <= N }", false).unwrap();
    same(
        &ctx,
        "lexmin_pw",
        &f.to_map().unwrap(),
        &isl.lexmin().unwrap(),
    )
    .unwrap();
    let wrong: Map = "[N] -> { [i] : i = 1 and N >= 0 }".parse().unwrap();
    assert!(same(&ctx, "lexmin_pw", &wrong, &isl.lexmin().unwrap()).is_err());
}

/// Coalescing fusion: a basic set cut in two by a hyperplane (`B and h >= 0`, `B and h < 0`)
/// or two boxes that touch must come back as the same set (checked by isl) and, when both
/// parts are non-empty, as a single disjunct, because their union is convex.
#[test]
fn coalesce_fusion() {
    // Without divs: with existentials the union may be convex only after projection, which
    // the fusion test does not look for.
    let plain = Sizes {
        max_disjuncts: 1,
        divs: false,
        exists: 0.001,
        ..SMALL
    };
    let strat = (set_obj(plain), aff(3, SMALL), -3i64..=3).boxed();
    run_cases("coalesce_fusion", strat, |ctx, (o, cut, c)| {
        let vars = o.shape.vars();
        let base = o.text();
        // The cut's text over the first variables of the shape.
        let mut hyp = String::new();
        for (k, v) in cut.coeffs.iter().enumerate() {
            if *v != 0 && k < vars.len() {
                hyp.push_str(&format!(" + {v}*{}", vars[k]));
            }
        }
        if hyp.is_empty() {
            return Ok(());
        }
        let hyp = hyp.trim_start_matches(" + ").to_string();
        let whole = ours(&base)?;
        let sp = whole.space().clone();
        let cut_set = |cond: &str| -> Result<Map, String> {
            let mut t = Map::universe(sp.clone()).to_string();
            // `{ S[i, j] }` -> `{ S[i, j] : cond }`
            let close = t.rfind('}').ok_or("no brace")?;
            t.insert_str(close, &format!(": {cond} "));
            ours(&t)
        };
        let a = h(
            "intersect",
            whole.intersect(&cut_set(&format!("{hyp} >= {c}"))?),
        )?;
        let b = h(
            "intersect",
            whole.intersect(&cut_set(&format!("{hyp} < {c}"))?),
        )?;
        let u = h("union", a.union(&b))?;
        let co = u.coalesce();
        let isl = isl_single(ctx, &base, false)?;
        same(ctx, "coalesce_fusion", &co, &isl)?;
        let both = !a.is_empty() && !b.is_empty();
        let plain = whole.basics().iter().all(|b| b.n_div() == 0);
        if both && plain && whole.basics().len() == 1 && co.basics().len() != 1 {
            return Err(format!(
                "{u} coalesced to {co}: {} disjuncts",
                co.basics().len()
            ));
        }
        Ok(())
    });
}

/// Redundancy removal on the shared tableau: the result is the same set (isl) and no
/// remaining inequality of a div-free disjunct is implied by the others.
#[test]
fn remove_redundancies_simplex() {
    run_cases("remove_redundancies_simplex", set_obj(SMALL), |ctx, o| {
        let (m, i) = both(ctx, o)?;
        let r = m.remove_redundancies();
        same(ctx, "remove_redundancies", &r, &i)?;
        // Without divs (with them, a constraint can be needed in the lifted space and yet
        // dropping it alone leaves the projection unchanged).
        for b in r.basics().iter().filter(|b| b.n_div() == 0) {
            let single = Map::from_basic(b.clone());
            for k in 0..b.inequalities().len() {
                // Dropping inequality k must change the set (it is not redundant).
                let mut fewer = b.clone();
                if fewer.drop_inequality(k).is_none() {
                    return Err("drop_inequality failed".into());
                }
                let fewer = Map::from_basic(fewer);
                if h("is_subset", fewer.is_subset(&single))? {
                    return Err(format!("inequality {k} of {b} is redundant"));
                }
            }
        }
        Ok(())
    });
}
