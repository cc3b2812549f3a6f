import { describe, expect, it } from 'vitest';
import { TEST_CREDENTIALS } from './credentials';
import { decodeEsewaData, esewaMessage, esewaSignature, verifyEsewaCallback } from './esewa';
import { fonepayDv, isFonepayReturnSigned, readFonepayReturn } from './fonepay';
import { readFlatJsonObject } from './raw-json';

// The published test vectors of GATEWAYS.md (sections 1.5, 3.3 and 3.4), recomputed by our signing code.
const ESEWA_KEY = '8gBm/:&EnhH.1/q';
const E3_DATA =
  'eyJ0cmFuc2FjdGlvbl9jb2RlIjoiMDAwQVdFTyIsInN0YXR1cyI6IkNPTVBMRVRFIiwidG90YWxfYW1vdW50IjoiMTAwMC4wIiwidHJhbnNhY3Rpb25fdXVpZCI6IjI1MDYxMC0xNjI0MTMiLCJwcm9kdWN0X2NvZGUiOiJFUEFZVEVTVCIsInNpZ25lZF9maWVsZF9uYW1lcyI6InRyYW5zYWN0aW9uX2NvZGUsc3RhdHVzLHRvdGFsX2Ftb3VudCx0cmFuc2FjdGlvbl91dWlkLHByb2R1Y3RfY29kZSxzaWduZWRfZmllbGRfbmFtZXMiLCJzaWduYXR1cmUiOiI2MkdjZlpUbVZremh0VWVoK1FKMUFxaUpyam9XV0dvZjNVK2VUUFRaN2ZBPSJ9';
const E4_DATA =
  'eyJ0cmFuc2FjdGlvbl9jb2RlIjoiMDAwNlRZMyIsInN0YXR1cyI6IkNPTVBMRVRFIiwidG90YWxfYW1vdW50IjoiMTMzLjAiLCJ0cmFuc2FjdGlvbl91dWlkIjoiMTIzNDU2Nzg5MCIsInByb2R1Y3RfY29kZSI6IkVQQVlURVNUIiwic2lnbmVkX2ZpZWxkX25hbWVzIjoidHJhbnNhY3Rpb25fY29kZSxzdGF0dXMsdG90YWxfYW1vdW50LHRyYW5zYWN0aW9uX3V1aWQscHJvZHVjdF9jb2RlLHNpZ25lZF9maWVsZF9uYW1lcyIsInNpZ25hdHVyZSI6Ik1GRWNNWi8zMFdWZXphblZaSEg0SDFuSVY4cEd3eXpaeGdndGt5ZTJWWHc9In0=';

describe('eSewa signatures (GATEWAYS.md 1.5)', () => {
  it('E1: the request signature of the documented form', () => {
    const message = esewaMessage({ total_amount: '110', transaction_uuid: '241028', product_code: 'EPAYTEST' }, ['total_amount', 'transaction_uuid', 'product_code']);
    expect(message).toBe('total_amount=110,transaction_uuid=241028,product_code=EPAYTEST');
    expect(esewaSignature(ESEWA_KEY, message)).toBe('i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=');
  });

  it('uses the published UAT key as the test credential', () => {
    expect(TEST_CREDENTIALS.esewa).toEqual({ merchantId: 'EPAYTEST', secretKey: ESEWA_KEY });
  });

  it.each([
    ['E3 (the documented callback)', E3_DATA, '62GcfZTmVkzhtUeh+QJ1AqiJrjoWWGof3U+eTPTZ7fA=', '1000.0', '250610-162413', '000AWEO'],
    ['E4 (a real sandbox callback)', E4_DATA, 'MFEcMZ/30WVezanVZHH4H1nIV8pGwyzZxggtkye2VXw=', '133.0', '1234567890', '0006TY3'],
  ])('%s: decodes and verifies over its own signed_field_names with the amount text as sent', (_, data, signature, amount, uuid, code) => {
    const fields = decodeEsewaData(data)!;
    expect(fields.get('signature')).toBe(signature);
    const names = fields.get('signed_field_names')!.split(',');
    expect(esewaSignature(ESEWA_KEY, esewaMessage(fields, names))).toBe(signature);
    const result = verifyEsewaCallback(fields, { secretKey: ESEWA_KEY, productCode: 'EPAYTEST' });
    expect(result).toEqual({
      ok: true,
      callback: expect.objectContaining({ transactionUuid: uuid, status: 'COMPLETE', totalAmountText: amount, transactionCode: code }),
    });
  });

  it('E3 with the amount sent as a JSON number keeps its literal 1000.0 (JSON.parse would make it 1000)', () => {
    const json = Buffer.from(E3_DATA, 'base64').toString('utf8').replace('"total_amount":"1000.0"', '"total_amount":1000.0');
    const fields = decodeEsewaData(Buffer.from(json).toString('base64'))!;
    expect(fields.get('total_amount')).toBe('1000.0');
    expect(verifyEsewaCallback(fields, { secretKey: ESEWA_KEY, productCode: 'EPAYTEST' }).ok).toBe(true);
  });

  it('refuses a changed amount, a wrong key, another product code and a signed list that leaves the status out', () => {
    const reencode = (edit: (json: string) => string) =>
      decodeEsewaData(Buffer.from(edit(Buffer.from(E4_DATA, 'base64').toString('utf8'))).toString('base64'))!;
    const expected = { secretKey: ESEWA_KEY, productCode: 'EPAYTEST' };
    expect(verifyEsewaCallback(reencode((json) => json.replace('"133.0"', '"13.0"')), expected)).toEqual({ ok: false, problem: 'bad_signature' });
    expect(verifyEsewaCallback(decodeEsewaData(E4_DATA)!, { ...expected, secretKey: 'another-key' })).toEqual({ ok: false, problem: 'bad_signature' });
    expect(verifyEsewaCallback(decodeEsewaData(E4_DATA)!, { ...expected, productCode: 'OURSHOP' })).toEqual({ ok: false, problem: 'wrong_product_code' });
    const unsigned = reencode((json) => json.replace('transaction_code,status,total_amount', 'transaction_code,total_amount'));
    expect(verifyEsewaCallback(unsigned, expected)).toEqual({ ok: false, problem: 'unsigned_fields' });
  });

  it('reads a "+" that arrived as a space in the query string', () => {
    const spaced = E3_DATA.replace(/\+/g, ' ');
    expect(decodeEsewaData(spaced)?.get('signature')).toBe('62GcfZTmVkzhtUeh+QJ1AqiJrjoWWGof3U+eTPTZ7fA=');
  });
});

