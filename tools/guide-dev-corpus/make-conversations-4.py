#!/usr/bin/env python3
"""Fourth batch of scripted website-chat conversations for the AI guide.

Holds 80 conversations (10 in each of 8 styles) as data, checks them, and
writes conversations-4.json next to this file. If a check fails it prints the
errors and exits with code 1 without writing anything.

Run: python3 make-conversations-4.py
Standard library only.
"""

import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "conversations-4.json")

STYLES = [
    "introductions",
    "whole-team",
    "wanders",
    "second-language-english",
    "one-word-then-more",
    "professional-jargon",
    "vague-and-hedged",
    "mixed-bag",
]
STAGES = {"concept", "prototype", "live", "established"}
GOLD_KEYS = ["problem", "solution", "support", "project_stage", "full_name", "email", "affiliation"]
EXAMPLE_DOMAINS = {"example.org", "example.com", "example.net"}

CONVERSATIONS = []
# Names of other people (colleagues, co-founders, family) per conversation id.
# Used only by the checks; not written to the JSON.
OTHER_NAMES = {}


def _phrases(v):
    if v is None:
        return None
    if isinstance(v, str):
        return [v]
    return list(v)


def add(cid, style, script, answers, p, s, sup, st, n, e, a, mne=(), idea=None, others=()):
    """p=problem, s=solution, sup=support, st=stage, n=full name, e=email, a=affiliation."""
    conv = {"id": cid, "style": style, "language": "en"}
    if idea is not None:
        conv["idea"] = idea
    conv["script"] = list(script)
    conv["answers"] = dict(answers)
    conv["gold"] = {
        "problem": _phrases(p),
        "solution": _phrases(s),
        "support": _phrases(sup),
        "project_stage": _phrases(st),
        "full_name": _phrases(n),
        "email": _phrases(e),
        "affiliation": _phrases(a),
    }
    conv["must_not_email"] = list(mne)
    CONVERSATIONS.append(conv)
    OTHER_NAMES[cid] = list(others)


# ---------------------------------------------------------------------------
# introductions
# ---------------------------------------------------------------------------
S = "introductions"

add("b4-intro-tb-pillbox-tamale", S,
    ["Good afternoon. Dr Kwabena Asante-Mensah here, consultant chest physician at the Savanna Regional Chest Clinic in Tamale, northern Ghana. I also lecture part-time at the nursing training college, and my colleague Dr Efua Larbi and I started this work together.",
     "Many of our TB patients stop their medicines after two months because they feel better, and the clinic is a full day's travel for most of them.",
     "We give each patient a cheap bluetooth pill box, and the community health worker's phone gets a message when a dose is missed, so she can visit the same week.",
     "Adults on the six-month TB regimen in the rural districts, and the health workers who follow them up.",
     "Forty patients have been using the boxes since January, across three districts.",
     "Two things: help with a proper evaluation design, and funding to make two hundred more boxes."],
    {"email": "k.asante-mensah@example.org", "confirm": "Yes, that is correct. Thank you."},
    ["stop their medicines after two months"],
    ["cheap bluetooth pill box", "message when a dose is missed"],
    ["help with a proper evaluation design", "funding to make two hundred more boxes"],
    ["live"], "Kwabena Asante-Mensah", "k.asante-mensah@example.org", "Savanna Regional Chest Clinic",
    idea="Bluetooth pill boxes so TB patients don't drop out of treatment",
    others=["Efua Larbi"])

add("b4-intro-gp-medicines-review", S,
    ["Hello! I'm Dr Harriet Pendlebury, one of four GP partners at Wyebridge Surgery in Hereford, and I'm also the practice's clinical lead for frailty. Before general practice I spent six years in care-of-the-elderly medicine.",
     "Our over-75s are on far too many medicines. Plenty of them take ten or more a day, and a lot of our falls admissions trace back to that.",
     "We run a Saturday medicines review clinic in village halls, a practice pharmacist and a GP together, with tea, and patients bring every box from their cupboard in a carrier bag.",
     "Anyone over 75 on ten or more regular medicines, especially people out in the villages who struggle to get to the surgery.",
     "We ran six of these Saturdays last autumn and saw about ninety patients. On average we stopped two medicines each.",
     "I'd like help writing it up properly so the ICB might fund it across the whole county."],
    {"email": "h.pendlebury@example.net", "confirm": "Perfect, yes please send it."},
    ["too many medicines", "falls admissions trace back"],
    ["medicines review clinic in village halls"],
    ["help writing it up properly", "ICB might fund it"],
    ["live"], "Harriet Pendlebury", "h.pendlebury@example.net", "Wyebridge Surgery")

add("b4-intro-lactate-spinout", S,
    ["Hi, we're a two-person spinout from the University of Strathclyde in Glasgow. I'm Ewan MacAskill, CEO and the business half, and my co-founder is Dr Priya Raman, whose PhD the whole thing is built on. The company is called Lumen Kinetics and we've been incorporated since last spring.",
     "Paramedics can't easily measure lactate, so sepsis often isn't picked up until the patient is in the emergency department.",
     "A handheld optical sensor that estimates lactate through the skin in about thirty seconds, no needle.",
     "Ambulance crews first, later maybe GP out-of-hours services.",
     "The bench version works and we've tested it on forty healthy volunteers alongside blood samples. Not on any patients yet.",
     "Mainly introductions to an ambulance service that would host a study. Priya's on priya.raman@example.com if you ever need the science explained."],
    {"email": "ewan@example.com", "confirm": "Yes, all correct."},
    ["sepsis often isn't picked up", "can't easily measure lactate"],
    ["handheld optical sensor", "estimates lactate through the skin"],
    ["introductions to an ambulance service"],
    ["prototype"], "Ewan MacAskill", "ewan@example.com", ["Lumen Kinetics", "University of Strathclyde"],
    mne=["priya.raman@example.com"], others=["Priya Raman"])

add("b4-intro-cnio-voice-handover", S,
    ["Good morning. My name is Simone Achterberg and I'm the Chief Nursing Information Officer at Fenmoor NHS Foundation Trust, which runs three hospitals across south Lincolnshire. I came up through critical care nursing and still do the odd shift.",
     "Our nurses spend around forty minutes a shift re-typing handover and observation notes into the electronic record.",
     "Nurses speak the handover into a ward phone, it's transcribed and structured, and they check and sign it in the record in one go.",
     "Adult inpatient nurses, and indirectly patients, because that's forty minutes back at the bedside.",
     "It's been running on two of our medical wards since March, around sixty nurses using it every day.",
     "Independent evidence on safety and time saved, something I can take to our board and to the neighbouring trusts."],
    {"email": "simone.achterberg@example.org"},
    ["re-typing handover and observation notes", "forty minutes a shift"],
    ["speak the handover into a ward phone"],
    ["Independent evidence on safety and time saved"],
    ["live"], "Simone Achterberg", "simone.achterberg@example.org", "Fenmoor NHS Foundation Trust")

add("b4-intro-student-eating-disorders", S,
    ["Hiya, I'm Cian Ó Murchú, final-year medical student at Trinity College Dublin, doing my elective in Galway at the minute. I'm also on the committee of the student mental health society, which is sort of how this started.",
     "Teenagers in rural Ireland with eating disorders wait months for a specialist appointment, and there's basically nothing in between.",
     "A peer-support app where young adults who have recovered, trained and supervised, chat with teenagers on the waiting list.",
     "13 to 18 year olds on a waiting list for eating disorder services, and their parents.",
     "Just a sketch on paper so far, plus a survey of sixty students about whether they'd use something like it.",
     "A mentor, honestly, and someone who knows about safeguarding in apps for young people."],
    {"email": "cian.omurchu@example.net", "confirm": "Yep, grand, thanks"},
    ["wait months for a specialist appointment"],
    ["peer-support app"],
    ["A mentor", "safeguarding in apps for young people"],
    ["concept"], "Cian Ó Murchú", "cian.omurchu@example.net", "Trinity College Dublin")

add("b4-intro-anaemia-colour-card", S,
    ["Namaste. My name is Dr Lakshmi Venkataraman. I am associate professor of community medicine at Sri Ramana Medical College in Madurai, Tamil Nadu, and I run our department's field practice area, which covers twelve villages.",
     "Anaemia in pregnancy is very common in our villages, and most women are only tested once, late, at the district hospital.",
     "A paper colour card that ASHA workers use with a single drop of blood at home visits, together with recipe cards for iron-rich local food.",
     "Pregnant women in rural areas, and the ASHA workers who visit them.",
     "Last year we compared the card with laboratory haemoglobin in 300 women. It agreed well, and the ASHAs found it easy.",
     "We need a partner to print the cards at scale and advice on the regulatory route."],
    {"email": "lakshmi.v@example.org", "confirm": "Yes, this is correct."},
    ["Anaemia in pregnancy"],
    ["paper colour card", "single drop of blood"],
    ["partner to print the cards at scale", "advice on the regulatory route"],
    ["prototype"], "Lakshmi Venkataraman", "lakshmi.v@example.org", "Sri Ramana Medical College")

add("b4-intro-pharmacist-discharge", S,
    ["Hi there, Marc-André Thibodeau, pharmacist and owner of Pharmacie Thibodeau in Sherbrooke, Quebec. I also sit on the board of our provincial pharmacists' association, but I'm writing as a pharmacy owner.",
     "When patients leave hospital, changes to their medication list almost never reach the community pharmacy, so we keep dispensing the old doses.",
     "A discharge message service: the ward pharmacist sends a structured summary of changes straight to the patient's own pharmacy, and we confirm receipt.",
     "Older patients on several medicines going home from hospital.",
     "We have done it with one hospital by fax and email for 18 months, about 700 patients so far.",
     "A software partner to replace the fax, and ideas on how to get other hospitals on board."],
    {"email": "ma.thibodeau@example.com", "confirm": "Oui, yes, that's correct."},
    ["changes to their medication list almost never reach"],
    ["discharge message service"],
    ["software partner to replace the fax"],
    ["live"], "Marc-André Thibodeau", "ma.thibodeau@example.com", "Pharmacie Thibodeau")

add("b4-intro-remote-ear-checks", S,
    ["G'day, I'm Bronwyn Tallis, a remote area nurse with the Red Dust Aboriginal Health Service out of Alice Springs. Been nursing out here twenty-two years, most of it in communities a few hundred k's from town.",
     "Ear infections in our kids go on for months, they lose hearing, and then they fall behind at school.",
     "Aboriginal health workers use a phone otoscope to check ears at school, after a yarning-style training we designed with them, and the photos go to a GP for a plan.",
     "Aboriginal kids in remote communities, primary school age.",
     "We've trained six health workers and they've checked about 400 kids this year.",
     "Money to keep the training going past June, and some help showing the schools and the department what's changed."],
    {"email": "bronwyn.tallis@example.org", "confirm": "Yep that's it"},
    ["Ear infections in our kids", "lose hearing"],
    ["phone otoscope to check ears at school"],
    ["Money to keep the training going"],
    ["live"], "Bronwyn Tallis", "bronwyn.tallis@example.org", "Red Dust Aboriginal Health Service")

add("b4-intro-dvt-ultrasound", S,
    ["Hello, I am Agnieszka Wróblewska, head of R&D at Medisonic, a 15-person ultrasound software company in Wrocław. Before this I was a researcher at Wrocław University of Science and Technology for eight years.",
     "In emergency departments, patients with a suspected DVT often wait hours for a radiologist to scan the leg.",
     "Software that guides a non-specialist nurse, step by step, through a compression ultrasound of the leg on a standard portable scanner.",
     "Emergency departments and acute medical units, and the patients with leg swelling who wait there.",
     "It has had its CE mark since 2024 and is sold to 30 hospitals in Poland and Czechia.",
     "We want to enter the UK. We need to understand UKCA and how NHS procurement works."],
    {"email": "a.wroblewska@example.com"},
    ["wait hours for a radiologist"],
    ["guides a non-specialist nurse", "compression ultrasound of the leg"],
    ["understand UKCA", "how NHS procurement works"],
    ["established"], "Agnieszka Wróblewska", "a.wroblewska@example.com", "Medisonic")

add("b4-intro-als-respite", S,
    ["Hey! I'm Jordan Whitfield-Reyes, program director at Second Shift Collective, a small nonprofit in Cleveland, Ohio, that supports family caregivers. I came to this after ten years as a hospice social worker.",
     "Family caregivers of people with ALS burn out badly, and most of them haven't had four hours to themselves in a year.",
     "A respite-swap network: trained volunteers, many of them former caregivers, cover four-hour shifts so the caregiver can sleep, see a doctor or just leave the house.",
     "Spouses and adult children caring for someone with ALS at home.",
     "Honestly just an idea we've talked through with our board and a handful of families.",
     "Advice on volunteer training and on liability insurance, and maybe someone who's done something similar."],
    {"email": "jordan.wr@example.org", "confirm": "Yes, looks right!"},
    ["caregivers of people with ALS burn out"],
    ["respite-swap network"],
    ["Advice on volunteer training", "liability insurance"],
    ["concept"], "Jordan Whitfield-Reyes", "jordan.wr@example.org", "Second Shift Collective")

