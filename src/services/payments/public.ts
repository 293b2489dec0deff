// What other services may call of payments (DESIGN §2: services meet only through public.ts).
// Marketing's own plan billing and the storefront's Buy button open hosted checkouts and charge
// invoices through these, with the same rules as the API.
import type { EventListener } from "../../platform/webhooks/engine";
import { getRow, type SubscriptionRow, subscriptionView } from "./billing/store";
import type { PayCtx, PayScope } from "./context";
import { paymentsWebhooks } from "./events/index";

export { chargeInvoice } from "./billing/charge";
export { createPlan } from "./billing/create-plan";
export { createCustomer } from "./billing/customers";
export type { SubscriptionView } from "./billing/rows";
export { cancelSubscription } from "./billing/subscriptions/cancel";
export { createSubscription } from "./billing/subscriptions/create";
/** The brand a workspace's hosted pages carry (checkout settings; the storefront's pages show it too). */
export { hostedBrand } from "./checkout/brand";
export { invoicePageUrl, openInvoiceCheckout } from "./checkout/hosted-invoice";
export {
	checkoutCurrencies,
	type OpenSession as CheckoutSessionInput,
	openCheckoutSession as createCheckoutSession,
} from "./checkout/open-session";
export type { PayCtx, PayScope } from "./context";

/** A subscription as the API shows it (404 resource_missing when not in the scope). */
export const getSubscription = async (ctx: PayCtx, s: PayScope, id: string) =>
	subscriptionView(await getRow<SubscriptionRow>(ctx.env, s, "subscriptions", id));

/**
 * Follows payments events in process (registered by another service's index.ts): each recorded
 * event is handed to the listener once at fan-out, at least once overall (a throw retries).
 */
export const onPaymentsEvent = (listener: EventListener) => paymentsWebhooks.listen(listener);
