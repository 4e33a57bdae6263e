//! # hedra-jit: native code for hedra's loop AST
//!
//! hedra-codegen turns a schedule into a loop AST ([`hedra_codegen::Ast`]) and prints it as C
//! for a C compiler. This crate compiles the same AST in process, with
//! [cranelift](https://cranelift.dev), into a function that runs on arrays the caller
//! supplies: the back end the speculative runtime needs (it schedules and generates code
//! while the program runs), and a way to run a scanned schedule from Rust without a C
//! compiler.
//!
//! ```
//! use hedra_jit::{Array, Options, Program};
//! let src = "void f(int N, double A[N], double B[N]) {\n#pragma scop\n\
//!            for (int i = 1; i < N; i++)\n  B[i] = 0.5 * (A[i - 1] + A[i]);\n\
//!            #pragma endscop\n}\n";
//! let scop = hedra_c::extract(src).scops().next().unwrap().clone();
//! let tree = hedra_ir::schedule_tree::ScheduleTree::from_scop(&scop).unwrap();
//! let ast = hedra_codegen::generate(&scop, &tree).unwrap();
//! let program = Program::compile(&scop, &ast, &Options::default()).unwrap();
//!
//! let a: Vec<f64> = (0..8).map(f64::from).collect();
//! let mut b = vec![0.0; 8];
//! program
//!     .run(&[8], &mut [Array::new("A", &mut a.clone(), &[8]), Array::new("B", &mut b, &[8])])
//!     .unwrap();
//! assert_eq!(b, [0.0, 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5]);
//! ```
//!
//! ## What a program computes
//!
//! Exactly what the C code that hedra-codegen prints for the same AST computes, compiled
//! without OpenMP: the statement instances in the AST's order, each body with C's types,
//! conversions and rounding (see [`body`](mod@body) and [`ctype`]). Floating operations are
//! neither contracted nor reassociated, so results are bit for bit those of the C compiler's
//! code (the tests check every kernel of the suite this way). Loops marked parallel run
//! on threads (see [`parallel`]; [`Program::set_threads`]).
//!
//! ## Safety
//!
//! The compiled code reads and writes raw memory. [`Program::compile`] proves first that
//! every call of the AST is an instance of its statement's domain ([`check`]); then
//! [`Program::run`] checks that
//! every element the run will touch lies inside the caller's arrays: the footprint of each
//! array for the given parameters ([`footprint`]), computed exactly with hedra-presburger,
//! must fit its extents, and each slice must hold the product of its extents. A call with
//! arrays too small, of the wrong type or missing is an error, not a crash. Arrays declared
//! inside the region (and hedra's scratch arrays) are allocated by the run itself.
//! Integer division by zero in a statement and loop arithmetic beyond 64 bits stop the run
//! with [`Error::Stopped`] instead of trapping; so does a promoted cell (an accumulator
//! loaded around a loop that may run no instance) outside the caller's extents.
//!
//! The AST's `parallel` and `coincident` marks are trusted, as a C compiler trusts OpenMP
//! pragmas: hedra-codegen sets them only on loops that carry no dependence. A scalar a
//! parallel loop makes private keeps, after the loop, the value it had before it (C leaves
//! it undefined; hedra privatizes only scalars that are dead after their loops).
//!
//! ## Pipeline
//!
//! [`check`] proves that the AST runs only instances of the statements' domains;
//! [`lower`] translates loops, guards and quasi-affine expressions; [`body`](mod@body)
//! translates statements; [`vector`] emits register blocks in vector registers, [`simd`]
//! innermost loops in groups of lanes, [`parallel`] parallel loops on threads; [`math`]
//! maps the calls of bodies to the C library's functions; [`footprint`] proves the
//! accesses in bounds.

#![warn(missing_docs)]

pub mod body;
pub mod check;
pub mod ctype;
pub mod error;
pub mod footprint;
pub mod lower;
pub mod math;
pub mod parallel;
pub mod simd;
pub mod stops;
pub mod vector;

pub use ctype::{CType, Elem, ElemType, Element};
pub use error::{Error, Result};
pub use math::Function;

