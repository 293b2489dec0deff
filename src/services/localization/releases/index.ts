// What the catalog feature uses of releases: the catalogue domain and the latest-release read.
export { type Catalog, canonicalJson, contentHash, fallbackChain, flatten } from "./domain";
export { latestReleases, type ReleaseRow } from "./store";
