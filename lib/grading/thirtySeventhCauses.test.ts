import { describe, expect, it } from "vitest";
import { tokenize } from "@/lib/text/analyze";
import { stemWord } from "@/lib/text/stem";
import { FEATURE_NAMES, pairFeatures } from "@/lib/verifier/features";
import { withoutAttribution } from "./attribution";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of grading errors found on the thirty-seventh realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix.
 */
describe("grading causes found on the thirty-seventh realistic bank (checked here on other texts)", () => {
  it("«sin» inside a denial turns it round: what follows is affirmed, as what must be there", () => {
    const note = "En aquel club ningún socio podía votar sin una antigüedad de dos años.";
    const q = "¿Qué necesitaba un socio para votar?";
    const ref = "una antigüedad de dos años";
    expect(gradeOnNote(note, q, ref, "Tener una antigüedad de dos años antes de votar.").letter).toBe("R");
    const neg = tokenize("No se entra sin entrada.");
    expect(neg.find((t) => t.fold === "entrada")!.negated).toBe(false);
    // The denial itself becomes a condition: it denies no voting; a reference that says it so is not turned round.
    expect(tokenize("No se entra sin entrada.").find((t) => t.fold === "entra")!.negated).toBe(false);
    expect(gradeOnNote(note, q, "que no podía votar sin una antigüedad de dos años", "El derecho a votar tras una antigüedad de dos años.").letter).toBe("R");
    // "que ningún" after a verb denies (only after a comparative is it "more than any").
    expect(tokenize("El bando decía que ningún barco podía zarpar.").find((t) => t.fold === "barco")!.negated).toBe(true);
    expect(tokenize("Corre más que ningún otro atleta.").find((t) => t.fold === "atleta")!.negated).toBe(false);
    // A plain «sin» still denies.
    expect(tokenize("Se entra sin entrada.").find((t) => t.fold === "entrada")!.negated).toBe(true);
  });
  it("«por lo que dicen tus notas» frames an answer, as «según tus notas» does", () => {
    expect(withoutAttribution("Por lo que dicen tus notas, con agua fría.")).toBe("con agua fría.");
    expect(withoutAttribution("Por lo que veo en tus apuntes: en 1492.")).toBe("en 1492.");
  });
  it("algae, fungi, bacteria and viruses are a class: one in another's place is another thing, thesaurus link or not", () => {
    const note = "Las manchas negras de las hojas del rosal las causa un hongo que prospera con la humedad.";
    const q = "¿Qué causa las manchas negras del rosal?";
    expect(gradeOnNote(note, q, "un hongo", "Una bacteria.").letter).toBe("X");
    expect(gradeOnNote(note, q, "un hongo", "Unas algas que crecen con la humedad.").letter).toBe("X");
    expect(gradeOnNote(note, q, "un hongo", "Un hongo, que prospera con la humedad.").letter).toBe("R");
  });
  it("«calor» is the noun of «calentar»; «subsuelo» of «subterráneo»; «adentro» is «interior»; «UV» is «ultravioleta»", () => {
    const note = "El horno de leña se calienta con brasas de encina y conserva el calor durante horas.";
    expect(gradeOnNote(note, "¿Qué calienta el horno?", "brasas de encina", "El calor de unas brasas de encina.").letter).toBe("R");
    const note2 = "El pan se cuece sin calentar el agua de la masa, con levadura madre.";
    expect(gradeOnNote(note2, "¿Cómo se cuece el pan?", "sin calentar el agua de la masa, con levadura madre", "Sin calor en el agua de la masa y con levadura madre.").letter).toBe("R");
    const note3 = "Las cuevas guardan el agua subterránea que alimenta los manantiales.";
    expect(gradeOnNote(note3, "¿Qué alimenta los manantiales?", "el agua subterránea", "El agua del subsuelo.").letter).toBe("R");
    const note4 = "Las cremas solares bloquean la radiación ultravioleta que quema la piel.";
    expect(gradeOnNote(note4, "¿Qué bloquean las cremas solares?", "la radiación ultravioleta", "La radiación UV.").letter).toBe("R");
    const note5 = "Los nómadas llevaban el ganado hacia el interior del valle en verano.";
    expect(gradeOnNote(note5, "¿Adónde llevaban los nómadas el ganado en verano?", "hacia el interior del valle", "Valle adentro.").letter).toBe("R");
  });
  it("an amount in another unit of the calendar or of measure is the same amount, its unit word included", () => {
    const note = "La cosecha tarda un mes en secarse al sol, y el vino reposa un año en barrica.";
    expect(gradeOnNote(note, "¿Cuánto tarda en secarse la cosecha?", "un mes", "Unas cuatro semanas.").letter).toBe("R");
    expect(gradeOnNote(note, "¿Cuánto tarda en secarse la cosecha?", "un mes", "Treinta días.").letter).toBe("R");
    expect(gradeOnNote(note, "¿Cuánto tarda en secarse la cosecha?", "un mes", "Tres semanas.").letter).toBe("X");
    expect(gradeOnNote(note, "¿Cuánto reposa el vino en barrica?", "un año", "Doce meses.").letter).toBe("R");
    const note2 = "El sendero mide un kilómetro y sube hasta el mirador.";
    expect(gradeOnNote(note2, "¿Cuánto mide el sendero?", "un kilómetro", "Mil metros.").letter).toBe("R");
    expect(gradeOnNote(note2, "¿Cuánto mide el sendero?", "un kilómetro", "Cien metros.").letter).toBe("X");
  });
  it("an absolute superlative is its adjective («lentísimo» / «lento», «riquísimas» / «rico», «altísima» / «alta»)", () => {
    expect(stemWord("lentísimo")).toBe(stemWord("lento"));
    expect(stemWord("riquísimas")).toBe(stemWord("rico"));
    expect(stemWord("altísima")).toBe(stemWord("alta"));
    expect(stemWord("larguísimo")).toBe(stemWord("largo"));
  });
  it("a bare unit of the calendar after «por», «cada», «al» is one of it; units of time are a class", () => {
    const note = "El faro se revisa una vez por semana y se pinta cada año.";
    const q = "¿Con qué frecuencia se revisa el faro?";
    expect(gradeOnNote(note, q, "una vez por semana", "Una vez cada siete días.").letter).toBe("R");
    expect(gradeOnNote(note, q, "una vez por semana", "Una vez al año.").letter).toBe("X");
    expect(gradeOnNote(note, q, "una vez por semana", "Una vez cada tres días.").letter).toBe("X");
  });
  it("the detector reads the same amount in another unit as the same number", () => {
    const note = "El queso madura durante un mes en una cueva húmeda.";
    const at = FEATURE_NAMES.indexOf("numero_distinto");
    expect(pairFeatures(note, "Unas cuatro semanas.", "¿Cuánto tiempo madura el queso?")[at]).toBe(0);
    expect(pairFeatures(note, "Unas tres semanas.", "¿Cuánto tiempo madura el queso?")[at]).toBe(1);
  });
});
