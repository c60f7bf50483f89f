// Holds React Router's hydration scripts back until the page has loaded (see
// app/hydration/held-scripts.ts): a stream over the rendered HTML that moves each
// modulepreload's rel into a data attribute and gives the module script an inert type.
import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";
import { HELD_MODULE_TYPE, HELD_REL_ATTRIBUTE } from "#app/hydration/held-scripts.ts";

const MODULEPRELOAD = '<link rel="modulepreload"';
const HELD_MODULEPRELOAD = `<link ${HELD_REL_ATTRIBUTE}="modulepreload"`;
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">/g;
/** Longer than any tag rewritten here, so a tag split across chunks is held back whole. */
const LONGEST_TAG = 160;

function rewrite(html: string): string {
  return html
    .replaceAll(MODULEPRELOAD, HELD_MODULEPRELOAD)
    .replace(MODULE_SCRIPT, `<script$1 type="${HELD_MODULE_TYPE}">`);
}

export function holdHydrationScripts(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = carry + decoder.write(chunk);
      const lastOpen = text.lastIndexOf("<");
      const keepFrom =
        lastOpen !== -1 && lastOpen > text.length - LONGEST_TAG ? lastOpen : text.length;
      carry = text.slice(keepFrom);
      done(null, rewrite(text.slice(0, keepFrom)));
    },
    flush(done) {
      done(null, rewrite(carry + decoder.end()));
    },
  });
}
