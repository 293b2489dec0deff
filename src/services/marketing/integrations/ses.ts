// email_v5: Amazon SES v2 SendEmail — POST /v2/email/outbound-emails signed with AWS Signature
// Version 4 (aws4fetch signs; our fetch seam sends). Answers {MessageId}; errors {message} with the
// error type in the x-amzn-ErrorType header. The default host is email.<region>.amazonaws.com.
import { AwsClient } from "aws4fetch";
import { senderOf } from "./email";
import type { ProviderFactory } from "./provider";
import { sendTo } from "./send";

export const sesBaseUrl = (region: string) => `https://email.${region}.amazonaws.com`;

export const sesProvider: ProviderFactory = (creds, config, deps) => ({
	async send(msg) {
		const from = senderOf("Amazon SES", config);
		const aws = new AwsClient({
			accessKeyId: creds.accessKeyId,
			secretAccessKey: creds.secretAccessKey,
			region: creds.region,
			service: "ses",
			retries: 0,
		});
		const url = `${deps.baseUrl || sesBaseUrl(creds.region)}/v2/email/outbound-emails`;
		const body = JSON.stringify({
			FromEmailAddress: from.from,
			Destination: { ToAddresses: [msg.recipient] },
			...(from.replyTo ? { ReplyToAddresses: [from.replyTo] } : {}),
			Content: {
				Simple: {
					Subject: { Data: msg.subject },
					Body: { Text: { Data: msg.text }, ...(msg.html ? { Html: { Data: msg.html } } : {}) },
					...(msg.headers ? { Headers: Object.entries(msg.headers).map(([Name, Value]) => ({ Name, Value })) } : {}),
				},
			},
		});
		const signed = await aws.sign(url, { method: "POST", headers: { "Content-Type": "application/json" }, body });
		const a = await sendTo(
			"Amazon SES",
			deps,
			url,
			{ method: "POST", headers: Object.fromEntries(signed.headers), body },
			(ans) => ({
				code: ans.headers.get("x-amzn-ErrorType")?.split(":")[0] ?? null,
				message: typeof ans.json?.message === "string" ? ans.json.message : `HTTP ${ans.status}`,
			}),
		);
		return { providerMessageId: typeof a.json?.MessageId === "string" ? a.json.MessageId : null, statusCode: a.status };
	},
});
