import { describe, expect, it } from "vitest";
import { createTestDb } from "@/db/client";
import { ensureDefaults } from "@/db/queries/dataset";
import { categoryCounts, listFichas } from "@/db/queries/fichas";
import { enqueueRun } from "@/db/queries/runs";
import { seedData } from "@/lib/dataset/seed";
import { completeRun } from "@/lib/jobs/inProcess";
import { table1Row } from "@/lib/results/table1";
import { Random, formatFixed, reliabilityBins } from "@/lib/stats";
import results from "@/lib/stats/__vectors__/seed_results.json";
import { HALLUCINATION_TYPES, defaultProfile, simulationProfileSchema } from "./profile";
import { plantedText } from "./texts";
import { SimulatedTutor } from "./simulate";

async function simulate(db: ReturnType<typeof createTestDb>, conditionId: string, opts: { seed?: number; repetition?: number; preset?: null } = {}) {
  const { run, jobId } = enqueueRun({ db, conditionId, mode: "simulated", ...opts });
  await completeRun({ db, runId: run.id, jobId });
  return { run, fichas: listFichas({ db, runId: run.id }) };
}

describe("seed replay", () => {
  const cells = {
    "claude-haiku-5-5|none|may-abstain": "Haiku 5.5 sin RAG",
    "claude-haiku-5-5|retrieved|may-abstain": "Haiku 5.5 con RAG",
    "claude-sonnet-5-5|retrieved|may-abstain": "Sonnet 5.5 con RAG",
  } as const;
  it("reproduces Table 1, the letters, the confidences and the ECE of the seed's three configurations", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    for (const [id, name] of Object.entries(cells)) {
      const { run, fichas } = await simulate(db, id);
      expect(run.preset).not.toBeNull();
      const row = table1Row(categoryCounts({ db, runIds: [run.id] }).get(run.id)!);
      const expected = results.tabla_1.filas[name];
      expect([row.correcta, row.incorrecta, row.abstencion, row.inventadas]).toEqual([
        expected.correcta,
        expected.incorrecta,
        expected.abstención,
        expected.inventadas,
      ]);
      expect(formatFixed(row.hallucination!.p)).toBe(formatFixed(expected.tasa));
      expect(fichas.map((f) => f.letter).join("")).toBe(seedData.letras[name]);
      expect(fichas.map((f) => f.confidence)).toEqual(seedData.confianzas[name]);
      expect(fichas.every((f) => f.simulated && f.planted !== null)).toBe(true);
      const correct = fichas.map((f) => (f.category === "correcta" ? 1 : 0));
      const ece = reliabilityBins(fichas.map((f) => f.confidence!), correct).ece;
      expect(formatFixed(ece, 3)).toBe(formatFixed(results.fiabilidad.por_configuracion[name].ece_redondeado_3, 3));
    }
  });
  it("carries the seed's example answers (p14 mixed, p22 citing note 7, p24 without citation)", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const { fichas } = await simulate(db, "claude-haiku-5-5|retrieved|may-abstain");
    const byClave = (k: number) => fichas[k - 1]!;
    expect([byClave(14).answerText, byClave(14).citedNoteId]).toEqual(["Al aire libre y también en el taller", 8]);
    expect(JSON.parse(byClave(14).planted!)).toMatchObject({ behaviour: "X", type: "mixed" });
    expect([byClave(22).answerText, byClave(22).citedNoteId]).toEqual(["Leonardo da Vinci", 7]);
    expect([byClave(24).answerText, byClave(24).citedNoteId]).toEqual(["En 1874", null]);
    expect([byClave(17).answerText, byClave(17).letter]).toEqual(["Desde varios puntos de vista a la vez", "R"]);
    // The exact prompt is stored: the seed's RAG prompt with the retrieved notes.
    expect(byClave(1).promptUser).toContain('<nota id="1">La media resume');
    expect(JSON.parse(byClave(1).retrieved!).map((r: { noteId: number }) => r.noteId)).toEqual([1, 2, 3]);
  });
});

