//! The mutation fuzzer over the kernel suite (`kernels/*/*.c`): small textual mutations of
//! the `#pragma scop` region that cannot enlarge the set of array elements touched (the
//! kernels' arrays have fixed declared sizes), so the mutated program stays in bounds:
//! - shrink a loop's range (raise the lower bound or lower the upper bound by 1..3);
//! - reverse a loop (same iterations, opposite order);
//! - swap two perfectly nested loops whose bounds do not depend on each other;
//! - guard a statement with an affine condition on the iterators it uses;
//! - add a statement after one, writing the same element (`X = X * 0.5;`);
//! - change a literal `SCALAR_VAL(c)` of a statement.
//!
//! The kernel is made self-contained: `kernel.h` is pasted in (with `hk_alloc` zeroing its
//! memory, so a shrunk loop that no longer initializes a temporary leaves zeros, not garbage)
//! and `MINI_DATASET`/`DUMP_ARRAYS` are defined at the top, so the file alone is a test.

use crate::rng::Rng;
use std::path::Path;

/// A kernel as a self-contained C text.
pub fn self_contained(kernel_c: &str, kernel_h: &str) -> String {
    let header = kernel_h.replace("void *p = malloc(bytes);", "void *p = calloc(1, bytes);");
    let body = kernel_c.replace("#include \"kernel.h\"", &header);
    format!("#define MINI_DATASET\n#define DUMP_ARRAYS\n{body}")
}

/// Every kernel of `root/kernels` as (name, self-contained text), sorted by name.
pub fn load_kernels(root: &Path) -> Vec<(String, String)> {
    let dir = root.join("kernels");
    let header = std::fs::read_to_string(dir.join("common/kernel.h")).unwrap_or_default();
    let mut out = Vec::new();
    if let Ok(rd) = std::fs::read_dir(&dir) {
        for e in rd.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            let f = e.path().join(format!("{name}.c"));
            if let Ok(text) = std::fs::read_to_string(&f) {
                out.push((name, self_contained(&text, &header)));
            }
        }
    }
    out.sort();
    out
}

/// A parsed `for (V = INIT; V OP BOUND; STEP)` header on one line.
#[derive(Clone, Debug)]
struct For {
    line: usize,
    /// Text before `for`.
    indent: String,
    var: String,
    init: String,
    op: String,
    bound: String,
    up: bool,
    /// Text after the closing parenthesis (e.g. ` {`).
    rest: String,
}

fn parse_for(line: usize, text: &str) -> Option<For> {
    let start = text.find("for (")?;
    let indent = text[..start].to_string();
    if !indent.trim().is_empty() {
        return None;
    }
    let inner_start = start + 5;
    let mut depth = 1;
    let mut end = None;
    for (k, c) in text[inner_start..].char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    end = Some(inner_start + k);
                    break;
                }
            }
            _ => {}
        }
    }
    let end = end?;
    let inner = &text[inner_start..end];
    let rest = text[end + 1..].to_string();
    if !(rest.trim().is_empty() || rest.trim() == "{") {
        return None;
    }
    let parts: Vec<&str> = inner.split(';').map(str::trim).collect();
    if parts.len() != 3 {
        return None;
    }
    let (var, init) = parts[0].split_once('=')?;
    let var = var.trim().to_string();
    if !var.chars().all(|c| c.is_alphanumeric() || c == '_') || var.is_empty() {
        return None;
    }
    let init = init.trim().to_string();
    let step = parts[2].replace(' ', "");
    let up = if step == format!("{var}++") || step == format!("++{var}") {
        true
    } else if step == format!("{var}--") || step == format!("--{var}") {
        false
    } else {
        return None;
    };
    let cond = parts[1];
    if cond.contains("&&") || cond.contains("||") {
        return None;
    }
    for op in ["<=", ">=", "<", ">"] {
        if let Some(rest_c) = cond.strip_prefix(var.as_str()) {
            if let Some(b) = rest_c.trim_start().strip_prefix(op) {
                return Some(For {
                    line,
                    indent,
                    var,
                    init,
                    op: op.to_string(),
                    bound: b.trim().to_string(),
                    up,
                    rest,
                });
            }
        }
    }
    None
}

