import {
  validateBindEmail,
  validateBindPhone,
  validateFeedback,
  charCount,
  clipChars,
  validatePayMethod,
  validateRealName,
  validateResetPassword,
  validateTradePassword,
} from './rules';

describe('validateResetPassword', () => {
  it('checks old, new, format, confirmation, match in that order', () => {
    const form = { oldPassword: '', password: '', confirmation: '' };
    expect(validateResetPassword(form)).toBe('oldPassword');
    expect(validateResetPassword({ ...form, oldPassword: 'old123' })).toBe('newPassword');
    const withOld = { ...form, oldPassword: 'old123' };
    expect(validateResetPassword({ ...withOld, password: 'abc12' })).toBe('passwordFormat');
    expect(validateResetPassword({ ...withOld, password: 'a'.repeat(17) })).toBe('passwordFormat');
    expect(validateResetPassword({ ...withOld, password: 'abc 123' })).toBe('passwordFormat');
    expect(validateResetPassword({ ...withOld, password: 'abc123' })).toBe('confirmPassword');
    expect(validateResetPassword({ ...withOld, password: 'abc123', confirmation: 'abc124' })).toBe(
      'unlike',
    );
    expect(
      validateResetPassword({ ...withOld, password: 'abc123', confirmation: 'abc123' }),
    ).toBeNull();
  });
});

describe('validateTradePassword', () => {
  it('checks password, format, confirmation, match, then the code', () => {
    expect(validateTradePassword({ password: '', confirmation: '', code: '' })).toBe(
      'tradePassword',
    );
    expect(validateTradePassword({ password: '12345', confirmation: '', code: '' })).toBe(
      'passwordFormat',
    );
    expect(validateTradePassword({ password: '123456', confirmation: '', code: '' })).toBe(
      'confirmPassword',
    );
    expect(validateTradePassword({ password: '123456', confirmation: '123457', code: '' })).toBe(
      'unlike',
    );
    expect(validateTradePassword({ password: '123456', confirmation: '123456', code: ' ' })).toBe(
      'code',
    );
    expect(
      validateTradePassword({ password: '123456', confirmation: '123456', code: '4321' }),
    ).toBeNull();
  });
});

describe('validateBindEmail', () => {
  it('checks e-mail, shape, length ≤ 20, code, code length ≤ 16', () => {
    expect(validateBindEmail({ email: '', code: '' })).toBe('email');
    expect(validateBindEmail({ email: 'a.example.com', code: '' })).toBe('emailShape');
    expect(validateBindEmail({ email: 'abcdefghijkl@example.com', code: '' })).toBe('emailLength');
    expect(validateBindEmail({ email: 'ab@example.com', code: '' })).toBe('code');
    expect(validateBindEmail({ email: 'ab@example.com', code: '1'.repeat(17) })).toBe('codeLength');
    expect(validateBindEmail({ email: 'ab@example.com', code: '123456' })).toBeNull();
  });
});

describe('validatePayMethod', () => {
  const empty = {
    real_name: '',
    account: '',
    qrcode: '',
    bank_name: '',
    bank_address: '',
    card_no: '',
  };

  it('alipay and wxpay: real name, account, code image', () => {
    for (const code of ['alipay', 'wxpay'] as const) {
      expect(validatePayMethod({ ...empty, code })).toBe('realName');
      expect(validatePayMethod({ ...empty, code, real_name: 'Li' })).toBe(`${code}Account`);
      expect(validatePayMethod({ ...empty, code, real_name: 'Li', account: 'li@pay' })).toBe(
        `${code}Qrcode`,
      );
      expect(
        validatePayMethod({
          ...empty,
          code,
          real_name: 'Li',
          account: 'li@pay',
          qrcode: '/u/q.png',
        }),
      ).toBeNull();
    }
  });

  it('bank: real name, bank name, branch, account number', () => {
    const bank = { ...empty, code: 'bank' as const };
    expect(validatePayMethod(bank)).toBe('realName');
    expect(validatePayMethod({ ...bank, real_name: 'Li' })).toBe('bankName');
    expect(validatePayMethod({ ...bank, real_name: 'Li', bank_name: 'B' })).toBe('bankBranch');
    expect(validatePayMethod({ ...bank, real_name: 'Li', bank_name: 'B', bank_address: 'C' })).toBe(
      'cardNo',
    );
    expect(
      validatePayMethod({
        ...bank,
        real_name: 'Li',
        bank_name: 'B',
        bank_address: 'C',
        card_no: '6222 0000',
      }),
    ).toBeNull();
  });
});

