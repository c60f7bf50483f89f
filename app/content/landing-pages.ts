// Editorial copy for /cheap-hotels-accra and /luxury-hotels-ghana. Hotel lists and counts come
// from the data; only the words live here, with {{fact:id}} tokens the page's loader fills in
// (app/routes/landing.tsx).

export interface Highlight {
  title: string;
  text: string;
}

export interface QuestionAnswer {
  question: string;
  answer: string;
}

export const budgetPageSource = {
  hero: {
    title: "Cheap Hotels in Accra",
    lead: "Good-value rooms in Ghana's capital from about $25 a night, every one at $75 or less.",
    bookLabel: "Book Budget Hotels",
    mapQuery: "budget hotels in Accra, Ghana",
  },
  meta: {
    name: "Cheap Hotels in Accra",
    title: "Cheap Hotels in Accra from $25 a Night",
    /** {total} is the number of hotels listed. */
    description:
      "{total} budget hotels and guest houses in Accra at $75 a night or less, cheapest first, with tips on areas, safety and what rates include.",
    about: "Accra, Ghana",
  },
  introTitle: "Why stay on a budget in Accra",
  points: { id: "tips", title: "Budget travel tips for Accra", look: "tips" as const },
  listing: {
    id: "budget-hotels",
    /** {total} is the number of hotels listed. */
    title: "{total} Hotels in Accra Under $75",
    order: "Sorted by price",
    label: "Budget hotels in Accra",
    empty: "No budget hotels found. Please check back soon!",
  },
  closing: {
    faqTitle: "Cheap hotels in Accra: questions and answers",
    more: { id: "more", title: "More Budget Accommodation Options" },
    relatedTitle: "Budget travel in Ghana: related articles",
  },
  intro:
    "Accra has plenty of clean, friendly places to sleep for well under $75 a night: family-run guest houses in Osu and East Legon, simple hotels near the airport, and beach lodges at Labadi and Kokrobite. This page lists every Accra hotel we cover at $75 or less, cheapest first, with the amenities that matter on a budget.",
  highlights: [
    {
      title: "From $25/night",
      text: "Guest houses and budget hotels in Accra start at about $25 a night for a double room; most of our picks fall between $25 and $75.",
    },
    {
      title: "Safe and secure",
      text: "Every tourist accommodation in Ghana must hold a Ghana Tourism Authority licence, renewed each year. Ask to see it, and prefer places with a staffed gate or reception.",
    },
    {
      title: "Free amenities",
      text: "Free WiFi is the norm, and many budget places include breakfast or air conditioning. We show the first four amenities on each card, so you can compare at a glance.",
    },
  ] satisfies Highlight[],
  tips: [
    "Pick the area before the hotel: Osu and Labadi are walkable with food and nightlife nearby, Airport Residential suits early flights, East Legon is quieter and residential.",
    "Check whether the rate includes breakfast and air conditioning. A fan room is cheaper, but from February to April Accra's nights are hot and humid.",
    "Carry some cash or set up mobile money (MoMo): smaller guest houses may not take cards, and tro-tros and markets are cash or MoMo only.",
    "Use ride-hailing apps or an agreed fare for taxis at night; settle the fare before you get in.",
    "Ask about generator or solar back-up. Power cuts happen, and back-up power keeps the fan, fridge and WiFi running.",
    "Prefer refundable rates in the wet season (April to October), when heavy rain can change travel plans.",
  ],
  faq: [
    {
      question: "How much does a cheap hotel in Accra cost?",
      answer:
        "Budget rooms in Accra start at about $25 a night, and most good-value guest houses and simple hotels cost between $25 and $75 for a double room. Rates rise in December, when many visitors come home for Christmas, and around big events, so book early for those dates.",
    },
    {
      question: "Which area of Accra is best for budget travellers?",
      answer:
        "Osu is the easiest base: cheap eats, bars, shops and transport on Oxford Street. Labadi puts you near the beach, and Kokrobite, west of the city, has relaxed beach lodges. Airport Residential and East Legon are quieter and handy for Accra International Airport (formerly Kotoka).",
    },
    {
      question: "Are budget hotels in Accra safe?",
      answer:
        "Generally yes, if you choose a licensed property with a staffed reception or gate. {{fact:law.accommodation-licence}} Use the room safe, keep valuables out of sight on the beach, and take ride-hailing cars or agreed-fare taxis at night.",
    },
    {
      question: "Do cheap hotels in Accra include breakfast and WiFi?",
      answer:
        "Most include free WiFi, and many include a simple breakfast, but not all. Each card on this page shows the main amenities, and the hotel page lists them all. Confirm what your rate includes on the booking partner's page before you pay.",
    },
  ] satisfies QuestionAnswer[],
};

