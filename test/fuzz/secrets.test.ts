// The OpenAPI fuzzer on the secrets service (test/fuzz/harness.ts).
import { fuzzSuite } from "./harness";

fuzzSuite("secrets");
