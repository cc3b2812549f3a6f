import { describe, expect, it } from 'vitest';
import { composeNotification, type NotificationName, type NotificationParams } from './notification-texts';

const DEVANAGARI = /[\u0900-\u097F]/;

// 11:45 in Kathmandu.
const PAID: NotificationParams['paymentSuccessful'] = { planName: 'Premium', amountPaisa: 150_050, gateway: 'eSewa', premiumUntil: new Date('2026-12-22T06:00:00Z') };
const ENDING: NotificationParams['premiumEnding'] = { expiresAt: new Date('2026-11-24T06:00:00Z') };
const EVERY: { [Name in NotificationName]: NotificationParams[Name] } = {
  paymentSuccessful: PAID,
  referralCompleted: { commissionPaisa: 10_000 },
  premiumEnding: ENDING,
};

describe('the notifications the server writes for one reader', () => {
  it.each([
    ['en', 'paymentSuccessful', PAID, 'Payment successful', 'Your payment of Rs. 1500.50 through eSewa went through. Premium is active until 22 December 2026, 11:45 (Nepal time).'],
    ['ne', 'paymentSuccessful', PAID, 'भुक्तानी सफल भयो', 'eSewa मार्फत तपाईंको रु. १५००.५० को भुक्तानी सफल भयो। Premium २०८३ पुस ७ (२०२६ डिसे. २२), ११:४५ (नेपाल समय) सम्म सक्रिय छ।'],
    ['en', 'paymentSuccessful', { ...PAID, premiumUntil: null }, 'Payment successful', 'Your payment of Rs. 1500.50 through eSewa went through. Premium is active.'],
    ['ne', 'paymentSuccessful', { ...PAID, premiumUntil: null }, 'भुक्तानी सफल भयो', 'eSewa मार्फत तपाईंको रु. १५००.५० को भुक्तानी सफल भयो। Premium सक्रिय छ।'],
    ['en', 'referralCompleted', { commissionPaisa: 10_000 }, 'Referral completed', 'A friend you referred has upgraded to Premium. Your Rs. 100 commission is pending approval.'],
    ['ne', 'referralCompleted', { commissionPaisa: 10_000 }, 'रेफरल पूरा भयो', 'तपाईंले रेफर गर्नुभएको साथीले प्रिमियम लिनुभयो। तपाईंको रु. १०० कमिसन स्वीकृतिको प्रतीक्षामा छ।'],
    ['en', 'premiumEnding', ENDING, 'Your Premium plan ends soon', 'Premium ends on 24 November 2026, 11:45 (Nepal time). Renew it on the Subscription page to keep unlimited access.'],
    ['ne', 'premiumEnding', ENDING, 'तपाईंको प्रिमियम योजना चाँडै सकिँदैछ', 'प्रिमियम २०८३ मङ्सिर ८ (२०२६ नोभे. २४), ११:४५ (नेपाल समय) मा सकिन्छ। असीमित पहुँच कायम राख्न सदस्यता पेजबाट नवीकरण गर्नुहोस्।'],
  ] as const)('%s %s', (language, name, params, title, message) => {
    expect(composeNotification(language, name, params as never)).toEqual({ title, message });
  });

  it('writes every Nepali notification in Devanagari with Devanagari digits, and every English one without Devanagari', () => {
    for (const name of Object.keys(EVERY) as NotificationName[]) {
      const nepali = composeNotification('ne', name, EVERY[name] as never);
      const english = composeNotification('en', name, EVERY[name] as never);
      expect(nepali.title).toMatch(DEVANAGARI);
      // Only the names the data holds (the plan, the gateway) stay Latin.
      expect(`${nepali.title} ${nepali.message}`.replace(/Premium|eSewa/g, '')).not.toMatch(/[A-Za-z0-9]/);
      expect(`${english.title} ${english.message}`).not.toMatch(DEVANAGARI);
    }
  });
});
