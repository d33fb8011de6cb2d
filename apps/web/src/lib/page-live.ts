import { useEffect, useRef } from 'react';
import { createExternalStore } from '@/lib/external-store';

/*
 * Whether a part of the app the server drew (decision 012) is React's yet. A click on server-drawn content
 * whose code is missing is lost: React 19 hydrates the clicked boundary at once if it can, and otherwise drops
 * the click. Until then the part says it is not usable yet (`aria-disabled`), which assistive technology
 * announces and tools that wait for usable controls (the browser tests) wait for. Each part has a mark,
 * rendered inside it, whose effect runs once React owns the part.
 */
function createLiveness() {
  const live = createExternalStore(false, { serverValue: false });
  function LiveMark() {
    useEffect(() => {
      if (!live.get()) live.set(true);
    }, []);
    return null;
  }
  return { get: live.get, use: live.use, LiveMark };
}

/**
 * The first page: React takes it over once the page's code has arrived. Later pages are drawn by the app
 * itself. Its mark is rendered with the page (or its error) inside its boundary.
 */
const page = createLiveness();
export const PageLiveMark = page.LiveMark;

/*
 * The lazy parts the server drew in the first view (`lazyComponent` with `boundary: 'own'`): each has a boundary of its own, which React
 * takes over only once the part's code has come, after the page. The page is not live until they are. A part
 * first drawn later shows nothing until its code comes, so there is nothing to click meanwhile.
 */
const waitingParts = createExternalStore(0, { serverValue: 0 });
let isFirstViewLive = false;

function noteFirstViewLive() {
  // A microtask later: every effect of the commit that takes the page over has run, the parts' included.
  queueMicrotask(() => {
    if (page.get() && waitingParts.get() === 0) isFirstViewLive = true;
  });
}

type TPartState = { isLive: boolean; isWaiting: boolean };

function settlePart(part: TPartState) {
  part.isLive = true;
  if (!part.isWaiting) return;
  part.isWaiting = false;
  waitingParts.set(waitingParts.get() - 1);
}

/** Follows one lazy part through the take-over; render `PartLiveMark` with it inside its boundary. */
export function usePartTakeOver(): TPartState {
  const part = useRef<TPartState>({ isLive: false, isWaiting: false }).current;
  useEffect(() => {
    // The part's own mark ran first when its code was already there (a child's effects run before its parent's).
    if (part.isLive || isFirstViewLive) return;
    part.isWaiting = true;
    waitingParts.set(waitingParts.get() + 1);
    return () => settlePart(part);
  }, [part]);
  return part;
}

export function PartLiveMark({ part }: { part: TPartState }) {
  useEffect(() => settlePart(part), [part]);
  return null;
}

export function useIsPageLive() {
  const isPageDrawn = page.use();
  const partsWaiting = waitingParts.use();
  useEffect(() => {
    if (isPageDrawn && partsWaiting === 0) noteFirstViewLive();
  }, [isPageDrawn, partsWaiting]);
  return isPageDrawn && partsWaiting === 0;
}

/**
 * The shell (the header with its search, menus and sign-in): React takes it over with the app, whose code
 * arrives once the page has painted (decision 020). Its mark is rendered in the shell, beside the header.
 */
const shell = createLiveness();
export const useIsShellLive = shell.use;
export const ShellLiveMark = shell.LiveMark;
