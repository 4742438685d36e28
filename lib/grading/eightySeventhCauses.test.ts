import { describe, expect, it } from "vitest";
import { tokenize } from "@/lib/text/analyze";
import { partialList } from "@/lib/verifier/noteStructure";
import { answerSlot, answerSlotText } from "@/lib/verifier/slot";
import { autoGrade } from "./autoGrader";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the eighty-seventh realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the eighty-seventh realistic bank (checked here on other texts)", () => {
  it("what the notes cover, then «pero no su …» naming the thing asked, abstains", () => {
    const note = "La nutria vive en ríos y costas. Come peces y cangrejos, y usa piedras para abrir conchas.";
    const grade = (answer: string) => autoGrade({ answer, citedNoteId: null, question: "¿Cuánto pesa una nutria?", referencia: "no aparece en sus notas", answerable: false, goldNote: null, notes: new Map([[1, note]]) }).letter;
    expect(grade("No lo sé; tus apuntes cuentan qué come y dónde vive, pero no su peso.")).toBe("N");
    expect(grade("Tus notas hablan de lo que come, pero no su peso exacto.")).toBe("N");
  });
  it("a statement coordinated after a comma once the whole reference is said is an addition, though one word", () => {
    const note = "La mediana es el valor central de los datos ordenados. Se usa mucho en estadística.";
    expect(gradeOnNote(note, "¿Qué es la mediana?", "el valor central de los datos ordenados", "El valor central de los datos ordenados, y solo existe para números.").letter).toBe("X");
  });
  it("«parque nacional» is a kind of place: the name alone says «el Parque Nacional de N», another name does not", () => {
    const note = "En el norte de la isla está el Parque Nacional de Doñana, un humedal protegido.";
    const [q, ref] = ["¿Qué parque nacional está en el norte de la isla?", "el Parque Nacional de Doñana"];
    expect(gradeOnNote(note, q, ref, "Doñana.").letter).toBe("R");
    // (guard, passes on both)
    expect(gradeOnNote(note, q, ref, "El Parque Nacional de Ordesa.").letter).toBe("X");
  });
  it("the answer slot of a why-question: the cause after «por» that follows the place the statement gives", () => {
    expect(answerSlotText("Las ampollas son bolsas de líquido que salen en los talones por el roce del calzado. Duelen al andar.", "¿Por qué salen las ampollas?")).toBe("el roce del calzado");
  });
  it("a place and the cause phrase after it are two coordinations: each slot takes its own, and no list runs them together", () => {
    const note = "Las ampollas son bolsas de líquido que salen en los talones o los dedos por el roce o el calor del calzado. Duelen al andar.";
    const [why, where] = ["¿Por qué salen las ampollas?", "¿En qué partes del pie salen las ampollas?"];
    expect(answerSlotText(note, why)).toBe("el roce o el calor del calzado");
    expect(answerSlotText(note, where)).toBe("talones o los dedos");
    const partial = (q: string, a: string) => partialList(tokenize(note), tokenize(a), q, answerSlot(tokenize(note), q)?.tokens ?? null);
    expect(partial(why, "Por el roce o el calor del calzado.")).toBe(false);
    expect(partial(where, "En los talones o los dedos.")).toBe(false);
    // (guard, passes on both: one place of two is part of the answer)
    expect(partial(where, "En los talones.")).toBe(true);
  });
});
