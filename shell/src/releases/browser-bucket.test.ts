import { areaBucket, browserId, bucketOf } from './browser-bucket';

describe('canary buckets', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one random id per browser in local storage', () => {
    const id = browserId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem('areaBucketId')).toBe(id);
    expect(browserId()).toBe(id);
  });

  it('gives the same bucket for the same id and area, 0 to 99', () => {
    expect(bucketOf('abc', 'public')).toBe(bucketOf('abc', 'public'));
    localStorage.setItem('areaBucketId', 'fixed');
    expect(areaBucket('public')).toBe(bucketOf('fixed', 'public'));
  });

  it('spreads many browsers roughly evenly over the buckets', () => {
    const below50 = Array.from({ length: 2000 }, (_, index) =>
      bucketOf(`id-${index}`, 'spot'),
    ).filter((bucket) => {
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
      return bucket < 50;
    }).length;
    expect(below50).toBeGreaterThan(900);
    expect(below50).toBeLessThan(1100);
  });
});
