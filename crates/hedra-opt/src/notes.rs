//! Notes: what the driver decided and why, for the command line to show.

/// How much a note matters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoteKind {
    /// Something the user should know (a fallback, an illegal schedule): always shown.
    Warning,
    /// A decision or a measurement: shown when the user asks for details.
    Info,
}

/// One note of the driver about a region.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    /// Warning or information.
    pub kind: NoteKind,
    /// The sentence, without a severity prefix.
    pub text: String,
    /// The 1-based line and column in the file that the note is about, when it is about
    /// one place of the region's text rather than the region as a whole.
    pub at: Option<(usize, usize)>,
}

impl Note {
    /// A warning.
    pub fn warning(text: impl Into<String>) -> Note {
        Note {
            kind: NoteKind::Warning,
            text: text.into(),
            at: None,
        }
    }

    /// A warning about the text at `line`, `col` (1-based).
    pub fn warning_at(line: usize, col: usize, text: impl Into<String>) -> Note {
        Note {
            at: Some((line, col)),
            ..Note::warning(text)
        }
    }

    /// An informational note.
    pub fn info(text: impl Into<String>) -> Note {
        Note {
            kind: NoteKind::Info,
            text: text.into(),
            at: None,
        }
    }

    /// Whether the note is a warning.
    pub fn is_warning(&self) -> bool {
        self.kind == NoteKind::Warning
    }
}
