#!/usr/bin/python3
"""Blind test corpus for the AI intake guide: uploaded pitch documents.

Written by a writer who never read the guide engine. Holds every text and writes every file
in documents/ plus documents.json. Needs Debian's python3-reportlab, python3-docx and
python3-pil (run with /usr/bin/python3). Frozen: used only to report, never to tune.
"""
import io, json, os, random, re, sys
from collections import Counter

from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.units import mm
from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import (SimpleDocTemplate, Paragraph, Spacer, Table, TableStyle, ListFlowable,
                                ListItem, PageBreak)
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.lib.utils import ImageReader
import docx
import datetime
from reportlab import rl_config
rl_config.invariant = 1  # reproducible PDFs
from docx.shared import Pt, Cm
from PIL import Image, ImageDraw, ImageFont, ImageFilter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "documents")
FONTDIR = "/usr/share/fonts/truetype/dejavu/"
pdfmetrics.registerFont(TTFont("DV", FONTDIR + "DejaVuSans.ttf"))
pdfmetrics.registerFont(TTFont("DVB", FONTDIR + "DejaVuSans-Bold.ttf"))
pdfmetrics.registerFont(TTFont("DVS", FONTDIR + "DejaVuSerif.ttf"))

DOCS = []
SHAPES = ["paragraphs", "email", "grant-abstract", "table", "lean-canvas", "scan", "one-liner", "deck",
          "other-language", "not-a-pitch", "headings"]
STAGES = {"concept", "prototype", "live", "established"}


def L(x):
    if x is None:
        return None
    return x if isinstance(x, list) else [x]


def D(file, shape, blocks, title=None, problem=None, solution=None, target=None, stage=None, needs=None,
      funding=None, team=None, people=(), notes="", is_pitch=True, font="DV"):
    """blocks: list of (kind, ...) where kind is h, p, bullets, table, canvas, slide, line."""
    DOCS.append({"file": "documents/" + file, "shape": shape, "is_pitch": is_pitch,
                 "gold": {"title": L(title), "problem": L(problem), "solution": L(solution),
                          "target_population": L(target), "stage": L(stage), "needs": L(needs),
                          "funding": L(funding), "team": L(team)},
                 "person_names": list(people), "notes": notes, "_blocks": blocks, "_font": font})


def NP(file, blocks, people=(), notes="", font="DV"):
    D(file, "not-a-pitch", blocks, people=people, notes=notes, is_pitch=False, font=font)


# ------------------------------------------------------------------ text of a document (for checks)
def block_text(blocks):
    out = []
    for b in blocks:
        k = b[0]
        if k in ("h", "p", "line", "h1"):
            out.append(b[1])
        elif k == "bullets":
            out.extend(b[1])
        elif k == "table":
            for row in b[1]:
                out.extend(row)
        elif k == "canvas":
            for name, body in b[1]:
                out.append(name); out.append(body)
        elif k == "slide":
            out.append(b[1]); out.extend(b[2])
        elif k == "scan":
            out.extend(b[1])
    return "\n".join(out)


# ------------------------------------------------------------------ PDF rendering
def styles(font):
    bold = "DVB" if font == "DV" else font
    return {
        "p": ParagraphStyle("p", fontName=font, fontSize=10.5, leading=14.5, spaceAfter=7),
        "h": ParagraphStyle("h", fontName=bold, fontSize=13, leading=17, spaceBefore=8, spaceAfter=5),
        "h1": ParagraphStyle("h1", fontName=bold, fontSize=18, leading=23, spaceAfter=10),
        "cell": ParagraphStyle("c", fontName=font, fontSize=9.5, leading=12.5),
        "cellb": ParagraphStyle("cb", fontName=bold, fontSize=9.5, leading=12.5),
    }


def esc(t):
    return t.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\n", "<br/>")


def write_pdf(path, blocks, font):
    if any(b[0] == "slide" for b in blocks):
        return write_deck_pdf(path, blocks)
    if any(b[0] == "scan" for b in blocks):
        return write_scan_pdf(path, blocks)
    st = styles(font)
    story = []
    for b in blocks:
        k = b[0]
        if k in ("p", "line"):
            story.append(Paragraph(esc(b[1]), st["p"]))
        elif k in ("h", "h1"):
            story.append(Paragraph(esc(b[1]), st[k]))
        elif k == "bullets":
            story.append(ListFlowable([ListItem(Paragraph(esc(x), st["p"]), leftIndent=12) for x in b[1]],
                                      bulletType="bullet", start="•", leftIndent=12))
        elif k == "table":
            rows = b[1]
            data = [[Paragraph(esc(c), st["cellb"] if (i == 0 and b[2]) else st["cell"]) for c in r]
                    for i, r in enumerate(rows)]
            ncol = len(rows[0])
            t = Table(data, colWidths=[170 * mm / ncol] * ncol)
            t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.grey),
                                   ("VALIGN", (0, 0), (-1, -1), "TOP"),
                                   ("BACKGROUND", (0, 0), (-1, 0), colors.whitesmoke if b[2] else colors.white)]))
            story.append(t); story.append(Spacer(1, 8))
        elif k == "canvas":
            story.append(lean_canvas_table(b[1], st))
    SimpleDocTemplate(path, pagesize=A4 if not any(b[0] == "canvas" for b in blocks) else landscape(A4),
                      leftMargin=20 * mm, rightMargin=20 * mm, topMargin=18 * mm, bottomMargin=18 * mm,
                      title="", author="").build(story)


def lean_canvas_table(boxes, st):
    # classic 9-box lean canvas: 5 columns on top, 2 wide boxes at the bottom
    cell = lambda i: [Paragraph("<b>%s</b>" % esc(boxes[i][0]), st["cellb"]), Paragraph(esc(boxes[i][1]), st["cell"])]
    # order: 0 Problem, 1 Solution, 2 Key metrics, 3 UVP, 4 Unfair advantage, 5 Channels, 6 Customer segments,
    #        7 Cost structure, 8 Revenue streams
    data = [[cell(0), cell(1), cell(3), cell(4), cell(6)],
            ["", cell(2), "", cell(5), ""],
            [cell(7), "", "", cell(8), ""]]
    w = 257 * mm / 5
    t = Table(data, colWidths=[w] * 5, rowHeights=[55 * mm, 45 * mm, 35 * mm])
    t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.8, colors.black), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                           ("SPAN", (0, 0), (0, 1)), ("SPAN", (2, 0), (2, 1)), ("SPAN", (4, 0), (4, 1)),
                           ("SPAN", (0, 2), (2, 2)), ("SPAN", (3, 2), (4, 2))]))
    return t


def write_deck_pdf(path, blocks):
    W, H = landscape(A4)
    c = rl_canvas.Canvas(path, pagesize=(W, H))
    c.setTitle("")
    slides = [b for b in blocks if b[0] == "slide"]
    for n, (_, title, bullets) in enumerate(slides, 1):
        c.setFillColor(colors.HexColor("#1f3a5f")); c.rect(0, H - 32 * mm, W, 32 * mm, fill=1, stroke=0)
        c.setFillColor(colors.white); c.setFont("DVB", 26); c.drawString(18 * mm, H - 21 * mm, title)
        c.setFillColor(colors.black)
        y = H - 50 * mm
        for bl in bullets:
            big = n == 1 and bullets.index(bl) == 0
            c.setFont("DVB" if big else "DV", 22 if big else 16)
            prefix = "" if n == 1 else "•  "
            for i, line in enumerate(wrap(prefix + bl, 70 if not big else 50)):
                c.drawString(22 * mm if i == 0 or n == 1 else 28 * mm, y, line)
                y -= 9 * mm if not big else 12 * mm
            y -= 3 * mm
        c.setFont("DV", 10); c.setFillColor(colors.grey)
        c.drawRightString(W - 12 * mm, 8 * mm, "%d / %d" % (n, len(slides)))
        c.showPage()
    c.save()


def wrap(text, width):
    words, lines, cur = text.split(), [], ""
    for w in words:
        if len(cur) + len(w) + 1 > width and cur:
            lines.append(cur); cur = w
        else:
            cur = (cur + " " + w).strip()
    if cur:
        lines.append(cur)
    return lines


