//! The C function of a definition around the loops that the driver generates.
//!
//! # The ABI
//!
//! `def NAME(float(M,K) A, float(K,N) B) -> (C)` becomes
//!
//! ```c
//! int NAME(long M, long K, long N, const float *restrict A, const float *restrict B,
//!          float *restrict C);
//! ```
//!
//! - the sizes as `long`, in order of first appearance in the input declarations;
//! - then the inputs, in declaration order: a tensor as `const T *restrict`, a scalar input
//!   (`float alpha`) by value as `T`; an input that is also listed as an output is passed
//!   once, among the outputs;
//! - then the outputs, in the order of the `->` list, as `T *restrict` (a 0-dimensional
//!   output too);
//! - every tensor is row-major and contiguous; an output's shape is its inferred sizes
//!   (`hedra tc --emit header` writes them next to each prototype);
//! - `T` is `float`, `double`, `int32_t` or `int64_t`.
//!
//! The function returns 0 when it has computed its outputs; -1, without touching
//! anything, when a size is below 1 or an inferred size (an output's or a temporary's) is
//! below 1; -2, without touching anything, when a temporary cannot be allocated. An
//! output written only by plain reductions (`+=` without `!`) is read first: it must hold
//! the values to accumulate into.
//!
//! For callers that load the compiled code at run time (the Python binding), [`entry_point`]
//! writes a second function with the same signature for every def,
//! `int PREFIXcall_NAME(const long *sizes, void *const *args)`: the sizes in the order
//! above, then one pointer per other argument, in the order of [`arguments`] (a scalar
//! input's value is read through its pointer).
//!
//! Inside, each tensor of rank 2 or more is seen through a pointer to variable-length
//! rows (`const float (*restrict A)[K]`), so that the generated loops write `A[i][k]`.
//! Temporaries that the generated code still uses (array contraction may have replaced
//! them with smaller storage) are allocated with `malloc` and freed before returning.

use crate::ast::ScalarType;
use crate::check::TensorKind;
use crate::lower::{c_type, size_c, LoweredDef};
use hedra_c::Diagnostic;
use std::collections::HashSet;

/// The headers the generated functions need.
pub const INCLUDES: &str = "#include <math.h>\n#include <stdint.h>\n#include <stdlib.h>\n";

/// What one argument of a def's C function carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgKind {
    /// A size, as `long`.
    Size,
    /// A scalar input, by value.
    Scalar,
    /// A tensor that is only read, as `const T *restrict`.
    Input,
    /// An output tensor (also an input when the def lists it on both sides), as
    /// `T *restrict`.
    Output,
}

/// One argument of a def's C function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arg {
    /// The size, scalar or tensor name.
    pub name: String,
    /// What it carries.
    pub kind: ArgKind,
    /// The element type (`None` for a size).
    pub ty: Option<ScalarType>,
}

/// The arguments of `d`'s C function, in the order of the ABI (see the module
/// documentation).
pub fn arguments(d: &LoweredDef) -> Vec<Arg> {
    let arg = |name: &str, kind, ty| Arg {
        name: name.to_string(),
        kind,
        ty,
    };
    let mut out: Vec<Arg> = d
        .info
        .params
        .iter()
        .map(|p| arg(p, ArgKind::Size, None))
        .collect();
    for name in d.read_only_inputs() {
        if let Some((_, t)) = d.info.scalars.iter().find(|(s, _)| s == name) {
            out.push(arg(name, ArgKind::Scalar, Some(*t)));
        } else if let Some(t) = d.info.tensor(name) {
            out.push(arg(name, ArgKind::Input, Some(t.ty)));
        }
    }
    for name in d.outputs() {
        if let Some(t) = d.info.tensor(name) {
            out.push(arg(name, ArgKind::Output, Some(t.ty)));
        }
    }
    out
}

/// One parameter of the C function.
struct CParam {
    /// The tensor, scalar or size name.
    name: String,
    /// The C declaration with the name substituted (`const float *restrict X`).
    decl: String,
}

fn params_of(d: &LoweredDef, rename: &dyn Fn(&str) -> String) -> Vec<CParam> {
    arguments(d)
        .into_iter()
        .map(|a| {
            let ty = a.ty.map_or("long", c_type);
            let decl = match a.kind {
                ArgKind::Size | ArgKind::Scalar => format!("{ty} {}", a.name),
                ArgKind::Input => format!("const {ty} *restrict {}", rename(&a.name)),
                ArgKind::Output => format!("{ty} *restrict {}", rename(&a.name)),
            };
            CParam { name: a.name, decl }
        })
        .collect()
}

/// The name of `d`'s [`entry_point`]: `PREFIXcall_NAME`.
pub fn entry_name(d: &LoweredDef, prefix: &str) -> String {
    format!("{prefix}call_{}", d.info.name)
}

