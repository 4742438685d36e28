import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createTestDb, openDatabase } from "../client";
import { jobs } from "../schema";
import { ensureDefaults } from "./dataset";
import { claimJob, finishJob, getJob, releaseJob, renewLease } from "./jobs";
import { cancelRun, enqueueRun, getRun } from "./runs";

const run = promisify(execFile);

function queued(db: ReturnType<typeof createTestDb>, n: number) {
  for (let i = 0; i < n; i++) {
    db.insert(jobs).values({ type: "run", payload: JSON.stringify({ runId: 1 }), idempotencyKey: `k${i}`, status: "queued" }).run();
  }
}

describe("queue", () => {
  it("claims the oldest queued job with a lease, once", () => {
    const db = createTestDb();
    queued(db, 2);
    const a = claimJob({ db, owner: "w1", leaseMs: 1000, now: 10_000 })!;
    expect(a.id).toBe(1);
    expect(a.status).toBe("running");
    expect(a.leaseOwner).toBe("w1");
    expect(a.leaseExpiresAt).toBe(11_000);
    expect(a.attempts).toBe(1);
    const b = claimJob({ db, owner: "w2", leaseMs: 1000, now: 10_001 })!;
    expect(b.id).toBe(2);
    expect(claimJob({ db, owner: "w3", leaseMs: 1000, now: 10_002 })).toBeNull();
  });

  it("re-claims a job whose lease expired (its worker died), not before", () => {
    const db = createTestDb();
    queued(db, 1);
    claimJob({ db, owner: "dead", leaseMs: 1000, now: 0 });
    expect(claimJob({ db, owner: "w2", leaseMs: 1000, now: 999 })).toBeNull();
    const again = claimJob({ db, owner: "w2", leaseMs: 1000, now: 1001 })!;
    expect(again.leaseOwner).toBe("w2");
    expect(again.attempts).toBe(2);
    // The dead worker lost its lease: it can neither renew nor finish.
    expect(renewLease({ db, jobId: again.id, owner: "dead", leaseMs: 1000 })).toBe(false);
    expect(finishJob({ db, jobId: again.id, owner: "dead", status: "done" })).toBe(false);
    expect(finishJob({ db, jobId: again.id, owner: "w2", status: "done" })).toBe(true);
    expect(getJob({ db, id: again.id })!.status).toBe("done");
  });

  it("fails a job that used up its retry budget instead of claiming it forever", () => {
    const db = createTestDb();
    queued(db, 1);
    for (let i = 0; i < 5; i++) expect(claimJob({ db, owner: `w${i}`, leaseMs: 10, now: i * 100 })).not.toBeNull();
    expect(claimJob({ db, owner: "w9", leaseMs: 10, now: 10_000 })).toBeNull();
    const j = getJob({ db, id: 1 })!;
    expect(j.status).toBe("failed");
    expect(j.error).toContain("5 de 5");
  });

  it("release returns a job to the queue without spending an attempt", () => {
    const db = createTestDb();
    queued(db, 1);
    claimJob({ db, owner: "w1", leaseMs: 1000 });
    expect(releaseJob({ db, jobId: 1, owner: "w1" })).toBe(true);
    const j = getJob({ db, id: 1 })!;
    expect([j.status, j.attempts, j.leaseOwner]).toEqual(["queued", 0, null]);
  });

  it("compare-and-swap: two worker processes on one file never win the same job", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "veraz-cas-"));
    const file = path.join(dir, "q.db");
    const db = openDatabase(file);
    queued(db, 2000);
    db.$client.close();
    const tsx = path.join(process.cwd(), "node_modules/tsx/dist/cli.mjs");
    const script = path.join(process.cwd(), "db/queries/__fixtures__/claimer.ts");
    const startAt = String(Date.now() + 2500);
    const [a, b] = await Promise.all([
      run(process.execPath, [tsx, script, file, startAt]),
      run(process.execPath, [tsx, script, file, startAt]),
    ]);
    const wonA: number[] = JSON.parse(a.stdout);
    const wonB: number[] = JSON.parse(b.stdout);
    const all = [...wonA, ...wonB].sort((x, y) => x - y);
    // Both really competed, and every job was won exactly once.
    expect(wonA.length).toBeGreaterThan(0);
    expect(wonB.length).toBeGreaterThan(0);
    expect(all).toEqual(Array.from({ length: 2000 }, (_, i) => i + 1));
    expect(new Set(all).size).toBe(2000);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("cancelling a run cancels its open job; a cancelled job is never claimed", () => {
    const db = createTestDb();
    ensureDefaults({ db });
    const { run: r, jobId } = enqueueRun({ db, conditionId: "reference|none|may-abstain", mode: "real" });
    expect(cancelRun({ db, runId: r.id }).status).toBe("cancelled");
    expect(getJob({ db, id: jobId! })!.status).toBe("cancelled");
    expect(claimJob({ db, owner: "w", leaseMs: 1000 })).toBeNull();
    expect(getRun({ db, id: r.id }).finishedAt).not.toBeNull();
  });
});
