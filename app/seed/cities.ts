import type { CitySeed } from "#app/seed/types.ts";

// Editorial seed data for the city pages. Population figures are from Ghana's 2021 Population
// and Housing Census where given; registered facts (entry rules, airports, main road times) are
// written as {{fact:id}} tokens from app/content/facts.ts.

export const citySeeds: CitySeed[] = [
  {
    name: "Accra",
    slug: "accra",
    region: "Greater Accra",
    description:
      "Ghana's capital spreads along the Gulf of Guinea, mixing colonial-era Jamestown, the buzz of Osu, beachfront hotels at La and the glass towers of Airport City. It is the main international gateway, with the widest choice of hotels, restaurants, galleries and nightlife in the country.",
    population:
      "About 5.4 million in the Greater Accra Region (2021 Population and Housing Census); the Accra Metropolitan district at the city's historic core counted about 284,000.",
    climate:
      "Tropical coast: dry November-March (harmattan haze December-February), wet April-October, with the heaviest rain around May-June.",
    languages: "English (official), Ga, Twi, Ewe, Hausa",
    highlights: [
      {
        title: "Easy arrival",
        text: "At Accra International Airport (formerly Kotoka), {{fact:transport.kotoka-terminals}}, so Accra is the natural first and last stop on any Ghana trip.",
      },
      {
        title: "History on foot",
        text: "Jamestown's lighthouse and fishing harbour, Ussher Fort and the Kwame Nkrumah Memorial Park tell the story of the Gold Coast and of independence within a short walk or taxi ride.",
      },
      {
        title: "Food and nightlife",
        text: "From chop bars serving banku and grilled tilapia to rooftop bars in Osu and Airport City, Accra has the liveliest food and music scene in Ghana.",
      },
      {
        title: "Art and design",
        text: "Contemporary galleries, the Centre for National Culture craft market and independent fashion boutiques make the capital the best place to see and buy modern Ghanaian art.",
      },
      {
        title: "Hotels for every budget",
        text: "Five-star towers, boutique villas, beach resorts and friendly hostels are all here, concentrated in Airport City, Osu, Ridge, Cantonments and along the coast at La.",
      },
    ],
    guide: `Accra is big, busy and rewarding once you learn its rhythm. The city has no single centre: government offices and banks cluster around Ridge and the Ministries, nightlife and shopping around Osu, business hotels in Airport City, and the oldest neighbourhoods, James Town and Ussher Town, face the sea west of the centre.

## What to see

Start in Jamestown, where the red-and-white lighthouse overlooks a fishing harbour full of painted canoes; local guides run walking tours through the lanes and past Ussher Fort and James Fort, part of the coast's UNESCO-listed forts and castles. The Kwame Nkrumah Memorial Park honours Ghana's first president, and Independence Square, with its Black Star Gate, recalls 6 March 1957. The Centre for National Culture (the Arts Centre) is the place to haggle for kente, carvings and beads, while Makola Market shows the city at full commercial speed. For modern art, look for the private galleries in Osu, Labone and Cantonments.

## Where to stay

Airport City and the Airport Residential Area suit business travellers and short stopovers. Osu puts restaurants, bars and shops within walking distance. Ridge and North Ridge are central and calmer, with several conference hotels. La and Labadi have the beach resorts, and East Legon offers quieter suburban hotels. Backpackers head to the guest houses around Nima and Kokomlemle, or out to Kokrobite beach, {{fact:distance.accra-kokrobite}} west of the centre.

## Getting there

Accra International Airport (ACC, formerly Kotoka) is the country's main gateway: {{fact:transport.kotoka-terminals}}. From Terminal 2 you can fly on to Kumasi, Tamale, Takoradi and other regional airports.

{{fact:entry.ecowas}} {{fact:entry.african-passports-2025}} {{fact:entry.african-visa-fees-2026}} {{fact:entry.evisa}} Entry rules can change, so confirm what applies to your passport with the Ghana Immigration Service or a Ghana mission before you travel. {{fact:health.yellow-fever-certificate}}

## Getting around

Ride-hailing apps work well and avoid haggling; street taxis are plentiful but agree the fare first. Tro-tros (shared minibuses) are cheap and cover every route, though they take some practice. Traffic is heavy at rush hours, so allow plenty of time for the airport. Carry cash in cedis for markets and small traders; mobile money (MoMo) is widely used, while cards are accepted mainly in hotels, malls and larger restaurants. In an emergency, call {{fact:safety.emergency-number}} for police, fire or ambulance.

## When to go

The driest, most comfortable months run from November to March, though the harmattan can bring dusty haze between December and February. The main rains fall from April to July, with a lighter spell around September and October. December is busy with festivals, concerts and visiting diaspora, so book hotels early.`,
  },
  {
    name: "Kumasi",
    slug: "kumasi",
    region: "Ashanti",
    description:
      "The historic capital of the Asante kingdom is Ghana's second city: a hilly, green and very busy place built around Kejetia Market and Manhyia Palace. It is the best base for Asante culture, kente and adinkra villages, and day trips to Lake Bosomtwe.",
    population:
      "About 5.4 million in the Ashanti Region (2021 Population and Housing Census); Kumasi is Ghana's second-largest city, with a metropolitan area far larger than its central district.",
    climate:
      "Inland forest climate: main rains roughly April-July and a second wet spell around September-October; drier November-March, with harmattan haze December-February.",
    languages: "English (official), Twi (Asante), Hausa",
    highlights: [
      {
        title: "Living royal heritage",
        text: "Manhyia Palace Museum tells the story of the Asantehene and the Golden Stool, and on Akwasidae festival days the court gathers in full regalia.",
      },
      {
        title: "West Africa's great market",
        text: "Kejetia Market and the surrounding Central Market form one of the largest trading areas in the region, a maze of cloth, beads, food and hardware.",
      },
      {
        title: "Craft villages nearby",
        text: "Bonwire and Adanwomase for kente weaving, Ntonso for adinkra printing and Ahwiaa for woodcarving are all within easy reach of the city.",
      },
      {
        title: "UNESCO heritage",
        text: "The Asante Traditional Buildings, a group of decorated earth shrines around Kumasi such as the one at Besease, are on UNESCO's World Heritage List.",
      },
      {
        title: "Now with its own airport",
        text: "Flights from Accra now land at {{fact:transport.kumasi-airport}}, which makes flying in easy and cuts out the long drive from the capital.",
      },
    ],
    guide: `Kumasi grew up as the seat of the Asante kingdom, and the city still carries that weight. Its nickname, the Garden City, dates from quieter times; today it is dense, loud and congested, but it holds more living tradition than anywhere else in southern Ghana.

## What to see

Begin at Manhyia Palace Museum, the former royal residence built for Asantehene Prempeh I on his return from exile, with lifelike figures of past kings and queen mothers and a guided tour of Asante history. The Centre for National Culture, with the small Prempeh II Jubilee Museum, is a calmer place to see craft workshops and buy souvenirs. The Okomfo Anokye Sword, inside the grounds of the teaching hospital, marks the legendary founding of the kingdom, and the Military Museum in the old fort covers the wars of 1900. Set aside a few hours for Kejetia and the Central Market, ideally with a guide, and hold on to your bag.

Around the city, the weaving villages of Bonwire and Adanwomase, the adinkra printers of Ntonso and the carvers of Ahwiaa make a good day out. The decorated shrine at Besease, near Ejisu, is one of the Asante Traditional Buildings on UNESCO's World Heritage List. Lake Bosomtwe, a crater lake {{fact:distance.kumasi-bosumtwi}} south-east of the city, has simple lodges and good walking.

## Where to stay

Hotels are spread out. Ahodwo, Nhyiaeso and Danyame, south of the centre, have many mid-range and upmarket hotels plus restaurants and bars. The centre around Adum is convenient for markets but noisy. Guest houses in residential areas, and hotels on the eastern outskirts towards Ejisu, trade distance for calm.

## Getting there

Domestic flights from Accra take under an hour and land at {{fact:transport.kumasi-airport}}. By road, Kumasi is {{fact:distance.accra-kumasi}} from Accra; air-conditioned intercity coaches make the trip in {{fact:drive.accra-kumasi}}, depending on traffic and roadworks. To the north, Tamale is a drive of {{fact:drive.kumasi-tamale}}; Cape Coast, to the south, is roughly half a day away by road.

## Getting around

Taxis are plentiful and cheap, but agree fares first; ride-hailing apps work in much of the city. Traffic around Kejetia and Adum can be gridlocked, so walk short distances in the centre. Carry cedis in small notes, as markets and taxis rarely take cards, and mobile money is common.

## When to go

November to March is driest and best for getting around, though harmattan haze may dull the views. Try to time a visit with Akwasidae, held every six weeks, when the Asantehene receives chiefs and the public at Manhyia in a colourful ceremony; ask your hotel for the dates.`,
  },
  {
    name: "Cape Coast",
    slug: "cape-coast",
    region: "Central",
    description:
      "A laid-back coastal town with a heavy history, Cape Coast was the capital of the British Gold Coast. Its castle is one of Ghana's most visited heritage sites, and the town makes a good base for Kakum's canopy walkway and nearby Elmina.",
    population:
      "About 2.9 million in the Central Region (2021 Population and Housing Census); Cape Coast itself is a compact regional capital and university town.",
    climate:
      "Tropical coast: dry November-March (harmattan haze December-February), wet April-October, heaviest around May-June.",
    languages: "English (official), Fante",
    highlights: [
      {
        title: "Cape Coast Castle",
        text: "Part of the UNESCO World Heritage listing of Ghana's forts and castles, the castle's dungeons and Door of No Return make for a sobering, essential visit.",
      },
      {
        title: "Kakum canopy walkway",
        text: "Kakum National Park lies {{fact:distance.cape-coast-kakum}} inland, and its rope-and-plank walkway crosses the rainforest canopy; go early for birdlife and fewer groups.",
      },
      {
        title: "Two castles in a day",
        text: "Elmina Castle is only {{fact:distance.cape-coast-elmina}} to the west, so both great castles of the Central Region can be seen in a single unhurried day.",
      },
      {
        title: "Festivals and homecomings",
        text: "The Fetu Afahye festival in early September and Emancipation Day events draw crowds, including many visitors from the African diaspora.",
      },
    ],
    guide: `Cape Coast is small enough to walk around and old enough to reward it. Colonial-era houses, churches and schools line its hilly streets, fishing canoes crowd the beach below the castle, and the presence of the University of Cape Coast gives the town a young, relaxed feel.

## What to see

Cape Coast Castle dominates the waterfront. Built up by successive European traders and later the British headquarters on the coast, it is one of the forts and castles listed together by UNESCO as a World Heritage site. Guided tours lead through the male and female dungeons to the Door of No Return, and the museum upstairs puts the Atlantic slave trade in context. Allow two hours and expect the visit to be emotional. Fort William, on the hill behind town, has a lighthouse with good views.

Kakum National Park, {{fact:distance.cape-coast-kakum}} north, is famous for its canopy walkway high among the rainforest trees. It is on UNESCO's tentative list, not the World Heritage List itself. Arrive when it opens for cooler air and more birds. Hans Cottage Botel, on the way, is known for the crocodiles in its pond. Elmina and its castle are a short drive west, and the beach resorts between the two towns are good for a quiet evening.

## Where to stay

The town centre and the beachfront near the castle suit travellers who like to walk, with guest houses and a classic beach hangout right under the castle walls. Hotels further out, on the Kakum road or along the coast towards Elmina, offer pools, gardens and space, but you will need taxis.

## Getting there

Cape Coast has no commercial airport. The nearest are Takoradi (TKD), about an hour and a half west, and Accra International Airport (ACC, formerly Kotoka). From Accra the road trip of {{fact:distance.accra-cape-coast}} usually takes {{fact:drive.accra-cape-coast}}, depending on traffic leaving the capital; air-conditioned coaches and shared minibuses run throughout the day.

## Getting around

Shared taxis run fixed routes around town for small fares, and private hire is easy to arrange for Kakum or Elmina; agree the price first. Many places take only cash or mobile money, so carry cedis.

## When to go

The dry months from November to March are the most comfortable, although the harmattan can bring hazy skies between December and February. The rainy season from April to October brings heavier showers, especially in May and June, but also greener landscapes and fewer visitors. The Fetu Afahye festival, usually on the first weekend of September, fills the streets with processions, drumming and durbars of chiefs.`,
  },
  {
    name: "Elmina",
    slug: "elmina",
    region: "Central",
    description:
      "A historic fishing town west of Cape Coast, Elmina grew around the oldest European-built castle in sub-Saharan Africa. Its harbour, Dutch-era fort, Asafo shrines and nearby beach resorts make it a rewarding stop on the Central Region coast.",
    population:
      "A fishing town in the Komenda-Edina-Eguafo-Abirem Municipal district of the Central Region, which has about 2.9 million people (2021 Population and Housing Census).",
    climate:
      "Tropical coast: dry November-March (harmattan haze December-February), wet April-October, heaviest around May-June.",
    languages: "English (official), Fante",
    highlights: [
      {
        title: "Elmina Castle",
        text: "Founded by the Portuguese in 1482, the castle is part of the UNESCO World Heritage listing of Ghana's forts and castles and a powerful place to learn about the slave trade.",
      },
      {
        title: "Fort St Jago",
        text: "The Dutch fort on the hill opposite the castle, also part of the World Heritage listing, offers the best view over the harbour and the town's rooftops.",
      },
      {
        title: "A working harbour",
        text: "Hundreds of painted fishing canoes crowd the lagoon mouth beside the castle, and the fish market is at its liveliest when the boats come in.",
      },
      {
        title: "Beach resorts close by",
        text: "Resorts and eco-lodges along the coast either side of town make it easy to pair heritage visits with a few quiet days by the sea.",
      },
    ],
    guide: `Elmina is where Europe's long involvement with the Gold Coast began. The Portuguese built São Jorge da Mina here in 1482 to trade for gold; the Dutch seized it in 1637, and it later became one of the most notorious hubs of the Atlantic slave trade. Today the town is busy, friendly and still shaped by the sea.

## What to see

Elmina Castle stands on the rocky point between the ocean and the Benya lagoon. Along with Fort St Jago and Cape Coast Castle, it is part of the UNESCO World Heritage listing of Ghana's forts and castles. Guided tours cover the dungeons, the condemned cell and the Door of No Return, and a small museum explains the castle's changing owners. Cross the bridge and climb to Fort St Jago for views over the castle and the harbour.

Back in town, look out for the Posuban shrines, the elaborate concrete monuments of Elmina's Asafo companies, and for the old merchants' houses along the main streets. The fishing harbour beside the bridge is chaotic and photogenic; ask before photographing people. The Bakatue festival, usually held in early July, marks the opening of the fishing season with a regatta on the lagoon.

## Where to stay

Staying in the town centre puts the castle, fort and harbour within a few minutes' walk. Beach resorts and eco-lodges line the coast to the east and west, some with pools and gardens; note that rock sea defences now front parts of this shoreline, so ask about beach access before booking if swimming matters to you.

## Getting there

Elmina lies {{fact:distance.cape-coast-elmina}} west of Cape Coast, which is {{fact:drive.accra-cape-coast}} by road from Accra; allow a little longer to reach Elmina itself. There is no airport; the nearest commercial airports are Takoradi (TKD), further west along the coast, and Accra International Airport (ACC, formerly Kotoka). Shared taxis and minibuses link Elmina with Cape Coast throughout the day, and coaches between Accra and Takoradi pass the junction on the main road.

## Getting around

The centre is walkable. Taxis wait near the castle and the main junction and can be hired by the hour for trips to Cape Coast, Kakum National Park or the beaches. Pay in cedis or mobile money; cards are accepted mainly in the larger hotels.

## When to go

November to March is driest and best for the beach, though the harmattan can haze the sky between December and February. The rainy months from April to October bring short, heavy downpours and rougher seas. Plan castle visits for the morning, when it is cooler and tour groups are fewer.`,
  },
  {
    name: "Tamale",
    slug: "tamale",
    region: "Northern",
    description:
      "The largest city of northern Ghana is flat, friendly and full of bicycles, motorbikes and tricycles. Capital of the Northern Region, Tamale is a hub for Dagbon culture, shea and smock crafts, and the gateway to Mole National Park and the far north.",
    population:
      "About 2.3 million in the Northern Region (2021 Population and Housing Census); Tamale is the largest city in northern Ghana and one of the fastest-growing in the country.",
    climate:
      "Savanna: a single rainy season roughly May-October; hot and dry November-April, with dusty harmattan winds December-February and the hottest weather in March-April.",
    languages: "English (official), Dagbani, Hausa, Twi",
    highlights: [
      {
        title: "Gateway to Mole",
        text: "Mole National Park, Ghana's best place to see elephants, is {{fact:drive.tamale-mole}} by road from Tamale, an easy transfer by car.",
      },
      {
        title: "Dagbon culture",
        text: "Festivals such as Damba and the Fire Festival bring drumming, horse riding and torch-lit processions, and the city's lunsi drummers keep oral history alive.",
      },
      {
        title: "Crafts and shea",
        text: "The Cultural Centre and markets sell woven smocks, leatherwork and baskets, and women's cooperatives around the city produce shea butter.",
      },
      {
        title: "Upgraded airport",
        text: "Yakubu Tali International Airport (still often called Tamale International Airport) gained a new terminal in 2023 for international and Hajj flights, and frequent domestic flights from Accra take about an hour.",
      },
      {
        title: "Base for the far north",
        text: "Bolgatanga, the Paga crocodile ponds, Sirigu's painted houses and the Tongo hills are all within reach for travellers heading towards Burkina Faso.",
      },
    ],
    guide: `Tamale feels different from the south from the moment you arrive: wider streets, more mosques, flat savanna on every side and a relaxed pace that belies how fast the city is growing. It is the capital of the Northern Region and the heartland of the Dagomba people, whose king, the Ya-Na, has his seat at Yendi to the east.

## What to see

Tamale has few formal sights, so enjoy its everyday life. Walk around the Central Mosque and the Central Market, where traders sell shea butter, dried fish, grains and cloth. The Cultural Centre has stalls of smocks, leather goods, baskets and Bolga hats from the Upper East. Ask locally about shea butter cooperatives that welcome visitors; buying direct supports women producers. If your visit coincides with the Damba festival or Bugum Chugu, the Fire Festival, expect drumming, horsemen and crowded, joyful streets.

Mole National Park lies {{fact:drive.tamale-mole}} by road to the west and is the main reason many travellers come north; most stay at least one night in the park to be out with rangers at dawn. On the way, the small mud-and-timber mosque at Larabanga is a striking sight. Further north, Bolgatanga, Sirigu's painted compounds and Paga's crocodile ponds make a good circuit.

## Where to stay

Central hotels near the market and bus stations are convenient but noisy. Guest houses run by institutes and churches, often set in leafy compounds, offer quiet, good-value rooms. Larger business hotels and lodges on the outskirts have conference rooms and more space.

## Getting there

The city is served by {{fact:transport.tamale-airport}}, and several airlines fly from Accra in about an hour. By road the journey from Accra is long, often {{fact:drive.accra-tamale}} by coach, or {{fact:drive.kumasi-tamale}} from Kumasi; many travellers fly one way and drive the other.

## Getting around

Yellow-yellows, the motorised tricycles, are everywhere and cheap; say if you want a shared ride and agree the fare first. Taxis and ride-hailing are available, and cycling is common on the flat roads. Cash in cedis and mobile money are the norm outside the bigger hotels.

## When to go

November to February is the most comfortable time, with dry, sunny days and cooler nights, though the harmattan brings dust and haze. March and April are very hot. The single rainy season runs roughly from May to October, turning the savanna green but making some rural roads difficult. For Mole, the dry season gives the best wildlife viewing as animals gather at the waterholes.`,
  },
  {
    name: "Takoradi",
    slug: "takoradi",
    region: "Western",
    description:
      "Together with Sekondi, Takoradi forms the twin city around one of Ghana's two seaports and is the hub of its offshore oil and gas industry. Busy and practical, it has good hotels, a lively market circle and easy access to the beaches and forts of the western coast.",
    population:
      "About 2.1 million in the Western Region (2021 Population and Housing Census); the twin city of Sekondi-Takoradi is the region's capital and largest urban area.",
    climate:
      "Tropical coast, among Ghana's wettest areas: dry November-March (harmattan haze December-February), wet April-October, heaviest around May-June.",
    languages: "English (official), Fante, Ahanta, Nzema",
    highlights: [
      {
        title: "Gateway to the west coast",
        text: "Takoradi is the jumping-off point for Busua's surf beaches, Dixcove and Butre's forts, Axim and the stilt village of Nzulezu near the Ivorian border.",
      },
      {
        title: "Market Circle",
        text: "The round central market is the commercial heart of the city, crowded with traders selling fabric, fish, produce and everything in between.",
      },
      {
        title: "Business-class hotels",
        text: "Thanks to the oil and gas industry, Takoradi has some of the best business hotels outside Accra, with pools, conference rooms and reliable service.",
      },
      {
        title: "Domestic flights",
        text: "Takoradi's airport (TKD) has regular flights from Accra, and it is also the closest airport for visitors to Cape Coast and Elmina.",
      },
    ],
    guide: `Sekondi-Takoradi is a working city rather than a holiday town. Takoradi grew around its deep-water harbour, opened in the 1920s, and the offshore oil discoveries of the late 2000s brought a new wave of companies, hotels and traffic. For travellers, it is a convenient place to fly into, rest and stock up before heading to the beaches further west.

## What to see

The Market Circle, at the heart of Takoradi, is worth an hour for its energy and colour. In Sekondi, the older half of the twin city, Fort Orange stands above the fishing harbour and now houses a lighthouse. The beaches close to town are busy at weekends; most visitors prefer to move on to Busua, about an hour west, for calmer water and surf lessons, or to Dixcove and Butre for their small European forts, which are part of Ghana's UNESCO-listed forts and castles. Further west, Axim's Fort St Anthony, the stilt village of Nzulezu and Ankasa's rainforest make a rewarding circuit.

## Where to stay

Business hotels cluster near the harbour and the airport and are used to oil-industry clients, with pools, gyms and meeting rooms. There are a few seafront hotels for a more relaxed stay, and plenty of simple mid-range hotels in the town centre. Rates are higher than you might expect for a regional city, so compare offers and book ahead during the week, when corporate guests fill rooms.

## Getting there

Takoradi Airport (TKD) has domestic flights from Accra that take well under an hour. By road, the coastal highway from Accra covers {{fact:distance.accra-takoradi}} and takes {{fact:drive.accra-takoradi}}, depending on traffic leaving the capital. Intercity coaches run from Accra and Kumasi. Takoradi is also the nearest airport to Cape Coast and Elmina, which lie further east along the coast road.

## Getting around

Taxis are plentiful and ride-hailing works in much of the city. Shared taxis and minibuses head west to Agona Nkwanta, the junction for Busua and Dixcove, and on to Axim. Carry cedis in small notes; mobile money is widely accepted, while card payments are mostly limited to hotels and supermarkets.

## When to go

The dry season from November to March is the best time for the beaches, although the harmattan can make the sky hazy between December and February. The Western Region is among the wettest parts of Ghana, with heavy rain from April to October, especially in May and June, when some side roads become muddy.`,
  },
  {
    name: "Mole",
    slug: "mole",
    region: "Savannah",
    description:
      "Mole National Park is Ghana's largest wildlife reserve, an expanse of Guinea savanna and gallery forest where elephants, antelope, warthogs and baboons gather at waterholes. Walking safaris with armed rangers make it one of the most accessible wildlife experiences in West Africa.",
    population:
      "A national park, not a town: the nearest communities are Larabanga and Mognori. It lies in the Savannah Region, which had about 650,000 people (2021 Population and Housing Census).",
    climate:
      "Savanna: a single rainy season roughly May-October; hot and dry November-April, with harmattan winds December-February and the hottest weather in March-April.",
    languages: "English (official), Gonja, Dagbani, Twi",
    highlights: [
      {
        title: "Elephants on foot",
        text: "Guided walks with armed rangers often bring you surprisingly close to elephants at the waterholes below the escarpment, especially in the dry season.",
      },
      {
        title: "Wide range of wildlife",
        text: "Kob, bushbuck, waterbuck, warthogs, baboons and many bird species are regularly seen; rarer animals such as leopards and hyenas are seldom spotted.",
      },
      {
        title: "Larabanga mosque",
        text: "The small, whitewashed mud-and-timber mosque at Larabanga, near the park entrance, is one of the oldest in Ghana and a striking example of Sudanic architecture.",
      },
      {
        title: "Community experiences",
        text: "At Mognori eco-village visitors can take canoe trips on the Mole River and learn about shea processing and village life from local guides.",
      },
    ],
    guide: `Mole National Park covers a vast area of savanna woodland in the Savannah Region, created in 2019 from the western part of the old Northern Region. Established as a reserve in 1958, it is Ghana's largest protected area for wildlife and its most developed for visitors. It is on UNESCO's tentative list, not the World Heritage List itself, and it remains one of the easiest places in West Africa to see elephants.

## What to see and do

The park headquarters and the long-established motel sit on an escarpment overlooking waterholes where elephants often come to drink and bathe. Ranger-led walking safaris, usually at dawn and late afternoon, head down into the bush; jeep drives cover more ground. Expect kob, bushbuck, waterbuck and troops of baboons and monkeys, and watch out for warthogs wandering the grounds. Bird watchers will find plenty of savanna species. Wear closed shoes and neutral colours, carry water, and follow the rangers' instructions at all times.

Outside the park, Larabanga's mud-and-timber mosque is one of the oldest in Ghana; local guides explain its history, and a small donation is expected. Mognori eco-village offers canoe trips on the Mole River and an introduction to village life and shea processing.

## Where to stay

Accommodation inside the park is limited: a long-running motel with rooms and chalets near the headquarters, and a high-end safari lodge with tented chalets overlooking a waterhole. Simple guest houses in Larabanga and Damongo are cheaper alternatives. Book ahead for weekends and the dry season.

## Getting there

Mole is {{fact:drive.tamale-mole}} by road from Tamale, the nearest city with an airport. Most visitors arrange a car and driver in Tamale or join a tour; public buses and tro-tros run towards Damongo and Larabanga, but schedules are unreliable and you still need transport for the last stretch. Damongo, the regional capital, is the nearest town of any size, a short drive east of the park.

## Getting around

Inside the park you move with rangers, either on foot or in a vehicle. Carry enough cash in cedis for park fees, guides and tips, as card facilities are limited and mobile network coverage can be patchy.

## When to go

The dry season, from about November to April, is best for wildlife: grass is short and animals concentrate around the remaining water. January to April is hot, especially in March and April. The rainy season, roughly May to October, turns the park lush and green, but tall grass makes animals harder to spot and some tracks become muddy.`,
  },
  {
    name: "Busua",
    slug: "busua",
    region: "Western",
    description:
      "A small fishing village on a sheltered bay west of Takoradi, Busua has long drawn backpackers and weekenders with its beach, relatively calm water and surf schools. Old forts at Dixcove and Butre are a walk or short ride away.",
    population:
      "A small village in the Ahanta West district of the Western Region, which has about 2.1 million people in total (2021 Population and Housing Census).",
    climate:
      "Tropical coast: dry November-March (harmattan haze December-February), wet April-October, heaviest around May-June.",
    languages: "English (official), Ahanta, Fante",
    highlights: [
      {
        title: "Learn to surf",
        text: "Busua's gentle beach breaks make it the best-known place in Ghana for beginners, with local surf shops renting boards and running lessons.",
      },
      {
        title: "Swim in a sheltered bay",
        text: "The bay is calmer than much of Ghana's coast, though currents still demand care; swim where locals do and ask about conditions.",
      },
      {
        title: "Forts within walking distance",
        text: "Fort Metal Cross at Dixcove and Fort Batenstein at Butre are part of Ghana's UNESCO-listed forts and castles and reachable on foot or by short taxi.",
      },
      {
        title: "Slow coastal life",
        text: "Fishing canoes, beach football and fresh lobster and grilled fish at simple restaurants set a relaxed pace after busier cities.",
      },
    ],
    guide: `Busua has been a beach escape for Ghanaians and travellers for decades. The village is small, built around a long, curving bay with a small rocky island offshore, and in recent years it has gained more guest houses, restaurants and a reputation as Ghana's surf village.

## What to see and do

The beach is the main event. Surf shops along the sand, several of them run by local surfers, rent boards and give lessons for beginners, often including local children in their programmes. Swimming is generally safer here than on more exposed beaches, but currents can still be strong; ask locally and avoid swimming alone or after drinking.

A walk of about half an hour over the headland brings you to Butre, a fishing village with the ruins of Fort Batenstein above it. In the other direction, Dixcove's harbour is overlooked by Fort Metal Cross. Both forts are part of the group of forts and castles listed by UNESCO as a World Heritage site. Local guides can lead you on the coastal paths, which is wise as some sections are isolated. Further west, Akwidaa and Cape Three Points have quieter beaches and forest.

## Where to stay

Accommodation ranges from simple guest houses and lodges in the village to a large beach resort with a pool and conference facilities. A few small hotels run by long-term residents offer good food and a personal welcome. Book ahead for holiday weekends, Christmas and Easter, when visitors from Takoradi and Accra fill the village.

## Getting there

Busua is {{fact:distance.takoradi-busua}} west of Takoradi, roughly an hour by road including the turn-off at Agona Nkwanta. The nearest airport is Takoradi (TKD), with flights from Accra. From Accra, the road journey takes most of a day. Shared taxis run from Agona Nkwanta to Busua and Dixcove; a private taxi from Takoradi is easy to arrange.

## Getting around

The village is walkable. Taxis wait at the junction for trips to Dixcove, Takoradi and beyond, and hotels can arrange drivers for day trips. Bring enough cash: there are few card facilities, though mobile money is common.

## When to go

The dry season from November to March brings the sunniest beach weather, with hazy skies possible during the harmattan between December and February. Surfers find consistent small waves for much of the year. The rainy season from April to October brings heavier showers, especially in May and June, and quieter, cheaper stays outside holiday weekends.`,
  },
  {
    name: "Axim",
    slug: "axim",
    region: "Western",
    description:
      "A historic town near Ghana's western border, Axim is overlooked by Fort St Anthony, one of the oldest European forts on the coast. Around it lie quiet bays, secluded lodges and routes to the Nzulezu stilt village and Ankasa's rainforest.",
    population:
      "A small town, capital of the Nzema East Municipal district in the Western Region, which has about 2.1 million people in total (2021 Population and Housing Census).",
    climate:
      "Tropical coast, among Ghana's wettest areas: dry November-March (harmattan haze December-February), wet April-October, heaviest around May-June.",
    languages: "English (official), Nzema, Fante",
    highlights: [
      {
        title: "Fort St Anthony",
        text: "Built by the Portuguese in the early sixteenth century and later held by the Dutch, the fort is part of Ghana's UNESCO-listed forts and castles.",
      },
      {
        title: "Secluded beaches",
        text: "Sheltered bays and rocky headlands around Axim are home to some of Ghana's most peaceful beach lodges, far from city crowds.",
      },
      {
        title: "Nzulezu stilt village",
        text: "West of Axim near Beyin, a canoe trip through lagoon and swamp forest leads to Nzulezu, a village built entirely on stilts over the water.",
      },
      {
        title: "Ankasa rainforest",
        text: "Close to the border with Côte d'Ivoire, the Ankasa Conservation Area protects wet evergreen forest with rich birdlife, clear streams and guided walking trails.",
      },
    ],
    guide: `Axim sits on a rocky stretch of the far western coast, {{fact:drive.takoradi-axim}} beyond Takoradi. It was one of the first places Europeans settled on the Gold Coast, and its fort, small harbour and old town give it a sense of history, while the coast around it offers some of the most tranquil beach stays in Ghana.

## What to see and do

Fort St Anthony, on a headland above the fishing beach, was founded by the Portuguese in the early 1500s and taken by the Dutch in the 1640s. It is part of the forts and castles listed together by UNESCO as a World Heritage site, and caretakers show visitors around the ramparts, cells and views along the coast. The town itself is modest, with a busy fishing beach and colonial-era buildings.

Most visitors come for the coast. Lodges tucked into quiet bays outside town offer swimming in sheltered water, kayaking and long walks. Further west, near Beyin, a canoe trip through lagoon and raffia swamp leads to Nzulezu, a village built on stilts above the water; Fort Apollonia at Beyin is another of the listed forts. The Ankasa Conservation Area, close to the border with Côte d'Ivoire, protects some of Ghana's wettest rainforest and is best visited with a guide. Between roughly August and March, turtles nest on some beaches in the region; ask locally about responsible viewing.

## Where to stay

Choices range from a large, long-established beach hotel near town to small eco-lodges on private bays reached by dirt roads. Many lodges run on generators for part of the day and have limited phone signal, which is part of their charm. Book ahead, especially for holiday weekends.

## Getting there

Axim is {{fact:distance.takoradi-axim}} west of Takoradi by road. The nearest airport is Takoradi (TKD), with flights from Accra; from Accra the drive takes most of a day. Shared taxis and minibuses run from Takoradi to Axim, and lodges can arrange pick-ups from the town or the airport for a fee.

## Getting around

Taxis in town can be hired for trips to the fort, nearby beaches and the Nzulezu departure point at Beyin. Roads to some lodges are unpaved and can be rough after rain. Bring cash in cedis, as ATMs and card facilities are limited outside Takoradi.

## When to go

November to March is the driest and best time for the beach, though harmattan haze is possible between December and February. The far west is one of the wettest parts of Ghana, with heavy rain from April to October, especially in May and June, when unpaved roads can become difficult.`,
  },
  {
    name: "Akosombo",
    slug: "akosombo",
    region: "Eastern",
    description:
      "A green, hilly town built for the Akosombo Dam, which created Lake Volta, one of the world's largest artificial lakes. Riverside resorts, boat trips and cool evenings make it a popular weekend escape from Accra and a gateway to the Volta Region.",
    population:
      "A small planned town in the Asuogyaman district of the Eastern Region, which has about 2.9 million people in total (2021 Population and Housing Census).",
    climate:
      "Tropical: dry November-March (harmattan haze December-February), wet April-October, with the hills often slightly cooler and greener than the coast.",
    languages: "English (official), Twi, Ewe, Krobo",
    highlights: [
      {
        title: "Akosombo Dam",
        text: "Completed in the 1960s, the hydroelectric dam on the Volta River is an engineering landmark; guided visits explain how it powers much of the country.",
      },
      {
        title: "Lake and river trips",
        text: "Boat cruises on the lake and the Volta River pass wooded islands and fishing villages, a peaceful way to spend an afternoon.",
      },
      {
        title: "Riverside resorts",
        text: "Resorts and hotels along the Volta offer pools, lawns and sunset views, making the area a favourite weekend break from Accra.",
      },
      {
        title: "Gateway to the Volta Region",
        text: "The Adomi Bridge at nearby Atimpoku leads east to Ho, Hohoe, Wli Falls and the mountains along the Togo border.",
      },
    ],
    guide: `Akosombo owes its existence to the dam that spans the Volta River here. Completed in the 1960s as one of independent Ghana's flagship projects, it created Lake Volta, which stretches far into the north of the country. The town was planned for the dam's workers, and its tidy streets, forested hills and river views make it a calm contrast to Accra.

## What to see and do

Visits to the dam are arranged through the Volta River Authority, usually with a short presentation and a viewpoint over the wall and spillway; bring identification and check current arrangements locally. Boat trips on the lake, including cruises towards Dodi Island, run when demand allows, mostly at weekends. The Adomi Bridge, a steel arch across the Volta at Atimpoku, is a handsome sight and the gateway to the Volta Region. Nearby, the Shai Hills Resource Reserve on the Accra road has baboons, antelope and caves, and the hills around Akosombo are good for walks and birdwatching.

## Where to stay

Hotels and resorts line the river between Akosombo and Senchi, from a large, full-service resort with extensive lawns and conference facilities to smaller riverside lodges. A hilltop hotel overlooks the dam itself. Weekends and public holidays are busy with visitors from Accra, so book ahead; midweek stays are quieter and often cheaper.

## Getting there

Akosombo is {{fact:distance.accra-akosombo}} north-east of Accra, {{fact:drive.accra-akosombo}} by road depending on traffic leaving the capital. Shared minibuses run from Accra to Akosombo and Atimpoku, and a private car or taxi gives more flexibility. There is no airport; the nearest is Accra International Airport (ACC, formerly Kotoka). Passenger boat services on Lake Volta to the north have been irregular, so do not plan a trip around them without confirming locally.

## Getting around

Taxis gather at Akosombo and Atimpoku for short trips between resorts, the dam and the bridge. Many resorts are spread out along the river, so a car is useful. Carry cedis for taxis, boat trips and small restaurants; mobile money is widely used.

## When to go

The dry season from November to March brings clear days and comfortable evenings, although the harmattan can haze the views between December and February. The rainy season from April to October keeps the hills lush and the river high, with heavy but usually short downpours. Weekends around Easter and Christmas are the busiest times.`,
  },
];
