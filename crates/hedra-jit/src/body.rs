//! Statement bodies in cranelift IR, with C's semantics.
//!
//! A call of statement `S` with iterator values `v` runs `S`'s assignment with each
//! iterator replaced by its value, converted to the iterator's own C type (the counters are
//! 64 bits wide; an `int` iterator is an `int` again in the body). Every expression is
//! computed in the type C computes it in (see [`crate::ctype`]):
//!
//! - arithmetic converts its operands to their common type; integer division and remainder
//!   by zero (and of the least value by -1) stop the run (C leaves them undefined; the JIT
//!   reports them instead of trapping the host);
//! - comparisons, `!`, `&&` and `||` give an `int` 0 or 1; `&&`, `||` and `?:` evaluate
//!   only the operand C evaluates;
//! - a conversion from floating to integer saturates where C is undefined (out of range),
//!   instead of trapping;
//! - an assignment `x op= e` computes `x op e` in the common type and converts the result
//!   to `x`'s type.
//!
//! Array elements are loaded and stored at their row-major addresses (see [`crate::lower`]);
//! references held in promoted scalars (hedra-codegen's scalar promotion and reduction
//! accumulators) read and write the scalar's variable instead.

use crate::ctype::ElemType;
use crate::ctype::{float_literal, int_literal, CType};
use crate::error::{Error, Result};
use crate::lower::{Lowerer, STOPPED_DIVISION};
use crate::math::{math_function, resolve, Function, Lowering};
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{types, AbiParam, InstBuilder, MemFlagsData, Value};
use cranelift_frontend::Variable;
use cranelift_module::{Linkage, Module};
use hedra_codegen::ast::Expr as LoopExpr;
use hedra_ir::expr::{AssignOp, BinaryOp, Expr, UnaryOp};

/// The promoted scalars in scope: scalar id, its variable and its type.
#[derive(Default)]
pub(crate) struct Scalars(Vec<(usize, Variable, CType)>);

impl Scalars {
    /// Brings scalar `id` into scope.
    pub fn insert(&mut self, id: usize, var: Variable, ty: CType) {
        self.0.push((id, var, ty));
    }

    /// Takes scalar `id` out of scope.
    pub fn remove(&mut self, id: usize) {
        self.0.retain(|s| s.0 != id);
    }

    /// True when no promoted scalar is in scope.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    fn get(&self, id: usize) -> Option<(Variable, CType)> {
        self.0
            .iter()
            .rev()
            .find(|s| s.0 == id)
            .map(|s| (s.1, s.2.clone()))
    }
}

/// The operator of a compound assignment (`+=` is `+`).
pub(crate) fn compound_operator(op: AssignOp) -> BinaryOp {
    match op {
        AssignOp::Add => BinaryOp::Add,
        AssignOp::Sub => BinaryOp::Sub,
        AssignOp::Mul => BinaryOp::Mul,
        AssignOp::Div | AssignOp::Assign => BinaryOp::Div,
    }
}

/// A value of a body with its C type.
pub(crate) type Typed = (Value, CType);

/// Where a reference of a body lives: an array element or a promoted scalar.
pub(crate) enum Place {
    Memory(Value, CType),
    Scalar(Variable, CType),
}

/// The statement being translated: its iterator values and promoted references.
pub(crate) struct Instance<'s> {
    iterators: Vec<Typed>,
    scalars: &'s [(usize, usize)],
}

