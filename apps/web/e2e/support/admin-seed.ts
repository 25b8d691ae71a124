import { SELF_DESCRIPTION_OPTIONS } from '@intake/contracts';
import { CONTACT } from '../../../../libs/machines/src/questionnaire/testing/answer-candidates.js';
import { FUNDING_ROUTE_ANSWERS, submitQuestionnaire } from '../../../../libs/machines/src/questionnaire/testing/submit-questionnaire.js';

/**
 * Records made through the product's public API, as the visitor screens make them, for the admin
 * dashboard tests: a Work With Us application with a file, a guide chat, a submitted questionnaire.
 */

export const ADMIN = { username: 'e2e-admin', password: 'e2e password 123', project_name: 'innovation-intake' };

/** A minimal PDF, accepted by the upload's magic-byte check. */
export function pdfBytes(): Buffer {
  const body = '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n';
  return Buffer.from(`%PDF-1.4\n${body}trailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

export function publicApi(base: string) {
  const post = async <T>(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  return {
    post,

    async login(): Promise<{ token: string; user: unknown }> {
      const { access_token, user } = await post<{ access_token: string; user: unknown }>('/api/login', ADMIN);
      return { token: access_token, user };
    },

    /** The Work With Us form's calls: submit, then one attachment. */
    async workWithUs(applicant: { name: string; email: string; video_link: string; filename: string }): Promise<string> {
      const { submission_id } = await post<{ submission_id: string }>('/api/work-with-us/submit', {
        name: applicant.name,
        email: applicant.email,
        video_link: applicant.video_link,
        preferred_roles: SELF_DESCRIPTION_OPTIONS[2],
        work_type: 'general',
      });
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), applicant.filename);
      const upload = await fetch(`${base}/api/work-with-us/upload/${submission_id}?file_type=attachment`, { method: 'POST', body: form });
      if (!upload.ok) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
      return submission_id;
    },

    /**
     * The chat screen's calls: a session, the consent, one description. `from`: the visitor's
     * address, as the loopback proxy the server trusts names it.
     */
    async chat(problem: string, from?: string): Promise<string> {
      const { session_id } = await post<{ session_id: string }>('/api/guide/sessions', undefined, from ? { 'x-forwarded-for': from } : {});
      await post(`/api/guide/submissions/${session_id}/message`, { message: 'CONFIRM' });
      await post(`/api/guide/submissions/${session_id}/message`, { message: problem });
      return session_id;
    },

    /** The questionnaire screen's calls: start, each answer recorded, the machine's payload submitted. */
    questionnaire: (): Promise<string> => submitQuestionnaire(post, FUNDING_ROUTE_ANSWERS),
  };
}

export const QUESTIONNAIRE_CONTACT = CONTACT;
