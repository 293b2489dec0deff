// Artifact rules (issue 22), pure.

/** One archive per job, up to 100 MiB (GitLab's default maximum artifacts size). */
export const MAX_ARTIFACT_BYTES = 100 * 1024 * 1024;
/** expire_in when the config says none (GitLab's default). */
export const DEFAULT_EXPIRE_SECONDS = 30 * 24 * 3600;
export const EXPIRY_BATCH = 100;

/** gzip's magic number: an archive that does not start with it is refused. */
export const isGzipStart = (b: Uint8Array) => b.length >= 2 && b[0] === 0x1f && b[1] === 0x8b;

/** R2 keys group a project's objects, so deleting a project can find them by prefix. */
export const projectPrefix = (accountId: string, projectId: string) => `ci/${accountId}/${projectId}/`;
export const artifactKey = (a: { accountId: string; projectId: string; jobId: string; id: string }) =>
	`${projectPrefix(a.accountId, a.projectId)}${a.jobId}/${a.id}.tar.gz`;

/** A file name for Content-Disposition: the runner's, or artifacts.tar.gz; never a path. */
export function artifactFileName(name: string | undefined | null) {
	const base = (name ?? "").split(/[\\/]/).pop()?.trim() ?? "";
	return /^[\w.-]{1,200}$/.test(base) ? base : "artifacts.tar.gz";
}

export const artifactView = (a: {
	id: string;
	fileName: string;
	size: number;
	sha256: string;
	expireAt: number | null;
	createdAt: number;
}) => ({
	id: a.id,
	fileName: a.fileName,
	size: a.size,
	sha256: a.sha256,
	expireAt: a.expireAt == null ? null : new Date(a.expireAt).toISOString(),
	createdAt: new Date(a.createdAt).toISOString(),
});
