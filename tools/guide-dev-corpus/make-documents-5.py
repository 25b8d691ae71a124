#!/usr/bin/python3
"""Fifth documents batch: 40 uploadable documents (h01-h40) and documents-5.json.

Run with the Debian Python: /usr/bin/python3 make-documents-5.py
Needs python3-reportlab, python3-docx, python3-pil, pdftotext, pdfinfo, pdffonts.
Everything (people, projects, organisations) is invented.
"""
import json
import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUTDIR = os.path.join(HERE, "documents-5")
MANIFEST = os.path.join(HERE, "documents-5.json")
FIELDS = ["title", "problem", "solution", "target_population", "stage", "needs", "funding", "team"]
STAGES = {"concept", "prototype", "live", "established"}


# ---------------------------------------------------------------- block helpers
def T(t): return ("title", t)          # document title line (big, bold)
def H(t): return ("h", t)              # heading
def P(t): return ("p", t)              # paragraph
def L(t): return ("line", t)           # short line (mail header, signature, one-liner line)
def B(*items): return ("bul", list(items))
def TAB(*rows): return ("table", [list(r) for r in rows])
def Q(q, a): return ("q", q, a)        # form question and the applicant's answer
def S(kind, title, *bullets): return (kind, title, list(bullets))  # slide


def G(title=None, problem=None, solution=None, target=None, stage=None, needs=None,
      funding=None, team=None):
    return {"title": title, "problem": problem, "solution": solution,
            "target_population": target, "stage": stage, "needs": needs,
            "funding": funding, "team": team}


NULLGOLD = G()

DOCS = []


def doc(n, slug, fmt, shape, lang, blocks, gold, names=(), implicit=False, **kw):
    d = dict(n=n, slug=slug, fmt=fmt, shape=shape, lang=lang, blocks=blocks, gold=gold,
             names=list(names), implicit=implicit, is_pitch=shape != "not-pitch")
    d.update(kw)
    DOCS.append(d)


# ================================================================ other-language (10)
doc(1, "caminos-de-compania", "pdf", "other-language", "es", [
    T("Caminos de Compañía"),
    P("Rutas a pie acompañadas para personas mayores que viven solas en las aldeas del occidente de Asturias."),
    H("El problema"),
    P("En muchas aldeas del occidente asturiano, las personas mayores pasan días enteros sin hablar con nadie. "
      "La soledad no deseada aumenta las caídas, la depresión y las visitas al centro de salud que en realidad "
      "son visitas para hablar con alguien."),
    H("Qué hacemos"),
    P("Desde el centro de salud, la enfermera comunitaria «receta» un paseo semanal en grupo. Cada ruta dura una "
      "hora, la guía un voluntario del pueblo y termina con un café en el bar o en la casa de cultura. Si alguien "
      "no puede caminar todo el recorrido, le recogemos con el taxi rural y camina solo el último tramo."),
    H("A quién va dirigido"),
    P("Personas mayores de 70 años que viven solas, derivadas por su médico o su enfermera."),
    H("Dónde estamos"),
    P("Desde marzo de 2024 han caminado con nosotros 146 personas en siete concejos. La media es de 38 paseos por "
      "persona al año y el 81 % dice sentirse menos sola."),
    H("Qué necesitamos"),
    P("Buscamos 18.000 euros para pagar el taxi rural y el seguro de los voluntarios durante 2026. También nos "
      "gustaría encontrar un ayuntamiento más que quiera sumarse y alguien que nos ayude a medir el efecto en las caídas."),
    H("Equipo"),
    P("Somos dos enfermeras comunitarias, una trabajadora social y 23 voluntarios. Coordina Begoña Arias Valdés."),
], G(["Caminos de Compañía"],
     ["pasan días enteros sin hablar con nadie", "La soledad no deseada"],
     ["«receta» un paseo semanal en grupo", "paseo semanal en grupo"],
     ["Personas mayores de 70 años que viven solas"], ["live"],
     ["un ayuntamiento más que quiera sumarse", "alguien que nos ayude a medir el efecto"],
     ["18.000 euros"],
     ["dos enfermeras comunitarias", "una trabajadora social y 23 voluntarios"]),
    names=["Begoña Arias Valdés"], implicit=True)

doc(2, "boite-a-jours", "docx", "other-language", "fr", [
    P("Ma grand-mère a fini aux urgences de Roubaix parce qu'elle avait pris deux fois son anticoagulant un mardi "
      "et aucune fois le mercredi. Ce genre d'erreur est banal : chez les personnes âgées qui vivent seules, près "
      "d'une hospitalisation sur dix est liée aux médicaments."),
    P("La Boîte à Jours est un pilulier de sept cases qui s'allume à l'heure de la prise et qui envoie un SMS à un "
      "proche si la case du jour n'a pas été ouverte avant midi. Pas d'application, pas d'écran : une lumière, un "
      "bouton, et c'est tout."),
    P("Nous avons fabriqué douze boîtes en impression 3D avec une carte électronique de récupération. Huit voisines "
      "de ma grand-mère s'en servent depuis novembre, et la pharmacie du quartier remplit les cases chaque lundi. "
      "Deux boîtes ont déjà dû être réparées."),
    P("La Boîte à Jours s'adresse aux personnes âgées qui vivent seules et prennent au moins trois médicaments par "
      "jour. Pour passer à cent boîtes, il nous faut 40 000 € pour le moulage des coques et la certification électrique."),
], G(["La Boîte à Jours"],
     ["pris deux fois son anticoagulant", "une hospitalisation sur dix est liée aux médicaments"],
     ["un pilulier de sept cases qui s'allume", "envoie un SMS à un proche"],
     ["personnes âgées qui vivent seules"], ["prototype"], None, ["40 000 €"], None),
    implicit=True)

doc(3, "pflegebruecke-formular", "docx", "other-language", "de", [
    T("Gesundheitsfonds Steiermark – Einreichformular 2026"),
    P("Bitte beantworten Sie alle Fragen kurz und verständlich."),
    Q("1. Name des Projekts", "Pflegebrücke Steiermark"),
    Q("2. Welches Problem wollen Sie lösen?",
      "Pflegende Angehörige arbeiten oft jahrelang ohne einen einzigen freien Tag. Viele werden selbst krank, "
      "bevor sie um Hilfe bitten."),
    Q("3. Wie sieht Ihre Lösung aus?",
      "Geschulte Freiwillige übernehmen einmal pro Woche für vier Stunden die Betreuung zu Hause, damit die "
      "Angehörigen Zeit für sich haben. Die Freiwilligen werden in 30 Stunden vorbereitet und von einer "
      "Pflegefachkraft begleitet."),
    Q("4. Für wen ist das Angebot gedacht?", "Pflegende Angehörige von Menschen mit Demenz im ländlichen Raum."),
    Q("5. In welcher Phase befindet sich das Projekt? (Idee / Prototyp / Pilot / etabliert)",
      "Etabliert: seit 2016 in neun Bezirken, rund 410 Familien pro Jahr."),
    Q("6. Welche Unterstützung außer Geld brauchen Sie?",
      "Kontakte zu Hausarztpraxen, die Familien an uns verweisen, und Hilfe bei der Evaluation."),
    Q("7. Wie viel Geld beantragen Sie?", "35.000 Euro für die Ausbildung von 60 neuen Freiwilligen."),
    Q("8. Wer steht hinter dem Projekt?",
      "Ein Verein mit drei Angestellten und 140 Freiwilligen; Leitung: Mag. Veronika Pichler-Santner, DGKP."),
], G(["Pflegebrücke Steiermark"],
     ["ohne einen einzigen freien Tag", "Pflegende Angehörige arbeiten oft jahrelang"],
     ["Geschulte Freiwillige übernehmen einmal pro Woche", "vier Stunden die Betreuung zu Hause"],
     ["Pflegende Angehörige von Menschen mit Demenz"], ["established"],
     ["Kontakte zu Hausarztpraxen", "Hilfe bei der Evaluation"], ["35.000 Euro"],
     ["drei Angestellten und 140 Freiwilligen", "Veronika Pichler-Santner"]),
    names=["Veronika Pichler-Santner"], form=True)

doc(4, "respiro-in-farmacia", "pdf", "other-language", "it", [
    T("Respiro in Farmacia"),
    P("Controlli della BPCO nelle farmacie dei piccoli comuni del Salento"),
    H("Il problema"),
    P("Nei paesi dell'entroterra salentino molte persone con BPCO vedono lo pneumologo una volta ogni due anni, se "
      "va bene. Le riacutizzazioni vengono riconosciute tardi e finiscono in pronto soccorso."),
    H("La nostra proposta"),
    P("Il farmacista del paese esegue una spirometria semplice ogni tre mesi, controlla la tecnica inalatoria e "
      "invia i risultati allo pneumologo dell'ospedale di riferimento, che decide se anticipare la visita."),
    H("Destinatari"),
    P("Adulti con BPCO che vivono nei comuni sotto i 5.000 abitanti."),
    H("A che punto siamo"),
    P("Per ora è solo un'idea: ne abbiamo parlato con quattro farmacie e con il reparto di pneumologia, ma non "
      "abbiamo ancora fatto nulla di concreto."),
    H("Cosa ci serve"),
    P("Cerchiamo un'azienda sanitaria disposta a collegare i dati delle farmacie alla cartella ospedaliera, e un "
      "esperto di privacy che ci aiuti con il consenso dei pazienti."),
], G(["Respiro in Farmacia"],
     ["vedono lo pneumologo una volta ogni due anni", "Le riacutizzazioni vengono riconosciute tardi"],
     ["esegue una spirometria semplice ogni tre mesi", "controlla la tecnica inalatoria"],
     ["Adulti con BPCO"], ["concept"],
     ["un'azienda sanitaria disposta a collegare i dati", "un esperto di privacy"], None, None))

doc(5, "pele-do-mar", "docx", "other-language", "pt", [
    P("Os pescadores passam a vida ao sol e quase nenhum vai ao dermatologista. Em Matosinhos e na Póvoa de "
      "Varzim, muitos só aparecem no hospital quando o cancro de pele já está avançado e a cirurgia é grande."),
    P("O Pele do Mar leva uma enfermeira com um dermatoscópio ligado ao telemóvel às lotas, às cinco da manhã, "
      "quando os barcos chegam. As fotografias das manchas suspeitas seguem no mesmo dia para um dermatologista, "
      "que responde em 48 horas e marca consulta quando é preciso."),
    P("Desde o verão de 2024 já observámos 620 pescadores e pescadoras em três lotas e encaminhámos 41 lesões, das "
      "quais nove eram melanomas ou carcinomas."),
    P("Queremos chegar a mais quatro lotas do norte. Para isso pedimos 25 mil euros, sobretudo para um segundo "
      "dermatoscópio e para as horas da enfermeira."),
], G(["Pele do Mar"],
     ["quase nenhum vai ao dermatologista", "cancro de pele já está avançado"],
     ["uma enfermeira com um dermatoscópio ligado ao telemóvel", "fotografias das manchas suspeitas"],
     ["pescadores e pescadoras", "Os pescadores"], ["live"], None, ["25 mil euros"], None),
    implicit=True)

