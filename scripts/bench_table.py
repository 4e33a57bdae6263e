#!/usr/bin/env python3
"""Reads criterion's estimates for hedra-vs-isl groups and prints a markdown table.

Usage: python3 scripts/bench_table.py [target/criterion]
"""
import json
import os
import sys

root = sys.argv[1] if len(sys.argv) > 1 else "target/criterion"
rows = []
for group in sorted(os.listdir(root)):
    gdir = os.path.join(root, group)
    ours = os.path.join(gdir, "hedra", "new", "estimates.json")
    theirs = os.path.join(gdir, "isl", "new", "estimates.json")
    if not (os.path.exists(ours) and os.path.exists(theirs)):
        continue
    h = json.load(open(ours))["median"]["point_estimate"]
    i = json.load(open(theirs))["median"]["point_estimate"]
    rows.append((group, h, i))

def fmt(ns):
    if ns >= 1e6:
        return f"{ns / 1e6:.2f} ms"
    return f"{ns / 1e3:.1f} µs"

print("| operation group | hedra (median) | isl (median) | hedra / isl |")
print("|---|---:|---:|---:|")
for g, h, i in rows:
    print(f"| {g} | {fmt(h)} | {fmt(i)} | {h / i:.2f}x |")
