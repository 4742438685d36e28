import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging and detector errors found on the sixty-seventh realistic bank, each checked here on a
 * note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("answer slots found on the sixty-seventh realistic bank (checked here on other notes)", () => {
  it("a «!» glued to a figure or a letter is notation, not the end of a sentence («k!, que…», «5! = 120»)", () => {
    const note = "El semifactorial de k, que algunos escriben k!, es el producto de los números de la misma paridad hasta k. Por ejemplo, 5! = 120.";
    expect(answerSlotText(note, "¿Qué es el semifactorial?")).toMatch(/^producto de los números de la misma paridad/);
    expect(answerSlotText("¡Qué frío hace! Mañana nevará en la sierra.", "¿Dónde nevará mañana?")).toMatch(/sierra/);
  });
  it("«¿Cuánto vale X?» where the note writes an equation from X: the value after its last «=»", () => {
    const note = "Las potencias crecen deprisa: 2⁵ = 2 × 2 × 2 × 2 × 2 = 32. Por convenio, cualquier número elevado a 0 vale 1.";
    expect(answerSlotText(note, "¿Cuánto vale 2⁵?")).toBe("32");
  });
  it("«¿A qué se debe…?»: the preposition past an adverb («se debe casi siempre al frío»), contracted with the article", () => {
    const note = "La helada temprana suele deberse a una noche despejada. La tardía se debe casi siempre al aire polar.";
    expect(answerSlotText(note, "¿A qué se debe casi siempre la helada tardía?")).toMatch(/^aire polar/);
  });
  it("a pseudo-cleft names what the question's verb does («Lo que se bebe es…» for «¿Qué se bebe…?»)", () => {
    const note = "El mate es una infusión que se bebe muy caliente. Lo que se bebe es el agua que pasa por la yerba, con una bombilla.";
    expect(answerSlotText(note, "¿Qué se bebe del mate?")).toMatch(/^agua que pasa por la yerba/);
  });
  it("«¿Qué es X?» where the note glosses X in an apposition after naming it: the gloss", () => {
    const note = "La faringitis es una inflamación de la faringe, el conducto que une la boca con el esófago. Suele deberse a un virus.";
    expect(answerSlotText(note, "¿Qué es la faringe?")).toBe("conducto que une la boca con el esófago");
    // (Guard, passes on both: where the note defines the thing itself, its own definition.)
    expect(answerSlotText(note, "¿Qué es la faringitis?")).toMatch(/^inflamación de la faringe/);
  });
  it("«¿Por qué V…?»: an explanatory relative on the sentence's subject, set off by commas before the verb, says why", () => {
    const note = "Los campesinos, que no podían pagar los impuestos, abandonaron sus tierras. Muchos se fueron a la ciudad.";
    expect(answerSlotText(note, "¿Por qué abandonaron los campesinos sus tierras?")).toBe("no podían pagar los impuestos");
    // (Guard, passes on both: not a relative on a noun inside a clause — the cause the note marks.)
    const other = "Las heladas se forman cuando baja la temperatura del suelo, que pierde calor de noche, y el rocío se congela.";
    expect(answerSlotText(other, "¿Por qué se forman las heladas?")).not.toMatch(/^pierde calor/);
  });
  it("«¿En qué año…?»: the year and its era, not what the sentence says after it", () => {
    expect(answerSlotText("El primer sello postal lo emitió en 1840 el servicio de correos británico.", "¿En qué año se emitió el primer sello postal?")).toBe("1840");
    expect(answerSlotText("La ciudad la fundaron en 753 antes de Cristo los hermanos legendarios.", "¿En qué año se fundó la ciudad?")).toBe("753 antes de Cristo");
  });
  it("«¿Qué tenía N?» where the note says «N con X»: X", () => {
    const note = "En 1885 el alemán Karl Benz construyó un coche ligero con motor de gasolina y lo patentó al año siguiente.";
    expect(answerSlotText(note, "¿Qué tenía el coche de Benz?")).toMatch(/^motor de gasolina/);
  });
});

describe("judging causes found on the sixty-seventh realistic bank (checked here on other texts)", () => {
  const king = "El palacio lo mandó levantar el rey Carlos III de España, inspirado en la música de Händel.";
  it("a ruler's number in one Roman letter after a name is a number («Carlos I» is no «Carlos III»)", () => {
    expect(gradeOnNote(king, "¿Quién mandó levantar el palacio?", "el rey Carlos III de España", "El rey Carlos I de España.").letter).toBe("X");
    expect(gradeOnNote(king, "¿Quién mandó levantar el palacio?", "el rey Carlos III de España", "Carlos III, el rey de España.").letter).toBe("R");
  });
  it("a given name before the surname the note says on its own is the same person («Georg Friedrich Händel» ~ «Händel»)", () => {
    expect(gradeOnNote(king, "¿En qué se inspiró el rey?", "en la música de Händel", "En la música de Friedrich Händel.").letter).toBe("R");
    // (Guard, passes on both: another surname is another person.)
    expect(gradeOnNote(king, "¿En qué se inspiró el rey?", "en la música de Händel", "En la música de Friedrich Bach.").letter).toBe("X");
  });
  it("arithmetic results are a closed class: «la suma de» is no «el producto de»", () => {
    const note = "El primorial de un número n es el producto de todos los números primos desde 2 hasta n.";
    const [q, ref] = ["¿Qué es el primorial de un número?", "el producto de todos los números primos desde 2 hasta ese número"];
    expect(gradeOnNote(note, q, ref, "La suma de todos los números primos desde 2 hasta n.").letter).toBe("X");
    // (Guard, passes on both: the product said in other words.)
    expect(gradeOnNote(note, q, ref, "Multiplicar todos los números primos desde 2 hasta n.").letter).toBe("R");
  });
  it("«sin X» after a word describing the reference's thing denies X of it («una tos seca, sin fiebre» for «tos con fiebre»)", () => {
    const note = "El sarampión produce manchas rojas en la piel y una fiebre con tos.";
    expect(gradeOnNote(note, "¿Qué produce el sarampión además de manchas?", "una fiebre con tos", "Una fiebre alta, sin tos.").letter).toBe("X");
  });
  it("a clause of time after what is denied is not denied («para que no se seque en cuanto se pela»)", () => {
    const note = "El aguacate se rocía con lima porque al pelarlo se seca enseguida.";
    expect(gradeOnNote(note, "¿Por qué se rocía el aguacate con lima?", "porque al pelarlo se seca enseguida", "Para que no se seque en cuanto se pela.").letter).toBe("R");
  });
  it("what a verb takes away is lacking, not affirmed («que les quitaran la cosecha» against «quedarse sin cosecha»)", () => {
    const note = "Los campesinos, que temían quedarse sin cosecha, levantaron un muro.";
    const [q, ref] = ["¿Por qué levantaron un muro los campesinos?", "porque temían quedarse sin cosecha"];
    expect(gradeOnNote(note, q, ref, "Temían que les quitaran la cosecha.").reason).not.toMatch(/afirma lo que la nota niega/);
    // (Guard, passes on both: a plain statement of it is still the contrary.)
    expect(gradeOnNote(note, q, ref, "Porque tenían mucha cosecha.").letter).toBe("X");
  });
});
