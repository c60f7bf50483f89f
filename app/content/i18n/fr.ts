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
    { href: "/fr/hotels", label: "Tous les hôtels" },
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
      "(mesurée telle qu'envoyée à une première visite : HTML compressé, scripts et feuille de style ; images non comptées)",
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
  // NEWSLETTER_CONSENT.fr (app/domain/mail/newsletter.ts).
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
  // The pages a French subscriber's e-mails link to, /fr/newsletter/confirm, /preferences and
  // /unsubscribe (app/routes/newsletter-confirm.tsx, newsletter-preferences.tsx), from the
  // translator's list that app/content/fr/README.md used to hold; `{email}` is the reader's address.
  newsletterPages: {
    confirmMeta: "Confirmation de votre inscription",
    preferencesMeta: "Vos préférences de lettre d'information",
    metaDescription:
      "Confirmez ou gérez votre inscription à notre lettre d'information : conseils de voyage au Ghana, nouveaux guides et hôtels choisis.",
    confirmPath: "/fr/newsletter/confirm",
    preferencesPath: "/fr/newsletter/preferences",
    guides: { href: "/fr/blog", label: "Lire nos derniers guides de voyage au Ghana" },
    signUp: { href: "/fr/newsletter", label: "Aller au formulaire d'inscription" },
    confirmTitle: "Confirmez votre inscription",
    confirmText: "Appuyez sur le bouton pour commencer à recevoir nos conseils de voyage au Ghana.",
    confirmButton: "Confirmer mon inscription",
    subscribedTitle: "Inscription confirmée",
    alreadyConfirmed:
      "C'est déjà fait : ce lien a servi, et l'adresse à laquelle nous l'avons envoyé figure bien sur notre liste.",
    everyEmail:
      "Chaque e-mail que nous envoyons contient un lien pour modifier vos préférences ou vous désinscrire.",
    thanks:
      "Merci d'avoir confirmé. Nos conseils de voyage au Ghana arriveront à l'adresse {email}.",
    changeMind: {
      before: "Chaque e-mail contient un lien de désinscription, et vous pouvez ",
      link: "changer d'avis ici",
      after: " à tout moment.",
    },
    // The sign-up is /fr/newsletter, which the link under each text leads to, so the texts point
    // to that form where the English ones name the home page.
    problems: {
      invalid: {
        title: "Ce lien ne fonctionne pas",
        text: "Le lien est incomplet ou a été modifié. Ouvrez-le à nouveau depuis l'e-mail, ou copiez l'adresse complète dans votre navigateur.",
      },
      expired: {
        title: "Ce lien a expiré",
        text: "Les liens de confirmation sont valables 7 jours. Inscrivez-vous à nouveau avec notre formulaire d'inscription et nous vous en enverrons un nouveau.",
      },
      used: {
        title: "Ce lien a déjà été utilisé",
        text: "Chaque lien de confirmation ne sert qu'une fois. Si vous ne recevez pas nos e-mails, inscrivez-vous à nouveau avec notre formulaire d'inscription.",
      },
    },
    preferencesTitle: "Vos préférences",
    active: "{email} reçoit nos conseils de voyage au Ghana.",
    pending: "{email} n'a pas encore confirmé son inscription et ne reçoit donc rien.",
    unsubscribed: "{email} est désinscrit et ne reçoit rien.",
    subscribedAgain: "Vous êtes de nouveau inscrit.",
    unsubscribeTitle: "Se désinscrire de la lettre d'information",
    unsubscribeAsk: "Ne plus envoyer nos conseils de voyage au Ghana à {email} ?",
    unsubscribe: "Se désinscrire",
    unsubscribedTitle: "Vous êtes désinscrit",
    unsubscribedText:
      "Nous n'enverrons plus la lettre d'information à {email}. C'est effectif immédiatement.",
    subscribeAgain: "Se réinscrire",
  },
  // "Vous y avez séjourné ?": a guest's report on a French hotel page, /fr/hotels/:slug/stayed
  // (app/routes/hotel-stayed.tsx), sent as its data; the answers' values are the English form's
  // (app/domain/facts/guest-report.ts), so a report is stored and reviewed the same in either language.
  guestReport: {
    meta: "Votre séjour à {{hotel}}",
    metaNoHotel: "Votre séjour",
    heading: "Vous avez séjourné à {{hotel}} ? Racontez-le aux autres voyageurs",
    intro:
      "Qu'avez-vous constaté ? Répondez à ce que vous avez remarqué et laissez le reste de côté. Pas besoin de compte : nos éditeurs relisent chaque témoignage, qui s'affiche comme signalé par des voyageurs, jamais comme la parole de l'hôtel.",
    form: "Raconter votre séjour",
    month: "Quand avez-vous séjourné ?",
    chooseMonth: "Choisissez le mois",
    skip: "Je n'ai pas remarqué / passer",
    questions: {
      power: {
        legend: "Quand le courant du réseau a été coupé…",
        options: {
          "stayed-on": "Il n'y a eu aucune coupure pendant mon séjour",
          "backup-covered-ac":
            "Il y a eu une coupure, et le groupe de secours faisait aussi tourner la climatisation",
          "backup-not-ac":
            "Il y a eu une coupure ; un groupe de secours a pris le relais, mais pas pour la climatisation",
          "cuts-no-backup":
            "Il y a eu une coupure, et plus rien n'a marché jusqu'au retour du courant",
        },
      },
      water: {
        legend: "L'eau…",
        options: {
          ran: "L'eau a coulé pendant tout le séjour",
          "tank-covered":
            "L'eau du réseau a été coupée, et la réserve de l'hôtel a pris le relais aux robinets",
          "ran-dry": "L'eau du réseau a été coupée, et les robinets sont restés à sec",
        },
      },
      hotWater: {
        legend: "L'eau chaude…",
        options: { yes: "Il y avait de l'eau chaude", no: "Il n'y avait pas d'eau chaude" },
      },
      pickup: {
        legend: "Si vous aviez convenu d'une navette aéroport avec l'hôtel…",
        options: {
          "as-arranged": "La navette de l'hôtel est venue me chercher comme prévu",
          "not-as-arranged": "La navette de l'hôtel n'est pas venue comme prévu",
          "not-offered": "L'hôtel m'a dit qu'il ne propose pas de navette",
        },
      },
    },
    payment: {
      legend:
        "Quels moyens de paiement ont fonctionné ? Cochez chacun de ceux que vous avez utilisés.",
      options: {
        cards: "Carte Visa ou Mastercard",
        "mtn-momo": "MTN MoMo",
        "telecel-cash": "Telecel Cash",
        "at-money": "AT Money",
        cash: "Espèces (cedis)",
        "us-dollars": "Dollars US en espèces",
      },
    },
    note: "Autre chose que les voyageurs devraient savoir ? (facultatif)",
    noteHint: "{{max}} caractères au plus, du texte seulement : pas de liens.",
    email: "Votre adresse e-mail",
    emailHint:
      "Nous vous envoyons un lien pour confirmer votre témoignage. Nous ne gardons l'adresse que pour cela et pour éviter les doublons, et l'effaçons {{days}} jours après la décision de nos éditeurs.",
    honeypot: "Laissez ce champ vide",
    send: "Envoyer mon témoignage",
    fix_one:
      "Une réponse est à corriger : voyez le message ci-dessous. Tout ce que vous avez saisi est conservé.",
    fix_other:
      "{{count}} réponses sont à corriger : voyez les messages ci-dessous. Tout ce que vous avez saisi est conservé.",
    sentTitle: "Consultez votre boîte de réception",
    sent: "Merci. Nous vous avons envoyé un lien : ouvrez-le et appuyez sur « Confirmer mon témoignage ». Nos éditeurs relisent ensuite votre témoignage avant qu'il compte sur la page de {{hotel}}.",
    back: "Retour à {{hotel}}",
    errors: {
      monthRequired: "Choisissez le mois de votre séjour.",
      month: "Choisissez le mois de votre séjour, entre {{from}} et {{to}}.",
      choice: "{{label}} : choisissez l'une des réponses proposées.",
      labels: {
        power: "Électricité",
        water: "Eau",
        hotWater: "Eau chaude",
        pickup: "Navette aéroport",
      },
      payment: "Paiement : ne cochez que les moyens proposés.",
      atLeastOne: "Répondez à au moins une question sur ce que vous avez constaté.",
      noteTooLong: "Limitez la note à {{max}} caractères.",
      noteLinks:
        "La note n'accepte que du texte, pas de liens : décrivez ce que vous avez constaté sans adresse web.",
      emailRequired: "Saisissez votre adresse e-mail : nous y envoyons le lien de confirmation.",
      emailTooLong: "L'adresse e-mail ne doit pas dépasser 320 caractères.",
      emailInvalid: "Saisissez une adresse e-mail comme awa@exemple.com : nous y envoyons le lien.",
      tooMany:
        "Trop de témoignages envoyés depuis cette connexion au cours de la dernière heure. Veuillez réessayer plus tard.",
      repeat:
        "Vous avez déjà envoyé un témoignage sur {{hotel}} pour {{month}} ou pour ce mois-ci : un seul par adresse, par hôtel et par mois, pour que les chiffres restent fiables.",
      notFound: "Cet hôtel ne figure pas sur notre site.",
    },
    // The e-mail a French report's sender gets (app/mail/guest-report-email.tsx), and the page
    // its link opens, /fr/hotels/:slug/stayed/:token (app/routes/hotel-stayed-confirm.tsx).
    mail: {
      subject: "Confirmez votre témoignage sur {{hotel}}",
      text: "Merci de raconter aux autres voyageurs ce que vous avez constaté. Ouvrez le lien et appuyez sur « Confirmer mon témoignage » : nos éditeurs le relisent ensuite avant qu'il compte sur la page de l'hôtel.",
      button: "Confirmer mon témoignage",
      small:
        "Le lien est valable {{days}} jours. Nous ne gardons votre adresse que pour confirmer le témoignage et éviter les doublons, et l'effaçons {{kept}} jours après la décision de nos éditeurs. Si le bouton ne fonctionne pas, ouvrez cette adresse : {{url}}",
      footer:
        "Vous recevez cet e-mail parce que quelqu'un a raconté un séjour à {{hotel}} sur {{site}} avec cette adresse. Si ce n'était pas vous, ignorez-le : un témoignage non confirmé est supprimé au bout de {{days}} jours et n'est jamais publié.",
    },
    confirm: {
      meta: "Confirmez votre témoignage",
      title: "Confirmez votre témoignage",
      confirmedTitle: "Témoignage confirmé",
      waiting:
        "Appuyez sur le bouton pour confirmer votre témoignage sur {{hotel}}. Nos éditeurs le relisent ensuite avant qu'il compte sur la page de l'hôtel.",
      button: "Confirmer mon témoignage",
      confirmed:
        "Merci : votre témoignage sur {{hotel}} est confirmé. Nos éditeurs le relisent avant qu'il compte sur la page de l'hôtel.",
      repeat:
        "Vous avez déjà envoyé un témoignage sur {{hotel}} ce mois-ci : un seul par adresse, par hôtel et par mois, pour que les chiffres restent fiables ; celui-ci est donc retiré.",
      expired:
        "Ce lien a expiré : un témoignage doit être confirmé dans les {{days}} jours. Vous pouvez raconter votre séjour à nouveau.",
      unknown:
        "Ce lien ne vient pas de nous. Vérifiez que l'adresse complète figurant dans l'e-mail a bien été ouverte.",
      back: "Retour à {{hotel}}",
      backHotel: "Retour à l'hôtel",
    },
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
  // Hotel cards, their Save button and toast, in the root's data (app/components/hotel/).
  cards: {
    hotelPath: "/fr/hotels/",
    illustration: "Illustration : {name}",
    amenities: "Équipements",
    perNight: " / nuit",
    oldRate: "Tarif ancien",
    bookNow: "Réserver",
    newTab: " (s'ouvre dans un nouvel onglet)",
    loading: "Chargement des hôtels",
    outOf: " sur 5",
    save: "Enregistrer",
    saved: "Enregistré",
    saveName: "Enregistrer {name} dans ma sélection",
    savedToast: "Ajouté à votre sélection",
    viewShortlist: "Voir ma sélection",
    shortlistCount: "Voir ma sélection",
    partner:
      "Nous pouvons toucher une commission si vous réservez chez notre partenaire, sans surcoût pour vous.",
    howWeEarn: "Comment nous sommes rémunérés",
    howWeList: "Comment nous choisissons et classons les hôtels (en anglais)",
    howWeListLang: "en",
  },
  // The hotels list and each hotel's page (/fr/hotels, /fr/hotels/:slug), from the English
  // pages' components with these words in the page's data (app/i18n/french-hotels.server.ts).
  hotels: {
    priceRanges: {
      Budget: "Petit budget",
      "Mid-range": "Milieu de gamme",
      Upscale: "Haut de gamme",
      Luxury: "Luxe",
    },
    types: {
      apartment: "Appartement",
      "beach resort": "Hôtel de plage",
      business: "Hôtel d'affaires",
      "guest house": "Maison d'hôtes",
      hotel: "Hôtel",
      luxury: "Luxe",
      resort: "Complexe hôtelier",
      budget: "Petit budget",
    },
    amenities: {
      wifi: "Wi-Fi gratuit",
      parking: "Parking",
      breakfast: "Petit-déjeuner",
      restaurant: "Restaurant",
      bar: "Bar",
      pool: "Piscine",
      gym: "Salle de sport",
      spa: "Spa",
      "air-conditioning": "Climatisation",
      "beach-access": "Accès à la plage",
      "conference-room": "Salles de réunion",
      "room-service": "Service en chambre",
      laundry: "Blanchisserie",
      garden: "Jardin",
      coffee: "Café",
    },
    filters: {
      fold: "Filtrer et trier les hôtels",
      foldOn: "Filtrer et trier les hôtels ({count} actifs)",
      form: "Filtrer les hôtels",
      heading: "Filtrer les hôtels",
      city: "Ville",
      allCities: "Toutes les villes",
      price: "Prix par nuit",
      anyPrice: "Tous les prix",
      bands: {
        "50-100": "De 50 à 100 $ US",
        "100-200": "De 100 à 200 $ US",
        "200-300": "De 200 à 300 $ US",
        "300+": "300 $ US et plus",
      },
      customPrice: "Fourchette de prix (en dollars US)",
      minimum: "Prix minimum",
      maximum: "Prix maximum",
      min: "Min.",
      max: "Max.",
      to: "à",
      rating: "Note des voyageurs",
      anyRating: "Toutes les notes",
      ratingUp: "{rating} étoiles et plus",
      type: "Type d'hébergement",
      allTypes: "Tous les types",
      sort: "Trier par",
      sorts: {
        recommended: "Notre sélection",
        "price-asc": "Prix croissant",
        "price-desc": "Prix décroissant",
        rating: "Note des voyageurs",
      },
      amenities: "Équipements",
      practical: "Infos pratiques",
      practicalHint: "Seulement les hôtels pour lesquels une source publique l'indique.",
      practicalLabels: {
        "backup-power": "Groupe électrogène ou secours",
        "mobile-money": "Mobile Money",
        "airport-pickup": "Navette aéroport",
      },
      knownFor: "connu pour {{known}} hôtels sur {{total}}",
      apply: "Appliquer",
      clear: "Effacer les filtres",
    },
    notes: {
      partner:
        "Nous pouvons toucher une commission si vous réservez chez notre partenaire, sans surcoût pour vous.",
      howWeEarn: "Comment nous sommes rémunérés",
      price:
        "Tarifs indicatifs par nuit, et non des offres en temps réel, chacun dans la devise donnée par sa source ; la page de chaque hôtel dit qui a donné son tarif et quand, ou qu'il n'est pas daté. La TVA ({{vat}}) et la taxe de tourisme ({{levy}}) peuvent s'y ajouter.",
      howWeList: "Comment nous choisissons et classons les hôtels (en anglais)",
      pagination: "Pages",
      previous: "Précédente",
      next: "Suivante",
      page: "Page {page}",
      breadcrumb: "Fil d'Ariane",
      cediNote:
        "Prix convertis (≈, environ) au cours de référence {{source}} du {{date}} ({{rate}} GH₵ pour 1 $ US) ; vous payez le prix annoncé par le partenaire.",
      cediSource: "de la Banque du Ghana",
      xofNote:
        "Prix en francs CFA (≈) au cours {{source}} du {{date}} (1 € = {{rate}} $ US) et à la parité fixe 1 € = 655,957 F CFA.",
    },
    list: {
      home: "Accueil",
      hotels: "Hôtels",
      title: "Hôtels au Ghana",
      titleIn: "Hôtels à {{city}}",
      metaPage: "{{title}} (page {{page}})",
      lead: "Comparez les hôtels du Ghana par ville, prix, note et équipements. Les prix sont des tarifs indicatifs par nuit, chacun dans la devise de sa source, avec leur équivalent en francs CFA ; la réservation se fait chez notre partenaire, en cedis ou en dollars US.",
      categories: "Catégories d'hôtels",
      luxury: {
        title: "Hôtels de luxe au Ghana",
        text: "Des adresses notées 4 et plus, du quartier d'affaires d'Accra jusqu'à la côte.",
      },
      budget: {
        title: "Hôtels pas chers à Accra",
        text: "Des chambres propres et sûres à moins de 75 $ US la nuit, à Osu, Labadi, East Legon et ailleurs.",
      },
      found_one: "{{count}} hôtel trouvé",
      found_other: "{{count}} hôtels trouvés",
      none: "Aucun hôtel trouvé à {{place}}",
      noneGhana: "Aucun hôtel trouvé au Ghana",
      noneHint: "Essayez avec moins de filtres, ou voyez tous les hôtels de notre liste.",
      showAll: "Voir tous les hôtels",
      gridLabel: "Hôtels",
      metaDescription:
        "Comparez {{count}} hôtels {{where}} par prix, note des voyageurs et équipements, de la maison d'hôtes au complexe de luxe. Prix indicatifs par nuit en cedis, en dollars US et en francs CFA.",
      inGhana: "au Ghana",
      inCity: "à {{city}}",
    },
    page: {
      title: "{{name}} à {{city}} : prix et infos pratiques",
      book: "Réserver votre séjour",
      perNight: " par nuit",
      oldRate: "Tarif ancien : annoncé il y a plus de 12 mois, attendez-vous à un autre prix.",
      viewOnMap: "Voir sur la carte",
      address: "Adresse",
      booking: "Réservation",
      bookingText:
        "Sur le site de notre partenaire de voyage, en cedis ghanéens (GHS) ou en dollars US. Les chambres, les tarifs et les conditions d'annulation y sont confirmés.",
      indicative:
        "Les prix et les notes sont indicatifs et peuvent changer : vérifiez le tarif du partenaire avant de réserver.",
      description: "À propos de l'hôtel",
      descriptionNote: "Cette présentation de l'hôtel n'existe pour l'instant qu'en anglais.",
      amenities: "Équipements",
      noAmenities:
        "Cet hôtel ne nous a pas encore indiqué ses équipements. La page de notre partenaire de voyage montre ce que proposent les chambres.",
      location: "Situation",
      mapTitle: "Situation de {{name}} au Ghana",
      mapCaption: "{{name}}, {{city}}, avec les aéroports du Ghana pour repère.",
      distances: "Distances à vol d'oiseau",
      distancesHint:
        "En ligne droite depuis la position de l'hôtel sur la carte ; par la route, c'est plus long.",
      moreIn: "Autres hôtels à {{city}}",
      guidesFor: "Guides de voyage pour {{city}} (en anglais)",
      photos: "Photos : {{name}}",
      contact: "Contacter {{name}}",
      email: "E-mail",
      phone: "Téléphone",
      whatsapp: "WhatsApp",
      contactGiven: "Coordonnées données par l'hôtel pour les voyageurs le {{date}}.",
      rooms_one: "{{count}} chambre",
      rooms_other: "{{count}} chambres",
      roomsLabel: "Chambres",
      metaDescription:
        "{{name}} à {{location}}, {{city}} : {{type}}, à partir d'environ {{price}} $ US la nuit (indicatif), noté {{rating}} sur 5. Équipements, infos pratiques et réservation.",
      notFound: "Hôtel introuvable",
    },
    // The words a French search finds a hotel's French page by (app/models/site-search.server.ts),
    // beside its name, place, type and amenities: how French readers ask for a price range.
    search: {
      hotel: "hôtel hébergement",
      priceRanges: {
        Budget: "petit budget pas cher bon marché économique",
        "Mid-range": "milieu de gamme prix moyen",
        Upscale: "haut de gamme",
        Luxury: "luxe haut de gamme",
      },
    },
    // The screen of a French hotel address that names no hotel (404) or one taken down (410),
    // sent in the error's data (app/routes/hotel.tsx's ErrorBoundary).
    missing: {
      title: "Hôtel introuvable",
      text: "Nous ne trouvons aucun hôtel à cette adresse : elle est peut-être incomplète ou mal orthographiée. Tous les hôtels de notre liste sont à un clic.",
      goneTitle: "Cet hôtel n'est plus référencé",
      gone: "Cet hôtel ne figure plus sur notre site. Les autres hôtels du Ghana sont à un clic.",
      back: { href: "/fr/hotels", label: "Voir tous les hôtels" },
      elsewhere: {
        label: "Ailleurs sur le site",
        links: [
          { href: "/fr", label: "Accueil en français" },
          { href: "/fr/blog", label: "Nos guides de voyage" },
          { href: "/fr/faq", label: "Questions fréquentes (FAQ)" },
          { href: "/fr/search", label: "Rechercher sur le site" },
        ],
      },
    },
    // Where a rate comes from and when, after the price (app/domain/hotels/rates.ts in English).
    rateSource: {
      undated: "non daté",
      unknownUndated: "tarif indicatif non daté, source non enregistrée",
      unknown: "tarif indicatif relevé le {{date}}, source non enregistrée",
      hotel: "annoncé par l'hôtel, {{date}}",
      partner: "relevé sur {{name}} le {{date}}",
      publication: "{{name}}, {{date}}",
    },
    // The practical facts block (app/components/hotel/practical-facts.tsx in English).
    facts: {
      heading: "Infos pratiques",
      intro:
        "Chaque information indique qui l'affirme et quand ; vérifiez auprès de l'hôtel avant de vous y fier.",
      labels: {
        "backup-power": "Électricité de secours",
        "water-tank": "Réserve d'eau",
        "hot-water": "Eau chaude",
        payment: "Paiement",
        "airport-pickup": "Navette aéroport",
        "gta-licence": "Licence de la Ghana Tourism Authority",
        "step-free": "Accès sans marche",
        "check-in": "Arrivée à partir de",
        "check-out": "Départ avant",
      },
      values: {
        whole: "Tout l'établissement, climatisation comprise",
        partial: "Une partie de l'établissement",
        none: "Aucune",
        yes: "Oui",
        no: "Non",
        cards: "Cartes bancaires",
        "mtn-momo": "MTN MoMo",
        "telecel-cash": "Telecel Cash",
        "at-money": "AT Money",
        cash: "Espèces",
        "cash-only": "Espèces uniquement",
        "us-dollars": "Dollars US",
        offered: "Proposée",
        "not-offered": "Non proposée",
        "not-as-arranged": "Pas venue comme convenu",
        entrance: "Entrée",
        room: "Une chambre",
        bathroom: "La salle de bains de la chambre",
      },
      hotel: "Annoncé par l'hôtel, {{date}}",
      hotelUndated: "Annoncé par l'hôtel",
      guests_one: "Signalé par {{count}} voyageur, dernier séjour en {{date}}",
      guests_other: "Signalé par {{count}} voyageurs, dernier séjour en {{date}}",
      guestsUndated_one: "Signalé par {{count}} voyageur",
      guestsUndated_other: "Signalé par {{count}} voyageurs",
      checked: "vérifié le {{date}}",
      earlierHotel: "L'hôtel indiquait « {{value}} » en {{date}}",
      earlierHotelUndated: "L'hôtel indiquait « {{value}} »",
      earlierGuests_one: "{{count}} voyageur a signalé « {{value}} », dernier séjour en {{date}}",
      earlierGuests_other:
        "{{count}} voyageurs ont signalé « {{value}} », dernier séjour en {{date}}",
      earlierPublication: "{{publisher}} indiquait « {{value}} », {{date}}",
      stayed: "Vous y avez séjourné ?",
      tell: "Racontez aux autres voyageurs",
      tellRest: "ce que vous avez trouvé : électricité, eau, paiement, navette.",
    },
    listing: {
      heading: "Existence de l'hôtel vérifiée le",
      old: "Dernière confirmation en {{year}} : la source publique la plus récente que nous ayons trouvée date d'avant 2021, l'hôtel a donc pu changer ou fermer depuis. Vérifiez auprès de lui avant de réserver.",
      undated:
        "Dernière confirmation : aucune de ses sources publiques n'est datée, l'hôtel a donc pu changer ou fermer depuis. Vérifiez auprès de lui avant de réserver.",
      sources: "Les sources publiques qui montrent que l'hôtel existe à l'adresse indiquée :",
    },
    stay: {
      checkin: "Arrivée",
      checkout: "Départ",
      adults: "Adultes",
      rooms: "Chambres",
      children: "Enfants",
      hint: "Pas de dates ? Nous reprenons vos dernières dates, ou une nuit à partir de ce soir.",
      bookNow: "Réserver",
      newTab: " (ouvre notre partenaire dans un nouvel onglet)",
      form: "Votre séjour à {{name}}",
      yourDates: "Vos dates",
      yourDatesHint: "pour chaque bouton Réserver du site",
      use: "Utiliser ces dates",
      forget: "Oublier mes dates",
      saved:
        "Vos dates sont enregistrées : chaque bouton Réserver du site les transmet désormais à notre partenaire.",
    },
  },
};
