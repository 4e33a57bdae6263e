//! `BasicMap`: one conjunction of affine constraints, possibly with existential variables.
//!
//! A basic map in space `[N] -> { S[i] -> A[j] }` is stored as rows over the columns
//!
//! ```text
//!   [ 1 | params | in dims | out dims | divs ]
//! ```
//!
//! with equalities `row . col = 0` and inequalities `row . col >= 0`. Sets use no input columns.
//!
//! The *divs* are existentially quantified integer variables. A div may carry a definition
//! `d = floor(num / den)` (with `num` an affine form over the other columns and `den > 0`); such a
//! div is a function of the point, so the constraint `den*d <= num <= den*d + den - 1` is implied
//! and not stored with the other rows. A div without definition is a plain existential: the point
//! belongs to the set if *some* integer value satisfies the rows.
//!
//! The distinction matters for complement and subtraction: `not (exists e: C(x, e))` cannot be
//! written as a union of conjunctions in general, but when every div is a function of `x`, the
//! negation distributes over the rows (`not(C1 and C2) = not C1 or (C1 and not C2)`) with the
//! divs kept as they are. [`BasicMap::compute_divs`] rewrites any basic map into a union of basic
//! maps whose divs are all defined, by eliminating existentials exactly in the manner of the Omega
//! test: unit equalities are substituted, an existential in an equality with a non-unit
//! coefficient becomes a *stride* (`i = 3e` defines `e = floor(i/3)`), one-sided existentials are
//! dropped, and the rest is Fourier-Motzkin (exact case) or dark shadow plus splinters.

use crate::error::{Error, Result};
use crate::int::Int;
use crate::omega::{combine, normalize_system, reduce_to_unit, substitute_unit, Problem, Row};
use crate::redundant::Steps;
use crate::simplex::LexMin;
use crate::space::{DimType, Space};
use crate::tableau::Tableau;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

/// Gomory cuts an emptiness test may spend before it hands the problem to the Omega test.
const EMPTINESS_CUTS: usize = 64;

/// Definition of a div: `floor(num / den)`, with `num` over all columns of its basic map.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Div {
    /// Numerator: a row over `[1 | params | in | out | divs]`.
    pub num: Row,
    /// Denominator, always positive.
    pub den: Int,
}

/// A conjunction of constraints over a space, with existentially quantified divs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BasicMap {
    pub(crate) space: Arc<Space>,
    pub(crate) divs: Vec<Option<Div>>,
    pub(crate) eqs: Vec<Row>,
    pub(crate) ineqs: Vec<Row>,
    /// A remembered emptiness answer (see [`SampleCache`]).
    pub(crate) cache: SampleCache,
}

/// What an earlier emptiness test learned about a basic map: an integer point (over all
/// columns, divs included) or the exact constraints that were found empty. Both are checked
/// before use (the point must satisfy the current constraints; the empty system must equal
/// the current one), so a stale entry after a mutation is harmless. isl keeps a sample point
/// in every basic set for the same reason: repeated emptiness questions are common.
///
/// A copy starts with the original's entry and also shares a write-once slot with it: the
/// first answer that any of the copies computes after the copy is made is seen by all of them
/// (isl gets the same effect from reference counting). Since every use re-checks the entry,
/// a copy that was changed since cannot be misled by it.
///
/// The cache also remembers the fingerprint of a system that redundancy removal left
/// unchanged (a fixpoint, like isl's "no redundant constraints, no implicit equalities" flags),
/// so that asking again about the same constraints costs one hash.
#[derive(Default)]
pub(crate) struct SampleCache {
    own: std::sync::Mutex<Option<Arc<Cached>>>,
    /// Fingerprint of a system known to be reduced (0: none).
    reduced: AtomicU64,
    shared: OnceLock<Arc<Shared>>,
}

/// The write-once slots shared by the copies of a basic map.
#[derive(Default)]
struct Shared {
    answer: OnceLock<Arc<Cached>>,
    reduced: OnceLock<u64>,
}

/// The equalities, inequalities and divs of a system found empty.
type EmptySystem = (Vec<Row>, Vec<Row>, Vec<Option<Div>>);

enum Cached {
    Point(Vec<Int>),
    Empty(Box<EmptySystem>),
}

impl SampleCache {
    /// Runs `f` on the entries (this copy's first, then the shared one) until one answers.
    fn with<T>(&self, f: impl Fn(&Cached) -> Option<T>) -> Option<T> {
        let shared = self.shared.get().and_then(|s| s.answer.get());
        {
            let own = self.own.lock().ok()?;
            if let Some(o) = own.as_ref() {
                if let Some(v) = f(o) {
                    return Some(v);
                }
                if shared.is_some_and(|s| Arc::ptr_eq(o, s)) {
                    return None;
                }
            }
        }
        shared.and_then(|s| f(s))
    }
    fn set(&self, c: Cached) {
        let c = Arc::new(c);
        if let Some(slot) = self.shared.get() {
            let _ = slot.answer.set(c.clone());
        }
        if let Ok(mut g) = self.own.lock() {
            *g = Some(c);
        }
    }
    /// Is `fingerprint` that of a system known to be reduced?
    fn is_reduced(&self, fingerprint: u64) -> bool {
        self.reduced.load(Ordering::Relaxed) == fingerprint
            || self
                .shared
                .get()
                .and_then(|s| s.reduced.get())
                .is_some_and(|&f| f == fingerprint)
    }
    fn set_reduced(&self, fingerprint: u64) {
        self.reduced.store(fingerprint, Ordering::Relaxed);
        if let Some(slot) = self.shared.get() {
            let _ = slot.reduced.set(fingerprint);
        }
    }
}

