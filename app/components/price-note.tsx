// What a price on a list is, said once beside each list of prices (issue 29).
import { Link } from "react-router";
import { useSiteConfig } from "#app/site-config.ts";

/** Said once beside each list of prices: what a price is and the taxes Ghana may add (issue 29). */
export const HOW_WE_LIST_PATH = "/pages/how-we-list-and-order-hotels";

/** An undated figure must not read as today's: the note says where each rate's date is. */
export function PriceNote() {
  const { priceNote } = useSiteConfig();
  return (
    <p className="mt-1 text-sm text-slate-600">
      {priceNote}{" "}
      <Link to={HOW_WE_LIST_PATH} className="underline">
        How we list and order hotels
      </Link>
    </p>
  );
}
