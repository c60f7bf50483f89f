// Writes to the JSON API from the browser (SPEC.md sections 7 and 8): JSON body, credentials
// included, and any non-OK answer raised as "{status}: {body or status text}".
export async function postJson(path: string, body: unknown): Promise<Response> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  return response;
}
