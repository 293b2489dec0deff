// Rendered receipt PDFs in the POS_FILES R2 bucket (local R2 under wrangler and in tests). The only
// file of the feature that touches a binding; the sale, outlet and settings are read through their
// own features' stores.
import type { Env } from "../../../env";

/** Every rendering of one sale at one width lives under this prefix, so stale ones can be listed and dropped. */
export const pdfPrefix = (accountId: string, saleId: string, widthMm: number) =>
	`receipts/${accountId}/${saleId}/${widthMm}/`;

export async function getPdf(env: Env, key: string) {
	const obj = await env.POS_FILES.get(key);
	return obj ? new Uint8Array(await obj.arrayBuffer()) : null;
}

export const putPdf = (env: Env, key: string, bytes: Uint8Array) =>
	env.POS_FILES.put(key, bytes, { httpMetadata: { contentType: "application/pdf" } });

/** Deletes the sale's other renderings at this width (before a void, an outlet edit...): only `keep` stays. */
export async function dropStalePdfs(env: Env, prefix: string, keep: string) {
	const listed = await env.POS_FILES.list({ prefix, limit: 100 });
	const stale = listed.objects.map((o) => o.key).filter((k) => k !== keep);
	if (stale.length) await env.POS_FILES.delete(stale);
}
