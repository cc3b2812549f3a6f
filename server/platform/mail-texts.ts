import type { ReaderLanguage } from '@common/academics';
import { paisaToRupeeText } from '@common/billing';
import { localDigits } from '@common/nepali-calendar';
import { printedFormat } from './printed-format';

/**
 * Every mail (and text message) the server sends, in both languages the web reads (decisions 080, 058). A mail is written in its recipient's
 * language: the language on their profile, or for someone without a profile yet, the language of the request that
 * makes the mail (the sign-up form sends it). Both books hold the same mails under the same names (the type says so).
 *
 * A mail is a subject and paragraphs; a paragraph is a text or a link. `composeMail` writes the plain text (links as
 * their address) and the HTML (every text escaped) from them, with the language's greeting and signature.
 */
export type MailParams = {
  /** The code that confirms an email address at sign-up or sign-in (features/settings/otp-codes.ts, decisions 055 and 058). */
  verificationCode: { code: string; minutes: number };
  /** The single-use password reset link (features/auth/password-reset.ts). */
  passwordReset: { link: string };
  /** The single-use link that lifts a sign-in lockout (features/auth/account-unlock.ts, decision 061). */
  accountUnlock: { link: string };
  /** A student's invitation to a friend, with the student's referral link (features/referrals). */
  referralInvite: { inviterName: string; link: string };
  /** The receipt of a payment that granted premium, queued once with the grant (features/billing/settlement.ts, decision 092). */
  paymentReceipt: {
    planName: string;
    amountPaisa: number;
    gateway: string;
    receiptNumber: string;
    gatewayReference: string | null;
    paidAt: Date;
    premiumUntil: Date;
    /** The PDF (GET /api/payments/:id/receipt), for a browser that is signed in. */
    receiptLink: string;
    /** The payment's page, which signs in first and has the receipt too. */
    paymentLink: string;
  };
};
export type MailName = keyof MailParams;

type Paragraph = string | { link: string; label: string };
type Mail = { subject: string; paragraphs: Paragraph[] };
type MailBook = { greeting: string; signature: string } & { [Name in MailName]: (params: MailParams[Name]) => Mail };

