// DB_PAY's drizzle tables, one file per part of the service (DESIGN §2: schema/<feature>.ts once
// schema.ts passes ~400 lines). drizzle-kit reads this file (scripts/generate.mjs), so every table
// is re-exported here.
export * from "./schema/adapters";
export * from "./schema/billing";
export * from "./schema/checkout";
export * from "./schema/core";
