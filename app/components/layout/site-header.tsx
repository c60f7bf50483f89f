// The sticky header (SPEC.md section 2). Quick Links is a disclosure of links, the ARIA pattern
// for site navigation (a menu role is for application commands), built on <details> so it works
// before scripts load. With scripts, the small-screen drawer is a native modal <dialog>, which
// traps focus, closes on Escape and hides the page from screen readers without a library.
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { Link, useLocation } from "react-router";
import { isActivePath } from "#app/components/layout/nav.ts";
import { useChrome, useSiteConfig } from "#app/site-config.ts";
import type { HeaderWords } from "#app/i18n/chrome.ts";
import { LanguageSwitch } from "#app/components/layout/language-switch.tsx";
import { BrandMark } from "#app/components/layout/brand-mark.tsx";
import { IconButton } from "#app/components/ui/icon-button.tsx";
import { SiteSearchBox } from "#app/components/search/site-search-box.tsx";
import { Icon } from "#app/components/icon.tsx";

const linkBase = "rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors";
/**
 * The bar's links from 1024 px, where the nine of them share the width with the logo: tighter
 * until 1280 px, so they fit in the system font a first visit draws in (decision 056), which may be
 * wider than Inter (Linux's DejaVu Sans overflowed 1024 px by 17 px in English, 30 in French).
 */
const barLink =
  "rounded-md px-1.5 py-2 text-sm font-medium whitespace-nowrap transition-colors xl:px-2";
const linkIdle = "text-slate-700 hover:bg-brand-50 hover:text-brand-800";
const linkActive = "bg-brand-100 text-brand-900";

export function SiteHeader() {
  const { pathname } = useLocation();
  const site = useSiteConfig();
  const chrome = useChrome();
  const words = chrome.header;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link
          to={chrome.lang === "fr" ? "/fr" : "/"}
          className="flex shrink-0 items-center gap-2 text-lg font-bold text-slate-900"
        >
          <BrandMark />
          <span>{site.name}</span>
        </Link>

        {/* The box fits beside the links on wide screens; narrower ones get a link to /search. */}
        {pathname === words.labels.searchPath ? null : (
          <SiteSearchBox
            look="header"
            words={words.labels}
            className="hidden w-44 min-w-0 xl:block"
          />
        )}
        <Link
          to={words.labels.searchPath}
          className="ml-auto rounded-md p-2 text-slate-800 hover:bg-brand-50 xl:hidden"
        >
          <Icon name="search" className="size-5" />
          <span className="sr-only">{words.labels.search}</span>
        </Link>

        <nav
          aria-label={words.labels.mainNav}
          className="hidden items-center gap-0.5 lg:flex xl:gap-1"
        >
          {words.nav.map((link) => {
            const isActive = isActivePath(pathname, link.href);
            return (
              <Link
                key={link.href}
                to={link.href}
                // SPEC.md: pages are prefetched; on intent, so no visit pays for pages not wanted.
                prefetch="intent"
                aria-current={isActive ? "page" : undefined}
                className={`${barLink} ${isActive ? linkActive : linkIdle}`}
              >
                {link.label}
              </Link>
            );
          })}
          <QuickLinks pathname={pathname} words={words} />
        </nav>
        {/* On a phone the switch is in the menu, beside the links; from 1024 to 1279 px the links
            take the bar's width, and it is in the footer only. */}
        <LanguageSwitch
          className={`${linkBase} ${linkIdle} hidden shrink-0 underline sm:block lg:hidden xl:block`}
        />

        <MobileMenu pathname={pathname} words={words} />
      </div>
    </header>
  );
}

