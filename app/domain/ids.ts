// Row ids from the URL or a form: a positive whole number written plainly ("12", never "012",
// "1e3", " 12" or "12.0"), so one id has one spelling and a typo is "no such item", not another.
const ID = /^[1-9]\d{0,14}$/;

/** The id `value` spells, or null when it spells none. Callers answer null with their own 404. */
export function parseId(value: string | null | undefined): number | null {
  return value !== null && value !== undefined && ID.test(value) ? Number(value) : null;
}
