// How the point-of-sale API reference is organised: its tags, in reading order (openapi-tags.ts).
import type { DocsExamples } from "../../platform/openapi-examples";
import type { DocsTag } from "../../platform/openapi-tags";

const V1 = "/api/v1";
const FF = `${V1}/fulfillment`;

export const POS_TAGS: DocsTag[] = [
	{
		name: "Status",
		description: "Whether the service and its dependencies are up; public, for monitors.",
		paths: [`${V1}/health`],
		group: "Setup",
	},
	{
		name: "API keys and sessions",
		description:
			"API keys for integrations (each takes a seat of the plan) and the cookie session a browser till signs in with.",
		paths: [`${V1}/api-keys`, `${V1}/auth`],
		group: "Setup",
	},
	{
		name: "Staff and roles",
		description:
			"Staff members with a role and a till PIN, custom roles (named sets of permissions) and a manager's PIN-verified approval for one request.",
		paths: [`${V1}/staff`, `${V1}/roles`, `${V1}/approvals`],
		group: "Setup",
	},
	{
		name: "Business profile",
		description: "The business's name, type, currency and receipt header and footer, printed on every receipt.",
		paths: [`${V1}/settings`],
		group: "Setup",
	},
	{
		name: "Outlets",
		description: "The shops and stalls where sales are rung up, each with its time zone and tax rate.",
		paths: [`${V1}/outlets`],
		group: "Setup",
	},
	{
		name: "Plan and billing",
		description:
			"The plan tiers and their limits, the tier in force and its usage, and buying or cancelling a paid month.",
		paths: [`${V1}/billing`],
		group: "Setup",
	},
	{
		name: "Categories",
		description: "Groups of products for the till's menu and for reports.",
		paths: [`${V1}/categories`],
		group: "Catalogue",
	},
	{
		name: "Tax rates",
		description:
			"Named tax rates (PB1 10 %, PPN 11 %) that products are taxed at through their taxCategory, beside the outlet's standard rate and exempt.",
		paths: [`${V1}/tax-rates`],
		group: "Catalogue",
	},
	{
		name: "Products",
		description:
			"What the business sells: products with their variants (price, SKU, barcode, stock tracking), recipes of composite items, and barcode or name lookup at the till.",
		paths: [`${V1}/products`],
		group: "Catalogue",
	},
	{
		name: "Modifiers",
		description:
			"Options added to an item at the till (sugar level, extra shot), in groups with a minimum and maximum choice.",
		paths: [`${V1}/modifiers`],
		group: "Catalogue",
	},
	{
		name: "Shifts",
		description: "A cashier's shift at an outlet: opening float, expected and counted cash at close.",
		paths: [`${V1}/shifts`],
		group: "Selling",
	},
	{
		name: "Sales and receipts",
		description: "Ring up sales (paid at once or parked), complete or void them, and print receipts as HTML or PDF.",
		paths: [`${V1}/sales`],
		group: "Selling",
	},
	{
		name: "Customers and loyalty",
		description: "Customers recorded on sales and their loyalty points: earned on sales, adjusted or redeemed.",
		paths: [`${V1}/customers`],
		group: "Selling",
	},
	{
		name: "Reports",
		description: "Sales totals, best sellers, sales per day and low stock over a time window.",
		paths: [`${V1}/reports`],
		group: "Selling",
	},
	{
		name: "Inventory",
		description:
			"Stock levels per outlet and variant: adjustments, transfers between outlets, reorder points and batches with expiry dates.",
		paths: [`${V1}/inventory`],
		group: "Stock",
	},
	{
		name: "Suppliers",
		description: "The businesses the merchant buys stock from.",
		paths: [`${V1}/suppliers`],
		group: "Stock",
	},
	{
		name: "Purchase orders",
		description:
			"Orders to a supplier for an outlet, from draft to ordered to received; receiving stocks the goods in.",
		paths: [`${V1}/purchase-orders`],
		group: "Stock",
	},
	{
		name: "Warehouses",
		description:
			"Warehouses that hold stock for shipped orders, separate from the outlets' shelves, and their stock per variant.",
		paths: [`${FF}/warehouses`, `${FF}/inventory`],
		group: "Fulfilment",
	},
	{
		name: "Shipping",
		description: "The shipping origin, the couriers on offer and their rates for a parcel.",
		paths: [`${FF}/shipping`, `${V1}/delivery/couriers`, `${V1}/delivery/origin`, `${V1}/delivery/rates`],
		group: "Fulfilment",
	},
	{
		name: "Shipping credits",
		description: "The prepaid balance that courier bookings are paid from: top-ups, grants, debits and refunds.",
		paths: [`${FF}/shipping-credits`],
		group: "Fulfilment",
	},
	{
		name: "Shipments",
		description:
			"Parcels sent with a courier: create and price one, book the pickup, cancel or rebook it, print its label and follow it on the public tracker.",
		paths: [
			`${FF}/shipments`,
			`${V1}/delivery/shipments`,
			`${V1}/delivery/sales`,
			`${FF}/shipping/track`,
			`${FF}/shipping/callback`,
			"/track",
		],
		group: "Fulfilment",
	},
	{
		name: "Licences",
		description: "Licence keys issued for digital products: issue, validate and revoke them.",
		paths: [`${FF}/licenses`],
		group: "Fulfilment",
	},
	{
		name: "Deliveries",
		description: "One record per sale sent out, whether as a shipment or as licence keys.",
		paths: [`${FF}/deliveries`],
		group: "Fulfilment",
	},
	{
		name: "Webhooks",
		description:
			"Endpoints that receive signed event notifications (sales, stock, shipments), their deliveries and retries.",
		paths: [`${V1}/webhook-subscriptions`],
		group: "Integrations",
	},
];

