//! Tensor Comprehensions through the driver: the C code of a TC source's defs, each
//! lowered by hedra-tc ([`hedra_tc::lower()`]), compiled by the driver ([`Context`]) under
//! options of its own, and wrapped in its C function ([`hedra_tc::glue`], which states the
//! ABI); and ([`tune`]) the TC program of hedra-tune's search and the options it caches.
//!
//! The command line (`hedra tc`, `hedra tune`) and the Python binding (hedra-py) both make
//! their C here, so that a def compiles to the same code wherever it is used.
//!
//! ```
//! let src = "def mm(float(M,K) A, float(K,N) B) -> (C) { C(m,n) +=! A(m,k) * B(k,n) }";
//! let defs = hedra_tc::lower(src).unwrap();
//! let c = hedra_opt::tc::def_c_file("mm.tc", src, &defs[0], &hedra_opt::Options::default());
//! assert!(c.unwrap().contains("int mm(long M, long K, long N,"));
//! ```

pub mod tune;

use crate::{Context, Names, Note, Options};
use hedra_codegen::Macros;
use hedra_tc::{glue, Diagnostic, LoweredDef};

/// Why a def could not be written as C.
#[derive(Debug)]
pub enum TcError {
    /// The driver failed on the def's Scop.
    Driver {
        /// The def.
        def: String,
        /// The driver's error.
        error: crate::Error,
    },
    /// Its C function could not be written around the generated loops (a piecewise size).
    Glue(Diagnostic),
}

impl TcError {
    /// The error as `hedra tc` shows it, for the source `src` read from `file`.
    pub fn render(&self, file: &str, src: &str) -> String {
        match self {
            TcError::Driver { def, error } => format!("{file}: error: def {def}: {error}\n"),
            TcError::Glue(d) => d.render(file, src),
        }
    }
}

/// A C file of the defs of one TC source, def by def: the functions added so far and the
/// helper macros that their loops use.
#[derive(Debug)]
pub struct CFile {
    file: String,
    names: Names,
    prefix: String,
    macros: Macros,
    functions: String,
}

impl CFile {
    /// An empty file for defs of `src`, read from `file` (which its first line names).
    pub fn new(file: &str, src: &str) -> CFile {
        CFile {
            file: file.to_string(),
            names: Names::fresh_in(src),
            prefix: glue::fresh_prefix(src),
            macros: Macros::default(),
            functions: String::new(),
        }
    }

    /// The prefix of the names that the functions add (see [`glue::fresh_prefix`]), which
    /// [`glue::entry_point`] takes too.
    pub fn prefix(&self) -> &str {
        &self.prefix
    }

    /// Adds the function of `def`, whose loops the driver generates under `options`; the
    /// driver's notes go to `notes`, also when it fails.
    pub fn add(
        &mut self,
        def: &LoweredDef,
        options: &Options,
        notes: &mut Vec<Note>,
    ) -> Result<(), TcError> {
        let mut cx = Context::new(&def.scop, options, self.names.standalone());
        let out = cx.compile();
        notes.append(&mut cx.notes);
        let out = out.map_err(|error| TcError::Driver {
            def: def.info.name.clone(),
            error,
        })?;
        let f = glue::function(def, &out.code, &self.prefix).map_err(TcError::Glue)?;
        self.macros.merge(out.macros);
        self.functions
            .push_str(&format!("\n{}\n{f}", glue::shapes_comment(def)));
        Ok(())
    }

    /// The file's text: a comment, the headers, the macros, then the functions.
    pub fn text(&self) -> String {
        format!(
            "/* hedra tc: generated from {}; see `hedra tc --help` for the ABI */\n{}{}{}",
            self.file,
            glue::INCLUDES,
            self.macros.definitions(),
            self.functions
        )
    }
}

/// The C file of `def` alone (of `src`, read from `file`) under `options`: a tuner's
/// candidate, or a def at its tuned options. The driver's notes are dropped.
pub fn def_c_file(
    file: &str,
    src: &str,
    def: &LoweredDef,
    options: &Options,
) -> Result<String, TcError> {
    let mut c = CFile::new(file, src);
    c.add(def, options, &mut Vec::new())?;
    Ok(c.text())
}
