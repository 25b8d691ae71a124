import { readText } from './english-nlp.js';
import { findPeople } from './find-people.js';

const people = (text: string) => findPeople(readText(text));

describe('findPeople', () => {
  it.each([
    [
      'Dr. Alan Whitfield  alan.whitfield@nhs.net  Eden Valley Medical Practice',
      'alan.whitfield@nhs.net',
      'Dr. Alan Whitfield',
      'Eden Valley Medical Practice',
    ],
    [
      'Eden Valley Medical Practice  alan.whitfield@nhs.net  Dr. Alan Whitfield',
      'alan.whitfield@nhs.net',
      'Dr. Alan Whitfield',
      'Eden Valley Medical Practice',
    ],
    ['alan.whitfield@nhs.net, Alan Whitfield, Eden Valley Medical Practice', 'alan.whitfield@nhs.net', 'Alan Whitfield', 'Eden Valley Medical Practice'],
    ["i'm lee chen from state university, lee.chen@stateu.edu", 'lee.chen@stateu.edu', 'Lee Chen', 'State University'],
    ['My name is Priya Raman and I work at Mercy Hospital.', null, 'Priya Raman', 'Mercy Hospital'],
    ['Lee Chen, State University', null, 'Lee Chen', 'State University'],
    // "et", "und" inside an organisation's name, as "and" is.
    [
      'Salma Bennani, salma.bennani@example.com, Association Femmes et Santé Casablanca',
      'salma.bennani@example.com',
      'Salma Bennani',
      'Association Femmes et Santé Casablanca',
    ],
    // Someone else named beside the visitor: a relation before, a verb of their own or a role after.
    ['Hi, from a small team at Calder Council: my manager Gillian Ashworth, two therapists and me.', null, null, 'Calder Council'],
    ['We are the founders of Tiba Link. Achieng Otieno is a clinical officer.', null, null, 'Tiba Link'],
    // An organisation named by the visitor's role in it, whatever its words.
    ["I'm Maricel Dizon, I coordinate Lamok Watch, a small NGO.", null, 'Maricel Dizon', 'Lamok Watch'],
    ["Name: Jana Králová, I'm the pharmacist-owner of Lékárna U Mostu in Brno.", null, 'Jana Králová', 'Lékárna U Mostu'],
    ['well the group is called Thornbury Feeding Friends if that counts?', null, null, 'Thornbury Feeding Friends'],
    ['I run Lamok Watch with my sister, every Monday.', null, null, 'Lamok Watch'],
    ['I run Monday clinics in the village hall.', null, null, null],
    // Labelled as one.
    ['name: Adaeze Nwachukwu, email: adaeze.n@example.com, org: LifeDrop Port Harcourt', 'adaeze.n@example.com', 'Adaeze Nwachukwu', 'LifeDrop Port Harcourt'],
    ['Organisation: none really, just me', null, null, null],
    ["The contact is m.h@example.com - that's Marguerite Halloway, our chair.", 'm.h@example.com', null, null],
    ["Catriona Bell, catriona.bell@example.org, St Aldric's Hospital Pharmacy", 'catriona.bell@example.org', 'Catriona Bell', "St Aldric's Hospital Pharmacy"],
    ["ruaridh@example.org, Ruaridh Campbell, I'm a councillor but this is personal.", 'ruaridh@example.org', 'Ruaridh Campbell', null],
    ['sure: maria.gonzalez@gmail.com', 'maria.gonzalez@gmail.com', null, null],
    // Double names and letters outside Latin-1, which the library's tokenizer cuts apart.
    [
      'w.oseibonsu@example.org, Wilhelmina Osei-Bonsu, Harrowgate Community Health Trust',
      'w.oseibonsu@example.org',
      'Wilhelmina Osei-Bonsu',
      'Harrowgate Community Health Trust',
    ],
    ['b.sikorski@example.org, Bartłomiej Sikorski, Ortho-Kids Clinic Poznań', 'b.sikorski@example.org', 'Bartłomiej Sikorski', 'Ortho-Kids Clinic Poznań'],
    // Signatures: the name, a role, the organisation, on one line or two; the titled name before one inside a sentence.
    ['Thanks. — Astrid Haugen, CEO, CalmChair AS, astrid@example.org', 'astrid@example.org', 'Astrid Haugen', 'CalmChair AS'],
    [
      'We work in rural Tamil Nadu.\n\nDr Priya Raman\nClinical Lead, Northgate Diabetes Foundation, Chennai',
      null,
      'Dr. Priya Raman',
      'Northgate Diabetes Foundation',
    ],
    ["I'm Callum Reid, community nurse, Broadland Community Nursing.", null, 'Callum Reid', 'Broadland Community Nursing'],
    ['Me: Katarzyna Zielińska, founder of InterCheck sp. z o.o.', null, 'Katarzyna Zielińska', 'InterCheck sp. z o.o'],
    // Names of other languages keep their lower-case joins; "and I" never ends one.
    ['ana@example.org, Ana Ruiz, Hospital Universitario de Jaén', 'ana@example.org', 'Ana Ruiz', 'Hospital Universitario de Jaén'],
    ['piotr@example.org, Piotr Zając, Szpital Uniwersytecki w Krakowie', 'piotr@example.org', 'Piotr Zając', 'Szpital Uniwersytecki w Krakowie'],
    // A job title on the line between the name and the organisation is no organisation, whatever its words.
    ['Many thanks,\nMorag Dunlop\nPractice Manager\nKirkbride Medical Practice\nTel: 01632 960592', null, 'Morag Dunlop', 'Kirkbride Medical Practice'],
    [
      'Dr Helena Stavros (she/her)\nHead of Innovation & Nursing Research\nGreenhill Community Health Trust',
      null,
      'Dr. Helena Stavros',
      'Greenhill Community Health Trust',
    ],
  ])('%s', (text, email, name, org) => {
    expect(people(text)).toMatchObject({ email, fullName: name, affiliation: org });
  });

  it('does not take a role or an activity for a name', () => {
    expect(people("Hi, I'm a nurse in a busy ICU.").fullName).toBeNull();
    expect(people("I'm building an app for nurses.").fullName).toBeNull();
    expect(people("Support I'm looking for: a small grant.").fullName).toBeNull();
    expect(people("Honestly I'm wary about leaving my email.").fullName).toBeNull();
    expect(people('Nurses struggle with charting at night.').fullName).toBeNull();
  });

  it('reads a signature whose title ends in a post as the role, and the line after it as the organisation; quoted words introduce no one', () => {
    const signed = people('Regards,\nSteve\n\nSteven Ibbotson\nHealth & Safety Lead\nCarewell Homes Group');
    expect(signed).toMatchObject({ fullName: 'Steven Ibbotson', affiliation: 'Carewell Homes Group' });
    expect(people("Cards that say 'I am Deaf, please write' at the desk.").fullName).toBeNull();
  });

  it("does not take a sentence's opening word, or a place after a role, for an organisation", () => {
    expect(people('After NHS virtual ward partners for a UK pilot and a UK reseller.').affiliation).toBeNull();
    expect(people('Retired community pharmacist, Galway. People with dementia take the wrong pills.').affiliation).toBeNull();
  });

  it('takes a place of work after "at" as the organisation, never a name, unless the sentence names an organisation itself', () => {
    expect(people("I've been a staff nurse at Harrowgate General for nineteen years.")).toMatchObject({ fullName: null, affiliation: 'Harrowgate General' });
    expect(people('I do nights at Larkfield House, it is a care home outside Shrewsbury.').affiliation).toBe('Larkfield House');
    expect(people('My name is Efua Mensah, I am senior midwife at Komfo Ward, Asokwa Municipal Hospital.').affiliation).toBe('Asokwa Municipal Hospital');
  });

  it("reads a visitor who mixes languages: another language's opening word names no one, and a word of letters outside English keeps its last letter", () => {
    expect(people('W Polsce po endoprotezie kolana czeka się miesiącami na rehabilitację - after knee replacement patients wait months.').fullName).toBeNull();
    expect(people("Hello ji! Main Delhi se Rajesh Khurana. Thoda Hinglish mein likh raha hoon, hope that's ok.").fullName).toBe('Rajesh Khurana');
    expect(people('Derneğimiz: Görüş Sağlık Derneği.').affiliation).toBe('Görüş Sağlık Derneği');
  });

  it('does not take a round, a currency or an acronym beside a word for a name', () => {
    expect(people('Raising S$2M seed. Need a hospital partner.').fullName).toBeNull();
    expect(people('Need a US distribution partner and a Series B lead.').fullName).toBeNull();
    expect(people('Rural LGBTQ+ people in our area travel 60+ miles to a clinic.').fullName).toBeNull();
  });

  it('takes the name the visitor gives as theirs, and a full name over a first name told before it', () => {
    expect(people("I'm not part of any organisation, just a farmer. Heather Lindqvist is my name.").fullName).toBe('Heather Lindqvist');
    expect(people("Just call me Kez. Ok, full name's Kerry-Ann Doyle.").fullName).toBe('Kerry-Ann Doyle');
  });

  it.each([
    ['Good evening. When I came to Ekerubo Mission Hospital eleven years ago as a young midwife, I thought it was fine.', 'Ekerubo Mission Hospital'],
    ['At Captura Medical we have built a capture canister.', 'Captura Medical'],
    ['Our community interest company is Open Door Dental CIC.', 'Open Door Dental CIC'],
    ["Fine. We're a drug service - Harbour Lane Recovery Project in Salford.", 'Harbour Lane Recovery Project'],
    ['I started as a volunteer with Solas Nua Peer Support back in 2017.', 'Solas Nua Peer Support'],
    ['Antimicrobial pharmacist, Royal Fenwick Infirmary. Most labels are wrong.', 'Royal Fenwick Infirmary'],
    ['Good afternoon. Chiamaka Eze, founder and CEO, ScanMama. We are in 9 centres.', 'ScanMama'],
  ])('takes the organisation the visitor says is theirs: %s', (text, org) => {
    expect(people(text)).toMatchObject({ affiliation: org, affiliationStated: true });
  });
});

describe('findPeople on a unit', () => {
  it('takes a unit beside an address for the organisation, never a name', () => {
    expect(people('k.osei@example.org, Millbrook Stroke Unit')).toMatchObject({ fullName: null, affiliation: 'Millbrook Stroke Unit' });
  });
});

describe('findPeople on organisations named in their own language', () => {
  it('takes a yayasan or a stichting beside an address for the organisation, never a name', () => {
    expect(people('sari@example.org, Yayasan Anak Sehat')).toMatchObject({ fullName: null, affiliation: 'Yayasan Anak Sehat' });
    expect(people('joost@example.nl, Stichting Thuiszorg Oost')).toMatchObject({ fullName: null, affiliation: 'Stichting Thuiszorg Oost' });
  });
});
