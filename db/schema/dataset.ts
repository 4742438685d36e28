/** The notebook: banks, their frozen versions, notes and questions, and small settings. */
import { now } from "./common";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** A named bank; its content lives in versions. */
export const banks = sqliteTable("banks", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull().unique(),
  createdAt: integer("created_at").notNull().default(now),
});

/**
 * One version of a bank: its notes and questions. `contentHash` is the SHA-256
 * of a canonical serialisation of both; `frozenAt` is set before the first run,
 * after which edits create a new version (results of versions are never pooled).
 */
export const bankVersions = sqliteTable(
  "bank_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bankId: integer("bank_id").notNull().references(() => banks.id),
    version: integer("version").notNull(),
    contentHash: text("content_hash").notNull(),
    frozenAt: integer("frozen_at"),
    parentVersionId: integer("parent_version_id"),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("bank_versions_bank_version").on(t.bankId, t.version)],
);

export const notes = sqliteTable(
  "notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bankVersionId: integer("bank_version_id").notNull().references(() => bankVersions.id),
    /** The note's id as the user and the tutor see it (the seed's 1..12). */
    noteId: integer("note_id").notNull(),
    tema: text("tema").notNull(),
    texto: text("texto").notNull(),
  },
  (t) => [uniqueIndex("notes_version_note").on(t.bankVersionId, t.noteId)],
);

export const questions = sqliteTable(
  "questions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bankVersionId: integer("bank_version_id").notNull().references(() => bankVersions.id),
    position: integer("position").notNull(),
    clave: text("clave").notNull(),
    pregunta: text("pregunta").notNull(),
    referencia: text("referencia").notNull(),
    /** Supporting note id; null for unanswerable questions. */
    noteId: integer("note_id"),
    tipo: text("tipo", { enum: ["con respuesta", "sin respuesta"] }).notNull(),
  },
  (t) => [
    uniqueIndex("questions_version_clave").on(t.bankVersionId, t.clave),
    index("questions_version_position").on(t.bankVersionId, t.position),
  ],
);

/** Small key/value settings (e.g. the active bank). */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
