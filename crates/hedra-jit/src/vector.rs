//! Register blocks in vector registers.
//!
//! hedra-codegen finds the *vector form* of a promoted register block (its `vector`
//! module): runs of `W` consecutive statement calls whose accesses are each the same
//! element in every lane or consecutive elements, and whose promoted scalars are the lanes
//! of vectors. The C printer writes that form with GNU C vector types; the JIT asks for
//! the form of its own vector width (128 bits: two `double`s or four `float`s, the width
//! cranelift's x86-64 and AArch64 back ends compute with) and emits it with cranelift's
//! vector types:
//!
//! - each vector of the block is loaded from lane 0's element before the block and stored
//!   back after it when the block writes it;
//! - the call that leads a run computes all its lanes at once: a contiguous access is one
//!   vector load or store at lane 0's element, a broadcast one is a scalar load spread over
//!   the lanes (`splat`), a literal is a splat constant; the other calls of the run do
//!   nothing (their lead computed them).
//!
//! The plan admits only `+ - * /` and signs over one floating type and literals it holds
//! exactly, lane by lane, so each lane computes what its scalar statement computes, bit for
//! bit (see hedra-codegen's `vector` module for why the runs' order is exact).

use crate::body::compound_operator;
use crate::ctype::ElemType;
use crate::ctype::{float_literal, int_literal, CType, Elem};
use crate::error::{Error, Result};
use crate::lower::Lowerer;
use cranelift_codegen::ir::{types, InstBuilder, MemFlagsData, Type, Value};
use cranelift_frontend::Variable;
use hedra_codegen::ast::Promotion;
use hedra_codegen::vector::{plan_of_width, Element, Lead, Plan};
use hedra_ir::expr::{AssignOp, BinaryOp, Expr, UnaryOp};

/// The width of the JIT's vectors, in bytes.
pub const VECTOR_BYTES: usize = 16;

/// A vector block being translated.
pub(crate) struct VectorBlock {
    plan: Plan,
    /// The number of calls of the block met so far.
    next: usize,
    /// The vector type and the element type.
    ty: Type,
    elem: CType,
    /// The vector of each lead scalar id.
    vectors: Vec<(usize, Variable)>,
}

/// Vector loads and stores: any element address (not aligned to the vector).
fn unaligned() -> MemFlagsData {
    MemFlagsData::new().with_notrap()
}

impl Lowerer<'_, '_> {
    /// The vector form of the promoted block `p`, when it has one of the JIT's width:
    /// `Ok(false)` when it has none (the scalar form is then emitted).
    pub(crate) fn vector_promotion(&mut self, p: &Promotion) -> Result<bool> {
        let Some(first) = p.scalars.first() else {
            return Ok(false);
        };
        if self.vector.is_some() {
            return Ok(false);
        }
        let elem = self.layout.arrays[self.slot(&first.array)?].elem;
        let (name, ty) = match elem {
            Elem::F64 => ("double", types::F64X2),
            Elem::F32 => ("float", types::F32X4),
            _ => return Ok(false),
        };
        let Some(plan) = plan_of_width(self.scop, p, name, VECTOR_BYTES) else {
            return Ok(false);
        };
        if !self.lanes_agree(p, &plan, elem) {
            return Ok(false);
        }
        let mut vectors = Vec::new();
        let mut stores = Vec::new();
        for &k in &plan.vectors {
            let x = &p.scalars[k];
            let slot = self.slot(&x.array)?;
            let lanes = (VECTOR_BYTES / elem.size()) as i64;
            let crate::body::Place::Memory(addr, _) =
                self.checked_element_place(slot, &x.subscripts, lanes)?
            else {
                return Ok(false);
            };
            let v = self.b.ins().load(ty, unaligned(), addr, 0);
            let var = self.b.declare_var(ty);
            self.b.def_var(var, v);
            vectors.push((x.id, var));
            if x.store {
                stores.push((var, addr));
            }
        }
        let count = plan.calls.len();
        self.vector = Some(VectorBlock {
            plan,
            next: 0,
            ty,
            elem: elem.ctype(),
            vectors,
        });
        let body = self.nodes(&p.body);
        let met = self.vector.take().map_or(0, |v| v.next);
        body?;
        if met != count {
            return Err(Error::Backend(format!(
                "a vector block met {met} of its {count} calls"
            )));
        }
        for (var, addr) in stores {
            let v = self.b.use_var(var);
            self.b.ins().store(unaligned(), v, addr, 0);
        }
        self.counts.vector_blocks += 1;
        Ok(true)
    }

