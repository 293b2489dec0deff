export { PayRateLimiter } from "../src/services/payments/access/ratelimit.do";
