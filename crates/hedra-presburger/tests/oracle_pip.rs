//! Differential tests of the parametric integer simplex (`src/pip`) against isl, on the
//! inputs that stress it: strides and floors (parametric Gomory cuts, divs in the context),
//! parameter domains that are empty or strided in part, unbounded optima, maps (inputs as
//! parameters) and `dim_min`/`dim_max` of maps.
//!
//! Every result must have its explicit piecewise form (no `Unsupported`). Where isl's
//! `lexmin` cannot answer (an unbounded optimum), isl computes the optimum by its definition
//! (the points without a better point in their fiber) and the domain where it does not
//! exist, and hedra's `lexopt_parts` must give the same two sets.

mod oracle_common;

use hedra_isl::Ctx;
use hedra_presburger::Map;
use oracle_common::*;
use proptest::prelude::*;

/// Bodies rich in strides and floors: an existential block in most disjuncts.
const STRIDED: Sizes = Sizes {
    max_disjuncts: 2,
    max_atoms: 3,
    exists: 0.7,
    divs: true,
    coef: 3,
};

/// Objects with at least one parameter (or an input tuple), so that the optimum is a
/// function and not a point.
fn parametric(o: BoxedStrategy<Obj>) -> BoxedStrategy<Obj> {
    o.prop_filter("a parametric problem", |o| {
        !o.shape.params.is_empty() || o.shape.is_map()
    })
    .boxed()
}

/// `lexmin_pw` and `lexmax_pw` of `o`, both compared with isl.
fn both_optima(ctx: &Ctx, o: &Obj) -> Result<(), String> {
    let t = o.text();
    let m = ours(&t)?;
    let i = isl_single(ctx, &t, o.shape.is_map())?;
    for max in [false, true] {
        let f = if max { m.lexmax_pw() } else { m.lexmin_pw() };
        let what = if max { "lexmax_pw" } else { "lexmin_pw" };
        let isl = if max { i.lexmax() } else { i.lexmin() };
        check_lexopt(
            ctx,
            what,
            f.and_then(|f| f.to_map()),
            isl,
            &i,
            Some(m.space()),
            max,
        )?;
    }
    Ok(())
}

#[test]
fn pip_strides_set() {
    run_cases(
        "pip_strides_set",
        parametric(boxed_obj(set_obj(STRIDED))),
        both_optima,
    );
}

#[test]
fn pip_strides_map() {
    run_cases("pip_strides_map", boxed_obj(map_obj(STRIDED)), both_optima);
}

/// A bounded object with an extra condition on the parameters alone (a bound, a stride,
/// or a contradiction on part of the parameter space), so that the optimum's domain is a
/// strict, possibly strided or empty, part of the parameter space.
fn with_parameter_condition() -> BoxedStrategy<Obj> {
    let cond = (0usize..5, -3i64..=3, 2i64..=3);
    (parametric(boxed_obj(set_obj(SMALL))), cond)
        .prop_map(|(mut o, (kind, c, m))| {
            let p = o.shape.params[0].clone();
            let text = match kind {
                0 => format!("{p} >= {c}"),
                1 => format!("{p} <= {c}"),
                2 => format!("({p}) mod {m} = {}", c.rem_euclid(m)),
                3 => format!("exists (f : {p} = {m}f + {})", c.rem_euclid(m)),
                _ => format!("{p} >= {c} and {p} <= {}", c - 1 - m),
            };
            for d in &mut o.disjuncts {
                d.atoms.push(Atom::Text(text.clone()));
            }
            o
        })
        .boxed()
}

#[test]
fn pip_parameter_domains() {
    run_cases(
        "pip_parameter_domains",
        with_parameter_condition(),
        both_optima,
    );
}

/// isl's own optimum by definition, `M \ { points with a better point in their fiber }`,
/// and the domain (parameter set for a set) where the fiber is non-empty but has no
/// optimum. Works where isl's `lexmin` reports an unbounded optimum.
fn isl_parts<'c>(
    ctx: &'c Ctx,
    i: &Isl<'c>,
    space: &hedra_presburger::Space,
    max: bool,
) -> Result<(Isl<'c>, Isl<'c>), String> {
    // { y -> z : y is better than z }
    let better = lex_better(ctx, space, max)?.reverse()?;
    let beaten = if space.is_map() {
        i.apply_range(&better)?
    } else {
        i.apply(&better)?
    };
    let opt = i.subtract(&beaten.intersect(i)?)?;
    let unbounded = if space.is_map() {
        i.domain()?.subtract(&opt.domain()?)?
    } else {
        i.params()?.subtract(&opt.params()?)?
    };
    Ok((opt, unbounded))
}

/// `lexopt_parts` (the optimum and the domain where it does not exist) against isl's
/// computation by definition, on unbounded and bounded inputs alike.
#[test]
fn pip_parts() {
    run_cases("pip_parts", any_obj(SMALL), |ctx, o| {
        let t = o.text();
        let m = ours(&t)?;
        let i = isl_single(ctx, &t, o.shape.is_map())?;
        for max in [false, true] {
            let (opt, unb) = h("lexopt_parts", m.lexopt_parts(max))?;
            let (iopt, iunb) = isl_parts(ctx, &i, m.space(), max)?;
            same(ctx, "lexopt_parts optimum", &opt, &iopt)?;
            same(ctx, "lexopt_parts unbounded", &unb, &iunb)?;
        }
        Ok(())
    });
}

