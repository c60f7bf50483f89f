// The visitor's shortlist: hotels saved with Save (docs/decisions/020 and 025). The list is in a
// cookie that the page's scripts and the no-JS Save form (this route's action) both write, so the
// server renders it in full, scripts or not; that page is the visitor's own and never cached.
// Scripts then follow the browser's copy, loading cards for newly saved hotels from this loader
// with ?hotels=slug,slug. A link with ?hotels= (a shortlist someone shared) is public.
import { data, Link, redirect } from "react-router";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { HotelGrid } from "#app/components/hotel/hotel-card.tsx";
import { ShortlistPicker } from "#app/components/hotel/shortlist-picker.tsx";
import { ServerShortlist } from "#app/components/hotel/save-hotel-button.tsx";
import { useHotelCards, type HotelCardsData } from "#app/components/hotel/use-hotel-cards.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { removeFromShortlist, useShortlist } from "#app/browser/shortlist.ts";
import { parseHotelListQuery } from "#app/domain/hotel-lists/hotel-list-query.ts";
import { formFields } from "#app/domain/forms/form-fields.ts";
import { SitePathSchema } from "#app/domain/pages/lite-mode.ts";
import {
  addSlug,
  readShortlistCookie,
  removeSlug,
  SHORTLIST_LIMIT,
  shortlistCookie,
} from "#app/domain/hotel-lists/shortlist.ts";
import { pageSavedFrom, ShortlistFormSchema } from "#app/domain/hotel-lists/shortlist-form.ts";
import { getEnv } from "#app/env.server.ts";
import { publicPageHeaders, SERVER_MAX_AGE_HEADER } from "#app/http/cache-headers.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { isSameOrigin } from "#app/http/same-origin.server.ts";
import { useHydrated } from "#app/hydration/use-hydrated.ts";
import { toCardHotel, type CardHotel } from "#app/components/hotel/hotel-card-data.ts";
import { findHotelBySlug } from "#app/models/hotels.server.ts";
import { trail } from "#app/seo/breadcrumbs.ts";
import { buildMeta } from "#app/seo/meta.ts";
import type { Route } from "./+types/shortlist";

const CRUMBS = trail({ label: "Shortlist", href: "/shortlist" });

interface ShortlistData extends HotelCardsData {
  /** The page was asked for named hotels (?hotels=). */
  isShared: boolean;
  /** Why ?hotels= was refused, for a 400. */
  problem: string | null;
  /** What a no-JS Save or Remove just did, and the page it came from. */
  notice: { done: "saved" | "removed"; name: string; from?: string } | null;
}

const NOTHING_ASKED: ShortlistData = {
  isShared: false,
  hotels: [],
  missing: [],
  problem: null,
  isUnavailable: false,
  notice: null,
};

/** The visitor's own list is per visitor: no shared cache may keep it. */
const OWN_LIST_HEADERS = { "Cache-Control": "private, no-store" };
/**
 * Without a shortlist cookie the list is empty, the same page for every such visitor: the
 * server's page cache keeps it (it serves a visitor with the cookie afresh, server/page-cache.ts).
 */
const NO_LIST_HEADERS = { ...OWN_LIST_HEADERS, [SERVER_MAX_AGE_HEADER]: "60" };

async function findCards(slugs: readonly string[]) {
  const found = await Promise.all(slugs.map((slug) => findHotelBySlug(slug)));
  return {
    hotels: found.flatMap((hotel) => (hotel ? [toCardHotel(hotel)] : [])),
    missing: slugs.filter((_, index) => !found[index]),
  };
}

async function noticeFrom(url: URL): Promise<ShortlistData["notice"]> {
  const slug = url.searchParams.get("saved") ?? url.searchParams.get("removed");
  const hotel = slug ? await findHotelBySlug(slug) : undefined;
  if (!hotel) return null;
  const from = SitePathSchema.safeParse(url.searchParams.get("from"));
  return {
    done: url.searchParams.has("saved") ? "saved" : "removed",
    name: hotel.name,
    from: from.success ? from.data : undefined,
  };
}

export async function loader({ url, request }: Route.LoaderArgs) {
  const query = parseHotelListQuery(url.searchParams, SHORTLIST_LIMIT);
  if (query.kind === "none") {
    const own = readShortlistCookie(request.headers.get("cookie"));
    return data<ShortlistData>(
      { ...NOTHING_ASKED, ...(await findCards(own ?? [])), notice: await noticeFrom(url) },
      { headers: own ? OWN_LIST_HEADERS : NO_LIST_HEADERS },
    );
  }
  if (query.kind === "invalid") {
    return data({ ...NOTHING_ASKED, isShared: true, problem: query.message }, { status: 400 });
  }
  return data<ShortlistData>({
    ...NOTHING_ASKED,
    isShared: true,
    ...(await findCards(query.slugs)),
  });
}

