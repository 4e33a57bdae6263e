//! Shared pieces of the differential oracle tests: random generators of isl text, a thin
//! wrapper over the isl binding, and the comparison helpers.
//!
//! Every comparison goes through text. An input is generated as isl notation; hedra parses it,
//! runs the operation and prints its result; isl parses both the input and hedra's output, runs
//! the same operation on its own parse, and checks the two results with `is_equal`. So the
//! parser and the printer are checked along with every operation.
//!
//! Two isl behaviours shape the helpers:
//! - isl's equality test can be very slow on hedra's results with many plain existentials. A
//!   comparison runs under an isl operation quota; past it, the test retries with hedra's
//!   existentials made explicit (`compute_divs`), and as a last resort lets hedra compare its
//!   result with isl's (still computed independently by isl). Such fallbacks are counted and
//!   printed (`comparisons by hedra`); at the CI case counts there are none.
//! - isl 0.25's lexmin/lexmax can modify a shared input in place, so they run on private
//!   copies ([`Isl::fresh`]); and isl reports an unbounded optimum as soon as one disjunct is
//!   unbounded, so hedra's answer is then checked against the definition ([`verify_lexopt`]).
//!
//! Environment knobs (none needed in CI): `HEDRA_ORACLE_SCALE` multiplies the case counts,
//! `HEDRA_ORACLE_SEED` changes the random streams, `HEDRA_ORACLE_SLOW_MS` prints slow cases,
//! `HEDRA_ORACLE_TRACE` prints every case before it runs.
#![allow(dead_code)]

use hedra_isl::Ctx;
use hedra_presburger::{DimType, Map, UnionMap};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestError, TestRng, TestRunner};
use std::cell::RefCell;
use std::fmt;
use std::time::{Duration, Instant};

// ------------------------------------------------------------------------------------------
// Case counts
// ------------------------------------------------------------------------------------------

/// Number of random cases per operation. The summary test checks that they add up to at least
/// 10,000. `HEDRA_ORACLE_SCALE` (a float) scales every count, for deeper local runs.
pub const CASES: &[(&str, u32)] = &[
    ("roundtrip_set", 500),
    ("roundtrip_map", 400),
    ("intersect_set", 500),
    ("intersect_map", 300),
    ("union_set", 400),
    ("union_map", 250),
    ("subtract_set", 500),
    ("subtract_map", 350),
    ("complement_set", 400),
    ("complement_map", 250),
    ("is_empty_set", 500),
    ("is_empty_map", 300),
    ("is_subset", 500),
    ("is_equal", 500),
    ("project_out_set", 350),
    ("project_out_map", 300),
    ("apply", 300),
    ("apply_range", 300),
    ("reverse", 200),
    ("domain_range", 300),
    ("deltas", 250),
    ("params", 250),
    ("lexmin_set", 300),
    ("lexmax_set", 300),
    ("lexmin_map", 200),
    ("lexmax_map", 200),
    ("lexopt_unbounded", 250),
    ("sample_set", 400),
    ("sample_map", 250),
    ("coalesce", 400),
    ("detect_equalities", 300),
    ("remove_redundancies", 300),
    ("flat_product_set", 200),
    ("flat_product_map", 150),
    ("fix", 300),
    ("bound", 300),
    ("union_ops", 350),
    ("union_apply", 200),
    ("union_unary", 250),
    ("params_sets", 300),
    ("lexmin_point_ilp", 1500),
    ("lexmin_point_set", 800),
    ("lexmin_pw_set", 700),
    ("lexmax_pw_set", 700),
    ("lexmin_pw_map", 400),
    ("lexmax_pw_map", 400),
    ("lexopt_pw_unbounded", 400),
    ("dim_min_pw", 600),
    ("dim_max_pw", 600),
    ("gist_random", 1200),
    ("coalesce_fusion", 2000),
    ("remove_redundancies_simplex", 800),
    ("hull_sets", 500),
    ("hull_maps", 300),
    ("hull_divs", 200),
    ("pip_strides_set", 900),
    ("pip_strides_map", 500),
    ("pip_parameter_domains", 600),
    ("pip_parts", 600),
    ("dim_opt_pw_map", 400),
    ("coalesce_unions", 600),
];

/// The case count of an operation (scaled by `HEDRA_ORACLE_SCALE`).
pub fn cases(name: &str) -> u32 {
    let base = CASES
        .iter()
        .find(|(n, _)| *n == name)
        .unwrap_or_else(|| panic!("no case count for {name}"))
        .1;
    let scale: f64 = std::env::var("HEDRA_ORACLE_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1.0);
    ((base as f64 * scale).round() as u32).max(1)
}

/// A small deterministic generator for tests that build their cases by hand (the stream
/// depends only on the seed).
pub struct Lcg(pub u64);

/// The generator of the named case stream (changed by `HEDRA_ORACLE_SEED`, like the others).
pub fn lcg_for(name: &str) -> Lcg {
    let s = seed_of(name);
    Lcg(u64::from_le_bytes(s[..8].try_into().expect("8 bytes")))
}

impl Lcg {
    /// A value in `[0, m)`.
    pub fn below(&mut self, m: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % m
    }
    /// A value in `[lo, hi]`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1) as u64) as i64
    }
}

