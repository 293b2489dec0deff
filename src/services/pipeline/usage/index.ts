// Compute minutes: the face the status engine (minutes on finish) and the runner queue (exhausted
// workspaces) use.
export { billedMinutes, periodStart } from "./domain";
export { addMinutesIf } from "./store";
export { exhaustedAccounts, usageOf } from "./usage";
