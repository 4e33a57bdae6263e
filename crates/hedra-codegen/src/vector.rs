//! Vector registers for promoted register blocks.
//!
//! After unrolling (the `unroll` module) and scalar promotion (the `promote` module), a register
//! block of gemm is a loop over `k` whose body is 96 statement copies on 96 scalars:
//!
//! ```text
//!   r0  += A[i][k] * B[k][j];       r1  += A[i][k] * B[k][j + 1];  ...  r15 += .. B[k][j + 15];
//!   r16 += A[i + 1][k] * B[k][j];   ...
//! ```
//!
//! The C compiler is meant to pack each row of sixteen into one vector (SLP), but it often
//! does not: with run-time sizes gcc vectorizes the `k` loop itself instead, with strided
//! gathers of `B`, and runs the block ten times slower than it could. This module finds
//! the vector form of such a block so that the printer can write it with GNU C vector
//! types, where the compiler has no choice left:
//!
//! ```text
//!   hedra_f32x16 r0 = *(const hedra_f32x16 *)&C[i][j];
//!   for (k ..) r0 += A[i][k] * *(const hedra_f32x16 *)&B[k][j];
//!   *(hedra_f32x16 *)&C[i][j] = r0;
//! ```
//!
//! **Runs.** The calls of each straight-line list in the block are cut into *runs* of `W`
//! consecutive calls of one statement (`W` lanes). In a run, every access of the statement
//! either addresses the same element in every lane (a *broadcast*: lane `m`'s subscripts
//! equal lane 0's) or consecutive elements (*contiguous*: lane `m`'s subscripts are lane 0's
//! plus `m` in the last dimension), as computed from each lane's own iterator values. A
//! contiguous access is one vector load or store; a broadcast one is a scalar, which GNU C
//! spreads over the lanes in a binary operation.
//!
//! **Exactness.** A run evaluates the right-hand sides of all its lanes before it writes
//! any, where the original ran lane 0's assignment, then lane 1's, and so on; the runs
//! themselves keep their order. That is the same computation when no lane reads or writes
//! an element that another lane of the run writes. For each pair of accesses to one array,
//! one of them a write, the plan requires that in every lane they address the same element,
//! or that they never meet across lanes: some subscript differs by a non-zero constant
//! outside the last dimension, or the last differs by a constant of at least `W` (a
//! broadcast write, which every lane would store to, is refused). The arithmetic is the
//! same per lane: only `+ - * /` and unary signs, over elements of one floating type and
//! literals that convert to it exactly (integers of at most 24 bits, `f`-suffixed
//! constants in `float` code), so each lane computes what its scalar statement did.
//! Anything else — calls, comparisons, casts, iterators used as values, accumulators of
//! another type — leaves the block to the scalar form.
//!
//! **Scalars.** Every promoted scalar of the block must be one lane of one vector, at the
//! same lane in every run that uses it: the vector is loaded from lane 0's element and
//! stored back there.

use crate::ast::{Aff, Node, Promotion};
use crate::promote::{affine_args, constant_difference, subscripts};
use hedra_ir::expr::{AssignOp, BinaryOp, Expr, UnaryOp};
use hedra_ir::{AccessKind, Scop};
use hedra_presburger::Int;

/// The vector widths tried, in bytes, widest first.
const WIDTHS: [usize; 3] = [64, 32, 16];

/// A GNU C vector type: `lanes` elements of a floating type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct VectorType {
    /// `float` or `double`.
    pub elem: &'static str,
    /// The number of lanes.
    pub lanes: usize,
}

impl VectorType {
    /// The C name of the type (`hedra_f32x16`).
    pub fn name(&self) -> String {
        let bits = if self.elem == "float" { 32 } else { 64 };
        format!("hedra_f{bits}x{}", self.lanes)
    }

    /// The vector of `bytes` bytes of `elem`.
    fn of_width(elem: &'static str, bytes: usize) -> VectorType {
        let size = if elem == "float" { 4 } else { 8 };
        VectorType {
            elem,
            lanes: bytes / size,
        }
    }

