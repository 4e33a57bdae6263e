//! One statement at fixed parameter values: its points, how they are drawn, and its
//! dependences on itself.

use hedra_ir::Scop;
use hedra_presburger::{DimType, Int, Map, Set};

use crate::{small, Arrow, Error, Point2, Request, Result, MAX_POINTS};

/// A statement of a Scop with every parameter fixed.
pub struct Instance<'a> {
    /// The Scop.
    pub scop: &'a Scop,
    /// The statement's index.
    pub statement: usize,
    /// The parameter values, in the order of `scop.params`.
    pub values: Vec<Int>,
    /// The drawn dimensions (iterator positions), horizontal then vertical (`None`: the
    /// statement has only one dimension, drawn on a line).
    pub dims: (usize, Option<usize>),
    /// The points of the domain, in lexicographic order.
    pub points: Vec<Vec<Int>>,
}

impl<'a> Instance<'a> {
    /// Fixes the parameters of `request` and lists the statement's points.
    pub fn new(scop: &'a Scop, request: &Request) -> Result<Instance<'a>> {
        let st = scop.statements.get(request.statement).ok_or_else(|| {
            Error::Request(format!(
                "no statement {} (the region has S0 to S{})",
                request.statement,
                scop.statements.len().saturating_sub(1)
            ))
        })?;
        let values = parameter_values(scop, &request.params)?;
        let n = st.iterators.len();
        let dims = match request.dims {
            Some((x, y)) if x < n && y < n && x != y => (x, Some(y)),
            Some(_) => {
                return Err(Error::Request(format!(
                    "--dims: two different iterators of {} ({})",
                    st.name,
                    st.iterators.join(", ")
                )))
            }
            None if n >= 2 => (0, Some(1)),
            None if n == 1 => (0, None),
            None => {
                return Err(Error::Request(format!(
                    "{} is outside every loop: nothing to draw",
                    st.name
                )))
            }
        };
        let domain = fix_params(&st.domain.align_params(&scop.params)?, &values)?;
        let points = domain
            .points(MAX_POINTS)?
            .ok_or(Error::TooLarge(MAX_POINTS))?;
        Ok(Instance {
            scop,
            statement: request.statement,
            values,
            dims,
            points,
        })
    }

    /// Where an instance is drawn.
    pub fn project(&self, p: &[Int]) -> Result<Point2> {
        let x = small(&p[self.dims.0])?;
        let y = match self.dims.1 {
            Some(d) => small(&p[d])?,
            None => 0,
        };
        Ok((x, y))
    }

    /// The drawn points, each once.
    pub fn drawn_points(&self) -> Vec<Point2> {
        let mut out: Vec<Point2> = self
            .points
            .iter()
            .filter_map(|p| self.project(p).ok())
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The names of the drawn iterators.
    pub fn axis_names(&self) -> (String, String) {
        let it = &self.scop.statements[self.statement].iterators;
        let y = self.dims.1.map(|d| it[d].clone()).unwrap_or_default();
        (it[self.dims.0].clone(), y)
    }

    /// `S1 [N = 8, M = 6]: 21 points`.
    pub fn title(&self) -> String {
        let st = &self.scop.statements[self.statement];
        let values: Vec<String> = self
            .scop
            .params
            .iter()
            .zip(&self.values)
            .map(|(p, v)| format!("{} = {v}", display_name(self.scop, p)))
            .collect();
        format!(
            "{}[{}]  ({}): {} points",
            st.name,
            st.iterators.join(", "),
            values.join(", "),
            self.points.len()
        )
    }

    /// The memory-based dependences of the statement on itself, one arrow per pair of
    /// drawn points and kind.
    pub fn arrows(&self) -> Result<Vec<Arrow>> {
        let deps = hedra_deps::memory_based(self.scop)?;
        let mut out = Vec::new();
        for d in deps
            .iter()
            .filter(|d| d.source == self.statement && d.target == self.statement)
        {
            let kind = match d.kind {
                hedra_deps::DependenceKind::Raw => "RAW",
                hedra_deps::DependenceKind::War => "WAR",
                hedra_deps::DependenceKind::Waw => "WAW",
            };
            let rel = fix_params(&d.relation.align_params(&self.scop.params)?, &self.values)?;
            for p in &self.points {
                let from = self.project(p)?;
                for q in targets_of(&rel, p)? {
                    let to = self.project(&q)?;
                    if from != to {
                        out.push(Arrow { from, to, kind });
                    }
                }
                if out.len() > MAX_POINTS {
                    return Err(Error::TooLarge(MAX_POINTS));
                }
            }
        }
        out.sort();
        out.dedup();
        Ok(out)
    }
}

/// The targets of source instance `p` in the relation `rel` (parameters fixed).
fn targets_of(rel: &Map, p: &[Int]) -> Result<Vec<Vec<Int>>> {
    let mut m = rel.clone();
    for (k, v) in p.iter().enumerate() {
        m = m.fix(DimType::In, k, v)?;
    }
    m.range()?
        .points(MAX_POINTS)?
        .ok_or(Error::TooLarge(MAX_POINTS))
}

/// `set` with parameter `k` fixed to `values[k]`.
fn fix_params(set: &Set, values: &[Int]) -> Result<Set> {
    let mut s = set.clone();
    for (k, v) in values.iter().enumerate() {
        s = s.fix(DimType::Param, k, v)?;
    }
    Ok(s)
}

/// The value of each parameter of `scop`, from `given` (by the parameter's name, or by the
/// C text it stands for, such as `N` for the parameter of `LOOP_BOUND(N, n)`).
fn parameter_values(scop: &Scop, given: &[(String, i64)]) -> Result<Vec<Int>> {
    for (name, _) in given {
        if !scop
            .params
            .iter()
            .any(|p| p == name || display_name(scop, p) == *name)
        {
            return Err(Error::Request(format!(
                "--params: `{name}` is not a parameter of the region ({})",
                param_list(scop)
            )));
        }
    }
    scop.params
        .iter()
        .map(|p| {
            given
                .iter()
                .find(|(name, _)| name == p || *name == display_name(scop, p))
                .map(|(_, v)| Int::from(*v))
                .ok_or_else(|| {
                    Error::Request(format!(
                        "--params: no value for `{}` (the region's parameters: {})",
                        display_name(scop, p),
                        param_list(scop)
                    ))
                })
        })
        .collect()
}

/// How a parameter is written in the source: its C text where it stands for one (the
/// first argument of `LOOP_BOUND(N, n)`, the macro name), else its name.
fn display_name(scop: &Scop, p: &str) -> String {
    match scop.param_text.get(p) {
        Some(text) => text.clone(),
        None => p.to_string(),
    }
}

fn param_list(scop: &Scop) -> String {
    let names: Vec<String> = scop.params.iter().map(|p| display_name(scop, p)).collect();
    names.join(", ")
}
