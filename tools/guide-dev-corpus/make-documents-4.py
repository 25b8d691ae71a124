#!/usr/bin/python3
"""Fourth documents batch for the guide-dev corpus.

Holds every document's content as data, checks it, writes the documents into
documents-4/ (PDF with reportlab and the DejaVu fonts, DOCX with python-docx, the scan as an
image-only PDF drawn with PIL), reads every file back, and only then writes documents-4.json.

Run with the Debian Python: /usr/bin/python3 make-documents-4.py
Needs python3-reportlab, python3-docx, python3-pil and pdftotext / pdfinfo / pdffonts.
Exit code 1 on any failed check (data checks before anything is written; read-back checks
before the manifest is written).
"""
import json
import os
import random
import re
import subprocess
import sys
import unicodedata
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.join(HERE, "documents-4")
MANIFEST = os.path.join(HERE, "documents-4.json")
FONT_DIR = "/usr/share/fonts/truetype/dejavu"

GOLD_KEYS = ["title", "problem", "solution", "target_population", "stage", "needs", "funding", "team"]
STAGES = {"concept", "prototype", "live", "established"}

# The brief lists 9+10+4+3+4+3+3+1+4 = 41 documents but also asks for 40 files (g01-g40,
# 20 PDF + 20 DOCX). To keep 40 files, `paragraphs` has 3 documents instead of 4.
SHAPE_COUNTS = {
    "lean-canvas": 9,
    "other-language": 10,
    "paragraphs": 3,
    "email": 3,
    "deck": 4,
    "grant-abstract": 3,
    "one-liner": 3,
    "scan": 1,
    "not-pitch": 4,
}


def G(title=None, problem=None, solution=None, target=None, stage=None, needs=None,
      funding=None, team=None):
    return {"title": title, "problem": problem, "solution": solution,
            "target_population": target, "stage": stage, "needs": needs,
            "funding": funding, "team": team}


# ---------------------------------------------------------------------------------------------
# The documents
# Block types (flow layouts): title, sub, h (heading), hb (bold line, no heading style), p,
# lines (one paragraph per line, "" = blank), bullets, numbered, qa (question, answer), small,
# spacer, rule, table (rows of cells; a cell is a string, None, or {"label", "text"/"bullets"}),
# ptable (placed table: grid size and cells with spans, DOCX only).
# ---------------------------------------------------------------------------------------------

DOCS = []

# g01 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g01-lean-canvas-grid-cool-neighbours.pdf", shape="lean-canvas", lang="en",
    implicit=True, layout="grid9",
    header=["Cool Neighbours \u2014 Lean Canvas",
            "Port Adelaide, South Australia \u00b7 Version 3 \u00b7 14 October 2026 \u00b7 "
            "Prepared by Shona Kettering and Vasilis Anastasiou"],
    # drawn in the order a canvas is usually filled in (1-9), not left to right
    boxes=[
        ("problem", "PROBLEM",
         "1. Older people on their own get sick or die in heatwaves, often unnoticed for days.\n"
         "2. Many keep the air-con off because they fear the power bill.\n"
         "3. Heat alerts go out by app and email, which this group rarely reads.\n"
         "Existing alternatives: a phone-check register few people know about; family "
         "ringing when they remember."),
        ("segments", "CUSTOMER SEGMENTS",
         "Residents aged 75+ who are on their own at home in Port Adelaide and Semaphore.\n"
         "Early adopters: people already on home-delivered meals rounds."),
        ("uvp", "UNIQUE VALUE PROPOSITION",
         "On every heat-alert day, a neighbour rings you and checks your room temperature "
         "\u2014 before it gets dangerous."),
        ("solution", "SOLUTION",
         "Trained volunteer neighbours ring each resident on heat-alert days. A $20 room "
         "thermometer sends a text when indoors passes 30\u00b0C. Volunteers follow a one-page "
         "script and escalate to the GP or 000."),
        ("channels", "CHANNELS",
         "Meal delivery drivers; GP practice nurses; church, mosque and Greek club "
         "newsletters; the local library."),
        ("revenue", "REVENUE STREAMS",
         "Council pays $45 per resident per summer. State heat-health grant of $30,000 "
         "received in 2025. Now asking for $60,000 to cover two more council areas."),
        ("cost", "COST STRUCTURE",
         "Thermometers and SIM plans ($38 per unit per year); volunteer training; a "
         "coordinator at 0.4 FTE; insurance; printing."),
        ("metrics", "KEY METRICS",
         "Summer 2025-26: 212 residents, 41 volunteers, 1,900 calls, 23 escalations, no heat "
         "deaths among members."),
        ("advantage", "UNFAIR ADVANTAGE",
         "Started by two retired paramedics who know the area street by street; "
         "data-sharing agreement with the council already signed."),
    ],
    gold=G(title=["Cool Neighbours"],
           problem=["sick or die in heatwaves", "unnoticed for days"],
           solution=["Trained volunteer neighbours ring each resident",
                     "room thermometer sends a text"],
           target=["Residents aged 75+"],
           stage=["live"],
           needs=None,
           funding=["asking for $60,000", "heat-health grant of $30,000",
                    "Council pays $45 per resident"],
           team=["Shona Kettering", "Vasilis Anastasiou", "two retired paramedics"]),
    names=["Shona Kettering", "Vasilis Anastasiou"],
))

# g02 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g02-de-luftlotse.docx", shape="other-language", lang="de", implicit=False,
    layout="flow",
    blocks=[
        ("title", "LuftLotse \u2013 Feinstaub-Ampeln f\u00fcr Grundschulen"),
        ("sub", "Projektskizze f\u00fcr das Innovationsprogramm des Konsortiums \u00b7 "
                "Stuttgart, November 2026"),
        ("h", "Worum geht es?"),
        ("p", "In Stuttgart liegen viele Grundschulen direkt an stark befahrenen Stra\u00dfen. "
              "An Tagen mit hoher Feinstaubbelastung bekommen Kinder mit Asthma h\u00e4ufiger "
              "Anf\u00e4lle, aber weder Lehrkr\u00e4fte noch Eltern wissen, wann die Luft drau\u00dfen "
              "schlecht ist. Die offiziellen Messstationen stehen oft kilometerweit entfernt."),
        ("h", "Unsere L\u00f6sung"),
        ("p", "LuftLotse ist ein kleiner Feinstaubsensor am Schulzaun, der mit einer Ampel im "
              "Lehrerzimmer verbunden ist. Bei Rot bleibt die Pause drinnen, und Eltern von "
              "Kindern mit Asthma bekommen eine SMS, damit das Notfallspray morgens "
              "eingepackt wird."),
        ("h", "F\u00fcr wen?"),
        ("p", "Grundschulkinder mit Asthma und ihre Eltern, au\u00dferdem Lehrkr\u00e4fte und "
              "Schulleitungen an Schulen an Hauptverkehrsstra\u00dfen."),
        ("h", "Wo wir stehen"),
        ("p", "Wir haben drei Prototypen gebaut und sie vier Wochen lang auf dem Dach der "
              "Hochschule neben einer amtlichen Messstation getestet. Die Werte weichen im "
              "Mittel um weniger als 15 % ab."),
        ("h", "Was wir brauchen"),
        ("p", "Zwei Grundschulen, die den Sensor ein Schuljahr lang testen, und Hilfe beim "
              "Datenschutz f\u00fcr die SMS an Eltern."),
        ("h", "Finanzierung"),
        ("p", "Wir beantragen 48.000 Euro f\u00fcr 20 Sensoren, die SMS-Kosten und eine halbe "
              "Stelle f\u00fcr die Auswertung."),
        ("h", "Team"),
        ("p", "Dr. Henrike Vollmer (Umweltmedizin, Projektleitung), Jonas Brandstetter "
              "(Elektrotechnik, Masterstudent) und Aylin Demirci (Grundschullehrerin und "
              "Mutter eines Kindes mit Asthma)."),
        ("small", "Kontakt: henrike.vollmer@luftlotse.example.org"),
    ],
    gold=G(title=["LuftLotse"],
           problem=["Kinder mit Asthma h\u00e4ufiger Anf\u00e4lle",
                    "wann die Luft drau\u00dfen schlecht ist"],
           solution=["kleiner Feinstaubsensor am Schulzaun", "Ampel im Lehrerzimmer"],
           target=["Grundschulkinder mit Asthma und ihre Eltern"],
           stage=["prototype"],
           needs=["Zwei Grundschulen", "Hilfe beim Datenschutz"],
           funding=["48.000 Euro"],
           team=["Henrike Vollmer", "Jonas Brandstetter", "Aylin Demirci"]),
    names=["Henrike Vollmer", "Jonas Brandstetter", "Aylin Demirci"],
))

# g03 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g03-paragraphs-ear-round.docx", shape="paragraphs", lang="en", implicit=True,
    layout="flow",
    blocks=[
        ("p", "Last spring a resident at one of our homes in Harrogate was assessed for "
              "worsening dementia. She had stopped joining in, stopped answering questions and "
              "had started shouting at night. It turned out that both of her hearing aids had "
              "flat batteries and one was blocked with wax. Within a week of new batteries and "
              "a clean, she was doing the crossword again with the activities coordinator."),
        ("p", "That story is not unusual. Around three quarters of people in care homes have "
              "some hearing loss, yet hearing aids end up lost in laundry, sitting in drawers "
              "with dead batteries, or put in the wrong ear. Care staff are rarely shown how "
              "to look after them, and the audiology clinic is a taxi ride and a half-day "
              "wait away."),
        ("p", "Ear Round is a fifteen-minute weekly check carried out by a care assistant who "
              "has done our two-hour training. They change batteries, clean tubes and domes, "
              "look for wax, label each aid with the resident's name and note any problems on "
              "a laminated card that travels with the resident. Anything they cannot fix goes "
              "to a named audiologist by secure message."),
        ("p", "Since February 2025, the audiologist Beatrix Oyelaran and I, Wendell Ashby, a "
              "nurse at one of the homes, have run Ear Round in nine homes around Harrogate "
              "and Knaresborough, covering 286 residents. Lost aids have dropped from about "
              "eleven a month to two, and staff tell us conversations at mealtimes have come "
              "back."),
        ("p", "We would like to reach the remaining 30 homes in North Yorkshire. For that we "
              "are asking for \u00a375,000 over two years to train a champion in each home and "
              "buy battery stocks, and we are looking for an audiology department willing to "
              "take the secure messages."),
    ],
    gold=G(title=["Ear Round"],
           problem=["hearing aids end up lost in laundry", "dead batteries"],
           solution=["fifteen-minute weekly check", "change batteries, clean tubes and domes"],
           target=["people in care homes"],
           stage=["live"],
           needs=["an audiology department"],
           funding=["\u00a375,000 over two years"],
           team=["Beatrix Oyelaran", "Wendell Ashby"]),
    names=["Beatrix Oyelaran", "Wendell Ashby"],
))

# g04 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g04-deck-kitback.pdf", shape="deck", lang="en", implicit=False, layout="deck",
    opts={"page": (960, 540), "numbers": "n/N", "theme": "teal"},
    slides=[
        dict(kind="cover", title="KitBack",
             lines=["Getting bowel screening kits back through the letterbox",
                    "Lanarkshire, Scotland \u00b7 Investor & partner deck \u00b7 November 2026",
                    "Dr Catriona Mulgrew \u00b7 Ravi Sethuraman"]),
        dict(kind="problem", title="The problem",
             lines=["Four in ten people sent a bowel screening kit never return it",
                    "Return is lowest in the most deprived postcodes",
                    "Cancers found late, when treatment is harder and survival lower"]),
        dict(kind="solution", title="Our solution",
             lines=["A text message on day 3 and day 10 with a 40-second video from the "
                    "person's own GP practice",
                    "Free drop-off boxes at 25 pharmacies and two supermarkets for people who "
                    "don't trust the post",
                    "A practice dashboard showing who has not returned their kit"]),
        dict(kind="audience", title="Who it's for",
             lines=["Adults aged 50-74 who have been sent a kit and not returned it",
                    "Practices in the most deprived fifth of postcodes first"]),
        dict(kind="market", title="Market",
             lines=["Scotland: ~900,000 kits sent each year",
                    "UK: 7.8 million kits sent per year, ~2.6 million not returned",
                    "Price: \u00a31.10 per kit sent (texts + boxes)"]),
        dict(kind="traction", title="Traction",
             lines=["Pilot live in 6 GP practices since May 2026",
                    "Return rate up from 58% to 67% vs. matched practices",
                    "2,340 people texted; 412 used a drop-off box"]),
        dict(kind="team", title="Team",
             lines=["Dr Catriona Mulgrew \u2014 GP partner, Coatbridge, clinical lead",
                    "Ravi Sethuraman \u2014 former telecoms engineer, builds the texting platform",
                    "Morag Teale \u2014 pharmacist, runs the drop-off network"]),
        dict(kind="ask", title="The ask",
             lines=["\u00a3220,000 seed funding for 18 months",
                    "Introductions to 2 more health boards",
                    "A data-sharing agreement with the national screening centre"]),
        dict(kind="end", title="Thank you",
             lines=["catriona@kitback.example.com"]),
    ],
    gold=G(title=["KitBack"],
           problem=["never return it", "Cancers found late"],
           solution=["A text message on day 3 and day 10", "Free drop-off boxes",
                     "practice dashboard"],
           target=["Adults aged 50-74 who have been sent a kit"],
           stage=["live"],
           needs=["Introductions to 2 more health boards", "data-sharing agreement"],
           funding=["\u00a3220,000 seed funding"],
           team=["Catriona Mulgrew", "Ravi Sethuraman", "Morag Teale"]),
    names=["Catriona Mulgrew", "Ravi Sethuraman", "Morag Teale"],
))

# g05 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g05-lean-canvas-merged-ironsisters.docx", shape="lean-canvas", lang="en",
    implicit=False, layout="flow", opts={"landscape": True, "narrow": True},
    blocks=[
        ("hb", "Lean Canvas: IronSisters"),
        ("small", "Lusaka, Zambia | Stage: concept | Author: Mwila Chabala-Banda | 2 Nov 2026"),
        ("ptable", (3, 10), [
            ((0, 0), (1, 1), {"label": "Problem", "text":
             "Anaemia in pregnancy is common in Lusaka's compounds and raises the risk of "
             "bleeding after birth. Women are given iron-folate tablets at antenatal clinic, "
             "but many stop after a week because of nausea, constipation and the cost of "
             "transport to get a refill.\nExisting alternatives: a reminder from the clinic "
             "nurse at the next visit, often 6-8 weeks away."}),
            ((0, 2), (0, 3), {"label": "Solution", "text":
             "Weekly 'iron sister' groups at market stalls: tablet refills, tips for side "
             "effects, and a shared snack rich in iron."}),
            ((0, 4), (1, 5), {"label": "Unique Value Proposition", "text":
             "Stay on your iron tablets with women like you, at the market you already go to."}),
            ((0, 6), (0, 7), {"label": "Unfair Advantage", "text":
             "The market women's association has agreed to host stalls; our founder ran "
             "antenatal clinics in Kanyama for 9 years."}),
            ((0, 8), (1, 9), {"label": "Customer Segments", "text":
             "Pregnant women attending antenatal care in Kanyama and Matero.\nEarly adopters: "
             "first-time mothers under 25."}),
            ((1, 2), (1, 3), {"label": "Key Metrics", "text":
             "% of women still taking tablets at 28 and 36 weeks; haemoglobin at 36 weeks; "
             "number of active groups."}),
            ((1, 6), (1, 7), {"label": "Channels", "text":
             "Referral from antenatal clinics; a radio spot paid by the market association; "
             "church women's groups."}),
            ((2, 0), (2, 4), {"label": "Cost Structure", "text":
             "Stipend for iron sisters (ZMW 400 a month each), snacks, haemoglobin test "
             "strips, a part-time nurse supervisor."}),
            ((2, 5), (2, 9), {"label": "Revenue Streams", "text":
             "Seeking a USD 35,000 grant for a first year in two markets. Later: a district "
             "health office contract per group."}),
        ]),
        ("p", "Looking for: a statistician to help design the evaluation."),
    ],
    gold=G(title=["IronSisters"],
           problem=["Anaemia in pregnancy", "stop after a week"],
           solution=["groups at market stalls", "tablet refills"],
           target=["Pregnant women attending antenatal care"],
           stage=["concept"],
           needs=["a statistician"],
           funding=["USD 35,000 grant"],
           team=["Mwila Chabala-Banda"]),
    names=["Mwila Chabala-Banda"],
))

