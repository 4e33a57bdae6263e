//! The Scop: a static control part of a program in the polyhedral model.
//!
//! A Scop holds
//! - the **parameters** (symbolic sizes such as `_PB_N`) and the **context**, a parameter set of
//!   facts about them (`[N] -> { : N >= 16 }`);
//! - the **arrays** it touches (scalars are 0-dimensional arrays);
//! - the **statements**, in textual order. Statement `S_k` has a domain (the set of iterator
//!   values for which it runs, a set in the space `S_k[i, j]`), its accesses (one relation per
//!   array reference, from the statement space to the array space), a body (an assignment
//!   expression tree) and its place in the original program order.
//!
//! The original order is kept as a *2d+1 schedule*: a statement nested in `d` loops gets the
//! map `S[i_1..i_d] -> [b_0, ±i_1, b_1, ..., ±i_d, b_d]`, where the `b_k` (the *beta* vector)
//! are its positions among its siblings at each depth, and `-i` stands for a loop that counts
//! down. All ranges are padded with zeros to one common dimension `2 * max_depth + 1`, so the
//! union of the statements' maps is one schedule whose lexicographic order is the execution
//! order of the original program.
//!
//! Invariants (checked by [`Scop::validate`]):
//! - every relation has the Scop's parameters, in order (`Map::align_params`);
//! - the domain of statement `S_k` lives in `S_k[iterators]`; its accesses map that space to
//!   `Array[...]` with the array's rank; its schedule maps it to an anonymous tuple of
//!   [`Scop::schedule_dim`] dimensions;
//! - access reference ids are the ids of the [`Expr::Access`](crate::expr::Expr) nodes of the
//!   body, in [`Body::canonical_accesses`] order.

use crate::ctype::IntType;
use crate::error::{Error, Result};
use crate::expr::{Body, Expr};
use hedra_presburger::{DimType, Int, Map, RelationBuilder, Set, Space, Tuple, UnionMap};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

/// Read or write.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AccessKind {
    /// The statement reads the element.
    Read,
    /// The statement writes the element.
    Write,
}

/// An array (or a scalar, with rank 0) used in the Scop.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Array {
    /// The name in the source.
    pub name: String,
    /// The element type as written in the declaration (`double`, `DATA_TYPE`), when known.
    pub element_type: Option<String>,
    /// The number of dimensions (0 for a scalar).
    pub rank: usize,
    /// The declared extent of each dimension as C text (`N`, `n + 1`), when known; an empty
    /// string stands for an unsized first dimension (`A[][N]`).
    pub sizes: Option<Vec<String>>,
    /// True when the variable is declared inside the region, so it is dead after it.
    pub local: bool,
    /// True when no code after the region reads the values the region leaves in this
    /// variable: it is declared inside the region, or it is a scalar of the enclosing
    /// function (a local or a by-value parameter, neither `static` nor `volatile`) that the
    /// rest of the function does not name, or an array declared in the function's body
    /// (constant or variable length) that the function names only in subscripts and not
    /// after the region, or an array named by `#pragma hedra scratch`. Only such a variable
    /// may be privatized or contracted.
    #[serde(default)]
    pub dead_after: bool,
    /// True for a temporary that hedra created (an expanded scalar, see hedra-deps'
    /// `privatize`): the generated code allocates it on the heap for the region's run, with
    /// the extents of `sizes`.
    #[serde(default)]
    pub scratch: bool,
    /// The element type when the front end knows it is an integer type (typedefs
    /// resolved); `None` for floating types and types it cannot see (a macro).
    #[serde(default)]
    pub integer: Option<IntType>,
    /// The element type with its macros and type names expanded, as the system
    /// preprocessor's output declares it (`double` where the source writes `DATA_TYPE`),
    /// when the driver gave the front end that output and it differs from `element_type`.
    #[serde(default)]
    pub resolved_type: Option<String>,
}

