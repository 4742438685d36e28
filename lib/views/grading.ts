import type { Db } from "@/db/client";
import { bankContent, currentBankVersion, ensureDefaults } from "@/db/queries/dataset";
import { getFicha } from "@/db/queries/fichas";
import { finishedRunIds } from "@/db/queries/runs";
import { matrixCells } from "@/db/queries/matrix";
import { conditionLabel } from "./results";
import { gradedPrefix, latestGradingSample, sampleItems } from "@/db/queries/samples";
import { blindPoolSummary, gradesFingerprint, machineGradesFingerprint, personPairs, gradePairs, graderFailureSummary, graderLetters, gradingPace, lastPersonGrade } from "@/db/queries/grades";
import type { Letter } from "@/lib/grading/categories";
import { type ConfusionMatrix, type Rate, cohenKappa, confusionMatrix, rate } from "@/lib/stats";

const LETTERS = ["R", "X", "N"] as const;

export interface Agreement {
  readonly confusion: ConfusionMatrix<Letter>;
  readonly kappa: number | null;
  readonly disagreements: readonly { fichaId: number; auto: Letter; other: Letter }[];
}

const plantedAgreementCache = new Map<string, Agreement | null>();

function agreement(pairs: readonly { fichaId: number; auto: Letter; other: Letter }[]): Agreement | null {
  if (pairs.length === 0) return null;
  const auto = pairs.map((p) => p.auto);
  const other = pairs.map((p) => p.other);
  return {
    confusion: confusionMatrix(other, auto, LETTERS),
    kappa: cohenKappa(other, auto, LETTERS),
    disagreements: pairs.filter((p) => p.auto !== p.other),
  };
}

/**
 * The blind grading view: the next ficha a person has not graded, in a fixed
 * shuffled order across conditions, shown without its condition or tutor;
 * progress; and the automatic grader's agreement with people and with planted truth.
 */
export function loadGradingView({ db, sampleMode = false }: { db: Db; sampleMode?: boolean }) {
  ensureDefaults({ db });
  const version = currentBankVersion({ db });
  const sample = latestGradingSample({ db, bankVersionId: version.id });
  // In sample mode people grade the random sample in its stored order, so what they graded is a uniform prefix.
  let poolSize: number;
  let graded: number;
  let nextId: number | null;
  if (sampleMode && sample) {
    const items = sampleItems({ db, sampleId: sample.id });
    poolSize = items.length;
    graded = items.filter((p) => p.graded).length;
    nextId = items.find((p) => !p.graded)?.fichaId ?? null;
  } else {
    const s = blindPoolSummary({ db, bankVersionId: version.id });
    [poolSize, graded, nextId] = [s.total, s.graded, s.nextId];
  }
  const samplePrefix = sample ? gradedPrefix({ db, sampleId: sample.id }).length : 0;
  let card = null;
  if (nextId !== null) {
    const row = getFicha({ db, id: nextId })!;
    const { notes } = bankContent({ db, bankVersionId: row.run.bankVersionId });
    const cited = row.ficha.citedNoteId === null ? null : notes.find((n) => n.noteId === row.ficha.citedNoteId);
    card = {
      fichaId: nextId,
      pregunta: row.question.pregunta,
      tipo: row.question.tipo,
      referencia: row.question.referencia,
      answer: row.ficha.answerText ?? "",
      citedNoteId: row.ficha.citedNoteId,
      citedNote: cited?.texto ?? (row.ficha.citedNoteId === null ? null : "(nota inexistente)"),
      simulated: row.ficha.simulated,
    };
  }
  const withPerson = personPairs({ db, bankVersionId: version.id }).flatMap((p) => (p.auto && p.person ? [{ fichaId: p.fichaId, auto: p.auto as Letter, other: p.person as Letter }] : []));
  // The grader against planted truth does not change when a person grades: kept by the machine grades' fingerprint.
  const plantedKey = `${version.id}|${machineGradesFingerprint({ db })}`;
  let vsPlanted = plantedAgreementCache.get(plantedKey);
  if (vsPlanted === undefined) {
    const pairs = gradePairs({ db, bankVersionId: version.id });
    vsPlanted = agreement(pairs.flatMap((p) => (p.auto && p.planted ? [{ fichaId: p.fichaId, auto: p.auto as Letter, other: p.planted as Letter }] : [])));
    if (plantedAgreementCache.size > 10) plantedAgreementCache.clear();
    plantedAgreementCache.set(plantedKey, vsPlanted);
  }
  const progress: Rate | null = poolSize ? rate(graded, poolSize) : null;
  // Elapsed: from the first grade to the latest; remaining: the fichas left at the pace so far (median-free, plain mean).
  const pace = gradingPace({ db, bankVersionId: version.id });
  const elapsedMs = pace.first !== null && pace.last !== null ? pace.last - pace.first : null;
  const remainingMs = elapsedMs !== null && pace.count >= 2 ? Math.round((elapsedMs / (pace.count - 1)) * (poolSize - graded)) : null;
  return {
    elapsedMs,
    remainingMs,
    sampleMode: sampleMode && sample !== null,
    sample: sample ? { id: sample.id, size: sample.size, seed: sample.seed, runs: (JSON.parse(sample.runIds) as number[]).length, gradedPrefix: samplePrefix } : null,
    finishedRuns: finishedRunIds({ db, bankVersionId: version.id }).length,
    card,
    progress,
    poolSize,
    graded,
    lastGradeId: lastPersonGrade({ db })?.id ?? null,
    vsPeople: agreement(withPerson),
    vsPlanted,
  };
}

