// Where each fact-register entry is stated: stored pages (from the content snapshot) and the
// pages built from the typed content modules, and the French pages as published.
import { homeGuideIntroSource, homeGuideSectionsSource } from "#app/content/home-guide.ts";
import { budgetPageSource, luxuryPageSource } from "#app/content/landing-pages.ts";
import { factUsage } from "#app/domain/facts/fact-review.ts";
import { factIdsIn, stringsIn } from "#app/domain/facts/facts.ts";
import { frenchPagesWith } from "#app/i18n/french-pages.server.ts";
import { getContent } from "#app/models/content-snapshot/serve.server.ts";

const staticPages = [
  { path: "/", data: [homeGuideIntroSource, homeGuideSectionsSource] },
  { path: "/cheap-hotels-accra", data: budgetPageSource },
  { path: "/luxury-hotels-ghana", data: luxuryPageSource },
].map(({ path, data }) => ({ path, factIds: factIdsIn(stringsIn(data).join(" ")) }));

/** Fact id -> the site paths that state it. */
export async function loadFactUsage(): Promise<Map<string, string[]>> {
  const { factsByPath, frenchByEnglishPath } = await getContent();
  // The French pages state the same facts: the operator correcting one sees them among its
  // pages, in the words published (the studio's, over a file's or with no file).
  const frenchPages = frenchPagesWith(frenchByEnglishPath).list.map((page) => ({
    path: page.path,
    factIds: factIdsIn(Object.values(page.written).join(" ")),
  }));
  return factUsage([...staticPages, ...frenchPages, ...factsByPath]);
}
