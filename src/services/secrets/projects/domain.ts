import { randomHex } from "../../../platform/ids";
import { slugify } from "../values/domain/names";

/** The slug is derived from the name; a name with nothing sluggable (another script) gets a random one. */
export const slugOf = (name: string, fallback: string) => slugify(name) ?? `${fallback}-${randomHex(3)}`;
