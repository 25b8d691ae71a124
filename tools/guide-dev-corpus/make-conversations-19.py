#!/usr/bin/env python3
"""Nineteenth batch of website-chat conversations for the consortium's AI guide.

Holds every conversation, checks them, and writes conversations-19.json next to itself.
Run:  python3 make-conversations-19.py            (check, then write)
      python3 make-conversations-19.py --selftest (break copies of the data, show each check catches it)
Standard library only.
"""
import copy
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "conversations-19.json")

STYLE_COUNTS = {
    "questions-back": 25,
    "numbered-list": 12,
    "refuses-email": 10,
    "one-long-message": 5,
    "chatty-emoji": 8,
}
TOTAL = 60
STAGES = {"concept", "prototype", "live", "established"}
GOLD_KEYS = ["problem_statement", "solution_description", "support_needed", "project_stage",
             "full_name", "email", "affiliation"]
TOP_KEYS = {"id", "style", "language", "idea", "script", "answers", "gold", "must_not_email"}
REQUIRED_TOP = TOP_KEYS - {"idea"}
ANSWER_KEYS = {"name", "email", "affiliation", "confirm"}
# check-only keys (never written): which styles may carry each
PRIVATE = {
    "_stage_says": None,      # every conversation
    "_implicit": None,        # every conversation
    "_people": None,          # any style
    "_asks": {"questions-back", "numbered-list", "one-long-message", "chatty-emoji", "refuses-email"},
    "_rhetorical": {"questions-back"},
    "_refusal": {"refuses-email"},
    "_offer": {"refuses-email"},
    "_later": {"refuses-email"},
    "_list_kind": {"numbered-list"},
    "_split_list": {"numbered-list"},
    "_old_email": None,
}
LIST_KINDS = {
    "num-dot": r"^\d+\.\s",
    "num-paren": r"^\d+\)\s",
    "dash": r"^-\s",
    "star": r"^\*\s",
    "bullet": r"^\u2022\s",
    "letter-paren": r"^[a-h]\)\s",
    "roman": r"^(i|ii|iii|iv|v|vi)\.\s",
    "step": r"^Step \d+:",
    "md-heading": r"^#{2,4}\s\S",
    "keycap": "^[1-9]\ufe0f\u20e3",
    "num-slash": r"^\d+/\s",
    "bold-label": r"^\*\*[^*]+\*\*",
}
STAGE_WORDS = re.compile(
    r"\b(concepts?|ideas?|prototyp\w*|pilot\w*|live|lives|established|early[- ]stage|mvp|"
    r"beta|launch\w*|stages?)\b", re.I)
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
SPOKEN_RE = re.compile(r"\b\w+ at \w+ dot (?:com|org|net|io|co)\b", re.I)
URL_RE = re.compile(r"https?://|www\.|\b[a-z0-9-]+\.(?:com|org|net|io|co\.uk|de|fr)\b", re.I)
PHONE_RE = re.compile(r"(?:\d[\s.\-]?){8,}")
OK_DOMAINS = {"example.org", "example.com", "example.net"}
EMOJI_RE = re.compile("[\u2600-\u27bf\U0001F300-\U0001FAFF]")
NONE_ANSWER = re.compile(r"^\s*(none|no|nope|not)\b", re.I)
PARTICLES = {"anak", "van", "von", "de", "del", "da", "dos", "bin", "binti", "al", "el", "la",
             "mac", "mc", "thi", "ni"}

# Towns and name parts from the Eighteenth batch's section (must not be reused here).
OLD_TOWNS = [
    "Kumasi", "Tamale", "Multan", "Ghent", "Cluj", "Recife", "Tartu", "Sylhet", "Medellín",
    "Pécs", "Tromsø", "Chiang Rai", "Enugu", "Cuenca", "Kutaisi", "Imereti", "Łódź", "Windhoek",
    "Iloilo", "Leipzig", "Dundee", "Sfax", "Kandy", "Peradeniya", "Stoke-on-Trent", "Wigan",
    "Exeter", "Wolverhampton", "Bath", "Derby", "Swindon", "Aberystwyth", "Ceredigion",
    "Snowdonia", "Inverness", "Limerick", "Thessaloniki", "Valletta", "Suva", "Vanuatu",
    "Cochabamba", "Daegu", "Montego Bay", "Shymkent", "Rosario", "Santa Fe", "Córdoba", "Lae",
    "Markham", "Nuuk", "Zaragoza", "Sendai", "Ndola", "Apia", "Lille", "Battambang", "Tucson",
    "Anchorage", "Grand Rapids", "Alexandria", "Plovdiv", "Durban", "Pokhara", "Kaski",
    "Musanze", "Ipoh", "Fès", "Thiès", "Daugavpils", "Riga", "Limassol", "Novi Sad",
    "Santo Domingo", "Izmir", "Shkodër", "Paysandú", "Luxembourg", "Hobart", "Bratislava",
    "Port of Spain", "Lviv", "Bilbao", "Port Louis", "Coimbatore", "Khomas", "Frigorífico",
]
OLD_NAME_PARTS = [
    "Ioana", "Mureșan", "Zsófia", "Kertész", "Verónica", "Pacheco", "Guamán", "Andrés", "Felipe",
    "Ospina", "Maëlle", "Dufresne", "Valdis", "Ozoliņš", "Milorad", "Stojanović", "Zuzana",
    "Hrušovská", "Sokha", "Chhun", "Janine", "Whittle", "Brianna", "Kowalczyk", "Ruth",
    "Abernethy", "Roberta", "Camilleri", "Jiwoo", "Dorcas", "Kapi", "Litia", "Naivalu",
    "Aigerim", "Seitkali", "Hoffmann", "Tenbrink", "Ervin", "Erjon", "Dervishi", "Tomasz",
    "Wierzbicki", "Luana",
]


def G(p, s, n, st, name, email, aff):
    """Gold in the README's key order."""
    return {
        "problem_statement": p,
        "solution_description": s,
        "support_needed": n,
        "project_stage": st,
        "full_name": name,
        "email": [email] if isinstance(email, str) else email,
        "affiliation": aff,
    }


def C(cid, style, script, answers, gold, says, implicit, must_not_email=(), idea=None, **extra):
    d = {"id": "b19-" + cid, "style": style, "language": "en"}
    if idea is not None:
        d["idea"] = idea
    d["script"] = list(script)
    d["answers"] = answers
    d["gold"] = gold
    d["must_not_email"] = list(must_not_email)
    d["_stage_says"] = says
    d["_implicit"] = implicit
    d.update(extra)
    return d


CONVERSATIONS = []
add = CONVERSATIONS.append
# ---------------------------------------------------------------- questions-back (25)
QB = "questions-back"

add(C("qb-arusha-antivenom-map", QB, [
    "Before I start - is this a bot or a real person? Either way is fine. I'm a clinical officer "
    "in Arusha and people bitten by snakes often die on the way because nobody knows which clinic "
    "has antivenom in stock.",
    "Our answer is a shared stock map: each clinic texts its vial count every Monday and the "
    "herders' radio station reads out where to go.",
    "Clinics in two districts have texted their counts every Monday since March, and the radio "
    "reads it out after the news.",
    "We need money for vials and someone who knows the health ministry's supply people.",
], {"name": "Baraka Mollel", "email": "baraka.mollel@example.org",
    "affiliation": "Meru District Health Office", "confirm": "Yes, all correct."},
    G(["nobody knows which clinic has antivenom"], ["a shared stock map", "each clinic texts its vial count"],
      ["money for vials", "someone who knows the health ministry's supply people"], ["live"],
      ["Baraka Mollel"], "baraka.mollel@example.org", ["Meru District Health Office"]),
    "have texted their counts every Monday since March", True,
    _asks=["is this a bot or a real person?"]))

add(C("qb-graz-beeping-pillbox", QB, [
    "My dad has Parkinson's and his tablets have to be taken on the dot, but he loses track of "
    "time and then he freezes up in the kitchen. This is in Graz.",
    "Would a pill box that beeps and sends my brother a text count as a solution? Because that's "
    "what I've made from an electronics kit.",
    "Only dad has used it, for about five weeks. It's held together with tape, honestly.",
    "What I need is an engineer to make it less ugly and a bit of cash for parts. Does it matter "
    "that I'm not a company?",
], {"name": "Ferdinand Aigner", "email": "ferdl.aigner@example.net",
    "affiliation": "No organisation, just me", "confirm": "Yes thanks"},
    G(["his tablets have to be taken on the dot", "he loses track of time"],
      ["a pill box that beeps", "sends my brother a text"],
      ["an engineer to make it less ugly", "a bit of cash for parts"], ["prototype"],
      ["Ferdinand Aigner"], "ferdl.aigner@example.net", None),
    "Only dad has used it, for about five weeks", True,
    _asks=["Would a pill box that beeps and sends my brother a text count as a solution?",
           "Does it matter that I'm not a company?"]))

add(C("qb-porto-pelvic-floor", QB, [
    "Hi! I'm a women's health physio in Porto. After birth a lot of women leak when they cough or "
    "run and think it's just normal now.",
    "We've made an app with five-minute pelvic floor routines and a little vibration cue so you "
    "know you're squeezing the right muscles.",
    "What do you mean by stage? Like how far along we are, or something else?",
    "Ok got it. Then we're at prototype: 40 mums from my clinic have tried it for 8 weeks and we "
    "measured less leaking. Nobody pays for it yet.",
    "Support: a gynaecologist to co-sign the results, and advice on CE marking. Who decides "
    "whether we get help, by the way?",
], {"name": "Inês Cardoso Reis", "email": "ines.reis@example.com",
    "affiliation": "Clínica Mãe Forte", "confirm": "Yes, that's right, obrigada"},
    G(["leak when they cough or run"],
      ["an app with five-minute pelvic floor routines", "a little vibration cue"],
      ["a gynaecologist to co-sign the results", "advice on CE marking"], ["prototype"],
      ["Inês Cardoso Reis"], "ines.reis@example.com", ["Clínica Mãe Forte"]),
    "Then we're at prototype", False,
    _asks=["What do you mean by stage? Like how far along we are, or something else?",
           "Who decides whether we get help, by the way?"]))

add(C("qb-galway-endo-diary", QB, [
    "Where does this chat get stored, and is it shared with anyone outside the consortium? I'd "
    "like to know before I go into detail.",
    "OK. Women here in Galway wait about eight years for an endometriosis diagnosis because GPs "
    "see the pain as just bad periods.",
    "I'm building a symptom diary that turns three months of entries into a one-page summary for "
    "the GP.",
    "It's only a concept - some paper mock-ups and a survey of 120 women.",
    "We need a digital health developer and a GP practice willing to try it. Will you need our "
    "survey data, or just this summary?",
], {"name": "Saoirse Ní Bhriain", "email": "saoirse.nibhriain@example.org",
    "affiliation": "Corrib Women's Health Network", "confirm": "Yes. Thank you."},
    G(["wait about eight years for an endometriosis diagnosis", "see the pain as just bad periods"],
      ["a symptom diary", "a one-page summary for the GP"],
      ["a digital health developer", "a GP practice willing to try it"], ["concept"],
      ["Saoirse Ní Bhriain"], "saoirse.nibhriain@example.org", ["Corrib Women's Health Network"]),
    "It's only a concept", False,
    _asks=["Where does this chat get stored, and is it shared with anyone outside the consortium?",
           "Will you need our survey data, or just this summary?"]))

add(C("qb-mombasa-menstrual-cups", QB, [
    "How much does it cost to apply? We're a tiny group in Mombasa and can't pay fees.",
    "Girls at our schools miss about four days a month because pads cost too much. We give out "
    "menstrual cups and teach a 40-minute class on using them safely.",
    "So far 900 girls in 11 schools have cups, and the head teachers tell us absence has dropped "
    "since 2023.",
    "What we need: money for more cups and a nurse for the classes. Also, can a youth group "
    "apply, or must it be a registered charity?",
], {"name": "Zawadi Achieng", "email": "zawadi.achieng@example.com",
    "affiliation": "Pwani Girls Forward", "confirm": "Yes, that's us!"},
    G(["miss about four days a month", "pads cost too much"],
      ["give out menstrual cups", "a 40-minute class on using them safely"],
      ["money for more cups", "a nurse for the classes"], ["live"],
      ["Zawadi Achieng"], "zawadi.achieng@example.com", ["Pwani Girls Forward"]),
    "900 girls in 11 schools have cups", True,
    _asks=["How much does it cost to apply?",
           "can a youth group apply, or must it be a registered charity?"]))

add(C("qb-winnipeg-trucker-apnoea", QB, [
    "how long does it usually take to hear back? we have a trucking conference in three weeks",
    "Long-haul truck drivers out of Winnipeg fall asleep at the wheel because their sleep apnoea "
    "is never diagnosed. We put a home sleep test in the cab kit at the depot, and a nurse calls "
    "with results.",
    "We've run it since 2021 with four freight companies; they pay us per driver tested.",
    "Help needed: an introduction to insurers, and a study partner to show fewer crashes. Also "
    "wondering if being in Canada rules us out",
], {"name": "Marcel Beaulieu", "email": "marcel.beaulieu@example.com",
    "affiliation": "Prairie Haul Health", "confirm": "Yes, send it."},
    G(["fall asleep at the wheel", "sleep apnoea is never diagnosed"],
      ["a home sleep test in the cab kit", "a nurse calls with results"],
      ["an introduction to insurers", "a study partner to show fewer crashes"], ["established"],
      ["Marcel Beaulieu"], "marcel.beaulieu@example.com", ["Prairie Haul Health"]),
    "they pay us per driver tested", True,
    _asks=["how long does it usually take to hear back?",
           "Also wondering if being in Canada rules us out"]))

add(C("qb-bamako-clay-filters", QB, [
    "Do you only fund UK projects? We are in Bamako, Mali.",
    "Children get diarrhoea from well water in our neighbourhood. We make clay water filters with "
    "a local potter, coated with silver, and sell them cheap at the market.",
    "The potter has made 300 filters and families have bought them since last year. We test the "
    "water before and after.",
    "We need lab testing of the filters and money for a bigger kiln. Do you also help with lab "
    "tests or only money?",
], {"name": "Aminata Keïta", "email": "aminata.keita@example.net",
    "affiliation": "Association Eau Saine", "confirm": "Yes it is correct"},
    G(["diarrhoea from well water"], ["clay water filters", "coated with silver"],
      ["lab testing of the filters", "money for a bigger kiln"], ["live"],
      ["Aminata Keïta"], "aminata.keita@example.net", ["Association Eau Saine"]),
    "families have bought them since last year", True,
    _asks=["Do you only fund UK projects?", "Do you also help with lab tests or only money?"]))