# ---------------------------------------------------------------------------
# whole-team
# ---------------------------------------------------------------------------
S = "whole-team"

add("b4-team-pressure-cushion", S,
    ["Hello, we're a team of four at the University of Nottingham. Dr Imogen Fairclough supervises us, Rahul Dhillon does the electronics, Sadia Karim writes the code, and I look after the clinical side.",
     "Wheelchair users with spinal cord injuries get pressure ulcers because they can't feel when they need to shift their weight.",
     "A seat cushion with thin pressure sensors that buzzes the user's phone when one area has been loaded for too long.",
     "Full-time wheelchair users, mostly people with spinal cord injury.",
     "Rahul has built three cushions and six people at the regional spinal unit each tried one for a week.",
     "We need a manufacturer who can make them properly, and an industry mentor."],
    {"name": "I'm the clinical one, Theo Marchetti. I'm a physiotherapy PhD student.",
     "email": "theo.marchetti@example.org", "affiliation": "University of Nottingham",
     "confirm": "Yes that's all right, thanks."},
    ["get pressure ulcers"],
    ["seat cushion with thin pressure sensors"],
    ["need a manufacturer", "an industry mentor"],
    ["prototype"], "Theo Marchetti", "theo.marchetti@example.org", "University of Nottingham",
    others=["Imogen Fairclough", "Rahul Dhillon", "Sadia Karim"])

add("b4-team-postnatal-kisumu", S,
    ["Habari! We are the three founders of Tiba Link in Kisumu. Achieng Otieno is a clinical officer and runs the health side, Brian Kiprotich builds the software, and I do operations and partnerships.",
     "Mothers in the informal settlements go home a few hours after delivery and most of them miss the postnatal checks, so infections and danger signs are caught late.",
     "SMS reminders plus a nurse on a motorbike who visits every mother at home on day 3 and day 7.",
     "Mothers and newborns in Nyalenda and other settlements around Kisumu.",
     "It has been running in Nyalenda for 14 months and 1,100 mothers are enrolled.",
     "Funding to expand to two more settlements, and an impact evaluation. For technical questions Brian is on brian.k@example.com."],
    {"name": "Wanjiru Mwangi", "email": "wanjiru@example.com", "affiliation": "Tiba Link",
     "confirm": "Yes, correct. Asante!"},
    ["miss the postnatal checks"],
    ["SMS reminders plus a nurse on a motorbike"],
    ["Funding to expand to two more settlements", "an impact evaluation"],
    ["live"], "Wanjiru Mwangi", "wanjiru@example.com", "Tiba Link",
    mne=["brian.k@example.com"], others=["Achieng Otieno", "Brian Kiprotich"])

add("b4-team-stroke-tray-cards", S,
    ["There are five of us, all nurses on the stroke unit at St Brendan's Hospital in Limerick: Siobhán Kearney, Declan Moriarty, Aoife Dunleavy, Niamh Colfer and myself. Our consultant, Dr Padraig Houlihan, is our sponsor.",
     "Stroke patients with swallowing problems are given the wrong food texture far too often, and some of them choke or get aspiration pneumonia.",
     "Colour-coded tray cards that match the speech and language therapist's plan, and a bedside picture menu so patients and families can check too.",
     "Anyone on a modified diet after a stroke, and the catering and ward staff.",
     "We've used the tray cards on our own unit for a year. Texture errors dropped from about eleven a month to two.",
     "Help to spread it to the other wards, and maybe to other hospitals. Thanks a million, Gráinne"],
    {"name": "Gráinne Ní Bhriain", "email": "grainne.nibhriain@example.net",
     "affiliation": "St Brendan's Hospital, Limerick", "confirm": "That's right, yes."},
    ["wrong food texture"],
    ["Colour-coded tray cards", "bedside picture menu"],
    ["Help to spread it to the other wards"],
    ["live"], "Gráinne Ní Bhriain", "grainne.nibhriain@example.net", "St Brendan's Hospital",
    others=["Siobhán Kearney", "Declan Moriarty", "Aoife Dunleavy", "Niamh Colfer", "Padraig Houlihan"])

add("b4-team-af-patch", S,
    ["Quick intro to our team at Cadence Cardiac: Dr Marcus Oyelaran is our cardiologist and Chief Medical Officer, Hannah Lindqvist leads engineering (ex-wearables), and Prof. Ruth Abernathy advises us on trials. I'm the CEO.",
     "After a stroke with no clear cause, atrial fibrillation is missed in a lot of patients because monitoring only lasts a day or two.",
     "A 30-day adhesive ECG patch with an algorithm that flags AF episodes and sends a report to the stroke team.",
     "Patients after cryptogenic stroke or TIA.",
     "We finished a 200-patient study last year and filed our 510(k) with the FDA last month.",
     "A UK distribution partner and guidance on what evidence the NHS needs."],
    {"name": "Deshawn Carter", "email": "deshawn@example.com", "affiliation": "Cadence Cardiac, Inc.",
     "confirm": "Confirmed, thanks."},
    ["atrial fibrillation is missed"],
    ["30-day adhesive ECG patch"],
    ["UK distribution partner", "what evidence the NHS needs"],
    ["prototype"], "Deshawn Carter", "deshawn@example.com", "Cadence Cardiac",
    idea="30-day ECG patch to catch AF after stroke",
    others=["Marcus Oyelaran", "Hannah Lindqvist", "Ruth Abernathy"])

add("b4-team-antimalarial-codes", S,
    ["Good day. We are a small team of pharmacists and one software developer in Ibadan. Our lead is Pharm. Folasade Adeyemi-Okoro, Tunde Bakare is the developer, and Prof. Olumide Ajayi of the University of Ibadan mentors us.",
     "Fake and substandard antimalarials are everywhere, and patients cannot tell a real pack from a fake one.",
     "Every pack gets a scratch-off code, and the buyer checks it by USSD on any phone, no smartphone or data needed.",
     "Patients buying antimalarials from pharmacies and patent medicine shops.",
     "We have printed codes on 5,000 packs with one distributor, and 38 pharmacies are checking them.",
     "We need more manufacturers to join, and advice on working with NAFDAC. We registered as VeriDose Nigeria Ltd last year."],
    {"name": "I'm Chiamaka Nwosu, I handle the pharmacy relationships.",
     "email": "chiamaka.nwosu@example.com", "affiliation": "VeriDose Nigeria Ltd", "confirm": "Yes please"},
    ["Fake and substandard antimalarials"],
    ["scratch-off code", "checks it by USSD"],
    ["more manufacturers to join", "advice on working with NAFDAC"],
    ["live"], "Chiamaka Nwosu", "chiamaka.nwosu@example.com", "VeriDose Nigeria",
    others=["Folasade Adeyemi-Okoro", "Tunde Bakare", "Olumide Ajayi"])

add("b4-team-land-based-camps", S,
    ["Hi. I'm writing for our project team: Elder Marie Whitecloud guides the cultural side, Dr Owen Tremblay, a psychiatrist, supervises the clinical side, and two youth workers from the communities help run things. I coordinate.",
     "Youth suicide rates in our First Nations communities in northern Manitoba are many times the national rate, and the only mental health help is a counsellor who flies in once a month.",
     "Land-based healing camps in summer, run with Elders, plus a text line staffed by trained young adults from the communities the rest of the year.",
     "Indigenous youth aged 12 to 24 in four fly-in communities.",
     "We ran two summer camps with 34 young people. The text line is still on paper.",
     "An evaluation approach that respects community data sovereignty, and funding for the text line."],
    {"name": "Kayla Redsky", "email": "kayla.redsky@example.net",
     "affiliation": "I'm a grad student at the University of Manitoba, that's where the project is based",
     "confirm": "Yes, thank you"},
    ["Youth suicide rates"],
    ["Land-based healing camps", "text line staffed by trained young adults"],
    ["respects community data sovereignty", "funding for the text line"],
    ["live", "concept"], "Kayla Redsky", "kayla.redsky@example.net", "University of Manitoba",
    others=["Marie Whitecloud", "Owen Tremblay"])

add("b4-team-aphasia-app", S,
    ["There are three of us behind SpeakEasy Rehab in Brisbane. Liam O'Halloran and Mei Chen are speech pathologists and do all the therapy content, and I'm the developer.",
     "After a stroke, people with aphasia get only a few weeks of speech therapy, but they need hours of practice to improve.",
     "A tablet app with daily word-finding and conversation exercises that adapt to how the person is doing, and a weekly report for their therapist.",
     "Adults with aphasia after stroke, living at home.",
     "About 120 people have been paying a monthly subscription for a year now.",
     "A clinical trial partner in the UK, ideally a university stroke research group."],
    {"name": "Ravi Subramaniam (the developer, not a therapist!)", "email": "ravi@example.net",
     "affiliation": "SpeakEasy Rehab", "confirm": "Looks good"},
    ["people with aphasia get only a few weeks"],
    ["tablet app with daily word-finding"],
    ["clinical trial partner in the UK"],
    ["live"], "Ravi Subramaniam", "ravi@example.net", "SpeakEasy Rehab",
    others=["Liam O'Halloran", "Mei Chen"])

add("b4-team-ot-video-assessment", S,
    ["Hi, this is from a small group at Calderbrook Council's adult social care team: my manager Gillian Ashworth, two occupational therapists, Femi Adebayo and Kerry-Ann Walsh, and me.",
     "People wait about four months for an OT visit before they can get a grab rail or a bath seat, and some fall in the meantime.",
     "A video-call self-assessment: the resident or a relative shows us the bathroom on a phone, a trusted assessor guides them, and simple equipment is ordered the same day.",
     "Older and disabled residents waiting for small home adaptations.",
     "We've been trying it with 25 residents since September. Gillian's address is gillian.ashworth@example.net if you need a manager's sign-off.",
     "Help putting together a business case for the council, and any evidence from other areas."],
    {"name": "Dominic Harrow", "email": "dominic.harrow@example.net", "affiliation": "Calderbrook Council",
     "confirm": "Yes that's fine"},
    ["wait about four months for an OT visit"],
    ["video-call self-assessment"],
    ["business case for the council"],
    ["live"], "Dominic Harrow", "dominic.harrow@example.net", "Calderbrook Council",
    mne=["gillian.ashworth@example.net"],
    others=["Gillian Ashworth", "Femi Adebayo", "Kerry-Ann Walsh"])

add("b4-team-retina-pharmacy", S,
    ["Hello from Drishti Labs in Chennai. We are four: Arjun Mehta does the hardware, Sneha Pillai the machine learning, Dr Rakesh Iyer, an ophthalmologist at Kaveri Eye Hospital, is our clinical advisor, and I run the company.",
     "Most people with diabetes in India never get their eyes checked, so diabetic retinopathy is found only when vision is already lost.",
     "A clip-on lens turns a smartphone into a retinal camera, and our software grades the image for retinopathy in under a minute, right at the pharmacy.",
     "Adults with diabetes who buy their medicines at neighbourhood pharmacies.",
     "So far 2,300 people have been screened in 14 pharmacies in Chennai.",
     "Guidance on the CDSCO approval route, and introductions for our Series A."],
    {"name": "Neha Raghunathan, co-founder and CEO", "email": "neha@example.com",
     "affiliation": "Drishti Labs", "confirm": "Yes, correct"},
    ["never get their eyes checked", "diabetic retinopathy is found only"],
    ["smartphone into a retinal camera"],
    ["CDSCO approval route", "introductions for our Series A"],
    ["live"], "Neha Raghunathan", "neha@example.com", "Drishti Labs",
    others=["Arjun Mehta", "Sneha Pillai", "Rakesh Iyer"])

