import { expect, it } from "vitest";
import { formatFileSize } from "#app/domain/operations/file-size.ts";

it("reads sizes in the unit that suits them", () => {
  expect(formatFileSize(512)).toBe("512 B");
  expect(formatFileSize(300_000)).toBe("293 KB");
  expect(formatFileSize(5_500_000)).toBe("5.2 MB");
  expect(formatFileSize(3 * 1_073_741_824)).toBe("3.0 GB");
});
