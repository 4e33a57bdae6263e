//! The oracle of array contraction (issue 18): on random producer-consumer programs, under
//! the scheduler's own schedules (tiled with small tiles, fused, parallel or not), every
//! contracted array is checked by running the schedule: each read of the contracted
//! program must see the value (the writing instance) that the same read sees in the
//! uncontracted program. The run replays the statement instances in the order of the code
//! generator's loops ([`hedra_codegen::Ast::execute`]), and once more with the iterations
//! of every concurrent (parallel or vector) loop reversed, an order that a parallel run may
//! take; the subscripts are evaluated from the statements' bodies, as the printed C does.
//! Storage that each iteration of a parallel loop owns is a separate memory per iteration.

use std::collections::HashMap;

use hedra_contract::{Decision, Sharing, Timing};
use hedra_ir::expr::{BinaryOp, Expr, UnaryOp};
use hedra_ir::{AssignOp, Scop};
use hedra_opt::{Fuse, ScheduleRequest};
use hedra_presburger::Int;

/// A deterministic generator (xorshift).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn shift(&mut self) -> i64 {
        self.below(5) as i64 - 2
    }
}

/// A random program: two or three stages over `N x N` (interior points, so that shifted
/// reads stay inside), each writing a temporary or the output from shifted reads of the
/// previous stages; some stages in the other loop order, some stages 1-D over rows.
fn program(seed: u64) -> String {
    let mut r = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let stages = 2 + r.below(2) as usize;
    let mut body = String::new();
    let mut decls = String::new();
    for s in 0..stages {
        let target = if s + 1 == stages {
            "out".to_string()
        } else {
            format!("t{s}")
        };
        if s + 1 < stages {
            decls.push_str(&format!("  double {target}[40][40];\n"));
        }
        let source = if s == 0 {
            "in".to_string()
        } else {
            format!("t{}", s - 1)
        };
        let reads: Vec<String> = (0..1 + r.below(3))
            .map(|_| {
                let (a, b) = (r.shift(), r.shift());
                let also = if s >= 2 && r.below(2) == 0 {
                    format!(" + t{}[i][j]", s - 2)
                } else {
                    String::new()
                };
                format!("{source}[i + {a}][j + {b}]{also}")
            })
            .collect();
        let (lo, hi) = (2 * s + 2, format!("N - {}", 2 * s + 2));
        let (outer, inner) = if r.below(3) == 0 {
            ("j", "i")
        } else {
            ("i", "j")
        };
        body.push_str(&format!(
            "  for ({outer} = {lo}; {outer} < {hi}; {outer}++)\n    for ({inner} = {lo}; {inner} < {hi}; {inner}++)\n      {target}[i][j] = 0.5 * ({});\n",
            reads.join(" + ")
        ));
    }
    format!(
        "void f(int N, double in[40][40], double out[40][40]) {{\n  int i, j;\n{decls}#pragma hedra context N <= 36\n#pragma scop\n{body}#pragma endscop\n}}\n"
    )
}

/// The value of an integer expression of a subscript.
fn eval(e: &Expr, it: &[Int], params: &HashMap<String, i64>) -> i64 {
    let v = |x: &Expr| eval(x, it, params);
    match e {
        Expr::Int(t) => t.parse().expect("integer literal"),
        Expr::Iterator(k) => it[*k].to_i64().expect("small iterator"),
        Expr::Param(p) => params[p],
        Expr::Unary(UnaryOp::Neg, a) => -v(a),
        Expr::Binary(op, a, b) => {
            let (x, y) = (v(a), v(b));
            match op {
                BinaryOp::Add => x + y,
                BinaryOp::Sub => x - y,
                BinaryOp::Mul => x * y,
                BinaryOp::Div => x / y,
                BinaryOp::Rem => x % y,
                other => panic!("unexpected operator {other:?} in a subscript"),
            }
        }
        other => panic!("unexpected subscript {other:?}"),
    }
}

/// One access of an instance: the array and its cell.
type Cell = (String, Vec<i64>);