add(C("qb-brno-seizure-watch", QB, [
    "Before I describe it: is there an NDA? We have a patent pending and my co-founder is nervous.",
    "Fine, in broad terms. People with epilepsy forget their seizures or can't describe them, so "
    "neurologists adjust drugs blind. Our watch app logs the shaking, heart rate and time "
    "automatically and builds a seizure diary.",
    "We have a working prototype; 25 patients at a Brno clinic wore it for three months.",
    "We need clinical trial partners and an IP lawyer. And who owns what if the consortium helps - "
    "do you take any rights?",
], {"name": "Vojtěch Kolář", "email": "v.kolar@example.com",
    "affiliation": "Neurologg s.r.o.", "confirm": "Correct."},
    G(["forget their seizures or can't describe them", "neurologists adjust drugs blind"],
      ["Our watch app logs the shaking", "builds a seizure diary"],
      ["clinical trial partners", "an IP lawyer"], ["prototype"],
      ["Vojtěch Kolář"], "v.kolar@example.com", ["Neurologg"]),
    "We have a working prototype", False,
    _asks=["is there an NDA?", "who owns what if the consortium helps - do you take any rights?"]))

add(C("qb-cork-school-diabetes", QB, [
    "My daughter has type 1 diabetes and her school in Cork panicked the first time her sugar "
    "went low. Teachers get no training at all.",
    "So I wrote a 30-minute video course with a diabetes nurse and a one-page card for the staff "
    "room wall.",
    "Nineteen schools in the county have done the course since September, and two asked for a "
    "refresher.",
    "Support needed: someone to get it into the teacher training colleges. And honestly some "
    "money for the nurse's time. What happens after this chat - does someone call me, or do I "
    "fill in a form?",
], {"name": "Aoife Twomey", "email": "aoife.twomey@example.net",
    "affiliation": "no, I'm doing this as a parent", "confirm": "Yes perfect"},
    G(["Teachers get no training at all", "school in Cork panicked"],
      ["a 30-minute video course", "a one-page card for the staff room wall"],
      ["get it into the teacher training colleges", "some money for the nurse's time"], ["live"],
      ["Aoife Twomey"], "aoife.twomey@example.net", None),
    "Nineteen schools in the county have done the course since September", True,
    _asks=["What happens after this chat - does someone call me, or do I fill in a form?"]))

add(C("qb-dunedin-mens-shed", QB, [
    "Older men in Dunedin who lose their wives often just stop leaving the house. Why do you need "
    "my email, though? Can't you just show me the result here?",
    "Fine. What we do: a workshop shed where they fix bikes for kids, with a GP nurse dropping in "
    "monthly for health checks.",
    "We have 30 regulars, been going six years, and the council pays the rent.",
    "We'd like advice on measuring the health effect and a grant for tools.",
], {"name": "Hemi Tawhiri", "email": "hemi.tawhiri@example.org",
    "affiliation": "Otepoti Men's Shed Trust", "confirm": "Yep"},
    G(["just stop leaving the house"],
      ["a workshop shed where they fix bikes for kids", "a GP nurse dropping in monthly"],
      ["advice on measuring the health effect", "a grant for tools"], ["established"],
      ["Hemi Tawhiri"], "hemi.tawhiri@example.org", ["Otepoti Men's Shed Trust"]),
    "been going six years, and the council pays the rent", True,
    _asks=["Why do you need my email, though?", "Can't you just show me the result here?"]))

add(C("qb-hanoi-antibiotic-checklist", QB, [
    "Who reads these chats? Is it a doctor, a panel, or just the AI? And in what language will "
    "you send the summary?",
    "In Hanoi you can buy antibiotics at any pharmacy without a prescription, so people take them "
    "for colds. We made a pharmacy poster and a 3-question checklist the pharmacist asks before "
    "selling. Is that the kind of thing you support?",
    "It has been live in 60 pharmacies since 2022.",
    "We need help with evaluation - did sales really go down? - and a partner to print at scale.",
], {"name": "Phạm Thu Trang", "email": "trang.pham@example.com",
    "affiliation": "Red River Pharmacy Network", "confirm": "Yes, correct, thank you"},
    G(["buy antibiotics at any pharmacy without a prescription", "people take them for colds"],
      ["a pharmacy poster", "a 3-question checklist"],
      ["help with evaluation", "a partner to print at scale"], ["live"],
      ["Phạm Thu Trang"], "trang.pham@example.com", ["Red River Pharmacy Network"]),
    "It has been live in 60 pharmacies since 2022.", False,
    _asks=["Who reads these chats?", "Is it a doctor, a panel, or just the AI?",
           "And in what language will you send the summary?",
           "Is that the kind of thing you support?"]))

add(C("qb-kochi-plantation-shoes", QB, [
    "We hand out rubber shoes to tea and rubber plantation workers near Kochi because hookworm "
    "gets in through bare feet - is that even health innovation or more charity? - and we run a "
    "deworming day each spring.",
    "12,000 pairs since 2017, paid by two estate owners now.",
    "We need research support to show anaemia goes down.",
], {"name": "Reji Puthenpura", "email": "reji.p@example.net",
    "affiliation": "Malabar Barefoot Trust", "confirm": "Yes, fine."},
    G(["hookworm gets in through bare feet"], ["hand out rubber shoes", "a deworming day each spring"],
      ["research support to show anaemia goes down"], ["established"],
      ["Reji Puthenpura"], "reji.p@example.net", ["Malabar Barefoot Trust"]),
    "12,000 pairs since 2017, paid by two estate owners now", True,
    _asks=["is that even health innovation or more charity?"]))

add(C("qb-aberdeen-trawler-listeners", QB, [
    "My brother fishes out of Aberdeen. Last winter a lad on his boat went overboard on purpose. "
    "Who do you talk to at 3am on a trawler? Nobody. Who notices you're not right? Nobody either.",
    "So a few of us trained as peer listeners, one per boat, with a satellite text line to a "
    "counsellor ashore.",
    "It runs on 14 boats since January. The skippers asked for it.",
    "We need a counsellor's hours paid and the satellite costs. Is this the sort of thing you'd "
    "look at, or too far from hospitals?",
], {"name": "Callum Buchan", "email": "callum.buchan@example.org",
    "affiliation": "Fisher Folk Listening", "confirm": "aye that's it"},
    G(["went overboard on purpose", "Who do you talk to at 3am on a trawler"],
      ["trained as peer listeners, one per boat", "a satellite text line to a counsellor"],
      ["a counsellor's hours paid", "the satellite costs"], ["live"],
      ["Callum Buchan"], "callum.buchan@example.org", ["Fisher Folk Listening"]),
    "It runs on 14 boats since January", True,
    _asks=["Is this the sort of thing you'd look at, or too far from hospitals?"],
    _rhetorical=["Who do you talk to at 3am on a trawler?", "Who notices you're not right?"]))

add(C("qb-lilongwe-paraffin-bottles", QB, [
    "just checking whether you take projects from Malawi i guess you do since the site says global",
    "Small children in Lilongwe drink paraffin that mothers keep in soda bottles. We give out "
    "bright red bottles with a child-proof cap and a skull sticker.",
    "done in 3 markets for a year, 4,000 bottles",
    "we'd like a partner for bottle production and some money for radio adverts, not sure if you "
    "fund adverts",
], {"name": "Chikondi Banda", "email": "chikondi.banda@example.com",
    "affiliation": "Safe Home Malawi", "confirm": "yes"},
    G(["drink paraffin that mothers keep in soda bottles"],
      ["bright red bottles with a child-proof cap"],
      ["a partner for bottle production", "some money for radio adverts"], ["live"],
      ["Chikondi Banda"], "chikondi.banda@example.com", ["Safe Home Malawi"]),
    "done in 3 markets for a year, 4,000 bottles", True,
    _asks=["just checking whether you take projects from Malawi", "not sure if you fund adverts"]))

add(C("qb-trondheim-icu-diary", QB, [
    "We run follow-up for ICU survivors in Trondheim: nurses write a diary at the bedside while "
    "the patient is sedated, then go through it with them after.",
    "Am I talking to a person right now? Sorry, the replies are very fast. Anyway, the problem: "
    "patients have nightmares and false memories after intensive care and don't know what really "
    "happened.",
    "It's established here - every ICU patient staying over 48 hours gets a diary since 2015. We "
    "want to take it to other hospitals.",
    "Need: help with a digital version and training material.",
], {"name": "Ingrid Solbakken", "email": "ingrid.solbakken@example.org",
    "affiliation": "Nidelva University Hospital", "confirm": "Yes, correct"},
    G(["nightmares and false memories after intensive care"],
      ["nurses write a diary at the bedside", "go through it with them after"],
      ["help with a digital version", "training material"], ["established"],
      ["Ingrid Solbakken"], "ingrid.solbakken@example.org", ["Nidelva University Hospital"]),
    "It's established here", False,
    _asks=["Am I talking to a person right now?"]))

add(C("qb-krakow-anorexia-parents", QB, [
    "Parents of teens with anorexia in Kraków wait months for a clinic and feel totally alone. We "
    "built an online course plus weekly video groups led by parents who've been through it.",
    "Can you send the summary to my co-founder Weronika too? weronika.zaleska@example.com",
    "42 families have done the course in the last year. We charge nothing so far.",
    "Needed: a psychiatrist to check content, and funding for moderators. Does the consortium "
    "work with Polish hospitals?",
], {"name": "Małgorzata Dudek", "email": "m.dudek@example.net",
    "affiliation": "Fundacja Bliżej", "confirm": "Yes - only to me then, that's fine"},
    G(["wait months for a clinic", "feel totally alone"],
      ["an online course plus weekly video groups"],
      ["a psychiatrist to check content", "funding for moderators"], ["live"],
      ["Małgorzata Dudek"], "m.dudek@example.net", ["Fundacja Bliżej"]),
    "42 families have done the course in the last year", True,
    must_not_email=["weronika.zaleska@example.com"],
    _people=["Weronika"],
    _asks=["Can you send the summary to my co-founder Weronika too?",
           "Does the consortium work with Polish hospitals?"]))

add(C("qb-lahore-pregnancy-recipes", QB, [
    "Is 'pregnant women with high sugar who don't know what to eat' the kind of problem you mean? "
    "Because that's ours, in Lahore.",
    "We made a recipe book of Punjabi home dishes, adjusted for gestational diabetes, with voice "
    "notes in Urdu for mothers who can't read.",
    "A dietitian wrote it and 60 women at one hospital used it this spring. Their sugar readings "
    "were better than the year before.",
    "We need money for printing and a study with a proper control group - can you help with "
    "studies, or only money?",
], {"name": "Sadia Rauf", "email": "sadia.rauf@example.org",
    "affiliation": "Mehr Maternal Nutrition Project", "confirm": "Yes, all good"},
    G(["pregnant women with high sugar", "don't know what to eat"],
      ["a recipe book of Punjabi home dishes", "voice notes in Urdu"],
      ["money for printing", "a study with a proper control group"], ["prototype"],
      ["Sadia Rauf"], "sadia.rauf@example.org", ["Mehr Maternal Nutrition Project"]),
    "60 women at one hospital used it this spring", True,
    _asks=["Is 'pregnant women with high sugar who don't know what to eat' the kind of problem you mean?",
           "can you help with studies, or only money?"]))

add(C("qb-belfast-deaf-interpreter", QB, [
    "I'm Deaf and I'm typing this myself. Will anything I write here be used to train an AI?",
    "Deaf patients at GP surgeries in Belfast can't book an interpreter in time, so we miss "
    "things or bring our kids to translate. Our service is an on-demand video interpreter on a "
    "tablet at reception.",
    "Prototype, tested in 2 surgeries for 3 weeks.",
    "We need GP practices to sign up and funding for interpreter hours. Is there a way to send "
    "you a video in sign language instead of typing?",
], {"name": "Siobhán Kearney", "email": "siobhan.kearney@example.com",
    "affiliation": "Lagan Deaf Access", "confirm": "Yes correct thank you"},
    G(["can't book an interpreter in time"], ["an on-demand video interpreter on a tablet"],
      ["GP practices to sign up", "funding for interpreter hours"], ["prototype"],
      ["Siobhán Kearney"], "siobhan.kearney@example.com", ["Lagan Deaf Access"]),
    "Prototype, tested in 2 surgeries for 3 weeks.", False,
    _asks=["Will anything I write here be used to train an AI?",
           "Is there a way to send you a video in sign language instead of typing?"]))

add(C("qb-oaxaca-chimney-stoves", QB, [
    "Smoke from open cooking fires in the mountain villages near Oaxaca gives women and babies "
    "chest infections.",
    "We train women as masons to build clay stoves with a chimney - 800 built over four years, and "
    "the state government pays half of each one now. Do you need photos or is text enough?",
    "Support: we need money for the other half and a study of the lung effects. When would we "
    "hear back?",
], {"name": "Xóchitl Ramírez Luna", "email": "xochitl.ramirez@example.net",
    "affiliation": "Cocinas Limpias Mixteca", "confirm": "Sí - yes, correct"},
    G(["Smoke from open cooking fires", "chest infections"],
      ["train women as masons to build clay stoves", "clay stoves with a chimney"],
      ["money for the other half", "a study of the lung effects"], ["established"],
      ["Xóchitl Ramírez Luna"], "xochitl.ramirez@example.net", ["Cocinas Limpias Mixteca"]),
    "the state government pays half of each one now", True,
    _asks=["Do you need photos or is text enough?", "When would we hear back?"]))

