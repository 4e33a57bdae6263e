//! `UnionMap` and `UnionSet`: maps (or sets) over several named spaces, like isl's
//! `union_map` and `union_set`.
//!
//! A union holds at most one [`Map`] per space key (tuple names and arities), all with one
//! common parameter list. Operations act space by space: `A * B` intersects the parts of `A` and
//! `B` that live in the same space; `A . B` joins every part of `A` with every part of `B` whose
//! domain tuple matches its range tuple.

use crate::error::{Error, Result};
use crate::map::{merge_params, Map, Set};
use crate::space::{Space, SpaceKind};

/// A union of maps or sets over several spaces.
///
/// The statements of a program live in different spaces (`S0[i]`, `S1[i, j]`): their
/// domains, accesses and dependences are unions.
///
/// ```
/// use hedra_presburger::parse::parse_union;
/// let domain = parse_union("[N] -> { S0[i] : 0 <= i < N; S1[i, j] : 0 <= i, j < N }")?;
/// let writes = parse_union("[N] -> { S0[i] -> A[i]; S1[i, j] -> B[i, j] }")?;
/// let written = domain.apply(&writes)?;
/// assert_eq!(written.maps().len(), 2);
/// let only_a = parse_union("[N] -> { A[i] : 0 <= i < N }")?;
/// assert!(written.subtract(&only_a)?.is_equal(&parse_union("[N] -> { B[i, j] : 0 <= i, j < N }")?)?);
/// # Ok::<(), hedra_presburger::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnionMap {
    params: Vec<String>,
    maps: Vec<Map>,
}

/// A union of sets over several spaces.
pub type UnionSet = UnionMap;

impl UnionMap {
    /// The empty union with the given parameters.
    pub fn empty(params: Vec<String>) -> UnionMap {
        UnionMap {
            params,
            maps: Vec::new(),
        }
    }

    /// A union holding one map.
    pub fn from_map(m: Map) -> UnionMap {
        UnionMap {
            params: m.space().params.clone(),
            maps: if m.basics().is_empty() {
                vec![]
            } else {
                vec![m]
            },
        }
    }

    /// The parameters.
    pub fn params_names(&self) -> &[String] {
        &self.params
    }

    /// The parts, one per space.
    pub fn maps(&self) -> &[Map] {
        &self.maps
    }

    /// True when no part is a map (all parts are sets); an empty union counts as both.
    pub fn is_set(&self) -> bool {
        self.maps.iter().all(|m| m.space().kind == SpaceKind::Set)
    }

    /// True when every part is a map.
    pub fn is_map(&self) -> bool {
        self.maps.iter().all(|m| m.space().kind == SpaceKind::Map)
    }

    /// The part living in `space` (by key), if any.
    pub fn part(&self, space: &Space) -> Option<&Map> {
        let key = space.key();
        self.maps.iter().find(|m| m.space().key() == key)
    }

    /// Adds a map, merging it with the part of the same space.
    pub fn add_map(&mut self, m: Map) -> Result<()> {
        if m.space().kind == SpaceKind::Params {
            return Err(Error::SpaceMismatch(
                "a union holds sets or maps, not parameter sets".into(),
            ));
        }
        let params = merge_params(&self.params, &m.space().params);
        if params != self.params {
            *self = self.align_params(&params)?;
        }
        let m = m.align_params(&self.params)?;
        let key = m.space().key();
        if let Some(existing) = self.maps.iter_mut().find(|x| x.space().key() == key) {
            *existing = existing.union(&m)?;
        } else if !m.basics().is_empty() {
            self.maps.push(m);
        }
        Ok(())
    }

    /// Extends the parameter list to `params` (which must contain the current ones).
    pub fn align_params(&self, params: &[String]) -> Result<UnionMap> {
        Ok(UnionMap {
            params: params.to_vec(),
            maps: self
                .maps
                .iter()
                .map(|m| m.align_params(params))
                .collect::<Result<_>>()?,
        })
    }

    fn aligned(&self, other: &UnionMap) -> Result<(UnionMap, UnionMap)> {
        let params = merge_params(&self.params, &other.params);
        Ok((self.align_params(&params)?, other.align_params(&params)?))
    }

