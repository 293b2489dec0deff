import type { Env } from "../../../env";

// PLACEHOLDER until the throttle branch (i40-engine) lands: the per-channel SendThrottle object.
export async function reserveSends(_env: Env, _channelId: string, _n: number, _perSecond: number): Promise<number> {
	return 0;
}
export async function backOffSends(_env: Env, _channelId: string, _ms: number): Promise<void> {}
