// A small page for a request we cannot carry out as sent (400), such as a partner search with a
// place we do not know: it says what is wrong in words and links back. Resource routes (/go/)
// render no React, and a search opens in a new tab, so the page stands on its own.
import { getEnv } from "#app/env.server.ts";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function problemPage(options: {
  title: string;
  problems: readonly string[];
  back: { href: string; label: string };
  headers?: Record<string, string>;
}): Response {
  const problems = options.problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join("");
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)} | ${escapeHtml(getEnv().SITE_NAME)}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;color:#0f172a;max-width:40rem;margin:2rem auto;padding:0 1rem}a{color:#065f46;font-weight:600}a:focus-visible{outline:2px solid #065f46;outline-offset:2px}</style>
</head>
<body>
<main>
<h1>${escapeHtml(options.title)}</h1>
<ul>${problems}</ul>
<p><a href="${escapeHtml(options.back.href)}">${escapeHtml(options.back.label)}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 400,
    headers: { ...options.headers, "Content-Type": "text/html; charset=utf-8" },
  });
}
