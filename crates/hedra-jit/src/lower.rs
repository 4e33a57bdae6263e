//! The loop AST in cranelift IR: loops, guards and quasi-affine expressions.
//!
//! The compiled function has the signature
//!
//! ```text
//!     i64 run(const i64 *params, void *const *bases, const i64 *extents)
//! ```
//!
//! `params` holds the Scop's parameters in order, `bases` the address of each array (in the
//! order of [`Layout`]), `extents` the extents of every array's dimensions, one after
//! another. The entry block loads all of them once; the loops use the loaded values.
//!
//! **Loop arithmetic.** Loop counters, bounds, guards and the iterator values passed to
//! statements are computed in 64-bit integers, wide enough for every counter type C code
//! would use. A sum or product that overflows 64 bits leaves the function with
//! [`STOPPED_OVERFLOW`] instead of wrapping: nothing is computed with a wrong bound.
//! `floor(a / d)` and `ceil(a / d)` (for the constant `d > 0` of the AST) round as their
//! names say, for negative `a` too.
//!
//! A loop `for (c = lo; c <= hi; c++) body` becomes a header block that tests `c <= hi`,
//! the body, and a latch that increments `c`; the counter is a cranelift variable, so the
//! SSA form (block parameters for the counter) is built by `cranelift-frontend`.

use crate::body::{Place, Scalars};
use crate::ctype::ElemType;
use crate::ctype::{CType, Elem};
use crate::error::{Error, Result};
use crate::vector::VectorBlock;
use crate::Options;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, Block, InstBuilder, MemFlagsData, Value};
use cranelift_frontend::{FunctionBuilder, Variable};
use cranelift_jit::JITModule;
use hedra_codegen::ast::{Aff, Atom, Cond, Expr, ForLoop, Node, Promotion};
use hedra_ir::Scop;
use hedra_presburger::Int;
use std::collections::HashMap;

/// The status of a run that ended normally.
pub const FINISHED: i64 = 0;
/// The status of a run stopped by an integer division by zero in a statement.
pub const STOPPED_DIVISION: i64 = 1;
/// The status of a run stopped by loop arithmetic beyond 64 bits.
pub const STOPPED_OVERFLOW: i64 = 2;
/// The status of a run stopped by a promoted element outside its array's extents.
pub const STOPPED_BOUNDS: i64 = 3;

/// What a compiled function does beyond scalar code.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Register blocks computed in vector registers (see [`crate::vector`]).
    pub vector_blocks: usize,
    /// Loops run on threads (see [`crate::parallel`]).
    pub parallel_loops: usize,
    /// Innermost loops run in groups of vector lanes (see [`crate::simd`]).
    pub simd_loops: usize,
    /// Integer divisions (and remainders) checked for a zero divisor: the one way a run may
    /// stop that depends on the data (see [`crate::stops`]).
    pub divisions: usize,
}

/// Where each array of the Scop is: its slot in `bases`, its element type and the position
/// of its extents in `extents`.
#[derive(Clone, Debug)]
pub struct Layout {
    /// One entry per array of [`Scop::arrays`], in order.
    pub arrays: Vec<Slot>,
}

/// One array of a [`Layout`].
#[derive(Clone, Debug)]
pub struct Slot {
    /// The array's name.
    pub name: String,
    /// Its element type.
    pub elem: Elem,
    /// Its number of dimensions.
    pub rank: usize,
    /// The index of its first extent in `extents`.
    pub first_extent: usize,
}

impl Layout {
    /// The number of extents the function reads.
    pub fn extent_count(&self) -> usize {
        self.arrays.iter().map(|s| s.rank).sum()
    }
}

