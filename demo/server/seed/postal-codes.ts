/**
 * The demo's gazetteer: a hand-curated table of US ZIP codes and Canadian postal codes with
 * approximate centre coordinates. It covers every store's own code, the codes shoppers type in
 * tests, a few neighbours of each store area, and a few places far from any store (so a valid
 * code can still find no stores). A full dataset would be megabytes for no gain here; a code not
 * in this table is simply unknown. Codes are written in their normal form ('30303', 'M5V 3L9').
 */
export interface PostalCodeSeed {
  code: string;
  country: 'US' | 'CA';
  city: string;
  /** Two-letter state or province. */
  stateCode: string;
  latitude: number;
  longitude: number;
}

type Row = readonly [code: string, city: string, stateCode: string, latitude: number, longitude: number];

const US_ROWS: readonly Row[] = [
  // Atlanta, GA (the US sites' default location is 30303)
  ['30303', 'Atlanta', 'GA', 33.7527, -84.3915],
  ['30305', 'Atlanta', 'GA', 33.832, -84.385],
  ['30308', 'Atlanta', 'GA', 33.7719, -84.3757],
  ['30318', 'Atlanta', 'GA', 33.788, -84.445],
  ['30030', 'Decatur', 'GA', 33.77, -84.296],
  ['30060', 'Marietta', 'GA', 33.939, -84.539],
  ['30344', 'East Point', 'GA', 33.676, -84.456],
  ['30093', 'Norcross', 'GA', 33.91, -84.18],
  // New York, NY
  ['10001', 'New York', 'NY', 40.7506, -73.9972],
  ['10027', 'New York', 'NY', 40.8116, -73.9533],
  ['11201', 'Brooklyn', 'NY', 40.6944, -73.9906],
  ['11354', 'Flushing', 'NY', 40.768, -73.827],
  ['10451', 'Bronx', 'NY', 40.82, -73.924],
  ['07302', 'Jersey City', 'NJ', 40.72, -74.046],
  // Chicago, IL
  ['60601', 'Chicago', 'IL', 41.8858, -87.6181],
  ['60614', 'Chicago', 'IL', 41.9227, -87.6533],
  ['60623', 'Chicago', 'IL', 41.849, -87.717],
  ['60637', 'Chicago', 'IL', 41.781, -87.605],
  ['60402', 'Berwyn', 'IL', 41.835, -87.79],
  // Los Angeles, CA
  ['90012', 'Los Angeles', 'CA', 34.0614, -118.2385],
  ['90028', 'Los Angeles', 'CA', 34.1, -118.327],
  ['90011', 'Los Angeles', 'CA', 34.007, -118.259],
  ['91101', 'Pasadena', 'CA', 34.147, -118.14],
  ['90802', 'Long Beach', 'CA', 33.767, -118.192],
  // Dallas – Fort Worth, TX
  ['75201', 'Dallas', 'TX', 32.7876, -96.7995],
  ['75211', 'Dallas', 'TX', 32.732, -96.906],
  ['75228', 'Dallas', 'TX', 32.825, -96.679],
  ['76102', 'Fort Worth', 'TX', 32.754, -97.33],
  ['75050', 'Grand Prairie', 'TX', 32.77, -97.01],
  // Seattle – Tacoma, WA
  ['98101', 'Seattle', 'WA', 47.6114, -122.3305],
  ['98118', 'Seattle', 'WA', 47.541, -122.275],
  ['98052', 'Redmond', 'WA', 47.67, -122.12],
  ['98402', 'Tacoma', 'WA', 47.253, -122.443],
  // Miami – Fort Lauderdale, FL
  ['33101', 'Miami', 'FL', 25.779, -80.199],
  ['33125', 'Miami', 'FL', 25.783, -80.234],
  ['33010', 'Hialeah', 'FL', 25.832, -80.28],
  ['33301', 'Fort Lauderdale', 'FL', 26.121, -80.128],
  // Houston, TX
  ['77002', 'Houston', 'TX', 29.756, -95.365],
  ['77036', 'Houston', 'TX', 29.7, -95.535],
  ['77087', 'Houston', 'TX', 29.688, -95.301],
  ['77506', 'Pasadena', 'TX', 29.7, -95.199],
  // Phoenix, AZ
  ['85004', 'Phoenix', 'AZ', 33.451, -112.07],
  ['85301', 'Glendale', 'AZ', 33.531, -112.177],
  ['85281', 'Tempe', 'AZ', 33.428, -111.93],
  // Denver, CO
  ['80202', 'Denver', 'CO', 39.753, -104.999],
  ['80010', 'Aurora', 'CO', 39.737, -104.863],
  ['80219', 'Denver', 'CO', 39.696, -105.034],
  // Philadelphia, PA
  ['19107', 'Philadelphia', 'PA', 39.951, -75.159],
  ['19124', 'Philadelphia', 'PA', 40.017, -75.089],
  ['19143', 'Philadelphia', 'PA', 39.945, -75.228],
  // Charlotte, NC
  ['28202', 'Charlotte', 'NC', 35.227, -80.843],
  ['28205', 'Charlotte', 'NC', 35.22, -80.788],
  ['28217', 'Charlotte', 'NC', 35.17, -80.905],
  // Detroit, MI
  ['48226', 'Detroit', 'MI', 42.331, -83.049],
  ['48205', 'Detroit', 'MI', 42.433, -82.981],
  ['48126', 'Dearborn', 'MI', 42.334, -83.18],
  // Known places with no store within 50 miles.
  ['59701', 'Butte', 'MT', 46.003, -112.534],
  ['82001', 'Cheyenne', 'WY', 41.14, -104.82],
  ['99501', 'Anchorage', 'AK', 61.218, -149.9],
];

