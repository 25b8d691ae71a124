#!/usr/bin/python3
"""Uploaded-document test corpus for the consortium's AI guide.

Every document's content lives in this file as data. Running the script

  1. checks the data (shape counts, gold phrases copied exactly, stage values, person names, ...),
  2. writes each document as PDF (reportlab) or DOCX (python-docx) into ./documents/,
  3. reads every written file back (pdftotext -raw for PDF, python-docx for DOCX) and checks
     that the gold phrases and person names survived rendering,
  4. only then writes ./documents.json (the manifest).

If any check fails it prints the errors and exits with status 1 without writing the manifest.

Run with the Debian Python that has python3-reportlab and python3-docx installed:

    /usr/bin/python3 make-documents.py

Written 2026-11-30 by an AI helper working only from a brief (no access to the guide's code or
to any other corpus). All people, organisations and projects are invented.
"""

import json
import os
import re
import shutil
import subprocess
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.join(HERE, "documents")
MANIFEST = os.path.join(HERE, "documents.json")

SHAPE_COUNTS = {
    "paragraphs": 6,
    "email": 5,
    "one-liner": 4,
    "lean-canvas": 3,
    "grant-abstract": 4,
    "deck": 4,
    "other-language": 3,
    "headings": 3,
    "not-pitch": 4,
}
GOLD_KEYS = ["title", "problem", "solution", "target_population", "stage", "needs", "funding", "team"]
STAGES = {"concept", "prototype", "live", "established"}
# Words that would make a stage explicit; documents flagged implicit_stage must avoid them.
STAGE_WORDS = {
    "concept": [r"\bconcept\w*", r"\bidea\b", r"\bidée\b", r"\bIdee\b", r"\bidea\b", r"\bKonzept\w*"],
    "prototype": [r"\bprototyp\w*", r"\bprototipo\w*"],
    "live": [r"\blive\b"],
    "established": [r"\bestablished\b"],
}


def norm(s):
    """Collapse all whitespace to single spaces."""
    return " ".join(s.split())


# ---------------------------------------------------------------------------------------------
# Block helpers (the document model)
# ---------------------------------------------------------------------------------------------

def title(s):
    return ("title", norm(s))


def sub(s):
    return ("sub", norm(s))


def h(s):
    return ("h", norm(s))


def p(s):
    return ("p", norm(s))


def prose(s):
    """Blank-line separated paragraphs -> list of p blocks."""
    return [("p", norm(chunk)) for chunk in re.split(r"\n\s*\n", s.strip())]


def lines(*ls):
    """Separate short lines (mail headers, signatures, menu items); no wrapping intended."""
    return ("lines", [norm(x) for x in ls])


def bullets(*bs):
    return ("bullets", [norm(b) for b in bs])


def cell(label, text):
    return {"label": norm(label), "text": norm(text)}


def table(rows, spans=(), widths=None):
    """rows: list of rows; a cell is a str, a cell(...) dict, or None when covered by a span.
    spans: list of ((col0,row0),(col1,row1)). widths: relative column widths."""
    return ("table", {"rows": rows, "spans": list(spans), "widths": widths})


def slide(heading, *items, cover=False, subs=()):
    return {"title": norm(heading), "bullets": [norm(i) for i in items], "cover": cover,
            "subs": [norm(s) for s in subs]}


def G(title=None, problem=None, solution=None, target_population=None, stage=None, needs=None,
      funding=None, team=None):
    return {"title": title, "problem": problem, "solution": solution,
            "target_population": target_population, "stage": stage, "needs": needs,
            "funding": funding, "team": team}


NULL_GOLD = G()

DOCS = []


def doc(file, shape, gold, names=(), blocks=None, slides=None, implicit_stage=False, **style):
    DOCS.append({
        "file": file,
        "shape": shape,
        "is_pitch": shape != "not-pitch",
        "gold": gold,
        "person_names": list(names),
        "blocks": blocks or [],
        "slides": slides or [],
        "implicit_stage": implicit_stage,
        "style": style,
    })


# =============================================================================================
# paragraphs (6): flowing prose, no headings
# =============================================================================================

doc("d01-heatwave-phone-checks.pdf", "paragraphs",
    G(title=["FrescaLlamada"],
      problem=["excess deaths in nine days", "over 75 who lived alone"],
      solution=["trained volunteers phone every enrolled resident", "phone every enrolled resident twice a day"],
      target_population=["people over 75 who lived alone", "Triana and Macarena districts"],
      stage=["live"],
      needs=["asking for €180,000", "advice from anyone who has linked"],
      funding=["€180,000"],
      team=["Lucía Herrera Campos", "Dr Tomás Vidal", "about sixty volunteers"]),
    names=["Lucía Herrera Campos", "Tomás Vidal"],
    implicit_stage=True, font="serif",
    blocks=prose("""
In the August 2025 heatwave, Seville's emergency services recorded 212 excess deaths in nine
days, and more than two thirds of them were people over 75 who lived alone. Most of them had a
phone within reach. Nobody rang.

FrescaLlamada is our answer to that silence. When the regional weather service issues an amber
or red heat warning, trained volunteers phone every enrolled resident twice a day, ask five short
questions about fluids, room temperature, medication and dizziness, and escalate to the municipal
social-care duty team if anything sounds wrong. The calls take about four minutes. The volunteers
are mostly students from the nursing faculty, and every call is logged in a simple shared
dashboard that the duty team can see.

We ran it through the summers of 2024 and 2025 with 310 residents in the Triana and Macarena
districts. Nobody enrolled died during a warning period, although we are careful not to claim
that as proof; the numbers are small. What we can say is that 41 calls led to a home visit and 9
to an ambulance.

The service is coordinated by Lucía Herrera Campos, a public-health nurse, together with Dr Tomás
Vidal from the city's social-care department and a group of about sixty volunteers. We are now
asking for €180,000 to extend it to the whole city for three summers and to build a proper
evaluation with the regional health observatory. We would also welcome advice from anyone who has
linked a volunteer service to municipal alert systems, because the data-sharing agreement has been
the slowest part of all of this.
"""))

doc("d02-night-sounds-care-home.docx", "paragraphs",
    G(title=["HushWatch"],
      problem=["lay on the floor of her room",
               "residents with dementia often cannot use a call bell",
               "very thin night staffing"],
      solution=["small acoustic sensor", "listens only for the sounds that matter at night"],
      target_population=["residents with dementia", "Residential care homes in England"],
      stage=["prototype"],
      needs=["two or three care homes willing to trial it", "an ethics adviser"],
      funding=None,
      team=["Priya Manoharan", "Joel Whitcombe", "Sanne de Wit"]),
    names=["Edith", "Priya Manoharan", "Joel Whitcombe", "Sanne de Wit"],
    blocks=prose("""
Edith was ninety-one and had lived at Brackenfield House for three years when she fell twice in a
single night last winter. The second time she lay on the floor of her room for almost two hours,
calling out quietly, and the night carer on the other corridor never heard her. She was fine, in
the end, but the staff were not.

That night is the reason we started building HushWatch. It is a small acoustic sensor, about the
size of a smoke alarm, that sits on the ceiling and listens only for the sounds that matter at
night: a fall, a call for help, distressed crying, a long silence after movement. It never records
or stores speech. When it hears something, it sends an alert to the handset that night staff
already carry, with the room number.

Residential care homes in England run on very thin night staffing. In a typical home of forty beds
there may be two carers awake between 10pm and 7am, and residents with dementia often cannot use a
call bell at all. Pressure mats and door sensors help, but they generate so many false alarms that
staff learn to ignore them.

We are three people: Priya Manoharan, who managed Brackenfield House for eleven years; Joel
Whitcombe, an acoustic engineer who used to design hearing-protection systems; and Sanne de Wit,
who writes the software. We have a working prototype in our own workshop and have tested it with
six volunteers acting out falls and calls on crash mats.

What we need next is simple to say and hard to find: two or three care homes willing to trial it
on one corridor for a month, and an ethics adviser who understands consent for people who lack
capacity.
"""))

doc("d03-chapel-rehab-long-covid.docx", "paragraphs",
    G(title=None,
      problem=["discharged back to nothing", "twenty or thirty miles from the nearest leisure centre"],
      solution=["group excercise sessions in village chapels", "handed over to trained volunteers"],
      target_population=["People with long COVID", "Ceredigion"],
      stage=["concept"],
      needs=["advice on how to evaluate", "an introduction to anyone who has done volunteer-led rehab"],
      funding=None,
      team=["physiotherapist working in the community", "Rhodri and Mererid"]),
    names=["Rhodri", "Mererid"],
    blocks=prose("""
I'm a physiotherapist working in the community in Ceredigion, and for about a year now I've been
seeing the same pattern over and over. People with long COVID get referred to us, get six
sessions, and then they're discharged back to nothing. Many of them live twenty or thirty miles
from the nearest leisure centre, they can't drive when they're having a bad week, and the online
classes that were set up during the pandemic have mostly closed.

At the same time almost every village round here has a chapel or a vestry that sits empty six days
a week. A lot of them have heating, a kitchen and a ramp already.

So the idea is gentle, paced group excercise sessions in village chapels, once a week, led by a
physio for the first eight weeks and then handed over to trained volunteers from the congregation
or the community council, with a physio checking in once a month. Pacing and breathing would come
first, strength later, and nobody would be pushed into a post-exertional crash. Tea afterwards is
part of the treatment, honestly - the loneliness is half the problem.

It's just an idea at the moment. Nothing is built or booked. I've talked it through with two
colleagues in the team, Rhodri and Mererid, and with a minister in Tregaron who is very keen, but
that's as far as it's got.

What I'd really like is advice on how to evaluate something like this properly so that the health
board would take it seriously, and maybe an introduction to anyone who has done volunteer-led rehab
in rural areas before. I don't know if this is the kind of thing you support but I thought it was
worth asking.
"""))

doc("d04-hearing-at-the-mart.pdf", "paragraphs",
    G(title=["EarShare"],
      problem=["hearing loss that would benefit from a hearing aid",
               "fewer than one in ten of them wears one"],
      solution=["hearing screening, fitting and aftercare", "converted horsebox with a sound-treated booth"],
      target_population=["farmers over sixty in Ireland"],
      stage=["established"],
      needs=["€95,000 for a third unit", "a partner in the HSE"],
      funding=["€95,000"],
      team=["Siobhán Ní Bhriain", "registered charity with five staff", "Con Hegarty"]),
    names=["Siobhán Ní Bhriain", "Con Hegarty"],
    implicit_stage=True,
    blocks=prose("""
One in three farmers over sixty in Ireland has a hearing loss that would benefit from a hearing
aid, and fewer than one in ten of them wears one. They are the people least likely to sit in a
clinic waiting room on a weekday morning, and the most likely to be standing beside a tractor or a
bawling calf.

EarShare brings hearing screening, fitting and aftercare to the places farmers already go: the
livestock marts. A converted horsebox with a sound-treated booth parks at the mart on sale day. An
audiologist screens anyone who walks in, fits loan aids on the spot where appropriate, and returns
on the same day four weeks later to adjust them. Follow-up is done over the phone by a farmer who
has been through it himself.

Since 2019 we have visited 14 marts across Munster on a fixed monthly rota, carried out 6,800
screenings and 2,300 fittings, and the mart managers now put us on the sale-day poster without
being asked. Our two horseboxes are both nine years old and one of them failed its test in
October.

The organisation is a registered charity with five staff, led by audiologist Siobhán Ní Bhriain
and chaired by Con Hegarty, who farms sucklers outside Macroom and wore his first aid at
sixty-seven. We are funded by the county councils, a co-operative creamery and a lot of raffles.

To reach the marts in Connacht, which have asked us to come, we are looking for €95,000 for a
third unit and a second audiologist for two years, and for a partner in the HSE who could help us
get our loan-aid scheme recognised under the public hearing-aid grant.
"""))

