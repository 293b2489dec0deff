import type { Env } from "../../../../env";
import {
	blobKeyId,
	DecryptError,
	keyId,
	masterKeyBytes,
	newDataKey,
	openText,
	seal,
	unwrapKey,
	wrapKey,
} from "../../../../platform/crypto";
import { ApiError } from "../../../../platform/errors";

// Envelope encryption (REFERENCE "Secrets"): MASTER_KEY wraps one AES-256 data key per project;
// the project key seals every value with AES-256-GCM (blob = v1.<kid>.<iv>.<ciphertext||tag>),
// bound to "<secretId>:<version>" as associated data so a blob moved to another row, version or
// project fails authentication instead of revealing the wrong value.

type KeyEnv = Pick<Env, "MASTER_KEY" | "MASTER_KEY_PREVIOUS">;

export const projectKeyScope = (projectId: string) => `secrets:${projectId}`;
export const valueAad = (secretId: string, version: number) => `${secretId}:${version}`;

/** Answer for stored data that fails its integrity check: 409, never a 500 and never a wrong value. */
export const DECRYPTION_FAILED = "decryption_failed";

export class SecretsCryptoError extends ApiError {
	constructor(
		message: string,
		readonly reason: string,
	) {
		super(409, DECRYPTION_FAILED, message);
	}
}

export async function newProjectKey(env: KeyEnv, projectId: string): Promise<{ raw: Uint8Array; wrapped: string }> {
	const raw = newDataKey();
	return { raw, wrapped: await wrapKey(env, raw, projectKeyScope(projectId)) };
}

export async function unwrapProjectKey(env: KeyEnv, projectId: string, wrapped: string): Promise<Uint8Array> {
	try {
		return await unwrapKey(env, wrapped, projectKeyScope(projectId));
	} catch (err) {
		if (!(err instanceof DecryptError)) throw err;
		throw new SecretsCryptoError(
			"The project's encryption key cannot be opened with the configured master key(s). An operator must restore MASTER_KEY (or MASTER_KEY_PREVIOUS during a rotation); nothing was read or written.",
			`project key: ${err.message}`,
		);
	}
}

export const sealValue = (projectKey: Uint8Array, secretId: string, version: number, value: string) =>
	seal(projectKey, value, valueAad(secretId, version));

export async function openValue(
	projectKey: Uint8Array,
	secretId: string,
	version: number,
	blob: string,
): Promise<string> {
	try {
		return await openText([projectKey], blob, valueAad(secretId, version));
	} catch (err) {
		if (!(err instanceof DecryptError)) throw err;
		throw new SecretsCryptoError(
			`Version ${version} of this secret failed its integrity check (the stored ciphertext was altered or does not belong to this secret); no value is returned. Write a new version to replace it.`,
			`value: ${err.message}`,
		);
	}
}

/** Key id of the current master key: project keys wrapped under any other id need a re-wrap. */
export const currentMasterKeyId = (env: KeyEnv) => keyId(masterKeyBytes(env.MASTER_KEY));

export const wrappedUnder = (wrapped: string) => blobKeyId(wrapped);
