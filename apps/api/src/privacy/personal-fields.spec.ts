import { mergePersonalFields } from './personal-fields.js';

describe('mergePersonalFields', () => {
  it('unites the keys each context gives an event type, once each, and keeps types without keys', () => {
    expect(
      mergePersonalFields([
        { Submitted: ['name', 'email'], Viewed: [] },
        { Submitted: ['email', 'files.filename'], Noted: ['text'] },
      ]),
    ).toEqual({ Submitted: ['name', 'email', 'files.filename'], Viewed: [], Noted: ['text'] });
  });
});
