//! Parsing isl notation.
//!
//! Accepted input (a superset of what hedra prints, covering what isl prints and what people
//! write by hand):
//!
//! ```text
//! object   := [ '[' names ']' '->' ] '{' [ part { ';' part } ] '}'
//! part     := [ tuple [ '->' tuple ] ] [ ':' formula ]
//! tuple    := [ name ] '[' [ expr { ',' expr } ] ']'
//! formula  := disjunct { ('or' | '||') disjunct }   (also 'implies')
//! disjunct := negation { ('and' | '&&') negation }
//! negation := ('not' | '!') negation | '(' formula ')' | 'true' | 'false'
//!           | 'exists' ( '(' names ':' formula ')' | names ':' formula )
//!           | list cmp list { cmp list }            e.g. 0 <= i, j < N
//! expr     := affine with + - unary -, constant factors (2i, 2*i, i*2), / by a constant,
//!             floor(e), ceil(e), e mod c, e % c, min(e, ...), max(e, ...), [e] (old floor)
//! ```
//!
//! A tuple entry that is a new name declares a dimension; any other entry (an expression, a
//! parameter, a name already used) declares an unnamed dimension equal to it, so
//! `{ S[i] -> A[i + 1] }` is the map `i -> i + 1`. A new name with a value, `i = 0` (as isl
//! prints fixed dimensions: `{ S[i = 0, j] }`), declares the dimension and equates it.
//!
//! **Lowering.** Each part is lowered to disjunctive normal form over the columns
//! `[1 | params | in | out | extras]`, where the extras are `exists` variables and the divs
//! created by `floor`, `ceil` and `mod`. Affine expressions carry a common denominator so that
//! `floor((i + 1)/2)` is exact. `min` and `max` make expressions piecewise: each piece carries the
//! condition under which it is the value. `not` is pushed inward by De Morgan's laws; negating a
//! formula with its own `exists` is rejected (it is not a union of conjunctions in general).
//!
//! Errors carry 1-based line and column.

use crate::builder::Cmp;
use crate::error::{Error, Result};
use crate::int::Int;
use crate::lower::{
    compare, dnf_and, equate_column, lower, negate_dnf, pw_binop, pw_ceil, pw_floor, pw_minmax,
    pw_mod, Aff, Conj, Dnf, Extra, PartCtx, Pw,
};
use crate::map::{merge_params, Map, Set};
use crate::space::{Space, SpaceKind, Tuple};
use crate::union::UnionMap;

/// A parsed object: a union of sets/maps, or a parameter set.
#[derive(Clone, Debug)]
pub enum Object {
    /// Sets or maps over one or more spaces.
    Union(UnionMap),
    /// A set over parameters only (`[N] -> { : N > 0 }`).
    Params(Set),
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    Num(Int),
    Sym(&'static str),
    Eof,
}

#[derive(Clone, Debug)]
struct Token {
    tok: Tok,
    line: usize,
    col: usize,
}

const SYMS: &[&str] = &[
    "->", "<=", ">=", "==", "!=", "&&", "||", "//", "<", ">", "=", "{", "}", "[", "]", "(", ")",
    ",", ";", ":", "+", "-", "*", "/", "%", "!",
];

fn lex(src: &str, line0: usize, col0: usize) -> Result<Vec<Token>> {
    let bytes: Vec<char> = src.chars().collect();
    let mut toks = Vec::new();
    let (mut line, mut col) = (line0, col0);
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c == '\n' {
            line += 1;
            col = 1;
            i += 1;
            continue;
        }
        if c.is_whitespace() {
            i += 1;
            col += 1;
            continue;
        }
        if c == '#' {
            while i < bytes.len() && bytes[i] != '\n' {
                i += 1;
            }
            continue;
        }
        let (tl, tc) = (line, col);
        if c.is_ascii_digit() {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            let s: String = bytes[start..i].iter().collect();
            col += i - start;
            let v: Int = s.parse().map_err(|_| Error::Parse {
                line: tl,
                col: tc,
                msg: format!("bad number '{s}'"),
            })?;
            toks.push(Token {
                tok: Tok::Num(v),
                line: tl,
                col: tc,
            });
            continue;
        }
        if c.is_ascii_alphabetic() || c == '_' || c == '$' {
            let start = i;
            while i < bytes.len()
                && (bytes[i].is_ascii_alphanumeric()
                    || bytes[i] == '_'
                    || bytes[i] == '\''
                    || bytes[i] == '$'
                    || bytes[i] == '.')
            {
                i += 1;
            }
            let s: String = bytes[start..i].iter().collect();
            col += i - start;
            toks.push(Token {
                tok: Tok::Ident(s),
                line: tl,
                col: tc,
            });
            continue;
        }
        let rest: String = bytes[i..bytes.len().min(i + 2)].iter().collect();
        let sym = SYMS.iter().find(|s| rest.starts_with(**s));
        match sym {
            Some(s) => {
                i += s.len();
                col += s.len();
                toks.push(Token {
                    tok: Tok::Sym(s),
                    line: tl,
                    col: tc,
                });
            }
            None => {
                return Err(Error::Parse {
                    line: tl,
                    col: tc,
                    msg: format!("unexpected character '{c}'"),
                })
            }
        }
    }
    toks.push(Token {
        tok: Tok::Eof,
        line,
        col,
    });
    Ok(toks)
}