/// A deterministic seed per operation name (so each test sees its own stream of cases).
/// `HEDRA_ORACLE_SEED` (any text) changes every stream, for exploration beyond the CI cases.
fn seed_of(name: &str) -> [u8; 32] {
    // FNV-1a, spread over 32 bytes.
    let salt = std::env::var("HEDRA_ORACLE_SEED").unwrap_or_default();
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.bytes().chain(salt.bytes()) {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    let mut seed = [0u8; 32];
    for (k, chunk) in seed.chunks_mut(8).enumerate() {
        let v = h.wrapping_add((k as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        chunk.copy_from_slice(&v.to_le_bytes());
    }
    seed
}

/// Runs `check` on `cases(name)` values of `strategy` with a fixed seed. On failure proptest
/// shrinks the input and the panic message shows the minimal case.
pub fn run_cases<S>(name: &str, strategy: S, check: impl Fn(&Ctx, &S::Value) -> Result<(), String>)
where
    S: Strategy,
    S::Value: fmt::Debug,
{
    let n = cases(name);
    let config = Config {
        cases: n,
        failure_persistence: None,
        max_shrink_iters: 4096,
        ..Config::default()
    };
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &seed_of(name));
    let mut runner = TestRunner::new_with_rng(config, rng);
    let ctx = Ctx::new();
    let slowest: RefCell<(Duration, String)> = RefCell::new((Duration::ZERO, String::new()));
    // `HEDRA_ORACLE_SLOW_MS=n` prints every case slower than n milliseconds.
    let slow_ms: Option<u128> = std::env::var("HEDRA_ORACLE_SLOW_MS")
        .ok()
        .and_then(|s| s.parse().ok());
    // `HEDRA_ORACLE_TRACE=1` prints every case before running it (to find a hanging one).
    let trace = std::env::var_os("HEDRA_ORACLE_TRACE").is_some();
    let start = Instant::now();
    let result = runner.run(&strategy, |v| {
        if trace {
            eprintln!("oracle {name}: case {v:?}");
        }
        SAME_TIME.with(|c| c.set(Duration::ZERO));
        let t = Instant::now();
        let r = check(&ctx, &v);
        let dt = t.elapsed();
        if slow_ms.is_some_and(|ms| dt.as_millis() >= ms) {
            let in_same = SAME_TIME.with(|c| c.get());
            eprintln!("oracle {name}: slow case ({dt:.2?}, comparing {in_same:.2?}): {v:?}");
        }
        let mut s = slowest.borrow_mut();
        if dt > s.0 {
            *s = (dt, format!("{v:?}"));
        }
        r.map_err(TestCaseError::fail)
    });
    match result {
        Ok(()) => {
            let s = slowest.borrow();
            eprintln!(
                "oracle {name}: {n} cases in {:.2?}, {} comparisons by hedra (slowest {:.2?}: {})",
                start.elapsed(),
                FALLBACKS.with(|c| c.get()),
                s.0,
                s.1
            );
        }
        Err(TestError::Fail(reason, value)) => {
            panic!("oracle {name}: minimal failing case:\n{value:?}\n{reason}")
        }
        Err(TestError::Abort(reason)) => panic!("oracle {name}: aborted: {reason}"),
    }
}

// ------------------------------------------------------------------------------------------
// Structured random objects and their isl text
// ------------------------------------------------------------------------------------------

/// An affine expression over named variables: `sum c_k * v_k + constant`.
#[derive(Clone, Debug)]
pub struct Aff {
    /// Coefficients, one per variable of the surrounding variable list.
    pub coeffs: Vec<i64>,
    /// The constant term.
    pub constant: i64,
    /// Write products as `2*i` rather than `2i`.
    pub star: bool,
}

impl Aff {
    fn render(&self, vars: &[String]) -> String {
        let mut s = String::new();
        for (c, v) in self.coeffs.iter().zip(vars) {
            if *c == 0 {
                continue;
            }
            let mag = c.abs();
            if s.is_empty() {
                if *c < 0 {
                    s.push('-');
                }
            } else {
                s.push_str(if *c < 0 { " - " } else { " + " });
            }
            if mag != 1 {
                s.push_str(&mag.to_string());
                if self.star {
                    s.push('*');
                }
            }
            s.push_str(v);
        }
        if s.is_empty() {
            s = self.constant.to_string();
        } else if self.constant != 0 {
            s.push_str(if self.constant < 0 { " - " } else { " + " });
            s.push_str(&self.constant.abs().to_string());
        }
        s
    }
}

/// A comparison operator.
#[derive(Clone, Copy, Debug)]
pub enum Op {
    Ge,
    Le,
    Gt,
    Lt,
    Eq,
}

impl Op {
    fn as_str(self) -> &'static str {
        match self {
            Op::Ge => ">=",
            Op::Le => "<=",
            Op::Gt => ">",
            Op::Lt => "<",
            Op::Eq => "=",
        }
    }
}

/// One atomic constraint.
#[derive(Clone, Debug)]
pub enum Atom {
    /// `aff op c`
    Cmp(Aff, Op, i64),
    /// `lo <= aff <= hi` (a chained comparison)
    Range(i64, Aff, i64),
    /// `floor((aff)/d) op rhs`
    Floor(Aff, i64, Op, Aff),
    /// `(aff) mod m op r`
    Mod(Aff, i64, Op, i64),
    /// A raw piece of text (box bounds and other fixed shapes).
    Text(String),
}

impl Atom {
    fn render(&self, vars: &[String]) -> String {
        match self {
            Atom::Cmp(a, op, c) => format!("{} {} {}", a.render(vars), op.as_str(), c),
            Atom::Range(lo, a, hi) => format!("{} <= {} <= {}", lo, a.render(vars), hi),
            Atom::Floor(a, d, op, rhs) => format!(
                "floor(({})/{}) {} {}",
                a.render(vars),
                d,
                op.as_str(),
                rhs.render(vars)
            ),
            Atom::Mod(a, m, op, r) => {
                format!("({}) mod {} {} {}", a.render(vars), m, op.as_str(), r)
            }
            Atom::Text(t) => t.clone(),
        }
    }
}

/// An existential block `exists (e : ...)`.
#[derive(Clone, Debug)]
pub enum Exists {
    /// `aff = m e + r`: a stride.
    Stride(Aff, i64, i64),
    /// `m e <= aff <= m e + w`: a floor-like bound.
    Bound(Aff, i64, i64),
    /// Arbitrary constraints over the variables and `e` (whose coefficient is the last one).
    Free(Vec<Atom>),
}

impl Exists {
    fn render(&self, vars: &[String]) -> String {
        let body = match self {
            Exists::Stride(a, m, r) => format!("{} = {}e + {}", a.render(vars), m, r),
            Exists::Bound(a, m, w) => format!("{m}e <= {} <= {m}e + {w}", a.render(vars)),
            Exists::Free(atoms) => {
                let mut ve = vars.to_vec();
                ve.push("e".to_string());
                atoms
                    .iter()
                    .map(|a| a.render(&ve))
                    .collect::<Vec<_>>()
                    .join(" and ")
            }
        };
        format!("exists (e : {body})")
    }
}

/// One disjunct: a conjunction of atoms and optionally one existential block.
#[derive(Clone, Debug)]
pub struct Disjunct {
    pub atoms: Vec<Atom>,
    pub exists: Option<Exists>,
}

impl Disjunct {
    fn render(&self, vars: &[String]) -> String {
        let mut parts: Vec<String> = self.atoms.iter().map(|a| a.render(vars)).collect();
        if let Some(e) = &self.exists {
            parts.push(e.render(vars));
        }
        parts.join(" and ")
    }
}

/// A tuple: name and dimension names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tup {
    pub name: String,
    pub dims: Vec<String>,
}

impl Tup {
    pub fn new(name: &str, n: usize, base: &[&str]) -> Tup {
        Tup {
            name: name.to_string(),
            dims: base[..n].iter().map(|s| s.to_string()).collect(),
        }
    }
    fn render(&self) -> String {
        format!("{}[{}]", self.name, self.dims.join(", "))
    }
}

/// Dimension names of set tuples and map domains.
pub const IN_NAMES: &[&str] = &["i", "j", "k"];
/// Dimension names of map ranges.
pub const OUT_NAMES: &[&str] = &["o", "p", "q"];

/// The space of a generated object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    pub params: Vec<String>,
    /// `None` for a set.
    pub domain: Option<Tup>,
    pub range: Tup,
}

impl Shape {
    /// The variables constraints may use: parameters, domain dims, range dims.
    pub fn vars(&self) -> Vec<String> {
        let mut v = self.params.clone();
        if let Some(d) = &self.domain {
            v.extend(d.dims.iter().cloned());
        }
        v.extend(self.range.dims.iter().cloned());
        v
    }
    pub fn is_map(&self) -> bool {
        self.domain.is_some()
    }
    fn prefix(&self) -> String {
        if self.params.is_empty() {
            String::new()
        } else {
            format!("[{}] -> ", self.params.join(", "))
        }
    }
    /// A parameter set (no tuple at all): see [`params_shape`].
    pub fn is_params(&self) -> bool {
        self.domain.is_none() && self.range.name == PARAMS_TUPLE
    }
    fn tuples(&self) -> String {
        if self.is_params() {
            return String::new();
        }
        match &self.domain {
            Some(d) => format!("{} -> {}", d.render(), self.range.render()),
            None => self.range.render(),
        }
    }
    /// The isl text of a single constraint set in this space: `[..] -> { T : cond }`.
    pub fn constraint_text(&self, cond: &str) -> String {
        format!("{}{{ {} : {} }}", self.prefix(), self.tuples(), cond)
    }
    /// The same shape with a different parameter list.
    pub fn with_params(&self, params: Vec<String>) -> Shape {
        Shape {
            params,
            ..self.clone()
        }
    }
}

/// A generated single-space object: a shape and its disjuncts.
#[derive(Clone)]
pub struct Obj {
    pub shape: Shape,
    pub disjuncts: Vec<Disjunct>,
    /// Write the disjuncts as `;`-separated parts rather than with `or`.
    pub semicolons: bool,
    /// Declare the parameters in reverse order (`[M, N] -> ...` for `[N, M]`): the same set.
    pub reverse_param_decl: bool,
}

