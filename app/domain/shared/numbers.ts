// Numbers as pages show them, grouped by thousands: "1,850". Written out here rather than with
// `toLocaleString` or Intl.NumberFormat: the first number format a page makes loads the browser's
// locale data, about 30 ms on a slow phone, which every hotel list paid while hydrating its
// cards' prices (issue 42). The site writes numbers the same way in English and French.

/** 1850 → "1,850", 4.8 → "4.8": up to three decimals, as toLocaleString("en-US") writes them. */
export function formatNumber(value: number): string {
  const [whole, fraction] = String(Math.round(Math.abs(value) * 1_000) / 1_000).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}
