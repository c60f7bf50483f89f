// The first cell of a dashboard list's row: the item's name, linking to its screen, and under it
// a detail in small grey type when there is one (its slug, its kind).
import type { ReactNode } from "react";
import { Link } from "react-router";

export function TitleCell(props: { to: string; children: ReactNode; detail?: ReactNode }) {
  return (
    <td className="py-2 pr-4">
      <Link to={props.to} className="font-semibold text-brand-800 underline">
        {props.children}
      </Link>
      {props.detail === undefined ? null : (
        <span className="block text-xs text-slate-600">{props.detail}</span>
      )}
    </td>
  );
}
