import type { Db } from "@/db/client";

export function listFichasCount(db: Db): number {
  return (db.$client.prepare("select count(*) n from fichas").get() as { n: number }).n;
}
