export { RateLimiter } from "../src/platform/ratelimit/ratelimit.do";
