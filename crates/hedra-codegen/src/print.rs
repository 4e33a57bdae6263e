//! C text of a loop AST.
//!
//! [`region_code`] prints one Scop's AST as a C block: the loop counters (`c0, c1, ..`) and
//! the variables the region declared are declared at its top, loops are `for (c = lower;
//! c <= upper; c++)`, bounds use the helper macros `floord`, `ceild`, `min` and `max` (which
//! [`Macros::definitions`] defines, each guarded by `#ifndef`), and OpenMP loops carry
//! `#pragma omp parallel for private(..)` with every inner counter and the region's local
//! scalars, or `#pragma omp simd`.
//! Parameters that stand for a symbolic constant print as their original C text
//! (`Scop::param_text`).

use crate::ast::{Aff, Ast, Atom, Cond, Expr, ForLoop, Node, Promotion};
use crate::error::{Error, Result};
use crate::extent::Box;
use crate::vector::{Lead, Plan, VectorType};
use hedra_ir::Scop;
use hedra_presburger::Int;
use std::fmt::Write;

/// Which helper macros the printed code uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Macros {
    /// `floord(n, d)`: floor of `n / d` for `d > 0`.
    pub floord: bool,
    /// `ceild(n, d)`: ceiling of `n / d` for `d > 0`.
    pub ceild: bool,
    /// `min(x, y)`.
    pub min: bool,
    /// `max(x, y)`.
    pub max: bool,
    /// The macro that selects the vector forms of register blocks (see the `vector`
    /// module), `HEDRA_VECTOR_TYPES`.
    pub vector_types: bool,
    /// `HEDRA_OUTLINED`, the storage class of versions moved into functions of their own:
    /// `static`, and not inlined back where the compiler understands GNU C attributes.
    pub outlined: bool,
}

/// The macro that the vector forms of blocks are compiled under: defined by
/// [`Macros::definitions`] for compilers with GNU C vector types, unless the user defines
/// `HEDRA_NO_VECTOR_TYPES`; else the scalar forms are compiled. (Each vector form declares
/// its type in its own block, so that the definitions, which may land inside a function,
/// are only macros.)
const VECTOR_GUARD: &str = "HEDRA_VECTOR_TYPES";

impl Macros {
    /// Adds the macros that `other` uses.
    pub fn merge(&mut self, other: Macros) {
        self.floord |= other.floord;
        self.ceild |= other.ceild;
        self.min |= other.min;
        self.max |= other.max;
        self.vector_types |= other.vector_types;
        self.outlined |= other.outlined;
    }

    /// True when no macro is used.
    pub fn is_empty(&self) -> bool {
        *self == Macros::default()
    }

    /// The `#define` lines of the used macros, each guarded by `#ifndef`.
    pub fn definitions(&self) -> String {
        let mut s = String::new();
        let mut def = |used: bool, name: &str, text: &str| {
            if used {
                let _ = write!(s, "#ifndef {name}\n#define {text}\n#endif\n");
            }
        };
        def(
            self.floord,
            "floord",
            "floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))",
        );
        def(
            self.ceild,
            "ceild",
            "ceild(n, d) (((n) < 0) ? -((-(n)) / (d)) : ((n) + (d) - 1) / (d))",
        );
        def(self.min, "min", "min(x, y) ((x) < (y) ? (x) : (y))");
        def(self.max, "max", "max(x, y) ((x) > (y) ? (x) : (y))");
        if self.vector_types {
            let _ = write!(
                s,
                "#ifndef {VECTOR_GUARD}\n#if defined(__GNUC__) && !defined(HEDRA_NO_VECTOR_TYPES)\n\
                 #define {VECTOR_GUARD} 1\n#endif\n#endif\n"
            );
        }
        if self.outlined {
            s.push_str(
                "#ifndef HEDRA_OUTLINED\n#if defined(__GNUC__)\n\
                 #define HEDRA_OUTLINED static __attribute__((noinline))\n#else\n\
                 #define HEDRA_OUTLINED static\n#endif\n#endif\n",
            );
        }
        s
    }
}

/// How to print a region.
#[derive(Clone, Debug)]
pub struct CodeOptions {
    /// The indentation of the block's braces.
    pub indent: String,
    /// One level of indentation.
    pub step: String,
    /// The prefix of the loop counters (`c` gives `c0, c1, ..`).
    pub counter_prefix: String,
    /// The prefix of promoted scalars (`r` gives `r0, r1, ..`).
    pub scalar_prefix: String,
    /// Variables of the enclosing function that the region used and the generated code may
    /// no longer use; each gets a `(void)name;` so that `-Wunused` stays quiet.
    pub keep_used: Vec<String>,
    /// Write promoted register blocks that have a vector form (see the `vector` module)
    /// with GNU C vector types as well, the scalar form kept for other compilers.
    pub vector_types: bool,
}

