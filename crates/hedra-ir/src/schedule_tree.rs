//! Schedule trees: the order of execution as a tree of nodes, as in isl and PPCG.
//!
//! A schedule tree says when each statement instance runs. Reading from the root:
//!
//! - a **domain** node holds the statement instances being scheduled;
//! - a **band** node holds a partial schedule: for every statement, a few affine functions of
//!   its iterators (one per band *member*); instances are ordered by these values first. Each
//!   member can be *coincident* (no dependence is carried by it: it can run in parallel), and
//!   the band can be *permutable* (its members can be interchanged and tiled);
//! - a **sequence** node runs its children (each under a **filter** that selects statement
//!   instances) one after another; a **set** node runs them in any order;
//! - **mark**, **context** and **extension** nodes annotate the tree (e.g. "parallel"), add
//!   parameter constraints, or add instances.
//!
//! The time at which an instance runs is the concatenation, along the path from the root to its
//! leaf, of the band values and of the positions of the sequence children it passes. For
//!
//! ```c
//! for (i = 0; i < N; i++) {
//!   S0: A[i] = 0;
//!   for (j = 0; j < N; j++)
//!     S1: A[i] += B[i][j];
//! }
//! ```
//!
//! the tree is `domain -> band [i] -> sequence { filter S0 -> leaf ; filter S1 -> band [j] }`,
//! and flattening gives `S0[i] -> [i, 0, 0]`, `S1[i, j] -> [i, 1, j]` (padded with zeros to one
//! common dimension). [`ScheduleTree::from_scop`] builds this tree for the original program
//! order from the statements' beta vectors (the sequence positions) and their 2d+1 schedules,
//! and [`ScheduleTree::flatten`] turns any tree back into one union map, which is what a
//! legality check or isl needs.

use crate::error::{Error, Result};
use crate::scop::Scop;
use hedra_presburger::{DimType, Int, Map, MultiAff, Space, Tuple, UnionMap};
use std::fmt::{self, Write};

/// A band: a partial schedule with one or more members.
#[derive(Clone, Debug)]
pub struct Band {
    /// For each statement, the band's members as a map `S[i..] -> [m_1, ..., m_k]`.
    pub partial: UnionMap,
    /// Per member: no dependence is carried (the loop may run in parallel).
    pub coincident: Vec<bool>,
    /// The members may be interchanged and tiled.
    pub permutable: bool,
    /// Per member (or empty for none): the reductions whose dependences are the only ones
    /// the member carries, set by late parallelization (hedra-sched's `late`). The loop of
    /// such a member may run in parallel when each thread folds into its own accumulator
    /// and the accumulators are combined at the end.
    pub reductions: Vec<Vec<LoopReduction>>,
    /// Per member (or empty for none): the scalars whose dependences the member carries
    /// but whose values never pass from one of its iterations to another, set by late
    /// parallelization. The loop may run in parallel when each thread owns them
    /// (OpenMP `private`).
    pub private: Vec<Vec<String>>,
    /// The subtree scheduled inside this band.
    pub child: Box<Node>,
}

impl Band {
    /// The reductions that member `m` carries (none when it carries none, or other
    /// dependences too).
    pub fn reductions_of(&self, m: usize) -> &[LoopReduction] {
        self.reductions.get(m).map_or(&[], |r| r.as_slice())
    }

    /// The scalars that member `m` may make private (see [`Band::private`]).
    pub fn private_of(&self, m: usize) -> &[String] {
        self.private.get(m).map_or(&[], |r| r.as_slice())
    }
}

/// A reduction statement whose instances a loop may run in any order: each thread (or
/// vector lane) folds into a private accumulator, and the accumulators are combined with
/// the reduced cell after the loop. The reduced cell is the same for all instances inside
/// one run of the loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopReduction {
    /// The statement (index into `Scop::statements`).
    pub statement: usize,
    /// The operator as OpenMP's `reduction` clause spells it (`+`, `*`, `min`, `max`, `&`,
    /// `|`, `^`).
    pub op: String,
    /// The reduced array (rank 0 for a scalar).
    pub array: String,
    /// The reference ids of the write and the read of the reduced cell.
    pub refs: Vec<usize>,
    /// The C type of the accumulator when it differs from the cell's: the unsigned type
    /// in which a signed integer sum or product wraps instead of overflowing (the result
    /// converted back is exact whenever the original order did not overflow).
    pub accumulator: Option<String>,
}

