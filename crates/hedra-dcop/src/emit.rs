//! The C that replaces a dynamic control part at compile time.
//!
//! The marked loop `for (i = a; i < n; i++) BODY` becomes a block that asks the runtime, slice
//! by slice of the outermost loop, what to run:
//!
//! ```text
//! region = hedra_rt_enter(descriptor, addresses of the nest's variables, count);
//! for (i = a; (mode = hedra_rt_next(region, i, &hi)) != 0; ) {
//!     if (mode == 1)      for (; i < hi && i < n; i++) BODY with every feed recorded
//!     else if (mode == 2) for (; i < hi && i < n; i++) BODY            (the original)
//!     else                i = hi;            (the runtime ran [i, hi) optimized itself)
//!     if (!(i < n)) break;
//! }
//! hedra_rt_leave(region);
//! ```
//!
//! The instrumented copy wraps each feed `E` as `((T)(--skip[site] >= 0 ? (long)(E) :
//! hedra_rt_feed(region, site, (long)(E), (const long[]){counters}, &skip[site])))`: the
//! runtime sees values that flow into an address or a bound, with the counters of the loops
//! around them (every one at first, then a sample: it sets the countdown `skip[site]`), and
//! each evaluates to its value. The variables themselves (`A` in `A[i][j]`) are not
//! recorded: the runtime reads them. The condition is evaluated as often as the original
//! evaluates it, and has no side effects (the model has none).

use crate::nest::Nest;

/// The runtime's entry points, declared at block scope so that the emitted file needs no
/// include path (the same declarations as `hedra_rt.h`; the handle is a `void *`, since a
/// struct declared at block scope would be a different type in each block).
const PROTOTYPES: [&str; 4] = [
    "extern void *hedra_rt_enter(const char *, void *const *, long);",
    "extern int hedra_rt_next(void *, long, long *, long *, unsigned char *);",
    "extern long hedra_rt_feed(void *, long, long, const long *, long *);",
    "extern void hedra_rt_leave(void *);",
];

/// `s` as C string literals, one per line of `s` (adjacent literals concatenate).
fn c_string(s: &str) -> String {
    let lines: Vec<String> = s
        .split_inclusive('\n')
        .map(hedra_ir::expr::c_string_literal)
        .collect();
    if lines.is_empty() {
        return "\"\"".to_string();
    }
    lines.join("\n    ")
}

/// The nest's body with every feed wrapped in a call that records it, one evaluation in
/// `skip[site] + 1` (the runtime sets `skip`: every evaluation at first, then sparser);
/// `region` and `skip` name the runtime's handle and the per-site countdowns.
pub fn instrumented_body(nest: &Nest, region: &str, skip: &str) -> String {
    let body = nest.loops[0].body_span;
    let wrapped: Vec<usize> = (0..nest.loads.len())
        .filter(|&l| {
            let s = nest.loads[l].span;
            nest.loads[l].feed
                && !nest.loads[l].of_variable()
                && s.start >= body.start
                && s.end <= body.end
        })
        .collect();
    wrap(nest, body, &wrapped, region, skip)
}

/// The text of `span` with the feeds `sites` inside it wrapped (each feed's own text
/// wrapped recursively, since it appears twice: skipped and recorded).
fn wrap(
    nest: &Nest,
    span: hedra_c::lexer::Span,
    sites: &[usize],
    region: &str,
    skip: &str,
) -> String {
    // The outermost sites inside `span`, in order.
    let mut outer: Vec<usize> = sites
        .iter()
        .copied()
        .filter(|&l| {
            let s = nest.loads[l].span;
            s.start >= span.start
                && s.end <= span.end
                && s != span
                && !sites.iter().any(|&m| {
                    let t = nest.loads[m].span;
                    m != l && t != span && t.start <= s.start && s.end <= t.end && t != s
                })
        })
        .collect();
    outer.sort_by_key(|&l| nest.loads[l].span.start);
    outer.dedup_by_key(|l| nest.loads[*l].span);
    let mut out = String::new();
    let mut at = span.start;
    for l in outer {
        let load = &nest.loads[l];
        let s = load.span;
        out.push_str(&nest.text[at..s.start]);
        let inner = wrap(nest, s, sites, region, skip);
        let ty = load.ty.c_name().expect("feeds are scalars or pointers");
        let counters = if load.loops.is_empty() {
            "(const long *)0".to_string()
        } else {
            let names: Vec<&str> = load
                .loops
                .iter()
                .map(|&k| nest.loops[k].counter.as_str())
                .collect();
            format!("(const long[]){{{}}}", names.join(", "))
        };
        // Feeds with the same text share a site: the first one's.
        let site = sites
            .iter()
            .copied()
            .find(|&m| nest.loads[m].span == s)
            .unwrap_or(l);
        out.push_str(&format!(
            "(({ty})(--{skip}[{site}] >= 0 ? (long)({inner}) : hedra_rt_feed({region}, {site}, (long)({inner}), {counters}, &{skip}[{site}])))"
        ));
        at = s.end;
    }
    out.push_str(&nest.text[at..span.end]);
    out
}

