// The stay remembered in the akwaaba_stay cookie, put into a stay form once scripts run: cached
// pages are the same for everyone, so the HTML never carries it (decision 024). Only fields the
// traveller has not changed are filled, so running again (when they come back to this tab, after
// a Book Now in another may have changed the cookie) never overwrites their typing.
import { addDays, partyLabel, readStayCookie, STAY_LIMITS } from "#app/domain/partners/stay.ts";

/**
 * The remembered stay as the home page's Stays tab shows it: dates still ahead (a past stay
 * keeps only its party) and the party as "2 travelers, 1 room".
 */
export function rememberedSearch(now = new Date()) {
  const stay = readStayCookie(document.cookie);
  if (!stay) return null;
  const today = now.toISOString().slice(0, 10);
  return {
    dates: stay.checkin >= today ? { checkin: stay.checkin, checkout: stay.checkout } : null,
    travelers: partyLabel(stay),
  };
}

export function fillStayForm(form: HTMLFormElement | null | undefined, now = new Date()) {
  if (!form) return;
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  const checkin = input("checkin");
  const checkout = input("checkout");
  if (!checkin || !checkout) return;
  // Ghana keeps GMT all year: its calendar day is the UTC one.
  const today = now.toISOString().slice(0, 10);
  const stay = readStayCookie(document.cookie);
  if (stay) {
    const { checkin: from, checkout: to, ...party } = stay;
    const values: Record<string, string | number> =
      from >= today ? { checkin: from, checkout: to, ...party } : party;
    for (const [name, value] of Object.entries(values)) {
      const field = input(name);
      // Untouched: the shown value is still the markup's, which then follows the new one.
      if (field && field.value === field.defaultValue) field.defaultValue = String(value);
    }
  }
  const limit = () => {
    checkin.min = today;
    checkin.max = addDays(today, STAY_LIMITS.maxDaysAhead);
    checkout.min = addDays(checkin.value || today, 1);
    checkout.max = checkin.value ? addDays(checkin.value, STAY_LIMITS.maxNights) : "";
  };
  limit();
  checkin.onchange = limit;
}
