//! `Scop::validate`: the kernel Scops pass, and each invariant it checks is reported when
//! broken.

mod common;

use hedra_ir::{AccessKind, Error, Scop};
use hedra_presburger::parse_map;

fn gemm() -> Scop {
    common::kernel_scops()
        .into_iter()
        .find(|(n, _)| n == "gemm")
        .expect("gemm")
        .1
}

/// The message of `validate`'s error for `scop`, which must be invalid.
fn invalid(scop: &Scop) -> String {
    match scop.validate() {
        Ok(()) => panic!("a broken Scop passes validate"),
        Err(Error::Invalid(msg)) => msg,
        Err(e) => panic!("not an invalid-Scop error: {e}"),
    }
}

#[test]
fn kernel_scops_are_valid() {
    for (name, scop) in common::kernel_scops() {
        scop.validate().unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    // A Scop without statements is valid too.
    let mut empty = gemm();
    empty.statements.clear();
    empty.validate().expect("no statements");
}

#[test]
fn each_broken_invariant_is_reported() {
    // gemm: S0 `C[i][j] = beta * C[i][j]` (write C, read beta, read C), S1 `C[i][j] +=
    // alpha * A[i][k] * B[k][j]`, parameters _PB_NI, _PB_NJ, _PB_NK.
    type Break = fn(&mut Scop);
    let cases: Vec<(&str, Break, &str)> = vec![
        (
            "context over other parameters",
            |s| s.context = parse_map("[N] -> { : N >= 0 }").unwrap(),
            "context: parameters",
        ),
        (
            "parameters reordered",
            |s| s.params.swap(0, 1),
            "context: parameters",
        ),
        (
            "domain over other parameters",
            |s| {
                s.statements[0].domain =
                    parse_map("[_PB_NI] -> { S0[i, j] : 0 <= i < _PB_NI }").unwrap()
            },
            "S0: parameters",
        ),
        (
            "domain of another statement",
            |s| s.statements[0].name = "S7".into(),
            "S7: domain space",
        ),
        (
            "domain of another depth",
            |s| s.statements[0].iterators.push("k".into()),
            "S0: domain space",
        ),
        (
            "domain that is a map",
            |s| {
                s.statements[0].domain = s.statements[0].accesses[0].relation.clone();
            },
            "S0: domain space",
        ),
        (
            "schedule of the wrong dimension",
            |s| {
                s.statements[0].schedule =
                    parse_map("[_PB_NI, _PB_NJ, _PB_NK] -> { S0[i, j] -> [0, i, 0, j, 0] }")
                        .unwrap()
            },
            "S0: schedule space",
        ),
        (
            "schedule over other parameters",
            |s| {
                s.statements[1].schedule =
                    parse_map("{ S1[i, j, k] -> [1, i, 0, j, 0, k, 0] }").unwrap()
            },
            "S1: parameters",
        ),
        (
            "an access missing",
            |s| {
                s.statements[1].accesses.pop();
            },
            "S1: 4 accesses, the body has 5",
        ),
        (
            "an access of the wrong kind",
            |s| s.statements[0].accesses[1].kind = AccessKind::Write,
            "S0: access 1 to beta does not match the body",
        ),
        (
            "an access to the wrong array",
            |s| s.statements[0].accesses[2].array = "A".into(),
            "S0: access 2 to A does not match the body",
        ),
        (
            "accesses out of order",
            |s| s.statements[0].accesses.swap(1, 2),
            "does not match the body",
        ),
        (
            "an access of the wrong rank",
            |s| {
                let c = s.arrays.iter_mut().find(|a| a.name == "C").unwrap();
                c.rank = 3;
            },
            "S0: access 0 has space",
        ),
        (
            "an access to an unknown array",
            |s| s.arrays.retain(|a| a.name != "beta"),
            "S0: access 1 has space",
        ),
        (
            "an access over other parameters",
            |s| {
                s.statements[0].accesses[0].relation = parse_map("{ S0[i, j] -> C[i, j] }").unwrap()
            },
            "S0: parameters",
        ),
    ];
    for (what, break_it, message) in cases {
        let mut scop = gemm();
        break_it(&mut scop);
        let msg = invalid(&scop);
        assert!(msg.contains(message), "{what}: `{msg}` lacks `{message}`");
    }
}
