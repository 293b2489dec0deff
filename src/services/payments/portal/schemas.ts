import { z } from "@hono/zod-openapi";
import { redirectUrl } from "../../../platform/redirect-url";

// Spec 000 §4 "Portal sessions" and the portal settings: validation, types and reference text.

export const PortalSession = z
	.object({
		id: z.string().openapi({ example: "ps_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		arn: z.string(),
		accountId: z.string(),
		customerId: z.string(),
		url: z.string().openapi({ description: "Session id in the path, signed token in the fragment (#token=...)" }),
		returnUrl: z.string(),
		expiresAt: z.string(),
		createdAt: z.string(),
	})
	.openapi("PortalSession");

export const CreatePortalSession = z
	.strictObject({
		customerId: z.string().min(1).max(64).openapi({ example: "cus_01JB4X6N0ZQ8K3C9W2T5V7R1MD" }),
		returnUrl: redirectUrl().openapi({ example: "https://toko.example/account" }),
	})
	.openapi("CreatePortalSession");

export const CREATE_PORTAL_SESSION_DOC =
	"Body: customerId (a cus_ id of this workspace; another workspace's is 404 not_found), returnUrl (absolute https, ≤ 2,048 characters, no user name or password, no spaces or control characters; http only to a loopback host in local development). Unknown fields are rejected. 201 with the session: url = <base>/portal/<ps_id>#token=<signed token>; expiresAt = createdAt + 15 minutes (the test clock in test mode); after that the URL answers 410. Emits no event. There is no GET, list or DELETE.";

export const Settings = z
	.object({
		cancelSubscription: z.boolean(),
		updatePaymentMethod: z.boolean(),
		viewInvoices: z.boolean(),
		changePlan: z.boolean(),
	})
	.openapi("PortalSettings");

export const PutPortalSettings = z
	.strictObject({
		cancelSubscription: z.boolean().optional(),
		updatePaymentMethod: z.boolean().optional(),
		viewInvoices: z.boolean().optional(),
		changePlan: z.boolean().optional(),
	})
	.openapi("PutPortalSettings");
