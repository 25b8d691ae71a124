/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { CHAT_BEHAVIOUR_MESSAGES, CHAT_ERRORS } from '@intake/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApiError, InvalidResponseError, RequestTimeoutError } from '../../app/api-client';
import { ChatMarkdown } from './chat-markdown';
import { ChatMessageView } from './chat-message';
import { classifyStatus, isValidSessionId, parseSse, toChatCallError } from './chat.api';

const show = (node: React.ReactNode) => render(node, { wrapper: MemoryRouter }).container;

describe('chat markdown is safe', () => {
  it('shows HTML as inert text and runs no script', () => {
    const shown = show(<ChatMarkdown text={'Hi <img src=x onerror="alert(1)"> <script>alert(2)</script> **bold**'} />);
    expect(shown.querySelector('img, script')).toBeNull();
    expect(shown).toHaveTextContent('<img src=x onerror="alert(1)">');
    expect(screen.getByText('bold').tagName).toBe('STRONG');
  });

  it('drops javascript: links and opens outside links in a new tab', () => {
    show(<ChatMarkdown text={'[bad](javascript:alert(1)) [site](https://example.org) [form](/work-with-us)'} />);
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href')?.includes('javascript:'))).toBe(false);
    const site = screen.getByRole('link', { name: 'site' });
    expect(site).toHaveAttribute('href', 'https://example.org');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'form' })).toHaveAttribute('href', '/work-with-us');
  });

  it("renders the visitor's own text as plain text, even when it looks like HTML or markdown", () => {
    const shown = show(<ChatMessageView message={{ id: 'm1', content: '<img src=x onerror=alert(1)> **not bold**', isUser: true, timestamp: '' }} />);
    expect(shown.querySelector('img, strong')).toBeNull();
    expect(shown).toHaveTextContent('<img src=x onerror=alert(1)> **not bold**');
  });

  it('truncates long guide messages with Show more', () => {
    show(<ChatMessageView message={{ id: 'm2', content: 'word '.repeat(500), isUser: false, timestamp: '' }} />);
    expect(screen.getByRole('button', { name: /Show more/ })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('chat calls', () => {
  it('parses server-sent events across pieces', () => {
    const first = parseSse('data: {"type":"metadata","session_id":"s"}\n\ndata: {"type":"chu');
    expect(first.events).toEqual([{ type: 'metadata', session_id: 's' }]);
    const second = parseSse(`${first.rest}nk","content":"Hi"}\n\ndata: [DONE]\n\n: comment\n`);
    expect(second.events).toEqual([{ type: 'chunk', content: 'Hi' }]);
    expect(second.rest).toBe('');
  });

  it('classifies failures as visitor spec §8 needs', () => {
    expect(classifyStatus(404, 'Not Found')).toMatchObject({ kind: 'not-found', message: 'HTTP 404: Not Found' });
    expect(classifyStatus(503, 'busy').kind).toBe('server');
    expect(classifyStatus(422, 'bad').kind).toBe('client');
    expect(toChatCallError(new RequestTimeoutError())).toMatchObject({ kind: 'timeout', message: CHAT_ERRORS.requestTimedOut });
    expect(toChatCallError(new ApiError(500, 'boom', {}))).toMatchObject({ kind: 'server', message: 'HTTP 500: boom' });
    expect(toChatCallError(new TypeError('Failed to fetch')).kind).toBe('network');
    // A 2xx answer off its contract: the spec's own words, not 'Invalid response format'.
    expect(toChatCallError(new InvalidResponseError('/api/guide/sessions', ['response: expected string'], {}))).toMatchObject({
      kind: 'stream',
      message: CHAT_ERRORS.bodyNotReadable,
    });
    expect(CHAT_BEHAVIOUR_MESSAGES.timeout.startsWith('The request timed out...')).toBe(true);
  });

  it('reuses only valid UUIDs as session ids', () => {
    expect(isValidSessionId('7d9f2c1e-3b4a-4c5d-8e6f-0a1b2c3d4e5f')).toBe(true);
    expect(isValidSessionId('session-1')).toBe(false);
    expect(isValidSessionId(null)).toBe(false);
  });
});