export const luxuryPageSource = {
  hero: {
    title: "Luxury Hotels in Ghana",
    /** {total} and {priceRange} are the listed hotels' count and price range. */
    lead: "Five-star service, pools, spas and fine dining: {total} hotels rated 4 and above, from {priceRange} a night.",
    bookLabel: "Book Luxury Hotels",
    mapQuery: "luxury 5-star hotels in Ghana",
  },
  meta: {
    name: "Luxury Hotels in Ghana",
    title: "Luxury Hotels in Ghana: Five-Star Stays Ranked",
    /** {total} is the number of hotels listed. */
    description:
      "{total} luxury hotels in Ghana rated 4 and above on our indicative scale, highest first: Accra, Kumasi, the coast and the Volta, with indicative rates and features.",
    about: undefined,
  },
  introTitle: "Luxury stays in Ghana",
  points: { id: "features", title: "Luxury Hotel Features", look: "features" as const },
  listing: {
    id: "premium-hotels",
    /** {total} is the number of hotels listed. */
    title: "{total} Premium Hotels in Ghana",
    // SPEC.md says "Ranked by guest ratings", but the ratings are our indicative levels, not
    // guests' scores (issue 29): the label says what the order is.
    order: "Ordered by our indicative rating, highest first",
    label: "Luxury hotels in Ghana",
    empty: "Loading luxury accommodations...",
  },
  closing: {
    faqTitle: "Luxury hotels in Ghana: questions and answers",
    more: { id: "featured", title: "Featured Premium Accommodations" },
    relatedTitle: "Luxury travel in Ghana: related articles",
  },
  intro:
    "Ghana's top hotels pair international standards with Ghanaian hospitality: business towers in Accra's Ridge and Airport City, resorts on the Volta and the Atlantic coast, and polished city hotels in Kumasi. This page lists every hotel we list with an indicative rating of 4 or more and rates from $100 a night, highest rated first.",
  highlights: [
    {
      title: "World-class service",
      text: "Concierge desks, airport transfers and 24-hour room service are standard at the top end, and staff are used to business travellers and families alike.",
    },
    {
      title: "Pools, spas and fine dining",
      text: "Expect outdoor pools, spas, gyms and several restaurants, from Ghanaian dishes to international menus, often with a bar that is a destination in itself.",
    },
    {
      title: "Prime locations",
      text: "The best hotels sit close to business districts, embassies and the airport in Accra, by the beaches of the coast, or on the river at Akosombo.",
    },
  ] satisfies Highlight[],
  features: [
    "Rooms and suites with reliable air conditioning, quality beds and blackout curtains",
    "Back-up power and fast WiFi, so calls and work are not interrupted",
    "Outdoor pools, spas and fitness centres",
    "On-site restaurants and bars, often with Ghanaian and international menus",
    "Airport transfers and a concierge who can arrange drivers and tours",
    "Meeting rooms and business centres for work trips",
  ],
  faq: [
    {
      question: "How much does a luxury hotel in Ghana cost?",
      answer:
        "Five-star rooms in Accra typically cost from about $150 to $400 or more a night, depending on the hotel, the room and the season. Resorts outside the capital can be less. December and major conferences push prices up, so book early for those dates.",
    },
    {
      question: "Where are the best luxury hotels in Ghana?",
      answer:
        "Most are in Accra, around Ridge, the Ministries area, Airport City and the La beachfront. Outside the capital, look at resorts near Akosombo on the Volta, beach resorts on the Central and Western coast, and the leading hotels of Kumasi.",
    },
    {
      question: "What does the rating on these hotels mean?",
      answer:
        "We sort the hotels on this page by their rating out of five, highest first. The rating is an indicative level our editors give a hotel to help you compare: it is not a guest review score, not collected on this site and not a live figure from a booking site, so read recent guest reviews on the booking partner's page before you decide. [How we list and order hotels](/pages/how-we-list-and-order-hotels) explains more.",
    },
    {
      question: "Can I pay for a luxury hotel in cedis or dollars?",
      answer:
        "Bookings go through our travel partner, which supports Ghanaian Cedi (GHS) and US Dollars. Many top hotels quote rates in dollars, and most accept major cards at check-in. Confirm the currency, taxes and cancellation terms on the partner's page before you book.",
    },
  ] satisfies QuestionAnswer[],
};
