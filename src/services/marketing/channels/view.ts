import { iso } from "../../../platform/encoding";
import type { ChannelRow, SendRow } from "./store";

/** The full channel view: never credentials, accountId or updatedAt (spec §2). */
export const channelView = (r: ChannelRow) => ({
	id: r.id,
	provider: r.provider,
	externalId: r.externalId,
	displayName: r.displayName,
	status: r.status,
	config: JSON.parse(r.config) as Record<string, unknown>,
	scopesGranted: JSON.parse(r.scopesGranted) as string[],
	lastSyncedAt: iso(r.lastSyncedAt),
	lastError: null,
	expiresAt: iso(r.expiresAt),
	createdAt: iso(r.createdAt) as string,
});

/** POST /channels answers exactly these fields (spec §4). */
export const createdView = (r: ChannelRow) => {
	const v = channelView(r);
	return {
		id: v.id,
		provider: v.provider,
		displayName: v.displayName,
		status: v.status,
		externalId: v.externalId,
		config: v.config,
		createdAt: v.createdAt,
	};
};

export const sendView = (r: SendRow) => ({
	messageId: r.id,
	recipient: r.recipient,
	status: r.status,
	statusCode: r.statusCode,
	error: r.error,
	createdAt: iso(r.createdAt) as string,
	sentAt: r.status === "queued" ? null : iso(r.sentAt),
});