impl Obj {
    /// The isl text.
    pub fn text(&self) -> String {
        let vars = self.shape.vars();
        let t = self.shape.tuples();
        let body: Vec<String> = self.disjuncts.iter().map(|d| d.render(&vars)).collect();
        let inner = if self.semicolons || body.len() == 1 {
            body.iter()
                .map(|b| {
                    if b.is_empty() {
                        t.clone()
                    } else {
                        format!("{t} : {b}")
                    }
                })
                .collect::<Vec<_>>()
                .join("; ")
        } else {
            let ors: Vec<String> = body
                .iter()
                .map(|b| {
                    if b.is_empty() {
                        "true".to_string()
                    } else {
                        format!("({b})")
                    }
                })
                .collect();
            format!("{t} : {}", ors.join(" or "))
        };
        let prefix = if self.reverse_param_decl {
            let mut p = self.shape.params.clone();
            p.reverse();
            self.shape.with_params(p).prefix()
        } else {
            self.shape.prefix()
        };
        format!("{prefix}{{ {inner} }}")
    }
}

impl fmt::Debug for Obj {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.text())
    }
}

/// A generated union over several spaces (all parts share the parameters).
#[derive(Clone)]
pub struct UObj {
    pub params: Vec<String>,
    pub parts: Vec<Obj>,
}

impl UObj {
    pub fn text(&self) -> String {
        let prefix = if self.params.is_empty() {
            String::new()
        } else {
            format!("[{}] -> ", self.params.join(", "))
        };
        let inner: Vec<String> = self
            .parts
            .iter()
            .map(|p| {
                let t = p.text();
                let start = t.find('{').expect("has a brace") + 1;
                t[start..t.len() - 1].trim().to_string()
            })
            .collect();
        format!("{prefix}{{ {} }}", inner.join("; "))
    }
}

impl fmt::Debug for UObj {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.text())
    }
}

/// Size limits of the generated bodies.
#[derive(Clone, Copy, Debug)]
pub struct Sizes {
    pub max_disjuncts: usize,
    pub max_atoms: usize,
    /// Probability of an `exists` block per disjunct.
    pub exists: f64,
    /// Allow `floor` and `mod` atoms.
    pub divs: bool,
    /// Maximum absolute coefficient.
    pub coef: i64,
}

/// The sizes of the task description: 1-3 disjuncts, 1-4 constraints, coefficients in [-3, 3].
pub const FULL: Sizes = Sizes {
    max_disjuncts: 3,
    max_atoms: 4,
    exists: 0.25,
    divs: true,
    coef: 3,
};

/// Smaller bodies, for the operations whose cost grows fast (complement, lexopt, unions).
pub const SMALL: Sizes = Sizes {
    max_disjuncts: 2,
    max_atoms: 3,
    exists: 0.2,
    divs: true,
    coef: 3,
};

/// A non-zero coefficient in `[-max, max]`, mostly `±1` as in compiler-built constraints.
fn coef(max: i64) -> impl Strategy<Value = i64> + Clone {
    let mag = prop_oneof![6 => Just(1i64), 2 => Just(2i64), 1 => Just(3i64)]
        .prop_map(move |m| m.min(max));
    (mag, any::<bool>()).prop_map(|(m, neg)| if neg { -m } else { m })
}

/// An affine expression with one to three terms (a few constant-only ones too).
pub fn aff(nv: usize, s: Sizes) -> impl Strategy<Value = Aff> + Clone {
    let terms = prop_oneof![
        1 => Just(0usize),
        8 => Just(1usize),
        8 => Just(2usize),
        3 => Just(3usize),
    ]
    .prop_flat_map(move |n| proptest::collection::vec((0..nv.max(1), coef(s.coef)), n));
    (terms, -8i64..=8, any::<bool>()).prop_map(move |(terms, constant, star)| {
        let mut coeffs = vec![0i64; nv];
        for (v, c) in terms {
            if v < nv {
                coeffs[v] = (coeffs[v] + c).clamp(-s.coef, s.coef);
            }
        }
        Aff {
            coeffs,
            constant,
            star,
        }
    })
}

fn op() -> impl Strategy<Value = Op> + Clone {
    prop_oneof![
        4 => Just(Op::Ge),
        3 => Just(Op::Le),
        1 => Just(Op::Gt),
        1 => Just(Op::Lt),
        1 => Just(Op::Eq),
    ]
}

pub fn atom(nv: usize, s: Sizes) -> BoxedStrategy<Atom> {
    let cmp = (aff(nv, s), op(), -8i64..=8).prop_map(|(a, o, c)| Atom::Cmp(a, o, c));
    let range = (-8i64..=0, aff(nv, s), 0i64..=8).prop_map(|(lo, a, hi)| Atom::Range(lo, a, hi));
    if !s.divs {
        return prop_oneof![6 => cmp, 1 => range].boxed();
    }
    let floor = (
        aff(nv, s),
        2i64..=4,
        prop_oneof![Just(Op::Ge), Just(Op::Le), Just(Op::Eq)],
        aff(nv, Sizes { coef: 1, ..s }),
    )
        .prop_map(|(a, d, o, r)| Atom::Floor(a, d, o, r));
    let md = (
        aff(nv, s),
        2i64..=4,
        prop_oneof![2 => Just(Op::Eq), 1 => Just(Op::Le), 1 => Just(Op::Ge)],
        0i64..=3,
    )
        .prop_map(|(a, m, o, r)| Atom::Mod(a, m, o, r.min(m - 1)));
    prop_oneof![8 => cmp, 2 => range, 1 => floor, 1 => md].boxed()
}

pub fn exists(nv: usize, s: Sizes) -> BoxedStrategy<Exists> {
    let plain = Sizes { divs: false, ..s };
    prop_oneof![
        3 => (aff(nv, s), 2i64..=4, 0i64..=3).prop_map(|(a, m, r)| Exists::Stride(a, m, r.min(m - 1))),
        2 => (aff(nv, s), 2i64..=4, 0i64..=3).prop_map(|(a, m, w)| Exists::Bound(a, m, w.min(m - 1))),
        2 => proptest::collection::vec(atom(nv + 1, plain), 1..=3).prop_map(Exists::Free),
    ]
    .boxed()
}

pub fn disjunct(nv: usize, s: Sizes) -> BoxedStrategy<Disjunct> {
    (
        proptest::collection::vec(atom(nv, s), 1..=s.max_atoms),
        proptest::option::weighted(s.exists, exists(nv, s)),
    )
        .prop_map(|(atoms, exists)| Disjunct { atoms, exists })
        .boxed()
}

/// Parameter lists: none, `[N]`, `[M]`, `[N, M]` or `[M, N]`.
pub fn params() -> impl Strategy<Value = Vec<String>> + Clone {
    prop_oneof![
        2 => Just(vec![]),
        2 => Just(vec!["N".to_string()]),
        1 => Just(vec!["M".to_string()]),
        1 => Just(vec!["N".to_string(), "M".to_string()]),
        1 => Just(vec!["M".to_string(), "N".to_string()]),
    ]
}

fn name() -> impl Strategy<Value = &'static str> + Clone {
    prop_oneof![Just("S"), Just("T"), Just("")]
}

/// A set shape with 1..=3 dimensions.
pub fn set_shape() -> impl Strategy<Value = Shape> + Clone {
    (params(), name(), 1usize..=3).prop_map(|(params, n, d)| Shape {
        params,
        domain: None,
        range: Tup::new(n, d, IN_NAMES),
    })
}

/// The tuple name that marks a parameter set's shape (it has no tuple).
pub const PARAMS_TUPLE: &str = "<params>";

