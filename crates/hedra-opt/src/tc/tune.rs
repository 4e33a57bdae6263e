//! The TC program of hedra-tune's search: the option space of a def, its pruning, the C
//! source of an option set (a [`CFile`](super::CFile) of the def alone), and the options
//! that `hedra tune` caches for a def at given sizes, which `hedra tc --tuned` and the
//! Python binding read back ([`cached_options`]).
//!
//! The space (see [`space`]): whether and how to tile (the scheduler's sizes, given sizes,
//! or none), one tile size per band member (hedra's `--tile` list applies to every band,
//! member by member), the loop that runs innermost inside the tiles (the scheduler's
//! choice or a band member, `--innermost`), the register block (hedra's unroll-and-jam,
//! its only unrolling) or none, TC's fusion strategy, outer parallelism, wavefronts,
//! scalar promotion, full tiles, and reassociation for defs with floating-point
//! reductions. The cache holds an option set by gene name ([`options_of`] reads it back, over
//! base options) and as `hedra tc` flags ([`flags_of`]).

use std::collections::BTreeMap;

use crate::options::parse_register_tile;
use crate::{Fuse, Options};
use hedra_tc::LoweredDef;
use hedra_tune::{Cache, CacheEntry, CacheKey, Gene, Genome, Machine, Program, Space};

/// Tile sizes the tuner tries: powers of two, and a few multiples of 8 between them.
const TILE_SIZES: &[&str] = &["32", "64", "16", "128", "8", "256", "4", "24", "48", "96"];

/// Register blocks (`ROWSxCOLUMNS`) the tuner tries; the first is hedra's default. The
/// wide ones are for `float` vector blocks (`8x32` is eight rows of two 64-byte vectors).
const REGISTER_BLOCKS: &[&str] = &[
    "6x16", "none", "4x16", "8x8", "4x8", "2x16", "8x16", "6x8", "4x32", "6x32", "8x32", "12x32",
    "6x64", "8x64",
];

/// Band members that get their own tile size at most (deeper members take the last).
const MAX_TILE_GENES: usize = 4;

/// The space of a def whose statements have at most `depth` loops, with a gene for
/// `--reassociate` when it has floating-point reductions (`reorders`: their order may
/// change, which Tensor Comprehensions' semantics allow: a reduction's order is not
/// specified). The first value of every gene is hedra's default, so that the default
/// genome is `hedra tc` without options.
pub fn space(depth: usize, reorders: bool) -> Space {
    let mut genes = vec![Gene::new("tiling", &["auto", "sizes", "none"])];
    for k in 1..=depth.clamp(1, MAX_TILE_GENES) {
        genes.push(Gene::new(&format!("tile{k}"), TILE_SIZES));
    }
    let mut innermost = vec!["auto".to_string()];
    innermost.extend((1..=depth.clamp(1, MAX_TILE_GENES)).map(|k| k.to_string()));
    let innermost: Vec<&str> = innermost.iter().map(String::as_str).collect();
    genes.extend([
        Gene::new("innermost", &innermost),
        Gene::new("register_tile", REGISTER_BLOCKS),
        Gene::new("fusion", &["preserve3", "max", "min"]),
        Gene::new("parallel", &["on", "off"]),
        Gene::new("wavefront", &["on", "off"]),
        Gene::new("promote", &["on", "off"]),
        Gene::new("full_tiles", &["off", "on"]),
    ]);
    if reorders {
        genes.push(Gene::new("reassociate", &["off", "on"]));
    }
    Space { genes }
}

/// The tile sizes of `values` (`tile1`, `tile2`, ...), in order.
fn tile_sizes(values: &BTreeMap<String, String>) -> Result<Vec<u64>, String> {
    let mut out = Vec::new();
    for k in 1.. {
        let Some(v) = values.get(&format!("tile{k}")) else {
            break;
        };
        out.push(v.parse().map_err(|_| format!("bad tile size `{v}`"))?);
    }
    Ok(out)
}