doc("d05-inhaler-coach-schools.docx", "paragraphs",
    G(title=["PuffCoach"],
      problem=["use their inhaler incorrectly", "uses it completely wrong"],
      solution=["gamified video coach", "clip-on sensor"],
      target_population=["children with asthma"],
      stage=["prototype"],
      needs=["$120,000 in seed funding", "school districts that might host that pilot", "the FDA pathway"],
      funding=["$120,000"],
      team=["pediatric respiratory therapists", "Marisol Tafoya", "Kevin Oduya"]),
    names=["Marisol Tafoya", "Dean Yazzie", "Kevin Oduya"],
    implicit_stage=True, docx_font="Georgia",
    blocks=prose("""
Every school nurse in New Mexico can tell you the same story: a kid comes into the health office
wheezing, pulls out an inhaler, and uses it completely wrong. They shake it once, breathe in too
fast, skip the spacer, and most of the medicine ends up on the back of their throat. National
studies suggest that up to 80 percent of children with asthma use their inhaler incorrectly, and
in our state asthma is the leading cause of chronic school absenteeism.

PuffCoach is a short, gamified video coach that runs on the health-office tablet or a parent's
phone. The child holds a spacer fitted with a cheap clip-on sensor, and the app listens to the
inhalation and gives instant feedback: slower, hold your breath, count to ten. Kids earn badges for
three good technique sessions in a row. Everything is available in English, Spanish and Navajo.

We built a working version over the summer and tested it with 26 students at two elementary
schools in Gallup. Technique scores went from an average of 3 out of 8 steps correct to 7 out of 8
after two weeks, though obviously that's a small, uncontrolled sample.

Our team is two pediatric respiratory therapists, Marisol Tafoya and Dean Yazzie, plus a software
developer, Kevin Oduya, who volunteered his evenings for most of last year.

We are raising $120,000 in seed funding to finish the sensor, run a proper pilot across a school
district, and apply for the state Medicaid school-health program. We would also love to connect
with school districts that might host that pilot, and with anyone who knows the FDA pathway for a
device like ours.
"""))

doc("d06-harbour-listening-line.pdf", "paragraphs",
    G(title=["Harbour Talk"],
      problem=["took there own lives on shore", "nights in port when the quota's gone"],
      solution=["peer listening line run by fishermen for fishermen"],
      target_population=["fishermen", "the fleet in Stornoway"],
      stage=["live"],
      needs=["a clinical supervisor for the listeners", "about £40,000 a year", "harbours in Shetland, Orkney"],
      funding=["£40,000 a year"],
      team=["Calum MacIver", "Dr Eilidh Morrison", "eleven trained listeners"]),
    names=["Calum MacIver", "Eilidh Morrison"],
    implicit_stage=True,
    blocks=prose("""
We lost three men from the fleet in Stornoway in eighteen months and not one of them went out to
sea and didn't come back. They took there own lives on shore. Fishing is one of the most dangerous
jobs in Britain and everyone knows about the weather and the gear, but nobody talks about the
nights in port when the quota's gone and the boat payment is due.

Harbour Talk is a peer listening line run by fishermen for fishermen. The listeners are skippers,
deckhands and a couple of wives who have all done the two-day suicide first aid course and a
further eight hours of training with us. You ring or text the number, which is painted on the ice
plant and stuck inside every wheelhouse that will let us, and you get someone who knows what a bad
season feels like. If it sounds serious they can hand straight over to the crisis team at the
Western Isles hospital.

Since last October eleven trained listeners have taken about 140 calls and texts, mostly between
midnight and four in the morning. Two of those calls ended with an ambulance. We think we're
reaching men who wouldnt go near there GP.

It's organised by Calum MacIver, who fished for twenty six years, and Dr Eilidh Morrison who is a
GP in Tarbert and does the clinical side for nothing. We have no paid staff and no office.

What we need is a clinical supervisor for the listeners, who are carrying a lot, and about £40,000
a year to pay for that, the phones and the training. We'd also like to hear from harbours in
Shetland, Orkney and the north east of Scotland that want to copy it.
"""))

# =============================================================================================
# email (5)
# =============================================================================================

doc("d07-carers-link-email.docx", "email",
    G(title=["CarerLink Leeds"],
      problem=["exhausted, isolated and neglecting their own health", "carers almost never get referred"],
      solution=["flag carers automatically from the register", "ten-minute slot with our link worker"],
      target_population=["unpaid carers", "patients on our carers' register"],
      stage=["concept"],
      needs=["adult social care team", "advice on how to measure"],
      funding=None,
      team=["Dr Hannah Osei", "Gail Brennan", "Tariq Mahmood"]),
    names=["Hannah Osei", "Gail Brennan", "Tariq Mahmood"],
    blocks=[
        lines("From: Dr Hannah Osei <h.osei@example.org>",
              "To: Innovation Team <innovation@example.com>",
              "Date: 17 November 2026, 08:42",
              "Subject: Early idea - social prescribing for unpaid carers (CarerLink Leeds)"),
        p("Dear Innovation Team,"),
        *prose("""
I'm a GP partner at a practice in Harehills, Leeds, and I'm writing with an early idea that I'd
like some help to develop.

We have 412 patients on our carers' register and, from what I see in clinic, most of them are
exhausted, isolated and neglecting their own health. They rarely book appointments for themselves,
and when they do it's usually for something that has been going on for months. Social prescribing
exists in Leeds, but carers almost never get referred, because they come in with the person they
look after, not for themselves.

CarerLink Leeds would flag carers automatically from the register whenever the person they care for
has an appointment, and offer the carer a ten-minute slot with our link worker the same day, in the
same building. The link worker would connect them with respite, carers' groups, benefits advice and
a health check.

It's only an idea at this stage - nothing has been built and we haven't tested it. I'm working on
it with our practice manager, Gail Brennan, and our social prescribing link worker, Tariq Mahmood.

What we'd most value is an introduction to people in the council's adult social care team and at
the local carers' centre who might want to shape this with us, and some advice on how to measure
whether it makes any difference.
"""),
        p("Many thanks,"),
        p("Hannah"),
        lines("Dr Hannah Osei", "GP Partner", "Harehills Lane Surgery", "Tel: 0113 496 0721"),
    ])

doc("d08-fwd-wound-photo-triage.pdf", "email",
    G(title=["WoundLens"],
      problem=["Referrals sit for three to five weeks", "wounds deteriorate while they wait"],
      solution=["standardised wound photo", "measures the wound area automatically"],
      target_population=["chronic leg ulcers and pressure injuries", "District nurses"],
      stage=["prototype"],
      needs=["about £75,000", "an NHS trust that would host the evaluation"],
      funding=["£75,000"],
      team=["Ravi Chandrasekar", "Beatrix Lowe", "Femi Adeyemi"]),
    names=["Maureen Doyle", "Ravi Chandrasekar", "Beatrix Lowe", "Femi Adeyemi"],
    font="mono",
    blocks=[
        lines("From: Maureen Doyle <maureen.doyle@example.net>",
              "To: innovation@example.com",
              "Date: 24 November 2026 16:05",
              "Subject: Fwd: Wound photo triage - could the consortium help?"),
        p("Hi there,"),
        p("""Forwarding this from Ravi, who is too modest to send it himself. Our district nursing
        teams have been using his app informally and they love it. Please do get in touch with him
        directly - his details are at the bottom."""),
        lines("Best wishes", "Maureen"),
        lines("Maureen Doyle", "Practice and Operations Manager", "Eastvale Community Health Partnership",
              "Tel: 0117 496 0388"),
        lines("---------- Forwarded message ---------",
              "From: Ravi Chandrasekar <r.chandrasekar@example.org>",
              "Date: 19 November 2026 09:12",
              "Subject: Wound photo triage - could the consortium help?",
              "To: Maureen Doyle <maureen.doyle@example.net>"),
        p("Dear Maureen,"),
        *prose("""
As promised, here's a short summary you could pass on.

District nurses in our patch spend a huge share of their visits on chronic leg ulcers and pressure
injuries, and the tissue viability team can only see a fraction of the patients who need specialist
review. Referrals sit for three to five weeks, and wounds deteriorate while they wait.

WoundLens is a phone app that guides the nurse to take a standardised wound photo with a printed
calibration sticker, measures the wound area automatically, and sends the image and measurements to
the tissue viability nurse, who triages it remotely within 48 hours.

We have a working prototype that the Northside and Kingsmoor district nursing teams have used on 63
patients since the summer, alongside normal care. It isn't a medical device yet and we aren't using
it for decisions.

To take it further we need about £75,000 to get UKCA marking under the medical device regulations
and to run a proper service evaluation, and ideally an NHS trust that would host the evaluation.

The team is me (clinical scientist, medical physics), Beatrix Lowe (tissue viability nurse
specialist) and a part-time developer, Femi Adeyemi.
"""),
        lines("Kind regards,", "Ravi"),
        lines("Ravi Chandrasekar", "Clinical Scientist, Medical Physics",
              "Eastvale Community Health Partnership", "Tel: 0117 496 0912"),
    ])

doc("d09-tremor-seed-round.docx", "email",
    G(title=["TremorTrack"],
      problem=["give up on medication because of side effects",
               "dose changes are made every three to six months"],
      solution=["wrist-worn sensor and companion app", "measures essential tremor continuously at home"],
      target_population=["essential tremor"],
      stage=["live"],
      needs=["$1.5M seed round", "academic movement-disorder centers"],
      funding=["$1.5M seed round"],
      team=["Jordan Whitaker", "Dr. Aisha Bello", "Sven Larsen"]),
    names=["Jordan Whitaker", "Aisha Bello", "Sven Larsen"],
    implicit_stage=True, docx_font="Arial",
    blocks=[
        lines("From: Jordan Whitaker <jordan@example.com>",
              "To: partnerships@example.com",
              "Date: November 12, 2026 at 4:18 PM",
              "Subject: TremorTrack - seed round + clinical partners"),
        p("Hi team,"),
        *prose("""
Quick intro: I'm the co-founder and CEO of TremorTrack, a Columbus, Ohio startup. We make a
wrist-worn sensor and companion app that measures essential tremor continuously at home, so
neurologists can titrate medications like propranolol and primidone based on real data instead of a
two-minute office exam.

The problem is straightforward. Essential tremor affects roughly 7 million Americans, but dose
changes are made every three to six months based on what the patient remembers and how their hand
looks on the day. Many patients give up on medication because of side effects before they ever
reach an effective dose.

TremorTrack is currently used by 3 neurology clinics in Columbus and Cincinnati, with 410 patients
wearing the band. Clinicians get a weekly tremor report in their EHR inbox. We bill through remote
patient monitoring codes, and monthly revenue passed $38K in October.

We're raising a $1.5M seed round to expand to 15 clinics and fund a 200-patient outcomes study.
Beyond capital, we're looking for academic movement-disorder centers to partner on that study.

Our founding team: myself (previously product lead at a cardiac monitoring company), Dr. Aisha
Bello (neurologist, movement disorders fellowship at a big academic center), and Sven Larsen (CTO,
ex-wearables firmware engineer).

Happy to send the deck.
"""),
        lines("Best,", "Jordan"),
        lines("Jordan Whitaker", "Co-founder & CEO, TremorTrack Inc.", "Columbus, OH", "(614) 555-0147"),
    ])

