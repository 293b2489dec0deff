/** @jsxImportSource hono/jsx */
// The open checkout page (issue 39): the choice of methods — each a button with its mark and the
// bank's or wallet's name — or, once one is chosen, how to pay it (hosted-waiting.tsx) with the
// other options below (never the one chosen). A failed attempt says so above the choice. There is
// always a way back: the merchant's cancelUrl, or else the site the successUrl is on.
import type { Context } from "hono";
import type { AppEnv } from "../../../../platform/context";
import { Notice } from "../../../../platform/hosted-page";
import type { CheckoutMethod } from "../domain";
import { channelOfAction, methodOptions, otherOptions, type PageState, readNextAction } from "../next-action";
import { type PaymentRow, type SessionRow, sessionMethods } from "../store";
import { optionLabel, W } from "./checkout-words";
import { METHOD_LABEL, T } from "./hosted-i18n";
import { type HostedView, hostedHtml } from "./hosted-layout";
import { closedReturnUrl, Summary } from "./hosted-outcomes";
import { CHECKOUT_CSS, Deadline, HowToPay, WAIT_SCRIPT, waitingHeading } from "./hosted-waiting";
import { MethodMark } from "./method-marks";

export interface PayPageProps {
	row: SessionRow;
	payment: PaymentRow | null;
	state: PageState;
	v: HostedView;
	/** This page's path, its status endpoint's and its form actions' (all with ?w=). */
	href: { page: string; status: string; pay: string; simulate: string };
	/** Methods offered per bank or wallet (routed to the simulated provider). */
	channelled: (m: CheckoutMethod) => boolean;
	/** Milliseconds until the session expires, on the workspace's clock (its test clock in test mode). */
	msLeft: number;
}

function Choice(p: {
	row: SessionRow;
	lang: HostedView["lang"];
	pending: PaymentRow | null;
	action: string;
	channelled: (m: CheckoutMethod) => boolean;
}) {
	const chosen = p.pending
		? { method: p.pending.method, channel: channelOfAction(readNextAction(p.pending.next_action)) }
		: null;
	const options = otherOptions(methodOptions(sessionMethods(p.row), p.channelled), chosen);
	return (
		<form method="post" action={p.action}>
			<div class="methods" data-testid="methods">
				{options.map((o) => (
					<button
						type="submit"
						name="method"
						value={o.value}
						data-method={o.method}
						data-channel={o.channel ?? undefined}
					>
						<MethodMark method={o.method as CheckoutMethod} />
						<span>{optionLabel(p.lang, o.method, o.channel, METHOD_LABEL[p.lang][o.method])}</span>
					</button>
				))}
			</div>
		</form>
	);
}

/** The open, waiting or failed page (200). */
export function payPage(c: Context<AppEnv>, p: PayPageProps) {
	const { row, v, state } = p;
	const { lang } = v;
	const t = T[lang];
	const w = W[lang];
	const timeZone = v.timeZone ?? "Asia/Jakarta";
	const shop = v.brand?.displayName ?? "";
	const pending = state === "waiting" ? p.payment : null;
	const action = readNextAction(pending?.next_action);
	const back = row.cancel_url
		? { href: row.cancel_url, label: t.cancel }
		: { href: closedReturnUrl(row), label: w.noWayBack };
	return hostedHtml(
		c,
		{ ...v, status: 200, title: t.title, css: CHECKOUT_CSS, script: WAIT_SCRIPT },
		<>
			<Summary s={row} v={v} />
			{state === "failed" ? (
				<Notice kind="bad" testid="failed">
					{t.failed}
				</Notice>
			) : null}
			<section
				id="wait"
				data-testid={pending ? "pending" : "choose"}
				data-state={state}
				data-status={p.href.status}
				data-page={p.href.page}
				data-left={String(Math.max(0, p.msLeft))}
				data-left-word={w.timeLeft}
			>
				{pending ? (
					<>
						<h2>{waitingHeading(lang, pending.method, action)}</h2>
						<HowToPay action={action} row={row} lang={lang} shop={shop} />
					</>
				) : (
					<h2>{t.choose}</h2>
				)}
				<Deadline row={row} lang={lang} timeZone={timeZone} />
				{pending ? (
					<p class="muted">
						{w.autoNote}{" "}
						<a href={p.href.page} data-testid="check-status">
							{w.checkStatus}
						</a>
					</p>
				) : null}
			</section>
			{pending && v.test ? (
				<div class="test">
					<p class="muted">{t.testMode}</p>
					<form method="post" action={p.href.simulate}>
						<button class="primary" type="submit" name="outcome" value="success">
							{t.simSuccess}
						</button>
						<button class="danger" type="submit" name="outcome" value="failure">
							{t.simFailure}
						</button>
					</form>
				</div>
			) : null}
			{pending ? <h2>{w.otherMethods}</h2> : null}
			<Choice row={row} lang={lang} pending={pending} action={p.href.pay} channelled={p.channelled} />
			<p>
				<a href={back.href} data-testid="back">
					{back.label}
				</a>
			</p>
		</>,
	);
}
