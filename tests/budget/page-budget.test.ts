// The page budget (issue "Light on a Ghanaian phone"), on bytes, which do not vary from run to
// run: every public page type as served by the production build, its scripts over the floor of
// React and React Router alone, its HTML, its first-visit transfer and its requests. Timings are
// measured by `npm run bench:pages`, never here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { givePhotos } from "#tests/give-photos.ts";
import {
  BUDGET,
  kb,
  measureFloor,
  PAGE_TYPES,
  PHOTO_HOTEL,
  weighPage,
  type PageWeight,
} from "#tests/page-weight.ts";
import { startServer, type RunningServer } from "#tests/server-process.ts";

let server: RunningServer;
let floor: number;
const weights = new Map<string, PageWeight>();

beforeAll(async () => {
  // Its own server and database (npm test runs it on the embedded one): the photos placed here
  // change no other test.
  server = await startServer();
  await givePhotos(server.url, PHOTO_HOTEL, "integration-test-password");
  floor = await measureFloor();
  for (const page of PAGE_TYPES) weights.set(page.path, await weighPage(server.url, page.path));
});

afterAll(async () => {
  await server?.stop();
  server?.cleanUp();
});

describe("the page budget", () => {
  it("measures a floor of React and React Router alone", () => {
    // The floor is real script: the framework's own runtime, roughly 100 KB gzipped.
    expect(floor).toBeGreaterThan(80 * 1024);
    expect(floor).toBeLessThan(130 * 1024);
  });

  it("weighs the hotel page with its two photos", () => {
    const hotel = weights.get(`/hotels/${PHOTO_HOTEL}`)!;
    expect(hotel.images).toBeGreaterThan(10 * 1024);
  });

  describe.each(PAGE_TYPES)("$name ($path)", ({ path }) => {
    const weight = () => weights.get(path)!;

    it(`loads at most ${kb(BUDGET.jsOverFloor)} of script over the floor`, () => {
      expect(weight().scripts, "the page names its scripts").toBeGreaterThan(0);
      expect(
        weight().js - floor,
        `${kb(weight().js)} against a floor of ${kb(floor)}`,
      ).toBeLessThanOrEqual(BUDGET.jsOverFloor);
    });

    it(`sends at most ${kb(BUDGET.htmlGzip)} of HTML gzipped and ${kb(BUDGET.htmlRaw)} raw`, () => {
      expect(weight().htmlGzip).toBeLessThanOrEqual(BUDGET.htmlGzip);
      expect(weight().htmlRaw).toBeLessThanOrEqual(BUDGET.htmlRaw);
    });

    it(`costs at most ${kb(BUDGET.firstVisit)} and ${BUDGET.requests} requests on a first visit`, () => {
      expect(weight().firstVisit).toBeLessThanOrEqual(BUDGET.firstVisit);
      expect(weight().requests).toBeLessThanOrEqual(BUDGET.requests);
    });
  });
});
