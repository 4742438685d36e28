import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { featureOf as f, gradeOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-seventy-fourth realistic bank, each checked here on
 * a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */

describe("causes found on the hundred-and-seventy-fourth realistic bank (checked here on other texts)", () => {
  it("a multiple in the question's own part answers a quantity question, whatever number the question names", () => {
    const note = "La empresa fundó su fábrica en 1921. El tren del modelo 3 va al triple de la velocidad de un coche.";
    expect(answerSlotText(note, "¿A qué velocidad va el tren del modelo 3?")).toBe("triple de la velocidad de un coche");
  });

  it("the terms of a division said the other way round around «entre» contradict, where the question asks what is divided", () => {
    const note = "La densidad divide la masa de una sustancia entre el volumen que ocupa. Se mide en kilos por metro cúbico.";
    const q = "¿Qué divide la densidad?";
    expect(grade(note, q, "La masa de una sustancia entre el volumen que ocupa.", "El volumen entre la masa de una sustancia.").letter).toBe("X");
    expect(grade(note, q, "La masa de una sustancia entre el volumen que ocupa.", "La masa de una sustancia entre el volumen que ocupa.").letter).toBe("R");
    expect(f(note, "El volumen entre la masa de una sustancia.", q, "contradiccion")).toBe(1);
    expect(f(note, "La masa de una sustancia entre el volumen que ocupa.", q, "contradiccion")).toBe(0);
  });

  it("«la mitad» is the opposite of «el doble», where the question names the number two", () => {
    const note = "El tren del modelo 2 va al doble de la velocidad de un coche y tiene ocho vagones.";
    const q = "¿A qué velocidad va el tren del modelo 2?";
    expect(grade(note, q, "Al doble de la velocidad de un coche.", "A la mitad de la velocidad de un coche.").letter).toBe("X");
    expect(grade(note, q, "Al doble de la velocidad de un coche.", "Al doble de la velocidad de un coche.").letter).toBe("R");
  });

  it("a short infinitive with an enclitic pronoun («verlos») is its infinitive: «no se podían ver» says it", () => {
    const note = "Los primeros astrónomos no conocían esos planetas, tan lejanos, porque nadie podía verlos.";
    const q = "¿Por qué no conocían esos planetas los primeros astrónomos?";
    expect(grade(note, q, "Porque nadie podía verlos.", "Porque no se podían ver.").letter).toBe("R");
    expect(grade(note, q, "Porque nadie podía verlos.", "Porque eran muy pequeños.").letter).toBe("X");
  });
});