    /// The size of one element in bytes.
    fn elem_bytes(&self) -> usize {
        if self.elem == "float" {
            4
        } else {
            8
        }
    }

    /// The `typedef` of the type: unaligned and allowed to alias its elements, so that a
    /// vector may be loaded from and stored to any element address.
    pub fn typedef(&self) -> String {
        format!(
            "typedef {} {} __attribute__((vector_size({}), aligned({}), may_alias));",
            self.elem,
            self.name(),
            self.lanes * self.elem_bytes(),
            self.elem_bytes()
        )
    }
}

/// One array reference of a run's lead, at lane 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Element {
    /// The reference id in the statement.
    pub reference: usize,
    /// The array.
    pub array: String,
    /// Lane 0's element.
    pub subscripts: Vec<Aff>,
    /// The statement writes through the reference.
    pub written: bool,
}

/// The vector form of one call that leads a run (lane 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lead {
    /// Contiguous references not held in scalars: each is a vector load (or store) at lane
    /// 0's element.
    pub memory: Vec<Element>,
    /// Broadcast references: the same element in every lane.
    pub shared: Vec<Element>,
}

/// How a promoted block is written with vectors.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The vector type of every run.
    pub ty: VectorType,
    /// The block's element type as the source names it, when it is not `float` or
    /// `double` itself (a macro or a typedef such as `DATA_TYPE`): the vector form then
    /// runs only where the C compiler finds that type to be [`VectorType::elem`], and
    /// every scalar the lanes share is converted to that type, so that the form compiles
    /// whatever the name stands for.
    pub guard: Option<String>,
    /// For each call of the block, in the order the printer meets them: the lead of a run,
    /// or `None` for the other lanes (printed by the lead).
    pub calls: Vec<Option<Lead>>,
    /// The promoted scalars (indices into [`Promotion::scalars`]) that hold lane 0 of a
    /// vector; the vector keeps the lead's scalar id.
    pub vectors: Vec<usize>,
}

/// The vector forms of `p` (see the module documentation): none, one when its element type
/// is `float` or `double`, or one for each of them when the type is a name whose meaning
/// only the C compiler knows.
pub fn plan(scop: &Scop, p: &Promotion) -> Vec<Plan> {
    let Some((text, lists)) = block(scop, p) else {
        return Vec::new();
    };
    let guard = guard_of(text);
    elem_types(text)
        .iter()
        .filter_map(|&elem| {
            let plans: Vec<Plan> = WIDTHS
                .iter()
                .filter_map(|bytes| {
                    let ty = VectorType::of_width(elem, *bytes);
                    plan_with(scop, p, &lists, ty, text, guard.clone())
                })
                .collect();
            widest_with_enough_chains(plans)
        })
        .collect()
}

/// The vector form of `p` with vectors of `bytes` bytes of `elem` (`float` or `double`),
/// if it has one: for a code generator whose vector registers have that one width (a JIT).
pub fn plan_of_width(scop: &Scop, p: &Promotion, elem: &'static str, bytes: usize) -> Option<Plan> {
    let (text, lists) = block(scop, p)?;
    if !elem_types(text).contains(&elem) {
        return None;
    }
    let ty = VectorType::of_width(elem, bytes);
    plan_with(scop, p, &lists, ty, text, guard_of(text))
}

/// The element type of a block as written and its lists of consecutive calls, when the
/// block may have a vector form at all.
fn block<'a>(scop: &'a Scop, p: &'a Promotion) -> Option<(&'a str, Vec<Vec<&'a Node>>)> {
    if !p.locals.is_empty() || p.scalars.iter().any(|s| s.accumulator.is_some()) {
        return None;
    }
    let text = p.scalars.first().and_then(|s| type_text(scop, &s.array))?;
    let mut lists = Vec::new();
    call_lists(&p.body, &mut lists)?;
    Some((text, lists))
}

/// The vector element types a block of element type `text` may use.
fn elem_types(text: &str) -> &'static [&'static str] {
    match text {
        "float" => &["float"],
        "double" => &["double"],
        t if is_type_name(t) => &["double", "float"],
        _ => &[],
    }
}

