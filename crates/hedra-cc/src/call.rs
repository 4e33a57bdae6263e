//! The C compiler's command line, as `hedra cc` reads it: which arguments are inputs, which
//! inputs are C sources, what the call produces, and which arguments are hedra's own.
//!
//! The reading follows gcc's (and clang's) conventions: an option that takes a separate
//! value (`-o out`, `-I dir`, `-x c`, ...) consumes the next argument; `-x LANG` sets the
//! language of the inputs after it (`-x none` returns to the file extension); any other
//! argument that does not start with `-`, and `-` itself (standard input), is an input.

/// What a call of the compiler produces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Compile and link (no `-c`, `-S` or `-E`).
    Link,
    /// `-c`: one object file per source.
    Compile,
    /// `-S`: one assembler file per source.
    Assemble,
    /// `-E`: the preprocessed text.
    Preprocess,
    /// A call whose output does not depend on the code of the regions (`-M`, `-MM`,
    /// `-fsyntax-only`, version and search-path queries): it runs as written.
    AsWritten,
}

/// One input of the call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// Its position in [`Call::args`].
    pub at: usize,
    /// The path as written (`-` for standard input).
    pub path: String,
    /// True when the compiler reads it as C source (`.c`, or under `-x c`).
    pub is_c: bool,
    /// The `-x` language in effect for it, if any.
    pub language: Option<String>,
}

/// A command line of the C compiler, with hedra's own arguments taken out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Call {
    /// The compiler's arguments, in order (without the `--hedra-*` ones).
    pub args: Vec<String>,
    /// The inputs among them.
    pub inputs: Vec<Input>,
    /// The position of the `-o` argument and the output path, when given.
    pub output: Option<(usize, String)>,
    /// Whether the output path is glued to the option (`-oFILE`, one argument).
    pub output_glued: bool,
    /// `--hedra-NAME[=VALUE]` arguments as `hedra opt` options, `--NAME[=VALUE]`.
    pub hedra_flags: Vec<String>,
    /// `-save-temps` was given: the generated sources are kept.
    pub save_temps: bool,
    /// Whether the call writes dependency files as a side effect (`-MD`, `-MMD`).
    pub writes_depfiles: bool,
    /// The `-MF` path, when given.
    pub depfile: Option<String>,
    /// `-fopenmp` is already among the arguments.
    pub has_openmp: bool,
}

/// gcc's other options that take their value as the next argument (see
/// [`takes_value`]).
const TAKES_VALUE: &[&str] = &[
    "-o",
    "-imultilib",
    "-x",
    "-MF",
    "-MT",
    "-MQ",
    "-L",
    "-l",
    "-Xlinker",
    "-Xpreprocessor",
    "-Xassembler",
    "-aux-info",
    "--param",
    "-u",
    "-T",
    "-z",
    "-e",
    "-B",
    "-dumpbase",
    "-dumpdir",
    "-dumpbase-ext",
    "-wrapper",
    "-specs",
    "-arch",
];

/// Whether `a` is an option of gcc that takes its value as the next argument.
fn takes_value(a: &str) -> bool {
    PREPROCESSOR_VALUE.contains(&a) || TAKES_VALUE.contains(&a)
}

/// Options with a separate value that the preprocessor takes.
const PREPROCESSOR_VALUE: &[&str] = &[
    "-I",
    "-D",
    "-U",
    "-include",
    "-imacros",
    "-isystem",
    "-iquote",
    "-idirafter",
    "-iprefix",
    "-iwithprefix",
    "-iwithprefixbefore",
    "-isysroot",
    "--sysroot",
    "-target",
    "--target",
];

/// Prefixes of the one-word options that the preprocessor takes (`-Idir`, `-DN=4`,
/// `-std=c99`, `-m32`, `-fopenmp`, which defines `_OPENMP`, `-O2`, which defines
/// `__OPTIMIZE__`).
const PREPROCESSOR_GLUED: &[&str] = &[
    "-I",
    "-D",
    "-U",
    "-std=",
    "-ansi",
    "-m",
    "-f",
    "-O",
    "-nostdinc",
    "-undef",
    "-isystem",
    "-iquote",
    "-idirafter",
    "-include",
    "-imacros",
    "--sysroot=",
];

/// Options after which the output does not depend on the regions' code.
const AS_WRITTEN: &[&str] = &[
    "-M",
    "-MM",
    "-fsyntax-only",
    "--version",
    "-###",
    "-dumpversion",
    "-dumpmachine",
    "-dumpspecs",
    "--help",
];

