import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { readNotation } from "@/lib/text/notation";
import { featureOf as f, gradeOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-seventy-fifth realistic bank, each checked here on
 * a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */

describe("causes found on the hundred-and-seventy-fifth realistic bank (checked here on other texts)", () => {
  it("a bare count and a half before the other end of a range is that count and a half, in figures", () => {
    expect(readNotation("Pesa entre dos y medio y tres kilos.")).toBe("Pesa entre 2,5 y tres kilos.");
    expect(readNotation("Llegaron a las cinco y media y a las seis.")).toBe("Llegaron a las cinco y media y a las seis.");
    const note = "El cachorro del oso pardo pesa al nacer entre uno y medio y dos kilos y medio.";
    const q = "¿Cuánto pesa al nacer el cachorro del oso pardo?";
    const ref = "Entre uno y medio y dos kilos y medio.";
    expect(grade(note, q, ref, "Entre uno y medio y dos kilos y medio.").letter).toBe("R");
    expect(grade(note, q, ref, "De 1,5 a 2,5 kilos.").letter).toBe("R");
    expect(grade(note, q, ref, "Entre uno y dos kilos.").letter).toBe("X");
    expect(f(note, "De 1,5 a 2,5 kilos.", q, "contradiccion")).toBe(0);
  });

  it("a word of the asked kind's family does not point at the answer where the note says the kind itself", () => {
    const note = "La petanca se juega en un terreno de tierra con bolas de metal. Fue deporte de demostración en los Juegos Mediterráneos de Almería 2005.";
    expect(answerSlotText(note, "¿En qué Juegos Mediterráneos fue la petanca deporte de demostración?")).toBe("Almería 2005");
  });

  it("a word of the answer's own in the very frame of the reference's last word is another thing, not the idea in other words", () => {
    const note = "Mendel cruzó miles de guisantes en el huerto de su convento y así descubrió las leyes de la herencia.";
    const q = "¿Qué descubrió Mendel con sus guisantes?";
    const ref = "Las leyes de la herencia.";
    expect(grade(note, q, ref, "Las leyes de la evolución de los guisantes.").letter).toBe("X");
    expect(grade(note, q, ref, "Las leyes de la herencia en los guisantes.").letter).toBe("R");
  });

  it("an extent said after a list's last item («desde… hasta…») is part of where the list is", () => {
    const note = "La nutria gigante vive en ríos, lagunas y pantanos desde el sur de Venezuela hasta el norte de Argentina. Come sobre todo peces.";
    expect(answerSlotText(note, "¿Dónde vive la nutria gigante?")).toBe("ríos lagunas y pantanos desde el sur de Venezuela hasta el norte de Argentina");
  });

  it("asked where, a name the reference gives as a complement names the place when said bare after a preposition", () => {
    const note = "Marie Lavoie fue una química canadiense que investigó durante veinte años en el Hospital de Montreal.";
    const q = "¿Dónde investigó Marie Lavoie?";
    const ref = "En el Hospital de Montreal.";
    expect(grade(note, q, ref, "Trabajó como química en Montreal.").letter).toBe("R");
    expect(grade(note, q, ref, "En Toronto.").letter).toBe("X");
  });
});
