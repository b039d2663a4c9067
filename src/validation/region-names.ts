/**
 * Names of the state field's codes (enumerations.ts) for a select list. Not a message catalogue:
 * most names are the same in English and Spanish, so Spanish lists only the ones that differ.
 */
const EN: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho',
  IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana',
  ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada',
  NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina',
  ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas',
  UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia',
  WI: 'Wisconsin', WY: 'Wyoming', DC: 'District of Columbia', AS: 'American Samoa',
  FM: 'Federated States of Micronesia', GU: 'Guam', MH: 'Marshall Islands',
  MP: 'Northern Mariana Islands', PW: 'Palau', PR: 'Puerto Rico', VI: 'U.S. Virgin Islands',
};

const EN_CA: Readonly<Record<string, string>> = {
  AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador', NS: 'Nova Scotia', NT: 'Northwest Territories', NU: 'Nunavut',
  ON: 'Ontario', PE: 'Prince Edward Island', QC: 'Quebec', SK: 'Saskatchewan', YT: 'Yukon',
};

const ES: Readonly<Record<string, string>> = {
  HI: 'Hawái', LA: 'Luisiana', MS: 'Misisipi', MO: 'Misuri', NH: 'Nuevo Hampshire', NJ: 'Nueva Jersey', NM: 'Nuevo México',
  NY: 'Nueva York', NC: 'Carolina del Norte', ND: 'Dakota del Norte', PA: 'Pensilvania',
  SC: 'Carolina del Sur', SD: 'Dakota del Sur', WV: 'Virginia Occidental', DC: 'Distrito de Columbia',
  AS: 'Samoa Americana', FM: 'Estados Federados de Micronesia', MH: 'Islas Marshall',
  MP: 'Islas Marianas del Norte', PW: 'Palaos', VI: 'Islas Vírgenes de EE. UU.',
};

const ES_CA: Readonly<Record<string, string>> = {
  BC: 'Columbia Británica', NB: 'Nuevo Brunswick', NL: 'Terranova y Labrador', NS: 'Nueva Escocia',
  NT: 'Territorios del Noroeste', PE: 'Isla del Príncipe Eduardo', YT: 'Yukón',
};

/** The name of a state (US) or province (CA) code in the page's language; the code itself if unknown. */
export function regionName(code: string, country: 'US' | 'CA', language: 'en' | 'es'): string {
  const en = country === 'CA' ? EN_CA : EN;
  const es = country === 'CA' ? ES_CA : ES;
  return (language === 'es' ? es[code] : undefined) ?? en[code] ?? code;
}