describe("simulated runs from profiles", () => {
  it("are identical for the same seed and differ for another", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const id = "local-llm|retrieved|may-abstain";
    const a = await simulate(db, id, { seed: 5, repetition: 1 });
    const b = await simulate(db, id, { seed: 5, repetition: 2 });
    const c = await simulate(db, id, { seed: 6, repetition: 3 });
    const view = (fs: typeof a.fichas) => fs.map((f) => [f.answerText, f.citedNoteId, f.confidence, f.letter]);
    expect(view(b.fichas)).toEqual(view(a.fichas));
    expect(view(c.fichas)).not.toEqual(view(a.fichas));
  });
  it("must answer removes abstentions; no notes invent on every unanswerable question", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const { fichas } = await simulate(db, "claude-haiku-5-5|none|must-answer", { seed: 3, repetition: 1 });
    expect(fichas.filter((f) => f.letter === "N")).toHaveLength(0);
    expect(fichas.slice(20).every((f) => f.category === "incorrecta")).toBe(true);
  });
  it("abstain + verify withholds answers without a valid citation (layer 1)", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const { fichas } = await simulate(db, "claude-haiku-5-5|none|verify", { seed: 9, repetition: 1 });
    for (const f of fichas) {
      expect(f.verdict).not.toBeNull();
      if (f.verdict === "sin cita" || f.verdict === "cita inexistente") {
        expect(f.withheld).toBe(true);
        expect(f.category).not.toBe("incorrecta");
      }
    }
    // What layer 1 lets through wrongly cites an existing note: only the judge (layer 2) can catch it.
    const delivered = fichas.filter((f) => f.category === "incorrecta");
    expect(delivered.every((f) => f.verdict === "pasa a la capa 2" && f.citedNoteId !== null)).toBe(true);
    expect(fichas.some((f) => f.withheld)).toBe(true);
  });
  it("without notes no answer is planted as a wrong citation", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    for (let seed = 1; seed <= 4; seed++) {
      const { fichas } = await simulate(db, "local-llm|none|must-answer", { seed, repetition: seed });
      expect(fichas.map((f) => JSON.parse(f.planted!).type)).not.toContain("wrong-citation");
    }
  });
  it("default profiles are valid and ordered as documented", () => {
    const p = (t: Parameters<typeof defaultProfile>[0], g: Parameters<typeof defaultProfile>[1], pol: Parameters<typeof defaultProfile>[2]) =>
      simulationProfileSchema.parse(defaultProfile(t, g, pol));
    expect(p("claude-haiku-5-5", "none", "may-abstain").answerable.X).toBeGreaterThan(p("claude-haiku-5-5", "retrieved", "may-abstain").answerable.X);
    expect(p("claude-sonnet-5-5", "retrieved", "may-abstain").answerable.X).toBeLessThan(p("claude-haiku-5-5", "retrieved", "may-abstain").answerable.X);
    expect(p("claude-haiku-5-5", "retrieved", "must-answer").answerable.N).toBe(0);
    expect(p("reference", "none", "must-answer").answerable.R).toBe(1);
    expect(() => simulationProfileSchema.parse({ ...p("extractive", "all", "verify"), answerable: { R: 0.5, X: 0.1, N: 0.1 } })).toThrow("R + X + N debe sumar 1");
  });
});

