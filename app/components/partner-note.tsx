// The disclosure next to a page's first partner button (FTC: clear and close to the links), and
// Amazon's required sentence wherever its links appear. The full disclosure is in the terms.
import { Link } from "react-router";

export const DISCLOSURE_PATH = "/terms-of-service#affiliate-disclosure";

export function PartnerNote({
  tone = "dark",
  className,
  words,
}: {
  tone?: "dark" | "light";
  className?: string;
  /** The note in another language than English (French pages). */
  words?: { partner: string; howWeEarn: string };
}) {
  const colours = tone === "light" ? "text-white/90" : "text-slate-600";
  return (
    <p className={`text-sm ${colours} ${className ?? ""}`}>
      {words?.partner ??
        "We may earn a commission when you book through our partner, at no extra cost to you."}{" "}
      <Link to={DISCLOSURE_PATH} className="underline underline-offset-2">
        {words?.howWeEarn ?? "How we earn"}
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
