import { foreignLanguage } from './detect-language.js';

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
