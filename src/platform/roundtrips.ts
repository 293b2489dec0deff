// Storage round trips per request (issue 27). The router hands every service app an env whose D1
// bindings and Durable Object namespaces are thin wrappers that count calls: one per statement run
// (first/all/run/raw), per batch, per exec and per Durable Object call (an RPC method or fetch on a
// stub). Counts go to the request while it is being answered and to `background` after (work left
// to ctx.waitUntil), or straight to `background` through backgroundEnv(env), which is what work
// started with waitUntil on the request path uses. In development every response carries them as
// `Server-Timing: d1;desc="<n>", do;desc="<n>", total;dur=<ms>`; the request log line has them too.
//
// D1 reads go through the Sessions API (withSession) where the binding has it: each request opens one
// session per database it touches, starting at the primary ("first-primary"), so every read is as
// fresh as the last write anywhere, and within the request a read replica that has caught up with the
// session's bookmark may answer the later queries where the deployment enables read replication.
// Nothing here names a binding: D1 databases and Durable Object namespaces are recognised by shape.

export interface RoundTrips {
	d1: number;
	do: number;
}

export interface Meter {
	/** Epoch ms when the request reached the Worker. */
	started: number;
	/** Calls made while the request was being answered. */
	request: RoundTrips;
	/** Calls made by work the request left behind (ctx.waitUntil), and any made after the answer. */
	background: RoundTrips;
	/** True until the answer is ready; later calls count as background. */
	open: boolean;
	/** D1 statements (and batches) made while answering, per database binding: which shard did the work. */
	byDatabase: Record<string, number>;
}

export const newMeter = (started = Date.now()): Meter => ({
	started,
	request: { d1: 0, do: 0 },
	background: { d1: 0, do: 0 },
	open: true,
	byDatabase: {},
});

const METER = Symbol.for("pasar.roundtrips.meter");
const BACKGROUND = Symbol.for("pasar.roundtrips.background");

type Kind = keyof RoundTrips;
type Tick = () => void;

/** The meter counting this env's calls (undefined for a raw env: queue consumers, crons, Durable Objects). */
export const meterOf = (env: object | undefined): Meter | undefined =>
	env ? (env as { [METER]?: Meter })[METER] : undefined;

/**
 * The env to give work started with ctx.waitUntil on the request path: its calls count as background,
 * never against the request that started it. A raw env is returned as it is.
 */
export const backgroundEnv = <E extends object>(env: E): E => (env as { [BACKGROUND]?: E })[BACKGROUND] ?? env;

// ---------------------------------------------------------------------------------------------- D1

type Runner = Pick<D1Database, "prepare" | "batch">;

/** Checks a statement before it runs (a held workspace's binding refuses writes: platform/shards.ts). */
export type StatementGuard = (sql: string) => void;

class MeteredStatement {
	constructor(
		readonly inner: D1PreparedStatement,
		private readonly tick: Tick,
		readonly sql: string,
		private readonly guard?: StatementGuard,
	) {}
	bind(...values: unknown[]) {
		return new MeteredStatement(this.inner.bind(...values), this.tick, this.sql, this.guard);
	}
	private use() {
		this.guard?.(this.sql);
		this.tick();
	}
	first(column?: string) {
		this.use();
		return column === undefined ? this.inner.first() : this.inner.first(column);
	}
	all() {
		this.use();
		return this.inner.all();
	}
	run() {
		this.use();
		return this.inner.run();
	}
	raw(options?: { columnNames?: boolean }) {
		this.use();
		return options?.columnNames ? this.inner.raw({ columnNames: true }) : this.inner.raw();
	}
}

const unwrap = (s: unknown) => (s instanceof MeteredStatement ? s.inner : (s as D1PreparedStatement));

class MeteredD1 {
	constructor(
		private readonly db: D1Database,
		private readonly runner: () => Runner,
		private readonly tick: Tick,
		private readonly guard?: StatementGuard,
	) {}
	prepare(query: string) {
		return new MeteredStatement(this.runner().prepare(query), this.tick, query, this.guard);
	}
	batch(statements: unknown[]) {
		if (this.guard) for (const s of statements) if (s instanceof MeteredStatement) this.guard(s.sql);
		this.tick();
		return this.runner().batch(statements.map(unwrap));
	}
	exec(query: string) {
		this.guard?.(query);
		this.tick();
		return this.db.exec(query);
	}
	dump() {
		this.tick();
		return (this.db as unknown as { dump(): Promise<ArrayBuffer> }).dump();
	}
	withSession(constraint?: string) {
		const session = sessionOf(this.db, constraint);
		return Object.assign(new MeteredD1(this.db, () => session, this.tick, this.guard), {
			getBookmark: () => (session as D1DatabaseSession).getBookmark?.() ?? null,
		});
	}
}