# g06 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g06-fr-depistage-bebe-thies.pdf", shape="other-language", lang="fr", implicit=True,
    layout="flow", opts={"font": "serif", "size": 11},
    blocks=[
        ("p", "\u00c0 Thi\u00e8s, un enfant sur cent na\u00eet avec la dr\u00e9panocytose, et la "
              "plupart des familles ne le d\u00e9couvrent qu'apr\u00e8s une premi\u00e8re crise "
              "grave, souvent vers deux ou trois ans. Beaucoup de ces enfants meurent avant "
              "cinq ans sans avoir jamais \u00e9t\u00e9 diagnostiqu\u00e9s."),
        ("p", "Avec D\u00e9pistage B\u00e9b\u00e9 Thi\u00e8s, les sages-femmes des maternit\u00e9s "
              "font un test rapide sur une goutte de sang du talon avant la sortie de la "
              "maternit\u00e9. Le r\u00e9sultat est connu en dix minutes. Les b\u00e9b\u00e9s "
              "d\u00e9pist\u00e9s positifs re\u00e7oivent de la p\u00e9nicilline et l'acide "
              "folique gratuitement, et leurs parents sont inscrits \u00e0 une consultation "
              "mensuelle au centre de sant\u00e9 le plus proche, avec un rappel par SMS en "
              "wolof ou en fran\u00e7ais."),
        ("p", "Le service s'adresse \u00e0 tous les nouveau-n\u00e9s des maternit\u00e9s de la "
              "r\u00e9gion de Thi\u00e8s et \u00e0 leurs familles. Depuis janvier 2025, quatre "
              "maternit\u00e9s de la r\u00e9gion participent. Nous avons test\u00e9 5 812 "
              "nouveau-n\u00e9s et suivi 61 enfants atteints ; 57 viennent encore "
              "r\u00e9guli\u00e8rement en consultation."),
        ("p", "Nous cherchons 90 000 euros pour \u00e9tendre le d\u00e9pistage \u00e0 douze "
              "maternit\u00e9s et acheter les tests rapides pour deux ans. Nous avons aussi "
              "besoin d'un laboratoire de r\u00e9f\u00e9rence pour confirmer les r\u00e9sultats "
              "positifs par \u00e9lectrophor\u00e8se."),
        ("p", "L'\u00e9quipe : Mme Aminata Ndiaye-Sow, sage-femme coordinatrice, le Dr Ousmane "
              "Faye, p\u00e9diatre \u00e0 l'h\u00f4pital r\u00e9gional, et Mame Diarra Gueye, qui "
              "g\u00e8re les SMS et la base de donn\u00e9es. Contact : "
              "aminata.ndiaye@depistagebebe.example.org"),
    ],
    gold=G(title=["D\u00e9pistage B\u00e9b\u00e9 Thi\u00e8s"],
           problem=["na\u00eet avec la dr\u00e9panocytose",
                    "apr\u00e8s une premi\u00e8re crise grave"],
           solution=["test rapide sur une goutte de sang",
                     "p\u00e9nicilline et l'acide folique gratuitement"],
           target=["tous les nouveau-n\u00e9s des maternit\u00e9s"],
           stage=["live"],
           needs=["un laboratoire de r\u00e9f\u00e9rence"],
           funding=["90 000 euros"],
           team=["Aminata Ndiaye-Sow", "Ousmane Faye", "Mame Diarra Gueye"]),
    names=["Aminata Ndiaye-Sow", "Ousmane Faye", "Mame Diarra Gueye"],
))

# g07 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g07-email-knee-class.docx", shape="email", lang="en", implicit=True, layout="flow",
    blocks=[
        ("lines", ["From: Declan \u00d3 Murch\u00fa <declan.omurchu@kneeclass.example.com>",
                   "To: pitches@healthconsortium.example.org",
                   "Date: Tue, 3 Nov 2026 21:14",
                   "Subject: Knee class for farmers - would ye be interested?"]),
        ("rule",),
        ("p", "Hello,"),
        ("p", "I'm a chartered physiotherapist in Macroom, Co. Cork, and I see a lot of farmers "
              "in their fifties and sixties with knee osteoarthritis. Most of them are told to "
              "do exercises, and most of them don't, because the nearest class is 40 minutes "
              "away at 11 in the morning, when there's cattle to be fed."),
        ("p", "So I've put together Knee Class on the Phone: eight short videos (10 minutes "
              "each) that a farmer can do in the yard or the milking parlour, sent one a week "
              "over WhatsApp with a voice note from me. A pal of mine who does the sound for "
              "the local hurling club recorded them. So far I've tried the first six videos "
              "with my own father and four neighbours, and changed a fair bit based on what "
              "they said - mostly making them shorter and louder."),
        ("p", "What I'd need is someone to help me test it properly with a bigger group, "
              "ideally through a farming organisation or co-op, and advice on whether this "
              "counts as a medical device (I suspect not). Money-wise, \u20ac12,000 would cover "
              "filming the full set properly and my time for six months."),
        ("p", "It's just me for now, with my sister Gr\u00e1inne helping with the WhatsApp side."),
        ("p", "Thanks for reading,\nDeclan"),
        ("lines", ["Declan \u00d3 Murch\u00fa MISCP", "Chartered Physiotherapist",
                   "Macroom Physio & Sports Injury Clinic"]),
    ],
    gold=G(title=["Knee Class on the Phone"],
           problem=["knee osteoarthritis", "nearest class is 40 minutes away"],
           solution=["eight short videos", "sent one a week over WhatsApp"],
           target=["farmers in their fifties and sixties"],
           stage=["prototype"],
           needs=["help me test it properly", "counts as a medical device"],
           funding=["\u20ac12,000"],
           team=["just me for now", "my sister Gr\u00e1inne"]),
    names=["Declan \u00d3 Murch\u00fa", "Gr\u00e1inne"],
))

# g08 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g08-one-liner-saltswap.pdf", shape="one-liner", lang="en", implicit=True,
    layout="flow", opts={"size": 11}, one_page=True,
    blocks=[
        ("p", "SaltSwap: a half-sodium cooking salt in the same yellow sachet as the usual "
              "brand, stocked in 400 corner shops in Surulere and Yaba since March, to cut the "
              "salt in family cooking for households with a member on blood-pressure tablets."),
    ],
    gold=G(title=["SaltSwap"],
           problem=["cut the salt in family cooking", "blood-pressure tablets"],
           solution=["a half-sodium cooking salt"],
           target=["households with a member on blood-pressure tablets"],
           stage=["live"]),
    names=[],
))

# g09 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g09-not-pitch-software-licence.pdf", shape="not-pitch", lang="en", implicit=False,
    layout="flow", opts={"font": "serif", "size": 9.5},
    blocks=[
        ("title", "CLINICSLOT\u2122 SOFTWARE LICENCE AGREEMENT"),
        ("sub", "Version 4.2 \u2014 effective 1 January 2026"),
        ("p", "This Agreement is made between Brightwater Systems Ltd (\"Licensor\") and the "
              "organisation named in the Order Form (\"Licensee\"). By installing or using the "
              "Software the Licensee agrees to these terms."),
        ("h", "1. Definitions"),
        ("p", "\"Software\" means the ClinicSlot appointment-booking application, including "
              "updates, documentation and any reminder-message templates supplied by the "
              "Licensor. \"Authorised Users\" means employees and contractors of the Licensee "
              "who need access to book, amend or cancel appointments."),
        ("h", "2. Grant of licence"),
        ("p", "Subject to payment of the fees in the Order Form, the Licensor grants the "
              "Licensee a non-exclusive, non-transferable licence to use the Software for its "
              "internal business purposes for the Subscription Term."),
        ("h", "3. Restrictions"),
        ("p", "The Licensee shall not copy, modify, decompile or reverse engineer the Software, "
              "sub-license it to third parties, or use it to provide a booking service to "
              "other organisations."),
        ("h", "4. Data protection"),
        ("p", "Patient data entered into the Software remains the property of the Licensee. "
              "The Licensor acts as a processor and will process such data only on the "
              "Licensee's documented instructions, as set out in Schedule 2."),
        ("h", "5. Fees and payment"),
        ("p", "Fees are payable annually in advance. Late payments accrue interest at 4% above "
              "the base rate of the Licensor's bank."),
        ("h", "6. Warranty"),
        ("p", "The Licensor warrants that the Software will perform substantially in "
              "accordance with its documentation for 90 days from delivery. The Licensor does "
              "not warrant that the Software is error-free or suitable for clinical "
              "decision-making."),
        ("h", "7. Limitation of liability"),
        ("p", "Neither party's total liability under this Agreement shall exceed the fees paid "
              "in the twelve months before the claim."),
        ("h", "8. Termination"),
        ("p", "Either party may terminate this Agreement on 60 days' written notice, or "
              "immediately if the other party commits a material breach that is not remedied "
              "within 30 days."),
        ("h", "9. Governing law"),
        ("p", "This Agreement is governed by the laws of England and Wales."),
        ("small", "Questions about this licence: licensing@brightwater.example.com"),
    ],
    gold=G(), names=[],
))

# g10 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g10-es-formulario-cazadores-de-larvas.docx", shape="other-language", lang="es",
    implicit=False, layout="flow", form=True,
    blocks=[
        ("title", "Convocatoria de Innovaci\u00f3n en Salud 2026"),
        ("sub", "Formulario de propuesta \u2013 responda todas las preguntas"),
        ("qa", "1. Nombre del proyecto", "Cazadores de Larvas"),
        ("qa", "2. \u00bfQu\u00e9 problema quiere resolver?",
         "El dengue vuelve cada temporada de lluvias a los barrios del sur de M\u00e9rida. Los "
         "criaderos de mosquitos est\u00e1n en patios, cubetas y llantas viejas, y las brigadas "
         "de fumigaci\u00f3n llegan cuando ya hay casos."),
        ("qa", "3. Describa su soluci\u00f3n.",
         "Ni\u00f1as y ni\u00f1os de quinto y sexto de primaria revisan cada semana los patios de "
         "su cuadra con una ficha ilustrada, eliminan los recipientes con agua y suben una "
         "foto de las larvas a un mapa compartido con el centro de salud. Las cuadras con "
         "m\u00e1s criaderos reciben visita prioritaria."),
        ("qa", "4. \u00bfA qui\u00e9n va dirigido?",
         "Familias de las colonias del sur de M\u00e9rida y los alumnos de primaria de sus "
         "escuelas."),
        ("qa", "5. \u00bfEn qu\u00e9 etapa se encuentra el proyecto? (idea / prototipo / piloto "
               "/ en operaci\u00f3n)",
         "Piloto en 12 escuelas desde agosto de 2025, con 430 alumnos participantes."),
        ("qa", "6. \u00bfQu\u00e9 apoyo necesita, adem\u00e1s de financiamiento?",
         "Un convenio con la Secretar\u00eda de Salud del estado para usar los datos del mapa, "
         "y un entom\u00f3logo que valide las fotos."),
        ("qa", "7. Monto solicitado", "850 000 pesos mexicanos para dos ciclos escolares."),
        ("qa", "8. Equipo",
         "Mtra. Itzel Canch\u00e9 Pech (maestra de primaria y coordinadora), Bi\u00f3l. Rodrigo "
         "Sansores Uc (bi\u00f3logo) y Fernanda Lor\u00eda, desarrolladora del mapa."),
        ("qa", "9. Datos de contacto", "itzel.canche@cazadoresdelarvas.example.org"),
    ],
    gold=G(title=["Cazadores de Larvas"],
           problem=["El dengue vuelve cada temporada de lluvias", "criaderos de mosquitos"],
           solution=["revisan cada semana los patios", "mapa compartido con el centro de salud"],
           target=["Familias de las colonias del sur de M\u00e9rida", "alumnos de primaria"],
           stage=["live"],
           needs=["Un convenio con la Secretar\u00eda de Salud", "un entom\u00f3logo"],
           funding=["850 000 pesos mexicanos"],
           team=["Itzel Canch\u00e9 Pech", "Rodrigo Sansores Uc", "Fernanda Lor\u00eda"]),
    names=["Itzel Canch\u00e9 Pech", "Rodrigo Sansores Uc", "Fernanda Lor\u00eda"],
))

# g11 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g11-grant-abstract-shadework.pdf", shape="grant-abstract", lang="en", implicit=True,
    layout="flow", opts={"font": "serif", "size": 10},
    blocks=[
        ("title", "SHADEWORK: a cluster-randomised trial of shaded rest breaks and portable "
                  "water for sugarcane cutters in Chinandega, Nicaragua"),
        ("sub", "Structured abstract \u2014 Occupational and Climate Health Research Fund, 2027 round"),
        ("h", "Rationale"),
        ("p", "Chronic kidney disease of unknown cause kills thousands of young men in the "
              "sugarcane belt of Central America. Repeated heat stress and dehydration during "
              "the harvest are the leading explanation. Cutters often work seven-hour shifts "
              "with no shade and carry only what water they bring from home."),
        ("h", "Aims"),
        ("p", "To test whether mobile shade tents, 20-minute rest breaks every hour and cooled "
              "water delivered to the rows reduce acute kidney injury across one harvest."),
        ("h", "Approach"),
        ("p", "Twenty work gangs (about 600 cutters) will be randomised to the intervention or "
              "usual practice. Field nurses will measure creatinine from finger-prick samples "
              "before and after the harvest, and productivity will be taken from the daily "
              "tonnage records. The protocol has been drafted with the workers' cooperative; "
              "recruitment will begin in November 2027, and no cutter has been enrolled so far."),
        ("h", "Anticipated outcomes"),
        ("p", "A one-third reduction in acute kidney injury, and a costed package that growers "
              "and the social security institute can adopt."),
        ("h", "Budget"),
        ("p", "Total requested: USD 410,000 over 24 months (field staff 52%, tents and water "
              "carts 21%, laboratory 14%, analysis and dissemination 13%)."),
        ("h", "Investigators"),
        ("p", "Dr Marisol Artola Zeled\u00f3n (principal investigator, occupational physician); "
              "Prof. Henrik Dalgaard (nephrologist, co-investigator); Yader Espinoza "
              "(president, Chinandega cane workers' cooperative)."),
    ],
    gold=G(title=["SHADEWORK"],
           problem=["Chronic kidney disease of unknown cause",
                    "Repeated heat stress and dehydration"],
           solution=["mobile shade tents", "20-minute rest breaks every hour",
                     "cooled water delivered to the rows"],
           target=["sugarcane cutters in Chinandega"],
           stage=["concept"],
           needs=None,
           funding=["USD 410,000 over 24 months"],
           team=["Marisol Artola Zeled\u00f3n", "Henrik Dalgaard", "Yader Espinoza"]),
    names=["Marisol Artola Zeled\u00f3n", "Henrik Dalgaard", "Yader Espinoza"],
))

# g12 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g12-it-piede-sicuro.pdf", shape="other-language", lang="it", implicit=False,
    layout="flow",
    blocks=[
        ("title", "Piede Sicuro \u2013 screening del piede diabetico nelle farmacie di paese"),
        ("sub", "Proponente: Farmacia Cooperativa del Salento (Lecce)"),
        ("h", "Il problema"),
        ("p", "In Puglia molte persone con diabete non si fanno controllare i piedi per anni. "
              "Le ulcere vengono scoperte tardi e finiscono troppo spesso in amputazione. Gli "
              "ambulatori del piede diabetico sono solo negli ospedali grandi, con liste "
              "d'attesa di mesi."),
        ("h", "La nostra proposta"),
        ("p", "Il farmacista, formato da un podologo, fa in quindici minuti un controllo della "
              "sensibilit\u00e0 con il monofilamento, misura i polsi con un piccolo doppler e "
              "fotografa le lesioni. Le foto arrivano a un podologo che risponde entro 48 ore "
              "e, se serve, prenota la visita in ospedale."),
        ("h", "A chi si rivolge"),
        ("p", "Persone con diabete di tipo 2 che vivono nei piccoli comuni, spesso anziane e "
              "senza automobile."),
        ("h", "A che punto siamo"),
        ("p", "Il progetto \u00e8 ormai consolidato: dal 2019 lo screening si fa in 64 farmacie, "
              "con oltre 9.000 controlli e 312 invii urgenti in ospedale."),
        ("h", "Di cosa abbiamo bisogno"),
        ("p", "Vorremmo portare il modello in Basilicata e in Calabria. Cerchiamo farmacie "
              "partner e un'azienda sanitaria disposta a valutarlo. Chiediamo un contributo di "
              "120.000 euro per la formazione e i doppler."),
        ("h", "Chi siamo"),
        ("p", "Dott.ssa Carmela Rizzello, farmacista e coordinatrice; dott. Pietro Schirinzi, "
              "podologo; Luana De Pascalis, infermiera e formatrice."),
    ],
    gold=G(title=["Piede Sicuro"],
           problem=["non si fanno controllare i piedi", "finiscono troppo spesso in amputazione"],
           solution=["controllo della sensibilit\u00e0 con il monofilamento",
                     "fotografa le lesioni"],
           target=["Persone con diabete di tipo 2"],
           stage=["established"],
           needs=["farmacie partner", "un'azienda sanitaria disposta a valutarlo"],
           funding=["120.000 euro"],
           team=["Carmela Rizzello", "Pietro Schirinzi", "Luana De Pascalis"]),
    names=["Carmela Rizzello", "Pietro Schirinzi", "Luana De Pascalis"],
))

# g13 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g13-deck-driphome.pdf", shape="deck", lang="en", implicit=False, layout="deck",
    opts={"page": "A4L", "numbers": "n", "theme": "navy"},
    slides=[
        dict(kind="cover", title="DripHome",
             lines=["Hospital-grade IV antibiotics at home, watched remotely",
                    "Seed round \u00b7 Singapore \u00b7 2026",
                    "Lim Wei Ling \u00b7 Arjun Pillai-Khoo"]),
        dict(kind="problem", title="Problem",
             lines=["Patients with bone and heart-valve infections stay 4-6 weeks in hospital "
                    "just for IV antibiotics",
                    "Home programmes exist, but nurses can't see pump alarms until the next visit",
                    "Bed shortages push back planned surgery"]),
        dict(kind="solution", title="Solution",
             lines=["A clip-on sensor for any elastomeric pump that measures flow and sends an "
                    "alert to the outpatient team",
                    "A patient app with line-care videos and a red help button",
                    "A nurse dashboard that shows every home infusion on one screen"]),
        dict(kind="audience", title="Who it's for",
             lines=["Adults on 2+ weeks of IV antibiotics who are well enough to go home",
                    "Outpatient parenteral antibiotic (OPAT) teams in public hospitals"]),
        dict(kind="product", title="Where we are",
             lines=["Prototype v2: 3D-printed clip, 9-day battery",
                    "Bench-tested on 140 pumps; flow error under 5%",
                    "No patients yet \u2014 first-in-human study planned for Q2 2027"]),
        dict(kind="market", title="Market",
             lines=["Singapore: ~6,000 OPAT episodes per year",
                    "Asia-Pacific home infusion market: US$1.9 billion (2025)",
                    "Target price: S$35 per infusion-week"]),
        dict(kind="team", title="Team",
             lines=["Lim Wei Ling \u2014 infectious diseases pharmacist, 12 years in OPAT",
                    "Arjun Pillai-Khoo \u2014 biomedical engineer, ex-medical-device startup",
                    "Dr Farah Izzati \u2014 adviser, infectious diseases physician"]),
        dict(kind="ask", title="The ask",
             lines=["S$750,000 seed to finish the device and run a 40-patient study",
                    "A hospital partner for the first-in-human study",
                    "Regulatory advice on Class B registration"]),
    ],
    gold=G(title=["DripHome"],
           problem=["stay 4-6 weeks in hospital", "can't see pump alarms"],
           solution=["clip-on sensor for any elastomeric pump",
                     "sends an alert to the outpatient team"],
           target=["Adults on 2+ weeks of IV antibiotics"],
           stage=["prototype"],
           needs=["A hospital partner", "Regulatory advice on Class B registration"],
           funding=["S$750,000 seed"],
           team=["Lim Wei Ling", "Arjun Pillai-Khoo", "Farah Izzati"]),
    names=["Lim Wei Ling", "Arjun Pillai-Khoo", "Farah Izzati"],
))

