// The delivery-event verifier of each email provider (issue 40) and the channel credential or config
// keys it reads: what the feedback feature's webhook route dispatches on.
import type { Provider } from "../catalogue";
import type { Verifier } from "./common";
import { MAILGUN_KEY_KEY, verifyMailgun } from "./mailgun";
import { POSTMARK_PASSWORD_KEY, POSTMARK_USER_KEY, verifyPostmark } from "./postmark";
import { RESEND_SECRET_KEY, verifyResend } from "./resend";
import { SENDGRID_KEY_KEY, verifySendgrid } from "./sendgrid";
import { SES_TOPIC_CONFIG, verifySes } from "./ses";

export type { DeliveryEvent, Verified, VerifyContext, WebhookRequest } from "./common";
export { confirmSnsSubscription } from "./ses";

export interface EmailEventsScheme {
	/** The name a suppression records as its source. */
	name: string;
	verify: Verifier;
	/** Credential keys (config keys for SES) the verifier reads. */
	keys: readonly string[];
}

export const EMAIL_EVENTS: Partial<Record<Provider, EmailEventsScheme>> = {
	email_v1: { name: "resend", verify: verifyResend, keys: [RESEND_SECRET_KEY] },
	email_v2: { name: "sendgrid", verify: verifySendgrid, keys: [SENDGRID_KEY_KEY] },
	email_v3: { name: "mailgun", verify: verifyMailgun, keys: [MAILGUN_KEY_KEY] },
	email_v4: { name: "postmark", verify: verifyPostmark, keys: [POSTMARK_USER_KEY, POSTMARK_PASSWORD_KEY] },
	email_v5: { name: "ses", verify: verifySes, keys: [`config.${SES_TOPIC_CONFIG}`] },
};
