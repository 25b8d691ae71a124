#!/usr/bin/python3
"""Second batch of test documents for the website's document reader.

Holds every document's content as data, checks it, writes the documents into
documents-2/ (PDF with reportlab, DOCX with python-docx, scans as image-only PDF
made with PIL + reportlab), reads them back and writes the manifest
documents-2.json.

Run with Debian's Python:  /usr/bin/python3 make-documents-2.py
If a check fails it prints the errors and exits with code 1 without writing the
manifest (checks on the data run before any file is written).

All people, projects and organisations are invented. Addresses use
example.org / example.com / example.net; phone numbers use reserved fictional
ranges (UK 07700 900xxx, 0161 496 0xxx, 0117 496 0xxx, 01632 960xxx;
US 555-01xx; Australia 5550 xxxx).
"""

import io
import json
import os
import random
import re
import subprocess
import sys
from xml.sax.saxutils import escape

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.join(HERE, "documents-2")
MANIFEST = os.path.join(HERE, "documents-2.json")

GOLD_KEYS = ["title", "problem", "solution", "target_population", "stage",
             "needs", "funding", "team"]
STAGES = {"concept", "prototype", "live", "established"}

SHAPE_COUNTS = {
    "paragraphs": 8,
    "lean-canvas": 5,
    "other-language": 5,
    "email": 4,
    "grant-abstract": 4,
    "deck": 4,
    "scan": 3,
    "report-excerpt": 3,
    "not-pitch": 4,
}


def s(text):
    """Collapse a triple-quoted paragraph into one line."""
    return re.sub(r"\s+", " ", text).strip()


def G(title=None, problem=None, solution=None, target_population=None,
      stage=None, needs=None, funding=None, team=None):
    return {"title": title, "problem": problem, "solution": solution,
            "target_population": target_population, "stage": stage,
            "needs": needs, "funding": funding, "team": team}


NULL_GOLD = G()

DOCS = []


def add(**kw):
    kw.setdefault("lang", "en")
    kw.setdefault("implicit_stage", False)
    kw.setdefault("non_person_addressees", [])
    kw.setdefault("blocks", [])
    kw.setdefault("is_pitch", kw["shape"] != "not-pitch")
    DOCS.append(kw)


# ---------------------------------------------------------------------------
# paragraphs (8): flowing prose, no headings
# ---------------------------------------------------------------------------

add(file="e01-stepback-home.pdf", shape="paragraphs", implicit_stage=True,
    font="serif",
    blocks=[
        ("p", s("""When Maria Fonseca came home from hospital after her stroke last
        winter, the nearest outpatient physiotherapy clinic was a 90-minute bus ride
        from her village near Mértola. Like many people in the interior of the
        Alentejo, she simply stopped going after the third week, and the small gains
        she had made in hospital began to slip away.""")),
        ("p", s("""StepBack Home is a tele-rehabilitation service built to close that
        gap. A tablet, a pair of wrist sensors and a weekly video call let a
        physiotherapist guide exercises in the patient's own kitchen, while the
        sensors count repetitions and flag losses of balance. Since March, 42 patients
        across two municipalities have followed the programme, and 37 of them
        completed the full twelve weeks.""")),
        ("p", s("""The service is aimed at stroke survivors living in rural areas who
        cannot travel to outpatient therapy. Family carers are part of the design,
        since they often set up the tablet and sit in on the calls.""")),
        ("p", s("""The project is led by physiotherapist Dr Inês Carvalho of the Beja
        Regional Rehabilitation Unit, with software engineer Tiago Mendes and
        occupational therapist Rui Antunes. We are now seeking €180,000 to extend the
        service to four further municipalities over two years, and we would like to
        find a university physiotherapy school willing to act as research partner
        for a controlled evaluation.""")),
    ],
    gold=G(title=["StepBack Home"],
           problem=["nearest outpatient physiotherapy clinic was a 90-minute bus ride",
                    "stopped going after the third week"],
           solution=["tele-rehabilitation service",
                     "a physiotherapist guide exercises in the patient's own kitchen"],
           target_population=["stroke survivors living in rural areas"],
           stage=["live"],
           needs=["university physiotherapy school willing to act as research partner"],
           funding=["€180,000"],
           team=["Dr Inês Carvalho", "Tiago Mendes", "Rui Antunes"]),
    person_names=["Maria Fonseca", "Inês Carvalho", "Tiago Mendes", "Rui Antunes"])

add(file="e02-mamasafe-line.docx", shape="paragraphs",
    blocks=[
        ("p", s("""One in three maternal deaths in our county happens in the week after
        birth, most of them after the mother has already gone home. We are midwives
        and developers in Kisumu, and we kept seeing the same story: a woman
        discharged twelve hours after delivery, a fever or heavy bleeding on day four,
        and nobody to tell her that it was an emergency.""")),
        ("p", s("""MamaSafe Line is our answer. Every new mother receives a short SMS
        check-in on days 1, 3, 5 and 7 after discharge, in Dholuo, Kiswahili or
        English. She answers four questions by replying with numbers, and any danger
        sign triggers a call from a midwife within the hour. It works on the simplest
        feature phone and costs the mother nothing.""")),
        ("p", s("""We built a working prototype over the past six months and tested it
        with 60 volunteer mothers at one maternity ward, where it picked up nine women
        who needed to come back in. We designed it for women who give birth in public
        facilities and go home within 24 hours, many of whom live far from a
        clinic.""")),
        ("p", s("""Our team is led by senior midwife Achieng Otieno, with software
        developer Brian Kiprotich and obstetrician Dr Wanjiru Mwangi advising on the
        clinical protocol. To move forward we need two county hospitals willing to
        serve as pilot sites, and help preparing our ethics approval submission. We
        are asking for a seed grant of $60,000 to cover SMS costs, midwife call time
        and the evaluation for one year.""")),
    ],
    gold=G(title=["MamaSafe Line"],
           problem=["One in three maternal deaths",
                    "nobody to tell her that it was an emergency"],
           solution=["short SMS check-in on days 1, 3, 5 and 7",
                     "any danger sign triggers a call from a midwife"],
           target_population=["women who give birth in public facilities"],
           stage=["prototype"],
           needs=["two county hospitals willing to serve as pilot sites",
                  "help preparing our ethics approval submission"],
           funding=["seed grant of $60,000"],
           team=["Achieng Otieno", "Brian Kiprotich", "Dr Wanjiru Mwangi"]),
    person_names=["Achieng Otieno", "Brian Kiprotich", "Wanjiru Mwangi"])

add(file="e03-fieldside-talk.pdf", shape="paragraphs", implicit_stage=True,
    blocks=[
        ("p", s(""""I didn't want to talk to a counsellor in town who'd never pulled a
        calf at 3 a.m." That comment, from a cattle farmer in southern Saskatchewan,
        is the reason Fieldside Talk exists.""")),
        ("p", s("""Fieldside Talk is a peer-support phone and text line for farmers,
        ranchers and their families who are struggling with stress, debt, isolation or
        thoughts of suicide. Every supporter on the line has farmed, and all of them
        complete forty hours of training in suicide intervention before taking calls.
        Callers can stay anonymous, and the line is open from 6 p.m. to 2 a.m., the
        hours when farm work stops and worries start.""")),
        ("p", s("""The line opened in 2019 with four volunteers and a borrowed office.
        It has since handled more than 11,000 conversations, is listed in the
        provincial mental health directory, and runs with a paid coordinator and 38
        trained supporters. Rural physicians in three health regions now refer
        patients to it directly.""")),
        ("p", s("""Farming communities have suicide rates well above the provincial
        average, yet rural residents are the least likely to use conventional mental
        health services, citing distance, stigma and the feeling that clinicians do
        not understand agricultural life.""")),
        ("p", s("""The coordinator, Dale Nygaard, works with clinical supervisor Dr
        Priya Raman and a board chaired by grain farmer Colette Bouchard. The
        organisation is not asking for money at this stage. What it needs is volunteer
        peer supporters who speak French, to reach francophone farm families in the
        east of the province, and a partner that can provide an after-hours clinical
        back-up line.""")),
    ],
    gold=G(title=["Fieldside Talk"],
           problem=["suicide rates well above the provincial average",
                    "least likely to use conventional mental health services"],
           solution=["peer-support phone and text line"],
           target_population=["farmers, ranchers and their families"],
           stage=["established"],
           needs=["volunteer peer supporters who speak French",
                  "after-hours clinical back-up line"],
           funding=None,
           team=["Dale Nygaard", "Dr Priya Raman", "Colette Bouchard"]),
    person_names=["Dale Nygaard", "Priya Raman", "Colette Bouchard"])

add(file="e04-dosecheck-pharmacy-review.docx", shape="paragraphs", implicit_stage=True,
    blocks=[
        ("p", s("""In Poland, almost one in five people over 75 takes ten or more
        medicines every day, often prescribed by different doctors who never see each
        other's lists. We are three community pharmacists from Łódź, and every week we
        meet patients who bring a carrier bag of boxes to the counter and ask which
        ones they are still supposed to take.""")),
        ("p", s("""Our idea, which we call DoseCheck, is a structured medication review
        carried out in the community pharmacy. A patient books a thirty-minute
        appointment, brings every medicine from home, and the pharmacist checks for
        duplicates, interactions and drugs that are no longer needed. The findings are
        sent through the national e-prescription system to the patient's family
        doctor, who decides what to change. Patients leave with a single, printed
        medicine plan in large type.""")),
        ("p", s("""So far this exists only as a written protocol and a set of paper
        forms; nothing has been tried with patients yet. Before we can start, we need
        a family medicine practice willing to work with us, and advice on how the
        review could be reimbursed by the National Health Fund. We are also looking
        for a small grant, around 40,000 złoty, to pay for pharmacist time during a
        six-month trial.""")),
        ("p", s("""The service is meant for adults over 75 taking five or more
        medicines, and their carers. The three of us are Magdalena Wróbel, Krzysztof
        Zając and Ewa Kamińska, and we have been working together at the same pharmacy
        on Piotrkowska Street for eight years.""")),
    ],
    gold=G(title=["DoseCheck"],
           problem=["takes ten or more medicines every day",
                    "different doctors who never see each other's lists"],
           solution=["structured medication review carried out in the community pharmacy",
                     "single, printed medicine plan in large type"],
           target_population=["adults over 75 taking five or more medicines"],
           stage=["concept"],
           needs=["a family medicine practice willing to work with us",
                  "advice on how the review could be reimbursed"],
           funding=["around 40,000 złoty", "a small grant"],
           team=["Magdalena Wróbel", "Krzysztof Zając", "Ewa Kamińska"]),
    person_names=["Magdalena Wróbel", "Krzysztof Zając", "Ewa Kamińska"])

add(file="e05-coolshift-heat-alerts.pdf", shape="paragraphs",
    blocks=[
        ("p", s("""Temperatures above 45°C are now recorded in Ahmedabad on more than
        twenty days each summer, and construction labourers, street vendors and
        rickshaw drivers carry the heaviest burden. Heat exhaustion among these
        workers goes largely unrecorded, because most of them are paid by the day and
        cannot afford to stop.""")),
        ("p", s("""CoolShift is a heat-health warning system that sends voice messages
        in Gujarati and Hindi to workers' phones when the forecast heat index crosses a
        danger threshold. The message tells them where the nearest shaded water point
        is and reminds them of the warning signs of heatstroke. Employers who sign up
        receive a matching alert asking them to move heavy work to the early
        morning.""")),
        ("p", s("""The project is at prototype stage: the alert engine and voice
        messages have been built and tested with 120 workers on two building sites
        during the 2025 summer. The team, based at the Sabarmati Institute of Public
        Health, is led by epidemiologist Dr Kavita Joshi with data scientist Arjun
        Patel and community organiser Farida Shaikh.""")),
        ("p", s("""CoolShift is intended for outdoor informal workers in Indian cities,
        who are rarely covered by occupational health services. The team is applying
        for a grant of INR 45 lakh to run the system across the city next summer, and
        seeks partnerships with construction unions and the municipal corporation's
        heat action plan office.""")),
    ],
    gold=G(title=["CoolShift"],
           problem=["Heat exhaustion among these workers goes largely unrecorded",
                    "cannot afford to stop"],
           solution=["heat-health warning system that sends voice messages"],
           target_population=["outdoor informal workers in Indian cities",
                              "construction labourers, street vendors and rickshaw drivers"],
           stage=["prototype"],
           needs=["partnerships with construction unions"],
           funding=["grant of INR 45 lakh"],
           team=["Dr Kavita Joshi", "Arjun Patel", "Farida Shaikh"]),
    person_names=["Kavita Joshi", "Arjun Patel", "Farida Shaikh"])

add(file="e06-mens-kitchen-circles.docx", shape="paragraphs", implicit_stage=True,
    blocks=[
        ("p", s("""Mr Hiroshi Tanaka had not spoken to anyone for eleven days when his
        neighbour persuaded him to come to a cooking class. He was 78, a retired
        engineer, widowed for two years, and he had eaten convenience-store meals
        since his wife died. Six months later he teaches the knife skills
        session.""")),
        ("p", s("""Men's Kitchen Circles bring older men living alone together to cook
        and eat a meal once a week in a community centre kitchen. Nobody calls it a
        loneliness programme; it is a cooking class, with recipes simple enough to
        repeat at home and a shared lunch at the end. A nurse from the ward health
        office joins every fourth session to check blood pressure and talk about
        nutrition.""")),
        ("p", s("""We run twelve circles in four wards of Osaka, with about 150 men
        attending each month. The city of Osaka gave us a grant of ¥3 million last
        year, which covers ingredients and kitchen hire. Our focus is widowed and
        single men over 65, who are much less likely than women of the same age to
        join community activities and more likely to be found dead at home
        alone.""")),
        ("p", s("""The circles were started by social worker Yuko Matsumoto and chef
        Kenji Mori, and Dr Aiko Fujita of Naniwa Community College helps us measure
        loneliness scores. What we need now is a second community kitchen in the
        north of the city, and volunteer cooks who can lead a circle on Saturday
        mornings.""")),
    ],
    gold=G(title=["Men's Kitchen Circles"],
           problem=["had not spoken to anyone for eleven days",
                    "less likely than women of the same age to join"],
           solution=["cook and eat a meal once a week",
                     "it is a cooking class"],
           target_population=["widowed and single men over 65",
                              "older men living alone"],
           stage=["live"],
           needs=["a second community kitchen in the north of the city",
                  "volunteer cooks who can lead a circle"],
           funding=["grant of ¥3 million"],
           team=["Yuko Matsumoto", "Kenji Mori", "Dr Aiko Fujita"]),
    person_names=["Hiroshi Tanaka", "Yuko Matsumoto", "Kenji Mori", "Aiko Fujita"])

