//! [`Set`]: wrapper around `isl_set` (a set in a single space).

use std::fmt;
use std::marker::PhantomData;
use std::ptr::NonNull;

use crate::{ffi, pos_to_c, take_c_string, Ctx, DimType, Map, PwAff, Result, UnionSet};

isl_object!(
    /// A set living in a single space (`isl_set`), e.g.
    /// `[N] -> { S[i] : 0 <= i < N }`. Offers the single-space operations
    /// that have no union counterpart (complement, `dim_min`, hulls, ...).
    Set,
    isl_set,
    isl_set_copy,
    isl_set_free,
    isl_set_to_str
);

impl<'c> Set<'c> {
    binop!(
        /// Union (`isl_set_union`).
        union(Set) => isl_set_union -> Set
    );
    binop!(
        /// Intersection (`isl_set_intersect`).
        intersect(Set) => isl_set_intersect -> Set
    );
    binop!(
        /// Difference `self \ other` (`isl_set_subtract`).
        subtract(Set) => isl_set_subtract -> Set
    );
    unop!(
        /// Complement within the set's space (`isl_set_complement`).
        complement => isl_set_complement -> Set
    );
    unpred!(
        /// Whether the set is empty.
        is_empty => isl_set_is_empty
    );
    binpred!(
        /// Whether `self ⊆ other`.
        is_subset(Set) => isl_set_is_subset
    );
    binpred!(
        /// Whether both sets contain the same elements.
        is_equal(Set) => isl_set_is_equal
    );
    unpred!(
        /// Whether the set is bounded (for every parameter value).
        is_bounded => isl_set_is_bounded
    );
    unpred!(
        /// Whether the set contains at most one element (for every parameter
        /// value).
        is_singleton => isl_set_is_singleton
    );
    unop!(
        /// Lexicographic minimum, as a function of the parameters.
        lexmin => isl_set_lexmin -> Set
    );
    unop!(
        /// Lexicographic maximum, as a function of the parameters.
        lexmax => isl_set_lexmax -> Set
    );
    unop!(
        /// Simplifies the representation (`isl_set_coalesce`).
        coalesce => isl_set_coalesce -> Set
    );
    unop!(
        /// Removes constraints implied by the others in each disjunct
        /// (`isl_set_remove_redundancies`).
        remove_redundancies => isl_set_remove_redundancies -> Set
    );
    unop!(
        /// Projects out all set dimensions, leaving a parameter set.
        params => isl_set_params -> Set
    );
    binop!(
        /// Image of the set under `map` (`isl_set_apply`).
        apply(Map) => isl_set_apply -> Set
    );
    unop!(
        /// Makes implicit equalities explicit.
        detect_equalities => isl_set_detect_equalities -> Set
    );
    binop!(
        /// Simplifies `self` assuming `context` holds (`isl_set_gist`).
        gist(Set) => isl_set_gist -> Set
    );
    binop!(
        /// Simplifies `self` assuming the parameter constraints `context` hold.
        gist_params(Set) => isl_set_gist_params -> Set
    );

    /// Converts a union set that lives in exactly one space
    /// (`isl_set_from_union_set`); fails otherwise.
    pub fn from_union_set(uset: &UnionSet<'c>) -> Result<Self> {
        // SAFETY: `take()` hands isl an owned reference, which it consumes.
        let p = unsafe { ffi::isl_set_from_union_set(uset.take()) };
        Set::from_raw(uset.ctx(), p, "isl_set_from_union_set")
    }

    /// Number of dimensions of the given kind (`isl_set_dim`); use
    /// [`DimType::Set`] or [`DimType::Param`].
    pub fn dim(&self, ty: DimType) -> Result<u32> {
        // SAFETY: the object is alive and isl only borrows it.
        let n = unsafe { ffi::isl_set_dim(self.keep(), ty.raw()) };
        self.ctx.check_size(n, "isl_set_dim")
    }

    /// Number of set dimensions.
    pub fn n_dim(&self) -> Result<u32> {
        self.dim(DimType::Set)
    }

    /// Number of parameters.
    pub fn n_param(&self) -> Result<u32> {
        self.dim(DimType::Param)
    }

