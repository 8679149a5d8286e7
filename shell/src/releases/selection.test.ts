import { changedAreas, parseOperatorManifest, selectAreas } from './selection';

const entry = (area: string, version: string): { entry: string; version: string } => ({
  entry: `/remotes/${area}/${version}/mf-manifest.json`,
  version,
});

describe('parseOperatorManifest', () => {
  it('reads the backward-compatible format and drops unknown areas and broken entries', () => {
    expect(
      parseOperatorManifest({
        areas: {
          public: entry('public', '1.0.0'),
          spot: { version: '1.0.0' },
          elsewhere: entry('elsewhere', '1.0.0'),
        },
      }),
    ).toEqual({ areas: { public: entry('public', '1.0.0') } });
    expect(parseOperatorManifest(null)).toEqual({ areas: {} });
  });

  it('keeps a canary with an entry and a share, and ignores one without', () => {
    const manifest = parseOperatorManifest({
      areas: {
        public: {
          ...entry('public', '1.0.0'),
          canary: { ...entry('public', '1.1.0'), percent: 30 },
        },
        spot: { ...entry('spot', '1.0.0'), canary: { ...entry('spot', '1.1.0') } },
      },
    });
    expect(manifest.areas.public?.canary).toEqual({ ...entry('public', '1.1.0'), percent: 30 });
    expect(manifest.areas.spot).toEqual(entry('spot', '1.0.0'));
  });
});

describe('selectAreas', () => {
  const manifest = parseOperatorManifest({
    areas: {
      public: { ...entry('public', '1.0.0'), canary: { ...entry('public', '1.1.0'), percent: 50 } },
      spot: entry('spot', '2.0.0'),
    },
  });

  it('serves the canary to buckets below its share and the active version to the rest', () => {
    expect(selectAreas(manifest, () => 49).public).toEqual({
      ...entry('public', '1.1.0'),
      source: 'canary',
    });
    expect(selectAreas(manifest, () => 50).public).toEqual({
      ...entry('public', '1.0.0'),
      source: 'manifest',
    });
  });

  it('asks for a bucket only for areas with a canary', () => {
    const bucket = jest.fn(() => 0);
    selectAreas(manifest, bucket);
    expect(bucket.mock.calls).toEqual([['public']]);
  });

  it('lets a verified override win, even for an area the manifest lacks', () => {
    const selection = selectAreas(manifest, () => 0, {
      spot: entry('spot', '2.1.0'),
      lever: entry('lever', '0.1.0'),
    });
    expect(selection.spot).toEqual({ ...entry('spot', '2.1.0'), source: 'override' });
    expect(selection.lever).toEqual({ ...entry('lever', '0.1.0'), source: 'override' });
  });

  it('names the areas whose entry changed', () => {
    const before = selectAreas(manifest, () => 99);
    const after = selectAreas(manifest, () => 0);
    expect(changedAreas(before, after)).toEqual(['public']);
    expect(changedAreas(before, before)).toEqual([]);
  });
});
