// Recommended travel products (SPEC.md sections 2, 3 and 9): 6 cards (3 when compact) unless
// showAll, with 'View More Travel Essentials' (a retailer search) when more exist. Every card
// opens the retailer in a new tab with the affiliate tag, through /go/, which counts the click.
// The sections hold no state, so the server renders them to HTML (product-section.server.ts).
import type { Product } from "#app/content/products.ts";
import { goPath } from "#app/domain/partners/go-links.ts";
import { OutboundLink } from "#app/components/outbound-link.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { AmazonNote } from "#app/components/partner-note.tsx";
import { Icon } from "#app/components/icon.tsx";
import { TapToLoad } from "#app/components/tap-to-load.tsx";
import { formatNumber } from "#app/domain/shared/numbers.ts";

export function ProductCard({ product }: { product: Product }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <TapToLoad
        isLazy
        src={product.image}
        alt={`Illustration of a ${product.title.toLowerCase()}`}
        className="aspect-[4/3] w-full"
      >
        <img
          src={product.image}
          alt={`Illustration of a ${product.title.toLowerCase()}`}
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full object-cover"
        />
      </TapToLoad>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
          {product.category}
        </p>
        <h3 className="mt-1 text-lg leading-snug font-semibold text-slate-900">{product.title}</h3>
        {product.rating !== null ? (
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
            <Icon name="star-filled" className="size-4 text-kente-gold" />
            {product.rating.toFixed(1)} out of 5
            {product.reviewCount !== null ? ` (${formatNumber(product.reviewCount)} reviews)` : ""}
          </p>
        ) : null}
        <p className="mt-2 text-sm leading-6 text-slate-700">{product.description}</p>
        <ul className="mt-3 space-y-1 text-sm text-slate-700">
          {product.features.slice(0, 3).map((feature) => (
            <li key={feature} className="flex gap-2">
              <Icon name="check" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-5">
          <p>
            <span className="font-bold text-slate-900">{product.price}</span>
            {product.originalPrice ? (
              <s className="ml-2 text-sm text-slate-600">{product.originalPrice}</s>
            ) : null}
          </p>
          <OutboundLink
            href={goPath("product", product.slug, "product-card")}
            className="rounded-md bg-kente-gold px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-yellow-400"
          >
            {product.retailerProductId ? "View product" : "Compare options"}
            <span className="sr-only">: {product.title}</span>
          </OutboundLink>
        </div>
      </div>
    </article>
  );
}

export function ProductSection(props: {
  siteName: string;
  id: string;
  title: string;
  intro: string;
  products: readonly Product[];
  isCompact?: boolean;
  showAll?: boolean;
  /** Amazon's sentence, once a page: a second section on the page leaves it to the first. */
  hasAmazonNote?: boolean;
}) {
  const limit = props.showAll ? props.products.length : props.isCompact ? 3 : 6;
  const shown = props.products.slice(0, limit);
  const hasMore = props.products.length > shown.length;
  return (
    <section aria-labelledby={props.id}>
      <Heading level={2} size="section" id={props.id}>
        {props.title}
      </Heading>
      <p className="mt-2 max-w-3xl text-slate-700">{props.intro}</p>
      {props.hasAmazonNote === false ? null : (
        <AmazonNote siteName={props.siteName} className="mt-2 max-w-3xl" />
      )}
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((product) => (
          <li key={product.slug}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <p className="mt-6">
          <OutboundLink
            href={goPath("product", "more", "products-more")}
            className="inline-block rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
          >
            View More Travel Essentials
          </OutboundLink>
        </p>
      ) : null}
    </section>
  );
}
