// Debian's Chromium driven by playwright-core for the browser tests. The flags keep a headless
// root run from reaching for the network this machine does not have.
import { existsSync } from "node:fs";

export const CHROMIUM = "/usr/bin/chromium";
const ARGS = [
	"--headless",
	"--no-sandbox",
	"--disable-gpu",
	"--disable-background-networking",
	"--disable-component-update",
	"--disable-sync",
];

/** false when Chromium is there, else the reason the test is skipped (printed once). */
export function chromiumSkip(what) {
	if (existsSync(CHROMIUM)) return false;
	const reason = `Chromium not found at ${CHROMIUM} (apt-get install chromium); ${what} skipped`;
	console.log(`# ${reason}`);
	return reason;
}

export async function launchChromium(extraArgs = []) {
	const { chromium } = await import("playwright-core");
	return chromium.launch({ executablePath: CHROMIUM, args: [...ARGS, ...extraArgs] });
}
