import { describe, expect, it } from "vitest";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the forty-third realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the forty-third realistic bank (checked here on other texts)", () => {
  it("a span of whole days said in hours is that many days («96 horas» = «cuatro días»)", () => {
    const note = "La fiebre puede durar de 2 a 96 horas.";
    const q = "¿Cuánto puede durar la fiebre?";
    expect(gradeOnNote(note, q, "de 2 a 96 horas", "De dos horas a cuatro días.").letter).toBe("R");
    expect(gradeOnNote(note, q, "de 2 a 96 horas", "De dos horas a tres días.").letter).toBe("X");
  });
  it("«después de N» where the note says «antes de N» is the contrary", () => {
    const note = "Los ciclistas reciben el dorsal antes de la salida y una medalla al llegar a la meta.";
    const q = "¿Cuándo reciben los ciclistas el dorsal?";
    expect(gradeOnNote(note, q, "antes de la salida", "Después de la salida.").letter).toBe("X");
    expect(gradeOnNote(note, q, "antes de la salida", "Antes de la salida.").letter).toBe("R");
  });
  it("what people «ven» says the note's «visión»", () => {
    const note = "La mitad de los enfermos ven antes del ataque un halo: luces de colores en la visión.";
    expect(gradeOnNote(note, "¿Qué es el halo?", "luces de colores en la visión antes del ataque", "Son luces de colores que algunos enfermos ven antes del ataque.").letter).toBe("R");
  });
  it("a condition the note lacks, set after the answer («si no…», «siempre que…»), is an addition", () => {
    const note = "El pan de centeno se conserva tierno durante cinco días envuelto en un paño.";
    const q = "¿Cuánto tiempo se conserva tierno el pan de centeno?";
    expect(gradeOnNote(note, q, "cinco días", "Cinco días si no se guarda en la nevera.").letter).toBe("X");
    expect(gradeOnNote(note, q, "cinco días", "Cinco días siempre que lleve poca levadura.").letter).toBe("X");
    expect(gradeOnNote(note, q, "cinco días", "Cinco días si se envuelve en un paño.").letter).toBe("R");
    expect(gradeOnNote(note, q, "cinco días", "Cinco días, menos que el pan de trigo blanco no.").letter).not.toBe("R");
  });
  it("an answer that names one of the reference's names but not the other is partial", () => {
    const note = "El ferrocarril unía la ciudad de Valparaíso con la capital, Santiago, desde 1863.";
    const q = "¿Qué ciudades unía el ferrocarril?";
    expect(gradeOnNote(note, q, "la ciudad de Valparaíso con Santiago", "Valparaíso.").letter).toBe("X");
    expect(gradeOnNote(note, q, "la ciudad de Valparaíso con Santiago", "Santiago y Valparaíso.").letter).toBe("R");
    // A name the reference only places the answer by is not asked for when the answer names none of its names.
    expect(gradeOnNote("La vainilla crece lejos de Madagascar sin sus abejas.", "¿Por qué hay que polinizar la vainilla a mano?", "porque fuera de Madagascar no tiene sus abejas polinizadoras", "Porque lejos de su tierra de origen no tiene sus abejas polinizadoras.").letter).toBe("R");
  });
});
