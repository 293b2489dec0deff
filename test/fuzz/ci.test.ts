// The OpenAPI fuzzer on the ci service (test/fuzz/harness.ts).
import { fuzzSuite } from "./harness";

fuzzSuite("ci");
