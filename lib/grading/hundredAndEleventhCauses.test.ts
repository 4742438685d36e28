import { describe, expect, it } from "vitest";
import { FEATURE_NAMES, pairFeatures } from "@/lib/verifier/features";
import { answerSlotText } from "@/lib/verifier/slot";
import { autoGrade } from "./autoGrader";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the hundred-and-eleventh realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix, but those marked as
 * guards.
 */
describe("causes found on the hundred-and-eleventh realistic bank (checked here on other texts)", () => {
  const survey = "En el pueblo, alrededor de una de cada cinco casas tiene huerto. La mayoría riega con agua del pozo.";
  const ask = "¿Qué proporción de casas tiene huerto?";

  it("«alrededor de», «cerca de», «en torno a» before a share only say it is about: any of them, or none, says it", () => {
    for (const answer of ["Una de cada cinco.", "Cerca de una de cada cinco casas.", "En torno a una de cada cinco.", "Más o menos una de cada cinco."]) {
      expect(gradeOnNote(survey, ask, "alrededor de una de cada cinco", answer).letter, answer).toBe("R");
    }
    // (Guards, pass on both: another share; a place near something is content.)
    expect(gradeOnNote(survey, ask, "alrededor de una de cada cinco", "Alrededor de una de cada tres.").letter).toBe("X");
    expect(gradeOnNote(survey, ask, "alrededor de una de cada cinco", "Una de cada cinco, cerca de la iglesia.").letter).toBe("X");
  });

  it("«los meses de», «los días de» a season say the season", () => {
    const note = "La lavanda florece en verano, y entonces los campos se vuelven morados. Se cosecha a mano o con máquinas.";
    expect(gradeOnNote(note, "¿Cuándo florece la lavanda?", "en verano", "Durante los meses de verano.").letter).toBe("R");
    expect(gradeOnNote(note, "¿Cuándo florece la lavanda?", "en verano", "En los días de verano.").letter).toBe("R");
    // (Guard, passes on both: another season.)
    expect(gradeOnNote(note, "¿Cuándo florece la lavanda?", "en verano", "En los meses de invierno.").letter).toBe("X");
  });

  it("«natural de» a place says born there", () => {
    const note = "Isaac Peral, el inventor del submarino, nació en Cartagena en 1851. Fue marino y científico.";
    expect(gradeOnNote(note, "¿Dónde nació Isaac Peral?", "en Cartagena", "Era natural de Cartagena.").letter).toBe("R");
    // (Guard, passes on both: another place.)
    expect(gradeOnNote(note, "¿Dónde nació Isaac Peral?", "en Cartagena", "Era natural de Murcia.").letter).toBe("X");
  });

  it("a verb and its «-miento» noun are one family either way, and a word of order is flipped through it («después del nacimiento» / «antes de nacer»)", () => {
    const note = "Los potros se ponen de pie antes de una hora. Maman de su madre durante meses.";
    const note2 = "El olfato del cachorro funciona ya antes de nacer; la vista llega semanas después.";
    const q = "¿Cuándo empieza a funcionar el olfato del cachorro?";
    expect(gradeOnNote(note2, q, "antes de nacer", "Antes del nacimiento.").letter).toBe("R");
    expect(gradeOnNote(note2, q, "antes de nacer", "Después del nacimiento.").letter).toBe("X");
    // «tras» orders after as «después» does.
    expect(gradeOnNote(note2, q, "antes de nacer", "Tras nacer.").letter).toBe("X");
    // (Guards, pass on both: the same words; the opposite said the note's way.)
    expect(gradeOnNote(note2, q, "antes de nacer", "Antes de nacer.").letter).toBe("R");
    expect(gradeOnNote(note, "¿Cuándo se ponen de pie los potros?", "antes de una hora", "Después de una hora.").letter).toBe("X");
  });

  it("a word of the question denied in a phrase with no verb after the answer's claim contradicts nothing («…, no en la mano»)", () => {
    const note = "La fiebre del heno es una alergia al polen. Se nota sobre todo en la nariz y en los ojos, que pican y lloran.";
    const q = "¿A qué tiene alergia quien sufre la fiebre del heno?";
    const contradicts = (answer: string) => pairFeatures(note, answer, q)[FEATURE_NAMES.indexOf("contradiccion")];
    expect(contradicts("Al polen, no al heno.")).toBe(0);
    // (Guards, pass on both: the note's own claim denied; a verb denied.)
    expect(contradicts("Al heno, no al polen.")).toBe(1);
    expect(contradicts("No tiene alergia al polen.")).toBe(1);
  });

  it("a clause coordinated with no subject of its own holds the subject the sentence opens with", () => {
    const note = "Los mareos se notan poco en tierra. La sensación de vértigo se origina en el oído interno y desaparece al cerrar los ojos.";
    expect(answerSlotText(note, "¿Cuándo desaparece la sensación de vértigo?")).toContain("cerrar los ojos");
    // (Guard, passes on both: the first clause's own question.)
    expect(answerSlotText(note, "¿Dónde se origina la sensación de vértigo?")).toContain("oído interno");
  });

  it("asked for a kind of thing, a relative clause after a part that says words of its own past the question's is no answer", () => {
    const note = "Irnerio fue un jurista de Bolonia. Escribió comentarios a los libros de Justiniano que se estudiaron durante siglos en las escuelas de derecho, donde lo llamaban «el Comentador». Murió hacia 1130.";
    expect(answerSlotText(note, "¿De qué emperador comentó los libros Irnerio?")).toContain("Justiniano");
  });

  it("a number the span ends with goes on with the other it is said with («cada tres | o cuatro meses»)", () => {
    const note = "La oveja merina da una lana muy fina. Se esquila a mano cada doce o catorce meses, en primavera.";
    expect(answerSlotText(note, "¿Cada cuánto tiempo se esquila la oveja merina?")).toContain("catorce");
  });

  it("a coordinated subject's first item, where it opens the sentence alone («Francia | y Italia producen…»)", () => {
    const note = "El vino se hace con uva fermentada. Francia y Italia producen la mayor parte del vino del mundo.";
    expect(answerSlotText(note, "¿Qué países producen la mayor parte del vino del mundo?")).toContain("Francia");
  });

  it("asked what is done with a thing, the actions the note coordinates after the first", () => {
    const note = "El bacalao en salazón es pescado curado con sal. Antes de cocinarlo se corta en trozos y se pone en remojo dos días.";
    expect(answerSlotText(note, "¿Qué se hace con el bacalao antes de cocinarlo?")).toContain("remojo");
  });
});

