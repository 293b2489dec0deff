// A small shop website on loopback, so localization's crawl, proxy serving and public preview have a
// site to read offline (`npm start` serves it on 127.0.0.1:8789; the README's examples use it as
// $SITE). Loopback sites are fetched in local development only. Two pages, a robots.txt, an image
// the proxy links back to; every answer is static.
//   node scripts/sim/site.mjs --port 8789
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";

const page = (title, body) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title></head>
<body>
<nav><a href="/">Home</a> <a href="/produk">Our coffee</a></nav>
${body}
<footer><p>Toko Kopi Demo, Jl. Braga 1, Bandung</p></footer>
</body>
</html>
`;

export const PAGES = {
	"/": page(
		"Toko Kopi Demo",
		`<h1>Fresh coffee from Aceh</h1>
<p>Roasted every morning and shipped the same day.</p>
<img src="/cup.svg" alt="A cup of coffee">
<p><a href="/produk">See all products</a></p>`,
	),
	"/produk": page(
		"Our coffee",
		`<h1>Our coffee</h1>
<ul>
<li>Kopi Gayo, 250 grams <button>Add to cart</button></li>
<li>Kopi Toraja, 250 grams <button>Add to cart</button></li>
</ul>
<input placeholder="Search the shop">`,
	),
};

const CUP =
	'<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><circle cx="16" cy="16" r="12" fill="#6f4e37"/></svg>';

/** Starts the site; `{url, close()}` where url ends with a slash. */
export async function startDemoSite({ port = 0, host = "127.0.0.1" } = {}) {
	const server = createServer((req, res) => {
		const path = (req.url ?? "/").split("?")[0];
		if (req.method !== "GET" && req.method !== "HEAD") {
			res.writeHead(405, { Allow: "GET, HEAD" }).end();
		} else if (path === "/robots.txt") {
			res.writeHead(200, { "Content-Type": "text/plain" }).end("User-agent: *\nAllow: /\n");
		} else if (path === "/cup.svg") {
			res.writeHead(200, { "Content-Type": "image/svg+xml" }).end(CUP);
		} else if (Object.hasOwn(PAGES, path)) {
			res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(PAGES[path]);
		} else {
			res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" }).end(page("Not found", "<h1>Not found</h1>"));
		}
	});
	await new Promise((resolve, reject) => {
		server.once("error", reject);
		server.listen(port, host, resolve);
	});
	const url = `http://${host}:${server.address().port}/`;
	return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	const i = process.argv.indexOf("--port");
	const site = await startDemoSite({ port: i > 0 ? Number(process.argv[i + 1]) : 8789 });
	console.log(`demo shop site on ${site.url}`);
}
