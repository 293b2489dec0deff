// Roles and permissions: the fixed permission catalogue, the built-in
// roles, and the table saying which permission every POS route needs. Pure: no I/O, unit-tested in
// test/pos/domain/permissions.test.ts; test/pos/staff.test.ts refuses a route missing here.

/** Every permission a role can hold; a custom role is a named subset of these. */
export const PERMISSIONS = {
	"pos.read": "Read outlets, catalogue, customers, suppliers, settings, sales, shifts, stock and shipments",
	"sales.create": "Ring, park and complete sales",
	"sales.void": "Void a sale",
	"sales.discount_over_threshold":
		"Ring a sale whose discounts (item + order) are above the workspace's discountApprovalThreshold",
	"sales.price_override": "Sell at another price than the catalogue's (a unitPrice on a sale line)",
	"returns.create": "Return items of a sale and refund them, up to the workspace's returnApprovalThreshold",
	"returns.over_threshold": "Make a return refunding more than the workspace's returnApprovalThreshold",
	"drawer.open": "Open the cash drawer without a sale: paid in, paid out and cash drops on a shift",
	"shifts.open": "Open a shift",
	"shifts.close": "Close a shift",
	"customers.write": "Create and edit customers and their loyalty points",
	"catalogue.write": "Edit products, variants, recipes, categories and modifiers",
	"inventory.write": "Adjust, transfer and receive stock; reorder points; warehouses",
	"purchases.write": "Suppliers and purchase orders",
	"shipments.write": "Rates, shipments, dispatch and labels",
	"reports.read": "Sales reports",
	"settings.manage": "Outlets, workspace settings and the shipping origin",
	"keys.manage": "List, create and revoke API keys",
	"billing.manage": "The plan, checkouts and shipping credit top-ups",
	"webhooks.manage": "Webhook subscriptions and deliveries",
	"staff.manage": "Staff members and roles",
	"licenses.manage": "Issue, list and revoke licences",
	"licenses.validate": "Validate a licence key",
} as const;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];
export const isPermission = (p: string): p is Permission => Object.hasOwn(PERMISSIONS, p);

const ALL = new Set<Permission>(PERMISSION_NAMES);
const OWNER_ONLY: Permission[] = [
	"keys.manage",
	"billing.manage",
	"webhooks.manage",
	"staff.manage",
	"settings.manage",
];

/**
 * Built-in roles. A manager runs the floor (voids, overrides, closes shifts, stock, reports) but not
 * the business (keys, billing, webhooks, staff, settings); a cashier rings sales, takes returns up
 * to the threshold and opens a shift;
 * a licence validator (a key on a customer's machine) can only validate licences.
 */
export const BUILT_IN_ROLES = {
	owner: ALL,
	manager: new Set(PERMISSION_NAMES.filter((p) => !OWNER_ONLY.includes(p))),
	cashier: new Set<Permission>(["pos.read", "sales.create", "returns.create", "shifts.open", "customers.write"]),
	license_validator: new Set<Permission>(["licenses.validate"]),
} satisfies Record<string, ReadonlySet<Permission>>;

export type BuiltInRole = keyof typeof BUILT_IN_ROLES;
export const BUILT_IN_ROLE_NAMES = Object.keys(BUILT_IN_ROLES) as BuiltInRole[];
export const isBuiltInRole = (r: string): r is BuiltInRole => Object.hasOwn(BUILT_IN_ROLES, r);

/** A route open to anyone (public), to any valid credential (authenticated), or to holders of a permission. */
export type RouteRule = Permission | "public" | "authenticated";

