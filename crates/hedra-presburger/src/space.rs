//! Spaces: what the coordinates of a set or relation are called.
//!
//! A space has named parameters (symbolic constants such as `N`), and then either nothing more
//! (a *parameter space*, for sets like `[N] -> { : N > 0 }`), one tuple (a *set space*,
//! `S[i, j]`), or two tuples (a *map space*, `S[i, j] -> A[k]`). Tuples have an optional name and
//! a list of dimensions, each with an optional name used only for printing.
//!
//! Two sets can be combined when their spaces are *compatible*: same kind, same parameters (in
//! the same order, see [`Map::align_params`](crate::Map::align_params)), and tuples with equal names and
//! arities. Dimension names never matter for compatibility, as in isl.

use crate::error::{Error, Result};
use std::fmt;

/// A tuple: optional name and dimensions with optional names.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tuple {
    /// The tuple name (`S` in `S[i, j]`), if any.
    pub name: Option<String>,
    /// Dimension names (for printing only).
    pub dims: Vec<Option<String>>,
}

impl Tuple {
    /// An unnamed tuple of `n` unnamed dimensions.
    pub fn anonymous(n: usize) -> Tuple {
        Tuple {
            name: None,
            dims: vec![None; n],
        }
    }

    /// A named tuple of `n` unnamed dimensions.
    pub fn named(name: &str, n: usize) -> Tuple {
        Tuple {
            name: Some(name.to_string()),
            dims: vec![None; n],
        }
    }

    /// A tuple with an optional name and named dimensions (`S[i, j]`).
    pub fn with_dim_names<S: Into<String>>(
        name: Option<&str>,
        dims: impl IntoIterator<Item = S>,
    ) -> Tuple {
        Tuple {
            name: name.map(str::to_string),
            dims: dims.into_iter().map(|d| Some(d.into())).collect(),
        }
    }

    /// Number of dimensions.
    pub fn len(&self) -> usize {
        self.dims.len()
    }

    /// True for a zero-dimensional tuple.
    pub fn is_empty(&self) -> bool {
        self.dims.is_empty()
    }

    /// Name and arity agree (dimension names are ignored).
    pub fn matches(&self, other: &Tuple) -> bool {
        self.name == other.name && self.dims.len() == other.dims.len()
    }

    /// The same tuple with all dimension names removed.
    pub fn without_dim_names(&self) -> Tuple {
        Tuple {
            name: self.name.clone(),
            dims: vec![None; self.dims.len()],
        }
    }
}

impl fmt::Display for Tuple {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}[", self.name.as_deref().unwrap_or(""))?;
        for (k, d) in self.dims.iter().enumerate() {
            if k > 0 {
                write!(f, ", ")?;
            }
            write!(f, "{}", d.as_deref().unwrap_or("_"))?;
        }
        write!(f, "]")
    }
}

/// What kind of object lives in a space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SpaceKind {
    /// Only parameters: a constraint on the symbolic constants.
    Params,
    /// One tuple: a set.
    Set,
    /// Two tuples: a relation (map) from the input tuple to the output tuple.
    Map,
}

/// The kinds of dimensions of a space, in column order after the constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DimType {
    /// Parameters.
    Param,
    /// Input dimensions of a map (none for sets).
    In,
    /// Output dimensions of a map, or the dimensions of a set.
    Out,
}

impl DimType {
    /// For sets, the set dimensions are the output dimensions.
    pub const SET: DimType = DimType::Out;
}

/// A space: parameters plus zero, one or two tuples.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Space {
    /// Parameter names, in column order.
    pub params: Vec<String>,
    /// Params, set or map.
    pub kind: SpaceKind,
    /// The input tuple (empty unless `kind == Map`).
    pub in_tuple: Tuple,
    /// The output tuple of a map, or the tuple of a set (empty for `Params`).
    pub out_tuple: Tuple,
}

impl Space {
    /// A parameter space.
    pub fn params(params: Vec<String>) -> Space {
        Space {
            params,
            kind: SpaceKind::Params,
            in_tuple: Tuple::default(),
            out_tuple: Tuple::default(),
        }
    }

