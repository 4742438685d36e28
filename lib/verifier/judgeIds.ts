/** The judge id of the seed's replayed verdicts ("veredictos de la semilla (réplica)"). */
export const SEED_REPLAY_JUDGE = "semilla-replica";
