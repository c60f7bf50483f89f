// Places two photo-sized uploads (3000 × 2000 JPEGs made here) on a hotel through the studio's
// API and waits until their derivatives are ready: the hotel page as an operator's looks, for
// Lighthouse, the page benchmark and the page budget test.
import sharp from "sharp";

export async function givePhotos(
  baseUrl: string,
  hotelSlug: string,
  password: string,
  email = "hello@akwaabastays.com",
) {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`Signing in failed: ${login.status}`);
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const headers = { Cookie: cookie, Origin: baseUrl };
  const ids: number[] = [];
  for (const colour of ["#2a6f97", "#c9a227"]) {
    // Soft texture rather than raw noise, so the file compresses like a photograph.
    const bytes = await sharp({
      create: {
        width: 3000,
        height: 2000,
        channels: 3,
        background: colour,
        noise: { type: "gaussian", mean: 128, sigma: 24 },
      },
    })
      .blur(3)
      .jpeg({ quality: 90 })
      .toBuffer();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" }));
    const upload = await fetch(`${baseUrl}/api/admin/media`, {
      method: "POST",
      headers,
      body: form,
    });
    ids.push(((await upload.json()) as { id: number }).id);
  }
  for (const id of ids) {
    for (let tries = 0; tries < 150; tries += 1) {
      const item = await fetch(`${baseUrl}/api/admin/media/${id}`, { headers });
      if (((await item.json()) as { status: string }).status === "ready") break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const list = await fetch(`${baseUrl}/api/admin/content/hotels?q=${hotelSlug}`, { headers });
  const hotel = ((await list.json()) as { items: { id: number; version: number }[] }).items[0]!;
  const placed = await fetch(`${baseUrl}/api/admin/content/hotels/${hotel.id}`, {
    method: "PUT",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({
      version: hotel.version,
      photos: ids.map((mediaId, index) => ({ mediaId, alt: `Test photo ${index + 1}` })),
    }),
  });
  if (!placed.ok) throw new Error(`Placing the photos failed: ${await placed.text()}`);
}
