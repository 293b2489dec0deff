// Moving a workspace between shards (issue 38): held writes, a verified copy, the flip, the clean-up,
// resumption and a copy that a concurrent write made stale.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { shardDb } from "../../src/platform/shards";
import { forgetDirectoryCache } from "../../src/services/admin/directory";
import { SETTLE_MS, stepMove } from "../../src/services/admin/moves/step";
import { admin, expectEnvelopeError } from "../helpers/http";
import { shardOf } from "../helpers/shards";
import { api, environment, project, put, reveal, tenant } from "../secrets/helpers";

const count = async (shard: number, ws: string) =>
	(await shardDb(env, "DB_SECRETS", shard)
		.prepare(
			"SELECT (SELECT COUNT(*) FROM projects WHERE workspace_id = ?1) + (SELECT COUNT(*) FROM secret_versions WHERE workspace_id = ?1) + (SELECT COUNT(*) FROM audit_log WHERE workspace_id = ?1) AS n",
		)
		.bind(ws)
		.first<{ n: number }>())!.n;

/** Steps a move to its end with a clock that skips the settling waits; answers the last view and the phases seen. */
async function drive(moveId: string, between?: (phase: string) => Promise<void>) {
	let now = Date.now();
	const phases: string[] = [];
	for (let i = 0; i < 100; i++) {
		const { move, retryAfterMs } = await stepMove(env, moveId, now);
		phases.push(move.phase);
		if (move.phase === "done" || move.phase === "failed") return { move, phases };
		await between?.(move.phase);
		now += retryAfterMs + 1;
	}
	throw new Error("the move did not end in 100 steps");
}

async function seeded() {
	const t = await tenant();
	const p = await project(t);
	const e = await environment(t, p.id);
	const s = await put(t, e.id, "API_TOKEN", "tok-1");
	for (let i = 0; i < 12; i++) await put(t, e.id, `K${i}`, `v${i}`);
	return { t, p, e, s };
}