doc(6, "pictopil", "pdf", "other-language", "nl", [
    T("PictoPil – medicijnetiketten die je niet hoeft te lezen"),
    H("Het probleem"),
    P("Ongeveer een op de vier volwassenen in Rotterdam-Zuid heeft moeite met lezen. Zij kunnen het etiket op hun "
      "medicijndoosje niet goed lezen en nemen pillen op het verkeerde moment of in de verkeerde hoeveelheid."),
    H("Onze oplossing"),
    P("Een etiket met pictogrammen (zon, maan, bord, glas water) en een QR-code die de instructie voorleest in het "
      "Nederlands, Turks, Arabisch of Papiaments."),
    H("Voor wie"),
    P("Volwassenen die laaggeletterd zijn of weinig Nederlands spreken."),
    H("Waar staan we"),
    P("We hebben een werkend prototype: de apotheek print de etiketten met haar gewone printer en de QR-code werkt "
      "op elke telefoon. Tien bezoekers van een taalcafé hebben het getest."),
    H("Wat we zoeken"),
    P("Twee apotheekketens die de etiketten in hun systeem willen inbouwen. Voor de koppeling met het "
      "apotheeksysteem vragen we €60.000."),
    H("Wie zijn wij"),
    P("Apotheker Sanne de Wit-Boukhari, ontwerper Jelle Hoogstraten en een vrijwilliger van het taalcafé."),
], G(["PictoPil"],
     ["moeite met lezen", "nemen pillen op het verkeerde moment"],
     ["Een etiket met pictogrammen", "een QR-code die de instructie voorleest"],
     ["Volwassenen die laaggeletterd zijn", "weinig Nederlands spreken"], ["prototype"],
     ["Twee apotheekketens"], ["€60.000"],
     ["Apotheker Sanne de Wit-Boukhari", "ontwerper Jelle Hoogstraten"]),
    names=["Sanne de Wit-Boukhari", "Jelle Hoogstraten"])

doc(7, "recepta-bez-stresu", "docx", "other-language", "pl", [
    P("Od kiedy recepty i skierowania są elektroniczne, wielu seniorów w małych miejscowościach gubi się w kodach "
      "SMS i aplikacjach. Dzwonią do przychodni, żeby ktoś przeczytał im kod, a kolejka na telefonie rośnie."),
    P("„Recepta bez Stresu” to bezpłatne, godzinne lekcje w bibliotekach gminnych. Bibliotekarka pokazuje na "
      "telefonie seniora, jak odebrać e-receptę, sprawdzić skierowanie i umówić szczepienie, a potem wręcza "
      "ściągawkę pisaną dużymi literami."),
    P("Od 2019 roku przeszkoliliśmy ponad 4 000 seniorów w 31 bibliotekach województwa lubelskiego, a większość "
      "bibliotek prowadzi już zajęcia bez naszej pomocy."),
    P("Lekcje są dla osób po 65. roku życia, które mają smartfon, ale boją się z niego korzystać. Na druk nowych "
      "ściągawek i szkolenie kolejnych 40 bibliotekarek potrzebujemy 120 000 zł."),
], G(["Recepta bez Stresu"],
     ["gubi się w kodach SMS i aplikacjach"],
     ["bezpłatne, godzinne lekcje w bibliotekach gminnych"],
     ["osób po 65. roku życia", "seniorów w małych miejscowościach"], ["established"],
     None, ["120 000 zł"], None),
    implicit=True)

doc(8, "vardboxen-i-byn", "pdf", "other-language", "sv", [
    T("Vårdboxen i byn"),
    H("Problemet"),
    P("I inlandet är det ofta tolv mil till närmaste hälsocentral. Äldre utan bil avstår från besök, och blodtryck "
      "och sår följs inte upp."),
    H("Lösningen"),
    P("Ett litet, ljudisolerat rum i byns affär med skärm, blodtrycksmätare, våg och sårkamera. Man bokar tid, går "
      "in och träffar distriktssköterskan på video."),
    H("Vem är det till för?"),
    P("Äldre och andra utan bil i byar långt från hälsocentralen."),
    H("Hur långt har vi kommit?"),
    P("Vi har byggt ett rum av en gammal förrådsbod i Ammarnäs och provat utrustningen med sex frivilliga bybor "
      "under två veckor. Ljudet och kameran fungerar; dörrlåset behöver göras om."),
    H("Vad vi behöver"),
    P("En region som vill låta sina distriktssköterskor ta emot samtal från rummet, och hjälp med att koppla "
      "mätvärdena till journalen."),
], G(["Vårdboxen i byn"],
     ["tolv mil till närmaste hälsocentral", "Äldre utan bil avstår från besök"],
     ["ljudisolerat rum i byns affär", "träffar distriktssköterskan på video"],
     ["Äldre och andra utan bil"], ["prototype"],
     ["En region som vill låta sina distriktssköterskor", "koppla mätvärdena till journalen"], None, None),
    implicit=True)

doc(9, "madvenner", "docx", "other-language", "da", [
    P("Når en ældre mand mister sin kone, mister han ofte også den, der lavede maden. Mange lever af rugbrød og "
      "kaffe i månedsvis og bliver indlagt med underernæring og fald."),
    P("Vi vil kalde det Madvenner. En frivillig madven kommer to gange om ugen, laver mad sammen med manden i hans "
      "eget køkken og spiser med. Efter tre måneder skal han kunne lave fem retter selv."),
    P("Indtil videre findes Madvenner kun på papir. Vi har talt med to hjemmeplejegrupper i Aarhus Kommune, som "
      "gerne vil henvise, men ingen madven har endnu stået i et køkken."),
    P("Det er tænkt til enkemænd over 75, der bor alene og har tabt sig efter dødsfaldet. Vi mangler en diætist, "
      "der vil lave opskrifterne, og en frivilligforening, der kan stå for at finde madvennerne."),
], G(["Madvenner"],
     ["mister han ofte også den, der lavede maden", "indlagt med underernæring og fald"],
     ["laver mad sammen med manden i hans eget køkken", "En frivillig madven kommer to gange om ugen"],
     ["enkemænd over 75, der bor alene"], ["concept"],
     ["en diætist, der vil lave opskrifterne", "en frivilligforening"], None, None),
    implicit=True)

doc(10, "vaccin-la-timp", "pdf", "other-language", "ro", [
    T("Vaccin la Timp"),
    H("Problema"),
    P("În comunitățile de romi din județul Cluj, mulți copii nu primesc la timp vaccinurile din calendarul "
      "național. Mamele nu au medic de familie sau nu știu când urmează doza."),
    H("Soluția"),
    P("Mediatori sanitari din comunitate înscriu copiii la medicul de familie și trimit mamelor mesaje SMS în "
      "limba română și în romani cu o săptămână înainte de fiecare vaccin."),
    H("Cui se adresează"),
    P("Mame și copii sub 2 ani din comunitățile de romi."),
    H("Stadiul proiectului"),
    P("Proiect pilot în patru comune, din 2025; 312 copii înscriși până acum."),
    H("Finanțare"),
    P("Solicităm 90.000 lei pentru al doilea an."),
    H("Echipa"),
    P("Doi mediatori sanitari, o asistentă medicală comunitară și coordonatoarea Ileana Mureșan-Dobre."),
], G(["Vaccin la Timp"],
     ["nu primesc la timp vaccinurile", "nu au medic de familie"],
     ["Mediatori sanitari din comunitate", "mesaje SMS în limba română și în romani"],
     ["Mame și copii sub 2 ani"], ["live"], None, ["90.000 lei"],
     ["Doi mediatori sanitari", "o asistentă medicală comunitară"]),
    names=["Ileana Mureșan-Dobre"])

# ================================================================ paragraphs (5)
doc(11, "clean-mouth-full-plate", "pdf", "paragraphs", "en", [
    P("Last February I visited a gentleman in Hendon who had stopped eating. His daughter thought it was his "
      "dementia getting worse. It wasn't. He had a broken tooth and an ulcer under his denture that nobody had "
      "looked at for months, because in home care we are given fifteen minutes and mouth care is never on the sheet."),
    P("That is why three of us senior carers at our agency started Clean Mouth, Full Plate. Every client gets a "
      "small mouth care kit (soft brush, high-fluoride paste, denture pot, a torch) and a one-page picture guide "
      "stuck inside the bathroom cabinet. Carers do a two-minute mouth check at the morning visit and tick a box on "
      "the app we already use. Anything odd goes straight to the client's dentist or GP."),
    P("Since May the checks have been part of the morning routine for 94 clients across the Sunderland and "
      "Washington rounds. Carers have spotted 23 problems, mostly sore gums and loose dentures, and two clients "
      "have started eating properly again. Our manager says missed meals are down, though we have not counted "
      "that carefully."),
    P("It is for older people who get care at home and can no longer look after their own teeth. What we would "
      "really like is a dental hygienist who could give us an afternoon a month to train new starters, because we "
      "are learning as we go. We are also asking for £6,500 to buy kits for every client on our books for a year."),
], G(["Clean Mouth, Full Plate"],
     ["mouth care is never on the sheet", "an ulcer under his denture"],
     ["a small mouth care kit", "a two-minute mouth check at the morning visit"],
     ["older people who get care at home"], ["live"],
     ["a dental hygienist who could give us an afternoon"], ["£6,500"],
     ["three of us senior carers"]),
    implicit=True)

doc(12, "beach-buddies", "docx", "paragraphs", "en", [
    P("Fishermen on the Lake Victoria beaches around Kisumu spend days on the water and move between landing sites "
      "with the fish. When one of them starts tuberculosis treatment, six months of daily tablets rarely fit that "
      "life, and many stop after the cough goes away."),
    P("Beach Buddies pairs every fisherman on treatment with a buddy from his own boat crew. The buddy keeps a week "
      "of tablets in a waterproof pouch, watches him swallow them each morning, and sends a free text to the clinic "
      "nurse. If the boat goes to another beach, the nurse there is told the same day."),
    P("Since 2018 the beach clinics of Kisumu, Homa Bay and Siaya counties have seen 1,900 fishermen through "
      "treatment this way, and 88 percent finished the full course, against about 60 percent before. The county "
      "health department now trains the buddies itself."),
    P("The buddies are ordinary crew members, not health workers, and that is the point: a fisherman listens to the "
      "man who shares his boat. Other lake and coastal counties are welcome to copy it, and the training guide is "
      "free to download from beachbuddies.example.org."),
], G(["Beach Buddies"],
     ["rarely fit that life", "many stop after the cough goes away"],
     ["pairs every fisherman on treatment with a buddy", "watches him swallow them each morning"],
     ["fisherman on treatment", "Fishermen on the Lake Victoria beaches"], ["established"],
     None, None, None),
    implicit=True)