/// A function with one signature for every def, which calls `d`'s function:
/// `int PREFIXcall_NAME(const long *sizes, void *const *args)`, with `sizes` the size
/// arguments and `args` pointers to the others, each in the order of [`arguments`].
/// `prefix` is that of [`function`] (see [`fresh_prefix`]), so that no name of the source
/// clashes with it.
pub fn entry_point(d: &LoweredDef, prefix: &str) -> String {
    let mut next = [0usize; 2];
    let mut actuals = Vec::new();
    for a in arguments(d) {
        let ty = a.ty.map_or("long", c_type);
        let list = usize::from(a.kind != ArgKind::Size);
        let k = next[list];
        next[list] += 1;
        actuals.push(match a.kind {
            ArgKind::Size => format!("sizes[{k}]"),
            ArgKind::Scalar => format!("*(const {ty} *)args[{k}]"),
            ArgKind::Input => format!("(const {ty} *)args[{k}]"),
            ArgKind::Output => format!("({ty} *)args[{k}]"),
        });
    }
    format!(
        "int {}(const long *sizes, void *const *args)\n{{\n  (void)sizes;\n  (void)args;\n  return {}({});\n}}\n",
        entry_name(d, prefix),
        d.info.name,
        actuals.join(", ")
    )
}

/// The prototype of the definition's function, without the `;`.
pub fn prototype(d: &LoweredDef) -> String {
    let params: Vec<String> = params_of(d, &|n| n.to_string())
        .into_iter()
        .map(|p| p.decl)
        .collect();
    format!("int {}({})", d.info.name, params.join(", "))
}

/// A comment with the shape of every tensor argument, for the header.
pub fn shapes_comment(d: &LoweredDef) -> String {
    let mut parts = Vec::new();
    for t in &d.info.tensors {
        if t.kind == TensorKind::Temporary {
            continue;
        }
        let dims: Vec<String> = t.sizes.iter().map(|s| format!("[{s}]")).collect();
        parts.push(format!("{} {}{}", c_type(t.ty), t.name, dims.concat()));
    }
    format!("/* {}: {} */", d.info.name, parts.join(", "))
}

/// A prefix that no word of `src` starts with, for the names the function adds.
pub fn fresh_prefix(src: &str) -> String {
    let words: Vec<&str> = src
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .collect();
    let mut k = 0;
    loop {
        let p = if k == 0 {
            "hedra_".to_string()
        } else {
            format!("hedra{k}_")
        };
        if !words.iter().any(|w| w.starts_with(&p)) {
            return p;
        }
        k += 1;
    }
}

/// `code` without its `(void)T;` statements for the temporaries `temps`: the driver keeps
/// `-Wunused` quiet that way about an array that contraction replaced, but a temporary is
/// declared by this function, and only when the code still uses it (so that a contracted
/// temporary is never allocated at full size).
fn without_void_uses(code: &str, temps: &[&str]) -> String {
    let keep = |line: &&str| {
        let t = line.trim();
        !temps.iter().any(|n| t == format!("(void){n};"))
    };
    let lines: Vec<&str> = code.lines().filter(keep).collect();
    lines.join("\n")
}

fn identifiers(code: &str) -> HashSet<&str> {
    code.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .collect()
}

/// The sizes of a tensor as C text, or an error naming it.
fn dims_of(d: &LoweredDef, name: &str) -> Result<Vec<String>, Diagnostic> {
    let t = d
        .info
        .tensor(name)
        .ok_or_else(|| Diagnostic::error(d.def.name.span, format!("no tensor `{name}`")))?;
    t.sizes
        .iter()
        .map(|s| {
            size_c(s).ok_or_else(|| {
                Diagnostic::error(
                    d.def.name.span,
                    format!(
                        "the size of `{name}` is piecewise ({s}): not supported by the C function yet"
                    ),
                )
            })
        })
        .collect()
}

/// `T (*restrict X)[d1][d2]` (or `T *restrict X` for one dimension).
fn row_pointer(ty: &str, name: &str, dims: &[String], restrict: bool) -> (String, String) {
    let rows: String = dims[1..].iter().map(|e| format!("[{e}]")).collect();
    let r = if restrict { "restrict " } else { "" };
    if rows.is_empty() {
        (format!("{ty} *{r}{name}"), format!("({ty} *)"))
    } else {
        (
            format!("{ty} (*{r}{name}){rows}"),
            format!("({ty} (*){rows})"),
        )
    }
}

