// Holds React Router's hydration scripts back until the page has loaded (see
// app/hydration/held-scripts.ts): a stream over the rendered HTML that takes the modulepreload
// links out of the page, lists their hrefs on the head's releaser script and gives the module
// script an inert type.
import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";
import { HELD_MODULE_TYPE, HELD_PRELOADS_ATTRIBUTE } from "#app/hydration/held-scripts.ts";

// React hoists the preloads to the top of <head>, so they come before the releaser
// (ReleaseHeldScripts, rendered in the head with an empty list) and the module script at the end.
const HELD_TAGS = new RegExp(
  `<link rel="modulepreload" href="([^"]*)"[^>]*>` +
    `|<script( nonce="[^"]*")? ${HELD_PRELOADS_ATTRIBUTE}="">` +
    `|<script( nonce="[^"]*")? type="module" async="">`,
  "g",
);

export function holdHydrationScripts(): Transform {
  const decoder = new StringDecoder("utf8");
  const preloads: string[] = [];
  let isListWritten = false;
  let carry = "";
  const rewrite = (html: string) =>
    html.replace(
      HELD_TAGS,
      (
        tag,
        href: string | undefined,
        releaserNonce: string | undefined,
        moduleNonce: string | undefined,
      ) => {
        if (href !== undefined) {
          // A preload after the list went out (not what React does) is left to load at once.
          if (isListWritten) return tag;
          preloads.push(href);
          return "";
        }
        if (tag.includes(HELD_PRELOADS_ATTRIBUTE)) {
          isListWritten = true;
          return `<script${releaserNonce ?? ""} ${HELD_PRELOADS_ATTRIBUTE}="${preloads.join(" ")}">`;
        }
        return `<script${moduleNonce ?? ""} type="${HELD_MODULE_TYPE}">`;
      },
    );
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = carry + decoder.write(chunk);
      // A tag still open at the end of the chunk waits for the rest of it.
      const lastOpen = text.lastIndexOf("<");
      const keepFrom = lastOpen !== -1 && !text.includes(">", lastOpen) ? lastOpen : text.length;
      carry = text.slice(keepFrom);
      done(null, rewrite(text.slice(0, keepFrom)));
    },
    flush(done) {
      done(null, rewrite(carry + decoder.end()));
    },
  });
}
