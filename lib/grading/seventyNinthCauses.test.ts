import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the seventy-ninth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the seventy-ninth realistic bank (checked here on other texts)", () => {
  it("«vírica» / «viral» is the adjective of «virus»", () => {
    const note = "La gripe la causa un virus que cambia cada año.";
    expect(gradeOnNote(note, "¿Qué causa la gripe?", "un virus", "Normalmente es viral.").letter).toBe("R");
  });
  it("the object of an infinitive after «sin» is not denied («sin forzar la rodilla» where the note says «reposo de la rodilla»)", () => {
    const note = "El esguince se cura con frío, reposo de la rodilla y una venda.";
    const [q, ref] = ["¿Cómo se cura el esguince?", "con frío, reposo de la rodilla y una venda"];
    expect(gradeOnNote(note, q, ref, "Con una venda, poniendo frío y sin forzar la rodilla.").letter).toBe("R");
  });
  it("«templado» is the opposite of «helado»", () => {
    const note = "La tos se calma con bebidas templadas, descanso de la garganta y jarabe.";
    expect(gradeOnNote(note, "¿Cómo se calma la tos?", "con bebidas templadas, descanso de la garganta y jarabe", "Con bebidas heladas, descanso de la garganta y jarabe.").letter).toBe("X");
  });
  it("«¿Qué N…?» is the name before a bare apposition that says N, where the part before says the question's words", () => {
    const note = "La ciudad es famosa por su puerto. En ella murió Antonio Machado, el poeta de Castilla.";
    expect(answerSlotText(note, "¿Qué poeta murió en la ciudad?")).toBe("Antonio Machado");
  });
});
