// The OpenAPI fuzzer on the loc service (test/fuzz/harness.ts).
import { fuzzSuite } from "./harness";

fuzzSuite("loc");
