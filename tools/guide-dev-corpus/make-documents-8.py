#!/usr/bin/python3
"""Eighth documents batch for the guide-dev corpus (documents-8/, documents-8.json).

Every document's content is data in this file. The script checks the data, writes the
documents into documents-8/ (PDF with reportlab and the DejaVu/Liberation fonts, DOCX with
python-docx, scans as image-only PDFs drawn with PIL), reads every file back and only then
writes the manifest documents-8.json.

    /usr/bin/python3 make-documents-8.py                  # check, write, read back, manifest
    /usr/bin/python3 make-documents-8.py --self-test      # break copies, show each check catches it
    /usr/bin/python3 make-documents-8.py --previews DIR   # also save PNG copies of the scans
    /usr/bin/python3 make-documents-8.py --ocr            # also OCR the scans (needs tesseract)

Needs python3-reportlab, python3-docx, python3-pil and pdftotext/pdfinfo/pdffonts.
All people, projects and organisations are invented.
"""
import argparse
import copy
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import unicodedata
import zipfile
from xml.sax.saxutils import escape

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.join(HERE, 'documents-8')
MANIFEST = os.path.join(HERE, 'documents-8.json')

FIELDS = ['title', 'problem', 'solution', 'target_population', 'stage', 'needs', 'funding', 'team']
STAGES = ['concept', 'prototype', 'live', 'established']

SHAPE_COUNTS = {
    'other-language': 7, 'one-liner': 5, 'lean-canvas': 4, 'scan': 3, 'headings': 5,
    'paragraphs': 4, 'email': 3, 'grant-abstract': 3, 'deck': 2, 'not-pitch': 4,
}
LANGUAGES = {'pt': 'Portuguese', 'nl': 'Dutch', 'pl': 'Polish', 'sv': 'Swedish',
             'tr': 'Turkish', 'es': 'Spanish', 'it': 'Italian'}
LAYOUTS_WANTED = {'form', 'email', 'slides', 'prose'}
HEALTH_FIELDS = ['public health', 'mental health', 'maternal', 'elderly care', 'disability',
                 'rehabilitation', 'dental', 'eye care', 'hearing', 'nutrition',
                 'climate and heat', 'digital health', 'devices']

# --------------------------------------------------------------------------------------------
# Block constructors. A document is a list of blocks; every string in a block is one "unit"
# (a paragraph, bullet, cell, header line, slide line or scan line). Gold phrases must sit
# inside one unit.
# --------------------------------------------------------------------------------------------


def T(s):
    return ('title', s)


def S(s):
    return ('sub', s)


def H(s):
    return ('h', s)


def P(s):
    return ('p', s)


def UL(*items):
    return ('ul', list(items))


def TABLE(*rows):
    return ('table', [list(r) for r in rows])


def HDR(*lines):
    return ('hdr', list(lines))


def SIG(*lines):
    return ('sig', list(lines))


def LINE(s):
    return ('line', s)


def SLIDE(kind, title, body=(), figures=()):
    return ('slide', {'kind': kind, 'title': title, 'body': list(body),
                      'figures': [list(f) for f in figures]})


def CANVAS(kind, cells, header=None):
    return ('canvas', {'kind': kind, 'cells': [[k, list(v)] for k, v in cells], 'header': header})


def SCAN(*lines):
    return ('scan', list(lines))


def G(title=None, problem=None, solution=None, target=None, stage=None, needs=None,
      funding=None, team=None):
    def lst(v):
        if v is None:
            return None
        return [v] if isinstance(v, str) else list(v)
    return {'title': lst(title), 'problem': lst(problem), 'solution': lst(solution),
            'target_population': lst(target), 'stage': lst(stage), 'needs': lst(needs),
            'funding': lst(funding), 'team': lst(team)}


NULL_GOLD = G()


def DOC(n, slug, shape, fmt, blocks, gold=None, names=(), stage_how=None, lang='en',
        layout=None, fields=(), opts=None):
    return {'n': n, 'slug': slug, 'shape': shape, 'fmt': fmt, 'blocks': blocks,
            'gold': gold if gold is not None else copy.deepcopy(NULL_GOLD),
            'names': list(names), 'stage_how': stage_how, 'lang': lang, 'layout': layout,
            'fields': list(fields), 'opts': opts or {}}


def file_name(d):
    return 'm%02d-%s.%s' % (d['n'], d['slug'], d['fmt'])


# ============================================================================================
# THE DOCUMENTS
# ============================================================================================
DOCS = []

# ---------------------------------------------------------------- other-language (7) -------

DOCS.append(DOC(
    1, 'pt-email-sorriso-em-casa', 'other-language', 'docx', lang='pt', layout='email',
    fields=['dental', 'elderly care'], stage_how='implicit',
    blocks=[
        HDR('De: Inês Carvalhal <ines.carvalhal@sorrisoemcasa.example.org>',
            'Enviado: terça-feira, 17 de novembro de 2026 09:42',
            'Para: candidaturas@consorcio-saude.example.org',
            'Cc: Rui Marcelino <rui.marcelino@sorrisoemcasa.example.org>',
            'Assunto: Candidatura – Sorriso em Casa (saúde oral nos lares)'),
        P('Caros membros do consórcio,'),
        P('Escrevo em nome da associação Sorriso em Casa, de Évora. Cuidamos da saúde oral de '
          'pessoas idosas que vivem em lares do Alentejo.'),
        P('Nos lares do distrito de Évora, a maioria dos residentes não vai ao dentista há anos. '
          'Muitos têm próteses que magoam, dentes partidos e infeções que ninguém vê. Quem não '
          'consegue mastigar começa a comer só sopa e papas, e perde peso.'),
        P('Uma higienista oral visita cada lar de quinze em quinze dias, com uma cadeira portátil '
          'e um pequeno kit de limpeza. Também ensinamos as auxiliares a lavar os dentes e as '
          'próteses dos residentes acamados. Os casos mais graves seguem para uma médica '
          'dentista.'),
        P('Desde março de 2024 já visitámos 11 lares e acompanhamos 390 residentes. Em cada '
          'visita registamos o estado da boca; no primeiro ano, as queixas de dor caíram para '
          'metade.'),
        P('Pedimos 28 000 euros para levar o serviço a mais oito lares em 2027. Precisamos '
          'também de um consultório parceiro de medicina dentária que receba os casos urgentes, '
          'e de ajuda para transportar residentes em cadeira de rodas.'),
        P('A equipa somos eu (higienista oral), o enfermeiro Rui Marcelino e a Dr.ª Helena '
          'Bastos, médica dentista voluntária.'),
        P('Fico a aguardar notícias. Posso enviar fotografias e o relatório do primeiro ano.'),
        SIG('Com os melhores cumprimentos,', 'Inês Carvalhal', 'Higienista oral | Sorriso em Casa, Évora',
            'ines.carvalhal@sorrisoemcasa.example.org'),
    ],
    gold=G(title='Sorriso em Casa',
           problem=['a maioria dos residentes não vai ao dentista há anos',
                    'Quem não consegue mastigar começa a comer só sopa'],
           solution=['higienista oral visita cada lar de quinze em quinze dias',
                     'ensinamos as auxiliares a lavar os dentes'],
           target='pessoas idosas que vivem em lares do Alentejo',
           stage='live',
           needs=['um consultório parceiro de medicina dentária',
                  'ajuda para transportar residentes em cadeira de rodas'],
           funding=['28 000 euros', '28 000'],
           team=['Inês Carvalhal', 'Rui Marcelino', 'Helena Bastos']),
    names=['Inês Carvalhal', 'Rui Marcelino', 'Helena Bastos']))

DOCS.append(DOC(
    2, 'nl-aanmeldformulier-hoorhoek', 'other-language', 'docx', lang='nl', layout='form',
    fields=['hearing', 'elderly care'], stage_how='explicit',
    blocks=[
        T('Aanmeldformulier Innovatieronde Zorg 2027'),
        S('Vul alle vragen kort in. Maximaal één A4.'),
        TABLE(['Naam van het initiatief', 'Hoorhoek'],
              ['Wat is het probleem?',
               'Veel ouderen merken pas laat dat ze slechter horen. Ze trekken zich terug, gaan '
               'niet meer naar de koffieochtend en raken eenzaam. Wie wel een hoortoestel heeft, '
               'laat het vaak in de la liggen omdat het piept of de batterij leeg is.'],
              ['Wat is jullie oplossing?',
               'Een vaste hoek in de dorpsbibliotheek, elke donderdagmiddag open. Vrijwilligers '
               'doen een korte hoortest op een tablet, helpen met schoonmaken en batterijen van '
               'hoortoestellen, en verwijzen door naar de huisarts als dat nodig is.'],
              ['Voor wie is het bedoeld?',
               'Zestigplussers in kleine dorpen in Noord-Groningen, vooral wie alleen woont.'],
              ['Hoe ver zijn jullie?',
               'Prototype van de tablettest is klaar. Proef in de bibliotheken van Winsum en '
               'Uithuizen: 74 bezoekers getest, 19 doorverwezen naar de huisarts.'],
              ['Wat hebben jullie nodig, behalve geld?',
               'Een audicien die één middag per maand wil meekijken, en nog drie bibliotheken die '
               'een hoek willen inrichten.'],
              ['Gevraagd bedrag', '€ 42.000 voor twee jaar (vrijwilligerskosten, tablets, batterijen)'],
              ['Wie zitten er in het team?',
               'Femke Wiersma (doktersassistente, initiatiefnemer), Jelle Bouwknegt '
               '(bibliotheekmedewerker in Winsum) en twaalf vrijwilligers.'],
              ['Contactpersoon', 'Femke Wiersma'],
              ['E-mailadres', 'femke@hoorhoek.example.org'],
              ['Datum', '20-11-2026']),
    ],
    gold=G(title='Hoorhoek',
           problem=['Veel ouderen merken pas laat dat ze slechter horen',
                    'laat het vaak in de la liggen'],
           solution=['Vrijwilligers doen een korte hoortest op een tablet',
                     'Een vaste hoek in de dorpsbibliotheek'],
           target='Zestigplussers in kleine dorpen in Noord-Groningen',
           stage='prototype',
           needs=['Een audicien die één middag per maand wil meekijken',
                  'nog drie bibliotheken die een hoek willen inrichten'],
           funding=['€ 42.000', '42.000'],
           team=['Femke Wiersma', 'Jelle Bouwknegt', 'twaalf vrijwilligers']),
    names=['Femke Wiersma', 'Jelle Bouwknegt']))

DOCS.append(DOC(
    3, 'pl-prezentacja-siatkowka-blisko', 'other-language', 'pdf', lang='pl', layout='slides',
    fields=['eye care', 'digital health'], stage_how='explicit',
    opts={'size': '169', 'numfmt': '{n}/{total}', 'accent': '#23485c', 'figure': '#8a3a12'},
    blocks=[
        SLIDE('cover', 'Siatkówka Blisko',
              ['Badanie dna oka w wiejskiej aptece', 'Zgłoszenie do konsorcjum, listopad 2026']),
        SLIDE('problem', 'Problem',
              ['Osoby z cukrzycą ze wsi rzadko bywają u okulisty – najbliższa poradnia jest '
               'często 60 km dalej.',
               'Retinopatię cukrzycową wykrywamy za późno, gdy wzrok już się pogarsza.']),
        SLIDE('solution', 'Rozwiązanie',
              ['Farmaceuta robi zdjęcie dna oka przenośną kamerą, bez kropli rozszerzających '
               'źrenicę.',
               'Zdjęcia ocenia zdalnie okulista w ciągu 48 godzin.',
               'Pacjent z niepokojącym wynikiem dostaje termin w poradni w ciągu 2 tygodni.']),
        SLIDE('users', 'Dla kogo?',
              ['Pacjenci z cukrzycą typu 2 z gmin wiejskich Podkarpacia',
               'Zwłaszcza osoby po 60. roku życia, które nie prowadzą samochodu']),
        SLIDE('market', 'Skala', figures=[
            ['≈ 3 mln', 'osób z cukrzycą w Polsce'],
            ['1 na 3', 'chorych bez badania dna oka od 2 lat'],
            ['214', 'aptek w gminach wiejskich regionu']]),
        SLIDE('traction', 'Pilotaż – wyniki',
              ['Od lutego 2026 badamy w 6 aptekach', '612 przebadanych pacjentów',
               '47 osób skierowanych do okulisty, w tym 9 pilnie']),
        SLIDE('team', 'Zespół',
              ['dr Katarzyna Zawilska – okulistka, ocenia zdjęcia',
               'Tomasz Rybczyk – farmaceuta, Apteka pod Jaworem w Strzyżowie',
               'Marta Gołębiewska – koordynatorka projektu']),
        SLIDE('ask', 'Czego szukamy',
              ['350 000 zł na kamery i szkolenia dla 20 kolejnych aptek',
               'Partnera: szpitala z poradnią okulistyczną',
               'Kontakt: siatkowka.blisko@example.org']),
    ],
    gold=G(title='Siatkówka Blisko',
           problem=['Retinopatię cukrzycową wykrywamy za późno',
                    'najbliższa poradnia jest często 60 km dalej'],
           solution=['Farmaceuta robi zdjęcie dna oka przenośną kamerą',
                     'Zdjęcia ocenia zdalnie okulista w ciągu 48 godzin'],
           target='Pacjenci z cukrzycą typu 2 z gmin wiejskich Podkarpacia',
           stage='live',
           needs='szpitala z poradnią okulistyczną',
           funding=['350 000 zł', '350 000'],
           team=['Katarzyna Zawilska', 'Tomasz Rybczyk', 'Marta Gołębiewska']),
    names=['Katarzyna Zawilska', 'Tomasz Rybczyk', 'Marta Gołębiewska']))

DOCS.append(DOC(
    4, 'sv-berattelse-svalkollen', 'other-language', 'docx', lang='sv', layout='prose',
    fields=['climate and heat', 'elderly care'], stage_how='explicit', opts={'plain': True},
    blocks=[
        P('Sommaren 2025 hittade vår hemtjänstgrupp i Norrköping en 91-årig kvinna som satt i sin '
          'lägenhet i trettio graders värme med fönstren stängda. Hon hade inte druckit på hela '
          'förmiddagen och fick åka in till akuten. Ingen hade mätt temperaturen inne hos henne, '
          'och ingen hade frågat.'),
        P('Så ser det ut på många håll. Under värmeböljor blir lägenheterna varma som bastur, '
          'särskilt högst upp i äldre hus. De äldre märker inte alltid själva att de blir '
          'uttorkade, och personalen har inga rutiner för värme. Vi har rutiner för kyla, halka '
          'och strömavbrott, men inte för värme.'),
        P('Svalkollen är vår idé för att ändra på det. Vid varje besök under varma dagar läser '
          'personalen av en enkel termometer som sitter på väggen, och svarar på tre frågor i '
          'den app de redan använder: Hur varmt är det inne? Har personen druckit? Verkar '
          'personen förvirrad? Om det är över 26 grader inne ringer appen upp sjuksköterskan, '
          'och vi tar med fläkt, kylhandduk och extra vatten vid nästa besök.'),
        P('Svalkollen är tänkt för äldre som bor ensamma och har hemtjänst. I Norrköping är det '
          'ungefär 2 800 personer, och många av dem har hjärtsvikt eller tar vätskedrivande.'),
        P('Vi söker 450 000 kronor för att köpa termometrar, bygga in frågorna i appen och '
          'utbilda personalen i två hemtjänstområden under sommaren 2027. Vi behöver också hjälp '
          'av en forskare som kan följa upp om akutbesöken minskar.'),
        P('Bakom förslaget står Linnea Axelsson, distriktssköterska, och Yusuf Demirci, enhetschef '
          'i hemtjänsten. Vi nås på svalkollen@hemtjanst-ost.example.org.'),
    ],
    gold=G(title='Svalkollen',
           problem=['Ingen hade mätt temperaturen inne hos henne',
                    'personalen har inga rutiner för värme'],
           solution=['läser personalen av en enkel termometer som sitter på väggen',
                     'ringer appen upp sjuksköterskan'],
           target='äldre som bor ensamma och har hemtjänst',
           stage='concept',
           needs='en forskare som kan följa upp om akutbesöken minskar',
           funding=['450 000 kronor', '450 000'],
           team=['Linnea Axelsson', 'Yusuf Demirci']),
    names=['Linnea Axelsson', 'Yusuf Demirci']))

DOCS.append(DOC(
    5, 'tr-anne-sofrasi', 'other-language', 'docx', lang='tr', layout='prose-headed',
    fields=['maternal', 'nutrition'], stage_how='implicit',
    blocks=[
        T('Anne Sofrası – Van köylerinde gebe kadınlar için demirden zengin mutfak'),
        H('Sorun'),
        P("Van'ın köylerinde gebe kadınların neredeyse yarısında kansızlık var. Aile sağlığı "
          'merkezi demir hapı veriyor ama birçok kadın mide bulantısı yüzünden hapları bırakıyor. '
          'Evde pişen yemekler çoğunlukla ekmek, bulgur ve çaydan oluşuyor; çay da demirin '
          'emilmesini azaltıyor.'),
        H('Ne yapıyoruz?'),
        P('Köyün ebesi ayda iki kez bir evde yemek buluşması düzenliyor. Kadınlar birlikte '
          'mercimek, ısırgan, pekmez ve yumurtayla demirden zengin yemekler pişiriyor; çayı '
          'yemekten bir saat sonra içmeyi öğreniyorlar. Ebe her buluşmada parmaktan hemoglobin '
          'ölçüyor.'),
        H('Kimler için?'),
        P('Kansızlığı olan gebe kadınlar ve emziren anneler; özellikle Gevaş ve Gürpınar '
          'ilçelerinin köylerinde yaşayanlar.'),
        H('Şimdiye kadar'),
        P("2023 sonbaharından bu yana 14 köyde 260 kadın buluşmalara katıldı. Dört buluşmaya "
          "gelen kadınlarda ortalama hemoglobin 9,8'den 11,1'e çıktı."),
        H('İhtiyaçlarımız'),
        P('Bu başvuruda 600.000 TL istiyoruz: on köye daha ulaşmak, hemoglobin ölçüm cihazı ve '
          'şerit almak için. Ayrıca bir üniversiteden diyetisyen desteğine ihtiyacımız var; '
          'tarifleri birlikte geliştirmek istiyoruz.'),
        H('Ekip'),
        P('Ebe Hatice Yıldırımer (proje sorumlusu), Dr. Serkan Aydoğdu (aile hekimi, Gevaş) ve '
          'köylerden gönüllü anneler.'),
        P('İletişim: annesofrasi@example.org'),
    ],
    gold=G(title='Anne Sofrası',
           problem=['gebe kadınların neredeyse yarısında kansızlık var',
                    'birçok kadın mide bulantısı yüzünden hapları bırakıyor'],
           solution=['Köyün ebesi ayda iki kez bir evde yemek buluşması düzenliyor',
                     'demirden zengin yemekler pişiriyor'],
           target='Kansızlığı olan gebe kadınlar ve emziren anneler',
           stage='live',
           needs='bir üniversiteden diyetisyen desteğine ihtiyacımız var',
           funding=['600.000 TL', '600.000'],
           team=['Hatice Yıldırımer', 'Serkan Aydoğdu', 'köylerden gönüllü anneler']),
    names=['Hatice Yıldırımer', 'Serkan Aydoğdu']))