impl<'a> Lowerer<'a, '_> {
    /// The iterator values of a call of `statement` with `args`, converted to the
    /// iterators' C types, and the statement.
    pub(crate) fn instance<'s>(
        &mut self,
        statement: usize,
        args: &[LoopExpr],
        scalars: &'s [(usize, usize)],
    ) -> Result<(&'a hedra_ir::Statement, Instance<'s>)> {
        let scop = self.scop;
        let st = scop
            .statements
            .get(statement)
            .ok_or_else(|| Error::Unsupported(format!("statement {statement}")))?;
        let mut iterators = Vec::with_capacity(args.len());
        for (a, name) in args.iter().zip(&st.iterators) {
            let v = self.expr(a)?;
            let ty = CType::Int(scop.int_type(name));
            iterators.push((self.convert(v, &CType::Int(crate::ctype::long()), &ty), ty));
        }
        Ok((st, Instance { iterators, scalars }))
    }

    /// One statement instance.
    pub(crate) fn call(
        &mut self,
        statement: usize,
        args: &[LoopExpr],
        scalars: &[(usize, usize)],
    ) -> Result<()> {
        let (st, inst) = self.instance(statement, args, scalars)?;
        let place = self.place(&st.body.lhs, &inst)?;
        let rhs = self.value(&st.body.rhs, &inst)?;
        let target = match &place {
            Place::Memory(_, t) | Place::Scalar(_, t) => t.clone(),
        };
        let result = match st.body.op {
            AssignOp::Assign => rhs,
            op => {
                let old = self.read(&place);
                self.arithmetic(compound_operator(op), old, rhs)?
            }
        };
        let v = self.convert(result.0, &result.1, &target);
        self.write(&place, v);
        Ok(())
    }

    /// Where reference `e` (an access) lives.
    pub(crate) fn place(&mut self, e: &Expr, inst: &Instance) -> Result<Place> {
        let Expr::Access {
            array,
            subscripts,
            reference,
        } = e
        else {
            return Err(Error::Unsupported(
                "an assignment to something else than a variable".into(),
            ));
        };
        if let Some(&(_, id)) = inst.scalars.iter().find(|(r, _)| r == reference) {
            let (var, ty) = self
                .scalars
                .get(id)
                .ok_or_else(|| Error::Unsupported(format!("the promoted scalar {id}")))?;
            return Ok(Place::Scalar(var, ty));
        }
        let slot = self.slot(array)?;
        if let Some((var, ty)) = self.register(slot) {
            return Ok(Place::Scalar(var, ty));
        }
        let mut subs = Vec::with_capacity(subscripts.len());
        for s in subscripts {
            let (v, t) = self.value(s, inst)?;
            if t.is_float() {
                return Err(Error::Unsupported(format!(
                    "a floating subscript of {array}"
                )));
            }
            let long = CType::Int(crate::ctype::long());
            subs.push(self.convert(v, &t, &long));
        }
        let addr = self.element_address(slot, &subs)?;
        Ok(Place::Memory(addr, self.layout.arrays[slot].elem.ctype()))
    }

    /// Writes `v` (of the place's type) to `place`.
    pub(crate) fn write(&mut self, place: &Place, v: Value) {
        match place {
            Place::Memory(addr, _) => {
                self.b.ins().store(MemFlagsData::trusted(), v, *addr, 0);
            }
            Place::Scalar(var, _) => {
                self.b.def_var(*var, v);
                self.mark_written(*var);
            }
        }
    }

    pub(crate) fn read(&mut self, place: &Place) -> Typed {
        match place {
            Place::Memory(addr, t) => {
                let v = self
                    .b
                    .ins()
                    .load(t.clif(), MemFlagsData::trusted(), *addr, 0);
                (v, t.clone())
            }
            Place::Scalar(var, t) => (self.b.use_var(*var), t.clone()),
        }
    }

    /// The value of `e`.
    fn value(&mut self, e: &Expr, inst: &Instance) -> Result<Typed> {
        match e {
            Expr::Int(text) => {
                let (t, v) = int_literal(text)
                    .ok_or_else(|| Error::Unsupported(format!("the literal {text}")))?;
                Ok((self.b.ins().iconst(t.clif(), v as i64), t))
            }
            Expr::Float(text) => match float_literal(text) {
                Some((CType::F32, v)) => Ok((self.b.ins().f32const(v as f32), CType::F32)),
                Some((t, v)) => Ok((self.b.ins().f64const(v), t)),
                None => Err(Error::Unsupported(format!("the literal {text}"))),
            },
            Expr::Iterator(k) => inst
                .iterators
                .get(*k)
                .cloned()
                .ok_or_else(|| Error::Unsupported(format!("iterator {k}"))),
            Expr::Param(name) => {
                let k = self
                    .scop
                    .params
                    .iter()
                    .position(|p| p == name)
                    .ok_or_else(|| Error::Unsupported(format!("the parameter {name}")))?;
                let ty = CType::Int(self.scop.int_type(name));
                let long = CType::Int(crate::ctype::long());
                Ok((self.convert(self.params[k], &long, &ty), ty))
            }
            Expr::Access { .. } => {
                let place = self.place(e, inst)?;
                Ok(self.read(&place))
            }
            Expr::Call(name, args) => self.call_function(name, args, inst),
            Expr::Unary(op, x) => {
                let x = self.value(x, inst)?;
                self.unary(*op, x)
            }
            Expr::Binary(BinaryOp::And | BinaryOp::Or, _, _) => self.logical(e, inst),
            Expr::Binary(op, a, b) => {
                let (a, b) = (self.value(a, inst)?, self.value(b, inst)?);
                self.binary(*op, a, b)
            }
            Expr::Ternary(c, a, b) => self.conditional(c, a, b, inst),
            Expr::Cast(ty, x) => {
                let to = self.type_named(ty)?;
                let (v, from) = self.value(x, inst)?;
                Ok((self.convert(v, &from, &to), to))
            }
        }
    }

    fn unary(&mut self, op: UnaryOp, (v, t): Typed) -> Result<Typed> {
        let t2 = t.promoted();
        let v = self.convert(v, &t, &t2);
        Ok(match op {
            UnaryOp::Plus => (v, t2),
            UnaryOp::Neg if t2.is_float() => (self.b.ins().fneg(v), t2),
            UnaryOp::Neg => (self.b.ins().ineg(v), t2),
            UnaryOp::BitNot if t2.is_float() => {
                return Err(Error::Unsupported("`~` of a floating value".into()))
            }
            UnaryOp::BitNot => (self.b.ins().bnot(v), t2),
            UnaryOp::Not => {
                let truth = self.truth(v, &t2);
                let zero = self.b.ins().icmp_imm_s(IntCC::Equal, truth, 0);
                self.int_of_bool(zero)
            }
        })
    }

    /// `v != 0` as an `i8` 0 or 1 (NaN is true, as in C).
    fn truth(&mut self, v: Value, t: &CType) -> Value {
        match t {
            CType::F32 => {
                let zero = self.b.ins().f32const(0.0);
                self.b.ins().fcmp(FloatCC::NotEqual, v, zero)
            }
            CType::F64 => {
                let zero = self.b.ins().f64const(0.0);
                self.b.ins().fcmp(FloatCC::NotEqual, v, zero)
            }
            CType::Int(_) => self.b.ins().icmp_imm_s(IntCC::NotEqual, v, 0),
        }
    }

    /// An `i8` truth value as a C `int`.
    fn int_of_bool(&mut self, b: Value) -> Typed {
        let v = self.b.ins().uextend(types::I32, b);
        (v, CType::Int(hedra_ir::ctype::IntType::int()))
    }

    fn binary(&mut self, op: BinaryOp, a: Typed, b: Typed) -> Result<Typed> {
        use BinaryOp::*;
        match op {
            Mul | Div | Rem | Add | Sub => self.arithmetic(op, a, b),
            Lt | Le | Gt | Ge | Eq | Ne => self.comparison(op, a, b),
            Shl | Shr => {
                let t = a.1.promoted();
                if t.is_float() || b.1.is_float() {
                    return Err(Error::Unsupported("a shift of a floating value".into()));
                }
                let x = self.convert(a.0, &a.1, &t);
                let n = self.convert(b.0, &b.1, &t);
                let v = match (op, &t) {
                    (Shl, _) => self.b.ins().ishl(x, n),
                    (_, CType::Int(i)) if i.signed => self.b.ins().sshr(x, n),
                    _ => self.b.ins().ushr(x, n),
                };
                Ok((v, t))
            }
            BitAnd | BitXor | BitOr => {
                let t = CType::common(&a.1, &b.1);
                if t.is_float() {
                    return Err(Error::Unsupported("a bitwise operation on floats".into()));
                }
                let (x, y) = (self.convert(a.0, &a.1, &t), self.convert(b.0, &b.1, &t));
                let v = match op {
                    BitAnd => self.b.ins().band(x, y),
                    BitXor => self.b.ins().bxor(x, y),
                    _ => self.b.ins().bor(x, y),
                };
                Ok((v, t))
            }
            And | Or => Err(Error::Unsupported("a logical operator".into())),
        }
    }

    /// `a op b` for `+ - * / %` in the common type.
    pub(crate) fn arithmetic(&mut self, op: BinaryOp, a: Typed, b: Typed) -> Result<Typed> {
        use BinaryOp::*;
        let t = CType::common(&a.1, &b.1);
        let (x, y) = (self.convert(a.0, &a.1, &t), self.convert(b.0, &b.1, &t));
        let v = match (&t, op) {
            (CType::Int(_), Add) => self.b.ins().iadd(x, y),
            (CType::Int(_), Sub) => self.b.ins().isub(x, y),
            (CType::Int(_), Mul) => self.b.ins().imul(x, y),
            (CType::Int(i), Div | Rem) => {
                self.check_divisor(x, y, i.signed);
                match (op, i.signed) {
                    (Div, true) => self.b.ins().sdiv(x, y),
                    (Div, false) => self.b.ins().udiv(x, y),
                    (_, true) => self.b.ins().srem(x, y),
                    (_, false) => self.b.ins().urem(x, y),
                }
            }
            (_, Add) => self.b.ins().fadd(x, y),
            (_, Sub) => self.b.ins().fsub(x, y),
            (_, Mul) => self.b.ins().fmul(x, y),
            (_, Div) => self.b.ins().fdiv(x, y),
            _ => return Err(Error::Unsupported("`%` of floating values".into())),
        };
        Ok((v, t))
    }

    /// Stops the run where `x / y` is undefined: `y == 0`, or `x` the least value of a
    /// signed type and `y == -1`.
    fn check_divisor(&mut self, x: Value, y: Value, signed: bool) {
        let zero = self.b.ins().icmp_imm_s(IntCC::Equal, y, 0);
        let bad = if signed {
            let ty = self.b.func.dfg.value_type(x);
            let least = match ty.bits() {
                64 => i64::MIN,
                bits => -(1i64 << (bits - 1)),
            };
            let at_least = self.b.ins().icmp_imm_s(IntCC::Equal, x, least);
            let minus_one = self.b.ins().icmp_imm_s(IntCC::Equal, y, -1);
            let both = self.b.ins().band(at_least, minus_one);
            self.b.ins().bor(zero, both)
        } else {
            zero
        };
        self.stop_if(bad, STOPPED_DIVISION);
        self.counts.divisions += 1;
    }

    fn comparison(&mut self, op: BinaryOp, a: Typed, b: Typed) -> Result<Typed> {
        use BinaryOp::*;
        let t = CType::common(&a.1, &b.1);
        let (x, y) = (self.convert(a.0, &a.1, &t), self.convert(b.0, &b.1, &t));
        let truth = match &t {
            CType::Int(i) => {
                let cc = match (op, i.signed) {
                    (Lt, true) => IntCC::SignedLessThan,
                    (Le, true) => IntCC::SignedLessThanOrEqual,
                    (Gt, true) => IntCC::SignedGreaterThan,
                    (Ge, true) => IntCC::SignedGreaterThanOrEqual,
                    (Lt, false) => IntCC::UnsignedLessThan,
                    (Le, false) => IntCC::UnsignedLessThanOrEqual,
                    (Gt, false) => IntCC::UnsignedGreaterThan,
                    (Ge, false) => IntCC::UnsignedGreaterThanOrEqual,
                    (Eq, _) => IntCC::Equal,
                    _ => IntCC::NotEqual,
                };
                self.b.ins().icmp(cc, x, y)
            }
            _ => {
                // Ordered comparisons are false on NaN, `!=` is true: as in C.
                let cc = match op {
                    Lt => FloatCC::LessThan,
                    Le => FloatCC::LessThanOrEqual,
                    Gt => FloatCC::GreaterThan,
                    Ge => FloatCC::GreaterThanOrEqual,
                    Eq => FloatCC::Equal,
                    _ => FloatCC::NotEqual,
                };
                self.b.ins().fcmp(cc, x, y)
            }
        };
        Ok(self.int_of_bool(truth))
    }

    /// `a && b` and `a || b`: `b` is evaluated only when `a` does not decide.
    fn logical(&mut self, e: &Expr, inst: &Instance) -> Result<Typed> {
        let Expr::Binary(op, a, b) = e else {
            return Err(Error::Unsupported("a logical operator".into()));
        };
        let result = self.b.declare_var(types::I8);
        let (x, tx) = self.value(a, inst)?;
        let first = self.truth(x, &tx);
        self.b.def_var(result, first);
        let (second, done) = (self.b.create_block(), self.b.create_block());
        if *op == BinaryOp::And {
            self.b.ins().brif(first, second, &[], done, &[]);
        } else {
            self.b.ins().brif(first, done, &[], second, &[]);
        }
        self.b.seal_block(second);
        self.b.switch_to_block(second);
        let (y, ty) = self.value(b, inst)?;
        let second_truth = self.truth(y, &ty);
        self.b.def_var(result, second_truth);
        self.b.ins().jump(done, &[]);
        self.b.seal_block(done);
        self.b.switch_to_block(done);
        let truth = self.b.use_var(result);
        Ok(self.int_of_bool(truth))
    }

    /// `c ? a : b`: only the chosen operand is evaluated; the result has the common type.
    /// Each branch leaves its operand in a variable of the operand's own type (the common
    /// type is known only once both are typed); after the join, the operand of the branch
    /// taken is converted and selected (the other variable holds zero there).
    fn conditional(&mut self, c: &Expr, a: &Expr, b: &Expr, inst: &Instance) -> Result<Typed> {
        let (cv, ct) = self.value(c, inst)?;
        let truth = self.truth(cv, &ct);
        let (then, otherwise, done) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        self.b.ins().brif(truth, then, &[], otherwise, &[]);
        self.b.seal_block(then);
        self.b.seal_block(otherwise);
        let branch = |s: &mut Self, block, e: &Expr| -> Result<(Variable, CType)> {
            s.b.switch_to_block(block);
            let (v, t) = s.value(e, inst)?;
            let var = s.b.declare_var(t.clif());
            s.b.def_var(var, v);
            s.b.ins().jump(done, &[]);
            Ok((var, t))
        };
        let (x, tx) = branch(self, then, a)?;
        let (y, ty) = branch(self, otherwise, b)?;
        self.b.seal_block(done);
        self.b.switch_to_block(done);
        let t = CType::common(&tx.promoted(), &ty.promoted());
        let (xv, yv) = (self.b.use_var(x), self.b.use_var(y));
        let (xv, yv) = (self.convert(xv, &tx, &t), self.convert(yv, &ty, &t));
        Ok((self.b.ins().select(truth, xv, yv), t))
    }

    fn call_function(&mut self, name: &str, args: &[Expr], inst: &Instance) -> Result<Typed> {
        let f = resolve(name, &self.names.functions)
            .ok_or_else(|| Error::Unsupported(format!("a call of `{name}`")))?;
        let mut values = Vec::with_capacity(args.len());
        for a in args {
            values.push(self.value(a, inst)?);
        }
        let arity = |n: usize| {
            if values.len() == n {
                Ok(())
            } else {
                Err(Error::Unsupported(format!(
                    "a call of `{name}` with {} arguments",
                    values.len()
                )))
            }
        };
        match f {
            Function::Identity => {
                arity(1)?;
                Ok(values.remove(0))
            }
            Function::MaxBySelect | Function::MinBySelect => {
                arity(2)?;
                let (a, b) = (values[0].clone(), values[1].clone());
                let op = if f == Function::MaxBySelect {
                    BinaryOp::Ge
                } else {
                    BinaryOp::Le
                };
                let (cmp, _) = self.comparison(op, a.clone(), b.clone())?;
                let t = CType::common(&a.1.promoted(), &b.1.promoted());
                let (x, y) = (self.convert(a.0, &a.1, &t), self.convert(b.0, &b.1, &t));
                Ok((self.b.ins().select(cmp, x, y), t))
            }
            Function::Math(m) => {
                let m = math_function(m)
                    .ok_or_else(|| Error::Unsupported(format!("the function {m}")))?;
                arity(m.arity)?;
                let t = m.ctype();
                let xs: Vec<Value> = values
                    .iter()
                    .map(|(v, from)| self.convert(*v, from, &t))
                    .collect();
                let v = match m.lowering {
                    Lowering::Sqrt => self.b.ins().sqrt(xs[0]),
                    Lowering::Abs => self.b.ins().fabs(xs[0]),
                    Lowering::Floor => self.b.ins().floor(xs[0]),
                    Lowering::Ceil => self.b.ins().ceil(xs[0]),
                    Lowering::Call(_) => self.library_call(m.name, &t, &xs)?,
                };
                Ok((v, t))
            }
        }
    }

    /// A call of the C library's function `name`.
    fn library_call(&mut self, name: &str, t: &CType, args: &[Value]) -> Result<Value> {
        let mut sig = self.module.make_signature();
        for _ in args {
            sig.params.push(AbiParam::new(t.clif()));
        }
        sig.returns.push(AbiParam::new(t.clif()));
        let id = self
            .module
            .declare_function(name, Linkage::Import, &sig)
            .map_err(|e| Error::Backend(e.to_string()))?;
        let f = self.module.declare_func_in_func(id, self.b.func);
        let call = self.b.ins().call(f, args);
        Ok(self.b.inst_results(call)[0])
    }

    /// `v` of type `from` converted to `to` as C converts it (floating to integer
    /// saturating where C is undefined).
    pub(crate) fn convert(&mut self, v: Value, from: &CType, to: &CType) -> Value {
        let (fc, tc) = (from.clif(), to.clif());
        match (from, to) {
            (CType::Int(_), CType::Int(_)) if fc == tc => v,
            (CType::Int(i), CType::Int(_)) => {
                if fc.bits() > tc.bits() {
                    self.b.ins().ireduce(tc, v)
                } else if i.signed || i.plain_char {
                    self.b.ins().sextend(tc, v)
                } else {
                    self.b.ins().uextend(tc, v)
                }
            }
            (CType::Int(i), _) => {
                let wide = if fc.bits() < 32 {
                    let w = CType::Int(i.promoted());
                    self.convert(v, from, &w)
                } else {
                    v
                };
                if i.signed || i.plain_char {
                    self.b.ins().fcvt_from_sint(tc, wide)
                } else {
                    self.b.ins().fcvt_from_uint(tc, wide)
                }
            }
            (_, CType::Int(i)) => {
                let wide = if tc.bits() < 32 { types::I32 } else { tc };
                let x = if i.signed || i.plain_char {
                    self.b.ins().fcvt_to_sint_sat(wide, v)
                } else {
                    self.b.ins().fcvt_to_uint_sat(wide, v)
                };
                if wide == tc {
                    x
                } else {
                    self.b.ins().ireduce(tc, x)
                }
            }
            (CType::F32, CType::F64) => self.b.ins().fpromote(types::F64, v),
            (CType::F64, CType::F32) => self.b.ins().fdemote(types::F32, v),
            _ => v,
        }
    }
}
