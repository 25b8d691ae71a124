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
    ['sure: maria.gonzalez@gmail.com', 'maria.gonzalez@gmail.com', null, null],
    // Double names and letters outside Latin-1, which the library's tokenizer cuts apart.
    [
      'w.oseibonsu@example.org, Wilhelmina Osei-Bonsu, Harrowgate Community Health Trust',
      'w.oseibonsu@example.org',
      'Wilhelmina Osei-Bonsu',
      'Harrowgate Community Health Trust',
    ],
    ['b.sikorski@example.org, Bartłomiej Sikorski, Ortho-Kids Clinic Poznań', 'b.sikorski@example.org', 'Bartłomiej Sikorski', 'Ortho-Kids Clinic Poznań'],
  ])('%s', (text, email, name, org) => {
    expect(people(text)).toEqual({ email, fullName: name, affiliation: org });
  });

  it('does not take a role or an activity for a name', () => {
    expect(people("Hi, I'm a nurse in a busy ICU.").fullName).toBeNull();
    expect(people("I'm building an app for nurses.").fullName).toBeNull();
    expect(people('Nurses struggle with charting at night.').fullName).toBeNull();
  });
});
