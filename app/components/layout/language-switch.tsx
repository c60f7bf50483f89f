// The language switch in the header and footer (issue 44): a plain link to this page in the
// other language, named in that language, shown only where that page exists (or, on a French
// address with no text, to the English page it mirrors). A full load, as the page's language
// changes its whole document.
import { useChrome } from "#app/site-config.ts";

export function LanguageSwitch({ className }: { className?: string }) {
  const { languageSwitch } = useChrome();
  if (!languageSwitch) return null;
  return (
    <a
      href={languageSwitch.href}
      hrefLang={languageSwitch.lang}
      lang={languageSwitch.lang}
      data-language-switch=""
      className={className}
    >
      {languageSwitch.label}
    </a>
  );
}
