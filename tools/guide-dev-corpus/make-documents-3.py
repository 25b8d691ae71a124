#!/usr/bin/python3
"""Third documents batch for the guide's document reader.

Holds 40 documents as data (36 pitches in many shapes, 4 non-pitches), checks the data, writes
the files into documents-3/ (PDF with reportlab, DOCX with python-docx, scans as image-only PDF
drawn with PIL), reads every file back, and only then writes documents-3.json.

Run with the Debian Python:  /usr/bin/python3 make-documents-3.py
Exit code 1 (and no manifest) if any check fails.

All people, projects and organisations are invented. Addresses use example.org/.com/.net only;
phone numbers come from fictional ranges (Ofcom drama numbers, the Australian fictional mobile
range).
"""
import json
import os
import random
import re
import subprocess
import sys
from collections import Counter
from xml.sax.saxutils import escape

HERE = os.path.dirname(os.path.abspath(__file__))
OUTDIR = os.path.join(HERE, "documents-3")
MANIFEST = os.path.join(HERE, "documents-3.json")
FONTDIR = "/usr/share/fonts/truetype/dejavu"

KEYS = ["title", "problem", "solution", "target_population", "stage", "needs", "funding", "team"]
STAGES = {"concept", "prototype", "live", "established"}

SHAPE_COUNTS = {
    "one-liner": 5, "own-headings": 6, "application-form": 5, "executive-summary": 4,
    "bullet-deck": 4, "paragraphs": 5, "poster-abstract": 3, "letter": 2, "scan": 2,
    "not-pitch": 4,
}

DOCS = []


def G(title=None, problem=None, solution=None, target=None, stage=None, needs=None,
      funding=None, team=None):
    def lst(v):
        if v is None:
            return None
        return [v] if isinstance(v, str) else list(v)
    return {"title": lst(title), "problem": lst(problem), "solution": lst(solution),
            "target_population": lst(target), "stage": lst(stage), "needs": lst(needs),
            "funding": lst(funding), "team": lst(team)}





def D(num, slug, shape, fmt, blocks, gold, names=(), implicit=False, font="sans", **kw):
    ext = "pdf" if fmt == "pdf" else "docx"
    d = {"num": num, "file": "f%02d-%s.%s" % (num, slug, ext), "shape": shape, "fmt": fmt,
         "blocks": blocks, "gold": gold, "names": list(names), "implicit": implicit,
         "font": font, "is_pitch": shape != "not-pitch"}
    d.update(kw)
    DOCS.append(d)


# Block kinds:
#   ("title", s) ("sub", s) ("h", s) ("p", s) ("b", s) bold line  ("ul", [items])
#   ("table", [[cells]]) first row is a header   ("q", s) question   ("a", s) answer ("" = blank)
#   ("sig", [lines]) first line is the signer's name
#   ("slide", kind, title, [lines]) kind: cover / team / market / None
#   ("cols",) frame break in a two-column poster (after the header, then between columns)

# ------------------------------------------------------------------------------------------
# one-liner (5)
# ------------------------------------------------------------------------------------------
D(1, "coolroom-connect", "one-liner", "pdf", [
    ("p", "CoolRoom Connect - on every heatwave day, volunteers phone adults over 75 who are "
          "alone at home in Thessaloniki and guide them to the nearest cooled community room. "
          "Twelve volunteers have made the calls since July; a small grant for phone credit "
          "would let us add a second neighbourhood."),
], G(title="CoolRoom Connect",
     solution=["volunteers phone adults over 75",
               "guide them to the nearest cooled community room"],
     target="adults over 75",
     stage="live", funding="a small grant for phone credit", team="Twelve volunteers"),
  implicit=True)

D(2, "captions-at-the-gp", "one-liner", "docx", [
    ("p", "Hard-of-hearing patients nod along in GP appointments without catching half of it. "
          "My fix is a £25 clip-on mic that turns the doctor's speech into big captions on a "
          "cheap tablet. I've built three in my shed and I'm looking for a surgery willing to "
          "try one."),
], G(problem="nod along in GP appointments without catching half",
     solution=["clip-on mic", "big captions on a cheap tablet"],
     target="Hard-of-hearing patients", stage="prototype",
     needs="a surgery willing to try one"),
  implicit=True)

D(3, "brushbus", "one-liner", "docx", [
    ("p", "Brushbus: a mobile dental van bringing check-ups and gentle cleaning to care home "
          "residents in County Kerry every six weeks."),
    ("p", "Running since 2019 across 31 homes and paid for by the regional health board - what "
          "we need now is a second dental hygienist."),
], G(title="Brushbus", solution=["a mobile dental van", "check-ups and gentle cleaning"],
     target="care home residents in County Kerry", stage="established",
     needs="a second dental hygienist", funding="paid for by the regional health board"),
  implicit=True)

D(4, "pillpal-pouch", "one-liner", "pdf", [
    ("p", "PillPal Pouch: pharmacist-packed weekly pouches with picture labels, so adults with "
          "learning disabilities can take their medicines without a carer reading the box - "
          "concept stage, looking for a community pharmacy partner in Manchester."),
], G(title="PillPal Pouch", solution="pharmacist-packed weekly pouches with picture labels",
     target="adults with learning disabilities", stage="concept",
     needs="a community pharmacy partner in Manchester"))

D(5, "night-owls-line", "one-liner", "docx", [
    ("title", "Night Owls Line"),
    ("p", "A text line for Waikato farmers lying awake over debt, answered by other farmers "
          "between 10pm and 4am. Six hundred conversations since last winter, and the rural "
          "trust covers our costs until June."),
], G(title="Night Owls Line", problem="lying awake over debt",
     solution=["A text line for Waikato farmers", "answered by other farmers"],
     target="Waikato farmers lying awake over debt", stage="live",
     funding="the rural trust covers our costs"),
  implicit=True)

# ------------------------------------------------------------------------------------------
# own-headings (6)
# ------------------------------------------------------------------------------------------
D(6, "mama-ride", "own-headings", "pdf", [
    ("title", "Mama Ride"),
    ("sub", "Kilifi County, Kenya - one page, written by Halima Chepkoech"),
    ("h", "Why this keeps me awake"),
    ("p", "In the villages behind Kilifi a woman in labour can wait three hours for a lift. By "
          "the time she reaches the sub-county hospital the bleeding has often gone too far. I "
          "have been a midwife for eleven years and I have lost count of these nights."),
    ("h", "Our answer"),
    ("p", "Community health volunteers send one SMS and the nearest trusted boda-boda rider "
          "collects the woman, day or night. Riders are paid by voucher within 24 hours, so "
          "nobody argues about the fare at the roadside."),
    ("h", "For whom"),
    ("p", "Pregnant women in rural Kilifi who are more than 5 km from a delivery facility."),
    ("h", "So far"),
    ("p", "Since February, 140 women have reached the labour ward this way, and 38 riders have "
          "signed our code of conduct. Two of the babies were named after their rider."),
    ("h", "What would help"),
    ("p", "A partner inside the county health department to make the vouchers part of the "
          "referral system, and an introduction to a mobile-money provider."),
    ("h", "The money bit"),
    ("p", "USD 40,000 pays for a year of vouchers and rider first-aid training across two "
          "sub-counties."),
    ("h", "Us"),
    ("p", "Halima Chepkoech (midwife, founder), Daniel Wekesa (chair of the Mtwapa riders' "
          "association) and Faith Njeri (volunteer coordinator)."),
], G(title="Mama Ride", problem="can wait three hours for a lift",
     solution=["nearest trusted boda-boda rider collects the woman",
               "Riders are paid by voucher within 24 hours"],
     target="Pregnant women in rural Kilifi", stage="live",
     needs=["A partner inside the county health department",
            "an introduction to a mobile-money provider"],
     funding="USD 40,000", team=["Halima Chepkoech", "Daniel Wekesa", "Faith Njeri"]),
  names=["Halima Chepkoech", "Daniel Wekesa", "Faith Njeri"], implicit=True)

D(7, "reachback", "own-headings", "docx", [
    ("title", "ReachBack - arm practice that feels like a game"),
    ("h", "The gap"),
    ("p", "After a stroke, most people in Manitoba get six weeks of outpatient therapy and then "
          "they are on their own. Home exercise sheets end up in a drawer and the weak arm "
          "stops improving."),
    ("h", "Our fix"),
    ("p", "ReachBack is a tabletop sliding board with pressure sensors and a tablet game. Every "
          "reach, slide and grip moves a boat across a lake, and the therapist sees the numbers "
          "remotely."),
    ("h", "Who it's for"),
    ("p", "Adults in the first year after stroke who have a weak arm and are back home."),
    ("h", "Proof so far"),
    ("p", "Our second prototype has been used by nine patients in the clinic gym at Red River "
          "Rehab Centre. Average practice time went from 8 to 31 minutes a day."),
    ("h", "Asks"),
    ("ul", ["Two or three occupational therapists to co-design the next version",
            "Advice on Health Canada medical device licensing"]),
    ("h", "Budget"),
    ("p", "We are asking for CAD 120,000 to build 25 home units and run a twelve-week home "
          "study."),
    ("h", "Crew"),
    ("p", "Marguerite Tessier, physiotherapist; Owen Blackwood, electrical engineer; Dr Sunita "
          "Raval, rehabilitation physician (advisor)."),
], G(title="ReachBack",
     problem=["Home exercise sheets end up in a drawer", "they are on their own"],
     solution="tabletop sliding board",
     target="Adults in the first year after stroke", stage="prototype",
     needs=["occupational therapists to co-design the next version",
            "Advice on Health Canada medical device licensing"],
     funding="CAD 120,000", team=["Marguerite Tessier", "Owen Blackwood", "Sunita Raval"]),
  names=["Marguerite Tessier", "Owen Blackwood", "Sunita Raval"])

D(8, "dropright", "own-headings", "pdf", [
    ("title", "DropRight"),
    ("sub", "Pune, India"),
    ("h", "The itch"),
    ("p", "Half of the glaucoma patients we see at our eye camp cannot get drops into their own "
          "eyes. They miss, they blink, they use three drops instead of one, and the bottle "
          "runs out by week three."),
    ("h", "What we made"),
    ("p", "A clip-on collar that fits most eyedrop bottles and rests on the cheekbone, so the "
          "nozzle sits right above the eye. One squeeze, one drop."),
    ("h", "Who cares"),
    ("p", "Older glaucoma patients with shaky hands or poor eyesight - and the "
          "daughters-in-law who currently do it for them."),
    ("h", "Where we're at"),
    ("p", "Three 3D-printed versions. Our own parents and two neighbours have used the latest "
          "one every evening for a month."),
    ("h", "Help wanted"),
    ("p", "An ophthalmology department willing to run a proper comparison, and a manufacturer "
          "who can mould it cheaply."),
    ("h", "Money"),
    ("p", "INR 18 lakh would cover moulds, 2,000 units and the study."),
    ("p", "Nikhil Deshpande and Ananya Kulkarni - nikhil@dropright.example.org"),
], G(title="DropRight", problem="cannot get drops into their own eyes",
     solution="A clip-on collar that fits most eyedrop bottles",
     target="Older glaucoma patients", stage="prototype",
     needs=["An ophthalmology department",
            "a manufacturer who can mould it cheaply"],
     funding="INR 18 lakh", team=["Nikhil Deshpande", "Ananya Kulkarni"]),
  names=["Nikhil Deshpande", "Ananya Kulkarni"], implicit=True, font="serif")

D(9, "second-shift", "own-headings", "docx", [
    ("title", "Second Shift"),
    ("sub", "Peer navigators at the front door - Dundee"),
    ("h", "What's broken"),
    ("p", "On Friday and Saturday nights a third of the people in our emergency department "
          "arrive drunk or high. They get patched up and sent out at 5am with a leaflet, and "
          "many are back within the month."),
    ("h", "What we're doing about it"),
    ("p", "Trained peers with their own experience of recovery meet people in A&E, stay with "
          "them through the night and walk them to a morning appointment with the community "
          "alcohol and drug team."),
    ("h", "The people"),
    ("p", "Adults who come into A&E after drinking or using drugs, especially those with three "
          "or more visits in a year."),
    ("h", "How far we've got"),
    ("p", "Since last October our navigators have sat with 380 people. 41% turned up to the "
          "morning appointment, against 6% for the leaflet."),
    ("h", "We'd love"),
    ("p", "A second hospital to copy the model, and help from a health economist to cost the "
          "bed days saved."),
    ("h", "Cash"),
    ("p", "£85,000 a year pays for two more navigators and their supervision."),
    ("p", "secondshift@recovery.example.net"),
], G(title="Second Shift",
     problem=["sent out at 5am with a leaflet", "many are back within the month"],
     solution=["Trained peers with their own experience of recovery",
               "walk them to a morning appointment"],
     target="A&E after drinking or using drugs", stage="live",
     needs=["A second hospital to copy the model", "help from a health economist"],
     funding="£85,000 a year"),
  implicit=True)