add(C("qb-auckland-gout-buddies", QB, [
    "Kia ora. Three quick ones: do I need a team? is there a deadline? and can I apply again if it "
    "doesn't work out this time?",
    "Gout is really common in Pacific men here in Auckland and they stop the tablets once the "
    "pain goes.",
    "I run a text message buddy scheme through churches: a church member texts them weekly to keep "
    "taking their allopurinol.",
    "About 150 men in five churches have had a buddy for two years.",
    "We need a pharmacist partner and help getting the health board to pay - who at the consortium "
    "would know the health boards?",
], {"name": "Sione Latu", "email": "sione.latu@example.com",
    "affiliation": "Ōtāhuhu Church Health Collective", "confirm": "yes sweet as"},
    G(["stop the tablets once the pain goes"], ["a text message buddy scheme through churches"],
      ["a pharmacist partner", "help getting the health board to pay"], ["live"],
      ["Sione Latu"], "sione.latu@example.com", ["Ōtāhuhu Church Health Collective"]),
    "About 150 men in five churches have had a buddy for two years", True,
    _asks=["do I need a team?", "is there a deadline?",
           "can I apply again if it doesn't work out this time?",
           "who at the consortium would know the health boards?"]))

add(C("qb-swansea-sepsis-magnet", QB, [
    "Quick question first - if I mention my hospital, will they see this? I haven't told my "
    "manager yet.",
    "Parents in Swansea bring kids back to A&E too late with sepsis because they were sent home "
    "and didn't know the warning signs.",
    "So my plan is a fridge magnet with the five red flags, handed out at discharge.",
    "Just an idea at the moment, I've sketched it.",
    "I'd need design help and someone to test it with parents. Is it ok if I don't put the "
    "hospital for now?",
], {"name": "Bethan Prosser", "email": "bethan.prosser@example.org",
    "affiliation": "No organisation for now, please", "confirm": "Yes that's right, thanks"},
    G(["bring kids back to A&E too late with sepsis", "didn't know the warning signs"],
      ["a fridge magnet with the five red flags"],
      ["design help", "someone to test it with parents"], ["concept"],
      ["Bethan Prosser"], "bethan.prosser@example.org", None),
    "Just an idea at the moment", False,
    _asks=["if I mention my hospital, will they see this?",
           "Is it ok if I don't put the hospital for now?"]))

add(C("qb-cotonou-bottle-legs", QB, [
    "We make prosthetic legs from recycled plastic bottles in Cotonou. A normal prosthesis costs "
    "more than a year's wages, so amputees just use sticks.",
    "We fitted 70 people, and a physiotherapist follows each one for six months.",
    "What we need: materials testing by an engineering lab, and a second workshop. Questions: will "
    "the consortium own the design if you fund us? would we have to pay anything back?",
], {"name": "Koffi Agossou", "email": "koffi.agossou@example.net",
    "affiliation": "Atelier Jambe Libre", "confirm": "Yes, correct"},
    G(["A normal prosthesis costs more than a year's wages", "amputees just use sticks"],
      ["prosthetic legs from recycled plastic bottles"],
      ["materials testing by an engineering lab", "a second workshop"], ["live"],
      ["Koffi Agossou"], "koffi.agossou@example.net", ["Atelier Jambe Libre"]),
    "We fitted 70 people", True,
    _asks=["will the consortium own the design if you fund us?",
           "would we have to pay anything back?"]))

add(C("qb-danang-vision-game", QB, [
    "Can students apply, or is it only for clinicians and companies? I'm in my 4th year of "
    "optometry in Da Nang.",
    "Lots of kids here are short-sighted and nobody notices until they fail at school. We want to "
    "make a phone app that checks vision with a game, which teachers can run in class.",
    "So far we've only drawn the screens and asked five teachers what they think. Nothing is "
    "coded yet.",
    "Support: a school district to try it properly, and mentoring on how to start a company. Is "
    "mentoring something you offer?",
], {"name": "Võ Minh Khoa", "email": "minhkhoa.vo@example.com",
    "affiliation": "Han River Optometry School", "confirm": "Yes correct!"},
    G(["nobody notices until they fail at school"], ["a phone app that checks vision with a game"],
      ["a school district to try it properly", "mentoring on how to start a company"],
      ["concept"], ["Võ Minh Khoa"], "minhkhoa.vo@example.com", ["Han River Optometry School"]),
    "Nothing is coded yet", True,
    _asks=["Can students apply, or is it only for clinicians and companies?",
           "Is mentoring something you offer?"]))

add(C("qb-osaka-station-pulse", QB, [
    "I can tell you what it does but not the algorithm, is that ok? We're talking to investors.",
    "Atrial fibrillation is often silent and causes strokes in older people in Osaka. Our blood "
    "pressure machines at train stations also check for an irregular pulse and print a 'see your "
    "doctor' slip.",
    "The machines are in 12 stations and about 40,000 people have used them since the railway "
    "started paying for them in 2020.",
    "We want a cardiology group to review the cases, and contacts with pharmacies. Do you have "
    "cardiology people in the consortium?",
], {"name": "Haruto Nishimura", "email": "h.nishimura@example.com",
    "affiliation": "Kansai Pulse Check Co.", "confirm": "Yes. Thank you very much."},
    G(["Atrial fibrillation is often silent", "causes strokes in older people"],
      ["check for an irregular pulse", "print a 'see your doctor' slip"],
      ["a cardiology group to review the cases", "contacts with pharmacies"], ["established"],
      ["Haruto Nishimura"], "h.nishimura@example.com", ["Kansai Pulse Check Co."]),
    "the railway started paying for them in 2020", True,
    _asks=["I can tell you what it does but not the algorithm, is that ok?",
           "Do you have cardiology people in the consortium?"]))

add(C("qb-memphis-barbershop-psa", QB, [
    "Can I talk to a human instead? No offence.",
    "Okay I'll do it here. Black men in Memphis get prostate cancer younger and find it later, and "
    "a lot of them don't trust clinics.",
    "We train barbers to talk about PSA tests and a nurse comes to the shop on Saturdays to take "
    "blood. Why does it matter how far along we are, you gonna judge us on that?",
    "We're in 9 barbershops, going strong since 2019, the county health department pays the nurse.",
    "We need money for more shops and a urologist to take referrals quick.",
], {"name": "Terrence Beasley", "email": "terrence.beasley@example.org",
    "affiliation": "Fade & Check Barber Health", "confirm": "Yes sir"},
    G(["get prostate cancer younger and find it later", "don't trust clinics"],
      ["train barbers to talk about PSA tests", "a nurse comes to the shop on Saturdays"],
      ["money for more shops", "a urologist to take referrals quick"], ["established"],
      ["Terrence Beasley"], "terrence.beasley@example.org", ["Fade & Check Barber Health"]),
    "the county health department pays the nurse", True,
    _asks=["Can I talk to a human instead?",
           "Why does it matter how far along we are, you gonna judge us on that?"]))
# ---------------------------------------------------------------- numbered-list (12)
NL = "numbered-list"

add(C("nl-gdansk-heart-scale", NL, [
    "1. Problem: heart failure patients in Gdańsk gain fluid for days before anyone notices, then "
    "end up in hospital.\n"
    "2. Solution: a bathroom scale that sends the daily weight to the heart nurse by SIM card.\n"
    "3. Stage: pilot with 80 patients since February.\n"
    "4. Support needed: a hospital to buy it after the pilot, and help with data protection.",
    "Oh and one thing I keep wondering - is a scale with a SIM card a medical device legally?",
], {"name": "Katarzyna Wróblewska", "email": "k.wroblewska@example.com",
    "affiliation": "Baltic Cardio Home", "confirm": "Yes, that's right."},
    G(["gain fluid for days before anyone notices"],
      ["a bathroom scale that sends the daily weight"],
      ["a hospital to buy it after the pilot", "help with data protection"], ["live"],
      ["Katarzyna Wróblewska"], "k.wroblewska@example.com", ["Baltic Cardio Home"]),
    "pilot with 80 patients since February", False,
    _list_kind="num-dot",
    _asks=["is a scale with a SIM card a medical device legally?"]))

add(C("nl-kampala-pedal-taps", NL, [
    "1) markets in Kampala have no place to wash hands, cholera every rainy season\n"
    "2) foot-pedal taps on jerrycans, made by welders in the market\n"
    "3) 45 stations in 3 markets, the market committee pays the refill girls since 2021\n"
    "4) want money to reach 10 markets + someone to measure if diarrhoea cases fall",
    "email for the summary: ronald.sekandi@example.net - oops no, two s at the start: "
    "ronald.ssekandi@example.net",
], {"name": "Ronald Ssekandi", "email": "ronald.ssekandi@example.net",
    "affiliation": "Owino Clean Hands Group", "confirm": "Yes boss, correct"},
    G(["no place to wash hands", "cholera every rainy season"], ["foot-pedal taps on jerrycans"],
      ["money to reach 10 markets", "someone to measure if diarrhoea cases fall"],
      ["established"], ["Ronald Ssekandi"], "ronald.ssekandi@example.net",
      ["Owino Clean Hands Group"]),
    "the market committee pays the refill girls since 2021", True,
    must_not_email=["ronald.sekandi@example.net"],
    _list_kind="num-paren"))

add(C("nl-norwich-wetwrap-pyjamas", NL, [
    "Here's the gist:\n"
    "- What's wrong: toddlers with bad eczema scratch all night and the whole family gets no sleep\n"
    "- What I made: wet-wrap pyjamas with the damp layer sewn in, so you don't need to wrap "
    "bandages at 10pm\n"
    "- How far: I've sewn 15 pairs and a skin nurse in Norwich gave them to families for a month\n"
    "- Wish: a textile maker and a dermatologist to run a small trial",
], {"name": "Harriet Lovell", "email": "harriet.lovell@example.org",
    "affiliation": "self-employed, I sew for a living", "confirm": "Yep, all correct"},
    G(["scratch all night", "the whole family gets no sleep"],
      ["wet-wrap pyjamas with the damp layer sewn in"],
      ["a textile maker", "a dermatologist to run a small trial"], ["prototype"],
      ["Harriet Lovell"], "harriet.lovell@example.org", ["self-employed"]),
    "I've sewn 15 pairs and a skin nurse in Norwich gave them to families for a month", True,
    _list_kind="dash"))

add(C("nl-cebu-tyre-traps", NL, [
    "* dengue every wet season in Cebu, worst in the barangays with piles of old tyres\n"
    "* we turn the tyres into traps: a cut tyre with water and a sticky strip, mosquitoes lay eggs "
    "and we count them weekly\n"
    "* is counting eggs enough evidence for you or do you need case numbers?\n"
    "* tested for 6 months in 2 barangays with the health workers\n"
    "* we need a lab to identify the mosquito species and money for 2,000 traps",
], {"name": "Rodelio Pangilinan", "email": "rodelio.pangilinan@example.com",
    "affiliation": "Mactan Vector Watch", "confirm": "Yes po, correct"},
    G(["dengue every wet season in Cebu"], ["we turn the tyres into traps"],
      ["a lab to identify the mosquito species", "money for 2,000 traps"], ["prototype"],
      ["Rodelio Pangilinan"], "rodelio.pangilinan@example.com", ["Mactan Vector Watch"]),
    "tested for 6 months in 2 barangays", True,
    _list_kind="star",
    _asks=["is counting eggs enough evidence for you or do you need case numbers?"]))

add(C("nl-tampere-hip-pants", NL, [
    "a) Hip fractures in care homes in Tampere, mostly at night on the way to the toilet\n"
    "b) Hip protector underwear that residents actually keep on - soft, washable at 90 degrees, "
    "looks like normal pants\n"
    "c) Prototype, 20 pairs worn in one care home for two months\n"
    "d) Need a manufacturer and an occupational therapist to advise on sizes",
], {"name": "Eeva Kallio", "email": "eeva.kallio@example.net",
    "affiliation": "Pirkanmaa Care Design", "confirm": "Yes, correct thank you"},
    G(["Hip fractures in care homes", "mostly at night on the way to the toilet"],
      ["Hip protector underwear that residents actually keep on"],
      ["a manufacturer", "an occupational therapist to advise on sizes"], ["prototype"],
      ["Eeva Kallio"], "eeva.kallio@example.net", ["Pirkanmaa Care Design"]),
    "Prototype, 20 pairs worn in one care home for two months", False,
    _list_kind="letter-paren"))

add(C("nl-plymouth-stoma-belt", NL, [
    "i. stoma bags leak when you bend or lift, so people with a stoma in Plymouth stop going to "
    "the gym or working on building sites\n"
    "ii. my design is a soft support belt with a window that holds the bag flat",
    "iii. I'm on my fourth prototype, tested by me and 6 others from my support group\n"
    "iv. help wanted: a stoma nurse to review it and a manufacturer for small runs",
], {"name": "Gareth Penhaligon", "email": "gareth.penhaligon@example.com",
    "affiliation": "none, I'm a plasterer by trade", "confirm": "That's it, yes"},
    G(["stoma bags leak when you bend or lift"], ["a soft support belt with a window"],
      ["a stoma nurse to review it", "a manufacturer for small runs"], ["prototype"],
      ["Gareth Penhaligon"], "gareth.penhaligon@example.com", None),
    "I'm on my fourth prototype", False,
    _list_kind="roman", _split_list=True))

add(C("nl-harare-cholera-sms", NL, [
    "Let me do it in steps.\n"
    "Step 1: the problem - cholera outbreaks in Harare's suburbs are found a week late, after "
    "people already died\n"
    "Step 2: our fix - water-point caretakers send a free SMS code when more than 3 people with "
    "diarrhoea come to the tap\n"
    "Step 3: the city health team gets the alert and chlorinates the same day\n"
    "Step 4: where we are - the city has used it for 2 rainy seasons at 40 water points\n"
    "Step 5: what we need - money to cover all 300 water points and help with a dashboard",
], {"name": "Tendai Mupfumira", "email": "tendai.mupfumira@example.org",
    "affiliation": "Harare Water Watch Trust", "confirm": "Yes, well captured"},
    G(["cholera outbreaks", "found a week late"],
      ["water-point caretakers send a free SMS code"],
      ["money to cover all 300 water points", "help with a dashboard"], ["live"],
      ["Tendai Mupfumira"], "tendai.mupfumira@example.org", ["Harare Water Watch Trust"]),
    "the city has used it for 2 rainy seasons", True,
    _list_kind="step"))

