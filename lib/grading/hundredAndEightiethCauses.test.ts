import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-eightieth realistic bank, each checked here on a
 * note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */

describe("causes found on the hundred-and-eightieth realistic bank (checked here on other texts)", () => {
  it("a short infinitive with an enclitic pronoun («olerlos», «freírlas») is its infinitive", () => {
    const note = "El cocinero del monasterio tenía la costumbre de oler y cortar las setas que recogía en el bosque.";
    const q = "¿Qué costumbre tenía el cocinero con las setas?";
    expect(grade(note, q, "Olerlas y cortarlas.", "Tenía la costumbre de oler y cortar las setas que recogía.").letter).toBe("R");
    expect(grade(note, q, "Olerlas y cortarlas.", "Cortarlas y guardarlas.").letter).toBe("X");
  });

  it("the noun «récord» denied is no abstention («no cuenta como récord»)", () => {
    const note = "En 2021 la nadadora cruzó el estrecho en tres horas, pero con un traje especial que no cuenta como récord.";
    const q = "¿Por qué no cuenta como récord la travesía de 2021?";
    expect(grade(note, q, "Porque usó un traje especial.", "No cuenta como récord porque la hizo con un traje especial.").letter).toBe("R");
    // (Still an abstention where the notes are named: "tus notas no recogen ese récord".)
    expect(grade(note, q, "Porque usó un traje especial.", "Tus notas no dicen por qué no cuenta como récord.").letter).toBe("N");
  });

  it("«tener lugar» says «celebrarse», «a golpe de» says «con»", () => {
    const note = "La feria del queso se celebra cada mayo en Trujillo. El alcalde rompe la primera rueda con un hacha.";
    expect(grade(note, "¿Dónde se celebra la feria del queso?", "En Trujillo.", "Tiene lugar en Trujillo.").letter).toBe("R");
    expect(grade(note, "¿Cómo rompe el alcalde la primera rueda?", "Con un hacha.", "A golpe de hacha.").letter).toBe("R");
    expect(grade(note, "¿Cómo rompe el alcalde la primera rueda?", "Con un hacha.", "A golpe de martillo.").letter).toBe("X");
  });

  it("a whole number said roughly («algo más de 21») where the note gives the fraction it rounds is no addition", () => {
    const note = "La media maratón es una carrera a pie de 21,097 kilómetros.";
    const q = "¿Cuánto mide una media maratón?";
    expect(grade(note, q, "21,097 kilómetros.", "Algo más de 21 kilómetros: 21,097.").letter).toBe("R");
    expect(grade(note, q, "21,097 kilómetros.", "Algo más de 25 kilómetros: 21,097.").letter).toBe("X");
  });

  it("a name's meaning is said whole: one of its two words replaced is another meaning", () => {
    const note = "Nahuel fue un cacique del sur que vivía junto a un gran lago. Su nombre significa agua clara. Murió en 1790.";
    const q = "¿Qué significa el nombre Nahuel?";
    expect(grade(note, q, "Agua clara.", "Tierra clara.").letter).toBe("X");
    expect(grade(note, q, "Agua clara.", "Luz clara.").letter).toBe("X");
    expect(grade(note, q, "Agua clara.", "Significa «agua clara».").letter).toBe("R");
  });

  it("the slot: of two coordinated items, each with its year, the one whose year the question says", () => {
    const note = "La arquitecta trabajó en Lisboa durante veinte años. Allí terminó el mercado del puerto en 1931 y la estación del norte en 1938.";
    expect(answerSlotText(note, "¿Qué terminó la arquitecta en 1931?")).toBe("mercado del puerto en 1931");
    const pair = "Así determinó la forma del virus en 1952 y la del cristal de hielo en 1957.";
    expect(answerSlotText(pair, "¿Qué forma determinó en 1957?")).toBe("cristal de hielo en 1957");
  });
});
