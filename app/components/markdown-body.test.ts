import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownBody, MarkdownInline } from "#app/components/markdown-body.tsx";
import { parseMarkdown } from "#app/domain/text/markdown.ts";

const render = (source: string, className?: string) =>
  renderToStaticMarkup(createElement(MarkdownBody, { source, className }));

describe("MarkdownBody", () => {
  it("renders headings under the page title, paragraphs and inline kinds as elements", () => {
    const html = render(
      "# Title\n## Section\n### Part\n#### Deeper\n\nSome **bold**, *em*, ~~old~~ and `code`.  \nNext line.",
    );
    expect(html).toBe(
      '<div class="prose-body"><h2 id="title" class="scroll-mt-24">Title</h2>' +
        '<h2 id="section" class="scroll-mt-24">Section</h2>' +
        '<h3 id="part" class="scroll-mt-24">Part</h3><h3 id="deeper" class="scroll-mt-24">Deeper</h3>' +
        "<p>Some <strong>bold</strong>, <em>em</em>, <del>old</del> and <code>code</code>.<br/>Next line.</p></div>",
    );
  });

  it("fills the slots a page offers and leaves out one it does not fill", () => {
    const blocks = parseMarkdown("A\n\n{{block:figures}}\n\n{{block:map}}\n\nB", {
      slotNames: ["figures", "map"],
    });
    const html = renderToStaticMarkup(
      createElement(MarkdownBody, { blocks, slots: { figures: createElement("dl", null, "42") } }),
    );
    expect(html).toBe('<div class="prose-body"><p>A</p><dl>42</dl><p>B</p></div>');
  });

  it("renders a short text's paragraphs inline, links kept, blocks dropped", () => {
    const html = renderToStaticMarkup(
      createElement(MarkdownInline, { source: "Hello [there](/x).\n\n## No\n\nAgain." }),
    );
    expect(html).toBe('Hello <a href="/x">there</a>. Again.');
  });

  it("adds a class after the shared wrapper class", () => {
    expect(render("Hi", "city-guide")).toBe('<div class="prose-body city-guide"><p>Hi</p></div>');
  });

  it("renders tight lists without paragraphs, loose ones with, and ordered lists from their start", () => {
    expect(render("- a\n- **b**")).toBe(
      '<div class="prose-body"><ul><li>a</li><li><strong>b</strong></li></ul></div>',
    );
    expect(render("- a\n\n  more\n- b")).toBe(
      '<div class="prose-body"><ul><li><p>a</p><p>more</p></li><li><p>b</p></li></ul></div>',
    );
    expect(render("1. one\n2. two")).toBe(
      '<div class="prose-body"><ol><li>one</li><li>two</li></ol></div>',
    );
    expect(render("4. four\n   - nested")).toBe(
      '<div class="prose-body"><ol start="4"><li>four<ul><li>nested</li></ul></li></ol></div>',
    );
  });

  it("renders block quotes, code blocks and thematic breaks", () => {
    expect(render("> Akwaaba\n\n```sh\necho <hi> && exit\n```\n\n---")).toBe(
      '<div class="prose-body"><blockquote><p>Akwaaba</p></blockquote>' +
        '<pre><code class="language-sh">echo &lt;hi&gt; &amp;&amp; exit</code></pre><hr/></div>',
    );
  });

  it("renders tables with a header row of column headers", () => {
    expect(render("| City | Code |\n| --- | --- |\n| Accra | ACC |")).toBe(
      '<div class="prose-body"><table><thead><tr><th scope="col">City</th><th scope="col">Code</th></tr></thead>' +
        "<tbody><tr><td>Accra</td><td>ACC</td></tr></tbody></table></div>",
    );
  });

  it("renders site links plainly and external links with rel=noopener in the same tab", () => {
    const html = render('[Hotels](/hotels) and [GIS](https://gis.gov.gh/ "Immigration")');
    expect(html).toBe(
      '<div class="prose-body"><p><a href="/hotels">Hotels</a> and ' +
        '<a href="https://gis.gov.gh/" title="Immigration" rel="noopener">GIS</a></p></div>',
    );
    expect(html).not.toContain("target=");
  });

  it("renders images lazily with their alt text", () => {
    expect(render("![Canopy walkway at Kakum](/images/kakum.jpg)")).toBe(
      '<div class="prose-body"><p><img src="/images/kakum.jpg" alt="Canopy walkway at Kakum" loading="lazy" decoding="async"/></p></div>',
    );
  });

  it("keeps markup in content as text, so nothing in it can run", () => {
    const html = render(
      '<script>alert("x")</script>\n\n<img src=x onerror=alert(1)>\n\nInline <script>alert(2)</script> too.',
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("Inline &lt;script&gt;alert(2)&lt;/script&gt; too.");
  });

  it("shows a javascript: link as its text, with no anchor", () => {
    const html = render("[Click me](javascript:alert(1)) and <javascript:alert(2)>");
    expect(html).toBe('<div class="prose-body"><p>Click me and javascript:alert(2)</p></div>');
  });

  it("leaves {{fact:id}} tokens as literal text", () => {
    expect(render("Call {{fact:safety.emergency-number}}.")).toBe(
      '<div class="prose-body"><p>Call {{fact:safety.emergency-number}}.</p></div>',
    );
  });

  it("renders an empty body as an empty wrapper", () => {
    expect(render("")).toBe('<div class="prose-body"></div>');
  });
});