fn register_block(v: &str) -> Result<Option<[i64; 2]>, String> {
    if v == "none" {
        return Ok(None);
    }
    parse_register_tile(v).map(Some)
}

/// `base` with the tuned options `values` (genes by name, as the cache holds them).
pub fn options_of(values: &BTreeMap<String, String>, base: &Options) -> Result<Options, String> {
    let get = |n: &str| values.get(n).map(String::as_str);
    let mut o = base.clone();
    o.request.tile = match get("tiling").unwrap_or("auto") {
        "auto" => Some(Vec::new()),
        "sizes" => Some(tile_sizes(values)?),
        "none" => None,
        v => return Err(format!("bad tiling `{v}`")),
    };
    if let Some(v) = get("register_tile") {
        o.request.register_tile = register_block(v)?;
    }
    o.request.innermost = match get("innermost") {
        None | Some("auto") => base.request.innermost,
        Some(v) => Some(v.parse().map_err(|_| format!("bad innermost `{v}`"))?),
    };
    if let Some(v) = get("fusion") {
        o.request.fuse = match v {
            "preserve3" => Fuse::Smart,
            "max" => Fuse::Max,
            "min" => Fuse::No,
            _ => return Err(format!("bad fusion `{v}`")),
        };
    }
    let on = |n: &str, default: bool| match get(n) {
        None => Ok(default),
        Some("on") => Ok(true),
        Some("off") => Ok(false),
        Some(v) => Err(format!("bad {n} `{v}`")),
    };
    let parallel = on("parallel", base.parallel)?;
    o.parallel = parallel;
    o.request.parallel = parallel;
    o.request.wavefront = on("wavefront", base.request.wavefront)?;
    o.promote = on("promote", base.promote)?;
    o.full_tiles = on("full_tiles", base.full_tiles)?;
    o.request.reassociate = on("reassociate", base.request.reassociate)?;
    Ok(o)
}

/// The options `values` as `hedra tc` flags (empty for the defaults).
pub fn flags_of(values: &BTreeMap<String, String>) -> String {
    let get = |n: &str| values.get(n).map(String::as_str);
    let mut f: Vec<String> = Vec::new();
    match get("tiling") {
        Some("sizes") => {
            let sizes: Vec<&str> = (1..).map_while(|k| get(&format!("tile{k}"))).collect();
            f.push(format!("--tile={}", sizes.join(",")));
        }
        Some("none") => f.push("--no-tile".into()),
        _ => {}
    }
    match get("innermost") {
        Some(v) if v != "auto" => f.push(format!("--innermost={v}")),
        _ => {}
    }
    match get("register_tile") {
        Some("none") => f.push("--no-register-tile".into()),
        Some(v) if v != REGISTER_BLOCKS[0] => f.push(format!("--register-tile={v}")),
        _ => {}
    }
    match get("fusion") {
        Some(v) if v != "preserve3" => f.push(format!("--tc-fusion={v}")),
        _ => {}
    }
    for (gene, flag, off) in [
        ("parallel", "--no-parallel", "off"),
        ("wavefront", "--no-wavefront", "off"),
        ("promote", "--no-promote", "off"),
        ("full_tiles", "--full-tiles", "on"),
        ("reassociate", "--reassociate", "on"),
    ] {
        if get(gene) == Some(off) {
            f.push(flag.into());
        }
    }
    f.join(" ")
}