    /// Whether the lanes of `plan` compute what the scalar statements compute: every array
    /// the block reads or writes has the block's element type `elem` (the caller may have
    /// given an array another type than its declaration's, see `Options::variable`), and
    /// no operation has only literals as operands (C computes those in the literals' own
    /// types, see [`crate::simd::literal_operation`]).
    fn lanes_agree(&self, p: &Promotion, plan: &Plan, elem: Elem) -> bool {
        let same = |array: &str| {
            self.slot(array)
                .is_ok_and(|s| self.layout.arrays[s].elem == elem)
        };
        if !p.scalars.iter().all(|x| same(&x.array)) {
            return false;
        }
        let leads = plan.calls.iter().flatten();
        if !leads
            .clone()
            .all(|l| l.memory.iter().chain(&l.shared).all(|e| same(&e.array)))
        {
            return false;
        }
        let mut calls = Vec::new();
        statement_calls(&p.body, &mut calls);
        calls.iter().all(|&k| {
            self.scop
                .statements
                .get(k)
                .is_some_and(|st| !crate::simd::literal_operation(&st.body.rhs))
        })
    }

    /// The address of lane 0's element `array[subscripts]`.
    fn lane_zero_address(
        &mut self,
        array: &str,
        subscripts: &[hedra_codegen::ast::Aff],
    ) -> Result<Value> {
        let slot = self.slot(array)?;
        let subs = subscripts
            .iter()
            .map(|s| self.subscript(s))
            .collect::<Result<Vec<_>>>()?;
        self.element_address(slot, &subs)
    }

    /// A call inside a vector block: the whole run where it leads one, nothing otherwise.
    pub(crate) fn vector_call(
        &mut self,
        statement: usize,
        scalars: &[(usize, usize)],
    ) -> Result<()> {
        let lost = || Error::Backend("a vector block lost a call".into());
        let block = self.vector.as_mut().ok_or_else(lost)?;
        let lead = block.plan.calls.get(block.next).cloned().ok_or_else(lost)?;
        block.next += 1;
        let Some(lead) = lead else {
            return Ok(());
        };
        let scop = self.scop;
        let st = scop
            .statements
            .get(statement)
            .ok_or_else(|| Error::Unsupported(format!("statement {statement}")))?;
        let run = Run {
            lead: &lead,
            scalars,
        };
        let rhs = self.vector_value(&st.body.rhs, &run)?;
        let value = match st.body.op {
            AssignOp::Assign => rhs,
            op => {
                let old = self.vector_value(&st.body.lhs, &run)?;
                self.vector_arithmetic(compound_operator(op), old, rhs)?
            }
        };
        let Expr::Access { reference, .. } = &st.body.lhs else {
            return Err(Error::Backend("a vector statement without a target".into()));
        };
        match self.vector_place(*reference, &run)? {
            VectorPlace::Register(var) => self.b.def_var(var, value),
            VectorPlace::Memory(e) => {
                let addr = self.lane_zero_address(&e.array, &e.subscripts)?;
                self.b.ins().store(unaligned(), value, addr, 0);
            }
            VectorPlace::Broadcast(_) => {
                return Err(Error::Backend("a broadcast write in a vector form".into()))
            }
        }
        Ok(())
    }

