// The home page's editorial travel guide to Ghana. Editorial figures (seasons, tipping, price
// ranges) follow the product spec; time-sensitive facts come from the fact register as
// {{fact:id}} tokens; links point into the site. Inline links are data,
// not HTML, so nothing here is parsed as markup.

import { withFacts } from "#app/content/facts.ts";

export type GuideInline = string | { href: string; label: string };

export interface HomeGuideSection {
  id: string;
  heading: string;
  paragraphs: GuideInline[][];
}

export const homeGuideTitle = "The Ghana travel guide: when to go, where to stay, what it costs";

export const homeGuideIntroSource: GuideInline[] = [
  "Ghana is one of West Africa's easiest countries to visit: English is the official language, the coast is lined with beaches and centuries-old forts, and the welcome (akwaaba) is real. This guide covers the essentials for a first trip, from the seasons and entry rules to hotel prices in each city. Use it to plan, then compare ",
  { href: "/hotels", label: "hotels across Ghana" },
  " and book with our travel partner in Ghanaian Cedi (GHS) or US Dollars.",
];
export const homeGuideIntro = withFacts(homeGuideIntroSource);

export const homeGuideSectionsSource: readonly HomeGuideSection[] = [
  {
    id: "when-to-go",
    heading: "When to go: dry and wet seasons",
    paragraphs: [
      [
        "Ghana is warm all year, with daytime temperatures mostly between 25 and 32 °C on the coast. What changes is the rain. The dry season runs from November to March and is the most popular time to visit: roads are easier, beaches are at their best and the festival calendar is full. From December to February the harmattan wind can bring dusty haze from the Sahara, especially in the north.",
      ],
      [
        "The wet season runs from April to October. Rain usually comes as short, heavy downpours rather than all-day drizzle, and the countryside turns green. Hotel rates are often lower, and the rainforest at Kakum is at its most lush. Read our ",
        {
          href: "/blog/best-time-to-visit-ghana",
          label: "month-by-month guide to the best time to visit",
        },
        " before you fix your dates.",
      ],
    ],
  },
  {
    id: "entry",
    heading: "Before you fly: passport, visa and yellow fever",
    paragraphs: [
      [
        "{{fact:entry.ecowas}} {{fact:entry.african-visa-fees-2026}} Most other visitors need a visa before they travel. {{fact:entry.evisa}} Reach it through Ghana's Ministry of Foreign Affairs or your nearest Ghana mission, and ignore look-alike sites that charge extra. Our ",
        { href: "/blog/ghana-visa-requirements", label: "Ghana visa guide" },
        " explains the process and the documents to prepare.",
      ],
      [
        "{{fact:health.yellow-fever-certificate}} The certificate is {{fact:health.yellow-fever-validity}}. See the ",
        { href: "/blog/yellow-fever-certificate-ghana", label: "yellow fever certificate guide" },
        " and the ",
        { href: "/blog/ghana-travel-documents-checklist", label: "travel documents checklist" },
        ".",
      ],
    ],
  },
  {
    id: "arriving",
    heading: "Arriving: Kotoka International Airport and getting around",
    paragraphs: [
      [
        "Most visitors land at Kotoka International Airport (ACC) in Accra, where {{fact:transport.kotoka-terminals}}. Domestic flights connect Accra with {{fact:transport.kumasi-airport}}, and with Tamale in the north. Cape Coast has no commercial airport: most people make the {{fact:drive.accra-cape-coast}} drive from Accra. The ",
        { href: "/blog/kotoka-international-airport-guide", label: "Kotoka airport guide" },
        " and ",
        { href: "/blog/getting-around-ghana", label: "getting around Ghana" },
        " cover taxis, ride-hailing apps, intercity coaches and tro-tros.",
      ],
    ],
  },
  {
    id: "where-to-stay",
    heading: "Where to stay: Ghana's cities at a glance",
    paragraphs: [
      [
        { href: "/accra", label: "Accra" },
        ", the capital, has the widest choice of hotels, from airport business hotels to beachfront resorts in Labadi and boutique stays in Osu. ",
        { href: "/kumasi", label: "Kumasi" },
        " is the heart of the Ashanti kingdom, with the Manhyia Palace, Kejetia market and kente-weaving villages nearby. ",
        { href: "/cape-coast", label: "Cape Coast" },
        " and neighbouring Elmina hold the coast's UNESCO-listed castles, close to Kakum National Park. ",
        { href: "/tamale", label: "Tamale" },
        " is the gateway to the north and to Mole National Park, {{fact:drive.tamale-mole}} away by road.",
      ],
      [
        "See every destination on the ",
        { href: "/cities", label: "cities page" },
        ", or read ",
        { href: "/blog/where-to-stay-in-accra", label: "where to stay in Accra" },
        " for a neighbourhood-by-neighbourhood view of the capital.",
      ],
    ],
  },
  {
    id: "costs",
    heading: "What hotels cost: budget to five-star",
    paragraphs: [
      [
        "Hotels in Accra start from about $25 per night for a simple guesthouse room. Most budget hotels and guesthouses cost $25-$75 a night, usually with air conditioning, Wi-Fi and sometimes breakfast; our ",
        { href: "/cheap-hotels-accra", label: "cheap hotels in Accra" },
        " page lists them, cheapest first. Mid-range hotels with a pool and restaurant are common in every city.",
      ],
      [
        "A typical 5-star hotel costs $150-$400+ a night, more during conferences and the December holiday season. For pools, spas and fine dining, browse the ",
        { href: "/luxury-hotels-ghana", label: "luxury hotels in Ghana" },
        ", ranked by guest rating. Prices on this site are indicative rates in US dollars per night; the partner's page always shows the current price.",
      ],
    ],
  },
  {
    id: "money",
    heading: "Money and tipping",
    paragraphs: [
      [
        "The currency is {{fact:money.cedi}}. Cards are accepted at most hotels, malls and larger restaurants, but markets, taxis and tro-tros are cash or mobile money (MoMo) only, so carry small notes. ATMs are easy to find in the cities.",
      ],
      [
        "Tipping is appreciated rather than expected: 10-15% in restaurants where service is not already included, a few cedis for porters and drivers, and a little more for a guide who made the day. The ",
        { href: "/blog/money-in-ghana", label: "money in Ghana guide" },
        " has more on exchange, cards and MoMo.",
      ],
    ],
  },
  {
    id: "health-safety",
    heading: "Health and safety",
    paragraphs: [
      [
        "Malaria is present throughout Ghana, so talk to a travel clinic about antimalarials, use repellent and sleep under a net or in a screened room. Drink bottled or filtered water. Ghana is one of the region's more stable and welcoming countries; the usual city precautions apply. Read ",
        { href: "/blog/ghana-safety-and-health", label: "safety and health in Ghana" },
        " and our ",
        { href: "/faq", label: "traveller FAQ" },
        ".",
      ],
    ],
  },
  {
    id: "things-to-do",
    heading: "Things to do",
    paragraphs: [
      [
        "Walk the dungeons of Cape Coast and Elmina castles, cross the canopy walkway at Kakum, see elephants at Mole, join a festival, and learn the meaning of kente and adinkra symbols in the Ashanti region. Our ",
        { href: "/blog/top-attractions-in-ghana", label: "top attractions in Ghana" },
        " and the ",
        { href: "/blog/ghana-itinerary-one-and-two-weeks", label: "one- and two-week itineraries" },
        " put them in order, and the ",
        { href: "/ancient-culture", label: "ancient Ghana culture" },
        " and ",
        { href: "/ghana-attire", label: "traditional attire" },
        " pages explain the history behind them.",
      ],
    ],
  },
];
export const homeGuideSections = withFacts(homeGuideSectionsSource);
