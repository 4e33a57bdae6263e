//! The OpenScop writer and reader: round trips of kernel Scops, OpenScop as other tools write
//! it, and malformed input, which must give an error with its line number and never a panic.

mod common;

use hedra_ir::openscop;
use hedra_ir::{AccessKind, AssignOp, Body, Error, Expr, Scop};
use hedra_presburger::parse_map;

/// A body "parser" for a Scop's own OpenScop text: the body of the statement that prints as
/// `text`. Parsing C is hedra-c's business; the reader only hands the text over.
fn bodies_of(scop: &Scop) -> impl Fn(&str, &[String], &[String]) -> Result<Body, String> + '_ {
    move |text, iterators, _params| {
        scop.statements
            .iter()
            .find(|s| s.body.to_c(iterators) == text)
            .map(|s| s.body.clone())
            .ok_or_else(|| format!("unknown body `{text}`"))
    }
}

/// `A[i] = 0;`: the body of the hand-written OpenScop texts below.
fn store_zero(_: &str, _: &[String], _: &[String]) -> Result<Body, String> {
    Ok(Body {
        lhs: Expr::Access {
            array: "A".into(),
            subscripts: vec![Expr::Iterator(0)],
            reference: 0,
        },
        op: AssignOp::Assign,
        rhs: Expr::Int("0".into()),
    })
}

/// `a` and `b` have equal contexts, domains, accesses and schedules.
fn assert_same_relations(name: &str, a: &Scop, b: &Scop) {
    type Union = fn(&Scop) -> hedra_ir::Result<hedra_presburger::UnionMap>;
    assert!(a.context.is_equal(&b.context).unwrap(), "{name}: context");
    let unions: [(&str, Union); 4] = [
        ("domain", Scop::domain),
        ("reads", Scop::reads),
        ("writes", Scop::writes),
        ("schedule", Scop::schedule),
    ];
    for (what, union) in unions {
        let (x, y) = (union(a).unwrap(), union(b).unwrap());
        assert!(x.is_equal(&y).unwrap(), "{name}: {what}: {x} and {y}");
    }
}

#[test]
fn kernel_scops_round_trip() {
    for (name, scop) in common::kernel_scops() {
        scop.validate().unwrap_or_else(|e| panic!("{name}: {e}"));
        let first = openscop::write(&scop);
        let back = openscop::read(&first, &bodies_of(&scop))
            .unwrap_or_else(|e| panic!("{name}: cannot read our own OpenScop: {e}\n{first}"));
        back.validate()
            .unwrap_or_else(|e| panic!("{name}: invalid after OpenScop: {e}"));
        assert_eq!(
            openscop::write(&back),
            first,
            "{name}: write, read, write differs"
        );
        assert_eq!(back.params, scop.params, "{name}");
        assert_same_relations(&name, &back, &scop);
        let names = |s: &Scop| s.arrays.iter().map(|a| a.name.clone()).collect::<Vec<_>>();
        assert_eq!(names(&back), names(&scop), "{name}: arrays");
        for (a, b) in back.statements.iter().zip(&scop.statements) {
            assert_eq!(a.name, b.name, "{name}");
            assert_eq!(a.iterators, b.iterators, "{name} {}", b.name);
            assert_eq!(a.body, b.body, "{name} {}: body", b.name);
            assert_eq!(a.beta, b.beta, "{name} {}: beta", b.name);
            let refs = |s: &hedra_ir::Statement| {
                s.accesses
                    .iter()
                    .map(|x| (x.reference, x.kind, x.array.clone()))
                    .collect::<Vec<_>>()
            };
            assert_eq!(refs(a), refs(b), "{name} {}: accesses", b.name);
        }
        assert_eq!(back.statements.len(), scop.statements.len(), "{name}");
    }
}

#[test]
fn kernel_scops_round_trip_through_json() {
    for (name, scop) in common::kernel_scops() {
        let json = scop.to_json();
        let back = Scop::from_json(&json).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(back.to_json(), json, "{name}: JSON differs");
        assert_same_relations(&name, &back, &scop);
        assert_eq!(back.to_iscc(), scop.to_iscc(), "{name}: iscc differs");
        assert_eq!(openscop::write(&back), openscop::write(&scop), "{name}");
    }
}

