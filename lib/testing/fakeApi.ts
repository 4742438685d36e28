/**
 * Test kit: the local API stand-in (Messages API, message batches and the OpenAI-compatible route) started once
 * for a test file, with the environment the worker reads pointed at it, reset before each test and restored after.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { openDatabase } from "@/db/client";
import { ensureDefaults } from "@/db/queries/dataset";
import { startFakeAnthropic } from "@/e2e/fixtures/fakeAnthropic";

export type FakeApi = Awaited<ReturnType<typeof startFakeAnthropic>>;

/** Registers the hooks; `env` is set for the file's tests (ANTHROPIC_BASE_URL always points at the stand-in). */
export function useFakeApi(env: Record<string, string> = {}): { readonly api: FakeApi } {
  const holder = {} as { api: FakeApi };
  const saved = new Map<string, string | undefined>();
  beforeAll(async () => {
    holder.api = await startFakeAnthropic();
    for (const [k, v] of Object.entries({ ...env, ANTHROPIC_BASE_URL: holder.api.url })) {
      saved.set(k, process.env[k]);
      process.env[k] = v;
    }
  });
  afterAll(async () => {
    for (const [k, v] of saved) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    await holder.api.close();
  });
  beforeEach(async () => {
    await fetch(`${holder.api.url}/__reset`, { method: "POST" });
  });
  return holder;
}

/** A database in a file of its own (so a test can read its bytes), with the embedded defaults. */
export function fileDb(prefix: string) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), `veraz-${prefix}-`)), "t.db");
  const db = openDatabase(file);
  ensureDefaults({ db });
  return { db, file };
}
