/**
 * The server's message as the middle of SPEC 8's '{server message part}. Please refresh…': without
 * a leading 'Error' (the heading says it) and without its closing period (the sentence adds one).
 */
export function messagePart(message: string): string {
  return message
    .trim()
    .replace(/^error\s*[:-]\s*/i, '')
    .replace(/[\s.!]+$/, '');
}