const en: MailBook = {
  greeting: 'Hello,',
  signature: '— Pariksha',
  // The subject carries no code: subjects reach logs and lock screens.
  verificationCode: ({ code, minutes }) => ({
    subject: 'Your Pariksha verification code',
    paragraphs: [
      `Your Pariksha verification code is ${code}.`,
      `Enter it on the page that asked for it. It works once and expires in ${minutes} minutes.`,
      'If you did not ask for a code, ignore this email: nobody can sign in with it without your password.',
    ],
  }),
  passwordReset: ({ link }) => ({
    subject: 'Reset your Pariksha password',
    paragraphs: [
      'Someone (hopefully you) asked to reset the password of your Pariksha account. Open this link to choose a new password. It works once and expires in 1 hour:',
      { link, label: 'Reset your password' },
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
  }),
  accountUnlock: ({ link }) => ({
    subject: 'Unlock sign-in to your Pariksha account',
    paragraphs: [
      'Signing in to your Pariksha account was paused after too many wrong passwords. If that was you, open this link in the browser you sign in with to unlock it. It works once and expires in 1 hour:',
      { link, label: 'Unlock sign-in' },
      'If it was not you, someone may be guessing your password: the pause protects you, and a strong password keeps you safe.',
    ],
  }),
  referralInvite: ({ inviterName, link }) => ({
    subject: `${inviterName} invited you to Pariksha`,
    paragraphs: [
      `${inviterName} invited you to Pariksha, where students in Nepal prepare for SEE, NEB and entrance exams with notes, practice questions, mock tests, past papers and an AI tutor.`,
      'Create your free account with this link:',
      { link, label: 'Create your free account' },
      'If you do not know the sender, ignore this email.',
    ],
  }),
  paymentReceipt: (receipt) => {
    const format = printedFormat('en');
    const nepalTime = (at: Date) => `${format.dateTime(at)} (Nepal time)`;
    return {
      subject: 'Your Pariksha payment receipt',
      paragraphs: [
        `Thank you: your payment went through, and ${receipt.planName} is active until ${nepalTime(receipt.premiumUntil)}.`,
        `Amount paid: Rs. ${paisaToRupeeText(receipt.amountPaisa)}`,
        `Paid with: ${receipt.gateway}`,
        `Receipt number: ${receipt.receiptNumber}`,
        ...(receipt.gatewayReference ? [`Gateway reference: ${receipt.gatewayReference}`] : []),
        `Date: ${nepalTime(receipt.paidAt)}`,
        'Download the receipt as a PDF with this link, in the browser where you are signed in to Pariksha:',
        { link: receipt.receiptLink, label: 'Download the receipt (PDF)' },
        'Or sign in and open the payment, where the receipt is too:',
        { link: receipt.paymentLink, label: 'Open the payment' },
        'Keep this email for your records.',
      ],
    };
  },
};

const ne: MailBook = {
  greeting: 'नमस्ते,',
  signature: '— परीक्षा',
  verificationCode: ({ code, minutes }) => ({
    subject: 'तपाईंको परीक्षा प्रमाणीकरण कोड',
    paragraphs: [
      `तपाईंको परीक्षा प्रमाणीकरण कोड ${localDigits(code, 'ne')} हो।`,
      `कोड मागेको पेजमा यो हाल्नुहोस्। यो एक पटक मात्र चल्छ र ${localDigits(String(minutes), 'ne')} मिनेटमा सकिन्छ।`,
      'तपाईंले कोड माग्नुभएको होइन भने यो इमेल बेवास्ता गर्नुहोस्: तपाईंको पासवर्ड बिना यो कोडले कसैलाई साइन इन गराउँदैन।',
    ],
  }),
  passwordReset: ({ link }) => ({
    subject: 'आफ्नो परीक्षा पासवर्ड रिसेट गर्नुहोस्',
    paragraphs: [
      'कसैले (सायद तपाईं आफैंले) तपाईंको परीक्षा खाताको पासवर्ड रिसेट गर्न अनुरोध गर्नुभयो। नयाँ पासवर्ड छान्न यो लिङ्क खोल्नुहोस्। यो एक पटक मात्र चल्छ र १ घण्टामा सकिन्छ:',
      { link, label: 'पासवर्ड रिसेट गर्नुहोस्' },
      'तपाईंले यो अनुरोध गर्नुभएको होइन भने यो इमेल बेवास्ता गर्नुहोस्: तपाईंको पासवर्ड जस्ताको तस्तै रहन्छ।',
    ],
  }),
  accountUnlock: ({ link }) => ({
    subject: 'आफ्नो परीक्षा खातामा साइन इन खोल्नुहोस्',
    paragraphs: [
      'धेरै पटक गलत पासवर्ड हालिएकाले तपाईंको परीक्षा खातामा साइन इन रोकिएको छ। त्यो तपाईं नै हो भने, साइन इन गर्ने ब्राउजरमा यो लिङ्क खोलेर खाता खोल्नुहोस्। यो एक पटक मात्र चल्छ र १ घण्टामा सकिन्छ:',
      { link, label: 'साइन इन खोल्नुहोस्' },
      'त्यो तपाईं होइन भने, कसैले तपाईंको पासवर्ड अनुमान गर्न खोजिरहेको हुन सक्छ: यो रोकले तपाईंलाई जोगाउँछ, र बलियो पासवर्डले सुरक्षित राख्छ।',
    ],
  }),
  referralInvite: ({ inviterName, link }) => ({
    subject: `${inviterName} ले तपाईंलाई परीक्षामा निम्तो दिनुभएको छ`,
    paragraphs: [
      `${inviterName} ले तपाईंलाई परीक्षामा निम्तो दिनुभएको छ, जहाँ नेपालका विद्यार्थीहरू नोट, अभ्यास प्रश्न, मोक टेस्ट, पुराना प्रश्नपत्र र AI ट्युटरसँग SEE, NEB र प्रवेश परीक्षाको तयारी गर्छन्।`,
      'यो लिङ्कबाट आफ्नो निःशुल्क खाता बनाउनुहोस्:',
      { link, label: 'निःशुल्क खाता बनाउनुहोस्' },
      'पठाउने व्यक्तिलाई चिन्नुहुन्न भने यो इमेल बेवास्ता गर्नुहोस्।',
    ],
  }),
  paymentReceipt: (receipt) => {
    const format = printedFormat('ne');
    const nepalTime = (at: Date) => `${format.dateTime(at)} (नेपाल समय)`;
    return {
      subject: 'तपाईंको परीक्षा भुक्तानी रसिद',
      paragraphs: [
        `धन्यवाद: तपाईंको भुक्तानी सफल भयो, र ${receipt.planName} ${nepalTime(receipt.premiumUntil)} सम्म सक्रिय छ।`,
        `तिरेको रकम: रु. ${format.digits(paisaToRupeeText(receipt.amountPaisa))}`,
        `भुक्तानी माध्यम: ${receipt.gateway}`,
        `रसिद नम्बर: ${receipt.receiptNumber}`,
        ...(receipt.gatewayReference ? [`गेटवे सन्दर्भ: ${receipt.gatewayReference}`] : []),
        `मिति: ${nepalTime(receipt.paidAt)}`,
        'परीक्षामा साइन इन गरेको ब्राउजरमा यो लिङ्क खोलेर रसिद PDF मा डाउनलोड गर्नुहोस्:',
        { link: receipt.receiptLink, label: 'रसिद डाउनलोड गर्नुहोस् (PDF)' },
        'वा साइन इन गरेर भुक्तानी खोल्नुहोस्, त्यहाँ पनि रसिद छ:',
        { link: receipt.paymentLink, label: 'भुक्तानी खोल्नुहोस्' },
        'यो इमेल आफ्नो रेकर्डका लागि राख्नुहोस्।',
      ],
    };
  },
};

const BOOKS: Record<ReaderLanguage, MailBook> = { en, ne };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The subject, plain text and HTML of a mail in the recipient's language, ready for `mailer.enqueue`. */
export function composeMail<Name extends MailName>(language: ReaderLanguage, name: Name, params: MailParams[Name]) {
  const book = BOOKS[language];
  const { subject, paragraphs } = (book[name] as (params: MailParams[Name]) => Mail)(params);
  const all: Paragraph[] = [book.greeting, ...paragraphs, book.signature];
  const text = all.map((paragraph) => (typeof paragraph === 'string' ? paragraph : paragraph.link)).join('\n\n');
  const html = all
    .map((paragraph) =>
      typeof paragraph === 'string' ? `<p>${escapeHtml(paragraph)}</p>` : `<p><a href="${escapeHtml(paragraph.link)}">${escapeHtml(paragraph.label)}</a></p>`,
    )
    .join('\n');
  return { subject, text, html };
}

/** Text messages (SMS) in both languages: one short line each, so a Nepali text stays within one Unicode segment. */
type TextMessageParams = { verificationCode: { code: string; minutes: number } };
const TEXT_MESSAGES: Record<ReaderLanguage, { [Name in keyof TextMessageParams]: (params: TextMessageParams[Name]) => string }> = {
  en: {
    verificationCode: ({ code, minutes }) => `Pariksha code: ${code}. It expires in ${minutes} minutes. Do not share it.`,
  },
  ne: {
    verificationCode: ({ code, minutes }) => `परीक्षा कोड: ${localDigits(code, 'ne')}। यो ${localDigits(String(minutes), 'ne')} मिनेटमा सकिन्छ। कसैलाई नदिनुहोस्।`,
  },
};

/** A text message in the recipient's language, for the SMS adapter. */
export function composeTextMessage<Name extends keyof TextMessageParams>(language: ReaderLanguage, name: Name, params: TextMessageParams[Name]): string {
  return TEXT_MESSAGES[language][name](params);
}
