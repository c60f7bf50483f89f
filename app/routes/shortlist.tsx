// The visitor's shortlist: hotels saved with Save, kept in this browser (docs/decisions/020).
// No loader can see localStorage, so the server renders the page's frame and the browser fills
// in the cards, loading them from this same loader with ?hotels=slug,slug. A link with ?hotels=
// (a shortlist someone shared) is rendered in full on the server, scripts or not.
import { data, Link } from "react-router";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { HotelGrid } from "#app/components/hotel/hotel-card.tsx";
import { ShortlistPicker } from "#app/components/hotel/shortlist-picker.tsx";
import { useHotelCards } from "#app/components/hotel/use-hotel-cards.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { removeFromShortlist, useShortlist } from "#app/browser/shortlist.ts";
import { parseHotelListQuery } from "#app/domain/hotel-list-query.ts";
import { SHORTLIST_LIMIT } from "#app/domain/shortlist.ts";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import { useHydrated } from "#app/hydration/use-hydrated.ts";
import { toCardHotel, type CardHotel } from "#app/models/cards.ts";
import { findHotelBySlug } from "#app/models/hotels.server.ts";
import { trail } from "#app/seo/breadcrumbs.ts";
import { buildMeta } from "#app/seo/meta.ts";
import type { Route } from "./+types/shortlist";

const CRUMBS = trail({ label: "Shortlist", href: "/shortlist" });

interface ShortlistData {
  /** The page was asked for named hotels (?hotels=). */
  isShared: boolean;
  hotels: CardHotel[];
  /** Slugs asked for that no listed hotel has (taken down, renamed). */
  missing: string[];
  /** Why ?hotels= was refused, for a 400. */
  problem: string | null;
  /** Set in the browser when the server could not be reached. */
  isUnavailable: boolean;
}

const NOTHING_ASKED: ShortlistData = {
  isShared: false,
  hotels: [],
  missing: [],
  problem: null,
  isUnavailable: false,
};

export async function loader({ url }: Route.LoaderArgs) {
  const query = parseHotelListQuery(url.searchParams, SHORTLIST_LIMIT);
  if (query.kind === "none") return data(NOTHING_ASKED);
  if (query.kind === "invalid") {
    return data({ ...NOTHING_ASKED, isShared: true, problem: query.message }, { status: 400 });
  }
  const found = await Promise.all(query.slugs.map((slug) => findHotelBySlug(slug)));
  return data<ShortlistData>({
    ...NOTHING_ASKED,
    isShared: true,
    hotels: found.flatMap((hotel) => (hotel ? [toCardHotel(hotel)] : [])),
    missing: query.slugs.filter((_, index) => !found[index]),
  });
}

