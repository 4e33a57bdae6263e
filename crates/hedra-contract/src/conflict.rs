//! The conflict set of one array in the scheduled space (see the [crate documentation](crate)).

use hedra_deps::dataflow::Dataflow;
use hedra_ir::{AccessKind, Scop};
use hedra_presburger::{Cmp, DimType, Formula, Map, RelationBuilder, Set, Space, Tuple};

use crate::{Error, Result, Sharing, Timing};

/// One access of the array, seen from the time space.
#[derive(Clone, Debug)]
pub(crate) struct AccessAt {
    /// `θ(s) -> a` for the instances `s` of the statement and the cells `a` they access.
    pub at: Map,
    /// The times of the statement's instances, `θ(D)`.
    pub times: Set,
}

/// Everything the conflict set of one array is built from, in the time space.
#[derive(Clone, Debug)]
pub struct Problem {
    pub(crate) array: String,
    pub(crate) rank: usize,
    params: Vec<String>,
    /// The number of time dimensions.
    n: usize,
    /// `θ(s) -> a` for every write: from the write times to the cells written.
    writes_at: Map,
    /// `W`: the write times.
    write_times: Set,
    /// `F_θ`: from the time of a write to the times of the reads of its value.
    flow: Map,
    /// Every access (reads and writes), for the vectorization policy.
    pub(crate) accesses: Vec<AccessAt>,
    pub(crate) concurrent: Vec<bool>,
}

impl Problem {
    /// The problem of `array` in `scop` under `timing`, with `df` the value-based dataflow.
    pub fn new(scop: &Scop, df: &Dataflow, timing: &Timing, array: &str) -> Result<Problem> {
        let params = scop.params.clone();
        let rank = scop.array(array).map_or(0, |a| a.rank);
        let theta = |k: usize| -> Result<Map> {
            let name = scop.statements[k].name.as_str();
            let m = timing
                .schedule
                .maps()
                .iter()
                .find(|m| m.space().in_tuple.name.as_deref() == Some(name))
                .ok_or_else(|| Error::Invalid(format!("the schedule has no {name}")))?;
            Ok(m.align_params(&params)?)
        };
        let n = timing
            .schedule
            .maps()
            .first()
            .map_or(0, |m| m.space().n_out());
        let time = Space::set(params.clone(), Tuple::anonymous(n));
        let cells = Space::set(params.clone(), Tuple::named(array, rank));
        let mut writes_at = Map::empty(Space::map(
            params.clone(),
            time.out_tuple.clone(),
            cells.out_tuple.clone(),
        ));
        let mut accesses = Vec::new();
        for (k, st) in scop.statements.iter().enumerate() {
            let mine: Vec<_> = st.accesses.iter().filter(|x| x.array == array).collect();
            if mine.is_empty() {
                continue;
            }
            let th = theta(k)?;
            let domain = st.domain.align_params(&params)?;
            let times = th.intersect_domain(&domain)?.range()?;
            for x in mine {
                let at = x
                    .relation
                    .align_params(&params)?
                    .intersect_domain(&domain)?
                    .apply_domain(&th)?;
                if x.kind == AccessKind::Write {
                    writes_at = writes_at.union(&at)?;
                }
                accesses.push(AccessAt {
                    at,
                    times: times.clone(),
                });
            }
        }
        let mut flow = Map::empty(Space::map(
            params.clone(),
            time.out_tuple.clone(),
            time.out_tuple.clone(),
        ));
        for d in df.flow.iter().filter(|d| d.array == array) {
            let f = d
                .relation
                .align_params(&params)?
                .apply_domain(&theta(d.source)?)?
                .apply_range(&theta(d.target)?)?;
            flow = flow.union(&f)?;
        }
        let write_times = writes_at.domain()?;
        Ok(Problem {
            array: array.to_string(),
            rank,
            params,
            n,
            writes_at,
            write_times,
            flow,
            accesses,
            concurrent: timing.concurrent.clone(),
        })
    }

    /// True when the region never writes the array.
    pub fn is_empty(&self) -> bool {
        self.write_times.is_empty()
    }

    /// The time space `[t_1..t_n]`.
    fn time_space(&self) -> Space {
        Space::set(self.params.clone(), Tuple::anonymous(self.n))
    }

