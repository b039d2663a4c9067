import type { Lang } from '../site.js';

/**
 * The demo's texts for the product page extras (content pages, drawers, FAQ, list links), kept
 * beside their views rather than in the site's Text: they are demo content, not page chrome.
 * en-CA reads the English.
 */
const en = {
  sizeChart: 'Size chart',
  sizeChartIntro: 'Measure the room and the doorways before you choose. All sizes in inches.',
  sizeChartHead: ['Piece', 'Width', 'Depth', 'Height'],
  sizeChartRows: [
    ['Loveseat', '64', '38', '36'],
    ['Sofa', '84', '38', '36'],
    ['Sectional', '118', '92', '36'],
    ['Queen bed', '64', '84', '48'],
    ['King bed', '80', '84', '48'],
  ],
  deliveryInfo: 'Delivery information',
  deliveryParagraphs: [
    'Most items are delivered within 3 to 5 business days of your lease start.',
    'Our team brings the item into the room you choose, sets it up and takes the packaging away.',
    'We call the day before with a four-hour delivery window.',
  ],
  whatsIncluded: "What's included",
  whatsIncludedIntro: (name: string) => `Your lease of ${name} includes:`,
  whatsIncludedItems: ['Delivery and set-up', 'Product warranty for the length of your lease', 'Early purchase options', 'Customer support by phone and chat'],
  moreInfo: 'More about this product',
  share: 'Share',
  shareLabel: (name: string) => `Share ${name}`,
  shareThisProduct: 'this product',
  shareEmail: 'E-mail',
  shareNewTab: '(opens in a new tab)',
  lists: 'Save for later',
  addToWishlist: 'Add to wishlist',
  addToRegistry: 'Add to gift registry',
  drawers: [
    ['Details', 'Built to last with a solid hardwood frame and stain-resistant fabric.'],
    ['Care', 'Vacuum weekly and blot spills at once with a damp cloth. Do not use bleach.'],
    ['Lease terms', 'Lease for 12, 18 or 24 months. Own it at the end of your term, or earlier with an early purchase option.'],
  ],
  faqHeading: 'Frequently asked questions',
  faq: [
    ['Do I need credit to lease?', 'No credit is needed. We look at your income and banking history.'],
    ['Can I return the item?', 'Yes. Return it at any time with no further payments due.'],
    ['Is delivery included?', 'Yes, delivery and set-up are included with every lease.'],
  ],
  wishlistTitle: 'Wishlist',
  wishlistBody: 'Sign in to keep a wishlist. This demo does not store wishlists.',
  registryTitle: 'Gift registry',
  registryBody: 'Sign in to create a gift registry. This demo does not store gift registries.',
  backToProduct: 'Back to the product',
};

export type PdpExtrasText = typeof en;

const es: PdpExtrasText = {
  sizeChart: 'Tabla de medidas',
  sizeChartIntro: 'Mide la habitación y las puertas antes de elegir. Todas las medidas en pulgadas.',
  sizeChartHead: ['Pieza', 'Ancho', 'Fondo', 'Alto'],
  sizeChartRows: [
    ['Sofá de dos plazas', '64', '38', '36'],
    ['Sofá', '84', '38', '36'],
    ['Seccional', '118', '92', '36'],
    ['Cama queen', '64', '84', '48'],
    ['Cama king', '80', '84', '48'],
  ],
  deliveryInfo: 'Información de entrega',
  deliveryParagraphs: [
    'La mayoría de los artículos se entregan de 3 a 5 días hábiles después del inicio de tu arrendamiento.',
    'Nuestro equipo lleva el artículo a la habitación que elijas, lo instala y se lleva el embalaje.',
    'Te llamamos el día anterior con un horario de entrega de cuatro horas.',
  ],
  whatsIncluded: 'Qué incluye',
  whatsIncludedIntro: (name: string) => `Tu arrendamiento de ${name} incluye:`,
  whatsIncludedItems: ['Entrega e instalación', 'Garantía del producto durante todo el arrendamiento', 'Opciones de compra anticipada', 'Atención al cliente por teléfono y chat'],
  moreInfo: 'Más sobre este producto',
  share: 'Compartir',
  shareLabel: (name: string) => `Compartir ${name}`,
  shareThisProduct: 'este producto',
  shareEmail: 'Correo electrónico',
  shareNewTab: '(se abre en una pestaña nueva)',
  lists: 'Guardar para después',
  addToWishlist: 'Agregar a la lista de deseos',
  addToRegistry: 'Agregar a la lista de regalos',
  drawers: [
    ['Detalles', 'Hecho para durar, con estructura de madera maciza y tela resistente a las manchas.'],
    ['Cuidado', 'Aspira cada semana y seca los derrames enseguida con un paño húmedo. No uses cloro.'],
    ['Plazos de arrendamiento', 'Arrienda por 12, 18 o 24 meses. Es tuyo al final del plazo, o antes con una opción de compra anticipada.'],
  ],
  faqHeading: 'Preguntas frecuentes',
  faq: [
    ['¿Necesito crédito para arrendar?', 'No se necesita crédito. Revisamos tus ingresos y tu historial bancario.'],
    ['¿Puedo devolver el artículo?', 'Sí. Devuélvelo cuando quieras, sin más pagos pendientes.'],
    ['¿La entrega está incluida?', 'Sí, la entrega y la instalación se incluyen en cada arrendamiento.'],
  ],
  wishlistTitle: 'Lista de deseos',
  wishlistBody: 'Inicia sesión para tener una lista de deseos. Esta demostración no guarda listas de deseos.',
  registryTitle: 'Lista de regalos',
  registryBody: 'Inicia sesión para crear una lista de regalos. Esta demostración no guarda listas de regalos.',
  backToProduct: 'Volver al producto',
};

export const pdpExtrasText = (lang: Lang): PdpExtrasText => (lang === 'es' ? es : en);
