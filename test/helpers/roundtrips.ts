// Reads the storage round trips the Worker reports for a request (Server-Timing, development only;
// src/platform/roundtrips.ts): d1 and do are calls made while the request was answered.
import { expect } from "vitest";

export interface RoundTripCounts {
	d1: number;
	do: number;
	/** ms from the request reaching the Worker to its answer being ready. */
	total: number;
	/** D1 calls per database binding (DB_POS_1, DB_PLATFORM, …): which shards answered. */
	byDatabase: Record<string, number>;
}

export function roundTrips(res: { headers: Headers }): RoundTripCounts {
	const header = res.headers.get("server-timing");
	if (!header) throw new Error("no Server-Timing header on the answer (development only)");
	const metric = (name: string) => header.split(",").find((m) => m.trim().split(";")[0] === name) ?? "";
	const desc = (name: string) => Number(/desc="(\d+)"/.exec(metric(name))?.[1] ?? Number.NaN);
	const dur = Number(/dur=([\d.]+)/.exec(metric("total"))?.[1] ?? Number.NaN);
	const by = /desc="([^"]*)"/.exec(metric("d1db"))?.[1] ?? "";
	const byDatabase = Object.fromEntries(
		by
			.split(" ")
			.filter(Boolean)
			.map((kv) => [kv.split("=")[0], Number(kv.split("=")[1])]),
	);
	return { d1: desc("d1"), do: desc("do"), total: dur, byDatabase };
}

/** Asserts the request made no more D1 and Durable Object calls than `max` (the hot-path budget). */
export function expectRoundTrips(res: { headers: Headers }, max: { d1: number; do: number }, what = "request") {
	const got = roundTrips(res);
	expect({ d1: got.d1, do: got.do }, `${what}: storage round trips`).toEqual({
		d1: Math.min(got.d1, max.d1),
		do: Math.min(got.do, max.do),
	});
	return got;
}
