import type { Lang } from './site.js';

/**
 * The chat service stand-in's bot: a greeting, then one answer per message, picked by the words
 * in it (delivery, payments, leasing, stores, a person), in the conversation's language. It never
 * repeats what the shopper wrote, and of the account it says only that it sees one (its last four
 * digits), as a real service would once the page handed it the number (SPEC 7.9).
 */
const TEXT = {
  en: {
    hello: 'Hi! I am the store assistant. Ask me about delivery, payments, leasing or our stores.',
    signedIn: (last4: string) => `I can see your account ending in ${last4}.`,
    topics: [
      [/deliver|ship|arriv/i, 'Most orders are delivered within 2 to 5 days. You can track yours under Order tracking.'],
      [/pay|bill|price|cost/i, 'You can pay online, in a store or by phone. Your lease agreement shows each payment.'],
      [/lease|own|rent|approv/i, 'With lease-to-own you make regular payments and own the item at the end of the term.'],
      [/store|near|open|hour/i, 'Use the store locator to find the stores near you and their hours.'],
      [/human|person|agent|someone/i, 'I will ask a team member to join. Meanwhile, you can also reach us through the Contact Us page.'],
    ] as [RegExp, string][],
    fallback: 'Thanks for your message. Could you tell me a little more: is it about delivery, payments, leasing or a store?',
  },
  es: {
    hello: '¡Hola! Soy el asistente de la tienda. Pregúntame sobre entregas, pagos, arrendamiento o nuestras tiendas.',
    signedIn: (last4: string) => `Veo tu cuenta que termina en ${last4}.`,
    topics: [
      [/entreg|env[ií]|lleg/i, 'La mayoría de los pedidos se entregan en 2 a 5 días. Puedes seguir el tuyo en Seguimiento de pedidos.'],
      [/pag|factur|precio|cuest/i, 'Puedes pagar en línea, en una tienda o por teléfono. Tu contrato muestra cada pago.'],
      [/arrend|alquil|renta|aprob/i, 'Con el arrendamiento con opción a compra haces pagos regulares y el artículo es tuyo al final del plazo.'],
      [/tienda|cerca|abiert|horario/i, 'Usa el localizador de tiendas para ver las tiendas cercanas y sus horarios.'],
      [/humano|persona|agente|alguien/i, 'Le pediré a un miembro del equipo que se una. Mientras tanto, también puedes escribirnos en la página Contáctanos.'],
    ] as [RegExp, string][],
    fallback: 'Gracias por tu mensaje. ¿Puedes contarme un poco más? ¿Es sobre entregas, pagos, arrendamiento o una tienda?',
  },
} as const;

export function botGreeting(lang: Lang, accountNumber: string | null): string[] {
  const t = TEXT[lang];
  return accountNumber ? [t.hello, t.signedIn(accountNumber.slice(-4))] : [t.hello];
}

export function botReply(lang: Lang, message: string): string[] {
  const t = TEXT[lang];
  return [t.topics.find(([pattern]) => pattern.test(message))?.[1] ?? t.fallback];
}
