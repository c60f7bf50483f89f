// The English interface strings the server renders through i18next (app/i18n/i18n.server.ts),
// from app/content/site.ts where they were already written (docs/decisions/048).
import { affiliateDisclosure } from "#app/content/site.ts";
import { footerSections, mainNav, quickLinks } from "#app/content/site-nav.ts";

export const en = {
  header: {
    home: "Home",
    mainNav: "Main",
    mobileNav: "Mobile",
    quickLinks: "Quick Links",
    search: "Search",
    searchForm: "Site search",
    searchSite: "Search the site",
    searchPlaceholder: "Search hotels, cities, guides",
    searchPath: "/search",
    suggestPath: "/api/search/suggest?q=",
    suggestions: "Suggestions",
    suggestionsHelp: "suggestions; use the arrow keys to choose one.",
    searchKinds: { hotel: "Hotel", city: "City", article: "Article", faq: "FAQ", guide: "Guide" },
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menu: "Menu",
    skip: "Skip to content",
  },
  nav: mainNav,
  quickLinks,
  footer: {
    home: "/",
    tagline: "Independent guides to hotels and travel in Ghana, from Accra to Tamale.",
    social: "Social media",
    newTab: "(opens in a new tab)",
    rights: "All rights reserved.",
    disclosure: affiliateDisclosure,
    sections: footerSections,
  },
  // The switch on an English page names French in French: the one French word it carries.
  switch: { label: "Français" },
  // The footer's page weight and Lite switch (app/components/layout/page-weight.tsx,
  // lite-mode-form.tsx), sent in the root's data so no page's script carries them.
  notes: {
    weight: "This page:",
    unit: "KB",
    measured:
      "(measured as sent on a first visit: the compressed HTML, scripts and stylesheet; images not counted)",
    lite: "Lite mode",
    liteState: "Lite mode:",
    on: "on",
    off: "off",
    liteHint: "(no scripts, images on tap)",
    turnOn: "Turn Lite on",
    turnOff: "Turn Lite off",
  },
  // The toast's own labels (app/components/ui/toast-view.tsx), in the root's data.
  toast: {
    close: "Close notification",
    region: "Notifications ({hotkey})",
    label: "Notification",
  },
  // Hotel cards, their Save button and toast, in the root's data (app/components/hotel/).
  cards: {
    hotelPath: "/hotels/",
    illustration: "Illustration for {name}",
    amenities: "Amenities",
    perNight: " / night",
    oldRate: "Old rate",
    bookNow: "Book Now",
    newTab: " (opens in a new tab)",
    loading: "Loading hotels",
    outOf: " out of 5",
    save: "Save",
    saved: "Saved",
    saveName: "Save {name}",
    savedToast: "Saved to your shortlist",
    viewShortlist: "View shortlist",
    shortlistCount: "View shortlist",
    partner: "We may earn a commission when you book through our partner, at no extra cost to you.",
    howWeEarn: "How we earn",
    howWeList: "How we list and order hotels",
  },
  // The contact form and its answers (app/components/visitor-forms/contact-form.tsx,
  // app/routes/contact-action.server.ts): the form's words go with the page's data.
  contact: {
    form: {
      label: "Contact form",
      name: "Name",
      email: "Email",
      message: "Message",
      placeholder: "Tell us how we can help you...",
      send: "Send Message",
      sending: "Sending...",
      failed: "Failed to send message. Please try again.",
      errorTitle: "Error",
      honeypot: "Leave this field empty",
    },
    sent: "Your message has been sent successfully.",
    sentTitle: "Success!",
    fix: "Please correct the fields marked below.",
    // A field's errors, as the schema words them for the JSON API (app/domain/forms/visitor-forms.ts).
    fields: { name: "Name", email: "Email", message: "Message" },
    required: "{{field}} is required.",
    tooLong: "{{field}} must be at most {{max}} characters.",
    invalidEmail: "Enter a valid email address.",
  },
  // The newsletter's sign-up form and its answers (app/components/visitor-forms/newsletter-form.tsx,
  // app/routes/newsletter-action.server.ts): the form's words go with the page's data.
  newsletter: {
    form: {
      title: "Get Ghana travel tips in your inbox",
      email: "Email address",
      placeholder: "Enter your email",
      subscribe: "Subscribe",
      subscribing: "Subscribing...",
      failed: "Failed to subscribe. Please try again.",
      errorTitle: "Error",
      honeypot: "Leave this field empty",
    },
    pendingTitle: "Check your inbox",
    // The answer to every accepted sign-up, new or not (the JSON API's too): check your inbox.
    pending:
      "Almost there: check your inbox and click the link we sent to confirm your subscription.",
    // The answer while the site sends no e-mail: nothing pretends to have been sent.
    saved:
      "Thanks: your sign-up is saved. We will e-mail you a link to confirm it before we send you anything.",
    // The schema's own words (app/domain/forms/visitor-forms.ts) after "Failed to subscribe:".
    refused: "Failed to subscribe: {{problem}}",
    required: "Email is required.",
    tooLong: "Email must be at most {{max}} characters.",
    invalidEmail: "Enter a valid email address.",
  },
  // The newsletter's e-mails (app/mail/): the confirmation and each campaign's footer.
  newsletterMail: {
    confirmSubject: "Confirm your subscription to {{site}}",
    confirmHeading: "Please confirm your subscription",
    confirmText:
      "Click the button to start receiving Ghana travel tips from {{site}}: new guides, hotel picks and seasonal advice.",
    confirmButton: "Confirm my subscription",
    confirmLink:
      "The link works for {{days}} days. If the button does not work, open this address:",
    confirmFooter:
      "You get this e-mail because this address was entered in the newsletter form on {{site}}. If that was not you, ignore it: without a confirmation nothing more is sent, and the sign-up is deleted after {{days}} days.",
    why: "You get this e-mail because you signed up for the {{site}} newsletter on our website and confirmed your address.",
    unsubscribe: "Unsubscribe",
    preferences: "Newsletter preferences",
  },
  // The pages the newsletter's e-mails link to (app/routes/newsletter-confirm.tsx and
  // newsletter-preferences.tsx), sent as their data; `{email}` is where the reader's address goes.
  newsletterPages: {
    confirmMeta: "Newsletter Confirmation",
    preferencesMeta: "Newsletter Preferences",
    metaDescription: "",
    confirmPath: "/newsletter/confirm",
    preferencesPath: "/newsletter/preferences",
    guides: { href: "/blog", label: "Read the latest Ghana travel guides" },
    signUp: { href: "/#newsletter", label: "Go to the newsletter sign-up" },
    confirmTitle: "Confirm your subscription",
    confirmText: "Press the button to start receiving our Ghana travel tips.",
    confirmButton: "Confirm my subscription",
    subscribedTitle: "You're subscribed",
    alreadyConfirmed:
      "Already confirmed: this link has done its work, and the address it was sent to is on our list.",
    everyEmail: "Every e-mail we send has a link to change your preferences or unsubscribe.",
    thanks: "Thank you for confirming. Our Ghana travel tips will come to {email}.",
    changeMind: {
      before: "Every e-mail has an unsubscribe link, and you can ",
      link: "change your mind here",
      after: " at any time.",
    },
    problems: {
      invalid: {
        title: "This link does not work",
        text: "The link is incomplete or was changed. Open it again from the e-mail, or copy the whole address into your browser.",
      },
      expired: {
        title: "This link has expired",
        text: "Confirmation links work for 7 days. Sign up again on the home page and we will send a new one.",
      },
      used: {
        title: "This link was already used",
        text: "Each confirmation link works once. If you are not receiving our e-mails, sign up again on the home page.",
      },
    },
    preferencesTitle: "Your newsletter preferences",
    active: "{email} receives our Ghana travel tips.",
    pending: "{email} has not confirmed its sign-up yet, so it receives nothing.",
    unsubscribed: "{email} is unsubscribed and receives nothing.",
    subscribedAgain: "You're subscribed again.",
    unsubscribeTitle: "Unsubscribe from the newsletter",
    unsubscribeAsk: "Stop sending Ghana travel tips to {email}?",
    unsubscribe: "Unsubscribe",
    unsubscribedTitle: "You're unsubscribed",
    unsubscribedText: "We will not send the newsletter to {email} again. It took effect at once.",
    subscribeAgain: "Subscribe again",
  },
  // The results page, /search (app/routes/search.tsx).
  search: {
    home: { label: "Home", href: "/" },
    crumb: "Search",
    title: "Search Akwaaba Stays",
    metaDescription:
      "Search Akwaaba Stays: hotels, cities, articles, FAQ answers and guides for Ghana.",
    metaTitle: "“{{query}}”: Search",
    lead: "Hotels by name, area or amenity, cities, articles, FAQ answers and guides, all at once.",
    // The box's other words are the header's.
    placeholder: "Hotels, cities, guides, questions…",
    nothing: "Nothing found for “{{query}}”.",
    results_one: "{{count}} result for “{{query}}”.",
    results_other: "{{count}} results for “{{query}}”.",
    corrected: "Showing results for",
    examplesLead: "Type a hotel, a neighbourhood, a city or a question above, for example",
    examples: ["Osu", "pool", "visa on arrival"],
    or: "or",
    everyKind: "Show results of every kind",
    all: "All {{count}} {{kind}}",
    kinds: {
      hotel: { heading: "Hotels", many: "hotels" },
      city: { heading: "Cities", many: "cities" },
      article: { heading: "Articles", many: "articles" },
      faq: { heading: "FAQ answers", many: "answers" },
      guide: { heading: "Guides", many: "guides" },
    },
    // A French page among English results: said in French, for the readers it is for.
    otherLanguage: { text: "(en français)", lang: "fr" },
    tryInstead: "Try instead",
    browseLead: "Check the spelling, use fewer words, or browse",
    browse: [
      { href: "/hotels", label: "all hotels" },
      { href: "/cities", label: "cities" },
      { href: "/faq", label: "the FAQ" },
    ],
    and: "and",
  },
};
