//! A recursive-descent parser for the statements and expressions of C that may appear inside a
//! region, producing a syntax tree with spans.
//!
//! The parser accepts more than the static-control subset (`while`, `goto`, pointer
//! dereferences, calls as statements...), so that the builder can point at an unsupported
//! construct with a precise message instead of a generic syntax error. It never panics; every
//! malformed input gives a [`Diagnostic`].

use crate::diag::Diagnostic;
use crate::lexer::{int_value, Span, Token, TokenKind};
use hedra_ir::{AssignOp, BinaryOp, UnaryOp};

/// An expression with its span.
#[derive(Clone, Debug, PartialEq)]
pub struct CExpr {
    /// What it is.
    pub kind: CExprKind,
    /// Where it is.
    pub span: Span,
}

impl CExpr {
    /// Calls `f` on each direct sub-expression, left to right.
    pub fn for_each_child(&self, f: &mut dyn FnMut(&CExpr)) {
        match &self.kind {
            CExprKind::Index(a, b)
            | CExprKind::Binary(_, a, b)
            | CExprKind::Assign(_, a, b)
            | CExprKind::OtherAssign(_, a, b)
            | CExprKind::Comma(a, b) => {
                f(a);
                f(b);
            }
            CExprKind::Call(c, args) => {
                f(c);
                args.iter().for_each(f);
            }
            CExprKind::Unary(_, a)
            | CExprKind::Cast(_, a)
            | CExprKind::Deref(a)
            | CExprKind::AddrOf(a)
            | CExprKind::Member(a, _)
            | CExprKind::IncDec(a, _) => f(a),
            CExprKind::Ternary(a, b, c) => {
                f(a);
                f(b);
                f(c);
            }
            CExprKind::Int(..)
            | CExprKind::Float(_)
            | CExprKind::StrLit(_)
            | CExprKind::Ident(_)
            | CExprKind::Sizeof => {}
        }
    }

    /// Calls `f` on this expression and every sub-expression, outermost first.
    pub fn walk(&self, f: &mut dyn FnMut(&CExpr)) {
        f(self);
        self.for_each_child(&mut |c| c.walk(f));
    }
}

/// Expression forms.
#[derive(Clone, Debug, PartialEq)]
pub enum CExprKind {
    /// Integer constant: text and value (`None` if it does not fit in an `i64`).
    Int(String, Option<i64>),
    /// Floating constant, as written.
    Float(String),
    /// A string or character literal.
    StrLit(String),
    /// An identifier.
    Ident(String),
    /// `base[index]`.
    Index(Box<CExpr>, Box<CExpr>),
    /// `callee(args)`.
    Call(Box<CExpr>, Vec<CExpr>),
    /// A unary arithmetic or logical operator.
    Unary(UnaryOp, Box<CExpr>),
    /// A binary operator.
    Binary(BinaryOp, Box<CExpr>, Box<CExpr>),
    /// `c ? a : b`.
    Ternary(Box<CExpr>, Box<CExpr>, Box<CExpr>),
    /// `(type) e`.
    Cast(String, Box<CExpr>),
    /// `*e`.
    Deref(Box<CExpr>),
    /// `&e`.
    AddrOf(Box<CExpr>),
    /// `e.f` or `e->f`.
    Member(Box<CExpr>, String),
    /// `++e`, `--e`, `e++`, `e--` (`true` for increment).
    IncDec(Box<CExpr>, bool),
    /// `lhs op rhs` (assignment as an expression).
    Assign(AssignOp, Box<CExpr>, Box<CExpr>),
    /// An assignment operator outside the subset (`%=`, `<<=`, `&=`...).
    OtherAssign(String, Box<CExpr>, Box<CExpr>),
    /// `a, b`.
    Comma(Box<CExpr>, Box<CExpr>),
    /// `sizeof ...`.
    Sizeof,
}

/// One declarator of a declaration: `name[dims] = init`.
#[derive(Clone, Debug, PartialEq)]
pub struct Declarator {
    /// The declared name.
    pub name: String,
    /// Where the name is.
    pub span: Span,
    /// Array dimensions as C text (empty string for `[]`).
    pub dims: Vec<String>,
    /// True for a pointer declarator (`*p`).
    pub pointer: bool,
    /// The initializer.
    pub init: Option<CExpr>,
}