/// A node of a schedule tree.
#[derive(Clone, Debug)]
pub enum Node {
    /// The statement instances to schedule.
    Domain {
        /// A union set of statement instances.
        domain: UnionMap,
        /// The schedule of those instances.
        child: Box<Node>,
    },
    /// Constraints on the parameters that hold inside this subtree.
    Context {
        /// A parameter set.
        context: hedra_presburger::Set,
        /// The subtree.
        child: Box<Node>,
    },
    /// A partial schedule.
    Band(Band),
    /// Children run one after the other, in order.
    Sequence(Vec<Node>),
    /// Children run in any order.
    Set(Vec<Node>),
    /// Restricts the subtree to some statement instances.
    Filter {
        /// A union set of statement instances.
        filter: UnionMap,
        /// The subtree.
        child: Box<Node>,
    },
    /// An annotation (such as `parallel`) for later passes.
    Mark {
        /// The mark's name.
        name: String,
        /// The subtree.
        child: Box<Node>,
    },
    /// Extra instances introduced by a transformation (a map from outer schedule to them).
    Extension {
        /// The extension relation.
        extension: UnionMap,
        /// The subtree.
        child: Box<Node>,
    },
    /// Nothing more to order.
    Leaf,
}

/// A schedule tree, rooted at a domain node.
#[derive(Clone, Debug)]
pub struct ScheduleTree {
    /// The root (a [`Node::Domain`]).
    pub root: Node,
    params: Vec<String>,
}

impl ScheduleTree {
    /// A tree with the given root (which should be a [`Node::Domain`]) over the parameters
    /// `params` (in the order of the Scop's relations).
    pub fn new(root: Node, params: Vec<String>) -> ScheduleTree {
        ScheduleTree { root, params }
    }

    /// The parameters of the tree's relations.
    pub fn params(&self) -> &[String] {
        &self.params
    }

    /// The tree of the original program order of a Scop.
    pub fn from_scop(scop: &Scop) -> Result<ScheduleTree> {
        let all: Vec<usize> = (0..scop.statements.len()).collect();
        let child = build(scop, &all, 0)?;
        Ok(ScheduleTree {
            root: Node::Domain {
                domain: scop.domain()?,
                child: Box::new(child),
            },
            params: scop.params.clone(),
        })
    }

    /// The schedule as one union map from statement instances to time vectors of one common
    /// dimension (shorter vectors are padded with zeros).
    pub fn flatten(&self) -> Result<UnionMap> {
        let Node::Domain { domain, child } = &self.root else {
            return Err(Error::Invalid(
                "a schedule tree must start with a domain".into(),
            ));
        };
        // Per statement space: the rows of its time vector over [1 | params | iterators].
        let mut rows: Vec<(Space, Vec<Vec<Int>>)> = Vec::new();
        for m in domain.maps() {
            rows.push((m.space().clone(), Vec::new()));
        }
        let active: Vec<bool> = vec![true; rows.len()];
        if !is_affine(child) {
            return self.flatten_quasi(domain, child);
        }
        flatten_node(child, &mut rows, &active)?;
        let dim = rows.iter().map(|(_, r)| r.len()).max().unwrap_or(0);
        let mut out = UnionMap::empty(self.params.clone());
        for ((space, mut r), m) in rows.into_iter().zip(domain.maps()) {
            let width = 1 + space.n_param() + space.n_out();
            r.resize(dim, vec![Int::ZERO; width]);
            let f = MultiAff::new(
                Space::map(
                    space.params.clone(),
                    space.out_tuple.clone(),
                    Tuple::anonymous(dim),
                ),
                r,
            )?;
            out.add_map(f.to_map().intersect_domain(m)?)?;
        }
        Ok(out)
    }
}