add(C("nl-brighton-pacing-app", NL, [
    "### Problem\n"
    "People with long COVID crash for days after doing too much, and they can't tell when to stop.\n"
    "### Solution\n"
    "A pacing app that reads heart rate from a cheap watch and buzzes before you hit your limit.\n"
    "### Stage\n"
    "Live - 1,100 users, free, launched in May.\n"
    "### Support\n"
    "Clinical validation and a partner to help with NHS procurement.",
    "We're a Brighton startup, by the way. Do you want the user numbers broken down by age?",
], {"name": "Priya Raghunathan", "email": "priya.r@example.com",
    "affiliation": "Steady Pace Health Ltd", "confirm": "Yes, spot on"},
    G(["crash for days after doing too much", "can't tell when to stop"],
      ["A pacing app that reads heart rate"],
      ["Clinical validation", "help with NHS procurement"], ["live"],
      ["Priya Raghunathan"], "priya.r@example.com", ["Steady Pace Health Ltd"]),
    "Live - 1,100 users, free, launched in May.", False,
    _list_kind="md-heading",
    _asks=["Do you want the user numbers broken down by age?"]))

add(C("nl-cardiff-bedside-menu", NL, [
    "1\ufe0f\u20e3 patients on our wards in Cardiff skip meals because they ordered the day before "
    "and forgot, and older patients lose weight\n"
    "2\ufe0f\u20e3 bedside tablet menu with pictures, ordered 2 hours before the meal\n"
    "3\ufe0f\u20e3 we tried it on 2 wards for 6 weeks, food waste down a third\n"
    "4\ufe0f\u20e3 need IT integration with the kitchen system + a dietitian lead",
], {"name": "Rhodri Vaughan-Ellis", "email": "rhodri.ve@example.net",
    "affiliation": "Taff Valley Health Board", "confirm": "Correct, diolch"},
    G(["older patients lose weight", "skip meals because they ordered the day before"],
      ["bedside tablet menu with pictures"],
      ["IT integration with the kitchen system", "a dietitian lead"], ["prototype"],
      ["Rhodri Vaughan-Ellis"], "rhodri.ve@example.net", ["Taff Valley Health Board"]),
    "we tried it on 2 wards for 6 weeks", True,
    _list_kind="keycap"))

add(C("nl-skopje-window-film", NL, [
    "Will do it as a list, sorry it's in two parts, I'm on the bus\n"
    "1/ old people in Skopje can't afford heating and get pneumonia every winter\n"
    "2/ our volunteers fit window insulation film and give a room thermometer",
    "3/ 350 flats done in the last 2 winters, the municipality pays for the film now\n"
    "4/ we need money for heaters for the worst cases and a doctor to track hospital visits",
], {"name": "Bojan Trajkovski", "email": "bojan.trajkovski@example.com",
    "affiliation": "Topol Dom Volunteers", "confirm": "Yes, correct."},
    G(["can't afford heating", "get pneumonia every winter"],
      ["fit window insulation film", "a room thermometer"],
      ["money for heaters for the worst cases", "a doctor to track hospital visits"],
      ["established"], ["Bojan Trajkovski"], "bojan.trajkovski@example.com",
      ["Topol Dom Volunteers"]),
    "the municipality pays for the film now", True,
    _list_kind="num-slash", _split_list=True))

add(C("nl-valparaiso-jackhammer-sleeves", NL, [
    "\u2022 The trouble: road workers in Valparaíso get white fingers and numb hands from "
    "jackhammers\n"
    "\u2022 Our answer: anti-vibration handle sleeves plus a timer that tells them when to rotate "
    "jobs\n"
    "\u2022 Status: early prototype, tested on a rig only\n"
    "\u2022 Asks: a union to try it on site, and an occupational health doctor",
], {"name": "Joaquín Saavedra Muñoz", "email": "joaquin.saavedra@example.org",
    "affiliation": "Universidad Técnica del Pacífico Sur", "confirm": "Yes, it is correct"},
    G(["white fingers and numb hands from jackhammers"],
      ["anti-vibration handle sleeves", "a timer that tells them when to rotate jobs"],
      ["a union to try it on site", "an occupational health doctor"], ["prototype"],
      ["Joaquín Saavedra Muñoz"], "joaquin.saavedra@example.org",
      ["Universidad Técnica del Pacífico Sur"]),
    "early prototype, tested on a rig only", False,
    _list_kind="bullet"))

add(C("nl-sunderland-smokefree-vouchers", NL, [
    "**Problem:** lots of pregnant women in Sunderland still smoke and feel judged by midwives\n"
    "**Solution:** a carbon monoxide check at every antenatal visit plus shopping vouchers for "
    "each smoke-free test\n"
    "**Stage:** concept (can we still apply with just a plan?)\n"
    "**Help needed:** a midwife team willing to try it, and an economist to cost it",
], {"name": "Joanne Hetherington", "email": "joanne.h@example.com",
    "affiliation": "Wearside Public Health Unit", "confirm": "Yes thank you"},
    G(["still smoke and feel judged by midwives"],
      ["a carbon monoxide check at every antenatal visit", "shopping vouchers for each smoke-free test"],
      ["a midwife team willing to try it", "an economist to cost it"], ["concept"],
      ["Joanne Hetherington"], "joanne.h@example.com", ["Wearside Public Health Unit"]),
    "concept (can we still apply with just a plan?)", False,
    _list_kind="bold-label",
    _asks=["can we still apply with just a plan?"]))
# ---------------------------------------------------------------- refuses-email (10)
RE = "refuses-email"

add(C("re-yogyakarta-braille-labels", RE, [
    "Blind people in Yogyakarta can't tell their medicine boxes apart and take the wrong tablets.",
    "We print braille stickers with big-print text at the pharmacy while you wait, on a small "
    "label printer.",
    "Three pharmacies use it since last year, around 500 customers.",
    "We need a braille printer and training for pharmacists.",
    "I don't want to give my email, I get too much spam. Can someone phone me instead? The number "
    "is with our foundation office.",
], {"name": "Dewi Wibisono", "affiliation": "Yayasan Mata Hati",
    "confirm": "Yes, correct. Phone me please"},
    G(["can't tell their medicine boxes apart", "take the wrong tablets"],
      ["braille stickers with big-print text"],
      ["a braille printer", "training for pharmacists"], ["live"],
      ["Dewi Wibisono"], None, ["Yayasan Mata Hati"]),
    "Three pharmacies use it since last year", True,
    _refusal="I don't want to give my email, I get too much spam.",
    _offer="Can someone phone me instead?", _later=None))

add(C("re-bergen-betting-block", RE, [
    "Young men in Bergen are losing student loans to betting apps, and the first time anyone "
    "notices is the debt collector.",
    "We want a bank-app button that blocks gambling payments for 90 days and offers a chat with "
    "a counsellor.",
    "It's a concept, we've talked to one bank.",
    "We need a bank partner and a researcher on gambling harm.",
    "I'm not putting my email in a chat box. Who should I contact at the consortium directly?",
], {"name": "Sindre Haugland", "affiliation": "Vestland Student Welfare",
    "confirm": "Yes. Send me the contact name instead."},
    G(["losing student loans to betting apps"],
      ["a bank-app button that blocks gambling payments"],
      ["a bank partner", "a researcher on gambling harm"], ["concept"],
      ["Sindre Haugland"], None, ["Vestland Student Welfare"]),
    "It's a concept", False,
    _refusal="I'm not putting my email in a chat box.",
    _offer="Who should I contact at the consortium directly?", _later=None,
    _asks=["Who should I contact at the consortium directly?"]))

add(C("re-jaipur-cleft-bottle", RE, [
    "Babies born with a cleft lip in Jaipur can't suck properly and lose weight before surgery.",
    "We designed a squeezable feeding bottle with a long teat that the mother controls.",
    "We sell it to four hospitals and have done for three years.",
    "Need: distribution in other states.",
    "Email no - I'd rather connect on LinkedIn, search for me by name.",
], {"name": "Anjali Rathore", "affiliation": "Gulabi Care Devices",
    "confirm": "Yes correct, LinkedIn please"},
    G(["can't suck properly and lose weight"],
      ["a squeezable feeding bottle with a long teat"],
      ["distribution in other states"], ["established"],
      ["Anjali Rathore"], None, ["Gulabi Care Devices"]),
    "We sell it to four hospitals and have done for three years.", True,
    _refusal="Email no", _offer="I'd rather connect on LinkedIn", _later=None))

add(C("re-carlisle-spade-grips", RE, [
    "I'm 74 and I have arthritis in both hands. I couldn't grip my spade any more so I made padded "
    "handles from pipe insulation and a strap.",
    "Now the allotment society in Carlisle has asked me to make them for 20 members. I've done 12 "
    "so far and they're all using them.",
    "I'd like help to get them made properly and sold cheap.",
    "I don't do email. Can you post it? I'll give you my address.",
], {"name": "Wilfred Tate", "affiliation": "None, I'm retired",
    "confirm": "Yes, that's fine. By post please."},
    G(["arthritis in both hands", "couldn't grip my spade any more"],
      ["padded handles from pipe insulation and a strap"],
      ["help to get them made properly and sold cheap"], ["live"],
      ["Wilfred Tate"], None, None),
    "I've done 12 so far and they're all using them", True,
    _refusal="I don't do email.", _offer="Can you post it?", _later=None,
    _asks=["Can you post it?"]))

add(C("re-nottingham-fasting-texts", RE, [
    "Patients at our hospital in Nottingham fast from midnight even when their operation is at "
    "3pm, and arrive dehydrated and confused.",
    "Our solution is a text message that tells each patient when to have their last drink, based "
    "on the updated theatre list.",
    "It's been piloted on two surgical wards for four months.",
    "We need funding for the texts and IT help to connect it to the theatre system.",
    "Do I need to give my email? I'd rather not.",
    "ok, if that's the only way: rosalind.achterberg@example.com",
], {"name": "Rosalind Achterberg", "email": "rosalind.achterberg@example.com",
    "affiliation": "Trent Perioperative Care Group", "confirm": "Yes, thanks"},
    G(["fast from midnight", "arrive dehydrated and confused"],
      ["tells each patient when to have their last drink"],
      ["funding for the texts", "IT help to connect it to the theatre system"], ["live"],
      ["Rosalind Achterberg"], "rosalind.achterberg@example.com",
      ["Trent Perioperative Care Group"]),
    "It's been piloted on two surgical wards for four months.", False,
    _refusal="I'd rather not.", _offer=None, _later="script",
    _asks=["Do I need to give my email?"]))

add(C("re-barisal-pond-daycare", RE, [
    "Children under five drown in ponds in Barisal while mothers work in the fields - it is the "
    "biggest killer at that age here.",
    "We run village day-care centres where a trained woman looks after 20 toddlers in the mornings "
    "and teaches swimming to the older ones.",
    "I prefer not to give my email at this point, is there another way?",
    "OK, understood. We have 120 centres, running since 2016, a foundation pays most costs. We "
    "need money to reach the next district, and my email is habib.rahman@example.org.",
], {"name": "Habibur Rahman Chowdhury", "email": "habib.rahman@example.org",
    "affiliation": "Shishu Nirapotta Trust", "confirm": "Yes that's correct"},
    G(["Children under five drown in ponds"],
      ["village day-care centres", "teaches swimming to the older ones"],
      ["money to reach the next district"], ["established"],
      ["Habibur Rahman Chowdhury"], "habib.rahman@example.org", ["Shishu Nirapotta Trust"]),
    "running since 2016, a foundation pays most costs", True,
    _refusal="I prefer not to give my email at this point", _offer="is there another way?",
    _later="script", _asks=["is there another way?"]))

add(C("re-varna-hpv-videos", RE, [
    "Parents in Varna refuse the HPV vaccine for their daughters because of rumours on Facebook.",
    "We're planning short videos where local mothers and a gynaecologist answer the rumours, "
    "shared in parents' school chat groups.",
    "Early stage - the script is written, nothing filmed yet.",
    "We need a filming budget and a media partner.",
    "Email? Nope. Not giving it to a robot, sorry \U0001F642",
], {"name": "Dimitrina Koleva", "email": "you win \U0001F604 dimitrina.koleva@example.net",
    "affiliation": "Black Sea Family Health Centre", "confirm": "Yes"},
    G(["refuse the HPV vaccine for their daughters", "rumours on Facebook"],
      ["short videos where local mothers and a gynaecologist answer"],
      ["a filming budget", "a media partner"], ["concept"],
      ["Dimitrina Koleva"], "dimitrina.koleva@example.net", ["Black Sea Family Health Centre"]),
    "Early stage - the script is written, nothing filmed yet.", False,
    _refusal="Not giving it to a robot", _offer=None, _later="answer"))

add(C("re-lome-lead-pots", RE, [
    "Families in Lomé cook in pots made from melted scrap aluminium, and the pots leach lead into "
    "the food. Children's blood lead is high.",
    "We want to teach the pot-makers to use cleaner scrap and sell a cheap lead test kit at the "
    "market so families can check their pots.",
    "We have only talked with the pot-makers' association and drawn the kit. Nothing is made yet.",
    "We need a lab partner for blood tests and money for kits.",
    "I will not give my email on a website, my account was hacked before. Maybe WhatsApp? or a "
    "phone call?",
], {"name": "Kossi Amegah", "email": "Okay, I understand. Use this one: kossi.amegah@example.com",
    "affiliation": "Lomé Clean Pots Initiative", "confirm": "Yes it is right"},
    G(["the pots leach lead into the food", "Children's blood lead is high"],
      ["teach the pot-makers to use cleaner scrap", "a cheap lead test kit"],
      ["a lab partner for blood tests", "money for kits"], ["concept"],
      ["Kossi Amegah"], "kossi.amegah@example.com", ["Lomé Clean Pots Initiative"]),
    "We have only talked with the pot-makers' association and drawn the kit", True,
    _refusal="I will not give my email on a website", _offer="Maybe WhatsApp? or a phone call?",
    _later="answer", _asks=["Maybe WhatsApp? or a phone call?"]))

add(C("re-sarajevo-smog-flags", RE, [
    "Sarajevo has terrible smog in winter and kids with weak lungs still play outside at break.",
    "We put a coloured flag in each school yard that teachers change based on the air sensor on "
    "the roof - red means inside break.",
    "It's live in 25 schools.",
    "We need sensors for 60 more schools and a study with the children's hospital.",
    "Personal email, no. Would our project inbox be OK? It's smogflag.team@example.org",
], {"name": "Amra Hadžić", "email": "smogflag.team@example.org",
    "affiliation": "Čisti Zrak Sarajevo", "confirm": "Yes, use the team inbox"},
    G(["terrible smog in winter", "kids with weak lungs still play outside"],
      ["a coloured flag in each school yard"],
      ["sensors for 60 more schools", "a study with the children's hospital"], ["live"],
      ["Amra Hadžić"], "smogflag.team@example.org", ["Čisti Zrak Sarajevo"]),
    "It's live in 25 schools.", False,
    _refusal="Personal email, no.", _offer="Would our project inbox be OK?", _later="script",
    _asks=["Would our project inbox be OK?"]))

