#!/usr/bin/env bash
# The tests of the Python binding (crates/hedra-py, the `hedra` module), as CI runs them:
# a virtual environment under target/ with maturin, pytest and NumPy; the module built
# there by maturin in the release profile (the workspace's target folder, so the pipeline
# crates that `cargo build --release -p hedra` built are reused); then pytest. The tuned
# tests run `hedra tune` from target/release/hedra, built here when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=target/py-venv
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install -q --disable-pip-version-check "maturin>=1.9.4,<2" pytest numpy
cargo build --release -p hedra
VIRTUAL_ENV="$PWD/$venv" PATH="$PWD/$venv/bin:$PATH" \
  maturin develop --release -q -m crates/hedra-py/Cargo.toml
"$venv/bin/python" -m pytest -q crates/hedra-py/tests
