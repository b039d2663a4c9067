/**
 * The part of the untyped `zipcodes` package (8.x) the demo uses: its table of US ZIPs and
 * Canadian forward sortation areas. A few rows lack coordinates, hence the nulls.
 */
declare module 'zipcodes' {
  namespace zipcodes {
    interface ZipCode {
      /** A US ZIP ('30303') or a Canadian forward sortation area ('M5V'). */
      zip: string;
      latitude: number | null;
      longitude: number | null;
      city: string;
      /** Two letters in the US; the province's full name in Canada ('Ontario'). */
      state: string;
      country: 'US' | 'Canada';
    }
  }
  const zipcodes: {
    /** Every row, keyed by its zip. */
    readonly codes: Readonly<Record<string, zipcodes.ZipCode>>;
  };
  export = zipcodes;
}
