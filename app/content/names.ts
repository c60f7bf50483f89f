// Built-in name records for the African Name Generator.
// Meanings follow common usage in each language; many African names also carry
// family, clan or circumstance meanings that differ from household to household.
// Each name's meaning (and day, for a day name) is checked against a public page listed in
// app/content/name-sources.ts; a name no source supports is left out rather than guessed.

export type NameGender = "Male" | "Female" | "Unisex";
export type NameCountry = "ghana" | "nigeria" | "kenya" | "ethiopia" | "southafrica";

export interface NameRecord {
  name: string;
  meaning: string;
  origin: string;
  gender: NameGender;
  pronunciation: string;
}

const AKAN = "Akan (Twi/Fante)";

const ghana: readonly NameRecord[] = [
  // The 14 Akan day names (kradin): every Akan child carries the name of the weekday of birth.
  {
    name: "Kwasi",
    meaning: "Born on Sunday. Fante form: Kwesi.",
    origin: AKAN,
    gender: "Male",
    pronunciation: "KWAH-see",
  },
  {
    name: "Akosua",
    meaning: "Born on Sunday. Fante form: Esi.",
    origin: AKAN,
    gender: "Female",
    pronunciation: "ah-KOH-soo-ah",
  },
  {
    name: "Kwadwo",
    meaning: "Born on Monday. Often spelled Kojo or Kodwo.",
    origin: AKAN,
    gender: "Male",
    pronunciation: "KWAH-joh",
  },
  {
    name: "Adwoa",
    meaning: "Born on Monday. Also spelled Adjoa.",
    origin: AKAN,
    gender: "Female",
    pronunciation: "AH-jwah",
  },
  {
    name: "Kwabena",
    meaning: "Born on Tuesday. Fante form: Kobina or Ebo.",
    origin: AKAN,
    gender: "Male",
    pronunciation: "kwah-BEH-nah",
  },
  {
    name: "Abena",
    meaning: "Born on Tuesday. Also written Abenaa; Fante form: Araba.",
    origin: AKAN,
    gender: "Female",
    pronunciation: "ah-BEH-nah",
  },
  {
    name: "Kwaku",
    meaning: "Born on Wednesday (Wukuada, the day associated with the spider). Fante form: Kweku.",
    origin: AKAN,
    gender: "Male",
    pronunciation: "KWAH-koo",
  },
  {
    name: "Akua",
    meaning: "Born on Wednesday. Fante form: Ekua.",
    origin: AKAN,
    gender: "Female",
    pronunciation: "AH-kwah",
  },
  {
    name: "Yaw",
    meaning: "Born on Thursday. Fante form: Ekow.",
    origin: AKAN,
    gender: "Male",
    pronunciation: "YOW",
  },
  {
    name: "Yaa",
    meaning: "Born on Thursday. Fante form: Aba.",
    origin: AKAN,
    gender: "Female",
    pronunciation: "YAH",
  },
  {
    name: "Kofi",
    meaning: "Born on Friday. Kofi Annan, the UN Secretary-General, was a Friday-born Fante.",
    origin: AKAN,
    gender: "Male",
    pronunciation: "KOH-fee",
  },
  {
    name: "Afua",
    meaning: "Born on Friday. Also spelled Afia; Fante form: Efua.",
    origin: AKAN,
    gender: "Female",
    pronunciation: "AH-foo-ah",
  },
  {
    name: "Kwame",
    meaning: "Born on Saturday. Fante form: Kwamena. Borne by Kwame Nkrumah, Ghana's first leader.",
    origin: AKAN,
    gender: "Male",
    pronunciation: "KWAH-meh",
  },
  {
    name: "Ama",
    meaning: "Born on Saturday. Also spelled Amma.",
    origin: AKAN,
    gender: "Female",
    pronunciation: "AH-mah",
  },
  // Other Akan names
  {
    name: "Nyamekye",
    meaning: "Given to a child born after the parents had long hoped for one (Onyame, God).",
    origin: AKAN,
    gender: "Unisex",
    pronunciation: "nyah-MEH-chay",
  },
  {
    name: "Manu",
    meaning: "Second-born son (a birth-order name).",
    origin: AKAN,
    gender: "Male",
    pronunciation: "MAH-noo",
  },
  {
    name: "Mensah",
    meaning: "Third-born son (a birth-order name; also written Mensa).",
    origin: AKAN,
    gender: "Male",
    pronunciation: "MEN-sah",
  },
  {
    name: "Badu",
    meaning: "Tenth-born son (a birth-order name).",
    origin: AKAN,
    gender: "Male",
    pronunciation: "BAH-doo",
  },
  // Ewe
  {
    name: "Mawuli",
    meaning: "God exists; there is God.",
    origin: "Ewe",
    gender: "Male",
    pronunciation: "mah-WOO-lee",
  },
  {
    name: "Senyo",
    meaning: "God (destiny) is good.",
    origin: "Ewe",
    gender: "Unisex",
    pronunciation: "SEN-yoh",
  },
  {
    name: "Selorm",
    meaning: "Destiny (God) loves me.",
    origin: "Ewe",
    gender: "Unisex",
    pronunciation: "seh-LAWM",
  },
  {
    name: "Komla",
    meaning: "Born on Tuesday (Ewe day name).",
    origin: "Ewe",
    gender: "Male",
    pronunciation: "KOM-lah",
  },
  {
    name: "Abla",
    meaning: "Born on Tuesday (Ewe day name).",
    origin: "Ewe",
    gender: "Female",
    pronunciation: "AH-blah",
  },
  {
    name: "Yawa",
    meaning: "Born on Thursday (Ewe day name).",
    origin: "Ewe",
    gender: "Female",
    pronunciation: "YAH-wah",
  },
  // Ga
  {
    name: "Nii",
    meaning:
      "King, chief: an honorific carried by many Ga men, recalling royal and ancestral descent.",
    origin: "Ga",
    gender: "Male",
    pronunciation: "NEE",
  },
  {
    name: "Naa",
    meaning: "Queen: an honorific carried by many Ga women, recalling royal and ancestral descent.",
    origin: "Ga",
    gender: "Female",
    pronunciation: "NAH",
  },
];

