import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { notFound } from "../../../platform/errors";
import { jsonBody, jsonResponse, limitParam } from "../../../platform/openapi";
import { ctxOf, IdParam, mkErrors, mktIdempotency, scopeOf } from "../context";
import { confirmContact } from "./confirm-contact";
import { createChannel } from "./create-channel";
import { channelDnsRecords } from "./dns-records";
import {
	Channel,
	CREATE_CHANNEL_DOC,
	CreateChannel,
	CreatedChannel,
	DnsRecords,
	PatchChannel,
	Send,
	TEST_DOC,
	TestBody,
} from "./schemas";
import { getChannel, listChannels, listSends } from "./store";
import { testChannel } from "./test-send";
import { revokeChannel, updateChannel } from "./update-channel";
import { channelView, sendView } from "./view";

// Spec 001 §4 "Channels" (merchant role): connect, read, rename, revoke, DNS guidance, send log.

const app = router();

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/channels",
		summary: "List channels, newest first (credentials never returned)",
		responses: { 200: jsonResponse(z.array(Channel), "Channels"), ...mkErrors() },
	}),
	async (c) => ok(c, (await listChannels(c.env, scopeOf(c))).map(channelView)),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/channels",
		summary: "Connect a channel with static credentials",
		description: CREATE_CHANNEL_DOC,
		middleware: [mktIdempotency()] as const,
		request: jsonBody(CreateChannel),
		responses: { 201: jsonResponse(CreatedChannel, "The channel"), ...mkErrors([400, "VALIDATION, USE_OAUTH"]) },
	}),
	async (c) => ok(c, await createChannel(ctxOf(c), scopeOf(c), c.req.valid("json")), 201),
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/channels/{id}",
		summary: "Retrieve a channel",
		request: { params: IdParam },
		responses: { 200: jsonResponse(Channel, "The channel"), ...mkErrors() },
	}),
	async (c) => {
		const row = await getChannel(c.env, scopeOf(c), c.req.valid("param").id);
		if (!row) throw notFound("channel");
		return ok(c, channelView(row));
	},
);

app.openapi(
	createRoute({
		method: "patch",
		path: "/api/v1/channels/{id}",
		summary: "Rename a channel or change its config",
		description:
			"displayName and config only; any other key is stripped and ignored (status cannot change here). Answers {id}.",
		middleware: [mktIdempotency()] as const,
		request: { params: IdParam, ...jsonBody(PatchChannel) },
		responses: { 200: jsonResponse(z.object({ id: z.string() }), "The id"), ...mkErrors() },
	}),
	async (c) => ok(c, await updateChannel(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "delete",
		path: "/api/v1/channels/{id}",
		summary: "Revoke a channel",
		description:
			"Only the status changes (revoked); the credentials stay stored. Campaign sends then answer 400 NO_CHANNEL and test sends 409 BAD_STATE. Reconnect with POST /channels or the OAuth flow; rotate credentials by connecting a new channel and revoking the old one.",
		middleware: [mktIdempotency()] as const,
		request: { params: IdParam },
		responses: {
			200: jsonResponse(
				z.object({
					id: z.string(),
					status: z.literal("revoked").openapi({
						description:
							"Always revoked: the channel no longer sends (its credentials stay stored; reconnect by POST or OAuth)",
					}),
				}),
				"Revoked",
			),
			...mkErrors(),
		},
	}),
	async (c) => ok(c, await revokeChannel(ctxOf(c), scopeOf(c), c.req.valid("param").id)),
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/channels/{id}/test",
		summary: "Send a test message (asynchronous)",
		description: TEST_DOC,
		middleware: [mktIdempotency()] as const,
		request: { params: IdParam, ...jsonBody(TestBody) },
		responses: {
			200: jsonResponse(
				z.object({
					messageId: z
						.string()
						.openapi({ description: "The send's id (msg_…); GET /channels/{id}/sends shows its outcome" }),
					queued: z.literal(true).openapi({
						description: "Always true: the message is queued and sent once in the background, not yet delivered",
					}),
					hint: z.string().openapi({
						description: "What to check if the message does not arrive, for this kind of provider, in words",
					}),
				}),
				"Queued",
			),
			...mkErrors([409, "BAD_STATE"]),
		},
	}),
	async (c) => ok(c, await testChannel(ctxOf(c), scopeOf(c), c.req.valid("param").id, c.req.valid("json").recipient)),
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/channels/{id}/dns-records",
		summary: "DNS records to authenticate an email channel's sending domain (static guidance)",
		request: { params: IdParam },
		responses: { 200: jsonResponse(DnsRecords, "Records"), ...mkErrors([409, "NOT_EMAIL, NO_FROM_EMAIL"]) },
	}),
	async (c) => ok(c, await channelDnsRecords(ctxOf(c), scopeOf(c), c.req.valid("param").id)),
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/channels/{id}/sends",
		summary: "The channel's test sends and their outcome, newest first (extension)",
		request: { params: IdParam, query: z.object({ limit: limitParam(50, 100) }) },
		responses: {
			200: jsonResponse(
				z.object({
					data: z.array(Send).openapi({ description: "The channel's sends, newest first (at most limit)" }),
				}),
				"data.data",
			),
			...mkErrors(),
		},
	}),
	async (c) => {
		const s = scopeOf(c);
		const id = c.req.valid("param").id;
		if (!(await getChannel(c.env, s, id))) throw notFound("channel");
		return ok(c, { data: (await listSends(c.env, s, id, c.req.valid("query").limit)).map(sendView) });
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/contacts/{id}/confirm",
		summary: "Double opt-in: ask a contact to confirm through a channel (extension)",
		description:
			"Body {channelId} of an active email, SMS or WhatsApp channel. The contact's subscription to that kind (email, sms, whatsapp) becomes pending and the channel sends a link (<base>/c/<token>, 7 days) whose page sets it to subscribed; emails also carry List-Unsubscribe. Answers {id, channelId, subscription: pending, messageId}; the send shows in GET /channels/{id}/sends.",
		middleware: [mktIdempotency()] as const,
		request: {
			params: IdParam,
			...jsonBody(
				z
					.strictObject({
						channelId: z.string().min(1).max(64).openapi({
							description:
								"The active email, SMS or WhatsApp channel (messaging_v1 or messaging_v2) that sends the confirmation link; the contact needs that kind of address",
						}),
					})
					.openapi("ConfirmContact"),
			),
		},
		responses: {
			200: jsonResponse(
				z.object({
					id: z.string(),
					channelId: z.string().openapi({ description: "The channel that sends the confirmation link" }),
					subscription: z.literal("pending").openapi({
						description:
							"Always pending: the contact's subscription for the channel's kind (email, sms or whatsapp) awaits confirmation; the link's page sets it to subscribed",
					}),
					messageId: z
						.string()
						.openapi({ description: "The send carrying the link (msg_…); GET /channels/{id}/sends shows its outcome" }),
				}),
				"Asked",
			),
			...mkErrors([409, "BAD_STATE"]),
		},
	}),
	async (c) => {
		const base = `${new URL(c.req.url).origin}${c.get("base") ?? ""}`;
		const { channelId } = c.req.valid("json");
		return ok(c, await confirmContact(ctxOf(c), scopeOf(c), c.req.valid("param").id, channelId, base));
	},
);

export default app;