/// The shape of a parameter set `[N, M] -> { : ... }` with one or two parameters.
pub fn params_shape() -> impl Strategy<Value = Shape> + Clone {
    params()
        .prop_filter("a parameter set needs parameters", |p| !p.is_empty())
        .prop_map(|params| Shape {
            params,
            domain: None,
            range: Tup {
                name: PARAMS_TUPLE.to_string(),
                dims: vec![],
            },
        })
}

/// A map shape with 1..=2 input and output dimensions.
pub fn map_shape() -> impl Strategy<Value = Shape> + Clone {
    (
        params(),
        prop_oneof![Just("S"), Just("")],
        prop_oneof![Just("A"), Just("S"), Just("")],
        1usize..=2,
        1usize..=2,
    )
        .prop_map(|(params, a, b, ni, no)| Shape {
            params,
            domain: Some(Tup::new(a, ni, IN_NAMES)),
            range: Tup::new(b, no, OUT_NAMES),
        })
}

/// Random disjuncts for a shape.
pub fn body(shape: &Shape, s: Sizes) -> BoxedStrategy<Vec<Disjunct>> {
    proptest::collection::vec(disjunct(shape.vars().len(), s), 1..=s.max_disjuncts).boxed()
}

/// A random object of the given shape.
pub fn obj_of(shape: Shape, s: Sizes) -> BoxedStrategy<Obj> {
    (body(&shape, s), any::<bool>())
        .prop_map(move |(disjuncts, semicolons)| Obj {
            shape: shape.clone(),
            disjuncts,
            semicolons,
            reverse_param_decl: false,
        })
        .boxed()
}

pub fn set_obj(s: Sizes) -> BoxedStrategy<Obj> {
    set_shape().prop_flat_map(move |sh| obj_of(sh, s)).boxed()
}

pub fn map_obj(s: Sizes) -> BoxedStrategy<Obj> {
    map_shape().prop_flat_map(move |sh| obj_of(sh, s)).boxed()
}

pub fn params_obj(s: Sizes) -> BoxedStrategy<Obj> {
    params_shape()
        .prop_flat_map(move |sh| obj_of(sh, s))
        .boxed()
}

pub fn any_obj(s: Sizes) -> BoxedStrategy<Obj> {
    prop_oneof![3 => set_obj(s), 2 => map_obj(s)].boxed()
}

/// A second operand for a binary operation, in the same space as `a`: independent (possibly
/// with other parameters), or derived from `a` so that subset and equality tests have both
/// answers (a superset, a subset, the same set written differently).
pub fn partner(a: &Obj, s: Sizes) -> BoxedStrategy<Obj> {
    let indep = params()
        .prop_flat_map({
            let sh = a.shape.clone();
            move |p| obj_of(sh.with_params(p), s)
        })
        .boxed();
    let a1 = a.clone();
    let reordered = Just(()).prop_map(move |_| {
        let mut b = a1.clone();
        b.disjuncts.reverse();
        b.semicolons = !b.semicolons;
        b.reverse_param_decl = !b.reverse_param_decl;
        b
    });
    let a2 = a.clone();
    let nv = a.shape.vars().len();
    let superset = disjunct(nv, s).prop_map(move |d| {
        let mut b = a2.clone();
        b.disjuncts.push(d);
        b
    });
    let a3 = a.clone();
    let relaxed = Just(()).prop_map(move |_| {
        let mut b = a3.clone();
        for d in &mut b.disjuncts {
            if d.exists.is_some() {
                d.exists = None;
            } else if d.atoms.len() > 1 {
                d.atoms.pop();
            }
        }
        b
    });
    let a4 = a.clone();
    let tightened = atom(nv, s).prop_map(move |extra| {
        let mut b = a4.clone();
        for d in &mut b.disjuncts {
            d.atoms.push(extra.clone());
        }
        b
    });
    prop_oneof![4 => indep, 1 => reordered, 2 => superset, 2 => relaxed, 2 => tightened].boxed()
}

/// Two objects in the same space.
pub fn pair(base: BoxedStrategy<Obj>, s: Sizes) -> BoxedStrategy<(Obj, Obj)> {
    base.prop_flat_map(move |a| {
        let a2 = a.clone();
        partner(&a, s).prop_map(move |b| (a2.clone(), b))
    })
    .boxed()
}

/// Box bounds on every range dimension (in terms of constants, parameters and, for maps, the
/// first domain dimension), so that every fiber is finite and lexmin/lexmax exist.
pub fn boxed_obj(base: BoxedStrategy<Obj>) -> BoxedStrategy<Obj> {
    base.prop_flat_map(|o| {
        let n = o.shape.range.dims.len();
        let bound = (0usize..4, -6i64..=2, 0usize..4, -2i64..=6);
        (Just(o), proptest::collection::vec(bound, n))
    })
    .prop_map(|(mut o, bounds)| {
        let mut extra = Vec::new();
        let p0 = o.shape.params.first().cloned();
        let d0 = o.shape.domain.as_ref().map(|d| d.dims[0].clone());
        for (x, (lk, lc, uk, uc)) in o.shape.range.dims.iter().zip(bounds) {
            let term = |k: usize| -> Option<String> {
                match k {
                    1 => p0.clone(),
                    2 => d0.clone(),
                    _ => None,
                }
            };
            let lo = match term(lk) {
                Some(t) => format!("{t} + {lc}"),
                None => lc.to_string(),
            };
            let hi = match term(uk) {
                Some(t) => format!("{t} + {uc}"),
                None => uc.to_string(),
            };
            extra.push(Atom::Text(format!("{lo} <= {x} <= {hi}")));
        }
        for d in &mut o.disjuncts {
            d.atoms.extend(extra.iter().cloned());
        }
        o
    })
    .boxed()
}

/// Union objects: parts over several spaces. Set tuples: `S` (2 dims), `T` (1), `A` (1);
/// map parts choose a domain and a range among them.
pub const UNION_TUPLES: &[(&str, usize)] = &[("S", 2), ("T", 1), ("A", 1)];

pub fn union_set_obj(s: Sizes) -> BoxedStrategy<UObj> {
    (
        params(),
        proptest::collection::vec((0..UNION_TUPLES.len(), any::<bool>()), 1..=3),
    )
        .prop_flat_map(move |(params, parts)| {
            let objs: Vec<BoxedStrategy<Obj>> = parts
                .into_iter()
                .map(|(t, semis)| {
                    let (n, d) = UNION_TUPLES[t];
                    let shape = Shape {
                        params: params.clone(),
                        domain: None,
                        range: Tup::new(n, d, IN_NAMES),
                    };
                    obj_of(shape, s)
                        .prop_map(move |mut o| {
                            o.semicolons = semis;
                            o
                        })
                        .boxed()
                })
                .collect();
            let params = params.clone();
            objs.prop_map(move |parts| UObj {
                params: params.clone(),
                parts,
            })
        })
        .boxed()
}

pub fn union_map_obj(s: Sizes) -> BoxedStrategy<UObj> {
    (
        params(),
        proptest::collection::vec((0..UNION_TUPLES.len(), 0..UNION_TUPLES.len()), 1..=3),
    )
        .prop_flat_map(move |(params, parts)| {
            let objs: Vec<BoxedStrategy<Obj>> = parts
                .into_iter()
                .map(|(a, b)| {
                    let (na, da) = UNION_TUPLES[a];
                    let (nb, db) = UNION_TUPLES[b];
                    let shape = Shape {
                        params: params.clone(),
                        domain: Some(Tup::new(na, da, IN_NAMES)),
                        range: Tup::new(nb, db, OUT_NAMES),
                    };
                    obj_of(shape, s)
                })
                .collect();
            let params = params.clone();
            objs.prop_map(move |parts| UObj {
                params: params.clone(),
                parts,
            })
        })
        .boxed()
}

