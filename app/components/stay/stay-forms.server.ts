// The stay forms as held server HTML (app/hydration/server-markup.server.ts): the page's script carries
// only their ids, so hotel pages and lists pay no script for their markup. They are the same
// for everyone on lists, where the browser fills in the remembered stay (remembered-stay.ts); a
// hotel page's carries the visitor's remembered stay, and is then never kept in a shared cache.
import { createElement } from "react";
import type { RouterContextProvider } from "react-router";
import { renderStatic } from "#app/components/markdown-html.server.tsx";
import { BookStayForm, type BookStayWords } from "#app/components/stay/book-stay-form.tsx";
import type { ShownStay } from "#app/components/stay/stay-inputs.tsx";
import { YourDatesForm, type YourDatesWords } from "#app/components/stay/your-dates-form.tsx";
import { keepServerMarkup } from "#app/hydration/server-markup.server.ts";

export const BOOK_STAY_FORM_ID = "book-stay-form";
export const YOUR_DATES_FORM_ID = "your-dates-form";

/** A hotel page's Book Now form, showing the stay it will send. */
export function holdBookStayForm(
  context: Readonly<RouterContextProvider>,
  hotel: { slug: string; name: string },
  stay: ShownStay,
  words?: BookStayWords,
) {
  const form = createElement(BookStayForm, { ...hotel, stay, placement: "hotel-page", words });
  return keepServerMarkup(context, BOOK_STAY_FORM_ID, renderStatic(form, false, "stay-"));
}

/** A hotel list's "Your dates" form, which brings the reader back to `returnTo`. */
export function holdYourDatesForm(
  context: Readonly<RouterContextProvider>,
  url: URL,
  words?: YourDatesWords,
) {
  const form = createElement(YourDatesForm, { returnTo: `${url.pathname}${url.search}`, words });
  return keepServerMarkup(context, YOUR_DATES_FORM_ID, renderStatic(form, false, "stay-"));
}
