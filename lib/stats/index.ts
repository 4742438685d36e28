/** veraz statistics: pure functions, one concept per file. */
export * from "./errors";
export * from "./normalQuantile";
export * from "./wilson";
export * from "./format";
export * from "./calibration";
export * from "./coverage";
export * from "./random";
export * from "./percentile";
export * from "./bootstrap";
export * from "./permutation";
export * from "./holm";
export * from "./sampleSize";
export * from "./agreement";
export * from "./mcnemar";
export * from "./spread";
export * from "./betaCdf";
export * from "./correlation";