impl Default for CodeOptions {
    fn default() -> CodeOptions {
        CodeOptions {
            indent: String::new(),
            step: "  ".into(),
            counter_prefix: "c".into(),
            scalar_prefix: "r".into(),
            keep_used: Vec::new(),
            vector_types: true,
        }
    }
}

struct Printer<'a> {
    scop: &'a Scop,
    opts: &'a CodeOptions,
    macros: Macros,
    out: String,
    /// Set when a printed coefficient or constant is too large for the counters' type to
    /// compute with it safely.
    oversized: bool,
    /// While a block is printed in its vector form: its plan, and the number of calls
    /// printed so far.
    vector: Option<(Plan, usize)>,
    /// The loops around the code being printed: `(depth, lower, upper)`, outermost first.
    enclosing: Vec<(usize, Expr, Expr)>,
}

/// The largest magnitude of a printed constant, for `int` and for 64-bit counters: half the
/// type's range, so that a constant plus a counter (which holds iterator values) or a small
/// multiple of one stays inside the type.
fn max_constant(counter: &hedra_ir::IntType) -> i64 {
    if counter.bits >= 64 {
        1 << 62
    } else {
        1 << 30
    }
}

/// The largest magnitude of a printed coefficient of a counter, parameter or division: the
/// square root of the type's range. A coefficient multiplies a value that may itself be as
/// large as the iterators' type allows, so a schedule whose hyperplane has a coefficient of
/// `2^61` (the scheduler can find such ones around huge constants in bounds) computes
/// `2^61 * c0`, which overflows for `c0 = 4`.
fn max_coefficient(counter: &hedra_ir::IntType) -> i64 {
    if counter.bits >= 64 {
        1 << 31
    } else {
        1 << 15
    }
}

/// The C block for one Scop's AST, and the macros it uses. A Scop with scratch arrays
/// needs [`region_code_with_fallback`].
pub fn region_code(ast: &Ast, scop: &Scop, opts: &CodeOptions) -> Result<(String, Macros)> {
    region_code_with_fallback(ast, scop, opts, None)
}

/// [`region_code`] for a Scop that may have scratch arrays ([`hedra_ir::Array::scratch`]):
/// they are allocated on the heap before the loops and freed after them, and when an
/// allocation fails (or a size does not fit in a `size_t`) the block runs `fallback`, a C
/// statement that computes the same thing without them.
pub fn region_code_with_fallback(
    ast: &Ast,
    scop: &Scop,
    opts: &CodeOptions,
    fallback: Option<&str>,
) -> Result<(String, Macros)> {
    let mut p = Printer::new(scop, opts);
    let ind = &opts.indent;
    let inner = format!("{ind}{}", opts.step);
    p.out.push_str("{\n");
    let used = ast.counters();
    if !used.is_empty() {
        let names: Vec<String> = used.iter().map(|&k| p.counter(k)).collect();
        let ty = scop.counter_type();
        let _ = writeln!(p.out, "{inner}{ty} {};", names.join(", "));
    }
    for a in scop.arrays.iter().filter(|a| a.local) {
        let ty = a.element_type.as_deref().ok_or_else(|| {
            Error::Unsupported(format!(
                "the type of the local variable {} is unknown",
                a.name
            ))
        })?;
        let mut dims = String::new();
        if a.rank > 0 {
            let sizes = a.sizes.as_ref().filter(|s| s.iter().all(|x| !x.is_empty()));
            let sizes = sizes.ok_or_else(|| {
                Error::Unsupported(format!("the size of the local array {} is unknown", a.name))
            })?;
            for s in sizes {
                let _ = write!(dims, "[{s}]");
            }
        }
        let _ = writeln!(p.out, "{inner}{ty} {}{dims};", a.name);
    }
    for v in &opts.keep_used {
        let _ = writeln!(p.out, "{inner}(void){v};");
    }
    let scratch: Vec<&hedra_ir::Array> = scop.arrays.iter().filter(|a| a.scratch).collect();
    if scratch.is_empty() {
        p.nodes(&ast.body, &inner)?;
    } else {
        let fallback = fallback.ok_or_else(|| {
            Error::Unsupported("scratch arrays without a fallback for a failed allocation".into())
        })?;
        for a in &scratch {
            let _ = writeln!(p.out, "{inner}{}", scratch_declaration(a)?);
        }
        let names: Vec<&str> = scratch.iter().map(|a| a.name.as_str()).collect();
        let _ = writeln!(p.out, "{inner}if ({}) {{", names.join(" && "));
        p.nodes(&ast.body, &format!("{inner}{}", opts.step))?;
        // The fallback is a block printed at the region's indentation: two levels deeper.
        let deeper = format!("\n{}{}", opts.step, opts.step);
        let fallback = fallback.replace('\n', &deeper);
        let _ = writeln!(p.out, "{inner}}} else\n{inner}{}{fallback}", opts.step);
        for n in names {
            let _ = writeln!(p.out, "{inner}{FREE}({n});");
        }
    }
    if p.oversized {
        return Err(Error::Unsupported(format!(
            "the generated code would compute with a constant beyond {} or a coefficient \
             beyond {} in magnitude, which could overflow its `{}` arithmetic",
            max_constant(&scop.counter_type()),
            max_coefficient(&scop.counter_type()),
            scop.counter_type()
        )));
    }
    let _ = write!(p.out, "{ind}}}");
    Ok((p.out, p.macros))
}