/// The cells an instance of `stmt` reads (in order) and the cell it writes.
fn accesses(
    scop: &Scop,
    stmt: usize,
    it: &[Int],
    params: &HashMap<String, i64>,
) -> (Vec<Cell>, Cell) {
    let body = &scop.statements[stmt].body;
    let cell = |e: &Expr| -> Cell {
        let Expr::Access {
            array, subscripts, ..
        } = e
        else {
            unreachable!()
        };
        (
            array.clone(),
            subscripts.iter().map(|s| eval(s, it, params)).collect(),
        )
    };
    let mut reads = Vec::new();
    body.rhs.for_each_access(&mut |a| reads.push(cell(a)));
    if body.op != AssignOp::Assign {
        reads.push(cell(&body.lhs));
    }
    (reads, cell(&body.lhs))
}

/// A statement instance: the statement and its iterator values.
type Instance = (usize, Vec<Int>);

/// Storage that each iteration of a loop owns: the storage's name, and the time dimension
/// of the loop. Its cells are distinct per value of the time vector up to that dimension.
type Owned = HashMap<String, usize>;

/// For each read (the instance, and the read's position among its reads), the instance
/// whose value it sees (`None`: a value from before the region). The cells of `owned`
/// storage are told apart by the iteration that accesses them (`time` of each instance).
fn trace(
    scop: &Scop,
    order: &[Instance],
    params: &HashMap<String, i64>,
    owned: &Owned,
    time: &HashMap<Instance, Vec<i64>>,
) -> HashMap<(Instance, usize), Option<Instance>> {
    let mut memory: HashMap<Cell, Instance> = HashMap::new();
    let mut seen = HashMap::new();
    for (s, it) in order {
        let me = (*s, it.clone());
        let own = |(array, mut cell): Cell| -> Cell {
            if let Some(&p) = owned.get(&array) {
                cell.extend_from_slice(&time[&me][..=p]);
            }
            (array, cell)
        };
        let (reads, write) = accesses(scop, *s, it, params);
        for (k, r) in reads.into_iter().enumerate() {
            seen.insert((me.clone(), k), memory.get(&own(r)).cloned());
        }
        memory.insert(own(write), me.clone());
    }
    seen
}

/// `order` with the iterations of each concurrent loop in reverse: instances are grouped
/// by their time vectors' prefixes, and at a concurrent dimension the groups are reversed.
fn reversed(
    order: &[(usize, Vec<Int>)],
    times: &[Vec<i64>],
    concurrent: &[bool],
) -> Vec<(usize, Vec<Int>)> {
    let mut idx: Vec<usize> = (0..order.len()).collect();
    idx.sort_by(|&a, &b| {
        let (x, y) = (&times[a], &times[b]);
        for k in 0..x.len() {
            if x[k] != y[k] {
                let less = x[k] < y[k];
                return match (concurrent.get(k).copied().unwrap_or(false), less) {
                    (false, true) | (true, false) => std::cmp::Ordering::Less,
                    _ => std::cmp::Ordering::Greater,
                };
            }
        }
        std::cmp::Ordering::Equal
    });
    idx.into_iter().map(|k| order[k].clone()).collect()
}

/// The time vector of one instance under `schedule`.
fn time_of(timing: &Timing, scop: &Scop, s: usize, it: &[Int], params: &[Int]) -> Vec<i64> {
    let name = scop.statements[s].name.as_str();
    let m = timing
        .schedule
        .maps()
        .iter()
        .find(|m| m.space().in_tuple.name.as_deref() == Some(name))
        .unwrap();
    let np = params.len();
    let mut fixed = m.clone();
    for (k, p) in params.iter().enumerate() {
        fixed = fixed.fix(hedra_presburger::DimType::Param, k, p).unwrap();
    }
    for (k, v) in it.iter().enumerate() {
        fixed = fixed.fix(hedra_presburger::DimType::In, k, v).unwrap();
    }
    let b = fixed
        .basics()
        .iter()
        .find_map(|b| b.lexmin_point().ok().flatten())
        .unwrap();
    // The point lists the parameters, the inputs, then the outputs.
    let first = np + it.len();
    b[first..first + m.space().n_out()]
        .iter()
        .map(|v| v.to_i64().unwrap())
        .collect()
}

