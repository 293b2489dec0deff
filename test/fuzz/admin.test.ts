// The OpenAPI fuzzer on the admin service (test/fuzz/harness.ts).
import { fuzzSuite } from "./harness";

fuzzSuite("admin");
