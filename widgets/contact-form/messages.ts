import { withCoreMessages } from '../../src/core/i18n';
import { withFieldMessages } from '../../src/validation/messages';

/**
 * The texts of <lto-contact-form>, the customer-service 'Contact Us' form (SPEC 2.11 shows none:
 * ours), in English, Spanish and Canadian English. The field errors come from src/validation
 * (MAXLENGTH for a message over its limit, CHAR_LIMIT_MSG for the count beside it). The demo's
 * no-script page reads these too, so both say the same.
 */
export const messages = withCoreMessages(
  withFieldMessages({
    en: {
      'contact.intro': 'Questions about an order, a payment or a delivery? Send us a message and we will answer by email within one business day.',
      'contact.firstName': 'First name',
      'contact.lastName': 'Last name',
      'contact.email': 'Email',
      'contact.phone': 'Phone (optional)',
      'contact.topic': 'What is it about?',
      'contact.chooseTopic': 'Choose a topic',
      'contact.topic.order': 'An order or a delivery date',
      'contact.topic.payment': 'Payments',
      'contact.topic.delivery': 'Delivery and pickup',
      'contact.topic.product': 'A product',
      'contact.topic.account': 'My account',
      'contact.topic.other': 'Something else',
      'contact.agreementNumber': 'Agreement number (optional)',
      'contact.message': 'Your message',
      'contact.submit': 'Send message',
      'contact.sending': 'Sending…',
      'contact.sentTitle': 'Thank you, your message is on its way',
      'contact.sent': 'We will answer by email within one business day.',
      'contact.failed': "We couldn't send your message. Please try again.",
      'contact.refused': 'Please check your details and send your message again.',
    },
    es: {
      'contact.intro': '¿Tienes preguntas sobre un pedido, un pago o una entrega? Envíanos un mensaje y te responderemos por correo electrónico en un día hábil.',
      'contact.firstName': 'Nombre',
      'contact.lastName': 'Apellido',
      'contact.email': 'Correo electrónico',
      'contact.phone': 'Teléfono (opcional)',
      'contact.topic': '¿Sobre qué es tu mensaje?',
      'contact.chooseTopic': 'Elige un tema',
      'contact.topic.order': 'Un pedido o una fecha de entrega',
      'contact.topic.payment': 'Pagos',
      'contact.topic.delivery': 'Entrega y recogida',
      'contact.topic.product': 'Un producto',
      'contact.topic.account': 'Mi cuenta',
      'contact.topic.other': 'Otro tema',
      'contact.agreementNumber': 'Número de contrato (opcional)',
      'contact.message': 'Tu mensaje',
      'contact.submit': 'Enviar mensaje',
      'contact.sending': 'Enviando…',
      'contact.sentTitle': 'Gracias, recibimos tu mensaje',
      'contact.sent': 'Te responderemos por correo electrónico en un día hábil.',
      'contact.failed': 'No pudimos enviar tu mensaje. Inténtalo de nuevo.',
      'contact.refused': 'Revisa tus datos y vuelve a enviar tu mensaje.',
    },
    enCA: {},
  }),
);

export type MessageKey = keyof typeof messages.en;
