import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { isAbstention } from "./autoGrader";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the fifty-third realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the fifty-third realistic bank (checked here on other texts)", () => {
  it("a negation in a relative clause after a noun phrase («un valor que no se conoce») is no abstention; «no pone» in the notes is", () => {
    expect(isAbstention("Para estimar un valor que no se conoce a partir de otros dos.")).toBe(false);
    expect(isAbstention("En tus apuntes no pone cuándo ocurrió.")).toBe(true);
  });
  it("more peoples' adjectives say their country («danés» / «Dinamarca»)", () => {
    expect(gradeOnNote("El barco lo diseñó un ingeniero danés en 1890.", "¿Quién diseñó el barco?", "un ingeniero danés", "Un ingeniero de Dinamarca.").letter).toBe("R");
  });
  it("two opposites of the reference collapsed into one said twice turn the second thing round", () => {
    const note = "En un gas encerrado, cuando la presión aumenta el volumen disminuye.";
    const [q, ref] = ["¿Qué relación hay entre presión y volumen en un gas encerrado?", "cuando la presión aumenta el volumen disminuye"];
    expect(gradeOnNote(note, q, ref, "Cuando la presión aumenta el volumen también aumenta.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Si la presión sube, el volumen baja.").letter).toBe("R");
  });
  it("«menos … que» against «tan … como» is another degree", () => {
    const note = "Los frutos secos aportan grasas tan saludables como las del aceite de oliva.";
    const [q, ref] = ["¿Qué grasas aportan los frutos secos?", "grasas tan saludables como las del aceite de oliva"];
    expect(gradeOnNote(note, q, ref, "Grasas menos saludables que las del aceite de oliva.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Grasas tan saludables como las del aceite de oliva.").letter).toBe("R");
  });
});

describe("answer slots found on the fifty-third realistic bank (checked here on other notes)", () => {
  it("«¿A qué edad…?» takes an amount in years over an article read as one", () => {
    expect(answerSlotText("Alejandro fue un rey que murió joven, hacia los 32 años.", "¿A qué edad murió Alejandro?")).toBe("32 años");
  });
  it("a clitic before the verb in question and note, the complement restated: the question asks for the subject", () => {
    const note = "Mendel cultivó miles de plantas, y los colores de sus semillas le ayudaron a descubrir las leyes de la herencia en los guisantes.";
    expect(answerSlotText(note, "¿Qué le ayudó a Mendel a descubrir las leyes de la herencia?")).toMatch(/colores de sus semillas$/);
  });
});
