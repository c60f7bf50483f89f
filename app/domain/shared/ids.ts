// Row ids from the URL or a form: a positive whole number written plainly ("12", never "012",
// "1e3", " 12" or "12.0"), so one id has one spelling and a typo is "no such item", not another.
// Ids are PostgreSQL `serial` columns, so one past 2,147,483,647 names no row (and would be an
// error in the query, not a 404).
const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/** The id `value` spells, or null when it spells none. Callers answer null with their own 404. */
export function parseId(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !ID.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
