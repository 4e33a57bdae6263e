//! Robustness: random token streams inside a `#pragma scop` region never make the front end
//! panic; every input gives a Scop or a diagnostic that renders. The same streams go through
//! `--autoscop` ([`hedra_c::autoscop::extract_auto`]).
//!
//! The default run is short. For a long fuzzing run (the issue asks for 20 minutes), raise the
//! case count, e.g.
//!
//! ```sh
//! PROPTEST_CASES=2000000 cargo test -p hedra-c --release --test fuzz_parser
//! ```

use proptest::prelude::*;

const VOCAB: &[&str] = &[
    "for",
    "if",
    "else",
    "while",
    "do",
    "goto",
    "int",
    "double",
    "DATA_TYPE",
    "return",
    "i",
    "j",
    "k",
    "N",
    "M",
    "_PB_N",
    "A",
    "B",
    "x",
    "MIN",
    "MAX",
    "MIN_FUN",
    "floord",
    "SQRT_FUN",
    "0",
    "1",
    "2",
    "-1",
    "3.5",
    "1e3",
    "0x10",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ";",
    ",",
    "=",
    "+=",
    "-=",
    "*=",
    "/=",
    "%=",
    "++",
    "--",
    "+",
    "-",
    "*",
    "/",
    "%",
    "<",
    "<=",
    ">",
    ">=",
    "==",
    "!=",
    "&&",
    "||",
    "!",
    "?",
    ":",
    "&",
    "->",
    ".",
    "\n",
    "\n#pragma hedra context N >= 4\n",
    "\n#pragma scop\n",
    "\n#pragma endscop\n",
    "\n#define X 1\n",
    "/*",
    "*/",
    "//",
    "\"s\"",
    "'c'",
    "@",
    "é",
    "sizeof",
    "(int)",
    "(double)",
    "\\",
];

/// A plausible loop nest, so that the random tokens hit the deep paths of the builder too.
const SEEDS: &[&str] = &[
    "for (i = 0; i < N; i++) for (j = 0; j <= i; j++) A[i][j] += B[j][i] * x;",
    "for (int t = N - 1; t >= 0; t -= 2) if (t % 2 == 0 && t != 3) A[t] = MIN(A[t], 1.0); else x = SQRT_FUN(x);",
];

fn program(tokens: Vec<usize>, seed: usize, at: usize) -> String {
    let mut body: Vec<&str> = tokens.iter().map(|&t| VOCAB[t % VOCAB.len()]).collect();
    let s = SEEDS[seed % SEEDS.len()];
    let at = at % (body.len() + 1);
    body.insert(at, s);
    format!(
        "void f(int N, DATA_TYPE A[N][N], DATA_TYPE B[N][N]) {{\n  int i, j;\n#pragma scop\n{}\n#pragma endscop\n}}\n",
        body.join(" ")
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn token_streams_never_panic(
        tokens in prop::collection::vec(0usize..1000, 0..60),
        seed in 0usize..8,
        at in 0usize..100,
    ) {
        let src = program(tokens, seed, at);
        let ex = hedra_c::extract(&src);
        let _ = hedra_c::autoscop::extract_auto(&src, &[]);
        for r in &ex.regions {
            match &r.scop {
                Ok(s) => {
                    prop_assert!(s.validate().is_ok());
                    let _ = s.to_iscc();
                    let text = hedra_ir::openscop::write(s);
                    let back = hedra_c::read_openscop(&text);
                    prop_assert!(back.is_ok(), "{:?}\n{}", back.err(), text);
                }
                Err(d) => {
                    let out = d.render("f.c", &src);
                    prop_assert!(out.contains("error"));
                }
            }
        }
    }

    #[test]
    fn autoscop_never_panics(
        tokens in prop::collection::vec(0usize..1000, 0..60),
        seed in 0usize..8,
        at in 0usize..100,
        outside in prop::collection::vec(0usize..1000, 0..6),
    ) {
        let mut body: Vec<&str> = tokens.iter().map(|&t| VOCAB[t % VOCAB.len()]).collect();
        let at = at % (body.len() + 1);
        body.insert(at, SEEDS[seed % SEEDS.len()]);
        let before: Vec<&str> = outside.iter().map(|&t| VOCAB[t % VOCAB.len()]).collect();
        let src = format!(
            "{}\nvoid f(int N, DATA_TYPE A[N][N], DATA_TYPE B[N][N]) {{\n  int i, j;\n{}\n}}\n",
            before.join(" "),
            body.join(" ")
        );
        let ex = hedra_c::autoscop::extract_auto(&src, &[]);
        for r in &ex.regions {
            prop_assert!(r.region.start <= r.region.end && r.region.end <= src.len());
            match &r.scop {
                Ok(s) => {
                    prop_assert!(s.validate().is_ok());
                    let _ = s.to_iscc();
                }
                Err(d) => {
                    let out = d.render("f.c", &src);
                    prop_assert!(out.contains("error"));
                }
            }
        }
    }

    #[test]
    fn body_parser_never_panics(tokens in prop::collection::vec(0usize..1000, 0..30)) {
        let text: Vec<&str> = tokens.iter().map(|&t| VOCAB[t % VOCAB.len()]).collect();
        let _ = hedra_c::parse_body(&text.join(" "), &["i".into(), "j".into()], &["N".into()]);
    }

    #[test]
    fn openscop_reader_never_panics(
        kernel in 0usize..34,
        cut in 0usize..100_000,
        noise in prop::collection::vec((0usize..100_000, 0usize..1000), 0..4),
    ) {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../kernels");
        let mut dirs: Vec<_> = std::fs::read_dir(root).unwrap().map(|e| e.unwrap().path()).collect();
        dirs.sort();
        let dir = &dirs[kernel % dirs.len()];
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let Ok(src) = std::fs::read_to_string(dir.join(format!("{name}.c"))) else { return Ok(()) };
        let ex = hedra_c::extract(&src);
        let Some(Ok(scop)) = ex.regions.first().map(|r| r.scop.as_ref()) else { return Ok(()) };
        let mut text = hedra_ir::openscop::write(scop).into_bytes();
        for (pos, tok) in noise {
            let p = pos % (text.len() + 1);
            text.splice(p..p, VOCAB[tok % VOCAB.len()].bytes());
        }
        text.truncate(cut % (text.len() + 1) + text.len() / 2);
        let text = String::from_utf8_lossy(&text).to_string();
        let _ = hedra_c::read_openscop(&text);
    }
}
