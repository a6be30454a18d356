import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { json } from "../contract";
import { decodeReply } from "./decode";

const Reply = Schema.Struct({ Status: Schema.String });
const empty = new Uint8Array();

describe("decodeReply of an empty body", () => {
  it("is null where the reply schema accepts null (Schema.NullOr)", () => {
    expect(decodeReply("guest.topup", json(Schema.NullOr(Reply)), empty)).toEqual(Either.right(null));
  });

  it("is 'no response data' where a body is required", () => {
    const result = decodeReply("guest.validate", json(Reply), empty);
    expect(Either.isLeft(result) && result.left).toMatchObject({
      _tag: "DecodeError",
      call: "guest.validate",
      field: "(reply)",
      message: "no response data",
    });
  });

  it("decodes a body as before, null included", () => {
    const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
    expect(decodeReply("guest.topup", json(Schema.NullOr(Reply)), bytes(null))).toEqual(Either.right(null));
    expect(decodeReply("guest.topup", json(Schema.NullOr(Reply)), bytes({ Status: "OK" }))).toEqual(
      Either.right({ Status: "OK" }),
    );
  });
});
