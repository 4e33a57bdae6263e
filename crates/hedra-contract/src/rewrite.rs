//! Moving an array's accesses to its contracted storage.

use hedra_ir::expr::{BinaryOp, Expr};
use hedra_ir::Scop;
use hedra_presburger::{DimType, Int, Map, RelationBuilder, Space, Tuple};

use crate::{Contraction, Error, Extent, Result};

/// Where the contracted storage is declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Storage {
    /// In the region's block ([`hedra_ir::Array::local`]).
    Block,
    /// On the heap for the region's run ([`hedra_ir::Array::scratch`]).
    Heap,
    /// By the caller, in the body of a loop (neither flag: code generation does not declare
    /// it).
    Loop,
}

/// `scop` with every access of `c.array` moved to the new array `name`, of the extents of
/// `c` (`a_k mod b_k` where dimension `k` is contracted). The new array replaces the old one
/// in `scop.arrays`, declared as `storage` says. The region no longer touches the original
/// array.
///
/// A subscript that the model proves non-negative becomes `a % b`; any other
/// `((a % b) + b) % b`, the modulo that is non-negative for negative operands too.
pub fn apply(scop: &Scop, c: &Contraction, name: &str, storage: Storage) -> Result<Scop> {
    let old = scop
        .array(&c.array)
        .ok_or_else(|| Error::Invalid(format!("{} is not an array of the region", c.array)))?;
    let sizes = storage_sizes(old, c)?;
    let sigma = cell_map(scop, c, name)?;
    let nonneg = non_negative(scop, &c.array)?;
    let mut out = scop.clone();
    for st in &mut out.statements {
        for x in st.accesses.iter_mut().filter(|x| x.array == c.array) {
            x.relation = x.relation.align_params(&scop.params)?.apply_range(&sigma)?;
            x.array = name.to_string();
        }
        let mut rename = |array: &mut String, subs: &mut Vec<Expr>| {
            *array = name.to_string();
            for (k, e) in c.extents.iter().enumerate() {
                if let (Extent::Modulo(b), Some(s)) = (e, subs.get_mut(k)) {
                    *s = modulo(std::mem::replace(s, Expr::Int("0".into())), *b, nonneg[k]);
                }
            }
        };
        st.body.lhs.rewrite_accesses(&c.array, &mut rename);
        st.body.rhs.rewrite_accesses(&c.array, &mut rename);
    }
    let element_type = old.element_type.clone().unwrap_or_else(|| {
        let zeros: String = (0..old.rank).map(|_| "[0]").collect();
        format!("__typeof__({}{zeros})", old.name)
    });
    let new = hedra_ir::Array {
        name: name.to_string(),
        element_type: Some(element_type),
        sizes: Some(sizes),
        local: storage == Storage::Block,
        dead_after: true,
        scratch: storage == Storage::Heap,
        ..old.clone()
    };
    if let Some(a) = out.arrays.iter_mut().find(|a| a.name == c.array) {
        *a = new;
    }
    Ok(out)
}

/// The extents of the new storage as C text.
fn storage_sizes(old: &hedra_ir::Array, c: &Contraction) -> Result<Vec<String>> {
    c.extents
        .iter()
        .enumerate()
        .map(|(k, e)| match e {
            Extent::Modulo(b) => Ok(b.to_string()),
            Extent::Full => old
                .sizes
                .as_ref()
                .and_then(|s| s.get(k))
                .filter(|s| !s.trim().is_empty())
                .cloned()
                .ok_or_else(|| {
                    Error::Invalid(format!(
                        "the extent of dimension {k} of {} is not known",
                        old.name
                    ))
                }),
        })
        .collect()
}

/// `σ = { t[a] -> name[o] : o_k = a_k mod b_k (contracted), o_k = a_k (full) }`.
fn cell_map(scop: &Scop, c: &Contraction, name: &str) -> Result<Map> {
    let rank = c.extents.len();
    let space = Space::map(
        scop.params.clone(),
        Tuple::named(&c.array, rank),
        Tuple::named(name, rank),
    );
    let mut b = RelationBuilder::new(space)?;
    for (k, e) in c.extents.iter().enumerate() {
        match e {
            Extent::Modulo(m) => {
                let a = b.dim(DimType::In, k)?;
                let r = b.modulo(&a, &Int::from(i128::from(*m)))?;
                b.set_dim(DimType::Out, k, &r)?;
            }
            Extent::Full => b.equate(DimType::In, k, DimType::Out, k)?,
        }
    }
    Ok(b.build()?)
}

/// Per dimension of `array`: true when every access of the region has a non-negative
/// subscript there.
fn non_negative(scop: &Scop, array: &str) -> Result<Vec<bool>> {
    let rank = scop.array(array).map_or(0, |a| a.rank);
    let mut out = vec![true; rank];
    for st in &scop.statements {
        let domain = st.domain.align_params(&scop.params)?;
        for x in st.accesses.iter().filter(|x| x.array == array) {
            let cells = x
                .relation
                .align_params(&scop.params)?
                .intersect_domain(&domain)?
                .range()?;
            for (k, ok) in out.iter_mut().enumerate() {
                let negative = cells.bound(DimType::Out, k, &Int::from(-1i64), false)?;
                *ok &= negative.is_empty();
            }
        }
    }
    Ok(out)
}

/// `e mod b`: `0` for `b = 1`, `e % b` when `e` is known non-negative, else
/// `((e % b) + b) % b`.
fn modulo(e: Expr, b: u64, nonneg: bool) -> Expr {
    if b == 1 {
        return Expr::Int("0".into());
    }
    if let Expr::Int(text) = &e {
        if let Ok(v) = text.parse::<u64>() {
            return Expr::Int((v % b).to_string());
        }
    }
    let m = || Expr::Int(b.to_string());
    let rem = |x: Expr| Expr::Binary(BinaryOp::Rem, Box::new(x), Box::new(m()));
    if nonneg {
        return rem(e);
    }
    rem(Expr::Binary(BinaryOp::Add, Box::new(rem(e)), Box::new(m())))
}
