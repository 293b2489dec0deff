/** One JSON line per event. Callers never pass secrets; `LOG_LEVEL=silent` quiets tests. */
export function log(
	env: { LOG_LEVEL?: string } | undefined,
	level: "info" | "warn" | "error",
	fields: Record<string, unknown>,
) {
	const threshold = env?.LOG_LEVEL ?? "info";
	if (
		threshold === "silent" ||
		(threshold === "error" && level !== "error") ||
		(threshold === "warn" && level === "info")
	)
		return;
	const line = JSON.stringify({ level, time: new Date().toISOString(), ...fields });
	if (level === "error") console.error(line);
	else console.log(line);
}
