// What later localization features use of namespaces: each one's review policy.
export { namespacePolicies, type ReviewPolicy } from "./namespaces";
