import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: ["./db/schema/dataset.ts", "./db/schema/runs.ts", "./db/schema/fichas.ts", "./db/schema/calls.ts", "./db/schema/bias.ts"],
  out: "./drizzle",
});
