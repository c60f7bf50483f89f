// What a price on a list is, said once beside each list of prices (issue 29).
import { Link } from "react-router";
import { useSiteConfig } from "#app/site-config.ts";

/** Said once beside each list of prices: what a price is and the taxes Ghana may add (issue 29). */
export const HOW_WE_LIST_PATH = "/pages/how-we-list-and-order-hotels";

/** An undated figure must not read as today's: the note says where each rate's date is. */
export function PriceNote({
  words,
}: {
  /** The note in another language than English; the linked page may be English only. */
  words?: { price: string; howWeList: string; howWeListLang?: string };
}) {
  const { priceNote } = useSiteConfig();
  return (
    <p className="mt-1 text-sm text-slate-600">
      {words?.price ?? priceNote}{" "}
      <Link
        to={HOW_WE_LIST_PATH}
        className="underline"
        hrefLang={words?.howWeListLang}
        lang={words?.howWeListLang}
      >
        {words?.howWeList ?? "How we list and order hotels"}
      </Link>
    </p>
  );
}
