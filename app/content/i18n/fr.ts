// The French site's interface strings (issue 44), rendered on the server through i18next
// (app/i18n/i18n.server.ts) and sent only with French pages. A link to a page that exists only
// in English carries `lang: "en"` and says so in its words ("page en anglais").

export interface LocalLink {
  href: string;
  label: string;
  lang?: "en";
}

const cities: LocalLink[] = [
  { href: "/fr/accra", label: "Accra" },
  { href: "/fr/kumasi", label: "Kumasi" },
  { href: "/fr/cape-coast", label: "Cape Coast" },
  { href: "/fr/tamale", label: "Tamale" },
];

export const fr = {
  header: {
    home: "Accueil",
    mainNav: "Navigation principale",
    mobileNav: "Navigation mobile",
    quickLinks: "Liens rapides",
    search: "Rechercher",
    searchForm: "Recherche sur le site",
    searchSite: "Rechercher sur le site",
    searchPlaceholder: "Hôtels, villes, guides",
    searchPath: "/fr/search",
    suggestPath: "/api/search/suggest?lang=fr&q=",
    suggestions: "Suggestions",
    suggestionsHelp: "suggestions ; choisissez-en une avec les flèches du clavier.",
    searchKinds: { hotel: "Hôtel", city: "Ville", article: "Article", faq: "FAQ", guide: "Guide" },
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    menu: "Menu",
    skip: "Aller au contenu",
  },
  nav: [
    { href: "/fr", label: "Accueil" },
    ...cities,
    { href: "/fr/blog/ghana-visa-free-entry-and-visa-on-arrival", label: "Entrer au Ghana" },
    { href: "/fr/blog", label: "Guides" },
    { href: "/fr/contact", label: "Contact" },
  ] satisfies LocalLink[],
  quickLinks: [
    { href: "/fr/cheap-hotels-accra", label: "Hôtels pas chers à Accra" },
    { href: "/fr/luxury-hotels-ghana", label: "Hôtels de luxe au Ghana" },
    { href: "/fr/blog/by-road-from-cote-divoire-and-togo", label: "Venir par la route" },
    { href: "/fr/blog/money-in-ghana", label: "L'argent au Ghana" },
    { href: "/fr/faq", label: "Questions fréquentes (FAQ)" },
    { href: "/hotels", label: "Tous les hôtels (page en anglais)", lang: "en" },
  ] satisfies LocalLink[],
  footer: {
    home: "/fr",
    tagline: "Guides indépendants des hôtels et du voyage au Ghana, d'Accra à Tamale.",
    social: "Réseaux sociaux",
    newTab: "(s'ouvre dans un nouvel onglet)",
    rights: "Tous droits réservés.",
    disclosure:
      "Liens d'affiliation : nous pouvons toucher une commission quand vous réservez chez notre partenaire de réservation ou achetez par nos liens d'affiliation, sans surcoût pour vous. Les réservations se font sur le site du partenaire, en cedis ghanéens (GHS) ou en dollars américains.",
    sections: [
      {
        title: "Destinations",
        links: [
          ...cities,
          { href: "/fr/elmina", label: "Elmina" },
          { href: "/fr/takoradi", label: "Takoradi" },
          { href: "/fr/mole", label: "Parc national de Mole" },
        ],
      },
      {
        title: "Préparer le voyage",
        links: [
          { href: "/fr/blog", label: "Tous nos guides" },
          { href: "/fr/blog/ghana-visa-free-entry-and-visa-on-arrival", label: "Entrer au Ghana" },
          { href: "/fr/blog/by-road-from-cote-divoire-and-togo", label: "Venir par la route" },
          { href: "/fr/blog/ghana-travel-documents-checklist", label: "Documents de voyage" },
          { href: "/fr/blog/money-in-ghana", label: "L'argent au Ghana" },
          { href: "/fr/blog/ghana-safety-and-health", label: "Santé et sécurité" },
          { href: "/fr/blog/kotoka-international-airport-guide", label: "Aéroport d'Accra" },
          { href: "/fr/blog/getting-around-ghana", label: "Se déplacer au Ghana" },
        ],
      },
      {
        title: "Aide",
        links: [
          { href: "/fr/contact", label: "Nous contacter" },
          { href: "/fr/newsletter", label: "Lettre d'information" },
          { href: "/fr/faq", label: "FAQ : toutes les rubriques" },
          { href: "/fr/faq/visa", label: "FAQ : visas" },
          { href: "/fr/faq/money", label: "FAQ : argent" },
          { href: "/fr/faq/health", label: "FAQ : santé" },
          { href: "/fr/faq/transport", label: "FAQ : transports" },
        ],
      },
      {
        title: "Mentions légales",
        links: [
          { href: "/fr/privacy-policy", label: "Politique de confidentialité" },
          { href: "/fr/terms-of-service", label: "Conditions d'utilisation" },
          { href: "/fr/disclaimer", label: "Avertissement" },
          {
            href: "/cookie-policy",
            label: "Politique relative aux cookies (page en anglais)",
            lang: "en",
          },
        ],
      },
    ] satisfies { title: string; links: LocalLink[] }[],
  },
  switch: { label: "English" },
  // The notice an English page with a French twin shows a French browser (app/i18n/french-suggestion.ts).
  suggestion: {
    label: "Version française",
    text: "Cette page existe en français.",
    read: "Lire en français",
    dismiss: "Non merci",
  },
  notes: {
    weight: "Cette page :",
    unit: "Ko",
    measured:
      "(mesurée telle qu'envoyée : HTML compressé, scripts, feuille de style et police ; images non comptées)",
    lite: "Mode Lite",
    liteState: "Mode Lite :",
    on: "activé",
    off: "désactivé",
    liteHint: "(sans scripts, images à la demande)",
    turnOn: "Activer le mode Lite",
    turnOff: "Désactiver le mode Lite",
  },
  // The toast's own labels (app/components/ui/toast-view.tsx), in the root's data.
  toast: {
    close: "Fermer la notification",
    region: "Notifications ({hotkey})",
    label: "Notification",
  },
  // The root's error screen on a French page (app/i18n/error-screens.server.tsx).
  errors: {
    title: "Une erreur s'est produite",
    text: "Nous n'avons pas pu charger cette page. Réessayez dans un instant, ou revenez à",
    home: "l'accueil en français",
    unavailableTitle: "Nous revenons tout de suite",
    unavailableText:
      "Cette partie du site est brièvement indisponible, le temps de rétablir la connexion. Réessayez dans une minute. En attendant, nos guides restent consultables :",
    guides: "nos guides en français",
    search: "Rechercher sur le site",
  },
  // The contact form on /fr/contact and its answers (app/routes/fr-contact.tsx), from the
  // translator's list in app/content/fr/contact.md; the form's words go with the page's data.
  contact: {
    form: {
      label: "Formulaire de contact",
      name: "Nom",
      email: "E-mail",
      message: "Message",
      placeholder: "Dites-nous comment nous pouvons vous aider…",
      send: "Envoyer le message",
      sending: "Envoi en cours…",
      failed: "L'envoi du message a échoué. Veuillez réessayer.",
      errorTitle: "Erreur",
      honeypot: "Laissez ce champ vide",
    },
    sent: "Votre message a bien été envoyé.",
    sentTitle: "C'est envoyé !",
    fix: "Veuillez corriger les champs signalés ci-dessous.",
    fields: { name: "Nom", email: "E-mail", message: "Message" },
    required: "Le champ {{field}} est obligatoire.",
    tooLong: "Le champ {{field}} ne doit pas dépasser {{max}} caractères.",
    invalidEmail: "Saisissez une adresse e-mail valide.",
    // What the English answers take from the use-case, said in French.
    tooMany:
      "Vous avez envoyé beaucoup de messages depuis cette connexion. Veuillez réessayer dans quelques minutes.",
    unavailable:
      "Nous ne pouvons pas enregistrer votre message pour le moment. Veuillez réessayer dans une minute : votre texte reste dans le formulaire.",
  },
  // The sign-up form on /fr/newsletter and its answers (app/routes/fr-newsletter.tsx), from the
  // translator's list that app/content/fr/newsletter.md used to show; the consent sentence is
  // NEWSLETTER_CONSENT.fr (app/domain/newsletter.ts).
  newsletter: {
    form: {
      title: "Recevez nos conseils de voyage au Ghana par e-mail",
      email: "Adresse e-mail",
      placeholder: "Saisissez votre e-mail",
      subscribe: "S'inscrire",
      subscribing: "Inscription…",
      failed: "L'inscription a échoué. Veuillez réessayer.",
      errorTitle: "Erreur",
      honeypot: "Laissez ce champ vide",
    },
    pendingTitle: "Consultez votre boîte de réception",
    pending:
      "Presque fini : ouvrez votre boîte de réception et cliquez sur le lien que nous venons d'envoyer pour confirmer votre inscription.",
    saved:
      "Merci : votre inscription est enregistrée. Nous vous enverrons un lien pour la confirmer avant de vous envoyer quoi que ce soit.",
    refused: "{{problem}}",
    required: "L'adresse e-mail est obligatoire.",
    tooLong: "L'adresse e-mail ne doit pas dépasser {{max}} caractères.",
    invalidEmail: "Saisissez une adresse e-mail valide.",
    tooMany:
      "Vous avez fait beaucoup d'inscriptions depuis cette connexion. Veuillez réessayer dans quelques minutes.",
    unavailable:
      "Nous ne pouvons pas enregistrer votre inscription pour le moment. Veuillez réessayer dans une minute.",
  },
  // The newsletter's e-mails to a French reader (app/mail/), from newsletter.md's e-mail text.
  newsletterMail: {
    confirmSubject: "Confirmez votre inscription à {{site}}",
    confirmHeading: "Merci de confirmer votre inscription",
    confirmText:
      "Cliquez sur le bouton pour commencer à recevoir nos conseils de voyage au Ghana : nouveaux guides, hôtels choisis et conseils de saison.",
    confirmButton: "Confirmer mon inscription",
    confirmLink:
      "Le lien est valable {{days}} jours. Si le bouton ne fonctionne pas, ouvrez cette adresse :",
    confirmFooter:
      "Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire d'inscription du site {{site}}. Si ce n'était pas vous, ignorez-le : sans confirmation, nous n'envoyons rien d'autre, et l'inscription est supprimée au bout de {{days}} jours.",
    why: "Vous recevez cet e-mail parce que vous vous êtes inscrit à la lettre d'information du site {{site}} et avez confirmé votre adresse.",
    unsubscribe: "Se désinscrire",
    preferences: "Préférences de la lettre d'information",
  },
  // The results page in French, /fr/search (app/routes/search.tsx): French pages first.
  search: {
    home: { label: "Accueil", href: "/fr" },
    crumb: "Recherche",
    title: "Rechercher sur Akwaaba Stays",
    metaDescription:
      "Rechercher sur Akwaaba Stays : hôtels, villes, guides et FAQ du Ghana, en français d'abord.",
    metaTitle: "« {{query}} » : Recherche",
    lead: "Hôtels par nom, quartier ou équipement, villes, guides et réponses de la FAQ, les pages en français d'abord.",
    placeholder: "Hôtels, villes, guides, questions…",
    nothing: "Aucun résultat pour « {{query}} ».",
    results_one: "{{count}} résultat pour « {{query}} ».",
    results_other: "{{count}} résultats pour « {{query}} ».",
    corrected: "Résultats pour",
    examplesLead: "Tapez un hôtel, un quartier, une ville ou une question, par exemple",
    examples: ["Lomé", "francs CFA", "visa à l'arrivée"],
    or: "ou",
    everyKind: "Voir les résultats de tous les types",
    all: "Les {{count}} {{kind}}",
    kinds: {
      hotel: { heading: "Hôtels", many: "hôtels" },
      city: { heading: "Villes", many: "villes" },
      article: { heading: "Articles", many: "articles" },
      faq: { heading: "Réponses de la FAQ", many: "réponses" },
      guide: { heading: "Guides", many: "guides" },
    },
    otherLanguage: { text: "(en anglais)", lang: "fr" },
    tryInstead: "Essayez plutôt",
    browseLead: "Vérifiez l'orthographe, utilisez moins de mots, ou consultez",
    browse: [
      { href: "/fr/accra", label: "les hôtels d'Accra" },
      { href: "/fr/blog/ghana-visa-free-entry-and-visa-on-arrival", label: "l'entrée au Ghana" },
      { href: "/fr/faq/visa", label: "la FAQ des visas" },
    ],
    and: "et",
  },
  page: {
    sources: "Sources",
    sourcesIntro: "Les publications sur lesquelles s'appuient les faits de cette page :",
    checked: "consultée le {{date}}",
    englishOnly:
      "Cette page n'existe qu'en français : le site anglais n'a pas de page équivalente. La plus proche :",
    notTranslatedTitle: "Cette page n'est pas encore traduite",
    notTranslatedText:
      "Cette page n'existe pour l'instant qu'en anglais. Vous pouvez la lire en anglais, ou revenir à l'accueil en français.",
    readInEnglish: "Lire la page en anglais",
    notFoundTitle: "Page introuvable",
    notFoundText:
      "Il n'y a pas de page à cette adresse. Nos pages en français partent de l'accueil.",
    home: "Accueil en français",
    search: "Rechercher sur le site",
  },
  // The FAQ's and guides' indexes (/fr/faq, /fr/blog): their texts are app/content/fr/faq.md
  // and blog.md; these are the lists' words.
  index: {
    faqFrench: "Nos rubriques en français",
    faqEnglish: "Nos autres rubriques, en anglais",
    inEnglish: "(en anglais)",
    blogFrench: "Nos guides en français",
    blogEnglish: "Nos autres guides n'existent pour l'instant qu'en anglais :",
    blogEnglishLink: "le blog en anglais",
  },
};