/// The gene values of `flags`, `hedra tc` flags of the tuned options (what [`flags_of`]
/// writes); an error names a flag that is not one of them.
pub fn values_of_flags(flags: &str) -> Result<BTreeMap<String, String>, String> {
    let mut v = BTreeMap::new();
    let mut set = |k: &str, x: &str| {
        v.insert(k.to_string(), x.to_string());
    };
    for flag in flags.split_whitespace() {
        let (name, value) = match flag.split_once('=') {
            Some((n, x)) => (n, Some(x)),
            None => (flag, None),
        };
        match (name, value) {
            ("--tile", Some(sizes)) => {
                set("tiling", "sizes");
                for (k, size) in sizes.split(',').enumerate() {
                    set(&format!("tile{}", k + 1), size);
                }
            }
            ("--no-tile", None) => set("tiling", "none"),
            ("--innermost", Some(k)) => set("innermost", k),
            ("--register-tile", Some(b)) => set("register_tile", b),
            ("--no-register-tile", None) => set("register_tile", "none"),
            ("--tc-fusion", Some(f)) => set("fusion", f),
            ("--no-parallel", None) => set("parallel", "off"),
            ("--no-wavefront", None) => set("wavefront", "off"),
            ("--no-promote", None) => set("promote", "off"),
            ("--full-tiles", None) => set("full_tiles", "on"),
            ("--reassociate", None) => set("reassociate", "on"),
            _ => {
                return Err(format!(
                    "`{flag}` is not an option that hedra tune searches"
                ))
            }
        }
    }
    Ok(v)
}

/// Option sets that are often good, as Tensor Comprehensions ships a few ready-made
/// mapping options to start its tuner from (a single-thread one among them): for one
/// thread, no parallel loops; the wide register blocks of vector code (four and eight
/// rows of 32 columns, with the threads' parallelism); and, for a def with floating-point
/// reductions, reductions in vector lanes (with parallelism on, whose OpenMP pragmas they
/// are): reassociated, each in its own loop nest (an
/// initialization fused into the nest would be carried by the reduction's loop), with a
/// long reduction loop (tiles of 32, the last member's of 256: `--tile=32,32,256` for a
/// product, whose band puts the reduction last). Each is a small step from the default;
/// the search takes it from there; a template outside the def's space is skipped. `depth`:
/// the most loops around a statement.
fn templates(threads: Option<usize>, depth: usize) -> Vec<BTreeMap<String, String>> {
    let single = threads == Some(1);
    let mut flags: Vec<String> = Vec::new();
    if single {
        flags.push(String::new());
    }
    flags.extend(["4x32", "8x32"].map(|b| format!("--register-tile={b}")));
    // First, as the generation may have room for only some: reductions in vector lanes
    // (parallel stays on: the lanes' `simd` pragmas are OpenMP's too).
    let mut tiles = vec!["32"; depth.clamp(1, MAX_TILE_GENES) - 1];
    tiles.push("256");
    let lanes = format!("--reassociate --tc-fusion=min --tile={}", tiles.join(","));
    let mut out = vec![lanes];
    out.extend(flags.iter().map(|f| match single {
        true => format!("{f} --no-parallel"),
        false => f.clone(),
    }));
    out.iter().filter_map(|f| values_of_flags(f).ok()).collect()
}

/// The most loops around a statement of `d`.
fn depth(d: &LoweredDef) -> usize {
    d.scop
        .statements
        .iter()
        .map(|s| s.iterators.len())
        .max()
        .unwrap_or(1)
}

/// True when `d` has floating-point reductions (ones that are not exact in any order,
/// see hedra-deps' `reduction`). A def whose dependences cannot be computed has none
/// here: its every candidate fails anyway.
fn reorders(d: &LoweredDef) -> bool {
    hedra_deps::memory_based_with_reductions(&d.scop)
        .is_ok_and(|(_, found)| found.iter().any(|r| !r.exact))
}

/// One def of a TC file as a program to tune.
pub struct TcProgram<'a> {
    file: &'a str,
    src: &'a str,
    def: &'a LoweredDef,
    space: Space,
    base: Options,
    /// The largest size given: a tile twice as large is pointless.
    largest: i64,
    /// Option sets to start the search from.
    starts: Vec<Genome>,
    /// The threads of the runs, when fixed (see [`TcProgram::for_threads`]).
    threads: Option<usize>,
}

