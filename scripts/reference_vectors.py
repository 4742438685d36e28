#!/usr/bin/env python3
"""Reference vectors for veraz's statistics, from scipy, statsmodels and scikit-learn.

Run with Debian's python3 and its packages (apt-get install python3-scipy
python3-statsmodels python3-sklearn):

    python3 scripts/reference_vectors.py > lib/stats/__vectors__/reference.json

The output is committed; lib/stats/*.test.ts compare the TypeScript
implementations against it. Everything here is deterministic (fixed seed).
"""
import json
import sys

import numpy as np
import scipy
import sklearn
import statsmodels
from scipy import stats
from sklearn.calibration import calibration_curve
from sklearn.metrics import cohen_kappa_score, confusion_matrix
from statsmodels.stats.contingency_tables import mcnemar
from statsmodels.stats.multitest import multipletests
from statsmodels.stats.proportion import proportion_confint

rng = np.random.default_rng(20261129)
out = {
    "_meta": {
        "generator": "scripts/reference_vectors.py",
        "numpy": np.__version__,
        "scipy": scipy.__version__,
        "statsmodels": statsmodels.__version__,
        "sklearn": sklearn.__version__,
    }
}

# Normal quantiles (scipy.stats.norm.ppf).
ps = [1e-12, 1e-6, 0.001, 0.01, 0.025, 0.05, 0.1, 0.3, 0.5, 0.7, 0.9, 0.95, 0.975, 0.99, 0.999, 1 - 1e-6]
out["normal_ppf"] = [{"p": p, "z": float(stats.norm.ppf(p))} for p in ps]

# Wilson intervals at several levels, with edge cases (statsmodels proportion_confint).
wilson = []
for alpha in (0.01, 0.05, 0.10, 0.20):
    for k, n in [(0, 1), (1, 1), (0, 25), (25, 25), (1, 25), (4, 25), (8, 25), (3, 73), (33, 207), (106, 332), (0, 1000), (999, 1000), (5, 7)]:
        lo, hi = proportion_confint(k, n, alpha=alpha, method="wilson")
        wilson.append({"k": k, "n": n, "level": 1 - alpha, "low": float(lo), "high": float(hi)})
out["wilson_statsmodels"] = wilson

# Holm on random vectors, some with ties and zeros/ones (statsmodels multipletests).
holm = []
for size in (1, 2, 5, 10, 23):
    for _ in range(3):
        p = rng.choice([0.0, 0.001, 0.01, 0.02, 0.02, 0.04, 0.3, 0.5, 1.0], size=size) if _ == 0 else rng.uniform(0, 0.2, size=size).round(3)
        holm.append({"p": [float(x) for x in p], "adjusted": [float(x) for x in multipletests(p, method="holm")[1]]})
out["holm_statsmodels"] = holm

# Reliability bins with values exactly on edges (sklearn calibration_curve + numpy digitize ECE).
reliability = []
cases = [
    (np.array([0.0, 0.2, 0.2, 0.4, 0.6, 0.6000000000000001, 0.8, 0.8, 1.0, 0.55, 0.81, 0.19]), np.array([0, 0, 1, 1, 0, 1, 1, 0, 1, 1, 1, 0])),
    (rng.uniform(0, 1, 200).round(2), rng.integers(0, 2, 200)),
    (rng.beta(5, 2, 500).round(3), rng.integers(0, 2, 500)),
]
for bins in (5, 10):
    for c, a in cases:
        edges = np.linspace(0, 1, bins + 1)
        b = np.digitize(c, edges[1:-1], right=True)
        rows = []
        ece = 0.0
        for i in range(bins):
            m = b == i
            if m.sum() == 0:
                continue
            rows.append({"bin": i, "n": int(m.sum()), "meanConfidence": float(c[m].mean()), "accuracy": float(a[m].mean())})
            ece += m.sum() / len(c) * abs(a[m].mean() - c[m].mean())
        prob_true, prob_pred = calibration_curve(a, c, n_bins=bins, strategy="uniform")
        reliability.append({
            "confidence": [float(x) for x in c], "correct": [int(x) for x in a], "bins": bins,
            "numpy_bins": rows, "numpy_ece": float(ece),
            "sklearn_prob_true": [float(x) for x in prob_true], "sklearn_prob_pred": [float(x) for x in prob_pred],
        })
