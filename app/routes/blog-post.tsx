// Blog post (SPEC.md section 2): tags, title, author, date, reading time, image, the body
// rendered on the server, related articles by first tag (6) and featured hotels (3).
import { data } from "react-router";
import { TagList } from "#app/components/blog/blog-card.tsx";
import { toCardPost } from "#app/components/blog/blog-card-data.ts";
import { toCardHotel } from "#app/components/hotel/hotel-card-data.ts";
import { FactsCheckedNote } from "#app/components/blog/facts-checked.tsx";
import { holdFactSources } from "#app/components/blog/fact-sources.server.ts";
import { ServerMarkupBlock } from "#app/components/server-markup.tsx";
import { RelatedArticles } from "#app/components/blog/related-articles.tsx";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { PostImage } from "#app/components/blog/post-image.tsx";
import { RouteError } from "#app/components/route-error.tsx";
import { HtmlBody } from "#app/components/html-body.tsx";
import { bodyHtmlOf, holdParts } from "#app/components/markdown-html.server.tsx";
import { isLitePage } from "#app/http/lite-page.server.ts";
import { Picture } from "#app/components/picture.tsx";
import { facts } from "#app/content/facts.ts";
import { formatLongDate } from "#app/domain/shared/dates.ts";
import { factsChecked } from "#app/domain/facts/facts.ts";
import { sortHotels } from "#app/domain/hotel-lists/hotel-filters.ts";
import { buildMeta, errorMeta } from "#app/seo/meta.ts";
import { readingTimeLabel } from "#app/domain/text/reading-time.ts";
import { blogPosting, breadcrumbList } from "#app/seo/structured-data.ts";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import { listHotels } from "#app/models/hotels.server.ts";
import { missingContent } from "#app/pages/missing-content.server.ts";
import { findPreview, PREVIEW_HEADERS } from "#app/models/preview.server.ts";
import { PreviewBanner } from "#app/components/preview-banner.tsx";
import { findPostBySlug, listRelatedPosts } from "#app/models/posts.server.ts";
import { FeaturedHotels } from "#app/components/hotel/featured-hotels.tsx";
import type { Route } from "./+types/blog-post";
import { BLOG_CRUMB, trail } from "#app/seo/breadcrumbs.ts";

export async function loader({ params, url, context, request }: Route.LoaderArgs) {
  const preview = await findPreview("posts", url);
  const post = preview ?? (await findPostBySlug(params.slug));
  if (!post) throw await missingContent("posts", params.slug, (slug) => `/blog/${slug}`);
  const [related, hotels] = await Promise.all([
    post.tags[0]
      ? listRelatedPosts({ category: post.tags[0], excludeSlug: post.slug, limit: 6 })
      : [],
    listHotels(),
  ]);
  const { content, ...shown } = post;
  return data(
    {
      post: shown,
      body: holdParts(context, "post-body", bodyHtmlOf(post, content, isLitePage(request))),
      isPreview: preview !== null,
      checked: factsChecked(post.factIds, facts),
      sources: holdFactSources(context, post.factIds),
      related: related.map(toCardPost),
      featuredHotels: sortHotels(hotels, "recommended")
        .filter((hotel) => hotel.featured)
        .slice(0, 3)
        .map(toCardHotel),
    },
    preview ? { headers: PREVIEW_HEADERS } : undefined,
  );
}

function crumbsFor(post: { slug: string; title: string }) {
  return trail(BLOG_CRUMB, { label: post.title, href: `/blog/${post.slug}` });
}

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  const { post, body, checked, sources, related, featuredHotels, isPreview } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      {isPreview ? <PreviewBanner /> : null}
      <Breadcrumbs crumbs={crumbsFor(post)} />
      <article className="mx-auto mt-8 max-w-3xl">
        <header>
          <TagList tags={post.tags} />
          <h1 className="mt-4 text-4xl leading-tight font-bold text-slate-900 sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-4 text-lg leading-8 text-slate-700">{post.excerpt}</p>
          <p className="mt-4 text-sm text-slate-600">
            By <span className="font-semibold text-slate-800">{post.author}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
            <span aria-hidden="true"> · </span>
            {readingTimeLabel(post.readingMinutes)}
            {post.factsReviewedOn ? (
              <>
                <span aria-hidden="true"> · </span>
                Facts last reviewed{" "}
                <time dateTime={post.factsReviewedOn}>{formatLongDate(post.factsReviewedOn)}</time>
              </>
            ) : null}
          </p>
        </header>
        {post.photo ? (
          <div className="mt-8 aspect-[2/1] overflow-hidden rounded-2xl bg-brand-50">
            <Picture photo={post.photo} sizes="(min-width: 768px) 48rem, 100vw" isLazy={false} />
          </div>
        ) : (
          <PostImage src={post.image} size="cover" isLazy={false} className="mt-8" />
        )}
        {checked && (
          <div className="mt-8">
            <FactsCheckedNote checked={checked} />
          </div>
        )}
        <div className="mt-10">
          <HtmlBody parts={body} />
        </div>
        {sources ? <ServerMarkupBlock part={sources} className="mt-12" /> : null}
      </article>

      <div className="mt-20 space-y-16">
        <RelatedArticles id="related" title="Related Articles" posts={related} />
        <FeaturedHotels hotels={featuredHotels} />
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = matches[0].loaderData.site;
  if (!loaderData) {
    return errorMeta(site, "Post Not Found");
  }
  const { post } = loaderData;
  return buildMeta(site, {
    title: post.title,
    description: post.excerpt,
    keywords: post.tags.join(", "),
    path: `/blog/${post.slug}`,
    index: !loaderData.isPreview,
    type: "article",
    jsonLd: [blogPosting(site, post), breadcrumbList(site, crumbsFor(post))],
  });
};

export const headers: Route.HeadersFunction = publicPageHeaders;

export function ErrorBoundary() {
  return (
    <RouteError
      notFoundTitle="Post Not Found"
      notFoundText="The blog post you're looking for doesn't exist."
      goneText="We have taken this article down, usually because its advice no longer holds. Our current guides are below."
      backHref="/blog"
      backLabel="Read the latest articles"
    />
  );
}
