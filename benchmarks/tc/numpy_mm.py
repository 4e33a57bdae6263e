"""Times numpy.matmul on float32 for mm.tc, with the inputs of driver.c.

Usage: OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 python3 numpy_mm.py [--runs R]
           [--ref NAIVE.bin --tol TOL] M=.. N=.. K=..
Prints "median_ms T runs t1 t2 ... check C" where C is "bitwise", "max rel err E" (E as
in cmp.c) or "MISMATCH ..." (exit 1) against the naive reference's output file.
The thread count is fixed by the environment (set before numpy loads OpenBLAS).
"""
import sys
import time

import numpy as np


def inputs(m, k, n):
    # driver.c's generator: a 64-bit LCG, the top 24 bits of each state as a float in [0, 1).
    total = m * k + k * n
    mask = (1 << 64) - 1
    s = 0x9E3779B97F4A7C15
    out = np.empty(total, dtype=np.float32)
    a, c = 6364136223846793005, 1442695040888963407
    for i in range(total):
        s = (s * a + c) & mask
        out[i] = (s >> 40) * (1.0 / 16777216.0)
    return out[: m * k].reshape(m, k), out[m * k:].reshape(k, n)


def main(argv):
    runs, ref, tol, sizes = 5, None, 1e-4, {}
    i = 0
    while i < len(argv):
        if argv[i] == "--runs":
            runs = int(argv[i + 1]); i += 2
        elif argv[i] == "--ref":
            ref = argv[i + 1]; i += 2
        elif argv[i] == "--tol":
            tol = float(argv[i + 1]); i += 2
        else:
            name, value = argv[i].split("="); sizes[name] = int(value); i += 1
    m, k, n = sizes["M"], sizes["K"], sizes["N"]
    a, b = inputs(m, k, n)
    c = np.matmul(a, b)  # warm-up
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        c = np.matmul(a, b)
        times.append((time.perf_counter() - t0) * 1e3)
    med = sorted(times)[runs // 2] if runs % 2 else sum(sorted(times)[runs // 2 - 1: runs // 2 + 1]) / 2
    check, rc = "not checked", 0
    if ref:
        r = np.fromfile(ref, dtype=np.float32).reshape(m, n)
        if np.array_equal(r.view(np.uint32), c.view(np.uint32)):
            check = "bitwise"
        else:
            d = np.abs(r.astype(np.float64) - c.astype(np.float64))
            s = np.maximum(np.abs(r), np.abs(c)).astype(np.float64)
            e = float(np.max(np.where(s > 0, d / np.where(s > 0, s, 1), 0)))
            check = "max rel err %.1e" % e
            if e > tol:
                check, rc = "MISMATCH " + check, 1
    print("median_ms %.4f runs %s check %s" % (med, " ".join("%.4f" % t for t in times), check))
    return rc


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
