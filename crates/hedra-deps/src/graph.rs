//! The dependence graph over statements and its strongly connected components.
//!
//! Nodes are the statements of a Scop; there is one edge per (source statement, target
//! statement, kind) that has at least one dependence, summarizing them: the levels at which
//! they are ordered, the outermost carrying loop, merged direction vectors and, where all of
//! them agree, constant distances.
//!
//! Statements in one strongly connected component (SCC) depend on each other in a cycle and
//! must stay in one loop nest at the level where the cycle lives; statements in different
//! SCCs can be distributed into separate nests in the topological order of the components
//! (Pluto cuts between SCCs). The components come from Tarjan's algorithm: one depth-first
//! search that gives every node an index in visiting order and a *low link*, the smallest
//! index reachable through its subtree and one back edge; a node whose low link is its own
//! index is the root of a component, made of the nodes above it on the search stack. Tarjan
//! finds the components in reverse topological order (a component is complete only once
//! everything it reaches is); [`sccs`] (on any edge list: the scheduler's cuts use it) and
//! [`DependenceGraph::sccs`] return them in a topological order that keeps independent
//! components in textual order.

use crate::memory::{Dependence, DependenceKind};
use crate::vectors::Direction;

/// All dependences of one kind from one statement to another.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edge {
    /// Source statement.
    pub source: usize,
    /// Target statement.
    pub target: usize,
    /// RAW, WAR or WAW.
    pub kind: DependenceKind,
    /// Indices of the summarized dependences in the list the graph was built from.
    pub dependences: Vec<usize>,
    /// The levels of the original schedule at which some pair is ordered, ascending.
    pub levels: Vec<usize>,
    /// The outermost loop that carries some dependence of the edge, if any.
    pub carried_by: Option<usize>,
    /// True when some part is loop-independent.
    pub loop_independent: bool,
    /// Per common loop: the distance when every dependence of the edge has the same constant
    /// distance there.
    pub distance: Vec<Option<i64>>,
    /// Per common loop: the union of the directions of the dependences.
    pub direction: Vec<Direction>,
    /// True when every dependence of the edge is a reduction dependence.
    pub reduction: bool,
}

/// A graph over `n` statements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DependenceGraph {
    /// The number of statements (nodes).
    pub n: usize,
    /// The edges, sorted by (source, target, kind).
    pub edges: Vec<Edge>,
}

fn signs(d: Direction) -> (bool, bool, bool) {
    match d {
        Direction::Lt => (true, false, false),
        Direction::Eq => (false, true, false),
        Direction::Gt => (false, false, true),
        Direction::Le => (true, true, false),
        Direction::Ge => (false, true, true),
        Direction::Ne => (true, false, true),
        Direction::Star => (true, true, true),
    }
}

/// The direction that allows the signs of both.
pub fn merge_direction(a: Direction, b: Direction) -> Direction {
    let (x, y) = (signs(a), signs(b));
    Direction::from_signs(x.0 || y.0, x.1 || y.1, x.2 || y.2).unwrap_or(Direction::Star)
}

impl DependenceGraph {
    /// The graph of `deps` over `n` statements.
    pub fn new(n: usize, deps: &[Dependence]) -> DependenceGraph {
        let mut edges: Vec<Edge> = Vec::new();
        let mut order: Vec<usize> = (0..deps.len()).collect();
        order.sort_by_key(|&i| (deps[i].source, deps[i].target, deps[i].kind));
        for i in order {
            let d = &deps[i];
            let same = edges
                .last_mut()
                .filter(|e| (e.source, e.target, e.kind) == (d.source, d.target, d.kind));
            match same {
                Some(e) => {
                    e.dependences.push(i);
                    for p in &d.pieces {
                        if !e.levels.contains(&p.level) {
                            e.levels.push(p.level);
                        }
                    }
                    e.levels.sort_unstable();
                    e.carried_by = match (e.carried_by, d.carried_by) {
                        (Some(a), Some(b)) => Some(a.min(b)),
                        (a, b) => a.or(b),
                    };
                    e.loop_independent |= d.has_loop_independent_part();
                    for (k, v) in d.distance.iter().enumerate() {
                        if e.distance.get(k).copied().flatten() != *v {
                            if let Some(x) = e.distance.get_mut(k) {
                                *x = None;
                            }
                        }
                    }
                    for (k, v) in d.direction.iter().enumerate() {
                        if let Some(x) = e.direction.get_mut(k) {
                            *x = merge_direction(*x, *v);
                        }
                    }
                    e.reduction &= d.reduction;
                }
                None => edges.push(Edge {
                    source: d.source,
                    target: d.target,
                    kind: d.kind,
                    dependences: vec![i],
                    levels: d.pieces.iter().map(|p| p.level).collect(),
                    carried_by: d.carried_by,
                    loop_independent: d.has_loop_independent_part(),
                    distance: d.distance.clone(),
                    direction: d.direction.clone(),
                    reduction: d.reduction,
                }),
            }
        }
        DependenceGraph { n, edges }
    }

    /// The strongly connected components over all edges, in topological order (a component
    /// comes before every component it has an edge to), each sorted by statement index.
    pub fn sccs(&self) -> Vec<Vec<usize>> {
        self.sccs_with(|_| true)
    }

    /// The strongly connected components over the edges that `keep` accepts (for instance
    /// only RAW edges, or no reduction edges), in topological order.
    pub fn sccs_with(&self, keep: impl Fn(&Edge) -> bool) -> Vec<Vec<usize>> {
        let pairs: Vec<(usize, usize)> = self
            .edges
            .iter()
            .filter(|e| keep(e))
            .map(|e| (e.source, e.target))
            .collect();
        sccs(self.n, &pairs)
    }