    /// Projects out `n` dimensions of kind `ty` starting at `first`
    /// (existentially quantifies them).
    pub fn project_out(&self, ty: DimType, first: u32, n: u32) -> Result<Set<'c>> {
        // SAFETY: `take()` hands isl an owned reference, which it consumes.
        let p = unsafe { ffi::isl_set_project_out(self.take(), ty.raw(), first, n) };
        Set::from_raw(self.ctx, p, "isl_set_project_out")
    }

    /// Convex hull (`isl_set_convex_hull`), as a set.
    pub fn convex_hull(&self) -> Result<Set<'c>> {
        // SAFETY: `take()` hands isl an owned reference, which it consumes.
        let b = unsafe { ffi::isl_set_convex_hull(self.take()) };
        self.basic_to_set(b, "isl_set_convex_hull")
    }

    /// Simple hull (`isl_set_simple_hull`): a cheap convex overapproximation
    /// using only constraints of the input.
    pub fn simple_hull(&self) -> Result<Set<'c>> {
        // SAFETY: `take()` hands isl an owned reference, which it consumes.
        let b = unsafe { ffi::isl_set_simple_hull(self.take()) };
        self.basic_to_set(b, "isl_set_simple_hull")
    }

    fn basic_to_set(&self, b: *mut ffi::isl_basic_set, op: &str) -> Result<Set<'c>> {
        if b.is_null() {
            return Err(self.ctx.take_error(op));
        }
        // SAFETY: `b` is a non-NULL basic set owned by us; isl consumes it.
        let p = unsafe { ffi::isl_set_from_basic_set(b) };
        Set::from_raw(self.ctx, p, "isl_set_from_basic_set")
    }

    /// A single point of the set (an empty set if the input is empty).
    pub fn sample_point(&self) -> Result<Set<'c>> {
        // SAFETY: `take()` hands isl an owned reference, which it consumes.
        let pnt = unsafe { ffi::isl_set_sample_point(self.take()) };
        if pnt.is_null() {
            return Err(self.ctx.take_error("isl_set_sample_point"));
        }
        // SAFETY: `pnt` is a live point owned by us; isl only borrows it.
        let void = unsafe { ffi::isl_point_is_void(pnt) };
        match self.ctx.check_bool(void, "isl_point_is_void") {
            Ok(false) => {
                // SAFETY: `pnt` is a non-void point owned by us; isl consumes it.
                let p = unsafe { ffi::isl_set_from_point(pnt) };
                Set::from_raw(self.ctx, p, "isl_set_from_point")
            }
            other => {
                // SAFETY: we own `pnt` and release it exactly once.
                unsafe { ffi::isl_point_free(pnt) };
                other?;
                // A void point means the set is empty (isl_set_from_point
                // rejects it); `self - self` is the empty set in this space.
                self.subtract(self)
            }
        }
    }

    fn dim_min_pw(&self, pos: u32) -> Result<PwAff<'c>> {
        let pos = pos_to_c(pos)?;
        // SAFETY: `take()` hands isl an owned reference, which it consumes.
        let p = unsafe { ffi::isl_set_dim_min(self.take(), pos) };
        PwAff::from_raw(self.ctx, p, "isl_set_dim_min")
    }

    fn dim_max_pw(&self, pos: u32) -> Result<PwAff<'c>> {
        let pos = pos_to_c(pos)?;
        // SAFETY: `take()` hands isl an owned reference, which it consumes.
        let p = unsafe { ffi::isl_set_dim_max(self.take(), pos) };
        PwAff::from_raw(self.ctx, p, "isl_set_dim_max")
    }

    /// Minimum of set dimension `pos` as a piecewise affine function of the
    /// parameters, printed by isl (e.g. `[N] -> { [(0)] : N > 0 }`).
    pub fn dim_min(&self, pos: u32) -> Result<String> {
        self.dim_min_pw(pos)?.to_str()
    }

    /// Maximum of set dimension `pos`, printed like [`Set::dim_min`].
    pub fn dim_max(&self, pos: u32) -> Result<String> {
        self.dim_max_pw(pos)?.to_str()
    }

    /// Minimum of set dimension `pos` as a one-dimensional set over the
    /// parameters, e.g. `[N] -> { [0] : N > 0 }` (`isl_set_from_pw_aff`).
    ///
    /// (`isl_map_from_pw_aff` does not apply here: the function is defined on
    /// a parameter domain, so isl rejects it with "space of input is not a
    /// map".)
    pub fn dim_min_set(&self, pos: u32) -> Result<Set<'c>> {
        let pa = self.dim_min_pw(pos)?;
        // SAFETY: `into_raw` transfers our owned reference; isl consumes it.
        let p = unsafe { ffi::isl_set_from_pw_aff(pa.into_raw()) };
        Set::from_raw(self.ctx, p, "isl_set_from_pw_aff")
    }

    /// Maximum of set dimension `pos`, as a set like [`Set::dim_min_set`].
    pub fn dim_max_set(&self, pos: u32) -> Result<Set<'c>> {
        let pa = self.dim_max_pw(pos)?;
        // SAFETY: `into_raw` transfers our owned reference; isl consumes it.
        let p = unsafe { ffi::isl_set_from_pw_aff(pa.into_raw()) };
        Set::from_raw(self.ctx, p, "isl_set_from_pw_aff")
    }
}
