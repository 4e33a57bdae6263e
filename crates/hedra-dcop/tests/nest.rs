use hedra_dcop::{Decl, Nest, Sym};

fn decl(name: &str, ty: &str, pointers: usize, dims: &[&str], parameter: bool) -> Decl {
    Decl {
        name: name.into(),
        element_type: ty.into(),
        pointers,
        dims: dims.iter().map(|s| s.to_string()).collect(),
        parameter,
        private: false,
    }
}

#[test]
fn rows_through_pointers() {
    let decls = vec![
        decl("A", "double", 2, &[], true),
        decl("n", "int", 0, &[], true),
        decl("i", "int", 0, &[], false),
        decl("j", "int", 0, &[], false),
    ];
    let text = "for (i = 1; i < n - 1; i++)\n  for (j = 1; j < n - 1; j++)\n    A[i][j] = 0.25 * (A[i - 1][j] + A[i][j + 1]);";
    let nest = Nest::build(text, &decls).unwrap();
    assert_eq!(nest.loops.len(), 2);
    assert_eq!(nest.stmts.len(), 1);
    let feeds = nest.loads.iter().filter(|l| l.feed).count();
    let data = nest.loads.iter().filter(|l| !l.feed).count();
    assert_eq!(data, 2);
    // n (outer bound), n (inner bound), and for each of three accesses A and A[..].
    assert_eq!(feeds, 8);
    let back = Nest::from_descriptor(&nest.descriptor()).unwrap();
    assert_eq!(back.loads.len(), nest.loads.len());
    assert!(matches!(nest.stmts[0].target, Sym::Add(..)));
    let c = hedra_dcop::emit::replacement(&nest, 0, "");
    assert!(c.contains("hedra_rt_feed(hedra_dcop_region_0, "), "{c}");
}

#[test]
fn refusals() {
    let decls = vec![
        decl("x", "double", 1, &[], true),
        decl("n", "int", 0, &[], true),
        decl("i", "int", 0, &[], false),
    ];
    for (text, msg) in [
        ("for (i = 0; i < n; i++) x[i] = f(x[i]);", "does not know"),
        (
            "for (i = 0; i < n; i++) if (x[i] > 0) x[i] = 0;",
            "conditions",
        ),
        ("x[0] = 1;", "must be followed by a `for`"),
        ("for (i = 0; i < n; i++) x[i] = y;", "not known"),
        ("for (i = 0; i < n; i--) x[i] = 0;", "away from its bound"),
        ("for (i = 0; i < n; i++) x[(int)x[i]] = 0;", "cast"),
    ] {
        let e = Nest::build(text, &decls).unwrap_err();
        assert!(e.message.contains(msg), "{text}: {}", e.message);
    }
}
