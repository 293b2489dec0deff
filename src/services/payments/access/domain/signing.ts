// Pay-HMAC-SHA256 request signing (DESIGN §4 CONTRACT): the platform recipe with payments' scheme.
import { parseSignedAuthorization } from "../../../../platform/signing";

export {
	EMPTY_BODY_SHA256,
	MAX_SKEW_SECONDS,
	type ParsedAuthorization,
	parseTimestamp,
	stringToSign,
	withinSkew,
} from "../../../../platform/signing";

export const SCHEME = "Pay-HMAC-SHA256";

export const parseAuthorization = (header: string | undefined | null) => parseSignedAuthorization(SCHEME, header);
