// Where each fact-register entry is stated: stored pages (from the content snapshot) and the
// pages built from the typed content modules, and the French pages.
import { homeGuideIntroSource, homeGuideSectionsSource } from "#app/content/home-guide.ts";
import { budgetPageSource, luxuryPageSource } from "#app/content/landing-pages.ts";
import { factUsage } from "#app/domain/facts/fact-review.ts";
import { factIdsIn, stringsIn } from "#app/domain/facts/facts.ts";
import { listFrenchPages } from "#app/i18n/french-pages.server.ts";
import { getContent } from "#app/models/content-snapshot/serve.server.ts";

const staticPages = [
  { path: "/", data: [homeGuideIntroSource, homeGuideSectionsSource] },
  { path: "/cheap-hotels-accra", data: budgetPageSource },
  { path: "/luxury-hotels-ghana", data: luxuryPageSource },
].map(({ path, data }) => ({ path, factIds: factIdsIn(stringsIn(data).join(" ")) }));

// The French pages state the same facts: the operator correcting one sees them among its pages.
const frenchPages = listFrenchPages().map((page) => ({
  path: page.path,
  factIds: factIdsIn(Object.values(page.written).join(" ")),
}));

/** Fact id -> the site paths that state it. */
export async function loadFactUsage(): Promise<Map<string, string[]>> {
  const { factsByPath } = await getContent();
  return factUsage([...staticPages, ...frenchPages, ...factsByPath]);
}
