// The machine-translation client (issue 24), speaking the DeepL API v2 on the platform HTTP wrapper
// (DESIGN §1 "Outbound HTTP", §2): POST /v2/translate, `Authorization: DeepL-Auth-Key <key>`, a JSON
// body {text: [...], source_lang, target_lang, tag_handling: "xml"}, answered {translations:
// [{detected_source_language, text}]}. Keys ending `:fx` are free-tier keys and go to the free host.
// Texts go in batches of at most 50 and 128 KiB of body, one batch after another. Errors are an
// MtError with a kind the job runner acts on (429 and unavailable retry later via the queue; quota
// and credentials fail the job); the key never appears in a message. Without MT_API_KEY the same
// client talks to the in-process simulator (deepl-simulator.ts), so only the fetch differs.
import { defaultFetch, requestUpstream, type UpstreamAnswer } from "../../../platform/http";

export const DEEPL_URL = "https://api.deepl.com";
export const DEEPL_FREE_URL = "https://api-free.deepl.com";
export const MAX_TEXTS_PER_CALL = 50;
export const MAX_BODY_BYTES = 128 * 1024;

export type MtErrorKind = "rate_limited" | "unavailable" | "quota_exceeded" | "invalid_credentials" | "rejected";

export class MtError extends Error {
	override name = "MtError";
	constructor(
		readonly kind: MtErrorKind,
		message: string,
		readonly status?: number,
		/** From Retry-After on a 429, when upstream said. */
		readonly retryAfterSeconds?: number,
	) {
		super(message);
	}
}

export interface TranslateOptions {
	/** BCP-47 tags; mapped with deeplLanguage. No source: the provider detects it (the public preview). */
	source?: string;
	target: string;
	/** A DeepL glossary id (needs source). */
	glossary?: string;
	/** XML tags whose content DeepL must not translate. */
	ignoreTags?: string[];
}

export interface MtClient {
	provider: "deepl" | "simulated";
	/** One translation per text, in order. */
	translate(texts: string[], opts: TranslateOptions): Promise<string[]>;
}

export interface DeeplConfig {
	apiKey: string;
	fetch?: typeof fetch;
	/** Default: the free host for `:fx` keys, else the pro host. */
	baseUrl?: string;
	provider?: MtClient["provider"];
	timeoutMs?: number;
}

const ES_SPAIN = new Set(["ES", "EA", "IC"]);

/**
 * A BCP-47 tag as DeepL's language code: `id` → ID, `pt-BR` → PT-BR, `en-GB` → EN-GB, `zh-TW` → ZH-HANT.
 * Source codes carry no variant (EN, PT, ZH). Targets: English, Portuguese and Chinese always carry one
 * (en → EN-US, pt → PT-BR, zh → ZH-HANS, by the likely region or script); Spanish outside Spain is
 * ES-419; Norwegian is NB. Anything else is its language subtag in capitals (DeepL refuses what it lacks).
 */
export function deeplLanguage(tag: string, role: "source" | "target"): string {
	let loc: Intl.Locale;
	try {
		loc = new Intl.Locale(tag);
	} catch {
		throw new MtError("rejected", `${JSON.stringify(tag.slice(0, 40))} is not a BCP-47 language tag`);
	}
	const lang = loc.language === "no" || loc.language === "nn" ? "nb" : loc.language;
	const code = lang.toUpperCase();
	if (role === "source") return code;
	const max = loc.maximize();
	switch (lang) {
		case "en":
			return max.region === "US" || loc.region === undefined ? "EN-US" : "EN-GB";
		case "pt":
			return max.region === "BR" ? "PT-BR" : "PT-PT";
		case "zh":
			return max.script === "Hant" ? "ZH-HANT" : "ZH-HANS";
		case "es":
			return loc.region === undefined || ES_SPAIN.has(loc.region) ? "ES" : "ES-419";
		default:
			return code;
	}
}