/// A tuple as parsed: its name and the token ranges of its entries.
type RawTuple = (Option<String>, Vec<(usize, usize)>);

struct Parser {
    toks: Vec<Token>,
    pos: usize,
    /// Spaces of the parts read so far (an empty part still has a space).
    part_spaces: Vec<Space>,
}

fn err_at<T>(t: &Token, msg: impl Into<String>) -> Result<T> {
    Err(Error::Parse {
        line: t.line,
        col: t.col,
        msg: msg.into(),
    })
}

fn describe(t: &Tok) -> String {
    match t {
        Tok::Ident(s) => format!("'{s}'"),
        Tok::Num(n) => format!("'{n}'"),
        Tok::Sym(s) => format!("'{s}'"),
        Tok::Eof => "end of input".into(),
    }
}

/// Maximum nesting depth, to reject pathological input without exhausting the stack.
const MAX_DEPTH: usize = 200;

impl Parser {
    fn peek(&self) -> &Tok {
        &self.toks[self.pos].tok
    }
    fn peek_at(&self, k: usize) -> &Tok {
        &self.toks[(self.pos + k).min(self.toks.len() - 1)].tok
    }
    fn tok(&self) -> &Token {
        &self.toks[self.pos]
    }
    fn bump(&mut self) -> Token {
        let t = self.toks[self.pos].clone();
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        t
    }
    fn is_sym(&self, s: &str) -> bool {
        matches!(self.peek(), Tok::Sym(x) if *x == s)
    }
    fn is_kw(&self, s: &str) -> bool {
        matches!(self.peek(), Tok::Ident(x) if x == s)
    }
    fn eat_sym(&mut self, s: &str) -> bool {
        if self.is_sym(s) {
            self.bump();
            true
        } else {
            false
        }
    }
    fn expect_sym(&mut self, s: &str) -> Result<()> {
        if self.eat_sym(s) {
            Ok(())
        } else {
            err_at(
                self.tok(),
                format!("expected '{s}', found {}", describe(self.peek())),
            )
        }
    }
    fn ident(&mut self) -> Result<String> {
        match self.peek().clone() {
            Tok::Ident(s) => {
                self.bump();
                Ok(s)
            }
            t => err_at(
                self.tok(),
                format!("expected a name, found {}", describe(&t)),
            ),
        }
    }

