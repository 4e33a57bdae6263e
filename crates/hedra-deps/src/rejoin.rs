//! Peeled iterations rejoin their loop.
//!
//! Source code often peels the first or the last iteration of a loop by hand, to fuse two
//! loops with a shift or to avoid a guard:
//!
//! ```c
//! for (j ...) B[1][j] = f(A[0][j], A[1][j], A[2][j]);            // S0: row 1, peeled
//! for (i = 2; i < n - 1; i++) {
//!   for (j ...) B[i][j] = f(A[i - 1][j], A[i][j], A[i + 1][j]);  // S1: rows 2..n-2
//!   for (j ...) A[i - 1][j] = g(B[i - 2][j], ...);               // S2
//! }
//! ```
//!
//! The peeled statement `S0` computes what `S1` computes at `i = 1`, but as a statement of
//! its own it has fewer dimensions: no affine schedule without parameters can place it in a
//! band with `S1` (its row would have to follow the loop's other rows in every member), and
//! the scheduler tiles less than it could. This module recognizes such a statement and
//! makes it part of the other: the written form and the form without peeling get the same
//! model.
//!
//! ## When a statement `A` joins a statement `B`
//!
//! - **Same computation.** The bodies are equal once their subscripts are set aside (same
//!   operator, same expression tree, same arrays in the same order, no iterator or
//!   parameter outside a subscript), and each access of `A` touches, at every instance, the
//!   cell that the same access of `B` touches at one instance of `B`'s iteration space.
//!   With `X_k` the `k`-th access relation, the instance map is
//!   `R = ∩_k X_k^A ; (X_k^B)⁻¹`, in the same iteration of the loops around both (a time
//!   loop that no subscript names), restricted to `A`'s domain. It must be a function on all
//!   of `A`'s domain, one-to-one, and its image must not meet `B`'s domain (no instance
//!   runs twice). `B` then computes, at `R(a)`, exactly what `A` computed at `a`. `B`'s
//!   iterators are signed and at least 32 bits wide, so that they hold the new values as
//!   `A`'s subscripts did.
//! - **The same program.** The merged statement `B'` runs `B`'s domain and `R(D_A)` in
//!   `B`'s schedule: `A`'s instances move to where `B` would run them. This is a legal
//!   reordering of the original program only when every dependence of the original (with
//!   `A`'s instances renamed through `R`) still goes forward in time; that is checked
//!   exactly, and a join whose order would reverse one is not made. The joined Scop is then
//!   an equivalent program, and the later stages analyze it as any other.
//!
//! `A` is removed and the statements after it are renumbered.

use hedra_ir::expr::Expr;
use hedra_ir::{Scop, Statement};
use hedra_presburger::{DimType, Map, RelationBuilder, Space, Tuple};

use crate::Result;

/// What [`rejoin`] did.
#[derive(Clone, Debug)]
pub struct Rejoined {
    /// The Scop with every joined statement removed.
    pub scop: Scop,
    /// For each join, in order: the statement that ran the peeled iterations and the
    /// statement that runs them now, named as in the Scop given to [`rejoin`].
    pub joined: Vec<(String, String)>,
}

/// `scop` with every statement that computes peeled iterations of another joined to it
/// (see the [module documentation](self)).
pub fn rejoin(scop: &Scop) -> Result<Rejoined> {
    let mut out = scop.clone();
    let mut joined = Vec::new();
    // The name in `scop` of each statement of `out`.
    let mut names: Vec<String> = scop.statements.iter().map(|s| s.name.clone()).collect();
    'search: loop {
        let n = out.statements.len();
        for a in 0..n {
            for b in (0..n).filter(|&b| b != a) {
                if let Some(next) = try_join(&out, a, b)? {
                    joined.push((names[a].clone(), names[b].clone()));
                    names.remove(a);
                    out = next;
                    continue 'search;
                }
            }
        }
        break;
    }
    Ok(Rejoined { scop: out, joined })
}

/// The Scop with statement `a` joined to statement `b`, when the conditions hold.
fn try_join(scop: &Scop, a: usize, b: usize) -> Result<Option<Scop>> {
    let (sa, sb) = (&scop.statements[a], &scop.statements[b]);
    if !same_computation(sa, sb) || !wide_signed_iterators(scop, sb) {
        return Ok(None);
    }
    let Some(instances) = instance_map(scop, sa, sb)? else {
        return Ok(None);
    };

    let image = instances.range()?;
    let domain_b = sb.domain.align_params(&scop.params)?;
    if !image.intersect(&domain_b)?.is_empty() {
        return Ok(None);
    }
    if !order_is_kept(scop, a, b, &instances)? {
        return Ok(None);
    }
    let mut out = scop.clone();
    out.statements[b].domain = domain_b.union(&image)?.coalesce();
    crate::split::remove_statement(&mut out, a);
    out.validate()?;
    Ok(Some(out))
}

/// True when every iterator of `st` is a signed integer of at least 32 bits: the values
/// of the joined instances (a subscript of the peeled statement minus a small offset of the
/// loop's) then hold in it as the subscript did, and the body computes with them as the
/// peeled statement did (a narrower or unsigned iterator would convert them).
fn wide_signed_iterators(scop: &Scop, st: &Statement) -> bool {
    st.iterators.iter().all(|it| {
        let ty = scop.int_type(it);
        ty.signed && !ty.plain_char && ty.bits >= 32
    })
}

