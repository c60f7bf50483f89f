// The long-form pages' first import: About, the four legal pages and the two culture articles.
// The database holds the operator's copy from then on (app/seed/seed.server.ts never overwrites it).
// Bodies are CommonMark; {{site.name}}, {{site.url}} and {{site.contactEmail}} take the site's
// configured values, {{fact:id}} the fact register's, and {{block:impact-figures}} the About
// page's live figures. `{#anchor}` after a heading keeps its address stable.

/** The privacy policy's words on guests' reports (issue 40); a data migration adds them to a stored copy. */
export const GUEST_REPORT_COLLECTED =
  "- Reports of a stay: the hotel, the month you stayed, what you found, your note and your email address. The address is kept only to confirm the report and to stop repeat reports; we never show or share it, and erase it 30 days after our editors approve or reject the report. A report never confirmed is deleted 7 days after it was sent.";
export const GUEST_REPORT_RETAINED =
  "- Email addresses given with a report of a stay: until 30 days after the report is approved or rejected (7 days when it is never confirmed), then erased. An approved report is kept without the address and stops counting on the hotel's page 24 months after the month of stay.";

export interface PageSeed {
  slug: string;
  title: string;
  /** The browser title, when it should differ from the heading. */
  metaTitle: string;
  description: string;
  intro: string;
  body: string;
  closing: string;
  /** When the words last changed: the legal pages show it as "Last updated". */
  updatedAt: string;
  publishedAt: string;
}

