/**
 * Where the demo's stores stand: each one in a postal code of the gazetteer, with a neighbourhood
 * name, a street and the area code of its phone. Street numbers, exact coordinates, opening hours
 * and stock are drawn by seed/stores.ts.
 */
export interface StoreSite {
  postalCode: string;
  name: string;
  street: string;
  areaCode: string;
}

type Row = readonly [postalCode: string, name: string, street: string, areaCode: string];

const US: readonly Row[] = [
  ['30303', 'Downtown Atlanta', 'Peachtree St NW', '404'],
  ['30305', 'Buckhead', 'Roswell Rd NE', '404'],
  ['30318', 'West Midtown', 'Howell Mill Rd NW', '404'],
  ['30030', 'Decatur', 'Church St', '404'],
  ['30060', 'Marietta', 'Cobb Pkwy S', '770'],
  ['30344', 'East Point', 'Main St', '404'],
  ['30093', 'Norcross', 'Jimmy Carter Blvd', '770'],
  ['10001', 'Chelsea', 'W 34th St', '212'],
  ['10027', 'Harlem', 'W 125th St', '212'],
  ['11201', 'Downtown Brooklyn', 'Fulton St', '718'],
  ['11354', 'Flushing', 'Main St', '718'],
  ['10451', 'South Bronx', 'E 149th St', '718'],
  ['60601', 'The Loop', 'N State St', '312'],
  ['60614', 'Lincoln Park', 'N Clark St', '773'],
  ['60623', 'Little Village', 'W 26th St', '773'],
  ['60637', 'Hyde Park', 'E 53rd St', '773'],
  ['90012', 'Downtown Los Angeles', 'W 3rd St', '213'],
  ['90028', 'Hollywood', 'Sunset Blvd', '323'],
  ['90011', 'South Los Angeles', 'S Central Ave', '323'],
  ['91101', 'Pasadena', 'E Colorado Blvd', '626'],
  ['90802', 'Long Beach', 'E Ocean Blvd', '562'],
  ['75201', 'Downtown Dallas', 'Elm St', '214'],
  ['75211', 'West Dallas', 'W Jefferson Blvd', '214'],
  ['75228', 'East Dallas', 'Ferguson Rd', '214'],
  ['76102', 'Fort Worth', 'Main St', '817'],
  ['98101', 'Downtown Seattle', '3rd Ave', '206'],
  ['98118', 'Rainier Valley', 'Rainier Ave S', '206'],
  ['98402', 'Tacoma', 'Pacific Ave', '253'],
  ['33125', 'Little Havana', 'SW 8th St', '305'],
  ['33010', 'Hialeah', 'W 49th St', '305'],
  ['33301', 'Fort Lauderdale', 'E Las Olas Blvd', '954'],
  ['77002', 'Downtown Houston', 'Main St', '713'],
  ['77036', 'Sharpstown', 'Bellaire Blvd', '713'],
  ['77087', 'Southeast Houston', 'Telephone Rd', '713'],
  ['85004', 'Downtown Phoenix', 'E Van Buren St', '602'],
  ['85301', 'Glendale', 'W Glendale Ave', '623'],
  ['80202', 'LoDo', 'Larimer St', '303'],
  ['80010', 'Aurora', 'E Colfax Ave', '303'],
  ['19124', 'Frankford', 'Frankford Ave', '215'],
  ['48126', 'Dearborn', 'Michigan Ave', '313'],
];

const CA: readonly Row[] = [
  ['M5B 2H1', 'Yonge-Dundas', 'Yonge St', '416'],
  ['M6K 3P6', 'Liberty Village', 'King St W', '416'],
  ['M1P 4P5', 'Scarborough', 'Progress Ave', '416'],
  ['L5B 2C9', 'Mississauga City Centre', 'Hurontario St', '905'],
  ['H3B 4W8', 'Centre-ville', 'Rue Sainte-Catherine O', '514'],
  ['H1N 3L6', 'Mercier', 'Rue Hochelaga', '514'],
  ['V5K 0A1', 'Hastings-Sunrise', 'E Hastings St', '604'],
  ['V3T 0A1', 'Surrey Central', 'King George Blvd', '604'],
  ['T2E 7L7', 'Calgary Northeast', 'Edmonton Trail NE', '403'],
  ['T3A 0A1', 'Calgary Northwest', 'Crowchild Trail NW', '403'],
  ['K1L 8J8', 'Vanier', 'Montréal Rd', '613'],
  ['K2B 8J6', 'Ottawa West', 'Carling Ave', '613'],
];

const toSite = ([postalCode, name, street, areaCode]: Row): StoreSite => ({ postalCode, name, street, areaCode });

export const US_STORE_SITES: readonly StoreSite[] = US.map(toSite);
export const CA_STORE_SITES: readonly StoreSite[] = CA.map(toSite);
