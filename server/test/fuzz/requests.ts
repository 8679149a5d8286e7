import fc from 'fast-check';
import type { RouteSpec } from './route-table';
import { hostileValue, langHeader, strayKey } from './values';
import type { FuzzWorld } from './world';

/** Which token a request carries; resolved when it is sent (the fuzzer's may be re-issued). */
export type TokenKind = 'none' | 'own' | 'bearer' | 'revoked' | 'garbage';

/** One generated request, fully described so a failure can be printed and replayed. */
export type FuzzRequest = {
  method: string;
  /** Path with query string. */
  path: string;
  variant: string;
  token: TokenKind;
  garbageToken?: string;
  lang?: string;
  contentType?: string;
  /** Other request headers (content-encoding, a second lang...). */
  headers?: Record<string, string>;
  body?: Buffer;
};

/**
 * Node's HTTP parser refuses request heads over 16 KB (431, before the server sees them), so
 * query values are cut (long strings still travel in JSON bodies).
 */
const QUERY_VALUE_MAX = 200;
const QUERY_MAX = 6000;
const OVERSIZED = Buffer.from(JSON.stringify({ pad: 'x'.repeat(1024 * 1024 + 10) }));
const DEEP = Buffer.from(`${'['.repeat(20_000)}${']'.repeat(20_000)}`);
/** A 1x1 PNG the upload route accepts (a valid input now and then, counted as code 1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const OTHER_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];
const ODD_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zzz',
  'application/json; charset=utf-16',
  'application/xml',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/octet-stream',
  'json',
];

type Params = Record<string, unknown>;

function queryText(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(queryText);
  if (value === null) return [''];
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return [text.slice(0, QUERY_VALUE_MAX)];
}

function withQuery(url: string, params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const text of queryText(value)) search.append(key, text);
  }
  const text = search.toString().slice(0, QUERY_MAX);
  return text === '' ? url : `${url}?${text}`;
}

function json(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value) ?? 'null');
}

/** Each known field: absent, plausible or hostile; sometimes a stray key on top. */
function paramsArb(spec: RouteSpec, world: FuzzWorld): fc.Arbitrary<Params> {
  const fields = spec.fields(world);
  const mixed = fc.record(
    Object.fromEntries(
      Object.entries(fields).map(([name, good]) => [
        name,
        fc.oneof({ weight: 3, arbitrary: good }, { weight: 2, arbitrary: hostileValue }),
      ]),
    ),
    { requiredKeys: [] },
  );
  // Now and then every field plausible, so requests also reach the checks behind the first.
  const allPlausible = fc.record(fields);
  const record = fc.oneof(
    { weight: 3, arbitrary: mixed },
    { weight: 1, arbitrary: allPlausible },
  ) as fc.Arbitrary<Params>;
  return fc
    .tuple(record, fc.option(fc.tuple(strayKey, hostileValue), { freq: 4 }))
    .map(([params, stray]) => {
      if (!stray) return params as Params;
      // defineProperty: a "__proto__" key must become an own key, not a prototype.
      const withStray = { ...(params as Params) };
      Object.defineProperty(withStray, stray[0], {
        value: stray[1],
        enumerable: true,
        configurable: true,
        writable: true,
      });
      return withStray;
    });
}

type Shape = Pick<FuzzRequest, 'variant' | 'contentType' | 'body'> & { query?: Params };

