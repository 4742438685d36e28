/**
 * TF-IDF retrieval with scikit-learn TfidfVectorizer's default behaviour:
 * lowercase; tokens = runs of 2+ word characters (Python's `(?u)\b\w\w+\b`:
 * Unicode letters, digits and underscore); raw term counts; smooth idf
 * idf(t) = ln((1 + n) / (1 + df(t))) + 1; l2-normalised rows; cosine
 * similarity = dot product. Checked against scikit-learn on the seed's bank.
 */

const WORD_RUN = /[\p{L}\p{N}\p{M}_]{2,}/gu;

/** Tokens as scikit-learn's default analyzer produces them. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(WORD_RUN) ?? [];
}

export type SparseVector = Map<number, number>;

export interface TfidfModel {
  readonly vocabulary: ReadonlyMap<string, number>;
  readonly idf: Float64Array;
  /** One l2-normalised row per fitted document. */
  readonly rows: readonly SparseVector[];
}

/** Fits the vocabulary and idf on documents (the notes). */
export function fitTfidf(documents: readonly string[]): TfidfModel {
  const vocabulary = new Map<string, number>();
  const df: number[] = [];
  const tokenized = documents.map(tokenize);
  for (const tokens of tokenized) {
    for (const t of new Set(tokens)) {
      let i = vocabulary.get(t);
      if (i === undefined) {
        i = vocabulary.size;
        vocabulary.set(t, i);
        df.push(0);
      }
      df[i]! += 1;
    }
  }
  const n = documents.length;
  const idf = Float64Array.from(df, (d) => Math.log((1 + n) / (1 + d)) + 1);
  const model = { vocabulary, idf, rows: [] as SparseVector[] };
  model.rows = tokenized.map((tokens) => vectorizeTokens(model, tokens));
  return model;
}

function vectorizeTokens(model: Pick<TfidfModel, "vocabulary" | "idf">, tokens: readonly string[]): SparseVector {
  const v: SparseVector = new Map();
  for (const t of tokens) {
    const i = model.vocabulary.get(t);
    if (i !== undefined) v.set(i, (v.get(i) ?? 0) + 1);
  }
  let norm = 0;
  for (const [i, c] of v) {
    const w = c * model.idf[i]!;
    v.set(i, w);
    norm += w * w;
  }
  norm = Math.sqrt(norm);
  if (norm > 0) for (const [i, w] of v) v.set(i, w / norm);
  return v;
}

/** The l2-normalised TF-IDF vector of a new text (unknown terms ignored). */
export function vectorize(model: TfidfModel, text: string): SparseVector {
  return vectorizeTokens(model, tokenize(text));
}

export function cosine(a: SparseVector, b: SparseVector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let s = 0;
  for (const [i, w] of small) {
    const x = large.get(i);
    if (x !== undefined) s += w * x;
  }
  return s;
}

export interface Retrieved {
  readonly noteId: number;
  readonly score: number;
}

/** The seed's retrieval settings: top k = 3, keep score ≥ 0.05. */
export const RETRIEVAL_K = 3;
export const RETRIEVAL_THRESHOLD = 0.05;

/** A retriever over notes: fitted once, queried per question. */
export class NoteRetriever {
  private readonly model: TfidfModel;
  constructor(private readonly notes: readonly { readonly noteId: number; readonly texto: string }[]) {
    this.model = fitTfidf(notes.map((n) => n.texto));
  }

  /** term → its notes' rows and weights (parallel typed arrays): only notes sharing a term with the question are touched. */
  private postings: Map<number, { rows: Int32Array; w: Float64Array }> | null = null;

  /** Cosine score of every note, in note order (an inverted index over the notes' terms). */
  scores(question: string): Float64Array {
    if (!this.postings) {
      const lists = new Map<number, { rows: number[]; w: number[] }>();
      this.model.rows.forEach((row, r) => {
        for (const [term, w] of row) {
          let list = lists.get(term);
          if (!list) lists.set(term, (list = { rows: [], w: [] }));
          list.rows.push(r);
          list.w.push(w);
        }
      });
      this.postings = new Map([...lists].map(([term, l]) => [term, { rows: Int32Array.from(l.rows), w: Float64Array.from(l.w) }]));
    }
    const q = vectorize(this.model, question);
    const out = new Float64Array(this.model.rows.length);
    for (const [term, wq] of q) {
      const p = this.postings.get(term);
      if (!p) continue;
      const { rows, w } = p;
      for (let k = 0; k < rows.length; k++) out[rows[k]!]! += wq * w[k]!;
    }
    return out;
  }

  /**
   * Top k notes by score (ties: lower position first), keeping those with
   * score ≥ threshold, as the seed's `preguntar`.
   */
  retrieve(question: string, k = RETRIEVAL_K, threshold = RETRIEVAL_THRESHOLD): Retrieved[] {
    const scores = this.scores(question);
    if (k <= 0) return [];
    // One pass keeping the k best (score desc, position asc): no sort of every note per question.
    const top: number[] = [];
    for (let i = 0; i < scores.length; i++) {
      const s = scores[i]!;
      if (top.length === k && s <= scores[top[k - 1]!]!) continue;
      let j = top.length < k ? top.length : k - 1;
      while (j > 0 && scores[top[j - 1]!]! < s) {
        if (j < k) top[j] = top[j - 1]!;
        j--;
      }
      top[j] = i;
    }
    return top.filter((i) => scores[i]! >= threshold).map((i) => ({ noteId: this.notes[i]!.noteId, score: scores[i]! }));
  }
}