impl Array {
    /// The element type as the compiler sees it: the expanded type where the preprocessor
    /// gave one, else the type as written. Two arrays whose canonical types are equal hold
    /// values of the same C type.
    pub fn canonical_type(&self) -> Option<&str> {
        self.resolved_type
            .as_deref()
            .or(self.element_type.as_deref())
    }

    /// The extent of dimension `k` when its declaration gives it as a decimal constant.
    pub fn constant_extent(&self, k: usize) -> Option<u64> {
        let s = self.sizes.as_ref()?.get(k)?.trim();
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        s.parse().ok()
    }

    /// The number of cells when every extent is a decimal constant.
    pub fn constant_cells(&self) -> Option<u64> {
        (0..self.rank).try_fold(1u64, |n, k| n.checked_mul(self.constant_extent(k)?))
    }
}

/// One access: the relation from a statement's iteration space to the array elements that
/// one reference of the body touches.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AccessRelation {
    /// The reference id (the `reference` of the [`Expr::Access`] node in the body).
    pub reference: usize,
    /// Read or write.
    pub kind: AccessKind,
    /// The array name.
    pub array: String,
    /// `[params] -> { S_k[i..] -> Array[subscripts] }`.
    #[serde(with = "isl_text")]
    pub relation: Map,
}

/// A statement of the Scop.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Statement {
    /// `S0`, `S1`, ... in textual order.
    pub name: String,
    /// The names of the surrounding loop iterators, outermost first.
    pub iterators: Vec<String>,
    /// `[params] -> { S_k[i..] : constraints }`.
    #[serde(with = "isl_text")]
    pub domain: Set,
    /// The accesses in [`Body::canonical_accesses`] order.
    pub accesses: Vec<AccessRelation>,
    /// The assignment.
    pub body: Body,
    /// The position among siblings at each depth (`depth + 1` entries).
    pub beta: Vec<usize>,
    /// The 2d+1 original schedule `S_k[i..] -> [b0, i, b1, ...]`, padded to the Scop's
    /// schedule dimension.
    #[serde(with = "isl_text")]
    pub schedule: Map,
}

/// A static control part.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Scop {
    /// Parameter names, in the order of the relations' parameter columns.
    pub params: Vec<String>,
    /// Known facts about the parameters (a parameter set).
    #[serde(with = "isl_text")]
    pub context: Set,
    /// The arrays and scalars, in order of first use.
    pub arrays: Vec<Array>,
    /// The statements in textual order.
    pub statements: Vec<Statement>,
    /// The original C text of parameters that stand for a symbolic constant (a call such as
    /// `LOOP_BOUND(N, n)` over parameters, modeled as the parameter `LOOP_BOUND_N_n`), by
    /// parameter name, so that generated code can print the text back.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub param_text: BTreeMap<String, String>,
    /// The C integer types of iterators and parameters whose declarations the front end saw
    /// and that are not plain `int` (a name missing here is an `int`). Not part of the
    /// exchange formats: a Scop read from OpenScop or JSON computes in `int`.
    #[serde(skip)]
    pub int_types: BTreeMap<String, IntType>,
    /// Iterators declared inside the region (`for (long i = ...)`): the code that replaces
    /// the region need not keep them, nor give them their final values.
    #[serde(skip)]
    pub region_iterators: BTreeSet<String>,
    /// C statements that give the iterators declared outside the region and read after it
    /// the values the region leaves them (its loop headers with empty bodies); code that
    /// replaces the region runs them after it. Empty when no such iterator exists.
    #[serde(skip)]
    pub final_values: String,
    /// Induction variables declared outside the region that the front end replaced by
    /// their closed forms (`j++` in a loop, `j` in subscripts): the region's code no longer
    /// assigns them (their final values come from `final_values`).
    #[serde(skip)]
    pub induction_vars: Vec<String>,
    /// C conditions over the parameters that the model assumes (and that its `context`
    /// includes): code that replaces the region checks them at run time and runs the
    /// region as written when one fails. The front end makes one of a conversion it cannot
    /// prove value-preserving for every value of the parameters, such as `i < n` with a
    /// `size_t` iterator and an `int` bound (the model holds when `n >= 0`).
    #[serde(skip)]
    pub assumptions: Vec<String>,
    /// What the front end noticed about the region's source and ignored (a malformed or
    /// inapplicable `#pragma hedra` line), with its position: the driver reports them as
    /// warnings; they never stop the region.
    #[serde(skip)]
    pub warnings: Vec<SourceWarning>,
}

