// The FAQ split by category, against the built server and its seeded database: the front page's
// totals and category links, each category page's answers and FAQPage JSON-LD, the search over
// every answer (without scripts), the old one-page links, and every page within the byte budget.
import { gzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";
import { faqCategoriesSource } from "#app/content/faq.ts";
import { facts } from "#app/content/facts.ts";
import { resolveFactsDeep } from "#app/domain/facts/facts.ts";
import { questionSlug } from "#app/seed/seed.server.ts";
import { attr, findTag, title, visibleText } from "#tests/http.ts";

const baseUrl = inject("baseUrl");

/** The budget every page keeps (bytes of HTML). */
const MAX_RAW = 150 * 1024;
const MAX_GZIP = 30 * 1024;

/** The FAQ as the pages show it: its facts filled in. */
const faqCategories = resolveFactsDeep(faqCategoriesSource, facts);
const total = faqCategories.reduce((sum, category) => sum + category.entries.length, 0);

async function page(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: "manual" });
  return { response, status: response.status, html: await response.text() };
}

function jsonLdOf(html: string, type: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .filter((block) => block["@type"] === type);
}

function mainOf(html: string) {
  return /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
}

/** Each accordion item of the page: its question, whether it renders open, and its anchor id. */
function answersOf(html: string) {
  return [...mainOf(html).matchAll(/<details name="faq"([^>]*)>([\s\S]*?)<\/details>/g)].map(
    ([, attributes, body]) => ({
      question: visibleText(/<h([23])[^>]*>([\s\S]*?)<\/h\1>/.exec(body!)![2]!).trim(),
      isOpen: / open=""/.test(attributes!),
      anchor: /<span id="([^"]+)"/.exec(body!)?.[1],
    }),
  );
}

const categoryPath = (id: string) => `/faq/${id}`;
const answerPath = (id: string, question: string) =>
  `/faq/${id}?open=${questionSlug(question)}#${questionSlug(question)}`;

describe("the FAQ's front page", () => {
  it("shows the computed totals and links every category with its count, without the answers", async () => {
    const { status, html } = await page("/faq");
    expect(status).toBe(200);
    expect(title(html)).toBe("Ghana Travel FAQ | Akwaaba Stays");
    expect(attr(findTag(html, "link", { rel: "canonical" }), "href")).toBe(
      "http://localhost:3000/faq",
    );
    const text = visibleText(html);
    expect(text).toContain(
      `${total} answers to travellers' questions across ${faqCategories.length} categories`,
    );
    for (const category of faqCategories) {
      const link = new RegExp(
        `<a[^>]*href="${categoryPath(category.id)}"[^>]*>[\\s\\S]*?</a>`,
      ).exec(html)?.[0];
      expect(link, category.id).toBeDefined();
      expect(visibleText(link!), category.id).toContain(
        `${category.title} ${category.entries.length} answers`,
      );
    }
    expect(answersOf(html)).toEqual([]);
    expect(jsonLdOf(html, "FAQPage")).toEqual([]);
    expect(jsonLdOf(html, "BreadcrumbList")).toHaveLength(1);
  });

  it("keeps the one-page FAQ's section links: /faq#{category} lands on that category's link", async () => {
    const { html } = await page("/faq");
    for (const category of faqCategories) {
      expect(html).toMatch(
        new RegExp(`<li[^>]*id="${category.id}"[^>]*><a[^>]*href="${categoryPath(category.id)}"`),
      );
    }
  });
});

