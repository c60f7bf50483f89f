// The French site's FAQ and guides indexes (issue 44): the entries a French reader can read in
// French, and those that exist only in English, each leading to the page in its language.

export interface IndexEntry {
  href: string;
  title: string;
  description?: string;
}

/** A French page as an index needs it: its address, its English twin's, and its words. */
export interface IndexedFrenchPage {
  path: string;
  partner: string | null;
  heading: string;
  description: string;
}

/**
 * English entries (in the English index's order) as the French index lists them: those with a
 * French twin as that French page, the others as they are, to be marked as English.
 */
export function splitByTranslation(
  english: readonly { path: string; title: string }[],
  frenchPages: readonly IndexedFrenchPage[],
): { french: IndexEntry[]; englishOnly: IndexEntry[] } {
  const twins = new Map(
    frenchPages.flatMap((page) => (page.partner ? [[page.partner, page]] : [])),
  );
  const french: IndexEntry[] = [];
  const englishOnly: IndexEntry[] = [];
  for (const entry of english) {
    const twin = twins.get(entry.path);
    if (twin) french.push(entryOf(twin));
    else englishOnly.push({ href: entry.path, title: entry.title });
  }
  return { french, englishOnly };
}

/** The French pages under a French address (/fr/blog: the guides), by title in French order. */
export function frenchPagesUnder(
  prefix: string,
  frenchPages: readonly IndexedFrenchPage[],
): IndexEntry[] {
  return frenchPages
    .filter((page) => page.path.startsWith(`${prefix}/`))
    .map(entryOf)
    .sort((a, b) => a.title.localeCompare(b.title, "fr"));
}

function entryOf(page: IndexedFrenchPage): IndexEntry {
  return { href: page.path, title: page.heading, description: page.description };
}
