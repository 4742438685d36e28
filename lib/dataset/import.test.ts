import { describe, expect, it } from "vitest";
import { createTestDb } from "@/db/client";
import { bankContent, currentBankVersion, ensureDefaults, getBankVersion, listBanks } from "@/db/queries/dataset";
import { enqueueRun } from "@/db/queries/runs";
import { bankExport, notesExport } from "@/lib/exports/bank";
import { importIntoBank } from "./importBank";
import { syntheticBank } from "./synthetic";

const enc = (s: string) => new TextEncoder().encode(s);
const file = (name: string, text: string) => ({ name, bytes: enc(text) });
const NOTES = "id,tema,texto\n1,estadística,La media es sensible a los valores extremos.\n2,música,Un acorde se forma con tres notas.\n";
const BANK = "clave,pregunta,referencia,id_nota\nq1,¿A qué es sensible la media?,a los valores extremos,1\nq2,¿Quién pintó La Gioconda?,,\n";

function setup() {
  const db = createTestDb();
  ensureDefaults({ db });
  return db;
}
function snapshot(db: ReturnType<typeof setup>) {
  const n = (t: string) => (db.$client.prepare(`select count(*) n from ${t}`).get() as { n: number }).n;
  return { banks: n("banks"), versions: n("bank_versions"), notes: n("notes"), questions: n("questions") };
}
function expectError(db: ReturnType<typeof setup>, r: ReturnType<typeof importIntoBank>, message: string, row?: number | null, column?: string | null) {
  const before = snapshot(db);
  expect(r.ok).toBe(false);
  if (r.ok) return;
  const hit = r.errors.find((e) => e.issue.message.includes(message));
  expect(hit, JSON.stringify(r.errors)).toBeDefined();
  if (row !== undefined) expect(hit!.issue.row).toBe(row);
  if (column !== undefined) expect(hit!.issue.column).toBe(column);
  expect(snapshot(db)).toEqual(before);
}

