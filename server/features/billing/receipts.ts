import { eq } from 'drizzle-orm';
import { GATEWAY_LABELS, paisaToRupeeText, type GatewayName } from '@common/billing';
import { profiles } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import { AppError } from '../../platform/errors';
import { findOwnPayment } from './payments';
import { hasReceipt } from './policy';

const formatDateTime = (at: Date) =>
  at.toLocaleString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kathmandu' }) + ' (Nepal time)';

/** A PDF receipt for one of the student's successful payments: who paid what, when, through which gateway, and what it bought. */
export async function renderReceipt(deps: Deps<'db'>, viewer: { userId: string }, paymentId: string) {
  const { payment, planName } = await findOwnPayment(deps, viewer, paymentId);
  if (!hasReceipt(payment)) throw new AppError('not_found', 'A receipt exists only for a successful payment', 404);
  const [student] = await deps.db.select({ fullName: profiles.fullName, email: profiles.email }).from(profiles).where(eq(profiles.id, viewer.userId));
  // The PDF writer loads on the first receipt, not at start.
  const { caption, createPdf, finishPdf, heading, isPdfSafe, paragraph } = await import('../../platform/pdf');
  const doc = createPdf({ title: `Receipt ${payment.transactionUuid}`, subject: 'Pariksha payment receipt' });
  doc.font('bold').fontSize(22).text('Pariksha').font('regular').fontSize(11);
  caption(doc, 'Exam preparation for students in Nepal');
  heading(doc, 'Payment receipt', 16);
  const name = student && isPdfSafe(student.fullName) ? student.fullName : null;
  const rows: Array<[string, string]> = [
    ['Receipt number', payment.transactionUuid],
    ['Date', formatDateTime(payment.verifiedAt ?? payment.createdAt)],
    ['Billed to', [name, student?.email].filter(Boolean).join(', ') || 'Deleted account'],
    ['Plan', `${planName} (${payment.premiumUntil ? `active until ${formatDateTime(payment.premiumUntil)}` : 'one period'})`],
    ['Amount paid', `${payment.currency === 'NPR' ? 'Rs.' : payment.currency} ${paisaToRupeeText(payment.amountPaisa)}`],
    ['Paid with', GATEWAY_LABELS[payment.gateway as GatewayName]],
    ['Gateway reference', payment.gatewayReference ?? '—'],
    ['Status', 'Paid'],
  ];
  for (const [label, value] of rows) {
    doc.moveDown(0.3);
    doc.font('bold').fontSize(10).fillColor('#555555').text(label.toUpperCase());
    paragraph(doc, value);
  }
  doc.moveDown(1.5);
  caption(doc, 'This receipt was issued electronically by Pariksha and is valid without a signature. Keep it for your records.');
  const { bytes } = await finishPdf(doc);
  return { bytes, filename: `pariksha-receipt-${payment.transactionUuid}.pdf` };
}
