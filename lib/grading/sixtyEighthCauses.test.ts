import { describe, expect, it } from "vitest";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging and detector errors found on the sixty-eighth realistic bank, each checked here on a
 * note and question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("answer slots found on the sixty-eighth realistic bank (checked here on other notes)", () => {
  it("a rank is no amount: «¿Cuánto mide…?» takes the length, not «el tercer río más largo»", () => {
    const note = "El Volga es el primer río de Europa por longitud, con unos 3.500 kilómetros, y desemboca en el mar Caspio.";
    expect(answerSlotText(note, "¿Cuánto mide el Volga?")).toMatch(/^3\.500 kilómetros/);
  });
  it("«¿Hasta / Desde qué año…?»: the year after the question's own preposition", () => {
    const note = "Isabel fue reina de Castilla desde 1474 hasta 1504.";
    expect(answerSlotText(note, "¿Hasta qué año fue reina Isabel?")).toBe("1504");
    expect(answerSlotText(note, "¿Desde qué año fue reina Isabel?")).toBe("1474");
  });
  it("«¿Por / Hacia dónde V…?»: what follows the question's verb and its preposition in the note", () => {
    const note = "La mediatriz de un segmento es la recta perpendicular que pasa por su punto medio.";
    expect(answerSlotText(note, "¿Por dónde pasa la mediatriz de un segmento?")).toBe("punto medio");
  });
  it("«¿De qué N es X?»: what follows the note's «N de», up to a relative clause", () => {
    const note = "El lobo es un mamífero de la familia del perro que vive en manadas.";
    expect(answerSlotText(note, "¿De qué familia es el lobo?")).toBe("perro");
  });
  it("a conjunction before a parenthesis coordinates the item after it («con reposo y, si hace falta, con fármacos»)", () => {
    const note = "La migraña no tiene cura, pero se alivia con reposo y, si hace falta, con fármacos.";
    expect(answerSlotText(note, "¿Con qué se alivia la migraña?")).toBe("reposo y si hace falta con fármacos");
  });
});

describe("judging causes found on the sixty-eighth realistic bank (checked here on other texts)", () => {
  it("«apenas V» / «casi no V» where the reference says «V mucho» is the contrary", () => {
    const note = "El cactus almacena mucha agua en su tallo.";
    const [q, ref] = ["¿Qué almacena el cactus en su tallo?", "mucha agua"];
    expect(gradeOnNote(note, q, ref, "Apenas almacena agua.").letter).toBe("X");
    // (Guard, passes on both: where the reference says little, «apenas» agrees.)
    const dry = "El desierto recibe muy poca lluvia.";
    expect(gradeOnNote(dry, "¿Cuánta lluvia recibe el desierto?", "muy poca lluvia", "Apenas recibe lluvia.").letter).toBe("R");
  });
  it("a colour's shade is that colour: colours swapped between two things are a contradiction", () => {
    const note = "La amapola tiene pétalos rojos con manchas blancas en la base.";
    const [q, ref] = ["¿Qué tiene la amapola?", "pétalos rojos con manchas blancas"];
    expect(gradeOnNote(note, q, ref, "Pétalos blancos con manchas rojizas.").letter).toBe("X");
    expect(gradeOnNote(note, q, ref, "Pétalos blanquecinos con manchas rojas.").letter).toBe("X");
    // (Guard, passes on both: the shade of the right colour is that colour.)
    expect(gradeOnNote(note, q, ref, "Pétalos rojizos con manchas blancas.").letter).toBe("R");
  });
  it("a phrase inserted under a preposition, after which the answer goes on with the reference, replaces nothing", () => {
    const note = "La varicela produce granos rojos llenos de líquido que pican en todo el cuerpo.";
    const [q, ref] = ["¿Qué produce la varicela?", "granos rojos llenos de líquido"];
    expect(gradeOnNote(note, q, ref, "Granos rojos en el cuerpo con líquido dentro.").letter).toBe("R");
  });
  it("«llegar a» before an infinitive is that verb; «por encima de N» is «más de N», «por debajo de N» its contrary", () => {
    const note = "En la cumbre el agua hierve a menos de 90 grados, porque la presión del aire es baja.";
    const [q, ref] = ["¿A qué temperatura hierve el agua en la cumbre?", "a menos de 90 grados"];
    expect(gradeOnNote(note, q, ref, "Llega a hervir por debajo de los 90 grados.").letter).toBe("R");
    expect(gradeOnNote(note, q, ref, "Hierve por encima de los 90 grados.").letter).toBe("X");
  });
  it("a noun in -miento is the family of a verb of a three-letter stem («nacimiento» / «nació»)", () => {
    const note = "El pintor nació en Holanda y vivió en Francia.";
    expect(gradeOnNote(note, "¿Dónde nació el pintor?", "en Holanda", "Era holandés de nacimiento.").letter).toBe("R");
  });
  it("a count after «de» is said back by naming that many («las caras de tres reyes» / «de Carlos, Felipe y Fernando»)", () => {
    const note = "El tapiz muestra las caras de tres reyes bordadas en seda: Carlos, Felipe y Fernando.";
    const [q, ref] = ["¿Qué muestra el tapiz?", "las caras de tres reyes bordadas en seda"];
    expect(gradeOnNote(note, q, ref, "Las caras de Carlos, Felipe y Fernando bordadas en seda.").letter).toBe("R");
    // (Guard, passes on both: naming fewer is not the count.)
    expect(gradeOnNote(note, q, ref, "Las caras de Carlos y Felipe bordadas en seda.").letter).toBe("X");
  });
});
