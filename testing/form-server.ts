import { fakeServer, type Answer } from './fake-server';

/** One form post as the server saw it: the path, the query and the form-encoded fields. */
export interface FormCall {
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  contentType: string | null;
}

/**
 * A fake platform for form widgets: records each post's fields (so a test can check names and
 * values, and that nothing went in the URL) and answers `fallback` unless a test scripts more.
 */
export function fakeFormServer(fallback: (url: URL) => Answer = () => ({ body: { success: true } }), contentType?: string) {
  return fakeServer<FormCall>({
    record: async (url, request) => ({
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      form: Object.fromEntries(new URLSearchParams(await request.text())),
      contentType: request.headers.get('content-type'),
    }),
    fallback,
    ...(contentType ? { contentType } : {}),
  });
}