doc(13, "woundpost", "pdf", "paragraphs", "en", [
    P("District nurses on the smaller Orkney islands often see a leg ulcer once a week, and only when the ferry "
      "runs. Between visits a wound can get worse for days before anyone notices, and the patient ends up on the "
      "plane to Kirkwall with cellulitis."),
    P("WoundPost is a simple phone app for the patient or a neighbour. They lay a paper ruler next to the wound, "
      "take one photo on a set day, and the app checks the light and the angle before sending it to the nurse's "
      "inbox with three questions about pain, smell and fever."),
    P("So far it exists on three work phones. We have tried it on our teaching set of 200 old wound photos, and with "
      "four volunteers who have healed scars, to see whether people can follow the instructions without help. "
      "Nobody with an open wound has used it yet."),
    P("It is meant for housebound people with leg ulcers or pressure sores on islands without a resident nurse. We "
      "need an NHS board willing to host the data, and a tissue viability nurse who would judge whether the photos "
      "are good enough to act on."),
], G(["WoundPost"],
     ["a wound can get worse for days before anyone notices"],
     ["a simple phone app for the patient or a neighbour", "take one photo on a set day"],
     ["housebound people with leg ulcers or pressure sores"], ["prototype"],
     ["an NHS board willing to host the data", "a tissue viability nurse"], None, None),
    implicit=True)

doc(14, "first-gear", "docx", "paragraphs", "en", [
    P("In Pune, most people hurt in road crashes reach hospital in an auto-rickshaw, not an ambulance. The driver "
      "who picks them up usually has no idea how to lift a person with a neck injury or stop bleeding, and the "
      "first hour is lost in traffic and panic."),
    P("First Gear is our plan to train auto-rickshaw drivers as first responders. In a four-hour session at their "
      "union office, drivers would learn to control bleeding, keep the airway open and move an injured person "
      "without twisting the spine. Each trained driver would get a first-aid kit and a windscreen sticker."),
    P("This is still only a concept. We have spoken to the drivers' union in Hadapsar, which likes it, and to two "
      "trauma surgeons, but we have not trained a single driver yet."),
    P("We are two emergency medicine residents and a retired traffic police inspector. To train the first 500 "
      "drivers we need Rs 18 lakh, and we are looking for a hospital that will certify the course and restock "
      "the kits."),
], G(["First Gear"],
     ["how to lift a person with a neck injury", "the first hour is lost in traffic and panic"],
     ["train auto-rickshaw drivers as first responders"],
     ["people hurt in road crashes"], ["concept"],
     ["a hospital that will certify the course"], ["Rs 18 lakh"],
     ["two emergency medicine residents", "a retired traffic police inspector"]))

doc(15, "wash-and-check", "pdf", "paragraphs", "en", [
    P("On Saturday mornings the laundromat on Lorain Avenue is the busiest room in the neighborhood. Parents wait an "
      "hour for their machines, and many of them have not seen a doctor in years because the clinic is only open "
      "while they are at work."),
    P("Wash & Check puts a nurse and a folding table next to the dryers. While the wash runs, she checks blood "
      "pressure and blood sugar, looks at children's vaccination cards, and books appointments at the community "
      "health center on the spot."),
    P("Every Saturday since last April, between 30 and 45 people have stopped at the table. We have found 61 adults "
      "with blood pressure high enough to need treatment, and most of them did not know it."),
    P("The people we see are working parents and older neighbors without a regular doctor. We would like a second "
      "laundromat owner to host us, and a bilingual nurse, because about a third of the families speak Spanish at "
      "home."),
], G(["Wash & Check"],
     ["have not seen a doctor in years", "the clinic is only open while they are at work"],
     ["a nurse and a folding table next to the dryers"],
     ["working parents and older neighbors without a regular doctor"], ["live"],
     ["a second laundromat owner to host us", "a bilingual nurse"], None, None),
    implicit=True)

# ================================================================ email (4)
doc(16, "voicekeep-email", "docx", "email", "en", [
    L("From: Dr Carys Pennant <carys.pennant@example.org>"),
    L("To: ideas@example.com"),
    L("Subject: VoiceKeep – keeping Welsh voices for people with MND"),
    P("Dear Innovation Team,"),
    P("I am a speech and language therapist in Swansea and I'd like to tell you about something we have been "
      "building."),
    P("When people with motor neurone disease lose their speech, they are offered a communication aid with a "
      "synthetic voice. For Welsh speakers that voice is almost always English-accented, or English only. Several "
      "of my patients have told me they feel they lose themselves twice."),
    P("VoiceKeep lets people record about 300 Welsh and English sentences while they can still speak, and builds a "
      "personal bilingual synthetic voice that works on the usual communication aids."),
    P("We have a working prototype: four volunteers have banked their voices and the results are recognisably them, "
      "though the Welsh vowels still need work."),
    P("It is for Welsh-speaking people with MND and other conditions that take away speech."),
    P("We are asking for £45,000 to pay a speech engineer for a year. We would also welcome introductions to MND "
      "clinics in north Wales."),
    P("The team is me, a computational linguist at Swansea and a patient adviser, Huw, who banked his own voice last "
      "spring."),
    P("Diolch yn fawr,"),
    L("Dr Carys Pennant"),
    L("Clinical Lead Speech and Language Therapist"),
    L("Gower Neuro-Rehabilitation Service"),
    L("Tel. 029 2018 0412"),
], G(["VoiceKeep"],
     ["almost always English-accented, or English only", "lose themselves twice"],
     ["builds a personal bilingual synthetic voice", "record about 300 Welsh and English sentences"],
     ["Welsh-speaking people with MND"], ["prototype"],
     ["introductions to MND clinics in north Wales"], ["£45,000"],
     ["a computational linguist at Swansea", "a patient adviser"]),
    names=["Carys Pennant", "Huw"])

doc(17, "pillpoint-email", "docx", "email", "en", [
    P("Good day,"),
    P("My name is Lindiwe Ngcobo-Pillay and I am one of the founders of PillPoint. A colleague from the provincial "
      "health department suggested I write to you."),
    P("Patients on chronic medicine in eThekwini queue for three to five hours each month just to collect the same "
      "tablets. Many lose a day's pay, and some simply stop collecting."),
    P("Our PillPoint lockers work like the parcel lockers at the shops. The pharmacy packs each patient's parcel, the "
      "patient gets an SMS with a PIN, and collects at any time of day from a locker at a taxi rank or a mall."),
    P("Since 2019 we have put up 40 locker banks across KwaZulu-Natal, and about 27,000 patients collect from them "
      "every month. The average wait at a locker is under two minutes."),
    P("The lockers are for people with stable chronic conditions such as HIV, hypertension and diabetes."),
    P("What we are looking for now is a partner province outside KZN, and advice on linking the lockers to the "
      "national dispensing system."),
    P("Our team is small: three pharmacists, two technicians who keep the lockers running, and a software developer."),
    P("Kind regards,"),
    L("Lindiwe Ngcobo-Pillay"),
    L("Pharmacist and co-founder, PillPoint Health (Pty) Ltd"),
    L("Durban"),
], G(["PillPoint"],
     ["queue for three to five hours each month"],
     ["collects at any time of day from a locker", "patient gets an SMS with a PIN"],
     ["people with stable chronic conditions"], ["established"],
     ["a partner province outside KZN", "linking the lockers to the national dispensing system"], None,
     ["three pharmacists, two technicians", "a software developer"]),
    names=["Lindiwe Ngcobo-Pillay"], implicit=True)

doc(18, "mart-check-email", "pdf", "email", "en", [
    L("From: Siobhán Tierney <s.tierney@example.net>"),
    L("To: hello@example.org"),
    L("Subject: Mart Check – health checks for farmers at the cattle mart"),
    P("Hi there,"),
    P("I'm a practice nurse in Ballinasloe and I was told to send you a short note about our pilot."),
    P("Farmers in the west have some of the highest rates of heart disease and suicide in the country, and they are "
      "the least likely to visit a GP. Many only come in when they're really sick."),
    P("Mart Check is a stand at the cattle mart on sale days. A nurse does blood pressure, cholesterol and a short "
      "chat about stress, and a GP calls back anyone who needs follow-up. The farmers are already there, and they "
      "can queue while their cattle are in the ring."),
    P("We've been piloting it at two marts in east Galway since September. So far 412 farmers have had a check and "
      "58 were referred on."),
    P("It's aimed at farmers and farm workers, mostly men over 45."),
    P("To keep it going through 2027 we need €22,000, and we'd love a mental health charity to join us on mart days."),
    P("There are four of us: two practice nurses, a GP and a retired mart manager who knows everyone."),
    P("Thanks a million,"),
    L("Siobhán Tierney"),
    L("Practice Nurse, Riverside Family Practice, Ballinasloe"),
], G(["Mart Check"],
     ["least likely to visit a GP", "highest rates of heart disease and suicide"],
     ["a stand at the cattle mart on sale days"],
     ["farmers and farm workers, mostly men over 45"], ["live"],
     ["a mental health charity to join us"], ["€22,000"],
     ["two practice nurses, a GP and a retired mart manager"]),
    names=["Siobhán Tierney"])

doc(19, "gulu-mothers-email", "docx", "email", "en", [
    P("Dear Sir or Madam,"),
    P("I am writing from Gulu in northern Uganda, where I work as a counsellor."),
    P("Many young mothers here suffer from depression after childbirth, but there is one psychiatrist for the whole "
      "region and most women never see a counsellor. They do not talk about it, and some harm themselves or stop "
      "caring for the baby."),
    P("I would like to train grandmothers who already help with newborns to run weekly talking groups for new "
      "mothers at the health centre, using a simple problem-solving method that has worked in other countries. "
      "Each group would have eight mothers and meet for eight weeks."),
    P("Nothing has started yet. I have written a training plan and spoken with the in-charges of two health centres, "
      "who are willing to give us a room."),
    P("The mothers I have in mind are women in the first year after giving birth, especially teenage mothers."),
    P("What I need most is a mental health organisation that can supervise the grandmothers, and help to translate "
      "the materials into Acholi."),
    P("I am working on this with a midwife colleague, and my husband, who is a teacher, helps with the writing."),
    P("Yours faithfully,"),
    L("Grace Akello"),
    L("Counsellor, Gulu Community Wellbeing Centre"),
], G(None,
     ["suffer from depression after childbirth", "one psychiatrist for the whole region"],
     ["train grandmothers who already help with newborns", "weekly talking groups for new mothers"],
     ["women in the first year after giving birth", "teenage mothers"], ["concept"],
     ["a mental health organisation that can supervise the grandmothers", "translate the materials into Acholi"],
     None, ["a midwife colleague"]),
    names=["Grace Akello"], implicit=True)