/// A warning about the text of a region, at a position of its file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceWarning {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub col: usize,
    /// What is wrong and what was done instead.
    pub message: String,
}

/// Serde helpers: a relation travels as its isl text.
pub(crate) mod isl_text {
    use hedra_presburger::{parse_map, Map};
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(m: &Map, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_str(&m.to_string())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> std::result::Result<Map, D::Error> {
        let text = String::deserialize(d)?;
        parse_map(&text).map_err(serde::de::Error::custom)
    }
}

/// The 2d+1 schedule of a statement: `S[i_1..i_d] -> [b_0, s_1 i_1, b_1, ..., b_d, 0...]`
/// with `s_k = -1` where `decreasing[k]` holds, padded with zeros to `dim` output dimensions.
pub fn original_schedule(
    params: &[String],
    name: &str,
    iterators: &[String],
    beta: &[usize],
    decreasing: &[bool],
    dim: usize,
) -> Result<Map> {
    if beta.len() != iterators.len() + 1 || decreasing.len() != iterators.len() {
        return Err(Error::Invalid(format!(
            "statement {name}: beta vector and iterators do not match"
        )));
    }
    let n_out = 2 * iterators.len() + 1;
    if n_out > dim {
        return Err(Error::Invalid(format!(
            "statement {name}: schedule needs {n_out} dimensions, only {dim} given"
        )));
    }
    let domain = Tuple::with_dim_names(Some(name), iterators);
    let space = Space::map(params.to_vec(), domain, Tuple::anonymous(dim));
    let mut b = RelationBuilder::new(space)?;
    let mut pos = 0;
    for (k, beta_k) in beta.iter().enumerate() {
        b.fix(DimType::Out, pos, &Int::from(*beta_k))?;
        pos += 1;
        if k < iterators.len() {
            let i = b.dim(DimType::In, k)?;
            let v = if decreasing[k] { i.neg() } else { i };
            b.set_dim(DimType::Out, pos, &v)?;
            pos += 1;
        }
    }
    for p in pos..dim {
        b.fix(DimType::Out, p, &Int::ZERO)?;
    }
    Ok(b.build()?)
}

impl Scop {
    /// True when a statement writes a scalar (an array of rank 0): a value that lives in
    /// the code around the region, and that separately placed copies of the region's code
    /// (versions moved into functions, one dispatch per loop nest) must not split.
    pub fn writes_scalar(&self) -> bool {
        let scalar = |name: &str| self.arrays.iter().any(|x| x.name == name && x.rank == 0);
        self.statements
            .iter()
            .flat_map(|st| &st.accesses)
            .any(|a| a.kind == AccessKind::Write && scalar(&a.array))
    }

    /// The C integer type of an iterator or parameter (`int` unless declared otherwise).
    pub fn int_type(&self, name: &str) -> IntType {
        self.int_types
            .get(name)
            .cloned()
            .unwrap_or_else(IntType::int)
    }

    /// The type of the loop counters that replace the region's iterators: `int` when every
    /// iterator and parameter is an `int` or narrower, `long long` otherwise. The front end
    /// proves that every value of an iterator or parameter fits in this type, so that the
    /// affine expressions of the generated code (small multiples and sums of them) compute in
    /// it exactly.
    pub fn counter_type(&self) -> IntType {
        if self.int_types.values().all(|t| IntType::int().contains(t)) {
            IntType::int()
        } else {
            IntType::long_long()
        }
    }

