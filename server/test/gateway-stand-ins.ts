import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * Local stand-ins for eSewa ePay v2, Khalti KPG-2 and the FonePay web redirect, speaking each protocol as
 * GATEWAYS.md describes it (written from that document, not from our adapters, so a mistake is not mirrored).
 * Anything the protocol does not allow (a wrong signature, a missing field, a non-integer Khalti amount, a missing
 * Authorization header…) is answered with the gateway's error and recorded in `violations`: tests assert it stays empty.
 * The payer's side is a small HTML page per gateway with Pay and Cancel buttons (for the browser journeys), and
 * `pay`/`cancel` functions that answer the return URL the browser would be sent to (for API tests).
 */

// The published test credentials the app uses when no secret is configured (GATEWAYS.md 1.4, 2.2, 3.6).
export const STAND_IN_CREDENTIALS = {
  esewa: { productCode: 'EPAYTEST', secretKey: '8gBm/:&EnhH.1/q' },
  khalti: { secretKey: 'live_secret_key_68791341fdd94846a146f0457ff7b455' },
  fonepay: { pid: 'NBQM', secretKey: 'a7e3512f5032480a83137793cb2021dc' },
};

type EsewaStatus = 'PENDING' | 'COMPLETE' | 'NOT_FOUND' | 'CANCELED' | 'AMBIGUOUS' | 'FULL_REFUND';
type EsewaTransaction = { uuid: string; totalAmount: string; successUrl: string; failureUrl: string; status: EsewaStatus; refId: string | null };
type KhaltiStatus = 'Initiated' | 'Pending' | 'Completed' | 'User canceled' | 'Expired' | 'Refunded';
type KhaltiPayment = {
  pidx: string;
  amount: number;
  purchaseOrderId: string;
  purchaseOrderName: string;
  returnUrl: string;
  status: KhaltiStatus;
  transactionId: string | null;
  /** What lookup reports for the amount (a test may make it disagree). */
  lookupAmount?: number;
};
type FonepayPayment = { prn: string; amount: string; returnUrl: string; uid: string | null; status: 'requested' | 'paid' | 'failed' };

const hmacBase64 = (key: string, message: string) => createHmac('sha256', key).update(message, 'utf8').digest('base64');
const hmacHex = (key: string, message: string) => createHmac('sha512', key).update(message, 'utf8').digest('hex');
const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const isAbsoluteUrl = (value: string | undefined) => !!value && /^https?:\/\/[^\s]+$/.test(value);
const isAmountText = (value: string | undefined) => !!value && /^\d+(\.\d+)?$/.test(value);
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}
const sendJson = (response: ServerResponse, status: number, body: unknown) => send(response, status, 'application/json', JSON.stringify(body));
const redirect = (response: ServerResponse, location: string) => {
  response.writeHead(303, { location });
  response.end();
};

/** The payer's page: what is being paid and two buttons, as a gateway's hosted page would offer. */
function payerPage(title: string, lines: string[], payAction: string, cancelAction: string, hidden: Record<string, string>) {
  const inputs = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}