/// The state of the translation of one function.
pub(crate) struct Lowerer<'a, 'f> {
    /// The function being built.
    pub b: FunctionBuilder<'f>,
    /// The module, for the functions the bodies call.
    pub module: &'a mut JITModule,
    /// The Scop whose statements the calls run.
    pub scop: &'a Scop,
    /// Where the arrays are.
    pub layout: &'a Layout,
    /// What the program's own type and function names stand for.
    pub names: &'a Options,
    /// The parameters, loaded in the entry block.
    pub params: Vec<Value>,
    /// The base address of each array.
    pub bases: Vec<Value>,
    /// The extents of each array's dimensions.
    pub extents: Vec<Vec<Value>>,
    /// The loop counter of each depth, created when first used.
    counters: Vec<Option<Variable>>,
    /// The promoted scalars in scope.
    pub scalars: Scalars,
    /// The blocks that leave the function with a status, by status.
    exits: HashMap<i64, Block>,
    /// The register block being emitted in vector registers, if any.
    pub(crate) vector: Option<VectorBlock>,
    /// What the function does in vector registers and on threads.
    pub(crate) counts: Counts,
    /// The function's arguments.
    pub(crate) args: Vec<Value>,
    /// The variable that holds each scalar (an array of rank 0) while the function runs,
    /// by slot: loaded at entry, stored back before the function returns or calls another
    /// one that reads it (see [`Lowerer::flush_registers`]).
    registers: Vec<Option<Variable>>,
    /// The scalars the function writes, by slot.
    written: Vec<bool>,
    /// The function is the chunk of a parallel loop (no loop in it is outlined again).
    pub(crate) in_chunk: bool,
}

/// The flags of the loads of the function's arguments: aligned, never trapping, and of
/// memory the function does not write.
pub(crate) fn readonly() -> MemFlagsData {
    MemFlagsData::trusted().with_readonly()
}

impl<'a, 'f> Lowerer<'a, 'f> {
    /// Starts the function: the entry block loads the parameters, the array addresses and
    /// their extents.
    pub fn new(
        mut b: FunctionBuilder<'f>,
        module: &'a mut JITModule,
        scop: &'a Scop,
        layout: &'a Layout,
        names: &'a Options,
    ) -> Lowerer<'a, 'f> {
        let entry = b.create_block();
        b.append_block_params_for_function_params(entry);
        b.switch_to_block(entry);
        b.seal_block(entry);
        let args = b.block_params(entry).to_vec();
        let flags = readonly();
        let load = |b: &mut FunctionBuilder, base: Value, k: usize| {
            b.ins().load(types::I64, flags, base, (8 * k) as i32)
        };
        let params = (0..scop.params.len())
            .map(|k| load(&mut b, args[0], k))
            .collect();
        let bases: Vec<Value> = (0..layout.arrays.len())
            .map(|k| load(&mut b, args[1], k))
            .collect();
        let extents = layout
            .arrays
            .iter()
            .map(|s| {
                (0..s.rank)
                    .map(|d| load(&mut b, args[2], s.first_extent + d))
                    .collect()
            })
            .collect();
        let mut registers = Vec::with_capacity(layout.arrays.len());
        for (s, &base) in layout.arrays.iter().zip(&bases) {
            registers.push((s.rank == 0).then(|| {
                let ty = s.elem.ctype().clif();
                let var = b.declare_var(ty);
                let v = b.ins().load(ty, MemFlagsData::trusted(), base, 0);
                b.def_var(var, v);
                var
            }));
        }
        let written = vec![false; layout.arrays.len()];
        Lowerer {
            b,
            module,
            scop,
            layout,
            names,
            params,
            bases,
            extents,
            counters: Vec::new(),
            scalars: Scalars::default(),
            exits: HashMap::new(),
            vector: None,
            counts: Counts::default(),
            args,
            in_chunk: false,
            registers,
            written,
        }
    }

