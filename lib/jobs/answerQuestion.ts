import type { InitialGrade } from "@/db/queries/fichas";
import type { NewFicha, Note, Question, Run } from "@/db/schema";
import type { Grounding, Policy } from "@/lib/conditions/axes";
import { OFFLINE_GRADER_ID, autoGrade } from "@/lib/grading/autoGrader";
import { categoryOf } from "@/lib/grading/categories";
import { buildPrompt, escapeForTag } from "@/lib/prompts/prompts";
import { compactPrompt } from "@/lib/prompts/storage";
import type { NoteRetriever } from "@/lib/retrieval/tfidf";
import type { Tutor, TutorInput, TutorResult } from "@/lib/tutors/types";
import type { NewVerification } from "@/db/queries/verifications";
import type { Judge } from "@/lib/verifier/judges";
import { delivered, verifyMany } from "@/lib/verifier/verify";

export interface RunContext {
  readonly run: Run;
  readonly grounding: Grounding;
  readonly policy: Policy;
  readonly notes: readonly Note[];
  readonly noteIds: ReadonlySet<number>;
  readonly noteTexts: ReadonlyMap<number, string>;
  readonly retriever: NoteRetriever;
  readonly tutor: Tutor;
  /** A user tutor's own system prompts (with notes / without), replacing the seed's. */
  readonly systemPrompts?: { readonly rag?: string; readonly free?: string };
  /** Under "abstain + verify": the run's judge and the local detector (stored for comparison). */
  readonly judges?: { readonly run: Judge; readonly local: Judge };
  /**
   * The "all notes" prompt split around the question, built once per run:
   * every question's prompt is head + question + tail, and its stored form
   * the compacted head (a marker to the notes block) + question + tail.
   */
  allNotes?: { system: string; head: string; tail: string; storedHead: string; storedTail: string; block: { hash: string; text: string } | null; blockGiven: boolean };
}

/** Where the question goes in the cached "all notes" prompt (it follows every note, so lastIndexOf finds it). */
const QUESTION_SLOT = "\u0000⟦pregunta-veraz⟧\u0000";

/** With every note in context, the ficha keeps the scores of this many best-matching notes (not of all). */
export const STORED_SCORES_ALL = 20;

const byIdCache = new WeakMap<readonly Note[], ReadonlyMap<number, Note>>();

/** A run's notes by id, built once per run (not once per question: a bank may hold thousands of notes). */
function notesById(notes: readonly Note[]): ReadonlyMap<number, Note> {
  let m = byIdCache.get(notes);
  if (!m) byIdCache.set(notes, (m = new Map(notes.map((n) => [n.noteId, n]))));
  return m;
}

/** The notes a grounding gives the tutor, with their retrieval scores. */
export function groundingNotes(ctx: RunContext, question: string): { noteId: number; texto: string; score: number | null }[] {
  if (ctx.grounding === "none") return [];
  if (ctx.grounding === "all") {
    const scores = ctx.retriever.scores(question);
    return ctx.notes.map((n, i) => ({ noteId: n.noteId, texto: n.texto, score: scores[i]! }));
  }
  const byId = notesById(ctx.notes);
  return ctx.retriever.retrieve(question).map((r) => ({ noteId: r.noteId, texto: byId.get(r.noteId)!.texto, score: r.score }));
}

/** The notes given for a question under the run's grounding and the exact prompt built from them. */
export function questionPrompt(ctx: RunContext, q: Question): { notes: ReturnType<typeof groundingNotes>; prompt: { system: string; user: string } } {
  const notes = groundingNotes(ctx, q.pregunta);
  if (ctx.grounding !== "all") return { notes, prompt: withSystem(ctx, buildPrompt({ grounding: ctx.grounding, policy: ctx.policy, question: q.pregunta, notes })) };
  // Every note in context: the same block for every question, built once per run.
  const a = allNotesParts(ctx);
  const question = escapeForTag(q.pregunta);
  // The full text (hundreds of kilobytes with thousands of notes) is only built when a tutor reads it.
  let user: string | null = null;
  const prompt = {
    system: a.system,
    get user(): string {
      user ??= `${a.head}${question}${a.tail}`;
      return user;
    },
  };
  return { notes, prompt };
}