/// The type name a vector form runs under, when the element type is not `float` or
/// `double` as written.
fn guard_of(text: &str) -> Option<String> {
    (!matches!(text, "float" | "double")).then(|| text.to_string())
}

/// The number of vector accumulators below which a narrower vector is preferred.
const MIN_CHAINS: usize = 4;

/// Of the plans of one block, widest first: the widest with at least [`MIN_CHAINS`]
/// vectors, else the widest. Each vector of a block is one chain of dependent updates
/// (one per iteration of the accumulating loop, in the source's order, which the vector
/// form keeps), and a core overlaps independent chains only: a row of sixteen doubles is
/// two 64-byte chains, which wait on the latency of every update, or four 32-byte ones.
fn widest_with_enough_chains(plans: Vec<Plan>) -> Option<Plan> {
    let enough = plans.iter().position(|p| p.vectors.len() >= MIN_CHAINS);
    plans.into_iter().nth(enough.unwrap_or(0))
}

/// The element type of `array` as written, unless the front end knows it to be an
/// integer type.
fn type_text<'a>(scop: &'a Scop, array: &str) -> Option<&'a str> {
    let a = scop.arrays.iter().find(|a| a.name == array)?;
    if a.integer.is_some() {
        return None;
    }
    a.element_type.as_deref()
}

/// A single identifier that is not one of C's own type keywords: a macro or a typedef
/// that may stand for `float` or `double`.
fn is_type_name(t: &str) -> bool {
    const KEYWORDS: [&str; 12] = [
        "void", "char", "short", "int", "long", "signed", "unsigned", "_Bool", "bool", "_Complex",
        "float", "double",
    ];
    t.chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && t.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !KEYWORDS.contains(&t)
}

/// Collects the maximal lists of consecutive calls under loops and guards; `None` when the
/// block holds anything else (a nested promotion, a parallel loop).
fn call_lists<'a>(nodes: &'a [Node], out: &mut Vec<Vec<&'a Node>>) -> Option<()> {
    let mut calls = Vec::new();
    for n in nodes {
        match n {
            Node::Call { .. } => calls.push(n),
            Node::For(f) if !f.parallel => {
                flush(&mut calls, out);
                call_lists(&f.body, out)?;
            }
            Node::If { body, .. } => {
                flush(&mut calls, out);
                call_lists(body, out)?;
            }
            _ => return None,
        }
    }
    flush(&mut calls, out);
    Some(())
}

fn flush<'a>(calls: &mut Vec<&'a Node>, out: &mut Vec<Vec<&'a Node>>) {
    if !calls.is_empty() {
        out.push(std::mem::take(calls));
    }
}

fn plan_with(
    scop: &Scop,
    p: &Promotion,
    lists: &[Vec<&Node>],
    ty: VectorType,
    text: &str,
    guard: Option<String>,
) -> Option<Plan> {
    let mut calls = Vec::new();
    // The vector and lane of each promoted scalar id, as the runs assign them.
    let mut lane_of: Vec<(usize, usize, usize)> = Vec::new();
    for list in lists {
        if list.len() % ty.lanes != 0 {
            return None;
        }
        for run in list.chunks(ty.lanes) {
            let (lead, scalar_lanes) = run_form(scop, run, ty, text)?;
            for (id, leader, lane) in scalar_lanes {
                match lane_of.iter().find(|x| x.0 == id) {
                    Some(&(_, l, m)) if (l, m) != (leader, lane) => return None,
                    Some(_) => {}
                    None => lane_of.push((id, leader, lane)),
                }
            }
            calls.push(Some(lead));
            calls.extend(std::iter::repeat_n(None, ty.lanes - 1));
        }
    }
    let mut vectors = Vec::new();
    for (k, s) in p.scalars.iter().enumerate() {
        let &(_, leader, lane) = lane_of.iter().find(|x| x.0 == s.id)?;
        if lane == 0 && leader == s.id {
            vectors.push(k);
        }
    }
    // Every vector's lanes are promoted scalars of the block, lane `m` at lane 0's element
    // plus `m` in the last dimension, that agree on storing back.
    for &k in &vectors {
        let lead = &p.scalars[k];
        let mut seen = 0;
        for s in &p.scalars {
            let Some(&(_, _, m)) = lane_of.iter().find(|x| x.0 == s.id && x.1 == lead.id) else {
                continue;
            };
            let diff = differences(&lead.subscripts, &s.subscripts)?;
            let (last, rest) = diff.split_last()?;
            if s.array != lead.array
                || s.store != lead.store
                || rest.iter().any(|d| !d.is_zero())
                || *last != m as i64
            {
                return None;
            }
            seen += 1;
        }
        if seen != ty.lanes {
            return None;
        }
    }
    Some(Plan {
        ty,
        guard,
        calls,
        vectors,
    })
}