export const pageSeeds: PageSeed[] = [
  {
    slug: "about",
    title: "About {{site.name}}",
    metaTitle: "About Us",
    description:
      "{{site.name}} helps travellers plan stays in Ghana: hotels by city, honest guides to visas, money and transport, and clear affiliate disclosure.",
    intro:
      "In Ghana, a visitor is greeted with one word: Akwaaba, welcome. We want planning your stay to feel like that greeting. Here you will find hotels listed city by city, practical guides to visas, airports, money and getting around, and an honest idea of what a night costs, so you can choose where to stay with confidence before you land.",
    body: `## Our mission {#mission}

Our mission is to make Ghana easier to plan for, whether you are coming home for Christmas, flying into Accra for business, tracing history along the coast at Cape Coast and Elmina, or heading north to Tamale and Mole National Park. We gather hotels by city, from simple guest houses to business hotels, beach resorts and five-star stays, and pair them with guides that answer the questions travellers actually ask.

We also want visitors to arrive knowing a little more about the country they are visiting. Our culture pages introduce the Ashanti kingdom, ancient Ghana, festivals, kente and other traditional dress, and our African name generator shares names and their meanings from Ghana and across the continent. Good travel starts with curiosity and respect, and we hope our pages encourage both.

Everything here is free to read. We do not take bookings ourselves: when you are ready, we send you to a travel-booking partner to book, and we tell you plainly when a link may earn us a commission.

## What we value {#values}

### Accuracy first

Entry rules, vaccination requirements and prices change. We keep each time-sensitive fact in one place with its published source and the date we last checked it, so an article on visas, health or money tells you when its facts were checked and which official body to confirm them with. We label prices and ratings as indicative, because we would rather be honest than look precise.

### Practical, local detail

Ghana is more than Accra. We cover Kumasi, Cape Coast and Tamale too, and explain the details that matter on the ground: mobile money and cash, tro-tros and taxis, the dry and wet seasons, and which airport serves which city.

### Open about affiliate links

Booking buttons and product cards are affiliate links. If you book or buy after clicking one, we may earn a commission at no extra cost to you. We say so on every page, and a commission never changes the price you pay.

### Respect for Ghanaian culture

We write about Ghanaian history, dress and naming traditions with care, as living culture rather than curiosities. Where meanings or customs differ between communities, we say so, and we welcome corrections from the people who know them best.

### Privacy by default

We collect as little as we can: no visitor accounts, no advertising cookies and no third-party trackers on our pages. Our visit counts store no IP addresses, and your name-generator favourites stay in your own browser.

## Our impact {#impact}

{{block:impact-figures}}

## How we work {#how-we-work}

We organise hotels by city so you can compare places in the area you plan to visit, and we aim to cover a range of budgets and styles in each city, from guest houses and apartments to business hotels and resorts. Each listing describes the hotel's type, location and main amenities in plain language. A listing is a starting point for your own research, not an inspection report or a guarantee.

Prices are indicative nightly rates, in cedis or US dollars as their source gave them, with the other currency beside them as an approximate conversion: what you pay depends on your dates, room type, taxes and availability, and is confirmed on our travel-booking partner's site, which supports bookings in Ghana cedi (GHS) and US dollars. Ratings out of five are indicative figures to help you compare, not reviews we collected ourselves.

The site is paid for by commission from two affiliate programmes, a travel-booking programme and a retail programme for travel gear. Neither costs you anything extra, and we never charge visitors. If you spot an outdated price, a hotel that has closed or a mistake in a guide, please tell us through the contact form at /contact, and we will look into it and correct what is wrong.

## Company information {#company}

We are operated by a company based in the United States. We publish travel information; we are not a travel agency, tour operator or booking service. We do not sell trips, take bookings or handle payments, and we never hold any part of your reservation.

When you book a hotel or buy a product through our links, your contract is with our travel-booking partner, the hotel or the retailer, and their terms, cancellation rules and customer service apply. For anything about our own content, a correction or your privacy, we are always glad to hear from you.

Write to us at {{site.contactEmail}} or use our [contact form](/contact).`,
    closing: "",
    updatedAt: "2026-11-24",
    publishedAt: "2025-07-17",
  },
  {
    slug: "privacy-policy",
    title: "Privacy Policy",
    metaTitle: "",
    description:
      "How {{site.name}} handles your data: what we collect, why, how long we keep it, affiliate links, and your GDPR and CCPA rights.",
    intro:
      "This Privacy Policy explains what information {{site.name}} ({{site.url}}) collects when you visit, why we collect it, how long we keep it and the choices you have. The short version: we collect very little, we do not sell personal information, and we load no third-party scripts or trackers on our pages.",
    body: `## Information we collect {#information-we-collect}

{{site.name}} is a public information website about hotels and travel in Ghana. There are no visitor accounts, and we never take bookings or payments, so we hold no card details, passport numbers or travel itineraries.

Like every website, our server receives your IP address so that it can send you a page. We do not store it in our analytics records or alongside anything you send us; it may be used for a short time to protect our forms against automated abuse.

Apart from that, we collect only the following:

- Contact form messages: your name, your email address, your message, the time you sent it, and any reply we write to you.
- Newsletter sign-ups: your email address and the date you subscribed.
${GUEST_REPORT_COLLECTED}
- Anonymous usage events: the type of event (for example a page view), short event data such as the page path, your browser's user-agent string and the time. No IP address is stored with these events, and visits from known bots are not counted.
- Clicks on partner links: which button you clicked and on which page of ours, the partner, the time, a random reference for the click, and a one-way code computed from your connection's address (the address itself is not kept and cannot be recovered from the code). The random reference goes to the partner with the link, so that a commission can be matched to the page that produced it; it identifies the click, not you.
- Name-generator favourites: kept only in your own browser (localStorage). They are never sent to us.

## How we use your information {#how-we-use-information}

We do not use your information for advertising, profiling or automated decisions about you, and we do not sell it or trade it.

We use the information above only for the purposes below. Where the EU or UK General Data Protection Regulation (GDPR) applies, the legal basis for each is given in brackets:

- To read and answer your contact messages (our legitimate interest in replying to you, or steps you ask us to take).
- To send the newsletter you asked for (your consent, which you can withdraw at any time by asking us to unsubscribe you).
- To see, in total, which pages and guides are read and which partner links are used, so that we can improve our content and fix broken or outdated links (our legitimate interest in running a useful website; the events contain no name, email or IP address).
- To keep the site secure, block spam and abuse, and meet our legal obligations (legitimate interest and legal obligation).

## Sharing with affiliate partners {#sharing-with-affiliate-partners}

{{site.name}} takes part in two affiliate programmes: a travel-booking affiliate programme and a retail affiliate programme. Booking and search buttons open our travel-booking partner's website in a new tab; product cards open the online retailer's product page. These links carry our affiliate identifier so that the partner can credit us with a commission if you book or buy.

We share no personal data with these partners. A link you click goes through our own address first, which records the click, and then on to the partner with our affiliate identifier, the random reference of that click and, for searches, the details you chose on our page, such as destination, dates and number of travellers. It contains nothing that identifies you. Your browser tells the partner which website sent you, but not which page.

Once you are on a partner's website, you are dealing with that partner. It collects its own information, sets its own cookies and handles any booking or purchase under its own privacy policy and terms, which we encourage you to read. Partners do not send us your name, contact details or payment details; at most we see commission reports that do not identify you.

Apart from affiliate links, we share information only with service providers that run the site for us, such as the provider that hosts our website and database or delivers our email, who may use it only to provide that service to us, and where the law requires us to, for example under a valid court order.

## Your rights under the GDPR {#gdpr-rights}

If you are in the European Economic Area, the United Kingdom or Switzerland, the GDPR (or its UK and Swiss equivalents) gives you rights over your personal data. If you are in Ghana, the Data Protection Act, 2012 (Act 843) gives you similar rights, overseen by the Data Protection Commission.

To use any of your rights, email {{site.contactEmail}} from the address concerned or tell us which address to look for. We reply within one month, we may ask you to confirm that the address is yours before we act, and we charge no fee. Because we hold so little, most requests can be completed quickly.

Under the GDPR, your rights are:

- Access: ask for a copy of the personal data we hold about you.
- Rectification: ask us to correct data that is inaccurate or incomplete.
- Erasure: ask us to delete your data, for example your contact messages or your newsletter address.
- Restriction: ask us to limit how we use your data while a question about it is resolved.
- Portability: receive the data you gave us in a common, machine-readable format.
- Objection: object to processing based on our legitimate interests, and to direct marketing at any time.
- Withdrawing consent: where we rely on consent (the newsletter), withdraw it at any time without affecting what was done before.
- Complaint: complain to a data protection supervisory authority, in particular in the country where you live or work or where you believe an infringement took place (in the UK, the Information Commissioner's Office; in Ghana, the Data Protection Commission). We would appreciate the chance to resolve your concern first.

## Your rights under the CCPA/CPRA {#ccpa-rights}

If you live in California, the California Consumer Privacy Act as amended by the California Privacy Rights Act (CCPA/CPRA) gives you the rights listed below. Whether or not these laws apply to a site of our size, we honour the same rights for every visitor who asks.

In the past 12 months we have collected these categories of personal information: identifiers (your name and email address, if you contacted us or subscribed), the content of messages you sent us, and internet activity on our own site (the anonymous events described above). They came from you and your browser, were used for the purposes in this policy, and were disclosed only to service providers that run the site for us.

To make a request, email {{site.contactEmail}}. You may use an authorised agent, who must show that you gave them permission. We will confirm your request within 10 business days, verify it by matching the email address concerned, and reply within 45 days. Your rights are:

- Right to know: ask what personal information we have collected about you, where it came from, why we use it and who we disclosed it to.
- Right to delete: ask us to delete personal information we collected from you.
- Right to correct: ask us to correct inaccurate personal information.
- Right to opt out of sale or sharing: we do not sell personal information and do not share it for cross-context behavioural advertising, and have not done so in the past 12 months, so there is nothing to opt out of. We treat a Global Privacy Control signal from your browser as an opt-out request, which our practices already meet.
- Right to limit use of sensitive personal information: we do not collect sensitive personal information.
- Right to non-discrimination: using any of these rights will never change how the site works for you.

## Cookies {#cookies}

The site itself sets an essential session cookie used when the site operator signs in to the administration area, which ordinary visitors never receive, and, when you press Save on a hotel, a shortlist cookie holding the web addresses of the hotels you saved, so that your shortlist works with or without JavaScript. We read it only to show you your shortlist page and store nothing of it. Name-generator favourites are saved in your browser's localStorage and never leave your device. We set no analytics or advertising cookies; we count page views on our own server without cookies.

Our travel-booking partner and the online retailer set their own cookies on their own websites after you click through to them; that is how a commission is attributed to us.

Full details, and how to manage cookies in your browser, are in our Cookie Policy at {{site.url}}/cookie-policy.

## Data retention {#data-retention}

We keep personal information only as long as we need it for the purposes in this policy. We may keep it longer only where the law requires it or to establish or defend a legal claim, and only for as long as that lasts.

Our retention periods are:

- Contact messages and our replies: up to 24 months after the message was received, then deleted.
- Newsletter email addresses: until you unsubscribe, then removed from our list.
${GUEST_REPORT_RETAINED}
- Analytics events: up to 24 months, then deleted.
- The operator's admin session: until the operator logs out or the session expires.
- Name-generator favourites: in your browser until you remove them or clear your browser's site data.

## Where your information is processed {#international-transfers}

{{site.name}} is operated by a company based in the United States, so your information may be processed and stored in the United States or in other countries where our service providers work. Data protection law there may differ from the law where you live.

Where the GDPR applies, we transfer personal data out of the European Economic Area or the United Kingdom only under a safeguard the law recognises, such as the European Commission's Standard Contractual Clauses or a provider's certification under the EU-U.S. Data Privacy Framework.

## Security {#security}

We protect the little we hold with reasonable technical and organisational measures. The site is served over encrypted connections (HTTPS). The administration area is protected by a password and checked by our server on every request; its session cookie is marked HttpOnly and Secure, and session tokens are stored only in hashed form. Our public forms are protected against automated abuse, and only the site operator can read contact messages and the subscriber list.

Collecting less is our best protection: we store no IP addresses with analytics, no payment data and no passwords of visitors, because visitors have no accounts.

No method of transmission or storage is completely secure, so we cannot guarantee absolute security. If a breach affecting your personal data occurs, we will notify you and the authorities where the law requires it.

## Children's privacy {#children}

{{site.name}} is written for adult travellers and is not directed at children under 16. We do not knowingly collect personal information from children under 16, and they should not use our contact form or newsletter.

If you believe a child under 16 has sent us personal information, please write to {{site.contactEmail}} and we will delete it.

## Changes to this policy {#changes}

We may update this Privacy Policy when the site or the law changes. The "Last updated" date at the top of this page shows when it last changed.

If we make a significant change, for example to what we collect or who we share it with, we will say so clearly on the site before the change applies, and where we hold your email address and the change affects you, we may also tell you by email.

## Contact us {#contact}

For any question about this policy or your personal data, or to make a request, email {{site.contactEmail}} or use the contact form at {{site.url}}/contact.

The controller of your personal data is the company that operates {{site.name}}. We aim to answer every privacy question within the time limits above.`,
    closing: "",
    updatedAt: "2026-11-29",
    publishedAt: "2025-07-17",
  },
  {
    slug: "terms-of-service",
    title: "Terms of Service",
    metaTitle: "",
    description:
      "The terms for using {{site.name}}: our use licence, affiliate links, user conduct, third-party bookings, liability limits and governing law.",
    intro:
      "These Terms of Service govern your use of {{site.name}} at {{site.url}}, a public information website about hotels and travel in Ghana. Please read them together with our Privacy Policy, Disclaimer and Cookie Policy, which form part of these terms.",
    body: `## Agreement to terms {#agreement-to-terms}

By accessing or using {{site.name}}, you agree to these Terms of Service. If you do not agree with them, please do not use the site.

{{site.name}} lists hotels in Ghana by city and publishes a travel blog, guides, FAQs, culture pages and an African name generator. We are not a travel agency and we take no bookings or payments: booking and search buttons send you to a travel-booking partner, and product recommendations send you to an online retailer.

In these terms, "we", "us" and "our" mean the company that operates the site, and "you" means anyone who visits or uses it.

## Use licence {#use-licence}

We grant you a personal, non-exclusive, non-transferable and revocable licence to view the site and to download or print single copies of pages for your own non-commercial use, for example to plan a trip or share a link with your travel companions.

This licence ends automatically if you break any of the restrictions below, and we may end it at any time. When it ends, you must delete any material you downloaded from the site, whether stored electronically or printed.

Under this licence you may not:

- copy, republish, sell, rent or otherwise use our content commercially, including hotel descriptions, guides, articles and the name-generator lists, without our written permission;
- scrape, crawl or harvest the site or its data with automated tools, other than search engines that follow our robots.txt file;
- frame or mirror the site, or present our content as your own;
- remove or change any copyright or other notice;
- remove, replace or alter our affiliate links or identifiers, or generate artificial clicks on them;
- try to gain unauthorised access to the administration area or our systems, test their security without permission, or place an unreasonable load on the site;
- use the site for any purpose that is unlawful or that these terms prohibit.

## Disclaimer {#disclaimer}

The site and its content are provided "as is" and "as available". To the fullest extent the law allows, we make no warranties, express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy and non-infringement.

Hotel details, prices, ratings and travel rules can change without notice. We do not promise that the site will be accurate, complete, up to date, uninterrupted or free of errors. Please confirm anything important with the hotel, our booking partner or an official source before you rely on it.

Our full Disclaimer at {{site.url}}/disclaimer explains this in more detail and forms part of these terms.

## Limitations of liability {#limitations-of-liability}

To the fullest extent the law allows, neither we nor our directors, employees or contractors will be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, data, goodwill or travel costs, arising from your use of {{site.name}} or your inability to use it, from your reliance on its content, or from any booking or purchase you make with a third party.

Because the site is free to use, our total liability to you for any claim connected with the site is limited to one hundred US dollars (USD 100).

Nothing in these terms excludes or limits liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot be excluded or limited under the law that applies to you.

## Affiliate disclosure {#affiliate-disclosure}

{{site.name}} takes part in a travel-booking affiliate programme and a retail affiliate programme. Booking and search buttons and product cards are affiliate links: if you book or buy after clicking one, we may earn a commission from the partner at no extra cost to you. As a participant in a retail affiliate programme, we earn from qualifying purchases.

Commissions pay for running the site. They never change the price you pay, and we do not charge visitors anything. Our links to partners are marked as sponsored for search engines, and this disclosure also appears in the footer of every page.

## User conduct {#user-conduct}

Our contact form and newsletter are there to help travellers. Please do not send us sensitive information such as passport numbers or payment card details: we never need them. We may ignore or delete messages that break the rules below, block further submissions, remove newsletter addresses and report unlawful content to the authorities.

When you use our contact form or newsletter sign-up, you agree not to:

- send spam, bulk or automated messages, advertising or chain letters;
- harass, abuse, threaten or insult anyone, including us;
- send content that is unlawful, defamatory, obscene, hateful or that infringes someone else's rights;
- send malware or links to harmful websites;
- impersonate anyone, or subscribe an email address that is not yours or that you are not allowed to use;
- try to get around the protections on our forms.

## Intellectual property {#intellectual-property}

The text, guides, articles, design, graphics and compilations of data on {{site.name}} are owned by or licensed to us and are protected by copyright, trademark and other laws. Except as the use licence allows, you may not use them without our written permission.

Hotel names, partner names and other trademarks mentioned on the site belong to their owners. Mentioning them does not mean that their owners endorse us or that we endorse them.

If you believe material on the site infringes your copyright, email {{site.contactEmail}} with the work concerned, the page where it appears, your contact details and a statement that you are the owner or authorised to act for the owner. We will review it promptly and remove the material where appropriate.

## Third-party sites and bookings {#third-party-sites-and-bookings}

Booking and search buttons open our travel-booking partner's website in a new tab, and product cards open the online retailer's website. Any booking or purchase you make there is a contract between you and that partner, the hotel or the seller. We are not a party to it.

The partner's own terms govern prices, currencies (bookings with our travel partner support Ghana cedi, GHS, and US dollars), payment, cancellation, refunds and customer service. We cannot see, change or cancel your booking or order; please contact the partner or the hotel directly.

We do not control third-party websites and are not responsible for their content, availability, accuracy or practices. A link to another site is not an endorsement of it.

## Termination {#termination}

We may suspend or end your access to the site or any part of it, block submissions from you or remove your newsletter subscription at any time and without notice if we reasonably believe you have broken these terms or the law.

You may stop using the site at any time, and you can unsubscribe from the newsletter whenever you wish.

The sections on intellectual property, the disclaimer, limitations of liability and governing law continue to apply after your use of the site ends.

## Governing law {#governing-law}

These terms are governed by the laws of the State of Delaware, United States, without regard to its conflict-of-laws rules. Subject to the next paragraph, the state and federal courts located in Delaware have jurisdiction over any dispute arising from these terms or the site.

This is without prejudice to the mandatory consumer protection laws of the country where you live. If you are a consumer, nothing in these terms takes away the protection those laws give you, including any right to bring proceedings in the courts where you live.

Before starting any formal dispute, please write to us at {{site.contactEmail}}; most problems can be solved quickly and informally.

## Changes to these terms {#changes}

We may revise these terms from time to time. The "Last updated" date at the top of this page shows when they last changed, and we will point out significant changes on the site.

The version published when you use the site applies to that use. If you continue to use the site after a change, you accept the revised terms.

## General {#general}

If any part of these terms is found to be invalid or unenforceable, the rest remains in force. If we do not enforce a right straight away, we have not given it up.

These terms, together with the policies they refer to, are the whole agreement between you and us about your use of the site.

## Contact us {#contact}

If you have any questions about these Terms of Service, email {{site.contactEmail}} or use the contact form at {{site.url}}/contact.

For questions about a booking or an order, please contact our travel-booking partner, the hotel or the online retailer directly: we cannot see or change bookings and orders made on their websites.`,
    closing: "",
    updatedAt: "2025-07-17",
    publishedAt: "2025-07-17",
  },
  {
    slug: "disclaimer",
    title: "Disclaimer",
    metaTitle: "",
    description:
      "{{site.name}} is a travel information site, not a travel agency. Read how we handle affiliate links, indicative prices, ratings and external links.",
    intro:
      "The information on {{site.name}} ({{site.url}}) is published in good faith to help travellers plan stays and trips in Ghana. Please read this disclaimer before you rely on it, and check anything important, such as entry rules, prices and hotel details, before you travel.",
    body: `## Website disclaimer {#website-disclaimer}

Everything on this site is general information. We work to keep it correct, but we make no representation or warranty, express or implied, about its accuracy, completeness, reliability or availability. Any use you make of it is at your own risk.

A hotel appearing on the site is not an endorsement, an inspection or a guarantee of its quality, safety or standards. Under Ghana's Tourism Act, 2011 (Act 817), tourist accommodation must hold a licence from the Ghana Tourism Authority; if this matters to you, ask the hotel or the authority to confirm it.

Our culture pages and the African name generator are an introduction, not the final word. Histories are told in different ways, and the meaning and pronunciation of a name can differ between communities and families. If you are choosing a name for a child, please also ask people who speak the language.

## Professional disclaimer {#professional-disclaimer}

{{site.name}} is not a travel agency, tour operator or booking service. We do not sell travel, take bookings or payments, or issue tickets or confirmations. Bookings are made with our travel-booking partner and purchases with the online retailer.

Nothing on the site is legal, medical, immigration or financial advice. Our guides on visas, passports, vaccinations, health, safety and money are general summaries and can go out of date when rules change.

Before you travel, check the rules that apply to you with official sources:

- visa and entry requirements: the Ghana Immigration Service, or the Ghana embassy or high commission that serves your country;
- vaccinations and health, including the yellow fever vaccination certificate and malaria prevention: your doctor or a travel clinic, and official health authorities such as your national public health agency and the World Health Organization;
- safety and local conditions: the travel advice published by your own government.

## Affiliate disclaimer {#affiliate-disclaimer}

{{site.name}} takes part in a travel-booking affiliate programme and a retail affiliate programme. Booking and search buttons open our travel-booking partner, and product cards open an online retailer with our affiliate tag. If you book or buy after clicking, we may earn a commission at no extra cost to you. The partner may also pay us for other qualifying purchases you make during the same visit.

Commissions pay for running the site and never change the price you pay. We choose what to write about and recommend on our own judgement; a partner does not decide what we say.

Product prices, availability and descriptions on the retailer's website are set by the retailer and can change. The price shown on its site at the time of purchase is the one that applies.

## Accuracy of information {#accuracy-of-information}

Prices on the site are indicative nightly rates, in cedis or US dollars as their source gave them. Real prices change with dates, season, room type, taxes, fees, availability and exchange rates. The final price is the one shown by our travel-booking partner when you book, in Ghana cedi (GHS) or US dollars.

Hotel ratings are indicative figures out of 5 to help you compare; they are not reviews that we collected. Hotel details such as amenities, rooms, contact information and opening status can change, and hotels can renovate, change owners or close.

Travel facts in our blog and guides were checked when written, and we try to say when a rule was checked and who publishes it. Rules change, so treat them as a starting point.

If you find something out of date or wrong, please tell us through the contact form at {{site.url}}/contact so that we can correct it.

## External links {#external-links}

The site links to other websites: our travel-booking partner, the online retailer, a map service when you choose 'View on Map', and official sources we cite. These open outside our site, usually in a new tab.

We do not control those websites and are not responsible for their content, accuracy, availability, privacy practices or terms. A link is not an endorsement. Please read the terms and privacy policy of any site you visit.

## Limitation of liability {#limitation-of-liability}

To the fullest extent the law allows, we are not liable for any loss or damage arising from your use of {{site.name}} or your reliance on its content. This includes refused entry, missed flights, price differences, disputes about a booking or purchase, and the service you receive from a hotel, partner or retailer.

Nothing in this disclaimer limits liability that cannot be limited under the law that applies to you. Our Terms of Service at {{site.url}}/terms-of-service set out our liability in full.

## Changes to this disclaimer {#changes}

We may update this disclaimer as the site changes. The "Last updated" date at the top of this page shows when it last changed.

The version published when you use the site is the one that applies to that use.

## Contact us {#contact}

If you have questions about this disclaimer or want to report an error, email {{site.contactEmail}} or use the contact form at {{site.url}}/contact.

For questions about a booking or an order, please contact our travel-booking partner, the hotel or the online retailer directly.`,
    closing: "",
    updatedAt: "2026-11-29",
    publishedAt: "2025-07-17",
  },
  {
    slug: "cookie-policy",
    title: "Cookie Policy",
    metaTitle: "",
    description:
      "{{site.name}} sets no advertising or analytics cookies. Learn what we store, which cookies partners set after you click out, and how to manage them.",
    intro:
      "This Cookie Policy explains how {{site.name}} ({{site.url}}) uses cookies and similar browser storage. The short version: we set no analytics or advertising cookies, we load no third-party scripts or trackers on our pages, and the only cookies we set are for the site operator's admin login and, when you save hotels, your shortlist.",
    body: `## What cookies are {#what-are-cookies}

Cookies are small text files that a website asks your browser to store on your device and send back on later visits. They can keep you signed in, remember choices or, when set by advertisers, follow you across websites.

First-party cookies are set by the website you are visiting; third-party cookies are set by another domain. Session cookies are deleted when you close your browser or sign out, while persistent cookies stay until they expire or you delete them.

Websites can also store information in your browser in other ways, for example in localStorage, which keeps data on your device without sending it to the website with every request.

## How we use cookies {#how-we-use-cookies}

We use browser storage only for the purposes below, and no other cookies or storage on our pages:

- Admin session cookie (essential, first-party): set only when the site operator signs in to the administration area, to keep the operator signed in. It is marked HttpOnly and Secure, expires when the operator logs out or after a limited time, and ordinary visitors never receive it.
- Shortlist cookie (functional, first-party): when you press Save on a hotel, the web addresses of the hotels you saved are kept in the \`akwaaba_shortlist\` cookie, and in your browser's localStorage, so that your shortlist works with or without JavaScript. It is sent to us only so that we can show your shortlist page; we do not store it. It expires after a year; remove hotels on the shortlist page, or clear your browser's cookies, to delete it sooner.
- Name-generator favourites (localStorage): when you add a name to your favourites in the African Name Generator, the list is saved in your browser so that it is still there after you reload the page. It stays on your device and is never sent to us. Remove favourites on the page or clear your browser's site data to delete it.
- Cached site files (service worker): our pages may register a small script that lets your browser keep copies of our own files, such as styles and images, so that pages load faster. These copies contain no information about you.

## Types of cookies {#types-of-cookies}

This is how our use of cookies compares with the usual categories:

- Essential cookies: one, the admin session cookie described above, used only by the site operator.
- Analytics cookies: none. We count page views and clicks on partner links on our own server without cookies, store no IP addresses with those counts and do not count known bots.
- Advertising cookies: none set by us. We show no ad-network adverts and use no retargeting pixels.
- Social media cookies: none. We embed no social media widgets, share buttons or feeds.
- Preference storage: not a cookie. Your name-generator favourites are kept in your browser's localStorage, as described above, and never sent to us.

## Third-party cookies {#third-party-cookies}

Because we load no third-party scripts, widgets or trackers, no other company can set cookies through our pages.

When you click a booking or search button, our travel-booking partner's website opens in a new tab. When you click a product card, the online retailer's website opens. Those websites set their own cookies on their own domains, including cookies that record that you arrived from our link, so that a commission can be attributed to us if you book or buy.

These cookies are governed by our travel-booking partner's and the online retailer's own cookie and privacy policies. We cannot read or control them. You can manage them with the cookie settings on those websites or in your browser.

## Managing cookies {#managing-cookies}

If you block all cookies, our public pages still work fully; only the admin login needs its cookie. Clearing site data for our site also deletes your name-generator favourites.

To opt out of interest-based advertising by participating companies across websites, you can use Your Online Choices (for visitors in the EU), the consumer opt-out of the Network Advertising Initiative and the choice tools of the Digital Advertising Alliance. We run no such advertising ourselves, but these tools may help with cookies set elsewhere on the web.

You can view, block and delete cookies and other site data in your browser. Menu names vary between versions and devices, but in general:

- Google Chrome: open Settings, choose Privacy and security, then Third-party cookies to block them, or Delete browsing data to remove cookies and site data.
- Mozilla Firefox: open Settings, choose Privacy & Security, then pick a level of Enhanced Tracking Protection, or use Manage Data or Clear Data under Cookies and Site Data.
- Apple Safari: on a Mac, open Safari's Settings, choose Privacy, then turn on Prevent cross-site tracking or use Manage Website Data; on an iPhone or iPad, open the Settings app, choose Safari, then Advanced and Website Data.
- Microsoft Edge: open Settings, choose Cookies and site permissions (or Privacy, search, and services), then Manage and delete cookies and site data.

## Consent {#consent}

By using the site, you accept the essential storage described above: the admin session cookie, which only the operator receives, and the favourites list that your browser saves when you ask it to. These are strictly necessary for features that are requested, so they do not need separate consent.

We set nothing optional, so there is nothing to opt in to and no cookie banner to dismiss. If we ever add optional cookies, we will ask for your consent before setting them and update this policy first.

## Changes to this policy {#changes}

We may update this Cookie Policy when the site or the law changes. The "Last updated" date at the top of this page shows when it last changed.

If a change adds any cookie that is not essential, we will ask for your consent before we use it.

## Contact us {#contact}

If you have questions about cookies or this policy, email {{site.contactEmail}} or use the contact form at {{site.url}}/contact.

Our Privacy Policy at {{site.url}}/privacy-policy explains how we handle personal information more generally.`,
    closing: "",
    updatedAt: "2025-07-17",
    publishedAt: "2025-07-17",
  },
  {
    slug: "ancient-culture",
    title: "Ancient Ghana Culture: Empires, Kings, Beliefs and Festivals",
    metaTitle: "Ancient Ghana Culture, Asante History & Festivals",
    description:
      "From the medieval Kingdom of Ghana to the Asante Empire: beliefs, chiefs, the Golden Stool, festivals and crafts, and where to see Ghana's history today.",
    intro:
      "Ghana's past runs deeper than its borders. The country takes its name from a medieval empire far to the north-west, while its own heartland was shaped by the Asante kingdom, whose gold, stools and festivals still set the rhythm of life in Kumasi. This guide walks through both histories, then looks at the beliefs, chieftaincy, family customs, festivals and crafts that visitors meet today. Where historians disagree, we say so. At the end you will find the palaces, museums and heritage sites where you can see this history for yourself, and a few tips on where to base yourself.",
    body: `## The ancient Kingdom of Ghana (Wagadu) {#ancient-ghana}

Modern Ghana borrowed its name from an empire that never ruled any part of its territory. The ancient Kingdom of Ghana, which its Soninke founders called **Wagadu**, lay in the dry Sahel of what is now south-eastern Mauritania and western Mali, more than a thousand kilometres north-west of Kumasi. "Ghana" seems to have been a title of its king, which Arab geographers then applied to the whole state.

When the kingdom began is uncertain. Some historians place its origins in the early centuries CE, others several hundred years later; the first written mentions come from Arab authors of the late 8th century. There is more agreement that it was at the height of its power around the 10th and 11th centuries.

### Gold and salt

Ghana's wealth came from standing between two precious goods. To the south, in the Bambuk and Bure goldfields near the upper Senegal and Niger rivers, lay some of the richest gold sources of the medieval world. From the north, caravans crossing the Sahara brought salt, scarce in the savanna and essential for people and livestock. Ghana's rulers taxed goods moving in both directions. According to the Andalusian geographer al-Bakri, the king kept every gold nugget found in the kingdom for himself and left only gold dust to the people, a rule that helped keep the price of gold high.

### Koumbi Saleh

Writing in 1068 from the reports of merchants, al-Bakri described a capital made of two towns about six miles apart: a merchants' town with twelve mosques, and a royal town of domed houses, sacred groves and the king's palace. Archaeologists have identified the ruins of **Koumbi Saleh** in southern Mauritania, with stone houses and a large mosque, as the likely merchants' town. Most scholars accept the identification, but some remain cautious, and the royal town has never been securely located.

### Decline

Ghana faded between the 11th and 13th centuries. Older histories said the Almoravids, a Berber Muslim movement, conquered it in 1076. Many historians now doubt there was ever a military conquest and point instead to shifting trade routes, drought and the rise of rivals. The Sosso kingdom took control of the region in the early 13th century, and by the middle of that century it had been absorbed into the Mali Empire founded by Sundiata Keita.

### Why the Gold Coast became Ghana

When the British colony of the Gold Coast, together with Asante, the Northern Territories and British Togoland, won independence on **6 March 1957**, its leaders chose the name Ghana. The scholar and politician J. B. Danquah is usually credited with the idea, and Kwame Nkrumah embraced it: the name recalled a great African state that had flourished long before European rule. Some oral traditions say that ancestors of peoples now living in Ghana migrated south from the old empire, but historians have found little evidence of a direct link, so the name is best understood as a proud claim to a shared West African heritage rather than a statement of descent. Ghana became a republic on 1 July 1960.

## The Asante (Ashanti) Empire {#ashanti-empire}

Asante is the people's own spelling; Ashanti is the older English form, still used for the Ashanti Region. In the 17th century the forest country around Kumasi was a patchwork of small Akan chiefdoms, rich in gold and kola nuts and paying tribute to the powerful state of Denkyira.

### Osei Tutu, Okomfo Anokye and the Golden Stool

Tradition credits two men with turning these chiefdoms into a nation. **Osei Tutu**, chief of Kumasi, was the political and military leader; **Okomfo Anokye**, a priest, was his spiritual counsellor. According to the best-known account, Anokye called down the Golden Stool from the sky at a great gathering and it settled on Osei Tutu's knees. The stool was declared to hold the soul of the whole Asante nation, binding the member states to the king in Kumasi.

The union is usually dated to around **1701**, when Asante defeated Denkyira at the battle of Feyiase and became independent. Historians note that the alliance was built up over the preceding decades, and dates for Osei Tutu's reign and death (often given as between about 1712 and 1717) vary between sources. Kumasi became the capital, and institutions traditionally attributed to this era, including the annual Odwira festival and a set of laws for the union, held it together.

### Expansion

Under Opoku Ware I (reigned from about 1720 to 1750) and his successors, Asante armies conquered Bono-Takyiman, Akyem and, to the north, Gonja, and made Dagomba a tributary state. By the early 19th century the empire covered most of present-day Ghana and reached into what are now Côte d'Ivoire and Togo. Great roads ran out from Kumasi, gold dust served as currency, and a trained bureaucracy collected tribute. The empire's wealth also came from trade in captives: like other coastal and inland powers of the time, Asante sold war prisoners to European traders on the coast until Britain outlawed its slave trade in 1807.

### The Anglo-Asante wars

As Asante pushed towards the coast, it clashed with the Fante states and with the British, who were extending their influence from their coastal forts. Historians usually count five Anglo-Asante wars between 1823 and 1900, although the numbering varies. In 1824 Asante forces defeated a British-led army at Nsamankow, where the governor, Sir Charles MacCarthy, was killed. In 1874 a British expedition under Garnet Wolseley entered Kumasi and burned it. In 1896 the British occupied Kumasi without a battle and exiled the young Asantehene Prempeh I, who was eventually sent to the Seychelles and allowed to return only in 1924.

### Yaa Asantewaa and the War of the Golden Stool, 1900

In March 1900 the British governor, Sir Frederic Hodgson, demanded that the Golden Stool be handed over so that he could sit on it, an unthinkable insult. **Yaa Asantewaa**, queen mother of Ejisu, urged the chiefs to fight; oral tradition remembers her saying that if the men would not go forward, the women would. Asante forces besieged the British fort in Kumasi for months before British reinforcements ended the rising later that year. Yaa Asantewaa was exiled to the Seychelles, where she died in 1921, and Asante was annexed to the Gold Coast as a colony in 1902. Yet the Golden Stool itself was never surrendered; it had been hidden, and the colonial government later promised not to interfere with it. The Asante Confederacy was restored in 1935 under Prempeh II, and Yaa Asantewaa is today one of Ghana's national heroines.

## Beliefs: Onyame, the abosom and the ancestors {#beliefs}

Akan religion, like that of many Ghanaian peoples, starts with a supreme creator: **Onyame** or **Nyame**, also called Onyankopon and Odomankoma. A well-known proverb says that no one needs to show a child the Supreme Being, meaning that God's existence is plain to everyone. Onyame is thought of as distant and all-powerful, so daily religious life traditionally centred on lesser powers closer to people. Neighbouring peoples have their own names for the creator: Mawu among the Ewe and Ataa Naa Nyonmo, the Father-Mother God, among the Ga.

### The abosom

Below Onyame are the **abosom** (singular obosom), spirits or deities that are often linked with rivers, lakes and other features of the land, such as the Tano river or Lake Bosomtwe. They are served by priests and priestesses (akomfo) at shrines, where people seek healing, protection or advice. The earth itself is honoured as **Asase Yaa**; in many Akan areas farmers traditionally do not till the land on Thursday, her day.

### The ancestors

The ancestors (nsamanfo) are treated as members of the family who have moved on but still watch over the living, reward good conduct and punish neglect. The stools of important ancestors are blackened and kept in a stool room, where they are honoured on set days of the traditional calendar.

### Libation

The most visible rite is libation. An elder or chief's spokesman pours drink, usually schnapps or palm wine, onto the ground while calling on Onyame, Asase Yaa and the ancestors to witness and bless the occasion. You will see libation at naming ceremonies, weddings, funerals, festivals and even state events.

Today most Ghanaians are Christian, with a large Muslim community, especially in the north. Traditional religion has not vanished, though: many families combine church or mosque with respect for ancestors, and festivals still open with libation. If you visit a shrine, go with a guide, follow instructions about shoes and clothing, and ask before taking photographs.

## Kings, chiefs and the Golden Stool {#kings}

Chieftaincy remains a living institution in Ghana. In the south a chief is **enstooled**, because the stool is the symbol of office; in much of the north, such as the Dagbon kingdom of the Ya-Na at Yendi, a chief is **enskinned**, because authority is symbolised by animal skins. The 1992 Constitution guarantees the institution of chieftaincy, sets up regional houses of chiefs and a National House of Chiefs, and bars chiefs from taking part in active party politics. Chiefs settle disputes, allocate land held in trust for their people, and lead festivals.

An Akan chief is chosen from a royal lineage. The **queen mother** (ohemmaa) nominates a candidate, the kingmakers and elders must approve, and a chief who breaks his oath can be removed, or destooled. Every chief speaks in public through an **okyeame**, a spokesman often called the linguist, whose staff is topped with a carved figure illustrating a proverb.

### The Asantehene and the Golden Stool

At the top of the Asante system sits the **Asantehene**, the king of Asante, whose palace is at Manhyia in Kumasi and to whom the paramount chiefs of the Asante states swear allegiance. His authority comes from the **Golden Stool, Sika Dwa Kofi**, "the golden stool born on a Friday". It is believed to hold the soul of the nation, so no one sits on it, not even the king; it is never allowed to touch the bare ground and appears in public only on great occasions, with its own attendants.

The present king is **Otumfuo Osei Tutu II**, enstooled in April 1999 and counted as the sixteenth Asantehene. Beyond ceremony, he is known for work in education, health and dispute resolution, and his court remains one of the most prestigious traditional institutions in Africa.

### Queen mothers

Queen mothers are far more than consorts. The queen mother is traditionally the authority on the royal genealogy, advises the chief, and is one of the few people who may rebuke him. The Asantehemaa, queen mother of Asante, is the most senior woman in the kingdom, and Yaa Asantewaa's leadership in 1900 shows how much authority the office has carried.

## Family, names and Ghana's many peoples {#society}

Among the Akan, the largest group of peoples in Ghana, family belongs to the mother's side. Every person is born into the **abusua**, the matrilineage of his or her mother, and through it into one of the great Akan clans, traditionally reckoned as eight, with names such as Oyoko (the clan of the Asantehene), Aduana, Asona and Bretuo. Succession to stools and, customarily, inheritance passed through this line, so a man's heir was often his sister's son rather than his own child. The Intestate Succession Law of 1985 changed this for property left without a will, giving spouses and children a share.

The father's contribution is spiritual: a child inherits the father's **ntoro**, a bond of spirit and character, and fathers traditionally name their children. A baby is presented to the family and named at an outdooring ceremony, usually on the eighth day after birth.

### Akan day names

Every Akan child also carries a day name, linked to the soul (kra) that is believed to arrive on the day of birth:

- Sunday: Kwasi (boy), Akosua (girl)
- Monday: Kwadwo or Kojo, Adwoa
- Tuesday: Kwabena, Abena (Abenaa)
- Wednesday: Kwaku, Akua
- Thursday: Yaw, Yaa
- Friday: Kofi, Afua
- Saturday: Kwame, Ama

Fante and other Akan dialects have their own forms, such as Kwesi, Kweku, Ekow and Efua, and Ewe day names such as Komla and Abla follow a similar pattern. Try our African Name Generator to find more names and their meanings.

### Other peoples of Ghana

Ghana is home to dozens of languages and peoples, and English is the official language. Besides the Asante, the Akan include the **Fante** of the central coast around Cape Coast, famous for their asafo warrior companies and brightly appliquéd asafo flags, as well as the Akuapem, Akyem, Bono and Kwahu. The **Ga** and their Dangme relatives live on the Accra plains and reckon descent through the father. The **Ewe** of the Volta Region, who also live in Togo and Benin, are likewise patrilineal and have their own weaving traditions. In the north, the **Mole-Dagbani** peoples include the **Dagomba** of the Dagbon kingdom, the Mamprusi and Nanumba, whose royal houses share a common origin story, along with the Frafra, Dagaaba and others. Islam reached the north centuries ago, which is why many northern Ghanaians have Arabic-derived names.

## Festivals through the year {#festivals}

Festivals are the best window into living tradition. Most include a **durbar**, a grand public gathering where chiefs arrive in palanquins or under huge umbrellas, drums play, and libation is poured. Many dates follow traditional or lunar calendars, so confirm them locally before you book.

### Akwasidae (Asante)

The Akan calendar runs in cycles of 42 days (adaduanan), and Akwasidae falls on a Sunday once in each cycle, roughly every six weeks. At Manhyia Palace in Kumasi the Asantehene sits in state to receive chiefs and visitors, honour the royal ancestors and hear drummers and horn-blowers. It is the most accessible royal ceremony for travellers.

### Odwira (Akuapem and other Akan states)

Odwira is a festival of purification and of the new yam harvest. It was once the great annual festival of the Asante state and is now best known at Akropong-Akuapem, usually in September or October, with rites to cleanse the stools, a feast for the ancestors and a public durbar.

### Homowo (Ga)

Homowo means roughly "hooting at hunger" and recalls, in Ga tradition, a famine that ended with a great harvest. Earlier in the season comes a period when drumming and noise are banned; the festival itself, usually in August, brings processions, twins' celebrations and the sprinkling of kpokpoi, a steamed maize dish eaten with palm-nut soup.

### Aboakyir (Effutu, Winneba)

At Winneba the two asafo companies, Tuafo and Dentsefo, race into the bush to catch a live antelope with their bare hands and present it to the chief. The festival is usually held around the beginning of May.

### Fetu Afahye (Cape Coast)

The people of Oguaa, as Cape Coast is known in Fante, hold Fetu Afahye, usually around the first weekend of September, with purification rites, asafo parades and a colourful durbar of chiefs.

### Hogbetsotso (Anlo Ewe)

Held at Anloga, usually in early November, Hogbetsotso commemorates the Anlo Ewe escape from the tyranny of King Agorkoli at Notsie, in present-day Togo; tradition says the people walked backwards so their footprints would mislead pursuers.

### Damba (Dagomba and other northern peoples)

Damba, celebrated in Tamale, Yendi and other northern towns, marks the birth of the Prophet Muhammad while blending Islamic observance with royal tradition: chiefs in fine smocks, horsemen, and drumming and dancing in the palace grounds. Its date moves each year with the lunar calendar.

## Arts and crafts: kente, adinkra, gold weights, stools and drums {#arts}

Asante craftsmen worked for the court, and many of their skills are still practised in villages around Kumasi, each long associated with a particular craft.

### Kente and adinkra

**Kente** is woven in narrow strips on a horizontal loom and sewn together into dazzling cloths, with patterns whose names often carry proverbs or historical references. **Adinkra** cloth is stamped with symbols, each standing for an idea or saying, using stamps carved from calabash. Both are covered in detail in our guide to Ghana's traditional attire.

### Gold weights

For centuries, until colonial coinage replaced gold dust as money, traders in the Akan world weighed gold dust against small brass weights. Many are geometric; others are miniature sculptures of people, animals and everyday objects, and many of those illustrate proverbs. They were made by **lost-wax casting**: a model shaped in wax is covered in clay, the wax is melted out, and molten brass is poured into the mould. The same technique is still used by brass casters at **Krofofrom**, near Kumasi.

### Stools

The Akan stool is carved from a single block of wood, with a curved seat resting on a central support whose design often has a name and meaning. A stool is deeply personal: traditionally it is tipped on its side when not in use so that no wandering spirit sits on it, and the stools of important people are blackened after their death and kept as ancestral shrines. Wood carvers at **Ahwiaa**, near Kumasi, sell stools, drums and **akuaba** figures, the flat-headed dolls traditionally carried by women hoping to conceive.

### Drumming and music

Drums speak in Ghana, almost literally. A pair of **atumpan** talking drums, one higher and one lower in pitch, can reproduce the tones of the Twi language to announce, praise and recite history. **Fontomfrom** is a royal ensemble of large drums heard at durbars and court ceremonies, and chiefs dance to it in full regalia; **kete** is another court ensemble, and **adowa** is a graceful dance often performed at funerals. In the north, the **lunsi** drummers of Dagbon, with hourglass-shaped talking drums, are the keepers of royal history and praise.

## Legacy: where to see Ghana's history today {#legacy}

Much of this history can be visited, and Kumasi is the natural base for exploring the Asante heartland.

### Asante Traditional Buildings

Inscribed on the UNESCO World Heritage list in 1980, the **Asante Traditional Buildings** are a group of shrines and houses around Kumasi built of earth, timber and thatch, their walls decorated with bold relief patterns. They are among the last surviving examples of the architecture that once filled the Asante capital. The shrine at **Besease**, near Ejisu, is the easiest to visit; go with a guide and treat it as a sacred place.

### Museums and palaces in Kumasi

- **Manhyia Palace Museum**: the old palace, built in the 1920s after Prempeh I returned from exile, opened as a museum in 1995, with royal furniture, regalia and life-size figures of past kings and queen mothers.
- **Prempeh II Jubilee Museum**: a small collection of royal regalia at the Centre for National Culture.
- **Kumasi Fort and Armed Forces Museum**: the British fort besieged during the War of the Golden Stool.
- **Okomfo Anokye Sword**: a sword that, legend says, the great priest drove into the ground and no one can pull out, at the grounds of Komfo Anokye Teaching Hospital.
- **Yaa Asantewaa's Ejisu**: her home town keeps her memory; a museum in her honour was badly damaged by fire in 2004, so ask locally what is open.

If your visit coincides with **Akwasidae**, the public ceremony at Manhyia Palace is the highlight of any stay.

### Beyond Kumasi

The craft villages of Bonwire (kente), Ntonso (adinkra), Ahwiaa (wood carving) and Krofofrom (brass casting) are all within easy reach of the city. On the coast, the castles of **Cape Coast** and **Elmina**, part of the UNESCO-listed Forts and Castles of Ghana, tell the story of the Atlantic slave trade. In Accra, the **Kwame Nkrumah Memorial Park** stands on the old polo ground where Nkrumah declared independence at midnight on 6 March 1957. The ruins of ancient Ghana itself lie far away in Mauritania; check your government's travel advice before considering a trip.

### Where to stay

Hotels in Kumasi range from simple guesthouses to international-standard hotels, and a central location keeps Manhyia, Kejetia Market and the craft villages within a short drive. Kumasi is also easier to reach than before, with flights into {{fact:transport.kumasi-airport}}. Browse our Kumasi hotel listings to compare options before you travel.

## Frequently asked questions {#faq}

### Is modern Ghana the same place as the ancient Kingdom of Ghana?

No. The ancient Kingdom of Ghana, or Wagadu, lay in what is now south-eastern Mauritania and western Mali, more than a thousand kilometres north-west of modern Ghana, and flourished roughly a thousand years ago. The Gold Coast adopted the name at independence in 1957 to honour that African heritage. Some oral traditions speak of migration from the old empire, but historians have found little evidence of a direct link.

### When was the Asante Empire founded?

The founding is usually dated to around 1701, when Osei Tutu, guided by the priest Okomfo Anokye, led the united Asante states to victory over Denkyira at Feyiase. The alliance had been forming for some years before that, and exact dates for Osei Tutu's reign vary between historians. Kumasi was the capital from the start and remains the seat of the Asantehene today.

### What is the Golden Stool, and can visitors see it?

The Golden Stool, Sika Dwa Kofi, is the sacred symbol of the Asante nation and is believed to hold its soul. No one sits on it, not even the king, and it is brought out only on rare state occasions. Visitors cannot view it on request, but the Manhyia Palace Museum in Kumasi explains its history and displays other royal regalia.

### Can tourists attend Akwasidae at Manhyia Palace?

Yes. Akwasidae is held on a Sunday roughly every six weeks, following the 42-day Akan calendar, and visitors are generally welcome to watch the Asantehene receive chiefs and well-wishers. Dates are published locally, so check with your hotel or the palace before planning. Dress modestly, arrive early, stay seated when asked, and do not photograph the king or rituals unless you are told it is allowed.

### Who was Yaa Asantewaa?

Yaa Asantewaa was the queen mother of Ejisu, near Kumasi. In 1900, after the British governor demanded the Golden Stool, she rallied the Asante to resist in what became known as the War of the Golden Stool. The British eventually defeated the rising and exiled her to the Seychelles, where she died in 1921, but the stool was never handed over. She is honoured today as a national heroine.

### What is an Akan day name?

Akan children are given a name linked to the weekday of their birth, such as Kofi or Afua for Friday and Kwame or Ama for Saturday. The day is connected with the soul, or kra, that a person receives at birth, and the name is often used alongside a family name and a Christian or Muslim name. Visitors are sometimes given a day name by Ghanaian friends, a warm gesture of welcome.

### How should I behave at a festival or durbar?

Dress modestly, greet elders and chiefs respectfully, and use your right hand to give or receive anything. Do not walk in front of seated chiefs or cross a procession, and follow the ushers' directions. Ask before photographing people, shrines and rituals; some moments are not to be filmed at all. A small gift of drink or money to the chief's spokesman is customary if you are formally presented.`,
    closing:
      "Kumasi is the best base for Asante history: Manhyia Palace, the Prempeh II Jubilee Museum, Kejetia and the craft villages are all within easy reach. Compare hotels across Ghana, from Kumasi to the coast.",
    updatedAt: "2026-11-22",
    publishedAt: "2025-07-17",
  },
  {
    slug: "ghana-attire",
    title: "Ghana Traditional Attire: Kente, Kaba and Slit, Smock and Adinkra",
    metaTitle: "Ghana Traditional Attire: Kente, Smock & Adinkra",
    description:
      "A traveller's guide to Ghanaian dress: kente, kaba and slit, the northern smock, adinkra symbols, wax print and where to see, buy and respectfully wear them.",
    intro:
      "Cloth in Ghana is never just clothing. A kente pattern can recall a king or a proverb, an adinkra symbol can carry a whole philosophy, and the colour you wear to a funeral says something about the life being mourned. For travellers, Ghana's dress is also one of the easiest ways into its culture: you can watch weavers at work, have an outfit made to measure in a few days, and wear it with pride. This guide covers the main traditional garments, the story of wax print, where to experience them, and how to buy and wear them respectfully.",
    body: `## Kente: Ghana's woven cloth of kings {#kente}

Kente is Ghana's most famous textile: a cloth of brilliant colours and geometric blocks, woven in narrow strips and sewn together edge to edge. The Asante call it **nwentoma**, "woven cloth"; the word kente is often traced to a Fante word for basket, and the Ewe call their cloth kete.

### Origins

Who wove kente first is debated. Asante tradition says that two men from **Bonwire**, near Kumasi, learned the craft by watching a spider spin its web, and Bonwire has been the leading Asante kente town ever since, long working under royal patronage. Ewe weavers in places such as Agotime-Kpetoe and Agbozume have their own traditions and argue that their craft is at least as old. Historians point out that narrow-strip weaving on treadle looms is far older than either kingdom across West Africa, and that Asante weaving flourished from around the 17th and 18th centuries, when weavers also unravelled imported silk cloth to obtain coloured threads. Both Asante and Ewe kente are living traditions today: Asante cloths tend towards bold colour blocks, while Ewe cloths often include small pictures of people, animals and everyday objects.

### How it is made

Kente is woven by hand, traditionally by men, on a horizontal treadle loom that produces a strip only about 10 cm (four inches) wide. The weaver alternates sections where the lengthwise warp threads dominate with blocks of crosswise weft patterning, and many strips are then sewn together to make a cloth. A large man's cloth represents weeks of work, which is why a fine handwoven kente is expensive. Cotton is the traditional fibre; silk was the luxury choice, and many shiny cloths today use rayon.

### Colours and what they are said to mean

Weavers and guides commonly give these meanings, although interpretations vary and some are a fairly modern codification:

- **Gold or yellow**: wealth, royalty and high status
- **Green**: growth, harvest and renewal
- **Blue**: peace, harmony and love
- **Red**: sacrifice, struggle and strong spiritual or political feeling
- **Black**: maturity, spiritual energy and the ancestors
- **White**: purity, joy and celebration
- **Maroon**: mother earth and healing
- **Silver or grey**: serenity and cleansing

### Named patterns

Every classic design has a name, often drawn from a proverb, an event or a person. **Adweneasa**, "my skill is exhausted", fills every block with weft patterning, showing the weaver has used every design he knows. **Oyokoman** is named after the Oyoko clan, the royal clan of the Asantehene. **Sika Futuro**, "gold dust", evokes wealth. **Emaa Da**, "it has never happened before", celebrates novelty. **Fathia Fata Nkrumah**, "Fathia is a worthy wife for Nkrumah", marked Kwame Nkrumah's marriage to Fathia Rizk in the year of independence. Traditionally the Asantehene had first claim on new designs, and some patterns were reserved for royalty.

### When kente is worn

Kente is dress for great occasions: festivals and durbars, weddings and engagement ceremonies, naming ceremonies, church thanksgivings, graduations and state events. Men wear a large cloth wrapped around the body like a toga, drawn over the left shoulder with the right arm free; women usually wear two or three pieces as a wrapper, a top and a shawl, or have the cloth sewn into a kaba and slit.

## Kaba and slit: the three-piece outfit {#kaba-and-slit}

If kente is Ghana's ceremonial cloth, **kaba and slit** is its everyday elegance. It is a three-piece outfit for women, sewn from matching fabric:

- **Kaba**: a fitted blouse, made in almost any style, from puff sleeves to off-the-shoulder or peplum
- **Slit**: a long, close-fitting skirt, usually with a split at the back or side so the wearer can walk
- **The third piece**: an extra length of the same cloth, worn as a wrapper over the skirt, draped as a shawl, tied as a headwrap, or used to carry a baby on the back

The style took shape on the coast in the colonial period. The origin of the word kaba is uncertain; a popular explanation links it to the English word "cover", because missionaries encouraged women to cover the upper body, but this has not been proven. Over the 20th century kaba and slit became a national dress, worn to church, to work, to weddings and to funerals.

Most outfits are made from wax print, but for big occasions women choose kente, lace or richly embroidered fabric, with a matching headwrap, or duku. Men often wear a shirt or a long smock-style top in the same print, and at weddings and funerals families, church groups and friends frequently agree on a single cloth so that everyone wears matching outfits.

### Having one made

Kaba and slit is made to measure by a seamstress, and almost every neighbourhood has one. Choose your cloth at a market, ask the seamstress how many yards your design needs before you buy, and bring a photo of the style you want. Allow several days and at least one fitting; during busy seasons such as Christmas and Easter, queues are longer. Men can have shirts or full suits made in the same way by a tailor.

## The smock: fugu and batakari from the north {#smock}

Northern Ghana's great garment is the **smock**, known as **fugu** or **batakari**: a loose, heavy tunic sewn from strips of handwoven cotton, usually striped in combinations such as indigo and white or red, black and white. Like kente, the cloth is woven by men in narrow strips on treadle looms and then joined, but the result is thicker, sturdier and made for daily wear as well as ceremony. Smocks come in many cuts, from short sleeveless tunics to long, full robes with wide sleeves, and are often worn with trousers and a matching cap.

### Tamale and Daboya

**Tamale**, the largest city of the north, is the main centre for buying smocks, with weavers and tailors working in and around the central market and the Centre for National Culture. The town of **Daboya**, north-west of Tamale on the White Volta in the Savannah Region, has long been known for its weaving and its indigo-dyed cloth. Smock weaving is also practised among the Dagomba, Mamprusi, Gonja, Frafra and other northern peoples.

### History

Smocks have been worn in the savanna for centuries, and chiefs still wear magnificent, heavy versions at festivals such as Damba. In the past, war smocks covered with leather amulets, believed to protect the wearer in battle, were worn by northern warriors and also by Asante commanders. The smock took on national meaning at midnight on 6 March 1957, when **Kwame Nkrumah** and his colleagues declared independence at the Old Polo Ground in Accra dressed in northern smocks and caps: a southern leader in northern dress, a deliberate statement that the new nation belonged to everyone.

### The smock today

Politicians, chiefs and ordinary Ghanaians wear smocks on national days, at festivals and on Fridays. Designers cut smock cloth into jackets, shirts and bags, and visitors often find a smock the most comfortable and practical souvenir to wear at home.

## Adinkra: cloth stamped with proverbs {#adinkra}

Adinkra is an Asante cloth hand-printed with symbols, each standing for a proverb, a value or a historical idea. It was traditionally worn at funerals, and one common explanation of the name links it to the Twi words for saying farewell. Another tradition connects it with Adinkra, a king of Gyaman defeated by the Asante in the early 19th century, whose craftsmen are said to have brought the art to Kumasi. Historians note, however, that an adinkra cloth collected in Kumasi by the English visitor T. E. Bowdich in 1817 is older than that war, so the craft itself must be older too.

### How it is made

The centre of the craft is **Ntonso**, north of Kumasi. The printers carve stamps from pieces of **calabash** (gourd), each with a small handle of sticks. The ink, adinkra aduro, is made by soaking and boiling the bark of the **badie** tree for hours until it becomes a thick, dark, glossy dye. The cloth is laid out, divided into squares with a comb-like tool, and each square is stamped by hand. Funeral cloths come in dark colours such as deep brown, black and brick red; cloths on white or bright backgrounds are worn for happier occasions.

### Ten adinkra symbols and their meanings

- **Gye Nyame**, "except God": the supremacy of God, and the most widely used symbol in Ghana, painted on buses, shops and gates
- **Sankofa**, "go back and get it": learning from the past to build the future, shown as a bird looking backwards or as a heart-like shape
- **Dwennimmen**, "ram's horns": humility together with strength
- **Adinkrahene**, "chief of the adinkra symbols": greatness, leadership and charisma, drawn as concentric circles
- **Nyame Dua**, "God's tree", the forked post that served as an altar: God's presence and protection
- **Funtunfunefu Denkyemfunefu**, "the conjoined crocodiles", two crocodiles sharing one stomach: unity in diversity and democracy, since fighting over food that goes to the same stomach is pointless
- **Akoma**, "the heart": patience and tolerance
- **Ese Ne Tekrema**, "the teeth and the tongue": friendship and interdependence, because the two work together even when they sometimes clash
- **Duafe**, "the wooden comb": beauty, cleanliness and care
- **Nkyinkyim**, "twisting": initiative, dynamism and the ability to adapt to life's twisting road

Meanings recorded by craftsmen and scholars differ in detail, so do not be surprised if a printer at Ntonso explains a symbol slightly differently.

## Modern Ghanaian fashion: wax print and National Friday Wear {#modern-fashion}

Walk through any Ghanaian market and the fabric you see most is **wax print**, often simply called African print. Its history is global. In the 19th century Dutch and other European manufacturers developed machine methods that imitated Indonesian batik, in which resin or wax resists the dye. The cloth, with its characteristic crackle lines and slightly imperfect registration, sold poorly in Java but found eager buyers on the West African coast, including the Gold Coast. One popular story credits West African soldiers who served in the Dutch colonial army in Indonesia with bringing batik tastes home; historians give more weight to traders, missionaries and, above all, West African customers, whose preferences shaped colours and designs. Market traders still give popular prints names and sayings.

The Dutch firm **Vlisco**, founded in Helmond in 1846, remains the best-known maker. Ghana built its own industry after independence: **GTP** (Ghana Textile Printing), established in the 1960s and now part of the Vlisco Group, along with mills such as Akosombo Textiles and Printex. Cheap imitations, many imported, have hit local factories hard, which is one reason Ghanaians are encouraged to buy cloth made in Ghana. Genuine wax print is dyed through, so the pattern is almost as strong on the back as on the front; cheaper "fancy" prints are printed on one side only.

### National Friday Wear

In 2004 the government introduced **National Friday Wear**, encouraging people to wear clothes made from locally produced fabrics every Friday. Banks, offices and schools took it up, and on Fridays you will see office workers in print shirts, kaba and slit, and smocks. Visitors who dress in Ghanaian print on a Friday usually get appreciative comments.

### Designers

Ghana has a lively fashion scene that mixes tradition with contemporary cuts. The late **Kofi Ansah** is widely seen as a pioneer of modern Ghanaian design, and labels such as **Christie Brown**, founded by Aisha Obuobi, have taken print, kente and hand-finished details to international runways. Younger designers work smock cloth, kente strips and adinkra motifs into jackets, bags, shoes and jewellery, and Accra's boutiques are a good place to find them.

## Where to experience Ghana's cloth and dress {#where-to-experience}

### Around Kumasi

- **Bonwire**: the best-known Asante kente village, north-east of Kumasi. Watch weavers at work, learn the names of patterns, try the loom and buy strips or whole cloths. Nearby **Adanwomase** also welcomes visitors to its kente weavers.
- **Ntonso**: the adinkra village north of Kumasi, where you can see the bark dye being prepared, try stamping a cloth of your own and buy stamped cloth.
- **Kejetia and Kumasi Central Market**: one of the largest markets in West Africa, with whole lanes of cloth, wax print, kente and tailors. Go with a local guide the first time, keep valuables close and expect crowds.

### Accra

- **Makola Market**: the busiest market in the capital, with cloth sellers offering wax print by the yard and seamstresses nearby.
- **Arts Centre for National Culture**: near the sea in central Accra, packed with stalls selling kente, smocks, adinkra, carvings and beads. Bargain with good humour.
- **Boutiques**: for contemporary Ghanaian labels, look for designer shops in Osu and other central neighbourhoods.

### The north and the Volta Region

- **Tamale**: the central market and the Centre for National Culture are the places to buy smocks, and tailors will make one to measure.
- **Daboya**: for travellers with time, a trip to see weaving and indigo dyeing at the source.
- **Agotime-Kpetoe and Agbozume**: centres of Ewe kente weaving in the Volta Region; the Agotime kente festival celebrates the craft.

### Festivals

Festivals are where traditional dress is worn at its grandest. At **Akwasidae** in Kumasi, chiefs appear in kente and gold; **Odwira**, **Fetu Afahye** and **Hogbetsotso** bring durbars of richly dressed chiefs and queen mothers; and at **Damba** in Tamale and Yendi the chiefs wear their finest smocks. Independence Day on 6 March is another good day to see national dress. Festival dates vary from year to year, so confirm them locally before you travel and book accommodation early.

## Buying and wearing: etiquette and how to tell the real thing {#buying-and-wearing}

### How to tell handwoven kente from printed

- **Look for seams**: handwoven kente is made of strips about 10 cm wide sewn together, so you will see joins running the length of the cloth. Printed kente is one continuous piece.
- **Turn it over**: on handwoven cloth the pattern shows on the back too, with loose weft threads (floats) where colours change. Printed cloth is plain or faded on the reverse.
- **Feel the weight**: handwoven kente is thick and heavy; printed imitations are thin and light.
- **Check the details**: small irregularities are a sign of handwork, while perfectly repeated motifs with blurred edges suggest a printing machine.
- **Consider the price**: a full handwoven cloth takes weeks to weave, so a "handwoven" cloth at the price of printed fabric probably is not.

Printed kente is perfectly fine for casual clothes, as long as it is sold for what it is. The same checks help with other cloth: hand-stamped adinkra shows slight variations and a raised, glossy ink, and genuine wax print is vivid on both sides.

### Buying etiquette

- Bargaining is normal in markets and craft centres; stay friendly, make a fair offer and be ready to walk away politely.
- Carry Ghana cedis in cash or use mobile money (MoMo), as many market traders and weavers do not accept cards.
- Use your right hand to give and receive money and goods.
- Ask before photographing weavers, printers or market traders; some will ask for a small fee.
- Buying directly in Bonwire, Ntonso or Daboya puts more of the money in the craftspeople's hands.

### Wearing it respectfully

Ghanaians are generally delighted to see visitors in Ghanaian cloth, and wearing it is seen as appreciation rather than appropriation. A few customs help:

- Save kente for occasions: weddings, festivals, graduations and formal events rather than the beach.
- Men wearing cloth toga-style drape it over the left shoulder; traditionally, men lower their cloth from the shoulders when greeting a chief as a mark of respect.
- At funerals, black, dark red or black-and-white are expected; white with black is worn when celebrating an elder who lived a long life. Do not wear bright festive colours.
- Leave royal regalia, such as gold ornaments, palanquins and the great umbrellas, to the chiefs.
- If you are unsure, ask your host. Most people will happily help you tie a cloth and explain what a pattern means.

### Caring for your cloth

Wash wax print and cotton kente gently by hand in cold water and dry them out of strong sun; have fine or rayon kente dry-cleaned, and store cloth folded in a dry place.

## Frequently asked questions {#faq}

### Is it okay for foreigners to wear kente and other Ghanaian cloth?

Yes. Ghanaians generally take it as a compliment when visitors wear local cloth, and many will help you choose a pattern or tie it properly. Wear kente for special occasions such as weddings, festivals and graduations rather than as beachwear, follow the colour customs at funerals, and avoid imitating a chief's regalia. If you are unsure what a pattern signifies, ask the seller or your host.

### How can I tell handwoven kente from printed kente?

Handwoven kente is made of narrow strips, about 10 cm wide, sewn together, so look for seams running along the cloth. Turn it over: the pattern shows on the back with loose threads where colours change, while printed cloth is plain or faded underneath. Handwoven cloth is also heavier and costs far more, because a large piece takes weeks to weave.

### What is the difference between kente and adinkra?

Kente is woven: coloured threads are interlaced on a loom in narrow strips that are sewn together, creating geometric patterns. Adinkra is printed: symbols are stamped by hand onto plain cloth with calabash stamps and a dark dye made from badie tree bark. Kente is mostly worn for celebrations, while adinkra was traditionally associated with funerals, although lighter adinkra cloths are worn on happier occasions too.

### What should I wear to a wedding or a funeral in Ghana?

For weddings and engagement ceremonies, colourful wax print, kaba and slit or a smart print shirt is ideal; the family may announce a chosen cloth or colour for guests, so ask. For funerals, wear black, dark red or black-and-white. White with black is common when the person who died was an elder who lived a long life. Avoid bright festive colours at funerals, and dress modestly for both.

### How long does it take to have a kaba and slit or shirt made?

A seamstress or tailor can usually finish an outfit in a few days to a week, including a fitting, though it depends on the design and the season; before Christmas, Easter and big festivals, queues grow. Buy your cloth first, ask how many yards your style needs, and bring a photo of the design. Agree the price and collection date in advance.

### What is National Friday Wear?

National Friday Wear is a custom introduced by the Ghanaian government in 2004 to promote locally made fabrics. On Fridays many office workers, bank staff and students wear Ghanaian print shirts, dresses, kaba and slit or smocks instead of Western business clothes. Visitors are welcome to join in, and a print shirt or dress bought in Ghana is a good way to do it.

### Where is the best place to buy kente, adinkra and smocks?

For kente, visit Bonwire or Adanwomase near Kumasi, or the Ewe weaving towns of Agotime-Kpetoe and Agbozume in the Volta Region. For adinkra, go to Ntonso, north of Kumasi. Smocks are best bought in Tamale. In Accra, the Arts Centre for National Culture and Makola Market sell all of these, though buying at the source usually means better prices for the makers.`,
    closing:
      "See kente woven in Bonwire, adinkra printed in Ntonso and the smocks of the north on their home ground. Compare hotels in Kumasi, Tamale, Accra and beyond before you go.",
    updatedAt: "2026-11-22",
    publishedAt: "2025-07-17",
  },
  {
    // Issue 29: where listings, prices and ratings come from and how every list is ordered.
    slug: "how-we-list-and-order-hotels",
    title: "How we list and order hotels",
    metaTitle: "How We List and Order Hotels",
    description:
      "Where {{site.name}}'s hotel listings, prices and ratings come from, how each list is ordered, and why no hotel can pay for a place.",
    intro:
      "{{site.name}} lists hotels in Ghana so you can compare them before you book with a travel partner. This page explains what a listing, a price and a rating on this site are, and in what order each list shows them.",
    body: `## Which hotels we list {#which-hotels}

Our editors choose the hotels. A hotel is listed only once public sources show that it exists where we say: its own website, a news report, a guidebook update or a booking site. Each hotel's page shows "Listing checked" with the day of that check and the sources, so you can look at them yourself. A check is good for twelve months, after which the hotel goes back on our editors' list to be checked again. A hotel for which no public source can be found is not listed anywhere, and its page leads to its city.

## What a price is {#prices}

The price on a card is an indicative nightly rate that our editors record for the hotel, in the currency its source gave (cedis or US dollars), with the other beside it as an approximate conversion at the reference rate shown under the list. Each hotel's page says the day its rate was last seen at its source, or that the rate is undated; read an undated rate as a guide to a hotel's price level, not as today's price. It is not a live price and not an offer: rates change with the season, the room and the date, and the partner's page shows the current rate before you book. We do not know for every hotel whether the rate includes taxes, so count on them being added. A hotel bill in Ghana carries {{fact:money.hotel-vat}}, and {{fact:money.tourism-levy}}. Where we show a price in cedis, it is the dollar rate converted at the exchange rate and date shown beside it.

## What the rating means {#ratings}

The rating out of five on a card is an indicative level our editors give a hotel to help you compare. It is not a guest review score, it is not collected from guests on this site, and it is not a live figure copied from a booking site. Read recent guest reviews on the partner's page before you decide.

## How each list is ordered {#order}

- **All hotels and city pages:** "Recommended" first shows the hotels our editors feature, then the rest by rating, highest first, then by name. You can sort by price, lowest or highest first, or by rating instead; filters narrow the list and never reorder it.
- **Cheap hotels in Accra:** hotels in Accra at $75 a night or less, cheapest first.
- **Luxury hotels in Ghana:** hotels rated 4 or more with rates from $100 a night, highest rating first.
- **More hotels in a city** on a hotel's page: the city's other hotels, highest rating first.

## Practical facts {#practical-facts}

Backup power, water, payment, airport pickup, the Ghana Tourism Authority licence and step-free access are shown only where a public source states them, each with its source and the day we checked it. A blank is not a "no": it means no source we found says either way. The filters for backup power, Mobile Money and airport pickup show only hotels whose sources state it.

## No paid placement {#no-paid-placement}

No hotel pays to be listed, featured or placed higher. When you book through one of our partner links we may earn a commission from the booking partner, at no extra cost to you; it does not change which hotels we list or their order.`,
    closing: "",
    updatedAt: "2026-11-25",
    publishedAt: "2026-11-25",
  },
];
