// The courier aggregator's HTTP client (issue 20), speaking Biteship's API: GET /v1/couriers,
// POST /v1/rates/couriers, POST /v1/draft_orders, POST /v1/draft_orders/{id}/confirm, DELETE
// /v1/draft_orders/{id}, POST /v1/orders, GET /v1/orders/{id}, POST /v1/orders/{id}/cancel and
// GET /v1/trackings/{waybill}/couriers/{courier}. The simulator answers the very same wire protocol,
// so only the fetch differs between the two. Errors never carry the URL or the key: the key is
// scrubbed from anything upstream echoes back.
import { kindForStatus, requestUpstream, type UpstreamAnswer } from "../../../platform/http";
import type { IsolateCache } from "../../../platform/isolate-cache";
import { courierStatus, epochMs, num, obj, str } from "./courier-wire";
import {
	type CourierClient,
	CourierError,
	type CourierService,
	type OrderInput,
	type Parcel,
	type Rate,
	type RateInput,
	type UpstreamDraft,
	type UpstreamOrder,
	type UpstreamTracking,
} from "./types";

export const BITESHIP_URL = "https://api.biteship.com";

export interface CourierConfig {
	provider: CourierClient["provider"];
	baseUrl: string;
	apiKey: string;
	fetch: typeof fetch;
	timeoutMs?: number;
	/** The courier list, remembered per isolate: every rate request needs its codes and it rarely changes. */
	couriersCache?: IsolateCache<CourierService[]>;
}

const LABEL = { biteship: "Biteship", simulated: "The simulated courier aggregator" } as const;

/** Biteship's error bodies are {success: false, error: "…", code}; some carry {message}. */
function upstreamMessage(a: UpstreamAnswer): string {
	const j = a.json ?? {};
	return (str(j.error) ?? str(j.message) ?? "no message").slice(0, 300);
}

