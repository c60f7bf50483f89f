// The culture articles (SPEC.md section 2, Culture pages): /ancient-culture and /ghana-attire,
// each a stored page with its FAQ section.
import {
  CultureArticlePage,
  cultureArticleMeta,
} from "#app/components/culture/culture-article.tsx";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import { loadPage } from "#app/pages/page-loader.server.ts";
import { errorMeta } from "#app/seo/meta.ts";
import type { Route } from "./+types/culture-article";

export function loader(args: Route.LoaderArgs) {
  return loadPage(args.url.pathname.slice(1), args);
}

export default function CultureArticleRoute({ loaderData }: Route.ComponentProps) {
  return <CultureArticlePage shown={loaderData} isPreview={loaderData.isPreview} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = matches[0].loaderData.site;
  if (!loaderData) {
    return errorMeta(site, "Page Not Found");
  }
  return cultureArticleMeta(site, loaderData, loaderData.isPreview);
};

export const headers: Route.HeadersFunction = publicPageHeaders;
