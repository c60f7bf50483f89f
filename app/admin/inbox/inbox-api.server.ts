// Shared by the inbox's list APIs (contacts, subscribers): one page of a list, newest first,
// 100 a page, with the total and page count in headers.
import { pagedJson, parseAdminPage } from "#app/admin/shell/api.server.ts";
import { ADMIN_PAGE_SIZE } from "#app/admin/shell/staff-forms.ts";
import { handleApi } from "#app/http/api.server.ts";

export function pagedList(
  request: Request,
  list: (paging: { page: number; pageSize: number }) => Promise<unknown[]>,
  countAll: () => Promise<number>,
): Promise<Response> {
  return handleApi(async () => {
    const paging = { page: parseAdminPage(request), pageSize: ADMIN_PAGE_SIZE };
    const [items, total] = await Promise.all([list(paging), countAll()]);
    return pagedJson(items, total, paging.pageSize);
  });
}
