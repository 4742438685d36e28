import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { featureOf, letterOnNote } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-eighty-ninth realistic bank, each checked here
 * on a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */

describe("causes found on the hundred-and-eighty-ninth realistic bank (checked here on other texts)", () => {
  it("the question's verb past a noun and a clitic («¿En qué forma se corta…?») points at the sentence that says it", () => {
    const note = "El turrón de Jijona es un dulce de Navidad. Se prepara una pasta de almendra tostada con miel y se deja reposar en un molde grande durante días. Después se corta en barras y se envuelve en papel.";
    expect(answerSlotText(note, "¿En qué forma se corta la pasta de almendra del turrón?")).toBe("barras");
  });

  it("the participle after the question's copula («¿Qué está prohibido…?») is its verb", () => {
    const note = "La rana es un juego tradicional de los bares de Castilla en el que los jugadores lanzan fichas de metal a una mesa con agujeros. Está prohibido pisar la raya al lanzar. Gana quien suma más puntos.";
    expect(answerSlotText(note, "¿Qué está prohibido en el juego de la rana?")).toBe("pisar la raya al lanzar");
  });

  it("asked what a thing is for, a relative clause of its own says it: «unos botones que abren el paso del aire»", () => {
    const note = "El acordeón es un instrumento de fuelle, una especie de órgano portátil con botones. Se toca abriendo y cerrando el fuelle, mientras los dedos pulsan unos botones de nácar que abren el paso del aire a las lengüetas.";
    expect(answerSlotText(note, "¿Para qué sirven los botones del acordeón?")).toBe("abren el paso del aire a las lengüetas");
  });

  it("asked for a people («¿De qué pueblo era…?»), the adjective of the noun the copula gives", () => {
    const note = "Lautaro fue un guerrero mapuche que dirigió la resistencia contra los españoles en el valle de Arauco, en Chile.";
    expect(answerSlotText(note, "¿De qué pueblo era Lautaro?")).toBe("mapuche");
    // (A town asked for is still the town: «nació en Anguiano, un pueblo de La Rioja».)
    expect(answerSlotText("El pintor Juan Pérez nació en Anguiano, un pueblo de La Rioja.", "¿De qué pueblo era Juan Pérez?")).toBe("Anguiano");
    // (Nor an adjective before a «de» complement that names the people: «un baile ceremonial de los vascos».)
    expect(answerSlotText("El aurresku es un baile ceremonial de los vascos que se baila en las bodas y en las fiestas.", "¿De qué pueblo es el aurresku?")).toContain("vascos");
  });

  it("«propio» after a possessive adds nothing: «en su propia cocina» for «en su cocina»", () => {
    const note = "Sin dinero para un laboratorio, montó un taller en su cocina y siguió con sus experimentos.";
    expect(letterOnNote(note, "¿Dónde montó su taller?", "En su cocina.", "En su propia cocina.")).toBe("R");
    expect(featureOf(note, "En su propia cocina.", "¿Dónde montó su taller?", "palabras_nuevas")).toBe(0);
  });
});

describe("a place the question names, described by an apposition (hundred-and-eighty-ninth bank's causes, continued)", () => {
  it("«¿Dónde está X?» where the note says «en X, un pueblo de Y,»: Y, and no more; «¿En qué comunidad…?» asks where too", () => {
    const note = "La Fiesta de la Rosa se celebra en Valdelinares, un pueblo de Aragón, en honor a la Virgen, cada verano.";
    expect(answerSlotText(note, "¿Dónde está Valdelinares?")).toBe("Aragón");
    expect(answerSlotText(note, "¿En qué comunidad está Valdelinares?")).toBe("Aragón");
  });
});

describe("a denial the question makes itself (hundred-and-eighty-ninth bank's causes, continued)", () => {
  it("an answer that repeats the question's «no pudo…» contradicts nothing; a denial of its own still does", () => {
    const note = "Como era protestante, la ley le prohibió enseñar en la universidad, así que daba clases en su casa.";
    const ask = "¿Por qué no pudo enseñar en la universidad?";
    expect(featureOf(note, "No pudo enseñar en la universidad porque, al ser protestante, la ley se lo prohibía.", ask, "contradiccion")).toBe(0);
    expect(featureOf(note, "No pudo enseñar en la universidad porque no era protestante.", ask, "contradiccion")).toBe(1);
  });
});
