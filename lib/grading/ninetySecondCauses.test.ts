import { describe, expect, it } from "vitest";
import { FEATURE_NAMES, pairFeatures } from "@/lib/verifier/features";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the ninety-second realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix (guards, marked so,
 * pass on both).
 */
const feature = (note: string, answer: string, question: string, name: string) => pairFeatures(note, answer, question)[FEATURE_NAMES.indexOf(name as never)];

describe("judging causes found on the ninety-second realistic bank (checked here on other texts)", () => {
  it("a part that only says reference words again adds what it says of them", () => {
    const note = "La lesión más común del corredor aparece en la rodilla, por delante, y se alivia con reposo.";
    const q = "¿Dónde aparece la lesión más común del corredor?";
    expect(gradeOnNote(note, q, "en la rodilla, por delante", "En la rodilla, por delante, casi siempre en la rodilla izquierda.").letter).toBe("X");
    // (guard, passes on both: the reference alone)
    expect(gradeOnNote(note, q, "en la rodilla, por delante", "En la parte delantera de la rodilla.").letter).toBe("R");
  });

  it("«un año» in the sources holds «doce meses» in the answer, and the answer's months say the reference's year", () => {
    const note = "El vino de esta bodega reposa un año en barricas de roble antes de embotellarse.";
    const q = "¿Qué se hace con el vino antes de embotellarlo?";
    expect(gradeOnNote(note, q, "reposa un año en barricas de roble", "Reposa doce meses en barricas de roble.").letter).toBe("R");
    // (guard, passes on both: another amount)
    expect(gradeOnNote(note, q, "reposa un año en barricas de roble", "Reposa seis meses en barricas de roble.").letter).toBe("X");
  });

  it("«un N en cada M» counts one of what the question names in the plural", () => {
    const note = "El robot de limpieza tiene un sensor en cada brazo y una batería de litio.";
    const q = "¿Dónde tiene los sensores el robot de limpieza?";
    expect(gradeOnNote(note, q, "uno en cada brazo", "El robot tiene un sensor en cada brazo.").letter).toBe("R");
    expect(feature(note, "Uno en cada brazo.", q, "nombre_o_numero_ausente")).toBe(0);
    // (guard, passes on both: another count)
    expect(gradeOnNote(note, q, "uno en cada brazo", "Dos en cada brazo.").letter).toBe("X");
  });

  it("«justo» before a time or a place only sharpens it", () => {
    const note = "El dolor del juanete aparece en el pie, debajo del dedo gordo.";
    const q = "¿Dónde aparece el dolor del juanete?";
    expect(gradeOnNote(note, q, "en el pie, debajo del dedo gordo", "En la planta del pie, justo debajo del dedo gordo.").letter).toBe("R");
  });

  it("the answer slot of «¿Desde cuándo…?» ends where the question's own words resume", () => {
    const note = "El museo de la ciudad abrió sus puertas hace años. Desde 1990 está abierto al público los domingos por la tarde.";
    expect(answerSlotText(note, "¿Desde cuándo está abierto al público el museo?")).toBe("1990");
  });

  it("a coordinated phrase that is the subject of a verb after its apposition is no list item of the slot", () => {
    const note = "El puente viejo es de hierro forjado y su diseño, el neogótico, imita las catedrales de la época.";
    expect(answerSlotText(note, "¿De qué material es el puente viejo?")).toBe("hierro forjado");
  });

  it("«y N de <nombre>» coordinated with the question's own noun is no item of the slot", () => {
    const note = "Ramiro fue hijo del conde Fernán González y sobrino de Sancho Garcés, y gobernó el condado muchos años.";
    expect(answerSlotText(note, "¿De quién era hijo Ramiro?")).not.toContain("Sancho");
    // (guard, passes on both: a list of things after "de")
    expect(answerSlotText(note.replace("Ramiro fue hijo del conde Fernán González y sobrino de Sancho Garcés", "La espada era de acero y piezas de bronce"), "¿De qué era la espada?")).toContain("bronce");
  });

  it("a year that closes the slot is cut where the question asks no time", () => {
    const note = "El poeta vivió muchos años en París. Murió de tuberculosis en 1837, lejos de su familia.";
    expect(answerSlotText(note, "¿De qué murió el poeta?")).toBe("tuberculosis");
    // (guard, passes on both: a question of the year keeps it)
    expect(answerSlotText(note, "¿En qué año murió el poeta?")).toContain("1837");
  });
});