# g14 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g14-lean-canvas-lines-timetotake.docx", shape="lean-canvas", lang="en",
    implicit=True, layout="flow",
    blocks=[
        ("p", "LEAN CANVAS \u2013 TimeToTake"),
        ("p", "Date: 21/10/2026   Author: Eleri Pughe, Parkinson's nurse specialist, Swansea"),
        ("p", "Problem: People with Parkinson's who are admitted to hospital often get their "
              "tablets late or not at all. A delay of 30 minutes can leave them unable to "
              "move, swallow or speak. Ward drug rounds run at fixed times that don't match "
              "their own schedule."),
        ("p", "Customer segments: People with Parkinson's admitted to general wards; the ward "
              "nurses who give their medicines."),
        ("p", "Unique value proposition: Every Parkinson's dose on time, without adding a drug "
              "round."),
        ("p", "Solution: A bedside tablet-timer that plays a chime and shows the patient's own "
              "dose times; the nurse taps it when the dose is given, and missed doses show up "
              "on the ward board in red."),
        ("p", "Channels: Parkinson's nurse specialists, ward pharmacists, patient groups."),
        ("p", "Revenue streams: Health board buys timers per ward (\u00a31,200 per ward per "
              "year). Asking for \u00a340,000 to build 30 units."),
        ("p", "Cost structure: Hardware (\u00a385 per timer), software upkeep, training."),
        ("p", "Key metrics: % of doses given within 30 minutes; falls; length of stay."),
        ("p", "Unfair advantage: Made with the Swansea Parkinson's support group, who tried the "
              "chime and the big-number screen at three of their meetings; 20 nursing students "
              "used it in a mock ward at the clinical skills centre. Built by Owain Prydderch, "
              "clinical engineer."),
        ("p", "Help needed: a ward willing to try it for three months."),
    ],
    gold=G(title=["TimeToTake"],
           problem=["get their tablets late or not at all"],
           solution=["bedside tablet-timer", "missed doses show up on the ward board"],
           target=["People with Parkinson's admitted to general wards"],
           stage=["prototype"],
           needs=["a ward willing to try it"],
           funding=["Asking for \u00a340,000", "\u00a31,200 per ward per year"],
           team=["Eleri Pughe", "Owain Prydderch"]),
    names=["Eleri Pughe", "Owain Prydderch"],
))

# g15 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g15-pt-pressao-em-dia.docx", shape="other-language", lang="pt", implicit=True,
    layout="flow",
    blocks=[
        ("p", "Em Recife, os agentes comunit\u00e1rios de sa\u00fade visitam as fam\u00edlias uma "
              "vez por m\u00eas, mas a press\u00e3o alta quase nunca \u00e9 medida entre uma "
              "visita e outra. Muitos pacientes hipertensos param o rem\u00e9dio quando se sentem "
              "bem e s\u00f3 voltam \u00e0 unidade de sa\u00fade depois de um AVC."),
        ("p", "O Press\u00e3o em Dia \u00e9 um rob\u00f4 de WhatsApp que o agente cadastra na casa "
              "do paciente. Toda semana o rob\u00f4 pergunta, em linguagem simples, se a pessoa "
              "tomou o rem\u00e9dio e pede a medida de press\u00e3o feita num aparelho "
              "autom\u00e1tico emprestado pela unidade. Quando a press\u00e3o passa de 160 por "
              "100, o agente recebe um alerta e faz uma visita no mesmo dia."),
        ("p", "H\u00e1 oito meses, 23 agentes de duas unidades de sa\u00fade da fam\u00edlia do "
              "bairro de Nova Descoberta usam o rob\u00f4 com 640 pacientes. A propor\u00e7\u00e3o de "
              "pacientes com press\u00e3o controlada subiu de 41% para 58%."),
        ("p", "O servi\u00e7o \u00e9 pensado para adultos hipertensos acompanhados pelas equipes "
              "de sa\u00fade da fam\u00edlia, principalmente idosos que moram sozinhos."),
        ("p", "Precisamos de R$ 180.000 para comprar mais 300 aparelhos de press\u00e3o e pagar "
              "um ano de servidor. Tamb\u00e9m buscamos uma universidade que fa\u00e7a a "
              "avalia\u00e7\u00e3o do impacto."),
        ("p", "Somos a enfermeira Josineide Farias, que coordena as duas unidades, o programador "
              "Thiago Barreto Lins e a agente comunit\u00e1ria Ros\u00e2ngela Amorim, que ajudou a "
              "escrever todas as mensagens do rob\u00f4."),
    ],
    gold=G(title=["Press\u00e3o em Dia"],
           problem=["a press\u00e3o alta quase nunca \u00e9 medida",
                    "param o rem\u00e9dio quando se sentem bem"],
           solution=["rob\u00f4 de WhatsApp", "pede a medida de press\u00e3o"],
           target=["adultos hipertensos", "idosos que moram sozinhos"],
           stage=["live"],
           needs=["uma universidade que fa\u00e7a a avalia\u00e7\u00e3o"],
           funding=["R$ 180.000"],
           team=["Josineide Farias", "Thiago Barreto Lins", "Ros\u00e2ngela Amorim"]),
    names=["Josineide Farias", "Thiago Barreto Lins", "Ros\u00e2ngela Amorim"],
))

# g16 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g16-email-forwarded-hep-c-barbers.pdf", shape="email", lang="en", implicit=False,
    layout="flow", opts={"size": 10},
    blocks=[
        ("lines", ["From: Siobhan Carragher <s.carragher@ardoynefamilypractice.example.net>",
                   "To: innovation@healthconsortium.example.org",
                   "Date: 12 November 2026 09:02",
                   "Subject: FW: hep C idea for the innovation call"]),
        ("rule",),
        ("p", "Hi there,"),
        ("p", "Forwarding this from one of our practice nurses, Niamh - she's on nights this "
              "week so asked me to send it on. Everything below is hers. Happy to be the "
              "contact in the meantime."),
        ("lines", ["Siobhan Carragher", "Practice Manager, Ardoyne Family Practice",
                   "Tel: 028 9649 6123"]),
        ("spacer",),
        ("lines", ["---------- Forwarded message ----------",
                   "From: Niamh Gallagher-Reid <n.gallagherreid@ardoynefamilypractice.example.net>",
                   "Date: 11 November 2026 23:47",
                   "To: Siobhan Carragher <s.carragher@ardoynefamilypractice.example.net>",
                   "Subject: hep C idea for the innovation call"]),
        ("spacer",),
        ("p", "Siobhan,"),
        ("p", "Here's the thing I was on about. We've a lot of men in their 30s to 50s in the "
              "area who injected years ago, or had tattoos done in a kitchen, and have never "
              "been tested for hepatitis C. They don't come near the surgery. But they all get "
              "their hair cut."),
        ("p", "What I'd like to do is train barbers in four shops to mention a free "
              "finger-prick test, and have a nurse (me, or one of the others) sit in the shop "
              "on a Saturday morning with the dried blood spot kits. Positive results get a "
              "call from me within a week and a referral straight to the liver clinic for the "
              "new tablets, which cure nearly everyone in 8-12 weeks."),
        ("p", "It's only a concept at the minute - I've talked to two barbers on the Crumlin "
              "Road who said they'd be up for it, nothing more. I'd need about \u00a315,000 for "
              "kits, nurse time on Saturdays and a small payment to the barbers, and someone "
              "who knows how to get a data-sharing agreement in place with the lab."),
        ("p", "Niamh"),
    ],
    gold=G(title=None,
           problem=["never been tested for hepatitis C", "don't come near the surgery"],
           solution=["train barbers in four shops", "free finger-prick test"],
           target=["men in their 30s to 50s"],
           stage=["concept"],
           needs=["get a data-sharing agreement in place"],
           funding=["about \u00a315,000"],
           team=["Niamh Gallagher-Reid"]),
    names=["Siobhan Carragher", "Niamh Gallagher-Reid"],
))

# g17 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g17-nl-boodschappen-en-balans.docx", shape="other-language", lang="nl",
    implicit=True, layout="flow", opts={"plain_headings": True},
    blocks=[
        ("title", "Boodschappen & Balans"),
        ("sub", "Valpreventie in de supermarkt \u2013 Zwolle"),
        ("h", "Waarom"),
        ("p", "E\u00e9n op de drie 65-plussers valt minstens \u00e9\u00e9n keer per jaar. "
              "Oefengroepen voor balans bestaan wel, maar ze zitten in sportzalen en "
              "fysiotherapiepraktijken waar veel ouderen nooit binnenkomen. In de supermarkt "
              "komen ze w\u00e9l, vaak elke dag."),
        ("h", "Wat we doen"),
        ("p", "Twee keer per week geeft een fysiotherapeut een balansles van 30 minuten in de "
              "kantine van de supermarkt, tussen de boodschappen door. Deelnemers krijgen een "
              "kaart met drie oefeningen voor thuis en na tien weken een valrisicotest."),
        ("h", "Voor wie"),
        ("p", "Zelfstandig wonende ouderen vanaf 70 jaar die er zelf boodschappen doen."),
        ("h", "Hoe ver we zijn"),
        ("p", "Sinds september 2025 draaien de lessen in drie supermarkten in Zwolle-Zuid en "
              "Holtenbroek. 85 mensen doen mee; de gemiddelde deelnemer heeft 17 van de 20 "
              "lessen bijgewoond."),
        ("h", "Wat we zoeken"),
        ("p", "Geld vragen we op dit moment niet. Wel zoeken we supermarktketens die meer "
              "filialen willen openstellen, en een onderzoeker die het effect op valpartijen "
              "kan meten."),
        ("h", "Wie we zijn"),
        ("p", "Marieke Hoogeveen (fysiotherapeut), Bram Tjoelker (filiaalmanager van een van de "
              "supermarkten) en Sanne Wolters-Kok (verpleegkundige ouderenzorg)."),
    ],
    gold=G(title=["Boodschappen & Balans"],
           problem=["E\u00e9n op de drie 65-plussers valt",
                    "waar veel ouderen nooit binnenkomen"],
           solution=["balansles van 30 minuten", "in de kantine van de supermarkt"],
           target=["Zelfstandig wonende ouderen vanaf 70 jaar"],
           stage=["live"],
           needs=["supermarktketens die meer filialen willen openstellen", "een onderzoeker"],
           funding=None,
           team=["Marieke Hoogeveen", "Bram Tjoelker", "Sanne Wolters-Kok"]),
    names=["Marieke Hoogeveen", "Bram Tjoelker", "Sanne Wolters-Kok"],
))

# g18 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g18-scan-kettle-club.pdf", shape="scan", lang="en", implicit=True, layout="scan",
    opts={"angle": 0.8, "seed": 18},
    lines=[
        "THE KETTLE CLUB",
        "St Keverne Village Hall, Cornwall",
        "",
        "What it is: every Thursday morning since 2017 the village",
        "hall opens for tea, cake and a blood pressure check. Two",
        "retired nurses take readings with an automatic cuff and",
        "write them in each person's own little green book. Anyone",
        "with a high reading is walked over to the surgery's duty",
        "nurse the same day.",
        "",
        "Why: the nearest surgery is 9 miles away and the bus runs",
        "twice a day. Farmers and fishermen in their 60s and 70s",
        "have high blood pressure nobody knows about until the",
        "stroke.",
        "",
        "Who comes: about 45 people a week, mostly over 65, from",
        "St Keverne, Coverack and the farms in between.",
        "",
        "What we want: a second cuff that sends readings to the",
        "surgery, and someone to show us how to keep the records",
        "safely. We are asking for \u00a33,500 for two cuffs and a",
        "laptop.",
        "",
        "Run by Maureen Tregenza and Gwen Polglase, retired nurses,",
        "with twelve volunteers who bake.",
        "",
        "Contact: kettleclub@stkeverne.example.org",
    ],
    gold=G(title=["KETTLE CLUB"],
           problem=["high blood pressure nobody knows about",
                    "nearest surgery is 9 miles away"],
           solution=["blood pressure check", "Two retired nurses take readings"],
           target=["mostly over 65", "Farmers and fishermen in their 60s and 70s"],
           stage=["established"],
           needs=["keep the records safely"],
           funding=["\u00a33,500"],
           team=["Maureen Tregenza", "Gwen Polglase", "twelve volunteers who bake"]),
    names=["Maureen Tregenza", "Gwen Polglase"],
))

# g19 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g19-lean-canvas-own-labels-floorwork.pdf", shape="lean-canvas", lang="en",
    implicit=True, layout="flow", opts={"size": 9.5},
    blocks=[
        ("title", "FloorWork \u2014 our canvas (v2)"),
        ("sub", "Hamilton, Aotearoa New Zealand \u00b7 filled in at the kitchen table, "
                "September 2026"),
        ("table", [
            [{"label": "What hurts", "text":
              "One in three women leak urine after having a baby, and many are too "
              "embarrassed to say. Public pelvic health physio in Waikato has a 7-month "
              "wait, so most never see anyone."},
             {"label": "Who hurts", "text":
              "Women in the first year after birth in Hamilton and rural Waikato, especially "
              "mums who had a forceps birth or a big baby."}],
            [{"label": "Our fix", "text":
              "A 12-week audio course that plays through cheap Bluetooth earbuds while you "
              "feed the baby, plus a small pressure sensor you sit on that tells you if "
              "you're squeezing the right muscles."},
             {"label": "Why it's different", "text":
              "No app to stare at, no appointment, and it works during the 8+ feeds a day "
              "you're already sitting down for."}],
            [{"label": "How they'll find us", "text":
              "Midwives and well-child nurses at the 6-week check, parent coffee groups, "
              "Facebook mums' groups."},
             {"label": "How we'll know it's working", "text":
              "Leaking score at 12 weeks; how many finish the course; how many still need a "
              "physio referral."}],
            [{"label": "Money in", "text":
              "A NZ$50 kit bought by the mum or paid for by the health district. We're "
              "asking for NZ$90,000 to make 500 kits."},
             {"label": "Money out", "text":
              "Sensor parts NZ$14 each, earbuds NZ$9, audio production, a pelvic health "
              "physio 2 days a week."}],
            [{"label": "Why us", "text":
              "Aroha Tipene is a pelvic health physio with 15 years' experience. Callum "
              "Brierley built the sensor in his garage and has made 25 of them so far; 18 "
              "mums from our antenatal class have been testing them for a month and telling "
              "us what to fix."},
             {"label": "Help we need", "text":
              "A clinical trials unit to help design a proper study, and a manufacturer for "
              "the sensor."}],
        ], {"widths": [0.5, 0.5], "grid": True}),
    ],
    gold=G(title=["FloorWork"],
           problem=["leak urine after having a baby", "7-month wait"],
           solution=["12-week audio course", "small pressure sensor you sit on"],
           target=["Women in the first year after birth"],
           stage=["prototype"],
           needs=["A clinical trials unit", "a manufacturer for the sensor"],
           funding=["asking for NZ$90,000"],
           team=["Aroha Tipene", "Callum Brierley"]),
    names=["Aroha Tipene", "Callum Brierley"],
))

# g20 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g20-not-pitch-lentil-soup-recipe.docx", shape="not-pitch", lang="en",
    implicit=False, layout="flow",
    blocks=[
        ("title", "Red Lentil and Barley Soup"),
        ("sub", "Serves 6 \u00b7 Preparation 15 minutes \u00b7 Cooking 50 minutes"),
        ("p", "This recipe was kindly shared by Dorothea Penhaligon from our Tuesday lunch club, "
              "who has made it every winter since 1971. It freezes well and is low in salt."),
        ("h", "Ingredients"),
        ("bullets", ["1 tablespoon rapeseed oil", "2 onions, chopped", "2 carrots, diced",
                     "2 sticks of celery, sliced", "2 cloves of garlic, crushed",
                     "150 g red lentils, rinsed", "75 g pearl barley",
                     "1 tin (400 g) chopped tomatoes", "1.5 litres low-salt vegetable stock",
                     "1 teaspoon ground cumin", "A handful of fresh parsley, chopped",
                     "Black pepper"]),
        ("h", "Method"),
        ("numbered", ["Heat the oil in a large pan and cook the onion, carrot and celery gently "
                      "for 10 minutes until soft.",
                      "Add the garlic and cumin and cook for one more minute.",
                      "Stir in the lentils, barley, tomatoes and stock. Bring to the boil, then "
                      "cover and simmer for 40 minutes, stirring now and then, until the barley "
                      "is tender.",
                      "Add more water if the soup gets too thick. Season with black pepper.",
                      "Stir in the parsley just before serving."]),
        ("h", "Per serving"),
        ("p", "Energy 240 kcal \u00b7 Protein 11 g \u00b7 Fibre 8 g \u00b7 Salt 0.6 g"),
        ("p", "Tip: for a smoother soup, blend half of it and stir it back in."),
    ],
    gold=G(), names=["Dorothea Penhaligon"],
))

