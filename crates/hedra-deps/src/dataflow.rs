//! Value-based (exact dataflow) dependences: for every read, the write that produced the value
//! it reads.
//!
//! Memory-based dependences link a read to *every* earlier write of its cell; the value it
//! reads comes from the *last* one. For a read access `R` of statement `T` and the write
//! accesses `W_1..W_m` (of statements `S_1..S_m`) to the same array, the candidate writes of a
//! read instance `t` at level `p` are
//!
//! ```text
//! C_{i,p}(t) = { s ∈ Dom_{S_i} : W_i(s) = R(t), θ_{S_i}(s) ≺_p θ_T(t) }
//! ```
//!
//! and the source of `t` is the lexicographically largest time among all candidates: the
//! parametric **lexmax** of the union of the `C_{i,p}`, piecewise in `t` and the parameters.
//!
//! **Levels, deepest first.** A candidate at a deeper level always runs after every candidate
//! at a shallower one (it agrees with `t` on more leading time dimensions, and where the
//! shallower one first differs from `t` it is smaller). So the search runs over the levels from
//! the deepest (`p = dim - 1`) outward, keeping a set `U` of read instances that still lack a
//! source:
//!
//! 1. at level `p`, build the candidates `C_{i,p}` restricted to `t ∈ U`; skip the level if
//!    there are none;
//! 2. for each candidate statement, its lexmax `M_i` in the statement's own order (the
//!    iteration vector order when all its loops count up, else the time order `θ`): a
//!    function of `t`; with several candidates, `M_i` is kept only where no other maximum runs
//!    later: `L_i = M_i` restricted to `dom M_i \ ∪_j { t : θ_i(M_i(t)) ≺ θ_j(M_j(t)) }`
//!    (comparing functions is cheap; the lexmax of the union of all candidates, the direct
//!    formula, made the whole value-based pass 1.5x slower on a generated program with four
//!    candidate statements per level);
//! 3. the `L_i` (reversed, `S_i[s] -> T[t]`) are the flow dependences of level `p`; the read
//!    instances in their domains are covered: `U := U \ ∪ dom L_i`.
//!
//! The read instances left in `U` after level 0 have no source in the region: they read a
//! value from before it (**live-in**). Dually, a write instance whose cell no later write
//! overwrites leaves the last value of that cell (**live-out**): `Dom_S \ dom(WAW from W)`.
//!
//! Each level problem is small: the subscript equalities `W_i(s) = R(t)` and the `p` time
//! equalities of `≺_p` fix most source dimensions as functions of `t`, so the lexmax has few
//! free dimensions, and deeper levels, whose sources are closest to the read, are solved
//! first and shrink `U` for the rest.

use crate::memory::{assemble, Dependence, DependenceKind};
use crate::order::Prepared;
use crate::Result;
use hedra_ir::{AccessKind, Scop};
use hedra_presburger::{Map, MultiAff, Set, Space, Tuple};
use std::collections::BTreeMap;

/// A read or a write access restricted to the instances that are live-in or live-out.
#[derive(Clone, Debug)]
pub struct LiveAccess {
    /// The statement (index into `Scop::statements`).
    pub statement: usize,
    /// The reference id of the access.
    pub reference: usize,
    /// The array.
    pub array: String,
    /// The instances, `S[s]`.
    pub instances: Set,
    /// The access restricted to those instances, `S[s] -> A[a]`.
    pub access: Map,
}

/// The value-based view of a Scop.
#[derive(Clone, Debug)]
pub struct Dataflow {
    /// Last write to read, one entry per (write access, read access) pair, split by level
    /// like memory-based dependences; all of kind [`DependenceKind::Raw`].
    pub flow: Vec<Dependence>,
    /// Per read access, the instances that read a value from before the region (empty ones
    /// left out).
    pub live_in: Vec<LiveAccess>,
    /// Per write access, the instances whose value no later write in the region overwrites
    /// (empty ones left out). Arrays declared inside the region (`Array::local`) are included;
    /// their values die at the end of the region.
    pub live_out: Vec<LiveAccess>,
}

