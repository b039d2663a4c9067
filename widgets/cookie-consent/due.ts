/**
 * Whether the consent dialog shows on this page (SPEC 2.2, 4.1): where the site preference
 * COOKIE_HINT is on, until the shopper accepted (dw_cookies_accepted=1, any other value counts as
 * not accepted), and never on the privacy policy page, which the dialog's text sends them to read.
 * The wake module asks it with the config block as written, the widget with the checked config.
 */
export function consentDialogDue(cookieHint: unknown, pageType: unknown, accepted: string | undefined): boolean {
  return cookieHint === true && pageType !== 'privacy-policy' && accepted !== '1';
}