/// The subscripts of every access of a call, by access index; `None` when some argument or
/// access is not quasi-affine.
fn lane_subscripts(scop: &Scop, call: &Node) -> Option<(usize, Vec<Vec<Aff>>)> {
    let Node::Call {
        statement, args, ..
    } = call
    else {
        return None;
    };
    let st = scop.statements.get(*statement)?;
    let args = affine_args(args)?;
    let subs = st
        .accesses
        .iter()
        .map(|a| subscripts(scop, a, &args))
        .collect::<Option<_>>()?;
    Some((*statement, subs))
}

/// How an access moves from lane to lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stride {
    Broadcast,
    Contiguous,
}

/// The vector form of a run: its lead, and `(scalar id, lead scalar id, lane)` for every
/// promoted scalar it uses.
type RunForm = (Lead, Vec<(usize, usize, usize)>);

fn run_form(scop: &Scop, run: &[&Node], ty: VectorType, text: &str) -> Option<RunForm> {
    let lanes: Vec<(usize, Vec<Vec<Aff>>)> = run
        .iter()
        .map(|c| lane_subscripts(scop, c))
        .collect::<Option<_>>()?;
    let statement = lanes[0].0;
    if lanes.iter().any(|l| l.0 != statement) {
        return None;
    }
    let st = scop.statements.get(statement)?;
    let strides: Vec<Stride> = (0..st.accesses.len())
        .map(|a| stride(&lanes, a))
        .collect::<Option<_>>()?;
    lanes_apart(st, &lanes[0].1, &strides, ty.lanes)?;
    arithmetic_of(scop, &st.body.rhs, ty, text)?;
    let lhs_vector = st
        .accesses
        .iter()
        .zip(&strides)
        .any(|(a, s)| a.kind == AccessKind::Write && *s == Stride::Contiguous);
    let rhs_vector = reads_vector(&st.body.rhs, st, &strides);
    if !lhs_vector || (st.body.op == AssignOp::Assign && !rhs_vector) {
        return None;
    }
    let renamed = |c: &Node, r: usize| match c {
        Node::Call { scalars, .. } => scalars.iter().find(|x| x.0 == r).map(|x| x.1),
        _ => None,
    };
    let mut memory = Vec::new();
    let mut shared = Vec::new();
    let mut scalar_lanes = Vec::new();
    for (k, a) in st.accesses.iter().enumerate() {
        let names: Vec<Option<usize>> = run.iter().map(|c| renamed(c, a.reference)).collect();
        match (strides[k], names[0]) {
            (Stride::Contiguous, Some(lead)) => {
                for (m, n) in names.iter().enumerate() {
                    scalar_lanes.push(((*n)?, lead, m));
                }
            }
            (_, Some(_)) => return None,
            (_, None) if names.iter().any(|n| n.is_some()) => return None,
            (stride, None) => {
                let list = match stride {
                    Stride::Contiguous => &mut memory,
                    Stride::Broadcast => &mut shared,
                };
                if !list.iter().any(|e: &Element| e.reference == a.reference) {
                    list.push(Element {
                        reference: a.reference,
                        array: a.array.clone(),
                        subscripts: lanes[0].1[k].clone(),
                        written: st
                            .accesses
                            .iter()
                            .any(|b| b.reference == a.reference && b.kind == AccessKind::Write),
                    });
                }
            }
        }
    }
    Some((Lead { memory, shared }, scalar_lanes))
}