add("b4-team-heat-alerts", S,
    ["I'm writing for our group at the Cascadia School of Public Health in Portland, Oregon. Dr Lorraine Whitaker is the PI, Samuel Ochieng is our postdoc, and Prof. Tomás Herrera from the agricultural extension office is a co-investigator.",
     "Farmworkers in the Willamette Valley are collapsing and dying from heat because warnings don't reach the crews in time or in their language.",
     "Text alerts tied to the local heat index, sent to crew leaders in Spanish and Mixtec, with rest-and-water instructions.",
     "Farmworkers and crew leaders, many of them Indigenous Mexican workers who speak Mixtec.",
     "So far we only have a grant proposal drafted.",
     "We need a farmworker organisation to co-design it with us."],
    {"name": "Gabriela Ruiz-Montoya, research coordinator", "email": "gabriela.ruiz@example.org",
     "affiliation": "Cascadia School of Public Health", "confirm": "Yes, that's accurate."},
    ["dying from heat"],
    ["Text alerts tied to the local heat index"],
    ["farmworker organisation to co-design"],
    ["concept"], "Gabriela Ruiz-Montoya", "gabriela.ruiz@example.org", "Cascadia School of Public Health",
    others=["Lorraine Whitaker", "Samuel Ochieng", "Tomás Herrera"])

# ---------------------------------------------------------------------------
# wanders
# ---------------------------------------------------------------------------
S = "wanders"

add("b4-wander-parkinsons-timer", S,
    ["Well, where to start. My husband Geoff has had Parkinson's for eleven years, and last winter he was in hospital with a chest infection. On the second night I came in and he was rigid, couldn't swallow his tea. They'd given his tablets three hours late because the drug round was busy. That's where this comes from.",
     "So what I made, with my grandson, is a little clip-on timer for the hospital wristband that beeps and flashes when a Parkinson's dose is due, so the nurse or the patient notices. We built it from a kitchen timer and a bit of soldering he learned at school.",
     "Oh, and I should say the actual problem, which is that people with Parkinson's in hospital get their medicines late, and even half an hour can matter. The nurses aren't careless, they just have too many patients. Geoff's nurse was lovely, she cried when I told her.",
     "It would be for anyone with Parkinson's admitted to hospital, really. Or care homes too. My friend Pat's sister is in a care home and the same thing happens there.",
     "There's only the one we made, and Geoff wore it when he went back in for his hip in June. It went off every time and the ward sister was quite taken with it.",
     "What I'd like is someone to tell me whether it's worth anything, and if it is, who might make it properly."],
    {"name": "Maureen Tillotson", "email": "maureen.tillotson@example.net",
     "affiliation": "Oh, no organisation. I'm a retired teacher, in Whitby.",
     "confirm": "Yes dear, that's all correct."},
    ["get their medicines late"],
    ["clip-on timer for the hospital wristband"],
    ["whether it's worth anything", "who might make it properly"],
    ["prototype"], "Maureen Tillotson", "maureen.tillotson@example.net", None,
    others=["Geoff", "Pat"])

add("b4-wander-jaundice-app", S,
    ["Good evening. Last year a mother brought her baby back to us on day six, very yellow, too sleepy to feed. He needed an exchange transfusion, and I still think about him. He is fine now, thank God, his mother sends me photos.",
     "What we built is a phone app that reads the colour of the baby's skin against a small printed card placed on the chest, and tells the mother or the health worker whether the baby needs to come in for a blood test.",
     "I should explain the problem properly: most mothers here go home within one day of delivery, and nobody checks the baby for jaundice in the first week, which is exactly when it rises. By the time the mother notices, it is dangerous.",
     "So it is for newborn babies in their first week, and their mothers, and the community health workers who visit.",
     "Going back to the app, we have tested it on 150 babies at our hospital, compared with the blood bilirubin. It missed very few.",
     "My colleague in the lab says I talk about it too much! What we need is funding for a bigger study in several hospitals, and a partner who can make the app work offline."],
    {"name": "Olufunke Adesanya", "email": "olufunke.adesanya@example.org",
     "affiliation": "Marina Road Maternity Centre, Lagos", "confirm": "Yes, everything is correct."},
    ["nobody checks the baby for jaundice"],
    ["reads the colour of the baby's skin"],
    ["funding for a bigger study", "make the app work offline"],
    ["prototype"], "Olufunke Adesanya", "olufunke.adesanya@example.org", "Marina Road Maternity Centre")

add("b4-wander-cardiac-rehab-whatsapp", S,
    ["Two years ago my father had a heart attack in Coimbatore. The hospital was excellent, they put in a stent, and then they told him to attend cardiac rehab three times a week. The rehab centre is 40 km from his house. He went once.",
     "He is a stubborn man, my father. Retired headmaster. He would not do any exercise unless someone was watching him, so I started a WhatsApp group with him and his two friends from the cardiac ward, and sent them the physio's exercise videos every morning.",
     "Then it became a small system: daily exercise videos in Tamil, a check-in where each person sends their pulse and how they feel, and a physiotherapist who reviews it twice a week and calls anyone who sounds unwell.",
     "Really the issue is that most heart attack patients in smaller towns never finish cardiac rehab because the centres are too far away, and then they have a second attack.",
     "Now my father's cardiologist lets me run it for 45 of his patients. My father is the group leader and scolds everyone.",
     "I would like a clinical advisor who is not my father's cardiologist, and some advice on how to charge for it without making it expensive."],
    {"name": "Karthik Balasubramanian", "email": "karthik.b@example.com",
     "affiliation": "I'm a freelance software developer, no company", "confirm": "Yes, correct, thanks"},
    ["never finish cardiac rehab"],
    ["daily exercise videos in Tamil"],
    ["a clinical advisor", "how to charge for it"],
    ["live"], "Karthik Balasubramanian", "karthik.b@example.com", ["freelance"])

add("b4-wander-mart-wellbeing", S,
    ["I'll tell you how it started. My neighbour's son, a young farmer, took his own life three years ago. At the funeral every man there said the same thing: he was at the mart on the Tuesday and seemed grand.",
     "So now every second Tuesday we set up a table at the cattle mart in Ballinasloe with tea and a couple of trained volunteers. Farmers stop for a chat, and if someone is struggling the volunteers know how to listen and where to send him.",
     "That's been going since last spring. Around 300 conversations so far, and we've referred eleven men on to the GP or the counselling service.",
     "I should say what the actual problem is: farmers, men especially, are isolated, under money pressure, and won't go near a doctor or a counsellor. But they all go to the mart.",
     "The volunteers are trained in mental health first aid. My own husband does it now, though he'd never have talked about feelings ten years ago.",
     "We need money for more training and for the tea, honestly, and help measuring whether it's making a difference."],
    {"name": "Bernadette Fahy", "email": "bernadette.fahy@example.org",
     "affiliation": "I coordinate the Midlands Rural Wellbeing Network", "confirm": "That's it exactly."},
    ["isolated, under money pressure"],
    ["a table at the cattle mart", "trained volunteers"],
    ["money for more training", "help measuring whether it's making a difference"],
    ["live"], "Bernadette Fahy", "bernadette.fahy@example.org", "Midlands Rural Wellbeing Network")

add("b4-wander-copd-paramedic", S,
    ["So I've been a paramedic for nineteen years, and there's this one gentleman I won't name who we used to pick up maybe thirty times a winter. COPD, lives alone above a hardware store, can't catch his breath, panics, calls 911.",
     "What we ended up doing, on our own time at first, was visiting people like him at home between calls: checking the inhaler technique, making sure the rescue pack is in the fridge, and giving them a number to call that isn't 911.",
     "The real problem, if I'm putting it plainly, is that people with COPD who live alone end up calling 911 again and again for flare-ups that could be handled at home, and every one of those calls ties up an ambulance.",
     "Our chief gave us his blessing two winters ago and now about 60 patients get regular visits. That gentleman called twice last winter instead of thirty.",
     "My daughter says I should put it on TikTok. I'd rather have someone who can actually analyse our data and show that ER visits went down."],
    {"name": "Travis Lindgren", "email": "travis.lindgren@example.net",
     "affiliation": "Northshore Regional Paramedic Service", "confirm": "Yep, send it over."},
    ["calling 911 again and again"],
    ["visiting people like him at home", "checking the inhaler technique"],
    ["analyse our data", "show that ER visits went down"],
    ["live"], "Travis Lindgren", "travis.lindgren@example.net", "Northshore Regional Paramedic Service")

add("b4-wander-autism-dental-stories", S,
    ["My son Archie is autistic and he's nine. The first time we took him to the dentist he screamed so much the dentist couldn't even look in his mouth, and we left in tears, both of us.",
     "After that I started making little picture stories for him on my phone. The waiting room, the big chair, the light, the mirror, counting his teeth. We read it every night for a week before the next visit and he let her look.",
     "Our dentist saw it and asked if she could send it to other families. So now there's a set of visual stories with a countdown, for the dentist and also for blood tests, and she's been sending it to families for about six months. About fifty families so far.",
     "I suppose the problem is that autistic kids find medical and dental visits terrifying, so they miss check-ups, and then they need a general anaesthetic for something that should have been simple.",
     "It's all on my phone in a free app, which is a mess. I need a developer to build it properly, and some advice on privacy."],
    {"name": "Kirsty Langford", "email": "kirsty.langford@example.com",
     "affiliation": "Only my little business, Calm Chair Stories", "confirm": "Yes! Thanks so much."},
    ["autistic kids find medical and dental visits terrifying"],
    ["visual stories with a countdown"],
    ["a developer to build it properly", "advice on privacy"],
    ["live"], "Kirsty Langford", "kirsty.langford@example.com", "Calm Chair Stories",
    idea="Picture stories that help autistic kids get through dental visits",
    others=["Archie"])

add("b4-wander-arsenic-strips", S,
    ["My daughter-in-law was pregnant with our first grandchild when we found out the well at their place had arsenic at four times the safe level. Nobody had tested it in the twenty years since the house was built.",
     "I spent thirty-five years as a chemical engineer, so naturally I started tinkering. What I've come up with is a test strip you dip in the water and then photograph with your phone, and the app reads the colour and gives you a number.",
     "I've compared it against the state lab on 80 wells from around our county, and it agrees on almost all of them. A couple of low readings were off.",
     "The problem, stated properly: about half the homes here are on private wells, hardly anyone tests for arsenic because the lab test costs money and takes weeks, and arsenic causes cancers and harms babies.",
     "I'd need a company to make the strips in quantity, and someone to tell me whether this is an FDA matter or an EPA matter, or neither."],
    {"name": "Harold Vance", "email": "harold.vance@example.com",
     "affiliation": "Independent. I'm retired.", "confirm": "Yes, good summary."},
    ["hardly anyone tests for arsenic"],
    ["test strip you dip in the water"],
    ["a company to make the strips", "FDA matter or an EPA matter"],
    ["prototype"], "Harold Vance", "harold.vance@example.com", ["Independent"])

add("b4-wander-long-covid-classes", S,
    ["Let me begin with Mrs K., a 58-year-old bus driver who came to us a year after COVID. She couldn't climb the stairs to her own flat without stopping twice, and she cried because her doctor had told her it was anxiety.",
     "Our answer became a six-week online breathing and exercise class, small groups of eight, with a physiotherapist leading on video and a simple pulse oximeter they borrow from us.",
     "I realise I haven't described the problem: people with long COVID breathlessness are sent from doctor to doctor, and there is almost no rehabilitation outside the big cities.",
     "Mrs K. now climbs the stairs without stopping, by the way, and she brings us cakes.",
     "The classes run in our clinic now, nine groups so far, and the waiting list is longer than the groups.",
     "We'd like help to measure outcomes properly, and a partner abroad to compare with."],
    {"name": "Dorota Malinowska", "email": "dorota.malinowska@example.org",
     "affiliation": "Fizjo-Puls Clinic, Kraków", "confirm": "Yes, all good."},
    ["long COVID breathlessness"],
    ["six-week online breathing and exercise class"],
    ["help to measure outcomes properly", "a partner abroad"],
    ["live"], "Dorota Malinowska", "dorota.malinowska@example.org", "Fizjo-Puls Clinic")

add("b4-wander-equipment-tags", S,
    ["It was 3am on my second night shift as an F2 and I had a patient in urinary retention. I spent forty minutes walking the hospital looking for a bladder scanner. Found it in the discharge lounge, locked. By then he was in agony.",
     "So I put cheap bluetooth tags on the equipment people always hunt for at night, scanners, the ECG machine, the sats probes, and there's a map on the ward computers that shows where each one is.",
     "That's on one floor at the moment, twenty tags, a little receiver in each corridor, hacked together with help from a friend who works in IT.",
     "The point, sorry, is that staff waste huge amounts of time on nights hunting for shared equipment, and patients wait in pain while they do.",
     "My consultant thinks it's brilliant but says IT will never allow it. I need help getting it through information security, and a bit of money for tags for the whole hospital."],
    {"name": "Dr Aditi Chakraborty", "email": "aditi.chakraborty@example.org",
     "affiliation": "Kingsmere University Hospitals", "confirm": "Yes, that's right."},
    ["hunting for shared equipment"],
    ["cheap bluetooth tags on the equipment"],
    ["getting it through information security", "money for tags"],
    ["prototype", "live"], "Aditi Chakraborty", "aditi.chakraborty@example.org", "Kingsmere University Hospitals")