const nigeria: readonly NameRecord[] = [
  // Yoruba
  {
    name: "Ayo",
    meaning: "Joy; also a short form of names such as Ayomide, 'my joy has come'.",
    origin: "Yoruba",
    gender: "Unisex",
    pronunciation: "AH-yoh",
  },
  {
    name: "Temitope",
    meaning: "What I have is worthy of thanks.",
    origin: "Yoruba",
    gender: "Unisex",
    pronunciation: "teh-mee-TOH-peh",
  },
  {
    name: "Taiwo",
    meaning: "Taste the world: the first-born of twins.",
    origin: "Yoruba",
    gender: "Unisex",
    pronunciation: "TY-woh",
  },
  {
    name: "Kehinde",
    meaning: "The one who came after: the second-born of twins.",
    origin: "Yoruba",
    gender: "Unisex",
    pronunciation: "keh-HEEN-deh",
  },
  {
    name: "Adebayo",
    meaning: "He came in a joyful time (ade: crown).",
    origin: "Yoruba",
    gender: "Male",
    pronunciation: "ah-deh-BAH-yoh",
  },
  {
    name: "Olumide",
    meaning: "My Lord has come.",
    origin: "Yoruba",
    gender: "Male",
    pronunciation: "oh-loo-MEE-deh",
  },
  {
    name: "Babatunde",
    meaning:
      "Father has returned: given to a boy believed to bring back a father of the family who has died.",
    origin: "Yoruba",
    gender: "Male",
    pronunciation: "bah-bah-TOON-deh",
  },
  {
    name: "Funmilayo",
    meaning: "Give me joy.",
    origin: "Yoruba",
    gender: "Female",
    pronunciation: "foon-mee-LAH-yoh",
  },
  {
    name: "Titilayo",
    meaning: "Joy without end; everlasting happiness.",
    origin: "Yoruba",
    gender: "Female",
    pronunciation: "tee-tee-LAH-yoh",
  },
  {
    name: "Bolanle",
    meaning: "Born into wealth.",
    origin: "Yoruba",
    gender: "Female",
    pronunciation: "boh-LAHN-leh",
  },
  // Igbo
  {
    name: "Uchenna",
    meaning: "The father's will (nna, father, also stands for God).",
    origin: "Igbo",
    gender: "Unisex",
    pronunciation: "oo-CHEN-nah",
  },
  {
    name: "Chukwuemeka",
    meaning: "God has done well.",
    origin: "Igbo",
    gender: "Male",
    pronunciation: "chook-woo-eh-MEH-kah",
  },
  {
    name: "Obinna",
    meaning: "Father's heart.",
    origin: "Igbo",
    gender: "Male",
    pronunciation: "oh-BEEN-nah",
  },
  {
    name: "Ngozi",
    meaning: "Blessing.",
    origin: "Igbo",
    gender: "Female",
    pronunciation: "n-GOH-zee",
  },
  // Hausa
  {
    name: "Danjuma",
    meaning: "Boy born on Friday (Juma'a).",
    origin: "Hausa",
    gender: "Male",
    pronunciation: "dahn-JOO-mah",
  },
  {
    name: "Danladi",
    meaning: "Boy born on Sunday (Lahadi).",
    origin: "Hausa",
    gender: "Male",
    pronunciation: "dahn-LAH-dee",
  },
  {
    name: "Jummai",
    meaning: "Girl born on Friday (Juma'a).",
    origin: "Hausa",
    gender: "Female",
    pronunciation: "joom-MY",
  },
  {
    name: "Ladi",
    meaning: "Girl born on Sunday (Lahadi).",
    origin: "Hausa",
    gender: "Female",
    pronunciation: "LAH-dee",
  },
  {
    name: "Talatu",
    meaning: "Girl born on Tuesday (Talata).",
    origin: "Hausa",
    gender: "Female",
    pronunciation: "tah-LAH-too",
  },
  {
    name: "Laraba",
    meaning: "Girl born on Wednesday (Laraba).",
    origin: "Hausa",
    gender: "Female",
    pronunciation: "lah-RAH-bah",
  },
];

