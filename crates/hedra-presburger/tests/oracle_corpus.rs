//! Differential tests of hedra-presburger against isl on a corpus of compiler-shaped objects:
//! loop domains, access relations, schedules, dependences, parameter contexts and unions over
//! several statements (`tests/corpus/*.txt`, one object per line, `#` comments).
//!
//! Every applicable operation runs on every object, and the binary operations on every pair of
//! objects whose spaces fit. All disagreements are collected and reported together.

mod oracle_common;

use hedra_isl::Ctx;
use hedra_presburger::{parse_object, DimType, Int, Map, Object, Space, SpaceKind, UnionMap};
use oracle_common::*;
use std::time::Instant;

/// One corpus object.
#[derive(Clone, Debug)]
struct Entry {
    /// `file:line`, for messages.
    at: String,
    text: String,
    /// From `unions.txt`: treated as a union even when it has one space.
    union_file: bool,
}

fn corpus() -> Vec<Entry> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/corpus exists")
        .map(|e| e.expect("readable").path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        let src = std::fs::read_to_string(&f).expect("readable");
        for (k, line) in src.lines().enumerate() {
            let t = line.trim();
            if t.is_empty() || t.starts_with('#') {
                continue;
            }
            out.push(Entry {
                at: format!("{name}:{}", k + 1),
                text: t.to_string(),
                union_file: name == "unions.txt",
            });
        }
    }
    out
}

/// Collects failures instead of stopping at the first one.
struct Report {
    failures: Vec<String>,
    checks: usize,
}

impl Report {
    fn new() -> Report {
        Report {
            failures: Vec::new(),
            checks: 0,
        }
    }
    fn check(&mut self, at: &str, r: Result<(), String>) {
        self.checks += 1;
        if let Err(m) = r {
            self.failures.push(format!("[{at}] {m}"));
        }
    }
    fn finish(self, name: &str, start: Instant) {
        eprintln!(
            "corpus {name}: {} checks in {:.2?}, {} failures",
            self.checks,
            start.elapsed(),
            self.failures.len()
        );
        assert!(
            self.failures.is_empty(),
            "corpus {name}: {} disagreements:\n{}",
            self.failures.len(),
            self.failures.join("\n\n")
        );
    }
}

/// A single-space object: parsed by both libraries.
struct Single<'c> {
    e: Entry,
    m: Map,
    i: Isl<'c>,
}

fn singles<'c>(ctx: &'c Ctx, rep: &mut Report) -> Vec<Single<'c>> {
    let mut out = Vec::new();
    for e in corpus() {
        let parsed = match parse_object(&e.text) {
            Ok(p) => p,
            Err(x) => {
                rep.check(&e.at, Err(format!("hedra cannot parse {}: {x}", e.text)));
                continue;
            }
        };
        let m = match parsed {
            Object::Params(p) => p,
            Object::Union(u) if u.maps().len() == 1 && !e.union_file => u.maps()[0].clone(),
            Object::Union(_) => continue,
        };
        match isl_single(ctx, &e.text, m.space().is_map()) {
            Ok(i) => out.push(Single { e, m, i }),
            Err(x) => rep.check(&e.at, Err(format!("isl cannot parse {}: {x}", e.text))),
        }
    }
    out
}

/// `(kind, domain name, domain arity, range name, range arity)`: binary operations need equal keys.
fn key(s: &Space) -> (SpaceKind, Option<String>, usize, Option<String>, usize) {
    (
        s.kind,
        s.in_tuple.name.clone(),
        s.n_in(),
        s.out_tuple.name.clone(),
        s.n_out(),
    )
}

