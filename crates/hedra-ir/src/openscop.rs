//! OpenScop, the exchange format of Clan, Pluto, CLooG and friends: writer and reader.
//!
//! A relation is a constraint matrix whose first column says `0` (equality, `row = 0`) or `1`
//! (inequality, `row >= 0`), then one column per output dimension, input dimension, local
//! (existential) dimension, parameter, and the constant, with the header
//! `rows columns outputs inputs locals params`:
//!
//! ```text
//! DOMAIN                       # S[i] : 0 <= i < N
//! 2 4 1 0 0 1
//! # e/i|  i |  N |  1
//!    1    1    0    0          # i >= 0
//!    1   -1    1   -1          # N - i - 1 >= 0
//! ```
//!
//! A union is written as the number of its parts, then each part with its own header. An access
//! relation has one extra first output dimension, `Arr`, equal to the array's id from the
//! `<arrays>` extension. The statement text and iterator names travel in the `<body>`
//! extension; scattering dimension names in `<scatnames>`.
//!
//! The mapping between hedra's columns `[1 | params | in | out | divs]` and OpenScop's
//! `[e/i | out | in | locals | params | 1]` is a permutation; divs with a definition
//! `d = floor(num/den)` are written with their two defining inequalities, so that they read
//! back as plain existentials. Writing, reading and writing again gives the same text.
//!
//! Reading needs to turn body text back into an expression tree, which is the C front end's
//! business; [`read`] takes that parser as an argument (hedra-c provides it).

use crate::error::{Error, Result};
use crate::expr::{Body, Expr};
use crate::scop::{AccessKind, AccessRelation, Array, Scop, Statement};
use hedra_presburger::{BasicMap, Int, Map, Space, Tuple};
use std::fmt::Write;

/// Parses a statement body from its text, given the iterator names and the parameters.
pub type BodyParser<'a> =
    &'a dyn Fn(&str, &[String], &[String]) -> std::result::Result<Body, String>;

/// Which kind of relation a matrix is, to name its columns.
#[derive(Clone, Copy)]
enum Kind {
    Context,
    Domain,
    Scattering,
    Access,
}

/// Writes `scop` in the OpenScop format.
pub fn write(scop: &Scop) -> String {
    let mut o = String::new();
    o.push_str("<OpenScop>\n\n# =============================================== Global\n");
    o.push_str("# Language\nC\n\n# Context\nCONTEXT\n");
    write_relation(&mut o, &scop.context, Kind::Context, None, &[]);
    if scop.params.is_empty() {
        o.push_str("\n# Parameters are not provided\n0\n\n");
    } else {
        let _ = write!(
            o,
            "\n# Parameters are provided\n1\n<strings>\n{}\n</strings>\n\n",
            scop.params.join(" ")
        );
    }
    let _ = write!(o, "# Number of statements\n{}\n\n", scop.statements.len());
    for (n, s) in scop.statements.iter().enumerate() {
        let n = n + 1;
        let _ = write!(
            o,
            "# =============================================== Statement {n}\n\
             # Number of relations describing the statement:\n{}\n\n",
            2 + s.accesses.len()
        );
        let _ = writeln!(
            o,
            "# ----------------------------------------------  {n}.1 Domain"
        );
        o.push_str("DOMAIN\n");
        write_relation(&mut o, &s.domain, Kind::Domain, None, &s.iterators);
        let _ = writeln!(
            o,
            "\n# ----------------------------------------------  {n}.2 Scattering"
        );
        o.push_str("SCATTERING\n");
        write_relation(&mut o, &s.schedule, Kind::Scattering, None, &s.iterators);
        let _ = writeln!(
            o,
            "\n# ----------------------------------------------  {n}.3 Access"
        );
        for a in &s.accesses {
            o.push_str(match a.kind {
                AccessKind::Read => "READ\n",
                AccessKind::Write => "WRITE\n",
            });
            let id = scop
                .arrays
                .iter()
                .position(|x| x.name == a.array)
                .unwrap_or(0)
                + 1;
            write_relation(&mut o, &a.relation, Kind::Access, Some(id), &s.iterators);
            o.push('\n');
        }
        let _ = write!(
            o,
            "# ----------------------------------------------  {n}.4 Statement Extensions\n\
             # Number of Statement Extensions\n1\n<body>\n# Number of original iterators\n{}\n",
            s.iterators.len()
        );
        if !s.iterators.is_empty() {
            let _ = writeln!(o, "# List of original iterators\n{}", s.iterators.join(" "));
        }
        let _ = write!(
            o,
            "# Statement body expression\n{}\n</body>\n\n",
            s.body.to_c(&s.iterators)
        );
    }
    o.push_str("# =============================================== Extensions\n");
    let deepest = scop.statements.iter().max_by_key(|s| s.iterators.len());
    if let Some(s) = deepest {
        let mut names = Vec::new();
        for k in 0..scop.schedule_dim() {
            if k % 2 == 0 {
                names.push(format!("b{}", k / 2));
            } else {
                names.push(s.iterators[k / 2].clone());
            }
        }
        let _ = write!(o, "<scatnames>\n{}\n</scatnames>\n\n", names.join(" "));
    }
    let _ = write!(
        o,
        "<arrays>\n# Number of arrays\n{}\n# Mapping array-identifiers/array-names\n",
        scop.arrays.len()
    );
    for (k, a) in scop.arrays.iter().enumerate() {
        let _ = writeln!(o, "{} {}", k + 1, a.name);
    }
    o.push_str("</arrays>\n\n</OpenScop>\n");
    o
}

