import { useEffect, useRef } from 'react';

/**
 * The phone's back button closes an open sheet instead of leaving the page. Opening a sheet
 * adds a history entry for the same address (the router sees no change of route); back
 * removes it and closes the sheet on top. A sheet closed on screen takes its entry back out.
 */
interface OpenSheet {
  id: number;
  close: () => void;
}

const MARK = 'sheet';
const open: OpenSheet[] = [];
let nextId = 1;
/** Our own history.back() calls, whose popstate must not close another sheet. */
let ownBacks = 0;
let listening = false;

const markOf = (state: unknown): number | undefined =>
  typeof state === 'object' && state !== null && MARK in state
    ? Number((state as Record<string, unknown>)[MARK])
    : undefined;

const onPopState = (): void => {
  if (ownBacks > 0) {
    ownBacks -= 1;
    return;
  }
  // Every sheet whose entry is no longer current was closed by back (one, normally).
  const current = markOf(window.history.state);
  while (open.length > 0) {
    const top = open[open.length - 1];
    if (!top || top.id === current) break;
    open.pop();
    top.close();
  }
};

const pushSheet = (close: () => void): number => {
  if (!listening) {
    window.addEventListener('popstate', onPopState);
    listening = true;
  }
  const id = nextId;
  nextId += 1;
  open.push({ id, close });
  // Same address, the router's own state kept: only the mark is new.
  const state: unknown = window.history.state;
  window.history.pushState({ ...(typeof state === 'object' ? state : {}), [MARK]: id }, '');
  return id;
};

const dropSheet = (id: number): void => {
  const index = open.findIndex((sheet) => sheet.id === id);
  if (index === -1) return; // Closed by back: its entry is gone already.
  open.splice(index, 1);
  // Closed on screen while still on its own entry: take the entry out. If the sheet led to
  // another page, that page's entry is current and stays.
  if (markOf(window.history.state) === id) {
    ownBacks += 1;
    window.history.back();
  }
};

/**
 * The app is about to go back itself (a form done, a sheet's action): the open sheets' history
 * entries go in the same step, so that back leaves the page and is not spent on a sheet's entry
 * (nor raced by the sheet taking its entry out as it closes). Answers how many entries that is.
 */
export const releaseOpenSheets = (): number => {
  const current = markOf(window.history.state);
  const stacked = open.some((sheet) => sheet.id === current) ? open.length : 0;
  open.length = 0;
  return stacked;
};

/** While `visible`, the back button calls `onClose` instead of leaving the page. */
export const useCloseOnBack = (visible: boolean, onClose: () => void): void => {
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!visible) return undefined;
    const id = pushSheet(() => latest.current());
    return () => dropSheet(id);
  }, [visible]);
};
