import { describe, expect, it } from "vitest";
import { tokenize } from "@/lib/text/analyze";
import { readNotation } from "@/lib/text/notation";
import { FEATURE_NAMES, pairFeatures } from "@/lib/verifier/features";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the hundred-and-seventh realistic bank, each checked here on a note
 * and question written for the test (none from a bank) — every test fails on the code before its fix, but those
 * marked as guards.
 */
const contradiction = FEATURE_NAMES.indexOf("contradiccion");

describe("causes found on the hundred-and-seventh realistic bank (checked here on other texts)", () => {
  it("a «no» inside a fronted «al / para» + infinitive clause ends at its comma", () => {
    const negated = (text: string, word: string) => tokenize(text).find((t) => t.fold === word)!.negated;
    expect(negated("Al no tener grasa, el pan se seca en dos días.", "seca")).toBe(false);
    expect(negated("Para no quemarse, el panadero usa guantes gruesos.", "guantes")).toBe(false);
    // So the note's «más de» stands, and an answer's «menos de» the same amount contradicts it.
    const note = "El horno de leña es una cúpula de ladrillo. Al no tener puerta metálica, el aire dentro pasa de más de trescientos grados en una hora.";
    expect(pairFeatures(note, "A menos de trescientos grados.", "¿A qué temperatura llega el aire del horno?")[contradiction]).toBe(1);
    // (Guards, pass on both: the denial inside the clause stays, and a «no» of the main clause reaches its end.)
    expect(negated("Al no tener grasa, el pan se seca en dos días.", "grasa")).toBe(true);
    expect(negated("Al amanecer el pan no se vende en la plaza.", "plaza")).toBe(true);
  });

  it("«cercano» and «lejano» (or «próximo», «alejado») are opposites", () => {
    const note = "En la rana, gana el jugador que deja la chapa más cercana a la boca de la rana.";
    expect(pairFeatures(note, "El jugador que deja la chapa más lejana a la boca.", "¿Quién gana en la rana?")[contradiction]).toBe(1);
    expect(pairFeatures(note, "El que deja la chapa más alejada.", "¿Quién gana en la rana?")[contradiction]).toBe(1);
    // (Guard, passes on both: the note's own word is no contradiction.)
    expect(pairFeatures(note, "El que deja la chapa más cercana a la boca.", "¿Quién gana en la rana?")[contradiction]).toBe(0);
  });

  it("a last list item, a bare noun the note holds only through the thesaurus, is added", () => {
    const note = "El chorizo se hace con carne de cerdo, pimentón y ajo. Se cura colgado junto al tocino en un lugar fresco.";
    const [q, ref] = ["¿Con qué se hace el chorizo?", "con carne de cerdo, pimentón y ajo"];
    expect(gradeOnNote(note, q, ref, "Con carne de cerdo, pimentón, ajo y manteca.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Con carne de cerdo, pimentón, ajo y la manteca.").letter).toBe("X");
    // (Guards, pass on both: the reference's items, and a clause the note holds after them.)
    expect(gradeOnNote(note, q, ref, "Con carne de cerdo, pimentón y ajo.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "Con carne de cerdo, pimentón y ajo, y se cura junto al tocino.").letter).toBe("R");
  });

  it("a fronted complement the question asks for by its preposition ends where the question's predicate is said again", () => {
    const note = "El castor es un roedor de agua dulce. Con los dientes delanteros corta troncos de árboles y los arrastra hasta el río, donde construye su presa.";
    expect(answerSlotText(note, "¿Con qué corta troncos el castor?")).toBe("dientes delanteros");
    const note2 = "La garza es un ave zancuda. En las orillas de los ríos caza peces y ranas, y en invierno emigra al sur.";
    expect(answerSlotText(note2, "¿En qué lugares caza peces la garza?")).toBe("orillas de los ríos");
    // (Guard, passes on both: asked what, the thing after the verb.)
    expect(answerSlotText(note2, "¿Qué caza la garza?")).toBe("peces y ranas");
  });

  it("a frame's marker read past a short aside («Su nombre viene, según dicen, de que…»), the clause after «que» whole from its verb", () => {
    const note = "El cabo de Finisterre es un saliente de la costa gallega. Su nombre viene, según dicen, de que los romanos creían que allí terminaba la tierra.";
    expect(answerSlotText(note, "¿De dónde viene el nombre del cabo de Finisterre?")).toBe("los romanos creían que allí terminaba la tierra");
    const note2 = "El cabo de Finisterre es un saliente de la costa gallega. Su nombre viene, según dicen, de que era lo último que veían los romanos.";
    expect(answerSlotText(note2, "¿De dónde viene el nombre del cabo de Finisterre?")).toBe("era lo último que veían los romanos");
  });

  it("«el primero» and «el último» of the same thing are opposites", () => {
    const note = "La fiesta de la vendimia dura tres días. Lo primero que pisan los vecinos son las uvas blancas del lagar.";
    const q = "¿Qué uvas pisan los vecinos en la fiesta?";
    expect(gradeOnNote(note, q, "lo primero que pisan son las uvas blancas", "Lo último que pisan los vecinos son las uvas blancas.").letter).toBe("X");
    expect(pairFeatures(note, "Lo último que pisan los vecinos son las uvas blancas.", q)[contradiction]).toBe(1);
    // (Guard, passes on both: the note's own word.)
    expect(pairFeatures(note, "Lo primero que pisan los vecinos son las uvas blancas.", q)[contradiction]).toBe(0);
  });

  it("«¿Cómo se llama…?» is answered by a bare apposition set off right after the question's words", () => {
    const note = "La chita es un juego de las fiestas de pueblo. Se lanzan monedas contra un palo clavado en el suelo, la chita, y gana quien lo derriba.";
    expect(answerSlotText(note, "¿Cómo se llama el palo clavado en el suelo?")).toBe("chita");
    // (Or on them and a «de» complement.)
    const note2 = "El botijo más común tiene un pitorro de barro, el pitón, por el que se bebe a chorro. Los de dos asas, llamados de cántaro, se llevan al campo.";
    expect(answerSlotText(note2, "¿Cómo se llama el pitorro del botijo?")).toBe("pitón");
  });

  it("«una pareja de» and «una docena de» are counts, as «un par de» is", () => {
    const note = "El baile de la jota lo bailan dos personas, frente a frente, con castañuelas.";
    expect(gradeOnNote(note, "¿Cuántas personas bailan la jota?", "dos", "Una pareja.").letter).toBe("R");
    expect(gradeOnNote(note, "¿Cuántas personas bailan la jota?", "dos", "Una pareja de personas.").letter).toBe("R");
    expect(readNotation("Una docena de huevos.")).toBe("Doce huevos.");
    // (Guards, pass on both: a pair that is no count of a noun, and «una para…».)
    expect(readNotation("una pareja reproductora")).toBe("una pareja reproductora");
    expect(readNotation("una para cada uno")).toBe("una para cada uno");
  });

  it("a reference word the thesaurus gives for the kind the question asks for weighs as the question's own words", () => {
    const note = "El castillo de Loarre es una fortaleza románica de Huesca. Sus muros son de piedra arenisca del propio monte.";
    const [q, ref] = ["¿De qué roca son los muros del castillo de Loarre?", "de piedra arenisca"];
    expect(gradeOnNote(note, q, ref, "De arenisca.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "Arenisca.").letter).toBe("R");
    // (Guard, passes on both: another stone.)
    expect(gradeOnNote(note, q, ref, "De granito.").letter).toBe("X");
  });

  it("a «de» phrase right after the whole reference, with a word the note lacks, is added", () => {
    const note = "El bodhrán es un tambor irlandés de marco. Se toca con una baqueta corta que se sujeta por el centro.";
    const [q, ref] = ["¿Con qué se toca el bodhrán?", "con una baqueta corta"];
    expect(gradeOnNote(note, q, ref, "Con una baqueta corta de roble.").letter).toBe("X");
    // (Guards, pass on both: the reference alone, and a «de» phrase the note holds.)
    expect(gradeOnNote(note, q, ref, "Con una baqueta corta.").letter).toBe("R");
    expect(gradeOnNote("El bodhrán es un tambor de marco. Se toca con una baqueta corta de madera.", q, ref, "Con una baqueta corta de madera.").letter).toBe("R");
  });

  it("a count said in words that the note says only as an ordinal is the answer's own", () => {
    const note = "Gloria Fuertes fue una poeta madrileña. Tras la Segunda Guerra Mundial publicó libros de poemas para niños.";
    const [q, ref] = ["¿Qué publicó Gloria Fuertes?", "libros de poemas para niños"];
    expect(gradeOnNote(note, q, ref, "Dos libros de poemas para niños.").letter).toBe("X");
    // (Guards, pass on both: a roman numeral or an ordinal says the note's ordinal.)
    expect(gradeOnNote(note, "¿Tras qué guerra publicó sus libros?", "tras la Segunda Guerra Mundial", "Tras la II Guerra Mundial.").letter).toBe("R");
    expect(gradeOnNote(note, "¿Tras qué guerra publicó sus libros?", "tras la Segunda Guerra Mundial", "Tras la segunda guerra mundial.").letter).toBe("R");
  });

  it("«se corre el riesgo de que…», «es posible que…» hedge the clause after them, as «puede» does", () => {
    const note = "Las tomateras se riegan por la mañana. No conviene regarlas de noche, porque el moho puede aparecer en las hojas.";
    const [q, ref] = ["¿Por qué no conviene regar las tomateras de noche?", "porque el moho puede aparecer en las hojas"];
    expect(gradeOnNote(note, q, ref, "Porque se corre el riesgo de que aparezca moho en las hojas.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "Porque es posible que aparezca moho en las hojas.").letter).toBe("R");
    // (Guard, passes on both: a risk of something else.)
    expect(gradeOnNote(note, q, ref, "Porque hay riesgo de que se hielen las raíces.").letter).toBe("X");
  });

  it("after a reference of one thing too, a bare noun phrase coordinated after it, held only through the thesaurus by a word of another sentence, is added", () => {
    const note = "El chorizo riojano lleva pimentón dulce. Se hace con carne de cerdo y se cura colgado junto al tocino.";
    const [q, ref] = ["¿Qué especia lleva el chorizo riojano?", "pimentón dulce"];
    expect(gradeOnNote(note, q, ref, "Pimentón dulce y manteca de cerdo.").letter).toBe("X");
    // (Guard, passes on both: the reference alone.)
    expect(gradeOnNote(note, q, ref, "Pimentón dulce.").letter).toBe("R");
  });

  it("«nada» before a preposition of manner or place, with no denial before it, is the verb «nadar»", () => {
    const negated = (text: string, word: string) => tokenize(text).find((t) => t.fold === word)!.negated;
    expect(negated("La nutria nada con las patas traseras.", "patas")).toBe(false);
    expect(negated("Mientras nada hacia la orilla, respira por la nariz.", "orilla")).toBe(false);
    const note = "La nutria es un mamífero de río. Caza peces mientras nada con las patas traseras.";
    expect(gradeOnNote(note, "¿Cómo caza la nutria?", "mientras nada con las patas traseras", "Nada con las patas traseras y atrapa peces.").letter).toBe("R");
    // (Guards, pass on both: the pronoun after a denial, and before the notes' name.)
    expect(negated("No dice nada con claridad.", "claridad")).toBe(true);
    expect(negated("Nada de eso aparece.", "aparece")).toBe(true);
  });
});
