// GATEWAY_C_SANDBOX_URL (issue 37 item 6): the operator's origin for gateway C adapters in mode
// sandbox — the local simulator in tests and `npm start` — and never for mode live.
import { afterEach, describe, expect, it, vi } from "vitest";
import { GATEWAY_C_BASE_URLS, gatewayCBaseUrl } from "../../src/services/payments/gateways/gatewayC";
import { gatewayCSimulator } from "../helpers/gateway-c";
import { put } from "./adapters-helpers";
import { workspaceKey } from "./billing-helpers";

afterEach(() => vi.unstubAllGlobals());

describe("gateway C's sandbox base URL", () => {
	it("sandbox takes the setting (trailing slash trimmed), else PayPal's sandbox; live never takes it; a non-http value is an error", () => {
		expect(gatewayCBaseUrl("sandbox", "http://127.0.0.1:8792/")).toBe("http://127.0.0.1:8792");
		expect(gatewayCBaseUrl("sandbox", undefined)).toBe("https://api-m.sandbox.paypal.com");
		expect(gatewayCBaseUrl("sandbox", "")).toBe(GATEWAY_C_BASE_URLS.sandbox);
		expect(gatewayCBaseUrl("live", "http://127.0.0.1:8792")).toBe("https://api-m.paypal.com");
		expect(() => gatewayCBaseUrl("sandbox", "ftp://example.com")).toThrow(/http/);
		expect(() => gatewayCBaseUrl("sandbox", "not a url")).toThrow(/URL/);
	});

	it("through the API: a sandbox adapter's credential check goes to the simulator; a live one to PayPal itself", async () => {
		const { key } = await workspaceKey();
		const sandbox = await put(key, "gateway_c", { clientId: "sim-app", secret: "s", mode: "sandbox" });
		expect(sandbox.status, sandbox.text).toBe(200);
		const log = (await (await fetch(`${gatewayCSimulator()}/_sim/requests`)).json()) as Array<{ path: string }>;
		expect(log.some((r) => r.path === "/v1/oauth2/token")).toBe(true);
		// The simulator refuses "bad" the way PayPal does: nothing is stored.
		const bad = await put(key, "gateway_c", { clientId: "sim-app", secret: "bad", mode: "sandbox" });
		expect(bad.status).toBe(422);
		expect(bad.body.error.message).toContain("invalid_credentials");

		const urls: string[] = [];
		vi.stubGlobal(
			"fetch",
			vi.fn(async (input: RequestInfo | URL) => {
				urls.push(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
				return Response.json({ access_token: "A21-live", expires_in: 32400 });
			}),
		);
		const live = await put(key, "gateway_c", { clientId: "live-app", secret: "s", mode: "live" });
		expect(live.status, live.text).toBe(200);
		expect(urls).toEqual(["https://api-m.paypal.com/v1/oauth2/token"]);
	});
});
