import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { letterOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-fifty-ninth realistic bank, each checked here on
 * a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("causes found on the hundred-and-fifty-ninth realistic bank (checked here on other texts)", () => {
  it("«pacífico» is the adjective of «paz»", () => {
    const note = "Tras la tregua, los dos pueblos vivieron en paz durante un siglo.";
    expect(grade(note, "¿Cómo vivieron los dos pueblos tras la tregua?", "En paz.", "De forma pacífica.")).toBe("R");
  });

  it("a participle alone after «y», alike to one right before the slot («envueltas… | y fritas»), is no item of it", () => {
    const note = "Las croquetas de la abuela son bolitas de bechamel envueltas en pan rallado y fritas. Se comen calientes.";
    expect(answerSlotText(note, "¿En qué se envuelven las croquetas de la abuela?")).toBe("pan rallado");
  });

  it("«de donde» after a place set off with its apposition answers «¿De dónde…?» by that place", () => {
    const note = "Se dice que el dulce nació en Tolosa, villa cercana a San Sebastián, de donde le viene el nombre. En Navidad no falta en ninguna mesa.";
    expect(answerSlotText(note, "¿De dónde le viene el nombre al dulce?")).toMatch(/^Tolosa villa cercana a San Sebastián/);
  });

  it("asked who, a predicate coordinated with its subject left out is said of the names before it, not of a place after it", () => {
    const note = "El fuerte resistió dos asedios. En 1610 el capitán Pedro de Ursúa lo tomó por sorpresa y lo mandó quemar en Pamplona.";
    expect(answerSlotText(note, "¿Quién mandó quemar el fuerte?")).toBe("Pedro de Ursúa");
  });

  it("«¿Cómo está formado…?»: the participle after the copula weighs as the question's verb", () => {
    const note = "El relojero vivió en Ginebra. Su invento más conocido es el farol que lleva su nombre, formado por placas de mica, que alumbra igual que un farol de aceite pero pesa menos.";
    expect(answerSlotText(note, "¿Cómo está formado el farol?")).toBe("placas de mica");
  });
});