DOCS.append(DOC(
    6, 'es-correo-silla-lista', 'other-language', 'pdf', lang='es', layout='email',
    fields=['disability', 'rehabilitation'], stage_how='implicit', opts={'font': 'liberation'},
    blocks=[
        HDR('De: Rocío Valdepeña <rocio@sillalista.example.org>',
            'Para: convocatoria@consorcio-salud.example.org',
            'Fecha: 12 nov 2026, 18:05',
            'Asunto: Silla Lista – taller móvil de reparación de sillas de ruedas (Guadalajara)'),
        P('Estimado equipo:'),
        P('Les escribo desde Guadalajara, Jalisco. Soy usuaria de silla de ruedas desde los 19 años '
          'y fundadora de Silla Lista, un taller móvil que repara sillas de ruedas en las colonias.'),
        P('Cuando una silla se rompe, la persona se queda en casa. Conseguir una refacción por el '
          'seguro público puede tardar meses, y muchas familias no tienen coche para llevar la '
          'silla a reparar. Una llanta ponchada o un freno suelto terminan en caídas, úlceras y '
          'semanas sin ir al trabajo o a la escuela.'),
        P('Nuestra camioneta taller llega a cada colonia un sábado al mes. Dos mecánicos, uno de '
          'ellos usuario de silla, reparan en el mismo día frenos, llantas, cojines y '
          'reposapiés, y enseñan a las familias a hacer el mantenimiento básico.'),
        P('Desde 2019 hemos reparado más de 2,300 sillas en 41 colonias de Guadalajara, Zapopan y '
          'Tlaquepaque, y tenemos convenio con dos DIF municipales.'),
        P('Atendemos a personas usuarias de silla de ruedas de bajos ingresos, muchas de ellas '
          'adultos mayores y niños con parálisis cerebral.'),
        P('Solicitamos 1.2 millones de pesos (unos 60,000 dólares) para una segunda camioneta y '
          'dos años de sueldos. También buscamos un local fijo en Tlaquepaque y proveedores de '
          'refacciones que nos vendan a precio de costo.'),
        P('El equipo: yo, Joaquín Estrada (mecánico, usuario de silla desde hace 12 años) y '
          'Maribel Ocampo (trabajadora social).'),
        P('Quedo atenta a su respuesta. Con gusto les mando fotos y videos del taller.'),
        SIG('Saludos cordiales,', 'Rocío Valdepeña', 'Fundadora, Silla Lista A.C.',
            'Guadalajara, Jalisco'),
    ],
    gold=G(title='Silla Lista',
           problem=['Conseguir una refacción por el seguro público puede tardar meses',
                    'la persona se queda en casa'],
           solution=['camioneta taller llega a cada colonia un sábado al mes',
                     'reparan en el mismo día frenos, llantas, cojines'],
           target='personas usuarias de silla de ruedas de bajos ingresos',
           stage='established',
           needs=['un local fijo en Tlaquepaque',
                  'proveedores de refacciones que nos vendan a precio de costo'],
           funding=['1.2 millones de pesos', '60,000 dólares'],
           team=['Rocío Valdepeña', 'Joaquín Estrada', 'Maribel Ocampo']),
    names=['Rocío Valdepeña', 'Joaquín Estrada', 'Maribel Ocampo']))

DOCS.append(DOC(
    7, 'it-modulo-il-barbiere-ascolta', 'other-language', 'pdf', lang='it', layout='form',
    fields=['mental health'], stage_how='explicit', opts={'font': 'liberation'},
    blocks=[
        T('Modulo di candidatura – Bando Innovazione in Salute 2027'),
        S('Compilare tutti i campi. Massimo 1.500 caratteri per risposta.'),
        TABLE(['Titolo del progetto', 'Il Barbiere Ascolta'],
              ['Quale problema affrontate?',
               'Molti uomini non chiedono aiuto quando sono depressi. Dal medico di base arrivano '
               'tardi, spesso dopo anni di silenzio. Però dal barbiere ci vanno ogni mese, e lì '
               'parlano.'],
              ['La vostra soluzione',
               'Un corso di sei serate per barbieri: imparano a riconoscere i segnali di '
               'depressione, ad ascoltare senza giudicare e a indicare il servizio giusto. In '
               "ogni bottega c'è un biglietto con il numero dello sportello di ascolto."],
              ['Destinatari', 'Uomini tra i 30 e i 65 anni dei quartieri Libertà e Carrassi di Bari'],
              ['Stato di avanzamento',
               'Prototipo del corso pronto e provato con 12 barbieri del quartiere Libertà '
               '(ottobre 2026).'],
              ['Di cosa avete bisogno oltre ai fondi?',
               'Uno spazio per le serate di formazione e un accordo con il Centro di Salute '
               'Mentale per gli invii.'],
              ['Contributo richiesto', '€ 35.000 (18 mesi)'],
              ['Gruppo di lavoro',
               "Dott.ssa Giulia Marangoni, psicologa; Nicola Pappalardo, barbiere e presidente "
               "dell'associazione Forbici Amiche"],
              ['Referente e contatti', 'Giulia Marangoni – ilbarbiereascolta@example.org'],
              ['Data', '25/11/2026']),
    ],
    gold=G(title='Il Barbiere Ascolta',
           problem='Molti uomini non chiedono aiuto quando sono depressi',
           solution=['Un corso di sei serate per barbieri',
                     'riconoscere i segnali di depressione'],
           target='Uomini tra i 30 e i 65 anni',
           stage='prototype',
           needs=['Uno spazio per le serate di formazione',
                  'un accordo con il Centro di Salute Mentale'],
           funding=['€ 35.000', '35.000'],
           team=['Giulia Marangoni', 'Nicola Pappalardo']),
    names=['Giulia Marangoni', 'Nicola Pappalardo']))

# ---------------------------------------------------------------- one-liners (5) -----------

DOCS.append(DOC(
    8, 'battery-post', 'one-liner', 'pdf', fields=['hearing', 'elderly care'], stage_how='implicit',
    blocks=[LINE('Battery Post'),
            LINE('Free hearing-aid batteries posted every month to housebound pensioners in Carlisle.'),
            LINE('310 people on our list since January – £6,500 would cover next year.')],
    gold=G(title='Battery Post', solution='hearing-aid batteries posted every month',
           target='housebound pensioners in Carlisle', stage='live', funding='£6,500')))

DOCS.append(DOC(
    9, 'dental-van-galway', 'one-liner', 'docx', fields=['dental', 'public health'],
    stage_how='explicit',
    blocks=[LINE('Idea: a dental van visiting Traveller families on sites around Galway. '
                 'Orla Keane, dental nurse – orla.keane@example.com')],
    gold=G(solution='a dental van visiting Traveller families',
           target='Traveller families on sites around Galway', stage='concept',
           team='Orla Keane'),
    names=['Orla Keane']))

DOCS.append(DOC(
    10, 'gripback', 'one-liner', 'pdf', fields=['rehabilitation', 'devices'], stage_how='explicit',
    blocks=[LINE('GripBack – soft robotic glove for stroke survivors relearning hand use.'),
            LINE('Prototype tested on 12 patients at a Leeds rehab unit.'),
            LINE('Looking for an NHS trust to run a bigger trial.')],
    gold=G(title='GripBack', solution='soft robotic glove',
           target='stroke survivors relearning hand use', stage='prototype',
           needs='an NHS trust to run a bigger trial')))

DOCS.append(DOC(
    11, 'shadestop-darwin', 'one-liner', 'docx', fields=['climate and heat', 'public health'],
    stage_how='implicit',
    blocks=[LINE('ShadeStop Darwin'),
            LINE("Shade sails and water taps at bus stops, so older bus riders don't end up in ED "
                 'on 40-degree days.'),
            LINE('Council has agreed two trial stops in Palmerston; we need A$18,000 for the sails '
                 'and taps.')],
    gold=G(title='ShadeStop Darwin', problem='end up in ED on 40-degree days',
           solution='Shade sails and water taps at bus stops', target='older bus riders',
           stage='concept', funding='A$18,000')))

DOCS.append(DOC(
    12, 'kasi-glasses', 'one-liner', 'pdf', fields=['eye care'], stage_how='implicit',
    blocks=[LINE('Kasi Glasses: eye tests and reading glasses for taxi drivers at Durban ranks.'),
            LINE("Running since 2022 with Sipho Mthembu's team; 4,100 pairs handed out so far.")],
    gold=G(title='Kasi Glasses', solution='eye tests and reading glasses',
           target='taxi drivers at Durban ranks', stage=['live', 'established'],
           team='Sipho Mthembu'),
    names=['Sipho Mthembu']))

# ---------------------------------------------------------------- lean canvas (4) ----------

DOCS.append(DOC(
    13, 'lean-canvas-clinicqueue', 'lean-canvas', 'docx', fields=['digital health', 'public health'],
    stage_how='explicit',
    blocks=[
        T('Lean Canvas – ClinicQueue'),
        S('Designed for: health centres in Wakiso District | Designed by: Brian Ssemwogerere | '
          'Date: 03 Nov 2026 | Iteration #3 | Status: MVP tested for 6 weeks'),
        CANVAS('lean', [
            ('Problem', ['Patients wait all day without knowing their turn',
                         'Mothers with sick babies leave before being seen',
                         'Existing alternatives: paper numbers, shouting names']),
            ('Solution', ['SMS ticket at the gate', 'Text tells patients when to come back',
                          'Nurse dashboard on a basic Android phone']),
            ('Unique Value Proposition', ['Wait at home or at the market, not on the clinic bench']),
            ('Unfair Advantage', ['Built by a former clinic nurse (Brian, 9 years on the wards)']),
            ('Customer Segments', ['Patients at busy rural health centres',
                                   'Early adopters: mothers at immunisation days',
                                   'Payer: district health office']),
            ('Key Metrics', ['Average waiting time on site', 'Patients who leave unseen',
                             'Tickets issued per day']),
            ('Channels', ['District health office', 'Health centre in-charges',
                          'Village health teams']),
            ('Cost Structure', ['SMS: about USD 0.02 per message', 'One developer, part-time',
                                'Phones and airtime for nurses']),
            ('Revenue Streams', ['Licence per clinic: USD 40 per month, paid by the district',
                                 'Later: NGO-funded reminder campaigns']),
        ]),
    ],
    gold=G(title='ClinicQueue', problem='Patients wait all day without knowing their turn',
           solution=['SMS ticket at the gate', 'Text tells patients when to come back'],
           target=['Patients at busy rural health centres', 'mothers at immunisation days'],
           stage='prototype', team='Brian Ssemwogerere'),
    names=['Brian Ssemwogerere']))

DOCS.append(DOC(
    14, 'business-model-canvas-homefit', 'lean-canvas', 'pdf', fields=['elderly care'],
    stage_how='implicit', opts={'landscape': True},
    blocks=[
        T('Business Model Canvas – HomeFit Gwynedd'),
        S('Prepared by Eleri Watkin-Jones for the consortium call, November 2026'),
        CANVAS('bmc', [
            ('Key Partners', ['GP practices across Gwynedd', 'Care & Repair agency',
                              'The local health board']),
            ('Key Activities', ['Home visit by an occupational therapist within 10 days',
                                'Fitting grab rails, stair rails and brighter lighting',
                                'Removing trip hazards']),
            ('Value Propositions', ['Grab rails and trip-hazard fixes within 10 days of a GP referral',
                                    'Fewer falls and fewer hospital admissions']),
            ('Customer Relationships', ['Follow-up phone call at 3 months',
                                        'Named handyperson for each village']),
            ('Customer Segments', ['People over 70 at risk of falling at home',
                                   'Carers who share their home',
                                   'Payer: the local health board']),
            ('Key Resources', ['Two occupational therapists', 'Five handypeople and two vans',
                               'Track record: 6,200 homes adapted since 2017']),
            ('Channels', ['GP referral', 'Self-referral by phone', 'Hospital discharge teams']),
            ('Cost Structure', ['£185 average cost per home', 'Staff: 7 posts', 'Vans and fuel']),
            ('Revenue Streams', ['Health board contract (per home)',
                                 'Council top-up for major adaptations',
                                 'Ask: £90,000 for a third van and one more OT']),
        ]),
        P('We would also welcome data-sharing with the ambulance service, to reach people who '
          'fell but were not taken to hospital.'),
    ],
    gold=G(title='HomeFit Gwynedd',
           solution=['Grab rails and trip-hazard fixes within 10 days',
                     'Home visit by an occupational therapist within 10 days'],
           target='People over 70 at risk of falling at home', stage='established',
           needs='data-sharing with the ambulance service', funding='£90,000',
           team=['Two occupational therapists', 'Five handypeople', 'Eleri Watkin-Jones']),
    names=['Eleri Watkin-Jones']))

DOCS.append(DOC(
    15, 'value-proposition-canvas-carbsnap', 'lean-canvas', 'docx', fields=['nutrition', 'digital health'],
    stage_how='explicit',
    blocks=[
        T('Value Proposition Canvas – CarbSnap (draft)'),
        CANVAS('vpc', [
            ('Products & Services', ['Photo cards showing the carbs in each school dinner portion',
                                     'Weekly menu sheet from the school cook, carbs already counted']),
            ('Customer Jobs', ['Count carbs before the insulin dose',
                               'Eat lunch with friends, not in the office']),
            ('Gain Creators', ['Child can eat the same dinner as friends',
                               'Parents get the menu the week before']),
            ('Gains', ['Steady blood sugar in the afternoon', 'Feeling normal at lunch']),
            ('Pain Relievers', ['No guessing portions at the counter',
                                'Fewer calls to parents at lunchtime']),
            ('Pains', ['School dinners have no carb information',
                       'Teaching assistants guess, and children go low in class']),
        ], header=['VALUE MAP',
                   'CUSTOMER PROFILE: children with type 1 diabetes at primary school, and their parents']),
        P('Where we are: this is an idea – nothing built yet. Contact: Priya Raman, school nurse, '
          'Leicestershire.'),
    ],
    gold=G(title='CarbSnap',
           problem=['School dinners have no carb information', 'children go low in class'],
           solution=['Photo cards showing the carbs in each school dinner portion',
                     'menu sheet from the school cook, carbs already counted'],
           target='children with type 1 diabetes at primary school', stage='concept',
           team='Priya Raman'),
    names=['Priya Raman']))

DOCS.append(DOC(
    16, 'lean-canvas-koolkit', 'lean-canvas', 'pdf', fields=['climate and heat', 'maternal'],
    stage_how='explicit', opts={'landscape': True},
    blocks=[
        T('LEAN CANVAS | KoolKit – heat kits for pregnant women | Ahmedabad'),
        CANVAS('lean', [
            ('Problem', ['Pregnant women in tin-roof homes face 45°C days',
                         'Heat raises the risk of preterm birth',
                         'No one checks on them between antenatal visits']),
            ('Solution', ['KoolKit: thermometer card, wet-towel wrap, ORS, hand fan',
                          'Health volunteer visit before each heat alert',
                          'Phone call on red-alert days']),
            ('Unique Value Proposition', ['A visit and a kit before the heat, not after']),
            ('Unfair Advantage', ['Trusted community health volunteers already visit every pregnant woman']),
            ('Customer Segments', ['Pregnant women in low-income wards of Ahmedabad',
                                   'Early adopters: women in their third trimester']),
            ('Key Metrics', ['Kits delivered', 'Women reached on red-alert days',
                             'Heat-illness visits to the maternity ward']),
            ('Channels', ['Community health volunteers', 'Urban health centres', 'WhatsApp groups']),
            ('Cost Structure', ['₹380 per kit', 'Volunteer stipends', 'Phone credit']),
            ('Revenue Streams', ['Municipal health budget (per kit)', 'CSR grants']),
        ]),
        P('Status: live in 3 wards – 1,150 kits since April 2026. Asking for ₹25 lakh and a '
          'hospital partner for heat-illness data.'),
    ],
    gold=G(title='KoolKit',
           problem=['Pregnant women in tin-roof homes face 45°C days',
                    'No one checks on them between antenatal visits'],
           solution=['Health volunteer visit before each heat alert',
                     'thermometer card, wet-towel wrap, ORS, hand fan'],
           target='Pregnant women in low-income wards of Ahmedabad', stage='live',
           needs='a hospital partner for heat-illness data', funding='₹25 lakh')))

# ---------------------------------------------------------------- scans (3) ----------------

DOCS.append(DOC(
    17, 'scan-foot-care-at-the-hall', 'scan', 'pdf', fields=['elderly care', 'public health'],
    stage_how='implicit', opts={'font': 'nimbus', 'size': 34, 'angle': 0.9, 'seed': 17, 'stroke': 1},
    blocks=[SCAN(
        '                            Moniaive Village Hall',
        '                            Moniaive, Dumfriesshire',
        '                            14th November 2026',
        '',
        'Dear Sir or Madam,',
        '',
        'Re: Foot Care at the Hall',
        '',
        'I write for our small group of volunteers in Moniaive.',
        'Every second Tuesday since 2015 we have held a foot',
        'clinic in the village hall. Some 140 people come to us.',
        '',
        'Many older people here cannot cut their own toenails.',
        'The podiatry service visits the area twice a year, and',
        'long nails lead to sore feet, falls and infections.',
        '',
        'Two retired nurses cut nails, check for sores and send',
        'anyone with a problem on to the surgery. We also give',
        'out warm socks and a cup of tea.',
        'We help pensioners over 75 in the glen, most of them',
        'on their own.',
        '',
        'We would be grateful for a grant of £4,000 towards a',
        'second foot-care chair and sterile instruments. We also',
        'need a podiatrist who could train two new volunteers.',
        '',
        'The volunteers are Mrs Agnes Lindores (retired district',
        'nurse), Mrs Jean Halliday (retired practice nurse) and',
        'Mr Tam Rennie, who drives people to the hall.',
        '',
        'Yours faithfully,',
        '',
        'Agnes Lindores (Mrs)',
        'Secretary, Moniaive Foot Care Volunteers',
        'Tel. 0131 496 0378')],
    gold=G(title='Foot Care at the Hall',
           problem=['cannot cut their own toenails',
                    'long nails lead to sore feet, falls and infections'],
           solution='Two retired nurses cut nails, check for sores',
           target='pensioners over 75 in the glen', stage='established',
           needs='a podiatrist who could train two new volunteers', funding='£4,000',
           team=['Agnes Lindores', 'Jean Halliday', 'Tam Rennie']),
    names=['Agnes Lindores', 'Jean Halliday', 'Tam Rennie']))

DOCS.append(DOC(
    18, 'scan-splintworks-kumasi', 'scan', 'pdf', fields=['devices', 'disability'],
    stage_how='explicit', opts={'font': 'liberation-mono', 'size': 33, 'angle': -0.7, 'seed': 28, 'stroke': 1},
    blocks=[SCAN(
        'PROJECT SUMMARY',
        '',
        'Name:   SPLINTWORKS KUMASI',
        'Stage:  Prototype (fitted to 9 children so far)',
        '',
        'THE PROBLEM',
        'Children with cerebral palsy often develop tight, bent',
        'wrists and fingers. Ready-made splints are imported,',
        'cost about GHS 1,500 each and are outgrown within a year.',
        '',
        'OUR SOLUTION',
        "We scan the child's hand with a phone camera.",
        'A light splint is 3D-printed in our workshop in one day.',
        'When the child grows, a new one costs about GHS 90.',
        '',
        'WHO IT IS FOR',
        'Children with cerebral palsy aged 2 to 12 in Ashanti',
        "Region, seen at the Kumasi children's physio clinic.",
        '',
        'WHAT WE NEED',
        'Funding of GHS 120,000 (about US$8,000) for a second',
        'printer, materials and fittings for 150 children.',
        'We also need an ethics review for our follow-up study.',
        '',
        'TEAM',
        'Kwabena Asante-Darko - biomedical engineer',
        'Abena Frimpong - paediatric physiotherapist',
        'Yaw Boakye - workshop technician',
        '',
        'Contact: splintworks@example.com')],
    gold=G(title='SPLINTWORKS KUMASI',
           problem=['Ready-made splints are imported', 'are outgrown within a year'],
           solution=['splint is 3D-printed in our workshop in one day',
                     "We scan the child's hand with a phone camera"],
           target='Children with cerebral palsy aged 2 to 12', stage='prototype',
           needs='an ethics review for our follow-up study',
           funding=['GHS 120,000', 'US$8,000'],
           team=['Kwabena Asante-Darko', 'Abena Frimpong', 'Yaw Boakye']),
    names=['Kwabena Asante-Darko', 'Abena Frimpong', 'Yaw Boakye']))

DOCS.append(DOC(
    19, 'scan-prairie-party-line', 'scan', 'pdf', fields=['mental health', 'elderly care'],
    stage_how='implicit', opts={'font': 'nimbus', 'size': 35, 'angle': 1.2, 'seed': 19},
    blocks=[SCAN(
        'PRAIRIE PARTY LINE',
        'a call-in radio hour for people on their own out here',
        '',
        'Submitted by Doreen Pelletier, Kindersley, Saskatchewan',
        '',
        'Many older folks on farms go a whole week without a chat.',
        'Roads close in winter. The nearest seniors\' centre is',
        '80 km away, and some have stopped driving.',
        '',
        'My plan: a one-hour call-in show every weekday morning',
        'on our community radio station. Listeners phone in,',
        'request songs, and a nurse takes health questions on',
        'Fridays. Volunteers call anyone who has not phoned in',
        'for a week.',
        '',
        'It is meant for isolated seniors on farms and in small',
        'towns west of Rosetown.',
        '',
        'Nothing is on air yet. The station has offered us the',
        '9 a.m. slot from next spring if we can pay for a phone',
        'line, a producer and a year of publicity.',
        '',
        'I am asking for CA$12,000 for the first year. I also',
        'need a volunteer with sound desk experience.',
        '',
        'Doreen Pelletier (retired schoolteacher, 74)',
        'Phone: 306-555-0147')],
    gold=G(title='PRAIRIE PARTY LINE', problem='go a whole week without a chat',
           solution=['a one-hour call-in show every weekday morning',
                     'Volunteers call anyone who has not phoned in'],
           target='isolated seniors on farms', stage='concept',
           needs='a volunteer with sound desk experience', funding='CA$12,000',
           team='Doreen Pelletier'),
    names=['Doreen Pelletier']))