out["reliability"] = reliability

# Exact two-sample permutation p-values for unequal group sizes (scipy.stats.permutation_test).
def mean_diff(x, y, axis=-1):
    return np.mean(x, axis=axis) - np.mean(y, axis=axis)

perm = []
for na, nb in [(3, 5), (4, 7), (6, 6), (2, 9), (5, 8)]:
    for integer in (True, False):
        a = rng.integers(1, 6, na) if integer else rng.normal(0, 1, na).round(4)
        b = rng.integers(1, 6, nb) if integer else rng.normal(0.3, 1, nb).round(4)
        res = stats.permutation_test((a, b), mean_diff, permutation_type="independent", vectorized=True,
                                     n_resamples=100000, alternative="two-sided", random_state=0)
        perm.append({"a": [float(x) for x in a], "b": [float(x) for x in b], "p": float(res.pvalue),
                     "null_size": int(len(res.null_distribution))})
out["permutation_exact_scipy"] = perm

# Exact sign-flip tests (scipy permutation_test, permutation_type="samples").
flips = []
for n in (4, 7, 10, 12):
    for integer in (True, False):
        d = rng.integers(-3, 5, n) if integer else rng.normal(0.2, 1, n).round(4)
        res = stats.permutation_test((d,), lambda x, axis=-1: np.mean(x, axis=axis), permutation_type="samples",
                                     vectorized=True, n_resamples=100000, alternative="two-sided", random_state=0)
        flips.append({"d": [float(x) for x in d], "p": float(res.pvalue), "null_size": int(len(res.null_distribution))})
out["signflip_exact_scipy"] = flips

# Percentiles (numpy linear interpolation).
pct = []
for size in (1, 2, 6, 7, 100, 2000):
    x = rng.normal(0, 1, size)
    pct.append({"x": [float(v) for v in x], "q": [0, 2.5, 25, 50, 97.5, 100],
                "values": [float(v) for v in np.percentile(x, [0, 2.5, 25, 50, 97.5, 100])]})
out["percentile_numpy"] = pct

# Cohen's kappa and confusion matrices (scikit-learn).
labels = ["R", "X", "N"]
kappa = []
for size in (10, 25, 75):
    a = rng.choice(labels, size)
    b = np.where(rng.uniform(0, 1, size) < 0.7, a, rng.choice(labels, size))
    kappa.append({"a": list(a), "b": list(b), "kappa": float(cohen_kappa_score(a, b, labels=labels)),
                  "confusion": confusion_matrix(a, b, labels=labels).tolist()})
out["kappa_sklearn"] = kappa

# Exact McNemar (statsmodels).
mc = []
for b, c in [(0, 0), (1, 0), (3, 1), (5, 2), (10, 3), (7, 7), (40, 25), (300, 260)]:
    r = mcnemar([[10, b], [c, 10]], exact=True)
    mc.append({"b": b, "c": c, "p": float(r.pvalue)})
out["mcnemar_statsmodels"] = mc

# Beta CDF (scipy.stats.beta.cdf), used for the planted precision of simulation profiles.
beta_rows = []
for a, b in [(9, 2), (4, 3), (16, 1.5), (2.5, 3.5), (0.5, 0.5), (1, 1), (20, 1), (2, 2), (0.3, 4)]:
    for x in (0.0, 0.005, 0.1, 0.235, 0.5, 0.595, 0.745, 0.9, 0.995, 1.0):
        beta_rows.append({"x": x, "a": a, "b": b, "cdf": float(stats.beta.cdf(x, a, b))})
out["beta_cdf_scipy"] = beta_rows

