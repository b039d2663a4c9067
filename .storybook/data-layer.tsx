import { useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { action } from 'storybook/actions';

/**
 * The analytics records a story pushes onto window.dataLayer (issue 21), as a tag manager would
 * receive them: listed under the story in a collapsible section, and each logged in the Actions
 * panel. Storybook only: nothing here is in the library's build.
 *
 * Like a tag manager, this wraps the array's push; it also takes over the window.dataLayer
 * property, so an array a page (or a test) assigns later is wrapped too. Only pushes are records:
 * what was in an array before it was wrapped is not shown.
 */
type Layer = unknown[];

let records: readonly unknown[] = [];
const listeners = new Set<() => void>();
const logPush = action('dataLayer.push');

function recordPushes(items: unknown[]): void {
  records = [...records, ...items];
  for (const item of items) logPush(item);
  for (const listener of listeners) listener();
}

const wrapped = new WeakSet<Layer>();

function wrap(layer: Layer): Layer {
  if (wrapped.has(layer)) return layer;
  const push = layer.push;
  layer.push = function (this: Layer, ...items: unknown[]) {
    const length = push.apply(this, items);
    recordPushes(items);
    return length;
  };
  wrapped.add(layer);
  return layer;
}

let current: unknown;
const getLayer = (): unknown => current;
const setLayer = (value: unknown): void => {
  current = Array.isArray(value) ? wrap(value) : value;
};

/**
 * Takes over window.dataLayer unless it is ours already: run as each story starts, so a test that
 * deleted the property (to start from a page without one) does not leave later stories unwatched.
 */
function watchDataLayer(): void {
  if (Object.getOwnPropertyDescriptor(window, 'dataLayer')?.get === getLayer) return;
  setLayer((window as unknown as { dataLayer?: unknown }).dataLayer);
  Object.defineProperty(window, 'dataLayer', { configurable: true, get: getLayer, set: setLayer });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => records;

const LOG_STYLE = { margin: '1rem', padding: '0.5rem 0.75rem', border: '1px dashed #999', font: '0.875rem/1.4 system-ui, sans-serif' };
const RECORD_STYLE = { margin: '0.5rem 0 0', padding: '0.5rem', background: '#f4f4f4', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** The story, then (once it has pushed something) its records, oldest first. */
function DataLayerLog({ children }: { children: ReactNode }) {
  // Each story starts with an empty list: cleared while rendering, before the story mounts and pushes.
  useState(() => {
    watchDataLayer();
    records = [];
    return null;
  });
  const pushed = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <>
      {children}
      {pushed.length > 0 ? (
        <details className="sb-data-layer" style={LOG_STYLE}>
          <summary>
            window.dataLayer: {pushed.length} {pushed.length === 1 ? 'record' : 'records'} pushed by this story
          </summary>
          {pushed.map((record, index) => (
            <pre key={index} style={RECORD_STYLE}>
              {JSON.stringify(record, null, 2)}
            </pre>
          ))}
        </details>
      ) : null}
    </>
  );
}

/** Keyed like withLtoPage: a new story, locale or args starts a new list. */
export const withDataLayer: Decorator = (Story, context) => (
  <DataLayerLog key={[context.id, JSON.stringify(context.globals), JSON.stringify(context.args)].join('|')}>
    <Story />
  </DataLayerLog>
);
