import { describe, expect, it } from "vitest";
import { deviceName } from "#app/domain/accounts/device-name.ts";

describe("deviceName", () => {
  it("names the browser and the system", () => {
    expect(
      deviceName(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
      ),
    ).toBe("Chrome on Linux");
    expect(
      deviceName(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0",
      ),
    ).toBe("Firefox on Windows");
    expect(
      deviceName(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iOS");
  });

  it("keeps a short piece of an unknown agent, and says so when there is none", () => {
    expect(deviceName("node")).toBe("node");
    expect(deviceName("x".repeat(100))).toHaveLength(40);
    expect(deviceName(undefined)).toBe("Unknown device");
  });
});
