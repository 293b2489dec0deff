// Event ids derived from the object they report, so every path that sees the same outcome (a
// checkout button, a provider callback, the renewal engine, a page reload) records the event once:
// the events table inserts OR IGNOREs by id.
import { sha256Hex } from "../../../platform/crypto";
import { ulid } from "../../../platform/ids";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A ULID-shaped event id fixed by (type, object): the time part is the object's creation time. */
export async function stableEventId(type: string, objectId: string, createdAt: number): Promise<string> {
	const h = await sha256Hex(`${type}:${objectId}`);
	let rand = "";
	for (let i = 0; i < 16; i++) rand += ALPHABET[Number.parseInt(h.slice(i * 2, i * 2 + 2), 16) % 32];
	return `evt_${ulid(createdAt).slice(0, 10)}${rand}`;
}
