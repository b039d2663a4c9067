/**
 * The old browsers of SPEC 9.8, whose TLS is checked (SPEC 4.1, 7.8): IE 6-10; the Android
 * browser of 2.3.7, 4.0.4, 4.1.1, 4.2.2 and 4.3; Safari 5.1.9 on OS X 10.6.8 and Safari 6.0.4 on
 * OS X 10.8.4. Decided from the User-Agent header by the server, which writes <lto-browser-check>
 * only for them (widgets/browser-check README): a modern browser is sent nothing for the check.
 * Shared with the demo, whose stand-in TLS-check service answers these browsers' TLS as 1.0.
 */
const OLD_BROWSERS: readonly RegExp[] = [
  // IE 6-10 say 'MSIE n.0'; IE 11 says 'Trident/7.0; rv:11.0' and is not listed.
  /\bMSIE (?:[6-9]|10)\.\d/,
  // The stock Android browser: the Android version, and no Chrome (Chrome on Android is not listed).
  /\bAndroid (?:2\.3\.7|4\.0\.4|4\.1\.1|4\.2\.2|4\.3)(?![.\d]).*\bVersion\/\d+\.\d+(?!.*\bChrome\/)/,
  /\bMac OS X 10_6_8\b.*\bVersion\/5\.1\.9\b.*\bSafari\//,
  /\bMac OS X 10_8_4\b.*\bVersion\/6\.0\.4\b.*\bSafari\//,
];

export function isOldTlsBrowser(userAgent: string | null | undefined): boolean {
  return !!userAgent && OLD_BROWSERS.some((pattern) => pattern.test(userAgent));
}
