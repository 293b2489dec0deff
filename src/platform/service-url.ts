import type { Env } from "../env";

// Where each service is reached: by host in production (SERVICE_HOSTS "host=svc,..."), else by
// local path prefix on the same origin (DESIGN §1). Links one service hands out to another's pages
// (marketing's plan checkout on payments' hosted page) are built here.

/**
 * The SERVICE_HOSTS kind of the host that serves only the localization proxy (`proxy.example.com=loc-proxy`):
 * not a service, no other route answers there, and no service's cookie is ever set for it.
 */
export const PROXY_HOST_KIND = "loc-proxy";

let hostsCache: { raw: string; map: Map<string, string> } | null = null;
export function parseServiceHosts(raw: string): Map<string, string> {
	if (hostsCache?.raw === raw) return hostsCache.map;
	const map = new Map<string, string>();
	for (const pair of raw.split(",")) {
		const [host, svc] = pair.split("=").map((s) => s.trim().toLowerCase());
		if (host && svc) map.set(host, svc);
	}
	hostsCache = { raw, map };
	return map;
}

/** The production host SERVICE_HOSTS names for `service` (a service or a host kind such as loc-proxy), else null. */
export function serviceHost(env: Pick<Env, "SERVICE_HOSTS">, service: string): string | null {
	for (const [host, svc] of parseServiceHosts(env.SERVICE_HOSTS ?? "")) if (svc === service) return host;
	return null;
}

/** The absolute base of `service` as seen from a request to `requestUrl`: https://<its host>, or <origin>/<prefix>. */
export function serviceBase(env: Pick<Env, "SERVICE_HOSTS">, requestUrl: string, service: string): string {
	const url = new URL(requestUrl);
	for (const [host, svc] of parseServiceHosts(env.SERVICE_HOSTS ?? ""))
		if (svc === service) return `${url.protocol}//${host}`;
	return `${url.origin}/${service}`;
}