/// OpenScop in the layout of other tools: comments anywhere, a domain that is a union of two
/// parts with an existential (local) column, a `MAY_WRITE` access, extensions hedra does not
/// know, and no `<scatnames>`.
const FOREIGN: &str = "\
<OpenScop>
# written by hand
C
CONTEXT
1 3 0 0 0 1
# e/i N 1
   1    1 -2      # N >= 2

1
<strings>
N
</strings>
1                 # one statement
4
DOMAIN
2                 # two parts
3 5 1 0 1 1
# e/i i  e  N  1
   0  1 -2  0  0  # i = 2e
   1  1  0  0  0  # i >= 0
   1 -1  0  1 -1  # i < N
2 4 1 0 0 1
   1  1  0 -1     # i >= 1
   1 -1  0  2     # i <= 2
SCATTERING
3 7 3 1 0 1
   0 -1  0  0  0  0  0
   0  0 -1  0  1  0  0
   0  0  0 -1  0  0  0
MAY_WRITE
2 6 2 1 0 1
   0 -1  0  0  0  1
   0  0 -1  1  0  0
READ
2 6 2 1 0 1
   0 -1  0  0  0  1
   0  0 -1  1  0  0
2
<body>
1
i
A[i] = 0;
</body>
<unknown-extension>
whatever # with a comment
</unknown-extension>
<arrays>
1
1 A
</arrays>
<coordinates>
demo.c 1 1 3 10 2
</coordinates>
</OpenScop>
";

#[test]
fn reads_openscop_as_other_tools_write_it() {
    let scop = openscop::read(FOREIGN, &store_zero).expect("valid OpenScop");
    assert_eq!(scop.params, ["N"]);
    let s = &scop.statements[0];
    assert_eq!(s.name, "S0");
    assert_eq!(s.iterators, ["i"]);
    let want =
        parse_map("[N] -> { S0[i] : (exists e : i = 2e and 0 <= i < N) or 1 <= i <= 2 }").unwrap();
    assert!(s.domain.is_equal(&want).unwrap(), "{}", s.domain);
    let ctx = parse_map("[N] -> { : N >= 2 }").unwrap();
    assert!(scop.context.is_equal(&ctx).unwrap(), "{}", scop.context);
    assert_eq!(s.beta, [0, 0]);
    let kinds: Vec<_> = s
        .accesses
        .iter()
        .map(|a| (a.kind, a.array.as_str()))
        .collect();
    assert_eq!(kinds, [(AccessKind::Write, "A"), (AccessKind::Read, "A")]);
    let access = parse_map("[N] -> { S0[i] -> A[i] }").unwrap();
    assert!(s.accesses[0].relation.is_equal(&access).unwrap());
    assert_eq!(scop.arrays.len(), 1);
    assert_eq!(scop.arrays[0].rank, 1);
    // Its own text reads back the same.
    let text = openscop::write(&scop);
    let again = openscop::read(&text, &store_zero).expect("our own text");
    assert_eq!(openscop::write(&again), text);
}

/// The 1-based number of the first line of `text` that contains `what`.
fn line_of(text: &str, what: &str) -> usize {
    1 + text
        .lines()
        .position(|l| l.contains(what))
        .unwrap_or_else(|| panic!("no line with `{what}`"))
}

/// The error of reading `text` (which must fail), as (line, message).
fn error_of(text: &str) -> (usize, String) {
    match openscop::read(text, &store_zero) {
        Ok(_) => panic!("accepted:\n{text}"),
        Err(Error::OpenScop { line, msg }) => (line, msg),
        Err(e) => panic!("not an OpenScop error: {e}"),
    }
}

