import type { Page } from "@playwright/test";
import { apiSessionCookie } from "#tests/e2e/admin-session.ts";

export interface LoggedClick {
  id: string;
  kind: string;
  key: string;
  placement: string;
  page: string | null;
  partner: string;
}

/** The click the server logged under this id (the sub-id the partner received), if any. */
export async function loggedClick(page: Page, clickId: string): Promise<LoggedClick | undefined> {
  const cookie = await apiSessionCookie(page.request);
  const response = await page.request.get("/api/admin/clicks", { headers: { Cookie: cookie } });
  const clicks = (await response.json()) as LoggedClick[];
  return clicks.find((click) => click.id === clickId);
}
