import { bearerKeyTable } from "../../../platform/bearer-key-store";

// DB_CI core (issue 21): API keys, the platform's bearer-key table (only the SHA-256 of a key and
// its first 12 characters are kept).
export const apiKeys = bearerKeyTable();