    /// The index of the component of every statement in `sccs` (as returned above).
    pub fn component_of(sccs: &[Vec<usize>], n: usize) -> Vec<usize> {
        let mut out = vec![0; n];
        for (c, members) in sccs.iter().enumerate() {
            for &s in members {
                if s < n {
                    out[s] = c;
                }
            }
        }
        out
    }
}

/// The strongly connected components of the graph on the vertices `0..n` with the edges
/// `(from, to)`, in topological order: a component comes after every component with an edge
/// into it, and among the components that are ready the one holding the smallest vertex comes
/// first, so independent components keep the textual order. Each component lists its vertices
/// in increasing order. Repeated edges count once; edges that name no vertex (`>= n`) are
/// ignored.
///
/// With `S0 -> S1 -> S0` and `S1 -> S2` the components are `{S0, S1}` and `{S2}`, in that
/// order:
///
/// ```
/// use hedra_deps::graph::sccs;
/// assert_eq!(sccs(3, &[(0, 1), (1, 0), (1, 2)]), vec![vec![0, 1], vec![2]]);
/// // 2 must come before 0; 1 is free and smaller than 2.
/// assert_eq!(sccs(3, &[(2, 0)]), vec![vec![1], vec![2], vec![0]]);
/// ```
pub fn sccs(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut succ = vec![Vec::new(); n];
    for &(from, to) in edges {
        if from < n && to < n && !succ[from].contains(&to) {
            succ[from].push(to);
        }
    }
    tarjan(&succ)
}

/// Tarjan's algorithm on an adjacency list, iterative (no recursion depth limit); the
/// components come out in topological order of the condensation (independent ones in textual
/// order), each sorted. Successors that are not nodes (`>= succ.len()`) are ignored.
pub fn tarjan(succ: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let n = succ.len();
    const UNVISITED: usize = usize::MAX;
    let mut index = vec![UNVISITED; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut stack = Vec::new();
    let mut next = 0;
    let mut comps = Vec::new();
    for root in 0..n {
        if index[root] != UNVISITED {
            continue;
        }
        // Call stack of (node, position of the next successor to visit).
        let mut calls = vec![(root, 0usize)];
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (v, ref mut pos)) = calls.last_mut() {
            if let Some(&w) = succ[v].get(*pos) {
                *pos += 1;
                if w >= n {
                    continue; // not a node: ignored
                }
                if index[w] == UNVISITED {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    calls.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            calls.pop();
            if let Some(&(parent, _)) = calls.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == index[v] {
                let mut comp = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    comp.push(w);
                    if w == v {
                        break;
                    }
                }
                comp.sort_unstable();
                comps.push(comp);
            }
        }
    }
    textual_topological_order(succ, comps)
}

/// Orders the components topologically, preferring at every step the ready component with the
/// smallest statement (Kahn's algorithm with a priority queue), so that independent components
/// keep the textual order of the program.
fn textual_topological_order(succ: &[Vec<usize>], comps: Vec<Vec<usize>>) -> Vec<Vec<usize>> {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    let n = succ.len();
    let mut comp_of = vec![0; n];
    for (c, members) in comps.iter().enumerate() {
        for &v in members {
            comp_of[v] = c;
        }
    }
    let mut indegree = vec![0usize; comps.len()];
    let mut out_edges = vec![Vec::new(); comps.len()];
    for (v, ws) in succ.iter().enumerate() {
        for &w in ws.iter().filter(|&&w| w < n) {
            let (a, b) = (comp_of[v], comp_of[w]);
            if a != b && !out_edges[a].contains(&b) {
                out_edges[a].push(b);
                indegree[b] += 1;
            }
        }
    }
    // Each component is sorted, so its first member is its smallest statement.
    let mut ready: BinaryHeap<Reverse<(usize, usize)>> = comps
        .iter()
        .enumerate()
        .filter(|(c, _)| indegree[*c] == 0)
        .map(|(c, m)| Reverse((m[0], c)))
        .collect();
    let mut order = Vec::with_capacity(comps.len());
    while let Some(Reverse((_, c))) = ready.pop() {
        order.push(c);
        for &d in &out_edges[c] {
            indegree[d] -= 1;
            if indegree[d] == 0 {
                ready.push(Reverse((comps[d][0], d)));
            }
        }
    }
    let mut slots: Vec<Option<Vec<usize>>> = comps.into_iter().map(Some).collect();
    order.into_iter().filter_map(|c| slots[c].take()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sccs_cycles_and_topological_order() {
        assert_eq!(
            sccs(3, &[(0, 1), (1, 0), (1, 2)]),
            vec![vec![0, 1], vec![2]]
        );
        // 2 must come before 0 (edge 2 -> 0); 1 is free and holds a smaller vertex than 2.
        assert_eq!(sccs(3, &[(2, 0)]), vec![vec![1], vec![2], vec![0]]);
        assert_eq!(sccs(2, &[]), vec![vec![0], vec![1]]);
        // A self loop, repeated edges and edges naming no vertex change nothing.
        assert_eq!(sccs(1, &[(0, 0)]), vec![vec![0]]);
        assert_eq!(
            sccs(3, &[(1, 0), (1, 0), (5, 0), (0, 9)]),
            vec![vec![1], vec![0], vec![2]]
        );
    }

    #[test]
    fn sccs_of_a_chain_of_cycles_follow_the_edges_not_the_text() {
        // {3, 4} -> {0, 1} -> {2}: the cycle holding the largest statements comes first.
        let edges = [(3, 4), (4, 3), (4, 0), (0, 1), (1, 0), (1, 2)];
        assert_eq!(sccs(5, &edges), vec![vec![3, 4], vec![0, 1], vec![2]]);
    }
}