impl For {
    fn text(&self) -> String {
        let step = if self.up {
            format!("{}++", self.var)
        } else {
            format!("{}--", self.var)
        };
        format!(
            "{}for ({} = {}; {} {} {}; {}){}",
            self.indent, self.var, self.init, self.var, self.op, self.bound, step, self.rest
        )
    }
}

/// The region's line range (exclusive of the pragmas).
fn region(lines: &[String]) -> Option<(usize, usize)> {
    let b = lines.iter().position(|l| l.trim() == "#pragma scop")?;
    let e = lines.iter().position(|l| l.trim() == "#pragma endscop")?;
    (b < e).then_some((b + 1, e))
}

/// A simple statement line: `LHS op= RHS;` on one line, parentheses balanced, and the
/// previous line ends a statement or opens a block or is a loop/if header.
fn stmt_line(lines: &[String], k: usize) -> Option<(String, String)> {
    let t = lines[k].trim();
    if !t.ends_with(';') || t.starts_with("for") || t.starts_with("if") || t.starts_with('}') {
        return None;
    }
    if t.matches('(').count() != t.matches(')').count() {
        return None;
    }
    let prev = lines[..k]
        .iter()
        .rev()
        .find(|l| !l.trim().is_empty())?
        .trim();
    if !(prev.ends_with(';')
        || prev.ends_with('{')
        || prev.ends_with('}')
        || prev.ends_with(')')
        || prev == "#pragma scop")
    {
        return None;
    }
    let eq = t.find('=')?;
    let mut lhs = t[..eq].trim_end();
    for op in ["+", "-", "*", "/"] {
        if let Some(s) = lhs.strip_suffix(op) {
            lhs = s.trim_end();
        }
    }
    if t[eq + 1..].starts_with('=') || lhs.is_empty() {
        return None;
    }
    let indent = lines[k][..lines[k].len() - lines[k].trim_start().len()].to_string();
    Some((indent, lhs.to_string()))
}

pub fn identifiers(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for c in s.chars().chain(std::iter::once(' ')) {
        if c.is_alphanumeric() || c == '_' {
            cur.push(c);
        } else if !cur.is_empty() {
            if !cur.chars().next().unwrap().is_ascii_digit() {
                out.push(cur.clone());
            }
            cur.clear();
        }
    }
    out
}

/// Index of the line holding the `}` that closes the `{` at the end of line `open`.
fn closing(lines: &[String], open: usize) -> Option<usize> {
    let mut depth = 0i32;
    for (k, l) in lines.iter().enumerate().skip(open) {
        for c in l.chars() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(k);
                    }
                }
                _ => {}
            }
        }
    }
    None
}

/// The mutable parts of a kernel's region: its lines, the loops and the statements in it.
struct Site {
    /// Every line of the file (mutations replace lines in place).
    lines: Vec<String>,
    /// One past the last line of the region.
    end: usize,
    /// The `for` headers in the region.
    fors: Vec<For>,
    /// The statement lines in the region: line index, indentation and left-hand side.
    stmts: Vec<(usize, String, String)>,
    /// The iterators of `fors`.
    loop_vars: Vec<String>,
}

impl Site {
    /// Finds the region of `text` and its loops and statements; `None` without a region.
    fn new(text: &str) -> Option<Site> {
        let lines: Vec<String> = text.lines().map(String::from).collect();
        let (b, e) = region(&lines)?;
        let fors: Vec<For> = (b..e).filter_map(|k| parse_for(k, &lines[k])).collect();
        let stmts: Vec<(usize, String, String)> = (b..e)
            .filter_map(|k| stmt_line(&lines, k).map(|(i, l)| (k, i, l)))
            .collect();
        let loop_vars: Vec<String> = fors.iter().map(|f| f.var.clone()).collect();
        Some(Site {
            lines,
            end: e,
            fors,
            stmts,
            loop_vars,
        })
    }

    /// Shrinks a loop by one to two iterations at either end (still a valid program: the
    /// optimizer must agree with the original on the smaller iteration space).
    fn shrink_loop(&mut self, r: &mut Rng) -> Option<String> {
        let mut f = r.pick(&self.fors).clone();
        let c = r.range(1, 3);
        let lower_end = r.chance(50);
        match (f.up, lower_end) {
            (true, true) => f.init = format!("{} + {c}", f.init),
            (false, true) => f.init = format!("{} - {c}", f.init),
            (true, false) => f.bound = format!("{} - {c}", f.bound),
            (false, false) => f.bound = format!("{} + {c}", f.bound),
        }
        self.rewrite_loop("shrink", &f)
    }

