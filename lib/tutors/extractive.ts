import { NO_APARECE } from "@/lib/grading/categories";
import { NoteRetriever } from "@/lib/retrieval/tfidf";
import { contentWords } from "@/lib/text/spanish";
import type { Tutor, TutorInput, TutorResult } from "./types";

/** Confidence = clamp((score − SCORE_FLOOR) / SCORE_SPAN, 0, 1), rounded to 2 decimals. */
export const SCORE_FLOOR = 0.1;
export const SCORE_SPAN = 0.6;
/** Under "may abstain" / "verify" the reader abstains below this confidence (a round value, not tuned on any bank). */
export const ABSTAIN_BELOW = 0.4;

export function extractiveConfidence(score: number): number {
  return Math.round(Math.min(1, Math.max(0, (score - SCORE_FLOOR) / SCORE_SPAN)) * 100) / 100;
}

/** Longest answer the reader gives, in characters: a sentence, never a whole note. */
export const MAX_ANSWER_CHARS = 240;

/** Splits a piece of text into runs of words no longer than `max` characters. */
function byWords(text: string, max: number): string[] {
  const out: string[] = [];
  let cur = "";
  for (const w of text.split(/\s+/).filter(Boolean)) {
    if (cur && cur.length + 1 + w.length > max) {
      out.push(cur);
      cur = "";
    }
    cur = cur ? `${cur} ${w}` : w.slice(0, max);
  }
  if (cur) out.push(cur);
  return out;
}

/**
 * The passages the reader can answer with: the notes' sentences (split at
 * . ! ? and line breaks); a sentence longer than MAX_ANSWER_CHARS is split at
 * ; : and commas into runs of clauses within the bound, and a clause still too
 * long into runs of words. However long a note, an answer stays one passage.
 */
export function passages(text: string, max = MAX_ANSWER_CHARS): string[] {
  const out: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter(Boolean)) {
    if (sentence.length <= max) {
      out.push(sentence);
      continue;
    }
    let cur = "";
    for (const clause of sentence.split(/(?<=[;:,])\s+/)) {
      for (const piece of clause.length > max ? byWords(clause, max) : [clause]) {
        if (cur && cur.length + 1 + piece.length > max) {
          out.push(cur);
          cur = "";
        }
        cur = cur ? `${cur} ${piece}` : piece;
      }
    }
    if (cur) out.push(cur);
  }
  return out;
}

/**
 * The local extractive reader (deterministic, offline). It answers with the
 * passage (a sentence, or a bounded part of a long one: see `passages`),
 * among the notes its grounding gives it, whose content words best
 * match the question's (TF-IDF cosine over accent-folded content words, idf
 * fitted on the bank's notes), and cites that sentence's note.
 * - confidence from the match score (see extractiveConfidence);
 * - "may abstain" / "verify": below ABSTAIN_BELOW it answers "no aparece en sus
 *   notas" (id null) with confidence 1 − c;
 * - "must answer": always the best sentence, however weak;
 * - no notes (grounding "none") or no sentence sharing a content word: it has
 *   nothing to extract and cannot invent, so it answers "no aparece en sus
 *   notas" with confidence 0 under every policy ("must answer" cannot be honoured).
 */
export class ExtractiveTutor implements Tutor {
  readonly id = "extractive";
  private readonly vectors: NoteRetriever;
  private readonly sentenceIndex: { noteId: number; text: string; words: string }[] = [];

  constructor(allNotes: readonly { readonly noteId: number; readonly texto: string }[]) {
    for (const n of allNotes) {
      for (const s of passages(n.texto)) this.sentenceIndex.push({ noteId: n.noteId, text: s, words: contentWords(s).join(" ") });
    }
    this.vectors = new NoteRetriever(this.sentenceIndex.map((s, i) => ({ noteId: i, texto: s.words })));
  }

  async call(input: TutorInput, _options: { signal?: AbortSignal } = {}): Promise<TutorResult> {
    const start = performance.now();
    const given = new Set(input.notes.map((n) => n.noteId));
    const scores = this.vectors.scores(contentWords(input.question.pregunta).join(" "));
    let best = -1;
    for (let i = 0; i < this.sentenceIndex.length; i++) {
      if (given.has(this.sentenceIndex[i]!.noteId) && scores[i]! > 0 && (best < 0 || scores[i]! > scores[best]!)) best = i;
    }
    const done = (output: { texto: string; id_nota: number | null; confianza: number }): TutorResult => ({
      output,
      error: null,
      usage: null,
      latencyMs: performance.now() - start,
      rawOutput: JSON.stringify({ ...output, score: best >= 0 ? scores[best] : null }),
      stopReason: "end_turn",
    });
    if (best < 0) return done({ texto: NO_APARECE, id_nota: null, confianza: 0 });
    const confidence = extractiveConfidence(scores[best]!);
    if (input.policy !== "must-answer" && confidence < ABSTAIN_BELOW) {
      return done({ texto: NO_APARECE, id_nota: null, confianza: Math.round((1 - confidence) * 100) / 100 });
    }
    const s = this.sentenceIndex[best]!;
    return done({ texto: s.text, id_nota: s.noteId, confianza: confidence });
  }
}
