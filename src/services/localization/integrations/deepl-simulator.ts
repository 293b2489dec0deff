// The simulated translation engine (issue 24): an in-process fetch answering DeepL's v2 wire protocol,
// so that without MT_API_KEY (npm start, tests) the client's code path is the one production takes;
// only the fetch differs. Deterministic and visibly "translated": every word of text outside XML
// markup is wrapped as ⟦word⟧ (simulatedText; strip the brackets to read the source again). Tags,
// entities and the content of ignore_tags are left exactly as they came. It checks what DeepL checks
// that matters here: the auth header, POST /v2/translate, 1..50 texts, ≤ 128 KiB, a target_lang.
import type { Env } from "../../../env";
import { deeplClient, MAX_BODY_BYTES, MAX_TEXTS_PER_CALL, type MtClient } from "./deepl";

/** Never resolved: requests to it are answered by simulatedDeeplFetch, in process. */
export const MT_SIMULATOR_URL = "https://mt-simulator.invalid";

const MARKUP = /<[^>]*>|&[#a-z0-9]+;/gi;

/** What the simulator makes of one XML text: words outside markup (and outside ignored tags) wrapped ⟦…⟧. */
export function simulatedText(xml: string, ignoreTags: string[] = []): string {
	let out = "";
	let last = 0;
	let ignoring = 0;
	const words = (s: string) => (ignoring ? s : s.replace(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu, "⟦$&⟧"));
	for (const m of xml.matchAll(MARKUP)) {
		out += words(xml.slice(last, m.index));
		out += m[0];
		last = m.index + m[0].length;
		const tag = /^<(\/?)([^\s/>]+)[^>]*?(\/?)>$/.exec(m[0]);
		if (tag && !tag[3] && ignoreTags.includes(tag[2] as string)) ignoring += tag[1] ? -1 : 1;
		ignoring = Math.max(0, ignoring);
	}
	return out + words(xml.slice(last));
}

const refuse = (status: number, message: string) => Response.json({ message }, { status });

async function answer(req: Request): Promise<Response> {
	const auth = req.headers.get("Authorization") ?? "";
	if (!/^DeepL-Auth-Key \S+/.test(auth)) return refuse(403, "Authorization failed. Please supply a valid auth_key.");
	const url = new URL(req.url);
	if (url.pathname !== "/v2/translate") return refuse(404, "Not found");
	if (req.method !== "POST") return refuse(405, "Method not allowed");
	const raw = await req.text();
	if (new TextEncoder().encode(raw).length > MAX_BODY_BYTES) return refuse(413, "Request Entity Too Large");
	let body: Record<string, unknown>;
	try {
		body = JSON.parse(raw);
	} catch {
		return refuse(400, "Invalid JSON body");
	}
	const texts = body?.text;
	if (!Array.isArray(texts) || !texts.length || texts.some((t) => typeof t !== "string"))
		return refuse(400, "Parameter 'text' not specified.");
	if (texts.length > MAX_TEXTS_PER_CALL) return refuse(413, "Too many texts");
	if (typeof body.target_lang !== "string" || !body.target_lang)
		return refuse(400, "Value for 'target_lang' not supported.");
	const ignore = Array.isArray(body.ignore_tags) ? body.ignore_tags.filter((t) => typeof t === "string") : [];
	const detected = typeof body.source_lang === "string" && body.source_lang ? body.source_lang : "EN";
	return Response.json({
		translations: (texts as string[]).map((t) => ({
			detected_source_language: detected,
			text: simulatedText(t, ignore),
		})),
	});
}

/** A fetch answering DeepL's /v2/translate in process. */
export const simulatedDeeplFetch: typeof fetch = async (input, init) => answer(new Request(input, init));

/** DeepL when MT_API_KEY is set (fetcher: a test seam for it), else the same client on the simulator. */
export function mtClient(env: Pick<Env, "MT_API_KEY">, fetcher?: typeof fetch): MtClient {
	if (env.MT_API_KEY) return deeplClient({ apiKey: env.MT_API_KEY, fetch: fetcher, provider: "deepl" });
	return deeplClient({
		apiKey: "simulated",
		baseUrl: MT_SIMULATOR_URL,
		fetch: simulatedDeeplFetch,
		provider: "simulated",
	});
}