impl Call {
    /// Reads a command line (the arguments after the compiler's name).
    pub fn parse(argv: &[String]) -> Call {
        let mut call = Call::default();
        let mut lang: Option<String> = None;
        let mut k = 0;
        while k < argv.len() {
            let a = &argv[k];
            if let Some(flag) = a.strip_prefix("--hedra-") {
                call.hedra_flags.push(format!("--{flag}"));
                k += 1;
                continue;
            }
            let at = call.args.len();
            call.args.push(a.clone());
            if a == "-" || !a.starts_with('-') {
                let is_c = match lang.as_deref() {
                    Some(l) => l == "c",
                    None => a.ends_with(".c"),
                };
                call.inputs.push(Input {
                    at,
                    path: a.clone(),
                    is_c,
                    language: lang.clone(),
                });
                k += 1;
                continue;
            }
            let value = if takes_value(a) {
                k += 1;
                let v = argv.get(k).cloned();
                if let Some(v) = &v {
                    call.args.push(v.clone());
                }
                v
            } else {
                None
            };
            call.note_option(a, value, at, &mut lang);
            k += 1;
        }
        call
    }

    /// Records what option `a` (with its separate `value`, at position `at`) means.
    fn note_option(
        &mut self,
        a: &str,
        value: Option<String>,
        at: usize,
        lang: &mut Option<String>,
    ) {
        match a {
            "-o" => {
                self.output = value.map(|v| (at, v));
                self.output_glued = false;
            }
            "-x" => *lang = value.filter(|l| l != "none"),
            "-MF" => self.depfile = value,
            "-MD" | "-MMD" => self.writes_depfiles = true,
            "-save-temps" => self.save_temps = true,
            "-fopenmp" => self.has_openmp = true,
            _ => {
                if let Some(l) = a.strip_prefix("-x") {
                    *lang = Some(l.to_string()).filter(|l| l != "none");
                } else if let Some(out) = a.strip_prefix("-o") {
                    self.output = Some((at, out.to_string()));
                    self.output_glued = true;
                } else if a.starts_with("-save-temps=") {
                    self.save_temps = true;
                }
            }
        }
    }

    /// The arguments that shape what the preprocessor sees, in order: include paths,
    /// macros, the language standard, target and optimization options (which predefine
    /// macros). hedra's preprocessing of a source to read its declarations takes them.
    pub fn preprocessor_flags(&self) -> Vec<String> {
        let mut out = Vec::new();
        let mut k = 0;
        while k < self.args.len() {
            let a = &self.args[k];
            if PREPROCESSOR_VALUE.contains(&a.as_str()) {
                out.extend(self.args[k..(k + 2).min(self.args.len())].iter().cloned());
                k += 2;
                continue;
            }
            if takes_value(a) {
                k += 2;
                continue;
            }
            if PREPROCESSOR_GLUED.iter().any(|p| a.starts_with(p)) {
                out.push(a.clone());
            }
            k += 1;
        }
        out
    }

    /// What the call produces.
    pub fn mode(&self) -> Mode {
        let has = |o: &str| self.option_positions().any(|k| self.args[k] == o);
        if self
            .option_positions()
            .any(|k| AS_WRITTEN.contains(&self.args[k].as_str()))
            || self
                .option_positions()
                .any(|k| self.args[k].starts_with("-print-"))
        {
            Mode::AsWritten
        } else if has("-E") {
            Mode::Preprocess
        } else if has("-S") {
            Mode::Assemble
        } else if has("-c") {
            Mode::Compile
        } else {
            Mode::Link
        }
    }

    /// The positions of the arguments that are options (not inputs, not option values).
    fn option_positions(&self) -> impl Iterator<Item = usize> + '_ {
        let mut value_next = false;
        (0..self.args.len()).filter(move |&k| {
            let a = &self.args[k];
            if value_next {
                value_next = false;
                return false;
            }
            if self.inputs.iter().any(|i| i.at == k) {
                return false;
            }
            value_next = takes_value(a);
            true
        })
    }

    /// The arguments without the inputs, the `-o` option and the `-x` options, and
    /// without the options that only the linker reads: what the compilation of one source
    /// shares with the call.
    pub fn compile_options(&self) -> Vec<String> {
        let mut out = Vec::new();
        for k in self.option_positions() {
            let a = &self.args[k];
            let is_output = self.output.as_ref().is_some_and(|(at, _)| *at == k);
            if is_output || a.starts_with("-x") || is_link_only(a) {
                continue;
            }
            out.push(a.clone());
            if takes_value(a) {
                if let Some(v) = self.args.get(k + 1) {
                    out.push(v.clone());
                }
            }
        }
        out
    }
}

/// Options that only the linker reads (gcc warns when a compile-only call has them).
fn is_link_only(a: &str) -> bool {
    const EXACT: &[&str] = &[
        "-Xlinker",
        "-T",
        "-u",
        "-z",
        "-e",
        "-static",
        "-shared",
        "-rdynamic",
        "-nostdlib",
        "-nostartfiles",
        "-nodefaultlibs",
        "-pie",
        "-no-pie",
        "-static-pie",
        "-s",
    ];
    EXACT.contains(&a) || a.starts_with("-l") || a.starts_with("-L") || a.starts_with("-Wl,")
}
