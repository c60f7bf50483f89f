import { describe, expect, it } from "vitest";
import {
  countMarkdownWords,
  decodeCharacterReferences,
  headingsOf,
  questionsUnder,
  markdownToPlainText,
  parseMarkdown,
  safeImageSrc,
  safeLinkHref,
  type MdBlock,
  type MdInline,
} from "#app/domain/text/markdown.ts";

const text = (value: string): MdInline => ({ kind: "text", text: value });
const paragraph = (...children: MdInline[]): MdBlock => ({ kind: "paragraph", children });
/** The inline nodes of a body that is a single paragraph. */
const inlines = (source: string): MdInline[] => {
  const [block] = parseMarkdown(source);
  if (block?.kind !== "paragraph") throw new Error(`not one paragraph: ${source}`);
  return block.children;
};

describe("parseMarkdown: blocks", () => {
  it("keeps one h1 for the page title: '#' and '##' become level 2, deeper ones level 3", () => {
    const levels = parseMarkdown("# A\n## B\n### C\n#### D\n###### E\n\nF\n===\n\nG\n---").map(
      (block) => (block.kind === "heading" ? block.level : block.kind),
    );
    expect(levels).toEqual([2, 2, 3, 3, 3, 2, 2]);
  });

  it("drops an empty heading rather than render an empty landmark", () => {
    expect(parseMarkdown("#\n\nText")).toEqual([paragraph(text("Text"))]);
  });

  it("splits paragraphs at blank lines and keeps soft and hard line breaks", () => {
    expect(parseMarkdown("One\ntwo  \nthree\n\nFour")).toEqual([
      paragraph(text("One\ntwo"), { kind: "br" }, text("three")),
      paragraph(text("Four")),
    ]);
  });

  it("reads bullet lists, tight and loose, with nested blocks inside items", () => {
    expect(parseMarkdown("- a\n- b\n  - nested")).toEqual([
      {
        kind: "list",
        ordered: false,
        start: 1,
        loose: false,
        items: [
          [paragraph(text("a"))],
          [
            paragraph(text("b")),
            {
              kind: "list",
              ordered: false,
              start: 1,
              loose: false,
              items: [[paragraph(text("nested"))]],
            },
          ],
        ],
      },
    ]);
    const [loose] = parseMarkdown("- first\n\n  more\n- second");
    expect(loose).toMatchObject({
      kind: "list",
      loose: true,
      items: [[paragraph(text("first")), paragraph(text("more"))], [paragraph(text("second"))]],
    });
  });

  it("reads ordered lists with their start number", () => {
    expect(parseMarkdown("3. three\n4. four")).toEqual([
      {
        kind: "list",
        ordered: true,
        start: 3,
        loose: false,
        items: [[paragraph(text("three"))], [paragraph(text("four"))]],
      },
    ]);
  });

  it("keeps a task box as the text that was typed", () => {
    expect(parseMarkdown("- [ ] todo\n- [x] done")).toMatchObject([
      { kind: "list", items: [[paragraph(text("[ ] todo"))], [paragraph(text("[x] done"))]] },
    ]);
  });

  it("reads block quotes, code blocks and thematic breaks", () => {
    expect(
      parseMarkdown("> Quoted **text**\n\n```ts\nconst a = 1 < 2;\n```\n\n    indented\n\n***"),
    ).toEqual([
      {
        kind: "blockquote",
        children: [paragraph(text("Quoted "), { kind: "strong", children: [text("text")] })],
      },
      { kind: "code", text: "const a = 1 < 2;", lang: "ts" },
      { kind: "code", text: "indented" },
      { kind: "thematicBreak" },
    ]);
  });

  it("reads tables as a header row and body rows of inline content", () => {
    expect(
      parseMarkdown("| City | Airport |\n| --- | :-: |\n| Accra | **ACC** |\n| Tamale | TML |"),
    ).toEqual([
      {
        kind: "table",
        header: [[text("City")], [text("Airport")]],
        rows: [
          [[text("Accra")], [{ kind: "strong", children: [text("ACC")] }]],
          [[text("Tamale")], [text("TML")]],
        ],
      },
    ]);
  });

  it("ignores link reference definitions but resolves the links that use them", () => {
    expect(parseMarkdown("[hotels]\n\n[hotels]: /hotels")).toEqual([
      paragraph({ kind: "link", href: "/hotels", external: false, children: [text("hotels")] }),
    ]);
  });
});