    /// `{ x -> y : x_j = y_j for j < k, and x_k op y_k }` over the time space (no
    /// comparison at `k` when `op` is `None`, and `k` may be `n`).
    pub(crate) fn agree_before(&self, k: usize, op: Option<Cmp>) -> Result<Map> {
        let t = self.time_space().out_tuple;
        let mut b = RelationBuilder::new(Space::map(self.params.clone(), t.clone(), t))?;
        for j in 0..k.min(self.n) {
            b.equate(DimType::In, j, DimType::Out, j)?;
        }
        if let Some(op) = op.filter(|_| k < self.n) {
            let (x, y) = (b.dim(DimType::In, k)?, b.dim(DimType::Out, k)?);
            b.add_constraint(&Formula::compare(&x, op, &y))?;
        }
        Ok(b.build()?)
    }

    /// `{ x -> y : x_j = y_j for every j ≠ k, x_k ≠ y_k }`: steps along dimension `k` alone.
    pub(crate) fn only_along(&self, k: usize) -> Result<Map> {
        let t = self.time_space().out_tuple;
        let mut b = RelationBuilder::new(Space::map(self.params.clone(), t.clone(), t))?;
        for j in (0..self.n).filter(|&j| j != k) {
            b.equate(DimType::In, j, DimType::Out, j)?;
        }
        let (x, y) = (b.dim(DimType::In, k)?, b.dim(DimType::Out, k)?);
        b.add_constraint(&Formula::compare(&x, Cmp::Ne, &y))?;
        Ok(b.build()?)
    }

    /// True when every value of the array is read only in the iteration of time dimension
    /// `dim` that wrote it (source and sink agree on the dimensions up to `dim`).
    pub fn flow_within(&self, dim: usize) -> Result<bool> {
        Ok(self.flow.is_subset(&self.agree_before(dim + 1, None)?)?)
    }

    /// The pairs of writes (as times) whose values may be live at the same time, for the
    /// storage shared as `sharing` says (see the [crate documentation](crate)), each pair
    /// in one direction at least: `w -> w'` with `w ⪯ w'`, where `w'` runs no later than the
    /// last use of `w`'s value. The conflict set is this relation and its reverse.
    ///
    /// (`w ⪯ w' ⪯ lastUse(w)` is the conflict condition of the crate documentation for an
    /// ordered pair: `w ⪯ w'` implies `w ⪯ lastUse(w')`. Building one direction and reading
    /// the difference set symmetrically avoids intersecting the relation with its reverse,
    /// whose pieces multiply.)
    pub fn conflicts(&self, sharing: Sharing) -> Result<Map> {
        let w = &self.write_times;
        let space = self.time_space();
        let private = match sharing {
            Sharing::Shared => None,
            Sharing::PerIteration { dim } => Some(dim),
        };
        // `may_precede`: r -> w' where w' may run no later than r: w' ⪯ r, or the two
        // first differ at a concurrent dimension (a parallel or vector loop runs its
        // iterations in any order). Concurrency at the dimension whose iterations own their
        // storage does not count: those pairs are dropped below.
        let mut may_precede = Map::lex_ge(&space)?;
        for (k, _) in self.concurrent.iter().enumerate().filter(|(_, &c)| c) {
            if private.is_none_or(|p| k > p) && k < self.n {
                may_precede = may_precede.union(&self.agree_before(k, Some(Cmp::Ne))?)?;
            }
        }
        // `before`: w -> w' where w' may run no later than some use of w's value.
        let uses = self
            .flow
            .union(&Map::identity(&space)?.intersect_domain(w)?)?;
        let before = uses.apply_range(&may_precede.intersect_range(w)?)?;
        let mut cs = before.intersect(&Map::lex_le(&space)?)?;
        if let Some(p) = private {
            cs = cs.intersect(&self.agree_before(p + 1, None)?)?;
        }
        Ok(cs)
    }

    /// The cells whose values conflict: `A⁻¹ ∘ CS ∘ A` for the write accesses `A` (with
    /// `CS` in one direction, see [`Problem::conflicts`]).
    pub fn cell_conflicts(&self, sharing: Sharing) -> Result<Map> {
        let cs = self.conflicts(sharing)?;
        Ok(cs
            .apply_domain(&self.writes_at)?
            .apply_range(&self.writes_at)?)
    }
}
