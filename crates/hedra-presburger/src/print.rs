//! Printing in isl notation.
//!
//! The output is always text that isl reads back as the same set: every disjunct is written
//! with its tuples, its divs appear as `exists (e0, ... : ...)` with their defining
//! constraints spelled out, and names are chosen so that no tuple dimension, parameter or
//! existential shadows another. For example
//!
//! ```text
//! [N] -> { S[i, j] -> A[o0] : o0 = i + j and N >= i + 1; S[i, j] -> A[o0] : exists (e0 : o0 = 2e0) }
//! ```

use crate::basic::{div_bounds, BasicMap};
use crate::int::Int;
use crate::map::Map;
use crate::omega::Row;
use crate::space::{Space, SpaceKind, Tuple};
use crate::union::UnionMap;
use std::fmt::{self, Write};

const KEYWORDS: &[&str] = &[
    "and", "or", "not", "exists", "floor", "ceil", "min", "max", "mod", "true", "false", "infty",
    "implies",
];

fn valid_ident(s: &str) -> bool {
    let mut ch = s.chars();
    match ch.next() {
        Some(c) if c.is_ascii_alphabetic() || c == '_' => {}
        _ => return false,
    }
    ch.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '\'') && !KEYWORDS.contains(&s)
}

/// Chooses printable, distinct names for the columns of a basic map (index 0 unused).
fn column_names(space: &Space, n_div: usize, taken: &mut Vec<String>) -> Vec<String> {
    let mut names = vec![String::new()];
    for p in &space.params {
        names.push(p.clone());
    }
    let fresh = |prefix: &str, k: usize, want: Option<&String>, taken: &mut Vec<String>| {
        if let Some(w) = want {
            if valid_ident(w) && !taken.contains(w) {
                taken.push(w.clone());
                return w.clone();
            }
        }
        let mut idx = k;
        loop {
            let cand = format!("{prefix}{idx}");
            if !taken.contains(&cand) {
                taken.push(cand.clone());
                return cand;
            }
            idx += 1;
        }
    };
    let (pi, po) = if space.kind == SpaceKind::Map {
        ("i", "o")
    } else {
        ("i", "i")
    };
    for (k, d) in space.in_tuple.dims.iter().enumerate() {
        names.push(fresh(pi, k, d.as_ref(), taken));
    }
    for (k, d) in space.out_tuple.dims.iter().enumerate() {
        names.push(fresh(po, k, d.as_ref(), taken));
    }
    for k in 0..n_div {
        names.push(fresh("e", k, None, taken));
    }
    names
}

/// Writes `sum c_j * name_j + c_0` in isl style (`2i - j + 1`), or `0`.
pub(crate) fn write_affine(out: &mut String, coeffs: &[(Int, &str)], constant: &Int) {
    let mut first = true;
    for (c, name) in coeffs {
        if c.is_zero() {
            continue;
        }
        let neg = c.is_negative();
        let mag = c.abs();
        if first {
            if neg {
                out.push('-');
            }
        } else {
            out.push_str(if neg { " - " } else { " + " });
        }
        if !mag.is_one() {
            // `2*e0` rather than `2e0`: unambiguous for every reader.
            let _ = write!(out, "{mag}*");
        }
        out.push_str(name);
        first = false;
    }
    if first {
        let _ = write!(out, "{constant}");
    } else if !constant.is_zero() {
        let _ = write!(
            out,
            " {} {}",
            if constant.is_negative() { "-" } else { "+" },
            constant.abs()
        );
    }
}

/// Writes a constraint `row >= 0` (or `= 0`) with positive coefficients on both sides and the
/// constant on the right, e.g. `N >= i + 1`, or `j <= 10` when only one side has variables.
fn write_constraint(out: &mut String, row: &Row, names: &[String], eq: bool) {
    let mut lhs: Vec<(Int, &str)> = Vec::new();
    let mut rhs: Vec<(Int, &str)> = Vec::new();
    for (c, v) in row.iter().enumerate().skip(1) {
        if v.is_positive() {
            lhs.push((v.clone(), &names[c]));
        } else if v.is_negative() {
            rhs.push((-v, &names[c]));
        }
    }
    let op = if eq { " = " } else { " >= " };
    if lhs.is_empty() {
        // -rhs + c >= 0  is  rhs <= c
        write_affine(out, &rhs, &Int::ZERO);
        out.push_str(if eq { " = " } else { " <= " });
        write_affine(out, &[], &row[0]);
        return;
    }
    // lhs - rhs + c >= 0  is  lhs >= rhs - c
    write_affine(out, &lhs, &Int::ZERO);
    out.push_str(op);
    write_affine(out, &rhs, &-&row[0]);
}

