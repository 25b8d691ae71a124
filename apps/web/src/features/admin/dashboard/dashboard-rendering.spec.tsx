import type { AiConversationItem, FormSubmissionListItem, WorkWithUsListItem } from '@intake/contracts';
import { debugRecommendations } from '@intake/machines';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AiSessionsTable } from './ai-sessions-tab';
import { DashboardHeader, type DashboardHeaderProps } from './dashboard-header';
import { DashboardTabs } from './dashboard-tabs';
import { RecommendationList } from './debug-tab';
import { FormSubmissionsTable } from './form-submissions-tab';
import { EmptyState, ListTab } from './list-parts';
import { OverviewView } from './overview-view';
import { RawDataTab } from './raw-data-tab';
import { WorkWithUsTable } from './work-with-us-tab';

const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
const headers = (html: string) => [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);

const application: WorkWithUsListItem = {
  submission_id: 'wwu-1',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  video_link: 'https://video.example/ada',
  preferred_roles: 'Clinical advisor',
  work_type: 'Part-time',
  additional_notes: '',
  location_data: { city: 'London', country: 'United Kingdom' },
  uploaded_files: [
    { file_id: 'f-1', filename: 'cv.pdf', file_type: 'resume', content_type: 'application/pdf', size: 100, public_url: '/api/work-with-us/download/f-1' },
  ],
  admin_notified: true,
  submitted_at: '2026-11-20T10:00:00.000Z',
};