/// One OpenScop row from a hedra row: `[e/i | out | in | locals | params | 1]`.
fn permute(row: &[Int], np: usize, ni: usize, no: usize, nd: usize, eq: bool) -> Vec<String> {
    let get = |c: usize| row.get(c).cloned().unwrap_or(Int::ZERO).to_string();
    let mut r = vec![if eq { "0".to_string() } else { "1".to_string() }];
    r.extend((0..no).map(|k| get(1 + np + ni + k)));
    r.extend((0..ni).map(|k| get(1 + np + k)));
    r.extend((0..nd).map(|k| get(1 + np + ni + no + k)));
    r.extend((0..np).map(|k| get(1 + k)));
    r.push(get(0));
    r
}

/// Writes one relation: a union of parts, each as a constraint matrix (an access relation
/// gets the `Arr` column and the `Arr = id` row first).
fn write_relation(o: &mut String, m: &Map, kind: Kind, array: Option<usize>, iters: &[String]) {
    let sp = m.space();
    let (np, ni, no) = (sp.n_param(), sp.n_in(), sp.n_out());
    let parts = m.basics();
    if parts.len() > 1 {
        let _ = writeln!(o, "# Union with {} parts\n{}", parts.len(), parts.len());
    }
    let extra_out = usize::from(array.is_some());
    let empty;
    let parts: &[BasicMap] = if parts.is_empty() {
        empty = [BasicMap::empty(sp.clone())];
        &empty
    } else {
        parts
    };
    for b in parts {
        let nd = b.n_div();
        let rows = part_rows(b, array);
        let cols = 1 + extra_out + no + ni + nd + np + 1;
        let _ = writeln!(
            o,
            "{} {} {} {} {} {}",
            rows.len(),
            cols,
            no + extra_out,
            ni,
            nd,
            np
        );
        let names = column_names(kind, array.is_some(), no, iters, nd, &sp.params);
        write_matrix(o, &names, &rows);
    }
}

