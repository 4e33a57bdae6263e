//! Scalar normalization: the same model for a computation, whichever scalars its source
//! passes values through.
//!
//! Two programs that compute the same values may differ only in how they name their
//! temporaries, and a scalar is one memory cell that orders every statement touching it.
//! Two rewrites, both exact, make such programs the same to the rest of the pipeline:
//!
//! **Webs.** A scalar reused for unrelated values,
//!
//! ```c
//! for (i ...) { s = 0; for (k ...) s += A[i][k] * B[k][j]; E[i][j] = s; }
//! for (i ...) { s = 0; for (k ...) s += C[i][k] * D[k][j]; F[i][j] = s; }
//! ```
//!
//! is as many variables as it has *webs*: classes of its statements joined by the value-based
//! flow dependences through it (a write and every read that reads its value). When no read of
//! the scalar reads a value from before the region and its values are dead after it
//! ([`hedra_ir::Array::dead_after`]), each web but the first gets a scalar of its own,
//! declared in the region ([`split_webs`]). Each read still reads the write it read before:
//! that write was the last one of the scalar before the read, so it is the last one of its
//! web, and the other webs no longer write its cell. The memory dependences between webs,
//! which serialized the two nests above, are gone.
//!
//! **Accumulators forwarded into their cells.** A scalar that accumulates the value of one
//! array cell,
//!
//! ```c
//! for (i ...) { acc = 0; for (j ...) acc += A[i][j] * x[j]; t[i] = acc; }
//! ```
//!
//! is the same computation as `t[i] = 0; for (j ...) t[i] += A[i][j] * x[j];`, the form
//! hedra schedules best: each `t[i]` is its own cell, where the scalar is one cell for all
//! `i`. [`forward_accumulators`] rewrites the first into the second when, with `d` the
//! number of loops around every statement that accesses `acc`,
//! 1. `acc` is a scalar whose values are dead after the region and whose element type is
//!    known, and equal to that of the array `X` of the store (so that every intermediate
//!    value rounds the same in `X` as in `acc`), compared after the preprocessor's
//!    expansion where the driver gave one ([`hedra_ir::Array::canonical_type`]);
//! 2. among those statements, the first in the body of the `d`-th loop (the *init*) is an
//!    assignment `acc = e` directly in that body, whose `e` does not read `acc`, and the last
//!    ones are copies `X[f] = acc`, `Y[g] = acc`, ... directly in that body, of which the
//!    first is the *store* (`corr[i][j] = acc; corr[j][i] = acc;`);
//! 3. no statement of that body from the init to the last copy accesses `X`, except the
//!    init, which may read it, and the copies;
//! 4. in every iteration of the `d` loops where a statement that accesses `acc` runs, the
//!    init and the store run too (their domains hold the others' projections);
//! 5. the store writes a cell of its own in every iteration of the `d` loops (its write
//!    relation is injective): `t[i]` under `i`, not a row temporary `t[p]` under `r, q, p`,
//!    whose cells other iterations reuse. The forwarded program then has no dependence
//!    between iterations of the `d` loops that the scalar's privatization would not
//!    remove.
//!
//! Then, in one iteration of the `d` loops, the cell `X[f]` is written only by the rewritten
//! statements between the init and the store, nothing else reads it there, and at the store
//! it holds the value that `acc` held. Until the last copy, only copies write array cells of
//! that body, and each writes that same value, so `X[f]` still holds it there: every value
//! of the region is unchanged. The store becomes `X[f] = X[f]` and is removed, the other
//! copies read `X[f]`, and `acc` no longer occurs in the region.
//!
//! Both rewrites run before dependence analysis, so the rest of the pipeline checks every
//! transformation of the normalized program against its own dependences.

use crate::privatize::{is_candidate, shared_loops, users_of};
use crate::Result;
use hedra_ir::expr::{AssignOp, Expr};
use hedra_ir::{AccessKind, Array, Scop};
use hedra_presburger::{DimType, Map, RelationBuilder, Space};
use std::collections::BTreeMap;