impl ScheduleTree {
    /// The tree with a mark named `mark` right below the band member at time dimension
    /// `dim` ([`ScheduleTree::flatten`]) of every band that schedules one of the statements
    /// `names` (a band is split after that member when more follow, which changes neither
    /// the order nor the loops). An error when some of the statements is under no such
    /// member (the dimension is not one of their loops).
    pub fn with_mark_below(
        &self,
        dim: usize,
        names: &[String],
        mark: &str,
    ) -> Result<ScheduleTree> {
        let mut covered = Vec::new();
        let root = mark_below_dim(&self.root, 0, (dim, mark), names, &mut covered)?;
        if let Some(missing) = names.iter().find(|n| !covered.contains(n)) {
            return Err(Error::Invalid(format!(
                "{missing} has no loop at time dimension {dim}"
            )));
        }
        Ok(ScheduleTree {
            root,
            params: self.params.clone(),
        })
    }

    /// Per dimension of [`ScheduleTree::flatten`]'s time vectors (`dims` of them): true
    /// when two instances that differ at that dimension (and agree before it) may run at
    /// the same time in the generated code, as iterations of a parallel or vector loop, or
    /// as children of a `Set` node. Conservative: every member that code generation *may*
    /// make parallel counts.
    pub fn concurrent_dims(&self, dims: usize) -> Vec<bool> {
        let mut out = vec![false; dims];
        mark_concurrent(&self.root, 0, &mut out);
        out.truncate(dims);
        out
    }

    /// [`ScheduleTree::flatten`] for trees whose bands use quasi-affine functions (such as the
    /// tile loops `floor(i/32)`): the time map of every statement is built as a range product
    /// of relations instead of rows of coefficients.
    fn flatten_quasi(&self, domain: &UnionMap, child: &Node) -> Result<UnionMap> {
        let mut cur: Vec<(Space, Option<Map>)> = domain
            .maps()
            .iter()
            .map(|m| (m.space().clone(), None))
            .collect();
        let active = vec![true; cur.len()];
        flatten_quasi_node(child, &mut cur, &active, &self.params)?;
        let dim = cur
            .iter()
            .map(|(_, m)| m.as_ref().map_or(0, |m| m.space().n_out()))
            .max()
            .unwrap_or(0);
        let mut out = UnionMap::empty(self.params.clone());
        for ((space, m), d) in cur.into_iter().zip(domain.maps()) {
            let have = m.as_ref().map_or(0, |m| m.space().n_out());
            let mut m = m;
            if have < dim || m.is_none() {
                let zeros = constant_map(&space, &self.params, &vec![Int::ZERO; dim - have])?;
                m = Some(match m {
                    None => zeros,
                    Some(m) => range_product(&m, &zeros, &space, &self.params)?,
                });
            }
            let m = m.expect("set above");
            out.add_map(m.intersect_domain(&d.align_params(&self.params)?)?)?;
        }
        Ok(out)
    }
}

/// `node` with a mark named `mark` right below the band member at time dimension `dim`
/// of every band that schedules one of the statements `names` (each band split after that
/// member when more members follow); the names of the statements under such members go to
/// `covered`. `depth`: the time dimensions above `node`.
fn mark_below_dim(
    node: &Node,
    depth: usize,
    at: (usize, &str),
    names: &[String],
    covered: &mut Vec<String>,
) -> Result<Node> {
    let (dim, mark) = at;
    let recurse = |child: &Node, depth: usize, covered: &mut Vec<String>| {
        mark_below_dim(child, depth, at, names, covered).map(Box::new)
    };
    Ok(match node {
        Node::Leaf => Node::Leaf,
        Node::Domain { domain, child } => Node::Domain {
            domain: domain.clone(),
            child: recurse(child, depth, covered)?,
        },
        Node::Context { context, child } => Node::Context {
            context: context.clone(),
            child: recurse(child, depth, covered)?,
        },
        Node::Mark { name, child } => Node::Mark {
            name: name.clone(),
            child: recurse(child, depth, covered)?,
        },
        Node::Extension { extension, child } => Node::Extension {
            extension: extension.clone(),
            child: recurse(child, depth, covered)?,
        },
        Node::Filter { filter, child } => Node::Filter {
            filter: filter.clone(),
            child: recurse(child, depth, covered)?,
        },
        Node::Sequence(children) | Node::Set(children) => {
            let mut out = Vec::with_capacity(children.len());
            for c in children {
                out.push(mark_below_dim(c, depth + 1, at, names, covered)?);
            }
            match node {
                Node::Set(_) => Node::Set(out),
                _ => Node::Sequence(out),
            }
        }
        Node::Band(b) => {
            let k = b.coincident.len();
            let scheduled: Vec<String> = b
                .partial
                .maps()
                .iter()
                .filter_map(|m| m.space().in_tuple.name.clone())
                .filter(|n| names.contains(n))
                .collect();
            if !(depth..depth + k).contains(&dim) || scheduled.is_empty() {
                let mut b = b.clone();
                b.child = recurse(&b.child, depth + k, covered)?;
                return Ok(Node::Band(b));
            }
            covered.extend(scheduled);
            let (outer, inner) = split_band(b, dim - depth + 1)?;
            let below = match inner {
                Some(inner) => Node::Band(inner),
                None => (*b.child).clone(),
            };
            Node::Band(Band {
                child: Box::new(Node::Mark {
                    name: mark.to_string(),
                    child: Box::new(below),
                }),
                ..outer
            })
        }
    })
}

