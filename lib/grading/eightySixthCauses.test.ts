import { describe, expect, it } from "vitest";
import { tokenize } from "@/lib/text/analyze";
import { partialList } from "@/lib/verifier/noteStructure";
import { answerSlot, answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the eighty-sixth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the eighty-sixth realistic bank (checked here on other texts)", () => {
  it("a list's last word swapped for another in the same frame is a substitution («parcial de la vista» for «… de la memoria»)", () => {
    const note = "La amnesia es la pérdida total o parcial de la memoria. Puede deberse a un golpe.";
    const [q, ref] = ["¿Qué es la amnesia?", "la pérdida total o parcial de la memoria"];
    expect(gradeOnNote(note, q, ref, "La pérdida total o parcial de la vista.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "La pérdida total o parcial del oído.").letter).toBe("X");
    // (guard, passes on both: the reference's own words)
    expect(gradeOnNote(note, q, ref, "La pérdida total o parcial de la memoria.").letter).toBe("R");
  });
  it("a long verb stem respelled before e («tranquilicen») takes its verb's synonyms («calmen»)", () => {
    const note = "Los gatos ronronean para que sus crías se acerquen y se calmen.";
    expect(gradeOnNote(note, "¿Para qué ronronean los gatos?", "para que sus crías se acerquen y se calmen", "Para que sus crías se acerquen y se tranquilicen.").letter).toBe("R");
  });
  it("a name's cardinal point is what tells it apart: «el océano Atlántico» does not say «el océano Atlántico Norte»", () => {
    const note = "La corriente del Golfo cruza el océano Atlántico Norte y templa el clima de Europa.";
    const [q, ref] = ["¿Qué océano cruza la corriente del Golfo?", "el océano Atlántico Norte"];
    expect(gradeOnNote(note, q, ref, "El océano Atlántico.").letter).toBe("X");
    // (guard, passes on both)
    expect(gradeOnNote(note, q, ref, "El Atlántico Norte.").letter).toBe("R");
  });
  it("the answer slot: the question's verb after a relative later in the statement, another number coordinated with the slot's", () => {
    const note = "La ciudad tiene un castillo. También se encuentra allí el Callejón de la Plata, una calle estrecha donde trabajaron plateros y herreros.";
    expect(answerSlotText(note, "¿Quiénes trabajaron en el Callejón de la Plata?")).toBe("plateros y herreros");
    expect(answerSlotText("El potro se desteta pronto. Los veterinarios aconsejan montarlo después de los tres o cuatro años. Come hierba.", "¿A partir de qué edad aconsejan montar el potro?")).toBe("tres o cuatro años");
  });
  it("the answer slot: «¿Qué forma tiene la N?» by the adjective after it (not the next noun phrase), «¿Qué es la N de X?» by the copula of «Su N es…»", () => {
    expect(answerSlotText("El roble es un árbol de tronco grueso. Tiene una hoja lobulada y un fruto llamado bellota. Vive siglos.", "¿Qué forma tiene la hoja del roble?")).toBe("lobulada");
    expect(answerSlotText("Un prisma es un poliedro con dos bases iguales. Su base es un polígono cualquiera. Sus caras laterales son paralelogramos.", "¿Qué es la base de un prisma?")).toBe("polígono cualquiera");
  });
  it("the answer slot: «¿De qué árbol es fruto X?» by «el fruto de…» before the kind's apposition; a detail set off by «sobre todo», then the list's next item", () => {
    expect(answerSlotText("La bellota es el fruto de la encina, un árbol de hojas duras o espinosas. Se come asada.", "¿De qué árbol es fruto la bellota?")).toBe("encina");
    const note = "La isla vive del mar. Su principal fuente de ingresos es la ganadería, sobre todo de vacas, y el turismo. Llueve mucho.";
    expect(answerSlotText(note, "¿Cuál es la principal fuente de ingresos de la isla?")).toBe("ganadería sobre todo de vacas y el turismo");
  });
  it("the detector's partial-list check: no list outside the slot's clause, no apposition's adjectives as items", () => {
    const partial = (note: string, q: string, a: string) => partialList(tokenize(note), tokenize(a), q, answerSlot(tokenize(note), q)?.tokens ?? null);
    const cone = "Un cono es un cuerpo con una base circular y un vértice. Si se corta con un plano paralelo a la base, la sección es un círculo.";
    expect(partial(cone, "¿Qué sección se obtiene al cortar un cono con un plano paralelo a la base?", "Un círculo.")).toBe(false);
    const date = "El dátil es el fruto de la palmera, un árbol de flores blancas o amarillas. Se come seco.";
    expect(partial(date, "¿De qué árbol es fruto el dátil?", "De la palmera.")).toBe(false);
    // (guard, passes on both: one item of a real list is part of it)
    expect(partial("El arcoíris tiene siete colores: rojo, naranja, amarillo, verde, azul, añil y violeta.", "¿Qué colores tiene el arcoíris?", "Rojo y verde.")).toBe(true);
  });
});
