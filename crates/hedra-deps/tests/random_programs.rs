//! Oracle test on generated programs: loop nests of depth up to 3 with rectangular,
//! triangular and decreasing loops, affine conditions, scalars, 1-D and 2-D arrays, plain and
//! compound assignments. For every program, hedra's six relations must equal isl's (see
//! `common/mod.rs`). The programs come from a fixed-seed generator, so a failure names a
//! reproducible case and prints its source. `HEDRA_DEPS_CASES=n` changes the number of
//! programs (default 60); `HEDRA_DEPS_SEED=n` runs program `n` alone and prints it.

mod common;

/// A small deterministic generator (64-bit linear congruential, high bits).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

const ITERS: [&str; 3] = ["i", "j", "k"];

fn subscript(rng: &mut Rng, scope: &[&str]) -> String {
    if scope.is_empty() || rng.chance(10) {
        return rng.below(2).to_string();
    }
    let v = scope[rng.below(scope.len())];
    match rng.below(4) {
        0 => format!("{v} + 1"),
        1 => format!("{v} - 1"),
        _ => v.to_string(),
    }
}

fn access(rng: &mut Rng, scope: &[&str]) -> String {
    match rng.below(5) {
        0 | 1 => format!("A[{}][{}]", subscript(rng, scope), subscript(rng, scope)),
        2 | 3 => format!("B[{}]", subscript(rng, scope)),
        _ => "s".to_string(),
    }
}

fn statement(rng: &mut Rng, scope: &[&str], indent: usize, out: &mut String) {
    let pad = " ".repeat(indent);
    let lhs = access(rng, scope);
    let mut rhs = access(rng, scope);
    if rng.chance(50) {
        let op = if rng.chance(50) { "+" } else { "*" };
        rhs = format!("{rhs} {op} {}", access(rng, scope));
    }
    let op = if rng.chance(25) { "+=" } else { "=" };
    if !scope.is_empty() && rng.chance(15) {
        let v = scope[rng.below(scope.len())];
        out.push_str(&format!(
            "{pad}if ({v} >= 2)\n{pad}  {lhs} {op} {rhs} + 1.0;\n"
        ));
    } else {
        out.push_str(&format!("{pad}{lhs} {op} {rhs} + 1.0;\n"));
    }
}

fn block(rng: &mut Rng, scope: &mut Vec<&'static str>, indent: usize, out: &mut String) {
    let n = 1 + rng.below(2);
    for _ in 0..n {
        if scope.len() < 3 && rng.chance(60) {
            let v = ITERS[scope.len()];
            let pad = " ".repeat(indent);
            let header = match (rng.below(5), scope.last()) {
                (0, _) | (1, None) => format!("for (int {v} = 0; {v} < N; {v}++)"),
                (1, Some(u)) => format!("for (int {v} = 0; {v} <= {u}; {v}++)"),
                (2, Some(u)) => format!("for (int {v} = {u} + 1; {v} < N; {v}++)"),
                (3, _) => format!("for (int {v} = N - 1; {v} >= 0; {v}--)"),
                _ => format!("for (int {v} = 1; {v} < M; {v}++)"),
            };
            out.push_str(&format!("{pad}{header} {{\n"));
            scope.push(v);
            block(rng, scope, indent + 2, out);
            scope.pop();
            out.push_str(&format!("{pad}}}\n"));
        } else {
            statement(rng, scope, indent, out);
        }
    }
}

fn program(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9e3779b97f4a7c15) ^ 0x5eed);
    let mut body = String::new();
    block(&mut rng, &mut Vec::new(), 2, &mut body);
    format!(
        "void f(int N, int M, double A[N][N], double B[N], double s) {{\n#pragma scop\n{body}#pragma endscop\n}}\n"
    )
}

#[test]
fn generated_programs_match_isl_dataflow() {
    let cases: u64 = std::env::var("HEDRA_DEPS_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(60);
    // HEDRA_DEPS_SEED=n runs that program alone and prints it.
    let only: Option<u64> = std::env::var("HEDRA_DEPS_SEED")
        .ok()
        .and_then(|v| v.parse().ok());
    let seeds: Vec<u64> = match only {
        Some(s) => vec![s],
        None => (0..cases).collect(),
    };
    let mut failures = Vec::new();
    let mut analyzed = 0;
    let mut slowest = (std::time::Duration::ZERO, 0);
    for &seed in &seeds {
        let src = program(seed);
        if only.is_some() {
            eprintln!("{src}");
        }
        let ex = hedra_c::extract(&src);
        let Some(scop) = ex.scops().next().cloned() else {
            continue;
        };
        let (diffs, dt) = common::compare_with_isl(&scop);
        analyzed += 1;
        if dt > slowest.0 {
            slowest = (dt, seed);
        }
        if !diffs.is_empty() {
            failures.push(format!("seed {seed}:\n{src}{}", diffs.join("\n")));
        }
    }
    eprintln!(
        "{analyzed} of {} generated programs analyzed; slowest: seed {} in {:?}",
        seeds.len(),
        slowest.1,
        slowest.0
    );
    assert!(
        analyzed * 10 >= cases * 9,
        "too few programs modeled: {analyzed}"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