function sessionOf(db: D1Database, constraint = "first-primary"): Runner {
	const open = (db as { withSession?: (c: string) => D1DatabaseSession }).withSession;
	return typeof open === "function" ? open.call(db, constraint) : db;
}

// ---------------------------------------------------------------------------------------------- Durable Objects

/** A stub whose every method call (RPC or fetch) counts once; id and name read through. */
function meterStub<T extends object>(stub: T, tick: Tick): T {
	return new Proxy(stub, {
		get(target, prop) {
			const value = Reflect.get(target, prop);
			if (typeof prop === "symbol" || prop === "id" || prop === "name" || prop === "then") return value;
			if (typeof value !== "function") return value;
			return (...args: unknown[]) => {
				tick();
				// Reflect.apply: an RPC property answers any name, `.apply` included, as a remote method.
				return Reflect.apply(value as (...a: unknown[]) => unknown, target, args);
			};
		},
	});
}

function meterNamespace(ns: DurableObjectNamespace, tick: Tick): DurableObjectNamespace {
	const wrapped = {
		idFromName: (name: string) => ns.idFromName(name),
		idFromString: (id: string) => ns.idFromString(id),
		newUniqueId: (opts?: DurableObjectNamespaceNewUniqueIdOptions) => ns.newUniqueId(opts),
		jurisdiction: (j: DurableObjectJurisdiction) => meterNamespace(ns.jurisdiction(j), tick),
		get: (id: DurableObjectId, opts?: DurableObjectNamespaceGetDurableObjectOptions) =>
			meterStub(ns.get(id, opts), tick),
		getByName: (name: string, opts?: DurableObjectNamespaceGetDurableObjectOptions) =>
			meterStub(ns.getByName(name, opts), tick),
	};
	return wrapped as unknown as DurableObjectNamespace;
}

// ---------------------------------------------------------------------------------------------- env

const isD1 = (v: unknown) =>
	!!v &&
	typeof v === "object" &&
	typeof (v as D1Database).prepare === "function" &&
	typeof (v as D1Database).batch === "function";
const isNamespace = (v: unknown) =>
	!!v &&
	typeof v === "object" &&
	typeof (v as DurableObjectNamespace).idFromName === "function" &&
	typeof (v as DurableObjectNamespace).get === "function";

/**
 * Which binding a name reads (platform/shards.ts): a service database's name (DB_POS) stands for the
 * shard holding the workspace the request works for. Shared by a request's env and its background
 * sibling, so a placement bound after the sibling was made holds for both.
 */
export interface BindingRoute {
	resolve(name: string): string;
	/** A check for every statement run through `name` (resolved), or none. */
	guard?(name: string): StatementGuard | undefined;
}

/** What a request's env carries besides the bindings it inherits: its meter and its wrappers. */
interface RequestState {
	meter: Meter;
	background: boolean;
	sessions: Map<string, Runner>;
	wrapped: Map<string, unknown>;
	route?: BindingRoute;
	/** The sibling env counting as background (made on first use). */
	sibling?: object;
}

const STATE = Symbol.for("pasar.roundtrips.state");

/**
 * Per env object (one per isolate), a prototype holding one getter per D1 database and Durable
 * Object namespace: a request's env is then one object inheriting from it, and each binding is
 * wrapped on first use. Bindings are recognised by shape, variables read through.
 */
const prototypes = new WeakMap<object, object>();
const BUILDERS = Symbol.for("pasar.roundtrips.builders");
type Builder = (st: RequestState, guard?: StatementGuard) => unknown;

function prototypeOf(env: object): object {
	let proto = prototypes.get(env);
	if (proto) return proto;
	proto = Object.create(env) as object;
	const raw = env as Record<string, unknown>;
	const builders = new Map<string, Builder>();
	for (const k of Object.keys(env)) {
		const v = raw[k];
		const build = isD1(v)
			? (st: RequestState, guard?: StatementGuard) =>
					new MeteredD1(v as D1Database, () => sessionFor(st, k, v as D1Database), tickOf(st, "d1", k), guard)
			: isNamespace(v)
				? (st: RequestState) => meterNamespace(v as DurableObjectNamespace, tickOf(st, "do"))
				: null;
		if (!build) continue;
		builders.set(k, build);
		Object.defineProperty(proto, k, {
			enumerable: true,
			get(this: { [STATE]?: RequestState }) {
				const st = this[STATE];
				if (!st) return v;
				if (!st.route) return wrappedIn(st, builders, k);
				const name = st.route.resolve(k);
				return wrappedIn(st, builders, name, st.route.guard?.(name));
			},
		});
	}
	Object.defineProperty(proto, BUILDERS, { value: builders });
	Object.defineProperty(proto, METER, {
		get(this: { [STATE]?: RequestState }) {
			return this[STATE]?.meter;
		},
	});
	Object.defineProperty(proto, BACKGROUND, {
		get(this: { [STATE]?: RequestState }) {
			const st = this[STATE];
			if (!st) return undefined;
			if (st.background) return this;
			st.sibling ??= envWith(env, { ...st, background: true, wrapped: new Map() });
			return st.sibling;
		},
	});
	prototypes.set(env, proto);
	return proto;
}

