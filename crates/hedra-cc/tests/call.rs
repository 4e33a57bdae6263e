//! How `hedra cc` reads the compiler's command line.

use hedra_cc::{Call, Mode};

fn parse(args: &[&str]) -> Call {
    Call::parse(&args.iter().map(|a| a.to_string()).collect::<Vec<_>>())
}

#[test]
fn inputs_modes_and_outputs() {
    let c = parse(&["-O2", "-I", "inc", "-c", "a.c", "-o", "a.o"]);
    assert_eq!(c.mode(), Mode::Compile);
    assert_eq!(c.inputs.len(), 1);
    assert!(c.inputs[0].is_c && c.inputs[0].path == "a.c");
    assert_eq!(c.output, Some((5, "a.o".to_string())));
    // `inc` is the value of -I, not an input.
    assert_eq!(parse(&["-I", "inc.c", "x.c"]).inputs.len(), 1);
    let link = parse(&["main.o", "util.c", "-lm", "-ofoo"]);
    assert_eq!(link.mode(), Mode::Link);
    assert_eq!(link.output, Some((3, "foo".to_string())));
    assert!(link.output_glued);
    assert!(!link.inputs[0].is_c && link.inputs[1].is_c);
    assert_eq!(parse(&["-E", "a.c"]).mode(), Mode::Preprocess);
    assert_eq!(parse(&["-S", "a.c"]).mode(), Mode::Assemble);
    assert_eq!(parse(&["-M", "a.c"]).mode(), Mode::AsWritten);
    assert_eq!(parse(&["-fsyntax-only", "a.c"]).mode(), Mode::AsWritten);
    assert_eq!(parse(&["-print-search-dirs"]).mode(), Mode::AsWritten);
    // `-v` with a source still compiles it.
    assert_eq!(parse(&["-v", "-c", "a.c"]).mode(), Mode::Compile);
}

#[test]
fn languages_follow_dash_x() {
    let c = parse(&[
        "-x",
        "c",
        "kernel.inc",
        "-x",
        "none",
        "b.s",
        "-xc",
        "-",
        "-x",
        "c++",
        "d.c",
    ]);
    let is_c: Vec<bool> = c.inputs.iter().map(|i| i.is_c).collect();
    assert_eq!(is_c, [true, false, true, false]);
    assert_eq!(c.inputs[0].language.as_deref(), Some("c"));
    assert_eq!(c.inputs[1].language, None);
    assert_eq!(c.inputs[2].path, "-");
}

#[test]
fn hedra_flags_are_taken_out() {
    let c = parse(&["--hedra-autoscop", "-c", "a.c", "--hedra-fuse=max", "-O3"]);
    assert_eq!(c.hedra_flags, ["--autoscop", "--fuse=max"]);
    assert_eq!(c.args, ["-c", "a.c", "-O3"]);
}

#[test]
fn compilations_share_the_options_but_not_the_inputs_output_language_or_link_flags() {
    let c = parse(&[
        "-O2",
        "-DN=10",
        "-x",
        "c",
        "a.c",
        "b.o",
        "-o",
        "prog",
        "-lm",
        "-L",
        "/lib",
        "-Wl,-z,now",
        "-MMD",
        "-fopenmp",
        "-static",
    ]);
    assert_eq!(c.compile_options(), ["-O2", "-DN=10", "-MMD", "-fopenmp"]);
    assert!(c.writes_depfiles && c.has_openmp);
}

#[test]
fn the_preprocessor_gets_include_paths_macros_and_the_standard() {
    let c = parse(&[
        "-O3", "-Iinc", "-I", "other", "-DN=4", "-D", "M", "-std=c99", "-c", "a.c", "-o", "a.o",
        "-include", "cfg.h", "-lm", "-L", "lib", "-fopenmp", "-Wall",
    ]);
    assert_eq!(
        c.preprocessor_flags(),
        [
            "-O3", "-Iinc", "-I", "other", "-DN=4", "-D", "M", "-std=c99", "-include", "cfg.h",
            "-fopenmp"
        ]
    );
}
