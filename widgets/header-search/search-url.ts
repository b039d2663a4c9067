/**
 * Where a search goes (SPEC 2.1, 2.2): the form's action with ?q={q}, spaces as '+', and
 * &queryID={queryID} when the hosted search service gave one. The query is escaped, so a query
 * with '&', '#' or markup stays one parameter.
 */
export function searchUrl(action: string, query: string, queryID?: string): string {
  const q = encodeURIComponent(query).replace(/%20/g, '+');
  const id = queryID ? `&queryID=${encodeURIComponent(queryID)}` : '';
  return `${action}${action.includes('?') ? '&' : '?'}q=${q}${id}`;
}

/**
 * Where a search goes when the hosted search service sends its query to a page of its own (SPEC
 * 2.1: a configured redirect URL with ?redirect=true&queryID={queryID}).
 */
export function redirectUrl(redirect: string, queryID: string): string {
  return `${redirect}${redirect.includes('?') ? '&' : '?'}redirect=true&queryID=${encodeURIComponent(queryID)}`;
}