    fn object(&mut self) -> Result<Object> {
        let mut params = Vec::new();
        if self.is_sym("[") {
            // Parameter list, unless this is a set literal without braces (not isl syntax).
            self.bump();
            if !self.is_sym("]") {
                loop {
                    let t = self.tok().clone();
                    let p = self.ident()?;
                    if is_keyword(&p) {
                        return err_at(&t, format!("'{p}' cannot be a parameter name"));
                    }
                    if params.contains(&p) {
                        return err_at(&t, format!("duplicate parameter '{p}'"));
                    }
                    params.push(p);
                    if !self.eat_sym(",") {
                        break;
                    }
                }
            }
            self.expect_sym("]")?;
            self.expect_sym("->")?;
        }
        self.expect_sym("{")?;
        let mut union = UnionMap::empty(params.clone());
        let mut param_set: Option<Set> = None;
        if !self.is_sym("}") {
            loop {
                let m = self.part(&params)?;
                self.part_spaces.push(m.space().clone());
                if m.space().kind == SpaceKind::Params {
                    if !union.maps().is_empty() {
                        return err_at(self.tok(), "cannot mix a parameter set with sets or maps");
                    }
                    param_set = Some(match param_set {
                        Some(p) => p.union(&m)?,
                        None => m,
                    });
                } else {
                    if param_set.is_some() {
                        return err_at(self.tok(), "cannot mix a parameter set with sets or maps");
                    }
                    union.add_map(m)?;
                }
                if !self.eat_sym(";") {
                    break;
                }
                if self.is_sym("}") {
                    break;
                }
            }
        }
        self.expect_sym("}")?;
        if !matches!(self.peek(), Tok::Eof) {
            return err_at(
                self.tok(),
                format!(
                    "unexpected {} after the closing brace",
                    describe(self.peek())
                ),
            );
        }
        Ok(match param_set {
            Some(p) => Object::Params(p),
            None => Object::Union(union),
        })
    }

    /// Parses a tuple's entries as raw token ranges; returns (name, entries).
    fn tuple_tokens(&mut self) -> Result<RawTuple> {
        let mut name = None;
        if let Tok::Ident(s) = self.peek().clone() {
            if is_keyword(&s) {
                return err_at(self.tok(), format!("'{s}' cannot name a tuple"));
            }
            self.bump();
            name = Some(s);
        }
        self.expect_sym("[")?;
        let mut entries = Vec::new();
        if self.eat_sym("]") {
            return Ok((name, entries));
        }
        loop {
            let start = self.pos;
            let mut depth = 0usize;
            loop {
                match self.peek() {
                    Tok::Sym("(") | Tok::Sym("[") => depth += 1,
                    Tok::Sym(")") | Tok::Sym("]") if depth > 0 => depth -= 1,
                    Tok::Sym(",") | Tok::Sym("]") if depth == 0 => break,
                    Tok::Eof => return err_at(self.tok(), "unterminated tuple"),
                    _ => {}
                }
                self.bump();
            }
            if self.pos == start {
                return err_at(self.tok(), "empty tuple entry");
            }
            entries.push((start, self.pos));
            if self.eat_sym("]") {
                break;
            }
            self.expect_sym(",")?;
        }
        Ok((name, entries))
    }

    /// One part of a set or map, `T1 -> T2 : formula` (tuples and formula both optional):
    /// the tuples declare the dimensions (and may constrain them), the formula constrains
    /// them further, and the result is lowered to a map in the part's space.
    fn part(&mut self, params: &[String]) -> Result<Map> {
        let tuples = self.part_tuples()?;
        let kind = match tuples.len() {
            0 => SpaceKind::Params,
            1 => SpaceKind::Set,
            _ => SpaceKind::Map,
        };
        let n_in = if kind == SpaceKind::Map {
            tuples[0].1.len()
        } else {
            0
        };
        let n_out = match kind {
            SpaceKind::Params => 0,
            SpaceKind::Set => tuples[0].1.len(),
            SpaceKind::Map => tuples[1].1.len(),
        };
        let np = params.len();
        let mut ctx = PartCtx {
            scope: params
                .iter()
                .enumerate()
                .map(|(k, p)| (p.clone(), 1 + k))
                .collect(),
            n_fixed: 1 + np + n_in + n_out,
            extras: Vec::new(),
            local_exists: Vec::new(),
        };
        let after_tuples = self.pos;
        let (mut tuple_objs, tuple_eqs) = self.tuple_dims(&tuples, &mut ctx, 1 + np)?;
        self.pos = after_tuples;
        let dnf = self.part_formula(&mut ctx, tuple_eqs)?;
        let space = match kind {
            SpaceKind::Params => Space::params(params.to_vec()),
            SpaceKind::Set => Space::set(params.to_vec(), tuple_objs.remove(0)),
            SpaceKind::Map => {
                let d = tuple_objs.remove(0);
                Space::map(params.to_vec(), d, tuple_objs.remove(0))
            }
        };
        lower(&space, &ctx, dnf)
    }