    /// The number of output dimensions of the original schedule (`2 * max depth + 1`).
    pub fn schedule_dim(&self) -> usize {
        self.statements
            .iter()
            .map(|s| 2 * s.iterators.len() + 1)
            .max()
            .unwrap_or(1)
    }

    /// The array called `name`.
    pub fn array(&self, name: &str) -> Option<&Array> {
        self.arrays.iter().find(|a| a.name == name)
    }

    /// `base`, or with a number (`base2`, `base3`, ..) when an array, a parameter or an
    /// iterator of `scop` has that name: the name of a variable that hedra adds.
    pub fn fresh_name(&self, base: &str) -> String {
        let taken = |n: &str| {
            self.arrays.iter().any(|a| a.name == n)
                || self.params.iter().any(|p| p == n)
                || self
                    .statements
                    .iter()
                    .any(|s| s.iterators.iter().any(|i| i == n))
        };
        let mut name = base.to_string();
        let mut k = 1;
        while taken(&name) {
            k += 1;
            name = format!("{base}{k}");
        }
        name
    }

    /// The union of the statement domains.
    pub fn domain(&self) -> Result<UnionMap> {
        self.union_of(|s| vec![&s.domain])
    }

    /// The union of the read access relations.
    pub fn reads(&self) -> Result<UnionMap> {
        self.accesses(crate::AccessKind::Read)
    }

    /// The union of the write access relations.
    pub fn writes(&self) -> Result<UnionMap> {
        self.accesses(crate::AccessKind::Write)
    }

    fn accesses(&self, kind: AccessKind) -> Result<UnionMap> {
        self.union_of(|s| {
            s.accesses
                .iter()
                .filter(|a| a.kind == kind)
                .map(|a| &a.relation)
                .collect()
        })
    }

    /// The original schedule as one map (the union of the statements' 2d+1 maps).
    pub fn schedule(&self) -> Result<UnionMap> {
        self.union_of(|s| vec![&s.schedule])
    }

    fn union_of<'a>(&'a self, f: impl Fn(&'a Statement) -> Vec<&'a Map>) -> Result<UnionMap> {
        let mut u = UnionMap::empty(self.params.clone());
        for s in &self.statements {
            for m in f(s) {
                u.add_map(m.align_params(&self.params)?)?;
            }
        }
        Ok(u)
    }

    /// Checks the invariants listed in the module documentation.
    pub fn validate(&self) -> Result<()> {
        let dim = self.schedule_dim();
        let check_params = |m: &Map, what: &str| -> Result<()> {
            if m.space().params != self.params {
                return Err(Error::Invalid(format!(
                    "{what}: parameters {:?}, expected {:?}",
                    m.space().params,
                    self.params
                )));
            }
            Ok(())
        };
        check_params(&self.context, "context")?;
        for s in &self.statements {
            let n = s.iterators.len();
            check_params(&s.domain, &s.name)?;
            let sp = s.domain.space();
            if !sp.is_set()
                || sp.out_tuple.name.as_deref() != Some(&s.name)
                || sp.out_tuple.dims.len() != n
            {
                return Err(Error::Invalid(format!("{}: domain space {sp}", s.name)));
            }
            check_params(&s.schedule, &s.name)?;
            let sc = s.schedule.space();
            if sc.n_in() != n || sc.n_out() != dim {
                return Err(Error::Invalid(format!("{}: schedule space {sc}", s.name)));
            }
            let expected = s.body.canonical_accesses();
            if expected.len() != s.accesses.len() {
                return Err(Error::Invalid(format!(
                    "{}: {} accesses, the body has {}",
                    s.name,
                    s.accesses.len(),
                    expected.len()
                )));
            }
            for (a, (r, k, e)) in s.accesses.iter().zip(expected) {
                check_params(&a.relation, &s.name)?;
                let name = match e {
                    Expr::Access { array, .. } => array,
                    _ => unreachable!("canonical_accesses yields accesses"),
                };
                let rank = self.array(&a.array).map(|x| x.rank);
                if a.reference != r || a.kind != k || &a.array != name {
                    return Err(Error::Invalid(format!(
                        "{}: access {} to {} does not match the body",
                        s.name, a.reference, a.array
                    )));
                }
                let sp = a.relation.space();
                if sp.n_in() != n || Some(sp.n_out()) != rank {
                    return Err(Error::Invalid(format!(
                        "{}: access {} has space {sp}",
                        s.name, a.reference
                    )));
                }
            }
        }
        Ok(())
    }

