//! # hedra-calc
//!
//! An interpreter for scripts in the syntax of isl's `iscc` calculator (`hedra calc`). As
//! iscc sits outside isl, this crate sits outside the math library: it only calls
//! hedra-presburger's public operations.
//!
//! A script is a list of statements. Each statement either assigns a value to a variable or
//! prints the value of an expression, one value per line, in isl notation:
//!
//! ```text
//! # comments run from '#' to the end of the line
//! D := [N] -> { S[i, j] : 0 <= i < N and 0 <= j <= i };
//! lexmax D;                        # prints [N] -> { S[N - 1, N - 1] : N >= 1 }
//! D <= [N] -> { S[i, j] : i >= 0 };  # prints True
//! ```
//!
//! # Grammar
//!
//! ```text
//! script     := { statement }
//! statement  := IDENT ':=' expr ';'        assignment (prints nothing)
//!             | expr ';'                   prints the value
//!             | ';'                        empty statement
//!                                          (the last ';' before the end of input is optional)
//! expr       := sum { cmp sum }            cmp: '<=' '>=' '<' '>' '='
//! sum        := product { ('+' | '-') product }
//! product    := join { ('*' | '%') join }
//! join       := unary { '.' unary }
//! unary      := PREFIX unary | postfix     PREFIX: dom ran lexmin lexmax sample deltas
//!                                                  coalesce params dimmin dimmax
//!                                                  simple_hull convex_hull
//! postfix    := primary { '^-1' | '(' expr ')' }
//! primary    := LITERAL | IDENT | '(' expr ')'
//! LITERAL    := [ '[' params ']' '->' ] '{' ... '}'   isl notation, e.g. [N] -> { S[i] : i < N }
//! ```
//!
//! Binary operators are left associative. Comparisons bind loosest, then `+` and `-`, then `*`,
//! then `.`; prefix operators bind tighter than every binary operator (`dom A + B` is
//! `(dom A) + B`) and postfix operators tighter still (`dom A^-1` is `dom (A^-1)`).
//!
//! # Values and operators
//!
//! A value is a union set, a union map, a parameter set (`[N] -> { : N > 0 }`, as produced by
//! `params`) or a boolean (printed `True` or `False`). An empty union (`{ }`) counts as both a
//! set and a map.
//!
//! | operator | operands | meaning |
//! | --- | --- | --- |
//! | `A + B` | two sets, two maps, two parameter sets | union |
//! | `A * B` | two sets, two maps, two parameter sets | intersection |
//! | `M * S` | a map and a set | restricts the domain of `M` to `S` |
//! | `A * P`, `P * A` | a set or map and a parameter set | intersection with the parameter set |
//! | `A - B` | two sets, two maps, two parameter sets | difference |
//! | `A % C` | two sets, two maps, or a set or map and a parameter set | gist: `A` simplified in the context `C` (same value on `C`, implied constraints dropped; parts of `A` without context are dropped) |
//! | `A . B` | two maps | join: `{ x -> z : x -> y in A and y -> z in B }` |
//! | `M(S)` | a map and a set | image of `S` under `M` |
//! | `M(N)` | two maps | composition `N . M` |
//! | `M^-1` | a map | inverse |
//! | `dom M`, `ran M` | a map | domain, range |
//! | `lexmin A`, `lexmax A` | a set or map | lexicographic minimum, maximum (per domain point for a map, as a function of the parameters); an error where it is unbounded |
//! | `sample A` | a set, map or parameter set | one point (an empty value when there is none) |
//! | `deltas M` | a map | `{ y - x : x -> y in M }` over the parts whose domain and range spaces agree |
//! | `coalesce A` | a set, map or parameter set | a simpler description of the same value: fewer disjuncts, none with a redundant constraint or an equality written as two inequalities |
//! | `simple_hull A` | a set, map or parameter set | per space, one conjunction containing `A` whose constraints are translates of `A`'s own (the tightest such) |
//! | `convex_hull A` | a set, map or parameter set | per space, the rational convex hull of `A`'s disjuncts as one conjunction (equal to `A` where `A` is convex) |
//! | `dimmin A`, `dimmax A` | a set | the minimum, maximum of every dimension as a function of the parameters (the bounding box's corner) |
//! | `params A` | a set, map or parameter set | the parameter values for which `A` is not empty |
//! | `A <= B`, `A >= B` | two sets, maps or parameter sets | subset, superset |
//! | `A < B`, `A > B` | two sets, maps or parameter sets | strict subset, strict superset |
//! | `A = B` | two sets, maps or parameter sets | equality |
//!
//! Operands of different kinds (a set and a map, a boolean and anything) are rejected, except
//! where the table says otherwise.
//!
//! # Errors
//!
//! The first error stops the script: [`Calc::run`] returns a [`CalcError`] with the 1-based line
//! and column of the offending token (or of the operator whose evaluation failed), after the
//! output of the statements before it has been written. Parentheses and prefix operators may
//! nest at most 100 deep, and an expression may hold at most 1000 levels of operators, so that
//! no input can overflow the stack.

