import { Link } from "react-router";

const TOKEN = /(https?:\/\/[^\s,;)]+[^\s,;).]|[\w.+-]+@[\w-]+\.[\w.-]*\w)/g;

/**
 * Plain text with the site's own addresses turned into links and e-mail addresses into mailto
 * links. Content stays plain text in the data; nothing is parsed as HTML.
 */
export function LinkifiedText({ text, siteUrl }: { text: string; siteUrl: string }) {
  const parts = text.split(TOKEN);
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return part;
        if (part.includes("@") && !part.startsWith("http")) {
          return (
            <a key={index} href={`mailto:${part}`}>
              {part}
            </a>
          );
        }
        if (part.startsWith(siteUrl)) {
          const path = part.slice(siteUrl.length) || "/";
          return (
            <Link key={index} to={path}>
              {part}
            </Link>
          );
        }
        return part;
      })}
    </>
  );
}