describe("a category page", () => {
  it.each(faqCategories.map((category, index) => [category.id, index] as const))(
    "/faq/%s lists exactly its answers, each with its anchor, and FAQPage JSON-LD for them",
    async (id, index) => {
      const category = faqCategories[index]!;
      const { status, html } = await page(categoryPath(id));
      expect(status).toBe(200);
      expect(title(html)).toBe(`${category.title}: Ghana Travel FAQ | Akwaaba Stays`);
      expect(attr(findTag(html, "link", { rel: "canonical" }), "href")).toBe(
        `http://localhost:3000${categoryPath(id)}`,
      );
      const answers = answersOf(html);
      expect(answers.map((answer) => answer.question)).toEqual(
        category.entries.map((entry) => entry.question),
      );
      expect(answers.map((answer) => answer.anchor)).toEqual(
        category.entries.map((entry) => questionSlug(entry.question)),
      );
      expect(answers.some((answer) => answer.isOpen)).toBe(false);

      const [faqPage, ...more] = jsonLdOf(html, "FAQPage");
      expect(more).toEqual([]);
      expect(faqPage!.url).toBe(`http://localhost:3000${categoryPath(id)}`);
      expect(faqPage!.mainEntity).toEqual(
        category.entries.map((entry) => ({
          "@type": "Question",
          name: entry.question,
          acceptedAnswer: { "@type": "Answer", text: entry.answer },
        })),
      );
      const [crumbs] = jsonLdOf(html, "BreadcrumbList");
      expect((crumbs!.itemListElement as { name: string }[]).map((crumb) => crumb.name)).toEqual([
        "Home",
        "FAQ",
        category.title,
      ]);

      const previous = faqCategories[index - 1];
      const next = faqCategories[index + 1];
      const neighbours = /<nav aria-label="More FAQ categories"[\s\S]*?<\/nav>/.exec(html)![0];
      const linked = (rel: string) =>
        attr(
          neighbours.match(/<a\b[^>]*>/g)?.find((tag) => tag.includes(`rel="${rel}"`)),
          "href",
        );
      expect(linked("prev")).toBe(previous && categoryPath(previous.id));
      expect(linked("next")).toBe(next && categoryPath(next.id));
    },
  );

  it("renders the answer a link names (?open=) open, and only that one", async () => {
    const [category] = faqCategories;
    const entry = category!.entries[2]!;
    const { html } = await page(answerPath(category!.id, entry.question).split("#")[0]!);
    const open = answersOf(html).filter((answer) => answer.isOpen);
    expect(open.map((answer) => answer.question)).toEqual([entry.question]);
  });

  it("answers 404 with the FAQ's own message for an unknown category", async () => {
    const { status, html } = await page("/faq/no-such-category");
    expect(status).toBe(404);
    expect(visibleText(mainOf(html))).toContain("Category Not Found");
    expect(html).toContain('href="/faq"');
    expect(attr(findTag(html, "meta", { name: "robots" }), "content")).toBe("noindex, nofollow");
  });
});

