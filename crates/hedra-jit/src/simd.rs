//! Innermost loops in vector registers.
//!
//! An innermost loop whose band member is coincident carries no dependence: its
//! iterations may run in any order, a group of `W` consecutive ones at once. The JIT then
//! runs the loop `W` iterations at a time (`W` lanes of a 128-bit vector) while at least
//! `W` remain, and the rest one by one:
//!
//! ```text
//!   for (c = lo; c + W - 1 <= hi; c += W) { each statement, all W lanes }
//!   for (; c <= hi; c++) { each statement }
//! ```
//!
//! **When.** The body is statement calls with no promoted references. Every array element
//! they access, as an affine function of the loop counter `c` (the statement's subscripts
//! with its iterators replaced by the call's arguments), is either the same in every lane
//! (*broadcast*: `c` appears nowhere) or consecutive (*contiguous*: `c` with coefficient 1
//! in the last subscript only); a statement writes a contiguous element. Every element has
//! one type, `float`, `double`, `int` or `long`, and every operation is one C does in that
//! type: `+ - *` (and `/` for floating types), signs, the `MIN`/`MAX` conditional macros,
//! `sqrt`, and literals that convert to the type exactly (as C would convert them: an
//! integer literal of at most 24 bits in `float` code, 53 in `double` code, an
//! `f`-suffixed literal in `float` code). Each lane then computes exactly its scalar
//! iteration.
//!
//! **Exactness.** Lane `m` of a group runs iteration `c + m`. A group runs statement `S1`
//! for all its lanes before `S2`, where the loop ran `S1` then `S2` for each iteration;
//! that reorders instances of different iterations only, which the loop's independence
//! allows. A contiguous load or store at lane 0's element address reads or writes the
//! elements of the `W` iterations, which the footprint check covers like the scalar ones.

use crate::ctype::ElemType;
use crate::ctype::{float_literal, int_literal, CType, Elem};
use crate::error::{Error, Result};
use crate::lower::Lowerer;
use crate::math::{resolve, Function};
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{types, InstBuilder, MemFlagsData, Type, Value};
use hedra_codegen::ast::{Aff, Atom, Expr as LoopExpr, ForLoop, Node};
use hedra_ir::expr::{AssignOp, BinaryOp, Expr, UnaryOp};
use hedra_presburger::Int;

/// How the accesses of a reference move across the lanes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stride {
    /// The same element in every lane.
    Broadcast,
    /// Consecutive elements.
    Contiguous,
}

/// The vector form of an innermost loop.
pub(crate) struct LoopPlan {
    /// The vector type.
    ty: Type,
    /// The element type.
    elem: CType,
    /// The number of lanes.
    lanes: i64,
    /// For each call of the body, the stride of each reference, by reference id.
    strides: Vec<Vec<(usize, Stride)>>,
}

/// Vector loads and stores at any element address.
fn unaligned() -> MemFlagsData {
    MemFlagsData::new().with_notrap()
}

