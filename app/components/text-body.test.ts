import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TextBody } from "#app/components/text-body.tsx";

const render = (body: string) => renderToStaticMarkup(createElement(TextBody, { body }));

describe("TextBody", () => {
  it("renders SPEC.md's line rules as elements", () => {
    const html = render("# Title\n## Section\n### Part\nSome **bold** words.\n\nNext paragraph.");
    expect(html).toBe(
      '<div class="prose-body"><h2>Title</h2><h2>Section</h2><h3>Part</h3><p>Some <strong>bold</strong> words.</p><p>Next paragraph.</p></div>',
    );
  });

  it("keeps markup in content as text, so nothing in it can run", () => {
    const html = render('<script>alert("x")</script>\n\n<img src=x onerror=alert(1)>');
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });
});