add(file="e07-rioteste-river-screening.pdf", shape="paragraphs", implicit_stage=True,
    blocks=[
        ("p", s("""Congenital syphilis cases in Brazil have more than tripled in a
        decade, and the riverside communities of the Amazon are among the hardest hit.
        A pregnant woman on the upper Rio Negro may travel two days by boat to reach a
        clinic that can test her, and many never do.""")),
        ("p", s("""RioTeste is a floating antenatal screening kit carried on the health
        boats that already visit these communities. It combines rapid tests for
        syphilis, HIV and hepatitis B with a solar-powered cold box for treatment
        doses, so that a positive result can be treated with benzathine penicillin on
        the same visit instead of weeks later. Results are logged offline on a phone
        and synchronised when the boat returns to São Gabriel da Cachoeira.""")),
        ("p", s("""The first kit has been assembled and tried on a single ten-day river
        trip, during which the boat team screened 34 pregnant women and treated two.
        The laboratory checks of the cold box passed, but the logging app still
        crashes when storage fills up.""")),
        ("p", s("""The work is coordinated by nurse Luana Baré and physician Dr Marcos
        Teixeira, with logistician Sandro Lima. They are seeking R$ 350,000 from a
        research foundation to equip four boats for a year, and need support from the
        state health secretariat to add the kit to the official boat
        schedule.""")),
        ("p", s("""The intended users are pregnant women in remote riverside and
        Indigenous communities, together with the community health agents who
        accompany the boats.""")),
    ],
    gold=G(title=["RioTeste"],
           problem=["Congenital syphilis cases in Brazil have more than tripled",
                    "travel two days by boat to reach a clinic"],
           solution=["floating antenatal screening kit",
                     "treated with benzathine penicillin on the same visit"],
           target_population=["pregnant women in remote riverside and Indigenous communities"],
           stage=["prototype"],
           needs=["support from the state health secretariat"],
           funding=["R$ 350,000"],
           team=["Luana Baré", "Dr Marcos Teixeira", "Sandro Lima"]),
    person_names=["Luana Baré", "Marcos Teixeira", "Sandro Lima"])

add(file="e08-mouth-matters.docx", shape="paragraphs",
    blocks=[
        ("p", s("""Mouth Matters is a proposed training programme that would teach
        care-home staff in Ireland how to look after the teeth and gums of residents
        with dementia. Poor oral health in care homes is linked to pneumonia, pain,
        weight loss and distressed behaviour, yet most care assistants receive no
        training in mouth care at all, and residents who resist tooth brushing are
        often simply left alone.""")),
        ("p", s("""The programme is at concept stage. Its designers, dental hygienist
        Siobhán Ní Bhriain and nurse educator Declan Kavanagh, have drafted a
        two-hour hands-on course built around short videos filmed in a real care
        home, a one-page mouth-care plan for each resident, and a mouth care champion
        role for one staff member per shift. None of it has yet been delivered.""")),
        ("p", s("""The people it is ultimately for are care-home residents with
        dementia who depend on staff for daily personal care; the people it would
        train are care assistants and nurses in nursing homes. The designers estimate
        that a champion in each home could reach every resident within a
        month.""")),
        ("p", s("""To move from plan to practice, they are looking for three nursing
        homes in the west of Ireland willing to host the first courses, a dental
        school to review the content, and €25,000 to film the videos and pay staff to
        attend. Professor Gráinne Walsh of a regional university has offered to
        supervise an evaluation if funding is found.""")),
    ],
    gold=G(title=["Mouth Matters"],
           problem=["most care assistants receive no training in mouth care",
                    "Poor oral health in care homes is linked to pneumonia"],
           solution=["two-hour hands-on course", "mouth care champion"],
           target_population=["care-home residents with dementia"],
           stage=["concept"],
           needs=["three nursing homes in the west of Ireland",
                  "a dental school to review the content"],
           funding=["€25,000"],
           team=["Siobhán Ní Bhriain", "Declan Kavanagh"]),
    person_names=["Siobhán Ní Bhriain", "Declan Kavanagh", "Gráinne Walsh"])

# ---------------------------------------------------------------------------
# lean-canvas (5)
# ---------------------------------------------------------------------------

add(file="e09-verikodu-lean-canvas.pdf", shape="lean-canvas", implicit_stage=True,
    landscape=True,
    blocks=[
        ("title", "VeriKodu — Lean Canvas"),
        ("small", "Home blood sampling, Tartu, Estonia · version 3, February 2026"),
        ("grid5", {
            "r0": [("Problem", "Housebound patients wait up to three weeks for a nurse to "
                               "take a blood sample at home. Family members take days off "
                               "work to drive them to the lab. Missed tests delay changes "
                               "to warfarin and diabetes treatment."),
                   ("Solution", "Online and phone booking; route-planning software that "
                                "groups visits by district; results sent straight to the "
                                "family doctor's record."),
                   ("Unique value proposition", "A certified phlebotomist at your door "
                                                "within 48 hours, booked in two minutes."),
                   ("Unfair advantage", "Contract with the regional lab; routing software "
                                        "built in-house."),
                   ("Customer segments", "Housebound older adults needing regular blood "
                                         "tests; their family doctors; home-care agencies. "
                                         "Early adopters: anticoagulation clinics in Tartu.")],
            "r1": [("Key metrics", "1,200 home visits completed since 2024; median wait "
                                   "31 hours; 96% of samples accepted by the lab."),
                   ("Channels", "Family doctor referrals; pharmacy leaflets; home-care "
                                "agencies.")],
            "r2": [("Cost structure", "Phlebotomist salaries, cars, sample transport, "
                                      "software hosting."),
                   ("Revenue streams", "Fee per visit paid by the health insurance fund; "
                                       "private visits at €29.")],
        }),
        ("p", "Ask: €400,000 seed investment to expand to Tallinn. We also need a "
              "laboratory partner in Tallinn and help to get onto the national "
              "e-booking portal."),
        ("p", "Team: Kristjan Tamm (CEO, former ambulance nurse), Liis Saar (CTO), "
              "Dr Mart Kask (medical adviser)."),
    ],
    gold=G(title=["VeriKodu"],
           problem=["wait up to three weeks for a nurse",
                    "Missed tests delay changes to warfarin"],
           solution=["certified phlebotomist at your door within 48 hours",
                     "route-planning software that groups visits by district"],
           target_population=["Housebound older adults needing regular blood tests"],
           stage=["live"],
           needs=["a laboratory partner in Tallinn",
                  "help to get onto the national e-booking portal"],
           funding=["€400,000 seed investment"],
           team=["Kristjan Tamm", "Liis Saar", "Dr Mart Kask"]),
    person_names=["Kristjan Tamm", "Liis Saar", "Mart Kask"])

add(file="e10-socketworks-business-model-canvas.docx", shape="lean-canvas",
    blocks=[
        ("title", "Business Model Canvas: SocketWorks"),
        ("p", "Why: amputees in the Eastern Cape wait up to nine months for a prosthetic "
              "limb, and many never walk again."),
        ("table", [
            ["Key partners", "University engineering workshop (printing); amputee support "
                             "groups; we are seeking a provincial hospital orthotics "
                             "department as pilot site."],
            ["Key activities", "Scanning residual limbs with a phone; printing and fitting "
                               "sockets; testing prototype sockets with 15 volunteers."],
            ["Key resources", "Orthotist Thandiwe Ndlovu; mechanical engineer Pieter van "
                              "Wyk; two industrial 3D printers."],
            ["Value propositions", "A custom-fitted prosthetic socket in one week instead "
                                   "of nine months, at a fifth of the cost."],
            ["Customer relationships", "Fitting clinic visits; follow-up by WhatsApp voice "
                                       "note."],
            ["Channels", "Referrals from district hospitals and physiotherapists; amputee "
                         "support groups."],
            ["Customer segments", "Below-knee amputees in rural Eastern Cape, mostly people "
                                  "with diabetes, waiting on public-sector lists."],
            ["Cost structure", "Printer filament and liners; orthotist time; travel to "
                               "outreach clinics."],
            ["Revenue streams", "Per-socket fee paid by the provincial health department; "
                                "grant funding sought: R2.5 million for two years."],
        ], {"label_col": True}),
    ],
    gold=G(title=["SocketWorks"],
           problem=["wait up to nine months for a prosthetic limb",
                    "many never walk again"],
           solution=["custom-fitted prosthetic socket in one week",
                     "Scanning residual limbs with a phone"],
           target_population=["Below-knee amputees in rural Eastern Cape"],
           stage=["prototype"],
           needs=["provincial hospital orthotics department as pilot site"],
           funding=["R2.5 million"],
           team=["Thandiwe Ndlovu", "Pieter van Wyk"]),
    person_names=["Thandiwe Ndlovu", "Pieter van Wyk"])

add(file="e11-mosquimapa-canvas.docx", shape="lean-canvas",
    blocks=[
        ("title", "Lean canvas — MosquiMapa (Mérida, Yucatán)"),
        ("table", [
            ["Pain points", "Dengue outbreaks in Mérida every rainy season; standing water "
                            "in yards and vacant lots goes unreported; fumigation crews "
                            "arrive after cases appear."],
            ["Who it's for", "Households in low-income neighbourhoods of Mérida; municipal "
                             "vector-control teams."],
            ["One-line promise", "Snap a photo of standing water, and a crew clears it "
                                 "within three days."],
            ["Our answer", "A WhatsApp chatbot that takes geotagged photos of breeding "
                           "sites and builds a live risk map for vector-control crews."],
            ["How we reach them", "School science clubs; neighbourhood committees; local "
                                  "radio."],
            ["Numbers we watch", "Reports per week; days from report to clearance; dengue "
                                 "cases per 10,000 residents."],
            ["Why us", "Our founder ran the city's 2019 fumigation campaign."],
            ["Money out", "Chatbot development; crew overtime; radio spots."],
            ["Money in", "City health budget; we are applying for a MXN 1.2 million "
                         "innovation grant."],
            ["Where we are", "Early concept, no users yet."],
            ["What we need", "Data-sharing agreement with the state health services; a "
                             "software developer who speaks Maya."],
            ["Team", "Ana Lucía Canché (founder, epidemiologist); Jorge Pech (community "
                     "organiser)."],
        ], {"label_col": True}),
    ],
    gold=G(title=["MosquiMapa"],
           problem=["standing water in yards and vacant lots goes unreported",
                    "Dengue outbreaks in Mérida every rainy season"],
           solution=["WhatsApp chatbot that takes geotagged photos of breeding sites"],
           target_population=["Households in low-income neighbourhoods of Mérida"],
           stage=["concept"],
           needs=["Data-sharing agreement with the state health services",
                  "a software developer who speaks Maya"],
           funding=["MXN 1.2 million innovation grant"],
           team=["Ana Lucía Canché", "Jorge Pech"]),
    person_names=["Ana Lucía Canché", "Jorge Pech"])

add(file="e12-unitaival-business-model-canvas.pdf", shape="lean-canvas",
    implicit_stage=True, landscape=True,
    blocks=[
        ("title", "UNITAIVAL — Business Model Canvas (v4, January 2026)"),
        ("p", "Problem: one in three students reports insomnia symptoms, and waiting "
              "lists for face-to-face therapy run to four months."),
        ("grid5", {
            "r0": [("Key partners", "Finnish Student Health Service; sleep researchers; "
                                    "student unions."),
                   ("Key activities", "Content updates; nurse training; outcome reporting "
                                      "to customers."),
                   ("Value propositions", "Six-week digital cognitive behavioural therapy "
                                          "for insomnia, with a student health nurse "
                                          "checking in every week."),
                   ("Customer relationships", "Annual licence with a named account "
                                              "manager."),
                   ("Customer segments", "University and polytechnic students with "
                                         "insomnia; paying customer: student health "
                                         "services.")],
            "r1": [("Key resources", "Clinical content written by psychologists; outcome "
                                     "data from 30,000 students since 2021."),
                   ("Channels", "Student health nurses' referrals; student union app; "
                                "orientation week.")],
            "r2": [("Cost structure", "Development team, clinical staff, hosting, "
                                      "certification."),
                   ("Revenue streams", "Licence fee per enrolled student, paid by 14 "
                                       "universities.")],
        }),
        ("p", "Ask: raising a €1.5M Series A; help needed with MDR class IIa "
              "certification."),
        ("p", "Founders: Dr Sanna Virtanen (psychologist), Mikko Heikkinen (CEO); "
              "Joonas Laine (CTO)."),
    ],
    gold=G(title=["UNITAIVAL"],
           problem=["one in three students reports insomnia symptoms",
                    "waiting lists for face-to-face therapy run to four months"],
           solution=["Six-week digital cognitive behavioural therapy for insomnia"],
           target_population=["University and polytechnic students with insomnia"],
           stage=["established"],
           needs=["help needed with MDR class IIa certification"],
           funding=["€1.5M Series A"],
           team=["Dr Sanna Virtanen", "Mikko Heikkinen", "Joonas Laine"]),
    person_names=["Sanna Virtanen", "Mikko Heikkinen", "Joonas Laine"])