/// True when the bodies of `a` and `b` are one computation up to their subscripts, with
/// the same accesses in the same order.
fn same_computation(a: &Statement, b: &Statement) -> bool {
    let shape = |st: &Statement| {
        Some((
            st.body.op,
            without_subscripts(&st.body.lhs)?,
            without_subscripts(&st.body.rhs)?,
        ))
    };
    let same_accesses = a.accesses.len() == b.accesses.len()
        && a.accesses
            .iter()
            .zip(&b.accesses)
            .all(|(x, y)| x.array == y.array && x.kind == y.kind && x.reference == y.reference);
    same_accesses && shape(a).is_some() && shape(a) == shape(b)
}

/// `e` with every subscript list emptied, or `None` when an iterator or a parameter occurs
/// outside a subscript (its value would have to match too).
fn without_subscripts(e: &Expr) -> Option<Expr> {
    let each = |xs: &[Expr]| {
        xs.iter()
            .map(without_subscripts)
            .collect::<Option<Vec<_>>>()
    };
    let boxed = |x: &Expr| without_subscripts(x).map(Box::new);
    Some(match e {
        Expr::Iterator(_) | Expr::Param(_) => return None,
        Expr::Int(_) | Expr::Float(_) => e.clone(),
        Expr::Access {
            array, reference, ..
        } => Expr::Access {
            array: array.clone(),
            subscripts: Vec::new(),
            reference: *reference,
        },
        Expr::Call(f, xs) => Expr::Call(f.clone(), each(xs)?),
        Expr::Unary(op, x) => Expr::Unary(*op, boxed(x)?),
        Expr::Binary(op, x, y) => Expr::Binary(*op, boxed(x)?, boxed(y)?),
        Expr::Ternary(x, y, z) => Expr::Ternary(boxed(x)?, boxed(y)?, boxed(z)?),
        Expr::Cast(t, x) => Expr::Cast(t.clone(), boxed(x)?),
    })
}

/// `R`, from `a`'s domain to `b`'s iteration space: the instance of `b`, in the same
/// iteration of the loops around both, whose every access touches the cell of the same
/// access of `a`. `None` unless it is a one-to-one function on
/// all of `a`'s domain (and some access has a subscript to determine it).
fn instance_map(scop: &Scop, a: &Statement, b: &Statement) -> Result<Option<Map>> {
    let domain_a = a.domain.align_params(&scop.params)?;
    let mut r: Option<Map> = None;
    for (x, y) in a.accesses.iter().zip(&b.accesses) {
        let xa = x.relation.align_params(&scop.params)?;
        if xa.space().n_out() == 0 {
            continue;
        }
        let yb = y.relation.align_params(&scop.params)?;
        let same_cell = xa.apply_range(&yb.reverse()?)?;
        r = Some(match r {
            None => same_cell,
            Some(r) => r.intersect(&same_cell)?,
        });
    }
    let Some(r) = r else { return Ok(None) };
    let r = r
        .intersect(&same_outer_iterations(scop, a, b)?)?
        .intersect_domain(&domain_a)?;
    let total = r.domain()?.is_equal(&domain_a)?;
    let single = r
        .reverse()?
        .apply_range(&r)?
        .is_subset(&Map::identity(b.domain.space())?)?;
    let one_to_one = r
        .apply_range(&r.reverse()?)?
        .is_subset(&Map::identity(a.domain.space())?)?;
    Ok((total && single && one_to_one).then_some(r))
}

/// `{ a -> b : a and b agree on the loops around both }`: the loops that `a` and `b` share
/// in the original program (the leading equal entries of their `beta`).
fn same_outer_iterations(scop: &Scop, a: &Statement, b: &Statement) -> Result<Map> {
    let shared = a
        .beta
        .iter()
        .zip(&b.beta)
        .take_while(|(x, y)| x == y)
        .count()
        .min(a.iterators.len())
        .min(b.iterators.len());
    let space = Space::map(
        scop.params.clone(),
        a.domain.space().out_tuple.clone(),
        b.domain.space().out_tuple.clone(),
    );
    let mut m = RelationBuilder::new(space)?;
    for k in 0..shared {
        m.equate(DimType::In, k, DimType::Out, k)?;
    }
    Ok(m.build()?)
}

/// True when running `a`'s instances at `instances` of `b`, in `b`'s schedule, keeps every
/// memory dependence of `scop` going forward in time.
fn order_is_kept(scop: &Scop, a: usize, b: usize, instances: &Map) -> Result<bool> {
    let deps = crate::memory_based(scop)?;
    let time = |k: usize| {
        scop.statements[if k == a { b } else { k }]
            .schedule
            .align_params(&scop.params)
    };
    let moved = |k: usize, rel: Map, side_in: bool| -> Result<Map> {
        match (k == a, side_in) {
            (false, _) => Ok(rel),
            (true, true) => Ok(rel.apply_domain(instances)?),
            (true, false) => Ok(rel.apply_range(instances)?),
        }
    };
    let dim = scop
        .statements
        .first()
        .map_or(0, |s| s.schedule.space().n_out());
    let ge = Map::lex_ge(&Space::set(scop.params.clone(), Tuple::anonymous(dim)))?;
    for d in &deps {
        let rel = d.relation.align_params(&scop.params)?;
        let rel = moved(d.source, rel, true)?;
        let rel = moved(d.target, rel, false)?;
        let times = rel
            .apply_domain(&time(d.source)?)?
            .apply_range(&time(d.target)?)?;
        if !times.intersect(&ge)?.is_empty() {
            return Ok(false);
        }
    }
    Ok(true)
}