# ================================================================ grant-abstract (4)
doc(20, "breathe-easy-homes", "pdf", "grant-abstract", "en", [
    T("Breathe Easy Homes: damp sensors and fast-track repairs for children with asthma in social housing"),
    H("Background"),
    P("Damp and mould in rented homes are linked to worse asthma and to preventable deaths of young children. In "
      "Bradford, families often report mould several times before anything is done, and health services rarely "
      "know about it."),
    H("Aims"),
    P("To test whether a low-cost humidity sensor, linked to the housing provider's repair system and to the child's "
      "asthma nurse, shortens the time from mould to repair and reduces asthma attacks."),
    H("Methods"),
    P("We have built a prototype sensor kit (humidity, temperature and a mould-risk light) and tested it in 12 empty "
      "flats. In this study we will fit kits in 150 homes of children aged 2 to 12 with asthma, randomised to "
      "sensor-triggered repair or usual reporting, and follow them for 18 months. Outcomes: days to repair, asthma "
      "attacks, school days missed."),
    H("Expected impact"),
    P("Faster repairs, fewer emergency visits, and data that landlords and the council can use to decide which homes "
      "to fix first."),
    H("Budget"),
    P("Total requested: £248,000 over two years."),
    H("Team"),
    P("Dr Imran Qureshi-Holt (respiratory paediatrician, principal investigator), Dr Naomi Ellerby (housing and "
      "health researcher) and a tenant co-researcher from Aire Valley Homes."),
], G(["Breathe Easy Homes"],
     ["Damp and mould in rented homes", "report mould several times before anything is done"],
     ["a low-cost humidity sensor", "sensor-triggered repair"],
     ["children aged 2 to 12 with asthma"], ["prototype"], None, ["£248,000"],
     ["Dr Imran Qureshi-Holt", "Dr Naomi Ellerby", "a tenant co-researcher"]),
    names=["Imran Qureshi-Holt", "Naomi Ellerby"])

doc(21, "newcomer-doctor-link", "docx", "grant-abstract", "en", [
    T("Prairie Health Foundation – Community Grants 2027 – Project summary"),
    H("Project name"),
    P("Newcomer Doctor Link"),
    H("Need in the community"),
    P("Refugees and other newcomers to Manitoba wait on average 14 months to find a family doctor. In the meantime "
      "they use walk-in clinics and emergency departments, and chronic conditions and children's vaccinations are "
      "missed."),
    H("What the project does"),
    P("Trained peer navigators, themselves former refugees, help each family register for a family doctor, find a "
      "clinic taking new patients, and attend the first appointment with them as cultural interpreters."),
    H("Population served"),
    P("Government-assisted refugees and other newcomer families in their first two years in Winnipeg."),
    H("Project maturity"),
    P("Established. The program has run since 2015 and has linked 3,400 people to a family doctor."),
    H("Amount requested and use of funds"),
    P("CAD 96,000 over two years to add two navigators who speak Tigrinya and Dari."),
    H("Project team"),
    P("Program manager Dr Farida Osei-Mensah; six peer navigators; a family physician adviser."),
], G(["Newcomer Doctor Link"],
     ["wait on average 14 months to find a family doctor"],
     ["Trained peer navigators, themselves former refugees", "attend the first appointment with them"],
     ["Government-assisted refugees and other newcomer families"], ["established"], None, ["CAD 96,000"],
     ["six peer navigators", "Program manager Dr Farida Osei-Mensah"]),
    names=["Farida Osei-Mensah"])

doc(22, "safe-shore-creches", "pdf", "grant-abstract", "en", [
    T("Safe Shore Crèches: keeping toddlers away from water in Sylhet division"),
    H("Background"),
    P("Drowning is the leading cause of death among children aged one to four in rural Bangladesh. Most deaths happen "
      "in the ponds and ditches within 20 metres of home, in the late morning while mothers are busy with housework."),
    H("Objectives"),
    P("To keep toddlers safe during the hours of highest risk, and to teach older children to survive in water."),
    H("Methods"),
    P("Village women run community crèches from 9 am to 1 pm for children aged one to five. Children aged six to ten "
      "receive survival swimming lessons in fenced ponds. Since 2023, 38 village crèches have cared for 1,100 "
      "children, and no enrolled child has drowned. We will extend to 60 more villages in Sunamganj and compare "
      "drowning rates with neighbouring unions using verbal autopsy."),
    H("Expected impact"),
    P("Fewer child drownings, better early learning, and time for mothers to earn an income."),
    H("Budget"),
    P("USD 310,000 over three years."),
    H("Team"),
    P("Dr Rashida Chowdhury-Sen (public health, principal investigator), two field coordinators and 38 crèche mothers."),
    H("Support sought"),
    P("A partner with experience in verbal autopsy surveys, and advice on getting the crèches into the district budget."),
], G(["Safe Shore Crèches"],
     ["Drowning is the leading cause of death among children", "ponds and ditches within 20 metres of home"],
     ["community crèches", "survival swimming lessons in fenced ponds"],
     ["children aged one to five"], ["live"],
     ["experience in verbal autopsy surveys", "getting the crèches into the district budget"], ["USD 310,000"],
     ["two field coordinators and 38 crèche mothers", "Dr Rashida Chowdhury-Sen"]),
    names=["Rashida Chowdhury-Sen"], implicit=True)

doc(23, "home-first-hip", "docx", "grant-abstract", "en", [
    T("Home First Hip: a virtual ward for people over 80 after hip fracture surgery"),
    H("Background"),
    P("People over 80 who break a hip spend a median of 24 days in hospital in Aberdeenshire, mostly waiting for "
      "rehabilitation or a care package. Long stays bring delirium, lost muscle and a higher chance of moving into "
      "a care home."),
    H("Aims"),
    P("To design a virtual ward that sends people home within five days of surgery, with daily physiotherapy visits, "
      "a falls sensor and a video check-in with the orthogeriatric service."),
    H("Methods"),
    P("No part of the service exists yet. In the first six months we will map current discharge journeys with 20 "
      "patients and families, design the ward with them, and write the clinical protocol. A feasibility study would "
      "follow in a separate application."),
    H("Expected impact"),
    P("Shorter hospital stays, less delirium and more people returning to their own homes."),
    H("Costs"),
    P("£72,000 for design work, patient involvement and a part-time project manager."),
    H("Support requested"),
    P("A health board willing to host the ward, and an engineer who can advise on falls sensors."),
], G(["Home First Hip"],
     ["spend a median of 24 days in hospital", "Long stays bring delirium, lost muscle"],
     ["a virtual ward that sends people home within five days", "daily physiotherapy visits, a falls sensor"],
     ["People over 80 who break a hip"], ["concept"],
     ["A health board willing to host the ward", "an engineer who can advise on falls sensors"], ["£72,000"],
     None),
    implicit=True)

# ================================================================ one-liner (3)
doc(24, "clearspeech", "docx", "one-liner", "en", [
    L("ClearSpeech masks: see-through surgical masks so lip-readers can follow their nurses – supplied to 80 NHS "
      "trusts since 2019."),
], G(["ClearSpeech"], None, ["see-through surgical masks"], ["lip-readers"], ["established"], None, None, None),
    implicit=True)

doc(25, "mosque-defibrillators", "pdf", "one-liner", "en", [
    L("We want to put a defibrillator outside every mosque in Leicester and train two volunteers at each one."),
    L("Looking for £30k and a first-aid trainer who speaks Gujarati."),
], G(None, None,
     ["put a defibrillator outside every mosque in Leicester", "train two volunteers at each one"],
     None, ["concept"], ["a first-aid trainer who speaks Gujarati"], ["£30k"], None),
    implicit=True)

doc(26, "talkcap", "docx", "one-liner", "en", [
    L("TalkCap – a pill bottle cap that reads the label aloud for blind and partially sighted people."),
    L("Prototype works; we need a manufacturer."),
], G(["TalkCap"], None, ["a pill bottle cap that reads the label aloud"], ["blind and partially sighted people"],
     ["prototype"], ["a manufacturer"], None, None))

# ================================================================ deck (4)
doc(27, "neowarm-deck", "pdf", "deck", "en", [
    S("cover", "NeoWarm", "A temperature band that warns when a newborn gets cold",
      "Kilimanjaro Neonatal Engineering Group · Moshi, Tanzania"),
    S("slide", "The problem", "Hypothermia affects up to half of newborns in East African hospitals",
      "Nurses check temperature 2–3 times a day at best",
      "Small and premature babies cool fastest – and die of it"),
    S("slide", "Our solution", "Soft silicone band on the baby's ankle",
      "Beeps and flashes blue when skin temperature drops below 36.0 °C",
      "Battery lasts 30 days · wipe-clean · under USD 6 to make"),
    S("slide", "Who it is for", "Low-birth-weight and premature babies in district hospitals and health centres",
      "Their mothers hear the alert first, even at night"),
    S("slide", "Where we are", "Working circuit board and 3D-printed casing",
      "Bench-tested against 40 reference thermometers (±0.2 °C)",
      "Next: first hospital study with 60 babies in 2027"),
    S("market", "Market", "1.2 million babies born in Tanzanian health facilities each year",
      "~5,000 facilities with maternity beds", "USD 7 million yearly market in East Africa"),
    S("team", "Team", "Dr Neema Massawe – paediatrician", "Baraka Lyimo – electronics engineer",
      "Two nursing students from Moshi"),
    S("ask", "The ask", "USD 85,000 to make 500 bands and run the hospital study",
      "A regulatory partner for medical device approval in Tanzania"),
], G(["NeoWarm"],
     ["Hypothermia affects up to half of newborns", "Small and premature babies cool fastest"],
     ["Soft silicone band on the baby's ankle", "Beeps and flashes blue"],
     ["Low-birth-weight and premature babies"], ["prototype"],
     ["A regulatory partner"], ["USD 85,000"],
     ["Dr Neema Massawe", "Baraka Lyimo", "Two nursing students"]),
    names=["Neema Massawe", "Baraka Lyimo"], implicit=True, page=(960, 540))

doc(28, "careroster-deck", "pdf", "deck", "en", [
    S("cover", "CareRoster", "Fewer missed home-care visits", "Series A deck · 2027"),
    S("slide", "Problem", "1 in 12 home-care visits in England is late, short or missed",
      "Rotas still built in spreadsheets and WhatsApp groups",
      "Older people go without meals and medicines"),
    S("slide", "Solution", "Rota app that plans routes around traffic and carer skills",
      "Flags a missed visit to the office within 15 minutes",
      "Family portal shows when the carer arrived and left"),
    S("slide", "Who we serve", "Older and disabled people who get care at home",
      "The carers and small agencies who look after them"),
    S("slide", "Traction", "Established: 140 agencies in England and Wales use CareRoster",
      "£2.1m annual recurring revenue", "Missed visits down 38% in the first year"),
    S("market", "Market", "£10bn UK home-care market", "9,000 registered home-care agencies",
      "850,000 people receiving home care"),
    S("team", "Team", "Priya Raghunathan – CEO, former care-agency owner", "Tom Eckersley – CTO",
      "Ruth Adebayo-Clarke – head of care, registered nurse"),
    S("ask", "The ask", "Raising £1.5m Series A",
      "Use of funds: Scotland, NHS discharge integration, 12 hires"),
], G(["CareRoster"],
     ["home-care visits in England is late, short or missed"],
     ["Rota app that plans routes", "Flags a missed visit to the office"],
     ["Older and disabled people who get care at home"], ["established"], None, ["£1.5m Series A"],
     ["Priya Raghunathan", "Tom Eckersley", "Ruth Adebayo-Clarke"]),
    names=["Priya Raghunathan", "Tom Eckersley", "Ruth Adebayo-Clarke"], page="A4L")

