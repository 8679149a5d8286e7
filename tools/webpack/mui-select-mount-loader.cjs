// A webpack loader for MUI's SelectInput.mjs only (rule in create-config.cjs).
//
// SelectInput keeps its display element in state, set from a ref callback as it mounts. React
// runs an update made during a commit synchronously, and before that re-render it runs every
// pending effect of the whole commit in the same task. So the first commit of a page with a
// select (the trade page: the chart's time zone, the book's grouping) also ran all of that
// page's mount effects (its subscriptions and requests) in one long task: ≈ 40 ms at 4x CPU,
// and Lighthouse's TBT of /trade 328–449 → 231–565 ms, median 356 → 303 (7 interleaved runs;
// docs/performance.md#lighthouse). Made a transition, the update renders in a later task and
// the effects keep their own. The select cannot open before it lands (`open` waits for the
// element), a few milliseconds after the mount. Unit tests run MUI unchanged.
const MOUNT_UPDATE = `    if (node) {
      setDisplayNode(node);
    }`;
const AS_TRANSITION = `    if (node) {
      React.startTransition(() => setDisplayNode(node));
    }`;

/** @this {{ resourcePath: string }} @param {string} source */
module.exports = function muiSelectMountLoader(source) {
  if (!source.includes(MOUNT_UPDATE)) {
    // A MUI upgrade changed the code: say so rather than build the old cost back in silently.
    throw new Error(
      `mui-select-mount-loader: SelectInput's display ref update not found in ${this.resourcePath}`,
    );
  }
  return source.replace(MOUNT_UPDATE, AS_TRANSITION);
};

module.exports.MOUNT_UPDATE = MOUNT_UPDATE;
module.exports.AS_TRANSITION = AS_TRANSITION;
