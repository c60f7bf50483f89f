// What a public page answers (the HTTP side of the content snapshot's redirects and archive) for a slug that is not published: a renamed item's old slug leads to
// its new page (301, whatever the chain of renames), an archived item is 410 Gone, anything else
// 404. Drafts are 404, so an unpublished page gives nothing away. A published hotel whose listing
// is unverified leads to its city (301).
import { data, redirect } from "react-router";
import type { AddressedType } from "#app/domain/content/content-schemas.ts";
import { getContent } from "#app/models/content-snapshot/serve.server.ts";

type MissingOutcome = { status: 301; target: string } | { status: 410 } | { status: 404 };

/**
 * The answer for a slug that is not published, apart from its address: the loaders and the stored
 * 404 page (app/pages/not-found-page.server.ts) read the same decision.
 */
export async function missingContentOutcome(
  type: AddressedType,
  slug: string,
  pathOf: (slug: string) => string,
): Promise<MissingOutcome> {
  const content = await getContent();
  const target = content.redirects[type].get(slug);
  if (target) return { status: 301, target: pathOf(target) };
  // A hotel no public source confirms yet is not listed; its city's page is the nearest answer.
  const unlistedCity = type === "hotels" ? content.unlistedHotels.get(slug) : undefined;
  if (unlistedCity) return { status: 301, target: `/${unlistedCity}` };
  if (content.archived[type].has(slug)) return { status: 410 };
  return { status: 404 };
}

export async function missingContent(
  type: AddressedType,
  slug: string,
  pathOf: (slug: string) => string,
) {
  const outcome = await missingContentOutcome(type, slug, pathOf);
  if (outcome.status === 301) return redirect(outcome.target, 301);
  if (outcome.status === 410) return data({ gone: type }, { status: 410 });
  return data({ notFound: type }, { status: 404 });
}
