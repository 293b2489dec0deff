import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";
import { ListQuery } from "../access/schemas";
import { ADJUST_REASONS } from "../inventory/schemas";

// Spec 002 §2 "Warehouse" and §4 "Fulfilment routes" (issue 20): warehouses and the stock they hold.

const Id = z.string().min(1).max(64);
const nullableLine = (max: number) => singleLine(max, { trim: true }).nullable().optional();

const NAME = "The warehouse's name, one line of 1–100 characters";
const ADDRESS = "Street address, at most 500 characters (may span lines); null when none";
const CITY = "City, one line of at most 100 characters; null when none";
const POSTAL = "Postal code, at most 20 characters; null when none";
const PHONE = "Phone number, at most 30 characters; null when none";

const fields = {
	name: singleLine(100, { trim: true }).openapi({ description: NAME }),
	address: multiLine(500, { trim: true }).nullable().optional().openapi({ description: ADDRESS }),
	city: nullableLine(100).openapi({ description: CITY }),
	postal: nullableLine(20).openapi({ description: POSTAL }),
	phone: nullableLine(30).openapi({ description: PHONE }),
	isDefault: z.boolean().optional().openapi({
		description:
			"true makes this the workspace's default (the old one stops being it); false on the default is 409, as there is always one",
	}),
};

export const CreateWarehouse = z
	.strictObject(fields)
	.openapi("PosCreateWarehouse", { description: "A new warehouse; the workspace's first one becomes the default" });
export const PatchWarehouse = z
	.strictObject({ ...fields, name: fields.name.optional() })
	.openapi("PosPatchWarehouse", { description: "Only the fields sent change; null clears a nullable field" });

export const Warehouse = z
	.object({
		id: z.string().openapi({ example: "wh_01J9Z3T8M2Q4X6A8C0E2G4J6K8" }),
		name: z.string().openapi({ description: NAME }),
		address: z.string().nullable().openapi({ description: ADDRESS }),
		city: z.string().nullable().openapi({ description: CITY }),
		postal: z.string().nullable().openapi({ description: POSTAL }),
		phone: z.string().nullable().openapi({ description: PHONE }),
		isDefault: z.boolean().openapi({
			description:
				"Whether this is the workspace's default warehouse: exactly one is (deleting it makes the oldest remaining one the default)",
		}),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosWarehouse", {
		description: "A place that holds fulfilment stock (ids wh_…), separate from the outlets' stock levels",
	});

const REASON =
	"Why the stock moved: manual_adjust (a count correction), refund_restock (returned goods put back), transfer_in, transfer_out, damaged, returned_to_supplier, initial_stock or import";
const WAREHOUSE = "The warehouse (wh_…)";
const VARIANT = "The variant counted (var_…)";
const NOTE = "Free text about the move, at most 500 characters (may span lines)";

export const WarehouseAdjust = z
	.strictObject({
		variantId: Id.openapi({ description: `${VARIANT}; one of the workspace's (else 404)` }),
		warehouseId: Id.openapi({ description: `${WAREHOUSE}; one of the workspace's (else 404)` }),
		delta: z
			.number()
			.int()
			.min(-1_000_000)
			.max(1_000_000)
			.refine((d) => d !== 0, "delta must not be 0")
			.openapi({
				description:
					"Units to add (positive) or take (negative), not 0, −1,000,000 to 1,000,000; a quantity that would go below 0 is 409 CONFLICT and nothing is written",
			}),
		reason: z.enum(ADJUST_REASONS).openapi({ description: REASON }),
		note: multiLine(500, { min: 0 })
			.nullable()
			.optional()
			.openapi({ description: `${NOTE}; null or omitted: none` }),
	})
	.openapi("PosWarehouseStockAdjust", {
		description: "A manual move of a warehouse's stock, written with its movement",
	});

export const WarehouseStock = z
	.object({
		warehouseId: z.string().openapi({ description: WAREHOUSE }),
		variantId: z.string().openapi({ description: VARIANT }),
		quantity: z.number().int().openapi({ description: "Units the warehouse holds now, never below 0 (may be 0)" }),
	})
	.openapi("PosWarehouseStock", { description: "How much of a variant a warehouse holds" });

export const WarehouseMovement = z
	.object({
		id: z.string(),
		warehouseId: z.string().openapi({ description: WAREHOUSE }),
		variantId: z.string().openapi({ description: VARIANT }),
		delta: z
			.number()
			.int()
			.openapi({ description: "Signed change of the quantity: positive came in, negative went out" }),
		reason: z.enum(ADJUST_REASONS).openapi({ description: REASON }),
		note: z
			.string()
			.nullable()
			.openapi({ description: `${NOTE}; null when none` }),
		refId: z.string().nullable().openapi({
			description: "The record that caused the move; null for adjustments (POST /fulfillment/inventory/adjust)",
		}),
		balanceAfter: z
			.number()
			.int()
			.openapi({ description: "The warehouse's quantity of the variant right after this move" }),
		createdAt: z.string(),
	})
	.openapi("PosWarehouseMovement", {
		description: "One change of a warehouse's stock; kept as history after the warehouse is deleted",
	});

export const AdjustResult = z
	.object({ stock: WarehouseStock, movement: WarehouseMovement })
	.openapi("PosWarehouseAdjustResult", { description: "The stock after an adjustment and the movement it wrote" });

export const StockQuery = z.object({ variantId: Id });
export const MovementQuery = ListQuery.extend({
	variantId: Id.optional(),
	warehouseId: Id.optional(),
	reason: z.enum(ADJUST_REASONS).optional(),
});

export const StockedProduct = z
	.object({
		id: z.string().openapi({ description: "The product (prd_…)" }),
		name: z.string().openapi({ description: "The product's name" }),
		isActive: z.boolean().openapi({ description: "Whether the product is active (inactive ones are listed too)" }),
		variants: z
			.array(
				z.object({
					id: z.string().openapi({ description: "The variant (var_…)" }),
					name: z.string().openapi({ description: "The variant's name" }),
					sku: z.string().nullable().openapi({ description: "The variant's SKU; null when none" }),
					stock: z
						.array(
							z.object({
								warehouseId: z.string().openapi({ description: WAREHOUSE }),
								quantity: z.number().int().openapi({ description: "Units of the variant it holds" }),
							}),
						)
						.openapi({ description: "Every warehouse that has held the variant, with its quantity (may be 0)" }),
					total: z.number().int().openapi({ description: "Σ quantity over every warehouse" }),
				}),
			)
			.openapi({ description: "Its variants with their warehouse stock" }),
	})
	.openapi("PosStockedProduct", { description: "A catalogue product with its fulfilment stock per warehouse" });

export type CreateWarehouseBody = z.infer<typeof CreateWarehouse>;
export type PatchWarehouseBody = z.infer<typeof PatchWarehouse>;
export type WarehouseAdjustBody = z.infer<typeof WarehouseAdjust>;
export type Reason = (typeof ADJUST_REASONS)[number];
