//! The lexer: TC source text to tokens with byte spans.
//!
//! Tokens are identifiers, integer and floating-point literals, punctuation, and the
//! assignment operators of statements. The reduction operators are single tokens: `+=`,
//! `*=`, `min=`, `max=`, and with a `!` written right after them (no space) their
//! initializing forms `+=!`, `*=!`, `min=!`, `max=!`. `min`/`max` followed by anything else
//! are ordinary identifiers. Comments run from `#` or `//` to the end of the line.
//! Floating literals may end in `f` (`0.5f`); a `.` not inside a number is punctuation (the
//! `A.1` dimension syntax).

use crate::ast::{AssignOp, ReduceOp};
pub use hedra_c::lexer::Span;
use hedra_c::Diagnostic;

/// What a token is.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// A C identifier (keywords are identifiers too; the parser tells them apart).
    Ident(String),
    /// A decimal integer literal.
    Int(i64),
    /// A floating-point literal.
    Float(f64),
    /// Punctuation or an operator: `( ) { } , : ; ? . -> + - * / < > <= >= == != && || !`.
    Punct(&'static str),
    /// `=` or a reduction operator.
    Assign(AssignOp),
    /// The end of the input.
    Eof,
}

/// A token and where it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    /// The token.
    pub tok: Tok,
    /// Its bytes in the source.
    pub span: Span,
}

const PUNCTS: [&str; 23] = [
    "->", "==", "!=", "<=", ">=", "&&", "||", "(", ")", "{", "}", ",", ":", ";", "?", ".", "+",
    "-", "*", "/", "<", ">", "!",
];

/// Splits `src` into tokens, ending with [`Tok::Eof`]. An unexpected character or a literal
/// out of range is an error at its position.
pub fn lex(src: &str) -> Result<Vec<Token>, Diagnostic> {
    let mut out = Vec::new();
    let bytes = src.as_bytes();
    let mut pos = 0;
    while pos < bytes.len() {
        let c = bytes[pos];
        if c.is_ascii_whitespace() {
            pos += 1;
        } else if c == b'#' || src[pos..].starts_with("//") {
            pos = src[pos..].find('\n').map_or(src.len(), |k| pos + k);
        } else {
            let tok = next_token(src, pos)?;
            pos = tok.span.end;
            out.push(tok);
        }
    }
    let end = Span {
        start: src.len(),
        end: src.len(),
    };
    out.push(Token {
        tok: Tok::Eof,
        span: end,
    });
    Ok(out)
}

fn span(start: usize, end: usize) -> Span {
    Span { start, end }
}

fn next_token(src: &str, pos: usize) -> Result<Token, Diagnostic> {
    let c = src.as_bytes()[pos];
    if c.is_ascii_alphabetic() || c == b'_' {
        return Ok(word(src, pos));
    }
    if c.is_ascii_digit() {
        return number(src, pos);
    }
    if let Some(t) = assign_op(src, pos) {
        return Ok(t);
    }
    for p in PUNCTS {
        if src[pos..].starts_with(p) {
            return Ok(Token {
                tok: Tok::Punct(p),
                span: span(pos, pos + p.len()),
            });
        }
    }
    let ch = src[pos..].chars().next().unwrap_or('?');
    Err(Diagnostic::error(
        span(pos, pos + ch.len_utf8()),
        format!("unexpected character `{ch}`"),
    ))
}

/// `=`, `+=`, `*=` and their `!` forms (not `==`).
fn assign_op(src: &str, pos: usize) -> Option<Token> {
    let rest = &src[pos..];
    let (op, len) = if rest.starts_with("+=") {
        (Some(ReduceOp::Add), 2)
    } else if rest.starts_with("*=") {
        (Some(ReduceOp::Mul), 2)
    } else if rest.starts_with('=') && !rest.starts_with("==") {
        (None, 1)
    } else {
        return None;
    };
    Some(reduction_token(src, pos, pos + len, op))
}

/// The assignment token from `start`, whose operator text ends at `end`, with a `!` at `end`
/// making a reduction initializing.
fn reduction_token(src: &str, start: usize, end: usize, op: Option<ReduceOp>) -> Token {
    let Some(op) = op else {
        return Token {
            tok: Tok::Assign(AssignOp::Set),
            span: span(start, end),
        };
    };
    let init = src[end..].starts_with('!') && !src[end..].starts_with("!=");
    let end = if init { end + 1 } else { end };
    Token {
        tok: Tok::Assign(AssignOp::Reduce { op, init }),
        span: span(start, end),
    }
}

fn word(src: &str, pos: usize) -> Token {
    let len = src[pos..]
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(src.len() - pos);
    let end = pos + len;
    let text = &src[pos..end];
    let rest = &src[end..];
    let minmax = match text {
        "min" => Some(ReduceOp::Min),
        "max" => Some(ReduceOp::Max),
        _ => None,
    };
    if let Some(op) = minmax {
        if rest.starts_with('=') && !rest.starts_with("==") {
            return reduction_token(src, pos, end + 1, Some(op));
        }
    }
    Token {
        tok: Tok::Ident(text.to_string()),
        span: span(pos, end),
    }
}

fn number(src: &str, pos: usize) -> Result<Token, Diagnostic> {
    let b = src.as_bytes();
    let mut end = digits(b, pos);
    let mut float = false;
    if end < b.len() && b[end] == b'.' && end + 1 < b.len() && b[end + 1].is_ascii_digit() {
        float = true;
        end = digits(b, end + 1);
    }
    if end < b.len() && (b[end] == b'e' || b[end] == b'E') {
        let mut k = end + 1;
        if k < b.len() && (b[k] == b'+' || b[k] == b'-') {
            k += 1;
        }
        if k < b.len() && b[k].is_ascii_digit() {
            float = true;
            end = digits(b, k);
        }
    }
    let text = &src[pos..end];
    let suffix = float && end < b.len() && b[end] == b'f';
    let full = span(pos, if suffix { end + 1 } else { end });
    let tok = if float {
        text.parse().ok().map(Tok::Float)
    } else {
        text.parse().ok().map(Tok::Int)
    };
    let tok =
        tok.ok_or_else(|| Diagnostic::error(full, format!("literal `{text}` is out of range")))?;
    Ok(Token { tok, span: full })
}

fn digits(b: &[u8], mut k: usize) -> usize {
    while k < b.len() && b[k].is_ascii_digit() {
        k += 1;
    }
    k
}
