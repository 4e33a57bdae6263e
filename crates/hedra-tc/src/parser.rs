//! The parser: recursive descent over the grammar in the crate documentation.
//!
//! Expressions follow C's precedence, loosest first: `?:` (right associative), `||`, `&&`,
//! `==`/`!=`, `<`/`<=`/`>`/`>=`, `+`/`-`, `*`/`/`, unary `-`/`!`, then primaries (literals,
//! names, `name(args)`, `name.k`, parentheses). Statements need no separator (an optional `;`
//! is allowed): an expression can never continue with the identifier that starts the next
//! statement.

use crate::ast::*;
use crate::lexer::{lex, Span, Tok, Token};
use hedra_c::Diagnostic;

/// Parses a whole file.
pub fn parse(src: &str) -> Result<Program, Diagnostic> {
    let mut p = Parser {
        toks: lex(src)?,
        pos: 0,
    };
    let mut defs = Vec::new();
    while p.peek() != &Tok::Eof {
        defs.push(p.def()?);
    }
    if defs.is_empty() {
        return Err(Diagnostic::error(
            p.span(),
            "expected `def`: the file defines nothing",
        ));
    }
    Ok(Program { defs })
}

struct Parser {
    toks: Vec<Token>,
    pos: usize,
}

type PResult<T> = Result<T, Diagnostic>;

impl Parser {
    fn peek(&self) -> &Tok {
        &self.toks[self.pos].tok
    }

    fn span(&self) -> Span {
        self.toks[self.pos].span
    }

    fn prev_end(&self) -> usize {
        self.toks[self.pos.saturating_sub(1)].span.end
    }

    fn bump(&mut self) -> Token {
        let t = self.toks[self.pos].clone();
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        t
    }

    fn describe(&self) -> String {
        match self.peek() {
            Tok::Ident(s) => format!("`{s}`"),
            Tok::Int(v) => format!("`{v}`"),
            Tok::Float(v) => format!("`{v}`"),
            Tok::Punct(p) => format!("`{p}`"),
            Tok::Assign(op) => format!("`{op}`"),
            Tok::Eof => "the end of the file".to_string(),
        }
    }

    fn expected(&self, what: &str) -> Diagnostic {
        Diagnostic::error(
            self.span(),
            format!("expected {what}, found {}", self.describe()),
        )
    }

    fn eat(&mut self, p: &str) -> bool {
        if matches!(self.peek(), Tok::Punct(q) if *q == p) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, p: &str) -> PResult<Span> {
        let span = self.span();
        if self.eat(p) {
            Ok(span)
        } else {
            Err(self.expected(&format!("`{p}`")))
        }
    }

    fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), Tok::Ident(s) if s == w)
    }

    fn ident(&mut self, what: &str) -> PResult<Ident> {
        match self.peek().clone() {
            Tok::Ident(name) => Ok(Ident {
                name,
                span: self.bump().span,
            }),
            _ => Err(self.expected(what)),
        }
    }

    /// `ident (',' ident)*` up to (not including) `close`, possibly empty.
    fn list<T>(
        &mut self,
        close: &str,
        mut item: impl FnMut(&mut Self) -> PResult<T>,
    ) -> PResult<Vec<T>> {
        let mut out = Vec::new();
        if matches!(self.peek(), Tok::Punct(q) if *q == close) {
            return Ok(out);
        }
        loop {
            out.push(item(self)?);
            if !self.eat(",") {
                return Ok(out);
            }
        }
    }

    fn def(&mut self) -> PResult<Def> {
        let start = self.span().start;
        if !self.is_word("def") {
            return Err(self.expected("`def`"));
        }
        self.bump();
        let name = self.ident("the name of the definition")?;
        self.expect("(")?;
        let inputs = self.list(")", Self::param)?;
        self.expect(")")?;
        self.expect("->")?;
        let outputs = self.outputs()?;
        self.expect("{")?;
        let mut stmts = Vec::new();
        while !self.eat("}") {
            stmts.push(self.stmt()?);
            self.eat(";");
        }
        let span = Span {
            start,
            end: self.prev_end(),
        };
        Ok(Def {
            name,
            inputs,
            outputs,
            stmts,
            span,
        })
    }

    fn outputs(&mut self) -> PResult<Vec<Ident>> {
        if !self.eat("(") {
            return Ok(vec![self.ident("an output name")?]);
        }
        let outs = self.list(")", |p| p.ident("an output name"))?;
        self.expect(")")?;
        if outs.is_empty() {
            return Err(Diagnostic::error(
                self.span(),
                "a definition needs an output",
            ));
        }
        Ok(outs)
    }

    fn param(&mut self) -> PResult<Param> {
        let start = self.span();
        let ty = match self.peek() {
            Tok::Ident(w) => ScalarType::from_word(w),
            _ => None,
        };
        let ty =
            ty.ok_or_else(|| self.expected("an element type (float, double, int32, int64)"))?;
        self.bump();
        let mut sizes = Vec::new();
        if self.eat("(") {
            sizes = self.list(")", |p| p.ident("a size name"))?;
            self.expect(")")?;
        }
        let name = self.ident("the name of the input")?;
        Ok(Param {
            ty,
            sizes,
            span: Span {
                start: start.start,
                end: name.span.end,
            },
            name,
        })
    }

    fn stmt(&mut self) -> PResult<Stmt> {
        let lhs = self.ident("a statement (a tensor name) or `}`")?;
        let mut indices = Vec::new();
        if self.eat("(") {
            indices = self.list(")", |p| p.ident("an index variable"))?;
            self.expect(")")?;
        }
        let (op, op_span) = match self.peek() {
            Tok::Assign(op) => (*op, self.bump().span),
            _ => return Err(self.expected("`=` or a reduction (`+=`, `*=`, `min=`, `max=`)")),
        };
        let rhs = self.expr()?;
        let mut wheres = Vec::new();
        if self.is_word("where") {
            self.bump();
            wheres.push(self.where_range()?);
            while self.eat(",") {
                wheres.push(self.where_range()?);
            }
        }
        let span = Span {
            start: lhs.span.start,
            end: self.prev_end(),
        };
        Ok(Stmt {
            lhs,
            indices,
            op,
            op_span,
            rhs,
            wheres,
            span,
        })
    }

    fn where_range(&mut self) -> PResult<WhereRange> {
        let var = self.ident("an index variable")?;
        if !self.is_word("in") {
            return Err(self.expected("`in` (a range is written `i in lo:hi`)"));
        }
        self.bump();
        let lo = self.expr()?;
        self.expect(":")?;
        let hi = self.expr()?;
        let span = Span {
            start: var.span.start,
            end: hi.span.end,
        };
        Ok(WhereRange { var, lo, hi, span })
    }

    /// An expression (the ternary level).
    pub(crate) fn expr(&mut self) -> PResult<Expr> {
        let cond = self.binary(0)?;
        if !self.eat("?") {
            return Ok(cond);
        }
        let a = self.expr()?;
        self.expect(":")?;
        let b = self.expr()?;
        let span = join(cond.span, b.span);
        Ok(Expr {
            kind: ExprKind::Ternary(Box::new(cond), Box::new(a), Box::new(b)),
            span,
        })
    }

    /// Left-associative binary operators from precedence level `level` up.
    fn binary(&mut self, level: usize) -> PResult<Expr> {
        if level == LEVELS.len() {
            return self.unary();
        }
        let mut lhs = self.binary(level + 1)?;
        while let Some(op) = self.binop_at(level) {
            self.bump();
            let rhs = self.binary(level + 1)?;
            let span = join(lhs.span, rhs.span);
            lhs = Expr {
                kind: ExprKind::Binary(op, Box::new(lhs), Box::new(rhs)),
                span,
            };
        }
        Ok(lhs)
    }

    fn binop_at(&self, level: usize) -> Option<BinOp> {
        let Tok::Punct(p) = self.peek() else {
            return None;
        };
        LEVELS[level]
            .iter()
            .find(|(text, _)| text == p)
            .map(|(_, op)| *op)
    }

    fn unary(&mut self) -> PResult<Expr> {
        let start = self.span();
        let op = if self.eat("-") {
            UnOp::Neg
        } else if self.eat("!") {
            UnOp::Not
        } else {
            return self.primary();
        };
        let e = self.unary()?;
        let span = join(start, e.span);
        Ok(Expr {
            kind: ExprKind::Unary(op, Box::new(e)),
            span,
        })
    }

    fn primary(&mut self) -> PResult<Expr> {
        let span = self.span();
        let kind = match self.peek().clone() {
            Tok::Int(v) => ExprKind::Int(v),
            Tok::Float(v) => ExprKind::Float(v),
            Tok::Ident(_) => return self.name_expr(),
            Tok::Punct("(") => {
                self.bump();
                let e = self.expr()?;
                self.expect(")")?;
                return Ok(Expr {
                    kind: e.kind,
                    span: join(
                        span,
                        Span {
                            start: span.start,
                            end: self.prev_end(),
                        },
                    ),
                });
            }
            _ => return Err(self.expected("an expression")),
        };
        self.bump();
        Ok(Expr { kind, span })
    }

    fn name_expr(&mut self) -> PResult<Expr> {
        let name = self.ident("a name")?;
        if self.eat("(") {
            let args = self.list(")", Self::expr)?;
            self.expect(")")?;
            let span = Span {
                start: name.span.start,
                end: self.prev_end(),
            };
            return Ok(Expr {
                kind: ExprKind::Call { name, args },
                span,
            });
        }
        if self.eat(".") {
            let Tok::Int(k) = *self.peek() else {
                return Err(self.expected("a dimension number after `.`"));
            };
            self.bump();
            let span = Span {
                start: name.span.start,
                end: self.prev_end(),
            };
            let dim = usize::try_from(k).unwrap_or(usize::MAX);
            return Ok(Expr {
                kind: ExprKind::Dim { tensor: name, dim },
                span,
            });
        }
        Ok(Expr {
            kind: ExprKind::Name(name.name),
            span: name.span,
        })
    }
}

/// Binary operators by precedence level, loosest first.
const LEVELS: [&[(&str, BinOp)]; 6] = [
    &[("||", BinOp::Or)],
    &[("&&", BinOp::And)],
    &[("==", BinOp::Eq), ("!=", BinOp::Ne)],
    &[
        ("<", BinOp::Lt),
        ("<=", BinOp::Le),
        (">", BinOp::Gt),
        (">=", BinOp::Ge),
    ],
    &[("+", BinOp::Add), ("-", BinOp::Sub)],
    &[("*", BinOp::Mul), ("/", BinOp::Div)],
];

fn join(a: Span, b: Span) -> Span {
    Span {
        start: a.start.min(b.start),
        end: a.end.max(b.end),
    }
}