/** The latest finished run of each condition per mode on the active bank version: what a sample for the correction can be drawn from. */
export function loadSampleChoices({ db }: { db: Db }) {
  ensureDefaults({ db });
  const bankVersionId = currentBankVersion({ db }).id;
  return (["simulated", "real"] as const).map((mode) => ({
    mode,
    runs: matrixCells({ db, bankVersionId, mode })
      .filter((c) => c.run?.status === "done")
      .map((c) => ({ runId: c.run!.id, conditionId: c.condition.id, label: conditionLabel(c.condition), seed: c.condition.seedName !== null })),
  }));
}

/** The graders page: every automatic grader of the active bank version, and the runs a grading pass would cover. */
export function loadGraderComparison({ db }: { db: Db }) {
  ensureDefaults({ db });
  const version = currentBankVersion({ db });
  return { graders: graderComparison({ db, bankVersionId: version.id }), finishedRunIds: finishedRunIds({ db, bankVersionId: version.id }) };
}

/** One automatic grader's agreement with people and with planted truth, and its failures. */
export interface GraderAgreement {
  readonly grader: string;
  /** Fichas this grader graded (on the bank version). */
  readonly graded: number;
  readonly vsPeople: Agreement | null;
  readonly vsPlanted: Agreement | null;
  readonly failures: { readonly count: number; readonly examples: readonly { fichaId: number; reason: string }[] };
}

/**
 * Every automatic grader side by side (the offline grader, Claude, an NLI
 * model…): its agreement with people (confusion, κ, accuracy with its Wilson
 * interval) and with planted truth, so a user picks the grader the numbers
 * support. Optionally restricted to some fichas' runs.
 */
const comparisonCache = new Map<string, GraderAgreement[]>();

export function graderComparison({ db, bankVersionId, runIds }: { db: Db; bankVersionId: number; runIds?: readonly number[] }): GraderAgreement[] {
  // Every automatic grade of the bank is read: kept by a fingerprint of all grades (any new grade recomputes it).
  const key = `${bankVersionId}|${runIds?.join(",") ?? "*"}|${gradesFingerprint({ db })}`;
  const hit = comparisonCache.get(key);
  if (hit) return hit;
  const computed = graderComparisonUncached({ db, bankVersionId, runIds });
  if (comparisonCache.size > 20) comparisonCache.clear();
  comparisonCache.set(key, computed);
  return computed;
}

function graderComparisonUncached({ db, bankVersionId, runIds }: { db: Db; bankVersionId: number; runIds?: readonly number[] }): GraderAgreement[] {
  const keep = runIds ? new Set(runIds) : null;
  const rows = graderLetters({ db, bankVersionId }).filter((r) => !keep || keep.has(r.runId));
  const failures = graderFailureSummary({ db, bankVersionId }).filter((r) => !keep || keep.has(r.runId));
  const names = [...new Set([...rows.map((r) => r.grader), ...failures.map((f) => f.grader)])].sort();
  return names.map((grader) => {
    const mine = rows.filter((r) => r.grader === grader);
    const fails = failures.filter((f) => f.grader === grader);
    return {
      grader,
      graded: mine.length,
      vsPeople: agreement(mine.flatMap((r) => (r.person ? [{ fichaId: r.fichaId, auto: r.letter as Letter, other: r.person as Letter }] : []))),
      vsPlanted: agreement(mine.flatMap((r) => (r.planted ? [{ fichaId: r.fichaId, auto: r.letter as Letter, other: r.planted as Letter }] : []))),
      failures: { count: fails.length, examples: fails.slice(0, 5).map((f) => ({ fichaId: f.fichaId, reason: f.reason })) },
    };
  });
}
