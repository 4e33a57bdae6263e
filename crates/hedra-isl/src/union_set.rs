//! [`UnionSet`]: wrapper around `isl_union_set`.

use std::fmt;
use std::marker::PhantomData;
use std::ptr::NonNull;

use crate::{ffi, take_c_string, Ctx, Result, Set, UnionMap};

isl_object!(
    /// A union of sets living in (possibly) different spaces
    /// (`isl_union_set`), e.g. `[N] -> { S[i] : 0 <= i < N; T[] }`.
    UnionSet,
    isl_union_set,
    isl_union_set_copy,
    isl_union_set_free,
    isl_union_set_to_str
);

impl<'c> UnionSet<'c> {
    binop!(
        /// Union (`isl_union_set_union`).
        union(UnionSet) => isl_union_set_union -> UnionSet
    );
    binop!(
        /// Intersection (`isl_union_set_intersect`).
        intersect(UnionSet) => isl_union_set_intersect -> UnionSet
    );
    binop!(
        /// Difference `self \ other` (`isl_union_set_subtract`).
        subtract(UnionSet) => isl_union_set_subtract -> UnionSet
    );
    unpred!(
        /// Whether the set is empty (for all parameter values).
        is_empty => isl_union_set_is_empty
    );
    binpred!(
        /// Whether `self ⊆ other`. Also serves as a point-membership test when
        /// `self` is a single point (see [`UnionSet::sample_point`]).
        is_subset(UnionSet) => isl_union_set_is_subset
    );
    binpred!(
        /// Whether `self ⊊ other`.
        is_strict_subset(UnionSet) => isl_union_set_is_strict_subset
    );
    binpred!(
        /// Whether both sets contain the same elements.
        is_equal(UnionSet) => isl_union_set_is_equal
    );
    unop!(
        /// Lexicographic minimum per space, as a function of the parameters.
        lexmin => isl_union_set_lexmin -> UnionSet
    );
    unop!(
        /// Lexicographic maximum per space, as a function of the parameters.
        lexmax => isl_union_set_lexmax -> UnionSet
    );
    unop!(
        /// Simplifies the representation (`isl_union_set_coalesce`).
        coalesce => isl_union_set_coalesce -> UnionSet
    );
    unop!(
        /// Projects out all set dimensions, leaving a parameter set.
        params => isl_union_set_params -> Set
    );
    binop!(
        /// Image of the set under `map` (`isl_union_set_apply`).
        apply(UnionMap) => isl_union_set_apply -> UnionSet
    );
    unop!(
        /// Identity relation on the set (`isl_union_set_identity`).
        identity => isl_union_set_identity -> UnionMap
    );
    unop!(
        /// Universe of each space in the set (`isl_union_set_universe`).
        universe => isl_union_set_universe -> UnionSet
    );
    unop!(
        /// Makes implicit equalities explicit.
        detect_equalities => isl_union_set_detect_equalities -> UnionSet
    );
    binop!(
        /// Simplifies `self` assuming `context` holds (`isl_union_set_gist`).
        gist(UnionSet) => isl_union_set_gist -> UnionSet
    );
    binop!(
        /// Simplifies `self` assuming the parameter constraints `context` hold.
        gist_params(Set) => isl_union_set_gist_params -> UnionSet
    );
    binop!(
        /// Intersects with a parameter set.
        intersect_params(Set) => isl_union_set_intersect_params -> UnionSet
    );
    unop!(
        /// Turns a set of wrapped relations `{ [A -> B] }` into the relation
        /// `{ A -> B }`.
        unwrap => isl_union_set_unwrap -> UnionMap
    );
    binop!(
        /// `{ a -> b : a in self, b in other, a ≺ b }` (lexicographically
        /// smaller), for every pair of spaces.
        lex_lt_union_set(UnionSet) => isl_union_set_lex_lt_union_set -> UnionMap
    );
    binop!(
        /// `{ a -> b : a in self, b in other, a ⪯ b }`, for every pair of spaces.
        lex_le_union_set(UnionSet) => isl_union_set_lex_le_union_set -> UnionMap
    );

    /// A single point of the set, as a union set. An empty input yields an
    /// empty result.
    pub fn sample_point(&self) -> Result<UnionSet<'c>> {
        // SAFETY: `take()` hands isl an owned reference, which it consumes.
        let pnt = unsafe { ffi::isl_union_set_sample_point(self.take()) };
        if pnt.is_null() {
            return Err(self.ctx.take_error("isl_union_set_sample_point"));
        }
        // SAFETY: `pnt` is a live point owned by us; isl only borrows it.
        let void = unsafe { ffi::isl_point_is_void(pnt) };
        match self.ctx.check_bool(void, "isl_point_is_void") {
            Ok(false) => {
                // SAFETY: we own `pnt`; isl consumes it.
                let p = unsafe { ffi::isl_union_set_from_point(pnt) };
                UnionSet::from_raw(self.ctx, p, "isl_union_set_from_point")
            }
            other => {
                // SAFETY: we own `pnt` and release it exactly once.
                unsafe { ffi::isl_point_free(pnt) };
                other?;
                // A void point means the set is empty; `self - self` is an
                // empty set with the same parameters.
                self.subtract(self)
            }
        }
    }

    /// Number of spaces (`isl_set`s) in the union.
    pub fn n_set(&self) -> Result<u32> {
        // SAFETY: the object is alive and isl only borrows it.
        let n = unsafe { ffi::isl_union_set_n_set(self.keep()) };
        self.ctx.check_size(n, "isl_union_set_n_set")
    }
}

impl<'c> From<Set<'c>> for UnionSet<'c> {
    /// Converts a single-space set into a union set (`isl_union_set_from_set`).
    ///
    /// # Panics
    /// Panics if isl fails (which does not happen for a valid set).
    fn from(set: Set<'c>) -> Self {
        let ctx = set.ctx();
        // SAFETY: `into_raw` transfers our owned reference; isl consumes it.
        let p = unsafe { ffi::isl_union_set_from_set(set.into_raw()) };
        UnionSet::from_raw(ctx, p, "isl_union_set_from_set").expect("isl_union_set_from_set")
    }
}
