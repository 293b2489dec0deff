import type { Env } from "../../../env";
import { bearerKeyStore } from "../../../platform/bearer-key-store";
import { keyPlacement } from "../../admin/public";
import { apiKeys } from "../schema";

/** CI's API keys: the platform's bearer-key queries over DB_CI. */
export const keys = bearerKeyStore((env) => env.DB_CI, apiKeys, undefined, keyPlacement("ci.key"));

export const pingDb = (env: Env) => env.DB_CI.prepare("SELECT 1").first();