doc(29, "glucoshift-deck", "pdf", "deck", "en", [
    S("cover", "GlucoShift", "Diabetes coaching on the factory floor", "Monterrey, Nuevo León"),
    S("slide", "The problem", "1 in 6 factory workers in our partner plants has diabetes",
      "Shift work makes clinic visits nearly impossible",
      "Most find out only after complications"),
    S("slide", "What we do", "Nurse-led coaching in 10-minute slots during shift changes",
      "WhatsApp reminders and photos of glucose readings", "Monthly on-site HbA1c tests"),
    S("slide", "Users", "Factory workers with type 2 diabetes or prediabetes, and their families"),
    S("slide", "Traction", "Live in 3 factories since January 2026", "480 workers enrolled",
      "Average HbA1c down 0.9 points after 6 months"),
    S("market", "Market", "5.2 million manufacturing workers in Mexico",
      "USD 120 million a year lost by employers to diabetes-related absence"),
    S("team", "Team", "Dra. Ximena Garza Villarreal – endocrinologist", "Rodrigo Elizondo – operations",
      "4 nurse coaches"),
    S("ask", "Ask", "USD 400,000 seed round", "To reach 20 factories by 2028"),
], G(["GlucoShift"],
     ["Shift work makes clinic visits nearly impossible", "1 in 6 factory workers in our partner plants"],
     ["Nurse-led coaching in 10-minute slots"],
     ["Factory workers with type 2 diabetes or prediabetes"], ["live"], None, ["USD 400,000 seed round"],
     ["Ximena Garza Villarreal", "Rodrigo Elizondo", "4 nurse coaches"]),
    names=["Ximena Garza Villarreal", "Rodrigo Elizondo"], page=(720, 540))

doc(30, "calmquest-handout", "docx", "deck", "en", [
    S("cover", "CalmQuest", "Virtual reality games for children having needles", "Perth, Western Australia"),
    S("slide", "The problem", "Up to two thirds of children are very afraid of needles",
      "Distressed children have to be held down, and blood tests fail",
      "Fear in childhood leads to adults who skip vaccines"),
    S("slide", "Our solution", "A short VR underwater game on a headset the child wears during the test",
      "The game follows the nurse's steps: the fish 'tickle' when the needle goes in"),
    S("slide", "Who it is for", "Children aged 5 to 12 having blood tests, cannulas or vaccinations"),
    S("slide", "Where we are", "Stage: idea only – storyboards and a survey of 35 nurses",
      "No software written yet"),
    S("market", "Market", "About 1.1 million children's blood tests a year in Australia",
      "AUD 40 million paediatric VR health market by 2030"),
    S("ask", "The ask", "AUD 150,000 for a first version and a usability study",
      "A children's hospital to co-design with us", "A games studio partner"),
], G(["CalmQuest"],
     ["very afraid of needles", "blood tests fail"],
     ["A short VR underwater game"],
     ["Children aged 5 to 12 having blood tests"], ["concept"],
     ["A children's hospital to co-design with us", "A games studio partner"], ["AUD 150,000"], None))

# ================================================================ table (3)
doc(31, "kidney-bus", "docx", "table", "en", [
    TAB(["What we call it", "The Kidney Bus"],
        ["What's wrong", "People on dialysis from remote communities have to move hundreds of kilometres to town for "
                         "treatment, three times a week, and leave their families and country behind."],
        ["What we do", "A bus fitted with two dialysis chairs drives out to communities so people can have treatment "
                       "at home for a week at a time – for funerals, ceremonies or just to see family."],
        ["Who for", "Aboriginal people on haemodialysis who had to leave their home communities"],
        ["How far we've got", "On the road since 2014. 9,600 treatments given in 61 communities; the bus is booked "
                              "out 11 months ahead."],
        ["What would help", "A second bus driver with a heavy vehicle licence, and a nephrologist willing to do "
                            "telehealth reviews from the bus."],
        ["Who we are", "Two dialysis nurses, a driver and an Aboriginal health practitioner, employed by a "
                       "community-controlled health service in Alice Springs."]),
], G(["Kidney Bus"],
     ["move hundreds of kilometres to town for treatment"],
     ["A bus fitted with two dialysis chairs"],
     ["Aboriginal people on haemodialysis"], ["established"],
     ["A second bus driver with a heavy vehicle licence", "a nephrologist willing to do telehealth reviews"], None,
     ["Two dialysis nurses, a driver", "an Aboriginal health practitioner"]),
    implicit=True)

doc(32, "station-companions", "pdf", "table", "en", [
    T("Station Companions – summary"),
    TAB(["Name", "Station Companions"],
        ["The trouble", "People with dementia get lost or frightened in big train stations, miss their stop, or are "
                        "found hours later far from home."],
        ["Our answer", "Station staff and volunteer companions wear an orange badge. A person with dementia, or their "
                       "family, books a companion by phone; the companion meets them at the ticket gate and rides "
                       "with them to their stop."],
        ["For whom", "People living with dementia who still travel alone, and their families"],
        ["Progress so far", "Since October 2025: 1,240 journeys at four Osaka stations. Two people found lost were "
                            "brought home by staff who had done the training."],
        ["Asks", "A rail company that will add more stations, and a dementia charity to train volunteers."]),
], G(["Station Companions"],
     ["get lost or frightened in big train stations"],
     ["books a companion by phone", "rides with them to their stop"],
     ["People living with dementia who still travel alone"], ["live"],
     ["A rail company that will add more stations", "a dementia charity to train volunteers"], None, None),
    implicit=True)

doc(33, "milkline", "docx", "table", "en", [
    TAB(["Project", "MilkLine"],
        ["Problem", "Working mothers in Lahore's garment factories stop breastfeeding within weeks of returning to work."],
        ["Solution", "WhatsApp voice-note helpline staffed by lactation counsellors in Urdu and Punjabi, plus a "
                     "pumping corner in each factory."],
        ["Users", "Mothers working in garment factories; babies under 6 months"],
        ["Status", "Concept – nothing built"],
        ["Ask", "Factory owners willing to give space for a pumping corner"],
        ["Budget", "PKR 4.5 million for year one"],
        ["Team", "TBC"]),
], G(["MilkLine"],
     ["stop breastfeeding within weeks of returning to work"],
     ["WhatsApp voice-note helpline", "a pumping corner in each factory"],
     ["Mothers working in garment factories"], ["concept"],
     ["Factory owners willing to give space"], ["PKR 4.5 million"], None))

# ================================================================ form (3)
doc(34, "bothy-breaks-form", "pdf", "form", "en", [
    T("Consortium Small Grants – Application form"),
    P("Section A: About your project"),
    Q("1. Project title", "Bothy Breaks"),
    Q("2. What problem does your project address? (max 100 words)",
      "Young carers aged 10 to 18 in the Highlands look after a parent or sibling every day. Many never get a night "
      "away, fall behind at school and feel nobody understands."),
    Q("3. Describe your solution",
      "Free weekend breaks in a mountain bothy with outdoor activities, cooking together and time with other young "
      "carers, while a care agency covers the caring at home."),
    Q("4. Who will benefit?", "Young carers aged 10 to 18 and, indirectly, the families they care for."),
    Q("5. How far along is your project?",
      "Bothy Breaks has run every school holiday since 2012. More than 1,300 young carers have been away with us."),
    Q("6. What support other than money would help?", "None at the moment."),
    Q("7. How much are you requesting, and what for?", "£14,500 to cover replacement care at home for 60 weekends."),
    Q("8. Who is involved?",
      "Two youth workers, a mountain leader and 15 trained volunteers, hosted by Strathpeffer Youth Trust."),
], G(["Bothy Breaks"],
     ["Many never get a night away", "fall behind at school"],
     ["Free weekend breaks in a mountain bothy"],
     ["Young carers aged 10 to 18"], ["established"], None, ["£14,500"],
     ["Two youth workers, a mountain leader", "15 trained volunteers"]),
    implicit=True, form=True)

doc(35, "solarox-form", "pdf", "form", "en", [
    T("Andean Health Innovation Challenge – Entry form"),
    Q("A. Name of your initiative", "SolarOx"),
    Q("B. What need does it meet?",
      "Rural health posts above 3,500 metres have no reliable electricity, so children with pneumonia who need "
      "oxygen must travel for hours to Cusco."),
    Q("C. How does it work?",
      "Solar panels charge batteries that run an oxygen concentrator day and night; a simple display shows the nurse "
      "how many hours of oxygen are left."),
    Q("D. Who benefits?", "Children with pneumonia in high-altitude rural communities"),
    Q("E. What have you done so far?",
      "We have a working unit on the roof of our workshop in Cusco. It has run for 40 days without mains power, "
      "including two cloudy weeks."),
    Q("F. What would you do with the prize money?",
      "The USD 50,000 would build five units for health posts in Paucartambo province."),
], G(["SolarOx"],
     ["no reliable electricity", "travel for hours to Cusco"],
     ["Solar panels charge batteries that run an oxygen concentrator"],
     ["Children with pneumonia in high-altitude rural communities"], ["prototype"], None, ["USD 50,000"], None),
    implicit=True, form=True)

doc(36, "sharps-home-form", "docx", "form", "en", [
    T("Student Health Innovation Prize 2027 – Entry form"),
    Q("Project name", "Sharps Home"),
    Q("Team members",
      "Amara Okonkwo-Fields and Declan Rourke, third-year pharmacy students at Northgate University"),
    Q("The challenge",
      "People who inject insulin or other medicines at home have nowhere safe to throw away used needles, so many "
      "end up in household bins and hurt refuse workers."),
    Q("Your solution",
      "A free postal sharps box: a sturdy container that, once full, goes back by ordinary post in a prepaid padded "
      "envelope to be incinerated."),
    Q("Who benefits?", "People who inject medicines at home, and the refuse collectors who handle their bins"),
    Q("How far have you got?", "We haven't built anything yet; we have sketches only and a short survey of 40 "
                               "insulin users."),
    Q("What would you do with the £2,000 prize?",
      "We would spend the £2,000 on advice from a packaging engineer and our first 100 boxes."),
    Q("Is there anything else you need?",
      "Advice on Royal Mail's rules for posting clinical waste, and a pharmacy willing to hand out the boxes."),
], G(["Sharps Home"],
     ["nowhere safe to throw away used needles", "hurt refuse workers"],
     ["A free postal sharps box"],
     ["People who inject medicines at home"], ["concept"],
     ["a pharmacy willing to hand out the boxes", "Advice on Royal Mail's rules"], ["£2,000"],
     ["third-year pharmacy students", "Amara Okonkwo-Fields"]),
    names=["Amara Okonkwo-Fields", "Declan Rourke"], implicit=True, form=True)

