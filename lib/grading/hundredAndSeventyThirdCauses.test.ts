import { describe, expect, it } from "vitest";
import { indexSource } from "@/lib/text/analyze";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-seventy-third realistic bank, each checked here on
 * a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */

describe("causes found on the hundred-and-seventy-third realistic bank (checked here on other texts)", () => {
  it("«¿Qué había V-ado O?» is answered by the subject said in the parts before the note's verb, past «que»", () => {
    const note = "Los geólogos de la época sostenían que las grandes inundaciones, como el diluvio, habían excavado los valles en poco tiempo. Hoy se sabe que no fue así.";
    expect(answerSlotText(note, "¿Qué había excavado los valles según los geólogos de la época?")).toBe("grandes inundaciones como el diluvio");
  });

  it("«¿Cómo fue V-ado…?» asks after the passive's participle: what follows it in the note", () => {
    const note = "El castillo resistió varios asedios, y en 1640 fue tomado por sorpresa durante la noche. Hoy es un museo.";
    expect(answerSlotText(note, "¿Cómo fue tomado el castillo?")).toBe("sorpresa durante la noche");
  });

  it("denying going on («ya no pudo seguir») contradicts a note that says it went on («siguió»)", () => {
    const note = "El escultor perdió una mano en la guerra, pero siguió tallando madera hasta su muerte.";
    const q = "¿Qué hizo el escultor tras perder la mano?";
    expect(grade(note, q, "Siguió tallando madera.", "Perdió la mano y ya no pudo seguir tallando madera.").letter).toBe("X");
    expect(grade(note, q, "Siguió tallando madera.", "Siguió tallando madera hasta su muerte.").letter).toBe("R");
  });

  it("a class member closing the answer after two words the note says before another member is a swap", () => {
    const note = "El pueblo se levantó en 1808 contra la ocupación francesa y resistió dos años.";
    const q = "¿Cuándo se levantó el pueblo?";
    expect(grade(note, q, "En 1808.", "Se levantó en 1808 contra la ocupación inglesa.").letter).toBe("X");
    expect(grade(note, q, "En 1808.", "Se levantó en 1808 contra la ocupación francesa.").letter).toBe("R");
  });

  it("«pares de», «por parejas» say two at a time; counted pairs and «¿Cuántos pares…?» do not", () => {
    expect(indexSource("El pandero lleva pares de sonajas.").numbers.has(2)).toBe(true);
    expect(indexSource("Se baila por parejas.").numbers.has(2)).toBe(true);
    expect(indexSource("El insecto tiene tres pares de patas.").numbers.has(2)).toBe(false);
    expect(indexSource("¿Cuántos pares de patas tiene el insecto?").numbers.has(2)).toBe(false);
    expect(indexSource("Los números pares terminan en cifra par.").numbers.has(2)).toBe(false);
  });

  it("a trip told from its origin («de donde») is one trip, leaving or arriving; elsewhere the opposite verb contradicts", () => {
    const note = "La receta viene de Génova, de donde llegaron muchos cocineros a Buenos Aires.";
    const q = "¿De dónde viene la receta?";
    expect(grade(note, q, "De Génova.", "De Génova, de donde salieron muchos cocineros hacia Buenos Aires.").letter).toBe("R");
    const port = "El barco llegó al puerto de noche, con la carga intacta.";
    expect(grade(port, "¿Cuándo llegó el barco al puerto?", "De noche.", "De noche: el barco salió del puerto de noche.").letter).toBe("X");
  });

  it("a bare noun and two adjectives agreeing with it after «y» close a list as its last item", () => {
    const note = "El pescado se sirve con arroz blanco, pan tostado y pimiento rojo asado. Es un plato de la costa.";
    expect(answerSlotText(note, "¿Con qué se sirve el pescado?")).toBe("arroz blanco pan tostado y pimiento rojo asado");
  });
});