    /// Translates `nodes`, returns [`FINISHED`] and completes the function: what it does
    /// in vector registers and on threads.
    pub fn finish(mut self, nodes: &[Node]) -> Result<Counts> {
        self.nodes(nodes)?;
        self.flush_registers(false);
        let done = self.b.ins().iconst(types::I64, FINISHED);
        self.b.ins().return_(&[done]);
        let exits: Vec<(i64, Block)> = self.exits.drain().collect();
        for (status, block) in exits {
            self.b.switch_to_block(block);
            self.flush_registers(false);
            let v = self.b.ins().iconst(types::I64, status);
            self.b.ins().return_(&[v]);
        }
        self.b.seal_all_blocks();
        let config = self.module_config();
        let counts = self.counts;
        self.b.finalize(config);
        Ok(counts)
    }

    fn module_config(&self) -> cranelift_codegen::isa::TargetFrontendConfig {
        use cranelift_module::Module;
        self.module.target_config()
    }

    /// The variable of the scalar in `slot`, if it is one.
    pub(crate) fn register(&self, slot: usize) -> Option<(Variable, CType)> {
        let var = self.registers.get(slot).copied().flatten()?;
        Some((var, self.layout.arrays[slot].elem.ctype()))
    }

    /// Records that the function writes the scalar held in `var`, if it holds one.
    pub(crate) fn mark_written(&mut self, var: Variable) {
        if let Some(k) = self.registers.iter().position(|r| *r == Some(var)) {
            self.written[k] = true;
        }
    }

    /// Stores the scalars' variables into their memory: those the function writes, or
    /// with `all` every one (before a call that reads them, or a return from the middle
    /// of the function, where what is written later is not yet known).
    pub(crate) fn flush_registers(&mut self, all: bool) {
        for k in 0..self.registers.len() {
            if let Some(var) = self.registers[k].filter(|_| all || self.written[k]) {
                let v = self.b.use_var(var);
                let base = self.bases[k];
                self.b.ins().store(MemFlagsData::trusted(), v, base, 0);
            }
        }
    }

    /// Loads the scalars' variables from their memory again.
    pub(crate) fn reload_registers(&mut self) {
        for k in 0..self.registers.len() {
            if let Some(var) = self.registers[k] {
                let ty = self.layout.arrays[k].elem.ctype().clif();
                let v = self
                    .b
                    .ins()
                    .load(ty, MemFlagsData::trusted(), self.bases[k], 0);
                self.b.def_var(var, v);
            }
        }
    }

    /// The block that returns `status`.
    pub fn exit(&mut self, status: i64) -> Block {
        *self
            .exits
            .entry(status)
            .or_insert_with(|| self.b.create_block())
    }

    /// Continues only where `stop` is false; leaves with `status` where it is true.
    pub fn stop_if(&mut self, stop: Value, status: i64) {
        let exit = self.exit(status);
        let go_on = self.b.create_block();
        self.b.ins().brif(stop, exit, &[], go_on, &[]);
        self.b.seal_block(go_on);
        self.b.switch_to_block(go_on);
    }

    pub(crate) fn nodes(&mut self, nodes: &[Node]) -> Result<()> {
        nodes.iter().try_for_each(|n| self.node(n))
    }

    fn node(&mut self, n: &Node) -> Result<()> {
        match n {
            Node::For(f) => self.for_loop(f),
            Node::If { cond, body } => {
                let c = self.cond(cond)?;
                let (then, merge) = (self.b.create_block(), self.b.create_block());
                self.b.ins().brif(c, then, &[], merge, &[]);
                self.b.seal_block(then);
                self.b.switch_to_block(then);
                self.nodes(body)?;
                self.b.ins().jump(merge, &[]);
                self.b.seal_block(merge);
                self.b.switch_to_block(merge);
                Ok(())
            }
            Node::Call {
                statement, scalars, ..
            } if self.vector.is_some() => self.vector_call(*statement, scalars),
            Node::Call {
                statement,
                args,
                scalars,
            } => self.call(*statement, args, scalars),
            Node::Promote(p) => {
                if self.vector_promotion(p)? {
                    return Ok(());
                }
                self.promotion(p)
            }
        }
    }