# g21 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g21-paragraphs-ger-filter-box.pdf", shape="paragraphs", lang="en", implicit=True,
    layout="flow", opts={"font": "serif", "size": 11},
    blocks=[
        ("p", "Every winter the ger districts on the hills around Ulaanbaatar disappear under "
              "coal smoke. Families burn raw coal in small stoves from October to April, and "
              "inside the ger the fine particle levels are often ten times the safe limit. "
              "Babies born into this air get pneumonia far more often than babies in the "
              "apartment blocks a few kilometres away, and the children's wards fill up every "
              "January."),
        ("p", "My husband Batbayar Ganzorig and I wanted something a family could afford. We "
              "made a filter box out of a car cabin filter, a computer fan and a small solar "
              "panel with a battery, for about 95,000 t\u00f6gr\u00f6g in parts. It sits next to "
              "the cot and cleans the air around the baby rather than the whole ger, which is "
              "too draughty to clean."),
        ("p", "Last winter we built fourteen of these boxes and put them in fourteen gers in "
              "Songinokhairkhan district where there was a baby under one year. We measured "
              "the air beside the cot with and without the box for six weeks. On average the "
              "box cut fine particles near the cot by just over half, though it struggled on "
              "the worst nights."),
        ("p", "The boxes are meant for families with babies and toddlers in the ger districts, "
              "and later perhaps for pregnant women. We now need an engineer who can make the "
              "fan quieter and the battery last the whole night, and a paediatric team willing "
              "to follow up the babies for chest infections. To make 300 boxes for next winter "
              "we are looking for 40,000 US dollars."),
        ("p", "My name is Oyunchimeg Dashdorj and I teach physics at a secondary school, "
              "Batbayar is an electrician, and our neighbour Enkhjargal Luvsan helped us visit "
              "the families."),
    ],
    gold=G(title=None,
           problem=["coal smoke", "Babies born into this air get pneumonia"],
           solution=["filter box out of a car cabin filter", "cleans the air around the baby"],
           target=["families with babies and toddlers in the ger districts"],
           stage=["prototype"],
           needs=["an engineer who can make the fan quieter", "a paediatric team"],
           funding=["40,000 US dollars"],
           team=["Batbayar Ganzorig", "Oyunchimeg Dashdorj", "Enkhjargal Luvsan"]),
    names=["Batbayar Ganzorig", "Oyunchimeg Dashdorj", "Enkhjargal Luvsan"],
))

# g22 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g22-one-liner-hearing-check.docx", shape="one-liner", lang="en", implicit=True,
    layout="flow",
    blocks=[
        ("p", "What if every driver over 70 renewing their licence in Ontario got a free "
              "five-minute hearing check at the same counter, with a referral slip if they "
              "fail? Most older adults with hearing loss have never had a test."),
    ],
    gold=G(title=None,
           problem=["hearing loss have never had a test"],
           solution=["free five-minute hearing check"],
           target=["every driver over 70"],
           stage=["concept"]),
    names=[],
))

# g23 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g23-lean-canvas-bullets-clear-class.docx", shape="lean-canvas", lang="en",
    implicit=False, layout="flow", opts={"plain_headings": True},
    blocks=[
        ("hb", "Clear Class \u2014 lean canvas \u2014 Hai Phong, VN \u2014 Oct 2026"),
        ("h", "Problem"),
        ("bullets", ["kids can't see board", "myopia rising fast, ~1 in 3 by grade 9",
                     "glasses seen as 'weak', broken/lost",
                     "eye clinic = half day off work for parent"]),
        ("h", "Customer segments"),
        ("bullets", ["primary pupils grades 3-5, Hai Phong", "teachers (do the test)",
                     "early adopters: 6 schools w/ health teacher"]),
        ("h", "UVP"),
        ("bullets", ["eye test in class, glasses in 2 wks, free"]),
        ("h", "Solution"),
        ("bullets", ["teachers screen w/ tumbling-E chart + phone app",
                     "fail -> optometrist visit at school",
                     "2 pairs of glasses, 1 stays at school"]),
        ("h", "Channels"),
        ("bullets", ["district education office", "parents' Zalo groups",
                     "need: district sign-off for 20 more schools"]),
        ("h", "Revenue"),
        ("bullets", ["USD 48k ask, 2 yrs", "frame sponsor (local optical chain) - in talks"]),
        ("h", "Costs"),
        ("bullets", ["glasses ~USD 6/pair", "optometrist days", "teacher training"]),
        ("h", "Key metrics"),
        ("bullets", ["% kids screened", "% w/ glasses at 3 mo", "wearing rate at spot checks"]),
        ("h", "Unfair advantage"),
        ("bullets", ["pilot running, 3 schools, 1,140 kids screened",
                     "Dr Vu Thi Thanh Huyen, ophthalmologist, leads",
                     "Phan Quoc Bao (eng) built app"]),
    ],
    gold=G(title=["Clear Class"],
           problem=["kids can't see board", "myopia rising fast"],
           solution=["teachers screen w/ tumbling-E chart", "2 pairs of glasses"],
           target=["primary pupils grades 3-5"],
           stage=["live"],
           needs=["district sign-off for 20 more schools"],
           funding=["USD 48k ask"],
           team=["Vu Thi Thanh Huyen", "Phan Quoc Bao"]),
    names=["Vu Thi Thanh Huyen", "Phan Quoc Bao"],
))

# g24 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g24-sv-ga-med-oss.pdf", shape="other-language", lang="sv", implicit=True,
    layout="flow", opts={"size": 11},
    blocks=[
        ("p", "I Ume\u00e5 har var tionde vuxen typ 2-diabetes, och m\u00e5nga av dem r\u00f6r sig "
              "n\u00e4stan ingenting under den m\u00f6rka halvan av \u00e5ret. L\u00e4kare skriver ut "
              "fysisk aktivitet p\u00e5 recept, men f\u00e5 patienter kommer ig\u00e5ng p\u00e5 egen "
              "hand."),
        ("p", "Med G\u00e5 med oss f\u00e5r patienten ett promenadrecept av sin "
              "distriktssk\u00f6terska och blir samtidigt inbjuden till en gruppromenad tv\u00e5 "
              "kv\u00e4llar i veckan med ledare fr\u00e5n en skidklubb i staden. Promenaderna "
              "g\u00e5r p\u00e5 upplysta sp\u00e5r, och den som vill f\u00e5r en stegr\u00e4knare och "
              "ett sms varje s\u00f6ndag med veckans steg."),
        ("p", "Sedan januari 2025 har 164 patienter fr\u00e5n tre v\u00e5rdcentraler g\u00e5tt med, "
              "och tv\u00e5 av tre g\u00e5r fortfarande minst en g\u00e5ng i veckan. Deras "
              "l\u00e5ngtidsblodsocker har i genomsnitt sjunkit med 6 mmol/mol."),
        ("p", "Vi v\u00e4nder oss till vuxna med typ 2-diabetes som inte tr\u00e4nar, s\u00e4rskilt "
              "m\u00e4n \u00f6ver 55 som s\u00e4llan s\u00f6ker sig till gym eller gruppträning."),
        ("p", "Vi s\u00f6ker 350 000 kronor f\u00f6r att utbilda fler promenadledare och utöka till "
              "Skellefte\u00e5 och Lycksele, och vi vill g\u00e4rna samarbeta med en region som kan "
              "ta \u00f6ver kostnaden p\u00e5 sikt."),
        ("p", "Bakom G\u00e5 med oss st\u00e5r distriktssk\u00f6terskan Ingrid Vallgren, l\u00e4karen "
              "Dr Mikael Oskarsson och skidklubbens ordf\u00f6rande P\u00e4ivi Niemel\u00e4."),
    ],
    gold=G(title=["G\u00e5 med oss"],
           problem=["r\u00f6r sig n\u00e4stan ingenting",
                    "f\u00e5 patienter kommer ig\u00e5ng p\u00e5 egen hand"],
           solution=["promenadrecept", "gruppromenad tv\u00e5 kv\u00e4llar i veckan"],
           target=["vuxna med typ 2-diabetes som inte tr\u00e4nar", "m\u00e4n \u00f6ver 55"],
           stage=["live"],
           needs=["samarbeta med en region"],
           funding=["350 000 kronor"],
           team=["Ingrid Vallgren", "Mikael Oskarsson", "P\u00e4ivi Niemel\u00e4"]),
    names=["Ingrid Vallgren", "Mikael Oskarsson", "P\u00e4ivi Niemel\u00e4"],
))

# g25 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g25-grant-abstract-sathi-bp.docx", shape="grant-abstract", lang="en",
    implicit=False, layout="flow",
    blocks=[
        ("title", "Sathi BP: village health volunteers measuring blood pressure in pregnancy in "
                  "Sindhupalchok, Nepal"),
        ("sub", "Application summary \u2014 Maternal Health Implementation Grants, Call 7"),
        ("h", "Background"),
        ("p", "Pre-eclampsia is a leading cause of maternal death in Nepal's hill districts. "
              "Most women have their blood pressure checked fewer than twice in pregnancy, "
              "because health posts are hours away on foot."),
        ("h", "Objectives"),
        ("p", "To find out whether female community health volunteers, using a validated "
              "automatic cuff and a traffic-light card, can detect high blood pressure early "
              "enough for referral in pregnant women in remote hill villages."),
        ("h", "Design and methods"),
        ("p", "A stepped-wedge cluster trial in 24 wards with 1,200 pregnant women: monthly "
              "blood pressure checks at home from 20 weeks, and referral by text message to "
              "the birthing centre when a reading is 140/90 or above."),
        ("h", "Preliminary work"),
        ("p", "Our pilot in two wards (2025-26) enrolled 96 women. Volunteers took 611 "
              "readings; 94% were within 5 mmHg of a nurse's reading, and 7 women were "
              "referred with pre-eclampsia."),
        ("h", "Expected outcomes"),
        ("p", "Earlier referral, fewer eclamptic fits, and a model the provincial health "
              "directorate can adopt. We are also seeking a partner to supply validated cuffs "
              "at cost."),
        ("h", "Budget"),
        ("p", "NPR 14.2 million (about GBP 84,000) over 30 months: volunteer stipends and "
              "training 38%, cuffs and phones 17%, research staff 35%, travel and "
              "dissemination 10%."),
        ("h", "Research team"),
        ("p", "Dr Sabina Thapa Magar (principal investigator, obstetrician, district hospital); "
              "Prof. Gillian Huxtable (co-investigator, maternal health epidemiology); Ramesh "
              "Bhandari-Shrestha (trial manager); Devi Maya Tamang (volunteer trainer)."),
    ],
    gold=G(title=["Sathi BP"],
           problem=["Pre-eclampsia is a leading cause of maternal death",
                    "fewer than twice in pregnancy"],
           solution=["female community health volunteers",
                     "validated automatic cuff and a traffic-light card"],
           target=["pregnant women in remote hill villages"],
           stage=["live"],
           needs=["a partner to supply validated cuffs at cost"],
           funding=["NPR 14.2 million", "about GBP 84,000"],
           team=["Sabina Thapa Magar", "Gillian Huxtable", "Ramesh Bhandari-Shrestha"]),
    names=["Sabina Thapa Magar", "Gillian Huxtable", "Ramesh Bhandari-Shrestha",
           "Devi Maya Tamang"],
))

# g26 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g26-deck-koko-plus.pdf", shape="deck", lang="en", implicit=False, layout="deck",
    opts={"page": (960, 540), "numbers": "n/N", "theme": "ochre"},
    slides=[
        dict(kind="cover", title="Koko Plus",
             lines=["Fortified millet porridge for school breakfasts",
                    "Tamale, Northern Region, Ghana",
                    "Growth round \u00b7 November 2026"]),
        dict(kind="problem", title="The problem",
             lines=["1 in 3 schoolchildren in the north arrive without breakfast",
                    "Anaemia in over 40% of children aged 6-12 in our schools",
                    "Hungry children can't concentrate; attendance drops in the lean season"]),
        dict(kind="solution", title="What we do",
             lines=["Koko (millet porridge) fortified with iron, zinc and vitamin A, made by "
                    "women's cooperatives",
                    "Sold to schools as a dry mix \u2014 20 pesewas a cup",
                    "Cooked on site by school kitchen staff every morning"]),
        dict(kind="audience", title="Who we serve",
             lines=["Pupils aged 6-14 in public primary and junior high schools in northern "
                    "Ghana",
                    "Women millet farmers and processors who supply us"]),
        dict(kind="traction", title="Traction",
             lines=["An established social enterprise since 2019",
                    "Revenue 2025: GHS 2.3 million; 48 schools",
                    "Anaemia down from 41% to 29% in our first 12 schools (2019-2023)"]),
        dict(kind="market", title="Market",
             lines=["Northern, Savannah and Upper East regions: 1.1 million primary pupils",
                    "School feeding budget: GHS 180 million per year",
                    "Fortified cereals, West Africa: US$600 million"]),
        dict(kind="team", title="Team",
             lines=["Abena Yakubu-Mensah \u2014 founder & CEO, food scientist",
                    "Fuseini Alhassan \u2014 operations, 22 cooperatives",
                    "Dr Comfort Adzo Kpodo \u2014 nutrition adviser"]),
        dict(kind="ask", title="Our ask",
             lines=["US$500,000 blended (grant + loan) to build a second milling site",
                    "A regional partner for school feeding contracts",
                    "Help with food-safety certification for the new site"]),
    ],
    gold=G(title=["Koko Plus"],
           problem=["arrive without breakfast", "Anaemia in over 40% of children"],
           solution=["fortified with iron, zinc and vitamin A", "dry mix"],
           target=["Pupils aged 6-14"],
           stage=["established"],
           needs=["A regional partner for school feeding contracts",
                  "food-safety certification"],
           funding=["US$500,000 blended (grant + loan)"],
           team=["Abena Yakubu-Mensah", "Fuseini Alhassan", "Comfort Adzo Kpodo"]),
    names=["Abena Yakubu-Mensah", "Fuseini Alhassan", "Comfort Adzo Kpodo"],
))

# g27 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g27-es-deck-habla-parce.pdf", shape="other-language", lang="es", implicit=False,
    layout="deck", opts={"page": (960, 540), "numbers": "n", "theme": "plum"},
    slides=[
        dict(kind="cover", title="Habla, Parce",
             lines=["L\u00ednea de WhatsApp de apoyo emocional entre pares para adolescentes",
                    "Medell\u00edn, Colombia \u00b7 Presentaci\u00f3n para aliados \u00b7 2026",
                    "Corporaci\u00f3n Juventud Con Voz"]),
        dict(kind="problem", title="El problema",
             lines=["1 de cada 4 adolescentes de Medell\u00edn reporta s\u00edntomas de depresi\u00f3n",
                    "La primera cita con psicolog\u00eda tarda 3 meses en promedio",
                    "Los j\u00f3venes no llaman a l\u00edneas de adultos: escriben"]),
        dict(kind="solution", title="La soluci\u00f3n",
             lines=["Chat por WhatsApp atendido por j\u00f3venes de 18 a 24 a\u00f1os formados como "
                    "consejeros pares",
                    "Supervisi\u00f3n en tiempo real de psic\u00f3logas",
                    "Protocolo de riesgo: derivaci\u00f3n a la l\u00ednea de crisis en menos de 10 "
                    "minutos"]),
        dict(kind="audience", title="\u00bfPara qui\u00e9n?",
             lines=["Adolescentes de 13 a 17 a\u00f1os de las comunas 1, 3 y 8",
                    "Sus familias y sus colegios"]),
        dict(kind="market", title="Mercado",
             lines=["Colombia: 4,2 millones de j\u00f3venes entre 13 y 17",
                    "Medell\u00edn: 310.000 en edad escolar secundaria",
                    "Gasto p\u00fablico en salud mental juvenil: COP 95.000 millones al a\u00f1o"]),
        dict(kind="traction", title="Resultados del piloto",
             lines=["Piloto activo desde febrero de 2026",
                    "2.870 conversaciones con 1.150 j\u00f3venes",
                    "41 derivaciones a la l\u00ednea de crisis; 92% volver\u00eda a escribir"]),
        dict(kind="team", title="Equipo",
             lines=["Valentina Ospina Restrepo \u2014 psic\u00f3loga, directora",
                    "Juli\u00e1n Cardona Mesa \u2014 consejero par y coordinador de voluntarios",
                    "Dra. Luz Marina Agudelo \u2014 psiquiatra infantil, asesora cl\u00ednica"]),
        dict(kind="ask", title="Lo que pedimos",
             lines=["USD 120.000 para 18 meses",
                    "Alianza con la Secretar\u00eda de Educaci\u00f3n para llegar a 40 colegios",
                    "Un socio tecnol\u00f3gico para cifrar las conversaciones"]),
    ],
    gold=G(title=["Habla, Parce"],
           problem=["s\u00edntomas de depresi\u00f3n", "tarda 3 meses en promedio"],
           solution=["Chat por WhatsApp", "consejeros pares"],
           target=["Adolescentes de 13 a 17 a\u00f1os"],
           stage=["live"],
           needs=["Alianza con la Secretar\u00eda de Educaci\u00f3n", "Un socio tecnol\u00f3gico"],
           funding=["USD 120.000 para 18 meses"],
           team=["Valentina Ospina Restrepo", "Juli\u00e1n Cardona Mesa", "Luz Marina Agudelo"]),
    names=["Valentina Ospina Restrepo", "Juli\u00e1n Cardona Mesa", "Luz Marina Agudelo"],
))

