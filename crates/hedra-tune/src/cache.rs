//! The tuning cache: the best option set found for a key (a program's text, its sizes, the
//! machine and the threads it was tuned for), in a human-readable JSON file.
//!
//! The file is `$XDG_CACHE_HOME/hedra/tune.json`, or `~/.cache/hedra/tune.json` when
//! `XDG_CACHE_HOME` is unset or not absolute (the XDG base directory convention), unless
//! the user names another. It holds `{"version": 1, "entries": [...]}`, each entry its key
//! (`name`, `text`, `sizes`, `machine`, `threads`: `null` or absent when they were not
//! fixed), the options by name, the same options as command
//! line flags, and what was measured. A program's text is compared with its runs of
//! white space made single spaces, so that reindenting a definition keeps its entry.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The version of the file's layout.
pub const VERSION: u32 = 1;

/// The machine a result holds for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Machine {
    /// The CPU model (`model name` of `/proc/cpuinfo`, or `unknown`).
    pub cpu: String,
    /// Logical cores (`processor` entries of `/proc/cpuinfo`, or what the system reports).
    pub cores: usize,
}

impl Machine {
    /// This machine.
    pub fn current() -> Machine {
        let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
        let mut m = Machine::from_cpuinfo(&info);
        if m.cores == 0 {
            m.cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        }
        m
    }

    /// The machine described by the text of `/proc/cpuinfo` (0 cores when it lists none).
    pub fn from_cpuinfo(info: &str) -> Machine {
        let field = |line: &str, name: &str| -> Option<String> {
            let (k, v) = line.split_once(':')?;
            (k.trim() == name).then(|| v.trim().to_string())
        };
        let cpu = info
            .lines()
            .find_map(|l| {
                field(l, "model name")
                    .or_else(|| field(l, "Model"))
                    .or_else(|| field(l, "cpu model"))
            })
            .unwrap_or_else(|| "unknown".to_string());
        let cores = info
            .lines()
            .filter(|l| field(l, "processor").is_some())
            .count();
        Machine { cpu, cores }
    }
}

/// What a result is for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CacheKey {
    /// The program's name (a TC def's, say).
    pub name: String,
    /// Its text, white space normalized.
    pub text: String,
    /// The sizes it was tuned for.
    pub sizes: BTreeMap<String, i64>,
    /// The machine.
    pub machine: Machine,
    /// The threads the program was tuned for (`OMP_NUM_THREADS` of its runs); `None`
    /// when not fixed (the machine's default). Options good for one thread (no
    /// parallel loops) are seldom the best for several.
    #[serde(default)]
    pub threads: Option<usize>,
}

impl CacheKey {
    /// The key of `text` (normalized here) at `sizes` on `machine`, for `threads`.
    pub fn new(
        name: &str,
        text: &str,
        sizes: BTreeMap<String, i64>,
        machine: Machine,
        threads: Option<usize>,
    ) -> CacheKey {
        CacheKey {
            name: name.to_string(),
            text: normalize(text),
            sizes,
            machine,
            threads,
        }
    }

    /// Whether `other` is the same program on the same machine (at any sizes and
    /// threads).
    fn same_program(&self, other: &CacheKey) -> bool {
        self.name == other.name && self.text == other.text && self.machine == other.machine
    }

    /// How far `other`'s sizes are from these: the sum over the sizes of the absolute
    /// logarithm of their ratio (a missing size counts as far as a factor of 2^20).
    fn size_distance(&self, other: &CacheKey) -> f64 {
        let far = 20.0 * std::f64::consts::LN_2;
        self.sizes
            .iter()
            .map(|(p, &v)| match other.sizes.get(p) {
                Some(&w) if v > 0 && w > 0 => (v as f64 / w as f64).ln().abs(),
                _ => far,
            })
            .sum()
    }
}

/// `text` with every run of white space one space, and none at the ends.
pub fn normalize(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// One result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CacheEntry {
    /// What it is for.
    pub key: CacheKey,
    /// The best options, by name (the tuner's genes).
    pub options: BTreeMap<String, String>,
    /// The same options as command-line flags.
    pub flags: String,
    /// The median time of the best options, in milliseconds.
    pub time_ms: f64,
    /// The median time of the untuned code, in milliseconds.
    pub reference_time_ms: f64,
    /// Option sets measured.
    pub evaluated: usize,
    /// Whether every generation ran (false when the tuning was interrupted).
    pub complete: bool,
}

/// The whole file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Cache {
    /// The layout's version ([`VERSION`]).
    pub version: u32,
    /// The results.
    pub entries: Vec<CacheEntry>,
}

impl Default for Cache {
    fn default() -> Cache {
        Cache {
            version: VERSION,
            entries: Vec::new(),
        }
    }
}