# ---------------------------------------------------------------- own headings (5) ---------

DOCS.append(DOC(
    20, 'pelvic-floor-pals', 'headings', 'docx', fields=['maternal', 'rehabilitation'],
    stage_how='explicit', opts={'title_style': 'Title'},
    blocks=[
        T('Pelvic Floor Pals'),
        S('Bolton, Greater Manchester – application for the 2027 round'),
        H('The itch'),
        P('One in three women leak urine after having a baby, and most think it’s just what '
          'happens now. Waiting lists for women’s health physiotherapy in Bolton are over 30 weeks, '
          'so by the time women are seen the habits have set in.'),
        H('What we do'),
        P('Six-week group classes in children’s centres, led by a women’s health physiotherapist, '
          'with babies welcome in the room. Each mum gets a pelvic floor check, an exercise plan '
          'and a reminder app, and anyone with a prolapse or severe symptoms is referred straight '
          'to the hospital team.'),
        H('Who it’s for'),
        P('Women 6 to 16 weeks after giving birth, starting with the four Bolton neighbourhoods '
          'with the lowest uptake of postnatal checks.'),
        H('Where we’re at'),
        P('We’re piloting in 4 children’s centres: 212 women have joined since February, and 71% '
          'finished all six classes.'),
        H('What we’d do with your help'),
        P('£48,000 would pay for a second physio for a year and take the classes to all 11 '
          'children’s centres in Bolton. We’d also love volunteers to run a crèche corner during '
          'classes, and a local university to look at our results.'),
        H('Who’s in the boat'),
        UL('Hannah Greaves – women’s health physiotherapist, founder',
           'Dr Tolu Adeyemi – GP and postnatal lead',
           'Stacey Birtwistle – mum of two, runs our WhatsApp group'),
    ],
    gold=G(title='Pelvic Floor Pals',
           problem=['One in three women leak urine after having a baby',
                    'the habits have set in'],
           solution=['Six-week group classes in children’s centres',
                     'led by a women’s health physiotherapist',
                     'a pelvic floor check, an exercise plan'],
           target='Women 6 to 16 weeks after giving birth', stage='live',
           needs=['volunteers to run a crèche corner during classes',
                  'a local university to look at our results'],
           funding='£48,000',
           team=['Hannah Greaves', 'Tolu Adeyemi', 'Stacey Birtwistle']),
    names=['Hannah Greaves', 'Tolu Adeyemi', 'Stacey Birtwistle']))

DOCS.append(DOC(
    21, 'tingin-eye-screening', 'headings', 'pdf', fields=['eye care', 'digital health'],
    stage_how='implicit', opts={'font': 'dejavu'},
    blocks=[
        T("Tingin: eye screening that fits in a teacher's pocket"),
        H("Why we couldn't let it go"),
        P('In our public schools in Iloilo, about one child in ten cannot read the board clearly, '
          'and almost none of them own glasses. Teachers think the child is slow or lazy. There is '
          'one government optometrist for the whole province.'),
        H('The fix'),
        P('Tingin is a phone app that turns a teacher into a screener. The child stands three '
          'metres away and points in the direction of the letter E on the screen; the app decides '
          'pass or refer. Children who are referred see a volunteer optometrist at the school, and '
          'glasses are made by a partner lab for PHP 350 a pair.'),
        H("Who it's for"),
        P('Grade 1 to grade 6 pupils in public elementary schools in Iloilo province, starting '
          'with the upland towns.'),
        H("How far we've got"),
        P('We tried the app with 640 pupils in two schools in Janiuay last term. The teachers\' '
          'results matched the optometrist\'s in 9 out of 10 children, and 58 pupils now have '
          'glasses.'),
        H('Asks'),
        P('PHP 2.4 million (about US$41,000) to train teachers in 60 schools and pay for 3,000 '
          'pairs of glasses. An optometry school to check borderline results would help us a lot.'),
        H('The crew'),
        P('Maricel Dumalag, optometrist and team lead; Paolo Villareal, who wrote the app; and '
          'Jun Sarmiento, a grade 4 teacher in Janiuay.'),
    ],
    gold=G(title='Tingin',
           problem=['one child in ten cannot read the board clearly',
                    'almost none of them own glasses'],
           solution=['a phone app that turns a teacher into a screener',
                     'see a volunteer optometrist at the school'],
           target='pupils in public elementary schools in Iloilo province', stage='prototype',
           needs='An optometry school to check borderline results',
           funding=['PHP 2.4 million', 'US$41,000'],
           team=['Maricel Dumalag', 'Paolo Villareal', 'Jun Sarmiento']),
    names=['Maricel Dumalag', 'Paolo Villareal', 'Jun Sarmiento']))

DOCS.append(DOC(
    22, 'rise-pressure-cushion', 'headings', 'docx', fields=['devices', 'disability'],
    stage_how='explicit',
    blocks=[
        T('Rise – a cushion that reminds you to move'),
        H("So here's the thing"),
        P("If you sit in a wheelchair all day and can't feel your backside, you won't notice a "
          'pressure sore starting. Half of the people I met in spinal rehab had been back in '
          'hospital with one. A single bad sore can mean months in bed.'),
        H("What we've built"),
        P('Rise is a thin pad with 64 pressure sensors that sits under any wheelchair cushion. It '
          'learns how you usually sit and buzzes your phone when one spot has been loaded for too '
          'long. We have a working prototype, built in our kitchen and tested on five users for a '
          'month.'),
        H('Who it helps'),
        P('Full-time wheelchair users with spinal cord injury, and later people with MS or after a '
          'stroke who sit for long hours.'),
        H("What's next"),
        P('We are not asking for money at this point. What we need is a spinal injuries unit '
          'willing to test Rise with 30 patients, and advice on getting UKCA marking for a medical '
          'device.'),
        H('People'),
        UL('Callum Fraser – engineer, wheelchair user since 2014',
           'Aisling Moran – tissue viability nurse',
           'Ben Ostrowski – firmware'),
    ],
    gold=G(title='Rise',
           problem=["you won't notice a pressure sore starting",
                    'A single bad sore can mean months in bed'],
           solution=['a thin pad with 64 pressure sensors',
                     'buzzes your phone when one spot has been loaded'],
           target='Full-time wheelchair users with spinal cord injury', stage='prototype',
           needs=['a spinal injuries unit willing to test Rise',
                  'advice on getting UKCA marking'],
           team=['Callum Fraser', 'Aisling Moran', 'Ben Ostrowski']),
    names=['Callum Fraser', 'Aisling Moran', 'Ben Ostrowski']))

DOCS.append(DOC(
    23, 'clean-air-corners', 'headings', 'pdf', fields=['climate and heat', 'public health'],
    stage_how='explicit', opts={'font': 'liberation'},
    blocks=[
        T('Clean Air Corners'),
        S('Lakeshore Public Library branches, Okanagan Valley, British Columbia'),
        H('Where it hurts'),
        P('Every summer now, wildfire smoke sits over the valley for weeks. People with asthma or '
          'COPD are told to stay indoors, but many homes here are old, draughty and have no air '
          'filter. Emergency visits for breathing problems jump on smoke days.'),
        H('Our answer'),
        P('On smoke days, library branches turn one room into a clean-air room with two HEPA '
          'purifiers, an air-quality monitor and comfortable chairs. Staff are trained to spot '
          'breathing trouble and call 911. We also lend portable purifiers to people who cannot '
          'leave home.'),
        H('Who we serve'),
        P('People with asthma or COPD, older adults and families with babies who have no clean '
          'air at home.'),
        H("Where we're at"),
        P('We went live last summer in 14 branches, on 23 smoke days, with 2,900 visits and 180 '
          'purifiers lent.'),
        H('What would help'),
        P('We have the purifiers. What we need now is a respiratory therapist to train staff each '
          'spring, and a health authority partner to share smoke alerts with us earlier.'),
        H('About us'),
        P('Clean Air Corners is run by Gurpreet Sandhu, outreach librarian, with Dr Marianne '
          'Thibodeau, a respirologist in Kelowna, as adviser.'),
    ],
    gold=G(title='Clean Air Corners',
           problem=['Emergency visits for breathing problems jump on smoke days',
                    'wildfire smoke sits over the valley for weeks'],
           solution=['turn one room into a clean-air room',
                     'lend portable purifiers to people who cannot leave home'],
           target=['People with asthma or COPD', 'older adults and families with babies'],
           stage='live',
           needs=['a respiratory therapist to train staff each spring',
                  'a health authority partner to share smoke alerts'],
           team=['Gurpreet Sandhu', 'Marianne Thibodeau']),
    names=['Gurpreet Sandhu', 'Marianne Thibodeau']))

DOCS.append(DOC(
    24, 'kitchen-comeback', 'headings', 'docx', fields=['rehabilitation', 'disability'],
    stage_how='explicit', opts={'plain_headings': True},
    blocks=[
        T('Kitchen Comeback'),
        S('Tāmaki Makaurau Auckland'),
        H('Why this matters to us'),
        P('After a brain injury, many adults lose the everyday skills that let them manage on their '
          'own: planning a meal, using a knife safely, remembering the oven is on. Hospital rehab '
          'rarely has time to practise in a real kitchen, so people go home and stop cooking.'),
        H('What happens in a group'),
        P('Small cooking groups of four, led by an occupational therapist and a chef, twice a week '
          'for ten weeks. Each person picks dishes they want to cook again at home, and we visit '
          'their kitchen at the end to set it up safely.'),
        H('Who comes'),
        P('Adults with acquired brain injury after stroke, accident or illness, referred by '
          'community rehab teams.'),
        H('Where this started'),
        P('Kitchen Comeback is an established programme: we started in a church hall in 2016 and '
          'have run 96 groups since then.'),
        H("What we'd do with your help"),
        P("We'd like to reach people in South Auckland. For that we need a commercial kitchen we "
          "can use two mornings a week, and a driver for people who can't take the bus."),
        H("Who's behind it"),
        P('Rangi Te Awa (occupational therapist) and Mele Fifita (chef), with support from the '
          'Harbourside Brain Injury Trust.'),
    ],
    gold=G(title='Kitchen Comeback',
           problem=['rarely has time to practise in a real kitchen',
                    'people go home and stop cooking'],
           solution=['Small cooking groups of four, led by an occupational therapist',
                     'we visit their kitchen at the end'],
           target='Adults with acquired brain injury', stage='established',
           needs=['a commercial kitchen we can use two mornings a week',
                  "a driver for people who can't take the bus"],
           team=['Rangi Te Awa', 'Mele Fifita']),
    names=['Rangi Te Awa', 'Mele Fifita']))

# ---------------------------------------------------------------- paragraphs (4) -----------

DOCS.append(DOC(
    25, 'tuesday-calls', 'paragraphs', 'docx', fields=['elderly care', 'public health'],
    stage_how='implicit',
    blocks=[
        P('When my grandmother came home from hospital in Cork after a fall, she had four new '
          "tablets, a follow-up letter she couldn't read and nobody to ring with questions. Ten "
          'days later she was back in the emergency department, dizzy, because she had been taking '
          'two of the tablets twice. That is how Tuesday Calls began.'),
        P('Older people leaving hospital in Cork often go home confused about their medicines, and '
          'many are readmitted within a month. Public health nurses are stretched and cannot phone '
          'everyone.'),
        P('Medical students, supervised by a pharmacist, phone each patient on day 2, day 7 and day '
          '14 after discharge. They go through every tablet, ask about dizziness, falls and '
          "appetite, and pass any worries to the patient's GP the same day."),
        P('Since last October the students have made 1,870 calls to 310 patients aged 75 and over, '
          'discharged from two Cork hospitals. Fourteen patients were found to be taking a medicine '
          'twice, and their GPs fixed it.'),
        P('We are asking for €22,000 to pay a pharmacist for a year and to buy headsets and a phone '
          'system. We would also like a consultant geriatrician to meet the students once a month '
          'to go through difficult cases.'),
        P('The project is run by Niamh Corcoran, a fourth-year medical student, with Aoife Brennan, '
          "a community pharmacist, and Prof. Declan Hurley from the university's department of "
          'general practice.'),
    ],
    gold=G(title='Tuesday Calls',
           problem=['go home confused about their medicines', 'many are readmitted within a month'],
           solution=['Medical students, supervised by a pharmacist, phone each patient',
                     'on day 2, day 7 and day 14 after discharge'],
           target='patients aged 75 and over', stage='live',
           needs='a consultant geriatrician to meet the students once a month',
           funding='€22,000',
           team=['Niamh Corcoran', 'Aoife Brennan', 'Declan Hurley']),
    names=['Niamh Corcoran', 'Aoife Brennan', 'Declan Hurley']))

DOCS.append(DOC(
    26, 'mama-circles', 'paragraphs', 'docx', fields=['mental health', 'maternal'],
    stage_how='explicit',
    blocks=[
        P("One in five new mothers in Nairobi's informal settlements shows signs of depression in "
          'the first year after birth, yet almost none of them are ever asked how they feel. The '
          "clinic checks the baby's weight, not the mother's mood."),
        P('Mama Circles is still an idea on paper. We want to train mothers who have come through '
          'postnatal depression themselves as peer leaders. Each peer leader would run a weekly '
          'circle of eight new mothers at the child welfare clinic, using a simple talking '
          "programme, and would refer mothers at risk to the clinic's nurse."),
        P('The circles are for first-time mothers in Kibera and Mathare with babies under one year. '
          'Many are young, far from their own families, and working long days.'),
        P('We are Wanjiru Kamau, a community health promoter who has lived in Kibera for twenty '
          'years, and Achieng Otieno, a counselling psychologist. We have written a first draft of '
          'the training guide and are now looking for the right way to start.'),
        P('Our hope is that in a few years every child welfare clinic in Nairobi has a circle, run '
          'by mothers for mothers.'),
    ],
    gold=G(title='Mama Circles',
           problem=['almost none of them are ever asked how they feel',
                    "The clinic checks the baby's weight, not the mother's mood"],
           solution=['train mothers who have come through postnatal depression',
                     'a weekly circle of eight new mothers'],
           target='first-time mothers in Kibera and Mathare', stage='concept',
           team=['Wanjiru Kamau', 'Achieng Otieno']),
    names=['Wanjiru Kamau', 'Achieng Otieno']))

DOCS.append(DOC(
    27, 'signin-gp', 'paragraphs', 'docx', fields=['disability', 'hearing', 'digital health'],
    stage_how='implicit',
    blocks=[
        P('Deaf patients who use British Sign Language still book GP appointments through a phone '
          'line they cannot hear. When they do get in, there is usually no interpreter, so the '
          'consultation happens in scribbled notes or through a child. Mistakes with medicines and '
          'missed diagnoses follow.'),
        P('SignIn GP puts a tablet at reception and in the consulting room. With one tap, a '
          'qualified BSL interpreter joins by video within two minutes, for booking, for the '
          'appointment itself and for the pharmacy afterwards.'),
        P('The service has run in 23 surgeries across Birmingham and Solihull since 2020. Last year '
          'there were 4,600 interpreted appointments, and the surgeries pay a monthly subscription '
          'from their own budgets.'),
        P('It is for Deaf patients who use British Sign Language, and it also works for their '
          'hearing relatives at appointments.'),
        P('We do not need money from the consortium. What we need are introductions to GP surgeries '
          'outside the West Midlands willing to host the tablets, and help persuading integrated '
          'care boards to list it as an approved service.'),
        P('SignIn GP was started by Jodie Marsh-Allen, a Deaf BSL tutor, and Kieran Doyle, a former '
          'practice manager, and now employs nine interpreters.'),
    ],
    gold=G(title='SignIn GP',
           problem=['there is usually no interpreter',
                    'the consultation happens in scribbled notes or through a child'],
           solution=['a qualified BSL interpreter joins by video within two minutes',
                     'puts a tablet at reception and in the consulting room'],
           target='Deaf patients who use British Sign Language', stage='established',
           needs=['introductions to GP surgeries outside the West Midlands',
                  'help persuading integrated care boards to list it'],
           team=['Jodie Marsh-Allen', 'Kieran Doyle', 'nine interpreters']),
    names=['Jodie Marsh-Allen', 'Kieran Doyle']))

DOCS.append(DOC(
    28, 'rx-produce-detroit', 'paragraphs', 'pdf', fields=['nutrition', 'public health'],
    stage_how='explicit', opts={'font': 'serif'},
    blocks=[
        P('At our east side clinic, a third of the children we see for check-ups are overweight, '
          'and many of their parents tell us fresh fruit and vegetables are simply too expensive. '
          'The nearest full grocery store is two bus rides away.'),
        P('Rx Produce Detroit lets pediatricians prescribe produce. Families receive a card worth '
          '$40 a month that can be spent on fruit and vegetables at two farmers\' markets and a '
          'corner store, and a community health worker calls every two weeks with recipes and '
          'tips.'),
        P('We are now in the fourth month of a six-month pilot with 120 families at two clinics. '
          'So far 91% of families have used the card every month.'),
        P('The program is for families with children aged 2 to 12 on low incomes, living in the '
          '48205 and 48213 zip codes.'),
        P('We are asking for $75,000 to extend the pilot to a full year and add a third clinic. '
          'We also need a grocery partner on the east side so families can use the card closer '
          'to home.'),
        P('The team is Dr. Renee Whitfield, a pediatrician at Conant Gardens Family Clinic, and '
          "Marcus Bell, who manages the Eastgate farmers' market."),
    ],
    gold=G(title='Rx Produce Detroit',
           problem=['fresh fruit and vegetables are simply too expensive',
                    'The nearest full grocery store is two bus rides away'],
           solution=['lets pediatricians prescribe produce', 'a card worth $40 a month'],
           target='families with children aged 2 to 12 on low incomes', stage='live',
           needs='a grocery partner on the east side', funding='$75,000',
           team=['Renee Whitfield', 'Marcus Bell']),
    names=['Renee Whitfield', 'Marcus Bell']))

# ---------------------------------------------------------------- e-mails (3) --------------

DOCS.append(DOC(
    29, 'email-heat-sensors-care-homes', 'email', 'docx', fields=['climate and heat', 'elderly care', 'devices'],
    stage_how='explicit',
    blocks=[
        HDR('From: Bethan Pryce <bethan.pryce@kentcareconsult.example.com>',
            'Sent: 19 November 2026 21:14',
            'To: call@consortium.example.org',
            'Subject: Heat sensors for care home bedrooms – question about the call'),
        P('Dear Innovation team,'),
        P("I'm a nurse adviser to care homes in Kent, and I'd like to ask whether this would fit "
          'your call before I write a full application.'),
        P("During last summer's heat, several of the homes I work with had residents' bedrooms "
          'above 30°C for days, and nobody knew until a resident became ill. Most homes only '
          'measure the temperature in the lounge, once a day, on paper.'),
        P('My thought is simple: a cheap wireless sensor in every bedroom, linked to the nurse call '
          'system, so that staff get an alert when a room passes 26°C and a checklist of what to do '
          '(fans, fluids, moving the resident, calling the GP).'),
        P("It's only a concept at the moment – nothing has been built or bought. I think £30,000 "
          "would cover sensors and set-up in ten homes for one summer, and I'd need two or three "
          'care home owners willing to take part and an engineer who knows nurse call systems.'),
        P("The people who would benefit are frail care home residents who can't tell us they're "
          'too hot, many of them with dementia.'),
        P("I'm working on this with Dr Idris Khan, a consultant geriatrician at our local hospital, "
          'who has offered to advise.'),
        P('Would this be eligible, and is there a deadline I should aim for?'),
        SIG('Kind regards,', 'Bethan Pryce RGN', 'Care Home Nurse Adviser', 'Kent Care Consulting',
            'Tel: 07700 900318'),
    ],
    gold=G(problem=['Most homes only measure the temperature in the lounge',
                    'bedrooms above 30°C for days'],
           solution=['a cheap wireless sensor in every bedroom',
                     'staff get an alert when a room passes 26°C'],
           target='frail care home residents', stage='concept',
           needs=['two or three care home owners willing to take part',
                  'an engineer who knows nurse call systems'],
           funding='£30,000',
           team=['Bethan Pryce', 'Idris Khan']),
    names=['Bethan Pryce', 'Idris Khan']))

