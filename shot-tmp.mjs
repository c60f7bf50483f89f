import { chromium } from "playwright";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const widths = (process.env.W ?? "1024").split(",").map(Number);
const paths = (process.env.P ?? "/").split(",");
for (const w of widths) {
  const p = await b.newPage({ viewport: { width: w, height: 700 } });
  for (const path of paths) {
    await p.goto("http://127.0.0.1:4391" + path, { waitUntil: "networkidle" });
    const name = `${w}${path.replace(/\//g, "_")}`;
    await p.screenshot({ path: `/tmp/shot-${name}.png` });
    console.log(w, path, await p.evaluate(() => [document.documentElement.scrollWidth, document.querySelector("header")?.scrollWidth, document.querySelector("header")?.clientWidth, document.querySelector("header")?.offsetHeight]));
  }
  await p.close();
}
await b.close();
