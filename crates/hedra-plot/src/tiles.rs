//! The tiles of a schedule, for one statement at fixed parameter values.
//!
//! The outermost band of the schedule tree on the statement's path is, once the scheduler
//! has tiled, the band of tile loops: `(floor(φ_1 / T_1), ..)` (and, skewed into a
//! wavefront, `(w, ..)` with `w` the sum of tile coordinates). Instances with equal values
//! of that band form one tile; tiles run in the lexicographic order of those values, and
//! tiles with the same first value differ only in the inner tile loops (in a wavefront,
//! they may run at the same time).

use std::collections::BTreeMap;

use hedra_ir::schedule_tree::{Node, ScheduleTree};
use hedra_presburger::{DimType, Int, Map, UnionMap};

use crate::instance::Instance;
use crate::{small, Error, Point2, Result, Tile};

/// The tiles of `inst`'s statement under `tree`, in execution order, and the number of
/// colour classes (distinct first tile coordinates).
pub fn tiles(inst: &Instance, tree: &ScheduleTree) -> Result<(Vec<Tile>, usize)> {
    let name = &inst.scop.statements[inst.statement].name;
    let band = outermost_band(&tree.root, name).ok_or_else(|| {
        Error::Request(format!("the schedule has no band around {name}: no tiles"))
    })?;
    let partial = band_of(band, name)?.align_params(&inst.scop.params)?;
    let mut groups: BTreeMap<Vec<Int>, Vec<Point2>> = BTreeMap::new();
    for p in &inst.points {
        let key = band_value(&partial, &inst.values, p)?;
        groups.entry(key).or_default().push(inst.project(p)?);
    }
    if groups.len() == inst.points.len() && inst.points.len() > 1 {
        return Err(Error::Request(format!(
            "the schedule does not tile {name} (each instance is a tile of its own)"
        )));
    }
    let mut waves: Vec<Int> = groups.keys().filter_map(|k| k.first().cloned()).collect();
    waves.dedup();
    let mut tiles: Vec<Tile> = Vec::new();
    for (order, (key, mut points)) in groups.into_iter().enumerate() {
        points.sort_unstable();
        points.dedup();
        let wave = key
            .first()
            .and_then(|w| waves.iter().position(|x| x == w))
            .unwrap_or(0);
        match tiles.iter_mut().find(|t| t.points == points) {
            Some(t) => t.orders.push(order),
            None => tiles.push(Tile {
                orders: vec![order],
                wave,
                points,
            }),
        }
    }
    Ok((tiles, waves.len().max(1)))
}

/// The first band on the path from `node` to the statement `name`'s leaves.
fn outermost_band<'t>(node: &'t Node, name: &str) -> Option<&'t hedra_ir::schedule_tree::Band> {
    match node {
        Node::Domain { child, .. }
        | Node::Context { child, .. }
        | Node::Mark { child, .. }
        | Node::Extension { child, .. } => outermost_band(child, name),
        Node::Filter { filter, child } => {
            if has_statement(filter, name) {
                outermost_band(child, name)
            } else {
                None
            }
        }
        Node::Band(b) if has_statement(&b.partial, name) => Some(b),
        Node::Band(b) => outermost_band(&b.child, name),
        Node::Sequence(children) | Node::Set(children) => {
            children.iter().find_map(|c| outermost_band(c, name))
        }
        Node::Leaf => None,
    }
}

/// True when a union set or map has a part for the statement `name`.
fn has_statement(u: &UnionMap, name: &str) -> bool {
    u.maps().iter().any(|m| {
        let t = if m.space().is_map() {
            &m.space().in_tuple
        } else {
            &m.space().out_tuple
        };
        t.name.as_deref() == Some(name)
    })
}

/// The band's partial schedule of the statement `name`: `S[i..] -> [m..]`.
fn band_of(band: &hedra_ir::schedule_tree::Band, name: &str) -> Result<Map> {
    band.partial
        .maps()
        .iter()
        .find(|m| m.space().in_tuple.name.as_deref() == Some(name))
        .cloned()
        .ok_or_else(|| Error::Request(format!("no band values for {name}")))
}

/// The band's values at instance `p` (parameters fixed to `values`).
fn band_value(partial: &Map, values: &[Int], p: &[Int]) -> Result<Vec<Int>> {
    let mut m = partial.clone();
    for (k, v) in values.iter().enumerate() {
        m = m.fix(DimType::Param, k, v)?;
    }
    for (k, v) in p.iter().enumerate() {
        m = m.fix(DimType::In, k, v)?;
    }
    let image = m.range()?;
    let mut pts = image
        .points(2)?
        .ok_or_else(|| Error::Request("a band that is not a function".into()))?;
    let value = pts
        .pop()
        .ok_or_else(|| Error::Request("an instance outside its band's domain".into()))?;
    // Check the values are drawable (and the band a function of the instance).
    for v in &value {
        small(v)?;
    }
    if !pts.is_empty() {
        return Err(Error::Request("a band that is not a function".into()));
    }
    Ok(value)
}
