import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createWorkspace, expectEnvelopeError } from "../helpers/http";
import { mintPayKey, payCall } from "../helpers/pay";
import { eventsOf, stubGateways } from "./adapters-helpers";

// Managed onboarding: provisioning starts once; the simulated provider's test helper advances
// kybStatus not_started → invited → registered → live with capabilities and events.

beforeAll(() => {
	stubGateways();
});
afterAll(() => vi.unstubAllGlobals());

const onboarding = (key: any) => payCall(key, "GET", "/v1/adapters/managed/onboarding");
const start = (key: any, email = "owner@toko.example") =>
	payCall(key, "POST", "/v1/adapters/managed/onboarding", { body: { email } });
const advance = (key: any, body?: unknown) =>
	payCall(key, "POST", "/v1/test-helpers/adapters/managed/advance", body === undefined ? {} : { body });

describe("managed onboarding", () => {
	it("not_started → invited (POST, once) → registered → live; capabilities and payoutsReady follow; events", async () => {
		const ws = await createWorkspace();
		const key = await mintPayKey(ws);
		expect((await onboarding(key)).body.data).toEqual({
			subAccountId: null,
			kybStatus: "not_started",
			capabilitiesStatus: "inactive",
			payoutsReady: false,
			onboardingUrl: null,
		});
		expect((await payCall(key, "GET", "/v1/adapters")).body.data).toEqual({});
		const s1 = await start(key);
		expect(s1.status, s1.text).toBe(200);
		expect(s1.body.data).toMatchObject({
			subAccountId: expect.stringMatching(/^sacc_/),
			kybStatus: "invited",
			capabilitiesStatus: "inactive",
			payoutsReady: false,
			onboardingUrl: expect.stringMatching(/^https:\/\//),
		});
		const again = await start(key, "someone-else@toko.example");
		expect(again.body.data).toEqual(s1.body.data);
		expect((await advance(key)).body.data).toMatchObject({
			kybStatus: "registered",
			capabilitiesStatus: "pending",
			payoutsReady: false,
		});
		const live = await advance(key);
		expect(live.body.data).toMatchObject({
			kybStatus: "live",
			capabilitiesStatus: "active",
			payoutsReady: true,
			onboardingUrl: null,
			subAccountId: s1.body.data.subAccountId,
		});
		expectEnvelopeError(await advance(key), 409, "conflict");
		const managed = (await payCall(key, "GET", "/v1/adapters")).body.data.managed;
		expect(managed.publicConfig).toMatchObject({
			kybStatus: "live",
			capabilitiesStatus: "active",
			payoutsReady: true,
			lastWebhookAt: expect.any(String),
		});
		const types = (await eventsOf(key, "adapter.managed.")).map((e) => e.type).sort();
		expect(types).toEqual([
			"adapter.managed.capabilities_changed",
			"adapter.managed.capabilities_changed",
			"adapter.managed.kyb_changed",
			"adapter.managed.kyb_changed",
			"adapter.managed.kyb_changed",
		]);
	});

	it("advance before provisioning is 409; backwards is 409; email is validated; live keys have no test helper", async () => {
		const ws = await createWorkspace();
		const key = await mintPayKey(ws);
		expectEnvelopeError(await advance(key), 409, "conflict");
		expectEnvelopeError(await start(key, "not-an-email"), 400, "validation_error");
		expectEnvelopeError(
			await payCall(key, "POST", "/v1/adapters/managed/onboarding", { body: {} }),
			400,
			"validation_error",
		);
		await start(key);
		expect((await advance(key, { kybStatus: "live" })).body.data.kybStatus).toBe("live");
		expectEnvelopeError(await advance(key, { kybStatus: "registered" }), 409, "conflict");
		const liveKey = await mintPayKey(ws, { environment: "live" });
		expectEnvelopeError(await advance(liveKey), 404, "not_found");
		// Test and live onboarding are separate.
		expect((await onboarding(liveKey)).body.data.kybStatus).toBe("not_started");
	});
});
