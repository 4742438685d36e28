import type { NewFicha, Note, Question, Run } from "@/db/schema";
import type { Grounding, Policy } from "@/lib/conditions/axes";
import { categoryOf } from "@/lib/grading/categories";
import { gradeAgainstReference } from "@/lib/grading/referenceGrader";
import { buildPrompt } from "@/lib/prompts/prompts";
import type { NoteRetriever } from "@/lib/retrieval/tfidf";
import type { Tutor, TutorInput } from "@/lib/tutors/types";
import { verifyLayer1, withheldByLayer1 } from "@/lib/verifier/layer1";

export interface RunContext {
  readonly run: Run;
  readonly grounding: Grounding;
  readonly policy: Policy;
  readonly notes: readonly Note[];
  readonly noteIds: ReadonlySet<number>;
  readonly retriever: NoteRetriever;
  readonly tutor: Tutor;
}

/** The notes a grounding gives the tutor, with their retrieval scores. */
export function groundingNotes(ctx: RunContext, question: string): { noteId: number; texto: string; score: number | null }[] {
  if (ctx.grounding === "none") return [];
  if (ctx.grounding === "all") {
    const scores = ctx.retriever.scores(question);
    return ctx.notes.map((n, i) => ({ noteId: n.noteId, texto: n.texto, score: scores[i]! }));
  }
  const byId = new Map(ctx.notes.map((n) => [n.noteId, n]));
  return ctx.retriever.retrieve(question).map((r) => ({ noteId: r.noteId, texto: byId.get(r.noteId)!.texto, score: r.score }));
}

/**
 * Asks one question and builds its complete ficha: the notes and exact prompt
 * given, the tutor's raw and parsed output (or why there is none), the grade
 * (planted truth for simulated answers, else the interim grader) and, under
 * "abstain + verify", the verifier's verdict and whether the answer was withheld.
 */
export async function answerQuestion(ctx: RunContext, q: Question, signal?: AbortSignal): Promise<NewFicha> {
  const notes = groundingNotes(ctx, q.pregunta);
  const prompt = buildPrompt({ grounding: ctx.grounding, policy: ctx.policy, question: q.pregunta, notes });
  const input: TutorInput = {
    question: { position: q.position, clave: q.clave, pregunta: q.pregunta, referencia: q.referencia, noteId: q.noteId, tipo: q.tipo },
    notes,
    grounding: ctx.grounding,
    policy: ctx.policy,
    mode: ctx.run.mode,
    seed: ctx.run.seed,
  };
  const result = await ctx.tutor.call(input, { signal });
  const out = result.output;
  const letter = result.planted
    ? result.planted.behaviour
    : out
      ? gradeAgainstReference(out.texto, q.referencia, q.tipo === "con respuesta")
      : null;
  const verdict = ctx.policy === "verify" && out ? verifyLayer1(out.texto, out.id_nota, ctx.noteIds) : null;
  const withheld = verdict !== null && withheldByLayer1(verdict);
  return {
    runId: ctx.run.id,
    questionId: q.id,
    position: q.position,
    promptSystem: prompt.system,
    promptUser: prompt.user,
    retrieved: JSON.stringify(notes.map((n) => ({ noteId: n.noteId, score: n.score }))),
    answerText: out?.texto ?? null,
    citedNoteId: out?.id_nota ?? null,
    confidence: out?.confianza ?? null,
    stopReason: result.stopReason,
    rawOutput: result.rawOutput,
    outputError: result.error,
    tokensIn: result.usage?.inputTokens ?? null,
    tokensOut: result.usage?.outputTokens ?? null,
    costUsd: result.usage?.costUsd ?? null,
    latencyMs: Math.round(result.latencyMs),
    letter,
    gradeSource: letter === null ? null : result.planted ? "verdad plantada" : "automática (referencia)",
    category: letter === null ? null : categoryOf(q.tipo, withheld ? "N" : letter),
    verdict,
    withheld,
    simulated: ctx.run.mode === "simulated",
    planted: result.planted ? JSON.stringify(result.planted) : null,
  };
}
