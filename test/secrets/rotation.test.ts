import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { keyId, masterKeyBytes } from "../../src/platform/crypto";
import { shardDb } from "../../src/platform/shards";
import { type RewrapReport, rewrapProjectKeys } from "../../src/services/secrets/maintenance/rewrap";
import { SecretsCryptoError } from "../../src/services/secrets/projects/domain/envelope";
import { getEnvironment } from "../../src/services/secrets/projects/store";
import { openSecretVersion, writeSecret } from "../../src/services/secrets/values/store";
import { admin, call, expectEnvelopeError } from "../helpers/http";
import { dbOf, envOf, shardOf } from "../helpers/shards";
import { put, reveal, setup } from "./helpers";

const OLD = env.MASTER_KEY;
const NEW = "ab".repeat(32);
const rotating = { ...env, MASTER_KEY: NEW, MASTER_KEY_PREVIOUS: OLD };
const newOnly = { ...env, MASTER_KEY: NEW, MASTER_KEY_PREVIOUS: undefined };
const back = { ...env, MASTER_KEY: OLD, MASTER_KEY_PREVIOUS: NEW };

/** Drives the task to completion in small steps, like scripts/rotate-master-key.mjs does. */
async function rewrapAll(e: typeof env, workspaceId: string, dryRun = false) {
	const total = {
		scanned: 0,
		rewrapped: 0,
		alreadyCurrent: 0,
		pending: 0,
		failed: [] as RewrapReport["failed"],
		steps: 0,
	};
	let cursor: string | undefined;
	do {
		const r = await rewrapProjectKeys(e, { workspaceId, limit: 1, cursor, dryRun });
		for (const k of ["scanned", "rewrapped", "alreadyCurrent", "pending"] as const) total[k] += r[k];
		total.failed.push(...r.failed);
		total.steps++;
		cursor = r.nextCursor ?? undefined;
	} while (cursor);
	return total;
}

const versionsOf = async (ws: string, secretId: string) =>
	(
		await (
			await dbOf("DB_SECRETS", ws)
		)
			.prepare("SELECT version, ciphertext FROM secret_versions WHERE secret_id = ? ORDER BY version")
			.bind(secretId)
			.all()
	).results;
const wrappedOf = async (ws: string, projectId: string) =>
	(await (
		await dbOf("DB_SECRETS", ws)
	)
		.prepare("SELECT wrapped_key FROM projects WHERE id = ?")
		.bind(projectId)
		.first<{ wrapped_key: string }>())!.wrapped_key;

describe("MASTER_KEY rotation: re-wrap project keys, values untouched", () => {
	it("old versions reveal during the rotation (new + previous key), and with the new key alone after the re-wrap", async () => {
		const { t, p, e } = await setup();
		const p2 = (
			await call("POST", "/secrets/api/v1/projects", {
				body: { name: "Second" },
				headers: { Authorization: `Bearer ${t.key}` },
			})
		).body.data;
		const s = await put(t, e.id, "ROTATE_ME", "version-one");
		await put(t, e.id, "ROTATE_ME", "version-two");
		const before = await versionsOf(t.ws, s.id);

		// Mid-rotation: MASTER_KEY is new, the previous one still opens the old wrapping.
		expect((await openSecretVersion(await envOf(t.ws, rotating), t.ws, s.id, 1)).value).toBe("version-one");
		await expect(openSecretVersion(await envOf(t.ws, newOnly), t.ws, s.id, 1)).rejects.toBeInstanceOf(
			SecretsCryptoError,
		);

		const dry = await rewrapAll(rotating, t.ws, true);
		expect(dry).toMatchObject({ scanned: 2, pending: 2, rewrapped: 0, failed: [] });
		expect((await wrappedOf(t.ws, p.id)).split(".")[1]).toBe(await keyId(masterKeyBytes(OLD)));

		const run = await rewrapAll(rotating, t.ws);
		expect(run).toMatchObject({ scanned: 2, rewrapped: 2, alreadyCurrent: 0, failed: [], steps: 2 });
		for (const id of [p.id, p2.id])
			expect((await wrappedOf(t.ws, id)).split(".")[1]).toBe(await keyId(masterKeyBytes(NEW)));
		expect(await versionsOf(t.ws, s.id)).toEqual(before);

		// After the re-wrap the new key alone opens everything, old versions included, and writes work.
		expect((await openSecretVersion(await envOf(t.ws, newOnly), t.ws, s.id, 1)).value).toBe("version-one");
		expect((await openSecretVersion(await envOf(t.ws, newOnly), t.ws, s.id, 2)).value).toBe("version-two");
		const envRow = (await getEnvironment(await envOf(t.ws, newOnly), t.ws, e.id))!;
		const w = await writeSecret(await envOf(t.ws, newOnly), {
			environment: envRow,
			key: "ROTATE_ME",
			value: "version-three",
			actor: "test",
		});
		expect(w.version).toBe(3);
		expect((await openSecretVersion(await envOf(t.ws, newOnly), t.ws, s.id)).value).toBe("version-three");
		// ...and the old key alone no longer does (the HTTP worker still runs on OLD).
		expectEnvelopeError(await reveal(t, s.id, 1), 409, "DECRYPTION_FAILED");

		// Running again is a no-op.
		expect(await rewrapAll(rotating, t.ws)).toMatchObject({ rewrapped: 0, alreadyCurrent: 2 });

		// Rotate back so the worker (on OLD) serves this workspace again.
		expect(await rewrapAll(back, t.ws)).toMatchObject({ rewrapped: 2, failed: [] });
		for (const v of [1, 2, 3])
			expect((await reveal(t, s.id, v)).body.data.value).toBe(["version-one", "version-two", "version-three"][v - 1]);
	});

	it("a project wrapped under a key that is neither current nor previous is reported, not changed", async () => {
		const { t, p, e } = await setup();
		const s = await put(t, e.id, "K", "v");
		const stranger = { ...env, MASTER_KEY: "cd".repeat(32), MASTER_KEY_PREVIOUS: OLD };
		expect(await rewrapAll(stranger, t.ws)).toMatchObject({ rewrapped: 1 });
		const wrapped = await wrappedOf(t.ws, p.id);
		const report = await rewrapAll(rotating, t.ws);
		expect(report.rewrapped).toBe(0);
		expect(report.failed).toEqual([
			{ projectId: p.id, reason: expect.stringContaining("neither MASTER_KEY nor MASTER_KEY_PREVIOUS") },
		]);
		expect(await wrappedOf(t.ws, p.id)).toBe(wrapped);
		await rewrapAll({ ...env, MASTER_KEY: OLD, MASTER_KEY_PREVIOUS: "cd".repeat(32) }, t.ws);
		expect((await reveal(t, s.id)).body.data.value).toBe("v");
	});
});