use std::collections::HashMap;
use std::fmt;
use std::io::Write;

use hedra_presburger::budget;
use hedra_presburger::parse::parse_object_at;
use hedra_presburger::{Error, Map, Object, Set, UnionMap};

/// A summary of the language, for `hedra calc --help`.
pub const HELP: &str = "\
Language (a subset of isl's iscc):
  X := expr;      assign (prints nothing)
  expr;           print the value on one line, in isl notation (booleans: True/False)
  # comment       from '#' to the end of the line

Values: union sets and maps, written in isl notation, e.g.
  [N] -> { S[i, j] : 0 <= i < N and 0 <= j <= i }     { S[i] -> A[i + 1] }
parameter sets ([N] -> { : N > 0 }, from `params`), and booleans.

Operators, loosest first (binary operators are left associative):
  A <= B  A >= B  A < B  A > B  A = B
                  subset, superset, strict subset, strict superset, equality
  A + B  A - B    union, difference
  A * B           intersection; map * set restricts the domain;
                  with a parameter set, intersects the parameters
  A % C           gist: A simplified in the context C (a set, map or parameter set)
  A . B           join: { x -> z : x -> y in A and y -> z in B }
  dom ran lexmin lexmax sample deltas coalesce params   (prefix, e.g. `lexmin S`)
  dimmin dimmax   (prefix, sets) the minimum (maximum) of every dimension as a function
                  of the parameters: `dimmin [N] -> { S[i, j] : 0 <= i < N and i <= j < N }`
                  is `[N] -> { S[0, 0] : N >= 1 }` (the corner of the bounding box)
  simple_hull convex_hull   (prefix) one conjunction per space that contains A: bounded
                  by translates of A's own constraints, or A's rational convex hull:
                  `convex_hull { [0]; [4] }` is `{ [i] : 0 <= i <= 4 }`
  M^-1  M(S)  M(N)
                  inverse; image of the set S under M; composition N . M

The first error stops the script; it is reported as FILE:LINE:COL: error: MESSAGE.";

/// The value of an expression.
#[derive(Clone, Debug)]
pub enum Value {
    /// A union set or a union map.
    Union(UnionMap),
    /// A parameter set.
    Params(Set),
    /// The result of a comparison.
    Bool(bool),
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Union(u) => write!(f, "{u}"),
            Value::Params(p) => write!(f, "{p}"),
            Value::Bool(true) => f.write_str("True"),
            Value::Bool(false) => f.write_str("False"),
        }
    }
}

impl Value {
    /// A word for the kind of the value, for error messages.
    fn kind(&self) -> &'static str {
        match self {
            Value::Union(u) => union_kind(u).name(),
            Value::Params(_) => "parameter set",
            Value::Bool(_) => "boolean",
        }
    }
}

/// An error in a script: where it is and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CalcError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in characters).
    pub col: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for CalcError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.col, self.message)
    }
}

impl std::error::Error for CalcError {}

/// A 1-based source position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pos {
    line: usize,
    col: usize,
}

impl Pos {
    fn error(self, message: impl Into<String>) -> CalcError {
        CalcError {
            line: self.line,
            col: self.col,
            message: message.into(),
        }
    }
}

type CResult<T> = std::result::Result<T, CalcError>;

/// The interpreter state: the variables assigned so far.
///
/// ```
/// use hedra_calc::Calc;
/// let mut calc = Calc::new();
/// let mut out = Vec::new();
/// calc.run("S := { [i] : 0 <= i <= 3 }; S <= { [i] : i >= 0 };", &mut out).unwrap();
/// assert_eq!(String::from_utf8(out).unwrap(), "True\n");
///
/// let err = calc.run("dom S;", &mut Vec::new()).unwrap_err();
/// assert_eq!(err.to_string(), "1:1: 'dom' needs a map, got a set");
/// ```
#[derive(Clone, Debug, Default)]
pub struct Calc {
    vars: HashMap<String, Value>,
}

