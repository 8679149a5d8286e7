import { securityLevel } from './security-level';

const user = { mobile: '', email: '', review_status: 0 };

describe('securityLevel', () => {
  it('nothing bound: 50, middle', () => {
    expect(securityLevel(user)).toEqual({ percent: 50, label: 'middle' });
  });

  it('one of phone, e-mail or verified identity: 75, high', () => {
    expect(securityLevel({ ...user, email: 'a@b.co' })).toEqual({ percent: 75, label: 'high' });
    expect(securityLevel({ ...user, mobile: '5550100' })).toEqual({ percent: 75, label: 'high' });
    expect(securityLevel({ ...user, review_status: 2 })).toEqual({ percent: 75, label: 'high' });
  });

  it('two of them: 100, strong', () => {
    expect(securityLevel({ ...user, email: 'a@b.co', review_status: 2 })).toEqual({
      percent: 100,
      label: 'strong',
    });
  });

  it('all three: capped at 100, strong', () => {
    expect(securityLevel({ mobile: '5550100', email: 'a@b.co', review_status: 2 })).toEqual({
      percent: 100,
      label: 'strong',
    });
  });

  it('only a verified identity counts: under review or rejected add nothing', () => {
    expect(securityLevel({ ...user, review_status: 1 }).percent).toBe(50);
    expect(securityLevel({ ...user, review_status: 3 }).percent).toBe(50);
  });

  it('blank phone or e-mail is not bound', () => {
    expect(securityLevel({ ...user, email: '  ' }).percent).toBe(50);
  });
});
