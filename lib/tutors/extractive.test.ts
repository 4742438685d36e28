import { describe, expect, it } from "vitest";
import { seedData } from "@/lib/dataset/seed";
import { NoteRetriever } from "@/lib/retrieval/tfidf";
import { ExtractiveTutor, MAX_ANSWER_CHARS, extractiveConfidence, passages } from "./extractive";
import type { TutorInput } from "./types";

const notes = seedData.notas.map((n) => ({ noteId: n.id, texto: n.texto }));
const retriever = new NoteRetriever(notes);
const tutor = new ExtractiveTutor(notes);

function ask(clave: string, policy: TutorInput["policy"], grounding: TutorInput["grounding"] = "retrieved") {
  const i = seedData.banco.findIndex((q) => q.clave === clave);
  const q = seedData.banco[i]!;
  const given =
    grounding === "none" ? [] : grounding === "all" ? notes : retriever.retrieve(q.pregunta).map((r) => notes.find((n) => n.noteId === r.noteId)!);
  return tutor.call(
    {
      question: { position: i, clave, pregunta: q.pregunta, referencia: q.referencia, noteId: q.id_nota, tipo: q.tipo },
      notes: given.map((n) => ({ ...n, score: null })),
      grounding,
      policy,
      mode: "real",
      seed: 1,
      prompt: { system: "", user: "" },
    },
    {},
  );
}

describe("extractive tutor", () => {
  it("answers p01 with note 1's sentence", async () => {
    const r = await ask("p01", "may-abstain");
    expect(r.output!.id_nota).toBe(1);
    expect(r.output!.texto).toContain("sensible a los valores extremos de la muestra");
    expect(r.output!.confianza).toBeGreaterThan(0.4);
  });
  it("abstains on p22 under may abstain, answers it under must answer", async () => {
    const may = await ask("p22", "may-abstain");
    expect(may.output).toMatchObject({ texto: "no aparece en sus notas", id_nota: null });
    const must = await ask("p22", "must-answer");
    expect(must.output!.texto).not.toBe("no aparece en sus notas");
    expect(must.output!.confianza).toBeLessThan(0.4);
  });
  it("with no notes it has nothing to extract under every policy", async () => {
    for (const policy of ["must-answer", "may-abstain", "verify"] as const) {
      const r = await ask("p01", policy, "none");
      expect(r.output).toEqual({ texto: "no aparece en sus notas", id_nota: null, confianza: 0 });
    }
  });
  it("is deterministic and maps scores to confidence as documented", async () => {
    expect((await ask("p05", "may-abstain")).output).toEqual((await ask("p05", "may-abstain")).output);
    expect(extractiveConfidence(0.1)).toBe(0);
    expect(extractiveConfidence(0.4)).toBe(0.5);
    expect(extractiveConfidence(0.9)).toBe(1);
  });
  it("answers with a bounded passage, never a whole long note", async () => {
    const filler = Array.from({ length: 4000 }, (_, i) => `palabra${i % 97}`).join(" ");
    const long = [{ noteId: 1, texto: `${filler}, y la fotosíntesis libera oxígeno a la atmósfera, ${filler}. Otra frase sin relación.` }];
    const t = new ExtractiveTutor(long);
    const r = await t.call({
      question: { position: 0, clave: "q1", pregunta: "¿Qué libera la fotosíntesis?", referencia: "oxígeno", noteId: 1, tipo: "con respuesta" },
      notes: long.map((n) => ({ ...n, score: null })),
      grounding: "retrieved",
      policy: "must-answer",
      mode: "real",
      seed: 1,
      prompt: { system: "", user: "" },
    });
    expect(r.output!.texto.length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
    expect(r.output!.texto).toContain("la fotosíntesis libera oxígeno a la atmósfera");
    expect(passages(long[0]!.texto).every((p) => p.length <= MAX_ANSWER_CHARS)).toBe(true);
  });
});
