/** @jsxImportSource hono/jsx */
// The checkout's waiting state (issue 39): after the buyer chose a method, how to pay — a QRIS code
// with the amount and merchant beside it, a VA number in groups of four with a copy button and the
// bank's steps, an e-wallet's "Open <wallet>" link and its QR for desktop, an outlet's payment code —
// with the time left until the session expires. A small nonce'd script counts down, polls the status
// endpoint every 1.5 s and reloads the page when the state changes (paid → receipt, failed → the
// choice again); without JavaScript the deadline is printed and a refresh shows the current state.
import { raw } from "hono/html";
import { Money } from "../../../../platform/hosted-page";
import { formatDateTime, formatMoney, type Lang } from "../../../../platform/locale";
import { qrSvg } from "../../../../platform/qr-svg";
import type { CheckoutMethod } from "../domain";
import { CHANNEL_NAME, channelOfAction, groupDigits, type NextAction } from "../next-action";
import type { SessionRow } from "../store";
import { optionLabel, outletName, vaSteps, W, zoneLabel } from "./checkout-words";
import { METHOD_LABEL, T } from "./hosted-i18n";

/** The checkout pages' own layout on top of the shared card (method buttons with marks, the QR, the VA number). */
export const CHECKOUT_CSS =
	"[hidden]{display:none!important}.methods{display:grid;gap:.5rem;margin:.5rem 0}.methods button{display:flex;align-items:center;gap:.75rem;margin:0;text-align:left;font-weight:600}.methods .mark{flex:none;color:var(--brand)}.methods small{display:block;font-weight:400;color:#59636e}@media(min-width:40rem){main{width:min(34rem,calc(100% - 3rem))}.methods{grid-template-columns:1fr 1fr}}" +
	".pay{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;margin:.75rem 0}.qr{width:min(15rem,100%);flex:none;background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:.4rem}.qr svg{display:block;width:100%;height:auto}.pay>dl,.pay>div{margin:0;flex:1 1 10rem}.pay dl{margin:0}dt{color:#59636e;font-size:.85rem}dd{margin:0 0 .6rem;font-weight:600}" +
	".va{font-size:1.5rem;font-weight:700;letter-spacing:.04em;font-variant-numeric:tabular-nums;white-space:nowrap}button.inline{display:inline-block;width:auto;padding:.45rem .8rem;margin:.25rem 0;font-size:.9rem}details{border:1px solid #d0d7de;border-radius:8px;padding:.5rem .75rem;margin:.4rem 0}summary{cursor:pointer;font-weight:600}ol{margin:.5rem 0;padding-left:1.25rem}li{margin:.2rem 0}" +
	".deadline{margin:.75rem 0}.lines th{font-size:.85rem;color:#59636e;font-weight:600}.lines .q{text-align:center;white-space:nowrap;padding:0 .75rem;width:3.5rem}.lines .n{text-align:right}.receipt dd{font-weight:600;overflow-wrap:anywhere}.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}";

/**
 * Counts down in #countdown, polls data-status every 1.5 s and, when the answered state differs
 * from data-state, replaces the page with data-page (so the history holds one checkout entry).
 * The copy button appears only where the clipboard API exists.
 */
export const WAIT_SCRIPT = `(()=>{const w=document.getElementById("wait");if(!w)return;const d=w.dataset,end=Date.now()+Number(d.left),c=document.getElementById("countdown");let busy=false;
const p2=(n)=>String(n).padStart(2,"0");
const tick=()=>{const s=Math.max(0,Math.floor((end-Date.now())/1000));if(c){c.hidden=false;c.textContent="("+d.leftWord+" "+Math.floor(s/3600)+":"+p2(Math.floor(s/60)%60)+":"+p2(s%60)+")";}if(s===0)poll();};
const poll=async()=>{if(busy)return;busy=true;try{const r=await fetch(d.status,{cache:"no-store",headers:{Accept:"application/json"}});if(r.ok){const j=await r.json();if(j.state!==d.state){location.replace(d.page);return;}}}catch(e){}busy=false;};
tick();setInterval(tick,1000);setInterval(poll,1500);
const b=document.getElementById("copy");if(b&&navigator.clipboard){b.hidden=false;b.addEventListener("click",async()=>{try{await navigator.clipboard.writeText(b.dataset.copy);b.textContent=b.dataset.done;}catch(e){}});}})();`;

/** "Pay before 29 November 2026 pukul 14.05 WIB" and, with JavaScript, the time left ticking beside it. */
export function Deadline(p: { row: SessionRow; lang: Lang; timeZone: string }) {
	const w = W[p.lang];
	return (
		<p class="deadline" data-testid="deadline">
			{w.payBefore}{" "}
			<strong>{`${formatDateTime(p.row.expires_at, p.lang, p.timeZone)} ${zoneLabel(p.timeZone)}`}</strong>{" "}
			<span id="countdown" hidden aria-live="off" />
		</p>
	);
}

