import { describe, expect, it } from "vitest";
import {
  issueKnownDevice,
  KNOWN_DEVICE_LIFETIME_MS,
  knownDeviceOf,
} from "#app/use-cases/people/known-device.server.ts";

describe("a known device", () => {
  it("names its person and a device id, for that person only", () => {
    const value = issueKnownDevice(7);
    const device = knownDeviceOf(value, 7);
    expect(device).toMatch(/^[\w-]{22}$/);
    expect(knownDeviceOf(issueKnownDevice(7), 7)).not.toBe(device);
    expect(knownDeviceOf(value, 8)).toBeNull();
  });

  it("is refused forged, re-addressed, expired or absent", () => {
    const value = issueKnownDevice(7);
    const [, expires, device, signature] = value.split(".");
    expect(knownDeviceOf(`8.${expires}.${device}.${signature}`, 8)).toBeNull();
    const flipped = signature!.replace(/^./, (first) => (first === "A" ? "B" : "A"));
    expect(knownDeviceOf(`7.${expires}.${device}.${flipped}`, 7)).toBeNull();
    expect(knownDeviceOf(value, 7, Date.now() + KNOWN_DEVICE_LIFETIME_MS + 1000)).toBeNull();
    expect(knownDeviceOf(undefined, 7)).toBeNull();
    expect(knownDeviceOf("7.1.x.y", 7)).toBeNull();
  });
});