/** The prompt with the tutor's own system prompt, when it has one for this grounding. */
function withSystem(ctx: RunContext, p: { system: string; user: string }): { system: string; user: string } {
  const own = ctx.grounding === "none" ? ctx.systemPrompts?.free : ctx.systemPrompts?.rag;
  return own ? { system: own, user: p.user } : p;
}

function allNotesParts(ctx: RunContext): NonNullable<RunContext["allNotes"]> {
  if (!ctx.allNotes) {
    const p = withSystem(ctx, buildPrompt({ grounding: "all", policy: ctx.policy, question: QUESTION_SLOT, notes: ctx.notes }));
    const at = p.user.lastIndexOf(QUESTION_SLOT);
    const compact = compactPrompt(p.user);
    const sat = compact.stored.lastIndexOf(QUESTION_SLOT);
    ctx.allNotes = {
      system: p.system,
      head: p.user.slice(0, at),
      tail: p.user.slice(at + QUESTION_SLOT.length),
      storedHead: compact.stored.slice(0, sat),
      storedTail: compact.stored.slice(sat + QUESTION_SLOT.length),
      block: compact.block,
      blockGiven: false,
    };
  }
  return ctx.allNotes;
}

/** The k best-scored notes, best first (a partial selection: no sort of thousands of notes per question). */
export function topScored<T extends { score: number | null }>(items: readonly T[], k: number): T[] {
  const top: T[] = [];
  for (const it of items) {
    const s = it.score ?? 0;
    if (top.length === k && s <= (top[k - 1]!.score ?? 0)) continue;
    let i = top.length < k ? top.length : k - 1;
    while (i > 0 && (top[i - 1]!.score ?? 0) < s) {
      if (i < k) top[i] = top[i - 1]!;
      i--;
    }
    top[i] = it;
  }
  return top;
}

/** A complete ficha ready to store, with its initial grades, verdicts and prompt block. */
export interface FichaWrite {
  ficha: NewFicha;
  initialGrades: InitialGrade[];
  verifications: NewVerification[];
  promptBlock: { hash: string; text: string } | null;
}

/**
 * Asks one question and builds its complete ficha: the notes and exact prompt
 * given, the tutor's raw and parsed output (or why there is none), its
 * initial grades (automatic grader; planted truth when simulated) and, under
 * "abstain + verify", the verifier's verdict and whether the answer was withheld.
 */
export async function answerQuestion(
  ctx: RunContext,
  q: Question,
  signal?: AbortSignal,
  /** Who answers (default the run's tutor; a batch run passes the batch's result for this question). */
  tutor: Tutor = ctx.tutor,
): Promise<FichaWrite> {
  return (await answerQuestions(ctx, [q], signal, tutor))[0]!;
}

/**
 * answerQuestion for several questions, asked one after the other; under
 * "abstain + verify" their answers are verified together (one detector
 * inference for the lot instead of one per answer). The fichas are the same.
 */