/// A union with box bounds on the range dimensions of every part.
pub fn boxed_union(u: BoxedStrategy<UObj>) -> BoxedStrategy<UObj> {
    u.prop_flat_map(|u| {
        let params = u.params.clone();
        let parts: Vec<BoxedStrategy<Obj>> = u
            .parts
            .iter()
            .map(|p| boxed_obj(Just(p.clone()).boxed()))
            .collect();
        parts.prop_map(move |parts| UObj {
            params: params.clone(),
            parts,
        })
    })
    .boxed()
}

// ------------------------------------------------------------------------------------------
// isl side
// ------------------------------------------------------------------------------------------

/// An isl object of one of the four kinds hedra's objects map to.
#[derive(Clone)]
pub enum Isl<'c> {
    Set(hedra_isl::Set<'c>),
    Map(hedra_isl::Map<'c>),
    USet(hedra_isl::UnionSet<'c>),
    UMap(hedra_isl::UnionMap<'c>),
}

impl fmt::Debug for Isl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

impl fmt::Display for Isl<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Isl::Set(x) => write!(f, "{x}"),
            Isl::Map(x) => write!(f, "{x}"),
            Isl::USet(x) => write!(f, "{x}"),
            Isl::UMap(x) => write!(f, "{x}"),
        }
    }
}

fn e(x: hedra_isl::IslError) -> String {
    format!("isl: {}", x.message())
}

/// The isl kind that matches a hedra map: a set (also parameter sets) or a map.
pub fn isl_single<'c>(ctx: &'c Ctx, text: &str, is_map: bool) -> Result<Isl<'c>, String> {
    if is_map {
        ctx.map(text).map(Isl::Map).map_err(e)
    } else {
        ctx.set(text).map(Isl::Set).map_err(e)
    }
}

/// isl's parse of a union set or union map.
pub fn isl_union<'c>(ctx: &'c Ctx, text: &str, is_map: bool) -> Result<Isl<'c>, String> {
    if is_map {
        ctx.union_map(text).map(Isl::UMap).map_err(e)
    } else {
        ctx.union_set(text).map(Isl::USet).map_err(e)
    }
}

macro_rules! each {
    ($self:expr, $x:ident => $body:expr) => {
        match $self {
            Isl::Set($x) => $body,
            Isl::Map($x) => $body,
            Isl::USet($x) => $body,
            Isl::UMap($x) => $body,
        }
    };
}

macro_rules! same_kind {
    ($a:expr, $b:expr, $x:ident, $y:ident => $body:expr) => {
        match ($a, $b) {
            (Isl::Set($x), Isl::Set($y)) => $body.map(Isl::Set),
            (Isl::Map($x), Isl::Map($y)) => $body.map(Isl::Map),
            (Isl::USet($x), Isl::USet($y)) => $body.map(Isl::USet),
            (Isl::UMap($x), Isl::UMap($y)) => $body.map(Isl::UMap),
            _ => return Err("isl operands of different kinds".to_string()),
        }
        .map_err(e)
    };
}

