// The API reference's quality gate (issue 25): each service's /openapi.json, fetched through the real
// entry, has a summary on every operation and a description on every schema property (components,
// request bodies and responses, recursively). `npm run check` runs this file; a failure lists each gap.
import { describe, expect, it } from "vitest";
import { call } from "../helpers/http";
import { openapiQuality } from "../helpers/openapi-quality";

const BASES = ["pay", "mkt", "pos", "ci", "loc", "secrets", "admin"] as const;

describe("API reference quality", () => {
	it.each(BASES)("every operation of /%s/openapi.json has a summary", async (base) => {
		const res = await call("GET", `/${base}/openapi.json`);
		expect(res.status).toBe(200);
		expect(openapiQuality(res.body).missingSummaries).toEqual([]);
	});

	// Every base is complete: a new field without a description fails here, named with its place.
	it.each(BASES)("every schema property of /%s/openapi.json has a description", async (base) => {
		const res = await call("GET", `/${base}/openapi.json`);
		expect(openapiQuality(res.body).missingDescriptions).toEqual([]);
	});
});