/// The size of the bounding box `b` of a loop ([`crate::extent`]), `U - L + 1`, or
/// `floord(U - L, s) + 1` for a loop with step `s` (at least its trip count in every
/// iteration of the loops around it), as C text and its macros;
/// `None` when a constant exceeds what the counters' type holds.
pub fn box_size(b: &Box, scop: &Scop, opts: &CodeOptions) -> Option<(String, Macros)> {
    let mut p = Printer::new(scop, opts);
    let (lower, upper) = (p.expr(&b.lower_expr()), p.expr(&b.upper_expr()));
    let text = match b.step {
        1 => format!("({upper}) - ({lower}) + 1"),
        s => {
            p.macros.floord = true;
            format!("floord(({upper}) - ({lower}), {s}) + 1")
        }
    };
    (!p.oversized).then_some((text, p.macros))
}

/// Parameter `k` of `scop` as the code names it (its C text for a symbolic constant such
/// as `LOOP_BOUND(N, n)`), and its macros.
pub fn parameter(scop: &Scop, opts: &CodeOptions, k: usize) -> (String, Macros) {
    let mut p = Printer::new(scop, opts);
    let text = p.expr(&Expr::Aff(crate::ast::Aff {
        constant: 0.into(),
        terms: vec![(1.into(), crate::ast::Atom::Param(k))],
    }));
    (text, p.macros)
}

/// The allocator of scratch arrays, and its release. The compilers' built-in forms need no
/// `#include <stdlib.h>`: a header included by hedra at the top of a file would come before
/// the file's own feature-test macros (`_POSIX_C_SOURCE`) and hide what they ask for.
const MALLOC: &str = "__builtin_malloc";
const FREE: &str = "__builtin_free";

/// `size_t`, as the compilers predefine it (no header needed, see [`MALLOC`]).
const SIZE_T: &str = "__SIZE_TYPE__";

/// The C condition that an array of element type `ty` and extents `sizes` (C text, at
/// least one) has every extent positive and takes at most `max_bytes` bytes (any size a
/// `size_t` holds when `None`), computed by divisions, which cannot overflow.
pub fn size_guard(ty: &str, sizes: &[String], max_bytes: Option<u64>) -> String {
    let mut conds: Vec<String> = sizes.iter().map(|e| format!("({e}) >= 1")).collect();
    conds.dedup();
    let per_row: String = sizes[1..]
        .iter()
        .map(|e| format!(" / ({SIZE_T})({e})"))
        .collect();
    let limit = max_bytes.map_or("-1".to_string(), |b| b.to_string());
    conds.push(format!(
        "({SIZE_T})({}) <= ({SIZE_T}){limit} / sizeof({ty}){per_row}",
        sizes[0]
    ));
    conds.join(" && ")
}

/// The declaration of a scratch array as a pointer to its rows, with its allocation when
/// every extent is positive and the size fits in a `size_t` (a null pointer otherwise):
/// `double (*acc_x)[N] = ... ? malloc(sizeof(double) * (size_t)(M) * (size_t)(N)) : 0;`,
/// spelled with [`MALLOC`] and [`SIZE_T`].
fn scratch_declaration(a: &hedra_ir::Array) -> Result<String> {
    let unknown = || Error::Unsupported(format!("the shape of the scratch array {}", a.name));
    let ty = a.element_type.as_deref().ok_or_else(unknown)?;
    let sizes = a
        .sizes
        .as_deref()
        .filter(|s| s.len() == a.rank && a.rank > 0);
    let sizes = sizes.ok_or_else(unknown)?;
    let rows: String = sizes[1..].iter().map(|e| format!("[{e}]")).collect();
    let pointer = if rows.is_empty() {
        format!("*{}", a.name)
    } else {
        format!("(*{}){rows}", a.name)
    };
    let guard = size_guard(ty, sizes, None);
    let bytes: String = sizes
        .iter()
        .map(|e| format!(" * ({SIZE_T})({e})"))
        .collect();
    Ok(format!(
        "{ty} {pointer} = ({guard}) ? {MALLOC}(sizeof({ty}){bytes}) : 0;"
    ))
}

