import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import preview from '../.storybook/preview';
import * as leaseStories from './lease-terms.stories';
import { runRecording } from './support/requests';
import { userEvent } from './support/user-event';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(leaseStories);
type Composed = (typeof stories)[keyof typeof stories];

// The wording and figures a shopper reads, pinned here rather than read from the catalogues.
const EN = {
  heading: 'Choose your lease term',
  tabs: ['12 MONTHS', '18 MONTHS', '24 MONTHS'],
  term: (months: number) => `${months} MONTHS`,
  schedule: 'Payment schedule',
  monthly: 'Monthly',
  weekly: 'Weekly',
  today: "Today's payment",
  tco: 'Total cost of ownership',
  service: 'Cost of lease service',
  cash: 'Cash price',
  regular: 'Regular price $74.99/mo.',
  price18: '$99.99/mo. for 18 months, plus tax',
  own18: 'Own it in 18 months',
  figures18: ['$39.99', '$1,799.82', '$599.83', '$1,199.99'],
  sale18: '$64.99/mo. for 18 months, plus tax',
  saleFigures: ['$29.99', '$1,169.82', '$269.83', '$899.99'],
  weekly18: '$23.99/wk. for 78 weeks, plus tax',
  ownWeeks: 'Own it in 78 weeks',
  weeklyFigures: ['$39.99', '$1,871.22', '$671.23', '$1,199.99'],
  price24: '$79.99/mo. for 24 months, plus tax',
  figures24: ['$49.99', '$1,919.76', '$719.77', '$1,199.99'],
  said24: '24 MONTHS: $79.99/mo. for 24 months, plus tax',
  realTime18: '$94.99/mo. for 18 months, plus tax',
  realTimeFigures: ['$39.99', '$1,709.82', '$509.83', '$1,199.99'],
  fallback: '$129.99/mo. for 24 months, plus tax',
};
const ES: typeof EN = {
  heading: 'Elige el plazo de tu arrendamiento',
  tabs: ['12 MESES', '18 MESES', '24 MESES'],
  term: (months: number) => `${months} MESES`,
  schedule: 'Frecuencia de pago',
  monthly: 'Mensual',
  weekly: 'Semanal',
  today: 'Pago de hoy',
  tco: 'Costo total de propiedad',
  service: 'Costo del servicio de arrendamiento',
  cash: 'Precio al contado',
  regular: 'Precio regular $74.99/mes',
  price18: '$99.99/mes por 18 meses, más impuestos',
  own18: 'Hazlo tuyo en 18 meses',
  figures18: EN.figures18,
  sale18: '$64.99/mes por 18 meses, más impuestos',
  saleFigures: EN.saleFigures,
  weekly18: '$23.99/semana por 78 semanas, más impuestos',
  ownWeeks: 'Hazlo tuyo en 78 semanas',
  weeklyFigures: EN.weeklyFigures,
  price24: '$79.99/mes por 24 meses, más impuestos',
  figures24: EN.figures24,
  said24: '24 MESES: $79.99/mes por 24 meses, más impuestos',
  realTime18: '$94.99/mes por 18 meses, más impuestos',
  realTimeFigures: EN.realTimeFigures,
  fallback: '$129.99/mes por 24 meses, más impuestos',
};
const cad = (figures: string[]) => figures.map((figure) => `C${figure}`);
const CA: typeof EN = {
  ...EN,
  regular: 'Regular price C$74.99/mo.',
  price18: 'C$99.99/mo. for 18 months, plus tax',
  figures18: cad(EN.figures18),
  sale18: 'C$64.99/mo. for 18 months, plus tax',
  saleFigures: cad(EN.saleFigures),
  weekly18: 'C$23.99/wk. for 78 weeks, plus tax',
  weeklyFigures: cad(EN.weeklyFigures),
  price24: 'C$79.99/mo. for 24 months, plus tax',
  figures24: cad(EN.figures24),
  said24: '24 MONTHS: C$79.99/mo. for 24 months, plus tax',
  realTime18: 'C$94.99/mo. for 18 months, plus tax',
  realTimeFigures: cad(EN.realTimeFigures),
  fallback: 'C$129.99/mo. for 24 months, plus tax',
};

/** Runs the story (its play included) and lists the real-time pricing requests sent meanwhile. */
const show = (story: Composed) =>
  runRecording(story, (request) => {
    const { pathname, search } = new URL(request.url);
    return pathname === '/pricing/realtime' ? `${pathname}${search}` : undefined;
  });