    /// The counter variable of depth `k`.
    pub(crate) fn counter(&mut self, k: usize) -> Variable {
        if self.counters.len() <= k {
            self.counters.resize(k + 1, None);
        }
        match self.counters[k] {
            Some(v) => v,
            None => {
                let v = self.b.declare_var(types::I64);
                self.counters[k] = Some(v);
                v
            }
        }
    }

    /// The type of addresses.
    pub(crate) fn pointer_type(&self) -> types::Type {
        use cranelift_module::Module;
        self.module.target_config().pointer_type()
    }

    /// The value of the counter of depth `k` here.
    pub(crate) fn counter_value(&mut self, k: usize) -> Value {
        let c = self.counter(k);
        self.b.use_var(c)
    }

    /// Sets the counter of depth `k`.
    pub(crate) fn set_counter(&mut self, k: usize, v: Value) {
        let c = self.counter(k);
        self.b.def_var(c, v);
    }

    fn for_loop(&mut self, f: &ForLoop) -> Result<()> {
        if self.outlines(f) {
            return self.parallel_loop(f);
        }
        let lower = self.expr(&f.lower)?;
        let upper = self.expr(&f.upper)?;
        if let Some(plan) = self.simd_plan(f).filter(|_| !self.names.scalar_loops) {
            return self.simd_loop(f, &plan, lower, upper);
        }
        self.counted_loop(f, lower, upper)
    }

    /// The loop `f` from `lower` to `upper`, on this thread.
    pub(crate) fn counted_loop(&mut self, f: &ForLoop, lower: Value, upper: Value) -> Result<()> {
        let c = self.counter(f.depth);
        if f.step < 1 {
            return Err(Error::Unsupported(format!("a loop with step {}", f.step)));
        }
        // `c <= upper` holds in the body, so `c + step` cannot overflow once `upper` is at
        // most the largest value less the step: tested once, before the loop.
        let too_large = self
            .b
            .ins()
            .icmp_imm_s(IntCC::SignedGreaterThan, upper, i64::MAX - f.step);
        self.stop_if(too_large, STOPPED_OVERFLOW);
        self.stepped_loop(c, lower, upper, 0, f.step, &mut |l: &mut Self| {
            l.nodes(&f.body)
        })
    }

    /// The loop over counter `c` from `lower` while `c + span <= upper`, running `body`
    /// and adding `step` to `c` each time; the caller has made sure that neither
    /// addition overflows. Leaves `c` at its first value that failed the test.
    pub(crate) fn stepped_loop(
        &mut self,
        c: Variable,
        lower: Value,
        upper: Value,
        span: i64,
        step: i64,
        body: &mut dyn FnMut(&mut Self) -> Result<()>,
    ) -> Result<()> {
        self.b.def_var(c, lower);
        let (header, inside, exit) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        self.b.ins().jump(header, &[]);
        self.b.switch_to_block(header);
        let value = self.b.use_var(c);
        let last = if span == 0 {
            value
        } else {
            self.b.ins().iadd_imm_s(value, span)
        };
        let more = self.b.ins().icmp(IntCC::SignedLessThanOrEqual, last, upper);
        self.b.ins().brif(more, inside, &[], exit, &[]);
        self.b.seal_block(inside);
        self.b.switch_to_block(inside);
        body(self)?;
        let value = self.b.use_var(c);
        let next = self.b.ins().iadd_imm_s(value, step);
        self.b.def_var(c, next);
        self.b.ins().jump(header, &[]);
        self.b.seal_block(header);
        self.b.seal_block(exit);
        self.b.switch_to_block(exit);
        Ok(())
    }

    /// A constant of the AST as an `i64`.
    fn constant(c: &Int) -> Result<i64> {
        c.to_i64()
            .ok_or_else(|| Error::Unsupported(format!("the constant {c}, beyond 64 bits")))
    }

    /// `a + b`, leaving the function on overflow.
    fn add(&mut self, a: Value, b: Value) -> Value {
        let (sum, overflow) = self.b.ins().sadd_overflow(a, b);
        self.stop_if(overflow, STOPPED_OVERFLOW);
        sum
    }

