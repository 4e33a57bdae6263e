use hedra_presburger::*;

fn m(s: &str) -> Map {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

#[test]
fn demo_lexmax() {
    let s = m("[N] -> { S[i,j] : 0 <= i < N and 0 <= j <= i }");
    println!("{s}");
    let mx = s.lexmax().unwrap();
    println!("lexmax = {mx}");
    assert!(mx
        .is_equal(&m("[N] -> { S[N - 1, N - 1] : N >= 1 }"))
        .unwrap());
    let mn = s.lexmin().unwrap();
    println!("lexmin = {mn}");
    assert!(mn.is_equal(&m("[N] -> { S[0, 0] : N >= 1 }")).unwrap());
}

#[test]
fn strides_and_subtract() {
    let a = m("{ [i] : 0 <= i <= 10 }");
    let b = m("{ [i] : exists e : i = 2e }");
    let d = a.subtract(&b).unwrap();
    println!("{d}");
    assert!(d
        .is_equal(&m("{ [i] : 0 <= i <= 10 and i mod 2 = 1 }"))
        .unwrap());
    let c = m("{ [i] : exists (e : 3e <= i <= 3e + 1 and 0 <= i <= 20) }");
    println!("{}", c.complement().unwrap());
}

#[test]
fn maps() {
    let a = m("[N] -> { S[i] -> A[i + 1] : 0 <= i < N }");
    println!("{a}");
    let r = a.reverse().unwrap();
    println!("{r}");
    let d = a.deltas().unwrap();
    println!("deltas {d}");
    let j = a.apply_range(&m("[N] -> { A[k] -> B[2k] }")).unwrap();
    println!("{j}");
    assert!(j
        .is_equal(&m("[N] -> { S[i] -> B[2i + 2] : 0 <= i < N }"))
        .unwrap());
}

#[test]
fn preimage_under_multi_aff() {
    let f = MultiAff::from_map(&m("[N] -> { S[i, j] -> A[i + j, N - j] }")).unwrap();
    let a = m("[N] -> { A[x, y] : 0 <= x < 10 and y >= 0 }");
    let p = a.preimage_multi_aff(&f).unwrap();
    assert!(p
        .is_equal(&m("[N] -> { S[i, j] : 0 <= i + j < 10 and N - j >= 0 }"))
        .unwrap());
    // Preimage of a map's domain, and strides carried through the substitution.
    let g = m("{ A[x, y] -> B[z] : exists e : x = 2e and z = y }");
    let q = g.preimage_multi_aff(&f).unwrap();
    assert!(q
        .is_equal(&m(
            "[N] -> { S[i, j] -> B[z] : exists e : i + j = 2e and z = N - j }"
        ))
        .unwrap());
    // Mismatched range tuple is an error, not a panic.
    let wrong = m("{ C[x, y] }");
    assert!(wrong.preimage_multi_aff(&f).is_err());
    assert!(MultiAff::from_map(&m("{ S[i] -> A[j] : j >= i }")).is_err());
}

#[test]
fn eliminate_keeps_the_dimension_unconstrained() {
    let s = m("[N] -> { S[i, j] : 0 <= i <= j <= 5 and j < N }");
    let e = s.eliminate(DimType::Out, 1, 1).unwrap();
    assert_eq!(e.space().n_out(), 2);
    assert!(
        e.is_equal(&m("[N] -> { S[i, j] : 0 <= i <= 5 and N >= i + 1 }"))
            .unwrap(),
        "{e}"
    );
    // Strides survive exactly: eliminating j from { [i, j] : i = 2j } keeps "i even".
    let t = m("{ [i, j] : i = 2j }")
        .eliminate(DimType::Out, 1, 1)
        .unwrap();
    assert!(
        t.is_equal(&m("{ [i, j] : exists e : i = 2e }")).unwrap(),
        "{t}"
    );
    // Parameters and map inputs too.
    let p = s.eliminate(DimType::Param, 0, 1).unwrap();
    assert!(
        p.is_equal(&m("[N] -> { S[i, j] : 0 <= i <= j <= 5 }"))
            .unwrap(),
        "{p}"
    );
    let mp = m("{ A[i] -> B[j] : j = i + 1 and 0 <= i <= 3 }");
    let r = mp.eliminate(DimType::In, 0, 1).unwrap();
    assert!(
        r.is_equal(&m("{ A[i] -> B[j] : 1 <= j <= 4 }")).unwrap(),
        "{r}"
    );
    assert!(s.eliminate(DimType::Out, 1, 2).is_err());
}
