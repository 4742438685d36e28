import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { FEATURE_NAMES, pairFeatures } from "@/lib/verifier/features";
import { letterOnNote as grade } from "@/lib/testing/judges";

const feature = (name: (typeof FEATURE_NAMES)[number], note: string, answer: string, question: string) => pairFeatures(note, answer, question)[FEATURE_NAMES.indexOf(name)];

/**
 * The general causes of the judges' errors found on the hundred-and-fifty-fourth realistic bank, each checked here on a
 * note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("causes found on the hundred-and-fifty-fourth realistic bank (checked here on other texts)", () => {
  it("asked what was done «antes de» an event the note tells after «y … después»: the part before it", () => {
    const note = "El alfarero amasó la arcilla durante horas y la metió después en el horno de leña. Vivía en Talavera.";
    expect(answerSlotText(note, "¿Qué hizo el alfarero con la arcilla antes de meterla en el horno?")).toBe("amasó la arcilla");
  });

  it("a verb whose e turns i meets its infinitive in four letters too: «hervir» / «hirvió»", () => {
    const note = "El cocinero hirvió las patatas y después las peló.";
    expect(grade(note, "¿Qué hizo el cocinero con las patatas antes de pelarlas?", "Las hirvió.", "Las puso a hervir.")).toBe("R");
  });

  it("after «¿Qué…?», a word an adverb of place follows is the question's verb, no kind asked for", () => {
    const note = "El violín es un instrumento de arco con una caja de madera, cada una con un alma de abeto que vibra con las cuerdas.";
    expect(answerSlotText(note, "¿Qué vibra dentro de la caja del violín?")).toBe("alma de abeto que vibra con las cuerdas");
  });

  it("asked what happens «al» + infinitive, that event points at the part that says it", () => {
    const note = "El semáforo del cruce de la plaza tiene un botón para peatones. Se pone verde al pulsar el botón y vuelve a rojo al soltarlo.";
    expect(answerSlotText(note, "¿Qué pasa al soltar el botón del semáforo del cruce de la plaza?")).toBe("rojo al soltarlo");
  });

  it("«…, no la de pulsar» sets off which one is not meant: it denies nothing the note says", () => {
    const note = "La tecla da una nota al pulsar y otra distinta al soltar.";
    expect(grade(note, "¿Qué pasa al soltar la tecla?", "Da una nota distinta de la que da al pulsar.", "Suena otra nota, no la de pulsar.")).toBe("R");
  });

  it("a colour asked of a thing in a list: not run on into the next item and its own colour", () => {
    const note = "El guiso se sirve en una cazuela de barro con lentejas verdes, arroz blanco y chorizo.";
    expect(answerSlotText(note, "¿De qué color son las lentejas del guiso?")).toBe("verdes");
  });

  it("no coordination into a clause with a subject and a clitic's verb of its own («y los demás le lanzan…»)", () => {
    const note = "En la boda, el novio se pone una capa roja y los demás le lanzan flores.";
    expect(answerSlotText(note, "¿Qué se pone el novio en la boda?")).toBe("capa roja");
  });

  it("«cuatro partes» counts no «un partido»: a count of the same noun only", () => {
    const note = "Un partido de waterpolo dura cuatro periodos de ocho minutos.";
    expect(grade(note, "¿Cuánto dura un partido de waterpolo?", "Cuatro periodos de ocho minutos.", "Cuatro partes de ocho minutos.")).toBe("R");
  });

  it("«como máximo» bounds the amount; it is no word the note must hold", () => {
    const note = "En el juego, nadie puede tener más de cinco cartas en la mano.";
    expect(feature("parte_sin_apoyo", note, "Cinco como máximo.", "¿Cuántas cartas puede tener un jugador en la mano?")).toBe(0);
  });
});
