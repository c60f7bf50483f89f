// The resource guides (SPEC.md section 3) as first imported into the database; the content studio
// edits them from then on. Each guide leads to a blog post at /blog/{slug}.
import type { GuideFields } from "#app/domain/content/guide-definition.ts";

/** A guide's words; its position and status are the studio's. */
export type Guide = Pick<GuideFields, "title" | "slug" | "category" | "description">;

export const guidesSource: readonly Guide[] = [
  {
    title: "Passport Requirements for Visiting Ghana",
    slug: "ghana-passport-requirements",
    category: "Travel Documentation",
    description:
      "Validity, blank pages and what to do if your passport is lost while you are in Ghana.",
  },
  {
    title: "Ghana Travel Documents Checklist",
    slug: "ghana-travel-documents-checklist",
    category: "Travel Documentation",
    description:
      "Every paper to pack: passport, visa, yellow fever card, bookings, insurance and copies.",
  },
  {
    title: "Yellow Fever Certificate for Ghana",
    slug: "yellow-fever-certificate-ghana",
    category: "Travel Documentation",
    description:
      "Who needs the certificate, when to get vaccinated and why it is now valid for life.",
  },
  {
    title: "Ghana Visa Requirements and How to Apply",
    slug: "ghana-visa-requirements",
    category: "Visa Information",
    description:
      "Who needs a visa, how to apply online through the e-Visa platform or a Ghana mission, and what to prepare.",
  },
  {
    title: "Visa-Free Entry and Visas on Arrival in Ghana",
    slug: "ghana-visa-free-entry-and-visa-on-arrival",
    category: "Visa Information",
    description:
      "ECOWAS and African passport holders, the 2026 visa fee waiver, arrival visas and what to confirm before you fly.",
  },
  {
    title: "Accra International Airport Guide",
    slug: "kotoka-international-airport-guide",
    category: "Airport Guide",
    description:
      "Terminal 3 and Terminal 2, arrival formalities, money, SIM cards and lounges at ACC.",
  },
  {
    title: "Getting from Accra's Airport into the City",
    slug: "kotoka-airport-to-accra-transport",
    category: "Airport Guide",
    description:
      "Taxis, ride-hailing, hotel pick-ups and travel times to Osu, Cantonments and beyond.",
  },
  {
    title: "Affordable Hotels in Accra: Where to Stay on a Budget",
    slug: "affordable-hotels-in-accra",
    category: "Accommodation",
    description: "Good-value rooms from about $25 a night, which areas to pick and what to check.",
  },
  {
    title: "Where to Stay in Accra: Neighbourhoods Compared",
    slug: "where-to-stay-in-accra",
    category: "Accommodation",
    description:
      "Osu, Airport Residential, Cantonments, East Legon and Labadi for different trips.",
  },
  {
    title: "Guest Houses and Serviced Apartments in Ghana",
    slug: "guest-houses-and-apartments-in-ghana",
    category: "Accommodation",
    description: "When a guest house or apartment beats a hotel, and how to choose a good one.",
  },
  {
    title: "Accra City Guide",
    slug: "accra-city-guide",
    category: "City Guide",
    description: "Jamestown, Makola, the beaches, museums, nightlife and food in Ghana's capital.",
  },
  {
    title: "Kumasi City Guide: The Heart of Asante",
    slug: "kumasi-city-guide",
    category: "Cultural Tourism",
    description: "Manhyia Palace, Kejetia market, the craft villages and how to time a visit.",
  },
  {
    title: "Cape Coast Castle and Elmina Castle: A Visitor's Guide",
    slug: "cape-coast-and-elmina-castles-guide",
    category: "Historical Tourism",
    description: "The history, the tours, the Door of No Return and how to visit respectfully.",
  },
  {
    title: "Tamale and Northern Ghana Guide",
    slug: "tamale-travel-guide",
    category: "City Guide",
    description: "Getting to Tamale, the markets, Dagomba culture and trips to Mole and Larabanga.",
  },
  {
    title: "Best Time to Visit Ghana",
    slug: "best-time-to-visit-ghana",
    category: "Travel Guide",
    description: "Dry and wet seasons, the harmattan, festivals and what each month is like.",
  },
  {
    title: "Getting Around Ghana",
    slug: "getting-around-ghana",
    category: "Travel Guide",
    description: "Tro-tros, intercity buses, ride-hailing, domestic flights and hiring a driver.",
  },
  {
    title: "Money in Ghana: Cedis, Mobile Money and Cards",
    slug: "money-in-ghana",
    category: "Travel Guide",
    description: "The cedi, ATMs, card acceptance, MoMo and tipping, explained for visitors.",
  },
  {
    title: "Staying Safe and Healthy in Ghana",
    slug: "ghana-safety-and-health",
    category: "Travel Guide",
    description: "Malaria, water, road safety, scams and the emergency numbers to know.",
  },
  {
    title: "Business Travel in Accra",
    slug: "business-travel-in-accra",
    category: "Business Travel",
    description:
      "Business districts, hotels with meeting rooms, traffic, etiquette and connectivity.",
  },
  {
    title: "Family Travel in Ghana",
    slug: "family-travel-in-ghana",
    category: "Family Travel",
    description: "Child-friendly sights, family rooms, health precautions and pacing the trip.",
  },
  {
    title: "Top Attractions in Ghana",
    slug: "top-attractions-in-ghana",
    category: "Tourism",
    description: "The castles, Kakum, Mole, Wli Falls, Lake Volta and Accra's highlights.",
  },
  {
    title: "Ghana's Best Beaches",
    slug: "ghana-beaches-guide",
    category: "Tourism",
    description: "From Kokrobite and Ada to Busua and Axim: where to swim, surf and stay.",
  },
  {
    title: "Luxury Hotels in Accra: What You Get for the Price",
    slug: "luxury-hotels-in-accra",
    category: "Luxury Hotels",
    description: "Five-star rates from about $150 to $400+, and what separates the best.",
  },
  {
    title: "Planning a Ghana Itinerary: One and Two Weeks",
    slug: "ghana-itinerary-one-and-two-weeks",
    category: "Travel Packages",
    description: "Routes that link Accra, the coast, Kumasi, the Volta Region and the north.",
  },
  {
    title: "Volta Region Guide: Wli Falls, Amedzofe and Lake Volta",
    slug: "volta-region-guide",
    category: "Regional Guide",
    description: "Waterfalls, mountain villages, monkey sanctuaries and Akosombo.",
  },
  {
    title: "Western Region Guide: Takoradi, Busua and Axim",
    slug: "western-region-guide",
    category: "Regional Guide",
    description: "Twin city Sekondi-Takoradi, surf at Busua, Fort Apollonia and Nzulezu.",
  },
  {
    title: "Ghana's Festivals: A Calendar for Visitors",
    slug: "ghana-festivals-guide",
    category: "Cultural Tourism",
    description: "Homowo, Aboakyir, Fetu Afahye, Akwasidae, Hogbetsotso and how to attend.",
  },
];
