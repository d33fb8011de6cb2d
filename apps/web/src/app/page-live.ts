import { useEffect } from 'react';
import { createExternalStore } from '@/lib/external-store';

/*
 * Whether a part of the app the server drew (decision 012) is React's yet. A click on server-drawn content
 * whose code is missing is lost: React does not replay it. Until then the part says it is not usable yet
 * (`aria-disabled`), which assistive technology announces and tools that wait for usable controls (the browser
 * tests) wait for. Each part has a mark, rendered inside it, whose effect runs once React owns the part.
 */
function createLiveness() {
  const live = createExternalStore(false, { serverValue: false });
  function LiveMark() {
    useEffect(() => {
      if (!live.get()) live.set(true);
    }, []);
    return null;
  }
  return { use: live.use, LiveMark };
}

/**
 * The first page: React takes it over once the page's code has arrived. Later pages are drawn by the app
 * itself. Its mark is rendered with the page (or its error) inside its boundary.
 */
const page = createLiveness();
export const useIsPageLive = page.use;
export const PageLiveMark = page.LiveMark;

/**
 * The shell (the header with its search, menus and sign-in): React takes it over with the app, whose code
 * arrives once the page has painted (decision 020). Its mark is rendered in the shell, beside the header.
 */
const shell = createLiveness();
export const useIsShellLive = shell.use;
export const ShellLiveMark = shell.LiveMark;
