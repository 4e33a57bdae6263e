//! `hedra schedule FILE`: the Pluto schedule of every `#pragma scop` region, as a schedule
//! tree followed by one iscc line `schedule := ...;` (the tree flattened to one union map
//! from statement instances to time vectors of one common dimension, tile loops included),
//! which isl reads as it is. With `-v` the scheduler's decisions go to standard error.

use hedra_sched::{Fusion, Options};

/// What `hedra schedule` prints: standard output, standard error and the exit code.
pub struct ScheduleReport {
    /// The trees and `schedule := ...;` lines.
    pub stdout: String,
    /// Diagnostics, warnings and (with `verbose`) the decisions.
    pub stderr: String,
    /// 0, or 1 when no region could be scheduled.
    pub exit_code: u8,
}

/// Parses tile sizes such as `32` or `64,32,16`.
pub fn parse_sizes(text: &str) -> Result<Vec<i64>, String> {
    text.split(',')
        .map(|t| {
            t.trim()
                .parse::<i64>()
                .ok()
                .filter(|&v| v >= 1)
                .ok_or_else(|| format!("bad tile size `{t}` (expected positive integers)"))
        })
        .collect()
}

/// Options of `hedra schedule`, as given on the command line.
pub struct ScheduleArgs<'a> {
    /// `no`, `smart` or `max`.
    pub fusion: Fusion,
    /// Tile sizes; `None` disables tiling.
    pub tile: Option<Vec<i64>>,
    /// Second-level tile sizes.
    pub l2_tile: Option<Vec<i64>>,
    /// Outer parallelism (wavefronts).
    pub parallel: bool,
    /// Extra context constraints.
    pub context: &'a [String],
    /// Print the decisions.
    pub verbose: bool,
}

/// Schedules every region of `src`.
pub fn schedule_report(file: &str, src: &str, args: &ScheduleArgs) -> ScheduleReport {
    let ex = hedra_c::extract_with_context(src, args.context);
    let mut stdout = String::new();
    let mut stderr = String::new();
    let many = ex.regions.len() > 1;
    let mut ok = 0;
    let opts = Options {
        fusion: args.fusion,
        tile: args.tile.clone(),
        l2_tile: args.l2_tile.clone(),
        parallel: args.parallel,
        wavefront: true,
        register_tile: None,
    };
    for r in &ex.regions {
        let scop = match &r.scop {
            Ok(s) => s,
            Err(d) => {
                stderr.push_str(&d.render(file, src));
                continue;
            }
        };
        let at = format!("{file}:{}", r.region.line);
        let deps = match hedra_deps::memory_based(scop) {
            Ok(d) => d,
            Err(e) => {
                stderr.push_str(&format!("{at}: error: dependence analysis failed: {e}\n"));
                continue;
            }
        };
        let t = std::time::Instant::now();
        let out = match hedra_sched::schedule(scop, &deps, &opts) {
            Ok(o) => o,
            Err(e) => {
                stderr.push_str(&format!("{at}: error: {e}\n"));
                continue;
            }
        };
        let flat = match out.tree.flatten() {
            Ok(f) => f,
            Err(e) => {
                stderr.push_str(&format!("{at}: error: {e}\n"));
                continue;
            }
        };
        if args.verbose {
            for line in &out.log {
                stderr.push_str(&format!("{at}: {line}\n"));
            }
            stderr.push_str(&format!("{at}: scheduled in {:?}\n", t.elapsed()));
        } else {
            for line in out.log.iter().filter(|l| l.starts_with("warning")) {
                stderr.push_str(&format!("{at}: {line}\n"));
            }
        }
        if many {
            stdout.push_str(&format!("# region at {at}\n"));
        }
        stdout.push_str(&format!("{}\n", out.tree));
        stdout.push_str(&format!("schedule := {flat};\n"));
        ok += 1;
    }
    if ex.regions.is_empty() {
        stderr.push_str(&format!(
            "{file}: error: no `#pragma scop` region found; nothing to schedule\n"
        ));
    }
    ScheduleReport {
        stdout,
        stderr,
        exit_code: if ok > 0 { 0 } else { 1 },
    }
}
