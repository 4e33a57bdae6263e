//! The C lexer: source text to tokens with byte spans.
//!
//! The lexer is total: it never fails and never panics. Every byte of the input belongs to a
//! token, to whitespace or to a comment; a character that starts no C token becomes an
//! [`TokenKind::Unknown`] token, which the parser reports if it meets it inside a region.
//! Preprocessor lines (`#pragma scop`, `#define ...`) are single [`TokenKind::Directive`]
//! tokens, backslash continuations included, so the parser sees the region markers as tokens.

/// A byte range `start..end` of the source.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Span {
    /// First byte.
    pub start: usize,
    /// One past the last byte.
    pub end: usize,
}

impl Span {
    /// The span from the start of `self` to the end of `other`.
    pub fn to(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }
}

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// An identifier or keyword.
    Ident,
    /// An integer constant (with its suffix).
    Int,
    /// A floating constant (with its suffix).
    Float,
    /// A string literal.
    Str,
    /// A character constant.
    Char,
    /// An operator or punctuator.
    Punct,
    /// A preprocessor line, from `#` to the end of the (continued) line.
    Directive,
    /// A character that starts no token.
    Unknown,
}

/// A token: its kind and where it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// The kind.
    pub kind: TokenKind,
    /// Where it is in the source.
    pub span: Span,
}

const PUNCTS: &[&str] = &[
    "<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=",
    "-=", "*=", "/=", "%=", "&=", "^=", "|=", "##", "[", "]", "(", ")", "{", "}", ".", "&", "*",
    "+", "-", "~", "!", "/", "%", "<", ">", "^", "|", "?", ":", ";", "=", ",", "#",
];

/// Splits `src` into tokens (whitespace and comments dropped).
pub fn lex(src: &str) -> Vec<Token> {
    let b = src.as_bytes();
    let n = b.len();
    let mut toks = Vec::new();
    let mut i = 0;
    // True while only whitespace has been seen on the current line (a `#` starts a directive).
    let mut line_start = true;
    while i < n {
        let c = b[i];
        if c == b'\n' {
            line_start = true;
            i += 1;
            continue;
        }
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if let Some(end) = comment_end(b, i) {
            i = end;
            continue;
        }
        let (kind, end) = if c == b'#' && line_start {
            (TokenKind::Directive, directive_end(b, i))
        } else {
            token_at(src, i)
        };
        line_start = false;
        toks.push(Token {
            kind,
            span: Span { start: i, end },
        });
        i = end;
    }
    toks
}

/// The end of the comment that starts at `i` (`// ...` to the end of the line, `/* ... */`
/// past its `*/`), if one starts there.
fn comment_end(b: &[u8], i: usize) -> Option<usize> {
    let n = b.len();
    if b[i] != b'/' || i + 1 >= n {
        return None;
    }
    match b[i + 1] {
        b'/' => Some(b[i..].iter().position(|&c| c == b'\n').map_or(n, |k| i + k)),
        b'*' => Some(block_comment_end(b, i + 2)),
        _ => None,
    }
}

/// The end of a block comment whose text starts at `i` (just after its `/*`).
fn block_comment_end(b: &[u8], mut i: usize) -> usize {
    let n = b.len();
    while i < n && !(b[i] == b'*' && i + 1 < n && b[i + 1] == b'/') {
        i += 1;
    }
    (i + 2).min(n)
}

/// The end of a preprocessor directive starting at `i`: the end of the line, following
/// backslash continuations; a block comment may span lines inside a directive.
fn directive_end(b: &[u8], mut i: usize) -> usize {
    let n = b.len();
    while i < n && b[i] != b'\n' {
        if b[i] == b'\\' && i + 1 < n && b[i + 1] == b'\n' {
            i += 2;
        } else if b[i] == b'/' && i + 1 < n && b[i + 1] == b'*' {
            i = block_comment_end(b, i + 2);
        } else {
            i += 1;
        }
    }
    i
}

/// The kind and end of the token (not a directive, not a comment) that starts at `i`.
fn token_at(src: &str, i: usize) -> (TokenKind, usize) {
    let b = src.as_bytes();
    let n = b.len();
    let c = b[i];
    if c.is_ascii_alphabetic() || c == b'_' || c == b'$' {
        return word_or_prefixed_literal(src, i);
    }
    if c.is_ascii_digit() || (c == b'.' && i + 1 < n && b[i + 1].is_ascii_digit()) {
        return number(b, i);
    }
    if c == b'"' || c == b'\'' {
        return (quote_kind(c), skip_quoted(b, i, c));
    }
    if let Some(p) = PUNCTS.iter().find(|p| b[i..].starts_with(p.as_bytes())) {
        return (TokenKind::Punct, i + p.len());
    }
    // One whole UTF-8 character.
    let len = 1 + b[i + 1..]
        .iter()
        .take_while(|&&x| (x & 0xC0) == 0x80)
        .count();
    (TokenKind::Unknown, i + len)
}

