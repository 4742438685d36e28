/** Counterfactual bias experiments and their cards. */
import { now } from "./common";
import { integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** A counterfactual bias experiment: a frozen design and how its cards were generated. */
export const biasExperiments = sqliteTable("bias_experiments", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  /** The design as JSON (templates, variants, reference variant, repetitions). */
  design: text("design").notNull(),
  designHash: text("design_hash").notNull(),
  /** "seed" (the seed's toy tones), "simulated" (planted effect), or a tutor id. */
  generator: text("generator").notNull(),
  favoured: text("favoured"),
  effect: real("effect"),
  noiseSd: real("noise_sd"),
  seed: integer("seed").notNull(),
  status: text("status", { enum: ["queued", "running", "done", "failed"] }).notNull(),
  error: text("error"),
  createdAt: integer("created_at").notNull().default(now),
});

/** One generated card, with its planted, automatic and (blind) human tone. */
export const biasCards = sqliteTable(
  "bias_cards",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    experimentId: integer("experiment_id").notNull().references(() => biasExperiments.id),
    template: integer("template").notNull(),
    variant: text("variant").notNull(),
    repetition: integer("repetition").notNull(),
    note: text("note").notNull(),
    card: text("card").notNull(),
    plantedTone: integer("planted_tone"),
    autoTone: integer("auto_tone").notNull(),
    humanTone: integer("human_tone"),
    humanAt: integer("human_at"),
  },
  (t) => [uniqueIndex("bias_cards_cell").on(t.experimentId, t.template, t.variant, t.repetition)],
);