impl<'a> Printer<'a> {
    /// A printer of `scop`'s code with `opts`, with nothing printed yet.
    fn new(scop: &'a Scop, opts: &'a CodeOptions) -> Printer<'a> {
        Printer {
            scop,
            opts,
            macros: Macros::default(),
            out: String::new(),
            oversized: false,
            vector: None,
            enclosing: Vec::new(),
        }
    }
}

impl Printer<'_> {
    fn counter(&self, k: usize) -> String {
        format!("{}{k}", self.opts.counter_prefix)
    }

    fn param(&self, k: usize) -> String {
        let name = &self.scop.params[k];
        match self.scop.param_text.get(name) {
            Some(t) => {
                let simple = t.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                    || (t.ends_with(')')
                        && t.find('(').is_some_and(|i| {
                            t[..i]
                                .chars()
                                .all(|c| c.is_ascii_alphanumeric() || c == '_')
                                && i > 0
                        }));
                if simple {
                    t.clone()
                } else {
                    format!("({t})")
                }
            }
            // An unsigned parameter would drag the bound's arithmetic into its wrapping
            // type; the front end proved that its value fits in the counters' type.
            None if self.scop.int_type(name).wraps() => {
                format!("(({}){name})", self.scop.counter_type())
            }
            None => name.clone(),
        }
    }

    fn atom(&mut self, a: &Atom) -> String {
        match a {
            Atom::Loop(k) => self.counter(*k),
            Atom::Param(k) => self.param(*k),
            Atom::Floor(e, d) => {
                self.macros.floord = true;
                format!("floord({}, {d})", self.aff(e))
            }
        }
    }

    /// Flags constants beyond [`max_constant`] and coefficients beyond [`max_coefficient`].
    fn check_constants(&mut self, a: &Aff) {
        let ty = self.scop.counter_type();
        let (constant, coefficient) = (max_constant(&ty), max_coefficient(&ty));
        if a.constant.abs() > constant || a.terms.iter().any(|(c, _)| c.abs() > coefficient) {
            self.oversized = true;
        }
    }

    /// `sum` of terms with their signs, then the constant.
    fn aff(&mut self, a: &Aff) -> String {
        self.check_constants(a);
        let mut s = String::new();
        for (c, t) in &a.terms {
            let text = self.atom(t);
            push_term(&mut s, c, &text);
        }
        push_constant(&mut s, &a.constant);
        if s.is_empty() {
            s.push('0');
        }
        s
    }

    fn expr(&mut self, e: &Expr) -> String {
        match e {
            Expr::Aff(a) => self.aff(a),
            Expr::CeilDiv(a, d) => {
                self.macros.ceild = true;
                format!("ceild({}, {d})", self.aff(a))
            }
            Expr::FloorDiv(a, d) => {
                self.macros.floord = true;
                format!("floord({}, {d})", self.aff(a))
            }
            Expr::ExactDiv(a, d) => format!("({}) / {d}", self.aff(a)),
            Expr::Min(v) | Expr::Max(v) => {
                let name = if matches!(e, Expr::Min(_)) {
                    self.macros.min = true;
                    "min"
                } else {
                    self.macros.max = true;
                    "max"
                };
                let parts: Vec<String> = v.iter().map(|x| self.expr(x)).collect();
                nest(name, &parts)
            }
            Expr::Select(c, a, b) => {
                let (c, a, b) = (self.cond(c, true), self.expr(a), self.expr(b));
                format!("({c} ? {a} : {b})")
            }
        }
    }

    /// `lhs OP rhs` with the positive terms on the left.
    fn relation(&mut self, a: &Aff, op: &str) -> String {
        self.check_constants(a);
        let mut left = String::new();
        let mut right = String::new();
        for (c, t) in &a.terms {
            let text = self.atom(t);
            if c.is_positive() {
                push_term(&mut left, c, &text);
            } else {
                push_term(&mut right, &-c, &text);
            }
        }
        let k = -&a.constant;
        if left.is_empty() {
            // -x + k' >= 0  is  x <= k'
            let flipped = match op {
                ">=" => "<=",
                o => o,
            };
            let mut r = String::new();
            push_constant(&mut r, &a.constant);
            if r.is_empty() {
                r.push('0');
            }
            if right.is_empty() {
                right.push('0');
            }
            return format!("{right} {flipped} {r}");
        }
        push_constant(&mut right, &k);
        if right.is_empty() {
            right.push('0');
        }
        format!("{left} {op} {right}")
    }

    fn cond(&mut self, c: &Cond, nested: bool) -> String {
        match c {
            Cond::Ge(a) => self.relation(a, ">="),
            Cond::Eq(a) => self.relation(a, "=="),
            Cond::And(v) | Cond::Or(v) => {
                if v.is_empty() {
                    return if matches!(c, Cond::And(_)) { "1" } else { "0" }.into();
                }
                let op = if matches!(c, Cond::And(_)) {
                    " && "
                } else {
                    " || "
                };
                let parts: Vec<String> = v.iter().map(|x| self.cond(x, true)).collect();
                let s = parts.join(op);
                if nested && v.len() > 1 {
                    format!("({s})")
                } else {
                    s
                }
            }
        }
    }

    fn nodes(&mut self, nodes: &[Node], ind: &str) -> Result<()> {
        for n in nodes {
            self.node(n, ind)?;
        }
        Ok(())
    }

    fn block(&mut self, body: &[Node], ind: &str) -> Result<()> {
        let inner = format!("{ind}{}", self.opts.step);
        // A loop printed as `if (..) {..} else {..}` gets braces around it: an `if` around
        // it would otherwise read as taking its `else`.
        let chosen = |n: &Node| matches!(n, Node::For(f) if f.parallel && f.min_work.is_some());
        if body.len() == 1 && !chosen(&body[0]) {
            self.out.push('\n');
            self.node(&body[0], &inner)
        } else {
            self.out.push_str(" {\n");
            self.nodes(body, &inner)?;
            let _ = writeln!(self.out, "{ind}}}");
            Ok(())
        }
    }

    fn node(&mut self, n: &Node, ind: &str) -> Result<()> {
        match n {
            Node::For(f) => self.for_loop(f, ind),
            Node::If { cond, body } => {
                let c = self.cond(cond, false);
                let _ = write!(self.out, "{ind}if ({c})");
                self.block(body, ind)
            }
            Node::Call {
                statement,
                args,
                scalars,
            } => self.call(*statement, args, scalars, ind),
            Node::Promote(p) => self.promotion(p, ind),
        }
    }

    /// A loop from its lower to its upper bound (inclusive), after its OpenMP pragma if it
    /// is parallel or vectorized.
    fn for_loop(&mut self, f: &ForLoop, ind: &str) -> Result<()> {
        if f.parallel {
            match self.work_condition(f) {
                Some(cond) if cond == "0" => return self.loop_header_and_body(f, ind),
                Some(cond) => return self.parallel_if(f, &cond, ind),
                None => {}
            }
            self.parallel_pragma(f, ind);
        } else if f.simd && self.vector.is_none() {
            let mut clauses = String::new();
            if !f.private.is_empty() {
                let _ = write!(clauses, " private({})", f.private.join(", "));
            }
            clauses.push_str(&self.reduction_clauses(f));
            let _ = writeln!(self.out, "{ind}#pragma omp simd{clauses}");
        }
        self.loop_header_and_body(f, ind)
    }

    /// The `for` line of `f` and its body.
    fn loop_header_and_body(&mut self, f: &ForLoop, ind: &str) -> Result<()> {
        let c = self.counter(f.depth);
        let lo = self.expr(&f.lower);
        let hi = self.expr(&f.upper);
        let step = match f.step {
            1 => format!("{c}++"),
            s => format!("{c} += {s}"),
        };
        let _ = write!(self.out, "{ind}for ({c} = {lo}; {c} <= {hi}; {step})");
        self.enclosing
            .push((f.depth, f.lower.clone(), f.upper.clone()));
        let printed = self.block(&f.body, ind);
        self.enclosing.pop();
        printed
    }

    /// The C condition under which the parallel loop `f` starts its threads
    /// ([`ForLoop::min_work`]), when it has one that is not always true.
    fn work_condition(&mut self, f: &ForLoop) -> Option<String> {
        let (bound, min) = f.min_work.as_deref()?;
        let (cond, m) = bound.at_least(*min, self.scop, self.opts)?;
        if cond == "1" {
            return None;
        }
        self.macros.merge(m);
        Some(cond)
    }

    /// The parallel loop `f` where `cond` holds, and the same loop without threads
    /// elsewhere. An OpenMP `if` clause would keep the same code once, but a region
    /// started with one thread still costs most of what starting two does.
    fn parallel_if(&mut self, f: &ForLoop, cond: &str, ind: &str) -> Result<()> {
        let inner = format!("{ind}{}", self.opts.step);
        let _ = writeln!(self.out, "{ind}if ({cond}) {{");
        self.parallel_pragma(f, &inner);
        self.loop_header_and_body(f, &inner)?;
        let _ = writeln!(self.out, "{ind}}} else {{");
        self.loop_header_and_body(f, &inner)?;
        let _ = writeln!(self.out, "{ind}}}");
        Ok(())
    }

    /// `#pragma omp parallel for`, with the counters of the inner loops and the loop's
    /// private scalars ([`ForLoop::private`]) private to each thread.
    fn parallel_pragma(&mut self, f: &ForLoop, ind: &str) {
        let mut inner = Vec::new();
        inner_counters(&f.body, &mut inner);
        inner.sort_unstable();
        inner.dedup();
        let mut names: Vec<String> = inner.iter().map(|&k| self.counter(k)).collect();
        names.extend(f.private.iter().cloned());
        let mut clauses = String::new();
        if !names.is_empty() {
            let _ = write!(clauses, " private({})", names.join(", "));
        }
        clauses.push_str(&self.reduction_clauses(f));
        let _ = writeln!(self.out, "{ind}#pragma omp parallel for{clauses}");
    }

    /// ` reduction(op: scalar, ..)` for the accumulators of [`ForLoop::reduction_clause`],
    /// one clause per operator, in the order of their first accumulator.
    fn reduction_clauses(&self, f: &ForLoop) -> String {
        let prefix = &self.opts.scalar_prefix;
        let mut ops: Vec<(&str, Vec<String>)> = Vec::new();
        for (op, id) in &f.reduction_clause {
            let name = format!("{prefix}{id}");
            match ops.iter_mut().find(|(o, _)| o == op) {
                Some((_, names)) => names.push(name),
                None => ops.push((op, vec![name])),
            }
        }
        ops.iter()
            .map(|(op, names)| format!(" reduction({op}: {})", names.join(", ")))
            .collect()
    }

    /// One statement instance: the statement's body with each iterator replaced by its
    /// value (`args`) and each promoted reference (`scalars`) by its scalar.
    fn call(
        &mut self,
        statement: usize,
        args: &[Expr],
        scalars: &[(usize, usize)],
        ind: &str,
    ) -> Result<()> {
        let st = self
            .scop
            .statements
            .get(statement)
            .ok_or_else(|| Error::Internal(format!("statement {statement} does not exist")))?;
        // Each iterator keeps its own C type in the body (the counters may be wider).
        let counter = self.scop.counter_type();
        let texts: Vec<String> = args
            .iter()
            .zip(&st.iterators)
            .map(|(a, it)| {
                let text = self.expr(a);
                let ty = self.scop.int_type(it);
                if ty == counter {
                    text
                } else {
                    format!("({ty})({text})")
                }
            })
            .collect();
        let prefix = &self.opts.scalar_prefix;
        let mut renames: Vec<(usize, String)> = scalars
            .iter()
            .map(|&(r, id)| (r, format!("{prefix}{id}")))
            .collect();
        if let Some((plan, next)) = &mut self.vector {
            let Some(lead) = plan.calls.get(*next).cloned() else {
                return Err(Error::Internal("a vector block lost a call".into()));
            };
            *next += 1;
            let Some(lead) = lead else {
                // Another lane of a run: its lead printed it.
                return Ok(());
            };
            let (ty, guarded) = (plan.ty, plan.guard.is_some());
            renames.extend(self.vector_accesses(&lead, ty, guarded));
        }
        let rename = |reference: usize| {
            renames
                .iter()
                .find(|(r, _)| *r == reference)
                .map(|(_, text)| text.clone())
        };
        let (body, texts) = self.with_residues(&st.body, args, texts);
        let _ = writeln!(self.out, "{ind}{}", body.to_c_renamed(&texts, &rename));
        Ok(())
    }

    /// `body` with the residues of its iterators that the enclosing loops confine to one
    /// aligned block printed as offsets (see [`crate::residue`]), and `texts` extended with
    /// those offsets.
    fn with_residues(
        &mut self,
        body: &hedra_ir::expr::Body,
        args: &[Expr],
        mut texts: Vec<String>,
    ) -> (hedra_ir::expr::Body, Vec<String>) {
        let mut out = body.clone();
        let mut offsets = Vec::new();
        let enclosing = &self.enclosing;
        let mut residue = |k: usize, m: &Int| crate::residue::residue(args.get(k)?, m, enclosing);
        crate::residue::rewrite_body(&mut out, texts.len(), &mut residue, &mut offsets);
        for a in &offsets {
            let text = self.aff(a);
            texts.push(text);
        }
        (out, texts)
    }

    /// The vector loads and stores of a run's lead: `(*(const hedra_f32x16 *)&B[k][j])`
    /// for each contiguous reference not held in a vector register; and, in a form
    /// guarded by the element type, each broadcast element converted to the vector's
    /// element type (`(double)A[i][k]`: the identity where the form runs, and what lets
    /// it compile where the type is another).
    fn vector_accesses(
        &mut self,
        lead: &Lead,
        ty: VectorType,
        guarded: bool,
    ) -> Vec<(usize, String)> {
        let mut out = Vec::new();
        for e in lead.shared.iter().filter(|_| guarded) {
            let elem = self.element(&e.array, &e.subscripts);
            out.push((e.reference, format!("(({}){elem})", ty.elem)));
        }
        for e in &lead.memory {
            let elem = self.element(&e.array, &e.subscripts);
            let qual = if e.written { "" } else { "const " };
            out.push((e.reference, format!("(*({qual}{} *)&{elem})", ty.name())));
        }
        out
    }

    /// `array[s0][s1]..` for the subscripts `subs`.
    fn element(&mut self, array: &str, subs: &[Aff]) -> String {
        let mut elem = array.to_string();
        for s in subs {
            let t = self.aff(s);
            let _ = write!(elem, "[{t}]");
        }
        elem
    }

    /// A promoted block, in its scalar form, and in its vector forms when it has some and
    /// the options ask for them: under [`VECTOR_GUARD`], the vector form runs instead
    /// of the scalar one, or, when the element type is a name that only the C compiler
    /// resolves, the form whose element type the compiler finds it to be:
    ///
    /// ```text
    /// {
    /// #ifdef HEDRA_VECTOR_TYPES
    ///   if (__builtin_types_compatible_p(DATA_TYPE, double)) { double vectors }
    ///   else if (__builtin_types_compatible_p(DATA_TYPE, float)) { float vectors }
    ///   else
    /// #endif
    ///   { scalars }
    /// }
    /// ```
    fn promotion(&mut self, p: &Promotion, ind: &str) -> Result<()> {
        let plans = if self.opts.vector_types && self.vector.is_none() {
            crate::vector::plan(self.scop, p)
        } else {
            Vec::new()
        };
        if plans.is_empty() {
            return self.scalar_promotion(p, ind);
        }
        let guarded = plans.iter().any(|x| x.guard.is_some());
        // The choice is one statement, in braces outside the preprocessor's branches.
        let inner = format!("{ind}{}", self.opts.step);
        let (outer, ind) = (ind, if guarded { inner.as_str() } else { ind });
        if guarded {
            let _ = writeln!(self.out, "{outer}{{");
        }
        let _ = writeln!(self.out, "#ifdef {VECTOR_GUARD}");
        for (k, plan) in plans.into_iter().enumerate() {
            self.macros.vector_types = true;
            if let Some(t) = &plan.guard {
                let otherwise = if k > 0 { "else " } else { "" };
                let _ = writeln!(
                    self.out,
                    "{ind}{otherwise}if (__builtin_types_compatible_p({t}, {}))",
                    plan.ty.elem
                );
            }
            self.vector_promotion(p, plan, ind)?;
        }
        if guarded {
            let _ = writeln!(self.out, "{ind}else\n#endif");
        } else {
            self.out.push_str("#else\n");
        }
        self.scalar_promotion(p, ind)?;
        if guarded {
            let _ = writeln!(self.out, "{outer}}}");
        } else {
            self.out.push_str("#endif\n");
        }
        Ok(())
    }

    /// The vector form of a promoted block: each vector loaded from lane 0's element, the
    /// body with one statement per run, and the vectors the body writes stored back.
    fn vector_promotion(&mut self, p: &Promotion, plan: Plan, ind: &str) -> Result<()> {
        let inner = format!("{ind}{}", self.opts.step);
        let _ = writeln!(self.out, "{ind}{{");
        let name = plan.ty.name();
        let _ = writeln!(self.out, "{inner}{}", plan.ty.typedef());
        let mut stores = Vec::new();
        for &k in &plan.vectors {
            let x = &p.scalars[k];
            let elem = self.element(&x.array, &x.subscripts);
            let var = format!("{}{}", self.opts.scalar_prefix, x.id);
            let _ = writeln!(self.out, "{inner}{name} {var} = *(const {name} *)&{elem};");
            if x.store {
                stores.push(format!("{inner}*({name} *)&{elem} = {var};\n"));
            }
        }
        let count = plan.calls.len();
        self.vector = Some((plan, 0));
        let printed = self.nodes(&p.body, &inner);
        let used = self.vector.take().map_or(0, |(_, n)| n);
        printed?;
        if used != count {
            return Err(Error::Internal(format!(
                "a vector block printed {used} of its {count} calls"
            )));
        }
        for s in stores {
            self.out.push_str(&s);
        }
        let _ = writeln!(self.out, "{ind}}}");
        Ok(())
    }

    /// A block that declares the promoted scalars loaded from their elements, runs the body,
    /// and stores back the scalars the body writes.
    fn scalar_promotion(&mut self, p: &Promotion, ind: &str) -> Result<()> {
        let inner = format!("{ind}{}", self.opts.step);
        self.out.push_str(&format!(
            "{ind}{{
"
        ));
        for d in &p.locals {
            let _ = writeln!(self.out, "{inner}{d}");
        }
        let mut stores = Vec::new();
        for x in &p.scalars {
            let array = self.scop.arrays.iter().find(|a| a.name == x.array);
            let mut elem = x.array.clone();
            for s in &x.subscripts {
                let t = self.aff(s);
                let _ = write!(elem, "[{t}]");
            }
            // An element type that the front end could not learn (a macro without its
            // definition) is the element's own, as GNU C spells it.
            let ty = x
                .accumulator
                .clone()
                .or_else(|| array.and_then(|a| a.element_type.clone()))
                .unwrap_or_else(|| format!("__typeof__({elem})"));
            let name = format!("{}{}", self.opts.scalar_prefix, x.id);
            let _ = writeln!(self.out, "{inner}{ty} {name} = {elem};");
            if x.store {
                stores.push(format!("{inner}{elem} = {name};\n"));
            }
        }
        self.nodes(&p.body, &inner)?;
        for s in stores {
            self.out.push_str(&s);
        }
        let _ = writeln!(self.out, "{ind}}}");
        Ok(())
    }
}

