import { describe, expect, it } from 'vitest';
import type { WidgetDoc } from './model';
import { registrySource } from './registry-source';

const doc = (folder: string, extra: Partial<WidgetDoc> = {}): WidgetDoc => ({
  folder,
  tag: `lto-${folder}`,
  summary: 'A widget.',
  attributes: [],
  dispatches: [],
  listens: [],
  endpoints: [],
  cssProperties: [],
  markup: [],
  wake: false,
  ...extra,
});

describe("the autoloader's registry, from the manifests", () => {
  it('loads each widget from its element module', () => {
    expect(registrySource([doc('plain')])).toContain("  'lto-plain': { load: () => import('./plain/element') },\n");
  });

  it('follows the events a widget follows, takes its commands, and keeps its openers and wake module', () => {
    const source = registrySource([
      doc('modal', {
        dispatches: [{ name: 'lto:location-change', from: 'element', detail: '{}', description: 'Changed.' }],
        listens: [
          { name: 'lto:location-change', as: 'follows', description: 'Shows it.' },
          { name: 'lto:zip-modal-open', as: 'command', description: 'Opens.' },
        ],
        openers: '[data-open-modal]',
        wake: true,
      }),
    ]);
    expect(source).toContain(
      "'lto-modal': { load: () => import('./modal/element'), follows: ['lto:location-change'], commands: ['lto:zip-modal-open'], openers: '[data-open-modal]', wake: () => import('./modal/wake') },",
    );
  });
});
