import { describe, expect, it } from "vitest";
import { gradeOnNote } from "./gradeOnNote";
import { autoGrade, isAbstention } from "./autoGrader";

/**
 * Answers and abstentions the way chat models write them — framing, apologies, numbered lists, offers — each checked on
 * a note and question written for the test (none from a bank); every test fails on the code before its fix.
 */


describe("answers formatted the way chat models write them (checked on texts of their own)", () => {
  const trunk = "Los elefantes usan la trompa para beber, respirar y agarrar comida.";
  const q = "¿Para qué usan la trompa los elefantes?";
  const ref = "para beber, respirar y agarrar comida";
  it("praise of the question, summing-up openers, wishes and offers frame the answer and add nothing", () => {
    expect(gradeOnNote(trunk, q, ref, "¡Buena pregunta! La usan para beber, respirar y agarrar comida.").letter).toBe("R");
    expect(gradeOnNote(trunk, q, ref, "En resumen, para beber, respirar y agarrar comida. Espero que te sirva.").letter).toBe("R");
    expect(gradeOnNote(trunk, q, ref, "Para beber, respirar y agarrar comida. ¿Quieres que te explique cómo respiran bajo el agua?").letter).toBe("R");
    expect(gradeOnNote(trunk, q, ref, "¡Buena pregunta! Para beber, respirar, agarrar comida y ducharse con barro.").letter).toBe("X");
    expect(gradeOnNote(trunk, q, ref, "Según lo que tengo en tus apuntes, la respuesta sería: para beber, respirar y agarrar comida.").letter).toBe("R");
    expect(gradeOnNote(trunk, q, ref, "Si me baso en tus notas, te lo resumo: para beber, respirar y agarrar comida.").letter).toBe("R");
  });
  it("a numbered list's numbers and a count of the list are no facts; a wrong count or order still is", () => {
    expect(gradeOnNote(trunk, q, ref, "1. Beber.\n2. Respirar.\n3. Agarrar comida.").letter).toBe("R");
    expect(gradeOnNote(trunk, q, ref, "Para tres cosas: beber, respirar y agarrar comida.").letter).toBe("R");
    expect(gradeOnNote(trunk, q, ref, "Para cuatro cosas: beber, respirar y agarrar comida.").letter).toBe("X");
    const layers = "Las capas de la Tierra, de fuera hacia dentro, son la corteza, el manto y el núcleo.";
    const q2 = "¿Cuáles son las capas de la Tierra de fuera hacia dentro?";
    expect(gradeOnNote(layers, q2, "la corteza, el manto y el núcleo", "1. Corteza\n2. Manto\n3. Núcleo").letter).toBe("R");
    expect(gradeOnNote(layers, q2, "la corteza, el manto y el núcleo", "Son tres: corteza, manto y núcleo.").letter).toBe("R");
    expect(gradeOnNote(layers, q2, "la corteza, el manto y el núcleo", "1. Núcleo\n2. Manto\n3. Corteza").letter).toBe("X");
  });
});

describe("abstentions phrased the way chat models phrase them (checked on texts of their own)", () => {
  const notes = new Map([[1, "El Amazonas es el río más caudaloso del mundo y desemboca en el Atlántico."]]);
  const grade = (answer: string) => autoGrade({ answer, citedNoteId: null, question: "¿Cuántos peces viven en el Amazonas?", referencia: "no aparece en sus notas", answerable: false, goldNote: null, notes }).letter;
  it("an apology or a note of candour frames the abstention («Lo siento, pero…», «Ni idea, la verdad», «I'm sorry, but…»)", () => {
    expect(grade("Lo siento, pero en tus notas no encuentro información sobre eso.")).toBe("N");
    expect(grade("Ni idea, la verdad.")).toBe("N");
    expect(grade("I'm sorry, but your notes don't cover that.")).toBe("N");
    expect(grade("Lo siento: viven unas 3.000 especies.")).toBe("X");
    // The verifier's first layer reads abstention as the grader does.
    expect(isAbstention("Lo siento, pero en tus notas no encuentro información sobre eso.")).toBe(true);
    expect(isAbstention("Tus notas no lo dicen, pero creo que mide 8.849 metros.")).toBe(false);
  });
  it("lacking it oneself («me falta información») and an elliptical denial of what the notes cover abstain", () => {
    expect(grade("Me falta información para responder.")).toBe("N");
    expect(grade("Tus apuntes hablan de su caudal y de dónde desemboca, pero no de sus peces.")).toBe("N");
    expect(grade("Tus apuntes hablan de su caudal, pero no de sus peces; viven unas 3.000 especies.")).toBe("X");
    expect(isAbstention("Los peces del río comen insectos y no de semillas.")).toBe(false);
  });
});
