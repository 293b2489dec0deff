import { z } from "@hono/zod-openapi";
import { KEY_PATTERN, MAX_KEY_LENGTH, MAX_VALUE_BYTES, utf8Length } from "./domain/names";

export const SecretListEntry = z
	.object({ id: z.string(), key: z.string(), currentVersion: z.number().int(), createdAt: z.string() })
	.openapi("SecretListEntry");
export const SecretWrite = z
	.object({ id: z.string(), key: z.string(), version: z.number().int() })
	.openapi("SecretWrite");
export const Reveal = z
	.object({ key: z.string(), version: z.number().int(), value: z.string() })
	.openapi("SecretReveal");

export const EnvParam = z.object({
	envId: z
		.string()
		.min(1)
		.openapi({ param: { name: "envId", in: "path" }, example: "env_01J..." }),
});
export const SecretParam = z.object({
	secretId: z
		.string()
		.min(1)
		.openapi({ param: { name: "secretId", in: "path" }, example: "sec_01J..." }),
});

export const WriteBody = z.strictObject({
	key: z
		.string()
		.min(1)
		.max(MAX_KEY_LENGTH)
		.regex(
			KEY_PATTERN,
			"must be an environment-variable name: a letter or underscore, then letters, digits or underscores",
		),
	// The message never echoes the value.
	value: z
		.string()
		.refine((v) => utf8Length(v) <= MAX_VALUE_BYTES, `must be at most ${MAX_VALUE_BYTES} bytes (64 KiB) as UTF-8`),
});