impl Calc {
    /// An interpreter with no variables.
    pub fn new() -> Calc {
        Calc::default()
    }

    /// The value of a variable, if it has been assigned.
    pub fn var(&self, name: &str) -> Option<&Value> {
        self.vars.get(name)
    }

    /// Assigns a variable (as `name := value;` would).
    pub fn set_var(&mut self, name: &str, value: Value) {
        self.vars.insert(name.to_string(), value);
    }

    /// Runs a script, writing the printed values to `out`, one per line. Stops at the first
    /// error; the statements before it have run and their output has been written. Variables
    /// persist across calls.
    pub fn run(&mut self, src: &str, out: &mut dyn Write) -> Result<(), CalcError> {
        let chars: Vec<char> = src.chars().collect();
        let mut parser = Parser::new(&chars)?;
        while let Some(stmt) = parser.statement()? {
            match stmt {
                Stmt::Assign(name, e) => {
                    let v = self.eval(&e)?;
                    self.vars.insert(name, v);
                }
                Stmt::Print(e, pos) => {
                    let v = self.eval(&e)?;
                    writeln!(out, "{v}")
                        .map_err(|err| pos.error(format!("cannot write the output: {err}")))?;
                }
            }
        }
        Ok(())
    }

    /// `r`, or the budget error when an operations budget ([`hedra_presburger::budget`]) ran out on the
    /// way (an infallible operation's value is then not to be trusted).
    fn within_budget(e: &Expr, r: CResult<Value>) -> CResult<Value> {
        if budget::exceeded() {
            return Err(e.pos.error(budget::error().to_string()));
        }
        r
    }

    fn eval(&self, e: &Expr) -> CResult<Value> {
        match &e.kind {
            ExprKind::Literal(v) => Ok(v.clone()),
            ExprKind::Var(name) => self
                .vars
                .get(name)
                .cloned()
                .ok_or_else(|| e.pos.error(format!("unknown variable '{name}'"))),
            ExprKind::Unary(op, a) => {
                let a = self.eval(a)?;
                let r = unary(*op, a).map_err(|m| e.pos.error(m));
                Self::within_budget(e, r)
            }
            ExprKind::Binary(op, a, b) => {
                let a = self.eval(a)?;
                let b = self.eval(b)?;
                let r = binary(*op, a, b).map_err(|m| e.pos.error(m));
                Self::within_budget(e, r)
            }
            ExprKind::Reverse(a) => {
                let a = self.eval(a)?;
                match a {
                    Value::Union(u) if union_kind(&u).is_map() => Ok(Value::Union(
                        u.reverse().map_err(|err| e.pos.error(lib(err)))?,
                    )),
                    other => Err(e
                        .pos
                        .error(format!("'^-1' needs a map, got a {}", other.kind()))),
                }
            }
            ExprKind::Call(f, x) => {
                let f = self.eval(f)?;
                let x = self.eval(x)?;
                call(f, x).map_err(|m| e.pos.error(m))
            }
        }
    }
}

/// The message of a library error.
fn lib(e: Error) -> String {
    e.to_string()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum UnionKind {
    Empty,
    Set,
    Map,
    Mixed,
}

impl UnionKind {
    fn name(self) -> &'static str {
        match self {
            UnionKind::Empty | UnionKind::Set => "set",
            UnionKind::Map => "map",
            UnionKind::Mixed => "mixed union of sets and maps",
        }
    }

    fn is_map(self) -> bool {
        matches!(self, UnionKind::Empty | UnionKind::Map)
    }

    fn is_set(self) -> bool {
        matches!(self, UnionKind::Empty | UnionKind::Set)
    }

    /// Two unions that can be combined space by space.
    fn compatible(self, other: UnionKind) -> bool {
        self == UnionKind::Empty
            || other == UnionKind::Empty
            || (self == other && self != UnionKind::Mixed)
    }
}