add(file="e13-leadsafe-homes-canvas.docx", shape="lean-canvas", implicit_stage=True,
    blocks=[
        ("title", "LeadSafe Homes"),
        ("p", "Lean canvas, Dhaka, March 2026"),
        ("table", [
            ["Customer segments", "Children under five in informal battery-recycling "
                                  "neighbourhoods of Dhaka, and their mothers."],
            ["Unfair advantage", "Only team in the city with both a portable lead "
                                 "analyser and community health workers already trusted "
                                 "in these lanes."],
            ["Problem", "Used car batteries are smelted in backyards; lead dust settles in "
                        "homes; many children have blood lead levels that harm brain "
                        "development."],
            ["Existing alternatives", "None locally; hospital testing costs a day's wage."],
            ["Solution", "Finger-prick blood lead testing at home, followed by a "
                         "wet-cleaning kit and coaching for the family."],
            ["Unique value proposition", "Know your child's lead level in ten minutes, "
                                         "and what to do about it."],
            ["Channels", "Community health workers; mosque and madrasa announcements."],
            ["Key metrics", "200 children tested in Kamrangirchar since May; share of "
                            "children retested after six months."],
            ["Cost structure", "Analyser cartridges (USD 9 each); health worker stipends; "
                               "cleaning kits."],
            ["Revenue streams", "Grant-funded; requesting USD 150,000 from donors for "
                                "2027."],
            ["Needs", "Partner lab for confirmatory venous testing; introductions to the "
                      "Department of Environment."],
        ], {"label_col": True}),
    ],
    gold=G(title=["LeadSafe Homes"],
           problem=["Used car batteries are smelted in backyards",
                    "lead dust settles in homes"],
           solution=["Finger-prick blood lead testing at home",
                     "wet-cleaning kit and coaching for the family"],
           target_population=["Children under five in informal battery-recycling neighbourhoods"],
           stage=["live"],
           needs=["Partner lab for confirmatory venous testing",
                  "introductions to the Department of Environment"],
           funding=["USD 150,000"],
           team=None),
    person_names=[])

# ---------------------------------------------------------------------------
# other-language (5): de, es, fr, it, nl
# ---------------------------------------------------------------------------

add(file="e14-hoerfix-kita-screening.pdf", shape="other-language", lang="de",
    blocks=[
        ("title", "HörFix – Hörscreening in der Kita"),
        ("h", "Das Problem"),
        ("p", s("""Etwa jedes zehnte Kind im Vorschulalter hat eine unerkannte
        Hörminderung. Viele Hörstörungen werden erst bei der Schuleingangsuntersuchung
        entdeckt, wenn die Sprachentwicklung bereits verzögert ist.""")),
        ("h", "Unsere Lösung"),
        ("p", s("""Erzieherinnen führen mit einem Tablet und kalibrierten Kopfhörern
        einen spielerischen Hörtest durch, der nur fünf Minuten dauert. Auffällige
        Ergebnisse werden mit Einverständnis der Eltern direkt an eine HNO-Praxis
        übermittelt.""")),
        ("h", "Zielgruppe"),
        ("p", s("""Kinder zwischen drei und sechs Jahren in Kindertagesstätten in
        Sachsen, besonders in ländlichen Regionen ohne kinderärztliche
        HNO-Versorgung.""")),
        ("h", "Stand"),
        ("p", s("""Ein funktionsfähiger Prototyp wurde in zwei Leipziger Kitas mit 85
        Kindern erprobt.""")),
        ("h", "Was wir brauchen"),
        ("p", s("""Wir suchen zehn weitere Kitas als Pilotstandorte und Unterstützung
        bei der Zulassung als Medizinprodukt. Für die Pilotphase beantragen wir
        120.000 Euro Fördermittel.""")),
        ("h", "Team"),
        ("p", s("""Dr. Katrin Vogel (Pädaudiologin, Universitätsklinikum), Jonas
        Hartmann (Softwareentwickler), Mehmet Yılmaz (Erzieher und
        Kita-Leiter).""")),
    ],
    gold=G(title=["HörFix"],
           problem=["unerkannte Hörminderung",
                    "erst bei der Schuleingangsuntersuchung entdeckt"],
           solution=["spielerischen Hörtest", "Tablet und kalibrierten Kopfhörern"],
           target_population=["Kinder zwischen drei und sechs Jahren"],
           stage=["prototype"],
           needs=["zehn weitere Kitas als Pilotstandorte",
                  "Unterstützung bei der Zulassung als Medizinprodukt"],
           funding=["120.000 Euro Fördermittel"],
           team=["Dr. Katrin Vogel", "Jonas Hartmann", "Mehmet Yılmaz"]),
    person_names=["Katrin Vogel", "Jonas Hartmann", "Mehmet Yılmaz"])

add(file="e15-olla-fuerte-anemia.docx", shape="other-language", lang="es",
    implicit_stage=True,
    blocks=[
        ("title", "Olla Fuerte: hierro para las familias de Puno"),
        ("p", s("""En las comunidades altoandinas de Puno, cuatro de cada diez niños
        menores de tres años tienen anemia. Las familias reciben suplementos de hierro
        en el puesto de salud, pero muchos niños los rechazan por el sabor y los
        frascos quedan sin abrir.""")),
        ("p", s("""Olla Fuerte es una pieza de hierro fundido con forma de papa que se
        hierve durante diez minutos en la olla de la sopa familiar. Libera hierro en
        la comida sin cambiar su sabor y dura cinco años. Las promotoras de salud la
        entregan junto con recetas locales con quinua y habas.""")),
        ("p", s("""Desde 2024 la usan 900 familias de once comunidades de la provincia
        de Chucuito, y los controles del puesto de salud muestran menos casos de
        anemia entre sus niños. Queremos llegar a familias con niños pequeños y
        mujeres embarazadas de las zonas rurales del altiplano.""")),
        ("p", s("""El proyecto lo coordinan la nutricionista Rosa Quispe Mamani y el
        ingeniero metalúrgico Javier Condori, con el apoyo de la médica Dra. Elena
        Salas de la red de salud local. Buscamos 80.000 dólares para fabricar 5.000
        piezas más, y necesitamos una fundición aliada en Juliaca y apoyo del gobierno
        regional para incluir Olla Fuerte en su plan contra la anemia.""")),
    ],
    gold=G(title=["Olla Fuerte"],
           problem=["niños menores de tres años tienen anemia",
                    "muchos niños los rechazan por el sabor"],
           solution=["pieza de hierro fundido con forma de papa",
                     "se hierve durante diez minutos en la olla"],
           target_population=["familias con niños pequeños y mujeres embarazadas"],
           stage=["live"],
           needs=["una fundición aliada en Juliaca", "apoyo del gobierno regional"],
           funding=["80.000 dólares"],
           team=["Rosa Quispe Mamani", "Javier Condori", "Dra. Elena Salas"]),
    person_names=["Rosa Quispe Mamani", "Javier Condori", "Elena Salas"])

add(file="e16-pas-a-pas-chutes.docx", shape="other-language", lang="fr",
    implicit_stage=True,
    blocks=[
        ("title", "Projet « Pas à Pas » — prévenir les chutes à domicile"),
        ("h", "Le constat"),
        ("p", s("""En Wallonie, une personne de plus de 65 ans sur trois chute au moins
        une fois par an. Après une première chute, beaucoup rentrent de l'hôpital dans
        un logement inchangé : tapis glissants, escaliers sans rampe, salle de bain
        dangereuse.""")),
        ("h", "Notre idée"),
        ("p", s("""Une visite à domicile par un ergothérapeute dans les sept jours
        suivant la sortie d'hôpital, avec un petit budget pour installer immédiatement
        barres d'appui, éclairage nocturne et rampes. Un bénévole formé revient un
        mois plus tard pour vérifier que tout est utilisé.""")),
        ("h", "Pour qui"),
        ("p", s("""Les personnes âgées vivant seules à domicile après une
        hospitalisation pour chute.""")),
        ("h", "Où en sommes-nous"),
        ("p", s("""Pour l'instant, il s'agit d'un projet sur papier : le protocole de
        visite est rédigé, mais aucune visite n'a encore eu lieu.""")),
        ("h", "Ce que nous demandons"),
        ("p", s("""Un financement de 95 000 euros pour 150 visites la première année,
        un hôpital partenaire dans la région de Liège pour orienter les patients, et
        des bénévoles retraités du bâtiment.""")),
        ("h", "L'équipe"),
        ("p", s("""Mme Nathalie Dubois, ergothérapeute ; M. Youssef Benali,
        coordinateur social ; Dr Claire Lambert, gériatre.""")),
    ],
    gold=G(title=["Pas à Pas"],
           problem=["une personne de plus de 65 ans sur trois chute",
                    "rentrent de l'hôpital dans un logement inchangé"],
           solution=["visite à domicile par un ergothérapeute",
                     "installer immédiatement barres d'appui"],
           target_population=["personnes âgées vivant seules à domicile"],
           stage=["concept"],
           needs=["un hôpital partenaire dans la région de Liège",
                  "bénévoles retraités du bâtiment"],
           funding=["95 000 euros"],
           team=["Nathalie Dubois", "Youssef Benali", "Dr Claire Lambert"]),
    person_names=["Nathalie Dubois", "Youssef Benali", "Claire Lambert"])

add(file="e17-isole-connesse-telecardiologia.pdf", shape="other-language", lang="it",
    implicit_stage=True,
    blocks=[
        ("p", s("""Sulle isole minori della Sicilia, come Alicudi e Filicudi, un
        paziente con dolore toracico può aspettare ore prima che un elicottero lo
        raggiunga. Per questo nel 2018 la cooperativa Mare Salute ha avviato Isole
        Connesse, un servizio di telecardiologia che collega gli ambulatori delle isole
        con l'unità coronarica dell'ospedale di Milazzo.""")),
        ("p", s("""Il medico o l'infermiere dell'isola registra un elettrocardiogramma a
        dodici derivazioni con un dispositivo portatile e lo invia in meno di due
        minuti; un cardiologo di turno lo legge subito e decide se serve il
        trasferimento urgente. In sette anni il servizio ha letto oltre 9.000
        tracciati e ha evitato circa 600 trasferimenti inutili in elicottero. Oggi è
        finanziato dall'azienda sanitaria provinciale come parte dei servizi
        ordinari.""")),
        ("p", s("""Il servizio è pensato per residenti e turisti delle isole minori
        senza un ospedale. Ora vogliamo estenderlo al monitoraggio domiciliare dei
        pazienti con scompenso cardiaco, e per questo cerchiamo un cofinanziamento di
        250.000 euro.""")),
        ("p", s("""Il gruppo è guidato dalla cardiologa dott.ssa Giulia Ferrante e
        dall'infermiere Salvatore Russo, con l'ingegnere biomedico Marco Lo
        Presti.""")),
    ],
    gold=G(title=["Isole Connesse"],
           problem=["può aspettare ore prima che un elicottero lo raggiunga"],
           solution=["servizio di telecardiologia",
                     "elettrocardiogramma a dodici derivazioni con un dispositivo portatile"],
           target_population=["residenti e turisti delle isole minori"],
           stage=["established"],
           needs=None,
           funding=["cofinanziamento di 250.000 euro"],
           team=["Giulia Ferrante", "Salvatore Russo", "Marco Lo Presti"]),
    person_names=["Giulia Ferrante", "Salvatore Russo", "Marco Lo Presti"])

add(file="e18-ziehet-vr-training.docx", shape="other-language", lang="nl",
    implicit_stage=True,
    blocks=[
        ("title", "ZieHet: VR-training over ouderenmishandeling"),
        ("h", "Waarom"),
        ("p", s("""Naar schatting wordt jaarlijks één op de twintig thuiswonende ouderen
        slachtoffer van mishandeling of financiële uitbuiting. Wijkverpleegkundigen
        komen vaak als enige professional achter de voordeur, maar herkennen de
        signalen niet of weten niet wat ze moeten doen.""")),
        ("h", "Wat we doen"),
        ("p", s("""ZieHet is een training in virtual reality van negentig minuten. De
        verpleegkundige bezoekt drie virtuele cliënten en moet zelf de signalen
        ontdekken: blauwe plekken, een neef die het woord voert, onbetaalde
        rekeningen. Daarna oefent ze een gesprek met de cliënt.""")),
        ("h", "Voor wie"),
        ("p", s("""Wijkverpleegkundigen en verzorgenden in de thuiszorg. Uiteindelijk
        gaat het om ouderen die thuis wonen en afhankelijk zijn van zorg.""")),
        ("h", "Hoe ver we zijn"),
        ("p", s("""Een eerste versie is gebouwd en uitgeprobeerd met 24
        wijkverpleegkundigen in Utrecht; zij gaven de training gemiddeld een
        8,4.""")),
        ("h", "Wat we vragen"),
        ("p", s("""Wij zoeken 60.000 euro subsidie om twee extra scenario's te bouwen,
        en drie thuiszorgorganisaties die de training in hun scholingsprogramma willen
        opnemen.""")),
        ("h", "Wie we zijn"),
        ("p", s("""Femke de Vries (wijkverpleegkundige), Bram Jansen (VR-ontwikkelaar)
        en Sanne Bakker (onderzoeker aan een hogeschool).""")),
    ],
    gold=G(title=["ZieHet"],
           problem=["herkennen de signalen niet",
                    "slachtoffer van mishandeling of financiële uitbuiting"],
           solution=["training in virtual reality van negentig minuten"],
           target_population=["Wijkverpleegkundigen en verzorgenden in de thuiszorg",
                              "ouderen die thuis wonen en afhankelijk zijn van zorg"],
           stage=["prototype"],
           needs=["drie thuiszorgorganisaties"],
           funding=["60.000 euro subsidie"],
           team=["Femke de Vries", "Bram Jansen", "Sanne Bakker"]),
    person_names=["Femke de Vries", "Bram Jansen", "Sanne Bakker"])

# ---------------------------------------------------------------------------
# email (4)
# ---------------------------------------------------------------------------

