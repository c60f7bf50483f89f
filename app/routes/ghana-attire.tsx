// Traditional Ghana attire (SPEC.md section 2, Culture pages): a static article with its FAQ.
import {
  CultureArticlePage,
  cultureArticleMeta,
} from "#app/components/culture/culture-article.tsx";
import { ghanaAttire } from "#app/content/culture.ts";
import type { Route } from "./+types/ghana-attire";
import { publicPageHeaders } from "#app/http/cache-headers.ts";

const CRUMB = "Traditional Ghana Attire";

export default function GhanaAttireRoute() {
  return (
    <CultureArticlePage
      article={ghanaAttire}
      crumbLabel={CRUMB}
      closing="See kente woven in Bonwire, adinkra printed in Ntonso and the smocks of the north on their home ground. Compare hotels in Kumasi, Tamale, Accra and beyond before you go."
    />
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  cultureArticleMeta(matches[0].loaderData.site, ghanaAttire, CRUMB);

export const headers: Route.HeadersFunction = publicPageHeaders;
