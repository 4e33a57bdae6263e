//! The progress of a long run: a bar (indicatif) when standard error is a terminal, the
//! same result lines as plain text otherwise (logs, CI).

use std::io::IsTerminal;

use indicatif::{ProgressBar, ProgressStyle};

/// A run of `len` steps.
pub struct Progress {
    bar: Option<ProgressBar>,
}

impl Progress {
    /// A bar counting `len` steps named `unit` ("kernels"), when standard error is a
    /// terminal.
    pub fn new(len: u64, unit: &str) -> Progress {
        if !std::io::stderr().is_terminal() {
            return Progress { bar: None };
        }
        let bar = ProgressBar::new(len);
        let template = format!("[{{elapsed_precise}}] {{bar:30}} {{pos}}/{{len}} {unit}: {{msg}}");
        if let Ok(style) = ProgressStyle::with_template(&template) {
            bar.set_style(style);
        }
        Progress { bar: Some(bar) }
    }

    /// Names the step now running.
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