D(10, "lancheira-forte", "own-headings", "pdf", [
    ("title", "Lancheira Forte"),
    ("sub", "A note from Recife, Brazil"),
    ("h", "Problem, plainly"),
    ("p", "One in four children in the primary schools of our district is anaemic. Teachers "
          "see it as tiredness and nobody tests."),
    ("h", "What I have in mind"),
    ("p", "A weekly lunchbox of iron-rich local food - beans, liver paste, dark greens and "
          "cashew fruit for the vitamin C - cooked by mothers' cooperatives and handed out at "
          "the school gate, with a finger-prick haemoglobin check each term."),
    ("h", "Kids we're thinking of"),
    ("p", "Children aged 6 to 10 at four municipal schools in Ibura."),
    ("h", "Status"),
    ("p", "We have drawn it and nothing more: a spreadsheet of costs, a sketch of the box, and "
          "a lot of conversations with the mothers."),
    ("h", "Looking for"),
    ("p", "A nutritionist to check the menu, and a school director brave enough to go first."),
    ("h", "About money"),
    ("p", "We are not asking anyone for money yet."),
    ("sig", ["Renata Lins", "community nurse, Ibura"]),
], G(title="Lancheira Forte",
     problem=["Teachers see it as tiredness and nobody tests",
              "One in four children in the primary schools"],
     solution=["A weekly lunchbox of iron-rich local food",
               "a finger-prick haemoglobin check each term"],
     target="Children aged 6 to 10", stage="concept",
     needs=["A nutritionist to check the menu", "a school director brave enough to go first"],
     team="Renata Lins"),
  names=["Renata Lins"], implicit=True)

D(11, "tea-post", "own-headings", "docx", [
    ("title", "Tea Post"),
    ("h", "Once upon a Tuesday"),
    ("p", "In 2017 Mrs Haruko Ishida, then 84, told one of our volunteers in Tottori that the "
          "postman was the only person who had spoken to her that week. That sentence started "
          "everything."),
    ("h", "The thing"),
    ("p", "Older people on their own are matched with a pen friend of a similar age in another "
          "town. Each month we post both of them a small packet of tea and two blank postcards. "
          "They write, they drink tea, they write back."),
    ("h", "Who's in"),
    ("p", "Adults over 70 living alone, mostly in rural prefectures - many of them widowed men, "
          "who are the hardest to reach."),
    ("h", "Numbers"),
    ("p", "Eight years, 2,300 members in 41 towns, 96,000 postcards. Eighty per cent of members "
          "are still writing after a year. Local councils in 12 towns now pay the postage."),
    ("h", "Still missing"),
    ("p", "Volunteers who can read handwriting in Korean and Portuguese, for members who grew up "
          "speaking them, and a tea company to sponsor the packets."),
    ("sig", ["Yuki Morimoto and Kenji Hashimura", "founders, Tea Post"]),
], G(title="Tea Post", problem="the only person who had spoken to her that week",
     solution=["matched with a pen friend of a similar age",
               "a small packet of tea and two blank postcards"],
     target="Adults over 70 living alone", stage="established",
     needs="Volunteers who can read handwriting in Korean and Portuguese",
     funding=["a tea company to sponsor the packets",
              "councils in 12 towns now pay the postage"],
     team=["Yuki Morimoto", "Kenji Hashimura"]),
  names=["Haruko Ishida", "Yuki Morimoto", "Kenji Hashimura"], implicit=True,
  sig_names=["Yuki Morimoto", "Kenji Hashimura"])

# ------------------------------------------------------------------------------------------
# application-form (5)
# ------------------------------------------------------------------------------------------
D(12, "nailglow-application", "application-form", "docx", [
    ("title", "Northlight Health Accelerator - Cohort 7 Application Form"),
    ("sub", "Please answer every question. Short answers are fine."),
    ("q", "Q1. Project name"),
    ("a", "NailGlow"),
    ("q", "Q2. Lead applicant and organisation"),
    ("a", "Dr Akosua Boateng, Savanna Regional Maternity Unit, Tamale, Ghana"),
    ("q", "Q3. Describe the unmet clinical need"),
    ("a", "Anaemia in pregnancy affects roughly half of the women attending our antenatal "
          "clinics. Most rural health posts have no haemoglobin meter, so it is missed until "
          "delivery, when it turns a normal bleed into an emergency."),
    ("q", "Q4. Describe your solution"),
    ("a", "A phone app that estimates haemoglobin from a photo of the fingernail beds, taken "
          "against a printed colour card. No needles, no strips."),
    ("q", "Q5. Who are the intended users and beneficiaries?"),
    ("a", "Pregnant women attending rural antenatal clinics in Northern Ghana, and the midwives "
          "and community health nurses who screen them."),
    ("q", "Q6. Current stage of development (concept / prototype / pilot / scale)"),
    ("a", "Prototype"),
    ("q", "Q7. Evidence to date"),
    ("a", "Compared with lab haemoglobin in 212 women: within 1 g/dL in 84%."),
    ("q", "Q8. What support do you want from the accelerator, apart from money?"),
    ("a", "Regulatory advice (we don't know how to classify it) and introductions to a phone "
          "manufacturer."),
    ("q", "Q9. Funding requested (maximum GBP 50,000)"),
    ("a", "GBP 50,000"),
    ("q", "Q10. Team"),
    ("a", "Dr Akosua Boateng (obstetrician), Ibrahim Yakubu (software developer), Comfort "
          "Asante (midwife, data collection)."),
    ("q", "Q11. Anything else you would like us to know?"),
    ("a", ""),
], G(title="NailGlow",
     problem=["it is missed until delivery",
              "Most rural health posts have no haemoglobin meter"],
     solution=["estimates haemoglobin", "photo of the fingernail beds"],
     target="Pregnant women", stage="prototype",
     needs=["Regulatory advice", "introductions to a phone manufacturer"],
     funding="GBP 50,000", team=["Akosua Boateng", "Ibrahim Yakubu", "Comfort Asante"]),
  names=["Akosua Boateng", "Ibrahim Yakubu", "Comfort Asante"])

D(13, "signbridge-entry", "application-form", "pdf", [
    ("title", "Healthy Cities Challenge 2027 - Entry Form"),
    ("sub", "Category: Digital inclusion. Keep answers under 100 words."),
    ("q", "1. Name of your innovation"),
    ("a", "SignBridge"),
    ("q", "2. In one sentence, what does it do?"),
    ("a", "Books a certified sign language interpreter for a hospital appointment in under two "
          "minutes, or connects one by video straight away."),
    ("q", "3. What problem does it solve?"),
    ("a", "Deaf patients in Rotterdam wait on average nine days for an interpreter, or go "
          "without and rely on notes and lip-reading."),
    ("q", "4. Who benefits?"),
    ("a", "Deaf and hard-of-hearing people who use Dutch Sign Language (NGT)."),
    ("q", "5. How far along are you?"),
    ("a", "Live in three hospitals since January. 1,150 bookings."),
    ("q", "6. Funding received to date"),
    ("a", ""),
    ("q", "7. What would you do with the prize?"),
    ("a", "The €25,000 prize would let us connect the city's GP practices."),
    ("q", "8. What non-financial support would help?"),
    ("a", "A contact in the IT department of a hospital in The Hague."),
    ("q", "9. Who is on your team?"),
    ("a", "Three people. Two of us are deaf."),
    ("q", "10. Contact person"),
    ("a", "Joris Verhoeven, hello@signbridge.example.com"),
], G(title="SignBridge", problem="wait on average nine days for an interpreter",
     solution=["Books a certified sign language interpreter",
               "connects one by video straight away"],
     target="Deaf and hard-of-hearing people",
     stage="live", needs="A contact in the IT department of a hospital",
     funding="The €25,000 prize", team=["Two of us are deaf", "Joris Verhoeven"]),
  names=["Joris Verhoeven"])

D(14, "careswap-krakow", "application-form", "docx", [
    ("title", "Social Innovation Voucher 2027 - Application"),
    ("sub", "Małopolska Social Care Fund. Answer in English or Polish."),
    ("q", "Question 1 - Title of the project"),
    ("a", "CareSwap Kraków"),
    ("q", "Question 2 - Applicant"),
    ("a", "Zofia Wróblewska, home care coordinator (applying as an individual)"),
    ("q", "Question 3 - Describe the unmet need"),
    ("a", "Home carers in Kraków work split shifts for several agencies. When one of them is "
          "ill, the visit is simply missed: an older person waits all day for someone to help "
          "them out of bed."),
    ("q", "Question 4 - Proposed solution"),
    ("a", "A shared cover board where carers from different agencies can swap and pick up "
          "visits, with the agencies' consent and the client's known preferences shown."),
    ("q", "Question 5 - Beneficiaries"),
    ("a", "Older people receiving home care visits in Kraków, and the carers themselves."),
    ("q", "Question 6 - Stage"),
    ("a", "Concept. Paper design only."),
    ("q", "Question 7 - What help do you need besides money?"),
    ("a", "A lawyer who understands employment rules across agencies. Two agencies willing to "
          "test it."),
    ("q", "Question 8 - Amount requested"),
    ("a", "PLN 60,000"),
    ("q", "Question 9 - Letters of support attached"),
    ("a", ""),
    ("q", "Question 10 - Who else is involved?"),
    ("a", "Just me at the moment. Tomasz Nowicki, a developer friend, has offered his evenings."),
], G(title="CareSwap Kraków", problem="the visit is simply missed",
     solution=["A shared cover board", "swap and pick up visits"],
     target="Older people receiving home care visits", stage="concept",
     needs=["A lawyer who understands employment rules",
            "Two agencies willing to test it"],
     funding="PLN 60,000", team=["Zofia Wróblewska", "Tomasz Nowicki"]),
  names=["Zofia Wróblewska", "Tomasz Nowicki"])

D(15, "dampalert-application", "application-form", "pdf", [
    ("title", "Cardiff Healthy Homes Fund - Round 3"),
    ("sub", "Application form (community groups and tenant associations)"),
    ("q", "Q1 Project title"),
    ("a", "DampAlert"),
    ("q", "Q2 Lead contact"),
    ("a", "Rhodri Pritchard, Ty Glas Housing Co-operative, rhodri.pritchard@tyglas.example.org, "
          "029 2018 0412"),
    ("q", "Q3 What problem are you addressing?"),
    ("a", "Children in damp, mouldy flats get asthma attacks, and by the time a landlord sees "
          "the black mould the damage is done. Tenants are often scared to complain."),
    ("q", "Q4 What is your solution?"),
    ("a", "A £9 sensor on the bedroom wall that texts the tenant and the landlord when humidity "
          "stays above 70% for three days, with plain advice on what to do."),
    ("q", "Q5 Who will benefit?"),
    ("a", "Families with young children in social housing flats."),
    ("q", "Q6 What have you done so far?"),
    ("a", "We have built six sensors and tested them in our own kitchens and bathrooms for two "
          "months."),
    ("q", "Q7 Is the project tenant-led?"),
    ("a", "Yes."),
    ("q", "Q8 What support do you need other than funding?"),
    ("a", "Someone with electronics certification experience."),
    ("q", "Q9 Amount requested"),
    ("a", "£18,500"),
    ("q", "Q10 Project team"),
    ("a", "Two of us: me and Carys Bevan (retired electrician)."),
    ("q", "Q11 Equality impact statement"),
    ("a", ""),
], G(title="DampAlert",
     problem=["get asthma attacks", "Tenants are often scared to complain"],
     solution="A £9 sensor on the bedroom wall",
     target="Families with young children", stage="prototype",
     needs="electronics certification experience", funding="£18,500",
     team=["Rhodri Pritchard", "Carys Bevan"]),
  names=["Rhodri Pritchard", "Carys Bevan"], implicit=True)