    /// `c * v`, leaving the function on overflow.
    fn scale(&mut self, c: i64, v: Value) -> Value {
        if c == 1 {
            return v;
        }
        let k = self.b.ins().iconst(types::I64, c);
        let (product, overflow) = self.b.ins().smul_overflow(k, v);
        self.stop_if(overflow, STOPPED_OVERFLOW);
        product
    }

    /// A quasi-affine expression of the counters and parameters.
    pub fn aff(&mut self, a: &Aff) -> Result<Value> {
        let mut acc: Option<Value> = None;
        for (c, atom) in &a.terms {
            let v = self.atom(atom)?;
            let term = self.scale(Self::constant(c)?, v);
            acc = Some(match acc {
                None => term,
                Some(s) => self.add(s, term),
            });
        }
        let k = Self::constant(&a.constant)?;
        Ok(match acc {
            None => self.b.ins().iconst(types::I64, k),
            Some(s) if k == 0 => s,
            Some(s) => {
                let k = self.b.ins().iconst(types::I64, k);
                self.add(s, k)
            }
        })
    }

    /// A subscript of an access at an instance of its statement's domain, in wrapping
    /// 64-bit arithmetic: the footprint check before the run proved every such subscript
    /// inside its array's extents, so its true value fits 64 bits, and a sum of products
    /// computed modulo 2^64 then equals it, whatever its partial sums do. Only sums of
    /// counters and parameters: a subscript with a `floor` term is computed with checks
    /// ([`Lowerer::aff`]), since an overflowing argument of the floor would change its
    /// value. Not for promoted cells, which may lie outside every instance.
    pub fn subscript(&mut self, a: &Aff) -> Result<Value> {
        if a.terms
            .iter()
            .any(|(_, atom)| matches!(atom, Atom::Floor(..)))
        {
            return self.aff(a);
        }
        let mut acc: Option<Value> = None;
        for (c, atom) in &a.terms {
            let v = self.atom(atom)?;
            let c = Self::constant(c)?;
            let term = if c == 1 {
                v
            } else {
                self.b.ins().imul_imm_s(v, c)
            };
            acc = Some(match acc {
                None => term,
                Some(s) => self.b.ins().iadd(s, term),
            });
        }
        let k = Self::constant(&a.constant)?;
        Ok(match acc {
            None => self.b.ins().iconst(types::I64, k),
            Some(s) if k == 0 => s,
            Some(s) => self.b.ins().iadd_imm_s(s, k),
        })
    }

    fn atom(&mut self, a: &Atom) -> Result<Value> {
        match a {
            Atom::Loop(k) => {
                let c = self.counter(*k);
                Ok(self.b.use_var(c))
            }
            Atom::Param(k) => self
                .params
                .get(*k)
                .copied()
                .ok_or_else(|| Error::Unsupported(format!("parameter {k} of the AST"))),
            Atom::Floor(e, d) => {
                let v = self.aff(e)?;
                self.floor_div(v, d)
            }
        }
    }

