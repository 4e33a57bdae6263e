//! The random programs: a small tree of loops, conditionals and assignments with affine
//! bounds, conditions and subscripts; printing as a complete C program; and an interpreter of
//! the control flow (not the data) at the concrete parameter values, which gives the exact
//! range of every subscript (the arrays are declared from it, so every access is in bounds
//! by construction) and the number of executed statement instances.

use std::fmt::Write;

/// A variable of an affine expression: a parameter or the iterator of the loop at a depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Var {
    P(usize),
    I(usize),
}

/// `c + sum coef * var`.
#[derive(Clone, Debug, PartialEq)]
pub struct Aff {
    pub c: i64,
    pub t: Vec<(Var, i64)>,
}

impl Aff {
    pub fn konst(c: i64) -> Aff {
        Aff { c, t: vec![] }
    }
    pub fn var(v: Var, coef: i64, c: i64) -> Aff {
        Aff {
            c,
            t: vec![(v, coef)],
        }
    }
    pub fn plus(mut self, v: Var, coef: i64) -> Aff {
        if let Some(e) = self.t.iter_mut().find(|(w, _)| *w == v) {
            e.1 += coef;
        } else {
            self.t.push((v, coef));
        }
        self.t.retain(|(_, k)| *k != 0);
        self
    }
    /// Replaces iterator `d` by `by`.
    pub fn subst(&self, d: usize, by: &Aff) -> Aff {
        let mut out = Aff::konst(self.c);
        for &(v, k) in &self.t {
            if v == Var::I(d) {
                out.c += k * by.c;
                for &(w, j) in &by.t {
                    out = out.plus(w, k * j);
                }
            } else {
                out = out.plus(v, k);
            }
        }
        out
    }
    pub fn eval(&self, params: &[i64], iters: &[i64]) -> i64 {
        let mut s = self.c;
        for &(v, k) in &self.t {
            s += k * match v {
                Var::P(p) => params[p],
                Var::I(d) => iters[d],
            };
        }
        s
    }
    /// Interval of the value given intervals of the iterators.
    pub fn interval(&self, params: &[i64], env: &[(i64, i64)]) -> (i64, i64) {
        let (mut lo, mut hi) = (self.c, self.c);
        for &(v, k) in &self.t {
            let (a, b) = match v {
                Var::P(p) => (params[p], params[p]),
                Var::I(d) => env[d],
            };
            let (x, y) = (k * a, k * b);
            lo += x.min(y);
            hi += x.max(y);
        }
        (lo, hi)
    }
    pub fn to_c(&self, names: &Names) -> String {
        let mut s = String::new();
        for (n, &(v, k)) in self.t.iter().enumerate() {
            let name = names.var(v);
            if n == 0 {
                match k {
                    1 => s.push_str(&name),
                    -1 => write!(s, "-{name}").unwrap(),
                    _ => write!(s, "{k} * {name}").unwrap(),
                }
            } else {
                match k {
                    1 => write!(s, " + {name}").unwrap(),
                    -1 => write!(s, " - {name}").unwrap(),
                    k if k < 0 => write!(s, " - {} * {name}", -k).unwrap(),
                    _ => write!(s, " + {k} * {name}").unwrap(),
                }
            }
        }
        if s.is_empty() {
            write!(s, "{}", self.c).unwrap();
        } else if self.c > 0 {
            write!(s, " + {}", self.c).unwrap();
        } else if self.c < 0 {
            write!(s, " - {}", -self.c).unwrap();
        }
        s
    }
}

/// Names of parameters and iterators.
pub struct Names {
    pub params: Vec<String>,
}

