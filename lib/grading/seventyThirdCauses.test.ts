import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging and detector errors found on the seventy-third realistic bank, each checked here on a
 * note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("answer slots found on the seventy-third realistic bank (checked here on other notes)", () => {
  it("«¿En qué N está X?»: «está» (folded like the determiner «esta») leaves N the kind asked for, not a word to find", () => {
    const note = "El Museo del Prado está en Madrid. Durante la guerra, sus cuadros salieron de la ciudad y viajaron hasta Ginebra, en Suiza.";
    expect(answerSlotText(note, "¿En qué ciudad está el Museo del Prado?")).toBe("Madrid");
  });
  it("«¿Qué es en realidad X?» where the note says «En realidad es…» after a first definition: what follows the marker", () => {
    const note = "La fresa es el fruto de la fresera. En realidad es un receptáculo carnoso, y sus verdaderos frutos son los puntitos de fuera.";
    expect(answerSlotText(note, "¿Qué es en realidad una fresa?")).toMatch(/^receptáculo carnoso/);
  });
  it("«¿Cuánto dura…?» where the note gives no number in a unit of time but «unas semanas»: the vague amount", () => {
    const note = "La varicela es una infección muy contagiosa. Da fiebre y un sarpullido que pica, y suele curarse en unos días.";
    expect(answerSlotText(note, "¿Cuánto suele durar la varicela?")).toBe("unos días");
  });
  it("«¿Cuándo…?» where the part that says «cuando» has a number, and another part says the question's words alike", () => {
    const note = "Dos rectas son paralelas cuando no se cortan, y perpendiculares cuando se cortan formando 90 grados. Por ejemplo, los lados de un folio son perpendiculares, y su esquina mide 90. Dos rectas que forman una cruz son perpendiculares.";
    expect(answerSlotText(note, "¿Cuándo son perpendiculares dos rectas?")).toMatch(/^cortan formando 90 grados/);
  });
});

describe("judging causes found on the seventy-third realistic bank (checked here on other texts)", () => {
  it("«Según lo que tienes anotado, …» frames the answer; it adds nothing", () => {
    const note = "El koala se alimenta casi solo de hojas de eucalipto.";
    expect(gradeOnNote(note, "¿De qué se alimenta el koala?", "de hojas de eucalipto", "Según lo que tienes anotado, el koala se alimenta de hojas de eucalipto.").letter).toBe("R");
  });
  it("«tierra de nadie» denies nothing of the clause that goes on after it", () => {
    const note = "La aldea quedó junto a la frontera, en tierra de nadie, y tras la caída del régimen se convirtió en un símbolo de la reconciliación.";
    expect(gradeOnNote(note, "¿De qué se convirtió en símbolo la aldea?", "de la reconciliación", "Tras la caída del régimen, la aldea se convirtió en un símbolo de la reconciliación.").letter).toBe("R");
  });
  it("«acelerar» / «retrasar» and «subir» / «cae» are opposites", () => {
    const note = "El tabaco retrasa la cicatrización de las heridas.";
    expect(gradeOnNote(note, "¿Qué efecto tiene el tabaco en la cicatrización?", "la retrasa", "La acelera.").letter).toBe("X");
    const rain = "La lluvia ácida cae sobre los bosques.";
    expect(gradeOnNote(rain, "¿Qué hace la lluvia ácida?", "cae sobre los bosques", "Sube desde los bosques.").letter).toBe("X");
  });
  it("a stem-changing verb respelled before «e» is its verb («empiece» / «empezar»), and «-ecilla» a diminutive («florecilla» / «flor»)", () => {
    const note = "Se pulsa el botón para empezar de nuevo la cuenta.";
    expect(gradeOnNote(note, "¿Para qué se pulsa el botón?", "para empezar de nuevo la cuenta", "Para que la cuenta empiece de nuevo.").letter).toBe("R");
    const daisy = "La margarita tiene en el centro cientos de flores diminutas.";
    expect(gradeOnNote(daisy, "¿Qué tiene la margarita en el centro?", "cientos de flores diminutas", "Cientos de florecillas diminutas.").letter).toBe("R");
  });
});
