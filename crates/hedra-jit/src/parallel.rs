//! Parallel loops on threads.
//!
//! A loop that hedra-codegen marks parallel (its iterations carry no dependence, see
//! `mark_parallel`) is *outlined*: its body becomes a function of its own, the chunk
//!
//! ```text
//!     i64 chunk(const i64 *params, void *const *bases, const i64 *extents,
//!               const i64 *counters, i64 first, i64 last)
//! ```
//!
//! which runs the iterations `first..=last` with the counters of the loops around it read
//! from `counters`. Where the loop was, the function calls [`hedra_jit_parallel`], which
//! splits the iterations into one contiguous range per thread (OpenMP's static schedule),
//! runs the chunk on each as a task of rayon's pool of worker threads (started once, so a
//! parallel loop inside a sequential one does not start threads at every iteration), and
//! returns the first non-zero status. The
//! iterations are independent, so the result is the sequential one, bit for bit.
//!
//! The scalars the loop makes private (`private(..)` in the printed C) get one cell per
//! chunk call, on its stack. A loop is outlined only where nothing else would have to be
//! shared or combined: not inside a promoted block (whose scalars live in registers), not
//! with a reduction clause (combining per-thread accumulators reorders a floating sum),
//! not with private arrays, and not with a step other than 1 (a strided loop); such a loop
//! runs sequentially.

use crate::error::{Error, Result};
use crate::lower::Lowerer;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    types, AbiParam, InstBuilder, Signature, StackSlotData, StackSlotKind, UserFuncName,
};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_module::{FuncId, Linkage, Module};
use hedra_codegen::ast::ForLoop;
use std::sync::atomic::{AtomicI64, Ordering};

/// The signature of a chunk.
type Chunk =
    unsafe extern "C" fn(*const i64, *const *mut u8, *const i64, *const i64, i64, i64) -> i64;

/// The pointers a chunk reads, sent to the threads.
#[derive(Clone, Copy)]
struct Shared {
    chunk: Chunk,
    params: *const i64,
    bases: *const *mut u8,
    extents: *const i64,
    counters: *const i64,
}

// SAFETY: the pointers are read by the chunks only while `hedra_jit_parallel` waits for
// them (a rayon scope), and the chunks write disjoint elements (independent iterations).
unsafe impl Send for Shared {}
unsafe impl Sync for Shared {}

/// Runs `chunk` over `first..=last` on up to `threads` threads: the first non-zero status
/// of a chunk, or 0.
///
/// # Safety
///
/// `chunk` must be a chunk function of a program, and the pointers those of a run of it.
pub unsafe extern "C" fn hedra_jit_parallel(
    chunk: Chunk,
    params: *const i64,
    bases: *const *mut u8,
    extents: *const i64,
    counters: *const i64,
    first: i64,
    last: i64,
    threads: i64,
) -> i64 {
    let shared = Shared {
        chunk,
        params,
        bases,
        extents,
        counters,
    };
    let ranges = split(first, last, threads);
    let run = |(a, b): (i64, i64)| {
        let s = shared;
        // SAFETY: the caller's contract; the ranges are disjoint parts of the loop.
        unsafe { (s.chunk)(s.params, s.bases, s.extents, s.counters, a, b) }
    };
    if ranges.len() <= 1 {
        return ranges.into_iter().map(run).find(|s| *s != 0).unwrap_or(0);
    }
    let statuses: Vec<AtomicI64> = ranges.iter().map(|_| AtomicI64::new(0)).collect();
    rayon::scope(|scope| {
        for (r, status) in ranges.iter().zip(&statuses).skip(1) {
            scope.spawn(move |_| status.store(run(*r), Ordering::Relaxed));
        }
        statuses[0].store(run(ranges[0]), Ordering::Relaxed);
    });
    statuses
        .iter()
        .map(|s| s.load(Ordering::Relaxed))
        .find(|s| *s != 0)
        .unwrap_or(0)
}

/// `first..=last` in at most `threads` contiguous ranges of sizes that differ by at most
/// one; none when the range is empty.
fn split(first: i64, last: i64, threads: i64) -> Vec<(i64, i64)> {
    if last < first {
        return Vec::new();
    }
    let n = i128::from(last) - i128::from(first) + 1;
    let t = i128::from(threads.max(1)).min(n);
    let (size, extra) = (n / t, n % t);
    let mut out = Vec::new();
    let mut at = i128::from(first);
    for k in 0..t {
        let len = size + i128::from(k < extra);
        // Every bound lies within first..=last, so it is an i64.
        out.push((at as i64, (at + len - 1) as i64));
        at += len;
    }
    out
}

impl Lowerer<'_, '_> {
    /// Whether `f`, marked parallel, runs on threads here (see the module documentation).
    pub(crate) fn outlines(&self, f: &ForLoop) -> bool {
        f.parallel
            && f.step == 1
            && !self.in_chunk
            && self.vector.is_none()
            && self.scalars.is_empty()
            && f.reduction_clause.is_empty()
            && f.private
                .iter()
                .all(|p| self.scop.arrays.iter().any(|a| a.name == *p && a.rank == 0))
    }

