import { z } from "@hono/zod-openapi";
import { multiLine, singleLine } from "../../../platform/text";
import { ListQuery } from "../access/schemas";
import { ADJUST_REASONS } from "../inventory/schemas";

// Spec 002 §2 "Warehouse" and §4 "Fulfilment routes" (issue 20): warehouses and the stock they hold.

const Id = z.string().min(1).max(64);
const nullableLine = (max: number) => singleLine(max, { trim: true }).nullable().optional();

const fields = {
	name: singleLine(100, { trim: true }),
	address: multiLine(500, { trim: true }).nullable().optional(),
	city: nullableLine(100),
	postal: nullableLine(20),
	phone: nullableLine(30),
	isDefault: z.boolean().optional().openapi({
		description:
			"true makes this the workspace's default (the old one stops being it); false on the default is 409, as there is always one",
	}),
};

export const CreateWarehouse = z.strictObject(fields).openapi("PosCreateWarehouse");
export const PatchWarehouse = z.strictObject({ ...fields, name: fields.name.optional() }).openapi("PosPatchWarehouse");

export const Warehouse = z
	.object({
		id: z.string().openapi({ example: "wh_01J9Z3T8M2Q4X6A8C0E2G4J6K8" }),
		name: z.string(),
		address: z.string().nullable(),
		city: z.string().nullable(),
		postal: z.string().nullable(),
		phone: z.string().nullable(),
		isDefault: z.boolean(),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.openapi("PosWarehouse");

export const WarehouseAdjust = z
	.strictObject({
		variantId: Id,
		warehouseId: Id,
		delta: z
			.number()
			.int()
			.min(-1_000_000)
			.max(1_000_000)
			.refine((d) => d !== 0, "delta must not be 0"),
		reason: z.enum(ADJUST_REASONS),
		note: multiLine(500, { min: 0 }).nullable().optional(),
	})
	.openapi("PosWarehouseStockAdjust");

export const WarehouseStock = z
	.object({ warehouseId: z.string(), variantId: z.string(), quantity: z.number().int() })
	.openapi("PosWarehouseStock");

export const WarehouseMovement = z
	.object({
		id: z.string(),
		warehouseId: z.string(),
		variantId: z.string(),
		delta: z.number().int(),
		reason: z.enum(ADJUST_REASONS),
		note: z.string().nullable(),
		refId: z.string().nullable(),
		balanceAfter: z.number().int(),
		createdAt: z.string(),
	})
	.openapi("PosWarehouseMovement");

export const AdjustResult = z
	.object({ stock: WarehouseStock, movement: WarehouseMovement })
	.openapi("PosWarehouseAdjustResult");

export const StockQuery = z.object({ variantId: Id });
export const MovementQuery = ListQuery.extend({
	variantId: Id.optional(),
	warehouseId: Id.optional(),
	reason: z.enum(ADJUST_REASONS).optional(),
});

export const StockedProduct = z
	.object({
		id: z.string(),
		name: z.string(),
		isActive: z.boolean(),
		variants: z.array(
			z.object({
				id: z.string(),
				name: z.string(),
				sku: z.string().nullable(),
				stock: z.array(z.object({ warehouseId: z.string(), quantity: z.number().int() })),
				total: z.number().int().openapi({ description: "Σ quantity over every warehouse" }),
			}),
		),
	})
	.openapi("PosStockedProduct");

export type CreateWarehouseBody = z.infer<typeof CreateWarehouse>;
export type PatchWarehouseBody = z.infer<typeof PatchWarehouse>;
export type WarehouseAdjustBody = z.infer<typeof WarehouseAdjust>;
export type Reason = (typeof ADJUST_REASONS)[number];