def write_scan_pdf(path, blocks):
    lines = [b for b in blocks if b[0] == "scan"][0][1]
    seed = sum(map(ord, path))
    rnd = random.Random(seed)
    dpi = 150
    Wpx, Hpx = int(8.27 * dpi), int(11.69 * dpi)
    img = Image.new("L", (Wpx, Hpx), 242)
    d = ImageDraw.Draw(img)
    f = ImageFont.truetype(FONTDIR + "DejaVuSerif.ttf", 25)
    fb = ImageFont.truetype(FONTDIR + "DejaVuSans-Bold.ttf", 31)
    y = 150
    for i, line in enumerate(lines):
        if line.startswith("# "):
            d.text((130, y), line[2:], font=fb, fill=35); y += 58; continue
        for part in wrap(line, 78) or [""]:
            d.text((130 + rnd.randint(-2, 2), y), part, font=f, fill=rnd.randint(25, 60)); y += 38
        y += 12
    for _ in range(900):  # speckle
        x, yy = rnd.randrange(Wpx), rnd.randrange(Hpx)
        d.point((x, yy), fill=rnd.randint(120, 200))
    img = img.rotate(rnd.uniform(-1.2, 1.2), resample=Image.BICUBIC, fillcolor=230, expand=False)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    buf = io.BytesIO(); img.save(buf, "JPEG", quality=55); buf.seek(0)
    c = rl_canvas.Canvas(path, pagesize=A4)
    c.drawImage(ImageReader(buf), 0, 0, width=A4[0], height=A4[1])
    c.showPage(); c.save()


# ------------------------------------------------------------------ DOCX rendering
def write_docx(path, blocks, font):
    doc = docx.Document()
    stl = doc.styles["Normal"]; stl.font.name = "DejaVu Sans" if font == "DV" else "DejaVu Serif"; stl.font.size = Pt(10.5)
    doc.core_properties.author = ""; doc.core_properties.title = ""
    doc.core_properties.created = doc.core_properties.modified = datetime.datetime(2026, 11, 29)
    doc.core_properties.last_modified_by = ""
    for b in blocks:
        k = b[0]
        if k in ("p", "line"):
            doc.add_paragraph(b[1])
        elif k == "h1":
            doc.add_heading(b[1], level=1)
        elif k == "h":
            doc.add_heading(b[1], level=2)
        elif k == "bullets":
            for x in b[1]:
                doc.add_paragraph(x, style="List Bullet")
        elif k == "table":
            rows = b[1]
            t = doc.add_table(rows=len(rows), cols=len(rows[0])); t.style = "Table Grid"
            for i, r in enumerate(rows):
                for j, cval in enumerate(r):
                    cell = t.cell(i, j); cell.text = cval
                    if i == 0 and b[2]:
                        for run in cell.paragraphs[0].runs:
                            run.bold = True
            doc.add_paragraph("")
        elif k == "canvas":
            boxes = b[1]
            sec = doc.sections[0]
            sec.orientation = 1; sec.page_width, sec.page_height = sec.page_height, sec.page_width
            t = doc.add_table(rows=3, cols=5); t.style = "Table Grid"
            place = {(0, 0): 0, (0, 1): 1, (1, 1): 2, (0, 2): 3, (0, 3): 4, (1, 3): 5, (0, 4): 6, (2, 0): 7, (2, 3): 8}
            t.cell(0, 0).merge(t.cell(1, 0)); t.cell(0, 2).merge(t.cell(1, 2)); t.cell(0, 4).merge(t.cell(1, 4))
            t.cell(2, 0).merge(t.cell(2, 2)); t.cell(2, 3).merge(t.cell(2, 4))
            for (r, cidx), i in place.items():
                cell = t.cell(r, cidx); cell.text = ""
                p = cell.paragraphs[0]; run = p.add_run(boxes[i][0]); run.bold = True
                cell.add_paragraph(boxes[i][1])
        else:
            raise ValueError("block %s not supported in docx" % k)
    doc.save(path)


# ================================================================== THE DOCUMENTS
# ---------------------------------------------------------------- paragraphs (no headings)
D("para-heatwave-deaths.pdf", "paragraphs", [
    ("p", "Every summer heatwave in England now brings hundreds of excess deaths, and most of them are people over 75 who die quietly at home. "
          "They are not in hospital and not in care homes; they live alone in top-floor flats, often with several long-term conditions, and many take "
          "medicines such as diuretics that make dehydration more likely. By the time a neighbour notices, it is too late."),
    ("p", "CoolCheck is a project to change that. When the heat-health alert reaches amber, registered residents receive a phone call every morning from a trained volunteer "
          "who asks four questions about drinking, room temperature, medicines and how they feel, and who can send a community nurse the same day if the answers are worrying. "
          "Residents who want one are also given a free room thermometer with a coloured scale."),
    ("p", "We ran CoolCheck as a pilot in two wards of Harbourside borough during the summer of last year with 140 residents and 22 volunteers. Nobody on the list died during the "
          "two heatwaves, and residents told us that the calls made them feel less alone. The work is led by Dr Agnes Whitlow, a public health consultant, with Tomasz Zielinski, "
          "who coordinates the volunteers, and the borough's community nursing team."),
    ("p", "We are now looking for £85,000 to extend CoolCheck to the whole borough next summer and to evaluate it properly, together with an academic partner who can measure "
          "its effect on hospital admissions and deaths."),
  ], title=["CoolCheck"], problem=["excess deaths", "people over 75 who die quietly at home", "heatwave"],
  solution=["phone call every morning", "trained volunteer", "room thermometer"], target=["people over 75", "live alone", "registered residents"],
  stage=["prototype", "live"], needs=["academic partner", "evaluate it properly"], funding=["£85,000"],
  team=["Agnes Whitlow", "Tomasz Zielinski", "community nursing team"], people=["Agnes Whitlow", "Tomasz Zielinski"],
  notes="one-pager with no headings; heat and mortality outside hospitals; pilot done (prototype or live accepted)")

D("para-school-meals.docx", "paragraphs", [
    ("p", "Half of the children at our three village primary schools arrive without breakfast, and the hot lunch is delivered from a kitchen 25 miles away, so it is lukewarm "
          "and much of it goes in the bin. Teachers see the effect every afternoon: tired, irritable children who cannot concentrate."),
    ("p", "We want to set up a shared school kitchen in the middle school of the three, cooking breakfast and lunch each day with local produce, and delivering to the two "
          "other schools in insulated boxes within twenty minutes. Parents would be invited to cook with the children once a month."),
    ("p", "At the moment this is an idea supported by the three head teachers and the parish council; nothing has been built. We need help with a kitchen fit-out grant "
          "of around £60,000, advice from a public health nutritionist on menus, and a catering partner to train two local cooks."),
    ("p", "Contact: Hazel Pennington, head teacher, Brookmere Church of England Primary School."),
  ], title=None, problem=["arrive without breakfast", "lukewarm", "cannot concentrate"], solution=["shared school kitchen", "insulated boxes"],
  target=["children", "village primary schools"], stage=["concept"], needs=["public health nutritionist", "catering partner"],
  funding=["£60,000", "kitchen fit-out grant"], team=["head teachers", "Hazel Pennington"], people=["Hazel Pennington"],
  notes="school meals, no title, no headings")

D("para-care-home-teeth.docx", "paragraphs", [
    ("p", "Mouth Care Matters at Home is a small programme that began when our dental team noticed how many care-home residents were admitted to hospital with aspiration "
          "pneumonia. Poor oral hygiene is a known cause: plaque bacteria are breathed into the lungs. Care staff rarely brush residents' teeth, because they have never been "
          "trained and many residents resist."),
    ("p", "Since 2019 our two dental hygienists have visited 48 care homes in the county, trained more than 600 carers in a ten-minute mouth-care routine, left a mouth-care "
          "box in every room, and set up a 'mouth care champion' in each home. The programme is paid for by the county council and is now routine in those homes."),
    ("p", "What we would like from the consortium is a research partner to show whether it reduces pneumonia admissions, and advice on how to spread it to other counties "
          "with a franchise model. Our lead is Mrs Deepa Kaur, consultant in special care dentistry."),
  ], title=["Mouth Care Matters at Home"], problem=["aspiration pneumonia", "poor oral hygiene"], solution=["mouth-care routine", "mouth care champion", "trained more than 600 carers"],
  target=["care-home residents"], stage=["established"], needs=["research partner", "franchise model"], funding=None,
  team=["two dental hygienists", "Deepa Kaur"], people=["Deepa Kaur"], notes="dentistry in care homes, established, no funding asked")

D("para-rural-responders.pdf", "paragraphs", [
    ("p", "In the upland parishes of the Fennick Hills an ambulance takes on average 41 minutes to reach a cardiac arrest. Survival in those parishes is close to zero."),
    ("p", "We are a group of volunteers who want to train one community first responder in every hamlet, give each a defibrillator and a radio pager linked to the ambulance "
          "control room, and run a yearly refresher. Two responders are already trained and have attended eleven calls in six months, but the scheme is not yet formally "
          "recognised by the ambulance service."),
    ("p", "We need the ambulance service to agree a formal partnership, and roughly £2,400 per responder for kit and training. Our committee is Gwilym Roberts (chair), "
          "Nia Beddoe (a retired paramedic) and Owain Price (treasurer)."),
  ], title=None, problem=["41 minutes to reach a cardiac arrest", "survival in those parishes is close to zero"],
  solution=["community first responder", "defibrillator", "radio pager"], target=["upland parishes", "hamlet"],
  stage=["prototype"], needs=["formal partnership", "ambulance service"], funding=["£2,400 per responder"],
  team=["Gwilym Roberts", "Nia Beddoe", "Owain Price"], people=["Gwilym Roberts", "Nia Beddoe", "Owain Price"],
  notes="rural care, volunteers, named committee; 'Fennick Hills' is a place")