add(file="e19-spotcheck-van-email.pdf", shape="email", implicit_stage=True,
    non_person_addressees=["Innovation Office"],
    blocks=[
        ("line", "From: Dr Hamish Croft <hamish.croft@example.org>"),
        ("line", "To: Innovation Office <ideas@example.com>"),
        ("line", "Date: 14 October 2026"),
        ("line", "Subject: Teledermatology van for rural Queensland – SpotCheck Van"),
        ("rule", ""),
        ("p", "Dear Innovation Office team,"),
        ("p", s("""I'm writing on behalf of a small group of GPs in the Darling Downs
        about a project we'd like the consortium to consider. Queensland has some of
        the highest melanoma rates in the world, and men over 50 who work outdoors are
        the group most likely to be diagnosed late, partly because the nearest
        dermatologist is often four hours' drive away.""")),
        ("p", s("""SpotCheck Van is a converted caravan that travels to agricultural
        shows, saleyards and rural pharmacies. A trained nurse photographs suspicious
        spots with a dermatoscope and uploads them to a dermatologist in Brisbane, who
        reports within 48 hours. Anything worrying is booked straight into a local GP
        for excision.""")),
        ("p", s("""We have been running the van since February and have screened 1,340
        people so far, finding 21 melanomas. We would now like funding of AUD 300,000
        to add a second van for western Queensland, and we need a data-sharing
        arrangement with the state cancer registry so we can follow outcomes.""")),
        ("p", s("""The team is myself, nurse practitioner Kylie Brennan and
        dermatologist Dr Arun Mehta. I have attached our one-page summary and would
        welcome a call.""")),
        ("p", "Kind regards,"),
        ("line", "Hamish Croft"),
        ("line", "GP and Clinical Lead, SpotCheck Van"),
        ("line", "Toowoomba, QLD"),
        ("line", "Phone: (07) 5550 1234"),
        ("line", "hamish.croft@example.org"),
    ],
    gold=G(title=["SpotCheck Van"],
           problem=["most likely to be diagnosed late",
                    "nearest dermatologist is often four hours' drive away"],
           solution=["converted caravan that travels to agricultural shows",
                     "photographs suspicious spots with a dermatoscope"],
           target_population=["men over 50 who work outdoors"],
           stage=["live"],
           needs=["data-sharing arrangement with the state cancer registry"],
           funding=["AUD 300,000"],
           team=["Hamish Croft", "Kylie Brennan", "Dr Arun Mehta"]),
    person_names=["Hamish Croft", "Kylie Brennan", "Arun Mehta"])

add(file="e20-carerkey-forwarded-email.docx", shape="email", implicit_stage=True,
    non_person_addressees=["Consortium submissions"],
    blocks=[
        ("line", "From: Morag Sinclair <m.sinclair@example.net>"),
        ("line", "To: Consortium submissions <submissions@example.org>"),
        ("line", "Subject: Fwd: idea for unpaid carers – CarerKey"),
        ("p", ""),
        ("p", "Hello,"),
        ("p", s("""Forwarding this from my colleague Euan, who isn't sure how to use the
        website. I think it fits your call on social care. — Morag""")),
        ("line", "---------- Forwarded message ----------"),
        ("line", "From: Euan Baird <euan.baird@example.net>"),
        ("line", "To: Morag Sinclair <m.sinclair@example.net>"),
        ("line", "Subject: idea for unpaid carers – CarerKey"),
        ("p", ""),
        ("p", "Morag,"),
        ("p", s("""Here's the thing I mentioned at the team meeting. Every time the
        person I look after goes into hospital or sees a new service, I have to
        explain everything from scratch: medicines, what upsets her, who her social
        worker is. Unpaid carers in Scotland tell this story over and over, and
        important details get lost when they're not in the room.""")),
        ("p", s("""CarerKey would be a secure digital carer passport: a single summary
        the carer controls, shared with a QR code, so ward staff, care agencies and
        GPs see the same information and know the carer's role. At the moment it's
        only sketches and a list of what carers told us they want — no code has been
        written.""")),
        ("p", s("""It's for unpaid carers looking after someone with dementia or a
        learning disability, plus the staff who deal with them. I'd need a developer
        and a health board willing to test it on one ward, and I think a grant of
        about £30,000 would get a first version built. Fiona Reid from the local
        carers' centre has said she'd co-lead.""")),
        ("p", "Cheers,"),
        ("line", "Euan Baird"),
        ("line", "Carer Support Worker (volunteer), Dundee Carers Network"),
        ("line", "07700 900123"),
    ],
    gold=G(title=["CarerKey"],
           problem=["explain everything from scratch",
                    "important details get lost when they're not in the room"],
           solution=["secure digital carer passport", "shared with a QR code"],
           target_population=["unpaid carers looking after someone with dementia"],
           stage=["concept"],
           needs=["a developer and a health board willing to test it"],
           funding=["grant of about £30,000"],
           team=["Euan Baird", "Fiona Reid"]),
    person_names=["Morag Sinclair", "Euan Baird", "Fiona Reid"])

add(file="e21-coughcatch-email.docx", shape="email",
    blocks=[
        ("line", "From: Nguyen Thi Lan <lan.nguyen@example.com>"),
        ("line", "To: ideas@example.org"),
        ("line", "Cc: Tran Minh Duc <duc.tran@example.com>"),
        ("line", "Subject: Pitch: CoughCatch – TB triage from cough sounds"),
        ("p", ""),
        ("p", "Dear consortium,"),
        ("p", s("""Vietnam still has one of the highest tuberculosis burdens in the
        world, and about four in ten people with TB are never diagnosed or reported.
        Factory workers in the industrial zones around Ho Chi Minh City rarely take a
        day off for a chest X-ray, so the disease spreads on crowded production lines
        and in shared dormitories.""")),
        ("p", s("""Our project, CoughCatch, is a smartphone app that records three
        coughs and uses a machine-learning model to decide who should be sent for a
        sputum test. It runs offline on cheap Android phones and takes under a minute
        per person. We have a working prototype, trained on 8,000 cough recordings
        from district TB clinics, which reached 87% sensitivity in a first
        validation.""")),
        ("p", s("""The screening is designed for factory workers living in dormitories
        in industrial zones, and will be run by occupational health nurses at the
        factory gate.""")),
        ("p", s("""We are asking for USD 220,000 over 18 months for a prospective
        validation study, and we need two garment factories that will allow screening
        on site. Guidance on WHO prequalification requirements for software would also
        help us a lot.""")),
        ("p", s("""The team: Dr Nguyen Thi Lan (pulmonologist, team lead), Tran Minh Duc
        (machine-learning engineer) and Le Hoang Anh (field coordinator).""")),
        ("p", "Best regards,"),
        ("line", "Nguyen Thi Lan"),
        ("line", "Respiratory physician | CoughCatch"),
        ("line", "lan.nguyen@example.com"),
    ],
    gold=G(title=["CoughCatch"],
           problem=["four in ten people with TB are never diagnosed",
                    "rarely take a day off for a chest X-ray"],
           solution=["smartphone app that records three coughs",
                     "machine-learning model"],
           target_population=["factory workers living in dormitories in industrial zones"],
           stage=["prototype"],
           needs=["two garment factories that will allow screening on site",
                  "Guidance on WHO prequalification requirements for software"],
           funding=["USD 220,000"],
           team=["Dr Nguyen Thi Lan", "Tran Minh Duc", "Le Hoang Anh"]),
    person_names=["Nguyen Thi Lan", "Tran Minh Duc", "Le Hoang Anh"])

add(file="e22-nightstand-naloxone-email.docx", shape="email", implicit_stage=True,
    blocks=[
        ("line", "From: Rosa Delgado <rdelgado@example.com>"),
        ("line", "To: grants@example.org"),
        ("line", "Subject: Request for expansion support – NightStand Naloxone"),
        ("p", ""),
        ("p", "Hello,"),
        ("p", s("""My name is Rosa Delgado and I direct harm-reduction programs at
        Riverbend Community Health in Dayton, Ohio. Overdose deaths in our county are
        concentrated in neighborhoods where pharmacies close at 6 p.m., and most
        overdoses happen at night.""")),
        ("p", s("""Three years ago we began placing free naloxone and fentanyl
        test-strip vending machines in laundromats, bus shelters and 24-hour gas
        stations. The program, NightStand, now has 40 machines, has dispensed more
        than 52,000 naloxone kits, and is written into the county's overdose response
        plan. Machines are restocked by peer workers with personal experience of
        addiction.""")),
        ("p", s("""NightStand serves people who use drugs and their friends and
        families, especially those who avoid clinics and pharmacies. We are requesting
        $450,000 to add 30 machines in two neighboring rural counties, and we are
        looking for a university partner to help us evaluate the effect on overdose
        deaths.""")),
        ("p", s("""Our core team: Rosa Delgado (program director), Marcus Greene (peer
        outreach lead) and Dr Hannah Okafor (addiction medicine).""")),
        ("p", "Thank you for considering us."),
        ("line", "Rosa Delgado, MPH"),
        ("line", "Director of Harm Reduction, Riverbend Community Health"),
        ("line", "(937) 555-0142"),
    ],
    gold=G(title=["NightStand"],
           problem=["pharmacies close at 6 p.m.", "most overdoses happen at night"],
           solution=["free naloxone and fentanyl test-strip vending machines"],
           target_population=["people who use drugs and their friends and families"],
           stage=["live", "established"],
           needs=["university partner to help us evaluate"],
           funding=["$450,000"],
           team=["Rosa Delgado", "Marcus Greene", "Dr Hannah Okafor"]),
    person_names=["Rosa Delgado", "Marcus Greene", "Hannah Okafor"])

# ---------------------------------------------------------------------------
# grant-abstract (4)
# ---------------------------------------------------------------------------

add(file="e23-safe-rx-grant-abstract.pdf", shape="grant-abstract", implicit_stage=True,
    blocks=[
        ("title", "SAFE-Rx: a pharmacist-led intervention to reduce non-prescription "
                  "antibiotic dispensing in Greater Cairo"),
        ("small", "Structured abstract · Call 2026-3 · Pharmacy and medicines"),
        ("labelled", "Background", s("""Antimicrobial resistance is a growing threat in
        Egypt, where a large share of antibiotics in community pharmacies are dispensed
        without a prescription, often for viral upper respiratory infections.""")),
        ("labelled", "Aims", s("""To design and test a short training and
        decision-support package that helps community pharmacists respond to requests
        for antibiotics without a prescription.""")),
        ("labelled", "Methods", s("""Cluster-randomised trial in 60 community
        pharmacies in Giza governorate. Simulated patients will measure dispensing
        before and six months after the intervention. The package combines a
        three-hour workshop, a one-page symptom checklist and a WhatsApp group
        moderated by a clinical pharmacist.""")),
        ("labelled", "Population", s("""Community pharmacists and pharmacy assistants;
        indirectly, adults and children presenting with cough, sore throat or
        diarrhoea.""")),
        ("labelled", "Expected impact", s("""A 30% relative reduction in non-prescription
        antibiotic dispensing, and a package that the pharmacy inspectorate could
        adopt nationally.""")),
        ("labelled", "Budget", "Requested: EGP 4.2 million over 24 months."),
        ("labelled", "Partners", s("""Pharmacy inspectorate of the Ministry of Health
        (letter of support pending). We seek a co-investigator with expertise in trial
        statistics.""")),
        ("labelled", "Investigators", s("""Principal investigator: Dr Mona El-Sayed,
        Faculty of Pharmacy, Nile Valley University. Co-investigators: Dr Karim Fawzy,
        Heba Mansour.""")),
    ],
    gold=G(title=["SAFE-Rx"],
           problem=["dispensed without a prescription",
                    "Antimicrobial resistance is a growing threat in Egypt"],
           solution=["short training and decision-support package",
                     "one-page symptom checklist"],
           target_population=["Community pharmacists and pharmacy assistants"],
           stage=["concept"],
           needs=["co-investigator with expertise in trial statistics"],
           funding=["EGP 4.2 million"],
           team=["Dr Mona El-Sayed", "Dr Karim Fawzy", "Heba Mansour"]),
    person_names=["Mona El-Sayed", "Karim Fawzy", "Heba Mansour"])

add(file="e24-anadl-singing-copd-abstract.docx", shape="grant-abstract",
    implicit_stage=True,
    blocks=[
        ("title", "Anadl: community singing as pulmonary rehabilitation for COPD"),
        ("labelled", "Rationale", s("""Only one in ten people with COPD who could
        benefit from pulmonary rehabilitation completes a programme; classes are held
        in hospital gyms, and many patients find them hard to reach or
        off-putting.""")),
        ("labelled", "Objectives", s("""(1) To deliver a twelve-week singing programme
        led by trained community choir leaders and supervised by a respiratory
        physiotherapist. (2) To compare breathlessness, exercise capacity and
        loneliness before and after the programme.""")),
        ("labelled", "Approach", s("""Weekly 90-minute sessions in chapels and
        community halls in the Swansea valleys, combining breathing exercises, posture
        work and song. Our first three choirs have been running since September 2025
        with 48 members.""")),
        ("labelled", "Participants", s("""Adults with moderate COPD in former mining
        communities of south Wales.""")),
        ("labelled", "Outcomes", s("""Expected improvement of at least 2 points in the
        COPD Assessment Test score, fewer unplanned GP visits for breathlessness, and
        a model that other health boards can copy.""")),
        ("labelled", "Resources requested", s("""£118,000 over two years for choir
        leader training and physiotherapy time. We also need a GP cluster to refer
        patients and a venue partner in the Neath valley.""")),
        ("labelled", "Applicants", s("""Lead applicant: Dr Rhian Pritchard
        (respiratory physiotherapist); co-applicants: Gareth Llewellyn (choir
        director), Prof. Owain Hughes (public health).""")),
    ],
    gold=G(title=["Anadl"],
           problem=["Only one in ten people with COPD",
                    "classes are held in hospital gyms"],
           solution=["twelve-week singing programme",
                     "breathing exercises, posture work and song"],
           target_population=["Adults with moderate COPD in former mining communities"],
           stage=["live"],
           needs=["a GP cluster to refer patients",
                  "a venue partner in the Neath valley"],
           funding=["£118,000"],
           team=["Dr Rhian Pritchard", "Gareth Llewellyn", "Prof. Owain Hughes"]),
    person_names=["Rhian Pritchard", "Gareth Llewellyn", "Owain Hughes"])

