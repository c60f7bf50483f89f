import interFont from "#app/fonts/inter-latin-wght-400-700.woff2?url";
import { lazy, Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import "#app/app.css";
import { track } from "#app/browser/track.ts";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { footerLinksHtml } from "#app/components/layout/footer-links.server.ts";
import { keepServerMarkup } from "#app/hydration/server-markup.server.ts";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { useNonce } from "#app/components/nonce.tsx";
import { useIsLite } from "#app/components/lite-mode.tsx";
import { Toaster } from "#app/components/ui/toast.tsx";
import { useMarkHydrated } from "#app/hydration/mark-hydrated.ts";
import { ReleaseHeldScripts } from "#app/hydration/release-held-scripts.tsx";
import { PrefetchMainPages } from "#app/components/layout/prefetch-main-pages.tsx";
import { logWebVitals } from "#app/browser/web-vitals-log.ts";
import { webfontScript } from "#app/browser/webfont.ts";
import { blogFeed, defaultMeta } from "#app/content/site.ts";
import { errorMeta } from "#app/seo/meta.ts";
import { localeOfPath } from "#app/domain/languages/locale.ts";
import { getEnv } from "#app/env.server.ts";
import { siteConfig } from "#app/site-config.server.ts";
import type { RootData } from "#app/root-data.ts";
import { getContent } from "#app/models/content-snapshot/serve.server.ts";
import { nameRequestRoute } from "#app/observability/route-name.server.ts";
import { chromeFor } from "#app/i18n/i18n.server.ts";
import { frenchPagesWith } from "#app/i18n/french-pages.server.ts";
import { holdFrenchErrorScreens } from "#app/i18n/error-screens.server.tsx";
import { useServerMarkup } from "#app/components/server-markup.tsx";

// Runs for every page, data request and resource route: each is logged and counted by its pattern.
// First, the French error screens: a failure in what follows still shows one (issue 44).
export const middleware: Route.MiddlewareFunction[] = [holdFrenchErrorScreens, nameRequestRoute];

export async function loader({ context, url }: Route.LoaderArgs): Promise<RootData> {
  // Cedi prices and the studio's French versions only where the snapshot is at hand; a page never
  // fails for want of them (the bundled French texts still pair their pages).
  const content = await getContent().catch(() => null);
  const site = siteConfig(getEnv());
  // The page's own address: a client navigation's data request ends in .data, this does not.
  const french = frenchPagesWith(content?.frenchByEnglishPath);
  const chrome = chromeFor(url.pathname, site.url, french);
  const footer = keepServerMarkup(context, "site-footer", footerLinksHtml(site, chrome.lang));
  return { site, cedi: content?.cedi ?? null, footer, chrome };
}

/**
 * The root's data follows the path: the language, its alternates and switch (issue 44). A client
 * navigation to another page asks for it again, or the switch would lead to the last page's twin.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  args.defaultShouldRevalidate || args.currentUrl.pathname !== args.nextUrl.pathname;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "alternate", type: "application/rss+xml", title: blogFeed.title, href: blogFeed.href },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const isLite = useIsLite();
  const data = useRouteLoaderData<typeof loader>("root");
  const chrome = data?.chrome;
  return (
    // The head's script may mark <html> for the web font before React hydrates it.
    <html lang={chrome?.lang ?? "en"} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Lite pages carry no scripts, and keep the system font. */}
        {isLite ? null : (
          <>
            <WebfontScript nonce={nonce} />
            <ReleaseHeldScripts nonce={nonce} />
          </>
        )}
        <meta name="theme-color" content={defaultMeta.themeColor} />
        {data?.site.prefetchHosts.map((origin) => (
          <link key={origin} rel="dns-prefetch" href={origin} />
        ))}
        <Meta />
        {chrome?.alternates.map((alternate) => (
          <link key={alternate.hrefLang} rel="alternate" {...alternate} />
        ))}
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {chrome?.header.labels.skip ?? "Skip to content"}
        </a>
        {children}
        {/* Lite pages carry no scripts (app/domain/pages/lite-mode.ts). */}
        {isLite ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * The web font's script (app/browser/webfont.ts): written by the server only, as the held scripts'
 * releaser is (app/hydration/release-held-scripts.tsx), so the browser's bundle carries none of it.
 */
function WebfontScript({ nonce }: { nonce: string | undefined }) {
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? webfontScript(interFont) : "" }}
    />
  );
}

