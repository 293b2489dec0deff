// The open pixel and the click redirect's rules (issue 40), pure.

/** A 1×1 transparent GIF89a (43 bytes): the smallest image every mail client renders. */
export const TRANSPARENT_GIF = new Uint8Array([
	0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff,
	0x21, 0xf9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00, 0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02,
	0x02, 0x44, 0x01, 0x00, 0x3b,
]);

/** The token of a pixel path segment: some senders and proxies like an image extension, so `<token>.gif` is the same pixel. */
export const pixelToken = (segment: string) => (segment.endsWith(".gif") ? segment.slice(0, -4) : segment);

/**
 * Where the redirect may go: the campaign's own link (its index in campaigns.links, the per-link
 * report's key), and only an http(s) URL — never javascript:, data: or a relative path, whatever the
 * content held. -1 when the click may not be followed.
 */
export function linkIndex(links: readonly string[], url: string): number {
	const i = links.indexOf(url);
	if (i < 0) return -1;
	try {
		const { protocol } = new URL(url);
		return protocol === "https:" || protocol === "http:" ? i : -1;
	} catch {
		return -1;
	}
}

/** campaigns.links as stored (a JSON array of URLs); anything else holds no link. */
export function parseLinks(json: string | null | undefined): string[] {
	try {
		const v = JSON.parse(json ?? "[]");
		return Array.isArray(v) ? v.filter((u): u is string => typeof u === "string") : [];
	} catch {
		return [];
	}
}
