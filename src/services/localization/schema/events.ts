import { webhookTables } from "../../../platform/webhooks/tables";

// DB_LOC events and their deliveries (issue 41): the shared webhook engine's tables, signed `Loc-Signature`.
export const { events, webhookEndpoints, webhookDeliveries } = webhookTables("");
