// HTTP client for the runner protocol (docs/ci.md "Runner CLI"; server: /ci/api/v1/runner).
// JSON answers use the envelope {data, error, meta}. Every call returns the HTTP status and what
// the runner acts on; only network failures throw (RunnerHttpError for a refused token).

export class RunnerHttpError extends Error {
	constructor(message, status, code) {
		super(message);
		this.status = status;
		this.code = code;
	}
}

/** `Range: 0-<n>` → n (the stored length), or null. */
export function parseRange(value) {
	const m = /^\s*(?:bytes\s*)?0-(\d+)\s*$/i.exec(value ?? "");
	return m ? Number(m[1]) : null;
}

/** The URL without user name or password, for anything printed. */
export function redactUrl(url) {
	try {
		const u = new URL(url);
		if (!u.username && !u.password) return url;
		u.username = "";
		u.password = "";
		return u.toString();
	} catch {
		return scrubCredentials(String(url));
	}
}

/** Removes `user:password@` from every URL in a text (git's messages, errors). */
export function scrubCredentials(text) {
	return text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@'"]+@/gi, "$1");
}

async function readEnvelope(res) {
	const text = await res.text();
	if (!text) return {};
	try {
		return JSON.parse(text);
	} catch {
		return { error: { message: text.slice(0, 200) } };
	}
}

function errorText(status, body) {
	const e = body?.error;
	const what = e ? [e.code, e.message].filter(Boolean).join(": ") : "";
	return `HTTP ${status}${what ? ` (${what})` : ""}`;
}

/**
 * @param {{url: string, token: string, userAgent?: string}} opts url = the CI base, e.g. http://127.0.0.1:8787/ci
 */
export function createClient({ url, token, userAgent = "pasar-runner" }) {
	const base = url.replace(/\/+$/, "");
	const api = `${base}/api/v1/runner`;
	const headers = (bearer, extra = {}) => ({ Authorization: `Bearer ${bearer}`, "User-Agent": userAgent, ...extra });
	const json = (bearer) => headers(bearer, { "Content-Type": "application/json", Accept: "application/json" });

	return {
		base,

		/** → {id, description, tags, runUntagged, paused}; throws RunnerHttpError on any refusal. */
		async register(info) {
			const res = await fetch(`${api}/register`, { method: "POST", headers: json(token), body: JSON.stringify(info) });
			const body = await readEnvelope(res);
			if (res.status !== 200 && res.status !== 201)
				throw new RunnerHttpError(`register: ${errorText(res.status, body)}`, res.status, body?.error?.code);
			return body.data ?? {};
		},

		/** Long-poll: → {status: 201, job} | {status: 204} | {status, error}. */
		async requestJob(wait, signal) {
			const res = await fetch(`${api}/jobs/request`, {
				method: "POST",
				headers: json(token),
				body: JSON.stringify({ wait }),
				signal,
			});
			if (res.status === 204) {
				await res.body?.cancel();
				return { status: 204 };
			}
			const body = await readEnvelope(res);
			if (res.status === 201 || res.status === 200) return { status: 201, job: body.data };
			return { status: res.status, error: errorText(res.status, body) };
		},

		/** → {status, range (stored length or null), jobStatus}. */
		async patchTrace(jobId, jobToken, start, bytes, signal) {
			const res = await fetch(`${api}/jobs/${encodeURIComponent(jobId)}/trace`, {
				method: "PATCH",
				headers: headers(jobToken, {
					"Content-Type": "text/plain",
					"Content-Range": `${start}-${start + bytes.length - 1}`,
				}),
				body: bytes,
				signal,
			});
			await res.arrayBuffer().catch(() => {});
			return {
				status: res.status,
				range: parseRange(res.headers.get("range")),
				jobStatus: res.headers.get("job-status"),
			};
		},

		/** PUT the job's state: → {status, jobStatus, data, error}. */
		async updateJob(jobId, jobToken, state, signal) {
			const res = await fetch(`${api}/jobs/${encodeURIComponent(jobId)}`, {
				method: "PUT",
				headers: json(jobToken),
				body: JSON.stringify(state),
				signal,
			});
			const body = await readEnvelope(res);
			return {
				status: res.status,
				jobStatus: res.headers.get("job-status") ?? body?.data?.status ?? null,
				data: body.data,
				error: res.ok ? null : errorText(res.status, body),
			};
		},

		/** → {status, data, jobStatus, error}. */
		async uploadArtifact(jobId, jobToken, bytes, fileName, signal) {
			const res = await fetch(
				`${api}/jobs/${encodeURIComponent(jobId)}/artifacts?fileName=${encodeURIComponent(fileName)}`,
				{
					method: "POST",
					headers: headers(jobToken, { "Content-Type": "application/gzip", Accept: "application/json" }),
					body: bytes,
					signal,
				},
			);
			const body = await readEnvelope(res);
			return {
				status: res.status,
				data: body.data,
				jobStatus: res.headers.get("job-status"),
				error: res.ok ? null : errorText(res.status, body),
			};
		},

		/** GET a dependency's archive (absolute URL, or relative to the base) → {status, bytes, error}. */
		async download(downloadUrl, jobToken, signal) {
			const target = new URL(downloadUrl, `${base}/`);
			const res = await fetch(target, { headers: headers(jobToken), signal });
			if (!res.ok) {
				const body = await readEnvelope(res);
				return { status: res.status, error: errorText(res.status, body), jobStatus: res.headers.get("job-status") };
			}
			return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
		},
	};
}