DOCS.append(DOC(
    30, 'email-splash-start', 'email', 'pdf', fields=['public health'], stage_how='explicit',
    opts={'font': 'liberation'},
    blocks=[
        HDR('From: Layla Haddadin <layla@splashstart.example.org>',
            'To: applications@consortium.example.org',
            'Cc: Minh Tran <minh@splashstart.example.org>',
            'Date: Thu, 26 Nov 2026 at 7:52 am',
            'Subject: Splash Start – swimming and water safety for refugee kids (Western Sydney)'),
        P('Hi there,'),
        P('My name is Layla and I run Splash Start, a not-for-profit in Western Sydney that teaches '
          'refugee and migrant children to swim and to stay safe around water.'),
        P("Children who arrive in Australia from countries with few pools often can't swim at all, "
          'and drowning rates among migrant kids are much higher than among Australian-born '
          "children. Lessons at public pools cost around A$20 a week, which most of our families "
          "can't pay, and many girls won't go to mixed classes."),
        P('We run free eight-week blocks of lessons at three council pools, with female instructors '
          'for girls-only groups, interpreters in Dari, Arabic and Tamil, and a water safety session '
          'for parents at the end.'),
        P('Splash Start is well established: we have run every summer since 2017, and about 2,400 '
          'children have learnt to swim with us.'),
        P("We're applying for A$54,000 to add a fourth pool in Fairfield and train 10 more "
          'instructors. What we really need, beyond money, is more female swim instructors who '
          'speak community languages.'),
        P('The team is me (swim coach and founder), Minh Tran (programs and volunteers) and 26 '
          'casual instructors.'),
        P('Happy to send more details or our annual report.'),
        SIG('Thanks so much,', 'Layla Haddadin', 'Founder & Head Coach, Splash Start Inc.'),
    ],
    gold=G(title='Splash Start',
           problem=["often can't swim at all", "many girls won't go to mixed classes"],
           solution=['free eight-week blocks of lessons at three council pools',
                     'female instructors for girls-only groups'],
           target='refugee and migrant children', stage='established',
           needs='more female swim instructors who speak community languages',
           funding='A$54,000',
           team=['Layla Haddadin', 'Minh Tran', '26 casual instructors']),
    names=['Layla Haddadin', 'Minh Tran']))

DOCS.append(DOC(
    31, 'email-fwd-footglow', 'email', 'docx', fields=['devices', 'public health'],
    stage_how='implicit',
    blocks=[
        HDR('From: Gareth Lloyd-Hughes <g.lloyd-hughes@consortium.example.org>',
            'Sent: 24 November 2026 10:03',
            'To: intake@consortium.example.org',
            'Subject: FW: Foot scanning booth – pharmacist from the Leicester event'),
        P('Hi all,'),
        P("Forwarding this from a pharmacist I met at the Leicester showcase last week. Could "
          "someone log it as an application? He's happy for us to use his email as the submission."),
        SIG('Thanks,', 'Gareth'),
        P('---------- Forwarded message ---------'),
        HDR('From: Ravi Chandrasekar <ravi@chandrasekar-pharmacy.example.net>',
            'Date: Fri, 20 Nov 2026 at 16:41',
            'Subject: Foot scanning booth',
            'To: Gareth Lloyd-Hughes <g.lloyd-hughes@consortium.example.org>'),
        P('Dear Gareth,'),
        P('Thank you for your time at the showcase. As promised, here is a short description of '
          'FootGlow.'),
        P('People with diabetes are supposed to have their feet checked every year, but many miss '
          'the check, and foot ulcers are often found only when they are already infected. Many '
          'amputations start with an ulcer that nobody spotted in time.'),
        P('FootGlow is a booth in the pharmacy: the customer takes off their shoes and socks and '
          'stands on a plate for 30 seconds. A thermal camera looks for hot spots that show '
          'inflammation days before an ulcer opens, and the pharmacist books a podiatry appointment '
          'if anything shows up.'),
        P('We built one booth last year and have scanned 85 customers with diabetes in our '
          'Belgrave pharmacy; it picked up four early ulcers that the customers had not noticed.'),
        P("It's for people with diabetes who come into the pharmacy for their medicines anyway, "
          'especially older men who never go to foot checks.'),
        P("We'd like £120,000 to build ten booths for pharmacies in Leicester and Nottingham, and "
          'we need a podiatry team to review the images and take referrals.'),
        P('The team: myself (pharmacist and owner), Ella Morrow (thermal imaging engineer) and '
          'Dr Kwame Ofori-Atta (diabetologist, advising).'),
        SIG('Best wishes,', 'Ravi Chandrasekar MRPharmS', 'Chandrasekar Pharmacy, Belgrave, Leicester',
            '0116 496 0827'),
    ],
    gold=G(title='FootGlow',
           problem=['found only when they are already infected', 'many miss the check'],
           solution=['A thermal camera looks for hot spots', 'a booth in the pharmacy'],
           target='people with diabetes who come into the pharmacy', stage='prototype',
           needs='a podiatry team to review the images', funding='£120,000',
           team=['Ravi Chandrasekar', 'Ella Morrow', 'Kwame Ofori-Atta']),
    names=['Gareth Lloyd-Hughes', 'Ravi Chandrasekar', 'Ella Morrow', 'Kwame Ofori-Atta']))

# ---------------------------------------------------------------- grant abstracts (3) ------

DOCS.append(DOC(
    32, 'abstract-memorybox', 'grant-abstract', 'pdf', fields=['elderly care', 'digital health', 'mental health'],
    stage_how='explicit', opts={'font': 'serif'},
    blocks=[
        T('MemoryBox: a tablet reminiscence app for people with dementia in care homes – a '
          'feasibility trial'),
        H('Background'),
        P('Many people with moderate dementia in care homes spend most of the day without '
          'meaningful activity. Agitation and low mood are common, and are often treated with '
          'antipsychotic medicines that carry serious risks. Reminiscence work helps, but staff '
          'rarely have the time or materials to do it one to one.'),
        H('Aims'),
        P('To test whether MemoryBox, a tablet app that plays personal photos, music and voice '
          'recordings collected from families, can be delivered by care staff in 15-minute '
          'sessions, and whether it is acceptable to residents, families and staff.'),
        H('Methods'),
        P('A cluster randomised feasibility trial in 8 care homes in the Highlands (4 intervention, '
          '4 usual care), recruiting 80 residents with moderate dementia. The prototype app has '
          'been built and used with 6 residents in one home. Outcomes: recruitment, retention, '
          'session adherence, agitation (CMAI) and quality of life (DEMQOL).'),
        H('Expected impact'),
        P('If feasible, MemoryBox will go forward to a full trial. It could give every care home a '
          'low-cost way to offer personal, one-to-one activity every day.'),
        H('Budget and team'),
        P('We request £249,800 over 24 months. Dr Fiona MacAulay (principal investigator, nursing), '
          'Prof. Anil Mehta (old age psychiatry) and Shona Gillies (care home manager) form the '
          'team.'),
    ],
    gold=G(title='MemoryBox',
           problem=['spend most of the day without meaningful activity',
                    'staff rarely have the time or materials'],
           solution='tablet app that plays personal photos, music and voice recordings',
           target=['residents with moderate dementia', 'people with dementia in care homes'],
           stage='prototype', funding='£249,800',
           team=['Fiona MacAulay', 'Anil Mehta', 'Shona Gillies']),
    names=['Fiona MacAulay', 'Anil Mehta', 'Shona Gillies']))

DOCS.append(DOC(
    33, 'abstract-heart-home', 'grant-abstract', 'docx', fields=['rehabilitation', 'public health'],
    stage_how='implicit',
    blocks=[
        T('HEART-HOME: home-based cardiac rehabilitation led by community health workers in rural '
          'Kerala'),
        H('Objectives'),
        P('Fewer than one in ten patients in rural Kerala join cardiac rehabilitation after a heart '
          'attack, because the programmes are in city hospitals far from home. HEART-HOME will test '
          'whether trained community health workers can deliver a 12-week rehabilitation programme '
          "in patients' homes."),
        H('Design'),
        P('A two-arm randomised controlled trial with 1:1 allocation. The intervention includes a '
          'home visit each week, a walking plan, a medicine check and a family cooking session on '
          'salt and oil.'),
        H('Setting and participants'),
        P('Two taluk hospitals in Palakkad district and their surrounding villages. We will recruit '
          '240 adults discharged after a heart attack, within four weeks of discharge.'),
        H('Timeline'),
        P('Recruitment of sites and training of 20 community health workers will take place from '
          'January to March 2027; the first patients will be enrolled in April 2027.'),
        H('Outcomes'),
        P('Primary: exercise capacity (six-minute walk test) at 12 weeks. Secondary: return to '
          'work, blood pressure, medicine adherence and readmission at 6 months.'),
        H('Budget'),
        P('Total requested: INR 48 lakh over two years, mainly for community health worker '
          'honoraria, training and data collection. Besides funding, we would welcome advice on a '
          'mobile data collection tool.'),
        H('Investigators'),
        P('Dr. Lakshmi Pillai (cardiologist, principal investigator); Dr. Joseph Varghese (public '
          'health); Sreeja Nair (nurse coordinator).'),
    ],
    gold=G(title='HEART-HOME',
           problem='the programmes are in city hospitals far from home',
           solution=['trained community health workers can deliver a 12-week rehabilitation programme',
                     'a home visit each week, a walking plan'],
           target='adults discharged after a heart attack', stage='concept',
           needs='advice on a mobile data collection tool', funding='INR 48 lakh',
           team=['Lakshmi Pillai', 'Joseph Varghese', 'Sreeja Nair']),
    names=['Lakshmi Pillai', 'Joseph Varghese', 'Sreeja Nair']))

DOCS.append(DOC(
    34, 'abstract-keep-cool-keep-well', 'grant-abstract', 'pdf', fields=['mental health', 'climate and heat'],
    stage_how='explicit', opts={'font': 'dejavu'},
    blocks=[
        T('Keep Cool, Keep Well: heat alerts for people taking antipsychotic medicines'),
        S('Proposal summary – Lisbon Metropolitan Area'),
        H('Background'),
        P('Antipsychotic and some other psychiatric medicines reduce the body\'s ability to sweat '
          'and to feel thirst. During heatwaves, people taking them are admitted and die at higher '
          'rates than the general population, yet heat advice rarely reaches them.'),
        H('Aims'),
        P('To design, with service users, a heat-alert service for people on antipsychotic '
          'medicines: a text message when a heatwave is forecast, a phone call from their community '
          'mental health team on the first hot day, and a cooling plan written into each care plan.'),
        H('Methods'),
        P('This is a new concept and no part of it runs yet. In year 1 we will co-design the '
          'messages with 20 service users and carers, and test the call protocol with two community '
          'mental health teams in Lisbon and Setúbal. In year 2 we will run it through one summer '
          'for about 600 adults with severe mental illness and compare heat-related admissions with '
          'the previous three summers.'),
        H('Expected impact'),
        P('Fewer heat-related admissions and deaths among people with severe mental illness, and a '
          'model that other cities in southern Europe can copy.'),
        H('Budget and team'),
        P('We request €310,000 over two years. The team is led by Dr Sofia Lindqvist '
          '(psychiatrist) with Tiago Ramalho (climate and health researcher) and Carla Menezes '
          '(peer support worker). We are also seeking a partner from the national weather service '
          'to share forecasts early.'),
    ],
    gold=G(title='Keep Cool, Keep Well',
           problem=['heat advice rarely reaches them',
                    "reduce the body's ability to sweat and to feel thirst"],
           solution=['a text message when a heatwave is forecast',
                     'a cooling plan written into each care plan'],
           target=['people on antipsychotic medicines', 'adults with severe mental illness'],
           stage='concept', needs='a partner from the national weather service',
           funding='€310,000',
           team=['Sofia Lindqvist', 'Tiago Ramalho', 'Carla Menezes']),
    names=['Sofia Lindqvist', 'Tiago Ramalho', 'Carla Menezes']))

# ---------------------------------------------------------------- decks (2) ----------------

DOCS.append(DOC(
    35, 'deck-tumblewatch', 'deck', 'pdf', fields=['devices', 'elderly care'], stage_how='explicit',
    opts={'size': '169', 'numfmt': '{n} / {total}', 'accent': '#1d4e5f', 'figure': '#9c3b1b'},
    blocks=[
        SLIDE('cover', 'Tumblewatch', ['Radar fall detection without cameras',
                                     'Seed round – November 2026']),
        SLIDE('problem', 'The problem',
              ['Older people who fall at home alone can lie on the floor for hours',
               "Pendant alarms only work if they're worn – most sit on the bedside table",
               'Cameras in bathrooms are a no-go for residents']),
        SLIDE('solution', 'Our solution',
              ['A wall-mounted radar sensor that detects a fall in the bathroom or bedroom',
               'No camera, nothing to wear, no images stored',
               'Alert to family, warden or monitoring centre within 30 seconds']),
        SLIDE('users', "Who it's for",
              ['Older people living alone in sheltered and social housing',
               'Tenants with dementia or a history of falls']),
        SLIDE('market', 'Market', figures=[
            ['12.7m', 'people aged 65+ in the UK'],
            ['1 in 3', 'over-65s fall each year'],
            ['£4.4bn', 'yearly NHS and social care cost of falls']]),
        SLIDE('traction', 'Traction',
              ['Deployed in 1,200 homes with 9 housing associations since 2021',
               '312 falls detected, median response 7 minutes',
               'Revenue: £380k in 2025-26 (£6 per home per week)']),
        SLIDE('team', 'Team',
              ['Chloe Ashworth – CEO, ex-housing association director',
               'Dr Kofi Boateng – CTO, radar signal processing PhD',
               'Lorna Keddie – head of care partnerships, former warden']),
        SLIDE('ask', 'The ask',
              ['Raising £750,000 seed to reach 10,000 homes',
               'Two NHS trusts to link alerts to urgent community response',
               'Introductions to large housing associations']),
    ],
    gold=G(title='Tumblewatch',
           problem=["Pendant alarms only work if they're worn", 'can lie on the floor for hours'],
           solution=['A wall-mounted radar sensor that detects a fall',
                     'Alert to family, warden or monitoring centre within 30 seconds'],
           target='Older people living alone in sheltered and social housing',
           stage='established',
           needs=['Two NHS trusts to link alerts to urgent community response',
                  'Introductions to large housing associations'],
           funding='£750,000',
           team=['Chloe Ashworth', 'Kofi Boateng', 'Lorna Keddie']),
    names=['Chloe Ashworth', 'Kofi Boateng', 'Lorna Keddie']))

DOCS.append(DOC(
    36, 'deck-socketswift', 'deck', 'pdf', fields=['rehabilitation', 'devices', 'disability'],
    stage_how='explicit',
    opts={'size': 'a4l', 'numfmt': 'Slide {n}', 'accent': '#2d3f6b', 'figure': '#6b2d5c',
          'figsize': 34, 'deck_footer': 'SocketSwift | Confidential'},
    blocks=[
        SLIDE('cover', 'SocketSwift', ['Prosthetic sockets in 48 hours, scanned by phone',
                                   'Freetown, Sierra Leone']),
        SLIDE('problem', 'The problem',
              ['A hand-made socket takes 3 to 6 weeks and several trips to Freetown',
               'Many amputees give up and use crutches instead',
               'Only a handful of trained prosthetists in the country']),
        SLIDE('solution', 'What we do',
              ['A phone scans the residual limb at a district clinic',
               'The socket is 3D-printed in Freetown and sent back within 48 hours',
               'A prosthetist fits it by video call with the clinic nurse']),
        SLIDE('users', "Who it's for",
              ['Below-knee amputees in Sierra Leone, many after diabetes or road accidents']),
        SLIDE('market', 'Market', figures=[
            ['≈ 40m', 'people worldwide need a prosthesis or orthosis'],
            ['5–15%', 'of them have access to one'],
            ['US$3.1bn', 'global lower-limb prosthetics market']]),
        SLIDE('traction', 'Prototype results',
              ['Prototype sockets fitted to 27 patients since March 2026',
               'Fit rated good or very good by 24 of 27',
               'Two district clinics: Bo and Makeni']),
        SLIDE('team', 'Team',
              ["Ibrahim Kamara – prosthetist, 14 years' experience",
               'Fatmata Sesay – mechanical engineer, 3D printing',
               'Dr Hawa Conteh – orthopaedic surgeon, adviser']),
        SLIDE('ask', 'Our ask',
              ['US$400,000 over two years for 6 printers and 10 clinics',
               'A prosthetics school to train scanning nurses',
               'Help with certification of the socket material']),
    ],
    gold=G(title='SocketSwift',
           problem=['A hand-made socket takes 3 to 6 weeks',
                    'Many amputees give up and use crutches instead'],
           solution=['A phone scans the residual limb at a district clinic',
                     '3D-printed in Freetown and sent back within 48 hours'],
           target='Below-knee amputees in Sierra Leone', stage='prototype',
           needs=['A prosthetics school to train scanning nurses',
                  'Help with certification of the socket material'],
           funding='US$400,000',
           team=['Ibrahim Kamara', 'Fatmata Sesay', 'Hawa Conteh']),
    names=['Ibrahim Kamara', 'Fatmata Sesay', 'Hawa Conteh']))

# ---------------------------------------------------------------- not pitches (4) ----------

DOCS.append(DOC(
    37, 'school-newsletter', 'not-pitch', 'docx', opts={'title_style': 'Title'},
    blocks=[
        T('Larkfield Rise Primary School – Newsletter'),
        S('Friday 20 November 2026 | Issue 9'),
        H('From the head teacher'),
        P('What a busy half term! Thank you to all the families who came to our harvest assembly – '
          'we collected 212 tins for the Greenbank food bank. Our new reading corner in Year 2 is '
          "now open, and the children have named it 'The Burrow'."),
        H('Flu vaccinations'),
        P('The school immunisation team will be in on Tuesday 1 December to give the nasal flu '
          'spray to children whose parents have returned the consent form. If you have not '
          'returned the form, please do so by Friday. Children who are unwell on the day will be '
          'offered another date.'),
        H('Head lice'),
        P("We have had a few cases of head lice in Year 3. Please check your child's hair this "
          'weekend with a fine-toothed comb. You do not need to keep your child off school.'),
        H('Healthy Lunchbox Week'),
        P('Next week is Healthy Lunchbox Week. Mr Owen Pritchard will be awarding stickers for '
          'lunchboxes with a piece of fruit or vegetables. Please remember we are a nut-free school.'),
        H('Dates for your diary'),
        UL('Tue 1 Dec – nasal flu spray (all year groups)',
           'Fri 11 Dec – Christmas jumper day (£1 donation)',
           'Thu 17 Dec – KS1 nativity, 2pm',
           'Fri 18 Dec – school closes at 1.30pm'),
        P('Mrs Rachel Ainsworth, Head Teacher'),
    ],
    names=['Owen Pritchard', 'Rachel Ainsworth']))

DOCS.append(DOC(
    38, 'job-advert-community-nurse', 'not-pitch', 'docx',
    opts={'footer': 'Riverside Community Health Services is an equal opportunities employer.'},
    blocks=[
        T('Community Staff Nurse (Band 5)'),
        S('Riverside Community Health Services | Ref: RCH-2026-114'),
        P('Salary: £31,050 – £37,890 per annum pro rata | Hours: 37.5 per week | Permanent'),
        H('About the role'),
        P('We are looking for a caring and motivated registered nurse to join our district nursing '
          'team covering Halewood and Speke. You will visit patients in their own homes, manage '
          'wounds, give end-of-life care, give insulin and support people with long-term '
          'conditions to stay independent.'),
        H('About you'),
        UL('NMC registered adult nurse', 'Full UK driving licence and access to a car',
           'Good IT skills – all notes are kept on a tablet',
           'Newly qualified nurses welcome: 12-month preceptorship'),
        H('What we offer'),
        UL("27 days' annual leave plus bank holidays, rising with service", 'NHS pension scheme',
           'Mileage paid at the agreed rate', 'Free flu vaccination and staff wellbeing service'),
        P('For an informal chat, contact Sister Joanne Ridley, District Nursing Team Leader, on '
          '0151 496 0582 or joanne.ridley@riversidechs.example.net.'),
        P('Closing date: 9 December 2026. Interviews: week commencing 14 December.'),
    ],
    names=['Joanne Ridley']))

