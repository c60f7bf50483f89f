// Takes full-page screenshots of running pages, to look at them: npx node scripts/screenshot.ts URL OUT.png [width]
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "#scripts/chromium.ts";

const [url, out, width = "1280"] = process.argv.slice(2);
if (!url || !out) {
  console.error("Usage: npx node scripts/screenshot.ts URL OUT.png [width]");
  process.exit(1);
}
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on("console", (message) => console.log(`[console.${message.type()}] ${message.text()}`));
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: process.env.FULL !== "0" });
await browser.close();
