import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { InvoiceListReply, type Invoice } from "@waea/domain/billing";
import { AuthData } from "@waea/domain/session";
import { compileReplyWriter } from "./reply-writer";

const viaEffect = (schema: Schema.Schema.AnyNoContext, value: unknown) => {
  const encoded = Schema.encodeUnknownEither(schema)(value);
  return Either.isRight(encoded) ? JSON.stringify(encoded.right) : undefined;
};

const invoice = (n: number, extra: Partial<Invoice> = {}): Invoice => ({
  Number: `INV-${n}`,
  Status: "DUE",
  ChargesCents: 1000 + n,
  RemainingAmountCents: 500,
  DueDateNanos: 1_790_000_000_000_000_000,
  ...extra,
});

describe("the precompiled reply writer", () => {
  const write = compileReplyWriter(InvoiceListReply);

  it("writes what effect's encode and JSON.stringify write, extra fields dropped", () => {
    const samples = [
      {
        Invoices: [invoice(1), invoice(2, { GSTCents: 150, Status: "PAID" })],
        PageInfo: { TotalItemCount: 2 },
      },
      { Invoices: [], PageInfo: { TotalItemCount: 0, PageNumber: 1 }, Summary: { OverdueCount: 0 } },
      { Invoices: [{ ...invoice(3), Secret: "no" }], PageInfo: { TotalItemCount: 1 }, Extra: true },
    ];
    for (const sample of samples) expect(write?.(sample)).toBe(viaEffect(InvoiceListReply, sample));
    const auth = {
      JWT: "a.b.c",
      JWTExpiry: "2026-01-01T00:00:00Z",
      UUID: "u",
      SPID: 67,
      AuthResponse: { Roles: ["x"] },
    };
    expect(compileReplyWriter(AuthData)?.(auth)).toBe(viaEffect(AuthData, auth));
  });

  it("refuses what the schema refuses, refinements included", () => {
    expect(
      write?.({ Invoices: [invoice(1, { ChargesCents: 10.5 })], PageInfo: { TotalItemCount: 1 } }),
    ).toBeUndefined();
    expect(
      write?.({
        Invoices: [invoice(1, { Status: "LOST" as Invoice["Status"] })],
        PageInfo: { TotalItemCount: 1 },
      }),
    ).toBeUndefined();
    expect(write?.({ Invoices: [], PageInfo: {} })).toBeUndefined();
    expect(write?.({ Invoices: [], PageInfo: { TotalItemCount: Number.NaN } })).toBeUndefined();
    expect(write?.(null)).toBeUndefined();
    const named = compileReplyWriter(Schema.Struct({ Name: Schema.String.pipe(Schema.minLength(2)) }));
    expect(named?.({ Name: "a" })).toBeUndefined();
    expect(named?.({ Name: "ab" })).toBe('{"Name":"ab"}');
  });

  it("gives the same text for the same record again (records are immutable)", () => {
    const page = { Invoices: [invoice(7)], PageInfo: { TotalItemCount: 1 } };
    expect(write?.(page)).toBe(write?.({ ...page }));
  });

  it("leaves schemas with transformations to effect", () => {
    expect(compileReplyWriter(Schema.Struct({ At: Schema.DateFromString }))).toBeUndefined();
    expect(compileReplyWriter(Schema.Record({ key: Schema.String, value: Schema.Number }))).toBeUndefined();
  });
});