add(C("re-kuching-swab-kits", RE, [
    "Women in longhouses up-river from Kuching almost never get a smear test - the clinic is a "
    "day's boat ride and many are shy about a male nurse.",
    "We give self-sampling swab kits through village midwives, who send them to the lab by boat.",
    "We did 340 kits in 18 months with the state health department, and now they want to take it "
    "over.",
    "What we need is help to hand it over properly, and money for results letters in Iban.",
    "I'd rather not leave my email here. Give me an address and I'll write to you myself.",
], {"name": "Jenang anak Bujang", "affiliation": "Batang Ai Women's Health Group",
    "confirm": "Yes, correct. I'll write to you"},
    G(["almost never get a smear test", "shy about a male nurse"],
      ["self-sampling swab kits through village midwives"],
      ["help to hand it over properly", "money for results letters in Iban"], ["live"],
      ["Jenang anak Bujang"], None, ["Batang Ai Women's Health Group"]),
    "We did 340 kits in 18 months", True,
    _refusal="I'd rather not leave my email here.",
    _offer="Give me an address and I'll write to you myself.", _later=None))
# ---------------------------------------------------------------- one-long-message (5)
OL = "one-long-message"

add(C("ol-arequipa-market-sunglasses", OL, [
    "Hello, I hope this is the right place, I will put everything in one go because my connection "
    "in the market is bad. My name is Rosa Quispe Mamani and I am an optometry technician in "
    "Arequipa, Peru. The problem: women who sell fruit and vegetables in the open markets here sit "
    "in strong sun at high altitude for ten or twelve hours a day, and many of them get a fleshy "
    "growth over the eye called pterygium, and later cataracts. They don't wear sunglasses because "
    "good ones are expensive and the cheap ones from the street give no real protection, and some "
    "think sunglasses are only for tourists. Our solution is a stall-to-stall service: we test "
    "each seller's eyes with a torch and a chart, and we sell proper UV-blocking glasses made to "
    "look like the hats they already wear, for the price of two kilos of potatoes, paid in weekly "
    "coins. We also train one seller in each market row as an eye champion. We have a prototype of "
    "the frames and tested the service in one market with 85 sellers for three months. The "
    "support we need is a lens supplier who can sell to us at cost, and an ophthalmologist who "
    "could check the people we refer. One question for you: can the consortium help us with a "
    "letter to the municipality, or is it only funding? My email is rosa.quispe@example.org and "
    "we are a small group called Ojos del Mercado Arequipa. Thank you for reading all of this.",
], {"name": "Rosa Quispe Mamani", "email": "rosa.quispe@example.org",
    "affiliation": "Ojos del Mercado Arequipa", "confirm": "Yes, thank you, that is everything"},
    G(["pterygium", "They don't wear sunglasses"],
      ["proper UV-blocking glasses", "a stall-to-stall service"],
      ["a lens supplier who can sell to us at cost", "an ophthalmologist"], ["prototype"],
      ["Rosa Quispe Mamani"], "rosa.quispe@example.org", ["Ojos del Mercado Arequipa"]),
    "We have a prototype of the frames", False,
    _asks=["can the consortium help us with a letter to the municipality, or is it only funding?"]))

add(C("ol-belem-leprosy-skin-checks", OL, [
    "Good afternoon. I'm a school nurse in Belém, in the north of Brazil, and I'd like to tell you "
    "about something we started with the city's school health team. Leprosy (Hansen's disease) "
    "is still here, and children often have a pale numb patch on the skin for a year or more "
    "before anyone looks at it, because families are ashamed and the word itself scares them. By "
    "the time they reach a clinic some already have nerve damage in their hands. What we do is a "
    "'skin day' twice a year in each school: children pair up and look for spots using a picture "
    "card, then a nurse tests any spot for feeling with a feather and a cotton thread, and refers "
    "the child quietly. Parents get a letter that never uses the word leprosy on the envelope. "
    "It is live in 48 schools since 2023, the city pays the nurses' time, and we have found 31 "
    "children early. What we need now is help to measure it properly (how many cases we would "
    "have missed) and money to make the picture cards in a version for children who cannot read "
    "yet. Also, and I'm sorry if this is a silly question, is leprosy too 'old' a disease for an "
    "innovation consortium? Some colleagues said you only want apps. My name is Luciana Ferreira "
    "Batista, luciana.batista@example.com, and I work for the municipal school health service, "
    "Saúde na Escola Belém.",
], {"name": "Luciana Ferreira Batista", "email": "luciana.batista@example.com",
    "affiliation": "Saúde na Escola Belém", "confirm": "Yes, correct, obrigada"},
    G(["a pale numb patch on the skin", "families are ashamed"],
      ["a 'skin day' twice a year in each school", "tests any spot for feeling with a feather"],
      ["help to measure it properly", "money to make the picture cards"], ["live"],
      ["Luciana Ferreira Batista"], "luciana.batista@example.com", ["Saúde na Escola Belém"]),
    "It is live in 48 schools since 2023", False,
    _asks=["is leprosy too 'old' a disease for an innovation consortium?"]))

add(C("ol-debrecen-roma-mediators", OL, [
    "Hi, I'm Tamás Balogh from Debrecen, Hungary. Rather than answer question by question I wrote "
    "it out, hope that's ok. The problem we work on: in the Roma settlements on the edge of the "
    "city, many families are not registered with a GP at all, so people only meet a doctor in the "
    "emergency room, often when a chronic illness like diabetes or high blood pressure is already "
    "very advanced. Language, distrust and bad experiences all play a part. Our solution is health "
    "mediators - women from the settlements themselves, trained for six months, who go door to "
    "door, help families register with a GP, go along to the first appointments and explain "
    "medicines at home. We have been doing this since 2014; it's well established, there are 22 "
    "mediators now, and the county health insurance fund pays their salaries as part of primary "
    "care. What we need is support to take the model to other countries - mainly a partner "
    "organisation in Romania or Slovakia and someone to write up our outcome data for a journal. "
    "Quick question: do you help with publications, or should we find an academic partner "
    "ourselves? My email is tamas.balogh@example.net and the organisation is Kapcsolat Health "
    "Mediator Network.",
], {"name": "Tamás Balogh", "email": "tamas.balogh@example.net",
    "affiliation": "Kapcsolat Health Mediator Network", "confirm": "Yes, that's all correct"},
    G(["not registered with a GP at all", "only meet a doctor in the emergency room"],
      ["health mediators", "help families register with a GP"],
      ["a partner organisation in Romania or Slovakia", "someone to write up our outcome data"],
      ["established"], ["Tamás Balogh"], "tamas.balogh@example.net",
      ["Kapcsolat Health Mediator Network"]),
    "it's well established", False,
    _asks=["do you help with publications, or should we find an academic partner ourselves?"]))

add(C("ol-leeds-dads-postnatal", OL, [
    "Right, I'll just type it all out. I'm a health visitor in Leeds and I've been doing this job "
    "for nineteen years, and the thing that's bothered me most recently is dads. Everyone asks the "
    "mum how she's coping after the baby - and rightly so - but about one in ten new fathers get "
    "postnatal depression too, and nobody screens them, nobody asks. They go back to work after "
    "two weeks, stop sleeping, drink more, and the first we hear of it is when the relationship "
    "breaks down. So we started Dad Talk: a two-question check for fathers at the six-week visit, "
    "plus evening walking groups for new dads run by dads who've had a rough time themselves, with "
    "a mental health nurse on call. We piloted it in two children's centres from January to June "
    "with 64 fathers, and it's live now across the east of the city. What we need: money to pay "
    "the walk leaders a small fee (they're all volunteers and burning out), and a university "
    "partner to evaluate it properly because the local commissioners want evidence before they "
    "fund it. Can I ask - who actually reads this? Will it go to someone who knows about "
    "perinatal mental health? Anyway, my name's Claire Otterburn, email "
    "claire.otterburn@example.org, and I'm with Aire Valley Health Visiting Team.",
], {"name": "Claire Otterburn", "email": "claire.otterburn@example.org",
    "affiliation": "Aire Valley Health Visiting Team", "confirm": "Yes that's it, cheers"},
    G(["new fathers get postnatal depression too", "nobody screens them, nobody asks"],
      ["a two-question check for fathers", "evening walking groups for new dads"],
      ["money to pay the walk leaders a small fee", "a university partner to evaluate it"],
      ["live"], ["Claire Otterburn"], "claire.otterburn@example.org",
      ["Aire Valley Health Visiting Team"]),
    "it's live now across the east of the city", False,
    _asks=["who actually reads this?",
           "Will it go to someone who knows about perinatal mental health?"]))

add(C("ol-quebec-crutch-ice-tips", OL, [
    "Bonjour! Sorry in advance, this is long. I'm a physiotherapy student at a university in "
    "Quebec City and this came out of my placement on the orthopaedic ward last winter. Patients "
    "go home on crutches with a fresh fracture or a new hip, and then the crutch tips slip on the "
    "ice and they fall again - I saw three people readmitted in one week in January. The metal "
    "ice picks you can buy are fiddly, people forget to flip them up indoors and then slip on "
    "tiles, and older patients can't bend down to change them. My idea is a crutch tip with a "
    "spring-loaded ring of studs that comes out when you press down hard on ice or packed snow, "
    "and goes back in on smooth floors, so the patient doesn't have to do anything. So far it's "
    "only a concept: I have drawings and a rough 3D-printed shape, nothing that works yet. What I "
    "need is an engineer who knows mechanisms, and maybe a manufacturer of mobility aids who "
    "would look at it. My question is: if I'm a student, does my university own the design, and "
    "does the consortium care about that? I'm Maxime Lachapelle-Gendron, "
    "maxime.lachapelle@example.com, and I study at the Université du Cap-Diamant.",
], {"name": "Maxime Lachapelle-Gendron", "email": "maxime.lachapelle@example.com",
    "affiliation": "Université du Cap-Diamant", "confirm": "Oui, yes, that's right"},
    G(["the crutch tips slip on the ice", "they fall again"],
      ["a crutch tip with a spring-loaded ring of studs"],
      ["an engineer who knows mechanisms", "a manufacturer of mobility aids"], ["concept"],
      ["Maxime Lachapelle-Gendron"], "maxime.lachapelle@example.com",
      ["Université du Cap-Diamant"]),
    "it's only a concept", False,
    _asks=["if I'm a student, does my university own the design, and does the consortium care about that?"]))
# ---------------------------------------------------------------- chatty-emoji (8)
CE = "chatty-emoji"

add(C("ce-busan-bedwetting-alarm", CE, [
    "hiii \U0001F44B ok so this is slightly embarrassing but here goes \U0001F605",
    "loads of kids in Busan still wet the bed at 8-9 years old and parents are too ashamed to see "
    "a doctor, the kids won't go on school trips \U0001F614",
    "we made a bedwetting alarm that's a soft plush toy - the sensor pad goes in the pyjamas and "
    "the toy vibrates instead of a scary buzzer \U0001F9F8",
    "it's a prototype, my little cousin has been our tester lol (he approves \U0001F44D)",
    "we need a paediatric urologist to advise us + money for the first 100 units. oh and is this "
    "too silly for you guys? \U0001F648",
], {"name": "Seo-yeon Baek", "email": "seoyeon.baek@example.com",
    "affiliation": "Pusan Design Lab student team", "confirm": "yes!! thank you \U0001F970"},
    G(["still wet the bed at 8-9 years old", "parents are too ashamed to see a doctor"],
      ["a bedwetting alarm that's a soft plush toy"],
      ["a paediatric urologist to advise us", "money for the first 100 units"], ["prototype"],
      ["Seo-yeon Baek"], "seoyeon.baek@example.com", ["Pusan Design Lab student team"]),
    "it's a prototype", False,
    _asks=["is this too silly for you guys?"]))

add(C("ce-halifax-frostbite-kits", CE, [
    "Evening! \u2744\ufe0f\u2744\ufe0f It's minus 19 here in Halifax tonight so this is very on my mind",
    "people sleeping rough lose toes and fingers to frostbite every winter - we had 11 amputations "
    "in the shelters' area last year \U0001F62C",
    "our thing: warming kits handed out by the outreach van - wool socks, chemical hand warmers, "
    "a foil blanket and a card showing early frostbite signs. Plus the van driver checks feet "
    "\U0001F9E6",
    "we're live, 3rd winter running, about 2,500 kits so far \U0001F4AA",
    "needs: sponsors for kits and a nurse on the van twice a week. do you fund outside Europe? "
    "(pls say yes \U0001F64F)",
], {"name": "Declan Fitzmaurice", "email": "declan.fitzmaurice@example.net",
    "affiliation": "Harbourfront Outreach Society", "confirm": "Yup, all good \U0001F44C"},
    G(["lose toes and fingers to frostbite every winter"],
      ["warming kits handed out by the outreach van", "the van driver checks feet"],
      ["sponsors for kits", "a nurse on the van twice a week"], ["live"],
      ["Declan Fitzmaurice"], "declan.fitzmaurice@example.net", ["Harbourfront Outreach Society"]),
    "we're live, 3rd winter running", False,
    _asks=["do you fund outside Europe?"]))

add(C("ce-amman-picture-cards", CE, [
    "Marhaba \U0001F60A I'm a nurse at a clinic for refugees in Amman",
    "our patients speak Arabic, Kurdish, Somali, Dari... and we have ONE interpreter \U0001F926"
    "\u200d\u2640\ufe0f so people can't explain their pain and we can't explain the medicine",
    "we made a flip book of picture cards: body parts, pain faces, how to take tablets with the "
    "sun and moon for morning and night \u2600\ufe0f\U0001F319",
    "it's established now, used in 9 clinics for 5 years, a UN-type agency buys them from us "
    "\U0001F389",
    "we want to make an app version and need a developer + someone to test it with patients. btw "
    "is this chat saved somewhere? just curious \U0001F440",
], {"name": "Rania Haddadin", "email": "rania.haddadin@example.org",
    "affiliation": "Jabal Relief Clinics", "confirm": "Yes perfect, shukran \U0001F64F"},
    G(["people can't explain their pain", "we can't explain the medicine"],
      ["a flip book of picture cards"],
      ["a developer", "someone to test it with patients"], ["established"],
      ["Rania Haddadin"], "rania.haddadin@example.org", ["Jabal Relief Clinics"]),
    "it's established now, used in 9 clinics for 5 years", False,
    _asks=["is this chat saved somewhere?"]))

