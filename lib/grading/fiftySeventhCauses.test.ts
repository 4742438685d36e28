import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the fifty-seventh realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the fifty-seventh realistic bank (checked here on other texts)", () => {
  it("«una especie de» hedges the noun after it; «sigue + gerundio» is an aspect, the gerund is the fact", () => {
    const note = "El tejón tiene en la cara un antifaz oscuro. Algunos viejos molinos de la comarca todavía funcionan.";
    expect(gradeOnNote(note, "¿Qué tiene el tejón en la cara?", "un antifaz oscuro", "Una especie de antifaz.").letter).toBe("R");
    expect(gradeOnNote(note, "¿Qué pasa con algunos viejos molinos de la comarca?", "todavía funcionan", "Siguen funcionando.").letter).toBe("R");
  });
  it("structures of the body are a closed class: «ligamento» is no «tendón»", () => {
    const note = "La fascitis es la inflamación de un tendón del pie.";
    expect(gradeOnNote(note, "¿Qué es la fascitis?", "la inflamación de un tendón del pie", "La inflamación de un ligamento del pie.").letter).toBe("X");
  });
  it("«británico» says Great Britain; «prusiano» Prussia", () => {
    const note = "Tras la guerra, el comercio británico dominó el Atlántico durante décadas.";
    expect(gradeOnNote(note, "¿Qué dominó el Atlántico tras la guerra?", "el comercio británico", "El comercio de Gran Bretaña.").letter).toBe("R");
  });
  it("a bare factor turned round («tres veces menos» for «tres veces más») contradicts; its comparison in the note does not", () => {
    const note = "El sonido viaja en el agua unas cuatro veces más rápido que en el aire; en el aire va cuatro veces menos rápido.";
    const [q, ref] = ["¿Cuántas veces más rápido viaja el sonido en el agua?", "unas cuatro veces más"];
    expect(gradeOnNote(note, q, ref, "Unas cuatro veces menos.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Unas cuatro veces más.").letter).toBe("R");
  });
  it("an opposite reached through a synonym lands on nothing where the reference denies that word", () => {
    const note = "El color es la única cualidad que sirve para clasificar objetos que no son números.";
    const [q, ref] = ["¿Para qué sirve el color?", "sirve para clasificar objetos que no son números"];
    expect(gradeOnNote(note, q, ref, "Es la única cualidad que sirve para clasificar objetos que no son números.").letter).toBe("R");
  });
});

describe("answer slots found on the fifty-seventh realistic bank (checked here on other notes)", () => {
  it("«¿Desde dónde…?» takes the origin after «desde» later in the sentence the question points at", () => {
    const note = "El primer vuelo tripulado en globo lo hicieron Pilâtre de Rozier y el marqués de Arlandes en 1783, desde los jardines de La Muette, cerca de París. Duró unos 25 minutos.";
    expect(answerSlotText(note, "¿Desde dónde despegó el primer vuelo tripulado en globo?")).toMatch(/^jardines de La Muette/);
  });
});
