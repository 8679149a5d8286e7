import {
  checkAccount,
  validateForgetPassword,
  validateLogin,
  validateRegister,
  type ForgetPasswordForm,
  type LoginForm,
  type RegisterForm,
} from './validation';

describe('checkAccount', () => {
  it('e-mail: empty (or blank) is emptyEmail', () => {
    expect(checkAccount('email', '')).toBe('emptyEmail');
    expect(checkAccount('email', '   ')).toBe('emptyEmail');
  });

  it.each([
    'trader',
    'trader@',
    '@example.com',
    'trader@example',
    'tr ader@example.com',
    'a@b@c.com',
  ])('e-mail: %p is pRightEmail', (value) =>
    expect(checkAccount('email', value)).toBe('pRightEmail'),
  );

  it.each(['trader@example.com', 'first.last+tag@mail.example.co.uk', '  trader@example.com  '])(
    'e-mail: %p passes',
    (value) => expect(checkAccount('email', value)).toBeNull(),
  );

  it('phone: empty is emptyPhone', () => {
    expect(checkAccount('mobile', '')).toBe('emptyPhone');
    expect(checkAccount('mobile', ' ')).toBe('emptyPhone');
  });

  it.each(['12345', '12345a', '+4479111', '1234 5678', '123-4567', '１２３４５６'])(
    'phone: %p is pRightPhone (digits only, at least 6)',
    (value) => expect(checkAccount('mobile', value)).toBe('pRightPhone'),
  );

  it.each(['123456', '13800138000'])('phone: %p passes', (value) =>
    expect(checkAccount('mobile', value)).toBeNull(),
  );

  it('the forgot-password rule only asks an e-mail for an "@"', () => {
    expect(checkAccount('email', 'trader@example', 'at')).toBeNull();
    expect(checkAccount('email', 'trader.example.com', 'at')).toBe('pRightEmail');
    expect(checkAccount('email', '', 'at')).toBe('emptyEmail');
  });
});

describe('validateLogin', () => {
  const ok: LoginForm = {
    channel: 'email',
    account: 'trader@example.com',
    password: 'secret1',
    code: '',
  };
  const off = { loginUseSms: false };
  const on = { loginUseSms: true };

  it('passes a complete form', () => {
    expect(validateLogin(ok, off)).toBeNull();
    expect(validateLogin({ ...ok, code: '123456' }, on)).toBeNull();
  });

  it('checks the e-mail account first', () => {
    expect(validateLogin({ ...ok, account: '', password: '' }, on)).toBe('emptyEmail');
    expect(validateLogin({ ...ok, account: 'nope', password: '' }, on)).toBe('pRightEmail');
  });

  it('checks the phone account on the phone tab', () => {
    const phone: LoginForm = { ...ok, channel: 'mobile', account: '13800138000' };
    expect(validateLogin(phone, off)).toBeNull();
    expect(validateLogin({ ...phone, account: '', password: '' }, on)).toBe('emptyPhone');
    expect(validateLogin({ ...phone, account: '12ab56', password: '' }, on)).toBe('pRightPhone');
  });

  it('then the password, before the code', () => {
    expect(validateLogin({ ...ok, password: '' }, on)).toBe('emptyPassword');
    expect(validateLogin({ ...ok, password: '' }, off)).toBe('emptyPassword');
  });

  it('does not check the password format (older accounts must still log in)', () => {
    expect(validateLogin({ ...ok, password: 'a' }, off)).toBeNull();
    expect(validateLogin({ ...ok, password: 'with space_and_symbols!' }, off)).toBeNull();
  });

  it('asks for the code only when SMS login is on', () => {
    expect(validateLogin(ok, on)).toBe('emptyCode');
    expect(validateLogin({ ...ok, code: '   ' }, on)).toBe('emptyCode');
    expect(validateLogin(ok, off)).toBeNull();
  });
});

