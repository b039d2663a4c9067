import r2wc, { type R2WCRenderer } from '@r2wc/core';
import { type ComponentType, useEffect, useSyncExternalStore } from 'react';
import { attributeName, parseAttributes, type AttributesSchema, type ParsedAttributes } from './attributes';
import { IslandBoundary } from './island-boundary';
import { hideIsland, islandsCommitted, showIsland, type IslandHandle } from './island-root';
import { cancelMount, queueMount } from './mount-queue';
import { warnOnce } from './warn';

export type WidgetProps<S extends AttributesSchema> = ParsedAttributes<S> & {
  /** The custom element itself: dispatch DOM events from it. */
  element: HTMLElement;
};

export interface WidgetDefinition<S extends AttributesSchema> {
  tag: `lto-${string}`;
  attributes: S;
  component: ComponentType<WidgetProps<S>>;
}

/** r2wc's mount call (in connectedCallback) carries no options: the island being mounted now is urgent. */
let mountingUrgently = false;

/** What an island element offers its React tree: attribute snapshots to subscribe to. */
interface IslandElement extends HTMLElement {
  subscribeAttributes(listener: () => void): () => void;
  attributeSnapshot(): unknown;
}

/**
 * Registers a widget as a custom element through r2wc's core, drawn by the page's shared React
 * root (island-root.tsx). We parse attributes ourselves (r2wc ignores empty and removed attributes
 * and throws on bad JSON), re-render on every attribute change or removal, skip a tag that is
 * already defined, and defer the React unmount so an element moved in the DOM keeps its state and
 * a React parent removing it does not unmount it mid-render. While a required attribute is missing or invalid the element keeps the server's markup (its fallback)
 * and mounts once the attribute becomes valid.
 */
export function defineWidget<S extends AttributesSchema>(definition: WidgetDefinition<S>): WidgetDefinition<S> {
  if (typeof customElements === 'undefined' || customElements.get(definition.tag)) return definition;
  const { tag, attributes, component: Widget } = definition;
  const names = Object.keys(attributes.entries).map(attributeName);

  function Island({ container }: IslandProps) {
    const element = container as IslandElement;
    const props = useSyncExternalStore(
      (listener) => element.subscribeAttributes(listener),
      () => element.attributeSnapshot(),
    ) as ParsedAttributes<S> | undefined;
    // Marks the element once React has drawn it and the widget's own effects have run (a parent's
    // effects run after its children's): until then the autoloader keeps the shopper's presses
    // for it and replays them, so none lands between the drawing and the widget's listeners (a
    // zip modal drawn but not yet listening let its opener's link go to the store locator). Host
    // CSS can style what is not ready yet; the listing benchmark measures when islands are ready.
    useEffect(() => {
      element.toggleAttribute('data-lto-ready', true);
      return () => element.removeAttribute('data-lto-ready');
    }, [element]);
    if (!props) return null;
    // Inside the island: a widget that fails has still been drawn (as nothing) and marked ready.
    return (
      <IslandBoundary tag={tag}>
        <Widget {...props} element={element} />
      </IslandBoundary>
    );
  }

  /**
   * r2wc's core makes the custom element; this renderer draws it as a portal of the page's root.
   * The outer boundary keeps anything else that fails in an island from reaching the shared root.
   */
  const renderer: R2WCRenderer<IslandProps, IslandHandle> = {
    mount: (container, Component, props) =>
      showIsland(
        container,
        <IslandBoundary tag={tag}>
          <Component {...props} />
        </IslandBoundary>,
        { urgent: mountingUrgently },
      ),
    // Attributes reach the island through its own subscription (r2wc maps none of them).
    update: () => {},
    unmount: hideIsland,
  };
  const Base = r2wc(Island, { props: [] }, renderer) as unknown as { new (): HTMLElement & R2wcCallbacks };

  class LtoElement extends Base implements IslandElement {
    static get observedAttributes() {
      return names;
    }
    #listeners = new Set<() => void>();
    #snapshot: { value: ParsedAttributes<S> | undefined } | undefined;

    subscribeAttributes(listener: () => void) {
      this.#listeners.add(listener);
      return () => void this.#listeners.delete(listener);
    }

    attributeSnapshot() {
      this.#snapshot ??= {
        value: parseAttributes(tag, attributes, (name) => this.getAttribute(name), warnOnce),
      };
      return this.#snapshot.value;
    }

    attributeChangedCallback(_name: string, previous: string | null, next: string | null) {
      if (previous === next) return;
      this.#snapshot = undefined;
      for (const listener of this.#listeners) listener();
      if (this.#state === 'dormant' && this.attributeSnapshot() !== undefined) void this.#start();
    }

    /**
     * queued: waiting for its turn in the mount queue; dormant: its turn came but a required
     * attribute is missing or invalid, so the server's markup stays (React would replace it).
     */
    #state: 'idle' | 'queued' | 'dormant' | 'mounted' = 'idle';

    override connectedCallback() {
      if (this.#state === 'mounted') super.connectedCallback();
      if (this.#state !== 'idle') return;
      this.#state = 'queued';
      // Attributes are parsed at the island's turn, not here: 180 of them would be one long task.
      queueMount(this, (urgent) => this.#start(urgent));
    }

    /** Mounts the island if its attributes allow; resolves when it is drawn. */
    #start(urgent = false): Promise<void> | undefined {
      if (this.attributeSnapshot() === undefined) {
        this.#state = 'dormant';
        return undefined;
      }
      this.#state = 'mounted';
      mountingUrgently = urgent;
      try {
        super.connectedCallback();
      } catch (error) {
        warnOnce(`<${tag}> could not start (${error instanceof Error ? error.name : 'unknown'})`);
      } finally {
        mountingUrgently = false;
      }
      return islandsCommitted();
    }

    override disconnectedCallback() {
      // A move (remove then insert in one task) reconnects before this runs: keep the island.
      queueMicrotask(() => {
        if (this.isConnected) return;
        if (this.#state === 'queued') cancelMount(this);
        if (this.#state === 'mounted') super.disconnectedCallback();
        this.#state = 'idle';
      });
    }
  }

  customElements.define(tag, LtoElement);
  return definition;
}

interface IslandProps {
  /** The custom element: r2wc passes it to the component it renders. */
  container?: HTMLElement;
}

interface R2wcCallbacks {
  connectedCallback(): void;
  disconnectedCallback(): void;
}
