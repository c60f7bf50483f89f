import { Link } from "react-router";

// Answers mention the site's own pages by path ("use the contact form at /contact"); those
// become links. Only a whole word starting with one slash counts, so "24/7" stays text.
const SITE_PATH = /(?<=^|\s)(\/[a-z][a-z0-9-]*)(?=$|[\s.,;:)])/g;

export function FaqAnswer({ text }: { text: string }) {
  const parts = text.split(SITE_PATH);
  return (
    <p>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link
            key={index}
            to={part}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </p>
  );
}
