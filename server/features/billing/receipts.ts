import { eq } from 'drizzle-orm';
import { readerLanguage, type ReaderLanguage } from '@common/academics';
import { GATEWAY_LABELS, paisaToRupeeText, type GatewayName } from '@common/billing';
import { profiles } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { AppError } from '../../platform/errors';
import { printedFormat } from '../../platform/printed-format';
import { findOwnPayment } from './payments';
import { hasReceipt } from './policy';

/** The receipt's fixed texts in the reader's language (their profile's). */
const RECEIPT_TEXTS: Record<ReaderLanguage, {
  tagline: string;
  title: string;
  labels: { number: string; date: string; billedTo: string; plan: string; amount: string; paidWith: string; reference: string; status: string };
  nepalTime: (dateTime: string) => string;
  activeUntil: (dateTime: string) => string;
  onePeriod: string;
  deletedAccount: string;
  rupees: string;
  paid: string;
  footer: string;
}> = {
  en: {
    tagline: 'Exam preparation for students in Nepal',
    title: 'Payment receipt',
    labels: { number: 'Receipt number', date: 'Date', billedTo: 'Billed to', plan: 'Plan', amount: 'Amount paid', paidWith: 'Paid with', reference: 'Gateway reference', status: 'Status' },
    nepalTime: (dateTime) => `${dateTime} (Nepal time)`,
    activeUntil: (dateTime) => `active until ${dateTime}`,
    onePeriod: 'one period',
    deletedAccount: 'Deleted account',
    rupees: 'Rs.',
    paid: 'Paid',
    footer: 'This receipt was issued electronically by Pariksha and is valid without a signature. Keep it for your records.',
  },
  ne: {
    tagline: 'नेपालका विद्यार्थीहरूका लागि परीक्षा तयारी',
    title: 'भुक्तानी रसिद',
    labels: { number: 'रसिद नम्बर', date: 'मिति', billedTo: 'भुक्तानी गर्ने', plan: 'योजना', amount: 'तिरेको रकम', paidWith: 'भुक्तानी माध्यम', reference: 'गेटवे सन्दर्भ', status: 'स्थिति' },
    nepalTime: (dateTime) => `${dateTime} (नेपाल समय)`,
    activeUntil: (dateTime) => `${dateTime} सम्म सक्रिय`,
    onePeriod: 'एक अवधि',
    deletedAccount: 'मेटाइएको खाता',
    rupees: 'रु.',
    paid: 'भुक्तानी भयो',
    footer: 'यो रसिद परीक्षाले विद्युतीय रूपमा जारी गरेको हो र हस्ताक्षरबिना मान्य छ। आफ्नो रेकर्डका लागि राख्नुहोस्।',
  },
};

/** A PDF receipt for one of the student's successful payments: who paid what, when, through which gateway, and what it bought. */
export async function renderReceipt(deps: Deps<'db'>, viewer: { userId: string }, paymentId: string) {
  const { payment, planName } = await findOwnPayment(deps, viewer, paymentId);
  if (!hasReceipt(payment)) throw new AppError('not_found', 'A receipt exists only for a successful payment', 404);
  const [student] = await deps.db
    .select({ fullName: profiles.fullName, email: profiles.email, language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, viewer.userId));
  const language = readerLanguage(student?.language);
  const texts = RECEIPT_TEXTS[language];
  const format = printedFormat(language);
  const when = (at: Date) => texts.nepalTime(format.dateTime(at));
  // The PDF writer loads on the first receipt, not at start.
  const { caption, createPdf, finishPdf, heading, isPdfSafe, paragraph, write } = await import('../../platform/pdf');
  const doc = createPdf({ title: `${texts.title} ${payment.transactionUuid}`, subject: texts.title });
  doc.font('bold').fontSize(22).text('Pariksha').font('regular').fontSize(11);
  caption(doc, texts.tagline);
  heading(doc, texts.title, 16);
  const name = student && isPdfSafe(student.fullName) ? student.fullName : null;
  const rows: Array<[string, string]> = [
    [texts.labels.number, payment.transactionUuid],
    [texts.labels.date, when(payment.verifiedAt ?? payment.createdAt)],
    [texts.labels.billedTo, [name, student?.email].filter(Boolean).join(', ') || texts.deletedAccount],
    [texts.labels.plan, `${planName} (${payment.premiumUntil ? texts.activeUntil(when(payment.premiumUntil)) : texts.onePeriod})`],
    [texts.labels.amount, `${payment.currency === 'NPR' ? texts.rupees : payment.currency} ${format.digits(paisaToRupeeText(payment.amountPaisa))}`],
    [texts.labels.paidWith, GATEWAY_LABELS[payment.gateway as GatewayName]],
    [texts.labels.reference, payment.gatewayReference ?? '—'],
    [texts.labels.status, texts.paid],
  ];
  for (const [label, value] of rows) {
    doc.moveDown(0.3);
    // Capitals are Latin only: Devanagari has no case.
    write(doc.fontSize(10).fillColor('#555555'), 'bold', label.toUpperCase());
    paragraph(doc, value);
  }
  doc.moveDown(1.5);
  caption(doc, texts.footer);
  const { bytes } = await finishPdf(doc, language);
  return { bytes, filename: `pariksha-receipt-${payment.transactionUuid}.pdf` };
}
