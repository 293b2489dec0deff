import { describe, expect, it } from "vitest";
import { checkWebhookUrl, parseIPv6 } from "../../../src/platform/webhooks/url";

const live = { testMode: false, development: false };
const testProd = { testMode: true, development: false };
const testDev = { testMode: true, development: true };
const liveDev = { testMode: false, development: true };

describe("checkWebhookUrl: accepted targets", () => {
	it.each([
		"https://hooks.example.com/pasar",
		"https://hooks.example.com:8443/a/b?c=d",
		"https://8.8.8.8/hook",
		"https://[2606:4700:4700::1111]/hook",
		"https://[::ffff:8.8.8.8]/hook",
		"https://[2002:0808:0808::1]/hook",
		"https://xn--bcher-kva.example/hook",
		"https://172.32.0.1/", // just outside 172.16/12
		"https://100.128.0.1/", // just outside 100.64/10
		"https://11.0.0.1/",
	])("%s", (url) => {
		expect(checkWebhookUrl(url, live)).toBeNull();
	});

	it("http:// only for test-mode endpoints", () => {
		expect(checkWebhookUrl("http://hooks.example.com/x", live)).toMatch(/https/);
		expect(checkWebhookUrl("http://hooks.example.com/x", testProd)).toBeNull();
	});
});

describe("checkWebhookUrl: refused everywhere (private, link-local, reserved, local names)", () => {
	const refused = [
		// IPv4 private and special ranges
		"https://10.0.0.1/",
		"https://10.255.255.255/",
		"https://172.16.0.1/",
		"https://172.31.255.254/",
		"https://192.168.1.10/",
		"https://169.254.169.254/latest/meta-data",
		"https://169.254.0.1/",
		"https://100.64.0.1/",
		"https://100.127.255.255/",
		"https://0.0.0.0/",
		"https://0.1.2.3/",
		"https://192.0.0.8/",
		"https://192.0.2.1/",
		"https://198.18.0.1/",
		"https://198.19.255.1/",
		"https://198.51.100.7/",
		"https://203.0.113.9/",
		"https://224.0.0.1/",
		"https://239.255.255.250/",
		"https://240.0.0.1/",
		"https://255.255.255.255/",
		// Alternative IPv4 spellings the URL parser normalises
		"https://0xa9.0xfe.0xa9.0xfe/", // 169.254.169.254 in hex
		"https://2852039166/", // 169.254.169.254 as one decimal number
		"https://0251.0376.0251.0376/", // octal
		"https://167772161/", // 10.0.0.1
		"https://0x0a000001/",
		"https://192.168.1/", // short form: 192.168.0.1
		"https://10.1/",
		// IPv6
		"https://[::]/",
		"https://[fc00::1]/",
		"https://[fd12:3456:789a::1]/",
		"https://[fe80::1]/",
		"https://[febf::1]/",
		"https://[fec0::1]/",
		"https://[ff02::1]/",
		"https://[2001:db8::1]/",
		"https://[3fff::1]/",
		"https://[2001::1]/", // Teredo / IETF assignments
		"https://[100::1]/", // discard-only
		"https://[::ffff:10.0.0.1]/", // IPv4-mapped private
		"https://[::ffff:169.254.169.254]/",
		"https://[::ffff:a9fe:a9fe]/",
		"https://[64:ff9b::a9fe:a9fe]/", // NAT64 of 169.254.169.254
		"https://[2002:a9fe:a9fe::1]/", // 6to4 of 169.254.169.254
		"https://[2002:c0a8:0101::1]/", // 6to4 of 192.168.1.1
		"https://[::10.0.0.1]/", // IPv4-compatible
		"https://[0:0:0:0:0:0:0:2]/",
		// names
		"https://printer.local/",
		"https://api.internal/",
		"https://db.corp/",
		"https://router.lan/",
		"https://nas.home.arpa/",
		"https://host.localdomain/",
		"https://intranet/",
		"https://metadata/computeMetadata/v1",
	];
	it.each(refused)("%s", (url) => {
		for (const opts of [live, testProd, testDev, liveDev]) {
			const http = url.replace(/^https:/, "http:");
			expect(checkWebhookUrl(url, opts), `${url} ${JSON.stringify(opts)}`).not.toBeNull();
			expect(checkWebhookUrl(http, opts), `${http} ${JSON.stringify(opts)}`).not.toBeNull();
		}
	});

	it("says why", () => {
		expect(checkWebhookUrl("https://169.254.169.254/", live)).toMatch(/link-local/);
		expect(checkWebhookUrl("https://10.0.0.1/", live)).toMatch(/private/);
		expect(checkWebhookUrl("https://[fe80::1]/", live)).toMatch(/link-local/);
		expect(checkWebhookUrl("https://printer.local/", live)).toMatch(/private name/);
	});
});

