// The footer's Lite switch (app/domain/pages/lite-mode.ts). It posts to /lite as a plain form, with or
// without JavaScript: the next page must come whole from the server, without its scripts.
import { Form, useLocation } from "react-router";
import { useIsLite } from "#app/components/lite-mode.tsx";
import { useChrome } from "#app/site-config.ts";

export function LiteModeForm() {
  const isLite = useIsLite();
  const { pathname, search } = useLocation();
  // In the page's language, from the root's data (app/content/i18n/).
  const { notes } = useChrome();
  return (
    <Form
      method="post"
      action="/lite"
      reloadDocument
      aria-label={notes.lite}
      className="flex flex-wrap items-center gap-x-3 gap-y-1"
    >
      <input type="hidden" name="lite" value={isLite ? "off" : "on"} />
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <p id="lite-mode-state">
        {`${notes.liteState} `}
        <strong className="text-white">{isLite ? notes.on : notes.off}</strong>
        {` ${notes.liteHint}`}
      </p>
      <button
        type="submit"
        aria-describedby="lite-mode-state"
        className="rounded border border-slate-500 px-2 py-0.5 font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {isLite ? notes.turnOff : notes.turnOn}
      </button>
    </Form>
  );
}