D("para-pharmacy-antibiotics.pdf", "paragraphs", [
    ("p", "Sore throats are the commonest reason adults ask a GP for antibiotics, even though nine in ten get better without them. Unnecessary prescriptions drive resistance "
          "and fill GP appointments."),
    ("p", "ThroatCheck lets community pharmacists assess a sore throat with a validated score and, only for high scores, run a rapid strep test in the pharmacy. Patients with a "
          "negative test get advice and pain relief; positive tests are treated under a patient group direction. We built the protocol and the digital record this spring and "
          "have tested it in four pharmacies with 310 patients; antibiotic supply fell by two thirds compared with the GP practices nearby."),
    ("p", "We are a partnership of the Lindon Local Pharmaceutical Committee and a health economist at Corbridge University, Dr Femi Adeleke. We would like the consortium to help "
          "us find a commissioner for a 12-month service evaluation and to cover about £40,000 of test kits and training."),
  ], title=["ThroatCheck"], problem=["sore throats", "unnecessary prescriptions drive resistance"], solution=["rapid strep test", "validated score"],
  target=["adults", "sore throat"], stage=["prototype"], needs=["find a commissioner", "service evaluation"], funding=["£40,000"],
  team=["Lindon Local Pharmaceutical Committee", "Femi Adeleke"], people=["Femi Adeleke"], notes="pharmacy, antimicrobial resistance, no headings")

# ---------------------------------------------------------------- e-mails pasted into a document
D("email-perinatal-rural.docx", "email", [
    ("line", "From: Morven Sinclair <morven.sinclair@example.org>"),
    ("line", "To: innovation team"),
    ("line", "Sent: Tuesday 3 March, 09:14"),
    ("line", "Subject: idea - support for mums with postnatal depression in the islands"),
    ("p", "Dear team,"),
    ("p", "I'm a health visitor covering three islands in the Western Isles. Perinatal depression is as common here as anywhere, but our mums are far from any perinatal "
          "mental health service: the nearest specialist team is a ferry and a four-hour drive away, and women rarely ask for help because everyone knows everyone."),
    ("p", "With two colleagues (Catriona MacLeod, a midwife, and Dr Euan Morrison, a GP) I've sketched a plan we call Island Mothers: video sessions with the mainland perinatal "
          "team from a private room in each GP surgery, plus a peer supporter on each island who has been through it herself. We have not started yet."),
    ("p", "Could you help us find funding for a one-year pilot (we think about £30,000) and put us in touch with someone who has evaluated rural telehealth?"),
    ("p", "Best wishes,\nMorven"),
  ], title=["Island Mothers"], problem=["perinatal depression", "far from any perinatal mental health service"],
  solution=["video sessions", "peer supporter"], target=["mums", "women", "islands"], stage=["concept"],
  needs=["evaluated rural telehealth", "funding for a one-year pilot"], funding=["£30,000", "one-year pilot"],
  team=["Catriona MacLeod", "Euan Morrison", "Morven"], people=["Morven Sinclair", "Catriona MacLeod", "Euan Morrison"],
  notes="perinatal depression in a rural area, pasted e-mail with headers")

D("email-vet-one-health.pdf", "email", [
    ("line", "-----Original Message-----"),
    ("line", "From: Dr Kwabena Asare"),
    ("line", "Date: 12 May"),
    ("line", "Subject: RE: One Health call - our proposal"),
    ("p", "Hello again, as promised after the webinar, here is our idea in short."),
    ("p", "Brucellosis passes from goats and cattle to people through raw milk, and in our district it is mistaken for malaria, so patients get the wrong treatment for months. "
          "Vets and clinics never share data."),
    ("p", "Our project, OneVillage, links the district veterinary office and the health centres: when a herd tests positive, the health centres in that village are alerted and "
          "test patients with long fevers for brucellosis. A shared SMS system already runs in 12 villages and has found 37 human cases in a year."),
    ("p", "We now need a laboratory partner for confirmatory testing and funding to cover rapid tests for another 40 villages. The team is me (veterinary epidemiologist), "
          "Sister Abena Owusu (nurse in charge) and our district data officer."),
    ("p", "Regards, Kwabena"),
  ], title=["OneVillage"], problem=["brucellosis", "mistaken for malaria"], solution=["alerted", "shared SMS system"],
  target=["villages", "patients with long fevers"], stage=["live"], needs=["laboratory partner", "rapid tests"], funding=["rapid tests for another 40 villages"],
  team=["Kwabena", "Abena Owusu", "data officer"], people=["Kwabena Asare", "Abena Owusu"], notes="one health, e-mail reply format")

D("email-forwarded-chain.docx", "email", [
    ("line", "---------- Forwarded message ---------"),
    ("line", "From: Priti Malhotra"),
    ("line", "To: Jonas Eklund"),
    ("line", "Subject: Fwd: that sleep thing for the ward"),
    ("p", "Jonas - forwarding this as you asked, please send it to the innovation people. P."),
    ("line", "---------- Original ---------"),
    ("line", "From: Jonas Eklund"),
    ("p", "Priti, recap of what I said at the huddle. On our elderly care ward patients are woken four or five times a night for observations, lights and noise, and the "
          "delirium rate is high. I'd like to try a 'Sleep Well' bundle: observations clustered at 22:00 and 06:00 for stable patients, a quiet-hours policy, eye masks and "
          "earplugs, and a night-light instead of main lights. We've tried bits of it on one bay for a fortnight. I think we need support from the nursing director, and "
          "maybe a student to collect delirium data. No money needed really, apart from a few hundred pounds for masks."),
    ("p", "Jonas (ward sister, Ward 7, Hollybank Hospital)"),
  ], title=["Sleep Well"], problem=["woken four or five times a night", "delirium"], solution=["observations clustered", "quiet-hours policy", "eye masks"],
  target=["elderly care ward", "patients"], stage=["prototype"], needs=["support from the nursing director", "student to collect delirium data"],
  funding=["a few hundred pounds"], team=["Jonas", "Ward 7"], people=["Priti Malhotra", "Jonas Eklund"],
  notes="forwarded e-mail chain; the pitch is inside the second message")

D("email-short-ask.pdf", "email", [
    ("line", "Subject: Funding enquiry"),
    ("p", "Hi, we are Lumio Health, two engineers and a GP. Our app LumiSkin helps people with psoriasis track flares with phone photos and shares a monthly summary with their "
          "dermatologist. 1,200 users, launched in January. We are raising a £250,000 seed round and would like to talk to investors in your network. Thanks, Aaron Pike, CEO"),
  ], title=["LumiSkin", "Lumio Health"], problem=["psoriasis", "track flares"], solution=["phone photos", "monthly summary"],
  target=["people with psoriasis"], stage=["live"], needs=["investors"], funding=["£250,000", "seed round"],
  team=["two engineers and a GP"], people=["Aaron Pike"], notes="very short e-mail; company and product names")

# ---------------------------------------------------------------- grant abstracts
D("grant-air-quality-asthma.pdf", "grant-abstract", [
    ("h1", "CLEAR-AIR: classroom air-quality alerts for children with asthma"),
    ("h", "Background"),
    ("p", "Children with asthma who attend schools next to busy roads have more emergency visits on high-pollution days. Schools receive no warning and have no plan."),
    ("h", "Aims"),
    ("p", "To test whether low-cost classroom sensors linked to a traffic-light action plan (keep windows on the road side closed, move PE indoors, check inhalers) reduce "
          "asthma attacks in school hours."),
    ("h", "Methods"),
    ("p", "A cluster randomised trial in 30 primary schools in two cities over one school year; outcomes are asthma attacks in school, reliever use and absence. Sensors have "
          "been prototyped and tested in three schools."),
    ("h", "Impact"),
    ("p", "If effective, the plan could be adopted by every local authority at about £400 per school. We request £420,000 over two years and seek an education authority partner."),
    ("h", "Investigators"),
    ("p", "Prof. Miriam Sutcliffe (respiratory paediatrics), Dr Joel Amankwah (environmental science), Ms Rebecca Toms (school nursing lead)."),
  ], title=["CLEAR-AIR"], problem=["more emergency visits on high-pollution days", "children with asthma"],
  solution=["low-cost classroom sensors", "traffic-light action plan"], target=["children with asthma", "primary schools"],
  stage=["prototype"], needs=["education authority partner"], funding=["£420,000"],
  team=["Miriam Sutcliffe", "Joel Amankwah", "Rebecca Toms"], people=["Miriam Sutcliffe", "Joel Amankwah", "Rebecca Toms"],
  notes="grant abstract with Background/Aims/Methods/Impact; air quality in schools")

