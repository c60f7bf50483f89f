// Ancient Ghana culture (SPEC.md section 2, Culture pages): a static article with its FAQ.
import {
  CultureArticlePage,
  cultureArticleMeta,
} from "#app/components/culture/culture-article.tsx";
import { ancientCulture } from "#app/content/culture.ts";
import type { Route } from "./+types/ancient-culture";
import { publicPageHeaders } from "#app/http/cache-headers.ts";

const CRUMB = "Ancient Ghana Culture";

export default function AncientCultureRoute() {
  return (
    <CultureArticlePage
      article={ancientCulture}
      crumbLabel={CRUMB}
      closing="Kumasi is the best base for Asante history: Manhyia Palace, the Prempeh II Jubilee Museum, Kejetia and the craft villages are all within easy reach. Compare hotels across Ghana, from Kumasi to the coast."
    />
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  cultureArticleMeta(matches[0].loaderData.site, ancientCulture, CRUMB);

export const headers: Route.HeadersFunction = publicPageHeaders;
