// The storefront's rules of what can be bought and what a Buy form may ask for (pages/offers.ts).
import { describe, expect, it } from "vitest";
import {
	defaultOffer,
	isBuyable,
	offersOf,
	priceFrom,
	QUANTITY_MAX,
	readBuy,
} from "../../src/services/storefront/pages/offers";

const P = { name: "Kopi", price: 100, currency: "IDR", type: "physical" as const, published: 1, archived: 0 };
const V = (id: string, priceCents: number) => ({ id, title: id, options: "{}", priceCents });

describe("storefront offers", () => {
	it("one offer per variant at its own price, else the product's; buyable needs published, live, a taken currency and a positive price", () => {
		expect(offersOf(P, [])).toEqual([{ variantId: null, title: "Kopi", options: {}, price: 100, available: true }]);
		const offers = offersOf(P, [V("a", 0), V("b", 300), V("c", 200)]);
		expect(offers.map((o) => [o.variantId, o.available])).toEqual([
			["a", false],
			["b", true],
			["c", true],
		]);
		expect(defaultOffer(offers).variantId).toBe("b");
		expect(priceFrom(offers)).toEqual({ price: 200, varies: true });
		expect(priceFrom(offersOf(P, []))).toEqual({ price: 100, varies: false });
		expect(isBuyable(P, offers, ["IDR"])).toBe(true);
		expect(isBuyable(P, offers, ["USD"])).toBe(false);
		expect(isBuyable({ ...P, published: 0 }, offers, ["IDR"])).toBe(false);
		expect(isBuyable({ ...P, archived: 1 }, offers, ["IDR"])).toBe(false);
		expect(isBuyable({ ...P, price: 0 }, offersOf({ ...P, price: 0 }, []), ["IDR"])).toBe(false);
		expect(isBuyable(P, offersOf(P, [V("z", 0)]), ["IDR"])).toBe(false);
		expect(priceFrom(offersOf(P, [V("z", 0)]))).toBeNull();
	});

	it("a Buy form: the variant must be one of the product's and buyable; the quantity 1..max for goods, 1 for downloads", () => {
		const offers = offersOf(P, [V("a", 0), V("b", 300)]);
		expect(readBuy(P, offers, { variant: "b", quantity: "3" })).toMatchObject({ ok: true, quantity: 3 });
		expect(readBuy(P, offers, { variant: "b" })).toMatchObject({ ok: true, quantity: 1 });
		expect(readBuy(P, offers, { variant: "b", quantity: String(QUANTITY_MAX) }).ok).toBe(true);
		for (const variant of ["a", "x", "", null])
			expect(readBuy(P, offers, { variant })).toEqual({ ok: false, reason: "variant" });
		for (const quantity of ["0", String(QUANTITY_MAX + 1), "1.5", "-2", "1e2", "abc", "0x10"])
			expect(readBuy(P, offers, { variant: "b", quantity })).toEqual({ ok: false, reason: "quantity" });
		const plain = offersOf(P, []);
		expect(readBuy(P, plain, {}).ok).toBe(true);
		expect(readBuy(P, plain, { variant: "b" })).toEqual({ ok: false, reason: "variant" });
		const digital = { ...P, type: "digital" as const };
		expect(readBuy(digital, plain, { quantity: "1" }).ok).toBe(true);
		expect(readBuy(digital, plain, { quantity: "2" })).toEqual({ ok: false, reason: "quantity" });
	});
});
