//! Regression files: a C program with a header comment giving the class found, the
//! `hedra opt` options, the C flags and the thread count, so that a test can replay it.
//!
//! ```text
//! /* hedra-fuzz regression
//!  * class: mismatch
//!  * hedra-args: --fuse=max --tile=8,8
//!  * openmp: yes
//!  * threads: 2
//!  * origin: generated, seed 42
//!  * ...free text...
//!  */
//! ```

use crate::harness::{Class, Config};

pub fn write(class: Class, cfg: &Config, origin: &str, notes: &str, program: &str) -> String {
    let mut s = String::from("/* hedra-fuzz regression\n");
    s.push_str(&format!(" * class: {class}\n"));
    s.push_str(&format!(" * hedra-args: {}\n", cfg.describe()));
    s.push_str(&format!(
        " * openmp: {}\n",
        if cfg.openmp { "yes" } else { "no" }
    ));
    s.push_str(&format!(" * threads: {}\n", cfg.threads));
    s.push_str(&format!(" * origin: {origin}\n"));
    for l in notes.lines() {
        s.push_str(&format!(" * {}\n", l.replace("*/", "* /")));
    }
    s.push_str(" */\n");
    s.push_str(program);
    s
}

/// Splits a shell-quoted argument line (single quotes only, as written by
/// [`crate::harness::shell_quote`]).
pub fn split_args(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut any = false;
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                any = true;
            }
            c if c.is_whitespace() && !quoted => {
                if any {
                    out.push(std::mem::take(&mut cur));
                    any = false;
                }
            }
            c => {
                cur.push(c);
                any = true;
            }
        }
    }
    if any {
        out.push(cur);
    }
    out
}

/// Reads a regression file: the class recorded and the configuration.
pub fn read(text: &str) -> Option<(Class, Config)> {
    let field = |name: &str| {
        text.lines()
            .take_while(|l| !l.starts_with(" */"))
            .find_map(|l| l.strip_prefix(&format!(" * {name}: ")))
            .map(str::trim)
    };
    let class = Class::parse(field("class")?)?;
    let cfg = Config {
        hedra_args: split_args(field("hedra-args").unwrap_or("")),
        openmp: field("openmp") == Some("yes"),
        threads: field("threads").and_then(|t| t.parse().ok()).unwrap_or(1),
    };
    Some((class, cfg))
}
