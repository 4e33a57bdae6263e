//! One call of a def on NumPy arrays: the arguments matched with the def's inputs and
//! checked (the element type of each, the rank and the sizes through
//! [`hedra_tc::shape`]), the outputs allocated, and the pointers that the def's entry point
//! takes, in the order of [`hedra_tc::glue::arguments`].
//!
//! An input must be a `numpy.ndarray` of exactly the def's element type (`float` is
//! float32, `double` float64, `int32` and `int64` themselves; no conversion is made); one
//! that is not C-contiguous or not aligned is copied into one that is. A scalar input is a
//! Python number (or anything `float()` or `int()` takes). An output is a new array, zeroed
//! (so that plain `+=` reductions accumulate into zeros), or, for a tensor that is both an
//! input and an output, a C-contiguous copy of the input: the caller's arrays are never
//! written.

use std::ffi::c_long;

use hedra_tc::ast::ScalarType;
use hedra_tc::glue::{self, ArgKind};
use hedra_tc::shape::{self, Sizes};
use hedra_tc::LoweredDef;
use numpy::{dtype, PyArrayDescr, PyArrayDescrMethods, PyUntypedArray, PyUntypedArrayMethods};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

/// The value of a scalar input.
enum Scalar {
    F32(f32),
    F64(f64),
    I32(i32),
    I64(i64),
}

impl Scalar {
    fn address(&self) -> usize {
        match self {
            Scalar::F32(x) => x as *const f32 as usize,
            Scalar::F64(x) => x as *const f64 as usize,
            Scalar::I32(x) => x as *const i32 as usize,
            Scalar::I64(x) => x as *const i64 as usize,
        }
    }
}

/// The arguments of one call, ready for the def's entry point. The pointers stay valid as
/// long as this lives.
pub struct Prepared<'py> {
    /// The sizes by name.
    pub sizes: Sizes,
    /// The sizes in the order of the size arguments.
    pub size_args: Vec<c_long>,
    /// One pointer per other argument, as an address (it crosses the release of the GIL).
    pub pointers: Vec<usize>,
    /// The outputs, in the order of the `->` list.
    pub outputs: Vec<Bound<'py, PyUntypedArray>>,
    /// The arrays and values the pointers point into (the scalars' vector is not changed
    /// after their addresses are taken, so that its buffer stays put).
    _inputs: Vec<Named<'py>>,
    _scalars: Vec<NamedScalar>,
}

/// NumPy's name of an element type.
pub fn dtype_name(t: ScalarType) -> &'static str {
    match t {
        ScalarType::Float => "float32",
        ScalarType::Double => "float64",
        ScalarType::Int32 => "int32",
        ScalarType::Int64 => "int64",
    }
}

fn descr(py: Python<'_>, t: ScalarType) -> Bound<'_, PyArrayDescr> {
    match t {
        ScalarType::Float => dtype::<f32>(py),
        ScalarType::Double => dtype::<f64>(py),
        ScalarType::Int32 => dtype::<i32>(py),
        ScalarType::Int64 => dtype::<i64>(py),
    }
}

/// A new zeroed C-contiguous array (`numpy.zeros`).
fn zeros<'py>(
    py: Python<'py>,
    t: ScalarType,
    shape: &[usize],
) -> PyResult<Bound<'py, PyUntypedArray>> {
    let a = py
        .import("numpy")?
        .call_method1("zeros", (shape.to_vec(), descr(py, t)))?;
    Ok(a.cast_into::<PyUntypedArray>()?)
}

fn data(a: &Bound<'_, PyUntypedArray>) -> usize {
    // SAFETY: `a` is a live NumPy array; its `data` field is its first element.
    unsafe { (*a.as_array_ptr()).fields.data as usize }
}

/// `obj` as an array of `t` that the C function may read: C-contiguous and aligned.
fn input_array<'py>(
    name: &str,
    obj: &Bound<'py, PyAny>,
    t: ScalarType,
) -> PyResult<Bound<'py, PyUntypedArray>> {
    let py = obj.py();
    let want = dtype_name(t);
    let Ok(a) = obj.cast::<PyUntypedArray>() else {
        let got = obj.get_type().name()?;
        return Err(PyTypeError::new_err(format!(
            "{name}: expected a numpy.ndarray of {want}, got {got}"
        )));
    };
    if !a.dtype().is_equiv_to(&descr(py, t)) {
        return Err(PyTypeError::new_err(format!(
            "{name}: expected dtype {want}, got {}",
            a.dtype()
        )));
    }
    let aligned = data(a) % a.dtype().itemsize().max(1) == 0;
    if a.is_c_contiguous() && aligned {
        return Ok(a.clone());
    }
    let copy = py
        .import("numpy")?
        .call_method1("ascontiguousarray", (a,))?;
    Ok(copy.cast_into::<PyUntypedArray>()?)
}

/// A scalar input's value as `t`.
fn scalar(name: &str, obj: &Bound<'_, PyAny>, t: ScalarType) -> PyResult<Scalar> {
    let value = match t {
        ScalarType::Float => obj.extract::<f64>().map(|x| Scalar::F32(x as f32)),
        ScalarType::Double => obj.extract::<f64>().map(Scalar::F64),
        ScalarType::Int32 => obj.extract::<i32>().map(Scalar::I32),
        ScalarType::Int64 => obj.extract::<i64>().map(Scalar::I64),
    };
    value.map_err(|e| PyTypeError::new_err(format!("{name}: not a {} scalar: {e}", dtype_name(t))))
}

