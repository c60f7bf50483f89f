import { describe, expect, it } from "vitest";
import { refusePageRequest } from "#server/page-requests.ts";

describe("refusePageRequest", () => {
  it("lets pages be read and their forms be posted as browsers post them", () => {
    expect(refusePageRequest("GET", "/hotels", undefined, false)).toBeNull();
    expect(refusePageRequest("HEAD", "/", undefined, false)).toBeNull();
    for (const type of [
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=----x",
      "Application/X-WWW-Form-Urlencoded;charset=UTF-8",
    ]) {
      expect(refusePageRequest("POST", "/contact", type, true)).toBeNull();
    }
    // A form with no fields (a sign-out button) may send nothing at all.
    expect(refusePageRequest("POST", "/admin/logout", undefined, false)).toBeNull();
  });

  it("answers other methods on pages with 405 and the methods a page takes", async () => {
    for (const method of ["PUT", "PATCH", "DELETE", "TRACE"]) {
      const refusal = refusePageRequest(method, "/contact", undefined, false)!;
      expect(refusal.status).toBe(405);
      expect(refusal.headers.get("allow")).toBe("GET, HEAD, POST");
      expect(await refusal.text()).toContain(method);
    }
  });

  it("answers a page's form posted as JSON, text or CSV with 415 and what to send", async () => {
    for (const type of ["application/json", "text/plain", "text/csv", undefined]) {
      const refusal = refusePageRequest("POST", "/?index", type, true)!;
      expect(refusal.status).toBe(415);
      expect(await refusal.text()).toMatch(/application\/x-www-form-urlencoded/);
    }
  });

  it("lets the invitation and reset links take JSON, their API mirror, and nothing else", () => {
    const token = "a".repeat(43);
    for (const path of [`/admin/invite/${token}`, `/admin/reset/${token}`]) {
      expect(refusePageRequest("POST", path, "application/json", true)).toBeNull();
      expect(refusePageRequest("POST", path, "text/plain", true)!.status).toBe(415);
    }
    expect(refusePageRequest("POST", "/admin", "application/json", true)!.status).toBe(415);
  });

  it("leaves the JSON API to answer for itself, except TRACE", () => {
    expect(
      refusePageRequest("PATCH", "/api/admin/content/hotels/1", "application/json", true),
    ).toBeNull();
    expect(refusePageRequest("POST", "/api/contact", "application/json", true)).toBeNull();
    expect(refusePageRequest("TRACE", "/api/hotels", undefined, false)!.status).toBe(405);
  });
});
