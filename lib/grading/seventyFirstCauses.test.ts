import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging and detector errors found on the seventy-first realistic bank, each checked here on a
 * note and question written for the test (none from a bank) — every test fails on the code before its fix; assertions
 * marked "(guard, passes on both)" keep what must not change.
 */
describe("answer slots found on the seventy-first realistic bank (checked here on other notes)", () => {
  it("«¿Qué profundidad / altura tiene X?» where the note says the dimension's adjective, then the amount: the amount", () => {
    const note = "El monte Elbrus está en el Cáucaso y lo escalan cada año unos 2.000 alpinistas. Es el pico más conocido de Rusia y el más alto de Europa, con 5.642 metros.";
    expect(answerSlotText(note, "¿Qué altura tiene el monte Elbrus?")).toBe("5.642 metros");
  });
  it("«y lo V» after a pair of words is a new clause, and «el segundo más ADJ» a rank: neither is a pair taken up again", () => {
    const note = "El lago Victoria está en África oriental y lo comparten tres países: Uganda, Kenia y Tanzania. Es el lago más grande de África y el segundo más extenso del mundo.";
    expect(answerSlotText(note, "¿Qué países comparten el lago Victoria?")).toMatch(/Uganda Kenia y Tanzania$/);
  });
  it("«¿De qué está formada N?» where the note goes on past a comma into a relative clause: the slot stops there", () => {
    const note = "El caballito de mar tiene un hocico largo, formado por huesos soldados, con el que sorbe pequeños crustáceos.";
    expect(answerSlotText(note, "¿De qué está formado el hocico del caballito de mar?")).toBe("huesos soldados");
  });
  it("«¿Para qué usa X la N?» where the note says «N…, con la que V…»: what follows «con la que»", () => {
    const note = "El oso hormiguero tiene una lengua larga y pegajosa, cubierta de saliva, con la que atrapa hormigas y termitas.";
    expect(answerSlotText(note, "¿Para qué usa el oso hormiguero la lengua?")).toBe("atrapa hormigas y termitas");
  });
});

describe("judging causes found on the seventy-first realistic bank (checked here on other texts)", () => {
  const ranked = "El lago Superior está entre Canadá y Estados Unidos. Es el lago de agua dulce más extenso del mundo y el tercero más grande por volumen, con unos 12.000 kilómetros cúbicos.";
  it("a superlative said without the note's rank («el más grande» for «el tercero más grande»), or with another, is X", () => {
    const [q, ref] = ["¿Cuánta agua tiene el lago Superior?", "unos 12.000 kilómetros cúbicos"];
    expect(gradeOnNote(ranked, q, ref, "Unos 12.000 kilómetros cúbicos: es el lago más grande por volumen.").letter).toBe("X");
    expect(gradeOnNote(ranked, q, ref, "Unos 12.000 kilómetros cúbicos; es el segundo más grande por volumen.").letter).toBe("X");
    // (guard, passes on both) the rank kept.
    expect(gradeOnNote(ranked, q, ref, "Unos 12.000 kilómetros cúbicos; es el tercero más grande por volumen.").letter).toBe("R");
  });
  it("«pequeño» where the note says «gordo» (the big toe) is the opposite", () => {
    const note = "La gota suele empezar con un dolor intenso en el dedo gordo del pie.";
    expect(gradeOnNote(note, "¿Dónde suele empezar la gota?", "en el dedo gordo del pie", "En el dedo pequeño del pie.").letter).toBe("X");
  });
  it("«británico» where the note says «inglés» is the same person said more broadly; «francés» is another nationality", () => {
    const note = "El primer sello de correos lo propuso el maestro inglés Rowland Hill en 1837.";
    const [q, ref] = ["¿Quién propuso el primer sello de correos?", "el maestro inglés Rowland Hill"];
    expect(gradeOnNote(note, q, ref, "Un maestro británico, Rowland Hill.").letter).toBe("R");
    // (guard, passes on both)
    expect(gradeOnNote(note, q, ref, "El maestro francés Rowland Hill.").letter).toBe("X");
  });
  it("a word of its own in a statement or a set-off gerund after the whole reference is an addition, though one word", () => {
    const note = "Las anguilas nacen en el mar de los Sargazos y cruzan el Atlántico hasta los ríos de Europa.";
    const [q, ref] = ["¿Dónde nacen las anguilas?", "en el mar de los Sargazos"];
    expect(gradeOnNote(note, q, ref, "En el mar de los Sargazos; es un mar tranquilo.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "En el mar de los Sargazos, llamándolo mar de hierba.").letter).toBe("X");
    // (guard, passes on both) a relative clause that says the note again.
    expect(gradeOnNote(note, q, ref, "En el mar de los Sargazos, desde donde cruzan el Atlántico.").letter).toBe("R");
  });
  it("«prender / pegar fuego» is «incendiar»", () => {
    const note = "En 1666 un horno de pan incendió gran parte de Londres.";
    expect(gradeOnNote(note, "¿Qué incendió gran parte de Londres en 1666?", "un horno de pan", "Un horno de pan, que le prendió fuego.").letter).toBe("R");
  });
  it("«todavía» says no more than «aún»", () => {
    const note = "Al morir el rey, gobernó como regente su madre, la reina Cristina, porque el heredero, Alfonso, era un niño.";
    expect(gradeOnNote(note, "¿Quién gobernó como regente al morir el rey?", "su madre, la reina Cristina", "Su madre, la reina Cristina, porque Alfonso todavía era un niño.").letter).toBe("R");
  });
  it("a learned noun is its verb's family («digestión» / «digerir», «emisión» / «emitir»)", () => {
    const note = "La bilis ayuda a digerir las grasas.";
    expect(gradeOnNote(note, "¿Para qué sirve la bilis?", "para ayudar a digerir las grasas", "Facilita la digestión de las grasas.").letter).toBe("R");
    const tubes = "Las válvulas de vacío permitían emitir y recibir señales de radio.";
    expect(gradeOnNote(tubes, "¿Qué permitían las válvulas de vacío?", "emitir y recibir señales de radio", "La emisión y la recepción de señales de radio.").letter).toBe("R");
  });
  it("a preterite in «-ió» of a verb in «-iar» takes its verb's synonyms («inició» ~ «empezar»)", () => {
    const note = "Las obras de la catedral las empezó el obispo Mauricio en 1221.";
    expect(gradeOnNote(note, "¿Quién empezó las obras de la catedral?", "el obispo Mauricio", "El obispo Mauricio, que inició las obras en 1221.").letter).toBe("R");
  });
});
