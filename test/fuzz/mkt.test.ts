// The OpenAPI fuzzer on the mkt service (test/fuzz/harness.ts).
import { fuzzSuite } from "./harness";

fuzzSuite("mkt");
