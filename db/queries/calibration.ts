import { eq } from "drizzle-orm";
import type { EceStore } from "@/lib/results/calibration";
import type { Db } from "../client";
import { eceIntervals } from "../schema";

/** ECE intervals kept in the database by the hash of their inputs (see lib/results/calibration). */
export function eceStore({ db }: { db: Db }): EceStore {
  return {
    get: (key) => db.select({ low: eceIntervals.low, high: eceIntervals.high, resamples: eceIntervals.resamples, seed: eceIntervals.seed }).from(eceIntervals).where(eq(eceIntervals.key, key)).get() ?? null,
    put: (key, v) => {
      db.insert(eceIntervals).values({ key, ...v }).onConflictDoNothing().run();
    },
  };
}