    /// `floor(v / d)` for a constant `d > 0`.
    fn floor_div(&mut self, v: Value, d: &Int) -> Result<Value> {
        let (q, r) = self.div_rem(v, d)?;
        let negative = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, r, 0);
        let less = self.b.ins().iadd_imm_s(q, -1);
        Ok(self.b.ins().select(negative, less, q))
    }

    /// `ceil(v / d)` for a constant `d > 0`.
    fn ceil_div(&mut self, v: Value, d: &Int) -> Result<Value> {
        let (q, r) = self.div_rem(v, d)?;
        let positive = self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, r, 0);
        let more = self.b.ins().iadd_imm_s(q, 1);
        Ok(self.b.ins().select(positive, more, q))
    }

    /// The truncating quotient and remainder of `v / d`.
    fn div_rem(&mut self, v: Value, d: &Int) -> Result<(Value, Value)> {
        let d = Self::constant(d)?;
        if d <= 0 {
            return Err(Error::Unsupported(format!("a division by {d} in a bound")));
        }
        let q = self.b.ins().sdiv_imm_s(v, d);
        let r = self.b.ins().srem_imm_s(v, d);
        Ok((q, r))
    }

    /// A bound or an iterator value.
    pub fn expr(&mut self, e: &Expr) -> Result<Value> {
        match e {
            Expr::Aff(a) => self.aff(a),
            Expr::CeilDiv(a, d) => {
                let v = self.aff(a)?;
                self.ceil_div(v, d)
            }
            Expr::FloorDiv(a, d) => {
                let v = self.aff(a)?;
                self.floor_div(v, d)
            }
            // Exact where the AST is right; a floor division anyway, as the check of the
            // calls' domains models it.
            Expr::ExactDiv(a, d) => {
                let v = self.aff(a)?;
                self.floor_div(v, d)
            }
            Expr::Min(v) | Expr::Max(v) => {
                let min = matches!(e, Expr::Min(_));
                let mut acc: Option<Value> = None;
                for x in v {
                    let x = self.expr(x)?;
                    acc = Some(match acc {
                        None => x,
                        Some(a) if min => self.b.ins().smin(a, x),
                        Some(a) => self.b.ins().smax(a, x),
                    });
                }
                acc.ok_or_else(|| Error::Unsupported("an empty min or max".into()))
            }
            Expr::Select(c, a, b) => {
                let c = self.cond(c)?;
                let (a, b) = (self.expr(a)?, self.expr(b)?);
                Ok(self.b.ins().select(c, a, b))
            }
        }
    }

    /// A condition, as a truth value (`i8`, 0 or 1).
    pub fn cond(&mut self, c: &Cond) -> Result<Value> {
        match c {
            Cond::Ge(a) => {
                let v = self.aff(a)?;
                Ok(self
                    .b
                    .ins()
                    .icmp_imm_s(IntCC::SignedGreaterThanOrEqual, v, 0))
            }
            Cond::Eq(a) => {
                let v = self.aff(a)?;
                Ok(self.b.ins().icmp_imm_s(IntCC::Equal, v, 0))
            }
            Cond::And(v) | Cond::Or(v) => {
                let and = matches!(c, Cond::And(_));
                let mut acc = self.b.ins().iconst(types::I8, i64::from(and));
                for x in v {
                    let x = self.cond(x)?;
                    acc = if and {
                        self.b.ins().band(acc, x)
                    } else {
                        self.b.ins().bor(acc, x)
                    };
                }
                Ok(acc)
            }
        }
    }

    /// The index of array `name` in the layout.
    pub fn slot(&self, name: &str) -> Result<usize> {
        self.layout
            .arrays
            .iter()
            .position(|s| s.name == name)
            .ok_or_else(|| Error::Unsupported(format!("the undeclared array {name}")))
    }

    /// The address of element `subscripts` (64-bit values) of array `slot`: row-major,
    /// `((s0 * e1 + s1) * e2 + s2) * size`. The footprint check before the run proved
    /// `0 <= s_k < e_k` for every element the run touches, so none of this overflows.
    pub fn element_address(&mut self, slot: usize, subscripts: &[Value]) -> Result<Value> {
        let s = &self.layout.arrays[slot];
        if subscripts.len() != s.rank {
            return Err(Error::Unsupported(format!(
                "an access of {} with {} subscripts (it has {} dimensions)",
                s.name,
                subscripts.len(),
                s.rank
            )));
        }
        let size = s.elem.size() as i64;
        let mut linear: Option<Value> = None;
        for (k, &x) in subscripts.iter().enumerate() {
            linear = Some(match linear {
                None => x,
                Some(l) => {
                    let e = self.extents[slot][k];
                    let row = self.b.ins().imul(l, e);
                    self.b.ins().iadd(row, x)
                }
            });
        }
        let base = self.bases[slot];
        Ok(match linear {
            None => base,
            Some(l) => {
                let bytes = self.b.ins().imul_imm_s(l, size);
                self.b.ins().iadd(base, bytes)
            }
        })
    }

    /// A promoted block: each scalar loaded from its element (converted to the
    /// accumulator's type), the body, then the written scalars stored back.
    fn promotion(&mut self, p: &Promotion) -> Result<()> {
        if !p.locals.is_empty() {
            return Err(Error::Unsupported(format!(
                "storage declared as C text ({})",
                p.locals.join(" ")
            )));
        }
        let mut stores = Vec::new();
        for x in &p.scalars {
            let slot = self.slot(&x.array)?;
            let elem = self.layout.arrays[slot].elem.ctype();
            let ty = match &x.accumulator {
                None => elem.clone(),
                Some(t) => self.type_named(t)?,
            };
            let place = self.checked_element_place(slot, &x.subscripts, 1)?;
            let (loaded, _) = self.read(&place);
            let value = self.convert(loaded, &elem, &ty);
            let var = self.b.declare_var(ty.clif());
            self.b.def_var(var, value);
            self.scalars.insert(x.id, var, ty.clone());
            if x.store {
                stores.push((var, ty, elem, place));
            }
        }
        self.nodes(&p.body)?;
        for (var, ty, elem, place) in stores {
            let v = self.b.use_var(var);
            let v = self.convert(v, &ty, &elem);
            self.write(&place, v);
        }
        for x in &p.scalars {
            self.scalars.remove(x.id);
        }
        Ok(())
    }

    /// Where element `subscripts` (affine in the counters) of the array in `slot` lives.
    pub(crate) fn element_place(&mut self, slot: usize, subscripts: &[Aff]) -> Result<Place> {
        if let Some((var, ty)) = self.register(slot) {
            return Ok(Place::Scalar(var, ty));
        }
        let subs = subscripts
            .iter()
            .map(|s| self.subscript(s))
            .collect::<Result<Vec<_>>>()?;
        let addr = self.element_address(slot, &subs)?;
        Ok(Place::Memory(addr, self.layout.arrays[slot].elem.ctype()))
    }

    /// [`Lowerer::element_place`], after a test (stopping the run with
    /// [`STOPPED_BOUNDS`]) that the element, and the `lanes - 1` after it in the last
    /// dimension, lie inside the array's extents: for elements that no statement instance
    /// may access in a run (promoted cells around loops that may be empty).
    pub(crate) fn checked_element_place(
        &mut self,
        slot: usize,
        subscripts: &[Aff],
        lanes: i64,
    ) -> Result<Place> {
        if self.register(slot).is_some() {
            return self.element_place(slot, subscripts);
        }
        let subs = subscripts
            .iter()
            .map(|s| self.aff(s))
            .collect::<Result<Vec<_>>>()?;
        let last = subs.len().saturating_sub(1);
        for (k, &v) in subs.iter().enumerate() {
            let extent = self.extents[slot][k];
            let negative = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, v, 0);
            let span = if k == last { lanes - 1 } else { 0 };
            let end = self.b.ins().iadd_imm_s(v, span);
            let beyond = self
                .b
                .ins()
                .icmp(IntCC::SignedGreaterThanOrEqual, end, extent);
            let outside = self.b.ins().bor(negative, beyond);
            self.stop_if(outside, STOPPED_BOUNDS);
        }
        let addr = self.element_address(slot, &subs)?;
        Ok(Place::Memory(addr, self.layout.arrays[slot].elem.ctype()))
    }

    /// The type a C type name in the code stands for.
    pub fn type_named(&self, text: &str) -> Result<CType> {
        let names = |n: &str| self.names.type_of(n);
        CType::parse(text, &names).ok_or_else(|| Error::Unsupported(format!("the type `{text}`")))
    }
}
