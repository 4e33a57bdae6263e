//! `Map` and `Set`: finite unions of basic maps over one space.
//!
//! A `Map` is the disjunction of its [`BasicMap`]s. All operations are exact over the integers.
//! Binary operations first *align parameters* by name (as isl does): `[N] -> {..}` and
//! `[M] -> {..}` are both lifted to `[N, M] -> {..}`. After alignment, the tuples must match in
//! name and arity, else the operation returns [`Error::SpaceMismatch`].
//!
//! Subtraction is the one operation that needs more than concatenating constraints:
//! `A \ B = A and not B`, and `not B` for a conjunction `B = c_1 and ... and c_k` is the disjoint
//! union of `not c_1`, `c_1 and not c_2`, ..., `c_1 and ... and c_{k-1} and not c_k`. This needs
//! every existential of `B` to be a function of the point, so `B` first goes through
//! [`BasicMap::compute_divs`]. Emptiness, subset and equality then follow:
//! `A <= B` iff `A \ B` is empty.

use crate::basic::{sign_at, BasicMap, Div};
use crate::error::{Error, Result};
use crate::int::Int;
use crate::omega::{negate_ineq, normalize_system, Row};
use crate::space::{DimType, Space, SpaceKind, Tuple};
use crate::tableau::Tableau;
use std::borrow::Cow;
use std::sync::Arc;

/// A finite union of basic maps over one space.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Map {
    pub(crate) space: Arc<Space>,
    pub(crate) basics: Vec<BasicMap>,
}

/// A set is a map whose space is a set space (or a parameter space).
pub type Set = Map;

/// Merges two parameter lists: the first list, then the names of the second that are new.
pub fn merge_params(a: &[String], b: &[String]) -> Vec<String> {
    let mut out = a.to_vec();
    for p in b {
        if !out.contains(p) {
            out.push(p.clone());
        }
    }
    out
}

impl Map {
    /// The empty map of a space.
    pub fn empty(space: impl Into<Arc<Space>>) -> Map {
        Map {
            space: space.into(),
            basics: Vec::new(),
        }
    }

    /// The universe of a space.
    pub fn universe(space: impl Into<Arc<Space>>) -> Map {
        let space = space.into();
        Map {
            basics: vec![BasicMap::universe(space.clone())],
            space,
        }
    }

    /// A map with one basic map.
    pub fn from_basic(b: BasicMap) -> Map {
        Map {
            space: b.space.clone(),
            basics: vec![b],
        }
    }

    /// A map from basic maps that all live in `space`.
    pub fn from_basics(space: impl Into<Arc<Space>>, basics: Vec<BasicMap>) -> Result<Map> {
        let space = space.into();
        for b in &basics {
            space.check_compatible(&b.space, "from_basics")?;
        }
        Ok(Map { space, basics })
    }

    /// The space.
    pub fn space(&self) -> &Space {
        &self.space
    }

    /// The disjuncts.
    pub fn basics(&self) -> &[BasicMap] {
        &self.basics
    }

    /// The per-dimension minima of a set as one point per parameter value: each
    /// coordinate is [`Map::dim_min`] of that dimension, so
    /// `[N] -> { S[i, j] : 0 <= i < N and i <= j < N }` gives `[N] -> { S[0, 0] : N >= 1 }`
    /// (iscc's `dimmin`). The point need not belong to the set.
    pub fn corner_min(&self) -> Result<Map> {
        self.corner(false)
    }

    /// The per-dimension maxima of a set (iscc's `dimmax`); see [`Map::corner_min`].
    pub fn corner_max(&self) -> Result<Map> {
        self.corner(true)
    }

    fn corner(&self, max: bool) -> Result<Map> {
        let n = self.space().n_out();
        let mut acc: Option<Map> = None;
        for k in 0..n {
            let d = if max {
                self.dim_max(k)?
            } else {
                self.dim_min(k)?
            };
            acc = Some(match acc {
                None => d,
                Some(a) => a.flat_product(&d)?,
            });
        }
        let Some(mut acc) = acc else {
            return Ok(self.clone());
        };
        let mut space = self.space().clone();
        space.out_tuple.dims = vec![None; n];
        acc.set_space_names_unchecked(space);
        Ok(acc.coalesce_and_reduce())
    }

    /// Relabels the space (tuple names included) without touching the constraints; the new
    /// space must have the same number of parameters and dimensions of each type.
    pub(crate) fn set_space_names_unchecked(&mut self, space: Space) {
        debug_assert_eq!(space.n_param(), self.space.n_param());
        debug_assert_eq!(space.n_in(), self.space.n_in());
        debug_assert_eq!(space.n_out(), self.space.n_out());
        let shared = Arc::new(space);
        for b in &mut self.basics {
            b.space = shared.clone();
        }
        self.space = shared;
    }