describe("checkWebhookUrl: loopback", () => {
	const loopback = [
		"http://127.0.0.1:9000/hook",
		"http://127.1.2.3/",
		"http://127.1/",
		"http://2130706433/", // 127.0.0.1
		"http://0x7f000001/",
		"http://0177.0.0.1/",
		"http://[::1]:9000/hook",
		"http://[0:0:0:0:0:0:0:1]/",
		"http://[::ffff:127.0.0.1]/",
		"http://localhost:9000/hook",
		"http://LOCALHOST./",
		"http://app.localhost/",
	];
	it.each(loopback)(
		"%s refused in production, for live endpoints and for test endpoints outside development",
		(url) => {
			const https = url.replace(/^http:/, "https:");
			expect(checkWebhookUrl(url, live)).not.toBeNull();
			expect(checkWebhookUrl(https, live)).toMatch(/loopback/);
			expect(checkWebhookUrl(url, testProd)).toMatch(/loopback/);
			expect(checkWebhookUrl(https, testProd)).toMatch(/loopback/);
			expect(checkWebhookUrl(url, liveDev)).not.toBeNull();
			expect(checkWebhookUrl(https, liveDev)).toMatch(/loopback/);
		},
	);
	it.each(loopback)("%s accepted for a test-mode endpoint in local development", (url) => {
		expect(checkWebhookUrl(url, testDev)).toBeNull();
	});
});

describe("checkWebhookUrl: shape", () => {
	it("refuses other schemes, credentials, relative and oversized URLs", () => {
		expect(checkWebhookUrl("ftp://hooks.example.com/", testDev)).toMatch(/https/);
		expect(checkWebhookUrl("file:///etc/passwd", testDev)).not.toBeNull();
		expect(checkWebhookUrl("javascript:alert(1)", testDev)).not.toBeNull();
		expect(checkWebhookUrl("/relative/path", testDev)).toMatch(/valid absolute URL/);
		expect(checkWebhookUrl("https://user:pass@hooks.example.com/", live)).toMatch(/credentials/);
		expect(checkWebhookUrl("https://user@hooks.example.com/", live)).toMatch(/credentials/);
		expect(checkWebhookUrl("", live)).not.toBeNull();
		const long = `https://hooks.example.com/${"a".repeat(2000)}`;
		expect(checkWebhookUrl(long, live)).toMatch(/2000/);
		const exact = `https://hooks.example.com/${"a".repeat(2000 - "https://hooks.example.com/".length)}`;
		expect(exact.length).toBe(2000);
		expect(checkWebhookUrl(exact, live)).toBeNull();
	});
});

describe("parseIPv6", () => {
	it("expands compressed forms and dotted tails", () => {
		expect(parseIPv6("[::1]")).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
		expect(parseIPv6("::ffff:1.2.3.4")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]);
		expect(parseIPv6("2001:db8::")).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 0]);
		expect(parseIPv6("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
		expect(parseIPv6("1::2::3")).toBeNull();
		expect(parseIPv6("1:2:3")).toBeNull();
		expect(parseIPv6("12345::")).toBeNull();
	});
});