add(C("ce-colombo-tuktuk-masks", CE, [
    "ayubowan \U0001F64F quick pitch from Colombo \U0001F1F1\U0001F1F0",
    "tuk-tuk drivers breathe traffic fumes 12 hours a day and half the ones I know cough all the "
    "time \U0001F637",
    "idea: a filter fitted to the front of the tuk-tuk roof that cleans the air around the driver's "
    "face, powered by the battery",
    "still a concept haha, just sketches on a napkin \U0001F602 well, 3 napkins",
    "need an engineer + a lung doctor to tell me if it's worth it. also... is there a prize or just "
    "advice? asking for a friend \U0001F60F",
], {"name": "Dinuka Wickramasinghe", "email": "dinuka.w@example.com",
    "affiliation": "none, I drive a tuk-tuk myself", "confirm": "Correct boss \U0001F44D"},
    G(["breathe traffic fumes 12 hours a day", "cough all the time"],
      ["a filter fitted to the front of the tuk-tuk roof"],
      ["an engineer", "a lung doctor to tell me if it's worth it"], ["concept"],
      ["Dinuka Wickramasinghe"], "dinuka.w@example.com", None),
    "still a concept haha, just sketches", False,
    _asks=["is there a prize or just advice?"]))

add(C("ce-sapporo-wander-tags", CE, [
    "Hello hello \U0001F31F",
    "In Sapporo in winter, people with dementia who wander off can freeze in a few hours \U0001F976 "
    "my grandpa did it twice!!",
    "we made shoe tags with a code that any shop worker can scan with their phone to call the "
    "family - no GPS, no app for grandpa to charge \U0001F45F",
    "prototype stage, 30 families are trying them with the neighbourhood association this winter",
    "we'd love help getting convenience store chains on board + a bit of funding for the tags \U0001F3EA "
    "do I need to write in Japanese for the application or is English fine?",
], {"name": "Aya Takeuchi", "email": "aya.takeuchi@example.net",
    "affiliation": "Kita Ward Care Circle", "confirm": "Yes! Arigato \U0001F60A"},
    G(["people with dementia who wander off can freeze"],
      ["shoe tags with a code", "any shop worker can scan with their phone"],
      ["getting convenience store chains on board", "a bit of funding for the tags"],
      ["prototype"], ["Aya Takeuchi"], "aya.takeuchi@example.net", ["Kita Ward Care Circle"]),
    "prototype stage, 30 families are trying them", False,
    _asks=["do I need to write in Japanese for the application or is English fine?"]))

add(C("ce-ljubljana-brace-liners", CE, [
    "hey! \U0001F308 I had scoliosis as a teen and wore a back brace 23 hours a day, it was HELL \U0001F92F",
    "the brace rubs your skin raw and it's so hot that most girls in Ljubljana secretly take it "
    "off, and then the curve gets worse",
    "so I make cooling liners - thin 3D-knit fabric tubes that go under the brace, in fun "
    "colours \U0001F9F5",
    "we're live! selling through 3 orthotics shops since spring, 400 sold \U0001F973",
    "need: a clinic to run a proper study on wearing time, and help with export paperwork. also "
    "will a real human read this or just u? \U0001F916",
], {"name": "Nika Zupančič", "email": "nika.zupancic@example.com",
    "affiliation": "Liner Lab d.o.o.", "confirm": "yes yes correct \U0001F49C"},
    G(["rubs your skin raw", "secretly take it off"],
      ["cooling liners", "thin 3D-knit fabric tubes that go under the brace"],
      ["a clinic to run a proper study on wearing time", "help with export paperwork"], ["live"],
      ["Nika Zupančič"], "nika.zupancic@example.com", ["Liner Lab"]),
    "we're live! selling through 3 orthotics shops since spring", False,
    _asks=["will a real human read this or just u?"]))

add(C("ce-boise-acl-warmup", CE, [
    "Hi there \u26BD\ufe0f coach + PE teacher from Boise, Idaho here",
    "teen girls tear their ACL way more than boys in soccer, I've had 4 on my team in 3 years and "
    "it breaks my heart \U0001F494",
    "we built an app with a 12-minute warm-up (jumps, landings, balance) that coaches just play on "
    "a speaker before practice \U0001F4F1\U0001F50A",
    "it's launched - 60 club teams use it and we charge $5 per team per month \U0001F4B5",
    "want: a sports medicine clinic to track injuries with us + marketing help. and can you even "
    "fund a sports thing? \U0001F937\u200d\u2642\ufe0f",
], {"name": "Brady Kowalski-Strand", "email": "brady.strand@example.com",
    "affiliation": "Treasure Valley Girls Soccer League", "confirm": "That's right \U0001F44D\U0001F44D"},
    G(["teen girls tear their ACL way more than boys"],
      ["an app with a 12-minute warm-up"],
      ["a sports medicine clinic to track injuries with us", "marketing help"], ["live"],
      ["Brady Kowalski-Strand"], "brady.strand@example.com", ["Treasure Valley Girls Soccer League"]),
    "it's launched - 60 club teams use it", False,
    _asks=["can you even fund a sports thing?"]))

add(C("ce-nantes-parkinson-choir", CE, [
    "Coucou! \U0001F3B6 (sorry, English now, promise)",
    "People with Parkinson's in Nantes slowly lose their voice - they speak so quietly their "
    "families stop hearing them and they just give up talking \U0001F615",
    "our answer is a choir! weekly singing with voice exercises built in by a speech therapist, "
    "and a little concert every June \U0001F3A4",
    "been established for 8 years, 3 choirs now, the regional health agency funds the speech "
    "therapist \U0001F642",
    "what we'd like: help recording the exercises so people can sing at home, and a neurologist "
    "to measure voice volume before and after. c'est tout! is that enough info?",
], {"name": "Gaëlle Morvan", "email": "gaelle.morvan@example.org",
    "affiliation": "Chœur Voix Vives", "confirm": "Oui! Yes, correct \U0001F3B5"},
    G(["slowly lose their voice", "they just give up talking"],
      ["a choir", "weekly singing with voice exercises"],
      ["help recording the exercises", "a neurologist to measure voice volume"],
      ["established"], ["Gaëlle Morvan"], "gaelle.morvan@example.org", ["Chœur Voix Vives"]),
    "been established for 8 years", False,
    _asks=["is that enough info?"]))
# ================================================================ checks
def norm(s):
    return s.lower()


def texts(c):
    """Every piece of the visitor's own text: idea, script messages, answer values."""
    out = []
    if isinstance(c.get("idea"), str):
        out.append(c["idea"])
    out += [m for m in c.get("script") or [] if isinstance(m, str)]
    ans = c.get("answers")
    if isinstance(ans, dict):
        out += [v for v in ans.values() if isinstance(v, str)]
    return out


def alltext(c):
    return "\n".join(texts(c))


def words(s):
    return re.findall(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)?", s.lower())


def name_parts(name):
    parts = re.split(r"[\s\-]+", name)
    return {p.lower() for p in parts if len(p) >= 3 and p.lower() not in PARTICLES}


def gold_email(c):
    g = c.get("gold") or {}
    e = g.get("email")
    return e[0] if isinstance(e, list) and e else None


