"""The report of scripts/tc_bench.sh: table.md and tc-tune-convergence.svg in the work dir.

Reads WORK/results.tsv (kernel, variant, threads, median ms or tuning seconds, check,
extra) and the `hedra tune -v` logs WORK/KERNEL.tuneT.err (lines "untuned: X ms" and, one
per candidate, "[G] X ms: FLAGS" or "[G] discarded: WHY") and outputs WORK/KERNEL.tuneT.out.
The best time after generation G is the smallest candidate time of generations 1..G.
No dependencies beyond the standard library.
"""
import argparse
import math
import os
import re

COLORS = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f"]


def read_results(work):
    rows = []
    with open(os.path.join(work, "results.tsv")) as f:
        for line in f:
            p = line.rstrip("\n").split("\t")
            if len(p) >= 5:
                rows.append(p + [""] * (6 - len(p)))
    return rows


def convergence(path):
    """(untuned ms, [best ms after generation 1, 2, ...], measured, discarded)."""
    untuned, per_gen, measured, discarded = None, {}, 0, 0
    tuner_counts = None
    if not os.path.exists(path):
        return None
    for line in open(path):
        m = re.match(r"untuned: ([0-9.]+) ms", line)
        if m:
            untuned = float(m.group(1))
            continue
        m = re.match(r"\[(\d+)\] ([0-9.]+) ms", line)
        if m:
            g, t = int(m.group(1)), float(m.group(2))
            per_gen[g] = min(per_gen.get(g, math.inf), t)
            measured += 1
            continue
        m = re.search(r"(\d+) option sets measured \((\d+) discarded\)", line)
        if m:
            tuner_counts = (int(m.group(1)), int(m.group(2)))
            continue
        m = re.match(r"\[(\d+)\] discarded", line)
        if m:
            per_gen.setdefault(int(m.group(1)), math.inf)
            discarded += 1
    best, out = math.inf, []
    for g in sorted(per_gen):
        best = min(best, per_gen[g])
        out.append(best)
    if tuner_counts:  # the tuner's own count (the -v lines repeat the kept elites)
        measured, discarded = tuner_counts
    return untuned, out, measured, discarded


def tune_out(path):
    d = {}
    if os.path.exists(path):
        for line in open(path):
            m = re.match(r"def \S+ at (\S+):", line)
            if m:
                d["sizes"] = m.group(1)
            for key in ("untuned", "best", "options"):
                if line.startswith("  %s: " % key):
                    d[key] = line.split(": ", 1)[1].strip()
    return d


def fmt(x):
    return "%.2f" % x if x is not None else "n/a"


