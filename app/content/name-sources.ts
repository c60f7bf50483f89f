// Where each built-in name's meaning (and day, for a day name) was checked against a public page
// (issue 29), searched on 2026-11-25. A name no public source supported was taken out of the
// generator, and one a source contradicted was corrected (Komla is the Ewe Tuesday name, not
// Saturday's). Titles are as each page shows them; dates are the pages' own, where they show one.

/** A public page that states a name's meaning. */
export interface NameSource {
  publisher: string;
  title: string;
  url: string;
  date?: string;
}

export const NAME_SOURCES_CHECKED_ON = "2026-11-25";

const AKAN_DAYS: NameSource = {
  publisher: "The King's Cover",
  title: "Akan Day Names",
  url: "https://thekingscover.com/blogs/news/96078529-akan-day-names",
};
const AKAN_DAYS_BUYU: NameSource = {
  publisher: "Buyu Afrika",
  title: "Akan Day Names",
  date: "2019-02-03",
  url: "https://buyuafrika.wordpress.com/2019/02/03/akan-day-names/",
};
const FANTE_DAYS: NameSource = {
  publisher: "Fante Names (blog)",
  title: "Day names",
  date: "2011-06-17",
  url: "http://fantenames.blogspot.com/2011/06/day-names-day-names-are-automatic.html",
};
const FANTE_NAMING: NameSource = {
  publisher: "Konkonsah",
  title: "Fante naming and their meanings",
  date: "2022-02",
  url: "https://konkonsahgh.com/2022/02/fante-naming-and-their-meanings.html",
};
const AKAN_VARIANTS: NameSource = {
  publisher: "Profil Pelajar (German Wikipedia's text)",
  title: "Akan-Vorname",
  url: "https://profilpelajar.com/de/Akan-Vorname",
};
const AKAN_BIRTH_ORDER: NameSource = {
  publisher: "Ghana Culture Politics",
  title: "Names according to order of birth in Akan",
  url: "http://ghanaculturepolitics.com/order-of-birth-in-akan/",
};
const MONDAYS_CHILD: NameSource = {
  publisher: "The Generalist Academy",
  title: "Monday's child",
  date: "2019-10-07",
  url: "https://generalist.academy/2019/10/07/mondays-child/",
};
const EWE_NAMES: NameSource = {
  publisher: "Pancocojams",
  title: "Ewe names & four Ewe songs",
  date: "2012-12",
  url: "http://pancocojams.blogspot.com/2012/12/ewe-names-four-ewe-songs-by-sessime.html",
};
const EWE_DAYS: NameSource = {
  publisher: "Follow Katie C (blog)",
  title: "Fun facts about Ghana: What's in a name?",
  date: "2009-10-16",
  url: "http://follow-katie-c.blogspot.com/2009/10/fun-facts-about-ghana.html",
};
const EWE_DAYS_GUDI: NameSource = {
  publisher: "Gudi in Ghana (blog)",
  title: "Names and Birthday",
  date: "2014-10-30",
  url: "http://gudi-in-ghana.blogspot.com/2014/10/names-and-birthday.html",
};
const GA_NII_NAA: NameSource = {
  publisher: "Ghana News Agency",
  title: "Sustaining the Ga Tradition with the unique naming pattern",
  date: "2024-07-02",
  url: "https://gna.org.gh/2024/07/sustaining-the-ga-tradition-with-the-unique-naming-pattern/",
};
const GA_NII_NAA_HISTORY: NameSource = {
  publisher: "GhanaWeb",
  title: "The history behind 'Nii' and 'Naa' in Ga names",
  date: "2020-06-07",
  url: "https://mobile.ghanaweb.com/GhanaHomePage/NewsArchive/The-history-behind-Nii-and-Naa-in-Ga-names-973261",
};
const YORUBA_GELAX: NameSource = {
  publisher: "Gelax Chatroom",
  title: "Yoruba Names & Their Meanings",
  url: "https://gelaxchatroom.com/yoruba-names-their-meanings/",
};
const YORUBA_TAGVAULT: NameSource = {
  publisher: "TagVault",
  title: "107+ Yoruba Names (Culture & Tradition)",
  url: "https://tagvault.org/blog/yoruba-names",
};
const YORUBA_REDDIT: NameSource = {
  publisher: "r/namenerds",
  title: "Yoruba (Nigerian) names – a full sentence in one name!",
  date: "2020-07-26",
  url: "https://redlib.manerakai.com/r/namenerds/comments/hxx3b3/yoruba_nigerian_names_a_full_sentence_in_one_name",
};
const NIGERIA_LESOTHO_NAMES: NameSource = {
  publisher: "Hestories",
  title: "Sesotho names & names of kids around the world (Nigeria: Olumide)",
  url: "http://hestories.info/sesotho-names--names-of-kids-around-the-world.html",
};
const IGBO_NNEWI: NameSource = {
  publisher: "Nnewi City",
  title: "The Meaning Behind Popular Igbo Names and Their Origins",
  url: "https://nnewicity.com/the-meaning-behind-popular-igbo-names-and-their-origins/",
};
const IGBO_OIROEGBU: NameSource = {
  publisher: "O. I. Roegbu",
  title: "What's in a Name?",
  url: "https://oiroegbu.com/african-names/",
};
const IGBO_VIVA: NameSource = {
  publisher: "Viva Naija",
  title: "Ka ndi Igbo si abu AFA: the way the Igbos name people",
  url: "https://viva-naija.com/ka-ndi-igbo-si-abu-afa-the-way-the-igbos-name-people-emeka-ezekwesili/",
};
const IGBO_DOVE: NameSource = {
  publisher: "Dove of the Silence (blog)",
  title: "Igbo Names",
  date: "2009-07-23",
  url: "http://doveofthesilence.blogspot.com/2009/07/igbo-names.html",
};
const IGBO_CUTTHEBABBLE: NameSource = {
  publisher: "Cut the Babble",
  title: "Igbo names",
  url: "http://cutthebabble.com/igbo-names/",
};
const HAUSA_DAYS: NameSource = {
  publisher: "Nairaland",
  title: "Traditional Hausa Names And Their Meanings",
  date: "2023-10-29",
  url: "https://www.nairaland.com/7893418/traditional-hausa-names-meanings",
};
const KIKUYU_CLANS: NameSource = {
  publisher: "Kenyan History",
  title: "Kikuyu clans and their attributes",
  date: "2013-11-17",
  url: "https://kenyanhistory.wordpress.com/2013/11/17/kikuyu-clans-and-their-attributes/",
};
const KIKUYU_GITHAKA: NameSource = {
  publisher: "Githaka",
  title: "The story of Gikuyu and Mumbi",
  url: "https://githaka.com/the-story-of-gikuyu-and-mumbi",
};
const SWAHILI_WATCH: NameSource = {
  publisher: "Watch This TV",
  title: "Swahili First Names and Meanings",
  url: "https://watchthistv.com/swahili-first-names-and-meanings",
};
const SWAHILI_SPIRITUAL: NameSource = {
  publisher: "Best Middle Names for Baby",
  title: "Swahili Names with Spiritual or Religious Connotations",
  url: "https://www.bestmiddlenamesforbaby.com/17433-swahili-names-with-spiritual-or-religious-connotations",
};
const LUO_AGAPE: NameSource = {
  publisher: "The Agape Pages (blog)",
  title: "Playing the Kenyan Name Game",
  date: "2011-08-22",
  url: "https://theagapepages.blogspot.com/2011/08/playing-kenyan-name-game.html",
};
const LUO_PAUKWA: NameSource = {
  publisher: "Paukwa",
  title: "Naming ceremonies in Nilotic communities: Luo and Maasai",
  url: "https://paukwa.or.ke/story-series/kerites/birth-and-naming-rites/naming-ceremonies-in-nilotic-communities-luo-and-maasai",
};
const KAMBA_NAMES: NameSource = {
  publisher: "LiquiSearch (Wikipedia's text)",
  title: "Kamba people: Naming and Kamba names",
  url: "https://liquisearch.com/kamba_people/naming_and_kamba_names",
};
const KAMBA_MUTUKU: NameSource = {
  publisher: "Mutuku Daniel (blog)",
  title: "Naming among the Kamba community",
  date: "2019-09",
  url: "https://mutukudaniel.blogspot.com/2019/09/naming-among-kamba-community.html",
};
const KALENJIN_NAMES: NameSource = {
  publisher: "Mkenya Leo",
  title: "19 interesting Kalenjin names with their meanings",
  url: "https://mkenyaleo.co.ke/19-interesting-kalenjin-names-with-their-meanings",
};
const KALENJIN_RUNNERS: NameSource = {
  publisher: "Enda Sportswear",
  title: "Popular Kenyan runners: what's in their names?",
  url: "https://ke.endasportswear.com/blogs/news/popular-kenyan-runners-whats-in-their-names",
};
const ETHIOPIA_TYPICAL: NameSource = {
  publisher: "Typical Ethiopian",
  title: "Ethiopian names: 100 special names for boys and girls with meanings",
  url: "https://typicalethiopian.com/ethiopian-names-100-special-names-for-boys-girls-with-meanings",
};
const ETHIOPIA_ABEBA: NameSource = {
  publisher: "Ethiopia (limbo13)",
  title: "Abeba",
  url: "https://ethiopia.limbo13.com/index.php/abeba/",
};
const ETHIOPIA_GOREBET: NameSource = {
  publisher: "Gorebet",
  title: "Names in Ethiopia",
  url: "https://www.gorebet.com/names-in-ethiopia/",
};
const COLLOQUIAL_AMHARIC: NameSource = {
  publisher: "Routledge (Taylor & Francis)",
  title: "Colloquial Amharic: notes on the Ethiopian system of personal names",
  url: "https://www.taylorfrancis.com/books/9780203826805/chapters/10.4324%2F9780203826805-8",
};
const ETHIOPIA_SNUGGY: NameSource = {
  publisher: "Snuggy Mom",
  title: "Amharic Boy Names",
  url: "https://snuggymom.com/amharic-boy-names",
};
const ETHIOPIA_MALE: NameSource = {
  publisher: "Assendelft",
  title: "Discover Unique Ethiopian Male Names and Their Beautiful Meanings",
  url: "https://assendelft.co.za/posts/morocco-in-june-weather",
};
const ETHIOPIA_DAUGHTER: NameSource = {
  publisher: "Our Ethiopian Daughter (blog)",
  title: "Baby names",
  url: "http://ourethiopiandaughter.weebly.com/adoption-blog/baby-names",
};
const OROMO_LIGHT: NameSource = {
  publisher: "With Eyes Like Mine (blog, quoting EthioMed)",
  title: "Finding Meaning in Ethiopian Names",
  date: "2008-07",
  url: "http://witheyeslikemine.blogspot.com/2008/07/finding-meaning-in-ethiopian-names.html",
};
const OROMO_MOTI: NameSource = {
  publisher: "Bilisummaa (from the BBC)",
  title: "The Oromo changing their names as a show of pride",
  url: "https://bilisummaa.com/the-oromo-changing-their-names-as-a-show-of-pride/",
};
const TIGRINYA_AWATE: NameSource = {
  publisher: "Awate",
  title: "Eritrean Names: An Anguished Search For The “Bleeding-Age”",
  url: "http://awate.com/eritrean-names-an-anguished-search-for-the-bleeding-age/",
};
const ZULU_KIINDRED: NameSource = {
  publisher: "Kiindred",
  title: "Zulu baby boy names",
  url: "https://kiindred.co/baby-name/zulu-baby-boy-names/",
};
const ZULU_NAMESFLARE: NameSource = {
  publisher: "Names Flare",
  title: "List of Zulu names",
  url: "https://namesflare.com/list-of-zulu-names",
};
const ZULU_BABYS: NameSource = {
  publisher: "Babys.name",
  title: "Zulu Baby Name Meaning",
  url: "https://babys.name/article-zulu-baby-name-meaning-12345",
};
const ZULU_ULWAZI: NameSource = {
  publisher: "Ulwazi Programme",
  title: "What's in a Name?",
  url: "https://www.ulwaziprogramme.org/tag/imbeleko/",
};
const ZULU_UPENN: NameSource = {
  publisher: "University of Pennsylvania, African Studies Center",
  title: "Naming in Zulu",
  url: "http://www.africa.upenn.edu/afl/materials/testing/zulu_names.html",
};
const ZULU_LAURA: NameSource = {
  publisher: "Laura in Africa (blog)",
  title: "the name game",
  date: "2013-02-10",
  url: "https://laurafrica.wordpress.com/2013/02/10/the-name-game/",
};
const XHOSA_MUTTERER: NameSource = {
  publisher: "Maundering Mutterer (blog)",
  title: "Names, names, names",
  date: "2010-08-05",
  url: "http://maunderingmutterer.blogspot.com/2010/08/names-names-names.html",
};
const SOTHO_BASOTHO: NameSource = {
  publisher: "Make-up, music, money, me (blog)",
  title: "Traditional Basotho Names",
  date: "2014-07-19",
  url: "http://make-upmusicmoneyme.blogspot.com/2014/07/traditional-basotho-names.html",
};
const SOTHO_STUDY: NameSource = {
  publisher: "123dok",
  title: "Given names which express satisfaction and happiness (a Northern Sotho study)",
  url: "https://123dok.com/za/article/given-names-which-express-satisfaction-and-happiness.10698038",
};
const SOTHO_BRIEFLY: NameSource = {
  publisher: "Briefly News",
  title: "100 Sotho names for boys and girls",
  url: "https://briefly.co.za/facts-lifehacks/134924-100-sotho-names-boys-girls-beautiful-local-names-children/",
};
const TSWANA_NAMES: NameSource = {
  publisher: "Gonna Find My Way (blog)",
  title: "What Does Your Name Mean?",
  date: "2012-02-05",
  url: "http://gonnafindmyway.blogspot.com/2012/02/what-does-your-name-mean.html",
};
const TSWANA_BOYS: NameSource = {
  publisher: "Daybook",
  title: "Popular Botswanian Baby Boy Names and Their Meanings",
  url: "https://daybook.space/botswanian-baby-boy-names",
};

