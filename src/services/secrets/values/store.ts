import { and, desc, eq, lt, or } from "drizzle-orm";
import type { Env } from "../../../env";
import type { Cursor } from "../../../platform/cursor";
import { iso } from "../../../platform/encoding";
import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { type AuditEntry, auditRow, insertAudit } from "../audit/store";
import { openValue, sealValue, unwrapProjectKey } from "../projects/domain/envelope";
import type { EnvironmentRow } from "../projects/store";
import { projects, secrets, secretVersions } from "../schema";
import { db, isConstraintError } from "../store";

export type SecretRow = typeof secrets.$inferSelect;

/** The list view: never a value, not even a preview. */
export const secretListView = (s: SecretRow) => ({
	id: s.id,
	key: s.key,
	currentVersion: s.currentVersion,
	createdAt: iso(s.createdAt) as string,
});

export async function getSecret(env: Env, workspaceId: string, id: string) {
	return db(env)
		.select()
		.from(secrets)
		.where(and(eq(secrets.id, id), eq(secrets.workspaceId, workspaceId)))
		.get();
}

export async function listSecrets(
	env: Env,
	workspaceId: string,
	environmentId: string,
	limit: number,
	after: Cursor | null,
) {
	return db(env)
		.select()
		.from(secrets)
		.where(
			and(
				eq(secrets.workspaceId, workspaceId),
				eq(secrets.environmentId, environmentId),
				after
					? or(lt(secrets.createdAt, after.t), and(eq(secrets.createdAt, after.t), lt(secrets.id, after.id)))
					: undefined,
			),
		)
		.orderBy(desc(secrets.createdAt), desc(secrets.id))
		.limit(limit + 1)
		.all();
}

/** An audit insert (raw D1, for a batch) that only happens when the secret is still at `version` after the statements before it. */
function auditIfAt(env: Env, e: AuditEntry, secretId: string, version: number | null) {
	const r = auditRow(e);
	return env.DB_SECRETS.prepare(
		`INSERT INTO audit_log (id, workspace_id, action, actor_sub, target, metadata, created_at)
		 SELECT ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM secrets WHERE id = ? AND (? IS NULL OR current_version = ?))`,
	).bind(r.id, r.workspaceId, r.action, r.actorSub, r.target, r.metadata, r.createdAt, secretId, version, version);
}

const MAX_WRITE_ATTEMPTS = 12;
/** Jittered, growing pause after losing a race, so racers spread out instead of colliding again. */
const backoff = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 5 * (attempt + 1)));

/**
 * Creates the key at version 1 or mints the next version, with its audit entry, in one batch.
 * Concurrency is optimistic: (secret_id, version) is the primary key and the version bump is a
 * compare-and-set, so two racing writers get distinct versions and a write never lands on a
 * secret deleted meanwhile.
 */