/// The rows of one part in OpenScop's column order: equalities, inequalities, and the two
/// inequalities that define each div `d = floor(num/den)`.
fn part_rows(b: &BasicMap, array: Option<usize>) -> Vec<Vec<String>> {
    let sp = b.space();
    let (np, ni, no, nd) = (sp.n_param(), sp.n_in(), sp.n_out(), b.n_div());
    let mut rows: Vec<Vec<String>> = Vec::new();
    if let Some(id) = array {
        let mut r = vec!["0".to_string(), "-1".to_string()];
        r.extend(std::iter::repeat_n("0".to_string(), no + ni + nd + np));
        r.push(id.to_string());
        rows.push(r);
    }
    let mut push = |row: &[Int], eq: bool| {
        let mut r = permute(row, np, ni, no, nd, eq);
        if array.is_some() {
            r.insert(1, "0".into());
        }
        rows.push(r);
    };
    if b.is_obviously_empty() && b.equalities().is_empty() && b.inequalities().is_empty() {
        // The empty basic map of `BasicMap::empty` may hold no rows: write `-1 >= 0`.
        let mut row = vec![Int::ZERO; 1 + np + ni + no + nd];
        row[0] = Int::from(-1);
        push(&row, false);
    }
    for r in b.equalities() {
        push(r, true);
    }
    for r in b.inequalities() {
        push(r, false);
    }
    for (k, d) in b.divs().iter().enumerate() {
        if let Some(d) = d {
            let (lo, hi) = div_bounds(b, b.div_offset() + k, d);
            push(&lo, false);
            push(&hi, false);
        }
    }
    rows
}

/// The inequalities that define the div in column `col`, `d = floor(num/den)`:
/// `num - den*d >= 0` and `den*d - num + den - 1 >= 0`.
fn div_bounds(b: &BasicMap, col: usize, d: &hedra_presburger::Div) -> (Vec<Int>, Vec<Int>) {
    let mut lo: Vec<Int> = (0..b.n_col())
        .map(|c| d.num.get(c).cloned().unwrap_or(Int::ZERO))
        .collect();
    lo[col] = &lo[col] - &d.den;
    let hi = lo
        .iter()
        .enumerate()
        .map(|(c, v)| {
            let neg = -v;
            if c == 0 {
                &(&neg + &d.den) - &Int::from(1)
            } else {
                neg
            }
        })
        .collect();
    (lo, hi)
}

/// The names of a matrix's columns, written as a comment above it.
fn column_names(
    kind: Kind,
    access: bool,
    no: usize,
    iters: &[String],
    nd: usize,
    params: &[String],
) -> Vec<String> {
    let mut names: Vec<String> = vec!["e/i".into()];
    if access {
        names.push("Arr".into());
    }
    match kind {
        Kind::Context => {}
        Kind::Domain => names.extend(iters.iter().cloned()),
        Kind::Scattering => {
            names.extend((1..=no).map(|k| format!("c{k}")));
            names.extend(iters.iter().cloned());
        }
        Kind::Access => {
            names.extend((1..=no).map(|k| format!("[{k}]")));
            names.extend(iters.iter().cloned());
        }
    }
    names.extend((1..=nd).map(|k| format!("l{k}")));
    names.extend(params.iter().cloned());
    names.push("1".into());
    names
}

