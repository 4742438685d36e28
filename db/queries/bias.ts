import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { BiasDesign } from "@/lib/bias/design";
import { designHash } from "@/lib/bias/design";
import type { Db } from "../client";
import { type BiasCard, type BiasExperiment, biasCards, biasExperiments, jobs } from "../schema";
import { NotFoundError } from "./errors";

export interface NewCard {
  readonly template: number;
  readonly variant: string;
  readonly repetition: number;
  readonly note: string;
  readonly card: string;
  readonly plantedTone: number | null;
  readonly autoTone: number;
}

/** Creates an experiment with its frozen design (hash stored) and, when given, all its cards at once. */
export function createExperiment({
  db,
  name,
  design,
  generator,
  favoured = null,
  effect = null,
  noiseSd = null,
  seed,
  cards,
}: {
  db: Db;
  name: string;
  design: BiasDesign;
  generator: string;
  favoured?: string | null;
  effect?: number | null;
  noiseSd?: number | null;
  seed: number;
  cards?: readonly NewCard[];
}): BiasExperiment {
  return db.transaction(
    (tx) => {
      const e = tx
        .insert(biasExperiments)
        .values({ name, design: JSON.stringify(design), designHash: designHash(design), generator, favoured, effect, noiseSd, seed, status: cards ? "done" : "queued" })
        .returning()
        .get();
      for (const c of cards ?? []) tx.insert(biasCards).values({ experimentId: e.id, ...c }).run();
      return e;
    },
    { behavior: "immediate" },
  );
}

export function getExperiment({ db, id }: { db: Db; id: number }): BiasExperiment {
  const e = db.select().from(biasExperiments).where(eq(biasExperiments.id, id)).get();
  if (!e) throw new NotFoundError(`experimento desconocido: ${id}`);
  return e;
}

export function listExperiments({ db }: { db: Db }): BiasExperiment[] {
  return db.select().from(biasExperiments).orderBy(desc(biasExperiments.id)).all();
}

export function listCards({ db, experimentId }: { db: Db; experimentId: number }): BiasCard[] {
  return db.select().from(biasCards).where(eq(biasCards.experimentId, experimentId)).orderBy(asc(biasCards.template), asc(biasCards.variant), asc(biasCards.repetition)).all();
}

/** Stores a generated card (idempotent per cell: a resumed generation never writes twice). */
export function insertCard({ db, experimentId, card }: { db: Db; experimentId: number; card: NewCard }): boolean {
  return db.insert(biasCards).values({ experimentId, ...card }).onConflictDoNothing().run().changes === 1;
}

export function setExperimentStatus({ db, id, status, error = null }: { db: Db; id: number; status: BiasExperiment["status"]; error?: string | null }): void {
  db.update(biasExperiments).set({ status, error }).where(eq(biasExperiments.id, id)).run();
}

/** The next card without a human tone, in a fixed shuffled order across templates and variants. */
export function nextUnscoredCard({ db, experimentId }: { db: Db; experimentId: number }): BiasCard | undefined {
  return db
    .select()
    .from(biasCards)
    .where(and(eq(biasCards.experimentId, experimentId), isNull(biasCards.humanTone)))
    .orderBy(sql`(${biasCards.id} * 2654435761) % 4294967296`)
    .limit(1)
    .get();
}

export function scoreCard({ db, cardId, tone }: { db: Db; cardId: number; tone: number | null }): void {
  const r = db.update(biasCards).set({ humanTone: tone, humanAt: tone === null ? null : Date.now() }).where(eq(biasCards.id, cardId)).run();
  if (r.changes !== 1) throw new NotFoundError(`tarjeta desconocida: ${cardId}`);
}

/** The most recently scored card of an experiment (what "undo" takes back). */
export function lastScoredCard({ db, experimentId }: { db: Db; experimentId: number }): BiasCard | undefined {
  return db
    .select()
    .from(biasCards)
    .where(and(eq(biasCards.experimentId, experimentId), sql`${biasCards.humanTone} IS NOT NULL`))
    .orderBy(desc(biasCards.humanAt), desc(biasCards.id))
    .limit(1)
    .get();
}

/** Queues card generation by a tutor (the worker's "bias" job). */
export function enqueueBiasGeneration({ db, experimentId, engine = "auto" }: { db: Db; experimentId: number; engine?: "auto" | "batch" | "sync" }): number {
  return db
    .insert(jobs)
    .values({ type: "bias", payload: JSON.stringify({ experimentId, engine }), idempotencyKey: `bias:${experimentId}`, status: "queued" })
    .returning({ id: jobs.id })
    .get().id;
}
