//! A small, safe binding to the system [isl](https://libisl.sourceforge.io/)
//! library, used **only** by tests and benchmarks as an oracle for
//! `hedra-presburger`.
//!
//! Everything is string in, string out: objects are parsed from isl's textual
//! notation with [`Ctx::union_set`], [`Ctx::union_map`], [`Ctx::set`] and
//! [`Ctx::map`], combined with the methods on [`UnionSet`], [`UnionMap`],
//! [`Set`] and [`Map`], and printed back with `to_string()` (via
//! [`std::fmt::Display`]).
//!
//! The context is configured with `ISL_ON_ERROR_CONTINUE`, so isl errors
//! (including parse errors) surface as [`IslError`] instead of aborting the
//! process. All methods take `&self`; whatever isl consumes (`__isl_take`) is
//! copied (reference counted) first, so Rust values stay valid.
//!
//! ```
//! use hedra_isl::Ctx;
//! let ctx = Ctx::new();
//! let s = ctx.union_set("[N] -> { S[i, j] : 0 <= i < N and 0 <= j <= i }").unwrap();
//! let m = s.lexmax().unwrap();
//! let expected = ctx.union_set("[N] -> { S[N - 1, N - 1] : N > 0 }").unwrap();
//! assert!(m.is_equal(&expected).unwrap());
//! ```

use std::ffi::{c_char, c_int, CStr, CString};
use std::fmt;
use std::marker::PhantomData;
use std::ptr::NonNull;

mod ffi;

/// Error reported by isl (or by this binding before calling isl).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IslError {
    message: String,
}

impl IslError {
    fn new(message: impl Into<String>) -> Self {
        IslError {
            message: message.into(),
        }
    }

    /// Appends the offending input text (used for parse errors).
    fn with_input(self, input: &str) -> Self {
        IslError::new(format!("{} (input: {input:?})", self.message))
    }

    /// The human-readable error message.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for IslError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "isl error: {}", self.message)
    }
}

impl std::error::Error for IslError {}

/// Result type of every fallible operation in this crate.
pub type Result<T> = std::result::Result<T, IslError>;

/// Kind of dimension, mirroring isl's `enum isl_dim_type`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DimType {
    /// Parameters (`isl_dim_param`).
    Param,
    /// Input (domain) dimensions of a map (`isl_dim_in`).
    In,
    /// Output (range) dimensions of a map (`isl_dim_out`).
    Out,
    /// Set dimensions (`isl_dim_set`, which is the same as `isl_dim_out`).
    Set,
}

impl DimType {
    fn raw(self) -> ffi::isl_dim_type {
        match self {
            DimType::Param => ffi::ISL_DIM_PARAM,
            DimType::In => ffi::ISL_DIM_IN,
            DimType::Out => ffi::ISL_DIM_OUT,
            DimType::Set => ffi::ISL_DIM_SET,
        }
    }
}

/// An isl context (`isl_ctx`). Every isl object borrows the context it was
/// created in, so the context outlives all of them.
///
/// Not `Send`/`Sync`: isl contexts are not thread-safe.
pub struct Ctx {
    raw: NonNull<ffi::isl_ctx>,
    _not_send: PhantomData<*mut ()>,
}

impl Ctx {
    /// Allocates a new isl context configured to return errors instead of
    /// aborting (`ISL_ON_ERROR_CONTINUE`).
    ///
    /// # Panics
    /// Panics if isl cannot allocate the context (out of memory).
    pub fn new() -> Self {
        // SAFETY: isl_ctx_alloc has no preconditions.
        let raw = unsafe { ffi::isl_ctx_alloc() };
        let ctx = Ctx {
            raw: NonNull::new(raw).expect("isl_ctx_alloc failed"),
            _not_send: PhantomData,
        };
        // SAFETY: the context is valid and freshly allocated.
        let stat = unsafe { ffi::isl_options_set_on_error(ctx.ptr(), ffi::ISL_ON_ERROR_CONTINUE) };
        assert_eq!(stat, 0, "isl_options_set_on_error failed");
        ctx
    }

    fn ptr(&self) -> *mut ffi::isl_ctx {
        self.raw.as_ptr()
    }

