//! Hand-written raw declarations for the subset of the isl C API used by
//! this crate (checked against the isl 0.25 headers in `/usr/include/isl`).
//!
//! Ownership conventions follow isl: arguments documented `__isl_take` are
//! consumed by the callee, `__isl_keep` arguments are only borrowed, and
//! `__isl_give` results are owned by the caller.

#![allow(non_camel_case_types)]

use std::ffi::{c_char, c_int, c_uint, c_void};
use std::marker::{PhantomData, PhantomPinned};

macro_rules! opaque {
    ($($name:ident),* $(,)?) => {
        $(
            /// Opaque isl object; only ever used behind a raw pointer.
            #[repr(C)]
            pub struct $name {
                _data: [u8; 0],
                _marker: PhantomData<(*mut u8, PhantomPinned)>,
            }
        )*
    };
}

opaque!(
    isl_ctx,
    isl_union_set,
    isl_union_map,
    isl_set,
    isl_map,
    isl_basic_set,
    isl_basic_map,
    isl_point,
    isl_pw_aff,
    isl_union_access_info,
    isl_union_flow,
);

/// `isl_bool`: -1 error, 0 false, 1 true.
pub type isl_bool = c_int;
/// `isl_size`: -1 on error, otherwise a non-negative count.
pub type isl_size = c_int;
/// `isl_stat`: -1 error, 0 ok.
pub type isl_stat = c_int;
/// `enum isl_dim_type` (see `isl/space_type.h`).
pub type isl_dim_type = c_uint;

pub const ISL_DIM_PARAM: isl_dim_type = 1;
pub const ISL_DIM_IN: isl_dim_type = 2;
pub const ISL_DIM_OUT: isl_dim_type = 3;
/// `isl_dim_set == isl_dim_out`.
pub const ISL_DIM_SET: isl_dim_type = 3;

/// `ISL_ON_ERROR_CONTINUE` from `isl/options.h`.
pub const ISL_ON_ERROR_CONTINUE: c_int = 1;
/// `isl_error_none` from `enum isl_error` in `isl/ctx.h`.
pub const ISL_ERROR_NONE: c_int = 0;