    /// The raw tuples of a part: none before `:` (or an empty part), one for a set, two
    /// around `->` for a map.
    fn part_tuples(&mut self) -> Result<Vec<RawTuple>> {
        let mut tuples: Vec<RawTuple> = Vec::new();
        if !self.is_sym(":") && !self.is_sym(";") && !self.is_sym("}") {
            tuples.push(self.tuple_tokens()?);
            if self.eat_sym("->") {
                tuples.push(self.tuple_tokens()?);
            }
        }
        Ok(tuples)
    }

    /// Reads the entries of the raw tuples, whose dimensions take the columns from
    /// `first_col` on: a new name declares its dimension, anything else equates the dimension
    /// with an expression. Returns the tuples and the equalities, in disjunctive form.
    fn tuple_dims(
        &mut self,
        tuples: &[RawTuple],
        ctx: &mut PartCtx,
        first_col: usize,
    ) -> Result<(Vec<Tuple>, Dnf)> {
        let mut tuple_objs: Vec<Tuple> = Vec::new();
        let mut tuple_eqs: Dnf = vec![Conj::default()];
        let mut col = first_col;
        for (name, entries) in tuples {
            let mut t = Tuple {
                name: name.clone(),
                dims: Vec::new(),
            };
            for &entry in entries {
                t.dims
                    .push(self.tuple_entry(ctx, entry, col, &mut tuple_eqs)?);
                col += 1;
            }
            tuple_objs.push(t);
        }
        Ok((tuple_objs, tuple_eqs))
    }

    /// The tuple entry in the tokens `s..e`, for the dimension in column `col`; returns the
    /// dimension's name, if it gets one.
    ///
    /// A single identifier not yet in scope declares the dimension. Otherwise the entry is
    /// an expression that the dimension equals, which `tuple_eqs` gets as an equality (one
    /// per piece of the expression); `i = expr` (as isl prints fixed dimensions,
    /// `{ S[i = 0] }`) also declares `i`.
    fn tuple_entry(
        &mut self,
        ctx: &mut PartCtx,
        (s, e): (usize, usize),
        col: usize,
        tuple_eqs: &mut Dnf,
    ) -> Result<Option<String>> {
        if let (Tok::Ident(n), 1) = (&self.toks[s].tok, e - s) {
            if !is_keyword(n) && ctx.lookup(n).is_none() {
                ctx.scope.push((n.clone(), col));
                return Ok(Some(n.clone()));
            }
        }
        let named_eq = match &self.toks[s].tok {
            Tok::Ident(n)
                if e - s >= 3
                    && self.toks[s + 1].tok == Tok::Sym("=")
                    && !is_keyword(n)
                    && ctx.lookup(n).is_none() =>
            {
                Some(n.clone())
            }
            _ => None,
        };
        self.pos = s;
        if let Some(n) = &named_eq {
            ctx.scope.push((n.clone(), col));
            self.pos = s + 2;
        }
        let v = self.expr(ctx, 0)?;
        if self.pos != e {
            return err_at(self.tok(), "unexpected token in tuple entry");
        }
        *tuple_eqs = equate_column(tuple_eqs, col, &v);
        Ok(named_eq)
    }

    /// The part's constraints: the tuple equalities `dnf`, and the formula after `:` if
    /// there is one (`{ : }`, as isl prints parameter universes, adds nothing).
    fn part_formula(&mut self, ctx: &mut PartCtx, dnf: Dnf) -> Result<Dnf> {
        if self.eat_sym(":") && !self.is_sym(";") && !self.is_sym("}") {
            let f = self.formula(ctx, 0)?;
            return Ok(dnf_and(&dnf, &f));
        }
        Ok(dnf)
    }

    fn formula(&mut self, ctx: &mut PartCtx, depth: usize) -> Result<Dnf> {
        if depth > MAX_DEPTH {
            return err_at(self.tok(), "formula nested too deeply");
        }
        let mut acc = self.conjunction(ctx, depth + 1)?;
        loop {
            if self.is_kw("or") || self.is_sym("||") {
                self.bump();
                let rhs = self.conjunction(ctx, depth + 1)?;
                acc.extend(rhs);
            } else if self.is_kw("implies") {
                self.bump();
                let rhs = self.conjunction(ctx, depth + 1)?;
                let t = self.tok().clone();
                let mut n = negate_dnf(&acc).or_else(|msg| err_at(&t, msg))?;
                n.extend(rhs);
                acc = n;
            } else {
                return Ok(acc);
            }
        }
    }

