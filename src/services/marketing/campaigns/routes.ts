import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { router } from "../../../platform/app";
import type { AppEnv } from "../../../platform/context";
import { decodeCursor, page } from "../../../platform/cursor";
import { ok } from "../../../platform/envelope";
import { notFound } from "../../../platform/errors";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { serviceBase } from "../../../platform/service-url";
import { ctxOf, IdParam, mkErrors, mktIdempotency, scopeOf } from "../context";
import { cancelCampaign } from "./cancel-campaign";
import { createCampaign } from "./create-campaign";
import { deleteCampaign } from "./delete-campaign";
import { previewCampaign } from "./preview-campaign";
import { scheduleCampaign } from "./schedule-campaign";
import {
	Campaign,
	CampaignPage,
	CreateCampaign,
	ListQuery,
	PatchCampaign,
	PreviewCampaign,
	RecipientPage,
	RecipientQuery,
	RenderedMessage,
	Report,
	ScheduleCampaign,
	TestCampaign,
	TestResult,
} from "./schemas";
import { startSend } from "./start-send";
import { getCampaign, listCampaigns } from "./store";
import { listRecipients, reportAggregates } from "./store/report";
import { testCampaign } from "./test-campaign";
import { updateCampaign } from "./update-campaign";
import { campaignView, recipientView, reportView } from "./view";

// Issue 40 "Campaigns API" (merchant role): drafts, schedule, send, cancel, test, preview, report.

const app = router();
const base = (c: Context<AppEnv>) => serviceBase(c.env, c.req.url, "mkt");
const idOf = (c: Context<AppEnv>) => c.req.param("id") as string;
const path = (p = "") => `/api/v1/campaigns${p}`;
const Deleted = z.object({ id: z.string(), deleted: z.literal(true) });
const STATES =
	"States draft → scheduled → sending → sent | canceled | failed; a move from any other state is 409 BAD_STATE.";
const SEND_ERRORS: Array<[number, string]> = [
	[400, "VALIDATION, NO_CHANNEL"],
	[403, "QUOTA_EXCEEDED"],
	[404, "NOT_FOUND"],
	[409, "BAD_STATE, NO_FROM_EMAIL"],
];

app.openapi(
	createRoute({
		method: "get",
		path: path(),
		summary: "List campaigns, newest first",
		request: { query: ListQuery },
		responses: { 200: jsonResponse(CampaignPage, "data.data, data.cursor, data.hasMore"), ...mkErrors() },
	}),
	async (c) => {
		const q = c.req.valid("query");
		const key = q.status ?? "";
		const rows = await listCampaigns(c.env, scopeOf(c), q.limit, decodeCursor(q.cursor, key), q.status);
		const p = page(rows, q.limit, (r) => ({ t: r.createdAt, id: r.id }), key);
		return ok(c, { data: p.items.map(campaignView), cursor: p.nextCursor, hasMore: p.hasMore });
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: path(),
		summary: "Create a draft campaign",
		description: `The channel must be this workspace's and able to address contacts (email, SMS, WhatsApp, Telegram, LINE, push); a revoked one is 400 NO_CHANNEL. Personalisation fields are checked now (an unknown one is 400 naming it). ${STATES}`,
		middleware: [mktIdempotency()] as const,
		request: jsonBody(CreateCampaign),
		responses: { 201: jsonResponse(Campaign, "The draft"), ...mkErrors([400, "VALIDATION, NO_CHANNEL"]) },
	}),
	async (c) => ok(c, await createCampaign(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: path("/{id}"),
		summary: "Get a campaign",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Campaign, "The campaign"), ...mkErrors([404, "NOT_FOUND"]) },
	}),
	async (c) => {
		const row = await getCampaign(c.env, scopeOf(c), idOf(c));
		if (!row) throw notFound("campaign");
		return ok(c, campaignView(row));
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: path("/{id}"),
		summary: "Edit a draft or scheduled campaign",
		middleware: [mktIdempotency()] as const,
		request: { params: IdParam, ...jsonBody(PatchCampaign) },
		responses: {
			200: jsonResponse(Campaign, "The campaign"),
			...mkErrors([400, "VALIDATION, NO_CHANNEL"], [404, "NOT_FOUND"], [409, "BAD_STATE"]),
		},
	}),
	async (c) => ok(c, await updateCampaign(ctxOf(c), scopeOf(c), idOf(c), c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "delete",
		path: path("/{id}"),
		summary: "Delete a campaign that never sent (draft or scheduled)",
		middleware: [mktIdempotency()] as const,
		request: { params: IdParam },
		responses: { 200: jsonResponse(Deleted, "Deleted"), ...mkErrors([404, "NOT_FOUND"], [409, "BAD_STATE"]) },
	}),
	async (c) => ok(c, await deleteCampaign(ctxOf(c), scopeOf(c), idOf(c))),
);

