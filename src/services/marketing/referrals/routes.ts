import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { ok } from "../../../platform/envelope";
import { notFound } from "../../../platform/errors";
import { jsonBody, jsonResponse } from "../../../platform/openapi";
import { workspaceEnv, workspaceExists } from "../../admin/public";
import { partnerOnly, publicRoute, requirePlatformAdmin } from "../access/auth";
import { ctxOf, mkErrors, mktIdempotency, scopeOf } from "../context";
import { clickLink } from "./click-link";
import { expirePendingEverywhere } from "./expire-pending";
import { issueLink } from "./issue-link";
import { setProgram } from "./put-program";
import { customerRewards } from "./rewards";
import {
	ClickBody,
	Clicked,
	IssueBody,
	Link,
	LinkParams,
	PROGRAM_DOC,
	Program,
	ProgramBody,
	Reward,
	RewardParams,
	Stats,
} from "./schemas";
import { getProgram, linkByCode, linkTotals } from "./store";
import { linkView, programView } from "./view";

// Spec 001 §4 "Referrals": the program, links, stats, rewards and the sweep (attributions in attribution-routes.ts).

const app = router();
const partnerErrors = (...extra: Array<[number, string]>) =>
	mkErrors([403, "FORBIDDEN, NO_ACCOUNT, ACCOUNT_MISMATCH"], ...extra);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/referrals/program",
		summary: "The program (JSON null until one is set)",
		responses: { 200: jsonResponse(Program.nullable(), "The program or null"), ...mkErrors() },
	}),
	async (c) => {
		const row = await getProgram(c.env, scopeOf(c));
		return ok(c, row ? programView(row) : null);
	},
);

app.openapi(
	createRoute({
		method: "put",
		path: "/api/v1/referrals/program",
		summary: "Create or replace the program",
		description: PROGRAM_DOC,
		middleware: [mktIdempotency()] as const,
		request: jsonBody(ProgramBody),
		responses: { 200: jsonResponse(Program, "The program"), ...mkErrors([400, "VALIDATION, INVALID_VALUE"]) },
	}),
	async (c) => ok(c, await setProgram(ctxOf(c), scopeOf(c), c.req.valid("json"))),
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/referrals/stats",
		summary: "Totals over every link, computed live",
		responses: {
			200: jsonResponse(Stats, "Totals; conversionRate = totalRewards / totalClicks (0 without clicks)"),
			...mkErrors(),
		},
	}),
	async (c) => {
		const t = await linkTotals(c.env, scopeOf(c));
		return ok(c, { ...t, conversionRate: t.totalClicks ? t.totalRewards / t.totalClicks : 0 });
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/referrals/links/issue",
		summary: "A customer's share link (signed partner call; idempotent per customer)",
		middleware: [partnerOnly(), mktIdempotency()] as const,
		request: jsonBody(IssueBody),
		responses: {
			200: jsonResponse(
				z.object({
					link: Link.nullable(),
				}),
				"data.link, null without an enabled program",
			),
			...partnerErrors(),
		},
	}),
	async (c) => ok(c, { link: await issueLink(ctxOf(c), scopeOf(c), c.req.valid("json").customerId) }),
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/referrals/links/{accountId}/{code}",
		summary: "A link by code (public)",
		middleware: [publicRoute()] as const,
		request: { params: LinkParams },
		responses: { 200: jsonResponse(Link, "The link"), 404: mkErrors()[404] },
	}),
	async (c) => {
		const { accountId, code } = c.req.valid("param");
		// Public: the URL names the workspace, whose DB_MKT shard holds the link (issue 38).
		const link = await linkByCode(await workspaceEnv(c.env, accountId), { workspaceId: accountId }, code);
		if (!link) throw notFound("referral code");
		return ok(c, linkView(link));
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/referrals/links/click",
		summary: "Count a click (signed partner call)",
		middleware: [partnerOnly(), mktIdempotency()] as const,
		request: jsonBody(ClickBody),
		responses: {
			200: jsonResponse(Clicked, "linkId and programId, or null (unknown code, program off)"),
			...partnerErrors(),
		},
	}),
	async (c) => ok(c, await clickLink(ctxOf(c), scopeOf(c), c.req.valid("json").code)),
);

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/referrals/rewards/{accountId}/{customerId}",
		summary: "A customer's reward codes (public)",
		middleware: [publicRoute()] as const,
		request: { params: RewardParams },
		responses: {
			200: jsonResponse(
				z.object({
					rewards: z.array(Reward).openapi({
						description:
							"The referral codes minted for the customer, as referrer or referee, newest first; empty when none",
					}),
				}),
				"data.rewards",
			),
			404: mkErrors()[404],
		},
	}),
	async (c) => {
		const { accountId, customerId } = c.req.valid("param");
		if (!(await workspaceExists(c.env, accountId))) throw notFound("workspace");
		const env = await workspaceEnv(c.env, accountId);
		return ok(c, { rewards: await customerRewards(env, { workspaceId: accountId }, customerId) });
	},
);

app.openapi(
	createRoute({
		method: "post",
		path: "/api/v1/referrals/sweeps/expire-pending",
		summary: "Expire pending attributions past their window (mkt:platform:admin)",
		middleware: [requirePlatformAdmin(), mktIdempotency()] as const,
		responses: {
			200: jsonResponse(
				z.object({
					expired: z.number().int().openapi({
						description:
							"Pending attributions, in every workspace, whose window was over and that this run expired (at most 10,000 a run; the minute cron goes on)",
					}),
				}),
				"How many expired",
			),
			...mkErrors(),
		},
	}),
	async (c) => ok(c, await expirePendingEverywhere(c.env)),
);

export default app;
