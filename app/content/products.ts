// Recommended travel products (SPEC.md section 3): 6 general travel-gear items and 4 for Ghana.
// These describe product TYPES honestly. None has a verified retailer product id yet, so each
// links to the retailer's search for its title, with the affiliate tag (DECISIONS.md item 11).
// Ratings, review counts and an original price are shown only when they come from a verified
// listing: we do not invent them. Prices are indicative ranges for the product type; the
// retailer's page always has the real price.

import type { ProductFields } from "#app/domain/content/product-definition.ts";

/** A product as first imported; its shelf, position and status are the studio's. */
export type Product = Omit<ProductFields, "shelf" | "position" | "status">;

const image = (slug: string) => `/products/${slug}.svg`;

export const travelProducts: readonly Product[] = [
  {
    slug: "universal-travel-adapter",
    retailerProductId: null,
    title: "Universal travel adapter with Type G plugs",
    price: "Typically $15-$30",
    originalPrice: null,
    image: image("universal-travel-adapter"),
    rating: null,
    reviewCount: null,
    category: "Electronics",
    description:
      "Ghana uses 230 V, 50 Hz sockets of Type G (three rectangular pins, as in the UK) and Type D (three round pins). An all-in-one adapter with a Type G plug and USB ports charges a phone, camera and laptop from one socket.",
    features: [
      "Type G plug for Ghana, plus US, EU and AU plugs",
      "USB-A and USB-C charging ports",
      "Adapter only: check your devices accept 230 V",
      "Built-in fuse or surge protection",
    ],
  },
  {
    slug: "portable-power-bank",
    retailerProductId: null,
    title: "Portable power bank, 10,000 mAh",
    price: "Typically $20-$45",
    originalPrice: null,
    image: image("portable-power-bank"),
    rating: null,
    reviewCount: null,
    category: "Electronics",
    description:
      "Power cuts (locally 'dumsor') and long road trips make a charged phone worth planning for. A 10,000 mAh bank refills most phones twice and is allowed in cabin baggage on airlines.",
    features: [
      "About two full phone charges",
      "Cabin-baggage size, under 100 Wh",
      "USB-C in and out for fast charging",
      "Keep it in your hand luggage, never in checked bags",
    ],
  },
  {
    slug: "water-filter-bottle",
    retailerProductId: null,
    title: "Water filter bottle",
    price: "Typically $25-$50",
    originalPrice: null,
    image: image("water-filter-bottle"),
    rating: null,
    reviewCount: null,
    category: "Health",
    description:
      "Tap water is not safe to drink in most of Ghana. A filter bottle cuts the number of sachets and plastic bottles you buy, and helps on day trips away from shops.",
    features: [
      "Filters bacteria and protozoa from tap or stream water",
      "Reusable: less plastic waste",
      "Check the filter's rating: not all remove viruses",
      "Replace the cartridge as the maker advises",
    ],
  },
  {
    slug: "packing-cubes",
    retailerProductId: null,
    title: "Packing cubes, set of 4-6",
    price: "Typically $15-$30",
    originalPrice: null,
    image: image("packing-cubes"),
    rating: null,
    reviewCount: null,
    category: "Luggage",
    description:
      "Zipped fabric cubes keep a suitcase in order across several hotels: one for light clothes, one for cables, one for the evening outfit. Handy when you move from Accra to the coast and north.",
    features: [
      "Several sizes in one set",
      "Mesh panels to see what is inside",
      "Light, washable fabric",
      "A laundry bag is often included",
    ],
  },
  {
    slug: "travel-first-aid-kit",
    retailerProductId: null,
    title: "Compact travel first-aid kit",
    price: "Typically $15-$35",
    originalPrice: null,
    image: image("travel-first-aid-kit"),
    rating: null,
    reviewCount: null,
    category: "Health",
    description:
      "Plasters, antiseptic wipes, blister pads and a few basics for small cuts and scrapes on hikes or beach days. Add oral rehydration salts and any medicine your doctor recommends for the trip.",
    features: [
      "Plasters, gauze, tape and antiseptic wipes",
      "Small zipped pouch for a day bag",
      "Room to add your own medicines",
      "Pair it with travel insurance, not instead of it",
    ],
  },
  {
    slug: "quick-dry-towel",
    retailerProductId: null,
    title: "Microfibre quick-dry travel towel",
    price: "Typically $12-$25",
    originalPrice: null,
    image: image("quick-dry-towel"),
    rating: null,
    reviewCount: null,
    category: "Outdoor",
    description:
      "Light and fast-drying in humid coastal air: good for beach days at Busua or Ada, guesthouses that do not supply towels and long bus journeys.",
    features: [
      "Dries far faster than cotton",
      "Packs down to the size of a water bottle",
      "Sand shakes off easily",
      "Hanging loop and carry pouch",
    ],
  },
];

export const ghanaProducts: readonly Product[] = [
  {
    slug: "travel-mosquito-net",
    retailerProductId: null,
    title: "Insecticide-treated travel mosquito net",
    price: "Typically $20-$40",
    originalPrice: null,
    image: image("travel-mosquito-net"),
    rating: null,
    reviewCount: null,
    category: "Health",
    description:
      "Malaria is present all year across Ghana. Most hotels have screens or nets, but a treated travel net is worth carrying for guesthouses, eco-lodges and trips to the north. Take the antimalarials your doctor prescribes as well.",
    features: [
      "Pre-treated with insecticide",
      "Single or double size, with hanging kit",
      "Fine mesh that also keeps out sandflies",
      "Packs small in its own bag",
    ],
  },
  {
    slug: "insect-repellent",
    retailerProductId: null,
    title: "Insect repellent with DEET or picaridin",
    price: "Typically $8-$20",
    originalPrice: null,
    image: image("insect-repellent"),
    rating: null,
    reviewCount: null,
    category: "Health",
    description:
      "Health agencies such as the CDC recommend repellents containing DEET, picaridin, IR3535 or oil of lemon eucalyptus for travel to malaria areas. Apply after sunscreen, especially from dusk to dawn.",
    features: [
      "DEET or picaridin as the active ingredient",
      "Travel-size bottle under 100 ml for cabin bags",
      "Several hours of protection per application",
      "Reapply after swimming or heavy sweating",
    ],
  },
  {
    slug: "high-spf-sunscreen",
    retailerProductId: null,
    title: "Broad-spectrum sunscreen, SPF 50",
    price: "Typically $10-$25",
    originalPrice: null,
    image: image("high-spf-sunscreen"),
    rating: null,
    reviewCount: null,
    category: "Personal care",
    description:
      "Ghana is a few degrees north of the equator, so the sun is strong all year, even on cloudy days. Bring a water-resistant broad-spectrum sunscreen for the beach and for walking tours.",
    features: [
      "SPF 50, UVA and UVB protection",
      "Water-resistant for beach days",
      "Travel sizes under 100 ml",
      "Apply before insect repellent",
    ],
  },
  {
    slug: "packable-rain-jacket",
    retailerProductId: null,
    title: "Lightweight packable rain jacket",
    price: "Typically $30-$70",
    originalPrice: null,
    image: image("packable-rain-jacket"),
    rating: null,
    reviewCount: null,
    category: "Clothing",
    description:
      "The wet season runs from April to October, with short, heavy downpours. A breathable jacket that folds into its own pocket keeps you dry without adding heat.",
    features: [
      "Breathable, waterproof shell",
      "Folds into its own pocket",
      "Hood that stows in the collar",
      "Light enough for hot, humid days",
    ],
  },
];

export const allProducts: readonly Product[] = [...travelProducts, ...ghanaProducts];