/// `name` (min or max) of `parts` as nested two-argument macro calls. Each macro call
/// repeats its arguments, so the preprocessed size grows by a factor of two per level of
/// nesting: up to six parts nest as a chain (`min(a, min(b, c))`), more are split in halves
/// so that the depth, and with it the expansion, grows only logarithmically.
fn nest(name: &str, parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        _ if parts.len() <= 6 => {
            let mut it = parts.iter().rev();
            let mut acc = it.next().cloned().unwrap_or_default();
            for p in it {
                acc = format!("{name}({p}, {acc})");
            }
            acc
        }
        _ => {
            let (a, b) = parts.split_at(parts.len() / 2);
            format!("{name}({}, {})", nest(name, a), nest(name, b))
        }
    }
}

fn inner_counters(nodes: &[Node], out: &mut Vec<usize>) {
    for n in nodes {
        match n {
            Node::For(f) => {
                out.push(f.depth);
                inner_counters(&f.body, out);
            }
            Node::If { body, .. } | Node::Promote(Promotion { body, .. }) => {
                inner_counters(body, out)
            }
            Node::Call { .. } => {}
        }
    }
}

fn push_term(s: &mut String, c: &Int, text: &str) {
    if c.is_zero() {
        return;
    }
    let mag = c.abs();
    if s.is_empty() {
        if c.is_negative() {
            s.push('-');
        }
    } else {
        s.push_str(if c.is_negative() { " - " } else { " + " });
    }
    if !mag.is_one() {
        let _ = write!(s, "{mag} * ");
    }
    s.push_str(text);
}

