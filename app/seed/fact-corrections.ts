// Sentences the fact check of 29 November 2026 corrected, as the seed first wrote them and as they
// read now. The seed files hold the new wording; the data migration `fact-check-2026-11-29`
// rewrites stored copies once (an operator's own wording, which no longer holds the old sentence,
// is left alone). docs/fact-check-2026-11-29.md gives each source.
export const FACT_CORRECTIONS_2026_11_29: readonly (readonly [string, string])[] = [
  // The E-Levy began at 1.5% in May 2022; it was 1% only from 2023.
  [
    "the **E-Levy**, a 1% charge on electronic transfers introduced in 2022, was repealed with effect from **2 April 2025**.",
    "{{fact:money.e-levy}}.",
  ],
  // 112 is official since 28 January 2020, but 191 was still answered in 2025.
  [
    "Since January 2020 it has replaced the separate lines that older guidebooks still print, so there is nothing else to memorise.",
    "It has been the official number for all three since January 2020. Older guidebooks still print the old separate lines, and the old police line 191 was still answered in 2025, but 112 is the one to remember.",
  ],
  [
    "Since 28 January 2020 this single number has replaced the old separate police, fire and ambulance lines, so older guidebooks may still list numbers that are no longer the ones to use.",
    "Since 28 January 2020 it has been the official number for all three services. Older guidebooks still list the old separate lines, and the old police line 191 was still answered in 2025, but 112 is the one to dial.",
  ],
  // Tamale's airport has been Yakubu Tali International Airport since 2024.
  [
    "Tamale's airport gained a new terminal in 2023 for international and Hajj flights, and frequent domestic flights from Accra take about an hour.",
    "Yakubu Tali International Airport (still often called Tamale International Airport) gained a new terminal in 2023 for international and Hajj flights, and frequent domestic flights from Accra take about an hour.",
  ],
  [
    "Tamale's airport was upgraded with a new terminal in 2023 to handle international and Hajj flights, and several airlines fly",
    "The city is served by {{fact:transport.tamale-airport}}, and several airlines fly",
  ],
  [
    "Tamale's airport received a **new terminal in 2023**, built to handle international and Hajj flights as well as domestic services.",
    "Flights land at {{fact:transport.tamale-airport}}.",
  ],
  [
    "- **Tamale**, whose airport gained a new terminal in 2023 for international and Hajj flights as well as domestic services.",
    "- **Tamale**, served by {{fact:transport.tamale-airport}}.",
  ],
  [
    "Tamale's airport gained a new terminal in 2023 to handle international and Hajj flights.",
    "Flights land at {{fact:transport.tamale-airport}}.",
  ],
  [
    "Tamale, whose airport gained a new terminal in August 2023, and Takoradi.",
    "Tamale, whose Yakubu Tali International Airport gained a new terminal in August 2023, and Takoradi.",
  ],
  [
    "and Tamale's airport has a new terminal, opened in August 2023, for domestic, international and Hajj flights.",
    "and {{fact:transport.tamale-airport}}.",
  ],
];
