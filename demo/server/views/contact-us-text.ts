import type { ContactTopic } from '../../../src/validation/contact-us.js';
import type { Lang } from '../site.js';

/**
 * The demo's own texts of the 'Contact Us' page: the platform's words for the form it draws inside
 * <lto-contact-form> (the widget's catalogue says the same by default, so the page reads the same
 * with and without script; markup.test.ts compares), and the page's title, link and thanks.
 */
const en = {
  title: 'Contact us',
  footerLink: 'Contact us',
  intro: 'Questions about an order, a payment or a delivery? Send us a message and we will answer by email within one business day.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone (optional)',
  topic: 'What is it about?',
  chooseTopic: 'Choose a topic',
  topics: {
    order: 'An order or a delivery date',
    payment: 'Payments',
    delivery: 'Delivery and pickup',
    product: 'A product',
    account: 'My account',
    other: 'Something else',
  } satisfies Record<ContactTopic, string>,
  agreementNumber: 'Agreement number (optional)',
  message: 'Your message',
  charsLeft: (count: number) => `${count} characters left`,
  submit: 'Send message',
  sentTitle: 'Thank you, your message is on its way',
  sent: 'We will answer by email within one business day.',
};

export type ContactUsText = typeof en;

const es: ContactUsText = {
  title: 'Contáctanos',
  footerLink: 'Contáctanos',
  intro: '¿Tienes preguntas sobre un pedido, un pago o una entrega? Envíanos un mensaje y te responderemos por correo electrónico en un día hábil.',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  phone: 'Teléfono (opcional)',
  topic: '¿Sobre qué es tu mensaje?',
  chooseTopic: 'Elige un tema',
  topics: {
    order: 'Un pedido o una fecha de entrega',
    payment: 'Pagos',
    delivery: 'Entrega y recogida',
    product: 'Un producto',
    account: 'Mi cuenta',
    other: 'Otro tema',
  },
  agreementNumber: 'Número de contrato (opcional)',
  message: 'Tu mensaje',
  charsLeft: (count: number) => `Quedan ${count} caracteres`,
  submit: 'Enviar mensaje',
  sentTitle: 'Gracias, recibimos tu mensaje',
  sent: 'Te responderemos por correo electrónico en un día hábil.',
};

export function contactUsText(lang: Lang): ContactUsText {
  return lang === 'es' ? es : en;
}
