import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";

describe("migrations", () => {
  it("0010 rebuilds the batch tables (and 0011 counts the fichas) of a database that already has batches, keeping every row and reference", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "veraz-mig-"));
    // The migrations as they were before 0010.
    const old = path.join(dir, "drizzle");
    fs.mkdirSync(path.join(old, "meta"), { recursive: true });
    const journal = JSON.parse(fs.readFileSync("drizzle/meta/_journal.json", "utf8"));
    journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= 9);
    fs.writeFileSync(path.join(old, "meta", "_journal.json"), JSON.stringify(journal));
    for (const e of journal.entries) fs.copyFileSync(`drizzle/${e.tag}.sql`, path.join(old, `${e.tag}.sql`));
    const file = path.join(dir, "v.db");
    const s = new Database(file);
    s.pragma("foreign_keys = ON");
    migrate(drizzle({ client: s }), { migrationsFolder: old });
    s.exec(`INSERT INTO banks(name) VALUES('b'); INSERT INTO bank_versions(bank_id, version, content_hash) VALUES(1, 1, 'h');
      INSERT INTO questions(bank_version_id, position, clave, pregunta, referencia, tipo) VALUES(1, 0, 'q', 'p', 'r', 'con respuesta');
      INSERT INTO tutors(id, label, kind, position) VALUES('t', 't', 'reference', 0);
      INSERT INTO conditions(id, tutor_id, grounding, policy, position) VALUES('c', 't', 'none', 'verify', 0);
      INSERT INTO runs(condition_id, bank_version_id, mode, seed, repetition, status, total, engine) VALUES('c', 1, 'real', 1, 1, 'running', 1, 'batch');
      INSERT INTO message_batches(run_id, api_id, status, request_count) VALUES(1, 'msgbatch_x', 'in_progress', 1);
      INSERT INTO batch_requests(custom_id, batch_row_id, run_id, question_id, cache_key) VALUES('r1-b1-q1', 1, 1, 1, 'k');
      INSERT INTO fichas(run_id, question_id, position, category) VALUES(1, 1, 0, 'correcta');`);
    s.close();

    const db = openDatabase(file);
    const batch = db.$client.prepare("SELECT run_id, purpose, owner_key, api_id, status FROM message_batches").get();
    expect(batch).toEqual({ run_id: 1, purpose: "run", owner_key: null, api_id: "msgbatch_x", status: "in_progress" });
    const req = db.$client.prepare("SELECT custom_id, batch_row_id, question_id, cache_key, model, params, state FROM batch_requests").get();
    expect(req).toEqual({ custom_id: "r1-b1-q1", batch_row_id: 1, question_id: 1, cache_key: "k", model: null, params: null, state: "pending" });
    expect(db.$client.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(db.$client.pragma("foreign_key_check")).toEqual([]);
    // 0011 counted the existing fichas into run_counts.
    expect(db.$client.prepare("SELECT run_id, category, tipo, n FROM run_counts").all()).toEqual([{ run_id: 1, category: "correcta", tipo: "con respuesta", n: 1 }]);
    // References are enforced again after migrating.
    expect(() => db.$client.exec("INSERT INTO batch_requests(custom_id, batch_row_id, cache_key) VALUES('x', 99, 'k')")).toThrow("FOREIGN KEY");
  });
});
