// The footer. Its links and notes are the same on every page, so the server renders them once to
// HTML (footer-links.server.ts) and the page shows that as it is; only the page's weight and the
// Lite switch, which belong to this page, are drawn here in its language, with the language
// switch (issue 44).
import { ServerMarkupBlock } from "#app/components/server-markup.tsx";
import { LiteModeForm } from "#app/components/layout/lite-mode-form.tsx";
import { PageWeight } from "#app/components/layout/page-weight.tsx";
import { LanguageSwitch } from "#app/components/layout/language-switch.tsx";
import type { ServerMarkup } from "#app/domain/text/markdown-html.ts";

export function SiteFooter({ links }: { links: ServerMarkup }) {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <ServerMarkupBlock part={links} />
      <div className="mx-auto max-w-7xl space-y-2 px-4 pb-6 text-xs leading-5 text-slate-400">
        <LanguageSwitch className="block w-fit font-semibold text-slate-200 underline underline-offset-2 hover:text-white" />
        <PageWeight />
        <LiteModeForm />
      </div>
    </footer>
  );
}