fn push_constant(s: &mut String, k: &Int) {
    if s.is_empty() {
        if !k.is_zero() {
            let _ = write!(s, "{k}");
        }
        return;
    }
    if k.is_positive() {
        let _ = write!(s, " + {k}");
    } else if k.is_negative() {
        let _ = write!(s, " - {}", k.abs());
    }
}

/// A C condition that holds when the arrays the region touches take more than `bytes`
/// bytes together, from their declared extents and element types:
/// `(double)sizeof(T) * (N) * (M) + ... > bytes`. `None` when some array's extents or type
/// are unknown (a pointer parameter, say). Evaluated in `double`, so it cannot overflow;
/// with constant extents the C compiler folds it.
pub fn footprint_exceeds(scop: &Scop, bytes: u64) -> Option<String> {
    let mut used: Vec<&str> = Vec::new();
    for st in &scop.statements {
        for a in &st.accesses {
            if !used.contains(&a.array.as_str()) {
                used.push(&a.array);
            }
        }
    }
    let mut terms = Vec::new();
    for name in used {
        let a = scop.arrays.iter().find(|a| a.name == name)?;
        if a.rank == 0 {
            continue;
        }
        let ty = a.element_type.as_deref()?;
        let sizes = a.sizes.as_ref()?;
        if sizes.len() != a.rank || sizes.iter().any(|s| s.trim().is_empty()) {
            return None;
        }
        let mut t = format!("(double)sizeof({ty})");
        for s in sizes {
            let _ = write!(t, " * ({s})");
        }
        terms.push(t);
    }
    if terms.is_empty() {
        return None;
    }
    Some(format!("{} > {bytes}.0", terms.join(" + ")))
}
