import type { SiteKey } from '../site.js';

/**
 * The checkout pages' own words (only these pages use them): step names, the fallback form's
 * buttons and the outcome pages. Field labels and error texts come from elsewhere (see
 * views/checkout-form-text.ts). Canada reads the English.
 */
const en = {
  steps: {
    delivery: 'Delivery address',
    'order-form': 'Your information',
    payment: 'Payment info',
    sign: 'Sign agreement',
    references: 'References',
  },
  continue: 'Continue',
  finish: 'Submit application',
  errorSummary: 'Please correct the fields marked below.',
  declined: {
    heading: "We can't approve your lease right now",
    body: 'Thank you for applying. After reviewing your application, we are not able to approve a lease at this time. We will send you an email explaining why.',
  },
  chargedOff: {
    heading: "We can't start a new lease on your account",
    body: 'An earlier lease with us was closed with a balance still owed. Please call your store to settle it; then you can apply again.',
  },
  recentOrder: {
    heading: 'You already placed an order recently',
    body: 'You placed an order with us in the last ninety days, so we can’t start another one yet. Your store can tell you more about that order.',
  },
  agreement: {
    heading: 'Your lease agreement',
    intro: 'Please read what you are agreeing to before you sign.',
    perMonth: (amount: string) => `${amount} a month, plus tax`,
    priceByStore: 'Your store will confirm the payments for this item before delivery.',
    termsHeading: 'What you agree to',
    terms: [
      'You lease the items above; each becomes yours once you have made every payment of its term.',
      'Payments are due monthly, plus tax. Today’s payment is due before delivery.',
      'You may return an item in good condition at any time and stop its payments; what you paid is not refunded.',
    ],
  },
  overLeasingPower: {
    heading: 'This lease is more than your Leasing Power',
    body: (monthly: string, power: string) =>
      `Its payments come to ${monthly} a month, and your Leasing Power is ${power} a month, so it can’t go through on your approval.`,
    waysOn: 'You can:',
    otherTerm: 'Choose another lease term or item',
    changeCart: 'Change what is in your cart',
    shopLower: 'Shop for lower-priced items',
  },
  backHome: 'Back to the home page',
  completeHeading: 'Thank you! Your application is complete.',
  completeBody: (id: string) => `We have everything we need for order ${id}. We will call you to set up delivery.`,
};

type CheckoutText = typeof en;

const es: CheckoutText = {
  steps: {
    delivery: 'Dirección de entrega',
    'order-form': 'Tu información',
    payment: 'Información de pago',
    sign: 'Firma del contrato',
    references: 'Referencias',
  },
  continue: 'Continuar',
  finish: 'Enviar solicitud',
  errorSummary: 'Corrige los campos marcados abajo.',
  declined: {
    heading: 'No podemos aprobar tu arrendamiento en este momento',
    body: 'Gracias por tu solicitud. Después de revisarla, no podemos aprobar un arrendamiento por ahora. Te enviaremos un correo electrónico con el motivo.',
  },
  chargedOff: {
    heading: 'No podemos iniciar un nuevo arrendamiento en tu cuenta',
    body: 'Un arrendamiento anterior con nosotros se cerró con un saldo pendiente. Llama a tu tienda para liquidarlo; después podrás volver a solicitar.',
  },
  recentOrder: {
    heading: 'Ya hiciste un pedido hace poco',
    body: 'Hiciste un pedido con nosotros en los últimos noventa días, así que todavía no podemos iniciar otro. Tu tienda puede darte más información sobre ese pedido.',
  },
  agreement: {
    heading: 'Tu contrato de arrendamiento',
    intro: 'Lee lo que aceptas antes de firmar.',
    perMonth: (amount: string) => `${amount} al mes, más impuestos`,
    priceByStore: 'Tu tienda confirmará los pagos de este artículo antes de la entrega.',
    termsHeading: 'Lo que aceptas',
    terms: [
      'Arriendas los artículos de arriba; cada uno pasa a ser tuyo cuando hayas hecho todos los pagos de su plazo.',
      'Los pagos son mensuales, más impuestos. El pago de hoy se hace antes de la entrega.',
      'Puedes devolver un artículo en buen estado en cualquier momento y dejar de pagarlo; lo que ya pagaste no se reembolsa.',
    ],
  },
  overLeasingPower: {
    heading: 'Este arrendamiento supera tu Poder de Arrendamiento',
    body: (monthly: string, power: string) =>
      `Sus pagos suman ${monthly} al mes y tu Poder de Arrendamiento es de ${power} al mes, así que no puede seguir adelante con tu aprobación.`,
    waysOn: 'Puedes:',
    otherTerm: 'Elegir otro plazo de arrendamiento u otro artículo',
    changeCart: 'Cambiar lo que hay en tu carrito',
    shopLower: 'Buscar artículos de menor precio',
  },
  backHome: 'Volver a la página de inicio',
  completeHeading: '¡Gracias! Tu solicitud está completa.',
  completeBody: (id: string) => `Tenemos todo lo necesario para el pedido ${id}. Te llamaremos para programar la entrega.`,
};

const BY_SITE: Record<SiteKey, CheckoutText> = { 'en-us': en, 'es-us': es, 'en-ca': en };

export const checkoutText = (site: { key: SiteKey }): CheckoutText => BY_SITE[site.key];
