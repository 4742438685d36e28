import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { autoGrade } from "./autoGrader";

/**
 * The general causes of judging errors found on the hundred-and-twenty-fourth realistic bank, each checked here on a
 * note and question written for the test (none from a bank) — every test fails on the code before its fix, but those
 * marked as guards.
 */
const grade = (note: string, question: string, referencia: string, answer: string, answerable = true) =>
  autoGrade({ answer, citedNoteId: answerable ? null : 1, question, referencia, answerable, goldNote: note, notes: new Map([[1, note]]) }).letter;

describe("causes found on the hundred-and-twenty-fourth realistic bank (checked here on other texts)", () => {
  it("an elliptical «pero no lo que…» after what the notes hold abstains, and notes where something «aparece» or «figura» say what they hold", () => {
    const note = "La ballena azul es el animal más grande que ha existido: puede medir treinta metros. Se alimenta de kril.";
    const q = "¿Cuántos años vive una ballena azul?";
    expect(grade(note, q, "no aparece en sus notas", "Tus apuntes dicen lo que mide, pero no lo que vive.", false)).toBe("N");
    expect(grade(note, q, "no aparece en sus notas", "No lo sé: en tus notas aparece cuánto mide, pero no cuántos años vive.", false)).toBe("N");
    expect(grade(note, q, "no aparece en sus notas", "En tus apuntes figura su tamaño, pero no su edad.", false)).toBe("N");
    // (Guard, passes on both: a figure the notes do not give answers.)
    expect(grade(note, q, "no aparece en sus notas", "En tus notas aparece su tamaño; vive unos noventa años.", false)).toBe("X");
  });

  it("after a length, the dimension said in an adjective («tres metros de largo») adds nothing the note lacks", () => {
    const note = "La anguila europea nace en el mar de los Sargazos y puede medir hasta un metro y medio.";
    const q = "¿Cuánto puede medir la anguila europea?";
    expect(grade(note, q, "hasta un metro y medio", "Hasta un metro y medio de largo.")).toBe("R");
    // (Guard, passes on both: a weight the note does not give is still an addition.)
    expect(grade(note, q, "hasta un metro y medio", "Hasta un metro y medio, y pesa unos seis kilos.")).toBe("X");
  });

  it("a verb in -ger / -gir said with j before a or o is the same verb («elijan» / «elegir», «protejan» / «proteger»)", () => {
    const note = "Los socios votan cada año para que elijan a su presidente entre los candidatos.";
    const q = "¿Para qué votan los socios cada año?";
    expect(grade(note, q, "para que elijan a su presidente", "Para elegir a su presidente.")).toBe("R");
    const shell = "Las tortugas tienen un caparazón duro para que proteja sus órganos de los golpes.";
    expect(grade(shell, "¿Para qué sirve el caparazón de las tortugas?", "para que proteja sus órganos", "Sirve para proteger sus órganos de los golpes.")).toBe("R");
  });

  it("the slot: a word of the question the note says twice in one part counts once there («es un canto… que se canta»)", () => {
    // (The asked noun, «fiestas», said in the answer's part tips what would otherwise tie.)
    const note = "La saeta es un canto religioso de Andalucía que se canta sin música. Se canta sobre todo en las fiestas de Semana Santa, desde un balcón.";
    expect(answerSlotText(note, "¿En qué fiestas se canta sobre todo la saeta?")).toMatch(/Semana Santa/);
  });

  it("the slot: asked when, a time set against an event with «tras» or «durante» («escrita tras la muerte de…»)", () => {
    const note = "Francisco de Goya fue un pintor aragonés nacido en 1746. Su serie más oscura son las Pinturas negras, pintadas tras una grave enfermedad que lo dejó sordo.";
    expect(answerSlotText(note, "¿Cuándo pintó Goya las Pinturas negras?")).toMatch(/^tras una grave enfermedad/);
  });

  it("the slot: asked for a kind of thing, the phrase that names it, not a gerund set off after it that tells how", () => {
    const note = "El gaitero llena el fuelle de aire. Con el soplo continuo, apretando el fuelle con el brazo mientras respira, puede tocar sin pausas.";
    expect(answerSlotText(note, "¿Qué técnica permite al gaitero tocar sin pausas?")).toBe("soplo continuo");
  });

  it("the slot: a material asked with the word, not past a measure of the thing («de granito | de unos veinte kilos»)", () => {
    const note = "Los bolos se juegan en una bolera de tierra. Cada jugador lanza una bola de madera de unos tres kilos contra nueve bolos.";
    expect(answerSlotText(note, "¿De qué material es la bola de los bolos?")).toBe("madera");
  });

  it("the slot: asked how many of a class's things, the count, no member of the class («¿Cuántas piedras…?»)", () => {
    const note = "El castro tiene una muralla de tierra. Su puerta la forman tres piedras de granito de casi dos metros.";
    expect(answerSlotText(note, "¿Cuántas piedras forman la puerta del castro?")).toMatch(/^tres piedras/);
  });
});