describe('readFlatJsonObject', () => {
  it('keeps number literals and decoded strings', () => {
    expect(readFlatJsonObject(' {"a": 1000.0, "b":"x\\"y", "c": true, "d": null, "e": -2e3} ')).toEqual(
      new Map([
        ['a', '1000.0'],
        ['b', 'x"y'],
        ['c', 'true'],
        ['d', 'null'],
        ['e', '-2e3'],
      ]),
    );
    expect(readFlatJsonObject('{}')).toEqual(new Map());
  });

  it.each(['', '[]', '{"a":{"b":1}}', '{"a":[1]}', '{"a":1,"a":2}', '{"a":1} x', '{"a":1,}', '{a:1}', '{"a":"unterminated}', '{"a":01x}'])(
    'refuses %j',
    (text) => expect(readFlatJsonObject(text)).toBeNull(),
  );
});

describe('FonePay DV (GATEWAYS.md 3.3, 3.4)', () => {
  it('F-a: the worked example of the specification', () => {
    const values = ['fonepay123', 'P', 'd1580724437729', '30', 'NPR', '06/27/2017', 'Hello', 'test', 'https://devadminapi.fonepay.com/ConvergentMerchantDummyweb/MerchantVerification'];
    expect(fonepayDv('fonepay', values)).toBe(
      '147384cc250bf072fdacbce811da683a3ed7f5f7d1c0dd2ce2fb90d27d69b2bc3c143306aa4fa26625a171ac0d4d2e2aaa53e4e10902eb9418eac32f591b92c0',
    );
  });

  it('F-b: a real dev request', () => {
    const values = ['NBQM', 'P', 'h2er78', '200', 'NPR', '01/01/2025', 'gg', 'dd', 'http://localhost:3000/payment/verify'];
    expect(fonepayDv('a7e3512f5032480a83137793cb2021dc', values)).toBe(
      '6bdcfc4d1fe668cf3ce6ad510dc28c331ca5980e15a54b6cce6ff472365656e53555db04b7bb7b39167ae815498c46a612d2c43f29d5f2f1f4156205f9b0c65c',
    );
  });

  const capture = {
    PRN: 'h2esr7dqws8',
    PID: 'NBQM',
    PS: 'true',
    RC: 'successful',
    UID: '82146',
    BC: 'GLBBNPKA',
    INI: '9819865988',
    P_AMT: '200.0',
    R_AMT: '200',
    DV: 'BD9E60EB10668D11E174308F7A33A233AD1B34C1E031BADFAD7CFD70AED19F0DA0ADE6D2973F01D8AED194057C1C11CAF7E510414CE5C56A2FE244F72183C0F0',
  };

  it('the real dev return capture verifies with the test key (upper-case DV, amounts as received)', () => {
    const values = readFonepayReturn(capture)!;
    expect(isFonepayReturnSigned(TEST_CREDENTIALS.fonepay.secretKey, values)).toBe(true);
    expect(isFonepayReturnSigned(TEST_CREDENTIALS.fonepay.secretKey, { ...values, DV: capture.DV.toLowerCase() })).toBe(true);
  });

  it('refuses the capture with a changed amount, a changed status or a missing field', () => {
    const key = TEST_CREDENTIALS.fonepay.secretKey;
    expect(isFonepayReturnSigned(key, readFonepayReturn({ ...capture, R_AMT: '20' })!)).toBe(false);
    expect(isFonepayReturnSigned(key, readFonepayReturn({ ...capture, P_AMT: '200' })!)).toBe(false);
    expect(isFonepayReturnSigned(key, readFonepayReturn({ ...capture, PS: 'false' })!)).toBe(false);
    const { INI: _missing, ...withoutInitiator } = capture;
    expect(readFonepayReturn(withoutInitiator)).toBeNull();
  });
});