    /// Replaces the header of the loop on `new.line` by `new` and describes the change as
    /// "`verb` the loop on line .. (iterator)".
    fn rewrite_loop(&mut self, verb: &str, new: &For) -> Option<String> {
        self.lines[new.line] = new.text();
        Some(format!(
            "{verb} the loop on line {} ({})",
            new.line + 1,
            new.var
        ))
    }

    /// Reverses a loop: `for (v = a; v < b; v++)` <-> `for (v = b - 1; v >= a; v--)`, which
    /// changes the order of the original program and so the dependences hedra must respect.
    fn reverse_loop(&mut self, r: &mut Rng) -> Option<String> {
        let f = r.pick(&self.fors).clone();
        let mut g = f.clone();
        g.up = !f.up;
        let (first, last) = match (f.up, f.op.as_str()) {
            (true, "<") => (f.init.clone(), format!("{} - 1", f.bound)),
            (true, "<=") => (f.init.clone(), f.bound.clone()),
            (false, ">=") => (f.bound.clone(), f.init.clone()),
            (false, ">") => (format!("{} + 1", f.bound), f.init.clone()),
            _ => return None,
        };
        if f.up {
            g.init = format!("({last})");
            g.op = ">=".into();
            g.bound = format!("({first})");
        } else {
            g.init = format!("({first})");
            g.op = "<=".into();
            g.bound = format!("({last})");
        }
        self.rewrite_loop("reverse", &g)
    }

    /// Swaps two perfectly nested loops whose bounds do not mention each other's iterator
    /// (an interchange, as a programmer might have written the kernel).
    fn swap_loops(&mut self, r: &mut Rng) -> Option<String> {
        let lines = &self.lines;
        let f = r.pick(&self.fors).clone();
        let next = (f.line + 1..self.end).find(|&k| !lines[k].trim().is_empty())?;
        let g = self.fors.iter().find(|g| g.line == next)?.clone();
        let mentions = |x: &For, v: &str| {
            identifiers(&x.init).iter().any(|i| i == v)
                || identifiers(&x.bound).iter().any(|i| i == v)
        };
        if mentions(&g, &f.var) || mentions(&f, &g.var) || !self.perfectly_nested(&f, &g)? {
            return None;
        }
        let (mut f2, mut g2) = (g.clone(), f.clone());
        f2.line = f.line;
        f2.indent = f.indent.clone();
        f2.rest = f.rest.clone();
        g2.line = g.line;
        g2.indent = g.indent.clone();
        g2.rest = g.rest.clone();
        self.lines[f.line] = f2.text();
        self.lines[g.line] = g2.text();
        Some(format!(
            "swap the loops on lines {} and {} ({}, {})",
            f.line + 1,
            g.line + 1,
            f.var,
            g.var
        ))
    }

    /// Whether `g` (the loop on the line after `f`'s) is perfectly nested in `f`: `f` has no
    /// brace, or its block holds just `g`'s loop. `None` when a brace does not close or `g`'s
    /// braceless body is not found.
    fn perfectly_nested(&self, f: &For, g: &For) -> Option<bool> {
        let lines = &self.lines;
        if f.rest.trim() != "{" {
            return Some(true);
        }
        let fc = closing(lines, f.line)?;
        let gend = if g.rest.trim() == "{" {
            closing(lines, g.line)?
        } else {
            // g's body: one statement line or a braceless chain; require one line.
            let s = (g.line + 1..self.end).find(|&k| !lines[k].trim().is_empty())?;
            if !lines[s].trim().ends_with(';') {
                return Some(false);
            }
            s
        };
        Some(!(gend + 1..fc).any(|k| !lines[k].trim().is_empty()))
    }

