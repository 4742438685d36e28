/** Runs one statistics benchmark in this (fresh) process and prints its median seconds as JSON. */
import { statsTimings } from "./stats";

const [name, repeats] = process.argv.slice(2);
process.stdout.write(JSON.stringify(statsTimings(Number(repeats ?? 15), name)));
