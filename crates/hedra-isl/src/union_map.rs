//! [`UnionMap`]: wrapper around `isl_union_map`.

use std::fmt;
use std::marker::PhantomData;
use std::ptr::NonNull;

use crate::{ffi, take_c_string, Ctx, Map, Result, Set, UnionSet};

isl_object!(
    /// A union of relations living in (possibly) different spaces
    /// (`isl_union_map`), e.g. `{ S[i] -> T[i + 1]; S[i] -> U[] }`.
    UnionMap,
    isl_union_map,
    isl_union_map_copy,
    isl_union_map_free,
    isl_union_map_to_str
);

impl<'c> UnionMap<'c> {
    binop!(
        /// Union (`isl_union_map_union`).
        union(UnionMap) => isl_union_map_union -> UnionMap
    );
    binop!(
        /// Intersection (`isl_union_map_intersect`).
        intersect(UnionMap) => isl_union_map_intersect -> UnionMap
    );
    binop!(
        /// Difference `self \ other` (`isl_union_map_subtract`).
        subtract(UnionMap) => isl_union_map_subtract -> UnionMap
    );
    unpred!(
        /// Whether the relation is empty.
        is_empty => isl_union_map_is_empty
    );
    binpred!(
        /// Whether `self ⊆ other`.
        is_subset(UnionMap) => isl_union_map_is_subset
    );
    binpred!(
        /// Whether `self ⊊ other`.
        is_strict_subset(UnionMap) => isl_union_map_is_strict_subset
    );
    binpred!(
        /// Whether both relations contain the same pairs.
        is_equal(UnionMap) => isl_union_map_is_equal
    );
    unop!(
        /// Inverse relation `{ b -> a : a -> b in self }`.
        reverse => isl_union_map_reverse -> UnionMap
    );
    unop!(
        /// Domain of the relation.
        domain => isl_union_map_domain -> UnionSet
    );
    unop!(
        /// Range of the relation.
        range => isl_union_map_range -> UnionSet
    );
    binop!(
        /// Composition `{ a -> c : a -> b in self, b -> c in other }`; this
        /// is iscc's join `self . other`.
        apply_range(UnionMap) => isl_union_map_apply_range -> UnionMap
    );
    binop!(
        /// `{ c -> b : a -> b in self, a -> c in other }`.
        apply_domain(UnionMap) => isl_union_map_apply_domain -> UnionMap
    );
    binop!(
        /// Restricts the domain to `set`.
        intersect_domain(UnionSet) => isl_union_map_intersect_domain -> UnionMap
    );
    binop!(
        /// Restricts the range to `set`.
        intersect_range(UnionSet) => isl_union_map_intersect_range -> UnionMap
    );
    binop!(
        /// Intersects with a parameter set.
        intersect_params(Set) => isl_union_map_intersect_params -> UnionMap
    );
    unop!(
        /// Lexicographically smallest image of each domain element.
        lexmin => isl_union_map_lexmin -> UnionMap
    );
    unop!(
        /// Lexicographically largest image of each domain element.
        lexmax => isl_union_map_lexmax -> UnionMap
    );
    unop!(
        /// Differences `b - a` for `a -> b` in relations whose domain and
        /// range spaces agree.
        deltas => isl_union_map_deltas -> UnionSet
    );
    unop!(
        /// Simplifies the representation (`isl_union_map_coalesce`).
        coalesce => isl_union_map_coalesce -> UnionMap
    );
    unop!(
        /// Projects out all domain and range dimensions.
        params => isl_union_map_params -> Set
    );
    unop!(
        /// Makes implicit equalities explicit.
        detect_equalities => isl_union_map_detect_equalities -> UnionMap
    );
    binop!(
        /// Simplifies `self` assuming `context` holds.
        gist(UnionMap) => isl_union_map_gist -> UnionMap
    );
    binop!(
        /// Simplifies `self` assuming the domain lies in `context`.
        gist_domain(UnionSet) => isl_union_map_gist_domain -> UnionMap
    );
    binop!(
        /// Simplifies `self` assuming the range lies in `context`.
        gist_range(UnionSet) => isl_union_map_gist_range -> UnionMap
    );
    binop!(
        /// Simplifies `self` assuming the parameter constraints `context` hold.
        gist_params(Set) => isl_union_map_gist_params -> UnionMap
    );
    binop!(
        /// `{ [a -> c] -> [b -> d] : a -> b in self, c -> d in other }`.
        product(UnionMap) => isl_union_map_product -> UnionMap
    );
    binop!(
        /// `{ [a -> c] -> b : a -> b in self, c -> b in other }`.
        domain_product(UnionMap) => isl_union_map_domain_product -> UnionMap
    );
    binop!(
        /// `{ a -> [b -> c] : a -> b in self, a -> c in other }`.
        range_product(UnionMap) => isl_union_map_range_product -> UnionMap
    );
    binop!(
        /// Like [`UnionMap::range_product`] but with the range flattened,
        /// `{ a -> [b, c] }`.
        flat_range_product(UnionMap) => isl_union_map_flat_range_product -> UnionMap
    );
    unpred!(
        /// Whether every domain element has at most one image.
        is_single_valued => isl_union_map_is_single_valued
    );
    unpred!(
        /// Whether every range element has at most one pre-image.
        is_injective => isl_union_map_is_injective
    );
    unpred!(
        /// Whether the relation is single-valued and injective.
        is_bijective => isl_union_map_is_bijective
    );
    unop!(
        /// Universe relation of every pair of spaces in the map.
        universe => isl_union_map_universe -> UnionMap
    );
    unop!(
        /// Wraps the relation into a set `{ [a -> b] }`.
        wrap => isl_union_map_wrap -> UnionSet
    );

