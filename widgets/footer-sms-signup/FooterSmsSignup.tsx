import { endpoint } from '../../src/core/config';
import type { WidgetProps } from '../../src/core/define';
import type { attributes } from './element';
import FooterSmsForm from './FooterSmsForm';

/**
 * The footer text-message sign-up (see FooterSmsForm.tsx): the server draws the same form
 * complete, posting without script (README "Server markup"), and the widget takes it over on
 * intent. Nothing without its form action.
 */
export function FooterSmsSignup(props: WidgetProps<typeof attributes>) {
  if (!endpoint('footerTextForm')) return null;
  return <FooterSmsForm {...props} />;
}