/// The two methods of hedra agree (isl compares), also on the domain without optimum.
#[test]
fn simplex_and_subtraction_agree() {
    let ctx = Ctx::new();
    let cases = [
        "[N] -> { [i, j] : i >= N or (N >= 5 and i = N - 1 and 0 <= j <= 1) }",
        "[N] -> { [i] : 2i >= N }",
        "[N, M] -> { [i, j] : i >= 0 and j <= M and i + j >= N }",
        "{ [i] -> [j] : exists (e : j = 3e) and j >= i }",
        "[N] -> { [i, j] : exists (e : i = 2e) and 0 <= i <= N and j >= i - N }",
    ];
    for t in cases {
        let m: Map = t.parse().unwrap();
        let is_map = m.space().is_map();
        for max in [false, true] {
            let (opt, unb) = m.lexopt_parts(max).unwrap();
            let (opt2, unb2) = m.lexopt_parts_by_subtraction(max).unwrap();
            let opt2 = isl_single(&ctx, &opt2.to_string(), is_map).unwrap();
            let unb2 = isl_single(&ctx, &unb2.to_string(), false).unwrap();
            same(&ctx, t, &opt, &opt2).unwrap();
            same(&ctx, t, &unb, &unb2).unwrap();
        }
    }
}

/// Hand-made cases with known answers, through isl.
#[test]
fn known_cases() {
    let ctx = Ctx::new();
    let cases = [
        // Splits, no cut.
        "[N] -> { [i, j] : 0 <= i < N and 0 <= j <= i }",
        // A cut: the minimum is ceil(N/2) for N >= 0.
        "[N] -> { [i] : 2i >= N and 0 <= i <= 100 }",
        // A stride on the output.
        "[N] -> { [i] : exists (e : i = 4e) and 3 <= i <= N }",
        // A stride on the parameter: the domain is strided.
        "[N] -> { [i] : exists (e : N = 3e) and N <= i <= N + 5 }",
        // Inputs as parameters, with a floor.
        "{ [i] -> [j] : 0 <= j and 3j >= i and j <= 10 }",
        // A union whose optimum comes from both disjuncts.
        "[N] -> { [i] : 0 <= i <= 10 or N <= i <= 20 }",
        // An existential that only constrains the parameters.
        "[N, M] -> { [i] : exists (e : N <= 2e <= M) and 0 <= i <= M }",
        // Empty for every parameter value.
        "[N] -> { [i] : 0 <= i <= N and i > N }",
    ];
    for t in cases {
        let m: Map = t.parse().unwrap();
        let i = isl_single(&ctx, t, m.space().is_map()).unwrap();
        for max in [false, true] {
            let f = if max { m.lexmax_pw() } else { m.lexmin_pw() };
            let f = f.unwrap_or_else(|e| panic!("{t}: {e}"));
            let isl = if max { i.lexmax() } else { i.lexmin() }.unwrap();
            same(&ctx, t, &f.to_map().unwrap(), &isl).unwrap();
        }
    }
}

/// An optimum that exists only thanks to a second disjunct: the first is unbounded below,
/// but every point of it follows the second disjunct's points.
#[test]
fn unbounded_disjunct_beaten() {
    let ctx = Ctx::new();
    let s: Map = "[N] -> { [i, j] : i >= N or (i = N - 1 and 0 <= j <= 1) }"
        .parse()
        .unwrap();
    let (opt, unbounded) = s.lexopt_parts(false).unwrap();
    assert!(unbounded.is_empty());
    let expected = isl_single(&ctx, "[N] -> { [N - 1, 0] }", false).unwrap();
    same(&ctx, "lexmin", &opt, &expected).unwrap();
    // Where the second disjunct is missing, the first one's minimum does not exist.
    let s: Map = "[N] -> { [i, j] : i >= N or (N >= 5 and i = N - 1 and 0 <= j <= 1) }"
        .parse()
        .unwrap();
    let (_, unbounded) = s.lexopt_parts(false).unwrap();
    let expected = isl_single(&ctx, "[N] -> { : N <= 4 }", false).unwrap();
    same(&ctx, "unbounded domain", &unbounded, &expected).unwrap();
    assert!(matches!(
        s.lexmin_pw(),
        Err(hedra_presburger::Error::Unbounded(_))
    ));
}

/// The parametric simplex is exercised by several thousand random cases.
#[test]
fn case_count() {
    let names = [
        "lexmin_set",
        "lexmax_set",
        "lexmin_map",
        "lexmax_map",
        "lexopt_unbounded",
        "lexmin_pw_set",
        "lexmax_pw_set",
        "lexmin_pw_map",
        "lexmax_pw_map",
        "lexopt_pw_unbounded",
        "dim_min_pw",
        "dim_max_pw",
        "pip_strides_set",
        "pip_strides_map",
        "pip_parameter_domains",
        "pip_parts",
        "dim_opt_pw_map",
    ];
    let total: u32 = names.iter().map(|n| cases(n)).sum();
    eprintln!("oracle: {total} random cases exercise the parametric simplex");
    assert!(total >= 8_000, "only {total} cases");
}