impl<'a> TcProgram<'a> {
    /// The program of `def` (from `src`, named `file`) at sizes whose largest is `largest`.
    pub fn new(file: &'a str, src: &'a str, def: &'a LoweredDef, largest: i64) -> TcProgram<'a> {
        TcProgram {
            file,
            src,
            def,
            space: space(depth(def), reorders(def)),
            base: Options::default(),
            largest,
            starts: Vec::new(),
            threads: None,
        }
    }

    /// The program compiled for the threads of its runs (when fixed): they fix the
    /// versions' thread count, as `hedra tc --tuned --threads` does, so that each candidate
    /// is the code that the tuned options give. (The sizes stay run-time values: code
    /// compiled for the one set of sizes measured would be another program, with constant
    /// loop bounds that the C compiler optimizes further.)
    pub fn for_threads(mut self, threads: Option<usize>) -> Self {
        self.threads = threads;
        self
    }

    /// `options` for the search's threads.
    fn with_threads(&self, mut options: Options) -> Options {
        if let Some(t) = self.threads {
            options.versioning.threads = u64::try_from(t).ok();
        }
        options
    }

    /// The program with its search's starting points, in order: the options cached for
    /// the same def at other sizes or threads (`cached`, nearest first: what Tensor
    /// Comprehensions starts from), the user's (`starts`, as `hedra tc` flags), then
    /// ready-made ones for `threads` (see `templates`). Cached options that are not of
    /// this space are skipped; a user's that are not are an error.
    pub fn starting_from<'e>(
        mut self,
        cached: impl IntoIterator<Item = &'e CacheEntry>,
        starts: &[String],
        threads: Option<usize>,
    ) -> Result<Self, String> {
        let mut out: Vec<Genome> = cached
            .into_iter()
            .filter_map(|e| self.space.genome_of(&e.options).ok())
            .collect();
        for flags in starts {
            let values = values_of_flags(flags).map_err(|e| format!("--start: {e}"))?;
            let genome = self
                .space
                .genome_of(&values)
                .map_err(|e| format!("--start `{flags}`: {e}"))?;
            out.push(genome);
        }
        out.extend(
            templates(threads, depth(self.def))
                .iter()
                .filter_map(|v| self.space.genome_of(v).ok()),
        );
        self.starts = out;
        Ok(self)
    }
}

impl Program for TcProgram<'_> {
    fn space(&self) -> &Space {
        &self.space
    }

    /// Canonical forms: no tile sizes unless `tiling` is `sizes`; no innermost choice, no
    /// register block and no full tiles without tiles (they apply to tiled bands only); no
    /// wavefront choice
    /// without parallelism. Invalid: a tile size at least twice the largest size (the
    /// same as a smaller one, one tile), or smaller than the larger factor of the register
    /// block (a tile that cannot hold one block).
    fn prune(&self, genome: &Genome) -> Result<Genome, String> {
        let sp = &self.space;
        let mut g = genome.clone();
        let value = |g: &Genome, n: &str| sp.value(g, n).unwrap_or("").to_string();
        let tiles: Vec<String> = (1..=MAX_TILE_GENES)
            .filter(|k| sp.index(&format!("tile{k}")).is_some())
            .map(|k| format!("tile{k}"))
            .collect();
        let tiling = value(&g, "tiling");
        if tiling == "sizes" {
            let block = register_block(&value(&g, "register_tile"))?.map_or(1, |[r, c]| r.max(c));
            for t in &tiles {
                let size: i64 = value(&g, t).parse().map_err(|_| "bad tile size")?;
                if size >= 2 * self.largest {
                    return Err(format!("{t} = {size}: twice the largest size or more"));
                }
                if size < block {
                    return Err(format!("{t} = {size}: smaller than the register block"));
                }
            }
        } else {
            for t in &tiles {
                sp.set(&mut g, t, TILE_SIZES[0]);
            }
        }
        if tiling == "none" {
            sp.set(&mut g, "innermost", "auto");
            sp.set(&mut g, "register_tile", REGISTER_BLOCKS[0]);
            sp.set(&mut g, "full_tiles", "off");
        }
        if value(&g, "parallel") == "off" {
            sp.set(&mut g, "wavefront", "on");
        }
        Ok(g)
    }

    fn source(&self, genome: &Genome) -> Result<String, String> {
        let options = self.with_threads(options_of(&self.space.values(genome), &self.base)?);
        super::def_c_file(self.file, self.src, self.def, &options)
            .map_err(|e| e.render(self.file, self.src))
    }

    fn reference(&self) -> Result<String, String> {
        let options = self.with_threads(self.base.clone());
        super::def_c_file(self.file, self.src, self.def, &options)
            .map_err(|e| e.render(self.file, self.src))
    }

    fn starting_points(&self) -> Vec<Genome> {
        self.starts.clone()
    }
}

