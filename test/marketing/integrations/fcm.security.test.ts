// Issue 37 item 3: the FCM service account's token_uri came from the uploaded JSON and was posted to
// without any URL guard, and up to 200 characters of the answer were echoed in the error. The token
// endpoint is now Google's alone (another token_uri is 400 at upload), and no upstream body is echoed.
import { exportPKCS8, generateKeyPair } from "jose";
import { describe, expect, it } from "vitest";
import { DELIVERY } from "../../../src/services/marketing/integrations";
import { FCM_BASE_URL, forgetFcmTokens } from "../../../src/services/marketing/integrations/fcm";
import { expectEnvelopeError } from "../../helpers/http";
import { mkt, mktWorkspace } from "../../helpers/mkt";

const GOOGLE_TOKEN = "https://oauth2.googleapis.com/token";
const SECRET_BODY = "root:x:0:0 internal-metadata-secret";

async function serviceAccount(extra: Record<string, string> = {}) {
	const { privateKey } = await generateKeyPair("RS256", { extractable: true });
	return JSON.stringify({
		client_email: `push${Math.random()}@p.iam.example`,
		private_key: await exportPKCS8(privateKey),
		project_id: "toko-app",
		...extra,
	});
}

function stubbed(answers: Array<() => Response>) {
	const urls: string[] = [];
	let i = 0;
	const fetch = (async (input: RequestInfo | URL) => {
		urls.push(String(input));
		return answers[Math.min(i++, answers.length - 1)]();
	}) as typeof globalThis.fetch;
	return { fetch, urls };
}

const send = (sa: string, fetch: typeof globalThis.fetch) =>
	DELIVERY.push_v2!.factory({ serviceAccountJson: sa }, {}, { fetch, baseUrl: FCM_BASE_URL }).send({
		messageId: "msg_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
		recipient: "device-1",
		subject: "Hi",
		text: "Hello",
		headers: {},
		occurredAt: "2026-11-24T00:00:00.000Z",
	});

describe("FCM token endpoint", () => {
	it("a stored service account naming another token_uri still gets its token from Google only", async () => {
		forgetFcmTokens();
		const sa = await serviceAccount({ token_uri: "http://169.254.169.254/latest/meta-data/token" });
		const { fetch, urls } = stubbed([
			() => Response.json({ access_token: "ya29.t", expires_in: 3600 }),
			() => Response.json({ name: "projects/toko-app/messages/1" }),
		]);
		await send(sa, fetch);
		expect(urls).toEqual([GOOGLE_TOKEN, `${FCM_BASE_URL}/v1/projects/toko-app/messages:send`]);
	});

	it("an upstream refusal is reported by status and OAuth error code, never by its body", async () => {
		for (const answer of [
			() => Response.json({ error: "invalid_grant", error_description: SECRET_BODY }, { status: 400 }),
			() => new Response(`<html>${SECRET_BODY}</html>`, { status: 403 }),
			() => Response.json({ error: SECRET_BODY }, { status: 400 }),
		]) {
			forgetFcmTokens();
			const err = await send(await serviceAccount(), stubbed([answer]).fetch).catch((e) => e);
			expect(err.kind).toBeDefined();
			expect(err.message).not.toContain("internal-metadata-secret");
			expect(err.message).not.toContain("html");
		}
		forgetFcmTokens();
		const { fetch } = stubbed([
			() => Response.json({ access_token: "ya29.t", expires_in: 3600 }),
			() => Response.json({ error: { code: 400, message: SECRET_BODY, status: "INVALID_ARGUMENT" } }, { status: 400 }),
		]);
		const err = await send(await serviceAccount(), fetch).catch((e) => e);
		expect(err.message).toContain("INVALID_ARGUMENT");
		expect(err.message).not.toContain("internal-metadata-secret");
	});
});

describe("POST /channels push_v2", () => {
	it("a service account whose token_uri is not Google's is 400 VALIDATION and stores nothing", async () => {
		const { key } = await mktWorkspace();
		for (const token_uri of [
			"http://169.254.169.254/token",
			"https://evil.example/token",
			"https://oauth2.googleapis.com.evil.example/token",
		]) {
			const res = await mkt(key, "POST", "/channels", {
				body: {
					provider: "push_v2",
					displayName: "FCM",
					credentials: { serviceAccountJson: await serviceAccount({ token_uri }) },
				},
			});
			expectEnvelopeError(res, 400, "VALIDATION");
			expect(res.body.error.param).toBe("credentials.serviceAccountJson");
		}
		expect((await mkt(key, "GET", "/channels")).body.data).toEqual([]);
		const ok = await mkt(key, "POST", "/channels", {
			body: {
				provider: "push_v2",
				displayName: "FCM",
				credentials: { serviceAccountJson: await serviceAccount({ token_uri: GOOGLE_TOKEN }) },
			},
		});
		expect(ok.status, ok.text).toBe(201);
	});
});