add("b4-wander-epilepsy-radio-drama", S,
    ["When I was a young teacher, a girl in my class had a seizure during an exam. The other pupils ran out screaming that she was bewitched, and a teacher poured water on her. She never came back to school.",
     "Now I am deputy principal, and I have written a radio drama about a girl with epilepsy who becomes head girl. Each episode ends with a short lesson on seizure first aid for teachers and parents.",
     "People still believe epilepsy is a curse or is contagious, so children with epilepsy are hidden at home or drop out of school. That is the problem I want to fight.",
     "I have written three episodes and recorded one with my drama club. Nothing has been broadcast.",
     "The girl from my class? I found her on Facebook last year. She sells clothes in Kericho and is married. She said nobody ever explained her illness to her.",
     "I need a radio station partner and a neurologist or clinical officer to check that the medical parts are correct."],
    {"name": "Joseph Kiprono Langat", "email": "joseph.langat@example.net",
     "affiliation": "Kericho Hills Secondary School", "confirm": "Yes, it is okay."},
    ["epilepsy is a curse or is contagious", "drop out of school"],
    ["radio drama about a girl with epilepsy"],
    ["radio station partner", "neurologist or clinical officer"],
    ["concept"], "Joseph Kiprono Langat", "joseph.langat@example.net", "Kericho Hills Secondary School")

# ---------------------------------------------------------------------------
# second-language-english
# ---------------------------------------------------------------------------
S = "second-language-english"

add("b4-sle-ear-glucose-lodz", S,
    ["Good day. I am engineer from Łódź and together with my friend from university we make small device which is measuring the sugar in blood without pricking the finger, with light through the ear lobe.",
     "Problem is that people with diabetes must prick the finger many times in the day, it is painful and many of them, especially old people, they stop to measure.",
     "Device is like clip for the ear, it sends the result to phone. For people with diabetes type 2 mostly, who measure not enough.",
     "Now we have three working pieces. We tested them on 25 persons with diabetes in clinic of medical university, the accuracy is not yet so good like the strips.",
     "We search investor and also help for the certification CE, we don't know from where to start."],
    {"name": "Tomasz Wierzbicki", "email": "tomasz.wierzbicki@example.com",
     "affiliation": "Glikolux sp. z o.o.", "confirm": "Yes, is correct."},
    ["must prick the finger many times"],
    ["clip for the ear", "measuring the sugar in blood without pricking"],
    ["We search investor", "help for the certification CE"],
    ["prototype"], "Tomasz Wierzbicki", "tomasz.wierzbicki@example.com", ["Glikolux"])

add("b4-sle-hospice-night-line", S,
    ["Buongiorno. I am Chiara Benedetti, I work like nurse coordinator in the Hospice Villa Serena in Bologna since twelve years.",
     "The families of patients in the end of life, they don't know what to expect in the last days, and in the night they go in panic and call the ambulance, and the patient dies in the emergency room and not at home like he wanted.",
     "We did a little book with drawings which explain the changes of the last days, and a telephone line for the night, answered by our nurses.",
     "It functions since two years, more or less 400 families have used it, and the calls to ambulance are much less.",
     "We would like to translate the book in English and to find a hospice in UK for make an exchange of experience."],
    {"email": "chiara.benedetti@example.org", "confirm": "Yes, is all right, grazie."},
    ["don't know what to expect in the last days"],
    ["little book with drawings", "telephone line for the night"],
    ["translate the book in English", "hospice in UK"],
    ["live", "established"], "Chiara Benedetti", "chiara.benedetti@example.org", "Hospice Villa Serena")

add("b4-sle-school-teeth-recife", S,
    ["Hello, good afternoon. I am Rafael Nogueira Campos, dentist and professor in the dental faculty of Universidade do Nordeste Atlântico, in Recife, Brazil.",
     "Many childrens in the public schools have the teeth with caries and nobody see it before the pain comes, and then the tooth must be taken out.",
     "We create an app where the teacher take a photo of the teeth of the children with the phone, and a dentist look the photos from distance and say who need treatment urgent.",
     "We are making the test in 4 schools since February, with 600 childrens more or less.",
     "We need money for to pay the hours of the dentists, and a partner for make the app more good, it is very simple now."],
    {"email": "rafael.campos@example.net", "confirm": "Yes, it is correct, obrigado!"},
    ["teeth with caries", "nobody see it before the pain"],
    ["teacher take a photo of the teeth", "dentist look the photos from distance"],
    ["money for to pay the hours of the dentists", "partner for make the app more good"],
    ["live"], "Rafael Nogueira Campos", "rafael.campos@example.net", "Universidade do Nordeste Atlântico")

add("b4-sle-radar-falls-waterloo", S,
    ["Hello. I am PhD student of biomedical engineering in University of Waterloo, in Canada.",
     "Old people who live alone, they fall in the bathroom in the night and nobody know, sometimes they lie on the floor until the morning.",
     "We develop one radar sensor for the ceiling, without camera, so it is private, and it can know when the person fall down and send the alarm to the family.",
     "At this moment the sensor is working in our lab. We test with 12 young volunteers who fall on the mattress, it detect 11 of 12 times.",
     "We want to find a care home or some families for test with real old people, and maybe advice about the privacy law."],
    {"name": "Wenjie Zhang (Zhang is family name)", "email": "wenjie.zhang@example.com",
     "affiliation": "University of Waterloo", "confirm": "Yes, it is right."},
    ["fall in the bathroom in the night"],
    ["radar sensor for the ceiling"],
    ["find a care home or some families", "advice about the privacy law"],
    ["prototype"], "Wenjie Zhang", "wenjie.zhang@example.com", "University of Waterloo")

add("b4-sle-suicide-followup-valencia", S,
    ["Hello, I am Lucía Fernández Ortega, psychologist in the unit of child and youth mental health of Hospital General de Levante, in Valencia.",
     "Many adolescents after they try the suicide, they go home from the urgencies and nobody call them in the next days, and this is the moment of more risk.",
     "We make the follow-up by telephone: a psychologist call them in the day 1, the day 7 and the day 30, and we give them the cards with the phone numbers for crisis.",
     "It is running in our hospital from 2023, with 210 young people, and the repetition of attempts went down.",
     "We look for partners in other countries for make a common study, and maybe for publish together."],
    {"email": "lucia.fernandez@example.org", "confirm": "Yes, all correct, thank you very much."},
    ["nobody call them in the next days"],
    ["follow-up by telephone"],
    ["partners in other countries for make a common study"],
    ["live"], "Lucía Fernández Ortega", "lucia.fernandez@example.org", "Hospital General de Levante")

add("b4-sle-pph-drape-thies", S,
    ["Good morning. I am midwife in the Centre de Santé Darou Salam, near Thiès, in Senegal.",
     "The women who bleed after the birth in the villages, they arrive to the hospital too late, because nobody know how much blood is too much.",
     "We propose a drape for under the woman, with lines printed on it, so the traditional birth attendant see when the blood pass the red line and call the motorbike ambulance.",
     "It is only an idea now, we sewed ten drapes for show to the other midwives, no woman used it yet.",
     "We need advice for how to make the study and also funding for the production."],
    {"name": "Aïssatou Ndiaye", "email": "aissatou.ndiaye@example.net",
     "affiliation": "Centre de Santé Darou Salam", "confirm": "Yes, it is good."},
    ["bleed after the birth", "arrive to the hospital too late"],
    ["drape for under the woman", "lines printed on it"],
    ["advice for how to make the study", "funding for the production"],
    ["concept", "prototype"], "Aïssatou Ndiaye", "aissatou.ndiaye@example.net", "Centre de Santé Darou Salam")

add("b4-sle-pain-cards-melbourne", S,
    ["Hello, my name is Haruka Sato, I am registered nurse from Japan and now I study master of nursing at Southbank Institute of Nursing in Melbourne.",
     "In aged care, the elderly migrants with dementia, they lose the English, they go back to the mother language, and so they can not tell the staff where is the pain.",
     "I made pain picture cards in many languages, and a tablet which speak the questions in the mother language of the resident, like 'does it hurt here?'.",
     "The cards I made for my master thesis, and the staff of one aged care home use them since three months with 18 residents.",
     "I need help for make it bigger to more homes, and I want to know about the copyright of the pictures."],
    {"email": "haruka.sato@example.org", "confirm": "Yes, thank you for your help."},
    ["they lose the English", "can not tell the staff where is the pain"],
    ["pain picture cards in many languages"],
    ["make it bigger to more homes", "copyright of the pictures"],
    ["live"], "Haruka Sato", "haruka.sato@example.org", "Southbank Institute of Nursing")

add("b4-sle-cervical-bot-rzeszow", S,
    ["Hello. I am Oksana Melnyk, I was doctor in Kharkiv, now I live in Rzeszów and I work in foundation Fundacja Razem Zdrowi.",
     "Women refugees from Ukraine in Poland, they don't go to the screening of the cervix cancer, because they don't know the system and they don't know the language.",
     "We made Telegram bot in Ukrainian, which explain the screening and book the visit in Polish clinic, and send reminder.",
     "Bot is working from half year. 900 women wrote to it and 140 made the test already.",
     "We need money for one coordinator and somebody who can help with the evaluation."],
    {"email": "oksana.melnyk@example.org", "confirm": "Yes, is correct, thank you."},
    ["don't go to the screening of the cervix cancer"],
    ["Telegram bot in Ukrainian"],
    ["money for one coordinator", "help with the evaluation"],
    ["live"], "Oksana Melnyk", "oksana.melnyk@example.org", ["Fundacja Razem Zdrowi"])

add("b4-sle-newborn-hearing-pune", S,
    ["Respected sir/madam, I am Sandeep Kulkarni, founder and director of Shravan Medtech Pvt Ltd, Pune.",
     "In India many new born babies are having hearing loss and it is not detected till 2 or 3 years, because the screening machine is very costly and only big hospitals are having it.",
     "We are doing one device only for checking the hearing of new born babies, it is costing less than one tenth of the imported machine and the nurse can operate.",
     "Already 3 district hospitals are using since last one year, 8,000 babies are screened.",
     "Now we are looking for the export to Africa. Kindly guide us for the partners and distributors."],
    {"email": "sandeep.kulkarni@example.com", "confirm": "Yes, kindly send."},
    ["hearing loss", "not detected till 2 or 3 years"],
    ["checking the hearing of new born babies"],
    ["export to Africa", "partners and distributors"],
    ["live"], "Sandeep Kulkarni", "sandeep.kulkarni@example.com", "Shravan Medtech",
    idea="Low-cost hearing screener for newborns")

add("b4-sle-ambulance-location", S,
    ["Hello, I am student of computer engineering in Bosphorus Technical University, Istanbul, last year.",
     "In Istanbul the ambulance is losing much time because the address of the patient is not exact, the streets have same names, and the caller is in panic.",
     "My solution, an app: the 112 operator send SMS link to the caller, caller press it with one click, and the ambulance see the exact location on the map.",
     "For the emergency call centres and ambulance teams, and of course patients.",
     "Only design and small demo on my computer, no real users still.",
     "I am looking for a mentor and the first investment."],
    {"name": "Emre Yıldırım", "email": "emre.yildirim@example.net",
     "affiliation": "Bosphorus Technical University, I am alone on this", "confirm": "Yes, okay."},
    ["address of the patient is not exact"],
    ["send SMS link to the caller", "exact location on the map"],
    ["a mentor", "the first investment"],
    ["concept", "prototype"], "Emre Yıldırım", "emre.yildirim@example.net", "Bosphorus Technical University")

# ---------------------------------------------------------------------------
# one-word-then-more
# ---------------------------------------------------------------------------
S = "one-word-then-more"

add("b4-oneword-sip-cup", S,
    ["dehydration.",
     "people with dementia in care homes get dehydrated because nobody notices they haven't drunk anything all morning",
     "smart cup",
     "a cup with a sensor in the base that logs every sip and flags residents who are behind on fluids by mid-afternoon",
     "care home",
     "we've had twenty cups in one care home in Swindon since the summer",
     "money",
     "we need about £60k to make a proper batch and run a study"],
    {"name": "Gemma Radcliffe", "email": "gemma.radcliffe@example.com", "affiliation": "SipSense Ltd"},
    ["get dehydrated because nobody notices"],
    ["cup with a sensor in the base"],
    ["about £60k to make a proper batch"],
    ["live"], "Gemma Radcliffe", "gemma.radcliffe@example.com", "SipSense")