# The seed's global bootstrap (2,000 resamples of the 10 template differences)
# repeated with numpy over 20 seeds: veraz's PRNG differs, so its intervals are
# compared with this distribution, not with one numpy stream.
d = np.array([3, 0, 0, 3, 1, -1, 1, 1, 4, 3]) / 6
lows, highs = [], []
for s in range(20):
    r = np.random.default_rng(s)
    lo, hi = np.percentile(d[r.integers(0, 10, (2000, 10))].mean(axis=1), [2.5, 97.5])
    lows.append(float(lo))
    highs.append(float(hi))
out["bootstrap_global_numpy_20_seeds"] = {"lows": lows, "highs": highs,
                                          "mean_low": float(np.mean(lows)), "mean_high": float(np.mean(highs))}

# PPI++ for a mean (Angelopoulos, Duchi & Zrnic 2023; ppi_py's ppi_mean_ci with lam=None), written out in numpy with
# the definitions veraz documents: cov with ddof=0 over the n, var of F over all n + N with ddof=1, var0 with ddof=0,
# lambda clipped to [0, 1] (0 when the variance is 0), interval with scipy.stats.norm.ppf.
def ppi_mean(Y, Yhat, Yhat_unlabeled, alpha, lam=None):
    n, N = len(Y), len(Yhat_unlabeled)
    if lam is None:
        allf = np.concatenate([Yhat, Yhat_unlabeled])
        v = allf.var(ddof=1)
        cov = np.mean((Y - Y.mean()) * (Yhat - Yhat.mean()))
        lam = 0.0 if v == 0 else float(np.clip(cov / ((1 + n / N) * v), 0, 1))
    theta = lam * Yhat_unlabeled.mean() + (Y - lam * Yhat).mean()
    se = np.sqrt(lam ** 2 * Yhat_unlabeled.var() / N + (Y - lam * Yhat).var() / n)
    z = stats.norm.ppf(1 - alpha / 2)
    return {"estimate": float(theta), "low": float(theta - z * se), "high": float(theta + z * se), "lambda": float(lam), "se": float(se)}


ppi = []
for n, N, rate, sens, spec, alpha, lam in [
    (30, 500, 0.2, 0.9, 0.95, 0.05, None), (50, 1000, 0.32, 0.8, 0.9, 0.05, None), (100, 270, 0.04, 0.95, 0.99, 0.1, None),
    (40, 60, 0.5, 0.7, 0.7, 0.05, None), (25, 25, 0.16, 1.0, 1.0, 0.05, None), (60, 2000, 0.1, 0.6, 0.85, 0.01, None),
    (30, 500, 0.2, 0.9, 0.95, 0.05, 1.0), (50, 300, 0.3, 0.5, 0.5, 0.05, 1.0), (80, 400, 0.25, 0.85, 0.9, 0.05, 0.5),
]:
    truth = (rng.uniform(size=n + N) < rate).astype(float)
    flip = np.where(truth == 1, rng.uniform(size=n + N) > sens, rng.uniform(size=n + N) > spec)
    auto = np.where(flip, 1 - truth, truth)
    Y, F, Fr = truth[:n], auto[:n], auto[n:]
    ppi.append({"human": Y.tolist(), "autoOnHuman": F.tolist(), "autoOnRest": Fr.tolist(), "alpha": alpha, "lambda": lam, **{"expected": ppi_mean(Y, F, Fr, alpha, lam)}})
# A grader that always says the same letter: variance 0, so lambda = 0 (people's grades alone).
ppi.append({"human": [1, 0, 0, 1, 0, 0, 0, 1], "autoOnHuman": [0] * 8, "autoOnRest": [0] * 20, "alpha": 0.05, "lambda": None, "expected": ppi_mean(np.array([1, 0, 0, 1, 0, 0, 0, 1.0]), np.zeros(8), np.zeros(20), 0.05)})
out["ppi_mean_numpy"] = ppi

json.dump(out, sys.stdout, ensure_ascii=False, indent=1)
sys.stdout.write("\n")
