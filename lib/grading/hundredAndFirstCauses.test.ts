import { describe, expect, it } from "vitest";
import { indexSource, tokenize } from "@/lib/text/analyze";
import { partialSlot } from "@/lib/verifier/noteStructure";
import { answerSlot, answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the hundred-and-first realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix (guards, marked so,
 * pass on both).
 */
describe("judging causes found on the hundred-and-first realistic bank (checked here on other texts)", () => {
  const cut = "Ante un corte, lo primero es lavar la herida con agua y jabón. Después hay que presionarla durante cinco minutos. No hay que soplar sobre ella.";

  it("an obligation is asked only right after «¿Qué…?»: not through a relative «que», nor by «¿cuánto…?»", () => {
    expect(answerSlotText(cut, "¿Qué es lo primero que hay que hacer ante un corte?")).toBe("lavar la herida con agua y jabón");
    const note = "Conviene presionar la herida durante cinco minutos. No hay que soplar sobre ella.";
    expect(answerSlotText(note, "¿Durante cuánto tiempo hay que presionar la herida?")).toBe("cinco minutos");
    // (guard, passes on both: «¿Qué hay que…?» takes what the obligation says)
    expect(answerSlotText("Si la herida sangra mucho, hay que llamar al médico.", "¿Qué hay que hacer si la herida sangra mucho?")).toBe("médico");
  });

  it("a question opened by a preposition of two words («¿Cerca de qué…?») takes the note's phrase it opens", () => {
    expect(answerSlotText("La ermita de San Juan está cerca de Cuenca, en lo alto de un cerro.", "¿Cerca de qué ciudad está la ermita de San Juan?")).toBe("Cuenca");
  });

  it("«¿Qué le … (plural verb)…?» asks for the object, not for a subject before the note's clitic", () => {
    expect(answerSlotText("En su boda le regalaron a la reina un collar de perlas, rubíes y esmeraldas.", "¿Qué le regalaron a la reina en su boda?")).toBe("collar de perlas rubíes y esmeraldas");
  });

  it("an adjective in -o / -a coordinates with a singular one of one ending for both genders: «larga y flexible»", () => {
    expect(answerSlotText("El lagarto ocelado tiene una cola larga y flexible en la punta, que pierde si lo atrapan.", "¿Cómo es la cola del lagarto ocelado?")).toBe("larga y flexible en la punta");
  });

  it("a part coordinated after another goes on with that part's end, not with a slot cut short of it", () => {
    expect(answerSlotText("El puente se construyó a finales del siglo XV para cruzar el río y unir los dos barrios.", "¿Cuándo se construyó el puente?")).toBe("finales del siglo XV");
  });

  it("a phrase coordinated after a relative of the slot's first part leaves nothing of the slot's head half said", () => {
    const note = "La aceitera es un recipiente de vidrio con un tapón por donde sale un chorro de aceite o de vinagre.";
    const q = "¿De qué material es la aceitera?";
    expect(partialSlot(answerSlot(tokenize(note), q)!, tokenize("De vidrio."), indexSource(q))).toBe(false);
    // (guard, passes on both: a list the slot's head coordinates is still left half said by one item)
    const note2 = "La aceitera es un recipiente de vidrio o de cerámica.";
    expect(partialSlot(answerSlot(tokenize(note2), q)!, tokenize("De vidrio."), indexSource(q))).toBe(true);
  });

  it("«aún no» says a time before, no denial of what the note says came later", () => {
    const note = "Los barcos usaban velas de lino para navegar antes del motor de vapor.";
    const q = "¿Para qué usaban velas los barcos?";
    expect(gradeOnNote(note, q, "para navegar antes del motor de vapor", "Para navegar cuando todavía no había motor de vapor.").letter).toBe("R");
    // (guard, passes on both: a plain denial still denies)
    expect(gradeOnNote(note, q, "para navegar antes del motor de vapor", "Para navegar sin motor de vapor nunca.").letter).not.toBe("R");
  });

  it("a preposition question takes a word of the question's family the note names after it («en carbonilla» of «carbón»)", () => {
    const note = "El carbón vegetal se hace quemando leña. Molido muy fino se convierte en carbonilla, usada en las fraguas.";
    expect(answerSlotText(note, "¿En qué se convierte el carbón molido muy fino?")).toBe("carbonilla");
  });
});