#[test]
fn malformed_input_is_reported_at_its_line() {
    let cases: Vec<(String, &str, &str)> = vec![
        // (text, a piece of the offending line, a piece of the message)
        (
            FOREIGN.replacen("<OpenScop>", "<OpenSCoP>", 1),
            "<OpenSCoP>",
            "expected `<OpenScop>`",
        ),
        (
            FOREIGN.replacen("DOMAIN", "DOMAINE", 1),
            "DOMAINE",
            "unknown relation type",
        ),
        (
            FOREIGN.replacen("3 5 1 0 1 1", "3 6 1 0 1 1", 1),
            "3 6 1 0 1 1",
            "columns",
        ),
        (
            FOREIGN.replacen("   1  1  0 -1     # i >= 1", "   2  1  0 -1", 1),
            "   2  1  0 -1",
            "first column",
        ),
        (
            FOREIGN.replacen("   1 -1  0  2     # i <= 2", "   1 -1  0  # short", 1),
            "# short",
            "entries",
        ),
        (
            FOREIGN.replacen("   1    1 -2      # N >= 2", "   1    x -2", 1),
            "   1    x -2",
            "expected integers",
        ),
        (
            FOREIGN.replacen("1                 # one statement", "one", 1),
            "one",
            "expected an integer",
        ),
        (
            FOREIGN.replacen("1 A\n", "1 A B\n", 1),
            "1 A B",
            "expected `id name`",
        ),
        (
            FOREIGN.replacen("1 A\n", "one A\n", 1),
            "one A",
            "expected an array id",
        ),
        (
            FOREIGN.replacen("DOMAIN\n2 ", "DOMAIN\n0 ", 1),
            "0                 # two parts",
            "at least one part",
        ),
        (
            FOREIGN.replacen("1 3 0 0 0 1", "1 3 0 0 0", 1),
            "1 3 0 0 0",
            "expected 6 integers",
        ),
        (
            FOREIGN.replacen(
                "   0 -1  0  0  0  1\n   0  0 -1  1  0  0\nREAD",
                "   0  0 -1  1  0  0\n   0  0 -1  1  0  0\nREAD",
                1,
            ),
            "MAY_WRITE",
            "without an `Arr = id` row",
        ),
        (
            FOREIGN.replacen("SCATTERING\n3 7 3 1 0 1", "SCATTERING\n3 7 3 0 1 1", 1),
            "SCATTERING",
            "SCATTERING relation has",
        ),
        (
            FOREIGN.replacen(
                "<body>\n1\ni\nA[i] = 0;\n</body>\n",
                "<body>\n2\ni\nA[i] = 0;\n</body>\n",
                1,
            ),
            "A[i] = 0;",
            "wrong number of iterator names",
        ),
    ];
    for (text, at, msg) in &cases {
        let (line, got) = error_of(text);
        assert!(got.contains(msg), "`{got}` lacks `{msg}`");
        assert_eq!(line, line_of(text, at), "{got}");
    }
    // A body the statement parser rejects: its line.
    let err = openscop::read(FOREIGN, &|_: &str, _: &[String], _: &[String]| {
        Err::<Body, _>("no".to_string())
    });
    assert!(
        matches!(err, Err(Error::OpenScop { line, .. }) if line == line_of(FOREIGN, "A[i] = 0;"))
    );
    // The end of the input: the line after the last one.
    let cut = &FOREIGN[..FOREIGN.find("<arrays>").unwrap()];
    let (line, msg) = error_of(cut);
    assert!(msg.contains("end of input"), "{msg}");
    assert_eq!(line, cut.lines().count() + 1);
}

/// Every way of cutting, dropping, doubling or garbling one line of valid texts gives a Scop or
/// an error at a line of the text; nothing panics.
#[test]
fn damaged_texts_never_panic() {
    let (_, gemm) = common::kernel_scops()
        .into_iter()
        .find(|(n, _)| n == "gemm")
        .expect("gemm");
    let gemm_text = openscop::write(&gemm);
    let parse = bodies_of(&gemm);
    for (text, parser) in [
        (FOREIGN.to_string(), &store_zero as openscop::BodyParser),
        (gemm_text, &parse as openscop::BodyParser),
    ] {
        let lines: Vec<&str> = text.lines().collect();
        let n = lines.len();
        let mut variants = Vec::new();
        for k in 0..n {
            variants.push(lines[..k].join("\n"));
            for replace in [
                None,
                Some(""),
                Some("7"),
                Some("-1"),
                Some("0 0"),
                Some("</x>"),
            ] {
                let mut v: Vec<&str> = lines.clone();
                match replace {
                    None => {
                        v.insert(k, lines[k]);
                    }
                    Some(r) => v[k] = r,
                }
                variants.push(v.join("\n"));
            }
            let mut v = lines.clone();
            v.remove(k);
            variants.push(v.join("\n"));
        }
        for v in &variants {
            match openscop::read(v, parser) {
                Ok(scop) => {
                    let _ = scop.validate();
                    let _ = openscop::write(&scop);
                }
                Err(Error::OpenScop { line, msg }) => assert!(
                    (1..=v.lines().count() + 1).contains(&line),
                    "line {line} for `{msg}` in:\n{v}"
                ),
                Err(e) => panic!("an error without a line: {e}\n{v}"),
            }
        }
    }
}
