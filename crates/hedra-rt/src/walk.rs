//! Enumeration of the predicted instances of a load or a statement: what verification and
//! backup visit.
//!
//! Only the counters a value depends on are enumerated: a loop whose counter the value
//! does not use, and on which no deeper loop's bounds depend, is only tested non-empty
//! (the value is read once, not once per iteration of that loop), which is exact since the
//! instance exists exactly when the loop runs at least once.

use hedra_dcop::Nest;

use crate::affine::Aff;
use crate::model::Model;

/// Loop arithmetic left 64 bits.
#[derive(Debug)]
pub struct Overflow;

/// Which loops of `chain` (outermost first) must be enumerated for a value that depends on
/// `value`'s counters (and those of `also`).
pub fn needed(model: &Model, chain: &[usize], value: &[&Aff]) -> Vec<bool> {
    let mut need = vec![false; chain.len()];
    for d in (0..chain.len()).rev() {
        let l = chain[d];
        let deeper = chain[d + 1..].iter().zip(&need[d + 1..]).any(|(&m, _)| {
            let (init, bound) = &model.bounds[m];
            init.uses(l) || bound.uses(l)
        });
        need[d] = deeper || value.iter().any(|a| a.uses(l));
    }
    need
}

/// Calls `visit` with the counters (one slot per loop of the nest) of each instance of
/// `chain`, the outermost counter ranging over `outer` (from, exclusive end), enumerating
/// only the loops `need` marks. Stops when `visit` returns false; returns whether it ran
/// to the end.
pub fn walk(
    nest: &Nest,
    model: &Model,
    chain: &[usize],
    need: &[bool],
    outer: (i64, i64),
    visit: &mut dyn FnMut(&[i64]) -> bool,
) -> Result<bool, Overflow> {
    let mut counters = vec![0i64; nest.loops.len()];
    level(nest, model, chain, need, outer, 0, &mut counters, visit)
}

#[allow(clippy::too_many_arguments)]
fn level(
    nest: &Nest,
    model: &Model,
    chain: &[usize],
    need: &[bool],
    outer: (i64, i64),
    d: usize,
    counters: &mut Vec<i64>,
    visit: &mut dyn FnMut(&[i64]) -> bool,
) -> Result<bool, Overflow> {
    let Some(&l) = chain.get(d) else {
        return Ok(visit(counters));
    };
    let lp = &nest.loops[l];
    let (first, holds): (i64, Box<dyn Fn(i64) -> bool>) = if d == 0 {
        let end = outer.1;
        (outer.0, Box::new(move |c| c < end))
    } else {
        let init = model.bounds[l].0.at(counters).ok_or(Overflow)?;
        let bound = model.bounds[l].1.at(counters).ok_or(Overflow)?;
        let cmp = lp.cmp;
        (init, Box::new(move |c| cmp.holds(c, bound)))
    };
    if !need[d] {
        if !holds(first) {
            return Ok(true);
        }
        counters[l] = first;
        return level(nest, model, chain, need, outer, d + 1, counters, visit);
    }
    let mut c = first;
    while holds(c) {
        counters[l] = c;
        if !level(nest, model, chain, need, outer, d + 1, counters, visit)? {
            return Ok(false);
        }
        c = c.checked_add(lp.step).ok_or(Overflow)?;
    }
    Ok(true)
}

/// The last instance of loop `l` among the outer iterations `outer`, if it ran at all
/// there: the counters of the loops around it then (one slot per loop of the nest), and
/// the final value of its counter (the first value that fails its condition). The loop
/// runs in every iteration of its parent, so its last instance is in the last instance of
/// the loops around it.
pub fn last_exit(
    nest: &Nest,
    model: &Model,
    l: usize,
    outer: (i64, i64),
) -> Result<Option<(Vec<i64>, i64)>, Overflow> {
    let chain = nest.chain(l);
    let parents = &chain[..chain.len() - 1];
    let mut last: Option<Vec<i64>> = None;
    let need = vec![true; parents.len()];
    walk(nest, model, parents, &need, outer, &mut |c| {
        last = Some(c.to_vec());
        true
    })?;
    let Some(counters) = last else {
        return Ok(None);
    };
    let (init, n) = trips(nest, model, l, &counters).ok_or(Overflow)?;
    let exit = i128::from(init) + i128::from(n) * i128::from(nest.loops[l].step);
    let exit = i64::try_from(exit).map_err(|_| Overflow)?;
    Ok(Some((counters, exit)))
}