/// `[P] -> { T : cond }` in the space of `s`, with dimensions named `x0..`, `y0..`, so that
/// constraints can be written on any dimension whatever the corpus named it.
fn constraint_text(s: &Space, ty: DimType, pos: usize, cond: &str) -> String {
    let xs: Vec<String> = (0..s.n_in()).map(|k| format!("x{k}")).collect();
    let ys: Vec<String> = (0..s.n_out()).map(|k| format!("y{k}")).collect();
    let var = match ty {
        DimType::Param => s.params[pos].clone(),
        DimType::In => xs[pos].clone(),
        DimType::Out => ys[pos].clone(),
    };
    let tup = |name: &Option<String>, d: &[String]| {
        format!("{}[{}]", name.as_deref().unwrap_or(""), d.join(", "))
    };
    let body = match s.kind {
        SpaceKind::Params => String::new(),
        SpaceKind::Set => tup(&s.out_tuple.name, &ys),
        SpaceKind::Map => format!(
            "{} -> {}",
            tup(&s.in_tuple.name, &xs),
            tup(&s.out_tuple.name, &ys)
        ),
    };
    let prefix = if s.params.is_empty() {
        String::new()
    } else {
        format!("[{}] -> ", s.params.join(", "))
    };
    format!("{prefix}{{ {body} : {var} {cond} }}")
}

fn dims(s: &Space) -> Vec<(DimType, usize)> {
    let mut v = Vec::new();
    for ty in [DimType::Param, DimType::In, DimType::Out] {
        for p in 0..s.dim(ty) {
            v.push((ty, p));
        }
    }
    v
}

fn unary(ctx: &Ctx, s: &Single, rep: &mut Report) {
    let (m, i, at) = (&s.m, &s.i, s.e.at.as_str());
    let sp = m.space().clone();
    rep.check(at, same(ctx, "roundtrip", m, i));
    rep.check(
        at,
        i.is_empty()
            .and_then(|x| same_bool("is_empty", m.is_empty(), x)),
    );
    rep.check(
        at,
        h("complement", m.complement()).and_then(|c| same(ctx, "complement", &c, &i.complement()?)),
    );
    rep.check(at, same(ctx, "coalesce", &m.coalesce(), i));
    rep.check(
        at,
        same(ctx, "detect_equalities", &m.detect_equalities(), i),
    );
    rep.check(
        at,
        same(ctx, "remove_redundancies", &m.remove_redundancies(), i),
    );
    rep.check(at, check_sample(ctx, m.sample().map(|p| p.to_string()), i));
    if !sp.is_params() {
        rep.check(
            at,
            h("params", m.params()).and_then(|p| same(ctx, "params", &p, &i.params()?)),
        );
        rep.check(
            at,
            check_lexopt(ctx, "lexmin", m.lexmin(), i.lexmin(), i, Some(&sp), false),
        );
        rep.check(
            at,
            check_lexopt(ctx, "lexmax", m.lexmax(), i.lexmax(), i, Some(&sp), true),
        );
    }
    // Projections: each dimension alone, then all output dimensions.
    let mut projs: Vec<(DimType, usize, usize)> =
        dims(&sp).into_iter().map(|(t, p)| (t, p, 1)).collect();
    if sp.n_out() > 1 {
        projs.push((DimType::Out, 0, sp.n_out()));
    }
    for (ty, first, n) in projs {
        let what = format!("project_out({ty:?}, {first}, {n})");
        rep.check(
            at,
            h(&what, m.project_out(ty, first, n))
                .and_then(|r| same(ctx, &what, &r, &i.project_out(ty, first, n)?)),
        );
    }
    // fix and bound on every dimension.
    for (ty, pos) in dims(&sp) {
        for v in [0i64, 5] {
            let what = format!("fix({ty:?}, {pos}, {v})");
            let r = h(&what, m.fix(ty, pos, &Int::from(v))).and_then(|r| {
                let c = i.parse_like(ctx, &constraint_text(&sp, ty, pos, &format!("= {v}")))?;
                same(ctx, &what, &r, &i.intersect(&c)?)
            });
            rep.check(at, r);
        }
        for (v, lower) in [(2i64, true), (3, false)] {
            let what = format!("bound({ty:?}, {pos}, {v}, {lower})");
            let op = if lower { ">=" } else { "<=" };
            let r = h(&what, m.bound(ty, pos, &Int::from(v), lower)).and_then(|r| {
                let c = i.parse_like(ctx, &constraint_text(&sp, ty, pos, &format!("{op} {v}")))?;
                same(ctx, &what, &r, &i.intersect(&c)?)
            });
            rep.check(at, r);
        }
    }
    if sp.is_map() {
        rep.check(
            at,
            h("reverse", m.reverse()).and_then(|r| same(ctx, "reverse", &r, &i.reverse()?)),
        );
        rep.check(
            at,
            h("domain", m.domain()).and_then(|r| same(ctx, "domain", &r, &i.domain()?)),
        );
        rep.check(
            at,
            h("range", m.range()).and_then(|r| same(ctx, "range", &r, &i.range()?)),
        );
        if sp.in_tuple.matches(&sp.out_tuple) {
            rep.check(
                at,
                h("deltas", m.deltas()).and_then(|r| same(ctx, "deltas", &r, &i.deltas()?)),
            );
            rep.check(
                at,
                h("apply_range self", m.apply_range(m))
                    .and_then(|r| same(ctx, "apply_range self", &r, &i.apply_range(i)?)),
            );
        }
    }
}

