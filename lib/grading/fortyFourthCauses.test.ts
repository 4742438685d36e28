import { describe, expect, it } from "vitest";
import { FEATURE_NAMES, pairFeatures } from "@/lib/verifier/features";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the forty-fourth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the forty-fourth realistic bank (checked here on other texts)", () => {
  it("the slot: what happens to a thing, the main clause after a purpose the question restates, a count after its verb", () => {
    expect(answerSlotText("En la gripe, las vías respiratorias se irritan y se llenan de moco.", "¿Qué les pasa a las vías respiratorias en la gripe?")).toBe("irritan y se llenan de moco");
    expect(answerSlotText("Para que el pan no se secara, se guardaba envuelto en un paño húmedo.", "¿Cómo se evitaba que el pan se secara?")).toBe("guardaba envuelto en un paño húmedo");
    expect(answerSlotText("En 1700 el relojero fabricó una lupa que aumentaba unas diez veces.", "¿Cuántos aumentos tenía la lupa del relojero?")).toBe("diez veces");
  });
  it("the slot: a why-question finds its cause later in the statement («…, pero … porque …»)", () => {
    const note = "El cacao llegó a Francia en el siglo XVII, pero durante años solo se sirvió en la corte porque se creía medicinal.";
    expect(answerSlotText(note, "¿Por qué al principio no se bebía cacao en toda Francia?")).toMatch(/^se creía medicinal/);
  });
  it("the slot: a coordinated clause with its own verb about another thing is not part of the answer", () => {
    expect(answerSlotText("En una receta, la harina indica cuánto pan sale y la levadura cuánto tiempo se deja subir.", "¿Qué indica la harina en una receta?")).not.toMatch(/levadura/);
  });
  it("the detector: an answer naming one of two predicates the slot coordinates is partial", () => {
    const partial = FEATURE_NAMES.indexOf("lista_parcial");
    const note = "En la gripe, las vías respiratorias se irritan y se llenan de moco.";
    const q = "¿Qué les pasa a las vías respiratorias en la gripe?";
    expect(pairFeatures(note, "Se irritan.", q)[partial]).toBe(1);
    expect(pairFeatures(note, "Se irritan y se llenan de moco.", q)[partial]).toBe(0);
  });
  it("«un 80 %» is an article before a number, not the number one", () => {
    const note = "Los bosques de la isla se han reducido más de un 60 % desde 1950.";
    expect(gradeOnNote(note, "¿Cuánto se han reducido los bosques de la isla?", "más de un 60 % desde 1950", "Más del sesenta por ciento desde 1950.").letter).toBe("R");
  });
  it("a measuring verb before an amount adds nothing; «alto» says «altura»", () => {
    const note = "La torre tiene 94 metros de altura.";
    expect(gradeOnNote(note, "¿Qué altura tiene la torre?", "94 metros", "La torre mide 94 metros de alto.").letter).toBe("R");
  });
  it("a denied word says its prefixed opposite («no está activo» = «inactivo»); a fruit is not a legume", () => {
    const note = "El géiser es hoy un respiradero inactivo.";
    expect(gradeOnNote(note, "¿Qué es hoy el géiser?", "un respiradero inactivo", "Un respiradero que ya no está activo.").letter).toBe("R");
    const seed = "La semilla del árbol es del tamaño de una lenteja.";
    expect(gradeOnNote(seed, "¿De qué tamaño es la semilla del árbol?", "del tamaño de una lenteja", "Del tamaño de una naranja.").letter).toBe("X");
  });
  it("«ensanchar» is the opposite of «estrechar» (the detector's contradiction)", () => {
    const contra = FEATURE_NAMES.indexOf("contradiccion");
    const note = "Con el frío, los vasos de la piel se contraen y se estrechan.";
    expect(pairFeatures(note, "Se contraen y se ensanchan.", "¿Qué les pasa a los vasos de la piel con el frío?")[contra]).toBe(1);
  });
});