D(16, "voicejab-questionnaire", "application-form", "docx", [
    ("title", "Lagos Health Innovation Prize - Applicant Questionnaire"),
    ("q", "1) Name of project"),
    ("a", "VoiceJab"),
    ("q", "2) Describe the unmet need"),
    ("a", "Half of the babies in our LGA miss their 10-week or 14-week vaccines. Mothers get SMS "
          "reminders they cannot read, in English."),
    ("q", "3) Describe the solution"),
    ("a", "Short WhatsApp voice notes in Yoruba, Pidgin or Hausa, recorded by the clinic's own "
          "nurses and sent two days before each vaccine is due."),
    ("q", "4) Target group"),
    ("a", "Mothers of babies under one year registered at primary health centres in Lagos "
          "State."),
    ("q", "5) Stage"),
    ("a", "Live - running in 14 primary health centres since 2024."),
    ("q", "6) Results so far"),
    ("a", "Completion of the 14-week dose went from 52% to 79%."),
    ("q", "7) Support requested"),
    ("a", "Integration with the state immunisation register."),
    ("q", "8) Budget requested"),
    ("a", "NGN 45 million over two years."),
    ("q", "9) Team members"),
    ("a", "Dr Folake Adeyemi (public health physician), Chinedu Okafor (engineer), Hauwa Bello "
          "(nurse)."),
    ("q", "10) Main risks and how you will manage them"),
    ("a", ""),
], G(title="VoiceJab",
     problem=["miss their 10-week or 14-week vaccines", "SMS reminders they cannot read"],
     solution="WhatsApp voice notes",
     target="Mothers of babies under one year", stage="live",
     needs="Integration with the state immunisation register",
     funding="NGN 45 million over two years",
     team=["Folake Adeyemi", "Chinedu Okafor", "Hauwa Bello"]),
  names=["Folake Adeyemi", "Chinedu Okafor", "Hauwa Bello"])

# ------------------------------------------------------------------------------------------
# executive-summary (4)
# ------------------------------------------------------------------------------------------
D(17, "dosewise-exec-summary", "executive-summary", "pdf", [
    ("title", "Dosewise Ltd - Business Plan 2027"),
    ("h", "1. Executive Summary"),
    ("p", "Dosewise makes medication review software for community pharmacies. A pharmacist "
          "photographs a patient's repeat prescription list, and Dosewise flags interactions, "
          "duplicate drugs and doses that need checking, then drafts the note to the GP in under "
          "a minute."),
    ("p", "The problem is time. People on ten or more medicines are the most likely to be "
          "harmed by them, yet a full review takes a pharmacist forty minutes that they do not "
          "have. Reviews are skipped, and avoidable admissions follow."),
    ("p", "Since 2021, 212 pharmacies in England have paid a monthly subscription, and last year "
          "their pharmacists completed 61,000 reviews with Dosewise. Annual renewal is 94%."),
    ("table", [["", "2025 (actual)", "2026 (forecast)", "2027 (forecast)"],
               ["Revenue", "£1.1m", "£1.8m", "£2.9m"],
               ["Gross margin", "78%", "80%", "81%"],
               ["EBITDA", "-£0.3m", "£0.1m", "£0.6m"],
               ["Paying pharmacies", "212", "340", "520"]]),
    ("p", "The ask. We are raising £1.5 million to expand into Scotland and Wales and to build a "
          "connection to GP records. We also need an NHS integration partner to help with "
          "information governance approval."),
    ("p", "Team. Dosewise was founded by Priya Chandrasekar (pharmacist, CEO) and Matthew "
          "Ellery (CTO). Our chair is Dr Ruth Okonjo, a former director of pharmacy."),
], G(title="Dosewise", problem="a full review takes a pharmacist forty minutes",
     solution=["medication review software for community pharmacies",
               "flags interactions, duplicate drugs and doses"],
     target="People on ten or more medicines", stage="established",
     needs="an NHS integration partner", funding="£1.5 million",
     team=["Priya Chandrasekar", "Matthew Ellery"]),
  names=["Priya Chandrasekar", "Matthew Ellery", "Ruth Okonjo"], implicit=True, font="serif")

D(18, "calmquest-summary", "executive-summary", "docx", [
    ("title", "CalmQuest AB"),
    ("sub", "Executive summary - investment memorandum, Gothenburg"),
    ("p", "One in ten Swedish teenagers has social anxiety severe enough to stop them going to "
          "school, and waits for child and adolescent psychiatry in Västra Götaland are now over "
          "five months."),
    ("p", "CalmQuest is a virtual reality exposure programme for young people aged 13 to 18 with "
          "social anxiety: eight guided sessions in which a young person practises ordering "
          "food, answering in class or joining a group, while a therapist adjusts the difficulty "
          "from a laptop."),
    ("p", "Our prototype was tested with 30 volunteers in 2025, and we are now running a pilot "
          "in two outpatient clinics in Borås and Trollhättan, with 64 patients enrolled."),
    ("table", [["Key figures", "2025", "2026", "2027"],
               ["Revenue (SEK m)", "0.4", "2.1", "6.8"],
               ["Clinics using CalmQuest", "0", "2", "9"],
               ["Headcount", "4", "7", "12"]]),
    ("p", "We are seeking SEK 9 million in seed investment, and a regional health authority "
          "willing to procure beyond the pilot."),
    ("p", "The founders are Elin Lindqvist, a clinical psychologist, and Anders Holmberg, a game "
          "developer with twelve years at a Stockholm studio."),
], G(title="CalmQuest",
     problem="social anxiety severe enough to stop them going to school",
     solution=["a virtual reality exposure programme", "eight guided sessions"],
     target="young people aged 13 to 18", stage="live",
     needs="a regional health authority willing to procure",
     funding="SEK 9 million in seed investment", team=["Elin Lindqvist", "Anders Holmberg"]),
  names=["Elin Lindqvist", "Anders Holmberg"])

D(19, "soundagain-summary", "executive-summary", "docx", [
    ("title", "SoundAgain Hearing (Pty) Ltd"),
    ("sub", "Executive summary of the 2027-2029 business plan"),
    ("p", "Fewer than one in ten South Africans who need a hearing aid has one. New devices cost "
          "more than a month's wages for a pensioner, and public audiology waiting lists in "
          "Gauteng run past a year."),
    ("p", "SoundAgain collects donated hearing aids, refurbishes and reprograms them in our "
          "Soweto workshop, and fits them at community clinics for R450, including batteries for "
          "a year, for older and low-income adults with hearing loss. We are an established "
          "social enterprise: since 2016 we have fitted 14,800 people, and 70% of our income now "
          "comes from fees and provincial contracts rather than grants."),
    ("table", [["Income (R'000)", "FY2025", "FY2026", "FY2027 plan"],
               ["Fitting fees", "3,900", "4,600", "5,700"],
               ["Provincial contracts", "5,200", "6,100", "8,400"],
               ["Grants", "3,800", "3,500", "2,000"],
               ["Total", "12,900", "14,200", "16,100"]]),
    ("p", "Our ask: R12 million of blended finance (half grant, half low-interest loan) to open "
          "two more workshops, in Limpopo and the Eastern Cape, and a partnership with an "
          "audiology school that will place final-year students with us."),
    ("p", "SoundAgain is led by Thandiwe Mokoena (audiologist, founder) and Pieter van Wyk "
          "(operations)."),
], G(title="SoundAgain",
     problem=["New devices cost more than a month's wages",
              "waiting lists in Gauteng run past a year"],
     solution=["collects donated hearing aids", "refurbishes and reprograms them"],
     target="older and low-income adults with hearing loss", stage="established",
     needs="an audiology school that will place final-year students",
     funding="R12 million of blended finance",
     team=["Thandiwe Mokoena", "Pieter van Wyk"]),
  names=["Thandiwe Mokoena", "Pieter van Wyk"])

D(20, "wheelfix-summary", "executive-summary", "pdf", [
    ("title", "WheelFix Pty Ltd"),
    ("sub", "Business plan 2027 - Executive summary"),
    ("p", "When a power wheelchair breaks down in regional Queensland, its owner waits an "
          "average of 23 days for a repair, often stuck in bed for all of it."),
    ("p", "For power wheelchair users in regional Queensland, WheelFix is a booking app and a "
          "network of mobile technicians: the user reports the fault with a photo, a technician "
          "with the right part is matched the same day, and the NDIS plan is billed directly."),
    ("p", "Since March, 310 wheelchair users between Townsville and Mackay have booked 540 "
          "repairs through the app, with a median wait of four days. Our 11 contracted "
          "technicians are paid per job."),
    ("table", [["", "FY2026", "FY2027", "FY2028"],
               ["Repairs", "900", "2,600", "6,000"],
               ["Revenue (AUD)", "0.27m", "0.81m", "1.9m"],
               ["Net result (AUD)", "-0.35m", "-0.10m", "0.22m"]]),
    ("p", "We are asking for AUD 2 million to reach Cairns, Brisbane and the Northern Territory, "
          "and for help recruiting technicians in remote towns."),
    ("p", "WheelFix was started by Lachlan Moffatt, a rehabilitation engineer, and Grace "
          "Tuiasosopo, who has used a power chair for twenty years. Contact: 0491 570 156, "
          "lachlan@wheelfix.example.com"),
], G(title="WheelFix", problem="waits an average of 23 days for a repair",
     solution="a booking app and a network of mobile technicians",
     target="power wheelchair users", stage="live",
     needs="help recruiting technicians in remote towns", funding="AUD 2 million",
     team=["Lachlan Moffatt", "Grace Tuiasosopo"]),
  names=["Lachlan Moffatt", "Grace Tuiasosopo"], implicit=True)

# ------------------------------------------------------------------------------------------
# bullet-deck (4): three landscape PDFs, one DOCX handout
# ------------------------------------------------------------------------------------------
D(21, "lullaby-line-deck", "bullet-deck", "pdf", [
    ("slide", "cover", "Lullaby Line",
     ["A check-in for new mothers, on the phone they already have", "Seed deck - Manila, 2027"]),
    ("slide", None, "The problem",
     ["1 in 5 new mothers in Metro Manila has postnatal depression",
      "Fewer than 10% are ever asked about their mood",
      "The six-week check focuses on the baby"]),
    ("slide", None, "Our solution",
     ["Twice-weekly Tagalog or English check-in on Viber and WhatsApp",
      "Validated mood questions, one at a time, like a chat",
      "High scores go to a barangay health midwife within 24 h"]),
    ("slide", None, "Who it's for",
     ["First-time mothers in the first three months after birth",
      "Starting with mothers registered at barangay health centres in Quezon City"]),
    ("slide", "market", "Market",
     ["1.4 million births a year in the Philippines",
      "USD 310m maternal digital health market in Southeast Asia",
      "72% smartphone ownership among women aged 20-34"]),
    ("slide", None, "Traction",
     ["Working prototype on WhatsApp", "Tested with 45 mothers at two health centres",
      "88% answered every check-in"]),
    ("slide", "team", "Team",
     ["Dr Maricel Dizon - psychiatrist, co-founder", "Paolo Villanueva - product, ex-fintech",
      "Joy Bautista - midwife, community lead"]),
    ("slide", None, "The ask",
     ["PHP 15 million pre-seed", "A city health office to partner on rollout",
      "Clinical safety review of our escalation rules"]),
], G(title="Lullaby Line", problem="Fewer than 10% are ever asked about their mood",
     solution=["Tagalog or English check-in", "check-in on Viber and WhatsApp"],
     target="First-time mothers", stage="prototype",
     needs=["A city health office to partner on rollout",
            "Clinical safety review of our escalation rules"],
     funding="PHP 15 million pre-seed",
     team=["Maricel Dizon", "Paolo Villanueva", "Joy Bautista"]),
  names=["Maricel Dizon", "Paolo Villanueva", "Joy Bautista"], page="16:9")

D(22, "coughcheck-deck", "bullet-deck", "pdf", [
    ("slide", "cover", "CoughCheck",
     ["TB screening from a 10-second cough recording", "Hanoi | Investor and partner deck"]),
    ("slide", None, "Why",
     ["Vietnam is among the 30 high TB-burden countries",
      "Many cases found late, after months of coughing",
      "No chest X-ray in most commune health stations"]),
    ("slide", None, "What",
     ["Android app records three coughs",
      "AI model scores TB likelihood in 5 seconds, offline",
      "High scores referred for a sputum test the same week"]),
    ("slide", None, "For",
     ["Adults with a cough of two weeks or more",
      "Screened by commune health workers in rural provinces"]),
    ("slide", "market", "Market",
     ["Vietnam TB screening budget: USD 48m a year",
      "Global TB diagnostics market: USD 2.4bn",
      "11,000 commune health stations nationwide"]),
    ("slide", None, "Where we are",
     ["Pilot in 40 commune health stations, Thai Binh province",
      "9,300 people screened since May",
      "Sensitivity 87% against sputum culture"]),
    ("slide", "team", "Team",
     ["Nguyen Thi Lan Anh - CEO, epidemiologist", "Tran Minh Quang - ML engineer",
      "Adviser: Prof. Le Van Hoa, respiratory medicine"]),
    ("slide", None, "Ask",
     ["USD 1.2m seed", "Data-sharing agreement with the National TB Programme",
      "A WHO prequalification adviser"]),
], G(title="CoughCheck", problem="Many cases found late, after months of coughing",
     solution=["Android app records three coughs",
               "AI model scores TB likelihood in 5 seconds"],
     target="a cough of two weeks or more", stage="live",
     needs=["Data-sharing agreement with the National TB Programme",
            "A WHO prequalification adviser"],
     funding="USD 1.2m seed", team=["Nguyen Thi Lan Anh", "Tran Minh Quang"]),
  names=["Nguyen Thi Lan Anh", "Tran Minh Quang", "Le Van Hoa"], page="a4")