impl Clone for SampleCache {
    /// Copies this copy's entries and shares the slots (entries are immutable once stored).
    fn clone(&self) -> Self {
        let slot = self.shared.get_or_init(Default::default).clone();
        SampleCache {
            own: std::sync::Mutex::new(self.own.lock().ok().and_then(|g| g.clone())),
            reduced: AtomicU64::new(self.reduced.load(Ordering::Relaxed)),
            shared: OnceLock::from(slot),
        }
    }
}

impl PartialEq for SampleCache {
    /// The cache is not part of the value.
    fn eq(&self, _: &SampleCache) -> bool {
        true
    }
}
impl Eq for SampleCache {}

impl std::fmt::Debug for SampleCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SampleCache")
    }
}

/// A set is a map in a set space.
pub type BasicSet = BasicMap;

impl BasicMap {
    /// All points of the space.
    pub fn universe(space: impl Into<Arc<Space>>) -> BasicMap {
        BasicMap {
            space: space.into(),
            divs: Vec::new(),
            eqs: Vec::new(),
            ineqs: Vec::new(),
            cache: SampleCache::default(),
        }
    }

    /// No point at all (marked by the constraint `-1 >= 0`).
    pub fn empty(space: Space) -> BasicMap {
        let mut b = BasicMap::universe(space);
        let mut row = b.zero_row();
        row[0] = Int::from(-1);
        b.ineqs.push(row);
        b
    }

    /// The space.
    pub fn space(&self) -> &Space {
        &self.space
    }

    /// Number of divs (existential variables).
    pub fn n_div(&self) -> usize {
        self.divs.len()
    }

    /// The divs with their optional definitions.
    pub fn divs(&self) -> &[Option<Div>] {
        &self.divs
    }

    /// The equality rows.
    pub fn equalities(&self) -> &[Row] {
        &self.eqs
    }

    /// The inequality rows.
    pub fn inequalities(&self) -> &[Row] {
        &self.ineqs
    }

    /// Number of columns of a row: constant, dimensions and divs.
    pub fn n_col(&self) -> usize {
        1 + self.space.n_dim_total() + self.divs.len()
    }

    /// Column of the first div.
    pub fn div_offset(&self) -> usize {
        1 + self.space.n_dim_total()
    }

    /// A row of zeros.
    pub fn zero_row(&self) -> Row {
        vec![Int::ZERO; self.n_col()]
    }

    fn check_row(&self, row: &Row) -> Result<()> {
        if row.len() != self.n_col() {
            return Err(Error::InvalidDim(format!(
                "constraint has {} columns, expected {}",
                row.len(),
                self.n_col()
            )));
        }
        Ok(())
    }

    /// Removes and returns inequality `k` (`None` when out of range).
    pub fn drop_inequality(&mut self, k: usize) -> Option<Row> {
        (k < self.ineqs.len()).then(|| self.ineqs.remove(k))
    }

    /// Adds the equality `row = 0`.
    pub fn add_eq(&mut self, row: Row) -> Result<()> {
        self.check_row(&row)?;
        self.eqs.push(row);
        Ok(())
    }

    /// Adds the inequality `row >= 0`.
    pub fn add_ineq(&mut self, row: Row) -> Result<()> {
        self.check_row(&row)?;
        self.ineqs.push(row);
        Ok(())
    }

    /// Appends a div (with optional definition over the current columns plus the new one) and
    /// returns its column. Every existing row gets a zero coefficient for it.
    pub fn add_div(&mut self, def: Option<Div>) -> Result<usize> {
        for r in self
            .eqs
            .iter_mut()
            .chain(self.ineqs.iter_mut())
            .chain(self.divs.iter_mut().flatten().map(|d| &mut d.num))
        {
            r.push(Int::ZERO);
        }
        let col = self.n_col();
        if let Some(d) = &def {
            if d.num.len() != col + 1 && d.num.len() != col {
                return Err(Error::InvalidDim("div definition has wrong length".into()));
            }
            if !d.den.is_positive() {
                return Err(Error::InvalidDim("div denominator must be positive".into()));
            }
        }
        let def = def.map(|mut d| {
            d.num.resize(col + 1, Int::ZERO);
            d
        });
        self.divs.push(def);
        Ok(col)
    }

    /// Rebuilds this basic map in `new_space` with `n_div` divs, sending old column `c` to
    /// `col_map[c]` (column 0 must map to 0). Old divs keep their definitions at their new
    /// columns; new divs that receive no old div are plain existentials.
    pub(crate) fn remap(
        &self,
        new_space: impl Into<Arc<Space>>,
        n_div: usize,
        col_map: &[usize],
    ) -> BasicMap {
        let new_space: Arc<Space> = new_space.into();
        debug_assert_eq!(col_map.len(), self.n_col());
        let n_col = 1 + new_space.n_dim_total() + n_div;
        if n_col == self.n_col() && col_map.iter().enumerate().all(|(c, &t)| c == t) {
            // The same columns (projecting the last dimensions of a map without divs): the
            // rows are copied as they are.
            // Old divs keep their columns, which are now after the new existentials.
            let mut divs = vec![None; n_div - self.divs.len()];
            divs.extend(self.divs.iter().cloned());
            return BasicMap {
                space: new_space,
                divs,
                eqs: self.eqs.clone(),
                ineqs: self.ineqs.clone(),
                cache: SampleCache::default(),
            };
        }
        let div_off = 1 + new_space.n_dim_total();
        let map_row = |r: &Row| -> Row {
            let mut out = vec![Int::ZERO; n_col];
            for (c, v) in r.iter().enumerate() {
                if !v.is_zero() {
                    out[col_map[c]] += v;
                }
            }
            out
        };
        let mut divs: Vec<Option<Div>> = vec![None; n_div];
        let old_off = self.div_offset();
        for (k, d) in self.divs.iter().enumerate() {
            let t = col_map[old_off + k];
            debug_assert!(t >= div_off, "a div must stay a div");
            divs[t - div_off] = d.as_ref().map(|d| Div {
                num: map_row(&d.num),
                den: d.den.clone(),
            });
        }
        BasicMap {
            space: new_space,
            divs,
            eqs: self.eqs.iter().map(map_row).collect(),
            ineqs: self.ineqs.iter().map(map_row).collect(),
            cache: SampleCache::default(),
        }
    }