fn union_kind(u: &UnionMap) -> UnionKind {
    if u.maps().is_empty() {
        UnionKind::Empty
    } else if u.is_set() {
        UnionKind::Set
    } else if u.is_map() {
        UnionKind::Map
    } else {
        UnionKind::Mixed
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum UnOp {
    Dom,
    Ran,
    Lexmin,
    Lexmax,
    Sample,
    Deltas,
    Coalesce,
    Params,
    DimMin,
    DimMax,
    SimpleHull,
    ConvexHull,
}

impl UnOp {
    fn from_word(w: &str) -> Option<UnOp> {
        Some(match w {
            "dom" => UnOp::Dom,
            "ran" => UnOp::Ran,
            "lexmin" => UnOp::Lexmin,
            "lexmax" => UnOp::Lexmax,
            "sample" => UnOp::Sample,
            "deltas" => UnOp::Deltas,
            "coalesce" => UnOp::Coalesce,
            "params" => UnOp::Params,
            "dimmin" => UnOp::DimMin,
            "dimmax" => UnOp::DimMax,
            "simple_hull" => UnOp::SimpleHull,
            "convex_hull" => UnOp::ConvexHull,
            _ => return None,
        })
    }

    fn name(self) -> &'static str {
        match self {
            UnOp::Dom => "dom",
            UnOp::Ran => "ran",
            UnOp::Lexmin => "lexmin",
            UnOp::Lexmax => "lexmax",
            UnOp::Sample => "sample",
            UnOp::Deltas => "deltas",
            UnOp::Coalesce => "coalesce",
            UnOp::Params => "params",
            UnOp::DimMin => "dimmin",
            UnOp::DimMax => "dimmax",
            UnOp::SimpleHull => "simple_hull",
            UnOp::ConvexHull => "convex_hull",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BinOp {
    Union,
    Intersect,
    Subtract,
    Join,
    Gist,
    Le,
    Ge,
    Lt,
    Gt,
    Eq,
}

impl BinOp {
    fn symbol(self) -> &'static str {
        match self {
            BinOp::Union => "+",
            BinOp::Intersect => "*",
            BinOp::Subtract => "-",
            BinOp::Join => ".",
            BinOp::Gist => "%",
            BinOp::Le => "<=",
            BinOp::Ge => ">=",
            BinOp::Lt => "<",
            BinOp::Gt => ">",
            BinOp::Eq => "=",
        }
    }
}

fn unary(op: UnOp, a: Value) -> std::result::Result<Value, String> {
    let name = op.name();
    let wrong = |a: &Value, want: &str| format!("'{name}' needs {want}, got a {}", a.kind());
    match (op, a) {
        (UnOp::Dom | UnOp::Ran | UnOp::Deltas, Value::Union(u)) if union_kind(&u).is_map() => {
            let r = match op {
                UnOp::Dom => u.domain(),
                UnOp::Ran => u.range(),
                _ => u.deltas(),
            };
            Ok(Value::Union(r.map_err(lib)?))
        }
        (UnOp::Dom | UnOp::Ran | UnOp::Deltas, a) => Err(wrong(&a, "a map")),
        (UnOp::Lexmin | UnOp::Lexmax, Value::Union(u)) if union_kind(&u) != UnionKind::Mixed => {
            let r = if op == UnOp::Lexmin {
                u.lexmin()
            } else {
                u.lexmax()
            };
            Ok(Value::Union(r.map_err(lib)?))
        }
        (UnOp::Lexmin | UnOp::Lexmax, a) => Err(wrong(&a, "a set or a map")),
        // An empty set (no space left in the union) has an empty bounding box.
        (UnOp::DimMin | UnOp::DimMax, Value::Union(u))
            if matches!(union_kind(&u), UnionKind::Set | UnionKind::Empty) =>
        {
            let mut out = UnionMap::empty(u.params_names().to_vec());
            for m in u.maps() {
                out.add_map(
                    if op == UnOp::DimMax {
                        m.corner_max()
                    } else {
                        m.corner_min()
                    }
                    .map_err(lib)?,
                )
                .map_err(lib)?;
            }
            Ok(Value::Union(out))
        }
        (UnOp::DimMin | UnOp::DimMax, a) => Err(wrong(&a, "a set")),
        (UnOp::Sample, Value::Union(u)) => {
            Ok(Value::Union(u.sample().unwrap_or_else(|| {
                UnionMap::empty(u.params_names().to_vec())
            })))
        }
        (UnOp::Sample, Value::Params(p)) => Ok(Value::Params(
            p.sample().unwrap_or_else(|| Map::empty(p.space().clone())),
        )),
        (UnOp::Coalesce, Value::Union(u)) => {
            Ok(Value::Union(u.coalesce_and_reduce().map_err(lib)?))
        }
        (UnOp::Coalesce, Value::Params(p)) => Ok(Value::Params(p.coalesce_and_reduce())),
        (UnOp::SimpleHull, Value::Union(u)) => Ok(Value::Union(u.simple_hull().map_err(lib)?)),
        (UnOp::SimpleHull, Value::Params(p)) => Ok(Value::Params(p.simple_hull().map_err(lib)?)),
        (UnOp::ConvexHull, Value::Union(u)) => Ok(Value::Union(u.convex_hull().map_err(lib)?)),
        (UnOp::ConvexHull, Value::Params(p)) => Ok(Value::Params(p.convex_hull().map_err(lib)?)),
        (UnOp::Params, Value::Union(u)) => Ok(Value::Params(u.params().map_err(lib)?)),
        (UnOp::Params, Value::Params(p)) => Ok(Value::Params(p)),
        (UnOp::Sample | UnOp::Coalesce | UnOp::Params | UnOp::SimpleHull | UnOp::ConvexHull, a) => {
            Err(wrong(&a, "a set, a map or a parameter set"))
        }
    }
}

fn mismatch(op: BinOp, a: &Value, b: &Value) -> String {
    format!(
        "cannot apply '{}' to a {} and a {}",
        op.symbol(),
        a.kind(),
        b.kind()
    )
}

fn binary(op: BinOp, a: Value, b: Value) -> std::result::Result<Value, String> {
    use Value::{Bool, Params, Union};
    match (&a, &b) {
        (Union(x), Union(y)) => {
            let (kx, ky) = (union_kind(x), union_kind(y));
            if op == BinOp::Join {
                if !(kx.is_map() && ky.is_map()) {
                    return Err(mismatch(op, &a, &b));
                }
                return Ok(Union(x.apply_range(y).map_err(lib)?));
            }
            if op == BinOp::Gist {
                if !kx.compatible(ky) {
                    return Err(mismatch(op, &a, &b));
                }
                return Ok(Union(x.gist(y).map_err(lib)?));
            }
            if op == BinOp::Intersect && kx == UnionKind::Map && ky == UnionKind::Set {
                return Ok(Union(x.intersect_domain(y).map_err(lib)?));
            }
            if !kx.compatible(ky) {
                return Err(mismatch(op, &a, &b));
            }
            Ok(match op {
                BinOp::Union => Union(x.union(y).map_err(lib)?),
                BinOp::Intersect => Union(x.intersect(y).map_err(lib)?),
                BinOp::Subtract => Union(x.subtract(y).map_err(lib)?),
                _ => Bool(compare(
                    op,
                    || x.is_subset(y).map_err(lib),
                    || y.is_subset(x).map_err(lib),
                )?),
            })
        }
        (Params(x), Params(y)) => Ok(match op {
            BinOp::Union => Params(x.union(y).map_err(lib)?),
            BinOp::Intersect => Params(x.intersect(y).map_err(lib)?),
            BinOp::Subtract => Params(x.subtract(y).map_err(lib)?),
            BinOp::Gist => Params(x.gist(y).map_err(lib)?),
            BinOp::Join => return Err(mismatch(op, &a, &b)),
            _ => Bool(compare(
                op,
                || x.is_subset(y).map_err(lib),
                || y.is_subset(x).map_err(lib),
            )?),
        }),
        (Union(u), Params(p)) if op == BinOp::Gist && union_kind(u) != UnionKind::Mixed => {
            Ok(Union(u.gist_params(p).map_err(lib)?))
        }
        (Union(u), Params(p)) | (Params(p), Union(u))
            if op == BinOp::Intersect && union_kind(u) != UnionKind::Mixed =>
        {
            Ok(Union(u.intersect_params(p).map_err(lib)?))
        }
        _ => Err(mismatch(op, &a, &b)),
    }
}

/// Evaluates a comparison from the two inclusion tests (computed only when needed).
fn compare(
    op: BinOp,
    a_in_b: impl Fn() -> std::result::Result<bool, String>,
    b_in_a: impl Fn() -> std::result::Result<bool, String>,
) -> std::result::Result<bool, String> {
    Ok(match op {
        BinOp::Le => a_in_b()?,
        BinOp::Ge => b_in_a()?,
        BinOp::Lt => a_in_b()? && !b_in_a()?,
        BinOp::Gt => b_in_a()? && !a_in_b()?,
        BinOp::Eq => a_in_b()? && b_in_a()?,
        _ => unreachable!("not a comparison"),
    })
}

fn call(f: Value, x: Value) -> std::result::Result<Value, String> {
    let m = match f {
        Value::Union(m) if union_kind(&m).is_map() => m,
        other => return Err(format!("only a map can be applied, got a {}", other.kind())),
    };
    match x {
        Value::Union(s) if union_kind(&s).is_set() => Ok(Value::Union(s.apply(&m).map_err(lib)?)),
        Value::Union(n) if union_kind(&n).is_map() => {
            Ok(Value::Union(n.apply_range(&m).map_err(lib)?))
        }
        other => Err(format!(
            "a map can be applied to a set or a map, not to a {}",
            other.kind()
        )),
    }
}

// ---------------------------------------------------------------------------------------------
// Syntax
// ---------------------------------------------------------------------------------------------

/// How deeply parentheses and prefix operators may nest (each level is a few frames of
/// recursion in the parser), so that parsing cannot overflow the stack.
const MAX_NEST: usize = 100;

/// How deep an expression tree may be (a chain of `n` binary operators is `n + 1` deep), so that
/// evaluation cannot overflow the stack.
const MAX_DEPTH: usize = 1000;

#[derive(Debug)]
struct Expr {
    kind: ExprKind,
    pos: Pos,
    depth: usize,
}

#[derive(Debug)]
enum ExprKind {
    Literal(Value),
    Var(String),
    Unary(UnOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    Reverse(Box<Expr>),
    Call(Box<Expr>, Box<Expr>),
}

enum Stmt {
    Assign(String, Expr),
    Print(Expr, Pos),
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    /// An isl-notation object: its source text.
    Literal(String),
    Sym(&'static str),
    Eof,
}

fn describe(t: &Tok) -> String {
    match t {
        Tok::Ident(s) => format!("'{s}'"),
        Tok::Literal(_) => "a set or map literal".to_string(),
        Tok::Sym(s) => format!("'{s}'"),
        Tok::Eof => "the end of the input".to_string(),
    }
}

#[derive(Clone, Debug)]
struct Token {
    tok: Tok,
    pos: Pos,
}

const SYMS: &[&str] = &[
    ":=", "<=", ">=", "^-1", "<", ">", "=", "+", "-", "*", "%", ".", "(", ")", ";",
];

/// Turns characters into tokens, one at a time (so that a bad character late in a script does
/// not stop the statements before it).
#[derive(Clone)]
struct Lexer<'a> {
    src: &'a [char],
    i: usize,
    line: usize,
    col: usize,
}

impl<'a> Lexer<'a> {
    fn pos(&self) -> Pos {
        Pos {
            line: self.line,
            col: self.col,
        }
    }

    fn peek_char(&self) -> Option<char> {
        self.src.get(self.i).copied()
    }

    fn advance(&mut self) {
        if let Some(c) = self.peek_char() {
            self.i += 1;
            if c == '\n' {
                self.line += 1;
                self.col = 1;
            } else {
                self.col += 1;
            }
        }
    }

    fn skip_blanks(&mut self) {
        while let Some(c) = self.peek_char() {
            if c == '#' {
                while matches!(self.peek_char(), Some(c) if c != '\n') {
                    self.advance();
                }
            } else if c.is_whitespace() {
                self.advance();
            } else {
                break;
            }
        }
    }

    fn starts_with(&self, s: &str) -> bool {
        (self.i..)
            .zip(s.chars())
            .all(|(k, c)| self.src.get(k) == Some(&c))
    }

    fn next(&mut self) -> CResult<Token> {
        self.skip_blanks();
        let pos = self.pos();
        let Some(c) = self.peek_char() else {
            return Ok(Token { tok: Tok::Eof, pos });
        };
        if c.is_ascii_alphabetic() || c == '_' {
            let start = self.i;
            while matches!(self.peek_char(), Some(c) if c.is_ascii_alphanumeric() || c == '_' || c == '\'')
            {
                self.advance();
            }
            let s: String = self.src[start..self.i].iter().collect();
            return Ok(Token {
                tok: Tok::Ident(s),
                pos,
            });
        }
        if c == '{' || c == '[' {
            let start = self.i;
            self.literal(pos)?;
            let s: String = self.src[start..self.i].iter().collect();
            return Ok(Token {
                tok: Tok::Literal(s),
                pos,
            });
        }
        if c == '^' && !self.starts_with("^-1") {
            return Err(pos.error("expected '^-1' (only the inverse is supported)"));
        }
        if let Some(s) = SYMS.iter().find(|s| self.starts_with(s)) {
            for _ in 0..s.chars().count() {
                self.advance();
            }
            return Ok(Token {
                tok: Tok::Sym(s),
                pos,
            });
        }
        Err(pos.error(format!("unexpected character {c:?}")))
    }

    /// Scans the extent of an isl literal: `[ ... ] -> { ... }` or `{ ... }`, with balanced
    /// braces and `#` comments skipped. The actual parsing is left to the isl-notation parser.
    fn literal(&mut self, start: Pos) -> CResult<()> {
        if self.peek_char() == Some('[') {
            loop {
                match self.peek_char() {
                    None => return Err(start.error("unterminated '[' (missing ']')")),
                    Some(']') => break,
                    Some('{' | '}' | ';') => {
                        return Err(self.pos().error(format!(
                            "unexpected {:?} in a parameter list (missing ']')",
                            self.peek_char().unwrap_or(' ')
                        )))
                    }
                    Some(_) => self.advance(),
                }
            }
            self.advance();
            self.skip_blanks();
            if !self.starts_with("->") {
                return Err(self
                    .pos()
                    .error("expected '->' after the parameter list of a literal"));
            }
            self.advance();
            self.advance();
            self.skip_blanks();
            if self.peek_char() != Some('{') {
                return Err(self.pos().error("expected '{' after '->'"));
            }
        }
        let open = self.pos();
        let mut depth = 0usize;
        loop {
            match self.peek_char() {
                None => return Err(open.error("unterminated '{' (missing '}')")),
                Some('#') => {
                    while matches!(self.peek_char(), Some(c) if c != '\n') {
                        self.advance();
                    }
                    continue;
                }
                Some('{') => depth += 1,
                Some('}') => {
                    depth -= 1;
                    if depth == 0 {
                        self.advance();
                        return Ok(());
                    }
                }
                Some(_) => {}
            }
            self.advance();
        }
    }
}

struct Parser<'a> {
    lexer: Lexer<'a>,
    tok: Token,
    /// Enclosing parentheses and prefix operators.
    nest: usize,
    /// `tok` is the `;` that ended the last statement: the next token is lexed only when the
    /// next statement is asked for, so that its errors come after the output of this one.
    stale: bool,
}

impl<'a> Parser<'a> {
    fn new(src: &'a [char]) -> CResult<Parser<'a>> {
        let mut lexer = Lexer {
            src,
            i: 0,
            line: 1,
            col: 1,
        };
        let tok = lexer.next()?;
        Ok(Parser {
            lexer,
            tok,
            nest: 0,
            stale: false,
        })
    }

    fn bump(&mut self) -> CResult<Token> {
        let next = self.lexer.next()?;
        Ok(std::mem::replace(&mut self.tok, next))
    }

    fn is_sym(&self, s: &str) -> bool {
        matches!(self.tok.tok, Tok::Sym(t) if t == s)
    }

    fn unexpected(&self, what: &str) -> CalcError {
        self.tok.pos.error(format!(
            "expected {what}, found {}",
            describe(&self.tok.tok)
        ))
    }

    /// The next statement, or `None` at the end of the input.
    fn statement(&mut self) -> CResult<Option<Stmt>> {
        if self.stale {
            self.bump()?;
            self.stale = false;
        }
        while self.is_sym(";") {
            self.bump()?;
        }
        if self.tok.tok == Tok::Eof {
            return Ok(None);
        }
        let pos = self.tok.pos;
        let mut assign = None;
        if let Tok::Ident(name) = &self.tok.tok {
            let mut ahead = self.lexer.clone();
            if ahead.next()?.tok == Tok::Sym(":=") {
                if UnOp::from_word(name).is_some() {
                    return Err(
                        pos.error(format!("'{name}' is an operator and cannot be assigned to"))
                    );
                }
                assign = Some(name.clone());
                self.bump()?;
                self.bump()?;
            }
        }
        let e = self.expr(0)?;
        if self.is_sym(";") {
            self.stale = true;
        } else if self.tok.tok != Tok::Eof {
            return Err(self.unexpected("';'"));
        }
        Ok(Some(match assign {
            Some(name) => Stmt::Assign(name, e),
            None => Stmt::Print(e, pos),
        }))
    }

    fn node(&self, kind: ExprKind, pos: Pos, depth: usize) -> CResult<Expr> {
        if depth > MAX_DEPTH {
            return Err(pos.error(format!(
                "expression too deep (more than {MAX_DEPTH} levels of operators)"
            )));
        }
        Ok(Expr { kind, pos, depth })
    }

    fn binary_op(&self, level: usize) -> Option<BinOp> {
        let Tok::Sym(s) = self.tok.tok else {
            return None;
        };
        let op = match (level, s) {
            (0, "<=") => BinOp::Le,
            (0, ">=") => BinOp::Ge,
            (0, "<") => BinOp::Lt,
            (0, ">") => BinOp::Gt,
            (0, "=") => BinOp::Eq,
            (1, "+") => BinOp::Union,
            (1, "-") => BinOp::Subtract,
            (2, "*") => BinOp::Intersect,
            (2, "%") => BinOp::Gist,
            (3, ".") => BinOp::Join,
            _ => return None,
        };
        Some(op)
    }

    /// Binary operators at precedence `level` (0 = comparisons, 1 = `+ -`, 2 = `*`, 3 = `.`).
    fn expr(&mut self, level: usize) -> CResult<Expr> {
        if level > 3 {
            return self.unary();
        }
        let mut lhs = self.expr(level + 1)?;
        while let Some(op) = self.binary_op(level) {
            let pos = self.bump()?.pos;
            let rhs = self.expr(level + 1)?;
            let depth = 1 + lhs.depth.max(rhs.depth);
            lhs = self.node(
                ExprKind::Binary(op, Box::new(lhs), Box::new(rhs)),
                pos,
                depth,
            )?;
        }
        Ok(lhs)
    }

    /// Counts one more level of recursion (a parenthesis or a prefix operator).
    fn enter(&mut self, pos: Pos) -> CResult<()> {
        self.nest += 1;
        if self.nest > MAX_NEST {
            return Err(pos.error(format!(
                "expression nested too deeply (more than {MAX_NEST} levels)"
            )));
        }
        Ok(())
    }

    /// Prefix operators.
    fn unary(&mut self) -> CResult<Expr> {
        if let Tok::Ident(w) = &self.tok.tok {
            if let Some(op) = UnOp::from_word(w) {
                let pos = self.bump()?.pos;
                self.enter(pos)?;
                let a = self.unary()?;
                self.nest -= 1;
                let depth = a.depth + 1;
                return self.node(ExprKind::Unary(op, Box::new(a)), pos, depth);
            }
        }
        self.postfix()
    }

    fn postfix(&mut self) -> CResult<Expr> {
        let mut e = self.primary()?;
        loop {
            if self.is_sym("^-1") {
                let pos = self.bump()?.pos;
                let depth = e.depth + 1;
                e = self.node(ExprKind::Reverse(Box::new(e)), pos, depth)?;
            } else if self.is_sym("(") {
                let pos = self.bump()?.pos;
                let arg = self.paren_body(pos)?;
                let depth = 1 + e.depth.max(arg.depth);
                e = self.node(ExprKind::Call(Box::new(e), Box::new(arg)), pos, depth)?;
            } else {
                return Ok(e);
            }
        }
    }

    /// The expression after an opening parenthesis at `open`, and the closing parenthesis.
    fn paren_body(&mut self, open: Pos) -> CResult<Expr> {
        self.enter(open)?;
        let e = self.expr(0)?;
        if !self.is_sym(")") {
            return Err(self.unexpected("')'"));
        }
        self.bump()?;
        self.nest -= 1;
        Ok(e)
    }

    fn primary(&mut self) -> CResult<Expr> {
        let pos = self.tok.pos;
        match self.tok.tok.clone() {
            Tok::Literal(text) => {
                self.bump()?;
                let v = match parse_object_at(&text, pos.line, pos.col) {
                    Ok(Object::Union(u)) => {
                        if union_kind(&u) == UnionKind::Mixed {
                            return Err(pos.error("a literal cannot mix sets and maps"));
                        }
                        Value::Union(u)
                    }
                    Ok(Object::Params(p)) => Value::Params(p),
                    Err(Error::Parse { line, col, msg }) => {
                        return Err(CalcError {
                            line,
                            col,
                            message: msg,
                        })
                    }
                    Err(e) => return Err(pos.error(lib(e))),
                };
                self.node(ExprKind::Literal(v), pos, 1)
            }
            Tok::Ident(name) => {
                if UnOp::from_word(&name).is_some() {
                    return Err(self.unexpected("an expression"));
                }
                self.bump()?;
                self.node(ExprKind::Var(name), pos, 1)
            }
            Tok::Sym("(") => {
                self.bump()?;
                self.paren_body(pos)
            }
            _ => Err(self.unexpected("an expression")),
        }
    }
}
