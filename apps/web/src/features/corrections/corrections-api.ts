import {
  Correction,
  DocumentCorrectionsResponse,
  type CorrectionDecisionKind,
  type Correction as CorrectionBody,
  type DocumentCorrectionsResponse as CorrectionsBody,
} from '@transitdocs/domain';
import { ShareSignCodeResponse, type ShareSignCodeResponse as CodeSent } from '@transitdocs/domain';
import { apiRequest, PUBLIC } from '../../api/http.ts';

const API = '/company/api/v1';
export const correctionsPath = (document: number) =>
  `${API}/transit-document/${String(document)}/corrections/`;

export function listCorrections(document: number): Promise<CorrectionsBody> {
  return apiRequest('GET', correctionsPath(document), { schema: DocumentCorrectionsResponse });
}

export function proposeCorrection(
  document: number,
  changes: Record<string, unknown>,
  reason: string,
): Promise<CorrectionBody> {
  return apiRequest('POST', correctionsPath(document), {
    body: { changes, reason },
    schema: Correction,
  });
}

export type Decision = {
  party: 'sender' | 'carrier' | 'receiver';
  receiver_id: number | null;
  decision: CorrectionDecisionKind;
  note: string;
  pin: string;
};

export function decideCorrection(
  document: number,
  correction: number,
  decision: Decision,
): Promise<CorrectionBody> {
  return apiRequest('POST', `${correctionsPath(document)}${String(correction)}/decision/`, {
    body: decision,
    schema: Correction,
  });
}

// --- through a party link: no session; the link's code confirms the decision ------------------

const linkPath = (token: string, document: number) =>
  `${API}/transit-token/${encodeURIComponent(token)}/documents/${String(document)}/corrections/`;

export function listLinkCorrections(token: string, document: number): Promise<CorrectionsBody> {
  return apiRequest('GET', linkPath(token, document), {
    schema: DocumentCorrectionsResponse,
    credentials: PUBLIC,
  });
}

export function sendLinkDecisionCode(
  token: string,
  document: number,
  correction: number,
): Promise<CodeSent> {
  return apiRequest('POST', `${linkPath(token, document)}${String(correction)}/code/`, {
    body: {},
    schema: ShareSignCodeResponse,
    credentials: PUBLIC,
  });
}

export function decideByLink(
  token: string,
  document: number,
  correction: number,
  decision: { decision: CorrectionDecisionKind; note: string; code: string },
): Promise<CorrectionBody> {
  return apiRequest('POST', `${linkPath(token, document)}${String(correction)}/decision/`, {
    body: decision,
    schema: Correction,
    credentials: PUBLIC,
  });
}
