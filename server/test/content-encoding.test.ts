import { acceptedVariants } from '../src/static/content-encoding';

const names = (header: string | undefined): string[] =>
  acceptedVariants(header).map((v) => v.encoding);

describe('Accept-Encoding negotiation for precompressed files', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['identity', []],
    ['gzip', ['gzip']],
    ['gzip, deflate, br', ['br', 'gzip']],
    ['br;q=0.5, gzip', ['gzip', 'br']],
    ['gzip;q=0, br', ['br']],
    ['*', ['br', 'gzip']],
    ['*;q=0.1, gzip;q=0.9', ['gzip', 'br']],
    ['*, br;q=0', ['gzip']],
    ['x-gzip', ['gzip']],
    ['GZIP', ['gzip']],
  ])('%p → %p', (header, expected) => {
    expect(names(header)).toEqual(expected);
  });
});