/// The stride of access `a` over the lanes.
fn stride(lanes: &[(usize, Vec<Vec<Aff>>)], a: usize) -> Option<Stride> {
    let first = &lanes[0].1[a];
    let mut kind = None;
    for (m, lane) in lanes.iter().enumerate().skip(1) {
        let diff = differences(first, &lane.1[a])?;
        let Some((last, rest)) = diff.split_last() else {
            // A scalar: the same in every lane.
            kind = Some(Stride::Broadcast);
            continue;
        };
        if rest.iter().any(|d| !d.is_zero()) {
            return None;
        }
        let k = if last.is_zero() {
            Stride::Broadcast
        } else if *last == m as i64 {
            Stride::Contiguous
        } else {
            return None;
        };
        if kind.is_some_and(|x| x != k) {
            return None;
        }
        kind = Some(k);
    }
    kind.or(Some(Stride::Broadcast))
}

/// `b - a` per subscript, when every difference is a constant.
fn differences(a: &[Aff], b: &[Aff]) -> Option<Vec<Int>> {
    if a.len() != b.len() {
        return None;
    }
    a.iter()
        .zip(b)
        .map(|(x, y)| constant_difference(y, x))
        .collect()
}

/// No lane touches an element that another lane of the run writes (see the module
/// documentation).
fn lanes_apart(
    st: &hedra_ir::Statement,
    subs: &[Vec<Aff>],
    strides: &[Stride],
    lanes: usize,
) -> Option<()> {
    let n = st.accesses.len();
    for x in 0..n {
        if st.accesses[x].kind != AccessKind::Write {
            continue;
        }
        if strides[x] == Stride::Broadcast {
            return None;
        }
        for y in 0..n {
            if y == x || st.accesses[y].array != st.accesses[x].array {
                continue;
            }
            let diff = differences(&subs[x], &subs[y])?;
            let (last, rest) = diff.split_last()?;
            let apart = rest.iter().any(|d| !d.is_zero())
                || (strides[y] == Stride::Contiguous
                    && (last.is_zero() || last.abs() >= lanes as i64));
            if !apart {
                return None;
            }
        }
    }
    Some(())
}

/// The right-hand side computes lane by lane in the vector's element type: its elements
/// have the block's element type `text`.
fn arithmetic_of(scop: &Scop, e: &Expr, ty: VectorType, text: &str) -> Option<()> {
    match e {
        Expr::Access { array, .. } => (type_text(scop, array)? == text).then_some(()),
        Expr::Float(f) => exact_float(f, ty.elem).then_some(()),
        Expr::Int(i) => small_integer(i).then_some(()),
        Expr::Unary(UnaryOp::Neg | UnaryOp::Plus, x) => arithmetic_of(scop, x, ty, text),
        Expr::Binary(BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Div, a, b) => {
            arithmetic_of(scop, a, ty, text)?;
            arithmetic_of(scop, b, ty, text)
        }
        _ => None,
    }
}

/// A floating literal of the vector's element type: `f`-suffixed for `float`, without
/// suffix or `f`-suffixed for `double` (a `float` constant widens exactly).
fn exact_float(text: &str, elem: &str) -> bool {
    let t = text.to_ascii_lowercase();
    if t.ends_with('l') {
        return false;
    }
    elem == "double" || t.ends_with('f')
}

/// A decimal integer literal of at most 24 bits, which every floating type holds exactly.
fn small_integer(text: &str) -> bool {
    text.chars().all(|c| c.is_ascii_digit())
        && text.len() <= 8
        && text.parse::<u64>().is_ok_and(|v| v <= 1 << 24)
}

/// The right-hand side reads some contiguous access.
fn reads_vector(e: &Expr, st: &hedra_ir::Statement, strides: &[Stride]) -> bool {
    match e {
        Expr::Access { reference, .. } => st
            .accesses
            .iter()
            .zip(strides)
            .any(|(a, s)| a.reference == *reference && *s == Stride::Contiguous),
        Expr::Unary(_, x) => reads_vector(x, st, strides),
        Expr::Binary(_, a, b) => reads_vector(a, st, strides) || reads_vector(b, st, strides),
        _ => false,
    }
}
