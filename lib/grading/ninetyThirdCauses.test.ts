import { describe, expect, it } from "vitest";
import { sameFamily } from "@/lib/text/align";
import { answerSlotText } from "@/lib/verifier/slot";
import { gradeOnNote } from "./gradeOnNote";

/**
 * The general causes of judging errors found on the ninety-third realistic bank, each checked here on a note and
 * question written for the test (none from a bank) — every test fails on the code before its fix (guards, marked so,
 * pass on both).
 */
describe("judging causes found on the ninety-third realistic bank (checked here on other texts)", () => {
  it("two stems that part at two consonants, each with more after it, are no family", () => {
    expect(sameFamily("contact", "contagi")).toBe(false);
    // (guard, passes on both: a real family)
    expect(sameFamily("nacion", "nacional")).toBe(true);
    const note = "La gripe se contagia por contacto con gotas de saliva.";
    expect(answerSlotText(note, "¿Cómo se contagia la gripe?")).toContain("contacto");
  });

  it("a verb of passing an amount says no more than «más de»", () => {
    const note = "La ceiba es el árbol más alto de la selva: puede medir más de cuarenta metros.";
    const q = "¿Cuál es el árbol más alto de la selva?";
    expect(gradeOnNote(note, q, "la ceiba", "El árbol más alto de la selva es la ceiba, que puede superar los cuarenta metros.").letter).toBe("R");
  });

  it("«ningún otro N tiene tantos M» is a superlative, no denial", () => {
    const note = "El ciempiés gigante es el artrópodo de la región con más patas. Vive bajo las piedras.";
    const q = "¿Qué tiene de especial el ciempiés gigante?";
    expect(gradeOnNote(note, q, "es el artrópodo de la región con más patas", "Ningún otro artrópodo de la región tiene tantas patas.").letter).toBe("R");
    // (guard, passes on both: a plain denial)
    expect(gradeOnNote(note, q, "es el artrópodo de la región con más patas", "No tiene patas.").letter).toBe("X");
  });

  it("an acronym of words the sources say in full adds nothing", () => {
    const note = "La enfermedad la causa el virus de la inmunodeficiencia humana, que ataca las defensas.";
    const q = "¿Qué causa la enfermedad?";
    expect(gradeOnNote(note, q, "el virus de la inmunodeficiencia humana", "El VIH, el virus de la inmunodeficiencia humana.").letter).toBe("R");
    // (guard, passes on both: initials of nothing the sources say)
    expect(gradeOnNote(note, q, "el virus de la inmunodeficiencia humana", "El VPH, el virus de la inmunodeficiencia humana.").letter).toBe("X");
  });

  it("a demonym spelled from a place's name past its last vowel is that place", () => {
    const note = "El castillo árabe más conocido de la comarca está en Guadix, en Granada.";
    const q = "¿Dónde está el castillo árabe más conocido de la comarca?";
    expect(gradeOnNote(note, q, "en Guadix, en Granada", "En la localidad granadina de Guadix.").letter).toBe("R");
    // (guard, passes on both: another province's)
    expect(gradeOnNote(note, q, "en Guadix, en Granada", "En la localidad almeriense de Guadix.").letter).toBe("X");
  });

  it("a list's items under «de» each run on in the slot", () => {
    const note = "Las mesas antiguas del monasterio se hacían de roble, de nogal o de castaño, y duraban siglos.";
    expect(answerSlotText(note, "¿De qué se hacían las mesas antiguas del monasterio?")).toContain("castaño");
  });

  it("a closing «desde <año>» is cut where the question asks no time", () => {
    const note = "La laguna es una reserva natural. Forma parte de la red de espacios protegidos de Aragón desde 1998.";
    expect(answerSlotText(note, "¿De qué red forma parte la laguna?")).not.toContain("1998");
  });
});
