// The shortlist form without scripts (POST /shortlist, docs/decisions/025): Save on a card or
// hotel page sends save=<slug>, Remove on the shortlist sends remove=<slug>. Server-side only.
import { SitePathSchema } from "#app/domain/pages/lite-mode.ts";
import { isHotelSlug } from "#app/domain/hotel-lists/shortlist.ts";
import { z } from "#app/domain/shared/zod.ts";

const HotelSlugSchema = z
  .string()
  .refine(isHotelSlug, "That is not the address of a hotel on our site. Go back and try again.");

export const ShortlistFormSchema = z
  .object({
    save: HotelSlugSchema.optional(),
    remove: HotelSlugSchema.optional(),
  })
  .refine((form) => (form.save === undefined) !== (form.remove === undefined), {
    error: "Press Save on a hotel, or Remove on your shortlist, to change the list.",
  });

/** The page a no-JS Save came from (its Referer), to offer a way back; undefined when not ours. */
export function pageSavedFrom(referer: string | null, host: string): string | undefined {
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (url.host !== host) return undefined;
  const path = `${url.pathname}${url.search}`;
  return SitePathSchema.safeParse(path).success && url.pathname !== "/shortlist" ? path : undefined;
}
