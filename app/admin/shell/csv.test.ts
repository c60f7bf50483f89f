import { describe, expect, it } from "vitest";
import { csvDownload, toCsv } from "#app/admin/shell/csv.ts";

describe("toCsv", () => {
  it("writes rows with CRLF and quotes cells that need it", () => {
    expect(
      toCsv([
        ["email", "note"],
        ["a@b.gh", 'says "hi", twice'],
      ]),
    ).toBe('email,note\r\na@b.gh,"says ""hi"", twice"\r\n');
  });

  it("quotes a cell holding a bare line break or carriage return, and leaves empty cells empty", () => {
    expect(toCsv([["two\nlines", "", "cr\ronly"], [""]])).toBe('"two\nlines",,"cr\ronly"\r\n\r\n');
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(toCsv([["=HYPERLINK(1)", "+1", "@x", "-2", "plain"]])).toBe(
      "'=HYPERLINK(1),'+1,'@x,'-2,plain\r\n",
    );
    expect(toCsv([["\tx", "\r=1", "\uFF1DSUM(A1)"]])).toBe(`'\tx,"'\r=1",'\uFF1DSUM(A1)\r\n`);
  });

  it("writes nothing for no rows, so a streamed batch adds no blank line", () => {
    expect(toCsv([])).toBe("");
  });
});

describe("csvDownload", () => {
  it("answers a CSV the browser saves under its name and no cache keeps", async () => {
    const response = csvDownload("a,b\r\n", "hotels-2026-11-29.csv");
    expect(Object.fromEntries(response.headers)).toEqual({
      "cache-control": "private, no-store",
      "content-disposition": 'attachment; filename="hotels-2026-11-29.csv"',
      "content-type": "text/csv; charset=utf-8",
    });
    expect(await response.text()).toBe("a,b\r\n");
  });

  it("starts with a byte-order mark, so a spreadsheet reads GH₵ as UTF-8", async () => {
    const bytes = new Uint8Array(await csvDownload("GH₵\r\n", "a.csv").arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe("GH₵\r\n");
  });

  it("puts the mark before a streamed body's first batch, and only once", async () => {
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode("a,b\r\n"));
        controller.enqueue(encoder.encode("c,d\r\n"));
        controller.close();
      },
    });
    const bytes = new Uint8Array(await csvDownload(stream, "a.csv").arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(
      "\uFEFFa,b\r\nc,d\r\n",
    );
  });
});