use cranelift_codegen::ir::{types, AbiParam, UserFuncName};
use cranelift_codegen::settings::{self, Configurable};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, FuncId, Linkage, Module};
use hedra_codegen::Ast;
use hedra_ir::Scop;
pub use lower::Counts;
use lower::{Layout, Lowerer, Slot, FINISHED, STOPPED_BOUNDS, STOPPED_DIVISION};

/// What the names of a program stand for, where C would learn it from its headers: type
/// names (`DATA_TYPE`, typedefs) and function-like macros (`SQRT_FUN`).
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Type names and the element type each stands for.
    pub types: Vec<(String, Elem)>,
    /// Function names and what a call of each does.
    pub functions: Vec<(String, Function)>,
    /// Element types of variables whose declaration the front end did not see (a
    /// constant defined by a macro, read as a scalar): the caller supplies their values.
    pub variables: Vec<(String, Elem)>,
    /// Run innermost loops one iteration at a time, never in groups of vector lanes (see
    /// [`simd`]).
    pub scalar_loops: bool,
}

impl Options {
    /// `self` with type name `name` standing for `elem`.
    pub fn type_name(mut self, name: &str, elem: Elem) -> Options {
        self.types.push((name.to_string(), elem));
        self
    }

    /// `self` with calls of `name` doing `f`.
    pub fn function(mut self, name: &str, f: Function) -> Options {
        self.functions.push((name.to_string(), f));
        self
    }

    /// `self` with the variable `name` of element type `elem`, whatever its declaration
    /// says.
    pub fn variable(mut self, name: &str, elem: Elem) -> Options {
        self.variables.push((name.to_string(), elem));
        self
    }

    /// The names of hedra's kernel suite (`kernels/common/kernel.h`) with `DATA_TYPE` as
    /// `double`: `SCALAR_VAL`, `SQRT_FUN`, `EXP_FUN`, `LOG_FUN`, `POW_FUN`, `MAX_FUN`,
    /// `MIN_FUN`.
    pub fn kernel_suite() -> Options {
        Options::default()
            .type_name("DATA_TYPE", Elem::F64)
            .function("SCALAR_VAL", Function::Identity)
            .function("SQRT_FUN", Function::Math("sqrt"))
            .function("EXP_FUN", Function::Math("exp"))
            .function("LOG_FUN", Function::Math("log"))
            .function("POW_FUN", Function::Math("pow"))
            .function("MAX_FUN", Function::MaxBySelect)
            .function("MIN_FUN", Function::MinBySelect)
    }

    /// The type a name stands for.
    pub fn type_of(&self, name: &str) -> Option<CType> {
        self.types
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, e)| e.ctype())
    }

    /// The element type of `array` of `scop`: its declared type, read with the names of
    /// `self`.
    pub fn element_type(&self, array: &hedra_ir::Array) -> Result<Elem> {
        if let Some((_, e)) = self.variables.iter().rev().find(|(n, _)| *n == array.name) {
            return Ok(*e);
        }
        let text = array.element_type.as_deref().ok_or_else(|| {
            Error::Unsupported(format!("{}, whose element type is unknown", array.name))
        })?;
        let names = |n: &str| self.type_of(n);
        CType::parse(text, &names)
            .map(|t| ctype::elem_of(&t))
            .ok_or_else(|| {
                Error::Unsupported(format!(
                    "{}, whose element type `{text}` is not an arithmetic type",
                    array.name
                ))
            })
    }
}

/// An array the caller supplies: its name in the region, its elements (row-major) and its
/// extents.
pub struct Array<'a> {
    name: String,
    elem: Elem,
    address: *mut u8,
    len: usize,
    extents: Vec<usize>,
    _data: std::marker::PhantomData<&'a mut [u8]>,
}

