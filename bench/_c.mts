import { openDatabase } from "@/db/client";
import { loadCalibrationView } from "@/lib/views/calibration";
const db = openDatabase(process.argv[2]!);
const seed = ["claude-haiku-5-5|none|may-abstain", "claude-haiku-5-5|retrieved|may-abstain", "claude-sonnet-5-5|retrieved|may-abstain"];
for (let i = 0; i < 6; i++) loadCalibrationView({ db, mode: "simulated", conditionIds: seed, bins: 5, target: 0.9 });