export function courierApi(cfg: CourierConfig): CourierClient {
	const label = LABEL[cfg.provider];
	const scrub = (m: string) => (cfg.apiKey ? m.split(cfg.apiKey).join("[redacted]") : m);

	async function call(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
		const headers: Record<string, string> = { Authorization: cfg.apiKey, Accept: "application/json" };
		if (body !== undefined) headers["Content-Type"] = "application/json";
		const a = await requestUpstream(cfg.fetch, `${cfg.baseUrl.replace(/\/+$/, "")}${path}`, {
			method,
			headers,
			body: body === undefined ? undefined : JSON.stringify(body),
			timeoutMs: cfg.timeoutMs,
		});
		if ("networkError" in a) throw new CourierError("unavailable", `${label} could not be reached (${a.networkError})`);
		if (a.status < 200 || a.status >= 300)
			throw new CourierError(
				kindForStatus(a.status),
				scrub(`${label} answered ${a.status}: ${upstreamMessage(a)}`),
				a.status,
			);
		if (!a.json) throw new CourierError("unavailable", `${label} answered ${a.status} with a body that is not JSON`);
		// A 2xx saying success: false is a refusal all the same.
		if (a.json.success === false)
			throw new CourierError("rejected", scrub(`${label} refused the request: ${upstreamMessage(a)}`), a.status);
		return a.json;
	}

	const malformed = (what: string) => new CourierError("unavailable", `${label} answered ${what} in an unknown shape`);

	function orderOf(j: Record<string, unknown>, fallbackId?: string): UpstreamOrder {
		const courier = obj(j.courier);
		const raw = str(j.status);
		const status = raw ? courierStatus(raw) : null;
		const id = str(j.id) ?? fallbackId;
		if (!id) throw malformed("an order");
		if (!status)
			throw new CourierError(
				"unavailable",
				`${label} holds order ${id} in status ${raw ?? "(none)"}, not followed yet`,
			);
		return {
			id,
			waybillId: str(courier.waybill_id),
			status,
			price: num(j.price) ?? num(courier.price) ?? 0,
			trackingUrl: urlOf(courier.link),
		};
	}

	async function loadCouriers(): Promise<CourierService[]> {
		const j = await call("GET", "/v1/couriers");
		if (!Array.isArray(j.couriers)) throw malformed("the courier list");
		return j.couriers.map(obj).flatMap((c) => {
			const courierCode = str(c.courier_code);
			const courierServiceCode = str(c.courier_service_code);
			if (!courierCode || !courierServiceCode) return [];
			return [
				{
					courierCode,
					courierServiceCode,
					courierType: str(c.service_type) ?? "standard",
					names: {
						courier: str(c.courier_name) ?? courierCode,
						service: str(c.courier_service_name) ?? courierServiceCode,
					},
					description: str(c.description),
				},
			];
		});
	}

	const couriers = () =>
		cfg.couriersCache ? cfg.couriersCache.get(`${cfg.baseUrl}\n${cfg.apiKey}`, loadCouriers) : loadCouriers();

	return {
		provider: cfg.provider,
		couriers,

		async rates(input: RateInput): Promise<Rate[]> {
			const codes = [...new Set((await couriers()).map((c) => c.courierCode))].join(",");
			const j = await call("POST", "/v1/rates/couriers", {
				origin_postal_code: postal(input.originPostalCode),
				destination_postal_code: postal(input.destinationPostalCode),
				couriers: codes,
				items: input.items.map(itemWire),
				...(input.insurance > 0 ? { courier_insurance: input.insurance } : {}),
			});
			if (!Array.isArray(j.pricing)) throw malformed("the rates");
			return j.pricing.map(obj).flatMap((p) => {
				const courierCode = str(p.courier_code);
				const courierServiceCode = str(p.courier_service_code);
				const price = num(p.price);
				if (!courierCode || !courierServiceCode || price === null) return [];
				const range = str(p.shipment_duration_range);
				const duration = str(p.duration) ?? (range ? `${range} ${str(p.shipment_duration_unit) ?? "days"}` : "unknown");
				return [{ courierCode, courierServiceCode, courierType: str(p.service_type) ?? "standard", price, duration }];
			});
		},

		async createDraftOrder(input: OrderInput): Promise<UpstreamDraft> {
			const j = await call("POST", "/v1/draft_orders", orderBody(input));
			const id = str(j.id);
			if (!id) throw malformed("a draft order");
			return { id, price: num(j.price) };
		},

		async confirmDraftOrder(draftId: string): Promise<UpstreamOrder> {
			const j = await call("POST", `/v1/draft_orders/${encodeURIComponent(draftId)}/confirm`);
			// The answer is the order the draft became (its own id); a draft echoed back was not booked.
			if (j.object === "draft_order")
				throw new CourierError("rejected", `${label} did not confirm draft order ${draftId} (${str(j.status)})`);
			return orderOf(j);
		},

		async deleteDraftOrder(draftId: string): Promise<void> {
			await call("DELETE", `/v1/draft_orders/${encodeURIComponent(draftId)}`);
		},

		async createOrder(input: OrderInput): Promise<UpstreamOrder> {
			return orderOf(await call("POST", "/v1/orders", orderBody(input)));
		},

		async order(orderId: string): Promise<UpstreamOrder> {
			return orderOf(await call("GET", `/v1/orders/${encodeURIComponent(orderId)}`), orderId);
		},

		async cancelOrder(orderId: string, reason: string): Promise<UpstreamOrder> {
			const path = `/v1/orders/${encodeURIComponent(orderId)}/cancel`;
			return orderOf(await call("POST", path, { cancellation_reason: reason }), orderId);
		},

		async tracking(waybillId: string, courierCode: string): Promise<UpstreamTracking> {
			const path = `/v1/trackings/${encodeURIComponent(waybillId)}/couriers/${encodeURIComponent(courierCode)}`;
			const j = await call("GET", path);
			if (!Array.isArray(j.history)) throw malformed("a tracking");
			// Steps in statuses we do not follow (on_hold) are left out, as the order.status webhook drops them.
			const history = j.history
				.map(obj)
				.flatMap((h) => {
					const raw = str(h.status);
					const status = raw ? courierStatus(raw) : null;
					const at = epochMs(h.updated_at);
					return status && at !== null ? [{ status, note: str(h.note), at }] : [];
				})
				.sort((a, b) => a.at - b.at);
			const raw = str(j.status);
			// On hold, a parcel keeps the status it had: the last step we follow.
			const status = (raw ? courierStatus(raw) : null) ?? history.at(-1)?.status;
			if (!status)
				throw new CourierError(
					"unavailable",
					`${label} tracks waybill ${waybillId} in status ${raw ?? "(none)"}, not followed yet`,
				);
			return { status, trackingUrl: urlOf(j.link), history };
		},
	};
}

/** The order fields Biteship takes for an order and for a draft order alike. */
function orderBody(input: OrderInput) {
	const d = input.destination;
	return {
		reference_id: input.reference,
		origin_contact_name: input.origin.contactName,
		origin_contact_phone: input.origin.phone,
		origin_address: input.origin.address,
		origin_postal_code: postal(input.origin.postalCode),
		destination_contact_name: d.name,
		destination_contact_phone: d.phone,
		destination_contact_email: d.email ?? undefined,
		destination_address: d.address,
		destination_postal_code: postal(d.postalCode),
		destination_note: d.note ?? undefined,
		// Biteship names the service code "courier_type"; our courierType (standard, instant, …) is ours alone.
		courier_company: input.courierCode,
		courier_type: input.courierServiceCode,
		...(input.insurance > 0 ? { courier_insurance: input.insurance } : {}),
		delivery_type: "now",
		items: input.items.map(itemWire),
	};
}

/** A tracking link as given, unless it is not a web address (couriers have sent "-"). */
const urlOf = (v: unknown) => {
	const s = str(v);
	return s && /^https?:\/\//i.test(s) ? s : null;
};

/** Biteship takes postal codes as numbers; an absent or non-numeric one is left out for it to judge. */
const postal = (p: string | null) => (p && /^\d+$/.test(p) ? Number(p) : undefined);

const itemWire = (i: Parcel) => ({
	name: i.name,
	description: i.description ?? undefined,
	sku: i.sku ?? undefined,
	value: i.value,
	weight: i.weight,
	quantity: i.quantity,
});