/** The wrapper of binding `name` for this request state, made on first use. */
function wrappedIn(st: RequestState, builders: Map<string, Builder>, name: string, guard?: StatementGuard) {
	const key = guard ? `${name}#guarded` : name;
	let w = st.wrapped.get(key);
	if (w === undefined) {
		const build = builders.get(name);
		if (!build) return undefined;
		st.wrapped.set(key, (w = build(st, guard)));
	}
	return w;
}

/**
 * Binding `name` exactly as declared, never through the env's route (a shard named outright: health
 * checks, per-shard ticks, operator tasks); metered like any other on a request's env.
 */
export function bindingNamed<T>(env: object, name: string): T | undefined {
	const st = (env as { [STATE]?: RequestState })[STATE];
	if (!st) return (env as Record<string, T>)[name];
	return wrappedIn(st, (env as { [BUILDERS]: Map<string, Builder> })[BUILDERS], name) as T | undefined;
}

const tickOf = (st: RequestState, kind: Kind, binding?: string) => () => {
	const answering = !st.background && st.meter.open;
	(answering ? st.meter.request : st.meter.background)[kind]++;
	if (answering && binding) st.meter.byDatabase[binding] = (st.meter.byDatabase[binding] ?? 0) + 1;
};

/** One session per database per request, shared by the request and its background work. */
function sessionFor(st: RequestState, key: string, db: D1Database): Runner {
	let s = st.sessions.get(key);
	if (!s) st.sessions.set(key, (s = sessionOf(db)));
	return s;
}

function envWith(env: object, st: RequestState): object {
	const out = Object.create(prototypeOf(env)) as object;
	// Defined, not assigned: an assignment would reach a proxied env's set trap through the prototype.
	Object.defineProperty(out, STATE, { value: st });
	return out;
}

/**
 * The env a request's app sees: the same bindings and variables, with D1 and Durable Object calls
 * counted on `meter`. Wrappers are made on first use of each binding.
 */
export function meteredEnv<E extends object>(env: E, meter: Meter, route?: BindingRoute): E {
	return envWith(env, { meter, background: false, sessions: new Map(), wrapped: new Map(), route }) as E;
}

/** The binding a name reads on this env (itself on a raw env or one without a route). */
export const resolvedName = (env: object, name: string): string =>
	(env as { [STATE]?: RequestState })[STATE]?.route?.resolve(name) ?? name;

/**
 * The same request seen through another route (another workspace's shards, or one shard pinned for a
 * tick): same meter and database sessions, its own wrappers. A raw env gets a meter of its own.
 */
export function reroutedEnv<E extends object>(env: E, route: BindingRoute): E {
	const st = (env as { [STATE]?: RequestState })[STATE];
	if (!st) return meteredEnv(env, newMeter(), route);
	const raw = Object.getPrototypeOf(Object.getPrototypeOf(env)) as object;
	return envWith(raw, { ...st, wrapped: new Map(), sibling: undefined, route }) as E;
}

// ---------------------------------------------------------------------------------------------- Server-Timing

/** `d1;desc="<n>", do;desc="<n>", total;dur=<ms>` for the calls made while the request was answered. */
export function serverTiming(meter: Meter, now = Date.now()) {
	const base = `d1;desc="${meter.request.d1}", do;desc="${meter.request.do}", total;dur=${now - meter.started}`;
	const by = Object.entries(meter.byDatabase);
	// Which databases (shards) answered: "DB_POS_1=2 DB_PLATFORM=1" (the shards bench sums these).
	return by.length ? `${base}, d1db;desc="${by.map(([k, n]) => `${k}=${n}`).join(" ")}"` : base;
}

/** Closes the meter (later calls are background) and, when `expose`, adds Server-Timing to the answer. */
export function finishMeter(res: Response, meter: Meter, expose: boolean): Response {
	meter.open = false;
	if (!expose || res.status === 101) return res;
	const value = serverTiming(meter);
	try {
		res.headers.append("Server-Timing", value);
		return res;
	} catch {
		// An immutable response (passed through from a fetch or the cache): copy it once.
		const copy = new Response(res.body, res);
		copy.headers.append("Server-Timing", value);
		return copy;
	}
}