add("b4-oneword-whistling-spacer", S,
    ["asthma",
     "kids at my schools use their inhalers wrong, so half the dose ends up on their tongue and they still end up in A&E",
     "whistling spacer",
     "a spacer that whistles and lights up when the child breathes in at the right speed, with a little phone game for practice",
     "drawings",
     "only drawings and a cardboard mock-up so far, nothing built",
     "mentor",
     "I need a mentor and someone who could build a first working version"],
    {"name": "Nadia Hussain", "email": "nadia.hussain@example.org",
     "affiliation": "Brookfield Academy Trust", "confirm": "yes thanks"},
    ["use their inhalers wrong"],
    ["spacer that whistles and lights up"],
    ["I need a mentor", "build a first working version"],
    ["concept"], "Nadia Hussain", "nadia.hussain@example.org", "Brookfield Academy Trust")

add("b4-oneword-malaria-stock-sms", S,
    ["malaria",
     "in our county the malaria test kits run out at clinics and nobody knows until patients are turned away",
     "stock SMS",
     "every Friday the clinic nurse sends a one-line SMS with stock levels, and the county pharmacist sees a dashboard and moves kits around",
     "running",
     "it's running in 46 clinics in Kilifi since 2024",
     "scale-up",
     "we want to take it to three more counties and need funding and a national government partner"],
    {"name": "Halima Mohamed Said", "email": "halima.said@example.com",
     "affiliation": "Kilifi County Department of Health", "confirm": "ok yes"},
    ["malaria test kits run out"],
    ["one-line SMS with stock levels", "county pharmacist sees a dashboard"],
    ["take it to three more counties", "national government partner"],
    ["live"], "Halima Mohamed Said", "halima.said@example.com", "Kilifi County Department of Health")

add("b4-oneword-veteran-calls", S,
    ["loneliness.",
     "older veterans living alone in rural Montana go weeks without talking to anyone",
     "phone buddies",
     "we match each of them with a veteran volunteer who calls twice a week, same person every time",
     "year three",
     "we've been doing this for three years and have about 300 pairs",
     "grants",
     "we need help with grant writing because our main funding ends in June"],
    {"name": "Dale Hendricks", "email": "dale.hendricks@example.net",
     "affiliation": "Big Sky Veterans Connect", "confirm": "yep"},
    ["go weeks without talking to anyone"],
    ["veteran volunteer who calls twice a week"],
    ["help with grant writing"],
    ["live", "established"], "Dale Hendricks", "dale.hendricks@example.net", "Big Sky Veterans Connect")

add("b4-oneword-pharmacy-crp", S,
    ["antibiotics",
     "people come in asking for antibiotics for sore throats and chest infections, and we can't tell them whether it's viral or bacterial",
     "CRP test",
     "a finger-prick CRP test at the pharmacy counter, with a script for explaining the result",
     "ten pharmacies",
     "ten of our pharmacies have been offering the test since May",
     "evaluation",
     "we need an academic partner to check whether antibiotic prescribing actually fell"],
    {"name": "Rhys Pritchard", "email": "rhys.pritchard@example.com",
     "affiliation": "Teifi Valley Pharmacies", "confirm": "Yes, fine"},
    ["asking for antibiotics for sore throats"],
    ["finger-prick CRP test"],
    ["academic partner", "whether antibiotic prescribing actually fell"],
    ["live"], "Rhys Pritchard", "rhys.pritchard@example.com", "Teifi Valley Pharmacies",
    idea="CRP testing in community pharmacies")

add("b4-oneword-snakebite-hotline", S,
    ["snakebite",
     "farm workers bitten by snakes reach the district hospital too late because primary health centres don't feel confident giving antivenom",
     "training + hotline",
     "a two-day hands-on training for PHC doctors and a 24-hour phone line to a toxicologist",
     "planning",
     "we've only written a proposal, nothing has started yet",
     "partners",
     "a partner hospital for the hotline and funding to pay the toxicologists"],
    {"name": "Dr Suresh Gowda", "email": "suresh.gowda@example.org",
     "affiliation": "Mandya Institute of Rural Medicine", "confirm": "Yes."},
    ["reach the district hospital too late"],
    ["two-day hands-on training", "24-hour phone line to a toxicologist"],
    ["partner hospital for the hotline", "funding to pay the toxicologists"],
    ["concept"], "Suresh Gowda", "suresh.gowda@example.org", "Mandya Institute of Rural Medicine")

add("b4-oneword-teledermoscopy", S,
    ["skin cancer",
     "farmers in western Queensland get melanomas found late because the nearest skin clinic is 400 km away",
     "teledermoscopy",
     "practice nurses take dermoscope photos on a phone and a dermatologist reviews them within 48 hours",
     "two clinics",
     "two rural clinics have been sending images since last year, about 900 lesions reviewed",
     "investment",
     "we're raising a seed round and would love introductions to investors who understand health"],
    {"name": "Callum Fraser-Hughes", "email": "callum@example.com",
     "affiliation": "SunSpot Health Pty Ltd", "confirm": "Yes mate, all good"},
    ["melanomas found late"],
    ["dermatologist reviews them within 48 hours", "dermoscope photos on a phone"],
    ["raising a seed round", "introductions to investors"],
    ["live"], "Callum Fraser-Hughes", "callum@example.com", "SunSpot Health")

add("b4-oneword-new-dads-podcast", S,
    ["postnatal depression",
     "new fathers get depressed too, but nobody screens them or even asks",
     "podcast",
     "a short podcast series for new dads plus a text check-in at six weeks with a couple of questions",
     "not started",
     "nothing is running yet, I've recorded one test episode at home",
     "advice",
     "advice on how to get maternity services to pass it on to dads"],
    {"name": "Eoin Gallagher", "email": "eoin.gallagher@example.net",
     "affiliation": "Health Service Executive, I'm a clinical psychologist in Donegal",
     "confirm": "Yes that's correct"},
    ["new fathers get depressed too"],
    ["podcast series for new dads", "text check-in at six weeks"],
    ["get maternity services to pass it on"],
    ["concept"], "Eoin Gallagher", "eoin.gallagher@example.net", "Health Service Executive")

add("b4-oneword-sepsis-elearning", S,
    ["sepsis",
     "on general wards at night, early signs of sepsis are missed and patients end up in intensive care too late",
     "e-learning",
     "a 20-minute e-learning with real case videos, and a pocket card with the warning signs",
     "350 nurses",
     "all 350 nurses in our hospital have completed it since last year",
     "translation",
     "we'd like help translating it and offering it to hospitals in other countries"],
    {"name": "Katarzyna Jabłońska", "email": "k.jablonska@example.org",
     "affiliation": "Odra Valley Regional Hospital", "confirm": "yes, correct"},
    ["early signs of sepsis are missed"],
    ["20-minute e-learning with real case videos"],
    ["help translating it"],
    ["live"], "Katarzyna Jabłońska", "k.jablonska@example.org", "Odra Valley Regional Hospital")

add("b4-oneword-market-bp", S,
    ["hypertension",
     "about half of the adults in our market have high blood pressure and don't know it",
     "market screening",
     "we train traders to check the blood pressure of other traders every Thursday and refer high readings to a nearby clinic",
     "six months",
     "six months so far in Ariaria market, about 2,000 people checked",
     "equipment",
     "we need more validated BP machines and a simple way to track whether referrals reached the clinic"],
    {"name": "Ifeanyi Okonkwo-Eze", "email": "ifeanyi.oe@example.com",
     "affiliation": "Abia Heart Foundation", "confirm": "Yes it's correct"},
    ["high blood pressure and don't know it"],
    ["train traders to check the blood pressure"],
    ["more validated BP machines", "track whether referrals reached the clinic"],
    ["live"], "Ifeanyi Okonkwo-Eze", "ifeanyi.oe@example.com", "Abia Heart Foundation")

# ---------------------------------------------------------------------------
# professional-jargon
# ---------------------------------------------------------------------------
S = "professional-jargon"

add("b4-jargon-news2-escalation", S,
    ["Failure to escalate deteriorating patients on surgical wards. Our 2025 audit (n=412): 23% of obs sets with NEWS2 ≥5 had no documented clinical review within 60 min.",
     "EPR-integrated escalation service. Subscribes to obs via FHIR R4, applies NEWS2 persistence rules (≥5 on 2 consecutive sets, or any single parameter scoring 3), auto-bleeps the CCOT and logs time-to-review.",
     "Adult surgical inpatients; users are ward nurses, F1/F2s and the critical care outreach team.",
     "Live on 4 wards since Q2. DCB0129/0160 complete, DPIA signed off, DTAC submitted.",
     "ICB funding for trust-wide roll-out; an HEI partner for a stepped-wedge cluster evaluation."],
    {"name": "Dr Oliver Ashcombe, consultant intensivist", "email": "oliver.ashcombe@example.org",
     "affiliation": "Halverton General Hospital (Halverton & Dene NHS Trust)", "confirm": "Confirmed."},
    ["Failure to escalate deteriorating patients"],
    ["EPR-integrated escalation service"],
    ["ICB funding for trust-wide roll-out", "stepped-wedge cluster evaluation"],
    ["live"], "Oliver Ashcombe", "oliver.ashcombe@example.org",
    ["Halverton General Hospital", "Halverton & Dene NHS Trust"])

add("b4-jargon-cgm-titration", S,
    ["T2DM cohort with HbA1c >75 mmol/mol despite triple therapy; 40% DNA rate at secondary-care diabetes clinics; median 7 months between titrations.",
     "CGM-guided remote insulin titration by DSNs: 14-day sensor, asynchronous review in the portal, protocolised dose changes, video consult only if TIR <50%.",
     "Adults with poorly controlled T2DM on the DNA list, skewed to working-age and deprived postcodes (IMD deciles 1-3).",
     "6-month service evaluation, n=86: mean HbA1c -14 mmol/mol, DNA rate 6%, no severe hypos.",
     "Health-economic modelling for an ICB business case, and a second site."],
    {"name": "Dr Anjali Deshmukh", "email": "anjali.deshmukh@example.com",
     "affiliation": "Westvale Diabetes Centre", "confirm": "Yes - correct."},
    ["HbA1c >75 mmol/mol despite triple therapy", "40% DNA rate"],
    ["CGM-guided remote insulin titration"],
    ["Health-economic modelling", "ICB business case"],
    ["live"], "Anjali Deshmukh", "anjali.deshmukh@example.com", "Westvale Diabetes Centre",
    idea="Remote CGM-guided titration for poorly controlled T2DM")

add("b4-jargon-deprescribing-cds", S,
    ["Polypharmacy in LTC: median 11 scheduled meds per resident, STOPP/START v3 flags on 63%, roughly 1 ADE-related ED transfer per 10 beds per year.",
     "CDS rule engine that runs STOPP/START v3 and Beers against the LTC pharmacy's dispensing data (HL7 v2 feed) and generates ranked deprescribing proposals for the attending MD/NP at the quarterly med review.",
     "LTC residents ≥65; users are consultant pharmacists and attending prescribers.",
     "Retrospective validation on 1,900 residents across 11 homes: sensitivity 0.91, PPV 0.78 vs. pharmacist consensus. Not yet used prospectively.",
     "Health Canada SaMD classification advice, and a UK site for external validation."],
    {"name": "Deepa Nandakumar, PharmD", "email": "d.nandakumar@example.net",
     "affiliation": "Georgian Bay Centre for Medication Safety", "confirm": "Correct."},
    ["Polypharmacy in LTC"],
    ["CDS rule engine", "ranked deprescribing proposals"],
    ["Health Canada SaMD classification advice", "UK site for external validation"],
    ["prototype"], "Deepa Nandakumar", "d.nandakumar@example.net", "Georgian Bay Centre for Medication Safety")

add("b4-jargon-nodule-nlp", S,
    ["Incidental pulmonary nodules on CT are under-followed: ~35% lack Fleischner-concordant surveillance at 24 months in our baseline audit.",
     "NLP pipeline over radiology reports extracts nodule size, morphology and recommendation, populates a tracking registry, and pushes reminders to the GP via MESH when a surveillance CT is overdue.",
     "Adults with incidental nodules on non-thoracic CT; users are radiology safety-netting teams and primary care.",
     "Running in shadow mode at 2 trusts for 9 months, F1 0.93 on extraction. UKCA Class IIa submission in preparation with our approved body.",
     "MHRA regulatory consultancy and Innovate UK-type grant partners."],
    {"name": "Dr Tobias Wren", "email": "tobias.wren@example.com", "affiliation": "NodeTrace Ltd",
     "confirm": "Yes"},
    ["Incidental pulmonary nodules on CT are under-followed"],
    ["NLP pipeline over radiology reports"],
    ["MHRA regulatory consultancy"],
    ["prototype"], "Tobias Wren", "tobias.wren@example.com", "NodeTrace")