/// The def's inputs given positionally (`args`) or by name (`kwargs`), in declaration
/// order; a missing, extra or repeated argument is a `TypeError`.
pub fn gather<'py>(
    d: &LoweredDef,
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Vec<Bound<'py, PyAny>>> {
    let names: Vec<&str> = d.def.inputs.iter().map(|p| p.name.name.as_str()).collect();
    let usage = format!("{}({})", d.info.name, names.join(", "));
    if args.len() > names.len() {
        return Err(PyTypeError::new_err(format!(
            "{usage} takes {} arguments, {} given",
            names.len(),
            args.len()
        )));
    }
    let mut slots: Vec<Option<Bound<'py, PyAny>>> = args.iter().map(Some).collect();
    slots.resize(names.len(), None);
    for (k, v) in kwargs.into_iter().flat_map(|kw| kw.iter()) {
        let k: String = k.extract()?;
        let Some(i) = names.iter().position(|n| *n == k) else {
            return Err(PyTypeError::new_err(format!("{usage}: no argument {k}")));
        };
        if slots[i].replace(v).is_some() {
            return Err(PyTypeError::new_err(format!("{usage}: {k} given twice")));
        }
    }
    slots
        .into_iter()
        .zip(&names)
        .map(|(s, n)| s.ok_or_else(|| PyTypeError::new_err(format!("{usage}: {n} missing"))))
        .collect()
}

/// An array argument by name.
type Named<'py> = (String, Bound<'py, PyUntypedArray>);

/// A scalar argument by name.
type NamedScalar = (String, Scalar);

/// Checks the inputs `given` (in declaration order) of `d`, binds the sizes and allocates
/// the outputs.
pub fn prepare<'py>(
    py: Python<'py>,
    d: &LoweredDef,
    given: &[Bound<'py, PyAny>],
) -> PyResult<Prepared<'py>> {
    let (inputs, scalars) = read_inputs(d, given)?;
    let refused = |e: shape::ShapeError| PyValueError::new_err(format!("{}: {e}", d.info.name));
    let shapes: Vec<(&str, &[usize])> = inputs
        .iter()
        .map(|(n, a)| (n.as_str(), a.shape()))
        .collect();
    let sizes = shape::bind_sizes(d, &shapes).map_err(refused)?;
    let out_shapes = shape::output_shapes(d, &sizes).map_err(refused)?;
    let outputs = outputs(py, d, &inputs, &out_shapes)?;
    let pointers = pointers(d, &inputs, &scalars, &outputs)?;
    let size_args = d
        .info
        .params
        .iter()
        .map(|p| c_long::try_from(sizes[p]))
        .collect::<Result<_, _>>()
        .map_err(|_| PyValueError::new_err("a size does not fit a C long"))?;
    Ok(Prepared {
        sizes,
        size_args,
        pointers,
        outputs: outputs.into_iter().map(|(_, a)| a).collect(),
        _inputs: inputs,
        _scalars: scalars,
    })
}

/// The tensor inputs (checked arrays) and the scalar inputs (their values) of `given`.
fn read_inputs<'py>(
    d: &LoweredDef,
    given: &[Bound<'py, PyAny>],
) -> PyResult<(Vec<Named<'py>>, Vec<NamedScalar>)> {
    let (mut inputs, mut scalars) = (Vec::new(), Vec::new());
    for (p, obj) in d.def.inputs.iter().zip(given) {
        let name = p.name.name.as_str();
        match d.info.tensor(name) {
            Some(t) => inputs.push((name.to_string(), input_array(name, obj, t.ty)?)),
            None => scalars.push((name.to_string(), scalar(name, obj, p.ty)?)),
        }
    }
    Ok((inputs, scalars))
}

/// The pointers that the entry point takes: one per argument that is not a size, in the
/// order of [`glue::arguments`].
fn pointers(
    d: &LoweredDef,
    inputs: &[Named<'_>],
    scalars: &[NamedScalar],
    outputs: &[Named<'_>],
) -> PyResult<Vec<usize>> {
    let array =
        |list: &[Named<'_>], name: &str| list.iter().find(|(n, _)| n == name).map(|(_, a)| data(a));
    let arguments = glue::arguments(d);
    let others = arguments.iter().filter(|a| a.kind != ArgKind::Size);
    others
        .map(|a| {
            let address = match a.kind {
                ArgKind::Scalar => scalars
                    .iter()
                    .find(|(n, _)| *n == a.name)
                    .map(|(_, s)| s.address()),
                ArgKind::Input => array(inputs, &a.name),
                _ => array(outputs, &a.name),
            };
            address.ok_or_else(|| PyValueError::new_err(format!("no argument {}", a.name)))
        })
        .collect()
}

/// The output arrays of `d`, by name, in the order of the `->` list: zeroed, or a copy of
/// the input of the same name.
fn outputs<'py>(
    py: Python<'py>,
    d: &LoweredDef,
    inputs: &[Named<'py>],
    shapes: &[Vec<usize>],
) -> PyResult<Vec<Named<'py>>> {
    let mut out = Vec::new();
    for (name, shape) in d.outputs().into_iter().zip(shapes) {
        let array = match inputs.iter().find(|(n, _)| n == name) {
            Some((_, a)) => a
                .call_method1("copy", ("C",))?
                .cast_into::<PyUntypedArray>()?,
            None => {
                let t = d.info.tensor(name).map(|t| t.ty);
                let t = t.ok_or_else(|| PyValueError::new_err(format!("no output {name}")))?;
                zeros(py, t, shape)?
            }
        };
        out.push((name.to_string(), array));
    }
    Ok(out)
}
