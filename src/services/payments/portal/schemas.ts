import { z } from "@hono/zod-openapi";
import { redirectUrl } from "../../../platform/redirect-url";

// Spec 000 §4 "Portal sessions" and the portal settings: validation, types and reference text.

export const PortalSession = z
	.object({
		id: z.string().openapi({ example: "ps_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		arn: z.string().openapi({
			description: "The session's resource name: arn:pasar:pay:<environment>:<accountId>:portal-session/<id>",
		}),
		accountId: z.string().openapi({ description: "The workspace (acc_…)" }),
		customerId: z.string().openapi({ description: "The customer the portal is for" }),
		url: z.string().openapi({
			description: "Session id in the path, its workspace in ?w=, signed token in the fragment (#token=...)",
		}),
		returnUrl: z.string().openapi({ description: "Where the portal's back link goes" }),
		expiresAt: z.string().openapi({ description: "createdAt + 15 minutes; the URL answers 410 after it" }),
		createdAt: z.string(),
	})
	.openapi("PortalSession");

export const CreatePortalSession = z
	.strictObject({
		customerId: z
			.string()
			.min(1)
			.max(64)
			.openapi({ description: "A customer of this workspace", example: "cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		returnUrl: redirectUrl().openapi({ example: "https://toko.example/account" }),
	})
	.openapi("CreatePortalSession");

export const CREATE_PORTAL_SESSION_DOC =
	"Body: customerId (a cus_ id of this workspace; another workspace's is 404 not_found), returnUrl (absolute https, ≤ 2,048 characters, no user name or password, no spaces or control characters; http only to a loopback host in local development). Unknown fields are rejected. 201 with the session: url = <base>/portal/<ps_id>?w=<workspace>#token=<signed token>; expiresAt = createdAt + 15 minutes (the test clock in test mode); after that the URL answers 410. Emits no event. There is no GET, list or DELETE.";

const CANCEL = "Customers may cancel a subscription at its period end (default true)";
const PAYMENT_METHOD = "Customers may pick another of their payment tokens as a subscription's default (default true)";
const INVOICES = "Customers may see their invoices (default true)";
const CHANGE_PLAN = "Customers may move to another active price of their plan, by the API's rules (default true)";

export const Settings = z
	.object({
		cancelSubscription: z.boolean().openapi({ description: CANCEL }),
		updatePaymentMethod: z.boolean().openapi({ description: PAYMENT_METHOD }),
		viewInvoices: z.boolean().openapi({ description: INVOICES }),
		changePlan: z.boolean().openapi({ description: CHANGE_PLAN }),
	})
	.openapi("PortalSettings");

export const PutPortalSettings = z
	.strictObject({
		cancelSubscription: z.boolean().optional().openapi({ description: CANCEL }),
		updatePaymentMethod: z.boolean().optional().openapi({ description: PAYMENT_METHOD }),
		viewInvoices: z.boolean().optional().openapi({ description: INVOICES }),
		changePlan: z.boolean().optional().openapi({ description: CHANGE_PLAN }),
	})
	.openapi("PutPortalSettings");
