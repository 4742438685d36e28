#!/usr/bin/env python3
"""numpy / scipy timings of the computations bench/stats.ts times in veraz.

Prints one JSON object {name: median seconds}. Inputs are generated here with
the same shapes as the TypeScript side (values differ; the work is the same).
"""
import json
import sys
import time

import numpy as np
from scipy import stats

REPEATS = int(sys.argv[1]) if len(sys.argv) > 1 else 5
rng = np.random.default_rng(1)


def median_time(fn, repeats=REPEATS):
    for _ in range(3):  # warm-up, as the TypeScript side
        fn()
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return float(np.median(times))


templates = [(rng.integers(1, 6, 6), rng.integers(1, 6, 6)) for _ in range(10)]


def mc_permutation():
    # Monte Carlo permutation of 6 vs 6, 9,999 resamples, vectorised as scipy does internally.
    for a, b in templates:
        pooled = np.concatenate([a, b])
        idx = rng.permuted(np.tile(np.arange(12), (9999, 1)), axis=1)
        x = pooled[idx]
        null = x[:, :6].mean(axis=1) - x[:, 6:].mean(axis=1)
        obs = a.mean() - b.mean()
        less = ((null <= obs).sum() + 1) / 10000
        greater = ((null >= obs).sum() + 1) / 10000
        min(1.0, 2 * min(less, greater))


def scipy_exact_permutation():
    for a, b in templates:
        stats.permutation_test((a, b), lambda x, y, axis=-1: np.mean(x, axis=axis) - np.mean(y, axis=axis),
                               permutation_type="independent", vectorized=True, n_resamples=9999,
                               alternative="two-sided")


def two_level_bootstrap():
    diffs = []
    for a, b in templates:
        ma = a[rng.integers(0, 6, size=(2000, 6))].mean(axis=1)
        mb = b[rng.integers(0, 6, size=(2000, 6))].mean(axis=1)
        np.percentile(ma - mb, [2.5, 97.5])
        diffs.append(a.mean() - b.mean())
    d = np.array(diffs)
    np.percentile(d[rng.integers(0, 10, size=(2000, 10))].mean(axis=1), [2.5, 97.5])


N = 1_000_000
conf = rng.uniform(0, 1, N).round(2)
corr = rng.integers(0, 2, N)
edges = np.linspace(0, 1, 6)


def ece():
    b = np.digitize(conf, edges[1:-1], right=True)
    n = np.bincount(b, minlength=5)
    s = np.bincount(b, weights=conf, minlength=5)
    h = np.bincount(b, weights=corr, minlength=5)
    m = n > 0
    float((n[m] / N * np.abs(h[m] / n[m] - s[m] / n[m])).sum())


thresholds = np.round(np.arange(0, 1.0001, 0.05), 2)


def precision_coverage():
    # The seed's method, vectorised per threshold.
    for u in thresholds:
        delivered = conf >= u
        delivered.mean()
        corr[delivered].mean() if delivered.any() else np.nan


out = {
    "mc_permutation_10x9999": median_time(mc_permutation),
    "exact_permutation_10x924": median_time(scipy_exact_permutation),
    "two_level_bootstrap_2000": median_time(two_level_bootstrap),
    "ece_1e6": median_time(ece),
    "precision_coverage_1e6": median_time(precision_coverage),
}
json.dump(out, sys.stdout)
