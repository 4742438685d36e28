import { and, asc, desc, eq } from "drizzle-orm";
import { DEFAULT_TUTORS, defaultConditions } from "@/lib/conditions/axes";
import { type BankContent, bankHash } from "@/lib/dataset/hash";
import { SEED_BANK_NAME, seedBankContent } from "@/lib/dataset/seed";
import type { Db } from "../client";
import { type BankVersion, bankVersions, banks, conditions, notes, questions, settings, tutors } from "../schema";
import { NotFoundError } from "./errors";
import { ensurePrices } from "./modelCalls";
import { ensureProfiles } from "./simulation";

/**
 * Loads the embedded defaults on first start (idempotent): the six tutors,
 * the 54 conditions with their simulation profiles and the seed's bank as
 * version 1.
 */
export function ensureDefaults({ db }: { db: Db }): void {
  db.transaction((tx) => {
    DEFAULT_TUTORS.forEach((t, position) => {
      tx.insert(tutors)
        .values({ id: t.id, label: t.label, kind: t.kind, modelId: t.modelId, position, builtin: true })
        .onConflictDoNothing()
        .run();
    });
    for (const c of defaultConditions()) tx.insert(conditions).values(c).onConflictDoNothing().run();
    ensureProfiles({ db: tx as unknown as Db });
    ensurePrices({ db: tx as unknown as Db });
    const existing = tx.select().from(banks).where(eq(banks.name, SEED_BANK_NAME)).get();
    if (!existing) {
      const bank = tx.insert(banks).values({ name: SEED_BANK_NAME }).returning().get();
      insertVersion(tx as unknown as Db, bank.id, 1, seedBankContent(), null);
    }
  });
}

function insertVersion(db: Db, bankId: number, version: number, content: BankContent, parent: number | null): BankVersion {
  const v = db
    .insert(bankVersions)
    .values({ bankId, version, contentHash: bankHash(content), parentVersionId: parent })
    .returning()
    .get();
  for (const n of content.notes) db.insert(notes).values({ bankVersionId: v.id, ...n }).run();
  content.questions.forEach((q, position) => {
    db.insert(questions)
      .values({ bankVersionId: v.id, position, ...q, tipo: q.tipo as "con respuesta" | "sin respuesta" })
      .run();
  });
  return v;
}

/** The bank the dashboard works on: the "active_bank" setting, else the seed's. */
export function activeBankName({ db }: { db: Db }): string {
  return db.select().from(settings).where(eq(settings.key, "active_bank")).get()?.value ?? SEED_BANK_NAME;
}

export function setActiveBank({ db, name }: { db: Db; name: string }): void {
  if (!db.select().from(banks).where(eq(banks.name, name)).get()) throw new NotFoundError(`banco desconocido: ${name}`);
  db.insert(settings).values({ key: "active_bank", value: name }).onConflictDoUpdate({ target: settings.key, set: { value: name } }).run();
}

export function listBanks({ db }: { db: Db }) {
  return db.select().from(banks).orderBy(asc(banks.id)).all();
}

/** The newest version of a bank (default: the active bank). */
export function currentBankVersion({ db, bankName }: { db: Db; bankName?: string }): BankVersion {
  bankName ??= activeBankName({ db });
  const bank = db.select().from(banks).where(eq(banks.name, bankName)).get();
  if (!bank) throw new NotFoundError(`banco desconocido: ${bankName}`);
  const v = db
    .select()
    .from(bankVersions)
    .where(eq(bankVersions.bankId, bank.id))
    .orderBy(desc(bankVersions.version))
    .limit(1)
    .get();
  if (!v) throw new NotFoundError(`el banco ${bankName} no tiene versiones`);
  return v;
}

export function getBankVersion({ db, id }: { db: Db; id: number }): BankVersion {
  const v = db.select().from(bankVersions).where(eq(bankVersions.id, id)).get();
  if (!v) throw new NotFoundError(`versión de banco desconocida: ${id}`);
  return v;
}

export function bankContent({ db, bankVersionId }: { db: Db; bankVersionId: number }) {
  const ns = db.select().from(notes).where(eq(notes.bankVersionId, bankVersionId)).orderBy(asc(notes.noteId)).all();
  const qs = db
    .select()
    .from(questions)
    .where(eq(questions.bankVersionId, bankVersionId))
    .orderBy(asc(questions.position))
    .all();
  return { notes: ns, questions: qs };
}

