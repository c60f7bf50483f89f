import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server sent a complete page, so let the browser paint it before React's hydration work
// takes the main thread: the callback of a frame runs before that frame paints, and a task queued
// from it runs after. The timeout covers tabs opened in the background, which get no frames.
let started = false;
const hydrateOnce = () => {
  if (started) return;
  started = true;
  hydrate();
};
requestAnimationFrame(() => setTimeout(hydrateOnce, 0));
setTimeout(hydrateOnce, 500);
