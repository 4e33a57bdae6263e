//! Each operation of the builder against the text parser: the built relation must equal the
//! parsed one, and print the same (the builder lowers in the parser's order).

use super::*;
use crate::parse::parse_map;
use crate::space::Tuple;

fn names(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

fn tuple(name: &str, dims: &[&str]) -> Tuple {
    Tuple::with_dim_names(Some(name), dims.iter().copied())
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

/// A small deterministic generator (no dependency needed for a few hundred cases).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
    fn small(&mut self) -> i64 {
        self.below(9) as i64 - 4
    }
}

/// A random expression, as text and built, in the same order of operations.
fn random_expr(g: &mut Lcg, b: &mut RelationBuilder, depth: u32) -> (String, Expr) {
    let leaf = depth == 0 || g.below(3) == 0;
    if leaf {
        return match g.below(4) {
            0 => {
                let c = g.small();
                (c.to_string(), Expr::from(c))
            }
            k => {
                let n = ["N", "i", "j"][k as usize - 1];
                (n.to_string(), b.var(n).unwrap())
            }
        };
    }
    let d = Int::from(g.below(3) as i64 + 2);
    match g.below(7) {
        0 => {
            let (ta, a) = random_expr(g, b, depth - 1);
            let (tb, x) = random_expr(g, b, depth - 1);
            (format!("({ta}) + ({tb})"), a.add(&x))
        }
        1 => {
            let (ta, a) = random_expr(g, b, depth - 1);
            let k = g.small();
            (format!("{k}*({ta})"), a.scale(&Int::from(k)))
        }
        2 => {
            let (ta, a) = random_expr(g, b, depth - 1);
            (format!("floor(({ta})/{d})"), b.floor_div(&a, &d).unwrap())
        }
        3 => {
            let (ta, a) = random_expr(g, b, depth - 1);
            (format!("ceil(({ta})/{d})"), b.ceil_div(&a, &d).unwrap())
        }
        4 => {
            let (ta, a) = random_expr(g, b, depth - 1);
            (format!("({ta}) mod {d}"), b.modulo(&a, &d).unwrap())
        }
        k => {
            let (ta, a) = random_expr(g, b, depth - 1);
            let (tb, x) = random_expr(g, b, depth - 1);
            if k == 5 {
                (format!("min({ta}, {tb})"), a.min(&x))
            } else {
                (format!("max({ta}, {tb})"), a.max(&x))
            }
        }
    }
}

/// A random comparison, as text and built.
fn random_compare(g: &mut Lcg, b: &mut RelationBuilder, lhs_depth: u32) -> (String, Formula) {
    let (ta, a) = random_expr(g, b, lhs_depth);
    let (tb, x) = random_expr(g, b, 1);
    let ops = [
        ("<", Cmp::Lt),
        ("<=", Cmp::Le),
        ("=", Cmp::Eq),
        (">=", Cmp::Ge),
        (">", Cmp::Gt),
        ("!=", Cmp::Ne),
    ];
    let (t, op) = ops[g.below(6) as usize];
    (format!("{ta} {t} {tb}"), Formula::compare(&a, op, &x))
}

/// A random formula (one level of `and`, `or` or `not`), as text and built.
fn random_formula(g: &mut Lcg, b: &mut RelationBuilder) -> (String, Formula) {
    match g.below(4) {
        0 => random_compare(g, b, 2),
        1 => {
            let (tf, f) = random_compare(g, b, 1);
            (format!("not ({tf})"), f.not().unwrap())
        }
        k => {
            let (tf, f) = random_compare(g, b, 2);
            let (th, h) = random_compare(g, b, 1);
            if k == 2 {
                (format!("({tf} and {th})"), f.and(&h))
            } else {
                (format!("({tf} or {th})"), f.or(&h))
            }
        }
    }
}

/// Random relations with divs, pieces and negations: built and parsed print the same.
#[test]
fn random_relations_print_as_parsed() {
    let mut g = Lcg(0x5eed);
    for _ in 0..300 {
        let space = Space::map(names(&["N"]), tuple("S", &["i", "j"]), Tuple::named("A", 1));
        let mut b = RelationBuilder::new(space).unwrap();
        let (te, e) = random_expr(&mut g, &mut b, 2);
        b.set_dim(DimType::Out, 0, &e).unwrap();
        let (tf, f) = random_formula(&mut g, &mut b);
        b.add_constraint(&f).unwrap();
        let text = format!("[N] -> {{ S[i, j] -> A[{te}] : {tf} }}");
        let parsed = parse_map(&text).unwrap();
        assert_eq!(b.build().unwrap().to_string(), parsed.to_string(), "{text}");
    }
}