/// `e` (an expression of a statement body) as an affine function of the loop counters,
/// with iterator `k` standing for `args[k]`; `None` when it is not affine.
fn affine(e: &Expr, args: &[LoopExpr], params: &[String]) -> Option<Aff> {
    match e {
        Expr::Int(text) => {
            let (_, v) = int_literal(text)?;
            Some(Aff::constant(Int::from(i64::try_from(v).ok()?)))
        }
        Expr::Iterator(k) => match args.get(*k)? {
            LoopExpr::Aff(a) => Some(a.clone()),
            _ => None,
        },
        Expr::Param(name) => {
            let k = params.iter().position(|p| p == name)?;
            Some(Aff::term(Int::from(1), Atom::Param(k)))
        }
        Expr::Unary(UnaryOp::Plus, x) => affine(x, args, params),
        Expr::Unary(UnaryOp::Neg, x) => Some(affine(x, args, params)?.scaled(&Int::from(-1))),
        Expr::Binary(op @ (BinaryOp::Add | BinaryOp::Sub), a, b) => {
            let (a, b) = (affine(a, args, params)?, affine(b, args, params)?);
            let sign = if *op == BinaryOp::Add { 1 } else { -1 };
            Some(a.plus(&b.scaled(&Int::from(sign))))
        }
        Expr::Binary(BinaryOp::Mul, a, b) => {
            let (a, b) = (affine(a, args, params)?, affine(b, args, params)?);
            match (a.terms.is_empty(), b.terms.is_empty()) {
                (true, _) => Some(b.scaled(&a.constant)),
                (_, true) => Some(a.scaled(&b.constant)),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The coefficient of counter `depth` in `a`; `None` when it also appears inside a floor.
fn coefficient(a: &Aff, depth: usize) -> Option<Int> {
    let mut c = Int::from(0);
    for (k, atom) in &a.terms {
        match atom {
            Atom::Loop(d) if *d == depth => c += k,
            Atom::Floor(inner, _) if coefficient(inner, depth)? != Int::from(0) => return None,
            _ => {}
        }
    }
    Some(c)
}

impl Lowerer<'_, '_> {
    /// The vector form of the innermost loop `f`, when it has one (see the module
    /// documentation).
    pub(crate) fn simd_plan(&self, f: &ForLoop) -> Option<LoopPlan> {
        if !f.coincident
            || f.step != 1
            || !f.reduction_clause.is_empty()
            || !f.private.is_empty()
            || self.vector.is_some()
        {
            return None;
        }
        let mut elem: Option<Elem> = None;
        let mut strides = Vec::new();
        for n in &f.body {
            let Node::Call {
                statement,
                args,
                scalars,
            } = n
            else {
                return None;
            };
            if !scalars.is_empty() {
                return None;
            }
            let st = self.scop.statements.get(*statement)?;
            let mut refs = Vec::new();
            let mut visit = |e: &Expr, written: bool| -> Option<()> {
                let Expr::Access {
                    array,
                    subscripts,
                    reference,
                } = e
                else {
                    return Some(());
                };
                let slot = self.slot(array).ok()?;
                let e2 = self.layout.arrays[slot].elem;
                if *elem.get_or_insert(e2) != e2 {
                    return None;
                }
                let affs: Vec<Aff> = subscripts
                    .iter()
                    .map(|s| affine(s, args, &self.scop.params))
                    .collect::<Option<_>>()?;
                let coefs: Vec<Int> = affs
                    .iter()
                    .map(|a| coefficient(a, f.depth))
                    .collect::<Option<_>>()?;
                let stride = match coefs.split_last() {
                    Some((last, rest)) if rest.iter().all(|c| c.is_zero()) && last.is_one() => {
                        Stride::Contiguous
                    }
                    _ if coefs.iter().all(|c| c.is_zero()) && !written => Stride::Broadcast,
                    _ => return None,
                };
                if written && stride != Stride::Contiguous {
                    return None;
                }
                refs.push((*reference, stride));
                Some(())
            };
            visit(&st.body.lhs, true)?;
            walk(&st.body.rhs, &mut |e| visit(e, false))?;
            strides.push(refs);
        }
        let elem = elem?;
        let ty = match elem {
            Elem::F64 => types::F64X2,
            Elem::F32 => types::F32X4,
            Elem::I32 => types::I32X4,
            Elem::I64 => types::I64X2,
            _ => return None,
        };
        let ctype = elem.ctype();
        for n in &f.body {
            let Node::Call { statement, .. } = n else {
                return None;
            };
            let st = self.scop.statements.get(*statement)?;
            if st.body.op == AssignOp::Div && !ctype.is_float() {
                return None;
            }
            self.lanes_compute(&st.body.rhs, &ctype)?;
            if literal_operation(&st.body.rhs) {
                return None;
            }
        }
        Some(LoopPlan {
            ty,
            elem: ctype,
            lanes: (16 / elem.size()) as i64,
            strides,
        })
    }

    /// Whether every lane computes `e` in the element type `t`, exactly as its scalar
    /// iteration does.
    fn lanes_compute(&self, e: &Expr, t: &CType) -> Option<()> {
        let float = t.is_float();
        match e {
            Expr::Access { .. } => Some(()),
            Expr::Int(text) => {
                let (lt, v) = int_literal(text)?;
                let exact_bits = match t {
                    CType::F32 => 24,
                    CType::F64 => 53,
                    _ => 31,
                };
                let fits = v < (1u64 << exact_bits);
                let int_ok = float || CType::common(&lt, t) == *t;
                (fits && int_ok).then_some(())
            }
            Expr::Float(text) => {
                let (lt, _) = float_literal(text)?;
                (float && (lt == *t || (lt == CType::F32 && *t == CType::F64))).then_some(())
            }
            Expr::Unary(UnaryOp::Neg | UnaryOp::Plus, x) => self.lanes_compute(x, t),
            Expr::Binary(op, a, b) => {
                let allowed = matches!(op, BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul)
                    || (*op == BinaryOp::Div && float);
                allowed.then_some(())?;
                self.lanes_compute(a, t)?;
                self.lanes_compute(b, t)
            }
            Expr::Call(name, args) => {
                let ok = match resolve(name, &self.names.functions)? {
                    Function::MaxBySelect | Function::MinBySelect => args.len() == 2,
                    Function::Identity => args.len() == 1,
                    Function::Math("sqrt") => *t == CType::F64 && args.len() == 1,
                    Function::Math("sqrtf") => *t == CType::F32 && args.len() == 1,
                    Function::Math(_) => false,
                };
                ok.then_some(())?;
                args.iter().try_for_each(|a| self.lanes_compute(a, t))
            }
            _ => None,
        }
    }

    /// The loop `f` from `lower` to `upper` in groups of lanes, then one by one.
    pub(crate) fn simd_loop(
        &mut self,
        f: &ForLoop,
        plan: &LoopPlan,
        lower: Value,
        upper: Value,
    ) -> Result<()> {
        let c = self.counter(f.depth);
        // Every `c` tested is `lower` or follows a group that ended at most at `upper`, so
        // neither `c + W - 1` nor `c + W` overflows once `lower` and `upper` are at most
        // the largest value less `W`: tested once.
        let room = self.b.ins().iconst(types::I64, i64::MAX - plan.lanes);
        let high = self.b.ins().smax(lower, upper);
        let too_large = self.b.ins().icmp(IntCC::SignedGreaterThan, high, room);
        self.stop_if(too_large, crate::lower::STOPPED_OVERFLOW);
        self.stepped_loop(
            c,
            lower,
            upper,
            plan.lanes - 1,
            plan.lanes,
            &mut |l: &mut Self| {
                for (n, refs) in f.body.iter().zip(&plan.strides) {
                    if let Node::Call {
                        statement, args, ..
                    } = n
                    {
                        l.lanes_statement(*statement, args, refs, plan)?;
                    }
                }
                Ok(())
            },
        )?;
        let from = self.b.use_var(c);
        self.counts.simd_loops += 1;
        self.counted_loop(f, from, upper)
    }

    /// One statement for all the lanes of a group.
    fn lanes_statement(
        &mut self,
        statement: usize,
        args: &[LoopExpr],
        refs: &[(usize, Stride)],
        plan: &LoopPlan,
    ) -> Result<()> {
        let (st, inst) = self.instance(statement, args, &[])?;
        let addr = match self.place(&st.body.lhs, &inst)? {
            crate::body::Place::Memory(a, _) => a,
            crate::body::Place::Scalar(..) => {
                return Err(Error::Backend("a promoted target in a vector loop".into()))
            }
        };
        let rhs = self.lanes_value(&st.body.rhs, &inst, refs, plan)?;
        let value = match st.body.op {
            AssignOp::Assign => rhs,
            op => {
                let old = self.b.ins().load(plan.ty, unaligned(), addr, 0);
                self.lanes_arithmetic(crate::body::compound_operator(op), old, rhs, plan)?
            }
        };
        self.b.ins().store(unaligned(), value, addr, 0);
        Ok(())
    }

    /// The lanes of `e`.
    fn lanes_value(
        &mut self,
        e: &Expr,
        inst: &crate::body::Instance,
        refs: &[(usize, Stride)],
        plan: &LoopPlan,
    ) -> Result<Value> {
        let lost = || Error::Backend("an expression outside the vector loop's plan".into());
        match e {
            Expr::Access { reference, .. } => {
                let stride = refs
                    .iter()
                    .find(|r| r.0 == *reference)
                    .map(|r| r.1)
                    .ok_or_else(lost)?;
                let place = self.place(e, inst)?;
                match (stride, place) {
                    (Stride::Contiguous, crate::body::Place::Memory(addr, _)) => {
                        Ok(self.b.ins().load(plan.ty, unaligned(), addr, 0))
                    }
                    (_, place) => {
                        let (v, _) = self.read(&place);
                        Ok(self.b.ins().splat(plan.ty, v))
                    }
                }
            }
            Expr::Int(_) | Expr::Float(_) => {
                let (x, t) = match (e, int_literal_of(e), float_literal_of(e)) {
                    (_, Some((t, v)), _) => (self.b.ins().iconst(t.clif(), v as i64), t),
                    (_, _, Some((CType::F32, v))) => (self.b.ins().f32const(v as f32), CType::F32),
                    (_, _, Some((t, v))) => (self.b.ins().f64const(v), t),
                    _ => return Err(lost()),
                };
                let x = self.convert(x, &t, &plan.elem);
                Ok(self.b.ins().splat(plan.ty, x))
            }
            Expr::Unary(UnaryOp::Plus, x) => self.lanes_value(x, inst, refs, plan),
            Expr::Unary(UnaryOp::Neg, x) => {
                let v = self.lanes_value(x, inst, refs, plan)?;
                Ok(if plan.elem.is_float() {
                    self.b.ins().fneg(v)
                } else {
                    self.b.ins().ineg(v)
                })
            }
            Expr::Binary(op, a, b) => {
                let a = self.lanes_value(a, inst, refs, plan)?;
                let b = self.lanes_value(b, inst, refs, plan)?;
                self.lanes_arithmetic(*op, a, b, plan)
            }
            Expr::Call(name, args) => {
                let f = resolve(name, &self.names.functions).ok_or_else(lost)?;
                let mut xs = Vec::with_capacity(args.len());
                for a in args {
                    xs.push(self.lanes_value(a, inst, refs, plan)?);
                }
                match f {
                    Function::Identity => Ok(xs[0]),
                    Function::Math(_) => Ok(self.b.ins().sqrt(xs[0])),
                    Function::MaxBySelect | Function::MinBySelect => {
                        let max = f == Function::MaxBySelect;
                        Ok(self.lanes_select(max, xs[0], xs[1], plan))
                    }
                }
            }
            _ => Err(lost()),
        }
    }

    /// `a >= b ? a : b` (`max`) or `a <= b ? a : b`, lane by lane.
    fn lanes_select(&mut self, max: bool, a: Value, b: Value, plan: &LoopPlan) -> Value {
        let mask = if plan.elem.is_float() {
            let cc = if max {
                FloatCC::GreaterThanOrEqual
            } else {
                FloatCC::LessThanOrEqual
            };
            let m = self.b.ins().fcmp(cc, a, b);
            self.b.ins().bitcast(plan.ty, MemFlagsData::new(), m)
        } else {
            let cc = if max {
                IntCC::SignedGreaterThanOrEqual
            } else {
                IntCC::SignedLessThanOrEqual
            };
            self.b.ins().icmp(cc, a, b)
        };
        self.b.ins().bitselect(mask, a, b)
    }

    fn lanes_arithmetic(
        &mut self,
        op: BinaryOp,
        a: Value,
        b: Value,
        plan: &LoopPlan,
    ) -> Result<Value> {
        let float = plan.elem.is_float();
        Ok(match (op, float) {
            (BinaryOp::Add, true) => self.b.ins().fadd(a, b),
            (BinaryOp::Sub, true) => self.b.ins().fsub(a, b),
            (BinaryOp::Mul, true) => self.b.ins().fmul(a, b),
            (BinaryOp::Div, true) => self.b.ins().fdiv(a, b),
            (BinaryOp::Add, false) => self.b.ins().iadd(a, b),
            (BinaryOp::Sub, false) => self.b.ins().isub(a, b),
            (BinaryOp::Mul, false) => self.b.ins().imul(a, b),
            _ => {
                return Err(Error::Backend(
                    "an operator outside the vector loop's plan".into(),
                ))
            }
        })
    }
}

/// Whether `e` has an operation whose operands are all literals (`1 / 2`, `-0`, `0.1f *
/// 0.3f`): C computes it in the literals' own types (`1 / 2` is 0, `-0` is +0.0 once
/// converted), where the lanes would compute it in the element type.
pub(crate) fn literal_operation(e: &Expr) -> bool {
    let inner = |e: &Expr| -> bool {
        match e {
            Expr::Unary(_, x) | Expr::Cast(_, x) => literal_operation(x),
            Expr::Binary(_, a, b) => literal_operation(a) || literal_operation(b),
            Expr::Call(_, args) => args.iter().any(literal_operation),
            Expr::Ternary(c, a, b) => {
                literal_operation(c) || literal_operation(a) || literal_operation(b)
            }
            _ => false,
        }
    };
    let is_operation = !matches!(e, Expr::Int(_) | Expr::Float(_) | Expr::Access { .. });
    (is_operation && literal_only(e) && !exact_literal(e)) || inner(e)
}

/// An expression of literals only.
fn literal_only(e: &Expr) -> bool {
    match e {
        Expr::Int(_) | Expr::Float(_) => true,
        Expr::Unary(_, x) | Expr::Cast(_, x) => literal_only(x),
        Expr::Binary(_, a, b) => literal_only(a) && literal_only(b),
        Expr::Call(_, args) => args.iter().all(literal_only),
        Expr::Ternary(c, a, b) => literal_only(c) && literal_only(a) && literal_only(b),
        _ => false,
    }
}

/// A literal, a signed one (`-1.5`, `-2`, but not `-0`, which C computes as the integer
/// 0), or a one-argument call of one (`SCALAR_VAL(0.5)`): the same value in any type
/// that holds it.
fn exact_literal(e: &Expr) -> bool {
    match e {
        Expr::Int(_) | Expr::Float(_) => true,
        Expr::Unary(UnaryOp::Neg | UnaryOp::Plus, x) => match x.as_ref() {
            Expr::Float(_) => true,
            Expr::Int(text) => int_literal(text).is_some_and(|(_, v)| v != 0),
            _ => false,
        },
        Expr::Call(_, args) => matches!(args.as_slice(), [a] if exact_literal(a)),
        _ => false,
    }
}

fn int_literal_of(e: &Expr) -> Option<(CType, u64)> {
    match e {
        Expr::Int(text) => int_literal(text),
        _ => None,
    }
}

fn float_literal_of(e: &Expr) -> Option<(CType, f64)> {
    match e {
        Expr::Float(text) => float_literal(text),
        _ => None,
    }
}

/// Calls `visit` on `e` and every expression inside it.
fn walk(e: &Expr, visit: &mut dyn FnMut(&Expr) -> Option<()>) -> Option<()> {
    visit(e)?;
    match e {
        Expr::Access { .. } => Some(()),
        Expr::Call(_, args) => args.iter().try_for_each(|a| walk(a, visit)),
        Expr::Unary(_, x) | Expr::Cast(_, x) => walk(x, visit),
        Expr::Binary(_, a, b) => {
            walk(a, visit)?;
            walk(b, visit)
        }
        Expr::Ternary(c, a, b) => {
            walk(c, visit)?;
            walk(a, visit)?;
            walk(b, visit)
        }
        _ => Some(()),
    }
}