export async function writeSecret(
	env: Env,
	args: { environment: EnvironmentRow; key: string; value: string; actor: string },
): Promise<{ id: string; key: string; version: number }> {
	const { environment, key, value, actor } = args;
	const d = db(env);
	const project = await d
		.select({ id: projects.id, wrappedKey: projects.wrappedKey })
		.from(projects)
		.where(eq(projects.id, environment.projectId))
		.get();
	if (!project) throw new ApiError(404, "not_found", "No such environment");
	const projectKey = await unwrapProjectKey(env, project.id, project.wrappedKey);
	const ws = environment.workspaceId;

	for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
		if (attempt > 0) await backoff(attempt);
		const now = Date.now();
		const existing = await d
			.select({ id: secrets.id, currentVersion: secrets.currentVersion })
			.from(secrets)
			.where(and(eq(secrets.environmentId, environment.id), eq(secrets.key, key)))
			.get();
		const id = existing?.id ?? newId("sec_", now);
		const version = (existing?.currentVersion ?? 0) + 1;
		const ciphertext = await sealValue(projectKey, id, version, value);
		const audit: AuditEntry = {
			workspaceId: ws,
			action: "secret.write",
			actorSub: actor,
			target: id,
			metadata: { key, version, projectId: environment.projectId, environmentId: environment.id },
			createdAt: now,
		};
		const versionRow = { secretId: id, version, workspaceId: ws, ciphertext, createdAt: now, createdBy: actor };
		try {
			if (!existing) {
				await d.batch([
					d.insert(secrets).values({
						id,
						workspaceId: ws,
						projectId: environment.projectId,
						environmentId: environment.id,
						key,
						currentVersion: 1,
						createdAt: now,
						updatedAt: now,
					}),
					d.insert(secretVersions).values(versionRow),
					insertAudit(d, audit),
				]);
				return { id, key, version };
			}
			const [bump] = await env.DB_SECRETS.batch([
				env.DB_SECRETS.prepare(
					"UPDATE secrets SET current_version = ?, updated_at = ? WHERE id = ? AND current_version = ?",
				).bind(version, now, id, version - 1),
				// Inserted only if the bump above (or a racing writer's, which then collides on the primary key) holds.
				env.DB_SECRETS.prepare(
					`INSERT INTO secret_versions (secret_id, version, workspace_id, ciphertext, created_at, created_by)
					 SELECT ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM secrets WHERE id = ? AND current_version = ?)`,
				).bind(id, version, ws, ciphertext, now, actor, id, version),
				auditIfAt(env, audit, id, version),
			]);
			if (bump.meta.changes === 1) return { id, key, version };
			// Deleted or moved on meanwhile: read again (a deleted key starts over at version 1).
		} catch (err) {
			if (!isConstraintError(err)) throw err;
		}
	}
	throw new ApiError(409, "conflict", `Too many concurrent writes to ${key}; retry the request`, "key");
}

/** Opens one version. The caller audits the reveal; nothing here logs or stores the value. */
export async function openSecretVersion(env: Env, workspaceId: string, secretId: string, version?: number) {
	const d = db(env);
	const secret = await getSecret(env, workspaceId, secretId);
	if (!secret) throw new ApiError(404, "not_found", "No such secret");
	const v = version ?? secret.currentVersion;
	const row = await d
		.select({ ciphertext: secretVersions.ciphertext })
		.from(secretVersions)
		.where(and(eq(secretVersions.secretId, secret.id), eq(secretVersions.version, v)))
		.get();
	if (!row)
		throw new ApiError(
			404,
			"not_found",
			`Secret ${secret.id} has no version ${v} (current is ${secret.currentVersion})`,
			"version",
		);
	const project = await d
		.select({ id: projects.id, wrappedKey: projects.wrappedKey })
		.from(projects)
		.where(eq(projects.id, secret.projectId))
		.get();
	if (!project) throw new ApiError(404, "not_found", "No such secret");
	const projectKey = await unwrapProjectKey(env, project.id, project.wrappedKey);
	return { secret, version: v, value: await openValue(projectKey, secret.id, v, row.ciphertext) };
}

export async function recordAudit(env: Env, entry: AuditEntry) {
	const d = db(env);
	await insertAudit(d, entry).run();
}

/** Removes the secret and every version with its audit entry; false when it was gone already. */
export async function deleteSecret(env: Env, secret: SecretRow, actor: string, now: number): Promise<boolean> {
	const audit: AuditEntry = {
		workspaceId: secret.workspaceId,
		action: "secret.delete",
		actorSub: actor,
		target: secret.id,
		metadata: {
			key: secret.key,
			version: secret.currentVersion,
			projectId: secret.projectId,
			environmentId: secret.environmentId,
		},
		createdAt: now,
	};
	const res = await env.DB_SECRETS.batch([
		auditIfAt(env, audit, secret.id, null),
		env.DB_SECRETS.prepare("DELETE FROM secret_versions WHERE secret_id = ?").bind(secret.id),
		env.DB_SECRETS.prepare("DELETE FROM secrets WHERE id = ? AND workspace_id = ?").bind(secret.id, secret.workspaceId),
	]);
	return (res[2].meta.changes ?? 0) > 0;
}
