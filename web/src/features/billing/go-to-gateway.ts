import type { CreatePaymentResponse } from '@common/billing';

/**
 * Sends the browser on to the gateway in this tab (docs/decisions/047): eSewa's signed fields as a hidden POST form
 * (the form action is allowed by our Content-Security-Policy), Khalti's and FonePay's pages by navigation.
 */
export function goToGateway(start: Pick<CreatePaymentResponse, 'paymentMethod' | 'redirectUrl' | 'formData'>, doc: Document = document) {
  if (start.paymentMethod === 'form_submit') {
    const form = doc.createElement('form');
    form.method = 'POST';
    form.action = start.redirectUrl;
    form.hidden = true;
    for (const [name, value] of Object.entries(start.formData ?? {})) {
      const input = doc.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    doc.body.append(form);
    form.submit();
    return;
  }
  doc.defaultView?.location.assign(start.redirectUrl);
}
