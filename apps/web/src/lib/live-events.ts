import { useEffect, useRef } from 'react';
import { API_BASE } from '@/lib/api-client';
import { createExternalStore } from '@/lib/external-store';

/**
 * The live stream (GET /api/v1/events), one connection per tab whoever listens. The browser's EventSource
 * reconnects by itself after a dropped connection and sends Last-Event-ID; a stream the server refuses (an
 * error answer, a proxy that does not stream) closes for good, so it is opened again here with backoff. After
 * several refusals in a row the tab stops trying and says 'polling': the pages that show live data then fetch
 * it again on an interval instead.
 */
export type TLiveStatus = 'connecting' | 'live' | 'polling';

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;
const REFUSALS_BEFORE_POLLING = 3;
/** While polling, the stream is tried again now and then: a server back to normal is live again. */
const POLLING_RETRY_MS = 60_000;

const status = createExternalStore<TLiveStatus>('connecting', { serverValue: 'connecting' });
const handlers = new Map<string, Set<(data: unknown) => void>>();
let source: EventSource | null = null;
/** Who the tab is signed in as, and who it was when the stream opened: the server reads the cookie then. */
let identity: string | null = null;
let openedAs: string | null = null;
let refusals = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function open() {
  openedAs = identity;
  source = new EventSource(`${API_BASE}/events`, { withCredentials: true });
  source.onopen = () => {
    refusals = 0;
    status.set('live');
  };
  source.onerror = () => {
    // CONNECTING: the browser is reconnecting by itself. CLOSED: refused, it will not.
    if (source?.readyState !== EventSource.CLOSED) return;
    source = null;
    refusals += 1;
    if (refusals >= REFUSALS_BEFORE_POLLING) status.set('polling');
    const delay =
      refusals >= REFUSALS_BEFORE_POLLING
        ? POLLING_RETRY_MS
        : Math.min(RETRY_MIN_MS * 2 ** (refusals - 1), RETRY_MAX_MS) * (0.5 + Math.random() / 2);
    retryTimer = setTimeout(connect, delay);
  };
  for (const name of handlers.keys()) listenTo(name);
}

function listenTo(name: string) {
  source?.addEventListener(name, (message) => {
    const data = JSON.parse((message as MessageEvent<string>).data) as unknown;
    handlers.get(name)?.forEach((handle) => handle(data));
  });
}

function connect() {
  clearTimeout(retryTimer);
  if (!source && typeof EventSource !== 'undefined') open();
}

/**
 * Tells the stream who is signed in. A stream opened as someone else (or as a visitor) is opened again, so a
 * member hears their own events from the moment they sign in, and nobody's once they sign out.
 */
export function useLiveStreamIdentity(userId: string | null) {
  useEffect(() => {
    identity = userId;
    if (source && openedAs !== userId) {
      source.close();
      source = null;
      connect();
    }
  }, [userId]);
}

/** Whether the tab hears the stream; 'polling' when it was refused and pages should fetch on an interval. */
export const useLiveStatus = status.use;

/** Calls `handle` with each event named `name` for as long as the component is there (opens the stream). */
export function useLiveEvent<T>(name: string, handle: (data: T) => void) {
  const latest = useRef(handle);
  useEffect(() => {
    latest.current = handle;
  });
  useEffect(() => {
    const listener = (data: unknown) => latest.current(data as T);
    let listeners = handlers.get(name);
    if (!listeners) {
      handlers.set(name, (listeners = new Set()));
      listenTo(name);
    }
    listeners.add(listener);
    connect();
    return () => {
      listeners.delete(listener);
    };
  }, [name]);
}
