// What both landing pages' loaders answer: one page of their own hotels (404 past the last page)
// and the related articles for their travel style, read from the content snapshot.
import { data } from "react-router";
import { parseHotelFilters } from "#app/domain/hotel-lists/hotel-filter-query.ts";
import { PAGE_SIZE, pageCountFor, pageOf } from "#app/domain/hotel-lists/paging.ts";
import { toCardHotel } from "#app/components/hotel/hotel-card-data.ts";
import { toCardPost } from "#app/components/blog/blog-card-data.ts";
import { listRelatedPosts } from "#app/models/posts.server.ts";
import type { Hotel } from "#app/models/types.ts";

export async function loadLandingListing(
  url: URL,
  selected: readonly Hotel[],
  relatedCategory: string,
) {
  const parsed = parseHotelFilters(url.searchParams, "lenient");
  const page = parsed.success ? parsed.filters.page : 1;
  const pageCount = pageCountFor(selected.length, PAGE_SIZE);
  if (page > pageCount) throw data(null, { status: 404 });
  const related = await listRelatedPosts({ category: relatedCategory, limit: 4 });
  return {
    total: selected.length,
    page,
    pageCount,
    hotels: pageOf(selected, page, PAGE_SIZE).map(toCardHotel),
    related: related.map(toCardPost),
  };
}
