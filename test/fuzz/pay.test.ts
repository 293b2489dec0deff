// The OpenAPI fuzzer on the pay service (test/fuzz/harness.ts).
import { fuzzSuite } from "./harness";

fuzzSuite("pay");
