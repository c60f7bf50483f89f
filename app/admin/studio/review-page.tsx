// The frame of the screens an editor reaches from In review (a hotel's fact sheet, the guest
// reports): the way back, the screen's heading, what deciding there does, and why the last
// decision failed.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Heading } from "#app/components/ui/heading.tsx";
import { href } from "#app/paths.ts";

export function ReviewPage(props: {
  title: ReactNode;
  intro: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="max-w-3xl space-y-6">
      <p>
        <Link
          to={href("/admin/dashboard/content/:type?", { type: "in-review" })}
          className="text-brand-800 underline"
        >
          Back to In review
        </Link>
      </p>
      <Heading level={2} size="subsection">
        {props.title}
      </Heading>
      <p className="text-slate-800">{props.intro}</p>
      {props.error ? (
        <p role="alert" className="text-red-800">
          {props.error}
        </p>
      ) : null}
      {props.children}
    </div>
  );
}
