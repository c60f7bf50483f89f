// The home page's editorial travel guide to Ghana. Editorial figures (seasons, tipping, price
// ranges) follow the product spec; time-sensitive facts come from the fact register as
// {{fact:id}} tokens; links into the site are written [label](/path). The home page's server
// module (app/components/home/home-guide.server.ts) fills in the facts and turns the links into
// data, never HTML, so nothing here is parsed as markup.

import type { InlinePart } from "#app/domain/text/inline-links.ts";

export interface HomeGuideSection {
  id: string;
  heading: string;
  /** Paragraphs as written, with [label](/path) links and {{fact:id}} tokens. */
  paragraphs: string[];
}

export const homeGuideTitle = "The Ghana travel guide: when to go, where to stay, what it costs";

export const homeGuideIntroSource =
  "Ghana is one of West Africa's easiest countries to visit: English is the official language, the coast is lined with beaches and centuries-old forts, and the welcome (akwaaba) is real. This guide covers the essentials for a first trip, from the seasons and entry rules to hotel prices in each city. Use it to plan, then compare [hotels across Ghana](/hotels) and book with our travel partner in Ghanaian Cedi (GHS) or US Dollars.";

export const homeGuideSectionsSource: readonly HomeGuideSection[] = [
  {
    id: "when-to-go",
    heading: "When to go: dry and wet seasons",
    paragraphs: [
      "Ghana is warm all year, with daytime temperatures mostly between 25 and 32 °C on the coast. What changes is the rain. The dry season runs from November to March and is the most popular time to visit: roads are easier, beaches are at their best and the festival calendar is full. From December to February the harmattan wind can bring dusty haze from the Sahara, especially in the north.",
      "The wet season runs from April to October. Rain usually comes as short, heavy downpours rather than all-day drizzle, and the countryside turns green. Hotel rates are often lower, and the rainforest at Kakum is at its most lush. Read our [month-by-month guide to the best time to visit](/blog/best-time-to-visit-ghana) before you fix your dates.",
    ],
  },
  {
    id: "entry",
    heading: "Before you fly: passport, visa and yellow fever",
    paragraphs: [
      "{{fact:entry.ecowas}} {{fact:entry.african-visa-fees-2026}} Most other visitors need a visa before they travel. {{fact:entry.evisa}} Reach it through Ghana's Ministry of Foreign Affairs or your nearest Ghana mission, and ignore look-alike sites that charge extra. Our [Ghana visa guide](/blog/ghana-visa-requirements) explains the process and the documents to prepare.",
      "{{fact:health.yellow-fever-certificate}} The certificate is {{fact:health.yellow-fever-validity}}. See the [yellow fever certificate guide](/blog/yellow-fever-certificate-ghana) and the [travel documents checklist](/blog/ghana-travel-documents-checklist).",
    ],
  },
  {
    id: "arriving",
    heading: "Arriving: Accra International Airport and getting around",
    paragraphs: [
      "Most visitors land at Accra International Airport (ACC, formerly Kotoka), where {{fact:transport.kotoka-terminals}}. Domestic flights connect Accra with {{fact:transport.kumasi-airport}}, and with Tamale in the north. Cape Coast has no commercial airport: most people make the {{fact:drive.accra-cape-coast}} drive from Accra. The [Accra International Airport guide](/blog/kotoka-international-airport-guide) and [getting around Ghana](/blog/getting-around-ghana) cover taxis, ride-hailing apps, intercity coaches and tro-tros.",
    ],
  },
  {
    id: "where-to-stay",
    heading: "Where to stay: Ghana's cities at a glance",
    paragraphs: [
      "[Accra](/accra), the capital, has the widest choice of hotels, from airport business hotels to beachfront resorts in Labadi and boutique stays in Osu. [Kumasi](/kumasi) is the heart of the Ashanti kingdom, with the Manhyia Palace, Kejetia market and kente-weaving villages nearby. [Cape Coast](/cape-coast) and neighbouring Elmina hold the coast's UNESCO-listed castles, close to Kakum National Park. [Tamale](/tamale) is the gateway to the north and to Mole National Park, {{fact:drive.tamale-mole}} away by road.",
      "See every destination on the [cities page](/cities), or read [where to stay in Accra](/blog/where-to-stay-in-accra) for a neighbourhood-by-neighbourhood view of the capital.",
    ],
  },
  {
    id: "costs",
    heading: "What hotels cost: budget to five-star",
    paragraphs: [
      "Hotels in Accra start from about $25 per night for a simple guesthouse room. Most budget hotels and guesthouses cost $25-$75 a night, usually with air conditioning, Wi-Fi and sometimes breakfast; our [cheap hotels in Accra](/cheap-hotels-accra) page lists them, cheapest first. Mid-range hotels with a pool and restaurant are common in every city.",
      "Published rates at the international 5-star hotels commonly run into the hundreds of US dollars a night, more during conferences and the December holiday season; no current source gives a range we could print. For pools, spas and fine dining, browse the [luxury hotels in Ghana](/luxury-hotels-ghana), highest indicative rating first. Prices on this site are indicative nightly rates, in cedis or US dollars as their source gave them, and may leave out taxes: a hotel bill in Ghana carries {{fact:money.hotel-vat}}, and {{fact:money.tourism-levy}}. The partner's page always shows the current price with its taxes ([how we list and order hotels](/pages/how-we-list-and-order-hotels)).",
    ],
  },
  {
    id: "money",
    heading: "Money and tipping",
    paragraphs: [
      "The currency is {{fact:money.cedi}}. Cards are accepted at most hotels, malls and larger restaurants, but markets, taxis and tro-tros are cash or mobile money (MoMo) only, so carry small notes. ATMs are easy to find in the cities.",
      "Tipping is appreciated rather than expected: 10-15% in restaurants where service is not already included, a few cedis for porters and drivers, and a little more for a guide who made the day. The [money in Ghana guide](/blog/money-in-ghana) has more on exchange, cards and MoMo.",
    ],
  },
  {
    id: "health-safety",
    heading: "Health and safety",
    paragraphs: [
      "Malaria is present throughout Ghana, so talk to a travel clinic about antimalarials, use repellent and sleep under a net or in a screened room. Drink bottled or filtered water. Ghana is one of the region's more stable and welcoming countries; the usual city precautions apply. Read [safety and health in Ghana](/blog/ghana-safety-and-health) and our [traveller FAQ](/faq).",
    ],
  },
  {
    id: "things-to-do",
    heading: "Things to do",
    paragraphs: [
      "Walk the dungeons of Cape Coast and Elmina castles, cross the canopy walkway at Kakum, see elephants at Mole, join a festival, and learn the meaning of kente and adinkra symbols in the Ashanti region. Our [top attractions in Ghana](/blog/top-attractions-in-ghana) and the [one- and two-week itineraries](/blog/ghana-itinerary-one-and-two-weeks) put them in order, and the [ancient Ghana culture](/ancient-culture) and [traditional attire](/ghana-attire) pages explain the history behind them.",
    ],
  },
];

export interface HomeGuideContent {
  title: string;
  intro: InlinePart[];
  sections: { id: string; heading: string; paragraphs: InlinePart[][] }[];
}