D(23, "caldosicuro-deck", "bullet-deck", "pdf", [
    ("slide", "cover", "CaldoSicuro",
     ["Heat-health early warning for care homes", "Concept deck - Bari, March 2027"]),
    ("slide", None, "The problem",
     ["Summer 2025: three heatwaves over 40°C in Puglia",
      "Care home rooms reached 34°C at night",
      "Staff had no warning beyond the TV forecast"]),
    ("slide", None, "The concept",
     ["Room sensors + local 72-hour heat forecast",
      "Red/amber/green action cards for each shift",
      "Automatic call to the GP for residents on diuretics"]),
    ("slide", None, "Who benefits",
     ["Frail residents of care homes (RSA) in Puglia",
      "Night staff who now work without guidance"]),
    ("slide", "market", "Market",
     ["Italy: 3,300 residential care facilities",
      "EUR 120m spent every year on cooling equipment",
      "Heat-related deaths in Europe, summer 2022: over 60,000"]),
    ("slide", None, "Status",
     ["Concept stage: no hardware yet",
      "Action cards drafted with two care home nurses"]),
    ("slide", "team", "Team",
     ["Giulia Ferraresi - geriatric nurse", "Marco Santangelo - climate data scientist"]),
    ("slide", None, "What we need",
     ["EUR 80,000 to build and test in five homes", "An engineering partner for the sensors",
      "A regional health authority (ASL) contact"]),
], G(title="CaldoSicuro",
     problem=["Staff had no warning beyond the TV forecast",
              "Care home rooms reached 34°C at night"],
     solution=["Room sensors + local 72-hour heat forecast",
               "Red/amber/green action cards for each shift"],
     target="Frail residents of care homes (RSA) in Puglia", stage="concept",
     needs=["An engineering partner for the sensors",
            "A regional health authority (ASL) contact"],
     funding="EUR 80,000", team=["Giulia Ferraresi", "Marco Santangelo"]),
  names=["Giulia Ferraresi", "Marco Santangelo"], page="16:9")

D(24, "quietroute-handout", "bullet-deck", "docx", [
    ("slide", "cover", "QuietRoute",
     ["Plan a calmer hospital visit", "Handout for the Digital Health Showcase, Singapore",
      "quietroute.example.org"]),
    ("slide", None, "Problem",
     ["Outpatient clinics are loud, bright and unpredictable",
      "Autistic adults miss appointments or leave before being seen",
      "Staff rarely know in advance what would help"]),
    ("slide", None, "Solution",
     ["App with a photo walk-through of the route from car park to clinic room",
      "Patient chooses adjustments: quiet room, first slot, dimmed light",
      "Clinic receives a one-page sensory passport before the visit"]),
    ("slide", None, "Who",
     ["Autistic adults and their companions",
      "First site: outpatient clinics at one regional hospital"]),
    ("slide", "market", "Market",
     ["About 1 in 150 people in Singapore are autistic",
      "S$40m yearly spend on outpatient digital tools",
      "20+ public outpatient clinics"]),
    ("slide", None, "Progress",
     ["Clickable prototype", "Walk-throughs recorded for 6 clinics",
      "Tested with 18 autistic adults: 16 would use it"]),
    ("slide", "team", "Team",
     ["Ong Wei Ling - occupational therapist",
      "Darius Rahman - UX designer, autistic self-advocate",
      "Ho Jun Kai - software engineer"]),
    ("slide", None, "Ask",
     ["SGD 150,000", "A hospital IT team to connect to appointment bookings"]),
], G(title="QuietRoute",
     problem=["Outpatient clinics are loud, bright and unpredictable",
              "miss appointments or leave before being seen"],
     solution=["photo walk-through of the route",
               "one-page sensory passport before the visit"],
     target="Autistic adults and their companions", stage="prototype",
     needs="A hospital IT team to connect to appointment bookings", funding="SGD 150,000",
     team=["Ong Wei Ling", "Darius Rahman", "Ho Jun Kai"]),
  names=["Ong Wei Ling", "Darius Rahman", "Ho Jun Kai"])

# ------------------------------------------------------------------------------------------
# paragraphs (5)
# ------------------------------------------------------------------------------------------
D(25, "tap-check-kids", "paragraphs", "pdf", [
    ("p", "Last spring a toddler at the nursery where I volunteer in Harlow Falls, Ohio, had a "
          "blood lead level of 11 micrograms per decilitre, and nobody could say where it came "
          "from. The building dates from 1928 and still has some of its original pipes, but the "
          "water had never been tested, because no rule says a childcare centre in a private "
          "house has to test it."),
    ("p", "What I want to build is a simple service I am calling Tap Check Kids. Nurseries would "
          "get a kit with six sample bottles, a prepaid envelope to a certified lab and a "
          "one-page guide to first-draw sampling. Results would come back as a traffic-light "
          "letter that parents can understand, and any amber or red tap would get a filter "
          "fitted the same week by a plumber from our list."),
    ("p", "For now it exists as a costed plan in my notebook and a conversation with one lab "
          "that has agreed in principle to a discount. Nothing has been sampled yet. The "
          "children I have in mind are under-fives in home-based and small childcare centres in "
          "older buildings, which are the ones most often missed by city inspections."),
    ("p", "I am a retired environmental health officer, and my neighbour Beatriz Caldwell, who "
          "runs a plumbing business, has offered to fit filters at cost. What I need most is a "
          "county health department that would accept the results and follow up on high "
          "readings, and about $30,000 to cover the first 200 kits and filters."),
], G(title="Tap Check Kids", problem="the water had never been tested",
     solution=["a kit with six sample bottles",
               "a traffic-light letter that parents can understand"],
     target="under-fives", stage="concept",
     needs="a county health department",
     funding="about $30,000",
     team=["Beatriz Caldwell", "retired environmental health officer"]),
  names=["Beatriz Caldwell"], implicit=True, font="serif")

D(26, "frame-light-supporter", "paragraphs", "docx", [
    ("p", "My name is Niamh Gallagher, a community physiotherapist in County Down, and I am "
          "writing on behalf of one of my patients, Desmond Quigley, a retired marine engineer "
          "from Bangor who is 81 and walks with a frame after a hip fracture. Like many of the "
          "people I see, he fell for the first time on the way to the toilet at night, when the "
          "house was dark and he was half asleep."),
    ("p", "Desmond has made a small motion-sensing light that clips under the top bar of a "
          "walking frame and throws a wide, warm beam onto the floor a metre ahead as soon as "
          "the frame is lifted. It switches itself off after two minutes of stillness and "
          "charges from a phone lead. He has made four of them on his kitchen table, and he and "
          "three friends from his church have used them every night since Easter without a "
          "single trip."),
    ("p", "In my view as his physiotherapist, this could help a great many older people who use "
          "walking frames at home, particularly those who get up several times a night. What "
          "Desmond needs now is an engineer to turn his handmade version into something safe to "
          "sell, and a falls service willing to lend it to twenty patients and record what "
          "happens. He would also be glad of a modest grant, perhaps £5,000, for parts."),
], G(problem="on the way to the toilet at night",
     solution="motion-sensing light",
     target="older people who use walking frames at home", stage="prototype",
     needs=["turn his handmade version into something safe to sell",
            "a falls service willing to lend it to twenty patients"],
     funding="a modest grant, perhaps £5,000", team="Desmond Quigley"),
  names=["Niamh Gallagher", "Desmond Quigley"], implicit=True)

D(27, "newsletter-plot-to-plate", "paragraphs", "docx", [
    ("p", "Anyone walking past the old bowling green behind Harehills Library on a Wednesday "
          "morning this month will have seen rows of runner beans, a shed with a kettle and a "
          "dozen people who, a year ago, had never grown a thing. This is Plot to Plate, the "
          "gardening and cooking scheme that GPs at Gledhow Lane Surgery now prescribe to "
          "patients with type 2 diabetes who are also lonely or low."),
    ("p", "The scheme was started by practice nurse Shona Maddox after she noticed that the same "
          "patients kept coming back with high blood sugar and nobody to eat with. Each patient "
          "comes for twelve weeks: two hours of growing in the morning, then they cook what they "
          "picked with a volunteer chef, Ravi Lakhani, and sit down together for lunch."),
    ("p", "Since it began in April, 57 patients have taken part and 44 have completed all twelve "
          "weeks, with average HbA1c falling by 6 mmol/mol, according to figures the surgery "
          "shared with this newsletter. 'I came for my sugar and stayed for the company,' said "
          "one gardener, who asked not to be named."),
    ("p", "The group now hopes to open a second plot in Chapeltown and is looking for a "
          "landowner or church with spare ground and a water supply. The surgery's patient group "
          "is also raising £12,000 for a polytunnel so that the sessions can carry on through "
          "the winter, and readers can donate at the library desk."),
], G(title="Plot to Plate", problem="high blood sugar and nobody to eat with",
     solution=["the gardening and cooking scheme",
               "cook what they picked with a volunteer chef"],
     target="patients with type 2 diabetes", stage="live",
     needs="a landowner or church with spare ground", funding="£12,000 for a polytunnel",
     team=["Shona Maddox", "Ravi Lakhani"]),
  names=["Shona Maddox", "Ravi Lakhani"], implicit=True)

D(28, "sopo-stands-supporter", "paragraphs", "pdf", [
    ("p", "Anyone who has bought tomatoes at Lunzu market outside Blantyre in the last nine "
          "years will have washed their hands at a Sopo Stand, whether they noticed it or not. "
          "The stands are simple: a pedal-operated tap on a 200-litre drum, a bar of soap in a "
          "wire cage, and a trader paid a few kwacha a day to keep the water topped up and the "
          "soap replaced."),
    ("p", "I have watched this work grow since 2017, first as a district environmental health "
          "officer and now as a trustee of the small charity that runs it, the Madzi Abwino "
          "Trust. Today there are 460 stands in 37 markets across southern Malawi, and during the "
          "cholera outbreak of 2023 the district recorded far fewer cases among traders at "
          "markets with stands than at those without."),
    ("p", "The people who benefit are market traders, porters and shoppers, many of whom have "
          "no running water at home, and the children who come to market with their mothers. "
          "The founder, Chikondi Banda, still visits every market in person each quarter."),
    ("p", "What the trust lacks is not energy but steady money: it needs roughly MWK 90 million "
          "a year (about USD 52,000) to maintain the stands and pay the minders, and it would "
          "welcome a university partner to measure the effect on diarrhoeal disease properly. I "
          "can think of few better uses of a modest grant."),
], G(title="Sopo Stand", problem="no running water at home",
     solution=["a pedal-operated tap on a 200-litre drum", "a bar of soap in a wire cage"],
     target="market traders, porters and shoppers", stage="established",
     needs="a university partner to measure the effect",
     funding="MWK 90 million a year", team="Chikondi Banda"),
  names=["Chikondi Banda"], implicit=True)

D(29, "sabado-libre", "paragraphs", "docx", [
    ("p", "Every Saturday morning in Valparaíso, eight to ten families drop off a child with "
          "complex disabilities at a borrowed church hall and, for five hours, do something they "
          "otherwise never get to do: sleep, shop, see a friend, spend time with their other "
          "children. We call it Sábado Libre, a free Saturday respite club, and it is run "
          "entirely by parents and by nursing students from the university who need community "
          "placement hours."),
    ("p", "Most of these families have had no break at all since their child was born. Formal "
          "respite care in our region has a waiting list of more than two years, and the few "
          "places that exist will not accept children who are tube-fed or who need suction, "
          "which is exactly the group we look after."),
    ("p", "Since the first Saturday in March 2025 we have opened 61 times and cared for 34 "
          "different children, aged 2 to 17, with a nurse from the regional hospital always "
          "present. Parents fill in a short wellbeing questionnaire each month, and the scores "
          "have improved for every family who has come more than five times."),
    ("p", "We would like to open on a second day and in a second hall in Viña del Mar. For that "
          "we need about 14 million Chilean pesos a year for a paid coordinator, insurance and "
          "equipment, and we need a hospital or university willing to act as our formal clinical "
          "partner so that we can accept children with tracheostomies."),
], G(title="Sábado Libre",
     problem=["no break at all since their child was born",
              "a waiting list of more than two years"],
     solution="a free Saturday respite club",
     target=["a child with complex disabilities",
             "children who are tube-fed or who need suction"],
     stage="live", needs=["a hospital or university", "to act as our formal clinical partner"],
     funding="about 14 million Chilean pesos a year",
     team="run entirely by parents and by nursing students"),
  implicit=True)

