import { withCoreMessages } from '../../src/core/i18n';

/** The texts of <lto-lease-terms>: English and Spanish (prices and term names come from src/pricing). */
export const messages = withCoreMessages({
  en: {
    'leaseTerms.heading': 'Choose your lease term',
    'leaseTerms.schedule': 'Payment schedule',
    'leaseTerms.monthly': 'Monthly',
    'leaseTerms.weekly': 'Weekly',
    'leaseTerms.todaysPayment': "Today's payment",
    'leaseTerms.tco': 'Total cost of ownership',
    'leaseTerms.leaseService': 'Cost of lease service',
    'leaseTerms.cashPrice': 'Cash price',
    'leaseTerms.regularMonthly': 'Regular price {price}/mo.',
    'leaseTerms.regularWeekly': 'Regular price {price}/wk.',
    'leaseTerms.was': 'Was {price}/mo.',
  },
  es: {
    'leaseTerms.heading': 'Elige el plazo de tu arrendamiento',
    'leaseTerms.schedule': 'Frecuencia de pago',
    'leaseTerms.monthly': 'Mensual',
    'leaseTerms.weekly': 'Semanal',
    'leaseTerms.todaysPayment': 'Pago de hoy',
    'leaseTerms.tco': 'Costo total de propiedad',
    'leaseTerms.leaseService': 'Costo del servicio de arrendamiento',
    'leaseTerms.cashPrice': 'Precio al contado',
    'leaseTerms.regularMonthly': 'Precio regular {price}/mes',
    'leaseTerms.regularWeekly': 'Precio regular {price}/semana',
    'leaseTerms.was': 'Antes {price}/mes',
  },
});

export type MessageKey = keyof typeof messages.en;
