import { ApiError, notFound } from "../../../platform/errors";
import type { MktCtx, MktScope } from "../context";
import { isEmailProvider, type Provider } from "../integrations/catalogue";
import { dnsRecordsFor } from "./domain/dns";
import { getChannel } from "./store";

/** GET /channels/{id}/dns-records: static guidance for config.fromEmail's domain (no DNS lookups). */
export async function channelDnsRecords(ctx: MktCtx, s: MktScope, id: string) {
	const channel = await getChannel(ctx.env, s, id);
	if (!channel) throw notFound("channel");
	const provider = channel.provider as Provider;
	if (!isEmailProvider(provider)) throw new ApiError(409, "not_email", `${provider} is not an email provider`);
	const from = (JSON.parse(channel.config) as { fromEmail?: unknown }).fromEmail;
	const domain =
		typeof from === "string" && from.includes("@")
			? from
					.slice(from.lastIndexOf("@") + 1)
					.trim()
					.toLowerCase()
			: "";
	if (!domain)
		throw new ApiError(
			409,
			"no_from_email",
			"Set config.fromEmail first (PATCH /channels/{id}); its domain is the one to authenticate",
		);
	return dnsRecordsFor(provider, domain);
}
