import { describe, expect, it } from "vitest";
import { FEATURE_NAMES, pairFeatures } from "@/lib/verifier/features";
import { answerSlotText } from "@/lib/verifier/slot";
import { autoGrade } from "./autoGrader";
import { gradeOnNote as grade } from "@/lib/testing/judges";

const feature = (name: string, note: string, answer: string, question: string) => pairFeatures(note, answer, question)[FEATURE_NAMES.indexOf(name as (typeof FEATURE_NAMES)[number])];

/**
 * The general causes of the judges' errors found on the hundred-and-forty-eighth realistic bank, each checked here on a
 * note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("causes found on the hundred-and-forty-eighth realistic bank (checked here on other texts)", () => {
  it("asked how much a thing named by a participle is, what a colon right after the name goes on to say answers, not an article before", () => {
    const note = "El físico comprobó que un gas no puede enfriarse por debajo de una temperatura, hoy llamada cero absoluto: unos 273 grados bajo cero. Ningún laboratorio la ha alcanzado.";
    expect(answerSlotText(note, "¿Cuánto vale el cero absoluto?")).toMatch(/^273 grados/);
  });

  it("asked what a word means, what the note restates it as after «es decir» answers", () => {
    const note = "En la antigua Roma, el paterfamilias, es decir, el jefe de la casa, tenía autoridad sobre todos sus parientes.";
    expect(answerSlotText(note, "¿Qué significa paterfamilias?")).toBe("jefe de la casa");
  });

  it("a clause coordinated after the slot with its verb left out and the slot's preposition is another statement, past the slot's article too", () => {
    const note = "La mesa del comedor se fabrica con la madera de un roble viejo y las patas con hierro forjado.";
    expect(answerSlotText(note, "¿Con qué se fabrica la mesa del comedor?")).toBe("madera de un roble viejo");
  });

  it("«uno … y el otro …»: asked about the second, what «el otro» says answers; about the first, what «uno» says", () => {
    const note = "La balanza antigua tiene dos platos: uno sostiene las pesas de bronce y el otro la mercancía.";
    expect(answerSlotText(note, "¿Qué sostiene el segundo plato de la balanza?")).toBe("mercancía");
    expect(answerSlotText(note, "¿Qué sostiene el primer plato de la balanza?")).toBe("pesas de bronce");
  });

  it("asked «¿De qué N…?», the other said with it by «o de» is part of the answer", () => {
    const note = "En la Edad Media las cuerdas se hacían con fibra de cáñamo o de lino, trenzada a mano.";
    expect(answerSlotText(note, "¿De qué fibra se hacían las cuerdas en la Edad Media?")).toBe("cáñamo o de lino");
  });

  it("a way said the other way round, «desde B hasta A» for the note's «desde A hasta B», contradicts it", () => {
    const note = "El tren de la sierra va desde Lima hasta Huancayo en unas doce horas.";
    expect(grade(note, "¿Desde dónde sale el tren de la sierra?", "Desde Lima.", "Desde Huancayo hasta Lima.").letter).toBe("X");
    // (Guards, pass on both: the same way, and its origin alone.)
    expect(grade(note, "¿Desde dónde sale el tren de la sierra?", "Desde Lima.", "De Lima hasta Huancayo.").letter).toBe("R");
    expect(grade(note, "¿Desde dónde sale el tren de la sierra?", "Desde Lima.", "Desde Lima hasta Huancayo.").letter).toBe("R");
  });

  it("after an abstention, what «suele» be the case is an answer all the same, even in the notes' words", () => {
    const note = "La torre del faro es de piedra y se encendió por primera vez en 1860.";
    const unanswerable = (answer: string) => autoGrade({ answer, citedNoteId: null, question: "¿De qué material eran las escaleras del faro?", referencia: "no aparece en sus notas", answerable: false, goldNote: null, notes: new Map([[1, note]]) }).letter;
    expect(unanswerable("Tus notas no lo dicen, pero suelen ser de piedra.")).toBe("X");
    expect(unanswerable("Tus notas no lo dicen, aunque normalmente eran de piedra.")).toBe("X");
    // (Guard, passes on both: the abstention alone.)
    expect(unanswerable("Tus notas no lo dicen.")).toBe("N");
  });

  it("the detector reads a denial against the note's relative clause of the same sentence («y no los pierde» where it says «…, que pierde cada año»)", () => {
    const note = "La ardilla roja vive en los pinares. Tiene una cola larga y peluda, sin manchas, que muda cada otoño.";
    expect(feature("contradiccion", note, "Larga y peluda, y no la muda nunca.", "¿Cómo es la cola de la ardilla roja?")).toBe(1);
    // (Guard: what the note says, no denial.)
    expect(feature("contradiccion", note, "Larga y peluda, sin manchas.", "¿Cómo es la cola de la ardilla roja?")).toBe(0);
  });

  it("«maduro» is the opposite of «verde» (of fruit)", () => {
    const note = "El ceviche de mango lleva mango verde, cebolla morada y limón.";
    expect(feature("contradiccion", note, "Mango maduro, cebolla morada y limón.", "¿Qué lleva el ceviche de mango?")).toBe(1);
  });
});
