import { describe, expect, it } from "vitest";
import { newDataKey } from "../../../src/platform/crypto";
import {
	newProjectKey,
	openValue,
	SecretsCryptoError,
	sealValue,
	unwrapProjectKey,
	valueAad,
} from "../../../src/services/secrets/projects/domain/envelope";

const MASTER = { MASTER_KEY: "11".repeat(32) };

describe("envelope encryption", () => {
	it("binds a value to its secret id and version", async () => {
		const key = newDataKey();
		const blob = await sealValue(key, "sec_A", 1, "hello");
		expect(await openValue(key, "sec_A", 1, blob)).toBe("hello");
		expect(valueAad("sec_A", 1)).toBe("sec_A:1");
		await expect(openValue(key, "sec_B", 1, blob)).rejects.toBeInstanceOf(SecretsCryptoError);
		await expect(openValue(key, "sec_A", 2, blob)).rejects.toBeInstanceOf(SecretsCryptoError);
		await expect(openValue(newDataKey(), "sec_A", 1, blob)).rejects.toMatchObject({
			status: 409,
			code: "decryption_failed",
		});
	});

	it("seals the same value differently every time (random IV)", async () => {
		const key = newDataKey();
		expect(await sealValue(key, "sec_A", 1, "same")).not.toBe(await sealValue(key, "sec_A", 1, "same"));
	});

	it("wraps a project key for that project only", async () => {
		const { raw, wrapped } = await newProjectKey(MASTER, "proj_A");
		expect(await unwrapProjectKey(MASTER, "proj_A", wrapped)).toEqual(raw);
		await expect(unwrapProjectKey(MASTER, "proj_B", wrapped)).rejects.toBeInstanceOf(SecretsCryptoError);
		await expect(unwrapProjectKey({ MASTER_KEY: "22".repeat(32) }, "proj_A", wrapped)).rejects.toBeInstanceOf(
			SecretsCryptoError,
		);
		expect(
			await unwrapProjectKey(
				{ MASTER_KEY: "22".repeat(32), MASTER_KEY_PREVIOUS: MASTER.MASTER_KEY },
				"proj_A",
				wrapped,
			),
		).toEqual(raw);
	});
});
