// Leaving the content editor with unsaved changes asks first: what the form holds now, compared
// with what is stored, and the browser's prompt or a confirmation for a dashboard link.
import { useEffect, type RefObject } from "react";
import { hasUnsavedChanges } from "#app/domain/content/studio-form.ts";
import type { ContentType } from "#app/domain/content/content-schemas.ts";

/** The form's string fields as they are now, photo rows and the upload's controls included. */
function currentValues(form: HTMLFormElement | null): Record<string, string> {
  if (!form) return {};
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") values[name] = value;
    else if (value.size > 0) values[name] = value.name;
  }
  return values;
}

const LEAVE_QUESTION = "You have unsaved changes. Leave this page and lose them?";

/**
 * Asks before leaving a form with unsaved changes: the browser's own prompt for a reload, a
 * closed tab or a typed address, and a confirmation for a link to another page of the dashboard.
 * The link check runs before React Router sees the click. (React Router's useBlocker would do it
 * too, but it would add to the framework script every public page loads, past the page budget.)
 */
function useLeaveWarning(hasUnsaved: () => boolean) {
  useEffect(() => {
    const confirmLink = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank") return;
      const next = new URL(link.href, window.location.href);
      if (next.origin !== window.location.origin || next.pathname === window.location.pathname) {
        return;
      }
      if (hasUnsaved() && !window.confirm(LEAVE_QUESTION)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const warn = (event: BeforeUnloadEvent) => {
      if (hasUnsaved()) event.preventDefault();
    };
    document.addEventListener("click", confirmLink, true);
    window.addEventListener("beforeunload", warn);
    return () => {
      document.removeEventListener("click", confirmLink, true);
      window.removeEventListener("beforeunload", warn);
    };
  }, [hasUnsaved]);
}

/** Warns before leaving the editor while its form differs from the item as stored. */
export function useUnsavedWarning(
  formRef: RefObject<HTMLFormElement | null>,
  type: ContentType,
  loaded: {
    values: Record<string, string>;
    status: string;
    photos: { mediaId: number; alt: string }[];
  },
) {
  const stored: Record<string, string> = {
    ...loaded.values,
    status: loaded.status,
    ...Object.fromEntries(loaded.photos.map((photo, index) => [`photo.${index}.alt`, photo.alt])),
    ...(loaded.photos[0] ? { cover: String(loaded.photos[0].mediaId) } : {}),
  };
  const hasUnsaved = () => {
    const current = currentValues(formRef.current);
    return Boolean(current.file) || hasUnsavedChanges(type, stored, current);
  };
  useLeaveWarning(hasUnsaved);
}
