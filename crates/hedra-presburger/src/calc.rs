//! iscc-style calculator (filled in below).
