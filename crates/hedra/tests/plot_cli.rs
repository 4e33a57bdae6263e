//! `hedra plot`: the pictures of `docs/plots/` are what the command draws now, bad requests
//! are errors with a non-zero exit code, and (where Chromium is installed) the SVG renders
//! as a person would see it.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn hedra(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hedra"))
        .current_dir(root())
        .args(args)
        .output()
        .unwrap()
}

/// The three pictures of the documentation, with the commands that draw them.
const PICTURES: &[(&str, &[&str])] = &[
    ("triangular", &["--stmt", "S0", "--params", "N=8", "--deps"]),
    (
        "stencil",
        &[
            "--stmt",
            "S0",
            "--params",
            "T=12,N=16",
            "--tiles",
            "--dims",
            "t,i",
        ],
    ),
    ("matmul", &["--stmt", "S0", "--params", "N=12", "--tiles"]),
];

#[test]
fn the_documented_pictures_are_current() {
    for (name, opts) in PICTURES {
        let src = format!("docs/plots/{name}.c");
        let mut args = vec!["plot", src.as_str()];
        args.extend_from_slice(opts);
        let out = hedra(&args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let svg = String::from_utf8(out.stdout).unwrap();
        let file = root().join(format!("docs/plots/{name}.svg"));
        if std::env::var_os("HEDRA_BLESS").is_some() {
            std::fs::write(&file, &svg).unwrap();
        }
        let kept = std::fs::read_to_string(&file).unwrap_or_default();
        assert!(
            kept == svg,
            "docs/plots/{name}.svg is not what `hedra plot` draws now (HEDRA_BLESS=1 rewrites it)"
        );
    }
}

#[test]
fn bad_requests_exit_with_an_error() {
    let out = hedra(&["plot", "docs/plots/triangular.c", "--stmt", "S0"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no value for `N`"));
    let out = hedra(&[
        "plot",
        "docs/plots/triangular.c",
        "--stmt",
        "S7",
        "--params",
        "N=4",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--stmt S7"));
    let out = hedra(&[
        "plot",
        "docs/plots/triangular.c",
        "--stmt",
        "S0",
        "--params",
        "N=x",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let out = hedra(&[
        "plot",
        "docs/plots/matmul.c",
        "--stmt",
        "S0",
        "--params",
        "N=4",
        "--dims",
        "i,q",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("`q`"));
    let plain = std::env::temp_dir().join(format!("hedra-plot-plain-{}.c", std::process::id()));
    std::fs::write(&plain, "int f(int n) { return n + 1; }\n").unwrap();
    let out = hedra(&[
        "plot",
        plain.to_str().unwrap(),
        "--stmt",
        "S0",
        "--params",
        "N=4",
    ]);
    let _ = std::fs::remove_file(&plain);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no `#pragma scop` region"));
}

/// The first Chromium found, if any.
fn chromium() -> Option<&'static str> {
    ["chromium", "chromium-browser", "google-chrome"]
        .into_iter()
        .find(|c| {
            Command::new(c)
                .arg("--version")
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|s| s.success())
        })
}

#[test]
fn the_triangle_renders_with_its_points_where_they_belong() {
    let Some(browser) = chromium() else {
        eprintln!("Chromium not installed: the rendering check is skipped");
        return;
    };
    let dir = std::env::temp_dir().join(format!("hedra-plot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let svg = root().join("docs/plots/triangular.svg");
    let png = dir.join("triangle.png");
    let status = Command::new(browser)
        .args([
            "--headless",
            "--disable-gpu",
            "--no-sandbox",
            "--hide-scrollbars",
        ])
        .arg(format!("--screenshot={}", png.display()))
        .arg("--window-size=800,800")
        .arg(format!("file://{}", svg.canonicalize().unwrap().display()))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
    let decoder = png::Decoder::new(std::fs::File::open(&png).unwrap());
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).unwrap();
    let channels = info.line_size / info.width as usize;
    let pixel = |x: usize, y: usize| {
        let at = y * info.line_size + x * channels;
        (buf[at], buf[at + 1], buf[at + 2])
    };
    // The dots' centres, read from the SVG, are black; the cell between two dots is white.
    let text = std::fs::read_to_string(&svg).unwrap();
    let centres: Vec<(f64, f64)> = text
        .lines()
        .filter(|l| l.starts_with("<circle class=\"point\""))
        .map(|l| (attr(l, "cx"), attr(l, "cy")))
        .collect();
    assert_eq!(centres.len(), 28);
    for &(x, y) in &centres {
        let (r, g, b) = pixel(x.round() as usize, y.round() as usize);
        assert!(
            r < 80 && g < 80 && b < 80,
            "dot at ({x}, {y}) is ({r}, {g}, {b})"
        );
    }
    // Above the diagonal (j > i) there are no points: white.
    let (x0, y0) = centres[0];
    let (r, g, b) = pixel(x0.round() as usize + 4, y0.round() as usize - 200);
    assert!(r > 200 && g > 200 && b > 200, "({r}, {g}, {b})");
}

/// The number in attribute `name="..."` of an SVG line.
fn attr(line: &str, name: &str) -> f64 {
    let key = format!(" {name}=\"");
    let start = line.find(&key).unwrap() + key.len();
    let end = start + line[start..].find('"').unwrap();
    line[start..end].parse().unwrap()
}
