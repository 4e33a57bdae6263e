//! Reduction loops: each reduction that a loop carries gets an accumulator, so that the
//! loop may later run in parallel (or in vector lanes) with OpenMP's `reduction` clause.
//!
//! A loop from a band member with reductions ([`ForLoop::reductions`], set by hedra-sched's
//! late parallelization) carries no dependence but those of its reductions through their
//! reduced cells, and every run of the loop folds into one cell per reduction. Such a cell
//! is read into a scalar before the loop and written back after it, exactly as scalar
//! promotion does ([`crate::promote`]): the statements' references to the cell read and
//! write the scalar instead. [`crate::mark_parallel`] then gives the loop
//! `reduction(op: scalar)`: every thread starts from the operator's identity, folds its
//! share of the instances, and OpenMP combines the partial results into the scalar.
//!
//! The scalar has the reduction's accumulator type when it needs one (the unsigned type of
//! a signed integer sum, see hedra-deps' `reduction`); the conversions at the load and the
//! store are then the only changes to the values.
//!
//! **When it is exact.** The cell's subscripts, obtained from the calls' iterator values,
//! must not read the loop's counter nor any inner counter; the late pass has proved that no
//! other reference inside the loop touches the reduced array. Calls of one statement
//! usually fold into one cell; the copies of an unrolled register block (hedra-sched's
//! unroll-and-jam around a reduction loop, whose late pass counts a cell per copy) fold
//! into one cell each, and each cell gets its own accumulator. Two cells of one array must
//! then be the same element or provably different ones (a subscript differs by a non-zero
//! constant), so that no two accumulators stand for one element. As for promotion, the block is guarded by
//! the loop running at least once, so that an empty loop does not store a cell it never
//! touched. A loop that fails a condition simply loses its reductions (it stays
//! sequential).

use crate::ast::{Aff, Expr, ForLoop, Node, Promoted, Promotion};
use crate::promote::{affine_args, distinct, reads_loop, runs_once, same_elements, subscripts};
use hedra_ir::{LoopReduction, Scop};

/// Gives every outermost loop with reductions the accumulators of the reductions not yet
/// held in one (numbered from `*next`).
pub(crate) fn accumulate(scop: &Scop, nodes: Vec<Node>, next: &mut usize) -> Vec<Node> {
    nodes
        .into_iter()
        .map(|n| match n {
            Node::For(f) => accumulate_loop(scop, f, next),
            Node::If { cond, body } => Node::If {
                cond,
                body: accumulate(scop, body, next),
            },
            Node::Promote(mut p) => {
                p.body = accumulate(scop, std::mem::take(&mut p.body), next);
                Node::Promote(p)
            }
            c @ Node::Call { .. } => c,
        })
        .collect()
}

/// One reduced cell of a loop: the array, its subscripts over the outer counters, the
/// accumulator type and the references that fold into it, per statement.
struct Cell {
    array: String,
    subscripts: Vec<Aff>,
    accumulator: Option<String>,
    refs: Vec<(usize, Vec<usize>)>,
}

fn accumulate_loop(scop: &Scop, mut f: ForLoop, next: &mut usize) -> Node {
    let fresh: Vec<LoopReduction> = f
        .reductions
        .iter()
        .filter(|r| !held(&f.body, r))
        .cloned()
        .collect();
    let cells = match cells_of(scop, &f, &fresh) {
        Some(c) if !c.is_empty() => c,
        Some(_) => {
            f.body = accumulate(scop, std::mem::take(&mut f.body), next);
            return Node::For(f);
        }
        None => {
            f.reductions.clear();
            f.body = accumulate(scop, std::mem::take(&mut f.body), next);
            return Node::For(f);
        }
    };
    let Some(runs) = runs_once(&f) else {
        f.reductions.clear();
        f.body = accumulate(scop, std::mem::take(&mut f.body), next);
        return Node::For(f);
    };
    let mut scalars = Vec::new();
    for c in cells {
        let id = *next;
        *next += 1;
        for (statement, refs) in &c.refs {
            rename(scop, &mut f.body, (*statement, refs), &c.subscripts, id);
        }
        scalars.push(Promoted {
            id,
            array: c.array,
            subscripts: c.subscripts,
            store: true,
            accumulator: c.accumulator,
        });
    }
    f.body = accumulate(scop, std::mem::take(&mut f.body), next);
    let block = Node::Promote(Promotion {
        scalars,
        body: vec![Node::For(f)],
        locals: Vec::new(),
    });
    match runs {
        None => block,
        Some(cond) => Node::If {
            cond,
            body: vec![block],
        },
    }
}