    /// Builds an [`IslError`] from the context's last error (if any) and
    /// resets the error state.
    fn take_error(&self, op: &str) -> IslError {
        // SAFETY: the context is alive for the lifetime of `self`.
        let code = unsafe { ffi::isl_ctx_last_error(self.ptr()) };
        let detail = if code != ffi::ISL_ERROR_NONE {
            // SAFETY: the context is alive; the returned string (if any) is
            // owned by the context and only read before the reset below.
            let msg = unsafe { ffi::isl_ctx_last_error_msg(self.ptr()) };
            if msg.is_null() {
                None
            } else {
                // SAFETY: `msg` is a NUL-terminated C string owned by isl.
                Some(
                    unsafe { CStr::from_ptr(msg) }
                        .to_string_lossy()
                        .into_owned(),
                )
            }
        } else {
            None
        };
        // SAFETY: the context is alive.
        unsafe { ffi::isl_ctx_reset_error(self.ptr()) };
        match detail {
            Some(d) => IslError::new(format!("{op}: {d}")),
            None => IslError::new(format!("{op} failed")),
        }
    }

    /// Converts an `isl_bool` into `Result<bool>`.
    fn check_bool(&self, v: ffi::isl_bool, op: &str) -> Result<bool> {
        match v {
            0 => Ok(false),
            1 => Ok(true),
            _ => Err(self.take_error(op)),
        }
    }

    /// Converts an `isl_size` into `Result<u32>`.
    fn check_size(&self, v: ffi::isl_size, op: &str) -> Result<u32> {
        u32::try_from(v).map_err(|_| self.take_error(op))
    }

    /// Fails unless `other` is this very context (isl objects from different
    /// contexts must never be combined).
    fn same_ctx(&self, other: &Ctx, op: &str) -> Result<()> {
        if std::ptr::eq(self, other) {
            Ok(())
        } else {
            Err(IslError::new(format!(
                "{op}: arguments belong to different isl contexts"
            )))
        }
    }

    /// Parses a union set, e.g. `"[N] -> { S[i] : 0 <= i < N; T[] }"`.
    pub fn union_set(&self, s: &str) -> Result<UnionSet<'_>> {
        let c = to_cstring(s)?;
        // SAFETY: the context is alive and `c` is a valid NUL-terminated string
        // (isl only reads it).
        let p = unsafe { ffi::isl_union_set_read_from_str(self.ptr(), c.as_ptr()) };
        UnionSet::from_raw(self, p, "isl_union_set_read_from_str").map_err(|e| e.with_input(s))
    }

    /// Parses a union map, e.g. `"{ S[i] -> T[i + 1] }"`.
    pub fn union_map(&self, s: &str) -> Result<UnionMap<'_>> {
        let c = to_cstring(s)?;
        // SAFETY: the context is alive and `c` is a valid NUL-terminated string.
        let p = unsafe { ffi::isl_union_map_read_from_str(self.ptr(), c.as_ptr()) };
        UnionMap::from_raw(self, p, "isl_union_map_read_from_str").map_err(|e| e.with_input(s))
    }

    /// Parses a set living in a single space, e.g. `"{ [i] : 0 <= i < 10 }"`.
    pub fn set(&self, s: &str) -> Result<Set<'_>> {
        let c = to_cstring(s)?;
        // SAFETY: the context is alive and `c` is a valid NUL-terminated string.
        let p = unsafe { ffi::isl_set_read_from_str(self.ptr(), c.as_ptr()) };
        Set::from_raw(self, p, "isl_set_read_from_str").map_err(|e| e.with_input(s))
    }

    /// Parses a map living in a single space, e.g. `"{ [i] -> [i + 1] }"`.
    pub fn map(&self, s: &str) -> Result<Map<'_>> {
        let c = to_cstring(s)?;
        // SAFETY: the context is alive and `c` is a valid NUL-terminated string.
        let p = unsafe { ffi::isl_map_read_from_str(self.ptr(), c.as_ptr()) };
        Map::from_raw(self, p, "isl_map_read_from_str").map_err(|e| e.with_input(s))
    }
}

impl Default for Ctx {
    fn default() -> Self {
        Ctx::new()
    }
}

