//! Automatic reduction of a failing generated program: greedy one-step simplifications
//! (remove a node, replace a loop by its body at its lower bound, replace an `if` by a branch,
//! drop `min`/`max` terms, steps and directions, simplify expressions, shrink the sizes,
//! drop unused arrays and scalars), each kept when the failure class stays the same.
//! Every candidate is re-sized by [`Program::shape`], so it stays well-defined.

use crate::ast::*;

/// All programs one simplification away from `p` that are still valid.
pub fn candidates(p: &Program) -> Vec<Program> {
    let mut out = Vec::new();
    for body in list_variants(&p.body, 0) {
        let mut q = p.clone();
        q.body = body;
        out.push(q);
    }
    for k in 0..p.param_values.len() {
        if p.param_values[k] > 1 {
            let mut q = p.clone();
            q.param_values[k] -= 1;
            out.push(q);
        }
    }
    if let Some(q) = compact(p) {
        out.insert(0, q);
    }
    out.retain(|q| q.shape().is_some_and(|s| s.instances > 0));
    out
}

fn list_variants(nodes: &[Node], depth: usize) -> Vec<Vec<Node>> {
    let mut out = Vec::new();
    for i in 0..nodes.len() {
        // Remove node i.
        let mut v = nodes.to_vec();
        v.remove(i);
        if !v.is_empty() || depth == 0 {
            out.push(v);
        }
        for rep in node_variants(&nodes[i], depth) {
            let mut v = nodes[..i].to_vec();
            v.extend(rep);
            v.extend_from_slice(&nodes[i + 1..]);
            out.push(v);
        }
    }
    out
}

/// Replacements (node lists) of one node.
fn node_variants(n: &Node, depth: usize) -> Vec<Vec<Node>> {
    let mut out = Vec::new();
    match n {
        Node::Stmt(s) => {
            if s.op != AssignOp::Set && !matches!(s.op, AssignOp::Mul | AssignOp::Div) {
                let mut t = s.clone();
                t.op = AssignOp::Set;
                out.push(vec![Node::Stmt(t)]);
            }
            for e in expr_variants(&s.rhs, true) {
                let mut t = s.clone();
                t.rhs = e;
                out.push(vec![Node::Stmt(t)]);
            }
        }
        Node::If(c, t, e) => {
            out.push(t.clone());
            if !e.is_empty() {
                out.push(e.clone());
                out.push(vec![Node::If(c.clone(), t.clone(), vec![])]);
            }
            match c {
                Cond::And(a, b) | Cond::Or(a, b) => {
                    out.push(vec![Node::If((**a).clone(), t.clone(), e.clone())]);
                    out.push(vec![Node::If((**b).clone(), t.clone(), e.clone())]);
                }
                Cond::Not(a) => out.push(vec![Node::If((**a).clone(), t.clone(), e.clone())]),
                _ => {}
            }
            for tv in list_variants(t, depth) {
                if !tv.is_empty() {
                    out.push(vec![Node::If(c.clone(), tv, e.clone())]);
                }
            }
            for ev in list_variants(e, depth) {
                out.push(vec![Node::If(c.clone(), t.clone(), ev)]);
            }
        }
        Node::Loop(l) => {
            // The body at the lower bound, iterators renumbered.
            let mut body = l.body.clone();
            let lb = l.lb[0].clone();
            map_affs(&mut body, &mut |a: &mut Aff| {
                let s = a.subst(depth, &lb);
                let mut r = Aff::konst(s.c);
                for (v, k) in s.t {
                    let v = match v {
                        Var::I(d) if d > depth => Var::I(d - 1),
                        v => v,
                    };
                    r = r.plus(v, k);
                }
                *a = r;
            });
            out.push(body);
            let mut simpler = |f: &dyn Fn(&mut Loop)| {
                let mut m = l.clone();
                f(&mut m);
                if &m != l {
                    out.push(vec![Node::Loop(m)]);
                }
            };
            simpler(&|m| m.lb.truncate(1));
            simpler(&|m| m.ub.truncate(1));
            simpler(&|m| m.lb = vec![Aff::konst(0)]);
            simpler(&|m| m.step = 1);
            simpler(&|m| m.down = false);
            simpler(&|m| m.le = false);
            for bv in list_variants(&l.body, depth + 1) {
                if !bv.is_empty() {
                    let mut m = l.clone();
                    m.body = bv;
                    out.push(vec![Node::Loop(m)]);
                }
            }
        }
    }
    out.retain(|ns| {
        ns.iter().all(|n| match n {
            Node::Loop(l) => !l.lb.is_empty() && !l.ub.is_empty(),
            _ => true,
        })
    });
    out
}

/// Simpler expressions. `top`: the statement's right-hand side (an integer statement's
/// outer `% k` is kept, so integer values stay bounded).
fn expr_variants(e: &Expr, top: bool) -> Vec<Expr> {
    let mut out = Vec::new();
    match e {
        Expr::Bin(op, a, b) => {
            out.push((**a).clone());
            out.push((**b).clone());
            for v in expr_variants(a, false) {
                out.push(Expr::Bin(*op, Box::new(v), b.clone()));
            }
            for v in expr_variants(b, false) {
                out.push(Expr::Bin(*op, a.clone(), Box::new(v)));
            }
        }
        Expr::Mod(a, k) => {
            if matches!(**a, Expr::Read(_) | Expr::Scalar(_)) && !top {
                out.push(Expr::Int(1));
            } else {
                for v in expr_variants(a, false) {
                    out.push(Expr::Mod(Box::new(v), *k));
                }
            }
        }
        Expr::Call(f, a) => {
            out.push((**a).clone());
            for v in expr_variants(a, false) {
                out.push(Expr::Call(f, Box::new(v)));
            }
        }
        Expr::DivConst(a, k) => {
            out.push((**a).clone());
            for v in expr_variants(a, false) {
                out.push(Expr::DivConst(Box::new(v), k.clone()));
            }
        }
        Expr::Neg(a) => out.push((**a).clone()),
        Expr::Max(a, b) => {
            out.push((**a).clone());
            out.push((**b).clone());
        }
        Expr::Read(_) | Expr::Scalar(_) => out.push(Expr::Float("1.0".into())),
        Expr::Aff(_) => out.push(Expr::Int(1)),
        Expr::Int(_) | Expr::Float(_) => {}
    }
    // An integer right-hand side must keep its outer `%`.
    if top {
        if let Expr::Mod(..) = e {
            out.retain(|v| matches!(v, Expr::Mod(..)));
        }
    }
    out
}

