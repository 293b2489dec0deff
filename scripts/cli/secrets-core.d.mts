// Types for the Worker tests that import the CLI's HTTP logic (scripts are plain JavaScript).
export interface CliContext {
	/** The origin (http://127.0.0.1:8787); the client's base URL is <origin>/secrets. */
	baseUrl: string;
	/** A custom fetch (Worker tests pass SELF's). */
	fetch?: (request: Request) => Promise<Response>;
}
export interface Named {
	id: string;
	name: string;
	slug: string;
}
export interface SecretsClient {
	sdk: import("@pasar/sdk").SecretsClient;
	get(path: string): Promise<any>;
	post(path: string, body?: unknown): Promise<any>;
	put(path: string, body?: unknown): Promise<any>;
	del(path: string): Promise<any>;
}
export const API: string;
export function secretsClient(ctx: CliContext, token: string | undefined): SecretsClient;
export function listAll(client: SecretsClient, path: string): Promise<any[]>;
export function resolveProject(client: SecretsClient, ref: string | undefined): Promise<Named>;
export function resolveEnvironment(
	client: SecretsClient,
	project: Named,
	ref: string | undefined,
): Promise<Named & { projectId: string }>;
export function resolveTarget(
	client: SecretsClient,
	projectRef: string | undefined,
	envRef: string | undefined,
): Promise<{ project: Named; environment: Named & { projectId: string } }>;
export function collectVariables(
	client: SecretsClient,
	environment: { id: string },
	concurrency?: number,
): Promise<Record<string, string>>;
export function childEnvironment(
	base: Record<string, string | undefined>,
	vars: Record<string, string>,
	opts?: { preserve?: boolean },
): Record<string, string | undefined>;
export function parseAssignment(arg: string): { key: string; value: string };
export function signalExitCode(signal: string, signals: Record<string, number>): number;
