import { LIVE_EVENTS } from '@rewind/shared/live';
import { useEffect, useRef } from 'react';
import { API_BASE } from '@/lib/api-client';
import { createExternalStore } from '@/lib/external-store';

/**
 * The live stream (GET /api/v1/events), one connection per browser whoever listens. Browsers allow six
 * HTTP/1.1 connections to a host, so a stream in every tab would leave a sixth tab's requests waiting: the tab
 * that holds a Web Lock opens the stream and passes each event to the other tabs over a BroadcastChannel; when
 * it closes, another tab takes the lock and the stream over. A browser without either keeps a stream per tab.
 *
 * The browser's EventSource reconnects by itself after a dropped connection and sends Last-Event-ID; a stream
 * the server refuses (an error answer, a proxy that does not stream) closes for good, so it is opened again
 * here with backoff. After several refusals in a row it stops trying and says 'polling': the pages that show
 * live data then fetch it again on an interval instead.
 */
export type TLiveStatus = 'connecting' | 'live' | 'polling';

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;
const REFUSALS_BEFORE_POLLING = 3;
/** While polling, the stream is tried again now and then: a server back to normal is live again. */
const POLLING_RETRY_MS = 60_000;
const LOCK_NAME = 'rewind-live-stream';
const CHANNEL_NAME = 'rewind-live';

/** What the tab holding the stream and the others tell each other. */
type TRelay =
  | { type: 'event'; name: string; data: unknown }
  | { type: 'status'; status: TLiveStatus }
  /** A tab joined and asks for the status. */
  | { type: 'hello' }
  /** A tab's member signed in or out: the stream must be opened again with the new cookie. */
  | { type: 'identity'; userId: string | null };

const status = createExternalStore<TLiveStatus>('connecting', { serverValue: 'connecting' });
const handlers = new Map<string, Set<(data: unknown) => void>>();
let source: EventSource | null = null;
/** Who the tab is signed in as, and who it was when the stream opened: the server reads the cookie then. */
let identity: string | null = null;
let openedAs: string | null = null;
/** False until the session has answered: a stream opened before would open again as the member at once. */
let isIdentityKnown = false;
let refusals = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let channel: BroadcastChannel | null = null;
let hasStarted = false;
let holdsStream = false;

const canShare = () => typeof BroadcastChannel !== 'undefined' && typeof navigator.locks !== 'undefined';

function dispatch(name: string, data: unknown) {
  handlers.get(name)?.forEach((handle) => handle(data));
}

function setStatus(next: TLiveStatus) {
  status.set(next);
  channel?.postMessage({ type: 'status', status: next } satisfies TRelay);
}

function open() {
  openedAs = identity;
  source = new EventSource(`${API_BASE}/events`, { withCredentials: true });
  source.onopen = () => {
    refusals = 0;
    setStatus('live');
  };
  source.onerror = () => {
    // CONNECTING: the browser is reconnecting by itself. CLOSED: refused, it will not.
    if (source?.readyState !== EventSource.CLOSED) return;
    source = null;
    refusals += 1;
    if (refusals >= REFUSALS_BEFORE_POLLING) setStatus('polling');
    const delay =
      refusals >= REFUSALS_BEFORE_POLLING
        ? POLLING_RETRY_MS
        : Math.min(RETRY_MIN_MS * 2 ** (refusals - 1), RETRY_MAX_MS) * (0.5 + Math.random() / 2);
    retryTimer = setTimeout(openIfHeld, delay);
  };
  // Every event, whichever this tab listens to: the other tabs may listen to others.
  for (const name of Object.values(LIVE_EVENTS)) {
    source.addEventListener(name, (message) => {
      const data = JSON.parse((message as MessageEvent<string>).data) as unknown;
      dispatch(name, data);
      channel?.postMessage({ type: 'event', name, data } satisfies TRelay);
    });
  }
}

/** Opens the stream once someone listens and the session has answered, in the tab holding it (or alone). */
function openIfHeld() {
  clearTimeout(retryTimer);
  // Before start() there is no channel yet, which must not read as a browser that cannot share the stream.
  if (!source && hasStarted && isIdentityKnown && (holdsStream || !channel)) open();
}

function reopen() {
  source?.close();
  source = null;
  openIfHeld();
}

function onRelay({ data: relay }: MessageEvent<TRelay>) {
  if (relay.type === 'event') dispatch(relay.name, relay.data);
  else if (relay.type === 'status') status.set(relay.status);
  else if (holdsStream && relay.type === 'hello')
    channel?.postMessage({ type: 'status', status: status.get() } satisfies TRelay);
  else if (holdsStream && relay.type === 'identity' && relay.userId !== openedAs) {
    identity = relay.userId;
    reopen();
  }
}

/** Joins the browser's stream: opens it here, or hears it from the tab that holds it (until this one does). */
function start() {
  if (hasStarted || typeof EventSource === 'undefined') return;
  hasStarted = true;
  if (!canShare()) return openIfHeld();
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = onRelay;
  channel.postMessage({ type: 'hello' } satisfies TRelay);
  // Held for as long as the tab lives; the next tab in line gets it when this one closes.
  void navigator.locks.request(LOCK_NAME, () => {
    holdsStream = true;
    openIfHeld();
    return new Promise<never>(() => {});
  });
}

/**
 * Tells the stream who is signed in, once the session has answered (`isKnown`): the stream waits for that. A
 * stream opened as someone else (or as a visitor) is opened again, so a member hears their own events from the
 * moment they sign in, and nobody's once they sign out.
 */
export function useLiveStreamIdentity(userId: string | null, isKnown: boolean) {
  useEffect(() => {
    if (!isKnown) return;
    identity = userId;
    if (!isIdentityKnown) {
      isIdentityKnown = true;
      openIfHeld();
    } else if (source && openedAs !== userId) reopen();
    else if (channel && !holdsStream) channel.postMessage({ type: 'identity', userId } satisfies TRelay);
  }, [userId, isKnown]);
}

/** Whether the tab hears the stream; 'polling' when it was refused and pages should fetch on an interval. */
export const useLiveStatus = status.use;

/** Calls `handle` with each event named `name` for as long as the component is there (joins the stream). */
export function useLiveEvent<T>(name: string, handle: (data: T) => void) {
  const latest = useRef(handle);
  useEffect(() => {
    latest.current = handle;
  });
  useEffect(() => {
    const listener = (data: unknown) => latest.current(data as T);
    let listeners = handlers.get(name);
    if (!listeners) handlers.set(name, (listeners = new Set()));
    listeners.add(listener);
    start();
    return () => {
      listeners.delete(listener);
    };
  }, [name]);
}