D("grant-care-home-infections.docx", "grant-abstract", [
    ("h1", "Reducing urinary infections in care homes (RUTICH)"),
    ("h", "Background"),
    ("p", "Care-home residents with dementia are often given antibiotics for suspected urinary infections that they do not have, because confusion is mistaken for infection and "
          "urine dipsticks are unreliable in older people."),
    ("h", "Aims"),
    ("p", "To develop and test a decision aid for care staff and GPs that replaces dipsticks with a symptom checklist and a 48-hour hydration trial."),
    ("h", "Methods"),
    ("p", "Phase 1 (this application): co-design of the decision aid with staff, residents' families and GPs in 6 homes. Phase 2: feasibility study."),
    ("h", "Impact"),
    ("p", "Fewer unnecessary antibiotics, fewer hospital admissions with C. difficile, and less resistance."),
    ("h", "Support requested"),
    ("p", "Research fellowship funding for 18 months and access to care homes through a provider network. Applicant: Dr Shona Galbraith, Pennant University."),
  ], title=["RUTICH"], problem=["antibiotics for suspected urinary infections", "confusion is mistaken for infection"],
  solution=["decision aid", "symptom checklist", "hydration trial"], target=["care-home residents with dementia", "care staff"],
  stage=["concept"], needs=["access to care homes", "provider network"], funding=["research fellowship funding"],
  team=["Shona Galbraith"], people=["Shona Galbraith"], notes="grant abstract, care homes, concept (co-design phase)")

D("grant-malaria-pregnancy.pdf", "grant-abstract", [
    ("h1", "Community delivery of malaria prevention in pregnancy"),
    ("h", "Background"),
    ("p", "In rural districts of the Lake Zone fewer than a third of pregnant women receive the three recommended doses of preventive malaria treatment, because antenatal "
          "clinics are far away and often out of stock. Malaria in pregnancy causes anaemia, low birth weight and stillbirth."),
    ("h", "Aims"),
    ("p", "To scale up distribution of preventive treatment by community health workers during home visits, linked to antenatal care, from 2 to 9 districts."),
    ("h", "Methods"),
    ("p", "Stepped-wedge roll-out with the district health management teams; the approach has been routine in two districts since 2021 with coverage above 70%."),
    ("h", "Impact"),
    ("p", "An estimated 4,000 low-birth-weight births averted per year at full scale."),
    ("h", "Budget"),
    ("p", "USD 1.2 million over three years. We also need a supply-chain partner."),
  ], title=None, problem=["fewer than a third of pregnant women", "malaria in pregnancy"],
  solution=["community health workers during home visits", "preventive treatment by community health workers"],
  target=["pregnant women"], stage=["established", "live"], needs=["supply-chain partner"], funding=["USD 1.2 million"],
  team=["district health management teams"], people=[], notes="maternal health in a low-income setting, grant format, no named people")

D("grant-loneliness-men.docx", "grant-abstract", [
    ("h1", "Sheds for Health"),
    ("p", "Background. Older men are the group least likely to use social prescribing, and loneliness is linked to depression and early death."),
    ("p", "Aims. To evaluate whether referring lonely older men from GP practices to community workshops (men's sheds) improves wellbeing over 12 months."),
    ("p", "Methods. Mixed methods; 200 men referred across 10 sheds that already run; wellbeing measured with WEMWBS."),
    ("p", "Impact. Evidence for commissioners to fund sheds as part of social prescribing."),
    ("p", "Team. Dr Alastair Brodie (primary care), Kath Devlin (Sheds Association Scotland) and two link workers. Request: £150,000."),
  ], title=["Sheds for Health"], problem=["loneliness", "least likely to use social prescribing"], solution=["men's sheds", "community workshops"],
  target=["older men", "lonely older men"], stage=["established", "live"], needs=["evidence for commissioners"], funding=["£150,000"],
  team=["Alastair Brodie", "Kath Devlin", "link workers"], people=["Alastair Brodie", "Kath Devlin"],
  notes="grant abstract with inline labels, not headings; sheds already run")

# ---------------------------------------------------------------- two-column tables
D("table-diabetic-foot.docx", "table", [
    ("h1", "ThermoStep"),
    ("table", [["Problem", "Solution"],
               ["Foot ulcers in people with diabetes lead to 8,000 amputations a year in England; ulcers start with inflammation that can be felt as heat days earlier.",
                "ThermoStep: a thermal insole that compares left and right foot temperature every evening and alerts the podiatry team when a hot spot persists."],
               ["Stage", "Need"],
               ["Prototype tested with 25 patients for 3 months.", "A manufacturing partner and a podiatry service for a 200-patient trial."],
               ["Team", "Funding"],
               ["Two biomedical engineers and a podiatrist, Lakeside University.", "£300,000 grant or investment."]], True),
  ], title=["ThermoStep"], problem=["foot ulcers", "amputations"], solution=["thermal insole", "compares left and right foot temperature"],
  target=["people with diabetes"], stage=["prototype"], needs=["manufacturing partner", "podiatry service"], funding=["£300,000"],
  team=["two biomedical engineers and a podiatrist"], people=[], notes="two-column table with label rows")

D("table-sickle-cell.pdf", "table", [
    ("table", [["Problem", "Solution"],
               ["People with sickle cell disease wait hours in A&E for pain relief during a crisis and often feel disbelieved.",
                "A personal crisis plan on the patient's phone, recognised by A&E, with a fast-track to pain relief within 30 minutes."]], True),
    ("table", [["Who is it for", "Where are we"],
               ["Adults with sickle cell disease attending Northgate and Eastway hospitals.", "Live in one hospital for 9 months; median time to analgesia fell from 95 to 38 minutes."]], True),
    ("table", [["What we ask", "Who we are"],
               ["Help to spread to five more trusts and £75,000 for a patient advocate post.", "Dr Adaeze Nwankwo (haematology), Marcus Bell (patient lead), the A&E nursing team."]], True),
  ], title=None, problem=["wait hours in A&E", "feel disbelieved"], solution=["personal crisis plan", "fast-track to pain relief"],
  target=["sickle cell disease"], stage=["live"], needs=["spread to five more trusts"], funding=["£75,000"],
  team=["Adaeze Nwankwo", "Marcus Bell", "A&E nursing team"], people=["Adaeze Nwankwo", "Marcus Bell"],
  notes="several small two-column tables, no title")

D("table-dementia-wayfinding.docx", "table", [
    ("table", [["Project", "Home Ground"],
               ["Problem", "People with dementia admitted to hospital become disoriented and distressed, and stay longer."],
               ["Solution", "Familiar-object memory boxes and photo signs prepared by families before planned admissions."],
               ["For whom", "People living with dementia and their families"],
               ["Status", "Concept; families and staff consulted"],
               ["Needs", "A hospital dementia team to co-design it; a small grant for materials"],
               ["Contact", "Lorraine Abbot, Dementia Friendly Kenmoor (charity)"]], False),
  ], title=["Home Ground"], problem=["become disoriented and distressed", "stay longer"], solution=["memory boxes", "photo signs"],
  target=["people living with dementia", "people with dementia"], stage=["concept"], needs=["hospital dementia team", "co-design"],
  funding=["small grant"], team=["Lorraine Abbot", "Dementia Friendly Kenmoor"], people=["Lorraine Abbot"],
  notes="label | value table; project name 'Home Ground' in the first row")

D("table-hip-screening.pdf", "table", [
    ("h1", "Early hip check for babies in remote areas"),
    ("table", [["", ""],
               ["What goes wrong", "Hip dysplasia in babies is missed in remote communities because ultrasound is only at the regional hospital; late diagnosis means surgery."],
               ["What we do", "Trained nurses use a handheld ultrasound probe with AI guidance at the 6-week check in local clinics."],
               ["Stage", "Prototype: accuracy study of 180 babies done."],
               ["Ask", "Regulatory help for the AI software (UKCA), a paediatric orthopaedic partner, £210,000."],
               ["People", "Ingrid Halvorsen (sonographer), Dr Ben Oduya (orthopaedics), NorthStar Imaging Ltd."]], False),
  ], title=["Early hip check"], problem=["hip dysplasia", "missed in remote communities"], solution=["handheld ultrasound probe", "AI guidance"],
  target=["babies", "remote communities"], stage=["prototype"], needs=["regulatory help", "paediatric orthopaedic partner"], funding=["£210,000"],
  team=["Ingrid Halvorsen", "Ben Oduya", "NorthStar Imaging"], people=["Ingrid Halvorsen", "Ben Oduya"],
  notes="table with free labels and an empty header row")