doc("d10-chlorine-dispenser-partnership.pdf", "email",
    G(title=["Klorin Watch"],
      problem=["cholera outbreaks", "nobody knows which ones are empty"],
      solution=["sends an SMS when the chlorine is running low", "low-cost sensor to each dispenser"],
      target_population=["fishing villages along the lake shore", "Kisumu County"],
      stage=["prototype"],
      needs=["technical partners", "USD 60,000"],
      funding=["USD 60,000"],
      team=["Wanjiru Kamau", "Otieno Ochieng", "Sister Grace Akinyi"]),
    names=["Wanjiru Kamau", "Otieno Ochieng", "Grace Akinyi"],
    blocks=[
        lines("From: Wanjiru Kamau <wkamau@example.org>",
              "To: info@example.com",
              "Date: 3 November 2026 11:27",
              "Subject: Request for partnership - Klorin Watch (chlorine dispenser monitoring)"),
        p("Dear Sir/Madam,"),
        *prose("""
Greetings from Kisumu County.

I am a Public Health Officer with the county department of health. Every rainy season we see
cholera outbreaks in the fishing villages along the lake shore. Chlorine dispensers were installed
at many water points by NGOs, but nobody knows which ones are empty, so families collect untreated
water from the lake. When we do the spot checks, about half of the dispensers are dry.

Our project, Klorin Watch, fits a low-cost sensor to each dispenser that sends an SMS when the
chlorine is running low, so that the community health promoter can refill it within 24 hours. We
have built 10 prototype units with students from the local technical institute and fitted them at
water points in two beach villages since August.

We are looking for technical partners who have experience with low-power sensors and SMS gateways,
and funding of USD 60,000 to make 150 units and evaluate them over two rainy seasons.

The team is myself, Mr. Otieno Ochieng (water engineer), and Sister Grace Akinyi, who coordinates
the community health promoters.

Thank you for considering our request.
"""),
        p("Yours faithfully,"),
        lines("Wanjiru Kamau", "Public Health Officer", "Department of Health, Kisumu County",
              "Tel: +254 711 000 482"),
    ])

doc("d11-kitchen-hob-dementia.docx", "email",
    G(title=None,
      problem=["Pots left on, rings left burning", "one small fire"],
      solution=["plug-in hob guard", "spoken reminder first in a familiar voice"],
      target_population=["early stages of dementia", "living on their own in Dublin"],
      stage=["concept"],
      needs=["an electronics engineer", "advice on the regulatory side"],
      funding=None,
      team=["Niamh Costigan", "occupational therapist"]),
    names=["Niamh Costigan"],
    docx_font="Calibri",
    blocks=[
        lines("From: niamh.costigan@example.net",
              "To: hello@example.com",
              "Sent: 28 November 2026 21:54",
              "Subject: kitchen idea (dementia) - is this something you'd look at?"),
        p("Hiya,"),
        *prose("""
Not sure if this is the right place, a friend in the HSE sent me your link.

I'm an occupational therapist and I do a lot of home visits with people in the early stages of
dementia who are still living on their own in Dublin. The single biggest reason families push for a
move into residential care, in my experience, is the cooker. Pots left on, rings left burning, a tea
towel on the hob. Once there's been one small fire the family panics and that's usually the end of
independent living.

The existing cut-off devices are ugly, need an electrician and just kill the power, which people
find confusing and then they switch it back on at the wall. My idea is a plug-in hob guard that
learns the person's normal cooking routine and, if a ring has been on too long with nobody in the
kitchen, gives a spoken reminder first in a familiar voice (a daughter or son records it) and only
cuts the power if there's no response.

Honestly it's at the napkin stage. I've sketched it and talked to about a dozen of my clients and
their families who all said they'd want one.

What I'm missing is someone who can actually build it - an electronics engineer who'd want to be a
co-founder really. And probably advice on the regulatory side because it touches mains
electricity.
"""),
        lines("Thanks a mill,", "Niamh"),
        lines("Niamh Costigan", "Senior Occupational Therapist", "Older Persons' Community Team, Dublin South",
              "Mob: 087 000 4417"),
    ])

# =============================================================================================
# one-liner (4)
# =============================================================================================

doc("d12-lantern.pdf", "one-liner",
    G(title=["LANTERN"],
      problem=["newborn jaundice"],
      solution=["solar-powered phototherapy blanket"],
      target_population=["district hospitals in Malawi"],
      stage=["prototype"],
      needs=["a manufacturing partner"]),
    blocks=[
        p("LANTERN - a solar-powered phototherapy blanket for newborn jaundice in district hospitals in Malawi."),
        p("Prototype tested on 12 babies at Zomba; looking for a manufacturing partner."),
    ])

doc("d13-canteen-allergen-app.docx", "one-liner",
    G(title=None,
      problem=None,
      solution=["allergen-scanning app for school canteens"],
      target_population=["school canteens", "secondary schools in Cork"],
      stage=["live"],
      needs=["a pilot site in the UK"]),
    implicit_stage=True,
    blocks=[
        p("We're looking for a pilot site in the UK for our allergen-scanning app for school canteens "
          "- it's been running in 9 secondary schools in Cork since January."),
    ])

doc("d14-tb-text-reminders.pdf", "one-liner",
    G(title=None,
      problem=["miss doses"],
      solution=["text msg reminders"],
      target_population=["night-shift factory workers in Manila"],
      stage=["concept"],
      needs=["seed money", "a partner clinic"],
      funding=["seed money"]),
    blocks=[
        p("idea: text msg reminders for night-shift factory workers in Manila on TB treatment so they "
          "don't miss doses. need seed money + a partner clinic"),
    ])

doc("d15-glowdose.docx", "one-liner",
    G(title=["GlowDose"],
      problem=["forget their evening medicines"],
      solution=["pill-bottle cap that glows and chimes"],
      target_population=["older adults in Ontario"],
      stage=None,
      needs=["CA$150,000"],
      funding=["CA$150,000"],
      team=["2 pharmacists"]),
    blocks=[
        p("GlowDose: a pill-bottle cap that glows and chimes at dose time, for older adults in Ontario "
          "who forget their evening medicines."),
        p("Raising CA$150,000."),
        p("Team of 2 pharmacists, Guelph"),
    ])

# =============================================================================================
# lean-canvas (3)
# =============================================================================================

doc("d16-menowork-lean-canvas.docx", "lean-canvas",
    G(title=["MenoWork"],
      problem=["menopause symptoms are a major, unspoken reason", "leaving the NHS early"],
      solution=["Confidential symptom tracker linked to rota requests", "1:1 video clinic"],
      target_population=["nurses, midwives and HCAs going through menopause",
                         "Nurses and midwives aged 45-55"],
      stage=["live"],
      needs=None,
      funding=None,
      team=["Farah Qureshi", "former ward sister"]),
    names=["Farah Qureshi"],
    implicit_stage=True, landscape=True,
    blocks=[
        title("Lean Canvas - MenoWork"),
        sub("Designed for: NHS trusts | Designed by: Farah Qureshi | Date: 09/2026 | Version: 4"),
        table([
            [cell("Problem", "1. Nurses and midwives aged 45-55 are leaving the NHS early, and menopause "
                  "symptoms are a major, unspoken reason. 2. Rota systems ignore symptom flare-ups. "
                  "3. Occupational health waiting lists are 10+ weeks. Existing alternatives: generic "
                  "wellbeing apps; GP appointments; staff simply reducing their hours."),
             cell("Solution", "Confidential symptom tracker linked to rota requests; 1:1 video clinic with "
                  "menopause-trained nurse specialists; manager toolkit with adjustments that actually "
                  "work on a ward."),
             cell("Unique Value Proposition", "Keep experienced nurses on the ward: menopause support built "
                  "around shift work, not office hours. High-level concept: occupational health for "
                  "menopause, in your pocket."),
             cell("Unfair Advantage", "Co-designed with 300 nurses; founder is a former ward sister who went "
                  "through it on nights."),
             cell("Customer Segments", "Payer: NHS trusts. Users: nurses, midwives and HCAs going through "
                  "menopause. Early adopters: trusts with high mid-career nurse turnover.")],
            [None,
             cell("Key Metrics", "4 trusts signed and using it; 1,200 active staff users; retention of users "
                  "at 6 months; sickness days per user."),
             None,
             cell("Channels", "Trust HR and occupational health leads; nursing unions; conference talks; "
                  "word of mouth between wards."),
             None],
            [cell("Cost Structure", "Clinician time for video clinics; app hosting and security; DSPT "
                  "compliance; sales to trusts."),
             None,
             cell("Revenue Streams", "Annual subscription per trust (£18 per employee per year); add-on "
                  "manager training days."),
             None, None],
        ], spans=[((0, 0), (0, 1)), ((2, 0), (2, 1)), ((4, 0), (4, 1)), ((0, 2), (1, 2)), ((2, 2), (4, 2))]),
    ])

doc("d17-dialyride-business-model-canvas.pdf", "lean-canvas",
    G(title=["DialyRide"],
      problem=["up to three hours each way"],
      solution=["reliable shared ride three times a week", "Matching patients with shared rides"],
      target_population=["Haemodialysis patients living more than 50 km", "Northern Norway"],
      stage=["prototype"],
      needs=["a third unit", "an evaluation partner"],
      funding=None,
      team=["Ingrid Solberg", "Magnus Haugen"]),
    names=["Ingrid Solberg", "Magnus Haugen"],
    landscape=True,
    blocks=[
        title("Business Model Canvas: DialyRide"),
        sub("Prepared by Ingrid Solberg and Magnus Haugen, Tromsø, October 2026"),
        table([
            [cell("Key Partners", "Regional health trust patient-transport office; local taxi co-operatives; "
                  "dialysis units in Finnmark and Troms; municipalities"),
             cell("Key Activities", "Matching patients with shared rides; scheduling around dialysis slots; "
                  "driver training"),
             cell("Value Propositions", "Today many patients travel alone by taxi for up to three hours each way "
                  "and often arrive late for their slot. DialyRide gives them a reliable shared ride three times "
                  "a week, on time for their slot, at lower cost to the health trust than individual taxis."),
             cell("Customer Relationships", "Named coordinator per dialysis unit; SMS reminders; patient panel"),
             cell("Customer Segments", "Haemodialysis patients living more than 50 km from their unit in "
                  "Northern Norway; the regional health trust that pays for transport")],
            [None,
             cell("Key Resources", "Booking and routing software; agreements with taxi co-ops; clinical "
                  "advisory group"),
             None,
             cell("Channels", "Dialysis nurses enrol patients; health-trust transport office"),
             None],
            [cell("Cost Structure", "Software development (NOK 1.1m so far); coordinator salaries; driver "
                  "training"),
             None, None,
             cell("Revenue Streams", "Per-trip fee paid by the health trust, shared with the taxi co-ops"),
             None],
        ], spans=[((0, 0), (0, 1)), ((2, 0), (2, 1)), ((4, 0), (4, 1)), ((0, 2), (2, 2)), ((3, 2), (4, 2))]),
        p("Status: the booking app prototype has been tested with two dialysis units (Alta and Hammerfest) "
          "for six weeks. We are looking for a third unit and for an evaluation partner."),
    ])

doc("d18-scribekind-canvas.docx", "lean-canvas",
    G(title=["ScribeKind"],
      problem=["spend up to 60% of their week on case notes", "Burnout and turnover are high"],
      solution=["transcribes the home visit", "drafts a structured case note"],
      target_population=["Child-protection social workers in Ontario", "frontline child-protection workers"],
      stage=["concept"],
      needs=["CA$400,000 pre-seed", "one agency willing to be the first pilot"],
      funding=["CA$400,000"],
      team=["two ex-social workers"]),
    implicit_stage=True,
    blocks=[
        title("ScribeKind"),
        sub("Lean Canvas (draft 2, for the consortium call)"),
        table([
            ["Box", "Our answer"],
            ["Problem", "Child-protection social workers in Ontario spend up to 60% of their week on case "
                        "notes. Notes are written late at night from memory. Burnout and turnover are high."],
            ["Customer Segments", "Children's aid societies and municipal social-services departments in "
                                  "Ontario; end users are frontline child-protection workers. Early adopters: "
                                  "small rural agencies with vacancies."],
            ["Unique Value Proposition", "Finish your notes before you leave the driveway."],
            ["Solution", "A phone app that, with family consent, transcribes the home visit and drafts a "
                         "structured case note in the agency's own template for the worker to edit and sign."],
            ["Channels", "Provincial association conferences; pilots via agency directors; social-work schools"],
            ["Revenue Streams", "Per-seat licence, CA$45 per worker per month"],
            ["Cost Structure", "Speech-to-text and hosting in Canada; privacy impact assessments; 2 developers"],
            ["Key Metrics", "Hours of documentation per worker per week; notes completed within 24 hours; "
                            "staff turnover"],
            ["Unfair Advantage", "Founded by two ex-social workers who know the templates and the courts; "
                                 "letters of support from 3 agency directors"],
            ["Ask", "Seeking CA$400,000 pre-seed and one agency willing to be the first pilot. Nothing built yet "
                    "beyond clickable mock-ups."],
        ], widths=[1, 3]),
    ])

