/**
 * The database schema, one file per concept; drizzle-kit generates the migrations from these files
 * (drizzle.config.ts). Everything is re-exported here: import from "@/db/schema".
 */
export * from "./dataset";
export * from "./runs";
export * from "./fichas";
export * from "./calls";
export * from "./bias";

export type * from "./types";
