// The four legal pages. Text is written against SiteInfo so the brand and mailbox come from config.
export interface SiteInfo {
  name: string;
  url: string;
  contactEmail: string;
}

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalPage {
  path: "/privacy-policy" | "/terms-of-service" | "/disclaimer" | "/cookie-policy";
  title: string;
  description: string;
  /** SPEC.md dates the legal pages July 17, 2025; a page's date moves when its text changes. */
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

export function privacyPolicy(site: SiteInfo): LegalPage {
  return {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description: `How ${site.name} handles your data: what we collect, why, how long we keep it, affiliate links, and your GDPR and CCPA rights.`,
    lastUpdated: "November 24, 2026",
    intro: `This Privacy Policy explains what information ${site.name} (${site.url}) collects when you visit, why we collect it, how long we keep it and the choices you have. The short version: we collect very little, we do not sell personal information, and we load no third-party scripts or trackers on our pages.`,
    sections: [
      {
        id: "information-we-collect",
        heading: "Information we collect",
        paragraphs: [
          `${site.name} is a public information website about hotels and travel in Ghana. There are no visitor accounts, and we never take bookings or payments, so we hold no card details, passport numbers or travel itineraries.`,
          "Like every website, our server receives your IP address so that it can send you a page. We do not store it in our analytics records or alongside anything you send us; it may be used for a short time to protect our forms against automated abuse.",
          "Apart from that, we collect only the following:",
        ],
        list: [
          "Contact form messages: your name, your email address, your message, the time you sent it, and any reply we write to you.",
          "Newsletter sign-ups: your email address and the date you subscribed.",
          "Anonymous usage events: the type of event (for example a page view), short event data such as the page path, your browser's user-agent string and the time. No IP address is stored with these events, and visits from known bots are not counted.",
          "Clicks on partner links: which button you clicked and on which page of ours, the partner, the time, a random reference for the click, and a one-way code computed from your connection's address (the address itself is not kept and cannot be recovered from the code). The random reference goes to the partner with the link, so that a commission can be matched to the page that produced it; it identifies the click, not you.",
          "Name-generator favourites: kept only in your own browser (localStorage). They are never sent to us.",
        ],
      },
      {
        id: "how-we-use-information",
        heading: "How we use your information",
        paragraphs: [
          "We do not use your information for advertising, profiling or automated decisions about you, and we do not sell it or trade it.",
          "We use the information above only for the purposes below. Where the EU or UK General Data Protection Regulation (GDPR) applies, the legal basis for each is given in brackets:",
        ],
        list: [
          "To read and answer your contact messages (our legitimate interest in replying to you, or steps you ask us to take).",
          "To send the newsletter you asked for (your consent, which you can withdraw at any time by asking us to unsubscribe you).",
          "To see, in total, which pages and guides are read and which partner links are used, so that we can improve our content and fix broken or outdated links (our legitimate interest in running a useful website; the events contain no name, email or IP address).",
          "To keep the site secure, block spam and abuse, and meet our legal obligations (legitimate interest and legal obligation).",
        ],
      },
      {
        id: "sharing-with-affiliate-partners",
        heading: "Sharing with affiliate partners",
        paragraphs: [
          `${site.name} takes part in two affiliate programmes: a travel-booking affiliate programme and a retail affiliate programme. Booking and search buttons open our travel-booking partner's website in a new tab; product cards open the online retailer's product page. These links carry our affiliate identifier so that the partner can credit us with a commission if you book or buy.`,
          "We share no personal data with these partners. A link you click goes through our own address first, which records the click, and then on to the partner with our affiliate identifier, the random reference of that click and, for searches, the details you chose on our page, such as destination, dates and number of travellers. It contains nothing that identifies you. Your browser tells the partner which website sent you, but not which page.",
          "Once you are on a partner's website, you are dealing with that partner. It collects its own information, sets its own cookies and handles any booking or purchase under its own privacy policy and terms, which we encourage you to read. Partners do not send us your name, contact details or payment details; at most we see commission reports that do not identify you.",
          "Apart from affiliate links, we share information only with service providers that run the site for us, such as the provider that hosts our website and database or delivers our email, who may use it only to provide that service to us, and where the law requires us to, for example under a valid court order.",
        ],
      },
      {
        id: "gdpr-rights",
        heading: "Your rights under the GDPR",
        paragraphs: [
          "If you are in the European Economic Area, the United Kingdom or Switzerland, the GDPR (or its UK and Swiss equivalents) gives you rights over your personal data. If you are in Ghana, the Data Protection Act, 2012 (Act 843) gives you similar rights, overseen by the Data Protection Commission.",
          `To use any of your rights, email ${site.contactEmail} from the address concerned or tell us which address to look for. We reply within one month, we may ask you to confirm that the address is yours before we act, and we charge no fee. Because we hold so little, most requests can be completed quickly.`,
          "Under the GDPR, your rights are:",
        ],
        list: [
          "Access: ask for a copy of the personal data we hold about you.",
          "Rectification: ask us to correct data that is inaccurate or incomplete.",
          "Erasure: ask us to delete your data, for example your contact messages or your newsletter address.",
          "Restriction: ask us to limit how we use your data while a question about it is resolved.",
          "Portability: receive the data you gave us in a common, machine-readable format.",
          "Objection: object to processing based on our legitimate interests, and to direct marketing at any time.",
          "Withdrawing consent: where we rely on consent (the newsletter), withdraw it at any time without affecting what was done before.",
          "Complaint: complain to a data protection supervisory authority, in particular in the country where you live or work or where you believe an infringement took place (in the UK, the Information Commissioner's Office; in Ghana, the Data Protection Commission). We would appreciate the chance to resolve your concern first.",
        ],
      },
      {
        id: "ccpa-rights",
        heading: "Your rights under the CCPA/CPRA",
        paragraphs: [
          "If you live in California, the California Consumer Privacy Act as amended by the California Privacy Rights Act (CCPA/CPRA) gives you the rights listed below. Whether or not these laws apply to a site of our size, we honour the same rights for every visitor who asks.",
          "In the past 12 months we have collected these categories of personal information: identifiers (your name and email address, if you contacted us or subscribed), the content of messages you sent us, and internet activity on our own site (the anonymous events described above). They came from you and your browser, were used for the purposes in this policy, and were disclosed only to service providers that run the site for us.",
          `To make a request, email ${site.contactEmail}. You may use an authorised agent, who must show that you gave them permission. We will confirm your request within 10 business days, verify it by matching the email address concerned, and reply within 45 days. Your rights are:`,
        ],
        list: [
          "Right to know: ask what personal information we have collected about you, where it came from, why we use it and who we disclosed it to.",
          "Right to delete: ask us to delete personal information we collected from you.",
          "Right to correct: ask us to correct inaccurate personal information.",
          "Right to opt out of sale or sharing: we do not sell personal information and do not share it for cross-context behavioural advertising, and have not done so in the past 12 months, so there is nothing to opt out of. We treat a Global Privacy Control signal from your browser as an opt-out request, which our practices already meet.",
          "Right to limit use of sensitive personal information: we do not collect sensitive personal information.",
          "Right to non-discrimination: using any of these rights will never change how the site works for you.",
        ],
      },
      {
        id: "cookies",
        heading: "Cookies",
        paragraphs: [
          "The site itself sets only one cookie: an essential session cookie used when the site operator signs in to the administration area. Ordinary visitors never receive it. Name-generator favourites are saved in your browser's localStorage and never leave your device. We set no analytics or advertising cookies; we count page views on our own server without cookies.",
          "Our travel-booking partner and the online retailer set their own cookies on their own websites after you click through to them; that is how a commission is attributed to us.",
          `Full details, and how to manage cookies in your browser, are in our Cookie Policy at ${site.url}/cookie-policy.`,
        ],
      },
      {
        id: "data-retention",
        heading: "Data retention",
        paragraphs: [
          "We keep personal information only as long as we need it for the purposes in this policy. We may keep it longer only where the law requires it or to establish or defend a legal claim, and only for as long as that lasts.",
          "Our retention periods are:",
        ],
        list: [
          "Contact messages and our replies: up to 24 months after the message was received, then deleted.",
          "Newsletter email addresses: until you unsubscribe, then removed from our list.",
          "Analytics events: up to 24 months, then deleted.",
          "The operator's admin session: until the operator logs out or the session expires.",
          "Name-generator favourites: in your browser until you remove them or clear your browser's site data.",
        ],
      },
      {
        id: "international-transfers",
        heading: "Where your information is processed",
        paragraphs: [
          `${site.name} is operated by a company based in the United States, so your information may be processed and stored in the United States or in other countries where our service providers work. Data protection law there may differ from the law where you live.`,
          "Where the GDPR applies, we transfer personal data out of the European Economic Area or the United Kingdom only under a safeguard the law recognises, such as the European Commission's Standard Contractual Clauses or a provider's certification under the EU-U.S. Data Privacy Framework.",
        ],
      },
      {
        id: "security",
        heading: "Security",
        paragraphs: [
          "We protect the little we hold with reasonable technical and organisational measures. The site is served over encrypted connections (HTTPS). The administration area is protected by a password and checked by our server on every request; its session cookie is marked HttpOnly and Secure, and session tokens are stored only in hashed form. Our public forms are protected against automated abuse, and only the site operator can read contact messages and the subscriber list.",
          "Collecting less is our best protection: we store no IP addresses with analytics, no payment data and no passwords of visitors, because visitors have no accounts.",
          "No method of transmission or storage is completely secure, so we cannot guarantee absolute security. If a breach affecting your personal data occurs, we will notify you and the authorities where the law requires it.",
        ],
      },
      {
        id: "children",
        heading: "Children's privacy",
        paragraphs: [
          `${site.name} is written for adult travellers and is not directed at children under 16. We do not knowingly collect personal information from children under 16, and they should not use our contact form or newsletter.`,
          `If you believe a child under 16 has sent us personal information, please write to ${site.contactEmail} and we will delete it.`,
        ],
      },
      {
        id: "changes",
        heading: "Changes to this policy",
        paragraphs: [
          'We may update this Privacy Policy when the site or the law changes. The "Last updated" date at the top of this page shows when it last changed.',
          "If we make a significant change, for example to what we collect or who we share it with, we will say so clearly on the site before the change applies, and where we hold your email address and the change affects you, we may also tell you by email.",
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        paragraphs: [
          `For any question about this policy or your personal data, or to make a request, email ${site.contactEmail} or use the contact form at ${site.url}/contact.`,
          `The controller of your personal data is the company that operates ${site.name}. We aim to answer every privacy question within the time limits above.`,
        ],
      },
    ],
  };
}

export function termsOfService(site: SiteInfo): LegalPage {
  return {
    path: "/terms-of-service",
    title: "Terms of Service",
    description: `The terms for using ${site.name}: our use licence, affiliate links, user conduct, third-party bookings, liability limits and governing law.`,
    lastUpdated: "July 17, 2025",
    intro: `These Terms of Service govern your use of ${site.name} at ${site.url}, a public information website about hotels and travel in Ghana. Please read them together with our Privacy Policy, Disclaimer and Cookie Policy, which form part of these terms.`,
    sections: [
      {
        id: "agreement-to-terms",
        heading: "Agreement to terms",
        paragraphs: [
          `By accessing or using ${site.name}, you agree to these Terms of Service. If you do not agree with them, please do not use the site.`,
          `${site.name} lists hotels in Ghana by city and publishes a travel blog, guides, FAQs, culture pages and an African name generator. We are not a travel agency and we take no bookings or payments: booking and search buttons send you to a travel-booking partner, and product recommendations send you to an online retailer.`,
          'In these terms, "we", "us" and "our" mean the company that operates the site, and "you" means anyone who visits or uses it.',
        ],
      },
      {
        id: "use-licence",
        heading: "Use licence",
        paragraphs: [
          "We grant you a personal, non-exclusive, non-transferable and revocable licence to view the site and to download or print single copies of pages for your own non-commercial use, for example to plan a trip or share a link with your travel companions.",
          "This licence ends automatically if you break any of the restrictions below, and we may end it at any time. When it ends, you must delete any material you downloaded from the site, whether stored electronically or printed.",
          "Under this licence you may not:",
        ],
        list: [
          "copy, republish, sell, rent or otherwise use our content commercially, including hotel descriptions, guides, articles and the name-generator lists, without our written permission;",
          "scrape, crawl or harvest the site or its data with automated tools, other than search engines that follow our robots.txt file;",
          "frame or mirror the site, or present our content as your own;",
          "remove or change any copyright or other notice;",
          "remove, replace or alter our affiliate links or identifiers, or generate artificial clicks on them;",
          "try to gain unauthorised access to the administration area or our systems, test their security without permission, or place an unreasonable load on the site;",
          "use the site for any purpose that is unlawful or that these terms prohibit.",
        ],
      },
      {
        id: "disclaimer",
        heading: "Disclaimer",
        paragraphs: [
          'The site and its content are provided "as is" and "as available". To the fullest extent the law allows, we make no warranties, express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy and non-infringement.',
          "Hotel details, prices, ratings and travel rules can change without notice. We do not promise that the site will be accurate, complete, up to date, uninterrupted or free of errors. Please confirm anything important with the hotel, our booking partner or an official source before you rely on it.",
          `Our full Disclaimer at ${site.url}/disclaimer explains this in more detail and forms part of these terms.`,
        ],
      },
      {
        id: "limitations-of-liability",
        heading: "Limitations of liability",
        paragraphs: [
          `To the fullest extent the law allows, neither we nor our directors, employees or contractors will be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, data, goodwill or travel costs, arising from your use of ${site.name} or your inability to use it, from your reliance on its content, or from any booking or purchase you make with a third party.`,
          "Because the site is free to use, our total liability to you for any claim connected with the site is limited to one hundred US dollars (USD 100).",
          "Nothing in these terms excludes or limits liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot be excluded or limited under the law that applies to you.",
        ],
      },
      {
        id: "affiliate-disclosure",
        heading: "Affiliate disclosure",
        paragraphs: [
          `${site.name} takes part in a travel-booking affiliate programme and a retail affiliate programme. Booking and search buttons and product cards are affiliate links: if you book or buy after clicking one, we may earn a commission from the partner at no extra cost to you. As a participant in a retail affiliate programme, we earn from qualifying purchases.`,
          "Commissions pay for running the site. They never change the price you pay, and we do not charge visitors anything. Our links to partners are marked as sponsored for search engines, and this disclosure also appears in the footer of every page.",
        ],
      },
      {
        id: "user-conduct",
        heading: "User conduct",
        paragraphs: [
          "Our contact form and newsletter are there to help travellers. Please do not send us sensitive information such as passport numbers or payment card details: we never need them. We may ignore or delete messages that break the rules below, block further submissions, remove newsletter addresses and report unlawful content to the authorities.",
          "When you use our contact form or newsletter sign-up, you agree not to:",
        ],
        list: [
          "send spam, bulk or automated messages, advertising or chain letters;",
          "harass, abuse, threaten or insult anyone, including us;",
          "send content that is unlawful, defamatory, obscene, hateful or that infringes someone else's rights;",
          "send malware or links to harmful websites;",
          "impersonate anyone, or subscribe an email address that is not yours or that you are not allowed to use;",
          "try to get around the protections on our forms.",
        ],
      },
      {
        id: "intellectual-property",
        heading: "Intellectual property",
        paragraphs: [
          `The text, guides, articles, design, graphics and compilations of data on ${site.name} are owned by or licensed to us and are protected by copyright, trademark and other laws. Except as the use licence allows, you may not use them without our written permission.`,
          "Hotel names, partner names and other trademarks mentioned on the site belong to their owners. Mentioning them does not mean that their owners endorse us or that we endorse them.",
          `If you believe material on the site infringes your copyright, email ${site.contactEmail} with the work concerned, the page where it appears, your contact details and a statement that you are the owner or authorised to act for the owner. We will review it promptly and remove the material where appropriate.`,
        ],
      },
      {
        id: "third-party-sites-and-bookings",
        heading: "Third-party sites and bookings",
        paragraphs: [
          "Booking and search buttons open our travel-booking partner's website in a new tab, and product cards open the online retailer's website. Any booking or purchase you make there is a contract between you and that partner, the hotel or the seller. We are not a party to it.",
          "The partner's own terms govern prices, currencies (bookings with our travel partner support Ghana cedi, GHS, and US dollars), payment, cancellation, refunds and customer service. We cannot see, change or cancel your booking or order; please contact the partner or the hotel directly.",
          "We do not control third-party websites and are not responsible for their content, availability, accuracy or practices. A link to another site is not an endorsement of it.",
        ],
      },
      {
        id: "termination",
        heading: "Termination",
        paragraphs: [
          "We may suspend or end your access to the site or any part of it, block submissions from you or remove your newsletter subscription at any time and without notice if we reasonably believe you have broken these terms or the law.",
          "You may stop using the site at any time, and you can unsubscribe from the newsletter whenever you wish.",
          "The sections on intellectual property, the disclaimer, limitations of liability and governing law continue to apply after your use of the site ends.",
        ],
      },
      {
        id: "governing-law",
        heading: "Governing law",
        paragraphs: [
          "These terms are governed by the laws of the State of Delaware, United States, without regard to its conflict-of-laws rules. Subject to the next paragraph, the state and federal courts located in Delaware have jurisdiction over any dispute arising from these terms or the site.",
          "This is without prejudice to the mandatory consumer protection laws of the country where you live. If you are a consumer, nothing in these terms takes away the protection those laws give you, including any right to bring proceedings in the courts where you live.",
          `Before starting any formal dispute, please write to us at ${site.contactEmail}; most problems can be solved quickly and informally.`,
        ],
      },
      {
        id: "changes",
        heading: "Changes to these terms",
        paragraphs: [
          'We may revise these terms from time to time. The "Last updated" date at the top of this page shows when they last changed, and we will point out significant changes on the site.',
          "The version published when you use the site applies to that use. If you continue to use the site after a change, you accept the revised terms.",
        ],
      },
      {
        id: "general",
        heading: "General",
        paragraphs: [
          "If any part of these terms is found to be invalid or unenforceable, the rest remains in force. If we do not enforce a right straight away, we have not given it up.",
          "These terms, together with the policies they refer to, are the whole agreement between you and us about your use of the site.",
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        paragraphs: [
          `If you have any questions about these Terms of Service, email ${site.contactEmail} or use the contact form at ${site.url}/contact.`,
          "For questions about a booking or an order, please contact our travel-booking partner, the hotel or the online retailer directly: we cannot see or change bookings and orders made on their websites.",
        ],
      },
    ],
  };
}

export function disclaimer(site: SiteInfo): LegalPage {
  return {
    path: "/disclaimer",
    title: "Disclaimer",
    description: `${site.name} is a travel information site, not a travel agency. Read how we handle affiliate links, indicative prices, ratings and external links.`,
    lastUpdated: "July 17, 2025",
    intro: `The information on ${site.name} (${site.url}) is published in good faith to help travellers plan stays and trips in Ghana. Please read this disclaimer before you rely on it, and check anything important, such as entry rules, prices and hotel details, before you travel.`,
    sections: [
      {
        id: "website-disclaimer",
        heading: "Website disclaimer",
        paragraphs: [
          "Everything on this site is general information. We work to keep it correct, but we make no representation or warranty, express or implied, about its accuracy, completeness, reliability or availability. Any use you make of it is at your own risk.",
          "A hotel appearing on the site is not an endorsement, an inspection or a guarantee of its quality, safety or standards. Under Ghana's Tourism Act, 2011 (Act 817), tourist accommodation must hold a licence from the Ghana Tourism Authority; if this matters to you, ask the hotel or the authority to confirm it.",
          "Our culture pages and the African name generator are an introduction, not the final word. Histories are told in different ways, and the meaning and pronunciation of a name can differ between communities and families. If you are choosing a name for a child, please also ask people who speak the language.",
        ],
      },
      {
        id: "professional-disclaimer",
        heading: "Professional disclaimer",
        paragraphs: [
          `${site.name} is not a travel agency, tour operator or booking service. We do not sell travel, take bookings or payments, or issue tickets or confirmations. Bookings are made with our travel-booking partner and purchases with the online retailer.`,
          "Nothing on the site is legal, medical, immigration or financial advice. Our guides on visas, passports, vaccinations, health, safety and money are general summaries and can go out of date when rules change.",
          "Before you travel, check the rules that apply to you with official sources:",
        ],
        list: [
          "visa and entry requirements: the Ghana Immigration Service, or the Ghana embassy or high commission that serves your country;",
          "vaccinations and health, including the yellow fever vaccination certificate and malaria prevention: your doctor or a travel clinic, and official health authorities such as your national public health agency and the World Health Organization;",
          "safety and local conditions: the travel advice published by your own government.",
        ],
      },
      {
        id: "affiliate-disclaimer",
        heading: "Affiliate disclaimer",
        paragraphs: [
          `${site.name} takes part in a travel-booking affiliate programme and a retail affiliate programme. Booking and search buttons open our travel-booking partner, and product cards open an online retailer with our affiliate tag. If you book or buy after clicking, we may earn a commission at no extra cost to you. The partner may also pay us for other qualifying purchases you make during the same visit.`,
          "Commissions pay for running the site and never change the price you pay. We choose what to write about and recommend on our own judgement; a partner does not decide what we say.",
          "Product prices, availability and descriptions on the retailer's website are set by the retailer and can change. The price shown on its site at the time of purchase is the one that applies.",
        ],
      },
      {
        id: "accuracy-of-information",
        heading: "Accuracy of information",
        paragraphs: [
          "Prices on the site are indicative nightly rates in US dollars. Real prices change with dates, season, room type, taxes, fees, availability and exchange rates. The final price is the one shown by our travel-booking partner when you book, in Ghana cedi (GHS) or US dollars.",
          "Hotel ratings are indicative figures out of 5 to help you compare; they are not reviews that we collected. Hotel details such as amenities, rooms, contact information and opening status can change, and hotels can renovate, change owners or close.",
          "Travel facts in our blog and guides were checked when written, and we try to say when a rule was checked and who publishes it. Rules change, so treat them as a starting point.",
          `If you find something out of date or wrong, please tell us through the contact form at ${site.url}/contact so that we can correct it.`,
        ],
      },
      {
        id: "external-links",
        heading: "External links",
        paragraphs: [
          "The site links to other websites: our travel-booking partner, the online retailer, a map service when you choose 'View on Map', and official sources we cite. These open outside our site, usually in a new tab.",
          "We do not control those websites and are not responsible for their content, accuracy, availability, privacy practices or terms. A link is not an endorsement. Please read the terms and privacy policy of any site you visit.",
        ],
      },
      {
        id: "limitation-of-liability",
        heading: "Limitation of liability",
        paragraphs: [
          `To the fullest extent the law allows, we are not liable for any loss or damage arising from your use of ${site.name} or your reliance on its content. This includes refused entry, missed flights, price differences, disputes about a booking or purchase, and the service you receive from a hotel, partner or retailer.`,
          `Nothing in this disclaimer limits liability that cannot be limited under the law that applies to you. Our Terms of Service at ${site.url}/terms-of-service set out our liability in full.`,
        ],
      },
      {
        id: "changes",
        heading: "Changes to this disclaimer",
        paragraphs: [
          'We may update this disclaimer as the site changes. The "Last updated" date at the top of this page shows when it last changed.',
          "The version published when you use the site is the one that applies to that use.",
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        paragraphs: [
          `If you have questions about this disclaimer or want to report an error, email ${site.contactEmail} or use the contact form at ${site.url}/contact.`,
          "For questions about a booking or an order, please contact our travel-booking partner, the hotel or the online retailer directly.",
        ],
      },
    ],
  };
}

export function cookiePolicy(site: SiteInfo): LegalPage {
  return {
    path: "/cookie-policy",
    title: "Cookie Policy",
    description: `${site.name} sets no advertising or analytics cookies. Learn what we store, which cookies partners set after you click out, and how to manage them.`,
    lastUpdated: "July 17, 2025",
    intro: `This Cookie Policy explains how ${site.name} (${site.url}) uses cookies and similar browser storage. The short version: we set no analytics or advertising cookies, we load no third-party scripts or trackers on our pages, and the only cookie we set is for the site operator's admin login.`,
    sections: [
      {
        id: "what-are-cookies",
        heading: "What cookies are",
        paragraphs: [
          "Cookies are small text files that a website asks your browser to store on your device and send back on later visits. They can keep you signed in, remember choices or, when set by advertisers, follow you across websites.",
          "First-party cookies are set by the website you are visiting; third-party cookies are set by another domain. Session cookies are deleted when you close your browser or sign out, while persistent cookies stay until they expire or you delete them.",
          "Websites can also store information in your browser in other ways, for example in localStorage, which keeps data on your device without sending it to the website with every request.",
        ],
      },
      {
        id: "how-we-use-cookies",
        heading: "How we use cookies",
        paragraphs: [
          "We use browser storage only for the purposes below, and no other cookies or storage on our pages:",
        ],
        list: [
          "Admin session cookie (essential, first-party): set only when the site operator signs in to the administration area, to keep the operator signed in. It is marked HttpOnly and Secure, expires when the operator logs out or after a limited time, and ordinary visitors never receive it.",
          "Name-generator favourites (localStorage): when you add a name to your favourites in the African Name Generator, the list is saved in your browser so that it is still there after you reload the page. It stays on your device and is never sent to us. Remove favourites on the page or clear your browser's site data to delete it.",
          "Cached site files (service worker): our pages may register a small script that lets your browser keep copies of our own files, such as styles and images, so that pages load faster. These copies contain no information about you.",
        ],
      },
      {
        id: "types-of-cookies",
        heading: "Types of cookies",
        paragraphs: ["This is how our use of cookies compares with the usual categories:"],
        list: [
          "Essential cookies: one, the admin session cookie described above, used only by the site operator.",
          "Analytics cookies: none. We count page views and clicks on partner links on our own server without cookies, store no IP addresses with those counts and do not count known bots.",
          "Advertising cookies: none set by us. We show no ad-network adverts and use no retargeting pixels.",
          "Social media cookies: none. We embed no social media widgets, share buttons or feeds.",
          "Preference storage: not a cookie. Your name-generator favourites are kept in your browser's localStorage, as described above, and never sent to us.",
        ],
      },
      {
        id: "third-party-cookies",
        heading: "Third-party cookies",
        paragraphs: [
          "Because we load no third-party scripts, widgets or trackers, no other company can set cookies through our pages.",
          "When you click a booking or search button, our travel-booking partner's website opens in a new tab. When you click a product card, the online retailer's website opens. Those websites set their own cookies on their own domains, including cookies that record that you arrived from our link, so that a commission can be attributed to us if you book or buy.",
          "These cookies are governed by our travel-booking partner's and the online retailer's own cookie and privacy policies. We cannot read or control them. You can manage them with the cookie settings on those websites or in your browser.",
        ],
      },
      {
        id: "managing-cookies",
        heading: "Managing cookies",
        paragraphs: [
          "If you block all cookies, our public pages still work fully; only the admin login needs its cookie. Clearing site data for our site also deletes your name-generator favourites.",
          "To opt out of interest-based advertising by participating companies across websites, you can use Your Online Choices (for visitors in the EU), the consumer opt-out of the Network Advertising Initiative and the choice tools of the Digital Advertising Alliance. We run no such advertising ourselves, but these tools may help with cookies set elsewhere on the web.",
          "You can view, block and delete cookies and other site data in your browser. Menu names vary between versions and devices, but in general:",
        ],
        list: [
          "Google Chrome: open Settings, choose Privacy and security, then Third-party cookies to block them, or Delete browsing data to remove cookies and site data.",
          "Mozilla Firefox: open Settings, choose Privacy & Security, then pick a level of Enhanced Tracking Protection, or use Manage Data or Clear Data under Cookies and Site Data.",
          "Apple Safari: on a Mac, open Safari's Settings, choose Privacy, then turn on Prevent cross-site tracking or use Manage Website Data; on an iPhone or iPad, open the Settings app, choose Safari, then Advanced and Website Data.",
          "Microsoft Edge: open Settings, choose Cookies and site permissions (or Privacy, search, and services), then Manage and delete cookies and site data.",
        ],
      },
      {
        id: "consent",
        heading: "Consent",
        paragraphs: [
          "By using the site, you accept the essential storage described above: the admin session cookie, which only the operator receives, and the favourites list that your browser saves when you ask it to. These are strictly necessary for features that are requested, so they do not need separate consent.",
          "We set nothing optional, so there is nothing to opt in to and no cookie banner to dismiss. If we ever add optional cookies, we will ask for your consent before setting them and update this policy first.",
        ],
      },
      {
        id: "changes",
        heading: "Changes to this policy",
        paragraphs: [
          'We may update this Cookie Policy when the site or the law changes. The "Last updated" date at the top of this page shows when it last changed.',
          "If a change adds any cookie that is not essential, we will ask for your consent before we use it.",
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        paragraphs: [
          `If you have questions about cookies or this policy, email ${site.contactEmail} or use the contact form at ${site.url}/contact.`,
          `Our Privacy Policy at ${site.url}/privacy-policy explains how we handle personal information more generally.`,
        ],
      },
    ],
  };
}
