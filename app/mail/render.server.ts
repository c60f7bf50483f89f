// An e-mail's HTML and plain-text parts, from one React Email element.
import type { ReactElement } from "react";
// The renderer itself, not react-email's re-export of it: the build bundles react-email's
// components (vite.config.ts), and its `export *` of the renderer would keep every component,
// with Tailwind and Prism, in the server build.
import { render } from "@react-email/render";

export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
