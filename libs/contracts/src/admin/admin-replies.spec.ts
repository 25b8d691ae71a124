import { analyticsSessionsReplySchema, analyticsSummaryReplySchema, analyticsTimeseriesReplySchema } from '../analytics/visitor-analytics.schema.js';
import { formSubmissionListReplySchema } from '../questionnaire/form-submission-list.schema.js';
import { downloadReplySchema, workWithUsListReplySchema } from '../work-with-us/work-with-us.schema.js';

/** Answers exactly as admin spec §3 and §7 document them, with nothing our server adds (issue 35). */
describe('the admin page accepts answers shaped as the spec documents them', () => {
  it('visitor sessions: success and sessions of ip, city, region, country_code, device_type, first_seen, last_seen', () => {
    const session = {
      ip: null,
      city: 'Leeds',
      region: null,
      country_code: 'GB',
      device_type: 'mobile',
      first_seen: '2026-01-01T00:00:00Z',
      last_seen: '2026-01-01T00:01:00Z',
    };
    expect(analyticsSessionsReplySchema.parse({ success: true, sessions: [session] })).toEqual({ success: true, sessions: [session] });
    expect(analyticsSessionsReplySchema.safeParse({ success: true, sessions: [{ ...session, ip: 42 }] }).success).toBe(false);
  });

  it('summary and timeseries: the days asked (30) where the answer does not say', () => {
    const summary = { pageviews: 3, completions: { work_with_us: 0, form: 1, ai_guide: 2 }, sources: [{ source: 'direct', total: 3 }] };
    expect(analyticsSummaryReplySchema.parse({ summary }).summary.days).toBe(30);
    expect(analyticsTimeseriesReplySchema.parse({ daily: [{ date: '2026-01-01', pageviews: 1 }], hourly: [{ hour: 3, pageviews: 1 }] }).days).toBe(30);
  });

  it('Work With Us and form submissions: success and submissions as §3 lists them; download: success and download_url', () => {
    const wwu = {
      submission_id: 'w1',
      name: 'Ada',
      email: 'ada@example.org',
      video_link: '',
      preferred_roles: 'clinical',
      work_type: 'part-time',
      location_data: { city: 'Leeds', country: 'United Kingdom' },
      uploaded_files: [{ file_id: 'f1', filename: 'cv.pdf', file_type: 'resume', public_url: '/files/f1' }],
      submitted_at: '2026-01-01T00:00:00Z',
    };
    expect(workWithUsListReplySchema.parse({ success: true, submissions: [wwu] }).submissions[0]).toEqual({ ...wwu, additional_notes: '' });
    const form = {
      submission_id: 'q1',
      name: 'Ada',
      email: 'ada@example.org',
      organization: 'Engines',
      location_data: null,
      form_data: { project_title: 'X' },
      submitted_at: '2026-01-01T00:00:00Z',
    };
    expect(formSubmissionListReplySchema.parse({ success: true, submissions: [form] }).submissions).toEqual([form]);
    expect(downloadReplySchema.parse({ success: true, download_url: '/files/f1' })).toEqual({ success: true, download_url: '/files/f1' });
  });
});
