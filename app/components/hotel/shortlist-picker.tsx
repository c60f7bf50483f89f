// Saved hotels as cards, each with a Compare box (and Remove on the visitor's own list), and the
// control that opens /compare with the chosen two to four. Without scripts it is a plain GET
// form to /compare (the boxes send hotels=a&hotels=b, which /compare reads as well). The boxes
// join that form by its id, so each card's Save and each Remove is a form of its own beside it
// (forms cannot nest), posting to /shortlist without scripts (docs/decisions/025).
import { useId, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { HotelCard } from "#app/components/hotel/hotel-card.tsx";
import { SHORTLIST_ACTION } from "#app/components/hotel/save-hotel-button.tsx";
import { CediRateNote } from "#app/components/price.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import {
  canCompare,
  compareHref,
  COMPARE_MAX,
  COMPARE_MIN,
} from "#app/domain/hotel-lists/shortlist.ts";
import { useHydrated } from "#app/hydration/use-hydrated.ts";
import type { CardHotel } from "#app/components/hotel/hotel-card-data.ts";

export function ShortlistPicker(props: {
  hotels: readonly CardHotel[];
  label: string;
  /** Given on the visitor's own shortlist: a Remove button per hotel. */
  onRemove?: (slug: string) => void;
}) {
  const isHydrated = useHydrated();
  const navigate = useNavigate();
  const formId = useId();
  const [selected, setSelected] = useState<readonly string[]>([]);
  // A hotel removed from the list leaves the selection too.
  const chosen = selected.filter((slug) => props.hotels.some((hotel) => hotel.slug === slug));
  const isReady = canCompare(chosen.length);

  const toggle = (slug: string, isChecked: boolean) =>
    setSelected(isChecked ? [...chosen, slug] : chosen.filter((other) => other !== slug));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isReady) void navigate(compareHref(chosen));
  };

  return (
    <div>
      <Heading level={2} size="minor" className="mb-4">
        {`${props.label} (${props.hotels.length})`}
      </Heading>
      <form
        id={formId}
        method="get"
        action="/compare"
        onSubmit={submit}
        className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
      >
        <p className="text-slate-800" aria-live="polite">
          {`Tick ${COMPARE_MIN} to ${COMPARE_MAX} hotels to compare them side by side.`}
          {isHydrated ? ` ${chosen.length} selected.` : null}
        </p>
        {isHydrated && isReady ? (
          <Link to={compareHref(chosen)} className={buttonClass()}>
            Compare selected ({chosen.length})
          </Link>
        ) : (
          <Button type="submit" disabled={isHydrated}>
            Compare selected{isHydrated ? ` (${chosen.length})` : ""}
          </Button>
        )}
      </form>
      <ul aria-label={props.label} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {props.hotels.map((hotel) => {
          const isChecked = chosen.includes(hotel.slug);
          return (
            <li key={hotel.slug} className="flex flex-col gap-3">
              {/* A grid cell stretches the card, so the boxes below line up across a row. */}
              <div className="grid flex-1">
                <HotelCard hotel={hotel} />
              </div>
              <div className="flex flex-wrap items-center justify-between gap-3 px-1">
                <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
                  <input
                    type="checkbox"
                    form={formId}
                    name="hotels"
                    value={hotel.slug}
                    checked={isChecked}
                    disabled={isHydrated && !isChecked && chosen.length >= COMPARE_MAX}
                    onChange={(event) => toggle(hotel.slug, event.target.checked)}
                    className="size-4 accent-brand-700"
                  />
                  Compare<span className="sr-only">{` ${hotel.name}`}</span>
                </label>
                {props.onRemove ? (
                  <form method="post" action={SHORTLIST_ACTION}>
                    <button
                      type="submit"
                      name="remove"
                      value={hotel.slug}
                      onClick={(event) => {
                        event.preventDefault();
                        props.onRemove?.(hotel.slug);
                      }}
                      className="rounded-md px-2 py-1 text-sm font-semibold text-slate-700 underline underline-offset-2 hover:text-rose-800"
                    >
                      Remove<span className="sr-only">{` ${hotel.name} from your shortlist`}</span>
                    </button>
                  </form>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {props.hotels.length > 0 ? <CediRateNote className="mt-4" /> : null}
    </div>
  );
}
