import fc from 'fast-check';

/**
 * Requests generated from the server's own OpenAPI document: for each operation, values that fit
 * its schemas (or known-good values of the test's database, so a request gets past validation and
 * reaches the database) with hostile values put in a few places, and bodies that are not JSON at
 * all.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  consumes?: string[];
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<string, OpenApiOperation>>>;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. `/api/private-transport/{id}`. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
  /** Takes an upload; the fuzzer sends it broken multipart and non-multipart bodies only. */
  multipart: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function operationsOf(document: OpenApiDocument, uploadPaths: ReadonlySet<string>) {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const key = `${method.toUpperCase()} ${path}`;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(
          parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
        body: operation.requestBody?.content?.['application/json']?.schema,
        multipart: uploadPaths.has(key),
      });
    }
  }
  return operations;
}

export const operationKey = (operation: Operation) => `${operation.method} ${operation.path}`;

// ---------------------------------------------------------------------------------------------
// Hostile values

const C0 = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code));

/** NUL most often: PostgreSQL refuses it in text, the others it stores (invisibly). */
const controlCharacter = fc.oneof(
  { weight: 2, arbitrary: fc.constant('\u0000') },
  { weight: 3, arbitrary: fc.constantFrom(...C0.slice(1), '\u007f') },
);

/** Strings that have broken servers: control characters, odd Unicode, SQL and LIKE syntax. */
const hostileText = fc.oneof(
  // Control characters weigh most: the failures they caused were the reason for this test.
  { weight: 4, arbitrary: controlCharacter.map((c) => `a${c}b`) },
  { weight: 2, arbitrary: controlCharacter },
  fc.constantFrom(
    '\u0000',
    'x\u0000',
    '\u0000\u0000\u0000',
    '\ud800',
    'a\udfffb',
    '\ufeff',
    '\u200b',
    '\u2028\u2029',
    '\u202eevil',
    'e\u0301\u0301\u0301',
    '😀🚗',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    'Ї',
    "' OR '1'='1",
    "'; DROP TABLE users; --",
    '%',
    '_',
    '\\',
    'a\\',
    '%_\\%',
    '$1',
    '${x}',
    '{{x}}',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '__proto__',
    'constructor',
    'null',
    'undefined',
    'NaN',
    '-1',
    '0',
    '1e400',
    '9'.repeat(40),
    '-9223372036854775809',
    '1.5',
    '0x10',
    ' ',
    '',
    '\t',
    '\r\n',
    '2024-02-30',
    '0000-00-00',
    '99999-01-01',
    '00000000-0000-0000-0000-000000000000',
    '00000000-0000-4000-8000-00000000000g',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 65, max: 5_000 }).map((length) => 'x'.repeat(length)),
  fc.constantFrom(100_000, 300_000).map((length) => 'Ї'.repeat(length)),
);

/** A value of the wrong type (numbers where strings go, objects where numbers go…). */
const wrongType = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    [],
    {},
    [null],
    JSON.parse('{"__proto__": {"polluted": true}}'),
    { $ne: null },
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: wrongType },
);

/** What may stand in a URL path segment or query value: hostile, encoded or raw (malformed). */
const hostileUrlPart = fc.oneof(
  { weight: 4, arbitrary: hostileText.map((text) => encodeURIComponent(safeUriText(text))) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%00',
      'a%00b',
      '%',
      '%zz',
      '%E0%A4%A',
      '%C0%80',
      '%ED%A0%80',
      '%FF',
      '%25%00',
      '..',
      '%2e%2e',
      '%2F',
      '%5C',
      '%0D%0A',
    ),
  },
);

/** encodeURIComponent throws on a lone surrogate; such a string goes in the body instead. */
function safeUriText(text: string): string {
  return text.replace(/[\ud800-\udfff]/g, '\ufffd');
}

// ---------------------------------------------------------------------------------------------
// Values from schemas

export type KnownValues = Record<string, () => unknown[]>;

function compiledPattern(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern);
  } catch {
    return undefined;
  }
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

