import { describe, expect, it } from "vitest";
import { LARGEST_PHOTO_WIDTH, sizeToSend } from "#app/domain/pages/photo-sizes.ts";

describe("the size a browser sends a photo at", () => {
  it("keeps a photo no wider than the site serves", () => {
    expect(sizeToSend(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(sizeToSend(LARGEST_PHOTO_WIDTH, 5000)).toEqual({ width: 1920, height: 5000 });
  });

  it("brings a wider photo down to the largest width, in proportion", () => {
    expect(sizeToSend(4000, 3000)).toEqual({ width: 1920, height: 1440 });
    expect(sizeToSend(3024, 4032)).toEqual({ width: 1920, height: 2560 });
    expect(sizeToSend(20_000, 1)).toEqual({ width: 1920, height: 1 });
  });
});
