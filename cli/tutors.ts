import fs from "node:fs";
import { parseArgs } from "node:util";
import type { Db } from "@/db/client";
import { addTutor, listTutors, removeTutor, setTutorModel, tutorRunCount } from "@/db/queries/tutors";
import { reasonText } from "@/lib/i18n";
import { es } from "@/lib/i18n/es";
import type { TutorRecord } from "@/lib/tutors/definition";
import { apiKeyEnvOf, tutorAvailability } from "@/lib/tutors/registry";

/** A tutor as the CLI shows it: settings, the key's variable NAME and whether it is set — never its value. */
export function tutorSummary(db: Db, t: TutorRecord) {
  const a = tutorAvailability(t, "real");
  const keyEnv = apiKeyEnvOf(t);
  return {
    id: t.id,
    label: t.label,
    kind: t.kind,
    builtin: t.builtin,
    model: t.modelId,
    baseUrl: t.config.baseUrl ?? null,
    apiKeyEnv: keyEnv,
    apiKeySet: keyEnv ? Boolean(process.env[keyEnv]) : null,
    concurrency: t.config.concurrency ?? null,
    maxTokens: t.config.maxTokens ?? null,
    systemRag: t.config.systemRag ?? null,
    systemFree: t.config.systemFree ?? null,
    runs: tutorRunCount({ db, id: t.id }),
    available: a.available,
    reason: a.available ? null : reasonText(es, a.reason),
  };
}

const ADD_OPTIONS = {
  id: { type: "string" },
  label: { type: "string" },
  kind: { type: "string" },
  model: { type: "string" },
  "base-url": { type: "string" },
  "api-key-env": { type: "string" },
  concurrency: { type: "string" },
  "max-tokens": { type: "string" },
  "system-rag": { type: "string" },
  "system-free": { type: "string" },
  "price-input": { type: "string" },
  "price-output": { type: "string" },
  from: { type: "string" },
  json: { type: "boolean" },
} as const;

function readText(path: string, flag: string): string {
  if (!fs.existsSync(path)) throw new Error(`${flag}: no existe el archivo ${path}`);
  return fs.readFileSync(path, "utf8").trim();
}

/**
 * `veraz tutors list [--json]`, `veraz tutors add --id ID --kind … [--model …]
 * [--base-url URL] [--api-key-env VAR] [--concurrency N] [--system-rag FILE]
 * [--system-free FILE] [--price-input USD --price-output USD]` (or
 * `--from FILE.json` with the same fields), `veraz tutors remove ID`,
 * `veraz tutors model ID MODEL` (a Claude tutor's model id).
 */
export function tutorsCommand(db: Db, args: string[], print: (v: unknown, json: boolean) => void): number {
  const [sub, ...rest] = args;
  if (sub === "list") {
    const { values } = parseArgs({ args: rest, strict: true, options: { json: { type: "boolean" } } });
    const list = listTutors({ db }).map((t) => tutorSummary(db, t));
    if (values.json) print(list, true);
    else
      for (const t of list)
        print(`${t.available ? "✓" : "✗"} ${t.id.padEnd(22)} ${t.kind.padEnd(18)} ${t.model ?? ""}${t.baseUrl ? ` @ ${t.baseUrl}` : ""}${t.apiKeyEnv ? ` (clave: $${t.apiKeyEnv}${t.apiKeySet ? "" : ", no definida"})` : ""}${t.builtin ? "" : " · del usuario"}${t.reason ? `  — ${t.reason}` : ""}`, false);
    return 0;
  }
  if (sub === "add") {
    const { values: v } = parseArgs({ args: rest, strict: true, options: ADD_OPTIONS });
    let input: Record<string, unknown>;
    if (v.from) {
      try {
        input = JSON.parse(readText(v.from, "--from")) as Record<string, unknown>;
      } catch (e) {
        throw new Error(`--from: ${(e as Error).message}`);
      }
      // The flags' names work too ("base-url", "api_key_env"): the same fields either way.
      input = Object.fromEntries(Object.entries(input).map(([k, x]) => [k.replace(/[-_]([a-z])/g, (_, c: string) => c.toUpperCase()), x]));
    } else {
      input = {
        id: v.id,
        label: v.label,
        kind: v.kind,
        model: v.model,
        baseUrl: v["base-url"],
        apiKeyEnv: v["api-key-env"],
        concurrency: v.concurrency,
        maxTokens: v["max-tokens"],
        systemRag: v["system-rag"] ? readText(v["system-rag"], "--system-rag") : undefined,
        systemFree: v["system-free"] ? readText(v["system-free"], "--system-free") : undefined,
        priceInput: v["price-input"],
        priceOutput: v["price-output"],
      };
      for (const k of Object.keys(input)) if (input[k] === undefined) delete input[k];
    }
    const t = addTutor({ db, input });
    print(tutorSummary(db, t), true);
    return 0;
  }
  if (sub === "remove") {
    const [id] = rest;
    if (!id) throw new Error("use: veraz tutors remove ID");
    removeTutor({ db, id });
    print(`tutor quitado: ${id}`, false);
    return 0;
  }
  if (sub === "model") {
    const [id, model] = rest;
    if (!id || !model) throw new Error("use: veraz tutors model ID MODELO");
    print(tutorSummary(db, setTutorModel({ db, id, model })), true);
    return 0;
  }
  throw new Error(`use: veraz tutors list|add|remove|model (se recibió «${sub ?? ""}»)`);
}