fn write_tuple(out: &mut String, t: &Tuple, names: &[String]) {
    if let Some(n) = &t.name {
        out.push_str(n);
    }
    out.push('[');
    out.push_str(&names.join(", "));
    out.push(']');
}

/// Writes one disjunct (tuples, then `: constraints`), without braces or parameters.
fn write_basic(out: &mut String, b: &BasicMap) {
    let space = b.space();
    let mut taken: Vec<String> = space.params.clone();
    let names = column_names(space, b.n_div(), &mut taken);
    let np = space.n_param();
    let ni = space.n_in();
    let no = space.n_out();
    match space.kind {
        SpaceKind::Params => {}
        SpaceKind::Set => write_tuple(out, &space.out_tuple, &names[1 + np..1 + np + no]),
        SpaceKind::Map => {
            write_tuple(out, &space.in_tuple, &names[1 + np..1 + np + ni]);
            out.push_str(" -> ");
            write_tuple(out, &space.out_tuple, &names[1 + np + ni..1 + np + ni + no]);
        }
    }
    let off = b.div_offset();
    let mut cons: Vec<String> = Vec::new();
    for r in b.equalities() {
        let mut s = String::new();
        write_constraint(&mut s, r, &names, true);
        cons.push(s);
    }
    for r in b.inequalities() {
        let mut s = String::new();
        write_constraint(&mut s, r, &names, false);
        cons.push(s);
    }
    for (k, d) in b.divs().iter().enumerate() {
        if let Some(d) = d {
            for r in div_bounds(d, off + k) {
                let mut s = String::new();
                write_constraint(&mut s, &r, &names, false);
                cons.push(s);
            }
        }
    }
    if b.n_div() > 0 {
        out.push_str(" : exists (");
        out.push_str(&names[off..].join(", "));
        out.push_str(" : ");
        if cons.is_empty() {
            out.push_str("0 = 0");
        } else {
            out.push_str(&cons.join(" and "));
        }
        out.push(')');
    } else if !cons.is_empty() {
        out.push_str(" : ");
        out.push_str(&cons.join(" and "));
    } else if space.kind == SpaceKind::Params {
        // isl needs something after the colon once there are several disjuncts.
        out.push_str(" : 0 = 0");
    }
}

fn write_params(out: &mut String, params: &[String]) {
    if !params.is_empty() {
        out.push('[');
        out.push_str(&params.join(", "));
        out.push_str("] -> ");
    }
}

/// Writes the disjuncts of a map separated by `; `; an empty map is written with a `false`
/// constraint so that its space is kept.
fn write_map_body(out: &mut String, m: &Map) {
    if m.basics().is_empty() {
        let mut e = BasicMap::universe(m.space().clone());
        let mut s = String::new();
        write_basic(&mut s, &e);
        // Strip the trivial constraint of a parameter universe before adding `1 = 0`.
        let s = s.trim_end_matches(" : 0 = 0").to_string();
        out.push_str(&s);
        out.push_str(" : 1 = 0");
        e.eqs.clear();
        return;
    }
    for (k, b) in m.basics().iter().enumerate() {
        if k > 0 {
            out.push_str("; ");
        }
        write_basic(out, b);
    }
}

impl fmt::Display for BasicMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        write_params(&mut s, &self.space().params);
        s.push_str("{ ");
        write_basic(&mut s, self);
        s.push_str(" }");
        f.write_str(&s)
    }
}

impl fmt::Display for Map {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        write_params(&mut s, &self.space().params);
        s.push_str("{ ");
        write_map_body(&mut s, self);
        s.push_str(" }");
        f.write_str(&s)
    }
}

impl fmt::Display for UnionMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        write_params(&mut s, self.params_names());
        s.push_str("{ ");
        let mut first = true;
        for m in self.maps() {
            if m.basics().is_empty() {
                continue;
            }
            if !first {
                s.push_str("; ");
            }
            write_map_body(&mut s, m);
            first = false;
        }
        s.push_str(" }");
        f.write_str(&s)
    }
}
