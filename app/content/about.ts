// Copy for the About page (/about). Impact figures and the contact mailbox come from site config,
// so they are deliberately absent here; the brand name is left out for the same reason.

import { withFacts } from "#app/content/facts.ts";
export interface AboutValue {
  title: string;
  text: string;
}

export interface AboutContent {
  intro: string;
  mission: string[];
  values: AboutValue[];
  howWeWork: string[];
  companyInfo: string[];
}

export const aboutSource: AboutContent = {
  intro:
    "In Ghana, a visitor is greeted with one word: Akwaaba, welcome. We want planning your stay to feel like that greeting. Here you will find hotels listed city by city, practical guides to visas, airports, money and getting around, and an honest idea of what a night costs, so you can choose where to stay with confidence before you land.",
  mission: [
    "Our mission is to make Ghana easier to plan for, whether you are coming home for Christmas, flying into Accra for business, tracing history along the coast at Cape Coast and Elmina, or heading north to Tamale and Mole National Park. We gather hotels by city, from simple guest houses to business hotels, beach resorts and five-star stays, and pair them with guides that answer the questions travellers actually ask.",
    "We also want visitors to arrive knowing a little more about the country they are visiting. Our culture pages introduce the Ashanti kingdom, ancient Ghana, festivals, kente and other traditional dress, and our African name generator shares names and their meanings from Ghana and across the continent. Good travel starts with curiosity and respect, and we hope our pages encourage both.",
    "Everything here is free to read. We do not take bookings ourselves: when you are ready, we send you to a travel-booking partner to book, and we tell you plainly when a link may earn us a commission.",
  ],
  values: [
    {
      title: "Accuracy first",
      text: "Entry rules, vaccination requirements and prices change. We keep each time-sensitive fact in one place with its published source and the date we last checked it, so an article on visas, health or money tells you when its facts were checked and which official body to confirm them with. We label prices and ratings as indicative, because we would rather be honest than look precise.",
    },
    {
      title: "Practical, local detail",
      text: "Ghana is more than Accra. We cover Kumasi, Cape Coast and Tamale too, and explain the details that matter on the ground: mobile money and cash, tro-tros and taxis, the dry and wet seasons, and which airport serves which city.",
    },
    {
      title: "Open about affiliate links",
      text: "Booking buttons and product cards are affiliate links. If you book or buy after clicking one, we may earn a commission at no extra cost to you. We say so on every page, and a commission never changes the price you pay.",
    },
    {
      title: "Respect for Ghanaian culture",
      text: "We write about Ghanaian history, dress and naming traditions with care, as living culture rather than curiosities. Where meanings or customs differ between communities, we say so, and we welcome corrections from the people who know them best.",
    },
    {
      title: "Privacy by default",
      text: "We collect as little as we can: no visitor accounts, no advertising cookies and no third-party trackers on our pages. Our visit counts store no IP addresses, and your name-generator favourites stay in your own browser.",
    },
  ],
  howWeWork: [
    "We organise hotels by city so you can compare places in the area you plan to visit, and we aim to cover a range of budgets and styles in each city, from guest houses and apartments to business hotels and resorts. Each listing describes the hotel's type, location and main amenities in plain language. A listing is a starting point for your own research, not an inspection report or a guarantee.",
    "Prices are shown in US dollars per night and are indicative: what you pay depends on your dates, room type, taxes and availability, and is confirmed on our travel-booking partner's site, which supports bookings in Ghana cedi (GHS) and US dollars. Ratings out of five are indicative figures to help you compare, not reviews we collected ourselves.",
    "The site is paid for by commission from two affiliate programmes, a travel-booking programme and a retail programme for travel gear. Neither costs you anything extra, and we never charge visitors. If you spot an outdated price, a hotel that has closed or a mistake in a guide, please tell us through the contact form at /contact, and we will look into it and correct what is wrong.",
  ],
  companyInfo: [
    "We are operated by a company based in the United States. We publish travel information; we are not a travel agency, tour operator or booking service. We do not sell trips, take bookings or handle payments, and we never hold any part of your reservation.",
    "When you book a hotel or buy a product through our links, your contract is with our travel-booking partner, the hotel or the retailer, and their terms, cancellation rules and customer service apply. For anything about our own content, a correction or your privacy, we are always glad to hear from you.",
  ],
};
export const about = withFacts(aboutSource);
