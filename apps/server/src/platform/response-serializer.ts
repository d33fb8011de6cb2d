import fastJsonStringify, { type AnySchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];
type JsonSchema = { [key: string]: unknown };

/**
 * How a route's answer becomes JSON: by its shared zod response schema, turned into JSON Schema and compiled
 * once with fast-json-stringify (decision 006). The compiled serializer writes exactly the schema's fields and
 * refuses an answer that lacks a required one, at a fraction of the cost of zod's parse followed by
 * JSON.stringify (for 50 search results some 20 µs instead of 30–90). What it does not do is check types and
 * formats: that is the presenters' typing (they return the schema's `T…` types) and the tests' work.
 * With `checkAnswers` (the test app) every answer is also parsed by zod as before, which fails a test on an
 * answer its schema refuses, and must come out of both serializers with the same fields and values.
 *
 * A schema that JSON Schema cannot describe for output (a transform, a date) or that would need
 * fast-json-stringify to validate to choose a branch (a union of objects) keeps zod's serializer. Each is
 * compiled at its route's first answer, so start-up and memory pay only for routes in use.
 */
export function responseSerializerCompiler({
  checkAnswers,
}: {
  checkAnswers: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    let serialize: Serialize | undefined;
    return (data) => {
      serialize ??= compileSerializer(route as RouteSchema, checkAnswers);
      return serialize(data);
    };
  };
}

function compileSerializer(route: RouteSchema, checkAnswers: boolean): Serialize {
  const checked = zodSerializerCompiler(route) as Serialize;
  const compiled = compileFastSerializer(route.schema as z.ZodType);
  if (!compiled) return checked;
  if (!checkAnswers) return compiled;
  return (data) => {
    const expected = checked(data);
    const json = compiled(data);
    // The same fields and values; the order of keys may differ (optional fields come last), which no JSON
    // reader sees.
    if (!isDeepStrictEqual(JSON.parse(json), JSON.parse(expected))) {
      throw new Error(
        `The compiled serializer of ${route.method} ${route.url} (${route.httpStatus}) wrote ${json}, zod ${expected}`,
      );
    }
    return json;
  };
}

/** fast-json-stringify's serializer of `schema`'s output, or null where zod's must stay (see above). */
export function compileFastSerializer(schema: z.ZodType): Serialize | null {
  let json: JsonSchema;
  try {
    json = nullableAsTypeList(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as JsonSchema);
  } catch {
    return null; // unrepresentable in JSON Schema: a transform's output, a date, a bigint
  }
  if (needsValidation(json)) return null;
  delete json.$schema;
  return fastJsonStringify(json as AnySchema) as Serialize;
}

/**
 * zod writes a nullable field as `anyOf: [{ type: X, ... }, { type: 'null' }]`, which fast-json-stringify
 * can only serialize by validating the value against each branch; `type: [X, 'null']` says the same and is
 * a plain type check.
 */
function nullableAsTypeList(schema: JsonSchema): JsonSchema {
  const walked = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, walkSchemaValue(value)]),
  ) as JsonSchema;
  const branches = walked.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return walked;
  const nonNull = (branches as JsonSchema[]).filter((branch) => !isNullType(branch));
  const [only] = nonNull;
  if (nonNull.length !== 1 || !only || typeof only.type !== 'string' || 'anyOf' in only) return walked;
  const { anyOf: _anyOf, ...rest } = walked;
  return { ...rest, ...only, type: [only.type, 'null'] };
}

function walkSchemaValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(walkSchemaValue);
  if (typeof value === 'object' && value !== null) return nullableAsTypeList(value as JsonSchema);
  return value;
}

const isNullType = (schema: JsonSchema) => schema.type === 'null' && Object.keys(schema).length === 1;

const VALIDATING_KEYWORDS = new Set(['anyOf', 'oneOf', 'allOf', 'if', 'not']);

function needsValidation(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(needsValidation);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, child]) => VALIDATING_KEYWORDS.has(key) || needsValidation(child));
}
