/**
 * `npm start`: prepares the embedded defaults (SQLite file with migrations and
 * the seed's dataset), builds the web app if needed, then runs the Next server
 * on 127.0.0.1 and the worker processes side by side, restarting a worker if
 * it dies. Ctrl-C / SIGTERM stops both cleanly.
 *
 * Options: --port N (default 3000 or PORT), --rebuild. Environment:
 * VERAZ_DB_PATH, ANTHROPIC_API_KEY (read by the worker only), VERAZ_WORKERS
 * (worker processes, default one per core up to 2), VERAZ_* tuning.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { randomBytes } from "node:crypto";
import { isLoopback } from "@/lib/access";
import { closeDb, databasePath, getDb } from "@/db/client";
import { ensureDefaults } from "@/db/queries/dataset";
import { releaseJobsOfDeadWorker } from "@/db/queries/jobs";
import { workerCount } from "@/workers/count";

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { port: { type: "string" }, rebuild: { type: "boolean" }, host: { type: "string" } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const host = values.host ?? "127.0.0.1";
const root = process.cwd();
// Beyond loopback every request needs a token (VERAZ_TOKEN, or one made now): only the web server gets it, never the
// worker, the database or the browser's scripts.
const token = isLoopback(host) ? null : (process.env.VERAZ_TOKEN || randomBytes(24).toString("base64url"));
const { VERAZ_TOKEN: _given, ...inherited } = process.env;
const env = { ...inherited, NEXT_TELEMETRY_DISABLED: "1", VERAZ_DB_PATH: databasePath(), VERAZ_ROOT: root };

function log(m: string) {
  process.stdout.write(`[veraz] ${m}\n`);
}

// 1. Database: migrations + defaults, before any process opens it.
ensureDefaults({ db: getDb() });
closeDb();
log(`base de datos: ${databasePath()}`);

// 2. Build when there is no build, the sources are newer than it, or on --rebuild.
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".") || entry.name.endsWith(".test.ts")) continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}
const buildId = path.join(root, ".next", "BUILD_ID");
const stale =
  !fs.existsSync(buildId) ||
  ["app", "components", "lib", "db", "drizzle", "public"].some(
    (d) => fs.existsSync(path.join(root, d)) && newestSource(path.join(root, d)) > fs.statSync(buildId).mtimeMs,
  );
if (values.rebuild || stale) {
  log("compilando la aplicación web (next build)…");
  const b = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], { stdio: "inherit", env });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

// 3. Server and worker.
const children = new Set<ChildProcess>();
let stopping = false;

function startServer(): ChildProcess {
  const c = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "start", "-H", host, "-p", String(port)], {
    stdio: ["ignore", "inherit", "inherit"],
    env: token ? { ...env, VERAZ_ACCESS_TOKEN: token } : env,
  });
  children.add(c);
  c.on("exit", (code) => {
    children.delete(c);
    if (!stopping) {
      log(`el servidor terminó (código ${code}); deteniendo`);
      shutdown(1);
    }
  });
  return c;
}

function startWorker(): void {
  // One process (node --import tsx): signals reach the worker itself.
  const c = spawn(process.execPath, ["--import", "tsx", path.join(root, "workers/main.ts")], {
    stdio: ["ignore", "inherit", "inherit"],
    env,
  });
  children.add(c);
  c.on("exit", (code, signal) => {
    children.delete(c);
    if (!stopping) {
      // Its jobs go back to the queue now (not when their leases expire), and their runs say a worker was lost.
      let released = 0;
      try {
        released = releaseJobsOfDeadWorker({ db: getDb(), pid: c.pid! });
      } catch (e) {
        log(`no se pudieron liberar los trabajos del worker: ${(e as Error).message}`);
      }
      log(`el worker terminó (${signal ?? code}); ${released} trabajo(s) devueltos a la cola; reiniciándolo en 1 s`);
      setTimeout(startWorker, 1000);
    }
  });
}

function shutdown(code = 0): void {
  if (stopping) return;
  stopping = true;
  for (const c of children) c.kill("SIGTERM");
  const deadline = setTimeout(() => {
    for (const c of children) c.kill("SIGKILL");
    process.exit(code);
  }, 10_000);
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      clearTimeout(deadline);
      process.exit(code);
    }
  }, 100);
}

process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

startServer();
const workers = workerCount();
for (let i = 0; i < workers; i++) startWorker();
log(`${workers} worker(s)`);
// The one line that shows the token (it is never logged again): open this URL once; a cookie keeps you in.
log(token ? `veraz en http://${host}:${port}/?token=${token}  (fuera de loopback: hace falta el token; compártalo solo con quien deba entrar)` : `veraz en http://${host}:${port}`);
