// The fact register: every time-sensitive or repeated fact the site states, once, with its
// source and the day it was last compared with that source. Content writes `{{fact:id}}` where
// it states one (app/domain/facts/facts.ts resolves it), so a correction here reaches every page. The
// register holds exactly the ids app/domain/facts/fact-ids.ts lists. Each entry's `fr` is the same fact
// for the French pages: its French text and the French sentences that contradict it, with the
// entry's own source and check date (docs/decisions/052).
// `npm run test:unit` fails when content disagrees with an entry or an entry is over a year old.
import type { FactId } from "#app/domain/facts/fact-ids.ts";
import type { Fact, Place } from "#app/domain/facts/facts.ts";

const GIS = { name: "Ghana Immigration Service", url: "https://gis.gov.gh" } as const;
const FOREIGN_MINISTRY = { name: "Ghana's Ministry of Foreign Affairs and its missions abroad" };
const AIRPORTS = { name: "Ghana Airports Company Limited" };

const EVISA_LAUNCH = {
  publisher: "Nsem360",
  title: "Ghana launches e-visa portal, scraps visa fees for African travellers",
  date: "2026-05-25",
  url: "https://nsem360.com/2026/05/25/ghana-launches-e-visa-portal-scraps-visa-fees-for-african-travellers/",
} as const;
const EVISA_ANNOUNCEMENT = {
  publisher: "SOT News Agency",
  title: "Ghana to launch first electronic visa system on Africa Day – Ablakwa announces",
  date: "2026-05-22",
  url: "https://sotnews.agency/?p=119367",
} as const;
const EVISA_LAUNCH_REPORT = {
  publisher: "Info-Angebote",
  title: "President Mahama launches first e-Visa portal, visa-on-arrival system discontinued",
  date: "2026-05-25",
  url: "https://info-angebote.info/2026/05/25/president-mahama-launches-first-e-visa-portal-visa-on-arrival-system-discontinue/",
} as const;

/** The newest report of the 1% tourism levy: hotels collect it from guests for the Fund. */
const HOTELS_ASSOCIATION_2025 = {
  publisher: "Business Ghana",
  title: "Hotels Association renews call for fair share of tourism fund as it marks 50 years",
  date: "2025-04-15",
  url: "https://businessghana.com/site/news/business/326461/Hotels-Association-renews-call-for-fair-share-of-tourism-fund-as-it-marks-50-years",
} as const;

/** The trip reports that state both the road distance and the drive from Accra to Cape Coast. */
const CAPE_COAST_TRIP_SOURCES = {
  source: {
    publisher: "Meerwanderungen",
    title: "Ghana – Cape Coast und der Kakum Nationalpark (on its author's page)",
    url: "https://meerwanderungen.de/author/barbara",
  },
  alsoSources: [
    {
      publisher: "More Cream Than Coffee",
      title: "Cape Coast: through the doors of no return",
      url: "https://morecreamthancoffee.com/cape-coast-through-the-doors-of-no-return",
    },
  ],
} as const;

