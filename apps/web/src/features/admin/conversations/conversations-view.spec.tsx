/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import type { Conversation } from '@intake/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AdminApi } from '../dashboard/admin-api';
import { ConversationsView } from './conversations-view';

const conversation = (n: number, source: 'ai_chat' | 'questionnaire'): Conversation =>
  ({
    session_id: `s-${n}`,
    state: 'completed',
    conversation_source: source,
    data_source_type: source,
    submission_type: source === 'ai_chat' ? 'AI_CHAT' : 'QUESTIONNAIRE',
    collected_info: { name: `Visitor ${n}` },
    extracted_info: {},
    preview: { name: `Visitor ${n}`, email: null, problem: null },
    progress: 100,
    progress_percentage: 100,
    questions_covered: 3,
    message_count: 6,
    started_at: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    created_at: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    updated_at: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    completed_at: null,
    messages: [],
    location_data: null,
    raw_data: {},
  }) as Conversation;

/** The view draws pages of rows itself; nothing here may reach the server. */
const offline: AdminApi = {
  get: () => Promise.reject(new Error('not asked in this spec')),
  post: () => Promise.reject(new Error('not asked in this spec')),
  patch: () => Promise.reject(new Error('not asked in this spec')),
  delete: () => Promise.reject(new Error('not asked in this spec')),
};

describe('conversation list paging', () => {
  it('draws 100 rows at a time, links each to its page, and offers the server pages past those loaded', () => {
    const conversations = Array.from({ length: 150 }, (_, n) => conversation(n, n % 2 === 0 ? 'ai_chat' : 'questionnaire'));
    render(<ConversationsView conversations={conversations} api={offline} server={{ loaded: 150, total: 1200 }} />, { wrapper: MemoryRouter });
    expect(screen.getByText('Showing 150 of 150 conversations')).toBeInTheDocument();
    // Newest activity first: Visitor 149 leads, and only 100 rows are drawn.
    expect(screen.getAllByRole('button', { name: /^View details of/ })).toHaveLength(100);
    expect(screen.getByRole('link', { name: 'Visitor 148' })).toHaveAttribute('href', '/admin/responses/chat/s-148');
    expect(screen.getByRole('link', { name: 'Visitor 149' })).toHaveAttribute('href', '/admin/responses/questionnaire/s-149');
    fireEvent.click(screen.getByRole('button', { name: 'Show 50 more rows' }));
    expect(screen.getAllByRole('button', { name: /^View details of/ })).toHaveLength(150);
    expect(screen.queryByRole('button', { name: /more rows/ })).not.toBeInTheDocument();
    expect(screen.getByText(/150 of the server's 1200 conversations are loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load 1000 more from the server' })).toBeEnabled();
  });
});