# ---------------------------------------------------------------- lean canvases (9 boxes)
D("canvas-hydration-cups.pdf", "lean-canvas", [
    ("h1", "SipSense - Lean Canvas"),
    ("canvas", [("Problem", "Care-home residents become dehydrated; staff cannot track how much each person drinks; leads to falls, UTIs and admissions."),
                ("Solution", "A weighted cup that measures every sip and shows a green/amber/red light to carers."),
                ("Key metrics", "Litres drunk per resident per day; dehydration admissions."),
                ("Unique value proposition", "Know who is thirsty before they are ill."),
                ("Unfair advantage", "Patent-pending sip sensor."),
                ("Channels", "Care-home groups; local authority commissioners."),
                ("Customer segments", "Care homes for older people; hospital elderly wards."),
                ("Cost structure", "Cups £35 each; tablet dashboard; support staff."),
                ("Revenue streams", "£4 per cup per month subscription. Stage: prototype in 2 homes. Ask: £200k seed.")]),
  ], title=["SipSense"], problem=["dehydrated", "cannot track how much each person drinks"], solution=["weighted cup", "measures every sip"],
  target=["care homes for older people", "care-home residents"], stage=["prototype"], needs=None, funding=["£200k"],
  team=None, people=[], notes="lean canvas; stage and ask only in the revenue box")

D("canvas-menopause-work.docx", "lean-canvas", [
    ("h1", "Lean canvas - MenoWork"),
    ("canvas", [("Problem", "One in ten women aged 45-55 leave work because of menopause symptoms; GPs have 10 minutes."),
                ("Solution", "Workplace menopause clinics run by nurse specialists, booked through the employer."),
                ("Key metrics", "Staff retention; sickness absence."),
                ("Unique value proposition", "Specialist menopause care at work, within a week."),
                ("Unfair advantage", "Team of three nurse specialists already trained."),
                ("Channels", "HR directors; occupational health providers."),
                ("Customer segments", "Large employers with a mostly female workforce (NHS trusts, retailers)."),
                ("Cost structure", "Nurse time, booking platform."),
                ("Revenue streams", "Annual contract per employer.")]),
    ("p", "Status: live with two employers. Looking for: an evaluation partner and introductions to NHS trust HR directors. Founder: Joanne Whitaker."),
  ], title=["MenoWork"], problem=["leave work because of menopause symptoms", "menopause"], solution=["workplace menopause clinics"],
  target=["women aged 45-55", "large employers"], stage=["live"], needs=["evaluation partner", "HR directors"], funding=None,
  team=["three nurse specialists", "Joanne Whitaker"], people=["Joanne Whitaker"], notes="lean canvas plus a status line under it")

D("canvas-pharmacy-delivery.pdf", "lean-canvas", [
    ("canvas", [("PROBLEM", "Housebound people in rural areas cannot collect prescriptions; pharmacies stopped free delivery."),
                ("SOLUTION", "Volunteer drivers from village groups deliver medicines on set days; pharmacy packs and logs each bag."),
                ("KEY METRICS", "Deliveries per week; missed doses reported by GPs."),
                ("UNIQUE VALUE", "Free, trusted, local."),
                ("UNFAIR ADVANTAGE", "Existing network of 14 village good-neighbour schemes."),
                ("CHANNELS", "GP surgeries, pharmacies, parish newsletters."),
                ("CUSTOMER SEGMENTS", "Housebound and older people without transport."),
                ("COSTS", "Mileage, DBS checks, insurance: about £18,000 a year."),
                ("REVENUE", "Grants; parish councils. We need: insurance advice and a pharmacy partner.")]),
  ], title=None, problem=["cannot collect prescriptions", "housebound people in rural areas"], solution=["volunteer drivers", "deliver medicines"],
  target=["housebound", "older people without transport"], stage=None, needs=["insurance advice", "pharmacy partner"], funding=["grants"],
  team=["village good-neighbour schemes"], people=[], notes="lean canvas with no title and no stage stated (stage null)")

# ---------------------------------------------------------------- scans (image only, no text layer)
D("scan-letter-retired-gp.pdf", "scan", [
    ("scan", ["14 Orchard Lane, Upper Wyvern",
              "Dear Sir or Madam,",
              "I was a GP in this valley for thirty years and I am writing about falls at night in older people living alone. Many lie on the floor until morning because they cannot reach the telephone and will not wear a pendant alarm, which they find undignified.",
              "My idea, which I call the Night Light Net, is a simple movement sensor by the bed and in the bathroom that switches on low lights at night and, if there is no movement back to bed within twenty minutes, rings a neighbour who has agreed to be on call.",
              "I have built three sets with the help of my grandson, an electronics student, and they have been in use in friends' homes since the spring.",
              "I would be grateful for advice on safety rules for such devices and for an engineer who could make them reliable. I do not ask for money.",
              "Yours faithfully,",
              "Dr Edmund Hale"])],
  title=["Night Light Net"], problem=["falls at night", "lie on the floor until morning"], solution=["movement sensor", "rings a neighbour"],
  target=["older people living alone"], stage=["prototype"], needs=["safety rules", "engineer"], funding=None,
  team=["grandson", "Edmund Hale"], people=["Edmund Hale"], notes="scanned typed letter, image only; explicitly no funding asked")

D("scan-heat-flyer.pdf", "scan", [
    ("scan", ["# KEEP COOL, KEEP CONNECTED",
              "A community heat-health project for Eastmarsh",
              "THE PROBLEM: in the 2022 heatwave, excess deaths among people over 75 in Eastmarsh doubled. Many lived in flats that overheat and had no one checking on them.",
              "WHAT WE DO: we lend electric fans and blackout blinds, and run 'cool rooms' in three libraries with water and volunteers during heat alerts.",
              "RUNNING SINCE 2023. 420 people registered.",
              "WE ARE LOOKING FOR: a research partner to measure the effect, and sponsors for 500 more fans.",
              "Eastmarsh Community Health Forum - coordinator Rosa Delgado"])],
  title=["Keep Cool, Keep Connected"], problem=["excess deaths among people over 75", "flats that overheat"], solution=["electric fans", "cool rooms"],
  target=["people over 75"], stage=["live", "established"], needs=["research partner", "sponsors"], funding=["sponsors for 500 more fans"],
  team=["Eastmarsh Community Health Forum", "Rosa Delgado"], people=["Rosa Delgado"], notes="scanned flyer, heat and older people")

D("scan-form-midwives.pdf", "scan", [
    ("scan", ["# Innovation idea form (paper copy)",
              "Name of idea: Bleed Alert",
              "Submitted by: Esther Mwale, senior midwife, Nkhata Bay District",
              "What problem does it solve? Women who bleed after birth in rural health centres are referred too late because blood loss is guessed.",
              "Describe your idea: a cheap plastic drape with marked lines to measure blood loss, and a phone tree to the district ambulance.",
              "How far along is it? Tested in 3 health centres for 6 months.",
              "What support do you need? Training money for 20 more centres and a local manufacturer for the drapes."])],
  title=["Bleed Alert"], problem=["blood loss is guessed", "referred too late"], solution=["plastic drape with marked lines", "phone tree"],
  target=["women who bleed after birth"], stage=["prototype"], needs=["local manufacturer", "training money"], funding=["training money for 20 more centres"],
  team=["Esther Mwale"], people=["Esther Mwale"], notes="scanned paper form, maternal health in a low-income country")

D("scan-tb-screening.pdf", "scan", [
    ("scan", ["Project summary - X-ray van for TB and lung disease",
              "Homeless people and recent migrants in our city have high rates of tuberculosis and rarely register with a GP.",
              "We propose a mobile digital X-ray van with automatic reading software that visits hostels and day centres weekly.",
              "We have not yet started; a van and software supplier have given quotes.",
              "We need capital funding of about £650,000 for the van, and partnership with the TB nursing service.",
              "Prepared by the Inclusion Health Team, St Brigid's Community Trust."])],
  title=None, problem=["high rates of tuberculosis", "rarely register with a GP"], solution=["mobile digital X-ray van", "automatic reading software"],
  target=["homeless people", "recent migrants"], stage=["concept"], needs=["TB nursing service"], funding=["£650,000", "capital funding"],
  team=["Inclusion Health Team"], people=[], notes="scanned summary, inclusion health, no personal names")

# ---------------------------------------------------------------- one-line and three-line pitches
D("oneliner-radar-falls.pdf", "one-liner", [
    ("p", "RadarRest: a ceiling radar that detects falls in care-home bedrooms without cameras - live in 9 homes, raising £500,000."),
  ], title=["RadarRest"], problem=["falls in care-home bedrooms"], solution=["ceiling radar", "without cameras"],
  target=["care-home"], stage=["live"], needs=None, funding=["£500,000"], team=None, people=[], notes="one-line pitch")

D("oneliner-three-vr-pain.docx", "one-liner", [
    ("line", "Children dread needles and blood tests."),
    ("line", "PixiePatch is a VR headset game that distracts them during procedures; prototype used on 60 children."),
    ("line", "We need a paediatric hospital partner for a trial."),
  ], title=["PixiePatch"], problem=["dread needles and blood tests"], solution=["VR headset game"], target=["children"],
  stage=["prototype"], needs=["paediatric hospital partner"], funding=None, team=None, people=[], notes="three-line pitch; 'Pixie' not a person")

