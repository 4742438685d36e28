import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the sixty-second realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the sixty-second realistic bank (checked here on other texts)", () => {
  it("kin are a closed class: «sus hijos» is no «sus nietos»", () => {
    const note = "Tras la muerte del fundador, sus nietos vendieron la fábrica a un banco.";
    expect(gradeOnNote(note, "¿Qué pasó con la fábrica tras la muerte del fundador?", "sus nietos la vendieron a un banco", "Sus hijos la vendieron a un banco.").letter).toBe("X");
  });
  it("«discal» says «disco»; «a orillas de» places as «junto a»", () => {
    const note = "El dolor se debe a una lesión discal. La ermita está junto al río Tajo.";
    expect(gradeOnNote(note, "¿A qué se debe el dolor?", "a una lesión discal", "A una lesión de disco.").letter).toBe("R");
    expect(gradeOnNote(note, "¿Junto a qué río está la ermita?", "el río Tajo", "A orillas del Tajo.").letter).toBe("R");
  });
  it("«y después V» is «then», no «después de»: it orders as the note's «antes que» does; «B antes que A» turns it round", () => {
    const note = "Para hacer la masa, el agua va antes que la harina.";
    const [q, ref] = ["¿En qué orden se echan el agua y la harina?", "el agua va antes que la harina"];
    expect(gradeOnNote(note, q, ref, "Primero se echa el agua y después la harina.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "La harina va antes que el agua.").letter).toBe("X");
  });
});

describe("answer slots found on the sixty-second realistic bank (checked here on other notes)", () => {
  it("«¿Qué altura…?» takes the amount said in that dimension («N metros de altura»)", () => {
    const note = "La torre de la catedral tiene una base de 12 metros de lado y más de 90 metros de altura.";
    expect(answerSlotText(note, "¿Qué altura tiene la torre de la catedral?")).toBe("90 metros de altura");
  });
  it("«¿Qué se hace al final?» takes what follows «por último»", () => {
    const note = "Para pintar una pared, primero se limpia, después se da una capa de imprimación y por último se pintan dos manos de color.";
    expect(answerSlotText(note, "¿Qué se hace al final al pintar una pared?")).toMatch(/pintan dos manos de color/);
  });
});
