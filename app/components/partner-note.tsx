// The disclosure next to a page's first partner button (FTC: clear and close to the links), and
// Amazon's required sentence wherever its links appear. The full disclosure is in the terms.
import { Link } from "react-router";
import { useChrome } from "#app/site-config.ts";

export const DISCLOSURE_PATH = "/terms-of-service#affiliate-disclosure";

export function PartnerNote({
  tone = "dark",
  className,
}: {
  tone?: "dark" | "light";
  className?: string;
}) {
  // In the page's language, from the root's data.
  const words = useChrome().cards;
  const colours = tone === "light" ? "text-white/90" : "text-slate-600";
  return (
    <p className={`text-sm ${colours} ${className ?? ""}`}>
      {words.partner}{" "}
      <Link to={DISCLOSURE_PATH} className="underline underline-offset-2">
        {words.howWeEarn}
      </Link>
    </p>
  );
}

/** Amazon's Associates Program Operating Agreement asks for this sentence, word for word. */
export function AmazonNote({ siteName, className }: { siteName: string; className?: string }) {
  return (
    <p className={`text-sm text-slate-600 ${className ?? ""}`}>
      {siteName} is a participant in the Amazon Services LLC Associates Program, an affiliate
      advertising program designed to provide a means for sites to earn advertising fees by
      advertising and linking to Amazon.com.
    </p>
  );
}
