// What other services may call of payments (DESIGN §2: services meet only through public.ts).
// Marketing's own plan billing and the storefront's Buy button open hosted checkouts and charge
// invoices through these, with the same rules as the API.

export { chargeInvoice } from "./billing/charge";
export type { PayCtx, PayScope } from "./context";
export {
	openCheckoutSession as createCheckoutSession,
	type OpenSession as CheckoutSessionInput,
} from "./checkout/open-session";
