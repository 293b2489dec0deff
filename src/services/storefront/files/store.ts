// Product file rows of DB_STORE and their bytes in the STORE_FILES R2 bucket.
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Env } from "../../../env";
import type { StoreScope } from "../context";
import { productFiles } from "../schema";

export type FileRow = typeof productFiles.$inferSelect;
const F = productFiles;

export const putObject = (env: Env, key: string, file: File) =>
	env.STORE_FILES.put(key, file, { httpMetadata: { contentType: file.type || "application/octet-stream" } });

export const deleteObject = (env: Env, key: string) => env.STORE_FILES.delete(key);

export const insertFile = (env: Env, row: FileRow) => drizzle(env.DB_STORE).insert(F).values(row).run();

/** The removed row, or null when the product has no such file in this workspace. */
export async function deleteFileRow(env: Env, s: StoreScope, productId: string, id: string) {
	const rows = await drizzle(env.DB_STORE)
		.delete(F)
		.where(and(eq(F.accountId, s.workspaceId), eq(F.productId, productId), eq(F.id, id)))
		.returning();
	return rows[0] ?? null;
}