const kenya: readonly NameRecord[] = [
  // Kikuyu: the clan names of the nine daughters of Gikuyu and Mumbi
  {
    name: "Wanjiru",
    meaning:
      "One of the nine daughters of Gikuyu and Mumbi, the ancestors of the Kikuyu; the Anjiru clan traces its line to her.",
    origin: "Kikuyu",
    gender: "Female",
    pronunciation: "wahn-JEE-roo",
  },
  {
    name: "Wanjiku",
    meaning:
      "One of the nine daughters of Gikuyu and Mumbi, the ancestors of the Kikuyu; the Anjiku clan traces its line to her.",
    origin: "Kikuyu",
    gender: "Female",
    pronunciation: "wahn-JEE-koo",
  },
  {
    name: "Wambui",
    meaning:
      "One of the nine daughters of Gikuyu and Mumbi; the Ambui clan traces its line to her.",
    origin: "Kikuyu",
    gender: "Female",
    pronunciation: "wahm-BOO-ee",
  },
  {
    name: "Wairimu",
    meaning:
      "One of the nine daughters of Gikuyu and Mumbi; the Airimu clan traces its line to her.",
    origin: "Kikuyu",
    gender: "Female",
    pronunciation: "wy-REE-moo",
  },
  {
    name: "Wangari",
    meaning:
      "One of the nine daughters of Gikuyu and Mumbi; the Angari clan traces its line to her.",
    origin: "Kikuyu",
    gender: "Female",
    pronunciation: "wahn-GAH-ree",
  },
  {
    name: "Nyambura",
    meaning:
      "One of the nine daughters of Gikuyu and Mumbi, also called Wakiuru; the Ethaga clan traces its line to her.",
    origin: "Kikuyu",
    gender: "Female",
    pronunciation: "nyahm-BOO-rah",
  },
  // Swahili
  {
    name: "Imani",
    meaning: "Faith.",
    origin: "Swahili",
    gender: "Unisex",
    pronunciation: "ee-MAH-nee",
  },
  {
    name: "Amani",
    meaning: "Peace.",
    origin: "Swahili",
    gender: "Unisex",
    pronunciation: "ah-MAH-nee",
  },
  {
    name: "Baraka",
    meaning: "Blessing.",
    origin: "Swahili",
    gender: "Male",
    pronunciation: "bah-RAH-kah",
  },
  {
    name: "Juma",
    meaning: "Born on Friday.",
    origin: "Swahili",
    gender: "Male",
    pronunciation: "JOO-mah",
  },
  {
    name: "Jabari",
    meaning: "Brave, fearless.",
    origin: "Swahili",
    gender: "Male",
    pronunciation: "jah-BAH-ree",
  },
  {
    name: "Zawadi",
    meaning: "Gift.",
    origin: "Swahili",
    gender: "Female",
    pronunciation: "zah-WAH-dee",
  },
  {
    name: "Neema",
    meaning: "Grace.",
    origin: "Swahili",
    gender: "Female",
    pronunciation: "neh-EH-mah",
  },
  {
    name: "Rehema",
    meaning: "Mercy, compassion.",
    origin: "Swahili",
    gender: "Female",
    pronunciation: "reh-HEH-mah",
  },
  // Luo: names for the time or circumstances of birth (O- for boys, A- for girls)
  {
    name: "Otieno",
    meaning: "Boy born at night.",
    origin: "Luo",
    gender: "Male",
    pronunciation: "oh-tee-EH-noh",
  },
  {
    name: "Atieno",
    meaning: "Girl born at night.",
    origin: "Luo",
    gender: "Female",
    pronunciation: "ah-tee-EH-noh",
  },
  {
    name: "Ochieng",
    meaning: "Boy born when the sun is high.",
    origin: "Luo",
    gender: "Male",
    pronunciation: "oh-chee-ENG",
  },
  {
    name: "Achieng",
    meaning: "Girl born when the sun is high.",
    origin: "Luo",
    gender: "Female",
    pronunciation: "ah-chee-ENG",
  },
  {
    name: "Odhiambo",
    meaning: "Boy born in the afternoon, towards evening.",
    origin: "Luo",
    gender: "Male",
    pronunciation: "oh-thee-AHM-boh",
  },
  {
    name: "Adhiambo",
    meaning: "Girl born in the afternoon, towards evening.",
    origin: "Luo",
    gender: "Female",
    pronunciation: "ah-thee-AHM-boh",
  },
  {
    name: "Okoth",
    meaning: "Boy born while it was raining.",
    origin: "Luo",
    gender: "Male",
    pronunciation: "oh-KOTH",
  },
  {
    name: "Akoth",
    meaning: "Girl born while it was raining.",
    origin: "Luo",
    gender: "Female",
    pronunciation: "ah-KOTH",
  },
  {
    name: "Anyango",
    meaning: "Girl born in mid-morning.",
    origin: "Luo",
    gender: "Female",
    pronunciation: "ah-NYAHN-goh",
  },
  // Kamba
  {
    name: "Kioko",
    meaning: "Boy born in the morning.",
    origin: "Kamba",
    gender: "Male",
    pronunciation: "kee-OH-koh",
  },
  {
    name: "Mutuku",
    meaning: "Boy born at night.",
    origin: "Kamba",
    gender: "Male",
    pronunciation: "moo-TOO-koo",
  },
  {
    name: "Nduku",
    meaning: "Girl born at night.",
    origin: "Kamba",
    gender: "Female",
    pronunciation: "n-DOO-koo",
  },
  {
    name: "Mumbua",
    meaning: "Girl born in the time of rain.",
    origin: "Kamba",
    gender: "Female",
    pronunciation: "moom-BOO-ah",
  },
  {
    name: "Wayua",
    meaning: "Girl born in a time of famine.",
    origin: "Kamba",
    gender: "Female",
    pronunciation: "wah-YOO-ah",
  },
  // Kalenjin: Kip- for boys, Che-/Chep- for girls
  {
    name: "Kiprop",
    meaning: "Boy born in the rainy season.",
    origin: "Kalenjin",
    gender: "Male",
    pronunciation: "KEEP-rop",
  },
  {
    name: "Cherop",
    meaning: "Girl born in the rainy season.",
    origin: "Kalenjin",
    gender: "Female",
    pronunciation: "CHEH-rop",
  },
  {
    name: "Kibet",
    meaning: "Boy born around midday.",
    origin: "Kalenjin",
    gender: "Male",
    pronunciation: "KEE-bet",
  },
  {
    name: "Chebet",
    meaning: "Girl born around midday.",
    origin: "Kalenjin",
    gender: "Female",
    pronunciation: "CHEH-bet",
  },
  {
    name: "Kipkoech",
    meaning: "Boy born very early in the morning, towards dawn.",
    origin: "Kalenjin",
    gender: "Male",
    pronunciation: "keep-KOH-etch",
  },
];

