import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { type BetterSQLite3Database, drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "./schema";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** Project root: where package.json and drizzle/ live (the working directory of every entry point). */
export function projectRoot(): string {
  return process.env.VERAZ_ROOT ?? process.cwd();
}

/** The SQLite file: VERAZ_DB_PATH, or data/veraz.db under the project root (git-ignored). */
export function databasePath(): string {
  return process.env.VERAZ_DB_PATH ?? path.join(/*turbopackIgnore: true*/ projectRoot(), "data", "veraz.db");
}

function configure(sqlite: Database.Database): void {
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
}

/** Opens (creating if needed) a database file and applies every migration in drizzle/. */
export function openDatabase(file: string): Db {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  configure(sqlite);
  const db = drizzle({ client: sqlite, schema }) as Db;
  // SQLite's procedure for migrations that rebuild a table: foreign keys off while they run
  // (the pragma is a no-op inside their transaction), then every reference checked.
  sqlite.pragma("foreign_keys = OFF");
  const applied = () => {
    const t = sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get();
    return t ? (sqlite.prepare("SELECT count(*) AS n FROM __drizzle_migrations").get() as { n: number }).n : 0;
  };
  const before = applied();
  migrate(db, { migrationsFolder: path.join(/*turbopackIgnore: true*/ projectRoot(), "drizzle") });
  // Checked only when something was migrated (a full check reads every table: seconds on a big database).
  if (applied() !== before) {
    const broken = sqlite.pragma("foreign_key_check") as unknown[];
    if (broken.length > 0) throw new Error(`la base de datos tiene referencias rotas tras migrar: ${JSON.stringify(broken.slice(0, 5))}`);
  }
  sqlite.pragma("foreign_keys = ON");
  return db;
}

/** Closes a database opened with openDatabase. */
export function closeDatabase(db: Db): void {
  db.$client.close();
}

/** A fresh, migrated in-memory database for tests. */
export function createTestDb(): Db {
  return openDatabase(":memory:");
}

const globalForDb = globalThis as unknown as { __verazDb?: Db; __verazDbPath?: string };

/** The process-wide database (one instance, survives Next's hot reload). */
export function getDb(): Db {
  const file = databasePath();
  if (!globalForDb.__verazDb || globalForDb.__verazDbPath !== file) {
    globalForDb.__verazDb = openDatabase(file);
    globalForDb.__verazDbPath = file;
  }
  return globalForDb.__verazDb;
}

/** Closes the process-wide database (workers on SIGTERM, tests). */
export function closeDb(): void {
  globalForDb.__verazDb?.$client.close();
  globalForDb.__verazDb = undefined;
  globalForDb.__verazDbPath = undefined;
}
