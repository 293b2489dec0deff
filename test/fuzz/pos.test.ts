// The OpenAPI fuzzer on the pos service (test/fuzz/harness.ts).
import { fuzzSuite } from "./harness";

fuzzSuite("pos");
