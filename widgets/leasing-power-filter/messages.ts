import { withCoreMessages } from '../../src/core/i18n';

/**
 * The texts of <lto-leasing-power-filter>: English, Spanish, and Canadian English where it differs
 * (it does not: 'Leasing Power' is the same, and the count carries no money).
 */
export const messages = withCoreMessages({
  en: {
    'leasingPowerFilter.toggle': 'Fits my Leasing Power',
    'leasingPowerFilter.countOne': '1 of these {shown} fits your Leasing Power',
    'leasingPowerFilter.count': '{fit} of these {shown} fit your Leasing Power',
    'leasingPowerFilter.none': 'None of these {shown} fit your Leasing Power',
  },
  es: {
    'leasingPowerFilter.toggle': 'Cabe en mi Poder de Arrendamiento',
    'leasingPowerFilter.countOne': '1 de estos {shown} cabe en tu Poder de Arrendamiento',
    'leasingPowerFilter.count': '{fit} de estos {shown} caben en tu Poder de Arrendamiento',
    'leasingPowerFilter.none': 'Ninguno de estos {shown} cabe en tu Poder de Arrendamiento',
  },
  enCA: {},
});

export type MessageKey = keyof typeof messages.en;