/// The column names (as a comment) and the rows, right-aligned in columns of one width.
fn write_matrix(o: &mut String, names: &[String], rows: &[Vec<String>]) {
    let width = rows
        .iter()
        .flatten()
        .chain(names.iter())
        .map(|s| s.len())
        .max()
        .unwrap_or(1)
        .max(3);
    let line = |cells: &[String]| {
        cells
            .iter()
            .map(|n| format!("{n:>width$}"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let _ = writeln!(o, "#{}", line(names));
    for r in rows {
        let _ = writeln!(o, " {}", line(r));
    }
}

/// A line cursor that skips blank lines and comments.
struct Lines<'a> {
    lines: Vec<(usize, &'a str)>,
    pos: usize,
}

impl<'a> Lines<'a> {
    fn new(text: &'a str) -> Self {
        Lines {
            lines: text.lines().enumerate().map(|(i, l)| (i + 1, l)).collect(),
            pos: 0,
        }
    }

    fn line_no(&self) -> usize {
        self.lines
            .get(self.pos)
            .map(|l| l.0)
            .unwrap_or(self.lines.len() + 1)
    }

    fn err<T>(&self, msg: impl Into<String>) -> Result<T> {
        Err(Error::OpenScop {
            line: self.line_no(),
            msg: msg.into(),
        })
    }

    /// The next meaningful line (comments removed, trimmed), without consuming it.
    fn peek(&mut self) -> Option<&'a str> {
        while let Some((_, l)) = self.lines.get(self.pos) {
            let l = match l.find('#') {
                Some(k) => &l[..k],
                None => l,
            }
            .trim();
            if l.is_empty() {
                self.pos += 1;
            } else {
                return Some(l);
            }
        }
        None
    }

    fn next(&mut self) -> Result<&'a str> {
        match self.peek() {
            Some(l) => {
                self.pos += 1;
                Ok(l)
            }
            None => self.err("unexpected end of input"),
        }
    }

    /// The next line taken whole (only leading blank and comment lines skipped): for body
    /// text, which may not be cut at a `#`.
    fn next_raw(&mut self) -> Result<&'a str> {
        while let Some((_, l)) = self.lines.get(self.pos) {
            let t = l.trim();
            if t.is_empty() || t.starts_with('#') {
                self.pos += 1;
            } else {
                self.pos += 1;
                return Ok(t);
            }
        }
        self.err("unexpected end of input")
    }

    fn expect(&mut self, what: &str) -> Result<()> {
        let l = self.next()?;
        if l != what {
            self.pos -= 1;
            return self.err(format!("expected `{what}`, found `{l}`"));
        }
        Ok(())
    }

    fn int(&mut self) -> Result<i64> {
        let l = self.next()?;
        l.parse().or_else(|_| {
            self.pos -= 1;
            self.err(format!("expected an integer, found `{l}`"))
        })
    }

    fn ints(&mut self) -> Result<Vec<i64>> {
        let l = self.next()?;
        l.split_whitespace()
            .map(|w| w.parse::<i64>())
            .collect::<std::result::Result<Vec<_>, _>>()
            .or_else(|_| {
                self.pos -= 1;
                self.err(format!("expected integers, found `{l}`"))
            })
    }
}

/// A relation as read: type and union parts.
struct RawRelation {
    line: usize,
    kind: String,
    parts: Vec<RawPart>,
}

struct RawPart {
    outs: usize,
    ins: usize,
    locals: usize,
    params: usize,
    rows: Vec<Vec<i64>>,
}

fn read_relation(l: &mut Lines) -> Result<RawRelation> {
    let line = l.line_no();
    let kind = l.next()?.to_string();
    if !matches!(
        kind.as_str(),
        "CONTEXT" | "DOMAIN" | "SCATTERING" | "READ" | "WRITE" | "MAY_WRITE"
    ) {
        l.pos -= 1;
        return l.err(format!("unknown relation type `{kind}`"));
    }
    // A header line and its line number (errors in a header name its own line).
    let header = |l: &mut Lines| -> Result<(usize, Vec<i64>)> {
        l.peek();
        let line = l.line_no();
        Ok((line, l.ints()?))
    };
    let (mut head_line, mut head) = header(l)?;
    let bad_head = |line: usize, msg: String| Err(Error::OpenScop { line, msg });
    let mut n_parts = 1;
    if head.len() == 1 {
        n_parts = head[0];
        if n_parts < 1 {
            return bad_head(head_line, "a union needs at least one part".into());
        }
        (head_line, head) = header(l)?;
    }
    let mut parts = Vec::new();
    for k in 0..n_parts {
        if k > 0 {
            (head_line, head) = header(l)?;
        }
        let [rows, cols, outs, ins, locals, params] = head[..] else {
            return bad_head(
                head_line,
                "expected 6 integers: rows columns outputs inputs locals params".into(),
            );
        };
        let dims = [rows, cols, outs, ins, locals, params];
        if dims.iter().any(|&d| !(0..=100_000).contains(&d)) {
            return bad_head(head_line, "relation sizes out of range".into());
        }
        let [rows, cols, outs, ins, locals, params] = dims.map(|d| d as usize);
        if cols != outs + ins + locals + params + 2 {
            return bad_head(
                head_line,
                format!(
                    "{cols} columns, but the dimensions need {}",
                    outs + ins + locals + params + 2
                ),
            );
        }
        let mut m = Vec::new();
        for _ in 0..rows {
            let r = l.ints()?;
            if r.len() != cols {
                l.pos -= 1;
                return l.err(format!("row with {} entries, expected {cols}", r.len()));
            }
            if r[0] != 0 && r[0] != 1 {
                l.pos -= 1;
                return l.err("the first column must be 0 (equality) or 1 (inequality)");
            }
            m.push(r);
        }
        parts.push(RawPart {
            outs,
            ins,
            locals,
            params,
            rows: m,
        });
    }
    Ok(RawRelation { line, kind, parts })
}