    /// A set space.
    pub fn set(params: Vec<String>, tuple: Tuple) -> Space {
        Space {
            params,
            kind: SpaceKind::Set,
            in_tuple: Tuple::default(),
            out_tuple: tuple,
        }
    }

    /// A map space.
    pub fn map(params: Vec<String>, domain: Tuple, range: Tuple) -> Space {
        Space {
            params,
            kind: SpaceKind::Map,
            in_tuple: domain,
            out_tuple: range,
        }
    }

    /// Number of parameters.
    pub fn n_param(&self) -> usize {
        self.params.len()
    }
    /// Number of input dimensions (0 for sets).
    pub fn n_in(&self) -> usize {
        self.in_tuple.len()
    }
    /// Number of output (set) dimensions.
    pub fn n_out(&self) -> usize {
        self.out_tuple.len()
    }
    /// Number of parameters and tuple dimensions together.
    pub fn n_dim_total(&self) -> usize {
        self.n_param() + self.n_in() + self.n_out()
    }

    /// Number of dimensions of a type.
    pub fn dim(&self, ty: DimType) -> usize {
        match ty {
            DimType::Param => self.n_param(),
            DimType::In => self.n_in(),
            DimType::Out => self.n_out(),
        }
    }

    /// Column of the first dimension of `ty` in a constraint row (column 0 is the constant).
    pub fn offset(&self, ty: DimType) -> usize {
        match ty {
            DimType::Param => 1,
            DimType::In => 1 + self.n_param(),
            DimType::Out => 1 + self.n_param() + self.n_in(),
        }
    }

    /// True for a set space.
    pub fn is_set(&self) -> bool {
        self.kind == SpaceKind::Set
    }
    /// True for a map space.
    pub fn is_map(&self) -> bool {
        self.kind == SpaceKind::Map
    }
    /// True for a parameter space.
    pub fn is_params(&self) -> bool {
        self.kind == SpaceKind::Params
    }

    /// Same kind, same parameters and matching tuples.
    pub fn is_compatible(&self, other: &Space) -> bool {
        self.kind == other.kind
            && self.params == other.params
            && self.in_tuple.matches(&other.in_tuple)
            && self.out_tuple.matches(&other.out_tuple)
    }

    /// `Ok(())` when compatible, else a `SpaceMismatch` error naming both spaces.
    pub fn check_compatible(&self, other: &Space, op: &str) -> Result<()> {
        if self.is_compatible(other) {
            Ok(())
        } else {
            Err(Error::SpaceMismatch(format!("{op}: {self} vs {other}")))
        }
    }

    /// The key that identifies this space inside a union (params excluded, dim names dropped).
    pub fn key(&self) -> SpaceKey {
        SpaceKey {
            kind: self.kind,
            in_tuple: self.in_tuple.without_dim_names(),
            out_tuple: self.out_tuple.without_dim_names(),
        }
    }

    /// The domain of a map space as a set space (the set space itself for sets).
    pub fn domain(&self) -> Space {
        match self.kind {
            SpaceKind::Map => Space::set(self.params.clone(), self.in_tuple.clone()),
            _ => self.clone(),
        }
    }

    /// The range of a map space as a set space.
    pub fn range(&self) -> Space {
        match self.kind {
            SpaceKind::Map => Space::set(self.params.clone(), self.out_tuple.clone()),
            _ => self.clone(),
        }
    }

    /// The reverse of a map space.
    pub fn reverse(&self) -> Space {
        Space::map(
            self.params.clone(),
            self.out_tuple.clone(),
            self.in_tuple.clone(),
        )
    }
}

impl fmt::Display for Space {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}] -> ", self.params.join(", "))?;
        match self.kind {
            SpaceKind::Params => write!(f, "{{ : }}"),
            SpaceKind::Set => write!(f, "{{ {} }}", self.out_tuple),
            SpaceKind::Map => write!(f, "{{ {} -> {} }}", self.in_tuple, self.out_tuple),
        }
    }
}

/// Identifies a space inside a union set or union map: kind and tuple names and arities.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SpaceKey {
    /// Params, set or map.
    pub kind: SpaceKind,
    /// Input tuple without dimension names.
    pub in_tuple: Tuple,
    /// Output tuple without dimension names.
    pub out_tuple: Tuple,
}
