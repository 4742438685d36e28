import type { Db } from "@/db/client";
import { bankContent } from "@/db/queries/dataset";
import { iterateFichas } from "@/db/queries/fichas";
import { saveGraderResults } from "@/db/queries/grades";
import { finishJob } from "@/db/queries/jobs";
import { getRun } from "@/db/queries/runs";
import type { Job } from "@/db/schema";
import { ClaudeGrader, type GradeItem, type Grader, NliGrader, OfflineGrader } from "@/lib/grading/graders";
import { modelsDir } from "@/lib/tutors/registry";
import { anthropicClient, sqliteResponseCache } from "@/lib/tutors/anthropicClient";
import { DEFAULT_NLI_MODEL } from "@/lib/verifier/nliJudge";
import { retryBudgetFor } from "./executeRun";
import { gradeJobPayload } from "./payloads";
import { type PrefetchCall, reserveAndPrefetch } from "./prefetchBatches";

/** The grader a name stands for: "auto" (the offline grader), "nli:<model id>", or a Claude model id. */
export function graderFor(db: Db, name: string, runId: number, jobId: number | null = null): Grader {
  if (name === "auto" || name === "offline") return new OfflineGrader();
  if (name.startsWith("nli:")) return new NliGrader(name.slice(4) || DEFAULT_NLI_MODEL, modelsDir());
  if (!name.startsWith("claude-")) throw new Error(`calificador desconocido: «${name}» (use auto, nli:<modelo> o un modelo claude-…)`);
  return new ClaudeGrader({ client: anthropicClient(), model: name, cache: sqliteResponseCache(db, { jobId }), budget: retryBudgetFor(getRun({ db, id: runId })) });
}

/**
 * A grading pass ("grade" job): one grader over every answered ficha of the
 * given runs, stored as a grade source of its own (a person's grade is never
 * overwritten). Claude's calls go first as message batches when chosen or
 * above the threshold; cached calls are never paid twice, so a resumed or
 * repeated pass costs nothing for what was graded.
 */
export async function executeGradeJob({ db, job, owner, signal, leaseMs = 30_000 }: { db: Db; job: Job; owner: string; signal?: AbortSignal; leaseMs?: number }): Promise<string> {
  try {
    const { runIds, grader: name, engine } = gradeJobPayload.parse(JSON.parse(job.payload));
    const versions = new Set(runIds.map((id) => getRun({ db, id }).bankVersionId));
    if (versions.size > 1) throw new Error("las ejecuciones son de versiones distintas del banco: califíquelas por separado");
    const bank = bankContent({ db, bankVersionId: [...versions][0]! });
    const notes = new Map(bank.notes.map((n) => [n.noteId, n.texto]));
    const grader = graderFor(db, name, runIds[0]!, job.id);
    const itemsOf = (page: Iterable<{ ficha: { id: number; answerText: string | null; citedNoteId: number | null }; question: { pregunta: string; referencia: string; tipo: string; noteId: number | null } }>) =>
      [...page].flatMap((r) =>
        r.ficha.answerText === null
          ? []
          : [
              {
                fichaId: r.ficha.id,
                item: {
                  answer: r.ficha.answerText,
                  citedNoteId: r.ficha.citedNoteId,
                  question: r.question.pregunta,
                  referencia: r.question.referencia,
                  answerable: r.question.tipo === "con respuesta",
                  goldNote: r.question.noteId === null ? null : (notes.get(r.question.noteId) ?? null),
                  notes,
                } satisfies GradeItem,
              },
            ],
      );
    if (grader instanceof ClaudeGrader) {
      const calls: PrefetchCall[] = [];
      for (const page of iterateFichas({ db, runIds, pageSize: 1000 })) {
        for (const { item } of itemsOf(page)) {
          const { key, params } = grader.request(item);
          calls.push({ cacheKey: key, model: grader.id, params });
        }
      }
      const pass = await reserveAndPrefetch({ db, job, owner, leaseMs, signal, engine, ownerKey: `grade:${job.id}`, calls });
      if (pass !== "ready") return pass;
    }
    for (const page of iterateFichas({ db, runIds, pageSize: 500 })) {
      const items = itemsOf(page);
      const results = await grader.gradeMany(items.map((x) => x.item), signal);
      saveGraderResults({ db, grader: grader.id, items: items.map((x, i) => ({ fichaId: x.fichaId, result: results[i]! })) });
    }
    finishJob({ db, jobId: job.id, owner, status: "done" });
    return "done";
  } catch (e) {
    finishJob({ db, jobId: job.id, owner, status: "failed", error: (e as Error).message });
    return "failed";
  }
}
