import type { ReaderLanguage } from '@common/academics';
import { paisaToRupeeText } from '@common/billing';
import { printedFormat } from './printed-format';

/**
 * The notifications the server writes for one user (features/notifications' createUserNotification), in both
 * languages the web reads. Like a mail, a notification is written in its recipient's language (their profile's) when
 * it is made and stored as written (decision 091); an admin's notification stays as the admin wrote it. Both books
 * hold the same notifications under the same names (the type says so).
 */
export type NotificationParams = {
  /** A payment that granted premium (features/billing/settlement.ts); premiumUntil is null only without a profile. */
  paymentSuccessful: { planName: string; amountPaisa: number; gateway: string; premiumUntil: Date | null };
  /** The referrer of a student whose first payment went through, with the commission it earned (features/referrals). */
  referralCompleted: { commissionPaisa: number };
  /** Premium ends within PREMIUM_REMINDER_DAYS (features/billing/reconciliation.ts). */
  premiumEnding: { expiresAt: Date };
};
export type NotificationName = keyof NotificationParams;

type NotificationText = { title: string; message: string };
type NotificationBook = { [Name in NotificationName]: (params: NotificationParams[Name]) => NotificationText };

const enFormat = printedFormat('en');
const neFormat = printedFormat('ne');
const enNepalTime = (at: Date) => `${enFormat.dateTime(at)} (Nepal time)`;
const neNepalTime = (at: Date) => `${neFormat.dateTime(at)} (नेपाल समय)`;
const neRupees = (paisa: number) => `रु. ${neFormat.digits(paisaToRupeeText(paisa))}`;

const en: NotificationBook = {
  paymentSuccessful: ({ planName, amountPaisa, gateway, premiumUntil }) => ({
    title: 'Payment successful',
    message: `Your payment of Rs. ${paisaToRupeeText(amountPaisa)} through ${gateway} went through. ${planName} is active${premiumUntil ? ` until ${enNepalTime(premiumUntil)}` : ''}.`,
  }),
  referralCompleted: ({ commissionPaisa }) => ({
    title: 'Referral completed',
    message: `A friend you referred has upgraded to Premium. Your Rs. ${paisaToRupeeText(commissionPaisa)} commission is pending approval.`,
  }),
  premiumEnding: ({ expiresAt }) => ({
    title: 'Your Premium plan ends soon',
    message: `Premium ends on ${enNepalTime(expiresAt)}. Renew it on the Subscription page to keep unlimited access.`,
  }),
};

// The product's words (web/src/locales/ne): प्रिमियम, योजना, भुक्तानी सफल भयो, सदस्यता, कमिसन, स्वीकृत.
const ne: NotificationBook = {
  paymentSuccessful: ({ planName, amountPaisa, gateway, premiumUntil }) => ({
    title: 'भुक्तानी सफल भयो',
    message: `${gateway} मार्फत तपाईंको ${neRupees(amountPaisa)} को भुक्तानी सफल भयो। ${planName} ${premiumUntil ? `${neNepalTime(premiumUntil)} सम्म ` : ''}सक्रिय छ।`,
  }),
  referralCompleted: ({ commissionPaisa }) => ({
    title: 'रेफरल पूरा भयो',
    message: `तपाईंले रेफर गर्नुभएको साथीले प्रिमियम लिनुभयो। तपाईंको ${neRupees(commissionPaisa)} कमिसन स्वीकृतिको प्रतीक्षामा छ।`,
  }),
  premiumEnding: ({ expiresAt }) => ({
    title: 'तपाईंको प्रिमियम योजना चाँडै सकिँदैछ',
    message: `प्रिमियम ${neNepalTime(expiresAt)} मा सकिन्छ। असीमित पहुँच कायम राख्न सदस्यता पेजबाट नवीकरण गर्नुहोस्।`,
  }),
};

const BOOKS: Record<ReaderLanguage, NotificationBook> = { en, ne };

/** The title and message of a notification in the recipient's language. */
export function composeNotification<Name extends NotificationName>(language: ReaderLanguage, name: Name, params: NotificationParams[Name]): NotificationText {
  return (BOOKS[language][name] as (params: NotificationParams[Name]) => NotificationText)(params);
}
