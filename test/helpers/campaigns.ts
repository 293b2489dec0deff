// Campaign test helpers (issue 40): an email channel, a list of contacts, a finished send.
import { expect } from "vitest";
import { type MktKey, mkt } from "./mkt";
import { eventually } from "./pay";
import { stubReceiver } from "./webhooks";

/** Resend's answer shape, one id per accepted email; the request log counts messages per address. */
export function resend() {
	const rx = stubReceiver();
	let n = 0;
	rx.on("https://api.resend.com/emails", () => Response.json({ id: `re_${++n}` }));
	const sent = () =>
		rx.to("https://api.resend.com/emails").map(
			(r) =>
				JSON.parse(r.body) as {
					to: string[];
					subject: string;
					html?: string;
					text: string;
					headers?: Record<string, string>;
				},
		);
	return { rx, sent };
}

export async function emailChannel(key: MktKey, config: Record<string, unknown> = {}) {
	const r = await mkt(key, "POST", "/channels", {
		body: {
			provider: "email_v1",
			displayName: "Toko Budi mail",
			credentials: { apiKey: "re_test" },
			config: { fromEmail: "halo@tokobudi.id", fromName: "Toko Budi", sendRatePerSecond: 1000, ...config },
		},
	});
	expect(r.status, r.text).toBe(201);
	return r.body.data.id as string;
}

export async function importList(key: MktKey, listName: string, rows: Record<string, unknown>[]) {
	const r = await mkt(key, "POST", "/contacts/import", { body: { rows, listName } });
	expect(r.status, r.text).toBe(200);
	return r.body.data.listId as string;
}

/** A draft campaign to one list over `channelId` (subject "Hi", text "Halo"). */
export async function draftCampaign(key: MktKey, channelId: string, listId: string, name = "Promo") {
	const r = await mkt(key, "POST", "/campaigns", {
		body: { name, channelId, audience: { listIds: [listId] }, content: { subject: "Hi", text: "Halo" } },
	});
	expect(r.status, r.text).toBe(201);
	return r.body.data.id as string;
}

export const waitFinished = (key: MktKey, id: string, ms = 30_000) =>
	eventually(
		() => mkt(key, "GET", `/campaigns/${id}`),
		(r) => ["sent", "canceled", "failed"].includes(r.body.data?.status),
		ms,
	);