add(file="e25-hakawati-grant-abstract.pdf", shape="grant-abstract",
    blocks=[
        ("title", "Hakawati: storytelling groups for the mental health of adolescent "
                  "refugees in the Bekaa valley"),
        ("labelled", "Background", s("""Adolescents living in informal tented
        settlements in the Bekaa valley face high rates of depression and
        post-traumatic stress, and specialist services are almost non-existent; fewer
        than 5% of those with symptoms receive any care.""")),
        ("labelled", "Objectives", s("""To evaluate whether Hakawati, an eight-session
        storytelling and problem-solving group led by trained young facilitators from
        the same community, reduces psychological distress in refugees aged 13 to
        17.""")),
        ("labelled", "Methods", s("""Hakawati was developed with young people and has
        been tested as a prototype with two groups of twelve adolescents. We will now
        run a randomised controlled trial with 320 adolescents in 16 settlements,
        measuring distress with the Kessler-10 at baseline, 8 and 20 weeks.""")),
        ("labelled", "Expected impact", s("""A scalable, low-cost group intervention
        that NGOs in the region could deliver without psychologists.""")),
        ("labelled", "Funding requested", "USD 380,000 over 30 months."),
        ("labelled", "Requirements", s("""We require approval from the municipal
        authorities for access to settlements and a clinical psychologist for
        supervision.""")),
        ("labelled", "Team", s("""Dr Rania Haddad (principal investigator, clinical
        psychologist), Omar Khalil (youth facilitator coordinator), Dr Lea Moreau
        (trial methodologist).""")),
    ],
    gold=G(title=["Hakawati"],
           problem=["fewer than 5% of those with symptoms receive any care",
                    "high rates of depression and post-traumatic stress"],
           solution=["eight-session storytelling and problem-solving group"],
           target_population=["refugees aged 13 to 17",
                              "Adolescents living in informal tented settlements"],
           stage=["prototype"],
           needs=["approval from the municipal authorities for access to settlements",
                  "a clinical psychologist for supervision"],
           funding=["USD 380,000"],
           team=["Dr Rania Haddad", "Omar Khalil", "Dr Lea Moreau"]),
    person_names=["Rania Haddad", "Omar Khalil", "Lea Moreau"])

add(file="e26-scanskills-laos-abstract.docx", shape="grant-abstract",
    blocks=[
        ("title", "ScanSkills: point-of-care ultrasound training for district midwives "
                  "in Lao PDR"),
        ("labelled", "Rationale", s("""In rural Laos most pregnant women never have an
        ultrasound scan, so breech babies, twins and placenta praevia are often found
        only during labour, far from a surgical team.""")),
        ("labelled", "Objectives", s("""To train district midwives to perform a basic
        third-trimester scan and to refer high-risk pregnancies in time.""")),
        ("labelled", "Approach", s("""A two-week hands-on course with handheld
        ultrasound probes connected to tablets, followed by six months of remote image
        review by sonographers in Vientiane. The programme is well established: since
        2016 it has trained 310 midwives in five provinces, and it is now part of the
        national midwifery in-service curriculum.""")),
        ("labelled", "Beneficiaries", s("""Pregnant women in remote districts, through
        the midwives who care for them.""")),
        ("labelled", "Expected impact", s("""Extension to the remaining four northern
        provinces would reach an estimated 40,000 pregnant women a year.""")),
        ("labelled", "Support sought", s("""A grant of USD 500,000 for probes and
        trainer time; donated or refurbished handheld probes; volunteer sonographers
        for remote review.""")),
        ("labelled", "Team", s("""Programme lead: Dr Souksavanh Phommachanh; training
        coordinator Noy Keomany; technical adviser Dr Emma Lindqvist.""")),
    ],
    gold=G(title=["ScanSkills"],
           problem=["most pregnant women never have an ultrasound scan",
                    "found only during labour, far from a surgical team"],
           solution=["two-week hands-on course with handheld ultrasound probes",
                     "remote image review by sonographers"],
           target_population=["Pregnant women in remote districts"],
           stage=["established"],
           needs=["donated or refurbished handheld probes",
                  "volunteer sonographers for remote review"],
           funding=["USD 500,000"],
           team=["Dr Souksavanh Phommachanh", "Noy Keomany", "Dr Emma Lindqvist"]),
    person_names=["Souksavanh Phommachanh", "Noy Keomany", "Emma Lindqvist"])

# ---------------------------------------------------------------------------
# deck (4): landscape slides, one per page
# ---------------------------------------------------------------------------

add(file="e27-citafacil-deck.pdf", shape="deck", implicit_stage=True,
    page="16:9", colour="#0f766e",
    slides=[
        {"kind": "cover", "title": "CitaFácil",
         "subtitle": "Booking a doctor's appointment by voice note",
         "lines": ["Seed pitch — Valencia, June 2026",
                   "Presented by Lucía Herrera, co-founder"]},
        {"kind": "content", "title": "The problem",
         "bullets": ["Over-75s in Spain are pushed to online portals to book GP "
                     "appointments",
                     "Phone lines engaged for hours on Monday mornings",
                     "38% of over-75s in our survey had given up trying to book at "
                     "least once"]},
        {"kind": "content", "title": "Our solution",
         "bullets": ["Patients send a WhatsApp voice note in Spanish, Valencian or "
                     "Catalan",
                     "Speech recognition fills in the health centre's booking form",
                     "Patient gets a confirmation voice message back"]},
        {"kind": "content", "title": "Who we serve",
         "bullets": ["Adults over 75 who do not use the online portal",
                     "Family carers booking on their behalf"]},
        {"kind": "market", "title": "Market",
         "bullets": ["9.6 million Spaniards aged 65+",
                     "3,000 primary care centres",
                     "€42M annual addressable market (SaaS licences)"]},
        {"kind": "content", "title": "Traction",
         "bullets": ["In use at 6 health centres in Valencia since January",
                     "4,100 appointments booked",
                     "Average booking time: 2 min 10 s"]},
        {"kind": "content", "title": "Business model",
         "bullets": ["Annual licence per health centre, €6,000",
                     "Paid by the regional health service"]},
        {"kind": "team", "title": "Team",
         "bullets": ["Lucía Herrera — CEO, former primary care nurse",
                     "Andreu Puig — CTO, speech technology",
                     "Dr Javier Ortega — GP adviser"]},
        {"kind": "content", "title": "The ask",
         "bullets": ["Raising €800,000 seed",
                     "Seeking two more regional health services as launch customers",
                     "Support with data-protection impact assessment"]},
    ],
    gold=G(title=["CitaFácil"],
           problem=["pushed to online portals to book GP appointments",
                    "Phone lines engaged for hours"],
           solution=["WhatsApp voice note",
                     "Speech recognition fills in the health centre's booking form"],
           target_population=["Adults over 75 who do not use the online portal"],
           stage=["live"],
           needs=["two more regional health services as launch customers",
                  "Support with data-protection impact assessment"],
           funding=["€800,000 seed"],
           team=["Lucía Herrera", "Andreu Puig", "Dr Javier Ortega"]),
    person_names=["Lucía Herrera", "Andreu Puig", "Javier Ortega"])

add(file="e28-griploop-deck.pdf", shape="deck", page="A4L", colour="#7c3aed",
    slides=[
        {"kind": "cover", "title": "GripLoop",
         "subtitle": "A soft robotic glove for hand rehabilitation at home",
         "lines": ["Investor deck · Zurich · 2026"]},
        {"kind": "content", "title": "Problem",
         "bullets": ["After a stroke, hand function recovers slowest",
                     "Patients get about 30 minutes of hand therapy a week once "
                     "discharged",
                     "Recovery needs thousands of repetitions"]},
        {"kind": "content", "title": "Solution",
         "bullets": ["Soft pneumatic glove that assists finger opening and closing",
                     "Games on a tablet turn exercises into play",
                     "Therapist sees progress remotely"]},
        {"kind": "content", "title": "Users",
         "bullets": ["Stroke survivors with hand weakness, after hospital discharge",
                     "Outpatient neurorehabilitation clinics"]},
        {"kind": "market", "title": "Market size",
         "bullets": ["1.1 million new strokes per year in Europe",
                     "CHF 2.4 billion European rehab robotics market by 2030"]},
        {"kind": "content", "title": "Where we are",
         "bullets": ["Prototype v3 tested with 18 patients at a Zurich rehabilitation "
                     "clinic",
                     "Average 640 repetitions per session vs 45 in usual therapy",
                     "CE marking not yet started"]},
        {"kind": "content", "title": "Business model",
         "bullets": ["Rental to patients via clinics, CHF 390 per month"]},
        {"kind": "team", "title": "Team",
         "bullets": ["Dr Lena Brunner — CEO, neuroscientist",
                     "Matteo Bernasconi — CTO, soft robotics",
                     "Prof. Beat Zimmermann — clinical adviser"]},
        {"kind": "content", "title": "Ask",
         "bullets": ["CHF 2 million pre-seed round",
                     "Clinical partner in Germany for a multicentre study",
                     "Regulatory consultant for MDR class IIa"]},
    ],
    gold=G(title=["GripLoop"],
           problem=["hand function recovers slowest",
                    "about 30 minutes of hand therapy a week"],
           solution=["Soft pneumatic glove that assists finger opening and closing"],
           target_population=["Stroke survivors with hand weakness"],
           stage=["prototype"],
           needs=["Clinical partner in Germany for a multicentre study",
                  "Regulatory consultant for MDR class IIa"],
           funding=["CHF 2 million pre-seed round"],
           team=["Dr Lena Brunner", "Matteo Bernasconi", "Prof. Beat Zimmermann"]),
    person_names=["Lena Brunner", "Matteo Bernasconi", "Beat Zimmermann"])

add(file="e29-aireescuela-deck.pdf", shape="deck", implicit_stage=True,
    page="16:9", colour="#1d4ed8",
    slides=[
        {"kind": "cover", "title": "AireEscuela",
         "subtitle": "Clean air in every classroom",
         "lines": ["Santiago de Chile · 2026", "Camila Rojas & Tomás Fuentes"]},
        {"kind": "content", "title": "Problem",
         "bullets": ["Santiago's winter smog exceeds WHO limits on more than 60 days "
                     "a year",
                     "Classrooms are often more polluted than the street outside",
                     "Asthma attacks are a leading cause of school absence"]},
        {"kind": "content", "title": "Solution",
         "bullets": ["Low-cost particle sensors in each classroom",
                     "Traffic-light display tells teachers when to close windows or run "
                     "purifiers",
                     "Dashboard for school nurses and families"]},
        {"kind": "content", "title": "Who we serve",
         "bullets": ["Primary school children in low-income districts of Santiago",
                     "Especially children with asthma"]},
        {"kind": "market", "title": "Market",
         "bullets": ["3.6 million schoolchildren in Chile",
                     "12,000 schools",
                     "USD 35M market for indoor air monitoring in Latin American "
                     "schools"]},
        {"kind": "content", "title": "Traction",
         "bullets": ["Sensors installed in 85 classrooms in 9 schools since March 2025",
                     "Days above the limit fell by a third where purifiers were added"]},
        {"kind": "content", "title": "Business model",
         "bullets": ["Sensor subscription: USD 8 per classroom per month, paid by "
                     "municipalities"]},
        {"kind": "team", "title": "Team",
         "bullets": ["Camila Rojas — CEO, environmental engineer",
                     "Tomás Fuentes — hardware",
                     "Dr Paula Contreras — paediatric pulmonologist"]},
        {"kind": "content", "title": "What we are asking for",
         "bullets": ["USD 600,000 grant and impact investment",
                     "Partnership with the Ministry of Education",
                     "Pilot schools in Temuco and Coyhaique"]},
    ],
    gold=G(title=["AireEscuela"],
           problem=["Classrooms are often more polluted than the street outside",
                    "Asthma attacks are a leading cause of school absence"],
           solution=["Low-cost particle sensors in each classroom",
                     "Traffic-light display"],
           target_population=["Primary school children in low-income districts"],
           stage=["live"],
           needs=["Partnership with the Ministry of Education",
                  "Pilot schools in Temuco and Coyhaique"],
           funding=["USD 600,000 grant and impact investment"],
           team=["Camila Rojas", "Tomás Fuentes", "Dr Paula Contreras"]),
    person_names=["Camila Rojas", "Tomás Fuentes", "Paula Contreras"])

add(file="e30-sicklesure-deck.pdf", shape="deck", implicit_stage=True,
    page="A4L", colour="#b91c1c",
    slides=[
        {"kind": "cover", "title": "SickleSure",
         "subtitle": "Newborn sickle cell screening in 10 minutes, without a lab",
         "lines": ["Series A deck · Lagos · 2026"]},
        {"kind": "content", "title": "The problem",
         "bullets": ["Nigeria has the world's largest number of babies born with sickle "
                     "cell disease",
                     "Without early diagnosis, up to half die before age five",
                     "Lab-based screening is only available in a few teaching hospitals"]},
        {"kind": "content", "title": "The solution",
         "bullets": ["Paper-based rapid test read by a phone camera",
                     "Result in 10 minutes from a heel-prick drop",
                     "Positive babies enrolled in penicillin prophylaxis and follow-up"]},
        {"kind": "content", "title": "Who we serve",
         "bullets": ["Newborns and infants at primary health centres",
                     "Their parents, who receive counselling the same day"]},
        {"kind": "market", "title": "Market opportunity",
         "bullets": ["7.5 million births a year in Nigeria",
                     "About 150,000 babies born with sickle cell disease each year",
                     "USD 60M West African newborn screening market"]},
        {"kind": "content", "title": "Traction",
         "bullets": ["210,000 tests sold since 2021",
                     "140 clinics in Lagos and Oyo states",
                     "Revenue 2025: USD 1.3M",
                     "Included in Lagos State newborn screening guidelines"]},
        {"kind": "team", "title": "Leadership team",
         "bullets": ["Dr Adaeze Nwosu — CEO, haematologist",
                     "Tunde Bakare — COO",
                     "Dr Ifeoma Eze — Head of R&D"]},
        {"kind": "content", "title": "The ask",
         "bullets": ["USD 5M Series A",
                     "Distribution partners in Ghana and Côte d'Ivoire",
                     "Support for WHO prequalification"]},
    ],
    gold=G(title=["SickleSure"],
           problem=["up to half die before age five",
                    "Lab-based screening is only available in a few teaching hospitals"],
           solution=["Paper-based rapid test read by a phone camera"],
           target_population=["Newborns and infants at primary health centres"],
           stage=["established"],
           needs=["Distribution partners in Ghana and Côte d'Ivoire",
                  "Support for WHO prequalification"],
           funding=["USD 5M Series A"],
           team=["Dr Adaeze Nwosu", "Tunde Bakare", "Dr Ifeoma Eze"]),
    person_names=["Adaeze Nwosu", "Tunde Bakare", "Ifeoma Eze"])

