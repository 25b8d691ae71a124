import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promtool } from '@intake/logging/testing';
import { parse } from 'yaml';

const DIR = fileURLToPath(new URL('../../../deploy/prometheus/', import.meta.url));

// Debian's promtool on the shipped files (the int tier: it runs a binary of the system).
describe('deploy/prometheus under promtool', () => {
  it('is a valid Prometheus config that loads the alert rules', async () => {
    const result = await promtool(['check', 'config', `${DIR}prometheus.yml`]);
    expect(result.output).toMatch(/SUCCESS: \d+ rule files found/);
    expect(result.code).toBe(0);
  });

  it('has valid alert rules', async () => {
    const result = await promtool(['check', 'rules', `${DIR}alerts.yml`]);
    expect(result.output).toMatch(/SUCCESS: \d+ rules found/);
    expect(result.code).toBe(0);
  });

  it('fires each alert on the series that should raise it, and stays quiet otherwise (promtool test rules)', async () => {
    const result = await promtool(['test', 'rules', `${DIR}alerts.test.yml`]);
    expect(result).toEqual({ code: 0, output: expect.stringContaining('SUCCESS') });
  });

  it('tests every alert it defines', () => {
    const rules = parse(readFileSync(`${DIR}alerts.yml`, 'utf8')) as { groups: { rules: { alert: string }[] }[] };
    const tests = parse(readFileSync(`${DIR}alerts.test.yml`, 'utf8')) as { tests: { alert_rule_test: { alertname: string; exp_alerts: unknown[] }[] }[] };
    const defined = rules.groups.flatMap((g) => g.rules.map((r) => r.alert)).sort();
    const firedInTests = new Set(tests.tests.flatMap((t) => t.alert_rule_test.filter((a) => a.exp_alerts.length > 0).map((a) => a.alertname)));
    expect(defined.filter((name) => !firedInTests.has(name))).toEqual([]);
  });
});
