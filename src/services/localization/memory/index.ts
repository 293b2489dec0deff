// What later features use of the memory: approvals (review) and approved PUTs (translations) put
// upsertMemoryStatements in their own batch, so the memory moves with the status or not at all.
export { normalise, similarity, sourceHash } from "./domain";
export { type MemoryInput, upsertMemory, upsertMemoryStatements } from "./store";
