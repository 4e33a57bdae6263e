//! [`Map`]: wrapper around `isl_map` (a relation in a single space).

use std::fmt;
use std::marker::PhantomData;
use std::ptr::NonNull;

use crate::{ffi, pos_to_c, take_c_string, Ctx, DimType, PwAff, Result, Set, UnionMap};

isl_object!(
    /// A relation living in a single space (`isl_map`), e.g.
    /// `[N] -> { S[i] -> S[i + 1] : 0 <= i < N }`. Offers the single-space
    /// operations that have no union counterpart (complement, `dim_min`,
    /// hulls, ...).
    Map,
    isl_map,
    isl_map_copy,
    isl_map_free,
    isl_map_to_str
);

impl<'c> Map<'c> {
    binop!(
        /// Union (`isl_map_union`).
        union(Map) => isl_map_union -> Map
    );
    binop!(
        /// Intersection (`isl_map_intersect`).
        intersect(Map) => isl_map_intersect -> Map
    );
    binop!(
        /// Difference `self \ other` (`isl_map_subtract`).
        subtract(Map) => isl_map_subtract -> Map
    );
    unop!(
        /// Complement within the map's space (`isl_map_complement`).
        complement => isl_map_complement -> Map
    );
    unpred!(
        /// Whether the relation is empty.
        is_empty => isl_map_is_empty
    );
    binpred!(
        /// Whether `self ⊆ other`.
        is_subset(Map) => isl_map_is_subset
    );
    binpred!(
        /// Whether both relations contain the same pairs.
        is_equal(Map) => isl_map_is_equal
    );
    unpred!(
        /// Whether every domain element has at most one image.
        is_single_valued => isl_map_is_single_valued
    );
    unpred!(
        /// Whether every range element has at most one pre-image.
        is_injective => isl_map_is_injective
    );
    unop!(
        /// Lexicographically smallest image of each domain element.
        lexmin => isl_map_lexmin -> Map
    );
    unop!(
        /// Lexicographically largest image of each domain element.
        lexmax => isl_map_lexmax -> Map
    );
    unop!(
        /// Simplifies the representation (`isl_map_coalesce`).
        coalesce => isl_map_coalesce -> Map
    );
    unop!(
        /// Removes constraints implied by the others in each disjunct
        /// (`isl_map_remove_redundancies`).
        remove_redundancies => isl_map_remove_redundancies -> Map
    );
    unop!(
        /// Projects out domain and range, leaving a parameter set.
        params => isl_map_params -> Set
    );
    unop!(
        /// Inverse relation.
        reverse => isl_map_reverse -> Map
    );
    unop!(
        /// Domain of the relation.
        domain => isl_map_domain -> Set
    );
    unop!(
        /// Range of the relation.
        range => isl_map_range -> Set
    );
    binop!(
        /// Composition `{ a -> c : a -> b in self, b -> c in other }`.
        apply_range(Map) => isl_map_apply_range -> Map
    );
    binop!(
        /// `{ c -> b : a -> b in self, a -> c in other }`.
        apply_domain(Map) => isl_map_apply_domain -> Map
    );
    binop!(
        /// Restricts the domain to `set`.
        intersect_domain(Set) => isl_map_intersect_domain -> Map
    );
    binop!(
        /// Restricts the range to `set`.
        intersect_range(Set) => isl_map_intersect_range -> Map
    );
    unop!(
        /// Differences `b - a` (domain and range spaces must agree).
        deltas => isl_map_deltas -> Set
    );
    unop!(
        /// Makes implicit equalities explicit.
        detect_equalities => isl_map_detect_equalities -> Map
    );
    binop!(
        /// Simplifies `self` assuming `context` holds.
        gist(Map) => isl_map_gist -> Map
    );
    binop!(
        /// Simplifies `self` assuming the domain lies in `context`.
        gist_domain(Set) => isl_map_gist_domain -> Map
    );

    /// Converts a union map that lives in exactly one space
    /// (`isl_map_from_union_map`); fails otherwise.
    pub fn from_union_map(umap: &UnionMap<'c>) -> Result<Self> {
        // SAFETY: `take()` hands isl an owned reference, which it consumes.
        let p = unsafe { ffi::isl_map_from_union_map(umap.take()) };
        Map::from_raw(umap.ctx(), p, "isl_map_from_union_map")
    }