    fn vector_place<'r>(&self, reference: usize, run: &Run<'r>) -> Result<VectorPlace<'r>> {
        let block = self
            .vector
            .as_ref()
            .ok_or_else(|| Error::Backend("no vector block".into()))?;
        if let Some(&(_, id)) = run.scalars.iter().find(|(r, _)| *r == reference) {
            return block
                .vectors
                .iter()
                .find(|v| v.0 == id)
                .map(|v| VectorPlace::Register(v.1))
                .ok_or_else(|| Error::Backend(format!("scalar {id} is no vector's lane 0")));
        }
        if let Some(e) = run.lead.memory.iter().find(|e| e.reference == reference) {
            return Ok(VectorPlace::Memory(e));
        }
        run.lead
            .shared
            .iter()
            .find(|e| e.reference == reference)
            .map(VectorPlace::Broadcast)
            .ok_or_else(|| Error::Backend(format!("reference {reference} has no vector form")))
    }

    /// The block's vector type and element type.
    fn vector_types(&self) -> Result<(Type, CType)> {
        self.vector
            .as_ref()
            .map(|v| (v.ty, v.elem.clone()))
            .ok_or_else(|| Error::Backend("no vector block".into()))
    }

    /// The lanes of `e` in a run.
    fn vector_value(&mut self, e: &Expr, run: &Run) -> Result<Value> {
        let (ty, elem) = self.vector_types()?;
        let splat = |s: &mut Self, x: f64| {
            let c = match elem {
                CType::F32 => s.b.ins().f32const(x as f32),
                _ => s.b.ins().f64const(x),
            };
            s.b.ins().splat(ty, c)
        };
        match e {
            Expr::Int(text) => {
                let (_, v) = int_literal(text)
                    .ok_or_else(|| Error::Unsupported(format!("the literal {text}")))?;
                Ok(splat(self, v as f64))
            }
            Expr::Float(text) => {
                let (_, v) = float_literal(text)
                    .ok_or_else(|| Error::Unsupported(format!("the literal {text}")))?;
                Ok(splat(self, v))
            }
            Expr::Access { reference, .. } => match self.vector_place(*reference, run)? {
                VectorPlace::Register(var) => Ok(self.b.use_var(var)),
                VectorPlace::Memory(el) => {
                    let addr = self.lane_zero_address(&el.array, &el.subscripts)?;
                    Ok(self.b.ins().load(ty, unaligned(), addr, 0))
                }
                VectorPlace::Broadcast(el) => {
                    let slot = self.slot(&el.array)?;
                    let place = self.element_place(slot, &el.subscripts)?;
                    let (x, stored) = self.read(&place);
                    let x = self.convert(x, &stored, &elem);
                    Ok(self.b.ins().splat(ty, x))
                }
            },
            Expr::Unary(UnaryOp::Neg, x) => {
                let v = self.vector_value(x, run)?;
                Ok(self.b.ins().fneg(v))
            }
            Expr::Unary(UnaryOp::Plus, x) => self.vector_value(x, run),
            Expr::Binary(op, a, b) => {
                let (a, b) = (self.vector_value(a, run)?, self.vector_value(b, run)?);
                self.vector_arithmetic(*op, a, b)
            }
            _ => Err(Error::Backend(
                "an expression outside the vector form's operations".into(),
            )),
        }
    }

    fn vector_arithmetic(&mut self, op: BinaryOp, a: Value, b: Value) -> Result<Value> {
        Ok(match op {
            BinaryOp::Add => self.b.ins().fadd(a, b),
            BinaryOp::Sub => self.b.ins().fsub(a, b),
            BinaryOp::Mul => self.b.ins().fmul(a, b),
            BinaryOp::Div => self.b.ins().fdiv(a, b),
            _ => {
                return Err(Error::Backend(
                    "an operator outside the vector form's operations".into(),
                ))
            }
        })
    }
}

/// The statements of the calls in `nodes`.
fn statement_calls(nodes: &[hedra_codegen::ast::Node], out: &mut Vec<usize>) {
    use hedra_codegen::ast::Node;
    for n in nodes {
        match n {
            Node::Call { statement, .. } => out.push(*statement),
            Node::For(f) => statement_calls(&f.body, out),
            Node::If { body, .. } => statement_calls(body, out),
            Node::Promote(p) => statement_calls(&p.body, out),
        }
    }
}

/// The run a lead call computes: its vector references and its promoted references.
struct Run<'r> {
    lead: &'r Lead,
    scalars: &'r [(usize, usize)],
}

/// Where a reference of a run lives.
enum VectorPlace<'r> {
    /// A vector of the block.
    Register(Variable),
    /// Consecutive elements from lane 0's.
    Memory(&'r Element),
    /// One element for every lane.
    Broadcast(&'r Element),
}
