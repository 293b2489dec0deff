import { router } from "../../../platform/app";

// Issue 20: filled in by this feature's work.
const app = router();

export default app;
