//! `hedra deps FILE`: the dependences of each `#pragma scop` region (see [`hedra_deps`]).
//!
//! The output is `hedra scop`'s iscc script followed by the lines `raw`, `war`, `waw`
//! (memory-based), `flow` (value-based), `live_in` and `live_out` (see
//! [`hedra_deps::report`]), or with `--emit json` one JSON object per region. Diagnostics and
//! exit codes are those of `hedra scop`; a region whose analysis fails is reported on
//! standard error like a region that cannot be modeled.

use hedra_c::Extraction;

/// Output formats of `hedra deps`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum DepsEmit {
    /// An iscc script (isl notation).
    Iscc,
    /// JSON.
    Json,
}

/// What `hedra deps` prints and returns.
pub struct DepsReport {
    /// Standard output.
    pub stdout: String,
    /// Standard error.
    pub stderr: String,
    /// 0 when at least one region was analyzed, 1 otherwise.
    pub exit_code: u8,
}

/// The whole `hedra deps` command on the source `src` read from `file`.
pub fn deps_report(
    file: &str,
    src: &str,
    emit: DepsEmit,
    context: &[String],
    autoscop: bool,
) -> DepsReport {
    let ex: Extraction = if autoscop {
        hedra_c::autoscop::extract_auto(src, context)
    } else {
        hedra_c::extract_with_context(src, context)
    };
    let mut stdout = String::new();
    let mut stderr = String::new();
    let many = ex.regions.len() > 1;
    let mut json = Vec::new();
    let mut analyzed = 0;
    for r in &ex.regions {
        let scop = match &r.scop {
            Ok(s) => s,
            Err(d) => {
                stderr.push_str(&d.render(file, src));
                continue;
            }
        };
        let analysis = hedra_deps::analyze(scop);
        let rendered = analysis.and_then(|a| match emit {
            DepsEmit::Iscc => a.to_iscc(scop),
            DepsEmit::Json => a
                .to_json_value(scop)
                .map(|v| serde_json::to_string_pretty(&v).unwrap_or_default()),
        });
        match rendered {
            Ok(text) => {
                analyzed += 1;
                match emit {
                    DepsEmit::Json => json.push(text),
                    DepsEmit::Iscc => {
                        if many {
                            stdout.push_str(&format!("# region at {file}:{}\n", r.region.line));
                        }
                        stdout.push_str(&text);
                    }
                }
            }
            Err(e) => stderr.push_str(&format!(
                "{file}:{}: error: dependence analysis failed: {e}\n",
                r.region.line
            )),
        }
    }
    if emit == DepsEmit::Json && !json.is_empty() {
        stdout = if many {
            format!("[\n{}\n]\n", json.join(",\n"))
        } else {
            format!("{}\n", json[0])
        };
    }
    if ex.regions.is_empty() {
        stderr.push_str(&if autoscop {
            format!("{file}: error: no static-control part found; nothing to analyze\n")
        } else {
            format!("{file}: error: no `#pragma scop` region found; nothing to analyze\n")
        });
    }
    DepsReport {
        stdout,
        stderr,
        exit_code: if analyzed > 0 { 0 } else { 1 },
    }
}