# ================================================================ not-pitch (4)
doc(37, "job-advert-community-nurse", "docx", "not-pitch", "en", [
    T("Community Staff Nurse – District Nursing (Band 5)"),
    P("Wearside Community Health Services · Sunderland North locality · 37.5 hours a week, permanent"),
    P("Salary: £29,970 – £36,483 a year, plus a car allowance"),
    H("About the role"),
    P("We are looking for a caring and well-organised registered nurse to join our district nursing team. You will "
      "visit patients in their own homes, manage wound care, catheter care, end-of-life care and insulin "
      "administration, and work closely with GPs, social workers and the hospice at home service."),
    H("What you will need"),
    B("Current NMC registration as an adult nurse",
      "A full UK driving licence and access to a car for work",
      "Good IT skills (we use electronic patient records on tablets)",
      "Newly qualified nurses are welcome to apply; a preceptorship programme is provided"),
    H("What we offer"),
    B("27 days' annual leave plus bank holidays, rising with service",
      "NHS pension scheme", "Paid time for further training, including the district nursing degree"),
    P("For an informal chat please contact Janet Pruitt, Team Leader, on 0191 498 0377 or janet.pruitt@example.org."),
    P("Closing date: 14 January 2027. Interviews will be held in the week of 25 January."),
], G(), names=["Janet Pruitt"])

doc(38, "conference-programme", "pdf", "not-pitch", "en", [
    T("Northern Health Innovation Forum 2027 – Programme"),
    P("Thursday 11 March 2027 · Civic Hall, Leeds · #NHIF27"),
    TAB(["08:30", "Registration, coffee and exhibition"],
        ["09:15", "Welcome – Prof. Hamish Kerr-Lindqvist, Forum Chair"],
        ["09:30", "Keynote: What the next ten years of community care could look like – Dr Beatriz Fonseca"],
        ["10:30", "Parallel sessions A: Digital front doors · B: Workforce wellbeing · C: Procurement for beginners"],
        ["12:00", "Lunch and poster walk"],
        ["13:15", "Panel: Evidence that commissioners trust – chaired by Dr Olumide Bakare"],
        ["14:30", "Workshops: writing a business case; patient involvement that works; data protection basics"],
        ["15:45", "Closing remarks and prize for best poster – Ms Ingrid Solberg-Fraser"],
        ["16:15", "Close"]),
    P("Lunch is provided. Please tell the organisers about dietary needs when you register. Step-free access is "
      "available via the Portland Way entrance. Enquiries: events@example.net"),
], G(), names=["Hamish Kerr-Lindqvist", "Beatriz Fonseca", "Olumide Bakare", "Ingrid Solberg-Fraser"])

doc(39, "discharge-letter", "docx", "not-pitch", "en", [
    T("Elderly Care Unit – Discharge Summary"),
    L("Riverbank General Hospital, Ward 14"),
    L("To: Dr Kavya Suresh, Millbrook Surgery"),
    L("Patient: Mrs Edith Varley · Date of birth: 03/02/1938 · Hospital no.: RB-448213"),
    L("Admitted: 2 November 2026 · Discharged: 9 November 2026"),
    H("Diagnosis"),
    P("Community-acquired pneumonia (right lower lobe), complicated by acute confusion, now resolved."),
    H("Treatment in hospital"),
    P("Intravenous amoxicillin for three days, then oral doxycycline to complete seven days in total. Seen by the "
      "physiotherapist; mobilising with a frame at her usual level."),
    H("Medication on discharge"),
    B("Doxycycline 100 mg once daily – two more days", "Amlodipine 5 mg once daily – unchanged",
      "Paracetamol 1 g up to four times daily as needed"),
    H("Follow-up"),
    P("Please repeat a chest X-ray in six weeks to confirm resolution. Her daughter has been given advice about signs "
      "of a new chest infection. No district nurse input needed."),
    L("Dr Martin Ashdown, Consultant Geriatrician"),
], G(), names=["Kavya Suresh", "Edith Varley", "Martin Ashdown"])

doc(40, "supplier-invoice-scan", "pdf", "not-pitch", "en", [
    L("MEDISUPPLY DIRECT LTD"),
    L("Unit 7, Canal Side Trading Estate, Bristol"),
    L("Tel 0117 496 0518   accounts@medisupply.example.com"),
    L(""),
    L("INVOICE                       No. MSD/27/418"),
    L("Date: 18/01/2027              Account: RVS-022"),
    L(""),
    L("Bill to: Harbourside Medical Practice"),
    L("         Practice Manager"),
    L(""),
    L("Qty  Item                             Price     Total"),
    L("20   Nitrile gloves M, box of 100     £4.85     £97.00"),
    L("10   Syringe 5 ml, box of 100         £6.20     £62.00"),
    L(" 6   Sharps bin 4 litre               £3.10     £18.60"),
    L(" 4   Alcohol wipes, tub of 200        £5.45     £21.80"),
    L(" 2   Tympanic thermometer covers      £9.90     £19.80"),
    L(""),
    L("                               Subtotal    £219.20"),
    L("                               VAT 20%      £43.84"),
    L("                               TOTAL       £263.04"),
    L(""),
    L("Payment due within 30 days. Queries: Gareth Pryce,"),
    L("Credit Control. Thank you for your order."),
], G(), names=["Gareth Pryce"], scan=True)

# ================================================================ expected counts
SHAPES = {"other-language": (5, 5), "paragraphs": (3, 2), "email": (1, 3), "grant-abstract": (2, 2),
          "one-liner": (1, 2), "deck": (3, 1), "table": (1, 2), "form": (2, 1), "not-pitch": (2, 2)}
LANG_NAMES = {"es": "Spanish", "fr": "French", "de": "German", "it": "Italian", "pt": "Portuguese", "nl": "Dutch",
              "pl": "Polish", "sv": "Swedish", "da": "Danish", "ro": "Romanian", "en": "English"}

# stage words that an implicit-stage document must not use (regex, case-insensitive)
STAGE_WORDS = {
    "en": r"\bconcept|\bprototyp|\bpilot|\blive\b|\bestablish|\blaunch|\bmvp\b|\bbeta\b|\balpha\b|\bstages?\b"
          r"|\bdeployed\b|\bideas?\b",
    "es": r"\bidea|\betapa|\bfase\b|\bfases\b|\bpiloto|\bconsolidad|\bprototipo|\bconcepto",
    "fr": r"\bidée|\bétape|\bstade|\blancé|\bpilote|\bprototype|\bconcept",
    "pt": r"\bideia|\betapa|\bfase\b|\bpiloto|\bimplantad|\bprotótipo|\bconceito",
    "pl": r"\bpomysł|\betap|\bfaz[aiey]\b|\bwdroż|\bprototyp|\bpilota",
    "sv": r"\bidé|\bfas\b|\bfasen\b|\bskede|\blanser|\betabler|\bprototyp|\bpilot",
    "da": r"\bidé|\bfase|\bkoncept|\bprototype|\bpilot|\betabler|\blancer",
}

TITLE_WORDS = r"(?:Dr\.?|Dra\.|Prof\.|Mr|Mrs|Ms|Miss|Sister|Mag\.|Herr|Frau|Apotheker|ontwerper|coordonatoarea|Coordina)"
PHONE_OK = ("01914980", "02920180", "01174960", "01134960", "02079460", "01632960", "07700900")


# ================================================================ text helpers
def norm(s):
    s = s.replace("\u2019", "'").replace("\u00a0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", s).strip()


def block_texts(d, questions=True):
    out = []
    for b in d["blocks"]:
        k = b[0]
        if k in ("title", "h", "p", "line"):
            out.append(b[1])
        elif k == "bul":
            out.extend(b[1])
        elif k == "table":
            for r in b[1]:
                out.extend(r)
        elif k == "q":
            if questions:
                out.append(b[1])
            out.append(b[2])
        else:  # slide
            out.append(b[1])
            out.extend(b[2])
    return out


def full_text(d, questions=True):
    return norm("\n".join(block_texts(d, questions)))


def slides(d):
    return [b for b in d["blocks"] if b[0] in ("cover", "slide", "market", "team", "ask")]


def phrases(g):
    for k in FIELDS:
        if k != "stage" and g[k]:
            for p in g[k]:
                yield k, p


