/** Text for HTML: safe in an attribute's quotes and between tags. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

interface ServerElementProps {
  tag: `lto-${string}`;
  /** Left out when undefined. */
  attributes: Record<string, string | undefined>;
  /** The server's markup inside the element. */
  markup: string;
}

/**
 * One of our elements as the server writes it, tag, attributes and markup in one piece of HTML.
 * React never owns the element itself: the island draws into it, and a React element with
 * dangerouslySetInnerHTML that is also a portal's container makes React warn on every render.
 * The wrapper takes no box: the element is laid out as if it stood in the wrapper's place.
 */
export function ServerElement({ tag, attributes, markup }: ServerElementProps) {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: `<${tag}${written}>${markup}</${tag}>` }} />;
}
