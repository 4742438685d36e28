import { StatsInputError, requireNonEmpty } from "./errors";
import { type Rate, rate } from "./wilson";

export interface ConfusionMatrix<L extends string> {
  readonly labels: readonly L[];
  /** counts[i][j]: truth labels[i], prediction labels[j]. */
  readonly counts: readonly (readonly number[])[];
  readonly n: number;
  /** Agreement k/n with its Wilson interval. */
  readonly accuracy: Rate;
}

function check<L extends string>(fn: string, a: readonly L[], b: readonly L[], labels: readonly L[]) {
  requireNonEmpty(fn, "truth", a);
  if (!Array.isArray(b) || b.length !== a.length) {
    throw new StatsInputError(fn, `truth and prediction of the same length (got ${a.length} and ${b?.length})`);
  }
  requireNonEmpty(fn, "labels", labels);
  const known = new Set(labels);
  a.forEach((x, i) => {
    if (!known.has(x)) throw new StatsInputError(fn, `truth[${i}] to be one of ${labels.join(", ")} (got ${x})`);
  });
  b.forEach((x, i) => {
    if (!known.has(x)) throw new StatsInputError(fn, `prediction[${i}] to be one of ${labels.join(", ")} (got ${x})`);
  });
}

/**
 * Confusion matrix of two labelings over fixed labels (truth × prediction, as
 * scikit-learn's `confusion_matrix(truth, prediction, labels=labels)`), with
 * the agreement rate and its Wilson interval.
 * @throws StatsInputError on empty or mismatched inputs, or unknown labels.
 */
export function confusionMatrix<L extends string>(
  truth: readonly L[],
  prediction: readonly L[],
  labels: readonly L[],
): ConfusionMatrix<L> {
  check("confusionMatrix", truth, prediction, labels);
  const index = new Map(labels.map((l, i) => [l, i]));
  const counts = labels.map(() => labels.map(() => 0));
  let agree = 0;
  for (let i = 0; i < truth.length; i++) {
    counts[index.get(truth[i]!)!]![index.get(prediction[i]!)!]! += 1;
    if (truth[i] === prediction[i]) agree++;
  }
  return { labels, counts, n: truth.length, accuracy: rate(agree, truth.length) };
}

/**
 * Cohen's kappa, κ = (p_o − p_e) / (1 − p_e), with p_o the observed agreement
 * and p_e the agreement expected from the two raters' marginals, as
 * scikit-learn's `cohen_kappa_score` (unweighted). Returns null when
 * p_e = 1 (both raters used a single, identical label: κ is undefined;
 * scikit-learn returns NaN).
 * Reference: J. Cohen (1960), Educational and Psychological Measurement 20(1).
 * @throws StatsInputError on empty or mismatched inputs, or unknown labels.
 */
export function cohenKappa<L extends string>(
  a: readonly L[],
  b: readonly L[],
  labels: readonly L[],
): number | null {
  check("cohenKappa", a, b, labels);
  const { counts, n } = confusionMatrix(a, b, labels);
  let observed = 0;
  let expected = 0;
  for (let i = 0; i < labels.length; i++) {
    observed += counts[i]![i]!;
    let row = 0;
    let col = 0;
    for (let j = 0; j < labels.length; j++) {
      row += counts[i]![j]!;
      col += counts[j]![i]!;
    }
    expected += row * col;
  }
  const po = observed / n;
  const pe = expected / (n * n);
  if (pe === 1) return null;
  return (po - pe) / (1 - pe);
}

export interface DetectionSummary {
  /** Hallucinations (truth positive) that were flagged: k = caught, n = all hallucinations. */
  readonly caught: Rate | null;
  /** Hallucinations not flagged. */
  readonly missed: Rate | null;
  /** Faithful answers flagged: k = false alarms, n = all faithful answers. */
  readonly falseAlarms: Rate | null;
  /** Flagged answers among all: the manual-review load. */
  readonly reviewLoad: Rate;
  /** Hallucinations delivered without warning, before and after verification, over all answers. */
  readonly deliveredBefore: Rate;
  readonly deliveredAfter: Rate;
}

/**
 * Detector summary from (truth, flagged) pairs: caught / missed over the
 * hallucinations, false alarms over the faithful answers, review load and
 * hallucinations delivered unflagged over all answers; each k/n with its
 * Wilson interval (null when its denominator is 0).
 * @throws StatsInputError on empty input.
 */
export function detectionSummary(
  items: readonly { readonly hallucination: boolean; readonly flagged: boolean }[],
): DetectionSummary {
  requireNonEmpty("detectionSummary", "items", items);
  let positives = 0;
  let caught = 0;
  let negatives = 0;
  let falseAlarms = 0;
  let flagged = 0;
  for (const it of items) {
    if (it.flagged) flagged++;
    if (it.hallucination) {
      positives++;
      if (it.flagged) caught++;
    } else {
      negatives++;
      if (it.flagged) falseAlarms++;
    }
  }
  const n = items.length;
  return {
    caught: positives ? rate(caught, positives) : null,
    missed: positives ? rate(positives - caught, positives) : null,
    falseAlarms: negatives ? rate(falseAlarms, negatives) : null,
    reviewLoad: rate(flagged, n),
    deliveredBefore: rate(positives, n),
    deliveredAfter: rate(positives - caught, n),
  };
}
