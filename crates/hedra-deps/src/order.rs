//! The original execution order, split into the levels of the time vectors.
//!
//! A time vector of the 2d+1 schedule is `[β_0, i_1, β_1, ..., i_d, β_d]`. Two instances with
//! times `x` and `y` run in the order `x ≺ y` exactly when, for some level `p`,
//! `x_0 = y_0, ..., x_{p-1} = y_{p-1}` and `x_p < y_p`. These per-level orders `≺_p` are
//! disjoint, so every ordered pair of instances falls in exactly one of them: its *level*.
//! Pulled back through the schedules of a source statement `S` and a target statement `T`,
//! `≺_p` becomes the *precedence relation* `P_p = θ_S ∘ ≺_p ∘ θ_T⁻¹`, a map from instances
//! of `S` to the instances of `T` that follow them at level `p`.

use crate::Result;
use hedra_ir::Scop;
use hedra_presburger::{Cmp, DimType, Formula, Map, RelationBuilder, Set, Space, Tuple};
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

/// The orders `≺_p` on time vectors of length `dim`, for `p = 0..dim`, each one basic map
/// `{ [x] -> [y] : x_0 = y_0 and ... and x_{p-1} = y_{p-1} and x_p < y_p }`.
pub fn level_orders(params: &[String], dim: usize) -> Result<Vec<Map>> {
    let names = |v: &str| Tuple::with_dim_names(None, (0..dim).map(|k| format!("{v}{k}")));
    let space = Space::map(params.to_vec(), names("x"), names("y"));
    let mut out = Vec::with_capacity(dim);
    for p in 0..dim {
        let mut b = RelationBuilder::new(space.clone())?;
        for k in 0..p {
            b.equate(DimType::In, k, DimType::Out, k)?;
        }
        let (x, y) = (b.dim(DimType::In, p)?, b.dim(DimType::Out, p)?);
        b.add_constraint(&Formula::compare(&x, Cmp::Lt, &y))?;
        out.push(b.build()?);
    }
    Ok(out)
}

/// The loop that a level carries: `Some(k)` for the odd level `2k + 1` (loop `k`, 0-based,
/// outermost first), `None` for an even level (textual order).
pub fn carried_by(level: usize) -> Option<usize> {
    (level % 2 == 1).then(|| (level - 1) / 2)
}

/// `P_p` per level for one statement pair (`None` where empty), shared.
pub type Precedence = Rc<Vec<Option<Map>>>;

/// Statement data aligned to the Scop's parameters, computed once per analysis.
pub(crate) struct Prepared {
    /// The statement domains, intersected with the context.
    pub domains: Vec<Set>,
    /// The original schedules `θ_S`.
    pub schedules: Vec<Map>,
    /// The access relations of each statement, restricted to its domain.
    pub accesses: Vec<Vec<Map>>,
    /// `orders[p]` is `≺_p`.
    pub orders: Vec<Map>,
    /// The precedence relations computed so far, by (source, target) statement.
    precedence: RefCell<BTreeMap<(usize, usize), Precedence>>,
}

impl Prepared {
    pub fn new(scop: &Scop) -> Result<Prepared> {
        let params = &scop.params;
        let context = scop.context.align_params(params)?;
        let mut domains = Vec::new();
        let mut schedules = Vec::new();
        let mut accesses = Vec::new();
        for s in &scop.statements {
            let dom = s.domain.align_params(params)?.intersect_params(&context)?;
            schedules.push(s.schedule.align_params(params)?);
            let mut acc = Vec::new();
            for a in &s.accesses {
                acc.push(a.relation.align_params(params)?.intersect_domain(&dom)?);
            }
            accesses.push(acc);
            domains.push(dom);
        }
        Ok(Prepared {
            domains,
            schedules,
            accesses,
            orders: level_orders(params, scop.schedule_dim())?,
            precedence: RefCell::new(BTreeMap::new()),
        })
    }

    /// `P_p` for every level `p` (`None` where it is empty): the pairs `S[s] -> T[t]` of
    /// domain instances with `θ_S(s) ≺_p θ_T(t)`. Computed once per statement pair.
    pub fn precedence(&self, s: usize, t: usize) -> Result<Precedence> {
        if let Some(p) = self.precedence.borrow().get(&(s, t)) {
            return Ok(Rc::clone(p));
        }
        let p = Rc::new(self.compute_precedence(s, t)?);
        self.precedence.borrow_mut().insert((s, t), Rc::clone(&p));
        Ok(p)
    }

    fn compute_precedence(&self, s: usize, t: usize) -> Result<Vec<Option<Map>>> {
        let sched_t_inv = self.schedules[t].reverse()?;
        let mut out = Vec::with_capacity(self.orders.len());
        for order in &self.orders {
            let p = self.schedules[s]
                .apply_range(order)?
                .apply_range(&sched_t_inv)?
                .intersect_domain(&self.domains[s])?
                .intersect_range(&self.domains[t])?;
            out.push(if p.is_empty() { None } else { Some(p) });
        }
        Ok(out)
    }
}