add("b4-jargon-psych-ed-boarding", S,
    ["ED boarding of behavioral health patients: median ED LOS 31 h for patients awaiting inpatient psych beds; 4.2 restraint events per 100 encounters.",
     "12-chair psychiatric emergency observation unit adjacent to the ED, staffed by psych NPs and certified peer specialists, telepsychiatry overnight, 23-hour obs model.",
     "Adults in behavioral health crisis presenting to our EDs, including co-occurring SUD.",
     "Opened Jan 2025; 2,400 encounters; LOS down to 9 h, restraint rate 0.8/100, 58% discharged to community.",
     "CMS reimbursement strategy and a commercial payer partner for bundled payment."],
    {"name": "Dr Elena Vasquez-Brandt, MD MPH", "email": "evasquezbrandt@example.org",
     "affiliation": "Mercy Ridge Health System", "confirm": "Confirmed, thank you."},
    ["ED boarding of behavioral health patients"],
    ["psychiatric emergency observation unit"],
    ["CMS reimbursement strategy", "commercial payer partner"],
    ["live"], "Elena Vasquez-Brandt", "evasquezbrandt@example.org", "Mercy Ridge Health System")

add("b4-jargon-genexpert-transport", S,
    ["GeneXpert utilisation at sub-county level is ~38%, driven by cartridge stock-outs and sample-transport failures; median TB result TAT 9.4 days.",
     "Hub-and-spoke sample transport using contracted boda riders with GPS-tracked cold boxes; LIMS integrated with DHIS2 Tracker; results returned to facility and patient by SMS.",
     "Presumptive TB and DR-TB patients at level 2-3 facilities; users are facility in-charges and sub-county lab coordinators.",
     "Operational in 2 counties, 61 facilities; TAT down to 2.1 days; Xpert utilisation 81%.",
     "Co-financing aligned with the national TB programme and a costing study for national scale-up."],
    {"name": "Dr Grace Wambui Njoroge", "email": "grace.njoroge@example.com",
     "affiliation": "Afya Diagnostics Network", "confirm": "Confirmed"},
    ["GeneXpert utilisation", "sample-transport failures"],
    ["Hub-and-spoke sample transport"],
    ["costing study for national scale-up", "Co-financing"],
    ["live"], "Grace Wambui Njoroge", "grace.njoroge@example.com", "Afya Diagnostics Network")

add("b4-jargon-digital-cbti", S,
    ["NHS Talking Therapies step 2: ~45% drop-out post-assessment; insomnia comorbid in ~70% of referrals and rarely targeted; recovery rate 48% on PHQ-9/GAD-7.",
     "Digital CBT-I adjunct: sleep diary, sleep-restriction titration, actigraphy from consumer wearables, clinician dashboard; data written back to the EPR as FHIR R4 Observations.",
     "Adults at step 2 with ISI ≥15 and comorbid depression/anxiety.",
     "Feasibility RCT n=60 complete (ISRCTN registered), retention 82%; DTAC assessment in progress.",
     "Support for an NIHR i4i application, and a health economist as co-applicant."],
    {"name": "Dr Hamish Crawford-Lyle", "email": "h.crawford-lyle@example.org",
     "affiliation": "Northern Institute of Digital Psychiatry", "confirm": "Correct, thanks."},
    ["~45% drop-out post-assessment", "insomnia comorbid"],
    ["Digital CBT-I adjunct"],
    ["NIHR i4i application", "health economist as co-applicant"],
    ["prototype"], "Hamish Crawford-Lyle", "h.crawford-lyle@example.org", "Northern Institute of Digital Psychiatry")

add("b4-jargon-neonatal-thermistor", S,
    ["Post-discharge neonatal hypothermia after SNCU step-down: KMC coverage <30% at day 7; hypothermia a contributor in ~20% of post-discharge neonatal deaths in our districts.",
     "Wearable thermistor band (±0.1°C) with BLE to the ASHA's phone; alert at <36.0°C axillary-equivalent, prompts KMC and escalation to the block PHC.",
     "LBW neonates discharged from SNCUs; users are ASHAs, ANMs and mothers.",
     "CDSCO Class B licence granted; 1,200 neonates enrolled across 3 districts of Odisha over 14 months.",
     "WHO PQ pathway guidance and a manufacturing scale-up partner."],
    {"name": "Dr Sunita Mohapatra", "email": "sunita.mohapatra@example.net",
     "affiliation": "Kalinga Neonatal Research Foundation", "confirm": "Yes, confirmed"},
    ["Post-discharge neonatal hypothermia"],
    ["Wearable thermistor band"],
    ["WHO PQ pathway guidance", "manufacturing scale-up partner"],
    ["live"], "Sunita Mohapatra", "sunita.mohapatra@example.net", "Kalinga Neonatal Research Foundation")

add("b4-jargon-racf-virtual-care", S,
    ["RACF-to-ED transfers: ~40% potentially preventable per ACSQHC indicators; median ED LOS for RACF residents 7.5 h; high delirium incidence post-transfer.",
     "RN-led virtual outreach with NP oversight: ISBAR escalation from the facility's clinical software, 2-hour GP callback SLA, in-reach IV/subcut therapy where clinically appropriate.",
     "Residents of RACFs in a regional PHN catchment; users are facility RNs, NPs and GPs.",
     "12 RACFs, 18 months, 1,050 residents covered; ED transfers down 31% vs. matched controls.",
     "PHN commissioning pathway and an independent economic evaluation."],
    {"name": "Nicole Barraclough, NP", "email": "nicole.barraclough@example.com",
     "affiliation": "Coastal Virtual Care Collaborative", "confirm": "Confirmed."},
    ["RACF-to-ED transfers", "potentially preventable"],
    ["RN-led virtual outreach with NP oversight"],
    ["PHN commissioning pathway", "independent economic evaluation"],
    ["live", "established"], "Nicole Barraclough", "nicole.barraclough@example.com", "Coastal Virtual Care Collaborative")

add("b4-jargon-poaf-model", S,
    ["POAF after isolated CABG: incidence ~30% in our registry, +2.4 days LOS, associated with stroke and 30-day readmission.",
     "Gradient-boosted model on preoperative 12-lead ECG features plus perioperative variables; AUROC 0.81 on internal temporal validation (n=3,200); intended to target prophylactic amiodarone to high-risk patients.",
     "Adults undergoing CABG; users are cardiac anaesthetists and surgeons.",
     "Retrospective development only; no prospective or external validation yet.",
     "Access to a UK cardiac surgery dataset for external validation, and MDR Class IIb guidance."],
    {"name": "Dr Michał Sobczak", "email": "michal.sobczak@example.org",
     "affiliation": "Silesian Heart Institute, Katowice", "confirm": "Yes, correct."},
    ["POAF after isolated CABG"],
    ["Gradient-boosted model", "target prophylactic amiodarone"],
    ["UK cardiac surgery dataset for external validation", "MDR Class IIb guidance"],
    ["prototype"], "Michał Sobczak", "michal.sobczak@example.org", "Silesian Heart Institute")

# ---------------------------------------------------------------------------
# vague-and-hedged
# ---------------------------------------------------------------------------
S = "vague-and-hedged"

add("b4-vague-care-home-hearing", S,
    ["Hi, I'm not sure if this is the kind of thing you do, so sorry in advance.",
     "My mum's in a care home and I've noticed a lot of the residents can't really hear? The TV is always loud but nobody can follow it, and half the hearing aids are in drawers with flat batteries. I don't know if that's a proper problem or just how it is.",
     "I thought maybe some sort of volunteer thing, people going in once a week to check hearing aids are working, change batteries, clean the tubes, that sort of thing. Probably someone already does it.",
     "Well, I've sort of been doing it myself on mum's floor for a few months, maybe a dozen people? Nothing official, the manager just lets me.",
     "Honestly I don't know. Maybe advice on whether it's worth doing properly, or who I'd even talk to?"],
    {"name": "Pauline Erskine", "email": "pauline.erskine@example.net", "affiliation": "Just me really.",
     "confirm": "Yes, I think that's right"},
    ["half the hearing aids are in drawers", "can't really hear"],
    ["check hearing aids are working", "volunteer thing"],
    ["advice on whether it's worth doing properly"],
    ["concept", "live"], "Pauline Erskine", "pauline.erskine@example.net", None)

add("b4-vague-gp-registration-guide", S,
    ["Hi, it's probably silly, but my lecturer said I should put it in here anyway.",
     "I'm a pharmacy student and loads of the international students in my class don't know how to register with a GP in Ireland, so when they get sick they just go to A&E and wait nine hours. I might be wrong about how common it is.",
     "So maybe a one-page guide in a few languages, and possibly a WhatsApp number where a student volunteer answers questions? I'm not sure about the WhatsApp part.",
     "I've only done a draft of the guide, I haven't shown it to anyone except my flatmate.",
     "I don't really know, maybe someone to look over it and say if it's correct?"],
    {"name": "Mairéad Costigan", "email": "mairead.costigan@example.com",
     "affiliation": "I'm at Liffey College of Pharmacy, if that counts", "confirm": "Yes, that's it I think"},
    ["don't know how to register with a GP"],
    ["one-page guide in a few languages"],
    ["someone to look over it"],
    ["concept"], "Mairéad Costigan", "mairead.costigan@example.com", "Liffey College of Pharmacy")

add("b4-vague-sickle-cell-mothers", S,
    ["Good afternoon. I don't know if I'm in the right place, please tell me if not.",
     "In our church there are many children with sickle cell, and the mothers are alone with it. They don't know when a crisis needs hospital and when it can be managed at home, and some of the children have died. I am not a doctor so maybe I am not explaining well.",
     "What we started is a kind of support group for the mothers, once a month, and a retired nurse from the church comes and talks to them and they can call her.",
     "We have met about four times, eight families come. I don't know if that counts as anything.",
     "I am not sure what help to ask for. Maybe funding? Or training for the nurse, or for the mothers?"],
    {"name": "Ngozi Ezeh", "email": "ngozi.ezeh@example.net",
     "affiliation": "No organisation. We meet at the church in Enugu.", "confirm": "Yes it is fine, thank you"},
    ["children with sickle cell", "don't know when a crisis needs hospital"],
    ["support group for the mothers"],
    ["Maybe funding", "training for the nurse"],
    ["live"], "Ngozi Ezeh", "ngozi.ezeh@example.net", None,
    idea="support for mothers of children with sickle cell")

add("b4-vague-clubhouse-glucometer", S,
    ["Hi, not sure this even counts as healthcare innovation, it's very small.",
     "In my apartment complex in Bengaluru we have a lot of retired people with diabetes who I think don't check their sugar between doctor visits, maybe because the strips are expensive or they forget. I could be wrong.",
     "What I do, and I don't know if it's a real solution, is sit in the clubhouse on Sunday mornings with a shared glucometer, people come and test, and I put the readings in a spreadsheet they can show their doctor.",
     "Been doing it for two months, twenty-odd residents come most weeks.",
     "Not sure. I guess I'd like to know if a doctor thinks it's useful, or if I'm doing something unsafe."],
    {"name": "Vikram Sethi", "email": "vikram.sethi@example.org",
     "affiliation": "I'm on the committee of the Greenwood Residency Welfare Association, I suppose that's the only organisation",
     "confirm": "Yes, I think so"},
    ["don't check their sugar between doctor visits"],
    ["shared glucometer", "readings in a spreadsheet"],
    ["if a doctor thinks it's useful", "doing something unsafe"],
    ["live"], "Vikram Sethi", "vikram.sethi@example.org", "Greenwood Residency Welfare Association")

add("b4-vague-night-shift-driving", S,
    ["This might be nothing, but my ward manager said to mention it somewhere.",
     "After night shifts a lot of us drive home half asleep. Two nurses I know have crashed on the way home this year, one quite badly. I don't know if that's an innovation thing or more of an HR thing.",
     "I'm not sure what the answer is. Maybe nap pods in the staff room, or a taxi scheme for people who are too tired to drive? Maybe both?",
     "Nothing exists yet, it's just something we talk about at break.",
     "I suppose I'd want to know if anyone's already done it somewhere, and whether it's even allowed."],
    {"name": "Leanne Whitworth", "email": "leanne.whitworth@example.com",
     "affiliation": "Ashgrove Community Hospital", "confirm": "Yes, that's fine"},
    ["drive home half asleep"],
    ["nap pods in the staff room", "taxi scheme"],
    ["if anyone's already done it"],
    ["concept"], "Leanne Whitworth", "leanne.whitworth@example.com", "Ashgrove Community Hospital")

