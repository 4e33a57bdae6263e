//! The parts of hedra's kernel benchmark that its tests share: the forms of a kernel (the
//! same computation written in other ways). The benchmark itself is the `hedra-bench`
//! program (`src/main.rs`).

pub mod forms;