/// Builds a map in `space` from raw parts, dropping the first `skip_out` output columns.
fn build_map(raw: &RawRelation, space: &Space, skip_out: usize) -> Result<Map> {
    let (np, ni, no) = (space.n_param(), space.n_in(), space.n_out());
    let bad = |msg: String| Error::OpenScop {
        line: raw.line,
        msg,
    };
    let mut basics = Vec::new();
    for p in &raw.parts {
        if p.outs != no + skip_out || p.ins != ni || p.params != np {
            return Err(bad(format!(
                "{} relation has {} outputs, {} inputs, {} parameters; expected {}, {}, {}",
                raw.kind,
                p.outs,
                p.ins,
                p.params,
                no + skip_out,
                ni,
                np
            )));
        }
        let mut b = BasicMap::universe(space.clone());
        for _ in 0..p.locals {
            b.add_div(None)?;
        }
        for r in &p.rows {
            // [e/i | out | in | locals | params | 1] -> [1 | params | in | out | divs]
            let at = |c: usize| Int::from(r[c]);
            let mut row = vec![Int::ZERO; 1 + np + ni + no + p.locals];
            row[0] = at(r.len() - 1);
            for k in 0..np {
                row[1 + k] = at(1 + p.outs + ni + p.locals + k);
            }
            for k in 0..ni {
                row[1 + np + k] = at(1 + p.outs + k);
            }
            for k in 0..no {
                row[1 + np + ni + k] = at(1 + skip_out + k);
            }
            for k in 0..p.locals {
                row[1 + np + ni + no + k] = at(1 + p.outs + ni + k);
            }
            if r[0] == 0 {
                b.add_eq(row)?;
            } else {
                b.add_ineq(row)?;
            }
        }
        basics.push(b);
    }
    Ok(Map::from_basics(space.clone(), basics)?)
}

/// The array id of an access relation: the row `Arr = id` (a row with a non-zero `Arr`
/// column and nothing else but the constant). That row is removed from the parts.
fn take_array_id(raw: &mut RawRelation) -> Result<i64> {
    let mut id = None;
    for p in &mut raw.parts {
        let n = p.rows.first().map(|r| r.len()).unwrap_or(0);
        let pos = p.rows.iter().position(|r| {
            r[0] == 0 && r.len() > 2 && r[1] != 0 && r[2..n - 1].iter().all(|&c| c == 0)
        });
        let Some(pos) = pos else {
            return Err(Error::OpenScop {
                line: raw.line,
                msg: "access relation without an `Arr = id` row".into(),
            });
        };
        let r = p.rows.remove(pos);
        let (a, c) = (r[1], r[n - 1]);
        if c % a != 0 {
            return Err(Error::OpenScop {
                line: raw.line,
                msg: "array id is not an integer".into(),
            });
        }
        let this = -c / a;
        if id.is_some_and(|x| x != this) {
            return Err(Error::OpenScop {
                line: raw.line,
                msg: "union parts access different arrays".into(),
            });
        }
        if p.rows.iter().any(|r| r[1] != 0) {
            return Err(Error::OpenScop {
                line: raw.line,
                msg: "the `Arr` column may only appear in the `Arr = id` row".into(),
            });
        }
        id = Some(this);
    }
    id.ok_or_else(|| Error::OpenScop {
        line: raw.line,
        msg: "empty access relation".into(),
    })
}

/// Skips a `<tag> ... </tag>` block and returns its lines (comments kept out).
fn read_generic<'a>(l: &mut Lines<'a>, tag: &str) -> Result<Vec<&'a str>> {
    let end = format!("</{}", &tag[1..]);
    let mut out = Vec::new();
    loop {
        let x = l.next_raw()?;
        if x == end {
            return Ok(out);
        }
        out.push(x);
    }
}

