//! The sizes of a call read off the shapes of its input tensors, and the shapes of the
//! tensors that the def makes: what a caller of the ABI ([`crate::glue`]) computes before it
//! calls a def's function on arrays of its own (the Python binding does).
//!
//! Every size of a def is named by an input declaration (`float(M,K) A`), so the shapes of
//! the input tensors bind them all ([`bind_sizes`]); a size named twice must get the same
//! value each time. The sizes of the outputs and temporaries are quasi-affine functions of
//! the sizes ([`SizeExpr`](crate::SizeExpr)), evaluated by [`output_shapes`]; like the C
//! function, which returns -1 then, it refuses sizes that make any of them below 1.
//!
//! ```
//! use std::collections::BTreeMap;
//! let src = "def conv(float(H,W) I, float(KH,KW) K) -> (O) { O(h,w) +=! I(h+kh, w+kw) * K(kh,kw) }";
//! let defs = hedra_tc::lower(src).unwrap();
//! let sizes = hedra_tc::shape::bind_sizes(&defs[0], &[("I", &[8, 9]), ("K", &[3, 3])]).unwrap();
//! assert_eq!(sizes, BTreeMap::from([("H".into(), 8), ("W".into(), 9), ("KH".into(), 3), ("KW".into(), 3)]));
//! assert_eq!(hedra_tc::shape::output_shapes(&defs[0], &sizes).unwrap(), vec![vec![6, 7]]);
//! ```

use crate::check::TensorKind;
use crate::lower::LoweredDef;
use std::collections::BTreeMap;
use std::fmt;

/// The values of a def's sizes, by name.
pub type Sizes = BTreeMap<String, i64>;

/// Why the arrays of a call do not fit a def.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShapeError {
    /// `tensor` is not an input tensor of the def.
    NotAnInput {
        /// The name given.
        tensor: String,
    },
    /// An input has another number of dimensions than its declaration.
    Rank {
        /// The input.
        tensor: String,
        /// Its declared sizes.
        expected: Vec<String>,
        /// The number of dimensions given.
        got: usize,
    },
    /// A dimension gives a size another value than an earlier dimension gave it.
    Conflict {
        /// The input.
        tensor: String,
        /// The dimension (from 0).
        dim: usize,
        /// The size it declares.
        size: String,
        /// Its extent.
        value: usize,
        /// The tensor, dimension and value that bound the size first.
        first: (String, usize, i64),
    },
    /// A dimension of an input is 0, or too large for a C `long`.
    Extent {
        /// The input.
        tensor: String,
        /// The dimension (from 0).
        dim: usize,
        /// The size it declares.
        size: String,
        /// Its extent.
        value: usize,
    },
    /// No input gave a size its value.
    Unbound {
        /// The size.
        size: String,
    },
    /// A dimension of an output or a temporary is below 1 at these sizes, or cannot be
    /// evaluated (a piecewise size, or an overflow: `value` is `None`).
    Inferred {
        /// The output or temporary.
        tensor: String,
        /// The dimension (from 0).
        dim: usize,
        /// Its size as a function of the sizes.
        expr: String,
        /// Its value at these sizes.
        value: Option<i64>,
    },
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShapeError::NotAnInput { tensor } => write!(f, "`{tensor}` is not an input tensor"),
            ShapeError::Rank {
                tensor,
                expected,
                got,
            } => write!(
                f,
                "{tensor}: expected {} dimensions ({}), got {got}",
                expected.len(),
                expected.join(", ")
            ),
            ShapeError::Conflict {
                tensor,
                dim,
                size,
                value,
                first: (t0, d0, v0),
            } => write!(
                f,
                "{tensor}: dimension {dim} ({size}) is {value}, but dimension {d0} of {t0} made {size} = {v0}"
            ),
            ShapeError::Extent {
                tensor,
                dim,
                size,
                value,
            } => write!(
                f,
                "{tensor}: dimension {dim} ({size}) is {value}; a size must be at least 1 and fit a C long"
            ),
            ShapeError::Unbound { size } => write!(f, "no input gives the size {size}"),
            ShapeError::Inferred {
                tensor,
                dim,
                expr,
                value: Some(v),
            } => write!(
                f,
                "{tensor}: dimension {dim} would be {expr} = {v} at these sizes; it must be at least 1"
            ),
            ShapeError::Inferred {
                tensor, dim, expr, ..
            } => write!(
                f,
                "{tensor}: dimension {dim} ({expr}) cannot be computed at these sizes"
            ),
        }
    }
}

impl std::error::Error for ShapeError {}

/// The sizes of `d` bound by the shapes of its input tensors (`inputs`: name and shape,
/// every input tensor once, in any order).
pub fn bind_sizes(d: &LoweredDef, inputs: &[(&str, &[usize])]) -> Result<Sizes, ShapeError> {
    let mut sizes = Sizes::new();
    let mut first: BTreeMap<&str, (String, usize)> = BTreeMap::new();
    for (name, shape) in inputs {
        let declared = d
            .def
            .inputs
            .iter()
            .find(|p| p.name.name == *name && d.info.tensor(name).is_some())
            .ok_or_else(|| ShapeError::NotAnInput {
                tensor: name.to_string(),
            })?;
        let names: Vec<&str> = declared.sizes.iter().map(|s| s.name.as_str()).collect();
        if names.len() != shape.len() {
            return Err(ShapeError::Rank {
                tensor: name.to_string(),
                expected: names.iter().map(|s| s.to_string()).collect(),
                got: shape.len(),
            });
        }
        for (dim, (size, &value)) in names.iter().zip(shape.iter()).enumerate() {
            let extent = || ShapeError::Extent {
                tensor: name.to_string(),
                dim,
                size: size.to_string(),
                value,
            };
            let v = i64::try_from(value)
                .ok()
                .filter(|v| *v >= 1)
                .ok_or_else(extent)?;
            match sizes.get(*size) {
                Some(&v0) if v0 != v => {
                    let (t0, d0) = first[size].clone();
                    return Err(ShapeError::Conflict {
                        tensor: name.to_string(),
                        dim,
                        size: size.to_string(),
                        value,
                        first: (t0, d0, v0),
                    });
                }
                Some(_) => {}
                None => {
                    sizes.insert(size.to_string(), v);
                    first.insert(size, (name.to_string(), dim));
                }
            }
        }
    }
    if let Some(p) = d.info.params.iter().find(|p| !sizes.contains_key(*p)) {
        return Err(ShapeError::Unbound { size: p.clone() });
    }
    Ok(sizes)
}