#[test]
fn corpus_unary() {
    let start = Instant::now();
    let ctx = Ctx::new();
    let mut rep = Report::new();
    let objs = singles(&ctx, &mut rep);
    assert!(
        objs.len() >= 60,
        "only {} single-space corpus objects",
        objs.len()
    );
    for s in &objs {
        let t = Instant::now();
        unary(&ctx, s, &mut rep);
        if t.elapsed().as_millis() > 500 {
            eprintln!("corpus_unary: {} took {:.2?}", s.e.at, t.elapsed());
        }
    }
    rep.finish("unary", start);
}

/// Intersect, union, subtract, subset and equality on every pair of objects in one space,
/// and every object intersected with every parameter context.
#[test]
fn corpus_pairs() {
    let start = Instant::now();
    let ctx = Ctx::new();
    let mut rep = Report::new();
    let objs = singles(&ctx, &mut rep);
    for a in &objs {
        for b in &objs {
            if key(a.m.space()) != key(b.m.space()) {
                continue;
            }
            let at = format!("{} x {}", a.e.at, b.e.at);
            let (ma, ia, mb, ib) = (&a.m, &a.i, &b.m, &b.i);
            rep.check(
                &at,
                h("intersect", ma.intersect(mb))
                    .and_then(|r| same(&ctx, "intersect", &r, &ia.intersect(ib)?)),
            );
            rep.check(
                &at,
                h("union", ma.union(mb)).and_then(|r| same(&ctx, "union", &r, &ia.union(ib)?)),
            );
            rep.check(
                &at,
                h("subtract", ma.subtract(mb))
                    .and_then(|r| same(&ctx, "subtract", &r, &ia.subtract(ib)?)),
            );
            rep.check(
                &at,
                h("is_subset", ma.is_subset(mb))
                    .and_then(|r| same_bool("is_subset", r, ia.is_subset(ib)?)),
            );
            rep.check(
                &at,
                h("is_equal", ma.is_equal(mb))
                    .and_then(|r| same_bool("is_equal", r, ia.is_equal(ib)?)),
            );
        }
    }
    // Contexts.
    let contexts: Vec<&Single> = objs.iter().filter(|s| s.m.space().is_params()).collect();
    for a in objs.iter().filter(|s| !s.m.space().is_params()) {
        for c in &contexts {
            let at = format!("{} x {}", a.e.at, c.e.at);
            let r = h("intersect_params", a.m.intersect_params(&c.m)).and_then(|r| {
                let iu = match (&a.i.to_union(), &c.i) {
                    (Isl::USet(u), Isl::Set(p)) => u.intersect_params(p).map(Isl::USet),
                    (Isl::UMap(u), Isl::Set(p)) => u.intersect_params(p).map(Isl::UMap),
                    _ => unreachable!("contexts are isl sets"),
                }
                .map_err(|x| format!("isl: {}", x.message()))?;
                same(&ctx, "intersect_params", &r, &iu)
            });
            rep.check(&at, r);
        }
    }
    rep.finish("pairs", start);
}

