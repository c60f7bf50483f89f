// zod for code that also runs in the browser. zod 4 compiles object parsers with `new Function`
// when eval is allowed, and merely probing for that trips our CSP (no 'unsafe-eval'), which the
// browser reports as an issue. In the browser it runs without eval; the server keeps the fast path.
import { z } from "zod";

if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
