// The home page's fixed words (its heading and lead, the search box's disclosure, the headings of
// its hotel and post lists), as markup held out of the page's script (app/hydration/server-markup.server.ts):
// they never change in the browser, so the browser keeps the server's markup instead of a copy of
// their words in the home page's script. Rendered once, with the site's own components.
import { renderToStaticMarkup } from "react-dom/server";
import { DISCLOSURE_PATH } from "#app/components/partner-note.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

export const HOME_HERO_HTML = renderToStaticMarkup(
  <>
    <Heading level={1} size="display" className="max-w-3xl">
      Find your stay in Ghana, from Accra&apos;s beaches to the savanna north
    </Heading>
    <p className="mt-5 max-w-2xl text-lg leading-8 text-brand-50">
      Compare hotels city by city, read practical guides to visas, money and getting around, and
      book with our travel partner in Ghanaian Cedi or US Dollars.
    </p>
  </>,
);

/** Under the search tabs: where a search goes, and how we earn from it. */
export const SEARCH_DISCLOSURE_HTML = renderToStaticMarkup(
  <p className="mt-3 text-xs text-slate-600">
    Searches open our travel partner in a new tab. Prices are in Ghanaian Cedi (GHS) or US Dollars.
    We may earn a commission when you book, at no extra cost to you.{" "}
    <a href={DISCLOSURE_PATH} className="underline underline-offset-2">
      How we earn
    </a>
  </p>,
);

/** Over the popular hotels; the section is labelled by its heading's id. */
export const POPULAR_INTRO_HTML = renderToStaticMarkup(
  <>
    <Heading level={2} size="section" id="popular-hotels">
      Popular Hotels in Ghana
    </Heading>
    <p className="mt-2 text-slate-700">The stays our editors rate highest, across every city.</p>
  </>,
);

/** Over the latest posts: the heading and the way to all of them. */
export const LATEST_POSTS_HEADER_HTML = renderToStaticMarkup(
  <>
    <Heading level={2} size="section" id="latest-posts">
      Latest from the Ghana Travel Blog
    </Heading>
    <a
      href="/blog"
      className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
    >
      View All Articles
    </a>
  </>,
);