struct RawStatement {
    relations: Vec<RawRelation>,
    iterators: Vec<String>,
    body: Option<(usize, String)>,
}

/// Reads an OpenScop text. Statement names are `S0, S1, ...`; array element types and sizes
/// are unknown (OpenScop does not carry them); `parse_body` turns each `<body>` text into an
/// expression tree.
pub fn read(text: &str, parse_body: BodyParser) -> Result<Scop> {
    let mut l = Lines::new(text);
    l.expect("<OpenScop>")?;
    let _language = l.next()?;
    let ctx_raw = read_relation(&mut l)?;
    if ctx_raw.kind != "CONTEXT" {
        return l.err("expected the CONTEXT relation");
    }
    let params = read_parameter_names(&mut l)?;
    let n_stmt = l.int()?;
    if !(0..=1_000_000).contains(&n_stmt) {
        return l.err("bad number of statements");
    }
    let raws = (0..n_stmt)
        .map(|_| read_statement(&mut l))
        .collect::<Result<Vec<_>>>()?;
    let array_names = read_global_extensions(&mut l)?;
    let context = build_map(&ctx_raw, &Space::params(params.clone()), 0)?;
    let mut arrays: Vec<Array> = Vec::new();
    let mut statements = Vec::new();
    for (k, st) in raws.into_iter().enumerate() {
        let mut cx = StatementContext {
            params: &params,
            array_names: &array_names,
            arrays: &mut arrays,
            parse_body,
        };
        statements.push(cx.statement(k, st)?);
    }
    Ok(Scop {
        context,
        params,
        arrays: all_arrays(arrays, &array_names),
        statements,
        param_text: Default::default(),
        int_types: Default::default(),
        region_iterators: Default::default(),
        final_values: String::new(),
        induction_vars: Vec::new(),
        assumptions: Vec::new(),
        warnings: Vec::new(),
    })
}

/// The optional `<strings>` list of parameter names after the context (`0` or `1` first).
fn read_parameter_names(l: &mut Lines<'_>) -> Result<Vec<String>> {
    let mut params = Vec::new();
    match l.int()? {
        0 => {}
        1 => {
            l.expect("<strings>")?;
            loop {
                let x = l.next()?;
                if x == "</strings>" {
                    break;
                }
                params.extend(x.split_whitespace().map(String::from));
            }
        }
        _ => return l.err("expected 0 or 1 (are parameter names provided)"),
    }
    Ok(params)
}

/// One statement: its relations, then its optional extensions (`<body>` read, others
/// skipped).
fn read_statement(l: &mut Lines<'_>) -> Result<RawStatement> {
    let n_rel = l.int()?;
    if !(0..=100_000).contains(&n_rel) {
        return l.err("bad number of relations");
    }
    let relations = (0..n_rel)
        .map(|_| read_relation(l))
        .collect::<Result<Vec<_>>>()?;
    let mut st = RawStatement {
        relations,
        iterators: Vec::new(),
        body: None,
    };
    // Statement extensions are optional in the format.
    let has_extensions = l.peek().is_some_and(|x| x.parse::<i64>().is_ok());
    if !has_extensions {
        return Ok(st);
    }
    let n_ext = l.int()?;
    for _ in 0..n_ext {
        let tag = l.next()?;
        if tag == "<body>" {
            read_body(l, &mut st)?;
        } else if tag.starts_with('<') && !tag.starts_with("</") {
            read_generic(l, tag)?;
        } else {
            return l.err(format!("expected a statement extension, found `{tag}`"));
        }
    }
    Ok(st)
}

/// The inside of a `<body>` extension: the iterator names and the statement's text.
fn read_body(l: &mut Lines<'_>, st: &mut RawStatement) -> Result<()> {
    let n_it = l.int()?;
    if n_it > 0 {
        st.iterators = l.next()?.split_whitespace().map(String::from).collect();
        if st.iterators.len() != n_it as usize {
            return l.err("wrong number of iterator names");
        }
    }
    let line = l.line_no();
    st.body = Some((line, l.next_raw()?.to_string()));
    l.expect("</body>")
}

