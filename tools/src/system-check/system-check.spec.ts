import { planSystemSetup, SYSTEM_NEEDS, type SystemNeed } from './system-check.js';

const need = (aptPackage: string): SystemNeed => {
  const found = SYSTEM_NEEDS.find((n) => n.aptPackage === aptPackage);
  if (!found) throw new Error(`no need for ${aptPackage}`);
  return found;
};

describe('what npm test does about the system tools it needs', () => {
  it('names every tool the tiers drive, each with its Debian package', () => {
    expect(SYSTEM_NEEDS.map((n) => n.aptPackage).sort()).toEqual(['chromium', 'fonts-dejavu-core', 'nginx-light', 'poppler-utils', 'prometheus']);
    for (const n of SYSTEM_NEEDS) expect(n.path ?? n.command).toBeTruthy();
  });

  it('goes on when nothing is missing, root or not', () => {
    expect(planSystemSetup({ missing: [], root: false, apt: true })).toEqual({ action: 'proceed' });
    expect(planSystemSetup({ missing: [], root: true, apt: true })).toEqual({ action: 'proceed' });
  });

  it('installs what is missing with apt-get when it runs as root on an apt machine', () => {
    const plan = planSystemSetup({ missing: [need('nginx-light'), need('prometheus')], root: true, apt: true });
    expect(plan).toEqual({
      action: 'install',
      packages: ['nginx-light', 'prometheus'],
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'nginx-light', 'prometheus'],
      ],
    });
  });

  it('stops before any suite without root, naming each missing tool, who needs it, and the exact command', () => {
    const plan = planSystemSetup({ missing: [need('chromium'), need('poppler-utils')], root: false, apt: true });
    expect(plan.action).toBe('stop');
    if (plan.action !== 'stop') return;
    expect(plan.packages).toEqual(['chromium', 'poppler-utils']);
    expect(plan.message).toContain('sudo apt-get install -y chromium poppler-utils\n');
    expect(plan.message).toContain('Chromium at /usr/bin/chromium (package chromium), for the browser tests');
    expect(plan.message).toContain('pdftotext (package poppler-utils)');
  });

  it('stops as root too when there is no apt-get, naming the packages to find elsewhere', () => {
    const plan = planSystemSetup({ missing: [need('prometheus')], root: true, apt: false });
    expect(plan.action).toBe('stop');
    if (plan.action === 'stop') expect(plan.message).toMatch(/no apt-get: install the equivalent of the Debian packages prometheus/);
  });

  it('says to fix PATH, not to install, when a tool is installed in a folder off PATH', () => {
    const plan = planSystemSetup({ missing: [], offPath: [{ need: need('nginx-light'), at: '/usr/sbin/nginx' }], root: false, apt: true });
    expect(plan).toEqual({ action: 'stop', packages: [], message: expect.stringContaining('export PATH="$PATH:/usr/sbin"') });
    if (plan.action === 'stop') expect(plan.message).not.toContain('apt-get');
  });
});
