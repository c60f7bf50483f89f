// The site's name is a proper noun that may end in "s" ("Akwaaba Stays"): a possessive made by
// appending "'s" to it reads "Akwaaba Stays's" in a subject line or a heading (issue 39). No
// module in app/ builds one; write "the Akwaaba Stays dashboard" or "tips from Akwaaba Stays".
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// `${SITE_NAME}'s`, {siteName}&apos;s, {props.siteName}\n&apos;s, site.name + "'s" and the like.
const POSSESSIVE =
  /(SITE_NAME|siteName|site\.name)\s*\}?\s*(\+\s*["'`])?\s*(&apos;|&#39;|'|’|\\u2019)s\b/gi;

it("no module appends 's to the site's name", () => {
  const found = sourceFiles(path.resolve("app")).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(POSSESSIVE)].map(
      (match) => `${path.relative(process.cwd(), file)}: ${match[0]}`,
    ),
  );
  expect(found).toEqual([]);
});
