// What a public page answers (the HTTP side of the content snapshot's redirects and archive) for a slug that is not published: a renamed item's old slug leads to
// its new page (301, whatever the chain of renames), an archived item is 410 Gone, anything else
// 404. Drafts are 404, so an unpublished page gives nothing away. A published hotel whose listing
// is unverified leads to its city (301).
import { data, redirect } from "react-router";
import type { AddressedType } from "#app/domain/content-schemas.ts";
import { getContent } from "#app/models/content-snapshot/serve.server.ts";

export async function missingContent(
  type: AddressedType,
  slug: string,
  pathOf: (slug: string) => string,
) {
  const content = await getContent();
  const target = content.redirects[type].get(slug);
  if (target) return redirect(pathOf(target), 301);
  // A hotel no public source confirms yet is not listed; its city's page is the nearest answer.
  const unlistedCity = type === "hotels" ? content.unlistedHotels.get(slug) : undefined;
  if (unlistedCity) return redirect(`/${unlistedCity}`, 301);
  if (content.archived[type].has(slug)) return data({ gone: type }, { status: 410 });
  return data({ notFound: type }, { status: 404 });
}
