// What other services may use of the platform directory (DB_PLATFORM): workspaces, plans and
// allowlists, read through a short per-isolate cache. Services import this file, never admin's internals.
export {
	isAllowlisted,
	placementOf,
	planOf,
	setWorkspacePlan,
	workspaceBySlug,
	workspaceEnv,
	workspaceExists,
	workspaceName,
	workspaceSlug,
} from "./directory";
export { keyPlacement, type LocatorKind, locate, locatedEnv, recordLocator } from "./locator";