impl Drop for Ctx {
    fn drop(&mut self) {
        // SAFETY: all isl objects borrow the context, so none is alive here;
        // the pointer came from isl_ctx_alloc and is freed exactly once.
        unsafe { ffi::isl_ctx_free(self.ptr()) };
    }
}

impl fmt::Debug for Ctx {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Ctx").field("raw", &self.raw).finish()
    }
}

fn to_cstring(s: &str) -> Result<CString> {
    CString::new(s).map_err(|_| IslError::new("input string contains a NUL byte"))
}

/// Takes ownership of a `char *` returned by an isl `*_to_str` function,
/// copies it into a `String` and frees it. Returns `None` for NULL.
///
/// # Safety
/// `p` must be NULL or a malloc'ed NUL-terminated string owned by the caller.
unsafe fn take_c_string(p: *mut c_char) -> Option<String> {
    if p.is_null() {
        return None;
    }
    // SAFETY: `p` is a valid NUL-terminated string per the contract.
    let s = unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned();
    // SAFETY: isl allocates printed strings with malloc; we own `p`.
    unsafe { ffi::free(p.cast()) };
    Some(s)
}

/// Converts a dimension position to isl's `int`.
fn pos_to_c(pos: u32) -> Result<c_int> {
    c_int::try_from(pos).map_err(|_| IslError::new(format!("dimension position {pos} too large")))
}

/// Owned `isl_pw_aff` (private helper for `dim_min` / `dim_max`).
struct PwAff<'c> {
    ptr: NonNull<ffi::isl_pw_aff>,
    ctx: &'c Ctx,
}

impl<'c> PwAff<'c> {
    fn from_raw(ctx: &'c Ctx, p: *mut ffi::isl_pw_aff, op: &str) -> Result<Self> {
        match NonNull::new(p) {
            Some(ptr) => Ok(PwAff { ptr, ctx }),
            None => Err(ctx.take_error(op)),
        }
    }

    fn into_raw(self) -> *mut ffi::isl_pw_aff {
        let p = self.ptr.as_ptr();
        std::mem::forget(self);
        p
    }

    fn to_str(&self) -> Result<String> {
        // SAFETY: the pw_aff is alive (kept, not consumed); we own the result.
        unsafe { take_c_string(ffi::isl_pw_aff_to_str(self.ptr.as_ptr())) }
            .ok_or_else(|| self.ctx.take_error("isl_pw_aff_to_str"))
    }
}

impl Drop for PwAff<'_> {
    fn drop(&mut self) {
        // SAFETY: we own exactly one reference to the pw_aff.
        unsafe { ffi::isl_pw_aff_free(self.ptr.as_ptr()) };
    }
}

/// Defines a reference-counted wrapper around an isl object type.
macro_rules! isl_object {
    ($(#[$m:meta])* $name:ident, $raw:ident, $copy:ident, $free:ident, $to_str:ident) => {
        $(#[$m])*
        pub struct $name<'c> {
            ptr: NonNull<ffi::$raw>,
            ctx: &'c Ctx,
            _not_send: PhantomData<*mut ()>,
        }

        impl<'c> $name<'c> {
            /// Wraps an owned pointer returned by isl; NULL becomes the
            /// context's last error.
            pub(crate) fn from_raw(ctx: &'c Ctx, p: *mut ffi::$raw, op: &str) -> Result<Self> {
                match NonNull::new(p) {
                    Some(ptr) => Ok($name { ptr, ctx, _not_send: PhantomData }),
                    None => Err(ctx.take_error(op)),
                }
            }

            /// Borrowed pointer, for `__isl_keep` arguments.
            #[allow(dead_code)]
            pub(crate) fn keep(&self) -> *mut ffi::$raw {
                self.ptr.as_ptr()
            }

            /// New owned reference, for `__isl_take` arguments.
            pub(crate) fn take(&self) -> *mut ffi::$raw {
                // SAFETY: `self.ptr` is a live isl object; copy bumps its refcount.
                unsafe { ffi::$copy(self.ptr.as_ptr()) }
            }

            /// Gives up this wrapper's reference without freeing it.
            #[allow(dead_code)]
            pub(crate) fn into_raw(self) -> *mut ffi::$raw {
                let p = self.ptr.as_ptr();
                std::mem::forget(self);
                p
            }

            /// The context this object belongs to.
            pub fn ctx(&self) -> &'c Ctx {
                self.ctx
            }
        }

        impl Drop for $name<'_> {
            fn drop(&mut self) {
                // SAFETY: this wrapper owns exactly one reference.
                unsafe { ffi::$free(self.ptr.as_ptr()) };
            }
        }

        impl Clone for $name<'_> {
            fn clone(&self) -> Self {
                let ptr = NonNull::new(self.take())
                    .expect(concat!(stringify!($copy), " returned NULL"));
                $name { ptr, ctx: self.ctx, _not_send: PhantomData }
            }
        }

        impl fmt::Display for $name<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                // SAFETY: the object is alive (kept, not consumed) and we own the
                // returned string.
                match unsafe { take_c_string(ffi::$to_str(self.ptr.as_ptr())) } {
                    Some(s) => f.write_str(&s),
                    None => {
                        self.ctx.take_error(stringify!($to_str));
                        Err(fmt::Error)
                    }
                }
            }
        }

        impl fmt::Debug for $name<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}({})", stringify!($name), self)
            }
        }
    };
}

