//! The C interface (`include/hedra_rt.h`). No call unwinds into C or aborts the host: a
//! panic inside the runtime makes the entry run the rest of its nest as written.

use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_long, c_void, CStr};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use hedra_dcop::Nest;

use crate::log::Log;
use crate::region::{Cache, Mode, Region};

/// What the runtime keeps per nest (per descriptor address): its model, or why it has
/// none, and its compiled programs.
type Known = (Result<Arc<Nest>, String>, Cache);

fn nests() -> &'static Mutex<HashMap<usize, Known>> {
    static NESTS: OnceLock<Mutex<HashMap<usize, Known>>> = OnceLock::new();
    NESTS.get_or_init(|| Mutex::new(HashMap::new()))
}

static ENTRIES: AtomicUsize = AtomicUsize::new(0);

/// The handle the compiled code holds: a region, or nothing (run as written).
pub struct Handle {
    region: Option<Region>,
}

fn nest_of(desc: *const c_char) -> Result<(Arc<Nest>, Cache), String> {
    let mut map = nests()
        .lock()
        .map_err(|_| "the runtime's table is poisoned")?;
    let (nest, cache) = map.entry(desc as usize).or_insert_with(|| {
        // SAFETY: the compiled code passes a NUL-terminated static string.
        let text = unsafe { CStr::from_ptr(desc) }.to_string_lossy();
        let nest = Nest::from_descriptor(&text)
            .map(Arc::new)
            .map_err(|d| d.message);
        (nest, Arc::new(Mutex::new(Vec::new())))
    });
    Ok((nest.clone()?, Arc::clone(cache)))
}

/// Enters the nest described by `desc`, whose variables are at `vars[0..count]`.
///
/// # Safety
/// `desc` must be a descriptor emitted by hedra, `vars` its variables' addresses.
#[no_mangle]
pub unsafe extern "C" fn hedra_rt_enter(
    desc: *const c_char,
    vars: *const *mut c_void,
    count: c_long,
) -> *mut Handle {
    let id = ENTRIES.fetch_add(1, Ordering::Relaxed);
    let made = catch_unwind(AssertUnwindSafe(|| {
        let (nest, cache) = nest_of(desc)?;
        let n = usize::try_from(count).map_err(|_| "a negative variable count")?;
        if n != nest.vars.len() || (n > 0 && vars.is_null()) {
            return Err("the variables do not match the descriptor".to_string());
        }
        let addrs = (0..n)
            .map(|k| unsafe { *vars.add(k) } as usize as i64)
            .collect();
        Ok(Region::new(nest, addrs, cache, id))
    }));
    let region = match made {
        Ok(Ok(r)) => Some(r),
        Ok(Err(e)) => {
            Log::new(id).line(&format!("runs as written: {e}"));
            None
        }
        Err(_) => {
            Log::new(id).line("runs as written: the runtime failed while entering");
            None
        }
    };
    Box::into_raw(Box::new(Handle { region }))
}

/// What runs from outer counter `i`: 1 the instrumented copy, 2 the original, 3 nothing
/// (the runtime ran the slice); `*hi` is the exclusive end of the slice. After a 3, for
/// each variable `v` of the nest that counts an inner loop, `set[v]` says whether the
/// slice ran that loop and `finals[v]` is the counter's final value then (`finals` and
/// `set` hold one entry per variable).
///
/// # Safety
/// `h` must come from [`hedra_rt_enter`], `hi` be writable, `finals` and `set` writable
/// for as many entries as the nest has variables (or null).
#[no_mangle]
pub unsafe extern "C" fn hedra_rt_next(
    h: *mut Handle,
    i: c_long,
    hi: *mut c_long,
    finals: *mut c_long,
    set: *mut u8,
) -> c_int {
    let answer = match unsafe { h.as_mut() } {
        Some(h) => match h.region.as_mut() {
            Some(r) => match catch_unwind(AssertUnwindSafe(|| r.next(i))) {
                Ok(a) => {
                    if a.0 == Mode::Optimized && !finals.is_null() && !set.is_null() {
                        for (v, f) in r.finals().iter().enumerate() {
                            unsafe {
                                *set.add(v) = u8::from(f.is_some());
                                *finals.add(v) = f.unwrap_or(0);
                            }
                        }
                    }
                    a
                }
                Err(_) => {
                    Log::new(0).line("the runtime failed: the rest of the nest runs as written");
                    h.region = None;
                    (Mode::Original, i64::MAX)
                }
            },
            None => (Mode::Original, i64::MAX),
        },
        None => (Mode::Original, i64::MAX),
    };
    if !hi.is_null() {
        unsafe { *hi = answer.1 };
    }
    answer.0 as c_int
}

/// Records feed `site`'s value read with the counters of the loops around it, sets
/// `*skip` to the number of the site's next evaluations the compiled code should not
/// report, and returns the value.
///
/// # Safety
/// `h` must come from [`hedra_rt_enter`]; `counters` hold one value per loop around the
/// site; `skip` is writable.
#[no_mangle]
pub unsafe extern "C" fn hedra_rt_feed(
    h: *mut Handle,
    site: c_long,
    value: c_long,
    counters: *const c_long,
    skip: *mut c_long,
) -> c_long {
    let mut next = i64::MAX;
    if let Some(r) = unsafe { h.as_mut() }.and_then(|h| h.region.as_mut()) {
        let _ = catch_unwind(AssertUnwindSafe(|| {
            let site = usize::try_from(site).unwrap_or(usize::MAX);
            let n = r.loops_of(site);
            let c: &[i64] = if n == 0 || counters.is_null() {
                &[]
            } else {
                unsafe { std::slice::from_raw_parts(counters, n) }
            };
            next = r.feed(site, value, c);
        }));
    }
    if !skip.is_null() {
        unsafe { *skip = next };
    }
    value
}

/// Leaves the nest (and logs the entry's summary).
///
/// # Safety
/// `h` must come from [`hedra_rt_enter`] and not be used after.
#[no_mangle]
pub unsafe extern "C" fn hedra_rt_leave(h: *mut Handle) {
    if h.is_null() {
        return;
    }
    let mut b = unsafe { Box::from_raw(h) };
    if let Some(r) = b.region.as_mut() {
        let _ = catch_unwind(AssertUnwindSafe(|| r.finish()));
    }
}
