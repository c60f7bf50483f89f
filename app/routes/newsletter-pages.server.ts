// The words of the pages the newsletter's e-mails link to, in the language of their address:
// /newsletter/… in English, /fr/newsletter/… in French (issue 44), where a French subscriber's
// e-mails lead. Sent as the page's data, so no script holds either language's words.
import { localeOfPath } from "#app/domain/languages/locale.ts";
import { translated } from "#app/i18n/i18n.server.ts";

export function newsletterPageWords(request: Request) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { locale, words: translated(locale, "newsletterPages") };
}
