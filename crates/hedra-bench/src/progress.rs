//! The progress of a long run: a bar (indicatif) when standard error is a terminal, the
//! same result lines as plain text otherwise (logs, CI).

use std::io::IsTerminal;

use indicatif::{ProgressBar, ProgressStyle};

/// A run of steps (shared by hedra-bench and hedra-fuzz).
pub struct Progress {
    bar: Option<ProgressBar>,
}

impl Progress {
    /// A bar counting `len` steps named `unit` ("kernels"), or a counter without an end
    /// when `len` is `None`, when standard error is a terminal.
    pub fn new(len: Option<u64>, unit: &str) -> Progress {
        if !std::io::stderr().is_terminal() {
            return Progress { bar: None };
        }
        let (bar, template) = match len {
            Some(n) => (
                ProgressBar::new(n),
                format!("[{{elapsed_precise}}] {{bar:30}} {{pos}}/{{len}} {unit}: {{msg}}"),
            ),
            None => (
                ProgressBar::new_spinner(),
                format!("[{{elapsed_precise}}] {{spinner}} {{pos}} {unit}: {{msg}}"),
            ),
        };
        if let Ok(style) = ProgressStyle::with_template(&template) {
            bar.set_style(style);
        }
        Progress { bar: Some(bar) }
    }

    /// Names the step now running (or what the count means so far).
    #[allow(dead_code)] // Each binary that includes this file uses part of it.
    pub fn working_on(&self, what: &str) {
        if let Some(b) = &self.bar {
            b.set_message(what.to_string());
        }
    }

    /// A result line: above the bar, or on its own.
    pub fn line(&self, text: &str) {
        match &self.bar {
            Some(b) => b.println(text),
            None => eprintln!("{text}"),
        }
    }

    /// One step done.
    pub fn advance(&self) {
        if let Some(b) = &self.bar {
            b.inc(1);
        }
    }

    /// Removes the bar.
    pub fn finish(&self) {
        if let Some(b) = &self.bar {
            b.finish_and_clear();
        }
    }
}