    /// The same relation with other tuple names: `in_name` for the input tuple of a map
    /// (ignored for a set) and `out_name` for the output tuple (a set's tuple). Renaming
    /// statement `S3` into `S4` moves `{ S3[i] -> A[i] }` to `{ S4[i] -> A[i] }`; the
    /// constraints and the dimension names stay as they are.
    pub fn renamed_tuples(&self, in_name: Option<&str>, out_name: Option<&str>) -> Map {
        let mut space = self.space.as_ref().clone();
        if space.kind == SpaceKind::Params {
            return self.clone();
        }
        if space.kind == SpaceKind::Map {
            space.in_tuple.name = in_name.map(str::to_string);
        }
        space.out_tuple.name = out_name.map(str::to_string);
        let mut out = self.clone();
        out.set_space_names_unchecked(space);
        out
    }

    /// Adds parameters so that the parameter list is exactly `params`, which must contain the
    /// current parameters (in any order).
    pub fn align_params(&self, params: &[String]) -> Result<Map> {
        if self.space.params == params {
            return Ok(self.clone());
        }
        let mut pos = Vec::with_capacity(self.space.params.len());
        for p in &self.space.params {
            match params.iter().position(|q| q == p) {
                Some(i) => pos.push(i),
                None => {
                    return Err(Error::SpaceMismatch(format!(
                        "parameter {p} missing from alignment target"
                    )))
                }
            }
        }
        let mut space = Space::clone(&self.space);
        space.params = params.to_vec();
        let space = Arc::new(space);
        let np_old = self.space.n_param();
        let np_new = params.len();
        let basics = self
            .basics
            .iter()
            .map(|b| {
                let map: Vec<usize> = (0..b.n_col())
                    .map(|c| {
                        if c == 0 {
                            0
                        } else if c <= np_old {
                            1 + pos[c - 1]
                        } else {
                            c - np_old + np_new
                        }
                    })
                    .collect();
                b.remap(space.clone(), b.n_div(), &map)
            })
            .collect();
        Ok(Map { space, basics })
    }

    /// Aligns the parameters of two maps to their merged list.
    pub fn align_pair(a: &Map, b: &Map) -> Result<(Map, Map)> {
        let (a, b) = Map::align_pair_ref(a, b)?;
        Ok((a.into_owned(), b.into_owned()))
    }