    /// Intersection with a basic map of the same space.
    pub fn intersect(&self, other: &BasicMap) -> Result<BasicMap> {
        self.space.check_compatible(&other.space, "intersect")?;
        Ok(self.intersect_unchecked(other))
    }

    /// The conjunction of both constraint systems in one column layout: `self`'s columns,
    /// then `other`'s divs. Rows are copied once into their final width.
    pub(crate) fn intersect_unchecked(&self, other: &BasicMap) -> BasicMap {
        self.intersect_parts(&other.divs, &other.eqs, &other.ineqs, 0)
    }

    /// [`BasicMap::intersect_unchecked`] with the other operand given by its divs and rows
    /// (over this map's dimensions, then those divs), and room for `spare` more inequalities.
    pub(crate) fn intersect_parts(
        &self,
        other_divs: &[Option<Div>],
        other_eqs: &[Row],
        other_ineqs: &[Row],
        spare: usize,
    ) -> BasicMap {
        let off = self.div_offset();
        let na = self.divs.len();
        let n_col = off + na + other_divs.len();
        let widen_self = |r: &Row| -> Row {
            let mut o = Vec::with_capacity(n_col);
            o.extend_from_slice(r);
            o.resize(n_col, Int::ZERO);
            o
        };
        let widen_other = |r: &Row| -> Row {
            let mut o = Vec::with_capacity(n_col);
            o.extend_from_slice(&r[..off]);
            o.resize(off + na, Int::ZERO);
            o.extend_from_slice(&r[off..]);
            o
        };
        let div = |d: &Option<Div>, widen: &dyn Fn(&Row) -> Row| {
            d.as_ref().map(|d| Div {
                num: widen(&d.num),
                den: d.den.clone(),
            })
        };
        let mut eqs = Vec::with_capacity(self.eqs.len() + other_eqs.len());
        eqs.extend(self.eqs.iter().map(widen_self));
        eqs.extend(other_eqs.iter().map(widen_other));
        let mut ineqs = Vec::with_capacity(self.ineqs.len() + other_ineqs.len() + spare);
        ineqs.extend(self.ineqs.iter().map(widen_self));
        ineqs.extend(other_ineqs.iter().map(widen_other));
        BasicMap {
            space: self.space.clone(),
            divs: self
                .divs
                .iter()
                .map(|d| div(d, &widen_self))
                .chain(other_divs.iter().map(|d| div(d, &widen_other)))
                .collect(),
            eqs,
            ineqs,
            cache: SampleCache::default(),
        }
    }

    /// A copy with one more inequality (allocated once at its final size).
    pub(crate) fn with_ineq(&self, row: Row) -> BasicMap {
        let mut ineqs = Vec::with_capacity(self.ineqs.len() + 1);
        ineqs.extend(self.ineqs.iter().cloned());
        ineqs.push(row);
        BasicMap {
            space: self.space.clone(),
            divs: self.divs.clone(),
            eqs: self.eqs.clone(),
            ineqs,
            cache: SampleCache::default(),
        }
    }

    /// The constraint system over all columns (dimensions and divs), with the implied
    /// constraints of defined divs made explicit.
    pub(crate) fn to_problem(&self) -> Problem {
        let mut p = Problem::new(self.n_col() - 1);
        p.eqs = self.eqs.clone();
        p.ineqs = self.ineqs.clone();
        let off = self.div_offset();
        for (k, d) in self.divs.iter().enumerate() {
            if let Some(d) = d {
                p.ineqs.extend(div_bounds(d, off + k));
            }
        }
        p
    }

    /// Exact integer emptiness: the dense simplex with Gomory cuts ([`crate::simplex`]) first,
    /// the Omega test when the cuts do not settle it quickly.
    pub fn is_empty(&self) -> bool {
        let known = self.cache.with(|c| match c {
            Cached::Point(p) => self.satisfied_by(p).then_some(false),
            Cached::Empty(e) => {
                (e.0 == self.eqs && e.1 == self.ineqs && e.2 == self.divs).then_some(true)
            }
        });
        if let Some(k) = known {
            return k;
        }
        if self.is_obviously_empty() {
            return true;
        }
        // One unit per test and its tableau (the budget's memory guard); out of budget: not
        // proved empty, and no work started.
        let size = (self.eqs.len() + self.ineqs.len()) * self.n_col() / 64;
        if crate::budget::out_of(1 + size as u64) {
            return false;
        }
        let mut t = Tableau::plain(self);
        let s = &mut t.simplex;
        match s.integer_lexmin(s.n_var(), EMPTINESS_CUTS) {
            Ok(LexMin::Empty) => {
                self.remember_empty();
                true
            }
            Ok(LexMin::Point(p)) => {
                self.remember_point(t.full_point(&p));
                false
            }
            Ok(LexMin::Unbounded) => {
                // Some unknown has no lower bound: try a concrete large value for `M`.
                let l = s.var_denominator_lcm();
                let big = &l * &Int::from(1 << 20);
                if let Some(p) = s.concrete_point(&big) {
                    self.remember_point(t.full_point(&p));
                }
                false
            }
            // Out of budget: not proved empty (and no fallback started).
            Err(_) if crate::budget::exceeded() => false,
            Err(_) => match self.to_problem().solve() {
                Some(p) => {
                    self.remember_point(p);
                    false
                }
                None if crate::budget::exceeded() => false,
                None => {
                    self.remember_empty();
                    true
                }
            },
        }
    }

    fn remember_empty(&self) {
        self.cache.set(Cached::Empty(Box::new((
            self.eqs.clone(),
            self.ineqs.clone(),
            self.divs.clone(),
        ))));
    }

