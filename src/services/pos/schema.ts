// DB_POS's drizzle tables, one file per part of the service (DESIGN §2: schema/<part>.ts once
// schema.ts passes ~400 lines). drizzle-kit reads this file (scripts/generate.mjs), so every table
// is re-exported here.
export * from "./schema/core";
export * from "./schema/fulfilment";
export * from "./schema/purchases";
export * from "./schema/returns";
export * from "./schema/sales";
export * from "./schema/staff";
export * from "./schema/stock";
