declare module 'zipcodes' {
  export interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    codes: Record<string, ZipInfo>;
    lookup(zip: string | number): ZipInfo | undefined;
    lookupByName(city: string, state: string): ZipInfo[];
    lookupByState(state: string): ZipInfo[];
    distance(a: string | number, b: string | number): number | null;
  };
  export default zipcodes;
}