/// What the compiled code hands the runtime for each variable of the nest (in the order of
/// [`Nest::vars`]), and the declarations of the copies among them:
/// - a loop counter: nothing (the runtime returns its final value instead, which the code
///   assigns);
/// - a variable the nest assigns: its address;
/// - a private variable (see [`crate::Decl::private`]) that is a scalar or a pointer: the
///   address of a copy, so that the original's own variable never escapes and stays in a
///   register in the original code (its value cannot change while the nest runs but by an
///   assignment, and the nest has none);
/// - anything else (a global, an array, a variable whose address is taken): its address.
fn variable_addresses(nest: &Nest, n: usize, indent: &str) -> (Vec<String>, String) {
    let mut copies = String::new();
    let mut out = Vec::new();
    for (v, var) in nest.vars.iter().enumerate() {
        let counter = nest.loops.iter().any(|l| l.var == Some(v));
        let written = nest
            .stmts
            .iter()
            .any(|s| s.target == crate::Sym::Address(v));
        let decl = nest.decls.iter().find(|d| d.name == var.name);
        let copyable = decl.filter(|d| d.private && d.dims.is_empty() && !written);
        if counter {
            out.push("0".to_string());
        } else if let Some(d) = copyable {
            let copy = format!("hedra_dcop_v{v}_{n}");
            copies.push_str(&format!(
                "\n{indent}    {} {}{copy} = {};",
                d.element_type,
                "*".repeat(d.pointers),
                var.name
            ));
            out.push(format!("(void *)&{copy}"));
        } else {
            out.push(format!("(void *)&{}", var.name));
        }
    }
    (out, copies)
}

/// The block that replaces the nest; `n` numbers the region in its file (for unique names)
/// and `indent` is the indentation of the nest's first line.
pub fn replacement(nest: &Nest, n: usize, indent: &str) -> String {
    let outer = &nest.loops[0];
    let i = &outer.counter;
    let cond = nest.slice(outer.cond_span);
    let incr = nest.slice(outer.incr_span);
    let init = nest.slice(outer.init_span);
    let region = format!("hedra_dcop_region_{n}");
    let (hi, mode) = (format!("hedra_dcop_hi_{n}"), format!("hedra_dcop_mode_{n}"));
    let (vars, copies) = variable_addresses(nest, n, indent);
    let vars_init = if vars.is_empty() {
        "0".to_string()
    } else {
        vars.join(", ")
    };
    let nv = nest.vars.len().max(1);
    let (finals, set) = (
        format!("hedra_dcop_final_{n}"),
        format!("hedra_dcop_set_{n}"),
    );
    let mut restore = String::new();
    for (v, var) in nest.vars.iter().enumerate() {
        if let Some(l) = nest.loops.iter().skip(1).find(|l| l.var == Some(v)) {
            restore.push_str(&format!(
                "\n{indent}            if ({set}[{v}])\n{indent}                {} = ({}){finals}[{v}];",
                var.name,
                l.ty.c_name()
            ));
        }
    }
    let local_counter = match outer.var {
        None => format!("\n{indent}    {} {i};", outer.ty.c_name()),
        Some(_) => String::new(),
    };
    let original = nest.slice(outer.body_span);
    let skip = format!("hedra_dcop_skip_{n}");
    let instrumented = instrumented_body(nest, &region, &skip);
    let ind = indent;
    format!(
        "{{ /* hedra: dynamic control part {n}, run by hedra-rt */
{prototypes}
{ind}    static const char hedra_dcop_desc_{n}[] = {desc};{copies}
{ind}    void *hedra_dcop_vars_{n}[] = {{{vars_init}}};
{ind}    long {finals}[{nv}];
{ind}    unsigned char {set}[{nv}];
{ind}    void *{region} = hedra_rt_enter(hedra_dcop_desc_{n}, hedra_dcop_vars_{n}, {count});
{ind}    long {hi};
{ind}    int {mode};
{ind}    long {skip}[{sites}] = {{0}};{local_counter}
{ind}    for ({start}; ({mode} = hedra_rt_next({region}, (long){i}, &{hi}, {finals}, {set})) != 0;) {{
{ind}        if ({mode} == 1) {{
{ind}            for (; {i} < {hi} && ({cond}); {incr})
{ind}            {{
{ind}                {instrumented}
{ind}            }}
{ind}        }} else if ({mode} == 2) {{
{ind}            for (; {i} < {hi} && ({cond}); {incr})
{ind}            {{
{ind}                {original}
{ind}            }}
{ind}        }} else {{
{ind}            {i} = ({ty}){hi};{restore}
{ind}        }}
{ind}        if (!({cond}))
{ind}            break;
{ind}    }}
{ind}    hedra_rt_leave({region});
{ind}}}",
        desc = c_string(&nest.descriptor()),
        // A `while` loop's counter starts where the code before the nest left it.
        start = if init.is_empty() {
            String::new()
        } else {
            format!("{i} = {init}")
        },
        prototypes = PROTOTYPES.map(|p| format!("{indent}    {p}")).join("\n"),
        count = nest.vars.len(),
        sites = nest.loads.len().max(1),
        ty = outer.ty.c_name(),
    )
}
