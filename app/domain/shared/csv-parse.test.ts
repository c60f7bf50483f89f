import { describe, expect, it } from "vitest";
import { parseCsv } from "#app/domain/shared/csv-parse.ts";

describe("parseCsv", () => {
  it("reads quotes, doubled quotes, commas and line breaks inside fields, and CRLF", () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, ""y""","two\nlines"\r\n')).toEqual({
      ok: true,
      rows: [
        ["a", "b"],
        ['x, "y"', "two\nlines"],
      ],
    });
  });

  it("reads LF, CRLF and a lone CR as line ends in one file", () => {
    expect(parseCsv("a,b\r\n1,2\n3,4\r5,6")).toEqual({
      ok: true,
      rows: [
        ["a", "b"],
        ["1", "2"],
        ["3", "4"],
        ["5", "6"],
      ],
    });
  });

  it("keeps rows of any length and blank lines, so each row keeps its number", () => {
    expect(parseCsv("a,b,c\n1\n\n1,2,3,4\n")).toEqual({
      ok: true,
      rows: [["a", "b", "c"], ["1"], [""], ["1", "2", "3", "4"]],
    });
  });

  it("keeps a stray quote inside an unquoted field as text", () => {
    expect(parseCsv('name,size\nScreen,32" TV\n')).toEqual({
      ok: true,
      rows: [
        ["name", "size"],
        ["Screen", '32" TV'],
      ],
    });
  });

  it("drops spaces around a field, and keeps them inside quotes", () => {
    expect(parseCsv('slug , price\n"noda-hotel" , " 120 "\n')).toEqual({
      ok: true,
      rows: [
        ["slug", "price"],
        ["noda-hotel", " 120 "],
      ],
    });
  });

  it("reads an empty file, or a byte-order mark alone, as no rows", () => {
    expect(parseCsv("")).toEqual({ ok: true, rows: [] });
    expect(parseCsv("\uFEFF")).toEqual({ ok: true, rows: [] });
  });

  it("names the line of a quote left open", () => {
    expect(parseCsv('a,b\n1,"open\n')).toEqual({
      ok: false,
      line: 2,
      reason: "A quoted field is never closed.",
    });
  });

  it("names the line a quote is left open on, not the file's last line", () => {
    expect(parseCsv('a,b\n"x\ny",2\n3,"open\n4,5\n6,7\n')).toEqual({
      ok: false,
      line: 4,
      reason: "A quoted field is never closed.",
    });
  });

  it("names the line of text after a closing quote", () => {
    expect(parseCsv('a,b\n1,2\n"Noda" Hotel,3\n')).toEqual({
      ok: false,
      line: 3,
      reason: "A quoted field has text after its closing quote: quote the whole field.",
    });
  });
});