/// `(scalar, new names)`: a scalar split into webs, the first web keeping its name.
pub type Webs = Vec<(String, Vec<String>)>;

/// A Scop after scalar normalization, and what changed.
#[derive(Clone, Debug)]
pub struct Normalized {
    /// The normalized Scop.
    pub scop: Scop,
    /// The scalars split into webs.
    pub webs: Webs,
    /// `(scalar, array)`: accumulators forwarded into the array of their store.
    pub forwarded: Vec<(String, String)>,
}

/// [`split_webs`], then [`forward_accumulators`].
pub fn normalize(scop: &Scop) -> Result<Normalized> {
    let (split, webs) = split_webs(scop)?;
    let (scop, forwarded) = forward_accumulators(&split)?;
    Ok(Normalized {
        scop,
        webs,
        forwarded,
    })
}

/// `scop` with each web of a scalar but the first renamed to a new scalar declared in the
/// region (see the [module documentation](self)), and the new names per scalar.
pub fn split_webs(scop: &Scop) -> Result<(Scop, Webs)> {
    let candidates: Vec<&Array> = scop.arrays.iter().filter(|a| is_candidate(a)).collect();
    let reused = candidates.iter().any(|a| users_of(scop, &a.name).len() > 2);
    if !reused {
        return Ok((scop.clone(), Vec::new()));
    }
    let df = crate::dataflow::value_based(scop)?;
    let mut out = scop.clone();
    let mut renamed = Vec::new();
    for a in candidates {
        if df.live_in.iter().any(|l| l.array == a.name) {
            continue;
        }
        let joined = df
            .flow
            .iter()
            .filter(|d| d.array == a.name)
            .map(|d| (d.source, d.target));
        let webs = classes(&users_of(scop, &a.name), joined);
        if webs.len() < 2 {
            continue;
        }
        let mut names = Vec::new();
        for web in &webs[1..] {
            let name = out.fresh_name(&a.name);
            out.arrays.push(Array {
                name: name.clone(),
                local: true,
                dead_after: true,
                ..a.clone()
            });
            for &k in web {
                rename_scalar(&mut out.statements[k], &a.name, &name);
            }
            names.push(name);
        }
        renamed.push((a.name.clone(), names));
    }
    Ok((out, renamed))
}

/// The classes of `members` under the relation `joined` (pairs of members), each sorted,
/// in the order of their smallest member.
fn classes(members: &[usize], joined: impl Iterator<Item = (usize, usize)>) -> Vec<Vec<usize>> {
    let mut root: BTreeMap<usize, usize> = members.iter().map(|&m| (m, m)).collect();
    fn find(root: &mut BTreeMap<usize, usize>, x: usize) -> usize {
        let mut r = x;
        while let Some(&p) = root.get(&r).filter(|&&p| p != r) {
            r = p;
        }
        root.insert(x, r);
        r
    }
    for (a, b) in joined {
        if !(root.contains_key(&a) && root.contains_key(&b)) {
            continue;
        }
        let (ra, rb) = (find(&mut root, a), find(&mut root, b));
        root.insert(ra.max(rb), ra.min(rb));
    }
    let mut by_root: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for &m in members {
        let r = find(&mut root, m);
        by_root.entry(r).or_default().push(m);
    }
    let mut out: Vec<Vec<usize>> = by_root.into_values().collect();
    out.iter_mut().for_each(|c| c.sort_unstable());
    out.sort();
    out
}

/// Renames every access of the scalar `from` in `st` to the scalar `to`.
fn rename_scalar(st: &mut hedra_ir::Statement, from: &str, to: &str) {
    for a in st.accesses.iter_mut().filter(|a| a.array == from) {
        a.relation = a.relation.renamed_tuples(Some(&st.name), Some(to));
        a.array = to.to_string();
    }
    for e in [&mut st.body.lhs, &mut st.body.rhs] {
        e.rewrite_accesses(from, &mut |array, _| *array = to.to_string());
    }
}

