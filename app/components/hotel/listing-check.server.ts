// A hotel page's listing check as server HTML held out of the page's script (decision 023): the
// browser only shows it, so its words and rules (the "last confirmed" year) stay on the server.
import { createElement } from "react";
import type { RouterContextProvider } from "react-router";
import { renderStatic } from "#app/components/markdown-html.server.tsx";
import { ListingCheck, type ListingCheckWords } from "#app/components/hotel/listing-check.tsx";
import { keepServerMarkup } from "#app/hydration/server-markup.server.ts";
import type { Hotel } from "#app/models/types.ts";

const LISTING_CHECK_ID = "listing-check-block";

export function holdListingCheck(
  context: Readonly<RouterContextProvider>,
  listing: Hotel["listing"],
  words?: ListingCheckWords,
) {
  if (!listing.checkedOn || listing.sources.length === 0) return null;
  const html = renderStatic(createElement(ListingCheck, { listing, words }), false, "listing-");
  return keepServerMarkup(context, LISTING_CHECK_ID, html);
}
