// The root's error screen on a French page (issue 44), in French. Its words must not reach the
// layout's script, which every English page loads, and the screen may show before any loader ran
// (a failure in the root's middleware), so there is no loader data to carry them: the server
// holds the screen as HTML for every French page document, by id, and the root's ErrorBoundary
// shows it when it exists (app/hydration/server-markup.server.ts, app/components/server-markup.tsx). The
// screen's <title> is held the same way, as text, since the root's meta cannot see the server's
// context and must not carry French words itself.
import { createElement } from "react";
import type { MiddlewareFunction } from "react-router";
import { renderStatic } from "#app/components/markdown-html.server.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { localeOfPath } from "#app/domain/languages/locale.ts";
import { getEnv } from "#app/env.server.ts";
import { serverMarkupContext } from "#app/http/request-context.server.ts";
import { translated } from "#app/i18n/i18n.server.ts";
import { fullTitle } from "#app/seo/meta.ts";

/** The held screens' ids: the root's ErrorBoundary names the same. */
export const FRENCH_ERROR_ID = "fr-error";
export const FRENCH_UNAVAILABLE_ID = "fr-unavailable";
/** A held screen's <title> is held under its id with this suffix. */
export const TITLE_SUFFIX = "-title";

const linkClass = "font-semibold text-brand-700 underline";

function FrenchErrorScreen({ isUnavailable }: { isUnavailable: boolean }) {
  const words = translated("fr", "errors");
  return (
    <section lang="fr" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <Heading level={1} size="title">
        {isUnavailable ? words.unavailableTitle : words.title}
      </Heading>
      <p className="mt-4 text-slate-700">
        {isUnavailable ? words.unavailableText : words.text}{" "}
        <a className={linkClass} href={isUnavailable ? "/fr/blog" : "/fr"}>
          {isUnavailable ? words.guides : words.home}
        </a>
        .
      </p>
      <p className="mt-6">
        <a className={linkClass} href="/fr/search">
          {words.search}
        </a>
      </p>
    </section>
  );
}

let screens: [string, string][] | undefined;

function frenchErrorScreens(): [string, string][] {
  const words = translated("fr", "errors");
  const site = { name: getEnv().SITE_NAME, url: getEnv().SITE_URL };
  screens ??= [
    [`${FRENCH_ERROR_ID}${TITLE_SUFFIX}`, fullTitle(site, words.title)],
    [`${FRENCH_UNAVAILABLE_ID}${TITLE_SUFFIX}`, fullTitle(site, words.unavailableTitle)],
    [
      FRENCH_ERROR_ID,
      renderStatic(createElement(FrenchErrorScreen, { isUnavailable: false }), false),
    ],
    [
      FRENCH_UNAVAILABLE_ID,
      renderStatic(createElement(FrenchErrorScreen, { isUnavailable: true }), false),
    ],
  ];
  return screens;
}

/** Holds the French error screens for a French page document, before anything else can fail. */
export const holdFrenchErrorScreens: MiddlewareFunction<Response> = (
  { request, context },
  next,
) => {
  const held = context.get(serverMarkupContext);
  if (held && localeOfPath(new URL(request.url).pathname) === "fr") {
    for (const [id, html] of frenchErrorScreens()) held.set(id, html);
  }
  return next();
};