# ---------------------------------------------------------------------------
# scan (3): image-only one-page PDFs
# ---------------------------------------------------------------------------

add(file="e31-street-feet-scan.pdf", shape="scan", implicit_stage=True,
    scan_font="mono", tilt=0.6,
    blocks=[
        ("title", "STREET FEET"),
        ("h", "Foot care for people sleeping rough in Manchester"),
        ("p", s("""What's wrong: People who sleep rough walk miles a day in wet shoes.
        Trench foot, infected blisters and untreated diabetic ulcers lead to hospital
        admissions and even amputations, but few homeless people can register with a
        podiatrist.""")),
        ("p", s("""What we do: A volunteer podiatrist and a nurse run a drop-in foot
        clinic every Tuesday at a day centre, with clean socks, dry boots and wound
        care on the spot. We have seen 410 people since 2023.""")),
        ("p", "Who for: People sleeping rough or living in hostels in Greater Manchester."),
        ("p", s("""What we need: £22,000 a year for dressings, boots and a part-time
        coordinator. We also need a second venue in Salford and more volunteer
        podiatrists.""")),
        ("p", s("""Team: Joanne Whitaker (podiatrist), Sam Okoye (nurse), Pete Hollins
        (day centre manager).""")),
        ("p", "Contact: streetfeet@example.org   0161 496 0372"),
    ],
    gold=G(title=["STREET FEET"],
           problem=["walk miles a day in wet shoes",
                    "few homeless people can register with a podiatrist"],
           solution=["drop-in foot clinic every Tuesday"],
           target_population=["People sleeping rough or living in hostels"],
           stage=["live"],
           needs=["a second venue in Salford", "more volunteer podiatrists"],
           funding=["£22,000 a year"],
           team=["Joanne Whitaker", "Sam Okoye", "Pete Hollins"]),
    person_names=["Joanne Whitaker", "Sam Okoye", "Pete Hollins"])

add(file="e32-bantay-bakuna-scan.pdf", shape="scan", scan_font="serif", tilt=-0.8,
    blocks=[
        ("title", "BANTAY BAKUNA"),
        ("h", "Catch-up vaccination after disasters — Leyte"),
        ("p", "Submitted by: Maricel Dela Cruz, RN, Provincial Health Office"),
        ("p", s("""Problem: After every typhoon, routine immunisation stops for weeks.
        Evacuated families lose their vaccination cards and children miss measles
        doses; outbreaks follow.""")),
        ("p", s("""Idea: Barangay health workers use an offline tablet register to find
        every child under two in evacuation centres and book catch-up doses within 30
        days.""")),
        ("p", "For: Children under two in disaster-affected barangays and their parents."),
        ("p", "Status: Prototype register tested in 3 barangays after last year's typhoon."),
        ("p", s("""Needs: PHP 2.5 million; 20 tablets; training support from the
        Department of Health regional office.""")),
        ("p", s("""Team: Maricel Dela Cruz (public health nurse), Dr Ramon Villanueva
        (municipal health officer), Jessa Manalo (data encoder).""")),
    ],
    gold=G(title=["BANTAY BAKUNA"],
           problem=["routine immunisation stops for weeks",
                    "children miss measles doses"],
           solution=["offline tablet register", "book catch-up doses within 30 days"],
           target_population=["Children under two in disaster-affected barangays"],
           stage=["prototype"],
           needs=["20 tablets",
                  "training support from the Department of Health regional office"],
           funding=["PHP 2.5 million"],
           team=["Maricel Dela Cruz", "Dr Ramon Villanueva", "Jessa Manalo"]),
    person_names=["Maricel Dela Cruz", "Ramon Villanueva", "Jessa Manalo"])

add(file="e33-clearwell-atlas-scan.pdf", shape="scan", implicit_stage=True,
    scan_font="sans", tilt=0.35,
    blocks=[
        ("title", "ClearWell Atlas"),
        ("h", "Pupils testing village water in the High Atlas"),
        ("p", s("""The problem: Many villages in the High Atlas drink from wells and
        springs that are never tested. Diarrhoea is still a major cause of illness in
        young children there, and nobody knows which sources are
        contaminated.""")),
        ("p", s("""Our plan: Secondary-school science clubs would be trained to test
        wells each month with simple bacteria and nitrate kits, and to post results on
        a village noticeboard and a shared map. Unsafe wells would be reported to the
        commune for chlorination.""")),
        ("p", s("""This is a plan only; we have drafted the lessons but have not started
        in any school.""")),
        ("p", s("""Who benefits: Families in mountain villages that rely on untreated
        wells, especially children under five.""")),
        ("p", s("""We ask for: MAD 300,000 for kits and teacher training, and a
        water-quality laboratory to check samples.""")),
        ("p", s("""Team: Brahim Amrani (science teacher, Asni), Dr Salma Bennani
        (public health physician), Hamid Ait Lahcen (association president).""")),
    ],
    gold=G(title=["ClearWell Atlas"],
           problem=["wells and springs that are never tested",
                    "nobody knows which sources are contaminated"],
           solution=["science clubs would be trained to test wells each month"],
           target_population=["Families in mountain villages that rely on untreated wells"],
           stage=["concept"],
           needs=["a water-quality laboratory to check samples"],
           funding=["MAD 300,000"],
           team=["Brahim Amrani", "Dr Salma Bennani", "Hamid Ait Lahcen"]),
    person_names=["Brahim Amrani", "Salma Bennani", "Hamid Ait Lahcen"])

# ---------------------------------------------------------------------------
# report-excerpt (3)
# ---------------------------------------------------------------------------

add(file="e34-hjemmedialyse-annual-report.pdf", shape="report-excerpt",
    implicit_stage=True, page_number="14",
    blocks=[
        ("small", "Vestland Health Innovation Fund · Annual Report 2025 · Section 3: "
                  "Projects funded"),
        ("h", "3.4 HjemmeDialyse+ (Haukeland region)"),
        ("table", [
            ["Indicator", "2023", "2024", "2025"],
            ["Patients on home haemodialysis", "11", "19", "27"],
            ["Unplanned hospital admissions per patient-year", "1.9", "1.4", "1.1"],
            ["Nurse video consultations", "320", "880", "1,410"],
            ["Patient-reported confidence (0-10)", "6.2", "7.5", "8.1"],
        ], {"header": True, "caption": "Table 3.4: Key indicators, 2023-2025"}),
        ("p", s("""HjemmeDialyse+ trains patients with kidney failure to carry out
        haemodialysis at home, supported by a tablet that streams machine readings to
        a nurse-led hub and by scheduled video consultations. The project responds to
        a simple problem: patients in outlying municipalities spent up to six hours a
        day, three times a week, travelling to and sitting in a hospital dialysis
        unit. The service is aimed at adults with end-stage kidney disease who are far
        from a dialysis centre. The fund contributed NOK 4.5 million over three years.
        Project lead Ingrid Solberg, a nephrology nurse, and consultant nephrologist
        Dr Erik Haugen report that the main barrier to growth is now water-treatment
        installation in older homes; the team is looking for a municipal housing
        partner to adapt homes and for a second hospital trust to adopt the
        model.""")),
    ],
    gold=G(title=["HjemmeDialyse+"],
           problem=["up to six hours a day, three times a week"],
           solution=["carry out haemodialysis at home",
                     "tablet that streams machine readings to a nurse-led hub"],
           target_population=["adults with end-stage kidney disease"],
           stage=["live"],
           needs=["municipal housing partner to adapt homes",
                  "second hospital trust to adopt the model"],
           funding=["NOK 4.5 million"],
           team=["Ingrid Solberg", "Dr Erik Haugen"]),
    person_names=["Ingrid Solberg", "Erik Haugen"])

add(file="e35-afya-kidijitali-evaluation.docx", shape="report-excerpt",
    implicit_stage=True,
    blocks=[
        ("small", "Mid-term Evaluation Report — Chapter 4 (extract), page 31"),
        ("h", "4.2 Afya Kidijitali Hubs, Dodoma Region"),
        ("p", "Table 4.3: Outputs against targets, July 2024 – June 2026"),
        ("table", [
            ["Output", "Target", "Achieved", "%"],
            ["Hubs opened in village libraries", "20", "18", "90%"],
            ["Community health workers trained", "400", "436", "109%"],
            ["Residents completing the digital health course", "6,000", "4,870", "81%"],
            ["Trainees using the national e-health app", "50%", "62%", "—"],
        ], {"header": True}),
        ("p", s("""The Afya Kidijitali Hubs project teaches rural residents to use
        mobile phones for health: booking clinic visits, receiving test results,
        checking medicine prices and spotting health misinformation. Training takes
        place in village libraries, led by community health workers who first complete
        a five-day course. Before the project, fewer than one in ten residents in the
        target villages had ever used a health app, and many were paying for fake
        remedies promoted on social media. The hubs serve rural adults with little
        experience of smartphones, with a particular focus on women and older people.
        The project received EUR 750,000 from the Kilima Foundation for 2024-2027.
        Coordinator Neema Mushi and technical lead Dr Joseph Mwakyusa have asked the
        consortium for technical support to link the hubs' records with the district
        health information system, and for solar chargers for the eight hubs without
        mains electricity.""")),
    ],
    gold=G(title=["Afya Kidijitali Hubs"],
           problem=["fewer than one in ten residents",
                    "paying for fake remedies promoted on social media"],
           solution=["teaches rural residents to use mobile phones for health"],
           target_population=["rural adults with little experience of smartphones"],
           stage=["live"],
           needs=["technical support to link the hubs' records",
                  "solar chargers for the eight hubs"],
           funding=["EUR 750,000"],
           team=["Neema Mushi", "Dr Joseph Mwakyusa"]),
    person_names=["Neema Mushi", "Joseph Mwakyusa"])

add(file="e36-telephone-friends-annual-report.docx", shape="report-excerpt",
    blocks=[
        ("small", "City District of Prague 7 — Social Services Annual Report 2025 — "
                  "page 22"),
        ("h", "Telephone Friends (Telefonní přátelé)"),
        ("p", s("""Telephone Friends matches isolated older residents with trained
        volunteers who call them twice a week for a chat, and who can alert a social
        worker if something seems wrong. The service, established in 2017, responds to
        the finding of our 2016 needs survey that one in four residents over 80 had no
        visitor in a typical week. It is aimed at residents aged 75 and over who live
        alone and rarely leave home. In 2025 the service was run by coordinator Tereza
        Nováková with social worker Pavel Dvořák. For 2026 the district will fund it
        with CZK 1.1 million; the coordinator has asked for more volunteers who speak
        Ukrainian or Vietnamese, and a partnership with the district's GP practices so
        that doctors can refer patients.""")),
        ("p", "Table 7: Telephone Friends in figures"),
        ("table", [
            ["Indicator", "2023", "2024", "2025"],
            ["Participants", "164", "188", "213"],
            ["Active volunteers", "71", "80", "92"],
            ["Calls made", "14,900", "16,700", "19,300"],
            ["Alerts passed to social workers", "38", "41", "57"],
        ], {"header": True}),
    ],
    gold=G(title=["Telephone Friends"],
           problem=["one in four residents over 80 had no visitor"],
           solution=["trained volunteers who call them twice a week"],
           target_population=["residents aged 75 and over who live alone"],
           stage=["established"],
           needs=["more volunteers who speak Ukrainian or Vietnamese",
                  "a partnership with the district's GP practices"],
           funding=["CZK 1.1 million"],
           team=["Tereza Nováková", "Pavel Dvořák"]),
    person_names=["Tereza Nováková", "Pavel Dvořák"])

# ---------------------------------------------------------------------------
# not-pitch (4)
# ---------------------------------------------------------------------------

add(file="e37-baltic-primary-care-conference-programme.pdf", shape="not-pitch",
    blocks=[
        ("title", "5th Baltic Conference on Primary Care Innovation"),
        ("p", "Riga, 12–13 March 2027 · Programme, Day 1"),
        ("table", [
            ["Time", "Session", "Speaker"],
            ["08:30", "Registration and coffee", ""],
            ["09:00", "Opening address", "Prof. Anna Ozola"],
            ["09:30", "Keynote: Digital triage in rural practice", "Dr Marek Nowicki"],
            ["10:30", "Panel: Who pays for prevention? Funding models for community "
                      "health", "Sofie Lindgren, Jānis Kalniņš"],
            ["11:30", "Coffee break and poster viewing", ""],
            ["12:00", "Workshop: Writing a successful innovation grant",
             "Dr Olga Petrenko"],
            ["13:00", "Lunch", ""],
            ["14:00", "Parallel sessions A–C (see page 4)", ""],
            ["16:00", "Closing remarks", "Rūta Zariņa"],
        ], {"header": True}),
        ("p", s("""Posters must be no larger than A0 and should be put up before 09:00
        on the first day. Registration includes lunch on both days and the
        conference dinner. Wi-Fi: network BalticPC, password on your badge.""")),
        ("p", "Enquiries: programme@example.org"),
    ],
    gold=NULL_GOLD,
    person_names=["Anna Ozola", "Marek Nowicki", "Sofie Lindgren", "Jānis Kalniņš",
                  "Olga Petrenko", "Rūta Zariņa"])

add(file="e38-willowbrook-school-newsletter.docx", shape="not-pitch",
    blocks=[
        ("title", "Willowbrook Primary School — Spring Newsletter"),
        ("p", "Issue 3 · March 2027"),
        ("h", "A message from the head teacher"),
        ("p", s("""What a busy term it has been! Thank you to every family who came to
        the Winter Fair: the PTA raised £1,240, which will go towards new playground
        equipment. Mrs Karen Holt, Head Teacher""")),
        ("h", "Health and wellbeing"),
        ("p", s("""Our school nurse, Ms Priya Shah, will carry out hearing and vision
        checks for all Reception children on 18 March. Please return the consent form
        by Friday. A reminder that we are a nut-free school.""")),
        ("h", "Sports day"),
        ("p", s("""Sports day will be on 12 June. Mr Daniel Ellis needs parent
        volunteers to help with the races; please sign up at the school office.""")),
        ("h", "Congratulations"),
        ("p", s("""Well done to Amara Osei (Year 5), who won the county poetry
        competition, and to Leo Novak (Year 2) for 100% attendance. We also say
        goodbye to Mrs Joan Pritchett, who retires after 22 years in our kitchen.""")),
        ("p", "School office: office@example.com"),
    ],
    gold=NULL_GOLD,
    person_names=["Karen Holt", "Priya Shah", "Daniel Ellis", "Amara Osei",
                  "Leo Novak", "Joan Pritchett"])