/// One accumulator that may be forwarded: the scalar, its store's statement and array.
struct Forwarding {
    scalar: String,
    init: usize,
    store: usize,
    array: String,
}

/// `scop` with every accumulator that the conditions of the [module documentation](self)
/// allow forwarded into the cell of its store, and `(scalar, array)` for each.
pub fn forward_accumulators(scop: &Scop) -> Result<(Scop, Vec<(String, String)>)> {
    let mut out = scop.clone();
    let mut done = Vec::new();
    let names: Vec<String> = scop
        .arrays
        .iter()
        .filter(|a| is_candidate(a))
        .map(|a| a.name.clone())
        .collect();
    for name in names {
        let Some(a) = out.arrays.iter().find(|a| a.name == name) else {
            continue;
        };
        if let Some(f) = forwarding(&out, a)? {
            out = forwarded(&out, &f)?;
            done.push((f.scalar, f.array));
        }
    }
    Ok((out, done))
}

/// The forwarding of the scalar `a`, when the conditions hold and the store writes a cell
/// of its own in each iteration of the loops around it (else the cell, reused by other
/// iterations, would order them where the scalar, which privatization handles, does not).
fn forwarding(scop: &Scop, a: &Array) -> Result<Option<Forwarding>> {
    let Some(f) = candidate_forwarding(scop, a) else {
        return Ok(None);
    };
    let store = &scop.statements[f.store];
    if !init_and_store_run_with_every_user(scop, &f)? {
        return Ok(None);
    }
    let Some(write) = store.accesses.iter().find(|x| x.kind == AccessKind::Write) else {
        return Ok(None);
    };
    let write = write.relation.intersect_domain(&store.domain)?;
    let same_cell = write.apply_range(&write.reverse()?)?;
    let own = same_cell.is_subset(&Map::identity(store.domain.space())?)?;
    Ok(own.then_some(f))
}

/// True when, in every iteration of the shared loops where a statement that accesses the
/// scalar runs, the init and the store run too (a guard, `if (i > 0) acc = 0;`, could
/// leave an iteration that reads the scalar's value from elsewhere, or that never stores
/// it and so must leave the cell as it was).
fn init_and_store_run_with_every_user(scop: &Scop, f: &Forwarding) -> Result<bool> {
    for k in users_of(scop, &f.scalar) {
        let st = &scop.statements[k];
        for bound in [f.init, f.store] {
            let target = &scop.statements[bound];
            let outer = outer_projection(&st.domain, target)?
                .intersect_domain(&st.domain)?
                .range()?;
            if !outer.is_subset(&target.domain)? {
                return Ok(false);
            }
        }
    }
    Ok(true)
}

/// [`forwarding`] without the test of the store's cells.
fn candidate_forwarding(scop: &Scop, a: &Array) -> Option<Forwarding> {
    let mut users = users_of(scop, &a.name);
    let d = shared_loops(scop, &users);
    let at = |k: usize| scop.statements[k].beta.get(d).copied();
    users.sort_by_key(|&k| at(k));
    let init = *users.first()?;
    let copies = trailing_copies(scop, &users, &a.name);
    let store = *users.get(users.len().checked_sub(copies)?)?;
    let last = *users.last()?;
    let body_level = |k: usize| scop.statements[k].iterators.len() == d;
    if init == store || !body_level(init) || !body_level(store) || !body_level(last) {
        return None;
    }
    let first = &scop.statements[init];
    let initializes = first.body.op == AssignOp::Assign
        && matches!(&first.body.lhs, Expr::Access { array, .. } if array == &a.name)
        && !first
            .accesses
            .iter()
            .any(|x| x.array == a.name && x.kind == AccessKind::Read);
    let Expr::Access { array, .. } = &scop.statements[store].body.lhs else {
        return None;
    };
    let x = scop.arrays.iter().find(|x| &x.name == array)?;
    let same_type = x.canonical_type().is_some()
        && x.canonical_type() == a.canonical_type()
        && x.integer == a.integer
        && !x.scratch;
    let body = &scop.statements[last].beta[..d];
    let range = at(init)?..=at(last)?;
    let untouched = scop.statements.iter().enumerate().all(|(k, st)| {
        let inside = st.beta.len() > d && st.beta[..d] == *body && range.contains(&st.beta[d]);
        let copy = at(k) >= at(store) && users.contains(&k);
        let touches = |kind: Option<AccessKind>| {
            st.accesses
                .iter()
                .any(|x| &x.array == array && kind.is_none_or(|want| x.kind == want))
        };
        match () {
            _ if copy || !inside => true,
            _ if k == init => !touches(Some(AccessKind::Write)),
            _ => !touches(None),
        }
    });
    (initializes && same_type && untouched).then(|| Forwarding {
        scalar: a.name.clone(),
        init,
        store,
        array: array.clone(),
    })
}