/// `b` as two nested bands, its first `m` members and the rest (`None` when there is no
/// rest); the outer band's child is a leaf, to be replaced.
fn split_band(b: &Band, m: usize) -> Result<(Band, Option<Band>)> {
    let k = b.coincident.len();
    let part = |from: usize, to: usize| -> Result<UnionMap> {
        let mut out = UnionMap::empty(b.partial.params_names().to_vec());
        for map in b.partial.maps() {
            let kept =
                map.project_out(DimType::Out, to, k - to)?
                    .project_out(DimType::Out, 0, from)?;
            out.add_map(kept)?;
        }
        Ok(out)
    };
    let slice = |v: &Vec<Vec<LoopReduction>>, from: usize, to: usize| {
        if v.len() == k {
            v[from..to].to_vec()
        } else {
            Vec::new()
        }
    };
    let slice_names = |v: &Vec<Vec<String>>, from: usize, to: usize| {
        if v.len() == k {
            v[from..to].to_vec()
        } else {
            Vec::new()
        }
    };
    let band = |from: usize, to: usize, child: Node| -> Result<Band> {
        Ok(Band {
            partial: part(from, to)?,
            coincident: b.coincident[from..to].to_vec(),
            permutable: b.permutable,
            reductions: slice(&b.reductions, from, to),
            private: slice_names(&b.private, from, to),
            child: Box::new(child),
        })
    };
    let inner = (m < k)
        .then(|| band(m, k, (*b.child).clone()))
        .transpose()?;
    Ok((band(0, m, Node::Leaf)?, inner))
}

/// Marks in `out` (one entry per dimension of [`ScheduleTree::flatten`]'s time vectors) the
/// dimensions at which `node`'s subtree may run different values at the same time: band
/// members that are coincident or carry only reductions and private scalars (a later pass
/// may make their loops parallel or vector), and the positions of `Set` nodes. `depth` is
/// the number of time dimensions above `node`, the same for every statement under it.
fn mark_concurrent(node: &Node, depth: usize, out: &mut Vec<bool>) {
    let set = |k: usize, out: &mut Vec<bool>| {
        if out.len() <= k {
            out.resize(k + 1, false);
        }
        out[k] = true;
    };
    match node {
        Node::Leaf => {}
        Node::Domain { child, .. }
        | Node::Context { child, .. }
        | Node::Mark { child, .. }
        | Node::Extension { child, .. }
        | Node::Filter { child, .. } => mark_concurrent(child, depth, out),
        Node::Band(b) => {
            for m in 0..b.coincident.len() {
                let late = !b.reductions_of(m).is_empty() || !b.private_of(m).is_empty();
                if b.coincident[m] || late {
                    set(depth + m, out);
                }
            }
            mark_concurrent(&b.child, depth + b.coincident.len(), out)
        }
        Node::Sequence(children) | Node::Set(children) => {
            if matches!(node, Node::Set(_)) {
                set(depth, out);
            }
            for c in children {
                mark_concurrent(c, depth + 1, out);
            }
        }
    }
}

