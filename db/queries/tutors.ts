import { asc, eq, inArray, sql } from "drizzle-orm";
import { GROUNDINGS, POLICIES, conditionId } from "@/lib/conditions/axes";
import { type TutorConfig, type TutorRecord, type UserTutorInput, configOf, tutorConfigSchema, userTutorInputSchema } from "@/lib/tutors/definition";
import type { Db } from "../client";
import { type Tutor, conditions, runs, tutors } from "../schema";
import { NotFoundError } from "./errors";
import { setPrice } from "./modelCalls";
import { ensureProfiles } from "./simulation";

function record(row: Tutor): TutorRecord {
  let config: TutorConfig = {};
  if (row.config) {
    const parsed = tutorConfigSchema.safeParse(JSON.parse(row.config));
    if (parsed.success) config = parsed.data;
  }
  return { id: row.id, label: row.label, kind: row.kind, modelId: row.modelId, builtin: row.builtin, position: row.position, config };
}

/** Every tutor, built-in first then the user's in the order they were added (the matrix's rows). */
export function listTutors({ db }: { db: Db }): TutorRecord[] {
  return db.select().from(tutors).orderBy(asc(tutors.position)).all().map(record);
}

export function getTutor({ db, id }: { db: Db; id: string }): TutorRecord | null {
  const row = db.select().from(tutors).where(eq(tutors.id, id)).get();
  return row ? record(row) : null;
}

export function requireTutor({ db, id }: { db: Db; id: string }): TutorRecord {
  const t = getTutor({ db, id });
  if (!t) throw new NotFoundError(`tutor desconocido: ${id} (veraz tutors list los muestra)`);
  return t;
}

/**
 * Adds a user tutor and its nine conditions (three groundings × three
 * policies) with their default simulation profiles; its prices, when given,
 * go to the price table under its model. Validated with zod; an existing id
 * is refused.
 */
export function addTutor({ db, input }: { db: Db; input: unknown }): TutorRecord {
  const t: UserTutorInput = userTutorInputSchema.parse(input);
  return db.transaction((tx) => {
    const txDb = tx as unknown as Db;
    if (getTutor({ db: txDb, id: t.id })) throw new Error(`ya existe un tutor con el id ${t.id}`);
    const position = (tx.select({ m: sql<number>`coalesce(max(${tutors.position}), -1)` }).from(tutors).get()?.m ?? -1) + 1;
    tx.insert(tutors)
      .values({ id: t.id, label: t.label ?? t.id, kind: t.kind, modelId: t.model ?? null, position, builtin: false, config: JSON.stringify(configOf(t)) })
      .run();
    let cPos = (tx.select({ m: sql<number>`coalesce(max(${conditions.position}), -1)` }).from(conditions).get()?.m ?? -1) + 1;
    for (const grounding of GROUNDINGS) {
      for (const policy of POLICIES) {
        tx.insert(conditions).values({ id: conditionId(t.id, grounding, policy), tutorId: t.id, grounding, policy, seedName: null, position: cPos++ }).run();
      }
    }
    ensureProfiles({ db: txDb });
    if (t.priceInput !== undefined && t.priceOutput !== undefined && t.model) setPrice({ db: txDb, model: t.model, price: { input: t.priceInput, output: t.priceOutput } });
    return requireTutor({ db: txDb, id: t.id });
  });
}

/** Runs of a tutor's conditions (any bank, any mode). */
export function tutorRunCount({ db, id }: { db: Db; id: string }): number {
  const ids = db.select({ id: conditions.id }).from(conditions).where(eq(conditions.tutorId, id)).all().map((c) => c.id);
  if (!ids.length) return 0;
  return db.select({ n: sql<number>`count(*)` }).from(runs).where(inArray(runs.conditionId, ids)).get()?.n ?? 0;
}

/**
 * Removes a user tutor and its conditions. The built-in six stay; a tutor
 * with runs stays too (its fichas are evidence other analyses may cite), and
 * the refusal says how many.
 */
export function removeTutor({ db, id }: { db: Db; id: string }): void {
  const t = requireTutor({ db, id });
  if (t.builtin) throw new Error(`${id} es uno de los tutores incorporados y no se puede quitar`);
  const n = tutorRunCount({ db, id });
  if (n > 0) throw new Error(`el tutor ${id} tiene ${n} ejecuciones: sus fichas son evidencia de los análisis y no se borran`);
  db.transaction((tx) => {
    const ids = tx.select({ id: conditions.id }).from(conditions).where(eq(conditions.tutorId, id)).all().map((c) => c.id);
    if (ids.length) tx.run(sql`DELETE FROM simulation_profiles WHERE condition_id IN (${sql.join(ids.map((c) => sql`${c}`), sql`, `)})`);
    tx.delete(conditions).where(eq(conditions.tutorId, id)).run();
    tx.delete(tutors).where(eq(tutors.id, id)).run();
  });
}

/** Changes the model id of a Claude tutor (built-in or the user's); a model the API rejects shows its message on the cell. */
export function setTutorModel({ db, id, model }: { db: Db; id: string; model: string }): TutorRecord {
  const t = requireTutor({ db, id });
  if (t.kind !== "anthropic") throw new Error(`solo los tutores de Claude (anthropic) cambian de modelo aquí; ${id} es ${t.kind}`);
  const m = model.trim();
  if (!/^[A-Za-z0-9][A-Za-z0-9._:@/-]{0,199}$/.test(m)) throw new Error(`id de modelo no válido: «${model}»`);
  db.update(tutors).set({ modelId: m }).where(eq(tutors.id, id)).run();
  return requireTutor({ db, id });
}
