/**
 * Polls `check` every 50 ms until it holds; throws after `timeoutMs`. A check that throws
 * counts as not yet (a server still starting refuses connections).
 */
export const waitUntil = async (
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