export const POS_EXAMPLES: DocsExamples = {
	ids: {
		outlet: "out_",
		fromOutlet: "out_",
		toOutlet: "out_",
		category: "cat_",
		taxRate: "taxr_",
		product: "prd_",
		variant: "var_",
		vid: "var_",
		modifierGroup: "mdg_",
		group: "mdg_",
		modifier: "mod_",
		mod: "mod_",
		supplier: "sup_",
		customer: "cus_",
		loyalty: "loy_",
		stockLevel: "lvl_",
		level: "lvl_",
		stockMovement: "mov_",
		movement: "mov_",
		inventoryBatch: "bat_",
		batch: "bat_",
		stockTransfer: "trf_",
		transfer: "trf_",
		shift: "shf_",
		purchaseOrder: "pur_",
		sale: "txn_",
		transaction: "txn_",
		warehouse: "wh_",
		warehouseMovement: "whm_",
		license: "lic_",
		delivery: "dlv_",
		shipment: "shp_",
		shippingCreditTransaction: "ctx_",
		checkoutSession: "cs_",
		session: "cs_",
		subscription: "sub_",
		webhookDelivery: "whd_",
		staff: "stf_",
		approvedBy: "stf_",
		voidedByStaffId: "stf_",
		closedByStaffId: "stf_",
		role: "role_",
	},
	values: {
		waybillId: "JNE0123456789",
		courierCode: "jne",
		courier: "jne",
		courierServiceCode: "reg",
		courierType: "reg",
		businessType: "retail",
		key: "PASAR-7K3QD-9XW2T-M4V8R",
		keyPrefix: "PASAR-7K3QD",
		batchNumber: "LOT-2026-11-A",
		refId: "txn_01JB4X6N0ZQ8K3C9W2T5V7R1MD",
		receiptHeader: "Toko Kopi Senja — Jl. Kemang Raya No. 8",
		receiptFooter: "Terima kasih, sampai jumpa lagi!",
		tier: "growth",
		voidReason: "Salah input pesanan",
		cancelReason: "Pembeli membatalkan pesanan",
		shipmentStatus: "confirmed",
		events: ["pos.sale.completed.v1", "pos.sale.voided.v1"],
	},
};
