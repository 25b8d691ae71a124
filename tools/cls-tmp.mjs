const m = await import('/work/main/libs/guide-engine/dist/understanding/screen-message.js');
for (const t of process.argv.slice(2)) {
  const s = m.screenText(t);
  for (const x of s.sentences) console.log(x.toSystem ? 'ASIDE' : 'own  ', x.class.label, x.class.confidence.toFixed(2), '|', x.text);
}
