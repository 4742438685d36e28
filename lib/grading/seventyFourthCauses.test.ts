import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging and detector errors found on the seventy-fourth realistic bank, each checked here on a
 * note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("answer slots found on the seventy-fourth realistic bank (checked here on other notes)", () => {
  it("«¿Qué N V…?» where the note names it «la N de Name»: the name", () => {
    const note = "Carlomagno fue rey de los francos. Tras la larga guerra de Sajonia, agotado por las campañas, se retiró a Aquisgrán.";
    expect(answerSlotText(note, "¿Qué guerra hizo que Carlomagno se retirara agotado?")).toBe("Sajonia");
  });
  it("«¿En qué países…?» where the note opens «En A | y B…»: both names", () => {
    const note = "El kimchi es un plato de col fermentada. En Corea y Japón se sirve en casi todas las comidas para acompañar el arroz.";
    expect(answerSlotText(note, "¿En qué países se sirve el kimchi en casi todas las comidas?")).toBe("Corea y Japón");
  });
  it("a part that says the kind asked for wins a tie with one that says only the note's subject", () => {
    const note = "La espinaca es una verdura de hoja verde. Tiene mucha vitamina K. Se come cruda o cocida en tortilla de espinaca.";
    expect(answerSlotText(note, "¿Qué vitamina tiene en abundancia la espinaca?")).toBe("K");
  });
});

describe("judging causes found on the seventy-fourth realistic bank (checked here on other texts)", () => {
  it("an adverb in «-mente» is its adjective («gravemente» / «graves»)", () => {
    const note = "Los incendios forestales causan daños graves a la fauna.";
    expect(gradeOnNote(note, "¿Qué causan los incendios forestales a la fauna?", "daños graves", "La dañan gravemente.").letter).toBe("R");
  });
  it("trades and common animals are closed classes: one in another's place is another thing", () => {
    const note = "El puente lo diseñó el ingeniero Gustave Eiffel.";
    expect(gradeOnNote(note, "¿Quién diseñó el puente?", "el ingeniero Gustave Eiffel", "El arquitecto Gustave Eiffel.").letter).toBe("X");
    const seal = "En el sello del rey aparece un águila de dos cabezas.";
    expect(gradeOnNote(seal, "¿Qué aparece en el sello del rey?", "un águila de dos cabezas", "Un león de dos cabezas.").letter).toBe("X");
  });
  it("«líquido» is the opposite of «espeso»", () => {
    const note = "La miel de caña es un jarabe muy espeso que se toma con pan.";
    expect(gradeOnNote(note, "¿Qué es la miel de caña?", "un jarabe muy espeso que se toma con pan", "Un jarabe muy líquido que se toma con pan.").letter).toBe("X");
  });
});