describe("planted texts", () => {
  const base = {
    referencia: "al aire libre",
    pregunta: "¿Dónde pintó la luz el impresionismo?",
    tema: "historia del arte",
    goldNoteId: 8,
    citableNoteIds: [8, 7, 9],
    allNoteIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    grounded: true,
  };
  it("builds one text per hallucination type from the notes (the seed's short forms when replaying it)", () => {
    const t = (type: (typeof HALLUCINATION_TYPES)[number], extra = {}) =>
      plantedText({ rng: new Random(1), behaviour: "X", type, ...base, style: "seed", ...extra });
    expect(t("intrinsic")).toEqual({ texto: "No al aire libre", idNota: 8 });
    expect(t("extrinsic-true").texto).toMatch(/^Al aire libre, como /);
    expect(t("extrinsic-false").texto).not.toContain("aire libre");
    expect(t("wrong-citation").idNota).not.toBe(8);
    expect([7, 9]).toContain(t("wrong-citation").idNota);
    expect(t("invented-citation").idNota).toBe(13);
    expect(t("mixed").texto).toMatch(/^Al aire libre y /);
    expect(t("unanswerable-invention", { pregunta: "¿Quién pintó La Gioconda?" }).texto).toBe("Leonardo da Vinci");
    expect(plantedText({ rng: new Random(1), behaviour: "N", type: null, ...base, style: "seed" })).toEqual({ texto: "no aparece en sus notas", idNota: null });
    expect(plantedText({ rng: new Random(1), behaviour: "R", type: null, ...base, grounded: false, style: "seed" })).toEqual({ texto: "Al aire libre", idNota: null });
  });

  it("phrases answers the way real models do: sentences from the note, hedges, natural abstentions, dressed inventions", () => {
    const goldNote = "El impresionismo pintó la luz al aire libre con pinceladas sueltas y colores puros sin mezclar en la paleta.";
    const texts = (behaviour: "R" | "X" | "N", type: (typeof HALLUCINATION_TYPES)[number] | null, extra = {}) =>
      new Set(Array.from({ length: 60 }, (_, i) => plantedText({ rng: new Random(i + 1), behaviour, type, ...base, goldNote, ...extra }).texto));
    const right = texts("R", null);
    expect(right.size).toBeGreaterThanOrEqual(5);
    expect([...right].some((x) => x.startsWith("El impresionismo pintó la luz al aire libre"))).toBe(true);
    expect([...right].some((x) => /^(Según|De acuerdo|Tus notas dicen|Creo|Si no me equivoco|En tus notas)/.test(x))).toBe(true);
    const n = texts("N", null);
    expect(n.size).toBeGreaterThanOrEqual(8);
    expect(n.has("Tus notas no dicen dónde pintó la luz el impresionismo.")).toBe(true);
    expect([...n].some((x) => /notes/.test(x))).toBe(true);
    const inv = texts("X", "unanswerable-invention", { pregunta: "¿Quién pintó La Gioconda?" });
    expect([...inv].some((x) => /^Tus notas no lo dicen, pero leonardo da vinci/i.test(x))).toBe(true);
    const contra = texts("X", "intrinsic");
    expect([...contra].some((x) => /\bno\b/i.test(x))).toBe(true);
  });

  it("a simulated run exercises the grader as a real one does: it agrees with the planted truth on realistic phrasing", async () => {
    const { autoGrade } = await import("@/lib/grading/autoGrader");
    const { seedBankContent } = await import("@/lib/dataset/seed");
    const { TRAINING_PROFILE } = await import("@/lib/verifier/trainingData");
    const bank = seedBankContent();
    const tutor = new SimulatedTutor({ profile: TRAINING_PROFILE, preset: null, allNotes: bank.notes });
    const notes = new Map(bank.notes.map((x) => [x.noteId, x.texto]));
    let agree = 0;
    let n = 0;
    for (let rep = 0; rep < 8; rep++) {
      for (const [i, q] of bank.questions.entries()) {
        const r = await tutor.call({ question: { position: i, clave: q.clave, pregunta: q.pregunta, referencia: q.referencia, noteId: q.noteId, tipo: q.tipo as "con respuesta" | "sin respuesta" }, notes: bank.notes.slice(0, 3).map((x) => ({ noteId: x.noteId, texto: x.texto, score: null })), grounding: "retrieved", policy: "may-abstain", mode: "simulated", seed: rep * 31 + 5, prompt: { system: "", user: "" } });
        const truth = q.tipo === "con respuesta" ? r.planted!.behaviour : r.planted!.behaviour === "N" ? "N" : "X";
        const g = autoGrade({ answer: r.output!.texto, citedNoteId: r.output!.id_nota, question: q.pregunta, referencia: q.referencia, answerable: q.tipo === "con respuesta", goldNote: q.noteId === null ? null : notes.get(q.noteId)!, notes });
        n++;
        if (g.letter === truth) agree++;
      }
    }
    // Measured: 0.98 on the seed's bank; the planted truth is known, so this is the grader's error rate on simulated runs.
    expect(agree / n).toBeGreaterThan(0.95);
  });
});

describe("offline tutors in simulated mode", () => {
  it("answer for real: the extractive reader's simulated run equals its real run (no notes: nothing invented)", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const texts = async (mode: "real" | "simulated", id: string) => {
      const { run, jobId } = enqueueRun({ db, conditionId: id, mode });
      await completeRun({ db, runId: run.id, jobId });
      return listFichas({ db, runId: run.id }).map((f) => [f.answerText, f.citedNoteId, f.confidence, f.category]);
    };
    for (const id of ["extractive|none|may-abstain", "extractive|retrieved|must-answer", "reference|all|may-abstain"]) {
      expect(await texts("simulated", id), id).toEqual(await texts("real", id));
    }
    const sim = await texts("simulated", "extractive|none|must-answer");
    expect(sim.filter((f) => f[3] === "incorrecta")).toHaveLength(0);
  });
});