function stringFrom(schema: JsonSchema): fc.Arbitrary<string> {
  const pattern = schema.pattern ? compiledPattern(schema.pattern) : undefined;
  const maxLength = Math.min(schema.maxLength ?? 30, 30);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (pattern) {
    try {
      return fc
        .stringMatching(pattern)
        .filter((value) => value.length >= minLength && value.length <= (schema.maxLength ?? 1e9));
    } catch {
      // A pattern fast-check cannot generate from: plain strings still exercise the route.
    }
  }
  return fc.string({ minLength, maxLength });
}

function numberFrom(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = Math.max(schema.minimum ?? schema.exclusiveMinimum ?? -1e6, -1e6);
  const high = Math.min(schema.maximum ?? schema.exclusiveMaximum ?? 1e6, 1e6);
  if (integer) return fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

/** A value that fits `schema` as far as JSON Schema can say (refinements aside). */
export function valueFrom(
  schema: JsonSchema,
  known: KnownValues,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const knownValues = known[name]?.();
  const generated = generatedFrom(schema, known, depth);
  if (knownValues === undefined || knownValues.length === 0) return generated;
  return fc.oneof(
    { weight: 9, arbitrary: fc.constantFrom(...knownValues) },
    { weight: 1, arbitrary: generated },
  );
}

function generatedFrom(
  schema: JsonSchema,
  known: KnownValues,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => generatedFrom(alternative, known, depth)));
  }
  if (schema.allOf && schema.allOf.length > 0) return generatedFrom(schema.allOf[0]!, known, depth);
  const types = typesOf(schema);
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => generatedFrom({ ...schema, type }, known, depth)));
  }
  switch (types[0]) {
    case 'string':
      return stringFrom(schema);
    case 'integer':
      return numberFrom(schema, true);
    case 'number':
      return numberFrom(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(
        schema.items && depth < 4 ? valueFrom(schema.items, known, '', depth + 1) : fc.string(),
        {
          minLength: Math.min(schema.minItems ?? 0, 3),
          maxLength: Math.min(schema.maxItems ?? 3, 3),
        },
      );
    case 'object': {
      if (depth >= 4) return fc.constant({});
      const properties = schema.properties ?? {};
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, property]) => [
            key,
            valueFrom(property, known, key, depth + 1),
          ]),
        ),
        { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ---------------------------------------------------------------------------------------------
// Mutations: a few places of a fitting value made hostile or left out

type Path = (string | number)[];

function leafPaths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) {
    return [prefix, ...value.flatMap((item, index) => leafPaths(item, [...prefix, index]))];
  }
  if (typeof value === 'object' && value !== null) {
    return [
      prefix,
      ...Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key])),
    ];
  }
  return [prefix];
}

interface Mutation {
  at: number;
  kind: 'replace' | 'remove' | 'add';
  value: unknown;
  key: string;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom<Mutation['kind']>('replace', 'replace', 'replace', 'remove', 'add'),
  value: hostileValue,
  key: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id', 'ownerId', 'roles'), fc.string()),
});

function cloneJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Sets a key as JSON.parse would: `__proto__` becomes an own property, not the prototype. */
function defineKey(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function applyMutation(value: unknown, change: Mutation): unknown {
  const all = leafPaths(value);
  // Replacing a whole body or query is what the malformed bodies do; here one place changes.
  const paths = all.length > 1 ? all.slice(1) : all;
  const path = paths[change.at % paths.length]!;
  if (path.length === 0) {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      defineKey(value, change.key, change.value);
      return value;
    }
    return change.kind === 'replace' ? change.value : value;
  }
  const parentPath = path.slice(0, -1);
  let parent: unknown = value;
  for (const step of parentPath) parent = (parent as Record<string | number, unknown>)[step];
  const container = parent as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (change.kind === 'remove') {
    if (Array.isArray(container)) container.splice(Number(last), 1);
    else delete container[last];
  } else if (change.kind === 'add' && !Array.isArray(container)) {
    defineKey(container, change.key, change.value);
  } else {
    container[last] = change.value;
  }
  return value;
}

/** A fitting value with 0–2 places made hostile (most requests get one). */
export function mutated(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(base, fc.array(mutation, { minLength: 0, maxLength: 2 }))
    .map(([value, changes]) => changes.reduce(applyMutation, cloneJson(value)));
}