describe('validateRealName', () => {
  it('checks name, ID number, front, back; the hand-held photo is optional', () => {
    const form = { name: '', cardId: '', front: '', back: '' };
    expect(validateRealName(form)).toBe('idName');
    expect(validateRealName({ ...form, name: 'Li Lei' })).toBe('idNumber');
    expect(validateRealName({ ...form, name: 'Li Lei', cardId: 'X1234' })).toBe('frontImage');
    expect(validateRealName({ ...form, name: 'Li Lei', cardId: 'X1234', front: '/f' })).toBe(
      'backImage',
    );
    expect(
      validateRealName({ name: 'Li Lei', cardId: 'X1234', front: '/f', back: '/b' }),
    ).toBeNull();
  });
});

describe('validateFeedback', () => {
  it('checks type, title, content, then at least 10 characters', () => {
    expect(validateFeedback({ type: '', title: '', content: '' })).toBe('feedbackType');
    expect(validateFeedback({ type: 'other', title: '', content: '' })).toBe('feedbackTitle');
    expect(validateFeedback({ type: 'other', title: 'T', content: '' })).toBe('feedbackContent');
    expect(validateFeedback({ type: 'other', title: 'T', content: '123456789' })).toBe(
      'feedbackLength',
    );
    expect(validateFeedback({ type: 'other', title: 'T', content: ' 123456789 ' })).toBe(
      'feedbackLength',
    );
    expect(validateFeedback({ type: 'other', title: 'T', content: '1234567890' })).toBeNull();
  });

  it('counts code points, as the server does: five emoji are five characters', () => {
    expect(charCount('😀'.repeat(5))).toBe(5);
    expect(validateFeedback({ type: 'other', title: 'T', content: '😀'.repeat(5) })).toBe(
      'feedbackLength',
    );
    expect(validateFeedback({ type: 'other', title: 'T', content: '😀'.repeat(10) })).toBeNull();
  });

  it('clips at a number of code points, never inside an emoji', () => {
    expect(clipChars('😀'.repeat(3), 2)).toBe('😀😀');
    expect(clipChars('ab', 2)).toBe('ab');
  });
});

describe('validateBindPhone', () => {
  it('checks area, number, 6-15 digits, code, code length ≤ 16', () => {
    const form = { areaId: undefined, phone: '', code: '' };
    expect(validateBindPhone(form)).toBe('area');
    expect(validateBindPhone({ ...form, areaId: 40 })).toBe('phone');
    expect(validateBindPhone({ ...form, areaId: 40, phone: '  ' })).toBe('phone');
    expect(validateBindPhone({ ...form, areaId: 40, phone: '12345' })).toBe('phoneShape');
    expect(validateBindPhone({ ...form, areaId: 40, phone: '1'.repeat(16) })).toBe('phoneShape');
    expect(validateBindPhone({ ...form, areaId: 40, phone: '+15550100' })).toBe('phoneShape');
    expect(validateBindPhone({ ...form, areaId: 40, phone: '555 0100' })).toBe('phoneShape');
    expect(validateBindPhone({ ...form, areaId: 40, phone: ' 5550100 ' })).toBe('code');
    const ready = { areaId: 40, phone: '5550100' };
    expect(validateBindPhone({ ...ready, code: '1'.repeat(17) })).toBe('codeLength');
    expect(validateBindPhone({ ...ready, code: '123456' })).toBeNull();
  });
});