/** Freezes a version before its first run (idempotent); returns it. */
export function freezeBankVersion({ db, id }: { db: Db; id: number }): BankVersion {
  db.update(bankVersions)
    .set({ frozenAt: Date.now() })
    .where(and(eq(bankVersions.id, id)))
    .run();
  const v = getBankVersion({ db, id });
  return v;
}

export interface QuestionEdit {
  readonly clave: string;
  readonly pregunta?: string;
  readonly referencia?: string;
  readonly noteId?: number | null;
}

/**
 * Edits one question. A frozen version is never changed: the edit creates the
 * next version (copy + edit) and leaves the old one, and its runs, intact.
 */
export function editQuestion({ db, bankVersionId, edit }: { db: Db; bankVersionId: number; edit: QuestionEdit }): BankVersion {
  return db.transaction((tx) => {
    const v = getBankVersion({ db: tx as unknown as Db, id: bankVersionId });
    const content = bankContent({ db: tx as unknown as Db, bankVersionId });
    const target = content.questions.find((q) => q.clave === edit.clave);
    if (!target) throw new NotFoundError(`pregunta desconocida: ${edit.clave}`);
    const updated: BankContent = {
      notes: content.notes.map((n) => ({ noteId: n.noteId, tema: n.tema, texto: n.texto })),
      questions: content.questions.map((q) => {
        const base = { clave: q.clave, pregunta: q.pregunta, referencia: q.referencia, noteId: q.noteId, tipo: q.tipo };
        if (q.clave !== edit.clave) return base;
        const noteId = edit.noteId === undefined ? q.noteId : edit.noteId;
        return {
          ...base,
          pregunta: edit.pregunta ?? q.pregunta,
          referencia: edit.referencia ?? q.referencia,
          noteId,
          tipo: noteId === null ? "sin respuesta" : "con respuesta",
        };
      }),
    };
    if (v.frozenAt !== null) {
      const latest = tx
        .select()
        .from(bankVersions)
        .where(eq(bankVersions.bankId, v.bankId))
        .orderBy(desc(bankVersions.version))
        .limit(1)
        .get()!;
      return insertVersion(tx as unknown as Db, v.bankId, latest.version + 1, updated, v.id);
    }
    const q = updated.questions.find((x) => x.clave === edit.clave)!;
    tx.update(questions)
      .set({ pregunta: q.pregunta, referencia: q.referencia, noteId: q.noteId, tipo: q.tipo as "con respuesta" | "sin respuesta" })
      .where(eq(questions.id, target.id))
      .run();
    tx.update(bankVersions).set({ contentHash: bankHash(updated) }).where(eq(bankVersions.id, v.id)).run();
    return getBankVersion({ db: tx as unknown as Db, id: v.id });
  });
}

/** Every version of a bank (default: the active bank), newest first. */
export function listBankVersions({ db, bankName }: { db: Db; bankName?: string }): BankVersion[] {
  bankName ??= activeBankName({ db });
  const bank = db.select().from(banks).where(eq(banks.name, bankName)).get();
  if (!bank) return [];
  return db.select().from(bankVersions).where(eq(bankVersions.bankId, bank.id)).orderBy(desc(bankVersions.version)).all();
}

/**
 * Stores an imported bank as the next version of `name` (version 1 of a new
 * bank), in one transaction: all of it or nothing. Unchanged content creates
 * no new version.
 */
export function importBankVersion({ db, name, content }: { db: Db; name: string; content: BankContent }): { version: BankVersion; created: boolean } {
  return db.transaction(
    (tx) => {
      const t = tx as unknown as Db;
      let bank = t.select().from(banks).where(eq(banks.name, name)).get();
      if (!bank) bank = t.insert(banks).values({ name }).returning().get();
      const latest = t.select().from(bankVersions).where(eq(bankVersions.bankId, bank.id)).orderBy(desc(bankVersions.version)).limit(1).get();
      if (latest && latest.contentHash === bankHash(content)) return { version: latest, created: false };
      return { version: insertVersion(t, bank.id, (latest?.version ?? 0) + 1, content, latest?.id ?? null), created: true };
    },
    { behavior: "immediate" },
  );
}
