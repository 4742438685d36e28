import { describe, expect, it } from "vitest";
import { align, indexSource, tokenize } from "@/lib/text/analyze";
import { FEATURE_NAMES, pairFeatures } from "@/lib/verifier/features";
import { answerSlotText } from "@/lib/verifier/slot";
import { autoGrade } from "./autoGrader";
import { letterOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of judging errors found on the hundred-and-twenty-seventh and -eighth realistic banks, each
 * checked here on a note and question written for the test (none from a bank) — every test fails on the code before
 * its fix, but those marked as guards.
 */

describe("causes found on the hundred-and-twenty-seventh realistic bank (checked here on other texts)", () => {
  it("«un» / «una» after the «y» of a tens word is the number's last digit («doscientos cuarenta y un días» = 241)", () => {
    const note = "La huelga de los mineros de Asturias duró 241 días y terminó con un acuerdo.";
    const q = "¿Cuánto duró la huelga de los mineros?";
    expect(grade(note, q, "241 días", "Se prolongó doscientos cuarenta y un días.")).toBe("R");
    const weeks = "El curso de cocina dura 31 semanas.";
    expect(grade(weeks, "¿Cuánto dura el curso de cocina?", "31 semanas", "Treinta y una semanas.")).toBe("R");
    // (Guard, passes on both: another number is still another.)
    expect(grade(note, q, "241 días", "Duró doscientos cuarenta días.")).toBe("X");
  });

  it("«vino al mundo» says «nació», «a pie» says «caminando»", () => {
    const note = "La pintora Frida Kahlo nació en Coyoacán en 1907 y vivió en la Casa Azul.";
    const q = "¿Dónde nació Frida Kahlo?";
    expect(grade(note, q, "en Coyoacán", "Vino al mundo en Coyoacán.")).toBe("R");
    // (Guard, passes on both: another place.)
    expect(grade(note, q, "en Coyoacán", "Vino al mundo en Monterrey.")).toBe("X");
    const walk = "Los peregrinos medievales recorrían a pie el camino desde Roncesvalles hasta Santiago.";
    expect(grade(walk, "¿Cómo recorrían el camino los peregrinos medievales?", "a pie", "Lo recorrían caminando.")).toBe("R");
    expect(grade(walk, "¿Cómo recorrían el camino los peregrinos medievales?", "a pie", "Lo recorrían a caballo.")).toBe("X");
  });

  it("«no quiso» before an infinitive is a refusal («se negó a…»), and a denial of the wanting the note states", () => {
    const note = "El portero del hotel se negó a abrir la puerta a los periodistas aquella noche.";
    const q = "¿Qué se negó a hacer el portero del hotel?";
    expect(grade(note, q, "abrir la puerta a los periodistas", "No quiso abrirles la puerta a los periodistas.")).toBe("R");
    // (Guard, passes on both: the refused act said plainly.)
    expect(grade(note, q, "abrir la puerta a los periodistas", "Abrir la puerta a los periodistas.")).toBe("R");
    const wanted = "El portero del hotel quiso abrir la puerta a los periodistas aquella noche.";
    expect(grade(wanted, "¿Qué quería hacer el portero del hotel?", "abrir la puerta a los periodistas", "No quiso abrir la puerta a los periodistas.")).toBe("X");
  });

  it("a person of the reference said in the other gender is another person («su hijo» for «su hija Isabel»)", () => {
    const note = "La reina viajó a Francia con su hija Isabel y su sobrino Carlos en la primavera de 1560.";
    const q = "¿Con quién viajó la reina a Francia?";
    expect(grade(note, q, "con su hija Isabel y su sobrino Carlos", "Con su hijo y su sobrino.")).toBe("X");
    // (Guard, passes on both: the same persons.)
    expect(grade(note, q, "con su hija Isabel y su sobrino Carlos", "Con su hija y con su sobrino.")).toBe("R");
  });

  it("a name that ends a name joined by «de» / «del» («Georgia del Sur») is no surname that takes a new first name («el Polo Sur»)", () => {
    const note = "Los náufragos llegaron en un bote a Georgia del Sur, donde había una estación ballenera.";
    const q = "¿Adónde llegaron los náufragos?";
    expect(grade(note, q, "a Georgia del Sur", "A Georgia del Sur, y de allí fueron al Polo Sur.")).toBe("X");
    // (Guard, passes on both: a first name before a surname the note says on its own is the same person.)
    const opera = "Las óperas de Wagner duran a menudo más de cuatro horas.";
    expect(grade(opera, "¿Cuánto duran a menudo las óperas de Wagner?", "más de cuatro horas", "Las de Richard Wagner duran más de cuatro horas.")).toBe("R");
  });

  it("a word's family is among the source's words, not its function words («entrenan» is no «entre»)", () => {
    const src = indexSource("El partido se juega entre dos equipos de quince jugadores.");
    expect(align(tokenize("entrenan")[0]!, src)).not.toBe("family");
    // (Guard, passes on both: a word of the same family is found.)
    expect(align(tokenize("jugadoras")[0]!, src)).not.toBeNull();
  });

  it("asked what a thing is made of, a verb of making («se fabrica con…», «está construido con…») adds nothing", () => {
    const note = "Las tejas del templo son de barro cocido, y las vigas del tejado son de cedro.";
    const q = "¿De qué madera son las vigas del tejado?";
    expect(grade(note, q, "de cedro", "Se fabricaron con cedro.")).toBe("R");
    expect(grade(note, q, "de cedro", "Se construyen con cedro.")).toBe("R");
    // (Guard, passes on both: another wood.)
    expect(grade(note, q, "de cedro", "Están hechas de pino.")).toBe("X");
  });
});

describe("the detector's reading of «ninguno» (hundred-and-twenty-seventh bank's causes, on other texts)", () => {
  const note = "La flota llevaba doscientos marineros cuando llegó la tormenta. No se ahogó ninguno de sus marineros, porque los rescataron a tiempo.";
  const q = "¿Cuántos marineros se ahogaron en la tormenta?";
  it("asked how many, «ninguno de sus N» counts the question's noun (not another part's figure)", () => {
    expect(answerSlotText(note, q)).toMatch(/^ninguno de sus marineros/);
  });
  it("«Ninguno.» answers a how-many question whose note says «ninguno»: it is no answer without content", () => {
    expect(pairFeatures(note, "Ninguno.", q)[FEATURE_NAMES.indexOf("sin_contenido")]).toBe(0);
    // (Guard, passes on both: where the note's answer is a figure, «Ninguno.» says nothing it holds.)
    expect(pairFeatures("La tormenta hundió tres barcos de la flota.", "Ninguno.", "¿Cuántos barcos hundió la tormenta?")[FEATURE_NAMES.indexOf("sin_contenido")]).toBe(1);
  });
});

describe("causes found on the hundred-and-twenty-eighth realistic bank (checked here on other texts)", () => {
  it("a name's initials («G. H. Hardy») end no sentence, and an answer need not say them", () => {
    const note = "La carta llegó a manos del matemático inglés G. H. Hardy, que invitó al joven a Cambridge.";
    expect(grade(note, "¿A manos de quién llegó la carta?", "del matemático inglés G. H. Hardy", "Del matemático inglés Hardy.")).toBe("R");
    const tokens = tokenize(note);
    expect(new Set(tokens.map((t) => t.clause)).size).toBe(1);
    // (Guard, passes on both: a letter that ends a sentence still ends it.)
    expect(tokenize("Tomaba vitamina C. Luego se curó.").find((t) => t.raw === "Luego")?.stopBefore).toBe(true);
  });

  it("the slot: the question's preposition opening a relative clause («…, con el que encuentra…») points at the noun phrase before it", () => {
    const smell = "El topo ve muy poco. Tiene un olfato muy fino, con el que encuentra lombrices bajo tierra.";
    expect(answerSlotText(smell, "¿Con qué encuentra el topo las lombrices?")).toMatch(/olfato muy fino/);
    // (Guard, passes on both: found so before as well.)
    const note = "El pan se cuece en un horno de leña con una gran piedra plana, sobre la que se colocan las hogazas.";
    expect(answerSlotText(note, "¿Sobre qué se colocan las hogazas?")).toMatch(/piedra plana/);
  });

  it("a demonym says its place: a country in «-ia» («islandeses» / «Islandia»), a root of three letters («cubano» / «Cuba»)", () => {
    const geysers = "Los géiseres más conocidos están en Islandia, una isla volcánica.";
    expect(grade(geysers, "¿En qué país están los géiseres más conocidos?", "en Islandia", "Son islandeses.")).toBe("R");
    const son = "El son nació en Cuba a finales del siglo XIX.";
    expect(grade(son, "¿Dónde nació el son?", "en Cuba", "Es cubano.")).toBe("R");
    // (Guard, passes on both: another place's demonym.)
    expect(grade(son, "¿Dónde nació el son?", "en Cuba", "Es mexicano.")).toBe("X");
  });

  it("a note word in a relative clause set off after the reference's words («…, con el que los niños…») is no swap", () => {
    const note = "Bolita era el nombre del perro de los vecinos, con el que los niños jugaban en el parque.";
    expect(grade(note, "¿Qué era Bolita?", "el nombre del perro de los vecinos", "Era el nombre de su perro, con el que los niños jugaban en el parque.")).toBe("R");
    // (Guard, passes on both: a consequence set off after it still turns the reference round.)
    const water = "El agua del manantial tiene un pH de 7, es decir, es neutra; el zumo de limón es ácido.";
    expect(grade(water, "¿Qué pH tiene el agua del manantial?", "un pH de 7: es neutra", "Un pH de 7, por lo que es ácida.")).toBe("X");
  });

  it("hearsay after a denial answers all the same («…, aunque se atribuye a…»)", () => {
    // (Every word of the guesses is one the notes hold: only the hearsay marks them as answers.)
    const note = "El ajedrez se jugaba en la India, donde lo practicaban sus antiguos habitantes; los árabes lo atribuían a un sabio y creían que surgió allí.";
    const q = "¿Quién inventó el ajedrez?";
    const abstain = (answer: string) => autoGrade({ answer, citedNoteId: 1, question: q, referencia: "no aparece en sus notas", answerable: false, goldNote: null, notes: new Map([[1, note]]) }).letter;
    expect(abstain("No aparece en tus notas, aunque se atribuye a los antiguos habitantes de la India.")).toBe("X");
    // (Guard, passes on both: a plain denial abstains.)
    expect(abstain("Tus notas no dicen quién inventó el ajedrez.")).toBe("N");
  });
});

describe("causes found on the hundred-and-twenty-ninth realistic bank (checked here on other texts)", () => {
  it("«un cuarto» before a bare noun or an adjective is a room («un cuarto de hotel»), not a quarter", () => {
    const note = "El poeta pasó sus últimos años en una habitación de una pensión de Lisboa.";
    expect(grade(note, "¿Dónde pasó el poeta sus últimos años?", "en una habitación de una pensión de Lisboa", "En un cuarto de pensión en Lisboa.")).toBe("R");
    expect(tokenize("Vivía en un cuarto oscuro.").find((t) => t.fold === "cuarto")?.num).toBeNull();
    // (Guard, passes on both: a quarter of something is still a quarter.)
    expect(tokenize("En la costa vive un cuarto de la población.").find((t) => t.fold === "cuarto")?.num).toBe(25);
  });
});