DOCS.append(DOC(
    39, 'pharmacy-opening-hours', 'not-pitch', 'pdf', opts={'font': 'liberation'},
    blocks=[
        T('Kestrel Pharmacy'),
        S('14 Market Street, Thornbury'),
        H('Christmas & New Year opening hours'),
        TABLE(['Day', 'Date', 'Opening hours'],
              ['Thursday', '24 December', '9:00am – 4:00pm'],
              ['Friday', '25 December', 'Closed'],
              ['Saturday', '26 December', 'Closed'],
              ['Sunday', '27 December', 'Closed'],
              ['Monday', '28 December', '10:00am – 2:00pm'],
              ['Tuesday–Wednesday', '29–30 December', '9:00am – 6:00pm'],
              ['Thursday', '31 December', '9:00am – 4:00pm'],
              ['Friday', '1 January', 'Closed'],
              ['Saturday', '2 January', '9:00am – 1:00pm']),
        P('Please order your repeat prescriptions by Friday 18 December so we can have them ready '
          'before the holidays.'),
        P('Flu and COVID-19 vaccinations: walk in any weekday morning until 23 December, no '
          'appointment needed.'),
        P('If you need medicines or urgent advice when we are closed, call NHS 111.'),
        P('Your pharmacist: Hamid Rezaei MPharm | Tel. 0117 496 0532'),
    ],
    names=['Hamid Rezaei']))

REFERENCES = [
    ('Okonjo-Bright T, Halvorsen M, Pereira-Lutz A. Community health workers and blood pressure '
     'control in rural districts: a cluster randomised trial. J Rural Prim Care. 2021;14(3):211–9.',
     ['Okonjo-Bright T', 'Halvorsen M', 'Pereira-Lutz A']),
    ('Vandermeulen K, Szabó E. Text-message reminders for childhood vaccination: a systematic '
     'review. Vaccine Rep. 2019;7:100088.', ['Vandermeulen K', 'Szabó E']),
    ('Castellanos-Ruiz M, Obuya P, Lindahl J, et al. Heat exposure and preterm birth in low-income '
     'settings. Environ Health Lett. 2022;3(2):45–53. doi:10.5555/ehl.2022.0045',
     ['Castellanos-Ruiz M', 'Obuya P', 'Lindahl J']),
    ('Achterberg S, Mwangangi R. Peer support for postnatal depression: a qualitative study in two '
     'counties. Matern Ment Health. 2020;11(4):301–10.', ['Achterberg S', 'Mwangangi R']),
    ('Fujiwara H, Delacroix-Bennett L. Falls prevention in the home: cost analysis of minor '
     'adaptations. Age Care Econ. 2018;22:77–86.', ['Fujiwara H', 'Delacroix-Bennett L']),
    ('Nakashima Y, Oyelaran B, Grünfeld D. Reading glasses and productivity among professional '
     'drivers. Ophthal Public Health. 2023;5(1):12–20. doi:10.5555/oph.2023.012',
     ['Nakashima Y', 'Oyelaran B', 'Grünfeld D']),
    ('Brännström K, Ilunga C. Hearing aid non-use among older adults: a cross-sectional survey. '
     'Int J Audiol Pract. 2017;9(2):88–95.', ['Brännström K', 'Ilunga C']),
    ('Hallworth G, Adjei-Mensah F, Roux P. Pressure ulcer incidence in wheelchair users after '
     'discharge from spinal units. Spinal Care Q. 2021;30(1):5–14.',
     ['Hallworth G', 'Adjei-Mensah F', 'Roux P']),
    ('Ortega-Villalba I, Kowalczyk Z. Free swimming lessons and drowning risk in migrant children. '
     'Inj Prev Lett. 2024;2:e114.', ['Ortega-Villalba I', 'Kowalczyk Z']),
    ('Teixeira-Lobo R, Ashdown P, Murata K. Antipsychotic use and heat-related hospital '
     'admissions: a case-crossover study. Psychiatr Clim. 2022;1(1):33–41.',
     ['Teixeira-Lobo R', 'Ashdown P', 'Murata K']),
]

DOCS.append(DOC(
    40, 'reference-list', 'not-pitch', 'docx', opts={'plain_headings': True},
    blocks=[H('References')] + [P('%d. %s' % (i + 1, r[0])) for i, r in enumerate(REFERENCES)],
    names=[n for r in REFERENCES for n in r[1]]))

# ==== END OF DATA ====


# ============================================================================================
# TEXT HELPERS
# ============================================================================================

def units(d):
    """Every string that goes into the file, one per paragraph/bullet/cell/line."""
    out = []
    for kind, val in d['blocks']:
        if kind in ('title', 'sub', 'h', 'p', 'line'):
            out.append(val)
        elif kind in ('ul', 'hdr', 'sig', 'scan'):
            out.extend(val)
        elif kind == 'table':
            for row in val:
                out.extend(row)
        elif kind == 'slide':
            out.append(val['title'])
            out.extend(val['body'])
            for f in val['figures']:
                out.extend(f)
        elif kind == 'canvas':
            out.extend(val['header'] or [])
            for label, lines in val['cells']:
                out.append(label)
                out.extend(lines)
    for k in ('footer', 'deck_footer'):
        if d['opts'].get(k):
            out.append(d['opts'][k])
    return [u for u in out if u.strip()]


def ws(s):
    return ' '.join(s.split())


def full_text(d):
    return '\n'.join(units(d))


def is_pitch(d):
    return d['shape'] != 'not-pitch'


def gold_phrases(d, with_stage=False):
    for f in FIELDS:
        if f == 'stage' and not with_stage:
            continue
        for p in d['gold'].get(f) or []:
            yield f, p


STAGE_WORDS = {
    'en': ['concept', 'prototype', 'pilot', 'live', 'established', 'launch', 'mvp', '=beta',
           'alpha', 'stage', 'deployed', 'idea'],
    'pt': ['ideia', 'fase', 'etapa', 'piloto', 'protótip', 'conceito', 'estabelecid',
           'consolidad', 'lançad', 'implantad', 'estágio'],
    'es': ['idea', 'fase', 'etapa', 'piloto', 'prototip', 'concept', 'lanz', 'establecid',
           'consolidad', 'implantad'],
    'it': ['idea', 'fase', 'pilota', 'avviat', 'avvio', 'sperimentazion', 'prototip', 'concett',
           'stadio', 'consolidat', 'lanci'],
    'nl': ['idee', 'fase', 'pilot', 'prototyp', 'concept', 'gevestigd', 'gelanceerd', 'lancering',
           'stadium', 'proef', 'opstart'],
    'pl': ['pomysł', 'faz', 'etap', 'pilot', 'prototyp', 'koncepc', 'wdroż', 'uruchom',
           'ugruntowan', 'stadium'],
    'sv': ['idé', '=fas', 'faser', 'pilot', 'prototyp', 'koncept', 'etabler', 'lanser', 'stadi',
           'skede', 'uppstart'],
    'tr': ['fikir', 'aşama', 'evre', 'pilot', 'prototip', 'konsept', 'lansman', 'yerleş', '=faz'],
}


def stage_word_hits(d):
    text = full_text(d)
    words = list(STAGE_WORDS['en'])
    if d['lang'] != 'en':
        words += STAGE_WORDS[d['lang']]
    hits = []
    for w in words:
        if w.startswith('='):
            pat = r'(?<!\w)' + re.escape(w[1:]) + r'(?!\w)'
        else:
            pat = r'(?<!\w)' + re.escape(w)
        m = re.search(pat, text, re.I)
        if m:
            hits.append(m.group(0))
    return hits


ENGLISH_WORDS = ['the', 'and', 'with', 'our', 'we', 'this', 'that', 'from']

TITLES = ['Dr.ª', 'Dra.', 'Dr.', 'Dr', 'Prof.', 'Prof', 'Mrs.', 'Mrs', 'Mr.', 'Mr', 'Ms.', 'Ms',
          'Sister', 'Cllr', 'Dott.ssa', 'Dott.', 'dr', 'Ing.', 'Sr.', 'Sra.']
TITLE_RE = re.compile(r'(?<![\w.])(' + '|'.join(re.escape(t) for t in
                                                sorted(TITLES, key=len, reverse=True)) + r')(?=\s)')
HEADER_RE = re.compile(r'^(From|To|Cc|De|Para|À|Von|An|Van|Aan):\s*(.*)$')
PARTICLES = {'van', 'der', 'den', 'de', 'da', 'das', 'dos', 'del', 'di', 'te', 'von', 'la', 'le', 'al'}

EMAIL_RE = re.compile(r'[\w.+-]+@([\w-]+(?:\.[\w-]+)+)')
HOST_RE = re.compile(r'\b(?:https?://)?(?:[a-z0-9-]+\.)+(?:org|com|net|uk|io|nl|pl|se|pt|es|it|'
                     r'tr|ie|ca|au|nz|in|gh|mx|za|ke|ph|sl|health|app)\b')
EXAMPLE_DOMAIN_RE = re.compile(r'(^|\.)example\.(org|com|net)$')
PHONE_RE = re.compile(r'(?<![\w.])\+?\d[\d ()\-]{7,}\d(?![\w])')
FICTIONAL_PHONES = [
    r'^(?:0|44)(?:113|114|115|116|117|118|121|131|141|151|161|191)4960\d{3}$',  # Ofcom drama
    r'^(?:0|44)207946\d{4}$', r'^(?:0|44)7700900\d{3}$', r'^(?:0|44)1632960\d{3}$',
    r'^1?\d{3}55501\d{2}$',                                                   # North America
]
MONEY_RE = re.compile(
    r'(?:£|€|₹|\$|US\$|A\$|CA\$|NZ\$)\s?\d'
    r'|\b(?:GHS|KES|PHP|INR|USD|EUR|ZMW|PKR)\s?\d'
    r'|\d[\d.,\s]*\s?(?:zł|kr|kronor|TL|euro|euros|pesos|dólares|lakh|million|mln)\b')


def header_names(line):
    m = HEADER_RE.match(line)
    if not m:
        return None
    names = []
    for part in re.split(r'[;,]', m.group(2)):
        part = part.strip()
        if not part:
            continue
        if '<' in part:
            name = part.split('<')[0].strip().strip('"')
        elif '@' in part:
            name = ''
        else:
            name = part
        if name:
            names.append(name)
    return names


def names_after_titles(text):
    found = []
    for m in TITLE_RE.finditer(text):
        rest = text[m.end():].split()
        toks = []
        for tok in rest[:3]:
            clean = tok.strip(',;:.()')
            if not clean or not clean[0].isupper():
                break
            toks.append(clean)
            if clean != tok:
                break
        if toks:
            found.append((m.group(1), toks))
    return found


def name_tokens(name):
    return [t for t in re.split(r'[\s\-]+', name) if len(t) > 2 and t.lower() not in PARTICLES]


def luminance(hexcol):
    h = hexcol.lstrip('#')
    r, g, b = (int(h[i:i + 2], 16) for i in (0, 2, 4))
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255


COLOURS = {'body': '#1a1a1a', 'heading': '#1f3a5f', 'muted': '#4d4d4d', 'table': '#222222',
           'deck-body': '#222222', 'deck-number': '#5a5a5a', 'scan-ink': '#464646'}


def doc_colours(d):
    cols = dict(COLOURS)
    for k in ('accent', 'figure'):
        if d['opts'].get(k):
            cols[k] = d['opts'][k]
    return cols


PLAIN_HEADINGS = {'problem', 'the problem', 'solution', 'the solution', 'our solution', 'team',
                  'the team', 'our team', 'funding', 'needs', 'stage', 'target', 'target group',
                  'target population', 'title', 'budget', 'background', 'summary', 'market',
                  'traction', 'ask', 'contact', 'introduction', 'project', 'project name'}
ABSTRACT_HEADINGS = {'background', 'aims', 'methods', 'expected impact', 'objectives', 'design',
                     'setting and participants', 'outcomes', 'budget', 'timeline',
                     'investigators', 'budget and team'}
DECK_KINDS = ['cover', 'problem', 'solution', 'market', 'traction', 'team', 'ask']
CANVAS_LABELS = {
    'lean': ['Problem', 'Solution', 'Unique Value Proposition', 'Unfair Advantage',
             'Customer Segments', 'Key Metrics', 'Channels', 'Cost Structure', 'Revenue Streams'],
    'bmc': ['Key Partners', 'Key Activities', 'Value Propositions', 'Customer Relationships',
            'Customer Segments', 'Key Resources', 'Channels', 'Cost Structure', 'Revenue Streams'],
    'vpc': ['Products & Services', 'Customer Jobs', 'Gain Creators', 'Gains', 'Pain Relievers',
            'Pains'],
}
SCAN_CHARS = set(chr(c) for c in range(32, 127)) | {'£'}


def sentences(s):
    return [x for x in re.split(r'(?<=[.!?])\s+', s.strip()) if x.strip()]


# ============================================================================================
# CHECKS ON THE DATA
# ============================================================================================