impl<'a> Array<'a> {
    /// The array `name` with elements `data` and `extents` (a scalar has no extents and
    /// one element).
    pub fn new<T: Element>(name: &str, data: &'a mut [T], extents: &[usize]) -> Array<'a> {
        Array {
            name: name.to_string(),
            elem: T::ELEM,
            address: data.as_mut_ptr().cast(),
            len: data.len(),
            extents: extents.to_vec(),
            _data: std::marker::PhantomData,
        }
    }

    /// The array `name` of `elem`s at `address`, with `extents` (row-major), whose memory
    /// the caller does not hold as a Rust slice: the speculative runtime's view of the
    /// program's memory.
    ///
    /// # Safety
    ///
    /// For as long as the array is used, every element a run touches (the footprint, which
    /// [`Program::bind`] proves inside `extents`) must be valid for reads and writes of
    /// `elem`, and nothing else may access it; the other cells of the extents are never
    /// touched and need not be valid.
    pub unsafe fn from_raw(
        name: &str,
        elem: Elem,
        address: *mut u8,
        extents: &[usize],
    ) -> Array<'a> {
        Array {
            name: name.to_string(),
            elem,
            address,
            len: extents.iter().product(),
            extents: extents.to_vec(),
            _data: std::marker::PhantomData,
        }
    }
}

/// The most threads a parallel loop is split for.
pub const MAX_THREADS: usize = 1024;

/// The signature of a compiled region: parameters, array addresses, extents, threads.
type Entry = unsafe extern "C" fn(*const i64, *const *mut u8, *const i64, i64) -> i64;

/// A region compiled to native code.
pub struct Program {
    /// Owns the code; dropped with the program.
    module: Option<JITModule>,
    entry: Entry,
    scop: Scop,
    /// The loops, for [`Bound::may_stop`].
    ast: Ast,
    layout: Layout,
    counts: Counts,
    threads: usize,
}

impl Drop for Program {
    fn drop(&mut self) {
        if let Some(m) = self.module.take() {
            // SAFETY: `entry` points into the module's memory and is never called after
            // this: the program is being dropped.
            unsafe { m.free_memory() };
        }
    }
}

impl std::fmt::Debug for Program {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Program")
            .field("arrays", &self.layout.arrays)
            .finish_non_exhaustive()
    }
}

/// The cranelift module for the host, with the C library's math functions as symbols.
fn host_module() -> Result<JITModule> {
    let mut flags = settings::builder();
    let set = |f: &mut settings::Builder, k: &str, v: &str| {
        f.set(k, v).map_err(|e| Error::Backend(e.to_string()))
    };
    set(&mut flags, "use_colocated_libcalls", "false")?;
    set(&mut flags, "is_pic", "false")?;
    set(&mut flags, "opt_level", "speed")?;
    let isa = cranelift_native::builder()
        .map_err(|e| Error::Backend(format!("the host is not supported: {e}")))?
        .finish(settings::Flags::new(flags))
        .map_err(|e| Error::Backend(e.to_string()))?;
    let mut builder = JITBuilder::with_isa(isa, default_libcall_names());
    builder.symbol(
        "hedra_jit_parallel",
        parallel::hedra_jit_parallel as *const u8,
    );
    for name in math::MATH_NAMES {
        if let Some(math::MathFunction {
            lowering: math::Lowering::Call(address),
            ..
        }) = math::math_function(name)
        {
            builder.symbol(*name, address);
        }
    }
    Ok(JITModule::new(builder))
}

impl Program {
    /// Compiles `ast`, the loops of `scop`'s statements, with the names of `options`.
    pub fn compile(scop: &Scop, ast: &Ast, options: &Options) -> Result<Program> {
        check::calls_in_domains(scop, ast)?;
        let layout = layout(scop, options)?;
        let mut module = host_module()?;
        let (id, counts) = define(&mut module, scop, ast, &layout, options)?;
        module
            .finalize_definitions()
            .map_err(|e| Error::Backend(e.to_string()))?;
        let code = module.get_finalized_function(id);
        // SAFETY: the function was defined with exactly this signature (three pointers in,
        // an i64 out, the host's default calling convention).
        let entry: Entry = unsafe { std::mem::transmute::<*const u8, Entry>(code) };
        Ok(Program {
            module: Some(module),
            entry,
            scop: scop.clone(),
            ast: ast.clone(),
            layout,
            counts,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        })
    }

