import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { letterOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-fifty-sixth realistic bank, each checked here on a
 * note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("causes found on the hundred-and-fifty-sixth realistic bank (checked here on other texts)", () => {
  it("asked where a thing starts, «en el cero» places it: zero dates nothing", () => {
    const note = "El termómetro del laboratorio se calibró en la Universidad de Lund. Su escala empieza en el cero de la sal fundida y sube de diez en diez.";
    expect(answerSlotText(note, "¿Dónde empieza la escala del termómetro?")).toMatch(/^cero de la sal fundida/);
  });

  it("a purpose the question sets, said in a part of its own with the verb left out: the noun phrase set off after it", () => {
    const note = "El tejedor trabajaba con dos herramientas. Para cortar el hilo usaba unas tijeras de hierro, y para tensarlo, un peine de madera de boj.";
    expect(answerSlotText(note, "¿Qué usaba el tejedor para tensar el hilo?")).toBe("peine de madera de boj");
  });

  it("a purpose clause the question sets with «para que», said before the clause that answers it", () => {
    const note = "El pan de centeno se hornea dos veces. Para que no se ablande la corteza, se deja enfriar en una rejilla y se guarda en un saco de tela.";
    expect(answerSlotText(note, "¿Cómo se guarda el pan de centeno para que no se ablande la corteza?")).toMatch(/enfriar en una rejilla y se guarda en un saco de tela$/);
  });

  it("«¿De qué madera…?» is not answered by a noun that qualifies the one before it («viento madera»)", () => {
    const note = "El fagot es un instrumento de viento madera de doble lengüeta. Su tubo es recto y suele fabricarse de arce, una madera clara y ligera.";
    expect(answerSlotText(note, "¿De qué madera suele fabricarse el fagot?")).toBe("arce");
  });

  it("«¿Cómo es X por dentro?»: the copula of the part that says «por dentro», not the adjectives said of X elsewhere", () => {
    const note = "La nuez tiene una cáscara dura y arrugada. Aunque la cáscara parece maciza, por dentro es casi hueca.";
    expect(answerSlotText(note, "¿Cómo es la cáscara de la nuez por dentro?")).toBe("hueca");
  });

  it("a «no» that agrees with a negative word the note says denies what the note denies: «no se casó nunca»", () => {
    const note = "La pintora vivió sola en su estudio de Toledo y nunca se casó.";
    expect(grade(note, "¿Se casó la pintora?", "No, nunca se casó.", "No se casó nunca.")).toBe("R");
    expect(grade(note, "¿Se casó la pintora?", "No, nunca se casó.", "No, no se casó nunca.")).toBe("R");
    // (A guard: affirming it still contradicts the note.)
    expect(grade(note, "¿Se casó la pintora?", "No, nunca se casó.", "Sí, se casó en Toledo.")).toBe("X");
  });

  it("«cada par de» is each two, as «un par de» is two", () => {
    const note = "En el relevo, los nadadores cambian de calle cada dos largos.";
    expect(grade(note, "¿Cada cuánto cambian de calle los nadadores?", "Cada dos largos.", "Tras cada par de largos.")).toBe("R");
    expect(grade(note, "¿Cada cuánto cambian de calle los nadadores?", "Cada dos largos.", "Cada cuatro largos.")).toBe("X");
  });
});
