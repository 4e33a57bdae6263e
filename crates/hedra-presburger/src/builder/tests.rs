//! Each operation of the builder against the text parser: the built relation must equal the
//! parsed one, and print the same (the builder lowers in the parser's order).

use super::*;
use crate::parse::parse_map;
use crate::space::Tuple;

fn names(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

fn tuple(name: &str, dims: &[&str]) -> Tuple {
    Tuple {
        name: Some(name.into()),
        dims: dims.iter().map(|d| Some(d.to_string())).collect(),
    }
}

/// Built and parsed relations are equal and print identically.
fn same(built: Map, text: &str) {
    let parsed = parse_map(text).unwrap();
    assert!(built.is_equal(&parsed).unwrap(), "{built} vs {parsed}");
    assert_eq!(built.to_string(), parsed.to_string());
}

fn int(v: i64) -> Int {
    Int::from(v)
}

#[test]
fn universe_and_params() {
    let b = RelationBuilder::new(Space::params(names(&["N"]))).unwrap();
    same(b.build().unwrap(), "[N] -> { : }");
    let b = RelationBuilder::new(Space::set(names(&["N"]), tuple("S", &["i"]))).unwrap();
    same(b.build().unwrap(), "[N] -> { S[i] }");
}

#[test]
fn coefficient_rows() {
    // [N] -> { S[i, j] : i + 2j - N = 1 and j - i >= 0 }
    let mut b = RelationBuilder::new(Space::set(names(&["N"]), tuple("S", &["i", "j"]))).unwrap();
    b.add_equality(&[int(-1), int(1), int(2)], &int(-1))
        .unwrap();
    b.add_inequality(&[int(0), int(-1), int(1)], &int(0))
        .unwrap();
    same(
        b.build().unwrap(),
        "[N] -> { S[i, j] : i + 2j - N - 1 = 0 and j - i >= 0 }",
    );
}

#[test]
fn bounds_fix_and_equate() {
    let space = Space::map(vec![], tuple("S", &["i", "j"]), tuple("T", &["a", "b"]));
    let mut b = RelationBuilder::new(space).unwrap();
    b.add_bound(DimType::In, 0, Bound::Lower, &int(0)).unwrap();
    b.add_bound(DimType::In, 0, Bound::Upper, &int(9)).unwrap();
    b.fix(DimType::Out, 1, &int(3)).unwrap();
    b.equate(DimType::In, 1, DimType::Out, 0).unwrap();
    same(
        b.build().unwrap(),
        "{ S[i, j] -> T[a, b] : i >= 0 and i <= 9 and b = 3 and j = a }",
    );
}

#[test]
fn tuple_entries_divs_and_pieces() {
    // [N] -> { S[i] -> A[floor((i)/2), min(i, N)] : (i) mod 3 = 0 and not (i = 4) }
    let space = Space::map(names(&["N"]), tuple("S", &["i"]), Tuple::named("A", 2));
    let mut b = RelationBuilder::new(space).unwrap();
    let i = b.var("i").unwrap();
    let n = b.var("N").unwrap();
    let half = b.floor_div(&i, &int(2)).unwrap();
    b.set_dim(DimType::Out, 0, &half).unwrap();
    b.set_dim(DimType::Out, 1, &i.min(&n)).unwrap();
    let m = b.modulo(&i, &int(3)).unwrap();
    let f = Formula::compare(&m, Cmp::Eq, &0.into())
        .and(&Formula::compare(&i, Cmp::Eq, &4.into()).not().unwrap());
    b.add_constraint(&f).unwrap();
    same(
        b.build().unwrap(),
        "[N] -> { S[i] -> A[floor((i)/2), min(i, N)] : (i) mod 3 = 0 and not (i = 4) }",
    );
}

#[test]
fn ceil_max_or_and_existentials() {
    let space = Space::set(names(&["N"]), tuple("S", &["i"]));
    let mut b = RelationBuilder::new(space).unwrap();
    let i = b.var("i").unwrap();
    let n = b.var("N").unwrap();
    let e = b.append_var();
    let c = b.ceil_div(&n, &int(4)).unwrap();
    let f = Formula::compare(&i, Cmp::Le, &c.max(&0.into())).or(&Formula::compare(
        &i,
        Cmp::Gt,
        &n.scale(&int(3)),
    ));
    b.add_constraint(&f).unwrap();
    b.add_constraint(&Formula::compare(&i, Cmp::Eq, &e.scale(&int(2))))
        .unwrap();
    same(
        b.build().unwrap(),
        "[N] -> { S[i] : exists e : (i <= max(ceil((N)/4), 0) or i > 3N) and i = 2e }",
    );
}

#[test]
fn sums_and_negation() {
    let space = Space::set(names(&["N", "M"]), tuple("S", &["i"]));
    let mut b = RelationBuilder::new(space).unwrap();
    let i = b.var("i").unwrap();
    let (n, m) = (b.var("N").unwrap(), b.var("M").unwrap());
    let lhs = i.scale(&int(2)).sub(&n).add(&1.into()).neg();
    b.add_constraint(&Formula::compare(&lhs, Cmp::Ne, &m))
        .unwrap();
    same(
        b.build().unwrap(),
        "[N, M] -> { S[i] : -(2i - N + 1) != M }",
    );
    assert_eq!(Expr::from(7).as_constant(), Some(int(7)));
    assert_eq!(Formula::falsity().not().unwrap().0.len(), 1);
    assert!(Formula::truth().not().unwrap().0.is_empty());
}

#[test]
fn misuse_is_an_error() {
    let space = Space::set(names(&["N", "N"]), tuple("S", &["i"]));
    assert!(RelationBuilder::new(space).is_err());
    let space = Space::set(names(&["N"]), tuple("S", &["i"]));
    let mut b = RelationBuilder::new(space.clone()).unwrap();
    assert!(b.var("j").is_err());
    assert!(b.dim(DimType::Out, 1).is_err());
    assert!(b.dim(DimType::In, 0).is_err());
    assert!(b.add_equality(&[int(1)], &int(0)).is_err());
    assert!(b
        .add_inequality(&[int(1), int(0), int(0)], &int(0))
        .is_err());
    assert!(b.fix(DimType::Param, 3, &int(0)).is_err());
    assert!(b.equate(DimType::Out, 0, DimType::Out, 2).is_err());
    assert!(b.add_bound(DimType::Out, 5, Bound::Lower, &int(0)).is_err());
    let i = b.var("i").unwrap();
    assert!(b.floor_div(&i, &int(0)).is_err());
    assert!(b.ceil_div(&i, &int(-2)).is_err());
    assert!(b.modulo(&i, &int(0)).is_err());
    assert!(b.set_dim(DimType::In, 0, &i).is_err());
    // An expression with a div of another builder.
    let mut other = RelationBuilder::new(space).unwrap();
    let oi = other.var("i").unwrap();
    let q = other.floor_div(&oi, &int(2)).unwrap();
    assert!(b
        .add_constraint(&Formula::compare(&q, Cmp::Ge, &0.into()))
        .is_err());
    assert!(b.set_dim(DimType::Out, 0, &q).is_err());
}

#[test]
fn big_coefficients_do_not_overflow() {
    let space = Space::set(vec![], tuple("S", &["i", "j"]));
    let mut b = RelationBuilder::new(space).unwrap();
    let (i, j) = (b.var("i").unwrap(), b.var("j").unwrap());
    let big = j.scale(&Int::from(i64::MAX)).scale(&Int::from(i64::MAX));
    b.add_constraint(&Formula::compare(&i.add(&big), Cmp::Ge, &0.into()))
        .unwrap();
    let m = b.build().unwrap();
    assert!(m
        .to_string()
        .contains("85070591730234615847396907784232501249"));
    same(
        m,
        "{ S[i, j] : i + 85070591730234615847396907784232501249j >= 0 }",
    );
}