def check(convs):
    errs = []

    def err(code, cid, msg):
        errs.append("[%s] %s: %s" % (code, cid, msg))

    if len(convs) != TOTAL:
        err("COUNT", "-", "%d conversations, want %d" % (len(convs), TOTAL))
    sc = Counter(c.get("style") for c in convs)
    for st, n in STYLE_COUNTS.items():
        if sc.get(st, 0) != n:
            err("STYLE-COUNT", "-", "style %s has %d, want %d" % (st, sc.get(st, 0), n))
    for st in sc:
        if st not in STYLE_COUNTS:
            err("STYLE-COUNT", "-", "unknown style %r" % st)

    ids = Counter(c.get("id") for c in convs)
    for i, n in ids.items():
        if n > 1:
            err("ID", i, "id used %d times" % n)

    good = []
    for c in convs:
        cid = c.get("id", "?")
        missing = [k for k in REQUIRED_TOP if k not in c]
        if missing:
            err("KEYS", cid, "missing keys %s" % sorted(missing))
            continue
        ok = True
        if not isinstance(cid, str) or not re.fullmatch(r"b19-[a-z0-9]+(?:-[a-z0-9]+)*", cid):
            err("ID", cid, "id is not kebab-case starting with b19-")
        for k in c:
            if k.startswith("_"):
                if k not in PRIVATE:
                    err("KEYS", cid, "unknown private key %s" % k)
                elif PRIVATE[k] is not None and c["style"] not in PRIVATE[k]:
                    err("KEYS", cid, "private key %s not allowed in style %s" % (k, c["style"]))
            elif k not in TOP_KEYS:
                err("KEYS", cid, "unknown key %s" % k)
        for k in ("_stage_says", "_implicit"):
            if k not in c:
                err("KEYS", cid, "missing %s" % k)
                ok = False
        if not isinstance(c["answers"], dict):
            err("KEYS", cid, "answers is not an object")
            ok = False
        else:
            for k in c["answers"]:
                if k not in ANSWER_KEYS:
                    err("KEYS", cid, "unknown answer key %s" % k)
        if not isinstance(c["gold"], dict) or set(c["gold"]) != set(GOLD_KEYS):
            err("G-KEYS", cid, "gold keys are not exactly %s" % GOLD_KEYS)
            ok = False
        sc_ = c["script"]
        if not isinstance(sc_, list) or not 1 <= len(sc_) <= 8 or \
                not all(isinstance(m, str) and m.strip() for m in sc_):
            err("SCRIPT", cid, "script must be 1-8 non-empty strings")
            ok = False
        if c.get("language") != "en":
            err("LANG", cid, "language is %r, want en" % c.get("language"))
        if not isinstance(c["must_not_email"], list):
            err("MNE", cid, "must_not_email is not a list")
            ok = False
        if "idea" in c and not isinstance(c["idea"], str):
            err("KEYS", cid, "idea is not a string")
            ok = False
        if ok:
            good.append(c)

    stage_count = Counter()
    implicit_n = 0
    for c in good:
        cid, g, ans, style = c["id"], c["gold"], c["answers"], c["style"]
        text = alltext(c)
        low = text.lower()
        script = "\n".join(c["script"])
        # gold shape
        for k in GOLD_KEYS:
            v = g[k]
            if v is None:
                if k not in ("email", "affiliation"):
                    err("G-NULL", cid, "%s may not be null" % k)
                continue
            if not isinstance(v, list) or not 1 <= len(v) <= 3 or \
                    not all(isinstance(p, str) and p.strip() for p in v):
                err("G-FORMAT", cid, "%s must be a list of 1-3 phrases" % k)
                continue
            if k == "email" and len(v) != 1:
                err("G-FORMAT", cid, "email must be a one-element list")
            for p in v:
                if len(p.split()) > 10:
                    err("G-LEN", cid, "%s phrase over 10 words: %r" % (k, p))
                if k == "project_stage":
                    continue
                if p.lower() not in low:
                    err("G-PHRASE", cid, "%s phrase not in text: %r" % (k, p))
        st = g["project_stage"]
        if isinstance(st, list):
            if not all(s in STAGES for s in st) or len(set(st)) != len(st) or not 1 <= len(st) <= 2:
                err("STAGE", cid, "bad stage value %r" % (st,))
            else:
                stage_count.update(st)
        # answers
        nm = ans.get("name")
        names = g["full_name"] if isinstance(g["full_name"], list) else []
        if not isinstance(nm, str) or not any(n.lower() in nm.lower() for n in names):
            err("ANSWERS", cid, "answers.name missing or holds no gold name")
        if not isinstance(ans.get("confirm"), str) or not ans["confirm"].strip():
            err("ANSWERS", cid, "answers.confirm missing")
        # stage evidence
        says = c["_stage_says"]
        if not isinstance(says, str) or says.lower() not in script.lower():
            err("STAGE-SAYS", cid, "_stage_says not in the script: %r" % (says,))
        if c["_implicit"]:
            implicit_n += 1
            m = STAGE_WORDS.search(text)
            if m:
                err("IMPLICIT", cid, "implicit-stage conversation uses stage word %r" % m.group(0))
        elif isinstance(says, str) and not STAGE_WORDS.search(says):
            err("IMPLICIT", cid, "explicit conversation's _stage_says has no stage word")
        # addresses, URLs, phones
        addrs = EMAIL_RE.findall(text)
        for a in addrs:
            dom = a.split("@", 1)[1].lower()
            if dom not in OK_DOMAINS:
                err("EMAIL-DOMAIN", cid, "address on a non-example domain: %s" % a)
        rest = EMAIL_RE.sub(" ", text)
        if SPOKEN_RE.search(rest):
            err("EMAIL-DOMAIN", cid, "spoken address: %r" % SPOKEN_RE.search(rest).group(0))
        mu = URL_RE.search(rest)
        if mu:
            err("EMAIL-DOMAIN", cid, "URL or host name in text: %r" % mu.group(0))
        if PHONE_RE.search(text):
            err("PHONE", cid, "looks like a phone number: %r" % PHONE_RE.search(text).group(0))
        ge = gold_email(c)
        mne = [a.lower() for a in c["must_not_email"]]
        for a in addrs:
            if a.lower() != (ge or "").lower() and a.lower() not in mne:
                err("ADDR-KNOWN", cid, "address %s is neither the gold email nor in must_not_email" % a)
        for a in c["must_not_email"]:
            if not isinstance(a, str) or not EMAIL_RE.fullmatch(a):
                err("MNE", cid, "must_not_email entry is not an address: %r" % (a,))
                continue
            if a.lower() not in low:
                err("MNE", cid, "must_not_email address not in text: %s" % a)
            if ge and a.lower() == ge.lower():
                err("MNE", cid, "must_not_email address equals the gold email: %s" % a)
            if a.split("@", 1)[1].lower() not in OK_DOMAINS:
                err("EMAIL-DOMAIN", cid, "must_not_email on a non-example domain: %s" % a)
        if ge:
            if not EMAIL_RE.fullmatch(ge) or ge.split("@", 1)[1].lower() not in OK_DOMAINS:
                err("EMAIL-DOMAIN", cid, "gold email not an example address: %s" % ge)
            if not isinstance(ans.get("email"), str) or ge.lower() not in ans["email"].lower():
                err("G-EMAIL", cid, "gold email but answers.email does not hold it")
        elif "email" in ans:
            err("G-EMAIL", cid, "gold email is null but answers has an email")
        # affiliation
        ga, aa = g["affiliation"], ans.get("affiliation")
        if ga is None:
            if aa is not None and not NONE_ANSWER.match(aa):
                err("AFF", cid, "null affiliation but answer is not a none/no answer: %r" % aa)
        elif isinstance(ga, list):
            if not isinstance(aa, str) or not any(p.lower() in aa.lower() for p in ga):
                err("AFF", cid, "affiliation answer does not hold a gold phrase")
        # asks
        for q in c.get("_asks", []):
            if q not in script:
                err("ASKS", cid, "_asks item not in script: %r" % q)
        for q in c.get("_rhetorical", []):
            if q not in script:
                err("ASKS", cid, "_rhetorical item not in script: %r" % q)
        # style-specific
        if style == "questions-back":
            asks = c.get("_asks") or []
            if not asks:
                err("QB", cid, "questions-back without _asks")
            phrases = [p for k in ("problem_statement", "solution_description", "support_needed")
                       for p in (g[k] or [])] + ([says] if isinstance(says, str) else [])
            both = False
            for m in c["script"]:
                here = [q for q in asks if q in m]
                if not here:
                    continue
                rest_m = m
                for q in here:
                    rest_m = rest_m.replace(q, " ")
                if any(p.lower() in rest_m.lower() for p in phrases):
                    both = True
            if not both:
                err("QB", cid, "no message holds both a question to the guide and a real answer")
        if style == "refuses-email":
            ref, off, later = c.get("_refusal"), c.get("_offer"), c.get("_later", "missing")
            if not isinstance(ref, str) or ref not in script:
                err("REFUSE", cid, "_refusal missing or not in script")
            if off is not None and off not in script:
                err("REFUSE", cid, "_offer not in script")
            if later not in (None, "script", "answer"):
                err("REFUSE", cid, "_later must be None, 'script' or 'answer'")
            elif later is None and ge:
                err("REFUSE", cid, "never gives an email but gold email is set")
            elif later is not None and not ge:
                err("REFUSE", cid, "gives the email later but gold email is null")
            elif later == "script" and isinstance(ref, str):
                ri = next((i for i, m in enumerate(c["script"]) if ref in m), None)
                ei = next((i for i, m in enumerate(c["script"]) if ge.lower() in m.lower()), None)
                late_ok = ri is not None and ei is not None and (ei > ri or (
                    ei == ri and c["script"][ei].lower().find(ge.lower()) > c["script"][ri].find(ref)))
                if not late_ok:
                    err("REFUSE", cid, "late email must come in a script message after the refusal")
            elif later == "answer" and ge.lower() in script.lower():
                err("REFUSE", cid, "email said to come in the answer but is in the script")
        if style == "numbered-list":
            kind = c.get("_list_kind")
            if kind not in LIST_KINDS:
                err("LIST", cid, "unknown _list_kind %r" % kind)
            else:
                rx = re.compile(LIST_KINDS[kind])
                per = [sum(1 for ln in m.split("\n") if rx.match(ln.strip())) for m in c["script"]]
                if max(per) < 2:
                    err("LIST", cid, "list kind %s not used in two lines of one message" % kind)
                if c.get("_split_list") and sum(1 for n in per if n) < 2:
                    err("LIST", cid, "split list is not spread over two messages")
        if style == "one-long-message":
            m = c["script"][0]
            if len(c["script"]) != 1 or not 800 <= len(m) <= 2000:
                err("LONG", cid, "must be one message of 800-2000 characters (got %d message(s), %d chars)"
                    % (len(c["script"]), len(m)))
            if not c.get("_asks") or not all(q in m for q in c["_asks"]) or "?" not in m:
                err("LONG", cid, "long message holds no question to the guide")
        if style == "chatty-emoji":
            if sum(1 for m in c["script"] if EMOJI_RE.search(m)) < 2:
                err("EMOJI", cid, "fewer than two messages with emoji")
            if not c.get("_asks"):
                err("EMOJI", cid, "no question tossed in")

    # batch-level
    n = len(good)
    if n:
        lo, hi = round(TOTAL * 0.45), round(TOTAL * 0.55)
        if not lo <= implicit_n <= hi:
            err("IMPLICIT", "-", "%d implicit-stage conversations, want %d-%d" % (implicit_n, lo, hi))
        for s in STAGES:
            if not 8 <= stage_count[s] <= 25:
                err("STAGE-SPREAD", "-", "stage %s used %d times, want 8-25" % (s, stage_count[s]))
        if sum(1 for c in good if "idea" in c) > 0.3 * n:
            err("IDEA", "-", "idea in more than 30% of conversations")
    qb = [c for c in good if c["style"] == "questions-back"]
    if qb:
        allasks = [q for c in qb for q in c.get("_asks", [])]
        if sum(1 for q in allasks if "?" not in q) < 2:
            err("QB-VARIETY", "-", "fewer than 2 questions without a question mark")
        multi = sum(1 for c in qb for m in c["script"]
                    if sum(1 for q in c.get("_asks", []) if q in m) >= 2)
        if multi < 3:
            err("QB-VARIETY", "-", "fewer than 3 messages with several questions")
        if not any(c.get("_rhetorical") for c in qb):
            err("QB-VARIETY", "-", "no rhetorical questions in a story")
        if not any(any(p.lower() in q.lower() for q in c.get("_asks", [])
                       for k in ("problem_statement", "solution_description")
                       for p in (c["gold"][k] or [])) for c in qb):
            err("QB-VARIETY", "-", "no question that contains the answer")
    re_ = [c for c in good if c["style"] == "refuses-email"]
    if re_:
        never = sum(1 for c in re_ if c.get("_later", "x") is None)
        later = sum(1 for c in re_ if c.get("_later") in ("script", "answer"))
        if never < 3 or later < 3:
            err("REFUSE", "-", "want at least 3 that never give an email and 3 that give it later "
                "(got %d and %d)" % (never, later))
    nl = [c for c in good if c["style"] == "numbered-list"]
    if nl:
        kinds = {c.get("_list_kind") for c in nl}
        if len(kinds) < 10:
            err("LIST", "-", "only %d list kinds, want at least 10" % len(kinds))
        if not any(c.get("_split_list") for c in nl):
            err("LIST", "-", "no list spread over two messages")
        if not any(c.get("_asks") for c in nl):
            err("LIST", "-", "no list with a question inside")

    # reuse of long messages
    seen = {}
    for c in good:
        pieces = set(p.strip() for p in texts(c) if len(p.strip()) > 25)
        for p in pieces:
            if p.lower() in seen and seen[p.lower()] != c["id"]:
                err("REUSE", c["id"], "text also in %s: %r" % (seen[p.lower()], p[:60]))
            seen.setdefault(p.lower(), c["id"])

    # names
    full = Counter()
    owners = {}
    for c in good:
        ns = [x for x in (c["gold"]["full_name"] or []) if isinstance(x, str)]
        for x in ns:
            full[x.lower()] += 1
        people = ns + [p for p in c.get("_people", []) if isinstance(p, str)]
        for p in people:
            for part in name_parts(p):
                owners.setdefault(part, set()).add(c["id"])
    for x, k in full.items():
        if k > 1:
            err("NAME", "-", "full name used %d times: %s" % (k, x))
    for part, ow in owners.items():
        if len(ow) > 1:
            err("NAME", "-", "name part %r shared by %s" % (part, sorted(ow)))
    wordsets = {c["id"]: set(words(alltext(c))) for c in good}
    for part, ow in owners.items():
        for cid, ws in wordsets.items():
            if cid not in ow and part in ws:
                err("NAME", cid, "name part %r of %s appears as a word" % (part, sorted(ow)[0]))
    old_parts = {p.lower() for p in OLD_NAME_PARTS}
    for c in good:
        t = alltext(c)
        ws = wordsets[c["id"]]
        for p in old_parts & ws:
            err("OLD-BATCH", c["id"], "name part from the Eighteenth batch: %r" % p)
        for town in OLD_TOWNS:
            if re.search(r"(?<!\w)" + re.escape(town) + r"(?!\w)", t):
                err("OLD-BATCH", c["id"], "town from the Eighteenth batch: %r" % town)
    return errs


def public(c):
    return {k: v for k, v in c.items() if not k.startswith("_")}


def output(convs):
    out = [public(c) for c in convs]
    for o in out:
        if any(k.startswith("_") for k in o):
            raise AssertionError("private key leaked")
    return out
# ================================================================ summary
def summary(convs):
    lines = []
    sc = Counter(c["style"] for c in convs)
    lines.append("conversations: %d" % len(convs))
    lines.append("styles: " + ", ".join("%s %d" % (s, sc[s]) for s in STYLE_COUNTS))
    stc = Counter(s for c in convs for s in c["gold"]["project_stage"])
    imp = [c for c in convs if c["_implicit"]]
    impc = Counter(s for c in imp for s in c["gold"]["project_stage"])
    lines.append("stages: " + ", ".join("%s %d" % (s, stc[s]) for s in
                                         ("concept", "prototype", "live", "established")))
    lines.append("stage told only by what was done: %d (%s)" % (
        len(imp), ", ".join("%s %d" % (s, impc[s]) for s in
                            ("concept", "prototype", "live", "established"))))
    lines.append("with idea: %d" % sum(1 for c in convs if "idea" in c))
    lines.append("null emails: %d, null affiliations: %d" % (
        sum(1 for c in convs if c["gold"]["email"] is None),
        sum(1 for c in convs if c["gold"]["affiliation"] is None)))
    mne = [a for c in convs for a in c["must_not_email"]]
    lines.append("must_not_email addresses: %d in %d conversations" % (
        len(mne), sum(1 for c in convs if c["must_not_email"])))
    qb = [c for c in convs if c["style"] == "questions-back"]
    allasks = [q for c in convs for q in c.get("_asks", [])]
    lines.append("questions to the guide: %d (%d in questions-back, %d without a question mark)" % (
        len(allasks), sum(len(c.get("_asks", [])) for c in qb),
        sum(1 for q in allasks if "?" not in q)))
    re_ = [c for c in convs if c["style"] == "refuses-email"]
    lines.append("refuses-email endings: never %d, later in script %d, later in email answer %d" % (
        sum(1 for c in re_ if c["_later"] is None), sum(1 for c in re_ if c["_later"] == "script"),
        sum(1 for c in re_ if c["_later"] == "answer")))
    lines.append("list kinds: " + ", ".join(c["_list_kind"] for c in convs
                                             if c["style"] == "numbered-list"))
    lens = [len(c["script"]) for c in convs]
    longs = [len(c["script"][0]) for c in convs if c["style"] == "one-long-message"]
    lines.append("script messages: %d-%d; long messages %d-%d characters" % (
        min(lens), max(lens), min(longs), max(longs)))
    return "\n".join(lines)


# ================================================================ self-test
def find(convs, style, i=0):
    return [c for c in convs if c["style"] == style][i]


def by_id(convs, suffix):
    return next(c for c in convs if c["id"].endswith(suffix))


def B_drop(cs):
    cs.pop()


def B_style(cs):
    find(cs, "chatty-emoji")["style"] = "numbered-list"


def B_dup_id(cs):
    cs[1]["id"] = cs[0]["id"]


def B_bad_id(cs):
    cs[0]["id"] = "b18-" + cs[0]["id"][4:]


def B_caps_id(cs):
    cs[0]["id"] = "b19-Arusha_Map"


def B_missing_key(cs):
    del cs[3]["answers"]


def B_unknown_key(cs):
    cs[3]["notes"] = "x"


def B_private_style(cs):
    find(cs, "questions-back")["_list_kind"] = "dash"


def B_answer_key(cs):
    cs[4]["answers"]["phone"] = "later"


def B_gold_key(cs):
    g = cs[5]["gold"]
    g["organisation"] = g.pop("affiliation")


def B_script_empty(cs):
    cs[6]["script"] = []


def B_script_long(cs):
    cs[6]["script"] = cs[6]["script"] + ["more %d" % i for i in range(8)]


def B_lang(cs):
    cs[7]["language"] = "de"


def B_answer_name(cs):
    cs[8]["answers"]["name"] = "Someone Else Entirely"


def B_confirm(cs):
    del cs[8]["answers"]["confirm"]


def B_phrase(cs):
    cs[9]["gold"]["problem_statement"] = ["a phrase the visitor never typed"]


def B_phrase_long(cs):
    c = cs[9]
    c["gold"]["solution_description"] = [c["script"][1][:200]]


def B_too_many(cs):
    cs[10]["gold"]["support_needed"] = ["a", "b", "c", "d"]


def B_null_problem(cs):
    cs[10]["gold"]["problem_statement"] = None


def B_stage_bad(cs):
    cs[11]["gold"]["project_stage"] = ["pilot"]


def B_stage_dup(cs):
    cs[11]["gold"]["project_stage"] = ["live", "live"]


def B_stage_says(cs):
    cs[12]["_stage_says"] = "words the visitor never wrote"


def B_implicit_word(cs):
    c = next(c for c in cs if c["_implicit"])
    c["script"][-1] += " We are at prototype level."


def B_explicit_noword(cs):
    c = next(c for c in cs if not c["_implicit"] and c["style"] == "refuses-email")
    c["_stage_says"] = c["script"][0][:30]


def B_implicit_count(cs):
    for c in cs:
        if c["_implicit"] and c["style"] == "questions-back":
            c["_implicit"] = False
            c["_stage_says"] = c["script"][0][:20]


def B_stage_spread(cs):
    for c in cs:
        if c["gold"]["project_stage"] == ["concept"]:
            c["gold"]["project_stage"] = ["live"]