# g28 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g28-lean-canvas-export-puffback.pdf", shape="lean-canvas", lang="en", implicit=True,
    layout="flow", opts={"size": 10},
    footer="Made with CanvasHive \u00b7 canvashive.example.com/c/pb-7731 \u00b7 Exported "
           "09/11/2026 14:02 \u00b7 Free plan \u2013 upgrade to remove this footer",
    blocks=[
        ("title", "PuffBack"),
        ("small", "Lean Canvas \u00b7 Workspace: PuffBack \u00b7 Last edited 9 Nov 2026"),
        ("rule",),
        ("hb", "1. Problem"),
        ("p", "Inhalers are thrown away half-full, and the propellant in them is a potent "
              "greenhouse gas. Many people with asthma use their inhaler wrongly and nobody "
              "checks."),
        ("hb", "Existing alternatives"),
        ("p", "Some pharmacies take inhalers back with other medicines for incineration; "
              "technique checks happen only at the annual asthma review, if at all."),
        ("hb", "2. Customer segments"),
        ("p", "People with asthma or COPD who collect inhalers from community pharmacies in "
              "Bristol. Early adopters: parents of children with asthma."),
        ("hb", "3. Unique value proposition"),
        ("p", "Bring back your old inhaler, get a two-minute technique check and a \u00a31 "
              "voucher."),
        ("hb", "4. Solution"),
        ("p", "Return bins at the pharmacy counter; the pharmacist checks technique with a "
              "whistle trainer when the inhaler comes back; empty canisters are sent for gas "
              "recovery."),
        ("hb", "5. Channels"),
        ("p", "Pharmacy counters, prescription bags, school nurses."),
        ("hb", "6. Revenue streams"),
        ("p", "Local health fund pays \u00a32.40 per technique check; recycling partner pays 15p "
              "per canister."),
        ("hb", "7. Cost structure"),
        ("p", "Bins, courier, vouchers, pharmacist time."),
        ("hb", "8. Key metrics"),
        ("p", "Since April: 14 pharmacies, 3,100 inhalers returned, 1,260 technique checks, 38% "
              "needed correcting."),
        ("hb", "9. Unfair advantage"),
        ("p", "The only scheme that combines returns with a clinical check; pharmacies get "
              "paid for it."),
    ],
    gold=G(title=["PuffBack"],
           problem=["thrown away half-full", "use their inhaler wrongly"],
           solution=["Return bins at the pharmacy counter",
                     "checks technique with a whistle trainer"],
           target=["People with asthma or COPD"],
           stage=["live"],
           needs=None,
           funding=["pays \u00a32.40 per technique check"],
           team=None),
    names=[],
))

# g29 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g29-fr-email-pesetranquille.docx", shape="other-language", lang="fr",
    implicit=False, layout="flow", email=True,
    blocks=[
        ("lines", ["De : Dr B\u00e9n\u00e9dicte Lamarque-Vidal <b.lamarque@pesetranquille.example.net>",
                   "\u00c0 : appel-innovation@consortium-sante.example.org",
                   "Date : lun. 16 nov. 2026 08:31",
                   "Objet : Candidature \u2013 assise de pes\u00e9e connect\u00e9e pour les EHPAD"]),
        ("rule",),
        ("p", "Madame, Monsieur,"),
        ("p", "Je suis m\u00e9decin coordonnateur dans deux EHPAD de la m\u00e9tropole lilloise et "
              "je me permets de vous pr\u00e9senter notre projet, P\u00e8seTranquille."),
        ("p", "Dans nos \u00e9tablissements, pr\u00e8s d'un r\u00e9sident sur trois est d\u00e9nutri, "
              "et la perte de poids passe souvent inaper\u00e7ue pendant des semaines : les "
              "r\u00e9sidents en fauteuil ne sont pes\u00e9s qu'une fois par mois, quand deux "
              "soignants sont disponibles et que la balance \u00e0 plateau n'est pas en panne."),
        ("p", "P\u00e8seTranquille est une assise de pes\u00e9e qui se glisse sous le coussin du "
              "fauteuil roulant. Elle p\u00e8se le r\u00e9sident chaque jour sans le d\u00e9placer "
              "et envoie une alerte \u00e0 l'infirmi\u00e8re lorsque la perte d\u00e9passe 2 % en "
              "une semaine, pour que la di\u00e9t\u00e9ticienne adapte les repas."),
        ("p", "Nous avons fabriqu\u00e9 un prototype avec l'\u00e9cole d'ing\u00e9nieurs de notre "
              "ville ; il est en test depuis six semaines sur huit fauteuils, et les mesures "
              "sont justes \u00e0 300 grammes pr\u00e8s."),
        ("p", "Nous recherchons un fabricant capable de produire une petite s\u00e9rie, ainsi "
              "qu'un accompagnement pour le marquage CE. Nous sollicitons 60 000 euros pour "
              "fabriquer 50 assises et les tester dans cinq EHPAD."),
        ("p", "L'\u00e9quipe : moi-m\u00eame, M. Rapha\u00ebl Courtois-Diallo, ing\u00e9nieur "
              "biom\u00e9dical, et Mme Solange Verhaeghe, di\u00e9t\u00e9ticienne."),
        ("p", "Je reste \u00e0 votre disposition pour tout \u00e9change.\nBien cordialement,"),
        ("lines", ["Dr B\u00e9n\u00e9dicte Lamarque-Vidal",
                   "M\u00e9decin coordonnateur, EHPAD Les Tilleuls et Le Clos Fleuri",
                   "T\u00e9l. 03 53 01 22 47"]),
    ],
    gold=G(title=["P\u00e8seTranquille"],
           problem=["pr\u00e8s d'un r\u00e9sident sur trois est d\u00e9nutri",
                    "la perte de poids passe souvent inaper\u00e7ue"],
           solution=["assise de pes\u00e9e", "se glisse sous le coussin du fauteuil roulant"],
           target=["r\u00e9sidents en fauteuil"],
           stage=["prototype"],
           needs=["un fabricant capable de produire une petite s\u00e9rie", "marquage CE"],
           funding=["60 000 euros"],
           team=["B\u00e9n\u00e9dicte Lamarque-Vidal", "Rapha\u00ebl Courtois-Diallo",
                 "Solange Verhaeghe"]),
    names=["B\u00e9n\u00e9dicte Lamarque-Vidal", "Rapha\u00ebl Courtois-Diallo", "Solange Verhaeghe"],
))

# g30 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g30-email-open-wide-van.docx", shape="email", lang="en", implicit=True,
    layout="flow",
    blocks=[
        ("lines", ["From: Marguerite Olufemi-Starr <mstarr@smileoutreach.example.org>",
                   "To: submissions@healthconsortium.example.org",
                   "Cc: Desmond Achterberg <d.achterberg@smileoutreach.example.org>",
                   "Subject: Funding request \u2013 Open Wide Van, dental care for people "
                   "without housing"]),
        ("rule",),
        ("p", "Dear Innovation Team,"),
        ("p", "People who are homeless in Toronto have some of the worst oral health in the "
              "city. Most have no dental coverage, emergency departments can only offer "
              "painkillers and antibiotics, and a tooth abscess can end in a hospital stay. "
              "Pain and missing teeth also make job interviews and eating properly harder."),
        ("p", "Since 2014, our Open Wide Van has parked outside shelters and drop-in centres "
              "four days a week. A dental hygienist and a volunteer dentist clean teeth, fill "
              "cavities, pull teeth that can't be saved and fit simple dentures, with no ID or "
              "paperwork needed. Last year we saw 2,180 patients and gave 5,900 treatments; "
              "about a third of our patients had not seen a dentist in over ten years."),
        ("p", "The van is now 12 years old and spends more time at the garage than on the road. "
              "We are asking the consortium for CAD 180,000 towards a replacement van with two "
              "chairs, which would let us add evening clinics outside the women's shelters."),
        ("p", "Our team is small: I manage the programme, Dr Desmond Achterberg is our volunteer "
              "clinical lead, and hygienist Priya Venkataraman-Hale runs the chair day to day, "
              "with about 30 volunteer dentists on a rota."),
        ("p", "With thanks,"),
        ("lines", ["Marguerite Olufemi-Starr", "Programme Manager, Smile Outreach Toronto",
                   "(416) 555-0147"]),
    ],
    gold=G(title=["Open Wide Van"],
           problem=["worst oral health in the city", "no dental coverage"],
           solution=["clean teeth, fill cavities", "no ID or paperwork needed"],
           target=["People who are homeless in Toronto"],
           stage=["established"],
           needs=None,
           funding=["CAD 180,000"],
           team=["Marguerite Olufemi-Starr", "Desmond Achterberg", "Priya Venkataraman-Hale"]),
    names=["Marguerite Olufemi-Starr", "Desmond Achterberg", "Priya Venkataraman-Hale"],
))

# g31 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g31-lean-canvas-tbc-tiyeni-pads.docx", shape="lean-canvas", lang="en",
    implicit=False, layout="flow",
    blocks=[
        ("hb", "Lean canvas \u2013 Tiyeni Pads (working draft) \u2013 Zomba, Malawi \u2013 "
               "Stage: idea"),
        ("table", [
            [{"label": "Problem", "text":
              "Girls in rural Zomba miss 3-5 school days every month during their period "
              "because they have no pads. Many use old cloth or leaves, which causes "
              "infections and teasing."},
             {"label": "Solution", "text":
              "A sewing cooperative of young mothers makes washable cloth pad kits (4 pads, a "
              "carry bag, a bar of soap), handed out at school with a lesson on periods for "
              "girls and boys."},
             {"label": "Unique value proposition", "text":
              "Pads that last a year, made by women from your own village."}],
            [{"label": "Customer segments", "text":
              "Schoolgirls aged 11-17 in rural primary and secondary schools around Zomba."},
             {"label": "Channels", "text":
              "Head teachers; mother groups at schools; chiefs' meetings."},
             {"label": "Key metrics", "text": "TBC"}],
            [{"label": "Cost structure", "text":
              "Fabric, thread, two second-hand treadle machines, soap, trainer's time - "
              "figures TBC"},
             {"label": "Revenue streams", "text": "TBC"},
             {"label": "Unfair advantage", "text": ""}],
        ], {"widths": [0.34, 0.33, 0.33], "grid": True}),
        ("p", "Open questions: need a partner who knows menstrual health teaching; need to "
              "check which fabric dries fast in the rainy season."),
    ],
    gold=G(title=["Tiyeni Pads"],
           problem=["miss 3-5 school days every month", "have no pads"],
           solution=["washable cloth pad kits", "a lesson on periods"],
           target=["Schoolgirls aged 11-17"],
           stage=["concept"],
           needs=["a partner who knows menstrual health teaching"],
           funding=None,
           team=None),
    names=[],
))

# g32 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g32-one-liner-thaali-talk.docx", shape="one-liner", lang="en", implicit=True,
    layout="flow",
    blocks=[
        ("p", "Thaali Talk \u2013 two-minute WhatsApp cooking videos in Tamil showing how to make "
              "everyday meals with less rice and oil, for families where someone has type 2 "
              "diabetes in Chennai."),
        ("p", "2,400 families have been getting them every Sunday since January. Looking for a "
              "hospital dietitian team to check the recipes."),
    ],
    gold=G(title=["Thaali Talk"],
           problem=["type 2 diabetes", "less rice and oil"],
           solution=["two-minute WhatsApp cooking videos in Tamil"],
           target=["families where someone has type 2 diabetes"],
           stage=["live"],
           needs=["a hospital dietitian team"]),
    names=[],
))

# g33 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g33-grant-abstract-plate-up.docx", shape="grant-abstract", lang="en", implicit=True,
    layout="flow", opts={"plain_headings": True},
    blocks=[
        ("title", "Plate Up: appetising texture-modified meals for care home residents with "
                  "swallowing difficulties"),
        ("sub", "Abstract for the Nutrition in Later Life small grants scheme (Ireland)"),
        ("h", "Why this matters"),
        ("p", "Up to half of care home residents have dysphagia. Their pureed meals are often "
              "grey, watery and served as a scoop on a plate; residents eat less, lose weight "
              "and become dehydrated. Cooks get little training in the international texture "
              "levels."),
        ("h", "What we will do"),
        ("p", "Train cooks in 12 care homes in Galway and Mayo to make moulded, colourful "
              "texture-modified dishes from a shared four-week menu, and weigh plate waste and "
              "residents' intake before and after the training."),
        ("h", "What we have done so far"),
        ("p", "Ultan Brophy, head chef at a nursing home in Tuam, wrote the four-week menu and "
              "cooked it in his own kitchen for six weeks. Nineteen residents on modified diets "
              "tasted every dish, and speech and language therapists checked each texture."),
        ("h", "Outcomes"),
        ("p", "Higher energy and fluid intake, less weight loss, fewer chest infections, and a "
              "menu pack any home can use. We are looking for three more homes to join."),
        ("h", "Costs"),
        ("p", "\u20ac96,500 over 18 months: cook training and backfill \u20ac38,000; moulds and "
              "equipment \u20ac14,500; research dietitian (0.5 WTE) \u20ac36,000; printing and "
              "sharing \u20ac8,000."),
        ("h", "Who we are"),
        ("p", "Ultan Brophy (chef); Dr R\u00f3is\u00edn Kearney-Walsh (speech and language "
              "therapist, university); Ms Orla Feeney (director of nursing)."),
    ],
    gold=G(title=["Plate Up"],
           problem=["pureed meals are often grey, watery", "residents eat less, lose weight"],
           solution=["moulded, colourful texture-modified dishes", "four-week menu"],
           target=["care home residents with swallowing difficulties"],
           stage=["prototype"],
           needs=["three more homes to join"],
           funding=["\u20ac96,500 over 18 months"],
           team=["Ultan Brophy", "R\u00f3is\u00edn Kearney-Walsh", "Orla Feeney"]),
    names=["Ultan Brophy", "R\u00f3is\u00edn Kearney-Walsh", "Orla Feeney"],
))

# g34 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g34-not-pitch-visiting-hours.pdf", shape="not-pitch", lang="en", implicit=False,
    layout="flow", opts={"size": 12}, one_page=True,
    blocks=[
        ("title", "HOLLINBROOK COMMUNITY HOSPITAL"),
        ("sub", "Ward 7 \u2013 Care of Older People"),
        ("h", "Visiting times from 1 December 2026"),
        ("table", [
            ["Monday to Friday", "14:00 \u2013 20:00"],
            ["Saturday and Sunday", "11:00 \u2013 20:00"],
            ["Protected mealtimes", "12:00 \u2013 13:00 and 17:00 \u2013 18:00 (no visiting, "
                                    "except carers helping with meals)"],
        ], {"widths": [0.35, 0.65], "grid": True, "bold_first": True}),
        ("h", "Please remember"),
        ("bullets", ["No more than two visitors at a bedside at any one time.",
                     "Children under 12 are welcome with an adult.",
                     "Please use the hand gel at the ward entrance, and do not visit if you have "
                     "had diarrhoea, vomiting or flu-like symptoms in the last 48 hours.",
                     "Flowers are not allowed on the ward.",
                     "If you would like to speak to the nurse in charge, please ask at the "
                     "nurses' station."]),
        ("p", "Open visiting can be arranged for carers and for patients at the end of life. "
              "Please speak to the Ward Sister."),
        ("lines", ["Ward Sister: Sister Philippa Ransome",
                   "Ward 7 direct line: 0117 496 0832"]),
        ("p", "Thank you for helping us keep our patients safe and rested."),
    ],
    gold=G(), names=["Philippa Ransome"],
))

# g35 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g35-business-model-canvas-insulamig.pdf", shape="lean-canvas", lang="en",
    implicit=False, layout="flow", opts={"size": 9.5},
    blocks=[
        ("title", "Business Model Canvas \u2014 InsuLamig"),
        ("small", "Prepared by Jericho Dimaculangan and Ma. Teresa Villareal-Ocampo \u00b7 "
                  "Cebu City, Philippines \u00b7 Status: prototype (v3), field tests in 20 homes"),
        ("p", "Why: insulin spoils in tropical heat when the power is out for days after a "
              "typhoon."),
        # boxes deliberately in an unusual order (money first, partners late)
        ("table", [
            [{"label": "Cost Structure", "text":
              "Clay-and-sawdust evaporative pots (PHP 450 each), solar fan units, delivery by "
              "tricycle, nurse educator salaries."},
             {"label": "Revenue Streams", "text":
              "The provincial health office buys units for indigent patients; a small monthly "
              "fee (PHP 50) for those who can pay; applying for a PHP 3.5 million "
              "climate-adaptation grant."}],
            [{"label": "Key Resources", "text":
              "A potters' cooperative in Mandaue; our temperature-logger data from 20 homes."},
             {"label": "Customer Segments", "text":
              "People with type 1 and insulin-treated type 2 diabetes in homes without "
              "reliable electricity, especially after typhoons."}],
            [{"label": "Value Propositions", "text":
              "Keeps insulin below 25\u00b0C for 3 days without electricity; costs less than a "
              "week's insulin."},
             {"label": "Key Partners", "text":
              "Barangay health workers; the potters' cooperative; a diabetes clinic at a city "
              "hospital. We still need a partner to test insulin potency in the lab."}],
            [{"label": "Channels", "text":
              "Barangay health stations, pharmacy counters, typhoon relief kits."},
             {"label": "Key Activities", "text":
              "Making and testing pots, training families, logging temperatures after each "
              "storm."}],
            [{"label": "Customer Relationships", "text":
              "A nurse educator visits once; SMS check-ins when a typhoon is forecast."},
             None],
        ], {"widths": [0.5, 0.5], "grid": True}),
    ],
    gold=G(title=["InsuLamig"],
           problem=["insulin spoils in tropical heat", "power is out for days"],
           solution=["evaporative pots", "Keeps insulin below 25\u00b0C"],
           target=["People with type 1 and insulin-treated type 2 diabetes"],
           stage=["prototype"],
           needs=["a partner to test insulin potency"],
           funding=["PHP 3.5 million climate-adaptation grant", "monthly fee (PHP 50)"],
           team=["Jericho Dimaculangan", "Ma. Teresa Villareal-Ocampo"]),
    names=["Jericho Dimaculangan", "Ma. Teresa Villareal-Ocampo"],
))