    /// The number of threads the parallel loops run on (at least 1; by default, the
    /// cores available to the process).
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.clamp(1, MAX_THREADS);
    }

    /// What the program computes in vector registers and on threads.
    pub fn counts(&self) -> Counts {
        self.counts
    }

    /// The element type the program gives each array, by name, in the region's order.
    pub fn arrays(&self) -> impl Iterator<Item = (&str, Elem, usize)> {
        self.layout
            .arrays
            .iter()
            .map(|s| (s.name.as_str(), s.elem, s.rank))
    }

    /// Runs the region with the parameters `params` (in the order of the Scop's
    /// parameters) on `arrays`: every array of the region except those it declares itself,
    /// each with the element type of [`Program::arrays`], row-major, with extents that hold
    /// every element the run touches.
    pub fn run(&self, params: &[i64], arrays: &mut [Array]) -> Result<()> {
        self.bind(params, arrays)?.execute()
    }

    /// Checks `params` and `arrays` as [`Program::run`] does, and binds them: the bound
    /// run executes without checking again, as often as asked (each execution computes on
    /// what the arrays hold then).
    pub fn bind<'p, 'b>(
        &'p self,
        params: &[i64],
        arrays: &'b mut [Array],
    ) -> Result<Bound<'p, 'b>> {
        let bounds = footprint::footprint(&self.scop, params)?;
        let mut own: Vec<Vec<u64>> = Vec::new();
        let mut bases = Vec::with_capacity(self.layout.arrays.len());
        let mut extents = vec![0i64; self.layout.extent_count()];
        for (k, slot) in self.layout.arrays.iter().enumerate() {
            let decl = &self.scop.arrays[k];
            let touched = bounds[k].as_deref();
            let given = arrays.iter_mut().find(|a| a.name == slot.name);
            let (address, ext) = match given {
                Some(a) => (check_array(a, slot, touched)?, a.extents.clone()),
                None if decl.local || decl.scratch => {
                    let ext = match touched {
                        Some(b) => footprint::extents_for(&slot.name, b)?,
                        None => vec![1; slot.rank],
                    };
                    let words = ext
                        .iter()
                        .try_fold(slot.elem.size(), |n, e| n.checked_mul(*e))
                        .ok_or_else(|| Error::Misuse(format!("{} is too large", slot.name)))?;
                    own.push(vec![0u64; words.div_ceil(8).max(1)]);
                    let address = own
                        .last_mut()
                        .map_or(std::ptr::null_mut(), |v| v.as_mut_ptr().cast::<u8>());
                    (address, ext)
                }
                None => {
                    return Err(Error::Misuse(format!(
                        "the run needs the array {}",
                        slot.name
                    )))
                }
            };
            bases.push(address);
            for (d, e) in ext.iter().enumerate() {
                extents[slot.first_extent + d] = i64::try_from(*e)
                    .map_err(|_| Error::Misuse(format!("an extent of {}", slot.name)))?;
            }
        }
        if let Some(extra) = arrays
            .iter()
            .find(|a| !self.layout.arrays.iter().any(|s| s.name == a.name))
        {
            return Err(Error::Misuse(format!(
                "the region has no array {}",
                extra.name
            )));
        }
        Ok(Bound {
            program: self,
            params: params.to_vec(),
            bases,
            extents,
            _own: own,
            _arrays: std::marker::PhantomData,
        })
    }
}

/// A run of a [`Program`] with its parameters and arrays checked and bound
/// ([`Program::bind`]).
pub struct Bound<'p, 'b> {
    program: &'p Program,
    params: Vec<i64>,
    bases: Vec<*mut u8>,
    extents: Vec<i64>,
    /// The storage of the arrays the region declares itself.
    _own: Vec<Vec<u64>>,
    /// The caller's arrays, borrowed for as long as the run is bound.
    _arrays: std::marker::PhantomData<&'b mut [u8]>,
}

impl Bound<'_, '_> {
    /// False when this run cannot stop before its end (see [`stops`]): the program divides
    /// no integers, and no loop bound, guard, iterator value or promoted cell can leave
    /// the range the code checks for these parameters and extents. A caller that would undo
    /// a stopped run (the speculative runtime, from a backup) needs no undo then.
    pub fn may_stop(&self) -> bool {
        let p = self.program;
        if p.counts.divisions > 0 {
            return true;
        }
        let extents = |name: &str| {
            let s = p.layout.arrays.iter().find(|s| s.name == name)?;
            self.extents
                .get(s.first_extent..s.first_extent + s.rank)
                .map(<[i64]>::to_vec)
        };
        let bounds = stops::Bounds {
            params: &self.params,
            extents: &extents,
        };
        !bounds.cannot_stop(&p.ast.body)
    }

