import type { SiteKey } from '../site.js';

/**
 * The demo's own texts of the order tracking page and the loader demo page: the platform's words
 * for the 'find order' form it draws inside <lto-order-tracking> (the widget's catalogue says the
 * same by default, so the page reads the same with and without script; markup.test.ts compares).
 */
const en = {
  trackingTitle: 'Track your order',
  intro: 'Enter your agreement number and the zip code of your delivery address.',
  orderNumberLabel: 'Agreement number',
  postalLabel: 'Zip code',
  postalRequired: 'Please enter your zip code.',
  submit: 'Find order',
  notFound: "We couldn't find an order with that agreement number and zip code. Please check both and try again.",
  resultTitle: (number: string) => `Agreement ${number}`,
  status: 'Status',
  statuses: { processing: 'Processing', scheduled: 'Delivery scheduled', delivered: 'Delivered', cancelled: 'Cancelled' } as Record<string, string>,
  items: 'Items',
  item: (name: string, quantity: number) => `${name}, quantity ${quantity}`,
  nextPayment: 'Next payment date',
  noPayment: 'No payment due',
  loaderTitle: 'Checkout loader states',
  loaderIntro:
    'Each button shows the checkout overlay in one state for a few seconds; the page behind it cannot be used meanwhile. Each link opens this page with the overlay already showing that state (use the Back button to leave it).',
  loaderShow: (state: string) => `Show ${state}`,
  loaderOpen: (state: string) => `Open with ${state}`,
  loaderPaths: 'The paths of a lease application',
  loaderKba: 'Identity verified by questions: DEFAULT, then KBA_SUCCESS',
  loaderDocs: 'Identity verified by a document: DEFAULT, DOC_VERIFY_PROCESSING, then DOC_VERIFY_SUCCESS',
};

export type OrderTrackingText = typeof en;

const es: OrderTrackingText = {
  trackingTitle: 'Rastrea tu pedido',
  intro: 'Escribe tu número de contrato y el código postal de tu dirección de entrega.',
  orderNumberLabel: 'Número de contrato',
  postalLabel: 'Código postal',
  postalRequired: 'Escribe tu código postal.',
  submit: 'Buscar pedido',
  notFound: 'No encontramos ningún pedido con ese número de contrato y código postal. Revisa ambos e inténtalo de nuevo.',
  resultTitle: (number: string) => `Contrato ${number}`,
  status: 'Estado',
  statuses: { processing: 'En proceso', scheduled: 'Entrega programada', delivered: 'Entregado', cancelled: 'Cancelado' },
  items: 'Artículos',
  item: (name: string, quantity: number) => `${name}, cantidad ${quantity}`,
  nextPayment: 'Fecha del próximo pago',
  noPayment: 'Sin pagos pendientes',
  loaderTitle: 'Estados de la pantalla de espera del pago',
  loaderIntro:
    'Cada botón muestra la pantalla de espera del pago en un estado durante unos segundos; mientras tanto, la página de atrás no se puede usar. Cada enlace abre esta página con la pantalla ya en ese estado (usa el botón Atrás para salir).',
  loaderShow: (state: string) => `Mostrar ${state}`,
  loaderOpen: (state: string) => `Abrir con ${state}`,
  loaderPaths: 'Los recorridos de una solicitud de arrendamiento',
  loaderKba: 'Identidad verificada con preguntas: DEFAULT y luego KBA_SUCCESS',
  loaderDocs: 'Identidad verificada con un documento: DEFAULT, DOC_VERIFY_PROCESSING y luego DOC_VERIFY_SUCCESS',
};

/** Canada says postal code. */
const enCA: OrderTrackingText = {
  ...en,
  intro: 'Enter your agreement number and the postal code of your delivery address.',
  postalLabel: 'Postal code',
  postalRequired: 'Please enter your postal code.',
  notFound: "We couldn't find an order with that agreement number and postal code. Please check both and try again.",
};

const BY_SITE: Record<SiteKey, OrderTrackingText> = { 'en-us': en, 'es-us': es, 'en-ca': enCA };

export const orderTrackingText = (site: { key: SiteKey }): OrderTrackingText => BY_SITE[site.key];
