//! The legality checker agrees with isl on every schedule of a small family: all 2-D
//! schedules `S[i, j] -> [a i + b j, c i + d j]` with `a, b, c, d ∈ {-1, 0, 1}` (81 per
//! program), and the same with the first member tiled by 2, on programs with distance
//! vectors such as `(1, -1)`, `(1, 0)` and `(0, 1)`. isl decides by
//! `D ∩ (θ ∘ ≥_lex ∘ θ⁻¹) = ∅` for each dependence.

use hedra_ir::schedule_tree::{Band, Node, ScheduleTree};
use hedra_presburger::parse_union;
use hedra_sched::check_legality;

fn scop_of(body: &str) -> hedra_ir::Scop {
    let src =
        format!("void f(int N, double A[N][N]) {{\n#pragma scop\n{body}\n#pragma endscop\n}}\n");
    let ex = hedra_c::extract(&src);
    let s = ex.scops().next().expect("a scop").clone();
    s
}

fn term(c: i64, v: &str) -> String {
    match c {
        0 => String::new(),
        1 => format!(" + {v}"),
        -1 => format!(" - {v}"),
        _ => format!(" + {c}*{v}"),
    }
}

#[test]
fn hedra_and_isl_agree_on_all_small_schedules() {
    let programs = [
        "for (int i = 1; i < N; i++)\n  for (int j = 0; j < N - 1; j++)\n    A[i][j] = A[i - 1][j + 1];",
        "for (int i = 1; i < N; i++)\n  for (int j = 1; j < N; j++)\n    A[i][j] = A[i - 1][j] + A[i][j - 1];",
        "for (int i = 0; i < N; i++)\n  for (int j = 0; j < N; j++)\n    A[0][0] = A[i][j];",
    ];
    let ctx = hedra_isl::Ctx::new();
    let (mut legal, mut illegal) = (0, 0);
    for body in programs {
        let scop = scop_of(body);
        let deps = hedra_deps::memory_based(&scop).unwrap();
        assert!(!deps.is_empty());
        for code in 0..81 * 2 {
            let tiled = code >= 81;
            let k = code % 81;
            let (a, b, c, d) = (k % 3 - 1, k / 3 % 3 - 1, k / 9 % 3 - 1, k / 27 % 3 - 1);
            let e1 = format!("0{}{}", term(a, "i"), term(b, "j"));
            let e2 = format!("0{}{}", term(c, "i"), term(d, "j"));
            let members = if tiled {
                format!("floor(({e1})/2), {e1}, {e2}")
            } else {
                format!("{e1}, {e2}")
            };
            let text = format!("[N] -> {{ S0[i, j] -> [{members}] }}");
            let partial = parse_union(&text)
                .unwrap()
                .align_params(&scop.params)
                .unwrap();
            let n = if tiled { 3 } else { 2 };
            let tree = ScheduleTree::new(
                Node::Domain {
                    domain: scop.domain().unwrap(),
                    child: Box::new(Node::Band(Band {
                        partial,
                        coincident: vec![false; n],
                        permutable: false,
                        reductions: Vec::new(),
                        private: Vec::new(),
                        child: Box::new(Node::Leaf),
                    })),
                },
                scop.params.clone(),
            );
            let ours = check_legality(&scop, &deps, &tree).unwrap().is_legal();
            // isl's verdict on the same flattened schedule.
            let th = ctx.union_map(&tree.flatten().unwrap().to_string()).unwrap();
            let x: Vec<String> = (0..n).map(|k| format!("x{k}")).collect();
            let y: Vec<String> = (0..n).map(|k| format!("y{k}")).collect();
            let mut disj = Vec::new();
            for p in 0..=n {
                let mut cs: Vec<String> = (0..p).map(|k| format!("x{k} = y{k}")).collect();
                if p < n {
                    cs.push(format!("x{p} > y{p}"));
                }
                disj.push(format!(
                    "({})",
                    if cs.is_empty() {
                        "1 = 1".into()
                    } else {
                        cs.join(" and ")
                    }
                ));
            }
            let ge = ctx
                .union_map(&format!(
                    "[N] -> {{ [{}] -> [{}] : {} }}",
                    x.join(", "),
                    y.join(", "),
                    disj.join(" or ")
                ))
                .unwrap();
            let later = th
                .apply_range(&ge)
                .unwrap()
                .apply_range(&th.reverse().unwrap())
                .unwrap();
            let mut isl_legal = true;
            for dep in &deps {
                let di = ctx.union_map(&dep.relation.to_string()).unwrap();
                if !di.intersect(&later).unwrap().is_empty().unwrap() {
                    isl_legal = false;
                }
            }
            assert_eq!(ours, isl_legal, "{body}\n{text}");
            if ours {
                legal += 1;
            } else {
                illegal += 1;
            }
        }
    }
    // Both verdicts occur often, so the comparison means something.
    assert!(
        legal >= 10 && illegal >= 100,
        "{legal} legal, {illegal} illegal"
    );
}
