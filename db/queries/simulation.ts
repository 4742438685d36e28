import { eq } from "drizzle-orm";
import type { Grounding, Policy, TutorId } from "@/lib/conditions/axes";
import { type SimulationProfile, defaultProfile, simulationProfileSchema } from "@/lib/simulation/profile";
import type { Db } from "../client";
import { conditions, simulationProfiles } from "../schema";
import { NotFoundError } from "./errors";

/** Inserts the documented default profile of every condition that has none. */
export function ensureProfiles({ db }: { db: Db }): void {
  for (const c of db.select().from(conditions).all()) {
    const profile = defaultProfile(c.tutorId as TutorId, c.grounding as Grounding, c.policy as Policy);
    db.insert(simulationProfiles).values({ conditionId: c.id, profile: JSON.stringify(profile) }).onConflictDoNothing().run();
  }
}

export function getProfile({ db, conditionId }: { db: Db; conditionId: string }): SimulationProfile {
  const row = db.select().from(simulationProfiles).where(eq(simulationProfiles.conditionId, conditionId)).get();
  if (!row) throw new NotFoundError(`sin perfil de simulación para ${conditionId}`);
  return simulationProfileSchema.parse(JSON.parse(row.profile));
}

/** Replaces a condition's profile after validating it (a bad profile is rejected whole). */
export function setProfile({ db, conditionId, profile }: { db: Db; conditionId: string; profile: unknown }): SimulationProfile {
  const parsed = simulationProfileSchema.parse(profile);
  const r = db
    .update(simulationProfiles)
    .set({ profile: JSON.stringify(parsed), updatedAt: Date.now() })
    .where(eq(simulationProfiles.conditionId, conditionId))
    .run();
  if (r.changes !== 1) throw new NotFoundError(`condición desconocida: ${conditionId}`);
  return parsed;
}

export function listProfiles({ db }: { db: Db }) {
  return db.select().from(simulationProfiles).all();
}