add(file="e39-aquaboil-kettle-instructions.docx", shape="not-pitch",
    blocks=[
        ("title", "AquaBoil 1.7 L Cordless Kettle"),
        ("p", "Model KT-2200 · Instructions for use"),
        ("h", "Important safety instructions"),
        ("p", s("""Read all instructions before use. Do not immerse the kettle, base or
        cord in water. Only use the kettle with the base supplied. Do not fill above
        the MAX mark, as boiling water may be ejected. Children aged 8 years and above
        may use this appliance only under supervision.""")),
        ("h", "Before first use"),
        ("p", s("""Fill the kettle to the MAX mark, boil, and discard the water. Repeat
        twice.""")),
        ("h", "Descaling"),
        ("p", s("""In hard-water areas, descale the kettle every month. Fill with equal
        parts water and white vinegar, leave for one hour, then rinse thoroughly. Do
        not boil the vinegar solution.""")),
        ("h", "Guarantee"),
        ("p", s("""This product is guaranteed for 2 years from the date of purchase
        against faults in materials and workmanship. Keep your receipt.""")),
        ("p", "Customer care: 01632 960418 · support@example.com"),
    ],
    gold=NULL_GOLD,
    person_names=[])

add(file="e40-receptionist-job-advert.docx", shape="not-pitch",
    blocks=[
        ("title", "Receptionist (part-time, 22.5 hours a week)"),
        ("p", "Harbourside Family Medical Practice, Bristol"),
        ("p", s("""We are looking for a friendly, well-organised receptionist to join
        our busy team. You will greet patients, book appointments by phone and online,
        handle prescription requests and help keep the waiting room running
        smoothly.""")),
        ("h", "About you"),
        ("p", s("""Experience in a customer-facing role is essential; experience in a GP
        surgery is welcome but not required. You will need good computer skills and a
        calm manner with patients who may be unwell or anxious.""")),
        ("h", "What we offer"),
        ("p", s("""£11.90 per hour, NHS pension scheme, 25 days' annual leave pro rata,
        and full training.""")),
        ("h", "How to apply"),
        ("p", s("""Send your CV and a short covering letter to the Practice Manager,
        Mrs Linda Crawford, at jobs@example.net, or call 0117 496 0728 for an informal
        chat. Our GP partners, Dr Simon Adeyemi and Dr Helen Moss, will join the
        interview panel. Closing date: 20 April 2027.""")),
    ],
    gold=NULL_GOLD,
    person_names=["Linda Crawford", "Simon Adeyemi", "Helen Moss"])


# ===========================================================================
# text extraction from the data
# ===========================================================================

def block_texts(doc):
    """Every string that goes into the file, in reading order."""
    out = []
    if doc["shape"] == "deck":
        for sl in doc["slides"]:
            out.append(sl["title"])
            if sl.get("subtitle"):
                out.append(sl["subtitle"])
            out.extend(sl.get("lines", []))
            out.extend(sl.get("bullets", []))
        return out
    for b in doc["blocks"]:
        kind = b[0]
        if kind in ("title", "h", "p", "line", "small"):
            out.append(b[1])
        elif kind == "labelled":
            out.append(b[1])
            out.append(b[2])
        elif kind == "table":
            opts = b[2] if len(b) > 2 else {}
            if opts.get("caption"):
                out.append(opts["caption"])
            for row in b[1]:
                out.extend(row)
        elif kind == "grid5":
            for key in ("r0", "r1", "r2"):
                for label, content in b[1][key]:
                    out.append(label)
                    out.append(content)
        elif kind == "rule":
            pass
        else:
            raise ValueError("unknown block kind %r" % kind)
    return out


def norm(text):
    text = (text.replace("\u00a0", " ").replace("\u2019", "'")
            .replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
            .replace("\u00ad", ""))
    return re.sub(r"\s+", " ", text).strip()


def doc_text(doc):
    return norm("\n".join(block_texts(doc)))


# ===========================================================================
# checks on the data (before writing)
# ===========================================================================

TITLES = {"Dr", "Dr.", "Dra.", "Prof", "Prof.", "Professor", "Mr", "Mr.", "Mrs",
          "Mrs.", "Ms", "Ms.", "Mme", "M.", "Sister", "Dott.", "dott.", "Dott.ssa",
          "dott.ssa", "Frau", "Herr", "Sra.", "Sr.", "dhr.", "mevr."}

# stage words (and their translations) that must not appear when a document
# states its stage only implicitly
STAGE_WORDS = re.compile(
    r"\b(concepts?|prototyp\w*|live|established|konzept\w*|etabliert\w*|"
    r"concepto|prototipo|establecid\w*|établi\w*|concetto|consolidat\w*|"
    r"gevestigd)\b", re.IGNORECASE)

EMAIL_RE = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")


def names_after_titles(text):
    """Names written after a title (Dr, Prof., Mme, dott.ssa, ...)."""
    toks = text.split()
    found = []
    for i, t in enumerate(toks):
        if t.lstrip("(") not in TITLES:
            continue
        words = []
        for w in toks[i + 1:i + 6]:
            core = w.rstrip(",.;:)")
            if not core or not core[0].isupper() or core.startswith("<"):
                break
            words.append(core)
            if core != w:
                break
        if words:
            found.append(" ".join(words))
    return found


def check_data():
    errors = []

    def err(doc, msg):
        errors.append("%s: %s" % (doc["file"], msg))

    # counts and file names
    counts = {}
    for d in DOCS:
        counts[d["shape"]] = counts.get(d["shape"], 0) + 1
    if counts != SHAPE_COUNTS:
        errors.append("shape counts %r != %r" % (counts, SHAPE_COUNTS))
    if len(DOCS) != 40:
        errors.append("expected 40 documents, got %d" % len(DOCS))
    files = [d["file"] for d in DOCS]
    if len(set(files)) != len(files):
        errors.append("duplicate file names")
    nums = [f[1:3] for f in files]
    if len(set(nums)) != len(nums):
        errors.append("duplicate file numbers")
    fmts = {"pdf": 0, "docx": 0}
    for d in DOCS:
        if not re.fullmatch(r"e\d\d-[a-z0-9-]+\.(pdf|docx)", d["file"]):
            err(d, "bad file name")
            continue
        fmts[d["file"].rsplit(".", 1)[1]] += 1
        if d["shape"] in ("deck", "scan") and not d["file"].endswith(".pdf"):
            err(d, "decks and scans must be PDF")
    if fmts != {"pdf": 20, "docx": 20}:
        errors.append("format split %r, expected 20/20" % fmts)

    implicit = 0
    all_names = {}
    for d in DOCS:
        text = doc_text(d)
        gold = d["gold"]
        if list(gold.keys()) != GOLD_KEYS:
            err(d, "gold keys %r" % list(gold.keys()))
        for key, val in gold.items():
            if val is None:
                continue
            if not isinstance(val, list) or not 1 <= len(val) <= 3:
                err(d, "%s must be null or a list of 1-3 phrases" % key)
                continue
            for ph in val:
                if not isinstance(ph, str) or not ph.strip():
                    err(d, "%s has an empty phrase" % key)
                    continue
                if len(ph.split()) > 10:
                    err(d, "%s phrase longer than 10 words: %r" % (key, ph))
                if key == "stage":
                    if ph not in STAGES:
                        err(d, "bad stage %r" % ph)
                elif norm(ph) not in text:
                    err(d, "%s phrase not in text: %r" % (key, ph))
        if d["is_pitch"] != (d["shape"] != "not-pitch"):
            err(d, "is_pitch inconsistent with shape")
        if not d["is_pitch"]:
            if any(v is not None for v in gold.values()):
                err(d, "non-pitch must have all-null gold")
        else:
            if gold["stage"] is None:
                err(d, "pitch without a stage")
        if d["implicit_stage"]:
            implicit += 1
            m = STAGE_WORDS.search(text)
            if m:
                err(d, "implicit stage but text uses stage word %r" % m.group(0))
            if gold["stage"] is None:
                err(d, "implicit stage flag on a document with null stage")
        # person names
        for name in d["person_names"]:
            if norm(name) not in text:
                err(d, "person name not in text: %r" % name)
            if name in all_names and all_names[name] != d["file"]:
                err(d, "person name %r also used in %s" % (name, all_names[name]))
            all_names.setdefault(name, d["file"])
        for after in names_after_titles(text):
            if not any(after.startswith(n) for n in d["person_names"]):
                err(d, "name after a title not listed: %r" % after)
        for ph in gold["title"] or []:
            for name in d["person_names"]:
                if name.lower() in ph.lower() or ph.lower() in name.lower():
                    err(d, "title %r overlaps person name %r" % (ph, name))
        # mail headers
        for line in block_texts(d):
            m = re.match(r"(From|To|Cc):\s*(.*)$", line)
            if not m:
                continue
            disp = m.group(2).split("<")[0].strip()
            if not disp or "@" in disp:
                continue
            disp_words = [w for w in disp.split() if w not in TITLES]
            disp = " ".join(disp_words)
            if disp not in d["person_names"] and disp not in d["non_person_addressees"]:
                err(d, "mail header name not listed: %r" % disp)
        # addresses
        for m in EMAIL_RE.finditer(text):
            if m.group(1).lower() not in ("example.org", "example.com", "example.net"):
                err(d, "non-example address %r" % m.group(0))
        # shape-specific
        if d["shape"] == "paragraphs":
            kinds = {b[0] for b in d["blocks"]}
            if kinds != {"p"}:
                err(d, "paragraphs document has non-paragraph blocks %r" % kinds)
            for b in d["blocks"]:
                if len(b[1].split()) < 12 or not re.search(r"[.!?\"']$", b[1]):
                    err(d, "paragraph looks like a heading: %r" % b[1][:40])
            n = len(text.split())
            if not 150 <= n <= 500:
                err(d, "paragraphs document has %d words" % n)
        if d["shape"] == "deck":
            sl = d["slides"]
            if sl[0]["kind"] != "cover":
                err(d, "deck must start with a cover slide")
            if not any(x["kind"] == "team" for x in sl):
                err(d, "deck without a team slide")
            market = [x for x in sl if x["kind"] == "market"]
            if not market:
                err(d, "deck without a market slide")
            mtext = norm(" ".join(" ".join(x["bullets"]) for x in market))
            for ph in gold["target_population"] or []:
                if norm(ph) in mtext:
                    err(d, "target population phrase taken from market slide: %r" % ph)
        if d["shape"] == "scan" and any(b[0] not in ("title", "h", "p") for b in d["blocks"]):
            err(d, "scan blocks must be title/h/p")
    if implicit < 12:
        errors.append("only %d documents state their stage implicitly (need 12)" % implicit)
    return errors


# ===========================================================================
# writers
# ===========================================================================

def setup_fonts():
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.lib.fonts import addMapping
    dv = "/usr/share/fonts/truetype/dejavu/"
    for name, fn in [("DV", "DejaVuSans.ttf"), ("DV-B", "DejaVuSans-Bold.ttf"),
                     ("DV-I", "DejaVuSans-Oblique.ttf"),
                     ("DV-BI", "DejaVuSans-BoldOblique.ttf"),
                     ("DVS", "DejaVuSerif.ttf"), ("DVS-B", "DejaVuSerif-Bold.ttf"),
                     ("DVS-I", "DejaVuSerif-Italic.ttf"),
                     ("DVS-BI", "DejaVuSerif-BoldItalic.ttf")]:
        pdfmetrics.registerFont(TTFont(name, dv + fn))
    for fam in ("DV", "DVS"):
        addMapping(fam, 0, 0, fam)
        addMapping(fam, 1, 0, fam + "-B")
        addMapping(fam, 0, 1, fam + "-I")
        addMapping(fam, 1, 1, fam + "-BI")


def pdf_styles(serif=False):
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib import colors
    base, bold = ("DVS", "DVS-B") if serif else ("DV", "DV-B")
    return {
        "title": ParagraphStyle("t", fontName=bold, fontSize=17, leading=22,
                                spaceAfter=10),
        "h": ParagraphStyle("h", fontName=bold, fontSize=12, leading=16,
                            spaceBefore=8, spaceAfter=4),
        "p": ParagraphStyle("p", fontName=base, fontSize=10.5, leading=15,
                            spaceAfter=8),
        "line": ParagraphStyle("l", fontName=base, fontSize=10.5, leading=14),
        "small": ParagraphStyle("s", fontName=base, fontSize=8.5, leading=11,
                                textColor=colors.HexColor("#555555"), spaceAfter=8),
        "cell": ParagraphStyle("c", fontName=base, fontSize=9, leading=12),
        "cellb": ParagraphStyle("cb", fontName=bold, fontSize=9, leading=12),
        "labelled": ParagraphStyle("lb", fontName=base, fontSize=10.5, leading=15,
                                   spaceAfter=7),
    }