def svg(series, path, title):
    w, h, l, r, t, b = 760, 420, 70, 170, 40, 50
    pts = [v for _, _, ys in series for v in ys if v and math.isfinite(v)]
    if not pts:
        return
    lo, hi = math.log10(min(pts)), math.log10(max(pts))
    lo, hi = math.floor(lo * 4) / 4, math.ceil(hi * 4) / 4
    if hi - lo < 0.25:
        hi = lo + 0.25
    gmax = max(len(ys) for _, _, ys in series) - 1
    gmax = max(gmax, 1)

    def X(g):
        return l + (w - l - r) * g / gmax

    def Y(v):
        return t + (h - t - b) * (hi - math.log10(v)) / (hi - lo)

    o = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">' % (w, h),
         '<rect width="100%" height="100%" fill="white"/>',
         '<text x="%d" y="22" font-size="14">%s</text>' % (l, title)]
    # Axes and grid.
    o.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black"/>' % (l, h - b, w - r, h - b))
    o.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black"/>' % (l, t, l, h - b))
    for g in range(gmax + 1):
        o.append('<text x="%.1f" y="%d" text-anchor="middle">%s</text>' % (X(g), h - b + 16, "untuned" if g == 0 else g))
    o.append('<text x="%d" y="%d" text-anchor="middle">generation</text>' % ((l + w - r) // 2, h - 10))
    for e in range(int(math.floor(lo)), int(math.ceil(hi)) + 1):
        for m in (1, 2, 5):
            v = m * 10 ** e
            lv = math.log10(v)
            if lo - 1e-9 <= lv <= hi + 1e-9:
                y = Y(v)
                o.append('<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#ddd"/>' % (l, y, w - r, y))
                o.append('<text x="%d" y="%.1f" text-anchor="end">%g</text>' % (l - 6, y + 4, v))
    o.append('<text transform="translate(18,%d) rotate(-90)" text-anchor="middle">best time (ms, log scale)</text>' % ((t + h - b) // 2))
    for i, (name, _, ys) in enumerate(series):
        c = COLORS[i % len(COLORS)]
        p = [(X(g), Y(v)) for g, v in enumerate(ys) if v and math.isfinite(v)]
        o.append('<polyline fill="none" stroke="%s" stroke-width="2" points="%s"/>' % (c, " ".join("%.1f,%.1f" % q for q in p)))
        for x, y in p:
            o.append('<circle cx="%.1f" cy="%.1f" r="3" fill="%s"/>' % (x, y, c))
        ly = t + 10 + 18 * i
        o.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="2"/>' % (w - r + 12, ly, w - r + 32, ly, c))
        o.append('<text x="%d" y="%d">%s</text>' % (w - r + 38, ly + 4, name))
    o.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(o) + "\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--work", required=True)
    ap.add_argument("--tol", default="1e-4")
    ap.add_argument("--runs", default="5")
    ap.add_argument("--generations", default="?")
    ap.add_argument("--population", default="?")
    ap.add_argument("--tune-threads", default="1")
    a = ap.parse_args()
    rows = read_results(a.work)
    kernels = []
    t = {}
    tune = {}
    for k, v, th, val, check, extra in rows:
        if k not in kernels:
            kernels.append(k)
        if v == "tune":
            tune[(k, th)] = (val, check, extra)
        else:
            t[(k, v, th)] = (float(val) if val not in ("NA", "") else None, check)
    tts = a.tune_threads.split()
    first = tts[0]
    t2 = "2" if "2" in tts else first
    t1 = "1" if "1" in tts else first

    def get(k, v, th):
        return t.get((k, v, th), (None, ""))

    out = []
    out.append("| kernel | sizes | naive gcc (ms) | untuned 1T (ms) | tuned 1T (ms) | tuned/untuned 1T | naive/tuned 1T | untuned 2T (ms) | tuned 2T (ms) | tuned/untuned 2T | naive/tuned 2T | output (untuned; tuned) |")
    out.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    s1, s2 = [], []
    for k in kernels:
        sizes = tune_out(os.path.join(a.work, "%s.tune%s.out" % (k, first))).get("sizes", "")
        nv, _ = get(k, "naive", "1")
        u1, cu1 = get(k, "untuned", "1")
        u2, cu2 = get(k, "untuned", "2")
        x1, cx1 = get(k, "tuned" + t1, "1")
        x2, cx2 = get(k, "tuned" + t2, "2")

        def ratio(p, q):
            return "%.2fx" % (p / q) if p and q else "n/a"

        if u1 and x1:
            s1.append(u1 / x1)
        if u2 and x2:
            s2.append(u2 / x2)
        checks = sorted(set(c for c in (cu1, cu2) if c)) or ["n/a"]
        checkt = sorted(set(c for c in (cx1, cx2) if c)) or ["n/a"]
        out.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s; %s |" % (
            k, sizes, fmt(nv), fmt(u1), fmt(x1), ratio(u1, x1), ratio(nv, x1), fmt(u2), fmt(x2), ratio(u2, x2), ratio(nv, x2),
            ", ".join(checks), ", ".join(checkt)))

    def gm(xs):
        return "%.2fx" % math.exp(sum(map(math.log, xs)) / len(xs)) if xs else "n/a"

    out.append("")
    out.append("Geometric mean of tuned/untuned: %s with 1 thread (%d kernels), %s with 2 threads (%d kernels)." % (gm(s1), len(s1), gm(s2), len(s2)))
    npy = t.get(("mm", "numpy", "1"))
    if npy and npy[0]:
        x1, _ = get("mm", "tuned" + t1, "1")
        u1, _ = get("mm", "untuned", "1")
        out.append("")
        out.append("mm, NumPy (numpy.matmul, float32, one OpenBLAS thread): %.2f ms (output: %s); hedra tuned 1T %s ms = %s of NumPy's speed, untuned 1T %s ms = %s." % (
            npy[0], npy[1], fmt(x1), "%.0f%%" % (100 * npy[0] / x1) if x1 else "n/a", fmt(u1), "%.0f%%" % (100 * npy[0] / u1) if u1 else "n/a"))
    out.append("")
    out.append("Tuning (`hedra tune --generations %s --population %s`):" % (a.generations, a.population))
    out.append("")
    out.append("| kernel | --threads | tuning time (s) | option sets measured (discarded) | tuner's untuned (ms) | tuner's best (ms) | best options | second run (s) |")
    out.append("|---|---:|---:|---:|---:|---:|---|---:|")
    series = []
    conv_lines = []
    for k in kernels:
        for th in tts:
            if (k, th) not in tune:
                continue
            val, rc, extra = tune[(k, th)]
            c = convergence(os.path.join(a.work, "%s.tune%s.err" % (k, th)))
            o = tune_out(os.path.join(a.work, "%s.tune%s.out" % (k, th)))
            again = re.search(r"again=(\S+) hit=(\S+)", extra)
            meas = "%d (%d)" % (c[2], c[3]) if c else "n/a"
            out.append("| %s | %s | %s%s | %s | %s | %s | `%s` | %s%s |" % (
                k, th, val, "" if rc == "rc=0" else " (%s)" % rc, meas, o.get("untuned", "n/a").replace(" ms", ""),
                o.get("best", "n/a").replace(" ms", ""), o.get("options", "n/a"),
                again.group(1) if again else "n/a", "" if again and again.group(2) == "yes" else " (no cache hit)"))
            if c and c[0] is not None:
                ys = [c[0]] + c[1]
                series.append(("%s%s" % (k, "" if len(tts) == 1 else " (%sT)" % th), th, ys))
                conv_lines.append("| %s | %s | %s |" % (k, th, " | ".join("%.3f" % y if math.isfinite(y) else "-" for y in ys)))
    if conv_lines:
        gmax = max(len(s[2]) for s in series) - 1
        out.append("")
        out.append("Best time (ms) after each generation (the tuner's measurements; column 0 is the untuned code):")
        out.append("")
        out.append("| kernel | --threads | " + " | ".join(str(g) for g in range(gmax + 1)) + " |")
        out.append("|---|---:|" + "---:|" * (gmax + 1))
        out.extend(conv_lines)
    with open(os.path.join(a.work, "table.md"), "w") as f:
        f.write("\n".join(out) + "\n")
    svg(series, os.path.join(a.work, "tc-tune-convergence.svg"),
        "hedra tune: best time per generation (the tuner's own measurements; --threads %s, population %s)" % (a.tune_threads, a.population))
    print("\n".join(out))


if __name__ == "__main__":
    main()
