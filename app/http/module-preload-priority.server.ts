// React Router's <Scripts> preloads every module of the page at high priority. Our pages are
// complete HTML that works before hydration, so on a slow connection that JavaScript should not
// share bandwidth with what the first paint needs: the stylesheet, the font and the first image.
// This stream marks each modulepreload link fetchpriority="low" on its way out.
import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

const TAG = '<link rel="modulepreload"';
const LOW_PRIORITY_TAG = '<link rel="modulepreload" fetchpriority="low"';

export function lowerModulePreloadPriority(): Transform {
  const decoder = new StringDecoder("utf8");
  // A tag can straddle two chunks: hold back a tail too short to hold a whole one.
  let carry = "";
  const rewrite = (text: string) => text.replaceAll(TAG, LOW_PRIORITY_TAG);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = carry + decoder.write(chunk);
      const lastOpen = text.lastIndexOf("<");
      const keepFrom = lastOpen > text.length - TAG.length ? lastOpen : text.length;
      carry = text.slice(keepFrom);
      done(null, rewrite(text.slice(0, keepFrom)));
    },
    flush(done) {
      done(null, rewrite(carry + decoder.end()));
    },
  });
}