def write_pdf(doc, path):
    from reportlab.lib.pagesizes import A4, landscape
    from reportlab.lib.units import cm
    from reportlab.lib import colors
    from reportlab.platypus import (SimpleDocTemplate, Paragraph, Spacer, Table,
                                    TableStyle, HRFlowable)
    st = pdf_styles(serif=doc.get("font") == "serif")
    size = landscape(A4) if doc.get("landscape") else A4
    story = []
    avail = size[0] - 4 * cm
    for b in doc["blocks"]:
        kind = b[0]
        if kind in ("title", "h", "p", "line", "small"):
            story.append(Paragraph(escape(b[1]), st[kind]))
        elif kind == "rule":
            story.append(Spacer(1, 4))
            story.append(HRFlowable(width="100%", color=colors.grey))
            story.append(Spacer(1, 8))
        elif kind == "labelled":
            story.append(Paragraph("<b>%s:</b> %s" % (escape(b[1]), escape(b[2])),
                                   st["labelled"]))
        elif kind == "table":
            rows, opts = b[1], (b[2] if len(b) > 2 else {})
            if opts.get("caption"):
                story.append(Paragraph(escape(opts["caption"]), st["cellb"]))
                story.append(Spacer(1, 4))
            data = []
            for ri, row in enumerate(rows):
                cells = []
                for ci, cell in enumerate(row):
                    bold = (opts.get("header") and ri == 0) or \
                           (opts.get("label_col") and ci == 0)
                    cells.append(Paragraph(escape(cell), st["cellb" if bold else "cell"]))
                data.append(cells)
            ncol = len(rows[0])
            first = avail * (0.46 if ncol > 2 else 0.3)
            widths = [first] + [(avail - first) / (ncol - 1)] * (ncol - 1)
            t = Table(data, colWidths=widths, repeatRows=1 if opts.get("header") else 0)
            style = [("GRID", (0, 0), (-1, -1), 0.5, colors.grey),
                     ("VALIGN", (0, 0), (-1, -1), "TOP")]
            if opts.get("header"):
                style.append(("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e5e7eb")))
            t.setStyle(TableStyle(style))
            story.append(t)
            story.append(Spacer(1, 10))
        elif kind == "grid5":
            g = b[1]

            def cell(lc):
                return Paragraph("<b>%s</b><br/>%s" % (escape(lc[0]), escape(lc[1])),
                                 st["cell"])
            r0, r1, r2 = g["r0"], g["r1"], g["r2"]
            data = [[cell(r0[0]), cell(r0[1]), cell(r0[2]), cell(r0[3]), cell(r0[4])],
                    ["", cell(r1[0]), "", cell(r1[1]), ""],
                    [cell(r2[0]), "", cell(r2[1]), "", ""]]
            t = Table(data, colWidths=[avail / 5] * 5,
                      rowHeights=[3.6 * cm, 3.2 * cm, 2.2 * cm])
            t.setStyle(TableStyle([
                ("GRID", (0, 0), (-1, -1), 0.6, colors.HexColor("#444444")),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("SPAN", (0, 0), (0, 1)), ("SPAN", (2, 0), (2, 1)),
                ("SPAN", (4, 0), (4, 1)), ("SPAN", (0, 2), (1, 2)),
                ("SPAN", (2, 2), (4, 2)),
            ]))
            story.append(t)
            story.append(Spacer(1, 10))
        else:
            raise ValueError(kind)

    page_number = doc.get("page_number")

    def on_page(canvas, _doc):
        if page_number:
            canvas.saveState()
            canvas.setFont("DV", 9)
            canvas.drawRightString(size[0] - 2 * cm, 1.2 * cm, page_number)
            canvas.restoreState()

    sd = SimpleDocTemplate(path, pagesize=size, leftMargin=2 * cm, rightMargin=2 * cm,
                           topMargin=1.8 * cm, bottomMargin=1.8 * cm,
                           title="", author="", creator="")
    sd.build(story, onFirstPage=on_page, onLaterPages=on_page)


def write_deck(doc, path):
    from reportlab.lib.pagesizes import A4, landscape
    from reportlab.lib import colors
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph
    from reportlab.pdfgen import canvas as rl_canvas
    size = landscape(A4) if doc["page"] == "A4L" else (720, 405)
    W, H = size
    k = W / 720.0
    col = colors.HexColor(doc["colour"])
    c = rl_canvas.Canvas(path, pagesize=size)
    c.setTitle("")
    c.setAuthor("")
    n = len(doc["slides"])
    bullet_st = ParagraphStyle("b", fontName="DV", fontSize=17 * k, leading=23 * k,
                               leftIndent=18 * k, bulletIndent=0,
                               bulletFontName="DV", bulletFontSize=17 * k)
    for i, sl in enumerate(doc["slides"], 1):
        if sl["kind"] == "cover":
            c.setFillColor(col)
            c.rect(0, 0, W, H, stroke=0, fill=1)
            c.setFillColor(colors.white)
            c.setFont("DV-B", 44 * k)
            c.drawString(50 * k, H * 0.58, sl["title"])
            c.setFont("DV", 20 * k)
            c.drawString(50 * k, H * 0.58 - 38 * k, sl["subtitle"])
            y = H * 0.58 - 90 * k
            c.setFont("DV", 13 * k)
            for line in sl.get("lines", []):
                c.drawString(50 * k, y, line)
                y -= 20 * k
        else:
            c.setFillColor(col)
            c.rect(0, H - 70 * k, W, 70 * k, stroke=0, fill=1)
            c.setFillColor(colors.white)
            c.setFont("DV-B", 26 * k)
            c.drawString(40 * k, H - 47 * k, sl["title"])
            y = H - 110 * k
            for bullet in sl["bullets"]:
                p = Paragraph(escape(bullet), bullet_st, bulletText="•")
                _w, h = p.wrap(W - 100 * k, H)
                p.drawOn(c, 50 * k, y - h)
                y -= h + 14 * k
        c.setFillColor(colors.white if sl["kind"] == "cover" else colors.HexColor("#666666"))
        c.setFont("DV", 10 * k)
        c.drawRightString(W - 20 * k, 14 * k, "%d / %d" % (i, n))
        c.showPage()
    c.save()


def write_scan(doc, path):
    from PIL import Image, ImageDraw, ImageFont, ImageFilter
    from reportlab.lib.pagesizes import A4
    dpi = 150
    Wp, Hp = int(A4[0] / 72 * dpi), int(A4[1] / 72 * dpi)
    fonts = {
        "mono": ("/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf",
                 "/usr/share/fonts/truetype/liberation/LiberationMono-Bold.ttf"),
        "serif": ("/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
                  "/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf"),
        "sans": ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                 "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
    }[doc["scan_font"]]
    f_body = ImageFont.truetype(fonts[0], 25)
    f_h = ImageFont.truetype(fonts[1], 28)
    f_t = ImageFont.truetype(fonts[1], 46)
    img = Image.new("L", (Wp, Hp), 246)
    draw = ImageDraw.Draw(img)
    margin = 120
    maxw = Wp - 2 * margin
    y = 140
    for kind, text in doc["blocks"]:
        font = {"title": f_t, "h": f_h, "p": f_body}[kind]
        lines, cur = [], ""
        for word in text.split():
            trial = (cur + " " + word).strip()
            if draw.textlength(trial, font=font) <= maxw:
                cur = trial
            else:
                lines.append(cur)
                cur = word
        if cur:
            lines.append(cur)
        lh = int(font.size * 1.45)
        for line in lines:
            draw.text((margin, y), line, fill=28, font=font)
            y += lh
        y += {"title": 18, "h": 26, "p": 20}[kind]
    if y > Hp - 100:
        raise RuntimeError("%s: scan text does not fit on one page" % doc["file"])
    rnd = random.Random(doc["file"])
    noise = Image.effect_noise((Wp, Hp), 18)
    img = Image.blend(img, noise, 0.06)
    draw = ImageDraw.Draw(img)
    for _ in range(120):  # specks of dust from the scanner glass
        x0, y0 = rnd.randrange(Wp), rnd.randrange(Hp)
        draw.ellipse((x0, y0, x0 + rnd.randint(1, 2), y0 + rnd.randint(1, 2)), fill=150)
    img = img.rotate(doc["tilt"], resample=Image.BICUBIC, fillcolor=238)
    img = img.filter(ImageFilter.GaussianBlur(0.5))
    # PIL writes an image-only PDF: no fonts, no text layer
    img.convert("RGB").save(path, "PDF", resolution=float(dpi), quality=72)


def write_docx(doc, path):
    import docx
    from docx.shared import Pt, RGBColor
    d = docx.Document()
    d.core_properties.author = ""
    d.core_properties.title = ""
    d.core_properties.comments = ""

    def tight(par):
        par.paragraph_format.space_after = Pt(0)
        par.paragraph_format.space_before = Pt(0)

    for b in doc["blocks"]:
        kind = b[0]
        if kind == "title":
            d.add_heading(b[1], level=1)
        elif kind == "h":
            d.add_heading(b[1], level=2)
        elif kind == "p":
            d.add_paragraph(b[1])
        elif kind == "line":
            tight(d.add_paragraph(b[1]))
        elif kind == "small":
            par = d.add_paragraph()
            run = par.add_run(b[1])
            run.font.size = Pt(8.5)
            run.font.color.rgb = RGBColor(0x55, 0x55, 0x55)
        elif kind == "labelled":
            par = d.add_paragraph()
            par.add_run(b[1] + ": ").bold = True
            par.add_run(b[2])
        elif kind == "table":
            rows, opts = b[1], (b[2] if len(b) > 2 else {})
            t = d.add_table(rows=len(rows), cols=len(rows[0]))
            t.style = "Table Grid"
            for ri, row in enumerate(rows):
                for ci, text in enumerate(row):
                    cell = t.cell(ri, ci)
                    cell.text = ""
                    run = cell.paragraphs[0].add_run(text)
                    if (opts.get("header") and ri == 0) or \
                       (opts.get("label_col") and ci == 0):
                        run.bold = True
            d.add_paragraph("")
        elif kind == "rule":
            d.add_paragraph("")
        else:
            raise ValueError(kind)
    d.save(path)


# ===========================================================================
# read-back checks (after writing)
# ===========================================================================

def run(cmd):
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def read_back(path):
    if path.endswith(".pdf"):
        return run(["pdftotext", "-raw", "-enc", "UTF-8", path, "-"])
    import docx
    d = docx.Document(path)
    parts = [p.text for p in d.paragraphs]
    for t in d.tables:
        for row in t.rows:
            for cell in row.cells:
                parts.extend(p.text for p in cell.paragraphs)
    return "\n".join(parts)


def pdf_pages(path):
    info = run(["pdfinfo", path])
    n = int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))
    sizes = run(["pdfinfo", "-f", "1", "-l", str(n), path])
    dims = [(float(a), float(b)) for a, b in
            re.findall(r"^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)", sizes, re.M)]
    return n, dims


def check_files():
    errors = []
    for d in DOCS:
        path = os.path.join(OUT_DIR, d["file"])
        if not os.path.exists(path):
            errors.append("%s: not written" % d["file"])
            continue
        if d["shape"] == "scan":
            txt = run(["pdftotext", path, "-"])
            if txt.strip():
                errors.append("%s: scan has a text layer: %r" % (d["file"], txt[:60]))
            fonts = run(["pdffonts", path]).strip().splitlines()
            if len(fonts) > 2:
                errors.append("%s: scan PDF contains fonts" % d["file"])
            n, _dims = pdf_pages(path)
            if n != 1:
                errors.append("%s: scan has %d pages" % (d["file"], n))
            continue
        got = norm(read_back(path)).lower()
        for key, val in d["gold"].items():
            if key == "stage" or val is None:
                continue
            for ph in val:
                if norm(ph).lower() not in got:
                    errors.append("%s: after read-back, %s phrase missing: %r"
                                  % (d["file"], key, ph))
        for name in d["person_names"]:
            if norm(name).lower() not in got:
                errors.append("%s: after read-back, name missing: %r" % (d["file"], name))
        if d["shape"] == "deck":
            n, dims = pdf_pages(path)
            if n != len(d["slides"]):
                errors.append("%s: %d pages for %d slides" % (d["file"], n, len(d["slides"])))
            if len(dims) != n or any(w <= h for w, h in dims):
                errors.append("%s: deck pages are not all landscape" % d["file"])
        if d["shape"] == "paragraphs" and d["file"].endswith(".docx"):
            import docx
            dd = docx.Document(path)
            for p in dd.paragraphs:
                if p.style.name.lower().startswith(("heading", "title")):
                    errors.append("%s: heading style in paragraphs doc" % d["file"])
    return errors


# ===========================================================================

def main():
    errors = check_data()
    if errors:
        print("Data checks failed:")
        for e in errors:
            print("  " + e)
        sys.exit(1)

    setup_fonts()
    os.makedirs(OUT_DIR, exist_ok=True)
    wanted = {d["file"] for d in DOCS}
    for fn in os.listdir(OUT_DIR):
        if re.match(r"e\d\d-", fn) and fn not in wanted:
            os.remove(os.path.join(OUT_DIR, fn))
    for d in DOCS:
        path = os.path.join(OUT_DIR, d["file"])
        if d["shape"] == "deck":
            write_deck(d, path)
        elif d["shape"] == "scan":
            write_scan(d, path)
        elif path.endswith(".pdf"):
            write_pdf(d, path)
        else:
            write_docx(d, path)

    errors = check_files()
    if errors:
        print("Read-back checks failed:")
        for e in errors:
            print("  " + e)
        if os.path.exists(MANIFEST):
            os.remove(MANIFEST)
        sys.exit(1)

    manifest = [{"file": d["file"], "shape": d["shape"], "is_pitch": d["is_pitch"],
                 "gold": d["gold"], "person_names": d["person_names"]} for d in DOCS]
    with open(MANIFEST, "w", encoding="utf-8") as f:
        json.dump(manifest, f, ensure_ascii=False, indent=2)
        f.write("\n")

    counts = {}
    for d in DOCS:
        key = (d["shape"], d["file"].rsplit(".", 1)[1])
        counts[key] = counts.get(key, 0) + 1
    print("Wrote %d documents to %s and %s" % (len(DOCS), OUT_DIR, MANIFEST))
    for shape in SHAPE_COUNTS:
        print("  %-15s pdf %d  docx %d" % (shape, counts.get((shape, "pdf"), 0),
                                           counts.get((shape, "docx"), 0)))
    print("  implicit stage: %d documents" % sum(d["implicit_stage"] for d in DOCS))
    print("  null funding: %d pitches; null needs: %d; null team: %d" % (
        sum(d["is_pitch"] and d["gold"]["funding"] is None for d in DOCS),
        sum(d["is_pitch"] and d["gold"]["needs"] is None for d in DOCS),
        sum(d["is_pitch"] and d["gold"]["team"] is None for d in DOCS)))


if __name__ == "__main__":
    main()