    /// Guards a statement with an affine condition on its iterators (some instances no longer
    /// run: holes in the iteration domain).
    fn guard_statement(&mut self, r: &mut Rng) -> Option<String> {
        let (k, indent, _) = r.pick(&self.stmts).clone();
        let used: Vec<String> = identifiers(&self.lines[k])
            .into_iter()
            .filter(|i| self.loop_vars.contains(i))
            .collect();
        let cond = match used.len() {
            0 => return None,
            1 => format!("{} >= {}", used[0], r.range(1, 3)),
            _ => {
                let a = r.pick(&used).clone();
                let b = r.pick(&used).clone();
                match r.below(3) {
                    0 => format!("{a} <= {b} + {}", r.range(0, 2)),
                    1 => format!("{a} + {b} >= {}", r.range(1, 6)),
                    _ => format!("2 * {a} != {b}"),
                }
            }
        };
        self.lines[k] = format!("{indent}{{ if ({cond}) {} }}", self.lines[k].trim());
        Some(format!("guard line {} with `{cond}`", k + 1))
    }

    /// Adds a statement that scales the element just written (a new dependence on it).
    fn add_statement(&mut self, r: &mut Rng) -> Option<String> {
        let (k, indent, lhs) = r.pick(&self.stmts).clone();
        let rhs = r.pick(&["0.5", "0.25", "-0.5"]);
        let line = self.lines[k].trim();
        self.lines[k] = format!("{indent}{{ {line} {lhs} = {lhs} * {rhs}; }}");
        Some(format!("add `{lhs} = {lhs} * {rhs};` after line {}", k + 1))
    }

    /// Changes the first `SCALAR_VAL(..)` literal of a statement (other values, other
    /// rounding).
    fn change_literal(&mut self, r: &mut Rng) -> Option<String> {
        let (k, _, _) = r.pick(&self.stmts).clone();
        let l = &self.lines[k];
        let at = l.find("SCALAR_VAL(")?;
        let close = l[at..].find(')')? + at;
        let new = r.pick(&["0.5", "1.5", "2.0", "-1.0", "0.125"]);
        self.lines[k] = format!("{}SCALAR_VAL({new}{}", &l[..at], &l[close..]);
        Some(format!("change the literal on line {} to {new}", k + 1))
    }
}

/// Applies one random mutation; returns its description, or `None` if the one drawn did not
/// apply (the caller draws again).
pub fn mutate_once(text: &str, r: &mut Rng) -> Option<(String, String)> {
    let mut site = Site::new(text)?;
    let kind = r.below(6);
    if (kind <= 2 && site.fors.is_empty()) || (kind >= 3 && site.stmts.is_empty()) {
        return None;
    }
    let what = match kind {
        0 => site.shrink_loop(r)?,
        1 => site.reverse_loop(r)?,
        2 => site.swap_loops(r)?,
        3 => site.guard_statement(r)?,
        4 => site.add_statement(r)?,
        _ => site.change_literal(r)?,
    };
    let mut out = site.lines.join("\n");
    out.push('\n');
    Some((out, what))
}

/// Applies `count` mutations (drawing again when one does not apply); returns the text and
/// the descriptions.
pub fn mutate(text: &str, r: &mut Rng, count: usize) -> (String, Vec<String>) {
    let mut cur = text.to_string();
    let mut done = Vec::new();
    let mut tries = 0;
    while done.len() < count && tries < 200 {
        tries += 1;
        if let Some((t, w)) = mutate_once(&cur, r) {
            cur = t;
            done.push(w);
        }
    }
    (cur, done)
}

/// Line-level reduction of a failing mutated kernel: removes simple statement lines of the
/// region (one that is not the only body of a braceless loop or `if`) while `still_fails`.
pub fn reduce_text(text: &str, budget: usize, still_fails: &mut dyn FnMut(&str) -> bool) -> String {
    let mut cur = text.to_string();
    let mut spent = 0;
    'outer: loop {
        let lines: Vec<String> = cur.lines().map(String::from).collect();
        let Some((b, e)) = region(&lines) else {
            break;
        };
        for k in b..e {
            if stmt_line(&lines, k).is_none() {
                continue;
            }
            let prev = lines[..k].iter().rev().find(|l| !l.trim().is_empty());
            if prev.is_some_and(|p| p.trim().ends_with(')')) {
                continue;
            }
            if spent >= budget {
                break 'outer;
            }
            spent += 1;
            let mut v = lines.clone();
            v.remove(k);
            let cand = v.join("\n") + "\n";
            if still_fails(&cand) {
                cur = cand;
                continue 'outer;
            }
        }
        break;
    }
    cur
}
