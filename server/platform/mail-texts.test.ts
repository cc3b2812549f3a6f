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

const RECEIPT: MailParams['paymentReceipt'] = {
  planName: 'Premium',
  amountPaisa: 150_050,
  gateway: 'eSewa',
  receiptNumber: 'PRK-261122-AB12CD34EF',
  gatewayReference: '000AB1C',
  // 11:45 and 17:30 in Kathmandu.
  paidAt: new Date('2026-11-22T06:00:00Z'),
  premiumUntil: new Date('2026-12-22T11:45:00Z'),
  receiptLink: 'http://localhost:3000/api/payments/p-1/receipt',
  paymentLink: 'http://localhost:3000/payment?id=p-1',
};

describe('the payment receipt mail', () => {
  it('gives an English reader the amount in rupees, the gateway, the references, the AD dates and both links', () => {
    const mail = composeMail('en', 'paymentReceipt', RECEIPT);
    expect(mail.subject).toBe('Your Pariksha payment receipt');
    expect(mail.text.split('\n\n')).toEqual([
      'Hello,',
      'Thank you: your payment went through, and Premium is active until 22 December 2026, 17:30 (Nepal time).',
      'Amount paid: Rs. 1500.50',
      'Paid with: eSewa',
      'Receipt number: PRK-261122-AB12CD34EF',
      'Gateway reference: 000AB1C',
      'Date: 22 November 2026, 11:45 (Nepal time)',
      'Download the receipt as a PDF with this link, in the browser where you are signed in to Pariksha:',
      'http://localhost:3000/api/payments/p-1/receipt',
      'Or sign in and open the payment, where the receipt is too:',
      'http://localhost:3000/payment?id=p-1',
      'Keep this email for your records.',
      '— Pariksha',
    ]);
    expect(mail.html).toContain('<a href="http://localhost:3000/api/payments/p-1/receipt">Download the receipt (PDF)</a>');
    expect(mail.html).toContain('<a href="http://localhost:3000/payment?id=p-1">Open the payment</a>');
    expect(mail.text).not.toMatch(DEVANAGARI);
  });

  it('gives a Nepali reader Bikram Sambat days with AD beside them, the Nepal clock and the amount in Devanagari digits', () => {
    const mail = composeMail('ne', 'paymentReceipt', RECEIPT);
    expect(mail.subject).toBe('तपाईंको परीक्षा भुक्तानी रसिद');
    expect(mail.text.split('\n\n')).toEqual([
      'नमस्ते,',
      'धन्यवाद: तपाईंको भुक्तानी सफल भयो, र Premium २०८३ पुस ७ (२०२६ डिसे. २२), १७:३० (नेपाल समय) सम्म सक्रिय छ।',
      'तिरेको रकम: रु. १५००.५०',
      'भुक्तानी माध्यम: eSewa',
      'रसिद नम्बर: PRK-261122-AB12CD34EF',
      'गेटवे सन्दर्भ: 000AB1C',
      'मिति: २०८३ मङ्सिर ६ (२०२६ नोभे. २२), ११:४५ (नेपाल समय)',
      'परीक्षामा साइन इन गरेको ब्राउजरमा यो लिङ्क खोलेर रसिद PDF मा डाउनलोड गर्नुहोस्:',
      'http://localhost:3000/api/payments/p-1/receipt',
      'वा साइन इन गरेर भुक्तानी खोल्नुहोस्, त्यहाँ पनि रसिद छ:',
      'http://localhost:3000/payment?id=p-1',
      'यो इमेल आफ्नो रेकर्डका लागि राख्नुहोस्।',
      '— परीक्षा',
    ]);
    expect(mail.html).toContain('<a href="http://localhost:3000/api/payments/p-1/receipt">रसिद डाउनलोड गर्नुहोस् (PDF)</a>');
    // Latin digits only inside the stored references and the links.
    const withoutStored = mail.text.replace(/PRK-\w+-\w+|000AB1C|http\S+/g, '');
    expect(withoutStored).not.toMatch(/[0-9]/);
  });

  it('leaves out the gateway reference when the gateway gave none', () => {
    for (const language of ['en', 'ne'] as const) {
      const mail = composeMail(language, 'paymentReceipt', { ...RECEIPT, gatewayReference: null });
      expect(mail.text).not.toMatch(/Gateway reference|गेटवे सन्दर्भ|null/);
    }
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
      paymentReceipt: RECEIPT,
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