# =============================================================================================
# grant-abstract (4)
# =============================================================================================

doc("d19-heatsafe-ch-abstract.pdf", "grant-abstract",
    G(title=["HEATSAFE-CH"],
      problem=["Heat is now the deadliest weather hazard", "excess mortality among people aged 85 and over"],
      solution=["structured heat-health action plan", "indoor temperature monitoring"],
      target_population=["care-home residents", "long-term care facilities in Switzerland"],
      stage=["concept"],
      needs=["CHF 1.2 million over 36 months"],
      funding=["CHF 1.2 million"],
      team=["Prof. Dr. Regula Imhof", "Alpine Institute for Ageing Research"]),
    names=["Regula Imhof", "Matteo Bernasconi", "Léa Fournier"],
    implicit_stage=True, font="serif",
    blocks=[
        title("HEATSAFE-CH: a stepped-wedge cluster randomised trial of a heat-health action plan for "
              "long-term care facilities in Switzerland"),
        lines("Applicants: Prof. Dr. Regula Imhof (principal investigator), Dr. Matteo Bernasconi, "
              "Dr. Léa Fournier",
              "Alpine Institute for Ageing Research, in partnership with three cantonal care-home associations",
              "Requested amount: CHF 1.2 million over 36 months"),
        h("Background"),
        p("""Heat is now the deadliest weather hazard in Switzerland. During the summer of 2025, excess
        mortality among people aged 85 and over rose by an estimated 14% in weeks with a maximum
        temperature above 32 °C, and a disproportionate share of these deaths occurred in long-term care
        facilities. Although cantonal heat-health plans exist, their implementation in care homes is
        inconsistent, relies on individual staff initiative, and has never been evaluated in a
        controlled design."""),
        h("Aims"),
        p("""(1) To test whether a structured heat-health action plan, comprising indoor temperature
        monitoring, a hydration and medication review protocol, and staff alerts triggered by forecasts,
        reduces heat-related hospital admissions and mortality among care-home residents; (2) to assess
        implementation fidelity and cost."""),
        h("Methods"),
        p("""Stepped-wedge cluster randomised trial in 48 care homes in the cantons of Ticino, Vaud and
        Bern over three summers (2027-2029). Homes will cross from usual care to the intervention in four
        randomly ordered steps of 12. Primary outcome: all-cause emergency hospital admission during
        heat-warning periods. Secondary outcomes: mortality, indoor temperature exceedance, staff workload
        and intervention costs. An embedded process evaluation will use interviews with staff, residents
        and relatives. Approximately 3,600 residents are expected to be exposed."""),
        h("Expected impact"),
        p("""If effective, the protocol can be incorporated into cantonal licensing requirements for care
        homes and adapted by other Alpine countries. All materials will be released openly in German,
        French and Italian."""),
    ])

doc("d20-sleepwell-t1d-abstract.docx", "grant-abstract",
    G(title=["SLEEPWELL-T1D"],
      problem=["clinically significant insomnia", "Poor sleep is associated with higher HbA1c"],
      solution=["digital cognitive behavioural therapy for insomnia programme",
                "integrates continuous glucose monitor alerts"],
      target_population=["adolescents with type 1 diabetes"],
      stage=["prototype"],
      needs=["NZ$850,000 over three years"],
      funding=["NZ$850,000"],
      team=["Dr Mere Tapsell", "Waitaha Health Research Centre"]),
    names=["Mere Tapsell", "Ben Huang", "Olivia Marsh"],
    implicit_stage=True, docx_font="Cambria",
    blocks=[
        title("SLEEPWELL-T1D: a digital cognitive behavioural therapy for insomnia programme for adolescents "
              "with type 1 diabetes - randomised controlled trial"),
        lines("Lead investigator: Dr Mere Tapsell, Department of Paediatrics, Waitaha Health Research Centre",
              "Co-investigators: Assoc. Prof. Ben Huang, Dr Olivia Marsh",
              "Amount sought: NZ$850,000 over three years"),
        h("Rationale"),
        p("""Up to half of adolescents with type 1 diabetes report clinically significant insomnia. Poor
        sleep is associated with higher HbA1c, more fear of nocturnal hypoglycaemia and lower mood, yet no
        sleep intervention has been adapted for this group. In our feasibility study (n = 34) the six-week
        SLEEPWELL-T1D app, which integrates continuous glucose monitor alerts into sleep scheduling, was
        completed by 79% of participants and rated acceptable by whānau."""),
        h("Objectives"),
        p("""To determine whether SLEEPWELL-T1D, compared with sleep-hygiene education, improves insomnia
        severity and glycaemic control in adolescents aged 13-18 with type 1 diabetes."""),
        h("Design"),
        p("""Two-arm parallel randomised controlled trial with 1:1 allocation, stratified by site and
        ethnicity, recruiting 220 adolescents from five paediatric diabetes services across the North and
        South Islands. Māori and Pacific adolescents will make up at least 35% of the sample, supported by
        a Kaupapa Māori advisory rōpū."""),
        h("Outcomes"),
        p("""Primary: Insomnia Severity Index at 12 weeks. Secondary: HbA1c at 6 months, time in range,
        diabetes distress, school attendance and cost-effectiveness."""),
    ])

doc("d21-mouthcheck-oral-cancer.pdf", "grant-abstract",
    G(title=["MouthCheck"],
      problem=["Oral cancer is the most common cancer among men", "present at an advanced stage"],
      solution=["oral-cavity photographs taken by community health workers", "reviewed remotely by specialists"],
      target_population=["Plantation communities in the central highlands",
                         "adults aged 30 and over who chew betel or smoke"],
      stage=["prototype"],
      needs=["partnerships with district dental surgeons",
             "a smartphone manufacturer willing to donate devices"],
      funding=None,
      team=["Dr Nadeesha Wijeratne", "Dr Kasun Perera"]),
    names=["Nadeesha Wijeratne", "Kasun Perera", "Tharanga Silva"],
    implicit_stage=True,
    blocks=[
        title("MouthCheck: smartphone-assisted oral cancer screening by community health workers in "
              "plantation districts of Sri Lanka"),
        lines("Investigators: Dr Nadeesha Wijeratne (oral pathologist), Dr Kasun Perera (public health), "
              "Ms Tharanga Silva (public health midwife supervisor)"),
        h("Background"),
        p("""Oral cancer is the most common cancer among men in Sri Lanka, strongly linked to betel quid
        chewing, and more than 60% of cases present at an advanced stage. Plantation communities in the
        central highlands have the highest chewing prevalence and the poorest access to dental
        surgeons."""),
        h("Aims"),
        p("""To assess the accuracy, feasibility and acceptability of oral-cavity photographs taken by
        community health workers with an ordinary smartphone and a low-cost intraoral mirror, and reviewed
        remotely by specialists, for identifying oral potentially malignant disorders."""),
        h("Methods"),
        p("""Cross-sectional diagnostic accuracy study. Forty community health workers in Nuwara Eliya and
        Badulla will be trained for two days using the MouthCheck app, which we developed and tested with
        210 adults in a pilot in 2025. Each worker will screen adults aged 30 and over who chew betel or
        smoke. All screen-positives and a random 10% of screen-negatives will be examined by a dental
        surgeon (reference standard). Target sample: 4,000 participants. Sensitivity, specificity and
        referral completion will be reported."""),
        h("Expected impact"),
        p("""A validated, low-cost pathway that could be added to the national oral cancer programme. We are
        seeking partnerships with district dental surgeons and with a smartphone manufacturer willing to
        donate devices."""),
    ])

doc("d22-kotivoima-reablement.docx", "grant-abstract",
    G(title=["KotiVoima"],
      problem=["permanent residential care within a year", "little structured rehabilitation"],
      solution=["twice-weekly real-time video sessions", "progressive strength and balance exercises"],
      target_population=["Older people discharged home after hip fracture"],
      stage=["live"],
      needs=["€640,000"],
      funding=["€640,000"],
      team=["Dr Aino Lehtonen", "Hämeenharju Wellbeing Services County"]),
    names=["Aino Lehtonen", "Juha Karvonen", "Petra Nyström"],
    implicit_stage=True,
    blocks=[
        title("KotiVoima: video-coached reablement at home after hip fracture - a pragmatic "
              "multi-municipality implementation study"),
        lines("Applicant organisation: Hämeenharju Wellbeing Services County",
              "Principal applicant: Dr Aino Lehtonen, physiotherapist and senior researcher",
              "Co-applicants: Dr Juha Karvonen (geriatrician), Petra Nyström (home-care manager)",
              "Funding requested: €640,000 (2027-2029)"),
        h("Objectives"),
        p("""Older people discharged home after hip fracture in Finland typically receive two to four
        home-care visits a day but little structured rehabilitation, and one in four is in permanent
        residential care within a year. KotiVoima replaces some home-care visits with twice-weekly
        real-time video sessions in which a physiotherapist coaches the person through progressive
        strength and balance exercises, with a home-care worker present for the first two weeks. The
        objective of this study is to scale the programme from one municipality to six and to measure its
        effect on independence and service use."""),
        h("Design"),
        p("""KotiVoima has been delivered routinely in Kangasala since 2023, where 187 patients have
        completed the 12-week programme. We will conduct a pragmatic stepped implementation study across
        six municipalities, comparing 400 participants with a matched registry cohort of patients
        discharged in 2024-2025 without the programme."""),
        h("Outcomes"),
        p("""Primary: living at home without permanent residential care at 12 months. Secondary: daily
        home-care hours, readmission, falls, quality of life (15D), and cost per participant."""),
    ])

# =============================================================================================
# deck (4): always PDF, one slide per landscape page, slide numbers in a corner
# =============================================================================================

doc("d23-nightowl-seed-deck.pdf", "deck",
    G(title=["NightOwl"],
      problem=["pay for waking night staff in every house", "Night shifts are the hardest to fill"],
      solution=["Consent-based sensors", "One remote night team covers up to 12 houses"],
      target_population=["adults with learning disabilities"],
      stage=["live"],
      needs=["£500,000 seed", "local authorities to commission a 2027 pilot"],
      funding=["£500,000"],
      team=["Grace Adebayo", "Tom Kettering", "Dr Rachel Sutherland"]),
    names=["Grace Adebayo", "Tom Kettering", "Rachel Sutherland"],
    theme="navy", number_format="{n}",
    slides=[
        slide("NightOwl", cover=True,
              subs=["Quiet, respectful overnight support for adults with learning disabilities",
                    "Seed round · November 2026"]),
        slide("The problem",
              "Supported-living services pay for waking night staff in every house, whether or not anyone needs help",
              "Night shifts are the hardest to fill: 1 in 3 vacant in our region",
              "People tell us being checked on at 2am takes away their privacy and their sleep"),
        slide("Our solution",
              "Consent-based sensors (door, bed, sound) - no cameras",
              "One remote night team covers up to 12 houses",
              "Responder on site within 10 minutes if something happens",
              "Each person chooses what is monitored in their own room"),
        slide("Market",
              "£2.3bn spent on night support in UK supported living each year",
              "1,900 supported-living providers in England and Wales",
              "Adjacent: extra-care housing, mental-health step-down services"),
        slide("Traction",
              "Live in 18 houses across Kent and Medway since February",
              "74 people supported; 0 serious incidents missed",
              "Providers save £41k per house per year"),
        slide("Team",
              "Grace Adebayo - CEO, 15 years running supported-living services",
              "Tom Kettering - CTO, built two telecare platforms",
              "Dr Rachel Sutherland - clinical adviser, learning disability psychiatrist"),
        slide("The ask",
              "£500,000 seed",
              "Use of funds: 2 new regions, ISO 27001, independent evaluation with a university",
              "Also looking for local authorities to commission a 2027 pilot"),
        slide("Thank you", "grace@example.com"),
    ])

