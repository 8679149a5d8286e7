// Exposed by every area as `./release-info` (create-config.cjs): the release this code belongs
// to, filled in by DefinePlugin at build time. The shell loads it after an area's first screen
// so its footer shows the version that really runs, not only what /remotes.json asked for.
/* global __EXCHANGE_RELEASE__ */
export const release = __EXCHANGE_RELEASE__;