// ---------------------------------------------------------------------------------------------
// Whole requests

export interface FuzzRequest {
  auth: 'none' | 'member' | 'admin' | 'bad-token';
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

const MALFORMED_JSON = [
  '',
  '{',
  '{"a":',
  '[',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '\u0000',
  '{"a":"\u0000"}',
  '"\\u0000"',
  '1e400',
  '{"a":1e400}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
  '{"a":"\\ud800"}',
  'null',
  'true',
  '"string"',
  '12',
  '[]',
];

const OTHER_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=nonsense',
  'application/octet-stream',
  'application/merge-patch+json',
  'json',
  '*/*',
];

type Body = Pick<FuzzRequest, 'payload'> & { contentType?: string };

function multipartOf(
  boundary: string,
  parts: { name: string; filename?: string; type?: string; data: string }[],
) {
  const chunks = parts.map(
    (part) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
      (part.filename === undefined ? '' : `; filename="${part.filename}"`) +
      `\r\n` +
      (part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`) +
      `\r\n${part.data}\r\n`,
  );
  return `${chunks.join('')}--${boundary}--\r\n`;
}

/** Multipart bodies busboy cannot parse: cut short, or with no or an empty boundary. */
const malformedMultipart = (parts: fc.Arbitrary<string>): fc.Arbitrary<Body> =>
  fc.oneof(
    parts.map((body) => ({
      payload: body.slice(0, Math.floor(body.length / 2)),
      contentType: 'multipart/form-data; boundary=fuzzboundary',
    })),
    fc.record({
      payload: fc.oneof(parts, fc.constantFrom('\u0000\u0001', '--\r\n', '<a/>', '')),
      contentType: fc.constantFrom('multipart/form-data; boundary=', 'multipart/form-data'),
    }),
  );

const multipartPart = fc
  .record({
    name: fc.constantFrom('file', 'files', 'preview', 'image', '', 'fi\u0000le'),
    filename: fc.option(fc.constantFrom('a.png', 'a.jpg', '', '../../x.png', 'a\u0000.png'), {
      nil: undefined,
    }),
    type: fc.option(
      fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'text/plain', 'image/svg+xml'),
      { nil: undefined },
    ),
    data: fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constantFrom(
        '\u0089PNG\r\n\u001a\n',
        '\u00ff\u00d8\u00ff',
        'RIFF\u0000\u0000\u0000\u0000WEBP',
      ),
    ),
  })
  .map((part) => multipartOf('fuzzboundary', [part]));

const wrongMultipart: fc.Arbitrary<Body> = multipartPart.map((payload) => ({
  payload,
  contentType: 'multipart/form-data; boundary=fuzzboundary',
}));

/** Whole valid bodies of an operation, by operation key, to start mutations from. */
export type KnownBodies = Record<string, () => unknown[]>;

function bodyOf(operation: Operation, known: KnownValues, examples: unknown[]): fc.Arbitrary<Body> {
  const malformed: fc.Arbitrary<Body> = fc.record({
    payload: fc.constantFrom(...MALFORMED_JSON),
    contentType: fc.constant('application/json'),
  });
  const otherType: fc.Arbitrary<Body> = fc.oneof(
    fc.record({
      payload: fc.oneof(
        fc.constantFrom('a=1&b=2', '<a/>', '{"a":1}', '\u0000\u0001', ''),
        fc.string({ unit: 'binary', maxLength: 100 }),
      ),
      contentType: fc.constantFrom(...OTHER_CONTENT_TYPES),
    }),
    malformedMultipart(multipartPart),
  );
  const jsonOf = (value: unknown): Body => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  });
  if (operation.multipart) {
    return fc.oneof(
      { weight: 5, arbitrary: wrongMultipart },
      { weight: 1, arbitrary: fc.constant<Body>({}) },
      { weight: 1, arbitrary: malformed },
      { weight: 2, arbitrary: otherType },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map(jsonOf) },
    );
  }
  if (operation.body) {
    const fitting = valueFrom(operation.body, known);
    const base =
      examples.length > 0
        ? fc.oneof(
            fitting,
            fc.constantFrom(...examples).map((example) => cloneJson(example)),
          )
        : fitting;
    return fc.oneof(
      { weight: 12, arbitrary: mutated(base).map(jsonOf) },
      { weight: 1, arbitrary: malformed },
      { weight: 1, arbitrary: otherType },
      { weight: 1, arbitrary: fc.constant<Body>({}) },
    );
  }
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant<Body>({}) },
    { weight: 1, arbitrary: malformed },
    { weight: 1, arbitrary: otherType },
  );
}

function queryStringOf(values: Record<string, unknown>, raw: string[]): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const list = Array.isArray(value) ? value : [value];
    for (const item of list) {
      const text = typeof item === 'string' ? item : JSON.stringify(item);
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(safeUriText(text ?? ''))}`);
    }
  }
  pairs.push(...raw);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function queryOf(operation: Operation, known: KnownValues): fc.Arbitrary<string> {
  const names = Object.keys(operation.query);
  const fitting = fc.record(
    Object.fromEntries(
      Object.entries(operation.query).map(([name, schema]) => [
        name,
        valueFrom(schema, known, name),
      ]),
    ),
    { requiredKeys: [] },
  );
  const rawPair = fc
    .tuple(
      fc.constantFrom(...names, 'lang', 'unknown', '__proto__', 'page[]', 'a%00'),
      hostileUrlPart,
    )
    .map(([name, value]) => `${name}=${value}`);
  return fc
    .tuple(
      names.length > 0 ? mutated(fitting) : fc.constant({}),
      fc.array(rawPair, { maxLength: names.length > 0 ? 2 : 1 }),
      fc.option(fc.constantFrom('uk', 'en', 'xx', ''), { nil: undefined }),
    )
    .map(([values, raw, lang]) => {
      const record = typeof values === 'object' && values !== null ? values : { value: values };
      return queryStringOf(
        { ...(record as Record<string, unknown>), ...(lang === undefined ? {} : { lang }) },
        raw,
      );
    });
}

