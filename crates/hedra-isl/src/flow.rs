//! Dataflow analysis through isl's `isl_union_access_info_compute_flow`: the oracle for
//! hedra's dependence analysis (`hedra-deps`).
//!
//! isl takes *sink* accesses (usually reads), *must-sources* (writes that surely happen and
//! kill older values), *may-sources* (writes, or reads, that may happen and kill nothing) and a
//! schedule, and returns, for every sink instance, the last must-source before it (the *must*
//! dependences), every may-source after that last must-source (folded into the *may*
//! dependences, which include the must ones) and the sinks with no (must) source at all.
//!
//! ```
//! use hedra_isl::{Ctx, Dataflow};
//! let ctx = Ctx::new();
//! let sink = ctx.union_map("[N] -> { R[i] -> A[i - 1] : 1 <= i < N }").unwrap();
//! let write = ctx.union_map("[N] -> { W[i] -> A[i] : 0 <= i < N }").unwrap();
//! let schedule = ctx.union_map("{ W[i] -> [i, 0]; R[i] -> [i, 1] }").unwrap();
//! let flow = Dataflow::new(&sink, &schedule).must_source(&write).compute().unwrap();
//! let expected = ctx.union_map("[N] -> { W[i] -> R[i + 1] : 0 <= i <= N - 2 }").unwrap();
//! assert!(flow.must_dependence.is_equal(&expected).unwrap());
//! assert!(flow.must_no_source.is_empty().unwrap());
//! ```

use crate::{ffi, Result, UnionMap};

/// The question put to isl: sinks, sources and the schedule that orders them.
#[derive(Clone)]
pub struct Dataflow<'c> {
    sink: UnionMap<'c>,
    schedule: UnionMap<'c>,
    must: Option<UnionMap<'c>>,
    may: Option<UnionMap<'c>>,
}

/// isl's answer (`isl_union_flow`), as union maps.
#[derive(Clone, Debug)]
pub struct Flow<'c> {
    /// Source instance -> sink instance: the last must-source before each sink.
    pub must_dependence: UnionMap<'c>,
    /// Source instance -> sink instance: the must dependences and every may-source after
    /// the last must-source (all of them when there are no must-sources).
    pub may_dependence: UnionMap<'c>,
    /// Sink accesses (`instance -> element`) with no source at all (neither must nor may).
    pub must_no_source: UnionMap<'c>,
    /// Sink accesses that may have no source: no must-source surely wrote their element
    /// (a superset of `must_no_source`).
    pub may_no_source: UnionMap<'c>,
}

impl<'c> Dataflow<'c> {
    /// Sinks `instance -> element` ordered by `schedule` (`instance -> time`).
    pub fn new(sink: &UnionMap<'c>, schedule: &UnionMap<'c>) -> Self {
        Dataflow {
            sink: sink.clone(),
            schedule: schedule.clone(),
            must: None,
            may: None,
        }
    }

    /// Sets the must-sources.
    pub fn must_source(mut self, must: &UnionMap<'c>) -> Self {
        self.must = Some(must.clone());
        self
    }

    /// Sets the may-sources.
    pub fn may_source(mut self, may: &UnionMap<'c>) -> Self {
        self.may = Some(may.clone());
        self
    }

    /// Runs `isl_union_access_info_compute_flow`.
    pub fn compute(&self) -> Result<Flow<'c>> {
        let ctx = self.sink.ctx();
        ctx.same_ctx(self.schedule.ctx(), "isl_union_access_info")?;
        for m in self.must.iter().chain(self.may.iter()) {
            ctx.same_ctx(m.ctx(), "isl_union_access_info")?;
        }
        // SAFETY: every pointer handed to isl is a fresh owned reference (`take`) from the
        // same live context; each `set_*` consumes its access-info argument and returns a new
        // one (NULL on error, which the next call propagates and the final check reports).
        let flow = unsafe {
            let mut info = ffi::isl_union_access_info_from_sink(self.sink.take());
            if let Some(m) = &self.must {
                info = ffi::isl_union_access_info_set_must_source(info, m.take());
            }
            if let Some(m) = &self.may {
                info = ffi::isl_union_access_info_set_may_source(info, m.take());
            }
            info = ffi::isl_union_access_info_set_schedule_map(info, self.schedule.take());
            ffi::isl_union_access_info_compute_flow(info)
        };
        if flow.is_null() {
            return Err(ctx.take_error("isl_union_access_info_compute_flow"));
        }
        // SAFETY: `flow` is a live owned isl_union_flow; the getters only borrow it and
        // return owned union maps; it is freed exactly once below.
        let get = |f: unsafe extern "C" fn(*mut ffi::isl_union_flow) -> *mut ffi::isl_union_map,
                   op: &str| {
            let p = unsafe { f(flow) };
            UnionMap::from_raw(ctx, p, op)
        };
        let result = (|| {
            Ok(Flow {
                must_dependence: get(
                    ffi::isl_union_flow_get_must_dependence,
                    "isl_union_flow_get_must_dependence",
                )?,
                may_dependence: get(
                    ffi::isl_union_flow_get_may_dependence,
                    "isl_union_flow_get_may_dependence",
                )?,
                must_no_source: get(
                    ffi::isl_union_flow_get_must_no_source,
                    "isl_union_flow_get_must_no_source",
                )?,
                may_no_source: get(
                    ffi::isl_union_flow_get_may_no_source,
                    "isl_union_flow_get_may_no_source",
                )?,
            })
        })();
        // SAFETY: we own `flow` and free it once; the union maps above hold their own refs.
        unsafe { ffi::isl_union_flow_free(flow) };
        result
    }
}
