// Static DNS guidance for an email channel's sending domain (spec §4 "dns-records": DNS is not
// resolved or checked). Each vendor publishes its own records in its dashboard once the domain is
// added there; these are the shapes to expect, with the vendor's names where they are fixed.
import type { Provider } from "../../integrations/catalogue";

export interface DnsRecord {
	kind: "SPF" | "DKIM" | "DMARC" | "CNAME";
	name: string;
	value: string;
	hint: string;
}

const dmarc = (domain: string): DnsRecord => ({
	kind: "DMARC",
	name: `_dmarc.${domain}`,
	value: `v=DMARC1; p=none; rua=mailto:dmarc-reports@${domain}; adkim=r; aspf=r`,
	hint: "TXT. Start with p=none, read the reports, then move to quarantine and reject.",
});

const GUIDES: Partial<Record<Provider, { dashboard: string; records: (d: string) => DnsRecord[] }>> = {
	email_v1: {
		dashboard: "https://resend.com/domains",
		records: (d) => [
			{
				kind: "SPF",
				name: `send.${d}`,
				value: "v=spf1 include:amazonses.com ~all",
				hint: "TXT on the send subdomain (with an MX record to feedback-smtp.<region>.amazonses.com).",
			},
			{
				kind: "DKIM",
				name: `resend._domainkey.${d}`,
				value: "p=<public key shown in the dashboard>",
				hint: "TXT; copy the key from the domain page.",
			},
			dmarc(d),
		],
	},
	email_v2: {
		dashboard: "https://app.sendgrid.com/settings/sender_auth",
		records: (d) => [
			{
				kind: "CNAME",
				name: `em0000.${d}`,
				value: "u0000000.wl000.sendgrid.net",
				hint: "Link branding / return path; the numbers come from domain authentication.",
			},
			{
				kind: "DKIM",
				name: `s1._domainkey.${d}`,
				value: "s1.domainkey.u0000000.wl000.sendgrid.net",
				hint: "CNAME (automated security); s2 likewise.",
			},
			{
				kind: "SPF",
				name: d,
				value: "v=spf1 include:sendgrid.net ~all",
				hint: "TXT, only if you do not use automated security (the CNAMEs cover SPF).",
			},
			dmarc(d),
		],
	},
	email_v3: {
		dashboard: "https://app.mailgun.com/mg/sending/domains",
		records: (d) => [
			{
				kind: "SPF",
				name: d,
				value: "v=spf1 include:mailgun.org ~all",
				hint: "TXT; merge with an existing SPF record, one per name.",
			},
			{
				kind: "DKIM",
				name: `krs._domainkey.${d}`,
				value: "k=rsa; p=<public key shown in the dashboard>",
				hint: "TXT; the selector is shown on the domain page.",
			},
			{ kind: "CNAME", name: `email.${d}`, value: "mailgun.org", hint: "Open and click tracking." },
			dmarc(d),
		],
	},
	email_v4: {
		dashboard: "https://account.postmarkapp.com/signature_domains",
		records: (d) => [
			{
				kind: "DKIM",
				name: `20240101000000pm._domainkey.${d}`,
				value: "k=rsa; p=<public key shown in the dashboard>",
				hint: "TXT; Postmark dates its selectors.",
			},
			{ kind: "CNAME", name: `pm-bounces.${d}`, value: "pm.mtasv.net", hint: "Return-Path, which aligns SPF." },
			{
				kind: "SPF",
				name: d,
				value: "v=spf1 a mx include:spf.mtasv.net ~all",
				hint: "TXT; optional with the Return-Path CNAME.",
			},
			dmarc(d),
		],
	},
	email_v5: {
		dashboard: "https://console.aws.amazon.com/ses/home#/identities",
		records: (d) => [
			{
				kind: "DKIM",
				name: `<token1>._domainkey.${d}`,
				value: "<token1>.dkim.amazonses.com",
				hint: "CNAME; Easy DKIM gives three tokens, add all three.",
			},
			{
				kind: "SPF",
				name: `mail.${d}`,
				value: "v=spf1 include:amazonses.com ~all",
				hint: "TXT on the custom MAIL FROM subdomain (with its MX record).",
			},
			dmarc(d),
		],
	},
};

export function dnsRecordsFor(p: Provider, domain: string) {
	const g = GUIDES[p];
	if (!g) return null;
	return { provider: p, domain, records: g.records(domain), providerDashboard: g.dashboard };
}