describe('validateRegister', () => {
  const ok: RegisterForm = {
    channel: 'email',
    account: 'trader@example.com',
    code: '123456',
    password: 'abc12345',
    confirmation: 'abc12345',
    agreed: true,
  };

  it('passes a complete form', () => {
    expect(validateRegister(ok)).toBeNull();
    expect(validateRegister({ ...ok, channel: 'mobile', account: '13800138000' })).toBeNull();
  });

  it('follows the spec order: account, code, password, format, confirmation, match, agreement', () => {
    const empty: RegisterForm = {
      channel: 'email',
      account: '',
      code: '',
      password: '',
      confirmation: '',
      agreed: false,
    };
    const steps: [Partial<RegisterForm>, string | null][] = [
      [{}, 'emptyEmail'],
      [{ account: 'trader' }, 'pRightEmail'],
      [{ account: 'trader@example.com' }, 'emptyCode'],
      [{ code: '123456' }, 'emptyPassword'],
      [{ password: 'abc' }, 'length'],
      [{ password: 'abc12345' }, 'enterPassword2'],
      [{ confirmation: 'abc12346' }, 'unlike'],
      [{ confirmation: 'abc12345' }, 'p_first'],
      [{ agreed: true }, null],
    ];
    let form = empty;
    for (const [change, expected] of steps) {
      form = { ...form, ...change };
      expect(validateRegister(form)).toBe(expected);
    }
  });

  it('reports emptyCode before emptyPassword', () => {
    expect(validateRegister({ ...ok, code: '', password: '', confirmation: '' })).toBe('emptyCode');
  });

  it('uses the phone check on the phone tab', () => {
    expect(validateRegister({ ...ok, channel: 'mobile', account: '' })).toBe('emptyPhone');
    expect(validateRegister({ ...ok, channel: 'mobile', account: '12345' })).toBe('pRightPhone');
  });

  it.each([
    ['abc', 'too short'],
    ['abc12', '5 characters'],
    ['abc_1234', 'not letters or digits'],
    ['abc 1234', 'a space'],
    ['pässword1', 'a non-ASCII letter'],
    ['a'.repeat(17), '17 characters'],
  ])('password %p is length (%s)', (password) => {
    expect(validateRegister({ ...ok, password, confirmation: password })).toBe('length');
  });

  it.each(['abc123', 'A'.repeat(16), '123456', 'abcdef'])('password %p is accepted', (password) => {
    expect(validateRegister({ ...ok, password, confirmation: password })).toBeNull();
  });

  it('checks the format before the confirmation', () => {
    expect(validateRegister({ ...ok, password: 'abc', confirmation: '' })).toBe('length');
  });

  it('a mismatch is unlike, even by case', () => {
    expect(validateRegister({ ...ok, confirmation: 'ABC12345' })).toBe('unlike');
  });

  it('an unticked agreement is reported last', () => {
    expect(validateRegister({ ...ok, agreed: false })).toBe('p_first');
    expect(validateRegister({ ...ok, confirmation: 'other123', agreed: false })).toBe('unlike');
  });

  it('a blank code counts as empty', () => {
    expect(validateRegister({ ...ok, code: '  ' })).toBe('emptyCode');
  });
});

describe('validateForgetPassword', () => {
  const ok: ForgetPasswordForm = {
    channel: 'email',
    account: 'trader@example.com',
    code: '123456',
    password: 'newpass1',
    confirmation: 'newpass1',
  };

  it('passes a complete form', () => {
    expect(validateForgetPassword(ok)).toBeNull();
    expect(validateForgetPassword({ ...ok, channel: 'mobile', account: '123456' })).toBeNull();
  });

  it('follows the order: account, code, password, format, confirmation, match', () => {
    const steps: [Partial<ForgetPasswordForm>, string | null][] = [
      [{}, 'emptyEmail'],
      [{ account: 'trader.example.com' }, 'pRightEmail'],
      [{ account: 'trader@example.com' }, 'emptyCode'],
      [{ code: '654321' }, 'emptyPassword'],
      [{ password: 'abc_1234' }, 'length'],
      [{ password: 'abc1234' }, 'enterPassword2'],
      [{ confirmation: 'abc12345' }, 'unlike'],
      [{ confirmation: 'abc1234' }, null],
    ];
    let form: ForgetPasswordForm = {
      channel: 'email',
      account: '',
      code: '',
      password: '',
      confirmation: '',
    };
    for (const [change, expected] of steps) {
      form = { ...form, ...change };
      expect(validateForgetPassword(form)).toBe(expected);
    }
  });

  it('e-mail only needs an "@" (docs/product.md#public-and-spot-validation)', () => {
    expect(validateForgetPassword({ ...ok, account: 'trader@localhost' })).toBeNull();
  });

  it('phone: digits only, at least 6', () => {
    const phone = { ...ok, channel: 'mobile' as const };
    expect(validateForgetPassword({ ...phone, account: '' })).toBe('emptyPhone');
    expect(validateForgetPassword({ ...phone, account: '12345' })).toBe('pRightPhone');
    expect(validateForgetPassword({ ...phone, account: 'trader@example.com' })).toBe('pRightPhone');
  });

  it('password 6–16 letters or digits', () => {
    for (const bad of ['abc', 'a'.repeat(17), 'abc-1234'])
      expect(validateForgetPassword({ ...ok, password: bad, confirmation: bad })).toBe('length');
    expect(
      validateForgetPassword({ ...ok, password: 'a'.repeat(16), confirmation: 'a'.repeat(16) }),
    ).toBeNull();
  });

  it('has no agreement step', () => {
    expect(validateForgetPassword(ok)).toBeNull();
  });
});