describe("parseMarkdown: inline content", () => {
  it("reads strong, emphasis, strikethrough and code spans", () => {
    expect(inlines("**bold** *em* _em_ ~~gone~~ `a <b> &amp;`")).toEqual([
      { kind: "strong", children: [text("bold")] },
      text(" "),
      { kind: "em", children: [text("em")] },
      text(" "),
      { kind: "em", children: [text("em")] },
      text(" "),
      { kind: "del", children: [text("gone")] },
      text(" "),
      // Code is shown exactly as written: no references decoded inside it.
      { kind: "code", text: "a <b> &amp;" },
    ]);
  });

  it("nests inline kinds", () => {
    expect(inlines("***both*** and **bold *em* bold**")).toEqual([
      { kind: "em", children: [{ kind: "strong", children: [text("both")] }] },
      text(" and "),
      {
        kind: "strong",
        children: [text("bold "), { kind: "em", children: [text("em")] }, text(" bold")],
      },
    ]);
  });

  it("decodes character references and backslash escapes into the characters they stand for", () => {
    expect(
      inlines("Fish &amp; chips &copy; &#65;&#x42; &nbsp;| \\*not em\\* &unknown; & more"),
    ).toEqual([text("Fish & chips © AB \u00a0| *not em* &unknown; & more")]);
  });

  it("shows raw HTML as its literal characters, inline and as a block", () => {
    expect(parseMarkdown("<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>")).toEqual([
      paragraph(text("<script>alert(1)</script>")),
      paragraph(text("<img src=x onerror=alert(1)>")),
    ]);
    expect(inlines("Some <b onclick=alert(1)>bold</b> <!-- note -->")).toEqual([
      text("Some <b onclick=alert(1)>bold</b> <!-- note -->"),
    ]);
  });

  it("keeps {{fact:id}} tokens as literal text for the fact resolver", () => {
    expect(inlines("From Accra, {{fact:distance.accra-kokrobite}} west.")).toEqual([
      text("From Accra, {{fact:distance.accra-kokrobite}} west."),
    ]);
  });

  it("keeps links to site paths, fragments, web addresses and e-mail, marking other hosts external", () => {
    expect(
      inlines(
        '[hotels](/hotels "All hotels") [top](#top) [GIS](https://gis.gov.gh/) [old](http://example.com) [mail](mailto:hello@example.com)',
      ),
    ).toEqual([
      {
        kind: "link",
        href: "/hotels",
        external: false,
        title: "All hotels",
        children: [text("hotels")],
      },
      text(" "),
      { kind: "link", href: "#top", external: false, children: [text("top")] },
      text(" "),
      { kind: "link", href: "https://gis.gov.gh/", external: true, children: [text("GIS")] },
      text(" "),
      { kind: "link", href: "http://example.com", external: true, children: [text("old")] },
      text(" "),
      { kind: "link", href: "mailto:hello@example.com", external: false, children: [text("mail")] },
    ]);
  });

  it("treats an absolute link to the site's own host as internal", () => {
    const [block] = parseMarkdown("[home](https://Akwaaba.example/accra)", {
      siteHost: "akwaaba.example",
    });
    expect(block).toEqual(
      paragraph({
        kind: "link",
        href: "https://Akwaaba.example/accra",
        external: false,
        children: [text("home")],
      }),
    );
  });

  it("turns GFM bare addresses into external links", () => {
    expect(inlines("See https://gis.gov.gh today")).toEqual([
      text("See "),
      {
        kind: "link",
        href: "https://gis.gov.gh",
        external: true,
        children: [text("https://gis.gov.gh")],
      },
      text(" today"),
    ]);
  });

  it.each([
    ["[click](javascript:alert(1))"],
    ["[click](JaVaScRiPt:alert(1))"],
    ["[click](javascript&#58;alert(1))"],
    ["[click](data:text/html,<script>alert(1)</script>)"],
    ["[click](vbscript:msgbox(1))"],
    ["[click](relative/path)"],
    ["[click](//evil.example/path)"],
    ["[click](/\\evil.example)"],
    ["[click](/&#9;/evil.example)"],
    ["[click](ftp://files.example)"],
  ])("drops an unsafe or unknown address to the link's text: %s", (source) => {
    expect(inlines(source)).toEqual([text("click")]);
  });

  it("shows an autolink with an unsafe scheme as text", () => {
    expect(inlines("<javascript:alert(1)>")).toEqual([text("javascript:alert(1)")]);
  });

  it("keeps images from site paths and https, with their alt text as plain text", () => {
    expect(
      inlines(
        '![Kakum *canopy* walk](/images/kakum.jpg "Kakum") ![Fort](https://cdn.example/fort.jpg)',
      ),
    ).toEqual([
      { kind: "image", src: "/images/kakum.jpg", alt: "Kakum canopy walk", title: "Kakum" },
      text(" "),
      { kind: "image", src: "https://cdn.example/fort.jpg", alt: "Fort" },
    ]);
  });

  it.each([
    ["![Fort](http://cdn.example/fort.jpg)"],
    ["![Fort](data:image/png;base64,AAAA)"],
    ["![Fort](javascript:alert(1))"],
    ["![Fort](fort.jpg)"],
    ["![Fort](//cdn.example/fort.jpg)"],
  ])("drops an image from another kind of address, keeping its alt text: %s", (source) => {
    expect(inlines(source)).toEqual([text("Fort")]);
  });
});