/// Which arrays and scalars a program mentions (indexed like `Program::arrays` and
/// `Program::scalars`).
struct Used {
    arrays: Vec<bool>,
    scalars: Vec<bool>,
}

impl Used {
    /// Marks every array and scalar that a statement of `p` writes or reads.
    fn of(p: &Program) -> Used {
        let mut used = Used {
            arrays: vec![false; p.arrays.len()],
            scalars: vec![false; p.scalars.len()],
        };
        used.mark(&p.body);
        used
    }

    fn mark(&mut self, ns: &[Node]) {
        for n in ns {
            match n {
                Node::Stmt(st) => {
                    match &st.lhs {
                        Lhs::Array(x) => self.arrays[x.array] = true,
                        Lhs::Scalar(k) => self.scalars[*k] = true,
                    }
                    self.mark_expr(&st.rhs);
                }
                Node::If(_, t, e) => {
                    self.mark(t);
                    self.mark(e);
                }
                Node::Loop(l) => self.mark(&l.body),
            }
        }
    }

    fn mark_expr(&mut self, e: &Expr) {
        match e {
            Expr::Read(x) => self.arrays[x.array] = true,
            Expr::Scalar(k) => self.scalars[*k] = true,
            Expr::Bin(_, x, y) | Expr::Max(x, y) => {
                self.mark_expr(x);
                self.mark_expr(y);
            }
            Expr::Mod(x, _) | Expr::DivConst(x, _) | Expr::Call(_, x) | Expr::Neg(x) => {
                self.mark_expr(x)
            }
            _ => {}
        }
    }
}

/// The new index of each entry when only the `used` ones are kept: the number of kept
/// entries before it (meaningless for entries that are dropped).
fn new_indices(used: &[bool]) -> Vec<usize> {
    used.iter()
        .scan(0, |n, &u| {
            let r = *n;
            *n += usize::from(u);
            Some(r)
        })
        .collect()
}

/// The entries of `items` that are `used`, in order.
fn kept<T: Clone>(items: &[T], used: &[bool]) -> Vec<T> {
    items
        .iter()
        .zip(used)
        .filter(|(_, &u)| u)
        .map(|(a, _)| a.clone())
        .collect()
}

/// The renumbering of array and scalar indices after [`compact`] drops the unused ones.
struct Renumber {
    arrays: Vec<usize>,
    scalars: Vec<usize>,
}

impl Renumber {
    fn nodes(&self, ns: &mut [Node]) {
        for n in ns {
            match n {
                Node::Stmt(st) => {
                    match &mut st.lhs {
                        Lhs::Array(x) => x.array = self.arrays[x.array],
                        Lhs::Scalar(k) => *k = self.scalars[*k],
                    }
                    self.expr(&mut st.rhs);
                }
                Node::If(_, t, e) => {
                    self.nodes(t);
                    self.nodes(e);
                }
                Node::Loop(l) => self.nodes(&mut l.body),
            }
        }
    }

    fn expr(&self, e: &mut Expr) {
        match e {
            Expr::Read(x) => x.array = self.arrays[x.array],
            Expr::Scalar(k) => *k = self.scalars[*k],
            Expr::Bin(_, x, y) | Expr::Max(x, y) => {
                self.expr(x);
                self.expr(y);
            }
            Expr::Mod(x, _) | Expr::DivConst(x, _) | Expr::Call(_, x) | Expr::Neg(x) => {
                self.expr(x)
            }
            _ => {}
        }
    }
}

/// Drops unused arrays and scalars (renumbering the rest); `None` if all are used.
pub fn compact(p: &Program) -> Option<Program> {
    let used = Used::of(p);
    if used.arrays.iter().all(|&u| u) && used.scalars.iter().all(|&u| u) {
        return None;
    }
    let renumber = Renumber {
        arrays: new_indices(&used.arrays),
        scalars: new_indices(&used.scalars),
    };
    let mut q = p.clone();
    renumber.nodes(&mut q.body);
    q.arrays = kept(&p.arrays, &used.arrays);
    q.scalars = kept(&p.scalars, &used.scalars);
    Some(q)
}

/// Greedy reduction: applies the first candidate for which `still_fails` holds, until none
/// does or `budget` checks are spent. Returns the smallest failing program found.
pub fn reduce(
    p: &Program,
    budget: usize,
    still_fails: &mut dyn FnMut(&Program) -> bool,
) -> Program {
    let mut cur = p.clone();
    let mut spent = 0;
    'outer: loop {
        let mut cands = candidates(&cur);
        // Smaller first.
        cands.sort_by_key(|q| q.size());
        for q in cands {
            if q.size() > cur.size() && q.param_values == cur.param_values {
                continue;
            }
            if spent >= budget {
                break 'outer;
            }
            spent += 1;
            if still_fails(&q) {
                cur = q;
                continue 'outer;
            }
        }
        break;
    }
    cur
}
