import { createRoute } from "@hono/zod-openapi";
import { router } from "../../../platform/app";
import { IdParam, posErrors, scopeOf } from "../context";
import { HTML_CSP, receiptHtml } from "./html";
import { cachedPdf, loadReceipt } from "./print";
import { ReceiptDocument, ReceiptQuery } from "./schemas";

const app = router();

// The receipt names the customer and is read with a credential: no shared or browser cache keeps it,
// and a void shows at once. Repeated PDF prints are cheap through the R2 copy instead.
const NO_STORE = "private, no-store";

app.openapi(
	createRoute({
		method: "get",
		path: "/api/v1/sales/{id}/receipt",
		summary: "A sale's printable receipt: HTML (default) or PDF, 58 or 80 mm (default) wide",
		description:
			"Outlet, business, receiptHeader/Footer, the time in the outlet's timezone, items with modifiers and discounts, PPN, total, payments and Kembalian; a VOIDED sale carries a VOID mark and its reason, a PARKED one prints as an unpaid bill (BELUM DIBAYAR). Amounts in id-ID (Rp 48.840). The PDF is cached in R2 under a key that changes with the receipt; X-Receipt-Cache says hit or miss. Cache-Control: private, no-store.",
		request: { params: IdParam, query: ReceiptQuery },
		responses: { 200: { content: ReceiptDocument, description: "The receipt" }, ...posErrors() },
	}),
	async (c) => {
		const { format, width } = c.req.valid("query");
		const s = scopeOf(c);
		const receipt = await loadReceipt(c.env, s, c.req.valid("param").id, width);
		c.header("Cache-Control", NO_STORE);
		if (format === "html") {
			c.header("Content-Type", "text/html; charset=utf-8");
			c.header("Content-Security-Policy", HTML_CSP);
			return c.body(receiptHtml(receipt));
		}
		const pdf = await cachedPdf(c.env, s, receipt);
		c.header("Content-Type", "application/pdf");
		c.header("Content-Disposition", `inline; filename="struk-${receipt.saleId}-${width}mm.pdf"`);
		c.header("X-Receipt-Cache", pdf.hit ? "hit" : "miss");
		return c.body(pdf.bytes);
	},
);

export default app;