/// The level of `chain` that [`walk_runs`] may enumerate as a range: the innermost level
/// `need` marks, when no deeper loop's bounds use its counter (its instances are then a
/// range for fixed outer counters, whatever the deeper loops do).
pub fn run_level(model: &Model, chain: &[usize], need: &[bool]) -> Option<usize> {
    let d = need.iter().rposition(|&n| n)?;
    let l = chain[d];
    let free = chain[d + 1..].iter().all(|&m| {
        let (init, bound) = &model.bounds[m];
        !init.uses(l) && !bound.uses(l)
    });
    free.then_some(d)
}

/// The level of `chain` along which `a` moves by exactly `size` bytes per iteration (its
/// instances are then contiguous), among the levels `need` marks whose counter no deeper
/// loop's bounds use; else [`run_level`]'s.
pub fn contiguous_level(
    nest: &Nest,
    model: &Model,
    chain: &[usize],
    need: &[bool],
    a: &Aff,
    size: i64,
) -> Option<usize> {
    let free = |d: usize| {
        let l = chain[d];
        chain[d + 1..].iter().all(|&m| {
            let (init, bound) = &model.bounds[m];
            !init.uses(l) && !bound.uses(l)
        })
    };
    (0..chain.len())
        .rev()
        .find(|&d| {
            let l = chain[d];
            need[d]
                && free(d)
                && a.coeffs[l]
                    .checked_mul(nest.loops[l].step)
                    .is_some_and(|s| s.unsigned_abs() == size.unsigned_abs())
        })
        .or_else(|| run_level(model, chain, need))
}

/// Like [`walk`], with the level `run` (from [`run_level`] or [`contiguous_level`])
/// enumerated as a range:
/// `visit(counters, first, count)` gets the other counters, the range's first value
/// and its number of iterations (the counter steps by its loop's step); the counter's own
/// slot holds `first`.
pub fn walk_runs(
    nest: &Nest,
    model: &Model,
    chain: &[usize],
    need: &[bool],
    run: usize,
    outer: (i64, i64),
    visit: &mut dyn FnMut(&[i64], i64, i64) -> bool,
) -> Result<bool, Overflow> {
    let l = chain[run];
    let mut skip = need.to_vec();
    skip[run] = false;
    let mut err = false;
    let mut scratch: Vec<i64> = Vec::with_capacity(nest.loops.len());
    let done = walk(nest, model, chain, &skip, outer, &mut |c| {
        let (first, count) = if run == 0 {
            let step = nest.loops[0].step;
            let n = (i128::from(outer.1) - i128::from(outer.0) + i128::from(step) - 1)
                / i128::from(step);
            (outer.0, i64::try_from(n.max(0)).unwrap_or(0))
        } else {
            match trips(nest, model, l, c) {
                Some(r) => r,
                None => {
                    err = true;
                    return false;
                }
            }
        };
        if count == 0 {
            return true;
        }
        scratch.clear();
        scratch.extend_from_slice(c);
        scratch[l] = first;
        visit(&scratch, first, count)
    })?;
    if err {
        return Err(Overflow);
    }
    Ok(done)
}

/// The first value and the number of iterations of loop `l` at `counters`.
fn trips(nest: &Nest, model: &Model, l: usize, counters: &[i64]) -> Option<(i64, i64)> {
    let lp = &nest.loops[l];
    let init = model.bounds[l].0.at(counters)?;
    let bound = model.bounds[l].1.at(counters)?;
    if !lp.cmp.holds(init, bound) {
        return Some((init, 0));
    }
    let span = i128::from(bound) - i128::from(init);
    let step = i128::from(lp.step);
    let n = match lp.cmp {
        hedra_dcop::Cmp::Lt => (span + step - 1) / step,
        hedra_dcop::Cmp::Gt => (span + step + 1) / step,
        _ => span / step + 1,
    };
    Some((init, i64::try_from(n).ok()?))
}