function QrFigure(p: { text: string; label: string; testid: string }) {
	return (
		<div class="qr" role="img" aria-label={p.label} data-testid={p.testid} data-payload={p.text}>
			{raw(qrSvg(p.text))}
		</div>
	);
}

function Steps(p: { lang: Lang; bank: Extract<NextAction, { type: "virtual_account" }>["bank"]; number: string }) {
	const w = W[p.lang];
	const steps = vaSteps(p.lang, p.bank, p.number);
	return (
		<section data-testid="va-steps">
			<h3 class="sr">{w.howTo}</h3>
			{(["atm", "mobile", "internet"] as const).map((k, i) => (
				<details open={i === 0}>
					<summary>{w.steps[k]}</summary>
					<ol>
						{steps[k].map((s) => (
							<li>{s}</li>
						))}
					</ol>
				</details>
			))}
		</section>
	);
}

/** How to pay with what the provider answered; the generic line when it answered nothing to show. */
export function HowToPay(p: { action: NextAction | null; row: SessionRow; lang: Lang; shop: string }) {
	const { action, row, lang } = p;
	const w = W[lang];
	const amount = <Money amount={row.amount} currency={row.currency} lang={lang} testid="pay-amount" />;
	const merchant = (
		<>
			<dt>{w.merchant}</dt>
			<dd data-testid="merchant">{p.shop}</dd>
			<dt>{w.amount}</dt>
			<dd>{amount}</dd>
		</>
	);
	if (action?.type === "qris")
		return (
			<div data-testid="qris">
				<p>{w.qrisScan}</p>
				<div class="pay">
					<QrFigure
						text={action.qrString}
						testid="qris-code"
						label={w.qrisLabel(formatMoney(row.amount, row.currency, lang), p.shop)}
					/>
					<dl>{merchant}</dl>
				</div>
			</div>
		);
	if (action?.type === "virtual_account") {
		const bank = CHANNEL_NAME[action.bank];
		return (
			<div data-testid="virtual-account">
				<p>{w.vaText(bank)}</p>
				<dl>
					<dt>Bank</dt>
					<dd data-testid="va-bank">{bank}</dd>
					<dt>{w.vaNumber}</dt>
					<dd>
						<span class="va" data-testid="va-number">
							{groupDigits(action.accountNumber)}
						</span>{" "}
						<button type="button" class="inline" id="copy" hidden data-copy={action.accountNumber} data-done={w.copied}>
							{w.copy}
						</button>
					</dd>
					{merchant}
				</dl>
				<Steps lang={lang} bank={action.bank} number={action.accountNumber} />
			</div>
		);
	}
	if (action?.type === "ewallet") {
		const wallet = CHANNEL_NAME[action.wallet];
		return (
			<div data-testid="ewallet">
				<p>{w.walletText(wallet)}</p>
				{action.deepLink ? (
					<a class="button" href={action.deepLink} data-testid="wallet-link">
						{w.openWallet(wallet)}
					</a>
				) : null}
				<div class="pay">
					{action.qrString ? (
						<QrFigure
							text={action.qrString}
							testid="wallet-qr"
							label={w.qrisLabel(formatMoney(row.amount, row.currency, lang), p.shop)}
						/>
					) : null}
					<div>
						{action.qrString ? <p class="muted">{w.walletDesktop(wallet)}</p> : null}
						<dl>{merchant}</dl>
					</div>
				</div>
			</div>
		);
	}
	if (action?.type === "retail_outlet")
		return (
			<div data-testid="retail-outlet">
				<p>{w.outletText(outletName(action.outlet))}</p>
				<dl>
					<dt>{w.paymentCode}</dt>
					<dd>
						<span class="va" data-testid="payment-code">
							{action.paymentCode}
						</span>
					</dd>
					{merchant}
				</dl>
			</div>
		);
	return (
		<div data-testid="provider-step">
			<p>{w.providerStep}</p>
			<dl>{merchant}</dl>
		</div>
	);
}

/** The waiting section's heading: the method and, where there is one, its bank or wallet. */
export function waitingHeading(lang: Lang, method: string, action: NextAction | null) {
	const base = METHOD_LABEL[lang][method as CheckoutMethod] ?? method;
	const channel = channelOfAction(action);
	if (!channel) return `${T[lang].waiting}: ${base}`;
	const named =
		method === "virtual_account" ? optionLabel(lang, method, channel, base) : `${base} ${CHANNEL_NAME[channel]}`;
	return `${T[lang].waiting}: ${named}`;
}
