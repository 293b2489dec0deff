import { ApiError } from "../../../platform/errors";
import { newId } from "../../../platform/ids";
import { notFound, type StoreCtx, type StoreScope } from "../context";
import { getProduct } from "../products/store";
import { fileView } from "../products/view";
import { deleteObject, insertFile, putObject } from "./store";

export const FILE_MAX_BYTES = 100 * 1024 * 1024;
const NAME_MAX = 255;

/** Control characters and path separators become "_" (names show up in downloads and logs). */
const safeName = (raw: string) =>
	[...raw]
		.map((ch) => (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f || ch === "/" || ch === "\\" ? "_" : ch))
		.join("")
		.slice(0, NAME_MAX);

/** SHA-256 of a blob, streamed (a 100 MB file is never held twice). */
async function sha256Of(file: Blob): Promise<string> {
	const digest = new crypto.DigestStream("SHA-256");
	await file.stream().pipeTo(digest);
	return [...new Uint8Array(await digest.digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** POST /storefront/products/{id}/files: a file of a digital or license product, into R2. */
export async function uploadFile(ctx: StoreCtx, s: StoreScope, productId: string, file: unknown) {
	const product = await getProduct(ctx.env, s, productId);
	if (!product || product.archived) throw notFound("product");
	if (product.type === "physical")
		throw new ApiError(400, "validation_error", "Files belong to digital and license products only", "file");
	if (!(file instanceof File))
		throw new ApiError(400, "validation_error", "Send multipart/form-data with a file part named file", "file");
	if (file.size === 0 || file.size > FILE_MAX_BYTES)
		throw new ApiError(400, "validation_error", "file must be 1 byte to 100 MB", "file");
	const name = safeName(file.name || "file");
	const now = Date.now();
	const id = newId("file_", now);
	const r2Key = `${s.workspaceId}/${productId}/${id}`;
	const [sha256] = await Promise.all([sha256Of(file), putObject(ctx.env, r2Key, file)]);
	const row = {
		id,
		accountId: s.workspaceId,
		productId,
		name,
		size: file.size,
		contentType: file.type || "application/octet-stream",
		sha256,
		r2Key,
		createdAt: now,
	};
	try {
		await insertFile(ctx.env, row);
	} catch (err) {
		await deleteObject(ctx.env, r2Key);
		throw err;
	}
	return fileView(row);
}