/**
 * The general causes found on the hundred-and-twelfth realistic bank, checked the same way on texts written for the
 * test.
 */
describe("causes found on the hundred-and-twelfth realistic bank (checked here on other texts)", () => {
  it("a Spanish place's demonym that is not its name's stem says the place («madrileño», «salmantina»)", () => {
    const note = "Gloria Fuertes fue una poeta madrileña que escribió sobre todo para niños. Trabajó muchos años en una biblioteca.";
    expect(gradeOnNote(note, "¿De dónde era Gloria Fuertes?", "de Madrid", "De Madrid.").letter).toBe("R");
    const note2 = "El hornazo es una empanada de Salamanca rellena de lomo, chorizo y huevo duro. Se come en el Lunes de Aguas.";
    expect(gradeOnNote(note2, "¿De dónde es típico el hornazo?", "de Salamanca", "Es una empanada salmantina.").letter).toBe("R");
    // (Guard, passes on both: another place's demonym.)
    expect(gradeOnNote(note2, "¿De dónde es típico el hornazo?", "de Salamanca", "Es una empanada gallega.").letter).toBe("X");
  });

  it("an «-ico» / «-ático» adjective and its noun are one family («cono» / «cónico», «asma» / «asmáticos»)", () => {
    const note = "La torre del castillo tiene un tejado cónico de pizarra. Desde arriba se ve todo el valle.";
    expect(gradeOnNote(note, "¿Qué forma tiene el tejado de la torre?", "cónica", "Es un cono de pizarra.").letter).toBe("R");
    const note2 = "El polen de olivo causa alergia en primavera. Es peligroso sobre todo para personas con asma.";
    expect(gradeOnNote(note2, "¿Para quiénes es peligroso el polen de olivo?", "para personas con asma", "Para las personas asmáticas.").letter).toBe("R");
    // (Guard, passes on both: another shape.)
    expect(gradeOnNote(note, "¿Qué forma tiene el tejado de la torre?", "cónica", "Es una pirámide.").letter).toBe("X");
  });

  it("«tras» places as «detrás de»; «occidente» and «poniente» are the west", () => {
    const note = "En la ermita, la sacristía está detrás del retablo. La puerta da al oeste, hacia la plaza.";
    expect(gradeOnNote(note, "¿Dónde está la sacristía?", "detrás del retablo", "Tras el retablo.").letter).toBe("R");
    expect(gradeOnNote(note, "¿Hacia dónde da la puerta?", "al oeste", "Al poniente.").letter).toBe("R");
    // (Guard, passes on both: the opposite place.)
    expect(gradeOnNote(note, "¿Dónde está la sacristía?", "detrás del retablo", "Delante del retablo.").letter).toBe("X");
  });

  it("asked for a person by their kind («¿Con qué poeta…?»), the surname alone names them", () => {
    const note = "Rosalía de Castro admiraba al poeta Gustavo Adolfo Bécquer, cuyas rimas leía de joven. Escribió en gallego y en castellano.";
    expect(gradeOnNote(note, "¿A qué poeta admiraba Rosalía de Castro?", "a Gustavo Adolfo Bécquer", "A Bécquer.").letter).toBe("R");
    // (Guard, passes on both: another surname.)
    expect(gradeOnNote(note, "¿A qué poeta admiraba Rosalía de Castro?", "a Gustavo Adolfo Bécquer", "A Espronceda.").letter).toBe("X");
  });

  it("«solo cuentan…» after an abstention tells what the notes hold, named or not", () => {
    const note = "La trashumancia lleva los rebaños de los pastos de verano a los de invierno por las cañadas.";
    const unanswerable = (answer: string) =>
      autoGrade({ answer, citedNoteId: null, question: "¿Cuántas ovejas recorren las cañadas cada año?", referencia: "no aparece en sus notas", answerable: false, goldNote: null, notes: new Map([[1, note]]) }).letter;
    expect(unanswerable("No podría decírtelo: solo cuentan cómo van los rebaños de unos pastos a otros, no cuántos son.")).toBe("N");
    // (Guard, passes on both: a figure after the denial answers.)
    expect(unanswerable("No podría decírtelo, pero son un millón.")).toBe("X");
  });

  it("a lowercase kind of place before «del» and a name adds nothing («el desierto del Sahara»), a name's own words do", () => {
    const note = "Las caravanas de camellos cruzaban el Gobi cargadas de sal. Aguantan días sin beber.";
    expect(gradeOnNote(note, "¿Qué cruzaban las caravanas de camellos?", "el Gobi", "El desierto del Gobi.").letter).toBe("R");
    // (Guard, passes on both: another desert.)
    expect(gradeOnNote(note, "¿Qué cruzaban las caravanas de camellos?", "el Gobi", "El desierto del Sáhara.").letter).toBe("X");
  });

  it("the slot: a verb a phrase made light, said alike («acompañada de»); a modal no family of a noun («suele» / «sol»); a list of manners changing its preposition", () => {
    const note = "La gaita gallega es un instrumento de viento con un fuelle de piel. Se toca de pie, casi siempre acompañada de un tambor, en fiestas y romerías.";
    expect(answerSlotText(note, "¿Qué instrumento suele acompañar a la gaita gallega?")).toContain("tambor");
    const note2 = "El reloj de sol marca la hora con la sombra de una varilla. Suele estar en una pared orientada al sur, donde le da el sol todo el día.";
    expect(answerSlotText(note2, "¿Dónde suele estar el reloj de sol?")).toContain("pared");
    const note3 = "Los feriantes llegan a la feria a pie, a caballo o en carros adornados. Luego montan las casetas.";
    expect(answerSlotText(note3, "¿Cómo llegan los feriantes a la feria?")).toContain("carros");
  });
});