describe("POST /admin/v1/maintenance/secrets/rewrap-project-keys", () => {
	it("needs the admin token, is listed, validates its input, and reports a step", async () => {
		const path = "/admin/v1/maintenance/secrets/rewrap-project-keys";
		expect((await call("POST", path, { body: {} })).status).toBe(401);
		const { t } = await setup();
		// A merchant credential is not an admin token.
		expect((await call("POST", path, { body: {}, headers: { Authorization: `Bearer ${t.key}` } })).status).toBe(401);
		const list = await admin("GET", "/v1/maintenance");
		expect(list.body.data).toContainEqual({
			service: "secrets",
			task: "rewrap-project-keys",
			summary: expect.stringContaining("MASTER_KEY"),
		});
		for (const [body, param] of [
			[{ limit: 0 }, "limit"],
			[{ limit: 501 }, "limit"],
			[{ dryRun: "yes" }, "dryRun"],
			[{ surprise: 1 }, "surprise"],
		] as const) {
			const res = await admin("POST", "/v1/maintenance/secrets/rewrap-project-keys", body);
			expectEnvelopeError(res, 400, "validation_error");
			expect(res.body.error.param).toBe(param);
		}
		expectEnvelopeError(await admin("POST", "/v1/maintenance/secrets/nope", {}), 404, "not_found");
		const res = await admin("POST", "/v1/maintenance/secrets/rewrap-project-keys", { workspaceId: t.ws });
		expect(res.status).toBe(200);
		expect(res.body.data).toMatchObject({
			masterKeyId: await keyId(masterKeyBytes(OLD)),
			scanned: 1,
			rewrapped: 0,
			alreadyCurrent: 1,
			failed: [],
			nextCursor: null,
		});
		// Whole-fleet dry run pages with a cursor.
		const dry = await admin("POST", "/v1/maintenance/secrets/rewrap-project-keys", { dryRun: true, limit: 1 });
		expect(dry.status).toBe(200);
		expect(dry.body.data.scanned).toBe(1);
		expect(dry.body.data.nextCursor).toMatch(/^[01]:(proj_\w+)?$/);
	});

	it("a whole-fleet run visits the projects of every shard, shard by shard (cursor <shard>:<project id>)", async () => {
		const a = await setup();
		let b = await setup();
		while ((await shardOf("DB_SECRETS", b.t.ws)) === (await shardOf("DB_SECRETS", a.t.ws))) b = await setup();
		const count = async (i: number) =>
			(await shardDb(env, "DB_SECRETS", i).prepare("SELECT COUNT(*) AS n FROM projects").first<{ n: number }>())!.n;
		const total = (await count(0)) + (await count(1));
		const shardsSeen = new Set<string>();
		let scanned = 0;
		let cursor: string | undefined;
		do {
			const r = (
				await admin("POST", "/v1/maintenance/secrets/rewrap-project-keys", { dryRun: true, limit: 500, cursor })
			).body.data;
			scanned += r.scanned;
			cursor = r.nextCursor ?? undefined;
			if (cursor) shardsSeen.add(cursor.split(":")[0]);
		} while (cursor);
		expect(shardsSeen.has("1")).toBe(true);
		expect(scanned).toBeGreaterThanOrEqual(total);
		const bad = await admin("POST", "/v1/maintenance/secrets/rewrap-project-keys", { cursor: "7:" });
		expectEnvelopeError(bad, 400, "validation_error");
		expect(bad.body.error.param).toBe("cursor");
	});
});
