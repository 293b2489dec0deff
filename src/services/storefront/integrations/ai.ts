// Product copy for the AI fill: Workers AI where the binding exists (deployed with `[ai] binding =
// "AI"`), else a deterministic template generator, so the feature works offline and in tests.
import type { Env } from "../../../env";

export interface ProductFacts {
	name: string;
	type: "physical" | "digital" | "license";
	price: number;
	currency: string;
	tags: string[];
}

export interface ProductCopy {
	description: string;
	tags: string[];
}

export const AI_MODEL = "@cf/meta/llama-3.1-8b-instruct";
const TAGS_MAX = 8;

const cleanTags = (tags: unknown[]) =>
	[...new Set(tags.filter((t): t is string => typeof t === "string").map((t) => t.trim().toLowerCase().slice(0, 50)))]
		.filter(Boolean)
		.slice(0, TAGS_MAX);

/** Asks Workers AI for {description, tags} as JSON; throws on anything it cannot use. */
export async function workersAiCopy(ai: NonNullable<Env["AI"]>, p: ProductFacts): Promise<ProductCopy> {
	const out = (await ai.run(AI_MODEL, {
		messages: [
			{
				role: "system",
				content:
					'You write product copy for an Indonesian online shop. Answer only JSON: {"description": "<Markdown, 60-150 words>", "tags": ["<up to 8 short lowercase tags>"]}.',
			},
			{
				role: "user",
				content: JSON.stringify({ name: p.name, type: p.type, price: p.price, currency: p.currency, tags: p.tags }),
			},
		],
		max_tokens: 600,
	})) as { response?: unknown };
	const text = typeof out?.response === "string" ? out.response : JSON.stringify(out?.response ?? "");
	const json = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
		description?: unknown;
		tags?: unknown;
	};
	if (typeof json.description !== "string" || !json.description.trim() || !Array.isArray(json.tags))
		throw new Error("Workers AI answered without a description and tags");
	return { description: json.description.trim().slice(0, 10_000), tags: cleanTags(json.tags) };
}

const KIND: Record<ProductFacts["type"], string> = {
	physical: "shipped to your door",
	digital: "a digital download, available right after payment",
	license: "a software licence key, delivered right after payment",
};

/** The offline generator: the same facts always give the same copy. */
export function templateCopy(p: ProductFacts): ProductCopy {
	const words = p.name
		.toLowerCase()
		.normalize("NFKD")
		.replace(/[^a-z0-9 ]+/g, " ")
		.split(/\s+/)
		.filter((w) => w.length >= 3);
	const description = [
		`## ${p.name}`,
		"",
		`**${p.name}** is ${KIND[p.type]}.`,
		"",
		`- Type: ${p.type}`,
		`- Price: ${p.currency} ${p.price}`,
		...(p.tags.length ? [`- Good for: ${p.tags.join(", ")}`] : []),
	].join("\n");
	return { description, tags: cleanTags([...p.tags, ...words, p.type]) };
}

export const productCopy = (env: Env, p: ProductFacts): Promise<ProductCopy> =>
	env.AI ? workersAiCopy(env.AI, p) : Promise.resolve(templateCopy(p));
