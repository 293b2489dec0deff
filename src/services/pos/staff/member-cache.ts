// A key bound to a staff member acts with the member's current role and outlets, so the guard needs the
// member on every request with such a key. Reading it from D1 each time cost a receipt read about a
// quarter of its throughput (the POS bench, issue 43), so each isolate keeps the member it read for
// at most 5 s, refreshed in the background after 1 s under traffic: a demotion, an outlet change or a
// removal made elsewhere applies within 5 s (about a second under traffic), and at once in the
// isolate that made it (write-staff.ts forgets the entry). Approvals and till sign-ins still read the
// member from D1 each time: a PIN proof and a sign-out must not wait.
import type { Env } from "../../../env";
import { isolateCache } from "../../../platform/isolate-cache";
import { backgroundEnv } from "../../../platform/roundtrips";
import type { PosScope } from "../context";
import { type StaffRow, staffById } from "./store";

export const MEMBER_TTL_MS = 5_000;
const members = isolateCache<StaffRow | null>(MEMBER_TTL_MS, 10_000, { refreshAfterMs: 1_000 });
const keyOf = (s: PosScope, id: string) => `${s.workspaceId}:${id}`;

/** The staff member a bound key acts for (null once removed), at most 5 s stale. */
export const cachedMember = (env: Env, s: PosScope, id: string) =>
	members.get(
		keyOf(s, id),
		() => staffById(env, s, id),
		() => staffById(backgroundEnv(env), s, id),
	);

/** A change this isolate made to the member: its next request reads it again. */
export const forgetMember = (s: PosScope, id: string) => members.forget(keyOf(s, id));