    fn conjunction(&mut self, ctx: &mut PartCtx, depth: usize) -> Result<Dnf> {
        let mut acc = self.negation(ctx, depth + 1)?;
        while self.is_kw("and") || self.is_sym("&&") {
            self.bump();
            let rhs = self.negation(ctx, depth + 1)?;
            acc = dnf_and(&acc, &rhs);
        }
        Ok(acc)
    }

    fn negation(&mut self, ctx: &mut PartCtx, depth: usize) -> Result<Dnf> {
        if depth > MAX_DEPTH {
            return err_at(self.tok(), "formula nested too deeply");
        }
        if self.is_kw("not") || self.is_sym("!") {
            let t = self.bump();
            let f = self.negation(ctx, depth + 1)?;
            return negate_dnf(&f).or_else(|msg| err_at(&t, msg));
        }
        if self.is_kw("true") {
            self.bump();
            return Ok(vec![Conj::default()]);
        }
        if self.is_kw("false") {
            self.bump();
            return Ok(vec![]);
        }
        if self.is_kw("exists") {
            self.bump();
            let paren = self.eat_sym("(");
            let mut names = Vec::new();
            loop {
                let t = self.tok().clone();
                let n = self.ident()?;
                if is_keyword(&n) {
                    return err_at(&t, format!("'{n}' cannot be a variable name"));
                }
                let col = ctx.n_col();
                ctx.extras.push(Extra::Exists);
                names.push((n, col));
                // isl's `exists (e0 = floor(...) : ...)` form.
                if self.eat_sym("=") {
                    let v = self.expr(ctx, depth + 1)?;
                    if v.len() != 1 || !v[0].0.eqs.is_empty() || !v[0].0.ineqs.is_empty() {
                        return err_at(&t, "an existential's definition must be affine");
                    }
                    names.last_mut().expect("pushed").1 = col;
                    let mut c = Conj::default();
                    c.eqs.push(Aff::var(col).add(&v[0].1, -1).row(0));
                    ctx.scope
                        .push((names.last().expect("pushed").0.clone(), col));
                    ctx.local_exists.push(col);
                    let body_pre = c;
                    // Continue parsing names after the definition.
                    if self.eat_sym(",") {
                        // fallthrough to next name; the definition is kept.
                        let mut rest = self.exists_rest(ctx, depth, paren, names, body_pre)?;
                        for c in rest.iter_mut() {
                            c.has_local_exists = true;
                        }
                        return Ok(rest);
                    }
                    self.expect_sym(":")?;
                    let f = self.formula(ctx, depth + 1)?;
                    if paren {
                        self.expect_sym(")")?;
                    }
                    let mut out = dnf_and(&vec![body_pre], &f);
                    for c in out.iter_mut() {
                        c.has_local_exists = true;
                    }
                    ctx.scope.truncate(ctx.scope.len() - names.len());
                    return Ok(out);
                }
                if !self.eat_sym(",") {
                    break;
                }
            }
            self.expect_sym(":")?;
            for (n, c) in &names {
                ctx.scope.push((n.clone(), *c));
                ctx.local_exists.push(*c);
            }
            let f = self.formula(ctx, depth + 1)?;
            if paren {
                self.expect_sym(")")?;
            }
            ctx.scope.truncate(ctx.scope.len() - names.len());
            let mut f = f;
            for c in f.iter_mut() {
                c.has_local_exists = true;
            }
            return Ok(f);
        }
        if self.is_sym("(") {
            // Either a parenthesized formula or a comparison starting with '('.
            let save = self.pos;
            let n_extra = ctx.extras.len();
            if let Ok(d) = self.comparison(ctx, depth + 1) {
                return Ok(d);
            }
            self.pos = save;
            ctx.extras.truncate(n_extra);
            self.bump();
            let f = self.formula(ctx, depth + 1)?;
            self.expect_sym(")")?;
            return Ok(f);
        }
        self.comparison(ctx, depth + 1)
    }

