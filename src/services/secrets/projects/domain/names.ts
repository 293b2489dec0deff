// Pure naming rules of projects and environments (issue 9 "Validation").
import { randomHex } from "../../../../platform/ids";
import { slugify as platformSlugify } from "../../../../platform/slug";

export const MAX_NAME_LENGTH = 100;
export const MAX_SLUG_LENGTH = 60;

/** Project and environment slugs: the platform rule, capped at 60 characters. */
export const slugify = (name: string) => platformSlugify(name, MAX_SLUG_LENGTH);

/** The slug is derived from the name; a name with nothing sluggable (another script) gets a random one. */
export const slugOf = (name: string, fallback: string) => slugify(name) ?? `${fallback}-${randomHex(3)}`;
