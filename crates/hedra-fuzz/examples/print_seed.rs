//! Prints the generated program of a seed: `cargo run -p hedra-fuzz --example print_seed -- SEED`.
fn main() {
    let seed: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let p = hedra_fuzz::gen::generate(seed, &Default::default());
    print!("{}", p.to_c().unwrap());
}
