// Holds React Router's hydration scripts back until the page has loaded (see
// app/hydration/held-scripts.ts): a stream over the rendered HTML that takes the modulepreload
// links out of the page, lists their hrefs on the module script and gives it an inert type.
import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";
import { HELD_MODULE_TYPE, HELD_PRELOADS_ATTRIBUTE } from "#app/hydration/held-scripts.ts";

// React hoists the preloads into <head>, so they all come before the module script at the end.
const HELD_TAGS =
  /<link rel="modulepreload" href="([^"]*)"[^>]*>|<script( nonce="[^"]*")? type="module" async="">/g;

export function holdHydrationScripts(): Transform {
  const decoder = new StringDecoder("utf8");
  const preloads: string[] = [];
  let carry = "";
  const rewrite = (html: string) =>
    html.replace(HELD_TAGS, (_tag, href: string | undefined, nonce: string | undefined) => {
      if (href !== undefined) {
        preloads.push(href);
        return "";
      }
      return `<script${nonce ?? ""} type="${HELD_MODULE_TYPE}" ${HELD_PRELOADS_ATTRIBUTE}="${preloads.join(" ")}">`;
    });
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