    /// Continues an `exists` whose first variable had a definition.
    fn exists_rest(
        &mut self,
        ctx: &mut PartCtx,
        depth: usize,
        paren: bool,
        mut names: Vec<(String, usize)>,
        pre: Conj,
    ) -> Result<Dnf> {
        let mut pre = pre;
        loop {
            let t = self.tok().clone();
            let n = self.ident()?;
            if is_keyword(&n) {
                return err_at(&t, format!("'{n}' cannot be a variable name"));
            }
            let col = ctx.n_col();
            ctx.extras.push(Extra::Exists);
            if self.eat_sym("=") {
                let v = self.expr(ctx, depth + 1)?;
                if v.len() != 1 || !v[0].0.eqs.is_empty() || !v[0].0.ineqs.is_empty() {
                    return err_at(&t, "an existential's definition must be affine");
                }
                pre.eqs.push(Aff::var(col).add(&v[0].1, -1).row(0));
            }
            ctx.scope.push((n.clone(), col));
            ctx.local_exists.push(col);
            names.push((n, col));
            if !self.eat_sym(",") {
                break;
            }
        }
        self.expect_sym(":")?;
        let f = self.formula(ctx, depth + 1)?;
        if paren {
            self.expect_sym(")")?;
        }
        ctx.scope.truncate(ctx.scope.len() - names.len());
        Ok(dnf_and(&vec![pre], &f))
    }

    fn comparison(&mut self, ctx: &mut PartCtx, depth: usize) -> Result<Dnf> {
        let mut lists: Vec<Vec<Pw>> = vec![self.expr_list(ctx, depth)?];
        let mut ops: Vec<Cmp> = Vec::new();
        while let Tok::Sym(op @ ("<=" | "<" | ">=" | ">" | "=" | "==" | "!=")) = *self.peek() {
            self.bump();
            ops.push(match op {
                "<=" => Cmp::Le,
                "<" => Cmp::Lt,
                ">=" => Cmp::Ge,
                ">" => Cmp::Gt,
                "!=" => Cmp::Ne,
                _ => Cmp::Eq,
            });
            lists.push(self.expr_list(ctx, depth)?);
        }
        if ops.is_empty() {
            return err_at(
                self.tok(),
                format!(
                    "expected a comparison operator, found {}",
                    describe(self.peek())
                ),
            );
        }
        let mut acc: Dnf = vec![Conj::default()];
        for (k, op) in ops.iter().enumerate() {
            for l in &lists[k] {
                for r in &lists[k + 1] {
                    let d = compare(l, r, *op);
                    acc = dnf_and(&acc, &d);
                }
            }
        }
        Ok(acc)
    }

    fn expr_list(&mut self, ctx: &mut PartCtx, depth: usize) -> Result<Vec<Pw>> {
        let mut v = vec![self.expr(ctx, depth)?];
        // `i, j >= 0`: a comma continues the list only if no comparison ended it yet.
        while self.is_sym(",") && !matches!(self.peek_at(1), Tok::Sym("}") | Tok::Sym(";")) {
            let save = self.pos;
            self.bump();
            match self.expr(ctx, depth) {
                Ok(e) => v.push(e),
                Err(_) => {
                    self.pos = save;
                    break;
                }
            }
        }
        Ok(v)
    }

    fn expr(&mut self, ctx: &mut PartCtx, depth: usize) -> Result<Pw> {
        if depth > MAX_DEPTH {
            return err_at(self.tok(), "expression nested too deeply");
        }
        let mut acc = self.term(ctx, depth + 1)?;
        loop {
            let sign = if self.is_sym("+") {
                1
            } else if self.is_sym("-") {
                -1
            } else {
                return Ok(acc);
            };
            self.bump();
            let rhs = self.term(ctx, depth + 1)?;
            acc = pw_binop(&acc, &rhs, |a, b| Ok(a.add(b, sign)))?;
        }
    }

