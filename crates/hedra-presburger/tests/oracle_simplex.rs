//! Differential tests of the simplex-based integer lexicographic optimum
//! (`BasicMap::lexmin_point` / `lexmax_point`) against isl's `lexmin` / `lexmax`.
//!
//! Two streams of cases:
//! - integer linear programs shaped like a scheduler's (Pluto): up to 14 variables, a few
//!   dense constraints with small coefficients, often non-negative variables, sometimes a box
//!   (bounded), sometimes an equality; many are empty and many are unbounded;
//! - the random sets of the other oracle tests (with floors, mods, strides and existentials),
//!   with parameters read as ordinary leading dimensions (the non-parametric problem).
//!
//! A hedra point `p` is checked by asking isl whether `{ [p] }` equals isl's optimum; an empty
//! answer must match an empty isl optimum, and `Unbounded` must match isl's unbounded error.

mod oracle_common;

use hedra_isl::Ctx;
use hedra_presburger::{Int, Map};
use oracle_common::*;
use proptest::prelude::*;

/// One random integer program: variables `x0..x{n-1}`, rows `c + sum a_k x_k >= 0` (or `= 0`).
#[derive(Clone, Debug)]
struct Ilp {
    n: usize,
    rows: Vec<(Vec<i64>, i64, bool)>,
    nonneg: bool,
    upper: Option<i64>,
}

impl Ilp {
    fn text(&self) -> String {
        let vars: Vec<String> = (0..self.n).map(|k| format!("x{k}")).collect();
        let mut conds: Vec<String> = Vec::new();
        for (a, c, eq) in &self.rows {
            let mut t = String::new();
            for (k, v) in a.iter().enumerate() {
                if *v != 0 {
                    t.push_str(&format!(" + {v}*{}", vars[k]));
                }
            }
            t.push_str(&format!(" + {c}"));
            conds.push(format!(
                "{} {} 0",
                t.trim_start_matches(" + "),
                if *eq { "=" } else { ">=" }
            ));
        }
        for v in &vars {
            if self.nonneg {
                conds.push(format!("{v} >= 0"));
            }
            if let Some(u) = self.upper {
                conds.push(format!("{v} <= {u}"));
                if !self.nonneg {
                    conds.push(format!("{v} >= -{u}"));
                }
            }
        }
        let body = if conds.is_empty() {
            String::new()
        } else {
            format!(" : {}", conds.join(" and "))
        };
        format!("{{ [{}]{body} }}", vars.join(", "))
    }
}

fn ilp() -> BoxedStrategy<Ilp> {
    (1usize..=14)
        .prop_flat_map(|n| {
            let row = (
                proptest::collection::vec(
                    prop_oneof![4 => Just(0i64), 3 => -1i64..=1, 2 => -3i64..=3],
                    n,
                ),
                -10i64..=10,
                proptest::bool::weighted(0.1),
            );
            (
                Just(n),
                proptest::collection::vec(row, 0..=(n + 4)),
                proptest::bool::weighted(0.7),
                proptest::option::weighted(0.5, 1i64..=20),
            )
        })
        .prop_map(|(n, rows, nonneg, upper)| Ilp {
            n,
            rows,
            nonneg,
            upper,
        })
        .boxed()
}

/// Compares hedra's optimum of every disjunct of `text` (a set without parameters, or with
/// parameters read as dimensions when `flat` gives the same set with them in the tuple).
fn check_points(ctx: &Ctx, text: &str, flat: &str) -> Result<(), String> {
    let m = ours(text)?;
    let flat_m = ours(flat)?;
    if m.basics().len() != flat_m.basics().len() {
        return Err("flattening changed the number of disjuncts".into());
    }
    for (b, fb) in m.basics().iter().zip(flat_m.basics()) {
        let piece = Map::from_basic(fb.clone()).to_string();
        let isl = isl_single(ctx, &piece, false)?;
        for max in [false, true] {
            let ours_r = if max {
                b.lexmax_point()
            } else {
                b.lexmin_point()
            };
            let isl_r = if max { isl.lexmax() } else { isl.lexmin() };
            let what = if max { "lexmax_point" } else { "lexmin_point" };
            match (ours_r, isl_r) {
                (Ok(None), Ok(i)) => {
                    if !i.is_empty()? {
                        return Err(format!(
                            "{what} of {piece}: hedra says empty, isl gives {i}"
                        ));
                    }
                }
                (Ok(Some(p)), Ok(i)) => {
                    let pt = point_text(fb, &p);
                    let pi = isl.parse_like(ctx, &pt)?;
                    if !pi.is_equal(&i)? {
                        return Err(format!(
                            "{what} of {piece}: hedra gives {pt}, isl gives {i}"
                        ));
                    }
                }
                (Err(hedra_presburger::Error::Unbounded(_)), Err(msg))
                    if msg.contains("unbounded") => {}
                (o, i) => {
                    return Err(format!(
                        "{what} of {piece}: hedra gives {o:?}, isl gives {i:?}"
                    ));
                }
            }
        }
    }
    Ok(())
}

/// `{ S[v0, v1, ...] }` in the tuple of `b`.
fn point_text(b: &hedra_presburger::BasicMap, p: &[Int]) -> String {
    let name = b.space().out_tuple.name.clone().unwrap_or_default();
    let vals: Vec<String> = p.iter().map(|v| v.to_string()).collect();
    format!("{{ {name}[{}] }}", vals.join(", "))
}

#[test]
fn lexmin_point_ilp() {
    run_cases("lexmin_point_ilp", ilp(), |ctx, p| {
        let t = p.text();
        check_points(ctx, &t, &t)
    });
}

#[test]
fn lexmin_point_set() {
    let s = Sizes {
        max_disjuncts: 1,
        max_atoms: 5,
        ..FULL
    };
    run_cases("lexmin_point_set", set_obj(s), |ctx, o| {
        let mut flat = o.clone();
        let mut dims = o.shape.params.clone();
        dims.extend(o.shape.range.dims.iter().cloned());
        flat.shape.params.clear();
        flat.shape.range.dims = dims;
        check_points(ctx, &o.text(), &flat.text())
    });
}

/// The check itself rejects wrong answers (so a passing run means something).
#[test]
fn check_rejects_wrong_points() {
    let ctx = Ctx::new();
    let isl = isl_single(&ctx, "{ [i, j] : 0 <= i <= 3 and i <= j <= 5 }", false).unwrap();
    let good = isl.parse_like(&ctx, "{ [0, 0] }").unwrap();
    let bad = isl.parse_like(&ctx, "{ [0, 1] }").unwrap();
    let opt = isl.lexmin().unwrap();
    assert!(good.is_equal(&opt).unwrap());
    assert!(!bad.is_equal(&opt).unwrap());
}