/// The cache key of `d` (from `src`) at `sizes` (those of its parameters) on this machine,
/// for `threads`; `None` when a parameter has no size.
pub fn key_of(
    src: &str,
    d: &LoweredDef,
    sizes: &BTreeMap<String, i64>,
    threads: Option<usize>,
) -> Option<CacheKey> {
    let mut own = BTreeMap::new();
    for p in &d.info.params {
        own.insert(p.clone(), *sizes.get(p)?);
    }
    let span = d.def.span;
    let text = src.get(span.start..span.end).unwrap_or(src);
    Some(CacheKey::new(
        &d.info.name,
        text,
        own,
        Machine::current(),
        threads,
    ))
}

/// The options that `cache` holds for `d` (of `src`) at `sizes` on this machine, over
/// `base`, and the entry they come from: `Ok(None)` when it holds none, an error when the
/// entry's options cannot be read. Options tuned for the threads that `base` fixes
/// (`--threads`) come first; else those tuned for any (see [`Cache::lookup`]).
pub fn cached_options<'c>(
    src: &str,
    d: &LoweredDef,
    sizes: &BTreeMap<String, i64>,
    cache: &'c Cache,
    base: &Options,
) -> Result<Option<(Options, &'c CacheEntry)>, String> {
    let threads = base
        .versioning
        .threads
        .and_then(|t| usize::try_from(t).ok());
    let Some(entry) = key_of(src, d, sizes, threads).and_then(|k| cache.lookup(&k)) else {
        return Ok(None);
    };
    Ok(Some((options_of(&entry.options, base)?, entry)))
}

#[cfg(test)]
mod tests {
    use super::*;

    const MM: &str =
        "def mm(float(M,K) A, float(K,N) B) -> (C) {\n    C(m,n) +=! A(m,k) * B(k,n)\n}\n";

    #[test]
    fn default_genome_is_the_default_options() {
        let defs = hedra_tc::lower(MM).unwrap();
        let p = TcProgram::new("mm.tc", MM, &defs[0], 64);
        let g = p.space().default_genome();
        assert_eq!(p.prune(&g).unwrap(), g);
        assert_eq!(p.source(&g).unwrap(), p.reference().unwrap());
        assert_eq!(flags_of(&p.space().values(&g)), "");
    }

    #[test]
    fn pruning_and_flags() {
        let defs = hedra_tc::lower(MM).unwrap();
        let p = TcProgram::new("mm.tc", MM, &defs[0], 64);
        let sp = p.space().clone();
        let mut g = sp.default_genome();
        sp.set(&mut g, "tiling", "sizes");
        sp.set(&mut g, "tile1", "128");
        assert!(p.prune(&g).is_err(), "a tile of twice the largest size");
        sp.set(&mut g, "tile1", "8");
        assert!(p.prune(&g).is_err(), "a tile smaller than the 6x16 block");
        sp.set(&mut g, "register_tile", "none");
        sp.set(&mut g, "tile2", "16");
        sp.set(&mut g, "parallel", "off");
        sp.set(&mut g, "wavefront", "off");
        let c = p.prune(&g).unwrap();
        assert_eq!(sp.value(&c, "wavefront"), Some("on"));
        let v = sp.values(&c);
        assert_eq!(
            flags_of(&v),
            "--tile=8,16,32 --no-register-tile --no-parallel"
        );
        let o = options_of(&v, &Options::default()).unwrap();
        assert_eq!(o.request.tile, Some(vec![8, 16, 32]));
        assert_eq!(o.request.register_tile, None);
        assert!(!o.parallel && !o.request.parallel);
        // Without tiling, sizes and register blocks are canonical.
        let mut h = g.clone();
        sp.set(&mut h, "tiling", "none");
        let c = p.prune(&h).unwrap();
        assert_eq!(sp.value(&c, "tile1"), Some("32"));
        assert_eq!(sp.value(&c, "register_tile"), Some("6x16"));
        assert!(p.source(&c).unwrap().contains("int mm("));
    }