/// The global extensions up to `</OpenScop>`: the `<arrays>` list (ids and names), others
/// skipped.
fn read_global_extensions(l: &mut Lines<'_>) -> Result<Vec<(i64, String)>> {
    let mut array_names = Vec::new();
    loop {
        let tag = l.next()?;
        if tag == "</OpenScop>" {
            return Ok(array_names);
        }
        if tag == "<arrays>" {
            let n = l.int()?;
            for _ in 0..n {
                let x = l.next()?;
                let mut w = x.split_whitespace();
                let (Some(id), Some(name), None) = (w.next(), w.next(), w.next()) else {
                    l.pos -= 1;
                    return l.err("expected `id name`");
                };
                let Ok(id) = id.parse() else {
                    l.pos -= 1;
                    return l.err("expected an array id");
                };
                array_names.push((id, name.to_string()));
            }
            l.expect("</arrays>")?;
        } else if tag.starts_with('<') && !tag.starts_with("</") {
            read_generic(l, tag)?;
        } else {
            return l.err(format!(
                "expected an extension or `</OpenScop>`, found `{tag}`"
            ));
        }
    }
}

/// What building the statements shares: the parameters, the `<arrays>` names, the arrays
/// found so far, and the body parser.
struct StatementContext<'a> {
    params: &'a [String],
    array_names: &'a [(i64, String)],
    arrays: &'a mut Vec<Array>,
    parse_body: BodyParser<'a>,
}

/// An error at `line` of the OpenScop text.
fn error_at<T>(line: usize, msg: String) -> Result<T> {
    Err(Error::OpenScop { line, msg })
}

impl StatementContext<'_> {
    /// Statement `k` (0-based) from its raw relations and extensions.
    fn statement(&mut self, k: usize, mut st: RawStatement) -> Result<Statement> {
        let name = format!("S{k}");
        let mut rels = std::mem::take(&mut st.relations);
        let Some(dom_raw) = rels.iter().position(|r| r.kind == "DOMAIN") else {
            return error_at(0, format!("statement {} has no DOMAIN", k + 1));
        };
        let dom_raw = rels.remove(dom_raw);
        let n_it = dom_raw.parts.first().map(|p| p.outs).unwrap_or(0);
        if st.iterators.is_empty() {
            st.iterators = (0..n_it).map(|i| format!("i{i}")).collect();
        }
        let tuple = Tuple {
            name: Some(name.clone()),
            dims: st.iterators.iter().cloned().map(Some).collect(),
        };
        let params = self.params.to_vec();
        let domain = build_map(&dom_raw, &Space::set(params.clone(), tuple.clone()), 0)?;
        let mut schedule = None;
        let mut accesses = Vec::new();
        for mut r in rels {
            match r.kind.as_str() {
                "SCATTERING" => {
                    let n_out = r.parts.first().map(|p| p.outs).unwrap_or(0);
                    let sp = Space::map(params.clone(), tuple.clone(), Tuple::anonymous(n_out));
                    schedule = Some(build_map(&r, &sp, 0)?);
                }
                "READ" | "WRITE" | "MAY_WRITE" => accesses.push(self.access(&mut r, &tuple)?),
                _ => {
                    return error_at(
                        r.line,
                        format!("unexpected {} relation in a statement", r.kind),
                    )
                }
            }
        }
        let Some((line, text)) = st.body else {
            return error_at(dom_raw.line, format!("statement {} has no <body>", k + 1));
        };
        let body = (self.parse_body)(&text, &st.iterators, self.params)
            .map_err(|msg| Error::OpenScop { line, msg })?;
        let Some(schedule) = schedule else {
            return error_at(
                dom_raw.line,
                format!("statement {} has no SCATTERING", k + 1),
            );
        };
        Ok(Statement {
            name,
            iterators: st.iterators,
            domain,
            accesses: with_reference_ids(&body, accesses),
            body,
            beta: beta_of(&schedule),
            schedule,
        })
    }

    /// An access relation of the statement whose tuple is `tuple`; its array is added to the
    /// arrays found so far (with the rank it is used with, which must not change).
    fn access(&mut self, r: &mut RawRelation, tuple: &Tuple) -> Result<(AccessKind, String, Map)> {
        let id = take_array_id(r)?;
        let aname = self
            .array_names
            .iter()
            .find(|(i, _)| *i == id)
            .map(|(_, n)| n.clone())
            .unwrap_or_else(|| format!("A{id}"));
        let rank = r.parts[0].outs - 1;
        match self.arrays.iter().find(|a| a.name == aname) {
            Some(a) if a.rank != rank => {
                return error_at(
                    r.line,
                    format!("array {aname} used with ranks {} and {rank}", a.rank),
                )
            }
            Some(_) => {}
            None => self.arrays.push(unknown_array(&aname, rank)),
        }
        let sp = Space::map(
            self.params.to_vec(),
            tuple.clone(),
            Tuple::named(&aname, rank),
        );
        let kind = if r.kind == "READ" {
            AccessKind::Read
        } else {
            AccessKind::Write
        };
        Ok((kind, aname, build_map(r, &sp, 1)?))
    }
}