/// True when `θ_S` maps `S[i_1..i_d]` to `[β_0, i_1, β_1, ..., i_d, β_d, 0...]` with every
/// loop counting up, so that time order on `S` is the lexicographic order of iteration
/// vectors.
fn increasing(schedule: &Map) -> bool {
    let Ok(f) = MultiAff::from_map(schedule) else {
        return false;
    };
    let sp = f.space();
    let (np, ni) = (sp.n_param(), sp.n_in());
    f.exprs().iter().enumerate().all(|(row, e)| {
        let loop_k = (row % 2 == 1).then(|| (row - 1) / 2).filter(|&k| k < ni);
        (1..1 + np + ni).all(|c| {
            let want = match loop_k {
                Some(k) if c == 1 + np + k => 1,
                _ => 0,
            };
            e[c] == want
        }) && (loop_k.is_none() || e[0].is_zero())
    })
}

/// A candidate write of one level: which write, and `T[t] -> S[s]`.
struct Candidate {
    write: usize,
    relation: Map,
}

/// The value-based dependences, live-in reads and live-out writes of `scop` (flow
/// dependences through a reduction's cell are marked, as in [`crate::memory_based`]).
pub fn value_based(scop: &Scop) -> Result<Dataflow> {
    let prep = Prepared::new(scop)?;
    let memory = crate::memory::memory_based_prepared(scop, &prep)?;
    let mut df = value_based_prepared(scop, &prep, &memory)?;
    crate::memory::mark_reductions(&mut df.flow, &crate::reduction::reductions(scop)?);
    Ok(df)
}

/// [`value_based`] on prepared data and the memory-based dependences of the same Scop: the
/// candidates `C_{i,p}` are exactly the level pieces of the RAW dependences (reversed), and
/// the WAW dependences give the live-out writes.
pub(crate) fn value_based_prepared(
    scop: &Scop,
    prep: &Prepared,
    memory: &[Dependence],
) -> Result<Dataflow> {
    let search = Search::new(scop, prep, memory)?;
    let mut flow = Vec::new();
    let mut live_in = Vec::new();
    for (ti, t) in scop.statements.iter().enumerate() {
        for (ri, r) in t.accesses.iter().enumerate() {
            if r.kind == AccessKind::Read {
                search.read(ti, ri, &mut flow, &mut live_in)?;
            }
        }
    }
    flow.sort_by_key(|d| (d.source, d.target, d.source_ref, d.target_ref));
    let live_out = live_out(scop, prep, memory)?;
    Ok(Dataflow {
        flow,
        live_in,
        live_out,
    })
}

/// Per candidate write (an index into [`Search::writes`]), its RAW pieces by level, reversed
/// to `T[t] -> S[s]` (`None` at levels without a piece).
type ByLevel = Vec<(usize, Vec<Option<Map>>)>;

/// The source search of every read of one Scop, with what it needs per statement and per
/// write computed once.
struct Search<'a> {
    scop: &'a Scop,
    prep: &'a Prepared,
    memory: &'a [Dependence],
    /// Per statement: whether time order on it is the order of its iteration vectors
    /// ([`increasing`]), so that its lexmax needs no detour through time.
    increasing: Vec<bool>,
    /// Per statement: the inverse of its schedule, time to instance.
    inverse: Vec<Map>,
    /// Every write access: (statement, access index).
    writes: Vec<(usize, usize)>,
}

