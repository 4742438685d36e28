import { describe, expect, it } from "vitest";
import data from "../dataset/seed_data.json";
import vectors from "./__vectors__/tfidf_sklearn.json";
import { NoteRetriever, fitTfidf, tokenize } from "./tfidf";

describe("TF-IDF retriever vs scikit-learn TfidfVectorizer", () => {
  for (const name of ["seed", "extra"] as const) {
    const v = vectors[name];
    it(`${name}: same vocabulary and idf`, () => {
      const model = fitTfidf(v.docs);
      expect([...model.vocabulary.keys()].sort()).toEqual([...v.vocabulary].sort());
      for (const [term, idf] of Object.entries(v.idf)) {
        expect(model.idf[model.vocabulary.get(term)!]).toBeCloseTo(idf, 12);
      }
    });
    it(`${name}: same cosine scores for every query`, () => {
      const r = new NoteRetriever(v.docs.map((texto, i) => ({ noteId: v.ids[i]!, texto })));
      for (const q of v.queries) {
        r.scores(q.query).forEach((s, i) => expect(s).toBeCloseTo(q.scores[i]!, 12));
      }
    });
  }

  it("tokenizes like (?u)\\b\\w\\w+\\b with lowercase", () => {
    expect(tokenize("¿A qué es sensible la media? niña_1 3 km ÁRBOL")).toEqual(["qué", "es", "sensible", "la", "media", "niña_1", "km", "árbol"]);
  });

  it("retrieves top 3 above 0.05, best first, for the seed's questions", () => {
    const r = new NoteRetriever(data.notas.map((n) => ({ noteId: n.id, texto: n.texto })));
    expect(r.retrieve("¿A qué es sensible la media?").map((x) => x.noteId)).toEqual([1, 2, 3]);
    expect(r.retrieve("¿Qué mide la desviación estándar?").map((x) => x.noteId)).toEqual([2, 7, 1]);
    const none = r.retrieve("¿zzz?");
    expect(none).toEqual([]);
    for (const q of vectors.seed.queries) {
      const got = r.retrieve(q.query);
      const expected = q.scores
        .map((s, i) => ({ s, id: i + 1 }))
        .sort((a, b) => b.s - a.s || a.id - b.id)
        .slice(0, 3)
        .filter((x) => x.s >= 0.05);
      expect(got.map((x) => x.noteId)).toEqual(expected.map((x) => x.id));
    }
  });
});

import { syntheticBank } from "@/lib/dataset/synthetic";

describe("retrieve (one-pass top k)", () => {
  it("equals sorting every note by score (ties: lower position first), cut at k and the threshold", () => {
    const bank = syntheticBank({ questions: 400, seed: 9 });
    const r = new NoteRetriever(bank.notes);
    for (const [i, q] of bank.questions.entries()) {
      const k = 1 + (i % 5);
      const threshold = [0.05, 0, 0.2][i % 3]!;
      const scores = r.scores(q.pregunta);
      const expected = [...scores]
        .map((score, j) => ({ noteId: bank.notes[j]!.noteId, score, j }))
        .sort((a, b) => b.score - a.score || a.j - b.j)
        .slice(0, k)
        .filter((x) => x.score >= threshold)
        .map(({ noteId, score }) => ({ noteId, score }));
      expect(r.retrieve(q.pregunta, k, threshold)).toEqual(expected);
    }
    expect(r.retrieve(bank.questions[0]!.pregunta, 0)).toEqual([]);
  });
});