/// True when every band of the subtree has affine partial schedules.
fn is_affine(node: &Node) -> bool {
    match node {
        Node::Leaf => true,
        Node::Domain { child, .. }
        | Node::Context { child, .. }
        | Node::Mark { child, .. }
        | Node::Extension { child, .. }
        | Node::Filter { child, .. } => is_affine(child),
        Node::Band(b) => {
            b.partial
                .maps()
                .iter()
                .all(|m| MultiAff::from_map(m).is_ok())
                && is_affine(&b.child)
        }
        Node::Sequence(c) | Node::Set(c) => c.iter().all(is_affine),
    }
}

/// `S[s] -> [c_1, .., c_k]` for the statement space `space` (a set space).
fn constant_map(space: &Space, params: &[String], values: &[Int]) -> Result<Map> {
    let w = 1 + params.len() + space.n_out();
    let rows: Vec<Vec<Int>> = values
        .iter()
        .map(|v| {
            let mut r = vec![Int::ZERO; w];
            r[0] = v.clone();
            r
        })
        .collect();
    Ok(MultiAff::new(
        Space::map(
            params.to_vec(),
            space.out_tuple.clone(),
            Tuple::anonymous(values.len()),
        ),
        rows,
    )?
    .to_map())
}

/// `{ S[s] -> [x, y] : S[s] -> [x] in a and S[s] -> [y] in b }`.
fn range_product(a: &Map, b: &Map, space: &Space, params: &[String]) -> Result<Map> {
    let d = space.n_out();
    let a = a.align_params(params)?;
    let b = b.align_params(params)?;
    let p = a.flat_product(&b)?; // [s, s'] -> [x, y]
    let mut basics = Vec::with_capacity(p.basics().len());
    for bm in p.basics() {
        let mut bm = bm.clone();
        for k in 0..d {
            let mut row = bm.zero_row();
            row[bm.col_of(DimType::In, k)?] = Int::ONE;
            row[bm.col_of(DimType::In, d + k)?] = Int::from(-1i64);
            bm.add_eq(row)?;
        }
        basics.push(bm);
    }
    let m = Map::from_basics(p.space().clone(), basics)?.project_out(DimType::In, d, d)?;
    // Name the domain again: compose with the identity [s] -> S[s].
    let w = 1 + params.len() + d;
    let rows: Vec<Vec<Int>> = (0..d)
        .map(|k| {
            let mut r = vec![Int::ZERO; w];
            r[1 + params.len() + k] = Int::ONE;
            r
        })
        .collect();
    let j = MultiAff::new(
        Space::map(
            params.to_vec(),
            Tuple::anonymous(d),
            space.out_tuple.clone(),
        ),
        rows,
    )?
    .to_map();
    Ok(m.apply_domain(&j)?.compute_divs().coalesce_and_reduce())
}

fn extend(cur: &mut (Space, Option<Map>), part: &Map, params: &[String]) -> Result<()> {
    let next = match &cur.1 {
        None => part.align_params(params)?,
        Some(m) => range_product(m, part, &cur.0, params)?,
    };
    cur.1 = Some(next);
    Ok(())
}

fn flatten_quasi_node(
    node: &Node,
    cur: &mut [(Space, Option<Map>)],
    active: &[bool],
    params: &[String],
) -> Result<()> {
    match node {
        Node::Leaf => Ok(()),
        Node::Domain { child, .. }
        | Node::Context { child, .. }
        | Node::Mark { child, .. }
        | Node::Extension { child, .. } => flatten_quasi_node(child, cur, active, params),
        Node::Filter { filter, child } => {
            let sub: Vec<bool> = cur
                .iter()
                .zip(active)
                .map(|((sp, _), &a)| a && filter.part(sp).is_some())
                .collect();
            flatten_quasi_node(child, cur, &sub, params)
        }
        Node::Band(b) => {
            for (c, &a) in cur.iter_mut().zip(active) {
                if !a {
                    continue;
                }
                let part = b
                    .partial
                    .maps()
                    .iter()
                    .find(|m| m.space().in_tuple.matches(&c.0.out_tuple))
                    .ok_or_else(|| {
                        Error::Invalid(format!("band has no schedule for {}", c.0.out_tuple))
                    })?
                    .clone();
                if part.space().n_out() != b.coincident.len() {
                    return Err(Error::Invalid("band member count mismatch".into()));
                }
                extend(c, &part, params)?;
            }
            flatten_quasi_node(&b.child, cur, active, params)
        }
        Node::Sequence(children) | Node::Set(children) => {
            for (pos, ch) in children.iter().enumerate() {
                let Node::Filter { filter, child } = ch else {
                    return Err(Error::Invalid("sequence children must be filters".into()));
                };
                let sub: Vec<bool> = cur
                    .iter()
                    .zip(active)
                    .map(|((sp, _), &a)| a && filter.part(sp).is_some())
                    .collect();
                for (c, &a) in cur.iter_mut().zip(&sub) {
                    if a {
                        let k = constant_map(&c.0, params, &[Int::from(pos)])?;
                        extend(c, &k, params)?;
                    }
                }
                flatten_quasi_node(child, cur, &sub, params)?;
            }
            Ok(())
        }
    }
}