impl Cache {
    /// The cache at `path`; empty when there is no such file.
    pub fn load(path: &Path) -> Result<Cache, String> {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Cache::default()),
            Err(e) => return Err(format!("{}: cannot read: {e}", path.display())),
        };
        let cache: Cache = serde_json::from_str(&text)
            .map_err(|e| format!("{}: not a tuning cache: {e}", path.display()))?;
        if cache.version != VERSION {
            return Err(format!(
                "{}: a tuning cache of version {}, this hedra reads version {VERSION}",
                path.display(),
                cache.version
            ));
        }
        Ok(cache)
    }

    /// Writes the cache to `path` (its directory created), through a temporary file
    /// renamed over it so that a reader never sees half a file.
    pub fn save(&self, path: &Path) -> Result<(), String> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)
                .map_err(|e| format!("{}: cannot create: {e}", dir.display()))?;
        }
        let text = serde_json::to_string_pretty(self)
            .map_err(|e| format!("{}: cannot write: {e}", path.display()))?;
        let tmp = path.with_extension(format!("tmp{}", std::process::id()));
        std::fs::write(&tmp, text + "\n")
            .and_then(|()| std::fs::rename(&tmp, path))
            .map_err(|e| {
                let _ = std::fs::remove_file(&tmp);
                format!("{}: cannot write: {e}", path.display())
            })
    }

    /// The entry of `key`.
    pub fn get(&self, key: &CacheKey) -> Option<&CacheEntry> {
        self.entries.iter().find(|e| e.key == *key)
    }

    /// The entry of `key`, or else one that differs from it only in its threads (one
    /// tuned without fixing them first): what to use for a program at sizes tuned for
    /// another thread count.
    pub fn lookup(&self, key: &CacheKey) -> Option<&CacheEntry> {
        self.get(key).or_else(|| {
            self.entries
                .iter()
                .filter(|e| key.same_program(&e.key) && key.sizes == e.key.sizes)
                .min_by_key(|e| e.key.threads.is_some())
        })
    }

    /// The entries of the same program on the same machine as `key` but for other sizes
    /// or threads, nearest sizes first (then those for the same threads): the starting
    /// points of a new search, as in Tensor Comprehensions.
    pub fn related(&self, key: &CacheKey) -> Vec<&CacheEntry> {
        let mut found: Vec<(f64, bool, &CacheEntry)> = self
            .entries
            .iter()
            .filter(|e| e.key != *key && key.same_program(&e.key))
            .map(|e| (key.size_distance(&e.key), e.key.threads != key.threads, e))
            .collect();
        found.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        found.into_iter().map(|(_, _, e)| e).collect()
    }

    /// Adds `entry`, replacing the one with the same key.
    pub fn insert(&mut self, entry: CacheEntry) {
        match self.entries.iter_mut().find(|e| e.key == entry.key) {
            Some(e) => *e = entry,
            None => self.entries.push(entry),
        }
    }

    /// The default location, from the environment (see the module's documentation);
    /// `None` when neither `XDG_CACHE_HOME` nor `HOME` is usable.
    pub fn default_path() -> Option<PathBuf> {
        Some(hedra_cache_dir()?.join("tune.json"))
    }
}

/// The default location from `XDG_CACHE_HOME` and `HOME`.
pub fn default_path_from(xdg: Option<PathBuf>, home: Option<PathBuf>) -> Option<PathBuf> {
    Some(hedra_dir_from(xdg, home)?.join("tune.json"))
}

/// hedra's directory in the user's cache, from the environment: `$XDG_CACHE_HOME/hedra`, or
/// `~/.cache/hedra` when `XDG_CACHE_HOME` is unset or not absolute; `None` when neither
/// is usable. The tuning cache is a file there; the Python binding keeps its compiled
/// libraries in a folder there.
pub fn hedra_cache_dir() -> Option<PathBuf> {
    hedra_dir_from(
        std::env::var_os("XDG_CACHE_HOME").map(PathBuf::from),
        std::env::var_os("HOME").map(PathBuf::from),
    )
}