/// apply, apply_range, intersect_domain/range and flat products on pairs whose tuples fit.
#[test]
fn corpus_compose() {
    let start = Instant::now();
    let ctx = Ctx::new();
    let mut rep = Report::new();
    let objs = singles(&ctx, &mut rep);
    let fits = |a: &hedra_presburger::Tuple, b: &hedra_presburger::Tuple| a.matches(b);
    for a in &objs {
        for b in &objs {
            let (sa, sb) = (a.m.space(), b.m.space());
            let at = format!("{} x {}", a.e.at, b.e.at);
            if sa.is_set() && sb.is_map() && fits(&sa.out_tuple, &sb.in_tuple) {
                rep.check(
                    &at,
                    h("apply", a.m.apply(&b.m))
                        .and_then(|r| same(&ctx, "apply", &r, &a.i.apply(&b.i)?)),
                );
            }
            if sa.is_map() && sb.is_set() && fits(&sa.in_tuple, &sb.out_tuple) {
                rep.check(
                    &at,
                    h("intersect_domain", a.m.intersect_domain(&b.m)).and_then(|r| {
                        same(&ctx, "intersect_domain", &r, &a.i.intersect_domain(&b.i)?)
                    }),
                );
            }
            if sa.is_map() && sb.is_set() && fits(&sa.out_tuple, &sb.out_tuple) {
                rep.check(
                    &at,
                    h("intersect_range", a.m.intersect_range(&b.m)).and_then(|r| {
                        same(&ctx, "intersect_range", &r, &a.i.intersect_range(&b.i)?)
                    }),
                );
            }
            if sa.is_map() && sb.is_map() && fits(&sa.out_tuple, &sb.in_tuple) {
                rep.check(
                    &at,
                    h("apply_range", a.m.apply_range(&b.m))
                        .and_then(|r| same(&ctx, "apply_range", &r, &a.i.apply_range(&b.i)?)),
                );
            }
            // Flat products of small objects (the product of two corpus objects gets big).
            let small = |s: &Space| s.n_in() + s.n_out() <= 2;
            if sa.kind == sb.kind && !sa.is_params() && small(sa) && small(sb) {
                let r = h("flat_product", a.m.flat_product(&b.m)).and_then(|r| {
                    let expected =
                        isl_flat_product(&ctx, &shape_of(sa), &a.i, &shape_of(sb), &b.i)?;
                    same(&ctx, "flat_product", &r, &expected)
                });
                rep.check(&at, r);
            }
        }
    }
    rep.finish("compose", start);
}

/// The generator's `Shape` of a hedra space (tuple names and arities; dimension names fresh).
fn shape_of(s: &Space) -> Shape {
    let tup = |t: &hedra_presburger::Tuple, base: &[&str]| Tup {
        name: t.name.clone().unwrap_or_default(),
        dims: (0..t.len()).map(|k| format!("{}{k}", base[0])).collect(),
    };
    Shape {
        params: s.params.clone(),
        domain: if s.is_map() {
            Some(tup(&s.in_tuple, IN_NAMES))
        } else {
            None
        },
        range: tup(&s.out_tuple, OUT_NAMES),
    }
}

