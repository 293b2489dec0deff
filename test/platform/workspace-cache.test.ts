import { describe, expect, it } from "vitest";
import { workspaceCache } from "../../src/platform/workspace-cache";

const counter = () => {
	let n = 0;
	return { load: async () => ++n, count: () => n };
};

describe("workspaceCache", () => {
	it("answers from memory within the TTL, per workspace and per question", async () => {
		const c = workspaceCache(1_000);
		const a = counter();
		expect(await c.read("ws_a", "list", a.load)).toBe(1);
		expect(await c.read("ws_a", "list", a.load)).toBe(1);
		expect(await c.read("ws_a", "other", a.load)).toBe(2);
		expect(await c.read("ws_b", "list", a.load)).toBe(3);
		expect(a.count()).toBe(3);
	});

	it("changed(ws) makes the next read load again, for that workspace only", async () => {
		const c = workspaceCache(60_000);
		const a = counter();
		await c.read("ws_a", "list", a.load);
		await c.read("ws_b", "list", a.load);
		c.changed("ws_a");
		expect(await c.read("ws_a", "list", a.load)).toBe(3);
		expect(await c.read("ws_b", "list", a.load)).toBe(2);
	});

	it("an entry older than the TTL is loaded again", async () => {
		const c = workspaceCache(30);
		const a = counter();
		await c.read("ws", "q", a.load);
		await new Promise((r) => setTimeout(r, 40));
		expect(await c.read("ws", "q", a.load)).toBe(2);
	});

	it("a failing load is not kept", async () => {
		const c = workspaceCache(60_000);
		await expect(c.read("ws", "q", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
		expect(await c.read("ws", "q", async () => "ok")).toBe("ok");
	});

	it("past maxWorkspaces the generations start over without reviving an old answer", async () => {
		const c = workspaceCache(60_000, { maxWorkspaces: 2 });
		const a = counter();
		expect(await c.read("ws_a", "q", a.load)).toBe(1);
		c.changed("ws_a");
		c.changed("ws_b");
		expect(await c.read("ws_a", "q", a.load)).toBe(2);
		c.changed("ws_c"); // the third workspace: generations and answers start over
		expect(await c.read("ws_a", "q", a.load)).toBe(3);
	});
});