/** Save and Remove without scripts: the list is kept in the cookie, then the shortlist opens. */
export async function action({ request }: Route.ActionArgs) {
  if (!isSameOrigin(request)) {
    return data({ problem: "Save hotels from the buttons on this site's pages." }, { status: 403 });
  }
  let fields: Record<string, string>;
  try {
    fields = formFields(await readFormData(request));
  } catch (error) {
    // A body that is not a form fails to parse with a TypeError.
    if (!(error instanceof TypeError)) throw error;
    fields = {};
  }
  const parsed = ShortlistFormSchema.safeParse(fields);
  if (!parsed.success) {
    const problem = parsed.error.issues[0]?.message ?? "That did not change your shortlist.";
    return data({ problem }, { status: 400, headers: OWN_LIST_HEADERS });
  }
  const { save, remove } = parsed.data;
  const own = readShortlistCookie(request.headers.get("cookie")) ?? [];
  const next = save ? addSlug(own, save, SHORTLIST_LIMIT) : removeSlug(own, remove!);
  const answer = new URLSearchParams(save ? { saved: save } : { removed: remove! });
  const from = pageSavedFrom(request.headers.get("referer"), new URL(request.url).host);
  if (from) answer.set("from", from);
  return redirect(`/shortlist?${answer}`, {
    status: 303,
    headers: {
      "Set-Cookie": shortlistCookie(next, { isSecure: getEnv().isProduction }),
      ...OWN_LIST_HEADERS,
    },
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

export default function ShortlistRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { isShared, problem } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <Breadcrumbs crumbs={CRUMBS} />
      <Heading level={1} size="page" className="mt-4">
        {isShared ? "A shared shortlist" : "Your shortlist"}
      </Heading>
      {actionData ? (
        <p
          role="alert"
          className="mt-6 max-w-3xl rounded-xl border border-amber-200 bg-amber-50 p-4"
        >
          {actionData.problem}
        </p>
      ) : null}
      {problem ? (
        <RefusedList problem={problem} />
      ) : isShared ? (
        <SharedShortlist hotels={loaderData.hotels} missing={loaderData.missing} />
      ) : (
        <OwnShortlist
          saved={loaderData.hotels}
          missing={loaderData.missing}
          notice={loaderData.notice}
        />
      )}
    </div>
  );
}

function OwnShortlist(props: {
  /** The list as the server read it from the cookie: shown until the page has hydrated. */
  saved: CardHotel[];
  missing: string[];
  notice: ShortlistData["notice"];
}) {
  const isHydrated = useHydrated();
  const browserSlugs = useShortlist();
  const savedSlugs = props.saved.map((hotel) => hotel.slug);
  const slugs = isHydrated ? browserSlugs : savedSlugs;
  const cards = useHotelCards(slugs, props.saved);
  const { hotels, isLoading, isUnavailable } = cards;
  const missing = isHydrated ? cards.missing : props.missing;
  return (
    <>
      {props.notice ? <SavedNotice notice={props.notice} /> : null}
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Hotels you save appear here: press Save on any hotel card or hotel page. Your shortlist is
        kept in this browser, with no account needed. Tick two to four hotels to compare them side
        by side.
      </p>
      {/* The space an empty list takes is kept from the first paint, so nothing below moves when
          the browser's copy of the list takes over. */}
      <div className="mt-8 min-h-64">
        {slugs.length === 0 ? (
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
              <ServerShortlist value={savedSlugs}>
                <ShortlistPicker
                  hotels={hotels}
                  label="Saved hotels"
                  onRemove={removeFromShortlist}
                />
              </ServerShortlist>
            ) : null}
            <MissingHotels slugs={missing} onRemove={removeFromShortlist} />
          </>
        )}
      </div>
    </>
  );
}

/** What a Save or Remove without scripts did, with the way back to the page it came from. */
function SavedNotice({ notice }: { notice: NonNullable<ShortlistData["notice"]> }) {
  return (
    <div
      role="status"
      className="mt-6 flex max-w-3xl flex-wrap items-center justify-between gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-slate-900"
    >
      <p className="font-semibold">
        {notice.done === "saved"
          ? `${notice.name} is on your shortlist.`
          : `${notice.name} is off your shortlist.`}
      </p>
      <Link to={notice.from ?? "/hotels"} className="font-semibold text-brand-800 underline">
        {notice.from ? "Back to where you were" : "Browse more hotels"}
      </Link>
    </div>
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
              <form method="post" action="/shortlist">
                <button
                  type="submit"
                  name="remove"
                  value={slug}
                  onClick={(event) => {
                    event.preventDefault();
                    props.onRemove?.(slug);
                  }}
                  className="text-sm font-semibold underline underline-offset-2"
                >
                  Remove<span className="sr-only">{` ${slug} from your shortlist`}</span>
                </button>
              </form>
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
