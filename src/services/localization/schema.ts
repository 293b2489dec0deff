// DB_LOC's drizzle tables, one file per part of the service (DESIGN §2). drizzle-kit reads this file
// (scripts/generate.mjs), so every table is re-exported here.
export * from "./schema/core";
export * from "./schema/events";
export * from "./schema/jobs";
export * from "./schema/language";
export * from "./schema/strings";
export * from "./schema/web";
