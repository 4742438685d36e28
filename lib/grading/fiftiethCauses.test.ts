import { describe, expect, it } from "vitest";
import { tokenize } from "@/lib/text/analyze";
import { answerSlotText } from "@/lib/verifier/slot";
import { partialList } from "@/lib/verifier/noteStructure";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the fiftieth realistic bank, each checked here on a note and question
 * written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the fiftieth realistic bank (checked here on other texts)", () => {
  it("a name opening the answer is a name where the note writes it as one («Robert Stevenson» for «Thomas Stevenson»)", () => {
    const note = "El faro lo diseñó Thomas Stevenson; la obra la dirigió su hijo Robert.";
    expect(gradeOnNote(note, "¿Quién diseñó el faro?", "Thomas Stevenson", "Robert Stevenson.").letter).toBe("X");
    expect(gradeOnNote(note, "¿Quién diseñó el faro?", "Thomas Stevenson", "Thomas Stevenson.").letter).toBe("R");
  });
  it("the terms of a division turned round are another calculation", () => {
    const note = "La densidad se calcula dividiendo la masa entre el volumen.";
    const [q, ref] = ["¿Cómo se calcula la densidad?", "dividiendo la masa entre el volumen"];
    expect(gradeOnNote(note, q, ref, "Dividiendo el volumen entre la masa.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "La masa dividida por el volumen.").letter).toBe("R");
  });
});

describe("detector structure found on the fiftieth realistic bank (checked here on other notes)", () => {
  it("one end of a range is no partial answer where the note also states that number on its own", () => {
    const note = tokenize("La nota va de 0 a 10: 5 es un aprobado y 10 la máxima.");
    expect(partialList(note, tokenize("10."), "¿Cuál es la nota máxima?")).toBe(false);
    expect(partialList(note, tokenize("0."), "¿Cuál es la nota mínima?")).toBe(true);
  });
  it("a who-question's slot runs on through the names coordinated with the first («Jonas Salk y Albert Sabin»)", () => {
    expect(answerSlotText("Las primeras vacunas contra la polio las desarrollaron Jonas Salk y Albert Sabin en los años cincuenta.", "¿Quiénes desarrollaron las primeras vacunas contra la polio?")).toMatch(/^Jonas Salk y Albert Sabin/);
  });
  it("a coordinated subject whose verb is left out («y el tejado, de paja») is no item of the slot", () => {
    expect(answerSlotText("Las paredes de la casa son de adobe y el tejado, de paja.", "¿De qué son las paredes de la casa?")).toBe("adobe");
  });
});