# ------------------------------------------------------------------------------------------
# poster-abstract (3)
# ------------------------------------------------------------------------------------------
D(30, "breatheeasy-poster", "poster-abstract", "pdf", [
    ("title", "BreatheEasy at Home: feasibility of a video yoga-breathing programme for people "
              "with COPD in rural Kerala"),
    ("sub", "Anjali Menon¹, Sreejith Pillai¹, Mary Kurian², Joseph Tharakan¹"),
    ("sub", "¹ Department of Physiotherapy, Malabar College of Allied Health Sciences, Kozhikode, "
            "India; ² Pulmonary Medicine, Sahya District Hospital, Wayanad, India"),
    ("h", "Introduction"),
    ("p", "Pulmonary rehabilitation improves breathlessness and quality of life in COPD, but in "
          "rural Kerala fewer than 2% of eligible patients can reach a centre-based programme. "
          "Travel costs and monsoon roads are the main barriers."),
    ("h", "Methods"),
    ("p", "We built a prototype programme of twice-weekly group video sessions of yoga-based "
          "breathing and leg exercises, led by a physiotherapist on patients' own smartphones, "
          "and ran an eight-week feasibility pilot with 24 adults with moderate to severe COPD "
          "recruited from one district hospital. Outcomes were attendance, adverse events, "
          "six-minute walk distance and COPD Assessment Test (CAT) score."),
    ("h", "Results"),
    ("p", "Twenty-one participants (88%) completed the programme, attending a median of 14 of "
          "16 sessions. Six-minute walk distance improved by a mean of 38 m and CAT score fell by "
          "4.1 points. There were no serious adverse events."),
    ("h", "Conclusion"),
    ("p", "Home video pulmonary rehabilitation is feasible and acceptable in rural Kerala. A "
          "randomised trial across three districts is planned; we are seeking partner hospitals "
          "and funding for tablets and data plans."),
    ("p", "Funded by a small grant from the Sahya Hospital Research Fund."),
], G(title="BreatheEasy at Home",
     problem=["Travel costs and monsoon roads are the main barriers",
              "can reach a centre-based programme"],
     solution=["group video sessions", "yoga-based breathing"],
     target="adults with moderate to severe COPD", stage=["prototype", "live"],
     needs="partner hospitals",
     funding=["funding for tablets and data plans",
              "a small grant from the Sahya Hospital Research Fund"],
     team=["Anjali Menon", "Sreejith Pillai", "Mary Kurian"]),
  names=["Anjali Menon", "Sreejith Pillai", "Mary Kurian", "Joseph Tharakan"], font="serif")

D(31, "dukani-poster", "poster-abstract", "pdf", [
    ("title", "Dukani Dawa Salama: a WhatsApp decision aid for antibiotic dispensing in Mwanza "
              "drug shops"),
    ("sub", "Neema Massawe¹, Baraka Mushi², Elisabeth Kjeldsen³"),
    ("sub", "¹ Lake Zone Pharmacy Network, Mwanza, Tanzania; ² Victoria Institute of Public "
            "Health, Mwanza, Tanzania; ³ Nordfjord University College, Norway"),
    ("cols",),
    ("h", "Introduction"),
    ("p", "Most antibiotics in Tanzania are bought without a prescription from small drug shops "
          "(duka la dawa). Dispensers are rarely trained to tell a viral sore throat from a "
          "bacterial infection, which drives resistance. We set out to support drug shop "
          "dispensers and their customers."),
    ("h", "Methods"),
    ("p", "We designed a WhatsApp decision aid: the dispenser answers five symptom questions and "
          "receives a colour-coded recommendation and a short script to explain it to the "
          "customer. From February to July 2026 we ran a pilot in 60 accredited drug shops, "
          "while 30 comparison shops continued as usual. Mystery shoppers presented a standard "
          "sore-throat scenario."),
    ("cols",),
    ("h", "Results"),
    ("p", "Antibiotics were dispensed in 31% of mystery-shopper visits in pilot shops versus 74% "
          "in comparison shops. 52 of 60 dispensers were still using the aid at six months, and "
          "the aid is now live in all 60 shops."),
    ("h", "Conclusion"),
    ("p", "A simple decision aid on a phone dispensers already own can halve inappropriate "
          "antibiotic sales. We are looking for a partner to take it to the Dodoma region, and "
          "for technical help to add Swahili voice notes."),
], G(title="Dukani Dawa Salama",
     problem="Dispensers are rarely trained to tell a viral sore throat",
     solution=["a WhatsApp decision aid", "a colour-coded recommendation"],
     target="drug shop dispensers and their customers", stage="live",
     needs=["a partner to take it to the Dodoma region",
            "technical help to add Swahili voice notes"],
     team=["Neema Massawe", "Baraka Mushi", "Elisabeth Kjeldsen"]),
  names=["Neema Massawe", "Baraka Mushi", "Elisabeth Kjeldsen"])

D(32, "smile-steps-poster", "poster-abstract", "docx", [
    ("title", "Smile Steps: four years of supervised toothbrushing in Cluj nurseries"),
    ("sub", "Ioana Mureșan¹, Radu Constantinescu¹, Dr Sorina Vlad²"),
    ("sub", "¹ Faculty of Dental Medicine, Someș University of Medicine, Cluj-Napoca, Romania; "
            "² Municipal Directorate for Child Health, Cluj-Napoca, Romania"),
    ("h", "Introduction"),
    ("p", "Tooth decay is the most common reason for general anaesthesia in Romanian children "
          "under six. In Cluj, 41% of five-year-olds examined in 2021 had untreated decay."),
    ("h", "Methods"),
    ("p", "The programme is for children aged three to six attending municipal nurseries. Since "
          "2022, nursery staff have supervised daily brushing with 1,000 ppm fluoride toothpaste "
          "after lunch, using a four-step picture routine. Dental students visit each term to "
          "check technique and apply fluoride varnish. We compared decay in five-year-olds in "
          "participating and non-participating nurseries."),
    ("h", "Results"),
    ("p", "The programme now runs in 58 nurseries and reaches about 4,900 children a year. "
          "Untreated decay among five-year-olds fell from 41% to 27% in participating nurseries, "
          "against 39% in the others. Cost per child per year was 38 lei."),
    ("h", "Conclusion"),
    ("p", "Supervised toothbrushing in nurseries is cheap and effective and should become "
          "routine. We seek city funding of 190,000 lei a year and a partner to train staff in "
          "rural nurseries across the county."),
], G(title="Smile Steps",
     problem="Tooth decay is the most common reason for general anaesthesia",
     solution=["nursery staff have supervised daily brushing", "a four-step picture routine"],
     target="children aged three to six", stage="established",
     needs="a partner to train staff in rural nurseries",
     funding="city funding of 190,000 lei a year",
     team=["Ioana Mureșan", "Radu Constantinescu", "Sorina Vlad"]),
  names=["Ioana Mureșan", "Radu Constantinescu", "Sorina Vlad"], implicit=True)

# ------------------------------------------------------------------------------------------
# letter (2)
# ------------------------------------------------------------------------------------------
D(33, "letter-handy-hands", "letter", "docx", [
    ("p", "Handy Hands Bristol CIC"),
    ("p", "Unit 4, Cooper's Yard, Bristol"),
    ("p", "3 November 2026"),
    ("p", "Dear Innovation Team,"),
    ("p", "I am writing to introduce Handy Hands Bristol, a community interest company in which "
          "retired tradespeople fit grab rails, stair rails and brighter bulbs in the homes of "
          "older people within a week of a fall or a near miss, free of charge."),
    ("p", "The usual route is slow. After a fall, an older person in Bristol waits an average of "
          "eleven weeks for a council occupational therapy assessment before a single rail goes "
          "up, and many fall again in that time."),
    ("p", "Our volunteers, most of them in their sixties and seventies, have made 1,240 home "
          "visits since we began in 2023, on referral from GPs, paramedics and neighbours. We "
          "have ten regular fitters and a van that a local builders' merchant lends us."),
    ("p", "We would be grateful for the consortium's help in two ways. First, we want to show "
          "the ambulance service and the council that quick fixes prevent repeat falls, and we "
          "need a researcher who can help us design that evaluation. Second, we are looking for "
          "£30,000 to buy our own van and cover materials for a year."),
    ("p", "I would be very happy to show any of you round a job. Thank you for reading."),
    ("p", "Yours sincerely,"),
    ("sig", ["Geraldine Pocock", "Founder and volunteer coordinator, Handy Hands Bristol CIC",
             "0117 496 0732", "geraldine@handyhands.example.org"]),
], G(title="Handy Hands Bristol",
     problem=["waits an average of eleven weeks", "many fall again in that time"],
     solution=["fit grab rails", "retired tradespeople"],
     target="older people", stage="live",
     needs="a researcher", funding="£30,000",
     team=["ten regular fitters", "Geraldine Pocock"]),
  names=["Geraldine Pocock"], implicit=True)

D(34, "letter-far-gar-tur", "letter", "pdf", [
    ("p", "Trondheim, 28 October 2026"),
    ("p", "Dear Innovation Team,"),
    ("p", "My name is Eirik Solberg and I am a public health nurse at a child health clinic in "
          "Trondheim. I am writing to ask whether the consortium would consider supporting an "
          "idea that is still at concept stage, but which I think could matter a great deal."),
    ("p", "At the six-week check we screen mothers for depression, but nobody asks the fathers. "
          "In my clinic, fathers who do tell us they are struggling have nowhere to go except a "
          "waiting list."),
    ("p", "Far Går Tur ('Dad Goes Walking') would be a weekly guided walk for fathers of babies "
          "under one, led by a trained dad and ending with coffee, where low mood can be talked "
          "about without it feeling like therapy. A psychologist at the clinic, Dr Ingrid "
          "Haugland, has agreed to train the walk leaders and take referrals."),
    ("p", "What I need first is advice on how to evaluate it, and a partner municipality in "
          "addition to Trondheim. I estimate that NOK 350,000 would run a year of walks in four "
          "districts, including leader training."),
    ("p", "I would welcome the chance to talk."),
    ("p", "Kind regards,"),
    ("sig", ["Eirik Solberg", "Public health nurse, Trondheim"]),
], G(title="Far Går Tur",
     problem=["nobody asks the fathers", "nowhere to go except a waiting list"],
     solution="a weekly guided walk",
     target="fathers of babies under one", stage="concept",
     needs=["advice on how to evaluate it", "a partner municipality in addition to Trondheim"],
     funding="NOK 350,000", team=["Eirik Solberg", "Ingrid Haugland"]),
  names=["Eirik Solberg", "Ingrid Haugland"], font="serif")

# ------------------------------------------------------------------------------------------
# scan (2): image-only PDF pages
# ------------------------------------------------------------------------------------------
D(35, "scan-soup-circle", "scan", "pdf", [
    ("title", "SOUP CIRCLE"),
    ("sub", "A pitch from Tartu, Estonia"),
    ("p", "The problem: Older people on their own stop cooking. They get by on bread and tea, "
          "lose weight, and fall."),
    ("p", "What we do: Every Thursday our volunteers cook a big pot of soup in a school kitchen, "
          "carry it in flasks to people's doors, and stay twenty minutes to eat with them."),
    ("p", "Who: Adults over 75 who eat alone, referred by their family doctors."),
    ("p", "So far: 93 people get soup every week. We weigh them each month, and most have "
          "stopped losing weight."),
    ("p", "We need: A second school kitchen and drivers with cars."),
    ("p", "Money: EUR 9,000 a year buys the vegetables and the flasks."),
    ("p", "Contact: Maarja Tamm, soupcircle@tartu.example.net"),
], G(title="SOUP CIRCLE", problem="Older people on their own stop cooking",
     solution=["cook a big pot of soup in a school kitchen",
               "stay twenty minutes to eat with them"],
     target="Adults over 75 who eat alone", stage="live",
     needs=["A second school kitchen", "drivers with cars"], funding="EUR 9,000 a year",
     team=["Maarja Tamm", "our volunteers"]),
  names=["Maarja Tamm"], implicit=True, font="mono", tilt=0.9, seed=35)