app.openapi(
	createRoute({
		method: "post",
		path: path("/{id}/schedule"),
		summary: "Schedule a draft to send at sendAt (the minute cron starts it)",
		middleware: [mktIdempotency()] as const,
		request: { params: IdParam, ...jsonBody(ScheduleCampaign) },
		responses: { 200: jsonResponse(Campaign, "The scheduled campaign"), ...mkErrors(...SEND_ERRORS) },
	}),
	async (c) => ok(c, await scheduleCampaign(ctxOf(c), scopeOf(c), idOf(c), c.req.valid("json").sendAt, base(c))),
);

app.openapi(
	createRoute({
		method: "post",
		path: path("/{id}/send"),
		summary: "Send now",
		description:
			"Freezes the audience (each contact once; contacts not subscribed on the channel's kind, suppressed or without the address are excluded and counted by reason), counts the recipients against the month's plan (403 QUOTA_EXCEEDED with the numbers, before anything goes out), and queues the send. Of racing calls one starts the send; the others are 409 BAD_STATE.",
		middleware: [mktIdempotency()] as const,
		request: { params: IdParam },
		responses: { 202: jsonResponse(Campaign, "The campaign, sending"), ...mkErrors(...SEND_ERRORS) },
	}),
	async (c) => {
		const row = await startSend(ctxOf(c), scopeOf(c), idOf(c), base(c));
		return ok(c, campaignView(row), 202);
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: path("/{id}/cancel"),
		summary: "Cancel before or during a send (what has not gone out stays unsent)",
		middleware: [mktIdempotency()] as const,
		request: { params: IdParam },
		responses: {
			200: jsonResponse(Campaign, "The canceled campaign"),
			...mkErrors([404, "NOT_FOUND"], [409, "BAD_STATE"]),
		},
	}),
	async (c) => ok(c, await cancelCampaign(ctxOf(c), scopeOf(c), idOf(c))),
);

app.openapi(
	createRoute({
		method: "post",
		path: path("/{id}/test"),
		summary: "Send the campaign's content to up to five addresses now (not counted)",
		middleware: [mktIdempotency()] as const,
		request: { params: IdParam, ...jsonBody(TestCampaign) },
		responses: { 200: jsonResponse(TestResult, "The provider's answer per address"), ...mkErrors(...SEND_ERRORS) },
	}),
	async (c) => ok(c, await testCampaign(ctxOf(c), scopeOf(c), idOf(c), c.req.valid("json"), base(c))),
);

app.openapi(
	createRoute({
		method: "post",
		path: path("/{id}/preview"),
		summary: "Render the content for one contact",
		request: { params: IdParam, ...jsonBody(PreviewCampaign) },
		responses: {
			200: jsonResponse(RenderedMessage, "The rendered message"),
			...mkErrors([400, "VALIDATION"], [404, "NOT_FOUND"]),
		},
	}),
	async (c) => ok(c, await previewCampaign(ctxOf(c), scopeOf(c), idOf(c), c.req.valid("json").contactId, base(c))),
);

app.openapi(
	createRoute({
		method: "get",
		path: path("/{id}/report"),
		summary: "What the campaign did: counts by status, exclusions by reason, opens, clicks per link, timing",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Report, "The report"), ...mkErrors([404, "NOT_FOUND"]) },
	}),
	async (c) => {
		const s = scopeOf(c);
		const row = await getCampaign(c.env, s, idOf(c));
		if (!row) throw notFound("campaign");
		return ok(c, reportView(row, await reportAggregates(c.env, s, row.id)));
	},
);

app.openapi(
	createRoute({
		method: "get",
		path: path("/{id}/recipients"),
		summary: "The campaign's recipients (frozen at send start), in contact-id order",
		request: { params: IdParam, query: RecipientQuery },
		responses: {
			200: jsonResponse(RecipientPage, "data.data, data.cursor, data.hasMore"),
			...mkErrors([404, "NOT_FOUND"]),
		},
	}),
	async (c) => {
		const s = scopeOf(c);
		const q = c.req.valid("query");
		const row = await getCampaign(c.env, s, idOf(c));
		if (!row) throw notFound("campaign");
		const key = q.status ?? "";
		const after = decodeCursor(q.cursor, key);
		const rows = await listRecipients(c.env, s, row.id, q.limit, after?.id ?? null, q.status);
		const p = page(rows, q.limit, (r) => ({ t: 0, id: r.contactId }), key);
		return ok(c, { data: p.items.map(recipientView), cursor: p.nextCursor, hasMore: p.hasMore });
	},
);

export default app;