function jsonBodies(params: Params): fc.Arbitrary<Shape> {
  const text = JSON.stringify(params);
  return fc.oneof(
    {
      weight: 12,
      arbitrary: fc.constant({
        variant: 'json',
        contentType: 'application/json',
        body: json(params),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        variant: 'json-array',
        contentType: 'application/json',
        body: json([params]),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('1', '"x"', 'null', 'true', '[]', '""', '-0').map((raw) => ({
        variant: 'json-scalar',
        contentType: 'application/json',
        body: Buffer.from(raw),
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          text.slice(0, -1),
          `${text}}`,
          text.replace(/"/g, "'"),
          `${text}\u0000`,
          '{"a":1,}',
        )
        .map((raw) => ({
          variant: 'malformed',
          contentType: 'application/json',
          body: Buffer.from(raw),
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...ODD_CONTENT_TYPES)
        .map((type) => ({ variant: 'content-type', contentType: type, body: json(params) })),
    },
    { weight: 1, arbitrary: fc.constant({ variant: 'no-content-type', body: json(params) }) },
    { weight: 1, arbitrary: fc.constant({ variant: 'query-only', query: params }) },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({
        variant: 'binary',
        contentType: 'application/json',
        body: Buffer.from(bytes),
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({ variant: 'deep', contentType: 'application/json', body: DEEP }),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        variant: 'many-keys',
        contentType: 'application/json',
        body: json(manyKeys(params)),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        variant: 'oversized',
        contentType: 'application/json',
        body: OVERSIZED,
      }),
    },
  );
}

function queryShapes(params: Params): fc.Arbitrary<Shape> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant({ variant: 'query', query: params }) },
    {
      weight: 1,
      arbitrary: fc.constant({
        variant: 'query+json-body',
        query: params,
        contentType: 'application/json',
        body: json(params),
      }),
    },
  );
}

function part(boundary: string, name: string, bytes: Buffer, filename?: string): Buffer {
  const disposition = filename
    ? `form-data; name="${name}"; filename="${filename}"`
    : `form-data; name="${name}"`;
  const type = filename ? 'Content-Type: image/png\r\n' : '';
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
    bytes,
    Buffer.from('\r\n'),
  ]);
}

function multipart(parts: Buffer[], boundary = 'fuzzboundary'): Shape {
  return {
    variant: 'multipart',
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
  };
}

function uploadBodies(params: Params): fc.Arbitrary<Shape> {
  const b = 'fuzzboundary';
  const bytes = fc.uint8Array({ maxLength: 512 }).map((array) => Buffer.from(array));
  const named = (variant: string, shape: Shape): Shape => ({ ...shape, variant });
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(named('png', multipart([part(b, 'file', PNG, 'a.png')]))) },
    {
      weight: 3,
      arbitrary: bytes.map((raw) =>
        named('random-file', multipart([part(b, 'file', raw, 'a.png')])),
      ),
    },
    {
      weight: 1,
      arbitrary: bytes.map((raw) =>
        named(
          'png-head-garbage',
          multipart([part(b, 'file', Buffer.concat([PNG.subarray(0, 24), raw]), 'a.png')]),
        ),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constant(named('wrong-field', multipart([part(b, 'image', PNG, 'a.png')]))),
    },
    {
      weight: 1,
      arbitrary: fc.constant(named('text-only', multipart([part(b, 'file', Buffer.from('x'))]))),
    },
    {
      weight: 1,
      arbitrary: fc.constant(
        named(
          'many-parts',
          multipart(Array.from({ length: 10 }, () => part(b, 'file', PNG, 'a.png'))),
        ),
      ),
    },
    { weight: 1, arbitrary: fc.constant(named('empty-multipart', multipart([]))) },
    {
      weight: 1,
      arbitrary: fc.constant({
        variant: 'bad-boundary',
        contentType: 'multipart/form-data; boundary=other',
        body: multipart([part(b, 'file', PNG, 'a.png')]).body,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        variant: 'multipart-no-boundary',
        contentType: 'multipart/form-data',
        body: PNG,
      }),
    },
    { weight: 2, arbitrary: jsonBodies(params) },
  );
}

const tokenKinds = (auth: RouteSpec['auth']): fc.Arbitrary<TokenKind> =>
  auth === 'none'
    ? fc.constantFrom<TokenKind>('none', 'none', 'none', 'none', 'none', 'own', 'garbage')
    : fc.constantFrom<TokenKind>(
        'own',
        'own',
        'own',
        'own',
        'own',
        'own',
        'bearer',
        'none',
        'revoked',
        'garbage',
      );