    /// The Scop as an iscc script: one `NAME := <isl>;` line each for `context`, `domain`,
    /// `reads`, `writes` and `schedule`. isl (`iscc`, islpy) reads every line as it is.
    /// Access and schedule relations that are affine functions print as such
    /// (`S0[i, j] -> A[i, j + 1]`).
    pub fn to_iscc(&self) -> String {
        let head = if self.params.is_empty() {
            String::new()
        } else {
            format!("[{}] -> ", self.params.join(", "))
        };
        let line = |name: &str, maps: Vec<&Map>| {
            let mut parts: Vec<String> = Vec::new();
            for m in maps {
                for p in map_parts(m) {
                    if !parts.contains(&p) {
                        parts.push(p);
                    }
                }
            }
            format!("{name} := {head}{{ {} }};\n", parts.join("; "))
        };
        let mut out = String::new();
        let universe = self.context.basics().len() == 1
            && self.context.basics().iter().all(|b| {
                b.n_div() == 0 && b.equalities().is_empty() && b.inequalities().is_empty()
            });
        let ctx = self.context.to_string();
        let ctx_inner = if universe { ":" } else { inner_text(&ctx) };
        let _ = writeln!(out, "context := {head}{{ {ctx_inner} }};");
        let domains: Vec<&Map> = self.statements.iter().map(|s| &s.domain).collect();
        out += &line("domain", domains);
        for (name, kind) in [("reads", AccessKind::Read), ("writes", AccessKind::Write)] {
            let maps: Vec<&Map> = self
                .statements
                .iter()
                .flat_map(|s| s.accesses.iter())
                .filter(|a| a.kind == kind)
                .map(|a| &a.relation)
                .collect();
            out += &line(name, maps);
        }
        let schedules: Vec<&Map> = self.statements.iter().map(|s| &s.schedule).collect();
        out += &line("schedule", schedules);
        out
    }

