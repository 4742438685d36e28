import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { tokenize } from "@/lib/text/analyze";
import { featureOf as f, gradeOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-seventy-sixth realistic bank, each checked here on
 * a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */

describe("causes found on the hundred-and-seventy-sixth realistic bank (checked here on other texts)", () => {
  it("a capital letter after a capitalised function word opening the answer is a letter, not a ruler's number", () => {
    expect(tokenize("De V invertida.")[1]!.num).toBeNull();
    expect(tokenize("Reinó Enrique V.")[2]!.num).toBe(5);
    const note = "El puente de la ciudad tiene forma de V invertida y mide cien metros.";
    const q = "¿Qué forma tiene el puente de la ciudad?";
    expect(grade(note, q, "De V invertida.", "De V invertida.").letter).toBe("R");
    expect(f(note, "De V invertida.", q, "numero_distinto")).toBe(0);
  });

  it("a multiple said of one thing («una doble puerta») counts no two of it", () => {
    const note = "La catedral se cierra con una puerta doble de bronce, como la del palacio.";
    const q = "¿Con qué se cierra la catedral?";
    expect(grade(note, q, "Con una puerta doble de bronce.", "Con una doble puerta de bronce.").letter).toBe("R");
    expect(grade(note, q, "Con una puerta doble de bronce.", "Con dos puertas de bronce.").letter).toBe("X");
  });

  it("asked at what hour, the hour its sentence says, where the question's words point at a date", () => {
    const note = "El mercado de flores abre a las ocho. La procesión de las velas sale del templo cada 2 de febrero, a las nueve de la noche.";
    expect(answerSlotText(note, "¿A qué hora sale la procesión de las velas?")).toBe("a las 21 de la noche");
    expect(answerSlotText(note, "¿Cuándo sale la procesión de las velas?")).not.toContain("21");
  });

  it("a teacher for a pupil is the opposite role", () => {
    const note = "Ana Ruiz compartió el premio de pintura con su alumna Marta Gil, que tenía veinte años.";
    const q = "¿Con quién compartió Ana Ruiz el premio?";
    expect(grade(note, q, "Con su alumna Marta Gil.", "Con su maestra Marta Gil.").letter).toBe("X");
    expect(grade(note, q, "Con su alumna Marta Gil.", "Con Marta Gil, su alumna.").letter).toBe("R");
  });
});
