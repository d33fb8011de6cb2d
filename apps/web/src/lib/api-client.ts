import * as MSG from '@rewind/shared/texts';
// One way to talk to Rewind's server: the JSON API (`/api/v1/...`) and better-auth (`/api/auth/...`).
// Every failure becomes an ApiError, so callers can show `error.message` as is. The API wraps its errors
// (`{ error: { code, message, fields? } }`); better-auth does not (`{ code, message }`). Both are read here.

export const API_BASE = '/api/v1';

export type TApiFieldErrors = Record<string, string>;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer (offline, aborted, DNS, CORS). */
  readonly status: number;
  /** Stable machine-readable code from the server, e.g. `not_found`, `duplicate`, `forbidden`. */
  readonly code: string;
  readonly fields?: TApiFieldErrors;

  constructor(status: number, code: string, message: string, fields?: TApiFieldErrors) {
    super(message);
    this.status = status;
    this.code = code;
    if (fields) this.fields = fields;
  }

  get isUnauthorized() {
    return this.status === 401;
  }

  get isNotFound() {
    return this.status === 404;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A 409: the server kept things as they are because something under way needs them, and says what. */
export const isRefusal = (error: unknown): error is ApiError => isApiError(error) && error.status === 409;

type TQueryValue = string | number | boolean | null | undefined;

export type TApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is for FormData (uploads). */
  body?: unknown;
  /** Appended as a query string; null and undefined values are left out. */
  query?: Record<string, TQueryValue | TQueryValue[]>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/** `/titles` -> `/api/v1/titles`; a path that already starts with `/api/` is used as given. */
export function apiUrl(path: string, query?: TApiRequestOptions['query']): string {
  const base = path.startsWith('/api/') ? path : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

type TErrorFields = { code?: unknown; message?: unknown; fields?: unknown };
type TErrorBody = TErrorFields & { error?: TErrorFields };

function toApiError(status: number, body: unknown): ApiError {
  const wrapper = body && typeof body === 'object' ? (body as TErrorBody) : null;
  const error = wrapper?.error && typeof wrapper.error === 'object' ? wrapper.error : wrapper;
  const code = typeof error?.code === 'string' ? error.code : `http_${status}`;
  const message =
    typeof error?.message === 'string' && error.message.trim() ? error.message : MSG.unexpectedError;
  const fields =
    error?.fields && typeof error.fields === 'object' ? (error.fields as TApiFieldErrors) : undefined;
  return new ApiError(status, code, message, fields);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

type TUnauthorizedListener = (path: string) => void;
const unauthorizedListeners = new Set<TUnauthorizedListener>();

/**
 * Called whenever a `/api/v1` request answers 401 (signed out, or the session ended): the app opens the
 * sign-in dialog. A 401 from `/api/auth` is an answer to a sign-in attempt, handled where it was made.
 */
export function onUnauthorized(listener: TUnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export async function apiRequest<T>(path: string, options: TApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, headers } = options;
  const isFormData = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !isFormData ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    ...(signal ? { signal } : {}),
  };
  if (body !== undefined) init.body = isFormData ? body : JSON.stringify(body);

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', MSG.networkFailure);
  }

  const payload = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && !path.startsWith('/api/auth/')) {
      for (const listener of unauthorizedListeners) listener(path);
    }
    throw toApiError(response.status, payload);
  }
  // An HTML page where JSON was expected means the request never reached the API (e.g. a proxy error).
  if (typeof payload === 'string')
    throw new ApiError(response.status, 'invalid_response', MSG.unexpectedError);
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<TApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<TApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<TApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<TApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = void>(path: string, options?: Omit<TApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
