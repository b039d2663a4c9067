import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-browser-check',
  summary: "The browser compatibility area: on the old browsers of SPEC 9.8, a TLS check and the TLS_WARNING banner when the browser's TLS is below 1.1 or the check fails.",
  endpoints: {
    TLSBadTLS: 'GET when the TLS check reports a version below 1.1 (the answer is ignored). Without it: the warning shows, nothing is reported.',
    TLSBadBrowser: 'GET when the TLS check fails (the answer is ignored). Without it: the warning shows, nothing is reported.',
  },
  markup: { 'markup.html': 'the TLS_WARNING banner, hidden until the widget shows it (English US site)' },
});