doc("d24-aurascreen-preseed.pdf", "deck",
    G(title=["AuraScreen"],
      problem=["leading cause of preventable blindness", "get an annual eye exam"],
      solution=["AI grades the image in 60 seconds", "Handheld non-mydriatic fundus camera"],
      target_population=["people with diabetes", "working-age adults in Mexico"],
      stage=["prototype"],
      needs=["$2M pre-seed", "clinical partners in Jalisco"],
      funding=["$2M pre-seed"],
      team=["Daniela Ruiz Ochoa", "Dr. Emilio Castañeda", "Priyanka Rao"]),
    names=["Daniela Ruiz Ochoa", "Emilio Castañeda", "Priyanka Rao"],
    theme="teal", number_format="{n} / {total}",
    slides=[
        slide("AuraScreen", cover=True,
              subs=["AI retinal screening at the pharmacy counter", "Pre-seed deck - Guadalajara, Mexico"]),
        slide("The problem",
              "Diabetic retinopathy is the leading cause of preventable blindness in working-age adults in Mexico",
              "Fewer than 1 in 5 people with diabetes get an annual eye exam",
              "Ophthalmologists are concentrated in big cities"),
        slide("Our solution",
              "Handheld non-mydriatic fundus camera at the pharmacy",
              "AI grades the image in 60 seconds",
              "Refer-or-rescreen result printed for the customer, with a booked referral"),
        slide("Market",
              "US$4.1B global retinal imaging market by 2030",
              "62,000 pharmacies in Mexico; 40% belong to chains",
              "Same model works across Latin America"),
        slide("Traction",
              "Working prototype; 1,140 images graded in a validation set",
              "Sensitivity 91%, specificity 86% vs. two ophthalmologists",
              "LOI from a 300-store pharmacy chain"),
        slide("Team",
              "Daniela Ruiz Ochoa - CEO, ex-pharmacy operations",
              "Dr. Emilio Castañeda - ophthalmologist, retina specialist",
              "Priyanka Rao - ML lead, PhD in computer vision"),
        slide("The ask",
              "Raising $2M pre-seed",
              "18 months runway: COFEPRIS registration, 50-pharmacy pilot",
              "Seeking clinical partners in Jalisco"),
        slide("Gracias / Thank you", "hola@example.com"),
    ])

doc("d25-breathbank-valleys.pdf", "deck",
    G(title=["BreathBank"],
      problem=["COPD rates in former coalfield communities", "diagnosed at their first emergency admission"],
      solution=["converted library van", "quality-assured spirometry stations"],
      target_population=["former coalfield communities", "the Valleys"],
      stage=["prototype"],
      needs=["£250k for 18 months", "2 GP clusters as pilot sites", "Help with the data link"],
      funding=["£250k"],
      team=["Dr Owain Pritchard", "Bethan Lloyd-Jones", "Kerry-Ann Price"]),
    names=["Owain Pritchard", "Bethan Lloyd-Jones", "Kerry-Ann Price"],
    implicit_stage=True, theme="green", number_format="{n:02d}",
    slides=[
        slide("BreathBank", cover=True,
              subs=["Finding the missing COPD in the Valleys", "Prepared for the Consortium Open Call, 2026"]),
        slide("The problem",
              "COPD rates in former coalfield communities are among the highest in Europe",
              "Many people are only diagnosed at their first emergency admission",
              "GP spirometry backlogs are still over 9 months in places"),
        slide("Our solution",
              "A converted library van with two quality-assured spirometry stations",
              "Parks outside supermarkets, rugby clubs and chemists",
              "Results go straight into the GP record; positives get a same-week respiratory nurse call"),
        slide("Market",
              "3 million people living with COPD in the UK",
              "An estimated 2 million more undiagnosed",
              "£1.9bn annual NHS cost of COPD"),
        slide("Where we are",
              "Van converted and kitted out (thanks, Rotary!)",
              "40 test sessions run with volunteers in Merthyr Tydfil in October",
              "Data link to GP systems not yet built"),
        slide("Team",
              "Dr Owain Pritchard - respiratory consultant",
              "Bethan Lloyd-Jones - respiratory physiologist",
              "Kerry-Ann Price - community development worker, grew up in Aberdare"),
        slide("The ask",
              "£250k for 18 months of van operation and evaluation",
              "2 GP clusters as pilot sites",
              "Help with the data link to GP systems"),
        slide("Diolch! Thank you"),
    ])

doc("d26-kindred-shifts-series-a.pdf", "deck",
    G(title=["Kindred Shifts"],
      problem=["less than 2 days' break a year", "Respite beds booked out months ahead"],
      solution=["Marketplace of police-checked, trained relief carers"],
      target_population=["family carers"],
      stage=["established"],
      needs=["A$6m Series A", "channel partners"],
      funding=["A$6m Series A"],
      team=["Melissa Tran", "Lachlan Brooks", "Dr Anjali Menon"]),
    names=["Melissa Tran", "Lachlan Brooks", "Anjali Menon"],
    implicit_stage=True, theme="plum", number_format="Kindred Shifts | {n}",
    slides=[
        slide("Kindred Shifts", cover=True,
              subs=["Trusted relief care for family carers", "Series A · Sydney · 2026"]),
        slide("The problem",
              "Family carers get on average less than 2 days' break a year",
              "Respite beds booked out months ahead",
              "Agencies won't send anyone for a 3-hour shift"),
        slide("Our solution",
              "Marketplace of police-checked, trained relief carers",
              "Book 2-hour to overnight shifts from the app",
              "Same relief carer each time where possible"),
        slide("Market",
              "A$1.4bn addressable respite spend (NDIS + aged-care home support)",
              "Respite demand growing 9% a year"),
        slide("Traction",
              "4 years operating across New South Wales and the ACT",
              "9,200 shifts booked; 1,850 active families",
              "A$3.1m revenue FY26, up 38% year on year",
              "Contracts with 6 aged-care providers"),
        slide("Team",
              "Melissa Tran - CEO & co-founder (former carer for her father)",
              "Lachlan Brooks - COO, ex-home-care operator",
              "Dr Anjali Menon - Chief Clinical Officer"),
        slide("The ask",
              "Raising A$6m Series A",
              "Expand to Victoria and Queensland",
              "Looking for aged-care and disability providers as channel partners"),
    ])

# =============================================================================================
# other-language (3): German, Spanish, French
# =============================================================================================

doc("d27-pflegebruecke-de.docx", "other-language",
    G(title=["PflegeBrücke"],
      problem=["ohne Medikamentenplan", "unnötigen Untersuchungen, Fehlmedikation"],
      solution=["digitaler Übergabebogen"],
      target_population=["Bewohnerinnen und Bewohner von Pflegeheimen", "Menschen mit Demenz"],
      stage=["prototype"],
      needs=["150.000 Euro", "zwei weitere Kliniken als Pilotpartner"],
      funding=["150.000 Euro"],
      team=["Dr. Katrin Vogel", "Stefan Huber", "Lena Albrecht"]),
    names=["Katrin Vogel", "Stefan Huber", "Lena Albrecht"],
    blocks=[
        title("PflegeBrücke - digitale Übergabe zwischen Pflegeheim und Notaufnahme"),
        h("Ausgangslage"),
        p("""Wenn Bewohnerinnen und Bewohner von Pflegeheimen nachts in die Notaufnahme gebracht werden,
        kommen sie oft ohne Medikamentenplan, ohne Patientenverfügung und ohne Angaben zu ihrem normalen
        Zustand an. Besonders bei Menschen mit Demenz führt das zu unnötigen Untersuchungen,
        Fehlmedikation und längeren Krankenhausaufenthalten. In unserer Region betrifft das jährlich rund
        2.400 Transporte."""),
        h("Unsere Lösung"),
        p("""PflegeBrücke ist ein digitaler Übergabebogen, den die Pflegekraft im Heim in weniger als fünf
        Minuten ausfüllt. Medikation, Vorerkrankungen, Patientenverfügung und ein kurzer Vergleich „Wie ist
        sie normalerweise?“ werden automatisch aus der Pflegedokumentation übernommen und per gesichertem
        Link an die Notaufnahme geschickt, noch bevor der Rettungswagen ankommt."""),
        h("Stand"),
        p("""Wir haben einen funktionsfähigen Prototyp entwickelt und ihn zwölf Wochen lang mit zwei
        Pflegeheimen im Landkreis Rosenheim und der Notaufnahme des Kreisklinikums getestet."""),
        h("Team"),
        p("""Dr. Katrin Vogel (Notfallmedizinerin), Stefan Huber (Pflegedienstleitung) und Lena Albrecht
        (Softwareentwicklerin)."""),
        h("Was wir suchen"),
        p("""Wir suchen 150.000 Euro für die Anbindung weiterer Pflegedokumentationssysteme sowie zwei
        weitere Kliniken als Pilotpartner."""),
    ])

doc("d28-radiopresion-es.pdf", "other-language",
    G(title=["RadioPresión"],
      problem=["presión arterial alta y la mayoría no lo sabe"],
      solution=["la radio comunitaria y las promotoras de salud", "mide la presión de las mujeres"],
      target_population=["mujeres mayores de 50 años", "Sierra Sur de Oaxaca"],
      stage=["live"],
      needs=["socios técnicos", "900.000 pesos mexicanos"],
      funding=["900.000 pesos mexicanos"],
      team=["Fernanda López Cruz", "Rosalía Martínez", "Mujeres de la Sierra"]),
    names=["Fernanda López Cruz", "Rosalía Martínez"],
    implicit_stage=True,
    blocks=prose("""
En la Sierra Sur de Oaxaca, una de cada tres mujeres mayores de 50 años tiene presión arterial alta
y la mayoría no lo sabe. El centro de salud más cercano puede estar a cuatro horas a pie, y muchas
de ellas hablan zapoteco o chatino mejor que español.

RadioPresión combina dos cosas que ya existen en cada comunidad: la radio comunitaria y las
promotoras de salud. Cada promotora tiene un baumanómetro digital y mide la presión de las mujeres
después del programa semanal de salud, que se transmite en lengua indígena. Los resultados se envían
por mensaje al médico del centro de salud, que decide quién necesita consulta o medicamento.

Desde enero funciona en 7 comunidades y hemos tomado más de 1.900 mediciones a 640 mujeres. Ciento
doce han empezado tratamiento.

Somos un equipo pequeño: la doctora Fernanda López Cruz, médica familiar; Rosalía Martínez, locutora
de radio y promotora; y el colectivo Mujeres de la Sierra.

Buscamos socios técnicos para automatizar el envío de datos y un financiamiento de 900.000 pesos
mexicanos para llegar a 25 comunidades en dos años.
"""))

doc("d29-peau-proche-fr.docx", "other-language",
    G(title=["Peau Proche"],
      problem=["attendre en moyenne neuf mois pour voir un dermatologue",
               "Les mélanomes sont découverts trop tard"],
      solution=["téléexpertise en pharmacie", "dermatoscope connecté"],
      target_population=["patients âgés", "Centre-Bretagne"],
      stage=["concept"],
      needs=["80 000 €", "accompagnement juridique"],
      funding=["80 000 €"],
      team=["Yann Le Goff", "Dr Sophie Kerbrat"]),
    names=["Yann Le Goff", "Sophie Kerbrat"],
    implicit_stage=True, plain_headings=True,
    blocks=[
        title("Peau Proche"),
        sub("La dermatologie au comptoir de la pharmacie"),
        h("Le constat"),
        p("""Dans le Centre-Bretagne, il faut attendre en moyenne neuf mois pour voir un dermatologue. Les
        mélanomes sont découverts trop tard, et les patients âgés renoncent souvent à faire le trajet
        jusqu'à Rennes ou Brest."""),
        h("Notre réponse"),
        p("""Peau Proche propose une téléexpertise en pharmacie : le pharmacien photographie la lésion avec
        un dermatoscope connecté, et un dermatologue partenaire rend un avis sous 72 heures. Les cas
        suspects obtiennent un rendez-vous prioritaire."""),
        h("Où en sommes-nous ?"),
        p("""Pour l'instant, c'est un projet sur papier. Nous avons rencontré huit pharmaciens et deux
        dermatologues intéressés."""),
        h("Qui sommes-nous ?"),
        p("Yann Le Goff, pharmacien à Carhaix, et Dr Sophie Kerbrat, dermatologue à Quimper."),
        h("Ce que nous cherchons"),
        p("""Un financement d'amorçage de 80 000 € et un accompagnement juridique sur la téléexpertise et le
        remboursement."""),
    ])

