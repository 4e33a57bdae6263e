//! Long versions moved into functions of their own (the seed's "each version is emitted
//! once, as a block or a static function").
//!
//! A region with versions holds every version's code in the function that encloses it.
//! Tiled, unrolled versions run to thousands of lines, and a function that large is no
//! longer inlined by the C compiler into its callers: the call that the version for small
//! sizes made in a few nanoseconds now also pays for the call itself (fc at size 1 took 5.3
//! ns a call instead of gcc's 3.0 ns). So each version block longer than
//! [`OUTLINE_MIN_LINES`] moves into a `static` function, marked not to be inlined back,
//! placed before the enclosing function (hedra-c's [`OutlineSite`]), with the enclosing
//! function's parameter list; the dispatch calls it with the parameters' names. Short
//! versions stay where they are, so the dispatch and the small-size code are what the
//! caller inlines.
//!
//! A block moves only where it names nothing that the new function would not see the same:
//! no local of the enclosing function (the `(void)i;` lines that keep the region's
//! iterators used stay at the call), and nothing else declared around the block by the
//! generated code but the dispatch's thread count, which becomes one more parameter.
//! Blocks that use the region's local or scratch arrays stay (their storage is declared
//! around the versions). A scalar local that the region writes moves with the block when no
//! code after the region reads it: the function takes its address and copies the value
//! into a local of the same name and type (a version may read the value the scalar has
//! before the region), which then lives only in the function, where the C compiler keeps
//! it in a register. A block that writes any other scalar stays.

use std::cell::RefCell;

use hedra_c::OutlineSite;
use hedra_ir::{AccessKind, Scop};

use crate::notes::Note;
use crate::versions::THREADS;

/// A version block longer than this many lines moves into a function of its own.
pub const OUTLINE_MIN_LINES: usize = 40;

/// Moves long version blocks of one region into new functions, and keeps their definitions
/// for the driver to insert at the site.
#[derive(Debug)]
pub struct Outliner {
    site: OutlineSite,
    /// The new functions' names: this prefix and a number, fresh in the file.
    prefix: String,
    /// The number of the first function of this region.
    first: usize,
    /// The line of the region, for the functions' comments.
    line: usize,
    /// The functions made so far: each one's name and definition, callees before callers.
    functions: RefCell<Vec<(String, String)>>,
}

impl Outliner {
    /// An outliner for the region at `line`, whose functions are named `prefix` followed
    /// by a number from `first`.
    pub fn new(site: OutlineSite, prefix: &str, first: usize, line: usize) -> Outliner {
        Outliner {
            site,
            prefix: prefix.to_string(),
            first,
            line,
            functions: RefCell::new(Vec::new()),
        }
    }

    /// Where the functions go.
    pub fn site(&self) -> &OutlineSite {
        &self.site
    }

    /// The number of functions made so far (the next outliner of the file numbers its
    /// functions from here on).
    pub fn made(&self) -> usize {
        self.functions.borrow().len()
    }

    /// The definitions of the functions that `code` calls, directly or through another, in
    /// the order they were made (a function before those that call it). The pipeline
    /// compares several candidates for a region; the functions of those it did not keep
    /// are not called and are left out.
    pub fn used_definitions(&self, code: &str) -> String {
        let functions = self.functions.borrow();
        let mut used = vec![false; functions.len()];
        for k in (0..functions.len()).rev() {
            let call = format!("{}(", functions[k].0);
            used[k] = code.contains(&call)
                || (k + 1..functions.len()).any(|j| used[j] && functions[j].1.contains(&call));
        }
        functions
            .iter()
            .zip(used)
            .filter(|(_, u)| *u)
            .map(|((_, d), _)| d.as_str())
            .collect()
    }

