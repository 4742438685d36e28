import { describe, expect, it } from "vitest";
import { tokenize } from "@/lib/text/analyze";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the fifty-sixth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the fifty-sixth realistic bank (checked here on other texts)", () => {
  it("«bien» / «mal» of the reference's verb: the other one contradicts, denying the other one says the same", () => {
    const note = "Los gatos adultos toleran mal la leche de vaca porque pierden la enzima que digiere la lactosa.";
    const [q, ref] = ["¿Cómo toleran los gatos adultos la leche de vaca?", "la toleran mal"];
    expect(gradeOnNote(note, q, ref, "La toleran muy bien.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "No la toleran bien.").letter).toBe("R");
  });
  it("«no» between a word and itself («comunes y no comunes») or after an article denies that word only", () => {
    const ts = tokenize("Se suman los pares y no pares elevados al mayor exponente.");
    expect(ts.find((t) => t.raw === "mayor")!.negated).toBe(false);
    const note = "Se suman los términos pares y no pares elevados al mayor exponente.";
    const [q, ref] = ["¿Qué términos se suman?", "los pares y no pares elevados al mayor exponente"];
    expect(gradeOnNote(note, q, ref, "Los pares y no pares elevados al menor exponente.").letter).toBe("X");
  });
  it("«té», the drink, is a noun, not the pronoun «te»", () => {
    expect(tokenize("Sobre el té.").find((t) => t.raw === "té")!.content).toBe(true);
    const note = "Los colonos protestaban contra el impuesto británico sobre el papel sellado.";
    expect(gradeOnNote(note, "¿Contra qué protestaban los colonos?", "contra el impuesto británico sobre el papel sellado", "Contra el impuesto británico sobre el té.").letter).toBe("X");
  });
});

describe("answer slots found on the fifty-sixth realistic bank (checked here on other notes)", () => {
  it("«¿Para qué se usa X?» takes what follows «se usa para» wherever the note says it", () => {
    const note = "La regla de tres simple es un método de la regla de proporciones para hallar un valor a partir de otros tres. Para aplicarla se multiplican en cruz dos valores y se divide por el restante. Se usa para adaptar recetas de cocina.";
    expect(answerSlotText(note, "¿Para qué se usa la regla de tres simple?")).toBe("adaptar recetas de cocina");
  });
  it("«¿Qué V a X?» where the note says «…N, que V a X»: the noun phrase before the relative clause", () => {
    const note = "Los motores diésel se extendieron gracias a los inyectores electrónicos, que reemplazaron a las bombas mecánicas y redujeron el consumo.";
    expect(answerSlotText(note, "¿Qué reemplazó a las bombas mecánicas?")).toBe("inyectores electrónicos");
  });
  it("«¿Cuándo…?» takes a date in the relative clause right after the part it points at", () => {
    const note = "En 1906 las sufragistas británicas organizaron grandes marchas por el derecho al voto de las mujeres. Aquellas huelgas dieron fuerza a la lucha por el voto femenino en todo el país, que llegó por fin en 1928.";
    expect(answerSlotText(note, "¿Cuándo se logró el voto femenino en el país?")).toBe("1928");
  });
  it("«¿Qué N de X es Y?» where the note opens «Y es…»: what its copula says of Y", () => {
    const note = "La vainilla es el fruto seco de una planta, la vainillera, originaria de México. Se cultiva sobre todo en Madagascar.";
    expect(answerSlotText(note, "¿Qué parte de la vainillera es la vainilla?")).toBe("fruto seco de una planta");
  });
});
