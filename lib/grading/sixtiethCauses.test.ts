import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the sixtieth realistic bank, each checked here on a note and question
 * written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the sixtieth realistic bank (checked here on other texts)", () => {
  it("blood vessels are a closed class: «arterias» is no «venas»", () => {
    const note = "Las hemorroides son venas inflamadas de la zona anal.";
    expect(gradeOnNote(note, "¿Qué son las hemorroides?", "venas inflamadas de la zona anal", "Arterias inflamadas de la zona anal.").letter).toBe("X");
  });
  it("«Sudamérica» is «América del Sur»", () => {
    const note = "La llama se domesticó en los Andes de Sudamérica hace miles de años.";
    expect(gradeOnNote(note, "¿Dónde se domesticó la llama?", "en los Andes de Sudamérica", "En los Andes de América del Sur.").letter).toBe("R");
  });
});

describe("answer slots found on the sixtieth realistic bank (checked here on other notes)", () => {
  it("the senses are a closed class: «¿Qué sentido…?» takes one", () => {
    const note = "El topo vive bajo tierra. Apenas ve, pero tiene un tacto muy fino en el hocico.";
    expect(answerSlotText(note, "¿Qué sentido tiene muy desarrollado el topo?")).toMatch(/^tacto/);
  });
  it("a slot the note denies and corrects with «sino» is answered by the correction", () => {
    const note = "La perla no se forma con un grano de arena, sino con un parásito que se cuela en la ostra.";
    expect(answerSlotText(note, "¿Con qué se forma la perla?")).toMatch(/^parásito/);
  });
  it("«¿De dónde viene…?» takes the origin after «viene (probablemente) de» opening its part", () => {
    const note = "El dólar nació en las colonias británicas. Su nombre no tiene que ver con el dinero: viene probablemente de una antigua moneda de plata, el tálero, por su peso, y se usó en Asia.";
    expect(answerSlotText(note, "¿De dónde viene el nombre del dólar?")).toMatch(/^antigua moneda de plata/);
  });
});
