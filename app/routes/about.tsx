import { Link } from "react-router";
import { about } from "#app/content/about.ts";
import { buildMeta } from "#app/seo/meta.ts";
import { listCities } from "#app/models/cities.server.ts";
import { listFaqCategories } from "#app/models/faq.server.ts";
import { listGuides } from "#app/models/guides.server.ts";
import type { Route } from "./+types/about";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import { Paragraphs, Section } from "#app/components/ui/section.tsx";
import { TextCards } from "#app/components/ui/text-cards.tsx";
import { PageHero } from "#app/components/page-hero.tsx";

export async function loader() {
  const [cities, faqCategories, guides] = await Promise.all([
    listCities(),
    listFaqCategories(),
    listGuides(),
  ]);
  const hotelCount = cities.reduce((sum, city) => sum + city.hotelCount, 0);
  const faqCount = faqCategories.reduce((sum, category) => sum + category.entries.length, 0);
  return { cityCount: cities.length, hotelCount, guideCount: guides.length, faqCount };
}

export default function AboutRoute({ loaderData, matches }: Route.ComponentProps) {
  const site = matches[0].loaderData.site;
  // Computed figures come from the data (DECISIONS.md item 2); the rest from site config.
  const figures = [
    loaderData.hotelCount > 0
      ? { value: `${loaderData.hotelCount}`, label: "hotels listed" }
      : null,
    { value: `${loaderData.cityCount}`, label: "cities covered" },
    { value: `${loaderData.guideCount}`, label: "travel guides" },
    { value: `${loaderData.faqCount}`, label: "questions answered in our FAQ" },
    { value: site.claims.travellers, label: "travellers helped" },
    { value: site.claims.rating, label: "average visitor rating" },
    { value: site.claims.support, label: "contact form open" },
  ].filter((figure) => figure !== null);

  return (
    <div>
      <PageHero title={`About ${site.name}`} lead={about.intro} />

      <div className="mx-auto max-w-5xl space-y-16 px-4 py-14">
        <Section id="mission" title="Our mission">
          <Paragraphs items={about.mission} />
        </Section>

        <Section id="values" title="What we value">
          <TextCards cards={about.values} className="mt-6 grid gap-6 sm:grid-cols-2" />
        </Section>

        <Section id="impact" title="Our impact">
          <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {figures.map((figure) => (
              <div
                key={figure.label}
                className="flex flex-col rounded-xl bg-brand-50 p-5 text-center"
              >
                <dt className="text-sm text-slate-700">{figure.label}</dt>
                <dd className="order-first text-3xl font-bold text-brand-800">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </Section>

        <Section id="how-we-work" title="How we work">
          <Paragraphs items={about.howWeWork} />
        </Section>

        <Section id="company" title="Company information">
          <Paragraphs items={about.companyInfo}>
            <p>
              Write to us at <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> or use
              our <Link to="/contact">contact form</Link>.
            </p>
          </Paragraphs>
        </Section>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = matches[0].loaderData.site;
  return buildMeta(site, {
    title: "About Us",
    description: `${site.name} helps travellers plan stays in Ghana: hotels by city, honest guides to visas, money and transport, and clear affiliate disclosure.`,
    path: "/about",
    jsonLd: {
      "@type": "AboutPage",
      name: `About ${site.name}`,
      url: `${site.url}/about`,
      publisher: {
        "@type": "Organization",
        name: site.name,
        url: site.url,
        email: site.contactEmail,
      },
    },
  });
};

export const headers: Route.HeadersFunction = publicPageHeaders;
