// RSS 2.0 documents, escaped for XML.

export interface RssItem {
  title: string;
  link: string;
  description: string;
  author: string;
  publishedAt: string;
  categories: readonly string[];
}

export interface RssFeed {
  title: string;
  link: string;
  feedUrl: string;
  description: string;
  items: readonly RssItem[];
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

export function buildRssFeed(feed: RssFeed): string {
  const newest = feed.items[0]?.publishedAt;
  const items = feed.items.map((item) =>
    [
      "<item>",
      element("title", item.title),
      element("link", item.link),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element("description", item.description),
      element("dc:creator", item.author),
      element("pubDate", new Date(item.publishedAt).toUTCString()),
      ...item.categories.map((category) => element("category", category)),
      "</item>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    element("title", feed.title),
    element("link", feed.link),
    element("description", feed.description),
    "<language>en</language>",
    `<atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element("lastBuildDate", new Date(newest).toUTCString())] : []),
    ...items,
    "</channel>",
    "</rss>",
  ].join("\n");
}
