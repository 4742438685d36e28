import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the hundredth realistic bank, each checked here on a note and question
 * written for the test (none from a bank) — every test fails on the code before its fix (guards, marked so, pass on
 * both).
 */
describe("judging causes found on the hundredth realistic bank (checked here on other texts)", () => {
  it("a why-question takes a purpose said with «para» and an infinitive, denied or not", () => {
    const note = "Las plantas de interior se riegan por la mañana, sin mojar las hojas, para no quemarlas con el sol. En invierno necesitan menos agua.";
    expect(answerSlotText(note, "¿Por qué se riegan las plantas sin mojar las hojas?")).toBe("no quemarlas con el sol");
    // (guard, passes on both: «para que» as before)
    expect(answerSlotText("La masa se tapa con un paño, sin apretarla, para que suba. Luego se hornea.", "¿Por qué se tapa la masa con un paño?")).toBe("suba");
  });

  it("what follows «hay» answers what there is, not why: a why-question is no existential", () => {
    const note = "El pan se guarda en una bolsa de tela, sin apretarlo, para que no se ablande. Si sale moho, hay que tirarlo entero.";
    expect(answerSlotText(note, "¿Por qué no hay que apretar el pan?")).toBe("no se ablande");
    // (guard, passes on both: «¿Qué hay…?» still takes what follows «hay»)
    expect(answerSlotText("En la plaza del pueblo hay una fuente de piedra.", "¿Qué hay en la plaza del pueblo?")).toBe("fuente de piedra");
  });

  it("«¿Qué antigüedad tiene…?» asks an amount of years, and takes the number of the sentence that names the thing", () => {
    const note = "El puente romano de la villa tiene unos 1.900 años. Lo restauró en 1950 un ingeniero local, Pedro Gil, que tenía treinta años.";
    expect(answerSlotText(note, "¿Qué antigüedad tiene el puente romano?")).toBe("1.900 años");
  });

  it("a list's last item may take a focus adverb after its conjunction: «y también frutas»", () => {
    const note = "El tejón es un animal nocturno. Come lombrices, raíces, setas y también miel. Vive en galerías bajo tierra.";
    expect(answerSlotText(note, "¿Qué come el tejón?")).toBe("lombrices raíces setas y también miel");
    // (guard, passes on both: a verb after the adverb opens a predicate of its own)
    expect(answerSlotText("El tejón come lombrices, raíces y también busca setas.", "¿Qué come el tejón?")).toBe("lombrices raíces");
  });

  it("a name given inside a relative set off by commas ends with the relative", () => {
    const note = "Los brotes de la col, que en Asturias se llaman berzones, también se cocinan y acompañan al cocido.";
    expect(answerSlotText(note, "¿Cómo se llaman en Asturias los brotes de la col?")).toBe("berzones");
  });

  it("a qualifier follows its noun in its part: «cada par, | empezando…» qualifies no «todos los pares»", () => {
    const note = "El método cuenta todos los números pares hasta un límite. Se anota cada par, empezando por el dos.";
    const q = "¿Qué cuenta el método?";
    expect(gradeOnNote(note, q, "todos los números pares hasta un límite", "Todos los pares que hay hasta cierto límite.").letter).toBe("R");
    // (guard, passes on both: a qualifier right after the noun still marks a claim made of every member)
    const note2 = "El programa revisa los ficheros ocultos de la carpeta.";
    expect(gradeOnNote(note2, "¿Qué revisa el programa?", "los ficheros ocultos de la carpeta", "Todos los ficheros de la carpeta.").letter).toBe("X");
  });

  it("a word said under a condition states nothing the note denies: «al regarla se pudre» for «sin regarla, para no pudrirla»", () => {
    const note = "La planta se deja en un lugar seco, sin regarla en invierno, para no pudrir las raíces.";
    const q = "¿Por qué no hay que regar la planta en invierno?";
    expect(gradeOnNote(note, q, "para no pudrir las raíces", "Porque al regarla se pudren las raíces.").letter).toBe("R");
    // (guard, passes on both: stated plainly, it affirms what the note denies)
    expect(gradeOnNote(note, q, "para no pudrir las raíces", "Para pudrir las raíces.").letter).toBe("X");
  });

  it("a verb acting on the reference's thing, said in other words, opposes nothing of it: «bajar la inflamación»", () => {
    const note = "Después de la caminata se aplica una crema para calmar el picor y la hinchazón de los pies.";
    const q = "¿Para qué se aplica la crema después de la caminata?";
    expect(gradeOnNote(note, q, "para calmar el picor y la hinchazón", "Para aliviar el picor y bajar la inflamación.").letter).toBe("R");
  });

  it("a consequence drawn after the whole reference adds what the note holds only through the thesaurus", () => {
    const note = "La polilla pone sus huevos en la lana, y las larvas se comen las fibras. Conviene guardar la ropa con lavanda.";
    const q = "¿Qué se comen las larvas de la polilla?";
    expect(gradeOnNote(note, q, "las fibras de la lana", "Las fibras de la lana, y por eso la ropa se conserva.").letter).toBe("X");
    // (guard, passes on both: a consequence the note says in its own words adds nothing)
    expect(gradeOnNote(note, q, "las fibras de la lana", "Las fibras de la lana, y por eso conviene guardarla con lavanda.").letter).toBe("R");
  });
});
