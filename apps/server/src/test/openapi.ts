import { EVENT_STREAM_DOC } from '../modules/live/live.routes';
import { RATE_LIMIT_DOC, type WriteLimitName } from '../platform/rate-limits';
import type { TestServer } from './server';

/** The parts of a JSON schema in the OpenAPI document that tests read. */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
export type ApiParameter = { in: 'path' | 'query'; name: string; schema?: JsonSchema };
export type ApiOperation = {
  method: string;
  /** As the document writes it, with `{name}` for each path parameter. */
  path: string;
  parameters: ApiParameter[];
  /** The JSON body's schema, for operations that take one. */
  body?: JsonSchema;
  /** A POST without a JSON body: the multipart uploads (the document does not describe their parts). */
  takesMultipart: boolean;
  /** The per-account allowance a write says it counts against. */
  rateLimit?: { allowance: WriteLimitName };
};

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: ApiParameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        [RATE_LIMIT_DOC]?: { allowance: WriteLimitName };
        [EVENT_STREAM_DOC]?: boolean;
      }
    >
  >;
};

export const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Every operation of the API that answers once, read from the OpenAPI document the app serves. The live stream
 * never ends its answer, so a request injected into it would wait forever; its tests use real connections.
 */
export async function apiOperations(server: TestServer): Promise<ApiOperation[]> {
  const doc = (await server.app.inject({ url: '/api/docs/json' })).json() as OpenApi;
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      if (operation[EVENT_STREAM_DOC]) return [];
      const body = operation.requestBody?.content['application/json']?.schema;
      return [
        {
          method: method.toUpperCase(),
          path,
          parameters: operation.parameters ?? [],
          body,
          takesMultipart: method === 'post' && !body,
          rateLimit: operation[RATE_LIMIT_DOC],
        },
      ];
    }),
  );
}

/** The operation's path with each `{name}` replaced by values[name] (already URL-encoded). */
export const fillPath = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x');