/// hedra's cache directory from `XDG_CACHE_HOME` and `HOME`.
fn hedra_dir_from(xdg: Option<PathBuf>, home: Option<PathBuf>) -> Option<PathBuf> {
    let base = match xdg.filter(|p| p.is_absolute()) {
        Some(x) => x,
        None => home.filter(|h| !h.as_os_str().is_empty())?.join(".cache"),
    };
    Some(base.join("hedra"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(text: &str, m: i64, cpu: &str) -> CacheKey {
        let sizes = [("M".to_string(), m), ("N".to_string(), 64)].into();
        CacheKey::new(
            "mm",
            text,
            sizes,
            Machine {
                cpu: cpu.into(),
                cores: 2,
            },
            None,
        )
    }

    fn entry(k: CacheKey, tile: &str) -> CacheEntry {
        CacheEntry {
            key: k,
            options: [("tile1".to_string(), tile.to_string())].into(),
            flags: format!("--tile={tile}"),
            time_ms: 1.5,
            reference_time_ms: 3.0,
            evaluated: 8,
            complete: true,
        }
    }

    #[test]
    fn write_read_back_and_keys() {
        let dir = std::env::temp_dir().join(format!("hedra-tune-cache-{}", std::process::id()));
        let path = dir.join("sub").join("tune.json");
        let mut c = Cache::load(&path).unwrap();
        assert!(c.entries.is_empty());
        let text = "def mm(float(M,K) A) -> (C) {\n  C(m) +=! A(m,k)\n}";
        c.insert(entry(key(text, 64, "cpu A"), "32"));
        c.insert(entry(key(text, 128, "cpu A"), "64"));
        c.save(&path).unwrap();
        let back = Cache::load(&path).unwrap();
        assert_eq!(back, c);
        let json = std::fs::read_to_string(&path).unwrap();
        assert!(json.contains("\"flags\": \"--tile=32\""), "{json}");
        // Reindented text: the same key.
        let reindented = "def mm(float(M,K) A) -> (C) {  C(m) +=! A(m,k) }";
        assert_eq!(
            back.get(&key(reindented, 64, "cpu A")).unwrap().flags,
            "--tile=32"
        );
        assert_eq!(
            back.get(&key(text, 128, "cpu A")).unwrap().flags,
            "--tile=64"
        );
        // Other sizes, machine or text: no entry.
        assert!(back.get(&key(text, 32, "cpu A")).is_none());
        assert!(back.get(&key(text, 64, "cpu B")).is_none());
        assert!(back.get(&key("def mm2", 64, "cpu A")).is_none());
        let mut other_cores = key(text, 64, "cpu A");
        other_cores.machine.cores = 4;
        assert!(back.get(&other_cores).is_none());
        // Insert replaces.
        let mut c = back;
        c.insert(entry(key(text, 64, "cpu A"), "16"));
        assert_eq!(c.entries.len(), 2);
        assert_eq!(c.get(&key(text, 64, "cpu A")).unwrap().flags, "--tile=16");
        // A file that is not a cache is an error, not an empty cache.
        std::fs::write(&path, "{ nope").unwrap();
        assert!(Cache::load(&path).is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn threads_lookup_and_related_entries() {
        let text = "def mm(float(M,K) A) -> (C) {\n  C(m) +=! A(m,k)\n}";
        let one = |m: i64| CacheKey {
            threads: Some(1),
            ..key(text, m, "cpu A")
        };
        let two = |m: i64| CacheKey {
            threads: Some(2),
            ..key(text, m, "cpu A")
        };
        let mut c = Cache::default();
        c.insert(entry(one(64), "8"));
        c.insert(entry(two(64), "16"));
        c.insert(entry(one(1024), "32"));
        c.insert(entry(key("def other", 64, "cpu A"), "4"));
        c.insert(entry(key(text, 64, "cpu B"), "2"));
        assert_eq!(c.entries.len(), 5, "threads are part of the key");
        assert_eq!(c.get(&two(64)).unwrap().flags, "--tile=16");
        assert!(c.get(&key(text, 64, "cpu A")).is_none());
        // Unfixed threads find an entry for some thread count; fixed ones their own.
        assert!(c.lookup(&key(text, 64, "cpu A")).is_some());
        assert_eq!(c.lookup(&one(64)).unwrap().flags, "--tile=8");
        let three = CacheKey {
            threads: Some(3),
            ..key(text, 64, "cpu A")
        };
        assert!(c.lookup(&three).is_some());
        assert!(c.lookup(&one(32)).is_none());
        // Related: same program and machine, nearest sizes first, own threads first.
        let flags: Vec<&str> = c
            .related(&one(128))
            .iter()
            .map(|e| e.flags.as_str())
            .collect();
        assert_eq!(flags, ["--tile=8", "--tile=16", "--tile=32"]);
        let flags: Vec<&str> = c
            .related(&two(64))
            .iter()
            .map(|e| e.flags.as_str())
            .collect();
        assert_eq!(flags, ["--tile=8", "--tile=32"]);
        // A file without threads in its keys reads as unfixed threads.
        let json = serde_json::to_string(&c)
            .unwrap()
            .replace(",\"threads\":null", "");
        let back: Cache = serde_json::from_str(&json).unwrap();
        assert_eq!(back, c);
    }

    #[test]
    fn default_location_and_machine() {
        let p = default_path_from(Some("/x/cache".into()), Some("/home/u".into())).unwrap();
        assert_eq!(p, PathBuf::from("/x/cache/hedra/tune.json"));
        let p = default_path_from(Some("relative".into()), Some("/home/u".into())).unwrap();
        assert_eq!(p, PathBuf::from("/home/u/.cache/hedra/tune.json"));
        let p = default_path_from(None, Some("/home/u".into())).unwrap();
        assert_eq!(p, PathBuf::from("/home/u/.cache/hedra/tune.json"));
        assert!(default_path_from(None, None).is_none());
        let info = "processor\t: 0\nmodel name\t: Some CPU @ 3GHz\n\nprocessor\t: 1\nmodel name\t: Some CPU @ 3GHz\n";
        let m = Machine::from_cpuinfo(info);
        assert_eq!(m.cpu, "Some CPU @ 3GHz");
        assert_eq!(m.cores, 2);
        assert!(Machine::current().cores >= 1);
    }
}