describe("moving a workspace's secrets to the other shard", () => {
	it("holds its writes (503 WORKSPACE_MOVING, reads go on), copies, verifies, flips and cleans; data intact after", async () => {
		const { t, e, s } = await seeded();
		const from = await shardOf("DB_SECRETS", t.ws);
		const before = await count(from, t.ws);
		const started = await admin("POST", `/v1/workspaces/${t.ws}/moves`, { service: "secrets", toShard: 1 - from });
		expect(started.status).toBe(201);
		expect(started.body.data).toMatchObject({ phase: "holding", fromShard: from, toShard: 1 - from, db: "DB_SECRETS" });
		const write = await api("PUT", `/environments/${e.id}/secrets`, t.key, { key: "HELD", value: "x" });
		expectEnvelopeError(write, 503, "WORKSPACE_MOVING");
		expect(write.headers.get("retry-after")).toBe("10");
		// Reads go on (a reveal writes its audit entry, so it waits too).
		expect((await api("GET", "/projects", t.key)).status).toBe(200);
		expectEnvelopeError(await reveal(t, s.id), 503, "WORKSPACE_MOVING");
		// A second move of the same data while this one runs is refused; so is a move to where it is.
		expect(
			(await admin("POST", `/v1/workspaces/${t.ws}/moves`, { service: "secrets", toShard: 1 - from })).status,
		).toBe(409);
		const step = await admin("POST", `/v1/moves/${started.body.data.id}/step`);
		expect(step.body.data.phase).toBe("holding");
		expect(step.body.data.retryAfterMs).toBeGreaterThan(0);
		expect(step.body.data.retryAfterMs).toBeLessThanOrEqual(SETTLE_MS);

		const { move, phases } = await drive(started.body.data.id);
		expect(move.phase).toBe("done");
		expect(phases).toEqual(expect.arrayContaining(["copying", "verifying", "cleaning", "done"]));
		expect(await shardOf("DB_SECRETS", t.ws)).toBe(1 - from);
		expect(await count(1 - from, t.ws)).toBe(before);
		expect(await count(from, t.ws)).toBe(0);
		forgetDirectoryCache();
		expect((await reveal(t, s.id)).body.data.value).toBe("tok-1");
		expect((await api("PUT", `/environments/${e.id}/secrets`, t.key, { key: "AFTER", value: "y" })).status).toBe(201);
		const where = (await admin("GET", `/v1/workspaces/${t.ws}/shards`)).body.data;
		expect(where.DB_SECRETS).toMatchObject({ shard: 1 - from, held: false, spread: true });
		expect(where.DB_SECRETS.rows[from]).toBe(0);
		expect(where.DB_SECRETS.rows[1 - from]).toBeGreaterThan(0);
		const listed = await admin("GET", `/v1/workspaces/${t.ws}/moves`);
		expect(listed.body.data[0]).toMatchObject({ id: move.id, phase: "done" });
		expect(
			(await admin("POST", `/v1/workspaces/${t.ws}/moves`, { service: "secrets", toShard: 1 - from })).status,
		).toBe(409);
	});

	it("a row written on the source during the copy is caught by the checksum and copied again", async () => {
		const { t } = await seeded();
		const from = await shardOf("DB_SECRETS", t.ws);
		const started = await admin("POST", `/v1/workspaces/${t.ws}/moves`, { service: "secrets", toShard: 1 - from });
		let wrote = false;
		const { move } = await drive(started.body.data.id, async (phase) => {
			if (phase !== "verifying" || wrote) return;
			wrote = true;
			// What a per-shard tick could do meanwhile: it writes the source, not knowing of the hold.
			await shardDb(env, "DB_SECRETS", from)
				.prepare("UPDATE projects SET name = 'renamed by a tick' WHERE workspace_id = ?")
				.bind(t.ws)
				.run();
		});
		expect(move.phase).toBe("done");
		expect(move.attempts).toBe(2);
		const name = await shardDb(env, "DB_SECRETS", 1 - from)
			.prepare("SELECT name FROM projects WHERE workspace_id = ?")
			.bind(t.ws)
			.first<{ name: string }>();
		expect(name?.name).toBe("renamed by a tick");
	});

	it("resumes after a crash: rows an interrupted attempt left on the target are cleared, not doubled", async () => {
		const { t } = await seeded();
		const from = await shardOf("DB_SECRETS", t.ws);
		// Half a copy from an earlier attempt that died: a stale project row already on the target.
		await shardDb(env, "DB_SECRETS", 1 - from)
			.prepare(
				"INSERT INTO projects (id, workspace_id, name, slug, wrapped_key, created_at, created_by) VALUES ('proj_stale', ?, 'Stale', 'stale', 'x', 0, 'x')",
			)
			.bind(t.ws)
			.run();
		const before = await count(from, t.ws);
		const started = await admin("POST", `/v1/workspaces/${t.ws}/moves`, { service: "secrets", toShard: 1 - from });
		const { move } = await drive(started.body.data.id);
		expect(move.phase).toBe("done");
		expect(await count(1 - from, t.ws)).toBe(before);
	});

	it("refuses what it cannot do: unknown workspace 404, shard out of range 400, bad body 400, unknown move 404", async () => {
		const t = await tenant();
		expect((await admin("POST", "/v1/workspaces/acc_nope/moves", { service: "secrets", toShard: 1 })).status).toBe(404);
		expectEnvelopeError(
			await admin("POST", `/v1/workspaces/${t.ws}/moves`, { service: "secrets", toShard: 9 }),
			400,
			"validation_error",
		);
		expectEnvelopeError(
			await admin("POST", `/v1/workspaces/${t.ws}/moves`, { service: "nope", toShard: 1 }),
			400,
			"validation_error",
		);
		expect((await admin("POST", "/v1/moves/mv_nope/step")).status).toBe(404);
		expect((await admin("GET", "/v1/moves/mv_nope")).status).toBe(404);
	});
});
