//! # hedra-py: the Python module `hedra`
//!
//! Tensor Comprehensions compiled by hedra and called on NumPy arrays:
//!
//! ```python
//! import numpy as np, hedra
//! prog = hedra.tc("def mm(float(M,K) A, float(K,N) B) -> (C) { C(m,n) +=! A(m,k) * B(k,n) }")
//! C = prog.mm(np.ones((64, 32), np.float32), np.ones((32, 16), np.float32))   # 64 x 16
//! ```
//!
//! `hedra.tc` lowers the source (a TC error is a `hedra.TcError` with the diagnostic's line,
//! column and caret) and compiles every def ([`program`]): the driver's C code
//! ([`hedra_opt::tc`]), a uniform entry point per def ([`hedra_tc::glue::entry_point`]),
//! the system C compiler, a cache of libraries on disk ([`compile`]). A call ([`call`])
//! checks the arrays against the def (count, element types, ranks, sizes bound
//! consistently: [`hedra_tc::shape`]), allocates the outputs, and runs the def's code
//! without the GIL. With `tuned=True`, each call uses the options that `hedra tune` cached
//! for the def at the sizes of its arrays, when there are some.
//!
//! Nothing here decides how code is optimized: the options are the driver's, read through
//! the same names as the tuner's ([`hedra_opt::tc::tune::options_of`]). `docs/python.md`
//! is the user's guide.

pub mod call;
pub mod compile;
pub mod program;

use std::collections::BTreeMap;
use std::path::PathBuf;

use pyo3::create_exception;
use pyo3::exceptions::{PyException, PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict};

use program::{Program, TcDef};

create_exception!(
    hedra,
    TcError,
    PyException,
    "An error in a Tensor Comprehensions source: the message has its line, column and caret."
);
create_exception!(
    hedra,
    CompileError,
    PyRuntimeError,
    "The generated code could not be compiled or loaded (the C compiler's message)."
);

/// hedra's options, given to `hedra.tc` as keywords (`docs/python.md`), as the driver's:
/// each keyword is the tuner's gene of the same name (`tile` is several), which
/// [`hedra_opt::tc::tune::options_of`] reads; a keyword that is `None` keeps the default.
fn options(given: Option<&Bound<'_, PyDict>>) -> PyResult<hedra_opt::Options> {
    let mut genes = BTreeMap::new();
    for (key, value) in given.into_iter().flat_map(|d| d.iter()) {
        let key: String = key.extract()?;
        if value.is_none() {
            continue;
        }
        match key.as_str() {
            "tile" => tile_genes(&value, &mut genes)?,
            "register_tile" => {
                let block = match value.cast::<PyBool>() {
                    Ok(b) if !b.is_true() => "none".to_string(),
                    _ => value
                        .extract::<String>()
                        .map_err(|_| PyTypeError::new_err("register_tile: \"RxC\" or False"))?,
                };
                genes.insert(key, block);
            }
            "fusion" => {
                genes.insert(key, value.extract()?);
            }
            "parallel" | "wavefront" | "promote" | "full_tiles" => {
                let on: bool = value.extract()?;
                genes.insert(key, if on { "on" } else { "off" }.into());
            }
            _ => {
                return Err(PyTypeError::new_err(format!(
                    "hedra.tc() got an unexpected keyword argument '{key}'"
                )))
            }
        }
    }
    hedra_opt::tc::tune::options_of(&genes, &hedra_opt::Options::default())
        .map_err(PyValueError::new_err)
}

/// `tile=True` (the scheduler's sizes), `False` (no tiling) or a list of sizes.
fn tile_genes(t: &Bound<'_, PyAny>, g: &mut BTreeMap<String, String>) -> PyResult<()> {
    if let Ok(b) = t.cast::<PyBool>() {
        let tiling = if b.is_true() { "auto" } else { "none" };
        g.insert("tiling".into(), tiling.into());
        return Ok(());
    }
    let bad = || PyValueError::new_err("tile: True, False or a list of positive sizes");
    let sizes: Vec<u64> = t.extract().map_err(|_| bad())?;
    if sizes.is_empty() || sizes.contains(&0) {
        return Err(bad());
    }
    g.insert("tiling".into(), "sizes".into());
    for (k, s) in sizes.iter().enumerate() {
        g.insert(format!("tile{}", k + 1), s.to_string());
    }
    Ok(())
}

/// Compiles the Tensor Comprehensions `source`; its defs are the attributes (and items) of
/// the program returned. `tuned=True` uses, at each call, the options that `hedra tune`
/// cached for the def at the call's sizes (the cache `cache`, by default hedra tune's),
/// and the untuned code where there are none. The other keywords are hedra's options:
/// `tile`, `register_tile`, `fusion`, `parallel`, `wavefront`, `promote`, `full_tiles`.
#[pyfunction]
#[pyo3(signature = (source, *, tuned = false, cache = None, filename = "<tc>", **options))]
fn tc(
    py: Python<'_>,
    source: &str,
    tuned: bool,
    cache: Option<PathBuf>,
    filename: &str,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Program> {
    let options = self::options(options)?;
    let tuning = match (tuned, cache) {
        (false, _) => None,
        (true, Some(path)) => Some(path),
        (true, None) => Some(hedra_tune::Cache::default_path().ok_or_else(|| {
            PyValueError::new_err(
                "no tuning cache location (neither XDG_CACHE_HOME nor HOME is set); pass cache=PATH",
            )
        })?),
    };
    Program::new(py, filename, source, options, tuning)
}

/// The module `hedra`.
#[pymodule]
#[pyo3(name = "hedra")]
fn hedra_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(tc, m)?)?;
    m.add_class::<Program>()?;
    m.add_class::<TcDef>()?;
    m.add("TcError", m.py().get_type::<TcError>())?;
    m.add("CompileError", m.py().get_type::<CompileError>())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