# g36 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g36-deck-coffee-row.pdf", shape="deck", lang="en", implicit=False, layout="deck",
    opts={"page": (720, 540), "numbers": "Slide n", "theme": "green"},
    slides=[
        dict(kind="cover", title="Coffee Row",
             lines=["Peer support for farmers, where farmers already meet",
                    "Saskatchewan, Canada \u00b7 Concept deck \u00b7 2026",
                    "Lorne Kaminski \u00b7 Dr. Jolene Hrynchuk \u00b7 Tyrell Bigsby"]),
        dict(kind="problem", title="The problem",
             lines=["Farmers die by suicide at higher rates than the general population",
                    "Stress peaks at seeding, harvest and when prices drop",
                    "The nearest counsellor can be 200 km away, and farmers won't call a "
                    "helpline"]),
        dict(kind="solution", title="Our concept",
             lines=["Train trusted locals \u2014 grain elevator staff, co-op cashiers, "
                    "auctioneers, vets \u2014 in 1-day peer-support skills",
                    "A private text line answered by farm families who've been through it",
                    "Fast-track to a rural counsellor by video within 48 hours"]),
        dict(kind="audience", title="Who it's for",
             lines=["Farmers and ranchers in rural Saskatchewan, and their families"]),
        dict(kind="learned", title="What we've learned",
             lines=["40 interviews with farmers, 12 with elevator and co-op staff",
                    "31 of 40 would talk to someone they buy from before a doctor"]),
        dict(kind="market", title="Market & reach",
             lines=["~34,000 farms in the province; ~48,000 farm operators",
                    "Rural mental health spending: CAD 9 million a year (provincial)"]),
        dict(kind="team", title="Team",
             lines=["Lorne Kaminski \u2014 grain farmer, Rosetown; lost his brother to "
                    "suicide in 2019",
                    "Dr. Jolene Hrynchuk \u2014 clinical psychologist, rural practice",
                    "Tyrell Bigsby \u2014 software developer, text-line platform"]),
        dict(kind="ask", title="Our ask",
             lines=["CAD 150,000 to train 60 community helpers in 3 rural municipalities",
                    "An agricultural insurer or co-op as a partner",
                    "Evaluation partner (university)"]),
    ],
    gold=G(title=["Coffee Row"],
           problem=["Farmers die by suicide at higher rates", "won't call a helpline"],
           solution=["Train trusted locals", "1-day peer-support skills",
                     "text line answered by farm families"],
           target=["Farmers and ranchers in rural Saskatchewan"],
           stage=["concept"],
           needs=["An agricultural insurer or co-op as a partner", "Evaluation partner"],
           funding=["CAD 150,000"],
           team=["Lorne Kaminski", "Jolene Hrynchuk", "Tyrell Bigsby"]),
    names=["Lorne Kaminski", "Jolene Hrynchuk", "Tyrell Bigsby"],
))

# g37 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g37-paragraphs-signlink-kliniki.docx", shape="paragraphs", lang="en", implicit=True,
    layout="flow",
    blocks=[
        ("p", "When Wanjiru, who is Deaf, took her feverish son to a clinic in Kayole last "
              "year, she spent forty minutes writing notes back and forth with a nurse who was "
              "doing her best. The nurse misread one note, and the boy was sent home with the "
              "wrong dose of medicine."),
        ("p", "Kenya has hundreds of thousands of Deaf people who use Kenyan Sign Language, but "
              "almost no health workers sign, and interpreters are expensive and rarely "
              "available at short notice. Many Deaf patients bring a hearing child to "
              "interpret, even for private conversations about their own health."),
        ("p", "SignLink Kliniki puts a tablet at the reception desk of public health centres. "
              "With one tap, a qualified Kenyan Sign Language interpreter joins by video, day "
              "or evening, so that the patient, nurse and doctor can speak to each other "
              "directly. Each call is logged so the clinic can see how often it is used."),
        ("p", "For the past five months the tablets have been at two health centres in Kayole "
              "and Embakasi, where 310 consultations have been interpreted, most of them "
              "lasting under twenty minutes. Nurses say the biggest change is that Deaf "
              "mothers now come to antenatal visits on their own."),
        ("p", "We would like to add ten more centres in Nairobi County. That needs about 4.5 "
              "million Kenyan shillings for tablets, data and interpreter fees for a year, and "
              "we need the county health department to agree to include the service in its "
              "contracts."),
        ("p", "SignLink Kliniki was started by Baraka Ochieng, a Deaf software developer, and "
              "Faith Nyokabi, an interpreter, who now coordinate a pool of eleven interpreters."),
    ],
    gold=G(title=["SignLink Kliniki"],
           problem=["almost no health workers sign", "interpreters are expensive"],
           solution=["a tablet at the reception desk", "interpreter joins by video"],
           target=["Deaf people who use Kenyan Sign Language", "Deaf patients"],
           stage=["live"],
           needs=["county health department to agree"],
           funding=["4.5 million Kenyan shillings"],
           team=["Baraka Ochieng", "Faith Nyokabi", "eleven interpreters"]),
    names=["Wanjiru", "Baraka Ochieng", "Faith Nyokabi"],
))

# g38 ----------------------------------------------------------------------------------------
REFS = [
    ("Ferreira-Lund K, Oduya PM, Strand H", "Indoor temperature and emergency admissions among "
     "older adults during heatwaves: a case-crossover study. J Urban Clim Health. "
     "2021;14(3):211-19."),
    ("Baptiste-Rowe L, Kimathi JW", "Heat-health warning systems in Europe: a review of "
     "thresholds and actions. Environ Health Rev. 2019;8:45-61."),
    ("Nakashima R, Albrecht-Weiss C, Quaye E", "Fan use and core body temperature in healthy "
     "older adults at 38\u00b0C: a randomised crossover trial. Age Physiol. 2022;37(2):98-106."),
    ("International Council on Climate and Health", "Heat and health: technical guidance for "
     "local authorities. 2nd ed. 2020."),
    ("Hollis-Mbatha DR, S\u00f8rensen AK", "Social isolation as a risk factor for heat-related "
     "death: evidence from three cities. Public Health Perspect. 2018;29(4):302-10."),
    ("Castellanos-Ibarra M, Petrakis G", "Air conditioning, energy poverty and summer "
     "mortality in southern Europe. Energy Soc Health. 2023;5:17-28."),
    ("Tuiasosopo F, Lindqvist-Arnesen B, Okwuosa CN", "Telephone check-in services during "
     "extreme heat: a mixed-methods evaluation. J Community Care Res. 2024;11(1):55-67."),
    ("Radcliffe-Ng E", "Measuring indoor temperature in private homes: low-cost loggers "
     "compared with reference instruments. Build Health Sci. 2020;3(2):140-8."),
    ("Szab\u00f3-Hendricks Z, Mwakalinga T", "Kidney function and heat exposure in outdoor "
     "workers: a systematic review. Occup Environ Health. 2021;19:301-15."),
    ("Delacroix-Yamada N, Brannigan P", "Heat, medication and falls: a review of drug classes "
     "that impair thermoregulation. Geriatr Pharmacol. 2022;12(3):188-97."),
    ("Omondi-Laurent S, Haugland T, Vasquez-Ortiz R", "Cooling centres: who uses them and who "
     "doesn't? A survey of 2,400 adults. Urban Public Health. 2023;7(1):12-24."),
    ("Pemberton-Asante A", "Heat and health in care homes: a practical guide for managers. "
     "London: Meridian Care Press; 2024."),
]
REF_NAMES = []
for _authors, _rest in REFS:
    if _authors.startswith("International"):
        continue
    REF_NAMES.extend(a.strip() for a in _authors.split(","))
DOCS.append(dict(
    file="g38-not-pitch-reference-list.docx", shape="not-pitch", lang="en", implicit=False,
    layout="flow",
    blocks=[("h", "References")] + [("p", f"{i}. {a}. {r}") for i, (a, r) in
                                     enumerate(REFS, 1)],
    gold=G(), names=REF_NAMES,
))

# g39 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g39-lean-canvas-table-exhale-crew.docx", shape="lean-canvas", lang="en",
    implicit=False, layout="flow",
    blocks=[
        ("title", "Exhale Crew \u2014 Lean Canvas"),
        ("sub", "Tallinn, Estonia \u00b7 prepared for the consortium call, November 2026"),
        ("table", [
            ["Problem", "Vaping among 14-16 year olds in Tallinn has tripled since 2019. "
                        "Teenagers who want to stop have nowhere to go: quit services are "
                        "built for adult smokers, and schools mostly confiscate and punish."],
            ["Customer segments", "Students aged 14-18 who vape and want to cut down or stop; "
                                  "school nurses who currently have nothing to offer them."],
            ["Unique value proposition", "Quitting with your friends, not a lecture."],
            ["Solution", "Six weekly lunchtime sessions run by the school nurse with two "
                         "trained older students; a group chat with daily challenges; a "
                         "nicotine-free fidget device to replace the hand habit."],
            ["Channels", "School nurses; student councils; Instagram posts made by students."],
            ["Revenue streams", "The city education department pays EUR 2,000 per school per "
                                "year; seeking EUR 70,000 to train nurses in 25 more schools."],
            ["Cost structure", "Nurse training days, vouchers for student facilitators, fidget "
                               "devices, evaluation."],
            ["Key metrics", "Self-reported days vaped per week; saliva cotinine at 12 weeks; "
                            "session attendance."],
            ["Unfair advantage", "Status: piloting in 4 schools since September, 63 students "
                                 "enrolled. Designed with students, run by nurses they "
                                 "already know."],
            ["Team", "Kadri Lepiksaar (school nurse, lead), Mattias Rebane (public health "
                     "researcher), Eliise Tamm (student facilitator, 17)"],
            ["Wanted", "A researcher to run a controlled evaluation; Russian-language "
                       "materials for schools in Lasnam\u00e4e."],
        ], {"widths": [0.28, 0.72], "grid": True, "bold_first": True}),
    ],
    gold=G(title=["Exhale Crew"],
           problem=["Vaping among 14-16 year olds", "nowhere to go"],
           solution=["Six weekly lunchtime sessions", "trained older students"],
           target=["Students aged 14-18 who vape"],
           stage=["live"],
           needs=["A researcher to run a controlled evaluation", "Russian-language materials"],
           funding=["seeking EUR 70,000", "EUR 2,000 per school per year"],
           team=["Kadri Lepiksaar", "Mattias Rebane", "Eliise Tamm"]),
    names=["Kadri Lepiksaar", "Mattias Rebane", "Eliise Tamm"],
))

# g40 ----------------------------------------------------------------------------------------
DOCS.append(dict(
    file="g40-pl-rehadom.pdf", shape="other-language", lang="pl", implicit=False,
    layout="flow",
    blocks=[
        ("title", "RehaDom \u2013 rehabilitacja po udarze w domu, przez wideo"),
        ("sub", "Wniosek do konkursu innowacji w ochronie zdrowia, listopad 2026"),
        ("h", "Problem"),
        ("p", "Na wsiach Podkarpacia pacjenci po udarze wracaj\u0105 ze szpitala do domu i "
              "czekaj\u0105 na rehabilitacj\u0119 nawet p\u00f3\u0142 roku. Dojazd do poradni to "
              "cz\u0119sto kilkadziesi\u0105t kilometr\u00f3w, a wielu chorych nie ma kto "
              "zawie\u017a\u0107. W tym czasie trac\u0105 sprawno\u015b\u0107, kt\u00f3r\u0105 "
              "mo\u017cna by\u0142o odzyska\u0107."),
        ("h", "Rozwi\u0105zanie"),
        ("p", "Fizjoterapeuta prowadzi \u0107wiczenia przez wideo trzy razy w tygodniu, a raz w "
              "miesi\u0105cu przyje\u017cd\u017ca do domu. Rodzina dostaje tablet z prost\u0105 "
              "aplikacj\u0105, gumy do \u0107wicze\u0144 i instrukcje obrazkowe."),
        ("h", "Dla kogo"),
        ("p", "Osoby po udarze mieszkaj\u0105ce na wsi, w pierwszych sze\u015bciu miesi\u0105cach "
              "po wypisie ze szpitala, oraz ich opiekunowie."),
        ("h", "Etap projektu"),
        ("p", "Na razie to pomys\u0142: mamy opisany program \u0107wicze\u0144 i zgod\u0119 dw\u00f3ch "
              "gminnych o\u015brodk\u00f3w zdrowia na wsp\u00f3\u0142prac\u0119, ale nie "
              "przeprowadzili\u015bmy jeszcze \u017cadnych zaj\u0119\u0107."),
        ("h", "Czego potrzebujemy"),
        ("p", "Szukamy szpitala z oddzia\u0142em udarowym, kt\u00f3ry b\u0119dzie kierowa\u0142 "
              "pacjent\u00f3w, oraz pomocy prawnej w sprawie teleporad."),
        ("h", "Bud\u017cet"),
        ("p", "Prosimy o 400 000 z\u0142 na dwa lata: tablety, wynagrodzenia fizjoterapeut\u00f3w "
              "i dojazdy."),
        ("h", "Zesp\u00f3\u0142"),
        ("p", "dr Katarzyna Wr\u00f3blewska-Nowak, fizjoterapeutka neurologiczna; mgr Tomasz "
              "Pietrzyk, informatyk; Halina Dudek, piel\u0119gniarka \u015brodowiskowa."),
    ],
    gold=G(title=["RehaDom"],
           problem=["czekaj\u0105 na rehabilitacj\u0119 nawet p\u00f3\u0142 roku",
                    "trac\u0105 sprawno\u015b\u0107"],
           solution=["\u0107wiczenia przez wideo trzy razy w tygodniu",
                     "tablet z prost\u0105 aplikacj\u0105"],
           target=["Osoby po udarze mieszkaj\u0105ce na wsi"],
           stage=["concept"],
           needs=["szpitala z oddzia\u0142em udarowym", "pomocy prawnej w sprawie teleporad"],
           funding=["400 000 z\u0142"],
           team=["Katarzyna Wr\u00f3blewska-Nowak", "Tomasz Pietrzyk", "Halina Dudek"]),
    names=["Katarzyna Wr\u00f3blewska-Nowak", "Tomasz Pietrzyk", "Halina Dudek"],
))

# =============================================================================================
# Text of a document: every string that goes into the file
# =============================================================================================

def cell_strings(cell):
    if cell is None:
        return []
    if isinstance(cell, str):
        return [cell]
    out = [cell["label"]]
    if cell.get("text"):
        out.append(cell["text"])
    out += cell.get("bullets", [])
    return out


def block_strings(b):
    kind = b[0]
    if kind in ("title", "sub", "h", "hb", "p", "small"):
        return [b[1]]
    if kind in ("lines", "bullets", "numbered"):
        return list(b[1])
    if kind == "qa":
        return [b[1], b[2]]
    if kind == "table":
        return [s for row in b[1] for c in row for s in cell_strings(c)]
    if kind == "ptable":
        return [s for (_a, _b, c) in b[2] for s in cell_strings(c)]
    return []


def doc_strings(d):
    lay = d["layout"]
    if lay == "flow":
        out = [s for b in d["blocks"] for s in block_strings(b)]
        if d.get("footer"):
            out.append(d["footer"])
        return out
    if lay == "grid9":
        return list(d["header"]) + [s for (_k, lab, txt) in d["boxes"] for s in (lab, txt)]
    if lay == "deck":
        return [s for sl in d["slides"] for s in [sl["title"]] + sl["lines"]]
    if lay == "scan":
        return list(d["lines"])
    raise ValueError(lay)


def doc_text(d):
    return "\n".join(doc_strings(d))


def ws(s):
    s = s.replace("\u00a0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", s).strip()


def squash(s):
    s = unicodedata.normalize("NFC", s).replace("\u00ad", "")
    return re.sub(r"\s+", "", s).casefold()


def ext(d):
    return d["file"].rsplit(".", 1)[1]


def is_pitch(d):
    return d["shape"] != "not-pitch"


# =============================================================================================
# Data checks
# =============================================================================================

TITLES = {"Dr", "Dr.", "Dra.", "Dott.", "Dott.ssa", "dott.", "Prof.", "Prof", "Mr", "Mr.",
          "Mrs", "Mrs.", "Ms", "Ms.", "Miss", "Sister", "Mme", "M.", "Mlle", "Mtra.", "Biól.",
          "dr", "mgr", "Herr", "Frau", "Sr.", "Sra.", "Pani", "Pan", "Dhr.", "Mevr."}
PARTICLES = {"de", "da", "do", "dos", "das", "van", "von", "der", "den", "te", "le", "la",
             "del", "di", "ó", "ní", "mac", "mc", "ma"}
MAIL_HEADER = re.compile(r"^\s*(From|To|Cc|De|À|Von|An|Van|Aan|Da|Para)\s?:\s*(.+)$")
EMAIL_RE = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
HOST_RE = re.compile(r"(?<![\w@.-])((?:[a-z0-9-]+\.)+(?:com|org|net|io|co|app|ai|health|info|"
                     r"uk|ie|de|fr|es|it|nl|pl|se|pt|br|nz|au|ca|ke|gh|sg|vn|ph|mx|zm|mw|np|"
                     r"sn|ee|mn|ni|ng|in|us))(?![\w-])", re.I)
URL_RE = re.compile(r"https?://([^/\s]+)")
PHONE_RE = re.compile(r"\+?\(?\d[\d ()\-]{7,}\d")
FICTIONAL_PHONE_PREFIXES = [
    # UK Ofcom drama ranges
    "0207946", "01134960", "01144960", "01154960", "01164960", "01174960", "01184960",
    "01214960", "01314960", "01414960", "01514960", "01614960", "02896496", "02920180",
    "01632960", "07700900", "08081570", "09098790",
    # France ARCEP fiction ranges
    "01990", "026191", "035301", "046571", "053649", "063998",
    # Australia ACMA fictional ranges
    "0491570", "0255550", "0370100", "0755550", "0855550",
]
EXAMPLE_DOMAINS = ("example.org", "example.com", "example.net")

