import { describe, expect, it } from "vitest";
import { autoGrade } from "@/lib/grading/autoGrader";
import { tokenize } from "@/lib/text/analyze";
import { antonyms } from "@/lib/text/lexicon";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote as grade } from "@/lib/testing/judges";

/**
 * The general causes of the judges' errors found on the hundred-and-sixty-ninth realistic bank, each checked here on
 * a note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */

describe("causes found on the hundred-and-sixty-ninth realistic bank (checked here on other texts)", () => {
  it("an apposition inside a list answer is no item of its own («Fobos, una luna de Marte,»; «la luna Fobos»)", () => {
    const note = "Asaph Hall vio que las órbitas de Fobos, una luna de Marte, se acercaban o se alejaban según la posición del Sol y Marte.";
    const q = "¿Qué vio Hall?";
    const ref = "Que las órbitas de Fobos se acercaban o se alejaban según la posición del Sol y Marte.";
    expect(grade(note, q, ref, "Que las órbitas de Fobos, una luna de Marte, se acercaban o se alejaban según la posición del Sol y Marte.").letter).toBe("R");
    expect(grade(note, q, ref, "Que las órbitas de la luna Fobos se acercaban o se alejaban según la posición del Sol y Marte.").letter).toBe("R");
  });

  it("denying both of two words the note says together is a denial, though each is the other's opposite («ni frío ni caliente»)", () => {
    const note = "En el cuento, el agua del pozo estaba a la vez fría y caliente cuando la tocaba el mago.";
    const q = "¿Cómo estaba el agua del pozo?";
    expect(grade(note, q, "A la vez fría y caliente.", "Ni fría ni caliente.").letter).toBe("X");
    expect(grade(note, q, "A la vez fría y caliente.", "Fría y caliente a la vez.").letter).toBe("R");
  });

  it("a denial the question makes too is no denial of its premise («mientras nadie toque la puerta»)", () => {
    const note = "Según la leyenda, el guardián dormiría en la torre mientras nadie toque la puerta.";
    const q = "¿Dónde dormiría el guardián mientras nadie toque la puerta?";
    expect(grade(note, q, "En la torre.", "Mientras nadie toque la puerta, el guardián dormiría en la torre.").letter).toBe("R");
  });

  it("an abstention that then gives a vague amount of what is asked answers it («aunque tuvo varios nietos»)", () => {
    const notes = new Map([[1, "Ramón Llull escribió el Libro de las bestias y viajó por el Mediterráneo."]]);
    const g = (answer: string) => autoGrade({ answer, citedNoteId: null, question: "¿Cuántos nietos tuvo Llull?", referencia: "no aparece en sus notas", answerable: false, goldNote: null, notes }).letter;
    expect(g("No aparece en tus notas, aunque tuvo muchos nietos.")).toBe("X");
    expect(g("No aparece en tus notas.")).toBe("N");
  });

  it("asked what a thing is called, the name after a participle that names that thing, not another («una vasija de cobre llamada…»)", () => {
    const note = "El locro es un guiso que se cuece en una vasija de cobre llamada olla grande. Lleva una salsa de ají, un aderezo de cebolla frita, que se sirve aparte.";
    expect(answerSlotText(note, "¿Cómo se llama el aderezo de cebolla frita del locro?")).not.toBe("olla grande");
  });

  it("one half of a pair joined to a half of another is a swap («del sur de Bolivia» for «del norte de Bolivia y del sur de Perú»)", () => {
    const note = "La llama es un camélido típico del norte de Bolivia y del sur de Perú, usado como animal de carga.";
    const q = "¿De qué zona es típica la llama?";
    const ref = "Del norte de Bolivia y del sur de Perú.";
    expect(grade(note, q, ref, "Del sur de Bolivia.").letter).toBe("X");
    expect(grade(note, q, ref, "Del norte de Bolivia y del sur de Perú.").letter).toBe("R");
  });

  it("«triunfar» and «lograr» are the opposites of «fracasar»", () => {
    const stem = (w: string) => tokenize(w)[0]!.stem;
    expect([...(antonyms().get(stem("fracasó")) ?? [])]).toEqual(expect.arrayContaining([stem("triunfó"), stem("logró")]));
  });
  it("asked «¿Con qué…?» where no phrase opens with «con», the note's one phrase of company («junto al piano»)", () => {
    const note = "El violonchelo es un instrumento de cuerda frotada que se toca sentado. En los salones se oía casi siempre junto al piano. Su caja es de arce.";
    expect(answerSlotText(note, "¿Con qué instrumento solía oírse el violonchelo en los salones?")).toBe("piano");
  });
  it("«en torno a» a thing is «alrededor» of it", () => {
    const note = "Cada verano los vecinos bailan alrededor de una hoguera encendida en la playa.";
    expect(grade(note, "¿Dónde bailan los vecinos?", "Alrededor de una hoguera encendida en la playa.", "En torno a una hoguera encendida en la playa.").letter).toBe("R");
    expect(tokenize("en torno a una hoguera").find((t) => t.fold === "torno")?.alt).toBe(tokenize("alrededor")[0]!.stem);
  });
});
