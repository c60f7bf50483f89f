// Shapes of stored content as pages and the JSON API see them (client-safe: types only).

export interface CityHighlight {
  title: string;
  text: string;
}

export interface City {
  slug: string;
  name: string;
  region: string;
  description: string;
  image: string;
  population: string;
  climate: string;
  languages: string;
  highlights: CityHighlight[];
  guide: string;
  hotelCount: number;
  updatedAt: string;
}
