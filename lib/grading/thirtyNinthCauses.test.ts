import { describe, expect, it } from "vitest";
import { tokenize } from "@/lib/text/analyze";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of grading errors found on the thirty-ninth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("grading causes found on the thirty-ninth realistic bank (checked here on other texts)", () => {
  it("«todos los N» against «ningún N» is the contrary", () => {
    const note = "El gremio eligió ese dibujo para el escudo de su sello porque no aparecía en ningún escudo de la ciudad.";
    const q = "¿Por qué eligió el gremio ese dibujo?";
    expect(gradeOnNote(note, q, "porque no aparecía en ningún escudo", "Porque ya se usaba en todos los escudos de la ciudad.").letter).toBe("X");
    expect(gradeOnNote(note, q, "porque no aparecía en ningún escudo", "Porque no aparecía en ningún escudo.").letter).toBe("R");
  });
  it("«campo» and «ciudad» are opposites: said in each other's place they turn the statement round", () => {
    const note = "En el siglo XX muchas familias dejaron el campo para vivir en la ciudad.";
    const q = "¿Qué hicieron muchas familias en el siglo XX?";
    expect(gradeOnNote(note, q, "dejaron el campo para vivir en la ciudad", "Dejaron la ciudad para vivir en el campo.").letter).toBe("X");
  });
  it("a trimester is three months; «alrededor de un», «a partir de», «de nuevo», «el resto» add nothing", () => {
    const note = "El queso curado reposa unos tres meses en la bodega antes de venderse.";
    const q = "¿Cuánto reposa el queso curado?";
    expect(gradeOnNote(note, q, "unos tres meses", "Alrededor de un trimestre.").letter).toBe("R");
    expect(gradeOnNote(note, q, "unos tres meses", "Un semestre.").letter).toBe("X");
    expect(tokenize("a partir de mayo").find((t) => t.fold === "partir")!.content).toBe(false);
    expect(tokenize("volvió a empezar de nuevo").find((t) => t.fold === "nuevo")!.content).toBe(false);
    expect(tokenize("un coche nuevo").find((t) => t.fold === "nuevo")!.content).toBe(true);
    const note2 = "La mayor parte del agua la aportan los ríos, aunque también llega con la lluvia.";
    expect(gradeOnNote(note2, "¿Qué aporta la mayor parte del agua?", "los ríos", "Los ríos; el resto llega con la lluvia.").letter).toBe("R");
  });
});
