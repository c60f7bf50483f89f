// GET /api/cities: every city with its hotel count (SPEC.md section 7).
import { PUBLIC_PAGE_CACHE_CONTROL } from "#app/http/cache-headers.ts";
import { handleApi, jsonError, methodNotAllowed } from "#app/http/api.server.ts";
import { listCities } from "#app/models/cities.server.ts";
import type { Route } from "./+types/cities";

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    if (new URL(request.url).search) {
      return jsonError(400, "GET /api/cities takes no query parameters.");
    }
    const cities = await listCities();
    return Response.json(
      cities.map((city) => ({
        name: city.name,
        slug: city.slug,
        description: city.description,
        image: city.image,
        hotelCount: city.hotelCount,
        region: city.region,
      })),
      { headers: { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL } },
    );
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
