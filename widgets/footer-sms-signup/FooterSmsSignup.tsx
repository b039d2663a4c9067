import { lazy, Suspense } from 'react';
import { endpoint } from '../../src/core/config';
import type { WidgetProps } from '../../src/core/define';
import type { attributes } from './element';

/**
 * The form's code (with the field rules and their texts) comes when the island mounts, which is
 * when the footer nears the viewport: it is on every page, below everything else, and most
 * shoppers never use it. Until then a box of the form's height holds its place.
 */
const FooterSmsForm = lazy(() => import('./FooterSmsForm'));

/** The footer text-message sign-up (see FooterSmsForm.tsx); nothing without its form action. */
export function FooterSmsSignup(props: WidgetProps<typeof attributes>) {
  if (!endpoint('footerTextForm')) return null;
  return (
    <Suspense fallback={<div className="lto-footer-sms-signup lto-footer-sms-signup--loading" />}>
      <FooterSmsForm {...props} />
    </Suspense>
  );
}
