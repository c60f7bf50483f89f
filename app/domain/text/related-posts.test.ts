import { describe, expect, it } from "vitest";
import { matchesCategory, relatedPosts } from "#app/domain/text/related-posts.ts";

const post = (slug: string, title: string, tags: string[]) => ({ slug, title, tags });

const posts = [
  post("kumasi-guide", "A Kumasi city guide", ["Cultural Tourism", "Kumasi"]),
  post("festivals", "Festivals of Ghana", ["cultural tourism", "Accra"]),
  post("budget", "Ghana on a budget", ["budget travel"]),
  post("cape-coast", "Cape Coast castles", ["Historical Tourism", "Cape Coast"]),
  post("kumasi-markets", "Markets of kumasi", ["shopping"]),
];

describe("matchesCategory", () => {
  it("matches a tag exactly, ignoring case", () => {
    expect(matchesCategory(posts[1]!, "Cultural Tourism")).toBe(true);
    expect(matchesCategory(posts[0]!, "cultural tourism")).toBe(true);
  });

  it("matches the word inside the title, ignoring case", () => {
    expect(matchesCategory(posts[4]!, "Kumasi")).toBe(true);
  });

  it("does not match part of a tag, or an empty category", () => {
    expect(matchesCategory(posts[2]!, "budget")).toBe(true); // in the title
    expect(matchesCategory(post("x", "Hotels", ["budget travel"]), "budget")).toBe(false);
    expect(matchesCategory(posts[0]!, "  ")).toBe(false);
  });
});

describe("relatedPosts", () => {
  it("keeps matching posts in order, without the current one, up to the limit", () => {
    expect(
      relatedPosts(posts, { category: "Kumasi", excludeSlug: "kumasi-guide", limit: 4 }).map(
        (p) => p.slug,
      ),
    ).toEqual(["kumasi-markets"]);
    expect(
      relatedPosts(posts, { category: "cultural tourism", limit: 1 }).map((p) => p.slug),
    ).toEqual(["kumasi-guide"]);
  });

  it("without a category takes any post but the current one", () => {
    expect(relatedPosts(posts, { excludeSlug: "festivals", limit: 3 }).map((p) => p.slug)).toEqual([
      "kumasi-guide",
      "budget",
      "cape-coast",
    ]);
  });

  it("returns nothing when nothing matches", () => {
    expect(relatedPosts(posts, { category: "Tamale", limit: 4 })).toEqual([]);
  });
});
