import { CityCard } from "#app/components/city-card.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { renderStatic } from "#app/components/markdown-html.server.tsx";
import type { CardCity } from "#app/components/city-card-data.ts";

/** The home page's grid of cities, to show as it is: it holds no state. */
export function cityGridHtml(cities: readonly CardCity[], isLite: boolean): string {
  return renderStatic(
    <section aria-labelledby="cities">
      <Heading level={2} size="section" id="cities">
        Explore Ghana's cities
      </Heading>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cities.map((city) => (
          <CityCard key={city.slug} city={city} />
        ))}
      </div>
    </section>,
    isLite,
  );
}
