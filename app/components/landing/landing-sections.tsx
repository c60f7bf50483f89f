import type { ReactNode } from "react";
import { PriceNote } from "#app/components/price-note.tsx";
import { useLocation } from "react-router";
import type { Highlight, QuestionAnswer } from "#app/content/landing-pages.ts";
import type { CardPost } from "#app/components/blog/blog-card-data.ts";
import type { CardHotel } from "#app/components/hotel/hotel-card-data.ts";
import { RelatedArticles } from "#app/components/blog/related-articles.tsx";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import type { Crumb } from "#app/seo/breadcrumbs.ts";
import { HotelGrid } from "#app/components/hotel/hotel-card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { TextCards } from "#app/components/ui/text-cards.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { parseInlineLinks } from "#app/domain/text/inline-links.ts";
import { goPath, mapSearchUrl } from "#app/domain/partners/go-links.ts";
import { useSiteConfig } from "#app/site-config.ts";
import { HeroActions } from "#app/components/hero-actions.tsx";
import { HeldYourDatesForm } from "#app/components/stay/server-markup-your-dates-form.tsx";
import type { ServerMarkup } from "#app/domain/text/markdown-html.ts";
import { Icon } from "#app/components/icon.tsx";

/** The page's title band with its two partner links: book, and see the hotels on a map. */
export function Hero(props: {
  crumbs: Crumb[];
  title: string;
  lead: string;
  bookLabel: string;
  mapQuery: string;
  /** Which landing page: its tone, and the partner search its Book button opens (/go/landing/…). */
  tone: "budget" | "luxury";
}) {
  const { partners } = useSiteConfig();
  const background =
    props.tone === "budget"
      ? "from-amber-700 via-amber-800 to-brand-900"
      : "from-emerald-800 via-brand-900 to-slate-900";
  return (
    <section className={`bg-gradient-to-br ${background} text-white`}>
      <div className="mx-auto max-w-7xl px-4 py-16">
        <Breadcrumbs tone="light" crumbs={props.crumbs} />
        <h1 className="mt-4 max-w-3xl text-4xl font-bold sm:text-5xl">{props.title}</h1>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-white/90">{props.lead}</p>
        <HeroActions
          bookHref={goPath("landing", props.tone, "landing-hero")}
          bookLabel={props.bookLabel}
          mapHref={mapSearchUrl(partners, props.mapQuery)}
          mapClassName="rounded-md border border-white px-5 py-3 font-semibold text-white hover:bg-white/10"
        />
      </div>
    </section>
  );
}