const ethiopia: readonly NameRecord[] = [
  // Amharic
  {
    name: "Abebe",
    meaning: "He has blossomed (from abeba, flower).",
    origin: "Amharic",
    gender: "Male",
    pronunciation: "ah-BEH-beh",
  },
  {
    name: "Abeba",
    meaning: "Flower, as in Addis Ababa, 'new flower'.",
    origin: "Amharic",
    gender: "Female",
    pronunciation: "ah-BEH-bah",
  },
  {
    name: "Tesfaye",
    meaning: "My hope.",
    origin: "Amharic",
    gender: "Male",
    pronunciation: "tes-FAH-yeh",
  },
  {
    name: "Haile",
    meaning: "Power, might, as in Haile Selassie, 'Power of the Trinity'.",
    origin: "Amharic",
    gender: "Male",
    pronunciation: "HY-leh",
  },
  {
    name: "Biruk",
    meaning: "Blessed.",
    origin: "Amharic",
    gender: "Male",
    pronunciation: "bee-ROOK",
  },
  {
    name: "Selam",
    meaning: "Peace.",
    origin: "Amharic",
    gender: "Female",
    pronunciation: "seh-LAHM",
  },
  {
    name: "Fikir",
    meaning: "Love.",
    origin: "Amharic",
    gender: "Female",
    pronunciation: "FIH-kir",
  },
  {
    name: "Kidus",
    meaning: "Blessed.",
    origin: "Amharic",
    gender: "Male",
    pronunciation: "kee-DOOS",
  },
  {
    name: "Zelalem",
    meaning: "Eternal.",
    origin: "Amharic",
    gender: "Male",
    pronunciation: "zeh-LAH-lem",
  },
  {
    name: "Bereket",
    meaning: "Gift of God.",
    origin: "Amharic",
    gender: "Male",
    pronunciation: "beh-REH-ket",
  },
  {
    name: "Mulugeta",
    meaning: "Complete master.",
    origin: "Amharic",
    gender: "Male",
    pronunciation: "moo-loo-GEH-tah",
  },
  {
    name: "Selamawit",
    meaning: "She is peaceful.",
    origin: "Amharic",
    gender: "Female",
    pronunciation: "seh-LAH-mah-weet",
  },
  {
    name: "Amarech",
    meaning: "She is beautiful.",
    origin: "Amharic",
    gender: "Female",
    pronunciation: "ah-MAH-rech",
  },
  // Oromo
  {
    name: "Gemechu",
    meaning: "Joy, happiness (gammachuu).",
    origin: "Oromo",
    gender: "Male",
    pronunciation: "geh-MEH-choo",
  },
  {
    name: "Ibsaa",
    meaning: "Light (the boy's form); among the most popular Oromo names.",
    origin: "Oromo",
    gender: "Male",
    pronunciation: "IB-sah",
  },
  {
    name: "Ibsituu",
    meaning: "Light (the girl's form of Ibsaa).",
    origin: "Oromo",
    gender: "Female",
    pronunciation: "ib-SEE-too",
  },
  {
    name: "Moti",
    meaning: "King.",
    origin: "Oromo",
    gender: "Male",
    pronunciation: "MOH-tee",
  },
  // Tigrinya
  {
    name: "Warsay",
    meaning: "My heir, my inheritor.",
    origin: "Tigrinya",
    gender: "Male",
    pronunciation: "WAR-sigh",
  },
  {
    name: "Ghidey",
    meaning: "My share.",
    origin: "Tigrinya",
    gender: "Female",
    pronunciation: "GHEE-day",
  },
  {
    name: "Tiebe",
    meaning: "May she live.",
    origin: "Tigrinya",
    gender: "Female",
    pronunciation: "tee-EH-beh",
  },
];

