import type { FastifyInstance, RouteOptions } from 'fastify';

/** The parts of JSON Schema that the app's OpenAPI document uses (zod 4's output). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiParam {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document, its `$ref`s resolved. */
export interface ApiOperation {
  method: Method;
  /** The OpenAPI path, e.g. `/api/users/{id}`. */
  path: string;
  /** `METHOD path`, the key the tests' tables use. */
  key: string;
  params: ApiParam[];
  /** The JSON body's schema, when the operation declares one. */
  body?: JsonSchema;
  bodyRequired: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface OpenApiOperation {
  parameters?: ApiParam[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Every operation the app documents, read from its own `/api/openapi.json`. */
export async function apiOperations(app: FastifyInstance): Promise<ApiOperation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`openapi.json answered ${res.statusCode}`);
  const doc = res.json<OpenApiDocument>();
  const components = doc.components?.schemas ?? {};
  const resolve = (schema: unknown): JsonSchema => resolveRefs(schema, components) as JsonSchema;
  const operations: ApiOperation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      const upper = method.toUpperCase() as Method;
      const json = op.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: upper,
        path,
        key: routeKey(upper, path),
        params: (op.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema) })),
        body: json ? resolve(json) : undefined,
        bodyRequired: op.requestBody?.required ?? false,
      });
    }
  }
  return operations;
}

function resolveRefs(value: unknown, components: Record<string, JsonSchema>, depth = 0): unknown {
  if (depth > 30) throw new Error('schema nests too deep (a recursive $ref?)');
  if (Array.isArray(value)) return value.map((v) => resolveRefs(v, components, depth + 1));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as JsonSchema).$ref;
  if (ref) {
    const name = ref.replace('#/components/schemas/', '');
    const target = components[name];
    if (!target) throw new Error(`unknown $ref ${ref}`);
    return resolveRefs(target, components, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, resolveRefs(v, components, depth + 1)]),
  );
}

/**
 * Collects every route the app registers, hidden ones included (pass `collect` as the test app's
 * `onRoute`). The HEAD routes Fastify adds beside each GET are left out: they run the GET's hooks.
 */
export function routeCollector() {
  const seen = new Set<string>();
  const collect = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    for (const method of methods) seen.add(routeKey(method, path));
  };
  const routes = () =>
    new Set([...seen].filter((key) => !(key.startsWith('HEAD ') && seen.has(key.replace(/^HEAD /, 'GET ')))));
  return { routes, collect };
}

/** The path with its `{name}` segments filled in as given (not encoded: tests send path tricks raw). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return value;
  });
}

/** Strings that satisfy the few specific patterns of the contract. */
const patternExamples: [RegExp, string][] = [
  [/^\^\\d\{4\}-\\d\{2\}-\\d\{2\}\$$/, '2026-01-15'],
  [/^\^\\d\{1,3\}/, '12'],
  [/^\^\[a-z0-9\]\+/, 'example-slug'],
  [/^\^\[A-Za-z0-9_.:-\]\+\$$/, 'key-0123456789'],
  [/^\^\[A-Za-z0-9-\]\+\$$/, 'ORDER-0001'],
];

/** Names of fields whose content zod checks beyond the JSON Schema (refinements). */
const namedExamples: Record<string, string> = {
  email: 'someone@example.com',
  password: 'Member@2026',
  currentPassword: 'Member@2026',
  newPassword: 'Other@2026x',
  confirmPassword: 'Other@2026x',
  mobile: '01012345678',
  otp: '123456',
  gender: 'male',
  goal: 'maintain',
  token: 'a'.repeat(64),
  url: 'https://example.com/a.png',
  image: 'https://example.com/a.png',
};

/**
 * A value valid for `schema`: required properties only (all of them when `full`), the first enum
 * value, the smallest number in range, strings fitted to their bounds. `name` is the property it
 * is for (some are checked by refinements the JSON Schema cannot show, such as e-mail addresses).
 */
export function exampleOf(schema: JsonSchema, name = '', full = false): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.anyOf ?? schema.oneOf) {
    const options = (schema.anyOf ?? schema.oneOf)!;
    const nonNull = options.find((o) => o.type !== 'null') ?? options[0]!;
    return exampleOf(nonNull, name, full);
  }
  if (schema.allOf) {
    const merged: JsonSchema = { ...schema, allOf: undefined };
    for (const part of schema.allOf) Object.assign(merged, part);
    if (schema.allOf.some((p) => p.pattern))
      merged.pattern = schema.allOf.map((p) => p.pattern).findLast(Boolean);
    return exampleOf(merged, name, full);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const keys = full ? Object.keys(schema.properties ?? {}) : (schema.required ?? []);
      for (const key of keys) out[key] = exampleOf(schema.properties?.[key] ?? {}, key, full);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? (full ? 1 : 0) }, () =>
        exampleOf(schema.items ?? {}, name, full),
      );
    case 'integer':
    case 'number': {
      if (schema.minimum !== undefined) return Math.max(schema.minimum, Math.min(1, schema.maximum ?? 1));
      if (schema.exclusiveMinimum !== undefined) return Math.floor(schema.exclusiveMinimum) + 1;
      return 1;
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string':
    default:
      return stringExample(schema, name);
  }
}

function stringExample(schema: JsonSchema, name: string): string {
  const byPattern = schema.pattern && patternExamples.find(([re]) => re.test(schema.pattern!))?.[1];
  let text = byPattern || namedExamples[name] || 'Example';
  const min = schema.minLength ?? 0;
  if (text.length < min) text = text.padEnd(min, 'x');
  if (schema.maxLength !== undefined && text.length > schema.maxLength)
    text = text.slice(0, schema.maxLength);
  return text;
}