#[test]
fn contracted_programs_read_the_values_of_the_uncontracted_ones() {
    let mut contracted_arrays = 0;
    let mut per_iteration = 0;
    for seed in 1..=40u64 {
        let src = program(seed);
        let ex = hedra_c::extract(&src);
        let scop = ex.scops().next().unwrap_or_else(|| panic!("{src}")).clone();
        let requests = [
            ScheduleRequest {
                tile: Some(vec![4, 4]),
                ..ScheduleRequest::default()
            },
            ScheduleRequest {
                tile: None,
                fuse: Fuse::Max,
                ..ScheduleRequest::default()
            },
            ScheduleRequest {
                parallel: false,
                tile: Some(vec![3, 5]),
                ..ScheduleRequest::default()
            },
        ];
        for request in &requests {
            let tree = hedra_opt::schedule_tree(&scop, request, &mut Vec::new()).unwrap();
            let schedule = tree.flatten().unwrap();
            let dims = schedule.maps()[0].space().n_out();
            let timing = Timing {
                concurrent: tree.concurrent_dims(dims),
                schedule,
            };
            let flow = hedra_deps::dataflow::value_based(&scop).unwrap();
            let mut contracted = scop.clone();
            let mut owned = Owned::new();
            for a in scop.arrays.iter().filter(|a| a.dead_after && a.rank > 0) {
                let full = |_: usize| Some(40u64);
                let d =
                    hedra_contract::decide(&scop, &flow, &timing, &a.name, &full, 4096).unwrap();
                if std::env::var("ORACLE_DEBUG").is_ok() {
                    eprintln!("seed {seed} {}: {d:?}", a.name);
                }
                if let Decision::Contract(c) = d {
                    contracted_arrays += 1;
                    per_iteration += usize::from(matches!(c.sharing, Sharing::PerIteration { .. }));
                    let name = contracted.fresh_name(&format!("{}_c", a.name));
                    if let Sharing::PerIteration { dim } = c.sharing {
                        owned.insert(name.clone(), dim);
                    }
                    contracted = hedra_contract::apply(
                        &contracted,
                        &c,
                        &name,
                        hedra_contract::Storage::Block,
                    )
                    .unwrap();
                }
            }
            let opts = hedra_codegen::Options {
                full_tiles: false,
                unroll: 0,
                promote: false,
            };
            let ast = hedra_codegen::generate_with(&scop, &tree, &opts).unwrap();
            for n in [9i64, 14, 21] {
                let params: HashMap<String, i64> = [(scop.params[0].clone(), n)].into();
                let pv = [Int::from(n)];
                let order = ast.execute(&pv, 1_000_000).unwrap();
                let times: Vec<Vec<i64>> = order
                    .iter()
                    .map(|(s, it)| time_of(&timing, &scop, *s, it, &pv))
                    .collect();
                let back = reversed(&order, &times, &timing.concurrent);
                let time: HashMap<Instance, Vec<i64>> =
                    order.iter().cloned().zip(times.iter().cloned()).collect();
                let none = Owned::new();
                let plain = trace(&scop, &order, &params, &none, &time);
                assert_eq!(
                    plain,
                    trace(&scop, &back, &params, &none, &time),
                    "the reversed order is not one a parallel run may take"
                );
                for (which, run) in [
                    ("schedule order", &order),
                    ("concurrent loops reversed", &back),
                ] {
                    let want = &plain;
                    let got = trace(&contracted, run, &params, &owned, &time);
                    assert!(
                        *want == got,
                        "{which}: seed {seed}, N = {n}, request {request:?}\n{src}\n{}\n{:?}",
                        timing.schedule,
                        timing.concurrent
                    );
                }
            }
        }
    }
    assert!(
        contracted_arrays > 20,
        "only {contracted_arrays} arrays were contracted"
    );
    assert!(per_iteration > 0, "no storage per iteration was chosen");
}
