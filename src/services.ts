import { adminModule } from "./services/admin";
import { localizationModule } from "./services/localization";
import { marketingModule } from "./services/marketing";
import { paymentsModule } from "./services/payments";
import { pipelineModule } from "./services/pipeline";
import { posModule } from "./services/pos";
import { secretsModule } from "./services/secrets";
import { storefrontModule } from "./services/storefront";
import { type ServiceModule, serviceDirectory } from "./platform/service-module";

/**
 * The one registration list: every service module, read by the Worker entry (fetch, queue,
 * scheduled) and, through the directory, by the admin API (credential issuers, maintenance).
 */
const MERCHANT_SERVICES: readonly ServiceModule[] = [
	paymentsModule,
	marketingModule,
	storefrontModule,
	posModule,
	pipelineModule,
	localizationModule,
	secretsModule,
];

export const SERVICES = serviceDirectory([...MERCHANT_SERVICES, adminModule(serviceDirectory(MERCHANT_SERVICES))]);