impl<'a> Search<'a> {
    fn new(scop: &'a Scop, prep: &'a Prepared, memory: &'a [Dependence]) -> Result<Search<'a>> {
        let inverse: Vec<Map> = prep
            .schedules
            .iter()
            .map(|m| m.reverse())
            .collect::<std::result::Result<_, _>>()?;
        let writes: Vec<(usize, usize)> = (0..scop.statements.len())
            .flat_map(|s| {
                scop.statements[s]
                    .accesses
                    .iter()
                    .enumerate()
                    .filter(|(_, a)| a.kind == AccessKind::Write)
                    .map(move |(k, _)| (s, k))
            })
            .collect();
        Ok(Search {
            scop,
            prep,
            memory,
            increasing: prep.schedules.iter().map(increasing).collect(),
            inverse,
            writes,
        })
    }

    /// The index in [`Search::writes`] of the write access `reference` of statement `s`.
    fn write_index(&self, s: usize, reference: usize) -> Option<usize> {
        let scop = self.scop;
        self.writes
            .iter()
            .position(|&(ws, wa)| ws == s && scop.statements[s].accesses[wa].reference == reference)
    }

    /// The sources of read access `ri` of statement `ti`: appends its flow dependences (one
    /// per write that is the last one for some instance) to `flow` and its live-in instances,
    /// if any, to `live_in`.
    fn read(
        &self,
        ti: usize,
        ri: usize,
        flow: &mut Vec<Dependence>,
        live_in: &mut Vec<LiveAccess>,
    ) -> Result<()> {
        let r = &self.scop.statements[ti].accesses[ri];
        let sources = self.candidates(ti, r.reference)?;
        let mut remaining = self.prep.domains[ti].clone();
        let pieces = self.levels(&sources, &mut remaining)?;
        for (wi, mut ps) in pieces {
            ps.sort_by_key(|(level, _)| *level);
            let (si, ai) = self.writes[wi];
            let w = &self.scop.statements[si].accesses[ai];
            if let Some(d) = assemble(
                self.scop,
                self.prep,
                DependenceKind::Raw,
                (si, w.reference),
                (ti, r.reference),
                &r.array,
                ps,
            )? {
                flow.push(d);
            }
        }
        if !remaining.is_empty() {
            let read = &self.prep.accesses[ti][ri];
            live_in.push(LiveAccess {
                statement: ti,
                reference: r.reference,
                array: r.array.clone(),
                access: read.intersect_domain(&remaining)?.coalesce_and_reduce(),
                instances: remaining,
            });
        }
        Ok(())
    }

    /// The candidates `C_{i,p}` of the read `reference` of statement `ti`: the RAW
    /// dependences into it, by write and level.
    fn candidates(&self, ti: usize, reference: usize) -> Result<ByLevel> {
        let dim = self.prep.orders.len();
        let mut sources = Vec::new();
        for d in self.memory.iter().filter(|d| {
            d.kind == DependenceKind::Raw && d.target == ti && d.target_ref == reference
        }) {
            let Some(wi) = self.write_index(d.source, d.source_ref) else {
                continue;
            };
            let mut by_level = vec![None; dim];
            for p in &d.pieces {
                if let Some(slot) = by_level.get_mut(p.level) {
                    *slot = Some(p.relation.reverse()?);
                }
            }
            sources.push((wi, by_level));
        }
        Ok(sources)
    }

    /// Steps 1 to 3 of the module documentation, deepest level first: the last writes of
    /// each level, as `S[s] -> T[t]` pieces keyed by write and tagged with their level.
    /// `remaining` (the read instances without a source yet) shrinks by each level's cover.
    fn levels(
        &self,
        sources: &ByLevel,
        remaining: &mut Set,
    ) -> Result<BTreeMap<usize, Vec<(usize, Map)>>> {
        let mut pieces: BTreeMap<usize, Vec<(usize, Map)>> = BTreeMap::new();
        for level in (0..self.prep.orders.len()).rev() {
            if remaining.is_empty() {
                break;
            }
            let cands = level_candidates(sources, level, remaining)?;
            if cands.is_empty() {
                continue;
            }
            let last = last_writes(
                &cands,
                &self.writes,
                &self.increasing,
                self.prep,
                &self.inverse,
            )?;
            let mut covered: Option<Set> = None;
            for (wi, l) in last {
                if l.is_empty() {
                    continue;
                }
                let d = l.domain()?;
                covered = Some(match covered {
                    None => d,
                    Some(c) => c.union(&d)?,
                });
                pieces
                    .entry(wi)
                    .or_default()
                    .push((level, l.reverse()?.coalesce_and_reduce()));
            }
            if let Some(c) = covered {
                *remaining = remaining.subtract(&c)?.coalesce_and_reduce();
            }
        }
        Ok(pieces)
    }
}

/// Step 1 of the module documentation: the non-empty candidates of `level`, restricted to
/// the read instances still without a source.
fn level_candidates(sources: &ByLevel, level: usize, remaining: &Set) -> Result<Vec<Candidate>> {
    let mut cands = Vec::new();
    for (wi, by_level) in sources {
        let Some(c) = &by_level[level] else { continue };
        let c = c.intersect_domain(remaining)?;
        if !c.is_empty() {
            cands.push(Candidate {
                write: *wi,
                relation: c,
            });
        }
    }
    Ok(cands)
}

/// Step 2 of the module documentation: the last candidate per read instance, as
/// `(write index, T[t] -> S[s])`.
fn last_writes(
    cands: &[Candidate],
    writes: &[(usize, usize)],
    increasing: &[bool],
    prep: &Prepared,
    inverse: &[Map],
) -> Result<Vec<(usize, Map)>> {
    // The last instance of each candidate statement on its own.
    let mut last = Vec::with_capacity(cands.len());
    for c in cands {
        let si = writes[c.write].0;
        let l = if increasing[si] {
            c.relation.lexmax()?
        } else {
            c.relation
                .apply_range(&prep.schedules[si])?
                .lexmax()?
                .apply_range(&inverse[si])?
        };
        last.push((c.write, l));
    }
    if last.len() < 2 {
        return Ok(last);
    }
    // Several statements: each maximum is a function of the read instance; keep it where no
    // other candidate's maximum runs later. (Different statements never share a time
    // vector, so exactly one survives per read instance.)
    let times: Vec<Map> = last
        .iter()
        .map(|(w, l)| l.apply_range(&prep.schedules[writes[*w].0]))
        .collect::<std::result::Result<_, _>>()?;
    let time_space = Space::set(
        prep.schedules[0].space().params.clone(),
        Tuple::anonymous(prep.orders.len()),
    );
    // { y -> x : y >_lex x }: composed after a candidate's times, the earlier times.
    let earlier = Map::lex_gt(&time_space)?;
    let mut out = Vec::with_capacity(last.len());
    for (i, (w, l)) in last.iter().enumerate() {
        let mut beaten: Option<Set> = None;
        for (j, tj) in times.iter().enumerate() {
            if i == j {
                continue;
            }
            let d = times[i].intersect(&tj.apply_range(&earlier)?)?;
            if d.is_empty() {
                continue;
            }
            let d = d.domain()?;
            beaten = Some(match beaten {
                None => d,
                Some(b) => b.union(&d)?,
            });
        }
        let kept = match beaten {
            None => l.clone(),
            Some(b) => l.intersect_domain(&l.domain()?.subtract(&b)?)?,
        };
        out.push((*w, kept));
    }
    Ok(out)
}

/// The live-out writes: per write access `W` of `S`, `Dom_S \ dom(WAW from W)`.
fn live_out(scop: &Scop, prep: &Prepared, memory: &[Dependence]) -> Result<Vec<LiveAccess>> {
    let waw: Vec<&Dependence> = memory
        .iter()
        .filter(|d| d.kind == DependenceKind::Waw)
        .collect();
    let mut out = Vec::new();
    for (si, s) in scop.statements.iter().enumerate() {
        for (ai, a) in s.accesses.iter().enumerate() {
            if a.kind != AccessKind::Write {
                continue;
            }
            let mut live = prep.domains[si].clone();
            for d in waw
                .iter()
                .filter(|d| d.source == si && d.source_ref == a.reference)
            {
                live = live.subtract(&d.relation.domain()?)?;
            }
            let live = live.coalesce_and_reduce();
            if !live.is_empty() {
                out.push(LiveAccess {
                    statement: si,
                    reference: a.reference,
                    array: a.array.clone(),
                    access: prep.accesses[si][ai]
                        .intersect_domain(&live)?
                        .coalesce_and_reduce(),
                    instances: live,
                });
            }
        }
    }
    Ok(out)
}
