export { Idempotency } from "../src/platform/idempotency/idempotency.do";
