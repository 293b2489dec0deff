// Localization over two shards (issue 38): a workspace on each shard keeps its keys, translations and
// releases on its own shard; the public catalogue and the proxy, which know only a project id, find
// the project's shard through the locator; previews (no workspace) stay on shard 0.
import { describe, expect, it } from "vitest";
import { admin, call } from "../helpers/http";
import { loc, locLocales, locProject, locWorkspace } from "../helpers/loc";
import { onBothShards, shardOf } from "../helpers/shards";
import { putKeys, putTranslations } from "./strings-seed";

describe("localization on two shards", () => {
	it("a workspace on each shard: strings, releases and the public catalogue by project id, rows on its shard only", async () => {
		const pair = await onBothShards("DB_LOC", () => locWorkspace("scale"));
		const projects: string[] = [];
		for (const w of pair) {
			const p = await locProject(w.key);
			projects.push(p.id);
			await locLocales(w.key, p.id, "id");
			const k = await putKeys(w.key, p.id, [{ name: "hello", sourceText: `Hello ${w.ws}` }]);
			await putTranslations(w.key, [[k["default:hello"], "id", `Halo ${w.ws}`, "approved"]]);
			expect((await loc(w.key, "POST", `/projects/${p.id}/releases`, { locale: "id" })).status).toBe(201);
			const pub = await call("GET", `/loc/api/v1/public/projects/${p.id}/catalog?locale=id`);
			expect(pub.status, pub.text).toBe(200);
			expect(JSON.stringify(pub.body.data)).toContain(`Halo ${w.ws}`);
			const where = (await admin("GET", `/v1/workspaces/${w.ws}/shards`)).body.data.DB_LOC;
			const home = await shardOf("DB_LOC", w.ws);
			expect(where.shard).toBe(home);
			expect(where.rows[home]).toBeGreaterThan(3);
			expect(where.rows[1 - home]).toBe(0);
		}
		// Tenancy across shards: the other workspace's project is 404 to this key, not a read of another shard.
		expect((await loc(pair[0].key, "GET", `/projects/${projects[1]}`)).status).toBe(404);
		expect((await loc(pair[1].key, "GET", `/projects/${projects[0]}`)).status).toBe(404);
		// An id no workspace owns is the catalogue's 404 whatever shard it would be on.
		expect(
			(await call("GET", "/loc/api/v1/public/projects/prj_01J0000000000000000000000A/catalog?locale=id")).status,
		).toBe(404);
	});
});
