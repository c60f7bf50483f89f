import { describe, expect, it } from "vitest";
import {
  countFaqEntries,
  findFaqAnswers,
  findFaqPages,
  findQuestion,
  groupHits,
  normalizeFaqQuery,
} from "#app/domain/faq/faq-search.ts";
import type { PublishedFaqCategory } from "#app/domain/faq/faq.ts";
import type { FaqPage } from "#app/domain/faq/faq-search.ts";

const longQuestion = `Can I take ${"a very ".repeat(20)}long question to the search box?`;

const categories: PublishedFaqCategory[] = [
  {
    id: "visa",
    title: "Visas and Entry",
    entries: [
      { slug: "need-visa", question: "Do I need a visa?", answer: "It depends on your passport." },
      {
        slug: "visa-on-arrival",
        question: "Is there a visa on arrival?",
        answer: "Arrange it before you travel.",
      },
    ],
  },
  {
    id: "dining",
    title: "Food and Dining",
    entries: [
      { slug: "cafe", question: "Where can I find a café?", answer: "Osu has many." },
      { slug: "long", question: longQuestion, answer: "Yes." },
    ],
  },
];

const slugsOf = (hits: ReturnType<typeof findFaqAnswers>) => hits.map((hit) => hit.entry.slug);

describe("findFaqAnswers", () => {
  it("finds nothing for an empty query: the front page lists categories instead", () => {
    expect(findFaqAnswers(categories, "  ")).toEqual([]);
  });

  it("matches every word, in any case, across categories, in FAQ order", () => {
    expect(slugsOf(findFaqAnswers(categories, "VISA arrival"))).toEqual(["visa-on-arrival"]);
    expect(slugsOf(findFaqAnswers(categories, "can"))).toEqual(["cafe", "long"]);
  });

  it("searches answers and category titles, ignoring accents, and names each hit's category", () => {
    expect(slugsOf(findFaqAnswers(categories, "passport"))).toEqual(["need-visa"]);
    expect(slugsOf(findFaqAnswers(categories, "entry"))).toEqual(["need-visa", "visa-on-arrival"]);
    const [cafe] = findFaqAnswers(categories, "cafe");
    expect(cafe?.category).toEqual({ id: "dining", title: "Food and Dining" });
    expect(findFaqAnswers(categories, "zebra")).toEqual([]);
  });
});

describe("findFaqAnswers, as the site search matches", () => {
  it("finds answers through a typo and by the start of a word", () => {
    expect(slugsOf(findFaqAnswers(categories, "visa on arival"))).toEqual(["visa-on-arrival"]);
    expect(slugsOf(findFaqAnswers(categories, "pasport"))).toEqual(["need-visa"]);
    expect(slugsOf(findFaqAnswers(categories, "arriv"))).toEqual(["visa-on-arrival"]);
  });
});

describe("findQuestion", () => {
  it("finds the answer a whole question names, ignoring case, accents and spacing", () => {
    expect(findQuestion(categories, "  where can i find a  CAFE? ")?.entry.slug).toBe("cafe");
    expect(findQuestion(categories, "Is there a visa on arrival?")?.category.id).toBe("visa");
  });

  it("finds a long question from the part a search keeps", () => {
    expect(findQuestion(categories, longQuestion.slice(0, 120))?.entry.slug).toBe("long");
  });

  it("finds nothing for words that are not a whole question", () => {
    expect(findQuestion(categories, "visa")).toBeUndefined();
    expect(findQuestion(categories, "")).toBeUndefined();
  });
});

describe("groupHits", () => {
  it("groups a page of hits under their categories, in order", () => {
    const groups = groupHits(findFaqAnswers(categories, "a"));
    expect(groups.map((group) => [group.id, group.entries.length])).toEqual([
      ["visa", 2],
      ["dining", 2],
    ]);
    expect(countFaqEntries(groups)).toBe(4);
  });
});

describe("normalizeFaqQuery", () => {
  it("trims, collapses spaces and cuts long queries", () => {
    expect(normalizeFaqQuery("  visa   on  arrival ")).toBe("visa on arrival");
    expect(normalizeFaqQuery(null)).toBe("");
    expect(normalizeFaqQuery("x".repeat(300))).toHaveLength(100);
  });
});

describe("findFaqPages", () => {
  const frenchPages: FaqPage[] = [
    {
      url: "/fr/faq/visa",
      title: "FAQ : visas et entrée au Ghana",
      description: "Faut-il un visa ? E-Visa, visa à l'arrivée, prolongation.",
      body: "Les ressortissants de la CEDEAO entrent sans visa.",
      lang: "fr",
    },
    {
      url: "/fr/faq/health",
      title: "FAQ : santé et sécurité au Ghana",
      description: "Fièvre jaune, paludisme, eau.",
      body: "Le certificat de fièvre jaune est exigé à l'arrivée.",
      lang: "fr",
    },
  ];
  const urlsOf = (pages: FaqPage[]) => pages.map((page) => page.url);

  it.each([
    ["visa à l'arrivée", ["/fr/faq/visa"]],
    ["VISA A L'ARRIVEE", ["/fr/faq/visa"]],
    ["fievre jaune", ["/fr/faq/health"]],
    ["Santé", ["/fr/faq/health"]],
    ["arrivee", ["/fr/faq/visa", "/fr/faq/health"]],
  ])("finds %s with or without accents, the best page first", (query, urls) => {
    expect(urlsOf(findFaqPages(frenchPages, query))).toEqual(urls);
  });

  it("finds nothing for an empty query or words no page holds", () => {
    expect(findFaqPages(frenchPages, "")).toEqual([]);
    expect(findFaqPages(frenchPages, "kempinski")).toEqual([]);
  });
});
