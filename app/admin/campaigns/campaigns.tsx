// The dashboard's campaigns tab: every newsletter campaign with its figures, newest first.
import { Link } from "react-router";
import { href } from "#app/paths.ts";
import { MailReadiness, STATUS_LABEL } from "#app/admin/campaigns/campaign-parts.tsx";
import { TableHead } from "#app/admin/shell/table-head.tsx";
import { TitleCell } from "#app/admin/shell/title-cell.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { listCampaigns } from "#app/models/campaigns.server.ts";
import { mailReadiness } from "#app/use-cases/campaigns/readiness.server.ts";
import type { Route } from "./+types/campaigns";

export async function loader() {
  const campaigns = await pageDataOr503("campaigns", listCampaigns);
  return { campaigns, ...(await mailReadiness()) };
}

export default function CampaignsTab({ loaderData }: Route.ComponentProps) {
  const { campaigns } = loaderData;
  return (
    <>
      <MailReadiness {...loaderData} />
      <div className="mb-4 flex justify-end">
        <Link
          to={href("/admin/dashboard/campaigns/:id", { id: "new" })}
          className={buttonClass({ size: "sm" })}
        >
          New campaign
        </Link>
      </div>
      {campaigns.length === 0 ? (
        <p className="py-10 text-center text-slate-700">No campaigns yet</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Newsletter campaigns, newest first</caption>
          <TableHead
            columns={[
              "Subject",
              "Status",
              "Recipients",
              "Sent",
              "Failed",
              "Unsubscribes",
              "Clicks",
            ]}
          />
          <tbody>
            {campaigns.map((campaign) => (
              <tr key={campaign.id} className="border-b border-slate-200">
                <TitleCell to={href("/admin/dashboard/campaigns/:id", { id: String(campaign.id) })}>
                  {campaign.subject}
                </TitleCell>
                <td className="py-2 pr-4">
                  {STATUS_LABEL[campaign.status]}
                  {campaign.status === "scheduled" && campaign.scheduledAt
                    ? ` for ${formatDateTime(campaign.scheduledAt)}`
                    : campaign.status === "sent" && campaign.finishedAt
                      ? ` ${formatDateTime(campaign.finishedAt)}`
                      : ""}
                </td>
                <td className="py-2 pr-4">{campaign.figures.recipients}</td>
                <td className="py-2 pr-4">{campaign.figures.sent}</td>
                <td className="py-2 pr-4">{campaign.figures.failed}</td>
                <td className="py-2 pr-4">{campaign.figures.unsubscribes}</td>
                <td className="py-2 pr-4">{campaign.figures.clicks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