/// How many of `users` (in textual order), counted from the last, are copies `Y[g] = acc`
/// of the scalar `acc` into array cells: the store and the copies after it.
fn trailing_copies(scop: &Scop, users: &[usize], acc: &str) -> usize {
    let is_copy = |k: &usize| {
        let body = &scop.statements[*k].body;
        matches!(
            (&body.op, &body.lhs, &body.rhs),
            (
                AssignOp::Assign,
                Expr::Access { subscripts, .. },
                Expr::Access { array: s, subscripts: none, .. },
            ) if s == acc && none.is_empty() && !subscripts.is_empty()
        )
    };
    users.iter().rev().take_while(|k| is_copy(k)).count()
}

/// `scop` with the forwarding `f` applied: every access of the scalar becomes an access of
/// the store's cell, the store is removed and the scalar with it.
fn forwarded(scop: &Scop, f: &Forwarding) -> Result<Scop> {
    let mut out = scop.clone();
    let store = &scop.statements[f.store];
    let Expr::Access { subscripts, .. } = &store.body.lhs else {
        return Ok(out);
    };
    let cell = store
        .accesses
        .iter()
        .find(|x| x.kind == AccessKind::Write)
        .map(|x| x.relation.clone())
        .ok_or_else(|| hedra_ir::Error::Invalid(format!("{}: no write access", store.name)))?;
    for k in users_of(scop, &f.scalar) {
        if k == f.store {
            continue;
        }
        let st = &mut out.statements[k];
        let to_cell = outer_projection(&st.domain, store)?.apply_range(&cell)?;
        for x in st.accesses.iter_mut().filter(|x| x.array == f.scalar) {
            x.relation = to_cell.clone();
            x.array = f.array.clone();
        }
        for e in [&mut st.body.lhs, &mut st.body.rhs] {
            e.rewrite_accesses(&f.scalar, &mut |array, s| {
                *array = f.array.clone();
                *s = subscripts.clone();
            });
        }
    }
    crate::split::remove_statement(&mut out, f.store);
    out.arrays.retain(|a| a.name != f.scalar);
    out.validate()?;
    Ok(out)
}

/// `S[i_1..i_n] -> T[i_1..i_d]`: a statement's instance to the instance of `target`, a
/// statement of the first `d` of its loops, in the same iteration of those loops.
fn outer_projection(domain: &hedra_presburger::Set, target: &hedra_ir::Statement) -> Result<Map> {
    let from = domain.space();
    let to = target.domain.space();
    let space = Space::map(
        from.params.clone(),
        from.out_tuple.clone(),
        to.out_tuple.clone(),
    );
    let mut b = RelationBuilder::new(space)?;
    for k in 0..to.n_out() {
        b.equate(DimType::In, k, DimType::Out, k)?;
    }
    Ok(b.build()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_join_members_through_chains() {
        let c = classes(&[1, 2, 3, 5, 8], [(2, 5), (5, 8), (9, 1)].into_iter());
        assert_eq!(c, vec![vec![1], vec![2, 5, 8], vec![3]]);
    }
}