D("oneliner-tweet.pdf", "one-liner", [
    ("p", "We're building a text-message buddy for new dads with low mood. Concept stage. Looking for a perinatal mental health team to co-design it. #dadsmatter"),
  ], title=None, problem=["new dads with low mood"], solution=["text-message buddy"], target=["new dads"], stage=["concept"],
  needs=["perinatal mental health team", "co-design"], funding=None, team=None, people=[], notes="tweet-like single line with hashtag")

D("oneliner-three-school-dentist.docx", "one-liner", [
    ("line", "Problem: 1 in 4 five-year-olds in Kelverton have tooth decay."),
    ("line", "Solution: supervised toothbrushing in every nursery, run by nursery staff - established, 6 years, 40 nurseries."),
    ("line", "Ask: £45,000 a year to keep it going after council funding ends."),
  ], title=None, problem=["tooth decay"], solution=["supervised toothbrushing"], target=["five-year-olds", "nursery"],
  stage=["established"], needs=["keep it going"], funding=["£45,000 a year"], team=None, people=[],
  notes="three-line pitch with labels; Kelverton is a place")

# ---------------------------------------------------------------- slide decks printed to PDF
D("deck-wound-care.pdf", "deck", [
    ("slide", "WoundLens", ["WoundLens", "Chronic wound measurement with any smartphone", "Seed round 2026"]),
    ("slide", "The problem", ["2.2 million people in the UK live with a chronic wound", "Wounds are measured with a paper ruler", "Stalled healing is noticed weeks late"]),
    ("slide", "Our solution", ["Photo + calibration sticker = wound area in 5 seconds", "Healing curve for every patient", "Alerts when healing stalls"]),
    ("slide", "Traction", ["Live in 3 community nursing teams", "11,000 wound photos measured", "20 min saved per patient per week"]),
    ("slide", "Market", ["UK wound care spend: £8.3bn a year", "Serviceable market (community nursing software): £120m", "Europe next: 2027"]),
    ("slide", "Team", ["Dr Helena Price - CEO, former tissue viability nurse", "Arjun Mehta - CTO, computer vision", "Advisors: two professors of wound care"]),
    ("slide", "The Ask", ["£500,000 seed", "Class IIa certification and one NHS trust roll-out", "Contact: helena@woundlens.example"]),
  ], title=["WoundLens"], problem=["chronic wound", "measured with a paper ruler", "stalled healing"], solution=["calibration sticker", "healing curve"],
  target=["people in the UK live with a chronic wound", "community nursing"], stage=["live"], needs=["class IIa certification", "NHS trust roll-out"],
  funding=["£500,000"], team=["Helena Price", "Arjun Mehta"], people=["Helena Price", "Arjun Mehta"],
  notes="deck: one slide per page, market figures, Ask £500,000")

D("deck-student-mental-health.pdf", "deck", [
    ("slide", "Kindred", ["Kindred", "Peer support for first-year students"]),
    ("slide", "Why", ["1 in 3 first-year students report loneliness", "University counselling waits: 6-8 weeks", "Drop-out risk highest in first term"]),
    ("slide", "What", ["Small peer groups led by trained second-years", "Weekly meet-ups + moderated app", "Escalation route to counselling"]),
    ("slide", "Where we are", ["Concept validated with 300 student survey responses", "Clickable prototype app"]),
    ("slide", "Market", ["2.9m students in UK higher education", "160 universities, average wellbeing budget £1.2m"]),
    ("slide", "Ask", ["Pilot university partner", "£80,000 pre-seed", "Mentoring on safeguarding"]),
  ], title=["Kindred"], problem=["loneliness", "counselling waits"], solution=["peer groups", "trained second-years", "moderated app"],
  target=["first-year students"], stage=["prototype", "concept"], needs=["pilot university partner", "safeguarding"], funding=["£80,000"],
  team=None, people=[], notes="deck with both 'concept validated' and 'clickable prototype' (either accepted)")

D("deck-vaccine-cold-chain.pdf", "deck", [
    ("slide", "FrostBox", ["FrostBox", "Solar vaccine cold boxes for the last mile"]),
    ("slide", "Problem", ["Up to 25% of vaccines degraded by heat before reaching rural clinics", "Diesel fridges fail; grid unreliable"]),
    ("slide", "Solution", ["Solar-charged cold box holding 2-8°C for 5 days", "Temperature log sent by SMS"]),
    ("slide", "Stage", ["Field prototype: 40 boxes in 2 districts, 18 months"]),
    ("slide", "Market", ["30,000 rural health posts in target countries", "Unit price $450"]),
    ("slide", "Team", ["Adjoa Mensah (engineering)", "Dr Paul Kimani (public health)", "Field team of 6"]),
    ("slide", "Ask", ["$750,000 grant or blended finance", "WHO PQS pre-qualification support", "Manufacturing partner in East Africa"]),
  ], title=["FrostBox"], problem=["vaccines degraded by heat"], solution=["solar-charged cold box", "temperature log"],
  target=["rural clinics", "rural health posts"], stage=["prototype"], needs=["pre-qualification support", "manufacturing partner"],
  funding=["$750,000"], team=["Adjoa Mensah", "Paul Kimani"], people=["Adjoa Mensah", "Paul Kimani"], notes="deck, global health, dollars")

D("deck-care-home-falls.pdf", "deck", [
    ("slide", "Project ELLIS", ["Project ELLIS", "Early Lying-down Identification Sensor"]),
    ("slide", "The problem", ["Care-home residents who fall at night may lie undiscovered for hours", "Half of them never walk independently again"]),
    ("slide", "How ELLIS works", ["Thermal sensor on the ceiling", "Detects a person on the floor in 10 seconds", "Pager alert to the night carer"]),
    ("slide", "Evidence", ["Established: used in 55 care homes since 2021", "Average time to help after a fall: 4 minutes"]),
    ("slide", "Market", ["11,000 care homes in England", "Current penetration 0.5%"]),
    ("slide", "Our ask", ["Independent evaluation partner", "£500,000 growth funding", "Introductions to care groups"]),
  ], title=["Project ELLIS", "ELLIS"], problem=["lie undiscovered for hours", "fall at night"], solution=["thermal sensor on the ceiling", "pager alert"],
  target=["care-home residents"], stage=["established"], needs=["independent evaluation partner", "introductions to care groups"],
  funding=["£500,000"], team=None, people=[], notes="deck; 'ELLIS' is a project acronym, not a person")

# ---------------------------------------------------------------- German and French documents
D("de-hitzeschutz-pflegeheim.docx", "other-language", [
    ("h1", "HitzeWache - Hitzeschutz in Pflegeheimen"),
    ("p", "Ausgangslage: Während der Hitzewellen der letzten Jahre ist die Sterblichkeit von Pflegeheimbewohnerinnen und -bewohnern über 80 Jahre deutlich gestiegen. "
          "Viele Heime haben keine Hitzeaktionspläne, und das Personal erkennt Austrocknung zu spät."),
    ("p", "Lösung: Funk-Thermometer in allen Zimmern, ein Trinkprotokoll auf dem Tablet und ein Stufenplan für das Personal bei 26, 28 und 30 Grad."),
    ("p", "Stand: Pilotphase in vier Heimen in Sachsen abgeschlossen."),
    ("p", "Wir suchen: Fördermittel in Höhe von 120.000 Euro und einen Partner aus der Pflegewissenschaft für die Evaluation."),
    ("p", "Team: Dr. Jutta Lehmann (Geriatrie), Stefan Kröger (Pflegedienstleitung)."),
  ], title=["HitzeWache"], problem=None, solution=None, target=None, stage=None, needs=None, funding=["120.000 Euro"],
  team=["Jutta Lehmann", "Stefan Kröger"], people=["Jutta Lehmann", "Stefan Kröger"],
  notes="German only: English content fields null; name, amount and people are language-neutral")

D("fr-depression-perinatale.pdf", "other-language", [
    ("h1", "Projet LIEN - dépression périnatale en zone rurale"),
    ("p", "Constat : dans les cantons ruraux de la Creuse, la dépression périnatale est peu dépistée ; les mères sont isolées et les consultations spécialisées sont à plus d'une heure de route."),
    ("p", "Notre réponse : un entretien téléphonique systématique par une sage-femme à 2, 6 et 12 semaines après la naissance, avec orientation rapide vers un psychologue en téléconsultation."),
    ("p", "Où en sommes-nous : l'idée a été présentée au réseau de périnatalité ; rien n'est encore lancé."),
    ("p", "Besoins : un financement de 45 000 euros et un partenaire universitaire pour l'évaluation."),
    ("p", "Équipe : Claire Dubois (sage-femme coordinatrice), Dr Henri Mathieu (psychiatre)."),
  ], title=["LIEN"], problem=None, solution=None, target=None, stage=None, needs=None, funding=["45 000 euros"],
  team=["Claire Dubois", "Henri Mathieu"], people=["Claire Dubois", "Henri Mathieu"],
  notes="French only, perinatal depression in a rural area")