describe("searching the FAQ without scripts", () => {
  it("finds an answer in any category and links it to its place, where it opens", async () => {
    const question = "Is my old yellow fever certificate still valid?";
    const home = faqCategories.find((category) =>
      category.entries.some((entry) => entry.question === question),
    )!;
    const { status, html } = await page("/faq?q=yellow+fever");
    expect(status).toBe(200);
    expect(html).toContain('value="yellow fever"');
    const results = answersOf(html);
    expect(results.map((result) => result.question)).toContain(question);
    expect(visibleText(html)).toMatch(
      new RegExp(`${results.length} questions in \\d+ categor(y|ies) match “yellow fever”`),
    );

    const link = answerPath(home.id, question);
    expect(html).toContain(`href="${link}"`);
    const target = await page(link.split("#")[0]!);
    expect(target.status).toBe(200);
    const opened = answersOf(target.html).filter((answer) => answer.isOpen);
    expect(opened).toEqual([{ question, isOpen: true, anchor: questionSlug(question) }]);
  });

  it("pages a broad search, every match once, and each page stays within budget", async () => {
    const first = await page("/faq?q=ghana");
    const count = Number(
      /(\d+) questions in \d+ categories match/.exec(visibleText(first.html))![1],
    );
    expect(count).toBeGreaterThan(20);
    const seen: string[] = [];
    for (let number = 1; seen.length < count; number += 1) {
      const { status, html } = await page(`/faq?q=ghana&page=${number}`);
      expect(status).toBe(200);
      const questions = answersOf(html).map((answer) => answer.question);
      expect(questions.length).toBeGreaterThan(0);
      expect(questions.length).toBeLessThanOrEqual(20);
      seen.push(...questions);
      expect(Buffer.byteLength(html)).toBeLessThanOrEqual(MAX_RAW);
      expect(gzipSync(html).length).toBeLessThanOrEqual(MAX_GZIP);
    }
    expect(new Set(seen).size).toBe(count);
    expect((await page(`/faq?q=ghana&page=${Math.ceil(count / 20) + 1}`)).status).toBe(404);
  });

  it("finds through a typo what the site search finds", async () => {
    const question = "Can I get a visa on arrival at Accra International Airport?";
    const faq = await page("/faq?q=visa+on+arival");
    expect(faq.status).toBe(200);
    expect(answersOf(faq.html).map((result) => result.question)).toContain(question);
    const site = await page("/search?q=visa+on+arival");
    expect(visibleText(site.html)).toContain(question);
  });

  it("says when nothing matches, and refuses a bad page number in words", async () => {
    const none = await page("/faq?q=qwertyzzz");
    expect(none.status).toBe(200);
    expect(visibleText(none.html)).toContain("0 questions in 0 categories match “qwertyzzz”.");
    expect(visibleText(none.html)).toContain("No questions found");

    const bad = await page("/faq?q=visa&page=abc");
    expect(bad.status).toBe(400);
    expect(visibleText(bad.html)).toContain(
      "That page of results does not exist: page must be a whole number from 1.",
    );
    expect(bad.html).not.toMatch(/at .*\.(js|ts):\d+/);
  });
});

describe("the one-page FAQ's links", () => {
  it("/faq?category={id} moves permanently to the category's page", async () => {
    const { status, response } = await page("/faq?category=visa");
    expect(status).toBe(301);
    expect(response.headers.get("location")).toBe("/faq/visa");
  });

  it("/faq?q={a whole question}, the form site search used to link, leads to that answer", async () => {
    const category = faqCategories.find((candidate) => candidate.id === "general-travel")!;
    const { question } = category.entries[2]!;
    const { status, response } = await page(`/faq?q=${encodeURIComponent(question)}`);
    expect(status).toBe(302);
    expect(response.headers.get("location")).toBe(answerPath(category.id, question));
  });

  it("an answer asked for in another category's page follows it to its own", async () => {
    const [first, second] = faqCategories;
    const slug = questionSlug(first!.entries[0]!.question);
    const { status, response } = await page(`/faq/${second!.id}?open=${slug}`);
    expect(status).toBe(302);
    expect(response.headers.get("location")).toBe(`/faq/${first!.id}?open=${slug}#${slug}`);
  });

  it("site search links each FAQ hit to its answer's place", async () => {
    const question = "Is my old yellow fever certificate still valid?";
    const home = faqCategories.find((category) =>
      category.entries.some((entry) => entry.question === question),
    )!;
    const { html } = await page("/search?q=yellow%20fever");
    const links = [...html.matchAll(/href="(\/faq[^"]*)"/g)].map((match) => match[1]!);
    expect(links).toContain(answerPath(home.id, question));
    expect(links.filter((link) => link.startsWith("/faq?q="))).toEqual([]);
  });

  it("the sitemap lists every category page", async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const category of faqCategories) {
      expect(xml).toContain(`<loc>http://localhost:3000${categoryPath(category.id)}</loc>`);
    }
  });
});

describe("the FAQ's weight", () => {
  it.each(["/faq", ...faqCategories.map((category) => categoryPath(category.id))])(
    "%s is at most 150 KB of HTML, 30 KB gzipped",
    async (path) => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      const raw = Buffer.byteLength(html);
      expect(raw).toBeLessThanOrEqual(MAX_RAW);
      expect(gzipSync(html).length).toBeLessThanOrEqual(MAX_GZIP);
    },
  );
});
