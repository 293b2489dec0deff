/** @jsxImportSource hono/jsx */
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../../platform/context";
import { workspaceEnv } from "../../admin/public";
import { setSubscription } from "../contacts/store";
import { readLink } from "./subscription-links";

// The hosted subscription pages (extensions of issue 15) under the marketing base: <base>/u/<token>
// unsubscribes a contact from one channel (a GET shows a button, so link scanners do not
// unsubscribe anyone; a POST — the button, or a mail client's RFC 8058 one-click — does it), and
// <base>/c/<token> confirms a double opt-in the same way. No credential: the signed token is the proof.

const app = new Hono<AppEnv>();

function page(c: Context<AppEnv>, status: 200 | 404, title: string, body: unknown) {
	c.header("Cache-Control", "no-store");
	c.header(
		"Content-Security-Policy",
		"default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
	);
	c.header("Referrer-Policy", "no-referrer");
	return c.html(
		<html lang="en">
			<head>
				<meta charset="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<title>{title}</title>
				<style>
					{
						"body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#222}button{font-size:1rem;padding:.6rem 1.2rem;cursor:pointer}"
					}
				</style>
			</head>
			<body>{body}</body>
		</html>,
		status,
	);
}

const invalid = (c: Context<AppEnv>) =>
	page(
		c,
		404,
		"Link not valid",
		<main>
			<h1>This link is not valid or has expired</h1>
		</main>,
	);

const KIND = {
	u: {
		state: "unsubscribed",
		title: "Unsubscribe",
		ask: "Stop receiving these messages?",
		button: "Unsubscribe",
		done: "You are unsubscribed",
	},
	c: {
		state: "subscribed",
		title: "Confirm your subscription",
		ask: "Confirm that you want to receive these messages.",
		button: "Confirm",
		done: "Your subscription is confirmed",
	},
} as const;

for (const kind of ["u", "c"] as const) {
	const k = KIND[kind];
	app.get(`/${kind}/:token`, async (c) => {
		const claims = await readLink(c.env, kind, c.req.param("token"));
		if (!claims) return invalid(c);
		return page(
			c,
			200,
			k.title,
			<main>
				<h1>{k.title}</h1>
				<p>
					{k.ask} ({claims.ch})
				</p>
				<form method="post">
					<button type="submit">{k.button}</button>
				</form>
			</main>,
		);
	});
	app.post(`/${kind}/:token`, async (c) => {
		const claims = await readLink(c.env, kind, c.req.param("token"));
		if (
			!claims ||
			// The signed claims name the workspace: its DB_MKT shard holds the contact (issue 38).
			!(await setSubscription(
				await workspaceEnv(c.env, claims.ws),
				{ workspaceId: claims.ws },
				claims.c,
				claims.ch,
				k.state,
				Date.now(),
			))
		)
			return invalid(c);
		return page(
			c,
			200,
			k.done,
			<main>
				<h1>{k.done}</h1>
			</main>,
		);
	});
}

export default app;