describe("address checks", () => {
  it("accepts only the allowed forms", () => {
    expect(safeLinkHref(" /accra ")).toBe("/accra");
    expect(safeLinkHref("/p?q=1&amp;r=2")).toBe("/p?q=1&r=2");
    expect(safeLinkHref("https://")).toBeUndefined();
    expect(safeLinkHref("mailto:")).toBeUndefined();
    expect(safeLinkHref("/a b")).toBeUndefined();
    expect(safeImageSrc("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
    expect(safeImageSrc("#a")).toBeUndefined();
  });

  it("decodes invalid numeric references to the replacement character", () => {
    expect(decodeCharacterReferences("&#0;&#xD800;&#1114112;")).toBe("\ufffd\ufffd\ufffd");
  });
});

describe("markdownToPlainText", () => {
  it("gives the readable words of every kind of block, without markers or addresses", () => {
    const source = [
      "## Getting *there*",
      "Take a [taxi](/taxis) or ![the bus](/bus.png).",
      "- **Cash** in cedis\n- MoMo",
      "1. First",
      "> Quoted",
      "```\ncode here\n```",
      "---",
      "| A | B |\n| - | - |\n| 1 | 2 |",
      "<b>raw</b>",
    ].join("\n\n");
    expect(markdownToPlainText(source)).toBe(
      "Getting there\n\nTake a taxi or the bus.\n\nCash in cedis\nMoMo\n\nFirst\n\nQuoted\n\ncode here\n\nA\tB\n1\t2\n\n<b>raw</b>",
    );
  });
});

describe("countMarkdownWords", () => {
  it("counts words, not markers or stray punctuation", () => {
    expect(countMarkdownWords("## Money\n\n- **Cash** is king - [see](/money)\n\n---")).toBe(5);
  });

  it("counts nothing in an empty body", () => {
    expect(countMarkdownWords("")).toBe(0);
  });
});

describe("heading anchors", () => {
  it("anchors each heading by its words, or by its {#anchor}, which leaves the text", () => {
    const blocks = parseMarkdown("## Getting there\n\nText\n\n### Visas & e-visas {#visa}\n");
    expect(headingsOf(blocks)).toEqual([
      { id: "getting-there", level: 2, text: "Getting there" },
      { id: "visa", level: 3, text: "Visas & e-visas" },
    ]);
  });

  it("keeps anchors unique within a body and never empty", () => {
    const blocks = parseMarkdown("## Money\n\n## Money\n\n## Money {#money}\n\n## ***\n\n## ☀️");
    expect(headingsOf(blocks).map((heading) => heading.id)).toEqual([
      "money",
      "money-2",
      "money-3",
      "section-4",
      "section-5",
    ]);
  });

  it("does not take an anchor that is not a plain name", () => {
    const [heading] = headingsOf(parseMarkdown('## Odd {#"><script>}'));
    expect(heading).toEqual({ id: "odd-script", level: 2, text: 'Odd {#"><script>}' });
  });
});

describe("slots", () => {
  it("turns a paragraph that is only {{block:name}} into a slot when the page offers it", () => {
    const source = "Before\n\n{{block:impact-figures}}\n\n{{block:other}}";
    expect(parseMarkdown(source, { slotNames: ["impact-figures"] })).toEqual([
      paragraph(text("Before")),
      { kind: "slot", name: "impact-figures" },
      paragraph(text("{{block:other}}")),
    ]);
    expect(parseMarkdown("{{block:impact-figures}}")).toEqual([
      paragraph(text("{{block:impact-figures}}")),
    ]);
  });
});

describe("questionsUnder", () => {
  it("reads each level-3 heading under a section as a question and what follows as its answer", () => {
    const blocks = parseMarkdown(
      [
        "## History",
        "### Not a question here",
        "Words.",
        "## FAQ {#faq}",
        "### Is it safe?",
        "Mostly, yes.",
        "- Take care at night.",
        "### Unanswered?",
        "### Which season?",
        "November to March.",
        "## Plan your stay",
        "### Later",
        "Ignored.",
      ].join("\n\n"),
    );
    expect(questionsUnder(blocks, "faq")).toEqual([
      { question: "Is it safe?", answer: "Mostly, yes.\n\nTake care at night." },
      { question: "Which season?", answer: "November to March." },
    ]);
    expect(questionsUnder(blocks, "missing")).toEqual([]);
  });
});
