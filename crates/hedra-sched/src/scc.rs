//! Strongly connected components of the dependence graph, in a topological order.
//!
//! Vertices are statements, edges go from the source to the target of every dependence not
//! yet satisfied. Statements of one SCC depend on each other both ways, so a scalar
//! dimension (a cut) can only separate whole SCCs, and only in a topological order: with
//! `S0 -> S1 -> S0` and `S1 -> S2`, the SCCs are `{S0, S1}` and `{S2}`, in that order.

/// The SCCs of the graph on `n` vertices with the given edges, in a topological order (an
/// SCC comes after every SCC with an edge into it); among the SCCs that are ready, the one
/// holding the smallest vertex comes first, so the textual order is kept where possible.
/// Each SCC lists its vertices in increasing order.
pub fn sccs(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut adj = vec![Vec::new(); n];
    for &(a, b) in edges {
        if a < n && b < n {
            adj[a].push(b);
        }
    }
    // Tarjan's algorithm, iterative.
    let mut index = vec![usize::MAX; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut stack = Vec::new();
    let mut comp = vec![usize::MAX; n];
    let mut n_comp = 0;
    let mut counter = 0;
    for root in 0..n {
        if index[root] != usize::MAX {
            continue;
        }
        let mut call: Vec<(usize, usize)> = vec![(root, 0)];
        index[root] = counter;
        low[root] = counter;
        counter += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (v, ref mut next)) = call.last_mut() {
            if *next < adj[v].len() {
                let w = adj[v][*next];
                *next += 1;
                if index[w] == usize::MAX {
                    index[w] = counter;
                    low[w] = counter;
                    counter += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    call.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
            } else {
                call.pop();
                if let Some(&(parent, _)) = call.last() {
                    low[parent] = low[parent].min(low[v]);
                }
                if low[v] == index[v] {
                    while let Some(w) = stack.pop() {
                        on_stack[w] = false;
                        comp[w] = n_comp;
                        if w == v {
                            break;
                        }
                    }
                    n_comp += 1;
                }
            }
        }
    }
    let mut members = vec![Vec::new(); n_comp];
    for (v, &c) in comp.iter().enumerate() {
        members[c].push(v);
    }
    // Kahn's algorithm on the condensation, smallest first vertex first.
    let mut indeg = vec![0usize; n_comp];
    let mut cadj = vec![Vec::new(); n_comp];
    for &(a, b) in edges {
        if a < n && b < n && comp[a] != comp[b] && !cadj[comp[a]].contains(&comp[b]) {
            cadj[comp[a]].push(comp[b]);
            indeg[comp[b]] += 1;
        }
    }
    let mut done = vec![false; n_comp];
    let mut out = Vec::with_capacity(n_comp);
    for _ in 0..n_comp {
        let Some(c) = (0..n_comp)
            .filter(|&c| !done[c] && indeg[c] == 0)
            .min_by_key(|&c| members[c][0])
        else {
            break;
        };
        done[c] = true;
        for &d in &cadj[c] {
            indeg[d] -= 1;
        }
        out.push(members[c].clone());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cycles_and_order() {
        let s = sccs(3, &[(0, 1), (1, 0), (1, 2)]);
        assert_eq!(s, vec![vec![0, 1], vec![2]]);
        // 2 must come before 0 (edge 2 -> 0); 1 is free and holds a smaller vertex than 2.
        let s = sccs(3, &[(2, 0)]);
        assert_eq!(s, vec![vec![1], vec![2], vec![0]]);
        assert_eq!(sccs(2, &[]), vec![vec![0], vec![1]]);
        assert_eq!(sccs(1, &[(0, 0)]), vec![vec![0]]);
    }
}