STAGE_WORDS = {
    "en": [r"concepts?", r"conceptual", r"prototyp\w*", r"pilot\w*", r"live", r"establish\w*",
           r"launch\w*", r"mvp", r"beta", r"alpha", r"stages?", r"deploy\w*", r"ideas?",
           r"early-stage"],
    "de": [r"konzept\w*", r"prototyp\w*", r"pilot\w*", r"idee\w*", r"phase\w*", r"stadium",
           r"gestartet", r"etabliert\w*"],
    "fr": [r"concept\w*", r"prototype\w*", r"pilote\w*", r"id[ée]es?", r"phases?", r"stades?",
           r"[ée]tapes?", r"lanc[ée]\w*", r"lancement", r"b[êe]ta", r"d[ée]ploy\w*",
           r"[ée]tabli\w*"],
    "es": [r"concepto\w*", r"prototipo\w*", r"piloto\w*", r"ideas?", r"fases?", r"etapas?",
           r"lanza\w*", r"consolidad\w*"],
    "it": [r"concett\w*", r"prototip\w*", r"pilota\w*", r"idea", r"idee", r"fasi", r"fase",
           r"lanci\w*", r"consolidat\w*"],
    "pt": [r"conceito\w*", r"prot[óo]tipo\w*", r"piloto\w*", r"ideias?", r"fases?", r"etapas?",
           r"est[áa]gio\w*", r"lan[çc]ad\w*", r"lan[çc]amento", r"consolidad\w*",
           r"implantad\w*"],
    "nl": [r"concept\w*", r"prototype\w*", r"pilot\w*", r"idee\w*", r"fases?", r"stadium",
           r"lancer\w*", r"gelanceerd"],
    "pl": [r"koncep\w*", r"prototyp\w*", r"pilot\w*", r"pomys\w*", r"etap\w*", r"faz[aie]\w*",
           r"wdro\w*"],
    "sv": [r"koncept\w*", r"prototyp\w*", r"pilot\w*", r"id[ée]\w*", r"fas", r"faser",
           r"skede\w*", r"lanser\w*", r"etabler\w*"],
}


def stage_word_hits(d):
    words = STAGE_WORDS["en"] + (STAGE_WORDS[d["lang"]] if d["lang"] != "en" else [])
    rx = re.compile(r"(?<!\w)(?:" + "|".join(words) + r")(?!\w)", re.I)
    return sorted(set(m.group(0) for m in rx.finditer(doc_text(d))))


def names_after_titles(text):
    toks = text.split()
    found = []
    for i, tok in enumerate(toks):
        if tok not in TITLES:
            continue
        got = []
        for nxt in toks[i + 1:i + 4]:
            if nxt[0] in "(<\"'\u2014\u2013-[":
                break
            core = nxt.rstrip(",;:).")
            if not core or not core[0].isupper():
                break
            got.append(core)
            if nxt[-1] in ",;:)":
                break
        if got:
            found.append(" ".join(got))
    return found


def name_tokens(name):
    out = []
    for t in re.split(r"[\s-]+", name):
        t = t.strip(".,")
        if len(t) < 3 or t.lower() in PARTICLES or (t.isupper() and len(t) <= 3):
            continue
        out.append(t.lower())
    return out


def phone_ok(digits):
    if digits.startswith("44"):
        digits = "0" + digits[2:]
    elif digits.startswith("33") and len(digits) == 11:
        digits = "0" + digits[2:]
    elif digits.startswith("61") and len(digits) == 11:
        digits = "0" + digits[2:]
    elif digits.startswith("1") and len(digits) == 11:
        digits = digits[1:]
    if len(digits) == 10 and digits[3:6] == "555" and digits[6:8] == "01":
        return True
    return any(digits.startswith(p) for p in FICTIONAL_PHONE_PREFIXES)


def host_ok(h):
    h = h.lower().rstrip(".")
    return any(h == x or h.endswith("." + x) for x in EXAMPLE_DOMAINS)


def sentences(text):
    return [s for s in re.split(r"(?<=[.!?])\s+", ws(text)) if s]


def data_checks():
    errs = []
    E = errs.append

    if len(DOCS) != 40:
        E(f"expected 40 documents, found {len(DOCS)}")
    shapes = Counter(d["shape"] for d in DOCS)
    if dict(shapes) != SHAPE_COUNTS:
        E(f"shape counts {dict(shapes)} != {SHAPE_COUNTS}")
    fmts = Counter(ext(d) for d in DOCS)
    if fmts != Counter({"pdf": 20, "docx": 20}):
        E(f"format counts {dict(fmts)}")

    files = [d["file"] for d in DOCS]
    if len(set(files)) != len(files):
        E("duplicate file names")
    nums = []
    for f in files:
        m = re.fullmatch(r"g(\d\d)-[a-z0-9-]+\.(pdf|docx)", f)
        if not m:
            E(f"{f}: bad file name")
        else:
            nums.append(int(m.group(1)))
    if sorted(nums) != list(range(1, 41)):
        E("file numbers are not 01-40, each once")

    texts = {d["file"]: ws(doc_text(d)) for d in DOCS}
    all_name_tokens = defaultdict(set)
    title_tokens = []

    for d in DOCS:
        f = d["file"]
        g = d["gold"]
        t = texts[f]
        raw = doc_text(d)
        if list(g.keys()) != GOLD_KEYS:
            E(f"{f}: gold keys {list(g.keys())}")
        if d["layout"] == "deck" and ext(d) != "pdf":
            E(f"{f}: deck must be PDF")
        if d["layout"] in ("grid9", "scan") and ext(d) != "pdf":
            E(f"{f}: {d['layout']} must be PDF")
        for k, v in g.items():
            if v is None:
                continue
            if not isinstance(v, list) or not 1 <= len(v) <= 3:
                E(f"{f}: {k} must be null or a list of 1-3 phrases")
                continue
            for ph in v:
                if not isinstance(ph, str) or not ph.strip():
                    E(f"{f}: empty phrase in {k}")
                    continue
                if k == "stage":
                    continue
                if ws(ph) not in t:
                    E(f"{f}: {k} phrase not in text: {ph!r}")
                if len(ph.split()) > 10:
                    E(f"{f}: {k} phrase longer than 10 words: {ph!r}")
        st = g["stage"]
        if is_pitch(d):
            if not st or len(st) > 2 or len(set(st)) != len(st) or not set(st) <= STAGES:
                E(f"{f}: bad stage {st}")
            if not g["solution"]:
                E(f"{f}: pitch without solution")
            if g["stage"] and d.get("implicit"):
                hits = stage_word_hits(d)
                if hits:
                    E(f"{f}: implicit stage but uses stage words {hits}")
        else:
            if any(v is not None for v in g.values()):
                E(f"{f}: non-pitch must have all-null gold")
            if d.get("implicit"):
                E(f"{f}: non-pitch marked implicit")

        # people
        names = d["names"]
        if len(set(names)) != len(names):
            E(f"{f}: duplicate person names")
        for n in names:
            if ws(n) not in t:
                E(f"{f}: person name not in text: {n!r}")
        for cap in names_after_titles(raw):
            if not any(cap.startswith(n) or cap in n for n in names):
                E(f"{f}: name after a title not listed: {cap!r}")
        for line in raw.split("\n"):
            m = MAIL_HEADER.match(line)
            if m:
                who = m.group(2).split("<")[0].strip().strip('"')
                if "@" in who:
                    continue
                parts = who.split()
                while parts and parts[0] in TITLES:
                    parts = parts[1:]
                who = " ".join(parts)
                if who and who not in names:
                    E(f"{f}: mail header name not listed: {who!r}")
        for n in names:
            for tok in name_tokens(n):
                all_name_tokens[tok].add(f)
            if len(n.split()) >= 2:
                for other in DOCS:
                    if other["file"] != f and ws(n) in texts[other["file"]]:
                        E(f"{f}: name {n!r} also appears in {other['file']}")
        if g["title"]:
            for ph in g["title"]:
                title_tokens.append((f, ph))
                for n in names:
                    if n.lower() in ph.lower() or ph.lower() in n.lower():
                        E(f"{f}: title {ph!r} overlaps person name {n!r}")

        # addresses, hosts and phones
        for m in EMAIL_RE.finditer(raw):
            if not host_ok(m.group(1)):
                E(f"{f}: non-example e-mail domain {m.group(1)}")
        for m in URL_RE.finditer(raw):
            if not host_ok(m.group(1)):
                E(f"{f}: non-example URL host {m.group(1)}")
        for m in HOST_RE.finditer(raw):
            if not host_ok(m.group(1)):
                E(f"{f}: non-example host {m.group(1)}")
        for m in PHONE_RE.finditer(raw):
            digits = re.sub(r"\D", "", m.group(0))
            if len(digits) >= 9 and not phone_ok(digits):
                E(f"{f}: phone number not in a fictional range: {m.group(0)!r}")

        # shape rules
        sh = d["shape"]
        if sh == "paragraphs":
            if d["layout"] != "flow" or any(b[0] != "p" for b in d["blocks"]):
                E(f"{f}: paragraphs document must have paragraph blocks only")
            else:
                for b in d["blocks"]:
                    if len(b[1].split()) < 12:
                        E(f"{f}: paragraph shorter than 12 words: {b[1][:40]!r}")
                nw = len(t.split())
                if not 150 <= nw <= 500:
                    E(f"{f}: paragraphs document has {nw} words")
        if sh == "one-liner":
            blocks = d["blocks"]
            if any(b[0] != "p" for b in blocks) or len(blocks) > 3 or \
                    any("\n" in b[1] for b in blocks):
                E(f"{f}: one-liner must be 1-3 plain lines")
            if len(sentences(t)) > 3:
                E(f"{f}: one-liner has more than three sentences")
        if d["layout"] == "deck":
            kinds = [s["kind"] for s in d["slides"]]
            if kinds[0] != "cover":
                E(f"{f}: deck must start with a cover slide")
            for k in ("team", "market", "ask"):
                if k not in kinds:
                    E(f"{f}: deck has no {k} slide")
            market = " ".join(" ".join([s["title"]] + s["lines"]) for s in d["slides"]
                              if s["kind"] == "market")
            if not re.search(r"\d", market):
                E(f"{f}: market slide without figures")
            for ph in g["target_population"] or []:
                if ws(ph).lower() in ws(market).lower():
                    E(f"{f}: target phrase taken from the market slide: {ph!r}")
            if sh == "deck" and d["lang"] != "en":
                E(f"{f}: English decks only in shape deck")
        if sh == "email" or d.get("email"):
            first = d["blocks"][0]
            heads = " ".join(first[1]) if first[0] == "lines" else ""
            if not (re.search(r"(From|De) ?:", heads) and re.search(r"(To|À) ?:", heads) and
                    re.search(r"(Subject|Objet) ?:", heads)):
                E(f"{f}: e-mail must open with From/To/Subject lines")
        if sh == "other-language" and d["lang"] == "en":
            E(f"{f}: other-language document in English")
        if sh != "other-language" and d["lang"] != "en":
            E(f"{f}: non-English document outside other-language")
        if sh == "grant-abstract":
            if sum(1 for b in d["blocks"] if b[0] == "h") < 5:
                E(f"{f}: grant abstract needs at least five sections")
            if not g["funding"] or not g["team"]:
                E(f"{f}: grant abstract must state budget and team")
        if sh == "scan" and d["layout"] != "scan":
            E(f"{f}: scan must use the scan layout")

    for tok, fs in all_name_tokens.items():
        if len(fs) > 1:
            E(f"name part {tok!r} used in several documents: {sorted(fs)}")
    for f, ph in title_tokens:
        for tok in name_tokens(ph):
            if tok in all_name_tokens:
                E(f"{f}: title {ph!r} shares {tok!r} with a person name")

    # batch-level counts
    pitches = [d for d in DOCS if is_pitch(d)]
    n_impl = sum(1 for d in pitches if d.get("implicit"))
    if not 15 <= n_impl <= 21:
        E(f"implicit stages: {n_impl} (want about half of {len(pitches)})")
    for k in ("title", "needs", "funding", "team"):
        n = sum(1 for d in pitches if d["gold"][k] is None)
        if n < 2:
            E(f"only {n} pitches with null {k}")
    langs = Counter(d["lang"] for d in DOCS if d["shape"] == "other-language")
    want = Counter({"de": 1, "fr": 2, "es": 2, "it": 1, "pt": 1, "nl": 1, "pl": 1, "sv": 1})
    if langs != want:
        E(f"other-language languages {dict(langs)}")
    ol = [d for d in DOCS if d["shape"] == "other-language"]
    if sum(1 for d in ol if d["layout"] == "deck" and d["lang"] == "es") != 1:
        E("need exactly one Spanish slide deck")
    if sum(1 for d in ol if d.get("email") and d["lang"] == "fr") != 1:
        E("need exactly one French e-mail")
    if sum(1 for d in ol if d.get("form")) != 1:
        E("need exactly one form with questions in another language")
    if not any("Forwarded message" in doc_text(d) for d in DOCS if d["shape"] == "email"):
        E("no e-mail has a forwarded part")
    return errs


# =============================================================================================
# Rendering
# =============================================================================================

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import cm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.lib.fonts import addMapping
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.platypus import (SimpleDocTemplate, Paragraph, Spacer, Table, TableStyle,
                                HRFlowable)
from xml.sax.saxutils import escape as xml_escape

import docx
from docx.enum.section import WD_ORIENT
from docx.shared import Pt, Cm, RGBColor

_FONTS_DONE = False


def register_fonts():
    global _FONTS_DONE
    if _FONTS_DONE:
        return
    fams = {"DV": "DejaVuSans", "DVS": "DejaVuSerif", "DVM": "DejaVuSansMono"}
    for fam, base in fams.items():
        pdfmetrics.registerFont(TTFont(fam, f"{FONT_DIR}/{base}.ttf"))
        pdfmetrics.registerFont(TTFont(fam + "-B", f"{FONT_DIR}/{base}-Bold.ttf"))
        addMapping(fam, 0, 0, fam)
        addMapping(fam, 1, 0, fam + "-B")
        addMapping(fam, 0, 1, fam)
        addMapping(fam, 1, 1, fam + "-B")
    from reportlab import rl_config
    rl_config.canvas_basefontname = "DV"  # no unused Helvetica resource on the pages
    _FONTS_DONE = True


def esc(s):
    return xml_escape(s).replace("\n", "<br/>")


GREY = colors.HexColor("#555555")
LIGHT = colors.HexColor("#999999")


def pdf_styles(opts):
    fam = {"sans": "DV", "serif": "DVS", "mono": "DVM"}[opts.get("font", "sans")]
    size = opts.get("size", 10.5)
    base = ParagraphStyle("base", fontName=fam, fontSize=size, leading=size * 1.35,
                          spaceAfter=size * 0.6)
    cell = ParagraphStyle("cell", parent=base, fontSize=size * 0.95, leading=size * 1.25,
                          spaceAfter=2, bulletFontName=fam, bulletFontSize=size * 0.95)
    return {
        "fam": fam, "size": size,
        "p": base,
        "title": ParagraphStyle("title", parent=base, fontName=fam + "-B", fontSize=size * 1.6,
                                leading=size * 2.0, spaceAfter=size * 0.4),
        "sub": ParagraphStyle("sub", parent=base, textColor=GREY, spaceAfter=size),
        "h": ParagraphStyle("h", parent=base, fontName=fam + "-B", fontSize=size * 1.15,
                            leading=size * 1.5, spaceBefore=size * 0.5, spaceAfter=size * 0.3),
        "hb": ParagraphStyle("hb", parent=base, fontName=fam + "-B", spaceBefore=size * 0.3,
                             spaceAfter=size * 0.15),
        "small": ParagraphStyle("small", parent=base, fontSize=size * 0.82, textColor=GREY),
        "line": ParagraphStyle("line", parent=base, spaceAfter=0),
        "bullet": ParagraphStyle("bullet", parent=base, leftIndent=16, bulletIndent=4,
                                 spaceAfter=size * 0.25, bulletFontName=fam,
                                 bulletFontSize=size),
        "cell": cell,
        "label": ParagraphStyle("label", parent=cell, fontName=fam + "-B"),
    }


def pdf_cell(c, st, bold=False):
    if c is None:
        return ""
    if isinstance(c, str):
        return Paragraph(esc(c), st["label"] if bold else st["cell"])
    out = [Paragraph(esc(c["label"]), st["label"])]
    if c.get("text"):
        out.append(Paragraph(esc(c["text"]), st["cell"]))
    for b in c.get("bullets", []):
        out.append(Paragraph(esc(b), st["cell"], bulletText="\u2022"))
    return out


def pdf_flow(d, path):
    register_fonts()
    o = d.get("opts", {})
    st = pdf_styles(o)
    size = landscape(A4) if o.get("landscape") else A4
    margin = 2.0 * cm
    avail = size[0] - 2 * margin
    story = []
    for b in d["blocks"]:
        k = b[0]
        if k in ("title", "sub", "h", "hb", "p", "small"):
            story.append(Paragraph(esc(b[1]), st[k]))
        elif k == "lines":
            for line in b[1]:
                story.append(Paragraph(esc(line), st["line"]) if line else Spacer(1, st["size"]))
            story.append(Spacer(1, st["size"] * 0.6))
        elif k == "bullets":
            for item in b[1]:
                story.append(Paragraph(esc(item), st["bullet"], bulletText="\u2022"))
        elif k == "numbered":
            for i, item in enumerate(b[1], 1):
                story.append(Paragraph(esc(item), st["bullet"], bulletText=f"{i}."))
        elif k == "qa":
            story.append(Paragraph(esc(b[1]), st["hb"]))
            story.append(Paragraph(esc(b[2]), st["p"]))
        elif k == "table":
            rows, to = b[1], b[2]
            data = [[pdf_cell(c, st, bold=(to.get("bold_first") and j == 0))
                     for j, c in enumerate(row)] for row in rows]
            tbl = Table(data, colWidths=[w * avail for w in to["widths"]])
            style = [("VALIGN", (0, 0), (-1, -1), "TOP"),
                     ("LEFTPADDING", (0, 0), (-1, -1), 6), ("RIGHTPADDING", (0, 0), (-1, -1), 6),
                     ("TOPPADDING", (0, 0), (-1, -1), 5), ("BOTTOMPADDING", (0, 0), (-1, -1), 6)]
            if to.get("grid"):
                style.append(("GRID", (0, 0), (-1, -1), 0.7, LIGHT))
            tbl.setStyle(TableStyle(style))
            story.append(tbl)
            story.append(Spacer(1, st["size"]))
        elif k == "rule":
            story.append(HRFlowable(width="100%", thickness=0.6, color=LIGHT, spaceBefore=2,
                                    spaceAfter=8))
        elif k == "spacer":
            story.append(Spacer(1, st["size"]))
        else:
            raise ValueError(f"{d['file']}: block {k} not supported in PDF")

    footer = d.get("footer")

    def on_page(c, doc):
        if footer:
            c.saveState()
            c.setFont("DV", 7.5)
            c.setFillColor(LIGHT)
            c.drawString(margin, 1.1 * cm, footer)
            c.restoreState()

    doc = SimpleDocTemplate(path, pagesize=size, leftMargin=margin, rightMargin=margin,
                            topMargin=margin, bottomMargin=margin, title="", author="",
                            subject="", creator="")
    doc.build(story, onFirstPage=on_page, onLaterPages=on_page)