D(36, "scan-ramp-library", "scan", "pdf", [
    ("title", "Ramp Library"),
    ("sub", "Lisbon, Portugal - one-page pitch"),
    ("p", "Half of the shops, cafes and clinics in the old quarters of Lisbon have one or two "
          "steps at the door. A wheelchair user simply cannot get in."),
    ("p", "Our answer is a library of lightweight folding ramps. Any wheelchair user can borrow "
          "one with a phone app, carry it in a backpack, and return it to any pharmacy in the "
          "scheme."),
    ("p", "We have a working prototype: an aluminium ramp of 4.2 kg that folds to the size of a "
          "laptop. It has been tested by 12 wheelchair users on 40 real doorsteps."),
    ("p", "We need a manufacturer in Portugal and 20 pharmacies willing to be return points. We "
          "are asking for EUR 60,000 for the first 300 ramps."),
    ("p", "Team: Inês Carvalho (designer, wheelchair user) and Rui Fonseca (mechanical "
          "engineer)."),
], G(title="Ramp Library",
     problem=["A wheelchair user simply cannot get in", "one or two steps at the door"],
     solution="a library of lightweight folding ramps", target="Any wheelchair user",
     stage="prototype",
     needs=["a manufacturer in Portugal", "20 pharmacies willing to be return points"],
     funding="EUR 60,000", team=["Inês Carvalho", "Rui Fonseca"]),
  names=["Inês Carvalho", "Rui Fonseca"], font="serif", tilt=-1.4, seed=36)

# ------------------------------------------------------------------------------------------
# not-pitch (4)
# ------------------------------------------------------------------------------------------
D(37, "leaflet-corvalind", "not-pitch", "docx", [
    ("title", "Package leaflet: Information for the patient"),
    ("sub", "Corvalind 5 mg film-coated tablets - velnoprazine"),
    ("p", "Read all of this leaflet carefully before you start taking this medicine because it "
          "contains important information for you."),
    ("ul", ["Keep this leaflet. You may need to read it again.",
            "If you have any further questions, ask your doctor or pharmacist.",
            "This medicine has been prescribed for you only. Do not pass it on to others.",
            "If you get any side effects, talk to your doctor or pharmacist."]),
    ("h", "1. What Corvalind is and what it is used for"),
    ("p", "Corvalind contains the active substance velnoprazine, which belongs to a group of "
          "medicines called selective bile acid modulators. It is used in adults to lower the "
          "level of certain fats in the blood when diet and exercise alone have not been "
          "enough."),
    ("h", "2. What you need to know before you take Corvalind"),
    ("p", "Do not take Corvalind if you are allergic to velnoprazine or any of the other "
          "ingredients of this medicine (listed in section 6), if you have active liver disease, "
          "or if you are pregnant or breast-feeding."),
    ("p", "Talk to your doctor or pharmacist before taking Corvalind if you drink large amounts "
          "of alcohol or have had problems with your gallbladder."),
    ("h", "3. How to take Corvalind"),
    ("p", "Always take this medicine exactly as your doctor or pharmacist has told you. The "
          "recommended dose is one 5 mg tablet once a day, with or without food. Swallow the "
          "tablet whole with a glass of water."),
    ("p", "If you take more Corvalind than you should, contact your doctor or the nearest "
          "hospital emergency department. If you forget to take a dose, take it as soon as you "
          "remember, unless it is nearly time for the next dose."),
    ("h", "4. Possible side effects"),
    ("p", "Like all medicines, this medicine can cause side effects, although not everybody "
          "gets them."),
    ("table", [["How often", "Side effect"],
               ["Common (may affect up to 1 in 10 people)", "headache, bloating, loose stools"],
               ["Uncommon (up to 1 in 100 people)",
                "muscle aches, itching, raised liver enzymes"],
               ["Rare (up to 1 in 1,000 people)",
                "yellowing of the skin or eyes - stop taking and see a doctor straight away"]]),
    ("h", "5. How to store Corvalind"),
    ("p", "Keep this medicine out of the sight and reach of children. Do not store above 25°C. "
          "Do not use after the expiry date printed on the carton."),
    ("h", "6. Contents of the pack and other information"),
    ("p", "Each film-coated tablet contains 5 mg velnoprazine. Packs of 28 or 84 tablets."),
    ("p", "Marketing Authorisation Holder: Halvorsen Pharma Ltd, 40 Quayside Park, Leeds. "
          "Tel: 0113 496 0287. www.halvorsenpharma.example.com"),
    ("p", "This leaflet was last revised in June 2026."),
], G())

D(38, "cv-staff-nurse", "not-pitch", "pdf", [
    ("title", "Harriet Ashdown RN"),
    ("sub", "Registered Adult Nurse | 07700 900518 | harriet.ashdown@example.com | Sheffield"),
    ("h", "Profile"),
    ("p", "Staff nurse with six years' experience in acute respiratory and high-dependency care. "
          "Calm under pressure, confident with non-invasive ventilation and tracheostomy care, "
          "and keen to move into a respiratory nurse specialist role."),
    ("h", "Experience"),
    ("b", "Staff Nurse, Respiratory Support Unit, Don Valley General Hospital - March 2021 to "
          "present"),
    ("ul", ["Care for up to six patients on CPAP and NIV, including titration under protocol",
            "Mentor for second- and third-year nursing students",
            "Ward link nurse for infection prevention; monthly hand hygiene audits"]),
    ("b", "Staff Nurse, Acute Medical Unit, Rotherside Hospital - September 2019 to February "
          "2021"),
    ("ul", ["Admission and assessment of acutely unwell adults",
            "Completed preceptorship and IV therapy competencies"]),
    ("h", "Education and training"),
    ("ul", ["BSc (Hons) Adult Nursing, Upper Second, Pennine Valley University, 2019",
            "Non-Invasive Ventilation for Nurses, short course, 2022",
            "Immediate Life Support, renewed 2025"]),
    ("h", "Skills"),
    ("p", "NIV and high-flow oxygen; arterial blood gas sampling; tracheostomy care; electronic "
          "patient records; teaching and mentoring."),
    ("h", "References"),
    ("p", "Sister Margaret Doolan, Ward Manager, Respiratory Support Unit, Don Valley General "
          "Hospital"),
    ("p", "Dr Femi Adebanjo, Consultant Respiratory Physician, Don Valley General Hospital"),
], G(), names=["Harriet Ashdown", "Margaret Doolan", "Femi Adebanjo"])

D(39, "practice-meeting-minutes", "not-pitch", "docx", [
    ("title", "Brookfield Medical Practice"),
    ("sub", "Practice meeting - minutes - Wednesday 9 September 2026, 12:30, library room"),
    ("p", "Present: Dr Helen Marchetti (Senior Partner, chair), Dr Kwame Asamoah (GP Partner), "
          "Ms Linda Greaves (Practice Manager), Joanne Pike (Practice Nurse), Tariq Mahmood "
          "(Clinical Pharmacist)"),
    ("p", "Apologies: Dr Colin Strachan"),
    ("h", "1. Minutes of the last meeting"),
    ("p", "Agreed as accurate."),
    ("h", "2. Flu and COVID vaccination clinics"),
    ("p", "Saturday clinics booked for 3 and 17 October. Joanne Pike asked for two extra HCA "
          "sessions; LG to check the rota. Vaccine for the over-65s arrives on 28 September."),
    ("h", "3. Telephone system"),
    ("p", "Call waiting times at 8am are still over 20 minutes on Mondays. The supplier will add "
          "a call-back option from 1 October at no extra cost. Reception staff to be briefed."),
    ("h", "4. Complaints and significant events"),
    ("p", "One complaint about a delayed repeat prescription, resolved. One significant event: "
          "a vaccine fridge temperature breach over a weekend; stock quarantined and replaced, "
          "and the data logger alarm now goes to the manager's phone."),
    ("h", "5. Medication reviews"),
    ("p", "Tariq Mahmood reported 148 structured medication reviews completed since April. Care "
          "home residents are next; the aim is all 64 by December."),
    ("h", "6. Any other business"),
    ("p", "Car park resurfacing on 21 September; patients to be told by text. Photos from the "
          "staff summer party are on the shared drive."),
    ("table", [["Action", "Who", "By"],
               ["Check HCA rota for Saturday clinics", "LG", "18 Sept"],
               ["Brief reception on call-back option", "LG", "30 Sept"],
               ["Text patients about car park closure", "Reception", "14 Sept"],
               ["Care home medication reviews", "TM", "December"]]),
    ("p", "Next meeting: Wednesday 14 October 2026, 12:30."),
], G(), names=["Helen Marchetti", "Kwame Asamoah", "Linda Greaves", "Joanne Pike",
                "Tariq Mahmood", "Colin Strachan"])

D(40, "car-insurance-renewal", "not-pitch", "docx", [
    ("title", "Harbourline Insurance"),
    ("sub", "Customer Services, PO Box 7730, Manchester | 0161 496 0555 | "
            "renewals@harbourline.example.com"),
    ("p", "Mr Gareth Penhaligon"),
    ("p", "14 Trelawney Close, Truro"),
    ("p", "2 November 2026"),
    ("p", "Policy number: HBL-MTR-4481920"),
    ("p", "Dear Mr Penhaligon,"),
    ("b", "Your car insurance renewal - Skoda Octavia Estate"),
    ("p", "Your policy is due for renewal on 1 December 2026. We are pleased to offer you cover "
          "for another year on the terms shown below. If you are happy with the renewal, you do "
          "not need to do anything: your premium will be collected by Direct Debit."),
    ("table", [["", "Last year", "This year"],
               ["Annual premium", "£548.10", "£612.40"],
               ["Insurance Premium Tax (included)", "£58.72", "£65.61"],
               ["Compulsory excess", "£250", "£250"],
               ["Voluntary excess", "£100", "£100"],
               ["No-claims discount", "7 years", "8 years"]]),
    ("p", "Your premium has gone up mainly because of the rising cost of vehicle repairs across "
          "the market. You have not made any claims in the last year."),
    ("p", "Please check that the details on your policy schedule are still correct. You must "
          "tell us about any changes, including new drivers, a change of address, modifications "
          "to the car, motoring convictions, and any medical condition that affects your ability "
          "to drive and that you have reported to the DVLA. If you do not, your cover may be "
          "invalid."),
    ("p", "If you would like to discuss your renewal, call us on 0161 496 0555, Monday to Friday, "
          "8am to 8pm."),
    ("p", "Yours sincerely,"),
    ("sig", ["Samantha Oyelaran", "Customer Services Manager, Harbourline Insurance"]),
    ("p", "Harbourline Insurance is a trading name of Harbourline General Ltd."),
], G(), names=["Gareth Penhaligon", "Samantha Oyelaran"])


# ==========================================================================================
# text of a document (what goes into the file)
# ==========================================================================================
def slide_heading(doc, i, title):
    return "Slide %d: %s" % (i, title) if doc["fmt"] == "docx" else title


def block_texts(doc):
    """(kind, text) pairs for every piece of text written into the file."""
    out = []
    slide_no = 0
    for b in doc["blocks"]:
        k = b[0]
        if k in ("title", "sub", "h", "p", "b", "q", "a"):
            out.append((k, b[1]))
        elif k == "ul":
            out.extend(("li", x) for x in b[1])
        elif k == "table":
            out.extend(("cell", c) for row in b[1] for c in row)
        elif k == "sig":
            out.extend(("sig", x) for x in b[1])
        elif k == "slide":
            slide_no += 1
            out.append(("slide-title", slide_heading(doc, slide_no, b[2])))
            out.extend(("slide-line", x) for x in b[3])
        elif k == "cols":
            pass
        else:
            raise ValueError("unknown block kind %r in %s" % (k, doc["file"]))
    return out


def doc_text(doc):
    return "\n".join(t for _, t in block_texts(doc))


def ws(s):
    return re.sub(r"\s+", " ", s).strip()


def squash(s):
    return re.sub(r"\s+", "", s).lower()


# ==========================================================================================
# checks on the data
# ==========================================================================================
TITLE_RE = re.compile(r"\b(Dr|Prof|Professor|Mr|Mrs|Ms|Mx|Miss|Sister|Cllr|Rev)\.?\s+"
                      r"((?:[A-Z][\w'\-]*)(?:\s+(?:van|de|der|da|dos)?\s*[A-Z][\w'\-]*)*)")
EMAIL_RE = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
HOST_RE = re.compile(r"\b((?:[a-z0-9-]+\.)+(?:com|org|net|io|co|uk|info|app|health|de|nl|au|"
                     r"in|jp|ke|ng|gh|za|se|no|pt|it|pl|ro|tz|vn|ph|sg|cl|br|ee|gr|nz|ie))\b",
                     re.I)
PHONE_RE = re.compile(r"(?<![\w£$€.,])(?:\+?\(?0\d[\d ()\-]{7,}\d|\d{3}-\d{4})(?![\w.,]\d)")
FICTIONAL_PHONES = [r"^02079460\d{3}$", r"^01134960\d{3}$", r"^01614960\d{3}$",
                    r"^01174960\d{3}$", r"^02920180\d{3}$", r"^07700900\d{3}$",
                    r"^0491570(006|156|157|158|159|110|313|737)$", r"^55501\d\d$"]