    /// Runs the program on the bound arrays.
    pub fn execute(&mut self) -> Result<()> {
        let p = self.program;
        let threads = i64::try_from(p.threads).unwrap_or(i64::MAX);
        // SAFETY: every element the run touches lies inside its array (checked by `bind`
        // against the exact footprint), the arrays stay borrowed while `self` lives, and
        // the function has the signature of `Entry`.
        let status = unsafe {
            (p.entry)(
                self.params.as_ptr(),
                self.bases.as_ptr(),
                self.extents.as_ptr(),
                threads,
            )
        };
        match status {
            FINISHED => Ok(()),
            STOPPED_DIVISION => Err(Error::Stopped("an integer division by zero")),
            STOPPED_BOUNDS => Err(Error::Stopped(
                "a promoted element outside the arrays' extents",
            )),
            _ => Err(Error::Stopped("loop arithmetic beyond 64 bits")),
        }
    }
}

/// Checks that `a` can stand for `slot` in a run that touches `touched`: its address.
fn check_array(a: &mut Array, slot: &Slot, touched: Option<&[(i64, i64)]>) -> Result<*mut u8> {
    let name = &slot.name;
    if a.elem != slot.elem {
        return Err(Error::Misuse(format!(
            "{name} holds {:?} elements, the region computes with {:?}",
            a.elem, slot.elem
        )));
    }
    if a.extents.len() != slot.rank {
        return Err(Error::Misuse(format!(
            "{name} is given {} extents, it has {} dimensions",
            a.extents.len(),
            slot.rank
        )));
    }
    let elements = a
        .extents
        .iter()
        .try_fold(1usize, |n, e| n.checked_mul(*e))
        .filter(|n| *n <= a.len)
        .ok_or_else(|| {
            Error::Misuse(format!(
                "{name} has {} elements, fewer than its extents {:?} need",
                a.len, a.extents
            ))
        })?;
    if elements == 0 && touched.is_some() {
        return Err(Error::Misuse(format!(
            "{name} is empty, the run touches it"
        )));
    }
    for (k, (&(lo, hi), &e)) in touched.unwrap_or(&[]).iter().zip(&a.extents).enumerate() {
        if lo < 0 || hi >= e as i64 {
            return Err(Error::Misuse(format!(
                "the run touches {name} from {lo} to {hi} in dimension {k}, its extent is {e}"
            )));
        }
    }
    Ok(a.address)
}

/// Where each array of `scop` goes.
fn layout(scop: &Scop, options: &Options) -> Result<Layout> {
    let mut first_extent = 0;
    let mut arrays = Vec::with_capacity(scop.arrays.len());
    for a in &scop.arrays {
        arrays.push(Slot {
            name: a.name.clone(),
            elem: options.element_type(a)?,
            rank: a.rank,
            first_extent,
        });
        first_extent += a.rank;
    }
    Ok(Layout { arrays })
}

/// Defines the region's function in `module`: its id and what it does in vector registers
/// and on threads.
fn define(
    module: &mut JITModule,
    scop: &Scop,
    ast: &Ast,
    layout: &Layout,
    options: &Options,
) -> Result<(FuncId, Counts)> {
    let pointer = module.target_config().pointer_type();
    let mut ctx = module.make_context();
    for _ in 0..3 {
        ctx.func.signature.params.push(AbiParam::new(pointer));
    }
    ctx.func.signature.params.push(AbiParam::new(types::I64));
    ctx.func.signature.returns.push(AbiParam::new(types::I64));
    let id = module
        .declare_function("hedra_region", Linkage::Local, &ctx.func.signature)
        .map_err(|e| Error::Backend(e.to_string()))?;
    ctx.func.name = UserFuncName::user(0, id.as_u32());
    let mut fctx = FunctionBuilderContext::new();
    let counts;
    {
        let builder = FunctionBuilder::new(&mut ctx.func, &mut fctx);
        counts = Lowerer::new(builder, module, scop, layout, options).finish(&ast.body)?;
    }
    module
        .define_function(id, &mut ctx)
        .map_err(|e| Error::Backend(format!("{e:?}")))?;
    module.clear_context(&mut ctx);
    Ok((id, counts))
}
