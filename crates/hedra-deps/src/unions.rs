//! The dependences of a Scop as union maps, one per kind: the form in which they are
//! printed (`hedra deps`) and compared with isl.
//!
//! `live_in` and `live_out` are *access* relations (instance to array element), the form isl's
//! dataflow analysis reports sinks without a source in; the instances alone are their domains.

use crate::memory::DependenceKind;
use crate::{Analysis, Result};
use hedra_ir::Scop;
use hedra_presburger::{Map, UnionMap};

/// The union of `maps` (over any spaces) with the Scop's parameters, coalesced.
pub fn union_of<'a>(
    params: &[String],
    maps: impl IntoIterator<Item = &'a Map>,
) -> Result<UnionMap> {
    let mut u = UnionMap::empty(params.to_vec());
    for m in maps {
        u.add_map(m.clone())?;
    }
    Ok(u.coalesce_and_reduce()?)
}

impl Analysis {
    /// The memory-based dependences of one kind as one union map.
    pub fn memory_union(&self, scop: &Scop, kind: DependenceKind) -> Result<UnionMap> {
        union_of(
            &scop.params,
            self.memory
                .iter()
                .filter(|d| d.kind == kind)
                .map(|d| &d.relation),
        )
    }

    /// The value-based flow dependences as one union map.
    pub fn flow_union(&self, scop: &Scop) -> Result<UnionMap> {
        union_of(&scop.params, self.flow.iter().map(|d| &d.relation))
    }

    /// The live-in read accesses as one union map.
    pub fn live_in_union(&self, scop: &Scop) -> Result<UnionMap> {
        union_of(&scop.params, self.live_in.iter().map(|l| &l.access))
    }

    /// The live-out write accesses as one union map.
    pub fn live_out_union(&self, scop: &Scop) -> Result<UnionMap> {
        union_of(&scop.params, self.live_out.iter().map(|l| &l.access))
    }
}