export async function answerQuestions(ctx: RunContext, qs: readonly Question[], signal?: AbortSignal, tutor: Tutor = ctx.tutor): Promise<FichaWrite[]> {
  const asked: { q: Question; retrieved: string; prompt: { system: string; user: string }; result: TutorResult }[] = [];
  for (const q of qs) {
    const { notes, prompt } = questionPrompt(ctx, q);
    const input: TutorInput = {
      question: { position: q.position, clave: q.clave, pregunta: q.pregunta, referencia: q.referencia, noteId: q.noteId, tipo: q.tipo },
      notes,
      grounding: ctx.grounding,
      policy: ctx.policy,
      mode: ctx.run.mode,
      seed: ctx.run.seed,
      prompt,
    };
    const result = await tutor.call(input, { signal });
    // Only the stored scores are kept (with every note in context, the best 20): not thousands of notes per question.
    const retrieved = JSON.stringify((ctx.grounding === "all" ? topScored(notes, STORED_SCORES_ALL) : notes).map((n) => ({ noteId: n.noteId, score: n.score })));
    asked.push({ q, retrieved, prompt, result });
  }
  // "Abstain + verify": the seed's verifier in three layers; only supported answers are delivered.
  const verdicts = new Map<number, NewVerification[]>();
  if (ctx.policy === "verify" && ctx.judges) {
    const answered = asked.filter((a) => a.result.output);
    const items = answered.map((a) => ({ texto: a.result.output!.texto, citedNoteId: a.result.output!.id_nota, question: a.q.pregunta }));
    const judges = ctx.judges.local.id !== ctx.judges.run.id ? [ctx.judges.run, ctx.judges.local] : [ctx.judges.run];
    for (const judge of judges) {
      const vs = await verifyMany(items, ctx.noteTexts, judge, { signal });
      answered.forEach((a, i) => verdicts.set(a.q.id, [...(verdicts.get(a.q.id) ?? []), { judge: judge.id, claimMode: false, v: vs[i]! }]));
    }
  }
  return asked.map(({ q, retrieved, prompt, result }) => fichaWrite(ctx, q, retrieved, prompt, result, verdicts.get(q.id) ?? []));
}

/** The ficha of an asked question: grades, verdict (the run judge's is the first) and the stored prompt. */
function fichaWrite(
  ctx: RunContext,
  q: Question,
  retrieved: string,
  prompt: { system: string; user: string },
  result: TutorResult,
  verifications: NewVerification[],
): FichaWrite {
  const out = result.output;
  const initialGrades: InitialGrade[] = [];
  if (out) {
    const auto = autoGrade({
      answer: out.texto,
      citedNoteId: out.id_nota,
      question: q.pregunta,
      referencia: q.referencia,
      answerable: q.tipo === "con respuesta",
      goldNote: q.noteId === null ? null : (ctx.noteTexts.get(q.noteId) ?? null),
      notes: ctx.noteTexts,
    });
    initialGrades.push({ ...auto, source: "automática", grader: OFFLINE_GRADER_ID });
  }
  if (result.planted) {
    initialGrades.push({ letter: result.planted.behaviour, source: "verdad plantada", grader: "simulador", reason: result.planted.type });
  }
  const verdict = verifications[0]?.v.final ?? null;
  const withheld = verdict !== null && !delivered(verdict);
  let storedUser: ReturnType<typeof compactPrompt>;
  if (ctx.grounding === "all" && !result.prompt) {
    const a = allNotesParts(ctx);
    // The block goes with the first ficha of this process only (stored once by hash; a resumed worker gives it again).
    storedUser = { stored: `${a.storedHead}${escapeForTag(q.pregunta)}${a.storedTail}`, block: a.blockGiven ? null : a.block };
    a.blockGiven = true;
  } else {
    storedUser = compactPrompt(result.prompt?.user ?? prompt.user);
  }
  // Effective grade at creation: planted truth wins over the automatic grader (a person's grade comes later).
  const effective = initialGrades.find((g) => g.source === "verdad plantada") ?? initialGrades.find((g) => g.source === "automática") ?? null;
  const ficha: NewFicha = {
    runId: ctx.run.id,
    questionId: q.id,
    position: q.position,
    promptSystem: result.prompt?.system ?? prompt.system,
    promptUser: storedUser.stored,
    retrieved,
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
    letter: effective?.letter ?? null,
    gradeSource: effective?.source ?? null,
    category: effective ? categoryOf(q.tipo, withheld ? "N" : effective.letter) : null,
    verdict,
    withheld,
    simulated: ctx.run.mode === "simulated",
    cached: result.cached ?? false,
    planted: result.planted ? JSON.stringify(result.planted) : null,
    batchId: result.batchId ?? null,
  };
  return { ficha, initialGrades, verifications, promptBlock: storedUser.block };
}
