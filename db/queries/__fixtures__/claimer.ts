/** Test helper process: claims and finishes jobs until none is left, printing the ids it won. */
import { openDatabase } from "@/db/client";
import { claimJob, finishJob } from "@/db/queries/jobs";

const db = openDatabase(process.argv[2]!);
const owner = `claimer-${process.pid}`;
const won: number[] = [];
// Start barrier: both processes begin claiming at the same instant.
const startAt = Number(process.argv[3] ?? 0);
while (Date.now() < startAt) {
  /* spin */
}
for (;;) {
  const job = claimJob({ db, owner, leaseMs: 60_000 });
  if (!job) break;
  won.push(job.id);
  // Work outside the write lock, as a real worker does (1 ms).
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
  finishJob({ db, jobId: job.id, owner, status: "done" });
}
process.stdout.write(JSON.stringify(won));
