//! One C source through hedra: the optimized text, or the reasons it stays as written.

use hedra_opt::{Kept, Options};

/// What hedra made of one source.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rewritten {
    /// The optimized text (with `#line` directives naming the original file), or `None`
    /// when no region changed and the source is compiled as written.
    pub text: Option<String>,
    /// Whether the optimized text uses OpenMP (the compilation then needs `-fopenmp`).
    pub openmp: bool,
    /// Whether the optimized text calls the speculative runtime (the link then needs
    /// `libhedra_rt.a`).
    pub runtime: bool,
    /// One line per region left as written: `FILE:LINE:COL: warning: ...`.
    pub warnings: Vec<String>,
    /// With [`Options::verbose`], hedra's notes on each region.
    pub notes: Vec<String>,
}

/// Runs hedra on the text `src` of the source named `file` (as the user wrote it). A text
/// without regions (no `#pragma scop`, unless [`Options::autoscop`] is set) is not
/// touched. Every failure becomes a warning, and the text is then compiled as written: a
/// panic inside hedra too, so that no bug of hedra can stop a build.
pub fn rewrite(file: &str, src: &str, options: &Options) -> Rewritten {
    if !options.autoscop && !src.contains("scop") && !src.contains("dcop") {
        return Rewritten::default();
    }
    let mut opts = options.clone();
    opts.line_directives = Some(file.to_string());
    // Nothing of hedra's state is used after a panic: only the warning.
    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        hedra_opt::optimize_source(src, &opts)
    }));
    let out = match run {
        Ok(Ok(out)) => out,
        Ok(Err(e)) => return warned(format!("{file}: warning: hedra: {e}; compiled as written")),
        Err(_) => {
            return warned(format!(
                "{file}: warning: hedra: internal error; compiled as written"
            ))
        }
    };
    let mut r = Rewritten::default();
    for region in &out.regions {
        let at = format!("{file}:{}", region.line);
        match &region.result {
            Ok(_) => {}
            // Found without pragmas, a loop nest outside the subset is no one's problem.
            Err(Kept::Model(d)) if options.autoscop => {
                if options.verbose {
                    let (line, col) = d.position(src);
                    r.notes.push(format!(
                        "{file}:{line}:{col}: note: hedra: loop nest skipped: {}",
                        d.message
                    ));
                }
            }
            Err(Kept::Model(d)) => {
                let (line, col) = d.position(src);
                r.warnings.push(format!(
                    "{file}:{line}:{col}: warning: hedra: {}; region left as written",
                    d.message
                ));
            }
            Err(Kept::Optimize(e)) => r
                .warnings
                .push(format!("{at}: warning: hedra: {e}; region left as written")),
            // Nothing to gain is not a problem of the user's code.
            Err(Kept::Unimproved) => {}
            Err(Kept::Runtime(_)) => {
                r.runtime = true;
                if options.verbose {
                    r.notes.push(format!(
                        "{at}: note: hedra: dynamic control part handed to the speculative runtime"
                    ));
                }
            }
        }
        for n in &region.notes {
            if n.is_warning() {
                r.warnings.push(format!("{at}: warning: hedra: {}", n.text));
            } else if options.verbose {
                r.notes.push(format!("{at}: note: hedra: {}", n.text));
            }
        }
    }
    let changed = |x: &hedra_opt::RegionOutcome| {
        x.result.is_ok() || matches!(x.result, Err(Kept::Runtime(_)))
    };
    if out.regions.iter().any(changed) {
        r.openmp = out.text.contains("#pragma omp");
        r.text = Some(out.text);
    }
    r
}

fn warned(line: String) -> Rewritten {
    Rewritten {
        warnings: vec![line],
        ..Rewritten::default()
    }
}
