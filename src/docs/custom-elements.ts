/**
 * dist/custom-elements.json: the custom elements manifest (schema 2.1) that IDEs, linters,
 * Storybook and design tools read. One module per widget (dist/{widget}.js, the entry a legacy
 * page imports), declaring its element: summary, attributes, the events it dispatches, the
 * --lto-* custom properties it reads, and its server markup as the default slot (what a template
 * writes inside the tag). What the schema has no field for (events listened for, endpoints,
 * openers) is in the description.
 */
import type { ListenedEvent } from '../core/widget-manifest';
import type { WidgetDoc } from './model';

export const SCHEMA_VERSION = '2.1.0';

interface Described {
  name: string;
  description?: string;
}

export interface CustomElementDeclaration {
  kind: 'class';
  name: string;
  tagName: string;
  customElement: true;
  summary: string;
  description: string;
  attributes: (Described & { type: { text: string }; default?: string })[];
  events: (Described & { type: { text: string } })[];
  slots: Described[];
  cssProperties: (Described & { default?: string })[];
}

export interface CustomElementsManifest {
  schemaVersion: string;
  readme: string;
  modules: {
    kind: 'javascript-module';
    path: string;
    declarations: CustomElementDeclaration[];
    exports: { kind: 'custom-element-definition'; name: string; declaration: { name: string; module: string } }[];
  }[];
}

/** `lto-compare-bar` → `LtoCompareBar`: the element's class, which the package does not export by name. */
const className = (tag: string) => tag.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());

const HOW: Record<ListenedEvent['as'], string> = {
  command: 'a command: dispatch it on document; one sent before the widget is drawn loads it and is dispatched again once it is',
  follows: 'followed: when another island dispatches it, this one is drawn and shows the shared state it announces',
};

function description(doc: WidgetDoc): string {
  const parts = [
    ...doc.listens.map((event) => `Listens for \`${event.name}\` (${event.name === 'popstate' ? "the browser's, on window: it is drawn and shows what the address says" : HOW[event.as]}): ${event.description}`),
    doc.openers && `Elements outside the tag matching \`${doc.openers}\` open it.`,
    doc.endpoints.length > 0 &&
      `Config block endpoints (\`urls\`): ${doc.endpoints.map((endpoint) => `\`${endpoint.name}\`: ${endpoint.description}`).join(' ')}`,
  ];
  return [doc.summary, ...parts.filter((part): part is string => typeof part === 'string')].join('\n\n');
}

/** The default slot: the server markup contract, each fixture in full. */
function markupSlot(doc: WidgetDoc): Described {
  const fixtures = doc.markup.map(({ file, description: shows, html }) =>
    html.trim() ? `${file}, ${shows}:\n\n\`\`\`html\n${html.trim()}\n\`\`\`` : `${file}, ${shows}.`,
  );
  return {
    name: '',
    description: [
      "The server markup (the contract): what the platform's template writes inside the tag. The widget draws over it without changing what shows.",
      ...fixtures,
    ].join('\n\n'),
  };
}

export function customElementsManifest(docs: readonly WidgetDoc[]): CustomElementsManifest {
  return {
    schemaVersion: SCHEMA_VERSION,
    readme: 'README.md',
    modules: docs.map((doc) => {
      const path = `dist/${doc.folder}.js`;
      const name = className(doc.tag);
      return {
        kind: 'javascript-module',
        path,
        declarations: [
          {
            kind: 'class',
            name,
            tagName: doc.tag,
            customElement: true,
            summary: doc.summary,
            description: description(doc),
            attributes: doc.attributes.map((attribute) => ({
              name: attribute.name,
              description: attribute.description,
              type: { text: attribute.values ? attribute.values.map((value) => `'${value}'`).join(' | ') : 'string' },
              ...(attribute.required ? {} : { default: JSON.stringify(attribute.default) }),
            })),
            events: doc.dispatches.map((event) => ({
              name: event.name,
              type: { text: `CustomEvent<${event.detail}>` },
              description: `${event.description} Dispatched ${event.from === 'element' ? 'from the element, bubbling and composed' : 'on document, bubbling'}.`,
            })),
            slots: [markupSlot(doc)],
            cssProperties: doc.cssProperties.map((property) => ({
              name: property.name,
              description: `Read by ${property.usedFor.join(', ')}.`,
              ...(property.default === undefined ? {} : { default: property.default }),
            })),
          },
        ],
        exports: [{ kind: 'custom-element-definition', name: doc.tag, declaration: { name, module: path } }],
      };
    }),
  };
}
