//! The C types a dynamic control part may use: scalars, pointers and arrays of them.

pub use hedra_ir::ctype::Scalar;

/// The extent of an array dimension.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Extent {
    /// A constant.
    Const(i64),
    /// The value of an integer variable of the nest's scope (a VLA's size), by its index in
    /// [`crate::Nest::vars`].
    Var(usize),
}

/// A C object type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    /// An arithmetic value.
    Scalar(Scalar),
    /// A pointer to the type.
    Pointer(Box<Ty>),
    /// An array of the type.
    Array(Extent, Box<Ty>),
}

impl Ty {
    /// The C spelling of a scalar or pointer type (`double **`); `None` for arrays.
    pub fn c_name(&self) -> Option<String> {
        match self {
            Ty::Scalar(s) => Some(s.c_name().to_string()),
            Ty::Pointer(t) => {
                let inner = t.c_name()?;
                Some(if inner.ends_with('*') {
                    format!("{inner}*")
                } else {
                    format!("{inner} *")
                })
            }
            Ty::Array(..) => None,
        }
    }

    /// The size of a scalar or pointer.
    pub fn value_size(&self) -> Option<i64> {
        match self {
            Ty::Scalar(s) => Some(s.bytes()),
            Ty::Pointer(_) => Some(8),
            Ty::Array(..) => None,
        }
    }

    /// True for a value of an integer type or a pointer: what may feed an address.
    pub fn is_integral(&self) -> bool {
        match self {
            Ty::Scalar(s) => !s.is_float(),
            Ty::Pointer(_) => true,
            Ty::Array(..) => false,
        }
    }
}