    /// Remembers `p` (values of all columns after the constant) if it is a point of the set.
    fn remember_point(&self, p: Vec<Int>) {
        if self.satisfied_by(&p) {
            self.cache.set(Cached::Point(p));
        }
    }

    /// The remembered sample point (all columns after the constant) if it lies in this
    /// basic map.
    pub(crate) fn known_point(&self) -> Option<Vec<Int>> {
        self.cache.with(|c| match c {
            Cached::Point(p) if self.satisfied_by(p) => Some(p.clone()),
            _ => None,
        })
    }

    /// The values of the parameters and tuple dimensions of the remembered sample point, if
    /// there is one.
    pub(crate) fn known_point_dims(&self) -> Option<Vec<Int>> {
        let n = self.space.n_dim_total();
        self.cache.with(|c| match c {
            Cached::Point(p) if p.len() >= n => Some(p[..n].to_vec()),
            _ => None,
        })
    }

    /// Extends values of the parameters and tuple dimensions to all columns by evaluating
    /// the div definitions (`None` when some div is a plain existential).
    pub(crate) fn complete_point(&self, dims: &[Int]) -> Option<Vec<Int>> {
        let n = self.space.n_dim_total();
        if dims.len() != n || !self.has_all_divs_defined() {
            return None;
        }
        let off = self.div_offset();
        let mut p: Vec<Int> = dims.to_vec();
        p.resize(self.n_col() - 1, Int::ZERO);
        let mut known = vec![false; self.divs.len()];
        // Definitions may refer to other divs: evaluate in dependency order.
        for _ in 0..self.divs.len() {
            let mut progress = false;
            for (k, d) in self.divs.iter().enumerate() {
                let d = d.as_ref()?;
                if known[k] {
                    continue;
                }
                let ready = (0..self.divs.len()).all(|j| known[j] || d.num[off + j].is_zero());
                if !ready {
                    continue;
                }
                p[off - 1 + k] = eval_at(&d.num, &p).floor_div(&d.den);
                known[k] = true;
                progress = true;
            }
            if !progress {
                break;
            }
        }
        known.iter().all(|&k| k).then_some(p)
    }

    /// Remembers the point with the given parameter and dimension values when it lies in
    /// this basic map (divs evaluated from their definitions). Returns whether it does.
    pub(crate) fn adopt_point(&self, dims: &[Int]) -> bool {
        match self.complete_point(dims) {
            Some(p) if self.satisfied_by(&p) => {
                self.cache.set(Cached::Point(p));
                true
            }
            _ => false,
        }
    }

    /// True when `p` (values of every column after the constant, divs included) satisfies
    /// every constraint and every div definition.
    pub(crate) fn satisfied_by(&self, p: &[Int]) -> bool {
        if p.len() + 1 != self.n_col() {
            return false;
        }
        if self.eqs.iter().any(|r| sign_at(r, p) != 0) {
            return false;
        }
        if self.ineqs.iter().any(|r| sign_at(r, p) < 0) {
            return false;
        }
        let off = self.div_offset();
        self.divs.iter().enumerate().all(|(k, d)| match d {
            Some(d) => {
                let value = &p[off + k - 1];
                // Machine words first: floor(num / den) with den > 0.
                if let (Some(n), Some(den), Some(v)) =
                    (eval_fast(&d.num, p), d.den.to_i64(), value.to_i64())
                {
                    return n.div_euclid(den as i128) == v as i128;
                }
                eval_at(&d.num, p).floor_div(&d.den) == *value
            }
            None => true,
        })
    }

    /// An integer point: values of the parameters and tuple dimensions, or `None` when empty.
    ///
    /// The dense simplex answers first ([`BasicMap::is_empty`] keeps the point it finds);
    /// the Omega test only where the simplex gave up or found an unbounded direction
    /// without a concrete point.
    pub fn sample(&self) -> Option<Vec<Int>> {
        let n = self.space.n_dim_total();
        if self.is_empty() {
            return None;
        }
        if let Some(p) = self.known_point() {
            return Some(p[..n].to_vec());
        }
        let sol = self.to_problem().solve()?;
        Some(sol[..n].to_vec())
    }

    /// True when the point (parameters then dimensions) satisfies the constraints for some
    /// values of the divs.
    pub fn contains_point(&self, point: &[Int]) -> Result<bool> {
        if point.len() != self.space.n_dim_total() {
            return Err(Error::InvalidDim(format!(
                "point has {} coordinates, expected {}",
                point.len(),
                self.space.n_dim_total()
            )));
        }
        let mut fixed = self.clone();
        for (k, v) in point.iter().enumerate() {
            let mut row = fixed.zero_row();
            row[1 + k] = Int::ONE;
            row[0] = -v;
            fixed.eqs.push(row);
        }
        Ok(!fixed.is_empty())
    }

    /// Marks a contradiction found during simplification.
    fn set_empty(&mut self) {
        let mut row = self.zero_row();
        row[0] = Int::from(-1);
        self.eqs.clear();
        self.ineqs = vec![row];
    }

    /// True when the constraints are syntactically contradictory (after `simplify`).
    pub fn is_obviously_empty(&self) -> bool {
        self.ineqs
            .iter()
            .any(|r| r[0].is_negative() && r[1..].iter().all(|c| c.is_zero()))
    }

    /// Columns referenced by some div definition.
    fn referenced_by_defs(&self) -> Vec<bool> {
        let mut used = vec![false; self.n_col()];
        for d in self.divs.iter().flatten() {
            for (c, v) in d.num.iter().enumerate() {
                if !v.is_zero() {
                    used[c] = true;
                }
            }
        }
        used
    }

