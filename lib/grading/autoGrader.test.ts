import { describe, expect, it } from "vitest";
import { seedData } from "@/lib/dataset/seed";
import { autoGrade, isAbstention } from "./autoGrader";

const notes = new Map(seedData.notas.map((n) => [n.id, n.texto]));
function grade(clave: string, answer: string | null, citedNoteId: number | null) {
  const q = seedData.banco.find((x) => x.clave === clave)!;
  return autoGrade({
    answer,
    citedNoteId,
    question: q.pregunta,
    referencia: q.referencia,
    answerable: q.tipo === "con respuesta",
    goldNote: q.id_nota === null ? null : notes.get(q.id_nota)!,
    notes,
  });
}

describe("automatic grader on the seed's example answers", () => {
  it("p14 mixed faithful + added → X", () => {
    const g = grade("p14", "Al aire libre y también en el taller", 8);
    expect(g.letter).toBe("X");
    expect(g.reason).toContain("taller");
  });
  it("p17 faithful paraphrase → R", () => {
    expect(grade("p17", "Desde varios puntos de vista a la vez", 9).letter).toBe("R");
  });
  it("p22 Leonardo da Vinci citing note 7 → X", () => {
    expect(grade("p22", "Leonardo da Vinci", 7).letter).toBe("X");
  });
  it("the exact phrase and its variants → N", () => {
    expect(grade("p20", "no aparece en sus notas", null).letter).toBe("N");
    expect(grade("p01", "No aparece en sus notas.", null).letter).toBe("N");
    expect(grade("p22", "No lo sé", null).letter).toBe("N");
    expect(grade("p03", "NO ESTÁ EN SUS NOTAS", null).letter).toBe("N");
    expect(isAbstention("La media no aparece")).toBe(true);
    expect(isAbstention("Al aire libre")).toBe(false);
  });
  it("correct answers: the reference, the whole note sentence, light paraphrase", () => {
    expect(grade("p14", "Al aire libre", 8).letter).toBe("R");
    expect(grade("p01", notes.get(1)!, 1).letter).toBe("R");
    expect(grade("p02", "La media lo resume en un solo número", 1).letter).toBe("R");
    expect(grade("p15", "Puros, sin mezclar en la paleta", 8).letter).toBe("R");
    expect(grade("p19", "Con tres notas de la escala", 11).letter).toBe("R");
  });
  it("contradictions, wrong numbers, wrong and invented citations → X", () => {
    expect(grade("p01", "No a los valores extremos de la muestra", 1).letter).toBe("X");
    expect(grade("p19", "Con cinco notas, en la mayoría de los estilos", 11).letter).toBe("X");
    expect(grade("p25", "Un acorde de cuatro notas con la séptima añadida", 11).letter).toBe("X");
    const wrong = grade("p14", "Al aire libre", 7);
    expect(wrong.letter).toBe("X");
    expect(wrong.reason).toContain("nota citada (7)");
    expect(grade("p14", "Al aire libre", 13).reason).toContain("inexistente");
    expect(grade("p24", "En 1874", null).letter).toBe("X");
    expect(grade("p06", "En una tabla", 4).letter).toBe("X");
  });
});

import { createTestDb } from "@/db/client";
import { ensureDefaults } from "@/db/queries/dataset";
import { categoryCounts, listFichas } from "@/db/queries/fichas";
import { enqueueRun } from "@/db/queries/runs";
import { completeRun } from "@/lib/jobs/inProcess";

describe("the automatic grader on whole runs", () => {
  it("scores the reference oracle 20/20 + 5/5 under every grounding and policy (else it is broken)", async () => {
    const db = createTestDb();
    ensureDefaults({ db });
    for (const id of ["reference|retrieved|may-abstain", "reference|all|must-answer", "reference|retrieved|verify"]) {
      const { run, jobId } = enqueueRun({ db, conditionId: id, mode: "real" });
      await completeRun({ db, runId: run.id, jobId });
      // The grader's letters: R for the 20 answerable, N for the 5 unanswerable, whatever the policy.
      expect(listFichas({ db, runId: run.id }).map((f) => f.letter).join("")).toBe("R".repeat(20) + "N".repeat(5));
      if (!id.endsWith("verify")) {
        expect(categoryCounts({ db, runIds: [run.id] }).get(run.id)).toEqual({ correcta: 25, incorrecta: 0, abstencion: 0, inventadas: 0, sinCalificar: 0 });
      }
    }
  });
});
