import type { SiteKey } from '../site.js';

/**
 * The tooltips' words (views/tooltip.ts draws them). Each tip adds to a sentence the page shows
 * anyway, so nothing is only in a tooltip. Canada reads the English.
 */
const en = {
  /** Under the product page's lease terms table. */
  termsNote: 'Prices before tax.',
  tcoTrigger: 'Total cost of ownership',
  tcoTip: 'Every payment of the term added up, before tax: what you pay to own it if you keep it to the end. An early purchase option can cost less.',
  /** On the payment step, above the form. */
  paymentNote: 'Nothing is charged until you sign your agreement.',
  cardTrigger: 'Why we ask for a card',
  cardTip: 'Your card pays your first lease payment, once you sign your agreement at the next step. We keep only its last four digits and its expiry date.',
};

type TooltipText = typeof en;

const es: TooltipText = {
  termsNote: 'Precios antes de impuestos.',
  tcoTrigger: 'Costo total de propiedad',
  tcoTip: 'Todos los pagos del plazo sumados, antes de impuestos: lo que pagas para ser dueño si lo conservas hasta el final. Una opción de compra anticipada puede costar menos.',
  paymentNote: 'No se cobra nada hasta que firmes tu contrato.',
  cardTrigger: 'Por qué pedimos una tarjeta',
  cardTip: 'Tu tarjeta paga tu primer pago del arrendamiento cuando firmes tu contrato en el siguiente paso. Solo guardamos sus últimos cuatro dígitos y su fecha de vencimiento.',
};

const BY_SITE: Record<SiteKey, TooltipText> = { 'en-us': en, 'es-us': es, 'en-ca': en };

export const tooltipText = (site: { key: SiteKey }): TooltipText => BY_SITE[site.key];
