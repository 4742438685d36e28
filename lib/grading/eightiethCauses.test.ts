import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the eightieth realistic bank, each checked here on a note and question
 * written for the test (none from a bank) — every test fails on the code before its fix, except those marked as guards.
 */
describe("judging causes found on the eightieth realistic bank (checked here on other texts)", () => {
  it("nouns coordinated before one predicate are each an item: the predicate said of one noun only is partial", () => {
    const note = "Un prisma es recto si todas sus aristas laterales y caras laterales son perpendiculares a la base.";
    const [q, ref] = ["¿Cuándo es recto un prisma?", "si sus aristas laterales y caras laterales son perpendiculares a la base"];
    expect(gradeOnNote(note, q, ref, "Cuando sus aristas laterales son perpendiculares a la base.").letter).toBe("X");
    // (guard, passes on both)
    expect(gradeOnNote(note, q, ref, "Cuando sus aristas y caras laterales son perpendiculares a la base.").letter).toBe("R");
  });
  it("«ningún otro N es tan A como él» says the superlative, no denial", () => {
    const note = "El guepardo es el animal terrestre más rápido del mundo. Caza de día.";
    const [q, ref] = ["¿Qué tiene de especial el guepardo?", "es el animal terrestre más rápido del mundo"];
    expect(gradeOnNote(note, q, ref, "Ningún otro animal terrestre es tan rápido como él.").letter).toBe("R");
    // (guard, passes on both)
    expect(gradeOnNote(note, q, ref, "Ningún animal terrestre es tan lento como él.").letter).toBe("X");
  });
  it("«en total», «se encuentra en» and «dentro de» frame an amount or a place and add nothing", () => {
    const castle = "El castillo tiene cuatro torres y una muralla.";
    expect(gradeOnNote(castle, "¿Cuántas torres tiene el castillo?", "cuatro", "Tiene cuatro torres en total.").letter).toBe("R");
    const museum = "El museo está en el centro de Lyon, en el barrio de Fourvière.";
    expect(gradeOnNote(museum, "¿Dónde está el museo?", "en el centro de Lyon, en el barrio de Fourvière", "El museo se encuentra en el centro de Lyon, dentro del barrio de Fourvière.").letter).toBe("R");
  });
  it("«sin querer» / «sin que uno lo quiera» say «involuntario»; «acompañado de» says «con»", () => {
    const note = "El tic es un movimiento involuntario y repetido de un músculo de la cara.";
    const [q, ref] = ["¿Qué es un tic?", "un movimiento involuntario y repetido de un músculo de la cara"];
    expect(gradeOnNote(note, q, ref, "Un movimiento repetido de un músculo de la cara que se hace sin querer.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "Un movimiento repetido de un músculo de la cara, sin que uno lo quiera.").letter).toBe("R");
    const cake = "La tarta de Santiago se sirve a menudo con vino dulce.";
    expect(gradeOnNote(cake, "¿Con qué se sirve a menudo la tarta de Santiago?", "con vino dulce", "Acompañada de vino dulce.").letter).toBe("R");
  });
  it("a thing named in a phrase opened after the whole reference is said is an addition, though one word", () => {
    const note = "El queso manchego se cura en cuevas frías durante meses.";
    const [q, ref] = ["¿Dónde se cura el queso manchego?", "en cuevas frías"];
    expect(gradeOnNote(note, q, ref, "En cuevas frías por su humedad.").letter).toBe("X");
    // (guard, passes on both: an adverb of place there is no thing — "por dentro")
    expect(gradeOnNote(note, q, ref, "En cuevas frías por dentro.").letter).toBe("R");
  });
  it("the slot: a gerund with a pronoun attached («dándole») goes on the gerunds before it", () => {
    expect(answerSlotText("La masa se prepara amasando la harina y dándole forma de bola.", "¿Cómo se prepara la masa?")).toBe("amasando la harina y dándole forma de bola");
  });
  it("the slot: «¿Cuál era la N de X?» is the bare name set off after a part that closes on N", () => {
    expect(answerSlotText("El rey vivía desde joven en la capital, Toledo, una ciudad sobre el Tajo.", "¿Cuál era la capital del rey?")).toBe("Toledo");
  });
  it("the slot: a place goes on through the places set off after it in its clause", () => {
    expect(answerSlotText("El flamenco vive en el sur de Europa, cerca de lagunas saladas y marismas. Come pequeños crustáceos.", "¿Dónde vive el flamenco?")).toBe("sur de Europa cerca de lagunas saladas y marismas");
    expect(answerSlotText("La gota es frecuente en los pies, sobre todo en el dedo gordo, y duele mucho.", "¿Dónde es frecuente la gota?")).toBe("pies sobre todo en el dedo gordo");
  });
  it("the slot: adjectives coordinated after a noun, and a list's last item under its items' «a», are one answer", () => {
    expect(answerSlotText("Una fiebre es una subida anormal y pasajera de la temperatura del cuerpo.", "¿Qué es una fiebre?")).toBe("subida anormal y pasajera de la temperatura del cuerpo");
    expect(answerSlotText("La fatiga puede deberse al estrés, al insomnio o a la mala alimentación.", "¿A qué puede deberse la fatiga?")).toBe("estrés al insomnio o a la mala alimentación");
  });
});