const panel = () => within(screen.getByRole('tabpanel'));
/** Today's payment, total cost of ownership, cost of lease service and cash price, as the panel shows them. */
const figures = (text: typeof EN) => [text.today, text.tco, text.service, text.cash].map((name) => panel().getByText(name).nextElementSibling?.textContent);
const selectedTerms = (text: typeof EN) =>
  within(screen.getByRole('tablist', { name: text.heading }))
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent);
const politely = () => document.querySelector('[aria-live="polite"]');

afterEach(() => vi.restoreAllMocks());

describe('lease terms stories', () => {
  test.each([
    ['Terms', stories.Terms, EN],
    ['TermsEs', stories.TermsEs, ES],
    ['TermsCanada', stories.TermsCanada, CA],
  ] as const)("%s: the term tabs, the server's active term selected, and its figures", async (_, story, text) => {
    const sent = await show(story);
    const tablist = screen.getByRole('tablist', { name: text.heading });
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(text.tabs);
    expect(within(tablist).getByRole('tab', { name: text.term(18) })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tablist', { name: text.schedule })).toBeInTheDocument();
    expect(panel().getByText(text.price18)).not.toHaveClass('is-sale');
    expect(panel().getByText(text.own18)).toBeInTheDocument();
    expect(figures(text)).toEqual(text.figures18);
    expect(sent).toEqual(['/pricing/realtime?pid=P1001&zipCode=30303']);
  });

  test.each([
    ['Sale', stories.Sale, EN],
    ['SaleEs', stories.SaleEs, ES],
    ['SaleCanada', stories.SaleCanada, CA],
  ] as const)('%s: the sale rate in the sale style, and the regular price', async (_, story, text) => {
    await show(story);
    expect(panel().getByText(text.sale18)).toHaveClass('is-sale');
    expect(panel().getByText(text.regular).tagName).toBe('S');
    expect(figures(text)).toEqual(text.saleFigures);
  });

  test.each([
    ['Weekly', stories.Weekly, EN],
    ['WeeklyEs', stories.WeeklyEs, ES],
    ['WeeklyCanada', stories.WeeklyCanada, CA],
  ] as const)('%s: Weekly chosen, the weekly price and totals; Monthly goes back', async (_, story, text) => {
    await show(story);
    const schedule = within(screen.getByRole('tablist', { name: text.schedule }));
    expect(schedule.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([text.monthly, text.weekly]);
    expect(panel().getByText(text.weekly18)).toBeInTheDocument();
    expect(panel().getByText(text.ownWeeks)).toBeInTheDocument();
    expect(figures(text)).toEqual(text.weeklyFigures);

    await userEvent.click(schedule.getByRole('tab', { name: text.monthly }));
    expect(panel().getByText(text.price18)).toBeInTheDocument();
  });

  test.each([
    ['Keyboard', stories.Keyboard, EN],
    ['KeyboardEs', stories.KeyboardEs, ES],
    ['KeyboardCanada', stories.KeyboardCanada, CA],
  ] as const)('%s: 24 months selected and focused, its figures, and the new price said', async (_, story, text) => {
    await show(story);
    expect(selectedTerms(text)).toEqual([text.term(24)]);
    expect(screen.getByRole('tab', { name: text.term(24) })).toHaveFocus();
    expect(panel().getByText(text.price24)).toBeInTheDocument();
    expect(figures(text)).toEqual(text.figures24);
    // 24 months has weekly pricing too.
    expect(screen.getByRole('tablist', { name: text.schedule })).toBeInTheDocument();
    await waitFor(() => expect(politely()).toHaveTextContent(text.said24));
  });

  test.each([
    ['RealTime', stories.RealTime, EN],
    ['RealTimeEs', stories.RealTimeEs, ES],
    ['RealTimeCanada', stories.RealTimeCanada, CA],
  ] as const)('%s: the real-time rate replaces the server rate; the first payment stays', async (_, story, text) => {
    const sent = await show(story);
    expect(panel().getByText(text.realTime18)).toBeInTheDocument();
    expect(figures(text)).toEqual(text.realTimeFigures);
    expect(sent).toEqual(['/pricing/realtime?pid=P1001&zipCode=30303']);
  });

  test.each([
    ['BadPricing', stories.BadPricing, EN],
    ['BadPricingEs', stories.BadPricingEs, ES],
    ['BadPricingCanada', stories.BadPricingCanada, CA],
  ] as const)('%s: the server price line stays, no tabs, no NaN, one warning', async (_, story, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sent = await show(story);
    const element = document.querySelector('lto-lease-terms')!;
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/<lto-lease-terms> attribute "pricing" is invalid/);
    expect(element).toHaveTextContent(text.fallback);
    expect(element).not.toHaveAttribute('data-lto-ready');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(element.textContent).not.toMatch(/NaN|undefined/);
    expect(sent).toEqual([]);
  });
});