add("b4-vague-transplant-meds-app", S,
    ["I'm just a patient so I'm not sure I should be using this?",
     "After my kidney transplant I had to keep track of about 14 pills, blood tests twice a week, and the clinic kept changing my tacrolimus dose over the phone. I got it wrong twice. Maybe that's just me being disorganised.",
     "I sort of made a spreadsheet that turned into a tiny app, just for me, that shows today's doses and updates when the clinic calls. It's probably not very good.",
     "A few people from my transplant support group use it too now. Five, maybe?",
     "I guess someone to tell me whether it's safe, and whether a transplant clinic would ever want something like it. Sorry, that's vague."],
    {"name": "Brennan Kowalczyk", "email": "brennan.k@example.com",
     "affiliation": "No organisation, just me.", "confirm": "yes I think that's right"},
    ["keep track of about 14 pills", "got it wrong twice"],
    ["tiny app", "shows today's doses"],
    ["whether it's safe", "whether a transplant clinic would ever want"],
    ["prototype", "live"], "Brennan Kowalczyk", "brennan.k@example.com", None)

add("b4-vague-endometriosis-diary", S,
    ["Um, hi. I'm not really sure what I'm supposed to put in here.",
     "So it takes something like seven years to get diagnosed with endometriosis, and at uni I see girls missing exams and being told it's just bad periods. I don't know the exact numbers though.",
     "Maybe a symptom diary card that the student health centre hands out, so when you go to the GP you've got proof and they take you seriously? It's probably too simple.",
     "I've drafted it and my own GP said it looked good. That's it really.",
     "Probably someone who knows how you get something like this into clinics? I have no idea how that works."],
    {"name": "Tahlia Brooks", "email": "tahlia.brooks@example.net",
     "affiliation": "I study at Murray River University", "confirm": "yeah that's right"},
    ["seven years to get diagnosed with endometriosis"],
    ["symptom diary card"],
    ["get something like this into clinics"],
    ["concept"], "Tahlia Brooks", "tahlia.brooks@example.net", "Murray River University")

add("b4-vague-boda-first-aid", S,
    ["Sorry if this is the wrong place. A friend sent me the link.",
     "Here in Nakuru many boda boda riders get injured in accidents, and the other riders who come first don't know what to do, they just lift the person onto a motorbike. Some die on the way. I think it happens a lot but I have no statistics.",
     "Maybe first-aid kits for each stage, and a short training on what to do at a crash? I am not sure it is enough.",
     "One Saturday we trained maybe 30 riders, a nurse friend helped us. That is all so far.",
     "I don't know what support exactly. The kits cost money, and the nurse cannot come every time."],
    {"name": "Peter Kamau Gitonga", "email": "peter.gitonga@example.com",
     "affiliation": "I am the chairman of Nakuru Riders Welfare Group", "confirm": "Yes, okay"},
    ["boda boda riders get injured", "don't know what to do"],
    ["first-aid kits for each stage", "short training"],
    ["The kits cost money"],
    ["live"], "Peter Kamau Gitonga", "peter.gitonga@example.com", "Nakuru Riders Welfare Group")

add("b4-vague-investor-landline", S,
    ["Not sure investors are supposed to use this, apologies if not.",
     "I keep seeing pitches for remote patient monitoring that assume a smartphone and good broadband, and I suspect that leaves out a lot of people on Medicaid, especially older ones. I might be wrong about the size of it.",
     "I've been wondering about backing something that uses automated landline check-in calls, plain voice, no app. Not sure if that's a thing already.",
     "It's only a thought right now. Nothing built, no team.",
     "Maybe connecting with researchers or founders who are working on this? I'm not sure what else."],
    {"name": "Meredith Calloway", "email": "meredith@example.com",
     "affiliation": "Brightwater Health Partners, it's a small early-stage fund", "confirm": "Yes, that works"},
    ["assume a smartphone and good broadband"],
    ["automated landline check-in calls"],
    ["connecting with researchers or founders"],
    ["concept"], "Meredith Calloway", "meredith@example.com", "Brightwater Health Partners")

add("b4-vague-peer-buddy-carer", S,
    ["I don't know if this counts as something for you, I am only a carer.",
     "My brother has schizophrenia. When he leaves the hospital nobody helps him with the medicines and the appointments, and after some months he stops everything and goes back to hospital. I think many families have the same, but I am not an expert.",
     "Maybe a kind of buddy, a person who had the same illness and is well now, who is paid a little to visit and remind him? I read that in some countries they have peer workers.",
     "There is nothing like this in our town. It is only an idea in my head.",
     "I don't know exactly what help I need. Maybe contacts with mental health organisations in the UK, to learn how they do it?"],
    {"name": "Ewa Szczepańska", "email": "ewa.szczepanska@example.net",
     "affiliation": "No organisation, I am a carer.", "confirm": "Yes, it is correct"},
    ["nobody helps him with the medicines"],
    ["a kind of buddy", "peer workers"],
    ["contacts with mental health organisations in the UK"],
    ["concept"], "Ewa Szczepańska", "ewa.szczepanska@example.net", None)

# ---------------------------------------------------------------------------
# mixed-bag
# ---------------------------------------------------------------------------
S = "mixed-bag"

add("b4-mixed-linkedin-bio-gdm", S,
    ["Sophie Delacroix-Hart | Founder & CEO @ BloomBump 🌸 | Maternal health | 2x founder | Ex-management consultant | MBA | Speaker | Mum of two | Building the future of pregnancy care, one glucose reading at a time",
     "sorry, pasted my bio 😅 basically: women with gestational diabetes have to write down 4 finger-prick readings a day and post or email them to the diabetes midwife, who then drowns in paper",
     "BloomBump is an app paired with a bluetooth glucose meter, readings flow straight to the midwife's dashboard, and it flags anyone out of range",
     "pregnant women with GDM + the diabetes midwives",
     "we're in 3 NHS trusts on paid contracts since 2024, about 4,000 women so far",
     "Series A, we're raising £3m, and intros to more maternity units"],
    {"name": "Sophie Delacroix-Hart (see bio 🙂)", "email": "sophie@example.com", "affiliation": "BloomBump",
     "confirm": "yep all good ✅"},
    ["write down 4 finger-prick readings a day", "drowns in paper"],
    ["app paired with a bluetooth glucose meter"],
    ["we're raising £3m", "intros to more maternity units"],
    ["live", "established"], "Sophie Delacroix-Hart", "sophie@example.com", "BloomBump")

add("b4-mixed-two-in-one-hip-pants", S,
    ["problem: hip fractures in care homes. solution: hip protector pants that residents actually wear because they look like normal underwear",
     "care home residents, mostly women over 80 who've already had a fall. we've sold about 4,000 pairs in the last two years to 60-odd homes",
     "what we need is a route into NHS Supply Chain and some proper evidence that they cut fractures"],
    {"name": "Grant McIlroy", "email": "grant@example.net", "affiliation": "Cushla Apparel Ltd, Dundee",
     "confirm": "aye that's it"},
    ["hip fractures in care homes"],
    ["hip protector pants"],
    ["route into NHS Supply Chain", "proper evidence that they cut fractures"],
    ["established"], "Grant McIlroy", "grant@example.net", "Cushla Apparel",
    idea="Hip protectors people actually wear")

add("b4-mixed-email-typo-periods", S,
    ["Hi! I'm with Dada Afya Trust in Nairobi 🙂 we do menstrual health for schoolgirls",
     "Problem: girls miss about 4 days of school every month because of their periods, and most of what they know comes from rumours",
     "Solution: a WhatsApp chatbot in Swahili and Sheng that answers questions privately, plus pads delivered through school matrons",
     "Girls 12-18 in public secondary schools in Nairobi and Kiambu",
     "About 3,000 girls in 20 schools use it since 2023",
     "Help with monitoring & evaluation, and funding to reach more counties"],
    {"name": "Rosa Kimani",
     "email": "rosa.kimnai@example.com - sorry, typo! it's rosa.kimani@example.com",
     "affiliation": "Dada Afya Trust", "confirm": "Yes, and please use the corrected email"},
    ["girls miss about 4 days of school every month"],
    ["WhatsApp chatbot in Swahili and Sheng"],
    ["Help with monitoring & evaluation", "funding to reach more counties"],
    ["live"], "Rosa Kimani", "rosa.kimani@example.com", "Dada Afya Trust",
    mne=["rosa.kimnai@example.com"])

add("b4-mixed-phone-social-prescribing", S,
    ["Hello, quick one. I run a social prescribing service for 16-19 year olds, link workers based in sixth form colleges.",
     "Young people with anxiety or low mood wait over a year for CAMHS or adult services, and most of what helps them isn't medical anyway: sport, volunteering, money advice, a job.",
     "Our link workers meet the student, work out what matters to them, and connect them to local groups. Up to six sessions each.",
     "It's been running in two colleges in Thameside since September, around 140 students referred.",
     "We want the ICB or the council to commission it properly, and we need outcome measures that commissioners trust."],
    {"name": "Jerome Batley", "email": "jerome.batley@example.net, or ring me on 07700 900417 if easier",
     "affiliation": "Thameside Youth Wellbeing CIC",
     "confirm": "Yes thanks. The phone number's fine to include too."},
    ["wait over a year for CAMHS"],
    ["link workers based in sixth form colleges", "connect them to local groups"],
    ["commission it properly", "outcome measures that commissioners trust"],
    ["live"], "Jerome Batley", "jerome.batley@example.net", "Thameside Youth Wellbeing CIC")

add("b4-mixed-lowercase-fluoride", S,
    ["hey so im a nurse practitioner at kiwetin lake nursing station, its a fly-in first nation community in northern ontario",
     "the dentist comes maybe twice a year and in between kids get abscesses and have to be flown out for extractions under general anaesthetic, its awful for them and costs a fortune",
     "we paint silver diamine fluoride on cavities ourselves, plus a daily brushing program at the school with fluoride varnish every 3 months",
     "weve been doing it for two years, about 150 kids, medevacs for teeth went way down",
     "training materials other nursing stations could use and someone to help write it up"],
    {"name": "tanya beaulieu", "email": "tanya.beaulieu@example.org",
     "affiliation": "kiwetin lake nursing station", "confirm": "yep thats right"},
    ["kids get abscesses", "flown out for extractions"],
    ["silver diamine fluoride", "daily brushing program"],
    ["training materials", "help write it up"],
    ["live"], "tanya beaulieu", "tanya.beaulieu@example.org", "kiwetin lake nursing station",
    idea="school dental program for fly-in communities")

add("b4-mixed-all-caps-ramp", S,
    ["HELLO. MY WIFE HAS HAD MS FOR 15 YEARS AND USES A WHEELCHAIR. MOST OF OUR FRIENDS HOUSES HAVE 2 OR 3 STEPS AT THE FRONT SO WE STOPPED VISITING ANYBODY.",
     "I BUILT A FOLDING RAMP THAT FITS IN THE TRUNK OF A SEDAN AND WEIGHS 9 POUNDS. ALUMINUM AND A RUBBER TREAD. SHE CAN GO ANYWHERE NOW.",
     "ITS FOR WHEELCHAIR USERS WHO WANT TO VISIT FAMILY AND FRIENDS, NOT FOR THEIR OWN HOME WHICH ALREADY HAS A RAMP.",
     "I HAVE MADE 12 OF THEM IN MY GARAGE FOR PEOPLE FROM HER MS SUPPORT GROUP IN TUCSON. THEY ALL STILL USE THEM.",
     "I NEED SOMEBODY TO MANUFACTURE IT AND SOMEBODY TO EXPLAIN PATENTS TO ME"],
    {"name": "EARL JESSUP", "email": "EARL.JESSUP@EXAMPLE.COM", "affiliation": "NONE. JUST ME AND MY GARAGE.",
     "confirm": "YES THATS CORRECT THANK YOU"},
    ["FRIENDS HOUSES HAVE 2 OR 3 STEPS", "STOPPED VISITING ANYBODY"],
    ["FOLDING RAMP THAT FITS IN THE TRUNK"],
    ["SOMEBODY TO MANUFACTURE IT", "EXPLAIN PATENTS"],
    ["prototype", "live"], "EARL JESSUP", "EARL.JESSUP@EXAMPLE.COM", None)

