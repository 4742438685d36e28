import { describe, expect, it } from "vitest";
import { tokenize } from "@/lib/text/analyze";
import { answerSlot, answerSlotText } from "@/lib/verifier/slot";
import { partialSlot } from "@/lib/verifier/noteStructure";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the forty-ninth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the forty-ninth realistic bank (checked here on other texts)", () => {
  it("an amount said vaguely («en unas pocas semanas») where the note gives none is an addition", () => {
    const note = "La oruga se encierra en una crisálida y se transforma en mariposa.";
    const [q, ref] = ["¿Qué hace la oruga en la crisálida?", "se transforma en mariposa"];
    expect(gradeOnNote(note, q, ref, "Se transforma en mariposa en unas pocas semanas.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Se transforma en mariposa.").letter).toBe("R");
  });
  it("another arithmetic operation or another material in the reference's place is another thing", () => {
    const note = "Para hallar la media se suman todos los valores y se divide entre su número.";
    expect(gradeOnNote(note, "¿Cómo se empieza a calcular la media?", "sumando todos los valores", "Multiplicando todos los valores.").letter).toBe("X");
    const hut = "Las primeras cabañas del poblado eran de madera y tenían el techo de paja.";
    expect(gradeOnNote(hut, "¿De qué eran las primeras cabañas?", "de madera", "De piedra.").letter).toBe("X");
  });
  it("the objects of two verbs said in each other's place («mostró a los griegos … rodear a los persas») are swapped", () => {
    const note = "El espía enseñó a los romanos un paso para sorprender a los cartagineses.";
    const [q, ref] = ["¿Qué hizo el espía?", "enseñó a los romanos un paso para sorprender a los cartagineses"];
    expect(gradeOnNote(note, q, ref, "Enseñó a los cartagineses un paso para sorprender a los romanos.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Les enseñó a los romanos un paso para sorprender a los cartagineses.").letter).toBe("R");
  });
  it("an operator between two numbers works a sum out and adds nothing", () => {
    const note = "Cada término es el doble del anterior: 1, 2, 4, 8, 16.";
    expect(gradeOnNote(note, "¿Cómo se obtiene cada término?", "es el doble del anterior", "Es el doble del anterior: 8 = 4 × 2.").letter).toBe("R");
  });
});

describe("answer slots found on the forty-ninth realistic bank (checked here on other notes)", () => {
  it("«¿Sobre qué…?» takes the note's phrase opened by «sobre»", () => {
    expect(answerSlotText("El castillo se levantó en 1120, por orden del conde, sobre un antiguo fuerte romano.", "¿Sobre qué se levantó el castillo?")).toBe("antiguo fuerte romano");
  });
  it("a where-question whose best part the question names whole takes the first place past a date, with its coordinated phrase", () => {
    const note = "En el asedio de Numancia, en el año 134 a. C., los numantinos resistieron meses en un cerro rodeado por el río y el bosque.";
    expect(answerSlotText(note, "¿Dónde resistieron el asedio de Numancia?")).toBe("cerro rodeado por el río y el bosque");
  });
  it("an ellipsis before a capital ends the sentence", () => {
    const tokens = tokenize("Los impares son 1, 3, 5… Los pares, no.");
    expect(tokens.find((t) => t.raw === "Los" && tokens.indexOf(t) > 0)!.stopBefore).toBe(true);
  });
  it("a why-question's cause before «por lo que» starts after «, y»", () => {
    expect(answerSlotText("El corcho pesa poco, y está lleno de aire, por lo que flota en el agua.", "¿Por qué flota el corcho?")).toBe("está lleno de aire");
  });
  it("a list of names in the slot, one named: a partial answer", () => {
    const note = "Las cataratas Victoria están en la frontera entre Zambia y Zimbabue.";
    const slot = answerSlot(tokenize(note), "¿Entre qué países están las cataratas Victoria?")!;
    expect(partialSlot(slot, tokenize("En Zambia."), null)).toBe(true);
    expect(partialSlot(slot, tokenize("Entre Zimbabue y Zambia."), null)).toBe(false);
  });
});