    /// Cheap exact simplification: normalizes rows, removes duplicates, turns opposite
    /// inequalities into equalities, and eliminates existentials where this is exact and does
    /// not grow the system (unit equalities, one-sided bounds, single-pair Fourier-Motzkin with
    /// a unit coefficient), defines strides, and drops unused divs.
    pub fn simplify(&mut self) {
        if !normalize_system(&mut self.eqs, &mut self.ineqs) {
            self.set_empty();
            return;
        }
        if self.divs.is_empty() {
            return;
        }
        let off = self.div_offset();
        loop {
            let mut changed = false;
            let used_by_defs = self.referenced_by_defs();
            for k in 0..self.divs.len() {
                let c = off + k;
                if self.divs[k].is_some() || used_by_defs[c] {
                    continue;
                }
                if self.eliminate_existential_cheaply(c) {
                    changed = true;
                }
            }
            if !changed {
                break;
            }
            if !normalize_system(&mut self.eqs, &mut self.ineqs) {
                self.set_empty();
                return;
            }
        }
        self.merge_identical_divs();
        self.drop_unused_divs();
    }

    /// Two defined divs with the same definition always have the same value: move every use
    /// of the later one onto the earlier one (it then becomes unused and is dropped).
    /// Subtraction and intersection create such twins whenever both operands carry the same
    /// floor expression.
    fn merge_identical_divs(&mut self) {
        let off = self.div_offset();
        for l in 0..self.divs.len() {
            let Some(dl) = &self.divs[l] else { continue };
            let Some(k) = (0..l).find(|&k| self.divs[k].as_ref() == Some(dl)) else {
                continue;
            };
            let (ck, cl) = (off + k, off + l);
            let rows = self
                .eqs
                .iter_mut()
                .chain(self.ineqs.iter_mut())
                .chain(self.divs.iter_mut().flatten().map(|d| &mut d.num));
            for r in rows {
                if !r[cl].is_zero() {
                    let v = std::mem::replace(&mut r[cl], Int::ZERO);
                    r[ck] += &v;
                }
            }
        }
    }