/// Union operations: every object as a union, paired with the objects of `unions.txt`.
#[test]
fn corpus_unions() {
    let start = Instant::now();
    let ctx = Ctx::new();
    let mut rep = Report::new();
    let mut objs: Vec<(Entry, UnionMap, Isl)> = Vec::new();
    for e in corpus() {
        let u = match parse_object(&e.text) {
            Ok(Object::Union(u)) => u,
            Ok(Object::Params(_)) => continue,
            Err(x) => {
                rep.check(&e.at, Err(format!("hedra cannot parse {}: {x}", e.text)));
                continue;
            }
        };
        let is_map = !u.is_set();
        match isl_union(&ctx, &e.text, is_map) {
            Ok(i) => objs.push((e, u, i)),
            Err(x) => rep.check(&e.at, Err(format!("isl cannot parse {}: {x}", e.text))),
        }
    }
    for (e, u, i) in objs.iter().filter(|o| o.0.union_file) {
        let at = e.at.as_str();
        rep.check(at, same(&ctx, "union roundtrip", u, i));
        rep.check(
            at,
            h("coalesce", u.coalesce()).and_then(|c| same(&ctx, "union coalesce", &c, i)),
        );
        rep.check(
            at,
            h("params", u.params()).and_then(|p| same(&ctx, "union params", &p, &i.params()?)),
        );
        rep.check(
            at,
            check_lexopt(&ctx, "union lexmin", u.lexmin(), i.lexmin(), i, None, false),
        );
        rep.check(
            at,
            check_lexopt(&ctx, "union lexmax", u.lexmax(), i.lexmax(), i, None, true),
        );
        rep.check(at, check_sample(&ctx, u.sample().map(|p| p.to_string()), i));
        if i.is_map() {
            rep.check(
                at,
                h("reverse", u.reverse())
                    .and_then(|r| same(&ctx, "union reverse", &r, &i.reverse()?)),
            );
            rep.check(
                at,
                h("domain", u.domain()).and_then(|r| same(&ctx, "union domain", &r, &i.domain()?)),
            );
            rep.check(
                at,
                h("range", u.range()).and_then(|r| same(&ctx, "union range", &r, &i.range()?)),
            );
            rep.check(
                at,
                h("deltas", u.deltas()).and_then(|r| same(&ctx, "union deltas", &r, &i.deltas()?)),
            );
        }
    }
    for (ea, ua, ia) in objs.iter().filter(|o| o.0.union_file) {
        for (eb, ub, ib) in &objs {
            let at = format!("{} x {}", ea.at, eb.at);
            if ia.is_map() == ib.is_map() {
                rep.check(
                    &at,
                    h("union", ua.union(ub)).and_then(|r| same(&ctx, "union", &r, &ia.union(ib)?)),
                );
                rep.check(
                    &at,
                    h("intersect", ua.intersect(ub))
                        .and_then(|r| same(&ctx, "union intersect", &r, &ia.intersect(ib)?)),
                );
                rep.check(
                    &at,
                    h("subtract", ua.subtract(ub))
                        .and_then(|r| same(&ctx, "union subtract", &r, &ia.subtract(ib)?)),
                );
                rep.check(
                    &at,
                    h("subtract", ub.subtract(ua)).and_then(|r| {
                        same(&ctx, "union subtract (reversed)", &r, &ib.subtract(ia)?)
                    }),
                );
                rep.check(
                    &at,
                    h("is_subset", ua.is_subset(ub))
                        .and_then(|r| same_bool("union is_subset", r, ia.is_subset(ib)?)),
                );
                rep.check(
                    &at,
                    h("is_equal", ua.is_equal(ub))
                        .and_then(|r| same_bool("union is_equal", r, ia.is_equal(ib)?)),
                );
            }
            if ia.is_map() && ib.is_map() {
                rep.check(
                    &at,
                    h("apply_range", ua.apply_range(ub))
                        .and_then(|r| same(&ctx, "union apply_range", &r, &ia.apply_range(ib)?)),
                );
                rep.check(
                    &at,
                    h("apply_range", ub.apply_range(ua)).and_then(|r| {
                        same(
                            &ctx,
                            "union apply_range (reversed)",
                            &r,
                            &ib.apply_range(ia)?,
                        )
                    }),
                );
            }
            if !ia.is_map() && ib.is_map() {
                rep.check(
                    &at,
                    h("apply", ua.apply(ub))
                        .and_then(|r| same(&ctx, "union apply", &r, &ia.apply(ib)?)),
                );
                rep.check(
                    &at,
                    h("intersect_domain", ub.intersect_domain(ua)).and_then(|r| {
                        same(
                            &ctx,
                            "union intersect_domain",
                            &r,
                            &ib.intersect_domain(ia)?,
                        )
                    }),
                );
            }
            if ia.is_map() && !ib.is_map() {
                rep.check(
                    &at,
                    h("apply", ub.apply(ua))
                        .and_then(|r| same(&ctx, "union apply", &r, &ib.apply(ia)?)),
                );
                rep.check(
                    &at,
                    h("intersect_range", ua.intersect_range(ub)).and_then(|r| {
                        same(&ctx, "union intersect_range", &r, &ia.intersect_range(ib)?)
                    }),
                );
            }
        }
    }
    rep.finish("unions", start);
}

