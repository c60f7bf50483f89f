import type { PostSeed } from "#app/seed/types.ts";

export const postsBatch3: PostSeed[] = [
  {
    slug: "money-in-ghana",
    title: "Money in Ghana: Cedis, Mobile Money and Cards",
    excerpt:
      "How the Ghana cedi works, where cards are accepted, how visitors can use mobile money, and what to tip, so you carry the right mix of cash and cards.",
    content: `Ghana runs on three kinds of money at once: **cash**, **mobile money** and, in a narrower set of places, **cards**. Arrive with only a bank card and you will struggle at the first market stall or taxi; arrive with only cash and you will carry more than is comfortable. This guide explains the currency, how to get it and how to split your spending. Rates and fees move, so confirm current figures with the **Bank of Ghana** and your own bank before you travel.

## The Ghana cedi at a glance

Ghana's currency is {{fact:money.cedi}}. You will see prices written as GH₵50, GHS 50 or simply "50 cedis".

{{fact:money.redenomination}} Years later, some traders, drivers and mates still quote prices in the old units out of habit, so a fare of "five thousand" may simply mean 50 pesewas. If a figure sounds ten thousand times too high, ask.

Banknotes run from GH₵1 up to GH₵200, and coins cover the pesewa values plus GH₵1 and GH₵2. The GH₵100 and GH₵200 notes are handy at hotels and supermarkets but hard to break at a roadside stall or in a taxi.

## Exchange rates: check on the day

The cedi has moved a great deal against the US dollar, the euro and the pound in recent years, so any rate printed in a guidebook or blog is already stale. We do not quote one here. The **Bank of Ghana** publishes a daily reference rate, and that is the figure to compare against what a bank or bureau offers you. A bureau rate a little worse than the reference rate is normal; a rate far better than it is a warning sign.

### Where to change money

- **Banks** and **licensed forex bureaus** are the safe options. Bureaus should display their rates and give a receipt.
- **Accra International Airport (formerly Kotoka)**: {{fact:transport.kotoka-terminals}}, and the international arrivals area has exchange counters and ATMs. Change enough for your first day or two, then compare rates in town.
- **Street changers** approach visitors near lorry stations and markets. Avoid them: short-changing and counterfeit notes are the usual problems.

If you bring foreign cash, bring **clean, undamaged notes** in larger denominations. Torn, marked or very old series US dollar notes are often refused or given a lower rate. Count your cedis at the counter before you walk away.

## ATMs and bank cards

ATMs are common in **Accra**, **Kumasi**, **Takoradi**, **Cape Coast** and **Tamale**, and at malls and bank branches in larger towns. In villages, national parks and small beach towns there may be one machine or none, so withdraw before you leave a city.

Travellers generally find **Visa cards work at more machines than Mastercard**, so carry one of each if you can. Each bank sets its own limit per withdrawal, and both the Ghanaian bank and your home bank may charge a fee; read the screen before you confirm. Use machines inside bank halls or malls during opening hours, so that if a machine keeps your card, staff can retrieve it. Tell your bank you are travelling to Ghana, or your first withdrawal may be blocked as suspicious.

### Where cards are accepted

Cards are accepted mainly at **hotels**, **shopping malls**, **supermarkets**, **larger restaurants**, airline offices and some tour operators. Smaller guest houses may accept cards, but some add a surcharge; ask before you pay. When a terminal offers to charge you in your home currency, choose **cedis**: the conversion the terminal offers is usually worse than your own bank's rate.

## Mobile money (MoMo)

**Mobile money**, known everywhere as **MoMo**, is how much of Ghana pays. Market traders, taxi drivers, chop bars, craft sellers and small guest houses often prefer it to cash, and many display a merchant number to pay.

The main wallets belong to the mobile networks: **MTN MoMo**, **Telecel Cash** and **AT Money**. To use one you need:

- a **local SIM card**, registered in your name with your **passport** at a network's own shop (there are outlets at the airport and in every city);
- a **wallet** opened on that SIM, which staff at the shop can set up for you;
- **cash to load it**, paid in at any MoMo agent, the small kiosks you will see on almost every street.

Payments are made through a short menu on your phone, confirmed with a PIN. Wallet limits and transfer fees have changed several times in recent years, and so has tax: {{fact:money.e-levy}}. Ask the network about current charges when you register. Keep your PIN private and never approve a payment prompt you did not start.

## How much cash to carry

Cash is still essential for **tro-tros**, shared taxis, market stalls, street food, toilets at lorry stations and small tips. Keep a daily float of small notes in an easy pocket, and the rest in a money belt or your hotel safe. Taxis in Ghana are usually unmetered: **agree the fare before you get in**. Ride-hailing apps in Accra and Kumasi show the fare upfront.

Hotels, car-hire firms and tour operators often **quote prices in US dollars**, but the cedi is the legal currency. Ask which currency you will be charged in, and at what rate, before you pay a large bill.

## Tipping

Tipping is appreciated but not automatic.

- **Restaurants**: leave **10-15%** where service is not included. Check the bill first; formal restaurants may add a service charge, and taxes and levies printed on the bill are not a tip.
- **Guides** at the castles, Kakum or Mole: a tip in cedis for a good tour is customary.
- **Drivers** hired for the day: a tip at the end of the trip, more for a multi-day journey.
- **Hotel porters and housekeeping**: small notes are welcome.

## Saving money without missing out

**Budget travel** in Ghana is very achievable. Eat at **chop bars** and busy street stalls, where waakye, red red and kelewele cost a fraction of a hotel meal. Use **intercity coaches** rather than private drivers for long routes, and shared taxis or tro-tros for short ones. Book guest houses for nights where you only need a bed.

Exchange rates, fees and levies change often; confirm them with the Bank of Ghana, your mobile network and your own bank before you rely on them.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-01",
    tags: ["Travel Guide", "budget travel", "money", "mobile money", "Accra"],
    featured: false,
  },
  {
    slug: "ghana-safety-and-health",
    title: "Staying Safe and Healthy in Ghana",
    excerpt:
      "Malaria, the yellow fever certificate, safe water, road safety, common scams and the emergency number every visitor to Ghana should save.",
    content: `Ghana is one of the easier countries in West Africa to travel in: people are welcoming, English is the official language and violent crime against visitors is uncommon. The real risks are less dramatic and more predictable: **mosquitoes**, **roads**, **the sea**, **heat** and a handful of well-worn scams. Prepare for those and you remove most of what can go wrong. Confirm the health advice here with a travel clinic, the **Ghana Health Service**, the **WHO** and your own government's travel advice before you go.

## Before you travel

### The yellow fever certificate

{{fact:health.yellow-fever-certificate}} The ten-day wait matters because the certificate only becomes valid then, so a last-minute jab will not do. Under the WHO's International Health Regulations the certificate is **{{fact:health.yellow-fever-validity}}**, so an older card is still good; advice saying it must be under ten years old is out of date. Airlines and port health officers can ask to see it, so pack the original with your passport.

### Other vaccines and a travel clinic visit

Book a travel clinic appointment **six to eight weeks** before departure. Routine vaccines should be up to date, and clinicians commonly discuss **hepatitis A**, **typhoid**, **tetanus**, **rabies** and, for trips to the north in the dry season, **meningococcal** vaccine. Which ones you need depends on your health, your itinerary and how you travel, so let the clinic decide rather than a checklist.

Take out **travel insurance that covers medical evacuation**. Private hospitals usually want payment or a guarantee before treatment.

## Malaria

Malaria is present **throughout Ghana, all year**, including in Accra, and transmission rises in the rainy season. It is the most serious health risk for most visitors.

- Take the **antimalarial tablets** your doctor prescribes, and finish the course after you leave.
- The mosquitoes that carry malaria bite mainly **from dusk to dawn**. Wear long sleeves and trousers in the evening and use a repellent containing **DEET** or **picaridin**.
- Sleep under a **treated net** or in a sealed, air-conditioned room.
- A **fever** during your trip or in the months afterwards needs a malaria test the same day. Tell the doctor you have been in Ghana.

Clinics and many pharmacies in Ghana can do a quick malaria test. Do not self-treat on guesswork.

## Water, food and heat

Do not drink tap water. Buy **sealed bottled water**; the sachets of "pure water" that Ghanaians drink everywhere are cheap, but sealed bottles are the safer choice for a visitor's stomach. Food from a busy chop bar, cooked hot in front of you, is usually fine; be warier of salads and cut fruit that have sat out. Carry **oral rehydration salts** and hand sanitiser.

Ghana is hot and humid on the coast and hotter still in the north. Drink more than you think you need, cover up in the midday sun, and slow down for the first few days. From about December to February the dry **harmattan** wind brings dust and haze that can irritate eyes and chests; pack eye drops if you wear contact lenses.

## Roads: the biggest everyday risk

Road accidents injure far more visitors than crime does. Sensible rules:

- **Avoid road travel after dark.** Unlit vehicles, pedestrians and livestock make night driving on highways dangerous.
- Wear a **seat belt** wherever there is one, and ask your driver to slow down if you are uneasy.
- For long distances, choose an established **intercity coach** company or a recommended driver rather than the cheapest minibus.
- Avoid motorbike taxis (**okada**): helmets are rare and crashes are common.
- In Accra, watch the **open storm drains** beside many roads, especially at night.

## The sea

The Gulf of Guinea has **strong currents and undertow** along most of Ghana's coast, and drownings happen every year. Swim only where locals and your hotel say it is safe, stay in your depth, and never swim after drinking. Lifeguards are rare outside a few resort beaches.

## Crime and scams

Most crime affecting visitors is **petty theft**: pickpocketing and bag or phone snatching in crowds at Makola Market, Kejetia in Kumasi, lorry stations and busy junctions. Carry only what you need, keep your phone out of sight at the roadside, and use ATMs inside banks or malls.

Common scams to recognise:

- **Gold or diamond offers.** Anyone offering precious metals or stones at a bargain price is running a fraud, and unlicensed dealing is illegal.
- **Online friendships or business deals** that end with a request for money or an invitation to "come and collect" a payment in Ghana.
- **Fake officials** asking for on-the-spot fees. Ask for identification and a receipt.
- **Overcharging** by taxi drivers who do not agree a fare first.

## Laws and local sensitivities

Do not photograph **military sites, police, government buildings or the airport**. Drug offences carry long prison sentences. Same-sex sexual activity is criminalised in Ghana, and LGBT+ travellers should read their own government's advice on the current situation. Avoid demonstrations, which can turn tense quickly.

A long-running chieftaincy dispute has led to violence and curfews in and around **Bawku** in the Upper East Region, and several governments advise against travel there and near parts of the northern border. Check your government's advice before travelling in the far north.

## The emergency number and hospitals

Save one number before you land: **{{fact:safety.emergency-number}}**, Ghana's single emergency line for **police**, **fire** and **ambulance**. It has been the official number for all three since January 2020. Older guidebooks still print the old separate lines, and the old police line 191 was still answered in 2025, but 112 is the one to remember. Also keep to hand:

- your **hotel's** front desk or your host's phone number;
- the number of your **embassy or high commission** in Accra;
- your **travel insurer's** 24-hour assistance line and your policy number.

Outside the big cities, response times can be slow, and hotel staff often know the quickest way to reach a clinic. The main public referral hospitals are **Korle Bu Teaching Hospital** and the **37 Military Hospital** in **Accra**, **Komfo Anokye Teaching Hospital** in **Kumasi**, and teaching hospitals in **Cape Coast** and **Tamale**. Accra also has private clinics used by expatriates. Buy medicines only from licensed pharmacies, check expiry dates, and bring your own prescriptions in their original packaging with a copy of the prescription.

Health requirements and travel advice change; confirm them with the Ghana Health Service, the WHO and your own government's travel advice shortly before you fly.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-14",
    tags: ["Travel Guide", "health", "safety", "Accra", "Kumasi"],
    featured: false,
  },
  {
    slug: "business-travel-in-accra",
    title: "Business Travel in Accra",
    excerpt:
      "Where business happens in Accra, how to choose a hotel around your meetings, beat the traffic, stay connected and get the etiquette right.",
    content: `Accra is the commercial and political centre of Ghana, and the city rewards business visitors who plan around two things: **where your meetings are** and **how long it takes to get between them**. A well-placed hotel and a realistic daily schedule do more for a productive trip than any amount of late-night preparation. Entry rules in particular have changed twice since the start of 2025, so read the first section even if you have visited before.

## Entry for business visitors

Start with your passport. {{fact:entry.ecowas}} {{fact:entry.african-passports-2025}} {{fact:entry.african-visa-fees-2026}}

Most other visitors need a visa before they travel, and getting one is now simpler than it was. {{fact:entry.evisa}} A business visa application usually asks for an **invitation letter** from the Ghanaian company or organisation you are visiting, so request it early and carry a copy. A business visit is not permission to work: paid employment needs a work permit from the **Ghana Immigration Service**. Confirm current requirements with the Ghana Immigration Service or the Ghana mission that serves you before you book.

Pack your **yellow fever certificate** with your passport. {{fact:health.yellow-fever-certificate}}

At **Accra International Airport (formerly Kotoka)**, {{fact:transport.kotoka-terminals}}. Most business hotels will send a driver to meet you with a name board if you ask when booking, which is the easiest first-night option.

## Where business happens

Accra's offices are spread across several districts rather than one downtown:

- **Airport City**: glass office blocks, banks, hotels and restaurants right beside Accra International Airport. Ideal for short trips with meetings on this side of town.
- **Ridge and North Ridge**: banks, corporate headquarters, consulates and several large hotels, close to the **Ministries** area.
- **Airport Residential Area and Cantonments**: embassies, development agencies, NGOs and many smaller firms in quieter, leafy streets.
- **Osu**: restaurants and bars along Oxford Street, plus offices and agencies in the surrounding streets.
- **Central Accra**: the older commercial core around Makola, and government ministries nearby.
- **East Legon and Spintex Road**: growing residential and commercial areas to the north and east.
- **Tema**: the port city to the east, home to shipping, manufacturing and the free zones. Allow plenty of time to get there at rush hour.

## Choosing a hotel

Pick the hotel closest to where **most** of your meetings are, not the one with the best photos. For a business stay, check:

- **Meeting rooms** and a business centre if you will host people.
- **Generator backup**. Power cuts still happen, and a good hotel switches over in seconds.
- **Wi-Fi in the rooms**, not only in the lobby, and whether it is fast enough for video calls.
- **Airport transfers** and a reliable car-and-driver service.
- A **desk** in the room and a restaurant open late for when meetings overrun.

The large international hotels in Ridge, Airport City and along the coast at Labadi host conferences and can arrange meeting rooms at short notice. The **Accra International Conference Centre** is the venue for many large government and industry events.

## Traffic and getting around

Traffic is the defining fact of a working day in Accra. The morning and late-afternoon rush hours are slow, and junctions such as the **Tetteh Quarshie Interchange**, **Liberation Road** and **Spintex Road** can add an hour to a trip that takes twenty minutes at midday.

- Plan **two or three meetings a day**, grouped by district, rather than crossing the city repeatedly.
- Leave a generous buffer, and tell hosts if you are delayed; they will expect some traffic.
- **Ride-hailing** apps such as Uber, Bolt and Yango work well in Accra and show the fare upfront.
- For a packed schedule, **hire a car with a driver for the day** through your hotel. You avoid parking, waiting for pick-ups and explaining directions.

## Staying connected

Buy a **local SIM** on arrival from one of the networks (MTN, Telecel or AT), registered with your passport at an official shop. Data bundles are inexpensive, and mobile coverage is good across the city. **WhatsApp** is used widely for business calls, messages and sharing documents; expect contacts to follow up there rather than by email.

Ghana uses **British-style three-pin plugs** (Type G), with some older two-pin sockets, at 230 volts. Carry a power bank for outages. Ghana keeps **GMT all year**, with no daylight saving, which makes calls to Europe easy.

## Business etiquette

Ghanaian business culture is warm, polite and relationship-based.

- **Greet everyone** in the room, individually if the group is small. Launching straight into business without a greeting comes across as rude.
- **Shake hands** and use your **right hand** to give or receive documents, cards and gifts.
- Use **titles**: Dr, Professor, Honourable for members of parliament, and Nana for chiefs, until invited to use first names.
- Expect the **first meeting to be about getting to know each other**. Decisions often rest with senior people and may take more than one visit.
- Be punctual yourself, even if meetings sometimes start late.
- Dress **smartly but for the heat**: suits for banks and ministries, lighter fabrics elsewhere. On Fridays many Ghanaians wear **African print** shirts and dresses, and a visitor who joins in is usually appreciated.

Small gifts from your home country are a pleasant gesture, but anything that could look like an inducement is not. Ghana's anti-corruption laws, and often your own country's, apply to you.

## Payments and expenses

Corporate cards are accepted at business hotels, malls and larger restaurants. Taxis, street food and small shops often take only **cash** or **mobile money (MoMo)**, so carry cedis for incidentals. Ask for a proper **receipt or tax invoice** wherever you can, since handwritten receipts may not satisfy your finance team.

Tipping of **10-15%** is usual in restaurants where service is not included, and drivers hired for the day expect a tip.

## If you have a free day

Use it. Walk **Jamestown** and its lighthouse, visit **Makola Market**, or head west to **Cape Coast Castle**, part of a UNESCO World Heritage property. By road it is {{fact:drive.accra-cape-coast}} each way from Accra, so it makes a long day trip; staying a night is more relaxed.

Visa rules, network charges and hotel facilities change; confirm them with the Ghana Immigration Service, the Ghana mission that serves you and your hotel before you travel.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-15",
    tags: ["Business Travel", "Accra", "business hotels", "meetings"],
    featured: false,
  },
  {
    slug: "family-travel-in-ghana",
    title: "Family Travel in Ghana",
    excerpt:
      "Health precautions for children, how to pick a family-friendly and properly licensed hotel, the sights kids enjoy most, and how to pace a trip around Ghana.",
    content: `Ghana is a rewarding country to visit with children. English is the official language, people are openly fond of children, and for families flying from Europe the time difference is small, because Ghana keeps **GMT all year**. The challenges are practical: **malaria**, **heat**, **long road journeys** and **strong seas**. Plan around those and a family trip here can be relaxed as well as memorable. Confirm the health advice below with your doctor, the **Ghana Health Service**, the **WHO** and your own government's travel advice.

## Health comes first

### Vaccinations and the yellow fever certificate

{{fact:health.yellow-fever-certificate}} The certificate is **{{fact:health.yellow-fever-validity}}**, so parents vaccinated years ago do not need a new one. If you are travelling with a baby under 9 months, or a child who cannot be vaccinated for medical reasons, talk to a travel clinic early about exemption letters and what the airline and port health officers will expect.

Book the clinic **six to eight weeks** before you fly so there is time for any other vaccines the clinician recommends for each child.

### Malaria and children

Malaria is present **throughout Ghana, all year**, and young children can become seriously ill quickly. Ask your doctor for **antimalarials dosed for each child's weight**, and ask which repellent suits each child's age. Then:

- Dress children in **long, light clothing** from late afternoon.
- Make sure every bed and cot has a **treated mosquito net** or is in a sealed, air-conditioned room.
- Treat **any fever** during the trip, or in the months after, as possible malaria: get a test the same day.

### Heat, stomachs and animals

Children dehydrate faster than adults. Carry **sealed bottled water**, **oral rehydration salts**, sun hats and high-factor sun cream. Keep children away from stray dogs and from feeding monkeys at sanctuaries, because bites and scratches need prompt medical attention.

## Choosing where to stay

A family base makes or breaks the trip. Look for:

- **Family rooms, interconnecting rooms or an apartment** with a kitchen, so younger children can eat simply and nap properly.
- **Air-conditioning**, screened windows and nets.
- **Generator backup**, since power cuts still happen and a hot, dark room is no fun with a toddler.
- A **pool with a fence or clear supervision rules**, which is usually safer than the sea.
- **Cots** confirmed in writing before arrival.

Check the property is **licensed**. Under the **Tourism Act 2011 (Act 817)**, every hotel, guest house and other tourist accommodation in Ghana needs a **Ghana Tourism Authority licence**, renewed every year, and the GTA can close unlicensed places. A licensed property has met the authority's standards, and you are far less likely to arrive to a cancelled booking. Ask the property about its licence, or confirm with the **Ghana Tourism Authority**.

## Sights children enjoy

### In and around Accra

- **Legon Botanical Gardens**: green space, a canopy walkway and outdoor activities, a welcome break from the city.
- **Aburi Botanical Gardens**: cooler air on the Akuapem ridge about an hour north, with big old trees and room to run.
- **Shai Hills Resource Reserve**: baboons, antelope and rocky hills to explore, roughly an hour's drive from the city.
- **Drumming and dance lessons**: many cultural centres and guest houses can arrange a session, and children love them.

### The Cape Coast area

- **Kakum National Park** and its **canopy walkway**, suspended high above the forest floor. Go early before the heat and the crowds, and check any age or height rules with the park before you go.
- **Cape Coast Castle** and **Elmina Castle**, part of a UNESCO World Heritage site. The tours tell the story of the Atlantic slave trade, including time in the dungeons. Older children often find it deeply moving; prepare them beforehand, and consider whether very young children should wait outside with one adult.

### Kumasi and the Volta Region

- Near **Kumasi**, the craft villages let children watch and sometimes try **kente weaving** at Bonwire and **adinkra stamping** at Ntonso.
- In the Volta Region, the **Tafi Atome** monkey sanctuary, the forest walk to **Wli Falls** and boat trips on **Lake Volta** near Akosombo suit most ages.

### The north

**Mole National Park**, {{fact:drive.tamale-mole}} by road from **Tamale**, is Ghana's best place to see **elephants**. Vehicle drives suit families well; ask the park about minimum ages for walking safaris.

## Pacing the trip

Distances look short on the map, but roads are slow. Keep these rules:

- **Limit driving to four or five hours a day**, and never drive at night.
- **Stay at least three nights** in each base, with a pool or beach afternoon between big outings.
- **Fly long legs** where you can. Domestic flights from Accra to Kumasi or Tamale save a full day on the road.
- **Bring your own child car seats**. They are rarely available with hired cars or taxis.
- Plan outdoor sightseeing for **early morning**, and rest in the midday heat.

## Food and supplies

Ghanaian food is often spicy. Ask for dishes with **"no pepper"** or "small pepper". Jollof rice, fried plantain, grilled chicken, rice balls and fresh pineapple tend to go down well with children. Supermarkets in Accra's malls stock nappies, formula and familiar snacks, but brands vary and prices are higher, so bring any specific formula or medicine you rely on.

## Timing and culture

The **dry season from November to March** is the most comfortable time for a family trip; the **wet season runs from April to October**. The weeks around Christmas are festive but busy and expensive in Accra, so book early.

Ghanaians will often greet, compliment and want to hold young children, which most families come to enjoy. Teach children to **greet people** and to give and take things with the **right hand**.

## Emergency contacts

Save **{{fact:safety.emergency-number}}**, Ghana's single number for police, fire and ambulance, in every adult's phone, together with the details of the nearest private clinic to each base. Your hotel can usually arrange transport to a clinic faster than an ambulance can arrive.

Confirm vaccine, malaria and entry advice with your doctor, the Ghana Health Service, the WHO and your government's travel advice, and hotel licensing with the Ghana Tourism Authority.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-05",
    tags: ["Family Travel", "Accra", "Cape Coast", "Kumasi", "Tamale"],
    featured: false,
  },
  {
    slug: "top-attractions-in-ghana",
    title: "Top Attractions in Ghana",
    excerpt:
      "From the castles of Cape Coast and Elmina to Kakum, Mole, Kumasi, Wli Falls and Lake Volta: the sights worth building a Ghana trip around.",
    content: `Ghana packs a remarkable range into a country you can cross in a couple of days: a coastline lined with **European-built forts and castles**, rainforest with a walkway in the canopy, **savannah with elephants**, the royal heritage of the **Asante** kingdom, waterfalls and mountains in the east, and a capital with a lively arts and food scene. These are the attractions we think deserve a place on a first trip, with advice on when to go and how to see them well. Opening hours and entry fees change, and many sites charge different rates to Ghanaians, residents and foreign visitors, so confirm current details with the **Ghana Tourism Authority** and each site's managing body before you go.

## UNESCO World Heritage sites

Ghana has two properties on the **UNESCO World Heritage List**, and both belong near the top of any itinerary.

### The Forts and Castles of the coast

The **Forts and Castles** of Ghana's coast, built by Portuguese, Dutch, British, Danish and other traders from the late fifteenth century, form one World Heritage property. Two stand out:

- **Cape Coast Castle**, in **Cape Coast**, was a centre of the British Atlantic slave trade. Guided tours lead through the male and female dungeons to the **Door of No Return**, through which captives were taken to the ships.
- **Elmina Castle**, {{fact:distance.cape-coast-elmina}} west of Cape Coast in the town of Elmina, was begun by the Portuguese in 1482 and later held by the Dutch. Fort St Jago looks down on it from the hill opposite.

Take the guided tour rather than wandering alone; the guides carry the history well. Allow time afterwards, because many visitors find the experience overwhelming. Smaller forts along the coast, such as those at Anomabo and, in the far west, **Fort Apollonia** at Beyin, are quieter.

### The Asante Traditional Buildings

The second World Heritage property is the **Asante Traditional Buildings**, a group of shrines in villages near **Kumasi** with distinctive decorated earthen walls and thatched roofs. They are the last surviving examples of the architecture of the great Asante kingdom. Arrange a visit through a guide in Kumasi, as the shrines are spread out and some are still in use.

## Kumasi, the Asante capital

**Kumasi** is worth two or three days in its own right. Visit the **Manhyia Palace Museum** for the history of the Asante kings, then plunge into **Kejetia Market**, one of the largest markets in West Africa. Nearby craft villages specialise: **Bonwire** for kente weaving, **Ntonso** for adinkra cloth and **Ahwiaa** for wood carving. If your dates allow, time your visit for **Akwasidae**, a royal celebration held every six weeks in the Asante calendar. Kumasi is also easier to reach by air than it used to be: flights from Accra land at {{fact:transport.kumasi-airport}}.

## Kakum National Park

**Kakum National Park**, {{fact:distance.cape-coast-kakum}} north of Cape Coast, protects tropical rainforest, and its **canopy walkway** of rope bridges slung between giant trees is one of Ghana's most popular experiences. Go at opening time for cooler air, fewer people and the best chance of hearing birds. Kakum is on UNESCO's **tentative list**, not the World Heritage List itself.

## Mole National Park

**Mole National Park** is Ghana's largest wildlife reserve and the best place in the country to see **elephants**, along with antelope, warthogs and baboons. From **Tamale** the drive takes {{fact:drive.tamale-mole}}. Ranger-led walking safaris and vehicle drives leave from the park headquarters, and in the **dry season (November to March)** animals gather near the waterholes below the main lodge. Like Kakum, Mole is on UNESCO's **tentative list** only.

On the way, stop at **Larabanga**, whose whitewashed mud-and-timber mosque in the Sudano-Sahelian style is often described as one of the oldest in West Africa. Visitors are generally not allowed inside; ask a local guide.

## The Volta Region

East of Lake Volta, the **Volta Region** has Ghana's greenest hills.

- **Wli Falls**, near Hohoe, is reached by a gentle forest walk to the lower falls, with a much steeper hike to the upper falls. The falls are fullest in the wet season.
- **Mount Afadja**, often named as Ghana's highest peak, makes a short but steep climb.
- **Tafi Atome** protects mona monkeys in community forest, with village guides.
- **Amedzofe** is a cool mountain village with wide views.

## Lake Volta and Akosombo

The **Akosombo Dam** created **Lake Volta**, one of the largest artificial lakes in the world by surface area. Akosombo, {{fact:drive.accra-akosombo}} by road from Accra, makes a relaxed weekend break with boat trips on the lake and riverside hotels.

## Accra's highlights

Most trips begin in **Accra**, and a couple of days here are well spent:

- **Jamestown**, the old fishing district, with its lighthouse and boxing gyms.
- The **Kwame Nkrumah Memorial Park and Mausoleum**, honouring Ghana's first president.
- **Independence Square** (Black Star Square) and its arch.
- **Makola Market**, loud and crowded, for fabrics and everyday Ghana.
- The **W.E.B. Du Bois Centre**, the home and resting place of the African American scholar.
- Galleries and street art in Osu and Jamestown, and the beaches at Labadi.

## More places worth the detour

- **Busua** and the Western Region coast for surfing and quiet beaches.
- **Nzulezu**, a village built on stilts over Lake Amansuri, reached by canoe.
- **Boabeng-Fiema Monkey Sanctuary**, where monkeys are protected as sacred.
- **Aburi Botanical Gardens**, an easy day out from Accra.

## When to go

The **dry season from November to March** is best for most sights, especially Mole and the roads to it. The **wet season from April to October** brings fuller waterfalls and greener hills, but heavy downpours can disrupt travel, particularly in the north. Castles and Kumasi can be visited all year.

Confirm opening times and entry fees with the Ghana Tourism Authority, the Ghana Museums and Monuments Board for the castles, and the Forestry Commission for the national parks.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-08",
    tags: ["Tourism", "Accra", "Cape Coast", "Kumasi", "Tamale"],
    featured: true,
  },
  {
    slug: "ghana-beaches-guide",
    title: "Ghana's Best Beaches: Where to Swim, Surf and Stay",
    excerpt:
      "A coast-by-coast guide to Ghana's beaches, from Kokrobite and Ada near Accra to Busua, Cape Three Points and Axim in the west, with honest advice on swimming safely.",
    content: `Ghana has more than 500 kilometres of Atlantic coastline, and much of it is the postcard version: palm trees, wide sand and colourful fishing canoes drawn up above the tide line. It is also a working coast, with fishing towns, busy city beaches and a sea that demands respect. This guide runs from east to west, with the beaches we would choose for swimming, surfing or simply doing nothing, and the practical details that make a beach stay go well.

## First, the sea

The Gulf of Guinea has **powerful waves, strong currents and undertow** along most of Ghana's coast, and people drown every year, including strong swimmers. Lifeguards are rare outside a few resorts.

- Ask your hotel and local people **where and when it is safe to swim**, and follow their advice.
- Stay **within your depth**, never swim alone, and never swim after drinking.
- If a current pulls you out, **swim parallel to the shore** until you are free of it, then head in.
- Choose a **pool** for young children and weaker swimmers.

Some town beaches are working areas for fishing crews and are not clean enough for sunbathing or swimming. The resort stretches, and beaches away from the big towns, are the ones to aim for.

## Around Accra

### Labadi

**Labadi Beach**, also called La Pleasure Beach, is **Accra's** best-known city beach. It is about atmosphere rather than swimming: music, food stalls, horse rides, drummers and big crowds at weekends and on public holidays. Entry is charged at the main access points, and prices rise on busy days. Keep valuables to a minimum.

### Bojo and Kokrobite

West of the city, **Bojo Beach** sits on a sandbar reached by a short boat ride across a lagoon, which keeps it quieter and cleaner than the city beaches. Further on, {{fact:distance.accra-kokrobite}} from central Accra, **Kokrobite** has a relaxed, creative feel, with drumming, dance classes, small guest houses and beginner-friendly surf on good days.

### Ada Foah

Roughly two hours' drive east of Accra in light traffic, **Ada Foah** is where the **Volta River** meets the sea. Lodges line the river and the sandbar at the estuary, and most visitors spend their time on the water: boat trips to the islands, kayaking and swimming in the calmer river rather than the sea. Sea turtles nest on this stretch of coast in season, and some local projects run supervised night walks.

## The Central Region

### Gomoa Fetteh and Anomabo

Between Accra and Cape Coast, a string of resort towns such as **Gomoa Fetteh** and **Anomabo** make easy first or last nights on a coastal trip. Anomabo also has an old British fort on the shore.

### Cape Coast and Elmina

The beaches in **Cape Coast** and **Elmina** themselves are mostly working beaches beside the castles. For a swim or a lazy afternoon, head a few kilometres west of Elmina to **Brenu Akyinim**, a long, palm-fringed beach with a few places to stay and eat. Combine it with the castles and **Kakum National Park**, which lies {{fact:distance.cape-coast-kakum}} north of Cape Coast.

## The Western Region

The coast west of **Takoradi** is the part most beach lovers fall for. Fly from Accra to **Takoradi (TKD)**, or drive: Takoradi is {{fact:distance.accra-takoradi}} from Accra by road, usually {{fact:drive.accra-takoradi}} depending on traffic. Cape Coast has no commercial airport of its own.

### Busua and Butre

**Busua**, {{fact:distance.takoradi-busua}} west of Takoradi, is Ghana's surf town, with board hire, lessons for beginners and a broad bay that suits learners on calmer days. Evenings are sociable and simple. A short walk or boat ride away, **Butre** has a quieter beach and a hilltop fort with wide views, and the old fort at **Dixcove** is close by.

### Akwidaa and Cape Three Points

Further west, **Akwidaa** and **Cape Three Points**, Ghana's southernmost tip, feel genuinely remote: long empty beaches, forest running down to the sand, eco-lodges and a lighthouse on the point. Roads are rough, especially in the wet season, so travel in daylight and check access with your lodge.

### Axim and Beyin

**Axim**, {{fact:distance.takoradi-axim}} west of Takoradi and {{fact:drive.takoradi-axim}} by road, has an old fort above a curve of beach and islands offshore. Beyond it, near the border with Côte d'Ivoire, **Beyin** has the restored **Fort Apollonia** and is the starting point for canoe trips to **Nzulezu**, a village built on stilts over Lake Amansuri.

## When to go

The **dry season from November to March** brings the most sunshine and the easiest roads. From about December to February the **harmattan** can leave a hazy sky, though temperatures stay warm. The **wet season from April to October** means heavier rain, rougher roads to remote beaches and fewer visitors; many lodges stay open and some offer lower rates.

## Where to stay on the coast

Beach accommodation runs from simple huts and eco-lodges to full resorts with pools. Before you book, ask:

- Is there **generator or solar backup** for power and water pumps?
- Are rooms fitted with **nets or screens**? Malaria risk is the same on the coast as inland.
- Is there a **restaurant on site**? Remote lodges may be the only place to eat.
- How do you **get there after dark** if your transport is delayed?
- Do they take **cards**, or only **cash** and **mobile money (MoMo)**? Withdraw cedis in Takoradi or Cape Coast before heading to small beach towns.

## Beach etiquette

- Ask before photographing **fishing crews** and their canoes, and accept a no.
- Swimwear is fine on the beach and by the pool; cover up in town and in villages.
- Topless and nude sunbathing are not acceptable anywhere in Ghana.
- Take your rubbish away with you, even where others do not.

## Getting around the coast

Intercity coaches and shared minibuses run along the main coastal road between Accra, Cape Coast and Takoradi. For the remote beaches of the far west, a **hired car with a driver** saves hours of waiting for connections. Avoid driving after dark, and allow longer than the map suggests.

Beach entry charges, lodge facilities and road conditions change; confirm details with your accommodation and the Ghana Tourism Authority before you travel.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-13",
    tags: ["Tourism", "beaches", "Accra", "Cape Coast"],
    featured: false,
  },
  {
    slug: "luxury-hotels-in-accra",
    title: "Luxury Hotels in Accra: What You Get for the Price",
    excerpt:
      "Five-star rooms in Accra are priced in US dollars and move with the season. Here is what the money buys, which areas suit which trips, and how to tell the best from the rest.",
    content: `Accra's top hotels have multiplied over the past decade, and the capital now has a solid choice of international brands and polished independent properties. Prices vary widely, and so does what you get. This guide explains how pricing works, what a true five-star stay in Accra should include, and the details that separate the best from the merely expensive. Rates move with the season, events in the city and exchange rates, so always confirm the current price with the hotel.

## What luxury costs in Accra

A standard double room at a **five-star hotel in Accra** is priced in **US dollars**, and published rates at the international hotels commonly run into the **hundreds of dollars a night**. We do not print a fixed range, because rates shift from week to week with demand; compare the hotel's own site with booking sites for your exact dates. Suites, club-floor rooms and sea-view rooms cost more. Prices climb when the city hosts big conferences and through the **December holiday season**, when diaspora visitors and festival crowds fill the best hotels weeks ahead.

**Taxes and levies** are often added on top of the headline rate. Ask for the **all-inclusive price** in writing, check whether breakfast and airport transfers are included, and ask whether you will be charged in dollars or in cedis, and at what rate.

## Star ratings and licensing

In Ghana the **Ghana Tourism Authority (GTA)** licenses and grades hotels. Under the **Tourism Act 2011 (Act 817)**, every hotel needs a **GTA licence renewed every year**, and the authority can close unlicensed properties. A hotel calling itself five-star should hold that grading from the GTA; a booking site's own stars, or a hotel's marketing, are not the same thing. If in doubt, ask the hotel about its grading or confirm with the **Ghana Tourism Authority**.

## What you should get for the price

At this level, the basics should be invisible because they simply work:

- **Full generator backup**, switching over in seconds during a power cut, with air-conditioning and lifts kept running.
- **Treated water**, good water pressure and hot water at any hour.
- **Reliable Wi-Fi in the rooms**, fast enough for video calls.
- **24-hour security**, with controlled entry for vehicles and visitors.
- **Airport transfers** on request, with a driver meeting you at Accra International Airport (formerly Kotoka), where {{fact:transport.kotoka-terminals}}.
- A **pool**, a **gym** and, at the best properties, a **spa**.
- **Several places to eat**, including a restaurant serving Ghanaian dishes done well, and 24-hour room service.
- **Meeting and event spaces**, which matter whether you are using them or trying to avoid a wedding reception.

## What separates the best

Beyond the checklist, these are the things guests notice most:

### Location and traffic

Accra's traffic turns a short distance into a long drive at rush hour. The best hotel for you is the one closest to where you need to be. A beautiful beach hotel is the wrong choice if every meeting is in Airport City.

### Consistency of service

The top properties train staff well and keep them. Look at recent guest reviews for **consistency**: prompt room service, housekeeping that gets the details right, and front-desk staff who solve problems rather than pass them on.

### The age of the rooms

Several of Accra's established hotels have wings of different ages. Ask which room category has been **renovated most recently**, and whether your room is in that wing.

### Noise and events

Big hotels host conferences, weddings and parties, especially at weekends. Ask for a room **away from the ballroom and pool-side events**, and check the events calendar if quiet matters.

## Where the luxury hotels are

### Ridge and the Ministries area

Central, close to government offices, banks and the **Accra International Conference Centre**. This is home to large international hotels such as the **Kempinski Hotel Gold Coast City** and the **Mövenpick Ambassador Hotel**, both with extensive pools, restaurants and event space. A good base for official and corporate visits.

### Airport City

Next to **Accra International Airport**, among office towers and restaurants. The **Accra Marriott Hotel** is here, and the area suits short business trips and early flights.

### La and the beachfront

On the coast east of the centre, the long-established **Labadi Beach Hotel** has gardens running down to the sea. Choose the beachfront if you want a resort feel within the city, but remember the sea here is for looking at more than swimming.

### Cantonments, Airport Residential and Osu

Leafy residential districts with smaller **boutique hotels** and upscale serviced apartments, often quieter and more personal than the big names, and close to many of the city's best restaurants and bars.

## Booking tips

- **Book direct** and compare with booking sites; hotels sometimes offer better rates, upgrades or included transfers to direct guests.
- Ask whether a **club-floor** room is worth it: lounge access often includes breakfast, evening drinks and quiet workspace, which can pay for itself.
- Expect a **deposit or card hold** at check-in, and ask when it will be released.
- Check the **cancellation terms**, particularly for December and major conference dates.
- Carry some **cash** or set up **mobile money (MoMo)** for taxis, markets and smaller restaurants outside the hotel, where cards are often not accepted.

## Tipping

Many luxury hotels add a **service charge** to restaurant bills; where they do not, **10-15%** is customary. Porters, housekeeping and drivers appreciate tips in cedis.

## Making the most of the stay

Accra's top hotels are social hubs as well as places to sleep. Weekend brunches, pool terraces and rooftop bars draw residents as well as guests, and spa treatments are often good value compared with similar hotels in Europe or North America. Use your hotel's concierge to book a driver for a day trip to **Aburi**, **Akosombo** or **Cape Coast**, and to get tables at restaurants that fill up.

## Luxury outside Accra

Outside the capital, the choice at the top end is much smaller. Kumasi and Takoradi have a few upscale hotels, and the coast has some high-end resorts and boutique lodges, but a five-star city hotel experience is mainly an Accra affair. Adjust expectations, and budgets, when you travel on.

Room rates, taxes and hotel gradings change; confirm prices with the hotel and licensing or grading with the Ghana Tourism Authority before you book.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-02",
    tags: ["Luxury Hotels", "luxury travel", "Accra", "five-star hotels"],
    featured: true,
  },
  {
    slug: "ghana-itinerary-one-and-two-weeks",
    title: "Planning a Ghana Itinerary: One and Two Weeks",
    excerpt:
      "Day-by-day routes for one or two weeks in Ghana, linking Accra, the castle coast, Kumasi, the Volta Region and Mole in the north, with realistic travel times.",
    content: `Ghana is compact enough to see a great deal in a week or two, but its roads are slower than the map suggests, and the most common planning mistake is trying to do too much. The routes below are built around **realistic travel times**, **no driving after dark** and at least two nights in most places. Use them as they are or swap sections to suit your interests. Flight schedules, entry fees and road conditions change, so confirm the details with your airline, your accommodation and the **Ghana Tourism Authority** before you book.

## Before you plan

### Travel times to expect

These are rough daytime driving times without heavy traffic. Leaving or entering Accra at rush hour can add an hour or more.

- **Accra to Cape Coast**: {{fact:distance.accra-cape-coast}}, usually {{fact:drive.accra-cape-coast}}.
- **Cape Coast to Kumasi**: a long half-day on the road, more with stops.
- **Accra to Kumasi**: {{fact:distance.accra-kumasi}}, usually {{fact:drive.accra-kumasi}}.
- **Kumasi to Tamale**: a long day, usually {{fact:drive.kumasi-tamale}}.
- **Accra to Tamale** in one go: {{fact:drive.accra-tamale}}, which is why we break the journey in Kumasi or fly.
- **Tamale to Mole National Park**: {{fact:drive.tamale-mole}}.
- **Accra to Akosombo**: {{fact:drive.accra-akosombo}}; Hohoe and Wli Falls are a good deal further.

### How to get around

- **Intercity coaches** link Accra, Cape Coast, Takoradi, Kumasi and Tamale. Book a day ahead and travel early.
- A **car with a driver** is the most flexible option for a couple or family and removes the stress of navigating. Agree the daily rate, fuel, the driver's meals and accommodation in advance.
- **Domestic flights** from Accra serve **Kumasi**, **Tamale** and **Takoradi**. They turn a full day on the road into an hour in the air, which matters most on the long run north. On the Kumasi route you land at {{fact:transport.kumasi-airport}}.

### When to go

The **dry season from November to March** is best for almost every route, and essential if you want easy roads to Mole. In the **wet season from April to October**, allow extra time for rain and rougher roads, especially in the north and on rural roads in the Volta Region.

## One week: Accra and the castle coast

A first trip that covers Ghana's capital, its most important historic sites and the rainforest.

### Days 1 and 2: Accra

Land at **Accra International Airport (formerly Kotoka)** and take it easy on the first evening. If you fly within Ghana later in the trip, note that at Accra International Airport {{fact:transport.kotoka-terminals}}. On day 2, walk **Jamestown** and climb its lighthouse, visit the **Kwame Nkrumah Memorial Park**, browse **Makola Market** and finish with dinner in Osu.

### Day 3: to Cape Coast

Leave Accra early to beat the traffic. Stop at **Anomabo** for lunch by the sea, and reach **Cape Coast** in time for the afternoon tour of **Cape Coast Castle**, part of the UNESCO World Heritage Forts and Castles.

### Day 4: Kakum and Elmina

Be at **Kakum National Park** at opening time for the **canopy walkway** before the heat builds. In the afternoon, drive to **Elmina** for the castle tour, then watch the fishing fleet come in at the harbour.

### Day 5: beach day

Rest at **Brenu Akyinim** or another beach west of Elmina. After two castle tours, an unhurried day matters.

### Days 6 and 7: Kumasi or back to Accra

Choose one:

- **Kumasi**: drive north on day 6, then spend day 7 at the **Manhyia Palace Museum**, **Kejetia Market** and the kente village of **Bonwire**. Fly back to Accra or drive on day 8.
- **Accra and Aburi**: return to Accra on day 6 and spend day 7 at the **Aburi Botanical Gardens** and the craft shops on the ridge before an evening flight.

## Two weeks: the coast, Kumasi and the north

The fuller loop adds the Asante heartland and Ghana's best wildlife.

### Days 1 to 5: Accra and the coast

Follow the one-week route for days 1 to 5.

### Days 6 to 8: Kumasi

Drive from Cape Coast to **Kumasi** on day 6. On day 7, visit the Manhyia Palace Museum and Kejetia Market. On day 8, hire a guide to see some of the **Asante Traditional Buildings**, Ghana's second UNESCO World Heritage site, and the craft villages of **Bonwire** (kente), **Ntonso** (adinkra) and **Ahwiaa** (wood carving). If **Akwasidae** falls during your stay, build the day around it.

### Day 9: Kumasi to Tamale

This is the long day. Leave at first light, or check for a flight. In **Tamale**, eat at a local spot and walk the central market in the cooler evening.

### Days 10 and 11: Mole National Park

Drive to **Mole National Park**, stopping at the old mosque at **Larabanga**. Take a ranger-led **walking safari** early on day 11, when elephants are most often seen near the waterholes, and a vehicle drive in the late afternoon.

### Day 12: back to Accra

Return to Tamale and **fly to Accra**. The flight saves two days of driving.

### Days 13 and 14: Lake Volta

Drive to **Akosombo** for a boat trip on **Lake Volta** and a quiet final night by the water, then return to Accra for your flight on day 15.

## Variation: the coast and the Volta Region

If wildlife matters less than hills and waterfalls, replace days 9 to 12 with the **Volta Region**. Return from Kumasi to Accra, then spend three or four nights around **Hohoe** and **Amedzofe**: the walk to **Wli Falls**, the mona monkeys of **Tafi Atome**, and the climb up **Mount Afadja**. Finish at Akosombo as above.

## Variation: more beach time

Beach lovers can add the **Western Region** after Elmina: two or three nights in **Busua** for surfing, with a day trip to **Cape Three Points**, or further west to **Axim** and the stilt village of **Nzulezu**. Fly back to Accra from **Takoradi** rather than driving.

## Tips for any route

- **Book accommodation early** for December, when Accra and the coast are busiest.
- Use **tour operators licensed by the Ghana Tourism Authority**, and ask to see the licence.
- Carry **cash and mobile money (MoMo)** for rural stops, where cards are rarely accepted.
- Pack your **yellow fever certificate** and take **malaria precautions** throughout.
- Leave one **unplanned day** in every week for rest, delays or a place you cannot bear to leave.

Confirm flight schedules with the airlines, entry fees with the Ghana Tourism Authority and the sites themselves, and health requirements with the Ghana Health Service.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-03",
    tags: ["Travel Packages", "Accra", "Cape Coast", "Kumasi", "Tamale"],
    featured: false,
  },
];