# =============================================================================================
# headings (3): the visitor's own unusual headings
# =============================================================================================

doc("d30-firstwords-aphasia.docx", "headings",
    G(title=["FirstWords"],
      problem=["Recovery doesn't stop at eight weeks, but the therapy does", "can't get the words out"],
      solution=["tablet programme of daily naming and conversation practice"],
      target_population=["stroke survivors", "Northern Ireland"],
      stage=["prototype"],
      needs=["Speech and language therapists to co-design", "around £60k"],
      funding=["around £60k"],
      team=["Declan McAllister", "Ciara Breen"]),
    names=["Declan McAllister", "Orla McAllister", "Ciara Breen"],
    implicit_stage=True,
    blocks=[
        title("FirstWords"),
        h("What keeps us up at night"),
        p("""After a stroke, about a third of people have aphasia - they know exactly what they want to say
        and can't get the words out. In Northern Ireland most get six to eight sessions of speech and
        language therapy and then go home to wait. Recovery doesn't stop at eight weeks, but the therapy
        does."""),
        h("Our fix"),
        p("""FirstWords is a tablet programme of daily naming and conversation practice, built from the
        person's own life - photos of their grandchildren, their dog, the local chippy - recorded with their
        family. A speech and language therapist sets the programme and reviews progress remotely once a
        week."""),
        h("Where we are"),
        p("""We've made a working version on cheap Android tablets and six stroke survivors from our support
        group have been using it at home for three months. It crashes more than we'd like."""),
        h("Who we are"),
        p("""Declan McAllister (stroke survivor, former IT manager), his wife Orla McAllister, and Ciara
        Breen, a retired speech and language therapist."""),
        h("What we'd love from you"),
        p("""Speech and language therapists to co-design the next version with us, a hospital trust willing
        to test it properly, and around £60k to pay a proper developer."""),
    ])

doc("d31-redcell-diary.pdf", "headings",
    G(title=["RedCell Diary"],
      problem=["wait too long to come in during a crisis", "A&E staff often don't believe how much pain"],
      solution=["log pain, fluids, sleep and triggers", "pain passport"],
      target_population=["Teenagers with sickle cell disease", "young people"],
      stage=["live"],
      needs=["other sickle cell centres who want to try it", "an NHS trust's approved list"],
      funding=None,
      team=["Dr Abena Owusu", "Tunde Bakare", "Fix & Flow Studio"]),
    names=["Abena Owusu", "Tunde Bakare"],
    implicit_stage=True,
    blocks=[
        title("RedCell Diary"),
        h("The itch we're scratching"),
        p("""Teenagers with sickle cell disease in south-east London are being let down at exactly the moment
        they start managing their own care. They under-report pain, they wait too long to come in during a
        crisis, and when they do come in, A&E staff often don't believe how much pain they're in."""),
        h("How it works (roughly)"),
        p("""RedCell Diary is a phone app where young people log pain, fluids, sleep and triggers in about
        thirty seconds a day. It spots patterns that often come before a crisis and nudges them to drink,
        rest or call the haemoglobinopathy nurse. If they do end up in A&E, a one-tap 'pain passport' shows
        staff their personal pain plan."""),
        h("Progress so far"),
        p("""230 teenagers have used it since we launched at two clinics in Lewisham and Greenwich in May. 71%
        still log at least three times a week. The pain passport has been shown in A&E 58 times."""),
        h("Who's in the boat"),
        p("""Dr Abena Owusu (consultant haematologist), Tunde Bakare (youth worker, has sickle cell himself),
        and Fix & Flow Studio (a two-person design agency)."""),
        h("Help wanted"),
        p("""We'd like to hear from other sickle cell centres who want to try it, especially in Birmingham and
        Manchester, and from anyone who has got an app onto an NHS trust's approved list."""),
    ])

doc("d32-hepreach-hostels.docx", "headings",
    G(title=["HepReach"],
      problem=["least likely to be diagnosed", "Most won't travel to a hospital clinic"],
      solution=["finger-prick point-of-care test", "A nurse and a peer worker"],
      target_population=["people living in homeless hostels"],
      stage=["established"],
      needs=["£120,000 to add a third team", "introductions to hostel networks"],
      funding=["£120,000"],
      team=["Sister Maggie Rourke", "Darren Holt"]),
    names=["Maggie Rourke", "Darren Holt"],
    implicit_stage=True, plain_headings=True, docx_font="Verdana",
    blocks=[
        title("HepReach - test, treat, done"),
        h("Why bother?"),
        p("""Hepatitis C is curable with eight to twelve weeks of tablets, yet people living in homeless
        hostels are among the least likely to be diagnosed. Most won't travel to a hospital clinic, many
        have had bad experiences with services, and appointments letters never reach them."""),
        h("The thing itself"),
        p("""A nurse and a peer worker with lived experience visit hostels with a finger-prick point-of-care
        test that gives a result in an hour. Anyone positive starts treatment the same week, with tablets
        delivered to the hostel and the peer worker checking in."""),
        h("Status"),
        p("""We've been going since 2017. 5,400 people tested across 31 hostels in Greater Manchester and
        Lancashire, 610 treated, 91% cured. We are commissioned by two councils and supported by the
        regional operational delivery network."""),
        h("Who"),
        p("Sister Maggie Rourke leads the nursing side; our peer lead is Darren Holt."),
        h("Asks"),
        p("""£120,000 to add a third team for Cumbria, and introductions to hostel networks in Cumbria and the
        North East."""),
    ])

# =============================================================================================
# not-pitch (4): all gold null
# =============================================================================================

doc("d33-copper-kettle-menu.pdf", "not-pitch", NULL_GOLD,
    names=["Marguerite Olsen"],
    blocks=[
        title("The Copper Kettle Bistro"),
        sub("Winter Menu · served 12-3pm and 6-10pm"),
        h("To start"),
        lines("Roasted beetroot soup, horseradish cream, rye toast - £6.50",
              "Crispy cauliflower, smoked paprika aioli (ve) - £7.00",
              "Potted shrimp, brown butter, pickled cucumber - £9.50",
              "Chicken liver parfait, plum chutney, brioche - £8.25"),
        h("Mains"),
        lines("Braised beef shin, horseradish mash, cavolo nero - £19.00",
              "Pan-fried hake, mussels, saffron and fennel broth - £21.50",
              "Wild mushroom and chestnut pithivier, red wine jus (v) - £16.50",
              "Copper Kettle burger, smoked cheddar, skin-on fries - £15.00"),
        h("Sides"),
        lines("Triple-cooked chips - £4.50", "Buttered greens - £4.00", "House salad - £3.75"),
        h("Puddings"),
        lines("Sticky toffee pudding, clotted cream - £7.50",
              "Dark chocolate tart, blood orange - £7.50",
              "Cheeses from the Cotswolds, oatcakes, quince - £10.50"),
        p("""Head chef: Marguerite Olsen. Our kitchen handles nuts, gluten, dairy, eggs, fish and shellfish.
        Please tell your server about any allergies or intolerances before you order and we will do our best
        to help. (v) vegetarian, (ve) vegan. A discretionary service charge of 12.5% is added to tables of
        six or more."""),
    ])

doc("d34-tenancy-agreement-extract.docx", "not-pitch", NULL_GOLD,
    names=["Harold Pemberton", "Ayesha Rahman", "Colin Ferris"],
    blocks=[
        title("ASSURED SHORTHOLD TENANCY AGREEMENT"),
        sub("Extract - clauses 1 to 6 (pages 1-3 of 11)"),
        p("""This Agreement is made on 1 September 2026 between Harold Pemberton of 14 Wickham Close, Bristol
        ("the Landlord") and Ayesha Rahman ("the Tenant")."""),
        h("1. The Property"),
        p("""The Landlord lets to the Tenant the dwelling known as Flat 3, 27 Larkspur Road, Bristol, together
        with the fixtures, fittings and furniture listed in the inventory ("the Property")."""),
        h("2. The Term"),
        p("""The tenancy is for a fixed term of twelve months beginning on 1 September 2026 and ending on 31
        August 2027."""),
        h("3. Rent"),
        p("""The rent is £1,150 per calendar month, payable in advance on the first day of each month by
        standing order to the account nominated by the Landlord. The first payment is due on signing this
        Agreement."""),
        h("4. Deposit"),
        p("""The Tenant shall pay a deposit of £1,325, which the Landlord will protect in a
        government-authorised tenancy deposit scheme within 30 days of receipt, and shall give the Tenant
        the prescribed information."""),
        h("5. Tenant's obligations"),
        bullets("To pay the rent, council tax and utility bills when they fall due.",
                "To keep the interior of the Property in good and clean condition, fair wear and tear excepted.",
                "Not to keep any pet at the Property without the Landlord's written consent, which will not be "
                "unreasonably withheld.",
                "Not to smoke inside the Property.",
                "To allow the Landlord or their agent access on at least 24 hours' written notice to inspect or "
                "carry out repairs."),
        h("6. Landlord's obligations"),
        bullets("To keep in repair the structure and exterior of the Property and the installations for water, "
                "gas, electricity, sanitation and heating.",
                "To provide a valid gas safety certificate and an Energy Performance Certificate.",
                "To allow the Tenant quiet enjoyment of the Property."),
        lines("Signed by the Landlord: Harold Pemberton",
              "Signed by the Tenant: Ayesha Rahman",
              "Witness: Colin Ferris, 9 Elm Grove, Bristol"),
    ])

doc("d35-car-park-notice.pdf", "not-pitch", NULL_GOLD,
    names=["Gareth Llewellyn"],
    blocks=[
        title("Riverside General Hospital"),
        sub("NOTICE TO PATIENTS, VISITORS AND STAFF"),
        h("Changes to car parking from 5 January 2027"),
        p("""Car Park C (next to the Maternity entrance) will close permanently on 5 January 2027 while the new
        Emergency Department is built. Please use Car Park A (main entrance) or the multi-storey Car Park D on
        Mill Lane."""),
        h("Tariffs (Car Parks A and D)"),
        lines("Up to 30 minutes - free", "Up to 2 hours - £2.80", "Up to 4 hours - £4.60",
              "Up to 24 hours - £7.50", "Weekly visitor ticket - £12.00"),
        h("Free parking is available for"),
        bullets("Blue Badge holders, in any marked bay",
                "Parents or carers of sick children staying overnight",
                "Patients attending frequently for treatment such as dialysis or chemotherapy",
                "Staff working night shifts (with a valid permit)"),
        p("""Please ask at the main reception desk for a concession ticket before you leave. Pay machines accept
        cards and contactless payments only. Vehicles parked on yellow lines or in ambulance bays will be
        issued a penalty charge."""),
        p("Questions: Estates and Facilities, extension 4410, or parking@example.org"),
        lines("Gareth Llewellyn", "Head of Estates and Facilities"),
    ])