/// The corpus is big enough.
#[test]
fn corpus_size() {
    let n = corpus().len();
    eprintln!("corpus: {n} objects");
    assert!(n >= 60, "only {n} corpus objects");
}

/// isl's simple and convex hulls of a single-space object.
fn isl_hulls<'c>(i: &Isl<'c>) -> Result<(Isl<'c>, Isl<'c>), String> {
    let e = |x: hedra_isl::IslError| format!("isl: {}", x.message());
    match i {
        Isl::Set(x) => Ok((
            Isl::Set(x.simple_hull().map_err(e)?),
            Isl::Set(x.convex_hull().map_err(e)?),
        )),
        Isl::Map(x) => Ok((
            Isl::Map(x.simple_hull().map_err(e)?),
            Isl::Map(x.convex_hull().map_err(e)?),
        )),
        _ => Err("isl union where a single space was expected".into()),
    }
}

/// Simple and convex hulls of every object and of the union of every pair in one space,
/// against isl. Without existentials the hulls must equal isl's. With them, the hull is
/// taken over the disjuncts' aligned divs, and isl may align (or drop) divs differently:
/// then the answer must equal isl's or be one conjunction that contains the input.
/// `counts`: equal to isl's, different but valid.
fn check_hulls(ctx: &Ctx, m: &Map, i: &Isl, counts: &mut [usize; 2]) -> Result<(), String> {
    let (is, ic) = isl_hulls(i)?;
    let has_divs = m.basics().iter().any(|b| b.n_div() > 0);
    for (what, ours, theirs) in [
        ("simple_hull", m.simple_hull(), is),
        ("convex_hull", m.convex_hull(), ic),
    ] {
        let ours = h(what, ours)?;
        match same(ctx, what, &ours, &theirs) {
            Ok(()) => counts[0] += 1,
            Err(x) if !has_divs => return Err(x),
            Err(x) => {
                if ours.basics().len() > 1 || !h(what, m.is_subset(&ours))? {
                    return Err(format!("{x}\n  and not a conjunction containing the input"));
                }
                counts[1] += 1;
            }
        }
    }
    Ok(())
}

#[test]
fn corpus_hulls() {
    let start = Instant::now();
    let ctx = Ctx::new();
    let mut rep = Report::new();
    let objs = singles(&ctx, &mut rep);
    let mut counts = [0usize; 2];
    for a in &objs {
        rep.check(&a.e.at, check_hulls(&ctx, &a.m, &a.i, &mut counts));
        for b in &objs {
            if key(a.m.space()) != key(b.m.space()) || a.e.at >= b.e.at {
                continue;
            }
            let at = format!("{} | {}", a.e.at, b.e.at);
            let r = h("union", a.m.union(&b.m)).and_then(|u| {
                let iu = a.i.union(&b.i)?;
                check_hulls(&ctx, &u, &iu, &mut counts)
            });
            rep.check(&at, r);
        }
    }
    eprintln!(
        "corpus hulls: {} equal to isl's, {} valid but different (existentials)",
        counts[0], counts[1]
    );
    rep.finish("hulls", start);
}
