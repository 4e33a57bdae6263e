//! Links the system isl library (Debian `libisl-dev`).

fn main() {
    println!("cargo:rustc-link-lib=isl");
    println!("cargo:rerun-if-changed=build.rs");
}