const southafrica: readonly NameRecord[] = [
  // Zulu
  { name: "Sipho", meaning: "Gift.", origin: "Zulu", gender: "Male", pronunciation: "SEE-poh" },
  {
    name: "Sibusiso",
    meaning: "Blessing.",
    origin: "Zulu",
    gender: "Male",
    pronunciation: "see-boo-SEE-soh",
  },
  {
    name: "Mandla",
    meaning: "Strength, power.",
    origin: "Zulu",
    gender: "Male",
    pronunciation: "MAHN-dlah",
  },
  {
    name: "Jabulani",
    meaning: "Rejoice; be happy.",
    origin: "Zulu",
    gender: "Male",
    pronunciation: "jah-boo-LAH-nee",
  },
  {
    name: "Themba",
    meaning: "Hope, trust.",
    origin: "Zulu",
    gender: "Male",
    pronunciation: "TEM-bah",
  },
  {
    name: "Nkosinathi",
    meaning: "The Lord is with us.",
    origin: "Zulu",
    gender: "Male",
    pronunciation: "n-koh-see-NAH-tee",
  },
  {
    name: "Ayanda",
    meaning: "They are increasing; the family grows.",
    origin: "Zulu",
    gender: "Unisex",
    pronunciation: "ah-YAHN-dah",
  },
  {
    name: "Thandiwe",
    meaning: "Beloved.",
    origin: "Zulu",
    gender: "Female",
    pronunciation: "tahn-DEE-weh",
  },
  {
    name: "Nomvula",
    meaning: "Mother of rain; born in the rain.",
    origin: "Zulu",
    gender: "Female",
    pronunciation: "nom-VOO-lah",
  },
  {
    name: "Zanele",
    meaning: "They are enough (often given to a girl after several daughters).",
    origin: "Zulu",
    gender: "Female",
    pronunciation: "zah-NEH-leh",
  },
  // Xhosa
  {
    name: "Thando",
    meaning: "Love.",
    origin: "Xhosa",
    gender: "Unisex",
    pronunciation: "TAHN-doh",
  },
  {
    name: "Siyabonga",
    meaning: "We are thankful.",
    origin: "Xhosa",
    gender: "Male",
    pronunciation: "see-yah-BONG-gah",
  },
  {
    name: "Lwazi",
    meaning: "Knowledge.",
    origin: "Xhosa",
    gender: "Male",
    pronunciation: "LWAH-zee",
  },
  // Sotho
  { name: "Mpho", meaning: "Gift.", origin: "Sotho", gender: "Unisex", pronunciation: "M-poh" },
  {
    name: "Karabo",
    meaning: "Answer (to prayer).",
    origin: "Sotho",
    gender: "Unisex",
    pronunciation: "kah-RAH-boh",
  },
  {
    name: "Thabo",
    meaning: "Joy, happiness.",
    origin: "Sotho",
    gender: "Male",
    pronunciation: "TAH-boh",
  },
  {
    name: "Lerato",
    meaning: "Love.",
    origin: "Sotho",
    gender: "Female",
    pronunciation: "leh-RAH-toh",
  },
  {
    name: "Palesa",
    meaning: "Flower.",
    origin: "Sotho",
    gender: "Female",
    pronunciation: "pah-LEH-sah",
  },
  {
    name: "Dineo",
    meaning: "Gifts.",
    origin: "Sotho",
    gender: "Female",
    pronunciation: "dee-NEH-oh",
  },
  // Tswana
  { name: "Neo", meaning: "Gift.", origin: "Tswana", gender: "Unisex", pronunciation: "NEH-oh" },
  {
    name: "Tshepo",
    meaning: "Hope, trust.",
    origin: "Tswana",
    gender: "Male",
    pronunciation: "TSEH-poh",
  },
  {
    name: "Refilwe",
    meaning: "We have been given.",
    origin: "Tswana",
    gender: "Female",
    pronunciation: "reh-FEEL-weh",
  },
];

export const namesByCountry: Record<NameCountry, readonly NameRecord[]> = {
  ghana,
  nigeria,
  kenya,
  ethiopia,
  southafrica,
};
