// Realistic examples in every API reference (issue 41): each schema property and parameter of every
// service's /openapi.json, fetched through the real entry, resolves to an example that is not a
// placeholder ("string", "<name>", "…", 0 or 1 for money); money is IDR-sized, currencies are IDR, ids
// have their resource's prefix and ULID shape.
import { describe, expect, it } from "vitest";
import { call } from "../helpers/http";
import { examplesOf } from "../helpers/openapi-examples";

const BASES = ["pay", "mkt", "pos", "ci", "loc", "secrets", "admin"] as const;
// A line of a document has its document's id and its position (a POS sale's line: txn_…_i0).
const ULID_ID = /^([a-z]+_)?[0-9A-HJKMNP-TV-Z]{26}(_[a-z]\d+)?$/;
// Ids that are not Pasar's own (a gateway's, a courier's, a provider's) or not ULIDs by design.
const FOREIGN_IDS = new Set([
	"keyId",
	"waybillId",
	"merchantId",
	"clientId",
	"webhookId",
	"externalId",
	"refId",
	"sub",
	"taxId",
	// A till sign-in's id is a prefix of its token's hash (pss_ + 24 hex), not a ULID.
	"signInId",
]);
const MONEY =
	/^(amount|amountDue|amountPaid|amountOff|unitAmount|price|total|subtotal|fee|cost|balance|revenue|net|tendered|discount|discountTotal|taxTotal|insurance|charged|available|refundedAmount|unitPrice|countedCash|expectedCash|openingFloat|balanceAfter|changeTotal)$/;

const placeholder = (v: unknown): boolean =>
	(!!v && typeof v === "object" && Object.values(v).some(placeholder)) ||
	v === "string" ||
	v === "" ||
	(typeof v === "string" && (/^<[\w ]*>$/.test(v) || /\.\.\.|…|contoh$/.test(v))) ||
	(typeof v === "string" && /^(value|example|text|name)$/i.test(v));

describe("API reference examples", () => {
	it.each(BASES)("every property and parameter of /%s/openapi.json has a realistic example", async (base) => {
		const doc = (await call("GET", `/${base}/openapi.json`)).body;
		const bad: string[] = [];
		for (const r of examplesOf(doc)) {
			const v = r.example;
			if (r.needsOne && v === undefined) bad.push(`${r.at}: no example`);
			else if (placeholder(v)) bad.push(`${r.at}: placeholder ${JSON.stringify(v)}`);
			else if (MONEY.test(r.name) && typeof v === "number" && v < 1000 && !(r.schema.maximum < 1000))
				bad.push(`${r.at}: money ${v}`);
			else if (/^currency$/.test(r.name) && typeof v === "string" && v !== "IDR") bad.push(`${r.at}: currency ${v}`);
			else if (
				/^id$|Id$/.test(r.name) &&
				typeof v === "string" &&
				!FOREIGN_IDS.has(r.name) &&
				!ULID_ID.test(v) &&
				r.schema.type !== "integer"
			)
				bad.push(`${r.at}: id ${JSON.stringify(v)}`);
		}
		expect(bad).toEqual([]);
	});

	it("ids carry their resource's prefix", async () => {
		const pay = (await call("GET", "/pay/openapi.json")).body;
		const s = pay.components.schemas;
		expect(s.Customer.properties.id.example).toMatch(/^cus_/);
		expect(s.Subscription.properties.customerId.example).toMatch(/^cus_/);
		expect(s.Subscription.properties.latestInvoiceId.example).toMatch(/^inv_/);
		expect(s.CheckoutSession.properties.id.example).toMatch(/^cs_/);
		expect(s.Refund.properties.paymentId.example).toMatch(/^pay_/);
		const param = pay.paths["/v1/customers/{id}"].get.parameters.find((p: any) => p.name === "id");
		expect(param.schema.example ?? param.example).toMatch(/^cus_/);
		const pos = (await call("GET", "/pos/openapi.json")).body.components.schemas;
		expect(pos.PosSale.properties.outletId.example).toMatch(/^out_/);
		expect(pos.PosOutlet.properties.id.example).toMatch(/^out_/);
		const ci = (await call("GET", "/ci/openapi.json")).body.components.schemas;
		expect(ci.CiJob.properties.pipelineId.example).toMatch(/^pipe_/);
	});

	it("money is IDR-sized and people are Indonesian", async () => {
		const pay = (await call("GET", "/pay/openapi.json")).body.components.schemas;
		expect(pay.Payment.properties.amount.example).toBeGreaterThanOrEqual(10000);
		expect(pay.Payment.properties.currency.example).toBe("IDR");
		expect(pay.Customer.properties.name.example).toBe("Siti Rahayu");
		expect(pay.Customer.properties.phone.example).toMatch(/^\+62/);
	});
});
