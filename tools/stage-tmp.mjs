import { readFileSync } from 'node:fs';
const nlp = await import('/work/main/libs/guide-engine/dist/understanding/english-nlp.js');
const sc = await import('/work/main/libs/guide-engine/dist/understanding/sentence-classifier.js');
const st = await import('/work/main/libs/guide-engine/dist/understanding/stage-classifier.js');
const ex = await import('/work/main/libs/guide-engine/dist/offline/text-rules.js');
const misses = new Map(readFileSync('/tmp/b-fresh8.txt','utf8').split('\n').filter(l=>l.includes('project_stage: expected') && l.includes('b6-')).map(l=>{const m=/^  (\S+) project_stage: expected ~"(\w+)", got (.*)$/.exec(l); return [m[1], m[2]+' / '+m[3]];}));
for (const c of JSON.parse(readFileSync('/work/main/tools/guide-dev-corpus/conversations-6.json','utf8'))) {
  if (!misses.has(c.id)) continue;
  console.log('##', c.id, 'gold', c.gold.project_stage, 'miss', misses.get(c.id));
  for (const msg of [c.idea ?? '', ...c.script]) for (const s of nlp.readText(msg).sentences) {
    const k = sc.classifyTokens(s.tokens); const g = st.classifyStageTokens(s.tokens);
    if (k.scores.stage >= 0.1 || g.confidence > 0.7) console.log(`   stageScore=${k.scores.stage.toFixed(2)} top=${k.label} model=${g.label}:${g.confidence.toFixed(2)} rules=${ex.findStage ? ex.findStage(s.text.toLowerCase()) : '?'} | ${s.text.slice(0,150)}`);
  }
}
