//! The system C preprocessor on a private copy of the source.
//!
//! hedra models a region from its text as written, and keeps its macros in the output. The
//! declarations around it, though, may need the preprocessor to be read at all
//! (`DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk)`, arrays and typedefs in headers). With
//! [`Options::preprocessor`](crate::Options::preprocessor) set, the driver runs the
//! compiler's preprocessor on the source's text (`cc -E FLAGS -iquote DIR -x c -`, with the
//! user's `-I`/`-D` options, reading the text on its standard input so that exactly this
//! text is expanded) and hands the output to the front end as a [`hedra_c::Expansion`],
//! which completes the declarations written in the file. Nothing of the expansion reaches
//! the output. When the preprocessor cannot run or fails (a header not found), the regions
//! are modeled from the declarations as written, and a note says why.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use hedra_c::Expansion;

/// How to run the C preprocessor on a source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preprocessor {
    /// The compiler driver that preprocesses (`cc`), run as `COMMAND -E FLAGS [-iquote
    /// DIRECTORY] -x c -`.
    pub command: String,
    /// The preprocessor's options as a compiler takes them: `-I DIR`, `-DNAME=VALUE`,
    /// `-U`, `-include FILE`, `-std=...`.
    pub flags: Vec<String>,
    /// The directory of the source file, searched first for `#include "..."` (none for a
    /// text read from standard input: then the current directory).
    pub directory: Option<PathBuf>,
}

impl Default for Preprocessor {
    /// `cc` without options.
    fn default() -> Preprocessor {
        Preprocessor {
            command: "cc".to_string(),
            flags: Vec::new(),
            directory: None,
        }
    }
}

impl Preprocessor {
    /// The command line, for messages.
    pub fn command_line(&self) -> String {
        let mut words = vec![self.command.clone(), "-E".to_string()];
        words.extend(self.flags.iter().cloned());
        if let Some(d) = &self.directory {
            words.push("-iquote".to_string());
            words.push(d.display().to_string());
        }
        words.extend(["-x", "c", "-"].map(String::from));
        words.join(" ")
    }

    /// The preprocessed `src`, or why there is none.
    pub fn expand(&self, src: &str) -> Result<Expansion, String> {
        let mut cmd = Command::new(&self.command);
        cmd.arg("-E").args(&self.flags);
        if let Some(d) = &self.directory {
            cmd.arg("-iquote").arg(d);
        }
        cmd.args(["-x", "c", "-"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = cmd
            .spawn()
            .map_err(|e| format!("`{}` could not start ({e})", self.command))?;
        let mut stdin = child.stdin.take().ok_or("no standard input")?;
        let text = src.to_string();
        // Written on its own thread: the preprocessor may fill its output before it has
        // read all of its input.
        let writer = std::thread::spawn(move || stdin.write_all(text.as_bytes()));
        let out = child
            .wait_with_output()
            .map_err(|e| format!("`{}` failed ({e})", self.command))?;
        let _ = writer.join();
        if !out.status.success() {
            let err = String::from_utf8_lossy(&out.stderr);
            let first = err
                .lines()
                .find(|l| l.contains("error"))
                .or_else(|| err.lines().next())
                .unwrap_or("no message");
            return Err(format!(
                "`{}` failed: {}",
                self.command_line(),
                first.trim()
            ));
        }
        let text = String::from_utf8(out.stdout)
            .map_err(|_| "the preprocessed text is not UTF-8".to_string())?;
        let expansion = Expansion::new(text);
        if expansion.mapped_lines() == 0 {
            return Err("the preprocessed text has no line markers".to_string());
        }
        Ok(expansion)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A preprocessor that cannot start, one that fails on the text, and a text with no line
    /// markers are errors with a reason, never a panic.
    #[test]
    fn failures_are_reasons() {
        let missing = Preprocessor {
            command: "/nonexistent/cc".into(),
            ..Preprocessor::default()
        };
        let e = missing.expand("int x;").unwrap_err();
        assert!(e.contains("could not start"), "{e}");
        let failing = Preprocessor {
            command: "cc".into(),
            flags: vec!["-Wno-everything".into()],
            directory: None,
        };
        if let Err(e) = failing.expand("#include \"no-such-header.h\"\n#error broken\n") {
            assert!(!e.is_empty());
        } else {
            panic!("a missing header must fail");
        }
        assert_eq!(
            Expansion::new("garbage ( [ \" #\n# x\n".into()).mapped_lines(),
            0
        );
    }
}