describe("causes found on the hundred-and-twenty-fifth realistic bank (checked here on other texts)", () => {
  it("a person's name said by the surname alone names the person whatever the question asks", () => {
    const note = "Antoni Gaudí se formó en Barcelona. Trabajó de joven en el estudio de Josep Fontserè, el arquitecto del parque de la Ciutadella.";
    expect(grade(note, "¿En qué estudio trabajó Gaudí de joven?", "en el de Josep Fontserè", "En el estudio de Fontserè.")).toBe("R");
    // (Guard, passes on both: another surname is another person.)
    expect(grade(note, "¿En qué estudio trabajó Gaudí de joven?", "en el de Josep Fontserè", "En el estudio de Domènech.")).toBe("X");
  });

  it("a profession swapped for another is another person («el biólogo» for «el ingeniero»)", () => {
    const note = "El primer puente colgante de la ciudad lo diseñó el ingeniero Marc Seguin en 1825.";
    expect(grade(note, "¿Quién diseñó el primer puente colgante de la ciudad?", "el ingeniero Marc Seguin", "El geólogo Marc Seguin.")).toBe("X");
    // (Guard, passes on both: the same profession.)
    expect(grade(note, "¿Quién diseñó el primer puente colgante de la ciudad?", "el ingeniero Marc Seguin", "Lo diseñó el ingeniero Marc Seguin.")).toBe("R");
  });

  it("an impersonal «se ve» presents what is there and adds nothing; a thing seen the note lacks still does", () => {
    const note = "El cuadro muestra un puerto al atardecer, con un faro a la izquierda.";
    const q = "¿Qué muestra el cuadro?";
    expect(grade(note, q, "un puerto al atardecer, con un faro a la izquierda", "Un puerto al atardecer, y a la izquierda se ve un faro.")).toBe("R");
    // (Guard, passes on both.)
    expect(grade(note, q, "un puerto al atardecer, con un faro a la izquierda", "Un puerto al atardecer, y a la izquierda se ve un barco pirata.")).toBe("X");
  });

  it("the slot: asked what happened to someone a part ends naming, the relative clause after the name", () => {
    const note = "En la carrera de 1908 el italiano Dorando Pietri llegó primero al estadio. Adelantó en los últimos kilómetros al sudafricano Charles Hefferon, que acabó segundo.";
    expect(answerSlotText(note, "¿Qué le pasó a Charles Hefferon?")).toMatch(/^acabó segundo/);
  });

  it("the slot: a count said bare in a clause coordinated after the count of the thing («…más de mil cartas, | y se conservan unas cuatrocientas»)", () => {
    const note = "Santa Teresa escribió mucho. Envió más de mil cartas a lo largo de su vida, a monjas, a nobles y a obispos, y se conservan unas cuatrocientas.";
    expect(answerSlotText(note, "¿Cuántas cartas de Santa Teresa se conservan?")).toMatch(/^cuatrocientas/);
  });
});

describe("causes found on the hundred-and-twenty-sixth realistic bank (checked here on other texts)", () => {
  it("a relative clause right after the whole reference, with words of its own, is an addition; a comparison's «que» is not one", () => {
    const note = "El nautilo es un molusco marino con concha en espiral. Vive en aguas profundas del Pacífico.";
    const q = "¿Qué es el nautilo?";
    expect(grade(note, q, "un molusco marino con concha en espiral", "Un molusco marino con concha en espiral que tiene tentáculos.")).toBe("X");
    // (Guards, pass on both: the reference alone; a comparison after it.)
    expect(grade(note, q, "un molusco marino con concha en espiral", "Un molusco marino con concha en espiral.")).toBe("R");
    const deep = "El lago Baikal es el lago más profundo del mundo: su fondo está a más de 1.600 metros.";
    expect(grade(deep, "¿Qué tiene de especial el lago Baikal?", "es el lago más profundo del mundo", "Es más profundo que cualquier otro lago del mundo.")).toBe("R");
  });

  it("a country's demonym of another stem is the country («neozelandés» / «Nueva Zelanda»)", () => {
    const note = "El kiwi es un ave que no vuela y que solo vive en Nueva Zelanda.";
    expect(grade(note, "¿Dónde vive el kiwi?", "solo en Nueva Zelanda", "Solo en los bosques neozelandeses.")).toBe("R");
  });
});