doc("d36-cv-staff-nurse.docx", "not-pitch", NULL_GOLD,
    names=["Chiamaka Eze", "Joanne Pike", "Samuel Oyelaran"],
    blocks=[
        title("Chiamaka Eze RN"),
        lines("Registered Nurse (Adult) · NMC PIN available on request",
              "Reading, Berkshire · 07700 900614 · chiamaka.eze@example.net"),
        h("Personal statement"),
        p("""Compassionate and organised adult nurse with seven years' experience in acute medicine and care of
        older people. I enjoy teaching students and newly qualified nurses, and I am now looking for a Band 7
        ward sister role where I can help a team improve patient flow and staff wellbeing."""),
        h("Experience"),
        p("Senior Staff Nurse, Acute Medical Unit, St Aldhelm's Hospital - April 2021 to present"),
        bullets("Shift coordinator for a 32-bed unit, managing admissions, discharges and escalation",
                "Led the ward's move from paper to electronic observations, training 45 staff",
                "Practice supervisor and assessor for student nurses"),
        p("Staff Nurse, Care of Older People, Kennet Valley Hospital - September 2018 to March 2021"),
        bullets("Delirium and falls link nurse",
                "Introduced a twice-daily hydration round that was adopted by two other wards"),
        h("Education"),
        bullets("BSc (Hons) Adult Nursing, 2:1 - University of Wessex, 2018",
                "Postgraduate Certificate in Clinical Leadership, 2024"),
        h("Skills"),
        bullets("IV therapy and cannulation", "Venepuncture", "NEWS2 and sepsis screening",
                "Mentoring and teaching", "Fluent in English and Igbo"),
        h("Referees"),
        lines("Ms Joanne Pike, Ward Manager, Acute Medical Unit, St Aldhelm's Hospital",
              "Dr Samuel Oyelaran, Consultant Acute Physician, St Aldhelm's Hospital"),
    ])


# =============================================================================================
# Text model
# =============================================================================================

def slide_number(d, n):
    fmt = d["style"].get("number_format", "{n}")
    return fmt.format(n=n, total=len(d["slides"]))


def doc_text(d):
    """The exact text put into the file, one piece per line."""
    parts = []
    for i, s in enumerate(d["slides"], 1):
        parts.append(s["title"])
        parts.extend(s["subs"])
        parts.extend(s["bullets"])
        parts.append(slide_number(d, i))
    for kind, val in d["blocks"]:
        if kind in ("title", "sub", "h", "p"):
            parts.append(val)
        elif kind in ("lines", "bullets"):
            parts.extend(val)
        elif kind == "table":
            for row in val["rows"]:
                for c in row:
                    if c is None:
                        continue
                    if isinstance(c, dict):
                        parts.extend([c["label"], c["text"]])
                    else:
                        parts.append(c)
    return "\n".join(parts)


# =============================================================================================
# Checks on the data
# =============================================================================================

HONORIFICS = {"Dr", "Dr.", "Prof", "Prof.", "Mr", "Mr.", "Mrs", "Mrs.", "Ms", "Ms.", "Sister",
              "doctora", "Herr", "Frau", "Mme", "Assoc.", "Assoc"}
HONORIFIC_RE = re.compile(r"(?<![\w.])(Dr\.?|Prof\.?|Mrs?\.?|Ms\.?|Sister|doctora|Herr|Frau|Mme)\s+"
                          r"([A-ZÀ-Ý][\w'’.-]*)")
FROM_RE = re.compile(r"^(?:From|To):\s*([^<\n]+?)\s*<", re.M)
MONEY_RE = re.compile(r"\d")


def check_data(docs):
    errors = []
    err = errors.append

    shapes = Counter(d["shape"] for d in docs)
    if len(docs) != sum(SHAPE_COUNTS.values()):
        err(f"expected {sum(SHAPE_COUNTS.values())} documents, found {len(docs)}")
    for shape, n in SHAPE_COUNTS.items():
        if shapes.get(shape, 0) != n:
            err(f"shape {shape}: expected {n}, found {shapes.get(shape, 0)}")
    for shape in shapes:
        if shape not in SHAPE_COUNTS:
            err(f"unknown shape {shape}")

    files = [d["file"] for d in docs]
    for f, n in Counter(files).items():
        if n > 1:
            err(f"duplicate file name {f}")
    for f in files:
        if not re.fullmatch(r"[a-z0-9][a-z0-9-]*\.(pdf|docx)", f):
            err(f"bad file name {f}")

    fmt = Counter(d["file"].rsplit(".", 1)[1] for d in docs)
    if abs(fmt["pdf"] - fmt["docx"]) > 4:
        err(f"PDF/DOCX mix not roughly half and half: {dict(fmt)}")

    implicit = 0
    money = 0
    forwarded = 0
    for d in docs:
        f = d["file"]
        text = doc_text(d)
        ntext = norm(text)
        gold = d["gold"]

        if d["is_pitch"] != (d["shape"] != "not-pitch"):
            err(f"{f}: is_pitch inconsistent with shape")
        if list(gold.keys()) != GOLD_KEYS:
            err(f"{f}: gold keys {list(gold.keys())}")
            continue
        if not d["is_pitch"]:
            if any(v is not None for v in gold.values()):
                err(f"{f}: non-pitch with non-null gold")
        else:
            if gold["solution"] is None and gold["problem"] is None:
                err(f"{f}: pitch with neither problem nor solution")

        for key, val in gold.items():
            if val is None:
                continue
            if not isinstance(val, list) or not 1 <= len(val) <= 3:
                err(f"{f}: gold {key} must be a list of 1-3 items")
                continue
            if key == "stage":
                if not 1 <= len(val) <= 2 or len(set(val)) != len(val) or not set(val) <= STAGES:
                    err(f"{f}: bad stage {val}")
                continue
            for phrase in val:
                if not isinstance(phrase, str) or not phrase.strip():
                    err(f"{f}: empty gold phrase in {key}")
                    continue
                if len(phrase.split()) > 10:
                    err(f"{f}: gold {key} phrase longer than 10 words: {phrase!r}")
                if norm(phrase) not in ntext:
                    err(f"{f}: gold {key} phrase not in text: {phrase!r}")

        if d["is_pitch"] and gold["funding"] and any(MONEY_RE.search(x) for x in gold["funding"]):
            money += 1

        # implicit stage: the stage must be given without the stage word itself
        if d["implicit_stage"]:
            if not gold["stage"]:
                err(f"{f}: implicit_stage set but no stage gold")
            else:
                implicit += 1
                for st in gold["stage"]:
                    for pat in STAGE_WORDS[st]:
                        m = re.search(pat, text, re.I)
                        if m:
                            err(f"{f}: implicit stage {st} but text says {m.group(0)!r}")

        # person names
        names = d["person_names"]
        if len(set(names)) != len(names):
            err(f"{f}: duplicate person names")
        for name in names:
            if not name.strip() or name not in text:
                err(f"{f}: person name not in text: {name!r}")
        for t in gold["title"] or []:
            for name in names:
                if t.lower() in name.lower() or name.lower() in t.lower():
                    err(f"{f}: title {t!r} overlaps person name {name!r}")
        # every honorific-introduced name and every mail display name must be listed
        for m in HONORIFIC_RE.finditer(text):
            word = m.group(2)
            if word in HONORIFICS:
                continue
            if not any(word in name.split() for name in names):
                err(f"{f}: {m.group(0)!r} looks like a person not in person_names")
        for m in FROM_RE.finditer(text):
            disp = m.group(1).strip()
            disp = re.sub(r"^(Dr\.?|Prof\.?)\s+", "", disp)
            if disp in ("Innovation Team",):
                continue
            if disp not in names:
                err(f"{f}: mail name {disp!r} not in person_names")

        blocks = d["blocks"]
        kinds = [b[0] for b in blocks]
        shape = d["shape"]
        if shape == "deck":
            if not f.endswith(".pdf"):
                err(f"{f}: decks must be PDF")
            if blocks or len(d["slides"]) < 6 or not d["slides"][0]["cover"]:
                err(f"{f}: deck needs a cover slide and at least 6 slides")
            titles = [s["title"] for s in d["slides"]]
            for need in ("The problem", "Our solution", "Market", "Team"):
                if need not in titles:
                    err(f"{f}: deck lacks a {need!r} slide")
            if not any(t.startswith("The ask") for t in titles):
                err(f"{f}: deck lacks 'The ask'")
            market = next((s for s in d["slides"] if s["title"] == "Market"), None)
            if market:
                for phrase in gold["target_population"] or []:
                    if any(phrase in b for b in market["bullets"]):
                        err(f"{f}: target population {phrase!r} taken from the market slide")
        elif d["slides"]:
            err(f"{f}: only decks have slides")
        if shape == "paragraphs":
            if set(kinds) != {"p"}:
                err(f"{f}: paragraphs shape must have no headings or other blocks")
            words = len(text.split())
            if not 150 <= words <= 500:
                err(f"{f}: paragraphs shape has {words} words (150-500)")
        if shape == "one-liner":
            if set(kinds) != {"p"} or len(blocks) > 3 or len(text.split()) > 45:
                err(f"{f}: one-liner must be 1-3 short lines")
        if shape == "email":
            head = blocks[0]
            if head[0] != "lines" or not all(any(x.startswith(k) for x in head[1])
                                             for k in ("From:", "To:", "Subject:")):
                err(f"{f}: email must start with From/To/Subject lines")
            if not re.search(r"(Tel|Mob|\()[^\n]*\d{3}", text):
                err(f"{f}: email signature lacks a phone number")
            if "Forwarded message" in text:
                forwarded += 1
        if shape in ("grant-abstract", "headings"):
            if kinds.count("h") < 3:
                err(f"{f}: {shape} needs at least 3 headings")
        if shape == "grant-abstract":
            hs = {b[1] for b in blocks if b[0] == "h"}
            if not ({"Background", "Aims", "Methods", "Expected impact"} <= hs
                    or {"Objectives", "Design", "Outcomes"} <= hs):
                err(f"{f}: grant abstract lacks the expected section headings")
        if shape == "lean-canvas":
            if "table" not in kinds:
                err(f"{f}: lean canvas needs a table")
            if "Problem" not in text and "Key Partners" not in text:
                err(f"{f}: lean canvas lacks box labels")

    if implicit < 6:
        err(f"only {implicit} documents state their stage implicitly (need >= 6)")
    if money < 8:
        err(f"only {money} documents state an amount of money (need >= 8)")
    if forwarded != 1:
        err(f"expected exactly one forwarded e-mail chain, found {forwarded}")
    return errors


# =============================================================================================
# Rendering
# =============================================================================================

FONT_DIR = "/usr/share/fonts/truetype/dejavu"
FONT_FAMILIES = {
    "sans": ("DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-Oblique", "DejaVuSans-BoldOblique"),
    "serif": ("DejaVuSerif", "DejaVuSerif-Bold", "DejaVuSerif-Italic", "DejaVuSerif-BoldItalic"),
    "mono": ("DejaVuSansMono", "DejaVuSansMono-Bold", "DejaVuSansMono-Oblique", "DejaVuSansMono-BoldOblique"),
}
THEMES = {
    "navy": ("#1F2A44", "#F2B134"),
    "teal": ("#0E6E73", "#F4F1EA"),
    "green": ("#2F5D3A", "#E8C547"),
    "plum": ("#5B2A4E", "#F6D9C8"),
}


def setup_reportlab():
    from reportlab import rl_config
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.lib.fonts import addMapping
    rl_config.invariant = 1  # reproducible PDFs
    for fam in FONT_FAMILIES.values():
        for name in fam:
            path = os.path.join(FONT_DIR, name + ".ttf")
            if not os.path.exists(path):
                sys.exit(f"missing font {path} (Debian package fonts-dejavu-core/extra)")
            pdfmetrics.registerFont(TTFont(name, path))
        addMapping(fam[0], 0, 0, fam[0])
        addMapping(fam[0], 1, 0, fam[1])
        addMapping(fam[0], 0, 1, fam[2])
        addMapping(fam[0], 1, 1, fam[3])


def esc(s):
    from xml.sax.saxutils import escape
    return escape(s)


