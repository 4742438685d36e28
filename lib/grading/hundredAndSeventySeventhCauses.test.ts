import { describe, expect, it } from "vitest";
import { gradeOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of the grader's errors found on the hundred-and-seventy-seventh realistic bank, each checked here
 * on a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */

describe("causes found on the hundred-and-seventy-seventh realistic bank (checked here on other texts)", () => {
  it("near and far denied are each other: «no lejos de» says «cerca de»", () => {
    const note = "La ermita de San Roque está cerca de Toledo, en lo alto de un cerro.";
    const q = "¿Dónde está la ermita de San Roque?";
    expect(grade(note, q, "Cerca de Toledo, en un cerro.", "En un cerro no lejos de Toledo.").letter).toBe("R");
    expect(grade(note, q, "Cerca de Toledo, en un cerro.", "En un cerro lejos de Toledo.").letter).toBe("X");
  });

  it("a gerund or preterite whose stem vowel rose is its verb («durmiendo» / «dormir», «pidiendo» / «pedir»)", () => {
    const note = "Los pastores subían a la sierra en verano y se refugiaban en chozas de piedra para dormir por la noche.";
    const q = "¿Para qué se refugiaban los pastores en las chozas?";
    expect(grade(note, q, "Para dormir.", "Para pasar la noche durmiendo.").letter).toBe("R");
    const note2 = "Cada mañana la niña iba a la panadería a pedir pan para su abuela.";
    expect(grade(note2, "¿A qué iba la niña a la panadería?", "A pedir pan para su abuela.", "Iba pidiendo pan para su abuela.").letter).toBe("R");
    // (And a verb of the note so found, said for the reference's noun of its root, replaces nothing: «medir» / «medición».)
    const note3 = "El sonar localiza barcos enviando sonido y midiendo el tiempo que tarda el eco. Su nombre es una sigla que significa «navegación y medición de distancias por sonido».";
    const q3 = "¿Qué significa la palabra sonar?";
    expect(grade(note3, q3, "Navegación y medición de distancias por sonido.", "Es una sigla: navegar y medir distancias por sonido.").letter).toBe("R");
  });

  it("support for a thing is the opposite of rejecting it or being against it", () => {
    const note = "En 1820 el gremio perdió sus privilegios por su apoyo al rey depuesto.";
    const q = "¿Por qué perdió el gremio sus privilegios?";
    expect(grade(note, q, "Por su apoyo al rey depuesto.", "Por su rechazo al rey depuesto.").letter).toBe("X");
    expect(grade(note, q, "Por su apoyo al rey depuesto.", "Por estar en contra del rey depuesto.").letter).toBe("X");
    expect(grade(note, q, "Por su apoyo al rey depuesto.", "Porque apoyaba al rey depuesto.").letter).toBe("R");
  });

  it("idioms said in other words: losing one's parents is being orphaned, coming down is collapsing, taken out alive is rescued", () => {
    const note = "El pintor quedó huérfano a los nueve años. En 1920 el puente se derrumbó y un pescador fue rescatado del río.";
    const orphan = "¿A qué edad quedó huérfano el pintor?";
    expect(grade(note, orphan, "A los nueve años.", "Perdió a sus padres a los nueve años.").letter).toBe("R");
    expect(grade(note, orphan, "A los nueve años.", "Perdió a su perro a los nueve años.").letter).toBe("X");
    expect(grade(note, "¿Qué le pasó al puente en 1920?", "Se derrumbó.", "Se vino abajo.").letter).toBe("R");
    const q = "¿Qué le pasó al pescador en 1920?";
    expect(grade(note, q, "Fue rescatado del río.", "Lo sacaron vivo del río.").letter).toBe("R");
    expect(grade(note, q, "Fue rescatado del río.", "Lo sacaron con vida del río.").letter).toBe("R");
    expect(grade(note, q, "Fue rescatado del río.", "Lo sacaron muerto del río.").letter).toBe("X");
  });

  it("a place said only to deny every other («en ningún otro sitio») adds nothing", () => {
    const note = "El lince ibérico vive solo en la península ibérica, sobre todo en Andalucía.";
    const q = "¿Dónde vive el lince ibérico?";
    expect(grade(note, q, "Solo en la península ibérica.", "Únicamente en la península ibérica, en ningún otro sitio.").letter).toBe("R");
    // (Said without «solo», the place denied is the claim itself: another one said where it denies any is no paraphrase.)
    const note2 = "En la laguna de Arcas viven unas veinte especies de ranas que no existen en ningún otro lugar.";
    const q2 = "¿Qué ranas viven en la laguna de Arcas?";
    const ref2 = "Unas veinte especies que no existen en ningún otro lugar.";
    expect(grade(note2, q2, ref2, "Unas veinte especies que viven en otros lugares.").letter).toBe("X");
  });
});
