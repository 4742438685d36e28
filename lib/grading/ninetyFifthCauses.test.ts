import { describe, expect, it } from "vitest";
import { tokenize } from "@/lib/text/analyze";
import { learnedNoun } from "@/lib/text/learned";
import { numberDiffers } from "@/lib/verifier/numberCheck";
import { answerSlot, answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the ninety-fifth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix (guards, marked so,
 * pass on both).
 */
describe("judging causes found on the ninety-fifth realistic bank (checked here on other texts)", () => {
  it("an ordinal the note says as a word, with no determiner, is held", () => {
    const note = "Fernando Díaz, primer conde de Castro, fundó el pueblo en 1312.";
    const q = "¿Qué título tenía Fernando Díaz?";
    expect(gradeOnNote(note, q, "conde de Castro", "Fue el primer conde de Castro.").letter).toBe("R");
    // (guard, passes on both: another ordinal)
    expect(gradeOnNote(note, q, "conde de Castro", "Fue el segundo conde de Castro.").letter).toBe("X");
  });

  it("a verb in -dir and its learned noun in -sión are one family", () => {
    expect(learnedNoun("divid")).toBe("division");
    expect(learnedNoun("invad")).toBe("invasion");
    const note = "Aquel invierno el general decidió dividir el ejército en tres columnas.";
    const q = "¿Qué decidió el general aquel invierno?";
    expect(gradeOnNote(note, q, "dividir el ejército en tres columnas", "La división del ejército en tres columnas.").letter).toBe("R");
  });

  it("«tanto A como B» in the reference is a list of two: one alone is partial", () => {
    const note = "El tejón es un animal nocturno. Lo cazan tanto los zorros como las águilas.";
    const q = "¿Quiénes cazan al tejón?";
    expect(gradeOnNote(note, q, "tanto los zorros como las águilas", "Los zorros.").letter).toBe("X");
    // (guard, passes on both: both items)
    expect(gradeOnNote(note, q, "tanto los zorros como las águilas", "Las águilas y los zorros.").letter).toBe("R");
  });

  it("denying what the question takes as done, in its own verb, contradicts the note", () => {
    const note = "En 1640 el capitán conquistó la fortaleza de Salses tras un largo asedio.";
    const q = "¿Qué conquistó el capitán en 1640?";
    expect(gradeOnNote(note, q, "la fortaleza de Salses", "No conquistó nada: la fortaleza de Salses resistió el asedio.").letter).toBe("X");
    // (guard, passes on both: the plain answer)
    expect(gradeOnNote(note, q, "la fortaleza de Salses", "La fortaleza de Salses, tras un largo asedio.").letter).toBe("R");
  });

  it("«gracias al» marks a cause, cut before a statement coordinated after it", () => {
    const note = "La bicicleta avanza cuando se pedalea, de modo que sale hacia delante. No se cae mientras rueda gracias al giro de sus ruedas, y se detiene al frenar.";
    const slot = answerSlotText(note, "¿Por qué no se cae la bicicleta mientras rueda?") ?? "";
    expect(slot).toContain("giro de sus ruedas");
    expect(slot).not.toContain("frenar");
  });

  it("a when-question with no «cuando» of its own is answered by a time of day in the sentence it points at", () => {
    const note = "La migraña aparece cuando se dilatan los vasos de la cabeza. Causa dolor y náuseas, sobre todo por la mañana.";
    expect(answerSlotText(note, "¿Cuándo se notan sobre todo el dolor y las náuseas de la migraña?")).toBe("mañana");
  });

  it("«se le llama X o Y» names the thing asked about by its pronoun", () => {
    const note = "El molinillo es un juguete de papel que gira con el viento. En Andalucía se le llama rehilete o ventolera.";
    const slot = answerSlotText(note, "¿Qué otros nombres recibe el molinillo?") ?? "";
    expect(slot).toContain("rehilete");
    expect(slot).toContain("ventolera");
  });

  it("a year said short is the note's year, no other number", () => {
    const note = "El museo abrió sus puertas en 1974, tras diez años de obras.";
    const q = "¿En qué año abrió el museo?";
    expect(numberDiffers(answerSlot(tokenize(note), q), tokenize("En el 74."), q)).toBe(false);
    // (guard, passes on both: another year)
    expect(numberDiffers(answerSlot(tokenize(note), q), tokenize("En el 78."), q)).toBe(true);
  });
});
