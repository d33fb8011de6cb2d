import { MSG } from '@rewind/shared/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { findDatabaseOutage } from '../db/connection-loss';
import { AppError } from './errors';

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

// PostgreSQL's codes for broken uniqueness and dangling references (docs/product.md, Departures, 3).
const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';

const DATABASE_UNAVAILABLE: ErrorBody = {
  error: { code: 'database_unavailable', message: MSG.databaseUnavailable },
};

/** The one place where errors become HTTP answers. Unknown errors are logged and never shown. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const outage = findDatabaseOutage(error);
    if (outage) {
      // An outage to operate on (a restart, a failover), not a fault in the code.
      request.log.warn({ err: outage }, 'request failed: database unavailable');
      return reply.code(503).send(DATABASE_UNAVAILABLE);
    }
    const { status, body } = toHttpError(error);
    if (status >= 500) request.log.error({ err: withoutQueryParams(error) }, 'request failed');
    if (error instanceof AppError) reply.headers(error.headers);
    return reply.code(status).send(body);
  });
}

type HttpError = { status: number; body: ErrorBody };

function toHttpError(error: FastifyError): HttpError {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { error: { code: error.code, message: error.message, fields: error.fields } },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field =
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
      fields[field] ??= issue.message ?? MSG.invalidField;
    }
    const [firstMessage] = Object.values(fields);
    return {
      status: 400,
      body: { error: { code: 'validation', message: firstMessage ?? MSG.invalidRequest, fields } },
    };
  }
  const pgCode = findPgCode(error);
  const badInput = toBadInputError(error, pgCode);
  if (badInput) return badInput;
  if (pgCode === PG_UNIQUE_VIOLATION) {
    return { status: 409, body: { error: { code: 'duplicate', message: MSG.duplicateItem } } };
  }
  if (pgCode === PG_FOREIGN_KEY_VIOLATION) {
    return {
      status: 422,
      body: { error: { code: 'foreign_key', message: MSG.missingReference } },
    };
  }
  // Fastify's own 4xx errors (bad JSON, body too large, unsupported media type) are safe to show.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return {
      status: error.statusCode,
      body: { error: { code: (error.code ?? 'bad_request').toLowerCase(), message: error.message } },
    };
  }
  return { status: 500, body: { error: { code: 'internal', message: MSG.serverFault } } };
}

// PostgreSQL's class 22, data exception: a value no column can take (a NUL character, a number out of range,
// an impossible date, text too long). The input checks come first; one that slips past is still the caller's.
const PG_DATA_EXCEPTION_CLASS = '22';
// busboy refuses a body that is not whole, well-formed multipart with plain Errors that carry only these texts.
const MALFORMED_MULTIPART =
  /^Multipart: Boundary not found$|unexpected end of multipart data$|^The needle cannot have a length/i;

/** Input found wrong only deep down, by the database or the multipart parser: 400, never 500. */
function toBadInputError(error: FastifyError, pgCode: string | undefined): HttpError | undefined {
  if (pgCode?.startsWith(PG_DATA_EXCEPTION_CLASS)) {
    return { status: 400, body: { error: { code: 'invalid_value', message: MSG.invalidValue } } };
  }
  if (error.code === undefined && MALFORMED_MULTIPART.test(error.message)) {
    return { status: 400, body: { error: { code: 'malformed_multipart', message: MSG.malformedMultipart } } };
  }
  return undefined;
}

/** A write refused by a unique constraint: callers that expect one answer it in their own words. */
export const isUniqueViolation = (error: unknown) => findPgCode(error) === PG_UNIQUE_VIOLATION;

/** The database's own error under whatever a driver wrapped it in (pg throws it, drizzle wraps it in `cause`). */
export function findPgError(error: unknown): { code: string; message: string } | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, message: typeof message === 'string' ? message : '' };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const findPgCode = (error: unknown) => findPgError(error)?.code;

/**
 * A failed query's error carries its parameters (in `params`, its message and its stack), and those can be a
 * session token or a password hash: the log gets the query and its cause, never the values.
 */
function withoutQueryParams(error: Error): Error {
  if (!(error instanceof DrizzleQueryError)) return error;
  const logged = new Error(`Failed query: ${error.query}`, { cause: error.cause });
  // The stack starts with the message, parameters included (they may span lines): only its frames are kept.
  const frames = error.stack?.slice(error.stack.indexOf('\n    at ')) ?? '';
  logged.stack = `Error: ${logged.message}${frames}`;
  return logged;
}