# ================================================================ checks on the data
def check_data():
    errs = []
    nums = [d["n"] for d in DOCS]
    if sorted(nums) != list(range(1, 41)):
        errs.append("numbers must be 1..40")
    fnames = [fname(d) for d in DOCS]
    if len(set(fnames)) != len(fnames):
        errs.append("duplicate file names")
    for sh, (np_, nd) in SHAPES.items():
        got = [d for d in DOCS if d["shape"] == sh]
        gp = sum(d["fmt"] == "pdf" for d in got)
        if (gp, len(got) - gp) != (np_, nd):
            errs.append(f"shape {sh}: {gp} pdf / {len(got) - gp} docx, expected {np_}/{nd}")
    if sum(d["fmt"] == "pdf" for d in DOCS) != 20:
        errs.append("need 20 PDF and 20 DOCX")
    ol = sorted(d["lang"] for d in DOCS if d["shape"] == "other-language")
    if ol != sorted(["es", "fr", "de", "it", "pt", "nl", "pl", "sv", "da", "ro"]):
        errs.append(f"other-language languages wrong: {ol}")
    if sum(1 for d in DOCS if d["shape"] == "other-language" and d.get("form")) != 1:
        errs.append("exactly one other-language form expected")
    if any(d["lang"] != "en" for d in DOCS if d["shape"] != "other-language"):
        errs.append("non-English document outside other-language")

    all_names = {}
    for d in DOCS:
        tag = fname(d)
        g = d["gold"]
        text = full_text(d)
        answers = full_text(d, questions=False)
        if set(g) != set(FIELDS):
            errs.append(f"{tag}: gold keys {sorted(g)}")
            continue
        for k in FIELDS:
            v = g[k]
            if v is not None and (not isinstance(v, list) or not 1 <= len(v) <= 3):
                errs.append(f"{tag}: {k} must be null or 1-3 phrases")
        if not d["is_pitch"]:
            if any(g[k] is not None for k in FIELDS):
                errs.append(f"{tag}: non-pitch with non-null gold")
        else:
            st = g["stage"]
            if not st or not set(st) <= STAGES or len(set(st)) != len(st) or len(st) > 2:
                errs.append(f"{tag}: bad stage {st}")
            if not g["solution"]:
                errs.append(f"{tag}: pitch without solution")
        for k, p in phrases(g):
            if len(p.split()) > 10:
                errs.append(f"{tag}: {k} phrase over 10 words: {p!r}")
            if norm(p) not in answers:
                errs.append(f"{tag}: {k} phrase not in text{' (answers)' if d.get('form') else ''}: {p!r}")
        # market figures never target
        if d["shape"] == "deck":
            kinds = [s[0] for s in slides(d)]
            if kinds[0] != "cover" or "market" not in kinds or "ask" not in kinds:
                errs.append(f"{tag}: deck needs cover, market and ask slides")
            mk = norm(" ".join(t for s in slides(d) if s[0] == "market" for t in [s[1]] + s[2]))
            if not re.search(r"\d", mk):
                errs.append(f"{tag}: market slide without figures")
            for p in g["target_population"] or []:
                if norm(p).lower() in mk.lower():
                    errs.append(f"{tag}: target phrase taken from market slide: {p!r}")
        # implicit stage
        if d["implicit"]:
            body = answers
            for lang in {"en", d["lang"]}:
                if lang in STAGE_WORDS:
                    m = re.search(STAGE_WORDS[lang], body, re.I)
                    if m:
                        errs.append(f"{tag}: implicit-stage document uses stage word {m.group(0)!r}")
        # names
        for nm in d["names"]:
            if nm not in text:
                errs.append(f"{tag}: person name not in text: {nm}")
            for tok in re.split(r"[\s\-]+", nm):
                if tok.lower() in ("de", "van", "da", "la"):
                    continue
                other = all_names.get(tok)
                if other and other != tag:
                    errs.append(f"{tag}: name part {tok!r} also used in {other}")
                all_names[tok] = tag
            for p in g["title"] or []:
                if nm.lower() in p.lower() or p.lower() in nm.lower():
                    errs.append(f"{tag}: title {p!r} overlaps person {nm!r}")
        for p in g["title"] or []:
            for nm in d["names"]:
                if p == nm:
                    errs.append(f"{tag}: project name listed as person")
        for m in re.finditer(r"\b" + TITLE_WORDS + r"\s+((?:[A-ZÀ-Ž][\w'À-ž\-]+\s?){1,3})", text):
            first = m.group(1).split()[0]
            if not any(first in nm.split() or first == nm for nm in d["names"]):
                errs.append(f"{tag}: name after title not listed: {m.group(0)!r}")
        for m in re.finditer(r"^(?:From|To|Cc):\s*(.*)$", "\n".join(block_texts(d)), re.M):
            who = re.sub(r"<.*?>|\S+@\S+", "", m.group(1)).replace("Dr ", "").strip(" ,")
            if who and not any(nm in who for nm in d["names"]):
                errs.append(f"{tag}: mail header name not listed: {who!r}")
        # addresses, hosts and phones
        for m in re.finditer(r"[\w.+-]+@([\w.-]+\w)", text):
            if not re.search(r"(^|\.)example\.(org|com|net)$", m.group(1)):
                errs.append(f"{tag}: non-example address {m.group(0)}")
        for m in re.finditer(r"\b(?:https?://)?((?:[\w-]+\.)+(?:org|com|net|uk|ie|de|nl|es|fr|it|pt|pl|se|dk|ro|io))\b",
                             text):
            host = m.group(1)
            if "@" + host in text and host.endswith(("example.org", "example.com", "example.net")):
                continue
            if not re.search(r"(^|\.)example\.(org|com|net)$", host):
                errs.append(f"{tag}: non-example host {host}")
        for m in re.finditer(r"\+?\d[\d ()\-]{7,}\d", text):
            digits = re.sub(r"\D", "", m.group(0))
            if len(digits) >= 9 and not digits.startswith(PHONE_OK):
                errs.append(f"{tag}: phone-like number not in a fictional range: {m.group(0)!r}")
        # shape rules
        if d["shape"] == "paragraphs":
            if any(b[0] != "p" for b in d["blocks"]):
                errs.append(f"{tag}: paragraphs document has non-paragraph blocks")
            for b in d["blocks"]:
                if len(b[1].split()) < 12:
                    errs.append(f"{tag}: short paragraph {b[1][:30]!r}")
            wc = len(text.split())
            if not 150 <= wc <= 500:
                errs.append(f"{tag}: paragraphs document has {wc} words")
        if d["shape"] == "one-liner":
            if len(d["blocks"]) > 3 or any(b[0] != "line" for b in d["blocks"]):
                errs.append(f"{tag}: one-liner must be 1-3 lines")
            if len(re.findall(r"[.!?](\s|$)", text)) > 3:
                errs.append(f"{tag}: one-liner has more than three sentences")
        if d["shape"] == "email":
            if not re.search(r"^(Dear|Hi|Hello|Good day)", "\n".join(b[1] for b in d["blocks"] if b[0] == "p"),
                             re.M):
                errs.append(f"{tag}: e-mail without greeting")
            last = [b[1] for b in d["blocks"]][-4:]
            if not any(nm in " ".join(last) for nm in d["names"]):
                errs.append(f"{tag}: e-mail sign-off without name")
        if d["shape"] == "grant-abstract":
            if sum(b[0] == "h" for b in d["blocks"]) < 5:
                errs.append(f"{tag}: grant abstract needs at least five sections")
        if d["shape"] in ("form",) or d.get("form"):
            if sum(b[0] == "q" for b in d["blocks"]) < 5:
                errs.append(f"{tag}: form needs at least five questions")
        if d["shape"] == "table":
            tabs = [b for b in d["blocks"] if b[0] == "table"]
            if len(tabs) != 1 or any(len(r) != 2 for r in tabs[0][1]):
                errs.append(f"{tag}: table shape needs one two-column table")
    pitches = [d for d in DOCS if d["is_pitch"]]
    imp = sum(d["implicit"] for d in pitches)
    if imp < 15:
        errs.append(f"only {imp} implicit-stage pitches (need 15)")
    for k in ("funding", "needs"):
        c = sum(d["gold"][k] is not None for d in pitches)
        if not 20 <= c <= 28:
            errs.append(f"{k} present in {c} pitches, expected about two thirds (20-28)")
    c = sum(d["gold"]["team"] is not None for d in pitches)
    if not 15 <= c <= 21:
        errs.append(f"team present in {c} pitches, expected about half (15-21)")
    for s in STAGES:
        c = sum(s in d["gold"]["stage"] for d in pitches)
        if not 8 <= c <= 10:
            errs.append(f"stage {s}: {c} pitches, expected 9 (8-10)")
    return errs


def fname(d):
    return f"h{d['n']:02d}-{d['slug']}.{d['fmt']}"


# ================================================================ PDF writing
def setup_fonts():
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    base = "/usr/share/fonts/truetype/dejavu/"
    pdfmetrics.registerFont(TTFont("DV", base + "DejaVuSans.ttf"))
    pdfmetrics.registerFont(TTFont("DVB", base + "DejaVuSans-Bold.ttf"))
    pdfmetrics.registerFont(TTFont("DVI", base + "DejaVuSans-Oblique.ttf"))
    pdfmetrics.registerFont(TTFont("DVBI", base + "DejaVuSans-BoldOblique.ttf"))
    from reportlab.lib.fonts import addMapping
    addMapping("DV", 0, 0, "DV")
    addMapping("DV", 1, 0, "DVB")
    addMapping("DV", 0, 1, "DVI")
    addMapping("DV", 1, 1, "DVBI")


def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def write_pdf_flow(d, path):
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.units import cm
    from reportlab.lib import colors
    from reportlab.platypus import SimpleDocTemplate, Paragraph, Spacer, Table, TableStyle, ListFlowable, ListItem

    body = ParagraphStyle("b", fontName="DV", fontSize=10.5, leading=14.5, spaceAfter=7)
    line = ParagraphStyle("l", parent=body, spaceAfter=1)
    title = ParagraphStyle("t", fontName="DVB", fontSize=16, leading=20, spaceAfter=10)
    head = ParagraphStyle("h", fontName="DVB", fontSize=12, leading=15, spaceBefore=6, spaceAfter=4)
    qst = ParagraphStyle("q", fontName="DVB", fontSize=10, leading=13, spaceBefore=8, spaceAfter=3)
    cell = ParagraphStyle("c", fontName="DV", fontSize=10, leading=13)
    cellb = ParagraphStyle("cb", fontName="DVB", fontSize=10, leading=13)
    if d["shape"] == "one-liner":
        body = ParagraphStyle("ol", parent=body, fontSize=11, leading=15, spaceAfter=2)
    flow = []
    for b in d["blocks"]:
        k = b[0]
        if k == "title":
            flow.append(Paragraph(esc(b[1]), title))
        elif k == "h":
            flow.append(Paragraph(esc(b[1]), head))
        elif k == "p":
            flow.append(Paragraph(esc(b[1]), body))
        elif k == "line":
            flow.append(Paragraph(esc(b[1]) if b[1] else "&nbsp;", line if d["shape"] != "one-liner" else body))
        elif k == "bul":
            flow.append(ListFlowable([ListItem(Paragraph(esc(t), body)) for t in b[1]], bulletType="bullet",
                                     bulletFontName="DV"))
        elif k == "table":
            wide = d["shape"] != "not-pitch"
            data = [[Paragraph(esc(r[0]), cellb), Paragraph(esc(r[1]), cell)] for r in b[1]]
            t = Table(data, colWidths=[4.2 * cm, 12.3 * cm] if wide else [2 * cm, 14.5 * cm])
            t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.grey),
                                   ("VALIGN", (0, 0), (-1, -1), "TOP"),
                                   ("BACKGROUND", (0, 0), (0, -1), colors.HexColor("#eef2f6")),
                                   ("TOPPADDING", (0, 0), (-1, -1), 5), ("BOTTOMPADDING", (0, 0), (-1, -1), 5)]))
            flow.append(t)
            flow.append(Spacer(1, 8))
        elif k == "q":
            flow.append(Paragraph(esc(b[1]), qst))
            t = Table([[Paragraph(esc(b[2]), cell)]], colWidths=[16.5 * cm])
            t.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, colors.black),
                                   ("TOPPADDING", (0, 0), (-1, -1), 6), ("BOTTOMPADDING", (0, 0), (-1, -1), 6)]))
            flow.append(t)
    SimpleDocTemplate(path, pagesize=A4, leftMargin=2.2 * cm, rightMargin=2.2 * cm, topMargin=2 * cm,
                      bottomMargin=2 * cm, title="", author="").build(flow)


