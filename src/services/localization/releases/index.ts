// What the catalog feature uses of releases: the catalogue domain and the latest-release read.
export { type Catalog, canonicalJson, contentHash, flatten } from "./domain";
export { latestReleases, type ReleaseRow } from "./store";