function pathOf(operation: Operation, known: KnownValues): fc.Arbitrary<string> {
  const segments = operation.pathParams.map((name) => {
    const knownValues = (known[name]?.() ?? []).map((value) => encodeURIComponent(String(value)));
    return fc.oneof(
      ...(knownValues.length > 0
        ? [{ weight: 4, arbitrary: fc.constantFrom(...knownValues) }]
        : []),
      { weight: 2, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: fc.uuid().map((uuid) => uuid.toUpperCase()) },
      { weight: 3, arbitrary: hostileUrlPart },
    );
  });
  return fc.tuple(...segments).map((values) => {
    let path = operation.path;
    operation.pathParams.forEach((name, index) => {
      path = path.replace(`{${name}}`, values[index]!);
    });
    return path;
  });
}

export function requestOf(
  operation: Operation,
  known: KnownValues,
  bodies: KnownBodies,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      auth: fc.constantFrom<FuzzRequest['auth']>(
        'none',
        'member',
        'member',
        'member',
        'admin',
        'bad-token',
      ),
      path: pathOf(operation, known),
      query: queryOf(operation, known),
      body: bodyOf(operation, known, bodies[operationKey(operation)]?.() ?? []),
      remoteAddress: fc.ipV4(),
      acceptLanguage: fc.option(fc.constantFrom('uk', 'en-US,en;q=0.9', '*', 'x'.repeat(300)), {
        nil: undefined,
      }),
    })
    .map(({ auth, path, query, body, remoteAddress, acceptLanguage }) => ({
      auth,
      method: operation.method,
      url: `${path}${query}`,
      headers: {
        ...(body.contentType === undefined ? {} : { 'content-type': body.contentType }),
        ...(acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage }),
      },
      ...(body.payload === undefined ? {} : { payload: body.payload }),
      remoteAddress,
    }));
}

/** The request in a line for a failure report (long bodies cut). */
export function describeRequest(request: FuzzRequest): string {
  const body =
    request.payload === undefined
      ? ''
      : ` body=${JSON.stringify(String(request.payload).slice(0, 300))}`;
  const type = request.headers['content-type'];
  return `${request.method} ${request.url.slice(0, 300)} auth=${request.auth}${
    type === undefined ? '' : ` content-type=${type}`
  }${body}`;
}