    /// `block`, the C block of version `what` of `scop`'s region, or, when it is long and
    /// may move, a block that calls a new function holding it. `keep_used` are the names
    /// that the block keeps used with `(void)name;` lines: they stay at the call.
    /// `threads_around` says whether the dispatch around the block declares the thread
    /// count.
    pub fn outline(
        &self,
        scop: &Scop,
        (block, what): (&str, &str),
        keep_used: &[String],
        threads_around: bool,
        notes: &mut Vec<Note>,
    ) -> String {
        if block.lines().count() <= OUTLINE_MIN_LINES {
            return block.to_string();
        }
        let scalars = match region_storage(scop, &self.site) {
            Ok(s) => s,
            Err(why) => {
                notes.push(Note::info(format!(
                    "{what} stays inside {}: the region {why}",
                    self.site.function
                )));
                return block.to_string();
            }
        };
        let kept: Vec<String> = keep_used.iter().map(|v| format!("(void){v};")).collect();
        let body: String = block
            .lines()
            .filter(|l| !kept.iter().any(|k| l.trim() == k))
            .collect::<Vec<_>>()
            .join("\n");
        let named = hedra_c::code_names(&body);
        let copied: Vec<&Scalar> = scalars.iter().filter(|s| named.contains(&s.name)).collect();
        let hidden: Vec<String> = self
            .site
            .hidden_in(&body)
            .into_iter()
            .filter(|h| !copied.iter().any(|s| s.name == *h))
            .collect();
        if !hidden.is_empty() {
            notes.push(Note::info(format!(
                "{what} stays inside {}: it names {}, which a function before it would not see",
                self.site.function,
                hidden.join(", ")
            )));
            return block.to_string();
        }
        let mut functions = self.functions.borrow_mut();
        let name = format!("{}{}", self.prefix, self.first + functions.len());
        let mut arguments = self.site.arguments.clone();
        let mut parameters = match self.site.parameters.as_str() {
            "" | "void" => Vec::new(),
            p => vec![p.to_string()],
        };
        // The dispatch's thread count, declared around the block (a declaration inside it
        // shadows the parameter).
        if threads_around && named.contains(THREADS) {
            parameters.push(format!("const long long {THREADS}"));
            arguments.push(THREADS.to_string());
        }
        let mut copies = String::new();
        for s in &copied {
            if s.local {
                // The block declares it.
                continue;
            }
            let pointer = format!("{COPIED_PREFIX}{}", s.name);
            parameters.push(format!("{} *{pointer}", s.element_type));
            arguments.push(format!("&{}", s.name));
            copies.push_str(&format!("  {} {} = *{pointer};\n", s.element_type, s.name));
        }
        let parameters = match parameters.is_empty() {
            true => "void".to_string(),
            false => parameters.join(", "),
        };
        // Parameters that this version does not use (`-Wunused-parameter`). The thread count
        // counts as unused too: the block may only read the one that a dispatch inside it
        // declares.
        let unused: String = arguments
            .iter()
            .filter(|a| !a.starts_with('&') && (!named.contains(*a) || *a == THREADS))
            .map(|a| format!("  (void){a};\n"))
            .collect();
        let definition = format!(
            "/* hedra opt: {what} of the region at line {} of {}, moved out of it */\nHEDRA_OUTLINED void {name}({parameters})\n{{\n{copies}{unused}  {}\n}}\n\n",
            self.line,
            self.site.function,
            body.replace('\n', "\n  ")
        );
        let definition = match scop.writes_scalar() {
            true => format!(
                "{}\n\n",
                crate::source::quiet_maybe_uninitialized(definition.trim_end())
            ),
            false => definition,
        };
        functions.push((name.clone(), definition));
        let mut call = String::from("{ ");
        for k in &kept {
            call.push_str(k);
            call.push(' ');
        }
        call.push_str(&format!("{name}({}); }}", arguments.join(", ")));
        call
    }
}

/// The prefix of the pointer parameter through which a moved version receives a scalar
/// local (see the module's documentation).
const COPIED_PREFIX: &str = "hedra_scalar_";

/// A scalar local that the region writes and that a moved version receives by address.
#[derive(Debug)]
struct Scalar {
    name: String,
    element_type: String,
    /// Declared inside the region: every version's block declares its own (its values are
    /// dead after the region and none is read before the region writes it), where the
    /// others are copied in through a pointer.
    local: bool,
}

/// The scalars that the region writes, each of which a moved block copies into a local of
/// its own (see the module's documentation); why the region's blocks cannot move, if they
/// cannot: storage that the code around the versions declares (local or scratch arrays),
/// or a written scalar read after the region, of a type not known, or of a function whose
/// locals may be `register`.
fn region_storage(scop: &Scop, site: &OutlineSite) -> Result<Vec<Scalar>, &'static str> {
    if scop
        .arrays
        .iter()
        .any(|a| (a.local && a.rank > 0) || a.scratch)
    {
        return Err("declares arrays of its own");
    }
    let written = |name: &str| {
        scop.statements
            .iter()
            .flat_map(|st| &st.accesses)
            .any(|a| a.kind == AccessKind::Write && a.array == name)
    };
    let mut scalars = Vec::new();
    for a in scop
        .arrays
        .iter()
        .filter(|a| a.rank == 0 && written(&a.name))
    {
        // A by-value parameter is copied already: the function has the same parameters.
        if a.dead_after && site.arguments.contains(&a.name) && !a.local {
            continue;
        }
        let copyable = a.dead_after && (site.addressable_locals || a.local);
        match (&a.element_type, copyable) {
            (Some(t), true) if site.hidden_in(t).is_empty() => scalars.push(Scalar {
                name: a.name.clone(),
                element_type: t.clone(),
                local: a.local,
            }),
            _ => {
                return Err(
                    "writes scalars that it cannot copy (read after it, or of a type not known)",
                )
            }
        }
    }
    Ok(scalars)
}