    fn term(&mut self, ctx: &mut PartCtx, depth: usize) -> Result<Pw> {
        let mut acc = self.unary(ctx, depth + 1)?;
        loop {
            if self.is_sym("*") {
                let t = self.bump();
                let rhs = self.unary(ctx, depth + 1)?;
                acc = pw_binop(&acc, &rhs, |a, b| {
                    if a.is_constant() {
                        Ok(b.scale(&a.coeffs[0], &a.den))
                    } else if b.is_constant() {
                        Ok(a.scale(&b.coeffs[0], &b.den))
                    } else {
                        err_at(&t, "product of two non-constant expressions is not affine")
                    }
                })?;
            } else if self.is_sym("/") {
                let t = self.bump();
                let rhs = self.unary(ctx, depth + 1)?;
                acc = pw_binop(&acc, &rhs, |a, b| {
                    if b.is_constant() && !b.coeffs[0].is_zero() {
                        Ok(a.scale(&b.den, &b.coeffs[0]))
                    } else {
                        err_at(&t, "division by a non-constant or zero expression")
                    }
                })?;
            } else if self.is_kw("mod") || self.is_sym("%") {
                let t = self.bump();
                let m = self.unary(ctx, depth + 1)?;
                acc = match pw_mod(ctx, &acc, &m) {
                    Some(v) => v,
                    None => return err_at(&t, "modulo by a non-constant or non-positive value"),
                };
            } else if matches!(self.peek(), Tok::Ident(_) | Tok::Num(_))
                || (self.is_sym("(") && acc.iter().all(|(_, a)| a.is_constant()))
            {
                // Juxtaposition: `2i`, `2(i + 1)`, `2 floor(i/2)`.
                if let Tok::Ident(s) = self.peek() {
                    if is_formula_keyword(s) {
                        return Ok(acc);
                    }
                }
                if !acc.iter().all(|(_, a)| a.is_constant()) {
                    return Ok(acc);
                }
                let rhs = self.unary(ctx, depth + 1)?;
                acc = pw_binop(&acc, &rhs, |a, b| Ok(b.scale(&a.coeffs[0], &a.den)))?;
            } else {
                return Ok(acc);
            }
        }
    }

    fn unary(&mut self, ctx: &mut PartCtx, depth: usize) -> Result<Pw> {
        if depth > MAX_DEPTH {
            return err_at(self.tok(), "expression nested too deeply");
        }
        if self.eat_sym("-") {
            let v = self.unary(ctx, depth + 1)?;
            return Ok(v
                .into_iter()
                .map(|(c, a)| (c, a.scale(&Int::from(-1), &Int::ONE)))
                .collect());
        }
        if self.eat_sym("+") {
            return self.unary(ctx, depth + 1);
        }
        self.primary(ctx, depth + 1)
    }

    fn primary(&mut self, ctx: &mut PartCtx, depth: usize) -> Result<Pw> {
        let t = self.tok().clone();
        match t.tok.clone() {
            Tok::Num(v) => {
                self.bump();
                Ok(vec![(Conj::default(), Aff::constant(v))])
            }
            Tok::Sym("(") => {
                self.bump();
                let v = self.expr(ctx, depth + 1)?;
                self.expect_sym(")")?;
                Ok(v)
            }
            Tok::Sym("[") => {
                // Old isl floor syntax: [e].
                self.bump();
                let v = self.expr(ctx, depth + 1)?;
                self.expect_sym("]")?;
                Ok(pw_floor(ctx, v))
            }
            Tok::Ident(name) => {
                self.bump();
                match name.as_str() {
                    "floor" | "ceil" => {
                        self.expect_sym("(")?;
                        let v = self.expr(ctx, depth + 1)?;
                        self.expect_sym(")")?;
                        Ok(if name == "ceil" {
                            pw_ceil(ctx, v)
                        } else {
                            pw_floor(ctx, v)
                        })
                    }
                    "min" | "max" => {
                        self.expect_sym("(")?;
                        let mut args = vec![self.expr(ctx, depth + 1)?];
                        while self.eat_sym(",") {
                            args.push(self.expr(ctx, depth + 1)?);
                        }
                        self.expect_sym(")")?;
                        let mut acc = args.remove(0);
                        for b in args {
                            acc = pw_minmax(&acc, &b, name == "max");
                        }
                        Ok(acc)
                    }
                    _ if is_keyword(&name) => {
                        err_at(&t, format!("unexpected keyword '{name}' in an expression"))
                    }
                    _ => match ctx.lookup(&name) {
                        Some(col) => {
                            let c = Conj {
                                has_local_exists: ctx.local_exists.contains(&col),
                                ..Conj::default()
                            };
                            Ok(vec![(c, Aff::var(col))])
                        }
                        None => err_at(&t, format!("unknown name '{name}'")),
                    },
                }
            }
            other => err_at(
                &t,
                format!("expected an expression, found {}", describe(&other)),
            ),
        }
    }
}