    /// Tries one exact, non-growing elimination of the existential in column `c`.
    fn eliminate_existential_cheaply(&mut self, c: usize) -> bool {
        // A unit equality: substitute.
        if let Some(idx) = self.eqs.iter().position(|r| r[c].abs().is_one()) {
            let eq = self.eqs.swap_remove(idx);
            for r in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
                substitute_unit(r, &eq, c);
            }
            return true;
        }
        let in_eqs: Vec<usize> = (0..self.eqs.len())
            .filter(|&i| !self.eqs[i][c].is_zero())
            .collect();
        if in_eqs.len() == 1 {
            // A stride: a*e + rest = 0 with rest free of undefined existentials defines e.
            let eq = &self.eqs[in_eqs[0]];
            let off = self.div_offset();
            let rest_has_existential = (off..self.n_col())
                .any(|j| j != c && !eq[j].is_zero() && self.divs[j - off].is_none());
            if !rest_has_existential {
                self.divs[c - off] = Some(stride_div(eq, c));
                return true;
            }
            return false;
        }
        if !in_eqs.is_empty() {
            return false;
        }
        if self.detect_div(c) {
            return true;
        }
        let n_lo = self.ineqs.iter().filter(|r| r[c].is_positive()).count();
        let n_up = self.ineqs.iter().filter(|r| r[c].is_negative()).count();
        if n_lo == 0 || n_up == 0 {
            if n_lo + n_up == 0 {
                return false;
            }
            self.ineqs.retain(|r| r[c].is_zero());
            return true;
        }
        // Fourier-Motzkin when exact and not growing.
        let exact = self
            .ineqs
            .iter()
            .all(|r| !r[c].is_positive() || r[c].is_one())
            || self
                .ineqs
                .iter()
                .all(|r| !r[c].is_negative() || r[c].is_minus_one());
        if exact && n_lo * n_up <= n_lo + n_up {
            fourier_motzkin(&mut self.ineqs, c, false);
            return true;
        }
        false
    }

    /// Div detection: an existential `e` (column `c`) bounded by `m e <= f` and
    /// `m e >= f - k` with `0 <= k < m`, where `f` involves no undefined existential, can only
    /// be `floor(f / m)` (the interval `[f - k, f]` holds at most one multiple of `m`). It then
    /// becomes a defined div; the two constraints stay (they still say the interval holds one).
    /// This turns tiling constraints `32a <= t <= 32a + 31` into `a = floor(t/32)` without any
    /// elimination.
    pub(crate) fn detect_div(&mut self, c: usize) -> bool {
        let off = self.div_offset();
        for u in self.ineqs.iter().filter(|r| r[c].is_negative()) {
            let m = -&u[c];
            if (off..u.len()).any(|j| j != c && !u[j].is_zero() && self.divs[j - off].is_none()) {
                continue;
            }
            for l in self.ineqs.iter().filter(|r| r[c] == m) {
                let opposite = (1..u.len()).all(|j| j == c || l[j] == -&u[j]);
                if !opposite {
                    continue;
                }
                let k = &u[0] + &l[0];
                if k.is_negative() || k >= m {
                    continue;
                }
                let mut num = u.clone();
                num[c] = Int::ZERO;
                self.divs[c - off] = Some(Div { num, den: m });
                return true;
            }
        }
        false
    }

    /// Removes divs that no row and no definition references. Dropping a defined div is exact
    /// (it always has a value); dropping an unreferenced existential is exact too.
    pub(crate) fn drop_unused_divs(&mut self) {
        let off = self.div_offset();
        loop {
            let used_by_defs = self.referenced_by_defs();
            let unused: Vec<usize> = (0..self.divs.len())
                .filter(|&k| {
                    let c = off + k;
                    !used_by_defs[c]
                        && self
                            .eqs
                            .iter()
                            .chain(self.ineqs.iter())
                            .all(|r| r[c].is_zero())
                })
                .collect();
            if unused.is_empty() {
                return;
            }
            self.remove_div_columns(&unused);
        }
    }

    /// Removes the given divs (indices into `divs`), whose columns must be zero everywhere.
    fn remove_div_columns(&mut self, which: &[usize]) {
        let off = self.div_offset();
        let keep: Vec<bool> = (0..self.n_col())
            .map(|c| c < off || !which.contains(&(c - off)))
            .collect();
        // In place: no row is reallocated.
        let strip = |r: &mut Row| {
            let mut k = 0;
            r.retain(|_| {
                k += 1;
                keep[k - 1]
            });
        };
        self.eqs.iter_mut().for_each(strip);
        self.ineqs.iter_mut().for_each(strip);
        let mut k = 0;
        self.divs.retain(|_| {
            k += 1;
            !which.contains(&(k - 1))
        });
        for d in self.divs.iter_mut().flatten() {
            strip(&mut d.num);
        }
    }

    /// Turns tuple dimensions `[first, first + n)` of type `ty` into existentials.
    pub fn project_out(&self, ty: DimType, first: usize, n: usize) -> Result<BasicMap> {
        let dim = self.space.dim(ty);
        if first + n > dim {
            return Err(Error::InvalidDim(format!(
                "project_out {first}+{n} of {dim} dimensions"
            )));
        }
        let mut space = Space::clone(&self.space);
        match ty {
            DimType::Param => {
                space.params.drain(first..first + n);
            }
            // As in isl, the tuple that loses dimensions becomes a new, anonymous one (even
            // for n = 0): `{ S[i, j] }` projects to `{ [i] }`.
            DimType::In => {
                space.in_tuple.dims.drain(first..first + n);
                space.in_tuple.name = None;
            }
            DimType::Out => {
                space.out_tuple.dims.drain(first..first + n);
                space.out_tuple.name = None;
            }
        }
        let start = self.space.offset(ty) + first;
        let new_div_off = 1 + space.n_dim_total();
        let map: Vec<usize> = (0..self.n_col())
            .map(|c| {
                if c < start {
                    c
                } else if c < start + n {
                    new_div_off + (c - start)
                } else if c < self.div_offset() {
                    c - n
                } else {
                    // Old divs follow the n new existentials: same column as before.
                    c
                }
            })
            .collect();
        let mut out = self.remap(space, self.divs.len() + n, &map);
        out.simplify();
        Ok(out)
    }

    /// Eliminates dimensions `[first, first + n)` of type `ty`: they stay in the space but lose
    /// every constraint (`{ [i, j] : 0 <= i <= j <= 5 }` eliminating `j` gives
    /// `{ [i, j] : 0 <= i <= 5 }`). The old values become existentials, so the result is exact.
    pub fn eliminate(&self, ty: DimType, first: usize, n: usize) -> Result<BasicMap> {
        let dim = self.space.dim(ty);
        if first + n > dim {
            return Err(Error::InvalidDim(format!(
                "eliminate {first}+{n} of {dim} dimensions"
            )));
        }
        let start = self.space.offset(ty) + first;
        let off = self.div_offset();
        // The eliminated columns move to n new existentials placed before the old divs.
        let map: Vec<usize> = (0..self.n_col())
            .map(|c| {
                if c >= start && c < start + n {
                    off + (c - start)
                } else if c >= off {
                    c + n
                } else {
                    c
                }
            })
            .collect();
        let mut out = self.remap(self.space.clone(), self.divs.len() + n, &map);
        out.simplify();
        Ok(out)
    }

    /// Makes every div a defined one, returning an equivalent union of basic maps. Existentials
    /// are eliminated exactly (see the module documentation); the result never contains an
    /// existential without definition.
    pub fn compute_divs(&self) -> Vec<BasicMap> {
        let mut start = self.clone();
        start.undefine_divs_on_existentials();
        let mut work = vec![start];
        let mut done = Vec::new();
        while let Some(mut b) = work.pop() {
            b.simplify();
            if b.is_obviously_empty() {
                continue;
            }
            let off = b.div_offset();
            let Some(k) = (0..b.divs.len()).find(|&k| b.divs[k].is_none()) else {
                done.push(b);
                continue;
            };
            let undefined: Vec<bool> = (0..b.n_col())
                .map(|c| c >= off && b.divs[c - off].is_none())
                .collect();
            // An equality with undefined existentials: reduce it to a unit or a stride.
            if let Some(idx) = b
                .eqs
                .iter()
                .position(|r| (off..r.len()).any(|c| undefined[c] && !r[c].is_zero()))
            {
                let mut eq = b.eqs.swap_remove(idx);
                let res = {
                    let BasicMap { eqs, ineqs, .. } = &mut b;
                    reduce_to_unit(&mut eq, &mut [eqs, ineqs], &|c| undefined[c])
                };
                match res {
                    Some((c, _)) => {
                        for r in b.eqs.iter_mut().chain(b.ineqs.iter_mut()) {
                            substitute_unit(r, &eq, c);
                        }
                    }
                    None => {
                        let c = (off..eq.len())
                            .find(|&c| undefined[c] && !eq[c].is_zero())
                            .expect("equality has an existential");
                        b.divs[c - off] = Some(stride_div(&eq, c));
                        b.eqs.push(eq);
                    }
                }
                work.push(b);
                continue;
            }
            let c = off + k;
            let lowers: Vec<Row> = b
                .ineqs
                .iter()
                .filter(|r| r[c].is_positive())
                .cloned()
                .collect();
            let uppers: Vec<Row> = b
                .ineqs
                .iter()
                .filter(|r| r[c].is_negative())
                .cloned()
                .collect();
            if lowers.is_empty() || uppers.is_empty() {
                b.ineqs.retain(|r| r[c].is_zero());
                work.push(b);
                continue;
            }
            let exact =
                lowers.iter().all(|r| r[c].is_one()) || uppers.iter().all(|r| r[c].is_minus_one());
            if exact {
                fourier_motzkin(&mut b.ineqs, c, false);
                work.push(b);
                continue;
            }
            // Dark shadow plus splinters.
            let m = uppers.iter().map(|u| -&u[c]).max().expect("non-empty");
            for l in &lowers {
                let a = &l[c];
                let top = (&(&(a * &m) - a) - &m).floor_div(&m);
                let mut i = Int::ZERO;
                while i <= top {
                    let mut s = b.clone();
                    let mut e = l.clone();
                    e[0] -= &i;
                    s.eqs.push(e);
                    work.push(s);
                    i += &Int::ONE;
                }
            }
            fourier_motzkin(&mut b.ineqs, c, true);
            work.push(b);
        }
        done
    }

    /// A defined div whose definition (transitively) involves an undefined existential is not
    /// a function of the point; turn it into a plain existential with explicit bounds.
    fn undefine_divs_on_existentials(&mut self) {
        let off = self.div_offset();
        loop {
            let mut changed = false;
            for k in 0..self.divs.len() {
                let bad = match &self.divs[k] {
                    Some(d) => (off..self.n_col())
                        .any(|c| !d.num[c].is_zero() && self.divs[c - off].is_none()),
                    None => false,
                };
                if bad {
                    let d = self.divs[k].take().expect("checked");
                    self.ineqs.extend(div_bounds(&d, off + k));
                    changed = true;
                }
            }
            if !changed {
                return;
            }
        }
    }

    /// True when every div has a definition.
    pub fn has_all_divs_defined(&self) -> bool {
        self.divs.iter().all(|d| d.is_some())
    }

    /// Removes inequalities implied by the others (over the integers) and detects implicit
    /// equalities. Each test is one exact emptiness check on a shared tableau (see
    /// [`crate::redundant`]).
    pub fn remove_redundancies(&mut self) {
        self.reduce(false);
    }

    /// [`BasicMap::remove_redundancies`], telling whether the constraints changed.
    ///
    /// The result is a fixpoint: it has no implicit equality left (they became equalities and
    /// removing implied inequalities does not create any), and no inequality implied by the
    /// others (one that survived the sequential removal is not implied by a subset of the
    /// constraints it was tested against). It is remembered by its fingerprint, so asking
    /// again about the same constraints costs one hash (isl keeps flags for the same reason).
    ///
    /// `simplified` says that [`BasicMap::simplify`] would not change the constraints (it is
    /// idempotent), so that it is only run again after a change.
    pub(crate) fn reduce(&mut self, simplified: bool) -> bool {
        let before = self.fingerprint();
        if self.cache.is_reduced(before) {
            return false;
        }
        self.reduce_inner(simplified);
        let after = self.fingerprint();
        self.cache.set_reduced(after);
        after != before
    }

    /// A hash of the constraints and divs (equal systems have equal fingerprints).
    pub(crate) fn fingerprint(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        /// Multiply-rotate hashing: fast, and collisions only cost a missed shortcut.
        struct Fx(u64);
        impl Hasher for Fx {
            fn finish(&self) -> u64 {
                self.0
            }
            fn write(&mut self, bytes: &[u8]) {
                for b in bytes {
                    self.write_u64(*b as u64);
                }
            }
            fn write_u64(&mut self, v: u64) {
                self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
            }
            fn write_i64(&mut self, v: i64) {
                self.write_u64(v as u64);
            }
            fn write_u8(&mut self, v: u8) {
                self.write_u64(v as u64);
            }
            fn write_usize(&mut self, v: usize) {
                self.write_u64(v as u64);
            }
        }
        let mut h = Fx(0);
        self.eqs.hash(&mut h);
        self.ineqs.hash(&mut h);
        self.divs.hash(&mut h);
        // Never zero: zero marks "no fingerprint" in the cache.
        h.finish() | 1
    }

    fn reduce_inner(&mut self, simplified: bool) {
        let mut points = Vec::new();
        let (changed, steps) = self.detect_equalities_with(&mut points, simplified);
        if self.is_obviously_empty() {
            return;
        }
        if changed {
            // The points found for the equalities help with redundancy when the columns are
            // the same as before (simplification may have dropped divs).
            points.retain(|p| self.satisfied_by(p));
        }
        let removed = self.redundant_inequalities(&points, steps);
        if !removed.contains(&true) && !changed && simplified {
            return;
        }
        let mut k = 0;
        self.ineqs.retain(|_| {
            k += 1;
            !removed[k - 1]
        });
        self.simplify();
    }

    /// Turns inequalities that hold with equality on every integer point into equalities.
    pub fn detect_equalities(&mut self) {
        self.detect_equalities_with(&mut Vec::new(), false);
    }

    /// [`BasicMap::detect_equalities`], collecting in `points` integer points of the set that
    /// the tests found (over all columns after the constant). With `simplified` (see
    /// [`BasicMap::reduce`]), simplification runs only when an equality was found. Returns
    /// whether the constraints may have changed, and when they have not, the steps worked
    /// out from `points` (see [`BasicMap::implicit_equalities`]).
    fn detect_equalities_with(
        &mut self,
        points: &mut Vec<Vec<Int>>,
        simplified: bool,
    ) -> (bool, Option<Steps>) {
        if self.is_empty() {
            self.set_empty();
            return (true, None);
        }
        points.extend(self.known_point());
        let Some((eq, steps)) = self.implicit_equalities(points) else {
            self.set_empty();
            return (true, None);
        };
        if simplified && !eq.contains(&true) {
            return (false, Some(steps));
        }
        let ineqs = std::mem::take(&mut self.ineqs);
        for (r, is_eq) in ineqs.into_iter().zip(eq) {
            if is_eq {
                self.eqs.push(r);
            } else {
                self.ineqs.push(r);
            }
        }
        self.simplify();
        (true, None)
    }

    /// Adds `dim = value` for dimension `pos` of type `ty`.
    pub fn fix(&mut self, ty: DimType, pos: usize, value: &Int) -> Result<()> {
        let c = self.col_of(ty, pos)?;
        let mut row = self.zero_row();
        row[c] = Int::ONE;
        row[0] = -value;
        self.eqs.push(row);
        Ok(())
    }

    /// Adds `dim >= value` (`lower = true`) or `dim <= value`.
    pub fn bound(&mut self, ty: DimType, pos: usize, value: &Int, lower: bool) -> Result<()> {
        let c = self.col_of(ty, pos)?;
        let mut row = self.zero_row();
        if lower {
            row[c] = Int::ONE;
            row[0] = -value;
        } else {
            row[c] = Int::from(-1);
            row[0] = value.clone();
        }
        self.ineqs.push(row);
        Ok(())
    }

    /// Column of dimension `pos` of type `ty`.
    pub fn col_of(&self, ty: DimType, pos: usize) -> Result<usize> {
        if pos >= self.space.dim(ty) {
            return Err(Error::InvalidDim(format!(
                "dimension {pos} out of range ({} of type {ty:?})",
                self.space.dim(ty)
            )));
        }
        Ok(self.space.offset(ty) + pos)
    }
}