extern "C" {
    // libc
    pub fn free(ptr: *mut c_void);

    // ctx / options
    pub fn isl_ctx_alloc() -> *mut isl_ctx;
    pub fn isl_ctx_free(ctx: *mut isl_ctx);
    pub fn isl_options_set_on_error(ctx: *mut isl_ctx, val: c_int) -> isl_stat;
    pub fn isl_ctx_last_error(ctx: *mut isl_ctx) -> c_int;
    pub fn isl_ctx_last_error_msg(ctx: *mut isl_ctx) -> *const c_char;
    pub fn isl_ctx_reset_error(ctx: *mut isl_ctx);

    // point
    pub fn isl_point_free(pnt: *mut isl_point) -> *mut isl_point;
    pub fn isl_point_is_void(pnt: *mut isl_point) -> isl_bool;

    // pw_aff
    pub fn isl_pw_aff_free(pa: *mut isl_pw_aff) -> *mut isl_pw_aff;
    pub fn isl_pw_aff_to_str(pa: *mut isl_pw_aff) -> *mut c_char;

    // union_set
    pub fn isl_union_set_read_from_str(ctx: *mut isl_ctx, s: *const c_char) -> *mut isl_union_set;
    pub fn isl_union_set_copy(u: *mut isl_union_set) -> *mut isl_union_set;
    pub fn isl_union_set_free(u: *mut isl_union_set) -> *mut isl_union_set;
    pub fn isl_union_set_to_str(u: *mut isl_union_set) -> *mut c_char;
    pub fn isl_union_set_union(a: *mut isl_union_set, b: *mut isl_union_set) -> *mut isl_union_set;
    pub fn isl_union_set_intersect(
        a: *mut isl_union_set,
        b: *mut isl_union_set,
    ) -> *mut isl_union_set;
    pub fn isl_union_set_subtract(
        a: *mut isl_union_set,
        b: *mut isl_union_set,
    ) -> *mut isl_union_set;
    pub fn isl_union_set_is_empty(u: *mut isl_union_set) -> isl_bool;
    pub fn isl_union_set_is_subset(a: *mut isl_union_set, b: *mut isl_union_set) -> isl_bool;
    pub fn isl_union_set_is_strict_subset(a: *mut isl_union_set, b: *mut isl_union_set)
        -> isl_bool;
    pub fn isl_union_set_is_equal(a: *mut isl_union_set, b: *mut isl_union_set) -> isl_bool;
    pub fn isl_union_set_lexmin(u: *mut isl_union_set) -> *mut isl_union_set;
    pub fn isl_union_set_lexmax(u: *mut isl_union_set) -> *mut isl_union_set;
    pub fn isl_union_set_sample_point(u: *mut isl_union_set) -> *mut isl_point;
    pub fn isl_union_set_from_point(pnt: *mut isl_point) -> *mut isl_union_set;
    pub fn isl_union_set_coalesce(u: *mut isl_union_set) -> *mut isl_union_set;
    pub fn isl_union_set_params(u: *mut isl_union_set) -> *mut isl_set;
    pub fn isl_union_set_apply(u: *mut isl_union_set, m: *mut isl_union_map) -> *mut isl_union_set;
    pub fn isl_union_set_identity(u: *mut isl_union_set) -> *mut isl_union_map;
    pub fn isl_union_set_universe(u: *mut isl_union_set) -> *mut isl_union_set;
    pub fn isl_union_set_detect_equalities(u: *mut isl_union_set) -> *mut isl_union_set;
    pub fn isl_union_set_gist(
        u: *mut isl_union_set,
        context: *mut isl_union_set,
    ) -> *mut isl_union_set;
    pub fn isl_union_set_gist_params(
        u: *mut isl_union_set,
        set: *mut isl_set,
    ) -> *mut isl_union_set;
    pub fn isl_union_set_intersect_params(
        u: *mut isl_union_set,
        set: *mut isl_set,
    ) -> *mut isl_union_set;
    pub fn isl_union_set_from_set(set: *mut isl_set) -> *mut isl_union_set;
    pub fn isl_union_set_n_set(u: *mut isl_union_set) -> isl_size;
    pub fn isl_union_set_unwrap(u: *mut isl_union_set) -> *mut isl_union_map;
    pub fn isl_union_set_lex_lt_union_set(
        a: *mut isl_union_set,
        b: *mut isl_union_set,
    ) -> *mut isl_union_map;
    pub fn isl_union_set_lex_le_union_set(
        a: *mut isl_union_set,
        b: *mut isl_union_set,
    ) -> *mut isl_union_map;

    // union_map
    pub fn isl_union_map_read_from_str(ctx: *mut isl_ctx, s: *const c_char) -> *mut isl_union_map;
    pub fn isl_union_map_copy(u: *mut isl_union_map) -> *mut isl_union_map;
    pub fn isl_union_map_free(u: *mut isl_union_map) -> *mut isl_union_map;
    pub fn isl_union_map_to_str(u: *mut isl_union_map) -> *mut c_char;
    pub fn isl_union_map_union(a: *mut isl_union_map, b: *mut isl_union_map) -> *mut isl_union_map;
    pub fn isl_union_map_intersect(
        a: *mut isl_union_map,
        b: *mut isl_union_map,
    ) -> *mut isl_union_map;
    pub fn isl_union_map_subtract(
        a: *mut isl_union_map,
        b: *mut isl_union_map,
    ) -> *mut isl_union_map;
    pub fn isl_union_map_is_empty(u: *mut isl_union_map) -> isl_bool;
    pub fn isl_union_map_is_subset(a: *mut isl_union_map, b: *mut isl_union_map) -> isl_bool;
    pub fn isl_union_map_is_strict_subset(a: *mut isl_union_map, b: *mut isl_union_map)
        -> isl_bool;
    pub fn isl_union_map_is_equal(a: *mut isl_union_map, b: *mut isl_union_map) -> isl_bool;
    pub fn isl_union_map_reverse(u: *mut isl_union_map) -> *mut isl_union_map;
    pub fn isl_union_map_domain(u: *mut isl_union_map) -> *mut isl_union_set;
    pub fn isl_union_map_range(u: *mut isl_union_map) -> *mut isl_union_set;
    pub fn isl_union_map_apply_range(
        a: *mut isl_union_map,
        b: *mut isl_union_map,
    ) -> *mut isl_union_map;
    pub fn isl_union_map_apply_domain(
        a: *mut isl_union_map,
        b: *mut isl_union_map,
    ) -> *mut isl_union_map;
    pub fn isl_union_map_intersect_domain(
        u: *mut isl_union_map,
        s: *mut isl_union_set,
    ) -> *mut isl_union_map;
    pub fn isl_union_map_intersect_range(
        u: *mut isl_union_map,
        s: *mut isl_union_set,
    ) -> *mut isl_union_map;
    pub fn isl_union_map_intersect_params(
        u: *mut isl_union_map,
        s: *mut isl_set,
    ) -> *mut isl_union_map;
    pub fn isl_union_map_lexmin(u: *mut isl_union_map) -> *mut isl_union_map;
    pub fn isl_union_map_lexmax(u: *mut isl_union_map) -> *mut isl_union_map;
    pub fn isl_union_map_deltas(u: *mut isl_union_map) -> *mut isl_union_set;
    pub fn isl_union_map_coalesce(u: *mut isl_union_map) -> *mut isl_union_map;
    pub fn isl_union_map_params(u: *mut isl_union_map) -> *mut isl_set;
    pub fn isl_union_map_detect_equalities(u: *mut isl_union_map) -> *mut isl_union_map;
    pub fn isl_union_map_gist(
        u: *mut isl_union_map,
        context: *mut isl_union_map,
    ) -> *mut isl_union_map;
    pub fn isl_union_map_gist_domain(
        u: *mut isl_union_map,
        s: *mut isl_union_set,
    ) -> *mut isl_union_map;
    pub fn isl_union_map_gist_range(
        u: *mut isl_union_map,
        s: *mut isl_union_set,
    ) -> *mut isl_union_map;
    pub fn isl_union_map_gist_params(u: *mut isl_union_map, s: *mut isl_set) -> *mut isl_union_map;
    pub fn isl_union_map_product(
        a: *mut isl_union_map,
        b: *mut isl_union_map,
    ) -> *mut isl_union_map;
    pub fn isl_union_map_domain_product(
        a: *mut isl_union_map,
        b: *mut isl_union_map,
    ) -> *mut isl_union_map;
    pub fn isl_union_map_range_product(
        a: *mut isl_union_map,
        b: *mut isl_union_map,
    ) -> *mut isl_union_map;
    pub fn isl_union_map_flat_range_product(
        a: *mut isl_union_map,
        b: *mut isl_union_map,
    ) -> *mut isl_union_map;
    pub fn isl_union_map_is_single_valued(u: *mut isl_union_map) -> isl_bool;
    pub fn isl_union_map_is_injective(u: *mut isl_union_map) -> isl_bool;
    pub fn isl_union_map_is_bijective(u: *mut isl_union_map) -> isl_bool;
    pub fn isl_union_map_from_map(m: *mut isl_map) -> *mut isl_union_map;
    pub fn isl_union_map_n_map(u: *mut isl_union_map) -> isl_size;
    pub fn isl_union_map_universe(u: *mut isl_union_map) -> *mut isl_union_map;
    pub fn isl_union_map_wrap(u: *mut isl_union_map) -> *mut isl_union_set;
    pub fn isl_union_map_from_domain_and_range(
        domain: *mut isl_union_set,
        range: *mut isl_union_set,
    ) -> *mut isl_union_map;
    pub fn isl_union_map_transitive_closure(
        u: *mut isl_union_map,
        exact: *mut isl_bool,
    ) -> *mut isl_union_map;

    // set
    pub fn isl_set_read_from_str(ctx: *mut isl_ctx, s: *const c_char) -> *mut isl_set;
    pub fn isl_set_copy(s: *mut isl_set) -> *mut isl_set;
    pub fn isl_set_free(s: *mut isl_set) -> *mut isl_set;
    pub fn isl_set_to_str(s: *mut isl_set) -> *mut c_char;
    pub fn isl_set_union(a: *mut isl_set, b: *mut isl_set) -> *mut isl_set;
    pub fn isl_set_intersect(a: *mut isl_set, b: *mut isl_set) -> *mut isl_set;
    pub fn isl_set_subtract(a: *mut isl_set, b: *mut isl_set) -> *mut isl_set;
    pub fn isl_set_complement(s: *mut isl_set) -> *mut isl_set;
    pub fn isl_set_is_empty(s: *mut isl_set) -> isl_bool;
    pub fn isl_set_is_subset(a: *mut isl_set, b: *mut isl_set) -> isl_bool;
    pub fn isl_set_is_equal(a: *mut isl_set, b: *mut isl_set) -> isl_bool;
    pub fn isl_set_is_bounded(s: *mut isl_set) -> isl_bool;
    pub fn isl_set_is_singleton(s: *mut isl_set) -> isl_bool;
    pub fn isl_set_lexmin(s: *mut isl_set) -> *mut isl_set;
    pub fn isl_set_lexmax(s: *mut isl_set) -> *mut isl_set;
    pub fn isl_set_dim_min(s: *mut isl_set, pos: c_int) -> *mut isl_pw_aff;
    pub fn isl_set_dim_max(s: *mut isl_set, pos: c_int) -> *mut isl_pw_aff;
    pub fn isl_set_project_out(
        s: *mut isl_set,
        ty: isl_dim_type,
        first: c_uint,
        n: c_uint,
    ) -> *mut isl_set;
    pub fn isl_set_convex_hull(s: *mut isl_set) -> *mut isl_basic_set;
    pub fn isl_set_simple_hull(s: *mut isl_set) -> *mut isl_basic_set;
    pub fn isl_set_from_basic_set(b: *mut isl_basic_set) -> *mut isl_set;
    pub fn isl_set_sample_point(s: *mut isl_set) -> *mut isl_point;
    pub fn isl_set_from_point(pnt: *mut isl_point) -> *mut isl_set;
    pub fn isl_set_dim(s: *mut isl_set, ty: isl_dim_type) -> isl_size;
    pub fn isl_set_coalesce(s: *mut isl_set) -> *mut isl_set;
    pub fn isl_set_remove_redundancies(s: *mut isl_set) -> *mut isl_set;
    pub fn isl_set_params(s: *mut isl_set) -> *mut isl_set;
    pub fn isl_set_apply(s: *mut isl_set, m: *mut isl_map) -> *mut isl_set;
    pub fn isl_set_detect_equalities(s: *mut isl_set) -> *mut isl_set;
    pub fn isl_set_gist(s: *mut isl_set, context: *mut isl_set) -> *mut isl_set;
    pub fn isl_set_gist_params(s: *mut isl_set, context: *mut isl_set) -> *mut isl_set;
    pub fn isl_set_from_union_set(u: *mut isl_union_set) -> *mut isl_set;
    pub fn isl_set_from_pw_aff(pa: *mut isl_pw_aff) -> *mut isl_set;

    // map
    pub fn isl_map_read_from_str(ctx: *mut isl_ctx, s: *const c_char) -> *mut isl_map;
    pub fn isl_map_copy(m: *mut isl_map) -> *mut isl_map;
    pub fn isl_map_free(m: *mut isl_map) -> *mut isl_map;
    pub fn isl_map_to_str(m: *mut isl_map) -> *mut c_char;
    pub fn isl_map_union(a: *mut isl_map, b: *mut isl_map) -> *mut isl_map;
    pub fn isl_map_intersect(a: *mut isl_map, b: *mut isl_map) -> *mut isl_map;
    pub fn isl_map_subtract(a: *mut isl_map, b: *mut isl_map) -> *mut isl_map;
    pub fn isl_map_complement(m: *mut isl_map) -> *mut isl_map;
    pub fn isl_map_is_empty(m: *mut isl_map) -> isl_bool;
    pub fn isl_map_is_subset(a: *mut isl_map, b: *mut isl_map) -> isl_bool;
    pub fn isl_map_is_equal(a: *mut isl_map, b: *mut isl_map) -> isl_bool;
    pub fn isl_map_is_single_valued(m: *mut isl_map) -> isl_bool;
    pub fn isl_map_is_injective(m: *mut isl_map) -> isl_bool;
    pub fn isl_map_lexmin(m: *mut isl_map) -> *mut isl_map;
    pub fn isl_map_lexmax(m: *mut isl_map) -> *mut isl_map;
    pub fn isl_map_dim_min(m: *mut isl_map, pos: c_int) -> *mut isl_pw_aff;
    pub fn isl_map_dim_max(m: *mut isl_map, pos: c_int) -> *mut isl_pw_aff;
    pub fn isl_map_project_out(
        m: *mut isl_map,
        ty: isl_dim_type,
        first: c_uint,
        n: c_uint,
    ) -> *mut isl_map;
    pub fn isl_map_convex_hull(m: *mut isl_map) -> *mut isl_basic_map;
    pub fn isl_map_simple_hull(m: *mut isl_map) -> *mut isl_basic_map;
    pub fn isl_map_from_basic_map(b: *mut isl_basic_map) -> *mut isl_map;
    pub fn isl_map_dim(m: *mut isl_map, ty: isl_dim_type) -> isl_size;
    pub fn isl_map_coalesce(m: *mut isl_map) -> *mut isl_map;
    pub fn isl_map_remove_redundancies(m: *mut isl_map) -> *mut isl_map;
    pub fn isl_map_params(m: *mut isl_map) -> *mut isl_set;
    pub fn isl_map_reverse(m: *mut isl_map) -> *mut isl_map;
    pub fn isl_map_domain(m: *mut isl_map) -> *mut isl_set;
    pub fn isl_map_range(m: *mut isl_map) -> *mut isl_set;
    pub fn isl_map_apply_range(a: *mut isl_map, b: *mut isl_map) -> *mut isl_map;
    pub fn isl_map_apply_domain(a: *mut isl_map, b: *mut isl_map) -> *mut isl_map;
    pub fn isl_map_intersect_domain(m: *mut isl_map, s: *mut isl_set) -> *mut isl_map;
    pub fn isl_map_intersect_range(m: *mut isl_map, s: *mut isl_set) -> *mut isl_map;
    pub fn isl_map_deltas(m: *mut isl_map) -> *mut isl_set;
    pub fn isl_map_detect_equalities(m: *mut isl_map) -> *mut isl_map;
    pub fn isl_map_gist(m: *mut isl_map, context: *mut isl_map) -> *mut isl_map;
    pub fn isl_map_gist_domain(m: *mut isl_map, context: *mut isl_set) -> *mut isl_map;
    pub fn isl_map_from_union_map(u: *mut isl_union_map) -> *mut isl_map;
    pub fn isl_map_from_pw_aff(pa: *mut isl_pw_aff) -> *mut isl_map;

    // dataflow analysis (isl/flow.h)
    pub fn isl_union_access_info_from_sink(sink: *mut isl_union_map) -> *mut isl_union_access_info;
    pub fn isl_union_access_info_set_must_source(
        access: *mut isl_union_access_info,
        must_source: *mut isl_union_map,
    ) -> *mut isl_union_access_info;
    pub fn isl_union_access_info_set_may_source(
        access: *mut isl_union_access_info,
        may_source: *mut isl_union_map,
    ) -> *mut isl_union_access_info;
    pub fn isl_union_access_info_set_schedule_map(
        access: *mut isl_union_access_info,
        schedule_map: *mut isl_union_map,
    ) -> *mut isl_union_access_info;
    pub fn isl_union_access_info_compute_flow(
        access: *mut isl_union_access_info,
    ) -> *mut isl_union_flow;
    pub fn isl_union_flow_get_must_dependence(flow: *mut isl_union_flow) -> *mut isl_union_map;
    pub fn isl_union_flow_get_may_dependence(flow: *mut isl_union_flow) -> *mut isl_union_map;
    pub fn isl_union_flow_get_must_no_source(flow: *mut isl_union_flow) -> *mut isl_union_map;
    pub fn isl_union_flow_get_may_no_source(flow: *mut isl_union_flow) -> *mut isl_union_map;
    pub fn isl_union_flow_free(flow: *mut isl_union_flow) -> *mut isl_union_flow;
}