impl<'c> Isl<'c> {
    pub fn is_map(&self) -> bool {
        matches!(self, Isl::Map(_) | Isl::UMap(_))
    }
    pub fn is_union(&self) -> bool {
        matches!(self, Isl::USet(_) | Isl::UMap(_))
    }
    /// Parses text as an object of the same kind as `self`.
    pub fn parse_like(&self, ctx: &'c Ctx, text: &str) -> Result<Isl<'c>, String> {
        if self.is_union() {
            isl_union(ctx, text, self.is_map())
        } else {
            isl_single(ctx, text, self.is_map())
        }
    }
    pub fn is_equal(&self, o: &Isl<'c>) -> Result<bool, String> {
        match (self, o) {
            (Isl::Set(x), Isl::Set(y)) => x.is_equal(y),
            (Isl::Map(x), Isl::Map(y)) => x.is_equal(y),
            (Isl::USet(x), Isl::USet(y)) => x.is_equal(y),
            (Isl::UMap(x), Isl::UMap(y)) => x.is_equal(y),
            _ => return Ok(false),
        }
        .map_err(e)
    }
    pub fn is_subset(&self, o: &Isl<'c>) -> Result<bool, String> {
        match (self, o) {
            (Isl::Set(x), Isl::Set(y)) => x.is_subset(y),
            (Isl::Map(x), Isl::Map(y)) => x.is_subset(y),
            (Isl::USet(x), Isl::USet(y)) => x.is_subset(y),
            (Isl::UMap(x), Isl::UMap(y)) => x.is_subset(y),
            _ => return Err("isl operands of different kinds".to_string()),
        }
        .map_err(e)
    }
    pub fn is_empty(&self) -> Result<bool, String> {
        each!(self, x => x.is_empty()).map_err(e)
    }
    pub fn intersect(&self, o: &Isl<'c>) -> Result<Isl<'c>, String> {
        same_kind!(self, o, x, y => x.intersect(y))
    }
    pub fn union(&self, o: &Isl<'c>) -> Result<Isl<'c>, String> {
        same_kind!(self, o, x, y => x.union(y))
    }
    pub fn subtract(&self, o: &Isl<'c>) -> Result<Isl<'c>, String> {
        same_kind!(self, o, x, y => x.subtract(y))
    }
    pub fn complement(&self) -> Result<Isl<'c>, String> {
        match self {
            Isl::Set(x) => x.complement().map(Isl::Set).map_err(e),
            Isl::Map(x) => x.complement().map(Isl::Map).map_err(e),
            _ => Err("complement of a union".into()),
        }
    }
    pub fn coalesce(&self) -> Result<Isl<'c>, String> {
        match self {
            Isl::Set(x) => x.coalesce().map(Isl::Set),
            Isl::Map(x) => x.coalesce().map(Isl::Map),
            Isl::USet(x) => x.coalesce().map(Isl::USet),
            Isl::UMap(x) => x.coalesce().map(Isl::UMap),
        }
        .map_err(e)
    }
    /// An independent copy (printed and read back). isl 0.25's lexmin and lexmax can modify
    /// their input in place while it is still shared: after `m.lexmax()`, the `m` of
    /// `[M] -> { T[i] -> S[o, p] : (-2i - o + 7) mod 4 = 2 and 2M - 3p = 6 and 0 <= o <= 3 }`
    /// had lost its `mod` constraint. So these operations run on private copies.
    pub fn fresh(&self) -> Result<Isl<'c>, String> {
        let ctx = each!(self, x => x.ctx());
        self.parse_like(ctx, &self.to_string())
    }
    pub fn lexmin(&self) -> Result<Isl<'c>, String> {
        match self.fresh()? {
            Isl::Set(x) => x.lexmin().map(Isl::Set),
            Isl::Map(x) => x.lexmin().map(Isl::Map),
            Isl::USet(x) => x.lexmin().map(Isl::USet),
            Isl::UMap(x) => x.lexmin().map(Isl::UMap),
        }
        .map_err(e)
    }
    pub fn lexmax(&self) -> Result<Isl<'c>, String> {
        match self.fresh()? {
            Isl::Set(x) => x.lexmax().map(Isl::Set),
            Isl::Map(x) => x.lexmax().map(Isl::Map),
            Isl::USet(x) => x.lexmax().map(Isl::USet),
            Isl::UMap(x) => x.lexmax().map(Isl::UMap),
        }
        .map_err(e)
    }
    pub fn params(&self) -> Result<Isl<'c>, String> {
        match self {
            Isl::Set(x) => x.params(),
            Isl::Map(x) => x.params(),
            Isl::USet(x) => x.params(),
            Isl::UMap(x) => x.params(),
        }
        .map(Isl::Set)
        .map_err(e)
    }
    pub fn reverse(&self) -> Result<Isl<'c>, String> {
        match self {
            Isl::Map(x) => x.reverse().map(Isl::Map).map_err(e),
            Isl::UMap(x) => x.reverse().map(Isl::UMap).map_err(e),
            _ => Err("reverse of a set".into()),
        }
    }
    pub fn domain(&self) -> Result<Isl<'c>, String> {
        match self {
            Isl::Map(x) => x.domain().map(Isl::Set).map_err(e),
            Isl::UMap(x) => x.domain().map(Isl::USet).map_err(e),
            _ => Err("domain of a set".into()),
        }
    }
    pub fn range(&self) -> Result<Isl<'c>, String> {
        match self {
            Isl::Map(x) => x.range().map(Isl::Set).map_err(e),
            Isl::UMap(x) => x.range().map(Isl::USet).map_err(e),
            _ => Err("range of a set".into()),
        }
    }
    pub fn deltas(&self) -> Result<Isl<'c>, String> {
        match self {
            Isl::Map(x) => x.deltas().map(Isl::Set).map_err(e),
            Isl::UMap(x) => x.deltas().map(Isl::USet).map_err(e),
            _ => Err("deltas of a set".into()),
        }
    }
    pub fn apply_range(&self, o: &Isl<'c>) -> Result<Isl<'c>, String> {
        match (self, o) {
            (Isl::Map(x), Isl::Map(y)) => x.apply_range(y).map(Isl::Map).map_err(e),
            (Isl::UMap(x), Isl::UMap(y)) => x.apply_range(y).map(Isl::UMap).map_err(e),
            _ => Err("apply_range needs two maps".into()),
        }
    }
    pub fn apply_domain(&self, o: &Isl<'c>) -> Result<Isl<'c>, String> {
        match (self, o) {
            (Isl::Map(x), Isl::Map(y)) => x.apply_domain(y).map(Isl::Map).map_err(e),
            (Isl::UMap(x), Isl::UMap(y)) => x.apply_domain(y).map(Isl::UMap).map_err(e),
            _ => Err("apply_domain needs two maps".into()),
        }
    }
    /// The image of a set under a map.
    pub fn apply(&self, m: &Isl<'c>) -> Result<Isl<'c>, String> {
        match (self, m) {
            (Isl::Set(x), Isl::Map(y)) => x.apply(y).map(Isl::Set).map_err(e),
            (Isl::USet(x), Isl::UMap(y)) => x.apply(y).map(Isl::USet).map_err(e),
            _ => Err("apply needs a set and a map".into()),
        }
    }
    pub fn intersect_domain(&self, s: &Isl<'c>) -> Result<Isl<'c>, String> {
        match (self, s) {
            (Isl::Map(x), Isl::Set(y)) => x.intersect_domain(y).map(Isl::Map).map_err(e),
            (Isl::UMap(x), Isl::USet(y)) => x.intersect_domain(y).map(Isl::UMap).map_err(e),
            _ => Err("intersect_domain needs a map and a set".into()),
        }
    }
    pub fn intersect_range(&self, s: &Isl<'c>) -> Result<Isl<'c>, String> {
        match (self, s) {
            (Isl::Map(x), Isl::Set(y)) => x.intersect_range(y).map(Isl::Map).map_err(e),
            (Isl::UMap(x), Isl::USet(y)) => x.intersect_range(y).map(Isl::UMap).map_err(e),
            _ => Err("intersect_range needs a map and a set".into()),
        }
    }
    pub fn detect_equalities(&self) -> Result<Isl<'c>, String> {
        match self {
            Isl::Set(x) => x.detect_equalities().map(Isl::Set),
            Isl::Map(x) => x.detect_equalities().map(Isl::Map),
            Isl::USet(x) => x.detect_equalities().map(Isl::USet),
            Isl::UMap(x) => x.detect_equalities().map(Isl::UMap),
        }
        .map_err(e)
    }
    pub fn project_out(&self, ty: DimType, first: usize, n: usize) -> Result<Isl<'c>, String> {
        let (f, n) = (first as u32, n as u32);
        match self {
            Isl::Set(x) => {
                let t = match ty {
                    DimType::Param => hedra_isl::DimType::Param,
                    _ => hedra_isl::DimType::Set,
                };
                x.project_out(t, f, n).map(Isl::Set).map_err(e)
            }
            Isl::Map(x) => {
                let t = match ty {
                    DimType::Param => hedra_isl::DimType::Param,
                    DimType::In => hedra_isl::DimType::In,
                    DimType::Out => hedra_isl::DimType::Out,
                };
                x.project_out(t, f, n).map(Isl::Map).map_err(e)
            }
            _ => Err("project_out of a union".into()),
        }
    }
    /// One point of a set or map (an empty object when empty). A map is sampled through the
    /// set of its wrapped pairs, and the point is returned wrapped.
    pub fn sample_wrapped(&self) -> Result<Isl<'c>, String> {
        match &self.fresh()? {
            Isl::Set(x) => x.sample_point().map(Isl::Set).map_err(e),
            Isl::Map(x) => {
                let w = hedra_isl::UnionMap::from(x.clone()).wrap().map_err(e)?;
                w.sample_point().map(Isl::USet).map_err(e)
            }
            Isl::USet(x) => x.sample_point().map(Isl::USet).map_err(e),
            Isl::UMap(x) => {
                let w = x.wrap().map_err(e)?;
                w.sample_point().map(Isl::USet).map_err(e)
            }
        }
    }
    /// A set as itself, a map as the union set of its wrapped pairs.
    pub fn wrapped(&self) -> Result<Isl<'c>, String> {
        match self {
            Isl::Map(x) => hedra_isl::UnionMap::from(x.clone())
                .wrap()
                .map(Isl::USet)
                .map_err(e),
            Isl::UMap(x) => x.wrap().map(Isl::USet).map_err(e),
            _ => Ok(self.clone()),
        }
    }
    /// As a union object.
    pub fn to_union(&self) -> Isl<'c> {
        match self {
            Isl::Set(x) => Isl::USet(hedra_isl::UnionSet::from(x.clone())),
            Isl::Map(x) => Isl::UMap(hedra_isl::UnionMap::from(x.clone())),
            _ => self.clone(),
        }
    }
}

// ------------------------------------------------------------------------------------------
// Comparisons
// ------------------------------------------------------------------------------------------

/// hedra's parse of a single-space object.
pub fn ours(text: &str) -> Result<Map, String> {
    hedra_presburger::parse_map(text).map_err(|x| format!("hedra cannot parse {text:?}: {x}"))
}

/// hedra's parse of a union object.
pub fn ours_union(text: &str) -> Result<UnionMap, String> {
    hedra_presburger::parse_union(text).map_err(|x| format!("hedra cannot parse {text:?}: {x}"))
}

/// A hedra result that can be compared with isl's.
pub trait Ours: fmt::Display {
    /// An equivalent text in which every existential is a defined div (`None` when the plain
    /// text already is). isl's subset test is fast on sets whose divs it knows and can be very
    /// slow on many plain existentials, which hedra leaves in place (after `apply`, say).
    fn explicit(&self) -> Option<String>;
    /// hedra's own equality test against a text (isl's result).
    fn hedra_equal(&self, text: &str) -> Result<bool, String>;
}

impl Ours for Map {
    fn explicit(&self) -> Option<String> {
        if self.basics().iter().all(|b| b.has_all_divs_defined()) {
            None
        } else {
            Some(self.compute_divs().to_string())
        }
    }
    fn hedra_equal(&self, text: &str) -> Result<bool, String> {
        h("is_equal", self.is_equal(&ours(text)?))
    }
}

