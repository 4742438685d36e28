/** Shared setup of the Message Batches tests: a generated bank the local Messages API also knows. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "@/db/client";
import { bankContent, ensureDefaults, importBankVersion, setActiveBank } from "@/db/queries/dataset";
import { syntheticBank } from "@/lib/dataset/synthetic";

export function batchTestDb(questions = 300) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "veraz-batch-")), "b.db");
  const db = openDatabase(file);
  ensureDefaults({ db });
  const content = syntheticBank({ questions, seed: 7 });
  const { version } = importBankVersion({ db, name: "lotes", content });
  setActiveBank({ db, name: "lotes" });
  const bank = content.questions.map((q) => ({ clave: q.clave, pregunta: q.pregunta, referencia: q.referencia, id_nota: q.noteId }));
  const byClave = new Map(bankContent({ db, bankVersionId: version.id }).questions.map((q) => [q.clave, q]));
  return { db, file, bank, byClave, versionId: version.id };
}