add("b4-mixed-textspeak-vaping", S,
    ["hiya so basically ppl my age r vaping loads n nothing that helps u stop is actually any good, its all cringe nhs posters",
     "so me n my mate jayden made an app w streaks n a lil pet that gets sad if u vape n happy when u dont lol",
     "its 4 teens who vape obvs",
     "we made a demo in computing n like 30 ppl in yr 12 tried it for a month, 9 of them said they vaped less",
     "idk tbh money? n someone who knows abt health stuff so its not just us guessing"],
    {"name": "keeley morgan-price", "email": "keeley.mp@example.com",
     "affiliation": "ravensworth sixth form college", "confirm": "yh thats rite"},
    ["ppl my age r vaping loads"],
    ["app w streaks n a lil pet"],
    ["someone who knows abt health stuff"],
    ["prototype"], "keeley morgan-price", "keeley.mp@example.com", "ravensworth sixth form college",
    others=["jayden"])

add("b4-mixed-needs-first-pelvic-floor", S,
    ["hi! 👋 need: mentorship + a hospital pilot site. idea below",
     "after a c-section women in villages near Kolkata get no physio at all, so back pain, incontinence and weak stomach muscles for years and they just suffer silently",
     "short audio messages in Bengali, 2 mins a day, that walk them through pelvic floor and core exercises, sent on basic phones + one home visit from a trained didi",
     "tested with 40 women in two villages for 8 weeks ✅ most kept going",
     "that's it 🙏"],
    {"name": "Ishita Banerjee", "email": "ishita.banerjee@example.org",
     "affiliation": "Sundarban Women's Health Collective", "confirm": "yes ✅"},
    ["get no physio at all"],
    ["short audio messages in Bengali"],
    ["mentorship", "a hospital pilot site"],
    ["live"], "Ishita Banerjee", "ishita.banerjee@example.org", "Sundarban Women's Health Collective")

add("b4-mixed-url-music-dementia", S,
    ["Hi, I'm the administrator at Bluebonnet Senior Living in Austin, we have five memory care communities. More at https://www.example.org/bluebonnet-music",
     "We do personalised music: every resident with dementia gets a playlist built with their family, on headphones, at the time of day they usually get agitated.",
     "Late-afternoon agitation ('sundowning') leads to antipsychotic prescriptions, and those drugs raise the risk of falls, stroke and death.",
     "Residents of memory care, plus their families, who help build the playlists.",
     "Two years now across all five communities. Antipsychotic use is down but we've never studied it properly.",
     "An academic partner to study the antipsychotic reduction, and maybe funding for headphones."],
    {"name": "Lorena Castillo-Pike", "email": "lorena.castillopike@example.com",
     "affiliation": "Bluebonnet Senior Living", "confirm": "Yes, that all looks right."},
    ["antipsychotic prescriptions", "Late-afternoon agitation"],
    ["personalised music", "playlist built with their family"],
    ["academic partner to study the antipsychotic reduction", "funding for headphones"],
    ["live", "established"], "Lorena Castillo-Pike", "lorena.castillopike@example.com", "Bluebonnet Senior Living")

add("b4-mixed-one-line-contact-blood", S,
    ["Blood. When there's a road crash or a bleeding mother, hospitals in Port Harcourt often have no blood for that group, and families are sent out to find donors themselves.",
     "LifeDrop is a WhatsApp-based registry of voluntary donors: a hospital posts the need, we match by blood group and area, and a donor is at the hospital within hours.",
     "Since 2022: about 1,800 registered donors and 640 units given.",
     "We want a formal partnership with the state blood service, and a proper app instead of WhatsApp."],
    {"name": "name: Adaeze Nwachukwu, email: adaeze.n@example.com, org: LifeDrop Port Harcourt",
     "email": "already in my last message, adaeze.n@example.com",
     "affiliation": "LifeDrop Port Harcourt (see above)", "confirm": "All correct, yes"},
    ["no blood for that group", "sent out to find donors"],
    ["WhatsApp-based registry of voluntary donors"],
    ["formal partnership with the state blood service", "a proper app instead of WhatsApp"],
    ["live"], "Adaeze Nwachukwu", "adaeze.n@example.com", "LifeDrop Port Harcourt")


# ---------------------------------------------------------------------------
# checks
# ---------------------------------------------------------------------------
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
URL_RE = re.compile(r"(?:https?://|www\.)([A-Za-z0-9.-]+)", re.I)
ID_RE = re.compile(r"^b4-[a-z0-9]+(?:-[a-z0-9]+)*$")
STAGE_WORD_RE = re.compile(
    r"\b(concept|prototypes?|pilot(?:s|ing|ed)?|established|mvp|early[- ]stage|idea stage)\b", re.I)
TITLES = {"dr", "prof", "prof.", "elder", "pharm.", "mr", "mrs", "ms"}


def messages(conv):
    out = []
    if "idea" in conv:
        out.append(conv["idea"])
    out.extend(conv["script"])
    out.extend(v for v in conv["answers"].values())
    return out


def full_text(conv):
    return "\n".join(messages(conv))


def domain_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in EXAMPLE_DOMAINS)


def check(convs):
    errors = []
    err = errors.append

    if len(convs) != 80:
        err(f"expected 80 conversations, got {len(convs)}")
    per_style = Counter(c["style"] for c in convs)
    for st in STYLES:
        if per_style.get(st, 0) != 10:
            err(f"style {st}: expected 10, got {per_style.get(st, 0)}")
    for st in per_style:
        if st not in STYLES:
            err(f"unknown style {st}")

    ids = [c["id"] for c in convs]
    for cid, n in Counter(ids).items():
        if n > 1:
            err(f"duplicate id {cid}")
    idea_count = 0

    for c in convs:
        cid = c["id"]
        if not ID_RE.match(cid):
            err(f"{cid}: id is not kebab-case starting with b4-")
        keys = list(c.keys())
        allowed = ["id", "style", "language", "idea", "script", "answers", "gold", "must_not_email"]
        for k in keys:
            if k not in allowed:
                err(f"{cid}: unexpected key {k}")
        if c["language"] != "en":
            err(f"{cid}: language should be en")
        if "idea" in c:
            idea_count += 1
            if not isinstance(c["idea"], str) or not c["idea"].strip():
                err(f"{cid}: empty idea")
        if not (1 <= len(c["script"]) <= 8):
            err(f"{cid}: {len(c['script'])} script messages (want 1-8)")
        for m in c["script"]:
            if not isinstance(m, str) or not m.strip():
                err(f"{cid}: empty script message")
        for k, v in c["answers"].items():
            if k not in ("name", "email", "affiliation", "confirm"):
                err(f"{cid}: unexpected answers key {k}")
            if not isinstance(v, str) or not v.strip():
                err(f"{cid}: empty answer {k}")

        gold = c["gold"]
        if list(gold.keys()) != GOLD_KEYS:
            err(f"{cid}: gold keys {list(gold.keys())}")
        text = full_text(c)
        for k in GOLD_KEYS:
            v = gold.get(k)
            if v is None:
                continue
            if not isinstance(v, list) or not v:
                err(f"{cid}: gold {k} must be null or a non-empty list")
                continue
            if k == "project_stage":
                if not (1 <= len(v) <= 2) or len(set(v)) != len(v):
                    err(f"{cid}: project_stage must have one or two distinct values")
                for s in v:
                    if s not in STAGES:
                        err(f"{cid}: invalid stage {s!r}")
                continue
            if not (1 <= len(v) <= 3):
                err(f"{cid}: gold {k} has {len(v)} phrases (want 1-3)")
            for ph in v:
                if not isinstance(ph, str) or not ph.strip():
                    err(f"{cid}: empty gold phrase in {k}")
                    continue
                if ph not in text:
                    err(f"{cid}: gold {k} phrase not in text: {ph!r}")
                if len(ph.split()) > 10:
                    err(f"{cid}: gold {k} phrase longer than 10 words: {ph!r}")
        for k in ("problem", "solution", "project_stage", "full_name"):
            if gold.get(k) is None:
                err(f"{cid}: gold {k} should not be null in this batch")

        # addresses and hosts
        gold_emails = [e.lower() for e in (gold.get("email") or [])]
        for e in gold_emails:
            m = EMAIL_RE.fullmatch(e)
            if not m or not domain_ok(m.group(1)):
                err(f"{cid}: gold email not an example-domain address: {e!r}")
        mne = [a.lower() for a in c["must_not_email"]]
        for a in mne:
            if a in gold_emails:
                err(f"{cid}: must_not_email contains the gold email {a}")
            if a not in text.lower():
                err(f"{cid}: must_not_email address not in text: {a}")
        for m in EMAIL_RE.finditer(text):
            addr = m.group(0).lower().rstrip(".")
            if not domain_ok(m.group(1)):
                err(f"{cid}: non-example address {addr}")
            if addr not in gold_emails and addr not in mne:
                err(f"{cid}: address {addr} is neither the gold email nor in must_not_email")
        for m in URL_RE.finditer(text):
            if not domain_ok(m.group(1)):
                err(f"{cid}: non-example URL host {m.group(1)}")

        # style-specific shape checks
        name_phrases = gold.get("full_name") or []
        if c["style"] == "introductions":
            first = c["script"][0]
            if not any(n in first for n in name_phrases):
                err(f"{cid}: introductions should give the name in the first message")
            if not any(a in first for a in (gold.get("affiliation") or [])):
                err(f"{cid}: introductions should give the organisation in the first message")
        if c["style"] == "whole-team":
            if len(OTHER_NAMES.get(cid, [])) < 2:
                err(f"{cid}: whole-team should name at least two other people")
            if any(n in c["script"][0] for n in name_phrases):
                err(f"{cid}: whole-team visitor's own name should come later, not in the first message")
        if c["style"] == "one-word-then-more":
            if len(c["script"][0].split()) > 2 or len(c["script"][1].split()) < 8:
                err(f"{cid}: one-word-then-more should open with 1-2 words then a sentence")
        for other in OTHER_NAMES.get(cid, []):
            if other not in text:
                err(f"{cid}: other name {other!r} not in text")

    if idea_count > 0.3 * len(convs):
        err(f"idea used in {idea_count} conversations (max 30%)")

    # no message longer than 25 characters in two conversations
    seen = defaultdict(set)
    for c in convs:
        for m in messages(c):
            key = " ".join(m.lower().split())
            if len(key) > 25:
                seen[key].add(c["id"])
    for key, where in seen.items():
        if len(where) > 1:
            err(f"message repeated in {sorted(where)}: {key[:60]!r}")

    # names: a gold full name appears in no other conversation, and no name
    # token (first name or surname) is shared between two conversations' people
    texts = {c["id"]: full_text(c).lower() for c in convs}
    token_owner = {}
    for c in convs:
        cid = c["id"]
        people = list(c["gold"]["full_name"] or []) + OTHER_NAMES.get(cid, [])
        for n in c["gold"]["full_name"] or []:
            pat = re.compile(r"(?<!\w)" + re.escape(n.lower()) + r"(?!\w)")
            for oid, t in texts.items():
                if oid != cid and pat.search(t):
                    err(f"{cid}: gold name {n!r} also appears in {oid}")
        tokens = set()
        for n in people:
            for tok in n.lower().replace(",", " ").split():
                if tok in TITLES or len(tok) < 3:
                    continue
                tokens.add(tok)
        for tok in tokens:
            if tok in token_owner and token_owner[tok] != cid:
                err(f"name part {tok!r} used in {token_owner[tok]} and {cid}")
            token_owner.setdefault(tok, cid)

    # most visitors state their stage implicitly
    implicit = sum(1 for c in convs if not STAGE_WORD_RE.search(full_text(c)))
    if implicit < 0.6 * len(convs):
        err(f"only {implicit} conversations state their stage implicitly (want at least 60%)")

    return errors, idea_count, implicit


def main():
    errors, idea_count, implicit = check(CONVERSATIONS)
    if errors:
        for e in errors:
            print("ERROR:", e)
        print(f"{len(errors)} error(s); {os.path.basename(OUT)} not written.")
        sys.exit(1)
    # The earlier batches' JSON names the content fields as the product does (added by the
    # development session after writing, so that one reader serves every batch).
    product_keys = {"problem": "problem_statement", "solution": "solution_description", "support": "support_needed"}
    written = [{**c, "gold": {product_keys.get(k, k): v for k, v in c["gold"].items()}} for c in CONVERSATIONS]
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(written, f, ensure_ascii=False, indent=2)
        f.write("\n")
    counts = Counter(c["style"] for c in CONVERSATIONS)
    print(f"wrote {len(CONVERSATIONS)} conversations to {os.path.basename(OUT)}")
    for st in STYLES:
        print(f"  {st}: {counts[st]}")
    print(f"  with idea: {idea_count}; stage stated only implicitly: {implicit}")
    print(f"  null affiliation: {sum(1 for c in CONVERSATIONS if c['gold']['affiliation'] is None)}; "
          f"with must_not_email: {sum(1 for c in CONVERSATIONS if c['must_not_email'])}")


if __name__ == "__main__":
    main()
