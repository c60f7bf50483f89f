// Frequently asked questions, grouped by category, as first seeded into the database (db/seed);
// the content studio edits them from then on. Time-sensitive facts come from the fact register
// (facts.ts) as {{fact:id}} tokens; where rules or fees change, answers name the official source.
import type { FaqCategory } from "#app/domain/faq/faq.ts";

export const faqCategoriesSource: readonly FaqCategory[] = [
  {
    id: "general-travel",
    title: "General Travel",
    entries: [
      {
        question: "Do I need a passport to visit Ghana, and how long must it be valid?",
        answer:
          "Yes. Every international visitor needs a passport. Immigration officers and airlines commonly expect it to be valid for at least six months beyond your arrival and to have blank pages for stamps. Requirements can change, so confirm the current rule with the Ghana Immigration Service or the Ghana embassy or high commission that serves your country, and check your airline's document rules before you fly.",
      },
      {
        question: "When is the best time of year to visit Ghana?",
        answer:
          "Most visitors prefer the dry season, November to March, when roads are easier and beach days are more reliable. From December to February the harmattan wind brings dust from the Sahara, which means hazy skies and cooler mornings, especially in the north. In the south the wet season runs from April to October. December is the busiest month in Accra, so book flights and rooms early if you travel then.",
      },
      {
        question: "What time zone is Ghana in?",
        answer:
          "Ghana keeps Greenwich Mean Time (GMT, UTC+0) all year and does not change its clocks for daylight saving. That makes it the same as London in winter and one hour behind London in summer. Remember the time difference when you plan airport transfers or calls home, and when a hotel or booking confirmation quotes check-in and check-out times.",
      },
      {
        question: "What languages are spoken in Ghana?",
        answer:
          "English is the official language and is used in government, business, signage and most hotels, so English speakers manage easily. Dozens of Ghanaian languages are spoken alongside it. Twi, an Akan language, is the most widely understood. You will also hear Ga in Accra, Fante along the central coast, Ewe in the Volta Region, and Dagbani and Hausa in and around Tamale. A few words of greeting in the local language are always appreciated.",
      },
      {
        question: "What plugs and voltage does Ghana use?",
        answer:
          "Ghana runs on 230 volts at 50 hertz. Most sockets take the British-style three-pin plug (type G), and some older buildings still have round-pin sockets (type D). Bring a universal adaptor, and check that chargers for laptops and phones accept 230 volts, which most do. Power cuts happen from time to time, so a power bank and a small torch are worth packing.",
      },
      {
        question: "Is Ghana a safe country for visitors?",
        answer:
          "Ghana is generally regarded as one of the more stable and welcoming countries in West Africa, and most visits pass without trouble. The usual big-city care applies: watch for pickpockets in busy markets and lorry stations, keep phones out of sight on the street at night, and avoid empty beaches after dark. Read your own government's travel advice before you go and save Ghana's emergency number, {{fact:safety.emergency-number}}, in your phone.",
      },
      {
        question: "How many days do I need for a first trip to Ghana?",
        answer:
          "A week to ten days lets you combine Accra with the coastal castles at Cape Coast and Elmina, Kakum National Park and a few days in Kumasi. With two weeks or more you can add the Volta Region's waterfalls and hills or fly north to Tamale for Mole National Park. Distances look short on a map, but traffic and road conditions make journeys slower than many visitors expect.",
      },
      {
        question: "What should I pack for a trip to Ghana?",
        answer:
          "Pack light, breathable clothing, with something covering shoulders and knees for churches, mosques, palaces and villages. Add sunscreen, a hat, insect repellent, any antimalarial tablets your doctor prescribes, a refillable water bottle, a universal adaptor, a power bank and a small torch. Keep your yellow fever certificate with your passport, plus a printed or offline copy of your accommodation details and travel insurance.",
      },
    ],
  },
  {
    id: "visa",
    title: "Visas and Entry",
    entries: [
      {
        question: "Do I need a visa to visit Ghana?",
        answer:
          "It depends on your passport. {{fact:entry.ecowas}} For other African passports two announcements apply: {{fact:entry.african-passports-2025}} {{fact:entry.african-visa-fees-2026}} Most other visitors need a visa before they travel. {{fact:entry.evisa}} You can still apply at the Ghana embassy, high commission or consulate that serves your country.",
      },
      {
        question: "I hold an African passport. Can I really enter Ghana without a visa?",
        answer:
          "Two announcements shape the answer. {{fact:entry.african-passports-2025}} {{fact:entry.african-visa-fees-2026}} The fee waiver was announced as part of the new e-Visa arrangements, so before you buy non-refundable tickets, confirm with the Ghana Immigration Service or your nearest Ghana mission whether your passport lets you simply arrive or whether you must still apply online, free of charge. The Immigration Service also sets how long you may stay; carry proof of onward travel and accommodation either way.",
      },
      {
        question: "Can I apply for a Ghana e-visa online?",
        answer:
          "Yes. {{fact:entry.evisa}} Reach the platform through Ghana's Ministry of Foreign Affairs or the website of the Ghana embassy, high commission or consulate that serves you, not through a search advert: look-alike sites charge extra for 'Ghana e-visas', and some take the money and issue nothing. Check the fee and processing time for your nationality and visa type on the official platform before you pay.",
      },
      {
        question: "Can I get a visa on arrival at Accra International Airport?",
        answer:
          "Do not plan on it. Arrival visas have only been available in limited circumstances, usually arranged in advance, and airlines may refuse to board passengers who lack the right documents. Apply before you fly, online through the official e-Visa platform or at a Ghana mission. If you are unsure what applies to your passport, ask the Ghana Immigration Service or the nearest Ghana mission and keep its answer in writing.",
      },
      {
        question: "What documents are usually needed for a Ghana visa application?",
        answer:
          "The e-Visa platform and Ghana's missions typically ask for a passport with enough validity and blank pages, passport photos, a completed application form, a yellow fever vaccination certificate, and evidence of your trip such as a return ticket and a hotel reservation or invitation letter. Some also ask for proof of funds. The list and fees vary by visa type and, for paper applications, by mission, so follow the checklist of whoever handles your application.",
      },
      {
        question: "How much does a Ghana visa cost?",
        answer:
          "Fees depend on your nationality, the type of visa (single or multiple entry, tourist or business) and the mission processing it, and they change from time to time. We do not quote figures because they go out of date: check the current fee on the official e-Visa platform or with the Ghana mission that serves your country. {{fact:entry.african-visa-fees-2026}}",
      },
      {
        question: "What happens when I arrive in Ghana?",
        answer:
          "At Accra International Airport (formerly Kotoka), {{fact:transport.kotoka-terminals}}. After leaving the aircraft you usually pass a health check, where your yellow fever certificate may be inspected, then immigration, where your passport, visa and arrival details are checked. Then you collect baggage and pass customs. Keep your accommodation address and return ticket handy, because officers may ask where you are staying and when you leave.",
      },
      {
        question: "Can I extend my stay once I am in Ghana?",
        answer:
          "Extensions are handled by the Ghana Immigration Service, and you should apply before the stay you were granted runs out. Overstaying can lead to fines and problems when you leave or return. Requirements and fees change, so contact the Immigration Service directly or visit one of its offices well before your permitted stay ends, and keep copies of your passport, entry stamp and accommodation details.",
      },
      {
        question: "I have Ghanaian heritage. Are there special arrangements for me?",
        answer:
          "Ghanaians who hold dual citizenship can travel on a Ghanaian passport. People of African descent in the diaspora may be eligible for Right of Abode, a status provided for in Ghana's immigration law, and Ghana has welcomed diaspora visitors through initiatives such as the 2019 Year of Return. Eligibility and the application process are set by the Ghana Immigration Service, so check with it or a Ghana mission.",
      },
    ],
  },
  {
    id: "transport",
    title: "Transport",
    entries: [
      {
        question: "How do I get from Accra International Airport to my hotel?",
        answer:
          "At Accra International Airport (ACC, formerly Kotoka), {{fact:transport.kotoka-terminals}}. From the arrivals hall you can take a taxi from the official rank, order a ride-hailing car from the signed pick-up area, or arrange a transfer with your hotel in advance, which many travellers prefer after a long flight. Agree a taxi fare before you set off, and allow extra time at rush hour, when Accra's traffic is heavy.",
      },
      {
        question: "What is a tro-tro, and should I use one?",
        answer:
          "Tro-tros are the privately run minibuses that carry most Ghanaians around towns and between them. A mate calls out the destination from the doorway and collects fares, which are paid in cash or by mobile money (MoMo), so carry small notes and coins. They are cheap and a real slice of local life, but they are crowded and have little room for luggage. Ask locals which stop and route you need.",
      },
      {
        question: "Do ride-hailing apps work in Ghana?",
        answer:
          "Yes. Uber, Bolt and Yango all operate in Accra, and Uber and Bolt also work in Kumasi and some other large cities; coverage changes, so check the apps when you arrive. You see the price before you book, which avoids haggling, and many drivers prefer cash or mobile money even when a card is on file. Check that the number plate and driver match the app before getting in, and share your trip with someone if you travel alone at night.",
      },
      {
        question: "How do taxis work in Ghanaian cities?",
        answer:
          "Most taxis have no working meter, so agree the fare before you get in. You can hire a taxi for yourself, often called a 'dropping', or use a shared taxi that runs a fixed route and picks up other passengers along the way for a much lower fare. Ask at your hotel what a fair price is for common trips, carry small notes, and have your destination's landmark ready, because drivers navigate by landmarks more than street names.",
      },
      {
        question: "How do I travel between cities by bus?",
        answer:
          "Large coach companies such as Intercity STC and VIP run air-conditioned buses between Accra, Kumasi, Cape Coast, Takoradi, Tamale and other towns, from their own stations. Buy your ticket at the station a day ahead for popular routes, arrive early, and expect to pay a small charge for large bags. Tro-tros and shared minibuses cover the same routes more often and more cheaply, but with less comfort and space.",
      },
      {
        question: "Are there domestic flights within Ghana?",
        answer:
          "Yes. At Accra International Airport (formerly Kotoka), {{fact:transport.kotoka-terminals}}. Domestic flights serve {{fact:transport.kumasi-airport}}, Tamale, whose Yakubu Tali International Airport gained a new terminal in August 2023, and Takoradi. Africa World Airlines is the main domestic carrier, and other airlines such as PassionAir have flown some routes; which airlines fly which routes changes. Flying saves many hours on the Accra to Tamale journey. Check current routes, schedules and baggage allowances with the airlines.",
      },
      {
        question: "Can I rent a car and drive myself in Ghana?",
        answer:
          "You can, but many visitors hire a car with a driver instead. Ghana drives on the right. Carry your national licence and an International Driving Permit, plus the rental papers, because police checkpoints are common. Road quality varies, potholes and unlit vehicles make night driving risky, and city traffic is intense. A local driver knows the roads, handles parking and checkpoints, and often costs little more than self-drive.",
      },
      {
        question: "How do I get to Cape Coast?",
        answer:
          "Cape Coast has no commercial airport. The nearest airports are Takoradi (TKD) and Accra (ACC). Most visitors travel by road from Accra along the coastal highway, by coach, tro-tro, ride-hailing car or hired driver; the journey usually takes {{fact:drive.accra-cape-coast}}, depending on traffic. From Takoradi the drive is shorter. Once you are in Cape Coast, Elmina is {{fact:distance.cape-coast-elmina}} along the coast and Kakum National Park {{fact:distance.cape-coast-kakum}} to the north.",
      },
      {
        question: "How do I get to Mole National Park?",
        answer:
          "Fly or take a coach to Tamale, then continue to Mole by road, a drive of {{fact:drive.tamale-mole}}. Buses and shared vehicles run towards Larabanga and the park, but schedules can be irregular, so many visitors hire a car with a driver or arrange a transfer through their lodge. Road conditions can make the journey slower than the map suggests, so plan to arrive in daylight.",
      },
    ],
  },
  {
    id: "accommodation",
    title: "Accommodation",
    entries: [
      {
        question: "What kinds of accommodation can I find in Ghana?",
        answer:
          "Accra has international chain hotels, business hotels, boutique hotels, guest houses and serviced apartments. Along the coast you will find beach resorts and simple beach lodges, and in national parks and rural areas there are eco-lodges and community guest houses. Kumasi and Tamale have a good spread of mid-range hotels. Our city pages let you filter listings by price, rating and hotel type.",
      },
      {
        question: "How much do hotels in Ghana cost per night?",
        answer:
          "As a rough guide, five-star hotels are about $150 to $400 or more per night, while budget hotels in Accra are about $25 to $75. Guest houses outside the big cities can be cheaper still. Prices rise in December and around major festivals. The prices on Akwaaba Stays are indicative nightly rates, in cedis or US dollars as their source gave them; the live price for your dates is shown on our booking partner's site.",
      },
      {
        question: "How can I check that a hotel is properly licensed?",
        answer:
          "Under the Tourism Act 2011 (Act 817), every tourist accommodation in Ghana must hold a licence from the Ghana Tourism Authority, valid for twelve months and renewed each year, and the Authority has closed unlicensed facilities in enforcement drives. Licensed places usually display their certificate at reception. If in doubt, ask the property for its current licence or contact the Ghana Tourism Authority before you book.",
      },
      {
        question: "Which area of Accra should I stay in?",
        answer:
          "Airport Residential and Airport City suit short stays and business trips because they are close to Accra International Airport (formerly Kotoka). Osu has restaurants, bars and nightlife. Cantonments and Labone are leafy and quieter while staying central. East Legon is residential with good cafes and malls. For the sea, look at the Labadi beachfront, or at Kokrobite west of the city for a laid-back beach scene. Consider traffic when you choose.",
      },
      {
        question: "Where should I stay in Kumasi?",
        answer:
          "Staying near Adum and the city centre puts you close to Kejetia Market, the Centre for National Culture and the main transport stations, but it is busy and noisy. Ahodwo and Nhyiaeso are calmer neighbourhoods with many of the city's better hotels and restaurants, and the Manhyia Palace Museum is a short drive away. Kumasi's traffic can be slow, so choose a base near what you most want to see.",
      },
      {
        question: "Do hotels have power and water during outages?",
        answer:
          "Ghana has periods of power cuts, locally called 'dumsor', and some areas have interrupted water supply. Most mid-range and upscale hotels have backup generators and water tanks, but smaller guest houses may not, or may run the generator only at certain hours. If reliable power matters, for air conditioning or remote work, ask the property directly before booking and keep a power bank charged.",
      },
      {
        question: "What will I need at check-in?",
        answer:
          "Hotels normally ask for your passport or another official ID and record your details, as they are required to register guests. Bring your booking confirmation from our partner site, on your phone or printed. Some properties ask for a deposit or card imprint for incidentals. Check-in and check-out times vary, so check them on your confirmation and ask the hotel if you arrive very early or leave late.",
      },
      {
        question: "Where can I stay near Cape Coast and Elmina?",
        answer:
          "Cape Coast town has hotels and guest houses within reach of Cape Coast Castle, and Elmina has several beachfront resorts near Elmina Castle. Quieter beach lodges sit along the coast nearby, for example around Anomabo. Staying in the area lets you visit both castles and Kakum National Park without a long daily drive. See our Cape Coast page for listings and indicative prices.",
      },
    ],
  },
  {
    id: "dining",
    title: "Food and Dining",
    entries: [
      {
        question: "Which Ghanaian dishes should I try?",
        answer:
          "Start with jollof rice, waakye (rice and beans, often with spaghetti, egg and shito pepper sauce), banku or kenkey with grilled tilapia and fresh pepper, fufu with light soup or groundnut soup, red red (bean stew with fried plantain) and kelewele (spiced fried plantain). In the north look for tuo zaafi, known as TZ, served with green leaf soup. Many dishes are eaten with the right hand.",
      },
      {
        question: "Is street food safe to eat?",
        answer:
          "Street food is part of the experience, and plenty of visitors enjoy it without problems. Choose busy stalls with a quick turnover, where food is cooked hot in front of you, and eat it while it is still hot. Be more careful with salads, pre-cut fruit and anything that has been sitting out. Carry hand sanitiser, and ease in gently during your first few days.",
      },
      {
        question: "Can I drink the tap water?",
        answer:
          "Visitors are best advised not to drink tap water. Sealed bottled water is sold everywhere, and many Ghanaians drink sachet water, called 'pure water', sold in small plastic bags. Choose well-known brands and check that seals are intact. To cut plastic waste, bring a refillable bottle with a filter, or refill from large dispensers at your hotel. If you are unsure about ice in a drink, ask for it without.",
      },
      {
        question: "Is it easy to eat vegetarian or vegan in Ghana?",
        answer:
          "It is possible with a little care. Red red, kelewele, yam or plantain with garden egg or kontomire (cocoyam leaf) stew, and many bean dishes can be meat-free. However, soups and stews are often cooked with meat or fish stock, and shito pepper sauce usually contains dried fish or shrimp. Ask clearly when ordering. Accra has a growing number of vegetarian-friendly restaurants and cafes.",
      },
      {
        question: "Is Ghanaian food very spicy?",
        answer:
          "Many dishes come with fresh pepper sauce or shito, and some soups are hot. Spice is usually served on the side or can be reduced on request, so say 'no pepper' or 'small pepper' when ordering. Jollof, kelewele and light soup can all carry some heat. Hotel restaurants tend to cook milder, and most chop bars will happily adjust for you.",
      },
      {
        question: "What is a chop bar?",
        answer:
          "A chop bar is a local eatery serving Ghanaian staples such as fufu, banku, rice dishes and soups, often at communal tables. Food is usually chosen from what is cooking that day, and the atmosphere is casual and busy at lunchtime. Prices are modest and payment is in cash or mobile money. Ask a local for their favourite chop bar; it is one of the best ways to eat well.",
      },
      {
        question: "What should I drink in Ghana?",
        answer:
          "Try sobolo, a chilled hibiscus drink often spiced with ginger, and fresh coconut water sold from roadside carts. Malt drinks are popular non-alcoholic options. Local lagers are widely available, and palm wine is tapped fresh in rural areas. Ghana is one of the world's major cocoa producers, and local chocolate brands and cocoa drinks make good souvenirs. Drink alcohol in moderation in the heat.",
      },
      {
        question: "Should I tip in restaurants?",
        answer:
          "Tipping is not a strong tradition in Ghana, but where service is not already included, a tip of 10 to 15 percent is appreciated in sit-down restaurants. Check the bill first, because some upscale places add a service charge. At chop bars and street stalls tipping is not expected, though rounding up is welcome. Tips can be left in cash or, in many places, sent by mobile money.",
      },
    ],
  },
  {
    id: "health",
    title: "Health and Safety",
    entries: [
      {
        question: "Which vaccinations do I need for Ghana?",
        answer:
          "{{fact:health.yellow-fever-certificate}} The certificate is {{fact:health.yellow-fever-validity}}, so an older certificate still counts. A travel clinic may also recommend other vaccines, such as hepatitis A, typhoid or meningitis, depending on your plans. See a clinic four to eight weeks before departure.",
      },
      {
        question: "Is my old yellow fever certificate still valid?",
        answer:
          "Yes, in most cases. Under an amendment to the World Health Organization's International Health Regulations, a yellow fever vaccination certificate is {{fact:health.yellow-fever-validity}}. Advice saying it must be less than 10 years old is out of date. The certificate must be the official international one, signed and stamped by an approved vaccination centre. Carry the original with your passport.",
      },
      {
        question: "How do I protect myself against malaria?",
        answer:
          "Malaria is present throughout Ghana all year, including in Accra. Ask a doctor or travel clinic about antimalarial tablets and take the full course. Use insect repellent, especially from dusk to dawn, wear long sleeves in the evening, and sleep under a mosquito net or in a screened, air-conditioned room. Any fever during or after your trip needs a prompt malaria test.",
      },
      {
        question: "What are the emergency numbers in Ghana?",
        answer:
          "Dial {{fact:safety.emergency-number}} for the police, the fire service or an ambulance. Since 28 January 2020 it has been the official number for all three services. Older guidebooks still list the old separate lines, and the old police line 191 was still answered in 2025, but 112 is the one to dial. Save it in your phone on arrival, along with your hotel's phone number, your embassy's details and your travel insurer's emergency line. In an emergency, hotel staff can help you reach the right service quickly.",
      },
      {
        question: "How can I stay safe in busy cities and markets?",
        answer:
          "Keep your phone and wallet in a front pocket or zipped bag in crowded places such as Makola Market, Kejetia and the lorry stations. Carry only the cash you need and leave your passport in the hotel safe, with a copy on you. Use registered taxis or ride-hailing apps at night, and be polite but firm with people offering unsolicited help or deals.",
      },
      {
        question: "Is it safe to swim at Ghana's beaches?",
        answer:
          "Take care. Much of Ghana's Atlantic coast has strong waves and rip currents, and drownings happen. Swim only where locals or hotel staff say it is safe, ideally where lifeguards are present, stay within your depth and never swim after drinking or alone. If you are caught in a current, swim parallel to the shore rather than against it. Hotel pools are the safer choice for children.",
      },
      {
        question: "How do I cope with the heat and sun?",
        answer:
          "Ghana is hot and humid in the south and hotter and drier in the north. Drink water regularly, add oral rehydration salts if you sweat a lot, wear a hat and high-factor sunscreen, and plan walking tours for early morning or late afternoon. Light, loose cotton clothing helps. Signs of heat exhaustion include dizziness, headache and nausea; rest in the shade and cool down.",
      },
      {
        question: "Are there laws visitors should be aware of?",
        answer:
          "Penalties for drug offences are severe, so never carry packages for others. Photographing military, police and government buildings can lead to trouble. Same-sex sexual relations are criminalised under existing law, a bill to widen the penalties has been before Parliament, and public attitudes are largely conservative, so LGBTQ+ travellers should read their government's latest travel advice. Carry a copy of your passport, respect local authorities at checkpoints, and ask your embassy for help if you are detained.",
      },
      {
        question: "What scams should I watch out for?",
        answer:
          "Common ones include fake visa or e-visa websites, unofficial money changers offering rates that seem too good, self-appointed guides at attractions who later demand high fees, and online romance or business schemes. Use official channels for visas, licensed forex bureaus or banks for money, and guides employed by the site or a licensed tour operator. Never send money to someone you have only met online.",
      },
    ],
  },
  {
    id: "money",
    title: "Money and Payments",
    entries: [
      {
        question: "What currency is used in Ghana?",
        answer:
          "Ghana's currency is {{fact:money.cedi}}. {{fact:money.redenomination}} Prices in shops, markets and on transport are quoted in cedis. Exchange rates move, so check the current rate just before you travel rather than relying on a figure from a guidebook.",
      },
      {
        question: "Can I pay by card in Ghana?",
        answer:
          "Cards are accepted mainly at hotels, malls, supermarkets and larger restaurants, especially in Accra and Kumasi. Markets, street stalls, tro-tros and most taxis take cash or mobile money (MoMo) only. Carry enough cedis for the day, tell your bank you are travelling to avoid blocked cards, and ask whether a card surcharge applies before paying.",
      },
      {
        question: "Where can I change money or withdraw cash?",
        answer:
          "ATMs are common in Accra, Kumasi, Takoradi, Cape Coast and Tamale, and harder to find in rural areas, so withdraw cash before heading out of town. Banks and licensed forex bureaus change major currencies such as US dollars, euros and pounds. Many bureaus pay less for old, torn or marked notes, so bring clean, recent ones. Avoid changing money with people on the street.",
      },
      {
        question: "What is mobile money (MoMo), and can visitors use it?",
        answer:
          "Mobile money lets people pay and receive money from a phone-based wallet, and it is used everywhere in Ghana, from market stalls to taxis. To use it you need a local SIM registered in your name with your passport, and then a wallet opened with the network, such as MTN MoMo or Telecel Cash. Agents in kiosks throughout towns can add cash to your wallet or pay it out.",
      },
      {
        question: "How much should I tip in Ghana?",
        answer:
          "Tipping is appreciated rather than expected. Where service is not included, a tip of 10 to 15 percent is usual in sit-down restaurants. For hotel porters and housekeeping, a small tip in cedis is appreciated. Tour guides and drivers who have looked after you for a day or more are usually given a tip at the end. Tipping is not expected at street stalls or chop bars, and in taxis you can simply round up.",
      },
      {
        question: "Should I bargain in markets?",
        answer:
          "Yes, haggling is normal in markets and with craft sellers, but not in supermarkets, malls or shops with marked prices. Start by asking the price, offer less, and settle somewhere in between, keeping the exchange friendly. Walking away politely is fine. Buying several items from one seller usually earns a better price. Carry small notes, because sellers may struggle to change large ones.",
      },
      {
        question: "Why do some people quote prices in thousands?",
        answer:
          "{{fact:money.redenomination}} Some people, especially older traders, occasionally still count in old cedis, so 'ten thousand' may mean GH₵1. If a price sounds surprisingly high or low, ask whether it is in Ghana cedis, or ask the seller to show you the amount on a calculator or phone.",
      },
      {
        question: "Is it better to pay hotel bills in cedis or US dollars?",
        answer:
          "Bookings made through our partner can be paid in Ghana cedis or US dollars, depending on what you choose on the partner's site. For extras paid at the hotel, such as meals, laundry or transfers, ask which currencies and payment methods the hotel accepts and at what exchange rate. Your card issuer may charge foreign transaction fees, so check before you pay.",
      },
    ],
  },
  {
    id: "culture",
    title: "Culture and Etiquette",
    entries: [
      {
        question: "How do people greet each other in Ghana?",
        answer:
          "Greetings matter. Always greet before asking a question or starting business, even in a shop or taxi: a simple 'good morning' or 'good afternoon' goes a long way. Handshakes are common, and friends often finish with a click of the middle fingers. When greeting a group, go round from right to left. Older people and officials are greeted first and with extra respect.",
      },
      {
        question: "Why does it matter which hand I use?",
        answer:
          "The left hand is traditionally associated with personal hygiene, so using it to eat, wave, point, or give and receive things can cause offence. Use your right hand, or both hands together as a sign of respect. If you are left-handed, people will usually be understanding, but it is polite to say 'excuse my left' when you cannot avoid using it.",
      },
      {
        question: "What should I wear in Ghana?",
        answer:
          "In Accra's beach areas and hotels, casual summer wear is fine. In villages, markets, churches, mosques and palaces, dress more modestly, with shoulders and knees covered. Swimwear belongs on the beach or by the pool. Ghanaians tend to dress smartly for church, business and formal events, so pack one smart outfit. Many visitors enjoy having clothes tailored from local print fabric.",
      },
      {
        question: "How should I behave when visiting a chief or a palace?",
        answer:
          "Traditional leaders are highly respected. Dress modestly, remove hats and sunglasses, and wait to be invited to sit. It is customary to bring a gift, often a bottle of schnapps or a cash token, which is presented through the chief's spokesperson or linguist rather than directly. Do not cross your legs, and ask before taking photos. Your guide can explain local protocol.",
      },
      {
        question: "What does 'obroni' mean?",
        answer:
          "Obroni (also spelled oburoni) is a Twi word for a foreigner, particularly a light-skinned one, and you may hear children call it out as you pass. It is usually friendly curiosity rather than an insult. A smile, a wave or a greeting in reply is the normal response. In other parts of Ghana you may hear equivalent words in the local language.",
      },
      {
        question: "What is the role of religion in daily life?",
        answer:
          "Most Ghanaians are Christian, a large minority are Muslim, especially in the north, and traditional beliefs remain important, often alongside other faiths. Religious expressions are common on shop signs and vehicles, and Sunday mornings are quiet while people attend church. Dress modestly and follow instructions when visiting places of worship and traditional shrines, and ask before entering or photographing.",
      },
      {
        question: "Can visitors attend a Ghanaian funeral?",
        answer:
          "Funerals in Ghana are large community events, often held at weekends with music, dancing and many guests, and visitors are sometimes invited. If you attend, wear the colours people are wearing, commonly black, red or black and white, greet the family, and follow your host's lead on donations, which are often recorded publicly. It is an honour to be invited, so behave with respect.",
      },
      {
        question: "What does 'akwaaba' mean?",
        answer:
          "Akwaaba means 'welcome' in Twi and is one of the first words visitors hear, on airport signs, in hotels and from people you meet. Ghanaians are known for their hospitality. Other useful Twi words are 'medaase' (thank you) and 'ete sen?' (how are you?), often answered with 'eye' (I am fine). Trying a few words will earn you smiles.",
      },
    ],
  },
  {
    id: "activities",
    title: "Activities and Sightseeing",
    entries: [
      {
        question: "Are Cape Coast Castle and Elmina Castle worth visiting?",
        answer:
          "Yes. They belong to the Forts and Castles of Ghana's coast, a UNESCO World Heritage site, and were central to the transatlantic slave trade. Guided tours lead through the dungeons, the condemned cells and the Door of No Return, and many visitors find them deeply moving. Elmina Castle was built by the Portuguese in 1482. Allow at least half a day for each, and go with time to reflect.",
      },
      {
        question: "What is there to do at Kakum National Park?",
        answer:
          "Kakum, north of Cape Coast, protects tropical rainforest and is best known for its canopy walkway, a chain of suspended bridges high among the treetops. Guided forest walks explain medicinal plants and wildlife, though the park's forest elephants are rarely seen. Go early for cooler air and birdsong. Kakum is on UNESCO's tentative list, not a World Heritage site. The walkway is not suitable for people with a strong fear of heights.",
      },
      {
        question: "What can I see at Mole National Park?",
        answer:
          "Mole, in northern Ghana, is the country's best-known savannah park, home to elephants, antelope, warthogs, baboons and many bird species. Visitors join guided walking safaris with armed rangers or drive with a ranger on board. Wildlife viewing is usually best in the dry season, when animals gather near waterholes. Mole is on UNESCO's tentative list only. The historic Larabanga mosque is nearby.",
      },
      {
        question: "What are the top things to do in Kumasi?",
        answer:
          "Kumasi is the heart of the Asante kingdom. Visit the Manhyia Palace Museum, explore Kejetia Market, one of West Africa's largest, and see crafts at the Centre for National Culture. Nearby villages are known for kente weaving, adinkra cloth printing and wood carving. The Asante Traditional Buildings, shrines around Kumasi such as the one at Besease, are a UNESCO World Heritage site. Lake Bosumtwi, {{fact:distance.kumasi-bosumtwi}} south-east of the city, makes an easy day trip.",
      },
      {
        question: "What should I see in Accra?",
        answer:
          "Highlights include the Kwame Nkrumah Memorial Park and Mausoleum, Independence Square (Black Star Square), the old neighbourhood of Jamestown with its lighthouse and fishing harbour, the W.E.B. Du Bois Centre, and the Centre for National Culture (Arts Centre) for crafts. Makola Market is intense and fascinating. Evenings are for Osu's restaurants and bars, and weekends for the beach or day trips to Aburi and Shai Hills.",
      },
      {
        question: "What is there to see in the Volta Region?",
        answer:
          "The Volta Region offers waterfalls, hills and lakes a few hours from Accra. Wli Falls, near Hohoe, is reached by a forest walk; Mount Afadjato offers a short, steep climb with wide views; the Tafi Atome Monkey Sanctuary protects mona monkeys in community forest; and the Akosombo Dam holds back Lake Volta, one of the world's largest artificial lakes. Allow at least two or three days.",
      },
      {
        question: "Do I need a guide for sightseeing?",
        answer:
          "At castles, national parks and museums, guided tours are usually included in or sold with the entry ticket, and guides are employed by the site. For longer trips, choose a tour operator licensed by the Ghana Tourism Authority. In towns, politely decline self-appointed guides who approach you, or agree the price before accepting help. Guides with local knowledge make markets and villages far more rewarding.",
      },
      {
        question: "How much are entry fees to attractions?",
        answer:
          "Most attractions charge entry fees in cedis, often with separate rates for Ghanaian residents and international visitors, and some charge extra for cameras or activities such as the Kakum canopy walkway. Fees are revised from time to time, so check with the site, the managing authority or the Ghana Tourism Authority before you go, and carry cash or mobile money in case cards are not accepted.",
      },
    ],
  },
  {
    id: "communication",
    title: "Phones, Internet and Language",
    entries: [
      {
        question: "How do I get a local SIM card?",
        answer:
          "The main mobile networks are MTN and Telecel (Vodafone Ghana until its rebrand in March 2024). AT (formerly AirtelTigo) has run on Telecel's network since September 2025 under a national roaming arrangement ordered by the regulator, while the government plans to combine the two, so check its status before choosing it. You can buy a SIM at the networks' shops, including at or near the airport and in malls. SIM cards must be registered, and visitors register with their passport, so bring it with you. Ask staff to activate a data bundle before you leave the shop.",
      },
      {
        question: "How good is mobile data coverage?",
        answer:
          "4G coverage is good in Accra, Kumasi and other cities and along main highways, and weaker in rural areas, national parks and parts of the north, where you may drop to slower connections or none at all. Data bundles are sold in many sizes and are topped up with airtime vouchers or mobile money. Download offline maps before heading to remote areas.",
      },
      {
        question: "Will my hotel have Wi-Fi?",
        answer:
          "Most hotels in the main cities offer Wi-Fi, but speed and reliability vary, and it may drop during power cuts. If you need to work or make video calls, ask the hotel about its connection before booking, and consider a local SIM with a data bundle as a backup. Cafes in Accra and Kumasi often have Wi-Fi too, but it can be slow at busy times.",
      },
      {
        question: "How do I call Ghanaian numbers?",
        answer:
          "Ghana's country code is +233. Local mobile numbers are written with ten digits starting with 0, such as 024 or 020. From abroad, drop the leading 0 and dial +233 followed by the remaining nine digits. Many businesses, hotels and drivers use WhatsApp for messages and calls, which is often the easiest way to reach them.",
      },
      {
        question: "Which Twi phrases are useful for visitors?",
        answer:
          "Try 'akwaaba' (welcome), 'maakye' (good morning), 'maaha' (good afternoon), 'maadwo' (good evening), 'medaase' (thank you) and 'ete sen?' (how are you?). 'Aane' means yes and 'dabi' means no. Pronunciation takes practice, but people appreciate any effort. Twi is understood across much of southern Ghana; in Accra Ga is also spoken, and in the Volta Region, Ewe.",
      },
      {
        question: "What is Ghanaian Pidgin English?",
        answer:
          "Ghanaian Pidgin is an informal English-based language heard on the street, especially among young people in cities. You might hear 'chale' (friend, mate), 'how far?' (how are you?) or 'I dey' (I am fine). You do not need it to get around, because standard English is widely understood, but recognising a few expressions helps you follow conversations and join in the banter.",
      },
      {
        question: "Should I use roaming instead of a local SIM?",
        answer:
          "Roaming is simple but can be expensive in Ghana, depending on your home provider, so check their rates and any travel packages before you leave. For stays longer than a few days, a local SIM with a data bundle is usually far cheaper and lets you use mobile money. Some travellers keep their home SIM for bank security codes and use a second local SIM for data.",
      },
      {
        question: "Can I use an eSIM in Ghana?",
        answer:
          "eSIM support depends on the network and your phone, and offers change. Some Ghanaian networks and international eSIM providers offer data plans, while others still require a physical SIM. Ask MTN or Telecel about current eSIM options, and check that your phone is unlocked and eSIM-capable. A physical local SIM remains the most widely supported option, especially if you want mobile money.",
      },
    ],
  },
  {
    id: "city-info",
    title: "City Information",
    entries: [
      {
        question: "Which cities does Akwaaba Stays cover?",
        answer:
          "We have dedicated guides for Accra, Kumasi, Cape Coast and Tamale, each with hotel listings, filters, quick facts and related articles. Other cities that appear in our hotel listings have their own pages too, and you can see every city with its number of listed hotels on the cities page. Our blog adds guides to other regions and destinations across Ghana.",
      },
      {
        question: "What is Accra like?",
        answer:
          "Accra is Ghana's capital and largest city, in the Greater Accra Region on the Atlantic coast. It is a busy, fast-growing city of markets, beaches, nightlife and business districts, with Accra International Airport (formerly Kotoka) close to the centre. Areas range from historic Jamestown and lively Osu to Airport City's offices and the residential streets of East Legon. Traffic is heavy, so plan your base around your activities.",
      },
      {
        question: "What is Kumasi like?",
        answer:
          "Kumasi, capital of the Ashanti Region, is Ghana's second city and the historic seat of the Asante kingdom, whose king, the Asantehene, resides at Manhyia Palace. It is known for its huge Kejetia Market, craft villages, festivals such as Akwasidae, and a greener, hillier setting than Accra. Flights land at {{fact:transport.kumasi-airport}}.",
      },
      {
        question: "What is Cape Coast like?",
        answer:
          "Cape Coast, capital of the Central Region, was the capital of the British Gold Coast until 1877. It is a compact, historic seaside town dominated by Cape Coast Castle, part of the UNESCO-listed Forts and Castles, and is known for its schools, fishing harbour and the Fetu Afahye festival. Elmina and Kakum National Park are close by. There is no commercial airport; fly to Takoradi or Accra.",
      },
      {
        question: "What is Tamale like?",
        answer:
          "Tamale, capital of the Northern Region, is the largest city in northern Ghana and the gateway to Mole National Park, {{fact:drive.tamale-mole}} away by road. It has a hotter, drier savannah climate, a strong Dagomba and Muslim heritage, wide streets busy with motorbikes and bicycles, and markets selling shea butter, smocks and leatherwork. Its airport gained a new terminal, opened in August 2023, that also handles international and Hajj flights.",
      },
      {
        question: "How many regions does Ghana have?",
        answer:
          "Ghana has 16 regions. Six new regions were created after a referendum in December 2018, and the change took effect in February 2019. Older maps and guidebooks show 10 regions, so region names may differ from what you read. For example, Mole National Park is now in the Savannah Region, and the Volta Region was split to create the Oti Region.",
      },
      {
        question: "What about Takoradi and the Western Region?",
        answer:
          "Sekondi-Takoradi, capital of the Western Region, is a port city and the centre of Ghana's offshore oil industry, with its own airport, Takoradi (TKD). It is a good base for the western beaches such as Busua, the Nzulezo stilt village and Ankasa Conservation Area, and it is also one of the nearest airports to Cape Coast. Business travellers often fill its hotels midweek.",
      },
      {
        question: "How far apart are Ghana's main cities?",
        answer:
          "By road, Cape Coast is {{fact:distance.accra-cape-coast}} and usually {{fact:drive.accra-cape-coast}} west of Accra, and Kumasi {{fact:distance.accra-kumasi}} and {{fact:drive.accra-kumasi}} north-west, depending on traffic. Tamale is {{fact:drive.accra-tamale}} by road from Accra, so many visitors fly. From Tamale, Mole National Park is a further {{fact:drive.tamale-mole}} by road. Journey times vary widely with traffic, roadworks and the time of day, so build slack into your plans.",
      },
    ],
  },
  {
    id: "booking-payment",
    title: "Booking and Payment",
    entries: [
      {
        question: "Can I book a hotel directly on Akwaaba Stays?",
        answer:
          "No. Akwaaba Stays is a travel information site, not a travel agency, and we do not take bookings or payments. When you choose Book Now on a hotel, or use one of our search buttons, our travel-booking partner's website opens in a new browser tab. You choose your dates, room and price there, and the booking is made with the partner under its terms.",
      },
      {
        question: "What happens when I click Book Now or Search?",
        answer:
          "A new browser tab opens on our travel-booking partner's website, with the hotel or destination filled in where possible. Our page stays open in the original tab so you can keep comparing. Everything from that point, including availability, live prices, room choice, payment and your confirmation, is handled by the partner. Check the dates and guest numbers on the partner's page before you pay.",
      },
      {
        question: "Which currencies can I pay in?",
        answer:
          "Payment happens on our booking partner's website, not on Akwaaba Stays. The partner supports payment in Ghana cedis (GHS) and US dollars (USD). Which options you see can depend on the hotel, the rate you choose and your card. If you pay in a currency other than your card's, your bank may add conversion or foreign transaction fees, so check with your card issuer.",
      },
      {
        question: "Why is the price on the partner's site different from yours?",
        answer:
          "The prices on Akwaaba Stays are indicative nightly rates, in cedis or US dollars as their source gave them, to help you compare hotels. They are not live quotes. The partner shows the actual price for your dates, room type and number of guests, which can be higher or lower because of demand, seasons such as December, taxes and fees, and currency conversion. The price on the partner's site at checkout is the one that applies.",
      },
      {
        question: "How do I cancel or change a booking, or get a refund?",
        answer:
          "Because your booking is made with our travel-booking partner, cancellations, changes and refunds are handled by the partner under its terms and the conditions of the rate you chose. Use the link in your confirmation email or your account on the partner's site, or contact the partner's customer service. Akwaaba Stays cannot see, change or cancel bookings and does not hold your payment.",
      },
      {
        question: "Do you charge a booking fee or commission?",
        answer:
          "We charge you nothing. Akwaaba Stays may earn a commission from our affiliate partners when you book through our links, and this comes at no extra cost to you: you pay the price shown on the partner's site. Our footer carries an affiliate disclosure. Commissions help us keep the guides and listings free, and they do not change the price you pay.",
      },
      {
        question: "I have not received my booking confirmation. Who should I contact?",
        answer:
          "Contact our booking partner, because the booking and your details are held on its system, not ours. First check your spam or promotions folder and the email address you entered, then look in your account on the partner's site or use its customer service. If you are unsure which partner page you booked on, check your browser history or card statement, or ask us through the contact form at /contact.",
      },
      {
        question: "Do you see or store my card details?",
        answer:
          "No. Akwaaba Stays never sees, handles or stores your card or payment details, because payment happens only on our partner's website. Before entering card details, check that the address bar shows the partner's secure site. We will never ask you for card numbers, passwords or payments by email, phone or message; treat any such request in our name as a scam.",
      },
      {
        question: "Are flights, car hire and activities booked the same way?",
        answer:
          "Yes. The search box on our home page has tabs for stays, flights, cars and things to do. Each search opens our travel-booking partner's website in a new tab, where you see results, choose and pay. Bookings for flights, car rentals and activities are made with the partner, or the provider it lists, under their terms, including cancellations and refunds.",
      },
    ],
  },
  {
    id: "business",
    title: "Business Travel",
    entries: [
      {
        question: "What visa do I need for a business trip to Ghana?",
        answer:
          "{{fact:entry.ecowas}} Holders of other African passports should read our visa answers above on the 2025 visa-free policy and the 2026 fee waiver, and confirm with the Ghana Immigration Service. Other travellers apply for a business visa before they travel, online through the official e-Visa platform or at a Ghana mission, usually with an invitation letter from the Ghanaian company. Working in Ghana requires a separate work permit, so check before accepting paid work.",
      },
      {
        question: "Where do business travellers usually stay in Accra?",
        answer:
          "Airport City and Airport Residential are popular because they are close to Accra International Airport (formerly Kotoka) and to many offices, with international chain hotels and serviced apartments. Ridge, Cantonments and the central business district suit meetings with ministries, embassies and banks. East Legon works for some companies. Accra's traffic can turn a short distance into a long trip, so stay close to where your meetings are.",
      },
      {
        question: "What business etiquette should I know?",
        answer:
          "Greet everyone properly before getting down to business, and use titles such as Dr, Mr, Mrs or Honourable until invited to use first names. Relationships count, so expect some small talk first. Dress is usually formal, though many Ghanaians wear local attire on Fridays. Hand over business cards and documents with your right hand. Decisions may go through several levels, so allow time.",
      },
      {
        question: "Where are conferences and events held in Accra?",
        answer:
          "Large conferences are often held at the Accra International Conference Centre and in the function rooms of major hotels, many of which have several meeting rooms, business centres and catering. Kumasi and Takoradi also have hotels with conference facilities. If you are organising an event, confirm backup power, audio-visual equipment and internet capacity in writing, and plan transport for delegates around peak-hour traffic.",
      },
      {
        question: "How should I plan getting to meetings?",
        answer:
          "Allow generous time: traffic in Accra and Kumasi is heavy at rush hours and can be unpredictable. Many business travellers hire a car and driver for the day, which solves parking and waiting. Ride-hailing apps work well for single trips. Confirm meeting times and locations the day before, and share a landmark or map pin, because street addresses are not always used.",
      },
      {
        question: "Can I work reliably from a hotel in Ghana?",
        answer:
          "Yes, in most business-class hotels, but plan for interruptions. Ask the hotel whether it has a backup generator and how fast its Wi-Fi is, and carry a local SIM with a data bundle as a second connection. Keep devices charged and bring a power bank. Business centres and coworking spaces in Accra offer desks and meeting rooms if you need a quieter setting.",
      },
      {
        question: "What are normal business hours in Ghana?",
        answer:
          "Offices generally work Monday to Friday from around 8 a.m. to 5 p.m., and banks keep similar weekday hours, with some branches open on Saturday mornings. Hours vary between organisations, so confirm meeting times in advance. Check public holidays before scheduling meetings, because the official list has changed in recent years.",
      },
      {
        question: "Can I get an invoice for a hotel stay booked through your partner?",
        answer:
          "For the room booking, request an invoice or receipt from our travel-booking partner, which holds your booking and payment, usually through your account or its customer service. For extras paid at the hotel, such as meals, meeting rooms or laundry, ask the hotel's front desk for a receipt with its tax details. Akwaaba Stays takes no payments, so we cannot issue invoices.",
      },
    ],
  },
  {
    id: "family",
    title: "Family Travel",
    entries: [
      {
        question: "Is Ghana a good destination for families?",
        answer:
          "Yes. Ghanaians are famously warm towards children, and families can combine beaches, castles, forests, wildlife and culture in one trip. Plan shorter travel days, choose hotels with pools or garden space, and build rest into the itinerary because of the heat. Health preparation matters more with children, so see a travel clinic well before departure about vaccinations and malaria prevention.",
      },
      {
        question: "Do children need a yellow fever vaccination?",
        answer:
          "Yes, if they are 9 months or older. {{fact:health.yellow-fever-certificate}} The certificate is {{fact:health.yellow-fever-validity}}. For babies under 9 months, speak to a travel health specialist about the risks and the documents you should carry.",
      },
      {
        question: "How do I protect children from malaria?",
        answer:
          "Children are especially vulnerable to malaria, which is present throughout Ghana all year. Ask a doctor about antimalarial medication suitable for your child's age and weight, use child-appropriate insect repellent, dress children in long sleeves and trousers in the evenings, and have them sleep under a net or in a screened room. Seek medical care quickly for any fever, during the trip or after returning home.",
      },
      {
        question: "What are good activities for children in Ghana?",
        answer:
          "Older children usually love the Kakum canopy walkway and the monkeys at Tafi Atome. Families also enjoy Aburi Botanical Gardens, the Shai Hills reserve with its baboons and antelope, the crocodile ponds at Paga in the far north, and calm hotel pools. Drumming and dance workshops are a fun way to meet local people. The castles are best for older children, given their difficult history.",
      },
      {
        question: "Should I bring a car seat and stroller?",
        answer:
          "Bring your own child car seat if you plan to travel by car, because taxis, ride-hailing cars and tro-tros rarely have them, and ask your driver or rental company whether the seat belts suit it. A compact, sturdy stroller helps in malls and hotels, but uneven pavements and open gutters make a baby carrier more practical for markets and sightseeing.",
      },
      {
        question: "Can I buy baby supplies in Ghana?",
        answer:
          "Nappies, wipes, formula and baby food are sold in supermarkets and pharmacies in Accra, Kumasi and other cities, though your preferred brands may be pricier or unavailable. Outside cities the choice is limited, so stock up before travelling. Bring any special formula, medication and a basic children's first-aid kit, including oral rehydration salts and a thermometer.",
      },
      {
        question: "What food will children enjoy in Ghana?",
        answer:
          "Milder options include jollof rice, plain rice with stew, fried or boiled plantain, kelewele without extra pepper, fried yam, omelettes, grilled chicken and bread. Fresh pineapple, mango, banana and coconut are delicious, but peel fruit yourself. Ask for dishes without pepper, since many sauces are spicy. Hotel restaurants usually offer familiar choices such as pasta or chips for fussy eaters.",
      },
      {
        question: "What accommodation works best for families?",
        answer:
          "Look for hotels with family rooms or connecting rooms, a pool, a garden and an on-site restaurant, so you are not crossing town at every meal. Serviced apartments with a kitchen suit longer family stays in Accra. Beach resorts near Elmina and Cape Coast make a good base for the coast. Check cots, extra beds and child rates with the hotel or on our partner's site.",
      },
    ],
  },
  {
    id: "accessibility",
    title: "Accessibility",
    entries: [
      {
        question: "How accessible is Ghana for travellers with disabilities?",
        answer:
          "Accessibility is improving but still limited. Newer hotels, malls and Accra International Airport's Terminal 3 have lifts and ramps, while many older buildings, pavements and tourist sites have steps, uneven surfaces and open drains. People are generally willing to help. With careful planning, a private driver and accommodation checked in advance, travellers with reduced mobility can enjoy Ghana's main sights.",
      },
      {
        question: "Is assistance available at Accra International Airport?",
        answer:
          "Yes. Request special assistance, such as a wheelchair or help boarding, from your airline when you book and again at least a couple of days before you fly, so that it is arranged for arrival and departure. At Accra International Airport (formerly Kotoka), {{fact:transport.kotoka-terminals}}. Arrange an accessible transfer to your hotel in advance, because airport taxis are ordinary saloon cars.",
      },
      {
        question: "How do I find an accessible hotel?",
        answer:
          "Ask the hotel specific questions before booking rather than relying on a general label: step-free access from the entrance to the room, lift size and reliability during power cuts, door widths, roll-in shower or grab rails, and accessible routes to the restaurant and pool. Ask for photos if needed. Larger, newer hotels in Accra and Kumasi are most likely to meet your needs.",
      },
      {
        question: "Which attractions are easier or harder to access?",
        answer:
          "The Kakum canopy walkway, reached by a steep forest path and made of narrow suspended bridges, is not suitable for wheelchair users. Cape Coast and Elmina castles have steps, slopes and uneven floors, though parts can be seen with help. Vehicle safaris at Mole, beaches with boardwalks, malls and many museums are easier. Ask each site in advance what access it offers.",
      },
      {
        question: "What transport options suit travellers with limited mobility?",
        answer:
          "Tro-tros and shared taxis are crowded and hard to board, so they rarely suit travellers with limited mobility. A private car with a driver who can help with transfers is the most practical option, and larger vehicles can be booked through tour operators or hotels. Domestic flights save long road journeys; arrange assistance with the airline in advance.",
      },
      {
        question: "Does Ghana have disability rights laws?",
        answer:
          "Yes. Ghana's Persons with Disability Act, 2006 (Act 715) sets out rights for people with disabilities, including access to public places and services. In practice, implementation is uneven, especially in older buildings and rural areas, so do not assume a place is accessible because the law requires it. Check details directly with hotels, transport providers and attractions.",
      },
      {
        question: "What should I know about travelling with medication or medical equipment?",
        answer:
          "Carry medication in its original packaging with a copy of your prescription and a doctor's letter, and pack enough for the whole trip plus extra in your hand luggage. Check with the Ghana Food and Drugs Authority or a Ghana mission if a medicine is controlled. For equipment that needs power, bring suitable adaptors and ask your hotel about backup power.",
      },
    ],
  },
  {
    id: "seasonal",
    title: "Weather and Seasons",
    entries: [
      {
        question: "When is the dry season in Ghana?",
        answer:
          "The main dry season runs from November to March. It brings sunnier days, easier travel on unpaved roads and good wildlife viewing in the north, which is why it is the most popular time to visit. It is still hot and, in the south, humid. Within the dry season the harmattan, from December to February, can bring dust and haze.",
      },
      {
        question: "What is the rainy season like?",
        answer:
          "In the south the wet season runs from April to October, usually with the heaviest rain around May and June, a drier spell in July or August along parts of the coast, and further showers later in the year. Rain often falls in heavy bursts rather than all day. Some rural roads become difficult and city streets can flood, so keep plans flexible.",
      },
      {
        question: "What is the harmattan?",
        answer:
          "The harmattan is a dry, dusty wind blowing from the Sahara, usually from December to February. It fills the sky with haze, lowers humidity, and makes mornings and nights cooler, particularly in the north. Visibility can drop enough to disrupt some flights. Bring lip balm, moisturiser and eye drops, and keep cameras protected from dust.",
      },
      {
        question: "How does the weather differ between the north and the south?",
        answer:
          "The south, including Accra, Kumasi and Cape Coast, is humid, greener and has a longer wet season. The north, around Tamale and Mole, has a savannah climate with one main rainy season and a long, hot dry season, and feels the harmattan more strongly. The weeks just before the northern rains are often the hottest of the year there.",
      },
      {
        question: "When is the best time to visit Mole National Park?",
        answer:
          "The dry season, roughly November to March, is usually best for wildlife viewing, because the grass is shorter and animals gather near waterholes, making elephants and antelope easier to see. Tracks are also easier to drive. Late in the dry season it is very hot, so join early-morning safaris. In the rainy season the park is greener and quieter, but sightings can be harder.",
      },
      {
        question: "When are the busiest and most expensive times to travel?",
        answer:
          "December is the peak, when many people of the Ghanaian diaspora visit for Christmas, weddings and a packed calendar of concerts and parties in Accra. Flights and hotels fill early and prices rise. Easter, major festivals and summer holidays in Europe and North America are also busy. For lower prices, consider the quieter months, while accepting some rain.",
      },
      {
        question: "What should I pack for the season I travel in?",
        answer:
          "All year, pack light, breathable clothing, sunscreen, a hat and insect repellent. In the rainy season add a compact umbrella or rain jacket, quick-drying clothes and sandals that cope with puddles. In the harmattan, bring a light layer for cool mornings in the north, lip balm, moisturiser and something to cover your nose and mouth on dusty roads.",
      },
    ],
  },
  {
    id: "extended-stay",
    title: "Extended Stays",
    entries: [
      {
        question: "Can I stay in Ghana for several months?",
        answer:
          "That depends on your nationality and the visa or entry permission you were given. Tourists who want to stay longer than their permitted period must apply to the Ghana Immigration Service for an extension before it expires. Longer stays for work, study or family reasons need the appropriate residence or work permit. Rules and fees change, so check with the Immigration Service well in advance.",
      },
      {
        question: "What options are there for long stays in a hotel or apartment?",
        answer:
          "Serviced apartments in Accra areas such as Airport Residential, Cantonments, Osu and East Legon are popular for stays of a few weeks to several months, with kitchens, cleaning and backup power. Many hotels offer reduced rates for long stays if you ask. For a few months or more, some visitors move into a furnished rental, though landlords often ask for several months paid in advance.",
      },
      {
        question: "How does renting a home in Ghana work?",
        answer:
          "Landlords commonly ask for rent in advance, sometimes a year or more, although Ghana's rent laws limit how much advance may be charged; the Rent Control Department can explain your rights. Use a reputable agent, view the property in person, confirm the landlord's ownership, and get a written tenancy agreement. Check water supply, backup power, security and the commute before signing.",
      },
      {
        question: "Do foreign residents need a Ghana Card?",
        answer:
          "The Ghana Card is the national identity card, issued by the National Identification Authority. Foreign nationals who are resident in Ghana are generally expected to register for a non-citizen Ghana Card, which is used for services such as banking and SIM registration. Short-stay tourists use their passports. Check current requirements with the National Identification Authority and the Ghana Immigration Service.",
      },
      {
        question: "Can I open a bank account or use mobile money on a long stay?",
        answer:
          "Banks usually ask foreigners for a residence permit or non-citizen Ghana Card, proof of address and other documents, so opening an account can take time. Many long-stay visitors rely on international cards for ATM withdrawals plus a mobile money wallet on a registered local SIM for daily payments. Ask your bank at home about fees for frequent foreign withdrawals.",
      },
      {
        question: "Can I volunteer in Ghana on a tourist visa?",
        answer:
          "Check first. Volunteering can count as work for immigration purposes, depending on what you do and whether you receive anything in return, and the right visa or permit depends on your circumstances. Ask your organisation which permit it uses and confirm with the Ghana Immigration Service or a Ghana mission. Choose registered organisations with clear, transparent programmes.",
      },
      {
        question: "Is Ghana a good base for remote workers?",
        answer:
          "Accra suits many remote workers: it shares GMT with London in winter, English is the working language, and there are coworking spaces, cafes and serviced apartments. Plan for power and internet interruptions with a backup SIM, power bank and generator-equipped accommodation. We are not aware of a dedicated remote-work visa, so check with the Ghana Immigration Service about the right status for your stay.",
      },
      {
        question: "What about healthcare during a long stay?",
        answer:
          "Ghana's National Health Insurance Scheme is designed for residents, so visitors usually pay for care or rely on insurance. Take out international health insurance that covers a long stay and medical evacuation, and register with a reputable private clinic in the city where you live. Keep a supply of regular medication, and continue malaria precautions for as long as your doctor advises.",
      },
    ],
  },
  {
    id: "adventure",
    title: "Adventure and Nature",
    entries: [
      {
        question: "Where can I go hiking in Ghana?",
        answer:
          "The Volta Region is the best area for hiking: walk through forest to Wli Falls, climb Mount Afadjato, or trek between villages around Amedzofe. Closer to Accra, Shai Hills Resource Reserve has rocky hills, caves and wildlife, and the Aburi hills are pleasant for walks. Hire a local guide, start early to avoid the heat, and carry plenty of water and sturdy shoes.",
      },
      {
        question: "What is a walking safari at Mole like?",
        answer:
          "Walking safaris at Mole National Park are led by armed rangers and usually start early in the morning or late in the afternoon, when animals are most active. On foot you can get surprisingly close to elephants, while rangers keep a safe distance. Wear neutral colours and closed shoes, bring water and a hat, and follow the ranger's instructions at all times.",
      },
      {
        question: "Can I surf in Ghana?",
        answer:
          "Yes. Ghana's coast has consistent Atlantic swell, and surf schools and board rental can be found at Busua and Kokrobite, among other beaches. Beginners should take lessons, because rip currents are strong along much of the coast. Surf with others, ask locals about conditions and hazards such as rocks, and protect yourself from the sun with a rash vest and reef-safe sunscreen.",
      },
      {
        question: "Where can I see hippos and crocodiles?",
        answer:
          "The Wechiau Community Hippo Sanctuary in the Upper West Region protects hippos along the Black Volta River, and is visited by canoe with local guides. At Paga in the Upper East Region, near the Burkina Faso border, sacred crocodile ponds are a long-standing attraction. Both are remote, so combine them with a trip to Mole or Tamale and travel with a driver.",
      },
      {
        question: "Where can I explore rainforest?",
        answer:
          "Kakum National Park near Cape Coast is the most accessible, with its canopy walkway and guided trails. Ankasa Conservation Area in the far south-west protects wetter, wilder forest with fewer visitors. The Bobiri Forest Reserve near Kumasi is known for its butterflies, and Atewa Range Forest Reserve in the Eastern Region attracts birdwatchers. Guides are strongly recommended in all of them.",
      },
      {
        question: "What is Lake Bosumtwi?",
        answer:
          "Lake Bosumtwi is a round lake in an ancient meteorite impact crater, {{fact:distance.kumasi-bosumtwi}} south-east of Kumasi, and is sacred to the Asante. Visitors walk or cycle around the crater rim and lakeside villages, swim near the shore, and stay in small lodges. Local traditions govern the lake, including how people fish on it, so respect your guide's advice and any restrictions.",
      },
      {
        question: "Is birdwatching good in Ghana?",
        answer:
          "Yes. Ghana's mix of coastal lagoons, rainforest and savannah supports a wide range of birds. Kakum, Ankasa, Atewa and Mole are favourites with birders, and coastal wetlands such as those around Ada attract waterbirds. Local guides know where to find forest specialities. Go early in the morning, carry binoculars, and ask Ghana Tourism Authority-licensed operators about specialist birding tours.",
      },
      {
        question: "How do I stay safe on adventure trips?",
        answer:
          "Use guides provided by parks or licensed tour operators, tell your hotel your plans, and start early to avoid the midday heat. Carry more water than you think you need, oral rehydration salts, a basic first-aid kit and insect repellent. Make sure your travel insurance covers the activities you plan, such as surfing or hiking, and check that your tetanus vaccination is up to date.",
      },
    ],
  },
  {
    id: "shopping",
    title: "Shopping",
    entries: [
      {
        question: "What are the best souvenirs from Ghana?",
        answer:
          "Popular choices include kente cloth and other woven textiles, adinkra-printed cloth, wax print fabric, glass beads, wood carvings, drums, Bolgatanga straw baskets, leather goods from the north, shea butter and black soap, and Ghanaian chocolate. Buying directly from makers or cooperatives means more money reaches the artisans. Leave space in your luggage, because fabric and baskets are bulky.",
      },
      {
        question: "Where can I buy genuine kente cloth?",
        answer:
          "Kente is woven on narrow looms and sewn together from strips. Asante kente is made in weaving villages near Kumasi such as Bonwire and Adanwomase, where you can watch weavers at work and buy directly. Ewe kente comes from the Volta Region, around Agbozume and Kpetoe. Handwoven kente is expensive; cheaper printed fabric imitates its patterns, so ask which one you are buying.",
      },
      {
        question: "Where can I buy Ghanaian beads?",
        answer:
          "The Krobo area of the Eastern Region, around Odumase-Krobo and Somanya, is famous for its recycled glass beads, and some workshops welcome visitors to watch the process. The bead market at Koforidua is well known, and Accra's craft markets also sell beads. Ask about recycled glass beads versus older trade beads, whose age and price vary widely.",
      },
      {
        question: "Where should I shop in Accra?",
        answer:
          "For crafts, visit the Centre for National Culture (Arts Centre), where bargaining is expected. Makola Market is a vast, crowded maze selling fabric, food and household goods. For fixed prices, air conditioning and card payments, try malls such as Accra Mall, West Hills Mall and Achimota Retail Centre. Osu and Labone have boutiques selling work by Ghanaian designers.",
      },
      {
        question: "How does having clothes made by a tailor work?",
        answer:
          "Buy wax print or other fabric at a market or shop, then take it to a tailor or seamstress, who will measure you and discuss the style, often from photos. Simple items can be ready within a few days, but allow more time in December and before festivals. Agree the price and collection date in advance, and try the garment on before paying the balance.",
      },
      {
        question: "What should I know about haggling?",
        answer:
          "Bargaining is expected in markets and at craft stalls but not in malls, supermarkets or shops with fixed prices. Greet the seller first, ask the price, then make a lower offer and meet in the middle. Keep it good-humoured: a fair price for the maker matters more than winning. Have small notes or mobile money ready, and do not start bargaining unless you intend to buy.",
      },
      {
        question: "Are there restrictions on taking items out of Ghana?",
        answer:
          "Yes. Items made from protected wildlife, such as ivory, turtle shell or certain skins, should not be bought, and exporting them can break Ghanaian and international law. Objects sold as antiques or cultural artefacts may need clearance from the Ghana Museums and Monuments Board. Customs allowances and rules are set by the Ghana Revenue Authority's Customs Division, so check there, and check your home country's import rules too.",
      },
      {
        question: "Where can I shop in Kumasi?",
        answer:
          "Kejetia Market in central Kumasi is one of West Africa's largest markets, a maze of stalls selling cloth, beads, food and almost everything else; go with a guide on your first visit. The Centre for National Culture sells crafts, and villages nearby specialise in kente weaving, adinkra stamping at Ntonso and wood carving at Ahwiaa. Kumasi City Mall offers fixed-price shopping.",
      },
    ],
  },
  {
    id: "photography",
    title: "Photography",
    entries: [
      {
        question: "Can I take photos of people in Ghana?",
        answer:
          "Always ask first. Many Ghanaians are happy to be photographed, but some are not, and some may ask for a small payment, especially at tourist spots. Be particularly careful with children, traders in markets and people at religious or funeral ceremonies. A greeting and a little conversation before raising your camera makes a big difference, and showing people the picture afterwards is usually welcomed.",
      },
      {
        question: "Are there places where photography is not allowed?",
        answer:
          "Do not photograph military sites, police, airports, government buildings such as the seat of government, or security personnel; doing so can lead to questioning or confiscation of your equipment. Some shrines, palaces and museums also restrict photography. Look for signs and ask guides or officials when in doubt. If someone objects to your camera, apologise and put it away.",
      },
      {
        question: "Can I fly a drone in Ghana?",
        answer:
          "Drone flights are regulated, and you should not fly one without permission. The Ghana Civil Aviation Authority sets the rules and issues authorisations, and some uses may need other approvals. Check the current requirements with the Ghana Civil Aviation Authority before you travel, including whether you may bring a drone into the country, and never fly near airports, government or military sites, or crowds.",
      },
      {
        question: "Can I take photos at Cape Coast and Elmina castles?",
        answer:
          "Photography is generally allowed on guided tours, but some sites charge an extra fee for cameras or video, so ask at the ticket desk. Remember that these are places of enormous suffering and of remembrance for the descendants of enslaved Africans. Be thoughtful in the dungeons and at memorials, avoid posed or cheerful shots there, and follow your guide's guidance.",
      },
      {
        question: "What light and conditions should photographers expect?",
        answer:
          "Light is harsh at midday, so shoot in the first and last hours of daylight, which are short near the equator. During the harmattan, from December to February, dust creates soft, hazy light but can reduce distant views and get into equipment. High humidity can fog lenses when you step out of air conditioning, so give your camera a few minutes to adjust.",
      },
      {
        question: "How do I keep camera gear safe?",
        answer:
          "Carry gear in a discreet bag rather than an obvious camera case, keep it close in markets and stations, and do not leave it visible in vehicles. Use your hotel safe for spare lenses and drives. Back up photos regularly to cloud storage or a second drive. Check that your travel insurance covers expensive equipment, and keep receipts and serial numbers.",
      },
      {
        question: "Can I photograph festivals and ceremonies?",
        answer:
          "Festivals are colourful and often welcoming to photographers, but some moments are sacred and photography may be forbidden, especially rituals involving chiefs, shrines or ancestors. Ask the organisers or a member of the traditional council what is allowed, keep a respectful distance from processions, and do not block participants. A local guide can arrange permission and explain what is happening.",
      },
      {
        question: "How can I keep my devices charged?",
        answer:
          "Power cuts happen, and rural lodges may run generators only at certain hours. Carry at least one power bank, charge whenever you can, and bring a multi-socket adaptor for the British-style three-pin sockets used in most places. In the car, a USB charger helps on long journeys. Spare camera batteries are worth bringing for full days out at parks or festivals.",
      },
    ],
  },
  {
    id: "medical",
    title: "Medical Care",
    entries: [
      {
        question: "Where can I get medical treatment in Ghana?",
        answer:
          "Major public hospitals include Korle Bu Teaching Hospital in Accra, Komfo Anokye Teaching Hospital in Kumasi, Cape Coast Teaching Hospital and Tamale Teaching Hospital. Accra also has a number of private hospitals and clinics that many visitors and expatriates use for quicker service. Care outside big cities is more basic. Your hotel, embassy or travel insurer can recommend a suitable facility nearby.",
      },
      {
        question: "Do I need travel insurance?",
        answer:
          "Yes, strongly recommended. Choose a policy that covers medical treatment, hospital stays and medical evacuation, since serious cases may need transfer to another country. Check it covers the activities you plan, and keep your policy number and the insurer's 24-hour assistance line with you. Visitors are not covered by Ghana's National Health Insurance Scheme, which is for residents.",
      },
      {
        question: "What should I do if I get a fever?",
        answer:
          "Treat any fever seriously, because it may be malaria, which can become dangerous quickly. Get a malaria test at a clinic or hospital the same day; rapid tests are widely available. Malaria can appear from about a week after you were bitten to several months after you leave Ghana, so if you fall ill back home, tell your doctor you have been to Ghana.",
      },
      {
        question: "Are pharmacies easy to find?",
        answer:
          "Yes. Pharmacies are common in cities and towns, and many stock familiar medicines, sometimes under different brand names. Licensed pharmacies display their registration; smaller shops called licensed chemical sellers carry a more limited range. Bring enough of any regular prescription medication for your whole trip, in original packaging, because a specific brand or dose may be hard to find.",
      },
      {
        question: "How do I pay for medical treatment?",
        answer:
          "Private hospitals and clinics usually expect payment or a guarantee before or at the time of treatment, by card, cash or mobile money. Contact your travel insurer early, as it may arrange direct payment with the hospital for larger bills. Keep all receipts, medical reports and prescriptions, because you will need them to claim back costs.",
      },
      {
        question: "How do I call an ambulance?",
        answer:
          "Dial {{fact:safety.emergency-number}}, the number for every emergency service, including ambulances. Give a clear location with landmarks, since addresses may not be recognised. Response times vary, and in cities people often travel to the nearest emergency department by taxi or private car when that is faster. Hotel staff can help you call for help and direct the ambulance.",
      },
      {
        question: "Can I bring my prescription medicine into Ghana?",
        answer:
          "Generally yes, in reasonable quantities for personal use. Keep medicines in their original labelled packaging with a copy of the prescription and a doctor's letter, especially for controlled drugs such as strong painkillers, sedatives or some ADHD medication. Rules for controlled substances are set by the Ghana Food and Drugs Authority, so check with it or a Ghana mission before you travel.",
      },
      {
        question: "What about dental care and minor problems?",
        answer:
          "Dental clinics, opticians and general practitioners are available in Accra, Kumasi and other cities, mostly in the private sector. For minor issues such as stomach upsets, insect bites or small cuts, a well-stocked first-aid kit with oral rehydration salts, antiseptic, plasters and antihistamines covers most needs. Seek care if symptoms are severe, last more than a day or two, or include fever.",
      },
    ],
  },
  {
    id: "logistics",
    title: "Travel Logistics",
    entries: [
      {
        question: "Which airport will I arrive at?",
        answer:
          "Most international visitors arrive at Accra International Airport (ACC, formerly Kotoka). There, {{fact:transport.kotoka-terminals}}. Further north there is {{fact:transport.kumasi-airport}}, and {{fact:transport.tamale-airport}}. Check your ticket for the airport and terminal.",
      },
      {
        question: "How do I connect between an international and a domestic flight in Accra?",
        answer:
          "At Accra International Airport (formerly Kotoka), {{fact:transport.kotoka-terminals}}, so you must collect your bags, clear immigration and customs, and then travel between terminals by road, usually by taxi. Allow plenty of time, ideally several hours, because immigration queues and traffic can be slow. If your tickets are separate, the airlines will not protect a missed connection.",
      },
      {
        question: "How early should I get to the airport for departure?",
        answer:
          "For international flights, follow your airline's advice, which is typically around three hours before departure, and add time for Accra's traffic, which can be very heavy in the afternoon and evening. For domestic flights, check the airline's check-in deadline. Keep your passport, boarding pass and yellow fever certificate together and easy to reach.",
      },
      {
        question: "What should I declare at customs?",
        answer:
          "Declare goods above your duty-free allowance, commercial quantities, and large amounts of cash, as required by Ghanaian law. Allowances and thresholds are set by the Ghana Revenue Authority's Customs Division and can change, so check its current rules before you travel. Do not carry items you have been asked to take for someone else, and keep receipts for valuable goods.",
      },
      {
        question: "Which documents should I keep with me while travelling?",
        answer:
          "Keep your passport, visa if needed, yellow fever certificate, travel insurance details and accommodation confirmations in one secure place, with photos or scans stored online. While out and about, carry a photocopy or phone photo of your passport and leave the original in the hotel safe, unless you are travelling between cities, when you should carry the original for checkpoints.",
      },
      {
        question: "Can I leave luggage somewhere while I travel around?",
        answer:
          "Formal left-luggage facilities are limited, but many hotels will store bags for guests who are returning later, often free of charge. Ask at check-out, get a tag or receipt, and keep valuables and documents with you. If you are touring for a few days before returning to Accra, booking your final night at the same hotel usually makes storage easy.",
      },
      {
        question: "Is laundry service easy to find?",
        answer:
          "Yes. Most hotels offer laundry service, usually priced per item, and guest houses can often arrange washing by hand. Accra and Kumasi also have laundries and dry cleaners. In the rainy season clothes take longer to dry, so allow a day or two. Quick-dry travel clothing and a small bag of detergent let you wash small items yourself.",
      },
      {
        question: "How should I plan a route around Ghana?",
        answer:
          "A popular loop starts in Accra, heads west along the coast to Cape Coast, Elmina and Kakum, then north to Kumasi, and returns to Accra, optionally adding the Volta Region. To include the north, fly from Accra or Kumasi to Tamale for Mole National Park. Travel times by road are long, so avoid one-night stops and do not drive after dark.",
      },
    ],
  },
  {
    id: "festivals",
    title: "Festivals and Events",
    entries: [
      {
        question: "What is the Homowo festival?",
        answer:
          "Homowo is the harvest festival of the Ga people of Accra. Its name is often translated as 'hooting at hunger', celebrating the end of a historic famine. It includes a period when drumming is banned, processions, and the sprinkling of kpokpoi, a special corn dish, by chiefs and family heads. It usually falls around August, with dates set by the traditional authorities.",
      },
      {
        question: "What are PANAFEST and Emancipation Day?",
        answer:
          "PANAFEST, the Pan-African Historical Theatre Festival, is held in Cape Coast and brings together arts, performances and reflection on African history, including the slave trade. Emancipation Day, on 1 August, commemorates the abolition of slavery with ceremonies often linked to the castles. Programmes vary from year to year, so check dates with the festival organisers or the Ghana Tourism Authority.",
      },
      {
        question: "What is Fetu Afahye?",
        answer:
          "Fetu Afahye is the annual festival of the people of Cape Coast, traditionally held in early September. It features a colourful procession of chiefs in palanquins, asafo warrior companies, drumming and dancing through the town, and rituals to cleanse the town and give thanks. Cape Coast hotels fill quickly around festival time, so book early.",
      },
      {
        question: "What is the Aboakyer festival?",
        answer:
          "Aboakyer is the deer-hunting festival of the Effutu people of Winneba, on the coast west of Accra, usually held in May. Two asafo companies race to capture a live deer with their bare hands and present it to the chief, followed by drumming and celebration. It is lively and crowded; stay alert and follow local guidance.",
      },
      {
        question: "What is Akwasidae?",
        answer:
          "Akwasidae is an Asante festival held on a Sunday roughly every six weeks, following the Akan calendar. In Kumasi the Asantehene often receives chiefs and the public at Manhyia Palace in a grand gathering with drummers, umbrellas and kente. Visitors are usually welcome if they dress respectfully and follow protocol. Ask the Manhyia Palace Museum or a local guide for upcoming dates.",
      },
      {
        question: "What is Hogbetsotso?",
        answer:
          "Hogbetsotso is the festival of the Anlo Ewe people, celebrated at Anloga in the Volta Region, usually in November. It commemorates their ancestors' escape from oppression at Notsie, in present-day Togo, and includes durbars of chiefs, drumming, dancing and reconciliation rites. Check dates with the Anlo Traditional Council or the Ghana Tourism Authority.",
      },
      {
        question: "What events happen in Accra in December?",
        answer:
          "December, often called 'Detty December', is Accra's busiest party season, when many diaspora Ghanaians return for Christmas. Expect concerts, beach parties, fashion and food events, and busy nightlife. Hotels and flights fill and prices rise, so book early. The Chale Wote Street Art Festival in Jamestown, usually in August, is another highlight of Accra's cultural calendar.",
      },
      {
        question: "When are Ghana's public holidays?",
        answer:
          "Fixed holidays include New Year's Day, Constitution Day on 7 January, Independence Day on 6 March, May Day, Christmas Day and Boxing Day, and there are moving holidays such as Good Friday, Easter Monday, Eid al-Fitr and Eid al-Adha. The list of holidays has been revised in recent years, and the Ministry for the Interior announces each holiday shortly beforehand, sometimes moving it to a nearby weekday, so check the current official notices for your travel dates. Banks and government offices close on public holidays.",
      },
      {
        question: "What festivals take place in northern Ghana?",
        answer:
          "The Damba festival, celebrated by the Dagomba and other northern peoples, marks the birth of the Prophet Muhammad with horse riding, drumming and colourful smocks. The Bugum fire festival marks the new year of the local lunar calendar with torch-lit processions. Both follow the lunar calendar, so their dates shift each year; ask in Tamale or check with the Ghana Tourism Authority.",
      },
    ],
  },
  {
    id: "sustainability",
    title: "Responsible Travel",
    entries: [
      {
        question: "How can my trip benefit local communities?",
        answer:
          "Stay in locally owned guest houses and lodges, eat at local restaurants and chop bars, hire local guides and drivers, and buy crafts directly from the people who make them. Community-run projects such as the Tafi Atome Monkey Sanctuary and the Wechiau Community Hippo Sanctuary channel visitor fees into the villages that protect them. Ask where your money goes before you book a tour.",
      },
      {
        question: "How can I reduce plastic waste in Ghana?",
        answer:
          "Plastic waste, including the sachets used for drinking water, is a visible problem in Ghana. Bring a refillable bottle with a filter, or refill from large water dispensers at your hotel, carry a reusable shopping bag, and say no to extra plastic bags in markets. Dispose of rubbish in bins, even where you see litter, and join a beach clean-up if one is running.",
      },
      {
        question: "How should I behave around wildlife?",
        answer:
          "Keep your distance, never feed wild animals, and follow the rules of parks and sanctuaries, including those on walking safaris at Mole. At monkey sanctuaries, feed only as guides permit, if at all. Do not buy products made from protected species, such as ivory or turtle shell, and avoid bushmeat from wild animals, which can involve protected species.",
      },
      {
        question: "How do I respect sacred sites and traditions?",
        answer:
          "Many forests, rivers, lakes and rocks in Ghana are sacred, and some have taboos, such as days when fishing or farming is not allowed or areas visitors may not enter. Follow your guide's instructions, ask before photographing shrines, dress modestly, and accept that some places or ceremonies are not open to outsiders. A small offering or donation may be customary; your guide will explain.",
      },
      {
        question: "How do I choose a responsible tour operator or hotel?",
        answer:
          "Check that the operator or accommodation is licensed by the Ghana Tourism Authority, as required under the Tourism Act 2011 (Act 817). Then ask practical questions: do they employ local staff and guides, buy from local suppliers, manage water, energy and waste carefully, and support community projects? Operators who answer clearly and in detail are usually the ones who take responsibility seriously.",
      },
      {
        question: "Should I give money or gifts to children?",
        answer:
          "It is better not to hand out money, sweets or pens to children you meet, because it can encourage begging and pull children away from school. If you want to help, give to a registered local school, clinic or charity, ideally one recommended by people you trust, and ask what they actually need. Time and respectful conversation are gifts people value too.",
      },
      {
        question: "How can I save water and energy during my stay?",
        answer:
          "Water and electricity supplies can be under pressure in Ghana, and many hotels rely on generators and water tanks. Take short showers, reuse towels, switch off air conditioning and lights when you leave the room, and unplug chargers. These small habits save resources and help your hosts keep costs down, especially at smaller guest houses and eco-lodges.",
      },
      {
        question: "How can I travel around Ghana with a lower carbon footprint?",
        answer:
          "Where time allows, take intercity coaches rather than domestic flights, and share vehicles with other travellers on day trips. Stay longer in fewer places rather than moving every night, which also means less time on the road. When you do fly, for example to Tamale, pack light. Choosing locally run accommodation and local food also avoids imported goods.",
      },
    ],
  },
  {
    id: "about-site",
    title: "About This Site",
    entries: [
      {
        question: "What is Akwaaba Stays?",
        answer:
          "Akwaaba Stays is a free website for travellers planning stays in Ghana. We list hotels by city with indicative prices, publish city guides for Accra, Kumasi, Cape Coast and Tamale, and share travel articles, cultural pages and practical FAQs. We are not a travel agency: when you are ready to book, our buttons open a travel-booking partner's site in a new tab.",
      },
      {
        question: "Are you a travel agency or booking service?",
        answer:
          "No. Akwaaba Stays is an information site. We do not take bookings or payments, and we cannot issue confirmations, change bookings or give refunds. Book Now and search buttons open our travel-booking partner's website in a new tab, where the booking, payment, cancellations and refunds are handled under the partner's terms. You can read more in our disclaimer.",
      },
      {
        question: "How does Akwaaba Stays make money?",
        answer:
          "We may earn a commission from affiliate links, both from our travel-booking partner when you book through our links and from an online retailer when you buy travel products we recommend. This comes at no extra cost to you. Commissions do not change the prices you pay, and an affiliate disclosure appears in our site footer.",
      },
      {
        question: "Are the prices and ratings on your site accurate?",
        answer:
          "They are a guide only. Prices on Akwaaba Stays are indicative nightly rates, in cedis or US dollars as their source gave them, and the live price for your dates is shown on our booking partner's site, which is the one that applies. Hotel ratings are indicative figures to help you compare, not reviews collected on our site. Hotels change, so check details such as amenities with the partner or the hotel before booking.",
      },
      {
        question: "How do I contact Akwaaba Stays?",
        answer:
          "Use the contact form at /contact: enter your name, email address and message. We read every message and aim to respond to the email address you give. We are happy to hear your questions, corrections and suggestions about our guides and listings. For anything about a booking, such as payment, changes, cancellations or refunds, contact our travel-booking partner directly, because the booking is held on its system.",
      },
      {
        question: "Do I need an account to use the site?",
        answer:
          "No. Everything on Akwaaba Stays, including hotel listings, city pages, the blog, the FAQ and the African Name Generator, is free to use without signing up or logging in. You only share personal details if you choose to send a message through our contact form or subscribe to our newsletter. Any account you create for a booking is with our partner, not with us.",
      },
      {
        question: "I found incorrect information. How do I report it?",
        answer:
          "Thank you for telling us. Please send the page address and what needs correcting through the contact form at /contact. Rules on visas, health requirements and fees change, and hotels update their facilities, so we welcome corrections from travellers and hotels. For official requirements, always rely on the named official source, such as the Ghana Immigration Service or the Ghana Tourism Authority.",
      },
      {
        question: "How do you handle my personal data?",
        answer:
          "We collect only what you choose to send us, such as your name, email and message through the contact form or your email address for the newsletter, and we count page views and clicks on partner links, without storing IP addresses, to improve the site. We never handle payment details. Our privacy policy at /privacy-policy and cookie policy at /cookie-policy explain what we collect, why, and your rights.",
      },
      {
        question: "What is the African Name Generator?",
        answer:
          "The African Name Generator is a free tool on our site that suggests names from Ghana, Nigeria, Kenya, Ethiopia and South Africa, with their meaning, origin, gender and pronunciation. You can filter by country and gender, generate several names at once, and save favourites. It is a fun way to learn about naming traditions, such as the Akan day names given according to the day of the week a child is born.",
      },
    ],
  },
];
