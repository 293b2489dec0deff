// What other services may use of the storefront (DESIGN §2): marketing lists the catalogue's
// routes in /mkt/openapi.json and /mkt/docs, since both are served on the marketing base URL.
export { storefrontApp } from "./index";