fn is_formula_keyword(s: &str) -> bool {
    matches!(s, "and" | "or" | "not" | "implies" | "mod")
}

/// Whether `s` is a word that isl's notation reserves: a keyword of this parser, or one that
/// isl's reader treats specially (`infty`, `rat`, `domain`, `range`). A name that other tools
/// will read in isl text must not be one.
pub fn is_reserved_word(s: &str) -> bool {
    is_keyword(s) || matches!(s, "infty" | "rat" | "domain" | "range")
}

fn is_keyword(s: &str) -> bool {
    matches!(
        s,
        "and"
            | "or"
            | "not"
            | "implies"
            | "mod"
            | "exists"
            | "floor"
            | "ceil"
            | "min"
            | "max"
            | "true"
            | "false"
    )
}

/// Parses any object in isl notation: a union set or map, or a parameter set.
pub fn parse_object(src: &str) -> Result<Object> {
    parse_object_at(src, 1, 1)
}

/// Like [`parse_object`], for text that starts at `line:col` of a larger input (so that error
/// positions refer to the larger input).
pub fn parse_object_at(src: &str, line: usize, col: usize) -> Result<Object> {
    parse_with_spaces(src, line, col).map(|(o, _)| o)
}

fn parse_with_spaces(src: &str, line: usize, col: usize) -> Result<(Object, Vec<Space>)> {
    let toks = lex(src, line, col)?;
    let mut p = Parser {
        toks,
        pos: 0,
        part_spaces: Vec::new(),
    };
    let o = p.object()?;
    Ok((o, p.part_spaces))
}

/// Parses a union set or union map.
pub fn parse_union(src: &str) -> Result<UnionMap> {
    match parse_object(src)? {
        Object::Union(u) => Ok(u),
        Object::Params(p) => Err(Error::Parse {
            line: 1,
            col: 1,
            msg: format!("expected a union set or map, found the parameter set {p}"),
        }),
    }
}

/// Parses a set or map in exactly one space (or a parameter set).
///
/// ```
/// use hedra_presburger::parse::parse_map;
/// let m = parse_map("[N] -> { S[i] -> A[2i + 1] : 0 <= i < N }")?;
/// assert!(m.space().is_map());
/// assert_eq!(m.space().n_param(), 1);
/// // Errors carry the line and column.
/// let e = parse_map("{ [i] : i >= }").unwrap_err();
/// assert!(e.to_string().starts_with("1:"));
/// # Ok::<(), hedra_presburger::Error>(())
/// ```
pub fn parse_map(src: &str) -> Result<Map> {
    let (obj, spaces) = parse_with_spaces(src, 1, 1)?;
    match obj {
        Object::Params(p) => Ok(p),
        Object::Union(u) => {
            let params = u.params_names().to_vec();
            match u.maps() {
                [m] => Ok(m.clone()),
                [] => {
                    // Every part was empty: the result is the empty set of the one space named.
                    let keys: Vec<_> = spaces.iter().map(|s| s.key()).collect();
                    match spaces.first() {
                        Some(s) if keys.iter().all(|k| *k == keys[0]) => {
                            let mut s = s.clone();
                            s.params = params.clone();
                            Ok(Map::empty(s))
                        }
                        _ => Err(Error::Parse {
                            line: 1,
                            col: 1,
                            msg: "empty union: the space of the set is unknown".into(),
                        }),
                    }
                }
                _ => Err(Error::Parse {
                    line: 1,
                    col: 1,
                    msg: format!(
                        "expected one space, found {} (use a union set instead); params {:?}",
                        u.maps().len(),
                        merge_params(&params, &[])
                    ),
                }),
            }
        }
    }
}

impl std::str::FromStr for Map {
    type Err = Error;
    fn from_str(s: &str) -> Result<Map> {
        parse_map(s)
    }
}

impl std::str::FromStr for UnionMap {
    type Err = Error;
    fn from_str(s: &str) -> Result<UnionMap> {
        parse_union(s)
    }
}
