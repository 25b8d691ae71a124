#!/usr/bin/env python3
"""Regenerates tools/corpus/real-documents: small documents made by real tools (ReportLab,
python-docx, ImageMagick, qpdf, Ghostscript, iconv, LibreOffice), read by the documents bench
and by an int test against expected.json. CI never runs this: the files are committed.

Needs (Debian): python3-reportlab python3-docx imagemagick qpdf ghostscript libreoffice-writer-nogui
Run with the system python:  /usr/bin/python3 tools/corpus/make-real-documents.py
"""
import os
import shutil
import subprocess
import sys
import tempfile

from docx import Document
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.lib.units import cm
from reportlab.pdfgen import canvas
from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate, Paragraph, SimpleDocTemplate, Spacer

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "real-documents")

TITLE = "WardWatch"
PROBLEM = "Patients who deteriorate at night on general wards are often seen late by nurses."
SOLUTION = "A chest patch streams vital signs to the nurses station and raises early alerts."
NEEDS = "A hospital partner for a multi-site pilot and seed funding."
STAGE = "Prototype tested on one ward with twelve volunteers."


def run(*cmd):
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def out(name):
    return os.path.join(OUT, name)


def reportlab_pitch(path, sections, title=TITLE, extra_pages=0):
    styles = getSampleStyleSheet()
    story = [Paragraph(title, styles["Title"])]
    for heading, body in sections:
        story += [Paragraph(heading, styles["Heading2"]), Paragraph(body, styles["BodyText"]), Spacer(1, 6)]
    for n in range(extra_pages):
        from reportlab.platypus import PageBreak

        story += [PageBreak(), Paragraph(f"Appendix {n + 1}", styles["Heading2"])]
        story += [Paragraph("Ward observations of patients were recorded every four hours by the night team. " * 6, styles["BodyText"])]
    SimpleDocTemplate(path, pagesize=A4, title=title, author="Intake corpus").build(story)


STANDARD = [("Problem", PROBLEM), ("Solution", SOLUTION), ("Needs", NEEDS), ("Stage", STAGE)]


def two_column_paper(path):
    styles = getSampleStyleSheet()
    doc = BaseDocTemplate(path, pagesize=A4, title="Remote monitoring after heart failure discharge")
    w, h = A4
    gap = 1 * cm
    col = (w - 4 * cm - gap) / 2
    frames = [Frame(2 * cm, 2 * cm, col, h - 6 * cm, id="left"), Frame(2 * cm + col + gap, 2 * cm, col, h - 6 * cm, id="right")]

    def header(c, _doc):
        c.setFont("Helvetica-Bold", 16)
        c.drawString(2 * cm, h - 2.5 * cm, "Remote monitoring after heart failure discharge")

    doc.addPageTemplates([PageTemplate(id="two", frames=frames, onPage=header)])
    body = styles["BodyText"]
    story = []
    for heading, text in [
        ("Background", "Readmission within 30 days affects one in four patients discharged after heart failure, and most warning signs appear at home."),
        ("Methods", "We gave 120 patients a connected scale reviewed daily by heart failure nurses, who called when weight rose."),
        ("Results", "The pilot was completed; readmissions fell from 24% to 15% over six months of follow-up."),
        ("Conclusions", "Daily remote review is feasible and is now offered to every patient leaving the cardiology ward."),
    ]:
        story += [Paragraph(heading, styles["Heading3"]), Paragraph(text + " " + "Care teams documented every contact. " * 4, body)]
    doc.build(story)


def scan_png(path, lines):
    # ImageMagick draws the text (a clean "scan"); OCR must read it back.
    text = "\n".join(lines)
    run("convert", "-size", "1400x", "-background", "white", "-fill", "black", "-font", "DejaVu-Sans", "-pointsize", "40", f"label:{text}", "-bordercolor", "white", "-border", "40", "-colorspace", "Gray", "-depth", "8", path)


def image_pdf(path, png, mask=False):
    # An image-only PDF (no text layer), as a scanner writes it; with mask=True the picture carries
    # an alpha channel, which ReportLab writes as an /SMask (drawn by pdf.js's own canvas).
    from reportlab.lib.utils import ImageReader

    img = ImageReader(png)
    iw, ih = img.getSize()
    scale = (A4[0] - 2 * cm) / iw
    c = canvas.Canvas(path, pagesize=A4)
    c.drawImage(img, cm, A4[1] - cm - ih * scale, iw * scale, ih * scale, mask="auto" if mask else None)
    c.showPage()
    c.save()


