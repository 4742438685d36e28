import { describe, expect, it } from "vitest";
import { textParts, tokenize } from "@/lib/text/analyze";
import { answerSlotText } from "@/lib/verifier/slot";
import { isItem } from "@/lib/verifier/coordination";
import { isAbstention } from "./autoGrader";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the forty-eighth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the forty-eighth realistic bank (checked here on other texts)", () => {
  it("what a thing cannot do («no sabe nadar») is no abstention", () => {
    expect(isAbstention("En que no sabe volar.")).toBe(false);
    expect(isAbstention("No lo sé: tus notas no lo dicen.")).toBe(true);
  });
  it("a people's adjective says its country («el norte inglés» = «el norte de Inglaterra»)", () => {
    const note = "Los reyes escoceses reclamaban el norte de Inglaterra.";
    expect(gradeOnNote(note, "¿Qué reclamaban los reyes escoceses?", "el norte de Inglaterra", "El norte inglés.").letter).toBe("R");
  });
  it("two of the reference's words said in each other's place are another fact", () => {
    const note = "En la guerra, los barcos españoles atacaron los puertos de Inglaterra.";
    const [q, ref] = ["¿Qué pasó en la guerra?", "los barcos españoles atacaron los puertos de Inglaterra"];
    expect(gradeOnNote(note, q, ref, "Los barcos ingleses atacaron los puertos de España.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Los barcos de España atacaron los puertos ingleses.").letter).toBe("R");
  });
  it("a range said by its ends with verbs of beginning and ending says the range", () => {
    const note = "El puente se construyó entre 1883 y 1889 sobre el río.";
    const [q, ref] = ["¿Cuándo se construyó el puente?", "entre 1883 y 1889"];
    expect(gradeOnNote(note, q, ref, "Se comenzó en 1883 y se terminó en 1889.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "Se comenzó en 1883 y se terminó en 1890.").letter).toBe("X");
  });
  it("one measure of a figure in another's place («diámetro» for «radio») is another thing", () => {
    const note = "El volumen de una esfera crece con el cubo de su radio, y su área con el cuadrado del radio.";
    const [q, ref] = ["¿Con qué crece el volumen de una esfera?", "con el cubo de su radio"];
    expect(gradeOnNote(note, q, ref, "Con el cubo de su diámetro.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Con el cubo de su radio.").letter).toBe("R");
  });
  it("the reference's subject pronoun replaced by a word the note lacks is another person", () => {
    const note = "Para probar el paracaídas, la inventora saltó desde la torre mientras ella misma sujetaba las cuerdas.";
    const [q, ref] = ["¿Cómo probó la inventora el paracaídas?", "saltó desde la torre mientras ella misma sujetaba las cuerdas"];
    expect(gradeOnNote(note, q, ref, "Saltó desde la torre mientras su hermana sujetaba las cuerdas.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Saltó desde la torre mientras ella sujetaba las cuerdas.").letter).toBe("R");
  });
  it("a superscript power reads as said («x²» = «x al cuadrado»)", () => {
    expect(tokenize("El área es l².").map((t) => t.fold)).toEqual(["el", "area", "es", "l", "al", "cuadrado"]);
  });
});

describe("answer slots found on the forty-eighth realistic bank (checked here on other notes)", () => {
  it("a how-question whose verb opens a fronted purpose («Para probarlo, …») takes the main clause", () => {
    const note = "Lenormand fabricó un paracaídas de seda. Para probarlo, saltó desde una torre. El aparato se copió pronto en toda Europa.";
    expect(answerSlotText(note, "¿Cómo probó Lenormand su aparato?")).toBe("saltó desde una torre");
  });
  it("«¿Qué N …?» takes the complement the note gives that noun, with the phrases coordinated with it", () => {
    expect(answerSlotText("En 1805 Napoleón ganó la batalla de Austerlitz.", "¿Qué batalla ganó Napoleón en 1805?")).toBe("de Austerlitz");
    expect(answerSlotText("El tabaco aumenta el riesgo de cáncer y de bronquitis.", "¿Qué riesgos aumenta el tabaco?")).toBe("de cáncer y de bronquitis");
  });
  it("an exception set off by a comma belongs to the statement it qualifies", () => {
    expect(answerSlotText("Al final, los romanos dominaron casi toda la isla, salvo las tierras altas del norte.", "¿Qué dominaron al final los romanos?")).toBe("isla salvo las tierras altas del norte");
  });
  it("«¿Qué significa que … sea X?» takes what the colon after X introduces", () => {
    expect(answerSlotText("El agua de esta comarca es dura: deja mucha cal en las tuberías.", "¿Qué significa que el agua sea dura?")).toBe("deja mucha cal en las tuberías");
  });
  it("another infinitive under the same verb goes on with the slot («puede infectarse y causar…»)", () => {
    expect(answerSlotText("Si no se trata, la herida puede infectarse y causar una fiebre alta.", "¿Qué puede pasar si no se trata la herida?")).toBe("infectarse y causar una fiebre alta");
  });
  it("«, y …» after a comma opens a new statement, no list item", () => {
    const parts = textParts(tokenize("La sequía secó los pozos, y la cosecha, antes abundante, se perdió."));
    expect(isItem(parts.find((p) => p[0]!.fold === "y")!)).toBe(false);
    expect(isItem(textParts(tokenize("Secó los pozos y la cosecha."))[1]!)).toBe(true);
  });
});
