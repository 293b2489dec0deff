import { describe, expect, it } from "vitest";
import {
	linkIndex,
	parseLinks,
	pixelToken,
	TRANSPARENT_GIF,
} from "../../../src/services/marketing/tracking/domain/tracking";

describe("tracking rules", () => {
	it("serves a 43-byte GIF89a and reads a pixel token with or without .gif", () => {
		expect(TRANSPARENT_GIF.length).toBe(43);
		expect(String.fromCharCode(...TRANSPARENT_GIF.slice(0, 6))).toBe("GIF89a");
		expect(TRANSPARENT_GIF[42]).toBe(0x3b); // the trailer
		expect(pixelToken("abc.def.gif")).toBe("abc.def");
		expect(pixelToken("abc.def")).toBe("abc.def");
	});

	it("follows only a link the campaign holds, and only to http(s)", () => {
		const links = ["https://toko.example/a", "http://toko.example/b", "javascript:alert(1)", "mailto:x@toko.example"];
		expect(linkIndex(links, "https://toko.example/a")).toBe(0);
		expect(linkIndex(links, "http://toko.example/b")).toBe(1);
		expect(linkIndex(links, "https://toko.example/a?x=1")).toBe(-1); // exact match only
		expect(linkIndex(links, "javascript:alert(1)")).toBe(-1);
		expect(linkIndex(links, "mailto:x@toko.example")).toBe(-1);
		expect(linkIndex(["/relative"], "/relative")).toBe(-1);
	});

	it("reads campaigns.links defensively", () => {
		expect(parseLinks('["https://a.example/",1,null]')).toEqual(["https://a.example/"]);
		expect(parseLinks("{}")).toEqual([]);
		expect(parseLinks("not json")).toEqual([]);
		expect(parseLinks(null)).toEqual([]);
	});
});