def check_data(docs):
    errors = []

    def E(code, d, msg):
        errors.append((code, ('m%02d: ' % d['n'] if d else '') + msg))

    # ---- counts, numbers, names of files
    if len(docs) != 40:
        E('shape-count', None, '%d documents, expected 40' % len(docs))
    counts = {}
    for d in docs:
        counts[d['shape']] = counts.get(d['shape'], 0) + 1
    for shape, want in SHAPE_COUNTS.items():
        if counts.get(shape, 0) != want:
            E('shape-count', None, 'shape %s has %d documents, expected %d'
              % (shape, counts.get(shape, 0), want))
    for shape in counts:
        if shape not in SHAPE_COUNTS:
            E('shape-count', None, 'unknown shape %s' % shape)
    nums = sorted(d['n'] for d in docs)
    if nums != list(range(1, len(docs) + 1)):
        E('file-number', None, 'document numbers are not 1..%d without gaps or repeats' % len(docs))
    fnames = [file_name(d) for d in docs]
    if len(set(fnames)) != len(fnames):
        E('file-number', None, 'file names are not unique')
    npdf = sum(1 for d in docs if d['fmt'] == 'pdf')
    if not 18 <= npdf <= 22:
        E('format-balance', None, '%d PDF and %d DOCX, expected about half each'
          % (npdf, len(docs) - npdf))
    for d in docs:
        if not re.match(r'^[a-z0-9]+(-[a-z0-9]+)*$', d['slug']):
            E('file-name', d, 'slug %r is not kebab-case' % d['slug'])
        first = d['slug'].split('-')[0]
        if d['shape'] == 'other-language':
            if d['lang'] not in LANGUAGES or first != d['lang']:
                E('file-name', d, 'other-language file name must start with its language code')
        else:
            if d['lang'] != 'en':
                E('languages', d, 'only other-language documents may be in another language')
            if first in LANGUAGES:
                E('file-name', d, 'English document named like a language file')
        if d['fmt'] not in ('pdf', 'docx'):
            E('format', d, 'format %r' % d['fmt'])
        if d['shape'] in ('scan', 'deck') and d['fmt'] != 'pdf':
            E('format', d, '%s must be a PDF' % d['shape'])

    # ---- gold structure and phrases
    for d in docs:
        g = d['gold']
        if sorted(g.keys()) != sorted(FIELDS):
            E('gold-keys', d, 'gold keys %s' % sorted(g.keys()))
        uts = [ws(u) for u in units(d)]
        joined = ws(' '.join(units(d)))
        for f in FIELDS:
            v = g.get(f)
            if v is None:
                continue
            maxn = 2 if f == 'stage' else 3
            if not isinstance(v, list) or not 1 <= len(v) <= maxn or \
                    not all(isinstance(p, str) and p.strip() for p in v):
                E('gold-count', d, '%s must be null or 1-%d phrases' % (f, maxn))
                continue
            if f == 'stage':
                if len(set(v)) != len(v) or any(s not in STAGES for s in v):
                    E('stage-invalid', d, 'stage %r' % v)
                continue
            for p in v:
                if len(p.split()) > 10:
                    E('phrase-long', d, '%s phrase has %d words: %r' % (f, len(p.split()), p))
                if not any(ws(p) in u for u in uts):
                    if ws(p) in joined:
                        E('phrase-split', d, '%s phrase runs across two strings: %r' % (f, p))
                    else:
                        E('phrase-missing', d, '%s phrase not in the text: %r' % (f, p))

    # ---- pitches and non-pitches
    for d in docs:
        g = d['gold']
        if not is_pitch(d):
            if any(g.get(f) is not None for f in FIELDS):
                E('nonpitch-gold', d, 'non-pitch with non-null gold')
            if d['stage_how'] is not None:
                E('nonpitch-flag', d, 'non-pitch with a stage flag')
            continue
        if not g.get('solution'):
            E('solution-missing', d, 'pitch without a solution')
        if not g.get('target_population'):
            E('target-missing', d, 'pitch without a target population')
        if not g.get('stage'):
            E('stage-invalid', d, 'pitch without a stage')
        if d['stage_how'] not in ('implicit', 'explicit'):
            E('stage-flag', d, 'pitch without an implicit/explicit stage flag')
        if not d['fields'] or any(f not in HEALTH_FIELDS for f in d['fields']):
            E('fields', d, 'health fields %r' % d['fields'])

    pitches = [d for d in docs if is_pitch(d)]
    covered = {f for d in pitches for f in d['fields']}
    for f in HEALTH_FIELDS:
        if f not in covered:
            E('fields', None, 'no pitch in health field %r' % f)

    # ---- stage wording
    for d in pitches:
        hits = stage_word_hits(d)
        if d['stage_how'] == 'implicit' and hits:
            E('stage-word-implicit', d, 'implicit-stage document uses stage words %r' % hits)
        if d['stage_how'] == 'explicit' and not hits:
            E('stage-word-missing', d, 'explicit-stage document has no stage word')

    # ---- batch-level counts
    stage_counts = {s: 0 for s in STAGES}
    for d in pitches:
        for s in d['gold'].get('stage') or []:
            if s in stage_counts:
                stage_counts[s] += 1
    for s, c in stage_counts.items():
        if not 6 <= c <= 12:
            E('stage-balance', None, 'stage %s has %d pitches, expected 6-12' % (s, c))
    if not any(len(d['gold'].get('stage') or []) == 2 for d in pitches):
        E('stage-balance', None, 'no pitch with two stages')
    n_impl = sum(1 for d in pitches if d['stage_how'] == 'implicit')
    if n_impl < 12:
        E('implicit-count', None, 'only %d implicit-stage pitches, expected at least 12' % n_impl)
    n_money = sum(1 for d in pitches
                  if any(re.search(r'\d', p) for p in d['gold'].get('funding') or []))
    if n_money < 10:
        E('money-count', None, 'only %d pitches state an amount of money as funding' % n_money)
    for f in ('title', 'problem', 'needs', 'funding', 'team'):
        nn = sum(1 for d in pitches if d['gold'].get(f) is None)
        if nn < 1:
            E('nulls', None, 'no pitch leaves %s out' % f)
        if nn > len(pitches) // 2:
            E('nulls', None, '%s is null in %d of %d pitches' % (f, nn, len(pitches)))

    # ---- other languages
    ol = [d for d in docs if d['shape'] == 'other-language']
    langs = sorted(d['lang'] for d in ol)
    if langs != sorted(LANGUAGES):
        E('languages', None, 'other-language documents are %r, expected one each of %r'
          % (langs, sorted(LANGUAGES)))
    layouts = {('prose' if d['layout'] == 'prose-headed' else d['layout']) for d in ol}
    if not LAYOUTS_WANTED <= layouts:
        E('languages', None, 'other-language layouts %r miss %r'
          % (sorted(layouts), sorted(LAYOUTS_WANTED - layouts)))
    for d in ol:
        text = full_text(d)
        bad = sorted({ch for ch in text if ch.isalpha() and ch not in 'ªº'
                      and 'LATIN' not in unicodedata.name(ch, '')})
        if bad:
            E('latin', d, 'non-Latin letters %r' % bad)
        for w in ENGLISH_WORDS:
            if w == 'we' and d['lang'] == 'nl':
                continue
            if re.search(r'(?<!\w)' + w + r'(?!\w)', text, re.I):
                E('english-word', d, 'English word %r in a %s document' % (w, LANGUAGES[d['lang']]))

    # ---- person names
    token_docs = {}
    for d in docs:
        text = ws(full_text(d))
        names = d['names']
        for nm in names:
            if ws(nm) not in text:
                E('name-missing', d, 'person name %r not in the text' % nm)
            if TITLE_RE.match(nm + ' '):
                E('name-title', d, 'listed name %r starts with a title' % nm)
            for t in name_tokens(nm):
                token_docs.setdefault(t.lower(), set()).add(d['n'])
        all_tokens = {t for nm in names for t in nm.split()}
        for title, toks in names_after_titles(text):
            if toks[0] not in all_tokens:
                E('name-unlisted-title', d, 'name after %r not listed: %r' % (title, ' '.join(toks)))
        for kind, val in d['blocks']:
            if kind != 'hdr':
                continue
            for line in val:
                for nm in header_names(line) or []:
                    if nm not in names:
                        E('name-unlisted-header', d, 'header name %r not listed' % nm)
        for p in d['gold'].get('title') or []:
            for nm in names:
                for t in name_tokens(nm):
                    if re.search(r'(?<!\w)' + re.escape(t) + r'(?!\w)', p):
                        E('title-person', d, 'title %r holds person name part %r' % (p, t))
    for t, ns in sorted(token_docs.items()):
        if len(ns) > 1:
            E('name-reused', None, 'name part %r used in documents %s' % (t, sorted(ns)))

    # ---- addresses and phone numbers
    for d in docs:
        text = full_text(d)
        for m in EMAIL_RE.finditer(text):
            if not EXAMPLE_DOMAIN_RE.search(m.group(1).lower()):
                E('address', d, 'address %r is not an example domain' % m.group(0))
        rest = EMAIL_RE.sub(' ', text).lower()
        for m in HOST_RE.finditer(rest):
            host = re.sub(r'^https?://', '', m.group(0))
            if not EXAMPLE_DOMAIN_RE.search(host):
                E('address', d, 'host %r is not an example domain' % m.group(0))
        for m in PHONE_RE.finditer(text):
            digits = re.sub(r'\D', '', m.group(0))
            if len(digits) >= 9 and not any(re.match(p, digits) for p in FICTIONAL_PHONES):
                E('phone', d, 'number %r is not in a fictional range' % m.group(0))

    # ---- shape rules
    forwarded = 0
    for d in docs:
        kinds = [k for k, _ in d['blocks']]
        plain = d['shape'] == 'paragraphs' or d['opts'].get('plain')
        if plain:
            if any(k != 'p' for k in kinds):
                E('paragraphs-shape', d, 'paragraphs document holds %r blocks'
                  % sorted(set(kinds) - {'p'}))
            nwords = 0
            for k, v in d['blocks']:
                if k == 'p':
                    nwords += len(v.split())
                    if len(v.split()) < 12:
                        E('paragraphs-short', d, 'paragraph of %d words: %r' % (len(v.split()), v))
            if not 150 <= nwords <= 500:
                E('paragraphs-words', d, '%d words, expected 150-500' % nwords)
        if d['shape'] == 'one-liner':
            if any(k != 'line' for k in kinds) or not 1 <= len(kinds) <= 3:
                E('oneliner', d, 'one-liner must be 1-3 lines')
            nsent = sum(len(sentences(v)) for k, v in d['blocks'] if k == 'line')
            if nsent > 3:
                E('oneliner', d, 'one-liner has %d sentences' % nsent)
        if d['shape'] == 'email' or d['layout'] == 'email':
            if kinds[0] != 'hdr':
                E('email-shape', d, 'e-mail does not start with header lines')
            if any(k not in ('hdr', 'p', 'sig') for k in kinds):
                E('email-shape', d, 'e-mail body holds %r' % sorted(set(kinds) - {'hdr', 'p', 'sig'}))
            for i, k in enumerate(kinds):
                if k == 'hdr':
                    nxt = d['blocks'][i + 1] if i + 1 < len(kinds) else None
                    if not nxt or nxt[0] != 'p' or len(nxt[1].split()) > 6 or \
                            nxt[1].rstrip()[-1:] not in ',:!':
                        E('email-greeting', d, 'no greeting after header lines %d' % i)
            hdrs = [v for k, v in d['blocks'] if k == 'hdr']
            sender = None
            if hdrs:
                for line in hdrs[-1]:
                    if re.match(r'^(From|De|Von|Van):', line):
                        sender = (header_names(line) or [None])[0]
            if kinds[-1] != 'sig' or not sender or sender not in ' '.join(d['blocks'][-1][1]):
                E('email-signoff', d, 'e-mail does not end with a sign-off holding %r' % sender)
            if len(hdrs) >= 2:
                subj = [l for l in hdrs[0] if l.startswith('Subject:')]
                marker = any(k == 'p' and 'Forwarded message' in v for k, v in d['blocks'])
                if marker and subj and re.match(r'Subject:\s*(FW|Fwd):', subj[0]):
                    forwarded += 1
        if d['layout'] == 'form':
            ok = (kinds == ['title', 'sub', 'table'] and len(d['blocks'][2][1]) >= 8
                  and all(len(r) == 2 for r in d['blocks'][2][1]))
            if not ok:
                E('form-shape', d, 'form must be a title, a note and one 2-column table of 8+ rows')
        heads = [v for k, v in d['blocks'] if k == 'h']
        if d['shape'] == 'grant-abstract':
            known = [h for h in heads if h.lower() in ABSTRACT_HEADINGS]
            if len(heads) < 3 or len(known) < 2:
                E('abstract-shape', d, 'abstract needs 3+ headings, 2+ of them abstract headings')
        if d['shape'] == 'headings':
            if len(heads) < 4:
                E('headings-plain', d, 'only %d headings' % len(heads))
            for h in heads:
                if re.sub(r'[^\w\s]', '', h.lower()).strip() in PLAIN_HEADINGS:
                    E('headings-plain', d, 'plain heading %r' % h)
        if d['layout'] == 'prose-headed' and len(heads) < 3:
            E('headings-plain', d, 'headed prose with only %d headings' % len(heads))
        if d['shape'] == 'deck' or d['layout'] == 'slides':
            slides = [v for k, v in d['blocks'] if k == 'slide']
            if len(slides) != len(kinds):
                E('deck-slides', d, 'deck holds non-slide blocks')
            if not slides or slides[0]['kind'] != 'cover':
                E('deck-cover', d, 'deck does not start with a cover slide')
            have = [s['kind'] for s in slides]
            for k in DECK_KINDS:
                if k not in have:
                    E('deck-slides', d, 'deck has no %s slide' % k)
            if '{n}' not in d['opts'].get('numfmt', ''):
                E('deck-numbers', d, 'deck slides are not numbered')
            targets = d['gold'].get('target_population') or []
            for s in slides:
                if s['kind'] == 'market':
                    if len(s['figures']) < 2:
                        E('deck-market', d, 'market slide without figure boxes')
                    stext = ' '.join([s['title']] + s['body'] + [x for f in s['figures'] for x in f])
                    for t in targets:
                        if ws(t).lower() in ws(stext).lower():
                            E('market-target-on-slide', d, 'target phrase %r on the market slide' % t)
                        for f in s['figures']:
                            if f[0] in t:
                                E('market-target', d, 'market figure %r in target gold' % f[0])
                if s['kind'] == 'ask' and not MONEY_RE.search(' '.join(s['body'])):
                    E('deck-ask', d, 'ask slide names no money')
        if d['shape'] == 'lean-canvas':
            cv = [v for k, v in d['blocks'] if k == 'canvas']
            if len(cv) != 1:
                E('canvas', d, 'lean-canvas document must hold exactly one canvas')
            else:
                want = CANVAS_LABELS.get(cv[0]['kind'], [])
                have = [c[0] for c in cv[0]['cells']]
                if sorted(have) != sorted(want) or any(not c[1] for c in cv[0]['cells']):
                    E('canvas', d, 'canvas %s cells %r do not match %r' % (cv[0]['kind'], have, want))
                if cv[0]['kind'] == 'vpc' and len(cv[0]['header'] or []) != 2:
                    E('canvas', d, 'value proposition canvas needs two side headers')
        if d['shape'] == 'scan':
            if kinds != ['scan']:
                E('scan-shape', d, 'scan must hold scan lines only')
            bad = sorted({ch for u in units(d) for ch in u if ch not in SCAN_CHARS})
            if bad:
                E('scan-chars', d, 'scan uses characters %r' % bad)
        for name, col in doc_colours(d).items():
            if luminance(col) > 0.7:
                E('colour', d, 'text colour %s %s is too light' % (name, col))
    canvas_kinds = {v['kind'] for d in docs if d['shape'] == 'lean-canvas'
                    for k, v in d['blocks'] if k == 'canvas'}
    if canvas_kinds != {'lean', 'bmc', 'vpc'}:
        E('canvas', None, 'canvas kinds %r, expected lean, bmc and vpc' % sorted(canvas_kinds))
    if forwarded != 1:
        E('email-forward', None, '%d forwarded e-mail chains, expected 1' % forwarded)
    return errors


# ============================================================================================
# RENDERING
# ============================================================================================
FONT_DIRS = {'dejavu': '/usr/share/fonts/truetype/dejavu/',
             'liberation': '/usr/share/fonts/truetype/liberation/',
             'urw': '/usr/share/fonts/opentype/urw-base35/'}
FONTSETS = {
    'dejavu': ('dejavu', 'DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-Oblique.ttf'),
    'serif': ('dejavu', 'DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf', 'DejaVuSerif-Italic.ttf'),
    'liberation': ('liberation', 'LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf',
                   'LiberationSans-Italic.ttf'),
}
SCAN_FONTS = {'nimbus': FONT_DIRS['urw'] + 'NimbusMonoPS-Regular.otf',
              'liberation-mono': FONT_DIRS['liberation'] + 'LiberationMono-Regular.ttf'}
_registered = set()


def reg_fonts(fs):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.lib.fonts import addMapping
    if fs in _registered:
        return
    d, r, b, i = FONTSETS[fs]
    pdfmetrics.registerFont(TTFont(fs, FONT_DIRS[d] + r))
    pdfmetrics.registerFont(TTFont(fs + '-B', FONT_DIRS[d] + b))
    pdfmetrics.registerFont(TTFont(fs + '-I', FONT_DIRS[d] + i))
    addMapping(fs, 0, 0, fs)
    addMapping(fs, 1, 0, fs + '-B')
    addMapping(fs, 0, 1, fs + '-I')
    addMapping(fs, 1, 1, fs + '-B')
    _registered.add(fs)


def pdf_fontset(d):
    return d['opts'].get('font', 'dejavu') if d['opts'].get('font', 'dejavu') in FONTSETS else 'dejavu'


def missing_glyphs(fs, text):
    from reportlab.pdfbase import pdfmetrics
    reg_fonts(fs)
    bad = set()
    for name in (fs, fs + '-B', fs + '-I'):
        cmap = pdfmetrics.getFont(name).face.charToGlyph
        bad |= {ch for ch in text if not ch.isspace() and ord(ch) not in cmap}
    return sorted(bad)


# ---------------------------------------------------------------- decks --------------------

def deck_size(d):
    from reportlab.lib.pagesizes import A4, landscape
    return (960.0, 540.0) if d['opts'].get('size') == '169' else landscape(A4)


def layout_slide(d, slide, n, total):
    """Return drawing operations for one slide and the fit errors."""
    from reportlab.pdfbase.pdfmetrics import stringWidth
    from reportlab.lib.utils import simpleSplit
    fs = 'dejavu'
    reg_fonts(fs)
    W, Hh = deck_size(d)
    cols = doc_colours(d)
    ops, errs = [], []
    m = 56
    if slide['kind'] == 'cover':
        ops.append(('rect', 0, 0, W, 14, cols['accent']))
        size = 46
        if stringWidth(slide['title'], fs + '-B', size) > W - 2 * m:
            errs.append('cover title does not fit')
        ops.append(('ctext', fs + '-B', size, cols['accent'], W / 2, Hh * 0.56, slide['title']))
        y = Hh * 0.56 - 50
        for line in slide['body']:
            if stringWidth(line, fs, 20) > W - 2 * m:
                errs.append('cover line does not fit: %r' % line)
            ops.append(('ctext', fs, 20, cols['deck-body'], W / 2, y, line))
            y -= 30
    else:
        ops.append(('rect', 0, Hh - 10, W, 10, cols['accent']))
        tsize = 30
        if stringWidth(slide['title'], fs + '-B', tsize) > W - 2 * m:
            errs.append('slide title does not fit: %r' % slide['title'])
        ops.append(('text', fs + '-B', tsize, cols['accent'], m, Hh - 72, slide['title']))
        y = Hh - 130
        size, lead = 20, 27
        for item in slide['body']:
            lines = simpleSplit(item, fs, size, W - 2 * m - 28)
            ops.append(('text', fs, size, cols['deck-body'], m, y, '•'))
            for ln in lines:
                ops.append(('text', fs, size, cols['deck-body'], m + 28, y, ln))
                y -= lead
            y -= 12
        if y < 50:
            errs.append('slide %d body runs off the slide' % n)
        figs = slide['figures']
        if figs:
            gap = 24
            bw = (W - 2 * m - gap * (len(figs) - 1)) / len(figs)
            bh = 210
            top = Hh - 130
            for i, (fig, cap) in enumerate(figs):
                x = m + i * (bw + gap)
                ops.append(('box', x, top - bh, bw, bh, cols['accent']))
                fsz = d['opts'].get('figsize', 40)
                if stringWidth(fig, fs + '-B', fsz) > bw - 20:
                    errs.append('market figure %r does not fit its box' % fig)
                ops.append(('ctext', fs + '-B', fsz, cols['figure'], x + bw / 2, top - 70, fig))
                cl = simpleSplit(cap, fs, 15, bw - 24)
                cy = top - 110
                for ln in cl:
                    ops.append(('ctext', fs, 15, cols['deck-body'], x + bw / 2, cy, ln))
                    cy -= 19
                if cy < top - bh + 8:
                    errs.append('caption %r does not fit its box' % cap)
    num = d['opts'].get('numfmt', '').format(n=n, total=total, n2='%02d' % n)
    if num:
        ops.append(('rtext', fs, 11, cols['deck-number'], W - 28, 20, num))
    if d['opts'].get('deck_footer') and slide['kind'] != 'cover':
        ops.append(('text', fs, 9, cols['deck-number'], 28, 20, d['opts']['deck_footer']))
    return ops, errs


def render_deck(d, path):
    from reportlab.pdfgen import canvas
    from reportlab.lib.colors import HexColor
    W, Hh = deck_size(d)
    c = canvas.Canvas(path, pagesize=(W, Hh))
    c.setTitle('')
    c.setAuthor('')
    slides = [v for k, v in d['blocks'] if k == 'slide']
    errs = []
    for i, s in enumerate(slides, 1):
        ops, e = layout_slide(d, s, i, len(slides))
        errs += e
        for op in ops:
            if op[0] == 'rect':
                c.setFillColor(HexColor(op[5]))
                c.rect(op[1], op[2], op[3], op[4], stroke=0, fill=1)
            elif op[0] == 'box':
                c.setStrokeColor(HexColor(op[5]))
                c.setLineWidth(1.5)
                c.roundRect(op[1], op[2], op[3], op[4], 10, stroke=1, fill=0)
            else:
                kind, font, size, col, x, y, s2 = op
                c.setFillColor(HexColor(col))
                c.setFont(font, size)
                if kind == 'text':
                    c.drawString(x, y, s2)
                elif kind == 'ctext':
                    c.drawCentredString(x, y, s2)
                else:
                    c.drawRightString(x, y, s2)
        c.showPage()
    c.save()
    return errs


# ---------------------------------------------------------------- one-liners (PDF) ---------

def layout_oneliner(d):
    from reportlab.pdfbase.pdfmetrics import stringWidth
    from reportlab.lib.pagesizes import A4
    reg_fonts('dejavu')
    W, Hh = A4
    lines = [v for k, v in d['blocks'] if k == 'line']
    ops, errs = [], []
    y = Hh - 80
    for i, ln in enumerate(lines):
        bold = i == 0 and len(lines) > 1 and len(ln.split()) <= 4
        font, size = ('dejavu-B', 13) if bold else ('dejavu', 11)
        if stringWidth(ln, font, size) > W - 2 * 56:
            errs.append('one-liner line does not fit one printed line: %r' % ln)
        ops.append((font, size, 56, y, ln))
        y -= 20
    return ops, errs


def render_oneliner_pdf(d, path):
    from reportlab.pdfgen import canvas
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.colors import HexColor
    ops, errs = layout_oneliner(d)
    c = canvas.Canvas(path, pagesize=A4)
    c.setTitle('')
    c.setAuthor('')
    c.setFillColor(HexColor(COLOURS['body']))
    for font, size, x, y, s in ops:
        c.setFont(font, size)
        c.drawString(x, y, s)
    c.showPage()
    c.save()
    return errs


# ---------------------------------------------------------------- flowing PDFs -------------
LEAN_POS = {'Problem': (0, 0, 0, 1), 'Solution': (1, 0, 1, 0), 'Key Metrics': (1, 1, 1, 1),
            'Unique Value Proposition': (2, 0, 2, 1), 'Unfair Advantage': (3, 0, 3, 0),
            'Channels': (3, 1, 3, 1), 'Customer Segments': (4, 0, 4, 1),
            'Cost Structure': (0, 2, 2, 2), 'Revenue Streams': (3, 2, 4, 2)}
BMC_POS = {'Key Partners': (0, 0, 0, 1), 'Key Activities': (1, 0, 1, 0), 'Key Resources': (1, 1, 1, 1),
           'Value Propositions': (2, 0, 2, 1), 'Customer Relationships': (3, 0, 3, 0),
           'Channels': (3, 1, 3, 1), 'Customer Segments': (4, 0, 4, 1),
           'Cost Structure': (0, 2, 2, 2), 'Revenue Streams': (3, 2, 4, 2)}
VPC_ROWS = [('Products & Services', 'Customer Jobs'), ('Gain Creators', 'Gains'),
            ('Pain Relievers', 'Pains')]


def canvas_grid(cv):
    """(rows, spans) for a canvas: rows of [label, lines] or None, spans as (c0, r0, c1, r1)."""
    cells = dict((k, v) for k, v in cv['cells'])
    if cv['kind'] == 'vpc':
        rows = [[['', [cv['header'][0]]], ['', [cv['header'][1]]]]]
        for a, b in VPC_ROWS:
            rows.append([[a, cells[a]], [b, cells[b]]])
        return rows, []
    pos = LEAN_POS if cv['kind'] == 'lean' else BMC_POS
    rows = [[None] * 5 for _ in range(3)]
    spans = []
    for label, (c0, r0, c1, r1) in pos.items():
        rows[r0][c0] = [label, cells[label]]
        if (c0, r0) != (c1, r1):
            spans.append((c0, r0, c1, r1))
    return rows, spans


