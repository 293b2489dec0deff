// PUT /referrals/program's marketingCampaignId names one of the workspace's campaigns (issue 40). The
// campaign rows are written straight into the workspace's DB_MKT shard, as the campaigns API would.
import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { mkt, mktWorkspace } from "../helpers/mkt";
import { dbOf } from "../helpers/shards";

const BASE = { rewardType: "percent", referrerValue: 10, refereeValue: 10, currency: "IDR" };

async function insertCampaign(ws: string, id: string) {
	const now = Date.now();
	await (await dbOf("DB_MKT", ws))
		.prepare(
			`INSERT INTO campaigns (id, account_id, name, channel_id, audience, content, status, created_at, updated_at)
			 VALUES (?, ?, 'Launch', 'ch_1', '{"segmentIds":[],"listIds":[],"contactIds":[]}', '{}', 'draft', ?, ?)`,
		)
		.bind(id, ws, now, now)
		.run();
}

describe("referral program: marketingCampaignId", () => {
	it("accepts the workspace's own campaign, refuses another workspace's or an unknown id, and null clears", async () => {
		const own = await mktWorkspace();
		const other = await mktWorkspace();
		await insertCampaign(own.ws, "cmp_own1");
		await insertCampaign(other.ws, "cmp_other1");

		const put = (body: unknown) => mkt(own.key, "PUT", "/referrals/program", { body });
		const accepted = await put({ ...BASE, marketingCampaignId: "cmp_own1" });
		expect(accepted.status, accepted.text).toBe(200);
		expect(accepted.body.data.marketingCampaignId).toBe("cmp_own1");
		// Omitted keeps it.
		expect((await put(BASE)).body.data.marketingCampaignId).toBe("cmp_own1");

		for (const id of ["cmp_other1", "cmp_nosuch"]) {
			const res = await put({ ...BASE, marketingCampaignId: id });
			expectEnvelopeError(res, 400, "VALIDATION");
			expect(res.body.error.param).toBe("marketingCampaignId");
		}
		expect((await mkt(own.key, "GET", "/referrals/program")).body.data.marketingCampaignId).toBe("cmp_own1");

		const cleared = await put({ ...BASE, marketingCampaignId: null });
		expect(cleared.status).toBe(200);
		expect(cleared.body.data.marketingCampaignId).toBeNull();
	});
});