    /// Cartesian product `{ a -> b : a in domain, b in range }`
    /// (`isl_union_map_from_domain_and_range`).
    pub fn from_domain_and_range(domain: &UnionSet<'c>, range: &UnionSet<'c>) -> Result<Self> {
        let ctx = domain.ctx();
        ctx.same_ctx(range.ctx(), "isl_union_map_from_domain_and_range")?;
        // SAFETY: both are fresh owned references from the same live ctx;
        // isl consumes them.
        let p = unsafe { ffi::isl_union_map_from_domain_and_range(domain.take(), range.take()) };
        UnionMap::from_raw(ctx, p, "isl_union_map_from_domain_and_range")
    }

    /// Transitive closure (`isl_union_map_transitive_closure`); the flag says
    /// whether the result is exact (otherwise it is an overapproximation).
    pub fn transitive_closure(&self) -> Result<(UnionMap<'c>, bool)> {
        let mut exact: ffi::isl_bool = -1;
        // SAFETY: `take()` hands isl an owned reference; `exact` is a valid
        // out-pointer for the duration of the call.
        let p = unsafe { ffi::isl_union_map_transitive_closure(self.take(), &mut exact) };
        let closure = UnionMap::from_raw(self.ctx, p, "isl_union_map_transitive_closure")?;
        let exact = self
            .ctx
            .check_bool(exact, "isl_union_map_transitive_closure")?;
        Ok((closure, exact))
    }

    /// Number of spaces (`isl_map`s) in the union.
    pub fn n_map(&self) -> Result<u32> {
        // SAFETY: the object is alive and isl only borrows it.
        let n = unsafe { ffi::isl_union_map_n_map(self.keep()) };
        self.ctx.check_size(n, "isl_union_map_n_map")
    }
}

impl<'c> From<Map<'c>> for UnionMap<'c> {
    /// Converts a single-space map into a union map (`isl_union_map_from_map`).
    ///
    /// # Panics
    /// Panics if isl fails (which does not happen for a valid map).
    fn from(map: Map<'c>) -> Self {
        let ctx = map.ctx();
        // SAFETY: `into_raw` transfers our owned reference; isl consumes it.
        let p = unsafe { ffi::isl_union_map_from_map(map.into_raw()) };
        UnionMap::from_raw(ctx, p, "isl_union_map_from_map").expect("isl_union_map_from_map")
    }
}
