//! Diagnostics with source positions, rendered in the compiler style:
//!
//! ```text
//! k.c:7:11: error: non-affine subscript: `i * j` is not affine in the iterators and parameters
//!     |
//!   7 |       A[i * j] = 0.0;
//!     |         ^^^^^
//!     = note: region left unchanged (the `#pragma scop` region at k.c:5)
//! ```
//!
//! Columns count characters, 1-based. The caret line covers the span on its first line.

use crate::lexer::{line_col, Span};
use std::fmt::Write;

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The region could not be modeled.
    Error,
    /// The region was modeled, but something deserves attention.
    Warning,
}

/// A message about a span of the source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// Where.
    pub span: Span,
    /// What is wrong.
    pub message: String,
    /// What hedra did instead (`region left unchanged`).
    pub note: Option<String>,
}

impl Diagnostic {
    /// An error at `span`.
    pub fn error(span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            span,
            message: message.into(),
            note: None,
        }
    }

    /// A warning at `span`.
    pub fn warning(span: Span, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            span,
            message: message.into(),
            note: None,
        }
    }

    /// The same diagnostic with a note.
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.note = Some(note.into());
        self
    }

    /// `(line, column)` of the start of the span, 1-based.
    pub fn position(&self, src: &str) -> (usize, usize) {
        line_col(src, self.span.start)
    }

    /// The first line, `file:line:col: error: message`.
    pub fn headline(&self, file: &str, src: &str) -> String {
        let (l, c) = self.position(src);
        let sev = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        format!("{file}:{l}:{c}: {sev}: {}", self.message)
    }

    /// The full rendering: headline, source line with a caret under the span, and the note.
    pub fn render(&self, file: &str, src: &str) -> String {
        let mut out = self.headline(file, src);
        out.push('\n');
        let (line, col) = self.position(src);
        let start = self.span.start.min(src.len());
        let line_start = src[..start].rfind('\n').map(|k| k + 1).unwrap_or(0);
        let line_end = src[start..]
            .find('\n')
            .map(|k| start + k)
            .unwrap_or(src.len());
        let text = src
            .get(line_start..line_end)
            .unwrap_or("")
            .trim_end_matches('\r');
        let end = self.span.end.clamp(start, line_end);
        let width = src
            .get(start..end)
            .map(|s| s.chars().count())
            .unwrap_or(1)
            .max(1);
        let num = line.to_string();
        let pad = " ".repeat(num.len());
        let _ = writeln!(out, "{pad} |");
        let _ = writeln!(out, "{num} | {text}");
        // Tabs in the prefix are kept so that the caret lines up under the same terminal.
        let prefix: String = text
            .chars()
            .take(col - 1)
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        let _ = writeln!(out, "{pad} | {prefix}{}", "^".repeat(width));
        if let Some(n) = &self.note {
            let _ = writeln!(out, "{pad} = note: {n}");
        }
        out
    }
}