/// Statement forms.
#[derive(Clone, Debug, PartialEq)]
pub enum CStmtKind {
    /// `{ ... }`
    Block(Vec<CStmt>),
    /// `for (init; cond; incr) body`
    For {
        /// The init clause (an expression statement or a declaration).
        init: Option<Box<CStmt>>,
        /// The condition.
        cond: Option<CExpr>,
        /// The increment.
        incr: Option<CExpr>,
        /// The body.
        body: Box<CStmt>,
    },
    /// `if (cond) then else`
    If(CExpr, Box<CStmt>, Option<Box<CStmt>>),
    /// An expression statement.
    Expr(CExpr),
    /// A declaration: type text and declarators.
    Decl(String, Vec<Declarator>),
    /// `;`
    Empty,
    /// A preprocessor line, with its text.
    Directive(String),
    /// `label: statement`; the label names the statement in the model.
    Labeled(String, Span, Box<CStmt>),
    /// `while (cond) body`: parsed only for `#pragma hedra dcop` nests
    /// ([`Parser::allowing_while`]); elsewhere `while` is outside the subset.
    While(CExpr, Box<CStmt>),
}

/// A statement with its span.
#[derive(Clone, Debug, PartialEq)]
pub struct CStmt {
    /// What it is.
    pub kind: CStmtKind,
    /// Where it is.
    pub span: Span,
}

/// Words that start or qualify a type and are not integer type words (those are
/// [`hedra_ir::ctype::is_integer_type_word`]'s, the one list of them).
const OTHER_TYPE_WORDS: &[&str] = &[
    "void",
    "float",
    "double",
    "_Bool",
    "bool",
    "volatile",
    "restrict",
    "__restrict",
    "struct",
    "union",
    "enum",
];

/// True for words that can only start a type.
pub fn is_type_word(s: &str) -> bool {
    OTHER_TYPE_WORDS.contains(&s) || hedra_ir::ctype::is_integer_type_word(s)
}

/// The parser over the tokens of one region.
pub struct Parser<'a> {
    src: &'a str,
    toks: &'a [Token],
    pos: usize,
    /// Names known to be types (typedefs and type macros such as `DATA_TYPE`).
    types: &'a [String],
    /// End of the region, for errors at end of input.
    end: Span,
    depth: usize,
    /// Parse `while` loops (for `#pragma hedra dcop` nests).
    allow_while: bool,
}

type PResult<T> = Result<T, Diagnostic>;

/// Nesting limit for statements and expressions, so that deep input cannot exhaust the stack.
const MAX_DEPTH: usize = 200;

impl<'a> Parser<'a> {
    /// A parser over `toks` (tokens of `src`), which treats the names in `types` as types.
    pub fn new(src: &'a str, toks: &'a [Token], types: &'a [String], end: Span) -> Self {
        Parser {
            src,
            toks,
            pos: 0,
            types,
            end,
            depth: 0,
            allow_while: false,
        }
    }

    /// The parser, reading `while (cond) body` as [`CStmtKind::While`] instead of refusing
    /// it.
    pub fn allowing_while(mut self) -> Self {
        self.allow_while = true;
        self
    }