/** Retry-After as seconds: an integer, or an HTTP date from now. */
function retryAfter(h: string | null): number | undefined {
	if (!h) return undefined;
	if (/^\d+$/.test(h.trim())) return Number(h.trim());
	const at = Date.parse(h);
	return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

const utf8 = new TextEncoder();
const bytes = (s: string) => utf8.encode(s).length;

/** Greedy batches: ≤ 50 texts and a JSON body of ≤ 128 KiB each, order kept. */
export function batches(texts: string[], base: Record<string, unknown>): string[][] {
	const empty = bytes(JSON.stringify({ ...base, text: [] }));
	const out: string[][] = [];
	let batch: string[] = [];
	let size = empty;
	for (const [i, t] of texts.entries()) {
		const add = bytes(JSON.stringify(t));
		if (empty + add > MAX_BODY_BYTES)
			throw new MtError("rejected", `Text ${i} is too long to translate in one request (${add} bytes)`);
		const grown = size + add + (batch.length ? 1 : 0);
		if (batch.length && (batch.length >= MAX_TEXTS_PER_CALL || grown > MAX_BODY_BYTES)) {
			out.push(batch);
			batch = [];
			size = empty;
		}
		size += add + (batch.length ? 1 : 0);
		batch.push(t);
	}
	if (batch.length) out.push(batch);
	return out;
}

const LABEL = { deepl: "DeepL", simulated: "The simulated translation engine" } as const;

function upstreamMessage(a: UpstreamAnswer): string {
	const m = a.json?.message;
	return (typeof m === "string" && m ? m : a.text || "no message").slice(0, 300);
}

export function deeplClient(cfg: DeeplConfig): MtClient {
	const provider = cfg.provider ?? "deepl";
	const label = LABEL[provider];
	const fetcher = cfg.fetch ?? defaultFetch;
	const base = (cfg.baseUrl ?? (cfg.apiKey.endsWith(":fx") ? DEEPL_FREE_URL : DEEPL_URL)).replace(/\/+$/, "");
	const scrub = (m: string) => (cfg.apiKey ? m.split(cfg.apiKey).join("[redacted]") : m);

	async function call(body: Record<string, unknown>, count: number): Promise<string[]> {
		const a = await requestUpstream(fetcher, `${base}/v2/translate`, {
			method: "POST",
			headers: {
				Authorization: `DeepL-Auth-Key ${cfg.apiKey}`,
				"Content-Type": "application/json",
				Accept: "application/json",
			},
			body: JSON.stringify(body),
			timeoutMs: cfg.timeoutMs,
		});
		if ("networkError" in a) throw new MtError("unavailable", `${label} could not be reached (${a.networkError})`);
		const said = () => scrub(`${label} answered ${a.status}: ${upstreamMessage(a)}`);
		if (a.status === 429) throw new MtError("rate_limited", said(), 429, retryAfter(a.headers.get("Retry-After")));
		if (a.status === 456) throw new MtError("quota_exceeded", said(), 456);
		if (a.status === 401 || a.status === 403) throw new MtError("invalid_credentials", said(), a.status);
		if (a.status >= 500) throw new MtError("unavailable", said(), a.status);
		if (a.status < 200 || a.status >= 300) throw new MtError("rejected", said(), a.status);
		const list = a.json?.translations;
		if (!Array.isArray(list) || list.length !== count)
			throw new MtError("unavailable", `${label} answered ${a.status} in an unknown shape`, a.status);
		return list.map((t) => {
			const text = t && typeof t === "object" ? (t as { text?: unknown }).text : undefined;
			if (typeof text !== "string")
				throw new MtError("unavailable", `${label} answered a translation without text`, a.status);
			return text;
		});
	}

	return {
		provider,
		async translate(texts, opts) {
			if (!texts.length) return [];
			const body: Record<string, unknown> = {
				...(opts.source ? { source_lang: deeplLanguage(opts.source, "source") } : {}),
				target_lang: deeplLanguage(opts.target, "target"),
				tag_handling: "xml",
			};
			if (opts.glossary) body.glossary_id = opts.glossary;
			if (opts.ignoreTags?.length) body.ignore_tags = opts.ignoreTags;
			const out: string[] = [];
			for (const batch of batches(texts, body)) out.push(...(await call({ text: batch, ...body }, batch.length)));
			return out;
		},
	};
}
