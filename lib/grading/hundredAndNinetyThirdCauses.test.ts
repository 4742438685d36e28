import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { letterOnNote } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-ninety-third realistic bank, each checked here on
 * a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */

describe("causes found on the hundred-and-ninety-third realistic bank (checked here on other texts)", () => {
  it("word groups that say one word: «dar muerte», «animales de compañía», «ganarse la vida»", () => {
    const knight = "En la leyenda, el caballero persigue al dragón por el bosque hasta que lo mata.";
    expect(letterOnNote(knight, "¿Qué hace el caballero con el dragón?", "Lo persigue por el bosque hasta que lo mata.", "Lo persigue por el bosque y acaba dándole muerte.")).toBe("R");
    const parrots = "Los loros grises viven en las selvas de África. Muchos se capturan para venderlos como mascotas.";
    expect(letterOnNote(parrots, "¿Para qué se capturan muchos loros grises?", "Para venderlos como mascotas.", "Para venderlos como animales de compañía.")).toBe("R");
    const fisher = "Juan Pérez nació en Vigo en 1900. Trabajó como pescador durante cuarenta años.";
    expect(letterOnNote(fisher, "¿En qué trabajó Juan Pérez?", "Como pescador.", "Se ganaba la vida como pescador.")).toBe("R");
  });

  it("asked what happens to a thing named after «a», the relative clause «al que…» after it", () => {
    const note = "La fiesta se celebra en agosto. El personaje principal es el toro de fuego, al que los mozos persiguen por la plaza hasta que se apaga.";
    expect(answerSlotText(note, "¿Qué le pasa al toro de fuego en la fiesta?")).toContain("mozos persiguen");
  });

  it("colours given to each other's things, a shade («verdoso») or «oscuro» among them", () => {
    const lizard = "El lagarto ocelado tiene el cuerpo verdoso con manchas azules en los costados.";
    const ask = "¿De qué color es el lagarto ocelado?";
    expect(letterOnNote(lizard, ask, "Verdoso con manchas azules.", "Azul con manchas verdes.")).toBe("X");
    expect(letterOnNote(lizard, ask, "Verdoso con manchas azules.", "Verde con manchas azules.")).toBe("R");
    const toad = "El sapo partero tiene la piel gris con manchas oscuras.";
    expect(letterOnNote(toad, "¿De qué color es la piel del sapo partero?", "Gris con manchas oscuras.", "Oscura con manchas grises.")).toBe("X");
  });

  it("«…, y eso la llevó a…»: what the demonstrative takes up is the cause", () => {
    const note = "Clara Ruiz nació en Soria en 1920. Cuando era niña, su madre enfermó de tuberculosis, y eso la llevó a estudiar medicina.";
    expect(answerSlotText(note, "¿Por qué estudió medicina Clara Ruiz?")).toContain("tuberculosis");
  });
});