/// The value of the affine form `r` (`[constant | coefficients]`) at the point `p` (values
/// of the columns after the constant).
pub(crate) fn eval_at(r: &[Int], p: &[Int]) -> Int {
    if let Some(a) = eval_fast(r, p) {
        if let Ok(a) = i64::try_from(a) {
            return Int::Small(a);
        }
    }
    let mut acc = r[0].clone();
    for (c, v) in r[1..].iter().zip(p) {
        if !c.is_zero() {
            acc += &(c * v);
        }
    }
    acc
}

/// [`eval_at`] on machine words: an `i128` accumulator, checked (`None` on overflow or
/// when an entry does not fit in an `i64`).
#[inline]
fn eval_fast(r: &[Int], p: &[Int]) -> Option<i128> {
    let mut acc: i128 = r[0].to_i64()? as i128;
    for (c, v) in r[1..].iter().zip(p) {
        match (c, v) {
            (Int::Small(0), _) => {}
            (Int::Small(c), Int::Small(v)) => {
                acc = acc.checked_add((*c as i128) * (*v as i128))?;
            }
            _ => return None,
        }
    }
    Some(acc)
}

/// The sign of [`eval_at`].
#[inline]
pub(crate) fn sign_at(r: &[Int], p: &[Int]) -> i32 {
    match eval_fast(r, p) {
        Some(a) => a.signum() as i32,
        None => eval_at(r, p).signum(),
    }
}

