import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../widgets/tooltip/element';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { StoryPage } from './support/StoryPage';

/**
 * `<lto-tooltip>` (SPEC 2.2): a tip on a server-marked trigger, after the APG tooltip pattern,
 * over the server markup of widgets/tooltip/README.md; the payment page's own look. The page's
 * words, in its language.
 */
const TEXT = {
  en: {
    note: 'Prices before tax.',
    trigger: 'Total cost of ownership',
    tip: 'Every payment of the term added up, before tax: what you pay to own it if you keep it to the end.',
    paymentNote: 'Nothing is charged until you sign your agreement.',
    paymentTrigger: 'Why we ask for a card',
    paymentTip: 'Your card pays your first lease payment, once you sign your agreement at the next step.',
  },
  es: {
    note: 'Precios antes de impuestos.',
    trigger: 'Costo total de propiedad',
    tip: 'Todos los pagos del plazo sumados, antes de impuestos: lo que pagas para ser dueño si lo conservas hasta el final.',
    paymentNote: 'No se cobra nada hasta que firmes tu contrato.',
    paymentTrigger: 'Por qué pedimos una tarjeta',
    paymentTip: 'Tu tarjeta paga tu primer pago del arrendamiento cuando firmes tu contrato en el siguiente paso.',
  },
};

const textFor = (locale: unknown) => TEXT[String(locale ?? '').startsWith('es') ? 'es' : 'en'];

interface TooltipArgs {
  variant: 'default' | 'payment';
}

function TooltipPage({ variant, note: text, locale }: TooltipArgs & { note?: string | undefined; locale: unknown }) {
  const t = textFor(locale);
  const payment = variant === 'payment';
  const markup = `<lto-tooltip${payment ? ' variant="payment"' : ''}><button type="button" class="lto-tooltip__trigger" aria-describedby="story-tip">${
    payment ? t.paymentTrigger : t.trigger
  }</button><span class="lto-tooltip__tip" role="tooltip" id="story-tip">${payment ? t.paymentTip : t.tip}</span></lto-tooltip>`;
  return (
    <StoryPage note={text}>
      <p dangerouslySetInnerHTML={{ __html: `${payment ? t.paymentNote : t.note} ${markup}` }} />
    </StoryPage>
  );
}

const meta = {
  title: 'Widgets/Tooltip',
  render: (args, { parameters, globals }) => <TooltipPage {...args} locale={globals['locale']} note={storyDescription(parameters)} />,
  args: { variant: 'default' },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'payment'], description: "The tip's look: 'payment' on the payment page." } },
} satisfies Meta<TooltipArgs>;

export default meta;
type Story = StoryObj<typeof meta>;
const es = { locale: 'es-US' };

const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button');
const tooltipOf = (canvasElement: HTMLElement) => canvasElement.querySelector('lto-tooltip')!;

export const Closed: Story = {
  parameters: note('The trigger with its tip hidden: a screen reader still reads the tip as the button\'s description. Point at it or Tab to it.'),
  play: async ({ canvasElement, globals }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleDescription(textFor(globals['locale']).tip);
  },
};
export const ClosedEs: Story = { ...Closed, name: 'Closed (es)', globals: es };

export const Hovered: Story = {
  parameters: note('The pointer over the trigger: the tip shows below it, and stays while the pointer moves onto it.'),
  play: async ({ canvasElement }) => {
    await userEvent.hover(trigger(canvasElement));
    await expect(tooltipOf(canvasElement)).toHaveAttribute('data-lto-open', 'true');
  },
};
export const HoveredEs: Story = { ...Hovered, name: 'Hovered (es)', globals: es };

export const Focused: Story = {
  parameters: note('Keyboard focus on the trigger: the tip shows while it has focus.'),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    await expect(tooltipOf(canvasElement)).toHaveAttribute('data-lto-open', 'true');
  },
};
export const FocusedEs: Story = { ...Focused, name: 'Focused (es)', globals: es };

export const Dismissed: Story = {
  parameters: note('Focused, then Escape: the tip is hidden, the focus stays on the trigger; it shows again on the next focus or hover.'),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(trigger(canvasElement)).toHaveFocus();
    await expect(tooltipOf(canvasElement)).toHaveAttribute('data-lto-open', 'false');
  },
};
export const DismissedEs: Story = { ...Dismissed, name: 'Dismissed (es)', globals: es };

export const Payment: Story = {
  args: { variant: 'payment' },
  parameters: note("The payment page's look (variant=\"payment\"): a light box on the form's colours, shown by keyboard focus."),
  play: async ({ canvasElement, globals }) => {
    await userEvent.tab();
    await expect(tooltipOf(canvasElement)).toHaveAttribute('data-lto-open', 'true');
    await expect(trigger(canvasElement)).toHaveAccessibleDescription(textFor(globals['locale']).paymentTip);
  },
};
export const PaymentEs: Story = { ...Payment, name: 'Payment page (es)', globals: es };