/// The shape of each output of `d` at `sizes`, in the order of the `->` list, after
/// checking that no dimension of an output or a temporary is below 1.
pub fn output_shapes(d: &LoweredDef, sizes: &Sizes) -> Result<Vec<Vec<usize>>, ShapeError> {
    let mut shapes: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for t in d
        .info
        .tensors
        .iter()
        .filter(|t| t.kind != TensorKind::Input)
    {
        let mut shape = Vec::new();
        for (dim, s) in t.sizes.iter().enumerate() {
            let value = s.single().and_then(|q| q.eval(sizes));
            let extent = value
                .filter(|v| *v >= 1)
                .and_then(|v| usize::try_from(v).ok())
                .ok_or_else(|| ShapeError::Inferred {
                    tensor: t.name.clone(),
                    dim,
                    expr: s.to_string(),
                    value,
                })?;
            shape.push(extent);
        }
        shapes.insert(&t.name, shape);
    }
    Ok(d.outputs()
        .iter()
        .map(|o| shapes.remove(o).unwrap_or_default())
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn def(src: &str) -> LoweredDef {
        crate::lower(src)
            .map_err(|d| d.render("t.tc", src))
            .unwrap()
            .remove(0)
    }

    const MM: &str = "def mm(float(M,K) A, float(K,N) B) -> (C) { C(m,n) +=! A(m,k) * B(k,n) }";

    #[test]
    fn sizes_bind_from_every_input() {
        let d = def(MM);
        let s = bind_sizes(&d, &[("B", &[4, 5]), ("A", &[3, 4])]).unwrap();
        assert_eq!((s["M"], s["K"], s["N"]), (3, 4, 5));
        assert_eq!(output_shapes(&d, &s).unwrap(), vec![vec![3, 5]]);
    }

    #[test]
    fn mismatches_name_the_tensor_the_dimension_and_both_values() {
        let d = def(MM);
        let e = bind_sizes(&d, &[("A", &[3, 4]), ("B", &[5, 6])]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "B: dimension 0 (K) is 5, but dimension 1 of A made K = 4"
        );
        let e = bind_sizes(&d, &[("A", &[3, 4, 1])]).unwrap_err();
        assert_eq!(e.to_string(), "A: expected 2 dimensions (M, K), got 3");
        let e = bind_sizes(&d, &[("A", &[0, 4])]).unwrap_err();
        assert!(
            matches!(
                e,
                ShapeError::Extent {
                    dim: 0,
                    value: 0,
                    ..
                }
            ),
            "{e}"
        );
        let e = bind_sizes(&d, &[("A", &[3, 4])]).unwrap_err();
        assert_eq!(e, ShapeError::Unbound { size: "N".into() });
        let e = bind_sizes(&d, &[("C", &[3, 4])]).unwrap_err();
        assert_eq!(e.to_string(), "`C` is not an input tensor");
        // A size named twice by one tensor.
        let sq = def("def t(float(N,N) A) -> (B) { B(i) +=! A(i,j) }");
        assert!(bind_sizes(&sq, &[("A", &[3, 3])]).is_ok());
        assert!(matches!(
            bind_sizes(&sq, &[("A", &[3, 4])]),
            Err(ShapeError::Conflict {
                dim: 1,
                value: 4,
                ..
            })
        ));
    }

    #[test]
    fn inferred_shapes_are_evaluated_and_checked() {
        let conv = def(
            "def conv(float(H,W) I, float(KH,KW) K) -> (O) { O(h,w) +=! I(h+kh, w+kw) * K(kh,kw) }",
        );
        let s = bind_sizes(&conv, &[("I", &[5, 6]), ("K", &[2, 3])]).unwrap();
        assert_eq!(output_shapes(&conv, &s).unwrap(), vec![vec![4, 4]]);
        let s = bind_sizes(&conv, &[("I", &[2, 6]), ("K", &[3, 3])]).unwrap();
        assert_eq!(
            output_shapes(&conv, &s).unwrap_err().to_string(),
            "O: dimension 0 would be H - KH + 1 = 0 at these sizes; it must be at least 1"
        );
        let strided = def("def s(float(N) A) -> (B) { B(i) +=! A(2*i + k) where k in 0:2 }");
        for (n, b) in [(7, 3), (8, 4), (2, 1)] {
            let s = bind_sizes(&strided, &[("A", &[n])]).unwrap();
            assert_eq!(
                output_shapes(&strided, &s).unwrap(),
                vec![vec![b]],
                "N = {n}"
            );
        }
        // A temporary that would be empty is refused too.
        let tmp =
            def("def t(float(N) A) -> (C) { T(i) +=! A(i + k) where k in 0:2 \n C(i) = T(i) + 1 }");
        let s = bind_sizes(&tmp, &[("A", &[1])]).unwrap();
        assert!(matches!(
            output_shapes(&tmp, &s),
            Err(ShapeError::Inferred { value: Some(0), .. })
        ));
    }
}