impl Ours for UnionMap {
    fn explicit(&self) -> Option<String> {
        if self
            .maps()
            .iter()
            .all(|m| m.basics().iter().all(|b| b.has_all_divs_defined()))
        {
            return None;
        }
        let mut u = UnionMap::empty(self.params_names().to_vec());
        for m in self.maps() {
            u.add_map(m.compute_divs()).expect("same parameters");
        }
        Some(u.to_string())
    }
    fn hedra_equal(&self, text: &str) -> Result<bool, String> {
        h("is_equal", self.is_equal(&ours_union(text)?))
    }
}

/// Checks that hedra's result, printed and read by isl, equals isl's result.
///
/// With plain existentials in hedra's result, the check is `ours <= isl` on the plain text and
/// `isl == explicit(ours)`, where `explicit` is hedra's own exact elimination of existentials.
pub fn same<'c>(ctx: &'c Ctx, what: &str, ours: &impl Ours, isl: &Isl<'c>) -> Result<(), String> {
    let t0 = Instant::now();
    let r = same_inner(ctx, what, ours, isl);
    SAME_TIME.with(|c| c.set(c.get() + t0.elapsed()));
    r
}

thread_local! {
    /// Time spent in `same` (isl parsing and comparing) during the current case.
    static SAME_TIME: std::cell::Cell<Duration> = const { std::cell::Cell::new(Duration::ZERO) };
}

fn same_inner<'c>(ctx: &'c Ctx, what: &str, ours: &impl Ours, isl: &Isl<'c>) -> Result<(), String> {
    let text = ours.to_string();
    let back = isl
        .parse_like(ctx, &text)
        .map_err(|x| format!("{what}: isl cannot parse hedra's output {text:?}: {x}"))?;
    let differ = |t: &str| format!("{what}: results differ\n  hedra: {t}\n  isl:   {isl}");
    // 1. isl's equality test, within an operation quota.
    match with_quota(ctx, || back.is_equal(isl)) {
        Ok(true) => return Ok(()),
        Ok(false) => return Err(differ(&text)),
        Err(m) if !m.contains(QUOTA_MSG) => return Err(m),
        Err(_) => {}
    }
    // 2. The same with every existential of hedra's result made a div (isl is fast on known
    //    divs and can be slow on many plain existentials).
    if let Some(ex) = ours.explicit() {
        let back2 = isl.parse_like(ctx, &ex).map_err(|x| {
            format!("{what}: isl cannot parse hedra's compute_divs output {ex:?}: {x}")
        })?;
        match with_quota(ctx, || back2.is_equal(isl)) {
            Ok(true) => {
                // `ours <= isl` on the plain text too (cheap: isl knows its own divs).
                return match with_quota(ctx, || back.is_subset(isl)) {
                    Ok(false) => Err(differ(&text)),
                    _ => Ok(()),
                };
            }
            Ok(false) => return Err(format!("{} (after compute_divs: {ex})", differ(&text))),
            Err(m) if !m.contains(QUOTA_MSG) => return Err(m),
            Err(_) => {}
        }
    }
    // 3. isl gave up: read isl's result in hedra and let hedra compare (isl still computed the
    //    expected result independently).
    FALLBACKS.with(|c| c.set(c.get() + 1));
    match ours.hedra_equal(&isl.to_string()) {
        Ok(true) => Ok(()),
        Ok(false) => Err(format!("{} (compared by hedra)", differ(&text))),
        Err(m) => Err(format!("{what}: {m}")),
    }
}

/// The message of isl's quota error.
const QUOTA_MSG: &str = "operations";

/// isl operations allowed for one comparison (a few seconds of work at most).
const QUOTA: std::os::raw::c_ulong = 20_000_000;

thread_local! {
    /// Comparisons that isl gave up on (see `same`).
    pub static FALLBACKS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

extern "C" {
    fn isl_ctx_set_max_operations(ctx: *mut std::ffi::c_void, max: std::os::raw::c_ulong);
    fn isl_ctx_reset_operations(ctx: *mut std::ffi::c_void);
}

/// The `isl_ctx *` inside a `Ctx`. hedra-isl does not expose the operation quota, and `Ctx`
/// is a single pointer (plus a zero-sized marker), so the test reads it directly.
fn raw_ctx(ctx: &Ctx) -> *mut std::ffi::c_void {
    assert_eq!(
        std::mem::size_of::<Ctx>(),
        std::mem::size_of::<*mut std::ffi::c_void>(),
        "hedra_isl::Ctx is no longer a single pointer"
    );
    // SAFETY: `Ctx` consists of one non-null `isl_ctx` pointer and a zero-sized marker, so its
    // bytes are that pointer; we only read it.
    unsafe { *(ctx as *const Ctx as *const *mut std::ffi::c_void) }
}

/// Runs an isl computation with an operation quota; a computation over the quota fails with
/// an error mentioning "operations".
fn with_quota<T>(ctx: &Ctx, f: impl FnOnce() -> Result<T, String>) -> Result<T, String> {
    let raw = raw_ctx(ctx);
    // SAFETY: `raw` is the live context of `ctx`.
    unsafe {
        isl_ctx_reset_operations(raw);
        isl_ctx_set_max_operations(raw, QUOTA);
    }
    let r = f();
    // SAFETY: as above; 0 means no limit.
    unsafe {
        isl_ctx_set_max_operations(raw, 0);
        isl_ctx_reset_operations(raw);
    }
    r
}

/// Wraps a hedra error with context.
pub fn h<T>(what: &str, r: hedra_presburger::Result<T>) -> Result<T, String> {
    r.map_err(|x| format!("{what}: hedra error: {x}"))
}

/// Checks a boolean answer.
pub fn same_bool(what: &str, ours: bool, isl: bool) -> Result<(), String> {
    if ours == isl {
        Ok(())
    } else {
        Err(format!("{what}: hedra says {ours}, isl says {isl}"))
    }
}

/// Checks hedra's sample of `input` (parsed by isl as `isl_in`): `None` exactly when isl says
/// empty; otherwise a single point (it equals isl's sample of it) inside the input.
pub fn check_sample<'c>(
    ctx: &'c Ctx,
    ours_sample: Option<String>,
    isl_in: &Isl<'c>,
) -> Result<(), String> {
    let empty = isl_in.is_empty()?;
    match ours_sample {
        None => same_bool("sample is None / isl is_empty", true, empty),
        Some(text) => {
            if empty {
                return Err(format!(
                    "sample: hedra found {text} in a set isl says is empty"
                ));
            }
            let p = isl_in
                .parse_like(ctx, &text)
                .map_err(|x| format!("sample: isl cannot parse hedra's point {text:?}: {x}"))?;
            if p.is_empty()? {
                return Err(format!("sample: hedra's point {text} is empty"));
            }
            if !p.is_subset(isl_in)? {
                return Err(format!("sample: hedra's point {text} is not in the input"));
            }
            let pt = p.sample_wrapped()?;
            if !p.wrapped()?.is_equal(&pt)? {
                return Err(format!(
                    "sample: hedra's sample {text} is not a single point"
                ));
            }
            Ok(())
        }
    }
}

