import { describe, expect, it } from "vitest";
import { tokenize } from "@/lib/text/analyze";
import { partialList } from "@/lib/verifier/noteStructure";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the fifty-ninth realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("judging causes found on the fifty-ninth realistic bank (checked here on other texts)", () => {
  it("a unit's abbreviation after a number in words reads as its word («doce km»)", () => {
    const note = "La ruta del valle sube hasta el refugio y mide unos 12 kilómetros.";
    expect(gradeOnNote(note, "¿Cuánto mide la ruta del valle?", "unos 12 kilómetros", "Unos doce km.").letter).toBe("R");
  });
  it("a capitalised ordinal after a name is a ruler's number («Carlos Tercero» = «Carlos III»)", () => {
    const note = "La puerta de Alcalá la mandó levantar Carlos III en 1778.";
    const [q, ref] = ["¿Quién mandó levantar la puerta de Alcalá?", "Carlos III"];
    expect(gradeOnNote(note, q, ref, "Carlos Tercero.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "Carlos Cuarto.").letter).toBe("X");
  });
  it("«subsahariano» says the Sáhara", () => {
    const note = "El ñu vive en las sabanas del África subsahariana.";
    expect(gradeOnNote(note, "¿Dónde vive el ñu?", "en las sabanas del África subsahariana", "En las sabanas de África, al sur del Sáhara.").letter).toBe("R");
  });
  it("the span between two numbers the answer says is worked out, no addition («unos 30 años, entre 1880 y 1910»)", () => {
    const note = "La catedral se levantó de 1880 a 1910.";
    const [q, ref] = ["¿Cuánto duraron las obras de la catedral?", "de 1880 a 1910"];
    expect(gradeOnNote(note, q, ref, "Unos 30 años, entre 1880 y 1910.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "Unos 40 años, entre 1880 y 1910.").letter).toBe("X");
  });
  it("«sustituyó A por B» turned round is a contradiction", () => {
    const note = "En 1920 la fábrica sustituyó el carbón por la electricidad y dobló su producción.";
    const [q, ref] = ["¿Qué cambió la fábrica en 1920?", "sustituyó el carbón por la electricidad"];
    expect(gradeOnNote(note, q, ref, "Sustituyó la electricidad por el carbón.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Sustituyó el carbón por la electricidad.").letter).toBe("R");
  });
  it("an answer that only names the question's own person, where the reference names another, is a swap", () => {
    const note = "A la muerte de Pedro Sánchez de Luna, el puerto lo terminó Pedro de Arce en 1602.";
    const q = "¿Quién terminó el puerto a la muerte de Pedro Sánchez de Luna?";
    expect(gradeOnNote(note, q, "Pedro de Arce", "Pedro Sánchez de Luna.").letter).toBe("X");
    expect(gradeOnNote(note, q, "Pedro de Arce", "Pedro de Arce, a la muerte de Pedro Sánchez de Luna.").letter).toBe("R");
  });
  it("«A después de B» said as «A y después B» turns the order round; «B y luego A» keeps it", () => {
    const note = "Para hacer el pan, se hornea la masa después de dejarla reposar una hora.";
    const [q, ref] = ["¿Cómo se hace el pan?", "se hornea la masa después de dejarla reposar una hora"];
    expect(gradeOnNote(note, q, ref, "Se hornea la masa y después se deja reposar una hora.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Se deja reposar la masa una hora y luego se hornea.").letter).toBe("R");
  });
});

describe("answer slots found on the fifty-ninth realistic bank (checked here on other notes)", () => {
  it("«una sola noche» is the question's own frame where it says «en una noche», not the amount", () => {
    const note = "El murciélago duerme de día. Al anochecer sale a cazar insectos, hasta 3 gramos en una sola noche.";
    expect(answerSlotText(note, "¿Cuánto puede cazar un murciélago en una noche?")).toMatch(/^3 gramos/);
  });
  it("a who-question takes the name right after the question's verb («lo mandó levantar Carlos III»)", () => {
    const note = "El Palacio Real de Aranjuez lo mandó levantar Carlos III como residencia de primavera de la Corte.";
    expect(answerSlotText(note, "¿Quién mandó levantar el palacio de Aranjuez?")).toMatch(/^Carlos III/);
  });
  it("an attribution set off by commas («según la leyenda») is stepped over", () => {
    const note = "La torre tiene forma de vela. Su silueta recuerda, según la leyenda, el barco del fundador de la ciudad.";
    expect(answerSlotText(note, "¿Qué recuerda la silueta de la torre?")).toMatch(/^barco del fundador/);
  });
  it("«¿Cómo se llama…?» takes what follows «se llama» past the note's examples", () => {
    const note = "Un triángulo cuyos tres lados miden lo mismo, como el de una señal de ceda el paso, se llama equilátero.";
    expect(answerSlotText(note, "¿Cómo se llama un triángulo cuyos tres lados miden lo mismo?")).toMatch(/^equilátero/);
  });
  it("a list's last item may chain complements with «de» («y panteón de los reyes de España»): one item of it is partial", () => {
    const note = "El castillo fue cuartel, cárcel y archivo de los condes de Urgel. Hoy es un museo.";
    const q = "¿Qué fue el castillo?";
    expect(partialList(tokenize(note), tokenize("Cárcel."), q)).toBe(true);
    expect(partialList(tokenize(note), tokenize("Cuartel, cárcel y archivo de los condes de Urgel."), q)).toBe(false);
  });
  it("«¿Qué podía hacer X?» takes what X is «capaz de» doing", () => {
    const note = "El telar de Jacquard se presentó en 1804. Era capaz de tejer dibujos complejos leyendo tarjetas perforadas.";
    expect(answerSlotText(note, "¿Qué podía hacer el telar de Jacquard?")).toMatch(/^tejer dibujos complejos/);
  });
  it("a superlative the question asks for takes the name the note gives right after it", () => {
    const note = "El rey Jaime conquistó muchas plazas con su ejército, la más famosa Valencia, en 1238. Murió en Alzira.";
    expect(answerSlotText(note, "¿Cuál es la más famosa de las plazas que conquistó el rey Jaime?")).toBe("Valencia");
  });
});