/** Offline or with the server down, the shortlist says so instead of failing the whole page. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch {
    return { ...NOTHING_ASKED, isUnavailable: true };
  }
}

export default function ShortlistRoute({ loaderData }: Route.ComponentProps) {
  const { isShared, problem } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <Breadcrumbs crumbs={CRUMBS} />
      <Heading level={1} size="page" className="mt-4">
        {isShared ? "A shared shortlist" : "Your shortlist"}
      </Heading>
      {problem ? (
        <RefusedList problem={problem} />
      ) : isShared ? (
        <SharedShortlist hotels={loaderData.hotels} missing={loaderData.missing} />
      ) : (
        <OwnShortlist />
      )}
    </div>
  );
}

function OwnShortlist() {
  const isHydrated = useHydrated();
  const slugs = useShortlist();
  const { hotels, missing, isLoading, isUnavailable } = useHotelCards(slugs);
  return (
    <>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Hotels you save appear here: press Save on any hotel card or hotel page. Your shortlist is
        kept in this browser, with no account needed. Tick two to four hotels to compare them side
        by side.
      </p>
      <noscript>
        <p className="mt-4 max-w-3xl rounded-xl border border-amber-200 bg-amber-50 p-4 text-slate-800">
          Saving hotels needs JavaScript, which is off in this browser. You can still{" "}
          <Link to="/hotels" className="font-semibold underline">
            browse every hotel
          </Link>{" "}
          and open a shortlist link someone shared with you.
        </p>
      </noscript>
      {/* The list is known only in the browser: the space an empty one takes is kept from the
          first paint, so nothing below moves when it appears. */}
      <div className="mt-8 min-h-64">
        {!isHydrated ? null : slugs.length === 0 ? (
          <EmptyShortlist />
        ) : isLoading && hotels.length === 0 ? (
          <HotelGrid hotels={[]} isLoading skeletons={Math.min(slugs.length, 6)} />
        ) : (
          <>
            {isUnavailable ? (
              <p role="alert" className="mb-6 rounded-xl border border-amber-200 bg-amber-50 p-4">
                We could not load your saved hotels just now. Check your connection and reload the
                page.
              </p>
            ) : null}
            {hotels.length > 0 ? (
              <ShortlistPicker
                hotels={hotels}
                label="Saved hotels"
                onRemove={removeFromShortlist}
              />
            ) : null}
            <MissingHotels slugs={missing} onRemove={removeFromShortlist} />
          </>
        )}
      </div>
    </>
  );
}

function EmptyShortlist() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <p className="text-lg font-semibold text-slate-900">You have not saved any hotels yet</p>
      <p className="mt-2 text-slate-700">
        Press Save on a hotel you like, and it waits for you here, ready to compare.
      </p>
      <Link to="/hotels" className={buttonClass({ className: "mt-5" })}>
        Browse hotels
      </Link>
    </div>
  );
}

function SharedShortlist(props: { hotels: CardHotel[]; missing: string[] }) {
  return (
    <>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        These hotels were shared with you. Press Save on any of them to keep it in{" "}
        <Link to="/shortlist" className="font-semibold text-brand-800 underline">
          your own shortlist
        </Link>
        , or tick two to four to compare them side by side.
      </p>
      <div className="mt-8">
        {props.hotels.length > 0 ? (
          <ShortlistPicker hotels={props.hotels} label="Shared hotels" />
        ) : null}
        <MissingHotels slugs={props.missing} />
      </div>
    </>
  );
}

function MissingHotels(props: { slugs: readonly string[]; onRemove?: (slug: string) => void }) {
  if (props.slugs.length === 0) return null;
  return (
    <section aria-labelledby="missing-hotels" className="mt-8">
      <Heading level={2} size="minor" id="missing-hotels">
        No longer listed
      </Heading>
      <p className="mt-1 text-slate-700">These hotels are no longer listed on our site.</p>
      <ul className="mt-3 space-y-2">
        {props.slugs.map((slug) => (
          <li key={slug} className="flex items-center gap-3 text-slate-800">
            <span>{slug}</span>
            {props.onRemove ? (
              <button
                type="button"
                onClick={() => props.onRemove?.(slug)}
                className="text-sm font-semibold underline underline-offset-2"
              >
                Remove<span className="sr-only">{` ${slug} from your shortlist`}</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RefusedList({ problem }: { problem: string }) {
  return (
    <div className="mt-6 max-w-3xl rounded-xl border border-amber-200 bg-amber-50 p-6">
      <p className="font-semibold text-slate-900">This shortlist link is not one we can read.</p>
      <p className="mt-2 text-slate-800">{problem}</p>
      <p className="mt-4">
        <Link to="/shortlist" className="font-semibold text-brand-800 underline">
          Open your own shortlist
        </Link>
      </p>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = matches[0].loaderData.site;
  return buildMeta(site, {
    title: "Your shortlist",
    description:
      "The hotels in Ghana you saved, kept in this browser: compare two to four side by side and book with our travel partner.",
    path: "/shortlist",
    index: false,
  });
};

export const headers: Route.HeadersFunction = publicPageHeaders;