def write_pdf_deck(d, path):
    from reportlab.pdfgen import canvas
    from reportlab.lib.pagesizes import A4, landscape
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib import colors
    from reportlab.platypus import Paragraph
    size = landscape(A4) if d["page"] == "A4L" else d["page"]
    W, H = size
    c = canvas.Canvas(path, pagesize=size)
    sl = slides(d)
    accent = {27: "#1f7a8c", 28: "#5b3a8c", 29: "#c0392b"}[d["n"]]
    for i, (kind, ttl, items) in enumerate(sl, 1):
        c.setFillColor(colors.HexColor(accent))
        if kind == "cover":
            c.rect(0, 0, W, H, fill=1, stroke=0)
            c.setFillColor(colors.white)
            c.setFont("DVB", H * 0.11)
            c.drawString(W * 0.08, H * 0.58, ttl)
            st = ParagraphStyle("cv", fontName="DV", fontSize=H * 0.04, leading=H * 0.055, textColor=colors.white)
            y = H * 0.48
            for it in items:
                p = Paragraph(esc(it), st)
                _, h = p.wrap(W * 0.84, H)
                p.drawOn(c, W * 0.08, y - h)
                y -= h + H * 0.02
        else:
            c.rect(0, H - H * 0.16, W, H * 0.16, fill=1, stroke=0)
            c.setFillColor(colors.white)
            c.setFont("DVB", H * 0.06)
            c.drawString(W * 0.06, H - H * 0.11, ttl)
            st = ParagraphStyle("bl", fontName="DV", fontSize=H * 0.042, leading=H * 0.058,
                                leftIndent=H * 0.05, bulletIndent=0, bulletFontName="DV")
            y = H * 0.74
            for it in items:
                if kind == "market":
                    box_h = H * 0.13
                    c.setStrokeColor(colors.HexColor(accent))
                    c.setFillColor(colors.HexColor("#f4f6f8"))
                    c.roundRect(W * 0.08, y - box_h, W * 0.84, box_h - H * 0.015, 8, fill=1, stroke=1)
                    p = Paragraph(esc(it), ParagraphStyle("mk", parent=st, leftIndent=0))
                    _, h = p.wrap(W * 0.78, H)
                    p.drawOn(c, W * 0.11, y - box_h / 2 - h / 2)
                    y -= box_h + H * 0.02
                else:
                    p = Paragraph(esc(it), st, bulletText="•")
                    _, h = p.wrap(W * 0.86, H)
                    p.drawOn(c, W * 0.07, y - h)
                    y -= h + H * 0.035
            c.setFillColor(colors.grey)
            c.setFont("DV", H * 0.028)
            label = {27: f"{i} / {len(sl)}", 28: f"{i}", 29: f"Slide {i}"}[d["n"]]
            c.drawRightString(W - W * 0.04, H * 0.04, label)
        c.showPage()
    c.save()


def write_scan(d, path):
    from PIL import Image, ImageDraw, ImageFont, ImageFilter
    rnd = random.Random(d["n"] * 7919)
    W, H = 1654, 2339  # A4 at 200 dpi
    img = Image.new("L", (W, H), 255)
    dr = ImageDraw.Draw(img)
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", 30)
    bold = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf", 40)
    y = 170
    for i, b in enumerate(d["blocks"]):
        t = b[1]
        f = bold if i == 0 else font
        dr.text((150, y), t, fill=rnd.randint(20, 60), font=f)
        y += 58 if i == 0 else 46
    img = img.rotate(0.7, resample=Image.BICUBIC, fillcolor=255, expand=False)
    px = img.load()
    for _ in range(2500):
        x, yy = rnd.randrange(W), rnd.randrange(H)
        px[x, yy] = rnd.randint(90, 200)
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    img.save(path, "PDF", resolution=200.0)


# ================================================================ DOCX writing
def write_docx(d, path):
    import docx
    from docx.shared import Pt, Cm
    document = docx.Document()
    st = document.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(11)
    for b in d["blocks"]:
        k = b[0]
        if k == "title":
            if d["shape"] == "paragraphs":
                raise ValueError("title in paragraphs doc")
            document.add_heading(b[1], level=1)
        elif k == "h":
            document.add_heading(b[1], level=2)
        elif k == "p":
            document.add_paragraph(b[1])
        elif k == "line":
            p = document.add_paragraph(b[1])
            p.paragraph_format.space_after = Pt(0)
        elif k == "bul":
            for t in b[1]:
                document.add_paragraph(t, style="List Bullet")
        elif k == "table":
            t = document.add_table(rows=0, cols=2)
            t.style = "Table Grid"
            for a, v in b[1]:
                cells = t.add_row().cells
                cells[0].text = ""
                r = cells[0].paragraphs[0].add_run(a)
                r.bold = True
                cells[1].text = v
            for row in t.rows:
                row.cells[0].width = Cm(4.5)
                row.cells[1].width = Cm(11.5)
        elif k == "q":
            p = document.add_paragraph()
            p.add_run(b[1]).bold = True
            p.paragraph_format.space_after = Pt(2)
            t = document.add_table(rows=1, cols=1)
            t.style = "Table Grid"
            t.rows[0].cells[0].text = b[2]
            document.add_paragraph("")
        else:  # slide in a handout
            i = slides(d).index(b) + 1
            document.add_heading(f"Slide {i} – {b[1]}", level=2)
            for t in b[2]:
                document.add_paragraph(t, style="List Bullet")
    if d["shape"] == "deck":
        document.add_paragraph("Handout printed from the presentation; speaker notes removed.")
    document.core_properties.author = ""
    document.core_properties.title = ""
    document.save(path)


# ================================================================ read-back
def read_back(d, path):
    if d["fmt"] == "pdf":
        return subprocess.run(["pdftotext", "-raw", "-enc", "UTF-8", path, "-"], capture_output=True,
                              text=True, check=True).stdout
    import docx
    document = docx.Document(path)
    parts = [p.text for p in document.paragraphs]
    for t in document.tables:
        for row in t.rows:
            for c in row.cells:
                parts.append(c.text)
    return "\n".join(parts)


def check_files():
    errs = []
    import docx
    for d in DOCS:
        path = os.path.join(OUTDIR, fname(d))
        tag = fname(d)
        if d.get("scan"):
            info = subprocess.run(["pdfinfo", path], capture_output=True, text=True).stdout
            if not re.search(r"^Pages:\s+1$", info, re.M):
                errs.append(f"{tag}: scan must be one page")
            if read_back(d, path).strip():
                errs.append(f"{tag}: scan has a text layer")
            fonts = subprocess.run(["pdffonts", path], capture_output=True, text=True).stdout.splitlines()
            if len(fonts) > 2:
                errs.append(f"{tag}: scan lists fonts")
            continue
        raw = read_back(d, path)
        txt = norm(raw).lower()
        for k, p in phrases(d["gold"]):
            if norm(p).lower() not in txt:
                errs.append(f"{tag}: read-back lost {k} phrase {p!r}")
        for nm in d["names"]:
            if norm(nm).lower() not in txt:
                errs.append(f"{tag}: read-back lost name {nm!r}")
        if d["fmt"] == "pdf":
            info = subprocess.run(["pdfinfo", "-f", "1", "-l", "99", path], capture_output=True, text=True).stdout
            pages = int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))
            sizes = re.findall(r"^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+)", info, re.M)
            if d["shape"] == "deck":
                if pages != len(slides(d)):
                    errs.append(f"{tag}: {pages} pages for {len(slides(d))} slides")
                if len(sizes) != pages or any(float(w) <= float(h) for w, h in sizes):
                    errs.append(f"{tag}: deck page not landscape")
            elif d["shape"] in ("one-liner", "paragraphs", "email", "table") and pages != 1:
                errs.append(f"{tag}: expected one page, got {pages}")
            if d["shape"] == "one-liner":
                lines = [x for x in raw.splitlines() if x.strip()]
                if len(lines) > 3:
                    errs.append(f"{tag}: one-liner prints on {len(lines)} lines")
        else:
            document = docx.Document(path)
            if d["shape"] == "paragraphs":
                bad = [p.style.name for p in document.paragraphs
                       if p.style.name.startswith(("Heading", "Title")) or p.style.name != "Normal"]
                if bad:
                    errs.append(f"{tag}: paragraphs DOCX uses styles {bad}")
            if d["shape"] == "one-liner":
                lines = [p.text for p in document.paragraphs if p.text.strip()]
                if len(lines) > 3:
                    errs.append(f"{tag}: one-liner has {len(lines)} lines")
    return errs


# ================================================================ main
def main():
    errs = check_data()
    if errs:
        print("DATA CHECK FAILED:")
        for e in errs:
            print("  -", e)
        sys.exit(1)
    os.makedirs(OUTDIR, exist_ok=True)
    setup_fonts()
    for d in DOCS:
        path = os.path.join(OUTDIR, fname(d))
        if d.get("scan"):
            write_scan(d, path)
        elif d["fmt"] == "pdf" and d["shape"] == "deck":
            write_pdf_deck(d, path)
        elif d["fmt"] == "pdf":
            write_pdf_flow(d, path)
        else:
            write_docx(d, path)
    errs = check_files()
    if errs:
        print("READ-BACK CHECK FAILED (manifest not written):")
        for e in errs:
            print("  -", e)
        sys.exit(1)
    manifest = [{"file": fname(d), "shape": d["shape"], "is_pitch": d["is_pitch"],
                 "gold": {k: d["gold"][k] for k in FIELDS}, "person_names": d["names"]}
                for d in sorted(DOCS, key=lambda x: x["n"])]
    with open(MANIFEST, "w", encoding="utf-8") as f:
        json.dump(manifest, f, ensure_ascii=False, indent=2)
        f.write("\n")
    # ---- report
    pitches = [d for d in DOCS if d["is_pitch"]]
    print(f"wrote {len(DOCS)} files to documents-5/ and {os.path.basename(MANIFEST)}")
    print("shapes (PDF/DOCX):")
    for sh in SHAPES:
        got = [d for d in DOCS if d["shape"] == sh]
        p = sum(d["fmt"] == "pdf" for d in got)
        print(f"  {sh:15s} {len(got):2d}  ({p}/{len(got) - p})")
    print("stages:", {s: sum(s in d["gold"]["stage"] for d in pitches) for s in
                      ["concept", "prototype", "live", "established"]})
    print("implicit stages:", sum(d["implicit"] for d in pitches), "of", len(pitches), "pitches")
    print("null facts per field (pitches):", {k: sum(d["gold"][k] is None for d in pitches) for k in FIELDS})
    langs = {}
    for d in DOCS:
        langs[LANG_NAMES[d["lang"]]] = langs.get(LANG_NAMES[d["lang"]], 0) + 1
    print("languages:", langs)
    lens = [len(p.split()) for d in DOCS for _, p in phrases(d["gold"])]
    print(f"gold phrases: {len(lens)}; 1 word: {sum(x == 1 for x in lens)}, 2-6 words: "
          f"{sum(2 <= x <= 6 for x in lens)}, 7-10 words: {sum(7 <= x <= 10 for x in lens)}")
    print("scan: h40 (no text layer, not read back)")


if __name__ == "__main__":
    main()
