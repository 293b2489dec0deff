import type { Env } from "../../../env";
import { openCredentials } from "../channels/store";
import { DELIVERY, providerBase } from "../integrations";
import { kindOf, type Provider } from "../integrations/catalogue";
import type { ChannelProvider } from "../integrations/provider";
import type { ChannelRow } from "./store";

/**
 * The provider client a campaign sends through. An email campaign always goes out under a sender
 * name: the channel's config.fromName, else its display name (the address, config.fromEmail, is
 * checked before a send starts).
 */
export async function campaignClient(env: Env, channel: ChannelRow): Promise<ChannelProvider | null> {
	const provider = channel.provider as Provider;
	const delivery = DELIVERY[provider];
	if (!delivery) return null;
	const config = JSON.parse(channel.config) as Record<string, unknown>;
	const named =
		kindOf(provider) === "email" && !(typeof config.fromName === "string" && config.fromName.trim())
			? { ...config, fromName: channel.displayName }
			: config;
	return delivery.factory(await openCredentials(env, channel), named, {
		fetch: (input, init) => fetch(input, init),
		baseUrl: providerBase(env, provider),
	});
}