/// The whole C function of `d`, with `code` (the driver's block for its Scop) as its loops;
/// `prefix` (see [`fresh_prefix`]) names the pointer arguments and helper variables.
pub fn function(d: &LoweredDef, code: &str, prefix: &str) -> Result<String, Diagnostic> {
    let rename = |n: &str| format!("{prefix}{n}");
    let params = params_of(d, &rename);
    let decls: Vec<&str> = params.iter().map(|p| p.decl.as_str()).collect();
    let temporaries: Vec<&str> = d
        .info
        .tensors
        .iter()
        .map(|t| t.name.as_str())
        .filter(|n| !params.iter().any(|p| p.name == *n))
        .collect();
    let code = &without_void_uses(code, &temporaries);
    let used = identifiers(code);
    let mut out = String::new();
    out.push_str(&format!("int {}({})\n{{\n", d.info.name, decls.join(", ")));
    if !d.info.params.is_empty() {
        let checks: Vec<String> = d.info.params.iter().map(|p| format!("{p} < 1")).collect();
        out.push_str(&format!("  if ({})\n    return -1;\n", checks.join(" || ")));
    }
    // Inferred sizes that are not plain size names.
    let mut inferred = Vec::new();
    for t in &d.info.tensors {
        if t.kind == TensorKind::Input {
            continue;
        }
        for s in dims_of(d, &t.name)? {
            if !d.info.params.contains(&s) && !inferred.contains(&s) {
                inferred.push(s);
            }
        }
    }
    if !inferred.is_empty() {
        let checks: Vec<String> = inferred.iter().map(|s| format!("({s}) < 1")).collect();
        out.push_str(&format!("  if ({})\n    return -1;\n", checks.join(" || ")));
    }
    let mut frees = Vec::new();
    let mut write_back = Vec::new();
    for t in &d.info.tensors {
        let name = t.name.as_str();
        let ty = c_type(t.ty);
        let is_param = params.iter().any(|p| p.name == name);
        if t.sizes.is_empty() {
            // A 0-dimensional tensor is a local scalar; an output's value is stored back.
            if is_param && used.contains(name) {
                out.push_str(&format!("  {ty} {name} = *{};\n", rename(name)));
                write_back.push(format!("  *{} = {name};\n", rename(name)));
            } else if !is_param && used.contains(name) {
                out.push_str(&format!("  {ty} {name} = 0;\n"));
            }
            continue;
        }
        if !used.contains(name) {
            continue;
        }
        let dims = dims_of(d, name)?;
        let read_only = is_param && d.read_only_inputs().contains(&name);
        let qual = if read_only {
            format!("const {ty}")
        } else {
            ty.to_string()
        };
        let (decl, cast) = row_pointer(&qual, name, &dims, true);
        if is_param {
            out.push_str(&format!("  {decl} = {cast}{};\n", rename(name)));
            continue;
        }
        let fits: String = dims[1..]
            .iter()
            .map(|e| format!(" / (size_t)({e})"))
            .collect();
        let bytes: String = dims.iter().map(|e| format!(" * (size_t)({e})")).collect();
        out.push_str(&format!(
            "  {decl} = (size_t)({}) <= SIZE_MAX / sizeof({ty}){fits} ? malloc(sizeof({ty}){bytes}) : NULL;\n",
            dims[0]
        ));
        frees.push(name.to_string());
    }
    if !frees.is_empty() {
        let failed: Vec<String> = frees.iter().map(|n| format!("!{n}")).collect();
        let all: String = frees.iter().map(|n| format!("    free({n});\n")).collect();
        out.push_str(&format!(
            "  if ({}) {{\n{all}    return -2;\n  }}\n",
            failed.join(" || ")
        ));
    }
    for line in code.lines() {
        if line.trim().is_empty() {
            out.push('\n');
        } else {
            out.push_str(&format!("  {line}\n"));
        }
    }
    for w in write_back {
        out.push_str(&w);
    }
    for n in frees {
        out.push_str(&format!("  free({n});\n"));
    }
    out.push_str("  return 0;\n}\n");
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entry_point_passes_every_argument_through_one_signature() {
        let src = "def f(float(N) A, double alpha, int32(N) B) -> (B, C) {\n  B(i) += 1\n  C(i) = alpha * A(i)\n}";
        let d = &crate::lower(src).unwrap()[0];
        let args = arguments(d);
        let kinds: Vec<(&str, ArgKind)> = args.iter().map(|a| (a.name.as_str(), a.kind)).collect();
        assert_eq!(
            kinds,
            [
                ("N", ArgKind::Size),
                ("A", ArgKind::Input),
                ("alpha", ArgKind::Scalar),
                ("B", ArgKind::Output),
                ("C", ArgKind::Output)
            ]
        );
        assert_eq!(prototype(d), "int f(long N, const float *restrict A, double alpha, int32_t *restrict B, double *restrict C)");
        let e = entry_point(d, "hedra_");
        assert!(
            e.contains("int hedra_call_f(const long *sizes, void *const *args)")
                && e.contains("return f(sizes[0], (const float *)args[0], *(const double *)args[1], (int32_t *)args[2], (double *)args[3]);"),
            "{e}"
        );
    }
}