/// Compares lexmin or lexmax with isl.
///
/// When isl reports an unbounded optimum, hedra must return `Error::Unbounded`, except in one
/// case: isl optimizes every disjunct on its own and gives up as soon as one is unbounded, even
/// when another disjunct holds the optimum (`{ [i, j] : i >= 0 or (i = -1 and 0 <= j <= 1) }`
/// has the lexmin `[-1, 0]`). So a result of hedra is then checked directly against the
/// definition, with isl: see [`verify_lexopt`]. `space` is the input's space (`None` for
/// unions, which are not verified that way).
pub fn check_lexopt<'c, T: Ours>(
    ctx: &'c Ctx,
    what: &str,
    ours: hedra_presburger::Result<T>,
    isl: Result<Isl<'c>, String>,
    input: &Isl<'c>,
    space: Option<&hedra_presburger::Space>,
    max: bool,
) -> Result<(), String> {
    match (ours, isl) {
        (Ok(r), Ok(i)) => same(ctx, what, &r, &i),
        (Err(hedra_presburger::Error::Unbounded(_)), Err(m)) if m.contains("unbounded") => Ok(()),
        (Ok(r), Err(m)) if m.contains("unbounded") && space.is_some() => verify_lexopt(
            ctx,
            what,
            &r.to_string(),
            input,
            space.expect("checked"),
            max,
        ),
        (Ok(text), Err(m)) => Err(format!("{what}: hedra gives {text}, isl fails: {m}")),
        (Err(x), Ok(i)) => Err(format!("{what}: hedra fails ({x}), isl gives {i}")),
        (Err(x), Err(m)) => Err(format!("{what}: hedra fails ({x}), isl fails ({m})")),
    }
}

/// Checks with isl that `r` is the lexicographic minimum (maximum) of `s` per parameter value
/// (per domain point for a map): `r <= s`, both have the same domain (parameter set), and no
/// point of `s` precedes (follows) a point of `r` in the same fiber. Together these say that
/// every non-empty fiber of `r` holds exactly the optimum of the fiber of `s`.
pub fn verify_lexopt<'c>(
    ctx: &'c Ctx,
    what: &str,
    r: &str,
    s: &Isl<'c>,
    space: &hedra_presburger::Space,
    max: bool,
) -> Result<(), String> {
    let fail = |m: &str| Err(format!("{what}: hedra's {r} is not the optimum: {m}"));
    let ri = s
        .parse_like(ctx, r)
        .map_err(|x| format!("{what}: isl cannot parse {r:?}: {x}"))?;
    if !ri.is_subset(s)? {
        return fail("not a subset of the input");
    }
    let better = match (s, &ri) {
        (Isl::Set(_), Isl::Set(_)) => {
            if !ri.params()?.is_equal(&s.params()?)? {
                return fail("parameter domains differ");
            }
            let (su, ru) = match (s.to_union(), ri.to_union()) {
                (Isl::USet(a), Isl::USet(b)) => (a, b),
                _ => unreachable!("sets"),
            };
            let pairs = if max {
                ru.lex_lt_union_set(&su)
            } else {
                su.lex_lt_union_set(&ru)
            };
            Isl::UMap(pairs.map_err(e)?)
        }
        (Isl::Map(_), Isl::Map(_)) => {
            if !ri.domain()?.is_equal(&s.domain()?)? {
                return fail("domains differ");
            }
            let lex = lex_better(ctx, space, max)?;
            // { y -> z : x -> y in r, x -> z in s, z better than y }
            ri.reverse()?.apply_range(s)?.intersect(&lex)?
        }
        _ => return Err(format!("{what}: cannot verify this kind")),
    };
    if !better.is_empty()? {
        return fail(&format!("better points exist: {better}"));
    }
    Ok(())
}

/// `{ y -> z : z is lexicographically better than y }` over the output tuple of `space`
/// (smaller for a minimum, larger for a maximum).
pub fn lex_better<'c>(
    ctx: &'c Ctx,
    space: &hedra_presburger::Space,
    max: bool,
) -> Result<Isl<'c>, String> {
    let n = space.n_out();
    let t = space.out_tuple.name.clone().unwrap_or_default();
    let ys: Vec<String> = (0..n).map(|k| format!("y{k}")).collect();
    let zs: Vec<String> = (0..n).map(|k| format!("z{k}")).collect();
    let cmp = if max { ">" } else { "<" };
    let levels: Vec<String> = (0..n)
        .map(|k| {
            let mut c: Vec<String> = (0..k).map(|j| format!("z{j} = y{j}")).collect();
            c.push(format!("z{k} {cmp} y{k}"));
            format!("({})", c.join(" and "))
        })
        .collect();
    let lex = format!(
        "{{ {t}[{}] -> {t}[{}] : {} }}",
        ys.join(", "),
        zs.join(", "),
        levels.join(" or ")
    );
    isl_single(ctx, &lex, true)
}

/// The flat product computed with isl primitives: each operand is embedded into the product
/// space by a map that keeps its own coordinates and leaves the other ones free, and the two
/// embeddings are intersected.
pub fn isl_flat_product<'c>(
    ctx: &'c Ctx,
    a_shape: &Shape,
    a: &Isl<'c>,
    b_shape: &Shape,
    b: &Isl<'c>,
) -> Result<Isl<'c>, String> {
    // Coordinates of the product: x0.., y0.. (for a map, x/y for domain and u/v for range).
    let prefix = |params: &[String]| {
        if params.is_empty() {
            String::new()
        } else {
            format!("[{}] -> ", params.join(", "))
        }
    };
    let names = |p: &str, n: usize| (0..n).map(|k| format!("{p}{k}")).collect::<Vec<_>>();
    let embed = |tup: &Tup, mine: &[String], all: &[String], params: &[String]| {
        format!(
            "{}{{ {}[{}] -> [{}] }}",
            prefix(params),
            tup.name,
            mine.join(", "),
            all.join(", ")
        )
    };
    match (a, b) {
        (Isl::Set(_), Isl::Set(_)) => {
            let xa = names("x", a_shape.range.dims.len());
            let xb = names("y", b_shape.range.dims.len());
            let all: Vec<String> = xa.iter().chain(&xb).cloned().collect();
            let ea = ctx
                .map(&embed(&a_shape.range, &xa, &all, &a_shape.params))
                .map_err(e)?;
            let eb = ctx
                .map(&embed(&b_shape.range, &xb, &all, &b_shape.params))
                .map_err(e)?;
            Isl::Set(a.as_set()?.apply(&ea).map_err(e)?)
                .intersect(&Isl::Set(b.as_set()?.apply(&eb).map_err(e)?))
        }
        (Isl::Map(am), Isl::Map(bm)) => {
            let (ad, bd) = (
                a_shape.domain.as_ref().expect("map"),
                b_shape.domain.as_ref().expect("map"),
            );
            let xa = names("x", ad.dims.len());
            let xb = names("y", bd.dims.len());
            let ua = names("u", a_shape.range.dims.len());
            let ub = names("v", b_shape.range.dims.len());
            let din: Vec<String> = xa.iter().chain(&xb).cloned().collect();
            let dout: Vec<String> = ua.iter().chain(&ub).cloned().collect();
            let lift = |m: &hedra_isl::Map<'c>,
                        d: &Tup,
                        r: &Tup,
                        mi: &[String],
                        mo: &[String],
                        params: &[String]|
             -> Result<hedra_isl::Map<'c>, String> {
                let ed = ctx.map(&embed(d, mi, &din, params)).map_err(e)?;
                let er = ctx.map(&embed(r, mo, &dout, params)).map_err(e)?;
                m.apply_domain(&ed).map_err(e)?.apply_range(&er).map_err(e)
            };
            let la = lift(am, ad, &a_shape.range, &xa, &ua, &a_shape.params)?;
            let lb = lift(bm, bd, &b_shape.range, &xb, &ub, &b_shape.params)?;
            Ok(Isl::Map(la.intersect(&lb).map_err(e)?))
        }
        _ => Err("flat product of a set and a map".into()),
    }
}

impl<'c> Isl<'c> {
    fn as_set(&self) -> Result<&hedra_isl::Set<'c>, String> {
        match self {
            Isl::Set(x) => Ok(x),
            _ => Err("expected an isl set".into()),
        }
    }
}
