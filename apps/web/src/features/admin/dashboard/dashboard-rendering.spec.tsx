/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import type { AiConversationItem, FormSubmissionListItem, WorkWithUsListItem } from '@intake/contracts';
import { debugRecommendations } from '@intake/machines';
import { cleanup, render as renderInDom, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AiSessionsTable } from './ai-sessions-tab';
import { DashboardHeader, type DashboardHeaderProps } from './dashboard-header';
import { DashboardTabs } from './dashboard-tabs';
import { DASHBOARD_TABS, tabsFor } from './dashboard-views';
import { RecommendationList } from './debug-tab';
import { FormSubmissionsTable } from './form-submissions-tab';
import { EmptyState, ListTab } from './list-parts';
import { OverviewView } from './overview-view';
import { RawDataTab } from './raw-data-tab';
import { WorkWithUsTable } from './work-with-us-tab';

/** Renders into a fresh document (the previous render removed), inside a router for the links. */
const render = (node: React.ReactNode) => {
  cleanup();
  return renderInDom(node, { wrapper: MemoryRouter }).container;
};
const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

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
    render(<WorkWithUsTable items={[application]} api={null} />);
    expect(headers()).toEqual(['Applicant', 'Roles', 'Work Type', 'Location', 'Files', 'Submitted', 'Actions']);
    const row = screen.getByRole('rowheader');
    expect(row).toHaveTextContent('Ada Lovelace');
    expect(screen.getByRole('cell', { name: 'London, United Kingdom' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download cv.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email Ada Lovelace' })).toHaveAttribute('href', 'mailto:ada@example.org');
    const video = screen.getByRole('link', { name: 'Watch the video of Ada Lovelace' });
    expect(video).toHaveAttribute('href', 'https://video.example/ada');
    expect(video).toHaveAttribute('target', '_blank');
    expect(video).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('Work With Us: a stored javascript: video link is not a link', () => {
    render(<WorkWithUsTable items={[{ ...application, video_link: 'javascript:alert(1)' }]} api={null} />);
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href')?.startsWith('javascript:'))).toBe(false);
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
    render(<FormSubmissionsTable items={[submission]} />);
    expect(headers()).toEqual(['Applicant', 'Organization', 'Location', 'Fields', 'Submitted', 'Actions']);
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent(/^4$/);
    expect(screen.getByRole('cell', { name: 'Navy Health' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Not specified' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === 'mailto:grace@example.org')).toBe(true);
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
    render(<AiSessionsTable items={[item]} />);
    expect(headers()).toEqual(['Session', 'State', 'Progress', 'Applicant', 'Location', 'Started', 'Completed']);
    expect(screen.getByRole('rowheader')).toHaveTextContent('chat-1');
    expect(screen.getByRole('rowheader')).toHaveTextContent('AI_CHAT');
    expect(screen.getByRole('cell', { name: 'In progress' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '40%' })).toBeInTheDocument();
    expect(screen.getByText('linus@example.org')).toBeInTheDocument();
  });

  it('AI Guide Sessions: a record as admin spec §3 allows it, without state, progress or collected info, reads its state as §4 derives it', () => {
    const finished = { session_id: 'chat-2', created_at: '2026-11-21T10:00:00.000Z', completed_at: '2026-11-21T10:20:00.000Z' };
    const talking = { session_id: 'chat-3', started_at: '2026-11-21T11:00:00.000Z', messages: [{ role: 'user', content: 'Hello' }] };
    render(<AiSessionsTable items={[finished, talking] as unknown as AiConversationItem[]} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('cell', { name: 'Completed' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('cell', { name: 'Active' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Anonymous')).toBeInTheDocument();
  });

  it("list tabs' error panel: 'Error Loading …' with Retry", () => {
    render(
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
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Form Submissions');
    expect(alert).toHaveTextContent('API Error 500: boom');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    render(<EmptyState title="No Applications Yet" />);
    expect(screen.getByText('No Applications Yet')).toBeInTheDocument();
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
    header();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
    expect(screen.getByText('http://127.0.0.1:3000')).toBeInTheDocument();
    expect(screen.getByTestId('record-count')).toHaveTextContent(/^7$/);
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByText('Error', { exact: true })).toBeNull();
    header({ hasError: true, connection: 'failed' });
    expect(screen.getByText('Error', { exact: true })).toHaveClass('admin-badge--error');
    header({ connection: 'checking', recordCount: null });
    expect(screen.getByText('Checking…')).toBeInTheDocument();
    header({ view: 'conversations' });
    expect(screen.getByRole('link', { name: /All Conversations/ })).toHaveAttribute('aria-current', 'page');
  });

  it('tabs: a tablist of the seven spec tabs and Audit, Privacy, API keys, Integrations, My queue and Staff, one selected and in the Tab order, the panel named only for it', () => {
    render(<DashboardTabs view="forms" onSelect={() => undefined} />);
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs).toHaveLength(13);
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected).toHaveTextContent('Form Submissions');
    expect(selected).toHaveAttribute('aria-controls', 'admin-panel-forms');
    expect(selected.tabIndex).toBe(0);
    expect(tabs.filter((tab) => tab.hasAttribute('aria-controls'))).toHaveLength(1);
    // A reviewer's or viewer's strip: the spec's seven.
    render(<DashboardTabs view="forms" onSelect={() => undefined} tabs={tabsFor('viewer')} />);
    expect(
      within(screen.getByRole('tablist'))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(DASHBOARD_TABS.slice(0, 7).map((tab) => tab.label));
    // A view without a tab: nothing selected, the first tab is the Tab stop.
    render(<DashboardTabs view="overview" onSelect={() => undefined} />);
    expect(screen.queryByRole('tab', { selected: true })).toBeNull();
    expect(screen.getAllByRole('tab').find((tab) => tab.tabIndex === 0)).toHaveTextContent('Analytics');
  });

  it('overview: the six stats tiles and the record count', () => {
    const shown = render(
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
    for (const text of ['Total Conversations', '10', 'Completed', 'Active', '40%', 'Digital Health/AI', '5.2 minutes', 'Records Loaded', '9'])
      expect(within(shown).getByText(text, { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all 9 conversations' })).toBeInTheDocument();
  });

  it('raw data: each answer under its path', () => {
    const shown = render(<RawDataTab raw={[{ label: 'Stats', path: '/stats', ok: true, body: { total_conversations: 2 }, error: null }]} />);
    expect(shown).toHaveTextContent('GET /stats');
    expect(shown).toHaveTextContent('"total_conversations": 2');
    expect(render(<RawDataTab raw={null} />)).toHaveTextContent('No data loaded yet');
  });

  it('debug recommendations are listed with their level', () => {
    render(<RecommendationList recommendations={debugRecommendations({ databaseDirect: { ok: false, status: null, error: 'Failed to fetch' } })} />);
    expect(screen.getByRole('listitem')).toHaveTextContent(/^Problem: Database connection failed/);
    expect(render(<RecommendationList recommendations={[]} />)).toHaveTextContent('No problems found');
  });
});