/// Builds the subtree for statements `group`, which share their first `depth` loops and
/// their beta prefix of length `depth`.
fn build(scop: &Scop, group: &[usize], depth: usize) -> Result<Node> {
    // Split by the sequence position at this depth.
    let mut positions: Vec<usize> = group
        .iter()
        .map(|&s| scop.statements[s].beta.get(depth).copied().unwrap_or(0))
        .collect();
    positions.sort_unstable();
    positions.dedup();
    let mut children = Vec::new();
    for p in &positions {
        let members: Vec<usize> = group
            .iter()
            .copied()
            .filter(|&s| scop.statements[s].beta.get(depth).copied().unwrap_or(0) == *p)
            .collect();
        children.push((members.clone(), build_loop(scop, &members, depth)?));
    }
    if children.len() == 1 {
        return Ok(children.pop().expect("one child").1);
    }
    let mut seq = Vec::new();
    for (members, node) in children {
        let mut filter = UnionMap::empty(scop.params.clone());
        for s in members {
            filter.add_map(scop.statements[s].domain.align_params(&scop.params)?)?;
        }
        seq.push(Node::Filter {
            filter,
            child: Box::new(node),
        });
    }
    Ok(Node::Sequence(seq))
}

/// The statements of `members` share the sequence position at `depth`: either one statement
/// with no further loop (a leaf) or statements inside the loop at `depth` (a band).
fn build_loop(scop: &Scop, members: &[usize], depth: usize) -> Result<Node> {
    let deeper: Vec<usize> = members
        .iter()
        .copied()
        .filter(|&s| scop.statements[s].iterators.len() > depth)
        .collect();
    if deeper.is_empty() {
        return Ok(Node::Leaf);
    }
    if deeper.len() != members.len() {
        return Err(Error::Invalid(format!(
            "statements {:?} share a sequence position but not a loop",
            members
                .iter()
                .map(|&s| &scop.statements[s].name)
                .collect::<Vec<_>>()
        )));
    }
    // The loop dimension of the 2d+1 schedule is output 2*depth + 1.
    let mut partial = UnionMap::empty(scop.params.clone());
    for &s in members {
        let sched = scop.statements[s].schedule.align_params(&scop.params)?;
        let n = sched.space().n_out();
        let k = 2 * depth + 1;
        let m = sched
            .project_out(DimType::Out, k + 1, n - k - 1)?
            .project_out(DimType::Out, 0, k)?;
        partial.add_map(m)?;
    }
    Ok(Node::Band(Band {
        partial,
        coincident: vec![false],
        permutable: false,
        reductions: Vec::new(),
        private: Vec::new(),
        child: Box::new(build(scop, members, depth + 1)?),
    }))
}