/** Offline support (server/service-worker.ts); a failure to register only warns (SPEC.md). */
function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/sw.js").catch((error: unknown) => {
    console.warn("Service worker registration failed:", error);
  });
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  useMarkHydrated();
  useEffect(() => {
    track("page_view", pathname);
  }, [pathname]);
  useEffect(registerServiceWorker, []);
  useEffect(logWebVitals, []);

  return (
    <Toaster labels={loaderData.chrome.toast}>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter links={loaderData.footer} />
      <PrefetchMainPages />
    </Toaster>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  const site = loaderData?.site ?? { name: "Akwaaba Stays", url: "" };
  // A French page's error screen names itself in French: its <title> is held by the server with
  // the screen and rendered by the ErrorBoundary (app/i18n/error-screens.server.tsx). An error
  // page is not indexed whatever its meta says (its status is not 200).
  if (error && !isNotFoundOrGone(error) && localeOfPath(location.pathname) === "fr") return [];
  if (isRouteErrorResponse(error) && error.status === 404) {
    return errorMeta(site, "Page Not Found");
  }
  if (isRouteErrorResponse(error) && error.status === 410) {
    return errorMeta(site, "No Longer Listed");
  }
  if (isRouteErrorResponse(error) && error.status === 503) {
    return errorMeta(site, "Briefly Unavailable");
  }
  if (error) {
    return errorMeta(site, "Something Went Wrong");
  }
  return [];
};

function isNotFoundOrGone(error: unknown): boolean {
  return isRouteErrorResponse(error) && (error.status === 404 || error.status === 410);
}

const ErrorScreen = lazy(() => import("#app/components/error-screen.tsx"));

export function ErrorBoundary() {
  const error = useRouteError();
  useMarkHydrated();
  const data = useRouteLoaderData<typeof loader>("root");
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const isGone = isRouteErrorResponse(error) && error.status === 410;
  const isUnavailable = isRouteErrorResponse(error) && error.status === 503;
  const isTooLarge = isRouteErrorResponse(error) && error.status === 413;
  // The server's own sentence: a form it could not read (app/http/request-body.server.ts), or
  // what a role may not do (the admin guard, app/admin/shell/guard.server.ts).
  const said =
    isRouteErrorResponse(error) &&
    (error.status === 400 || error.status === 403) &&
    typeof error.data === "string"
      ? { isForbidden: error.status === 403, text: error.data }
      : null;
  // A French page's screen, held in French by the server (app/i18n/error-screens.server.tsx),
  // and its title, as text.
  const frenchId = isUnavailable ? "fr-unavailable" : "fr-error";
  const french = useServerMarkup({ id: frenchId });
  const frenchTitle = useServerMarkup({ id: `${frenchId}-title` });
  return (
    <Toaster labels={data?.chrome.toast}>
      {data ? <SiteHeader /> : null}
      <main id="main" className="flex-1">
        {french && !isNotFound && !isGone ? (
          <>
            {/* React puts the title in the document's head. */}
            <title id={`${frenchId}-title`}>{frenchTitle}</title>
            <div id={frenchId} dangerouslySetInnerHTML={{ __html: french }} />
          </>
        ) : (
          // The server renders the screen in full; a browser fetches its script only when a
          // boundary shows one, and keeps the server's markup until then.
          <Suspense>
            <ErrorScreen
              kind={
                isNotFound
                  ? "not-found"
                  : isGone
                    ? "gone"
                    : isUnavailable
                      ? "unavailable"
                      : said
                        ? "said"
                        : isTooLarge
                          ? "too-large"
                          : "failed"
              }
              said={said}
            />
          </Suspense>
        )}
      </main>
      {data ? <SiteFooter links={data.footer} /> : null}
    </Toaster>
  );
}
