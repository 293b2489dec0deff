import type { MktCtx } from "../context";
import type { CampaignRow } from "./store";

// PLACEHOLDER until the webhooks branch (i40-engine) lands: campaign events through the shared engine.
export async function announce(
	_ctx: MktCtx,
	_c: CampaignRow,
	_type: "mkt.campaign.sent.v1" | "mkt.campaign.finished.v1",
) {}
