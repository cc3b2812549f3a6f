import { SMTPServer } from 'smtp-server';

type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; text: string };

/** A local SMTP server that accepts every message and keeps it, standing in for the real mail server in tests. */
export async function startSmtpStandIn() {
  const messages: ReceivedMail[] = [];
  const waiters: Array<{ match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }> = [];
  // A held message to this address is received and recorded but not yet acknowledged: its sender waits for the 250.
  let held: { to: string; released: Promise<void> } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          ...readMessage(raw),
        };
        messages.push(mail);
        for (const waiter of [...waiters]) {
          if (waiter.match(mail)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        void (held && mail.to.includes(held.to) ? held.released : Promise.resolve()).then(() => callback());
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /**
     * Resolves with the first message (already received or arriving within the timeout) to an address, and with a
     * subject containing `subject`, or passing it when it is a test (`isCodeMail`), when given.
     */
    waitForMail(to: string, options: { subject?: string | ((subject: string) => boolean); timeoutMs?: number } = {}): Promise<ReceivedMail> {
      const { subject = '', timeoutMs = 10_000 } = options;
      const subjectMatches = typeof subject === 'string' ? (text: string) => text.includes(subject) : subject;
      const match = (mail: ReceivedMail) => (mail.to.includes(to.toLowerCase()) || mail.to.includes(to)) && subjectMatches(mail.subject);
      const existing = messages.find(match);
      if (existing) return Promise.resolve(existing);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ match, resolve: (mail) => (clearTimeout(timer), resolve(mail)) });
      });
    },
    /** Holds the acknowledgement of every message to `to` until the returned function is called. */
    holdReplies(to: string): () => void {
      let release = () => {};
      held = { to, released: new Promise<void>((resolve) => (release = resolve)) };
      return () => {
        held = null;
        release();
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Splits a message (or a MIME part) into its unfolded headers, by lower-case name, and its body. */
function splitPart(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: rest.join('\n\n') };
}

/** Quoted-printable or base64 content as the bytes it encodes. */
function contentBytes(body: string, transferEncoding: string): Buffer {
  if (transferEncoding.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (transferEncoding.toLowerCase() !== 'quoted-printable') return Buffer.from(body, 'utf8');
  // Quoted-printable text is ASCII: each =XX is one byte of the UTF-8 text.
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1');
}

const decodeContent = (body: string, transferEncoding = '') => contentBytes(body, transferEncoding).toString('utf8');

const ENCODED_WORD = /=\?[\w-]+\?([BQ])\?([^?]*)\?=/gi;

/** A header with RFC 2047 encoded words (=?UTF-8?B?…?=, =?UTF-8?Q?…?=) decoded; adjacent words are one text (a letter may span two). */
function decodeHeader(value: string): string {
  return value.replace(/=\?[\w-]+\?[BQ]\?[^?]*\?=(?:\s+=\?[\w-]+\?[BQ]\?[^?]*\?=)*/gi, (run) =>
    Buffer.concat(
      [...run.matchAll(ENCODED_WORD)].map(([, kind, text]) => contentBytes(kind!.toUpperCase() === 'B' ? text! : text!.replace(/_/g, ' '), kind!.toUpperCase() === 'B' ? 'base64' : 'quoted-printable')),
    ).toString('utf8'),
  );
}

/** The subject and the plain text of a message: the text/plain part of a multipart one, decoded. */
function readMessage(raw: string): { subject: string; text: string } {
  const message = splitPart(raw);
  const subject = decodeHeader(message.headers.get('subject') ?? '');
  const boundary = /boundary="?([^";]+)"?/i.exec(message.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return { subject, text: decodeContent(message.body, message.headers.get('content-transfer-encoding')) };
  const parts = message.body.split(`--${boundary}`).map((part) => splitPart(part.replace(/^\r?\n/, '')));
  const plain = parts.find((part) => /^text\/plain/i.test(part.headers.get('content-type') ?? '')) ?? parts[1];
  return { subject, text: decodeContent(plain?.body ?? '', plain?.headers.get('content-transfer-encoding')) };
}