    /// The Scop as pretty-printed JSON (relations as isl text).
    pub fn to_json(&self) -> String {
        // Serialization of these types cannot fail (string keys, no maps with non-string keys).
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// Reads a Scop written by [`Scop::to_json`] and checks its invariants.
    pub fn from_json(text: &str) -> Result<Scop> {
        let s: Scop = serde_json::from_str(text)?;
        s.validate()?;
        Ok(s)
    }
}

impl Body {
    /// The accesses of the body in canonical order, as `(reference, kind, access node)`: the
    /// left-hand side's write (and, for a compound assignment such as `+=`, its read with the
    /// same reference id), then the reads of the right-hand side and of the subscripts, left to
    /// right. This is the order of [`Statement::accesses`].
    pub fn canonical_accesses(&self) -> Vec<(usize, AccessKind, &Expr)> {
        let mut out = Vec::new();
        if let Expr::Access {
            reference,
            subscripts,
            ..
        } = &self.lhs
        {
            out.push((*reference, AccessKind::Write, &self.lhs));
            if self.op.is_compound() {
                out.push((*reference, AccessKind::Read, &self.lhs));
            }
            for s in subscripts {
                s.for_each_access(&mut |e| {
                    if let Expr::Access { reference, .. } = e {
                        out.push((*reference, AccessKind::Read, e));
                    }
                });
            }
        }
        self.rhs.for_each_access(&mut |e| {
            if let Expr::Access { reference, .. } = e {
                out.push((*reference, AccessKind::Read, e));
            }
        });
        out
    }
}

/// The text between the outer braces of an isl object (`[N] -> { X }` gives `X`).
fn inner_text(s: &str) -> &str {
    match (s.find('{'), s.rfind('}')) {
        (Some(a), Some(b)) if a < b => s[a + 1..b].trim(),
        _ => s.trim(),
    }
}

/// The parts of a map as isl text without the parameter header: function form where every
/// basic map is an affine function without existentials, isl's own form otherwise.
fn map_parts(m: &Map) -> Vec<String> {
    if m.space().is_set() && !m.basics().is_empty() {
        if let Some(parts) = m
            .basics()
            .iter()
            .map(|b| set_form(m, b))
            .collect::<Option<Vec<_>>>()
        {
            return parts;
        }
    }
    if m.space().is_map() && !m.basics().is_empty() {
        if let Some(parts) = m
            .basics()
            .iter()
            .map(|b| function_form(m, b))
            .collect::<Option<Vec<_>>>()
        {
            return parts;
        }
    }
    let text = m.to_string();
    let inner = inner_text(&text);
    if inner.is_empty() {
        Vec::new()
    } else {
        vec![inner.to_string()]
    }
}

/// `S[i, j] -> A[i, j + N - 1]` when every output of the basic map is fixed by an equality
/// with a unit coefficient over inputs, parameters and constants, and no other constraint
/// exists.
fn function_form(m: &Map, b: &hedra_presburger::BasicMap) -> Option<String> {
    let sp = m.space();
    let (np, ni, no) = (sp.n_param(), sp.n_in(), sp.n_out());
    if b.n_div() > 0 || !b.inequalities().is_empty() || b.equalities().len() != no {
        return None;
    }
    let in_names: Vec<String> = sp
        .in_tuple
        .dims
        .iter()
        .enumerate()
        .map(|(k, d)| d.clone().unwrap_or_else(|| format!("i{k}")))
        .collect();
    let mut outs = vec![None; no];
    for row in b.equalities() {
        let out_cols: Vec<usize> = (0..no)
            .filter(|&k| !row[1 + np + ni + k].is_zero())
            .collect();
        let [k] = out_cols[..] else { return None };
        let c = &row[1 + np + ni + k];
        let sign: i64 = if c.is_one() {
            -1
        } else if c.is_minus_one() {
            1
        } else {
            return None;
        };
        // out_k = sign * (row without out_k)
        let mut terms: Vec<(i64, String)> = Vec::new();
        for (j, name) in in_names.iter().enumerate() {
            terms.push((row[1 + np + j].to_i64()? * sign, name.clone()));
        }
        for (j, name) in sp.params.iter().enumerate() {
            terms.push((row[1 + j].to_i64()? * sign, name.clone()));
        }
        let constant = row[0].to_i64()? * sign;
        if outs[k].is_some() {
            return None;
        }
        outs[k] = Some(affine_text(&terms, constant));
    }
    let outs: Vec<String> = outs.into_iter().collect::<Option<_>>()?;
    let tuple = |name: &Option<String>, items: &[String]| {
        format!("{}[{}]", name.as_deref().unwrap_or(""), items.join(", "))
    };
    Some(format!(
        "{} -> {}",
        tuple(&sp.in_tuple.name, &in_names),
        tuple(&sp.out_tuple.name, &outs)
    ))
}

/// `S[i, j] : i >= 0 and i <= N - 1 and j >= i + 4`: a basic set without existentials, with
/// its constraints in a canonical order that does not depend on how hedra-presburger stores
/// them: by the innermost dimension they bound (parameters last), lower bounds first. Each
/// constraint is solved for that dimension.
fn set_form(m: &Map, b: &hedra_presburger::BasicMap) -> Option<String> {
    let sp = m.space();
    let (np, no) = (sp.n_param(), sp.n_out());
    if b.n_div() > 0 {
        return None;
    }
    let dims: Vec<String> = sp
        .out_tuple
        .dims
        .iter()
        .enumerate()
        .map(|(k, d)| d.clone().unwrap_or_else(|| format!("i{k}")))
        .collect();
    // Column order for the key: dimensions first (innermost has the highest rank), then
    // parameters.
    // (sort key: rank of the bounded dimension, equality/lower/upper, coefficients; text)
    type Row = ((usize, i64, Vec<i64>), String);
    let mut rows: Vec<Row> = Vec::new();
    for (row, eq) in b
        .equalities()
        .iter()
        .map(|r| (r, true))
        .chain(b.inequalities().iter().map(|r| (r, false)))
    {
        let vals: Vec<i64> = row.iter().map(|v| v.to_i64()).collect::<Option<_>>()?;
        // (column, name) in key order: dimensions innermost first, then parameters.
        let cols: Vec<(usize, &String)> = (0..no)
            .rev()
            .map(|k| (1 + np + k, &dims[k]))
            .chain((0..np).rev().map(|k| (1 + k, &sp.params[k])))
            .collect();
        let Some(&(col, name)) = cols.iter().find(|(c, _)| vals[*c] != 0) else {
            continue; // a constant row: trivially true in a non-empty basic set
        };
        let rank = cols.len() - cols.iter().position(|(c, _)| *c == col).unwrap_or(0);
        let c = vals[col];
        // c*v + rest >= 0  =>  v >= -rest/c (c > 0) or |c|*v <= rest (c < 0)
        let sign = if c > 0 { -1 } else { 1 };
        let mut terms: Vec<(i64, String)> = Vec::new();
        for (k, d) in dims.iter().enumerate() {
            if 1 + np + k != col {
                terms.push((vals[1 + np + k] * sign, d.clone()));
            }
        }
        for (k, p) in sp.params.iter().enumerate() {
            if 1 + k != col {
                terms.push((vals[1 + k] * sign, p.clone()));
            }
        }
        let rest = affine_text(&terms, vals[0] * sign);
        let mag = c.unsigned_abs();
        let lhs = if mag == 1 {
            name.clone()
        } else {
            format!("{mag}*{name}")
        };
        let op = if eq {
            "="
        } else if c > 0 {
            ">="
        } else {
            "<="
        };
        let kind = if eq {
            0
        } else if c > 0 {
            1
        } else {
            2
        };
        rows.push(((rank, kind, vals.clone()), format!("{lhs} {op} {rest}")));
    }
    rows.sort();
    rows.dedup_by(|a, b| a.1 == b.1);
    let tuple = format!(
        "{}[{}]",
        sp.out_tuple.name.as_deref().unwrap_or(""),
        dims.join(", ")
    );
    if rows.is_empty() {
        return Some(tuple);
    }
    let cs: Vec<String> = rows.into_iter().map(|r| r.1).collect();
    Some(format!("{tuple} : {}", cs.join(" and ")))
}

/// `2*i - j + N - 1` from `[(2, i), (-1, j), (1, N)]` and `-1`: an affine expression in isl
/// notation (terms with a zero coefficient are left out).
pub fn affine_text(terms: &[(i64, String)], constant: i64) -> String {
    let mut s = String::new();
    for (c, name) in terms {
        if *c == 0 {
            continue;
        }
        let mag = c.unsigned_abs();
        if s.is_empty() {
            if *c < 0 {
                s.push('-');
            }
        } else {
            s.push_str(if *c < 0 { " - " } else { " + " });
        }
        if mag != 1 {
            let _ = write!(s, "{mag}*");
        }
        s.push_str(name);
    }
    if s.is_empty() {
        let _ = write!(s, "{constant}");
    } else if constant != 0 {
        let _ = write!(
            s,
            " {} {}",
            if constant < 0 { "-" } else { "+" },
            constant.unsigned_abs()
        );
    }
    s
}
