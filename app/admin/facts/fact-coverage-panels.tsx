// The Facts tab's view of what hotels have told us (issue 40): coverage of each practical fact by
// city and kind of source, the listed hotels to ask for a fact sheet (ticked, then one button,
// without script too), hotels with no address, and the links still open.
import { Form, Link } from "react-router";
import { href } from "#app/paths.ts";
import { ColumnHeads } from "#app/admin/shell/column-heads.tsx";
import { RowButton } from "#app/admin/shell/row-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import {
  coverageKinds,
  type CoverageCell,
  type FactCoverage,
} from "#app/domain/facts/fact-coverage.ts";

const editorOf = (id: number) =>
  href("/admin/dashboard/content/:type/:id", { type: "hotels", id: String(id) });

function Cell({ cell }: { cell: CoverageCell }) {
  const kinds = coverageKinds(cell);
  return (
    <td className="py-2 pr-4 align-top">
      <span className="font-semibold text-slate-900">
        {cell.known} of {cell.hotels}
      </span>
      {kinds ? <span className="block text-xs text-slate-700">{kinds}</span> : null}
    </td>
  );
}

export function CoverageTable({ coverage }: { coverage: FactCoverage }) {
  return (
    <Section id="fact-coverage" title="What we know about listed hotels" size="minor">
      <p className="mt-2 max-w-3xl text-sm leading-6 text-slate-700">
        For each practical fact and city: how many listed hotels have it known, and from which kind
        of source (a hotel stated by two kinds counts under both). {coverage.hotels} hotels are
        listed. The same figures print with <code>npm run facts:coverage</code>.
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Practical facts known for listed hotels, by city and kind of source
          </caption>
          <ColumnHeads
            columns={["Fact", ...coverage.cities.map((city) => city.name), "All cities"]}
          />
          <tbody className="divide-y divide-slate-200 text-slate-800">
            {coverage.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="py-2 pr-4 align-top font-semibold text-slate-900">
                  {row.label}
                </th>
                {row.cells.map((cell, index) => (
                  <Cell key={coverage.cities[index]!.name} cell={cell} />
                ))}
                <Cell cell={row.total} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

export interface AskableHotel {
  id: number;
  name: string;
  city: string;
  known: number;
  email: string | null;
  openUntil: string | null;
}

/** The listed hotels, each with a box to tick when the person may ask for fact sheets. */
export function HotelsToAsk({
  hotels,
  factCount,
  canRequest,
}: {
  hotels: AskableHotel[];
  factCount: number;
  canRequest: boolean;
}) {
  const table = (
    <div className="mt-4 max-h-[36rem] overflow-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Listed hotels, by city, with what we know of each</caption>
        <ColumnHeads
          columns={[
            ...(canRequest ? ["Ask"] : []),
            "Hotel",
            "City",
            "Facts known",
            "E-mail",
            "Open link",
          ]}
          rightAligned={["Facts known"]}
        />
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {hotels.map((hotel) => (
            <tr key={hotel.id}>
              {canRequest ? (
                <td className="py-2 pr-4">
                  <input
                    type="checkbox"
                    name="hotel"
                    value={hotel.id}
                    id={`ask-${hotel.id}`}
                    aria-label={`Ask ${hotel.name}`}
                    className="size-4"
                  />
                </td>
              ) : null}
              <td className="py-2 pr-4">
                <Link to={editorOf(hotel.id)} className="text-brand-800 underline">
                  {hotel.name}
                </Link>
              </td>
              <td className="py-2 pr-4">{hotel.city}</td>
              <td className="py-2 pr-4 text-right">
                {hotel.known} of {factCount}
              </td>
              <td className="py-2 pr-4">{hotel.email ?? "None"}</td>
              <td className="py-2">
                {hotel.openUntil ? `Until ${formatDateTime(hotel.openUntil)}` : "None"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <Section id="hotels-to-ask" title="Ask hotels for their fact sheets" size="minor">
      <p className="mt-2 max-w-3xl text-sm leading-6 text-slate-700">
        Each ticked hotel with an e-mail address gets a link by e-mail (sent over the next minutes).
        A hotel with a link still open is skipped, so none gets two; a hotel without an address is
        skipped and named: add one in its editor, or make a link to send by WhatsApp from there.
      </p>
      {canRequest ? (
        <Form method="post" aria-label="Request fact sheets">
          {table}
          <Button name="intent" value="request-sheets" className="mt-3">
            Request fact sheets
          </Button>
        </Form>
      ) : (
        table
      )}
    </Section>
  );
}

export function HotelsWithoutAddress({ hotels }: { hotels: { id: number; name: string }[] }) {
  return (
    <Section id="no-address" title="Hotels with no contact address" size="minor">
      {hotels.length === 0 ? (
        <p className="mt-2 text-sm font-semibold text-emerald-800">
          Every listed hotel has an e-mail address.
        </p>
      ) : (
        // Each link a full 24 px target (WCAG 2.5.8): the list is dense.
        <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {hotels.map((hotel) => (
            <li key={hotel.id}>
              <Link to={editorOf(hotel.id)} className="inline-block py-1 text-brand-800 underline">
                {hotel.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export interface OpenLink {
  id: number;
  hotelId: number;
  hotelName: string;
  sentTo: string | null;
  expiresAt: string;
  lastUsedAt: string | null;
}

export function OpenRequests({ links, canRevoke }: { links: OpenLink[]; canRevoke: boolean }) {
  return (
    <Section id="open-requests" title="Open fact-sheet requests" size="minor">
      {links.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No fact-sheet link is open.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Open fact-sheet links, soonest to expire first</caption>
            <ColumnHeads
              columns={["Hotel", "Sent to", "Expires", "Used", ...(canRevoke ? ["Revoke"] : [])]}
              visuallyHidden={["Revoke"]}
            />
            <tbody className="divide-y divide-slate-200 text-slate-800">
              {links.map((link) => (
                <tr key={link.id}>
                  <td className="py-2 pr-4">
                    <Link to={editorOf(link.hotelId)} className="text-brand-800 underline">
                      {link.hotelName}
                    </Link>
                  </td>
                  <td className="py-2 pr-4">{link.sentTo ?? "Copied (not e-mailed)"}</td>
                  <td className="py-2 pr-4">{formatDateTime(link.expiresAt)}</td>
                  <td className="py-2 pr-4">
                    {link.lastUsedAt ? `Answered ${formatDateTime(link.lastUsedAt)}` : "Not yet"}
                  </td>
                  {canRevoke ? (
                    <td className="py-2">
                      <RowButton
                        field="link"
                        value={link.id}
                        intent="revoke"
                        label={`Revoke ${link.hotelName}'s link`}
                      >
                        Revoke
                      </RowButton>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