const CA_ROWS: readonly Row[] = [
  // Toronto, ON (the Canadian site's default location is M5V 3L9)
  ['M5V 3L9', 'Toronto', 'ON', 43.6426, -79.3871],
  ['M5B 2H1', 'Toronto', 'ON', 43.657, -79.38],
  ['M4C 1B5', 'Toronto', 'ON', 43.689, -79.307],
  ['M6K 3P6', 'Toronto', 'ON', 43.638, -79.419],
  ['M1P 4P5', 'Toronto', 'ON', 43.775, -79.258],
  ['M9W 5L7', 'Toronto', 'ON', 43.72, -79.595],
  ['L5B 2C9', 'Mississauga', 'ON', 43.593, -79.642],
  // Montréal, QC
  ['H2X 1Y4', 'Montréal', 'QC', 45.511, -73.568],
  ['H3B 4W8', 'Montréal', 'QC', 45.5, -73.57],
  ['H1N 3L6', 'Montréal', 'QC', 45.575, -73.536],
  // Vancouver, BC
  ['V6B 1A1', 'Vancouver', 'BC', 49.2827, -123.115],
  ['V5K 0A1', 'Vancouver', 'BC', 49.281, -123.045],
  ['V3T 0A1', 'Surrey', 'BC', 49.187, -122.849],
  // Calgary, AB
  ['T2P 1J9', 'Calgary', 'AB', 51.0486, -114.0708],
  ['T2E 7L7', 'Calgary', 'AB', 51.06, -114.03],
  ['T3A 0A1', 'Calgary', 'AB', 51.12, -114.15],
  // Ottawa, ON
  ['K1P 1J1', 'Ottawa', 'ON', 45.4215, -75.6972],
  ['K1L 8J8', 'Ottawa', 'ON', 45.435, -75.66],
  ['K2B 8J6', 'Ottawa', 'ON', 45.367, -75.787],
  // A known place with no store within 80 km.
  ['T5J 0N3', 'Edmonton', 'AB', 53.5444, -113.4909],
];

const toSeed =
  (country: 'US' | 'CA') =>
  ([code, city, stateCode, latitude, longitude]: Row): PostalCodeSeed => ({ code, country, city, stateCode, latitude, longitude });

export const POSTAL_CODES: readonly PostalCodeSeed[] = [...US_ROWS.map(toSeed('US')), ...CA_ROWS.map(toSeed('CA'))];
