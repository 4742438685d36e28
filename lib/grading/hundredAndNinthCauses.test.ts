import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { autoGrade } from "./autoGrader";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the hundred-and-ninth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix, but those marked as
 * guards.
 */
describe("causes found on the hundred-and-ninth realistic bank (checked here on other texts)", () => {
  it("a masculine «-és» demonym, and «-eño» after a «g» («-gueño»), say their place's name", () => {
    const note = "La jota es un baile típico de Aragón. Se baila en pareja, con castañuelas y saltos.";
    expect(gradeOnNote(note, "¿De dónde es típica la jota?", "de Aragón", "Es un baile aragonés.").letter).toBe("R");
    const note2 = "La tarta de almendra es un dulce típico de Santiago. Lleva almendra molida, huevos y azúcar.";
    expect(gradeOnNote(note2, "¿De dónde es típica la tarta de almendra?", "de Santiago", "Es un dulce santiagueño.").letter).toBe("R");
    // (Guards, pass on both: the feminine, and another place's demonym.)
    expect(gradeOnNote(note, "¿De dónde es típica la jota?", "de Aragón", "Es aragonesa.").letter).toBe("R");
    expect(gradeOnNote(note, "¿De dónde es típica la jota?", "de Aragón", "Es un baile navarro.").letter).toBe("X");
  });

  it("«la gente de» a place is no content of its own", () => {
    const note = "En Granada las tapas son gratis con la bebida. A los granadinos se les conoce por su humor seco.";
    expect(gradeOnNote(note, "¿A quiénes se conoce por su humor seco?", "a los granadinos", "A la gente de Granada.").letter).toBe("R");
    // (Guard, passes on both: another place's people.)
    expect(gradeOnNote(note, "¿A quiénes se conoce por su humor seco?", "a los granadinos", "A la gente de Sevilla.").letter).toBe("X");
  });

  it("a light verb the question says after «se» points at the part that says it after «se» too", () => {
    const note = "El turrón es un dulce navideño de Alicante. Se hace moliendo almendras con miel, azúcar y clara de huevo.";
    const slot = answerSlotText(note, "¿Con qué se hace el turrón?")!;
    expect(slot).toContain("miel");
    expect(slot).not.toContain("navideño");
  });

  it("a connective or another form of the question's light verb is no answer: the part after it, or the thing before it", () => {
    const note = "La salamandra es un anfibio de piel húmeda. Si pierde una pata, luego le vuelve a crecer, aunque más pequeña.";
    expect(answerSlotText(note, "¿Cómo es la pata que le vuelve a crecer a la salamandra?")).toContain("pequeña");
    const note2 = "El azafrán es una flor cuyos estigmas, unos hilos rojos, se usan para dar color al arroz. Se cultiva en La Mancha.";
    expect(answerSlotText(note2, "¿Qué parte del azafrán se usa para dar color al arroz?")).toContain("hilos rojos");
  });

  it("asked what someone does, the opening's kind word said again in the question names the subject, not the part", () => {
    const note = "La sardana es el baile típico de Cataluña. Se baila en corro: los vecinos se dan la mano y saltan con pasos cortos. Se suele bailar en las plazas los domingos.";
    expect(answerSlotText(note, "¿Qué hacen los vecinos al bailar la sardana?")).toContain("mano");
    // (Guard, passes on both: asked where, the part that says it.)
    expect(answerSlotText(note, "¿Dónde se suele bailar la sardana?")).toContain("plazas");
  });

  it("asked what the note's subject does, the relative clause of its opening copula", () => {
    const note = "El termostato es el aparato que mantiene la temperatura de la casa en el valor elegido. Cada radiador tiene una válvula, y la válvula hace pasar el agua caliente.";
    expect(answerSlotText(note, "¿Qué hace el termostato?")).toBe("mantiene la temperatura de la casa en el valor elegido");
  });

  it("«no podría decírtelo» abstains, and what the notes are said to tell («tus notas cuentan que…») is no answer", () => {
    const note = "Gustavo Adolfo Bécquer fue un poeta sevillano. Su hermano Valeriano era pintor y murió joven.";
    const unanswerable = (answer: string) =>
      autoGrade({ answer, citedNoteId: null, question: "¿Qué poema dedicó Bécquer a su hermano?", referencia: "no aparece en sus notas", answerable: false, goldNote: null, notes: new Map([[1, note]]) }).letter;
    expect(unanswerable("No podría decírtelo.")).toBe("N");
    expect(unanswerable("Tus notas cuentan que Valeriano era pintor, pero no citan ningún poema.")).toBe("N");
    // (Guard, passes on both: a title given after the denial answers.)
    expect(unanswerable("No podría decírtelo con seguridad, pero creo que se titula «Rimas».")).toBe("X");
  });

  it("a word of its own right after a list item's noun, where the reference says its adjective, changes it", () => {
    const note = "La lavanda crece en laderas y ribazos soleados del Mediterráneo. Sus flores se secan para perfumar la ropa.";
    const [q, ref] = ["¿Dónde crece la lavanda?", "en laderas y ribazos soleados"];
    expect(gradeOnNote(note, q, ref, "En laderas y ribazos frescos.").letter).toBe("X");
    // (Guard, passes on both: the reference's own adjective.)
    expect(gradeOnNote(note, q, ref, "En laderas y ribazos soleados.").letter).toBe("R");
  });

  it("«soleado» and «sombrío» / «a la sombra» are opposites, but not where the reference says the word's own family", () => {
    const note = "La lavanda crece en laderas y ribazos soleados del Mediterráneo. Sus flores se secan para perfumar la ropa.";
    expect(gradeOnNote(note, "¿Dónde crece la lavanda?", "en laderas y ribazos soleados", "En laderas y ribazos a la sombra.").letter).toBe("X");
    // (Guard, passes on both: "sombra" beside the reference's "sombrajo … del sol".)
    const note2 = "El toldo se pone en verano como sombrajo para protegerse del sol en la terraza.";
    expect(gradeOnNote(note2, "¿Para qué se pone el toldo?", "como sombrajo para protegerse del sol", "Para dar sombra y protegerse del sol.").letter).toBe("R");
  });

  it("«ni» sets list items apart as «y» does: an item of its own after it is added", () => {
    const note = "La tortilla de patatas lleva huevo, patata y sal. No lleva ajo ni perejil.";
    const [q, ref] = ["¿Qué no lleva la tortilla de patatas?", "ajo ni perejil"];
    expect(gradeOnNote(note, q, ref, "Ajo ni perejil ni pimienta.").letter).toBe("X");
    // (Guard, passes on both: the reference's items alone.)
    expect(gradeOnNote(note, q, ref, "Ni ajo ni perejil.").letter).toBe("R");
  });

  it("«transforma A en B» said the other way round is reversed, A and B phrases of several words", () => {
    const note = "La máquina de vapor transforma la subida y bajada del émbolo en un giro de las ruedas. La inventó James Watt.";
    const [q, ref] = ["¿Qué hace la máquina de vapor?", "transforma la subida y bajada del émbolo en un giro de las ruedas"];
    expect(gradeOnNote(note, q, ref, "Transforma el giro de las ruedas en la subida y bajada del émbolo.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Convierte el giro de las ruedas en subida y bajada del émbolo.").letter).toBe("X");
    // (Guard, passes on both: the reference's way round.)
    expect(gradeOnNote(note, q, ref, "Convierte la subida y bajada del émbolo en un giro de las ruedas.").letter).toBe("R");
  });

  it("«¿Cuánto …?» before a verb placed by «en» asks an amount of the verb, not of a thing it names", () => {
    const note = "El pico del Teide, en Tenerife, es uno de los volcanes más altos del mundo. Nieva allí más de veinte días al año, sobre todo en invierno.";
    expect(answerSlotText(note, "¿Cuánto nieva en el pico del Teide?")).toContain("veinte días");
  });

  it("a verb the question says after «se» and a modal points at the part that says it after «se»", () => {
    const note = "El gazpacho se hace con tomate, pepino y pimiento. Se come muy frío, a menudo con picatostes. Lo pueden comer quienes no toleran el gluten si no lleva pan.";
    expect(answerSlotText(note, "¿Con qué se suele comer el gazpacho?")).toBe("picatostes");
  });

  it("asked what a thing is made of, a span that opens with the thing and «de» is its material alone", () => {
    const note = "La guitarra española es un instrumento de cuerda formado por una caja de madera con una boca redonda y un mástil con trastes.";
    expect(answerSlotText(note, "¿De qué está hecha la caja de la guitarra española?")).toBe("madera");
  });

  it("found on the hundred-and-tenth bank: a year asked by a verb, said in its own form, over one said of another by its noun; the opening's set-off name is the subject's", () => {
    const note = "Isabel de Portugal, llamada la Emperatriz, era esposa de Carlos I. A la muerte de su padre, en 1521, se mudó a Castilla. Vivió en Toledo y en Granada, y murió en 1539 en Toledo.";
    expect(answerSlotText(note, "¿En qué año murió la Emperatriz Isabel?")).toContain("1539");
  });

  it("found on the hundred-and-tenth bank: asked what the subject does, the relative clause of its opening sentence past a coordination", () => {
    const note = "La tos es una expulsión brusca de aire por la garganta y la boca que despeja los bronquios de mucosidad. Puede ser seca o con flemas. Para no contagiar, conviene toser en el codo.";
    expect(answerSlotText(note, "¿Qué hace la tos?")).toBe("despeja los bronquios de mucosidad");
  });

  it("found on the hundred-and-tenth bank: «limpiar» / «ensuciar» and «limpio» / «sucio» are opposites", () => {
    const note = "La lluvia limpia el aire de polvo y de polen.";
    expect(gradeOnNote(note, "¿Qué hace la lluvia con el aire?", "lo limpia de polvo y de polen", "Lo ensucia de polvo y de polen.").letter).toBe("X");
  });
});
