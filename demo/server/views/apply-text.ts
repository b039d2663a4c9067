import type { Lang } from '../site.js';

/**
 * The words of applying before you shop (SPEC 1, 2.10): the apply page, the application's part
 * of the checkout steps and the approval. Amounts come formatted in the site's currency, so the
 * Canadian site reads the English.
 */
const en = {
  title: 'Apply for a lease',
  intro: 'Find out how much you can lease before you shop. Applying takes a few minutes and needs no credit history.',
  steps: ['Tell us about yourself and your income.', 'Get a decision in minutes.', 'Shop with your Leasing Power and start your lease.'],
  start: 'Start your application',
  /** The checkout steps of an application: in place of the order's summary. */
  applicationHeading: 'Your application',
  applicationBody: 'No item needed yet: tell us where you live and a little about yourself, and we will tell you how much you can lease a month.',
  approvedHeading: 'You’re approved!',
  approvedAmount: (amount: string) => `Your Leasing Power: ${amount} a month`,
  approvedBody: 'Choose what you like and start your lease: we already have your application, so you only confirm your delivery address and pay.',
  shop: 'Start shopping',
};

type ApplyText = typeof en;

const es: ApplyText = {
  title: 'Solicita un arrendamiento',
  intro: 'Descubre cuánto puedes arrendar antes de comprar. La solicitud toma unos minutos y no necesitas historial de crédito.',
  steps: ['Cuéntanos sobre ti y tus ingresos.', 'Recibe una decisión en minutos.', 'Compra con tu poder de arrendamiento y comienza tu contrato.'],
  start: 'Comenzar la solicitud',
  applicationHeading: 'Tu solicitud',
  applicationBody: 'Todavía no necesitas elegir un artículo: dinos dónde vives y cuéntanos un poco sobre ti, y te diremos cuánto puedes arrendar al mes.',
  approvedHeading: '¡Tu solicitud fue aprobada!',
  approvedAmount: (amount: string) => `Tu Poder de Arrendamiento: ${amount} al mes`,
  approvedBody: 'Elige lo que te guste y comienza tu arrendamiento: ya tenemos tu solicitud, así que solo confirmas tu dirección de entrega y pagas.',
  shop: 'Empezar a comprar',
};

export const applyText = (lang: Lang): ApplyText => (lang === 'es' ? es : en);
