// African Name Generator (SPEC.md sections 2, 5 and 9). The form is a GET form: without JS the
// loader answers `?country=ghana&gender=Female&count=5` with names picked on the server; with JS
// the same picking runs in the browser.
import { data } from "react-router";
import { NameGenerator, type PackedOutcome } from "#app/components/names/name-generator.tsx";
import { namesByCountry } from "#app/content/names.ts";
import { buildMeta } from "#app/seo/meta.ts";
import { generateNames, packNames } from "#app/domain/names/name-picker.ts";
import { parseNameQuery } from "#app/domain/names/name-query.ts";
import { breadcrumbList } from "#app/seo/structured-data.ts";
import type { Route } from "./+types/name-generator";
import { trail } from "#app/seo/breadcrumbs.ts";
import { Heading } from "#app/components/ui/heading.tsx";
import { StayPrompt } from "#app/components/stay-prompt.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { PUBLIC_PAGE_CACHE_CONTROL } from "#app/http/cache-headers.ts";

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

// The Akan day-name table is read from the name records, so the two never disagree.
const akanDayNames = DAYS.map((day) => {
  const born = namesByCountry.ghana.filter(
    (record) => record.origin.startsWith("Akan") && record.meaning.startsWith(`Born on ${day}`),
  );
  return {
    day,
    male: born.find((record) => record.gender === "Male")?.name ?? "",
    female: born.find((record) => record.gender === "Female")?.name ?? "",
  };
});

const total = Object.values(namesByCountry).reduce((sum, list) => sum + list.length, 0);

export function loader({ url }: Route.LoaderArgs) {
  const { count, ...filters } = parseNameQuery(url.searchParams);
  if (count === undefined) {
    // The form alone is the same for every reader: shared caches may keep it.
    const outcome: PackedOutcome = { status: "idle" };
    return data(
      { filters, outcome, total, akanDayNames },
      { headers: { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL } },
    );
  }
  // Names picked at random are each reader's own draw: never kept. The server keeps the page
  // around them and fills in each reader's names (app/pages/drawn-names-page.server.tsx).
  const names = generateNames(filters, count, namesByCountry);
  const outcome: PackedOutcome =
    names.length > 0 ? { status: "found", names: packNames(names) } : { status: "none" };
  return data({ filters, outcome, total, akanDayNames });
}

const CRUMBS = trail({ label: "African Name Generator", href: "/name-generator" });

export default function NameGeneratorRoute({ loaderData }: Route.ComponentProps) {
  const { total, akanDayNames } = loaderData;
  return (
    <div>
      <PageHero
        title="African Name Generator"
        crumbs={CRUMBS}
        width="max-w-6xl"
        lead={`Discover ${total} names from Ghana, Nigeria, Kenya, Ethiopia and South Africa, each with its meaning, language of origin and pronunciation. Filter by country and gender, generate a few at a time, and keep the ones you love.`}
      />

      <div className="mx-auto max-w-6xl px-4 py-12">
        <NameGenerator initialFilters={loaderData.filters} initialOutcome={loaderData.outcome} />

        <section aria-labelledby="day-names" className="mt-16 max-w-3xl">
          <Heading level={2} size="subsection" id="day-names">
            Akan day names
          </Heading>
          <p className="mt-3 leading-7 text-slate-700">
            Among the Akan of Ghana every child receives a name for the day of the week they were
            born, alongside their other names. Spellings vary between Twi and Fante speakers, so you
            may meet Kwesi for Kwasi or Ekua for Akua.
          </p>
          <table className="mt-5 w-full border-collapse text-left text-sm">
            <caption className="sr-only">Akan day names for boys and girls</caption>
            <thead>
              <tr className="border-b-2 border-slate-300 text-slate-900">
                <th scope="col" className="py-2 pr-4">
                  Day of birth
                </th>
                <th scope="col" className="py-2 pr-4">
                  Boy
                </th>
                <th scope="col" className="py-2">
                  Girl
                </th>
              </tr>
            </thead>
            <tbody>
              {akanDayNames.map((row) => (
                <tr key={row.day} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                    {row.day}
                  </th>
                  <td className="py-2 pr-4 text-slate-700">{row.male}</td>
                  <td className="py-2 text-slate-700">{row.female}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-4 text-sm text-slate-600">
            Meanings follow common usage; families often give a name its own story.
          </p>
        </section>

        <StayPrompt
          id="explore"
          title="Meet the names in person"
          text="Hear Akan day names in Kumasi's markets and Ewe names in the Volta hills. Find a place to stay for your trip to Ghana."
          className="mt-16"
        />
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = matches[0].loaderData.site;
  return buildMeta(site, {
    title: "African Name Generator",
    description:
      "Generate African names from Ghana, Nigeria, Kenya, Ethiopia and South Africa with their meanings, origins and pronunciation, including the Akan day names.",
    keywords:
      "African names, Ghanaian names, Akan day names, Yoruba names, Igbo names, Swahili names, Zulu names, name meanings",
    path: "/name-generator",
    jsonLd: [
      {
        "@type": "WebApplication",
        name: "African Name Generator",
        url: `${site.url}/name-generator`,
        applicationCategory: "ReferenceApplication",
        operatingSystem: "Any",
        offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
      },
      breadcrumbList(site, CRUMBS),
    ],
  });
};

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}