def stencil_scan_pdf(path, png, tmp):
    # A black-and-white scan stored as a stencil mask (/ImageMask), as fax-style scanners write
    # it: pdf.js paints it through a canvas of its own (not an image unpdf extracts), so the page
    # must be drawn to be read. ImageMagick makes the 1-bit bitmap; qpdf rewrites the file.
    import zlib

    pbm = os.path.join(tmp, "scan.pbm")
    run("convert", png, "-monochrome", pbm)
    with open(pbm, "rb") as f:
        data = f.read()
    # P4 header: magic, width height, then the packed rows (1 = black).
    header, rest = data.split(b"\n", 1)
    while rest.startswith(b"#"):
        rest = rest.split(b"\n", 1)[1]
    dims, bits = rest.split(b"\n", 1)
    w, h = (int(x) for x in dims.split())
    stream = zlib.compress(bits)
    pw, ph = w * 0.5, h * 0.5
    draw = f"q {pw} 0 0 {ph} 0 0 cm /Im1 Do Q".encode()
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {pw} {ph}] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>".encode(),
        b"<< /Length %d >>\nstream\n" % len(draw) + draw + b"\nendstream",
        f"<< /Type /XObject /Subtype /Image /Width {w} /Height {h} /ImageMask true /BitsPerComponent 1 /Decode [1 0] /Filter /FlateDecode /Length {len(stream)} >>\nstream\n".encode() + stream + b"\nendstream",
    ]
    raw = bytearray(b"%PDF-1.4\n")
    offsets = []
    for i, o in enumerate(objs):
        offsets.append(len(raw))
        raw += b"%d 0 obj\n" % (i + 1) + o + b"\nendobj\n"
    xref = len(raw)
    raw += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1) + b"".join(b"%010d 00000 n \n" % o for o in offsets)
    raw += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, xref)
    with open(os.path.join(tmp, "stencil.pdf"), "wb") as f:
        f.write(raw)
    run("qpdf", os.path.join(tmp, "stencil.pdf"), path)


def filled_form(path):
    c = canvas.Canvas(path, pagesize=A4)
    c.setFont("Helvetica-Bold", 16)
    c.drawString(2 * cm, A4[1] - 2 * cm, "Innovation intake form")
    form = c.acroForm
    y = A4[1] - 4 * cm
    for name, label, value in [("problem", "Problem", PROBLEM), ("solution", "Solution", SOLUTION), ("needs", "Needs", NEEDS)]:
        c.setFont("Helvetica", 10)
        c.drawString(2 * cm, y + 1.2 * cm, label)
        form.textfield(name=name, tooltip=label, value=value, x=2 * cm, y=y, width=16 * cm, height=1 * cm, fontSize=8)
        y -= 2.5 * cm
    c.showPage()
    c.save()


def docx_file(path, title, sections, heading_style="Heading 2"):
    d = Document()
    d.core_properties.author = "Intake corpus"
    d.add_heading(title, level=1)
    for heading, body in sections:
        d.add_paragraph(heading, style=heading_style)
        d.add_paragraph(body)
    d.save(path)


