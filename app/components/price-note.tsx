// What a price on a list is, said once beside each list of prices (issue 29).
import { Link } from "react-router";
import { useChrome, useSiteConfig } from "#app/site-config.ts";

/** Said once beside each list of prices: what a price is and the taxes Ghana may add (issue 29). */
export const HOW_WE_LIST_PATH = "/pages/how-we-list-and-order-hotels";

/** An undated figure must not read as today's: the note says where each rate's date is. */
export function PriceNote({
  price,
}: {
  /** The note in another language than English (French pages). */
  price?: string;
}) {
  const { priceNote } = useSiteConfig();
  // The link's words in the page's language, from the root's data; its page may be English only.
  const words = useChrome().cards;
  return (
    <p className="mt-1 text-sm text-slate-600">
      {price ?? priceNote}{" "}
      <Link
        to={HOW_WE_LIST_PATH}
        className="underline"
        hrefLang={words.howWeListLang}
        lang={words.howWeListLang}
      >
        {words.howWeList}
      </Link>
    </p>
  );
}