STAGE_WORD_RE = re.compile(r"\b(concept\w*|prototyp\w*|pilot\w*|live|established|launch\w*|"
                           r"mvp|beta|alpha|stage\w*|deployed|deployment|idea\w*|"
                           r"proof of concept|early[- ]stage)\b", re.I)
POSTER_HEADS = ["Introduction", "Methods", "Results", "Conclusion"]


def check_data():
    errs = []
    E = errs.append
    files = [d["file"] for d in DOCS]
    nums = [d["num"] for d in DOCS]
    if len(DOCS) != 40:
        E("expected 40 documents, have %d" % len(DOCS))
    if len(set(files)) != len(files) or len(set(nums)) != len(nums):
        E("file names or numbers not unique")
    if sorted(nums) != list(range(1, 41)):
        E("numbers are not 1..40")
    for d in DOCS:
        if not re.match(r"^f\d\d-[a-z0-9-]+\.(pdf|docx)$", d["file"]):
            E("%s: bad file name" % d["file"])
    shapes = Counter(d["shape"] for d in DOCS)
    if dict(shapes) != SHAPE_COUNTS:
        E("shape counts %s != %s" % (dict(shapes), SHAPE_COUNTS))
    fmts = Counter(d["fmt"] for d in DOCS)
    if fmts["pdf"] != 20 or fmts["docx"] != 20:
        E("PDF/DOCX split is %s" % dict(fmts))

    all_names = {}
    tokens_seen = {}
    for d in DOCS:
        f = d["file"]
        text = doc_text(d)
        flat = ws(text)
        g = d["gold"]
        if list(g.keys()) != KEYS:
            E("%s: gold keys %s" % (f, list(g.keys())))
        for k in KEYS:
            v = g[k]
            if v is None:
                continue
            if not isinstance(v, list) or not 1 <= len(v) <= 3:
                E("%s: %s must be null or 1-3 phrases" % (f, k))
                continue
            if k == "stage":
                if not set(v) <= STAGES or len(set(v)) != len(v) or len(v) > 2:
                    E("%s: bad stage %s" % (f, v))
                continue
            for ph in v:
                if len(ph.split()) > 10:
                    E("%s: %s phrase longer than 10 words: %r" % (f, k, ph))
                if ws(ph) not in flat:
                    E("%s: %s phrase not in text: %r" % (f, k, ph))
        if d["is_pitch"]:
            if not g["stage"]:
                E("%s: pitch without stage" % f)
            if not g["solution"]:
                E("%s: pitch without solution" % f)
        else:
            if any(g[k] is not None for k in KEYS):
                E("%s: non-pitch with non-null gold" % f)
        # implicit stage: no stage word anywhere in the document
        if d["implicit"]:
            m = STAGE_WORD_RE.search(text)
            if m:
                E("%s: implicit-stage document uses stage word %r" % (f, m.group(0)))
        # person names
        names = d["names"]
        for n in names:
            if ws(n) not in flat:
                E("%s: person name %r not in text" % (f, n))
            if n in all_names:
                E("%s: name %r already used in %s" % (f, n, all_names[n]))
            all_names[n] = f
            for t in n.split():
                if t[0].islower() or len(t) < 2:
                    continue
                if t in tokens_seen and tokens_seen[t] != f:
                    E("%s: name part %r also used in %s" % (f, t, tokens_seen[t]))
                tokens_seen[t] = f
        name_tokens = {t for n in names for t in n.split()}
        for m in TITLE_RE.finditer(text):
            first = m.group(2).split()[0]
            if first not in name_tokens:
                E("%s: name after title not listed: %r" % (f, m.group(0)))
        for b in d["blocks"]:
            if b[0] == "sig":
                signers = d.get("sig_names") or [b[1][0]]
                for s in signers:
                    if s not in names:
                        E("%s: signature name %r not listed" % (f, s))
        # title is never a person and a person is never the title
        for t in (g["title"] or []):
            for n in names:
                if n.lower() in t.lower() or t.lower() in n.lower():
                    E("%s: title %r overlaps person %r" % (f, t, n))
        # addresses and hosts
        for m in EMAIL_RE.finditer(text):
            dom = m.group(1).lower()
            if not re.search(r"(^|\.)example\.(org|com|net)$", dom):
                E("%s: non-example address %s" % (f, m.group(0)))
        for m in HOST_RE.finditer(text):
            host = m.group(1).lower()
            if not re.search(r"(^|\.)example\.(org|com|net)$", host):
                E("%s: non-example host %s" % (f, host))
        for m in PHONE_RE.finditer(text):
            digits = re.sub(r"\D", "", m.group(0))
            if len(digits) < 7:
                continue
            if not any(re.match(p, digits) for p in FICTIONAL_PHONES):
                E("%s: phone number not from a fictional range: %r" % (f, m.group(0)))
        # shape rules
        sh = d["shape"]
        kinds = [b[0] for b in d["blocks"]]
        if sh == "one-liner":
            n_sent = 0
            for _, t in block_texts(d):
                t = t.strip()
                n_sent += len(re.findall(r"[.!?](?=\s|$)", t))
                if not re.search(r"[.!?]$", t):
                    n_sent += 1
            if n_sent > 3 or len(d["blocks"]) > 3:
                E("%s: one-liner with %d sentences" % (f, n_sent))
        if sh == "paragraphs":
            if set(kinds) != {"p"}:
                E("%s: paragraphs document has non-paragraph blocks" % f)
            words = len(text.split())
            if not 120 <= words <= 400:
                E("%s: paragraphs document has %d words" % (f, words))
            for b in d["blocks"]:
                if len(b[1].split()) < 12:
                    E("%s: short paragraph %r" % (f, b[1]))
        if sh == "own-headings" and kinds.count("h") < 4:
            E("%s: own-headings needs at least 4 headings" % f)
        if sh == "application-form":
            if kinds.count("q") < 6:
                E("%s: form needs numbered questions" % f)
            qs = [b[1] for b in d["blocks"] if b[0] == "q"]
            if not all(re.match(r"^(Q\s?\d+|\d+[.)]|Question \d+)", q) for q in qs):
                E("%s: questions not numbered" % f)
            blanks = [b for b in d["blocks"] if b[0] == "a" and b[1] == ""]
            if len(blanks) != 1:
                E("%s: form needs exactly one blank answer" % f)
            if any(x == "q" and y != "a" for x, y in zip(kinds, kinds[1:] + [""])):
                E("%s: question without answer" % f)
        if sh == "executive-summary":
            if "table" not in kinds or not g["funding"]:
                E("%s: executive summary needs a table and an ask" % f)
        if sh == "bullet-deck":
            slides = [b for b in d["blocks"] if b[0] == "slide"]
            if len(slides) != len(d["blocks"]) or slides[0][1] != "cover":
                E("%s: deck must be slides only, cover first" % f)
            ks = [s[1] for s in slides]
            if "team" not in ks or "market" not in ks:
                E("%s: deck needs team and market slides" % f)
            market = " ".join(" ".join([s[2]] + s[3]) for s in slides if s[1] == "market")
            for ph in (g["target_population"] or []):
                if ph.lower() in market.lower():
                    E("%s: target phrase taken from market slide: %r" % (f, ph))
            if g["target_population"] is None:
                E("%s: deck should state a target population off the market slide" % f)
        if sh == "poster-abstract":
            heads = [b[1] for b in d["blocks"] if b[0] == "h"]
            if heads != POSTER_HEADS:
                E("%s: poster headings %s" % (f, heads))
            if kinds[:3] != ["title", "sub", "sub"]:
                E("%s: poster needs authors and affiliations under the title" % f)
        if sh == "letter":
            if not any(b[0] == "p" and b[1].startswith("Dear Innovation Team") for b in
                       d["blocks"]) or "sig" not in kinds:
                E("%s: letter needs greeting and signature" % f)
        if sh == "scan" and d["fmt"] != "pdf":
            E("%s: scan must be PDF" % f)
        if d["fmt"] == "pdf" and sh == "bullet-deck" and d.get("page") not in ("16:9", "a4"):
            E("%s: deck page size" % f)
    # no two own-headings documents share a heading set
    sets = {}
    for d in DOCS:
        if d["shape"] == "own-headings":
            hs = frozenset(b[1].lower() for b in d["blocks"] if b[0] == "h")
            for other, s in sets.items():
                if s == hs:
                    E("%s and %s share a heading set" % (d["file"], other))
            sets[d["file"]] = hs
    # no full name appears in another document
    for d in DOCS:
        low = doc_text(d).lower()
        for n, f in all_names.items():
            if f != d["file"] and n.lower() in low:
                E("%s: mentions %r from %s" % (d["file"], n, f))
    # implicit stages
    n_impl = sum(1 for d in DOCS if d["implicit"])
    if n_impl < 12:
        E("only %d documents state the stage implicitly" % n_impl)
    for d in DOCS:
        if d["implicit"] and not d["is_pitch"]:
            E("%s: implicit flag on a non-pitch" % d["file"])
    return errs


# ==========================================================================================
# writers
# ==========================================================================================
def register_fonts():
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.lib.fonts import addMapping
    for fam, base in (("DVSans", "DejaVuSans"), ("DVSerif", "DejaVuSerif")):
        pdfmetrics.registerFont(TTFont(fam, os.path.join(FONTDIR, base + ".ttf")))
        pdfmetrics.registerFont(TTFont(fam + "-B", os.path.join(FONTDIR, base + "-Bold.ttf")))
        addMapping(fam, 0, 0, fam)
        addMapping(fam, 1, 0, fam + "-B")
        addMapping(fam, 0, 1, fam)
        addMapping(fam, 1, 1, fam + "-B")


def pdf_styles(font):
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib import colors
    fam = "DVSerif" if font == "serif" else "DVSans"
    bold = fam + "-B"
    return {
        "title": ParagraphStyle("t", fontName=bold, fontSize=18, leading=23, spaceAfter=6),
        "sub": ParagraphStyle("s", fontName=fam, fontSize=9.5, leading=12.5,
                              textColor=colors.HexColor("#444444"), spaceAfter=4),
        "h": ParagraphStyle("h", fontName=bold, fontSize=12, leading=15, spaceBefore=9,
                            spaceAfter=3, textColor=colors.HexColor("#1f3a5f")),
        "p": ParagraphStyle("p", fontName=fam, fontSize=10.5, leading=14.5, spaceAfter=6),
        "big": ParagraphStyle("big", fontName=fam, fontSize=13, leading=19, spaceAfter=8),
        "b": ParagraphStyle("b", fontName=bold, fontSize=10.5, leading=14, spaceBefore=4,
                            spaceAfter=2),
        "q": ParagraphStyle("q", fontName=bold, fontSize=10.5, leading=14, spaceBefore=8,
                            spaceAfter=2),
        "a": ParagraphStyle("a", fontName=fam, fontSize=10.5, leading=14, leftIndent=14,
                            spaceAfter=2),
        "li": ParagraphStyle("li", fontName=fam, fontSize=10.5, leading=14, leftIndent=16,
                             bulletIndent=4, spaceAfter=2),
        "cell": ParagraphStyle("c", fontName=fam, fontSize=9.5, leading=12),
        "cellh": ParagraphStyle("ch", fontName=bold, fontSize=9.5, leading=12),
        "sig": ParagraphStyle("sig", fontName=fam, fontSize=10.5, leading=14),
        "fam": fam,
    }


def pdf_flowables(doc, st):
    from reportlab.platypus import Paragraph, Spacer, Table, TableStyle, FrameBreak
    from reportlab.lib import colors
    fl = []
    ptype = "big" if doc["shape"] == "one-liner" else "p"
    for b in doc["blocks"]:
        k = b[0]
        if k == "title":
            fl.append(Paragraph(escape(b[1]), st["title"]))
        elif k == "sub":
            fl.append(Paragraph(escape(b[1]), st["sub"]))
        elif k == "h":
            fl.append(Paragraph(escape(b[1]), st["h"]))
        elif k == "p":
            fl.append(Paragraph(escape(b[1]), st[ptype]))
        elif k in ("b", "q"):
            fl.append(Paragraph(escape(b[1]), st[k]))
        elif k == "a":
            if b[1]:
                fl.append(Paragraph(escape(b[1]), st["a"]))
            else:
                t = Table([[""]], colWidths=[440], rowHeights=[30])
                t.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, colors.grey)]))
                t.hAlign = "RIGHT"
                fl.append(t)
        elif k == "ul":
            for x in b[1]:
                fl.append(Paragraph(escape(x), st["li"], bulletText="\u2022"))
        elif k == "table":
            rows = b[1]
            data = [[Paragraph(escape(c), st["cellh" if i == 0 else "cell"]) for c in r]
                    for i, r in enumerate(rows)]
            t = Table(data, hAlign="LEFT")
            t.setStyle(TableStyle([
                ("GRID", (0, 0), (-1, -1), 0.5, colors.HexColor("#888888")),
                ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e6ecf2")),
                ("VALIGN", (0, 0), (-1, -1), "TOP")]))
            fl.append(Spacer(1, 4))
            fl.append(t)
            fl.append(Spacer(1, 8))
        elif k == "sig":
            fl.append(Spacer(1, 10))
            for x in b[1]:
                fl.append(Paragraph(escape(x), st["sig"]))
        elif k == "cols":
            fl.append(FrameBreak())
    return fl


