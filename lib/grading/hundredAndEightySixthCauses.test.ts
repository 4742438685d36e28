import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-eighty-sixth realistic bank, each checked here on
 * a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */

describe("causes found on the hundred-and-eighty-sixth realistic bank (checked here on other texts)", () => {
  it("the calendar's names are values, not synonyms: «todo el año» and «en primavera» do not say «en abril»", () => {
    const note = "Las golondrinas pasan el invierno en África. Regresan al pueblo en abril y crían bajo los tejados.";
    const q = "¿Cuándo regresan las golondrinas al pueblo?";
    expect(grade(note, q, "En abril.", "Vuelven en abril.").letter).toBe("R");
    expect(grade(note, q, "En abril.", "No se van: se quedan todo el año.").letter).toBe("X");
    expect(grade(note, q, "En abril.", "En primavera.").letter).toBe("X");
  });

  it("the «hacer» of «¿Qué hizo X con…?» stands for the action asked, the name after it for who did it: the note's «le hizo firmar» is not its answer", () => {
    const note = "Hacia 1820, el gobernador Juan Ortiz mandó cerrar el puerto porque los comerciantes no pagaban impuestos. Los comerciantes se rebelaron y capturaron a Ortiz, y según algunos testigos su jefe le hizo firmar una carta de perdón.";
    const slot = answerSlotText(note, "¿Qué hizo Juan Ortiz con el puerto?");
    expect(slot).toMatch(/mandó cerrar el puerto/);
    expect(slot).not.toMatch(/firmar/);
  });

  it("a verb of accompanying says its «con» with «de»: «acompañados de chocolate» answers «¿Con qué bebida se acompañan…?»", () => {
    const note = "Los churros se fríen en aceite muy caliente. Se comen recién hechos y acompañados de chocolate, una bebida espesa que puede ser negra, con cacao puro, o blanca, con leche.";
    expect(answerSlotText(note, "¿Con qué bebida se acompañan los churros?")).toBe("chocolate");
  });

  it("the action a «¿Qué debe hacer…?» asks is what the note says after the same modal («en la que el atleta debe lanzar…»)", () => {
    const note = "El lanzamiento de martillo es una prueba en la que el atleta debe lanzar una bola de hierro unida a un cable, girando dentro de un círculo. Se disputa desde 1900.";
    expect(answerSlotText(note, "¿Qué debe hacer el atleta en el lanzamiento de martillo?")).toMatch(/^lanzar una bola de hierro/);
  });

  it("colours given to each other's things contradict: «Blanco, con las franjas naranjas» for «Naranja, con las franjas y la cola blancas»", () => {
    const note = "El pez payaso es un pez pequeño de los arrecifes. Es naranja, con las franjas y la cola blancas, y vive entre los tentáculos de las anémonas.";
    const q = "¿De qué color es el pez payaso?";
    const ref = "Naranja, con las franjas y la cola blancas.";
    expect(grade(note, q, ref, "Blanco, con las franjas naranjas.").letter).toBe("X");
    expect(grade(note, q, ref, "De color naranja, con las franjas y la cola blancas.").letter).toBe("R");
  });

  it("the examples a slot names set off after it («…, entre ellos el conde de Haro y el duque de Alba») go on with it", () => {
    const note = "En 1520 el rey Carlos convocó en Santiago a varios nobles leales, entre ellos el conde de Haro y el duque de Alba, y después partió hacia Alemania.";
    expect(answerSlotText(note, "¿A quiénes convocó el rey Carlos en Santiago?")).toMatch(/varios nobles leales entre ellos el conde de Haro y el duque de Alba$/);
  });

  it("a word of difference with what it is compared to after «a» turns a sameness round: «en sentido contrario a…» for «tan deprisa como…»", () => {
    const note = "En la rueda de la noria, las cabinas de fuera giran tan deprisa como las de dentro, aunque recorren más camino.";
    const q = "¿Qué se observa en las cabinas de fuera de la noria?";
    const ref = "Que giran tan deprisa como las de dentro.";
    expect(grade(note, q, ref, "Que giran en sentido contrario a las de dentro.").letter).toBe("X");
    expect(grade(note, q, ref, "Giran tan deprisa como las de dentro.").letter).toBe("R");
  });

  it("a bare apposition of the kind asked («, un pueblo de Ourense») describes the name that ends the part before it", () => {
    const note = "El Entroido es una fiesta de Laza de Limia, un pueblo de Ourense, que se celebra antes de la Cuaresma. Sus personajes llevan máscaras de madera.";
    expect(answerSlotText(note, "¿En qué pueblo se celebra el Entroido?")).toBe("Laza de Limia");
  });
});
