import { z } from "@hono/zod-openapi";
import { isSupportedCurrency, MAX_AMOUNT, SUPPORTED_CURRENCIES } from "./domain/money";

// The zod forms of the money rules (domain/money.ts), used by every payments schema.

/** An ISO 4217 code in any case, upper-cased; not necessarily one payments takes money in. */
export const IsoCurrency = z
	.string()
	.regex(/^[A-Za-z]{3}$/, "must be an ISO 4217 code such as IDR")
	.transform((s) => s.toUpperCase())
	.openapi({ type: "string", example: "IDR" });

/** A currency payments takes money in (IDR, USD), in any case. */
export const Currency = IsoCurrency.refine(isSupportedCurrency, {
	message: `must be a supported currency: ${SUPPORTED_CURRENCIES.join(", ")}`,
}).openapi({ type: "string", enum: [...SUPPORTED_CURRENCIES], example: "IDR" });

/** An amount in minor units, 0 up to the per-transaction ceiling. */
export const Money = z
	.number()
	.int()
	.min(0)
	.max(MAX_AMOUNT)
	.openapi({ description: `Minor units, 0-${MAX_AMOUNT}` });
/** A positive amount in minor units up to the per-transaction ceiling. */
export const PositiveMoney = z
	.number()
	.int()
	.min(1)
	.max(MAX_AMOUNT)
	.openapi({ description: `Minor units, 1-${MAX_AMOUNT}` });