/// Appends the time dimensions contributed by `node` to the rows of the active statements.
fn flatten_node(node: &Node, rows: &mut [(Space, Vec<Vec<Int>>)], active: &[bool]) -> Result<()> {
    match node {
        Node::Leaf => Ok(()),
        Node::Domain { child, .. }
        | Node::Context { child, .. }
        | Node::Mark { child, .. }
        | Node::Extension { child, .. } => flatten_node(child, rows, active),
        Node::Filter { filter, child } => {
            let sub: Vec<bool> = rows
                .iter()
                .zip(active)
                .map(|((sp, _), &a)| a && filter.part(sp).is_some())
                .collect();
            flatten_node(child, rows, &sub)
        }
        Node::Band(b) => {
            let n_members = b.coincident.len();
            for ((sp, r), &a) in rows.iter_mut().zip(active) {
                if !a {
                    continue;
                }
                let part = b
                    .partial
                    .maps()
                    .iter()
                    .find(|m| m.space().in_tuple.matches(&sp.out_tuple))
                    .ok_or_else(|| {
                        Error::Invalid(format!("band has no schedule for {}", sp.out_tuple))
                    })?;
                let f = MultiAff::from_map(&part.align_params(&sp.params)?)?;
                if f.exprs().len() != n_members {
                    return Err(Error::Invalid("band member count mismatch".into()));
                }
                r.extend(f.exprs().iter().cloned());
            }
            flatten_node(&b.child, rows, active)
        }
        Node::Sequence(children) | Node::Set(children) => {
            // Every statement gets its child's position, then that child's dimensions; the
            // vectors of different children are aligned by padding with zeros.
            let start: Vec<usize> = rows.iter().map(|(_, r)| r.len()).collect();
            for (pos, c) in children.iter().enumerate() {
                let Node::Filter { filter, child } = c else {
                    return Err(Error::Invalid("sequence children must be filters".into()));
                };
                let sub: Vec<bool> = rows
                    .iter()
                    .zip(active)
                    .map(|((sp, _), &a)| a && filter.part(sp).is_some())
                    .collect();
                for ((sp, r), &a) in rows.iter_mut().zip(&sub) {
                    if a {
                        let mut row = vec![Int::ZERO; 1 + sp.n_param() + sp.n_out()];
                        row[0] = Int::from(pos);
                        r.push(row);
                    }
                }
                flatten_node(child, rows, &sub)?;
            }
            let _ = start;
            Ok(())
        }
    }
}

impl fmt::Display for ScheduleTree {
    /// Prints the tree in the block form of isl's schedule trees (a YAML subset).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        write_node(&mut s, &self.root, 0);
        f.write_str(s.trim_end())
    }
}

fn write_node(out: &mut String, node: &Node, indent: usize) {
    let pad = " ".repeat(indent);
    let child_of = |out: &mut String, c: &Node| {
        if !matches!(c, Node::Leaf) {
            let _ = writeln!(out, "{pad}child:");
            write_node(out, c, indent + 2);
        }
    };
    // A node with one quoted value and one child.
    let keyed = |out: &mut String, key: &str, value: &dyn fmt::Display, child: &Node| {
        let _ = writeln!(out, "{pad}{key}: \"{value}\"");
        child_of(out, child);
    };
    match node {
        Node::Leaf => {
            let _ = writeln!(out, "{pad}leaf");
        }
        Node::Domain { domain, child } => keyed(out, "domain", domain, child),
        Node::Context { context, child } => keyed(out, "context", context, child),
        Node::Filter { filter, child } => keyed(out, "filter", filter, child),
        Node::Mark { name, child } => keyed(out, "mark", name, child),
        Node::Extension { extension, child } => keyed(out, "extension", extension, child),
        Node::Band(b) => {
            let _ = writeln!(out, "{pad}schedule: \"{}\"", b.partial);
            let _ = writeln!(out, "{pad}permutable: {}", u8::from(b.permutable));
            let flags: Vec<&str> = b
                .coincident
                .iter()
                .map(|&c| if c { "1" } else { "0" })
                .collect();
            let _ = writeln!(out, "{pad}coincident: [ {} ]", flags.join(", "));
            child_of(out, &b.child);
        }
        Node::Sequence(children) | Node::Set(children) => {
            let kw = if matches!(node, Node::Sequence(_)) {
                "sequence"
            } else {
                "set"
            };
            let _ = writeln!(out, "{pad}{kw}:");
            for c in children {
                let _ = write!(out, "{pad}- ");
                let mut sub = String::new();
                write_node(&mut sub, c, indent + 2);
                // The first line goes after the dash.
                let sub = sub.trim_start();
                out.push_str(sub);
            }
        }
    }
}
