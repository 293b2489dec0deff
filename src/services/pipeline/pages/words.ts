// The pipeline and job pages' words, Indonesian and English (Accept-Language, Indonesian by default).
import type { Lang } from "../../../platform/locale";

const STATUS = {
	id: {
		created: "Dibuat",
		pending: "Menunggu",
		running: "Berjalan",
		success: "Berhasil",
		failed: "Gagal",
		canceled: "Dibatalkan",
		skipped: "Dilewati",
		manual: "Manual",
	},
	en: {
		created: "Created",
		pending: "Pending",
		running: "Running",
		success: "Passed",
		failed: "Failed",
		canceled: "Canceled",
		skipped: "Skipped",
		manual: "Manual",
	},
} as const;

export const WORDS = {
	id: {
		status: STATUS.id,
		pipeline: (iid: number) => `Pipeline #${iid}`,
		job: "Job",
		ref: "Ref",
		commit: "Commit",
		source: "Pemicu",
		sources: { push: "push", pull_request: "pull request", manual: "manual", schedule: "jadwal" } as Record<
			string,
			string
		>,
		created: "Dibuat",
		duration: "Durasi",
		runner: "Runner",
		needs: "Membutuhkan",
		stage: "Tahap",
		noJobs: "Pipeline ini tidak punya job.",
		configErrors: "Konfigurasi pipeline tidak valid:",
		log: "Log",
		emptyLog: "Belum ada keluaran.",
		live: "Log diperbarui langsung selama job berjalan.",
		artifacts: "Artefak",
		download: (name: string) => `Unduh ${name}`,
		backToPipeline: (iid: number) => `Kembali ke pipeline #${iid}`,
		notFound: "Halaman tidak ditemukan",
		notFoundText:
			"Pipeline atau job ini tidak ada, atau proyeknya privat. Minta tautan tampilan baru kepada pemilik proyek.",
		allowFailure: "boleh gagal",
		jobsOf: (stage: string) => `Job tahap ${stage}`,
		none: "—",
	},
	en: {
		status: STATUS.en,
		pipeline: (iid: number) => `Pipeline #${iid}`,
		job: "Job",
		ref: "Ref",
		commit: "Commit",
		source: "Trigger",
		sources: { push: "push", pull_request: "pull request", manual: "manual", schedule: "schedule" } as Record<
			string,
			string
		>,
		created: "Created",
		duration: "Duration",
		runner: "Runner",
		needs: "Needs",
		stage: "Stage",
		noJobs: "This pipeline has no jobs.",
		configErrors: "The pipeline's config is invalid:",
		log: "Log",
		emptyLog: "No output yet.",
		live: "The log updates live while the job runs.",
		artifacts: "Artifacts",
		download: (name: string) => `Download ${name}`,
		backToPipeline: (iid: number) => `Back to pipeline #${iid}`,
		notFound: "Page not found",
		notFoundText:
			"This pipeline or job does not exist, or its project is private. Ask the project's owner for a new view link.",
		allowFailure: "allowed to fail",
		jobsOf: (stage: string) => `Jobs of stage ${stage}`,
		none: "—",
	},
} as const;

export const statusLabel = (lang: Lang, status: string) =>
	(WORDS[lang].status as Record<string, string>)[status] ?? status;

/** A duration for people: 45 s, 3 min 05 s, 1 h 02 min (same symbols in both languages). */
export function formatDuration(ms: number | null): string | null {
	if (ms == null || ms < 0) return null;
	const s = Math.round(ms / 1000);
	if (s < 60) return `${s} s`;
	if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
	return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, "0")} min`;
}

/** Bytes for people: 512 B, 3.4 KB, 12.1 MB. */
export function formatBytes(n: number, lang: Lang): string {
	const nf = (v: number) => v.toLocaleString(lang === "id" ? "id-ID" : "en-US", { maximumFractionDigits: 1 });
	if (n < 1024) return `${n} B`;
	if (n < 1024 * 1024) return `${nf(n / 1024)} KB`;
	return `${nf(n / 1024 / 1024)} MB`;
}
