import type { idpCalls } from "@waea/adapters/http/contract";
import { isEmailFormat } from "@waea/domain/validation";
import { signJwt } from "../auth/jwt";
import { opaque } from "../auth/keys";
import { refuse, type Handlers } from "../server/handler";

const IDENTITY_TOKEN_MS = 10 * 60 * 1000;

/**
 * The simulated identity provider: what Google, Apple or Facebook would hand the page after their popup. The
 * provider's user id is stable per provider and e-mail; the identity token is signed with a key of this server.
 */
export const idpHandlers: Handlers<typeof idpCalls> = {
  "idp.issueToken": ({ body }, context) => {
    const email = body.Email.trim().toLowerCase();
    if (!isEmailFormat(email)) return refuse(400, "body.Email: format is invalid");
    const authId = `${body.Provider.toLowerCase()}-${opaque(context.store.keys, `idp:${body.Provider}:${email}`).slice(0, 20)}`;
    const names = [body.FirstName, body.LastName].filter((name) => name !== undefined && name.trim() !== "");
    const token = signJwt(context.store.keys.idp, {
      iss: "waea-idp",
      sub: authId,
      provider: body.Provider,
      email,
      ...(body.FirstName === undefined ? {} : { given_name: body.FirstName }),
      ...(body.LastName === undefined ? {} : { family_name: body.LastName }),
      iat: Math.floor(context.nowMillis / 1000),
      exp: Math.floor((context.nowMillis + IDENTITY_TOKEN_MS) / 1000),
    });
    return {
      Provider: body.Provider,
      AuthID: authId,
      IdToken: token,
      Email: email,
      ...(names.length === 0 ? {} : { DisplayName: names.join(" ") }),
    };
  },
};