/// The cells of `reductions` in loop `f`, or `None` when the cell of some call cannot be
/// expressed over the outer counters, or two cells of one array may be the same element
/// without being provably so.
fn cells_of(scop: &Scop, f: &ForLoop, reductions: &[LoopReduction]) -> Option<Vec<Cell>> {
    let mut cells: Vec<Cell> = Vec::new();
    for r in reductions {
        for subs in call_cells(scop, f, r)? {
            let same_array = |c: &&mut Cell| c.array == r.array;
            match cells
                .iter_mut()
                .filter(same_array)
                .find(|c| same_elements(&c.subscripts, &subs))
            {
                Some(c) => {
                    if !c.refs.iter().any(|(s, _)| *s == r.statement) {
                        c.refs.push((r.statement, r.refs.clone()));
                    }
                }
                None => {
                    let apart = cells
                        .iter()
                        .filter(|c| c.array == r.array)
                        .all(|c| distinct(&c.subscripts, &subs));
                    if !apart {
                        return None;
                    }
                    cells.push(Cell {
                        array: r.array.clone(),
                        subscripts: subs,
                        accumulator: r.accumulator.clone(),
                        refs: vec![(r.statement, r.refs.clone())],
                    })
                }
            }
        }
    }
    Some(cells)
}

/// The distinct cells that the calls of `r`'s statement in `f` fold into, or `None` when
/// one cannot be expressed or reads the counter of `f` or of a loop inside it.
fn call_cells(scop: &Scop, f: &ForLoop, r: &LoopReduction) -> Option<Vec<Vec<Aff>>> {
    let st = scop.statements.get(r.statement)?;
    let first = *r.refs.first()?;
    let write = st.accesses.iter().find(|a| a.reference == first)?;
    let mut out: Vec<Vec<Aff>> = Vec::new();
    for args in calls_of(&f.body, r.statement) {
        let here = cell_of_call(scop, write, args)?;
        if here.iter().any(|a| reads_loop(a, f.depth)) {
            return None;
        }
        if !out.iter().any(|s| same_elements(s, &here)) {
            out.push(here);
        }
    }
    Some(out)
}

/// The subscripts of access `write` in a call with iterator values `args`.
fn cell_of_call(scop: &Scop, write: &hedra_ir::AccessRelation, args: &[Expr]) -> Option<Vec<Aff>> {
    subscripts(scop, write, &affine_args(args)?)
}

/// The iterator values of every call of `statement` in `nodes`.
fn calls_of(nodes: &[Node], statement: usize) -> Vec<&[Expr]> {
    crate::ast::calls(nodes)
        .into_iter()
        .filter_map(|c| match c {
            Node::Call {
                statement: s, args, ..
            } if *s == statement => Some(args.as_slice()),
            _ => None,
        })
        .collect()
}

/// True when the reduced references of `r` already read and write a scalar in `nodes` (an
/// outer loop gave them an accumulator).
fn held(nodes: &[Node], r: &LoopReduction) -> bool {
    scalars_of(nodes, r).is_some_and(|ids| !ids.is_empty())
}

/// The scalars that the reduced references of `r` use in `nodes`, or `None` when some
/// call uses the array itself.
pub(crate) fn scalars_of(nodes: &[Node], r: &LoopReduction) -> Option<Vec<usize>> {
    let mut ids = Vec::new();
    for c in crate::ast::calls(nodes) {
        let Node::Call {
            statement, scalars, ..
        } = c
        else {
            continue;
        };
        if *statement != r.statement {
            continue;
        }
        for reference in &r.refs {
            let (_, id) = scalars.iter().find(|(x, _)| x == reference)?;
            ids.push(*id);
        }
    }
    ids.sort_unstable();
    ids.dedup();
    Some(ids)
}

/// Makes the references `refs` of every call of `statement` in `nodes` whose reduced cell
/// (the subscripts of `refs[0]`, the write) is `cell` use scalar `id`.
fn rename(
    scop: &Scop,
    nodes: &mut [Node],
    (statement, refs): (usize, &[usize]),
    cell: &[Aff],
    id: usize,
) {
    let write = scop.statements.get(statement).and_then(|st| {
        refs.first()
            .and_then(|&w| st.accesses.iter().find(|a| a.reference == w))
    });
    let Some(write) = write else {
        return;
    };
    crate::ast::for_each_call_mut(nodes, &mut |c| {
        if let Node::Call {
            statement: s,
            args,
            scalars,
        } = c
        {
            let here = || cell_of_call(scop, write, args);
            if *s == statement && here().is_some_and(|h| same_elements(&h, cell)) {
                scalars.retain(|(r, _)| !refs.contains(r));
                scalars.extend(refs.iter().map(|&r| (r, id)));
            }
        }
    });
}
