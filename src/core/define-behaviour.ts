import { attributeName, parseAttributes, type AttributesSchema, type ParsedAttributes } from './attributes';
import { replayEarlyActions } from './replay';
import { warnOnce } from './warn';

export interface BehaviourDefinition<S extends AttributesSchema> {
  tag: `lto-${string}`;
  attributes: S;
  /** Adds the behaviour to the element and its server markup; returns what undoes it. */
  start: (element: HTMLElement, props: ParsedAttributes<S>) => () => void;
}

/**
 * Registers a widget that draws nothing: the server's markup is all the shopper sees, and the
 * widget only adds behaviour to it (listeners, state attributes). A React island takes over its
 * element's children in its first commit (island-root.tsx), moving every node out and back: for a
 * wrapper such as the sticky header, around other islands, an open <dialog> and a focused search
 * box, that move would close the one and blur the other, all to draw nothing. So no React here:
 * attributes are parsed with the same schema (a bad one warns and takes its default; a bad
 * required one leaves the markup without behaviour until it is fixed), the element is marked
 * drawn (`data-lto-ready`, which the autoloader and the tests wait for), and what the shopper did
 * before the code came is done again, as for any island.
 */
export function defineBehaviour<S extends AttributesSchema>(definition: BehaviourDefinition<S>): BehaviourDefinition<S> {
  if (typeof customElements === 'undefined' || customElements.get(definition.tag)) return definition;
  const { tag, attributes, start } = definition;
  const names = Object.keys(attributes.entries).map(attributeName);

  class BehaviourElement extends HTMLElement {
    static get observedAttributes() {
      return names;
    }
    #stop: (() => void) | undefined;

    #restart() {
      this.#stop?.();
      this.#stop = undefined;
      const props = parseAttributes(tag, attributes, (name) => this.getAttribute(name), warnOnce);
      if (!props) return;
      try {
        this.#stop = start(this, props);
      } catch (error) {
        warnOnce(`<${tag}> could not start (${error instanceof Error ? error.name : 'unknown'})`);
      }
    }

    connectedCallback() {
      if (this.#stop) return; // moved: still running
      this.#restart();
      this.toggleAttribute('data-lto-ready', true);
      void replayEarlyActions(this);
    }

    attributeChangedCallback(_name: string, previous: string | null, next: string | null) {
      if (previous !== next && this.isConnected && this.hasAttribute('data-lto-ready')) this.#restart();
    }

    disconnectedCallback() {
      // A move (remove then insert in one task) reconnects before this runs: keep it going.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#stop?.();
        this.#stop = undefined;
        this.removeAttribute('data-lto-ready');
      });
    }
  }

  customElements.define(tag, BehaviourElement);
  return definition;
}
