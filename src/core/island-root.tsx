import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { replayEarlyActions } from './replay';
import { applyServerState, isKeptInPlace, keepServerImages, readServerState } from './server-markup';

/**
 * The one React root of the page. Every island is a portal of it, drawn into its own custom
 * element: a root per element cost a createRoot, a root container with its own listeners and a
 * render pass of its own for each of the 241 islands of a 60-tile listing. Islands shown or hidden
 * in the same task are committed in one update, rendered as a transition so React yields to the
 * browser every few milliseconds instead of rendering them all in one long task.
 *
 * The root container is a detached element: it draws nothing and takes no place in the page.
 * A second copy of this module on the page (widgets loaded from separate entry points) has a
 * root of its own; its islands still share the store, which lives on globalThis.
 */
export interface IslandHandle {
  readonly key: string;
}

interface Island extends IslandHandle {
  container: HTMLElement;
  node: ReactNode;
}

let root: Root | undefined;
let islands: readonly Island[] = [];
let flushQueued = false;
let nextKey = 0;
/** Each update of the root has a number; `committed` resolves when the latest one is drawn. */
let version = 0;
let committed: Promise<void> = Promise.resolve();
let waiting: { version: number; resolve: () => void }[] = [];

/**
 * A root clears its container when it first commits; a portal does not. The server's markup stays
 * until the island's first commit and goes in that commit's layout phase, before the browser
 * paints: never a blank element, never a frame with both. First, what the shopper typed into the
 * server's fields and where the focus and caret were go over to the widget's elements at the same
 * places (server-markup.ts); nodes the widget keeps as they are stay where they are. What is the
 * server's is read when the island first renders, when nothing of React's is in the element yet
 * (not when it is shown: an element the parser connects gets its children after that).
 */
function ServerTakeover({ container }: { container: HTMLElement }) {
  const [server] = useState(() => [...container.childNodes]);
  useLayoutEffect(() => {
    const state = readServerState(server);
    const drawn = [...container.childNodes].filter((node) => !server.includes(node));
    applyServerState(drawn, state);
    keepServerImages(server, drawn);
    for (const node of server) if (!isKeptInPlace(node)) node.remove();
  }, [server, container]);
  return null;
}

/**
 * After the widget's own effects (it listens now): what the shopper did before it was drawn. And
 * after the text they typed went over (ServerTakeover sends it in a microtask) and the widget
 * re-rendered with it (React renders that update in a microtask of its own): a held submit, or a
 * held click on 'Find order', must see the text typed before it.
 */
function EarlyActions({ container }: { container: HTMLElement }) {
  useEffect(() => queueMicrotask(() => queueMicrotask(() => void replayEarlyActions(container))), [container]);
  return null;
}

/** A later update commits what an earlier one asked for as well, even if the earlier never drew. */
function drawnUpTo(drawn: number) {
  const done = waiting.filter((waiter) => waiter.version <= drawn);
  waiting = waiting.filter((waiter) => waiter.version > drawn);
  for (const waiter of done) waiter.resolve();
}

function Portals({ list, drawn }: { list: readonly Island[]; drawn: number }) {
  useLayoutEffect(() => drawnUpTo(drawn), [drawn]);
  return list.map((island) => createPortal(island.node, island.container, island.key));
}

/** An island the shopper is using was shown: the next update is drawn at once, not as a transition. */
let urgentQueued = false;

/** Re-renders the root with the islands as they are now, once per task whatever changed in it. */
function queueFlush() {
  if (flushQueued) return;
  flushQueued = true;
  const drawn = ++version;
  committed = new Promise((resolve) => waiting.push({ version: drawn, resolve }));
  queueMicrotask(() => {
    flushQueued = false;
    root ??= createRoot(document.createElement('div'));
    const list = islands;
    const render = () => root!.render(<Portals list={list} drawn={drawn} />);
    if (urgentQueued) {
      urgentQueued = false;
      flushSync(render);
    } else startTransition(render);
  });
}

/**
 * Resolves once what was shown and hidden so far is on the page. The mount queue waits for it
 * before its next slice, so a slice's islands are committed (and the browser can paint) before
 * more are added: pending transitions render together, and one commit of every island of the
 * page would be one long task, however finely React sliced the render before it.
 */
export function islandsCommitted(): Promise<void> {
  return committed;
}

/**
 * Draws `node` into `container` (taking over from what the server put there) with the next
 * update; `urgent` when the shopper is using it, so that update is drawn at once.
 */
export function showIsland(container: HTMLElement, node: ReactNode, { urgent = false } = {}): IslandHandle {
  const drawn = (
    <>
      <ServerTakeover container={container} />
      {node}
      <EarlyActions container={container} />
    </>
  );
  const island: Island = { key: String(nextKey++), container, node: drawn };
  islands = [...islands, island];
  if (urgent) urgentQueued = true;
  queueFlush();
  return island;
}

/** Unmounts an island shown before; its element keeps nothing React drew. */
export function hideIsland(handle: IslandHandle): void {
  islands = islands.filter((island) => island !== handle);
  queueFlush();
}
