/** How a run job's turn ended: finished, failed, cancelled, given back, its lease lost, or deferred until a batch's next poll. */
export type ExecuteOutcome = "done" | "failed" | "cancelled" | "released" | "lease-lost" | "deferred";
