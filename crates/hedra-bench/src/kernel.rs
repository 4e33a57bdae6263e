//! The kernels of the suite: discovery, dataset sizes and the flop counts of the matrix
//! products.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// One kernel of `kernels/`.
#[derive(Clone, Debug)]
pub struct Kernel {
    /// The directory and file stem, e.g. `gemm`.
    pub name: String,
    /// `kernels/<name>/<name>.c`, or the program of one of its forms.
    pub source: PathBuf,
    /// The form's file stem (see `hedra_bench::forms`), or `None` for the kernel as written.
    pub form: Option<String>,
}

impl Kernel {
    /// The kernel as written in `source`.
    pub fn as_written(name: String, source: PathBuf) -> Kernel {
        Kernel {
            name,
            source,
            form: None,
        }
    }

    /// The scratch directory of its builds under `work`: `work/<name>`, or
    /// `work/<name>/forms/<form>` for a form.
    pub fn work_dir(&self, work: &Path) -> PathBuf {
        match &self.form {
            None => work.join(&self.name),
            Some(form) => work.join(&self.name).join("forms").join(form),
        }
    }
}

/// Every `kernels/<name>/<name>.c`, sorted by name, optionally only those named in `only`.
pub fn discover(dir: &Path, only: &[String]) -> Result<Vec<Kernel>, String> {
    let entries = fs::read_dir(dir)
        .map_err(|e| format!("cannot read the kernel directory {}: {e}", dir.display()))?;
    let mut found = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        let Some(name) = path
            .file_name()
            .and_then(|n| n.to_str())
            .map(str::to_string)
        else {
            continue;
        };
        let source = path.join(format!("{name}.c"));
        if path.is_dir() && source.is_file() && (only.is_empty() || only.contains(&name)) {
            found.push(Kernel::as_written(name, source));
        }
    }
    found.sort_by(|a, b| a.name.cmp(&b.name));
    if let Some(missing) = only.iter().find(|n| !found.iter().any(|k| &&k.name == n)) {
        return Err(format!("no kernel named `{missing}` in {}", dir.display()));
    }
    Ok(found)
}

/// The size macros a kernel defines for `dataset` (`MINI`, `SMALL` or `LARGE`): the
/// `#define NAME VALUE` lines of the `defined(<dataset>_DATASET)` branch.
pub fn dataset_sizes(source: &str, dataset: &str) -> BTreeMap<String, u64> {
    let marker = format!("defined({dataset}_DATASET)");
    let mut sizes = BTreeMap::new();
    let mut inside = false;
    for line in source.lines() {
        let t = line.trim();
        if t.starts_with("#if") || t.starts_with("#elif") || t.starts_with("#else") {
            inside = t.contains(&marker);
            continue;
        }
        if t.starts_with("#endif") {
            inside = false;
            continue;
        }
        if inside {
            let mut words = t.split_whitespace();
            if let (Some("#define"), Some(name), Some(value)) =
                (words.next(), words.next(), words.next())
            {
                if let Ok(v) = value.parse() {
                    sizes.insert(name.to_string(), v);
                }
            }
        }
    }
    sizes
}

/// The floating-point operations of the matrix-product kernels: 2·m·n·k per product of an
/// m×k by a k×n matrix (one multiply and one add per term; scalings by alpha/beta and the
/// initializations are not counted). `None` for the other kernels.
pub fn product_flops(name: &str, sizes: &BTreeMap<String, u64>) -> Option<f64> {
    let s = |n: &str| sizes.get(n).map(|&v| v as f64);
    match name {
        "gemm" => Some(2.0 * s("NI")? * s("NJ")? * s("NK")?),
        "mm_chain2" => {
            Some(2.0 * s("NI")? * s("NJ")? * s("NK")? + 2.0 * s("NI")? * s("NL")? * s("NJ")?)
        }
        "mm_chain3" => Some(
            2.0 * s("NI")? * s("NJ")? * s("NK")?
                + 2.0 * s("NJ")? * s("NL")? * s("NM")?
                + 2.0 * s("NI")? * s("NL")? * s("NJ")?,
        ),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_sizes_of_one_dataset() {
        let src = "#if defined(MINI_DATASET)\n#define N 10\n#elif defined(LARGE_DATASET)\n#define N 2000\n#define M 30\n#endif\n#define X 5\n";
        let large = dataset_sizes(src, "LARGE");
        assert_eq!(large.get("N"), Some(&2000));
        assert_eq!(large.get("M"), Some(&30));
        assert_eq!(large.get("X"), None);
        assert_eq!(dataset_sizes(src, "MINI").get("N"), Some(&10));
    }

    #[test]
    fn gemm_flops() {
        let sizes: BTreeMap<String, u64> = [("NI", 2), ("NJ", 3), ("NK", 4)]
            .iter()
            .map(|(k, v)| (k.to_string(), *v))
            .collect();
        assert_eq!(product_flops("gemm", &sizes), Some(48.0));
        assert_eq!(product_flops("lu", &sizes), None);
    }
}
