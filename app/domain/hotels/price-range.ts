/** The price-range label of a nightly rate in USD, matching the site's budget ($25-$75) and luxury ($150+) copy. */
export function priceRangeLabel(price: number): string {
  if (price <= 75) return "Budget";
  if (price <= 150) return "Mid-range";
  if (price <= 250) return "Upscale";
  return "Luxury";
}