const garbageToken = fc.oneof(
  fc.stringMatching(/^[0-9a-f]{64}$/),
  fc.constantFrom('0', 'Bearer', 'Bearer ', 'null', 'undefined', `${'a'.repeat(64)} x`),
  fc.string({ unit: fc.constantFrom(...'abcXYZ019 -_=.'.split('')), maxLength: 100 }),
);

/**
 * The route's path as is, or bent under /api: trailing slash, doubled or encoded separators,
 * bad escapes (`/API/...` is another path, the shell's, so case is left alone).
 */
function pathArb(url: string): fc.Arbitrary<{ path: string; bent?: string }> {
  const bends: Array<[string, string]> = [
    ['trailing slash', `${url}/`],
    ['double slash', url.replace('/api/', '/api//')],
    // Not the slash after /api: `/api%2Fx` is outside the API (the shell's path).
    ['encoded slash', url.replace(/^(\/api\/.+)\/([^/]*)$/, '$1%2F$2')],
    ['dot segment', `${url}/../${url.split('/').pop() ?? ''}`],
    ['nul byte', `${url}%00`],
    ['matrix', `${url};x=1`],
    ['extra segment', `${url}/1`],
    ['percent junk', `${url}%`],
  ];
  return fc.oneof(
    { weight: 20, arbitrary: fc.constant({ path: url }) },
    { weight: 1, arbitrary: fc.constantFrom(...bends).map(([bent, path]) => ({ path, bent })) },
  );
}

const extraHeaders: fc.Arbitrary<Record<string, string> | undefined> = fc.oneof(
  { weight: 20, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { 'content-encoding': 'gzip' },
      { 'content-encoding': 'br, identity' },
      { 'accept-encoding': 'gzip, deflate, br' },
      { accept: 'text/html' },
      { 'x-forwarded-for': 'not-an-ip' },
      { 'content-language': 'de' },
      { expect: '100-continue' },
    ),
  },
);

/** Many keys at once: parameter pollution and parser cost. */
function manyKeys(params: Params): Params {
  const many: Params = { ...params };
  for (let index = 0; index < 2000; index += 1) many[`k${index}`] = index;
  return many;
}

/** Every request the generic generator makes for one route of the server's table. */
export function requestArb(
  method: string,
  url: string,
  spec: RouteSpec,
  world: FuzzWorld,
): fc.Arbitrary<FuzzRequest> {
  const methodArb = fc.oneof(
    { weight: 12, arbitrary: fc.constant(method) },
    { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS.filter((other) => other !== method)) },
  );
  const context = fc.tuple(pathArb(url), extraHeaders);
  return fc
    .tuple(
      methodArb,
      paramsArb(spec, world),
      tokenKinds(spec.auth),
      garbageToken,
      langHeader,
      context,
    )
    .chain(([chosen, params, token, garbage, lang, [path, headers]]) => {
      const shapes =
        spec.body === 'multipart'
          ? uploadBodies(params)
          : chosen === 'GET' || chosen === 'HEAD'
            ? queryShapes(params)
            : jsonBodies(params);
      return shapes.map((shape): FuzzRequest => ({
        method: chosen,
        path: withQuery(path.path, shape.query ?? {}),
        variant: [
          shape.variant,
          ...(chosen === method ? [] : [`method ${chosen}`]),
          ...(path.bent ? [path.bent] : []),
          ...(headers ? [Object.keys(headers).join('+')] : []),
        ].join(', '),
        token,
        ...(token === 'garbage' ? { garbageToken: garbage } : {}),
        ...(lang === undefined ? {} : { lang }),
        ...(shape.contentType === undefined ? {} : { contentType: shape.contentType }),
        ...(shape.body === undefined ? {} : { body: shape.body }),
        ...(headers ? { headers } : {}),
      }));
    });
}
