import type { PostSeed } from "#app/seed/types.ts";

export const postsBatch2: PostSeed[] = [
  {
    slug: "where-to-stay-in-accra",
    title: "Where to Stay in Accra: Neighbourhoods Compared",
    excerpt:
      "Osu, Airport Residential, Cantonments, East Legon or Labadi? How to pick the Accra neighbourhood that fits your trip before you pick the hotel.",
    content: `Accra is a wide, low city that spreads along the coast and inland towards the Akuapem hills, and the part of it you sleep in will shape your trip more than the hotel itself. The reason is traffic. A 10 km drive can take fifteen minutes early on a Sunday and well over an hour on a weekday evening, so a base close to the places you actually need saves hours over a week.

This guide compares the areas most visitors choose, with honest notes on who each one suits.

## Start with the purpose of your trip

Before comparing neighbourhoods, answer three questions:

- **Where are your fixed appointments?** Meetings, a wedding, a family house or a conference venue should pull you towards them.
- **How will you move around?** If you plan to use ride-hailing apps and walk, choose an area with restaurants and shops within a few blocks. If you have a driver, you can stay somewhere quieter.
- **How early is your flight?** Accra International Airport (formerly Kotoka) sits inside the city: {{fact:transport.kotoka-terminals}}. Staying near the airport takes the stress out of a dawn departure.

## Osu: for walking, eating and nightlife

**Osu** is the liveliest area for first-time visitors. Its spine is Oxford Street (officially Cantonments Road), lined with banks, phone shops, cafés, bars and food stalls that stay busy late. The side streets hold guest houses, small hotels and apartments across a wide range of prices.

Stay here if you want to step out of the door and find dinner, a pharmacy and a forex bureau within ten minutes on foot. Osu is also well placed for Labadi Beach, the central business district and Jamestown.

The trade-off is noise. Bars play music late at weekends, and some streets carry traffic day and night. Ask for a room at the back, away from the main road.

## Airport Residential Area and Airport City: for business and short stays

The **Airport Residential Area** is a leafy district of embassies, offices and walled compounds just south of the airport. Beside it, **Airport City** is a cluster of glass office towers, international hotels and restaurants within sight of the terminals.

This is the most practical base for business travellers and anyone on a short stopover. Many hotels here offer airport shuttles, meeting rooms and generators that keep the lights on during power cuts. Streets are quiet and well lit.

The downside is that it feels self-contained. You will take a car to most sights, and rates at the international chains are among the highest in the city.

## Cantonments and Labone: quiet, green and central

**Cantonments** is home to several embassies, including the large United States embassy, and to many upmarket homes. **Labone**, between Cantonments and Osu, is a calm residential grid with good cafés, boutiques and small restaurants.

These two areas suit longer stays, families and anyone who wants a quiet night's sleep with quick access to Osu. Serviced apartments and boutique guest houses are common. Walking is pleasant in the early morning and late afternoon, though pavements can be uneven and open drains run beside many roads, so watch your step after dark.

## East Legon: modern, residential and close to the airport

**East Legon**, north-east of the airport and near the University of Ghana at Legon, is where many well-off Accra families live. It has newer apartment blocks, shopping malls, popular restaurants and a busy weekend social scene.

It suits visitors with relatives in the area, longer stays in self-catering apartments, and people who want modern comforts without Airport City prices. The main problem is the roads that link it to the centre: allow plenty of time if you need to be in Osu or downtown at rush hour.

## Labadi and the coast road: for the beach

**Labadi** (La) sits on the shore east of Osu. Its beach is the city's busiest, with bars, drummers and horse rides at weekends. Two of Accra's long-established beach hotels stand along this stretch, with mid-range options a few streets inland.

Choose Labadi if you want sea views and a resort feel without leaving the city. Be aware that the city beaches are not all clean enough to swim from and that currents can be strong: swim only where locals and lifeguards do.

## Further out: Kokrobite and the west

**Kokrobite**, a laid-back beach village {{fact:distance.accra-kokrobite}} west of central Accra, has simple lodges, live music and surf lessons. Depending on traffic, the trip can take well over an hour each way, so it works better as a weekend escape than as a base for exploring the city: every journey into town eats time.

## Matching areas to travellers

- **First trip, limited budget:** Osu or Labone guest houses.
- **Business trip of a few days:** Airport Residential Area or Airport City.
- **Family or month-long stay:** apartments in Cantonments, Labone or East Legon.
- **Beach and relaxation:** Labadi, or Kokrobite for something quieter.
- **Very early flight:** anywhere within a short drive of Airport City.

## Checks before you book

Whatever the area, a few questions save trouble:

- **Licence.** Under the Tourism Act, 2011 (Act 817), every tourist accommodation, from hotels to guest houses, home stays and serviced flats, needs a Ghana Tourism Authority licence, which is valid for twelve months and renewed each year. Ask the property whether it is licensed; the Ghana Tourism Authority can confirm.
- **Backup power and water.** Ask whether there is a generator or solar backup and a water storage tank. Power cuts still happen, and mains water can be irregular.
- **Exact location.** Ask for a map pin, not just a district name. Directions in Accra are often given by landmarks, and a place described as near Osu can be a long way from Oxford Street.
- **Air-conditioning and mosquito protection.** Check for working air-conditioning and screened windows or nets.
- **Payment.** Larger hotels take cards; smaller guest houses may prefer cash in cedis or mobile money (MoMo). Confirm before you arrive.

Pick the neighbourhood first and the property second, and you will spend your days in Accra rather than in its traffic.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2025-09-16",
    tags: ["Accommodation", "Accra", "neighbourhoods", "budget travel", "luxury travel"],
    featured: false,
  },
  {
    slug: "guest-houses-and-apartments-in-ghana",
    title: "Guest Houses and Serviced Apartments in Ghana",
    excerpt:
      "When a guest house or serviced apartment beats a hotel in Ghana, and the questions about power, water, meters and deposits to ask before you pay.",
    content: `Hotels are only part of the picture in Ghana. Across the country, many travellers stay in **guest houses**, small family-run or owner-managed places with a handful of rooms, or in **serviced apartments** with a kitchen and living space. Chosen well, either can be cheaper, quieter and more personal than a hotel. Chosen badly, you can end up with no water, a dead generator and a host who stops answering the phone. Here is how to tell the difference.

## What the terms mean in Ghana

A **guest house** can be anything from three spare rooms in a family home to a purpose-built block of fifteen rooms with a small restaurant. Most sit in residential areas behind a compound wall with a gate and a watchman. Breakfast is often included, and staff can usually arrange a driver, laundry and an airport pick-up.

A **serviced apartment** is a furnished flat, usually in a managed building or gated estate, with a kitchen, a sitting room and regular cleaning. Some are run like hotels with a reception desk; others are privately owned units listed on booking platforms and looked after by an agent.

Between the two sit **short-let flats** and **lodges**. Outside the big cities, the word lodge often simply means a modest hotel.

## Which one suits your trip

### Choose a guest house when

- You are travelling alone or as a couple and want a friendly, low-key base.
- You value local advice: owners often know the best chop bar nearby and a taxi driver they trust.
- Your budget is modest but you still want air-conditioning and a private bathroom.
- You are visiting smaller towns, where a good guest house often beats the only hotel.

### Choose an apartment when

- You are staying a week or more, or travelling as a family or group.
- You want to cook, keep your own hours and have room to spread out.
- You are in Accra or Kumasi for work and need a quiet desk and dependable internet.

### Stick with a hotel when

- You are arriving late at night on your first visit and want a 24-hour front desk.
- You need a pool, gym or meeting room on site.
- You are staying only one or two nights and do not want to deal with keys, meters and deposits.

## Where to look

In **Accra**, guest houses and apartments cluster in Osu, Labone, Cantonments, the Airport Residential Area and East Legon. In **Kumasi**, look at quieter residential areas such as Ahodwo and Nhyiaeso, within reach of the centre but away from the market crowds. Along the coast at **Cape Coast and Elmina**, small guest houses and beach lodges are often the best-value way to stay near the castles. In **Tamale**, a number of modest guest houses serve aid workers and researchers as well as tourists, and they tend to be calm and well run.

## How to judge a listing

Photos tell you little. Ask your questions in writing before you pay, and judge the speed and clarity of the answers as much as the facts.

- **Licence.** Under the Tourism Act, 2011 (Act 817), every tourist accommodation in Ghana, including guest houses, home stays and serviced flats, must hold a Ghana Tourism Authority licence, valid for twelve months and renewed each year. The Authority has warned that apartments let on short-stay platforms without a licence can be closed down. Ask whether the property is licensed; a private flat let through a platform may not be, so check with the Ghana Tourism Authority if it matters to you.
- **Power.** Ask whether there is a generator, inverter or solar backup, and whether it runs the air-conditioning or only the lights and sockets.
- **Water.** Ask whether the building has a storage tank and pump. Mains supply can be irregular, and a tank keeps the showers running. Check for a water heater if you want hot water.
- **Security.** Look for a walled compound, a gate attended day and night, and sound locks on windows and doors.
- **Internet.** Ask whether the Wi-Fi is a fixed line or a mobile router, and what speeds guests actually get. If you must work, buy a local SIM card as a backup.
- **Noise.** Churches with late services, mosques, street events and neighbours' generators can all be heard at night or early in the morning. Recent reviews usually mention it.
- **Exact location.** Ask for a map pin and directions by landmark. Ghanaian directions are often given as near a church, school or filling station.

## Money, meters and deposits

Apartments raise questions that hotels do not:

- **Electricity.** Many properties use **prepaid electricity meters**. Ask whether power is included in the price or whether you top up the meter yourself, and how much credit is loaded when you check in.
- **Cleaning and linen.** Ask how often the flat is cleaned and towels are changed.
- **Deposits.** A refundable security deposit is common for longer stays. Agree in writing when and how it will be returned.
- **Currency.** Upmarket apartments often quote in US dollars, but payment on the spot is usually in cedis or by **mobile money (MoMo)**. Ask which exchange rate will be used if you pay locally.

Be wary of any host who asks for full payment by bank transfer outside a booking platform before you have confirmed the property exists. If in doubt, pay through the platform or pay on arrival after seeing the room.

## Settling into an apartment

Most neighbourhoods have small shops for essentials, and bigger supermarkets sit in the malls. Markets are cheaper for fresh produce and are usually cash or mobile money only. Buy bottled water or use a filtered dispenser; many Ghanaians drink sealed sachet water, known as pure water. Check that the cooker's gas cylinder has gas before you shop for a big meal, and keep mosquito repellent handy, especially if the windows lack screens.

If a cleaner or caretaker helps you during the stay, a tip at the end is appreciated, though not expected.

## Guest house manners

In a family-run guest house you are partly a guest in someone's home. Greet staff and owners when you come and go; a simple good morning matters a great deal in Ghana. Use your right hand to give and receive things, ask before bringing visitors in, and keep the noise down late at night. Small courtesies like these tend to be repaid with the kind of help no hotel concierge can offer: a cousin who drives, a tailor who can finish a shirt by Friday, or a seat at the family table on a Sunday.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-03-12",
    tags: ["Accommodation", "guest houses", "apartments", "budget travel"],
    featured: false,
  },
  {
    slug: "accra-city-guide",
    title: "Accra City Guide",
    excerpt:
      "Jamestown's lighthouse and forts, Makola's crowds, Nkrumah's memorial, the beaches, the food and the nightlife: a practical guide to Ghana's capital.",
    content: `Accra rewards visitors who give it a few days. At first it can feel like a sprawl of traffic, malls and building sites, but the old Ga fishing town at its heart, its markets, its central place in the story of Ghana's independence in 1957, and its food and music make it far more than a stopover on the way to the coast. Opening hours and entry arrangements change, so confirm them locally before you set out.

## Getting your bearings

The city is easiest to understand in layers. The **old centre** sits on the coast: Jamestown and Ussher Town, the original Ga settlements, with the central business district and Makola Market just inland. East along the shore lie **Osu**, the former Danish trading town and now the busiest area for eating out, and **Labadi**. Inland and to the north are the greener residential districts of **Cantonments**, **Airport Residential Area** and **East Legon**, with Accra International Airport (formerly Kotoka) in the middle of it all.

Distances look short on a map, but traffic is heavy from about 7 am to 10 am and from 4 pm to 8 pm on weekdays. Plan sightseeing in clusters and travel against the rush where you can.

## Jamestown and Old Accra

Start early, before the heat builds, in **Jamestown**. The red-and-white **lighthouse** gives a view over the fishing harbour, where brightly painted canoes land the morning catch and women smoke fish over open ovens. Below it stand **James Fort**, built by the English, and a short walk east, **Ussher Fort**, built by the Dutch. Both belong to the Forts and Castles of Ghana's coast, listed together as a UNESCO World Heritage site.

Jamestown is a working community rather than a museum, and it is best seen with a **local guide**. Several community-run walking tours start near the lighthouse; guides explain the Ga history, take you past boxing gyms in the Bukom area that have trained world champions, and make sure photography is welcome before you raise a camera. Agree the price before you start.

If you are in Accra in August, look out for the **Chale Wote Street Art Festival**, when Jamestown's streets fill with murals, performance and music. Dates vary each year, so check the organisers' announcements.

## Makola and the markets

**Makola Market** is a vast, crowded tangle of stalls selling everything from fabric and beads to dried fish, pots and phone cases. Go in the morning, carry only what you need in a front pocket, and be ready to bargain politely. Wax-print cloth is sold by the piece, and many tailors across the city can turn it into a shirt or dress within a few days.

For souvenirs, the **Centre for National Culture**, often called the Arts Centre, has rows of stalls selling carvings, drums, kente strips, beads and paintings. Sellers can be persistent; walk the whole market before buying, and start bargaining well below the first price.

## History and memorials

- **Kwame Nkrumah Memorial Park and Mausoleum.** Built on the old Polo Grounds, where Nkrumah declared Ghana's independence on 6 March 1957, it holds his tomb, a statue and a small museum of his life. There is an entry charge; confirm current rates on site.
- **Independence Square (Black Star Square).** The huge parade ground by the sea with its arch and Black Star Gate is where national celebrations are held each 6 March.
- **W. E. B. Du Bois Centre.** In Cantonments, the house where the African American scholar spent his last years; he is buried in the grounds.
- **National Museum of Ghana.** In Adabraka, the country's oldest and largest museum holds the main national collection of archaeology, ethnography and art, run by the Ghana Museums and Monuments Board. Closed in 2015 for lack of maintenance, it reopened in June 2022 after renovation; ask the Board about current opening hours and fees before you go.

## Beaches

**Labadi Beach** is the city's social beach, loud and cheerful at weekends with music, food and horse rides; some sections charge an entry fee. For cleaner sand and quieter water, head west to **Kokrobite** or **Bojo Beach**, where a short boat ride crosses a lagoon to a strip of sand. Currents along this coast are strong: swim only where locals swim, and never alone.

## What to eat

Accra is one of the best places in Ghana to eat, from roadside stalls to smart restaurants. Try:

- **Waakye**: rice and beans cooked together, served with shito (a dark pepper sauce), spaghetti, egg and fish or meat. A breakfast and lunch favourite.
- **Banku and tilapia**: fermented corn and cassava dough with grilled fish and fresh pepper, best eaten by the sea.
- **Fufu with light soup**: pounded cassava and plantain in a spicy tomato soup with goat or fish, served at **chop bars**, Ghana's canteens.
- **Kenkey**: fermented corn dough wrapped in leaves, a Ga staple eaten with fried fish and pepper.
- **Red red**: bean stew in palm oil with fried ripe plantain.
- **Kelewele**: spiced fried plantain cubes, sold in the evening from street stands.
- **Jollof rice**: the dish Ghanaians will happily argue is better than Nigeria's.

Eat with your right hand where fingers are the norm, and wash your hands in the bowl provided.

## Nightlife

Evenings start late. **Osu** has the densest mix of bars, lounges and restaurants, and live **highlife** bands still play regular nights in several venues. Labadi's beach bars are busiest on weekend afternoons and evenings, while **East Legon** has newer lounges and rooftop spots. December is the busiest month, when the diaspora returns for the holidays and concerts and parties run almost every night; book rooms and tables early.

## Easy day trips

- **Aburi Botanical Gardens**, on the Akuapem ridge north of the city, opened in 1890 and is noticeably cooler than the coast.
- **Shai Hills Resource Reserve**, east of Accra, has baboons, antelope and caves for short hikes.
- **Cape Coast and Elmina**, {{fact:drive.accra-cape-coast}} west by road, deserve an overnight stay rather than a rushed day.

## Practical tips

- **Getting around.** Ride-hailing apps work across the city and save haggling; tro-tros (minibuses) are cheap but take practice.
- **Money.** Markets, chop bars and tro-tros take cash or mobile money (MoMo) only; cards work mainly in hotels, malls and larger restaurants.
- **Heat.** Sightsee in the morning and late afternoon, carry water and use sun cream.
- **Photography.** Ask before photographing people, and avoid pointing cameras at government buildings, military sites and the presidency.
- **Greetings.** A good morning or good afternoon before any question makes every exchange easier.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-05",
    tags: ["City Guide", "Accra", "food", "nightlife", "history"],
    featured: true,
  },
  {
    slug: "kumasi-city-guide",
    title: "Kumasi City Guide: The Heart of Asante",
    excerpt:
      "Manhyia Palace, the Akwasidae festival, Kejetia's huge market and the kente, adinkra and carving villages: how to see Kumasi and time your visit well.",
    content: `Kumasi is Ghana's second city, capital of the Ashanti Region and the seat of the **Asantehene**, king of the Asante. It is a busy, hilly commercial hub, but what draws travellers is living culture: a royal court that still holds public ceremonies, craft villages where kente is woven by hand, and shrine buildings recognised by UNESCO. Give it at least two full days, three if you want the villages and Lake Bosomtwe. Schedules and entry arrangements change, so confirm them locally before you go.

## Getting there

By road, Kumasi is {{fact:distance.accra-kumasi}} from Accra, a drive of {{fact:drive.accra-kumasi}} depending on traffic and roadworks, and longer on Friday evenings and before holidays. Intercity coach companies run air-conditioned buses from Accra throughout the day; buy your ticket at the company's own station, ideally a day ahead.

By air, the city is served by {{fact:transport.kumasi-airport}}. Flights come from Accra International Airport (formerly Kotoka), where {{fact:transport.kotoka-terminals}}. Routes, frequencies and fares change, so confirm them directly with the airlines before you plan around a flight.

## Manhyia Palace Museum

Start with the **Manhyia Palace Museum**, in the former palace built in the 1920s for Asantehene Prempeh I on his return from exile in the Seychelles. Guided tours take you through the rooms used by past kings, with their furniture, regalia and life-size figures of Asantehenes and queen mothers. The guides tell the story of the Asante kingdom, the wars with Britain and the **Golden Stool**, the sacred symbol of Asante unity, which visitors do not see.

Tours are run by the museum staff; ask at the gate about current fees and opening hours, and about photography, which is restricted in parts of the building.

## Akwasidae: time your visit for the king's durbar

The best reason to plan dates around Kumasi is **Akwasidae**, a ceremony held every six weeks, on a Sunday, according to the Akan calendar. On that day the Asantehene sits in state at Manhyia to receive chiefs and the public. Expect talking drums, horn blowers, chiefs under huge umbrellas, gold regalia and rich kente, all set to a slow and deliberate etiquette.

Visitors are welcome, but this is a royal court, not a show. Dress smartly and modestly, arrive early, follow the ushers, and ask before photographing. Dates shift through the year; ask your hotel, the Manhyia Palace Museum or the Ghana Tourism Authority office in Kumasi for the next one.

## Kejetia and the central market

**Kejetia** is the city's commercial heart: a huge lorry station and a redeveloped multi-storey market alongside the older **Kumasi Central Market**, one of the largest in West Africa. Thousands of stalls sell cloth, beads, sandals, spices, snails, plastic goods and much else. It is exhilarating and disorienting in equal measure.

Go in the morning with a local guide if it is your first visit, keep your phone and money in a front pocket, and expect narrow lanes where porters push through with heavy loads on their heads.

## More of the city

- **Prempeh II Jubilee Museum**, at the Centre for National Culture, holds royal regalia and Asante artefacts in a small, well-explained collection. The Centre also has craft stalls.
- **Kumasi Fort and Armed Forces Museum** tells the military history of the region, including the 1900 siege of the fort during the war led by **Yaa Asantewaa**, queen mother of Ejisu.
- **Okomfo Anokye Sword**, in the grounds of the teaching hospital that bears his name, marks the spot where, tradition says, the great priest drove a sword into the ground; it is said that no one can pull it out.

## The craft villages

The roads out of Kumasi lead to villages that each specialise in one craft. Hire a taxi or driver for a half-day loop, and agree the route and waiting time in advance.

- **Bonwire** and **Adanwomase** are known for **kente**. You can watch weavers at narrow strip looms, learn what the patterns mean, and buy directly. Adanwomase runs community tours.
- **Ntonso** is the home of **adinkra** cloth, stamped with symbols carved from calabash and printed with dye made from tree bark. Many workshops let you try stamping a piece yourself.
- **Ahwiaa** is lined with wood carvers' workshops selling stools, masks and figures.

Buying in the villages puts more money in the makers' hands than buying in town, and the prices are often better too.

## Asante Traditional Buildings

The **Asante Traditional Buildings**, a group of shrine houses in villages around Kumasi, are a UNESCO World Heritage site: the last surviving examples of traditional Asante architecture, with their high thatched roofs and walls decorated in bold relief patterns. The best known is at **Besease**, near Ejisu on the Accra road. These are living shrines, so visit with a guide, follow instructions on where you may go, and expect to make a contribution to the caretakers.

## Lake Bosomtwe

Lying {{fact:distance.kumasi-bosumtwi}} south-east of the city, **Lake Bosomtwe** (also spelled Bosumtwi) fills a meteorite crater ringed by forested hills. It is sacred to the Asante, and fishermen traditionally use planks rather than canoes. Small lodges line the shore near Abono, and a day of swimming, walking or cycling around the lake is a calm counterweight to the city.

## Food in Kumasi

Kumasi is a **fufu** town. Try it with light soup, palm nut soup or groundnut soup at a busy chop bar at lunchtime, when the pounding is done fresh. Other dishes to look for are **ampesi** (boiled yam or plantain with kontomire stew made from cocoyam leaves) and grilled **khebab** skewers from evening street stands.

## Practical tips

- **Greetings and hands.** Greet people before asking anything, and use your right hand to give, receive and eat.
- **Funerals.** Saturdays often bring large Asante funerals, with mourners in red, black or white cloth and much drumming. If invited, go in dark clothes and offer a small contribution.
- **Weather.** Kumasi lies in the forest belt and gets more rain than Accra during the wet season, April to October. The dry months, November to March, are the most comfortable for village trips.
- **Money.** Markets and taxis take cash or mobile money (MoMo); cards work mainly in larger hotels and malls.
- **Getting around.** Ride-hailing apps work in much of the city, and taxis are plentiful; agree the fare before you get into a taxi without a meter.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-07",
    tags: ["Cultural Tourism", "Kumasi", "Asante", "crafts", "history"],
    featured: false,
  },
  {
    slug: "cape-coast-and-elmina-castles-guide",
    title: "Cape Coast Castle and Elmina Castle: A Visitor's Guide",
    excerpt:
      "The history behind Ghana's two great slave castles, how the guided tours work, the Door of No Return, and how to plan a respectful visit.",
    content: `Two whitewashed castles stand {{fact:distance.cape-coast-elmina}} apart on the coast of Ghana's Central Region. For centuries they were trading posts, and for much of that time the trade was in human beings. Millions of Africans were forced through forts like these on their way to the Americas, and walking through the dungeons at **Cape Coast Castle** and **Elmina Castle** is one of the most affecting experiences a traveller can have in West Africa. Both are UNESCO World Heritage properties, listed since 1979 as part of the **Forts and Castles, Volta, Greater Accra, Central and Western Regions**.

Tour arrangements, opening hours and fees change. Both castles are managed by the **Ghana Museums and Monuments Board (GMMB)**; confirm current details with the Board before you travel.

## Elmina Castle (St George's Castle)

Elmina is the older of the two. The Portuguese built **São Jorge da Mina** in 1482 to control the trade in gold that later gave this whole stretch of West Africa its European name, the Gold Coast. It is often described as the oldest European building still standing south of the Sahara. The Dutch captured it in 1637 and expanded the trade in enslaved people, and Britain took it over in 1872.

On the tour you will see:

- **The female dungeons**, opening onto a courtyard overlooked by the governor's quarters. Guides explain what that arrangement meant for the women held there.
- **The condemned cell**, marked by a skull and crossbones above the door, where captives who resisted were left to die.
- **The Door of No Return**, the narrow passage through which captives were taken to the waiting ships.
- **The chapel**, a reminder that worship went on within the same walls as the trade in people.

Across the lagoon on the hill stands **Fort St Jago**, built by the Dutch to protect the castle from the landward side. Below, Elmina town is worth an hour: the fishing harbour is packed with painted canoes, and the streets hold **posuban** shrines, the elaborate concrete monuments of the town's Asafo warrior companies.

## Cape Coast Castle

Cape Coast began as a Swedish trading lodge in 1653 and changed hands several times before the English took it in 1664. It became the headquarters of British rule on the Gold Coast until the capital moved to Accra in 1877.

The tour leads down into the **male dungeons**, dark vaulted rooms where hundreds of men were held for weeks, with only small openings high in the walls for light and air. Guides point out that the castle's chapel sat above them. A shrine in the dungeons is now a place where visitors leave flowers, wreaths and offerings. The tour ends at the **Door of No Return**; on its sea-facing side, a sign reads **Door of Return**, added to welcome descendants of the enslaved who come back.

The castle also houses a museum on the history of the region and the slave trade, and the graves of a British governor and his wife, the poet Letitia Landon, lie in the courtyard.

## How the tours work

Entry is by **guided tour**, led by GMMB guides and typically lasting around an hour at each castle. You buy a ticket at the entrance and join the next group.

- **Fees:** there are different rates for Ghanaians and for foreign visitors, with concessions for students. We have not printed figures here because they change; check the current rates with the Ghana Museums and Monuments Board.
- **Cameras:** photography is generally allowed in the courtyards, and there may be a separate charge for cameras or video. Ask at the ticket desk.
- **Timing:** go early in the day. Tour groups and school parties build up by late morning, and the dungeons are hot and airless by midday.
- **Guides:** a tip for a good guide is appreciated.

## Visiting respectfully

The dungeons are memorials, and many visitors, especially members of the African diaspora, come to mourn ancestors. Speak quietly underground, do not pose for smiling photos in the dungeons, and give people space if they are overcome. Wear comfortable shoes; floors are uneven and some passages are low and narrow.

Consider how you will feel afterwards. Many visitors need a quiet hour once the tour ends, so do not plan a packed afternoon. For children, the guides' accounts are frank; decide beforehand how you will talk about it together.

## Getting there

**Cape Coast has no commercial airport.** The nearest airports are **Takoradi (TKD)**, to the west, and **Accra International Airport (ACC, formerly Kotoka)**. From Accra, {{fact:distance.accra-cape-coast}} away, the road journey takes {{fact:drive.accra-cape-coast}}, depending on traffic leaving the city; intercity coaches and tro-tros make the trip daily, or you can hire a car with a driver. From Takoradi it is a shorter drive east.

Between the two castles, a shared taxi or a hired taxi takes around 20 minutes.

## Planning the day

You can see both castles in one day, but two is more comfortable. A good plan:

- **Day one:** Elmina Castle in the morning, lunch by the harbour, and an afternoon walk around Fort St Jago and the old town.
- **Day two:** Cape Coast Castle early, then the drive of {{fact:distance.cape-coast-kakum}} inland to **Kakum National Park** for its canopy walkway in the forest. Kakum is on UNESCO's tentative list only and is not a World Heritage site.

North of Cape Coast, the **Assin Manso Ancestral Slave River Park** marks the river where captives were bathed for the last time before the march to the coast. It makes a meaningful addition to a castle visit.

## When to go

The dry season, November to March, brings the easiest travel on this coast. Cape Coast's **Fetu Afahye** festival, usually in early September, fills the town with processions, and Elmina's **Bakatue** festival, usually in July, marks the opening of the fishing season. Around **Emancipation Day** on 1 August and during the biennial **PANAFEST**, the castles host remembrance events and draw large numbers of diaspora visitors. Book rooms well ahead for all of these, and check dates with the Ghana Tourism Authority.

## Where to stay

Cape Coast town has simple hotels and guest houses within walking distance of the castle, and beach resorts stretch along the shore towards Elmina. Staying one night on this coast, rather than day-tripping from Accra, lets you visit the castles early and without rushing.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-10",
    tags: ["Historical Tourism", "Cape Coast", "Elmina", "history", "UNESCO"],
    featured: true,
  },
  {
    slug: "tamale-travel-guide",
    title: "Tamale and Northern Ghana Guide",
    excerpt:
      "How to reach Tamale, what to see in its markets, how Dagomba culture shapes the city, and how to plan trips to Mole National Park and Larabanga.",
    content: `Tamale feels like a different country from the humid south. The capital of the **Northern Region** sits on the open savannah, its wide streets are full of bicycles and motorbikes, and the calls to prayer from its mosques set the rhythm of the day. It is the gateway to Ghana's north: to **Mole National Park**, the old mud mosque at **Larabanga**, and the crafts and cultures of the Upper East and Upper West. Flight schedules, bus services and park arrangements change, so confirm them with the operators before you travel.

## Getting to Tamale

### By air

Flying is by far the quickest way from Accra, and the flight takes around an hour. At Accra International Airport (formerly Kotoka), {{fact:transport.kotoka-terminals}}. Flights land at {{fact:transport.tamale-airport}}. Check current routes, timetables and fares directly with the airlines; seats sell out around holidays and festivals.

### By road

The road from Accra runs north through Kumasi and is a very long day: expect **{{fact:drive.accra-tamale}}** by coach from Accra, and {{fact:drive.kumasi-tamale}} from Kumasi. Several intercity companies run daily and overnight services. Overnight buses save a hotel night, but road travel after dark carries more risk, so many travellers prefer a morning departure or to break the journey in Kumasi.

## When to go

The north has **one rainy season**, roughly **May to October**, when the savannah turns green and some rural roads become hard going. From November the land dries out. **December to February** brings the **harmattan**, a dry, dusty wind from the Sahara: mornings are cool, the sky turns hazy, lips and skin crack, and dust can delay flights when visibility drops. March and April are the hottest months, with afternoons that leave little appetite for walking. For comfort, **November** and early **December** are a good compromise; for wildlife at Mole, the later dry season is best.

Check forecasts with the **Ghana Meteorological Agency**, especially during the harmattan.

## In the city

### Markets and crafts

**Tamale Central Market** sells everything from grain and spices to leatherwork, baskets and cloth. Look for the northern **smock**, called fugu or batakari, tailored from strips of thick handwoven cotton and worn by men across the north. You can buy ready-made smocks or order one to fit. **Shea butter**, produced largely by women's groups across the region, is sold in raw blocks and in cosmetic pots; buying from a cooperative puts money directly in the producers' hands.

The **Centre for National Culture** in Tamale has craft stalls and is a good place to ask about drumming and dance performances.

### Dagomba culture

Tamale lies in the traditional kingdom of **Dagbon**, home of the Dagomba people, whose paramount chief, the **Ya Na**, has his seat in Yendi to the east. Dagbani is the main local language. Dagomba drumming, especially the talking drums and praise-singing at chiefs' courts and festivals, is among the richest musical traditions in Ghana. The **Damba** festival and the **Fire Festival (Bugum)** follow the lunar calendar, so their dates move every year; ask the Ghana Tourism Authority's regional office or your hotel what is coming up.

### Food

Try **tuo zaafi**, known to everyone as TZ, a firm millet or maize porridge eaten with green **ayoyo** soup and meat or fish. Grilled **guinea fowl** is a northern speciality, and mornings start with **koko**, a spiced millet porridge, with fried bean cakes. Tamale is a largely Muslim city: alcohol is less visible than in the south, and during Ramadan many food stalls close in the day, so plan meals accordingly.

## Mole National Park

**Mole** is Ghana's largest national park and the best place in the country to see elephants. It lies in the **Savannah Region**, one of the regions created when Ghana went from ten to **16 regions** in 2019, and the drive from Tamale takes **{{fact:drive.tamale-mole}}** by car, depending on road conditions.

- **What you can see:** elephants, several kinds of antelope, warthogs, baboons and a long list of birds. Elephants are most reliably seen in the dry months, when they gather at the waterholes near the park headquarters.
- **How you see it:** on **walking safaris** with armed rangers, and on vehicle drives. Morning walks are cooler and better for animals.
- **Where to stay:** accommodation ranges from simple rooms near the park headquarters to lodges outside the park. Book ahead in the dry season.
- **Fees:** park entry, guided walks and drives are charged separately; check current rates with the park or the **Wildlife Division of the Forestry Commission**.

Mole has been on UNESCO's **tentative list** since 2000; it is not on the World Heritage list itself.

Getting there without a car is possible by bus from Tamale, but services are limited; ask at the Tamale bus stations the day before. Hiring a car with a driver is simpler and lets you stop at Larabanga on the way.

## Larabanga

The village of **Larabanga**, a short distance from the Mole turn-off, is known for its **mosque**, a Sudano-Sahelian building of mud and timber with whitewashed buttresses and pointed towers. It is often called the oldest mosque in Ghana; tradition dates it to the fifteenth century, though historians debate the exact age. Non-Muslims generally view it from the outside. Local guides will offer to show you the mosque and the village's **Mystic Stone**; agree a fee before you start.

## Beyond Tamale

With more time, the north opens up:

- **Bolgatanga**, capital of the Upper East Region, famous for woven straw baskets and leatherwork.
- **Sirigu**, where women decorate their homes with striking painted patterns.
- **Paga**, near the border with Burkina Faso, with its sacred crocodile ponds.
- **Tongo Hills and Tengzug**, with rock formations and shrines of the Talensi people.

## Practical tips

- **Cash and mobile money.** Tamale has banks and ATMs, but towns and villages beyond it often do not. Carry enough cedis, and use mobile money (MoMo) where you can.
- **Dress.** Modest clothing, covering shoulders and knees, is respectful in this largely Muslim region.
- **Greetings.** Greetings are long and important in the north; take time over them before asking for anything.
- **Heat and health.** Drink plenty of water, use sun protection, and take malaria precautions all year.
- **Getting around town.** Tricycle taxis and shared taxis cover the city cheaply. Motorbike taxis are common, but wear a helmet if you use one.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-11",
    tags: ["City Guide", "Tamale", "northern Ghana", "wildlife", "transport"],
    featured: false,
  },
  {
    slug: "best-time-to-visit-ghana",
    title: "Best Time to Visit Ghana",
    excerpt:
      "Ghana is warm all year, but rain, humidity and the dusty harmattan vary by region and month. Here is how to match the season to the trip you want.",
    content: `Ghana is warm all year round, so the question is less about temperature than about rain, humidity, dust and crowds. The answer also depends on where you are going: the coastal and forest south and the savannah north have different weather patterns. Traditional festivals follow their own calendars and move from year to year, so confirm dates with the Ghana Tourism Authority or the traditional council concerned before you book.

## The short answer

For most visitors, the **dry season from November to March** is the easiest time to travel. Roads are in better shape, beaches are sunny, and it is the best period for wildlife in the north. The catch is that this is also high season, and **December** is the busiest month of the year, when many Ghanaians abroad come home for Christmas. Flights and hotels in Accra fill up and prices rise, so book early.

If you can cope with some rain, the wet months bring greener landscapes, fuller waterfalls, fewer visitors and easier bookings.

## Southern Ghana: two seasons

In the south, which includes Accra, Cape Coast, Kumasi and the Volta Region:

- **Dry season, November to March.** Sunny and hot, with lower rainfall. Humidity stays high on the coast.
- **Wet season, April to October.** Rain usually falls in heavy downpours and thunderstorms rather than all-day drizzle, often in the afternoon or at night. The heaviest rains tend to come around May and June. Many years bring a **drier spell around August**, particularly along the coast near Accra, before the rains return in September and October.

Heavy storms can flood low-lying parts of Accra within an hour, snarling traffic, and some rural roads become slow. Plan flexible days rather than tight connections.

The forest belt around Kumasi and the far west of the coast are wetter than Accra, which lies in a relatively dry coastal strip.

## Northern Ghana: one rainy season

The north, including Tamale, Mole National Park, Bolgatanga and Wa, has a single **rainy season, roughly May to October**, followed by a long dry season.

- **November:** the rains have ended, the land is still green in places and temperatures are comfortable.
- **December to February:** the **harmattan** season, described below. Cool mornings, hot afternoons, very dry air.
- **March and April:** the hottest time of year, with fierce afternoon heat before the first rains.
- **May to October:** rain, green savannah and fewer tourists; some unpaved roads become difficult.

For elephants at Mole, the later dry season is best, as animals concentrate near the waterholes by the park headquarters.

## The harmattan

From roughly **December to February**, a dry north-easterly wind carries fine dust from the Sahara across West Africa. In the north it can turn the sky white and hide the sun for days; in the south it is usually weaker and shorter but still noticeable.

What it means for travellers:

- **Haze** flattens views and photographs, and the sea and hills can disappear into the dust.
- **Flights** can be delayed or diverted when visibility drops, especially in the north.
- **Dry skin, lips and eyes** are common; pack moisturiser, lip balm and eye drops, and bring glasses if contact lenses irritate.
- **Cool nights** in the north surprise many visitors; pack a light jumper.

## Month by month

- **January and February:** dry and hot in the south, harmattan haze across the country. Good for beaches and the castles.
- **March:** hot and humid; **Independence Day** on 6 March brings parades and celebrations across the country.
- **April:** the first rains arrive in the south; the Easter weekend is a busy domestic travel time, with crowds heading to the Kwahu ridge in the Eastern Region.
- **May and June:** the wettest months in much of the south. Good value, lush scenery and full waterfalls in the Volta Region.
- **July and August:** rain eases on the coast, especially in August. Festival season in the south begins.
- **September and October:** rains return in the south; the north is green at the end of its wet season.
- **November:** the dry season starts, with good conditions almost everywhere before the December rush.
- **December:** peak season, Christmas gatherings, concerts and parties, and the harmattan beginning in the north.

## Festivals worth timing a trip around

Dates below are typical patterns, not fixed dates:

- **Aboakyir** in Winneba, usually in early May, when two Asafo companies compete to catch a live antelope.
- **Bakatue** in Elmina, usually in July, marking the start of the fishing season.
- **Emancipation Day**, 1 August, with remembrance events at Cape Coast and Assin Manso, and in some years **PANAFEST**, held every two years.
- **Chale Wote Street Art Festival** in Jamestown, Accra, usually in August.
- **Homowo**, the Ga harvest festival in Accra, around August and September.
- **Fetu Afahye** in Cape Coast, usually in early September.
- **Hogbetsotso** of the Anlo Ewe at Anloga, usually in early November.
- **Akwasidae** in Kumasi, every six weeks on a Sunday, when the Asantehene receives the public at Manhyia Palace.
- **Damba** and the **Fire Festival** in the north, which follow the Islamic lunar calendar and move earlier each year.

## Matching the season to your trip

- **Beaches and castles:** November to March, or a drier August.
- **Wildlife at Mole:** the later dry season, roughly January to April, accepting heat and harmattan haze.
- **Waterfalls and hiking in the Volta Region:** late in the wet season, when the falls are full but trails are not at their muddiest.
- **Budget travel:** the wet months, outside Easter, the August festival weekends and December.
- **Culture:** plan around a festival or an Akwasidae date, then book early.

## Checking the weather

For forecasts and seasonal outlooks, use the **Ghana Meteorological Agency**, which issues daily forecasts and rainfall outlooks for each zone. Whatever the month, pack light cotton clothes, a compact umbrella or rain jacket, sun protection and mosquito repellent: malaria is present all year, and mosquitoes are more numerous in the rains.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-12",
    tags: ["Travel Guide", "weather", "festivals", "planning"],
    featured: false,
  },
  {
    slug: "getting-around-ghana",
    title: "Getting Around Ghana",
    excerpt:
      "Tro-tros, taxis, ride-hailing, intercity coaches, domestic flights and hiring a driver: how to move around Ghana safely and without wasting days.",
    content: `Ghana is compact by African standards, but distances on the road add up, and traffic around Accra and Kumasi can swallow whole afternoons. The right mix of transport depends on your budget, your time and how far north you are going. Schedules, routes and fares change often, so confirm the arrangements below with the airline or transport company before you travel.

## Domestic flights

For long distances, flying saves a day each way. At Accra International Airport (formerly Kotoka), {{fact:transport.kotoka-terminals}}, so check which one you need. The main routes link Accra with:

- **The Ashanti capital**, where flights land at {{fact:transport.kumasi-airport}}.
- **Tamale**, served by {{fact:transport.tamale-airport}}.
- **Takoradi (TKD)**, the nearest airport to the western beaches and, with Accra, one of the two closest to Cape Coast, which has **no commercial airport**.

Other northern towns have had services at times. Airlines, routes and timetables change, so check with the airlines directly. Bring your passport as ID, arrive well before departure, and note that baggage allowances on domestic tickets can be smaller than on international ones.

## Intercity coaches

Air-conditioned **coaches** connect Accra with Kumasi, Cape Coast, Takoradi, Ho, Tamale and other cities. Long-established operators include **STC**, **VIP** and **Metro Mass Transit**, the state-backed bus company, which is cheaper and slower; several private companies run similar services.

- Each company leaves from its own station, not from the tro-tro stations, so confirm exactly where your bus departs.
- For long routes, buy your ticket at the station a day ahead, especially on Fridays and before public holidays.
- Luggage goes in the hold; keep valuables, water and a snack with you.
- The air-conditioning can be cold and films are often played loudly. Bring a layer and earplugs.

Typical road journey times, without major hold-ups:

- **Accra to Cape Coast:** {{fact:drive.accra-cape-coast}} ({{fact:distance.accra-cape-coast}}).
- **Accra to Kumasi:** {{fact:drive.accra-kumasi}} ({{fact:distance.accra-kumasi}}).
- **Kumasi to Tamale:** {{fact:drive.kumasi-tamale}}.
- **Accra to Tamale:** {{fact:drive.accra-tamale}}.
- **Tamale to Mole National Park:** {{fact:drive.tamale-mole}}, depending on road conditions.

## Tro-tros

**Tro-tros** are the minibuses that carry most Ghanaians. They run fixed routes from stations and along main roads, leave when full, and stop wherever passengers ask. A conductor, known as the **mate**, leans out of the window calling the destination and collects fares.

They are very cheap and a real window into daily life, but they are crowded, have little luggage space and are not built for comfort. Pay in cash with small notes, keep your bag on your lap, and ask the mate or a fellow passenger to tell you when to get off. In Accra, major stations such as Kwame Nkrumah Circle, Kaneshie and Madina can be confusing at first; ask people which vehicle goes where.

## Taxis

Taxis are easy to spot by their painted yellow or orange corner panels. They have no meters, so **agree the fare before you get in**. There are two ways to use them:

- **Shared or line taxis** follow set routes and pick up passengers along the way, each paying a fixed fare.
- **Dropping** means hiring the whole taxi for your own trip, at a higher, negotiated price.

Ask your hotel what a fair fare is for your journey before you set out; it makes bargaining much quicker.

## Ride-hailing

**Uber** and **Bolt** operate in Accra and other large cities such as Kumasi, and **Yango** is also active in Accra; coverage changes, so check the apps on arrival. Ride-hailing avoids haggling, shows the driver's name and plate number, and lets you share your trip. Many drivers prefer cash, and some will call to ask where you are going before they accept; keep your phone charged and a local SIM card active. Check that the plate matches before you get in.

## Motorbikes and tricycles

In many towns and across the north, **motorbike taxis**, known as okada, and **tricycle taxis** are common, cheap and quick through traffic. They are also the riskiest way to travel. If you use one, insist on a helmet, keep journeys short and avoid them at night.

## Hiring a car and driver

For a multi-stop trip, such as Accra to Cape Coast, Kumasi and the Volta Region, a **car with a driver** is the most comfortable and flexible option, and it costs less than many visitors expect when shared by a small group.

- Agree in writing what the daily rate includes: fuel, the driver's meals and overnight lodging, tolls and hours per day.
- Use a company licensed by the **Ghana Tourism Authority** or one recommended by your hotel.
- Check the vehicle's tyres, seatbelts and air-conditioning before you set off.

## Driving yourself

Ghana drives on the **right**. You will need a valid licence, and an International Driving Permit is strongly advised; check current rules with the **Driver and Vehicle Licensing Authority (DVLA)** and your rental company. Expect potholes, speed bumps, livestock, broken-down trucks and frequent police checkpoints, where you should stop, greet the officer and show your documents calmly.

Above all, **avoid driving at night** outside the cities. Many roads are unlit, and unmarked hazards are hard to see.

## Boats and trains

Passenger and cargo ferries have long run on **Lake Volta**, but sailings are irregular; ask the Volta Lake Transport Company about current sailings before you plan around it. Passenger rail plays little part in a visitor's trip at present; check with the Ghana Railway Company for any services on your route.

## Money and safety on the move

- Carry **small notes** for tro-tros, taxis and roadside snacks; drivers rarely have change for large notes.
- **Mobile money (MoMo)** is widely accepted, including by many taxi and ride-hailing drivers.
- Wear a seatbelt wherever there is one, and do not hesitate to ask a driver to slow down.
- In an emergency on the road, call **{{fact:safety.emergency-number}}**, the national number for police, fire and ambulance.
- Keep a paper note of your hotel's address and phone number in case your phone battery dies.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-13",
    tags: ["Travel Guide", "transport", "budget travel", "flights"],
    featured: false,
  },
];