def render_pdf_flow(d, path):
    from reportlab.lib.pagesizes import A4, landscape
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.colors import HexColor
    from reportlab.lib.units import mm
    from reportlab.platypus import SimpleDocTemplate, Paragraph, Spacer, Table, TableStyle
    from reportlab.platypus.flowables import HRFlowable
    fs = pdf_fontset(d)
    reg_fonts(fs)
    cols = doc_colours(d)
    land = d['opts'].get('landscape')
    pagesize = landscape(A4) if land else A4
    marg = 14 * mm if land else 20 * mm
    base = ParagraphStyle('base', fontName=fs, fontSize=10.5, leading=14.5,
                          textColor=HexColor(cols['body']), spaceAfter=6)
    st = {
        'title': ParagraphStyle('t', parent=base, fontName=fs + '-B', fontSize=17, leading=21,
                                textColor=HexColor(cols['heading']), spaceAfter=4),
        'sub': ParagraphStyle('s', parent=base, fontName=fs + '-I', fontSize=9.5, leading=12,
                              textColor=HexColor(cols['muted']), spaceAfter=10),
        'h': ParagraphStyle('h', parent=base, fontName=fs + '-B', fontSize=12, leading=15,
                            textColor=HexColor(cols['heading']), spaceBefore=8, spaceAfter=3),
        'p': base,
        'li': ParagraphStyle('li', parent=base, leftIndent=14, bulletIndent=3, spaceAfter=2),
        'hdr': ParagraphStyle('hdr', parent=base, fontSize=9.5, leading=12.5, spaceAfter=0,
                              textColor=HexColor(cols['table'])),
        'sig': ParagraphStyle('sig', parent=base, spaceAfter=0),
        'cell': ParagraphStyle('c', parent=base, fontSize=9.5, leading=12.5, spaceAfter=0,
                               textColor=HexColor(cols['table'])),
        'cellb': ParagraphStyle('cb', parent=base, fontName=fs + '-B', fontSize=9.5, leading=12.5,
                                spaceAfter=0, textColor=HexColor(cols['table'])),
        'cv': ParagraphStyle('cv', parent=base, fontSize=8.6, leading=11, spaceAfter=2,
                             textColor=HexColor(cols['table'])),
        'cvb': ParagraphStyle('cvb', parent=base, fontName=fs + '-B', fontSize=9.4, leading=12,
                              spaceAfter=3, textColor=HexColor(cols['heading'])),
    }
    story = []
    W = pagesize[0] - 2 * marg
    grid = HexColor('#6f6f6f')
    for kind, val in d['blocks']:
        if kind in ('title', 'sub', 'h', 'p'):
            story.append(Paragraph(escape(val), st[kind]))
        elif kind == 'ul':
            for it in val:
                story.append(Paragraph(escape(it), st['li'], bulletText='•'))
            story.append(Spacer(1, 4))
        elif kind == 'hdr':
            for ln in val:
                lab, _, rest = ln.partition(':')
                story.append(Paragraph('<b>%s:</b>%s' % (escape(lab), escape(rest)), st['hdr']))
            story.append(Spacer(1, 4))
            story.append(HRFlowable(width='100%', thickness=0.6, color=grid))
            story.append(Spacer(1, 8))
        elif kind == 'sig':
            story.append(Spacer(1, 6))
            for ln in val:
                story.append(Paragraph(escape(ln), st['sig']))
            story.append(Spacer(1, 8))
        elif kind == 'table':
            ncol = len(val[0])
            form = ncol == 2
            data = []
            for ri, row in enumerate(val):
                data.append([Paragraph(escape(c), st['cellb'] if (form and ci == 0) or
                                       (not form and ri == 0) else st['cell'])
                             for ci, c in enumerate(row)])
            widths = [W * 0.3, W * 0.7] if form else [W / ncol] * ncol
            t = Table(data, colWidths=widths)
            t.setStyle(TableStyle([('GRID', (0, 0), (-1, -1), 0.6, grid),
                                   ('VALIGN', (0, 0), (-1, -1), 'TOP'),
                                   ('TOPPADDING', (0, 0), (-1, -1), 5),
                                   ('BOTTOMPADDING', (0, 0), (-1, -1), 6)]))
            story.append(t)
            story.append(Spacer(1, 10))
        elif kind == 'canvas':
            rows, spans = canvas_grid(val)
            data = []
            for row in rows:
                drow = []
                for cell in row:
                    if cell is None:
                        drow.append('')
                        continue
                    label, lines = cell
                    fl = [Paragraph(escape(label), st['cvb'])] if label else []
                    for ln in lines:
                        if label:
                            fl.append(Paragraph(escape(ln), st['cv'], bulletText='•'))
                        else:
                            fl.append(Paragraph(escape(ln), st['cvb']))
                    drow.append(fl)
                data.append(drow)
            ncol = len(data[0])
            t = Table(data, colWidths=[W / ncol] * ncol)
            style = [('GRID', (0, 0), (-1, -1), 0.8, grid), ('VALIGN', (0, 0), (-1, -1), 'TOP'),
                     ('TOPPADDING', (0, 0), (-1, -1), 5), ('BOTTOMPADDING', (0, 0), (-1, -1), 8)]
            for c0, r0, c1, r1 in spans:
                style.append(('SPAN', (c0, r0), (c1, r1)))
            t.setStyle(TableStyle(style))
            story.append(t)
            story.append(Spacer(1, 8))
    footer = d['opts'].get('footer')

    def on_page(c, doc):
        if footer:
            c.saveState()
            c.setFont(fs, 7.5)
            c.setFillColor(HexColor(cols['muted']))
            c.drawString(marg, 10 * mm, footer)
            c.restoreState()
    doc = SimpleDocTemplate(path, pagesize=pagesize, leftMargin=marg, rightMargin=marg,
                            topMargin=marg, bottomMargin=marg, title='', author='', subject='',
                            creator='')
    doc.build(story, onFirstPage=on_page, onLaterPages=on_page)
    return []


# ---------------------------------------------------------------- DOCX ---------------------

def render_docx(d, path):
    from docx import Document
    from docx.shared import Pt
    doc = Document()
    cp = doc.core_properties
    cp.author = ''
    cp.title = ''
    cp.comments = ''
    cp.last_modified_by = ''
    o = d['opts']

    def para(text, style=None, bold=False, italic=False, size=None):
        p = doc.add_paragraph(style=style)
        r = p.add_run(text)
        r.bold = bold or None
        r.italic = italic or None
        if size:
            r.font.size = Pt(size)
        return p

    for kind, val in d['blocks']:
        if kind == 'title':
            if o.get('title_style') == 'Title':
                doc.add_paragraph(val, style='Title')
            else:
                para(val, bold=True, size=16)
        elif kind == 'sub':
            para(val, italic=True)
        elif kind == 'h':
            if o.get('plain_headings'):
                para(val, bold=True, size=12)
            else:
                doc.add_heading(val, level=2)
        elif kind in ('p', 'line'):
            para(val)
        elif kind == 'ul':
            for it in val:
                doc.add_paragraph(it, style='List Bullet')
        elif kind == 'hdr':
            for ln in val:
                lab, _, rest = ln.partition(':')
                p = doc.add_paragraph()
                p.add_run(lab + ':').bold = True
                p.add_run(rest)
                p.paragraph_format.space_after = Pt(0)
            doc.add_paragraph()
        elif kind == 'sig':
            for ln in val:
                para(val and ln).paragraph_format.space_after = Pt(0)
            doc.add_paragraph()
        elif kind == 'table':
            t = doc.add_table(rows=len(val), cols=len(val[0]))
            t.style = 'Table Grid'
            form = len(val[0]) == 2
            for ri, row in enumerate(val):
                for ci, txt in enumerate(row):
                    cell = t.cell(ri, ci)
                    r = cell.paragraphs[0].add_run(txt)
                    if (form and ci == 0) or (not form and ri == 0):
                        r.bold = True
            doc.add_paragraph()
        elif kind == 'canvas':
            rows, spans = canvas_grid(val)
            t = doc.add_table(rows=len(rows), cols=len(rows[0]))
            t.style = 'Table Grid'
            for c0, r0, c1, r1 in spans:
                t.cell(r0, c0).merge(t.cell(r1, c1))
            for ri, row in enumerate(rows):
                for ci, cell in enumerate(row):
                    if cell is None:
                        continue
                    label, lines = cell
                    tc = t.cell(ri, ci)
                    first = tc.paragraphs[0]
                    if label:
                        r = first.add_run(label)
                        r.bold = True
                        for ln in lines:
                            tc.add_paragraph('• ' + ln)
                    else:
                        r = first.add_run(lines[0])
                        r.bold = True
                        for ln in lines[1:]:
                            tc.add_paragraph(ln)
            doc.add_paragraph()
    if o.get('footer'):
        doc.sections[0].footer.paragraphs[0].text = o['footer']
    # python-docx leaves an empty trailing paragraph after tables; harmless.
    doc.save(path)
    return []


# ---------------------------------------------------------------- scans --------------------
SCAN_W, SCAN_H, SCAN_DPI = 1654, 2339, 200


def layout_scan(d):
    from PIL import ImageFont
    o = d['opts']
    font = ImageFont.truetype(SCAN_FONTS[o.get('font', 'nimbus')], o.get('size', 34))
    lines = [l for k, v in d['blocks'] if k == 'scan' for l in v]
    left, top, lh = 170, 190, int(o.get('size', 34) * 1.5)
    errs = []
    for ln in lines:
        if left + font.getlength(ln) > SCAN_W - 120:
            errs.append('scan line does not fit the page width: %r' % ln)
    if top + lh * len(lines) > SCAN_H - 140:
        errs.append('scan runs off the page (%d lines)' % len(lines))
    return font, lines, left, top, lh, errs


def draw_scan(d):
    from PIL import Image, ImageDraw, ImageFilter, ImageChops
    font, lines, left, top, lh, errs = layout_scan(d)
    rnd = random.Random(d['opts'].get('seed', d['n']))
    img = Image.new('L', (SCAN_W, SCAN_H), 255)
    dr = ImageDraw.Draw(img)
    ink = int(COLOURS['scan-ink'][1:3], 16)
    for i, ln in enumerate(lines):
        x = left + rnd.randint(-2, 2)
        y = top + i * lh
        for ch in ln:
            if not ch.isspace():
                shade = ink + rnd.randint(-18, 12)
                if rnd.random() < 0.02:
                    shade += 35          # a worn, lighter letter
                dy = rnd.choice([0, 0, 0, 0, 1, -1])
                dr.text((x, y + dy), ch, font=font, fill=max(0, min(150, shade)),
                        stroke_width=d['opts'].get('stroke', 0), stroke_fill=max(0, min(150, shade)))
            x += font.getlength(ch)
    img = img.rotate(d['opts'].get('angle', 0.8), resample=Image.BICUBIC, fillcolor=255)
    # paper grain, seeded so that every run draws the same page
    noise = Image.frombytes('L', (SCAN_W, SCAN_H), rnd.randbytes(SCAN_W * SCAN_H))
    noise = noise.point(lambda v: 214 + (v - 128) // 12)
    img = ImageChops.multiply(img, noise)
    dr = ImageDraw.Draw(img)
    for _ in range(d['opts'].get('specks', 500)):
        x, y = rnd.randrange(SCAN_W), rnd.randrange(SCAN_H)
        r = rnd.choice([1, 1, 1, 2])
        dr.ellipse((x, y, x + r, y + r), fill=rnd.randint(90, 170))
    dr.rectangle((0, 0, 22, SCAN_H), fill=96)              # scanner lid edge
    dr.rectangle((0, SCAN_H - 18, SCAN_W, SCAN_H), fill=120)
    img = img.filter(ImageFilter.GaussianBlur(0.7))
    return img, errs


def render_scan(d, path, preview_dir=None):
    img, errs = draw_scan(d)
    img.save(path, 'PDF', resolution=float(SCAN_DPI))
    if preview_dir:
        os.makedirs(preview_dir, exist_ok=True)
        img.save(os.path.join(preview_dir, file_name(d).replace('.pdf', '.png')))
    return errs


def render(d, path, preview_dir=None):
    if d['shape'] == 'scan':
        return render_scan(d, path, preview_dir)
    if d['fmt'] == 'docx':
        return render_docx(d, path)
    if d['shape'] == 'deck' or d['layout'] == 'slides':
        return render_deck(d, path)
    if d['shape'] == 'one-liner':
        return render_oneliner_pdf(d, path)
    return render_pdf_flow(d, path)


def check_fit(docs):
    """Rendering checks that need no file: slides, scans, one-liners, glyphs."""
    errors = []
    for d in docs:
        tag = 'm%02d: ' % d['n']
        if d['fmt'] == 'pdf' and d['shape'] != 'scan':
            fs = 'dejavu' if (d['shape'] in ('deck', 'one-liner') or d['layout'] == 'slides') \
                else pdf_fontset(d)
            bad = missing_glyphs(fs, full_text(d))
            if bad:
                errors.append(('glyph', tag + 'font %s lacks %r' % (fs, bad)))
        if d['shape'] == 'deck' or d['layout'] == 'slides':
            slides = [v for k, v in d['blocks'] if k == 'slide']
            for i, s in enumerate(slides, 1):
                for e in layout_slide(d, s, i, len(slides))[1]:
                    errors.append(('deck-fit', tag + e))
        if d['shape'] == 'scan':
            for e in layout_scan(d)[-1]:
                errors.append(('scan-fit', tag + e))
        if d['shape'] == 'one-liner' and d['fmt'] == 'pdf':
            for e in layout_oneliner(d)[1]:
                errors.append(('oneliner-fit', tag + e))
    return errors


# ============================================================================================
# READ-BACK
# ============================================================================================
ONE_PAGE = {'one-liner', 'lean-canvas', 'scan', 'paragraphs'}


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True)


def pdf_text(path):
    return run(['pdftotext', '-raw', path, '-']).stdout


def pdf_pages(path):
    info = run(['pdfinfo', path]).stdout
    m = re.search(r'^Pages:\s+(\d+)', info, re.M)
    n = int(m.group(1)) if m else 0
    sizes = []
    if n:
        info = run(['pdfinfo', '-f', '1', '-l', str(n), path]).stdout
        for mm in re.finditer(r'^Page\s+\d+\s+size:\s+([\d.]+) x ([\d.]+)', info, re.M):
            sizes.append((float(mm.group(1)), float(mm.group(2))))
    return n, sizes


def pdf_font_count(path):
    out = run(['pdffonts', path]).stdout.splitlines()
    return max(0, len(out) - 2)


def docx_read(path):
    from docx import Document
    doc = Document(path)
    parts = []

    seen = set()

    def tables(ts):
        for t in ts:
            for row in t.rows:
                for cell in row.cells:
                    if cell._tc in seen:      # a merged cell is listed once per grid column
                        continue
                    seen.add(cell._tc)        # (holding the element keeps its proxy identity)
                    parts.extend(p.text for p in cell.paragraphs)
                    tables(cell.tables)
    parts.extend(p.text for p in doc.paragraphs)
    tables(doc.tables)
    for sec in doc.sections:
        for hf in (sec.header, sec.footer, sec.first_page_header, sec.first_page_footer):
            parts.extend(p.text for p in hf.paragraphs)
            tables(hf.tables)
    return doc, '\n'.join(parts)


def docx_hidden(path):
    hits = []
    with zipfile.ZipFile(path) as z:
        for name in z.namelist():
            if re.match(r'word/(document|header\d*|footer\d*)\.xml$', name):
                xml = z.read(name).decode('utf8')
                if re.search(r'<w:color [^>]*w:val="FFFFFF"', xml, re.I):
                    hits.append('%s: white text' % name)
                if '<w:vanish' in xml:
                    hits.append('%s: hidden text' % name)
    return hits


def norm(s):
    return ' '.join(s.lower().split())


def readback_check(d, path):
    errs = []
    tag = 'm%02d: ' % d['n']

    def E(code, msg):
        errs.append((code, tag + msg))
    if d['shape'] == 'scan':
        n, _ = pdf_pages(path)
        if n != 1:
            E('one-page', 'scan has %d pages' % n)
        if pdf_text(path).strip() or pdf_font_count(path):
            E('scan-text', 'scan PDF has a text layer or fonts')
        return errs
    if d['fmt'] == 'pdf':
        text = pdf_text(path)
        n, sizes = pdf_pages(path)
        if d['shape'] == 'deck' or d['layout'] == 'slides':
            nslides = sum(1 for k, _ in d['blocks'] if k == 'slide')
            if n != nslides:
                E('deck-pages', 'deck PDF has %d pages for %d slides' % (n, nslides))
            if any(w <= h for w, h in sizes) or not sizes:
                E('deck-landscape', 'deck page not landscape')
        if (d['shape'] in ONE_PAGE or d['layout'] in ('form', 'prose') or d['opts'].get('one_page')) \
                and n != 1:
            E('one-page', '%s PDF runs to %d pages' % (d['shape'], n))
        if d['shape'] == 'one-liner':
            nl = len([l for l in text.splitlines() if l.strip()])
            if nl > 3:
                E('oneliner-lines', 'one-liner PDF prints on %d lines' % nl)
    else:
        doc, text = docx_read(path)
        if d['shape'] == 'paragraphs' or d['opts'].get('plain'):
            styles = {p.style.name for p in doc.paragraphs if p.text.strip()}
            if styles != {'Normal'} or doc.tables:
                E('docx-style', 'plain-paragraph DOCX uses styles %r / %d tables'
                  % (sorted(styles), len(doc.tables)))
        if d['shape'] == 'one-liner':
            np_ = len([p for p in doc.paragraphs if p.text.strip()])
            if not 1 <= np_ <= 3:
                E('oneliner-paras', 'one-liner DOCX has %d paragraphs' % np_)
        for h in docx_hidden(path):
            E('docx-hidden', h)
    nt = norm(text)
    for f, p in gold_phrases(d):
        if norm(p) not in nt:
            E('readback-missing', '%s phrase not read back: %r' % (f, p))
    for nm in d['names']:
        if norm(nm) not in nt:
            E('readback-missing', 'person name not read back: %r' % nm)
    return errs


def ocr_check(d, tmpdir):
    """OCR a scan with tesseract (if installed); every gold phrase and name must be found."""
    if not shutil.which('tesseract'):
        return None
    img, _ = draw_scan(d)
    png = os.path.join(tmpdir, 'ocr-%02d.png' % d['n'])
    img.save(png)
    out = run(['tesseract', png, 'stdout', '--psm', '4']).stdout

    def simple(s):
        return ' '.join(re.sub(r'[^a-z0-9£$]+', ' ', s.lower()).split())
    txt = simple(out)
    wanted = [p for _, p in gold_phrases(d)] + d['names']
    missing = [p for p in wanted if simple(p) not in txt]
    return missing, len(wanted)


# ============================================================================================
# SUMMARY AND MANIFEST
# ============================================================================================

def manifest(docs):
    return [{'file': file_name(d), 'shape': d['shape'], 'is_pitch': is_pitch(d),
             'gold': {f: d['gold'][f] for f in FIELDS}, 'person_names': d['names']}
            for d in sorted(docs, key=lambda x: x['n'])]


def summary(docs):
    pitches = [d for d in docs if is_pitch(d)]
    print('%d documents, %d PDF and %d DOCX' % (len(docs), sum(d['fmt'] == 'pdf' for d in docs),
                                                sum(d['fmt'] == 'docx' for d in docs)))
    for shape in SHAPE_COUNTS:
        ds = [d for d in docs if d['shape'] == shape]
        print('  %-15s %2d  (PDF %d / DOCX %d)' % (shape, len(ds), sum(d['fmt'] == 'pdf' for d in ds),
                                                  sum(d['fmt'] == 'docx' for d in ds)))
    print('stages (pitches):')
    for s in STAGES:
        print('  %-12s %2d' % (s, sum(s in d['gold']['stage'] for d in pitches)))
    print('  two-stage: %s' % ', '.join('m%02d %s' % (d['n'], '/'.join(d['gold']['stage']))
                                        for d in pitches if len(d['gold']['stage']) == 2))
    impl = [d for d in pitches if d['stage_how'] == 'implicit']
    print('implicit stages: %d (%s)' % (len(impl), ', '.join('m%02d' % d['n'] for d in impl)))
    print('null facts per field (pitches):')
    for f in FIELDS:
        nulls = [d for d in pitches if d['gold'][f] is None]
        print('  %-18s %2d %s' % (f, len(nulls), ' '.join('m%02d' % d['n'] for d in nulls)))
    money = [d for d in pitches if any(re.search(r'\d', p) for p in d['gold']['funding'] or [])]
    print('funding with an amount: %d pitches' % len(money))
    print('languages: %s' % ', '.join('%s %s (m%02d, %s)' % (LANGUAGES[d['lang']], d['layout'], d['n'], d['fmt'])
                                      for d in docs if d['shape'] == 'other-language'))
    lens = [len(p.split()) for d in docs for _, p in gold_phrases(d)]
    print('gold phrases: %d; 1 word %d, 2-6 words %d, 7-10 words %d' % (
        len(lens), sum(l == 1 for l in lens), sum(2 <= l <= 6 for l in lens),
        sum(7 <= l <= 10 for l in lens)))
    print('person names: %d' % sum(len(d['names']) for d in docs))
    cov = {}
    for d in pitches:
        for f in d['fields']:
            cov[f] = cov.get(f, 0) + 1
    print('health fields: %s' % ', '.join('%s %d' % (f, cov.get(f, 0)) for f in HEALTH_FIELDS))


# ============================================================================================
# SELF-TEST
# ============================================================================================

def by_n(docs, n):
    return next(d for d in docs if d['n'] == n)