export const facts = {
  // ---- Entry ----
  "entry.ecowas": {
    topic: "entry",
    value: "Citizens of ECOWAS member states enter Ghana without a visa.",
    source: {
      publisher: "ECOWAS",
      title:
        "Protocol A/P.1/5/79 relating to Free Movement of Persons, Residence and Establishment",
      date: "1979-05-29",
    },
    official: GIS,
    checkedOn: "2026-11-23",
    fr: {
      value: "Les citoyens des États membres de la CEDEAO entrent au Ghana sans visa.",
    },
  },
  "entry.african-passports-2025": {
    topic: "entry",
    // The January 2025 policy was announced, not confirmed in practice: since the e-Visa (May 2026)
    // reports describe Africans applying through it without a fee, so the text says both.
    value:
      "In December 2024 Ghana approved visa-free entry for holders of all African passports, and the outgoing President said in January 2025 that it applied from the start of that year; since the e-Visa launched in May 2026, reports describe African travellers applying through it without paying a fee, so check whether your passport needs an e-Visa before you travel.",
    source: {
      publisher: "Africanews",
      title: "Ghana ends visa requirements for Africans",
      date: "2025-01-02",
      url: "https://www.africanews.com/2025/01/02/ghana-ends-visa-requirements-for-africans/",
    },
    alsoSources: [
      {
        publisher: "Tudayadah (from the BBC)",
        title: "Ghana allows all Africans to travel without a visa",
        date: "2025-01",
        url: "https://tudayadah.com/ghana-allows-all-africans-to-travel-without-a-visa/",
      },
      EVISA_LAUNCH_REPORT,
      EVISA_ANNOUNCEMENT,
    ],
    official: GIS,
    checkedOn: "2026-11-29",
    fr: {
      value:
        "En décembre 2024, le Ghana a approuvé l'entrée sans visa pour les détenteurs de tous les passeports africains, et le président sortant a déclaré en janvier 2025 qu'elle s'appliquait depuis le début de l'année ; depuis le lancement de l'e-Visa en mai 2026, la presse décrit des voyageurs africains qui déposent une demande en ligne sans payer de frais : vérifiez donc avant de partir si votre passeport exige un e-Visa.",
      contradictions: [
        {
          pattern: /\bBBC et (l')?AFP\b/i,
          reason: "no report by the BBC or AFP could be confirmed; cite Africanews, 2 January 2025",
        },
        {
          pattern:
            /entrée sans visa pour (les détenteurs de )?tous les passeports africains (à partir|depuis) du 1(er)? janvier 2025/i,
          reason:
            "the January 2025 policy is one announcement of two: state it with the register's wording and the May 2026 fee waiver",
        },
        {
          pattern:
            /\bsans visa\b[^.]{0,80}(en vigueur|effective|entrée en application|appliquée)[^.]{0,30}\b(janvier )?2025\b/i,
          unless: /(annonc|approuv|promis|déclar|selon)/i,
          reason:
            "no source confirms the January 2025 visa-free entry in force; since May 2026 Africans are reported applying through the e-Visa without a fee",
        },
      ],
    },
    contradictions: [
      {
        pattern: /\bBBC and AFP\b/,
        reason: "no report by the BBC or AFP could be confirmed; cite Africanews, 2 January 2025",
      },
      {
        pattern:
          /visa-free entry for (holders of )?all African passport(s| holders) from 1 January 2025/i,
        reason:
          "the January 2025 policy is one announcement of two: state it with the register's wording and the May 2026 fee waiver",
      },
      {
        // "In force" is what the audit of November 2026 could not confirm.
        pattern:
          /\bvisa-free\b[^.]{0,80}\b(in force|took effect|effective)\b[^.]{0,30}\b(January )?2025\b/i,
        unless: /\b(announced|approved|promised|reported|said)\b/i,
        reason:
          "no source confirms the January 2025 visa-free entry in force; since May 2026 Africans are reported applying through the e-Visa without a fee",
      },
    ],
  },
  "entry.african-visa-fees-2026": {
    topic: "entry",
    value:
      "On 22 May 2026 Foreign Minister Samuel Okudzeto Ablakwa announced that African travellers will not pay visa fees under the e-Visa, which President Mahama launched on 25 May 2026.",
    source: EVISA_ANNOUNCEMENT,
    alsoSources: [EVISA_LAUNCH_REPORT, EVISA_LAUNCH],
    official: FOREIGN_MINISTRY,
    checkedOn: "2026-11-29",
    fr: {
      value:
        "Le 22 mai 2026, le ministre des Affaires étrangères, Samuel Okudzeto Ablakwa, a annoncé que les voyageurs africains ne paieraient pas de frais de visa avec l'e-Visa, que le président Mahama a lancé le 25 mai 2026.",
      contradictions: [
        {
          pattern: /(lors|au moment) du lancement\b[^.]{0,80}annonc[^.]{0,60}frais de visa/i,
          reason:
            "the Foreign Minister announced the fee waiver on 22 May 2026, three days before the e-Visa launch",
        },
      ],
    },
    contradictions: [
      {
        pattern:
          /\b(at|during) the (e-?Visa )?launch\b[^.]{0,80}\bannounced\b[^.]{0,60}\bvisa fees?\b/i,
        reason:
          "the Foreign Minister announced the fee waiver on 22 May 2026, three days before the e-Visa launch",
      },
    ],
  },
  "entry.evisa": {
    topic: "entry",
    value:
      "Since 25 May 2026 Ghana has an official e-Visa platform: travellers of any nationality can apply, pay and receive a visa online instead of visiting a Ghana embassy or consulate.",
    source: EVISA_LAUNCH_REPORT,
    alsoSources: [
      EVISA_LAUNCH,
      EVISA_ANNOUNCEMENT,
      {
        publisher: "News Ghana",
        title: "Mahama confirms e-Visa launch, zero passport backlog in SONA address",
        date: "2026-02-28",
        url: "https://www.newsghana.com.gh/mahama-confirms-e-visa-launch-zero-passport-backlog-in-sona-address/",
      },
    ],
    official: FOREIGN_MINISTRY,
    checkedOn: "2026-11-29",
    fr: {
      value:
        "Depuis le 25 mai 2026, le Ghana dispose d'une plateforme officielle d'e-Visa : les voyageurs de toutes nationalités peuvent demander, payer et recevoir leur visa en ligne, sans passer par une ambassade ou un consulat du Ghana.",
      contradictions: [
        {
          pattern:
            /\b(pas de|pas d'|aucune?)\s*(plateforme|portail|site)?\s*(officiel(le)?)?\s*(d'|de )?(e-?visa|visa électronique)/i,
          reason: "the official e-Visa platform launched on 25 May 2026",
        },
        {
          pattern:
            /(prévu|envisagé|à l'étude|en projet|en test)[^.]{0,40}(e-?visa|visa électronique)/i,
          reason: "the e-Visa is live since 25 May 2026, not planned",
        },
        {
          pattern:
            /(e-?visa|visa électronique)[^.]{0,40}(prévu|envisagé|à l'étude|en projet|pas (encore )?disponible)/i,
          reason: "the e-Visa is live since 25 May 2026, not planned",
        },
      ],
    },
    contradictions: [
      {
        pattern: /\bno (official )?(public )?(e-?visa|electronic visa)/i,
        reason: "the official e-Visa platform launched on 25 May 2026",
      },
      {
        pattern: /(planned|piloted|discussed)[^.]{0,40}\b(e-?visa|electronic visa)/i,
        reason: "the e-Visa is live since 25 May 2026, not planned",
      },
      {
        pattern: /\b(e-?visa|electronic visa)\b[^.]{0,40}\b(planned|piloted|not (yet )?available)/i,
        reason: "the e-Visa is live since 25 May 2026, not planned",
      },
    ],
  },

  // ---- Health ----
  "health.yellow-fever-certificate": {
    topic: "health",
    value:
      "Ghana requires a yellow fever vaccination certificate of every traveller aged 9 months or older, with the vaccine given at least 10 days before arrival.",
    source: {
      publisher: "Biology Insights",
      title: "How much is the yellow fever vaccine in Ghana?",
      url: "https://biologyinsights.com/how-much-is-the-yellow-fever-vaccine-in-ghana",
    },
    alsoSources: [
      {
        publisher: "Modern Ghana",
        title:
          "$300 Yellow Fever Vaccine Certificate as entry requirement for Ghanaians with Canadian passports",
        date: "2023-10-09",
        url: "https://www.modernghana.com/news/1264658/300-yellow-fever-vaccine-certificate-as-entry.html",
      },
    ],
    official: { name: "Ghana Health Service" },
    checkedOn: "2026-11-23",
    fr: {
      value:
        "Le Ghana exige un certificat de vaccination contre la fièvre jaune de tout voyageur âgé de 9 mois ou plus, le vaccin devant avoir été reçu au moins 10 jours avant l'arrivée.",
    },
  },
  "health.yellow-fever-validity": {
    topic: "health",
    value: "valid for life (since 11 July 2016)",
    source: {
      publisher: "TravelHealthPro (UK National Travel Health Network and Centre)",
      title: "Changes to Yellow fever certificates",
      date: "2016-05-19",
      url: "https://travelhealthpro.org.uk/news/21/changes-to-yellow-fever-certificates",
    },
    official: { name: "World Health Organization: International Health Regulations, Annex 7" },
    checkedOn: "2026-11-23",
    fr: {
      value: "valable à vie (depuis le 11 juillet 2016)",
      contradictions: [
        {
          pattern: /\bvalable (pendant |pour )?(10|dix) ans\b/i,
          unless: /(jusqu|avant|autrefois|n'est plus|était|ancien)/i,
          reason: "certificates are valid for life since 11 July 2016",
        },
        {
          pattern: /(rappel|revaccin)[^.]{0,40}(obligatoire|exigé|nécessaire|requis|il faut)/i,
          unless: /\b(pas|aucun|plus)\b/i,
          reason: "a booster cannot be required for entry since 11 July 2016",
        },
      ],
    },
    contradictions: [
      {
        pattern: /\bvalid(ity)? (for|of) (10|ten) years\b/i,
        unless: /\b(until|before|used to|no longer|was)\b/i,
        reason: "certificates are valid for life since 11 July 2016",
      },
      {
        pattern: /\b(booster|re-?vaccinat\w*)\b[^.]{0,40}\b(required|needed|must)\b/i,
        unless: /\b(not|no|cannot)\b/i,
        reason: "a booster cannot be required for entry since 11 July 2016",
      },
    ],
  },

  // ---- Money ----
  "money.cedi": {
    topic: "money",
    value: "the Ghana cedi (GHS, written GH₵), divided into 100 pesewas",
    source: {
      publisher: "Reuters (via Business Recorder)",
      title: "Ghana redenominates its cedi currency",
      date: "2007-07-04",
      url: "https://brecorder.com/news/3410392/ghana-redenominates-its-cedi-currency-20070704586959",
    },
    official: { name: "Bank of Ghana" },
    checkedOn: "2026-11-29",
    fr: {
      value: "le cedi ghanéen (GHS, noté GH₵), divisé en 100 pesewas",
    },
  },
  "money.redenomination": {
    topic: "money",
    value:
      "In July 2007 Ghana redenominated the cedi: one new Ghana cedi replaced 10,000 old cedis.",
    source: {
      publisher: "Reuters (via Business Recorder)",
      title: "Ghana redenominates its cedi currency",
      date: "2007-07-04",
      url: "https://brecorder.com/news/3410392/ghana-redenominates-its-cedi-currency-20070704586959",
    },
    alsoSources: [
      {
        publisher: "Ghana News Agency (via GhanaWeb)",
        title: "Re-denomination of currency is a natural sequence",
        date: "2006-11-29",
      },
    ],
    official: { name: "Bank of Ghana" },
    checkedOn: "2026-11-29",
    fr: {
      value:
        "En juillet 2007, le Ghana a procédé à une redénomination du cedi : un nouveau cedi ghanéen a remplacé 10 000 anciens cedis.",
    },
  },

  "money.e-levy": {
    topic: "money",
    value:
      "the E-Levy, a charge on electronic transfers such as mobile money that began at 1.5% in May 2022, was cut to 1% in 2023 and was repealed when the President signed the repeal on 2 April 2025",
    source: {
      publisher: "The Press Radio",
      title: "E-Levy officially scrapped by Parliament",
      date: "2025-03-26",
      url: "https://thepressradio.com/e-levy-officially-scrapped-by-parliament",
    },
    alsoSources: [
      {
        publisher: "Hitz Vibez",
        title: "Official: E-Levy, betting tax abolished as Pres. Mahama assents to new bills",
        date: "2025-04-02",
        url: "https://hitzvibez.com/official-e-levy-betting-tax-abolished-as-pres-mahama-assents-to-new-bills",
      },
      {
        publisher: "GhanaWeb (from Rainbow Radio)",
        title: "Scrap the E-Levy immediately, it is now a nuisance tax – Coalition",
        date: "2023-03-10",
        url: "https://mobile.ghanaweb.com/GhanaHomePage/business/Scrap-the-E-Levy-immediately-it-is-now-a-nuisance-tax-Coalition-1728089",
      },
    ],
    official: { name: "Ghana Revenue Authority", url: "https://gra.gov.gh" },
    checkedOn: "2026-11-29",
    fr: {
      value:
        "l'E-Levy, une taxe sur les transferts électroniques comme le Mobile Money, instaurée à 1,5 % en mai 2022, ramenée à 1 % en 2023 et abrogée lorsque le président a signé son abrogation le 2 avril 2025",
      contradictions: [
        {
          pattern:
            /\bE-Levy\b[^.]{0,40}(?<![\d,])1\s?%[^.]{0,60}(instaurée|introduite|créée|lancée) en 2022/i,
          reason: "the E-Levy began at 1.5% in May 2022 and was cut to 1% in 2023",
        },
      ],
    },
    contradictions: [
      {
        // The levy began at 1.5%; only from 2023 was it 1%.
        pattern: /\bE-Levy\b[^.]{0,40}\b1 ?%[^.]{0,60}\bintroduced in 2022\b/i,
        reason: "the E-Levy began at 1.5% in May 2022 and was cut to 1% in 2023",
      },
    ],
  },
  "money.hotel-vat": {
    topic: "money",
    value:
      "VAT at an effective 20% (15% VAT plus the 2.5% National Health Insurance Levy and the 2.5% GETFund Levy), under the Value Added Tax Act, 2025 (Act 1151) since 1 January 2026, when the 1% COVID-19 Health Recovery Levy was abolished",
    source: {
      publisher: "GhanaWeb",
      title: "VAT rate cut to 20%, COVID Levy gone as new tax act takes effect January 2026",
      date: "2026-01-01",
      url: "https://www.ghanaweb.com/GhanaHomePage/business/VAT-cut-to-20-COVID-Levy-gone-as-as-new-tax-act-takes-effect-January-2026-2015889",
    },
    alsoSources: [
      {
        publisher: "Voice FM (from the Ghana News Agency)",
        title: "GRA clarifies the new 20 per cent VAT rate",
        url: "https://voicefmgh.com/?p=30907",
      },
      {
        publisher: "Pulse Ghana",
        title: "Government abolishes COVID-19 levy, Ghanaians to save GH¢3.7 billion – Ato Forson",
        date: "2025-11-13",
        url: "https://www.pulse.com.gh/articles/news/government-abolishes-covid-19-levy-ghanaians-to-save-ghcent37-billion-ato-forson-2025111318525037231",
      },
    ],
    official: { name: "Ghana Revenue Authority", url: "https://gra.gov.gh" },
    checkedOn: "2026-11-29",
    fr: {
      value:
        "la TVA à un taux effectif de 20 % (15 % de TVA, plus 2,5 % de prélèvement pour l'assurance maladie nationale et 2,5 % de prélèvement GETFund), en vertu de la loi de 2025 sur la TVA (Act 1151) depuis le 1er janvier 2026, date à laquelle le prélèvement COVID-19 de 1 % a été supprimé",
      contradictions: [
        {
          pattern: /\b(prélèvement|taxe|levy) (de relance sanitaire )?COVID(-19)?/i,
          unless: /(supprim|aboli|abrog|jusqu|était|n'est plus|ancien)/i,
          reason: "the COVID-19 Health Recovery Levy was abolished on 1 January 2026",
        },
        {
          pattern: /\b21,9\s?%/,
          unless: /(\bde 21|auparavant|jusqu|était|contre|ancien)/i,
          reason: "the effective VAT rate is 20% since 1 January 2026 (VAT Act, 2025, Act 1151)",
        },
      ],
    },
    contradictions: [
      {
        pattern: /\bCOVID(-19)? (Health Recovery )?levy\b/i,
        unless: /\b(abolish\w*|removed|scrapped|repealed|until|was|no longer|former)\b/i,
        reason: "the COVID-19 Health Recovery Levy was abolished on 1 January 2026",
      },
      {
        pattern: /\b21\.9 ?%/,
        unless: /\b(from|previous\w*|until|was|down)\b/i,
        reason: "the effective VAT rate is 20% since 1 January 2026 (VAT Act, 2025, Act 1151)",
      },
    ],
  },
  "money.hotel-vat-rate": {
    topic: "money",
    // The figure alone, for the short note beside price lists (money.hotel-vat says it whole).
    value: "20%",
    source: {
      publisher: "GhanaWeb",
      title: "VAT rate cut to 20%, COVID Levy gone as new tax act takes effect January 2026",
      date: "2026-01-01",
      url: "https://www.ghanaweb.com/GhanaHomePage/business/VAT-cut-to-20-COVID-Levy-gone-as-as-new-tax-act-takes-effect-January-2026-2015889",
    },
    official: { name: "Ghana Revenue Authority", url: "https://gra.gov.gh" },
    checkedOn: "2026-11-29",
    fr: {
      value: "20 %",
    },
  },
  "money.tourism-levy-rate": {
    topic: "money",
    value: "1%",
    source: {
      publisher: "Ghana News Agency",
      title: "145 enterprises in Accra owe GHC 678, 856.15 Tourism Development Fund",
      date: "2022-01-19",
      url: "https://gna.org.gh/2022/01/145-enterprises-in-accra-owe-ghc-678-85615-tourism-development-fund",
    },
    alsoSources: [HOTELS_ASSOCIATION_2025],
    official: { name: "Ghana Tourism Authority" },
    checkedOn: "2026-11-29",
    fr: {
      value: "1 %",
    },
  },
  "money.tourism-levy": {
    topic: "money",
    value:
      "a 1% tourism levy on the bill, which hotels, guest houses, lodges and other tourism businesses collect for the Tourism Development Fund under the Tourism Act, 2011 (Act 817) and L.I. 2185",
    source: {
      publisher: "Ghana News Agency",
      title: "145 enterprises in Accra owe GHC 678, 856.15 Tourism Development Fund",
      date: "2022-01-19",
      url: "https://gna.org.gh/2022/01/145-enterprises-in-accra-owe-ghc-678-85615-tourism-development-fund",
    },
    alsoSources: [
      {
        publisher: "GhanaWeb (from Citi Business News)",
        title: "GTA shuts down 3 tourism facilities for not paying 1% Tourism Levy",
        date: "2022-01-21",
        url: "https://mobile.ghanaweb.com/GhanaHomePage/business/GTA-shuts-down-3-tourism-facilities-for-not-paying-1-Tourism-Levy-1450657",
      },
      HOTELS_ASSOCIATION_2025,
    ],
    official: { name: "Ghana Tourism Authority" },
    checkedOn: "2026-11-29",
    fr: {
      value:
        "un prélèvement touristique de 1 % sur la note, que les hôtels, maisons d'hôtes, lodges et autres entreprises touristiques perçoivent pour le Fonds de développement du tourisme (Tourism Development Fund) en vertu de la loi de 2011 sur le tourisme (Act 817) et du L.I. 2185",
    },
  },

  // ---- Getting there ----
  "transport.accra-airport-name": {
    topic: "transport",
    value:
      "Accra International Airport (ACC), which was called Kotoka International Airport from 1969 until the Ministry of Transport restored its original name on 23 February 2026",
    source: {
      publisher: "SOT News Agency",
      title: "Kotoka International Airport renamed Accra International Airport",
      date: "2026-02-23",
      url: "https://sotnews.agency/?p=116529",
    },
    alsoSources: [
      {
        publisher: "Ghanaian Times (via allAfrica)",
        title: "Ghana: Ghana Changes Name of International Airport in Accra",
        date: "2026-02-24",
        url: "https://allafrica.com/stories/202602240311.html",
      },
      {
        publisher: "Pulse Ghana",
        title:
          "Kotoka International Airport to be renamed Accra International Airport – Majority Leader",
        date: "2026-02-03",
      },
    ],
    official: { name: "Ministry of Transport and Ghana Airports Company Limited" },
    checkedOn: "2026-11-25",
    fr: {
      value:
        "Accra International Airport (ACC), qui s'appelait Kotoka International Airport de 1969 au 23 février 2026, date à laquelle le ministère des Transports lui a rendu son nom d'origine",
      contradictions: [
        {
          pattern: /\bKotoka\b(?![\w-])/,
          unless:
            /(anciennement|ancien|autrefois|renommé|rebaptisé|jusqu|de 1969|s'appelait|appelé|nom d'origine|ex-Kotoka)/i,
          reason:
            'Accra\'s airport is Accra International Airport since 23 February 2026: use the current name, with "anciennement Kotoka" where a reader may know only the old one',
        },
      ],
    },
    contradictions: [
      {
        // The old name as if it were current; "formerly Kotoka" and the history are fine.
        pattern: /\bKotoka\b(?![\w-])/,
        unless: /\b(formerly|renamed|previously|until|from 1969|called|known as|old name)\b/i,
        reason:
          'Accra\'s airport is Accra International Airport since 23 February 2026: use the current name, with "formerly Kotoka" where a reader may know only the old one',
      },
    ],
  },
  "transport.kotoka-terminals": {
    topic: "transport",
    // The id keeps the airport's old name because stored content refers to it; only the text shows.
    value:
      "international flights use Terminal 3 and domestic flights Terminal 2, and on 13 January 2026 the Transport Minister told Parliament's Public Accounts Committee that Terminal 2 is to be remodelled during 2026 to take some international flights as well, so check the terminal on your ticket",
    source: {
      publisher: "Class FM",
      title:
        "Government to convert Kotoka Airport Terminal 2 into multipurpose facility to ease congestion",
      date: "2026-01-13",
      url: "https://www.classfmonline.com/news/Government-to-convert-Kotoka-Airport-Terminal-2-into-multipurpose-facility-to-ease-congestion-69602",
    },
    alsoSources: [
      {
        publisher: "The Vaultz News",
        title: "Govt to transform KIA Terminal 2 into multipurpose facility to ease congestion",
        date: "2026-01-13",
        url: "https://thevaultznews.com/2026/01/13/govt-to-transform-kia-terminal-2-into-multipurpose-facility-to-ease-congestion",
      },
      {
        publisher: "News Ghana",
        title:
          "Ghana to build airport hotel, car park and new airline as aviation push accelerates",
        date: "2026-02-28",
        url: "https://www.newsghana.com.gh/ghana-to-build-airport-hotel-car-park-and-new-airline-as-aviation-push-accelerates/",
      },
      {
        publisher: "News Ghana",
        title: "Transport Minister announces multipurpose Terminal Two at Kotoka Airport",
        url: "https://www.newsghana.com.gh/transport-minister-announces-multipurpose-terminal-two-at-kotoka-airport/",
      },
      {
        publisher: "Ghana Business News",
        title: "Domestic flights to operate from Terminal 2 of Kotoka International Airport",
        date: "2018-10-08",
        url: "https://www.ghanabusinessnews.com/2018/10/08/domestic-flights-to-operate-from-terminal-2-of-kotoka-international-airport/",
      },
    ],
    official: AIRPORTS,
    checkedOn: "2026-11-29",
    fr: {
      value:
        "les vols internationaux utilisent le terminal 3 et les vols intérieurs le terminal 2 ; le 13 janvier 2026, le ministre des Transports a indiqué à la commission des comptes publics du Parlement que le terminal 2 serait réaménagé en 2026 pour accueillir aussi une partie des vols internationaux : vérifiez le terminal indiqué sur votre billet",
      contradictions: [
        {
          pattern:
            /\bterminal (1|2)\b[^.]{0,40}\b(vols? internationaux|vol international|arrivées internationales|départs internationaux)/i,
          unless: /(intérieur|domestique|auparavant|autrefois|jusqu|réaménag|une partie|certains)/i,
          reason:
            "international flights use Terminal 3 (Terminal 2 is being remodelled to take some)",
        },
        {
          pattern:
            /\b(tous les|chaque) (vols? internationa|arrivées internationales|départs internationaux)/i,
          unless: /(depuis 2018|jusqu|2018)/i,
          reason:
            "Terminal 2 is to be remodelled to take some international flights (Transport Minister to Parliament, 13 January 2026): say international flights use Terminal 3 and ask readers to check their ticket",
        },
        {
          pattern: /\bterminal 2\b[^.]{0,120}(annonc|prévu|projet)[^.]{0,40}février 2026/i,
          reason:
            "the Terminal 2 plan was put to Parliament's Public Accounts Committee on 13 January 2026",
        },
      ],
    },
    contradictions: [
      {
        pattern: /\bTerminal (1|2)\b[^.]{0,40}\binternational (flights|arrivals|departures)\b/i,
        unless: /\b(domestic|previously|formerly|until|used to|remodel\w*|some)\b/i,
        reason:
          "international flights use Terminal 3 (Terminal 2 is being remodelled to take some)",
      },
      {
        // Since the 2026 plan, "every" or "all" international flights in Terminal 3 is no longer safe.
        pattern:
          /\b(every|all) international (flights?|arrivals?|departures?|arrival and departure)\b/i,
        unless: /\b(since 2018|until|2018)\b/i,
        reason:
          "Terminal 2 is to be remodelled to take some international flights (Transport Minister to Parliament, 13 January 2026): say international flights use Terminal 3 and ask readers to check their ticket",
      },
      {
        pattern: /\bTerminal 2\b[^.]{0,120}\b(announced|plan\w*)\b[^.]{0,40}\bFebruary 2026\b/i,
        reason:
          "the Terminal 2 plan was put to Parliament's Public Accounts Committee on 13 January 2026",
      },
    ],
  },
  "transport.kumasi-airport": {
    topic: "transport",
    value: "the Prempeh I International Airport in Kumasi, commissioned on 10 May 2024",
    source: {
      publisher: "GhanaWeb",
      title: "President Akufo-Addo commissions Nana Agyemang Prempeh I International Airport",
      date: "2024-05-11",
      url: "https://mobile.ghanaweb.live/GhanaHomePage/NewsArchive/President-Akufo-Addo-commissions-Nana-Agyemang-Prempeh-I-International-Airport-1937837",
    },
    alsoSources: [
      {
        publisher: "Ghana News Agency",
        title: "Prempeh I International Airport begins operations",
        date: "2024-07-01",
        url: "https://gna.org.gh/2024/07/prempeh-i-international-airport-begins-operations/",
      },
    ],
    official: AIRPORTS,
    checkedOn: "2026-11-25",
    fr: {
      value: "l'aéroport international Prempeh I de Kumasi, inauguré le 10 mai 2024",
    },
  },
  "transport.tamale-airport": {
    topic: "transport",
    // Named Yakubu Tali International Airport in 2024; the old name is still in everyday use, and
    // a renaming has been called for since, so both names are given.
    value:
      "Yakubu Tali International Airport in Tamale (named in 2024, and still often called Tamale International Airport), whose new terminal was commissioned on 22 August 2023 for domestic, international and Hajj flights",
    source: {
      publisher: "Yen.com.gh",
      title: "Tamale airport review: NDC's Hamza Suhuyini gives insight into proposal",
      date: "2026-02-04",
      url: "https://yen.com.gh/ghana/299152-tamale-airport-review-ndcs-hamza-suhuyini-insight-proposal/",
    },
    alsoSources: [
      {
        publisher: "GhanaWeb",
        title: "Kumasi and Tamale airports to be renamed",
        date: "2024-02-27",
        url: "https://www.ghanaweb.live/GhanaHomePage/NewsArchive/Kumasi-and-Tamale-airports-to-be-renamed-1919369",
      },
      {
        publisher: "Daily Guide",
        title: "Rename Yakubu Tali Int'l Airport – Ya Na to Mahama",
        date: "2025-03-25",
        url: "https://dailyguidenetwork.com/rename-yakubu-tali-intl-airport-ya-na-to-mahama/",
      },
      {
        publisher: "Logupdate Africa",
        title: "Ghana completes Tamale airport Phase II, plans to boost perishable export",
        date: "2023-08-23",
        url: "https://www.logupdateafrica.com/air-cargo/ghana-completes-tamale-airport-phase-ii-plans-to-boost-perishable-export-1349562",
      },
      {
        publisher: "The Herald Ghana",
        title: "Tamale Airport officially opens for international flights",
        date: "2023-08-23",
        url: "https://theheraldghana.com/tamale-airport-officially-opens-for-international-flights/",
      },
      {
        publisher: "Daily Guide",
        title: "Tamale International Airport comes alive today",
        date: "2023-08-22",
        url: "https://dailyguidenetwork.com/tamale-international-airport-comes-alive-today/",
      },
    ],
    official: AIRPORTS,
    checkedOn: "2026-11-29",
    fr: {
      value:
        "l'aéroport international Yakubu Tali de Tamale (ainsi nommé en 2024, et encore souvent appelé Tamale International Airport), dont le nouveau terminal a été inauguré le 22 août 2023 pour les vols intérieurs, internationaux et du hadj",
    },
  },

  // ---- Places ----
  "places.regions": {
    topic: "places",
    value:
      "16 regions since February 2019, when six new regions approved in the referendum of 27 December 2018 took effect",
    source: {
      publisher: "Africanews",
      title: "Landslide approvals in Ghana referendum for new regions",
      date: "2018-12-29",
      url: "https://africanews.com/2018/12/29/landslide-approvals-in-ghana-referendum-for-new-regions",
    },
    alsoSources: [
      {
        publisher: "Pulse Ghana",
        title: "Akufo-Addo to give effect to new regions",
        date: "2019-02-09",
      },
    ],
    checkedOn: "2026-11-23",
    fr: {
      value:
        "16 régions depuis février 2019, date d'entrée en vigueur des six nouvelles régions approuvées par le référendum du 27 décembre 2018",
      contradictions: [
        {
          pattern: /\b(10|dix) régions\b/i,
          unless: /(jusqu|avant|auparavant|était|étaient|comptait|avait|ancien)/i,
          reason: "Ghana has 16 regions since February 2019",
        },
      ],
    },
    contradictions: [
      {
        pattern: /\b(10|ten) (administrative )?regions\b/i,
        unless: /\b(from|until|before|was|were|had|old|older)\b/i,
        reason: "Ghana has 16 regions since February 2019",
      },
    ],
  },

  // ---- The law ----
  "law.accommodation-licence": {
    topic: "law",
    value:
      "Under the Tourism Act, 2011 (Act 817), every tourist accommodation, from hotels and guest houses to serviced flats, needs a Ghana Tourism Authority licence, valid for twelve months and renewed each year.",
    source: {
      publisher: "Bentsi-Enchill, Letsa & Ankomah",
      title: "Provision of tourist accommodation in Ghana",
      date: "2024-05-15",
      url: "https://bentsienchill.com/provision-of-tourist-accommodation-in-ghana/",
    },
    alsoSources: [
      {
        publisher: "Ghana News Agency (via GhanaWeb)",
        title: "GTA to clamp down on illegal tourism enterprises",
        date: "2022-05-26",
      },
    ],
    official: { name: "Ghana Tourism Authority" },
    checkedOn: "2026-11-23",
    fr: {
      value:
        "En vertu de la loi de 2011 sur le tourisme (Act 817), tout hébergement touristique, de l'hôtel à l'appartement meublé en passant par la maison d'hôtes, doit détenir une licence de la Ghana Tourism Authority, valable douze mois et renouvelée chaque année.",
    },
  },
  "places.unesco-sites": {
    topic: "places",
    value:
      "Ghana has two UNESCO World Heritage sites, the Forts and Castles of the coast (inscribed in 1979, Cape Coast and Elmina among them) and the Asante Traditional Buildings (1980); Mole and Kakum national parks are only on the tentative list",
    source: {
      publisher: "UNESCO World Heritage Centre",
      title: "Mole National Park (tentative list entry 1391)",
      date: "2000-01-17",
      url: "https://whc.unesco.org/en/tentativelists/1391",
    },
    alsoSources: [
      {
        publisher: "UNESCO World Heritage Centre",
        title: "Forts and Castles, Volta, Greater Accra, Central and Western Regions",
        url: "https://whc.unesco.org/en/list/34",
      },
      {
        publisher: "UNESCO World Heritage Centre",
        title: "Asante Traditional Buildings",
        url: "https://whc.unesco.org/en/list/35",
      },
    ],
    checkedOn: "2026-11-23",
    fr: {
      value:
        "Le Ghana compte deux sites du patrimoine mondial de l'UNESCO, les forts et châteaux de la côte (inscrits en 1979, dont ceux de Cape Coast et d'Elmina) et les bâtiments traditionnels ashanti (1980) ; les parcs nationaux de Mole et de Kakum figurent seulement sur la liste indicative",
      contradictions: [
        {
          pattern: /\b(Mole|Kakum)\b[^.]{0,80}patrimoine mondial/i,
          unless: /(indicative|pas inscrit|n'est pas|ne sont pas|ne figure|non inscrit)/i,
          reason: "Mole and Kakum are on UNESCO's tentative list only",
        },
      ],
    },
    contradictions: [
      {
        pattern: /\b(Mole|Kakum)\b[^.]{0,80}\bWorld Heritage (site|property)\b/i,
        unless: /\b(tentative|not a|not on|isn't|is not)\b/i,
        reason: "Mole and Kakum are on UNESCO's tentative list only",
      },
    ],
  },

  // ---- Safety ----
  "safety.emergency-number": {
    topic: "safety",
    // 112 is the official number since 28 January 2020; the police line 191 was still answered in
    // 2025, so content says 112 is the one to dial, not that the old lines are gone.
    value: "112",
    source: {
      publisher: "Best News GH (from Citi Newsroom)",
      title: "Government makes 112 new hotline for all emergency services",
      date: "2020-01-28",
      url: "https://bestnewsgh.com/government-makes-112-new-hotline-for-all-emergency-services/",
    },
    alsoSources: [
      {
        publisher: "Big Stuff Media (Lom Nuku Ahlijah)",
        title: "Dialing 191: Why Ghana's emergency response needs urgent reform",
        date: "2025-09",
        url: "https://bigstuffmediagh.com/dialing-191-why-ghanas-emergency-response-needs-urgent-reform",
      },
      {
        publisher: "The Chronicle",
        title: "Editorial: Prosecute persons placing prank calls to emergency services",
        url: "https://thechronicle.com.gh/editorial-prosecute-persons-placing-prank-calls-to-emergency-services",
      },
    ],
    official: {
      name: "Ghana Police Service, Ghana National Fire Service and National Ambulance Service",
    },
    checkedOn: "2026-11-29",
    fr: {
      value: "112",
      contradictions: [
        {
          pattern: /\b(191|192|193)\b/,
          unless: /(fusionn|remplac|ancien|autrefois|répond)/i,
          reason:
            "since 28 January 2020 police, fire and ambulance calls go to 112; the separate 191, 192 and 193 lines were merged into it",
        },
        {
          pattern: /\b(a|ont) remplacé\b[^.]{0,80}\b(lignes|numéros)\b/i,
          reason:
            "112 is the official number since 28 January 2020, but the police line 191 was still answered in 2025: say 112 is the number to dial, not that the old lines are gone",
        },
      ],
    },
    contradictions: [
      {
        pattern: /\b(191|192|193)\b/,
        unless: /\b(merged|replaced|former|old|used to)\b/i,
        reason:
          "since 28 January 2020 police, fire and ambulance calls go to 112; the separate 191, 192 and 193 lines were merged into it",
      },
      {
        pattern: /\b(has|have) replaced\b[^.]{0,80}\b(lines|numbers)\b/i,
        reason:
          "112 is the official number since 28 January 2020, but the police line 191 was still answered in 2025: say 112 is the number to dial, not that the old lines are gone",
      },
    ],
  },

  // ---- Roads (times vary with traffic and roadworks; these are the usual range) ----
  "distance.accra-kumasi": {
    topic: "transport",
    value: "about 250 km",
    source: {
      publisher: "Amandla News (Kofi Ayim)",
      title: "A journey on the Accra – Kumasi Highway: A trip to forget",
      url: "https://amandlanews.com/a-journey-on-the-accra-kumasi-highway-a-trip-to-forget/",
    },
    checkedOn: "2026-11-23",
    fr: {
      value: "environ 250 km",
    },
    route: { between: ["accra", "kumasi"], km: 250 },
  },
  "drive.accra-kumasi": {
    topic: "transport",
    value: "4 to 6 hours",
    source: {
      publisher: "Amandla News (Kofi Ayim)",
      title: "A journey on the Accra – Kumasi Highway: A trip to forget",
      url: "https://amandlanews.com/a-journey-on-the-accra-kumasi-highway-a-trip-to-forget/",
    },
    alsoSources: [
      {
        publisher: "Sections of Ghana",
        title: "Day 1: Hello, welcome to Ghana",
        date: "2008-10",
        url: "https://sectionsofghana.blogspot.com/2008/10/day-1-hello-welcome-to-ghana.html",
      },
    ],
    checkedOn: "2026-11-23",
    fr: {
      value: "4 à 6 heures",
    },
    route: { between: ["accra", "kumasi"], hours: [4, 6] },
  },
  "distance.accra-cape-coast": {
    topic: "transport",
    value: "about 150 km",
    ...CAPE_COAST_TRIP_SOURCES,
    checkedOn: "2026-11-25",
    fr: {
      value: "environ 150 km",
    },
    route: { between: ["accra", "cape-coast"], km: 150 },
  },
  "drive.accra-cape-coast": {
    topic: "transport",
    value: "3 to 4 hours",
    ...CAPE_COAST_TRIP_SOURCES,
    checkedOn: "2026-11-25",
    fr: {
      value: "3 à 4 heures",
    },
    route: { between: ["accra", "cape-coast"], hours: [3, 4] },
  },
  "drive.accra-tamale": {
    topic: "transport",
    value: "10 to 14 hours",
    source: {
      publisher: "Tamale Ghana",
      title: "The Road to Tamale: Your Complete Guide to Getting Here and Getting Around",
      url: "https://tamaleghana.com/?p=20",
    },
    alsoSources: [
      {
        publisher: "Sherri Paulson",
        title: "Drivin' around",
        date: "2016-12-03",
        url: "https://sherripaulson.com/blog/2016/12/03/drivin-around",
      },
    ],
    checkedOn: "2026-11-23",
    fr: {
      value: "10 à 14 heures",
    },
    route: { between: ["accra", "tamale"], hours: [10, 14] },
  },
  "drive.kumasi-tamale": {
    topic: "transport",
    value: "7 to 10 hours",
    source: {
      publisher: "Tamale Ghana",
      title: "The Road to Tamale: Your Complete Guide to Getting Here and Getting Around",
      url: "https://tamaleghana.com/?p=20",
    },
    alsoSources: [
      {
        publisher: "Colliding with the Earth",
        title: "Road to Kumasi",
        url: "https://collidingwiththeearth.com/tag/kumasi/",
      },
    ],
    checkedOn: "2026-11-25",
    fr: {
      value: "7 à 10 heures",
    },
    route: { between: ["kumasi", "tamale"], hours: [7, 10] },
  },
  "drive.tamale-mole": {
    topic: "transport",
    value: "two and a half to three hours",
    source: {
      publisher: "Wikivoyage",
      title: "Mole National Park",
      url: "https://en.wikivoyage.org/wiki/?oldid=4621271&title=Mole_National_Park",
    },
    alsoSources: [
      {
        publisher: "Tom and Faye",
        title: "Mole National Park",
        date: "2016-12-09",
        url: "http://www.tomandfaye.com/travels/2016/12/09/mole-national-park/",
      },
    ],
    checkedOn: "2026-11-23",
    fr: {
      value: "2 h 30 à 3 heures",
      contradictions: [
        {
          pattern: /(?<![\d,])135\s?km\b/i,
          reason:
            "no published source confirms 135 km (the Ghana Tourism Authority's site gives about 170 km): state the drive time from the register instead",
        },
      ],
    },
    route: { between: ["tamale", "mole"], hours: [2.5, 3] },
    contradictions: [
      {
        pattern: /\b135 ?km\b/i,
        reason:
          "no published source confirms 135 km (the Ghana Tourism Authority's site gives about 170 km): state the drive time from the register instead",
      },
    ],
  },
  "distance.cape-coast-elmina": {
    topic: "transport",
    value: "about 12 km",
    source: {
      publisher: "The Full Wiki (Wikipedia's text)",
      title: "Elmina",
      url: "http://www.thefullwiki.org/Elmina",
    },
    checkedOn: "2026-11-25",
    fr: {
      value: "environ 12 km",
    },
    route: { between: ["cape-coast", "elmina"], km: 12 },
  },
  "distance.cape-coast-kakum": {
    topic: "transport",
    value: "about 30 km",
    source: {
      publisher: "LiquiSearch (Wikipedia's text)",
      title: "Kakum National Park",
      url: "https://liquisearch.com/kakum_national_park",
    },
    alsoSources: [
      {
        publisher: "Travel to West Africa",
        title: "Kakum National Park – A must stop while visiting Ghana (33 km)",
        url: "http://www.traveltowestafrica.com/kakum-national-park-a-must-stop-while-visiting-ghana/",
      },
    ],
    checkedOn: "2026-11-25",
    fr: {
      value: "environ 30 km",
    },
    route: { between: ["cape-coast", "kakum"], km: 30 },
  },
  "distance.accra-takoradi": {
    topic: "transport",
    value: "about 220 km",
    source: {
      publisher: "Trains to Beyond",
      title: "Bus to Takoradi",
      url: "https://trainstobeyond.com/bus-to-takoradi",
    },
    checkedOn: "2026-11-23",
    fr: {
      value: "environ 220 km",
    },
    route: { between: ["accra", "takoradi"], km: 220 },
  },
  "drive.accra-takoradi": {
    topic: "transport",
    value: "4 to 6 hours",
    source: {
      publisher: "MyJoyOnline (Vicky Wireko)",
      title: "Travel from Accra to Cape Coast? Always brace yourself up",
      url: "https://myjoyonline.com/reality-zone-with-vicky-wireko-travel-from-accra-to-cape-coast-always-brace-yourself-up",
    },
    alsoSources: [
      {
        publisher: "Trains to Beyond",
        title: "Bus to Takoradi",
        url: "https://trainstobeyond.com/bus-to-takoradi",
      },
    ],
    checkedOn: "2026-11-25",
    fr: {
      value: "4 à 6 heures",
    },
    route: { between: ["accra", "takoradi"], hours: [4, 6] },
  },
  "distance.takoradi-busua": {
    topic: "transport",
    value: "about 30 km",
    source: { publisher: "Wikipedia", title: "Busua", url: "https://en.wikipedia.org/wiki/Busua" },
    checkedOn: "2026-11-25",
    fr: {
      value: "environ 30 km",
    },
    route: { between: ["takoradi", "busua"], km: 30 },
  },
  "distance.takoradi-axim": {
    topic: "transport",
    value: "about 65 km",
    source: {
      publisher: "Piglix (Wikipedia's text)",
      title: "Axim",
      url: "http://piglix.com/piglix/Axim",
    },
    alsoSources: [
      {
        publisher: "GhanaWeb",
        title: "Axim Beach",
        url: "https://www.ghanaweb.com/GhanaHomePage/tourism/AximBeach.php",
      },
    ],
    checkedOn: "2026-11-25",
    fr: {
      value: "environ 65 km",
    },
    route: { between: ["takoradi", "axim"], km: 65 },
  },
  "distance.accra-kokrobite": {
    topic: "transport",
    value: "about 30 km",
    source: {
      publisher: "African Urbanism",
      title: "Day-off Destination: Kokrobite Beach",
      url: "http://africanurbanism.net/day-off-destination-kokrobite-beach/",
    },
    checkedOn: "2026-11-25",
    fr: {
      value: "environ 30 km",
    },
    route: { between: ["accra", "kokrobite"], km: 30 },
  },
  "distance.kumasi-bosumtwi": {
    topic: "transport",
    value: "about 30 km",
    source: {
      publisher: "Nature Conservation Research Centre",
      title: "Lake Bosumtwi",
      url: "https://www.ncrc-ghana.org/bosumtwihome/",
    },
    alsoSources: [
      {
        publisher: "Specialist Africa",
        title: "Lake Bosumtwi",
        url: "http://www.specialistafrica.com/destinations/west-africa/ghana/southern-ghana/kumasi/lake-bosumtwi/",
      },
    ],
    checkedOn: "2026-11-25",
    fr: {
      value: "environ 30 km",
    },
    route: { between: ["kumasi", "bosumtwi"], km: 30 },
  },
  "drive.accra-akosombo": {
    topic: "transport",
    value: "an hour and a half to two and a half hours",
    source: {
      publisher: "Osei Agyemang",
      title: "A Dive Right In Akosombo – The Dam City",
      url: "https://www.oseiagyemang.com/a-dive-right-in-akosombo-the-dam-city/",
    },
    alsoSources: [
      {
        publisher: "Jimmy's Ghana Visit 2007 (blog)",
        title: "The Dam and the Beach",
        date: "2007-07-15",
        url: "http://jimmysghanavisit2007.blogspot.com/2007_07_15_archive.html",
      },
    ],
    checkedOn: "2026-11-25",
    fr: {
      value: "1 h 30 à 2 h 30",
    },
    route: { between: ["accra", "akosombo"], hours: [1.5, 2.5] },
  },
  "distance.accra-akosombo": {
    topic: "transport",
    value: "about 100 km",
    source: {
      publisher: "Osei Agyemang",
      title: "A Dive Right In Akosombo – The Dam City",
      url: "https://www.oseiagyemang.com/a-dive-right-in-akosombo-the-dam-city/",
    },
    checkedOn: "2026-11-23",
    fr: {
      value: "environ 100 km",
    },
    route: { between: ["accra", "akosombo"], km: 100 },
  },
  "drive.takoradi-axim": {
    topic: "transport",
    value: "about an hour and a half",
    source: {
      publisher: "GhanaWeb",
      title: "Axim Beach",
      url: "https://www.ghanaweb.com/GhanaHomePage/tourism/AximBeach.php",
    },
    checkedOn: "2026-11-23",
    fr: {
      value: "environ 1 h 30",
    },
    route: { between: ["takoradi", "axim"], hours: [1.5, 1.5] },
  },
  "drive.accra-ho": {
    topic: "transport",
    value: "3 to 4 hours",
    source: {
      publisher: "Off Exploring (John and Mandy)",
      title: "Ghana: Tema",
      date: "2011-10-17",
    },
    alsoSources: [{ publisher: "Where's Guero", title: "Ho, Yeah!", date: "2013-06-10" }],
    checkedOn: "2026-11-23",
    fr: {
      value: "3 à 4 heures",
    },
    route: { between: ["accra", "ho"], hours: [3, 4] },
  },
} satisfies Record<FactId, Fact>;

/** Places whose road times and distances the fact check reads in prose. */
export const factPlaces: readonly Place[] = [
  { key: "accra", names: ["Accra"] },
  { key: "kumasi", names: ["Kumasi"] },
  { key: "cape-coast", names: ["Cape Coast"] },
  { key: "elmina", names: ["Elmina"] },
  { key: "tamale", names: ["Tamale"] },
  { key: "mole", names: ["Mole National Park", "Mole"] },
  { key: "kakum", names: ["Kakum National Park", "Kakum"] },
  { key: "takoradi", names: ["Takoradi", "Sekondi-Takoradi"] },
  { key: "akosombo", names: ["Akosombo"] },
  { key: "busua", names: ["Busua"] },
  { key: "axim", names: ["Axim"] },
  { key: "kokrobite", names: ["Kokrobite"] },
  { key: "bosumtwi", names: ["Lake Bosumtwi", "Bosumtwi"] },
  { key: "ho", names: ["Ho"] },
  { key: "hohoe", names: ["Hohoe"] },
  { key: "wli", names: ["Wli Falls", "Wli"] },
  { key: "damongo", names: ["Damongo"] },
  { key: "kintampo", names: ["Kintampo"] },
];