export function QuestionList({ entries }: { entries: readonly QuestionAnswer[] }) {
  return (
    <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
      {entries.map((entry) => (
        <div key={entry.question} className="p-6">
          <dt className="text-lg font-semibold text-slate-900">{entry.question}</dt>
          {/* Answers are prose with [label](/path) links (app/domain/text/inline-links.ts). */}
          <dd className="mt-2 leading-7 text-slate-700">
            {parseInlineLinks(entry.answer).map((part, index) =>
              typeof part === "string" ? (
                part
              ) : (
                <a
                  key={index}
                  href={part.href}
                  className="font-semibold text-brand-800 underline hover:text-brand-900"
                >
                  {part.label}
                </a>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A landing page: its hero, then its intro, the page's own sections, and the shared closing. */
export function Page(props: {
  tone: "budget" | "luxury";
  crumbs: Crumb[];
  page: Parameters<typeof Intro>[0]["page"] &
    Parameters<typeof Closing>[0]["page"] & {
      hero: { title: string; lead: string; bookLabel: string; mapQuery: string };
      points: { id: string; title: string; look: "tips" | "features" };
      listing: { id: string; title: string; order: string; label: string; empty: string };
    };
  /** The page's short points (budget tips, luxury features). */
  points: readonly string[];
  /** The page's own path, for its list's page links. */
  path: string;
  loaded: Parameters<typeof Closing>[0]["loaded"] &
    Parameters<typeof Hotels>[0]["loaded"] & { total: number; priceRange?: string };
  children?: ReactNode;
}) {
  const { hero } = props.page;
  const lead = hero.lead
    .replace("{total}", String(props.loaded.total))
    .replace("{priceRange}", props.loaded.priceRange ?? "");
  return (
    <div>
      <Hero
        tone={props.tone}
        crumbs={props.crumbs}
        title={hero.title}
        lead={lead}
        bookLabel={hero.bookLabel}
        mapQuery={hero.mapQuery}
      />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
        <Intro page={props.page} />
        <Points {...props.page.points} items={props.points} />
        <Section
          id={props.page.listing.id}
          title={props.page.listing.title.replace("{total}", String(props.loaded.total))}
          aside={<p className="text-sm font-medium text-slate-600">{props.page.listing.order}</p>}
        >
          <PriceNote />
          <Hotels page={props.page} loaded={props.loaded} path={props.path} />
        </Section>
        {props.children}
        <Closing page={props.page} loaded={props.loaded} />
      </div>
    </div>
  );
}

/** A landing page's short points: budget tips, or luxury features with a tick each. */
export function Points(props: {
  id: string;
  title: string;
  items: readonly string[];
  look: "tips" | "features";
}) {
  return (
    <Section id={props.id} title={props.title}>
      <ul className="mt-6 grid gap-3 md:grid-cols-2">
        {props.items.map((item) =>
          props.look === "tips" ? (
            <li key={item} className="rounded-lg bg-amber-50 p-4 leading-7 text-slate-800">
              {item}
            </li>
          ) : (
            <li key={item} className="flex gap-3 rounded-lg bg-emerald-50 p-4 text-slate-800">
              <Icon name="check" className="mt-1 size-4 shrink-0 text-emerald-700" />
              {item}
            </li>
          ),
        )}
      </ul>
    </Section>
  );
}

/** How both landing pages open: the lead paragraph under a heading for screen readers. */
export function Intro({
  page,
}: {
  page: { introTitle: string; intro: string; highlights: readonly Highlight[] };
}) {
  return (
    <section aria-labelledby="intro">
      <h2 id="intro" className="sr-only">
        {page.introTitle}
      </h2>
      <p className="max-w-3xl text-lg leading-8 text-slate-700">{page.intro}</p>
      <div className="mt-8">
        <TextCards cards={page.highlights} className="grid gap-5 md:grid-cols-3" />
      </div>
    </section>
  );
}

/** A landing page's own hotels, one page at a time, or a note when there are none. */
export function Hotels(props: {
  page: { listing: { label: string; empty: string } };
  loaded: {
    hotels: readonly CardHotel[];
    page: number;
    pageCount: number;
    yourDates: ServerMarkup;
  };
  path: string;
}) {
  const location = useLocation();
  const { listing } = props.page;
  const { hotels, page, pageCount } = props.loaded;
  return (
    <>
      {hotels.length > 0 ? (
        <HeldYourDatesForm part={props.loaded.yourDates} className="mt-6" />
      ) : null}
      <div className="mt-6">
        {hotels.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-700">
            {listing.empty}
          </p>
        ) : (
          <HotelGrid hotels={hotels} label={listing.label} />
        )}
      </div>
      <Pagination page={page} pageCount={pageCount} path={props.path} search={location.search} />
    </>
  );
}

/** How both landing pages end: their questions, more hotels of the kind, and related reading. */
export function Closing(props: {
  page: {
    faq: readonly QuestionAnswer[];
    closing: { faqTitle: string; more: { id: string; title: string }; relatedTitle: string };
  };
  loaded: { more: readonly CardHotel[]; related: readonly CardPost[] };
}) {
  const { faq, closing } = props.page;
  const { more, related } = props.loaded;
  return (
    <>
      <Section id="faq" title={closing.faqTitle}>
        <QuestionList entries={faq} />
      </Section>

      {more.length > 0 ? (
        <Section id={closing.more.id} title={closing.more.title}>
          <div className="mt-6">
            <HotelGrid hotels={more} label={closing.more.title} />
          </div>
        </Section>
      ) : null}

      <RelatedArticles id="related" title={closing.relatedTitle} posts={related} />
    </>
  );
}
