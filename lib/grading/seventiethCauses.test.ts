import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging and detector errors found on the seventieth realistic bank, each checked here on a
 * note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("answer slots found on the seventieth realistic bank (checked here on other notes)", () => {
  it("«¿Quién(es) V…?» where a later sentence resumes the thing with a clitic: who follows «Lo V»", () => {
    const note = "El primer puente colgante de hierro de la ciudad se abrió en 1820 junto al puerto. Lo diseñaron los ingenieros Brown y Telford.";
    expect(answerSlotText(note, "¿Quiénes diseñaron el primer puente colgante de hierro de la ciudad?")).toMatch(/^ingenieros Brown y Telford/);
  });
  it("«¿Qué es lo más ADJ…?» where the note says «Lo más ADJ es X»: X", () => {
    const note = "La insolación es un daño por exceso de sol. Lo más urgente es llevar a la persona a la sombra y enfriarla.";
    expect(answerSlotText(note, "¿Qué es lo más urgente en una insolación?")).toMatch(/^llevar a la persona a la sombra/);
  });
  it("«¿De qué N es P X?» where the note says «X es el P de Y»: Y", () => {
    const note = "La bellota es el fruto de la encina, que crece en los montes del centro de la península.";
    expect(answerSlotText(note, "¿De qué árbol es fruto la bellota?")).toBe("encina");
  });
  it("«¿Cómo V…?» where the note says «V …, gerund…» after a part of the question's words only: the gerund", () => {
    const note = "La orca es el mayor de los delfines. Suele cazar en grupo, rodeando a los bancos de peces hasta apretarlos contra la superficie.";
    expect(answerSlotText(note, "¿Cómo caza la orca en grupo?")).toMatch(/^rodeando a los bancos de peces/);
  });
  it("«¿Cómo se llama N?» where the note says «N, llamada X»: X", () => {
    const note = "En una progresión geométrica cada término se obtiene multiplicando el anterior por un número fijo, llamado razón.";
    expect(answerSlotText(note, "¿Cómo se llama el número fijo por el que se multiplica en una progresión geométrica?")).toBe("razón");
  });
  it("«¿A qué se dedicaba X?» where the note glosses X with a trade after a comma: the trade", () => {
    const note = "El avión lo probaron en 1903 los hermanos Wright, fabricantes de bicicletas, que llevaban años estudiando el vuelo.";
    expect(answerSlotText(note, "¿A qué se dedicaban los hermanos Wright?")).toBe("fabricantes de bicicletas");
  });
});

describe("judging causes found on the seventieth realistic bank (checked here on other texts)", () => {
  it("a list of three with articles is no term and gloss: two of its items, or another in one's place, is not the list", () => {
    const note = "En el arca subieron un león, un oso y un lobo.";
    const [q, ref] = ["¿Qué animales subieron al arca?", "un león, un oso y un lobo"];
    expect(gradeOnNote(note, q, ref, "Un león y un oso.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Un tigre, un oso y un lobo.").letter).toBe("X");
    // (Guard, passes on both: the three in another order.)
    expect(gradeOnNote(note, q, ref, "Un lobo, un oso y un león.").letter).toBe("R");
  });
  it("said plainly what the reference says there is little of is the contrary («aguas profundas» / «poco profundas»)", () => {
    const note = "El flamenco se alimenta en lagunas poco profundas de agua salada.";
    const [q, ref] = ["¿Dónde se alimenta el flamenco?", "en lagunas poco profundas de agua salada"];
    expect(gradeOnNote(note, q, ref, "En lagunas profundas de agua salada.").letter).toBe("X");
    // (Guard, passes on both: the same said again.)
    expect(gradeOnNote(note, q, ref, "En lagunas poco profundas de agua salada.").letter).toBe("R");
  });
  it("the two terms of a comparison turned round under the same comparative are swapped («el agua fría pesa más que…»)", () => {
    const note = "En los lagos el agua fría pesa más que el agua caliente, y se hunde.";
    const [q, ref] = ["¿Por qué se hunde el agua fría en los lagos?", "porque el agua fría pesa más que el agua caliente"];
    expect(gradeOnNote(note, q, ref, "Porque el agua caliente pesa más que el agua fría.").letter).toBe("X");
  });
});
