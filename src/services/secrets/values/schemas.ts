import { z } from "@hono/zod-openapi";
import { KEY_PATTERN, MAX_KEY_LENGTH, MAX_VALUE_BYTES, utf8Length } from "./domain/names";

const KEY = "The secret's name, an environment-variable name unique in its environment.";

export const SecretListEntry = z
	.object({
		id: z.string(),
		key: z.string().openapi({ description: KEY }),
		currentVersion: z
			.number()
			.int()
			.openapi({ description: "The newest version (1 for a new key; each write adds one, old versions stay)." }),
		createdAt: z.string(),
	})
	.openapi("SecretListEntry");
export const SecretWrite = z
	.object({
		id: z.string(),
		key: z.string().openapi({ description: KEY }),
		version: z.number().int().openapi({ description: "The version this write created (1 when the key is new)." }),
	})
	.openapi("SecretWrite");
export const Reveal = z
	.object({
		key: z.string().openapi({ description: KEY }),
		version: z
			.number()
			.int()
			.openapi({ description: "The version revealed: the current one unless ?version= named another." }),
		value: z.string().openapi({ description: "The decrypted value. Every reveal is written to the audit log." }),
	})
	.openapi("SecretReveal");

export const EnvParam = z.object({
	envId: z
		.string()
		.min(1)
		.openapi({ param: { name: "envId", in: "path" }, example: "env_01JB4X7A3KQ2M8W5N0T6V9R4HE" }),
});
export const SecretParam = z.object({
	secretId: z
		.string()
		.min(1)
		.openapi({ param: { name: "secretId", in: "path" }, example: "sec_01JB4X8C5PZ1N7V3Q6W2T9K0MF" }),
});

export const WriteBody = z.strictObject({
	key: z
		.string()
		.min(1)
		.max(MAX_KEY_LENGTH)
		.regex(
			KEY_PATTERN,
			"must be an environment-variable name: a letter or underscore, then letters, digits or underscores",
		)
		.openapi({
			description: `The secret's name: a letter or underscore, then letters, digits or underscores (at most ${MAX_KEY_LENGTH}). A new key starts at version 1; an existing one gets its next version.`,
			example: "DATABASE_URL",
		}),
	// The message never echoes the value.
	value: z
		.string()
		.refine((v) => utf8Length(v) <= MAX_VALUE_BYTES, `must be at most ${MAX_VALUE_BYTES} bytes (64 KiB) as UTF-8`)
		.openapi({
			description: "The value, at most 64 KiB as UTF-8. Stored encrypted; only an audited reveal returns it.",
		}),
});