D("de-landarzt-telemedizin.pdf", "other-language", [
    ("h1", "Projektskizze: Gemeindeschwester digital"),
    ("p", "Problem: In der Uckermark gibt es zu wenige Hausärzte. Ältere, chronisch kranke Menschen warten Wochen auf einen Termin."),
    ("p", "Lösung: Eine Gemeindeschwester besucht die Patienten zu Hause und schaltet den Hausarzt per Video zu."),
    ("p", "Status: Das Projekt läuft seit 2022 in drei Gemeinden (live)."),
    ("p", "Bedarf: Partner für die Ausweitung auf den ganzen Landkreis."),
  ], title=["Gemeindeschwester digital"], problem=None, solution=None, target=None, stage=["live"], needs=None, funding=None,
  team=None, people=[], notes="German with the stage given in English in brackets")

D("fr-qualite-air-ecoles.docx", "other-language", [
    ("h1", "Respire à l'école"),
    ("p", "Les enfants asthmatiques des écoles proches du périphérique font plus de crises les jours de pollution."),
    ("p", "Nous installons des capteurs de qualité de l'air dans les classes et un plan d'action pour les enseignants."),
    ("p", "English summary: Children with asthma in schools near the ring road have more attacks on polluted days. We install classroom air-quality sensors and an action "
          "plan for teachers. Prototype in 5 schools. We need a research partner in the UK."),
    ("p", "Contact : Nadia Benali, Association Souffle Urbain."),
  ], title=["Respire à l'école"], problem=["more attacks on polluted days", "children with asthma"], solution=["classroom air-quality sensors", "action plan for teachers"],
  target=["children with asthma"], stage=["prototype"], needs=["research partner"], funding=None,
  team=["Nadia Benali", "Souffle Urbain"], people=["Nadia Benali"], notes="French with an English summary paragraph: English gold from the summary")

D("de-abstract-englisch.docx", "other-language", [
    ("h1", "Zahngesundheit im Pflegeheim (ZiP)"),
    ("h", "Zusammenfassung"),
    ("p", "Pflegebedürftige Menschen haben oft schlechte Mundgesundheit. Zahnärzte besuchen Pflegeheime selten."),
    ("h", "Abstract (English)"),
    ("p", "Care-home residents have poor oral health and rarely see a dentist. ZiP sends a mobile dental team with portable equipment to care homes every quarter. "
          "The service has run in 20 homes in Bavaria since 2018 (established). We seek partners to transfer the model to the UK."),
    ("p", "Projektleitung: Prof. Dr. Markus Feldmann, Universitätszahnklinik Regensburg-Süd."),
  ], title=["ZiP", "Zahngesundheit im Pflegeheim"], problem=["poor oral health", "rarely see a dentist"], solution=["mobile dental team", "portable equipment"],
  target=["care-home residents"], stage=["established"], needs=["transfer the model to the UK", "partners"], funding=None,
  team=["Markus Feldmann"], people=["Markus Feldmann"], notes="German with an English abstract")

# ---------------------------------------------------------------- not pitches at all
NP("menu-bistro.pdf", [
    ("h1", "The Grey Heron Bistro"),
    ("h", "Starters"),
    ("bullets", ["Roasted tomato soup, sourdough - £6.50", "Crispy squid, lime aioli - £8.00", "Goat's cheese and beetroot salad - £7.50"]),
    ("h", "Mains"),
    ("bullets", ["Beer-battered haddock, chips, peas - £15.50", "Mushroom and leek pie - £14.00", "Slow-cooked lamb shoulder, mash - £19.00"]),
    ("h", "Desserts"),
    ("bullets", ["Sticky toffee pudding - £6.50", "Lemon posset - £6.00"]),
    ("p", "Please tell your server about any allergies. A discretionary service charge of 10% is added to tables of six or more. Head chef: Marco Bellini."),
  ], people=["Marco Bellini"], notes="restaurant menu with prices and an allergy line")

NP("licence-software.docx", [
    ("h1", "END USER LICENCE AGREEMENT"),
    ("p", "1. Grant. Subject to the terms of this Agreement, the Licensor grants you a non-exclusive, non-transferable licence to install and use the Software on one device."),
    ("p", "2. Restrictions. You may not copy, modify, reverse engineer, decompile or distribute the Software except as expressly permitted by law."),
    ("p", "3. Medical disclaimer. The Software is not a medical device and is not intended to diagnose, treat or prevent any disease."),
    ("p", "4. Warranty. The Software is provided 'as is' without warranty of any kind. The Licensor's total liability shall not exceed the fees paid."),
    ("p", "5. Termination. This licence terminates automatically if you breach any of its terms."),
    ("p", "6. Governing law. This Agreement is governed by the laws of England and Wales."),
  ], notes="software licence with a medical disclaimer (health words but no pitch)")

NP("recipe-lentil-soup.pdf", [
    ("h1", "Red lentil and carrot soup (serves 4)"),
    ("h", "Ingredients"),
    ("bullets", ["200 g red lentils", "3 carrots, grated", "1 onion, chopped", "1 litre vegetable stock", "1 tsp cumin", "Juice of half a lemon"]),
    ("h", "Method"),
    ("bullets", ["Soften the onion in a little oil for 5 minutes.", "Add cumin, carrots, lentils and stock; simmer for 20 minutes.", "Blend until smooth and season with lemon, salt and pepper."]),
    ("p", "Healthy, cheap and high in fibre - a favourite from Granny Flo's kitchen."),
  ], people=["Granny Flo"], notes="recipe with a 'healthy' claim")

NP("timetable-bus.docx", [
    ("h1", "Route 47: Hospital - Town Centre - Riverside"),
    ("table", [["Stop", "Mon-Fri", "Sat", "Sun"],
               ["General Hospital (main entrance)", "06:45 / 07:15 / every 30 min", "07:30 / hourly", "09:00 / hourly"],
               ["Health Centre, Mill Road", "06:52 / 07:22", "07:37", "09:07"],
               ["Town Centre, Market Square", "07:05 / 07:35", "07:50", "09:20"],
               ["Riverside Care Village", "07:18 / 07:48", "08:03", "09:33"]], True),
    ("p", "Timetable valid from 1 September. Low-floor buses. Concessionary passes accepted after 09:30."),
  ], notes="bus timetable whose stops are a hospital, health centre and care village")

NP("cv-nurse.pdf", [
    ("h1", "Curriculum Vitae - Abigail Mensah RN"),
    ("h", "Profile"),
    ("p", "Registered nurse with nine years' experience in acute medicine and community nursing; interested in digital health and quality improvement."),
    ("h", "Experience"),
    ("bullets", ["2021-present: Community staff nurse, Kestrel Valley NHS Trust", "2017-2021: Staff nurse, acute medical unit, Saint Aldric's Hospital",
                 "2016: Volunteer nurse, maternal health clinic, Tamale"]),
    ("h", "Education"),
    ("bullets", ["BSc (Hons) Adult Nursing, Ridgemount University, 2016", "Certificate in Quality Improvement, 2022"]),
    ("h", "Skills"),
    ("p", "Wound care, diabetes management, electronic patient records, mentoring students. References available on request."),
  ], people=["Abigail Mensah"], notes="CV of a nurse: health vocabulary but no project")

NP("agenda-board-meeting.docx", [
    ("h1", "Northfield Integrated Care Board - Quality Committee"),
    ("p", "Date: Thursday 14 November, 14:00-16:00. Venue: Room 3, Civic Offices, and online."),
    ("table", [["Item", "Topic", "Lead"],
               ["1", "Apologies and declarations of interest", "Chair (Ms Yvonne Carter)"],
               ["2", "Minutes of the last meeting", "Chair"],
               ["3", "Winter pressures and ambulance handover delays", "Dr Tariq Siddiqui"],
               ["4", "Maternity safety report", "Head of Midwifery"],
               ["5", "Any other business", "All"]], True),
  ], people=["Yvonne Carter", "Tariq Siddiqui"], notes="meeting agenda of a health committee, not a pitch")

NP("newsletter-care-home.pdf", [
    ("h1", "Willow Court News - Autumn"),
    ("p", "What a summer! Thank you to everyone who came to our garden party; we raised £1,240 for the minibus fund. Special thanks to Dorothy (aged 97) who won the cake competition."),
    ("p", "Our new activities coordinator, Leanne Hughes, starts on Monday. Chair yoga continues on Tuesdays and the hairdresser visits every other Friday."),
    ("p", "Flu jabs will be given on 9 October. Relatives are reminded to sign in at reception. Visiting hours: 10:00-20:00."),
  ], people=["Dorothy", "Leanne Hughes"], notes="care-home newsletter: health setting and an amount raised, but no pitch")