    /// Number of dimensions of the given kind (`isl_map_dim`).
    pub fn dim(&self, ty: DimType) -> Result<u32> {
        // SAFETY: the object is alive and isl only borrows it.
        let n = unsafe { ffi::isl_map_dim(self.keep(), ty.raw()) };
        self.ctx.check_size(n, "isl_map_dim")
    }

    /// Number of input (domain) dimensions.
    pub fn n_in(&self) -> Result<u32> {
        self.dim(DimType::In)
    }

    /// Number of output (range) dimensions.
    pub fn n_out(&self) -> Result<u32> {
        self.dim(DimType::Out)
    }

    /// Number of parameters.
    pub fn n_param(&self) -> Result<u32> {
        self.dim(DimType::Param)
    }

    /// Projects out `n` dimensions of kind `ty` starting at `first`.
    pub fn project_out(&self, ty: DimType, first: u32, n: u32) -> Result<Map<'c>> {
        // SAFETY: `take()` hands isl an owned reference, which it consumes.
        let p = unsafe { ffi::isl_map_project_out(self.take(), ty.raw(), first, n) };
        Map::from_raw(self.ctx, p, "isl_map_project_out")
    }

    /// Convex hull (`isl_map_convex_hull`), as a map.
    pub fn convex_hull(&self) -> Result<Map<'c>> {
        // SAFETY: `take()` hands isl an owned reference, which it consumes.
        let b = unsafe { ffi::isl_map_convex_hull(self.take()) };
        self.basic_to_map(b, "isl_map_convex_hull")
    }

    /// Simple hull (`isl_map_simple_hull`), as a map.
    pub fn simple_hull(&self) -> Result<Map<'c>> {
        // SAFETY: `take()` hands isl an owned reference, which it consumes.
        let b = unsafe { ffi::isl_map_simple_hull(self.take()) };
        self.basic_to_map(b, "isl_map_simple_hull")
    }

    fn basic_to_map(&self, b: *mut ffi::isl_basic_map, op: &str) -> Result<Map<'c>> {
        if b.is_null() {
            return Err(self.ctx.take_error(op));
        }
        // SAFETY: `b` is a non-NULL basic map owned by us; isl consumes it.
        let p = unsafe { ffi::isl_map_from_basic_map(b) };
        Map::from_raw(self.ctx, p, "isl_map_from_basic_map")
    }

    fn dim_min_pw(&self, pos: u32) -> Result<PwAff<'c>> {
        let pos = pos_to_c(pos)?;
        // SAFETY: `take()` hands isl an owned reference, which it consumes.
        let p = unsafe { ffi::isl_map_dim_min(self.take(), pos) };
        PwAff::from_raw(self.ctx, p, "isl_map_dim_min")
    }

    fn dim_max_pw(&self, pos: u32) -> Result<PwAff<'c>> {
        let pos = pos_to_c(pos)?;
        // SAFETY: `take()` hands isl an owned reference, which it consumes.
        let p = unsafe { ffi::isl_map_dim_max(self.take(), pos) };
        PwAff::from_raw(self.ctx, p, "isl_map_dim_max")
    }

    /// Minimum of output dimension `pos` as a piecewise affine function of
    /// the domain, printed by isl (e.g. `{ [i] -> [(i)] : i >= 0 }`).
    pub fn dim_min(&self, pos: u32) -> Result<String> {
        self.dim_min_pw(pos)?.to_str()
    }

    /// Maximum of output dimension `pos`, printed like [`Map::dim_min`].
    pub fn dim_max(&self, pos: u32) -> Result<String> {
        self.dim_max_pw(pos)?.to_str()
    }

    /// Minimum of output dimension `pos` as a map from the domain to a
    /// one-dimensional anonymous range (`isl_map_from_pw_aff`).
    pub fn dim_min_map(&self, pos: u32) -> Result<Map<'c>> {
        let pa = self.dim_min_pw(pos)?;
        // SAFETY: `into_raw` transfers our owned reference; isl consumes it.
        let p = unsafe { ffi::isl_map_from_pw_aff(pa.into_raw()) };
        Map::from_raw(self.ctx, p, "isl_map_from_pw_aff")
    }

    /// Maximum of output dimension `pos`, as a map like [`Map::dim_min_map`].
    pub fn dim_max_map(&self, pos: u32) -> Result<Map<'c>> {
        let pa = self.dim_max_pw(pos)?;
        // SAFETY: `into_raw` transfers our owned reference; isl consumes it.
        let p = unsafe { ffi::isl_map_from_pw_aff(pa.into_raw()) };
        Map::from_raw(self.ctx, p, "isl_map_from_pw_aff")
    }
}