    fn from_parts(params: Vec<String>, parts: Vec<Map>) -> Result<UnionMap> {
        let mut u = UnionMap::empty(params);
        for p in parts {
            u.add_map(p)?;
        }
        Ok(u)
    }

    /// Union.
    pub fn union(&self, other: &UnionMap) -> Result<UnionMap> {
        let (mut a, b) = self.aligned(other)?;
        for m in b.maps {
            a.add_map(m)?;
        }
        Ok(a)
    }

    /// Intersection, space by space.
    pub fn intersect(&self, other: &UnionMap) -> Result<UnionMap> {
        let (a, b) = self.aligned(other)?;
        let mut parts = Vec::new();
        for m in &a.maps {
            if let Some(n) = b.part(m.space()) {
                parts.push(m.intersect(n)?);
            }
        }
        UnionMap::from_parts(a.params, parts)
    }

    /// Difference, space by space.
    pub fn subtract(&self, other: &UnionMap) -> Result<UnionMap> {
        let (a, b) = self.aligned(other)?;
        let mut parts = Vec::new();
        for m in &a.maps {
            match b.part(m.space()) {
                Some(n) => parts.push(m.subtract(n)?),
                None => parts.push(m.clone()),
            }
        }
        UnionMap::from_parts(a.params, parts)
    }

    /// Exact emptiness.
    pub fn is_empty(&self) -> bool {
        self.maps.iter().all(|m| m.is_empty())
    }

    /// Subset test.
    pub fn is_subset(&self, other: &UnionMap) -> Result<bool> {
        Ok(self.subtract(other)?.is_empty())
    }

    /// Equality test.
    pub fn is_equal(&self, other: &UnionMap) -> Result<bool> {
        Ok(self.is_subset(other)? && other.is_subset(self)?)
    }

    fn map_parts(&self, f: impl Fn(&Map) -> Result<Map>) -> Result<UnionMap> {
        let parts = self.maps.iter().map(f).collect::<Result<Vec<_>>>()?;
        UnionMap::from_parts(self.params.clone(), parts)
    }

    fn require(&self, maps: bool, op: &str) -> Result<()> {
        let ok = if maps { self.is_map() } else { self.is_set() };
        if ok {
            Ok(())
        } else {
            Err(Error::SpaceMismatch(format!(
                "{op} needs a union {}",
                if maps { "map" } else { "set" }
            )))
        }
    }

    /// Inverse of every part.
    pub fn reverse(&self) -> Result<UnionMap> {
        self.require(true, "reverse")?;
        self.map_parts(|m| m.reverse())
    }

    /// Domain of every part.
    pub fn domain(&self) -> Result<UnionSet> {
        self.require(true, "domain")?;
        self.map_parts(|m| m.domain())
    }

    /// Range of every part.
    pub fn range(&self) -> Result<UnionSet> {
        self.require(true, "range")?;
        self.map_parts(|m| m.range())
    }

    /// Lexicographic minimum of every part.
    pub fn lexmin(&self) -> Result<UnionMap> {
        self.map_parts(|m| m.lexmin())
    }

    /// Lexicographic maximum of every part.
    pub fn lexmax(&self) -> Result<UnionMap> {
        self.map_parts(|m| m.lexmax())
    }

    /// Coalesces every part.
    pub fn coalesce(&self) -> Result<UnionMap> {
        self.map_parts(|m| Ok(m.coalesce()))
    }

    /// [`Map::coalesce_and_reduce`] on every part.
    pub fn coalesce_and_reduce(&self) -> Result<UnionMap> {
        self.map_parts(|m| Ok(m.coalesce_and_reduce()))
    }

    /// Detects equalities in every part.
    pub fn detect_equalities(&self) -> Result<UnionMap> {
        self.map_parts(|m| Ok(m.detect_equalities()))
    }

    /// Differences of the parts whose domain and range are the same space.
    pub fn deltas(&self) -> Result<UnionSet> {
        self.require(true, "deltas")?;
        let parts = self
            .maps
            .iter()
            .filter(|m| m.space().in_tuple.matches(&m.space().out_tuple))
            .map(|m| m.deltas())
            .collect::<Result<Vec<_>>>()?;
        UnionMap::from_parts(self.params.clone(), parts)
    }

