import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { letterOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-sixty-third realistic bank, each checked here on a
 * note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("causes found on the hundred-and-sixty-third realistic bank (checked here on other texts)", () => {
  it("«¿Con qué…?» is answered by the phrase that opens the sentence before the verb", () => {
    const note = "El cajón es un instrumento peruano de percusión. Con la guitarra y la quijada de burro acompaña los valses criollos, donde marca el compás.";
    expect(answerSlotText(note, "¿Con qué instrumentos acompaña el cajón los valses criollos?")).toMatch(/^guitarra/);
  });

  it("the question's own verb is no word of the subject, though of its family («silban» / «los patos silbadores»)", () => {
    const note = "Los patos silbadores viven en las lagunas de América y de África. Son famosos por sus silbidos, que se oyen a varios metros y que usan para mantener unida la bandada, sobre todo de noche.";
    expect(answerSlotText(note, "¿Para qué silban los patos silbadores?")).toMatch(/^mantener unida la bandada/);
  });

  it("asked «¿Qué <kind>…?», the examples the note gives of the kind after «como»", () => {
    const note = "El tamal se envuelve en hojas de maíz. Dentro lleva masa, salsa y algún relleno, como pollo o cerdo. Se cuece al vapor.";
    expect(answerSlotText(note, "¿Qué relleno puede llevar el tamal?")).toBe("pollo o cerdo");
  });

  it("«o si no» set off alone is «otherwise»: it denies nothing", () => {
    const note = "El tamal se envuelve en hojas de maíz. Dentro lleva masa, salsa y algún relleno, como pollo o cerdo.";
    expect(grade(note, "¿Qué relleno puede llevar el tamal?", "Pollo o cerdo.", "Cerdo, o si no, pollo.")).toBe("R");
    expect(grade(note, "¿Qué relleno puede llevar el tamal?", "Pollo o cerdo.", "Pollo no, cerdo.")).toBe("X");
  });

  it("asked a magnitude by its name («¿Qué velocidad…?»), an article is one only before a unit", () => {
    const note = "El guepardo es un felino que corre por la sabana en una carrera corta tras su presa. Puede alcanzar los 110 kilómetros por hora.";
    expect(answerSlotText(note, "¿Qué velocidad puede alcanzar un guepardo cuando corre tras su presa?")).toBe("110 kilómetros por hora");
  });

  it("one name's own «y» is no pair taken up by «el último» («Día de Moros y Cristianos»)", () => {
    const note = "La Fiesta de Moros y Cristianos se celebra en abril. El 22 es el Día de Moros, en el que desfilan las comparsas, y el 23 es el Día de Cristianos, en el que se disparan salvas de arcabuz. El último día se representa la batalla del castillo.";
    expect(answerSlotText(note, "¿Qué se dispara el Día de Cristianos?")).toBe("salvas de arcabuz");
  });

  it("asked what someone does, a strong participle of «hacer» says nothing of the question", () => {
    const note = "La Noche de San Juan se celebra en junio. Esa noche la gente salta hogueras en la playa. La última noche arden muñecos hechos por los vecinos.";
    expect(answerSlotText(note, "¿Qué hace la gente la Noche de San Juan?")).toMatch(/^salta hogueras/);
  });

  it("«y los que…» opens a subject of its own: no clause that shares the one before", () => {
    const note = "El naturalista estudió a los pinzones. Creía que los picos que un pájaro usa mucho se fortalecen y los que no usa se debilitan, y que esos cambios pasan a las crías.";
    const slot = answerSlotText(note, "Según él, ¿qué pasaba con los picos que un pájaro usa mucho?") ?? "";
    expect(slot).toMatch(/se fortalecen$/);
    expect(slot).not.toMatch(/debilitan/);
  });

  it("a «de» phrase after the reference and the question's own words is an addition («Ocho cuerdas de tripa»)", () => {
    const note = "La mandolina es un instrumento de la familia del laúd. Tiene ocho cuerdas metálicas agrupadas en pares.";
    expect(grade(note, "¿Cuántas cuerdas tiene la mandolina?", "Ocho.", "Ocho cuerdas de tripa.")).toBe("X");
    expect(grade(note, "¿Cuántas cuerdas tiene la mandolina?", "Ocho.", "Ocho cuerdas metálicas.")).toBe("R");
  });

  it("an answer opened by «Nada» / «Nadie» set off denies what the question takes as there", () => {
    const note = "El trineo de competición no tiene motor ni pedales: baja por la pista con su propio peso.";
    expect(grade(note, "¿Qué le falta al trineo de competición?", "Motor y pedales.", "Nada: tiene motor y pedales como un coche.")).toBe("X");
    expect(grade(note, "¿Qué le falta al trineo de competición?", "Motor y pedales.", "Motor y pedales; nada más.")).toBe("R");
  });

  it("a reference made of a name that folds to a stop word («Estado») is read in the note's parts that name it", () => {
    const note = "Benito Juárez separó la Iglesia del Estado. Su obra más recordada es la ley que une a los liberales del país.";
    expect(grade(note, "¿De qué separó Juárez a la Iglesia?", "Del Estado.", "La unió al Estado.")).toBe("X");
    expect(grade(note, "¿De qué separó Juárez a la Iglesia?", "Del Estado.", "Del Estado.")).toBe("R");
  });

  it("a named place, then the wider land it lies in, is said by the place — the reference's capital «De» and final stop too", () => {
    const note = "El mole poblano es un guiso espeso típico de Puebla, en México, que lleva chiles secos y chocolate.";
    expect(grade(note, "¿De dónde es típico el mole poblano?", "De Puebla, en México.", "De Puebla.")).toBe("R");
    expect(grade(note, "¿De dónde es típico el mole poblano?", "De Puebla, en México.", "Es un guiso de Puebla.")).toBe("R");
    expect(grade(note, "¿De dónde es típico el mole poblano?", "De Puebla, en México.", "De Puebla, en Guatemala.")).toBe("X");
    expect(grade(note, "¿De dónde es típico el mole poblano?", "De Puebla, en México.", "De Oaxaca.")).toBe("X");
  });
});
