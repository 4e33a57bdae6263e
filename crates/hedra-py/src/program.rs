//! `hedra.Program`, a compiled TC source, and `hedra.Def`, one of its defs as a callable.
//!
//! A program is compiled once when it is made: every def, under the options given, by the
//! driver ([`hedra_opt::tc::CFile`]), with an entry point each
//! ([`hedra_tc::glue::entry_point`]), into one library ([`crate::compile`]). With tuned
//! options, a call first looks for the options that `hedra tune` cached for the def at the
//! sizes of its arrays ([`hedra_opt::tc::tune::cached_options`]); where there are some,
//! the def alone is compiled under them (once per set of sizes), else the untuned library
//! runs.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use hedra_opt::tc::tune::cached_options;
use hedra_opt::tc::{CFile, TcError as Failure};
use hedra_opt::Options;
use hedra_tc::glue;
use hedra_tc::shape::Sizes;
use hedra_tc::LoweredDef;
use hedra_tune::Cache;
use pyo3::exceptions::{PyAttributeError, PyKeyError, PyMemoryError, PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::call;
use crate::compile::{self, Compiled};
use crate::{CompileError, TcError};

/// A library and the index of a def's entry point in it.
type Library = (Arc<Compiled>, usize);

/// Per def and sizes (in the order of its size arguments): the library of its tuned
/// options, `None` when the cache has none.
type TunedLibraries = HashMap<(usize, Vec<i64>), Option<Arc<Compiled>>>;

/// A compiled TC source: `prog.NAME` or `prog["NAME"]` is its def `NAME`, a callable.
#[pyclass(frozen, module = "hedra")]
pub struct Program {
    file: String,
    src: String,
    defs: Vec<LoweredDef>,
    options: Options,
    /// The tuning cache, when tuned options are asked for.
    tuning: Option<PathBuf>,
    /// Where libraries are compiled.
    dir: PathBuf,
    /// The C code of every def under `options`, with the entry points.
    c_source: String,
    /// Its library; the entry points in the order of `defs`.
    untuned: Arc<Compiled>,
    /// The libraries of tuned options used so far.
    tuned: Mutex<TunedLibraries>,
}

/// A driver or glue failure as a Python exception: an error in the TC source is a
/// `hedra.TcError` (with its line, column and caret), the driver's a `hedra.CompileError`.
fn failure(e: Failure, file: &str, src: &str) -> PyErr {
    match e {
        Failure::Glue(_) => TcError::new_err(e.render(file, src)),
        Failure::Driver { .. } => CompileError::new_err(e.render(file, src)),
    }
}

/// The C code of `defs` under `options`, with their entry points, compiled and loaded.
fn compile_defs(
    file: &str,
    src: &str,
    defs: &[&LoweredDef],
    options: &Options,
    dir: &Path,
) -> PyResult<(String, Compiled)> {
    let mut c = CFile::new(file, src);
    for d in defs {
        c.add(d, options, &mut Vec::new())
            .map_err(|e| failure(e, file, src))?;
    }
    let mut text = c.text();
    for d in defs {
        text.push('\n');
        text.push_str(&glue::entry_point(d, c.prefix()));
    }
    let symbols: Vec<String> = defs
        .iter()
        .map(|d| glue::entry_name(d, c.prefix()))
        .collect();
    let lib = compile::load(dir, &text, &symbols).map_err(|e| CompileError::new_err(e.0))?;
    Ok((text, lib))
}

impl Program {
    /// Lowers and compiles `src` (read from `file`); `tuning` is the tuning cache when tuned
    /// options are asked for.
    pub fn new(
        py: Python<'_>,
        file: &str,
        src: &str,
        options: Options,
        tuning: Option<PathBuf>,
    ) -> PyResult<Program> {
        let defs = hedra_tc::lower(src).map_err(|d| TcError::new_err(d.render(file, src)))?;
        let dir = compile::cache_dir();
        let all: Vec<&LoweredDef> = defs.iter().collect();
        let (c_source, untuned) = py.detach(|| compile_defs(file, src, &all, &options, &dir))?;
        Ok(Program {
            file: file.to_string(),
            src: src.to_string(),
            defs,
            options,
            tuning,
            dir,
            c_source,
            untuned: Arc::new(untuned),
            tuned: Mutex::new(HashMap::new()),
        })
    }

    fn index(&self, name: &str) -> Option<usize> {
        self.defs.iter().position(|d| d.info.name == name)
    }

    /// The tuned options of def `index` at `sizes` and their flags, from the tuning cache;
    /// `None` without tuning, or when the cache has none (or none that can be read).
    fn tuned_options(&self, index: usize, sizes: &Sizes) -> PyResult<Option<(Options, String)>> {
        let Some(path) = &self.tuning else {
            return Ok(None);
        };
        let cache = Cache::load(path).map_err(PyRuntimeError::new_err)?;
        let found = cached_options(&self.src, &self.defs[index], sizes, &cache, &self.options);
        Ok(found.ok().flatten().map(|(o, e)| (o, e.flags.clone())))
    }

    /// The library and entry point that run def `index` at `sizes` (see the module's
    /// documentation); called without the GIL, since it may compile.
    fn code_for(&self, index: usize, sizes: &Sizes) -> PyResult<Library> {
        if self.tuning.is_none() {
            return Ok((self.untuned.clone(), index));
        }
        let d = &self.defs[index];
        let key = (index, d.info.params.iter().map(|p| sizes[p]).collect());
        let mut tuned = self.tuned.lock().unwrap_or_else(|e| e.into_inner());
        if !tuned.contains_key(&key) {
            let lib = match self.tuned_options(index, sizes)? {
                Some((options, _)) => {
                    let (_, lib) = compile_defs(&self.file, &self.src, &[d], &options, &self.dir)?;
                    Some(Arc::new(lib))
                }
                None => None,
            };
            tuned.insert(key.clone(), lib);
        }
        Ok(match &tuned[&key] {
            Some(lib) => (lib.clone(), 0),
            None => (self.untuned.clone(), index),
        })
    }
}

#[pymethods]
impl Program {
    /// The names of the defs, in the order of the source.
    #[getter]
    fn defs(&self) -> Vec<String> {
        self.defs.iter().map(|d| d.info.name.clone()).collect()
    }

    /// The C code compiled for the defs (without tuned options), entry points included.
    #[getter]
    fn c_source(&self) -> &str {
        &self.c_source
    }

    /// The shared library of that code.
    #[getter]
    fn library(&self) -> PathBuf {
        self.untuned.path.clone()
    }

    fn __getattr__(slf: &Bound<'_, Self>, name: &str) -> PyResult<TcDef> {
        TcDef::of(slf, name)
            .ok_or_else(|| PyAttributeError::new_err(format!("the program has no def `{name}`")))
    }

    fn __getitem__(slf: &Bound<'_, Self>, name: &str) -> PyResult<TcDef> {
        TcDef::of(slf, name).ok_or_else(|| PyKeyError::new_err(name.to_string()))
    }

    fn __dir__(&self) -> Vec<String> {
        let mut names = self.defs();
        names.extend(["defs", "c_source", "library"].map(String::from));
        names
    }

    fn __repr__(&self) -> String {
        format!("<hedra.Program defs={:?}>", self.defs())
    }
}

/// A def of a program: call it with its inputs (NumPy arrays, and numbers for scalar
/// inputs), positionally or by name; it returns its output, or a tuple of its outputs.
/// (`TcDef` in Rust: the method tables that PyO3 generates have a `Def` of their own.)
#[pyclass(frozen, module = "hedra", name = "Def")]
pub struct TcDef {
    program: Py<Program>,
    index: usize,
}

impl TcDef {
    fn of(program: &Bound<'_, Program>, name: &str) -> Option<TcDef> {
        let index = program.get().index(name)?;
        Some(TcDef {
            program: program.clone().unbind(),
            index,
        })
    }

    fn lowered(&self) -> &LoweredDef {
        &self.program.get().defs[self.index]
    }
}

/// `A: float32[M, K]`.
fn describe(d: &LoweredDef, name: &str) -> String {
    let Some(t) = d.info.tensor(name) else {
        let ty = d
            .info
            .scalars
            .iter()
            .find(|(s, _)| s == name)
            .map(|(_, t)| *t);
        return format!("{name}: {}", ty.map_or("?", call::dtype_name));
    };
    let sizes: Vec<String> = t.sizes.iter().map(|s| s.to_string()).collect();
    format!("{name}: {}[{}]", call::dtype_name(t.ty), sizes.join(", "))
}

#[pymethods]
impl TcDef {
    /// The def's name.
    #[getter]
    fn name(&self) -> &str {
        &self.lowered().info.name
    }

    /// Its inputs, in the order of the call.
    #[getter]
    fn inputs(&self) -> Vec<String> {
        self.lowered()
            .def
            .inputs
            .iter()
            .map(|p| p.name.name.clone())
            .collect()
    }

    /// Its outputs, in the order of the returned tuple.
    #[getter]
    fn outputs(&self) -> Vec<String> {
        self.lowered()
            .outputs()
            .into_iter()
            .map(String::from)
            .collect()
    }

    /// The flags of the tuned options that a call at these sizes uses (`""` for the
    /// defaults), or `None` when it uses the untuned code: `prog.mm.tuned(M=64, K=64, N=64)`.
    #[pyo3(signature = (**sizes))]
    fn tuned(&self, sizes: Option<&Bound<'_, PyDict>>) -> PyResult<Option<String>> {
        let sizes: BTreeMap<String, i64> = match sizes {
            Some(s) => s.extract()?,
            None => BTreeMap::new(),
        };
        let found = self.program.get().tuned_options(self.index, &sizes)?;
        Ok(found.map(|(_, flags)| flags))
    }

    #[pyo3(signature = (*args, **kwargs))]
    fn __call__<'py>(
        &self,
        py: Python<'py>,
        args: &Bound<'py, PyTuple>,
        kwargs: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let program = self.program.get();
        let d = self.lowered();
        let given = call::gather(d, args, kwargs)?;
        let mut c = call::prepare(py, d, &given)?;
        let (lib, k) = py.detach(|| program.code_for(self.index, &c.sizes))?;
        let entry = lib
            .entry(k)
            .ok_or_else(|| PyRuntimeError::new_err("no entry point"))?;
        let (sizes, pointers) = (c.size_args.clone(), c.pointers.clone());
        // SAFETY: the entry point takes the sizes and one pointer per other argument, in
        // the order of `glue::arguments`, which `prepare` follows; the arrays live in `c`.
        let rc = py.detach(move || unsafe { entry(sizes.as_ptr(), pointers.as_ptr().cast()) });
        match rc {
            0 => {}
            -2 => {
                return Err(PyMemoryError::new_err(format!(
                    "{}: a temporary could not be allocated",
                    d.info.name
                )))
            }
            _ => {
                return Err(PyValueError::new_err(format!(
                    "{}: the sizes were refused ({rc})",
                    d.info.name
                )))
            }
        }
        if c.outputs.len() == 1 {
            return Ok(c.outputs.remove(0).into_any());
        }
        Ok(PyTuple::new(py, c.outputs)?.into_any())
    }

    fn __repr__(&self) -> String {
        let d = self.lowered();
        let ins: Vec<String> = self.inputs().iter().map(|n| describe(d, n)).collect();
        let outs: Vec<String> = d.outputs().iter().map(|n| describe(d, n)).collect();
        format!(
            "<hedra def {}({}) -> ({})>",
            d.info.name,
            ins.join(", "),
            outs.join(", ")
        )
    }
}