    #[test]
    fn flags_read_back_and_starting_points() {
        for flags in [
            "",
            "--tile=8,16,32 --no-register-tile --no-parallel",
            "--no-tile --tc-fusion=max --no-wavefront --no-promote --full-tiles",
            "--register-tile=8x32",
            "--tc-fusion=min --reassociate",
            "--tile=8,16,32 --innermost=2 --register-tile=4x8",
        ] {
            assert_eq!(flags_of(&values_of_flags(flags).unwrap()), flags);
        }
        assert!(values_of_flags("--fuse=max").is_err());
        assert!(values_of_flags("--innermost").is_err());
        let bad: BTreeMap<String, String> = [("innermost", "x")]
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .into();
        assert!(options_of(&bad, &Options::default()).is_err());
        assert!(values_of_flags("--tile").is_err());
        let defs = hedra_tc::lower(MM).unwrap();
        let p = TcProgram::new("mm.tc", MM, &defs[0], 64)
            .starting_from([], &["--no-promote".to_string()], Some(1))
            .unwrap();
        let sp = p.space().clone();
        let starts: Vec<String> = p
            .starting_points()
            .iter()
            .map(|g| flags_of(&sp.values(g)))
            .collect();
        assert_eq!(
            starts,
            [
                "--no-promote",
                "--tile=32,32,256 --tc-fusion=min --reassociate",
                "--no-parallel",
                "--register-tile=4x32 --no-parallel",
                "--register-tile=8x32 --no-parallel"
            ]
        );
        assert!(sp.index("reassociate").is_some(), "float sums may reorder");
        // Integer sums are exact in any order: no gene, and no template that needs one.
        let int_mm = MM.replace("float", "int32");
        let defs = hedra_tc::lower(&int_mm).unwrap();
        let p = TcProgram::new("mm.tc", &int_mm, &defs[0], 64)
            .starting_from([], &[], None)
            .unwrap();
        assert!(p.space().index("reassociate").is_none());
        assert_eq!(p.starting_points().len(), 2, "the two register blocks");
        let p = TcProgram::new("mm.tc", MM, &defs[0], 64);
        assert!(p
            .starting_from([], &["--tc-fusion=sideways".into()], None)
            .is_err());
        let p = TcProgram::new("mm.tc", MM, &defs[0], 64);
        assert!(p
            .starting_from([], &["--tile=1,2,3,4,5".into()], None)
            .is_err());
    }

    #[test]
    fn cached_options_by_key() {
        let defs = hedra_tc::lower(MM).unwrap();
        let sizes: BTreeMap<String, i64> = [("M", 64), ("K", 64), ("N", 64)]
            .map(|(k, v)| (k.to_string(), v))
            .into();
        let mut cache = Cache::default();
        let none = cached_options(MM, &defs[0], &sizes, &cache, &Options::default());
        assert!(none.unwrap().is_none());
        let options: BTreeMap<String, String> = [("tiling", "none"), ("parallel", "off")]
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .into();
        cache.insert(CacheEntry {
            key: key_of(MM, &defs[0], &sizes, None).unwrap(),
            flags: flags_of(&options),
            options,
            time_ms: 1.0,
            reference_time_ms: 2.0,
            evaluated: 1,
            complete: true,
        });
        let (o, e) = cached_options(MM, &defs[0], &sizes, &cache, &Options::default())
            .unwrap()
            .unwrap();
        assert_eq!(e.flags, "--no-tile --no-parallel");
        assert!(o.request.tile.is_none() && !o.parallel);
        cache.entries[0]
            .options
            .insert("fusion".into(), "sideways".into());
        assert!(cached_options(MM, &defs[0], &sizes, &cache, &Options::default()).is_err());
    }
}