    /// The union of the parameter sets of all parts.
    pub fn params(&self) -> Result<Set> {
        let mut acc = Map::empty(Space::params(self.params.clone()));
        for m in &self.maps {
            acc = acc.union(&m.params()?)?;
        }
        Ok(acc)
    }

    /// One point of the union, as a union set or map holding that point.
    pub fn sample(&self) -> Option<UnionMap> {
        self.maps
            .iter()
            .find_map(|m| m.sample())
            .map(UnionMap::from_map)
    }

    /// Image of a union set under a union map.
    pub fn apply(&self, map: &UnionMap) -> Result<UnionSet> {
        self.require(false, "apply")?;
        map.require(true, "apply")?;
        let (s, m) = self.aligned(map)?;
        let mut parts = Vec::new();
        for a in &s.maps {
            for b in &m.maps {
                if a.space().out_tuple.matches(&b.space().in_tuple) {
                    parts.push(a.apply(b)?);
                }
            }
        }
        UnionMap::from_parts(s.params, parts)
    }

    /// Composition `self . other`: `{ x -> z : x -> y in self, y -> z in other }`.
    pub fn apply_range(&self, other: &UnionMap) -> Result<UnionMap> {
        self.require(true, "apply_range")?;
        other.require(true, "apply_range")?;
        let (s, o) = self.aligned(other)?;
        let mut parts = Vec::new();
        for a in &s.maps {
            for b in &o.maps {
                if a.space().out_tuple.matches(&b.space().in_tuple) {
                    parts.push(a.apply_range(b)?);
                }
            }
        }
        UnionMap::from_parts(s.params, parts)
    }

    /// Restricts the domain of every part to a union set.
    pub fn intersect_domain(&self, set: &UnionSet) -> Result<UnionMap> {
        self.require(true, "intersect_domain")?;
        set.require(false, "intersect_domain")?;
        let (m, s) = self.aligned(set)?;
        let mut parts = Vec::new();
        for a in &m.maps {
            for b in &s.maps {
                if a.space().in_tuple.matches(&b.space().out_tuple) {
                    parts.push(a.intersect_domain(b)?);
                }
            }
        }
        UnionMap::from_parts(m.params, parts)
    }

    /// Restricts the range of every part to a union set.
    pub fn intersect_range(&self, set: &UnionSet) -> Result<UnionMap> {
        self.require(true, "intersect_range")?;
        set.require(false, "intersect_range")?;
        let (m, s) = self.aligned(set)?;
        let mut parts = Vec::new();
        for a in &m.maps {
            for b in &s.maps {
                if a.space().out_tuple.matches(&b.space().out_tuple) {
                    parts.push(a.intersect_range(b)?);
                }
            }
        }
        UnionMap::from_parts(m.params, parts)
    }

    /// Simplifies every part against the part of `context` in the same space (see
    /// [`Map::gist`]). As in isl, parts with no context part, or whose context part is empty,
    /// are dropped: any value agrees with them on an empty context.
    pub fn gist(&self, context: &UnionMap) -> Result<UnionMap> {
        let (a, c) = self.aligned(context)?;
        let mut parts = Vec::new();
        for m in &a.maps {
            if let Some(ctx) = c.part(m.space()) {
                if !ctx.is_empty() {
                    parts.push(m.gist(ctx)?);
                }
            }
        }
        UnionMap::from_parts(a.params, parts)
    }

    /// Simplifies every part against a parameter set.
    pub fn gist_params(&self, params: &Set) -> Result<UnionMap> {
        let merged = merge_params(&self.params, &params.space().params);
        let u = self.align_params(&merged)?;
        u.map_parts(|m| m.gist_params(params))
    }

    /// Intersects every part with a parameter set.
    pub fn intersect_params(&self, params: &Set) -> Result<UnionMap> {
        let merged = merge_params(&self.params, &params.space().params);
        let u = self.align_params(&merged)?;
        u.map_parts(|m| m.intersect_params(params))
    }
}
