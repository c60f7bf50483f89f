import { Link } from "react-router";
import type { CardCity } from "#app/components/city-card-data.ts";
import { TapToLoad } from "#app/components/tap-to-load.tsx";

export function CityCard({
  city,
  isLazy = true,
  headingLevel = 3,
}: {
  city: CardCity;
  isLazy?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <TapToLoad
        isLazy={isLazy}
        src={city.image}
        alt={`Illustration of ${city.name}`}
        className="aspect-[3/2] w-full"
      >
        <img
          src={city.image}
          alt={`Illustration of ${city.name}`}
          width={600}
          height={400}
          loading={isLazy ? "lazy" : "eager"}
          decoding="async"
          className="aspect-[3/2] w-full bg-brand-100 object-cover"
        />
      </TapToLoad>
      <div className="p-5">
        <Heading className="text-xl font-semibold text-slate-900">
          <Link to={`/${city.slug}`} className="after:absolute after:inset-0">
            {city.name}
          </Link>
        </Heading>
        <p className="mt-1 text-sm font-medium text-brand-800">
          {city.hotelCount > 0 ? `${city.hotelCount}+ hotels available` : city.region}
        </p>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-700">{city.description}</p>
      </div>
    </article>
  );
}