const R = "pos.read";
/** Every POS route, "METHOD /path" with {param}s as in the API reference → what it needs. */
export const ROUTE_PERMISSIONS: Record<string, RouteRule> = {
	"GET /api/v1/health": "public",
	"GET /api/v1/billing/tiers": "public",
	"POST /api/v1/fulfillment/shipping/callback": "public",
	"GET /track/{waybillId}": "public",
	"POST /api/v1/auth/session": "authenticated",
	"DELETE /api/v1/auth/session": "authenticated",
	// A PIN is the proof here, not the caller's role (a cashier's till asks for a manager's approval).
	"POST /api/v1/approvals": "authenticated",
	"GET /api/v1/api-keys": "keys.manage",
	"POST /api/v1/api-keys": "keys.manage",
	"DELETE /api/v1/api-keys/{id}": "keys.manage",
	"GET /api/v1/roles": "staff.manage",
	"POST /api/v1/roles": "staff.manage",
	"GET /api/v1/roles/{id}": "staff.manage",
	"PATCH /api/v1/roles/{id}": "staff.manage",
	"DELETE /api/v1/roles/{id}": "staff.manage",
	"GET /api/v1/staff": "staff.manage",
	"POST /api/v1/staff": "staff.manage",
	"GET /api/v1/staff/{id}": "staff.manage",
	"PATCH /api/v1/staff/{id}": "staff.manage",
	"DELETE /api/v1/staff/{id}": "staff.manage",
	"GET /api/v1/staff/{id}/sign-ins": "staff.manage",
	"DELETE /api/v1/staff/{id}/sign-ins": "staff.manage",
	"DELETE /api/v1/staff/{id}/sign-ins/{signInId}": "staff.manage",
	// A till signs its staff in: the till's credential must be able to ring sales; the PIN proves the member.
	"POST /api/v1/staff/{id}/sign-in": "sales.create",
	// Ends the very token that sends it.
	"POST /api/v1/staff/sign-out": "authenticated",
	"GET /api/v1/outlets": R,
	"POST /api/v1/outlets": "settings.manage",
	"GET /api/v1/outlets/{id}": R,
	"PATCH /api/v1/outlets/{id}": "settings.manage",
	"DELETE /api/v1/outlets/{id}": "settings.manage",
	"GET /api/v1/categories": R,
	"POST /api/v1/categories": "catalogue.write",
	"PATCH /api/v1/categories/{id}": "catalogue.write",
	"DELETE /api/v1/categories/{id}": "catalogue.write",
	"GET /api/v1/products/lookup": R,
	"POST /api/v1/products/{id}/variants": "catalogue.write",
	"PATCH /api/v1/products/{id}/variants/{vid}": "catalogue.write",
	"DELETE /api/v1/products/{id}/variants/{vid}": "catalogue.write",
	"GET /api/v1/products/{id}/variants/{vid}/recipe": R,
	"PUT /api/v1/products/{id}/variants/{vid}/recipe": "catalogue.write",
	"GET /api/v1/products": R,
	"POST /api/v1/products": "catalogue.write",
	"POST /api/v1/products/bulk-category": "catalogue.write",
	"GET /api/v1/products/{id}": R,
	"PATCH /api/v1/products/{id}": "catalogue.write",
	"DELETE /api/v1/products/{id}": "catalogue.write",
	"GET /api/v1/modifiers/product/{productId}": R,
	"PUT /api/v1/modifiers/product/{productId}": "catalogue.write",
	"GET /api/v1/modifiers": R,
	"POST /api/v1/modifiers": "catalogue.write",
	"GET /api/v1/modifiers/{id}": R,
	"PATCH /api/v1/modifiers/{id}": "catalogue.write",
	"DELETE /api/v1/modifiers/{id}": "catalogue.write",
	"POST /api/v1/modifiers/{id}/items": "catalogue.write",
	"PATCH /api/v1/modifiers/{id}/items/{modId}": "catalogue.write",
	"DELETE /api/v1/modifiers/{id}/items/{modId}": "catalogue.write",
	"GET /api/v1/suppliers": R,
	"POST /api/v1/suppliers": "purchases.write",
	"GET /api/v1/suppliers/{id}": R,
	"PATCH /api/v1/suppliers/{id}": "purchases.write",
	"DELETE /api/v1/suppliers/{id}": "purchases.write",
	"GET /api/v1/customers": R,
	"POST /api/v1/customers": "customers.write",
	"GET /api/v1/customers/{id}": R,
	"PATCH /api/v1/customers/{id}": "customers.write",
	"DELETE /api/v1/customers/{id}": "customers.write",
	"GET /api/v1/customers/{id}/loyalty": R,
	"POST /api/v1/customers/{id}/loyalty/adjust": "customers.write",
	"POST /api/v1/customers/{id}/loyalty/redeem": "customers.write",
	"GET /api/v1/settings": R,
	"PUT /api/v1/settings": "settings.manage",
	"GET /api/v1/inventory/levels": R,
	"POST /api/v1/inventory/adjust": "inventory.write",
	"PUT /api/v1/inventory/reorder": "inventory.write",
	"GET /api/v1/inventory/movements": R,
	"POST /api/v1/inventory/transfer": "inventory.write",
	"GET /api/v1/inventory/batches": R,
	"POST /api/v1/inventory/batches": "inventory.write",
	"GET /api/v1/inventory/expiring": R,
	"GET /api/v1/shifts/current": R,
	"GET /api/v1/shifts": R,
	"POST /api/v1/shifts/open": "shifts.open",
	"GET /api/v1/shifts/{id}": R,
	"POST /api/v1/shifts/{id}/close": "shifts.close",
	"POST /api/v1/shifts/{id}/cash-movements": "drawer.open",
	"GET /api/v1/shifts/{id}/cash-movements": R,
	"GET /api/v1/shifts/{id}/report": "reports.read",
	"GET /api/v1/tax-rates": R,
	"POST /api/v1/tax-rates": "settings.manage",
	"GET /api/v1/tax-rates/{id}": R,
	"PATCH /api/v1/tax-rates/{id}": "settings.manage",
	"DELETE /api/v1/tax-rates/{id}": "settings.manage",
	"GET /api/v1/purchase-orders": R,
	"POST /api/v1/purchase-orders": "purchases.write",
	"GET /api/v1/purchase-orders/{id}": R,
	"PATCH /api/v1/purchase-orders/{id}": "purchases.write",
	"POST /api/v1/purchase-orders/{id}/order": "purchases.write",
	"POST /api/v1/purchase-orders/{id}/receive": "inventory.write",
	"POST /api/v1/purchase-orders/{id}/cancel": "purchases.write",
	"POST /api/v1/sales": "sales.create",
	"GET /api/v1/sales": R,
	"GET /api/v1/sales/{id}": R,
	"POST /api/v1/sales/{id}/complete": "sales.create",
	"POST /api/v1/sales/{id}/void": "sales.void",
	"GET /api/v1/sales/{id}/receipt": R,
	"POST /api/v1/sales/{id}/returns": "returns.create",
	"GET /api/v1/sales/{id}/returns": R,
	"GET /api/v1/sales/{id}/returns/{returnId}": R,
	"GET /api/v1/sales/{id}/returns/{returnId}/receipt": R,
	"GET /api/v1/reports/summary": "reports.read",
	"GET /api/v1/reports/top-products": "reports.read",
	"GET /api/v1/reports/sales-by-day": "reports.read",
	"GET /api/v1/reports/low-stock": "reports.read",
	"GET /api/v1/billing": "billing.manage",
	"POST /api/v1/billing/checkout": "billing.manage",
	"POST /api/v1/billing/cancel": "billing.manage",
	"GET /api/v1/webhook-subscriptions/event-types": "webhooks.manage",
	"GET /api/v1/webhook-subscriptions/deliveries": "webhooks.manage",
	"POST /api/v1/webhook-subscriptions": "webhooks.manage",
	"GET /api/v1/webhook-subscriptions": "webhooks.manage",
	"GET /api/v1/webhook-subscriptions/{id}": "webhooks.manage",
	"PATCH /api/v1/webhook-subscriptions/{id}": "webhooks.manage",
	"DELETE /api/v1/webhook-subscriptions/{id}": "webhooks.manage",
	"POST /api/v1/webhook-subscriptions/{id}/rotate-secret": "webhooks.manage",
	"GET /api/v1/webhook-subscriptions/deliveries/{id}": "webhooks.manage",
	"POST /api/v1/webhook-subscriptions/deliveries/{id}/retry": "webhooks.manage",
	"GET /api/v1/fulfillment/warehouses": R,
	"POST /api/v1/fulfillment/warehouses": "inventory.write",
	"PATCH /api/v1/fulfillment/warehouses/{id}": "inventory.write",
	"DELETE /api/v1/fulfillment/warehouses/{id}": "inventory.write",
	"POST /api/v1/fulfillment/inventory/adjust": "inventory.write",
	"GET /api/v1/fulfillment/inventory/stock": R,
	"GET /api/v1/fulfillment/inventory/movements": R,
	"GET /api/v1/fulfillment/inventory/products": R,
	"GET /api/v1/fulfillment/licenses": "licenses.manage",
	"POST /api/v1/fulfillment/licenses": "licenses.manage",
	"GET /api/v1/fulfillment/licenses/validate": "licenses.validate",
	"GET /api/v1/fulfillment/licenses/{id}": "licenses.manage",
	"POST /api/v1/fulfillment/licenses/{id}/revoke": "licenses.manage",
	"GET /api/v1/fulfillment/shipping/couriers": R,
	"GET /api/v1/fulfillment/shipping/origin": R,
	"PATCH /api/v1/fulfillment/shipping/origin": "settings.manage",
	"POST /api/v1/fulfillment/shipping/rates": "shipments.write",
	"GET /api/v1/delivery/couriers": R,
	"GET /api/v1/delivery/origin": R,
	"PATCH /api/v1/delivery/origin": "settings.manage",
	"POST /api/v1/delivery/rates": "shipments.write",
	"GET /api/v1/fulfillment/shipping/track/{waybillId}": R,
	"GET /api/v1/fulfillment/shipping-credits": "billing.manage",
	"POST /api/v1/fulfillment/shipping-credits/topup": "billing.manage",
	"GET /api/v1/fulfillment/shipping-credits/transactions": "billing.manage",
	"GET /api/v1/fulfillment/shipments": R,
	"POST /api/v1/fulfillment/shipments": "shipments.write",
	"GET /api/v1/fulfillment/shipments/{id}": R,
	"POST /api/v1/fulfillment/shipments/{id}/confirm-pickup": "shipments.write",
	"POST /api/v1/fulfillment/shipments/{id}/cancel": "shipments.write",
	"GET /api/v1/delivery/shipments": R,
	"POST /api/v1/delivery/shipments": "shipments.write",
	"GET /api/v1/delivery/shipments/{id}": R,
	"POST /api/v1/delivery/shipments/{id}/confirm-pickup": "shipments.write",
	"POST /api/v1/delivery/shipments/{id}/cancel": "shipments.write",
	"POST /api/v1/fulfillment/shipments/{id}/rebook": "shipments.write",
	"POST /api/v1/delivery/sales/{id}/dispatch": "shipments.write",
	"GET /api/v1/fulfillment/shipments/{id}/label": R,
	"GET /api/v1/fulfillment/deliveries": R,
	"GET /api/v1/fulfillment/deliveries/{id}": R,
};

/** A router path (`/sales/:id/void`) in the table's spelling (`/sales/{id}/void`). */
export const tablePath = (routerPath: string) => routerPath.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, "{$1}");

/** What METHOD + router path needs; undefined when undeclared (the guard then allows owners only). */
export const ruleFor = (method: string, routerPath: string): RouteRule | undefined =>
	ROUTE_PERMISSIONS[`${method.toUpperCase()} ${tablePath(routerPath)}`];

/** Whether a set of permissions satisfies a rule (public and authenticated rules need none). */
export const allows = (held: ReadonlySet<Permission>, rule: RouteRule) =>
	rule === "public" || rule === "authenticated" || held.has(rule);

/** A custom role's permissions from its stored list, unknown names dropped (a catalogue entry may be retired). */
export const parsePermissions = (stored: readonly string[]) => new Set(stored.filter(isPermission));