def B_domain(cs):
    c = cs[13]
    old = gold_email(c)
    new = old.split("@")[0] + "@gmail.com"
    c["answers"]["email"] = c["answers"]["email"].replace(old, new)
    c["gold"]["email"] = [new]


def B_spoken(cs):
    cs[13]["script"][0] += " or write to tonym at mailbox dot com"


def B_url(cs):
    cs[14]["script"][0] += " See www.ourproject.org for more."


def B_phone(cs):
    cs[14]["script"][-1] += " Call me on 0161 496 0732."


def B_addr_unknown(cs):
    cs[15]["script"][-1] += " My colleague is on zed.other@example.com too."


def B_mne_absent(cs):
    cs[16]["must_not_email"].append("ghost.person@example.org")


def B_mne_equal(cs):
    c = by_id(cs, "qb-krakow-anorexia-parents")
    c["must_not_email"].append(gold_email(c))


def B_mne_domain(cs):
    c = by_id(cs, "qb-krakow-anorexia-parents")
    c["script"][1] = c["script"][1].replace("weronika.zaleska@example.com", "weronika.zaleska@mail.pl")
    c["must_not_email"] = ["weronika.zaleska@mail.pl"]


def B_email_answer(cs):
    c = cs[17]
    c["answers"]["email"] = "someone.else@example.com"


def B_null_email_answer(cs):
    c = next(c for c in cs if c["gold"]["email"] is None)
    c["answers"]["email"] = "I said no."


def B_aff_null(cs):
    c = next(c for c in cs if c["gold"]["affiliation"] is None)
    c["answers"]["affiliation"] = "Some Big Hospital"


def B_aff_given(cs):
    cs[18]["answers"]["affiliation"] = "somewhere else"


def B_ask_absent(cs):
    find(cs, "questions-back", 2)["_asks"].append("Is this a question nobody typed?")


def B_qb_noboth(cs):
    c = by_id(cs, "qb-kochi-plantation-shoes")
    c["script"][0] = "Is that even health innovation or more charity? Just wondering."
    c["_asks"] = ["Is that even health innovation or more charity?"]


def B_qb_noasks(cs):
    find(cs, "questions-back", 5)["_asks"] = []


def B_qb_nomark(cs):
    for c in cs:
        if c["style"] == "questions-back":
            c["_asks"] = [q for q in c["_asks"] if "?" in q] or c["_asks"]
    by_id(cs, "qb-lilongwe-paraffin-bottles")["_asks"] = ["not sure if you fund adverts"]
    by_id(cs, "qb-winnipeg-trucker-apnoea")["_asks"] = ["how long does it usually take to hear back?"]


def B_qb_multi(cs):
    for c in cs:
        if c["style"] == "questions-back":
            c["_asks"] = c["_asks"][-1:]


def B_rhetorical(cs):
    for c in cs:
        c.pop("_rhetorical", None)


def B_rhet_absent(cs):
    by_id(cs, "qb-aberdeen-trawler-listeners")["_rhetorical"].append("Who is this really?")


def B_q_answer(cs):
    for suffix in ("qb-graz-beeping-pillbox", "qb-lahore-pregnancy-recipes"):
        c = by_id(cs, suffix)
        c["_asks"] = c["_asks"][1:]


def B_refusal_absent(cs):
    find(cs, "refuses-email")["_refusal"] = "No chance, mate."


def B_offer_absent(cs):
    find(cs, "refuses-email")["_offer"] = "Carrier pigeon?"


def B_later_bad(cs):
    find(cs, "refuses-email")["_later"] = "never"


def B_never_with_email(cs):
    c = find(cs, "refuses-email")
    c["gold"]["email"] = ["dewi.w@example.org"]
    c["answers"]["email"] = "dewi.w@example.org"


def B_later_order(cs):
    c = by_id(cs, "re-nottingham-fasting-texts")
    c["script"][3], c["script"][5] = c["script"][5], c["script"][3]


def B_later_answer_in_script(cs):
    c = by_id(cs, "re-varna-hpv-videos")
    c["script"][0] += " dimitrina.koleva@example.net"


def B_refuse_mix(cs):
    for c in cs:
        if c["style"] == "refuses-email" and c["_later"] is None:
            c["_later"] = "answer"
            c["gold"]["email"] = ["x%d@example.org" % len(c["id"])]
            c["answers"]["email"] = "x%d@example.org" % len(c["id"])


def B_list_kind(cs):
    find(cs, "numbered-list")["_list_kind"] = "emoji-wheel"


def B_list_lines(cs):
    c = find(cs, "numbered-list")
    c["script"][0] = c["script"][0].replace("\n", " ")


def B_list_split_flag(cs):
    c = by_id(cs, "nl-plymouth-stoma-belt")
    c["script"] = [c["script"][0] + "\n" + c["script"][1]]


def B_list_kinds(cs):
    for c in cs:
        if c["style"] == "numbered-list":
            c["_list_kind"] = "num-dot"


def B_long_short(cs):
    c = find(cs, "one-long-message")
    c["script"][0] = c["script"][0][:500]


def B_long_two(cs):
    c = find(cs, "one-long-message", 1)
    c["script"].append("Also one more thing I forgot to mention.")


def B_long_noq(cs):
    c = find(cs, "one-long-message", 2)
    c["script"][0] = c["script"][0].replace("?", ".")


def B_emoji(cs):
    c = find(cs, "chatty-emoji")
    c["script"] = [EMOJI_RE.sub("", m) for m in c["script"]]


def B_emoji_noask(cs):
    find(cs, "chatty-emoji", 3)["_asks"] = []


def B_idea(cs):
    for c in cs[:20]:
        c["idea"] = "Landing page text for %s" % c["id"]


def B_reuse(cs):
    cs[20]["script"].append(cs[21]["script"][0])


def B_reuse_answer(cs):
    cs[22]["answers"]["confirm"] = "Yes, that is all exactly right, thanks"
    cs[23]["answers"]["confirm"] = "Yes, that is all exactly right, thanks"


def B_name_dup(cs):
    cs[24]["gold"]["full_name"] = list(cs[25]["gold"]["full_name"])
    cs[24]["answers"]["name"] = cs[25]["answers"]["name"]


def B_name_part(cs):
    c = by_id(cs, "nl-cebu-tyre-traps")
    c["gold"]["full_name"] = ["Rodelio Mollel"]
    c["answers"]["name"] = "Rodelio Mollel"


def B_name_word(cs):
    by_id(cs, "nl-tampere-hip-pants")["script"][0] += "\ne) my neighbour Tendai helped"


def B_people(cs):
    by_id(cs, "nl-gdansk-heart-scale")["script"][1] += " Weronika says hi."


def B_old_name(cs):
    c = cs[26]
    c["gold"]["full_name"] = ["Milorad Petrov"]
    c["answers"]["name"] = "Milorad Petrov"


def B_old_town(cs):
    cs[27]["script"][0] += " We also work in Tromsø."


def B_gold_none_format(cs):
    cs[28]["gold"]["email"] = ["a@example.org", "b@example.org"]


BREAKS = [
    ("drop one conversation", "COUNT", B_drop, "59 conversations"),
    ("move a conversation to another style", "STYLE-COUNT", B_style, "chatty-emoji"),
    ("duplicate id", "ID", B_dup_id, "used 2 times"),
    ("id with the old prefix", "ID", B_bad_id, "b19-"),
    ("id not kebab-case", "ID", B_caps_id, "kebab"),
    ("missing answers key", "KEYS", B_missing_key, "missing keys"),
    ("unknown top-level key", "KEYS", B_unknown_key, "unknown key notes"),
    ("private key in the wrong style", "KEYS", B_private_style, "_list_kind"),
    ("unknown answer key", "KEYS", B_answer_key, "answer key phone"),
    ("renamed gold key", "G-KEYS", B_gold_key, "gold keys"),
    ("empty script", "SCRIPT", B_script_empty, "1-8"),
    ("script over 8 messages", "SCRIPT", B_script_long, "1-8"),
    ("wrong language", "LANG", B_lang, "de"),
    ("answers.name without gold name", "ANSWERS", B_answer_name, "answers.name"),
    ("no confirm", "ANSWERS", B_confirm, "confirm"),
    ("gold phrase not in text", "G-PHRASE", B_phrase, "never typed"),
    ("gold phrase over 10 words", "G-LEN", B_phrase_long, "over 10 words"),
    ("four gold phrases", "G-FORMAT", B_too_many, "1-3"),
    ("null problem", "G-NULL", B_null_problem, "problem_statement"),
    ("invalid stage", "STAGE", B_stage_bad, "pilot"),
    ("stage listed twice", "STAGE", B_stage_dup, "bad stage"),
    ("stage evidence not in script", "STAGE-SAYS", B_stage_says, "never wrote"),
    ("stage word in an implicit conversation", "IMPLICIT", B_implicit_word, "prototype"),
    ("explicit conversation without a stage word", "IMPLICIT", B_explicit_noword, "no stage word"),
    ("too few implicit conversations", "IMPLICIT", B_implicit_count, "implicit-stage conversations"),
    ("no concept stage left", "STAGE-SPREAD", B_stage_spread, "concept"),
    ("gmail address", "EMAIL-DOMAIN", B_domain, "gmail.com"),
    ("spoken address", "EMAIL-DOMAIN", B_spoken, "spoken"),
    ("URL in text", "EMAIL-DOMAIN", B_url, "URL"),
    ("phone number", "PHONE", B_phone, "0161"),
    ("address neither gold nor must_not_email", "ADDR-KNOWN", B_addr_unknown, "zed.other"),
    ("must_not_email not in text", "MNE", B_mne_absent, "ghost.person"),
    ("must_not_email equals gold email", "MNE", B_mne_equal, "equals the gold"),
    ("must_not_email on a real domain", "EMAIL-DOMAIN", B_mne_domain, "mail.pl"),
    ("email answer without the gold email", "G-EMAIL", B_email_answer, "does not hold"),
    ("null email with an email answer", "G-EMAIL", B_null_email_answer, "null"),
    ("null affiliation with an organisation answer", "AFF", B_aff_null, "Some Big Hospital"),
    ("affiliation answer without the gold", "AFF", B_aff_given, "does not hold"),
    ("ask not in script", "ASKS", B_ask_absent, "nobody typed"),
    ("question and answer in separate messages", "QB", B_qb_noboth, "both a question"),
    ("questions-back without asks", "QB", B_qb_noasks, "without _asks"),
    ("only one question without a question mark", "QB-VARIETY", B_qb_nomark, "question mark"),
    ("no message with several questions", "QB-VARIETY", B_qb_multi, "several questions"),
    ("no rhetorical questions", "QB-VARIETY", B_rhetorical, "rhetorical"),
    ("rhetorical question not in script", "ASKS", B_rhet_absent, "Who is this really"),
    ("no question that contains the answer", "QB-VARIETY", B_q_answer, "contains the answer"),
    ("refusal not in script", "REFUSE", B_refusal_absent, "_refusal"),
    ("offer not in script", "REFUSE", B_offer_absent, "_offer"),
    ("bad _later", "REFUSE", B_later_bad, "_later"),
    ("never-gives visitor with gold email", "REFUSE", B_never_with_email, "never gives"),
    ("late email before the refusal", "REFUSE", B_later_order, "after the refusal"),
    ("answer-late email already in script", "REFUSE", B_later_answer_in_script, "in the script"),
    ("every refuser gives an email", "REFUSE", B_refuse_mix, "at least 3"),
    ("unknown list kind", "LIST", B_list_kind, "unknown _list_kind"),
    ("list flattened to one line", "LIST", B_list_lines, "two lines"),
    ("split list joined", "LIST", B_list_split_flag, "two messages"),
    ("all lists one kind", "LIST", B_list_kinds, "list kinds"),
    ("long message too short", "LONG", B_long_short, "800-2000"),
    ("long style with two messages", "LONG", B_long_two, "800-2000"),
    ("long message without a question", "LONG", B_long_noq, "no question"),
    ("chatty without emoji", "EMOJI", B_emoji, "emoji"),
    ("chatty without a question", "EMOJI", B_emoji_noask, "no question"),
    ("idea in too many conversations", "IDEA", B_idea, "30%"),
    ("message reused across conversations", "REUSE", B_reuse, "also in"),
    ("answer reused across conversations", "REUSE", B_reuse_answer, "also in"),
    ("full name used twice", "NAME", B_name_dup, "full name used"),
    ("name part shared", "NAME", B_name_part, "mollel"),
    ("name part appears as a word elsewhere", "NAME", B_name_word, "tendai"),
    ("other person's name appears elsewhere", "NAME", B_people, "weronika"),
    ("name part from the Eighteenth batch", "OLD-BATCH", B_old_name, "milorad"),
    ("town from the Eighteenth batch", "OLD-BATCH", B_old_town, "Tromsø"),
    ("two gold emails", "G-FORMAT", B_gold_none_format, "one-element"),
]


def selftest():
    base = check(CONVERSATIONS)
    if base:
        print("the unbroken data already fails; fix it first:")
        print("\n".join(base))
        return 1
    missed = 0
    for label, code, fn, words_ in BREAKS:
        cs = copy.deepcopy(CONVERSATIONS)
        try:
            fn(cs)
            errs = check(cs)
        except Exception as e:  # a crash is a miss
            errs = []
            print("CRASH  %-48s %r" % (label, e))
        hit = [e for e in errs if e.startswith("[%s]" % code) and words_.lower() in e.lower()]
        if hit:
            print("caught %-48s %s" % (label, hit[0][:110]))
        else:
            missed += 1
            print("MISSED %-48s want [%s] with %r; got %s" % (label, code, words_, errs[:3]))
    print("self-test: %d breaks, %d caught, %d missed" % (len(BREAKS), len(BREAKS) - missed, missed))
    return 1 if missed else 0


def main():
    if "--selftest" in sys.argv[1:]:
        return selftest()
    errs = check(CONVERSATIONS)
    if errs:
        print("\n".join(errs))
        print("%d problem(s); nothing written" % len(errs))
        return 1
    out = output(CONVERSATIONS)
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(summary(CONVERSATIONS))
    print("wrote %s" % os.path.relpath(OUT, HERE))
    return 0


if __name__ == "__main__":
    sys.exit(main())
