import type { ServiceConfig } from "./context";

const esc = (s: unknown) =>
	String(s ?? "").replace(
		/[&<>"']/g,
		(ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] as string,
	);

type Doc = { info?: { title?: string; description?: string }; paths?: Record<string, Record<string, Operation>> };
type Operation = {
	summary?: string;
	description?: string;
	tags?: string[];
	parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: unknown }[];
	requestBody?: { content?: Record<string, { schema?: unknown }> };
	responses?: Record<string, { description?: string }>;
};

/**
 * A self-contained API reference rendered from the service's own OpenAPI document: no CDN
 * script, so it works offline on a laptop exactly as in production.
 */
export function renderDocsPage(cfg: ServiceConfig, doc: Doc): string {
	const ops: string[] = [];
	for (const [path, methods] of Object.entries(doc.paths ?? {})) {
		for (const [method, op] of Object.entries(methods)) {
			const params = (op.parameters ?? [])
				.map(
					(p) =>
						`<li><code>${esc(p.name)}</code> <small>(${esc(p.in)}${p.required ? ", required" : ""})</small> ${esc(p.description)}</li>`,
				)
				.join("");
			const body = op.requestBody?.content?.["application/json"]?.schema;
			const responses = Object.entries(op.responses ?? {})
				.map(([code, r]) => `<li><code>${esc(code)}</code> ${esc(r.description)}</li>`)
				.join("");
			ops.push(`<section class="op" id="${esc(`${method}-${path}`)}">
<h3><span class="m m-${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
${op.summary ? `<p>${esc(op.summary)}</p>` : ""}${op.description ? `<p class="d">${esc(op.description)}</p>` : ""}
${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ""}
${body ? `<h4>Body</h4><pre>${esc(JSON.stringify(body, null, 2))}</pre>` : ""}
${responses ? `<h4>Responses</h4><ul>${responses}</ul>` : ""}
</section>`);
		}
	}
	return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(doc.info?.title ?? cfg.title)} reference</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1b1f24}
code,pre{font-family:ui-monospace,monospace}pre{background:#f5f7f9;padding:.75rem;overflow:auto;border-radius:6px;font-size:13px}
.op{border-top:1px solid #e3e6ea;padding:.5rem 0}.m{display:inline-block;min-width:4.5em;font-size:12px;padding:2px 6px;border-radius:4px;background:#e8eefc;color:#1a4fd6}
.m-post{background:#e6f6ea;color:#137333}.m-delete{background:#fde8e8;color:#b3261e}.m-patch,.m-put{background:#fff4e0;color:#9a5b00}.d{color:#555}</style></head>
<body><h1>${esc(doc.info?.title ?? cfg.title)}</h1><p>${esc(doc.info?.description ?? "")}</p>
<p>Machine-readable: <a href="openapi.json">openapi.json</a> (OpenAPI 3.1). ${ops.length} operations.</p>
${ops.join("\n")}</body></html>`;
}
