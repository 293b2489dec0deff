// The pipeline badge (issue 21; REFERENCE.md "Pipeline (CI)" colours), pure: a shields-style flat
// SVG, label "pipeline", text "passed" for success, else the status, "unknown" without a pipeline.

const COLOURS: Record<string, string> = {
	passed: "#4c1",
	failed: "#e05d44",
	running: "#dfb317",
	pending: "#dfb317",
};
const GREY = "#9f9f9f";

export const badgeText = (status: string | null) =>
	status == null ? "unknown" : status === "success" ? "passed" : status;

/** Verdana 11px averages ~6.5 px a character; shields pads each side by 5 px. */
const width = (s: string) => Math.round(s.length * 6.5 + 10);

const xmlEscape = (s: string) =>
	s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

export function badgeSvg(status: string | null): string {
	const label = "pipeline";
	const text = badgeText(status);
	const colour = COLOURS[text] ?? GREY;
	const lw = width(label);
	const tw = width(text);
	const w = lw + tw;
	const t = xmlEscape(text);
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="20" role="img" aria-label="${label}: ${t}"><title>${label}: ${t}</title><linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient><clipPath id="r"><rect width="${w}" height="20" rx="3" fill="#fff"/></clipPath><g clip-path="url(#r)"><rect width="${lw}" height="20" fill="#555"/><rect x="${lw}" width="${tw}" height="20" fill="${colour}"/><rect width="${w}" height="20" fill="url(#s)"/></g><g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11"><text x="${lw / 2}" y="14">${label}</text><text x="${lw + tw / 2}" y="14">${t}</text></g></svg>`;
}
