//! `hedra schedule FILE`: the Pluto schedule of every `#pragma scop` region, as a schedule
//! tree followed by one iscc line `schedule := ...;` (the tree flattened to one union map
//! from statement instances to time vectors of one common dimension, tile loops included),
//! which isl reads as it is. With `-v` the scheduler's decisions go to standard error.

use hedra_sched::{Fusion, Options};

use crate::report::{regions_report, Layout, Report};

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
pub fn schedule_report(file: &str, src: &str, args: &ScheduleArgs) -> Report {
    let ex = hedra_c::extract_with_context(src, args.context);
    let opts = Options {
        fusion: args.fusion,
        tile: args.tile.clone(),
        l2_tile: args.l2_tile.clone(),
        parallel: args.parallel,
        ..Options::default()
    };
    regions_report(
        file,
        src,
        &ex,
        Layout::Script,
        "schedule",
        false,
        |scop, at, stderr| {
            let deps = hedra_deps::memory_based(scop)
                .map_err(|e| format!("dependence analysis failed: {e}"))?;
            let t = std::time::Instant::now();
            let out = hedra_sched::schedule(scop, &deps, &opts).map_err(|e| e.to_string())?;
            let flat = out.tree.flatten().map_err(|e| e.to_string())?;
            for line in &out.log {
                if args.verbose || line.starts_with("warning") {
                    stderr.push_str(&format!("{at}: {line}\n"));
                }
            }
            if args.verbose {
                stderr.push_str(&format!("{at}: scheduled in {:?}\n", t.elapsed()));
            }
            Ok(format!("{}\nschedule := {flat};\n", out.tree))
        },
    )
}
