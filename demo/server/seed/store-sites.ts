/**
 * Where the demo's stores stand: a postal code that zipcodes places, the city and state or province
 * of the address (written here, as zipcodes names Canadian areas by their neighbourhoods and
 * provinces in full), a neighbourhood name, a street and the area code of its phone. Street
 * numbers, exact coordinates, opening hours and stock are drawn by seed/stores.ts.
 */
export interface StoreSite {
  postalCode: string;
  city: string;
  /** Two-letter state or province. */
  stateCode: string;
  name: string;
  street: string;
  areaCode: string;
}

type Row = readonly [postalCode: string, city: string, stateCode: string, name: string, street: string, areaCode: string];

const US: readonly Row[] = [
  ['30303', 'Atlanta', 'GA', 'Downtown Atlanta', 'Peachtree St NW', '404'],
  ['30305', 'Atlanta', 'GA', 'Buckhead', 'Roswell Rd NE', '404'],
  ['30318', 'Atlanta', 'GA', 'West Midtown', 'Howell Mill Rd NW', '404'],
  ['30030', 'Decatur', 'GA', 'Decatur', 'Church St', '404'],
  ['30060', 'Marietta', 'GA', 'Marietta', 'Cobb Pkwy S', '770'],
  ['30344', 'East Point', 'GA', 'East Point', 'Main St', '404'],
  ['30093', 'Norcross', 'GA', 'Norcross', 'Jimmy Carter Blvd', '770'],
  ['10001', 'New York', 'NY', 'Chelsea', 'W 34th St', '212'],
  ['10027', 'New York', 'NY', 'Harlem', 'W 125th St', '212'],
  ['11201', 'Brooklyn', 'NY', 'Downtown Brooklyn', 'Fulton St', '718'],
  ['11354', 'Flushing', 'NY', 'Flushing', 'Main St', '718'],
  ['10451', 'Bronx', 'NY', 'South Bronx', 'E 149th St', '718'],
  ['60601', 'Chicago', 'IL', 'The Loop', 'N State St', '312'],
  ['60614', 'Chicago', 'IL', 'Lincoln Park', 'N Clark St', '773'],
  ['60623', 'Chicago', 'IL', 'Little Village', 'W 26th St', '773'],
  ['60637', 'Chicago', 'IL', 'Hyde Park', 'E 53rd St', '773'],
  ['90012', 'Los Angeles', 'CA', 'Downtown Los Angeles', 'W 3rd St', '213'],
  ['90028', 'Los Angeles', 'CA', 'Hollywood', 'Sunset Blvd', '323'],
  ['90011', 'Los Angeles', 'CA', 'South Los Angeles', 'S Central Ave', '323'],
  ['91101', 'Pasadena', 'CA', 'Pasadena', 'E Colorado Blvd', '626'],
  ['90802', 'Long Beach', 'CA', 'Long Beach', 'E Ocean Blvd', '562'],
  ['75201', 'Dallas', 'TX', 'Downtown Dallas', 'Elm St', '214'],
  ['75211', 'Dallas', 'TX', 'West Dallas', 'W Jefferson Blvd', '214'],
  ['75228', 'Dallas', 'TX', 'East Dallas', 'Ferguson Rd', '214'],
  ['76102', 'Fort Worth', 'TX', 'Fort Worth', 'Main St', '817'],
  ['98101', 'Seattle', 'WA', 'Downtown Seattle', '3rd Ave', '206'],
  ['98118', 'Seattle', 'WA', 'Rainier Valley', 'Rainier Ave S', '206'],
  ['98402', 'Tacoma', 'WA', 'Tacoma', 'Pacific Ave', '253'],
  ['33125', 'Miami', 'FL', 'Little Havana', 'SW 8th St', '305'],
  ['33010', 'Hialeah', 'FL', 'Hialeah', 'W 49th St', '305'],
  ['33301', 'Fort Lauderdale', 'FL', 'Fort Lauderdale', 'E Las Olas Blvd', '954'],
  ['77002', 'Houston', 'TX', 'Downtown Houston', 'Main St', '713'],
  ['77036', 'Houston', 'TX', 'Sharpstown', 'Bellaire Blvd', '713'],
  ['77087', 'Houston', 'TX', 'Southeast Houston', 'Telephone Rd', '713'],
  ['85004', 'Phoenix', 'AZ', 'Downtown Phoenix', 'E Van Buren St', '602'],
  ['85301', 'Glendale', 'AZ', 'Glendale', 'W Glendale Ave', '623'],
  ['80202', 'Denver', 'CO', 'LoDo', 'Larimer St', '303'],
  ['80010', 'Aurora', 'CO', 'Aurora', 'E Colfax Ave', '303'],
  ['19124', 'Philadelphia', 'PA', 'Frankford', 'Frankford Ave', '215'],
  ['48126', 'Dearborn', 'MI', 'Dearborn', 'Michigan Ave', '313'],
];

const CA: readonly Row[] = [
  ['M5B 2H1', 'Toronto', 'ON', 'Yonge-Dundas', 'Yonge St', '416'],
  ['M6K 3P6', 'Toronto', 'ON', 'Liberty Village', 'King St W', '416'],
  ['M1P 4P5', 'Toronto', 'ON', 'Scarborough', 'Progress Ave', '416'],
  ['L5B 2C9', 'Mississauga', 'ON', 'Mississauga City Centre', 'Hurontario St', '905'],
  ['H3B 4W8', 'Montréal', 'QC', 'Centre-ville', 'Rue Sainte-Catherine O', '514'],
  ['H1N 3L6', 'Montréal', 'QC', 'Mercier', 'Rue Hochelaga', '514'],
  ['V5K 0A1', 'Vancouver', 'BC', 'Hastings-Sunrise', 'E Hastings St', '604'],
  ['V3T 0A1', 'Surrey', 'BC', 'Surrey Central', 'King George Blvd', '604'],
  ['T2E 7L7', 'Calgary', 'AB', 'Calgary Northeast', 'Edmonton Trail NE', '403'],
  ['T3A 0A1', 'Calgary', 'AB', 'Calgary Northwest', 'Crowchild Trail NW', '403'],
  ['K1L 8J8', 'Ottawa', 'ON', 'Vanier', 'Montréal Rd', '613'],
  ['K2B 8J6', 'Ottawa', 'ON', 'Ottawa West', 'Carling Ave', '613'],
];

const toSite = ([postalCode, city, stateCode, name, street, areaCode]: Row): StoreSite => ({ postalCode, city, stateCode, name, street, areaCode });

export const US_STORE_SITES: readonly StoreSite[] = US.map(toSite);
export const CA_STORE_SITES: readonly StoreSite[] = CA.map(toSite);