def main():
    for tool in ["convert", "qpdf", "gs", "iconv"]:
        if not shutil.which(tool):
            sys.exit(f"missing {tool}: see the docstring for the packages")
    os.makedirs(OUT, exist_ok=True)
    tmp = tempfile.mkdtemp()

    reportlab_pitch(out("reportlab-pitch.pdf"), STANDARD)
    reportlab_pitch(out("reportlab-pitch-12-pages.pdf"), STANDARD, extra_pages=11)
    # The same pitch rewritten by qpdf (object streams, linearised) and by Ghostscript (pdfwrite).
    run("qpdf", "--object-streams=generate", "--linearize", out("reportlab-pitch.pdf"), out("qpdf-object-streams.pdf"))
    run("gs", "-q", "-dBATCH", "-dNOPAUSE", "-dSAFER", "-sDEVICE=pdfwrite", "-dCompatibilityLevel=1.7", f"-sOutputFile={out('ghostscript-pdfwrite.pdf')}", out("reportlab-pitch.pdf"))
    two_column_paper(out("reportlab-two-column-paper.pdf"))
    # Not about health care at all: nothing may be proposed from it.
    reportlab_pitch(
        out("reportlab-unrelated-cs-paper.pdf"),
        [
            ("Abstract", "We study the problem of joins over compressed columns and propose a cost model. Copyright 2009 ACM $5.00."),
            ("Our Approach", "We built a prototype system and need further evaluation. " + "Query plans scan columns and the optimizer picks join orders. " * 30),
            ("Funding", "Supported by grant 1305, 1305 Grant Avenue, Suite 200."),
        ],
        title="Efficient Join Processing over Compressed Column Stores",
    )
    filled_form(out("reportlab-filled-form.pdf"))

    docx_file(
        out("python-docx-realistic-headings.docx"),
        TITLE,
        [
            ("The clinical need", "Patients on general wards who deteriorate at night are often seen late: observations are taken every four to six hours."),
            ("Our solution", "A chest patch streams vital signs to the nurses' station."),
            ("Evidence so far", "We completed a 410-patient pilot on two medical wards; no urgent referral was missed."),
            ("The ask", "A second NHS trust for a multi-site study."),
        ],
    )
    docx_file(
        out("python-docx-french.docx"),
        "Dictée au lit",
        [
            ("Problème", "Les infirmières perdent deux heures par poste à ressaisir les constantes des patients."),
            ("Notre solution", "Un assistant vocal au lit du patient qui saisit les constantes dans le dossier."),
            ("Besoins", "Un hôpital pilote et un financement d'amorçage."),
        ],
    )

    text = f"{TITLE}\r\nProblem: {PROBLEM}\r\nSolution: {SOLUTION}\r\nNeeds: {NEEDS}\r\nFunding: we are raising £1.5 million\r\n"
    with open(os.path.join(tmp, "pitch.txt"), "w", encoding="utf-8") as f:
        f.write(text)
    with open(out("iconv-windows-1252.txt"), "wb") as f:
        f.write(subprocess.run(["iconv", "-f", "UTF-8", "-t", "WINDOWS-1252", os.path.join(tmp, "pitch.txt")], check=True, capture_output=True).stdout)
    with open(out("iconv-utf-16.txt"), "wb") as f:
        f.write(subprocess.run(["iconv", "-f", "UTF-8", "-t", "UTF-16", os.path.join(tmp, "pitch.txt")], check=True, capture_output=True).stdout)

    scan_lines = ["Problem: night falls on wards", "go unseen for hours"]
    scan_png(out("imagemagick-scan.png"), scan_lines)
    run("convert", out("imagemagick-scan.png"), "-compress", "LZW", out("imagemagick-scan.tif"))
    run("convert", out("imagemagick-scan.png"), "-quality", "90", out("imagemagick-scan.jpg"))
    image_pdf(out("reportlab-scan.pdf"), out("imagemagick-scan.png"))
    # A picture with transparency: ReportLab stores its alpha as a soft mask (/SMask).
    run("convert", out("imagemagick-scan.png"), "-alpha", "set", "-channel", "A", "-evaluate", "set", "100%", "+channel", "-transparent", "white", os.path.join(tmp, "alpha.png"))
    image_pdf(out("reportlab-scan-soft-mask.pdf"), os.path.join(tmp, "alpha.png"), mask=True)
    stencil_scan_pdf(out("imagemagick-stencil-scan.pdf"), out("imagemagick-scan.png"), tmp)
    # Text turned into outlines (as design tools export it): no text layer, no picture; the page
    # must be drawn to be read.
    big = os.path.join(tmp, "big-text.pdf")
    c = canvas.Canvas(big, pagesize=(A4[0], 6 * cm))
    c.setFont("Helvetica", 26)
    c.drawString(cm, 4 * cm, "Needs: a pilot ward and")
    c.drawString(cm, 2.5 * cm, "two research nurses")
    c.showPage()
    c.save()
    run("gs", "-q", "-dBATCH", "-dNOPAUSE", "-dSAFER", "-sDEVICE=pdfwrite", "-dNoOutputFonts", f"-sOutputFile={out('ghostscript-outlined-text.pdf')}", big)

    if shutil.which("soffice"):
        # LibreOffice Writer: the python-docx document exported as PDF (and re-saved as DOCX).
        run("soffice", "--headless", "--convert-to", "pdf", "--outdir", tmp, out("python-docx-realistic-headings.docx"))
        shutil.copy(os.path.join(tmp, "python-docx-realistic-headings.pdf"), out("libreoffice-realistic-headings.pdf"))
        docx_file(os.path.join(tmp, "plain.docx"), TITLE, STANDARD)
        run("soffice", "--headless", "--convert-to", "odt", "--outdir", tmp, os.path.join(tmp, "plain.docx"))
        run("soffice", "--headless", "--convert-to", "docx:MS Word 2007 XML", "--outdir", os.path.join(tmp, "lo"), os.path.join(tmp, "plain.odt"))
        shutil.copy(os.path.join(tmp, "lo", "plain.docx"), out("libreoffice-pitch.docx"))
    else:
        print("soffice not found: the LibreOffice documents were kept as they are", file=sys.stderr)

    shutil.rmtree(tmp)
    for name in sorted(os.listdir(OUT)):
        size = os.path.getsize(out(name))
        assert size < 100_000, f"{name} is {size} bytes (keep each under 100 KB)"
        print(f"{size:>7}  {name}")


if __name__ == "__main__":
    main()
