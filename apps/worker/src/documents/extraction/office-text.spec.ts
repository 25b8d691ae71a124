import { htmlAsText } from './office-text.js';

describe("a Word document's text, from mammoth's HTML", () => {
  it('keeps paragraphs and headings a line each', () => {
    expect(htmlAsText('<h1>SafeStep</h1><p>Falls at home &amp; in care homes.</p><ul><li>Sensor</li><li>App</li></ul>')).toBe(
      'SafeStep\nFalls at home & in care homes.\nSensor\nApp',
    );
  });

  it('reads a box and its label as a labelled line, a row of figures as one line, and a grid a box a line', () => {
    const labelled = '<table><tr><td><p>Customer segments</p></td><td><p>Housebound older adults</p><p>needing blood tests</p></td></tr></table>';
    expect(htmlAsText(labelled)).toBe('Customer segments: Housebound older adults needing blood tests');
    const figures = '<table><tr><th>Indicator</th><th>2024</th><th>2025</th></tr><tr><td>Calls made</td><td>14,900</td><td>16,700</td></tr></table>';
    expect(htmlAsText(figures)).toBe('Indicator | 2024 | 2025\nCalls made | 14,900 | 16,700');
    const grid =
      '<table><tr><td><p>Problem</p><p>Nurses miss early sepsis.</p></td><td><p>Solution</p><p>A wristband that alerts them.</p></td><td><p>Users</p><p>Ward nurses.</p></td></tr></table>';
    expect(htmlAsText(grid)).toBe('Problem\nNurses miss early sepsis.\nSolution\nA wristband that alerts them.\nUsers\nWard nurses.');
  });
});
