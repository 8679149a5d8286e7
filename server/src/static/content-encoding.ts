/** Precompressed siblings the build writes next to each file, best first on a tie. */
export const PRECOMPRESSED = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

export type Precompressed = (typeof PRECOMPRESSED)[number];

/**
 * The precompressed variants an `Accept-Encoding` header accepts, most preferred first
 * (by q-value; br before gzip on equal q). `*` covers encodings not named; q=0 refuses.
 */
export function acceptedVariants(header: string | string[] | undefined): Precompressed[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const quality = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(param);
      if (match) q = Number(match[1]);
    }
    quality.set(name, q);
  }
  const wildcard = quality.get('*') ?? 0;
  return PRECOMPRESSED.map((variant, order) => ({
    variant,
    order,
    q:
      quality.get(variant.encoding) ??
      (variant.encoding === 'gzip' ? quality.get('x-gzip') : undefined) ??
      wildcard,
  }))
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((entry) => entry.variant);
}