describe("import of notes and banks", () => {
  it("a clean import creates a new bank version with its hash; unanswerable questions get the phrase", () => {
    const db = setup();
    const r = importIntoBank({ db, name: "Mis notas", notes: [file("notas.csv", NOTES)], bank: file("banco.csv", BANK) });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect([r.version.version, r.notes, r.questions, r.created]).toEqual([1, 2, 2, true]);
    const q = bankContent({ db, bankVersionId: r.version.id }).questions;
    expect(q.map((x) => [x.clave, x.tipo, x.referencia])).toEqual([
      ["q1", "con respuesta", "a los valores extremos"],
      ["q2", "sin respuesta", "no aparece en sus notas"],
    ]);
    expect(r.version.contentHash).toMatch(/^[0-9a-f]{64}$/);
    // The same content again creates no version; a change creates version 2.
    expect(importIntoBank({ db, name: "Mis notas", bank: file("banco.csv", BANK) }).ok && (importIntoBank({ db, name: "Mis notas", bank: file("banco.csv", BANK) }) as { created: boolean }).created).toBe(false);
    const v2 = importIntoBank({ db, name: "Mis notas", bank: file("banco.csv", `${BANK}q3,¿Qué es un acorde?,tres notas,2\n`) });
    expect(v2.ok && v2.version.version).toBe(2);
  });

  it("rejects each class of problem with its row, column and reason, writing nothing", () => {
    const db = setup();
    expectError(db, importIntoBank({ db, name: "x", notes: [file("n.csv", "id,tema,texto\n1,a,uno\n1,b,dos\n")] }), "id duplicado: 1 (ya en la fila 2)", 3, "id");
    expectError(db, importIntoBank({ db, name: "x", notes: [file("n.csv", "id,tema,texto\nuno,a,b\n")] }), "el id debe ser un entero positivo", 2, "id");
    expectError(db, importIntoBank({ db, name: "x", notes: [file("n.csv", "id,tema,texto\n1,a,\n")] }), "el texto de la nota está vacío", 2, "texto");
    expectError(db, importIntoBank({ db, name: "x", notes: [file("n.csv", NOTES)], bank: file("b.csv", "clave,pregunta,referencia,id_nota\nq1,¿Uno?,r,13\n") }), "nota desconocida: 13", 2, "id_nota");
    expectError(db, importIntoBank({ db, name: "x", notes: [file("n.csv", NOTES)], bank: file("b.csv", "clave,pregunta,referencia,id_nota\nq1,,r,1\n") }), "la pregunta está vacía", 2, "pregunta");
    expectError(db, importIntoBank({ db, name: "x", notes: [file("n.csv", NOTES)], bank: file("b.csv", "clave,pregunta,referencia,id_nota\nq1,¿Uno?,r,1\nq1,¿Dos?,r,2\n") }), "clave duplicada: q1", 3, "clave");
    // Wrong encoding: Latin-1 bytes of "música".
    expectError(db, importIntoBank({ db, name: "x", notes: [{ name: "n.csv", bytes: Uint8Array.from([...enc("id,tema,texto\n1,m"), 0xfa, ...enc("sica,texto\n")]) }] }), "no es UTF-8");
    // A file that is not what it claims.
    expectError(db, importIntoBank({ db, name: "x", notes: [file("n.csv", BANK)] }), "no parece un CSV de notas: faltan las columnas id, tema, texto", 1);
    expectError(db, importIntoBank({ db, name: "x", notes: [file("n.json", NOTES)] }), "no es JSON válido");
    expectError(db, importIntoBank({ db, name: "x", notes: [file("n.csv", NOTES)], bank: file("b.json", '{"preguntas": []}') }), "no parece un JSON de banco");
    expectError(db, importIntoBank({ db, name: "nuevo", bank: file("b.csv", BANK) }), "importe primero sus notas");
  });

  it("refuses fields over the documented limits with the row, the field and the limit, writing nothing", () => {
    const db = setup();
    const long = "palabra ".repeat(25_000).trim();
    expectError(db, importIntoBank({ db, name: "x", notes: [file("n.csv", `id,tema,texto\n1,a,corta\n2,b,${long}\n`)] }), "el texto de la nota tiene 199.999 caracteres; el límite es 20.000", 3, "texto");
    expectError(db, importIntoBank({ db, name: "x", notes: [file("n.md", `# Larga\n\n${long}\n`)] }), "el límite es 20.000", 1, "texto");
    const q = `¿${"x".repeat(2_001)}?`;
    expectError(db, importIntoBank({ db, name: "x", notes: [file("n.csv", NOTES)], bank: file("b.csv", `clave,pregunta,referencia,id_nota\nq1,${q},r,1\n`) }), "la pregunta tiene 2003 caracteres; el límite es 2000", 2, "pregunta");
    expectError(db, importIntoBank({ db, name: "x", notes: [file("n.csv", NOTES)], bank: file("b.csv", `clave,pregunta,referencia,id_nota\nq1,¿Uno?,${"r".repeat(2_500)},1\n`) }), "la referencia tiene 2500 caracteres", 2, "referencia");
  });

  it("warns (without refusing) when the bank has no unanswerable question", () => {
    const db = setup();
    const r = importIntoBank({ db, name: "y", notes: [file("n.csv", NOTES)], bank: file("b.csv", "clave,pregunta,referencia,id_nota\nq1,¿Uno?,r,1\n") });
    expect(r.ok).toBe(true);
    expect(r.warnings[0]!.message).toContain("no tiene preguntas sin respuesta");
  });

  it("notes from JSON and from Markdown (one note per heading)", () => {
    const db = setup();
    const json = importIntoBank({ db, name: "j", notes: [file("n.json", JSON.stringify({ notas: [{ id: 4, tema: "t", texto: "Una nota." }] }))] });
    expect(json.ok && json.notes).toBe(1);
    const md = importIntoBank({ db, name: "m", notes: [file("apuntes.md", "# Estadística\nLa media resume.\n\n## Python\nUna lista guarda elementos\nen orden.\n")] });
    expect(md.ok).toBe(true);
    if (md.ok) expect(bankContent({ db, bankVersionId: md.version.id }).notes.map((n) => [n.noteId, n.tema, n.texto])).toEqual([[1, "Estadística", "La media resume."], [2, "Python", "Una lista guarda elementos en orden."]]);
  });

  it("round trip: the exported notes and bank import back to the same content hash", () => {
    const db = setup();
    const seed = bankContent({ db, bankVersionId: currentBankVersion({ db }).id });
    for (const format of ["csv", "json"] as const) {
      const r = importIntoBank({ db, name: `copia ${format}`, notes: [file(`n.${format}`, notesExport(seed.notes, format))], bank: file(`b.${format}`, bankExport(seed.questions, format)) });
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.version.contentHash).toBe(currentBankVersion({ db }).contentHash);
    }
  });

  it("a 5,000-question bank imports whole, then freezes at its first run", () => {
    const db = setup();
    const big = syntheticBank({ questions: 5000, seed: 5 });
    const notesCsv = notesExport(big.notes.map((n, i) => ({ id: i, bankVersionId: 0, ...n })), "csv");
    const bankCsv = bankExport(big.questions.map((q, i) => ({ id: i, bankVersionId: 0, position: i, ...q, tipo: q.tipo as "con respuesta" | "sin respuesta" })), "csv");
    const t = performance.now();
    const r = importIntoBank({ db, name: "grande", notes: [file("n.csv", notesCsv)], bank: file("b.csv", bankCsv) });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect([r.notes, r.questions]).toEqual([2000, 5000]);
    expect(performance.now() - t).toBeLessThan(20_000);
    expect(r.version.frozenAt).toBeNull();
    enqueueRun({ db, conditionId: "reference|retrieved|may-abstain", mode: "real", bankVersionId: r.version.id });
    expect(getBankVersion({ db, id: r.version.id }).frozenAt).not.toBeNull();
    expect(listBanks({ db }).map((b) => b.name)).toContain("grande");
  });
});
