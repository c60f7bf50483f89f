import type { PostSeed } from "#app/seed/types.ts";

export const postsBatch1: PostSeed[] = [
  {
    slug: "ghana-passport-requirements",
    title: "Passport Requirements for Visiting Ghana",
    excerpt:
      "How much validity your passport needs, why blank pages matter and exactly what to do if your passport is lost or stolen while you are in Ghana.",
    content: `Your passport is the one document nobody at Accra International Airport (formerly Kotoka) can work around. A visa, a yellow fever card and a hotel booking all hang off it, and a problem with the passport itself usually means a problem with everything else. This guide covers what to check before you book, how to look after the passport while you travel, and what to do if it goes missing. Entry rules change, so confirm the current position with the **Ghana Immigration Service** or the Ghana embassy or high commission that serves your country before you fly.

## Validity: check the expiry date first

The most common advice from Ghana's missions and from foreign ministries is that your passport should be **valid for at least six months beyond the date you arrive** in Ghana. Treat that as the minimum rather than a target. If your passport runs out within a year, renewing before you apply for a visa saves you from a visa stuck in an expiring document.

There are three reasons to be strict about this:

- **Airlines check before you board.** Check-in staff can refuse to carry a passenger whose passport looks too close to expiry, even before Ghanaian officials see it.
- **Visas are tied to the passport.** A Ghana visa is issued into a specific passport. Renew after the visa is issued and you will need to ask the mission how the visa can be used or transferred, which takes time.
- **Plans change.** Flight cancellations, illness or a decision to extend your stay can push your departure date later than planned.

If you are unsure what rule applies to your nationality, ask the mission that will issue your visa. It is the authority that will apply the rule to you.

## Blank pages and condition

Leave room for stamps and a visa. The usual advice is to have **at least two blank visa pages**, and more if you are combining Ghana with Togo, Côte d'Ivoire or other countries on the same trip. Amendment and endorsement pages at the back of some passports may not count as visa pages, so look at what is printed at the top of each page.

Condition matters as well. A passport with a torn data page, water damage, a loose cover or a chip that no longer reads can be questioned at check-in or at immigration. If your passport is damaged, replace it before applying for a visa.

## Who can travel without a visa

Your passport's nationality decides whether you need a visa at all. {{fact:entry.ecowas}} For other African passports, {{fact:entry.african-passports-2025}} {{fact:entry.african-visa-fees-2026}} Most other visitors need a visa before they travel, and {{fact:entry.evisa}} Our guides to Ghana visa requirements and to visa-free entry explain the details, including what to confirm about how the African policies are applied at the border.

If you hold two passports, enter and leave Ghana on the same one, and use that passport for your visa application and your flight booking. Mixing passports between the airline, the visa and immigration is a common cause of delays.

### Children and minors

Every child needs their **own passport**, whatever their age. If a child is travelling with only one parent, or with another adult, carry a signed letter of consent from the absent parent or parents, a copy of their passport data page and the child's birth certificate. Ghana's rules on this are not always written down in one place, so ask the mission issuing the child's visa what it expects.

## Before you leave home

- **Photocopy or scan** the passport data page, your Ghana visa and your yellow fever certificate. Keep one copy on paper in a separate bag and one in secure cloud storage or email.
- **Note the passport number, issue date and expiry date** somewhere you can reach without the passport.
- **Register with your own government's traveller service** if it runs one. It makes consular help faster in an emergency.
- **Save the contact details of your embassy or high commission in Accra.** You will need them if anything goes wrong, and finding them offline is harder than it sounds.

## Carrying your passport in Ghana

You will show your passport on arrival and departure, at hotel check-in, when registering a local SIM card and sometimes when changing money. On an ordinary day in the city, many travellers keep the passport in the hotel safe and carry a **photocopy of the data page and visa** instead, bringing the original when they know they will need it, such as at a bank, a forex bureau or a long road journey with checkpoints. If you are travelling between regions, keep the original with you.

Keep it in an inside pocket or a zipped bag, and keep it dry: tropical downpours and sweaty money belts damage passports quickly. A clear zip bag inside your day bag is a cheap fix.

## If your passport is lost or stolen in Ghana

Act quickly and in this order:

- **Report it to the Ghana Police Service** at the nearest police station and ask for a written police report. Your embassy, your insurer and immigration officials will all ask for it.
- **Contact your embassy or high commission in Accra.** Most countries that are represented in Ghana can issue an emergency travel document or a replacement passport. Bring the police report, passport photos, your copies of the lost passport and proof of your onward travel.
- **Ask about your Ghana visa or entry stamp.** A new passport will not contain the entry stamp or visa from the old one. Contact the **Ghana Immigration Service** headquarters in Accra to regularise your status before you try to leave, and ask your embassy what it has seen other travellers need.
- **Tell your airline** if your departure date changes, and **tell your insurer** within the time limit in your policy.

## Quick checklist

- Passport valid for at least six months after arrival, or longer if your mission asks for it
- At least two blank visa pages
- No damage to the data page or cover
- Visa issued into this passport, unless you are exempt
- Copies on paper and in cloud storage
- Embassy contact details saved offline

Passport and entry rules can change at short notice, so confirm them with the Ghana Immigration Service or your nearest Ghana embassy or high commission before you book flights.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-02",
    tags: ["Travel Documentation", "passport", "travel documents"],
    featured: false,
  },
  {
    slug: "ghana-travel-documents-checklist",
    title: "Ghana Travel Documents Checklist",
    excerpt:
      "Every paper to pack for Ghana: passport, visa, yellow fever card, bookings, insurance, money and copies, plus what to keep in your hand luggage.",
    content: `Arriving in Accra with the right papers makes the first hour of your trip quick and calm. Arriving without them can mean being refused boarding at your departure airport or held at the health desk at Accra International Airport (formerly Kotoka). This checklist covers what to pack, where to keep it and which items change often enough to need a last check. Requirements change, so confirm the current rules with the **Ghana Immigration Service**, the Ghana embassy or high commission that serves your country, and the **Ghana Health Service** for health rules.

## The essentials: no entry without these

### Passport

Your passport should be **valid for at least six months after your arrival date**, with blank pages for the entry stamp and any visa. Check the condition of the data page and cover. If it is damaged or close to expiry, renew it before you apply for a visa, because the visa will be issued into that passport.

### Visa or proof of visa-free status

- **ECOWAS nationals**: {{fact:entry.ecowas}} Carry your ECOWAS passport or the travel document your country issues for regional travel.
- **Holders of other African passports**: {{fact:entry.african-passports-2025}} {{fact:entry.african-visa-fees-2026}} Confirm with the Ghana Immigration Service or your nearest Ghana mission whether you can simply arrive or must apply (free of charge), and how long you may stay, and carry evidence of your plans in case you are asked.
- **Everyone else** needs a visa before travel. {{fact:entry.evisa}} Use the platform reached through Ghana's Ministry of Foreign Affairs or your Ghana mission, not a look-alike site, and print the approval to carry with your passport.

### Yellow fever vaccination certificate

{{fact:health.yellow-fever-certificate}} The certificate is {{fact:health.yellow-fever-validity}}, including older cards with an expiry date printed on them. Airline staff may ask to see it at check-in, and health officers check it on arrival. Carry the original card, not a photo of it.

## Bookings and plans

Immigration officers can ask why you are visiting and where you will stay. Have these ready, printed or saved offline on your phone:

- **Return or onward ticket.** Many airlines will not board a passenger on a one-way ticket to Ghana without proof of onward travel or residence.
- **Accommodation details** for at least your first nights: hotel name, address and phone number. If you are staying with friends or family, have their full address, phone number and, ideally, a letter of invitation with a copy of their Ghana Card or passport.
- **Invitation letter** for business visits, conferences or volunteering, on the host organisation's letterhead, naming you and the dates of your stay.
- **Arrival form details.** Write your Accra address and a local phone number somewhere easy to find. You will need them for any arrival form and for the driver who meets you.

## Health documents

- **Yellow fever certificate**, as above.
- **Prescriptions** for any medicines you bring, in their original packaging, with a letter from your doctor for controlled drugs or injectable medicines. Rules on some medicines are strict, so ask the Ghana mission if you are unsure.
- **Travel clinic record** showing any other vaccinations and the malaria prevention you have been prescribed. Malaria is present throughout Ghana, and it helps any doctor you see to know what you are taking.
- **Vaccination records for children**, including the yellow fever card for every child aged 9 months or older.

## Insurance

Buy **travel insurance that includes medical evacuation** and check that it covers Ghana and every activity you plan. Keep these with your documents:

- The policy number and the insurer's 24-hour emergency phone number
- A printed certificate or summary of cover
- Details of how to claim and the time limits for reporting theft or loss

Private hospitals in Accra often ask for payment or a deposit before treatment, so know how your insurer handles direct payment.

## Money and cards

Ghana's currency is the **cedi** (GHS, symbol GH₵), divided into 100 pesewas. Cards work at many hotels, malls and larger restaurants, but **markets, taxis and tro-tros** are usually cash or **mobile money (MoMo)**. Bring:

- At least two bank cards from different accounts, kept in different bags
- A reasonable amount of cash in US dollars, pounds or euros in clean, recent notes to exchange at a licensed forex bureau
- Your bank's international phone number, in case a card is blocked

Tell your bank about your travel dates before you leave. For a local SIM card and mobile money account, you will need your passport.

## Driving documents

If you plan to drive, carry your national driving licence and an **International Driving Permit**, and confirm with the car hire company what it requires. Most visitors find it easier to hire a car with a driver, which avoids the paperwork and Accra's traffic.

## Copies and digital backups

Make copies of your passport data page, visa, yellow fever certificate, insurance certificate and flight bookings. Keep:

- **One paper set** in a different bag from the originals
- **One digital set** in secure cloud storage or an email to yourself
- **One set with someone at home** who can send them to you if needed

Also note the contact details of your embassy or high commission in Accra.

## What goes in your hand luggage

Never put these in a checked bag: passport, visa, yellow fever card, printed bookings, insurance details, bank cards, a little cash, prescriptions and a pen for arrival forms. A single zipped document wallet keeps them together and dry.

## The night-before check

- Passport in hand, expiry date checked
- Visa or e-Visa approval issued and details correct, or your visa-free status confirmed
- Yellow fever certificate signed and stamped
- Return ticket and first hotel booking saved offline
- Insurance policy number and emergency line written down
- Copies packed separately and saved online

Requirements can change without much notice; confirm with the Ghana Immigration Service, your Ghana embassy or high commission, and your airline in the week before you travel.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-03",
    tags: ["Travel Documentation", "passport", "visa", "health"],
    featured: false,
  },
  {
    slug: "yellow-fever-certificate-ghana",
    title: "Yellow Fever Certificate for Ghana: Who Needs It and When",
    excerpt:
      "Ghana checks yellow fever certificates for travellers from 9 months old. When to get vaccinated, what the card must show and why it is now valid for life.",
    content: `Ghana is one of the countries that asks **every arriving traveller**, not only those coming from certain countries, to show proof of yellow fever vaccination. The check happens on arrival at Accra International Airport (formerly Kotoka) and other entry points, and airlines may also ask for the card at check-in. Confirm the rules below with the **Ghana Health Service**, the Ghana embassy or high commission that serves your country, and the **World Health Organization (WHO)** country list, and speak to a travel clinic about your own health.

## The rule in brief

- {{fact:health.yellow-fever-certificate}}
- The certificate only becomes valid 10 days after the vaccination date, so plan the clinic visit well ahead.
- A certificate for a single dose of yellow fever vaccine is {{fact:health.yellow-fever-validity}}. Any advice that says the certificate must be under 10 years old is out of date.

## What yellow fever is, briefly

Yellow fever is a viral disease spread by infected mosquitoes, and Ghana lies in the zone where it occurs. One dose of an approved vaccine gives most people long-lasting protection, which is why WHO changed the international rules so that certificates no longer expire. The entry requirement exists to protect travellers and to stop the virus from spreading between countries.

## Getting vaccinated

### Where

Yellow fever vaccine is only given at **designated yellow fever vaccination centres**, which are authorised to issue the international certificate. Your family doctor may not be one. Search your own health ministry's list of centres, or ask a travel clinic. Book early: some centres have waiting lists, and supplies are sometimes limited.

### When

Aim for **at least four to six weeks before you fly**. That leaves time for the required 10 days, for a travel clinic to discuss other vaccines and malaria tablets, and for any paperwork problem to be fixed. If you leave it late, remember that arriving fewer than 10 days after vaccination means your certificate is not yet valid.

### What you receive

You will get an **International Certificate of Vaccination or Prophylaxis (ICVP)**, the folded booklet many people call the **yellow card**. Check before you leave the clinic that it shows:

- Your full name exactly as it appears in your passport
- Your date of birth
- The date of vaccination
- The name and batch number of the vaccine
- The signature of the clinician
- The **official stamp of the vaccination centre**

Missing stamps and misspelled names are the most common reasons for a problem at a health desk. It takes a minute to check and weeks to fix later.

## Old certificates with an expiry date

If your card was issued before July 2016, it may show a validity of ten years. Under the WHO International Health Regulations amendment that took effect on 11 July 2016, that certificate is now **valid for life**, and you do not need a new vaccination or a new card to satisfy the entry rule. Carry the original card, and if it is very worn, ask a yellow fever centre whether it can issue a replacement from your records.

A doctor may still recommend a booster for some groups, for example people whose immune response might have been weaker at the time of their first dose. That is a medical question, separate from the entry rule.

## Children and babies

- **Under 9 months**: no certificate is required for entry, but babies this young are not usually vaccinated and are vulnerable to mosquito-borne diseases. Talk to a paediatric travel specialist before taking a young baby to Ghana.
- **9 months and older**: each child needs their **own certificate**. A child who turns 9 months during the trip should also be discussed with a clinic.

## If you cannot be vaccinated

Some people should not have the vaccine: for example, certain people with weakened immune systems, people with a severe allergy to a vaccine component, and some older first-time recipients or pregnant women, depending on the doctor's assessment. A yellow fever centre can issue a **medical exemption letter** on official letterhead, signed and stamped, stating the reason.

Ghana's handling of exemptions is not something to assume. Before booking, ask the Ghana mission that serves you whether your exemption will be accepted and what form it should take, and carry the letter with your passport.

## On arrival at Accra International Airport

Health officers at the airport check yellow fever cards as passengers arrive, usually before or near immigration. Have the card ready with your passport. Travellers who cannot show a valid certificate may face delays and could be offered vaccination at the airport or refused entry, depending on the circumstances. Do not plan on being vaccinated on arrival: it may not be available, and the 10-day rule still applies.

## Looking after the card

- Keep it **inside your passport cover** or in the same document wallet.
- Take a **photo and a scan**, but remember only the original is accepted.
- Keep it dry; a small plastic sleeve helps in Ghana's humidity.
- Bring it on future trips: the same card works for life, and many other African and South American countries ask for it too.

## Other health preparation

The yellow fever certificate is only the entry requirement. A travel clinic will usually also discuss **malaria prevention**, which matters everywhere in Ghana, plus routine vaccinations and others recommended for West Africa. Pack insect repellent, and choose rooms with screens, air conditioning or mosquito nets.

Confirm current requirements with the Ghana Health Service, your Ghana embassy or high commission and the WHO, and take personal medical advice from a yellow fever vaccination centre.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-04",
    tags: ["Travel Documentation", "health", "yellow fever"],
    featured: false,
  },
  {
    slug: "ghana-visa-requirements",
    title: "Ghana Visa Requirements and How to Apply",
    excerpt:
      "Who needs a visa for Ghana, how to apply online through the e-Visa platform or at a Ghana mission, which documents to prepare and how to avoid the usual delays.",
    content: `For most visitors from outside Africa, a Ghana trip starts with a visa application weeks before the flight. Since May 2026 that application can be made online through Ghana's official e-Visa platform, and Ghana's embassies, high commissions and consulates still accept applications too. This guide explains who needs a visa, how the application works and what to prepare. Rules change, so confirm every detail with the **Ghana Immigration Service** and the **Ghana embassy or high commission that serves your country**, because their requirements are the ones that count.

## Who needs a visa

- **ECOWAS nationals**: {{fact:entry.ecowas}}
- **Holders of other African passports**: {{fact:entry.african-passports-2025}} {{fact:entry.african-visa-fees-2026}} Check with the Ghana Immigration Service or your nearest Ghana mission whether your passport lets you simply arrive or whether you must still apply online (without a fee), and how long you may stay.
- **Most other visitors**, including travellers from Europe, North America, Asia and Oceania, need a visa **issued before they travel**.

A small number of countries have their own agreements with Ghana, and diplomatic and official passports follow separate rules. If you are not sure where you stand, ask the mission before you book anything.

## Apply online through the official e-Visa platform, or at a Ghana mission

{{fact:entry.evisa}} The government presented it as a way to end the queues, delays and paperwork of the old process. You still have two routes:

- **The official e-Visa platform**: apply, upload your documents and pay online, then carry the approval with your passport when you travel.
- **A Ghana embassy, high commission or consulate**: the mission responsible for the country where you live may still take applications through its own online form, an appointed visa application centre or a paper form at the consular section.

Look-alike websites appeared as soon as the e-Visa was announced. Reach the platform through Ghana's Ministry of Foreign Affairs or the website of your Ghana mission rather than a search advert, and never pay a site that promises "instant approval" or charges an extra "service fee".

## Visa types

Missions usually offer **single-entry** and **multiple-entry** visas for tourism, family visits and business, and **transit** visas for travellers passing through. The length of validity and the maximum stay per visit depend on the visa type and the mission's decision. Fees differ by visa type and nationality and change from time to time, so check the current fee on the official platform or your mission's own page rather than relying on a figure you saw elsewhere. {{fact:entry.african-visa-fees-2026}}

Choose the visa that matches what you will actually do. A tourist visa does not allow you to work, and volunteering or paid assignments may need a different category or a work permit.

## Documents to prepare

Requirements vary by visa type, but most applications, online or at a mission, ask for:

- **Passport** valid for at least six months beyond your arrival, with blank visa pages
- **Completed application form**, signed, with answers that match your other documents
- **Passport-size photographs** to the mission's specification, usually recent and on a plain light background
- **Proof of travel plans**: a flight reservation or itinerary showing entry and exit
- **Proof of accommodation**: hotel booking or, if staying privately, an invitation letter from your host with their address and a copy of their ID
- **Yellow fever vaccination certificate**, which Ghana requires of all travellers from 9 months old
- **Evidence of funds**, such as recent bank statements, for some applicants
- **Invitation letter** from a Ghanaian company or organisation for business trips, naming you, the purpose and the dates
- **Fee payment** in the form the mission accepts

Children usually need their own application, a copy of their birth certificate and consent from both parents.

### Tips that prevent delays

- Make sure **names and dates match** exactly across the form, passport, bookings and invitation letter.
- Book **refundable** flights and hotels, or reservations that can be changed, until the visa is issued.
- Send **clear copies**, not phone photos that are cropped or blurred.
- Keep a copy of everything you submit and the receipt or reference number.

## How long it takes

Processing times depend on the route you use, the season and whether your file is complete. Apply **at least four to six weeks before departure**, and earlier around December, when the festive season and events in Accra bring many visitors. If you apply at a mission, your passport may be with it while the visa is processed, so plan other trips abroad around it.

## When the visa arrives

Check it as soon as you receive it: your name, passport number, visa type, number of entries and validity dates. Errors are far easier to correct before you travel than at the immigration desk in Accra.

Note the difference between **visa validity**, the period during which you can enter, and **permitted stay**, the number of days you may remain after each entry. The officer at Accra International Airport (formerly Kotoka) stamps your passport on arrival, and that stamp governs how long you can stay.

## Extending your stay

If you want to stay longer than your entry stamp allows, apply to the **Ghana Immigration Service** in Accra before the permitted stay ends. Do not overstay: overstaying can lead to fines, problems leaving the country and difficulty getting future visas.

## Arriving in Ghana

At Accra International Airport, {{fact:transport.kotoka-terminals}}. Have ready your passport with the visa or e-Visa approval, your yellow fever certificate, your return ticket and the address of your first night's accommodation. Officers may ask about the purpose of your visit and where you will stay, so keep your booking details to hand.

Visa requirements, fees and application channels change; confirm them with the Ghana Immigration Service and the Ghana mission that serves you before you apply.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-06",
    tags: ["Visa Information", "visa", "passport"],
    featured: true,
  },
  {
    slug: "ghana-visa-free-entry-and-visa-on-arrival",
    title: "Visa-Free Entry and Visas on Arrival in Ghana",
    excerpt:
      "Who can enter Ghana without a visa, what the 2025 African visa-free policy and the 2026 fee waiver mean in practice, and why you should not count on a visa on arrival.",
    content: `Ghana is one of the easier countries in West Africa to enter if you hold the right passport. Citizens of ECOWAS states have long travelled in without a visa, holders of all African passports were promised visa-free entry from January 2025, and in May 2026 visa fees for African travellers were abolished. For everyone else, a visa issued before travel remains the norm, now available online, and a visa on arrival is not something to plan on. Policies of this kind are refined after they are announced, so confirm the details that apply to you with the **Ghana Immigration Service** or the **Ghana embassy or high commission that serves your country** before you fly.

## ECOWAS nationals

{{fact:entry.ecowas}} This comes from the ECOWAS protocol on free movement, which allows community citizens to visit other member states without a visa for a limited period.

What to carry:

- A **valid passport** or the ECOWAS travel document your country issues
- Your **yellow fever vaccination certificate**, which Ghana requires of every traveller aged 9 months or older
- Details of where you will stay and, if asked, your return or onward travel

The free-movement right covers visits. If you plan to work, study or live in Ghana, you will need the appropriate permit from the Ghana Immigration Service, and a longer stay than the protocol allows must be regularised with them.

## Other African passports: two announcements

Two steps towards the free movement of Africans across the continent apply to holders of African passports from outside ECOWAS:

- **January 2025, visa-free entry.** {{fact:entry.african-passports-2025}}
- **May 2026, no visa fees.** {{fact:entry.african-visa-fees-2026}}

Read together, they leave one question that matters for your trip: whether your passport lets you simply arrive, or whether you must still apply through the e-Visa platform, without paying a fee. Announcements and practice at the border are not always the same thing, so before you travel, check these points with the Ghana Immigration Service or your nearest Ghana mission:

- **Whether you must apply in advance.** If an e-Visa approval is expected, get it before you fly, even when it costs nothing.
- **Which passports qualify.** Ordinary passports from every African Union member state, or only some? Are there exceptions?
- **How long you can stay** on visa-free entry, and whether a stay can be extended in Ghana.
- **What you must show on arrival**, such as a return ticket, accommodation details or evidence of funds.
- **Whether your airline knows the rule.** Check-in staff follow airline databases. If these have not been updated, you may be asked for a visa before boarding. Ask the airline in advance and carry a note of the official announcement or guidance you relied on.

If you hold an African passport and a passport from outside Africa, decide in advance which one you will use, and use it consistently for your ticket and at immigration.

## Other visitors: get the visa before you fly

Travellers from outside Africa, including Europe, the Americas, Asia and Oceania, normally need a **visa issued before they travel**. {{fact:entry.evisa}} Reach it through Ghana's Ministry of Foreign Affairs or your Ghana mission, ignore look-alike sites that add their own fees, or apply at the mission that covers the country where you live. Our Ghana visa requirements guide explains the application step by step.

## What about a visa on arrival?

Ghana does **not** offer a general visa on arrival that any traveller can buy at the airport. Historically, an arrival visa has been possible only in limited circumstances, for example for travellers from countries where Ghana has no mission, or in genuine emergencies, and usually only when it has been **arranged and approved in advance** through the Ghana Immigration Service, often with a host or sponsor in Ghana making the request.

That means, in practice:

- **Do not board a flight expecting to get a visa at Accra International Airport (formerly Kotoka).** Airlines may refuse to carry you, and if you do arrive without approval you may be sent back.
- **If there is no Ghana mission in your country**, contact the nearest mission that covers it, or ask your host in Ghana to contact the Ghana Immigration Service about pre-approval. Keep written confirmation of any approval and carry it with your passport.
- **Fees and conditions for arrival visas** are set by the Ghana Immigration Service and can change. Ask them directly rather than relying on figures quoted online.

## On arrival at Accra International Airport

At Accra's airport, {{fact:transport.kotoka-terminals}}. Whatever your nationality, have these ready when you leave the aircraft:

- Passport, with your visa or e-Visa approval if you need one
- Yellow fever certificate, usually checked by health officers on arrival
- Return or onward ticket
- Address and phone number of your first night's accommodation

Officers may ask how long you are staying and why. Answer simply and consistently with your documents. Check the entry stamp before you leave the desk, because it shows how long you may stay.

## Overland arrivals

Ghana's main land borders are with **Togo** at Aflao, **Côte d'Ivoire** at Elubo and **Burkina Faso** at Paga. The same rules apply as at the airport: ECOWAS nationals enter without a visa, other African passport holders should confirm how the visa-free policy and the fee waiver are applied at land borders, and other travellers need a visa issued before they arrive. Do not assume that a visa can be bought at a land crossing. Crossings are busy, so arrive early in the day and change only the money you need at the border.

## Staying longer

Whether you entered visa-free or on a visa, apply to the **Ghana Immigration Service** before your permitted stay ends if you want to remain longer. Overstaying can bring fines and trouble on departure.

Visa-free arrangements and arrival visa rules can change; confirm with the Ghana Immigration Service, your Ghana embassy or high commission and your airline before you travel.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-07",
    tags: ["Visa Information", "visa", "ECOWAS"],
    featured: false,
  },
  {
    slug: "kotoka-international-airport-guide",
    title: "Accra International Airport Guide: Terminals, Arrivals and Departures",
    excerpt:
      "A practical guide to Accra International Airport (ACC, formerly Kotoka): Terminal 3 and Terminal 2, arrival formalities, money, SIM cards, lounges and departures.",
    content: `**Accra International Airport** (IATA code **ACC**), called Kotoka International Airport from 1969 until it took back its original name in February 2026, is Ghana's main gateway and, for most visitors, the first and last piece of the country they see. It sits inside Accra, close to the Airport Residential Area, Airport City and Cantonments, so the airport is only a short drive from many hotels when the traffic allows. This guide walks through the terminals, what happens on arrival, how to sort money and a phone line, and how to leave smoothly. Terminal arrangements, facilities and procedures can change, so confirm current information with **Ghana Airports Company Limited (GACL)**, which operates the airport, and with your airline.

## Which terminal?

At Accra International Airport, {{fact:transport.kotoka-terminals}}:

- **Terminal 3**: international arrivals and departures.
- **Terminal 2**: domestic flights, such as services to Kumasi, Tamale and Takoradi, and, once its remodelling is done, some international flights too.

If you are connecting from an international flight to a domestic one, allow generous time. You will usually clear immigration and customs in Terminal 3, collect your bags and then move to Terminal 2 to check in again. Taxis and hotel drivers know both terminals, but tell them clearly which one you need.

## Arriving on an international flight

### Health check

{{fact:health.yellow-fever-certificate}} Health officers check cards as passengers arrive, so have the original ready with your passport. The certificate is {{fact:health.yellow-fever-validity}}.

### Immigration

Queue at the immigration desks with your passport, your visa if you need one, and the address of your first night's accommodation. {{fact:entry.ecowas}} Holders of other African passports should check our visa-free entry guide for the 2025 policy and the 2026 fee waiver. Other visitors need a visa or e-Visa approval before they fly; do not count on a visa on arrival. Officers may take your fingerprints and photo and ask about the purpose and length of your visit. Check your entry stamp before you leave the desk.

### Baggage and customs

Baggage reclaim follows immigration. Trolleys are available, and porters offer help; agree any charge before they take your bags. Customs officers may ask you to scan or open bags. If you are carrying large sums of cash, commercial goods or items that may be restricted, check the **Ghana Revenue Authority** customs rules before you fly and declare what is required.

### Meeting your driver

Once you leave the arrivals hall, people meeting passengers wait outside. If your hotel is sending a driver, ask for the driver's name and phone number in advance, and look for a sign with your name. Politely decline offers of help from anyone you did not arrange to meet.

## Money on arrival

Ghana's currency is the **cedi** (GHS, symbol GH₵), divided into 100 pesewas. You will find **ATMs** and **forex bureaus** in the arrivals area. A few tips:

- Withdraw or change enough for your first day or two: a taxi, snacks and tips. Rates in the city are often better.
- Bring clean, undamaged US dollar, pound or euro notes if you plan to exchange cash; torn or very old notes may be refused.
- Count your cedis at the counter and keep the receipt.
- Expect to pay cash or **mobile money (MoMo)** for taxis, markets and street food. Cards are accepted mainly at hotels, malls and larger restaurants.

## Getting a SIM card

Ghana's main mobile networks are **MTN**, **Telecel** and **AT**. You can often buy a SIM card at or near the airport, or later at an official network shop in the city, where staff can help with data bundles and registration. SIM registration is compulsory, so bring your **passport**. A local number makes ride-hailing, calling your hotel and setting up mobile money far easier. If your phone supports eSIM, some travellers buy a travel data eSIM before arriving and pick up a local SIM later.

## Facilities in Terminal 3

Terminal 3 is a modern, air-conditioned building with cafés and restaurants, duty-free and gift shops after security, Wi-Fi whose speed varies, and accessible toilets. If you need a prayer room or baby-changing area, ask at the information desk. There are **lounges** for premium passengers and members of lounge programmes, and some accept pay-at-the-door guests. Check with your airline or lounge programme which lounge you can use. Request **wheelchair or mobility assistance** through your airline when you book, and confirm it a few days before you fly.

## Departing from Accra

- **Arrive early.** Aim to reach Terminal 3 about **three hours before** an international flight. Accra's traffic is unpredictable, especially on weekday evenings and Friday afternoons, so leave a buffer on top of the normal journey time.
- **Entry to the terminal** is generally for travelling passengers, so say goodbye to friends outside.
- **Security** includes scanning bags on entry and again before the gates. Follow your airline's liquids and hand luggage rules.
- **Spend or change your cedis** before passing security. Exchanging leftover cedis outside Ghana is difficult.
- **Exit immigration** checks your passport and entry stamp. If you overstayed, expect questions and possibly a fine, so regularise your stay with the Ghana Immigration Service in advance.

## Domestic flights from Terminal 2

Terminal 2 is smaller and quicker to move through. Domestic airlines ask for photo ID, so foreigners should carry their passport. Arrive at least an hour and a half before departure, check the baggage allowance, which is often lower than on international flights, and confirm the schedule the day before, since domestic timetables change more often than international ones.

## Practical tips

- Save your hotel's address and phone number offline before you land.
- Keep your yellow fever card with your passport until you are through immigration.
- Use airport-authorised taxis, ride-hailing apps or a pre-booked hotel transfer to reach the city; our guide to getting from the airport into the city compares the options.
- Have small cedi notes for tips and porters.

Confirm terminal arrangements and facilities with Ghana Airports Company Limited and your airline, and entry rules with the Ghana Immigration Service.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-09",
    tags: ["Airport Guide", "Accra", "Accra International Airport", "arrivals"],
    featured: true,
  },
  {
    slug: "kotoka-airport-to-accra-transport",
    title: "Getting from Accra's Airport into the City",
    excerpt:
      "Hotel pick-ups, airport taxis and ride-hailing compared, with rough travel times from Accra International Airport (formerly Kotoka) to Osu, Cantonments, East Legon, Labadi and beyond.",
    content: `Accra International Airport (formerly Kotoka) is unusually close to the city it serves. It sits within Accra, beside the Airport Residential Area and a short hop from Cantonments, so on a clear road many hotels are only minutes away. The catch is traffic: the same journey that takes ten minutes late at night can take an hour at rush hour. This guide compares the ways into the city and gives rough journey times so you can plan your first evening. Arrangements change, so confirm them with **Ghana Airports Company Limited (GACL)**, which runs the airport, and with your hotel.

## Before you land

A little preparation saves a lot of negotiating in the arrivals hall:

- **Save your hotel's full address, a landmark and a phone number offline.** Accra addresses are often described by landmarks, and drivers may call your hotel for directions.
- **Decide how you will pay.** Taxis and many drivers prefer cash in cedis (GH₵) or mobile money (MoMo). Use an ATM or forex bureau in the Terminal 3 arrivals area for your first cedis.
- **Sort out data.** Ride-hailing apps need a working connection. Airport Wi-Fi can be slow, so consider an eSIM or buy a local SIM card with your passport.

International flights arrive at **Terminal 3**; domestic flights use **Terminal 2**. Make sure whoever collects you knows which terminal.

## Option 1: hotel pick-up

Many hotels in Accra, including some budget and mid-range places, offer an **airport pick-up**, either free or for a set charge. This is the least stressful choice after a long flight, especially if you land at night.

- Book it when you reserve the room and confirm it a day or two before you fly.
- Ask for the **driver's name and phone number** and how you will recognise them, usually a sign with your name.
- Check whether the price is per car or per person, and whether it includes waiting time if your flight is delayed.

## Option 2: ride-hailing apps

**Uber**, **Bolt** and **Yango** all operate in Accra and are widely used by visitors and residents. They show a fare estimate before you book, which removes the need to negotiate.

- Follow the signs or ask airport staff for the **ride-hailing pick-up area**, which is usually outside the terminal building rather than at the door.
- **Match the car's plate number** and the driver's name with the app before you get in.
- Some drivers will call to ask whether you are paying in cash or to confirm your location. Keep your phone on.
- Fares rise at busy times, and in heavy rain cars can be hard to find.

## Option 3: airport taxis

Taxis wait outside Terminal 3. Accra taxis are generally **not metered**, so **agree the fare before you get in** and confirm it is for the car, not per person. Ask your hotel in advance what a fair fare to the airport is, or check the estimate on a ride-hailing app so you have a benchmark. Official airport taxis tend to charge more than street taxis in the city, but they are convenient and accountable.

Politely decline offers from people who approach you inside the terminal offering a cheap car. Walk to the taxi rank or a clearly marked service.

## Option 4: tro-tros and buses

**Tro-tros**, the shared minibuses that carry much of Accra's population, run along the main roads near the airport. They are cheap and part of daily life, but with luggage, on your first day, after a long flight, they are hard work. Save them for later in your trip, when you know your route and have small cedi notes or MoMo ready.

## Option 5: car with driver

If you plan to travel beyond Accra, you can hire a **car with a driver** and have them meet you at the airport. Agree in writing what is included, such as fuel, the driver's meals and overnight allowance, tolls and waiting time.

## Rough journey times

These are approximate times by car and vary greatly with time of day. Add plenty of time on weekday mornings and evenings, on Friday afternoons and in heavy rain.

- **Airport Residential Area and Airport City**: a few minutes to about 20 minutes.
- **Cantonments**: roughly 10 to 30 minutes.
- **East Legon**: roughly 15 to 40 minutes.
- **Osu**: roughly 20 to 45 minutes.
- **Labadi and La**: roughly 20 to 45 minutes.
- **Adabraka and central Accra**: roughly 25 to 60 minutes.
- **Jamestown**: 30 minutes to well over an hour.
- **Tema**: typically 40 minutes to more than an hour, depending on the motorway.
- **Kokrobite and the beaches west of Accra**: the longest run, right across the city, so allow well over an hour.

## Arriving at night

Many long-haul flights land in Accra in the evening. At night:

- A **pre-booked hotel pick-up** or a **ride-hailing car** is the most comfortable choice.
- Keep your phone charged and tell your hotel when you land.
- Keep valuables out of sight in the car and your bag at your feet or in the boot.
- Ask your hotel whether it has a late check-in desk. Small guest houses sometimes close their gate at night.

## Going back to the airport

Allow for Accra's traffic when returning for a flight. Aim to be at Terminal 3 about three hours before an international departure, and leave your hotel with a generous buffer, particularly between 6am and 10am and between 4pm and 8pm on weekdays. Book your ride-hailing car or hotel transfer well in advance.

## Which option to choose

- **First visit, late arrival, or travelling with children**: hotel pick-up.
- **Comfortable with apps and have data**: ride-hailing.
- **Need to leave immediately and no data**: airport taxi with an agreed fare.
- **Going straight on to other regions**: car with driver.

Confirm current airport transport arrangements with Ghana Airports Company Limited and your hotel, and check fares in your ride-hailing app or with your driver before you travel.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-10",
    tags: ["Airport Guide", "Accra", "Accra International Airport", "transport"],
    featured: false,
  },
  {
    slug: "affordable-hotels-in-accra",
    title: "Affordable Hotels in Accra: Where to Stay on a Budget",
    excerpt:
      "Good-value rooms in Accra start from about $25 a night. Which neighbourhoods to pick, what the money buys and the checks that avoid a bad stay.",
    content: `Accra is not a cheap city for accommodation by West African standards, but you do not need a five-star budget to stay well. Clean, safe budget hotels and guest houses start from about **$25 a night**, and most good-value rooms fall between **$25 and $75**. Rates vary by season and are often quoted in US dollars but paid in cedis, so confirm the price and what it includes when you book. This guide explains what each price band gets you, which neighbourhoods work for a budget stay and what to check before you pay. The ranges are indicative: hotels set their own rates and change them through the year.

## What your money buys

### About $25 to $40 a night

At the lower end you will find simple guest houses and small hotels, often family-run. Expect:

- A private room with a fan or air conditioning, sometimes with a shared bathroom
- Basic furniture, a mosquito net or screened windows
- Wi-Fi that may only work well in the reception area
- Limited or no backup power during outages
- Breakfast sometimes included, often simple

These places suit independent travellers who will be out all day. Check recent guest reviews carefully, since quality at this level varies more than anywhere else.

### About $40 to $75 a night

In the middle of the budget range you get noticeably more comfort:

- **Air conditioning** and an en-suite bathroom as standard
- A **generator or backup power**, which matters during power cuts
- Hot water, more reliable Wi-Fi and a television
- A restaurant or breakfast room, sometimes a small pool
- Staff who can arrange **airport pick-ups**, taxis and day trips

For most visitors, this is the sweet spot in Accra: reliable rooms without the prices of the international chains.

## Neighbourhoods for a budget stay

### Osu

Osu is lively and central, with Oxford Street's restaurants, bars, shops and banks. Budget guest houses are tucked into the side streets. It suits first-time visitors who want to walk to food and nightlife. Ask for a room away from the street if you are a light sleeper.

### Adabraka and Asylum Down

Close to central Accra and the National Museum area, these older neighbourhoods have some of the city's cheapest hotels and good tro-tro links. They are practical for travellers on tight budgets who are happy with a less polished setting.

### Labadi and La

Near **Labadi Beach**, this area offers guest houses and small hotels a short ride from the sea and from Osu. It suits travellers who want the coast without resort prices.

### East Legon

A residential area north-east of the airport with quieter guest houses, serviced apartments and plenty of restaurants. It is convenient for the airport and for visits to friends and family, but further from the old city and beaches.

### Near the airport

The **Airport Residential Area** is mostly mid-range and upmarket, but a few guest houses nearby offer budget rates. They are handy for late arrivals or early departures from **Terminal 3** at Accra International Airport (formerly Kotoka).

## Checks before you book

- **Licence.** Under the Tourism Act 2011 (Act 817), every tourist accommodation in Ghana must hold a **Ghana Tourism Authority** licence, renewed every 12 months. Ask the hotel about its licence, or check with the Ghana Tourism Authority if you have doubts.
- **Air conditioning in the room you book.** Some listings mention it for the building, not every room.
- **Backup power and water.** Power cuts still happen, and some areas have intermittent water supply. Ask whether the hotel has a generator and a water tank.
- **Taxes and charges.** Confirm whether the quoted rate includes taxes, levies and breakfast, and whether the hotel charges a fee for paying by card.
- **Location and traffic.** A cheaper room far from where you need to be can cost more in taxi fares and time. Check the route to the places you will visit most.
- **Recent reviews.** Read reviews from the last few months, especially for cleanliness, noise, Wi-Fi and the state of the bathrooms.
- **Security.** Look for a staffed reception or gate, and a safe or lockable cupboard in the room.

## Paying and saving money

Larger hotels accept cards, but many smaller guest houses prefer **cash in cedis** (GH₵) or **mobile money (MoMo)**. Carry a card as a backup and keep receipts. A few ways to save:

- **Book direct** and ask for a rate for stays of a week or more; many small hotels offer one.
- **Travel outside the peak December period**, when many people from the diaspora visit and rates rise.
- **Choose rooms with breakfast** if the nearby alternatives are expensive.
- **Share a twin room** or book a family room if you are travelling in a group.
- **Eat locally.** Chop bars and street food stalls are cheaper than hotel restaurants and often better.

## Budget stay essentials to pack

- Insect repellent and a plug-in mosquito device if your room has no screens
- A small torch or headlamp for power cuts
- A universal adapter; Ghana mainly uses the UK-style three-pin plug
- A power bank for your phone
- Flip-flops for shared bathrooms

## Our advice

Book the first two or three nights in advance so you arrive with a confirmed room and, ideally, an airport pick-up. Once you know the city, you can move to a guest house in the area you like best, often at a better rate than online.

Prices change with the season and exchange rates, so confirm current rates directly with each hotel, and check licensing questions with the Ghana Tourism Authority.`,
    author: "Akwaaba Stays Travel Desk",
    publishedAt: "2026-11-12",
    tags: ["Accommodation", "Accra", "budget travel", "hotels"],
    featured: false,
  },
];