def write_pdf(doc, path):
    from reportlab.lib.pagesizes import A4
    from reportlab.platypus import SimpleDocTemplate, BaseDocTemplate, Frame, PageTemplate
    from reportlab.lib.units import cm
    st = pdf_styles(doc["font"])
    fl = pdf_flowables(doc, st)
    if any(b[0] == "cols" for b in doc["blocks"]):
        W, H = A4
        m = 1.6 * cm
        top_h = 4.2 * cm
        gap = 0.8 * cm
        colw = (W - 2 * m - gap) / 2
        frames = [Frame(m, H - m - top_h, W - 2 * m, top_h, id="top"),
                  Frame(m, m, colw, H - 2 * m - top_h, id="left"),
                  Frame(m + colw + gap, m, colw, H - 2 * m - top_h, id="right")]
        bd = BaseDocTemplate(path, pagesize=A4, title="", author="")
        bd.addPageTemplates([PageTemplate(id="poster", frames=frames)])
        bd.build(fl)
        return
    sd = SimpleDocTemplate(path, pagesize=A4, leftMargin=2.2 * cm, rightMargin=2.2 * cm,
                           topMargin=2 * cm, bottomMargin=2 * cm, title="", author="")
    sd.build(fl)


def write_deck_pdf(doc, path):
    from reportlab.lib.pagesizes import A4, landscape
    from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate, Paragraph, Spacer, \
        PageBreak
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib import colors
    size = (960, 540) if doc["page"] == "16:9" else landscape(A4)
    W, H = size
    accent = {21: "#b04a7a", 22: "#2c6e49", 23: "#c0561b"}.get(doc["num"], "#334455")
    slides = [b for b in doc["blocks"] if b[0] == "slide"]
    n = len(slides)

    def deco(canv, bd):
        canv.saveState()
        canv.setFillColor(colors.HexColor(accent))
        canv.rect(0, H - 14, W, 14, stroke=0, fill=1)
        canv.setFont("DVSans", 11)
        canv.setFillColor(colors.HexColor("#666666"))
        canv.drawRightString(W - 30, 20, "%d / %d" % (canv.getPageNumber(), n))
        canv.restoreState()

    title_st = ParagraphStyle("st", fontName="DVSans-B", fontSize=30, leading=36,
                              textColor=colors.HexColor(accent), spaceAfter=22)
    cover_st = ParagraphStyle("ct", fontName="DVSans-B", fontSize=48, leading=56,
                              alignment=1, spaceBefore=110, spaceAfter=24,
                              textColor=colors.HexColor(accent))
    cover_line = ParagraphStyle("cl", fontName="DVSans", fontSize=20, leading=28, alignment=1)
    bullet_st = ParagraphStyle("bs", fontName="DVSans", fontSize=21, leading=29, leftIndent=26,
                               bulletIndent=4, spaceAfter=12)
    fl = []
    for i, s in enumerate(slides):
        if i:
            fl.append(PageBreak())
        if s[1] == "cover":
            fl.append(Paragraph(escape(s[2]), cover_st))
            for x in s[3]:
                fl.append(Paragraph(escape(x), cover_line))
        else:
            fl.append(Paragraph(escape(s[2]), title_st))
            fl.append(Spacer(1, 6))
            for x in s[3]:
                fl.append(Paragraph(escape(x), bullet_st, bulletText="\u2022"))
    bd = BaseDocTemplate(path, pagesize=size, title="", author="")
    bd.addPageTemplates([PageTemplate(id="slide", onPage=deco,
                                      frames=[Frame(50, 40, W - 100, H - 80)])])
    bd.build(fl)


def write_docx(doc, path):
    import docx
    from docx.shared import Pt
    d = docx.Document()
    normal = d.styles["Normal"]
    normal.font.name = "Georgia" if doc["font"] == "serif" else "Calibri"
    normal.font.size = Pt(11)
    slide_no = 0
    for b in doc["blocks"]:
        k = b[0]
        if k == "title":
            if doc["shape"] in ("one-liner",):
                p = d.add_paragraph()
                r = p.add_run(b[1])
                r.bold = True
                r.font.size = Pt(16)
            else:
                d.add_heading(b[1], level=0)
        elif k == "sub":
            p = d.add_paragraph()
            r = p.add_run(b[1])
            r.italic = True
        elif k == "h":
            d.add_heading(b[1], level=1 if doc["shape"] != "poster-abstract" else 2)
        elif k == "p":
            d.add_paragraph(b[1])
        elif k in ("b", "q"):
            p = d.add_paragraph()
            p.add_run(b[1]).bold = True
        elif k == "a":
            d.add_paragraph(b[1])
        elif k == "ul":
            for x in b[1]:
                d.add_paragraph(x, style="List Bullet")
        elif k == "table":
            rows = b[1]
            t = d.add_table(rows=len(rows), cols=len(rows[0]))
            t.style = "Table Grid"
            for i, r in enumerate(rows):
                for j, c in enumerate(r):
                    cell = t.cell(i, j)
                    cell.text = c
                    if i == 0:
                        for run in cell.paragraphs[0].runs:
                            run.bold = True
            d.add_paragraph("")
        elif k == "sig":
            for x in b[1]:
                d.add_paragraph(x)
        elif k == "slide":
            slide_no += 1
            d.add_heading(slide_heading(doc, slide_no, b[2]), level=1)
            for x in b[3]:
                d.add_paragraph(x, style="List Bullet")
    d.core_properties.author = ""
    d.core_properties.title = ""
    d.save(path)


def write_scan(doc, path):
    from PIL import Image, ImageDraw, ImageFont, ImageFilter
    rnd = random.Random(doc["seed"])
    dpi = 200
    W, H = int(8.27 * dpi), int(11.69 * dpi)
    fontfile = {"mono": "DejaVuSansMono", "serif": "DejaVuSerif"}.get(doc["font"], "DejaVuSans")
    body = ImageFont.truetype(os.path.join(FONTDIR, fontfile + ".ttf"), 38)
    bold = ImageFont.truetype(os.path.join(FONTDIR, fontfile + "-Bold.ttf"), 58)
    page = Image.new("L", (W, H), 250)
    dr = ImageDraw.Draw(page)
    x0, y = 150, 170
    maxw = W - 2 * x0

    def wrap(text, font):
        lines, cur = [], ""
        for w in text.split():
            t = (cur + " " + w).strip()
            if dr.textlength(t, font=font) <= maxw:
                cur = t
            else:
                lines.append(cur)
                cur = w
        if cur:
            lines.append(cur)
        return lines

    for b in doc["blocks"]:
        k, text = b[0], b[1]
        font = bold if k == "title" else body
        for line in wrap(text, font):
            dr.text((x0, y), line, font=font, fill=25)
            y += int(font.size * 1.45)
        y += 30 if k != "title" else 20
    if y > H - 120:
        raise RuntimeError("%s: scan text does not fit on one page" % doc["file"])
    page = page.rotate(doc["tilt"], resample=Image.BICUBIC, fillcolor=250)
    px = page.load()
    for _ in range(2600):
        x, yy = rnd.randrange(W), rnd.randrange(H)
        v = rnd.randint(60, 190)
        px[x, yy] = v
        if rnd.random() < 0.3 and x + 1 < W:
            px[x + 1, yy] = v
    page = page.filter(ImageFilter.GaussianBlur(0.5))
    page.save(path, "PDF", resolution=dpi)


# ==========================================================================================
# read-back checks
# ==========================================================================================
def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True, check=True).stdout


def read_back(doc, path):
    if doc["fmt"] == "pdf":
        return run(["pdftotext", "-raw", "-enc", "UTF-8", path, "-"])
    import docx
    d = docx.Document(path)
    parts = [p.text for p in d.paragraphs]
    for t in d.tables:
        for row in t.rows:
            for cell in row.cells:
                parts.extend(p.text for p in cell.paragraphs)
    return "\n".join(parts)


def check_files():
    errs = []
    E = errs.append
    for d in DOCS:
        path = os.path.join(OUTDIR, d["file"])
        if d["shape"] == "scan":
            info = run(["pdfinfo", path])
            if not re.search(r"^Pages:\s+1$", info, re.M):
                E("%s: scan must have one page" % d["file"])
            if run(["pdftotext", path, "-"]).strip():
                E("%s: scan has a text layer" % d["file"])
            fonts = run(["pdffonts", path]).strip().splitlines()
            if len(fonts) > 2:
                E("%s: scan lists fonts" % d["file"])
            continue
        got = squash(read_back(d, path))
        for k in KEYS:
            if k == "stage" or not d["gold"][k]:
                continue
            for ph in d["gold"][k]:
                if squash(ph) not in got:
                    E("%s: after writing, %s phrase not found: %r" % (d["file"], k, ph))
        for n in d["names"]:
            if squash(n) not in got:
                E("%s: after writing, name not found: %r" % (d["file"], n))
        if d["fmt"] == "pdf" and d["shape"] == "bullet-deck":
            info = run(["pdfinfo", path])
            pages = int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))
            n_slides = sum(1 for b in d["blocks"] if b[0] == "slide")
            if pages != n_slides:
                E("%s: %d pages for %d slides" % (d["file"], pages, n_slides))
            w, h = map(float, re.search(r"Page size:\s+([\d.]+) x ([\d.]+)", info).groups())
            if w <= h:
                E("%s: deck page is not landscape" % d["file"])
        if d["fmt"] == "docx" and d["shape"] == "paragraphs":
            import docx
            for p in docx.Document(path).paragraphs:
                if p.style.name.startswith(("Heading", "Title")):
                    E("%s: paragraphs DOCX uses style %s" % (d["file"], p.style.name))
        if d["fmt"] == "pdf" and d["shape"] != "scan":
            info = run(["pdfinfo", path])
            pages = int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))
            if d["shape"] in ("one-liner", "own-headings", "letter", "paragraphs",
                              "executive-summary", "poster-abstract") and pages != 1:
                E("%s: expected one page, got %d" % (d["file"], pages))
    return errs


def main():
    errs = check_data()
    if errs:
        print("DATA CHECKS FAILED:")
        for e in errs:
            print("  " + e)
        sys.exit(1)
    register_fonts()
    os.makedirs(OUTDIR, exist_ok=True)
    for d in DOCS:
        path = os.path.join(OUTDIR, d["file"])
        if d["shape"] == "scan":
            write_scan(d, path)
        elif d["fmt"] == "pdf" and d["shape"] == "bullet-deck":
            write_deck_pdf(d, path)
        elif d["fmt"] == "pdf":
            write_pdf(d, path)
        else:
            write_docx(d, path)
    errs = check_files()
    if errs:
        print("READ-BACK CHECKS FAILED (manifest not written):")
        for e in errs:
            print("  " + e)
        sys.exit(1)
    manifest = [{"file": d["file"], "shape": d["shape"], "is_pitch": d["is_pitch"],
                 "gold": d["gold"], "person_names": d["names"]} for d in DOCS]
    with open(MANIFEST, "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, ensure_ascii=False, indent=2)
        fh.write("\n")
    # summary
    print("wrote %d documents and %s" % (len(DOCS), os.path.basename(MANIFEST)))
    print("shape                 count  pdf  docx")
    for sh in SHAPE_COUNTS:
        ds = [d for d in DOCS if d["shape"] == sh]
        print("%-20s %6d %4d %5d" % (sh, len(ds), sum(d["fmt"] == "pdf" for d in ds),
                                     sum(d["fmt"] == "docx" for d in ds)))
    stages = Counter(s for d in DOCS for s in (d["gold"]["stage"] or []))
    print("stages:", dict(stages),
          "two-stage:", sum(1 for d in DOCS if len(d["gold"]["stage"] or []) == 2))
    print("implicit stage:", sum(d["implicit"] for d in DOCS))
    print("null facts in pitches:", dict(Counter(k for d in DOCS if d["is_pitch"]
                                                 for k in KEYS if d["gold"][k] is None)))


if __name__ == "__main__":
    main()