def pdf_grid9(d, path):
    register_fonts()
    W, H = landscape(A4)
    c = rl_canvas.Canvas(path, pagesize=(W, H))
    m = 26
    c.setFont("DV-B", 17)
    c.drawString(m, H - m - 12, d["header"][0])
    c.setFont("DV", 8.5)
    c.setFillColor(GREY)
    c.drawString(m, H - m - 28, d["header"][1])
    c.setFillColor(colors.black)
    top = H - m - 40
    bottom = m
    upper_h = (top - bottom) * 0.66
    lower_h = (top - bottom) - upper_h
    yu = bottom + lower_h
    cw = (W - 2 * m) / 5
    half = (W - 2 * m) / 2
    rects = {
        "problem": (m, yu, cw, upper_h),
        "solution": (m + cw, yu + upper_h / 2, cw, upper_h / 2),
        "metrics": (m + cw, yu, cw, upper_h / 2),
        "uvp": (m + 2 * cw, yu, cw, upper_h),
        "advantage": (m + 3 * cw, yu + upper_h / 2, cw, upper_h / 2),
        "channels": (m + 3 * cw, yu, cw, upper_h / 2),
        "segments": (m + 4 * cw, yu, cw, upper_h),
        "cost": (m, bottom, half, lower_h),
        "revenue": (m + half, bottom, half, lower_h),
    }
    c.setLineWidth(0.8)
    c.setStrokeColor(colors.HexColor("#333333"))
    for key, label, text in d["boxes"]:
        x, y, w, h = rects[key]
        c.rect(x, y, w, h)
        c.setFont("DV-B", 7.5)
        c.drawString(x + 5, y + h - 12, label)
        for fs in (8.8, 8.2, 7.6, 7.0, 6.5, 6.0):
            stl = ParagraphStyle("b", fontName="DV", fontSize=fs, leading=fs * 1.25)
            p = Paragraph(esc(text), stl)
            pw, ph = p.wrap(w - 10, h)
            if ph <= h - 22:
                break
        else:
            raise ValueError(f"{d['file']}: text does not fit box {key}")
        p.drawOn(c, x + 5, y + h - 18 - ph)
    c.showPage()
    c.save()


THEMES = {
    "teal": ("#0f5f5a", "#eef7f6"),
    "navy": ("#1c2f5c", "#f2f4f9"),
    "ochre": ("#8a5a12", "#fbf6ec"),
    "plum": ("#5b2a59", "#f8f1f7"),
    "green": ("#2f5d2a", "#f3f7f0"),
}


def pdf_deck(d, path):
    register_fonts()
    o = d["opts"]
    page = landscape(A4) if o["page"] == "A4L" else o["page"]
    W, H = page
    dark, light = (colors.HexColor(x) for x in THEMES[o["theme"]])
    c = rl_canvas.Canvas(path, pagesize=page)
    n = len(d["slides"])
    for i, s in enumerate(d["slides"], 1):
        if s["kind"] == "cover":
            c.setFillColor(dark)
            c.rect(0, 0, W, H, fill=1, stroke=0)
            t = Paragraph(esc(s["title"]), ParagraphStyle("ct", fontName="DV-B", fontSize=46,
                                                          leading=54, textColor=colors.white))
            tw, th = t.wrap(W - 120, H)
            y = H * 0.62
            t.drawOn(c, 60, y)
            y -= 16
            for j, line in enumerate(s["lines"]):
                fs = 21 if j == 0 else 13
                p = Paragraph(esc(line), ParagraphStyle("cl", fontName="DV", fontSize=fs,
                                                        leading=fs * 1.3,
                                                        textColor=colors.white))
                pw, ph = p.wrap(W - 120, H)
                y -= ph + (6 if j else 0)
                p.drawOn(c, 60, y)
                y -= 8
        else:
            c.setFillColor(light)
            c.rect(0, 0, W, H, fill=1, stroke=0)
            c.setFillColor(dark)
            c.rect(0, H - 78, W, 78, fill=1, stroke=0)
            c.setFillColor(colors.white)
            c.setFont("DV-B", 27)
            c.drawString(48, H - 50, s["title"])
            if s["kind"] == "market":
                k = len(s["lines"])
                gap = 22
                bw = (W - 96 - (k - 1) * gap) / k
                bh = H * 0.45
                by = (H - 78) / 2 - bh / 2 + 10
                for j, line in enumerate(s["lines"]):
                    bx = 48 + j * (bw + gap)
                    c.setFillColor(colors.white)
                    c.setStrokeColor(dark)
                    c.setLineWidth(1.4)
                    c.roundRect(bx, by, bw, bh, 10, fill=1, stroke=1)
                    p = Paragraph(esc(line), ParagraphStyle("mk", fontName="DV-B", fontSize=18,
                                                            leading=24, textColor=dark))
                    pw, ph = p.wrap(bw - 28, bh)
                    p.drawOn(c, bx + 14, by + bh / 2 - ph / 2)
            else:
                y = H - 118
                for line in s["lines"]:
                    p = Paragraph(esc(line), ParagraphStyle("bl", fontName="DV", fontSize=19,
                                                            leading=25, leftIndent=22,
                                                            bulletIndent=0, bulletFontName="DV",
                                                            bulletFontSize=19,
                                                            textColor=colors.HexColor("#222222")),
                                  bulletText="\u2022")
                    pw, ph = p.wrap(W - 130, H)
                    y -= ph
                    p.drawOn(c, 56, y)
                    y -= 18
            c.setFillColor(GREY)
            c.setFont("DV", 10)
            label = {"n/N": f"{i} / {n}", "n": str(i), "Slide n": f"Slide {i}"}[o["numbers"]]
            c.drawRightString(W - 22, 16, label)
        c.showPage()
    c.save()


def pdf_scan(d, path):
    from PIL import Image, ImageDraw, ImageFont, ImageFilter
    o = d["opts"]
    W, H = 1654, 2339  # A4 at 200 dpi
    img = Image.new("L", (W, H), 252)
    dr = ImageDraw.Draw(img)
    font = ImageFont.truetype(f"{FONT_DIR}/DejaVuSansMono.ttf", 36)
    bold = ImageFont.truetype(f"{FONT_DIR}/DejaVuSansMono-Bold.ttf", 46)
    y = 210
    for i, line in enumerate(d["lines"]):
        f = bold if i == 0 else font
        dr.text((165, y), line, font=f, fill=30)
        y += (70 if i == 0 else 56) if line else 34
    if y > H - 150:
        raise ValueError(f"{d['file']}: scan text too long")
    img = img.rotate(o["angle"], resample=Image.BICUBIC, fillcolor=250)
    rnd = random.Random(o["seed"])
    px = img.load()
    for _ in range(3000):
        x, yy = rnd.randrange(W), rnd.randrange(H)
        px[x, yy] = rnd.randrange(80, 210)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    img.save(path, "PDF", resolution=200)


def docx_run(p, text, bold=False, italic=False, size=None, color=None):
    parts = text.split("\n")
    for i, part in enumerate(parts):
        r = p.add_run(part)
        r.bold = bold
        r.italic = italic
        if size:
            r.font.size = Pt(size)
        if color:
            r.font.color.rgb = RGBColor.from_string(color)
        if i < len(parts) - 1:
            r.add_break()
    return p


def docx_fill_cell(cell, c, bold=False):
    p = cell.paragraphs[0]
    if c is None:
        return
    if isinstance(c, str):
        if c:
            docx_run(p, c, bold=bold)
        return
    docx_run(p, c["label"], bold=True)
    if c.get("text"):
        for part in c["text"].split("\n"):
            cell.add_paragraph(part)
    for b in c.get("bullets", []):
        cell.add_paragraph("\u2022 " + b)


def docx_flow(d, path):
    o = d.get("opts", {})
    doc = docx.Document()
    sec = doc.sections[0]
    sec.page_width, sec.page_height = Cm(21.0), Cm(29.7)
    if o.get("landscape"):
        sec.orientation = WD_ORIENT.LANDSCAPE
        sec.page_width, sec.page_height = sec.page_height, sec.page_width
    mg = Cm(1.5) if o.get("narrow") else Cm(2.3)
    sec.left_margin = sec.right_margin = sec.top_margin = sec.bottom_margin = mg
    avail = sec.page_width - sec.left_margin - sec.right_margin
    normal = doc.styles["Normal"]
    normal.font.name = o.get("docx_font", "Calibri")
    normal.font.size = Pt(o.get("size", 11))
    plain = o.get("plain_headings", False)
    for b in d["blocks"]:
        k = b[0]
        if k == "title":
            if plain:
                docx_run(doc.add_paragraph(), b[1], bold=True, size=16)
            else:
                doc.add_paragraph(b[1], style="Title")
        elif k == "sub":
            docx_run(doc.add_paragraph(), b[1], italic=True, color="555555")
        elif k == "h":
            if plain:
                docx_run(doc.add_paragraph(), b[1], bold=True, size=12)
            else:
                doc.add_heading(b[1], level=2)
        elif k == "hb":
            docx_run(doc.add_paragraph(), b[1], bold=True)
        elif k == "p":
            docx_run(doc.add_paragraph(), b[1])
        elif k == "small":
            docx_run(doc.add_paragraph(), b[1], size=9, color="555555")
        elif k == "lines":
            for line in b[1]:
                p = doc.add_paragraph()
                p.paragraph_format.space_after = Pt(0)
                if line:
                    docx_run(p, line)
            doc.add_paragraph()
        elif k == "bullets":
            for item in b[1]:
                doc.add_paragraph(item, style="List Bullet")
        elif k == "numbered":
            for item in b[1]:
                doc.add_paragraph(item, style="List Number")
        elif k == "qa":
            docx_run(doc.add_paragraph(), b[1], bold=True)
            docx_run(doc.add_paragraph(), b[2])
        elif k in ("rule", "spacer"):
            doc.add_paragraph()
        elif k == "table":
            rows, to = b[1], b[2]
            ncols = len(rows[0])
            t = doc.add_table(rows=len(rows), cols=ncols)
            t.style = "Table Grid"
            t.autofit = False
            for i, row in enumerate(rows):
                for j, c in enumerate(row):
                    cell = t.cell(i, j)
                    cell.width = int(avail * to["widths"][j])
                    docx_fill_cell(cell, c, bold=(to.get("bold_first") and j == 0))
            doc.add_paragraph()
        elif k == "ptable":
            (nr, nc), placed = b[1], b[2]
            t = doc.add_table(rows=nr, cols=nc)
            t.style = "Table Grid"
            t.autofit = False
            for i in range(nr):
                for j in range(nc):
                    t.cell(i, j).width = int(avail / nc)
            for (r1, c1), (r2, c2), c in placed:
                cell = t.cell(r1, c1)
                if (r1, c1) != (r2, c2):
                    cell = cell.merge(t.cell(r2, c2))
                docx_fill_cell(cell, c)
            doc.add_paragraph()
        else:
            raise ValueError(f"{d['file']}: block {k} not supported in DOCX")
    cp = doc.core_properties
    cp.author = ""
    cp.title = ""
    cp.comments = ""
    cp.last_modified_by = ""
    doc.save(path)


def render(d, path):
    lay = d["layout"]
    if lay == "flow":
        (pdf_flow if ext(d) == "pdf" else docx_flow)(d, path)
    elif lay == "grid9":
        pdf_grid9(d, path)
    elif lay == "deck":
        pdf_deck(d, path)
    elif lay == "scan":
        pdf_scan(d, path)
    else:
        raise ValueError(lay)


# =============================================================================================
# Read-back checks
# =============================================================================================

def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True, check=True).stdout


def read_back(d, path):
    if ext(d) == "pdf":
        return run(["pdftotext", "-raw", path, "-"])
    doc = docx.Document(path)
    parts = [p.text for p in doc.paragraphs]
    for t in doc.tables:
        for row in t.rows:
            for cell in row.cells:
                parts.append(cell.text)
    return "\n".join(parts)


def pdf_page_sizes(path):
    info = run(["pdfinfo", path])
    pages = int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))
    info = run(["pdfinfo", "-f", "1", "-l", str(pages), path])
    sizes = [(float(a), float(b)) for a, b in
             re.findall(r"^Page\s+\d+\s+size:\s+([\d.]+) x ([\d.]+)", info, re.M)]
    return pages, sizes


def readback_checks(d, path):
    errs = []
    E = errs.append
    f = d["file"]
    if d["layout"] == "scan":
        pages, _ = pdf_page_sizes(path)
        if pages != 1:
            E(f"{f}: scan has {pages} pages")
        if run(["pdftotext", path, "-"]).strip():
            E(f"{f}: scan has a text layer")
        font_rows = run(["pdffonts", path]).strip().splitlines()[2:]
        if font_rows:
            E(f"{f}: scan lists fonts: {font_rows}")
        return errs
    text = read_back(d, path)
    sq = squash(text)
    for k, v in d["gold"].items():
        if k == "stage" or not v:
            continue
        for ph in v:
            if squash(ph) not in sq:
                E(f"{f}: read-back lost {k} phrase {ph!r}")
    for n in d["names"]:
        if squash(n) not in sq:
            E(f"{f}: read-back lost person name {n!r}")
    if ext(d) == "pdf":
        pages, sizes = pdf_page_sizes(path)
        if d["layout"] == "deck":
            if pages != len(d["slides"]):
                E(f"{f}: {pages} pages for {len(d['slides'])} slides")
            if any(w <= h for w, h in sizes) or len(sizes) != pages:
                E(f"{f}: deck pages are not all landscape")
        if d.get("one_page") or d["layout"] == "grid9":
            if pages != 1:
                E(f"{f}: should be one page, has {pages}")
        if d["layout"] == "grid9" and any(w <= h for w, h in sizes):
            E(f"{f}: canvas grid page is not landscape")
        if d["shape"] == "one-liner":
            lines = [ln for ln in text.splitlines() if ln.strip()]
            if len(lines) > 3:
                E(f"{f}: one-liner prints on {len(lines)} lines")
    else:
        doc = docx.Document(path)
        if d["shape"] == "paragraphs":
            for p in doc.paragraphs:
                if p.style.name.startswith(("Heading", "Title")):
                    E(f"{f}: paragraphs document uses style {p.style.name}")
    return errs


# =============================================================================================
# Main
# =============================================================================================

def manifest_entry(d):
    return {"file": d["file"], "shape": d["shape"], "is_pitch": is_pitch(d),
            "gold": d["gold"], "person_names": d["names"]}


def main():
    errs = data_checks()
    if errs:
        print("DATA CHECKS FAILED:")
        for e in errs:
            print("  -", e)
        sys.exit(1)

    os.makedirs(OUT_DIR, exist_ok=True)
    wanted = {d["file"] for d in DOCS}
    for name in os.listdir(OUT_DIR):
        if re.fullmatch(r"g\d\d-.*\.(pdf|docx)", name) and name not in wanted:
            os.remove(os.path.join(OUT_DIR, name))
    for d in DOCS:
        render(d, os.path.join(OUT_DIR, d["file"]))

    errs = []
    for d in DOCS:
        errs += readback_checks(d, os.path.join(OUT_DIR, d["file"]))
    if errs:
        print("READ-BACK CHECKS FAILED (manifest not written):")
        for e in errs:
            print("  -", e)
        sys.exit(1)

    entries = [manifest_entry(d) for d in sorted(DOCS, key=lambda d: d["file"])]
    with open(MANIFEST, "w", encoding="utf-8") as fh:
        json.dump(entries, fh, ensure_ascii=False, indent=2)
        fh.write("\n")

    # summary
    pitches = [d for d in DOCS if is_pitch(d)]
    print(f"Wrote {len(DOCS)} documents to {os.path.relpath(OUT_DIR, HERE)}/ and "
          f"{os.path.basename(MANIFEST)}")
    print("Per shape (PDF / DOCX):")
    for sh in SHAPE_COUNTS:
        ds = [d for d in DOCS if d["shape"] == sh]
        npdf = sum(1 for d in ds if ext(d) == "pdf")
        print(f"  {sh:16s} {len(ds):2d}  ({npdf} / {len(ds) - npdf})")
    fm = Counter(ext(d) for d in DOCS)
    print(f"Formats: PDF {fm['pdf']}, DOCX {fm['docx']}")
    st = Counter("+".join(d["gold"]["stage"]) for d in pitches)
    print("Per stage: " + ", ".join(f"{k} {v}" for k, v in st.most_common()))
    n_impl = sum(1 for d in pitches if d.get("implicit"))
    print(f"Implicit stage (no stage word anywhere): {n_impl} of {len(pitches)} pitches")
    print("Null facts among pitches: " + ", ".join(
        f"{k} {sum(1 for d in pitches if d['gold'][k] is None)}" for k in GOLD_KEYS))
    langs = Counter(d["lang"] for d in DOCS)
    print("Languages: " + ", ".join(f"{k} {v}" for k, v in sorted(langs.items())))
    lens = Counter()
    for d in pitches:
        for k, v in d["gold"].items():
            if k != "stage" and v:
                for ph in v:
                    n = len(ph.split())
                    lens["1" if n == 1 else "2-6" if n <= 6 else "7-10"] += 1
    print("Gold phrase lengths (words): " + ", ".join(f"{k}: {lens[k]}" for k in
                                                      ("1", "2-6", "7-10")))
    print(f"Person names listed: {sum(len(d['names']) for d in DOCS)}")


if __name__ == "__main__":
    main()
