// Localization outbound webhook test helpers: endpoints through the API, the stubbed receiver's
// deliveries verified with the SDK's verifier, and a receiver answering 500 until told otherwise.
import { verifyWebhookRequest, type WebhookEvent } from "../../sdk/src/index";
import { loc } from "./loc";
import { eventually } from "./pay";
import { hookUrl, type Received, type stubReceiver } from "./webhooks";

export const EP = "/webhook-endpoints";
export const DL = "/webhook-deliveries";
export const LOC_TYPES = [
	"loc.release.published.v1",
	"loc.job.finished.v1",
	"loc.translation.approved.v1",
	"loc.key.created.v1",
	"loc.key.archived.v1",
];

export async function locEndpoint(key: string, body: Record<string, unknown>) {
	const r = await loc(key, "POST", EP, body);
	if (r.status !== 201) throw new Error(`endpoint: ${r.status} ${r.text}`);
	return r.body.data as { id: string; url: string; secret: string; events: string[] };
}

/** A delivery as a receiver gets it, checked with the SDK's verifier (Loc-Signature, the endpoint's secret). */
export const verified = (r: Received, secret: string) =>
	verifyWebhookRequest(new Request(r.url, { method: "POST", headers: r.headers, body: r.body }), {
		service: "loc",
		secret,
	});

/** Waits for `n` deliveries at `url`, then answers them verified, in the order received. */
export async function deliveredTo(
	receiver: ReturnType<typeof stubReceiver>,
	url: string,
	secret: string,
	n = 1,
): Promise<WebhookEvent<any>[]> {
	const got = await eventually(
		async () => receiver.to(url),
		(l) => l.length >= n,
	);
	return Promise.all(got.map((r) => verified(r, secret)));
}

/** A receiver URL answering 500 until `up()`. */
export function flaky(receiver: ReturnType<typeof stubReceiver>, label: string) {
	const url = hookUrl(label);
	let ok = false;
	receiver.on(url, () => new Response(ok ? "ok" : "down", { status: ok ? 200 : 500 }));
	return { url, up: () => void (ok = true) };
}