<form method="post" action="${payAction}">${inputs}<button type="submit">Pay</button></form>
<form method="post" action="${cancelAction}">${inputs}<button type="submit">Cancel</button></form></main></body></html>`;
}

export async function startGatewayStandIns() {
  const violations: string[] = [];
  const calls: Array<{ gateway: 'esewa' | 'khalti' | 'fonepay'; path: string }> = [];
  const esewaTransactions = new Map<string, EsewaTransaction>();
  const khaltiPayments = new Map<string, KhaltiPayment>();
  const fonepayPayments = new Map<string, FonepayPayment>();
  let origin = '';

  const refuse = (response: ServerResponse, status: number, what: string, body: unknown = { error: what }) => {
    violations.push(what);
    sendJson(response, status, body);
  };

  // ---- eSewa ----

  const ESEWA_FIELDS = ['amount', 'tax_amount', 'product_service_charge', 'product_delivery_charge', 'total_amount', 'transaction_uuid', 'product_code', 'success_url', 'failure_url', 'signed_field_names', 'signature'];

  function esewaForm(request: IncomingMessage, response: ServerResponse, body: string) {
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return refuse(response, 400, 'esewa: the form must be posted as application/x-www-form-urlencoded');
    const form = Object.fromEntries(new URLSearchParams(body));
    const missing = ESEWA_FIELDS.filter((name) => !form[name]);
    if (missing.length > 0) return refuse(response, 400, `esewa: missing or empty fields ${missing.join(', ')}`);
    const amounts = ['amount', 'tax_amount', 'product_service_charge', 'product_delivery_charge', 'total_amount'];
    if (amounts.some((name) => !isAmountText(form[name]))) return refuse(response, 400, 'esewa: amounts must be numbers');
    const sum = amounts.slice(0, 4).reduce((total, name) => total + Number(form[name]), 0);
    if (Math.abs(sum - Number(form.total_amount)) > 1e-9) return refuse(response, 400, 'esewa: total_amount is not the sum of the amounts');
    if (!/^[A-Za-z0-9-]+$/.test(form.transaction_uuid!)) return refuse(response, 400, 'esewa: transaction_uuid may hold only letters, digits and hyphens');
    if (form.product_code !== STAND_IN_CREDENTIALS.esewa.productCode) return refuse(response, 400, `esewa: unknown product_code ${form.product_code}`);
    if (!form.signed_field_names!.startsWith('total_amount,transaction_uuid,product_code')) return refuse(response, 400, 'esewa: signed_field_names must start with total_amount,transaction_uuid,product_code');
    const names = form.signed_field_names!.split(',');
    const message = names.map((name) => `${name}=${form[name] ?? ''}`).join(',');
    if (!sameText(hmacBase64(STAND_IN_CREDENTIALS.esewa.secretKey, message), form.signature!)) return refuse(response, 400, 'esewa: invalid signature');
    if (!isAbsoluteUrl(form.success_url) || !isAbsoluteUrl(form.failure_url)) return refuse(response, 400, 'esewa: success_url and failure_url must be absolute URLs');
    const existing = esewaTransactions.get(form.transaction_uuid!);
    if (existing && existing.status !== 'PENDING') return refuse(response, 400, `esewa: transaction_uuid ${form.transaction_uuid} was already used`);
    esewaTransactions.set(form.transaction_uuid!, {
      uuid: form.transaction_uuid!,
      totalAmount: form.total_amount!,
      successUrl: form.success_url!,
      failureUrl: form.failure_url!,
      status: 'PENDING',
      refId: null,
    });
    send(
      response,
      200,
      'text/html; charset=utf-8',
      payerPage('eSewa test payment', [`Merchant: ${form.product_code}`, `Amount: Rs. ${form.total_amount}`], `${origin}/esewa/pay`, `${origin}/esewa/cancel`, {
        transaction_uuid: form.transaction_uuid!,
      }),
    );
  }

  /** What eSewa sends to success_url: base64 JSON whose amount is a string with one decimal, as in the real captures. */
  function esewaSuccessUrl(transaction: EsewaTransaction) {
    const fields: Record<string, string> = {
      transaction_code: transaction.refId!,
      status: 'COMPLETE',
      total_amount: Number(transaction.totalAmount).toFixed(1),
      transaction_uuid: transaction.uuid,
      product_code: STAND_IN_CREDENTIALS.esewa.productCode,
      signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
    };
    const message = fields.signed_field_names!.split(',').map((name) => `${name}=${fields[name]}`).join(',');
    const data = Buffer.from(JSON.stringify({ ...fields, signature: hmacBase64(STAND_IN_CREDENTIALS.esewa.secretKey, message) })).toString('base64');
    return `${transaction.successUrl}?data=${encodeURIComponent(data)}`;
  }

  const esewa = {
    transactions: esewaTransactions,
    /** The payer confirms: eSewa marks it COMPLETE and sends the browser to success_url with the signed data. */
    pay(uuid: string) {
      const transaction = esewaTransactions.get(uuid);
      if (!transaction) throw new Error(`esewa stand-in: no form was posted for ${uuid}`);
      transaction.status = 'COMPLETE';
      transaction.refId = `000${randomBytes(2).toString('hex').toUpperCase()}`;
      return esewaSuccessUrl(transaction);
    },
    /** The payer cancels: the session ends unpaid (status NOT_FOUND) and the browser goes to failure_url. */
    cancel(uuid: string) {
      const transaction = esewaTransactions.get(uuid);
      if (!transaction) throw new Error(`esewa stand-in: no form was posted for ${uuid}`);
      transaction.status = 'NOT_FOUND';
      return transaction.failureUrl;
    },
    setStatus(uuid: string, status: EsewaStatus) {
      esewaTransactions.get(uuid)!.status = status;
    },
  };

  function esewaStatus(url: URL, response: ServerResponse) {
    const productCode = url.searchParams.get('product_code');
    const totalAmount = url.searchParams.get('total_amount');
    const uuid = url.searchParams.get('transaction_uuid');
    if (!productCode || !totalAmount || !uuid) return refuse(response, 400, 'esewa status: product_code, total_amount and transaction_uuid are required');
    const transaction = esewaTransactions.get(uuid);
    if (!transaction || productCode !== STAND_IN_CREDENTIALS.esewa.productCode) {
      return sendJson(response, 200, { product_code: productCode, transaction_uuid: uuid, total_amount: Number(totalAmount), status: 'NOT_FOUND', ref_id: null });
    }
    if (Number(totalAmount) !== Number(transaction.totalAmount)) return refuse(response, 400, 'esewa status: total_amount differs from the payment');
    sendJson(response, 200, {
      product_code: productCode,
      transaction_uuid: uuid,
      total_amount: Number(transaction.totalAmount),
      status: transaction.status,
      ref_id: transaction.status === 'COMPLETE' ? transaction.refId : null,
    });
  }

  // ---- Khalti ----

  /** Checks `Authorization: Key <secret>`; answers Khalti's 401 otherwise. */
  function khaltiAuthorized(request: IncomingMessage, response: ServerResponse) {
    const header = request.headers.authorization;
    if (!header?.startsWith('Key ')) {
      refuse(response, 401, 'khalti: Authorization: Key <secret> is missing', { detail: 'Authentication credentials were not provided.', status_code: 401 });
      return false;
    }
    if (header.slice(4) !== STAND_IN_CREDENTIALS.khalti.secretKey) {
      refuse(response, 401, 'khalti: wrong secret key', { detail: 'Invalid token.', status_code: 401 });
      return false;
    }
    return true;
  }

  function parseJson(body: string): Record<string, unknown> | null {
    try {
      const value: unknown = JSON.parse(body);
      return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  function khaltiInitiate(request: IncomingMessage, response: ServerResponse, body: string) {
    if (request.method !== 'POST') return refuse(response, 405, 'khalti initiate: POST only');
    if (!khaltiAuthorized(request, response)) return;
    if (!request.headers['content-type']?.startsWith('application/json')) return refuse(response, 400, 'khalti initiate: the body must be JSON');
    const input = parseJson(body);
    if (!input) return refuse(response, 400, 'khalti initiate: the body is not a JSON object');
    const problems: Record<string, string[]> = {};
    for (const name of ['return_url', 'website_url', 'purchase_order_id', 'purchase_order_name']) {
      if (typeof input[name] !== 'string' || !input[name]) problems[name] = ['This field is required.'];
    }
    for (const name of ['return_url', 'website_url']) if (typeof input[name] === 'string' && !isAbsoluteUrl(input[name])) problems[name] = ['Enter a valid URL.'];
    if (typeof input.amount !== 'number' || !Number.isInteger(input.amount)) problems.amount = ['A valid integer is required.'];
    else if (input.amount < 1000) problems.amount = ['Amount should be greater than Rs. 10, that is 1000 paisa.'];
    if (Object.keys(problems).length > 0) return refuse(response, 400, `khalti initiate: ${JSON.stringify(problems)}`, { ...problems, error_key: 'validation_error' });
    const pidx = randomBytes(11).toString('base64url');
    khaltiPayments.set(pidx, {
      pidx,
      amount: input.amount as number,
      purchaseOrderId: input.purchase_order_id as string,
      purchaseOrderName: input.purchase_order_name as string,
      returnUrl: input.return_url as string,
      status: 'Initiated',
      transactionId: null,
    });
    sendJson(response, 200, { pidx, payment_url: `${origin}/khalti/pay/?pidx=${pidx}`, expires_at: new Date(Date.now() + 1_800_000).toISOString(), expires_in: 1800 });
  }

  /** What Khalti appends to return_url (GATEWAYS.md 2.5); nothing of it is signed. */
  function khaltiReturnUrl(payment: KhaltiPayment) {
    const url = new URL(payment.returnUrl);
    const paid = payment.status === 'Completed';
    const params: Record<string, string> = {
      pidx: payment.pidx,
      transaction_id: paid ? payment.transactionId! : '',
      tidx: paid ? payment.transactionId! : '',
      txnId: paid ? payment.transactionId! : '',
      amount: String(payment.amount),
      total_amount: String(payment.amount),
      mobile: paid ? '98XXXXX004' : '',
      status: payment.status,
      purchase_order_id: payment.purchaseOrderId,
      purchase_order_name: payment.purchaseOrderName,
    };
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.toString();
  }

  const khalti = {
    payments: khaltiPayments,
    pay(pidx: string) {
      const payment = khaltiPayments.get(pidx);
      if (!payment) throw new Error(`khalti stand-in: unknown pidx ${pidx}`);
      payment.status = 'Completed';
      payment.transactionId = randomBytes(8).toString('base64url');
      return khaltiReturnUrl(payment);
    },
    cancel(pidx: string) {
      const payment = khaltiPayments.get(pidx);
      if (!payment) throw new Error(`khalti stand-in: unknown pidx ${pidx}`);
      payment.status = 'User canceled';
      return khaltiReturnUrl(payment);
    },
    /** A return URL that claims success while the payment is still `status` at Khalti (what lookup will say). */
    forgedReturn(pidx: string, status: KhaltiStatus = 'Pending') {
      const payment = khaltiPayments.get(pidx)!;
      payment.status = status;
      return khaltiReturnUrl({ ...payment, status: 'Completed', transactionId: 'FORGED' });
    },
    setStatus(pidx: string, status: KhaltiStatus, lookupAmount?: number) {
      const payment = khaltiPayments.get(pidx)!;
      payment.status = status;
      payment.lookupAmount = lookupAmount;
      if (status === 'Completed') payment.transactionId ??= randomBytes(8).toString('base64url');
    },
  };

  function khaltiLookup(request: IncomingMessage, response: ServerResponse, body: string) {
    if (request.method !== 'POST') return refuse(response, 405, 'khalti lookup: POST only');
    if (!khaltiAuthorized(request, response)) return;
    const input = parseJson(body);
    if (!input || typeof input.pidx !== 'string') return refuse(response, 400, 'khalti lookup: pidx is required', { pidx: ['This field is required.'], error_key: 'validation_error' });
    const payment = khaltiPayments.get(input.pidx);
    if (!payment) return sendJson(response, 404, { detail: 'Not found.', error_key: 'validation_error' });
    const answer = {
      pidx: payment.pidx,
      total_amount: payment.lookupAmount ?? payment.amount,
      status: payment.status,
      transaction_id: payment.status === 'Completed' || payment.status === 'Refunded' ? payment.transactionId : null,
      fee: 0,
      refunded: payment.status === 'Refunded',
    };
    // Expired and User canceled come back with HTTP 400 (GATEWAYS.md 2.6).
    sendJson(response, payment.status === 'Expired' || payment.status === 'User canceled' ? 400 : 200, answer);
  }

  // ---- FonePay ----

  const FONEPAY_REQUEST = ['PID', 'MD', 'PRN', 'AMT', 'CRN', 'DT', 'R1', 'R2', 'RU'] as const;

  function fonepayRequest(url: URL, response: ServerResponse) {
    const values = Object.fromEntries([...FONEPAY_REQUEST, 'DV'].map((name) => [name, url.searchParams.get(name)]));
    const missing = [...FONEPAY_REQUEST, 'DV'].filter((name) => !values[name]);
    if (missing.length > 0) return refuse(response, 400, `fonepay: missing parameters ${missing.join(', ')}`);
    const problems = [
      values.PID !== STAND_IN_CREDENTIALS.fonepay.pid && `unknown PID ${values.PID}`,
      values.MD !== 'P' && 'MD must be P',
      !/^.{3,25}$/.test(values.PRN!) && 'PRN must be 3-25 characters',
      (!isAmountText(values.AMT!) || values.AMT!.length > 18) && 'AMT must be an amount',
      values.CRN !== 'NPR' && 'CRN must be NPR',
      !/^\d{2}\/\d{2}\/\d{4}$/.test(values.DT!) && 'DT must be MM/DD/YYYY',
      values.R1!.length > 160 && 'R1 is longer than 160',
      values.R2!.length > 50 && 'R2 is longer than 50',
      (values.RU!.length > 150 || !isAbsoluteUrl(values.RU!)) && 'RU must be an absolute URL of at most 150 characters',
    ].filter(Boolean);
    if (problems.length > 0) return refuse(response, 400, `fonepay: ${problems.join('; ')}`);
    const dv = hmacHex(STAND_IN_CREDENTIALS.fonepay.secretKey, FONEPAY_REQUEST.map((name) => values[name]).join(','));
    if (!sameText(dv, values.DV!.toLowerCase())) return refuse(response, 400, 'fonepay: invalid DV');
    const existing = fonepayPayments.get(values.PRN!);
    if (existing && existing.status !== 'requested') return refuse(response, 400, `fonepay: PRN ${values.PRN} was already used`);
    fonepayPayments.set(values.PRN!, { prn: values.PRN!, amount: values.AMT!, returnUrl: values.RU!, uid: null, status: 'requested' });
    send(
      response,
      200,
      'text/html; charset=utf-8',
      payerPage('FonePay test payment', [`Merchant: ${values.PID}`, `Amount: Rs. ${values.AMT}`], `${origin}/fonepay/pay`, `${origin}/fonepay/cancel`, { PRN: values.PRN! }),
    );
  }

  /** The return to RU with its DV (upper-case hex, P_AMT with one decimal, as in the real dev capture). */
  function fonepayReturnUrl(payment: FonepayPayment, paid: boolean, rc: 'successful' | 'failed' | 'cancel') {
    const values: Record<string, string> = {
      PRN: payment.prn,
      PID: STAND_IN_CREDENTIALS.fonepay.pid,
      PS: String(paid),
      RC: rc,
      UID: payment.uid ?? 'N/A',
      BC: paid ? 'GLBBNPKA' : 'N/A',
      INI: paid ? '9800000004' : 'N/A',
      P_AMT: Number(payment.amount).toFixed(1),
      R_AMT: payment.amount,
    };
    const dv = hmacHex(STAND_IN_CREDENTIALS.fonepay.secretKey, ['PRN', 'PID', 'PS', 'RC', 'UID', 'BC', 'INI', 'P_AMT', 'R_AMT'].map((name) => values[name]).join(','));
    const url = new URL(payment.returnUrl);
    for (const [name, value] of Object.entries({ ...values, DV: dv.toUpperCase() })) url.searchParams.set(name, value);
    return url.toString();
  }

  const fonepay = {
    payments: fonepayPayments,
    pay(prn: string) {
      const payment = fonepayPayments.get(prn);
      if (!payment) throw new Error(`fonepay stand-in: no request for ${prn}`);
      payment.status = 'paid';
      payment.uid = String(10_000 + fonepayPayments.size + Math.floor(Math.random() * 80_000));
      return fonepayReturnUrl(payment, true, 'successful');
    },
    cancel(prn: string) {
      const payment = fonepayPayments.get(prn);
      if (!payment) throw new Error(`fonepay stand-in: no request for ${prn}`);
      payment.status = 'failed';
      return fonepayReturnUrl(payment, false, 'cancel');
    },
  };

  function fonepayVerification(url: URL, response: ServerResponse) {
    const values = Object.fromEntries(['PRN', 'PID', 'BID', 'AMT', 'UID', 'DV'].map((name) => [name, url.searchParams.get(name)]));
    const missing = ['PRN', 'PID', 'AMT', 'UID', 'DV'].filter((name) => !values[name]);
    if (missing.length > 0 || values.BID === null) return refuse(response, 400, `fonepay verification: missing ${[...missing, values.BID === null ? 'BID' : ''].filter(Boolean).join(', ')}`);
    const dv = hmacHex(STAND_IN_CREDENTIALS.fonepay.secretKey, [values.PID, values.AMT, values.PRN, values.BID, values.UID].join(','));
    if (!sameText(dv, values.DV!.toLowerCase())) return refuse(response, 400, 'fonepay verification: invalid DV');
    const payment = fonepayPayments.get(values.PRN!);
    const paid = !!payment && payment.status === 'paid' && payment.uid === values.UID && Number(payment.amount) === Number(values.AMT);
    const element = (name: string, value: string) => `<${name}>${value}</${name}>`;
    send(
      response,
      200,
      'application/xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><response>${[
        element('amount', payment?.amount ?? values.AMT!),
        element('bankCode', paid ? 'GLBBNPKA' : ''),
        element('initiator', paid ? '9800000004' : ''),
        element('message', paid ? 'Payment verified' : 'Payment not found'),
        element('response_code', paid ? 'successful' : 'failed'),
        element('statusCode', paid ? '0' : '1'),
        element('success', String(paid)),
        element('txnAmount', payment?.amount ?? values.AMT!),
        element('uniqueId', values.UID!),
      ].join('')}</response>`,
    );
  }

  // ---- routing ----

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', origin);
      const body = await readBody(request);
      const path = url.pathname;
      // Browsers ask every page's origin for an icon; the gateways have theirs, ours is not a protocol matter.
      if (path === '/favicon.ico') return send(response, 404, 'text/plain', 'no icon');
      const gateway = path.split('/')[1] as 'esewa' | 'khalti' | 'fonepay';
      calls.push({ gateway, path });
      const form = Object.fromEntries(new URLSearchParams(body));
      if (path === '/esewa/api/epay/main/v2/form') return request.method === 'POST' ? esewaForm(request, response, body) : refuse(response, 405, 'esewa: the form must be POSTed');
      if (path === '/esewa/api/epay/transaction/status/') return esewaStatus(url, response);
      if (path === '/esewa/pay') return redirect(response, esewa.pay(form.transaction_uuid!));
      if (path === '/esewa/cancel') return redirect(response, esewa.cancel(form.transaction_uuid!));
      if (path === '/khalti/api/v2/epayment/initiate/') return khaltiInitiate(request, response, body);
      if (path === '/khalti/api/v2/epayment/lookup/') return khaltiLookup(request, response, body);
      if (path === '/khalti/pay/') {
        const payment = khaltiPayments.get(url.searchParams.get('pidx') ?? '');
        if (!payment) return refuse(response, 404, 'khalti: payment page for an unknown pidx');
        return send(
          response,
          200,
          'text/html; charset=utf-8',
          payerPage('Khalti test payment', [payment.purchaseOrderName, `Amount: Rs. ${payment.amount / 100}`], `${origin}/khalti/pay/confirm`, `${origin}/khalti/pay/cancel`, { pidx: payment.pidx }),
        );
      }
      if (path === '/khalti/pay/confirm') return redirect(response, khalti.pay(form.pidx!));
      if (path === '/khalti/pay/cancel') return redirect(response, khalti.cancel(form.pidx!));
      if (path === '/fonepay/api/merchantRequest') return fonepayRequest(url, response);
      if (path === '/fonepay/api/merchantRequest/verificationMerchant') return fonepayVerification(url, response);
      if (path === '/fonepay/pay') return redirect(response, fonepay.pay(form.PRN!));
      if (path === '/fonepay/cancel') return redirect(response, fonepay.cancel(form.PRN!));
      refuse(response, 404, `unexpected request ${request.method} ${path}`);
    })().catch((error: unknown) => {
      violations.push(`stand-in error: ${String(error)}`);
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  return {
    origin,
    /** The app's environment that points every gateway at these stand-ins. */
    env: {
      ESEWA_FORM_URL: `${origin}/esewa/api/epay/main/v2/form`,
      ESEWA_STATUS_URL: `${origin}/esewa/api/epay/transaction/status/`,
      KHALTI_BASE_URL: `${origin}/khalti/api/v2/`,
      FONEPAY_BASE_URL: `${origin}/fonepay`,
    },
    violations,
    calls,
    esewa,
    khalti,
    fonepay,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type GatewayStandIns = Awaited<ReturnType<typeof startGatewayStandIns>>;
