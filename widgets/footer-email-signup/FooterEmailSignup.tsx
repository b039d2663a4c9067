import { endpoint } from '../../src/core/config';
import type { WidgetProps } from '../../src/core/define';
import type { attributes } from './element';
import FooterEmailForm from './FooterEmailForm';

/**
 * The footer e-mail sign-up (see FooterEmailForm.tsx): the server draws the same form complete,
 * posting without script (README "Server markup"), and the widget takes it over on intent.
 * Nothing without its form action.
 */
export function FooterEmailSignup(props: WidgetProps<typeof attributes>) {
  if (!endpoint('footerEmailSubscribe')) return null;
  return <FooterEmailForm {...props} />;
}
