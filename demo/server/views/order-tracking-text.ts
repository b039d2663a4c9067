import type { Lang } from '../site.js';

/**
 * The demo's own texts of the order tracking page and the loader demo page. The form's labels and
 * messages are the widget's (widgets/order-tracking/messages.ts), so the page reads the same with
 * and without script.
 */
const en = {
  trackingTitle: 'Track your order',
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
  loaderTitle: 'Estados de la pantalla de espera del pago',
  loaderIntro:
    'Cada botón muestra la pantalla de espera del pago en un estado durante unos segundos; mientras tanto, la página de atrás no se puede usar. Cada enlace abre esta página con la pantalla ya en ese estado (usa el botón Atrás para salir).',
  loaderShow: (state: string) => `Mostrar ${state}`,
  loaderOpen: (state: string) => `Abrir con ${state}`,
  loaderPaths: 'Los recorridos de una solicitud de arrendamiento',
  loaderKba: 'Identidad verificada con preguntas: DEFAULT y luego KBA_SUCCESS',
  loaderDocs: 'Identidad verificada con un documento: DEFAULT, DOC_VERIFY_PROCESSING y luego DOC_VERIFY_SUCCESS',
};

export const orderTrackingText = (lang: Lang): OrderTrackingText => (lang === 'es' ? es : en);
