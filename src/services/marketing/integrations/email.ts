// What every email client shares: the sender from config (fromEmail, fromName, replyTo; spec §4),
// refused before any request when fromEmail is missing.
import { ProviderError } from "./provider";

export interface Sender {
	email: string;
	name: string | null;
	/** `Name <email>` or the bare address. */
	from: string;
	replyTo: string | null;
}

export function senderOf(label: string, config: Record<string, unknown>): Sender {
	const email = typeof config.fromEmail === "string" ? config.fromEmail.trim() : "";
	if (!email) throw new ProviderError("rejected", `${label}: config.fromEmail is required to send`);
	const name = typeof config.fromName === "string" && config.fromName.trim() ? config.fromName.trim() : null;
	const replyTo = typeof config.replyTo === "string" && config.replyTo.trim() ? config.replyTo.trim() : null;
	return { email, name, from: name ? `${name.replace(/[<>"]/g, "")} <${email}>` : email, replyTo };
}