/// The definition of the existential in column `c` fixed by the equality `a*e + rest = 0`:
/// `e = -rest / a` exactly, written as the div `floor(-rest / a)` with a positive denominator
/// (the equality stays and guarantees divisibility: a *stride*).
pub(crate) fn stride_div(eq: &Row, c: usize) -> Div {
    let a = &eq[c];
    let sign = if a.is_negative() {
        Int::ONE
    } else {
        Int::from(-1)
    };
    let mut num: Row = eq.iter().map(|v| v * &sign).collect();
    num[c] = Int::ZERO;
    Div { num, den: a.abs() }
}

impl BasicMap {
    /// The defining inequalities of the defined divs, which the rows leave implicit: for
    /// `q = floor(num / den)`, `num - den*q >= 0` and `den*q + den - 1 - num >= 0`.
    pub fn div_constraints(&self) -> Vec<Row> {
        let (off, ncol) = (self.div_offset(), self.n_col());
        self.divs
            .iter()
            .enumerate()
            .filter_map(|(k, d)| {
                d.as_ref().map(|d| {
                    let mut d = d.clone();
                    d.num.resize(ncol, Int::ZERO);
                    div_bounds(&d, off + k)
                })
            })
            .flatten()
            .collect()
    }
}

/// The two inequalities implied by `d = floor(num / den)` at column `col`:
/// `num - den*d >= 0` and `den*d + den - 1 - num >= 0`.
pub(crate) fn div_bounds(d: &Div, col: usize) -> [Row; 2] {
    let mut lo = d.num.clone();
    lo[col] -= &d.den;
    let mut hi: Row = d.num.iter().map(|v| -v).collect();
    hi[col] += &d.den;
    hi[0] += &(&d.den - &Int::ONE);
    [lo, hi]
}

/// Eliminates column `c` from `ineqs` by Fourier-Motzkin: every pair of a lower bound
/// `a z + L >= 0` and an upper bound `-b z + U >= 0` gives `b L + a U >= 0` (the real shadow), or
/// with `dark`, `b L + a U >= (a - 1)(b - 1)` (the dark shadow).
///
/// Charged to the operations budget (one unit per 64 entries of the rows it creates); the
/// step always completes, callers check the budget between steps.
pub(crate) fn fourier_motzkin(ineqs: &mut Vec<Row>, c: usize, dark: bool) {
    let n_bounds = ineqs.iter().filter(|r| !r[c].is_zero()).count();
    let width = ineqs.first().map_or(0, |r| r.len()) as u64;
    let pairs = (n_bounds * n_bounds / 4) as u64;
    let _ = crate::budget::charge(1 + pairs.saturating_mul(width) / 64);
    let mut bounds: Vec<Row> = Vec::with_capacity(n_bounds);
    let mut rest: Vec<Row> = Vec::with_capacity(ineqs.len() - n_bounds + n_bounds * n_bounds / 4);
    for r in ineqs.drain(..) {
        if r[c].is_zero() {
            rest.push(r);
        } else {
            bounds.push(r);
        }
    }
    for l in bounds.iter().filter(|r| r[c].is_positive()) {
        for u in bounds.iter().filter(|r| r[c].is_negative()) {
            let a = &l[c];
            let b = -&u[c];
            let mut row = combine(l, &b, u, a);
            if dark {
                let slack = &(a - &Int::ONE) * &(&b - &Int::ONE);
                row[0] -= &slack;
            }
            rest.push(row);
        }
    }
    *ineqs = rest;
}