/** The general causes found on the hundred-and-thirteenth realistic bank, checked on texts written for the test. */
describe("causes found on the hundred-and-thirteenth realistic bank (checked here on other texts)", () => {
  it("a demonym whose place spells its hard «c» as «qu» before it («mallorquina», «menorquín»); «hecho de» a material says the material", () => {
    const note = "La ensaimada es un dulce de Menorca de masa fermentada y enrollada en espiral. Se espolvorea con azúcar glas.";
    expect(gradeOnNote(note, "¿De dónde es la ensaimada?", "de Menorca", "Es un dulce menorquín.").letter).toBe("R");
    expect(gradeOnNote(note, "¿De dónde es la ensaimada?", "de Menorca", "Es un dulce mallorquín.").letter).toBe("X");
    const note2 = "Las tejas árabes son de barro cocido y tienen forma de canal. Se colocan alternando unas boca arriba y otras boca abajo.";
    expect(gradeOnNote(note2, "¿De qué material son las tejas árabes?", "de barro cocido", "Están hechas de barro cocido.").letter).toBe("R");
  });

  it("the slot: asked where from, a place after «de» later in the opening sentence («…un queso graso | y picante de Cabrales…»); two places coordinated under «en»", () => {
    const note = "El queso azul es un queso graso y picante de Cabrales madurado en cuevas. Se hace con leche cruda.";
    expect(answerSlotText(note, "¿De dónde es el queso azul?")).toContain("Cabrales");
    const note2 = "El pimiento de Padrón es pequeño y verde. En Padrón y en Herbón se cultivan los más apreciados.";
    expect(answerSlotText(note2, "¿Dónde se cultivan los pimientos más apreciados?")).toContain("Herbón");
    expect(answerSlotText(note2, "¿Dónde se cultivan los pimientos más apreciados?")).toContain("Padrón");
  });
});