    /// [`Map::align_pair`] without copying maps whose parameters already agree.
    ///
    /// Every binary operation starts here, so once the operations budget is exhausted they
    /// all fail at once (their emptiness tests would no longer prove anything empty, and
    /// the disjuncts they keep would multiply).
    pub(crate) fn align_pair_ref<'a>(
        a: &'a Map,
        b: &'a Map,
    ) -> Result<(Cow<'a, Map>, Cow<'a, Map>)> {
        crate::budget::check()?;
        if a.space.params == b.space.params {
            return Ok((Cow::Borrowed(a), Cow::Borrowed(b)));
        }
        let params = merge_params(&a.space.params, &b.space.params);
        let a = if a.space.params == params {
            Cow::Borrowed(a)
        } else {
            Cow::Owned(a.align_params(&params)?)
        };
        Ok((a, Cow::Owned(b.align_params(&params)?)))
    }

    fn aligned<'a>(&'a self, other: &'a Map, op: &str) -> Result<(Cow<'a, Map>, Cow<'a, Map>)> {
        let (a, b) = Map::align_pair_ref(self, other)?;
        a.space.check_compatible(&b.space, op)?;
        Ok((a, b))
    }

    /// Drops disjuncts that are empty over the integers and simplifies the others.
    pub fn remove_empty(mut self) -> Map {
        self.basics.retain_mut(|b| {
            b.simplify();
            !b.is_obviously_empty() && !b.is_empty()
        });
        self
    }

    /// Union.
    pub fn union(&self, other: &Map) -> Result<Map> {
        let (a, b) = self.aligned(other, "union")?;
        let mut a = a.into_owned();
        a.basics.extend(b.basics.iter().cloned());
        Ok(a)
    }

    /// Intersection. Each pair of disjuncts is concatenated and simplified; a pair is kept
    /// when it has an integer point. As in isl, a known point of either operand that lies in
    /// the conjunction answers that question without a simplex.
    pub fn intersect(&self, other: &Map) -> Result<Map> {
        record!("intersect", self, other);
        let (a, b) = self.aligned(other, "intersect")?;
        let mut out = Map::empty(a.space.clone());
        for x in &a.basics {
            for y in &b.basics {
                // One unit per pair and per 16 entries of the conjunction simplified (a
                // simplification sorts and normalizes its rows).
                let size = (x.eqs.len() + x.ineqs.len() + y.eqs.len() + y.ineqs.len()) * x.n_col();
                crate::budget::charge(1 + size as u64 / 16)?;
                let mut p = x.intersect_unchecked(y);
                p.simplify();
                if p.is_obviously_empty() {
                    continue;
                }
                let known = [x, y].iter().any(|o| {
                    o.known_point_dims()
                        .is_some_and(|dims| p.adopt_point(&dims))
                });
                if known || !p.is_empty() {
                    out.basics.push(p);
                }
            }
        }
        Ok(out)
    }

    /// Intersects the parameters with a parameter set.
    pub fn intersect_params(&self, params: &Set) -> Result<Map> {
        if !params.space.is_params() {
            return Err(Error::SpaceMismatch(
                "intersect_params needs a parameter set".into(),
            ));
        }
        let merged = merge_params(&self.space.params, &params.space.params);
        let a = self.align_params(&merged)?;
        let p = params.align_params(&merged)?;
        let lifted = p.lift_params_to(&a.space)?;
        a.intersect(&lifted)
    }

    /// A parameter set viewed as a (universe) map in `space` with the same parameters.
    fn lift_params_to(&self, space: &Space) -> Result<Map> {
        let space = Arc::new(space.clone());
        let np = self.space.n_param();
        let nd = space.n_in() + space.n_out();
        let basics = self
            .basics
            .iter()
            .map(|b| {
                let map: Vec<usize> = (0..b.n_col())
                    .map(|c| if c <= np { c } else { c + nd })
                    .collect();
                b.remap(space.clone(), b.n_div(), &map)
            })
            .collect();
        Ok(Map {
            space: space.clone(),
            basics,
        })
    }

    /// Intersects the domain of a map with a set.
    pub fn intersect_domain(&self, set: &Set) -> Result<Map> {
        let (m, s) = Map::align_pair_ref(self, set)?;
        if !m.space.is_map() {
            return Err(Error::SpaceMismatch("intersect_domain needs a map".into()));
        }
        let lifted = s.lift_set_to(&m.space, true)?;
        m.intersect(&lifted)
    }

    /// Intersects the range of a map with a set.
    pub fn intersect_range(&self, set: &Set) -> Result<Map> {
        let (m, s) = Map::align_pair_ref(self, set)?;
        if !m.space.is_map() {
            return Err(Error::SpaceMismatch("intersect_range needs a map".into()));
        }
        let lifted = s.lift_set_to(&m.space, false)?;
        m.intersect(&lifted)
    }

    /// A set viewed as a map in `space` constraining the domain (`domain = true`) or range.
    fn lift_set_to(&self, space: &Space, domain: bool) -> Result<Map> {
        if !self.space.is_set() {
            return Err(Error::SpaceMismatch("expected a set".into()));
        }
        let tuple = if domain {
            &space.in_tuple
        } else {
            &space.out_tuple
        };
        if !tuple.matches(&self.space.out_tuple) {
            return Err(Error::SpaceMismatch(format!(
                "set {} does not match {}",
                self.space.out_tuple, tuple
            )));
        }
        let space = Arc::new(space.clone());
        let np = self.space.n_param();
        let n = self.space.n_out();
        let (shift_dims, shift_divs) = if domain {
            (0, space.n_out())
        } else {
            (space.n_in(), space.n_in())
        };
        let basics = self
            .basics
            .iter()
            .map(|b| {
                let map: Vec<usize> = (0..b.n_col())
                    .map(|c| {
                        if c <= np {
                            c
                        } else if c <= np + n {
                            c + shift_dims
                        } else {
                            c + shift_divs
                        }
                    })
                    .collect();
                b.remap(space.clone(), b.n_div(), &map)
            })
            .collect();
        Ok(Map {
            space: space.clone(),
            basics,
        })
    }

    /// `self \ other`.
    ///
    /// ```
    /// use hedra_presburger::parse::parse_map;
    /// let square = parse_map("[N] -> { [i, j] : 0 <= i < N and 0 <= j < N }")?;
    /// let diagonal = parse_map("[N] -> { [i, j] : 0 <= i < N and j = i }")?;
    /// let off = square.subtract(&diagonal)?;
    /// assert!(off.intersect(&diagonal)?.is_empty());
    /// assert!(off.union(&diagonal)?.is_equal(&square)?);
    /// # Ok::<(), hedra_presburger::Error>(())
    /// ```
    pub fn subtract(&self, other: &Map) -> Result<Map> {
        record!("subtract", self, other);
        let (a, b) = self.aligned(other, "subtract")?;
        let space = a.space.clone();
        let mut cur: Vec<BasicMap> = a.into_owned().remove_empty().basics;
        for bb in &b.basics {
            if cur.is_empty() {
                break;
            }
            for piece in bb.compute_divs() {
                crate::budget::check()?;
                let mut next = Vec::new();
                for x in &cur {
                    subtract_basic(x, &piece, &mut next);
                }
                cur = next;
                if cur.is_empty() {
                    break;
                }
            }
        }
        Ok(Map { space, basics: cur })
    }

    /// The complement within the space.
    pub fn complement(&self) -> Result<Map> {
        Map::universe(self.space.clone()).subtract(self)
    }

    /// Exact integer emptiness.
    pub fn is_empty(&self) -> bool {
        record!("is_empty", self);
        self.basics.iter().all(|b| b.is_empty())
    }

    /// `self <= other`.
    pub fn is_subset(&self, other: &Map) -> Result<bool> {
        Ok(self.subtract(other)?.is_empty())
    }

    /// Set equality.
    pub fn is_equal(&self, other: &Map) -> Result<bool> {
        Ok(self.is_subset(other)? && other.is_subset(self)?)
    }

    /// An integer point as a single-point set (parameters fixed too), or `None` when empty.
    pub fn sample(&self) -> Option<Map> {
        for b in &self.basics {
            if let Some(pt) = b.sample() {
                let mut p = BasicMap::universe(self.space.clone());
                for (k, v) in pt.iter().enumerate() {
                    let mut row = p.zero_row();
                    row[1 + k] = Int::ONE;
                    row[0] = -v;
                    p.eqs.push(row);
                }
                return Some(Map::from_basic(p));
            }
        }
        None
    }

    /// True when the point (parameters, then input, then output dimensions) is in the map.
    pub fn contains_point(&self, point: &[Int]) -> Result<bool> {
        for b in &self.basics {
            if b.contains_point(point)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Projects out dimensions `[first, first + n)` of type `ty` (existential quantification).
    pub fn project_out(&self, ty: DimType, first: usize, n: usize) -> Result<Map> {
        record!("project_out", self, format!("{ty:?}"), first, n);
        let basics = self
            .basics
            .iter()
            .map(|b| b.project_out(ty, first, n))
            .collect::<Result<Vec<_>>>()?;
        let space = match basics.first() {
            Some(b) => b.space.clone(),
            None => {
                BasicMap::universe(self.space.clone())
                    .project_out(ty, first, n)?
                    .space
            }
        };
        Ok(Map { space, basics })
    }

    /// Eliminates dimensions `[first, first + n)` of type `ty`, keeping them in the space
    /// unconstrained (see [`BasicMap::eliminate`]).
    pub fn eliminate(&self, ty: DimType, first: usize, n: usize) -> Result<Map> {
        if first + n > self.space.dim(ty) {
            return Err(Error::InvalidDim(format!(
                "eliminate {first}+{n} of {} dimensions",
                self.space.dim(ty)
            )));
        }
        let basics = self
            .basics
            .iter()
            .map(|b| b.eliminate(ty, first, n))
            .collect::<Result<Vec<_>>>()?;
        Ok(Map {
            space: self.space.clone(),
            basics,
        })
    }

    /// The domain of a map.
    pub fn domain(&self) -> Result<Set> {
        self.require_map("domain")?;
        self.keep_tuple(DimType::Out, self.space.in_tuple.clone())
    }

    /// The range of a map.
    pub fn range(&self) -> Result<Set> {
        self.require_map("range")?;
        self.keep_tuple(DimType::In, self.space.out_tuple.clone())
    }

    /// The set over `kept`, the tuple that remains when the dimensions of type `dropped`
    /// are projected out.
    fn keep_tuple(&self, dropped: DimType, kept: Tuple) -> Result<Set> {
        let mut m = self.project_out(dropped, 0, self.space.dim(dropped))?;
        m.change_space(Space::set(self.space.params.clone(), kept));
        Ok(m)
    }

    /// The parameter set: all tuple dimensions projected out.
    pub fn params(&self) -> Result<Set> {
        let mut m = self.project_out(DimType::Out, 0, self.space.n_out())?;
        m = m.project_out(DimType::In, 0, m.space.n_in())?;
        m.change_space(Space::params(self.space.params.clone()));
        Ok(m)
    }

    /// Relabels the space without changing columns (the layout must agree).
    fn change_space(&mut self, space: Space) {
        debug_assert_eq!(space.n_dim_total(), self.space.n_dim_total());
        let shared = Arc::new(space);
        for b in &mut self.basics {
            b.space = shared.clone();
        }
        self.space = shared;
    }

    fn require_map(&self, op: &str) -> Result<()> {
        if self.space.kind != SpaceKind::Map {
            return Err(Error::SpaceMismatch(format!(
                "{op} needs a map, got {}",
                self.space
            )));
        }
        Ok(())
    }

    fn require_set(&self, op: &str) -> Result<()> {
        if self.space.kind != SpaceKind::Set {
            return Err(Error::SpaceMismatch(format!(
                "{op} needs a set, got {}",
                self.space
            )));
        }
        Ok(())
    }

    /// The inverse relation.
    pub fn reverse(&self) -> Result<Map> {
        self.require_map("reverse")?;
        let np = self.space.n_param();
        let ni = self.space.n_in();
        let no = self.space.n_out();
        let space = Arc::new(self.space.reverse());
        let basics = self
            .basics
            .iter()
            .map(|b| {
                let map: Vec<usize> = (0..b.n_col())
                    .map(|c| {
                        if c <= np {
                            c
                        } else if c <= np + ni {
                            c + no
                        } else if c <= np + ni + no {
                            c - ni
                        } else {
                            c
                        }
                    })
                    .collect();
                b.remap(space.clone(), b.n_div(), &map)
            })
            .collect();
        Ok(Map { space, basics })
    }

    /// Joins two relations through a shared middle space: builds, for each pair of disjuncts,
    /// a basic map in `space` whose columns are the outer dimensions of `self` and `other`, with
    /// the shared ones as existentials. `self_outer_is_in` says whether the outer dimensions of
    /// `self` are its input (as in `apply_range`) or its output tuple.
    fn join(
        &self,
        other: &Map,
        space: Space,
        self_shared: DimType,
        other_shared: DimType,
    ) -> Result<Map> {
        let np = self.space.n_param();
        let n_shared = self.space.dim(self_shared);
        let a_outer = if self_shared == DimType::Out {
            DimType::In
        } else {
            DimType::Out
        };
        let b_outer = if other_shared == DimType::Out {
            DimType::In
        } else {
            DimType::Out
        };
        let na = self.space.dim(a_outer);
        let nb = other.space.dim(b_outer);
        debug_assert_eq!(space.n_dim_total(), np + na + nb);
        let div_off = 1 + np + na + nb;
        let mut out = Map::empty(space.clone());
        for x in &self.basics {
            crate::budget::check()?;
            for y in &other.basics {
                let nd = n_shared + x.n_div() + y.n_div();
                // self's columns
                let xmap: Vec<usize> = (0..x.n_col())
                    .map(|c| {
                        if c <= np {
                            c
                        } else if c < x.div_offset() {
                            let (ty, pos) = dim_of(&self.space, c);
                            if ty == a_outer {
                                1 + np + pos
                            } else {
                                div_off + pos
                            }
                        } else {
                            div_off + n_shared + (c - x.div_offset())
                        }
                    })
                    .collect();
                let ymap: Vec<usize> = (0..y.n_col())
                    .map(|c| {
                        if c <= np {
                            c
                        } else if c < y.div_offset() {
                            let (ty, pos) = dim_of(&other.space, c);
                            if ty == b_outer {
                                1 + np + na + pos
                            } else {
                                div_off + pos
                            }
                        } else {
                            div_off + n_shared + x.n_div() + (c - y.div_offset())
                        }
                    })
                    .collect();
                let mut a = x.remap(space.clone(), nd, &xmap);
                let b = y.remap(space.clone(), nd, &ymap);
                for (k, d) in b.divs.into_iter().enumerate() {
                    if d.is_some() {
                        a.divs[k] = d;
                    }
                }
                a.eqs.extend(b.eqs);
                a.ineqs.extend(b.ineqs);
                a.simplify();
                out.basics.push(a);
            }
        }
        Ok(out.remove_empty())
    }

    /// `{ x -> z : exists y : x -> y in self and y -> z in other }` (iscc's `self . other`).
    ///
    /// ```
    /// use hedra_presburger::parse::parse_map;
    /// // Which cell each instance writes, then which instance reads that cell.
    /// let writes = parse_map("{ S[i] -> A[i] : 0 <= i < 10 }")?;
    /// let read_by = parse_map("{ A[a] -> T[t] : t = a + 1 }")?;
    /// let flow = writes.apply_range(&read_by)?;
    /// assert!(flow.is_equal(&parse_map("{ S[i] -> T[i + 1] : 0 <= i < 10 }")?)?);
    /// # Ok::<(), hedra_presburger::Error>(())
    /// ```
    pub fn apply_range(&self, other: &Map) -> Result<Map> {
        let (a, b) = Map::align_pair_ref(self, other)?;
        a.require_map("apply_range")?;
        b.require_map("apply_range")?;
        if !a.space.out_tuple.matches(&b.space.in_tuple) {
            return Err(Error::SpaceMismatch(format!(
                "apply_range: range {} vs domain {}",
                a.space.out_tuple, b.space.in_tuple
            )));
        }
        let space = Space::map(
            a.space.params.clone(),
            a.space.in_tuple.clone(),
            b.space.out_tuple.clone(),
        );
        a.join(&b, space, DimType::Out, DimType::In)
    }

    /// `{ y -> z : exists x : x -> y in self... }`: applies `other` to the domain:
    /// `{ x' -> y : exists x : x -> y in self and x -> x' in other }`.
    pub fn apply_domain(&self, other: &Map) -> Result<Map> {
        self.reverse()?.apply_range(other)?.reverse()
    }

    /// The image of a set under a map: `{ y : exists x in self : x -> y in map }`.
    pub fn apply(&self, map: &Map) -> Result<Set> {
        let (s, m) = Map::align_pair_ref(self, map)?;
        s.require_set("apply")?;
        m.require_map("apply")?;
        if !s.space.out_tuple.matches(&m.space.in_tuple) {
            return Err(Error::SpaceMismatch(format!(
                "apply: set {} vs map domain {}",
                s.space.out_tuple, m.space.in_tuple
            )));
        }
        let space = Space::set(s.space.params.clone(), m.space.out_tuple.clone());
        // A set's dimensions are its output dims; treat them as the shared ones.
        s.join(&m, space, DimType::Out, DimType::In)
    }

    /// The preimage of a set under a map: `{ x : exists y in self : x -> y in map }`.
    pub fn preimage(&self, map: &Map) -> Result<Set> {
        self.apply(&map.reverse()?)
    }

    /// Differences `y - x` of the pairs of a map whose tuples have equal arity.
    ///
    /// ```
    /// use hedra_presburger::parse::parse_map;
    /// // The distance vectors of a dependence.
    /// let dep = parse_map("[N] -> { S[i, j] -> S[i + 1, j - 1] : 0 <= i < N - 1 and 1 <= j < N }")?;
    /// let d = dep.deltas()?;
    /// assert!(d.is_equal(&parse_map("[N] -> { S[1, -1] : N >= 2 }")?)?);
    /// # Ok::<(), hedra_presburger::Error>(())
    /// ```
    pub fn deltas(&self) -> Result<Set> {
        self.require_map("deltas")?;
        let n = self.space.n_in();
        if n != self.space.n_out() {
            return Err(Error::SpaceMismatch(format!(
                "deltas needs equal arities, got {}",
                self.space
            )));
        }
        let np = self.space.n_param();
        let space = Space::set(self.space.params.clone(), self.space.out_tuple.clone());
        let mut out = Map::empty(space.clone());
        for b in &self.basics {
            // New columns: [1 | params | d | x (existential) | old divs]; y = x + d.
            let nd = n + b.n_div();
            let n_col = 1 + np + n + nd;
            let conv = |r: &Row| -> Row {
                let mut o = vec![Int::ZERO; n_col];
                o[..=np].clone_from_slice(&r[..=np]);
                for j in 0..n {
                    let cx = r[1 + np + j].clone();
                    let cy = r[1 + np + n + j].clone();
                    o[1 + np + n + j] = &cx + &cy; // x_j
                    o[1 + np + j] = cy; // d_j
                }
                for k in 0..b.n_div() {
                    o[1 + np + 2 * n + k] = r[b.div_offset() + k].clone();
                }
                o
            };
            let mut nb = BasicMap::universe(space.clone());
            nb.divs = vec![None; n];
            for d in &b.divs {
                nb.divs.push(d.as_ref().map(|d| Div {
                    num: conv(&d.num),
                    den: d.den.clone(),
                }));
            }
            nb.eqs = b.eqs.iter().map(conv).collect();
            nb.ineqs = b.ineqs.iter().map(conv).collect();
            nb.simplify();
            out.basics.push(nb);
        }
        Ok(out.remove_empty())
    }

    /// The set `{ [x] -> [x] }` on the tuple of a set.
    pub fn identity(set_space: &Space) -> Result<Map> {
        if !set_space.is_set() {
            return Err(Error::SpaceMismatch("identity needs a set space".into()));
        }
        let space = Space::map(
            set_space.params.clone(),
            set_space.out_tuple.clone(),
            set_space.out_tuple.clone(),
        );
        let mut b = BasicMap::universe(space);
        let np = set_space.n_param();
        let n = set_space.n_out();
        for j in 0..n {
            let mut row = b.zero_row();
            row[1 + np + j] = Int::ONE;
            row[1 + np + n + j] = Int::from(-1);
            b.eqs.push(row);
        }
        Ok(Map::from_basic(b))
    }

    /// The cross product of two maps with flattened tuples:
    /// `{ [x, u] -> [y, v] : x -> y in self and u -> v in other }`; for sets, `{ [x, u] }`.
    pub fn flat_product(&self, other: &Map) -> Result<Map> {
        let (a, b) = Map::align_pair_ref(self, other)?;
        if a.space.kind != b.space.kind || a.space.kind == SpaceKind::Params {
            return Err(Error::SpaceMismatch(
                "flat_product needs two sets or two maps".into(),
            ));
        }
        let np = a.space.n_param();
        let (ai, ao, bi, bo) = (
            a.space.n_in(),
            a.space.n_out(),
            b.space.n_in(),
            b.space.n_out(),
        );
        let space = if a.space.is_set() {
            Space::set(a.space.params.clone(), Tuple::anonymous(ao + bo))
        } else {
            Space::map(
                a.space.params.clone(),
                Tuple::anonymous(ai + bi),
                Tuple::anonymous(ao + bo),
            )
        };
        let total = np + ai + bi + ao + bo;
        let mut out = Map::empty(space.clone());
        for x in &a.basics {
            for y in &b.basics {
                let nd = x.n_div() + y.n_div();
                let xmap: Vec<usize> = (0..x.n_col())
                    .map(|c| {
                        if c <= np + ai {
                            c
                        } else if c <= np + ai + ao {
                            c + bi
                        } else {
                            1 + total + (c - x.div_offset())
                        }
                    })
                    .collect();
                let ymap: Vec<usize> = (0..y.n_col())
                    .map(|c| {
                        if c <= np {
                            c
                        } else if c <= np + bi {
                            c + ai
                        } else if c <= np + bi + bo {
                            c + ai + ao
                        } else {
                            1 + total + x.n_div() + (c - y.div_offset())
                        }
                    })
                    .collect();
                let mut p = x.remap(space.clone(), nd, &xmap);
                let q = y.remap(space.clone(), nd, &ymap);
                for (k, d) in q.divs.into_iter().enumerate() {
                    if d.is_some() {
                        p.divs[k] = d;
                    }
                }
                p.eqs.extend(q.eqs);
                p.ineqs.extend(q.ineqs);
                out.basics.push(p);
            }
        }
        Ok(out)
    }

    /// Adds `dim = value`.
    pub fn fix(&self, ty: DimType, pos: usize, value: &Int) -> Result<Map> {
        let mut m = self.clone();
        for b in &mut m.basics {
            b.fix(ty, pos, value)?;
        }
        if m.basics.is_empty() && pos >= self.space.dim(ty) {
            return Err(Error::InvalidDim(format!("dimension {pos} out of range")));
        }
        Ok(m.remove_empty())
    }

    /// Adds `dim >= value` (`lower`) or `dim <= value`.
    pub fn bound(&self, ty: DimType, pos: usize, value: &Int, lower: bool) -> Result<Map> {
        let mut m = self.clone();
        for b in &mut m.basics {
            b.bound(ty, pos, value, lower)?;
        }
        if m.basics.is_empty() && pos >= self.space.dim(ty) {
            return Err(Error::InvalidDim(format!("dimension {pos} out of range")));
        }
        Ok(m.remove_empty())
    }

    /// Makes every div defined (see [`BasicMap::compute_divs`]).
    pub fn compute_divs(&self) -> Map {
        Map {
            space: self.space.clone(),
            basics: self.basics.iter().flat_map(|b| b.compute_divs()).collect(),
        }
    }

    /// Removes redundant constraints and detects implicit equalities in every disjunct.
    pub fn remove_redundancies(&self) -> Map {
        let mut m = self.clone().remove_empty();
        for b in &mut m.basics {
            b.remove_redundancies();
        }
        m
    }

    /// Detects implicit equalities in every disjunct.
    pub fn detect_equalities(&self) -> Map {
        let mut m = self.clone().remove_empty();
        for b in &mut m.basics {
            b.detect_equalities();
        }
        m
    }

    /// Reduces the number of disjuncts: removes empty ones, and when several remain, reduces
    /// each ([`BasicMap::remove_redundancies`]), drops those contained in another and fuses
    /// pairs whose union is convex (see [`crate::coalesce`]).
    ///
    /// As in isl, a lone disjunct is returned as it is (after the cheap
    /// [`BasicMap::simplify`]): there is nothing to merge, and reducing it is a separate
    /// question, answered by [`Map::coalesce_and_reduce`].
    pub fn coalesce(&self) -> Map {
        self.coalesce_with(false)
    }

    /// [`Map::coalesce`], and a lone disjunct is reduced too: the result has no empty
    /// disjunct, no implicit equality and no redundant constraint in any disjunct, and no
    /// two disjuncts that coalescing would merge. This is the form hedra's own stages work
    /// with (loop bounds are read off the constraints).
    pub fn coalesce_and_reduce(&self) -> Map {
        self.coalesce_with(true)
    }

    /// Coalescing; `reduce_lone` says whether a lone disjunct is reduced as well.
    fn coalesce_with(&self, reduce_lone: bool) -> Map {
        record!("coalesce", self);
        let m = self.clone().remove_empty();
        if m.basics.len() > 1 {
            // Fusion first tries the disjuncts as written: redundancy removal can drop a
            // constraint that is redundant in one disjunct but is exactly the facet the
            // union needs (`{ 2N + 3i >= 2, 1 <= N <= 3, i <= -1 }` reduces to
            // `i = -1, N = 3`). Fused disjuncts are simplified already; the others went
            // through `remove_empty`. Every pair left has been tried: only pairs that
            // reduction changes are new.
            return m.fuse_disjuncts(None).reduce_and_fuse(true);
        }
        if reduce_lone {
            return m.reduce_and_fuse(false);
        }
        m
    }

    /// Coalescing without the first fusion pass: reduce each disjunct, drop covered ones,
    /// then fuse. Cheaper; used on results whose disjuncts are already disjoint pieces
    /// (lexicographic optima).
    pub(crate) fn coalesce_disjoint(&self) -> Map {
        self.clone().remove_empty().reduce_and_fuse(false)
    }

    /// The second half of coalescing, on non-empty simplified disjuncts: redundancy removal
    /// in each, then disjuncts contained in another are dropped and pairs fused. With
    /// `tried`, every pair has already been tried for fusion (and so neither contains the
    /// other when they have the same divs); only pairs with a disjunct that reduction
    /// changed are tried again.
    ///
    /// A disjunct whose reduction only dropped inequalities (same equalities, same divs)
    /// does not count as changed. Its set is the same, so containment answers are the
    /// same, and a failed fusion stays failed: the fusion candidate `H` of a pair is the
    /// conjunction of the constraints of each disjunct that hold on the other, and the test
    /// (`H` inside the union, decided exactly) only gets harder when fewer constraints are
    /// available to `H`. New equalities do count: the negated equality is a constraint that
    /// `H` did not have before.
    ///
    /// Out of budget the disjuncts are returned as they are (they still describe the set):
    /// the pairwise loops below are quadratic in their number even when each question is
    /// answered at once.
    fn reduce_and_fuse(mut self, tried: bool) -> Map {
        if crate::budget::exceeded() {
            return self;
        }
        let mut fresh: Vec<bool> = self
            .basics
            .iter_mut()
            .map(|b| {
                if !tried {
                    b.reduce(true);
                    return true;
                }
                // Copies of empty vectors allocate nothing: the common case is free.
                let (eqs, divs) = (b.eqs.clone(), b.divs.clone());
                b.reduce(true) && (b.is_obviously_empty() || b.eqs != eqs || b.divs != divs)
            })
            .collect();
        let b = &self.basics;
        let known_apart = |i: usize, j: usize| !fresh[i] && !fresh[j] && b[i].divs == b[j].divs;
        // Drop disjunct i when another one strictly contains it, or equals it and comes first.
        let covered: Vec<bool> = (0..b.len())
            .map(|i| {
                (0..b.len()).any(|j| {
                    j != i
                        && !crate::budget::exceeded()
                        && !known_apart(i, j)
                        && b[i].is_subset_of(&b[j])
                        && (j < i || !b[j].is_subset_of(&b[i]))
                })
            })
            .collect();
        let mut k = 0;
        self.basics.retain(|_| {
            k += 1;
            !covered[k - 1]
        });
        let mut k = 0;
        fresh.retain(|_| {
            k += 1;
            !covered[k - 1]
        });
        // Without a fresh disjunct every pair has been tried already.
        if self.basics.len() > 1 && fresh.contains(&true) {
            self.fuse_disjuncts(Some(fresh))
        } else {
            self
        }
    }
}

/// `(type, position)` of tuple column `c` (1-based, after the constant) of a space.
fn dim_of(space: &Space, c: usize) -> (DimType, usize) {
    let np = space.n_param();
    let ni = space.n_in();
    if c <= np {
        (DimType::Param, c - 1)
    } else if c <= np + ni {
        (DimType::In, c - 1 - np)
    } else {
        (DimType::Out, c - 1 - np - ni)
    }
}

/// `a` with the divs of `b` appended (as in [`BasicMap::intersect_unchecked`], no constraint
/// of `b`), and the constraints of `b` as inequalities in that layout (an equality is two).
/// When every div of `b` is defined, `a ⊆ b` holds exactly when every one of these
/// constraints holds on every integer point of the first result.
pub(crate) fn lift_pair(a: &BasicMap, b: &BasicMap) -> (BasicMap, Vec<Row>) {
    // Room for the constraints of `b`, which subtraction adds one by one.
    let spare = 2 * b.eqs.len() + b.ineqs.len();
    let base = a.intersect_parts(&b.divs, &[], &[], spare);
    let off = a.div_offset();
    let shift = |r: &Row| -> Row {
        let mut o = Vec::with_capacity(base.n_col());
        o.extend_from_slice(&r[..off]);
        o.resize(off + a.n_div(), Int::ZERO);
        o.extend_from_slice(&r[off..]);
        o
    };
    let mut cons: Vec<Row> = Vec::with_capacity(2 * b.eqs.len() + b.ineqs.len());
    for e in &b.eqs {
        let e = shift(e);
        let neg: Row = e.iter().map(|v| -v).collect();
        cons.push(e);
        cons.push(neg);
    }
    cons.extend(b.ineqs.iter().map(shift));
    (base, cons)
}

/// Appends to `out` the pieces of `a \ b`, where every div of `b` is defined: the disjoint
/// pieces `a and c_1 and ... and c_{j-1} and not c_j`.
fn subtract_basic(a: &BasicMap, b: &BasicMap, out: &mut Vec<BasicMap>) {
    let (mut base, cons) = lift_pair(a, b);
    // The layout must stay fixed while `cons` is consumed: normalize only, never drop columns.
    if !normalize_system(&mut base.eqs, &mut base.ineqs) {
        return;
    }
    // A known point of `a` (b's divs evaluated at it) answers two questions for free: if it
    // satisfies every constraint of `b` the operands meet, and if `c_j` is the first
    // constraint it violates, it lies in piece `j`.
    let dims = a.known_point_dims();
    let first_violated = dims
        .as_ref()
        .and_then(|d| base.complete_point(d))
        .filter(|p| base.satisfied_by(p))
        .map(|p| cons.iter().position(|c| sign_at(c, &p) < 0));
    // Every other question is one emptiness test on a single tableau of `a`, to which the
    // constraints of `b` are added one by one (the prefix of the pieces).
    let mut tab = Tableau::plain(&base);
    if !tab.simplex.restore() {
        return;
    }
    if first_violated != Some(None) {
        // Disjoint operands: nothing to remove, and no reason to split `a` into pieces.
        let refs: Vec<&[Int]> = cons.iter().map(|c| c.as_slice()).collect();
        let disjoint = tab.empty_with(&refs).unwrap_or_else(|| {
            let mut meet = base.clone();
            meet.ineqs.extend(cons.iter().cloned());
            meet.simplify();
            meet.is_obviously_empty() || meet.is_empty()
        });
        if disjoint {
            out.push(a.clone());
            return;
        }
    }
    let mut prefix = base;
    for (j, c) in cons.into_iter().enumerate() {
        // piece: prefix and not c  (not (c >= 0)  is  -c - 1 >= 0)
        let neg = negate_ineq(&c);
        let known = first_violated == Some(Some(j));
        // `None`: the cuts did not decide; the simplified piece goes to the exact test.
        let decided = if known {
            Some(false)
        } else {
            tab.empty_with(&[&neg])
        };
        if decided != Some(true) {
            let mut piece = prefix.with_ineq(neg);
            piece.simplify();
            let keep = !piece.is_obviously_empty() && (decided.is_some() || !piece.is_empty());
            if keep {
                if known {
                    if let Some(d) = &dims {
                        piece.adopt_point(d);
                    }
                }
                out.push(piece);
            }
        }
        tab.add_ineq(&c);
        prefix.ineqs.push(c);
        // A prefix without rational points leaves no further piece (every piece is
        // simplified on its own).
        if !tab.simplex.restore() {
            return;
        }
    }
}
