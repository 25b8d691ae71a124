import { foreignLanguage, sentenceLanguages } from './detect-language.js';

describe('foreignLanguage', () => {
  it('names the language of a message written in another one', () => {
    expect(foreignLanguage('Wir haben eine App für Eltern und brauchen einen Partner in der Klinik.')).toBe('de');
    expect(foreignLanguage('Nous avons besoin de financement pour notre projet avec les infirmières.')).toBe('fr');
    expect(foreignLanguage('Мы разрабатываем приложение для пациентов.')).toBe('ru');
  });

  it('reads English, and a short contact line whatever its company suffix, as no other language', () => {
    expect(foreignLanguage('We need a partner hospital and some funding for the pilot.')).toBeNull();
    expect(foreignLanguage('CAMHS waits 18mo+. idea: peer-led waiting list groups, young ppl w/ lived exp co-facilitate w/ a psych')).toBeNull();
    expect(foreignLanguage('tomasz.wierzbicki@example.com, Tomasz Wierzbicki, Glikolux sp. z o.o.')).toBeNull();
  });

  it("reads the function words of an organisation's name as part of the name", () => {
    expect(
      foreignLanguage(
        'v. Prof. Ignacio Fuentealba, Departamento de Ingeniería Biomédica, Universidad Costera de Valparaíso, and the sleep team of the regional hospital',
      ),
    ).toBeNull();
    // A sentence in the language still reads as one, its capitalised nouns and all.
    expect(foreignLanguage('Wir brauchen Hilfe bei der Finanzierung für unser Projekt.')).toBe('de');
  });
});

describe('foreignLanguage on a short greeting line', () => {
  it('names the language of a greeting and a job, and of a landing-page title', () => {
    expect(foreignLanguage('Guten Tag! Ich bin Apothekerin in einem Dorf bei Kassel.')).toBe('de');
    expect(foreignLanguage('Suivi des plaies chez les patients après la chirurgie')).toBe('fr');
  });

  it('reads a sharps bin, a heel and "im" typed for "I\'m" as English', () => {
    expect(foreignLanguage('im a nurse and the sharps bin is always full by noon')).toBeNull();
    expect(foreignLanguage('Ben and I built a heel pad for runners with diabetes.')).toBeNull();
  });
});

describe('foreignLanguage on German, which capitalises its nouns', () => {
  it('names German whose function words all stand between nouns', () => {
    expect(foreignLanguage('Die Pflegekräfte auf Station Drei und die Ärzte im Nachtdienst.')).toBe('de');
  });
});

describe('a short line told by its own letters', () => {
  it('reads a Polish line of few function words as Polish, and an English one naming a Polish person as English', () => {
    expect(foreignLanguage('Potrzebuję mentora i zespołu programistów.')).toBe('pl');
    expect(foreignLanguage('Pomysł: aplikacja, która łączy pacjenta z tłumaczem PJM przez wideo w ciągu minuty.')).toBe('pl');
    expect(foreignLanguage('Hi, I am Łukasz Przybył from Kraków and I need a mentor.')).toBeNull();
  });
});

describe('the sentences of one message', () => {
  it('reads a sentence too short to tell alone in the language of its message, and an English one beside it as English', () => {
    expect(
      sentenceLanguages([
        'Ich pflege seit vier Jahren meine Mutter mit Demenz.',
        'Pflegende Angehörige wie ich sind völlig erschöpft, weil wir nie einen freien Nachmittag haben.',
      ]),
    ).toEqual(['de', 'de']);
    expect(
      sentenceLanguages(['Nos patients âgés prennent trop de médicaments.', 'Older patients take ten, twelve medicines, and nobody stops anything.']),
    ).toEqual(['fr', null]);
    expect(sentenceLanguages(['Wolfgang Pichler, Verein Atempause Steiermark.', 'Wir brauchen Hilfe bei der Finanzierung für unser Projekt.'])).toEqual([
      null,
      'de',
    ]);
  });

  it('names a greeting line by its common words', () => {
    expect(foreignLanguage('Grüß Gott! Ich schreibe aus Graz.')).toBe('de');
    expect(foreignLanguage('Pracuję jako opiekunka, od trzech lat.')).toBe('pl');
    expect(foreignLanguage('My ma and I run a tiny hairdresser in Leeds.')).toBeNull();
  });
});
