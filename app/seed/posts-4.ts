import type { PostSeed } from "#app/seed/types.ts";

export const postsBatch4: PostSeed[] = [
  {
    slug: "volta-region-guide",
    title: "Volta Region Guide: Wli Falls, Amedzofe and Lake Volta",
    excerpt:
      "Waterfalls, cool mountain villages, a monkey sanctuary and the great lake behind Akosombo: how to plan a few days in Ghana's green, hilly east.",
    content: `The Volta Region runs along Ghana's eastern border with Togo, from the lagoons and beaches around Keta in the south to the forested hills around Hohoe and Wli further north. It is greener, hillier and noticeably cooler at altitude than most of southern Ghana, and it rewards travellers who like to walk: the highlights are waterfalls, mountain villages and small community-run sanctuaries rather than big resorts. The main language is **Ewe**, and English is widely understood in towns and at visitor centres.

A note on maps before you plan. Ghana has had **16 regions since 2019**, when the northern part of the old Volta Region became the separate **Oti Region**. Older guidebooks that put Kete Krachi or Nkwanta in the Volta Region are out of date. The Volta Region's capital is **Ho**. Practical details change, so confirm them locally before you set out.

## Getting there and around

Most visitors arrive by road from Accra. In light traffic, Akosombo is {{fact:drive.accra-akosombo}} from the capital and Ho {{fact:drive.accra-ho}}, and Hohoe and the Wli area take longer again. Intercity buses and tro-tros run from Accra to Ho and Hohoe; departure points in Accra shift from time to time, so ask your hotel which station serves the route you want.

Inside the region, shared taxis and tro-tros link the towns, and **motorbike taxis (okada)** cover the last few kilometres to villages. If your time is short, hiring a car and driver for two or three days is the efficient way to link Wli, Tafi Atome and Amedzofe in one loop. Agree what the daily rate covers before you set off.

## Wli Falls

**Wli Falls** (also called Wli Agumatsa) sits close to the Togo border, a short drive from Hohoe, and is the best-known waterfall in Ghana. You pay at the visitor centre in Wli village and are assigned a guide.

### The lower falls

The walk to the lower falls follows a mostly level forest path with several stream crossings on small bridges, and takes most people well under an hour each way. At the end is a wide plunge pool where you can swim, and the cliff above is home to a large colony of **fruit bats**, which you will hear before you see.

### The upper falls

The upper falls are a much harder proposition: a steep hike on a rough trail that takes several hours for the round trip. Go only if you are fit, start early to avoid the midday heat, carry plenty of water and tell the visitor centre you want the upper trail when you buy your ticket.

## Amedzofe and the Avatime hills

**Amedzofe** is one of Ghana's highest settlements, a hill village in the Avatime area west of Ho with cool evenings. The main walks are up **Mount Gemi**, topped by a large cross with wide views over the hills, and down to **Ote Falls**, a short but steep descent through forest. The village has a community tourism office where you arrange guides. Lodging is simple, so book ahead at weekends.

## Tafi Atome Monkey Sanctuary

At **Tafi Atome**, between Ho and Hohoe, the community protects a forest where **mona monkeys** are regarded as sacred. A guide leads you into the grove and the monkeys come down to take bananas from your hand. Follow the guide's instructions and do not try to pick up the animals. Nearby **Tafi Abuipe** is a kente-weaving village worth combining with the visit.

## Mount Afadja and Tagbo Falls

**Mount Afadja** (often written Afadjato) near Liati Wote is regularly listed as Ghana's highest peak, although surveyors have disputed the title. The climb is short and steep, an hour or so up for most walkers, and the same village is the starting point for the forest walk to **Tagbo Falls**. Combining the two makes a full day.

## Lake Volta, Akosombo and Atimpoku

The **Akosombo Dam** holds back **Lake Volta**, one of the largest artificial lakes in the world by surface area. The dam is a working power installation run by the Volta River Authority, so photography and access near it are controlled; ask your hotel about arranging an official visit rather than turning up with a camera.

Just downstream, the town of **Atimpoku** sits beside the **Adomi Bridge** across the Volta River. It is the place to try **one-man-thousand**, small fried fish sold at the roadside, and a good overnight stop with several riverside hotels. Boat trips on the river and the lake run from hotels in the area.

## Keta and the coast

In the far south, **Keta** sits on a narrow strip of land between the sea and the **Keta Lagoon**. The town has an old Danish fort, Fort Prinzenstein, which has suffered badly from sea erosion, and the lagoon is good for birdwatching. Nearby **Anloga** hosts the **Hogbetsotso** festival of the Anlo Ewe, traditionally held in November; confirm the date with the Anlo Traditional Council before you travel.

## When to go

The dry season, **November to March**, is the easiest time for hiking: paths are firmer and roads to the villages are in better shape. The waterfalls are fullest in the wet season, **April to October**, but trails get muddy and the upper Wli trail can close. From December to February the harmattan wind can bring dusty haze that softens the views from Mount Gemi and Afadja.

## Where to stay

Hohoe is the practical base for Wli, Tafi Atome and Afadja, with a range of budget and mid-range hotels. Ho is the regional capital and has the widest choice of business hotels. For a night in the hills, stay in Amedzofe; for the lake and river, stay around Akosombo or Atimpoku. Every tourist accommodation in Ghana needs a yearly **Ghana Tourism Authority** licence; ask to see it if a place looks doubtful.

## Practical tips

- **Carry cash and mobile money.** Community sites, guides and small lodges usually take cash or MoMo only; ATMs are in Ho and Hohoe but not in the villages.
- **Budget for guide fees.** Most sites charge an entry fee plus a guide fee, often with different rates for Ghanaians and foreign visitors. Rates change, so confirm them with the Ghana Tourism Authority or at the site office.
- **Dress for mud and sun**: sturdy shoes, a hat, insect repellent and a rain layer in the wet season.
- **Greet first.** In villages, a greeting before a question is expected, and so is asking before photographing people.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-08",
    tags: ["Regional Guide", "Volta Region", "nature", "hiking"],
    featured: false,
  },
  {
    slug: "western-region-guide",
    title: "Western Region Guide: Takoradi, Busua and Axim",
    excerpt:
      "Sekondi-Takoradi, the surf at Busua, old forts at Dixcove and Axim, and the stilt village of Nzulezu: a practical guide to Ghana's far south-west.",
    content: `Ghana's Western Region is the stretch of coast between the Central Region and the border with Côte d'Ivoire. It has the country's best surf, some of its emptiest beaches, a chain of old European forts and, inland, the last big blocks of wet rainforest in the south. It is also Ghana's oil and gas hub, which is why the regional city, **Sekondi-Takoradi**, has more business hotels than its size suggests. Details change, so confirm them locally before you travel.

A map note: since the 2019 reorganisation into 16 regions, the inland north of the old Western Region has been the separate **Western North Region**, with its capital at Sefwi Wiawso. Bia National Park and the cocoa country around Sefwi now fall there. This guide covers the coastal Western Region.

## Getting there

**By air.** Takoradi Airport (**TKD**) has domestic flights from Accra (**ACC**) that take under an hour. Schedules and airlines change, so check current services before you book. Takoradi is also the nearest commercial airport to Cape Coast, which has none of its own, so some travellers fly in here and work east along the coast.

**By road.** Accra to Takoradi is {{fact:distance.accra-takoradi}} and usually {{fact:drive.accra-takoradi}} by car or intercity bus, depending on traffic leaving Accra and around Cape Coast. Air-conditioned coaches run the route several times a day; tro-tros are cheaper, slower and more cramped. From Takoradi, tro-tros and shared taxis go west to **Agona Junction**, the turn-off for Busua and Dixcove, and on towards Axim and Elubo on the Ivorian border.

## Sekondi-Takoradi

The twin city grew around the harbour at Takoradi and the older port town of Sekondi. Most visitors pass through, but it is a practical place to spend a night: banks, supermarkets, pharmacies and the region's widest choice of hotels are here. **Market Circle**, the round market at the centre of Takoradi, is worth a walk for fabrics, produce and the general bustle. Because of oil-industry demand, mid-range hotel rooms can be busy on weekdays; book ahead if you are arriving on a Monday.

## Busua, Dixcove and Butre

**Busua** is the beach most travellers come west for: a long, sandy bay with consistent waves, several **surf schools** renting boards and giving lessons to beginners, and a relaxed strip of guest houses, beach bars and small hotels.

Next door, **Dixcove** is a busy fishing town below **Fort Metal Cross**, built by the British. Walk over the headland from Busua, with someone local if you are unsure of the path, and watch the canoes come in.

East of Busua, a hill path leads to **Butre**, a quiet village at a river mouth with the ruins of the Dutch **Fort Batenstein** on the ridge above. The walk is short but steep; go in the cooler morning.

### Cape Three Points and Princes Town

Further west, **Cape Three Points** is the southernmost tip of Ghana, with a lighthouse and a forest reserve behind the beach. The roads are rough in places and public transport is thin, so most visitors come by taxi or with their own driver. Nearby **Princes Town** has the restored **Fort Gross Friedrichsburg**, built by Brandenburg traders in the late 17th century.

## Axim

**Axim** is a fishing town with one of the oldest European buildings in West Africa, the Portuguese **Fort San Antonio**, which stands on a rocky point above the harbour. Guides at the fort explain its history as a trading post and its later role under the Dutch and British. Several of the Western Region's forts are part of the **Forts and Castles** World Heritage listing, the same listing that covers Cape Coast and Elmina castles. Beyond the town are some of the quietest beach lodges in the country, good for a few days of doing very little.

## Beyin, Fort Apollonia and Nzulezu

Close to the border, the village of **Beyin** has the whitewashed **Fort Apollonia**, built by the British in the 18th century. Beyin is also the starting point for **Nzulezu**, a village built entirely on stilts over the waters of **Lake Amansuri**. You reach it by dugout canoe, first through a narrow channel lined with raffia palms and then across open water; allow a good half-day for the round trip. The trip is arranged through the visitor office in Beyin, which sets the fees and provides the guide and paddler.

In Nzulezu, remember that you are visiting a home, not a museum. Ask before taking photographs, keep to the walkways and, if you want to contribute, buy something from the village or leave a donation with the guide.

## Ankasa Conservation Area

Inland from the border road, **Ankasa** protects a large area of wet evergreen rainforest. It is remote and lightly visited, with basic facilities, and is best reached with your own transport and a plan agreed in advance. It is managed by the **Wildlife Division of the Forestry Commission**; contact them for current entry arrangements and fees.

## When to go

The **dry season, November to March**, brings the easiest travel conditions. Busua has surfable waves for most of the year; ask the surf schools what to expect on your dates. The south-west is the wettest part of Ghana, and during the rains, **April to October**, heavy downpours can make unpaved roads to Cape Three Points and Ankasa difficult. Even then, the beaches are green, quiet and cheaper.

## Staying safe on the beach

The Atlantic along this coast has strong currents and powerful shore break. Swim only where locals and lodge staff say it is safe, stay within your depth, and never swim alone or after drinking. Surf schools can advise on conditions each day. On less-visited beaches, do not leave belongings unattended, and take a taxi rather than walking back along empty stretches after dark.

## Money and practical tips

- **ATMs** are reliable in Takoradi; in Busua, Axim and Beyin they are scarce, so carry enough cedis for several days.
- **Mobile money (MoMo)** is widely used for lodges, guides and transport; a local SIM makes life easier.
- **Budget rooms** in beach guest houses start at about $25 a night, with most budget places in the $25 to $75 range.
- **Tipping** of 10 to 15 percent is normal at sit-down restaurants; round up for guides and boatmen.
- **Licensed stays.** Tourist accommodation must hold a Ghana Tourism Authority licence, renewed every year. The GTA is also the place to check if you have a complaint.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-09",
    tags: ["Regional Guide", "Takoradi", "beaches", "surfing"],
    featured: false,
  },
  {
    slug: "ghana-festivals-guide",
    title: "Ghana's Festivals: A Calendar for Visitors",
    excerpt:
      "Homowo in Accra, Aboakyir in Winneba, Fetu Afahye in Cape Coast, Akwasidae in Kumasi and Hogbetsotso in Anloga: when they happen and how to attend well.",
    content: `Ghana's traditional festivals are not staged for tourists. They are the moments when a town's chiefs appear in state, its ancestors are honoured, its history is retold and families who live elsewhere come home. Visitors are usually welcome, and seeing a durbar of chiefs under their umbrellas, with drummers, horn-blowers and dancers, is one of the most memorable things you can do in the country. Planning matters, though: dates follow traditional calendars, the lunar year or the decisions of a council, and they can move.

Festival dates follow local calendars and move from year to year. Before you book travel around a festival, confirm the year's programme with the **traditional council** of the town concerned, and check the **Ghana Tourism Authority**, which publicises major festivals and can point you to the organisers.

## How festivals work

Most festivals run over several days, with the main public event, usually a **durbar**, on the last day. At a durbar the paramount chief and sub-chiefs sit in state, often after arriving in palanquins, and receive homage from their people. Earlier days may include rites that are closed to outsiders, such as visits to shrines, purification ceremonies or rites at the royal mausoleum. If you are told an event is private, accept it without argument.

## The calendar

### May: Aboakyir in Winneba

**Aboakyir**, the deer-hunting festival of the Effutu people of **Winneba** in the Central Region, is usually held around the start of May. Two rival **Asafo companies**, the town's traditional warrior groups, race into the bush to catch a live deer with their bare hands and bring it back to present to the chief. The company that returns first is honoured, and the town celebrates with processions and drumming. Winneba is an easy trip from Accra or Cape Coast.

### August: Homowo in Accra

**Homowo**, the harvest festival of the **Ga** people of Accra, means roughly "hooting at hunger". It recalls a famine that ended with a good harvest. Weeks before the main celebrations, a **ban on drumming and noise-making** is observed in Ga areas, and visitors staying in Accra may notice it. The high point comes in August, when chiefs and family heads sprinkle **kpokpoi**, a dish of steamed corn flour and palm oil, through the streets as an offering, and families gather. Different Ga towns, such as Ga Mashie in central Accra, Teshie, Nungua and La, celebrate on different days, so check the dates for the area you want to see.

### First week of September: Fetu Afahye in Cape Coast

**Fetu Afahye** is the great festival of **Cape Coast**, known traditionally as Oguaa. It is usually held in the first week of September, with the main procession and durbar on the Saturday. The town's Asafo companies parade in colourful costume, chiefs are carried through the streets, and the whole town fills with visitors and returning families. Hotel rooms in Cape Coast and nearby Elmina can sell out, so book early. Cape Coast has no commercial airport; the nearest are Takoradi (TKD) and Accra (ACC), and the road from Accra is slow on festival weekends.

### Every six weeks: Akwasidae in Kumasi

**Akwasidae** is the most accessible festival for visitors because it comes round so often. The Asante calendar runs in cycles of 42 days, and Akwasidae falls on a Sunday once in each cycle. At **Manhyia Palace** in **Kumasi**, the **Asantehene**, the king of Asante, sits in state to receive chiefs, officials and the public, surrounded by drummers, horn-blowers, umbrella-bearers and court officials in kente. Ask your hotel or the palace museum for the next date. Kumasi is now easier to reach, with flights from Accra to {{fact:transport.kumasi-airport}}.

### First Saturday of November: Hogbetsotso in Anloga

**Hogbetsotso** is celebrated by the **Anlo Ewe** at Anloga in the Volta Region, traditionally on the first Saturday of November. It commemorates the escape of their ancestors from the walled town of Notsie, in present-day Togo, under a harsh ruler, and includes purification rites and a grand durbar. Keta, a short drive away, is a good base.

## More festivals worth knowing

- **Bakatue** in Elmina marks the opening of the fishing season on the Benya lagoon, usually in early July, with a regatta of canoes.
- **Damba** is celebrated by the Dagomba and other northern peoples in Tamale and Yendi. It follows the Islamic calendar, so its date moves each year; horse riders in flowing robes are the highlight.
- **Panafest** and **Emancipation Day** bring visitors from the African diaspora to Cape Coast around late July and early August, with events at the castles. Panafest is not held every year, so check its schedule.
- **Chale Wote**, a street art festival in Jamestown, Accra, usually takes place in August and is a modern counterpart to the traditional calendar.

## Attending respectfully

- **Dress modestly and neatly.** Plain or bright clothes are fine; avoid beachwear. Black and red are associated with funerals, so avoid wearing them together at a festive event.
- **Ask before photographing** chiefs and rites. Some moments must not be photographed at all; a guide or a local host will tell you.
- **Do not cross in front of a chief** or walk between a chief and his linguist. Stand when others stand.
- **Use your right hand** to greet, give and receive.
- **Go with a local guide** if you can. A guide explains what you are seeing, knows where visitors may stand and can make introductions. Tourism offices and hotels can recommend one.
- **Bring a gift if you are presented to a chief.** A bottle of schnapps or an envelope of cash is traditional; your guide can advise on what is appropriate.

## Practical planning

- **Book rooms early.** Towns fill with returning families. In Cape Coast during Fetu Afahye, in Anloga during Hogbetsotso and in Accra's Ga areas during Homowo, prices rise and good rooms go fast.
- **Carry cash and mobile money.** Street vendors and small hotels rarely take cards.
- **Expect heat and crowds.** Durbars can run for hours in full sun. Bring water, a hat and patience, and keep your phone and wallet secure.
- **Watch the season.** Homowo and Fetu Afahye fall in the wet season, April to October, so pack a rain layer; Hogbetsotso comes at the start of the dry season, November to March.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-10",
    tags: ["Cultural Tourism", "festivals", "Cape Coast", "Kumasi", "Accra"],
    featured: false,
  },
  {
    slug: "mole-national-park-guide",
    title: "Mole National Park: A Safari from Tamale",
    excerpt:
      "Elephants at the waterhole, walking safaris with armed rangers and the old mosque at Larabanga: how to plan a trip to Mole from Tamale.",
    content: `**Mole National Park** is Ghana's largest wildlife reserve and the best place in the country to see elephants. It protects a great sweep of Guinea savanna woodland in the **Savannah Region**, one of the regions created when Ghana moved to 16 regions in 2019. It is not a big-five safari destination, and that is part of its charm: you can walk with a ranger to within sight of elephants, watch antelope graze below your lodge and have the bush largely to yourself. Mole is on UNESCO's **tentative list**, not the World Heritage List.

Fees, timings and transport change. The park is managed by the **Wildlife Division of the Forestry Commission**; confirm current entry and safari fees with them or at the park reception before you go.

## Getting to Tamale

**Tamale** is the gateway. The quickest way there is a domestic flight from Accra, which takes around an hour. Flights land at {{fact:transport.tamale-airport}}. By road, Accra to Tamale takes {{fact:drive.accra-tamale}} by car or intercity coach, and Kumasi to Tamale {{fact:drive.kumasi-tamale}}. Many travellers go up by road through Kumasi and fly back to Accra.

## From Tamale to the park

From Tamale the road heads west through **Damongo**, the Savannah Region's capital, and the drive to Mole takes {{fact:drive.tamale-mole}} by car; allow longer with stops.

- **Car and driver.** The most flexible option. Hire through your Tamale hotel or a recommended driver, and agree in advance whether the price covers waiting time and a night at the park. Ask whether the driver will also take you on a driving safari in the car; the park may require a ranger on board.
- **Public transport.** Buses and tro-tros run from Tamale towards Damongo and Larabanga, and some continue to the park gate. Departure times change, so check at the Tamale station a day ahead, and expect a slow, crowded ride.
- **Organised trips.** Tour operators in Tamale and Accra sell packages that include transport, safaris and lodging, which can be good value for solo travellers.

## Safaris in Mole

### Walking safaris

The classic Mole experience is a **walking safari** of about two hours with an **armed ranger**, leaving early in the morning and again in the late afternoon when animals are most active. Groups are small. You walk down from the escarpment to the waterholes, where elephants often come to drink and bathe. Rangers keep a safe distance and their instructions are not optional: walk in single file, talk quietly, and never try to get closer for a photo.

### Driving safaris

Driving safaris cover more ground and reach areas further from headquarters. You can book a seat in a park vehicle or, with a suitable vehicle, take a ranger in your own. After heavy rain, many tracks become impassable.

### What you might see

- **Elephants**, the main draw, most reliable near the waterholes in the dry season.
- **Antelope**: kob, waterbuck, bushbuck, hartebeest and roan.
- **Warthogs**, which wander around the lodge area.
- **Primates**: olive baboons, patas monkeys and green monkeys.
- **Birds**: a long list of savanna species; bring binoculars.

Big cats are present in small numbers but are very rarely seen, so do not plan a trip around them.

## Larabanga and Mognori

On the road in, **Larabanga** is known for its small whitewashed **mud-and-timber mosque** in the Sudano-Sahelian style, said by local tradition to be among the oldest in the region. It is still a place of worship; visitors usually view it from outside with a guide, and a donation is expected. Use the official community guides rather than the first person who approaches your car. The village also has the **Mystic Stone**, tied to a local legend about the road.

**Mognori Eco-Village**, on the park's edge, runs **canoe safaris** on the river and village visits where you see shea butter being made and hear about local life. It is a good counterpart to the park, and fees go to the community.

## When to go

The north has a single rainy season, roughly **May to October**, and a long dry season. Game viewing is best in the dry months, when vegetation thins and animals gather at the remaining water; from about January to April elephants are reliable at the waterholes. The **harmattan**, a dry, dusty wind from the Sahara, blows from roughly **December to February**, bringing hazy skies and cool mornings. March and April are very hot, so walk early. In the rainy season the park is green and beautiful, but animals disperse and tracks flood.

## Where to stay

The long-running **Mole Motel** sits on the escarpment near park headquarters, with views over the waterholes; it is simple, but the location is hard to beat. Upmarket lodge options inside the park have changed over the years, so check what is operating when you book. Budget guest houses in Larabanga and Damongo are cheaper but leave you a drive from the morning safari. Book directly with the lodge or a licensed operator, and remember that every tourist accommodation in Ghana needs a current **Ghana Tourism Authority** licence.

## What to pack

- **Neutral-coloured clothing** and closed shoes for walking safaris. Tsetse flies are common and attracted to dark blue and black.
- **Sun protection**: hat, sunscreen and sunglasses.
- **Water** for every walk; it gets very hot by mid-morning.
- **Malaria precautions**: repellent, long sleeves at dusk and the prophylaxis your doctor recommends.
- **Cash in cedis** and mobile money. Card payments are unreliable; withdraw enough in Tamale, where ATMs are plentiful.

## A two-night plan

- **Day 1.** Leave Tamale early, stop at Larabanga on the way, and arrive for the afternoon walking safari.
- **Day 2.** Dawn walking safari, rest through the midday heat, then a driving safari or the canoe trip at Mognori in the afternoon.
- **Day 3.** One last morning walk, then back to Tamale for an evening flight or a night in town.

## Good manners around wildlife

Baboons and warthogs around the lodge are used to people and will steal food: keep snacks inside, close windows and never feed them. Leave no litter, keep to tracks, and tip your ranger if the walk was good. The people who protect Mole's elephants are its best guides.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-11",
    tags: ["Tourism", "Tamale", "wildlife", "safari"],
    featured: true,
  },
  {
    slug: "kakum-national-park-canopy-walk",
    title: "Kakum National Park and Its Canopy Walkway",
    excerpt:
      "Walk among the treetops of a tropical rainforest half an hour from Cape Coast: when to go, what you will see and how to combine Kakum with the castles.",
    content: `**Kakum National Park** protects a large block of moist tropical forest in the **Central Region**, north of Cape Coast. Most visitors come for one thing, the **canopy walkway**: a chain of narrow suspension bridges slung between giant trees and linked by wooden platforms, high above the forest floor. It is one of the most popular attractions in Ghana and an easy half-day from Cape Coast or Elmina. Kakum is on UNESCO's **tentative list** of possible World Heritage sites; it is not itself inscribed.

Practical details change. The park is managed by the **Wildlife Division of the Forestry Commission**, which sets entry and walkway fees. Fees are charged in cedis, usually with separate rates for Ghanaians, residents and foreign visitors; confirm current prices with the Wildlife Division or at the visitor centre rather than relying on older figures online.

## Getting there

The park entrance and visitor centre are at **Abrafo**, on the road that runs north from Cape Coast towards Twifo Praso. The drive from central Cape Coast takes roughly half an hour to 45 minutes.

- **Taxi from Cape Coast.** The easiest choice. Agree a price for the round trip including waiting time; a driver who waits saves you hunting for a ride back.
- **Tro-tro.** Vehicles heading north from Cape Coast pass the park; ask the driver's mate to drop you at Kakum. Getting back is easy in the morning and harder late in the afternoon.
- **From Accra.** Cape Coast has no commercial airport; the nearest are Takoradi (**TKD**) and Accra (**ACC**). Accra to Cape Coast is {{fact:drive.accra-cape-coast}} by road, so a day trip from Accra to Kakum is possible but tiring. Staying in Cape Coast or Elmina is far better.

## The canopy walkway

### What it is like

From the visitor centre, a guided walk climbs uphill through the forest to the start of the walkway. The bridges are built from rope, netting, steel cable and planks, and they sway as people move. Each ends at a platform built around a tree trunk, where you can stop, look out across the canopy and let the group spread out. Guides space walkers along each span, and the views down into the forest are dizzying in the best sense.

### If you are nervous of heights

Many people who are uneasy about heights manage the walkway fine: the netting sides are high and the bridges are well maintained. Tell your guide before you start, ask whether there is an early exit point and take your time. Once you are on a bridge, look ahead rather than down, and keep moving steadily. Do not bounce the bridge for fun: it frightens other walkers and guides will stop you.

### Timing your visit

Go **early in the morning**. The forest is cooler and quieter, birds are most active, and you beat the tour buses and school groups that arrive mid-morning, especially on weekends and during school trips. Check the current opening hours with the park before you travel. In heavy storms the walkway can be closed for safety, so keep a little slack in your plans in the wet season.

## What you might see

Be realistic. Kakum is home to **forest elephants**, **Diana monkeys**, **bongo** antelope, duikers and many other animals, but the forest is dense and the animals are shy; most visitors see none of the large mammals. What you will see are **birds**, **butterflies**, huge buttressed trees, lianas and the layered structure of a real rainforest, which is spectacular in itself. Bring **binoculars** if you have them.

## Other ways to experience the forest

- **Guided nature trails** on the forest floor, where guides point out medicinal plants, trees used for building and carving, and how local communities have used the forest.
- **Longer walks and birding trips** with specialist guides, best arranged in advance.
- **Overnight options** near or in the forest have been offered at times; ask the visitor centre what is currently available if you want to hear the forest at night.

## Combining Kakum with the coast

Kakum fits neatly into a two- or three-day stay on the coast:

- **Cape Coast Castle** and **Elmina Castle** are part of the **Forts and Castles** World Heritage site. Both have guided tours covering the transatlantic slave trade; allow time, as they are emotionally heavy visits.
- **Hans Cottage Botel**, on the road between Cape Coast and Kakum, is a long-running hotel and restaurant built around a pond with crocodiles, a popular lunch stop.
- **Assin Manso**, further north on the road towards Kumasi, is the site of the Slave River, where enslaved people were bathed before being marched to the coast. It is a place of remembrance for many diaspora visitors.

A good rhythm is Kakum in the early morning, a late lunch, and a castle tour in the afternoon, leaving the second castle for the next day.

## When to go

Kakum can be visited all year. The **dry season, November to March**, brings firmer trails and easier roads. In the wet season, **April to October**, the forest is at its most lush, but paths are muddy, humidity is high and rain can interrupt the walkway. From December to February the harmattan sometimes brings haze even this far south.

## What to bring

- **Comfortable shoes** with grip for the climb to the walkway; sandals are a poor choice.
- **Water**, insect repellent and a light rain layer.
- **Cash in cedis** or mobile money for fees, drinks and guide tips; card machines cannot be relied on.
- **A small bag only**: you need your hands free on the bridges, and loose items dropped from the walkway are gone for good.

## Where to stay

Cape Coast and Elmina have the widest choice, from budget guest houses at about $25 a night to comfortable beach hotels. A few lodges sit closer to the park on the Abrafo road, good for an early start. Whatever you book, check that it holds a current **Ghana Tourism Authority** licence, which every tourist accommodation in Ghana must renew each year.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-12",
    tags: ["Tourism", "Cape Coast", "nature", "Central Region"],
    featured: false,
  },
  {
    slug: "kumasi-craft-villages-kente-adinkra",
    title: "Kente and Adinkra: Kumasi's Craft Villages",
    excerpt:
      "Watch kente woven at Bonwire, stamp your own adinkra cloth at Ntonso and browse the carvers' workshops at Ahwiaa: a day trip from Kumasi.",
    content: `Kumasi, the capital of the Asante kingdom and of today's Ashanti Region, is ringed by villages that have specialised in a single craft for generations. Three of them make an excellent day out from the city: **Bonwire** for kente weaving, **Ntonso** for adinkra cloth and **Ahwiaa** for wood carving. You see the work being done by hand, meet the people doing it and can buy directly from them. Opening hours and prices change, so confirm them on the day.

## Getting there and around

Kumasi is easier to reach than it used to be. Flights from Accra land at {{fact:transport.kumasi-airport}}, and the road trip from Accra, {{fact:distance.accra-kumasi}}, takes {{fact:drive.accra-kumasi}} depending on traffic.

The three villages lie north and north-east of the city and can be linked in a single day. The easiest way is to **hire a taxi for the day** from your hotel, agreeing the route, waiting time and price before you leave. Tro-tros serve each village from Kumasi's stations, but linking all three by public transport is slow. Ahwiaa is closest to the city; Ntonso lies further out on the same road north; Bonwire is to the north-east, and drivers know the back roads that connect it with the others. Start early: traffic leaving Kumasi builds quickly.

## Bonwire: the kente village

### What kente is

**Kente** is the celebrated woven cloth of the Asante, once reserved for royalty and now worn at weddings, festivals, graduations and state occasions. It is woven by hand in **narrow strips** on a horizontal strip loom, with the weaver working the treadles with his feet and throwing the shuttle by hand. Dozens of finished strips are then sewn edge to edge to make a full cloth. Weaving has traditionally been men's work.

Every pattern has a **name** and often a proverb or story behind it, and colours carry meaning: gold is associated with wealth and royalty, green with growth and harvest, and so on. Local tradition in Bonwire holds that weavers there learned the craft by studying how a spider spins its web.

### Visiting

In Bonwire you can visit the **kente centre** and walk the village, where weavers work at looms under open sheds. A guide will explain the patterns and show how a strip is built up thread by thread. Some visitors pay for a short lesson at the loom, which quickly shows why a full cloth can take weeks. Nearby **Adanwomase** is another kente-weaving village with a community tourism programme, quieter than Bonwire and a good alternative.

### Buying kente

- **Handwoven or printed?** Much "kente" sold in markets is machine-printed fabric in kente patterns. Handwoven cloth shows the **seams between the strips** and the texture of the weave.
- **Thread matters.** Cloth is woven in cotton, rayon or silk, and the thread and the complexity of the pattern drive the price.
- **Start small.** A single strip, a stole or a scarf makes an affordable, packable souvenir. A full cloth is a major purchase; weavers can make one to order.
- **Buy from the weaver** where you can, and ask his name and the name of the pattern.

## Ntonso: the home of adinkra

**Adinkra** cloth is printed by hand with symbols, each carrying a proverb or idea. The stamps are carved from pieces of **calabash** (gourd), with a handle of sticks, and the ink is a dark dye made by boiling the **bark of the badie tree** with iron slag until it thickens. Craftspeople at Ntonso can show every stage of the process.

Adinkra cloth is traditionally associated with funerals and mourning, especially in dark colours, but it is also worn on other occasions, and the symbols now appear everywhere in Ghana, from buildings to logos. Some you will notice:

- **Gye Nyame**: "except God", the supremacy of God; the most widely used symbol.
- **Sankofa**: "go back and fetch it", learning from the past.
- **Dwennimmen**: the ram's horns, strength combined with humility.
- **Funtunfunefu Denkyemfunefu**: the two crocodiles that share one stomach, unity in diversity.

Visitors can usually **stamp their own piece** of cloth under guidance, a good activity for children and a souvenir that means something. Ask the price before you start.

## Ahwiaa: the carvers' village

**Ahwiaa**, the nearest of the three to Kumasi, is lined with workshops and shops selling **carved stools**, drums, **akuaba** figures, bowls, masks and furniture. The Asante stool is more than a seat: it is associated with the soul of its owner, and the **Golden Stool** embodies the spirit of the Asante nation. You can watch carvers roughing out blocks with adzes and finishing with knives and sandpaper.

Tips for buying carvings:

- **Check the wood.** Some pieces are darkened with polish to look like ebony; rub a hidden spot.
- **Be wary of "antiques".** Most are new. For anything sold as old, ask for a receipt and check export rules with the **Ghana Museums and Monuments Board** before you buy.
- **Think about luggage.** Big carvings are heavy; ask whether the seller can arrange packing and shipping, and get the cost in writing.

## Combining the trip

If you travel out via the Accra road, the shrine at **Besease** near Ejisu is one of the **Asante Traditional Buildings**, a UNESCO World Heritage site, and makes a short detour. Brass-casting is practised at **Krofofrom**, also close to Kumasi, if you have extra time. Back in the city, the stalls at Kejetia and the craft shops at the Centre for National Culture give you a chance to compare prices.

## Bargaining and paying

Prices are usually open to polite negotiation. Ask the price, offer less, and settle somewhere in between with good humour; walking away is fine, but do not agree a price and then refuse to pay. Carry **cash in cedis** and have **mobile money** set up, because card machines are rare in the villages. Avoid touts who attach themselves to you and steer you to particular shops, as their commission comes out of your price.

## Good manners

Ask before photographing weavers, stampers and carvers at work, and expect to buy something, pay a small fee or tip in return for a demonstration. Greet people before asking questions, use your right hand to pay and receive, and remember that these are working communities whose skills are their living.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-13",
    tags: ["Cultural Tourism", "Kumasi", "crafts", "kente"],
    featured: false,
  },
  {
    slug: "ghana-food-guide",
    title: "What to Eat in Ghana: A Food Guide for Visitors",
    excerpt:
      "Jollof, waakye, fufu, banku with tilapia, kelewele and more: the dishes to try in Ghana, where to find them and how to eat street food safely.",
    content: `Ghanaian food is generous, filling and often fiery. Most meals pair a **starch**, such as rice, fufu, banku or kenkey, with a **soup, stew or sauce** and some fish or meat, and almost everything can be ordered with extra pepper. This guide covers the dishes worth seeking out, where to eat them and how to enjoy street food without trouble.

## How Ghanaians eat

The everyday restaurant is the **chop bar**, a simple eatery serving a few local dishes from big pots, usually at lunchtime. Street vendors sell breakfast, snacks and evening food from stalls, carts and roadside grills. Sit-down restaurants in the cities serve both Ghanaian and international food.

Many dishes, fufu and banku above all, are eaten with the **right hand**. A bowl of water is brought for washing before and after. Pinch off a piece of the starch, dip it in the soup and swallow; fufu in particular is not meant to be chewed. Cutlery is always available if you ask, and no one minds.

## The dishes to try

### Jollof rice

Rice cooked in a spiced tomato and pepper base, served with chicken, fish or beef and often a side of salad or fried plantain. Every cook has a version and Ghanaians will argue, cheerfully, that theirs beats the jollof of any other country in West Africa.

### Waakye

A favourite breakfast and lunch: **rice and beans** cooked together with dried sorghum leaves, which give it a reddish-brown colour. It comes with a spread of extras you choose from the vendor: stew, **shito** (a dark, oily pepper sauce with dried fish or shrimp), gari, spaghetti, boiled egg, fried plantain, fish or meat. Point at what you want.

### Fufu

Boiled cassava and plantain (or cocoyam) pounded into a smooth, stretchy dough and served in a bowl of soup: **light soup** (a thin, peppery tomato soup), **groundnut soup** or **palm nut soup**. It is the signature dish of the Asante, and Kumasi's chop bars are the place to try it, but you will find it everywhere.

### Banku and tilapia

**Banku** is a slightly sour dough of fermented corn and cassava, served with a whole **grilled tilapia** and a fresh pepper sauce with onions and tomatoes. It is an evening meal to share, especially at Accra's outdoor grills and beachside spots.

### Kenkey

Fermented corn dough wrapped and steamed: **Ga kenkey** in corn husks, **Fante kenkey** in plantain leaves. Eat it with fried fish, shito and raw pepper sauce. It is the everyday food of coastal Accra and often sold by women at roadside tables.

### Red red

**Black-eyed beans** stewed in red palm oil, served with **fried ripe plantain**: red on red. It is one of the best options for vegetarians, though check whether fish has been added.

### Tuo zaafi in the north

In Tamale and the north, the staple is **tuo zaafi**, usually called **TZ**: a soft millet or maize dough served with **ayoyo**, a green leaf soup. If you travel to Mole or Tamale, try it at least once.

## Street food and snacks

- **Kelewele**: cubes of ripe plantain tossed in ginger and pepper and deep-fried. Sold in the evening; ask for it fresh from the oil.
- **Khebab**: spiced skewers of beef, chicken or gizzard, grilled over charcoal and dusted with pepper.
- **Hausa koko and koose**: a spiced millet porridge with bean fritters, a classic breakfast.
- **Bofrot**: fried dough balls, sweet and cheap, good with tea.
- **Roasted plantain and groundnuts**: a simple roadside snack that costs very little.
- **Fruit**: pineapples, pawpaw and, in season, mangoes, sold peeled and cut on the street, and fresh coconuts opened with a machete in front of you.

## What to drink

- **Sobolo**: a chilled drink made from hibiscus flowers with ginger and spices.
- **Asaana**: a sweet, caramel-coloured drink made from fermented corn.
- **Palm wine**: the sap of the palm tree, drunk fresh and sweet or fermented and stronger.
- **Pito**: a fermented millet or sorghum beer of the north, sold in calabashes.
- **Beer**: Ghanaian lagers are sold cold everywhere. Local spirits such as akpeteshie are very strong; go carefully.
- **Water**: drink **bottled water** or the sealed sachets that Ghanaians call "pure water"; avoid tap water unless it has been filtered or boiled.

## Eating safely

Street food is one of the best things about Ghana, and a few simple habits keep you well:

- **Choose busy stalls.** High turnover means fresh food.
- **Eat food that is hot.** Freshly cooked or grilled in front of you is the safest bet.
- **Peel fruit** or buy it from sellers who peel and cut it on the spot.
- **Wash or sanitise your hands** before eating with them.
- **Build up to the pepper.** Ask for "small pepper" until you know your limit; shito and raw pepper sauce can be very hot.

## Vegetarians and special diets

Vegetarian eating is possible but takes effort, because many soups and stews use **dried fish, fish powder or meat stock**. Red red, kelewele, fried yam, plantain, beans and fruit are easy wins. Explain clearly that you eat no meat and no fish, and in restaurants ask how the stew is made. Allergies, especially to groundnuts (peanuts) and shellfish, need the same care: groundnut is a common thickener, and shrimp is often in shito.

## Where to eat in Accra

Osu and Labadi have a dense mix of chop bars, grills and restaurants; the streets around Oxford Street in Osu are lively at night, with kebab and kelewele sellers on the corners. For a good, cheap lunch, follow office workers to the busiest chop bar in any neighbourhood. For a sit-down Ghanaian meal, many mid-range hotels and restaurants serve a reliable jollof, banku or fufu, a gentle introduction before you head to the street.

## Paying and tipping

Street vendors and chop bars take **cash** and, increasingly, **mobile money (MoMo)**; carry small notes, as change can be short. Cards are mostly accepted at hotels, malls and larger restaurants. At sit-down restaurants a tip of **10 to 15 percent** is usual if service is not already included; check the bill first. At street stalls, tipping is not expected.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-14",
    tags: ["Travel Guide", "food", "Accra", "street food"],
    featured: false,
  },
  {
    slug: "ghana-on-a-budget",
    title: "Ghana on a Budget: Costs and Money-Saving Tips",
    excerpt:
      "Rooms from about $25 a night, tro-tros, chop bars and mobile money: how to keep costs down in Ghana without cutting corners on safety.",
    content: `Ghana can be travelled cheaply, but it rewards a little know-how. Local life, from tro-tros to chop bars, costs very little, while anything imported or aimed at foreigners, from air-conditioned hotels to supermarket cheese, can cost as much as at home. The trick is to live more like a Ghanaian and spend where it matters. Prices and rules change. Because the cedi's exchange rate moves, we give room rates in US dollars and avoid quoting cedi prices that would quickly date.

## Where to stay for less

Good budget hotels in Ghana start at about **$25 a night**, and most rooms we class as budget fall between **$25 and $75**. Hostels and simple guest houses can be cheaper, especially for a dormitory bed in Accra.

What the money buys varies a lot, so ask before booking:

- **Fan or air-conditioning?** At the bottom of the range, a fan room is common. Air-conditioning adds to the price.
- **Power backup.** Ask whether the hotel has a generator or solar backup for power cuts, and whether it runs all night.
- **Hot water and breakfast.** Both are often included in mid-budget rooms and rarely at the bottom end.
- **Location.** In Accra, a cheap room far from where you want to be can cost more in taxis and hours lost in traffic than you save. Areas such as Osu put you within walking distance of food, transport and nightlife.

**Book direct** for longer stays and ask for a weekly rate. Every tourist accommodation in Ghana must hold a **Ghana Tourism Authority** licence renewed every 12 months, and the GTA closes unlicensed places, so a bargain that cannot show a licence is a risk.

### Timing

The dry season, **November to March**, is the busiest time, and **December** in particular, when many diaspora visitors come home, pushes up prices in Accra and along the coast. Travelling in the wet season, **April to October**, brings quieter hotels and more room to negotiate, with the trade-off of rain and muddier roads.

## Getting around cheaply

- **Tro-tros** are the shared minibuses that go almost everywhere. They are by far the cheapest way to move, though slow and crowded. Ask the driver's mate where the vehicle is heading and tell them where you want to get off.
- **Shared taxis** run fixed routes in towns for a fixed fare per seat. Taking a taxi on your own, called **dropping**, costs much more: agree the fare before you get in.
- **Ride-hailing apps** operate in Accra and Kumasi and show the fare before you book, which takes the haggling out of short trips.
- **Intercity coaches** link Accra with Kumasi, Cape Coast, Takoradi, Ho and Tamale. The state-run Metro Mass Transit buses are usually cheapest; private coach companies cost more but tend to be more comfortable and keep better time.
- **Domestic flights** from Accra to Kumasi, Tamale and Takoradi can be surprisingly competitive when booked early. On the long route to Tamale, a flight can save a full day and a hotel night.

Avoid long road journeys at night. Road accidents are a real risk in Ghana, and saving a night's accommodation is not worth it.

## Eating well for less

The best value in the country is **local food**. A plate of waakye from a morning vendor, jollof from a chop bar or kelewele from an evening stall costs a fraction of a restaurant meal, and it is usually fresher and tastier. Eat where the queues are.

- Buy **bottled or sachet water** in bulk rather than from hotel minibars.
- Buy fruit at markets and roadside stalls instead of supermarkets.
- Save imported food and drink for treats: they carry import costs.
- At sit-down restaurants, check whether service is included; otherwise a tip of **10 to 15 percent** is normal.

## Managing money

Ghana's currency is {{fact:money.cedi}}. Markets, chop bars and local transport run mostly on **cash** and **mobile money (MoMo)**; cards are accepted mainly at hotels, malls and larger restaurants.

- **Get a local SIM.** Buy it from an official shop of a mobile network and register it with your passport. Data is cheap, and the SIM is your route to MoMo and ride-hailing apps.
- **Use MoMo.** Paying small vendors and drivers by mobile money saves hunting for change and reduces how much cash you carry.
- **Limit ATM fees.** Both your bank and the local bank may charge per withdrawal, so take out moderate sums less often, using machines inside banks or malls.
- **Change money at banks or licensed forex bureaus**, never with people on the street.
- **Carry small notes.** Vendors and taxi drivers often cannot change large ones.

## Sightseeing on a budget

Plenty of Ghana costs nothing: walking the streets of Jamestown, browsing Makola market, watching fishing canoes land on the beach, or sitting in on a church service or a football match. Where you do pay, fees are often **tiered**, with lower rates for Ghanaians and residents than for foreign visitors, so residents should carry their ID.

Entry fees change without much notice, so check them at the source: the **Ghana Museums and Monuments Board** for Cape Coast and Elmina castles, part of the **Forts and Castles** World Heritage site; the **Wildlife Division of the Forestry Commission** for Mole and Kakum national parks; and the **Ghana Tourism Authority** for other sites. Some sites have student rates, so bring a student card if you have one.

Choose **community tourism sites**, such as the waterfalls and villages of the Volta Region, where fees are modest and go straight to the local people. Sharing a guide or a hired car with other travellers splits the cost.

## Where not to cut corners

- **Travel insurance** that covers medical evacuation.
- **Malaria protection**: repellent, a net where rooms lack screens, and the prophylaxis your doctor advises.
- **The yellow fever certificate**: {{fact:health.yellow-fever-certificate}} The certificate is {{fact:health.yellow-fever-validity}}.
- **Safe transport after dark**: a registered taxi or ride-hailing car rather than walking empty streets.
- **Licensed accommodation**, for your safety and your recourse if something goes wrong.

Travelled this way, Ghana is affordable, and the cheapest choices, the tro-tro, the chop bar, the community guide, are often the ones that bring you closest to the country.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-15",
    tags: ["budget travel", "Travel Guide", "Accra", "money"],
    featured: true,
  },
];