# ---------------------------------------------------------------- free headings
D("headings-sepsis-app.docx", "headings", [
    ("h1", "SepsisSpotter"),
    ("h", "Why we started"),
    ("p", "Sepsis in care-home residents is recognised late: carers notice that someone is 'not right' but have no words or numbers to persuade the GP or ambulance service."),
    ("h", "What we made"),
    ("p", "A tablet checklist (the 'Stop and Watch' tool plus temperature, pulse and breathing rate) that produces a short SBAR message for the GP."),
    ("h", "How far we are"),
    ("p", "Prototype, used by carers in two homes for three months."),
    ("h", "Who we are"),
    ("p", "Ayesha Siddiqui (nurse, founder) and Lewis Grant (developer)."),
    ("h", "What would help"),
    ("p", "Clinical safety advice (DCB0129) and a care group willing to test at scale."),
  ], title=["SepsisSpotter"], problem=["sepsis in care-home residents is recognised late", "recognised late"],
  solution=["tablet checklist", "SBAR message"], target=["care-home residents", "carers"], stage=["prototype"],
  needs=["clinical safety advice", "care group willing to test"], funding=None, team=["Ayesha Siddiqui", "Lewis Grant"],
  people=["Ayesha Siddiqui", "Lewis Grant"], notes="free headings, no funding asked")

D("headings-social-prescribing.docx", "headings", [
    ("h1", "Green Minds: nature on prescription"),
    ("h", "The challenge we see"),
    ("p", "GPs see many patients with mild anxiety and depression for whom medicines are not the first answer, but waiting lists for talking therapies are long."),
    ("h", "Our answer"),
    ("p", "Link workers refer patients to weekly guided conservation volunteering in local parks, run with the Wildlife Trust."),
    ("h", "Progress so far"),
    ("p", "Established: 6 years, 900 patients referred from 11 practices."),
    ("h", "Looking ahead"),
    ("p", "We want a health economist to estimate savings and £95,000 to expand to the neighbouring district."),
  ], title=["Green Minds"], problem=["mild anxiety and depression", "waiting lists for talking therapies"],
  solution=["guided conservation volunteering", "nature on prescription"], target=["patients with mild anxiety and depression"],
  stage=["established"], needs=["health economist"], funding=["£95,000"], team=["link workers", "Wildlife Trust"], people=[],
  notes="headings with unusual wording")

D("headings-dental-anxiety.docx", "headings", [
    ("h1", "Calm Chair"),
    ("h", "1. Background"),
    ("p", "About one adult in ten is so afraid of the dentist that they avoid treatment until they are in pain, and sedation services have long waits."),
    ("h", "2. Intervention"),
    ("p", "A six-session online CBT programme for dental anxiety, with a dentist-led 'tell-show-do' visit at the end."),
    ("h", "3. Current status"),
    ("p", "Still an idea: we have a draft programme and support from two practices."),
    ("h", "4. Resources sought"),
    ("p", "A digital developer and a psychologist to adapt the content; a small grant of £25,000."),
    ("h", "5. People"),
    ("p", "Dr Sinead Fallon (dentist), Dr Rhiannon Pugh (clinical psychologist)."),
  ], title=["Calm Chair"], problem=["afraid of the dentist", "avoid treatment"], solution=["online CBT programme", "tell-show-do"],
  target=["adult", "dental anxiety"], stage=["concept"], needs=["digital developer", "psychologist"], funding=["£25,000"],
  team=["Sinead Fallon", "Rhiannon Pugh"], people=["Sinead Fallon", "Rhiannon Pugh"], notes="numbered headings, dentistry")

D("headings-heat-homeless.docx", "headings", [
    ("h1", "Shade & Water"),
    ("h", "Summary"),
    ("p", "Rough sleepers are at high risk during heatwaves, from dehydration, heatstroke and sunburn, and are missed by heat alerts that rely on phones and TV."),
    ("h", "What happens"),
    ("p", "Outreach teams carry water, sun cream and cooling towels, and day centres open as cool spaces when the heat-health alert is amber or above."),
    ("h", "Status"),
    ("p", "We ran it for the first time last July."),
    ("h", "Partners wanted"),
    ("p", "The council's public health team and a drinks company to donate water."),
  ], title=["Shade & Water"], problem=["rough sleepers are at high risk during heatwaves", "dehydration, heatstroke"],
  solution=["outreach teams carry water", "cool spaces"], target=["rough sleepers"], stage=["prototype", "live"],
  needs=["public health team", "donate water"], funding=None, team=None, people=[], notes="heat and homelessness; first run last July")

D("headings-eleanor.docx", "headings", [
    ("h1", "ELEANOR"),
    ("p", "(Electronic Listening for Elderly And Night-time Observation of Respiration)"),
    ("h", "Need"),
    ("p", "Older people with heart failure deteriorate at night; breathing changes come days before an admission."),
    ("h", "Approach"),
    ("p", "ELEANOR is a bedside microphone box that listens to breathing rate overnight and sends a trend to the heart failure nurse, without recording speech."),
    ("h", "Maturity"),
    ("p", "Prototype with 15 patients."),
    ("h", "Request"),
    ("p", "A cardiology partner and help with data protection; funding of £180,000."),
    ("h", "Contact"),
    ("p", "Grace Okoye and Thomas Reilly, Acoustic Health Lab, Dunmore University."),
  ], title=["ELEANOR"], problem=["heart failure deteriorate at night", "breathing changes"], solution=["bedside microphone box", "listens to breathing rate"],
  target=["older people with heart failure"], stage=["prototype"], needs=["cardiology partner", "data protection"], funding=["£180,000"],
  team=["Grace Okoye", "Thomas Reilly", "Acoustic Health Lab"], people=["Grace Okoye", "Thomas Reilly"],
  notes="project named like a person (ELEANOR) must not be taken for a person")

D("headings-naloxone-pharmacy.docx", "headings", [
    ("h1", "Take-home naloxone in every pharmacy"),
    ("h", "Context"),
    ("p", "Drug-related deaths in our city are the highest in the country; most opioid overdoses happen at home with someone else present who could have given naloxone."),
    ("h", "Proposal"),
    ("p", "Community pharmacies hand out naloxone kits with a two-minute training video to anyone who asks, no prescription needed."),
    ("h", "Stage"),
    ("p", "Live in 18 pharmacies since March; 640 kits supplied."),
    ("h", "Ask"),
    ("p", "Funding for kits (£22 each) for all 90 pharmacies in the city and a partner to evaluate overdose outcomes."),
  ], title=None, problem=["drug-related deaths", "opioid overdoses"], solution=["naloxone kits", "training video"],
  target=["anyone who asks"], stage=["live"], needs=["partner to evaluate overdose outcomes"], funding=["funding for kits", "£22 each"],
  team=None, people=[], notes="headings, public health in pharmacies")


# ================================================================== build
def check():
    errors = []
    names = Counter(d["file"] for d in DOCS)
    errors += ["duplicate file %s" % f for f, n in names.items() if n > 1]
    for d in DOCS:
        text = block_text(d["_blocks"]).lower()
        if d["shape"] not in SHAPES:
            errors.append("%s: bad shape" % d["file"])
        if not d["file"].endswith((".pdf", ".docx")):
            errors.append("%s: not pdf/docx" % d["file"])
        if d["shape"] in ("scan", "deck") and not d["file"].endswith(".pdf"):
            errors.append("%s: scan/deck must be pdf" % d["file"])
        for k, vals in d["gold"].items():
            if not d["is_pitch"] and vals is not None:
                errors.append("%s: not-a-pitch with gold %s" % (d["file"], k))
            for v in vals or []:
                if k == "stage":
                    if v not in STAGES:
                        errors.append("%s: bad stage %s" % (d["file"], v))
                elif v.lower() not in text:
                    errors.append("%s: gold %s phrase not in text: %r" % (d["file"], k, v))
        for p in d["person_names"]:
            if p.lower() not in text:
                errors.append("%s: person %r not in text" % (d["file"], p))
    return errors


if __name__ == "__main__":
    errs = check()
    for e in errs:
        print("ERROR", e)
    if errs:
        sys.exit(1)
    os.makedirs(OUT, exist_ok=True)
    for d in DOCS:
        path = os.path.join(HERE, d["file"])
        if path.endswith(".pdf"):
            write_pdf(path, d["_blocks"], d["_font"])
        else:
            write_docx(path, d["_blocks"], d["_font"])
    meta = [{k: v for k, v in d.items() if not k.startswith("_")} for d in DOCS]
    with open(os.path.join(HERE, "documents.json"), "w", encoding="utf-8") as f:
        json.dump(meta, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print("documents:", len(DOCS), dict(Counter(d["file"].rsplit(".", 1)[1] for d in DOCS)))
    for s in SHAPES:
        print("  %-16s %d" % (s, sum(d["shape"] == s for d in DOCS)))
    print("not pitches:", sum(not d["is_pitch"] for d in DOCS))