const FOCUS_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function QuickLinks({ pathname, words }: { pathname: string; words: HeaderWords }) {
  const quickLinks = words.quickLinks;
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const isActive = quickLinks.some((link) => isActivePath(pathname, link.href));

  // Closes the element itself as well as React's state: opened by the keyboard, the element is
  // open before its queued toggle event has told React, and a link chosen in between would
  // otherwise leave it open on the next page (React would see no change to render).
  function close() {
    if (rootRef.current) rootRef.current.open = false;
    setOpen(false);
  }

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [isOpen]);

  function onKeyDown(event: KeyboardEvent) {
    // The element's own state, not React's: the toggle event that updates isOpen is queued, so a
    // quick ArrowDown straight after Enter would otherwise arrive while isOpen is still false.
    if (!rootRef.current?.open) return;
    if (event.key === "Escape") {
      close();
      summaryRef.current?.focus();
      return;
    }
    const move = FOCUS_MOVES[event.key];
    const links = [...(rootRef.current?.querySelectorAll("a") ?? [])];
    if (!move || links.length === 0) return;
    event.preventDefault();
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    links[move(index, links.length)]?.focus();
  }

  function closeIfFocusLeaves(event: FocusEvent) {
    if (!rootRef.current?.contains(event.relatedTarget)) close();
  }

  // A native disclosure: it opens and its links work before scripts load (or without them);
  // scripts add arrow keys, Escape and closing on a click or focus elsewhere.
  return (
    <details
      ref={rootRef}
      open={isOpen}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group relative"
    >
      <summary
        ref={summaryRef}
        onKeyDown={onKeyDown}
        onBlur={closeIfFocusLeaves}
        className={`${barLink} ${isActive ? linkActive : linkIdle} inline-flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden`}
      >
        {words.labels.quickLinks}
        <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="absolute top-full right-0 z-50 mt-1.5 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        {quickLinks.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              prefetch="intent"
              onClick={close}
              onKeyDown={onKeyDown}
              onBlur={closeIfFocusLeaves}
              aria-current={isActivePath(pathname, link.href) ? "page" : undefined}
              className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-900 focus-visible:bg-brand-50 focus-visible:text-brand-900 aria-[current=page]:font-semibold"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

// Before scripts load (or without them) the menu is a native disclosure whose panel holds the
// links. Once scripts run, the same button opens a modal <dialog> drawer instead, which traps
// focus and closes on Escape; its contents render only while it is open.
function MobileMenu({ pathname, words }: { pathname: string; words: HeaderWords }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const close = () => dialogRef.current?.close();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // A click on the backdrop lands on the dialog element itself; Escape is the keyboard's way.
    const closeOnBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    const onClose = () => setOpen(false);
    dialog.addEventListener("click", closeOnBackdrop);
    dialog.addEventListener("close", onClose);
    return () => {
      dialog.removeEventListener("click", closeOnBackdrop);
      dialog.removeEventListener("close", onClose);
    };
  }, []);

  // Opened once its contents exist, so the browser focuses the first control in it.
  useEffect(() => {
    if (open && !dialogRef.current?.open) dialogRef.current?.showModal();
  }, [open]);

  return (
    <>
      <details className="lg:hidden">
        <summary
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
          className="block cursor-pointer list-none rounded-md p-2 text-slate-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden"
        >
          <Icon name="menu" className="size-6" />
          <span className="sr-only">{words.labels.openMenu}</span>
        </summary>
        <div className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white p-4 shadow-lg">
          <MobileNav pathname={pathname} words={words} />
        </div>
      </details>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        className="drawer fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 shadow-xl backdrop:bg-slate-900/50"
      >
        {open ? (
          <div className="flex min-h-full flex-col p-4">
            <div className="mb-4 flex items-center justify-between">
              <h2 id={titleId} className="text-lg font-bold text-slate-900">
                {words.labels.menu}
              </h2>
              <IconButton
                label={words.labels.closeMenu}
                icon="x"
                iconClassName="size-5"
                onClick={close}
                className="rounded-md p-2 text-slate-800 hover:bg-brand-50"
              />
            </div>
            <MobileNav pathname={pathname} words={words} onChoose={close} />
          </div>
        ) : null}
      </dialog>
    </>
  );
}

function MobileNav(props: { pathname: string; words: HeaderWords; onChoose?: () => void }) {
  const quickLinksId = useId();
  const { labels } = props.words;
  return (
    <nav aria-label={labels.mobileNav}>
      <form
        method="get"
        action={labels.searchPath}
        role="search"
        aria-label={labels.searchForm}
        className="mb-4 flex gap-2"
      >
        <label className="sr-only" htmlFor={`${props.onChoose ? "drawer" : "menu"}-search`}>
          {labels.searchSite}
        </label>
        <input
          id={`${props.onChoose ? "drawer" : "menu"}-search`}
          type="search"
          name="q"
          placeholder={labels.searchPlaceholder}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500"
        />
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {labels.search}
        </button>
      </form>
      <DrawerLinks links={props.words.nav} pathname={props.pathname} onChoose={props.onChoose} />
      {/* A label, not a heading: the panel is in the page before its <h1>, so a heading here
          would open every page's outline. */}
      <p
        id={quickLinksId}
        className="mt-6 mb-2 px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase"
      >
        {labels.quickLinks}
      </p>
      <DrawerLinks
        links={props.words.quickLinks}
        pathname={props.pathname}
        onChoose={props.onChoose}
        labelledBy={quickLinksId}
      />
      <LanguageSwitch className={`mt-6 block ${linkBase} text-base ${linkIdle} underline`} />
    </nav>
  );
}

function DrawerLinks(props: {
  links: readonly { href: string; label: string }[];
  pathname: string;
  onChoose?: () => void;
  labelledBy?: string;
}) {
  return (
    <ul aria-labelledby={props.labelledBy} className="space-y-1">
      {props.links.map((link) => {
        const isActive = isActivePath(props.pathname, link.href);
        return (
          <li key={link.href}>
            <Link
              to={link.href}
              prefetch="intent"
              onClick={props.onChoose}
              aria-current={isActive ? "page" : undefined}
              className={`block ${linkBase} text-base ${isActive ? linkActive : linkIdle}`}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