def render_pdf(d, path):
    from reportlab.lib.pagesizes import A4, landscape
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.units import mm
    from reportlab.lib import colors
    from reportlab.platypus import SimpleDocTemplate, Paragraph, Spacer, Table, TableStyle

    fam = FONT_FAMILIES[d["style"].get("font", "sans")]
    body = ParagraphStyle("body", fontName=fam[0], fontSize=10.5, leading=14.5, spaceAfter=7)
    line = ParagraphStyle("line", parent=body, spaceAfter=0)
    ttl = ParagraphStyle("ttl", parent=body, fontName=fam[1], fontSize=17, leading=21, spaceAfter=6)
    subst = ParagraphStyle("sub", parent=body, fontName=fam[2], fontSize=10.5, textColor=colors.HexColor("#555555"))
    head = ParagraphStyle("head", parent=body, fontName=fam[1], fontSize=12.5, leading=16, spaceBefore=8,
                          spaceAfter=4)
    bul = ParagraphStyle("bul", parent=body, leftIndent=14, bulletIndent=3, spaceAfter=3,
                         bulletFontName=fam[0], bulletFontSize=10.5)
    cellst = ParagraphStyle("cell", parent=body, fontSize=9, leading=11.5, spaceAfter=0)

    pagesize = landscape(A4) if d["style"].get("landscape") else A4
    margin = 14 * mm if d["style"].get("landscape") else 22 * mm
    story = []
    for kind, val in d["blocks"]:
        if kind == "title":
            story.append(Paragraph(esc(val), ttl))
        elif kind == "sub":
            story.append(Paragraph(esc(val), subst))
        elif kind == "h":
            story.append(Paragraph(esc(val), head))
        elif kind == "p":
            story.append(Paragraph(esc(val), body))
        elif kind == "lines":
            for x in val:
                story.append(Paragraph(esc(x), line))
            story.append(Spacer(1, 8))
        elif kind == "bullets":
            for x in val:
                story.append(Paragraph(esc(x), bul, bulletText="•"))
            story.append(Spacer(1, 5))
        elif kind == "table":
            rows = []
            for row in val["rows"]:
                out = []
                for c in row:
                    if c is None:
                        out.append("")
                    elif isinstance(c, dict):
                        out.append(Paragraph(f"<b>{esc(c['label'])}</b><br/>{esc(c['text'])}", cellst))
                    else:
                        out.append(Paragraph(esc(c), cellst))
                rows.append(out)
            ncols = len(rows[0])
            avail = pagesize[0] - 2 * margin
            rel = val["widths"] or [1] * ncols
            widths = [avail * r / sum(rel) for r in rel]
            t = Table(rows, colWidths=widths)
            style = [("GRID", (0, 0), (-1, -1), 0.6, colors.HexColor("#444444")),
                     ("VALIGN", (0, 0), (-1, -1), "TOP"),
                     ("TOPPADDING", (0, 0), (-1, -1), 5), ("BOTTOMPADDING", (0, 0), (-1, -1), 7)]
            for (a, b) in val["spans"]:
                style.append(("SPAN", a, b))
            t.setStyle(TableStyle(style))
            story.append(Spacer(1, 6))
            story.append(t)
            story.append(Spacer(1, 10))
    pdf = SimpleDocTemplate(path, pagesize=pagesize, leftMargin=margin, rightMargin=margin,
                            topMargin=margin, bottomMargin=margin, title="", author="", subject="",
                            creator="", producer="")
    pdf.build(story)


def render_deck(d, path, problems):
    from reportlab.pdfgen import canvas
    from reportlab.lib import colors
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph, Frame, Spacer

    W, H = 960, 540
    dark, light = (colors.HexColor(c) for c in THEMES[d["style"].get("theme", "navy")])
    fam = FONT_FAMILIES["sans"]
    c = canvas.Canvas(path, pagesize=(W, H))
    cover_t = ParagraphStyle("ct", fontName=fam[1], fontSize=54, leading=62, textColor=colors.white)
    cover_s = ParagraphStyle("cs", fontName=fam[0], fontSize=22, leading=30, textColor=light, spaceBefore=10)
    st_t = ParagraphStyle("st", fontName=fam[1], fontSize=34, leading=40, textColor=dark)
    st_b = ParagraphStyle("sb", fontName=fam[0], fontSize=22, leading=29, textColor=colors.HexColor("#222222"),
                          leftIndent=26, bulletIndent=4, spaceAfter=14, bulletFontName=fam[0],
                          bulletFontSize=22, bulletColor=dark)
    for i, s in enumerate(d["slides"], 1):
        if s["cover"]:
            c.setFillColor(dark)
            c.rect(0, 0, W, H, fill=1, stroke=0)
            flow = [Paragraph(esc(s["title"]), cover_t)] + [Paragraph(esc(x), cover_s) for x in s["subs"]]
            Frame(80, 90, W - 160, H - 180, showBoundary=0).addFromList(flow, c)
            numcol = light
        else:
            c.setFillColor(colors.white)
            c.rect(0, 0, W, H, fill=1, stroke=0)
            c.setFillColor(light)
            c.rect(0, H - 16, W, 16, fill=1, stroke=0)
            c.setFillColor(dark)
            c.rect(0, 0, 14, H, fill=1, stroke=0)
            flow = [Paragraph(esc(s["title"]), st_t), Spacer(1, 26)]
            flow += [Paragraph(esc(x), st_b, bulletText="•") for x in s["bullets"]]
            Frame(60, 50, W - 120, H - 100, showBoundary=0).addFromList(flow, c)
            numcol = colors.HexColor("#777777")
        if flow:
            problems.append(f"{d['file']}: slide {i} content does not fit")
        c.setFillColor(numcol)
        c.setFont(fam[0], 12)
        c.drawRightString(W - 28, 20, slide_number(d, i))
        c.showPage()
    c.save()


def render_docx(d, path):
    import datetime
    from docx import Document
    from docx.shared import Pt, Cm, RGBColor
    from docx.enum.section import WD_ORIENT

    st = d["style"]
    document = Document()
    normal = document.styles["Normal"]
    normal.font.name = st.get("docx_font", "Calibri")
    normal.font.size = Pt(11)
    sec = document.sections[0]
    if st.get("landscape"):
        sec.orientation = WD_ORIENT.LANDSCAPE
        sec.page_width, sec.page_height = sec.page_height, sec.page_width
        for side in ("left_margin", "right_margin", "top_margin", "bottom_margin"):
            setattr(sec, side, Cm(1.5))
    plain = st.get("plain_headings", False)

    for kind, val in d["blocks"]:
        if kind == "title":
            if plain:
                r = document.add_paragraph().add_run(val)
                r.bold = True
                r.font.size = Pt(18)
            else:
                document.add_heading(val, level=0)
        elif kind == "sub":
            r = document.add_paragraph().add_run(val)
            r.italic = True
            r.font.color.rgb = RGBColor(0x55, 0x55, 0x55)
        elif kind == "h":
            if plain:
                para = document.add_paragraph()
                para.paragraph_format.space_before = Pt(10)
                r = para.add_run(val)
                r.bold = True
                r.underline = True
            else:
                document.add_heading(val, level=2)
        elif kind == "p":
            document.add_paragraph(val)
        elif kind == "lines":
            for i, x in enumerate(val):
                para = document.add_paragraph(x)
                if i < len(val) - 1:
                    para.paragraph_format.space_after = Pt(0)
        elif kind == "bullets":
            for x in val:
                document.add_paragraph(x, style="List Bullet")
        elif kind == "table":
            rows = val["rows"]
            ncols = len(rows[0])
            t = document.add_table(rows=len(rows), cols=ncols)
            t.style = "Table Grid"
            avail = sec.page_width - sec.left_margin - sec.right_margin
            rel = val["widths"] or [1] * ncols
            for ri in range(len(rows)):
                for ci in range(ncols):
                    t.cell(ri, ci).width = int(avail * rel[ci] / sum(rel))
            for (c0, r0), (c1, r1) in val["spans"]:
                t.cell(r0, c0).merge(t.cell(r1, c1))
            for ri, row in enumerate(rows):
                for ci, content in enumerate(row):
                    if content is None:
                        continue
                    target = t.cell(ri, ci)
                    first = target.paragraphs[0]
                    if isinstance(content, dict):
                        r = first.add_run(content["label"])
                        r.bold = True
                        target.add_paragraph(content["text"])
                    else:
                        r = first.add_run(content)
                        if ri == 0 and val["widths"]:
                            r.bold = True
            document.add_paragraph()

    cp = document.core_properties
    cp.author = ""
    cp.last_modified_by = ""
    cp.title = ""
    cp.comments = ""
    cp.created = datetime.datetime(2026, 11, 30, 9, 0, 0)
    cp.modified = datetime.datetime(2026, 11, 30, 9, 0, 0)
    cp.revision = 1
    document.save(path)


# =============================================================================================
# Read-back checks on the written files
# =============================================================================================

def extract_pdf(path):
    out = subprocess.run(["pdftotext", "-raw", "-enc", "UTF-8", path, "-"], capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError(out.stderr)
    return out.stdout


def extract_docx(path):
    from docx import Document
    document = Document(path)
    parts = [para.text for para in document.paragraphs]
    for t in document.tables:
        for row in t.rows:
            for c in row.cells:
                parts.append(c.text)
    return "\n".join(parts)


def check_written(docs):
    errors = []
    have_pdftotext = shutil.which("pdftotext") is not None
    if not have_pdftotext:
        print("warning: pdftotext not found; PDF files are not read back", file=sys.stderr)
    for d in docs:
        path = os.path.join(OUT_DIR, d["file"])
        if not os.path.exists(path) or os.path.getsize(path) == 0:
            errors.append(f"{d['file']}: not written")
            continue
        if d["file"].endswith(".pdf"):
            if not have_pdftotext:
                continue
            raw = extract_pdf(path)
            pages = raw.count("\f")
            if d["shape"] == "deck" and pages != len(d["slides"]):
                errors.append(f"{d['file']}: {pages} pages for {len(d['slides'])} slides")
        else:
            raw = extract_docx(path)
        got = norm(raw).lower()
        wanted = [x for k, v in d["gold"].items() if k != "stage" and v for x in v] + d["person_names"]
        for phrase in wanted:
            if norm(phrase).lower() not in got:
                errors.append(f"{d['file']}: {phrase!r} not found when the file is read back")
    return errors


# =============================================================================================
# Main
# =============================================================================================

def manifest_entry(d):
    return {"file": d["file"], "shape": d["shape"], "is_pitch": d["is_pitch"],
            "gold": d["gold"], "person_names": d["person_names"]}


def main():
    errors = check_data(DOCS)
    if errors:
        print("DATA CHECKS FAILED:", *errors, sep="\n  ", file=sys.stderr)
        return 1
    try:
        import docx  # noqa: F401
        import reportlab  # noqa: F401
    except ImportError as e:
        print(f"{e}: run with /usr/bin/python3 (python3-reportlab, python3-docx)", file=sys.stderr)
        return 1

    setup_reportlab()
    os.makedirs(OUT_DIR, exist_ok=True)
    wanted = {d["file"] for d in DOCS}
    for name in os.listdir(OUT_DIR):
        if name.endswith((".pdf", ".docx")) and name not in wanted:
            os.remove(os.path.join(OUT_DIR, name))
    problems = []
    for d in DOCS:
        path = os.path.join(OUT_DIR, d["file"])
        if d["shape"] == "deck":
            render_deck(d, path, problems)
        elif d["file"].endswith(".pdf"):
            render_pdf(d, path)
        else:
            render_docx(d, path)
    problems += check_written(DOCS)
    if problems:
        print("FILE CHECKS FAILED:", *problems, sep="\n  ", file=sys.stderr)
        return 1

    with open(MANIFEST, "w", encoding="utf-8") as fh:
        json.dump([manifest_entry(d) for d in DOCS], fh, ensure_ascii=False, indent=2)
        fh.write("\n")

    shapes = Counter(d["shape"] for d in DOCS)
    fmts = Counter(d["file"].rsplit(".", 1)[1] for d in DOCS)
    print(f"wrote {len(DOCS)} documents to {OUT_DIR} and {MANIFEST}")
    for shape in SHAPE_COUNTS:
        print(f"  {shape:15s} {shapes[shape]}")
    print(f"  PDF {fmts['pdf']}, DOCX {fmts['docx']}")
    print(f"  implicit stage: {sum(d['implicit_stage'] for d in DOCS)}, "
          f"money stated: {sum(1 for d in DOCS if d['gold']['funding'] and any(MONEY_RE.search(x) for x in d['gold']['funding']))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