/// `fn name(&self) -> Result<Out>` calling an isl function that takes `self`.
macro_rules! unop {
    ($(#[$m:meta])* $name:ident => $f:ident -> $Out:ident) => {
        $(#[$m])*
        pub fn $name(&self) -> Result<$Out<'c>> {
            // SAFETY: `take()` hands isl a fresh owned reference, which it consumes.
            let p = unsafe { ffi::$f(self.take()) };
            $Out::from_raw(self.ctx, p, stringify!($f))
        }
    };
}

/// `fn name(&self, other: &Arg) -> Result<Out>` calling an isl function that
/// takes both arguments.
macro_rules! binop {
    ($(#[$m:meta])* $name:ident($Arg:ident) => $f:ident -> $Out:ident) => {
        $(#[$m])*
        pub fn $name(&self, other: &$Arg<'c>) -> Result<$Out<'c>> {
            self.ctx.same_ctx(other.ctx(), stringify!($f))?;
            // SAFETY: both are fresh owned references from the same live ctx;
            // isl consumes them.
            let p = unsafe { ffi::$f(self.take(), other.take()) };
            $Out::from_raw(self.ctx, p, stringify!($f))
        }
    };
}

/// `fn name(&self) -> Result<bool>` calling an isl predicate that keeps `self`.
macro_rules! unpred {
    ($(#[$m:meta])* $name:ident => $f:ident) => {
        $(#[$m])*
        pub fn $name(&self) -> Result<bool> {
            // SAFETY: the object is alive and isl only borrows it (`__isl_keep`).
            let r = unsafe { ffi::$f(self.keep()) };
            self.ctx.check_bool(r, stringify!($f))
        }
    };
}

/// `fn name(&self, other: &Arg) -> Result<bool>` calling an isl predicate that
/// keeps both arguments.
macro_rules! binpred {
    ($(#[$m:meta])* $name:ident($Arg:ident) => $f:ident) => {
        $(#[$m])*
        pub fn $name(&self, other: &$Arg<'c>) -> Result<bool> {
            self.ctx.same_ctx(other.ctx(), stringify!($f))?;
            // SAFETY: both objects are alive and isl only borrows them.
            let r = unsafe { ffi::$f(self.keep(), other.keep()) };
            self.ctx.check_bool(r, stringify!($f))
        }
    };
}

mod flow;
mod map;
mod set;
mod union_map;
mod union_set;

pub use flow::{Dataflow, Flow};
pub use map::Map;
pub use set::Set;
pub use union_map::UnionMap;
pub use union_set::UnionSet;

/// Parses two union sets and checks them for equality.
pub fn isl_equal_union_sets(ctx: &Ctx, a: &str, b: &str) -> Result<bool> {
    ctx.union_set(a)?.is_equal(&ctx.union_set(b)?)
}

/// Parses two union maps and checks them for equality.
pub fn isl_equal_union_maps(ctx: &Ctx, a: &str, b: &str) -> Result<bool> {
    ctx.union_map(a)?.is_equal(&ctx.union_map(b)?)
}

#[cfg(test)]
mod tests;