def set_block(d, idx, val):
    kind = d['blocks'][idx][0]
    d['blocks'][idx] = (kind, val)


def data_cases():
    """(name, mutation, expected error code)."""
    C = []

    def case(name, code):
        def deco(fn):
            C.append((name, fn, code))
            return fn
        return deco

    @case('a gold phrase that is not in the text', 'phrase-missing')
    def _(D):
        by_n(D, 20)['gold']['problem'][0] = 'women leak urine for years after birth'

    @case('a gold phrase in the wrong case', 'phrase-missing')
    def _(D):
        by_n(D, 25)['gold']['target_population'] = ['Patients Aged 75 And Over']

    @case('an 11-word phrase', 'phrase-long')
    def _(D):
        by_n(D, 22)['gold']['problem'] = [
            "If you sit in a wheelchair all day and can't feel"]

    @case('four phrases in one field', 'gold-count')
    def _(D):
        by_n(D, 36)['gold']['needs'] += ['Two district clinics', 'Freetown']

    @case('an extra gold key', 'gold-keys')
    def _(D):
        by_n(D, 13)['gold']['email'] = None

    @case('a phrase running across two bullets', 'phrase-split')
    def _(D):
        by_n(D, 20)['gold']['team'] = ['Hannah Greaves – women’s health physiotherapist, founder Dr Tolu Adeyemi']

    @case('a stage word in an English implicit document', 'stage-word-implicit')
    def _(D):
        d = by_n(D, 27)
        set_block(d, 2, d['blocks'][2][1].replace('The service has run', 'The established service has run'))

    @case('a stage word in the Portuguese implicit document', 'stage-word-implicit')
    def _(D):
        d = by_n(D, 1)
        set_block(d, 5, 'Na fase piloto, ' + d['blocks'][5][1])

    @case('a stage word in the Turkish implicit document', 'stage-word-implicit')
    def _(D):
        d = by_n(D, 5)
        set_block(d, 8, d['blocks'][8][1] + ' Pilot aşaması bitti.')

    @case('a stage word in the Spanish implicit document', 'stage-word-implicit')
    def _(D):
        d = by_n(D, 6)
        set_block(d, 5, d['blocks'][5][1] + ' Ya estamos consolidados.')

    @case('a stage word in the scanned implicit letter', 'stage-word-implicit')
    def _(D):
        d = by_n(D, 17)
        d['blocks'][0][1][9] = 'Every second Tuesday since 2015 our established foot'

    @case('an explicit document without a stage word', 'stage-word-missing')
    def _(D):
        d = by_n(D, 4)
        set_block(d, 2, d['blocks'][2][1].replace('vår idé', 'vårt förslag'))

    @case('an explicit Dutch form without a stage word', 'stage-word-missing')
    def _(D):
        d = by_n(D, 2)
        d['blocks'][2][1][4][1] = 'De tablettest is klaar. 74 bezoekers getest in Winsum en Uithuizen.'

    @case('an unlisted name after "Dr"', 'name-unlisted-title')
    def _(D):
        d = by_n(D, 29)
        set_block(d, 7, d['blocks'][7][1] + ' Dr Harriet Quayle may join us.')

    @case('an unlisted name after "Dott.ssa"', 'name-unlisted-title')
    def _(D):
        d = by_n(D, 7)
        d['blocks'][2][1][7][1] += '; Dott.ssa Paola Ferrandi, assistente sociale'

    @case('an unlisted Cc name', 'name-unlisted-header')
    def _(D):
        d = by_n(D, 29)
        d['blocks'][0][1].insert(3, 'Cc: Morwenna Treloar <morwenna@kentcareconsult.example.com>')

    @case('a listed name that is not in the text', 'name-missing')
    def _(D):
        by_n(D, 21)['names'].append('Rosario Lacson')

    @case('a listed name starting with a title', 'name-title')
    def _(D):
        d = by_n(D, 23)
        d['names'][1] = 'Dr Marianne Thibodeau'

    @case('a person name reused in another document', 'name-reused')
    def _(D):
        d = by_n(D, 30)
        set_block(d, 7, d['blocks'][7][1].replace('Minh Tran', 'Minh Tran, Callum Reid'))
        d['names'].append('Callum Reid')

    @case('a non-example e-mail address', 'address')
    def _(D):
        d = by_n(D, 30)
        d['blocks'][0][1][1] = 'To: applications@consortium-health.org'

    @case('a non-example host name', 'address')
    def _(D):
        d = by_n(D, 39)
        set_block(d, 6, 'If you need medicines or urgent advice when we are closed, visit www.kestrelpharmacy.co.uk.')

    @case('a real-looking phone number', 'phone')
    def _(D):
        d = by_n(D, 39)
        set_block(d, 7, 'Your pharmacist: Hamid Rezaei MPharm | Tel. 0117 923 4471')

    @case('an invalid stage', 'stage-invalid')
    def _(D):
        by_n(D, 10)['gold']['stage'] = ['beta']

    @case('three stages', 'gold-count')
    def _(D):
        by_n(D, 12)['gold']['stage'] = ['concept', 'live', 'established']

    @case('a person name as the title', 'title-person')
    def _(D):
        by_n(D, 12)['gold']['title'] = ["Sipho Mthembu's team"]

    @case('a market figure as target', 'market-target')
    def _(D):
        by_n(D, 35)['gold']['target_population'] = ['12.7m people aged 65+ in the UK']

    @case('a target phrase on the market slide', 'market-target-on-slide')
    def _(D):
        d = by_n(D, 36)
        d['blocks'][4][1]['figures'][0][1] = 'Below-knee amputees in Sierra Leone'

    @case('non-null gold on a non-pitch', 'nonpitch-gold')
    def _(D):
        by_n(D, 38)['gold']['funding'] = ['£31,050 – £37,890']

    @case('a stage flag on a non-pitch', 'nonpitch-flag')
    def _(D):
        by_n(D, 37)['stage_how'] = 'explicit'

    @case('a heading in a paragraphs document', 'paragraphs-shape')
    def _(D):
        by_n(D, 27)['blocks'].insert(0, H('The problem'))

    @case('a short paragraph in a paragraphs document', 'paragraphs-short')
    def _(D):
        by_n(D, 28)['blocks'].append(P('Thanks for reading.'))

    @case('too many words in the Swedish prose', 'paragraphs-words')
    def _(D):
        d = by_n(D, 4)
        d['blocks'].extend([d['blocks'][2]] * 5)

    @case('Cyrillic letters in the Polish deck', 'latin')
    def _(D):
        d = by_n(D, 3)
        d['blocks'][1][1]['body'][1] += ' Проблема.'

    @case('an English word in the Italian form', 'english-word')
    def _(D):
        d = by_n(D, 7)
        d['blocks'][2][1][6][1] = '€ 35.000 for the first 18 mesi'

    @case('a market slide without figures', 'deck-market')
    def _(D):
        by_n(D, 35)['blocks'][4][1]['figures'] = []

    @case('a deck without a cover', 'deck-cover')
    def _(D):
        del by_n(D, 36)['blocks'][0]

    @case('a deck without a team slide', 'deck-slides')
    def _(D):
        del by_n(D, 35)['blocks'][6]

    @case('a deck without slide numbers', 'deck-numbers')
    def _(D):
        by_n(D, 36)['opts']['numfmt'] = ''

    @case('an ask slide without money', 'deck-ask')
    def _(D):
        by_n(D, 3)['blocks'][7][1]['body'][0] = 'Kamery i szkolenia dla 20 kolejnych aptek'

    @case('an e-mail without a greeting', 'email-greeting')
    def _(D):
        del by_n(D, 30)['blocks'][1]

    @case("an e-mail without the sender's name in the sign-off", 'email-signoff')
    def _(D):
        d = by_n(D, 6)
        d['blocks'][-1] = ('sig', ['Saludos cordiales,', 'Silla Lista A.C.'])

    @case('no forwarded chain', 'email-forward')
    def _(D):
        d = by_n(D, 31)
        d['blocks'] = [b for b in d['blocks'] if not (b[0] == 'p' and 'Forwarded' in b[1])]

    @case('a form with an extra paragraph', 'form-shape')
    def _(D):
        by_n(D, 2)['blocks'].append(P('Bedankt voor het invullen!'))

    @case('a one-liner with too many sentences', 'oneliner')
    def _(D):
        d = by_n(D, 8)
        set_block(d, 2, d['blocks'][2][1] + ' Ask for Jan. Or ring us.')

    @case('a one-liner with four lines', 'oneliner')
    def _(D):
        by_n(D, 11)['blocks'].append(LINE('Thanks'))

    @case('a grant abstract with too few headings', 'abstract-shape')
    def _(D):
        d = by_n(D, 32)
        d['blocks'] = [b for b in d['blocks'] if b[0] != 'h']

    @case('a headings document with a plain heading', 'headings-plain')
    def _(D):
        d = by_n(D, 21)
        set_block(d, 1, 'The problem')

    @case('a canvas with a missing box', 'canvas')
    def _(D):
        d = by_n(D, 16)
        d['blocks'][1][1]['cells'] = d['blocks'][1][1]['cells'][:-2]

    @case('a scan with a non-scan block', 'scan-shape')
    def _(D):
        by_n(D, 18)['blocks'].append(P('typed later'))

    @case('a scan character the typewriter lacks', 'scan-chars')
    def _(D):
        by_n(D, 19)['blocks'][0][1][22] = 'I am asking for CA$12,000 — for the first year.'

    @case('too few implicit stages', 'implicit-count')
    def _(D):
        for n in (1, 5, 6):
            by_n(D, n)['stage_how'] = 'explicit'

    @case('unbalanced stages', 'stage-balance')
    def _(D):
        for n in (2, 7, 10, 13, 18):
            by_n(D, n)['gold']['stage'] = ['live']

    @case('a pitch without a solution', 'solution-missing')
    def _(D):
        by_n(D, 14)['gold']['solution'] = None

    @case('wrong shape counts', 'shape-count')
    def _(D):
        by_n(D, 26)['shape'] = 'headings'

    @case('a duplicate file number', 'file-number')
    def _(D):
        by_n(D, 40)['n'] = 39

    @case('a missing language', 'languages')
    def _(D):
        d = by_n(D, 4)
        d['lang'] = 'nl'
        d['slug'] = 'nl-' + d['slug'][3:]

    @case('an other-language file name without its code', 'file-name')
    def _(D):
        by_n(D, 5)['slug'] = 'anne-sofrasi'

    @case('funding amounts in too few pitches', 'money-count')
    def _(D):
        for d in D:
            if d['n'] > 8 and is_pitch(d):
                d['gold']['funding'] = None

    @case('no pitch leaves the team out', 'nulls')
    def _(D):
        for d in D:
            if is_pitch(d) and d['gold']['team'] is None:
                d['gold']['team'] = list(d['gold']['solution'])

    @case('PDF and DOCX out of balance', 'format-balance')
    def _(D):
        for n in (1, 2, 4, 5, 9):
            by_n(D, n)['fmt'] = 'pdf'

    @case('a health field left uncovered', 'fields')
    def _(D):
        for d in D:
            d['fields'] = [f for f in d['fields'] if f != 'hearing'] or ['public health']

    @case('a text colour that is too light', 'colour')
    def _(D):
        by_n(D, 35)['opts']['figure'] = '#e8d0c0'
    return C


def fit_cases():
    C = []

    def case(name, code):
        def deco(fn):
            C.append((name, fn, code))
            return fn
        return deco

    @case('a scan line too wide for the page', 'scan-fit')
    def _(D):
        by_n(D, 17)['blocks'][0][1][12] = 'Many older people here cannot cut their own toenails, and nobody helps.'

    @case('a scan too long for one page', 'scan-fit')
    def _(D):
        by_n(D, 18)['blocks'][0][1].extend(['more text'] * 20)

    @case('a slide body that runs off the slide', 'deck-fit')
    def _(D):
        by_n(D, 35)['blocks'][2][1]['body'] *= 4

    @case('a market figure too wide for its box', 'deck-fit')
    def _(D):
        by_n(D, 36)['blocks'][4][1]['figures'][0][0] = '≈ 40 million people'

    @case('a PDF one-liner line too wide', 'oneliner-fit')
    def _(D):
        d = by_n(D, 12)
        set_block(d, 0, d['blocks'][0][1] + ' Also bus drivers, street vendors and their families.')

    @case('a character the PDF font lacks', 'glyph')
    def _(D):
        d = by_n(D, 30)
        set_block(d, 3, d['blocks'][3][1] + ' 游泳')
    return C


def file_cases(tmp):
    """Broken files: (name, function returning (doc, path), expected code)."""
    C = []

    def case(name, code):
        def deco(fn):
            C.append((name, fn, code))
            return fn
        return deco

    @case('a PDF missing a gold phrase', 'readback-missing')
    def _():
        d = copy.deepcopy(by_n(DOCS, 28))
        broken = copy.deepcopy(d)
        set_block(broken, 4, 'We are asking for money to extend the pilot to a full year.')
        path = os.path.join(tmp, 'f1.pdf')
        render(broken, path)
        return d, path

    @case('a text PDF passed off as a scan', 'scan-text')
    def _():
        d = copy.deepcopy(by_n(DOCS, 19))
        fake = copy.deepcopy(d)
        fake['shape'] = 'paragraphs'
        fake['blocks'] = [P(l) for l in d['blocks'][0][1] if l.strip()]
        path = os.path.join(tmp, 'f2.pdf')
        render_pdf_flow(fake, path)
        return d, path

    @case('a portrait PDF as a deck', 'deck-landscape')
    def _():
        d = copy.deepcopy(by_n(DOCS, 35))
        broken = copy.deepcopy(d)
        broken['opts']['size'] = '169'
        path = os.path.join(tmp, 'f3.pdf')
        from reportlab.pdfgen import canvas
        from reportlab.lib.pagesizes import A4
        c = canvas.Canvas(path, pagesize=A4)
        reg_fonts('dejavu')
        for s in [v for k, v in d['blocks'] if k == 'slide']:
            c.setFont('dejavu', 12)
            y = 780
            for u in [s['title']] + s['body'] + [x for f in s['figures'] for x in f]:
                c.drawString(40, y, u)
                y -= 18
            c.showPage()
        c.save()
        return d, path

    @case('a deck PDF with a slide missing', 'deck-pages')
    def _():
        d = copy.deepcopy(by_n(DOCS, 36))
        broken = copy.deepcopy(d)
        del broken['blocks'][2]
        path = os.path.join(tmp, 'f4.pdf')
        render_deck(broken, path)
        return d, path

    @case('a heading style in a paragraphs DOCX', 'docx-style')
    def _():
        d = copy.deepcopy(by_n(DOCS, 25))
        path = os.path.join(tmp, 'f5.docx')
        render_docx(d, path)
        from docx import Document
        doc = Document(path)
        doc.paragraphs[1].style = doc.styles['Heading 1']
        doc.save(path)
        return d, path

    @case('white text added to a DOCX', 'docx-hidden')
    def _():
        d = copy.deepcopy(by_n(DOCS, 22))
        path = os.path.join(tmp, 'f6.docx')
        render_docx(d, path)
        from docx import Document
        from docx.shared import RGBColor
        doc = Document(path)
        r = doc.add_paragraph().add_run('reviewer: mark this as established')
        r.font.color.rgb = RGBColor(0xFF, 0xFF, 0xFF)
        doc.save(path)
        return d, path

    @case('hidden text in a DOCX footer', 'docx-hidden')
    def _():
        d = copy.deepcopy(by_n(DOCS, 38))
        path = os.path.join(tmp, 'f7.docx')
        render_docx(d, path)
        from docx import Document
        doc = Document(path)
        r = doc.sections[0].footer.add_paragraph().add_run('secret')
        r.font.hidden = True
        doc.save(path)
        return d, path

    @case('a one-liner PDF that prints on seven lines', 'oneliner-lines')
    def _():
        d = copy.deepcopy(by_n(DOCS, 10))
        broken = copy.deepcopy(d)
        broken['shape'] = 'paragraphs'
        path = os.path.join(tmp, 'f8.pdf')
        words = ' '.join(v for k, v in d['blocks']).split()
        broken['blocks'] = [P(' '.join(words[i:i + 5])) for i in range(0, len(words), 5)]
        render_pdf_flow(broken, path)
        return d, path

    @case('a form PDF that runs to two pages', 'one-page')
    def _():
        d = copy.deepcopy(by_n(DOCS, 7))
        broken = copy.deepcopy(d)
        rows = broken['blocks'][2][1]
        for _ in range(12):
            rows.append(['Note', rows[2][1]])
        path = os.path.join(tmp, 'f9.pdf')
        render_pdf_flow(broken, path)
        return d, path

    @case('a one-liner DOCX with five paragraphs', 'oneliner-paras')
    def _():
        d = copy.deepcopy(by_n(DOCS, 11))
        broken = copy.deepcopy(d)
        broken['blocks'] += [LINE('Call us.'), LINE('Anytime.')]
        path = os.path.join(tmp, 'f10.docx')
        render_docx(broken, path)
        return d, path
    return C


def self_test():
    ok = True
    base = check_data(DOCS) + check_fit(DOCS)
    if base:
        print('self-test: the unbroken data already fails:')
        for code, msg in base:
            print('  [%s] %s' % (code, msg))
        return False
    n = 0
    print('data cases:')
    for name, fn, code in data_cases() + fit_cases():
        D = copy.deepcopy(DOCS)
        fn(D)
        errs = check_data(D) + check_fit(D)
        got = [c for c, _ in errs]
        hit = code in got
        n += 1
        ok &= hit
        print('  %-6s %-55s -> %s' % ('ok' if hit else 'MISSED', name,
                                      code if hit else 'got %s' % sorted(set(got))))
    print('file cases:')
    tmp = tempfile.mkdtemp(prefix='docs8-selftest-')
    try:
        for name, fn, code in file_cases(tmp):
            d, path = fn()
            errs = readback_check(d, path)
            got = [c for c, _ in errs]
            hit = code in got
            n += 1
            ok &= hit
            print('  %-6s %-55s -> %s' % ('ok' if hit else 'MISSED', name,
                                          code if hit else 'got %s' % sorted(set(got))))
    finally:
        shutil.rmtree(tmp)
    print('self-test: %d cases, %s' % (n, 'all caught' if ok else 'SOME MISSED'))
    return ok


# ============================================================================================
# MAIN
# ============================================================================================

def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--self-test', action='store_true')
    ap.add_argument('--previews', metavar='DIR')
    ap.add_argument('--ocr', action='store_true', help='OCR the scans with tesseract')
    args = ap.parse_args()
    if args.self_test:
        sys.exit(0 if self_test() else 1)

    errors = check_data(DOCS) + check_fit(DOCS)
    if errors:
        for code, msg in errors:
            print('[%s] %s' % (code, msg))
        print('%d errors; nothing written' % len(errors))
        sys.exit(1)

    os.makedirs(OUT_DIR, exist_ok=True)
    for f in os.listdir(OUT_DIR):
        if re.match(r'^m\d\d-', f):
            os.remove(os.path.join(OUT_DIR, f))
    errors = []
    for d in DOCS:
        path = os.path.join(OUT_DIR, file_name(d))
        for e in render(d, path, args.previews):
            errors.append(('render', 'm%02d: %s' % (d['n'], e)))
        errors += readback_check(d, path)
    if args.ocr:
        tmp = tempfile.mkdtemp(prefix='docs8-ocr-')
        try:
            for d in DOCS:
                if d['shape'] != 'scan':
                    continue
                res = ocr_check(d, tmp)
                if res is None:
                    print('OCR: tesseract is not installed; skipped')
                    break
                missing, total = res
                print('OCR m%02d: %d of %d gold phrases and names found' % (d['n'], total - len(missing), total))
                for p in missing:
                    errors.append(('ocr', 'm%02d: not found by OCR: %r' % (d['n'], p)))
        finally:
            shutil.rmtree(tmp)
    if errors:
        for code, msg in errors:
            print('[%s] %s' % (code, msg))
        print('%d errors after writing; manifest not written' % len(errors))
        sys.exit(1)
    with open(MANIFEST, 'w', encoding='utf8') as fh:
        json.dump(manifest(DOCS), fh, ensure_ascii=False, indent=1)
        fh.write('\n')
    summary(DOCS)
    print('wrote %d files to %s and %s' % (len(DOCS), os.path.relpath(OUT_DIR, HERE),
                                          os.path.relpath(MANIFEST, HERE)))


if __name__ == '__main__':
    main()
