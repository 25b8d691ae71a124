import { greetableName, greetingFor } from './greeting.js';

describe('greetingFor', () => {
  it.each([
    ['Ada', 'Hello Ada,'],
    ['Ada Lovelace', 'Hello Ada Lovelace,'],
    ['  Grace   Hopper ', 'Hello Grace Hopper,'],
    ['José Núñez', 'Hello José Núñez,'],
    ['Zoë Ødegaard-Åberg', 'Hello Zoë Ødegaard-Åberg,'],
    ["Dr. Mary-Jane O'Neil", "Hello Dr. Mary-Jane O'Neil,"],
    ['Seán Ó Briain', 'Hello Seán Ó Briain,'],
    ['J. R. R. Tolkien', 'Hello J. R. R. Tolkien,'],
    ['李小龙', 'Hello 李小龙,'],
  ])('greets %j by name', (name, greeting) => {
    expect(greetingFor(name)).toBe(greeting);
  });

  it.each([
    // Phishing lines and instructions.
    ['Dear Visit http://phish.example'],
    ['Visit http://phish.example'],
    ['Dear Visit'],
    ['Visit phish dot example'],
    ['Click here'],
    ['Verify your account'],
    ['Hello'],
    ['www phish example'],
    ['phish.example'],
    ['admin@phish.example'],
    ['Call +1 555 0100'],
    // Not a name.
    ['Agent 007'],
    ['R2D2'],
    ['Ada, urgent!'],
    ['Ada; Bob'],
    ['<b>Ada</b>'],
    ['Ada\nSecond line'],
    ['Anna Maria Louisa de Medici'],
    ['A'],
    ['J. R.'],
    ['Ada ' + 'x'.repeat(30)],
    ['Ab '.repeat(30)],
    ['...'],
    ["'--"],
    [''],
    ['   '],
    [null],
    [undefined],
  ])('says only "Hello," to %j', (name) => {
    expect(greetingFor(name)).toBe('Hello,');
    expect(greetableName(name)).toBeNull();
  });
});