describe('dashboard tables', () => {
  it('Work With Us: the admin spec §2 columns, files as download buttons, video and mailto actions', () => {
    const html = render(<WorkWithUsTable items={[application]} api={null} />);
    expect(headers(html)).toEqual(['Applicant', 'Roles', 'Work Type', 'Location', 'Files', 'Submitted', 'Actions']);
    expect(html).toContain('<th scope="row"');
    expect(html).toContain('Ada Lovelace');
    expect(html).toContain('London, United Kingdom');
    expect(html).toMatch(/<button[^>]*><span class="visually-hidden">Download <\/span>cv\.pdf<\/button>/);
    expect(html).toContain('href="mailto:ada@example.org"');
    expect(html).toContain('href="https://video.example/ada" target="_blank" rel="noopener noreferrer"');
  });

  it('Work With Us: a stored javascript: video link is not a link', () => {
    const html = render(<WorkWithUsTable items={[{ ...application, video_link: 'javascript:alert(1)' }]} api={null} />);
    expect(html).not.toContain('href="javascript:');
  });

  it('Form Submissions: Fields is the number of form data keys', () => {
    const submission: FormSubmissionListItem = {
      submission_id: 's-1',
      session_id: 'q-1',
      name: 'Grace Hopper',
      email: 'grace@example.org',
      organization: 'Navy Health',
      location_data: null,
      form_data: { problem: 'p', solution: 's', stage: 'idea', contact: 'c' },
      questionnaire_version: '3.0',
      submitted_at: '2026-11-21T10:00:00.000Z',
    };
    const html = render(<FormSubmissionsTable items={[submission]} />);
    expect(headers(html)).toEqual(['Applicant', 'Organization', 'Location', 'Fields', 'Submitted', 'Actions']);
    expect(html).toContain('<td class="admin-table__number">4</td>');
    expect(html).toContain('Navy Health');
    expect(html).toContain('Not specified');
    expect(html).toContain('href="mailto:grace@example.org"');
  });

  it('AI Guide Sessions: id with source (AI_CHAT by default), state, progress, applicant', () => {
    const item = {
      session_id: 'chat-1',
      state: 'in_progress',
      preview: { name: 'Linus', email: null, problem: null },
      collected_info: {},
      extracted_info: { email: 'linus@example.org' },
      progress: 40,
      progress_percentage: 40,
      started_at: '2026-11-21T10:00:00.000Z',
      completed_at: null,
    } as unknown as AiConversationItem;
    const html = render(<AiSessionsTable items={[item]} />);
    expect(headers(html)).toEqual(['Session', 'State', 'Progress', 'Applicant', 'Location', 'Started', 'Completed']);
    expect(html).toContain('chat-1');
    expect(html).toContain('AI_CHAT');
    expect(html).toContain('In progress');
    expect(html).toContain('40%');
    expect(html).toContain('linus@example.org');
  });

  it("list tabs' error panel: 'Error Loading …' with Retry", () => {
    const html = render(
      <ListTab
        title="Form Submissions"
        loadingWhat="form submissions"
        state={{ status: 'error', error: new Error('API Error 500: boom') }}
        onRetry={() => undefined}
        empty={null}
      >
        {() => null}
      </ListTab>,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('Error Loading Form Submissions');
    expect(html).toContain('API Error 500: boom');
    expect(html).toContain('>Retry</button>');
    expect(render(<EmptyState title="No Applications Yet" />)).toContain('No Applications Yet');
  });
});

describe('dashboard frame', () => {
  const header = (over: Partial<DashboardHeaderProps> = {}) =>
    render(
      <DashboardHeader
        backend="http://127.0.0.1:3000"
        recordCount={7}
        connection="connected"
        hasError={false}
        loading={false}
        view="overview"
        user={{ username: 'admin', project_name: 'intake' }}
        onRefresh={() => undefined}
        {...over}
      />,
    );

  it('header: backend, record count, connection, Refresh; the Error badge only with an error', () => {
    const html = header();
    expect(html).toContain('<h1>Admin dashboard</h1>');
    expect(html).toContain('http://127.0.0.1:3000');
    expect(html).toContain('data-testid="record-count">7<');
    expect(html).toContain('Connected');
    expect(html).toContain('>Refresh</button>');
    expect(html).not.toContain('admin-badge--error');
    expect(header({ hasError: true, connection: 'failed' })).toContain('<span class="admin-badge admin-badge--error">Error</span>');
    expect(header({ connection: 'checking', recordCount: null })).toContain('Checking…');
    expect(header({ view: 'conversations' })).toMatch(/aria-current="page"[^>]*>All Conversations/);
  });

  it('tabs: a tablist of the seven spec tabs and Audit and Privacy, one selected and in the Tab order, the panel named only for it', () => {
    const html = render(<DashboardTabs view="forms" onSelect={() => undefined} />);
    expect(html).toContain('role="tablist"');
    expect(html.match(/role="tab"/g)).toHaveLength(9);
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-selected="true" aria-controls="admin-panel-forms" tabindex="0"[^>]*>Form Submissions/);
    expect(html.match(/aria-controls/g)).toHaveLength(1);
    // A view without a tab: nothing selected, the first tab is the Tab stop.
    const none = render(<DashboardTabs view="overview" onSelect={() => undefined} />);
    expect(none).not.toContain('aria-selected="true"');
    expect(none).toMatch(/tabindex="0"[^>]*>Analytics/);
  });

  it('overview: the six stats tiles and the record count', () => {
    const html = render(
      <OverviewView
        stats={{
          total_conversations: 10,
          completed_conversations: 4,
          active_conversations: 5,
          completion_rate: 40,
          most_common_innovation_type: 'Digital Health/AI',
          average_completion_time: '5.2 minutes',
        }}
        recordCount={9}
        loading={false}
      />,
    );
    for (const text of [
      'Total Conversations',
      '>10<',
      'Completed',
      'Active',
      '40%',
      'Digital Health/AI',
      '5.2 minutes',
      'Records Loaded',
      '>9<',
      'View all 9 conversations',
    ])
      expect(html).toContain(text);
  });

  it('raw data: each answer under its path', () => {
    const html = render(<RawDataTab raw={[{ label: 'Stats', path: '/stats', ok: true, body: { total_conversations: 2 }, error: null }]} />);
    expect(html).toContain('GET /stats');
    expect(html).toContain('&quot;total_conversations&quot;: 2');
    expect(render(<RawDataTab raw={null} />)).toContain('No data loaded yet');
  });

  it('debug recommendations are listed with their level', () => {
    const html = render(
      <RecommendationList recommendations={debugRecommendations({ databaseDirect: { ok: false, status: null, error: 'Failed to fetch' } })} />,
    );
    expect(html).toContain('Problem:</span> Database connection failed');
    expect(render(<RecommendationList recommendations={[]} />)).toContain('No problems found');
  });
});