/// A string (`"`) or a character (`'`) literal.
fn quote_kind(q: u8) -> TokenKind {
    if q == b'"' {
        TokenKind::Str
    } else {
        TokenKind::Char
    }
}

/// An identifier, or a string or character literal with a prefix (`L".."`, `u8".."`).
fn word_or_prefixed_literal(src: &str, start: usize) -> (TokenKind, usize) {
    let b = src.as_bytes();
    let n = b.len();
    let mut i = start;
    while i < n && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'$') {
        i += 1;
    }
    if i < n && (b[i] == b'"' || b[i] == b'\'') && matches!(&src[start..i], "L" | "u" | "U" | "u8")
    {
        return (quote_kind(b[i]), skip_quoted(b, i, b[i]));
    }
    (TokenKind::Ident, i)
}

/// A preprocessing number: digits, letters, `_`, `.`, and a sign after an exponent (`e` in
/// decimal, `p` in hexadecimal). It is a float when it has a `.` or an exponent.
fn number(b: &[u8], start: usize) -> (TokenKind, usize) {
    let n = b.len();
    let mut is_float = false;
    let hex = b[start] == b'0' && start + 1 < n && (b[start + 1] == b'x' || b[start + 1] == b'X');
    let exponent = |d: u8| {
        if hex {
            matches!(d, b'p' | b'P')
        } else {
            matches!(d, b'e' | b'E')
        }
    };
    let mut i = start;
    while i < n {
        let d = b[i];
        let signed_exponent = (d == b'+' || d == b'-')
            && i > start
            && (matches!(b[i - 1], b'p' | b'P') || exponent(b[i - 1]));
        if signed_exponent || d == b'.' || (d.is_ascii_alphanumeric() && exponent(d)) {
            is_float = true;
        } else if !(d.is_ascii_alphanumeric() || d == b'_') {
            break;
        }
        i += 1;
    }
    let kind = if is_float {
        TokenKind::Float
    } else {
        TokenKind::Int
    };
    (kind, i)
}

/// The end of a quoted literal starting at `i` (quote `q`), or the end of the line.
fn skip_quoted(b: &[u8], mut i: usize, q: u8) -> usize {
    i += 1;
    while i < b.len() && b[i] != q && b[i] != b'\n' {
        if b[i] == b'\\' {
            i += 1;
        }
        i += 1;
    }
    (i + 1).min(b.len())
}

/// The value of an integer constant (decimal, hex, octal, binary; suffixes `uUlL` ignored), or
/// `None` when it does not fit in an `i64` or is malformed.
pub fn int_value(text: &str) -> Option<i64> {
    let t = text.trim_end_matches(['u', 'U', 'l', 'L']);
    if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        i64::from_str_radix(h, 16).ok()
    } else if let Some(bin) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
        i64::from_str_radix(bin, 2).ok()
    } else if t.len() > 1 && t.starts_with('0') {
        i64::from_str_radix(&t[1..], 8).ok()
    } else {
        t.parse().ok()
    }
}

/// 1-based line and column (in characters) of byte `offset`.
pub fn line_col(src: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(src.len());
    let before = src.get(..offset).unwrap_or("");
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map(|k| k + 1).unwrap_or(0);
    let col = src
        .get(line_start..offset)
        .map(|s| s.chars().count())
        .unwrap_or(0)
        + 1;
    (line, col)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<(TokenKind, &str)> {
        lex(s)
            .into_iter()
            .map(|t| (t.kind, &s[t.span.start..t.span.end]))
            .collect()
    }

    #[test]
    fn tokens_and_directives() {
        let s = "#pragma scop\n  a[i] += 1.5e-3f * b; // c\n/* x */ x->y <<= 0x1Fu;\n #define F(x) \\\n x\n";
        let k = kinds(s);
        assert_eq!(k[0], (TokenKind::Directive, "#pragma scop"));
        assert!(k.contains(&(TokenKind::Float, "1.5e-3f")));
        assert!(k.contains(&(TokenKind::Punct, "+=")));
        assert!(k.contains(&(TokenKind::Punct, "<<=")));
        assert!(k.contains(&(TokenKind::Int, "0x1Fu")));
        assert_eq!(
            k.last().unwrap(),
            &(TokenKind::Directive, "#define F(x) \\\n x")
        );
        assert_eq!(int_value("0x1Fu"), Some(31));
        assert_eq!(int_value("017"), Some(15));
        assert_eq!(line_col("ab\ncd", 4), (2, 2));
    }
}