    fn text(&self, t: &Token) -> &'a str {
        &self.src[t.span.start..t.span.end]
    }

    fn peek(&self) -> Option<&'a Token> {
        self.toks.get(self.pos)
    }

    fn peek_text(&self) -> &'a str {
        self.peek_at(0)
    }

    fn peek_at(&self, k: usize) -> &'a str {
        self.toks
            .get(self.pos + k)
            .map(|t| &self.src[t.span.start..t.span.end])
            .unwrap_or("")
    }

    fn span(&self) -> Span {
        self.peek().map(|t| t.span).unwrap_or(self.end)
    }

    fn prev_span(&self) -> Span {
        if self.pos == 0 {
            self.span()
        } else {
            self.toks[self.pos - 1].span
        }
    }

    fn is(&self, p: &str) -> bool {
        self.peek().is_some_and(|t| {
            matches!(t.kind, TokenKind::Punct | TokenKind::Ident) && self.text(t) == p
        })
    }

    /// Consumes the token `p` if it is next.
    pub fn eat(&mut self, p: &str) -> bool {
        if self.is(p) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn err<T>(&self, msg: impl Into<String>) -> PResult<T> {
        let found = match self.peek() {
            Some(t) => format!("`{}`", self.text(t)),
            None => "the end of the region".to_string(),
        };
        Err(Diagnostic::error(
            self.span(),
            format!("{}, found {found}", msg.into()),
        ))
    }

    fn expect(&mut self, p: &str) -> PResult<()> {
        if self.eat(p) {
            Ok(())
        } else {
            self.err(format!("expected `{p}`"))
        }
    }

    /// True at the end of the tokens.
    pub fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }

    /// The byte offset of the first token not consumed yet, if any.
    pub fn remaining_start(&self) -> Option<usize> {
        self.toks.get(self.pos).map(|t| t.span.start)
    }

    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(Diagnostic::error(self.span(), "nesting too deep"));
        }
        Ok(())
    }

    /// Parses statements to the end of the tokens.
    pub fn statements(&mut self) -> PResult<Vec<CStmt>> {
        let mut out = Vec::new();
        while !self.at_end() {
            out.push(self.statement()?);
        }
        Ok(out)
    }

    fn is_type_name(&self, s: &str) -> bool {
        is_type_word(s) || self.types.iter().any(|t| t == s)
    }

    /// True if the next tokens start a declaration.
    fn at_declaration(&self) -> bool {
        let Some(t) = self.peek() else { return false };
        if t.kind != TokenKind::Ident {
            return false;
        }
        let s = self.text(t);
        if self.is_type_name(s) {
            return true;
        }
        // `T x` where T is an unknown identifier: two identifiers in a row only occur in a
        // declaration.
        self.toks
            .get(self.pos + 1)
            .is_some_and(|n| n.kind == TokenKind::Ident && !is_keyword(self.text(n)))
            && !is_keyword(s)
    }

    /// Parses one statement.
    pub fn statement(&mut self) -> PResult<CStmt> {
        self.enter()?;
        let r = self.statement_inner();
        self.depth -= 1;
        r
    }

    fn statement_inner(&mut self) -> PResult<CStmt> {
        let start = self.span();
        let Some(tok) = self.peek() else {
            return self.err("expected a statement");
        };
        if tok.kind == TokenKind::Directive {
            self.pos += 1;
            return Ok(CStmt {
                kind: CStmtKind::Directive(self.text(tok).to_string()),
                span: tok.span,
            });
        }
        let word = if tok.kind == TokenKind::Ident {
            self.text(tok)
        } else {
            ""
        };
        let kind = match word {
            "for" => {
                self.pos += 1;
                self.for_statement()?
            }
            "if" => {
                self.pos += 1;
                self.if_statement()?
            }
            "while" if self.allow_while => {
                self.pos += 1;
                self.expect("(")?;
                let cond = self.expression()?;
                self.expect(")")?;
                CStmtKind::While(cond, Box::new(self.statement()?))
            }
            "while" | "do" | "goto" | "switch" | "break" | "continue" | "return" | "case"
            | "default" => return Err(unsupported_statement(word, start)),
            _ if tok.kind == TokenKind::Ident
                && self.peek_at(1) == ":"
                && self.peek_at(2) != ":" =>
            {
                let name = word.to_string();
                let lspan = tok.span;
                self.pos += 2;
                let inner = Box::new(self.statement()?);
                CStmtKind::Labeled(name, lspan, inner)
            }
            _ if self.eat("{") => self.block()?,
            _ if self.eat(";") => CStmtKind::Empty,
            _ if self.at_declaration() => return self.declaration(),
            _ => {
                let e = self.expression()?;
                self.expect(";")?;
                CStmtKind::Expr(e)
            }
        };
        Ok(CStmt {
            kind,
            span: start.to(self.prev_span()),
        })
    }

    /// `for (init; cond; incr) body`, after `for`: each of the three parts may be empty, and
    /// `init` may be a declaration.
    fn for_statement(&mut self) -> PResult<CStmtKind> {
        self.expect("(")?;
        let init = if self.eat(";") {
            None
        } else if self.at_declaration() {
            Some(Box::new(self.declaration()?))
        } else {
            let s = self.span();
            let e = self.expression()?;
            let sp = s.to(self.prev_span());
            self.expect(";")?;
            Some(Box::new(CStmt {
                kind: CStmtKind::Expr(e),
                span: sp,
            }))
        };
        let cond = if self.is(";") {
            None
        } else {
            Some(self.expression()?)
        };
        self.expect(";")?;
        let incr = if self.is(")") {
            None
        } else {
            Some(self.expression()?)
        };
        self.expect(")")?;
        let body = Box::new(self.statement()?);
        Ok(CStmtKind::For {
            init,
            cond,
            incr,
            body,
        })
    }

    /// `if (c) then [else otherwise]`, after `if`.
    fn if_statement(&mut self) -> PResult<CStmtKind> {
        self.expect("(")?;
        let c = self.expression()?;
        self.expect(")")?;
        let t = Box::new(self.statement()?);
        let e = if self.eat("else") {
            Some(Box::new(self.statement()?))
        } else {
            None
        };
        Ok(CStmtKind::If(c, t, e))
    }

    /// `{ statements }`, after its `{`.
    fn block(&mut self) -> PResult<CStmtKind> {
        let mut v = Vec::new();
        while !self.is("}") {
            if self.at_end() {
                return self.err("expected `}`");
            }
            v.push(self.statement()?);
        }
        self.pos += 1;
        Ok(CStmtKind::Block(v))
    }

    /// `type declarator {, declarator} ;`
    fn declaration(&mut self) -> PResult<CStmt> {
        let start = self.span();
        let mut ty = Vec::new();
        // Type words: everything up to the identifier that is followed by `[`, `=`, `,`, `;`.
        loop {
            let Some(t) = self.peek() else {
                return self.err("expected a declarator");
            };
            let s = self.text(t);
            let next = self.peek_at(1);
            if t.kind == TokenKind::Ident
                && !is_type_word(s)
                && matches!(next, "[" | "=" | "," | ";")
            {
                break;
            }
            if s == "*" {
                break;
            }
            if t.kind != TokenKind::Ident {
                return self.err("expected a declaration");
            }
            ty.push(s.to_string());
            self.pos += 1;
        }
        let mut decls = Vec::new();
        loop {
            let pointer = self.eat("*");
            while self.eat("*") {}
            let Some(t) = self
                .peek()
                .filter(|t| t.kind == TokenKind::Ident && !is_keyword(self.text(t)))
            else {
                return self.err("expected a name");
            };
            let name = self.text(t).to_string();
            let span = t.span;
            self.pos += 1;
            let mut dims = Vec::new();
            while self.eat("[") {
                let s = self.span();
                if self.eat("]") {
                    dims.push(String::new());
                    continue;
                }
                let e = self.expression()?;
                let _ = e;
                let text = self.src[s.start..self.prev_span().end].trim().to_string();
                self.expect("]")?;
                dims.push(text);
            }
            let init = if self.eat("=") {
                Some(self.assignment()?)
            } else {
                None
            };
            decls.push(Declarator {
                name,
                span,
                dims,
                pointer,
                init,
            });
            if !self.eat(",") {
                break;
            }
        }
        self.expect(";")?;
        Ok(CStmt {
            kind: CStmtKind::Decl(ty.join(" "), decls),
            span: start.to(self.prev_span()),
        })
    }

    /// A full expression (with the comma operator).
    pub fn expression(&mut self) -> PResult<CExpr> {
        let mut e = self.assignment()?;
        while self.eat(",") {
            let r = self.assignment()?;
            let span = e.span.to(r.span);
            e = CExpr {
                kind: CExprKind::Comma(Box::new(e), Box::new(r)),
                span,
            };
        }
        Ok(e)
    }

    /// An assignment expression.
    pub fn assignment(&mut self) -> PResult<CExpr> {
        self.enter()?;
        let r = self.assignment_inner();
        self.depth -= 1;
        r
    }

    fn assignment_inner(&mut self) -> PResult<CExpr> {
        let lhs = self.ternary()?;
        let op = match self.peek_text() {
            "=" => Some(AssignOp::Assign),
            "+=" => Some(AssignOp::Add),
            "-=" => Some(AssignOp::Sub),
            "*=" => Some(AssignOp::Mul),
            "/=" => Some(AssignOp::Div),
            "%=" | "<<=" | ">>=" | "&=" | "^=" | "|=" => None,
            _ => return Ok(lhs),
        };
        let op_text = self.peek_text().to_string();
        self.pos += 1;
        let rhs = self.assignment()?;
        let span = lhs.span.to(rhs.span);
        let kind = match op {
            Some(op) => CExprKind::Assign(op, Box::new(lhs), Box::new(rhs)),
            None => CExprKind::OtherAssign(op_text, Box::new(lhs), Box::new(rhs)),
        };
        Ok(CExpr { kind, span })
    }

    fn ternary(&mut self) -> PResult<CExpr> {
        let c = self.binary(4)?;
        if self.eat("?") {
            let t = self.expression()?;
            self.expect(":")?;
            let e = self.assignment_no_assign()?;
            let span = c.span.to(e.span);
            return Ok(CExpr {
                kind: CExprKind::Ternary(Box::new(c), Box::new(t), Box::new(e)),
                span,
            });
        }
        Ok(c)
    }

    /// The else branch of `?:` (a conditional expression, right-associative).
    fn assignment_no_assign(&mut self) -> PResult<CExpr> {
        self.enter()?;
        let r = self.ternary();
        self.depth -= 1;
        r
    }

    fn binary_op(&self) -> Option<BinaryOp> {
        let t = self.peek()?;
        if t.kind != TokenKind::Punct {
            return None;
        }
        use BinaryOp::*;
        Some(match self.text(t) {
            "*" => Mul,
            "/" => Div,
            "%" => Rem,
            "+" => Add,
            "-" => Sub,
            "<<" => Shl,
            ">>" => Shr,
            "<" => Lt,
            "<=" => Le,
            ">" => Gt,
            ">=" => Ge,
            "==" => Eq,
            "!=" => Ne,
            "&" => BitAnd,
            "^" => BitXor,
            "|" => BitOr,
            "&&" => And,
            "||" => Or,
            _ => return None,
        })
    }

    /// Precedence climbing over binary operators of precedence at least `min`.
    fn binary(&mut self, min: u8) -> PResult<CExpr> {
        let mut lhs = self.unary()?;
        while let Some(op) = self.binary_op() {
            let p = op.precedence();
            if p < min {
                break;
            }
            self.pos += 1;
            self.enter()?;
            let rhs = self.binary(p + 1);
            self.depth -= 1;
            let rhs = rhs?;
            let span = lhs.span.to(rhs.span);
            lhs = CExpr {
                kind: CExprKind::Binary(op, Box::new(lhs), Box::new(rhs)),
                span,
            };
        }
        Ok(lhs)
    }

    /// True if `(` at the cursor starts a cast.
    fn at_cast(&self) -> bool {
        if !self.is("(") {
            return false;
        }
        let mut k = 1;
        let mut any = false;
        loop {
            let s = self.peek_at(k);
            if s == ")" {
                return any;
            }
            if s == "*" || self.is_type_name(s) {
                any |= s != "*";
                k += 1;
            } else {
                return false;
            }
        }
    }

    fn unary(&mut self) -> PResult<CExpr> {
        self.enter()?;
        let r = self.unary_inner();
        self.depth -= 1;
        r
    }

    fn unary_inner(&mut self) -> PResult<CExpr> {
        let start = self.span();
        let mk = |kind, end: Span| CExpr {
            kind,
            span: start.to(end),
        };
        if self.at_cast() {
            self.pos += 1;
            let mut ty = Vec::new();
            while !self.is(")") {
                ty.push(self.peek_text().to_string());
                self.pos += 1;
            }
            self.pos += 1;
            let e = self.unary()?;
            let sp = e.span;
            return Ok(mk(
                CExprKind::Cast(ty.join(" ").replace(" *", "*"), Box::new(e)),
                sp,
            ));
        }
        let op = match self.peek_text() {
            "-" => Some(UnaryOp::Neg),
            "+" => Some(UnaryOp::Plus),
            "!" => Some(UnaryOp::Not),
            "~" => Some(UnaryOp::BitNot),
            _ => None,
        };
        if let Some(op) = op {
            self.pos += 1;
            let e = self.unary()?;
            let sp = e.span;
            return Ok(mk(CExprKind::Unary(op, Box::new(e)), sp));
        }
        match self.peek_text() {
            "*" => {
                self.pos += 1;
                let e = self.unary()?;
                let sp = e.span;
                return Ok(mk(CExprKind::Deref(Box::new(e)), sp));
            }
            "&" => {
                self.pos += 1;
                let e = self.unary()?;
                let sp = e.span;
                return Ok(mk(CExprKind::AddrOf(Box::new(e)), sp));
            }
            "++" | "--" => {
                let inc = self.peek_text() == "++";
                self.pos += 1;
                let e = self.unary()?;
                let sp = e.span;
                return Ok(mk(CExprKind::IncDec(Box::new(e), inc), sp));
            }
            "sizeof" => {
                self.pos += 1;
                if self.at_cast() {
                    while !self.eat(")") {
                        self.pos += 1;
                    }
                } else {
                    self.unary()?;
                }
                return Ok(mk(CExprKind::Sizeof, self.prev_span()));
            }
            _ => {}
        }
        self.postfix()
    }

    fn postfix(&mut self) -> PResult<CExpr> {
        let mut e = self.primary()?;
        loop {
            if self.eat("[") {
                let i = self.expression()?;
                self.expect("]")?;
                let span = e.span.to(self.prev_span());
                e = CExpr {
                    kind: CExprKind::Index(Box::new(e), Box::new(i)),
                    span,
                };
            } else if self.eat("(") {
                let mut args = Vec::new();
                if !self.eat(")") {
                    loop {
                        args.push(self.assignment()?);
                        if self.eat(")") {
                            break;
                        }
                        self.expect(",")?;
                    }
                }
                let span = e.span.to(self.prev_span());
                e = CExpr {
                    kind: CExprKind::Call(Box::new(e), args),
                    span,
                };
            } else if self.is(".") || self.is("->") {
                self.pos += 1;
                let Some(t) = self.peek().filter(|t| t.kind == TokenKind::Ident) else {
                    return self.err("expected a member name");
                };
                self.pos += 1;
                let span = e.span.to(t.span);
                e = CExpr {
                    kind: CExprKind::Member(Box::new(e), self.text(t).to_string()),
                    span,
                };
            } else if self.is("++") || self.is("--") {
                let inc = self.peek_text() == "++";
                self.pos += 1;
                let span = e.span.to(self.prev_span());
                e = CExpr {
                    kind: CExprKind::IncDec(Box::new(e), inc),
                    span,
                };
            } else {
                return Ok(e);
            }
        }
    }

    fn primary(&mut self) -> PResult<CExpr> {
        let Some(t) = self.peek() else {
            return self.err("expected an expression");
        };
        let text = self.text(t).to_string();
        let kind = match t.kind {
            TokenKind::Ident if !is_keyword(&text) => CExprKind::Ident(text.clone()),
            TokenKind::Int => {
                let v = int_value(&text);
                CExprKind::Int(text.clone(), v)
            }
            TokenKind::Float => CExprKind::Float(text.clone()),
            TokenKind::Str | TokenKind::Char => CExprKind::StrLit(text.clone()),
            TokenKind::Punct if text == "(" => {
                self.pos += 1;
                let e = self.expression()?;
                self.expect(")")?;
                let span = t.span.to(self.prev_span());
                return Ok(CExpr { kind: e.kind, span });
            }
            _ => return self.err("expected an expression"),
        };
        self.pos += 1;
        Ok(CExpr { kind, span: t.span })
    }
}

/// C keywords that cannot be identifiers in an expression.
pub fn is_keyword(s: &str) -> bool {
    matches!(
        s,
        "for"
            | "if"
            | "else"
            | "while"
            | "do"
            | "goto"
            | "switch"
            | "case"
            | "default"
            | "break"
            | "continue"
            | "return"
            | "sizeof"
            | "typedef"
            | "extern"
            | "inline"
    ) || is_type_word(s)
}

/// The diagnostic for a statement outside the subset (`while`, `goto`, a label...), at `span`.
pub fn unsupported_statement(word: &str, span: Span) -> Diagnostic {
    let what = match word {
        "while" => "`while` loop (only `for` loops with affine bounds are)".to_string(),
        "do" => "`do`-`while` loop (only `for` loops with affine bounds are)".to_string(),
        "label" => "a label (control flow must be structured)".to_string(),
        w => format!("`{w}` (control flow must be structured: `for`, `if`, `else`)"),
    };
    Diagnostic::error(
        span,
        format!("{what} is outside the static-control subset that hedra models"),
    )
}
