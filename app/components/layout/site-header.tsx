import { ChevronDown, Menu, X } from "lucide-react";
import { Dialog, DropdownMenu } from "radix-ui";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { mainNav, quickLinks } from "#app/content/site.ts";
import { isActivePath } from "#app/domain/nav.ts";
import { useSiteConfig } from "#app/root.tsx";
import { BrandMark } from "./brand-mark.tsx";

const linkBase = "rounded-md px-3 py-2 text-sm font-medium transition-colors";
const linkIdle = "text-slate-700 hover:bg-brand-50 hover:text-brand-800";
const linkActive = "bg-brand-100 text-brand-900";

export function SiteHeader() {
  const { pathname } = useLocation();
  const site = useSiteConfig();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const isQuickLinkActive = quickLinks.some((link) => isActivePath(pathname, link.href));

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <BrandMark />
          <span>{site.name}</span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {mainNav.map((link) => {
            const isActive = isActivePath(pathname, link.href);
            return (
              <Link
                key={link.href}
                to={link.href}
                // SPEC.md: pages are prefetched; on intent, so no visit pays for pages not wanted.
                prefetch="intent"
                aria-current={isActive ? "page" : undefined}
                className={`${linkBase} ${isActive ? linkActive : linkIdle}`}
              >
                {link.label}
              </Link>
            );
          })}
          <DropdownMenu.Root>
            <DropdownMenu.Trigger
              className={`${linkBase} ${isQuickLinkActive ? linkActive : linkIdle} inline-flex items-center gap-1`}
            >
              Quick Links <ChevronDown aria-hidden="true" className="size-4" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={6}
                className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
              >
                {quickLinks.map((link) => (
                  <DropdownMenu.Item key={link.href} asChild>
                    <Link
                      to={link.href}
                      aria-current={isActivePath(pathname, link.href) ? "page" : undefined}
                      className="block rounded-md px-3 py-2 text-sm text-slate-700 outline-none aria-[current=page]:font-semibold data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
                    >
                      {link.label}
                    </Link>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </nav>

        <Dialog.Root open={isDrawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger className="rounded-md p-2 text-slate-800 hover:bg-brand-50 lg:hidden">
            <Menu aria-hidden="true" className="size-6" />
            <span className="sr-only">Open menu</span>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
            <Dialog.Content
              aria-describedby={undefined}
              className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 shadow-xl"
            >
              <div className="mb-4 flex items-center justify-between">
                <Dialog.Title className="text-lg font-bold text-slate-900">Menu</Dialog.Title>
                <Dialog.Close className="rounded-md p-2 text-slate-800 hover:bg-brand-50">
                  <X aria-hidden="true" className="size-5" />
                  <span className="sr-only">Close menu</span>
                </Dialog.Close>
              </div>
              <nav aria-label="Mobile">
                <ul className="space-y-1">
                  {mainNav.map((link) => (
                    <DrawerLink
                      key={link.href}
                      href={link.href}
                      label={link.label}
                      isActive={isActivePath(pathname, link.href)}
                      onChoose={() => setDrawerOpen(false)}
                    />
                  ))}
                </ul>
                <h2 className="mt-6 mb-2 px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  Quick Links
                </h2>
                <ul className="space-y-1">
                  {quickLinks.map((link) => (
                    <DrawerLink
                      key={link.href}
                      href={link.href}
                      label={link.label}
                      isActive={isActivePath(pathname, link.href)}
                      onChoose={() => setDrawerOpen(false)}
                    />
                  ))}
                </ul>
              </nav>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </header>
  );
}

function DrawerLink(props: {
  href: string;
  label: string;
  isActive: boolean;
  onChoose: () => void;
}) {
  return (
    <li>
      <Link
        to={props.href}
        prefetch="intent"
        onClick={props.onChoose}
        aria-current={props.isActive ? "page" : undefined}
        className={`block ${linkBase} text-base ${props.isActive ? linkActive : linkIdle}`}
      >
        {props.label}
      </Link>
    </li>
  );
}
