// GET /blog/rss.xml: an RSS 2.0 feed of the posts, newest first.
import { buildRssFeed } from "#app/seo/rss.ts";
import { getEnv } from "#app/env.server.ts";
import { listPosts } from "#app/models/posts.server.ts";
import { siteConfig } from "#app/site-config.server.ts";
import { blogFeed } from "#app/content/site.ts";

export async function loader() {
  const site = siteConfig(getEnv());
  const posts = await listPosts();
  const xml = buildRssFeed({
    title: `${site.name} ${blogFeed.title}`,
    link: `${site.url}/blog`,
    feedUrl: `${site.url}${blogFeed.href}`,
    description: "Practical, checked guides for travellers to Ghana.",
    items: posts.map((post) => ({
      title: post.title,
      link: `${site.url}/blog/${post.slug}`,
      description: post.excerpt,
      author: post.author,
      publishedAt: post.publishedAt,
      categories: post.tags,
    })),
  });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
