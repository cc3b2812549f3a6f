import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { buildStudent } from '../test/factories';
import { startSmtpStandIn } from '../test/smtp-server';
import { composeMail, type MailName, type MailParams } from './mail-texts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const DEVANAGARI = /[\u0900-\u097F]/;
const RESET_LINK = /http:\/\/localhost:3000\/reset-password\?token=[\w-]+/;

describe('mails in the recipient’s language, as the SMTP server receives them', () => {
  it('sends a Nepali student’s reset link in Nepali and an English student’s in English', async () => {
    const nepali = await buildStudent(t, { language: 'ne' });
    const english = await buildStudent(t, { language: 'en' });
    for (const student of [nepali, english]) {
      expect((await t.post('/api/auth/forgot-password', { email: student.email })).statusCode).toBe(200);
    }

    const inNepali = await smtp.waitForMail(nepali.email);
    expect(inNepali.subject).toBe('आफ्नो परीक्षा पासवर्ड रिसेट गर्नुहोस्');
    expect(inNepali.text).toMatch(/^नमस्ते,/);
    expect(inNepali.text).toContain('यो एक पटक मात्र चल्छ र १ घण्टामा सकिन्छ');
    expect(inNepali.text).toMatch(RESET_LINK);
    expect(inNepali.text.replace(RESET_LINK, '')).not.toMatch(/[A-Za-z]/);

    const inEnglish = await smtp.waitForMail(english.email);
    expect(inEnglish.subject).toBe('Reset your Pariksha password');
    expect(inEnglish.text).toMatch(/^Hello,/);
    expect(inEnglish.text).toContain('It works once and expires in 1 hour');
    expect(inEnglish.text).toMatch(RESET_LINK);
    expect(inEnglish.text).not.toMatch(DEVANAGARI);
  });

  it('writes a Nepali student’s invitation in Nepali, with their name and referral link', async () => {
    const student = await buildStudent(t, { language: 'ne', fullName: 'आशा कार्की' });
    const friend = `mitra-${Date.now()}@example.com`;
    expect((await t.post('/api/referrals/invites', { email: friend }, { as: student })).statusCode).toBe(201);
    const mail = await smtp.waitForMail(friend);
    expect(mail.subject).toBe('आशा कार्की ले तपाईंलाई परीक्षामा निम्तो दिनुभएको छ');
    expect(mail.text).toContain('यो लिङ्कबाट आफ्नो निःशुल्क खाता बनाउनुहोस्:');
    expect(mail.text).toContain(`http://localhost:3000/signup?ref=${student.profile.referralCode}`);
  });
});

describe('composeMail', () => {
  it('escapes what the sender wrote in the HTML and keeps it as written in the text', () => {
    const mail = composeMail('en', 'referralInvite', { inviterName: 'Asha <b>K</b> & "friends"', link: 'http://localhost:3000/signup?ref=AB&x=1' });
    expect(mail.html).toContain('Asha &#60;b&#62;K&#60;/b&#62; &#38; &#34;friends&#34; invited you');
    expect(mail.html).toContain('<a href="http://localhost:3000/signup?ref=AB&#38;x=1">Create your free account</a>');
    expect(mail.text).toContain('Asha <b>K</b> & "friends" invited you');
    expect(mail.text).toContain('\n\nhttp://localhost:3000/signup?ref=AB&x=1\n\n');
  });

  it('has every mail in Nepali, not an English one left in the Nepali book', () => {
    // Typed as every mail's values: a new mail cannot be added without being checked here.
    const link = 'http://localhost:3000/x';
    const samples: MailParams = {
      verificationCode: { code: '042917', minutes: 3 },
      passwordReset: { link },
      accountUnlock: { link },
      referralInvite: { inviterName: 'Asha', link },
    };
    for (const name of Object.keys(samples) as MailName[]) {
      const [english, nepali] = [composeMail('en', name, samples[name]), composeMail('ne', name, samples[name])];
      expect(nepali.subject).toMatch(DEVANAGARI);
      expect(nepali.subject).not.toBe(english.subject);
      // Every paragraph but the link is Devanagari.
      for (const paragraph of nepali.text.split('\n\n').filter((line) => !line.startsWith('http'))) expect(paragraph).toMatch(DEVANAGARI);
    }
  });
});
