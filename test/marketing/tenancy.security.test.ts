import { describe, expect, it } from "vitest";
import { expectEnvelopeError } from "../helpers/http";
import { mkt, mktWorkspace } from "../helpers/mkt";

describe("marketing tenancy: another workspace's ids are 404 and untouched", () => {
	it("contacts, segments, import jobs and lists", async () => {
		const a = await mktWorkspace();
		const b = await mktWorkspace();
		const contact = (await mkt(a.key, "POST", "/contacts", { body: { email: "mine@example.com" } })).body.data;
		const seg = (
			await mkt(a.key, "POST", "/audience-segments", { body: { name: "S", filter: { match: "all", rules: [] } } })
		).body.data;
		const job = (
			await mkt(a.key, "POST", "/contacts/import/csv", { raw: "email\nx@example.com", contentType: "text/csv" })
		).body.data;
		await mkt(a.key, "POST", "/contacts/import", { body: { rows: [{ email: "l@example.com" }], listName: "Mine" } });

		expectEnvelopeError(await mkt(b.key, "GET", `/contacts/${contact.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(
			await mkt(b.key, "PATCH", `/contacts/${contact.id}`, { body: { firstName: "Hijack" } }),
			404,
			"NOT_FOUND",
		);
		expectEnvelopeError(await mkt(b.key, "DELETE", `/contacts/${contact.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await mkt(b.key, "GET", `/audience-segments/${seg.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(
			await mkt(b.key, "PATCH", `/audience-segments/${seg.id}`, { body: { name: "X" } }),
			404,
			"NOT_FOUND",
		);
		expectEnvelopeError(await mkt(b.key, "POST", `/audience-segments/${seg.id}/preview`), 404, "NOT_FOUND");
		expectEnvelopeError(await mkt(b.key, "DELETE", `/audience-segments/${seg.id}`), 404, "NOT_FOUND");
		expectEnvelopeError(await mkt(b.key, "GET", `/contacts/import/jobs/${job.jobId}`), 404, "NOT_FOUND");

		expect((await mkt(b.key, "GET", "/contacts")).body.data.data).toEqual([]);
		expect((await mkt(b.key, "GET", "/audience-segments")).body.data.segments).toEqual([]);
		expect((await mkt(b.key, "GET", "/lists")).body.data.lists).toEqual([]);
		const got = (await mkt(a.key, "GET", `/contacts/${contact.id}`)).body.data;
		expect(got.firstName).toBeNull();
		expect(got.subscriptions).toEqual({});
		expect((await mkt(a.key, "GET", `/audience-segments/${seg.id}`)).body.data.name).toBe("S");
	});

	it("the same identity in two workspaces is two contacts; counts and segments see only their own", async () => {
		const a = await mktWorkspace();
		const b = await mktWorkspace();
		const x = await mkt(a.key, "POST", "/contacts", { body: { email: "same@example.com" } });
		const y = await mkt(b.key, "POST", "/contacts", { body: { email: "same@example.com" } });
		expect(x.body.data.identityHash).toBe(y.body.data.identityHash);
		expect(x.body.data.id).not.toBe(y.body.data.id);
		const listA = (
			await mkt(a.key, "POST", "/contacts/import", { body: { rows: [{ email: "same@example.com" }], listName: "L" } })
		).body.data.listId;
		const viaB = await mkt(b.key, "POST", "/audience-segments/preview", {
			body: { filter: { match: "all", rules: [{ field: "list", op: "in", value: [listA] }] } },
		});
		expect(viaB.body.data.count).toBe(0);
		const all = await mkt(b.key, "POST", "/audience-segments/preview", {
			body: { filter: { match: "any", rules: [] } },
		});
		expect(all.body.data.count).toBe(1);
	});
});