const each = (names: string, sources: readonly NameSource[]) =>
  Object.fromEntries(names.split(" ").map((name) => [name, sources]));

/** Name -> the public pages that state its meaning (and day). */
export const nameSources: Readonly<Record<string, readonly NameSource[]>> = {
  ...each("Kwasi Akosua Kwadwo Adwoa Kwabena Abena Akua Yaw Yaa Afua Ama", [
    AKAN_DAYS,
    AKAN_DAYS_BUYU,
    FANTE_DAYS,
  ]),
  Kwaku: [AKAN_DAYS, AKAN_DAYS_BUYU, FANTE_DAYS],
  Kofi: [AKAN_DAYS, FANTE_NAMING, FANTE_DAYS],
  Kwame: [AKAN_DAYS, AKAN_DAYS_BUYU, FANTE_DAYS],
  ...each("Adwoa Afua", [AKAN_DAYS, AKAN_VARIANTS, FANTE_DAYS]),
  Nyamekye: [MONDAYS_CHILD],
  Manu: [MONDAYS_CHILD, FANTE_NAMING],
  ...each("Mensah Badu", [AKAN_BIRTH_ORDER]),
  ...each("Mawuli Senyo Selorm", [EWE_NAMES]),
  ...each("Komla Abla Yawa", [EWE_DAYS, EWE_DAYS_GUDI]),
  ...each("Nii Naa", [GA_NII_NAA, GA_NII_NAA_HISTORY]),
  ...each("Taiwo Kehinde", [YORUBA_GELAX, YORUBA_REDDIT]),
  Babatunde: [YORUBA_GELAX, YORUBA_TAGVAULT],
  ...each("Ayo Funmilayo Bolanle", [YORUBA_TAGVAULT]),
  Adebayo: [YORUBA_TAGVAULT, YORUBA_REDDIT],
  Temitope: [
    {
      publisher: "Namepedia",
      title: "Temitope",
      url: "https://namepedia.name/temitope",
    },
  ],
  Titilayo: [
    {
      publisher: "Name Lore",
      title: "Titilayo: exploring meaning of the name",
      url: "https://namelore.net/?p=7957",
    },
  ],
  Olumide: [NIGERIA_LESOTHO_NAMES],
  Uchenna: [IGBO_OIROEGBU, IGBO_CUTTHEBABBLE],
  Chukwuemeka: [IGBO_VIVA, IGBO_OIROEGBU],
  Obinna: [IGBO_NNEWI, IGBO_DOVE],
  Ngozi: [IGBO_DOVE],
  ...each("Danjuma Danladi Jummai Ladi Talatu Laraba", [HAUSA_DAYS]),
  ...each("Wanjiru Wanjiku Wambui Wairimu Wangari Nyambura", [KIKUYU_CLANS, KIKUYU_GITHAKA]),
  ...each("Imani Amani Baraka Zawadi", [SWAHILI_WATCH, SWAHILI_SPIRITUAL]),
  ...each("Juma Jabari", [SWAHILI_WATCH]),
  ...each("Neema Rehema", [SWAHILI_SPIRITUAL]),
  ...each("Otieno Ochieng Odhiambo Okoth", [LUO_AGAPE, LUO_PAUKWA]),
  ...each("Atieno Achieng Adhiambo Akoth Anyango", [LUO_PAUKWA]),
  ...each("Kioko Mutuku Nduku Mumbua Wayua", [KAMBA_NAMES, KAMBA_MUTUKU]),
  ...each("Kiprop Cherop Kibet Chebet Kipkoech", [KALENJIN_NAMES, KALENJIN_RUNNERS]),
  Abebe: [ETHIOPIA_ABEBA, ETHIOPIA_GOREBET],
  Abeba: [ETHIOPIA_ABEBA],
  Tesfaye: [ETHIOPIA_SNUGGY],
  Haile: [COLLOQUIAL_AMHARIC, ETHIOPIA_SNUGGY],
  ...each("Biruk Fikir", [ETHIOPIA_MALE]),
  Selam: [ETHIOPIA_TYPICAL, ETHIOPIA_DAUGHTER],
  ...each("Kidus Zelalem Bereket", [ETHIOPIA_TYPICAL]),
  ...each("Mulugeta Amarech", [COLLOQUIAL_AMHARIC]),
  Selamawit: [ETHIOPIA_DAUGHTER],
  Gemechu: [ETHIOPIA_MALE],
  ...each("Ibsaa Ibsituu", [OROMO_LIGHT]),
  Moti: [OROMO_MOTI],
  ...each("Warsay Ghidey Tiebe", [TIGRINYA_AWATE]),
  ...each("Sipho Mandla", [ZULU_KIINDRED]),
  ...each("Nkosinathi", [ZULU_NAMESFLARE]),
  Thandiwe: [ZULU_NAMESFLARE, ZULU_ULWAZI, ZULU_UPENN],
  ...each("Sibusiso Jabulani Themba Ayanda Lwazi", [ZULU_BABYS]),
  Nomvula: [ZULU_ULWAZI, ZULU_BABYS],
  Zanele: [ZULU_LAURA],
  Thando: [ZULU_NAMESFLARE],
  Siyabonga: [XHOSA_MUTTERER],
  ...each("Mpho Thabo Lerato Palesa", [SOTHO_BASOTHO]),
  Karabo: [SOTHO_STUDY],
  Dineo: [SOTHO_BRIEFLY, SOTHO_STUDY],
  Neo: [TSWANA_NAMES, SOTHO_STUDY],
  Tshepo: [SOTHO_STUDY, TSWANA_BOYS],
  Refilwe: [SOTHO_STUDY],
};
