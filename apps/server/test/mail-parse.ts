/** Just enough MIME to read what our mailer sends (mailparser does not install here). */

export type ParsedMail = {
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string | null;
};

function splitHeadersAndBody(raw: string): { headerText: string; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const at = normalized.indexOf('\n\n');
  return at < 0
    ? { headerText: normalized, body: '' }
    : { headerText: normalized.slice(0, at), body: normalized.slice(at + 2) };
}

function parseHeaders(text: string): Map<string, string> {
  const headers = new Map<string, string>();
  const unfolded = text.replace(/\n[ \t]+/g, ' ');
  for (const line of unfolded.split('\n')) {
    const at = line.indexOf(':');
    if (at > 0) headers.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  return headers;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i] ?? '';
    const hex = soft.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** RFC 2047 encoded words, as in `=?UTF-8?Q?...?=`. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_match, _charset: string, mode: string, data: string) =>
        mode.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function collectParts(
  headers: Map<string, string>,
  body: string,
  out: { type: string; content: string }[],
): void {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      const part = splitHeadersAndBody(section.replace(/^\n/, ''));
      collectParts(parseHeaders(part.headerText), part.body, out);
    }
    return;
  }
  out.push({
    type: contentType.split(';')[0]?.trim().toLowerCase() ?? 'text/plain',
    content: decodeBody(body, headers.get('content-transfer-encoding')),
  });
}

export function parseMail(raw: string): ParsedMail {
  const { headerText, body } = splitHeadersAndBody(raw);
  const headers = parseHeaders(headerText);
  const parts: { type: string; content: string }[] = [];
  collectParts(headers, body, parts);
  return {
    headers,
    subject: decodeEncodedWords(headers.get('subject') ?? ''),
    text: parts.find((part) => part.type === 'text/plain')?.content ?? '',
    html: parts.find((part) => part.type === 'text/html')?.content ?? null,
  };
}

/** The first link to our app in a mail body: {uid, token, path}. */
export function extractLink(text: string): { url: string; uid: string; token: string } {
  const match = /(https?:\/\/\S+?\/(?:first-)?login\/password-reset\/([^/\s]+)\/([^/\s]+))/.exec(
    text,
  );
  if (!match?.[1] || !match[2] || !match[3]) throw new Error(`no link in: ${text}`);
  return { url: match[1], uid: match[2], token: match[3] };
}
