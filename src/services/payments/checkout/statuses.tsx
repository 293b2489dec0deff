/** @jsxImportSource hono/jsx */
// One vocabulary of statuses for every payments hosted page (issue 39): the hosted invoice, the
// customer portal and the checkout say the same word for the same state, in Indonesian and
// English, and draw it with the same badge. Keys are the API's status values; a page never shows
// the raw value. Tones pick the badge colour (STATUS_CSS): good = settled, warn = money still
// owed or waiting, bad = failed or behind, muted = closed without money moving.
import type { Lang } from "../../../platform/locale";

export type StatusKind = "invoice" | "subscription" | "session" | "payment";
export type StatusTone = "good" | "warn" | "bad" | "muted" | "info";

interface Entry {
	id: string;
	en: string;
	tone: StatusTone;
}

const VOCABULARY: Record<StatusKind, Record<string, Entry>> = {
	invoice: {
		draft: { id: "Draf", en: "Draft", tone: "muted" },
		open: { id: "Belum dibayar", en: "Unpaid", tone: "warn" },
		paid: { id: "Lunas", en: "Paid", tone: "good" },
		void: { id: "Dibatalkan", en: "Void", tone: "muted" },
		uncollectible: { id: "Tidak tertagih", en: "Uncollectible", tone: "bad" },
	},
	subscription: {
		trialing: { id: "Masa uji coba", en: "Trial", tone: "info" },
		active: { id: "Aktif", en: "Active", tone: "good" },
		past_due: { id: "Tertunggak", en: "Past due", tone: "bad" },
		paused: { id: "Dijeda", en: "Paused", tone: "muted" },
		canceled: { id: "Berhenti", en: "Canceled", tone: "muted" },
		incomplete: { id: "Belum lengkap", en: "Incomplete", tone: "warn" },
	},
	// A checkout session as the buyer sees it.
	session: {
		open: { id: "Belum dibayar", en: "Unpaid", tone: "warn" },
		pending_review: { id: "Menunggu konfirmasi", en: "Awaiting confirmation", tone: "warn" },
		completed: { id: "Lunas", en: "Paid", tone: "good" },
		expired: { id: "Kedaluwarsa", en: "Expired", tone: "muted" },
		canceled: { id: "Dibatalkan", en: "Canceled", tone: "muted" },
	},
	// One payment attempt (checkout payments and billing payments share these values).
	payment: {
		pending: { id: "Menunggu pembayaran", en: "Waiting for payment", tone: "warn" },
		succeeded: { id: "Berhasil", en: "Succeeded", tone: "good" },
		failed: { id: "Gagal", en: "Failed", tone: "bad" },
		canceled: { id: "Dibatalkan", en: "Canceled", tone: "muted" },
	},
};

/** The word for a status on a page; an unknown value (a newer API state) reads as its own value, never crashes. */
export function statusWord(kind: StatusKind, status: string, lang: Lang): string {
	return VOCABULARY[kind][status]?.[lang] ?? status.replace(/_/g, " ");
}

/** The badge tone of a status. */
export const statusTone = (kind: StatusKind, status: string): StatusTone => VOCABULARY[kind][status]?.tone ?? "info";

/** Every known status of one kind (tests check both languages have a word for each). */
export const statusesOf = (kind: StatusKind): string[] => Object.keys(VOCABULARY[kind]);

/** The badge: the shared word in a pill whose colour says how it stands; data-status keeps the API value for tests. */
export function StatusBadge(p: { kind: StatusKind; status: string; lang: Lang; testid?: string }) {
	return (
		<span class={`badge ${statusTone(p.kind, p.status)}`} data-status={p.status} data-testid={p.testid ?? "status"}>
			{statusWord(p.kind, p.status, p.lang)}
		</span>
	);
}

/**
 * Badge colours, each text/background pair at least 4.5:1 (WCAG AA): appended to a page's CSS by
 * every page that shows a status.
 */
export const STATUS_CSS =
	".badge{display:inline-block;padding:.1rem .55rem;border-radius:999px;font-size:.8rem;font-weight:600;white-space:nowrap;vertical-align:middle;background:#eef4ff;color:#0a3069}.badge.good{background:#dafbe1;color:#116329}.badge.warn{background:#fff1d6;color:#6b4200}.badge.bad{background:#ffebe9;color:#82071e}.badge.muted{background:#eaeef2;color:#424a53}";
