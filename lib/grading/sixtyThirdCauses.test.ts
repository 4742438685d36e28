import { describe, expect, it } from "vitest";
import { tokenize } from "@/lib/text/analyze";
import { partialList } from "@/lib/verifier/noteStructure";
import { answerSlot, answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the sixty-third realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the sixty-third realistic bank (checked here on other texts)", () => {
  it("a minus sign before a figure makes it negative: «−8» is no «8»", () => {
    const note = "El opuesto de −8 es 8, porque la suma de los dos da cero.";
    const [q, ref] = ["¿Cuál es el opuesto de −8?", "8"];
    expect(gradeOnNote(note, q, ref, "−8.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Es 8.").letter).toBe("R");
  });
  it("(guard, passes on both: the sign must not make it another number) an altitude below sea level in figures («-25 m») says «25 metros por debajo del nivel del mar»", () => {
    const note = "La depresión está a unos 25 metros por debajo del nivel del mar.";
    expect(gradeOnNote(note, "¿A qué altitud está la depresión?", "a unos 25 metros por debajo del nivel del mar", "A unos -25 m.").letter).toBe("R");
  });
  it("a letter that tells a thing from others of its kind must match: «grupo A» is no «grupo B»", () => {
    const note = "Los donantes más buscados son los del grupo O y los del grupo B.";
    const [q, ref] = ["¿Qué donantes son los más buscados?", "los del grupo O y los del grupo B"];
    expect(gradeOnNote(note, q, ref, "Los del grupo O y los del grupo A.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Los del grupo B y los del grupo O.").letter).toBe("R");
    expect(gradeOnNote("El cable tipo C carga más deprisa.", "¿Qué cable carga más deprisa?", "el cable tipo C", "El cable tipo A.").letter).toBe("X");
  });
  it("a proper fraction in figures reads as said: «3/4» = «tres cuartos», «1/5» = «un quinto»", () => {
    const note = "Tres cuartos de la superficie del país son desierto; un quinto de la población vive en la capital.";
    expect(gradeOnNote(note, "¿Qué parte del país es desierto?", "tres cuartos de la superficie", "Unos 3/4 de la superficie.").letter).toBe("R");
    expect(gradeOnNote(note, "¿Qué parte de la población vive en la capital?", "un quinto", "1/5.").letter).toBe("R");
    expect(gradeOnNote(note, "¿Qué parte de la población vive en la capital?", "un quinto", "1/3.").letter).toBe("X");
  });
  it("a verb in -iar with its stressed «í» is that verb («varía» of «variar» ~ «cambiar»)", () => {
    const note = "El precio del billete cambia según la temporada.";
    expect(gradeOnNote(note, "¿De qué depende el precio del billete?", "de la temporada", "Varía con la temporada.").letter).toBe("R");
  });
  it("«levantar» is the opposite of «agachar»", () => {
    const note = "El mareo aparece al agachar el cuerpo de golpe.";
    expect(gradeOnNote(note, "¿Cuándo aparece el mareo?", "al agachar el cuerpo de golpe", "Al levantar el cuerpo de golpe.").letter).toBe("X");
  });
  it("a term the note explains in an apposition is said by that explanation, and only by it", () => {
    const note = "La planta almacena agua en los rizomas, unos tallos gruesos que crecen bajo tierra.";
    const [q, ref] = ["¿Dónde almacena agua la planta?", "en los rizomas"];
    expect(gradeOnNote(note, q, ref, "En unos tallos gruesos que crecen bajo tierra.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "En unos tallos gruesos que crecen en las ramas.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "En las hojas.").letter).toBe("X");
  });
});

describe("answer slots found on the sixty-third realistic bank (checked here on other notes)", () => {
  it("«¿Qué V O?» asks who or what does it: the subject before the note's verb, the clitic's too, a coordinated one whole", () => {
    const note = "El polen de las gramíneas causa la alergia, y el frío la empeora mucho en invierno.";
    expect(answerSlotText(note, "¿Qué causa la alergia?")).toBe("polen de las gramíneas");
    expect(answerSlotText(note, "¿Qué empeora la alergia?")).toBe("frío");
    expect(answerSlotText("Dormir bien y beber agua reducen las migrañas, y el estrés las desencadena.", "¿Qué reduce las migrañas?")).toBe("Dormir bien y beber agua");
    // (The question's subject said before the note's verb: it asks for the object.)
    expect(answerSlotText("Marie Curie estudió los rayos del uranio y descubrió el polonio.", "¿Qué descubrió Marie Curie?")).toMatch(/polonio/);
  });
  it("who acts where the question's verb has no subject of its own: the one of a «cuando» clause opening the sentence", () => {
    const note = "Cuando los romanos conquistaron la isla, tras varios años de guerra, le pusieron el nombre que aún conserva.";
    expect(answerSlotText(note, "¿Quién le puso a la isla el nombre que aún conserva?")).toBe("los romanos");
  });
  it("«¿Qué hace X cuando…?» where the part says the condition after the action: that part, not the next", () => {
    const note = "El termostato, que apaga la caldera cuando la casa está caliente, lo instaló un técnico en 2019.";
    expect(answerSlotText(note, "¿Qué hace el termostato cuando la casa está caliente?")).toMatch(/^apaga la caldera/);
  });
  it("«¿Cuándo…?» runs on through what the condition coordinates", () => {
    expect(answerSlotText("El perro ladra cuando oye truenos o petardos.", "¿Cuándo ladra el perro?")).toBe("oye truenos o petardos");
  });
  it("(guard, passes on both) past the question's own words set off in the clause (examples) to the predicate", () => {
    const note = "Los metales nobles, como el oro y la plata, resisten la corrosión del aire.";
    expect(answerSlotText(note, "¿Qué propiedad tienen los metales nobles como el oro y la plata?")).toMatch(/corrosión/);
  });
  it("one item of a list is no partial answer where the question asks for something the note says beside the list", () => {
    const note = tokenize("La gripe produce tos, fiebre y dolor o cansancio en la espalda y las piernas.");
    const partial = (answer: string, q: string) => partialList(note, tokenize(answer), q, answerSlot(note, q)?.tokens ?? null);
    expect(partial("La gripe produce dolor o cansancio en la espalda y las piernas.", "¿Dónde duele la gripe?")).toBe(false);
    expect(partial("Tos y fiebre.", "¿Qué produce la gripe?")).toBe(true);
  });
});