    /// The parallel loop `f`: its chunk function, and the call that runs it on threads.
    pub(crate) fn parallel_loop(&mut self, f: &ForLoop) -> Result<()> {
        let lower = self.expr(&f.lower)?;
        let upper = self.expr(&f.upper)?;
        let chunk = self.define_chunk(f)?;
        let pointer = self.pointer_type();
        // The counters of the loops around, for the chunk to read.
        let slot = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            (8 * f.depth.max(1)) as u32,
            3,
        ));
        for k in 0..f.depth {
            let v = self.counter_value(k);
            self.b.ins().stack_store(pointer, v, slot, (8 * k) as i32);
        }
        let counters = self.b.ins().stack_addr(pointer, slot, 0);
        let chunk_ref = self.module.declare_func_in_func(chunk, self.b.func);
        let chunk_address = self.b.ins().func_addr(pointer, chunk_ref);
        let mut sig = self.module.make_signature();
        for _ in 0..5 {
            sig.params.push(AbiParam::new(pointer));
        }
        for _ in 0..3 {
            sig.params.push(AbiParam::new(types::I64));
        }
        sig.returns.push(AbiParam::new(types::I64));
        let runner = self
            .module
            .declare_function("hedra_jit_parallel", Linkage::Import, &sig)
            .map_err(|e| Error::Backend(e.to_string()))?;
        let runner = self.module.declare_func_in_func(runner, self.b.func);
        let a = self.args.clone();
        self.flush_registers(true);
        let call = self.b.ins().call(
            runner,
            &[
                chunk_address,
                a[0],
                a[1],
                a[2],
                counters,
                lower,
                upper,
                a[3],
            ],
        );
        let status = self.b.inst_results(call)[0];
        self.reload_registers();
        self.stop_with(status);
        self.counts.parallel_loops += 1;
        Ok(())
    }

    /// Leaves the function with `status` where it is not 0.
    fn stop_with(&mut self, status: Value) {
        let stopped = self.b.ins().icmp_imm_s(IntCC::NotEqual, status, 0);
        let (leave, go_on) = (self.b.create_block(), self.b.create_block());
        self.b.ins().brif(stopped, leave, &[], go_on, &[]);
        self.b.seal_block(leave);
        self.b.switch_to_block(leave);
        self.flush_registers(true);
        self.b.ins().return_(&[status]);
        self.b.seal_block(go_on);
        self.b.switch_to_block(go_on);
    }

    /// Defines the chunk function of `f` in the module.
    fn define_chunk(&mut self, f: &ForLoop) -> Result<FuncId> {
        let pointer = self.pointer_type();
        let mut sig = Signature::new(self.module.isa().default_call_conv());
        for _ in 0..4 {
            sig.params.push(AbiParam::new(pointer));
        }
        sig.params.push(AbiParam::new(types::I64));
        sig.params.push(AbiParam::new(types::I64));
        sig.returns.push(AbiParam::new(types::I64));
        let id = self
            .module
            .declare_anonymous_function(&sig)
            .map_err(|e| Error::Backend(e.to_string()))?;
        let mut ctx = self.module.make_context();
        ctx.func.signature = sig;
        ctx.func.name = UserFuncName::user(0, id.as_u32());
        let mut fctx = FunctionBuilderContext::new();
        let counts = {
            let builder = FunctionBuilder::new(&mut ctx.func, &mut fctx);
            let mut chunk = Lowerer::new(builder, self.module, self.scop, self.layout, self.names);
            chunk.in_chunk = true;
            chunk.enter_chunk(f)?;
            chunk.finish(&[])?
        };
        self.counts.vector_blocks += counts.vector_blocks;
        self.counts.simd_loops += counts.simd_loops;
        self.module
            .define_function(id, &mut ctx)
            .map_err(|e| Error::Backend(format!("{e:?}")))?;
        self.module.clear_context(&mut ctx);
        Ok(id)
    }

    /// The body of a chunk: the outer counters from memory, a cell on the stack for each
    /// private scalar, and the loop `f` from `first` to `last`.
    fn enter_chunk(&mut self, f: &ForLoop) -> Result<()> {
        let a = self.args.clone();
        let (counters, first, last) = (a[3], a[4], a[5]);
        for k in 0..f.depth {
            let v = self.b.ins().load(
                types::I64,
                crate::lower::readonly(),
                counters,
                (8 * k) as i32,
            );
            self.set_counter(k, v);
        }
        let pointer = self.pointer_type();
        for name in &f.private {
            let slot = self.slot(name)?;
            let size = self.layout.arrays[slot].elem.size() as u32;
            let cell = self.b.create_sized_stack_slot(StackSlotData::new(
                StackSlotKind::ExplicitSlot,
                size.max(8),
                3,
            ));
            self.bases[slot] = self.b.ins().stack_addr(pointer, cell, 0);
        }
        self.counted_loop(f, first, last)
    }
}

use cranelift_codegen::ir::Value;

#[cfg(test)]
mod tests {
    use super::split;

    #[test]
    fn ranges_cover_the_loop_once() {
        assert_eq!(split(0, 9, 3), [(0, 3), (4, 6), (7, 9)]);
        assert_eq!(split(5, 6, 4), [(5, 5), (6, 6)]);
        assert_eq!(split(3, 2, 2), []);
        assert_eq!(split(i64::MIN, i64::MAX, 2).len(), 2);
        assert_eq!(split(1, 1, 0), [(1, 1)]);
    }
}