impl Names {
    pub fn var(&self, v: Var) -> String {
        match v {
            Var::P(p) => self.params[p].clone(),
            Var::I(d) => format!("i{d}"),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    Double,
    Int,
    Long,
}

impl Ty {
    pub fn c(self) -> &'static str {
        match self {
            Ty::Double => "double",
            Ty::Int => "int",
            Ty::Long => "long",
        }
    }
    pub fn is_int(self) -> bool {
        self != Ty::Double
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Array {
    pub name: String,
    pub ty: Ty,
    pub dims: usize,
    /// Named by `#pragma hedra scratch` and not printed after the region: its values are
    /// dead after it, so hedra may contract it.
    pub scratch: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Scalar {
    pub name: String,
    pub ty: Ty,
    pub init: i64,
    /// A temporary: declared without a value and not copied out after the region.
    pub temp: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Access {
    pub array: usize,
    pub subs: Vec<Aff>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    Read(Access),
    Scalar(usize),
    /// An iterator/parameter expression used as a value.
    Aff(Aff),
    /// An integer literal.
    Int(i64),
    /// A floating literal, printed as written.
    Float(String),
    Bin(BinOp, Box<Expr>, Box<Expr>),
    /// `(e) % k`, k > 0 (integer statements only).
    Mod(Box<Expr>, i64),
    /// `(e) / k`, k a floating literal (double statements only).
    DivConst(Box<Expr>, String),
    /// A pure <math.h> call, its C text with `#` for the argument, e.g. `sqrt(fabs(#))`.
    Call(&'static str, Box<Expr>),
    Neg(Box<Expr>),
    /// `(a > b ? a : b)` (a maximum written with `?:`).
    Max(Box<Expr>, Box<Expr>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AssignOp {
    Set,
    Add,
    Sub,
    Mul,
    Div,
    /// `^=` (integer statements only).
    Xor,
    /// `|=` (integer statements only).
    Or,
}

impl AssignOp {
    fn c(self) -> &'static str {
        match self {
            AssignOp::Set => "=",
            AssignOp::Add => "+=",
            AssignOp::Sub => "-=",
            AssignOp::Mul => "*=",
            AssignOp::Div => "/=",
            AssignOp::Xor => "^=",
            AssignOp::Or => "|=",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Lhs {
    Array(Access),
    Scalar(usize),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    pub lhs: Lhs,
    pub op: AssignOp,
    pub rhs: Expr,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Cond {
    /// `aff >= 0`
    Ge(Aff),
    /// `aff == 0`
    Eq(Aff),
    /// `aff % k == r`, aff non-negative.
    Mod(Aff, i64, i64),
    And(Box<Cond>, Box<Cond>),
    Or(Box<Cond>, Box<Cond>),
    Not(Box<Cond>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Loop {
    /// Lower bound: the maximum of these.
    pub lb: Vec<Aff>,
    /// Exclusive upper bound: the minimum of these.
    pub ub: Vec<Aff>,
    /// Runs from the top down (`for (i = ub - 1; i >= lb; i -= step)`).
    pub down: bool,
    pub step: i64,
    /// Print `i <= ub - 1` instead of `i < ub` (increasing loops).
    pub le: bool,
    pub body: Vec<Node>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Node {
    Loop(Loop),
    If(Cond, Vec<Node>, Vec<Node>),
    Stmt(Stmt),
}

/// Generator features, most of them exercising known bugs and off by default.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Features {
    /// Iterators declared `long`.
    pub long_iterators: bool,
    /// Iterators declared `unsigned` (no decreasing loops then).
    pub unsigned_iterators: bool,
    /// Print the final values of the iterators after the region.
    pub iterator_final_values: bool,
    /// Nests of depth 5 and 6.
    pub deep: bool,
    /// Huge constants in bounds (`MIN(N, 2000000000)`).
    pub big_constants: bool,
    /// Scalar temporaries: some statements `X op= e` become `u = e; X op= u;` through a
    /// scalar that is not copied out after the region (dead after it, so privatizable).
    pub temporaries: bool,
    /// Scratch arrays: some arrays other than the first are named by `#pragma hedra
    /// scratch` and not printed (array contraction).
    pub scratch: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    pub params: Vec<String>,
    pub param_values: Vec<i64>,
    pub arrays: Vec<Array>,
    pub scalars: Vec<Scalar>,
    pub body: Vec<Node>,
    pub features: Features,
}

/// What the interpreter learned.
#[derive(Clone, Debug)]
pub struct Shape {
    /// Per array, per dimension: the largest subscript (at least 0).
    pub extents: Vec<Vec<i64>>,
    /// Executed statement instances.
    pub instances: u64,
    /// Deepest loop nest.
    pub depth: usize,
}

pub const MAX_INSTANCES: u64 = 3_000_000;
pub const MAX_ELEMENTS: i64 = 1_000_000;

impl Program {
    pub fn names(&self) -> Names {
        Names {
            params: self.params.clone(),
        }
    }

    /// Runs the control flow at the concrete sizes. `None` if a subscript is negative, too
    /// many instances run, or an array gets too big: such a program is not used.
    pub fn shape(&self) -> Option<Shape> {
        let mut sh = Shape {
            extents: self.arrays.iter().map(|a| vec![0; a.dims]).collect(),
            instances: 0,
            depth: 0,
        };
        let mut iters = vec![0i64; 8];
        fn walk(
            p: &Program,
            nodes: &[Node],
            depth: usize,
            iters: &mut Vec<i64>,
            sh: &mut Shape,
        ) -> Option<()> {
            for n in nodes {
                match n {
                    Node::Stmt(s) => {
                        sh.instances += 1;
                        if sh.instances > MAX_INSTANCES {
                            return None;
                        }
                        let mut accs = Vec::new();
                        if let Lhs::Array(a) = &s.lhs {
                            accs.push(a);
                        }
                        s.rhs.reads(&mut accs);
                        for a in accs {
                            for (d, sub) in a.subs.iter().enumerate() {
                                let v = sub.eval(&p.param_values, iters);
                                if v < 0 {
                                    return None;
                                }
                                let e = &mut sh.extents[a.array][d];
                                *e = (*e).max(v);
                            }
                        }
                    }
                    Node::If(c, t, e) => {
                        if c.eval(&p.param_values, iters) {
                            walk(p, t, depth, iters, sh)?;
                        } else {
                            walk(p, e, depth, iters, sh)?;
                        }
                    }
                    Node::Loop(l) => {
                        sh.depth = sh.depth.max(depth + 1);
                        let lb = l.lb.iter().map(|a| a.eval(&p.param_values, iters)).max()?;
                        let ub = l.ub.iter().map(|a| a.eval(&p.param_values, iters)).min()?;
                        if ub - lb > 100_000 {
                            return None;
                        }
                        if l.down {
                            let mut i = ub - 1;
                            while i >= lb {
                                iters[depth] = i;
                                walk(p, &l.body, depth + 1, iters, sh)?;
                                i -= l.step;
                            }
                        } else {
                            let mut i = lb;
                            while i < ub {
                                iters[depth] = i;
                                walk(p, &l.body, depth + 1, iters, sh)?;
                                i += l.step;
                            }
                        }
                        // Like C: the iterator keeps its last value (unused here).
                    }
                }
            }
            Some(())
        }
        walk(self, &self.body, 0, &mut iters, &mut sh)?;
        for e in &sh.extents {
            let total: i64 = e.iter().map(|x| x + 1).product();
            if total > MAX_ELEMENTS {
                return None;
            }
        }
        Some(sh)
    }

    /// The complete C program. `None` if [`Program::shape`] rejects it.
    pub fn to_c(&self) -> Option<String> {
        let sh = self.shape()?;
        let mut s = String::new();
        s.push_str("/* generated by hedra-fuzz */\n#include <math.h>\n#include <stdio.h>\n#include <string.h>\n\n");
        s.push_str("#define MIN(a, b) ((a) < (b) ? (a) : (b))\n#define MAX(a, b) ((a) > (b) ? (a) : (b))\n\n");
        for (k, a) in self.arrays.iter().enumerate() {
            writeln!(s, "static {} {}{};", a.ty.c(), a.name, extents_c(&sh, k)).unwrap();
        }
        writeln!(
            s,
            "static double scalars_out[{}];\n",
            self.n_outputs().max(1)
        )
        .unwrap();
        self.kernel_c(&sh, &mut s);
        s.push_str(OUT_C);
        self.main_c(&sh, &mut s);
        Some(s)
    }

    /// Entries of `scalars_out`: one per scalar, plus eight iterator values when they are
    /// printed after the region.
    fn n_outputs(&self) -> usize {
        self.scalars.len()
            + if self.features.iterator_final_values {
                8
            } else {
                0
            }
    }

    /// The C type of the loop iterators (`int` unless a feature asks for a wider or unsigned
    /// one).
    fn iterator_type(&self) -> &'static str {
        if self.features.long_iterators {
            "long"
        } else if self.features.unsigned_iterators {
            "unsigned"
        } else {
            "int"
        }
    }

    /// The function `kernel`: the parameters and arrays as arguments, the iterators and
    /// scalars as locals, the region between the pragmas, then the scalars (and iterator
    /// values) copied to `scalars_out`.
    fn kernel_c(&self, sh: &Shape, s: &mut String) {
        let names = self.names();
        let mut sig: Vec<String> = self.params.iter().map(|p| format!("int {p}")).collect();
        for (k, a) in self.arrays.iter().enumerate() {
            sig.push(format!("{} {}{}", a.ty.c(), a.name, extents_c(sh, k)));
        }
        writeln!(s, "static void kernel({})\n{{", sig.join(", ")).unwrap();
        let depth = static_depth(&self.body).max(1);
        let its: Vec<String> = (0..depth).map(|d| format!("i{d} = 0")).collect();
        writeln!(s, "  {} {};", self.iterator_type(), its.join(", ")).unwrap();
        for sc in self.scalars.iter().filter(|sc| sc.temp) {
            writeln!(s, "  {} {};", sc.ty.c(), sc.name).unwrap();
        }
        for sc in self.scalars.iter().filter(|sc| !sc.temp) {
            let init = if sc.ty == Ty::Double {
                format!("{}.5", sc.init)
            } else {
                sc.init.to_string()
            };
            writeln!(s, "  {} {} = {};", sc.ty.c(), sc.name, init).unwrap();
        }
        let scratch: Vec<&str> = self
            .arrays
            .iter()
            .filter(|a| a.scratch)
            .map(|a| a.name.as_str())
            .collect();
        if !scratch.is_empty() {
            writeln!(s, "\n#pragma hedra scratch({})", scratch.join(", ")).unwrap();
        }
        s.push_str("\n#pragma scop\n");
        for n in &self.body {
            self.print_node(n, 0, 1, &names, s);
        }
        s.push_str("#pragma endscop\n\n");
        for (k, sc) in self.scalars.iter().enumerate() {
            match sc.temp {
                true => writeln!(s, "  scalars_out[{k}] = 0.0;").unwrap(),
                false => writeln!(s, "  scalars_out[{k}] = (double){};", sc.name).unwrap(),
            }
        }
        if self.features.iterator_final_values {
            for d in 0..depth {
                writeln!(
                    s,
                    "  scalars_out[{}] = (double)i{d};",
                    self.scalars.len() + d
                )
                .unwrap();
            }
        }
        if self.scalars.is_empty() && !self.features.iterator_final_values {
            s.push_str("  (void)scalars_out;\n");
        }
        s.push_str("}\n\n");
    }

    /// The function `main`: fills every array with a fixed pattern, calls `kernel` at the
    /// parameter values, then prints each array (hash and weighted sum) and `scalars_out`.
    fn main_c(&self, sh: &Shape, s: &mut String) {
        s.push_str("int main(void)\n{\n  long k;\n");
        for (k, a) in self.arrays.iter().enumerate() {
            let total: i64 = sh.extents[k].iter().map(|x| x + 1).product();
            writeln!(s, "  {{\n    {} *p = ({} *){};", a.ty.c(), a.ty.c(), a.name).unwrap();
            let val = match a.ty {
                Ty::Double => format!("(double)((k * {} + {}) % 17) / 8.0 - 1.0", 7 + 2 * k, k),
                _ => format!("(k * {} + {}) % 23 - 11", 5 + 2 * k, k),
            };
            writeln!(
                s,
                "    for (k = 0; k < {total}; k++)\n      p[k] = {val};\n  }}"
            )
            .unwrap();
        }
        let mut args: Vec<String> = self.param_values.iter().map(|v| v.to_string()).collect();
        args.extend(self.arrays.iter().map(|a| a.name.clone()));
        writeln!(s, "  kernel({});", args.join(", ")).unwrap();
        for (k, a) in self.arrays.iter().enumerate().filter(|(_, a)| !a.scratch) {
            let total: i64 = sh.extents[k].iter().map(|x| x + 1).product();
            // One zero for floating data: C compilers fold `0.0 - x` into `-x` where they
            // can prove `x` comes from an integer (gcc 12 and 13 do), which turns `+0` into
            // `-0` once hedra has made an iterator a constant. The sign of a zero is not
            // what the test is about.
            let (constness, one_zero) = if a.ty.is_int() {
                ("const ", "")
            } else {
                ("", "      if (p[k] == 0)\n        p[k] = 0;\n")
            };
            writeln!(
                s,
                "  {{\n    {constness}{} *p = ({constness}{} *){};\n    double sum = 0;\n    for (k = 0; k < {total}; k++) {{\n{one_zero}      sum += (double)p[k] * (double)(1 + k % 7);\n    }}\n    out(\"{}\", p, sizeof({}), sum);\n  }}",
                a.ty.c(), a.ty.c(), a.name, a.name, a.name
            )
            .unwrap();
        }
        writeln!(
            s,
            "  for (k = 0; k < {}; k++)\n    printf(\"scalar %ld %.17g %a\\n\", k, scalars_out[k] + 0.0, scalars_out[k] + 0.0);",
            self.n_outputs()
        )
        .unwrap();
        s.push_str("  return 0;\n}\n");
    }

    fn print_node(&self, n: &Node, depth: usize, ind: usize, names: &Names, s: &mut String) {
        let pad = "  ".repeat(ind);
        match n {
            Node::Stmt(st) => {
                let lhs = match &st.lhs {
                    Lhs::Array(a) => self.access_c(a, names),
                    Lhs::Scalar(k) => self.scalars[*k].name.clone(),
                };
                writeln!(
                    s,
                    "{pad}{lhs} {} {};",
                    st.op.c(),
                    self.expr_c(&st.rhs, names)
                )
                .unwrap();
            }
            Node::If(c, t, e) => {
                writeln!(s, "{pad}if ({}) {{", c.to_c(names)).unwrap();
                for n in t {
                    self.print_node(n, depth, ind + 1, names, s);
                }
                if e.is_empty() {
                    writeln!(s, "{pad}}}").unwrap();
                } else {
                    writeln!(s, "{pad}}} else {{").unwrap();
                    for n in e {
                        self.print_node(n, depth, ind + 1, names, s);
                    }
                    writeln!(s, "{pad}}}").unwrap();
                }
            }
            Node::Loop(l) => {
                let it = format!("i{depth}");
                let lb = bound_c(&l.lb, "MAX", names);
                let ub = bound_c(&l.ub, "MIN", names);
                let header = if l.down {
                    let start = if l.ub.len() == 1 {
                        let mut a = l.ub[0].clone();
                        a.c -= 1;
                        a.to_c(names)
                    } else {
                        format!("{ub} - 1")
                    };
                    let step = if l.step == 1 {
                        format!("{it}--")
                    } else {
                        format!("{it} -= {}", l.step)
                    };
                    format!("for ({it} = {start}; {it} >= {lb}; {step})")
                } else {
                    let test = if l.le && l.ub.len() == 1 {
                        let mut a = l.ub[0].clone();
                        a.c -= 1;
                        format!("{it} <= {}", a.to_c(names))
                    } else {
                        format!("{it} < {ub}")
                    };
                    let step = if l.step == 1 {
                        format!("{it}++")
                    } else {
                        format!("{it} += {}", l.step)
                    };
                    format!("for ({it} = {lb}; {test}; {step})")
                };
                writeln!(s, "{pad}{header} {{").unwrap();
                for n in &l.body {
                    self.print_node(n, depth + 1, ind + 1, names, s);
                }
                writeln!(s, "{pad}}}").unwrap();
            }
        }
    }

    fn access_c(&self, a: &Access, names: &Names) -> String {
        let mut s = self.arrays[a.array].name.clone();
        for sub in &a.subs {
            write!(s, "[{}]", sub.to_c(names)).unwrap();
        }
        s
    }

    pub fn expr_c(&self, e: &Expr, names: &Names) -> String {
        match e {
            Expr::Read(a) => self.access_c(a, names),
            Expr::Scalar(k) => self.scalars[*k].name.clone(),
            Expr::Aff(a) => format!("({})", a.to_c(names)),
            Expr::Int(v) => v.to_string(),
            Expr::Float(t) => t.clone(),
            Expr::Bin(op, a, b) => {
                let o = match op {
                    BinOp::Add => "+",
                    BinOp::Sub => "-",
                    BinOp::Mul => "*",
                };
                format!("({} {o} {})", self.expr_c(a, names), self.expr_c(b, names))
            }
            Expr::Mod(a, k) => format!("({} % {k})", self.expr_c(a, names)),
            Expr::DivConst(a, k) => format!("({} / {k})", self.expr_c(a, names)),
            Expr::Call(f, a) => f.replace('#', &self.expr_c(a, names)),
            Expr::Neg(a) => format!("(-({}))", self.expr_c(a, names)),
            Expr::Max(a, b) => {
                let (a, b) = (self.expr_c(a, names), self.expr_c(b, names));
                format!("({a} > {b} ? {a} : {b})")
            }
        }
    }

    /// Number of nodes (statements, loops, ifs) and expression leaves: the reducer's size.
    pub fn size(&self) -> usize {
        fn nodes(ns: &[Node]) -> usize {
            ns.iter()
                .map(|n| match n {
                    Node::Stmt(s) => 1 + s.rhs.size(),
                    Node::If(_, t, e) => 2 + nodes(t) + nodes(e),
                    Node::Loop(l) => 1 + l.lb.len() + l.ub.len() + nodes(&l.body),
                })
                .sum()
        }
        nodes(&self.body) + self.arrays.len() + self.scalars.len()
    }
}

/// The declarator suffix of array `k`, one `[extent]` per dimension, from the largest
/// subscript the interpreter saw (so every access is in bounds).
fn extents_c(sh: &Shape, k: usize) -> String {
    sh.extents[k]
        .iter()
        .map(|e| format!("[{}]", e + 1))
        .collect::<String>()
}

/// The C function `out`: prints an array's name, a bit-exact FNV-1a hash of its bytes and a
/// weighted sum (the output compared between the original and the optimized program).
const OUT_C: &str = "static void out(const char *name, const void *p, long bytes, double sum)\n{\n  \
     const unsigned char *b = (const unsigned char *)p;\n  unsigned long long h = 1469598103934665603ULL;\n  \
     long k;\n  for (k = 0; k < bytes; k++) {\n    h ^= b[k];\n    h *= 1099511628211ULL;\n  }\n  \
     printf(\"%s %016llx %.17g\\n\", name, h, sum);\n}\n\n";

/// The deepest loop nesting under `nodes`.
pub fn static_depth(nodes: &[Node]) -> usize {
    nodes
        .iter()
        .map(|n| match n {
            Node::Stmt(_) => 0,
            Node::If(_, t, e) => static_depth(t).max(static_depth(e)),
            Node::Loop(l) => 1 + static_depth(&l.body),
        })
        .max()
        .unwrap_or(0)
}

fn bound_c(affs: &[Aff], f: &str, names: &Names) -> String {
    let mut it = affs.iter();
    let mut s = it.next().expect("a bound").to_c(names);
    for a in it {
        s = format!("{f}({s}, {})", a.to_c(names));
    }
    s
}

impl Expr {
    pub fn reads<'a>(&'a self, out: &mut Vec<&'a Access>) {
        match self {
            Expr::Read(a) => out.push(a),
            Expr::Bin(_, a, b) | Expr::Max(a, b) => {
                a.reads(out);
                b.reads(out);
            }
            Expr::Mod(a, _) | Expr::DivConst(a, _) | Expr::Call(_, a) | Expr::Neg(a) => {
                a.reads(out)
            }
            Expr::Scalar(_) | Expr::Aff(_) | Expr::Int(_) | Expr::Float(_) => {}
        }
    }
    pub fn size(&self) -> usize {
        match self {
            Expr::Bin(_, a, b) | Expr::Max(a, b) => 1 + a.size() + b.size(),
            Expr::Mod(a, _) | Expr::DivConst(a, _) | Expr::Call(_, a) | Expr::Neg(a) => {
                1 + a.size()
            }
            _ => 1,
        }
    }
    pub fn map_affs(&mut self, f: &mut dyn FnMut(&mut Aff)) {
        match self {
            Expr::Read(a) => a.subs.iter_mut().for_each(&mut *f),
            Expr::Aff(a) => f(a),
            Expr::Bin(_, a, b) | Expr::Max(a, b) => {
                a.map_affs(f);
                b.map_affs(f);
            }
            Expr::Mod(a, _) | Expr::DivConst(a, _) | Expr::Call(_, a) | Expr::Neg(a) => {
                a.map_affs(f)
            }
            Expr::Scalar(_) | Expr::Int(_) | Expr::Float(_) => {}
        }
    }
}

impl Cond {
    pub fn eval(&self, params: &[i64], iters: &[i64]) -> bool {
        match self {
            Cond::Ge(a) => a.eval(params, iters) >= 0,
            Cond::Eq(a) => a.eval(params, iters) == 0,
            Cond::Mod(a, k, r) => a.eval(params, iters) % k == *r,
            Cond::And(a, b) => a.eval(params, iters) && b.eval(params, iters),
            Cond::Or(a, b) => a.eval(params, iters) || b.eval(params, iters),
            Cond::Not(a) => !a.eval(params, iters),
        }
    }
    pub fn to_c(&self, names: &Names) -> String {
        match self {
            Cond::Ge(a) => {
                let (l, r) = split(a);
                format!("{} >= {}", l.to_c(names), r.to_c(names))
            }
            Cond::Eq(a) => {
                let (l, r) = split(a);
                format!("{} == {}", l.to_c(names), r.to_c(names))
            }
            Cond::Mod(a, k, r) => format!("({}) % {k} == {r}", a.to_c(names)),
            Cond::And(a, b) => format!("({}) && ({})", a.to_c(names), b.to_c(names)),
            Cond::Or(a, b) => format!("({}) || ({})", a.to_c(names), b.to_c(names)),
            Cond::Not(a) => format!("!({})", a.to_c(names)),
        }
    }
    pub fn map_affs(&mut self, f: &mut dyn FnMut(&mut Aff)) {
        match self {
            Cond::Ge(a) | Cond::Eq(a) | Cond::Mod(a, _, _) => f(a),
            Cond::And(a, b) | Cond::Or(a, b) => {
                a.map_affs(f);
                b.map_affs(f);
            }
            Cond::Not(a) => a.map_affs(f),
        }
    }
}

/// `a >= 0` as `left >= right` with positive coefficients on both sides.
fn split(a: &Aff) -> (Aff, Aff) {
    let mut l = Aff::konst(0);
    let mut r = Aff::konst(0);
    for &(v, k) in &a.t {
        if k > 0 {
            l = l.plus(v, k);
        } else {
            r = r.plus(v, -k);
        }
    }
    if a.c >= 0 && !l.t.is_empty() {
        l.c = a.c;
    } else {
        r.c = -a.c;
    }
    (l, r)
}

/// Applies `f` to every affine expression under `nodes` (bounds, conditions, subscripts,
/// values).
pub fn map_affs(nodes: &mut [Node], f: &mut dyn FnMut(&mut Aff)) {
    for n in nodes {
        match n {
            Node::Stmt(s) => {
                if let Lhs::Array(a) = &mut s.lhs {
                    a.subs.iter_mut().for_each(&mut *f);
                }
                s.rhs.map_affs(f);
            }
            Node::If(c, t, e) => {
                c.map_affs(f);
                map_affs(t, f);
                map_affs(e, f);
            }
            Node::Loop(l) => {
                l.lb.iter_mut().for_each(&mut *f);
                l.ub.iter_mut().for_each(&mut *f);
                map_affs(&mut l.body, f);
            }
        }
    }
}