/// An array of which OpenScop tells only the name and the rank.
fn unknown_array(name: &str, rank: usize) -> Array {
    Array {
        name: name.to_string(),
        element_type: None,
        rank,
        sizes: None,
        local: false,
        dead_after: false,
        scratch: false,
        integer: None,
        resolved_type: None,
    }
}

/// The access relations with their reference ids: the body's canonical order when the
/// relations follow it, their own order otherwise.
fn with_reference_ids(body: &Body, raw: Vec<(AccessKind, String, Map)>) -> Vec<AccessRelation> {
    let canon = body.canonical_accesses();
    let matches = canon.len() == raw.len()
        && canon.iter().zip(&raw).all(|((_, k, e), (k2, n, _))| {
            k == k2 && matches!(e, Expr::Access { array, .. } if array == n)
        });
    raw.into_iter()
        .enumerate()
        .map(|(i, (kind, array, relation))| AccessRelation {
            reference: if matches { canon[i].0 } else { i },
            kind,
            array,
            relation,
        })
        .collect()
}

/// The arrays used by the statements, plus those that only the `<arrays>` list names (rank
/// 0: nothing tells their shape), ordered by id as written.
fn all_arrays(mut arrays: Vec<Array>, array_names: &[(i64, String)]) -> Vec<Array> {
    for (_, n) in array_names {
        if !arrays.iter().any(|a| &a.name == n) {
            arrays.push(unknown_array(n, 0));
        }
    }
    arrays.sort_by_key(|a| {
        array_names
            .iter()
            .find(|(_, n)| *n == a.name)
            .map(|(i, _)| *i)
            .unwrap_or(i64::MAX)
    });
    arrays
}

/// The beta vector of a 2d+1 schedule: the constant values of the even output dimensions
/// (0 where a dimension is not a constant).
pub fn beta_of(schedule: &Map) -> Vec<usize> {
    let sp = schedule.space();
    let (np, ni, no) = (sp.n_param(), sp.n_in(), sp.n_out());
    let n_beta = ni + 1;
    let mut beta = vec![0usize; n_beta];
    let Some(b) = schedule.basics().first() else {
        return beta;
    };
    for (k, slot) in beta.iter_mut().enumerate() {
        let col = 1 + np + ni + 2 * k;
        if 2 * k >= no {
            break;
        }
        for r in b.equalities() {
            let others_zero = (1..r.len()).all(|c| c == col || r[c].is_zero());
            if others_zero && !r[col].is_zero() {
                // c*x + k0 = 0
                let v = (-&r[0]).to_i64().zip(r[col].to_i64());
                if let Some((n, d)) = v {
                    if d != 0 && n % d == 0 && n / d >= 0 {
                        *slot = (n / d) as usize;
                    }
                }
            }
        }
    }
    beta
}
