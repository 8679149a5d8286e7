import fc from 'fast-check';

/**
 * Hostile parameter values: the classes issue 16 names (wrong types, negative/zero/huge,
 * exponent, NaN, too many decimals, long and odd unicode, arrays and objects for scalars).
 */
const numberLike: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    0,
    -0,
    -1,
    1,
    -1e-9,
    1e21,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MIN_SAFE_INTEGER,
    0.1 + 0.2,
    1.5,
  ),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map((value) => value.toString()),
);

const numericText: fc.Arbitrary<string> = fc.constantFrom(
  '0',
  '-0',
  '00',
  '-1',
  '+1',
  '1e3',
  '1E-7',
  '-1e400',
  '1e400',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  '0b101',
  '.5',
  '5.',
  '1..2',
  '1,5',
  ' 1 ',
  '1 000',
  '１２３',
  '٣',
  '1.000000000000000000000000001',
  '0.00000000000000000001',
  '999999999999999999999999999999',
  '1000000000000',
  '99999999999.9999',
  '12345678901234567890.123456789',
  '1_000',
  '\u00a01',
  '1\u200b',
);

const oddText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\t\n',
    '\u0000',
    '\u202e\u0041\u0042',
    '\ud800',
    '👩‍👩‍👧‍👦',
    'Z̷̧̛̺͓̓a̶l̵g̸o̷',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '{{name}}',
    '{name}',
    '${1+1}',
    '../../etc/passwd',
    '/uploads/../../x.png',
    'null',
    'true',
    '[]',
    '{}',
    '__proto__',
  ),
  fc.integer({ min: 200, max: 20_000 }).map((length) => 'é'.repeat(length)),
  fc.integer({ min: 1, max: 3 }).map((length) => '𝔘'.repeat(length * 700)),
);

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  numberLike,
  numericText,
  oddText,
  fc.constantFrom<unknown>(null, true, false),
);

/** Any hostile value, scalars and containers of them (arrays where objects are expected and back). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>([], {}, [[[]]], JSON.parse('{"__proto__":{"x":1}}')),
  },
);

/** Keys nobody asked for, prototype names included. */
export const strayKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', ''),
  fc.string({ minLength: 1, maxLength: 12 }),
);

export const LANG_HEADERS = [
  'en',
  'pt',
  'jp',
  'th',
  'kr',
  'de',
  'fr',
  'es',
  'vi',
  'zh',
  'hk',
] as const;

/** The `lang` header: one of the 11, sometimes absent or unknown (answers en). */
export const langHeader: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom<string | undefined>(...LANG_HEADERS) },
  { weight: 1, arbitrary: fc.constantFrom<string | undefined>(undefined, 'xx', 'EN', ' de ', '') },
);

/** A plausible value of each common parameter kind (valid-looking, so checks get deeper). */
export const plausible = {
  page: fc.constantFrom<unknown>(1, 2, '1', 3, 50, 1_000_000),
  limit: fc.constantFrom<unknown>(1, 10, '20', 50, 51),
  price: fc.constantFrom<unknown>('1', '0.5', '100', '30000', '65000.1', 2, '0.0001', '0.12345'),
  number: fc.constantFrom<unknown>('0.001', '0.1', '1', 1, '0.0000001', '2.5'),
  text: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('hello world feedback')),
  code: fc.constantFrom<unknown>('123456', '000000', 123456, '12345678901234567'),
  password: fc.constantFrom<unknown>('abc123', 'abcdef12', 'short', 'x'.repeat(17), 'pässwörd1'),
  email: fc.constantFrom<unknown>(
    'new@example.com',
    'demo@exchange.local',
    'DEMO@EXCHANGE.LOCAL',
    'not-an-email',
    'a@b',
    `${'a'.repeat(70)}@example.com`,
  ),
  mobile: fc.constantFrom<unknown>('2025550143', '5551234567', '12', '+15551234567'),
  areaId: fc.constantFrom<unknown>(1, 2, 44, 0, 9999),
};
